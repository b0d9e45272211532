"""asg.Explorer, the notebook widget: its traits are what the explorer's attributes and events carry
(a, δ, the shift and the heap as exact decimal text, up to 2^64 - 1), it refuses what the explorer
would, and it carries the explorer's files from the package (no network). What it draws, and the
sync with a real notebook's page, tests/e2e/widget.test.mjs checks in JupyterLab."""

from __future__ import annotations

from pathlib import Path

import pytest
import traitlets

import asg
from asg import widget

STATIC = Path(widget.__file__).with_name("static")


def test_asg_explorer_is_the_widget_and_comes_when_asked_for() -> None:
    assert asg.Explorer is widget.Explorer
    with pytest.raises(AttributeError, match="no attribute 'Explorr'"):
        asg.Explorr  # noqa: B018


def test_the_explorer_starts_where_it_is_asked_to() -> None:
    w = asg.Explorer(a=5, delta=7, view="grid", lang="en")
    state = w.get_state()
    assert (state["a"], state["delta"], state["view"], state["lang"]) == ("5", "7", "grid", "en")
    assert state["heap"] is None and state["shift"] is None and (state["theme"], state["ui"]) == ("auto", "full")


def test_numbers_cross_as_exact_text_both_ways() -> None:
    top = 2**64 - 1
    w = asg.Explorer(a=1, delta=2**53 + 1)  # the heap period a(3δ + a) within the page's 2^62
    assert w.get_state()["delta"] == "9007199254740993"
    # What the page sends (asg-heap, asg-change) becomes ints, exact beyond 2^53.
    w.set_state({"heap": "18446744073709551615", "shift": "9007199254740993", "a": "7"})
    assert (w.heap, w.shift, w.a) == (top, 2**53 + 1, 7)
    w.set_state({"shift": None})
    assert w.shift is None


@pytest.mark.parametrize(
    "kwargs",
    [{"a": 0}, {"delta": 2**64}, {"view": "grdi"}, {"lang": "fr"}, {"theme": "blue"}, {"shift": 0}, {"ui": "mini"}],
)
def test_what_the_explorer_cannot_show_is_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(traitlets.TraitError):
        asg.Explorer(**kwargs)


def test_unknown_keywords_are_refused_by_name() -> None:
    with pytest.raises(TypeError, match=r"unknown keyword argument\(s\) b, veiw: the explorer's are a, delta"):
        asg.Explorer(a=5, b=12, veiw="grid")
    with pytest.raises(TypeError, match="_files"):
        asg.Explorer(_files={})


@pytest.mark.parametrize(
    "a, delta, why",
    [
        (2**63, 7, "a \\+ b"),  # a + b = 2^64 + 7
        (2**63, 2**63, "b = a \\+ δ"),  # b itself past 2^64 − 1
        (2**31, 1, "the heap period a\\(3δ \\+ a\\)"),  # a + b fits; the period passes 2^62
        (1, 2**62, "the heap period"),  # 3δ + a passes 2^62
    ],
)
def test_a_game_the_page_refuses_is_refused_as_the_core_says(a: int, delta: int, why: str) -> None:
    w = asg.Explorer(a=5, delta=7)
    with pytest.raises(traitlets.TraitError, match=f"cannot show a = {a}, δ = {delta}: .*({why})"):
        with w.hold_trait_notifications():
            w.a, w.delta = a, delta
    assert (w.a, w.delta) == (5, 7), "the refused game is not kept"
    with pytest.raises(traitlets.TraitError, match="cannot show a = 9223372036854775808, δ = 7"):
        w.a = 2**63
    with pytest.raises(traitlets.TraitError, match=f"cannot show a = {a}, δ = {delta}"):
        asg.Explorer(a=a, delta=delta)
    # What the core takes, the widget takes: the largest a with δ = 1, and a huge δ with a = 1.
    for top_a, top_delta in [(2_147_483_646, 1), (1, (2**62 - 1) // 3)]:
        asg.Game.from_delta(top_a, top_delta)
        shown = asg.Explorer(a=top_a, delta=top_delta)
        assert (shown.a, shown.delta) == (top_a, top_delta)


def test_reacting_to_the_readers_heap() -> None:
    w = asg.Explorer()
    seen: list[int] = []
    w.observe(lambda change: seen.append(change["new"]), names="heap")
    w.set_state({"heap": "40"})
    assert seen == [40]


def test_the_explorers_files_come_from_the_package() -> None:
    w = asg.Explorer()
    assert str(w._esm) == (STATIC / "widget.js").read_text(encoding="utf-8")
    files = w._files
    assert sorted(files) == [
        "js/worker.js",
        "locales/de.ftl",
        "locales/en.ftl",
        "locales/ja.ftl",
        "locales/zh.ftl",
        "pkg/asg_full_bg.wasm",
    ]
    assert files["pkg/asg_full_bg.wasm"][:4] == b"\0asm"
    assert files["locales/de.ftl"] == (STATIC / "locales" / "de.ftl").read_bytes()


def test_a_package_without_the_explorers_files_says_how_to_make_them(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(widget, "STATIC", tmp_path)
    with pytest.raises(FileNotFoundError, match=r"\./build\.sh build"):
        asg.Explorer()
