"""Throughput of the atlas per worker core beside `asg landscape` per core, on the same plane in
the same run, and what that rate makes of larger atlases (the default one, a, δ ≤ 10^4).

The rate is measured in positions (the core's estimate of each game's work, the sum of
`asg::limits::cell_cost`) per core-second, so that it carries over to planes whose games cost more.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import asg

from .job import Options, build
from .progress import duration, grouped

#: The largest plane a projection is made for, and the bound it needs: the band formula's
#: period of every game with a, δ ≤ 10^4 is at most 88 881 111 < 2^27.
FAR = 10_000


def plane_work(a_max: int, delta_max: int, bound: int) -> int:
    """The estimated work of a ≤ a_max, δ ≤ delta_max, in slices the core accepts (2^26 games each)."""
    rows = max(1, (1 << 26) // delta_max)
    return sum(
        asg.tile_work(range(a, min(a + rows, a_max + 1)), range(1, delta_max + 1), bound=bound)
        for a in range(1, a_max + 1, rows)
    )


def main(args: argparse.Namespace) -> int:
    a_max, delta_max, workers = args.a_max, args.delta_max, args.workers
    games = a_max * delta_max
    bound = asg.DEFAULT_BOUND
    if not args.asg.exists():
        print(f"atlas bench: no asg binary at {args.asg} (cargo build --release -p asg)", file=sys.stderr)
        return 2
    print(f"plane a ≤ {a_max}, δ ≤ {delta_max}: {grouped(games)} games, {workers} cores", flush=True)

    env = dict(os.environ, RAYON_NUM_THREADS=str(workers))
    command = [str(args.asg), "landscape", "--a-max", str(a_max), "--delta-max", str(delta_max)]
    command += ["--bound", str(bound), "--max-work", str(asg.MAX_WORK_CEILING), "--json"]
    t = time.monotonic()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True, env=env)
    cli = time.monotonic() - t

    with tempfile.TemporaryDirectory() as folder:
        opts = Options(
            out=Path(folder) / "atlas",
            a_max=a_max,
            delta_max=delta_max,
            tile_a=args.tile[0],
            tile_delta=args.tile[1],
            bound=bound,
            workers=workers,
            quiet=True,
        )
        report = build(opts)
    atlas = report.compute_seconds

    per_core = lambda seconds: games / seconds / workers  # noqa: E731
    print(f"asg landscape ({workers} threads):  {cli:7.2f} s, {grouped(per_core(cli))} games/s per core")
    print(
        f"atlas ({workers} local workers):  {atlas:7.2f} s, {grouped(per_core(atlas))} games/s per core "
        f"(tiles {args.tile[0]}x{args.tile[1]}; {report.seconds:.2f} s with the cluster's start and the coarser levels)"
    )
    print(f"atlas time / asg landscape time per core: {atlas / cli:.2f} (target: at most 1.5)")

    work = plane_work(a_max, delta_max, bound)
    rate = work / atlas / workers
    print(f"rate: {grouped(rate)} positions per core-second (estimated work {grouped(work)} positions)")
    default = plane_work(400, 3200, bound)
    print(
        f"projected: the default atlas a ≤ 400, δ ≤ 3 200 ({grouped(default)} positions): "
        f"{duration(default / rate / workers)} on {workers} cores"
    )
    far = plane_work(FAR, FAR, asg.GUESS_BOUND)
    core_hours = far / rate / 3600
    line = ", ".join(f"{duration(far / rate / n)} on {n}" for n in (2, 16, 64, 256))
    print(
        f"projected: a, δ ≤ 10^4 with --bound {asg.GUESS_BOUND} ({grouped(far)} positions): "
        f"{core_hours:,.0f} core-hours; {line} workers"
    )
    return 0
