"""The manifest `./build.sh build` writes where no atlas is built: it counts as no atlas, and a
build into its folder replaces it with a real one."""

import json
from pathlib import Path

from asg.atlas import Options, build, load_manifest
from asg.atlas.format import NO_ATLAS


def test_the_no_atlas_manifest_is_no_atlas_and_a_build_replaces_it(tmp_path: Path, client):
    out = tmp_path / "atlas"
    out.mkdir()
    # As build.sh writes it.
    (out / "manifest.json").write_text('{"format": "asg-atlas", "none": true}\n')
    assert json.loads((out / "manifest.json").read_text()) == NO_ATLAS
    assert load_manifest(out) is None
    report = build(Options(out=out, a_max=9, delta_max=20, tile_a=8, tile_delta=16, quiet=True), client=client)
    assert report.complete
    manifest = load_manifest(out)
    assert manifest is not None and manifest["complete"] and manifest["games"] == 9 * 20
