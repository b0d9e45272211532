"""The atlas: the period landscape of a whole plane of games, computed as tiles on a Dask
cluster and written as static files (manifest.json, tiles by field, coarser levels).

    python -m asg.atlas build --a-max 400 --delta-max 3200 --out www/atlas
    python -m asg.atlas verify --out www/atlas
    python -m asg.atlas bench

The format is described in format.py and in docs/researchers.md ("The format").
"""

from .format import AtlasError, Grid, Refused, cells, load_manifest, read_field
from .job import Interrupted, Options, Report, build

__all__ = [
    "AtlasError",
    "Grid",
    "Interrupted",
    "Options",
    "Refused",
    "Report",
    "build",
    "cells",
    "load_manifest",
    "read_field",
]
