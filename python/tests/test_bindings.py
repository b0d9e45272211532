"""The Python bindings against a plain mex rule written here: values, periods, explanations and
facts, exact at 2^64 − 1; errors with the core's code; the GIL released while the core computes."""

from __future__ import annotations

import itertools
import random
import threading
import time
import zlib
from array import array
from collections.abc import Callable
from typing import Any

import pytest
from conftest import brute_period, known, landscape, mex_values, snake

import asg
from asg import AsgError, AsgTypeError, AsgValueError, Game

TOP = 2**64 - 1


def games() -> list[Game]:
    """Additive games in and out of the regime, and other sets."""
    rng = random.Random(26)
    out = [Game.from_delta(a, d) for a, d in [(5, 7), (5, 4), (5, 11), (5, 16), (4, 16), (6, 9), (3, 6), (7, 12)]]
    out += [Game.from_delta(rng.randint(1, 12), rng.randint(1, 40)) for _ in range(8)]
    out += [Game(rng.sample(range(1, 21), rng.randint(1, 4))) for _ in range(8)]
    return out


@pytest.mark.parametrize("game", games(), ids=repr)
def test_values_and_period_follow_the_mex_rule(game: Game) -> None:
    g = mex_values(game.moves, 12_000)
    pre, p = brute_period(g, 3)
    assert game.period() == {"preperiod": pre, "period": p}
    assert list(game.nim(0, 3000)) == g[:3000]
    assert list(game.nim(2000, 1000)) == g[2000:3000]
    # Far out the values repeat with the period the mex rule shows near the origin.
    for heap in [10**6 + 7, 10**12 + 1, 10**18, TOP - 1, TOP]:
        assert game.value(heap) == g[pre + (heap - pre) % p], heap
    assert list(game.nim(TOP - 2, 3)) == [g[pre + (h - pre) % p] for h in range(TOP - 2, TOP + 1)]


@pytest.mark.parametrize("game", games()[:8], ids=repr)
def test_explain_is_the_mex_of_the_moves(game: Game) -> None:
    g = mex_values(game.moves, 3000)
    for heap in [0, 4, 23, 40, 2999]:
        why = game.explain(heap)
        options = [{"move": s, "to": heap - s, "value": g[heap - s]} for s in game.moves if s <= heap]
        reached = sorted({o["value"] for o in options})
        assert why == {"heap": heap, "value": g[heap], "options": options, "reached": reached, "mex": g[heap]}


def test_additive_facts() -> None:
    inside = Game.from_delta(5, 7).additive()
    assert inside is not None
    a, d = 5, 7
    assert inside["regime"] == "primitive-quadratic" and inside["proven"]
    assert (inside["heap_period"], inside["index_period"]) == (a * (3 * d + a), a * d)
    assert inside["class_counts"] == (a * d, a * d, a * d, a * a)
    assert inside["windows_per_period"] == a * (d - a)

    outside = Game.from_delta(5, 16)
    assert known(outside.facts())["heap_period"] is None  # nothing computed yet
    g = mex_values(outside.moves, 12_000)
    facts = known(outside.additive())
    assert facts["heap_period"] == brute_period(g, 3)[1] and not facts["proven"]
    assert facts["band"] == {"kind": "quadratic", "j": 1} and facts["regime"] == "quadratic"
    p = known(facts["heap_period"])
    assert facts["class_counts"] == tuple(g[:p].count(v) for v in range(4))
    assert Game([5, 12, 18]).additive() is None


def gaps_by_the_mex_rule(moves: list[int]) -> list[int]:
    """The distinct gaps between consecutive P-positions from heap 0 to the end of a period."""
    g = mex_values(moves, 12_000)
    pre, p = brute_period(g, 3)
    zeros = [x for x, v in enumerate(g) if v == 0]
    return sorted({b - a for a, b in zip(zeros, zeros[1:]) if a < pre + p})


@pytest.mark.parametrize("a, delta", [(5, 7), (5, 4), (5, 16), (4, 12), (7, 3)])
def test_gap_lengths_are_the_games_own(a: int, delta: int) -> None:
    game = Game.from_delta(a, delta)
    info = known(game.additive())
    assert info["gap_lengths"] == gaps_by_the_mex_rule(game.moves), (a, delta)
    if info["proven"]:
        assert info["gap_lengths"] == [1, a + 1, 2 * a + delta + 1 - a, 2 * a + delta + 1]
    else:
        assert known(Game.from_delta(a, delta).facts())["gap_lengths"] is None  # not computed: not known


class Index:
    """An integer of another library (NumPy's, Sage's): it has __index__."""

    def __init__(self, n: int):
        self.n = n

    def __index__(self) -> int:
        return self.n


def test_whole_numbers_of_other_libraries_are_taken() -> None:
    assert Game.from_delta(Index(5), Index(7)).moves == [5, 12, 17]
    assert Game([Index(2), 5]).value(Index(TOP)) == Game([2, 5]).value(TOP)


@pytest.mark.parametrize(
    "call, kind, code, field, params",
    [
        (lambda: Game.from_delta(5, 0), AsgValueError, "delta-is-zero", "delta", {}),
        (lambda: Game.from_delta(0, 5), AsgValueError, "a-is-zero", "a", {}),
        (lambda: Game.from_ab(5, 3), AsgValueError, "b-not-above-a", "b", {"a": 5, "b": 3}),
        (lambda: Game([]), AsgValueError, "empty-set", "moves", {}),
        (lambda: Game([0, 3]), AsgValueError, "zero-move", "moves", {}),
        (lambda: Game(itertools.count(1)), AsgValueError, "too-many-moves", "moves", {"max": 63}),
        (lambda: Game("5, 7"), AsgValueError, "invalid-number", "moves", {}),  # type: ignore[arg-type]  # wrong on purpose
        (lambda: Game.from_delta(-1, 5), AsgValueError, "invalid-number", "a", {}),
        (lambda: Game.from_delta(5, 2**64), AsgValueError, "invalid-number", "delta", {}),
        (lambda: Game.from_delta(5, 2.0), AsgTypeError, "invalid-number", "delta", {}),  # type: ignore[arg-type]  # wrong on purpose
        (lambda: Game.from_delta(5, "7"), AsgTypeError, "invalid-number", "delta", {}),  # type: ignore[arg-type]  # wrong on purpose
        (lambda: Game.from_delta(None, 7), AsgTypeError, "invalid-number", "a", {}),  # type: ignore[arg-type]  # wrong on purpose
        (lambda: Game.from_delta(5, 7).value(2**64), AsgValueError, "invalid-number", "heap", {}),
        (lambda: Game.from_delta(5, 7).nim(TOP, 2), AsgValueError, "overflow", None, {}),
        (lambda: Game.from_delta(5, 7).nim(0, 2**27), AsgValueError, "window-too-large", None, {"limit": 2**26}),
        (lambda: Game([5, 12, 17], bound=2**40), AsgValueError, "bound-too-large", "bound", {"bound": 2**40}),
        (lambda: Game.from_delta(50, 173, bound=1000).period(), AsgError, "period-not-found", None, {"bound": 1000}),
        (
            lambda: asg.landscape_tile(range(1, 1000), range(1, 1000)),
            AsgValueError,
            "too-much-work",
            None,
            {"limit": 2**31},
        ),
        (lambda: asg.landscape_tile(range(5, 5), range(1, 3)), AsgValueError, "invalid-number", "a", {}),
        (lambda: asg.landscape_tile(range(1, 9, 2), range(1, 3)), AsgValueError, "invalid-number", "a", {}),
        (lambda: asg.landscape_tile((1, 5), range(1, 3)), AsgTypeError, "invalid-number", "a", {}),  # type: ignore[arg-type]  # wrong on purpose
        (
            lambda: asg.landscape_tile(range(1, 3), range(1, 3), max_work=0),
            AsgValueError,
            "invalid-number",
            "max_work",
            {},
        ),
        (lambda: asg.landscape_cell(3, -2), AsgValueError, "invalid-number", "delta", {}),
    ],
)
def test_errors_carry_the_cores_code(
    call: Callable[[], object], kind: type[AsgError], code: str, field: str | None, params: dict[str, int]
) -> None:
    with pytest.raises(AsgError) as caught:
        call()
    e = caught.value
    assert type(e) is kind, f"{type(e).__name__}: {e}"
    assert (e.code, e.field) == (code, field), str(e)
    assert params.items() <= e.params.items(), e.params
    assert str(e)
    # What the caller can mend is a ValueError (or a TypeError), as Python's own errors are.
    assert isinstance(e, ValueError) == (kind is AsgValueError)
    assert isinstance(e, TypeError) == (kind is AsgTypeError)


def test_a_game_that_threw_still_works() -> None:
    g = Game.from_delta(5, 7)
    with pytest.raises(AsgValueError):
        g.nim(TOP, 2)
    assert g.value(TOP) == g.value(TOP % 130)


class Array:
    """A sequence of numbers as NumPy's arrays are: __index__ there, but only for one element."""

    def __init__(self, *items: int):
        self.items = items

    def __index__(self) -> int:
        if len(self.items) != 1:
            raise TypeError("only integer scalar arrays can be converted to a scalar index")
        return self.items[0]

    def __repr__(self) -> str:
        return f"array({list(self.items)})"


def test_an_array_is_not_a_heap() -> None:
    game = Game.from_delta(5, 7)
    with pytest.raises(AsgTypeError, match=r"expected a whole number \(int\), got array\(\[0, 1, 2\]\)") as e:
        game.value(Array(0, 1, 2))
    assert (e.value.code, e.value.field) == ("invalid-number", "heap")
    assert game.value(Array(17)) == game.value(17)
    with pytest.raises(AsgValueError, match="must be at least 0"):
        game.value(Array(-3))


@pytest.mark.parametrize(
    "game",
    [Game([5, 12, 17]), Game.from_delta(5, 16), Game([2, 5], bound=1000), Game.from_delta(50, 173, bound=1000)],
    ids=repr,
)
def test_a_game_pickles_compares_and_hashes_by_its_moves_and_bound(game: Game) -> None:
    import copy
    import pickle

    again = pickle.loads(pickle.dumps(game))
    assert again == game and hash(again) == hash(game) and again is not game
    assert (again.moves, again.bound, repr(again)) == (game.moves, game.bound, repr(game))
    assert copy.copy(game) == game and copy.deepcopy(game) == game
    assert eval(repr(game), {"Game": Game}) == game  # the repr makes it again
    assert len({game, again, copy.copy(game)}) == 1
    assert game != Game([5, 12, 18]) and game != "a game" and game != Game(game.moves, bound=999)


def test_made_in_different_ways_equal_games_are_equal() -> None:
    assert Game.from_delta(5, 7) == Game.from_ab(5, 12) == Game([17, 12, 5])
    assert repr(Game.from_delta(5, 7, bound=4096)) == "Game([5, 12, 17], bound=4096)"


def test_a_cell_and_a_tile_of_the_same_game_have_the_same_limit() -> None:
    with pytest.raises(AsgValueError) as cell:
        asg.landscape_cell(65536, 65537)
    with pytest.raises(AsgValueError) as tile:
        asg.landscape_tile(range(65536, 65537), range(65537, 65538))
    assert (cell.value.code, str(cell.value)) == (tile.value.code, str(tile.value)) == ("overflow", str(tile.value))
    assert "2^32 − 2" in str(cell.value)
    # Below it, both give the same cell.
    assert asg.landscape_tile(range(300, 301), range(301, 302)).cells() == [asg.landscape_cell(300, 301)]


def test_messages_say_what_is_wrong() -> None:
    with pytest.raises(AsgValueError, match="δ must be at least 1"):
        Game.from_delta(5, 0)
    with pytest.raises(AsgTypeError, match=r"δ: expected a whole number \(int\), got 2\.5"):
        Game.from_delta(5, 2.5)  # type: ignore[arg-type]  # wrong on purpose
    with pytest.raises(AsgValueError, match="must be at most 2\\^64 − 1"):
        Game.from_delta(5, 7).value(2**70)
    with pytest.raises(KeyError, match="the fields are period"):
        asg.landscape_tile(range(1, 2), range(1, 2)).field("periods")
    # Found with a larger bound: the message says which argument gives one.
    assert Game.from_delta(50, 173, bound=2**20).period()["period"] > 1000
    with pytest.raises(
        AsgError, match=r"within the first 1000 positions.*raise bound=.*Game\.from_delta\(a, delta, bound=N\)"
    ):
        Game.from_delta(50, 173, bound=1000).period()


def test_another_thread_runs_while_a_tile_computes() -> None:
    """The GIL is released: the main thread keeps running its Python loop during the call."""
    span: dict[str, float] = {}

    def work() -> None:
        span["start"] = time.perf_counter()
        # About a second of work (72 000 games; the fast kernel does a ≤ 40, δ ≤ 320 in 0.05 s,
        # too short a call to see the loop run in).
        asg.landscape_tile(range(1, 61), range(1, 1201), max_work=asg.MAX_WORK_CEILING)
        span["end"] = time.perf_counter()

    t = threading.Thread(target=work)
    stamps = []
    t.start()
    while t.is_alive():
        stamps.append(time.perf_counter())
        time.sleep(0.0005)
    t.join()
    start, end = span["start"], span["end"]
    middle = [s for s in stamps if start + 0.2 * (end - start) < s < end - 0.2 * (end - start)]
    print(f"tile: {end - start:.2f} s; the main thread ran {len(middle)} times in its middle three fifths")
    assert len(middle) > 50


def decode(data: bytes, kind: str) -> list[int]:
    values = array({"u8": "B", "u32": "I"}[kind])
    values.frombytes(data)
    return list(values)


def test_a_tiles_fields_are_its_cells_as_stored() -> None:
    """A tile away from the origin, field by field, against `asg landscape` on a plane around it."""
    tile = asg.landscape_tile(range(3, 14), range(5, 44))
    assert (tile.a, tile.delta, len(tile)) == (range(3, 14), range(5, 44), 11 * 39)
    # The work estimate is a sum over the games: the tile's, and its two halves'.
    halves = asg.tile_work(range(3, 9), range(5, 44)) + asg.tile_work(range(9, 14), range(5, 44))
    assert asg.tile_work(range(3, 14), range(5, 44)) == tile.work == halves > 0
    reference = landscape(15, 50)
    cells = tile.cells()
    assert cells == [reference[(a, d)] for a in range(3, 14) for d in range(5, 44)]
    specs = {f["name"]: f for f in asg.TILE_FIELDS}
    fields = tile.fields()
    assert list(fields) == list(specs)
    for name, spec in specs.items():
        values = decode(fields[name], spec["type"])
        assert len(values) == len(cells) and fields[name] == tile.field(name)
        for cell, v in zip(cells, values):
            want: Any = dict(cell)[snake(name)]
            if want is None:
                assert v == spec["missing"]
            elif spec["values"]:
                assert spec["values"][v] == ({True: "yes", False: "no"}[want] if name == "w0IsW" else want)
            else:
                assert v == want
    for cell in cells:
        assert cell["band_kind"] == known(Game.from_delta(cell["a"], cell["delta"]).facts())["band"]["kind"]


def test_unknown_periods_are_stored_as_missing() -> None:
    tile = asg.landscape_tile(range(50, 51), range(73, 74), bound=1000)
    assert tile.cells()[0]["period"] is None
    period = [f for f in asg.TILE_FIELDS if f["name"] == "period"][0]
    assert decode(tile.field("period"), "u32") == [period["missing"]]
    assert decode(tile.field("agreement"), "u8") == [2]


def test_crc32_is_zlibs() -> None:
    rng = random.Random(7)
    for n in [0, 1, 3, 64, 1000, 65_537]:
        data = bytes(rng.getrandbits(8) for _ in range(n))
        assert asg.crc32(data) == zlib.crc32(data)
        assert asg.crc32(bytearray(data)) == zlib.crc32(data)
    # Said to be zlib's, not the atlas store's checksum (CRC-32C, a different polynomial).
    doc = asg.crc32.__doc__ or ""
    assert "zlib" in doc and "first format" in doc and "checksum of the atlas's files" not in doc
