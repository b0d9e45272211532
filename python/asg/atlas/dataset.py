"""The atlas as an xarray Dataset with its codes decoded: regimes, kinds and answers as their
names, absent numbers as NaN, as the page shows them.

    >>> ds = asg.atlas.open("www/atlas")                  # doctest: +SKIP
    >>> ds.period.sel(a=5, delta=7).item(), ds.regime.sel(a=5, delta=7).item()  # doctest: +SKIP
    (130.0, 'primitive-quadratic')
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .format import AtlasError
from .store import load_facts


def open(path: str | Path, level: int = 0) -> Any:  # noqa: A001 (asg.atlas.open, as xarray.open_zarr)
    """Level `level` of the atlas at `path` as an xarray Dataset, lazily (Dask), with the codes of
    each field decoded by its attributes: a field with `values` as strings (w0IsW: True, False or
    None), one with a `missing` value as floats with NaN there; the others as stored. Level 0 has
    the coordinates a = 1 … aMax and delta = 1 … deltaMax; a coarser level the first a and δ of
    each block."""
    import numpy as np
    import xarray as xr

    root = Path(path)
    attrs = load_facts(root)
    if attrs is None:
        raise AtlasError(f"no atlas in {root}")
    if not attrs.get("complete"):
        raise AtlasError(f"the atlas in {root} is not complete: run its build again to finish it")
    raw = xr.open_zarr(root, group=None if level == 0 else str(level))
    out = {}
    for name, da in raw.data_vars.items():
        values, missing = da.attrs.get("values"), da.attrs.get("missing")
        if values and da.ndim == 2:
            labels: np.ndarray = np.array(values + [None], dtype=object)
            if name == "w0IsW":
                labels = np.array([False, True, None], dtype=object)
            # Codes past the names (the missing value) read as None.
            decoded = xr.apply_ufunc(
                lambda c, labels=labels: labels[np.minimum(c, len(labels) - 1)],
                da,
                dask="parallelized",
                output_dtypes=[object],
            )
            out[name] = decoded.assign_attrs(da.attrs)
        elif missing is not None:
            out[name] = da.where(da != missing).assign_attrs(da.attrs)
        else:
            out[name] = da
    return xr.Dataset(out, coords=raw.coords, attrs=raw.attrs)
