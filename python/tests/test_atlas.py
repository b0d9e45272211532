"""The atlas's files against `asg landscape` (every cell), a sample against a plain mex rule, the
coarser levels against sums made here, and the checksums against zlib; damaged files found and
computed again, finished tiles kept, Ctrl-C survived, bad requests refused."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
import zlib
from array import array
from datetime import UTC, datetime
from pathlib import Path

import pytest
from conftest import brute_period, landscape, mex_values

import asg
from asg.atlas import Options, Refused, build, cells, load_manifest, read_field
from asg.atlas.cli import main as cli
from asg.atlas.format import PYRAMID_FIELDS, REGIMES, Grid

A_MAX, D_MAX, TILE = 37, 150, (8, 32)  # 5 x 5 tiles, those at the far edges cut short


def options(out: Path, **kw) -> Options:
    args = dict(out=out, a_max=A_MAX, delta_max=D_MAX, tile_a=TILE[0], tile_delta=TILE[1], quiet=True)
    return Options(**{**args, **kw})


@pytest.fixture(scope="module")
def atlas(tmp_path_factory, client) -> Path:
    out = tmp_path_factory.mktemp("atlas") / "atlas"
    report = build(options(out), client=client)
    assert (report.tiles, report.computed, report.reused, report.complete) == (25, 25, 0, True)
    return out


def files(root: Path) -> dict[str, bytes]:
    out = {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
    # The manifest says when the atlas was finished: the same atlas made again differs only there.
    if "manifest.json" in out:
        manifest = json.loads(out["manifest.json"])
        manifest.pop("built", None)
        out["manifest.json"] = json.dumps(manifest, sort_keys=True).encode()
    return out


def test_every_cell_is_the_one_asg_landscape_gives(atlas: Path):
    found = list(cells(atlas))
    assert len(found) == A_MAX * D_MAX
    same_plane = landscape(A_MAX, D_MAX)
    wider = landscape(A_MAX + 8, 120)  # overlaps the atlas in a ≤ 37, δ ≤ 120
    overlap = 0
    for c in found:
        key = (c["a"], c["delta"])
        assert c == same_plane[key], key
        if key in wider:
            assert c == wider[key], key
            overlap += 1
        assert c["band_kind"] == asg.Game.from_delta(*key).facts()["band"]["kind"], key
    assert overlap == A_MAX * 120


def w_positions(a: int, delta: int, end: int) -> set[int]:
    """{w_n} below `end`: w_n = n + a⌊n/a⌋ + b⌊n/δ⌋."""
    b, out, n = a + delta, set(), 0
    while (w := n + a * (n // a) + b * (n // delta)) < end:
        out.add(w)
        n += 1
    return out


def test_a_sample_of_cells_against_a_plain_mex_rule(atlas: Path):
    rng = random.Random(2603)
    by_game = {(c["a"], c["delta"]): c for c in cells(atlas)}
    sample = [(rng.randint(1, 12), rng.randint(1, 60)) for _ in range(30)]
    sample += [(rng.randint(13, A_MAX), rng.randint(1, D_MAX)) for _ in range(6)] + [(5, 7), (5, 16), (6, 9)]
    for a, delta in sample:
        cell = by_game[(a, delta)]
        moves = [a, a + delta, 2 * a + delta]
        length = 4 * cell["prediction"] + 4 * moves[-1] + 100
        g = mex_values(moves, length)
        pre, p = brute_period(g, 2)
        assert (cell["preperiod"], cell["period"]) == (pre, p), (a, delta)
        assert cell["max_value"] == max(g[: pre + p]), (a, delta)
        zeros = {x for x in range(length) if g[x] == 0}
        assert cell["w0_is_w"] == (zeros == w_positions(a, delta, length)), (a, delta)
        assert cell["agreement"] == ("yes" if p == cell["prediction"] else "no"), (a, delta)


def test_the_files_are_the_manifests(atlas: Path):
    manifest = json.loads((atlas / "manifest.json").read_text())
    assert manifest["format"] == "asg-atlas" and manifest["version"] == 1 and manifest["complete"]
    assert manifest["plane"] == {"aMax": A_MAX, "deltaMax": D_MAX} and manifest["games"] == A_MAX * D_MAX
    assert manifest["core"] == asg.CORE_VERSION and manifest["checksum"] == "crc32"
    # When it was finished, in UTC, to the second (the page shows it).
    built = datetime.strptime(manifest["built"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    assert abs((datetime.now(UTC) - built).total_seconds()) < 3600
    sizes = {"u8": 1, "u32": 4}
    listed = set()
    for entry in manifest["levels"]:
        level = entry["level"]
        assert entry["block"] == 2**level
        grid = Grid(A_MAX, D_MAX, *TILE, level)
        assert (entry["rows"], entry["cols"]) == (grid.rows, grid.cols)
        for row in range(entry["rows"]):
            for col in range(entry["cols"]):
                rows, cols = grid.blocks(row, col)
                for f in entry["fields"]:
                    name = manifest["path"].format(level=level, row=row, col=col, field=f["name"])
                    data = (atlas / name).read_bytes()
                    listed.add(name)
                    assert len(data) == len(rows) * len(cols) * f["components"] * sizes[f["type"]], name
                    # zlib's CRC-32: any reader can check a file with the one it has.
                    assert entry["checksums"][f["name"]][row * entry["cols"] + col] == zlib.crc32(data), name
    assert len(manifest["levels"]) == 4  # 5 x 5 tiles, then 3 x 3, 2 x 2 and one
    assert listed == set(files(atlas)) - {"manifest.json"}


def test_the_coarser_levels_sum_up_the_cells(atlas: Path):
    manifest = load_manifest(atlas)
    games = list(cells(atlas, manifest))
    for entry in manifest["levels"][1:]:
        level = entry["level"]
        assert [f["name"] for f in entry["fields"]] == [f["name"] for f in PYRAMID_FIELDS]
        want: dict[tuple[int, int], dict] = {}
        for c in games:
            block = want.setdefault(
                ((c["a"] - 1) >> level, (c["delta"] - 1) >> level),
                {"periods": [], "regimes": [0] * 4, "agreements": [0] * 3},
            )
            if c["period"] is not None:
                block["periods"].append(c["period"])
            block["regimes"][REGIMES.index(c["regime"])] += 1
            block["agreements"][["no", "yes", "unknown"].index(c["agreement"])] += 1
        grid = Grid(A_MAX, D_MAX, *TILE, level)
        seen = 0
        for row, col in grid.tiles():
            got = {f["name"]: read_field(atlas, manifest, level, row, col, f["name"]) for f in PYRAMID_FIELDS}
            rows, cols = grid.blocks(row, col)
            i = 0
            for r in rows:
                for c in cols:
                    block = want[(r, c)]
                    none = 2**32 - 1
                    assert got["minPeriod"][i] == min(block["periods"], default=none)
                    assert got["maxPeriod"][i] == max(block["periods"], default=none)
                    assert list(got["regimeCounts"][4 * i : 4 * i + 4]) == block["regimes"]
                    assert list(got["agreementCounts"][3 * i : 3 * i + 3]) == block["agreements"]
                    i += 1
                    seen += 1
        assert seen == len(want)


def test_a_damaged_file_is_found_and_its_tile_computed_again(atlas: Path, tmp_path: Path, client, capsys):
    copy = tmp_path / "atlas"
    shutil.copytree(atlas, copy)
    original = files(atlas)
    flipped = copy / "0/1-2/period.bin"
    data = bytearray(flipped.read_bytes())
    data[17] ^= 0x01
    flipped.write_bytes(bytes(data))
    cut = copy / "0/0-0/regime.bin"
    cut.write_bytes(cut.read_bytes()[:-1])
    (copy / "0/3-4/agreement.bin").unlink()
    (copy / "2/0-1/minPeriod.bin").write_bytes(b"\0" * len((copy / "2/0-1/minPeriod.bin").read_bytes()))
    assert cli(["verify", "--out", str(copy)]) == 1
    said = capsys.readouterr().err
    for bad in [flipped, cut, copy / "0/3-4/agreement.bin", copy / "2/0-1/minPeriod.bin"]:
        assert f"{bad} is missing or fails its checksum" in said, said  # each bad file by its path
    with pytest.raises(asg.atlas.AtlasError, match="fails its checksum"):
        read_field(copy, load_manifest(copy), 0, 1, 2, "period")
    report = build(options(copy), client=client)
    assert (report.damaged, report.computed, report.reused) == (3, 3, 22)
    assert files(copy) == original
    assert cli(["verify", "--out", str(copy)]) == 0


def test_a_rerun_computes_only_what_is_not_done(atlas: Path, tmp_path: Path, client):
    copy = tmp_path / "atlas"
    shutil.copytree(atlas, copy)
    manifest = load_manifest(copy)
    for sums in manifest["levels"][0]["checksums"].values():
        sums[7] = None  # as after Ctrl-C between writing the tile's files and recording them
        sums[24] = None
    manifest["complete"] = False
    (copy / "manifest.json").write_text(json.dumps(manifest))
    report = build(options(copy), client=client)
    assert (report.computed, report.reused, report.damaged) == (2, 23, 0)
    assert files(copy) == files(atlas)
    # Nothing left to do: nothing computed, nothing rewritten.
    again = build(options(copy), client=client)
    assert (again.computed, again.reused) == (0, 25)
    assert files(copy) == files(atlas)


def test_requests_that_cannot_make_an_atlas_are_refused(atlas: Path, tmp_path: Path, client):
    with pytest.raises(Refused, match="--fresh"):
        build(options(atlas, delta_max=D_MAX + 1), client=client)
    other = tmp_path / "site"
    other.mkdir()
    (other / "index.html").write_text("<!doctype html>")
    with pytest.raises(Refused, match="not empty and holds no atlas"):
        build(options(other), client=client)
    assert (other / "index.html").exists() and not (other / "manifest.json").exists()
    for bad in [dict(tile_a=0), dict(a_max=0), dict(bound=asg.MAX_BOUND + 1), dict(tile_a=2048, tile_delta=1024)]:
        with pytest.raises(Refused):
            build(options(tmp_path / "new", **bad), client=client)
    assert cli(["build", "--a-max", "0", "--delta-max", "5", "--out", str(tmp_path / "x"), "--quiet"]) == 2
    copy = tmp_path / "fresh"
    shutil.copytree(atlas, copy)
    report = build(options(copy, a_max=8, delta_max=20, fresh=True), client=client)
    assert report.computed == 1 and load_manifest(copy)["plane"] == {"aMax": 8, "deltaMax": 20}
    assert sorted(p.name for p in copy.iterdir()) == ["0", "manifest.json"]


@pytest.mark.parametrize(
    "plane, words",
    [
        (["--a-max", "10", "--delta-max", "10000000000"], "100\u2009000\u2009000\u2009000 games"),
        (["--a-max", "100000", "--delta-max", "100000"], "10\u2009000\u2009000\u2009000 games"),
        (["--a-max", "4096", "--delta-max", "4096", "--tile", "1x1"], "16\u2009777\u2009216 tiles"),
    ],
)
def test_a_plane_too_large_is_refused_at_once(tmp_path: Path, capsys, plane: list[str], words: str):
    started = time.monotonic()
    assert cli(["build", *plane, "--out", str(tmp_path / "big"), "--quiet"]) == 2
    assert time.monotonic() - started < 2, "priced, not started"
    said = capsys.readouterr().err
    assert words in said and said.count("\n") == 1, said
    assert not (tmp_path / "big").exists()


def test_bad_places_are_refused_in_one_line(tmp_path: Path, capsys):
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    assert cli(["build", "--a-max", "2", "--delta-max", "3", "--out", str(a_file), "--quiet"]) == 2
    assert "is a file" in capsys.readouterr().err and a_file.read_text() == "not a folder"
    out = tmp_path / "atlas"
    assert (
        cli(["build", "--a-max", "2", "--delta-max", "3", "--out", str(out), "--scheduler", "nonsense", "--quiet"]) == 2
    )
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "--scheduler 'nonsense'" in said and "Traceback" not in said, said
    assert cli(["verify", "--out", str(a_file)]) == 2


def test_ctrl_c_keeps_what_is_done_and_a_rerun_goes_on(tmp_path: Path, client):
    out = tmp_path / "atlas"
    a_max, d_max = 100, 800
    command = [sys.executable, "-m", "asg.atlas", "build", "--a-max", str(a_max), "--delta-max", str(d_max)]
    # Small tiles: the first is done long before the last, so the interrupt comes mid-run.
    command += ["--tile", "8x32", "--out", str(out), "--workers", "2"]
    # A terminal's Ctrl-C goes to the whole process group: the job and its workers. The job starts
    # with SIGINT live, as from a terminal, even when these tests run in the background (where a
    # shell starts them with SIGINT ignored, and Python then installs no handler for it).
    job = subprocess.Popen(
        command,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    deadline = time.monotonic() + 300
    done_then = 0
    while time.monotonic() < deadline and job.poll() is None:
        manifest = try_manifest(out)
        if manifest and (done_then := tiles_done(manifest)) >= 1:
            break
        time.sleep(0.02)
    assert job.poll() is None, "the job ended before it could be interrupted"
    os.killpg(job.pid, signal.SIGINT)
    _, err = job.communicate(timeout=120)
    assert job.returncode == 130, err
    assert "interrupted" in err and "the same command goes on" in err
    manifest = load_manifest(out)
    kept = tiles_done(manifest)
    total = 13 * 25
    assert done_then <= kept < total and not manifest["complete"]
    assert cli(["verify", "--out", str(out)]) == 0
    report = build(Options(out=out, a_max=a_max, delta_max=d_max, tile_a=8, tile_delta=32, quiet=True), client=client)
    assert (report.reused, report.computed) == (kept, total - kept)
    reference = landscape(a_max, d_max)
    found = list(cells(out))
    assert len(found) == a_max * d_max
    assert all(c == reference[(c["a"], c["delta"])] for c in found)


def try_manifest(out: Path):
    try:
        return json.loads((out / "manifest.json").read_text())
    except (OSError, ValueError):
        return None


def tiles_done(manifest: dict) -> int:
    sums = manifest["levels"][0]["checksums"]
    return sum(all(s[i] is not None for s in sums.values()) for i in range(len(sums["period"])))


def test_fields_decode_the_same_on_any_machine(atlas: Path):
    """The files are little-endian whatever the machine: read by hand, they give the cells."""
    manifest = load_manifest(atlas)
    data = (atlas / "0/2-3/period.bin").read_bytes()
    by_hand = [int.from_bytes(data[i : i + 4], "little") for i in range(0, len(data), 4)]
    assert by_hand == list(read_field(atlas, manifest, 0, 2, 3, "period"))
    a_range, d_range = Grid(A_MAX, D_MAX, *TILE).games(2, 3)
    reference = landscape(A_MAX, D_MAX)
    want = [reference[(a, d)]["period"] for a in a_range for d in d_range]
    assert by_hand == [2**32 - 1 if p is None else p for p in want]
    assert isinstance(read_field(atlas, manifest, 0, 2, 3, "regime"), array)


def test_the_local_workers_keep_mallocs_own_thresholds(client):
    """Dask's nanny starts workers with MALLOC_TRIM_THRESHOLD_, which pins glibc's mmap threshold
    at 128 KiB and makes every period table of the core cost page faults; the job's cluster does not."""
    found = client.run(lambda: os.environ.get("MALLOC_TRIM_THRESHOLD_"))
    assert len(found) == 2 and set(found.values()) == {None}
