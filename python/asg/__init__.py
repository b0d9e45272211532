"""Additive subtraction games {a, b, a+b}: nim-values, periods and the period landscape, exact.

The bindings of the ASG Explorer's Rust core. Every heap, period and count is a Python int,
exact up to 2^64 - 1; errors are :class:`AsgError` with the core's ``code``. See python/README.md.

>>> from asg import Game
>>> g = Game.from_delta(5, 7)
>>> g.moves, g.period()
([5, 12, 17], {'preperiod': 0, 'period': 130})
>>> g.value(10**18)
1
"""

from typing import TYPE_CHECKING

from ._core import (
    CORE_VERSION,
    DEFAULT_BOUND,
    GUESS_BOUND,
    MAX_BOUND,
    MAX_WINDOW,
    MAX_WORK,
    MAX_WORK_CEILING,
    TILE_FIELDS,
    Game,
    Tile,
    crc32,
    landscape_cell,
    landscape_tile,
    tile_work,
)
from ._errors import AsgError, AsgTypeError, AsgValueError

__version__ = CORE_VERSION

__all__ = [
    "CORE_VERSION",
    "DEFAULT_BOUND",
    "GUESS_BOUND",
    "MAX_BOUND",
    "MAX_WINDOW",
    "MAX_WORK",
    "MAX_WORK_CEILING",
    "TILE_FIELDS",
    "AsgError",
    "AsgTypeError",
    "AsgValueError",
    "Game",
    "Tile",
    "crc32",
    "landscape_cell",
    "landscape_tile",
    "tile_work",
]


if TYPE_CHECKING:
    from .widget import Explorer as Explorer


def __getattr__(name: str) -> object:
    # asg.Explorer, the notebook widget (asg.widget), needs anywidget, which the bindings alone do
    # not: it is imported when first asked for.
    if name == "Explorer":
        from .widget import Explorer

        return Explorer
    raise AttributeError(f"module 'asg' has no attribute {name!r}")
