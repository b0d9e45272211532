"""The atlas's fields and geometry: the level-0 fields (the core's columns), the fields of the
coarser levels, and the tiles of each level of the plane. The store that holds them is store.py.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Optional, TypedDict, Union

import asg

if TYPE_CHECKING:
    from asg._core import FieldSpec


#: A folder as the public atlas API takes it: a str or any os.PathLike (pathlib.Path).
StrPath = Union[str, "os.PathLike[str]"]


class Field(TypedDict):
    """A stored field: a core's column (``asg.TILE_FIELDS``) with its components, or a coarser
    level's field. The names are the format's (the core's), not Python's."""

    name: str
    type: Literal["u8", "u32"]
    #: Entries per block: 1, or the codes a count is kept of (a third dimension).
    components: int
    #: The stored value that means absent, if any.
    missing: Optional[int]
    #: The names of the codes 0, 1, …, if the field holds codes.
    values: Optional[list[str]]
    description: str


def _column(name: str) -> FieldSpec:
    """The core's column `name` (asg.TILE_FIELDS, asg::landscape::columns): the one table of the format."""
    return next(f for f in asg.TILE_FIELDS if f["name"] == name)


def _missing(name: str) -> int:
    missing = _column(name)["missing"]
    if missing is None:
        raise AtlasError(f"the core's column {name} has no missing value")
    return missing


def _codes(name: str) -> list[str]:
    values = _column(name)["values"]
    if values is None:
        raise AtlasError(f"the core's column {name} holds no codes")
    return values


class AtlasError(Exception):
    """An atlas that cannot be made, continued or read as asked; the message says why and what to do."""


class Refused(AtlasError):
    """A build refused before it starts: bad options, or --out holding something else."""


#: The stored value of a period not found, and the codes the coarser levels count, as the core's columns have them.
NONE_U32: int = _missing("period")
REGIMES: list[str] = _codes("regime")
AGREEMENTS: list[str] = _codes("agreement")

#: The fields of the coarser levels: per block of 2^level x 2^level games.
PYRAMID_FIELDS: list[Field] = [
    {
        "name": "minPeriod",
        "type": "u32",
        "components": 1,
        "missing": NONE_U32,
        "values": None,
        "description": "the smallest of the block's smallest periods (missing: no period found in the block)",
    },
    {
        "name": "maxPeriod",
        "type": "u32",
        "components": 1,
        "missing": NONE_U32,
        "values": None,
        "description": "the largest of the block's smallest periods found",
    },
    {
        "name": "regimeCounts",
        "type": "u32",
        "components": len(REGIMES),
        "missing": None,
        "values": REGIMES,
        "description": "games of each regime in the block",
    },
    {
        "name": "agreementCounts",
        "type": "u32",
        "components": len(AGREEMENTS),
        "missing": None,
        "values": AGREEMENTS,
        "description": "games whose band formula's period is not, is, or is not known to be the smallest period",
    },
]


def cell_fields() -> list[Field]:
    """The level-0 fields as the core's bindings encode them (asg.TILE_FIELDS), one component each."""
    return [
        {
            "name": f["name"],
            "type": f["type"],
            "components": 1,
            "missing": f["missing"],
            "values": f["values"],
            "description": f["description"],
        }
        for f in asg.TILE_FIELDS
    ]


@dataclass(frozen=True)
class Grid:
    """The tiles of one level of the plane a = 1 .. a_max, delta = 1 .. delta_max.

    A level-L block is 2^L x 2^L games (a level-0 block is one game); a tile is ``tile_a`` rows
    of blocks by ``tile_delta`` columns, cut short at the plane's edges.
    """

    a_max: int
    delta_max: int
    tile_a: int
    tile_delta: int
    level: int = 0

    @property
    def block(self) -> int:
        return 1 << self.level

    @property
    def block_rows(self) -> int:
        return -(-self.a_max // self.block)

    @property
    def block_cols(self) -> int:
        return -(-self.delta_max // self.block)

    @property
    def rows(self) -> int:
        return -(-self.block_rows // self.tile_a)

    @property
    def cols(self) -> int:
        return -(-self.block_cols // self.tile_delta)

    def tiles(self) -> Iterator[tuple[int, int]]:
        for r in range(self.rows):
            for c in range(self.cols):
                yield r, c

    def blocks(self, row: int, col: int) -> tuple[range, range]:
        """The block rows and columns of tile (row, col)."""
        r0, c0 = row * self.tile_a, col * self.tile_delta
        return range(r0, min(r0 + self.tile_a, self.block_rows)), range(c0, min(c0 + self.tile_delta, self.block_cols))

    def games(self, row: int, col: int) -> tuple[range, range]:
        """The values of a and of delta that tile (row, col) covers."""
        rows, cols = self.blocks(row, col)
        b = self.block
        return (
            range(1 + rows.start * b, 1 + min(rows.stop * b, self.a_max)),
            range(1 + cols.start * b, 1 + min(cols.stop * b, self.delta_max)),
        )

    def up(self) -> Grid:
        return Grid(self.a_max, self.delta_max, self.tile_a, self.tile_delta, self.level + 1)


def levels(a_max: int, delta_max: int, tile_a: int, tile_delta: int) -> list[Grid]:
    """Level 0 and every coarser level, up to the first that is a single tile."""
    grids = [Grid(a_max, delta_max, tile_a, tile_delta)]
    while grids[-1].rows > 1 or grids[-1].cols > 1:
        grids.append(grids[-1].up())
    return grids
