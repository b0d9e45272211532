"""The example notebook of the docs (docs/notebooks/explore.ipynb), run by nbclient in a kernel of
this venv: every cell runs without an error, the plots are drawn (a PNG each), the widget is shown,
and the repository keeps the notebook without outputs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient

import asg

NOTEBOOK = Path(__file__).resolve().parents[2] / "docs" / "notebooks" / "explore.ipynb"
WIDGET = "application/vnd.jupyter.widget-view+json"


def test_the_notebook_is_kept_without_outputs() -> None:
    nb = nbformat.read(NOTEBOOK, as_version=4)
    nbformat.validate(nb)
    code = [cell for cell in nb.cells if cell.cell_type == "code"]
    assert code, "the notebook has code"
    assert [(cell.execution_count, cell.outputs) for cell in code] == [(None, [])] * len(code)


@pytest.fixture(scope="module")
def executed(tmp_path_factory: pytest.TempPathFactory, monkeypatch_module: pytest.MonkeyPatch) -> nbformat.NotebookNode:
    home = tmp_path_factory.mktemp("notebook")
    # The kernel's settings and caches in a folder of the test's own.
    for name in ("MPLCONFIGDIR", "IPYTHONDIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_DATA_DIR", "JUPYTER_CONFIG_DIR"):
        monkeypatch_module.setenv(name, str(home / name.lower()))
    nb = nbformat.read(NOTEBOOK, as_version=4)
    NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(home)}}).execute()
    executed: nbformat.NotebookNode = nb
    return executed


@pytest.fixture(scope="module")
def monkeypatch_module() -> Iterator[pytest.MonkeyPatch]:
    with pytest.MonkeyPatch.context() as patch:
        yield patch


def _outputs(nb: nbformat.NotebookNode) -> list[dict[str, Any]]:
    return [output for cell in nb.cells if cell.cell_type == "code" for output in cell.outputs]


def test_every_cell_runs(executed: nbformat.NotebookNode) -> None:
    errors = [f"{o['ename']}: {o['evalue']}" for o in _outputs(executed) if o["output_type"] == "error"]
    assert errors == []


def test_the_plots_are_drawn_and_the_answer_said(executed: nbformat.NotebookNode) -> None:
    outputs = _outputs(executed)
    pngs = [o for o in outputs if "image/png" in o.get("data", {})]
    assert len(pngs) == 2, [o.get("data", {}).keys() for o in outputs]
    printed = "".join(str(o.get("text", "")) for o in outputs if o["output_type"] == "stream")
    # The plane's answer, from the atlas the notebook built, against asg landscape's own count.
    agreeing = sum(c["agreement"] == "yes" for c in asg.landscape_tile(range(1, 41), range(1, 321)).cells())
    assert f"{agreeing} of 12800 games: the band formula gives the period" in printed


def test_the_explorer_is_shown_and_explains_a_heap(executed: nbformat.NotebookNode) -> None:
    outputs = _outputs(executed)
    assert any(WIDGET in o.get("data", {}) for o in outputs), "the widget's view is in an output"
    # No heap clicked in a run without a reader: heap 40 of S = {5, 12, 17} is explained, g(40) = 1.
    last = executed.cells[-1].outputs[-1]["data"]["text/plain"]
    assert "'heap': 40" in last and "'mex': 1" in last
