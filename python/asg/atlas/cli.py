"""The command line of the atlas: build, verify, bench. Exit status: 0 done, 1 a tile failed or
a file fails its checksum, 2 bad arguments or a refused build, 130 stopped by Ctrl-C (the atlas
is kept as far as it got, and the same command goes on from there)."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import Optional

import asg

from . import bench, job, store
from .format import AtlasError, Refused


def tile_size(text: str) -> tuple[int, int]:
    try:
        rows, cols = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected ROWSxCOLS, e.g. 64x256, got {text!r}") from None
    return rows, cols


def whole(text: str) -> int:
    try:
        return int(text.replace("_", ""))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m asg.atlas", description=__doc__)
    sub = p.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="compute an atlas (or go on with one) and write it to --out")
    b.add_argument("--a-max", type=whole, required=True, help="the plane's largest a")
    b.add_argument("--delta-max", type=whole, required=True, help="the plane's largest δ")
    b.add_argument("--out", type=Path, required=True, help="the atlas's folder (served as it is)")
    b.add_argument("--tile", type=tile_size, default=(64, 256), help="games per tile, a by δ (default 64x256)")
    b.add_argument("--bound", type=whole, default=asg.DEFAULT_BOUND, help="positions the mex rule may compute per game")
    b.add_argument("--scheduler", help="a Dask scheduler's address (tcp://HOST:8786); default: a LocalCluster here")
    b.add_argument(
        "--workers",
        type=whole,
        help="local worker processes (default: one per core); with --scheduler, wait for this many",
    )
    b.add_argument("--fresh", action="store_true", help="replace the atlas in --out instead of going on with it")
    b.add_argument("--quiet", action="store_true", help="nothing on stderr but what went wrong")
    v = sub.add_parser("verify", help="check every chunk of an atlas: there, of its size, its CRC-32C right")
    v.add_argument("--out", type=Path, required=True)
    m = sub.add_parser("bench", help="throughput per core: the atlas on local workers beside `asg landscape`")
    m.add_argument("--a-max", type=whole, default=200)
    m.add_argument("--delta-max", type=whole, default=1600)
    m.add_argument("--workers", type=whole, default=2)
    # The build's own tiles: smaller ones now cost more in Dask and in writing than in computing.
    m.add_argument("--tile", type=tile_size, default=(64, 256), help="games per tile, a by δ (default 64x256)")
    m.add_argument("--asg", type=Path, default=Path("target/release/asg"), help="the asg binary to compare with")
    m.add_argument("--default-seconds", type=float, help="the measured time of the default atlas, to project from")
    return p


def main(argv: Optional[list[str]] = None) -> int:
    args = parser().parse_args(argv)
    # Dask's own warnings (a worker lost, a task sent again) are told by the job in its words.
    logging.getLogger("distributed").setLevel(logging.ERROR)
    try:
        if args.command == "build":
            opts = job.Options(
                out=args.out,
                a_max=args.a_max,
                delta_max=args.delta_max,
                tile_a=args.tile[0],
                tile_delta=args.tile[1],
                bound=args.bound,
                scheduler=args.scheduler,
                workers=args.workers,
                fresh=args.fresh,
                quiet=args.quiet,
            )
            report = job.build(opts)
            if not args.quiet:
                print(job.summary(opts, report), file=sys.stderr)
            return 0
        if args.command == "verify":
            return verify_command(args.out)
        return bench.main(args)
    except job.Interrupted as stop:
        r = stop.report
        print(
            f"\natlas: interrupted: {r.reused + r.computed} of {r.tiles} tiles done and kept; "
            "the same command goes on from there",
            file=sys.stderr,
        )
        return 130
    except KeyboardInterrupt:
        print("\natlas: interrupted", file=sys.stderr)
        return 130
    except Refused as e:
        print(f"atlas: {e}", file=sys.stderr)
        return 2
    except (AtlasError, asg.AsgError, OSError) as e:
        print(f"atlas: {e}", file=sys.stderr)
        return 1


def verify_command(out: Path) -> int:
    if not out.is_dir():
        raise Refused(f"--out {out} is no folder: name an atlas's folder")
    attrs = store.load_facts(out)
    if attrs is None:
        raise Refused(f"no atlas in {out} (no {store.ROOT})")
    # A build not finished has level 0 alone, and its tiles not done yet are no fault.
    count = attrs["levels"] if attrs["complete"] else 1
    bad: list[tuple[int, int, int, Path, str]] = []
    chunks = 0
    for level in range(count):
        grid = store.grid_of(attrs, level)
        chunks += grid.rows * grid.cols * len(store.fields_of(level))
        bad += [(level, r, c, p, "fails its checksum") for r, c, p in store.damaged(out, attrs, level)]
        if attrs["complete"]:
            bad += [(level, r, c, p, "is missing") for r, c, p in store.missing(out, attrs, level)]
    for level, row, col, path, why in bad:
        print(f"atlas: level {level}, tile {row}-{col}: {path} {why}", file=sys.stderr)
    grid = store.grid_of(attrs)
    state = "complete" if attrs["complete"] else "not complete (a build goes on from where it stopped)"
    print(
        f"atlas: {chunks} chunks checked, {len(bad)} bad; {grid.rows * grid.cols} tiles at level 0, "
        f"{attrs['levels']} levels; {state}",
        file=sys.stderr,
    )
    return 1 if bad else 0
