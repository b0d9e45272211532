"""Types of asg._core, the compiled bindings (re-exported by asg)."""

from collections.abc import Iterable, Iterator
from typing import Any, Literal, SupportsIndex, TypedDict, final

import numpy as np
from numpy.typing import NDArray

__all__ = [
    "Game",
    "Tile",
    "landscape_tile",
    "landscape_cell",
    "tile_work",
    "crc32",
    "TILE_FIELDS",
    "CORE_VERSION",
    "DEFAULT_BOUND",
    "GUESS_BOUND",
    "MAX_BOUND",
    "MAX_WORK",
    "MAX_WORK_CEILING",
    "MAX_WINDOW",
]

Whole = SupportsIndex
"""A whole number from 0 to 2**64 - 1: an int, or anything with __index__ (NumPy's, Sage's)."""

# Generated from the Rust result types by crate/src/contracts.rs, to the line that ends it: do not
# edit. `ASG_WRITE_CONTRACTS=1 cargo test -p asg --lib contracts` writes it anew.
Regime = Literal["primitive-quadratic", "non-primitive", "linear", "quadratic"]

LedgerKey = Literal["index-period", "heap-period", "w0", "w1", "w2", "w3", "windows"]

class Period(TypedDict):
    """The shape of an eventually periodic sequence: g(x + period) = g(x) for all x ≥ preperiod,
    with both numbers as small as possible."""

    preperiod: int
    period: int

BandKind = Literal["linear", "quadratic"]

class Band(TypedDict):
    """A band of the observed band formulas: its kind and its j ≥ 0."""

    kind: BandKind
    j: int

class ReducedGame(TypedDict):
    """The game divided by g = gcd(a, δ) ([`Additive::reduced`]), whose band the game is in."""

    a: int
    delta: int

class AdditiveInfo(TypedDict):
    """`game.additive()`: the parameters of {a, b, a+b}, its regime, and its periods. The
    periods are Theorem 1's in the regime; outside it `heap_period` is the one the mex rule
    found (if it found one within the bound) and `index_period` is the number of
    P-positions in it."""

    a: int
    b: int
    delta: int
    moves: tuple[int, int, int]
    d: int
    regime: Regime
    gcd: int
    band: Band
    proven: bool
    index_period: int | None
    heap_period: int | None
    band_period: int | None
    class_counts: tuple[int, int, int, int] | None
    windows_per_period: int | None
    gap_lengths: list[int] | None
    reduced: ReducedGame
    residue_bounds: tuple[int, int, int, int] | None
    fit_span: int

class MoveOption(TypedDict):
    """One move from the heap: take `take` counters (serialised as `move`), reaching `to` of `value`."""

    move: int
    to: int
    value: int

class Explanation(TypedDict):
    """The mex rule at one heap, `asg explain --json` and `game.explain(heap)`."""

    heap: int
    value: int
    options: list[MoveOption]
    reached: list[int]
    mex: int

class Collisions(TypedDict):
    """The pairs of P-positions at distance `shift` whose lower end lies below a heap limit."""

    shift: int
    pairs: NDArray[np.uint64]
    heaps: NDArray[np.uint64]
    count: int

ResidueRegion = Literal["left-restricted", "unrestricted", "right-restricted"]

class ResidueRow(TypedDict):
    """One residue r with its (a+1)-gap's q, L, R and window count c(r)."""

    r: int
    q: int
    L: int
    R: int
    c: int
    region: ResidueRegion

class ResidueProfile(TypedDict):
    """All residues r = 1 … δ − 1 and the total Σ c(r) = a·d."""

    rows: list[ResidueRow]
    total: int

class LedgerRow(TypedDict):
    """One quantity: its closed form (as text, and its value where it applies) and the count."""

    key: LedgerKey
    name: str
    formula_text: str
    formula: int | None
    counted: int
    agrees: bool | None

class Ledger(TypedDict):
    """Every row of the ledger, and whether the formulas are the proven ones."""

    proven: bool
    band_formula: int | None
    preperiod: int
    period_is_smallest: bool
    rows: list[LedgerRow]

class Counterexample(TypedDict):
    """The first heap where Theorem 1's prediction and the mex rule disagree."""

    heap: int
    mex: int
    formula: int

class Verification(TypedDict):
    """What a verification checked and found."""

    a: int
    delta: int
    heap_period: int
    periods: int
    heaps_checked: int
    counterexample: Counterexample | None
    complete: bool

ClassDuties = TypedDict(
    "ClassDuties",
    {
        "class": Literal[0, 1, 2, 3],
        "heaps": int,
        "anti_collision_failure": int | None,
        "reachability_failure": int | None,
    },
)
"""What the certificate found for one class c: how many heaps of that class were checked, and
the first heap of the class where each duty fails."""

class Certificate(TypedDict):
    """The certificate of a game: the two duties of the mex rule checked for each candidate class on
    every heap below P + 2a + b, and whether every heap has a class (`asg prove`,
    `game.prove()`)."""

    a: int
    delta: int
    heap_period: int
    checked: int
    holds: bool
    partition_failure: int | None
    classes: tuple[ClassDuties, ClassDuties, ClassDuties, ClassDuties]

# End of the generated types.

class Cell(TypedDict):
    a: int
    delta: int
    regime: Regime
    band: int
    band_kind: BandKind
    gcd: int
    preperiod: int | None
    period: int | None
    max_value: int | None
    w0_is_w: bool | None
    prediction: int
    agreement: Literal["yes", "no", "unknown"]

class FieldSpec(TypedDict):
    name: str
    type: Literal["u8", "u32"]
    missing: int | None
    values: list[str] | None
    description: str

@final
class Game:
    """A subtraction game: Game([5, 12, 17]), Game.from_delta(5, 7), Game.from_ab(5, 12)."""

    def __new__(cls, moves: Iterable[Whole], *, bound: Whole | None = None) -> Game: ...
    @staticmethod
    def from_delta(a: Whole, delta: Whole, *, bound: Whole | None = None) -> Game: ...
    @staticmethod
    def from_ab(a: Whole, b: Whole, *, bound: Whole | None = None) -> Game: ...
    @property
    def moves(self) -> list[int]: ...
    @property
    def bound(self) -> int: ...
    def nim(self, start: Whole, count: Whole) -> NDArray[np.uint8]: ...
    def value(self, heap: Whole) -> int: ...
    def period(self) -> Period: ...
    def additive(self) -> AdditiveInfo | None: ...
    def facts(self) -> AdditiveInfo | None: ...
    def explain(self, heap: Whole) -> Explanation: ...
    def p_positions(self, count: Whole, start: Whole | None = None) -> NDArray[np.uint64]: ...
    def gaps(self, count: Whole, start: Whole | None = None) -> NDArray[np.uint64]: ...
    def collisions(
        self, shift: Whole | None = None, periods: Whole | None = None, *, max_work: Whole | None = None
    ) -> Collisions: ...
    def residues(self) -> ResidueProfile: ...
    def spectrum(
        self, k_max: Whole | None = None, *, k_min: Whole | None = None, max_work: Whole | None = None
    ) -> NDArray[np.uint64]: ...
    def counts(self, lo: Whole, hi: Whole) -> tuple[int, int, int, int]: ...
    def ledger(self, bound: Whole | None = None, *, max_work: Whole | None = None) -> Ledger: ...
    def verify(self, periods: Whole | None = None, *, max_work: Whole | None = None) -> Verification: ...
    def prove(self, *, max_work: Whole | None = None) -> Certificate: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __getnewargs_ex__(self) -> tuple[tuple[list[int]], dict[str, int]]: ...

@final
class Tile:
    """The landscape cells of a range of a by a range of delta, and their fields as stored."""

    @property
    def a(self) -> range: ...
    @property
    def delta(self) -> range: ...
    @property
    def bound(self) -> int: ...
    @property
    def work(self) -> int: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Cell]: ...
    def to_numpy(self) -> dict[str, NDArray[np.uint8] | NDArray[np.uint32]]: ...
    def to_xarray(self) -> Any:
        """An xarray.Dataset (xarray is not a dependency of asg, so it is not named here)."""
    def to_pandas(self) -> Any:
        """A pandas.DataFrame (pandas is not a dependency of asg, so it is not named here)."""
    def cells(self) -> list[Cell]: ...
    def field(self, name: str) -> bytes: ...
    def fields(self) -> dict[str, bytes]: ...

def landscape_tile(a: range, delta: range, *, bound: Whole | None = None, max_work: Whole | None = None) -> Tile: ...
def landscape_cell(a: Whole, delta: Whole, *, bound: Whole | None = None) -> Cell: ...
def tile_work(a: range, delta: range, *, bound: Whole | None = None) -> int: ...
def crc32(data: bytes | bytearray) -> int:
    """zlib's CRC-32 (as zlib.crc32), the atlas's first format's checksum; not the store's CRC-32C."""

TILE_FIELDS: tuple[FieldSpec, ...]
CORE_VERSION: str
DEFAULT_BOUND: int
GUESS_BOUND: int
MAX_BOUND: int
MAX_WORK: int
MAX_WORK_CEILING: int
MAX_WINDOW: int
