"""The atlas as an xarray Dataset as the Python package names things: its variables and facts in
snake_case (``w0IsW`` is ``w0_is_w``, as ``asg.landscape_cell`` and ``Tile.to_xarray`` have it),
regimes, kinds and answers as their names, absent numbers as NaN, as the page shows them.
``xarray.open_zarr`` shows the store as it is: the core's names (``asg.TILE_FIELDS``) and codes.

    >>> ds = asg.atlas.open("www/atlas")                  # doctest: +SKIP
    >>> float(ds.period.sel(a=5, delta=7)), ds.regime.sel(a=5, delta=7).compute().item()  # doctest: +SKIP
    (130.0, 'primitive-quadratic')
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from .._tile import snake
from .format import AtlasError, StrPath
from .store import load_facts

if TYPE_CHECKING:
    import xarray as xr
    from numpy.typing import NDArray


def open(path: StrPath, level: int = 0) -> xr.Dataset:  # noqa: A001 (asg.atlas.open, as xarray.open_zarr)
    """Level `level` of the atlas at `path` (a str or os.PathLike) as an xarray Dataset, lazily (Dask), each field under
    its Python name (``bandKind`` → ``band_kind``: an upper-case letter after a lower-case one or a
    digit becomes ``_`` and its lower case; the root's facts alike, ``aMax`` → ``a_max``) and its
    codes decoded by its attributes: a field with `values` as strings (``w0_is_w``: True, False or
    None), the others (numbers, and the counts of the coarser levels) as floats with NaN where
    the value is missing or a chunk is not there: a missing chunk never reads as a valid code. Level 0 has
    the coordinates a = 1 … aMax and delta = 1 … deltaMax; a coarser level the first a and δ of
    each block."""
    import xarray as xr

    root = Path(path)
    attrs = load_facts(root)
    if attrs is None:
        raise AtlasError(f"no atlas in {root}")
    if not attrs.get("complete"):
        raise AtlasError(f"the atlas in {root} is not complete: run its build again to finish it")
    raw = xr.open_zarr(root, group=None if level == 0 else str(level))
    out: dict[str, xr.DataArray] = {}
    for name, da in raw.data_vars.items():
        out[snake(str(name))] = decoded(str(name), da)
    return xr.Dataset(out, coords=raw.coords, attrs={snake(str(k)): v for k, v in raw.attrs.items()})


def decoded(name: str, da: xr.DataArray) -> xr.DataArray:
    """The stored field `name` with its codes as their names (w0IsW as booleans) and its missing
    value as NaN, its attributes kept. The fill value (the largest value of the type, what a chunk
    not written reads as, and the missing value of the fields that have one: store.fill_of) is never
    a code: it reads as None among names, NaN among numbers."""
    import xarray as xr

    values: list[str] | None = da.attrs.get("values")
    fill = int(np.iinfo(da.dtype).max)
    if values and da.ndim == 2:
        labels: NDArray[np.object_] = np.array([*values, None], dtype=object)
        if name == "w0IsW":
            labels = np.array([False, True, None], dtype=object)

        def label(codes: NDArray[np.integer[Any]]) -> NDArray[np.object_]:
            # Codes past the names (the missing and fill value) read as None.
            named: NDArray[np.object_] = labels[np.minimum(codes, len(labels) - 1)]
            return named

        out: xr.DataArray = xr.apply_ufunc(label, da, dask="parallelized", output_dtypes=[object])
        return out.assign_attrs(da.attrs)
    return da.where(da != fill).assign_attrs(da.attrs)
