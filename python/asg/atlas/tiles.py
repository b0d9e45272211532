"""The task a Dask worker runs: one tile of the landscape, a pure function of its inputs.

It needs only the asg package (not Dask), and returns the tile's bytes rather than writing
them, so that a worker on another machine needs no access to the atlas's folder, a lost
worker's tile is simply run again, and the same inputs always give the same bytes.
"""

from __future__ import annotations

import time
from typing import TypedDict

import asg


class TileResult(TypedDict):
    core: str
    games: int
    fields: dict[str, bytes]
    #: CPU seconds the worker spent on the tile (for the throughput; not written to the atlas).
    seconds: float


def compute_tile(a_start: int, a_stop: int, delta_start: int, delta_stop: int, bound: int) -> TileResult:
    """The cells a in [a_start, a_stop), delta in [delta_start, delta_stop), field by field as stored."""
    start = time.thread_time()
    tile = asg.landscape_tile(
        range(a_start, a_stop), range(delta_start, delta_stop), bound=bound, max_work=asg.MAX_WORK_CEILING
    )
    fields = tile.fields()
    return {"core": asg.CORE_VERSION, "games": len(tile), "fields": fields, "seconds": time.thread_time() - start}
