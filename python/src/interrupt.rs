//! Ctrl-C while the core computes without the GIL: now and then the computation asks Python
//! whether a signal came (a KeyboardInterrupt in Jupyter), and stops if one did.

use pyo3::prelude::*;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How often a computation asks: often enough for a prompt stop, rarely enough to cost nothing.
const EVERY: Duration = Duration::from_millis(50);

/// What a detached computation consults: [`Watch::go_on`] in its loop, [`Watch::raised`] after.
pub struct Watch {
    last: Mutex<Instant>,
    stopped: Mutex<Option<PyErr>>,
}

impl Watch {
    /// A watch that has not asked yet.
    pub fn new() -> Self {
        Watch { last: Mutex::new(Instant::now()), stopped: Mutex::new(None) }
    }

    /// False once a signal's handler raised (the exception is kept for [`Watch::raised`]).
    /// Called without the GIL; takes it only every [`EVERY`].
    pub fn go_on(&self) -> bool {
        let Ok(mut last) = self.last.lock() else { return true };
        if last.elapsed() < EVERY {
            return true;
        }
        *last = Instant::now();
        // Signals are handled on the main thread only; elsewhere this is always Ok.
        match Python::attach(|py| py.check_signals()) {
            Ok(()) => true,
            Err(e) => {
                if let Ok(mut s) = self.stopped.lock() {
                    *s = Some(e);
                }
                false
            }
        }
    }

    /// The exception that stopped the computation, if one did.
    pub fn raised(&self, _py: Python<'_>) -> PyResult<()> {
        match self.stopped.lock().ok().and_then(|mut s| s.take()) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}
