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
    /// A result that is proven only in the primitive quadratic regime was asked outside it.
    NotInRegime {
        /// The game's a.
        a: u64,
        /// The game's δ = b − a.
        delta: u64,
        /// The result asked for.
        what: Proven,
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
    /// An object of the JavaScript API used after `free()`, or after a call that took it over
    /// (raised by the bindings' glue, given its code by [`Error::from_glue`]).
    ObjectFreed,
    /// An argument that is not an object of the class the call expects (from the bindings' glue;
    /// its message names the class).
    WrongObject,
    /// An object of the JavaScript API used again while a call on it has not returned (from
    /// the bindings' glue; a callback that calls back into the same object).
    ObjectBusy,
    /// Any other failure inside the bindings' glue (a bug: please report it; the glue's own
    /// error goes with it).
    Internal,
}

/// The results that Theorem 1 (and Theorem 7 through it) proves only in the primitive quadratic
/// regime, for [`Error::NotInRegime`] to name in a sentence that agrees with them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proven {
    /// The closed form w_n and the values it gives.
    ClosedForm,
    /// The four classes W0, W1 = W0 + a, W2 = W0 − b, W3 and the P-position that puts a heap in its class.
    Classes,
    /// The residue regions of the (a+1)-gaps and the trapezoid c(r).
    ResidueRegions,
    /// The torus formula for the collision spectrum C(k), a consequence of Theorem 1.
    TorusFormula,
}

impl Proven {
    /// A stable key for programs (a catalogue selects its words by it): `closed-form`,
    /// `classes`, `residue-regions` or `torus-formula`.
    pub fn key(self) -> &'static str {
        match self {
            Proven::ClosedForm => "closed-form",
            Proven::Classes => "classes",
            Proven::ResidueRegions => "residue-regions",
            Proven::TorusFormula => "torus-formula",
        }
    }

    /// The result as the subject of an English sentence, with its verb: "the classes of
    /// Theorem 1 are".
    fn subject(self) -> &'static str {
        match self {
            Proven::ClosedForm => "the closed form of Theorem 1 is",
            Proven::Classes => "the classes of Theorem 1 are",
            Proven::ResidueRegions => "the residue regions are",
            Proven::TorusFormula => "the torus formula for C(k) is",
        }
    }
}

/// A named value a message states: a number, or a key that a catalogue selects its words by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Param {
    /// A whole number, exact.
    Number(u64),
    /// A stable key, such as [`Proven::key`].
    Key(&'static str),
}

/// Every variant of [`Error`] with its code, in one list: [`Error::code`], [`Error::CODES`] and
/// the JavaScript API's TypeScript union `ErrorCode` are all made from it, so a variant without
/// a code does not compile. `$then!` receives `Variant => "code", …`. Exported for the
/// JavaScript API's crate, which makes the union from it; nothing else needs it.
#[macro_export]
macro_rules! with_codes {
    ($then:ident) => {
        $then! {
            EmptySet => "empty-set",
            ZeroMove => "zero-move",
            TooManyMoves => "too-many-moves",
            AIsZero => "a-is-zero",
            BNotAboveA => "b-not-above-a",
            DeltaIsZero => "delta-is-zero",
            NotAdditive => "not-additive",
            NotInRegime => "not-in-regime",
            Overflow => "overflow",
            WindowTooLarge => "window-too-large",
            TooMuchMemory => "too-much-memory",
            TooMuchWork => "too-much-work",
            BoundTooLarge => "bound-too-large",
            NothingToCheck => "nothing-to-check",
            OutOfMemory => "out-of-memory",
            Interrupted => "interrupted",
            Finished => "finished",
            PeriodNotFound => "period-not-found",
            NotAPeriod => "not-a-period",
            ZeroShift => "zero-shift",
            InvalidNumber => "invalid-number",
            ObjectFreed => "object-freed",
            WrongObject => "wrong-object",
            ObjectBusy => "object-busy",
            Internal => "internal",
        }
    };
}

/// `Error::code` and `Error::CODES` from the list.
macro_rules! code_of {
    ($($variant:ident => $code:literal),* $(,)?) => {
        impl Error {
            /// Every code, in the order of the variants.
            pub const CODES: &'static [&'static str] = &[$($code),*];

            /// A stable name for the variant, for programs (the JavaScript `Error`'s `code`).
            pub fn code(&self) -> &'static str {
                match self {
                    $(Error::$variant { .. } => $code,)*
                }
            }
        }
    };
}
with_codes!(code_of);

impl Error {
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
            | Error::NotAPeriod { .. }
            | Error::ObjectFreed
            | Error::WrongObject
            | Error::ObjectBusy
            | Error::Internal => None,
            Error::BoundTooLarge { .. } => Some("bound"),
        }
    }
}

impl Error {
    /// The values the message states, by name (`requested`, `limit`, `positions`, …; `what` a
    /// key), for a caller that words the message itself (the page says it in the reader's
    /// language from [`Error::code`], [`Error::field`] and these).
    pub fn params(&self) -> Vec<(&'static str, Param)> {
        use Param::Number as N;
        match self {
            Error::TooManyMoves { count, max } => vec![("count", N(*count as u64)), ("max", N(*max as u64))],
            Error::BNotAboveA { a, b } => vec![("a", N(*a)), ("b", N(*b))],
            Error::NotAdditive { moves } => vec![("count", N(moves.len() as u64))],
            Error::NotInRegime { a, delta, what } => {
                vec![("a", N(*a)), ("delta", N(*delta)), ("what", Param::Key(what.key()))]
            }
            Error::WindowTooLarge { requested, limit, .. } => vec![("requested", N(*requested)), ("limit", N(*limit))],
            Error::TooMuchMemory { bytes, limit, .. } => vec![("bytes", N(*bytes)), ("limit", N(*limit))],
            Error::TooMuchWork { positions, limit, .. } => vec![("positions", N(*positions)), ("limit", N(*limit))],
            Error::BoundTooLarge { bound, limit } => vec![("bound", N(*bound)), ("limit", N(*limit))],
            Error::OutOfMemory { bytes, .. } => vec![("bytes", N(*bytes))],
            Error::PeriodNotFound { bound } => vec![("bound", N(*bound))],
            Error::NotAPeriod { period } => vec![("period", N(*period))],
            Error::EmptySet
            | Error::ZeroMove
            | Error::AIsZero
            | Error::DeltaIsZero
            | Error::Overflow { .. }
            | Error::NothingToCheck { .. }
            | Error::Interrupted { .. }
            | Error::Finished { .. }
            | Error::ZeroShift
            | Error::InvalidNumber { .. }
            | Error::ObjectFreed
            | Error::WrongObject
            | Error::ObjectBusy
            | Error::Internal => Vec::new(),
        }
    }

    /// The error a message of the JavaScript bindings' own glue stands for: wasm-bindgen's
    /// checks throw plain `Error`s ("null pointer passed to rust", or in a debug build "Attempt
    /// to use a moved value"; "expected instance of Game"; "recursive use of an object …"),
    /// which the loaders turn into these, with a code.
    ///
    /// ```
    /// use asg::Error;
    /// assert_eq!(Error::from_glue("null pointer passed to rust"), Error::ObjectFreed);
    /// assert_eq!(Error::from_glue("expected instance of Game").code(), "wrong-object");
    /// assert_eq!(Error::from_glue("unreachable").code(), "internal");
    /// ```
    pub fn from_glue(message: &str) -> Error {
        // How the glue's messages begin (compared as bytes: this is in the page's first module,
        // which stays small).
        const KNOWN: [&str; 6] = [
            "null pointer",
            "Attempt to use a moved",
            "Invalid stale",
            "expected instance",
            "recursive use",
            "attempted to take",
        ];
        match KNOWN.iter().position(|start| message.as_bytes().starts_with(start.as_bytes())) {
            Some(0..=2) => Error::ObjectFreed,
            Some(3) => Error::WrongObject,
            Some(_) => Error::ObjectBusy,
            None => Error::Internal,
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

impl Error {
    /// The message of a variant that states no value.
    fn fixed_message(&self) -> Option<&'static str> {
        Some(match self {
            Error::EmptySet => "the subtraction set is empty: give at least one move",
            Error::ZeroMove => "a move must remove at least 1 counter (0 is not a move)",
            Error::AIsZero => "a must be at least 1",
            Error::DeltaIsZero => "δ must be at least 1 (δ = b − a, and b must be greater than a)",
            Error::ZeroShift => "the shift k must be at least 1",
            Error::ObjectFreed => {
                "this object was freed (by free(), or by a call that took it over) and cannot be used again: make a new one"
            }
            Error::WrongObject => "this argument is not an object of the class the call expects",
            Error::ObjectBusy => "this object is in use by a call that has not returned yet",
            Error::Internal => "the JavaScript API failed inside: please report this",
            _ => return None,
        })
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(message) = self.fixed_message() {
            return f.write_str(message);
        }
        match self {
            Error::TooManyMoves { count, max } => {
                write!(f, "{count} moves given; at most {max} are supported")
            }
            Error::BNotAboveA { a, b } => {
                write!(f, "b must be greater than a (got a = {a}, b = {b}); equivalently δ = b − a ≥ 1")
            }
            Error::NotAdditive { moves } => {
                write!(f, "the set {{")?;
                for (i, m) in moves.iter().enumerate() {
                    write!(f, "{}{m}", if i > 0 { ", " } else { "" })?;
                }
                write!(f, "}} is not of the form {{a, b, a+b}}")
            }
            Error::NotInRegime { a, delta, what } => write!(
                f,
                "{} proven only in the primitive quadratic regime (a < δ < 2a, gcd(a, δ) = 1); \
                 a = {a}, δ = {delta} is outside it",
                what.subject()
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
            Error::InvalidNumber { field, detail } => write!(f, "{}: {detail}", label(field)),
            // Said by `fixed_message`.
            _ => Ok(()),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_distinct_kebab_case_names() {
        let mut seen = std::collections::HashSet::new();
        for code in Error::CODES {
            assert!(seen.insert(code), "{code} twice");
            assert!(code.bytes().all(|c| c.is_ascii_lowercase() || c == b'-'), "{code}");
        }
        assert_eq!(Error::ZeroShift.code(), "zero-shift");
        assert!(Error::CODES.contains(&Error::Internal.code()));
    }

    #[test]
    fn the_not_in_regime_message_agrees_with_what_it_names() {
        let e = |what| Error::NotInRegime { a: 5, delta: 16, what }.to_string();
        assert!(e(Proven::Classes).starts_with("the classes of Theorem 1 are proven only"), "{}", e(Proven::Classes));
        assert!(e(Proven::ClosedForm).starts_with("the closed form of Theorem 1 is proven only"));
        assert!(e(Proven::ResidueRegions).starts_with("the residue regions are proven only"));
        let params = Error::NotInRegime { a: 5, delta: 16, what: Proven::Classes }.params();
        assert!(params.contains(&("what", Param::Key("classes"))) && params.contains(&("delta", Param::Number(16))));
    }
}
