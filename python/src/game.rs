//! `asg.Game`: a subtraction game for Python, over the core's `asg::Game`. Whatever may take
//! long (the mex rule and its period search) runs with the GIL released, and Ctrl-C stops it.

use crate::arrays;
use crate::convert::{end, invalid, limits, optional, shape, whole, Raise};
use crate::interrupt::Watch;
use asg::certificate::CertificateJob;
use asg::ledger::LedgerCount;
use asg::shapes::AdditiveInfo;
use asg::spectrum::SpectrumCount;
use asg::verify::VerifyJob;
use asg::{Additive, Error};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};
use std::hash::{Hash, Hasher};

/// The most moves a set may list (the kernel's limit, with room for a clear message).
const MAX_LISTED: usize = 4 * asg::moves::MAX_MOVES;

/// A subtraction game: two players take turns removing s ∈ S counters from one heap, and whoever
/// cannot move loses. `Game([5, 12, 17])`, `Game.from_delta(5, 7)`, `Game.from_ab(5, 12)`.
///
/// >>> Game.from_delta(5, 7) == Game([5, 12, 17]), Game([3, 4, 9])
/// (True, Game([3, 4, 9]))
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

    /// The nim sequence, `None` for a game whose heap period passes 64-bit arithmetic (Theorem 1
    /// answers its values, P-positions and gaps without one), or the core's error raised.
    fn period_or_none(&self, py: Python<'_>) -> PyResult<Option<&asg::NimSequence>> {
        match self.game.period_free() {
            Some(_) => Ok(None),
            None => self.known(py).map(Some),
        }
    }

    /// The nim sequence, or the core's error raised.
    fn known(&self, py: Python<'_>) -> PyResult<&asg::NimSequence> {
        self.sequence(py)?.raise(py)
    }

    /// The game as {a, b, a+b}, or the core's `not-additive` error.
    fn additive_game(&self, py: Python<'_>) -> PyResult<Additive> {
        let moves = || self.game.set().moves().to_vec();
        self.game.as_additive().ok_or_else(|| crate::convert::error(py, Error::NotAdditive { moves: moves() }))
    }
}

/// Steps a long computation with the GIL released until `step` gives its answer; Ctrl-C (or
/// another signal's exception) stops it between two steps.
fn run<T: Send>(
    py: Python<'_>,
    what: &'static str,
    mut step: impl FnMut() -> Option<asg::Result<T>> + Send,
) -> PyResult<T> {
    let watch = Watch::new();
    let answer = py.detach(|| loop {
        if let Some(answer) = step() {
            return Some(answer);
        }
        if !watch.go_on() {
            return None;
        }
    });
    watch.raised(py)?;
    answer.unwrap_or(Err(Error::Interrupted { what })).raise(py)
}

/// Work done between two looks at Ctrl-C, in the core's units (as the CLI's steps).
const STEP: u64 = 1 << 22;

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

    /// The additive game {a, a + δ, 2a + δ}, δ = b − a.
    ///
    /// >>> Game.from_delta(5, 7).moves
    /// [5, 12, 17]
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
    ///
    /// >>> Game.from_ab(5, 12) == Game.from_delta(5, 7)
    /// True
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
    ///
    /// >>> Game([17, 5, 12]).moves
    /// [5, 12, 17]
    #[getter]
    fn moves(&self) -> Vec<u64> {
        self.game.set().moves().to_vec()
    }

    /// Positions the mex rule may compute when it looks for a period (`bound=` when the game was
    /// made).
    ///
    /// >>> Game([2, 5], bound=1000).bound
    /// 1000
    #[getter]
    fn bound(&self) -> u64 {
        self.game.bound() as u64
    }

    /// g(start), …, g(start + count − 1), the nim-values by the mex rule
    /// g(x) = mex{g(x − s) : s ∈ S, s ≤ x}, as a NumPy array of uint8 (at most 2^26 values;
    /// the window may end at heap 2^64 − 1).
    ///
    /// >>> Game.from_delta(5, 7).nim(10, 8)
    /// array([0, 0, 2, 2, 2, 1, 1, 3], dtype=uint8)
    #[pyo3(signature = (start, count))]
    fn nim<'py>(
        &self,
        py: Python<'py>,
        start: &Bound<'py, PyAny>,
        count: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let (start, count) = (whole(start, "start")?, whole(count, "count")?);
        // A far window reads the period, so find it first where Ctrl-C can stop it.
        if start.saturating_add(count) >= asg::game::NEAR_ORIGIN && count > 0 {
            // Its answer is kept, error or not, and the core's `nim` reads it.
            let _ = self.sequence(py)?;
        }
        let values = py.detach(|| self.game.nim(start, count)).raise(py)?;
        arrays::uint8(py, &values)
    }

    /// g(heap) for any heap up to 2^64 − 1 (a heap below the smallest move needs no period).
    ///
    /// >>> Game.from_delta(5, 7).value(2**64 - 1)
    /// 1
    fn value(&self, py: Python<'_>, heap: &Bound<'_, PyAny>) -> PyResult<u8> {
        let heap = whole(heap, "heap")?;
        if heap >= self.game.set().min() {
            // Found where Ctrl-C can stop it; the core's `value` then reads it.
            let _ = self.sequence(py)?;
        }
        self.game.value(heap).raise(py)
    }

    /// The P-positions (heaps of value 0) p_start, …, p_{start+count−1}, counting from p_0 = 0
    /// (start 0 when not given), as a NumPy array of uint64: w_n = n + a⌊n/a⌋ + b⌊n/δ⌋ in the
    /// regime (Theorem 1), by the mex rule otherwise (`asg ppos --from start --count count`; at
    /// most 2^26 of them).
    ///
    /// >>> Game.from_delta(5, 7).p_positions(6, start=2)
    /// array([ 2,  3,  4, 10, 11, 24], dtype=uint64)
    #[pyo3(signature = (count, start = None))]
    fn p_positions<'py>(
        &self,
        py: Python<'py>,
        count: &Bound<'py, PyAny>,
        start: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let (count, start) = (whole(count, "count")?, optional(start, "start")?.unwrap_or(0));
        self.period_or_none(py)?;
        let w = py.detach(|| self.game.p_positions(start, count)).raise(py)?;
        arrays::uint64(py, w.len(), w.into_iter())
    }

    /// The gaps g_n = p_{n+1} − p_n between consecutive P-positions, n = start, …,
    /// start + count − 1, as a NumPy array of uint64 (at most 2^26 of them). In the regime each
    /// is 1, a + 1, b + 1 or a + b + 1.
    ///
    /// >>> Game.from_delta(5, 7).gaps(8)
    /// array([ 1,  1,  1,  1,  6,  1, 13,  1], dtype=uint64)
    #[pyo3(signature = (count, start = None))]
    fn gaps<'py>(
        &self,
        py: Python<'py>,
        count: &Bound<'py, PyAny>,
        start: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let (count, start) = (whole(count, "count")?, optional(start, "start")?.unwrap_or(0));
        self.period_or_none(py)?;
        let gaps = py.detach(|| self.game.gaps(start, count)).raise(py)?;
        arrays::uint64(py, gaps.len(), gaps.into_iter())
    }

    /// The pairs of P-positions p_m < p_n with p_n − p_m = shift (default δ, the collision
    /// windows of Theorem 7) and p_m below `periods` heap periods (default 1): `pairs` holds
    /// the indices (m, n) and `heaps` the heaps (p_m, p_n), each a NumPy array of uint64 with
    /// one row a pair (`asg collisions --json`; at most 2^26 pairs, and `max_work` positions).
    ///
    /// >>> c = Game.from_delta(5, 7).collisions()
    /// >>> c["count"], c["heaps"][:3].tolist()
    /// (10, [[3, 10], [4, 11], [25, 32]])
    #[pyo3(signature = (shift = None, periods = None, *, max_work = None))]
    fn collisions<'py>(
        &self,
        py: Python<'py>,
        shift: Option<&Bound<'py, PyAny>>,
        periods: Option<&Bound<'py, PyAny>>,
        max_work: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let shift = match optional(shift, "shift")? {
            Some(k) => k,
            None => self.additive_game(py)?.delta(),
        };
        let (periods, limits) = (optional(periods, "periods")?.unwrap_or(1), limits(py, max_work)?);
        let seq = self.known(py)?;
        let found = py.detach(|| asg::collisions::collisions_within(seq, shift, periods, &limits)).raise(py)?;
        let out = pyo3::types::PyDict::new(py);
        out.set_item("shift", found.shift)?;
        out.set_item("pairs", arrays::uint64_pairs(py, &found.pairs)?)?;
        out.set_item("heaps", arrays::uint64_pairs(py, &found.heaps)?)?;
        out.set_item("count", found.count)?;
        Ok(out.into_any())
    }

    /// The residue profile (primitive quadratic regime): for each r = 1 … δ − 1 the (a+1)-gap
    /// of residue r, its q (q·a ≡ r mod δ), the 1-gaps L left and R right of it, and
    /// c(r) = min(r, d) − max(0, r − a) collision windows through it; Σ c(r) = a·d
    /// (`asg residues --json`).
    ///
    /// >>> p = Game.from_delta(5, 7).residues()
    /// >>> [row["c"] for row in p["rows"]], p["total"]
    /// ([1, 2, 2, 2, 2, 1], 10)
    fn residues<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let game = self.additive_game(py)?;
        let profile = py.detach(|| asg::residues::residue_profile(game)).raise(py)?;
        shape(py, &profile)
    }

    /// The collision spectrum C(k) for k = k_min … k_max (default 0 … the heap period p): how
    /// many P-positions x of one heap period have x + k a P-position too, as a NumPy array of
    /// uint64 whose index i is the shift k = k_min + i. C(0) = C(p) counts every P-position of a
    /// period; C(k + p) = C(k), so any k up to 2^64 − 1 is answered at once. By the torus formula
    /// in the regime, else counted over the period the mex rule found (`asg spectrum --k-min
    /// k_min --k-max k_max`, with its limits: at most 2^26 shifts, `max_work` positions).
    ///
    /// >>> c = Game.from_delta(5, 7).spectrum()
    /// >>> len(c), c[0], c[7], c[12]
    /// (131, np.uint64(35), np.uint64(10), np.uint64(0))
    /// >>> Game.from_delta(5, 7).spectrum(10**18 + 2, k_min=10**18)   # C(10^18), C(10^18 + 1), …
    /// array([3, 0, 3], dtype=uint64)
    #[pyo3(signature = (k_max = None, *, k_min = None, max_work = None))]
    fn spectrum<'py>(
        &self,
        py: Python<'py>,
        k_max: Option<&Bound<'py, PyAny>>,
        k_min: Option<&Bound<'py, PyAny>>,
        max_work: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let game = self.additive_game(py)?;
        let (k_min, k_max) = (optional(k_min, "k_min")?.unwrap_or(0), optional(k_max, "k_max")?);
        let limits = limits(py, max_work)?;
        let seq = self.known(py)?;
        let k_max = k_max.unwrap_or(seq.period().period);
        let mut count = SpectrumCount::new(game, seq, k_min, k_max, &limits).raise(py)?;
        let list = run(py, "a collision spectrum", || count.step(STEP))?;
        arrays::uint64(py, list.counts.len(), list.counts.iter().copied())
    }

    /// Heaps of value 0, 1, 2 and ≥ 3 in [lo, hi), 0 ≤ lo ≤ hi ≤ 2^64, counted without
    /// listing them (by the period, or Theorem 1's classes).
    ///
    /// >>> Game.from_delta(5, 7).counts(0, 130)
    /// (35, 35, 35, 25)
    fn counts(&self, py: Python<'_>, lo: &Bound<'_, PyAny>, hi: &Bound<'_, PyAny>) -> PyResult<(u64, u64, u64, u64)> {
        let (lo, hi) = (end(lo, "lo")?, end(hi, "hi")?);
        if hi < lo {
            return Err(invalid(py, "hi", "must not be below lo"));
        }
        self.known(py)?;
        let source = self.game.source().raise(py)?;
        let [c0, c1, c2, c3] = py.detach(|| source.counts_in(lo, hi));
        Ok((c0, c1, c2, c3))
    }

    /// The period ledger: each closed form of Theorems 1 and 7 (index period aδ, heap period
    /// a(3δ + a), the classes' sizes, the windows) beside the value counted by the mex rule
    /// over one period, which may hold `bound` positions (`asg ledger --json`).
    ///
    /// >>> l = Game.from_delta(5, 7).ledger()
    /// >>> l["proven"], [(row["key"], row["formula"], row["counted"]) for row in l["rows"]][:2]
    /// (True, [('index-period', 35, 35), ('heap-period', 130, 130)])
    #[pyo3(signature = (bound = None, *, max_work = None))]
    fn ledger<'py>(
        &self,
        py: Python<'py>,
        bound: Option<&Bound<'py, PyAny>>,
        max_work: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let game = self.additive_game(py)?;
        let bound = optional(bound, "bound")?.unwrap_or(asg::period::GUESS_BOUND as u64);
        let bound = asg::limits::check_bound(bound).raise(py)?;
        let limits = limits(py, max_work)?;
        let mut count = LedgerCount::with_limits(game, bound, &limits).raise(py)?;
        let ledger = run(py, "the ledger", || count.step(STEP as usize))?;
        shape(py, &ledger)
    }

    /// Theorem 1's formula against the mex rule on every heap below `periods`·a(3δ + a) (default 1 period): the
    /// first heap where they differ, if any (`asg verify --json`; outside the regime the
    /// formula is compared only as a formula). Its `heap_period` is the regime's formula
    /// a(3δ + a), the span checked a period at a time, even outside the regime, where the game's
    /// own period (`additive()["heap_period"]`) may differ: 265 against 215 for (5, 16).
    ///
    /// >>> Game.from_delta(5, 7).verify(3)["counterexample"] is None
    /// True
    /// >>> Game.from_delta(5, 4).verify(1)["counterexample"]
    /// {'heap': 4, 'mex': 0, 'formula': 2}
    #[pyo3(signature = (periods = None, *, max_work = None))]
    fn verify<'py>(
        &self,
        py: Python<'py>,
        periods: Option<&Bound<'py, PyAny>>,
        max_work: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let game = self.additive_game(py)?;
        let (periods, limits) = (optional(periods, "periods")?.unwrap_or(1), limits(py, max_work)?);
        let mut job = VerifyJob::new(game, periods, &limits).raise(py)?;
        let verification = run(py, "verify", || job.step(STEP))?;
        shape(py, &verification)
    }

    /// The certificate of the closed form: the mex rule's two duties (anti-collision,
    /// reachability) checked for each class on every heap below P + 2a + b, and whether every
    /// heap has a class; `holds` is True when Theorem 1 is then proved for this game
    /// (`asg prove --json`). Its `heap_period` is P = a(3δ + a), the regime's formula whose
    /// span is checked, even outside the regime, where the game's own period
    /// (`additive()["heap_period"]`) may differ: 265 against 215 for (5, 16).
    ///
    /// >>> c = Game.from_delta(5, 7).prove()
    /// >>> c["holds"], c["checked"], c["heap_period"]
    /// (True, 152, 130)
    /// >>> Game.from_delta(5, 16).prove()["classes"][0]["anti_collision_failure"]
    /// 21
    #[pyo3(signature = (*, max_work = None))]
    fn prove<'py>(&self, py: Python<'py>, max_work: Option<&Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
        let game = self.additive_game(py)?;
        let limits = limits(py, max_work)?;
        let mut job = CertificateJob::new(game, &limits).raise(py)?;
        let certificate = run(py, "a certificate", || job.step(STEP).map(Ok))?;
        shape(py, &certificate)
    }

    /// The smallest preperiod and period with g(x + period) = g(x) for all x ≥ preperiod:
    /// Theorem 1's (0, a(3δ + a)) in the regime, else found by the mex rule.
    ///
    /// >>> Game.from_delta(5, 7).period(), Game([2, 5]).period()
    /// ({'preperiod': 0, 'period': 130}, {'preperiod': 0, 'period': 7})
    fn period<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        shape(py, &self.known(py)?.period())
    }

    /// The parameters, regime, band and periods of {a, b, a+b} (the period by the mex rule
    /// outside the regime, computed now if need be), or `None` for other sets.
    ///
    /// >>> info = Game.from_delta(5, 7).additive()
    /// >>> info["regime"], info["heap_period"], info["class_counts"]
    /// ('primitive-quadratic', 130, (35, 35, 35, 25))
    fn additive<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let Some(game) = self.game.as_additive() else { return Ok(None) };
        let seq = match self.sequence(py)? {
            Ok(seq) => Some(seq),
            Err(Error::PeriodNotFound { .. }) => None,
            Err(_) if self.game.period_free().is_some() => None,
            Err(e) => return Err(crate::convert::error(py, e)),
        };
        shape(py, &AdditiveInfo::new(game, seq)).map(Some)
    }

    /// As `additive()` without computing anything long: outside the regime the periods and
    /// counts are `None` until the sequence is known. `None` for other sets.
    ///
    /// >>> Game.from_delta(5, 16).facts()["heap_period"] is None, Game([2, 5]).facts()
    /// (True, None)
    fn facts<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let Some(game) = self.game.as_additive() else { return Ok(None) };
        let seq = match game.in_regime() {
            true => self.period_or_none(py)?,
            false => self.game.known_sequence(),
        };
        shape(py, &AdditiveInfo::new(game, seq)).map(Some)
    }

    /// Why `heap` has its value: its options (each move, the heap it leaves and that heap's
    /// value), the values they reach, and their mex, which is g(heap).
    ///
    /// >>> why = Game.from_delta(5, 7).explain(40)
    /// >>> [(o["move"], o["value"]) for o in why["options"]], why["mex"]
    /// ([(5, 0), (12, 3), (17, 2)], 1)
    fn explain<'py>(&self, py: Python<'py>, heap: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let heap = whole(heap, "heap")?;
        self.period_or_none(py)?;
        shape(py, &self.game.explain(heap).raise(py)?)
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
