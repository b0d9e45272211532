//! Standard output through one locked buffer, and every way a command can end: a closed pipe
//! ends quietly, a full disk is one line on stderr, never a panic.

use crate::progress::INTERRUPTED_STATUS;
use serde::Serialize;
use std::io::{self, BufWriter, StdoutLock, Write};
use std::process::ExitCode;

/// Buffered, locked stdout: every write returns its error rather than panicking.
pub struct Out {
    w: BufWriter<StdoutLock<'static>>,
}

impl Out {
    pub fn new() -> Self {
        Out { w: BufWriter::with_capacity(1 << 16, io::stdout().lock()) }
    }

    /// One JSON document and a newline, written as it is serialised (no copy in memory).
    pub fn json<T: Serialize>(&mut self, value: &T) -> Result<(), Failure> {
        serde_json::to_writer(&mut self.w, value).map_err(io::Error::from)?;
        writeln!(self.w)?;
        Ok(())
    }

    pub fn flush(&mut self) -> io::Result<()> {
        self.w.flush()
    }
}

impl Write for Out {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.w.write(buf)
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.w.write_all(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.w.flush()
    }
}

/// How a command failed, and so its message and exit status.
#[derive(Debug)]
pub enum Failure {
    /// Bad input, or a request over a limit: status 2.
    Input(String),
    /// A check ran and found a counterexample (already printed): status 1.
    Refuted,
    /// The work could not be done (memory, a contradiction): status 1.
    Runtime(String),
    /// Writing the output failed: quiet for a closed pipe (status 0), else status 1.
    Io(io::Error),
    /// Stopped by Ctrl-C: status 130, with what was done already printed.
    Interrupted(String),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Io(e)
    }
}

impl From<asg::Error> for Failure {
    fn from(e: asg::Error) -> Self {
        use asg::Error as E;
        let hint = match &e {
            E::TooMuchWork { positions, .. } if *positions <= asg::limits::MAX_WORK_CEILING => {
                format!(" (--max-work {positions})")
            }
            E::TooMuchWork { .. } => format!(" (--max-work, up to {})", asg::limits::MAX_WORK_CEILING),
            E::WindowTooLarge { .. } | E::TooMuchMemory { .. } => String::new(),
            E::PeriodNotFound { .. } => format!(" (raise --bound, up to {})", asg::limits::MAX_BOUND),
            _ => String::new(),
        };
        match e {
            E::Interrupted { .. } => Failure::Interrupted(e.to_string()),
            E::OutOfMemory { .. } | E::NotAPeriod { .. } => Failure::Runtime(e.to_string()),
            _ => Failure::Input(format!("{e}{hint}")),
        }
    }
}

/// Says what went wrong on stderr (one line) and gives the exit status.
pub fn finish(result: Result<(), Failure>) -> ExitCode {
    let mut err = io::stderr().lock();
    // Nothing more can be done if stderr fails too; the status still tells.
    let mut say = |line: &str| {
        let _ = writeln!(err, "asg: {line}");
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(m)) => {
            say(&m);
            ExitCode::from(2)
        }
        Err(Failure::Refuted) => ExitCode::from(1),
        Err(Failure::Runtime(m)) => {
            say(&m);
            ExitCode::from(1)
        }
        // A reader that stopped reading (`| head`) is not an error, as for any Unix filter.
        Err(Failure::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Io(e)) => {
            say(&format!("error writing output: {e}"));
            ExitCode::from(1)
        }
        Err(Failure::Interrupted(m)) => {
            say(&m);
            ExitCode::from(INTERRUPTED_STATUS)
        }
    }
}
