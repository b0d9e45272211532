"""Every result of asg._core has exactly the shape its stub (asg/_core.pyi) declares: each function,
method and property called on games in and out of the regime, and each dict checked for exactly
the declared keys, each value for its declared type. The stub's result dicts are generated from
the core's Rust types (crate/src/contracts.rs); this holds them to what pythonize really gives,
so a field renamed in Rust fails here until the stub is generated anew, and then fails mypy
where typed code (typed_usage.py) reads the old name."""

from __future__ import annotations

import ast
import builtins
import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import asg
from asg import _core

STUB = ast.parse((Path(asg.__file__).parent / "_core.pyi").read_text())


def _name(target: ast.expr) -> str:
    """The name an assignment of the stub assigns to."""
    assert isinstance(target, ast.Name), ast.unparse(target)
    return target.id


def _typed_dicts() -> dict[str, dict[str, ast.expr]]:
    """The stub's TypedDicts, class form and call form, as {name: {key: annotation}}."""
    out: dict[str, dict[str, ast.expr]] = {}
    for node in STUB.body:
        if isinstance(node, ast.ClassDef) and any(ast.unparse(b) == "TypedDict" for b in node.bases):
            out[node.name] = {_name(n.target): n.annotation for n in node.body if isinstance(n, ast.AnnAssign)}
        elif (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Call)
            and ast.unparse(node.value.func) == "TypedDict"
        ):
            fields = node.value.args[1]
            assert isinstance(fields, ast.Dict)
            keys = [k.value for k in fields.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
            out[_name(node.targets[0])] = dict(zip(keys, fields.values))
    return out


def _aliases() -> dict[str, ast.expr]:
    """The stub's type aliases (Regime = Literal[…])."""
    return {
        _name(node.targets[0]): node.value
        for node in STUB.body
        if isinstance(node, ast.Assign) and not isinstance(node.value, ast.Call)
    }


def _returns() -> dict[str, ast.expr]:
    """The declared type of every function, method and property (`Game.explain`), and constant."""
    out: dict[str, ast.expr] = {}
    for node in STUB.body:
        if isinstance(node, ast.FunctionDef) and node.returns is not None:
            out[node.name] = node.returns
        elif isinstance(node, ast.AnnAssign):
            out[_name(node.target)] = node.annotation
        elif isinstance(node, ast.ClassDef) and not any(ast.unparse(b) == "TypedDict" for b in node.bases):
            for f in node.body:
                if isinstance(f, ast.FunctionDef) and f.name != "__init__" and f.returns is not None:
                    out[f"{node.name}.{f.name}"] = f.returns
    return out


TYPED_DICTS, ALIASES, RETURNS = _typed_dicts(), _aliases(), _returns()
# Types of packages asg does not depend on, declared `Any` in the stub: what each method gives.
RETURNS["Tile.to_xarray"] = ast.parse("xarray.Dataset", mode="eval").body
RETURNS["Tile.to_pandas"] = ast.parse("pandas.DataFrame", mode="eval").body
OPAQUE = {("xarray", "Dataset"), ("pandas", "DataFrame")}
CLASSES = {"Game": _core.Game, "Tile": _core.Tile}


def check(value: Any, annotation: ast.expr, where: str) -> None:
    """Assert that `value` has the type `annotation` (an expression of the stub) says."""
    match annotation:
        case ast.Constant(value=None):
            assert value is None, f"{where}: {value!r} is not None"
        case ast.Name(id="int"):
            assert isinstance(value, int) and not isinstance(value, bool), f"{where}: {value!r} is not an int"
        case ast.Name(id=("str" | "bool" | "bytes" | "range") as name):
            assert type(value).__name__ == name, f"{where}: {value!r} is not a {name}"
        case ast.Name(id=name) if name in TYPED_DICTS:
            assert isinstance(value, dict), f"{where}: {value!r} is not a dict ({name})"
            fields = TYPED_DICTS[name]
            assert set(value) == set(fields), (
                f"{where}: {name} has keys {sorted(value)}, the stub declares {sorted(fields)}; "
                f"not declared: {sorted(set(value) - set(fields))}, missing: {sorted(set(fields) - set(value))}"
            )
            for key, field in fields.items():
                check(value[key], field, f"{where}.{key}")
        case ast.Name(id=name) if name in ALIASES:
            check(value, ALIASES[name], where)
        case ast.Name(id=name) if name in CLASSES:
            assert isinstance(value, CLASSES[name]), f"{where}: {value!r} is not a {name}"
        case ast.BinOp(op=ast.BitOr(), left=left, right=right):
            check_any(value, [left, right], where)
        case ast.Subscript(value=ast.Name(id="Optional"), slice=inner):
            check_any(value, [inner, ast.Constant(value=None)], where)
        case ast.Subscript(value=ast.Name(id="Literal"), slice=literals):
            elements = literals.elts if isinstance(literals, ast.Tuple) else [literals]
            options = [e.value for e in elements if isinstance(e, ast.Constant)]
            assert value in options, f"{where}: {value!r} is none of {options}"
        case ast.Subscript(value=ast.Name(id="NDArray"), slice=ast.Attribute(value=ast.Name(id="np"), attr=dtype)):
            assert isinstance(value, np.ndarray), f"{where}: {value!r} is not a NumPy array"
            assert value.dtype == np.dtype(dtype), f"{where}: {value.dtype} is not {dtype}"
        case ast.Subscript(value=ast.Name(id="Iterator"), slice=item):
            assert iter(value) is value, f"{where}: {value!r} is not an iterator"
            for i, v in enumerate(value):
                check(v, item, f"{where}[{i}]")
        case ast.Attribute(value=ast.Name(id=module), attr=name) if (module, name) in OPAQUE:
            assert type(value).__module__.split(".")[0] == module and type(value).__name__ == name, (
                f"{where}: {value!r} is not a {module}.{name}"
            )
        case ast.Subscript(value=ast.Name(id="list"), slice=item):
            assert isinstance(value, list), f"{where}: {value!r} is not a list"
            for i, v in enumerate(value):
                check(v, item, f"{where}[{i}]")
        case ast.Subscript(
            value=ast.Name(id="tuple"), slice=ast.Tuple(elts=[item, ast.Constant(value=builtins.Ellipsis)])
        ):
            assert isinstance(value, tuple), f"{where}: {value!r} is not a tuple"
            for i, v in enumerate(value):
                check(v, item, f"{where}[{i}]")
        case ast.Subscript(value=ast.Name(id="tuple"), slice=ast.Tuple(elts=items)):
            assert isinstance(value, tuple) and len(value) == len(items), f"{where}: {value!r} is no {len(items)}-tuple"
            for i, (v, item) in enumerate(zip(value, items)):
                check(v, item, f"{where}[{i}]")
        case ast.Subscript(value=ast.Name(id="tuple"), slice=item):
            assert isinstance(value, tuple) and len(value) == 1, f"{where}: {value!r} is no 1-tuple"
            check(value[0], item, f"{where}[0]")
        case ast.Subscript(value=ast.Name(id="dict"), slice=ast.Tuple(elts=[key, item])):
            assert isinstance(value, dict), f"{where}: {value!r} is not a dict"
            for k, v in value.items():
                check(k, key, f"{where} key")
                check(v, item, f"{where}[{k!r}]")
        case _:
            pytest.fail(f"{where}: the check does not know the stub's type {ast.unparse(annotation)}")


def check_any(value: Any, options: list[ast.expr], where: str) -> None:
    """Assert that `value` has one of the types `options`."""
    failures = []
    for option in options:
        try:
            check(value, option, where)
            return
        except AssertionError as e:
            failures.append(str(e))
    raise AssertionError(" / ".join(failures))


def games() -> list[_core.Game]:
    """Games in the regime, non-primitive, in linear and quadratic bands, and other sets."""
    out = [_core.Game.from_delta(a, d) for a, d in [(5, 7), (2, 3), (6, 9), (5, 4), (3, 7), (5, 16), (4, 16)]]
    out.append(_core.Game.from_ab(3, 5))
    out += [_core.Game([2, 5]), _core.Game([1]), _core.Game([3, 4, 9])]
    return out


def calls(game: _core.Game) -> dict[str, Callable[[], Any]]:
    """Every method and property of a Game, called."""
    return {
        "Game.moves": lambda: game.moves,
        "Game.bound": lambda: game.bound,
        "Game.nim": lambda: game.nim(0, 40),
        "Game.value": lambda: game.value(2**64 - 1),
        "Game.period": game.period,
        "Game.additive": game.additive,
        "Game.facts": game.facts,
        "Game.explain": lambda: game.explain(2**64 - 1),
        "Game.p_positions": lambda: game.p_positions(20, start=3),
        "Game.gaps": lambda: game.gaps(20, start=3),
        "Game.collisions": game.collisions,
        "Game.residues": game.residues,
        "Game.spectrum": game.spectrum,
        "Game.counts": lambda: game.counts(5, 2**64),
        "Game.ledger": game.ledger,
        "Game.verify": game.verify,
        "Game.prove": game.prove,
        "Game.__new__": lambda: _core.Game(game.moves),
        "Game.from_delta": lambda: _core.Game.from_delta(5, 7),
        "Game.from_ab": lambda: _core.Game.from_ab(5, 12),
        "Game.__eq__": lambda: game == _core.Game(game.moves),
        "Game.__hash__": lambda: hash(game),
        "Game.__getnewargs_ex__": game.__getnewargs_ex__,
    }


def module_calls() -> dict[str, Callable[[], Any]]:
    """Every function of the module, every method and property of a Tile, and every constant."""
    tile = _core.landscape_tile(range(1, 9), range(1, 12))
    out: dict[str, Callable[[], Any]] = {
        "landscape_tile": lambda: tile,
        "landscape_cell": lambda: _core.landscape_cell(5, 16),
        "tile_work": lambda: _core.tile_work(range(1, 9), range(1, 12)),
        "crc32": lambda: _core.crc32(b"asg"),
        "Tile.a": lambda: tile.a,
        "Tile.delta": lambda: tile.delta,
        "Tile.bound": lambda: tile.bound,
        "Tile.work": lambda: tile.work,
        "Tile.__len__": lambda: len(tile),
        "Tile.__iter__": lambda: iter(tile),
        "Tile.to_numpy": tile.to_numpy,
        "Tile.to_xarray": tile.to_xarray,
        "Tile.to_pandas": tile.to_pandas,
        "Tile.cells": tile.cells,
        "Tile.field": lambda: tile.field(_core.TILE_FIELDS[0]["name"]),
        "Tile.fields": tile.fields,
    }
    for node in STUB.body:
        if isinstance(node, ast.AnnAssign):
            name = _name(node.target)
            out[name] = functools.partial(getattr, _core, name)
    return out


def test_every_declared_function_method_and_constant_is_checked() -> None:
    checked = set(calls(_core.Game([1]))) | set(module_calls())
    assert checked == set(RETURNS)


# What a game may refuse to answer: the additive games' questions of another set, and the
# residues outside the regime.
REFUSALS = {"not-additive", "not-in-regime"}


@pytest.mark.parametrize("game", games(), ids=repr)
def test_a_games_results_have_exactly_their_declared_shapes(game: _core.Game) -> None:
    answered = 0
    for name, call in calls(game).items():
        try:
            result = call()
        except asg.AsgError as e:
            assert e.code in REFUSALS, f"{game!r} {name}: {e}"
            continue
        check(result, RETURNS[name], f"{game!r} {name}")
        answered += 1
    assert answered >= 15


def test_each_result_is_checked_on_some_game() -> None:
    # No method is refused on every game of the sweep: each result's shape is checked somewhere.
    checked = set()
    for game in games():
        for name, call in calls(game).items():
            try:
                call()
            except asg.AsgError:
                continue
            checked.add(name)
    assert checked == set(calls(_core.Game([1])))


def test_the_check_knows_numpy_arrays() -> None:
    declared = ast.parse("NDArray[np.uint64]", mode="eval").body
    check(np.zeros(3, dtype=np.uint64), declared, "array")
    for wrong in [np.zeros(3, dtype=np.uint8), [0, 0, 0], b"\x00"]:
        with pytest.raises(AssertionError):
            check(wrong, declared, "array")


def test_facts_before_the_sequence_is_known_have_their_declared_shapes() -> None:
    # Outside the regime, facts() leaves the periods and counts None until the sequence is known.
    game = _core.Game.from_delta(5, 16)
    facts = game.facts()
    assert facts is not None and facts["heap_period"] is None
    check(facts, RETURNS["Game.facts"], "facts()")


def test_the_modules_results_have_exactly_their_declared_shapes() -> None:
    for name, call in module_calls().items():
        check(call(), RETURNS[name], name)


def test_the_check_refuses_a_key_the_stub_does_not_declare() -> None:
    # The check itself can fail: an extra key, a missing one, a wrong type.
    period = {"preperiod": 0, "period": 130}
    check(period, ast.Name(id="Period"), "period")
    for wrong in [{**period, "extra": 1}, {"period": 130}, {"preperiod": 0, "period": True}]:
        with pytest.raises(AssertionError):
            check(wrong, ast.Name(id="Period"), "period")
