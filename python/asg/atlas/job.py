"""The atlas job: the plane cut into tiles, each tile a Dask task (compute_tile), the results
written as they come into the Zarr store (store.py), a chunk per field, each with its CRC-32C, so
that a rerun after Ctrl-C, a crash or a lost worker goes on where it stopped (a tile is done when
its chunks are there and sound); then the coarser levels.

With no scheduler it starts a LocalCluster of worker processes on this machine; given one
(tcp://HOST:8786), it runs the same tasks on that cluster. Workers need only the asg package;
the files are written here, by this process.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time
import uuid
import warnings
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional

import asg

from . import pyramid, store
from .format import AtlasError, Grid, Refused, StrPath, levels
from .progress import Progress, duration, grouped
from .tiles import TileResult, compute_tile

if TYPE_CHECKING:
    import zarr
    from distributed import Client, Future, LocalCluster

#: The most games in one tile: a task of seconds to minutes, and a few MB to send back.
MAX_TILE = 1 << 20
#: The most games in a plane: 2^28, 800 times the default atlas (its work is priced tile by tile,
#: about a second per 10^8 games, before anything is computed).
MAX_GAMES = 1 << 28
#: The most tiles at level 0: a chunk file per tile and field (2^16 tiles, 650 000 files).
MAX_TILES = 1 << 16


@dataclass
class Options:
    """What to build, where (`out`: a str or os.PathLike, a Path once given), and on which cluster."""

    out: StrPath
    a_max: int
    delta_max: int
    tile_a: int = 64
    tile_delta: int = 256
    bound: int = asg.DEFAULT_BOUND
    scheduler: Optional[str] = None
    workers: Optional[int] = None
    fresh: bool = False
    quiet: bool = False
    #: How often a tile whose worker died or failed for a passing reason is sent again.
    retries: int = 3

    def __post_init__(self) -> None:
        self.out = Path(self.out)


@dataclass
class Report:
    """What a build did."""

    tiles: int
    computed: int
    reused: int
    damaged: int
    games: int
    workers: int
    seconds: float
    compute_seconds: float
    complete: bool
    #: CPU seconds the workers spent in the tiles computed.
    tile_seconds: float = 0.0
    errors: list[str] = field(default_factory=list)


class Interrupted(Exception):
    """Ctrl-C: the atlas is saved as far as it got."""

    def __init__(self, report: Report):
        super().__init__("interrupted")
        self.report = report


def check(opts: Options) -> None:
    """Refuses options that cannot make an atlas, with a message that says what to change."""
    for name, value in [("--a-max", opts.a_max), ("--delta-max", opts.delta_max)]:
        if value < 1:
            raise Refused(f"{name} must be at least 1, got {value}")
    if opts.tile_a < 1 or opts.tile_delta < 1:
        raise Refused(f"--tile must be two whole numbers of at least 1, got {opts.tile_a}x{opts.tile_delta}")
    if opts.tile_a * opts.tile_delta > MAX_TILE:
        raise Refused(f"--tile {opts.tile_a}x{opts.tile_delta} holds more than {MAX_TILE} games: choose smaller tiles")
    if not 1 <= opts.bound <= asg.MAX_BOUND:
        raise Refused(f"--bound must be from 1 to {asg.MAX_BOUND}, got {opts.bound}")
    if opts.workers is not None and opts.workers < 1:
        raise Refused(f"--workers must be at least 1, got {opts.workers}")
    # The plane is priced before anything is held or computed: its games, then its tiles.
    games = opts.a_max * opts.delta_max
    if games > MAX_GAMES:
        raise Refused(
            f"a ≤ {opts.a_max}, δ ≤ {opts.delta_max} is {grouped(games)} games; an atlas holds at most "
            f"{grouped(MAX_GAMES)} (2^28): "
            "choose a smaller plane"
        )
    tiles = -(-opts.a_max // opts.tile_a) * -(-opts.delta_max // opts.tile_delta)
    if tiles > MAX_TILES:
        raise Refused(
            f"--tile {opts.tile_a}x{opts.tile_delta} cuts the plane into {grouped(tiles)} tiles; at most "
            f"{grouped(MAX_TILES)} (2^16): "
            "choose larger tiles"
        )
    out = Path(opts.out)
    if out.exists() and not out.is_dir():
        raise Refused(f"--out {opts.out} is a file: name a folder (new, empty, or an atlas to go on with)")


def describe(attrs: dict[str, Any]) -> str:
    return (
        f"a ≤ {attrs['aMax']}, δ ≤ {attrs['deltaMax']} in tiles of {attrs['tileA']}x{attrs['tileDelta']}, "
        f"bound {attrs['bound']}, core {attrs['core']}"
    )


#: The facts two builds must share for one to go on with the other's atlas.
SAME = ("core", "aMax", "deltaMax", "bound", "tileA", "tileDelta")


def open_atlas(opts: Options, say: Callable[[str], None]) -> tuple[zarr.Group, dict[str, Any]]:
    """The store to go on with (the zarr root group) and its facts: the one in --out if it is of the
    same atlas, else a new one."""
    out = Path(opts.out)
    wanted = store.facts(opts.a_max, opts.delta_max, opts.tile_a, opts.tile_delta, opts.bound)
    if opts.fresh:
        store.remove(out)
    found = store.load_facts(out)
    if found is None:
        # (A root left is the one that says there is no atlas: the build replaces it.)
        if out.exists() and any(p.name not in (store.ROOT, store.OLD_MANIFEST) for p in out.iterdir()):
            raise Refused(f"{out} is not empty and holds no atlas: choose an empty or a new folder")
        # (The first format's manifest that said there was no atlas goes too.)
        (out / store.OLD_MANIFEST).unlink(missing_ok=True)
        out.mkdir(parents=True, exist_ok=True)
        return store.create(out, wanted), wanted
    if any(found.get(k) != wanted[k] for k in SAME):
        raise Refused(
            f"{out} holds an atlas of {describe(found)}; this build asks for {describe(wanted)}. "
            "Choose another --out, or add --fresh to replace it"
        )
    say(f"atlas: going on with the atlas in {out}")
    # Without its consolidated metadata, which the build writes again once the atlas is complete.
    import zarr

    return zarr.open_group(str(out), mode="r+", zarr_format=3, use_consolidated=False), found


def connect(opts: Options) -> tuple[Client, Optional[LocalCluster]]:
    """A Dask client: of the cluster at --scheduler, or of a LocalCluster started here."""
    import dask
    from distributed import Client, LocalCluster

    if opts.scheduler:
        try:
            client = Client(opts.scheduler, timeout="30s")
        except (OSError, ValueError, TypeError) as e:
            # Dask's own message, first line: the address it could not read or reach.
            reason = (str(e).strip() or type(e).__name__).splitlines()[0]
            raise Refused(f"--scheduler {opts.scheduler!r}: no Dask scheduler there ({reason})") from None
        if opts.workers:
            client.wait_for_workers(opts.workers, timeout=120)
        return client, None
    n = opts.workers or os.cpu_count() or 1
    # Ctrl-C is this process's to handle (it stops the cluster; every tile written is kept): the
    # worker processes, started now, inherit a SIGINT that is ignored.
    interrupt = signal.signal(signal.SIGINT, signal.SIG_IGN) if in_main_thread() else None
    try:
        # One single-threaded process per core: a tile holds its core while it runs (without the GIL).
        # Without Dask's MALLOC_TRIM_THRESHOLD_: it fixes glibc's mmap threshold at 128 KiB, so
        # every period table of the core is mapped and unmapped again (1.6 times the CPU).
        with dask.config.set({"distributed.nanny.pre-spawn-environ.MALLOC_TRIM_THRESHOLD_": None}):
            cluster = LocalCluster(
                n_workers=n, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=logging.CRITICAL
            )
    finally:
        if interrupt is not None:
            signal.signal(signal.SIGINT, interrupt)
    return Client(cluster), cluster


def in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def fatal(error: BaseException) -> bool:
    """Whether a tile's failure would only come back if it ran again: the core's answer to bad input."""
    code = getattr(error, "code", None)
    return isinstance(error, asg.AsgError) and code not in ("out-of-memory", "interrupted")


def build(opts: Options, say: Optional[Callable[[str], None]] = None, client: Optional[Client] = None) -> Report:
    """Builds (or goes on with) the atlas of `opts`; see the module's documentation. With a
    `client` (a distributed.Client of your own, as in a notebook) the tiles run on its cluster,
    which is left running. Its news goes to `say` (default: a line each on stderr); with
    `opts.quiet` only what went wrong (a chunk that failed its checksum, a tile lost) is said."""
    check(opts)
    started = time.monotonic()
    progress = Progress(0, 0, 0, quiet=opts.quiet)
    warn = say or progress.say
    news = quiet if opts.quiet else warn
    with store.writing():
        return build_in(opts, news, warn, progress, started, client)


def quiet(_: str) -> None:
    """What a quiet build does with its news."""


def build_in(
    opts: Options,
    say: Callable[[str], None],
    warn: Callable[[str], None],
    progress: Progress,
    started: float,
    client: Optional[Client],
) -> Report:
    group, attrs = open_atlas(opts, say)
    out = Path(opts.out)
    grid = store.grid_of(attrs)
    damaged = store.damaged(out, attrs, 0)
    for row, col, path in damaged:
        warn(f"atlas: tile {row}-{col}: {path} fails its checksum; computing the tile again")
        path.unlink()
    done = store.tiles_done(out, attrs)
    todo = [t for t in grid.tiles() if t not in done]
    total = grid.rows * grid.cols
    report = Report(
        tiles=total,
        computed=0,
        reused=total - len(todo),
        damaged=len({(r, c) for r, c, _ in damaged}),
        games=0,
        workers=0,
        seconds=0.0,
        compute_seconds=0.0,
        complete=False,
    )
    if todo:
        # Until every tile is there, the atlas is level 0 alone, and says it is not complete.
        for name in list(group.group_keys()):
            del group[name]
        group.attrs.update({"complete": False, "built": None})
        compute(opts, group, grid, todo, report, progress, say, warn, client)
    wanted = levels(opts.a_max, opts.delta_max, opts.tile_a, opts.tile_delta)
    stale = report.computed > 0 or not group.attrs.get("complete")
    stale = stale or any(store.missing(out, attrs, g.level) or store.damaged(out, attrs, g.level) for g in wanted[1:])
    if stale:
        import zarr

        pyramid.build(group, grid, say)
        # When the atlas was finished (UTC), for the page that shows it.
        built = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        group.attrs.update({"complete": True, "built": built})
        # Every array's metadata in the root's zarr.json: xarray opens the store in one read
        # (zarr-python and xarray read it; it is not in the v3 specification yet, so zarr warns).
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            zarr.consolidate_metadata(str(out), zarr_format=3)
    report.complete = True
    report.seconds = time.monotonic() - started
    return report


def compute(
    opts: Options,
    group: zarr.Group,
    grid: Grid,
    todo: list[tuple[int, int]],
    report: Report,
    progress: Progress,
    say: Callable[[str], None],
    warn: Callable[[str], None],
    given: Optional[Client] = None,
) -> None:
    """Runs the tiles of `todo` on the cluster and writes each as it comes (a chunk per field: a
    tile whose chunks are all there is done, whatever stops the run after)."""
    from distributed import as_completed

    # Pricing a large plane takes seconds: say so at once rather than nothing.
    say(f"atlas: pricing {grouped(len(todo))} tiles by their work")
    work = {t: asg.tile_work(*grid.games(*t), bound=opts.bound) for t in todo}
    # The costliest first: the last tiles to finish are then small, and no worker waits long.
    todo = sorted(todo, key=lambda t: -work[t])
    progress.tiles, progress.tiles_done, progress.work_left = (
        len(todo) + report.reused,
        report.reused,
        sum(work.values()),
    )
    client, cluster = (given, None) if given is not None else connect(opts)
    run = uuid.uuid4().hex[:8]
    tries: dict[tuple[int, int], int] = {}
    core = group.attrs["core"]

    def submit(t: tuple[int, int]) -> Future[TileResult]:
        a, d = grid.games(*t)
        tries[t] = tries.get(t, 0) + 1
        key = f"asg-atlas-{t[0]}-{t[1]}-{run}-{tries[t]}"
        return client.submit(
            compute_tile, a.start, a.stop, d.start, d.stop, opts.bound, key=key, priority=work[t], pure=False
        )

    try:
        report.workers = len(client.scheduler_info().get("workers", {}))
        say(
            f"atlas: {len(todo)} of {grid.rows * grid.cols} tiles to compute on "
            f"{report.workers or 'the'} worker{'s' if report.workers != 1 else ''}"
        )
        t0 = time.monotonic()
        progress.start = t0
        futures = {submit(t): t for t in todo}
        queue = as_completed(list(futures))
        for future in queue:
            t = futures.pop(future)
            if future.status != "finished":
                error = future.exception()
                if fatal(error) or tries[t] > opts.retries:
                    raise AtlasError(
                        f"tile {t[0]}-{t[1]} (a in {grid.games(*t)[0]}, δ in {grid.games(*t)[1]}) failed: {error}"
                    )
                warn(f"atlas: tile {t[0]}-{t[1]} was lost ({type(error).__name__}); sending it again")
                again = submit(t)
                futures[again] = t
                queue.add(again)
                continue
            result = future.result()
            future.release()
            if result["core"] != core:
                raise AtlasError(
                    f"a worker runs asg core {result['core']}, this atlas is of core {core}: "
                    "install the same asg on every worker"
                )
            store.write_tile(group, grid, t, result["fields"])
            report.computed += 1
            report.games += result["games"]
            report.tile_seconds += result["seconds"]
            progress.done(result["games"], work[t])
        report.compute_seconds = time.monotonic() - t0
        progress.close()
    except KeyboardInterrupt:
        progress.close()
        report.compute_seconds = time.monotonic() - progress.start
        raise Interrupted(report) from None
    finally:
        if given is None:
            client.close()
        if cluster is not None:
            cluster.close()


def summary(opts: Options, report: Report) -> str:
    rate = report.games / report.compute_seconds if report.compute_seconds else 0
    text = (
        f"atlas: a ≤ {opts.a_max}, δ ≤ {opts.delta_max} in {opts.out}: {report.tiles} tiles "
        f"({report.computed} computed, {report.reused} kept"
    )
    if report.damaged:
        text += f", {report.damaged} damaged and computed again"
    text += f") in {duration(report.seconds)}"
    if report.computed:
        text += f"; {grouped(report.games)} games at {grouped(rate)} games/s"
        if report.workers:
            text += f" on {report.workers} worker{'s' if report.workers != 1 else ''}"
    return text
