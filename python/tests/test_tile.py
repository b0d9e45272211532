"""A landscape tile as a researcher takes it: iterated, as NumPy arrays, as an xarray Dataset and as a
pandas DataFrame, each holding the same numbers as its cells; and a clear error where the package
a conversion needs is missing."""

from __future__ import annotations

import sys

import numpy as np
import pandas as pd
import pytest
import xarray as xr

import asg
from asg import _tile

TILE = asg.landscape_tile(range(3, 9), range(68, 79), bound=1000)  # some periods unknown: missing values
SPECS = {_tile.snake(f["name"]): f for f in asg.TILE_FIELDS}


def stored(value: object, name: str) -> int:
    """A cell's value as its field stores it (the code of a name, the missing value for None)."""
    spec = SPECS[name]
    if value is None:
        assert spec["missing"] is not None
        return spec["missing"]
    if name == "w0_is_w":
        value = "yes" if value else "no"
    if spec["values"]:
        return spec["values"].index(str(value))
    assert isinstance(value, int)
    return value


def test_a_tile_iterates_over_its_cells() -> None:
    assert list(TILE) == TILE.cells() and len(list(TILE)) == len(TILE) == 6 * 11
    assert any(cell["period"] is None for cell in TILE)


def test_to_numpy_gives_each_field_as_a_grid_of_a_by_delta() -> None:
    arrays = TILE.to_numpy()
    assert list(arrays) == list(SPECS) and "band_kind" in arrays
    for name, grid in arrays.items():
        assert grid.shape == (6, 11) and grid.dtype == {"u8": np.uint8, "u32": np.uint32}[SPECS[name]["type"]]
        assert grid.flags.writeable
        for cell in TILE:
            assert grid[cell["a"] - 3, cell["delta"] - 68] == stored(dict(cell)[name], name), (name, cell)


def test_to_xarray_has_coordinates_a_and_delta_and_the_codes_names() -> None:
    ds = TILE.to_xarray()
    assert isinstance(ds, xr.Dataset) and ds["period"].dims == ("a", "delta")
    assert ds["a"].values.tolist() == list(range(3, 9)) and ds["delta"].values.tolist() == list(range(68, 79))
    for cell in TILE:
        at = ds.sel(a=cell["a"], delta=cell["delta"])
        for name in SPECS:
            assert int(at[name]) == stored(dict(cell)[name], name), (name, cell)
    regime = ds["regime"].attrs
    assert regime["flag_meanings"].split() == SPECS["regime"]["values"] and regime["flag_values"] == [0, 1, 2, 3]
    assert ds["period"].attrs["missing_value"] == SPECS["period"]["missing"] and ds.attrs["bound"] == 1000


def test_to_pandas_is_the_cells_indexed_by_a_and_delta() -> None:
    df = TILE.to_pandas()
    assert isinstance(df, pd.DataFrame) and list(df.index.names) == ["a", "delta"] and len(df) == len(TILE)
    for cell in TILE:
        row = df.loc[(cell["a"], cell["delta"])]
        for key, value in cell.items():
            if key not in ("a", "delta"):
                assert pd.isna(row[key]) if value is None else row[key] == value, (key, cell)


@pytest.mark.parametrize("method, package", [("to_xarray", "xarray"), ("to_pandas", "pandas"), ("to_numpy", "numpy")])
def test_a_missing_package_is_named_with_how_to_install_it(
    method: str, package: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, package, None)  # as if it were not installed
    with pytest.raises(ImportError, match=f"Tile.{method}\\(\\) needs {package}, .*pip install {package}"):
        getattr(TILE, method)()
