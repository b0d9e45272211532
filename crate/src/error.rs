//! The one error type of the crate: every bad input becomes one of these, never a panic.

use std::fmt;

/// Everything that can go wrong when asking the core a question.
///
/// Each variant carries what the person asking needs to fix the input; `Display` gives a
/// one-line message that the CLI prints and the browser shows next to the control.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The subtraction set is empty.
    EmptySet,
    /// A move of 0 counters would let a player pass forever.
    ZeroMove,
    /// More moves than the kernel supports.
    TooManyMoves {
        /// Moves in the set given.
        count: usize,
        /// The most moves the kernel takes.
        max: usize,
    },
    /// `a` must be at least 1.
    AIsZero,
    /// `b` must exceed `a`.
    BNotAboveA {
        /// The smaller move given.
        a: u64,
        /// The larger move given, not above `a`.
        b: u64,
    },
    /// δ = b − a must be at least 1.
    DeltaIsZero,
    /// An additive answer was asked of a set that is not {a, b, a+b}.
    NotAdditive {
        /// The set's moves, in increasing order.
        moves: Vec<u64>,
    },
    /// A formula that is proven only in the primitive quadratic regime was asked outside it.
    NotInRegime {
        /// The game's a.
        a: u64,
        /// The game's δ = b − a.
        delta: u64,
        /// The formula asked for.
        what: &'static str,
    },
    /// A number left the range of exact arithmetic.
    Overflow {
        /// The quantity that would not fit.
        what: &'static str,
    },
    /// A window or list with more entries than the limit ([`crate::limits::MAX_WINDOW`]).
    WindowTooLarge {
        /// What the window or list is of.
        what: &'static str,
        /// Entries asked for.
        requested: u64,
        /// The most entries allowed.
        limit: u64,
    },
    /// A request that would hold more bytes at once than the limit ([`crate::limits::MAX_MEMORY`]).
    TooMuchMemory {
        /// What would hold the memory.
        what: &'static str,
        /// Bytes it would hold.
        bytes: u64,
        /// The most bytes allowed.
        limit: u64,
    },
    /// A request that would compute more positions than the work limit ([`crate::limits::Limits`]).
    TooMuchWork {
        /// The computation asked for.
        what: &'static str,
        /// Positions it would compute.
        positions: u64,
        /// The most positions allowed.
        limit: u64,
    },
    /// A memory bound for period finding over [`crate::limits::MAX_BOUND`] positions.
    BoundTooLarge {
        /// The bound asked for, in positions.
        bound: u64,
        /// The largest bound allowed.
        limit: u64,
    },
    /// A check asked to look at no heaps at all.
    NothingToCheck {
        /// The check asked for.
        what: &'static str,
    },
    /// Memory for a result or a table could not be had.
    OutOfMemory {
        /// What needed the memory.
        what: &'static str,
        /// Bytes that could not be had.
        bytes: u64,
    },
    /// Long work stopped by its caller before it finished (the answer is incomplete).
    Interrupted {
        /// The work that was stopped.
        what: &'static str,
    },
    /// A job asked to go on after it had already given its answer.
    Finished {
        /// The job that had finished.
        what: &'static str,
    },
    /// The mex rule ran to its memory bound without finding the period.
    PeriodNotFound {
        /// Positions the mex rule computed.
        bound: u64,
    },
    /// The mex rule's values do not repeat after a period Theorem 1 proves: a contradiction
    /// that would mean a bug (or a counterexample to the theorem), so it is reported, not hidden.
    NotAPeriod {
        /// The period the theorem gives.
        period: u64,
    },
    /// A shift of 0 (every P-position collides with itself).
    ZeroShift,
    /// A value that is not a number in range (from JavaScript or the command line): `field`
    /// names the input as the API spells it (`"heap"`, `"delta"`, …), `detail` what is wrong.
    InvalidNumber {
        /// The input's name as the API spells it.
        field: &'static str,
        /// What is wrong with it.
        detail: String,
    },
}

impl Error {
    /// A stable name for the variant, for programs (the JavaScript `Error`'s `code`).
    pub fn code(&self) -> &'static str {
        match self {
            Error::EmptySet => "empty-set",
            Error::ZeroMove => "zero-move",
            Error::TooManyMoves { .. } => "too-many-moves",
            Error::AIsZero => "a-is-zero",
            Error::BNotAboveA { .. } => "b-not-above-a",
            Error::DeltaIsZero => "delta-is-zero",
            Error::NotAdditive { .. } => "not-additive",
            Error::NotInRegime { .. } => "not-in-regime",
            Error::Overflow { .. } => "overflow",
            Error::WindowTooLarge { .. } => "window-too-large",
            Error::TooMuchWork { .. } => "too-much-work",
            Error::TooMuchMemory { .. } => "too-much-memory",
            Error::BoundTooLarge { .. } => "bound-too-large",
            Error::NothingToCheck { .. } => "nothing-to-check",
            Error::OutOfMemory { .. } => "out-of-memory",
            Error::Interrupted { .. } => "interrupted",
            Error::Finished { .. } => "finished",
            Error::PeriodNotFound { .. } => "period-not-found",
            Error::NotAPeriod { .. } => "not-a-period",
            Error::ZeroShift => "zero-shift",
            Error::InvalidNumber { .. } => "invalid-number",
        }
    }

    /// The input the error is about, as the API names it, where there is one: `"a"`, `"b"`,
    /// `"delta"`, `"moves"`, `"shift"`, or the field of an [`Error::InvalidNumber`].
    pub fn field(&self) -> Option<&'static str> {
        match self {
            Error::EmptySet | Error::ZeroMove | Error::TooManyMoves { .. } | Error::NotAdditive { .. } => Some("moves"),
            Error::AIsZero => Some("a"),
            Error::BNotAboveA { .. } => Some("b"),
            Error::DeltaIsZero => Some("delta"),
            Error::ZeroShift => Some("shift"),
            Error::InvalidNumber { field, .. } => Some(field),
            Error::NotInRegime { .. }
            | Error::Overflow { .. }
            | Error::WindowTooLarge { .. }
            | Error::TooMuchWork { .. }
            | Error::TooMuchMemory { .. }
            | Error::NothingToCheck { .. }
            | Error::OutOfMemory { .. }
            | Error::Interrupted { .. }
            | Error::Finished { .. }
            | Error::PeriodNotFound { .. }
            | Error::NotAPeriod { .. } => None,
            Error::BoundTooLarge { .. } => Some("bound"),
        }
    }
}

impl Error {
    /// The numbers the message states, by name (`requested`, `limit`, `positions`, …), for a
    /// caller that words the message itself (the page says it in the reader's language from
    /// [`Error::code`], [`Error::field`] and these).
    pub fn params(&self) -> Vec<(&'static str, u64)> {
        match self {
            Error::TooManyMoves { count, max } => vec![("count", *count as u64), ("max", *max as u64)],
            Error::BNotAboveA { a, b } => vec![("a", *a), ("b", *b)],
            Error::NotAdditive { moves } => vec![("count", moves.len() as u64)],
            Error::NotInRegime { a, delta, .. } => vec![("a", *a), ("delta", *delta)],
            Error::WindowTooLarge { requested, limit, .. } => vec![("requested", *requested), ("limit", *limit)],
            Error::TooMuchMemory { bytes, limit, .. } => vec![("bytes", *bytes), ("limit", *limit)],
            Error::TooMuchWork { positions, limit, .. } => vec![("positions", *positions), ("limit", *limit)],
            Error::BoundTooLarge { bound, limit } => vec![("bound", *bound), ("limit", *limit)],
            Error::OutOfMemory { bytes, .. } => vec![("bytes", *bytes)],
            Error::PeriodNotFound { bound } => vec![("bound", *bound)],
            Error::NotAPeriod { period } => vec![("period", *period)],
            Error::EmptySet
            | Error::ZeroMove
            | Error::AIsZero
            | Error::DeltaIsZero
            | Error::Overflow { .. }
            | Error::NothingToCheck { .. }
            | Error::Interrupted { .. }
            | Error::Finished { .. }
            | Error::ZeroShift
            | Error::InvalidNumber { .. } => Vec::new(),
        }
    }
}

/// How a field of the API reads in a message: `delta` is δ, `moves` is "a move".
fn label(field: &str) -> &str {
    match field {
        "delta" => "δ",
        "moves" => "a move",
        "maxWork" => "the work limit",
        "amax" => "a max",
        "dmax" => "δ max",
        "perA" => "δ per a",
        other => other,
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::EmptySet => write!(f, "the subtraction set is empty: give at least one move"),
            Error::ZeroMove => write!(f, "a move must remove at least 1 counter (0 is not a move)"),
            Error::TooManyMoves { count, max } => {
                write!(f, "{count} moves given; at most {max} are supported")
            }
            Error::AIsZero => write!(f, "a must be at least 1"),
            Error::BNotAboveA { a, b } => {
                write!(f, "b must be greater than a (got a = {a}, b = {b}); equivalently δ = b − a ≥ 1")
            }
            Error::DeltaIsZero => write!(f, "δ must be at least 1 (δ = b − a, and b must be greater than a)"),
            Error::NotAdditive { moves } => {
                write!(f, "the set {{")?;
                for (i, m) in moves.iter().enumerate() {
                    write!(f, "{}{m}", if i > 0 { ", " } else { "" })?;
                }
                write!(f, "}} is not of the form {{a, b, a+b}}")
            }
            Error::NotInRegime { a, delta, what } => write!(
                f,
                "{what} is proven only in the primitive quadratic regime (a < δ < 2a, gcd(a, δ) = 1); \
                 a = {a}, δ = {delta} is outside it"
            ),
            Error::Overflow { what } => write!(f, "{what} is too large for exact 64-bit arithmetic"),
            Error::WindowTooLarge { what, requested, limit } => {
                write!(f, "{what} of {requested} entries is over the limit of {limit}: ask for a smaller range")
            }
            Error::TooMuchMemory { what, bytes, limit } => write!(
                f,
                "{what} would hold about {bytes} bytes in memory, over the limit of {limit}: ask for a smaller range or game"
            ),
            Error::TooMuchWork { what, positions, limit } => write!(
                f,
                "{what} would compute about {positions} positions, over the work limit of {limit}: \
                 ask for a smaller range or game, or raise the work limit"
            ),
            Error::BoundTooLarge { bound, limit } => write!(
                f,
                "a memory bound of {bound} positions is over the limit of {limit} (one byte each): ask for a smaller bound"
            ),
            Error::NothingToCheck { what } => write!(f, "{what}: nothing to check (0 heaps); ask for at least 1 period"),
            Error::OutOfMemory { what, bytes } => {
                write!(f, "not enough memory for {what} ({bytes} bytes): ask for a smaller range")
            }
            Error::Interrupted { what } => write!(f, "{what} was interrupted before it finished"),
            Error::Finished { what } => write!(f, "{what} has already finished: start a new one"),
            Error::PeriodNotFound { bound } => write!(
                f,
                "no period found within the first {bound} positions (memory bound); the sequence may \
                 still be periodic with a longer period"
            ),
            Error::NotAPeriod { period } => write!(
                f,
                "the mex rule's values do not repeat after {period} heaps, the period Theorem 1 proves: \
                 please report this"
            ),
            Error::ZeroShift => write!(f, "the shift k must be at least 1"),
            Error::InvalidNumber { field, detail } => write!(f, "{}: {detail}", label(field)),
        }
    }
}

impl std::error::Error for Error {}

/// Shorthand used throughout the crate.
pub type Result<T> = std::result::Result<T, Error>;

/// Checked arithmetic helpers that name what overflowed.
pub(crate) trait Checked: Sized {
    fn add_or(self, rhs: Self, what: &'static str) -> Result<Self>;
    fn mul_or(self, rhs: Self, what: &'static str) -> Result<Self>;
}

impl Checked for u64 {
    fn add_or(self, rhs: u64, what: &'static str) -> Result<u64> {
        self.checked_add(rhs).ok_or(Error::Overflow { what })
    }
    fn mul_or(self, rhs: u64, what: &'static str) -> Result<u64> {
        self.checked_mul(rhs).ok_or(Error::Overflow { what })
    }
}
