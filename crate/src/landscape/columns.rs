//! The landscape's one column format: each field of a [`Cell`] as an array of `u8` or `u32`, one
//! entry per cell, with the stored value that means "not found" and the names of its codes. The
//! worker's landscape steps (`LandscapeJob`), the atlas's level-0 files (`asg.landscape_tile`)
//! and the table both publish (`landscapeColumns()`, `asg.TILE_FIELDS`) are this module.
//!
//! ```
//! use asg::landscape::{cell, columns};
//! let cells = [cell(5, 16, 1 << 22).unwrap(), cell(5, 7, 1 << 22).unwrap()];
//! let period = columns::column("period").unwrap();
//! assert_eq!(period.encode(&cells).unwrap(), columns::Values::U32(vec![215, 130]));
//! let agreement = columns::column("agreement").unwrap();
//! assert_eq!(agreement.codes[usize::from(columns::agreement_code(cells[0].agreement))], "yes");
//! ```

use super::{Agreement, Cell};
use crate::additive::Regime;
use crate::error::{Error, Result};
use serde::ser::{Serialize, SerializeStruct, Serializer};

/// What a `u32` column stores where the value was not found (no period within the bound).
pub const MISSING_U32: u32 = u32::MAX;
/// What a `u8` column stores where the value was not found.
pub const MISSING_U8: u8 = u8::MAX;
/// The codes of `agreement`, in the order of [`agreement_code`].
pub const AGREEMENTS: [&str; 3] = ["no", "yes", "unknown"];
/// The codes of `bandKind`, in the order of [`crate::additive::BandKind::index`].
pub const BAND_KINDS: [&str; 2] = ["linear", "quadratic"];
/// The codes of a yes-or-no column.
pub const FLAGS: [&str; 2] = ["no", "yes"];

/// The element type of a column; little-endian wherever it is stored as bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// One byte an entry.
    U8,
    /// Four bytes an entry.
    U32,
}

impl Kind {
    /// `"u8"` or `"u32"`, as the atlas's manifest and the published table name it.
    pub fn name(self) -> &'static str {
        match self {
            Kind::U8 => "u8",
            Kind::U32 => "u32",
        }
    }
}

/// Whether every column can store `cell` (a band formula's period or a band past 2^32 − 2
/// cannot): the one limit of a landscape tile and of a cell asked for alone.
///
/// # Errors
/// [`Error::Overflow`] naming the first number that does not fit, as [`Column::encode`].
pub fn check_storable(cell: &Cell) -> Result<()> {
    COLUMNS.iter().try_for_each(|c| (c.entry)(cell).map(drop))
}

/// The code of an agreement: 0 no, 1 yes, 2 unknown ([`AGREEMENTS`]).
pub fn agreement_code(agreement: Agreement) -> u8 {
    match agreement {
        Agreement::No => 0,
        Agreement::Yes => 1,
        Agreement::Unknown => 2,
    }
}

/// One column: its name (the JSON key of `asg landscape --json`, `agreement` included), element
/// type, the stored value meaning "not found" (`None`: always found), the names of its codes
/// 0, 1, … (empty: a number, not a code), and what it holds.
#[derive(Debug)]
pub struct Column {
    /// The field's name.
    pub name: &'static str,
    /// Its element type.
    pub kind: Kind,
    /// The stored value that means "not found", if it can be missing.
    pub missing: Option<u32>,
    /// The names of its codes in order, or empty.
    pub codes: &'static [&'static str],
    /// What it holds, in a few words.
    pub description: &'static str,
    /// The entry of one cell.
    entry: fn(&Cell) -> Result<u32>,
}

/// The entries of one column for a slice of cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Values {
    /// A `u8` column.
    U8(Vec<u8>),
    /// A `u32` column.
    U32(Vec<u32>),
}

impl Values {
    /// The entries as little-endian bytes (as an atlas file stores them).
    pub fn to_le_bytes(&self) -> Vec<u8> {
        match self {
            Values::U8(v) => v.clone(),
            Values::U32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        }
    }
}

impl Column {
    /// This column of `cells`, one entry per cell in their order.
    ///
    /// # Errors
    /// [`Error::Overflow`] when a number passes the column's type (a period past 2^32 − 2);
    /// [`Error::OutOfMemory`].
    pub fn encode(&self, cells: &[Cell]) -> Result<Values> {
        let what = "a landscape column";
        match self.kind {
            Kind::U8 => {
                let mut out = Vec::new();
                crate::limits::reserve(&mut out, cells.len(), what)?;
                for c in cells {
                    // A u8 column's entries are codes, counts of values or MISSING_U8: all fit.
                    out.push((self.entry)(c)? as u8);
                }
                Ok(Values::U8(out))
            }
            Kind::U32 => {
                let mut out = Vec::new();
                crate::limits::reserve(&mut out, cells.len(), what)?;
                for c in cells {
                    out.push((self.entry)(c)?);
                }
                Ok(Values::U32(out))
            }
        }
    }

    /// The value a stored entry means: `None` where it is the column's missing value.
    pub fn decode(&self, entry: u32) -> Option<u32> {
        (self.missing != Some(entry)).then_some(entry)
    }
}

/// Published as `{name, type, missing, values, description}` (`values` null for a number).
impl Serialize for Column {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("Column", 5)?;
        out.serialize_field("name", self.name)?;
        out.serialize_field("type", self.kind.name())?;
        out.serialize_field("missing", &self.missing)?;
        out.serialize_field("values", &(!self.codes.is_empty()).then_some(self.codes))?;
        out.serialize_field("description", self.description)?;
        out.end()
    }
}

/// A number that must fit 32 bits and not be the missing value.
fn u32_of(value: u64, what: &'static str) -> Result<u32> {
    u32::try_from(value).ok().filter(|&v| v != MISSING_U32).ok_or(Error::Overflow { what })
}

/// A value that may be missing, which must fit below [`MISSING_U32`].
fn found(value: Option<u64>, what: &'static str) -> Result<u32> {
    value.map_or(Ok(MISSING_U32), |v| u32_of(v, what))
}

/// Every column, in the order the atlas lists them.
pub const COLUMNS: [Column; 10] = [
    Column {
        name: "period",
        kind: Kind::U32,
        missing: Some(MISSING_U32),
        codes: &[],
        description: "the smallest period found by the mex rule",
        entry: |c| found(c.period, "a period past 2^32 − 2"),
    },
    Column {
        name: "preperiod",
        kind: Kind::U32,
        missing: Some(MISSING_U32),
        codes: &[],
        description: "the preperiod found by the mex rule",
        entry: |c| found(c.preperiod, "a preperiod past 2^32 − 2"),
    },
    Column {
        name: "regime",
        kind: Kind::U8,
        missing: None,
        codes: &Regime::NAMES,
        description: "the regime of (a, δ)",
        entry: |c| Ok(c.regime.index().into()),
    },
    Column {
        name: "bandKind",
        kind: Kind::U8,
        missing: None,
        codes: &BAND_KINDS,
        description: "the kind of band of (a, δ) reduced by gcd(a, δ)",
        entry: |c| Ok(c.band_kind.index().into()),
    },
    Column {
        name: "band",
        kind: Kind::U32,
        missing: None,
        codes: &[],
        description: "j of that band (0 in the primitive quadratic regime)",
        entry: |c| u32_of(c.band, "a band's j past 2^32 − 2"),
    },
    Column {
        name: "gcd",
        kind: Kind::U32,
        missing: None,
        codes: &[],
        description: "gcd(a, δ)",
        entry: |c| u32_of(c.gcd, "a gcd past 2^32 − 2"),
    },
    Column {
        name: "maxValue",
        kind: Kind::U8,
        missing: Some(MISSING_U8 as u32),
        codes: &[],
        description: "the largest nim-value in one preperiod and period",
        // A nim-value of a three-move game is at most 3, never the missing value.
        entry: |c| Ok(c.max_value.unwrap_or(MISSING_U8).into()),
    },
    Column {
        name: "w0IsW",
        kind: Kind::U8,
        missing: Some(MISSING_U8 as u32),
        codes: &FLAGS,
        description: "whether the P-positions are exactly {w_n}",
        entry: |c| Ok(c.w0_is_w.map_or(MISSING_U8, u8::from).into()),
    },
    Column {
        name: "prediction",
        kind: Kind::U32,
        missing: None,
        codes: &[],
        description: "the band formula's period (Theorem 1's heap period in the regime)",
        entry: |c| u32_of(c.prediction, "a band formula's period past 2^32 − 2"),
    },
    Column {
        name: "agreement",
        kind: Kind::U8,
        missing: None,
        codes: &AGREEMENTS,
        description: "whether the band formula's period is the smallest period found",
        entry: |c| Ok(agreement_code(c.agreement).into()),
    },
];

/// The column named `name`.
pub fn column(name: &str) -> Option<&'static Column> {
    COLUMNS.iter().find(|c| c.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::landscape::cell;

    /// Some games of every regime, and one whose period the bound does not reach.
    fn cells() -> Vec<Cell> {
        let mut out: Vec<Cell> = (1..=6).flat_map(|a| (1..=20).map(move |d| cell(a, d, 1 << 22).unwrap())).collect();
        out.push(cell(40, 3000, 64).unwrap());
        out
    }

    /// The number or code a cell holds for `name`, `None` where it is not found.
    fn expected(c: &Cell, name: &str) -> Option<u64> {
        match name {
            "period" => c.period,
            "preperiod" => c.preperiod,
            "regime" => Some(c.regime.index().into()),
            "bandKind" => Some(c.band_kind.index().into()),
            "band" => Some(c.band),
            "gcd" => Some(c.gcd),
            "maxValue" => c.max_value.map(u64::from),
            "w0IsW" => c.w0_is_w.map(u64::from),
            "prediction" => Some(c.prediction),
            "agreement" => Some(agreement_code(c.agreement).into()),
            _ => panic!("no column {name}"),
        }
    }

    #[test]
    fn every_column_decodes_back_to_its_cells() {
        let cells = cells();
        assert!(cells.iter().any(|c| c.period.is_none()), "a cell without a period is among them");
        for column in &COLUMNS {
            let entries: Vec<u32> = match column.encode(&cells).unwrap() {
                Values::U8(v) => {
                    assert_eq!(column.kind, Kind::U8);
                    v.into_iter().map(u32::from).collect()
                }
                Values::U32(v) => {
                    assert_eq!(column.kind, Kind::U32);
                    v
                }
            };
            for (c, &e) in cells.iter().zip(&entries) {
                assert_eq!(column.decode(e).map(u64::from), expected(c, column.name), "{} of {c:?}", column.name);
            }
        }
    }

    #[test]
    fn codes_name_what_the_core_names() {
        for c in cells() {
            let name = |column: &str, code: u64| column_code(column, code);
            assert_eq!(name("regime", c.regime.index().into()), c.regime.name());
            assert_eq!(name("bandKind", c.band_kind.index().into()), c.band_kind.label());
            assert_eq!(name("agreement", agreement_code(c.agreement).into()), c.agreement.label());
        }
        // Missing values lie outside the codes, so a code never reads as missing.
        for column in COLUMNS.iter().filter(|c| !c.codes.is_empty()) {
            assert!(column.missing.is_none_or(|m| m as usize >= column.codes.len()), "{}", column.name);
        }
    }

    fn column_code(name: &str, code: u64) -> &'static str {
        column(name).unwrap().codes[code as usize]
    }

    #[test]
    fn bytes_are_little_endian_and_numbers_past_the_type_are_refused() {
        let cells = [cell(5, 16, 1 << 22).unwrap()];
        let bytes = column("period").unwrap().encode(&cells).unwrap().to_le_bytes();
        assert_eq!(bytes, 215u32.to_le_bytes().to_vec());
        let mut big = cells[0].clone();
        big.prediction = u64::from(u32::MAX);
        assert!(matches!(column("prediction").unwrap().encode(&[big]), Err(Error::Overflow { .. })));
    }
}
