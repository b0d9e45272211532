//! Progress on stderr for long work, with an estimate of the time left, and Ctrl-C: the first
//! press asks work that is being watched to stop with what it has, any other press ends at once.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Set by the first Ctrl-C while a [`Meter`] is watching.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);
/// True while a [`Meter`] exists, so that Ctrl-C can be answered with a partial result.
static WATCHING: AtomicBool = AtomicBool::new(false);

/// The exit status of a command stopped by Ctrl-C (128 + SIGINT), as shells report it.
pub const INTERRUPTED_STATUS: u8 = 130;

/// Runs are quiet for this long: fast commands print nothing on stderr.
const QUIET: Duration = Duration::from_secs(1);

/// Installs the Ctrl-C handler (once, at start).
pub fn install() {
    // Without a handler Ctrl-C still ends the process (status 130), only with no partial answer.
    let _ = ctrlc::set_handler(|| {
        if !WATCHING.load(Ordering::SeqCst) || INTERRUPTED.swap(true, Ordering::SeqCst) {
            std::process::exit(INTERRUPTED_STATUS.into());
        }
    });
}

/// True once Ctrl-C asked the work to stop.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// A progress line for one piece of work, shown after the first second: rewritten in place on
/// a terminal, a new line every few seconds otherwise.
pub struct Meter {
    label: &'static str,
    start: Instant,
    last: Option<Instant>,
    terminal: bool,
}

impl Meter {
    pub fn new(label: &'static str) -> Self {
        WATCHING.store(true, Ordering::SeqCst);
        Meter { label, start: Instant::now(), last: None, terminal: std::io::stderr().is_terminal() }
    }

    /// Reports that `fraction` (0 to 1) of the work is done; false when Ctrl-C asked to stop.
    pub fn tick(&mut self, fraction: f64) -> bool {
        let now = Instant::now();
        let elapsed = now - self.start;
        let every = if self.terminal { Duration::from_millis(250) } else { Duration::from_secs(5) };
        if elapsed >= QUIET && self.last.is_none_or(|t| now - t >= every) {
            self.last = Some(now);
            let fraction = fraction.clamp(0.0, 1.0);
            let left = match fraction > 0.0 {
                true => format!(", about {} left", duration(elapsed.as_secs_f64() * (1.0 - fraction) / fraction)),
                false => String::new(),
            };
            let line =
                format!("asg {}: {:.1}% in {}{left}", self.label, 100.0 * fraction, duration(elapsed.as_secs_f64()));
            // A failure to write progress must not stop the work: stderr may be closed.
            let mut err = std::io::stderr().lock();
            let _ = match self.terminal {
                true => write!(err, "\r\x1b[K{line}"),
                false => writeln!(err, "{line}"),
            };
            let _ = err.flush();
        }
        !interrupted()
    }

    /// Runs work a bounded step at a time until it is done: each call of `step` gives the
    /// answer, or else how much of the work is done (0 to 1). `None` when Ctrl-C asked to stop.
    pub fn run<T>(&mut self, mut step: impl FnMut() -> Result<T, f64>) -> Option<T> {
        loop {
            match step() {
                Ok(answer) => return Some(answer),
                Err(fraction) if !self.tick(fraction) => return None,
                Err(_) => {}
            }
        }
    }
}

impl Drop for Meter {
    fn drop(&mut self) {
        WATCHING.store(false, Ordering::SeqCst);
        if self.terminal && self.last.is_some() {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    }
}

/// Seconds as "42 s", "3 min 5 s" or "2 h 10 min".
fn duration(seconds: f64) -> String {
    let s = seconds.round() as u64;
    match s {
        0..=59 => format!("{s} s"),
        60..=3599 => format!("{} min {} s", s / 60, s % 60),
        _ => format!("{} h {} min", s / 3600, s % 3600 / 60),
    }
}
