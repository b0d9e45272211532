"""Shared helpers of the Python tests: the asg binary to compare with, a plain mex rule and its
period, and a Dask cluster of worker processes on this machine."""

from __future__ import annotations

import functools
import json
import os
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import pytest

import asg

if TYPE_CHECKING:
    from distributed import Client

ROOT = Path(__file__).resolve().parents[2]
T = TypeVar("T")


def snake(key: str) -> str:
    """A key of the CLI's JSON as the bindings name it: `heapPeriod` → `heap_period`, `w0IsW` →
    `w0_is_w`; the paper's symbols (`L`, `R`) stay (python/README.md, "Results")."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", lambda m: "_" + m.group(1).lower(), key)


def snake_keys(value: Any) -> Any:
    """The CLI's JSON `value` with every object's keys as the bindings name them."""
    if isinstance(value, dict):
        return {snake(k): snake_keys(v) for k, v in value.items()}
    if isinstance(value, list):
        return [snake_keys(v) for v in value]
    return value


def known(value: T | None) -> T:
    """`value`, which the test expects to be there (for the type checker: not None)."""
    assert value is not None
    return value


def asg_binary() -> Path:
    path = Path(os.environ.get("ASG_BIN", ROOT / "target" / "release" / "asg"))
    if not path.exists():
        pytest.fail(f"no asg binary at {path}: cargo build --release -p asg-cli --bin asg (./build.sh test does)")
    return path


@functools.cache
def landscape(a_max: int, delta_max: int, bound: int = asg.DEFAULT_BOUND) -> dict[tuple[int, int], dict[str, Any]]:
    """`asg landscape --json` of a plane, by (a, δ), its keys as the bindings name them."""
    command = [str(asg_binary()), "landscape", "--a-max", str(a_max), "--delta-max", str(delta_max)]
    command += ["--bound", str(bound), "--max-work", str(asg.MAX_WORK_CEILING), "--json"]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return {(c["a"], c["delta"]): snake_keys(c) for c in json.loads(out)}


def mex_values(moves: list[int], count: int) -> list[int]:
    """g(0), …, g(count − 1) by the mex rule, as plainly as it can be written."""
    g: list[int] = []
    for x in range(count):
        reached = {g[x - s] for s in moves if s <= x}
        v = 0
        while v in reached:
            v += 1
        g.append(v)
    return g


def brute_period(g: list[int], k: int) -> tuple[int, int]:
    """The smallest period of g from heap n/k on (n = len(g)), below n/(k + 1), and the first heap
    from which it holds."""
    n = len(g)
    p = next(p for p in range(1, n // (k + 1)) if all(g[x] == g[x + p] for x in range(n // k, n - p)))
    pre = n // k
    while pre > 0 and g[pre - 1] == g[pre - 1 + p]:
        pre -= 1
    return pre, p


@pytest.fixture(scope="session")
def client() -> Iterator[Client]:
    """The job's own LocalCluster of two single-threaded worker processes, shared by the tests."""
    from asg.atlas.job import Options, connect

    c, cluster = connect(Options(out=Path("unused"), a_max=1, delta_max=1, workers=2))
    yield c
    c.close()
    if cluster is not None:
        cluster.close()


def crc32c(data: bytes) -> int:
    """CRC-32C (Castagnoli, reflected 0x82F63B78), bit by bit, as plainly as it can be written."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF


def assert_xarray_is_asg_landscape(path: Path, a_max: int, delta_max: int) -> None:
    """`xarray.open_zarr(path)` against `asg landscape --json`, cell for cell: its coordinates are
    a = 1 … a_max and δ = 1 … delta_max, and every field, under the core's name (`asg.TILE_FIELDS`)
    and decoded by its own attributes, is the CLI's."""
    import numpy as np
    import xarray as xr

    ds = xr.open_zarr(path).compute()
    assert list(ds.a.values) == list(range(1, a_max + 1))
    assert list(ds.delta.values) == list(range(1, delta_max + 1))
    reference = landscape(a_max, delta_max)
    assert len(reference) == a_max * delta_max
    # The store keeps the core's names, as the page and the CLI's JSON have them.
    assert sorted(ds.data_vars) == sorted(f["name"] for f in asg.TILE_FIELDS)
    for name, da in ds.data_vars.items():
        assert da.dims == ("a", "delta"), name
        values, missing = da.attrs["values"], da.attrs["missing"]
        want = np.empty((a_max, delta_max), dtype=object)
        for (a, delta), cell in reference.items():
            v = cell[snake(str(name))]
            if name == "w0IsW" and v is not None:
                v = "yes" if v else "no"
            want[a - 1, delta - 1] = v
        got = da.values.astype(object)
        if values:
            got = np.array([[None if c == missing else values[c] for c in row] for row in got], dtype=object)
        elif missing is not None:
            got = np.where(got == missing, None, got)
        mismatch = np.argwhere(got != want)
        assert len(mismatch) == 0, f"{name} at (a, δ) = {[tuple(int(x) + 1 for x in m) for m in mismatch[:5]]}"
