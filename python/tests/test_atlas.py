"""The atlas's Zarr store against `asg landscape` (every cell, through xarray and through the
package's own readers), a sample against a plain mex rule, the coarser levels against sums made
here, and every chunk's CRC-32C against a plain one; damaged chunks found and computed again,
finished tiles kept, Ctrl-C survived, bad requests refused."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import pytest
import xarray as xr
from conftest import assert_xarray_is_asg_landscape, brute_period, crc32c, known, landscape, mex_values, snake

import asg
from asg.atlas import Options, Refused, build, cells, load_facts
from asg.atlas import open as open_atlas
from asg.atlas.cli import main as cli
from asg.atlas.format import PYRAMID_FIELDS, REGIMES, Grid
from asg.atlas.store import NO_ATLAS, tiles_done

if TYPE_CHECKING:
    from distributed import Client

A_MAX, D_MAX, TILE = 37, 150, (8, 32)  # 5 x 5 tiles, those at the far edges cut short


def options(out: Path, **changes: Any) -> Options:
    plane = Options(out=out, a_max=A_MAX, delta_max=D_MAX, tile_a=TILE[0], tile_delta=TILE[1], quiet=True)
    return dataclasses.replace(plane, **changes)


@pytest.fixture(scope="module")
def atlas(tmp_path_factory: pytest.TempPathFactory, client: Client) -> Path:
    out = tmp_path_factory.mktemp("atlas") / "atlas"
    report = build(options(out), client=client)
    assert (report.tiles, report.computed, report.reused, report.complete) == (25, 25, 0, True)
    return out


def files(root: Path) -> dict[str, bytes]:
    out = {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
    # The root says when the atlas was finished: the same atlas made again differs only there.
    if "zarr.json" in out:
        meta = json.loads(out["zarr.json"])
        meta["attributes"].pop("built", None)
        out["zarr.json"] = json.dumps(meta, sort_keys=True).encode()
    return out


def test_every_cell_is_the_one_asg_landscape_gives(atlas: Path) -> None:
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
        assert c["band_kind"] == known(asg.Game.from_delta(*key).facts())["band"]["kind"], key
    assert overlap == A_MAX * 120


def w_positions(a: int, delta: int, end: int) -> set[int]:
    """{w_n} below `end`: w_n = n + a⌊n/a⌋ + b⌊n/δ⌋."""
    b, out, n = a + delta, set(), 0
    while (w := n + a * (n // a) + b * (n // delta)) < end:
        out.add(w)
        n += 1
    return out


def test_a_sample_of_cells_against_a_plain_mex_rule(atlas: Path) -> None:
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


def test_xarray_opens_the_store_as_asg_landscape(atlas: Path) -> None:
    assert_xarray_is_asg_landscape(atlas, A_MAX, D_MAX)


def test_asg_atlas_open_names_and_decodes_the_fields_as_asg_landscape_cell(atlas: Path) -> None:
    ds = open_atlas(atlas).compute()
    # The Python names, as asg.landscape_cell and Tile.to_xarray have them; the store keeps the core's.
    names = {snake(f["name"]) for f in asg.TILE_FIELDS}
    assert set(ds.data_vars) == names == set(asg.landscape_cell(5, 7)) - {"a", "delta"}
    assert set(ds.data_vars) == set(asg.landscape_tile(range(1, 2), range(1, 2)).to_xarray().data_vars)
    reference = landscape(A_MAX, D_MAX)
    for (a, delta), cell in reference.items():
        got = ds.sel(a=a, delta=delta)
        for name in ("regime", "band_kind", "agreement", "w0_is_w", "band", "gcd", "prediction"):
            assert got[name].item() == cell[name], (a, delta, name)
        for name in ("period", "preperiod", "max_value"):
            v = got[name].item()
            assert (None if np.isnan(v) else int(v)) == cell[name], (a, delta, name)
    assert ds.attrs["a_max"] == A_MAX and ds.attrs["tile_delta"] == TILE[1] and ds.attrs["complete"]
    assert ds.regime.attrs["values"] == REGIMES
    coarse = open_atlas(atlas, level=1)
    assert sorted(map(str, coarse.data_vars)) == ["agreement_counts", "max_period", "min_period", "regime_counts"]


def test_the_store_is_zarr_v3_with_a_chunk_per_tile_each_with_its_crc32c(atlas: Path) -> None:
    root = json.loads((atlas / "zarr.json").read_text())
    assert root["zarr_format"] == 3 and root["node_type"] == "group"
    facts = root["attributes"]
    assert facts["format"] == "asg-atlas" and facts["version"] == 2 and facts["complete"]
    assert (facts["aMax"], facts["deltaMax"], facts["games"]) == (A_MAX, D_MAX, A_MAX * D_MAX)
    assert (facts["tileA"], facts["tileDelta"], facts["levels"]) == (*TILE, 4)  # 5 x 5 tiles, then 3 x 3, 2 x 2, one
    assert facts["core"] == asg.CORE_VERSION and facts["bound"] == asg.DEFAULT_BOUND
    # When it was finished, in UTC, to the second (the page shows it).
    built = datetime.strptime(facts["built"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    assert abs((datetime.now(UTC) - built).total_seconds()) < 3600
    sizes = {"u8": 1, "u32": 4}
    chunks = set()
    for level in range(4):
        grid = Grid(A_MAX, D_MAX, *TILE, level)
        folder = atlas / str(level) if level else atlas
        fields = [f["name"] for f in (PYRAMID_FIELDS if level else asg.TILE_FIELDS)]
        for name in fields:
            meta = json.loads((folder / name / "zarr.json").read_text())
            components = meta["shape"][2:] or [1]
            assert meta["shape"][:2] == [grid.block_rows, grid.block_cols], name
            assert meta["chunk_grid"]["configuration"]["chunk_shape"] == [*TILE, *meta["shape"][2:]], name
            assert meta["dimension_names"][:2] == ["a", "delta"], name
            # Raw little-endian entries, then a CRC-32C: nothing a browser must download a codec for.
            # (One-byte entries have no byte order.)
            assert [c["name"] for c in meta["codecs"]] == ["bytes", "crc32c"], name
            assert meta["codecs"][0].get("configuration", {}).get("endian", "little") == "little", name
            size = sizes[meta["attributes"]["type"]]
            for row, col in grid.tiles():
                key = f"{name}/c/{row}/{col}" + ("/0" if len(meta["shape"]) == 3 else "")
                data = (folder / key).read_bytes()
                chunks.add(str((folder / key).relative_to(atlas)))
                assert len(data) == TILE[0] * TILE[1] * components[0] * size + 4, key
                # Any reader can check a chunk with a plain CRC-32C.
                assert int.from_bytes(data[-4:], "little") == crc32c(data[:-4]), key
    # Every chunk of a field is one of these (the others are the coordinates').
    fields_chunks = {
        f for f in files(atlas) if "/c/" in f and f.split("/c/")[0].rsplit("/", 1)[-1] not in ("a", "delta")
    }
    assert chunks == fields_chunks


def test_the_coarser_levels_sum_up_the_cells(atlas: Path) -> None:
    games = list(cells(atlas))
    for level in (1, 2, 3):
        ds = xr.open_zarr(atlas, group=str(level)).compute()
        assert sorted(map(str, ds.data_vars)) == sorted(f["name"] for f in PYRAMID_FIELDS)
        want: dict[tuple[int, int], dict[str, list[int]]] = {}
        for c in games:
            block = want.setdefault(
                ((c["a"] - 1) >> level, (c["delta"] - 1) >> level),
                {"periods": [], "regimes": [0] * 4, "agreements": [0] * 3},
            )
            if c["period"] is not None:
                block["periods"].append(c["period"])
            block["regimes"][REGIMES.index(c["regime"])] += 1
            block["agreements"][["no", "yes", "unknown"].index(c["agreement"])] += 1
        assert ds.sizes["a"] * ds.sizes["delta"] == len(want)
        # Each block's coordinates are its first game.
        assert list(ds.a.values) == [1 + (r << level) for r in range(ds.sizes["a"])]
        for (row, col), block in want.items():
            got = ds.isel(a=row, delta=col)
            none = 2**32 - 1
            assert got.minPeriod.item() == min(block["periods"], default=none)
            assert got.maxPeriod.item() == max(block["periods"], default=none)
            assert list(got.regimeCounts.values) == block["regimes"]
            assert list(got.agreementCounts.values) == block["agreements"]


def test_a_damaged_chunk_is_found_and_its_tile_computed_again(
    atlas: Path, tmp_path: Path, client: Client, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / "atlas"
    shutil.copytree(atlas, copy)
    original = files(atlas)
    flipped = copy / "period/c/1/2"
    data = bytearray(flipped.read_bytes())
    data[17] ^= 0x01
    flipped.write_bytes(bytes(data))
    cut = copy / "regime/c/0/0"
    cut.write_bytes(cut.read_bytes()[:-1])
    gone = copy / "agreement/c/3/4"
    gone.unlink()
    zeroed = copy / "2/minPeriod/c/0/1"
    zeroed.write_bytes(b"\0" * len(zeroed.read_bytes()))
    assert cli(["verify", "--out", str(copy)]) == 1
    said = capsys.readouterr().err
    for bad in [flipped, cut, zeroed]:
        assert f"{bad} fails its checksum" in said, said  # each bad chunk by its path
    assert f"{gone} is missing" in said, said
    # zarr itself refuses the damaged chunk: its CRC-32C is wrong.
    with pytest.raises(ValueError, match="checksum"):
        xr.open_zarr(copy).period.isel(a=slice(8, 16), delta=slice(64, 96)).compute()
    report = build(options(copy), client=client)
    assert (report.damaged, report.computed, report.reused) == (2, 3, 22)
    assert files(copy) == original
    assert cli(["verify", "--out", str(copy)]) == 0


def test_a_missing_chunk_reads_as_missing_never_as_a_valid_code(atlas: Path, tmp_path: Path) -> None:
    copy = tmp_path / "atlas"
    shutil.copytree(atlas, copy)
    # Every array's fill value (what a chunk not there reads as) is one no code, count or number takes.
    for meta_path in copy.rglob("zarr.json"):
        meta = json.loads(meta_path.read_text())
        if meta["node_type"] != "array":
            continue
        name = meta_path.parent.name
        if name in ("a", "delta"):
            assert meta["fill_value"] == 0, meta_path  # coordinates start at 1
        else:
            assert meta["fill_value"] == {"uint8": 255, "uint32": 2**32 - 1}[meta["data_type"]], meta_path
            missing = meta["attributes"]["missing"]
            assert missing in (None, meta["fill_value"]), meta_path
    for name in ("regime", "gcd", "w0IsW", "period"):
        (copy / name / "c/0/0").unlink()
    (copy / "1/regimeCounts/c/0/0/0").unlink()
    facts = load_facts(copy)
    assert facts is not None and facts["complete"]  # (only verify says what is gone)
    raw = xr.open_zarr(copy).isel(a=slice(0, TILE[0]), delta=slice(0, TILE[1])).compute()
    assert (raw.regime == 255).all() and (raw.w0IsW == 255).all()
    assert (raw.gcd == 2**32 - 1).all() and (raw.period == 2**32 - 1).all()
    ds = open_atlas(copy).compute()
    gone, kept = ds.isel(a=slice(0, TILE[0]), delta=slice(0, TILE[1])), ds.isel(a=slice(TILE[0], None))
    # Codes as their names: a missing one is None (NaN once Dask has joined the chunks).
    assert gone.regime.isnull().all() and gone.w0_is_w.isnull().all(), gone.regime.values
    assert np.isnan(gone.gcd.values).all() and np.isnan(gone.period.values).all()
    # The chunks still there read as before.
    assert set(kept.regime.values.ravel()) <= set(REGIMES) and not np.isnan(kept.gcd.values).any()
    assert ds.sel(a=5, delta=7 + TILE[1]).gcd.item() == 1
    assert ds.sel(a=5, delta=7 + TILE[1]).regime.item() == asg.landscape_cell(5, 7 + TILE[1])["regime"]
    counts = open_atlas(copy, level=1).regime_counts.compute()
    assert np.isnan(counts.isel(a=slice(0, TILE[0]), delta=slice(0, TILE[1])).values).all()
    assert not np.isnan(counts.isel(a=slice(TILE[0], None)).values).any()


class Folder:
    """An os.PathLike that is not a pathlib.Path."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __fspath__(self) -> str:
        return str(self.path)


def test_the_atlas_api_takes_a_str_or_any_path_like(atlas: Path, tmp_path: Path, client: Client) -> None:
    want = list(cells(atlas))
    for given in (str(atlas), Folder(atlas)):
        assert list(cells(given)) == want, given
        assert load_facts(given) == load_facts(atlas), given
        assert dict(open_atlas(given).sizes) == {"a": A_MAX, "delta": D_MAX}, given
    # Options keeps a Path, whatever it is given.
    assert Options(out=Folder(tmp_path / "b"), a_max=1, delta_max=1).out == tmp_path / "b"
    opts = dataclasses.replace(options(tmp_path), out=str(tmp_path / "a"))
    assert isinstance(opts.out, Path) and opts.out == tmp_path / "a"
    report = build(opts, client=client)
    assert report.complete and files(tmp_path / "a") == files(atlas)


def test_a_quiet_build_says_only_what_went_wrong(
    tmp_path: Path, client: Client, capfd: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "atlas"
    small = options(out, a_max=12, delta_max=40)  # 2 x 2 tiles, then one
    assert build(small, client=client).complete
    said = capfd.readouterr()
    assert "atlas:" not in said.out + said.err, said
    damaged = out / "period/c/1/1"
    damaged.write_bytes(b"\0" + damaged.read_bytes()[1:])
    (out / "gcd/c/0/1").unlink()
    assert build(small, client=client).computed == 2
    said = capfd.readouterr()
    assert said.out == "" and [line for line in said.err.splitlines() if "atlas:" in line] == [
        f"atlas: tile 1-1: {damaged} fails its checksum; computing the tile again"
    ], said
    # So too the command line (the atlas is complete: no cluster started).
    plane = ["--a-max", "12", "--delta-max", "40", "--tile", "8x32", "--out", str(out)]
    assert cli(["build", *plane, "--quiet"]) == 0
    said = capfd.readouterr()
    assert said.out + said.err == "", said
    assert cli(["build", *plane]) == 0
    assert "atlas: going on with" in capfd.readouterr().err
    # Not quiet: its news too.
    (out / "gcd/c/0/1").unlink()
    build(dataclasses.replace(small, quiet=False), client=client)
    said = capfd.readouterr()
    assert "atlas: going on with the atlas in" in said.err and "atlas: 1 of 4 tiles to compute" in said.err, said


def test_a_rerun_computes_only_what_is_not_done(atlas: Path, tmp_path: Path, client: Client) -> None:
    copy = tmp_path / "atlas"
    shutil.copytree(atlas, copy)
    # As after Ctrl-C while tile 1-2 was written (some of its chunks there), and before tile 4-4.
    for name in ("period", "w0IsW"):
        (copy / name / "c/1/2").unlink()
    for f in asg.TILE_FIELDS:
        (copy / f["name"] / "c/4/4").unlink()
    report = build(options(copy), client=client)
    assert (report.computed, report.reused, report.damaged) == (2, 23, 0)
    assert files(copy) == files(atlas)
    # Nothing left to do: nothing computed, nothing rewritten.
    again = build(options(copy), client=client)
    assert (again.computed, again.reused) == (0, 25)
    assert files(copy) == files(atlas)


def test_requests_that_cannot_make_an_atlas_are_refused(atlas: Path, tmp_path: Path, client: Client) -> None:
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
    facts = known(load_facts(copy))
    assert report.computed == 1 and (facts["aMax"], facts["deltaMax"], facts["levels"]) == (8, 20, 1)
    # Nothing of the atlas replaced is left: no coarser level.
    assert not any(p.name.isdigit() and p.name != "0" for p in copy.iterdir())
    assert_xarray_is_asg_landscape(copy, 8, 20)


def test_an_atlas_of_the_first_format_is_refused_and_fresh_replaces_it(
    tmp_path: Path, client: Client, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "atlas"
    (out / "0" / "0-0").mkdir(parents=True)
    (out / "0" / "0-0" / "period.bin").write_bytes(b"\0" * 16)
    (out / "manifest.json").write_text(json.dumps({"format": "asg-atlas", "version": 1, "complete": True}))
    args = ["build", "--a-max", "8", "--delta-max", "20", "--tile", "8x32", "--out", str(out), "--quiet"]
    assert cli(args) == 2
    said = capsys.readouterr().err
    assert "first format" in said and "--fresh" in said and said.count("\n") == 1, said
    # So too beside the root that ./build.sh build writes where it finds no store.
    (out / "zarr.json").write_text(json.dumps(NO_ATLAS))
    assert cli(args) == 2
    assert "first format" in capsys.readouterr().err
    assert (out / "0" / "0-0" / "period.bin").exists()
    report = build(options(out, a_max=8, delta_max=20, fresh=True), client=client)
    assert report.computed == 1 and not (out / "manifest.json").exists() and not (out / "0").exists()
    assert_xarray_is_asg_landscape(out, 8, 20)


def test_the_first_formats_no_atlas_manifest_is_replaced(tmp_path: Path, client: Client) -> None:
    out = tmp_path / "atlas"
    out.mkdir()
    # As build.sh wrote it before the store.
    (out / "manifest.json").write_text('{"format": "asg-atlas", "none": true}\n')
    assert load_facts(out) is None
    assert build(options(out, a_max=8, delta_max=20), client=client).complete
    assert sorted(p.name for p in out.iterdir() if p.is_file()) == ["zarr.json"]


@pytest.mark.parametrize(
    "plane, words",
    [
        (["--a-max", "10", "--delta-max", "10000000000"], "100\u2009000\u2009000\u2009000 games"),
        (["--a-max", "100000", "--delta-max", "100000"], "10\u2009000\u2009000\u2009000 games"),
        (["--a-max", "4096", "--delta-max", "4096", "--tile", "1x1"], "16\u2009777\u2009216 tiles"),
    ],
)
def test_a_plane_too_large_is_refused_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], plane: list[str], words: str
) -> None:
    started = time.monotonic()
    assert cli(["build", *plane, "--out", str(tmp_path / "big"), "--quiet"]) == 2
    assert time.monotonic() - started < 2, "priced, not started"
    said = capsys.readouterr().err
    assert words in said and said.count("\n") == 1, said
    assert not (tmp_path / "big").exists()


def test_bad_places_are_refused_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
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


def test_ctrl_c_keeps_what_is_done_and_a_rerun_goes_on(tmp_path: Path, client: Client) -> None:
    out = tmp_path / "atlas"
    a_max, d_max = 40, 320
    command = [sys.executable, "-m", "asg.atlas", "build", "--a-max", str(a_max), "--delta-max", str(d_max)]
    # Small tiles: the first is done long before the last, so the interrupt comes mid-run.
    command += ["--tile", "4x32", "--out", str(out), "--workers", "2"]
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
        facts = try_facts(out)
        if facts and (done_then := len(tiles_done(out, facts))) >= 1:
            break
        time.sleep(0.02)
    assert job.poll() is None, "the job ended before it could be interrupted"
    os.killpg(job.pid, signal.SIGINT)
    _, err = job.communicate(timeout=120)
    assert job.returncode == 130, err
    assert "interrupted" in err and "the same command goes on" in err
    facts = known(load_facts(out))
    kept = len(tiles_done(out, facts))
    total = 10 * 10
    assert done_then <= kept < total and not facts["complete"]
    assert cli(["verify", "--out", str(out)]) == 0
    report = build(Options(out=out, a_max=a_max, delta_max=d_max, tile_a=4, tile_delta=32, quiet=True), client=client)
    assert (report.reused, report.computed) == (kept, total - kept)
    reference = landscape(a_max, d_max)
    found = list(cells(out))
    assert len(found) == a_max * d_max
    assert all(c == reference[(c["a"], c["delta"])] for c in found)


def try_facts(out: Path) -> dict[str, Any] | None:
    try:
        return load_facts(out)
    except (OSError, ValueError, Refused):
        return None


def test_chunks_decode_the_same_on_any_machine(atlas: Path) -> None:
    """The chunks are little-endian whatever the machine: read by hand, they give the cells."""
    data = (atlas / "period/c/2/3").read_bytes()[:-4]
    by_hand = [int.from_bytes(data[i : i + 4], "little") for i in range(0, len(data), 4)]
    a_range, d_range = Grid(A_MAX, D_MAX, *TILE).games(2, 3)
    assert (len(a_range), len(d_range)) == TILE  # a whole tile: no padding in this chunk
    reference = landscape(A_MAX, D_MAX)
    want = [reference[(a, d)]["period"] for a in a_range for d in d_range]
    assert by_hand == [2**32 - 1 if p is None else p for p in want]


def test_the_local_workers_keep_mallocs_own_thresholds(client: Client) -> None:
    """Dask's nanny starts workers with MALLOC_TRIM_THRESHOLD_, which pins glibc's mmap threshold
    at 128 KiB and makes every period table of the core cost page faults; the job's cluster does not."""
    found = client.run(lambda: os.environ.get("MALLOC_TRIM_THRESHOLD_"))
    assert len(found) == 2 and set(found.values()) == {None}
