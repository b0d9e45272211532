//! `asg.Game`: a subtraction game for Python, over the core's `asg::Game`. Whatever may take
//! long (the mex rule and its period search) runs with the GIL released, and Ctrl-C stops it.

use crate::convert::{invalid, optional, shape, whole, Raise};
use crate::interrupt::Watch;
use asg::shapes::AdditiveInfo;
use asg::{Additive, Error};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};
use std::hash::{Hash, Hasher};

/// The most moves a set may list (the kernel's limit, with room for a clear message).
const MAX_LISTED: usize = 4 * asg::moves::MAX_MOVES;

/// A subtraction game: `Game([5, 12, 17])`, `Game.from_delta(5, 7)`, `Game.from_ab(5, 12)`.
#[pyclass(frozen, module = "asg", name = "Game")]
pub struct Game {
    game: asg::Game,
    /// The bound given, if one was: what a copy (a pickle) is made with again.
    given: Option<u64>,
}

/// The game with its memory bound for period finding, if one is given.
fn bounded(py: Python<'_>, game: asg::Game, bound: Option<&Bound<'_, PyAny>>) -> PyResult<Game> {
    let given = optional(bound, "bound")?;
    let game = match given {
        Some(b) => game.with_bound(b).raise(py)?,
        None => game,
    };
    Ok(Game { game, given })
}

impl Game {
    /// The nim sequence, computed (once) with the GIL released. The outer error is Ctrl-C (or
    /// another signal's exception), the inner one the core's answer.
    fn sequence(&self, py: Python<'_>) -> PyResult<asg::Result<&asg::NimSequence>> {
        if let Some(seq) = self.game.known_sequence() {
            return Ok(Ok(seq));
        }
        let watch = Watch::new();
        let found = py.detach(|| self.game.sequence_with(&mut |_| watch.go_on()));
        watch.raised(py)?;
        Ok(found)
    }

    /// What equality and the hash read: the moves and the bound.
    fn key(&self) -> (&[u64], usize) {
        (self.game.set().moves(), self.game.bound())
    }

    /// The nim sequence, or the core's error raised.
    fn known(&self, py: Python<'_>) -> PyResult<&asg::NimSequence> {
        self.sequence(py)?.raise(py)
    }
}

#[pymethods]
impl Game {
    /// Any finite subtraction set: an iterable of positive whole numbers.
    #[new]
    #[pyo3(signature = (moves, *, bound = None))]
    fn new(py: Python<'_>, moves: &Bound<'_, PyAny>, bound: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        if moves.is_instance_of::<pyo3::types::PyString>() || moves.is_instance_of::<PyBytes>() {
            return Err(invalid(py, "moves", "expected an iterable of move sizes, e.g. [5, 12, 17]"));
        }
        let mut list = Vec::new();
        for (count, item) in moves.try_iter()?.enumerate() {
            // A long (or endless) iterable is refused before it is held.
            if count >= MAX_LISTED {
                return Err(crate::convert::error(
                    py,
                    Error::TooManyMoves { count: count + 1, max: asg::moves::MAX_MOVES },
                ));
            }
            list.push(whole(&item?, "moves")?);
        }
        bounded(py, asg::Game::new(&list).raise(py)?, bound)
    }

    /// The additive game {a, a + δ, 2a + δ}.
    #[staticmethod]
    #[pyo3(signature = (a, delta, *, bound = None))]
    fn from_delta(
        py: Python<'_>,
        a: &Bound<'_, PyAny>,
        delta: &Bound<'_, PyAny>,
        bound: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let game = Additive::from_delta(whole(a, "a")?, whole(delta, "delta")?).raise(py)?;
        bounded(py, asg::Game::additive(game), bound)
    }

    /// The additive game {a, b, a + b}; b must exceed a.
    #[staticmethod]
    #[pyo3(signature = (a, b, *, bound = None))]
    fn from_ab(
        py: Python<'_>,
        a: &Bound<'_, PyAny>,
        b: &Bound<'_, PyAny>,
        bound: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let game = Additive::new(whole(a, "a")?, whole(b, "b")?).raise(py)?;
        bounded(py, asg::Game::additive(game), bound)
    }

    /// The moves, ascending.
    #[getter]
    fn moves(&self) -> Vec<u64> {
        self.game.set().moves().to_vec()
    }

    /// Positions the mex rule may compute when it looks for a period.
    #[getter]
    fn bound(&self) -> u64 {
        self.game.bound() as u64
    }

    /// g(start), …, g(start + count − 1) as bytes; the window may end at heap 2^64 − 1.
    fn nim<'py>(
        &self,
        py: Python<'py>,
        start: &Bound<'py, PyAny>,
        count: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let (start, count) = (whole(start, "start")?, whole(count, "count")?);
        // A far window reads the period, so find it first where Ctrl-C can stop it.
        if start.saturating_add(count) >= asg::game::NEAR_ORIGIN && count > 0 {
            // Its answer is kept, error or not, and the core's `nim` reads it.
            let _ = self.sequence(py)?;
        }
        let values = py.detach(|| self.game.nim(start, count)).raise(py)?;
        Ok(PyBytes::new(py, &values))
    }

    /// g(heap) for any heap up to 2^64 − 1.
    fn value(&self, py: Python<'_>, heap: &Bound<'_, PyAny>) -> PyResult<u8> {
        let heap = whole(heap, "heap")?;
        Ok(self.known(py)?.value(heap))
    }

    /// `{"preperiod", "period"}`: Theorem 1's in the regime, else by the mex rule.
    fn period<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        shape(py, &self.known(py)?.period())
    }

    /// The parameters, regime, band and periods of {a, b, a+b} (the period by the mex rule
    /// outside the regime, computed now if need be), or `None` for other sets.
    fn additive<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let Some(game) = self.game.as_additive() else { return Ok(None) };
        let seq = match self.sequence(py)? {
            Ok(seq) => Some(seq),
            Err(Error::PeriodNotFound { .. }) => None,
            Err(e) => return Err(crate::convert::error(py, e)),
        };
        shape(py, &AdditiveInfo::new(game, seq)).map(Some)
    }

    /// As `additive()` without computing anything long: outside the regime the periods and
    /// counts are `None` until the sequence is known. `None` for other sets.
    fn facts<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let Some(game) = self.game.as_additive() else { return Ok(None) };
        let seq = match game.in_regime() {
            true => Some(self.known(py)?),
            false => self.game.known_sequence(),
        };
        shape(py, &AdditiveInfo::new(game, seq)).map(Some)
    }

    /// Why `heap` has its value: `{"heap", "value", "options": [{"move", "to", "value"}], "reached", "mex"}`.
    fn explain<'py>(&self, py: Python<'py>, heap: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let heap = whole(heap, "heap")?;
        let seq = self.known(py)?;
        shape(py, &asg::explain::explain(self.game.set(), seq, heap))
    }

    /// `Game([5, 12, 17])`, with `bound=…` when one was given: it makes an equal game again.
    fn __repr__(&self) -> String {
        let moves: Vec<String> = self.game.set().moves().iter().map(u64::to_string).collect();
        match self.given {
            Some(b) => format!("Game([{}], bound={b})", moves.join(", ")),
            None => format!("Game([{}])", moves.join(", ")),
        }
    }

    /// The arguments that make the game again (for pickle and copy, and so Dask and
    /// multiprocessing): its moves, and its bound if one was given.
    fn __getnewargs_ex__<'py>(&self, py: Python<'py>) -> PyResult<((Vec<u64>,), Bound<'py, PyDict>)> {
        let keywords = PyDict::new(py);
        if let Some(b) = self.given {
            keywords.set_item("bound", b)?;
        }
        Ok(((self.moves(),), keywords))
    }

    /// Games are equal when their moves and bounds are (however they were made).
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = other.py();
        Ok(match other.cast::<Game>() {
            Ok(o) => (self.key() == o.get().key()).into_pyobject(py)?.to_owned().into_any().unbind(),
            Err(_) => py.NotImplemented(),
        })
    }

    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.key().hash(&mut h);
        h.finish()
    }
}
