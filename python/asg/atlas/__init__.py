"""The atlas: the period landscape of a whole plane of games, computed as tiles on a Dask
cluster and written as a Zarr v3 store (one array per field, a chunk per tile, coarser levels
as groups), which a web host serves as it is and xarray opens.

    python -m asg.atlas build --a-max 400 --delta-max 3200 --out www/atlas
    python -m asg.atlas verify --out www/atlas
    python -m asg.atlas bench

    >>> ds = asg.atlas.open("www/atlas")     # an xarray Dataset, codes decoded   # doctest: +SKIP

The format is described in store.py and in docs/researchers.md ("The format").
"""

from .dataset import open
from .format import AtlasError, Grid, Refused
from .job import Interrupted, Options, Report, build
from .store import cells, load_facts

__all__ = [
    "AtlasError",
    "Grid",
    "Interrupted",
    "Options",
    "Refused",
    "Report",
    "build",
    "cells",
    "load_facts",
    "open",
]
