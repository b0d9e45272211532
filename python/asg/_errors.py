"""The exceptions of the asg core: one class, AsgError, with the core's code, field and numbers."""

from __future__ import annotations


class AsgError(Exception):
    """An error of the asg core.

    ``code`` names its kind as the core does (``"a-is-zero"``, ``"too-much-work"``, …),
    ``field`` the input it is about (``"a"``, ``"delta"``, ``"heap"``, …) or None, and
    ``params`` the numbers the message states (``{"positions": …, "limit": …}``), and keys
    such as ``what`` (which result is proven only in the regime) as strings.

    >>> try:
    ...     asg.Game.from_ab(5, 3)
    ... except asg.AsgError as e:
    ...     print(e.code, e.field, e.params)
    b-not-above-a b {'a': 5, 'b': 3}
    """

    code: str
    field: str | None
    params: dict[str, int | str]

    def __init__(self, message: str, code: str, field: str | None = None, params: dict[str, int | str] | None = None):
        super().__init__(message)
        self.code = code
        self.field = field
        self.params = dict(params or {})


class AsgValueError(AsgError, ValueError):
    """Bad input, or a request over a limit: ask differently (a smaller range, a larger limit).

    >>> try:
    ...     asg.Game.from_delta(5, 7).p_positions(2**30)
    ... except ValueError as e:
    ...     print(e.code)
    window-too-large
    """


class AsgTypeError(AsgError, TypeError):
    """An input of the wrong type: a float, a string or None where a whole number belongs.

    >>> try:
    ...     asg.Game.from_delta(5, 7.0)
    ... except TypeError as e:
    ...     print(e)
    δ: expected a whole number (int), got 7.0
    """
