"""A landscape tile as arrays and tables: ``Tile.to_numpy()``, ``Tile.to_xarray()`` and
``Tile.to_pandas()`` (methods of the compiled class, written here). NumPy, xarray and pandas are
imported when asked for; a missing one is an ImportError that says what to install."""

from __future__ import annotations

import importlib
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._core import Tile

DTYPES = {"u8": "<u1", "u32": "<u4"}


def snake(name: str) -> str:
    """A field's name as the cells' keys write it (``bandKind`` → ``band_kind``)."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", lambda m: "_" + m.group(1).lower(), name)


def need(module: str, method: str) -> Any:
    """The module, or an ImportError that names the method and the package to install."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise ImportError(f"Tile.{method}() needs {module}, which is not installed: pip install {module}") from e


def to_numpy(tile: Tile) -> dict[str, Any]:
    """Every field as stored (``asg.TILE_FIELDS``), a 2-D array indexed [a - a.start, δ - δ.start]."""
    np = need("numpy", "to_numpy")
    from ._core import TILE_FIELDS

    shape = (len(tile.a), len(tile.delta))
    out: dict[str, Any] = {}
    for spec in TILE_FIELDS:
        stored = np.frombuffer(tile.field(spec["name"]), dtype=DTYPES[spec["type"]])
        out[snake(spec["name"])] = stored.astype(stored.dtype.newbyteorder("=")).reshape(shape)
    return out


def to_xarray(tile: Tile) -> Any:
    """An xarray Dataset with dims (a, delta), one variable a field as stored, its codes and its
    missing value in CF attributes (``flag_values``, ``flag_meanings``, ``missing_value``)."""
    xr = need("xarray", "to_xarray")
    np = need("numpy", "to_xarray")
    from ._core import TILE_FIELDS

    arrays = to_numpy(tile)
    variables = {}
    for spec in TILE_FIELDS:
        attrs: dict[str, Any] = {"description": spec["description"]}
        if spec["missing"] is not None:
            attrs["missing_value"] = spec["missing"]
        if spec["values"]:
            attrs["flag_values"] = list(range(len(spec["values"])))
            attrs["flag_meanings"] = " ".join(spec["values"])
        name = snake(spec["name"])
        variables[name] = (("a", "delta"), arrays[name], attrs)
    coords = {
        "a": np.arange(tile.a.start, tile.a.stop, dtype=np.uint64),
        "delta": np.arange(tile.delta.start, tile.delta.stop, dtype=np.uint64),
    }
    return xr.Dataset(variables, coords=coords, attrs={"bound": tile.bound})


def to_pandas(tile: Tile) -> Any:
    """A pandas DataFrame of the cells, one row a game, indexed by (a, delta)."""
    pd = need("pandas", "to_pandas")
    return pd.DataFrame(tile.cells()).set_index(["a", "delta"])
