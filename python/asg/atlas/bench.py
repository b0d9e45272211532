"""Throughput of the atlas per worker core beside `asg landscape` per core, on the same plane in
the same run, and what that rate makes of larger atlases (the default one, a, δ ≤ 10^4).

The rate is measured in positions (the core's estimate of each game's work, the sum of
`asg::limits::cell_cost`) per core-second, so that it carries over to planes whose games cost more.
"""

from __future__ import annotations

import argparse
import os
import resource
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


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


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
        print(f"atlas bench: no asg binary at {args.asg} (cargo build --release -p asg-cli)", file=sys.stderr)
        return 2
    print(f"plane a ≤ {a_max}, δ ≤ {delta_max}: {grouped(games)} games, {workers} cores", flush=True)

    env = dict(os.environ, RAYON_NUM_THREADS=str(workers))
    command = [str(args.asg), "landscape", "--a-max", str(a_max), "--delta-max", str(delta_max)]
    command += ["--bound", str(bound), "--max-work", str(asg.MAX_WORK_CEILING), "--json"]
    cpu0, t = children_cpu(), time.monotonic()
    # Its progress lines are left out: this prints the figures.
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=env)
    cli, cli_cpu = time.monotonic() - t, children_cpu() - cpu0

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
        cpu0 = children_cpu()
        report = build(opts)
        # The worker processes are this process's children, counted once the cluster is closed.
        workers_cpu = children_cpu() - cpu0
    atlas = report.compute_seconds

    def per(seconds: float, cores: int) -> str:
        return grouped(games / seconds / cores)

    print(
        f"asg landscape ({workers} threads):  {cli:7.2f} s, {per(cli, workers)} games/s per core; "
        f"CPU {cli_cpu:.2f} s, {per(cli_cpu, 1)} games per CPU-second"
    )
    print(
        f"atlas ({workers} local workers):  {atlas:7.2f} s, {per(atlas, workers)} games/s per core "
        f"(tiles {args.tile[0]}x{args.tile[1]}; {report.seconds:.2f} s with the cluster's start and the coarser levels); "
        f"CPU in the tiles {report.tile_seconds:.2f} s, {per(report.tile_seconds, 1)} games per CPU-second, "
        f"{workers_cpu:.2f} s in the worker processes with their start"
    )
    print(
        f"per core, atlas / asg landscape: {atlas / cli:.2f} in time, {report.tile_seconds / cli_cpu:.2f} in CPU "
        f"({workers_cpu / cli_cpu:.2f} with the workers' start) (target: at most 1.5)"
    )

    work = plane_work(a_max, delta_max, bound)
    # Positions per CPU-second in the tiles: what each idle core of a cluster computes, load or not here.
    rate = work / report.tile_seconds
    print(
        f"rate: {grouped(rate)} positions per CPU-second in the tiles (estimated work {grouped(work)} positions); "
        f"{grouped(work / atlas / workers)} per core-second of wall time here"
    )
    default = plane_work(400, 3200, bound)
    print(
        f"projected: the default atlas a ≤ 400, δ ≤ 3 200 ({grouped(default)} positions): "
        f"{duration(default / rate)} of CPU, {duration(default / rate / workers)} on {workers} idle cores"
    )
    far = plane_work(FAR, FAR, asg.GUESS_BOUND)
    line = ", ".join(f"{duration(far / rate / n)} on {n}" for n in (2, 16, 64, 256))
    print(
        f"projected: a, δ ≤ 10^4 with --bound {asg.GUESS_BOUND} ({grouped(far)} positions): "
        f"{far / rate / 3600:,.0f} core-hours; {line} workers"
    )
    return 0
