"""The coarser levels of an atlas: level L sums up blocks of 2^L x 2^L games (smallest and largest
period, games of each regime, agreement of the band formula), each made from the 2 x 2 blocks
below it, tile by tile, so that a zoomed-out view reads a few chunks instead of every game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import numpy as np

from .format import AGREEMENTS, NONE_U32, PYRAMID_FIELDS, REGIMES, Grid
from .store import add_level, array, group_of, read

if TYPE_CHECKING:
    import zarr
    from numpy.typing import NDArray


def build(group: zarr.Group, grid: Grid, say: Callable[[str], None] = lambda _: None) -> None:
    """Writes every coarser level of a finished level 0 (`grid`) into the store's root `group`."""
    for name in list(group.group_keys()):
        if name.isdigit():
            del group[name]
    below = group
    while grid.rows > 1 or grid.cols > 1:
        grid = grid.up()
        level = group.create_group(group_of(grid.level), attributes={"level": grid.level, "block": grid.block})
        add_level(level, grid, PYRAMID_FIELDS)
        for row, col in grid.tiles():
            rows, cols = grid.blocks(row, col)
            for name, values in tile(below, grid.level, rows, cols).items():
                array(level, name)[rows.start : rows.stop, cols.start : cols.stop] = values
        n = grid.rows * grid.cols
        say(f"atlas: level {grid.level}, blocks of {grid.block} x {grid.block} games: {n} tile{'s' if n != 1 else ''}")
        below = level


def pairs(x: np.ndarray, rows: int, cols: int, fill: int) -> np.ndarray:
    """`x` (blocks of the level below) as `rows` x `cols` groups of 2 x 2, padded with `fill` where the plane ends."""
    padded = np.full((2 * rows, 2 * cols, *x.shape[2:]), fill, dtype=x.dtype)
    padded[: x.shape[0], : x.shape[1]] = x
    return padded.reshape(rows, 2, cols, 2, *x.shape[2:])


def tile(below: zarr.Group, level: int, rows: range, cols: range) -> dict[str, NDArray[np.uint32]]:
    """The fields of the blocks `rows` x `cols` of `level`, from the level below (`below`, a zarr group)."""
    r, c = range(2 * rows.start, 2 * rows.stop), range(2 * cols.start, 2 * cols.stop)
    n, m = len(rows), len(cols)
    regimes: NDArray[np.uint32]
    agreements: NDArray[np.uint32]
    if level == 1:
        period = read(below, "period", r, c).astype(np.int64)
        low = np.where(period == NONE_U32, NONE_U32, period)
        high = np.where(period == NONE_U32, -1, period)
        regime, agreement = read(below, "regime", r, c), read(below, "agreement", r, c)
        regimes = np.stack([regime == k for k in range(len(REGIMES))], axis=-1).astype(np.uint32)
        agreements = np.stack([agreement == k for k in range(len(AGREEMENTS))], axis=-1).astype(np.uint32)
    else:
        low = read(below, "minPeriod", r, c).astype(np.int64)
        top = read(below, "maxPeriod", r, c).astype(np.int64)
        high = np.where(top == NONE_U32, -1, top)
        regimes, agreements = read(below, "regimeCounts", r, c), read(below, "agreementCounts", r, c)
    high_max = pairs(high, n, m, -1).max(axis=(1, 3))
    return {
        "minPeriod": pairs(low, n, m, NONE_U32).min(axis=(1, 3)).astype(np.uint32),
        "maxPeriod": np.where(high_max < 0, NONE_U32, high_max).astype(np.uint32),
        "regimeCounts": pairs(regimes, n, m, 0).sum(axis=(1, 3), dtype=np.uint32),
        "agreementCounts": pairs(agreements, n, m, 0).sum(axis=(1, 3), dtype=np.uint32),
    }
