"""The coarser levels of an atlas: level L sums up blocks of 2^L x 2^L games (smallest and largest
period, games of each regime, agreement of the band formula), each made from the 2 x 2 blocks
below it, so that a zoomed-out view reads a few files instead of every game."""

from __future__ import annotations

from array import array
from pathlib import Path
from typing import Any, Callable

import asg

from .format import (
    AGREEMENTS,
    NONE_U32,
    PYRAMID_FIELDS,
    REGIMES,
    Grid,
    encode,
    file_path,
    grid_of,
    level_entry,
    read_field,
    write_atomically,
)


def build(root: Path, manifest: dict[str, Any], say: Callable[[str], None] = lambda _: None) -> None:
    """Replaces every coarser level of a finished level 0 (files and manifest entries)."""
    del manifest["levels"][1:]
    grid = grid_of(manifest)
    while grid.rows > 1 or grid.cols > 1:
        grid = grid.up()
        entry = level_entry(grid, PYRAMID_FIELDS)
        manifest["levels"].append(entry)
        for row, col in grid.tiles():
            for name, data in tile(root, manifest, grid, row, col).items():
                write_atomically(file_path(root, grid.level, row, col, name), data)
                entry["checksums"][name][grid.index(row, col)] = asg.crc32(data)
        n = grid.rows * grid.cols
        say(f"atlas: level {grid.level}, blocks of {grid.block} x {grid.block} games: {n} tile{'s' if n != 1 else ''}")


def tile(root: Path, manifest: dict[str, Any], grid: Grid, row: int, col: int) -> dict[str, bytes]:
    """The fields of tile (row, col) of level `grid.level`, from the up to four tiles below it."""
    rows, cols = grid.blocks(row, col)
    width = len(cols)
    n = len(rows) * width
    low = array("I", [NONE_U32]) * n
    high = array("l", [-1]) * n
    regimes = array("I", [0]) * (len(REGIMES) * n)
    agreements = array("I", [0]) * (len(AGREEMENTS) * n)
    below = grid_of(manifest, grid.level - 1)
    for child_row in (2 * row, 2 * row + 1):
        for child_col in (2 * col, 2 * col + 1):
            if child_row >= below.rows or child_col >= below.cols:
                continue
            child_rows, child_cols = below.blocks(child_row, child_col)
            # Where each block below lands in this tile: rows and columns apart.
            up_rows = [((r >> 1) - rows.start) * width for r in child_rows]
            up_cols = [(c >> 1) - cols.start for c in child_cols]
            read = lambda name: read_field(root, manifest, grid.level - 1, child_row, child_col, name)  # noqa: E731
            if grid.level == 1:
                merge_cells(read, up_rows, up_cols, low, high, regimes, agreements)
            else:
                merge_blocks(read, up_rows, up_cols, low, high, regimes, agreements)
    top = array("I", (NONE_U32 if h < 0 else h for h in high))
    return {
        "minPeriod": encode(low),
        "maxPeriod": encode(top),
        "regimeCounts": encode(regimes),
        "agreementCounts": encode(agreements),
    }


def merge_cells(read, up_rows, up_cols, low, high, regimes, agreements) -> None:
    """Adds level-0 cells (one game each) into the blocks above them."""
    period, regime, agreement = read("period"), read("regime"), read("agreement")
    i = 0
    for base in up_rows:
        for offset in up_cols:
            k = base + offset
            p = period[i]
            if p != NONE_U32:
                if p < low[k]:
                    low[k] = p
                if p > high[k]:
                    high[k] = p
            regimes[len(REGIMES) * k + regime[i]] += 1
            agreements[len(AGREEMENTS) * k + agreement[i]] += 1
            i += 1


def merge_blocks(read, up_rows, up_cols, low, high, regimes, agreements) -> None:
    """Adds blocks of the level below into the blocks above them."""
    lows, highs = read("minPeriod"), read("maxPeriod")
    child_regimes, child_agreements = read("regimeCounts"), read("agreementCounts")
    i = 0
    for base in up_rows:
        for offset in up_cols:
            k = base + offset
            if lows[i] != NONE_U32:
                if lows[i] < low[k]:
                    low[k] = lows[i]
                if highs[i] > high[k]:
                    high[k] = highs[i]
            r, g = len(REGIMES), len(AGREEMENTS)
            for v in range(r):
                regimes[r * k + v] += child_regimes[r * i + v]
            for v in range(g):
                agreements[g * k + v] += child_agreements[g * i + v]
            i += 1
