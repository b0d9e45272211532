"""The atlas as a Zarr v3 store: level 0 at the root, one array per field with dimensions (a, delta)
and one chunk per tile; the coarser levels as groups "1", "2", …; every chunk stored raw
(little-endian) with a CRC-32C after it (Zarr's `crc32c` codec), so that any Zarr reader checks
it; what the atlas holds as the root group's attributes.

    zarr.json                 the root group: the atlas's facts (format, plane, tile, bound, core, …)
    a/, delta/                coordinates: a = 1 … aMax, δ = 1 … deltaMax
    period/c/{row}/{col}      level 0: one chunk per tile and field (asg.TILE_FIELDS)
    1/zarr.json               level 1: blocks of 2 x 2 games (minPeriod, maxPeriod, regimeCounts, …)
    1/a/, 1/delta/            the first a and δ of each block
    …                         and so on up to the level that is one tile

`xarray.open_zarr(path)` reads level 0 as a Dataset (`group="1"`: level 1); `asg.atlas.open(path)`
decodes its codes. See docs/researchers.md, "The format".
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Optional

import google_crc32c
import numpy as np

import asg

from .format import PYRAMID_FIELDS, AtlasError, Field, Grid, Refused, StrPath, cell_fields, levels

if TYPE_CHECKING:
    import zarr
    from numpy.typing import NDArray

    from asg._core import Cell

FORMAT = "asg-atlas"
VERSION = 2
#: The root group's metadata: the file a reader asks for first.
ROOT = "zarr.json"
#: The root group `./build.sh build` writes where no atlas is built (the page's request finds a
#: group that says so); a build replaces it, and it counts as no atlas.
NO_ATLAS = {"zarr_format": 3, "node_type": "group", "attributes": {"format": FORMAT, "none": True}}
#: The first format's manifest (version 1: a file per tile and field): refused, --fresh replaces it.
OLD_MANIFEST = "manifest.json"
DTYPES: dict[str, np.dtype[Any]] = {"u8": np.dtype("<u1"), "u32": np.dtype("<u4")}
#: Each chunk raw, then its CRC-32C: read by zarr-python and zarrita alike, no codec to download.
CODECS: list[dict[str, Any]] = [{"name": "bytes", "configuration": {"endian": "little"}}, {"name": "crc32c"}]
#: The chunks of a coordinate array.
COORD_CHUNK = 1 << 16


def group_of(level: int) -> str:
    """The group of `level` inside the store ("" for level 0, the root)."""
    return "" if level == 0 else str(level)


def dims_of(field: Field) -> list[str]:
    """The dimensions of a field: (a, delta), and the codes it counts (regimeCounts: regime)."""
    components = field.get("components", 1)
    if components == 1:
        return ["a", "delta"]
    return ["a", "delta", field["name"].removesuffix("Counts")]


def chunk_path(root: Path, level: int, field: str, row: int, col: int, components: int = 1) -> Path:
    """The file of tile (row, col) of a field (default chunk keys, "/" between the indices)."""
    group = group_of(level)
    path = (root / group if group else root) / field / "c" / str(row) / str(col)
    return path / "0" if components > 1 else path


def fill_of(field: Field) -> int:
    """A field's fill value, what a chunk not written reads as: the largest value of its type (255 or
    4294967295), which no code, count or number of the format takes (the core refuses to store it),
    and which is the field's `missing` value where it has one. So a chunk gone reads as absent,
    never as a valid code (as regime 0, primitive-quadratic, would)."""
    fill = int(np.iinfo(DTYPES[field["type"]]).max)
    if field.get("missing") not in (None, fill):
        raise AtlasError(f"the field {field['name']} says {field['missing']} is missing, not its fill value {fill}")
    return fill


def field_attributes(field: Field) -> dict[str, Any]:
    """What a field's array says of itself: its stored type, the value that means absent, the names of its codes."""
    return {
        "type": field["type"],
        "missing": field["missing"],
        "values": field["values"],
        "description": field["description"],
    }


def facts(a_max: int, delta_max: int, tile_a: int, tile_delta: int, bound: int) -> dict[str, Any]:
    """The root group's attributes of an atlas not started."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "core": asg.CORE_VERSION,
        "aMax": a_max,
        "deltaMax": delta_max,
        "tileA": tile_a,
        "tileDelta": tile_delta,
        "bound": bound,
        "games": a_max * delta_max,
        "levels": len(levels(a_max, delta_max, tile_a, tile_delta)),
        "complete": False,
    }


def create(root: Path, attrs: dict[str, Any]) -> zarr.Group:
    """A new store at `root` with its level-0 arrays (no chunk written yet); the zarr root group."""
    import zarr

    group = zarr.open_group(str(root), mode="w", zarr_format=3, attributes=attrs)
    grid = Grid(attrs["aMax"], attrs["deltaMax"], attrs["tileA"], attrs["tileDelta"])
    add_level(group, grid, cell_fields())
    return group


def add_level(group: zarr.Group, grid: Grid, fields: list[Field]) -> None:
    """The arrays of one level in `group`: its coordinates, then one array per field (chunks = tiles)."""
    for dim, count in (("a", grid.block_rows), ("delta", grid.block_cols)):
        coord = group.create_array(
            dim,
            shape=(count,),
            chunks=(min(count, COORD_CHUNK),),
            dtype="<u4",
            dimension_names=[dim],
            serializer=CODECS[0],
            compressors=None,
            filters=None,
            fill_value=0,
            overwrite=True,
        )
        # The first game of each block: 1, 1 + 2^level, …
        coord[:] = 1 + np.arange(count, dtype=np.uint64).astype(np.uint32) * grid.block
    for f in fields:
        components = f.get("components", 1)
        shape: tuple[int, ...] = (grid.block_rows, grid.block_cols)
        chunks: tuple[int, ...] = (grid.tile_a, grid.tile_delta)
        if components > 1:
            shape, chunks = shape + (components,), chunks + (components,)
        group.create_array(
            f["name"],
            shape=shape,
            chunks=chunks,
            dtype=DTYPES[f["type"]],
            dimension_names=dims_of(f),
            serializer=CODECS[0],
            compressors=[CODECS[1]],
            filters=None,
            fill_value=fill_of(f),
            attributes=field_attributes(f),
            chunk_key_encoding={"name": "default", "separator": "/"},
            overwrite=True,
        )


def load_facts(root: StrPath) -> Optional[dict[str, Any]]:
    """The atlas's facts (its root group's attributes), None when `root` (a str or os.PathLike)
    holds no atlas; Refused when it holds something else."""
    import json

    root = Path(root)
    path = root / ROOT
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        meta = NO_ATLAS
    except ValueError as e:
        raise Refused(f"{path} is not JSON ({e}); remove it, or build with --fresh") from e
    if meta == NO_ATLAS:
        # (`./build.sh build` writes the root that says so beside a first format's atlas too.)
        if first_format(root):
            raise Refused(
                f"{root} holds an atlas of the first format (manifest.json, a file per tile); "
                "this is version 2, a Zarr store: build with --fresh to replace it"
            )
        return None
    attrs = meta.get("attributes") if isinstance(meta, dict) else None
    if not isinstance(attrs, dict) or attrs.get("format") != FORMAT:
        raise Refused(f"{root} is a Zarr store, or holds a {ROOT}, that is not an atlas; choose another --out")
    if attrs.get("version") != VERSION:
        raise Refused(
            f"{root} is an atlas of format version {attrs.get('version')}, this is {VERSION}: build with --fresh"
        )
    return attrs


def open_group(root: Path, mode: Literal["r", "r+"] = "r") -> zarr.Group:
    import zarr

    return zarr.open_group(str(root), mode=mode, zarr_format=3)


def array(group: zarr.Group, name: str) -> zarr.Array[Any]:
    """The array `name` (a field or a coordinate) of a level's group."""
    import zarr

    node = group[name]
    if not isinstance(node, zarr.Array):
        raise AtlasError(f"{name} in the atlas is a group, not an array")
    return node


def read(group: zarr.Group, name: str, rows: range, cols: range) -> NDArray[Any]:
    """The blocks `rows` x `cols` of the field `name` of a level's group."""
    return np.asarray(array(group, name)[rows.start : rows.stop, cols.start : cols.stop])


def grid_of(attrs: dict[str, Any], level: int = 0) -> Grid:
    return Grid(attrs["aMax"], attrs["deltaMax"], attrs["tileA"], attrs["tileDelta"], level)


def fields_of(level: int) -> list[Field]:
    return cell_fields() if level == 0 else PYRAMID_FIELDS


def chunk_size(grid: Grid, field: Field) -> int:
    """The bytes of a chunk of `field` on disk: every entry of a whole tile, then 4 of its CRC-32C."""
    return grid.tile_a * grid.tile_delta * field.get("components", 1) * DTYPES[field["type"]].itemsize + 4


def chunk_ok(path: Path, size: int) -> bool:
    """Whether the chunk at `path` is there, of its size, and its CRC-32C (the last 4 bytes, little-endian) right."""
    try:
        data = path.read_bytes()
    except OSError:
        return False
    if len(data) != size:
        return False
    crc: int = google_crc32c.value(data[:-4])
    return crc == int.from_bytes(data[-4:], "little")


def tiles_done(root: Path, attrs: dict[str, Any], level: int = 0) -> set[tuple[int, int]]:
    """The tiles of a level whose every chunk is there (not checked)."""
    grid = grid_of(attrs, level)
    fields = fields_of(level)
    return {
        t
        for t in grid.tiles()
        if all(chunk_path(root, level, f["name"], *t, f.get("components", 1)).is_file() for f in fields)
    }


def damaged(root: Path, attrs: dict[str, Any], level: int = 0) -> list[tuple[int, int, Path]]:
    """The chunks of a level that are there but fail their length or CRC-32C, with their files."""
    grid = grid_of(attrs, level)
    bad = []
    for t in grid.tiles():
        for f in fields_of(level):
            path = chunk_path(root, level, f["name"], *t, f.get("components", 1))
            if path.exists() and not chunk_ok(path, chunk_size(grid, f)):
                bad.append((*t, path))
    return bad


def missing(root: Path, attrs: dict[str, Any], level: int = 0) -> list[tuple[int, int, Path]]:
    """The chunks of a level that are not there."""
    grid = grid_of(attrs, level)
    out = []
    for t in grid.tiles():
        for f in fields_of(level):
            path = chunk_path(root, level, f["name"], *t, f.get("components", 1))
            if not path.exists():
                out.append((*t, path))
    return out


def first_format(root: Path) -> bool:
    """Whether `root` holds an atlas of the first format (a manifest.json of its own, not the one
    that said there was none)."""
    import json

    try:
        manifest = json.loads((root / OLD_MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(manifest, dict) and manifest.get("format") == FORMAT and not manifest.get("none")


def remove(root: Path) -> None:
    """Removes an atlas's own files (its metadata, arrays and level groups; or those of the first
    format, its manifest and level folders), nothing else."""
    old = first_format(root)
    if not (root / ROOT).exists() and not old:
        return
    names = {f["name"] for f in cell_fields()} | {"a", "delta"}
    for child in root.iterdir():
        if child.is_dir() and (child.name in names or child.name.isdigit()):
            shutil.rmtree(child)
    (root / ROOT).unlink(missing_ok=True)
    if old:
        (root / OLD_MANIFEST).unlink()


def writing() -> Any:
    """zarr's configuration while an atlas is written: every chunk written, also one all of the
    fill value (zarr would leave it out), so that a chunk there is a tile done."""
    import zarr

    return zarr.config.set({"array.write_empty_chunks": True})


def write_tile(group: zarr.Group, grid: Grid, t: tuple[int, int], fields: dict[str, bytes]) -> None:
    """Writes a level-0 tile's fields (the worker's bytes, a row of δ after another) as its chunks."""
    rows, cols = grid.blocks(*t)
    for f in cell_fields():
        data = fields[f["name"]]
        dtype = DTYPES[f["type"]]
        if len(data) != len(rows) * len(cols) * dtype.itemsize:
            raise AtlasError(f"tile {t[0]}-{t[1]}: {f['name']} came back with {len(data)} bytes")
        values = np.frombuffer(data, dtype=dtype).reshape(len(rows), len(cols))
        array(group, f["name"])[rows.start : rows.stop, cols.start : cols.stop] = values


def cells(root: StrPath) -> Iterator[Cell]:
    """Every level-0 cell of a finished tile of the atlas at `root` (a str or os.PathLike), as
    ``asg.landscape_cell`` gives it (the keys of ``asg landscape --json`` in snake_case), tile by tile."""
    root = Path(root)
    attrs = load_facts(root)
    if attrs is None:
        raise AtlasError(f"no atlas in {root}")
    group = open_group(root)
    grid = grid_of(attrs)
    specs = {f["name"]: f for f in cell_fields()}
    done = tiles_done(root, attrs)
    for row, col in grid.tiles():
        if (row, col) not in done:
            continue
        rows, cols = grid.blocks(row, col)
        block = {n: read(group, n, rows, cols) for n in specs}
        for i, a in enumerate(rows):
            for j, delta in enumerate(cols):
                yield cell_of(a + 1, delta + 1, {n: int(block[n][i, j]) for n in specs}, specs)


def cell_of(a: int, delta: int, raw: dict[str, int], specs: dict[str, Field]) -> Cell:
    """A decoded cell in the shape of ``asg.landscape_cell``: the stored fields (``bandKind``)
    under their Python names (``band_kind``), codes as their names, the missing value (and the
    fill value of a chunk not written) as None."""

    def value(name: str) -> Any:
        spec, v = specs[name], raw[name]
        if v == fill_of(spec):
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
