"""The core's queries from Python (P-positions, gaps, collisions, the spectrum, counts, residues,
the ledger, verify, prove) against a plain mex rule written here, on random games in and out of
the regime and on other sets, and against the CLI's `--json` for the same games."""

from __future__ import annotations

import json
import math
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from conftest import asg_binary, mex_values, snake_keys

import asg
from asg import Game

RNG = random.Random(33)


def in_regime(a: int, delta: int) -> bool:
    return a < delta < 2 * a and math.gcd(a, delta) == 1


def sweep() -> list[tuple[int, int]]:
    """Games (a, δ): six in the primitive quadratic regime and six outside it, a ≤ 9, δ ≤ 25."""
    inside: set[tuple[int, int]] = {(5, 7)}
    outside: set[tuple[int, int]] = {(5, 4), (5, 16)}
    while len(inside) < 6 or len(outside) < 6:
        a, delta = RNG.randint(1, 9), RNG.randint(1, 25)
        (inside if in_regime(a, delta) else outside).add((a, delta))
    return sorted(inside)[:6] + sorted(outside)[:6]


GAMES = sweep()
SETS = [[2, 5], [3, 4, 9], [1, 4]]


class Brute:
    """A game's values by the mex rule over enough heaps for two periods and the moves past them."""

    def __init__(self, game: Game) -> None:
        period = game.period()
        self.pre, self.p = period["preperiod"], period["period"]
        self.n = self.pre + 3 * self.p + 2 * max(game.moves) + 200
        self.g = mex_values(game.moves, self.n)
        self.zeros = [x for x, v in enumerate(self.g) if v == 0]

    def value(self, x: int) -> int:
        """g(x) for any x, by the period."""
        return self.g[x] if x < self.n else self.g[self.pre + (x - self.pre) % self.p]


def brutes() -> list[tuple[Game, Brute]]:
    games = [Game.from_delta(a, d) for a, d in GAMES] + [Game(s) for s in SETS]
    return [(g, Brute(g)) for g in games]


@pytest.fixture(scope="module")
def known() -> list[tuple[Game, Brute]]:
    return brutes()


def test_the_sweep_has_games_in_and_out_of_the_regime() -> None:
    assert sum(in_regime(a, d) for a, d in GAMES) == 6 and len(GAMES) == 12


def test_nim_is_the_mex_rule(known: list[tuple[Game, Brute]]) -> None:
    for game, b in known:
        values = game.nim(0, b.n)
        assert values.dtype == np.uint8 and values.tolist() == b.g, game
        far = 2**64 - 50
        assert game.nim(far, 50).tolist() == [b.value(x) for x in range(far, 2**64)], game


def test_p_positions_and_gaps_are_the_mex_rules(known: list[tuple[Game, Brute]]) -> None:
    for game, b in known:
        count = len(b.zeros) - 1
        for start in [0, 1, count // 3]:
            w = game.p_positions(count - start, start=start)
            assert w.dtype == np.uint64 and w.tolist() == b.zeros[start:count], (game, start)
            gaps = game.gaps(count - start - 1, start=start)
            assert gaps.dtype == np.uint64
            assert gaps.tolist() == [y - x for x, y in zip(b.zeros[start:], b.zeros[start + 1 : count])], game
        assert game.p_positions(0).tolist() == [] and game.gaps(0, start=5).tolist() == []


def test_collisions_are_the_pairs_of_p_positions_a_shift_apart(known: list[tuple[Game, Brute]]) -> None:
    for game, b in known:
        info = game.additive()
        shifts = [1, 3, max(game.moves) + 1] + ([] if info is None else [info["delta"]])
        for shift in shifts:
            for periods in [1, 2]:
                c = game.collisions(shift, periods)
                at = {x: i for i, x in enumerate(b.zeros)}
                hi = b.pre + periods * b.p
                want = [(at[x], at[x + shift]) for x in b.zeros if x < hi and x + shift in at]
                assert c["shift"] == shift and c["count"] == len(want), (game, shift, periods)
                assert c["pairs"].dtype == c["heaps"].dtype == np.uint64
                assert c["pairs"].shape == c["heaps"].shape == (len(want), 2)
                assert [tuple(p) for p in c["pairs"].tolist()] == want, (game, shift)
                assert [tuple(h) for h in c["heaps"].tolist()] == [(b.zeros[m], b.zeros[n]) for m, n in want]
        if info is not None:
            assert game.collisions()["count"] == game.collisions(info["delta"])["count"]


def test_the_spectrum_counts_p_positions_a_shift_apart_over_a_period(known: list[tuple[Game, Brute]]) -> None:
    for game, b in known:
        if game.additive() is None:
            continue
        zeros = set(b.zeros)
        period = [x for x in b.zeros if b.pre <= x < b.pre + b.p]
        c = game.spectrum()
        assert c.dtype == np.uint64 and len(c) == b.p + 1, game
        assert c.tolist() == [sum(b.value(x + k) == 0 for x in period) for k in range(b.p + 1)], game
        assert c[0] == c[b.p] == len(period) and len(zeros) > len(period)
        assert game.spectrum(5).tolist() == c[:6].tolist() and game.spectrum(0).tolist() == [len(period)]
        # From any k_min, index i is k = k_min + i, far past the period too (C(k + p) = C(k)).
        for k_min, k_max in [(1, 5), (3, 3), (b.p - 1, 3 * b.p + 2), (2**64 - 2 * b.p, 2**64 - 1)]:
            got = game.spectrum(k_max, k_min=k_min).tolist()
            assert got == [c[k % b.p] for k in range(k_min, k_max + 1)], (game, k_min, k_max)


def test_counts_are_the_values_of_a_range_counted(known: list[tuple[Game, Brute]]) -> None:
    for game, b in known:
        for lo, hi in [(0, 0), (0, b.n), (7, b.n // 2), (2**64 - 3000, 2**64), (2**40 + 5, 2**40 + 2000)]:
            values = [min(b.value(x), 3) for x in range(lo, hi)]
            assert game.counts(lo, hi) == tuple(values.count(v) for v in range(4)), (game, lo, hi)
        total = game.counts(0, 2**64)
        assert sum(total) == 2**64 and all(isinstance(n, int) for n in total)


def test_the_ledgers_counts_are_the_mex_rules(known: list[tuple[Game, Brute]]) -> None:
    for game, b in known:
        info = game.additive()
        if info is None:
            continue
        rows: dict[str, Any] = {row["key"]: row for row in game.ledger()["rows"]}
        period = [min(b.value(x), 3) for x in range(b.pre, b.pre + b.p)]
        assert rows["heap-period"]["counted"] == b.p and rows["index-period"]["counted"] == period.count(0)
        assert [rows[f"w{v}"]["counted"] for v in range(4)] == [period.count(v) for v in range(4)], game
        windows = game.collisions(info["delta"])["count"]
        assert rows["windows"]["counted"] == windows, game
        for row in rows.values():
            assert row["agrees"] == (None if row["formula"] is None else row["formula"] == row["counted"])
        assert all(row["agrees"] for row in rows.values()) == in_regime(info["a"], info["delta"]) or not in_regime(
            info["a"], info["delta"]
        )


def formula(a: int, delta: int, x: int, w: set[int]) -> int:
    """Theorem 1's value of heap x: its class W0 = {w_n}, W1 = W0 + a, W2 = W0 − b, else 3."""
    b = a + delta
    return 0 if x in w else 1 if x - a in w else 2 if x + b in w else 3


def test_verify_finds_the_first_heap_where_the_formula_is_not_the_mex_rule(known: list[tuple[Game, Brute]]) -> None:
    for game, b in known:
        info = game.additive()
        if info is None:
            continue
        a, delta = info["a"], info["delta"]
        heap_period = a * (3 * delta + a)
        v = game.verify(2)
        w = {n + a * (n // a) + (a + delta) * (n // delta) for n in range(2 * heap_period + 2 * a + delta)}
        wrong = [x for x in range(min(2 * heap_period, b.n)) if formula(a, delta, x, w) != b.g[x]]
        assert (v["heap_period"], v["periods"], v["complete"]) == (heap_period, 2, True)
        if wrong:
            assert v["counterexample"] == {
                "heap": wrong[0],
                "mex": b.g[wrong[0]],
                "formula": formula(a, delta, wrong[0], w),
            }
        else:
            assert v["counterexample"] is None and v["heaps_checked"] == 2 * heap_period, game
        assert (v["counterexample"] is None) >= in_regime(a, delta)


def test_prove_holds_exactly_where_the_formula_is_the_mex_rule(known: list[tuple[Game, Brute]]) -> None:
    for game, b in known:
        info = game.additive()
        if info is None:
            continue
        a, delta = info["a"], info["delta"]
        c = game.prove()
        assert c["heap_period"] == a * (3 * delta + a) and len(c["classes"]) == 4
        if c["holds"]:
            # Proved: the formula is the mex rule on every heap computed here.
            w = {n + a * (n // a) + (a + delta) * (n // delta) for n in range(b.n)}
            assert all(formula(a, delta, x, w) == b.g[x] for x in range(b.n - 2 * (2 * a + delta))), game
        assert c["holds"] or not in_regime(a, delta)


def test_heap_period_of_verify_and_prove_is_the_regimes_formula_and_says_so() -> None:
    # Outside the regime the span checked, a(3δ + a), is not the game's own period.
    game, (a, delta) = Game.from_delta(5, 16), (5, 16)
    info = game.additive()
    assert info is not None and info["heap_period"] == 215
    assert game.verify(1)["heap_period"] == game.prove()["heap_period"] == a * (3 * delta + a) == 265
    for method in (Game.verify, Game.prove):
        doc = method.__doc__ or ""
        assert "`heap_period` is" in doc and "a(3δ + a)" in doc and "265 against 215" in doc, method


def plain(value: Any) -> Any:
    """`value` as JSON would give it back (tuples as lists)."""
    return json.loads(json.dumps(value))


def cli(*args: str) -> Any:
    """`asg … --json`, its keys as the bindings name them."""
    out = subprocess.run([str(asg_binary()), *args, "--json"], capture_output=True, text=True)
    assert out.returncode in (0, 1), out.stderr
    return snake_keys(json.loads(out.stdout))


def test_the_same_numbers_as_the_clis_json() -> None:
    for a, delta in GAMES[:3] + GAMES[6:9]:
        game, ad = Game.from_delta(a, delta), ["--a", str(a), "--delta", str(delta)]
        p = game.period()["period"]
        assert game.p_positions(40, start=7).tolist() == cli("ppos", *ad, "--count", "40", "--from", "7")["w"]
        assert (
            game.nim(3, 200).tolist()
            == cli("nim", "--moves", ",".join(map(str, game.moves)), "--from", "3", "--count", "200")["values"]
        )
        for shift in [delta, 2]:
            mine, theirs = game.collisions(shift, 2), cli("collisions", *ad, "--shift", str(shift), "--periods", "2")
            assert {**mine, "pairs": mine["pairs"].tolist(), "heaps": mine["heaps"].tolist()} == theirs
        spectrum = cli("spectrum", *ad, "--k-min", "1", "--k-max", str(p))
        assert game.spectrum().tolist() == [spectrum["zeros_per_period"], *spectrum["counts"]]
        for k_min, k_max in [(0, p), (0, 0), (7, 2 * p + 3), (10**18, 10**18 + 50)]:
            spectrum = cli("spectrum", *ad, "--k-min", str(k_min), "--k-max", str(k_max))
            assert game.spectrum(k_max, k_min=k_min).tolist() == spectrum["counts"], (a, delta, k_min)
        assert plain(game.ledger()) == cli("ledger", *ad)
        assert plain(game.verify(2)) == cli("verify", *ad, "--periods", "2")
        assert plain(game.prove()) == cli("prove", str(a), str(delta))
        if in_regime(a, delta):
            assert plain(game.residues()) == cli("residues", *ad)


def test_the_residues_are_the_collision_windows_through_each_a_plus_1_gap() -> None:
    for a, delta in [g for g in GAMES if in_regime(*g)]:
        game = Game.from_delta(a, delta)
        profile = game.residues()
        d = delta - a
        assert [row["r"] for row in profile["rows"]] == list(range(1, delta))
        assert profile["total"] == a * d == game.collisions()["count"]
        for row in profile["rows"]:
            r, q = row["r"], row["q"]
            assert (q * a) % delta == r and 0 < q < delta
            assert row["c"] == min(r, d) - max(0, r - a) and (row["L"], row["R"]) == (
                min(a, r) - 1,
                min(a, delta - r) - 1,
            )
            assert game.gaps(1, start=q * a - 1).tolist() == [a + 1]


@pytest.mark.parametrize(
    "call, code, field",
    [
        (lambda: Game([2, 5]).residues(), "not-additive", "moves"),
        (lambda: Game.from_delta(5, 4).residues(), "not-in-regime", None),
        (lambda: Game.from_delta(5, 7).p_positions(2**27), "window-too-large", None),
        (lambda: Game.from_delta(5, 7).gaps(-1), "invalid-number", "count"),
        (lambda: Game.from_delta(5, 7).counts(5, 4), "invalid-number", "hi"),
        (lambda: Game.from_delta(5, 7).counts(0, 2**64 + 1), "invalid-number", "hi"),
        (lambda: Game.from_delta(5, 7).collisions(0), "zero-shift", "shift"),
        (lambda: Game.from_delta(5, 7).collisions(7, 10**15), "window-too-large", None),
        (lambda: Game.from_delta(5, 7).spectrum(2**40), "window-too-large", None),
        (lambda: Game.from_delta(5, 7).spectrum(2**40 + 2**26, k_min=2**40), "window-too-large", None),
        (lambda: Game.from_delta(5, 7).spectrum(k_min=131), "invalid-number", "k_max"),
        (lambda: Game.from_delta(5, 7).spectrum(k_min=-1), "invalid-number", "k_min"),
        (lambda: Game.from_delta(5, 7).verify(0), "nothing-to-check", None),
        (lambda: Game.from_delta(50_000, 50_001).prove(max_work=1000), "too-much-work", None),
        (lambda: Game.from_delta(5, 7).ledger(max_work=0), "invalid-number", "max_work"),
    ],
)
def test_requests_are_bounded_as_the_clis(call: Any, code: str, field: str | None) -> None:
    with pytest.raises(asg.AsgValueError) as e:
        call()
    assert e.value.code == code and e.value.field == field, e.value


def test_arrays_are_writable_and_their_own() -> None:
    w = Game.from_delta(5, 7).p_positions(10)
    w[0] = 99  # a copy of the core's list, not a view of the game's memory
    assert Game.from_delta(5, 7).p_positions(10)[0] == 0 and w.flags.writeable


LONG = {
    # Each would take hours: Ctrl-C must stop it (the spectrum and the ledger step alike).
    "verify": "asg.Game.from_delta(1000, 1001).verify(100_000, max_work=asg.MAX_WORK_CEILING)",
    "prove": "asg.Game.from_delta(500_000, 500_001).prove(max_work=asg.MAX_WORK_CEILING)",
}


@pytest.mark.parametrize("method", sorted(LONG))
def test_ctrl_c_stops_a_long_query(method: str) -> None:
    script = f"import asg, sys; print('started', flush=True); {LONG[method]}"
    # SIGINT live in the child, as from a terminal, even where these tests run in the background.
    child = subprocess.Popen(
        [sys.executable, "-c", script],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert child.stdout is not None and child.stdout.readline() == "started\n"
    time.sleep(0.5)
    sent = time.perf_counter()
    child.send_signal(signal.SIGINT)
    try:
        _, err = child.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        pytest.fail(f"{method} went on 10 s after Ctrl-C")
    print(f"{method}: stopped {time.perf_counter() - sent:.2f} s after Ctrl-C")
    assert child.returncode != 0 and "KeyboardInterrupt" in err, err
    assert time.perf_counter() - sent < 5


@pytest.mark.parametrize("method", ["verify", "prove"])
def test_another_thread_runs_while_a_query_computes(method: str) -> None:
    calls: dict[str, Callable[[], object]] = {
        "verify": lambda: Game.from_delta(1000, 1001).verify(20, max_work=asg.MAX_WORK_CEILING),
        "prove": lambda: Game.from_delta(2500, 2501).prove(max_work=asg.MAX_WORK_CEILING),
    }
    call = calls[method]
    span: dict[str, float] = {}

    def work() -> None:
        span["start"] = time.perf_counter()
        call()
        span["end"] = time.perf_counter()

    thread = threading.Thread(target=work)
    stamps = []
    thread.start()
    while thread.is_alive():
        stamps.append(time.perf_counter())
        time.sleep(0.0005)
    thread.join()
    start, end = span["start"], span["end"]
    middle = [s for s in stamps if start + 0.2 * (end - start) < s < end - 0.2 * (end - start)]
    assert len(middle) > 20, (end - start, len(middle))


def theorem_one(a: int, delta: int, x: int) -> int:
    """Theorem 1's value of heap x by its definition: W0 = {w_n}, found by bisection on
    w_n = n + a⌊n/a⌋ + b⌊n/δ⌋ in Python's integers, W1 = W0 + a, W2 = W0 − b, 3 elsewhere."""
    b = a + delta

    def in_w0(y: int) -> bool:
        lo, hi = 0, y + 1
        while lo < hi:
            mid = (lo + hi) // 2
            if mid + a * (mid // a) + b * (mid // delta) >= y:
                hi = mid
            else:
                lo = mid + 1
        return lo + a * (lo // a) + b * (lo // delta) == y

    if in_w0(x):
        return 0
    if x >= a and in_w0(x - a):
        return 1
    return 2 if in_w0(x + b) else 3


def test_a_game_whose_heap_period_passes_64_bits_answers_what_needs_no_period() -> None:
    a, delta = 2**40, 2**40 + 1  # the heap period a(3δ + a) is about 2^82
    g = Game.from_delta(a, delta)
    assert g.value(2**64 - 1) == theorem_one(a, delta, 2**64 - 1)
    for x in [0, a - 1, a, 2 * a, 2 * a + 1, 2**64 - a - 1, 2**64 - 2]:
        assert g.value(x) == theorem_one(a, delta, x), x
    top = g.nim(2**64 - 10, 10).tolist()
    assert top == [theorem_one(a, delta, x) for x in range(2**64 - 10, 2**64)]
    assert g.p_positions(2, start=a - 1).tolist() == [a - 1, 2 * a]
    assert g.gaps(1, start=a - 1).tolist() == [a + 1]
    why = g.explain(2**64 - 1)
    assert why["value"] == why["mex"] == theorem_one(a, delta, 2**64 - 1)
    facts = g.additive()
    assert facts is not None and facts["heap_period"] is None and facts["windows_per_period"] is None
    # What needs the period is refused by the core's error, not a crash.
    with pytest.raises(asg.AsgValueError) as e:
        g.period()
    assert e.value.code == "overflow" and "heap period" in str(e.value), e.value
