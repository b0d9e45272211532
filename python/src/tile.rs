//! `asg.landscape_tile`: the landscape cells of a range of a × a range of δ (the cells of
//! `asg landscape`, `asg::landscape::cell`), and each field of them as the atlas stores it:
//! a little-endian array, one entry per cell, a row of δ after another (cell i is
//! a = a.start + i // len(δ), δ = δ.start + i % len(δ)).

use crate::convert::{error, optional, shape, span, whole, Raise};
use crate::interrupt::Watch;
use asg::landscape::{Agreement, Cell};
use asg::limits::{cell_cost, check_bound, Cost, Limits};
use asg::{Additive, Error, Regime};
use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};

/// What a value absent from a `u32` field is stored as (no period found within the bound).
const NONE_U32: u32 = u32::MAX;
/// What a value absent from a `u8` field is stored as.
const NONE_U8: u8 = u8::MAX;

/// The regimes in the order of their codes (as the page's landscape numbers them).
const REGIMES: [&str; 4] = Regime::NAMES;

/// One field of a tile as stored: its name (the JSON key of `asg landscape --json`, or
/// `bandKind`), element type, the stored value that means "absent", the names of its codes.
struct Field {
    name: &'static str,
    kind: &'static str,
    missing: Option<u32>,
    values: &'static [&'static str],
    about: &'static str,
    encode: fn(&Cell) -> asg::Result<Entry>,
}

/// One stored entry.
enum Entry {
    U8(u8),
    U32(u32),
}

/// A number that must fit the field's 32 bits.
fn u32_of(value: u64, what: &'static str) -> asg::Result<Entry> {
    u32::try_from(value).map(Entry::U32).map_err(|_| Error::Overflow { what })
}

/// The fields in the order the atlas lists them.
const FIELDS: [Field; 10] = [
    Field {
        name: "period",
        kind: "u32",
        missing: Some(NONE_U32),
        values: &[],
        about: "the smallest period found by the mex rule",
        encode: |c| c.period.map_or(Ok(Entry::U32(NONE_U32)), |p| u32_of(p, "a period past 2^32 − 2")),
    },
    Field {
        name: "preperiod",
        kind: "u32",
        missing: Some(NONE_U32),
        values: &[],
        about: "the preperiod found by the mex rule",
        encode: |c| c.preperiod.map_or(Ok(Entry::U32(NONE_U32)), |p| u32_of(p, "a preperiod past 2^32 − 2")),
    },
    Field {
        name: "regime",
        kind: "u8",
        missing: None,
        values: &REGIMES,
        about: "the regime of (a, δ)",
        encode: |c| Ok(Entry::U8(c.regime.index())),
    },
    Field {
        name: "bandKind",
        kind: "u8",
        missing: None,
        values: &["linear", "quadratic"],
        about: "the kind of band of (a, δ) reduced by gcd(a, δ)",
        encode: |c| Ok(Entry::U8(c.band_kind.index())),
    },
    Field {
        name: "band",
        kind: "u32",
        missing: None,
        values: &[],
        about: "j of that band (0 in the primitive quadratic regime)",
        encode: |c| u32_of(c.band, "a band's j past 2^32 − 1"),
    },
    Field {
        name: "gcd",
        kind: "u32",
        missing: None,
        values: &[],
        about: "gcd(a, δ)",
        encode: |c| u32_of(c.gcd, "a gcd past 2^32 − 1"),
    },
    Field {
        name: "maxValue",
        kind: "u8",
        missing: Some(NONE_U8 as u32),
        values: &[],
        about: "the largest nim-value in one preperiod and period",
        encode: |c| Ok(Entry::U8(c.max_value.unwrap_or(NONE_U8))),
    },
    Field {
        name: "w0IsW",
        kind: "u8",
        missing: Some(NONE_U8 as u32),
        values: &["no", "yes"],
        about: "whether the P-positions are exactly {w_n}",
        encode: |c| Ok(Entry::U8(c.w0_is_w.map_or(NONE_U8, u8::from))),
    },
    Field {
        name: "prediction",
        kind: "u32",
        missing: None,
        values: &[],
        about: "the band formula's period (Theorem 1's heap period in the regime)",
        encode: |c| u32_of(c.prediction, "a band formula's period past 2^32 − 1"),
    },
    Field {
        name: "agreement",
        kind: "u8",
        missing: None,
        values: &["no", "yes", "unknown"],
        about: "whether the band formula's period is the smallest period found",
        encode: |c| {
            Ok(Entry::U8(match c.agreement {
                Agreement::No => 0,
                Agreement::Yes => 1,
                Agreement::Unknown => 2,
            }))
        },
    },
];

/// The field `name` of `cells`, little-endian.
fn encode(field: &Field, cells: &[Cell]) -> asg::Result<Vec<u8>> {
    let width = if field.kind == "u32" { 4 } else { 1 };
    let mut out = Vec::new();
    out.try_reserve_exact(cells.len() * width)
        .map_err(|_| Error::OutOfMemory { what: "a tile's field", bytes: (cells.len() * width) as u64 })?;
    for c in cells {
        match (field.encode)(c)? {
            Entry::U8(v) => out.push(v),
            Entry::U32(v) => out.extend_from_slice(&v.to_le_bytes()),
        }
    }
    Ok(out)
}

/// The games of a tile and what they cost, checked against the limits before any is computed.
struct Plan {
    a: (u64, u64),
    delta: (u64, u64),
    bound: usize,
    work: u64,
}

impl Plan {
    fn new(a: (u64, u64), delta: (u64, u64), bound: u64, limits: &Limits) -> asg::Result<Plan> {
        let bound = check_bound(bound)?;
        let what = "a landscape tile";
        let count = games(a, delta, limits)?;
        let work = work(a, delta, bound);
        let bytes = count.saturating_mul(std::mem::size_of::<Cell>() as u64);
        limits.check(what, Cost { positions: work, entries: count, bytes })?;
        Ok(Plan { a, delta, bound, work })
    }

    fn games(&self) -> usize {
        ((self.a.1 - self.a.0) * (self.delta.1 - self.delta.0)) as usize
    }
}

/// The number of games of a × δ, refused past [`asg::limits::MAX_WINDOW`] before anything is counted.
fn games(a: (u64, u64), delta: (u64, u64), limits: &Limits) -> asg::Result<u64> {
    let count = (a.1 - a.0).saturating_mul(delta.1 - delta.0);
    limits.check("a landscape tile", Cost { positions: 0, entries: count, bytes: 0 })?;
    Ok(count)
}

/// The estimated work of a × δ in positions: the sum of [`cell_cost`] over its games.
fn work(a: (u64, u64), delta: (u64, u64), bound: usize) -> u64 {
    let mut work = 0u64;
    for x in a.0..a.1 {
        for d in delta.0..delta.1 {
            work = work.saturating_add(Additive::from_delta(x, d).map_or(0, |g| cell_cost(g, bound)));
        }
    }
    work
}

/// The cells of a range of a × a range of δ: `asg.landscape_tile(range(1, 65), range(1, 257))`.
#[pyclass(frozen, module = "asg", name = "Tile")]
pub struct Tile {
    a: (u64, u64),
    delta: (u64, u64),
    bound: u64,
    work: u64,
    cells: Vec<Cell>,
}

fn range<'py>(py: Python<'py>, (start, stop): (u64, u64)) -> PyResult<Bound<'py, PyAny>> {
    py.import("builtins")?.getattr("range")?.call1((start, stop))
}

#[pymethods]
impl Tile {
    /// The values of a, a range.
    #[getter]
    fn a<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        range(py, self.a)
    }

    /// The values of δ, a range.
    #[getter]
    fn delta<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        range(py, self.delta)
    }

    /// Positions the mex rule could compute per cell.
    #[getter]
    fn bound(&self) -> u64 {
        self.bound
    }

    /// The tile's estimated work in positions (the sum of `asg::limits::cell_cost`).
    #[getter]
    fn work(&self) -> u64 {
        self.work
    }

    /// The number of games (cells).
    fn __len__(&self) -> usize {
        self.cells.len()
    }

    /// The cells as `asg landscape --json` gives them: dicts with `a`, `delta`, `regime`,
    /// `band`, `bandKind`, `gcd`, `preperiod`, `period`, `maxValue`, `w0IsW`, `prediction`,
    /// `agreement`.
    fn cells<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        shape(py, &self.cells)
    }

    /// One field, little-endian, one entry per cell (see `asg.TILE_FIELDS`).
    fn field<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyBytes>> {
        let Some(field) = FIELDS.iter().find(|f| f.name == name) else {
            let names: Vec<&str> = FIELDS.iter().map(|f| f.name).collect();
            return Err(PyKeyError::new_err(format!("no field {name:?}; the fields are {}", names.join(", "))));
        };
        let bytes = encode(field, &self.cells).raise(py)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// Every field by name, in the order of `asg.TILE_FIELDS`.
    fn fields<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let out = PyDict::new(py);
        for field in &FIELDS {
            let bytes = encode(field, &self.cells).raise(py)?;
            out.set_item(field.name, PyBytes::new(py, &bytes))?;
        }
        Ok(out)
    }

    fn __repr__(&self) -> String {
        format!(
            "Tile(a=range({}, {}), delta=range({}, {}), games={})",
            self.a.0,
            self.a.1,
            self.delta.0,
            self.delta.1,
            self.cells.len()
        )
    }
}

/// A memory bound given, or the default of `asg landscape` ([`asg::period::DEFAULT_BOUND`]).
fn bound_of(bound: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    Ok(optional(bound, "bound")?.unwrap_or(asg::period::DEFAULT_BOUND as u64))
}

/// Every cell of a × δ (two ranges), computed with the GIL released; refused before it starts
/// when its estimated work passes `max_work` positions (default 2^31, as `asg landscape`).
#[pyfunction]
#[pyo3(signature = (a, delta, *, bound = None, max_work = None))]
pub fn landscape_tile(
    py: Python<'_>,
    a: &Bound<'_, PyAny>,
    delta: &Bound<'_, PyAny>,
    bound: Option<&Bound<'_, PyAny>>,
    max_work: Option<&Bound<'_, PyAny>>,
) -> PyResult<Tile> {
    let (a, delta) = (span(a, "a")?, span(delta, "delta")?);
    let bound = bound_of(bound)?;
    let limits = match optional(max_work, "maxWork")? {
        Some(work) => Limits::with_work(work).raise(py)?,
        None => Limits::default(),
    };
    let plan = Plan::new(a, delta, bound, &limits).raise(py)?;
    let watch = Watch::new();
    let cells = py.detach(|| -> asg::Result<Vec<Cell>> {
        let mut cells = Vec::new();
        cells.try_reserve_exact(plan.games()).map_err(|_| Error::OutOfMemory {
            what: "a landscape tile",
            bytes: (plan.games() * std::mem::size_of::<Cell>()) as u64,
        })?;
        for x in plan.a.0..plan.a.1 {
            for d in plan.delta.0..plan.delta.1 {
                if !watch.go_on() {
                    return Err(Error::Interrupted { what: "a landscape tile" });
                }
                cells.push(asg::landscape::cell(x, d, plan.bound)?);
            }
        }
        Ok(cells)
    });
    watch.raised(py)?;
    let cells = cells.map_err(|e| error(py, e))?;
    Ok(Tile { a: plan.a, delta: plan.delta, bound, work: plan.work, cells })
}

/// The estimated work of a × δ in positions, without computing it: the sum over the cells of
/// `asg::limits::cell_cost`, refused only past 2^26 cells (it holds nothing).
#[pyfunction]
#[pyo3(signature = (a, delta, *, bound = None))]
pub fn tile_work(
    py: Python<'_>,
    a: &Bound<'_, PyAny>,
    delta: &Bound<'_, PyAny>,
    bound: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let (a, delta) = (span(a, "a")?, span(delta, "delta")?);
    let bound = check_bound(bound_of(bound)?).raise(py)?;
    games(a, delta, &Limits::default()).raise(py)?;
    Ok(py.detach(|| work(a, delta, bound)))
}

/// The cell of one game (a, δ), as `asg landscape --json` gives it.
#[pyfunction]
#[pyo3(signature = (a, delta, *, bound = None))]
pub fn landscape_cell<'py>(
    py: Python<'py>,
    a: &Bound<'py, PyAny>,
    delta: &Bound<'py, PyAny>,
    bound: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let (a, delta) = (whole(a, "a")?, whole(delta, "delta")?);
    let bound = check_bound(bound_of(bound)?).raise(py)?;
    let cell = py.detach(|| asg::landscape::cell(a, delta, bound)).raise(py)?;
    shape(py, &cell)
}

/// `asg.TILE_FIELDS`: each field's `name`, `type` (`u8` or `u32`, little-endian), `missing`
/// (the stored value that means absent, or None), `values` (names of its codes 0, 1, …, or
/// None) and `description`.
pub fn field_specs(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let list = PyList::empty(py);
    for f in &FIELDS {
        let d = PyDict::new(py);
        d.set_item("name", f.name)?;
        d.set_item("type", f.kind)?;
        d.set_item("missing", f.missing)?;
        d.set_item("values", if f.values.is_empty() { None } else { Some(f.values.to_vec()) })?;
        d.set_item("description", f.about)?;
        list.append(d)?;
    }
    Ok(list)
}
