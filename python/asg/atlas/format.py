"""The atlas's files: the grid of tiles at each level, the manifest, and a reader of both.

An atlas is a folder a web host serves as it is:

    manifest.json                 what the atlas holds (see docs/researchers.md, "The atlas")
    0/{row}-{col}/{field}.bin     level 0: one file per tile and field of landscape cells
    1/{row}-{col}/{field}.bin     level 1: blocks of 2 x 2 games, and so on up to one tile

Every .bin is a little-endian array, one entry (or ``components`` entries) per cell or block,
a row of delta after another; the manifest gives each file's CRC-32 (zlib's).
"""

from __future__ import annotations

import json
import os
import sys
from array import array
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

import asg

FORMAT = "asg-atlas"
VERSION = 1
MANIFEST = "manifest.json"
#: The manifest `./build.sh build` writes where no atlas is built (the page's request finds a file
#: that says so); a build replaces it, and it counts as no atlas.
NO_ATLAS = {"format": FORMAT, "none": True}
PATH = "{level}/{row}-{col}/{field}.bin"


def _column(name: str) -> dict[str, Any]:
    """The core's column `name` (asg.TILE_FIELDS, asg::landscape::columns): the one table of the format."""
    return next(f for f in asg.TILE_FIELDS if f["name"] == name)


#: The stored value of a period not found, and the codes the coarser levels count, as the core's columns have them.
NONE_U32: int = _column("period")["missing"]
REGIMES: list[str] = _column("regime")["values"]
AGREEMENTS: list[str] = _column("agreement")["values"]

#: The fields of the coarser levels: per block of 2^level x 2^level games.
PYRAMID_FIELDS: list[dict[str, Any]] = [
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

SIZES = {"u8": 1, "u32": 4}
CODES = {"u8": "B", "u32": "I"}


def cell_fields() -> list[dict[str, Any]]:
    """The level-0 fields as the core's bindings encode them (asg.TILE_FIELDS), one component each."""
    return [{**f, "components": 1} for f in asg.TILE_FIELDS]


class AtlasError(Exception):
    """An atlas that cannot be made, continued or read as asked; the message says why and what to do."""


class Refused(AtlasError):
    """A build refused before it starts: bad options, or --out holding something else."""


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

    def index(self, row: int, col: int) -> int:
        """The tile's place in the manifest's checksum lists."""
        return row * self.cols + col


def levels(a_max: int, delta_max: int, tile_a: int, tile_delta: int) -> list[Grid]:
    """Level 0 and every coarser level, up to the first that is a single tile."""
    grids = [Grid(a_max, delta_max, tile_a, tile_delta)]
    while grids[-1].rows > 1 or grids[-1].cols > 1:
        grids.append(grids[-1].up())
    return grids


def file_path(root: Path, level: int, row: int, col: int, field: str) -> Path:
    return root / PATH.format(level=level, row=row, col=col, field=field)


def new_manifest(a_max: int, delta_max: int, tile_a: int, tile_delta: int, bound: int) -> dict[str, Any]:
    """The manifest of an atlas not started: every checksum None, no coarser level yet."""
    grid = Grid(a_max, delta_max, tile_a, tile_delta)
    return {
        "format": FORMAT,
        "version": VERSION,
        "core": asg.CORE_VERSION,
        "plane": {"aMax": a_max, "deltaMax": delta_max},
        "bound": bound,
        "tile": {"a": tile_a, "delta": tile_delta},
        "path": PATH,
        "byteOrder": "little",
        "checksum": "crc32",
        "games": a_max * delta_max,
        "complete": False,
        "levels": [level_entry(grid, cell_fields())],
    }


def level_entry(grid: Grid, fields: list[dict[str, Any]]) -> dict[str, Any]:
    count = grid.rows * grid.cols
    return {
        "level": grid.level,
        "block": grid.block,
        "rows": grid.rows,
        "cols": grid.cols,
        "fields": fields,
        "checksums": {f["name"]: [None] * count for f in fields},
    }


def grid_of(manifest: dict[str, Any], level: int = 0) -> Grid:
    plane, tile = manifest["plane"], manifest["tile"]
    return Grid(plane["aMax"], plane["deltaMax"], tile["a"], tile["delta"], level)


def done(entry: dict[str, Any], index: int) -> bool:
    """Whether every field of tile `index` of a level is recorded."""
    return all(sums[index] is not None for sums in entry["checksums"].values())


def load_manifest(root: Path) -> Optional[dict[str, Any]]:
    """The manifest in `root`, None when there is none; AtlasError when it is not one."""
    path = root / MANIFEST
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    try:
        manifest = json.loads(text)
    except ValueError as e:
        raise Refused(f"{path} is not JSON ({e}); remove it, or build with --fresh") from e
    if manifest == NO_ATLAS:
        return None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise Refused(f"{path} is not the manifest of an atlas; choose another --out")
    if manifest.get("version") != VERSION:
        raise Refused(
            f"{path} is an atlas of format version {manifest.get('version')}, this is {VERSION}: build with --fresh"
        )
    return manifest


def write_atomically(path: Path, data: bytes) -> None:
    """Writes `data` to `path` so that a reader (or a rerun after a crash) sees the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


def save_manifest(root: Path, manifest: dict[str, Any]) -> None:
    write_atomically(root / MANIFEST, (json.dumps(manifest, separators=(",", ":")) + "\n").encode())


def entries(grid: Grid, row: int, col: int, field: dict[str, Any]) -> int:
    rows, cols = grid.blocks(row, col)
    return len(rows) * len(cols) * field.get("components", 1)


def decode(data: bytes, field: dict[str, Any]) -> array:
    """A field's bytes as an array of ints (little-endian on any machine)."""
    values = array(CODES[field["type"]])
    if values.itemsize != SIZES[field["type"]]:
        raise AtlasError(f"this Python has no {field['type']} array type")
    values.frombytes(data)
    if sys.byteorder == "big":
        values.byteswap()
    return values


def encode(values: array) -> bytes:
    if sys.byteorder == "big":
        values = array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


def read_field(root: Path, manifest: dict[str, Any], level: int, row: int, col: int, name: str) -> array:
    """One field of one tile, checked against its length and the manifest's CRC-32."""
    entry = manifest["levels"][level]
    grid = grid_of(manifest, level)
    field = next((f for f in entry["fields"] if f["name"] == name), None)
    if field is None:
        raise AtlasError(f"level {level} has no field {name!r}")
    expected = entry["checksums"][name][grid.index(row, col)]
    path = file_path(root, level, row, col, name)
    if expected is None:
        raise AtlasError(f"{path} is not done yet")
    data = path.read_bytes()
    if len(data) != entries(grid, row, col, field) * SIZES[field["type"]] or asg.crc32(data) != expected:
        raise AtlasError(f"{path} fails its checksum")
    return decode(data, field)


def cells(root: Path, manifest: Optional[dict[str, Any]] = None) -> Iterator[dict[str, Any]]:
    """Every finished level-0 cell, as ``asg landscape --json`` gives it, tile by tile."""
    manifest = manifest or load_manifest(root)
    if manifest is None:
        raise AtlasError(f"no atlas in {root}")
    grid = grid_of(manifest)
    entry = manifest["levels"][0]
    specs = {f["name"]: f for f in entry["fields"]}
    for row, col in grid.tiles():
        if not done(entry, grid.index(row, col)):
            continue
        columns = {name: read_field(root, manifest, 0, row, col, name) for name in specs}
        a_range, d_range = grid.games(row, col)
        i = 0
        for a in a_range:
            for delta in d_range:
                yield cell_of(a, delta, {name: columns[name][i] for name in specs}, specs)
                i += 1


def cell_of(a: int, delta: int, raw: dict[str, int], specs: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """A decoded cell in the shape of ``asg.landscape_cell`` (``asg landscape --json``'s keys in snake_case)."""

    def value(name: str) -> Any:
        spec, v = specs[name], raw[name]
        if spec["missing"] is not None and v == spec["missing"]:
            return None
        return spec["values"][v] if spec["values"] else v

    w0 = value("w0IsW")
    return {
        "a": a,
        "delta": delta,
        "regime": value("regime"),
        "band": value("band"),
        "band_kind": value("bandKind"),
        "gcd": value("gcd"),
        "preperiod": value("preperiod"),
        "period": value("period"),
        "max_value": value("maxValue"),
        "w0_is_w": None if w0 is None else w0 == "yes",
        "prediction": value("prediction"),
        "agreement": value("agreement"),
    }
