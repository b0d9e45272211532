"""The root group `./build.sh build` writes where no atlas is built: it counts as no atlas, and a
build into its folder replaces it with a real one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from asg.atlas import Options, build, load_facts
from asg.atlas.store import NO_ATLAS

if TYPE_CHECKING:
    from distributed import Client


def test_the_no_atlas_root_is_no_atlas_and_a_build_replaces_it(tmp_path: Path, client: Client) -> None:
    out = tmp_path / "atlas"
    out.mkdir()
    # As build.sh writes it.
    (out / "zarr.json").write_text(
        '{"zarr_format": 3, "node_type": "group", "attributes": {"format": "asg-atlas", "none": true}}\n'
    )
    assert json.loads((out / "zarr.json").read_text()) == NO_ATLAS
    assert load_facts(out) is None
    report = build(Options(out=out, a_max=9, delta_max=20, tile_a=8, tile_delta=16, quiet=True), client=client)
    assert report.complete
    facts = load_facts(out)
    assert facts is not None and facts["complete"] and facts["games"] == 9 * 20
