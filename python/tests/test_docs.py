"""The Python examples of the documents, run: every ```python block with `>>>` lines in README.md,
docs/ and python/README.md is a doctest, and its output must be what the document shows
(docs/testing.md, "Examples in the docs"). The blocks of one document share their names, in order,
as a reader's notebook would; the package's own docstrings are doctests too."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

import asg

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "python" / "README.md"]
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```", re.M | re.S)


def blocks(text: str) -> list[tuple[int, str]]:
    """The ```python blocks that hold `>>>` examples, with the line each starts on."""
    return [
        (text[: m.start()].count("\n") + 1, m.group(2))
        for m in FENCE.finditer(text)
        if m.group(1) in ("python", "pycon") and ">>>" in m.group(2)
    ]


def run(path: Path, text: str) -> tuple[int, int, str]:
    """Runs a document's examples: (failed, tried, the runner's report)."""
    parser = doctest.DocTestParser()
    report: list[str] = []
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    names: dict[str, object] = {}
    name = str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else path.name
    for line, block in blocks(text):
        test = parser.get_doctest(block, names, f"{name}:{line}", str(path), line)
        runner.run(test, out=report.append, clear_globs=False)
        names = test.globs  # the next block goes on with the names this one made
    return runner.failures, runner.tries, "".join(report)


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_examples_of_a_document_print_what_it_shows(path: Path) -> None:
    failed, _, report = run(path, path.read_text())
    assert failed == 0, report


def test_the_documents_have_examples() -> None:
    tried = {path.name: run(path, path.read_text())[1] for path in DOCUMENTS}
    assert tried["README.md"] >= 3, tried
    assert tried["researchers.md"] >= 5, tried
    assert sum(tried.values()) >= 25, tried


def test_the_atlas_examples_are_run() -> None:
    # Every ```python block of the documents that reads an atlas is a doctest (with an atlas of its own).
    for path in DOCUMENTS:
        for m in FENCE.finditer(path.read_text()):
            if m.group(1) in ("python", "pycon") and ("asg.atlas" in m.group(2) or "open_zarr" in m.group(2)):
                assert ">>>" in m.group(2), f"{path.name}: an atlas example that is not run:\n{m.group(2)}"
    run_here = "".join(block for _, block in blocks((ROOT / "docs" / "researchers.md").read_text()))
    assert "asg.atlas.open(" in run_here and "xr.open_zarr(" in run_here


def test_a_result_other_than_the_one_shown_fails(tmp_path: Path) -> None:
    page = tmp_path / "planted.md"
    text = "```python\n>>> import asg\n>>> asg.Game.from_delta(5, 7).period()['period']\n130\n```\n"
    assert run(page, text)[:2] == (0, 2)
    failed, _, report = run(page, text.replace("130", "131"))
    assert failed == 1 and "131" in report


def test_the_package_docstring_runs() -> None:
    result = doctest.testmod(asg, optionflags=FLAGS, extraglobs={"asg": asg})
    assert result.attempted >= 3 and result.failed == 0


def docstrings() -> dict[str, str]:
    """The docstrings of the package's classes, their methods and properties, and its functions."""
    out: dict[str, str] = {}
    for name in asg.__all__:
        obj = getattr(asg, name)
        if isinstance(obj, type) or callable(obj):
            out[name] = obj.__doc__ or ""
        if isinstance(obj, type) and obj.__module__ == "asg":
            for member in vars(obj):
                if not member.startswith("_"):
                    out[f"{name}.{member}"] = getattr(obj, member).__doc__ or ""
    return out


def test_the_examples_of_the_docstrings_print_what_they_show() -> None:
    # help(asg.Game.spectrum) shows an example: it is run here, as the documents' are.
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=FLAGS)
    report: list[str] = []
    for name, doc in docstrings().items():
        test = parser.get_doctest(doc, {"asg": asg, "Game": asg.Game}, name, None, 0)
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)
    missing = sorted(name for name, doc in docstrings().items() if ">>>" not in doc and not name.isupper())
    assert missing == [], f"no example in the docstrings of {missing}"
