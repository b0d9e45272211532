"""The ASG Explorer as a notebook widget (anywidget: JupyterLab, Notebook 7, VS Code, marimo).

In a notebook's cell::

    from asg import Explorer
    w = Explorer(a=5, delta=7, view="grid", lang="en")
    w          # the explorer, as on the site
    w.a = 7    # it shows S = {7, 14, 21} now
    w.heap     # the heap the reader last picked, or None

The same explorer as the embed (``<asg-explorer>``): its script, its WebAssembly and its
catalogues come from this package (``asg/widget/static/``, put there by ``./build.sh build``), so
it works offline. Its traits follow the explorer both ways: ``a``, ``delta``, ``view``, ``shift``,
``lang`` and ``ui`` are what it shows (set one and it redraws; the reader's edits set them);
``heap`` is the heap the reader last picked (a click, a tap or Enter on the picture).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

import anywidget
import traitlets

from .._core import Game
from .._errors import AsgError

STATIC = Path(__file__).with_name("static")
"""The explorer's files in the package: the widget's script and what it hands the explorer."""

VIEWS = (
    "grid",
    "strip",
    "gaps",
    "collisions",
    "spectrum",
    "residues",
    "ledger",
    "proof",
    "play",
    "practice",
    "landscape",
)
"""The explorer's views (its ``view`` parameter)."""

LANGS = ("en", "de", "zh", "ja")
"""The explorer's languages."""

MAX = 2**64 - 1


def _exact_to_json(value: Optional[int], _widget: Any) -> Optional[str]:
    # As decimal text: JavaScript's numbers are exact only up to 2^53.
    return None if value is None else str(value)


def _exact_from_json(value: Optional[str], _widget: Any) -> Optional[int]:
    return None if value is None or value == "" else int(value)


_EXACT = {"sync": True, "to_json": _exact_to_json, "from_json": _exact_from_json}


def _files() -> dict[str, bytes]:
    """What the explorer loads from a site, by its path there: the catalogues, the full module, the worker."""
    if not (STATIC / "widget.js").is_file():
        raise FileNotFoundError(
            f"the explorer's files are not in this package ({STATIC}): ./build.sh build puts them there"
        )
    files = {f"locales/{lang}.ftl": (STATIC / "locales" / f"{lang}.ftl").read_bytes() for lang in LANGS}
    files["pkg/asg_full_bg.wasm"] = (STATIC / "asg_full_bg.wasm").read_bytes()
    files["js/worker.js"] = (STATIC / "worker.js").read_bytes()
    return files


class Explorer(anywidget.AnyWidget):
    """The explorer of the game S = {a, a + δ, 2a + δ} in a notebook's output, synced both ways.

    ``Explorer(a=5, delta=7, view="grid", lang="en")``; ``lang=None`` follows the browser,
    ``theme="auto"`` the notebook's (JupyterLab's light or dark theme, VS Code's, else the
    system's), ``ui="picture"`` shows the picture alone (no controls: the kernel drives it).
    Setting ``a``, ``delta``, ``view``, ``shift``, ``lang`` or ``ui`` redraws it; the reader's
    edits, a shift picked in the collisions or the spectrum, and a heap picked on the picture
    (``heap``) come back into the traits, so a cell can ``observe`` them.

    A game the page would refuse is refused here too, with the core's message (a
    ``traitlets.TraitError``): a + b = 2a + δ and the heap period a(3δ + a) must fit in 64 bits
    (the period at most 2^62), as ``Game.from_delta(a, delta)`` checks; to move a and δ together
    through a refused pair, set them inside ``with w.hold_trait_notifications():``. A keyword
    that is not a trait (``b=``, a typo) is a ``TypeError``.
    """

    _esm = STATIC / "widget.js"
    _files = traitlets.Dict().tag(sync=True)

    a = traitlets.Int(5, min=1, max=MAX).tag(**_EXACT)
    delta = traitlets.Int(7, min=1, max=MAX).tag(**_EXACT)
    view = traitlets.Enum(VIEWS, "grid").tag(sync=True)
    shift = traitlets.Int(None, allow_none=True, min=1, max=MAX).tag(**_EXACT)
    lang = traitlets.Enum(LANGS, None, allow_none=True).tag(sync=True)
    ui = traitlets.Enum(("full", "picture"), "full").tag(sync=True)
    theme = traitlets.Enum(("auto", "light", "dark"), "auto").tag(sync=True)
    heap = traitlets.Int(None, allow_none=True, min=0, max=MAX).tag(**_EXACT)

    def __init__(self, **kwargs: Any) -> None:
        # traitlets would only warn (a DeprecationWarning) and drop them.
        unknown = sorted(name for name in kwargs if name.startswith("_") or not self.has_trait(name))
        if unknown:
            names = ", ".join(unknown)
            raise TypeError(
                f"Explorer() got unknown keyword argument(s) {names}: "
                "the explorer's are a, delta, view, shift, lang, ui, theme and heap"
            )
        super().__init__(_files=_files(), **kwargs)

    @traitlets.validate("a", "delta")
    def _a_game_the_page_shows(self, proposal: Any) -> int:
        """A new a or δ, refused (with the core's message) when the page would refuse the game."""
        value: int = proposal["value"]
        a, delta = (value, self.delta) if proposal["trait"].name == "a" else (self.a, value)
        try:
            Game.from_delta(a, delta)
        except AsgError as e:
            raise traitlets.TraitError(f"the explorer cannot show a = {a}, δ = {delta}: {e}") from e
        return value
