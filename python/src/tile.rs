//! `asg.landscape_tile`: the landscape cells of a range of a × a range of δ (the cells of
//! `asg landscape`, `asg::landscape::cell`), and each field of them as the atlas stores it, the
//! core's column format (`asg::landscape::columns`): a little-endian array, one entry per cell,
//! a row of δ after another (cell i is a = a.start + i // len(δ), δ = δ.start + i % len(δ)).

use crate::convert::{error, optional, shape, span, whole, Raise};
use crate::interrupt::Watch;
use asg::landscape::columns::{check_storable, Column, COLUMNS};
use asg::landscape::Cell;
use asg::limits::{cell_cost, check_bound, Cost, Limits};
use asg::{Additive, Error};
use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyIterator};

/// The field `name` of `cells` as the atlas stores it: the core's column, little-endian.
fn encode(column: &Column, cells: &[Cell]) -> asg::Result<Vec<u8>> {
    Ok(column.encode(cells)?.to_le_bytes())
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
///
/// >>> asg.landscape_tile(range(1, 65), range(1, 257))
/// Tile(a=range(1, 65), delta=range(1, 257), games=16384)
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
    ///
    /// >>> asg.landscape_tile(range(3, 5), range(1, 9)).a
    /// range(3, 5)
    #[getter]
    fn a<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        range(py, self.a)
    }

    /// The values of δ, a range.
    ///
    /// >>> asg.landscape_tile(range(3, 5), range(1, 9)).delta
    /// range(1, 9)
    #[getter]
    fn delta<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        range(py, self.delta)
    }

    /// Positions the mex rule could compute per cell (`bound=`, by default `asg.DEFAULT_BOUND`).
    ///
    /// >>> asg.landscape_tile(range(3, 5), range(1, 9), bound=1000).bound
    /// 1000
    #[getter]
    fn bound(&self) -> u64 {
        self.bound
    }

    /// The tile's estimated work in positions (the sum of the core's cost of each cell).
    ///
    /// >>> asg.landscape_tile(range(3, 5), range(1, 9)).work == asg.tile_work(range(3, 5), range(1, 9))
    /// True
    #[getter]
    fn work(&self) -> u64 {
        self.work
    }

    /// The number of games (cells).
    fn __len__(&self) -> usize {
        self.cells.len()
    }

    /// The cells, one a game, in the order of `cells()`.
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        self.cells(py)?.try_iter()
    }

    /// Every field as stored, a dict of 2-D NumPy arrays indexed [a − a.start, δ − δ.start],
    /// named as the cells' keys (`period`, `band_kind`, …; codes and missing values as in
    /// `asg.TILE_FIELDS`).
    ///
    /// >>> asg.landscape_tile(range(1, 4), range(1, 6)).to_numpy()["period"]
    /// array([[ 4,  7,  8, 11, 12],
    ///        [ 7,  8, 22, 14, 15],
    ///        [10, 11, 12, 45, 54]], dtype=uint32)
    fn to_numpy<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        written(slf, "to_numpy")
    }

    /// The fields as an xarray Dataset with dims (a, delta) and their coordinates, each code's
    /// name and each missing value in CF attributes (`flag_meanings`, `missing_value`). Needs
    /// xarray.
    ///
    /// >>> ds = asg.landscape_tile(range(1, 4), range(1, 6)).to_xarray()
    /// >>> int(ds["period"].sel(a=3, delta=5)), ds["regime"].attrs["flag_meanings"]
    /// (54, 'primitive-quadratic non-primitive linear quadratic')
    fn to_xarray<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        written(slf, "to_xarray")
    }

    /// The cells as a pandas DataFrame indexed by (a, delta), a column a key. Needs pandas.
    ///
    /// >>> asg.landscape_tile(range(1, 4), range(1, 6)).to_pandas().loc[(3, 5), "regime"]
    /// 'primitive-quadratic'
    fn to_pandas<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        written(slf, "to_pandas")
    }

    /// The cells as `asg landscape --json` gives them, keys in snake_case: dicts with `a`,
    /// `delta`, `regime`, `band`, `band_kind`, `gcd`, `preperiod`, `period`, `max_value`,
    /// `w0_is_w`, `prediction`, `agreement`.
    ///
    /// >>> asg.landscape_tile(range(5, 6), range(16, 17)).cells()[0]["period"]
    /// 215
    fn cells<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        shape(py, &self.cells)
    }

    /// One field, little-endian, one entry per cell (see `asg.TILE_FIELDS`).
    ///
    /// >>> asg.landscape_tile(range(5, 6), range(16, 18)).field("period")
    /// b'\xd7\x00\x00\x00\xe6\x00\x00\x00'
    fn field<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyBytes>> {
        let Some(field) = asg::landscape::columns::column(name) else {
            let names: Vec<&str> = COLUMNS.iter().map(|f| f.name).collect();
            return Err(PyKeyError::new_err(format!("no field {name:?}; the fields are {}", names.join(", "))));
        };
        let bytes = encode(field, &self.cells).raise(py)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// Every field by name, in the order of `asg.TILE_FIELDS`.
    ///
    /// >>> list(asg.landscape_tile(range(5, 6), range(16, 18)).fields())[:3]
    /// ['period', 'preperiod', 'regime']
    fn fields<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let out = PyDict::new(py);
        for field in &COLUMNS {
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

/// The method `name` of the tile, written in Python (`asg._tile`): it converts to NumPy,
/// xarray or pandas, imported only when asked for.
fn written<'py>(tile: &Bound<'py, Tile>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    tile.py().import("asg._tile")?.call_method1(name, (tile,))
}

/// A memory bound given, or the default of `asg landscape` ([`asg::period::DEFAULT_BOUND`]).
fn bound_of(bound: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    Ok(optional(bound, "bound")?.unwrap_or(asg::period::DEFAULT_BOUND as u64))
}

/// Every cell of a × δ (two ranges), computed with the GIL released; refused before it starts
/// when its estimated work passes `max_work` positions (default 2^31, as `asg landscape`).
///
/// >>> len(asg.landscape_tile(range(1, 17), range(1, 65)))
/// 1024
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
    let limits = crate::convert::limits(py, max_work)?;
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
                let cell = asg::landscape::cell(x, d, plan.bound)?;
                // Refused here, as `landscape_cell` refuses it, rather than when its fields are read.
                check_storable(&cell)?;
                cells.push(cell);
            }
        }
        Ok(cells)
    });
    watch.raised(py)?;
    let cells = cells.map_err(|e| error(py, e))?;
    Ok(Tile { a: plan.a, delta: plan.delta, bound, work: plan.work, cells })
}

/// The estimated work of a × δ in positions, without computing it: the sum over the cells of
/// the core's cost of a cell, refused only past 2^26 cells (it holds nothing).
///
/// >>> asg.tile_work(range(1, 17), range(1, 65))
/// 759540
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

/// The cell of one game (a, δ), as `asg landscape --json` gives it (keys in snake_case).
///
/// >>> c = asg.landscape_cell(5, 16)
/// >>> c["regime"], c["period"], c["band_kind"], c["agreement"]
/// ('quadratic', 215, 'quadratic', 'yes')
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
    // The tile's limit: a cell its fields could not store is refused alike.
    check_storable(&cell).raise(py)?;
    shape(py, &cell)
}

/// `asg.TILE_FIELDS`: the core's column table (`asg::landscape::columns::COLUMNS`), each
/// field's `name`, `type` (`u8` or `u32`, little-endian), `missing` (the stored value that means
/// absent, or None), `values` (names of its codes 0, 1, …, or None) and `description`.
pub fn field_specs(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    shape(py, &COLUMNS)
}
