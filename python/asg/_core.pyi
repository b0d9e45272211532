"""Types of asg._core, the compiled bindings (re-exported by asg)."""

from typing import Iterable, Literal, Optional, SupportsIndex, TypedDict

Whole = SupportsIndex
"""A whole number from 0 to 2**64 - 1: an int, or anything with __index__ (NumPy's, Sage's)."""

# Generated from the Rust result types by crate/src/contracts.rs, to the line that ends it: do not
# edit. `ASG_WRITE_CONTRACTS=1 cargo test -p asg --lib contracts` writes it anew.
Regime = Literal["primitive-quadratic", "non-primitive", "linear", "quadratic"]

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
    indexPeriod: Optional[int]
    heapPeriod: Optional[int]
    bandPeriod: Optional[int]
    classCounts: Optional[tuple[int, int, int, int]]
    windowsPerPeriod: Optional[int]
    gapLengths: Optional[list[int]]
    reduced: ReducedGame
    residueBounds: Optional[tuple[int, int, int, int]]
    fitSpan: int

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

# End of the generated types.

class Cell(TypedDict):
    a: int
    delta: int
    regime: Regime
    band: int
    bandKind: BandKind
    gcd: int
    preperiod: Optional[int]
    period: Optional[int]
    maxValue: Optional[int]
    w0IsW: Optional[bool]
    prediction: int
    agreement: Literal["yes", "no", "unknown"]

class FieldSpec(TypedDict):
    name: str
    type: Literal["u8", "u32"]
    missing: Optional[int]
    values: Optional[list[str]]
    description: str

class Game:
    """A subtraction game: Game([5, 12, 17]), Game.from_delta(5, 7), Game.from_ab(5, 12)."""

    def __init__(self, moves: Iterable[Whole], *, bound: Optional[Whole] = None) -> None: ...
    @staticmethod
    def from_delta(a: Whole, delta: Whole, *, bound: Optional[Whole] = None) -> Game: ...
    @staticmethod
    def from_ab(a: Whole, b: Whole, *, bound: Optional[Whole] = None) -> Game: ...
    @property
    def moves(self) -> list[int]: ...
    @property
    def bound(self) -> int: ...
    def nim(self, start: Whole, count: Whole) -> bytes: ...
    def value(self, heap: Whole) -> int: ...
    def period(self) -> Period: ...
    def additive(self) -> Optional[AdditiveInfo]: ...
    def facts(self) -> Optional[AdditiveInfo]: ...
    def explain(self, heap: Whole) -> Explanation: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __getnewargs_ex__(self) -> tuple[tuple[list[int]], dict[str, int]]: ...

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
    def cells(self) -> list[Cell]: ...
    def field(self, name: str) -> bytes: ...
    def fields(self) -> dict[str, bytes]: ...

def landscape_tile(a: range, delta: range, *, bound: Optional[Whole] = None, max_work: Optional[Whole] = None) -> Tile: ...
def landscape_cell(a: Whole, delta: Whole, *, bound: Optional[Whole] = None) -> Cell: ...
def tile_work(a: range, delta: range, *, bound: Optional[Whole] = None) -> int: ...
def crc32(data: bytes | bytearray) -> int: ...

TILE_FIELDS: tuple[FieldSpec, ...]
CORE_VERSION: str
DEFAULT_BOUND: int
GUESS_BOUND: int
MAX_BOUND: int
MAX_WORK: int
MAX_WORK_CEILING: int
MAX_WINDOW: int
