"""The atlas's first format (manifest.json and a file per level, tile and field), written from the
Zarr store for the page's reader until it reads the store itself."""

from __future__ import annotations

from pathlib import Path

import numpy as np

import asg

from . import store
from .format import MANIFEST, PYRAMID_FIELDS, cell_fields, file_path, level_entry, new_manifest, save_manifest, write_atomically

#: The file of the first format that `./build.sh build` writes where no atlas is built.
NO_ATLAS_FILE = MANIFEST


def present(out: Path) -> bool:
    return (out / MANIFEST).exists()


def remove(out: Path) -> None:
    """The first format's manifest and tile files (the level folders' {row}-{col} folders)."""
    (out / MANIFEST).unlink(missing_ok=True)
    for level in out.iterdir() if out.is_dir() else []:
        if level.is_dir() and level.name.isdigit():
            for tile in level.iterdir():
                if tile.is_dir() and "-" in tile.name:
                    for f in tile.iterdir():
                        f.unlink()
                    tile.rmdir()


def write(out: Path) -> None:
    """Writes the first format of the complete atlas in `out` beside its store."""
    attrs = store.load_facts(out)
    assert attrs is not None and attrs["complete"]
    group = store.open_group(out)
    manifest = new_manifest(attrs["aMax"], attrs["deltaMax"], attrs["tileA"], attrs["tileDelta"], attrs["bound"])
    manifest["levels"] = []
    for level in range(attrs["levels"]):
        grid = store.grid_of(attrs, level)
        fields = cell_fields() if level == 0 else PYRAMID_FIELDS
        entry = level_entry(grid, fields)
        manifest["levels"].append(entry)
        node = group if level == 0 else group[str(level)]
        for row, col in grid.tiles():
            rows, cols = grid.blocks(row, col)
            for f in fields:
                values = np.ascontiguousarray(node[f["name"]][rows.start : rows.stop, cols.start : cols.stop])
                data = values.astype(store.DTYPES[f["type"]]).tobytes()
                write_atomically(file_path(out, level, row, col, f["name"]), data)
                entry["checksums"][f["name"]][grid.index(row, col)] = asg.crc32(data)
    manifest["complete"] = True
    manifest["built"] = attrs["built"]
    save_manifest(out, manifest)
