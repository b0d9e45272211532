"""The atlas on a real cluster of processes on loopback: a `dask scheduler` and two `dask worker`
processes started here, the job given the scheduler's address, every cell compared with
`asg landscape` (also through `xarray.open_zarr`); and a worker killed mid-run, after which the
atlas is complete and the same."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from conftest import assert_xarray_is_asg_landscape, known, landscape

from asg.atlas import Options, build, cells, load_facts
from asg.atlas.store import tiles_done

if TYPE_CHECKING:
    from distributed import Client

DASK = Path(sys.executable).with_name("dask")


#: A scheduler's address and its worker processes.
Cluster = tuple[str, list[subprocess.Popen[bytes]]]


def start(args: list[str], log: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen([str(DASK), *args], stdout=subprocess.DEVNULL, stderr=open(log, "w"))


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[Cluster]:
    """A scheduler and two single-threaded workers (no nanny: each worker is one process)."""
    info = tmp_path / "scheduler.json"
    procs = [
        start(
            ["scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard", "--scheduler-file", str(info)],
            tmp_path / "scheduler.log",
        )
    ]
    try:
        deadline = time.monotonic() + 120
        while not info.exists() or not info.read_text().strip():
            assert procs[0].poll() is None and time.monotonic() < deadline, (tmp_path / "scheduler.log").read_text()
            time.sleep(0.05)
        address = json.loads(info.read_text())["address"]
        assert address.startswith("tcp://127.0.0.1:")
        for name in ("w1", "w2"):
            procs.append(
                start(
                    [
                        "worker",
                        "--scheduler-file",
                        str(info),
                        "--nthreads",
                        "1",
                        "--no-nanny",
                        "--no-dashboard",
                        "--host",
                        "127.0.0.1",
                        "--name",
                        name,
                    ],
                    tmp_path / f"{name}.log",
                )
            )
        yield address, procs[1:]
    finally:
        # Nothing of theirs is worth a graceful shutdown: end them at once.
        for p in procs:
            if p.poll() is None:
                p.kill()
            p.wait()


def job(address: str, out: Path, a_max: int, d_max: int, tile: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "asg.atlas",
        "build",
        "--a-max",
        str(a_max),
        "--delta-max",
        str(d_max),
        "--tile",
        tile,
        "--out",
        str(out),
        "--scheduler",
        address,
        "--workers",
        "2",
    ]


def same_as_asg_landscape(out: Path, a_max: int, d_max: int) -> None:
    reference = landscape(a_max, d_max)
    found = list(cells(out))
    assert len(found) == a_max * d_max == len(reference)
    for c in found:
        assert c == reference[(c["a"], c["delta"])], (c["a"], c["delta"])


def test_a_cluster_of_processes_computes_every_cell(cluster: Cluster, tmp_path: Path) -> None:
    address, _ = cluster
    out = tmp_path / "atlas"
    run = subprocess.run(job(address, out, 30, 240, "8x32"), capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert "on 2 workers" in run.stderr
    assert known(load_facts(out))["complete"]
    same_as_asg_landscape(out, 30, 240)
    assert_xarray_is_asg_landscape(out, 30, 240)


def test_a_worker_killed_mid_run_leaves_the_atlas_complete_and_the_same(
    cluster: Cluster, tmp_path: Path, client: Client
) -> None:
    address, workers = cluster
    out = tmp_path / "atlas"
    # Small tiles: the first is done long before the last, so the kill comes mid-run.
    a_max, d_max, tile = 40, 320, "4x32"
    driver = subprocess.Popen(job(address, out, a_max, d_max, tile), stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 300
    done: set[tuple[int, int]] = set()
    while time.monotonic() < deadline and driver.poll() is None:
        try:
            facts = load_facts(out)
            done = tiles_done(out, facts) if facts else set()
        except (OSError, ValueError):
            done = set()
        if done:
            break
        time.sleep(0.02)
    victim = workers[0]
    assert driver.poll() is None and victim.poll() is None, "the run ended before a worker could be killed"
    done_at_kill = len(done)
    os.kill(victim.pid, signal.SIGKILL)
    _, err = driver.communicate(timeout=600)
    assert victim.wait() == -signal.SIGKILL
    assert driver.returncode == 0, err
    assert 0 < done_at_kill < 10 * 10
    assert known(load_facts(out))["complete"]
    same_as_asg_landscape(out, a_max, d_max)
    assert_xarray_is_asg_landscape(out, a_max, d_max)
    # The same bytes as a run that lost no worker: every chunk is the same.
    reference = tmp_path / "reference"
    build(Options(out=reference, a_max=a_max, delta_max=d_max, tile_a=4, tile_delta=32, quiet=True), client=client)
    assert chunks(out) == chunks(reference)


def chunks(root: Path) -> dict[str, bytes]:
    """Every chunk of the store (its metadata aside, which says when it was built)."""
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in root.rglob("*")
        if p.is_file() and "/c/" in str(p.relative_to(root))
    }
