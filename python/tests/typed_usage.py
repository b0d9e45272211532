"""A typed use of the bindings' results, checked by mypy --strict (test_stub.py) and never run as
a test: as tests/types/usage.ts does for TypeScript, it fails to check when a field it reads is
renamed in the core's result types (from which the stub's TypedDicts are generated)."""

from __future__ import annotations

from asg._core import Game


def fitted_line(game: Game) -> tuple[int, int | None] | None:
    """The heaps a number line fitted to the game shows, and its longest gap (if it is known)."""
    info = game.additive()
    if info is None:
        return None
    gaps = info["gap_lengths"]
    return info["fit_span"], None if gaps is None else gaps[-1]


def reduced_band(game: Game) -> str:
    """The reduced game, its band and regime, and the residue regions' bounds if any."""
    info = game.facts()
    if info is None:
        return "not additive"
    reduced, band = info["reduced"], info["band"]
    bounds = info["residue_bounds"]
    regions = "none" if bounds is None else "/".join(str(b) for b in bounds)
    return f"({reduced['a']}, {reduced['delta']}) {band['kind']} j={band['j']} {info['regime']} {regions}"


def periods(game: Game) -> tuple[int, int | None, int | None]:
    """The smallest period, and the additive game's heap and index periods."""
    info = game.additive()
    heap = None if info is None else info["heap_period"]
    index = None if info is None else info["index_period"]
    return game.period()["period"], heap, index


def options(game: Game, heap: int) -> list[tuple[int, int, int]]:
    """Each move of the heap, where it leads, and the value there."""
    why = game.explain(heap)
    assert why["mex"] == why["value"] and why["heap"] == heap
    return [(o["move"], o["to"], o["value"]) for o in why["options"]]
