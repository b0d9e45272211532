//! The `asg` binary as a user runs it: exit codes, messages, JSON shapes, closed pipes, full
//! disks, heap 2^64 − 1, refusals of requests too large to run, Ctrl-C, and a property test
//! over the whole argument space with a watchdog on every call.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::Value;
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};
#[path = "../../tests/support/mex.rs"]
mod mex;
use mex::brute;

const ASG: &str = env!("CARGO_BIN_EXE_asg");

/// Address space for one call (4 GiB): an unbounded allocation fails instead of swapping,
/// and so shows as an abort unless it was caught.
const ADDRESS_SPACE_KB: u64 = 4 << 20;

/// What one run gave.
struct Run {
    status: ExitStatus,
    stdout: String,
    stderr: String,
}

impl Run {
    fn code(&self) -> Option<i32> {
        self.status.code()
    }
}

/// `asg args…` under an address-space limit of `kb` kilobytes (via the shell's `ulimit -v`).
fn command(kb: u64, args: &[&str]) -> Command {
    let mut c = Command::new("sh");
    c.arg("-c").arg(format!("ulimit -v {kb} && exec \"$0\" \"$@\"")).arg(ASG).args(args);
    c.stdin(Stdio::null());
    c
}

fn run_limited(kb: u64, args: &[&str]) -> Run {
    let out = command(kb, args).output().expect("the shell runs");
    Run {
        status: out.status,
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn run(args: &[&str]) -> Run {
    run_limited(ADDRESS_SPACE_KB, args)
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let r = run(&all);
    assert_eq!(r.code(), Some(0), "{args:?}: {}", r.stderr);
    serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {}", r.stdout))
}

/// A refusal: exit 2, nothing on stdout, and a one-line message containing every `part`.
fn refused(args: &[&str], parts: &[&str]) {
    let r = run(args);
    assert_eq!(r.code(), Some(2), "{args:?}: {}", r.stderr);
    assert!(r.stdout.is_empty(), "{args:?} printed {}", r.stdout);
    for part in parts {
        assert!(r.stderr.contains(part), "{args:?}: {:?} lacks {part:?}", r.stderr);
    }
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
}

// Case 1: `nim` far out reads the period, in little memory; `--bound` is bounded.

#[test]
fn nim_far_out_reads_the_period_in_little_memory() {
    // S = {2, 5} has period 7; 64 MiB of address space is far less than the 134 MB prefix.
    let g = brute(&[2, 5], 7);
    for from in [134_217_000u64, 100_000_000_000, u64::MAX - 4] {
        let r =
            run_limited(64 << 10, &["nim", "--moves", "2,5", "--from", &from.to_string(), "--count", "5", "--json"]);
        assert_eq!(r.code(), Some(0), "from {from}: {}", r.stderr);
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        let got: Vec<u64> = v["values"].as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect();
        let want: Vec<u64> = (0..5).map(|i| g[((from + i) % 7) as usize] as u64).collect();
        assert_eq!(got, want, "from {from}");
        assert_eq!(v["from"].as_u64(), Some(from));
    }
    refused(
        &["nim", "--moves", "2,5", "--from", "100000000000", "--count", "10", "--bound", "200000000000"],
        &["200000000000", "1073741824"],
    );
}

// Case 2: a closed pipe ends quietly; a full disk is one line and status 1.

/// Runs `args` with stdout a pipe, reads one line, closes the pipe, and returns how it ended.
fn closed_after_one_line(args: &[&str]) -> (ExitStatus, String) {
    let mut child = command(ADDRESS_SPACE_KB, args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    // The reader is dropped here: the next writes meet a closed pipe.
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    let status = child.wait().unwrap();
    assert!(!first.is_empty(), "{args:?} printed nothing");
    (status, err)
}

#[test]
fn a_closed_pipe_ends_quietly() {
    for args in [
        &["ppos", "--a", "5", "--delta", "7", "--count", "1000000"][..],
        &["ppos", "--a", "5", "--delta", "7", "--count", "1000000", "--json"],
        &["nim", "--moves", "5,12,17", "--count", "10000000"],
        &["nim", "--moves", "5,12,17", "--count", "10000000", "--json"],
        &["landscape", "--a-max", "40", "--delta-max", "320"],
        &["residues", "--a", "4000", "--delta", "7001", "--json"],
    ] {
        let (status, err) = closed_after_one_line(args);
        // 0, or the conventional SIGPIPE status 141 if the signal ended it.
        assert!(matches!(status.code(), Some(0) | Some(141)), "{args:?}: {status:?} {err}");
        // Nothing but progress (a busy machine may make the run longer than a second).
        assert!(err.lines().all(|l| l.contains('%')), "{args:?}: {err}");
    }
}

#[test]
fn a_full_disk_is_one_line_and_status_one() {
    for args in [
        &["ppos", "--a", "5", "--delta", "7", "--count", "100000"][..],
        &["period", "--moves", "5,12,17", "--json"],
        &["value", "--a", "5", "--delta", "7", "--heap", "3"],
    ] {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let out = command(ADDRESS_SPACE_KB, args).stdout(full).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("asg: error writing output"), "{err}");
    }
}

// Case 3: a residue profile too large to hold is refused before it is built.

#[test]
fn residues_too_large_to_hold_are_refused() {
    refused(&["residues", "--a", "40000000", "--delta", "67108863", "--json"], &["bytes", "1073741824"]);
    let v = json(&["residues", "--a", "7", "--delta", "12"]);
    let c: Vec<u64> = v["rows"].as_array().unwrap().iter().map(|r| r["c"].as_u64().unwrap()).collect();
    assert_eq!(c, [1, 2, 3, 4, 5, 5, 5, 4, 3, 2, 1]);
    assert_eq!(v["total"].as_u64(), Some(35));
}

// Case 4: the ledger's work is bounded, with a way around.

#[test]
fn a_ledger_too_long_to_count_is_refused_with_a_way_around() {
    refused(&["ledger", "--a", "100000", "--delta", "150001"], &["work limit", "--max-work"]);
    refused(&["ledger", "--a", "1073741823", "--delta", "1073741824"], &["work limit"]);
    let v = json(&["ledger", "--a", "5", "--delta", "7"]);
    assert_eq!(v["proven"], Value::Bool(true));
    let counted: Vec<u64> = v["rows"].as_array().unwrap().iter().map(|r| r["counted"].as_u64().unwrap()).collect();
    assert_eq!(counted, [35, 130, 35, 35, 35, 25, 10]);
}

// Case 5: verify is bounded, says when there is nothing to check, and explains the regime.

#[test]
fn verify_refuses_nothing_and_too_much_and_explains_outside_the_regime() {
    refused(&["verify", "--a", "5", "--delta", "4", "--periods", "0"], &["nothing to check"]);
    refused(&["verify", "--a", "5", "--delta", "7", "--periods", "528611315"], &["68719470950", "--max-work"]);
    let r = run(&["verify", "--a", "5", "--delta", "4", "--periods", "1"]);
    assert_eq!(r.code(), Some(1));
    assert!(r.stdout.starts_with("counterexample: a = 5, δ = 4, heap "), "{}", r.stdout);
    assert!(r.stdout.contains("Theorem 1 does not apply"), "{}", r.stdout);
    let r = run(&["verify", "--a", "5", "--delta", "7", "--periods", "3"]);
    assert_eq!(r.code(), Some(0));
    assert!(r.stdout.contains("on all 390 heaps"), "{}", r.stdout);
    let v = json(&["verify", "--a", "7", "--delta", "12", "--periods", "2"]);
    assert_eq!((v["heapsChecked"].as_u64(), v["complete"].as_bool()), (Some(602), Some(true)));
    assert!(v["counterexample"].is_null());
}

// Case 5b: prove gives the certificate, its exit status says whether it holds, and its JSON
// has the documented keys.

#[test]
fn prove_certifies_the_regime_and_names_where_the_proof_breaks_outside_it() {
    let r = run(&["prove", "5", "7"]);
    assert_eq!(r.code(), Some(0), "{}", r.stderr);
    assert!(r.stdout.contains("every heap has a class: ✓"), "{}", r.stdout);
    assert!(r.stdout.contains("closed form is proved for (a, δ) = (5, 7)"), "{}", r.stdout);
    let v = json(&["prove", "7", "12"]);
    // (serde_json's maps list their keys in order.)
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["a", "checked", "classes", "delta", "heapPeriod", "holds", "partitionFailure"]);
    assert_eq!((v["heapPeriod"].as_u64(), v["checked"].as_u64()), (Some(301), Some(301 + 2 * 7 + 19)));
    assert_eq!(v["holds"], Value::Bool(true));
    let classes = v["classes"].as_array().unwrap();
    assert_eq!(classes.len(), 4);
    for (k, c) in classes.iter().enumerate() {
        let keys: Vec<&str> = c.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(keys, ["antiCollisionFailure", "class", "heaps", "reachabilityFailure"]);
        assert_eq!(c["class"].as_u64(), Some(k as u64));
        assert!(c["antiCollisionFailure"].is_null() && c["reachabilityFailure"].is_null());
    }
    // The heaps of each class are the mex rule's values among the heaps checked.
    let g = brute(&[7, 19, 26], 334);
    for (k, c) in classes.iter().enumerate() {
        assert_eq!(c["heaps"].as_u64(), Some(g.iter().filter(|&&x| x as usize == k).count() as u64));
    }
    // (5, 16): w_11 = 21 and w_0 = 0 are b = 21 apart, so heap 21 (class 0) moves to class 0.
    let r = run(&["prove", "5", "16", "--json"]);
    assert_eq!(r.code(), Some(1), "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["holds"], Value::Bool(false));
    assert_eq!(v["classes"][0]["antiCollisionFailure"].as_u64(), Some(21));
    assert!(v["partitionFailure"].is_null());
    assert_eq!(brute(&[5, 21, 26], 22)[21], 2, "the mex rule gives 21 the value 2, not its class 0");
    let r = run(&["prove", "5", "16"]);
    assert_eq!(r.code(), Some(1));
    assert!(r.stdout.contains("✗ heap 21"), "{}", r.stdout);
    refused(&["prove", "0", "7"], &["a"]);
    refused(&["prove", "5"], &["DELTA"]);
    refused(&["prove", "5", "x"], &["non-negative integer"]);
    refused(&["prove", "10000", "19999"], &["work limit", "--max-work"]);
}

// Case 6: collisions are counted first and refused with the real count.

#[test]
fn collisions_report_the_real_count_and_stay_small() {
    // a·d = 10 pairs per period, 10^12 periods.
    refused(&["collisions", "--a", "5", "--delta", "7", "--periods", "1000000000000", "--json"], &["10000000000000"]);
    let r =
        run_limited(256 << 10, &["collisions", "--a", "5", "--delta", "7", "--periods", "1", "--shift", "100000000"]);
    assert_eq!(r.code(), Some(0), "{}", r.stderr);
    assert!(r.stdout.len() < 10_000, "{} bytes", r.stdout.len());
    assert!(r.stdout.contains("gaps)"), "long gap runs are shortened: {}", r.stdout);
    // Two million rows with gap runs are too many to print; as JSON they are a list.
    refused(&["collisions", "--a", "5", "--delta", "7", "--periods", "200000"], &["2000000", "--json"]);
    let many = json(&["collisions", "--a", "5", "--delta", "7", "--periods", "200000"]);
    assert_eq!(many["pairs"].as_array().unwrap().len(), 2_000_000);
    let v = json(&["collisions", "--a", "5", "--delta", "7", "--periods", "2"]);
    assert_eq!(v["count"].as_u64(), Some(20));
    assert_eq!(v["pairs"].as_array().unwrap().len(), 20);
    assert_eq!(v["pairs"][0], serde_json::json!([3, 5])); // w_3 = 3, w_5 = 10
}

#[test]
fn collisions_give_their_heaps_and_ppos_starts_anywhere() {
    // In the regime (5, 7) and outside it (5, 4, 5, 16), for δ and another shift.
    for (a, delta, shift) in [("5", "7", "7"), ("5", "4", "15"), ("5", "16", "16"), ("5", "7", "19")] {
        let game = ["--a", a, "--delta", delta];
        let c = json(&[&["collisions"][..], &game, &["--periods", "2", "--shift", shift]].concat());
        let (pairs, heaps) = (c["pairs"].as_array().unwrap(), c["heaps"].as_array().unwrap());
        assert_eq!(pairs.len(), heaps.len());
        let last = pairs.iter().map(|p| p[1].as_u64().unwrap()).max().unwrap_or(0);
        let all = json(&[&["ppos"][..], &game, &["--count", &(last + 1).to_string()]].concat());
        let w = all["w"].as_array().unwrap();
        for (p, h) in pairs.iter().zip(heaps) {
            let (m, n) = (p[0].as_u64().unwrap() as usize, p[1].as_u64().unwrap() as usize);
            assert_eq!(h, &serde_json::json!([w[m], w[n]]), "({a}, {delta}) pair {p}");
        }
        // `ppos --from` lists the same P-positions from another index, and the table numbers them so.
        let from = json(&[&["ppos"][..], &game, &["--from", "4", "--count", "5"]].concat());
        assert_eq!(from["w"].as_array().unwrap()[..], w[4..9]);
        let table = run(&[&["ppos"][..], &game, &["--from", "4", "--count", "1"]].concat());
        assert!(table.stdout.lines().last().unwrap().split_whitespace().eq(["4".to_string(), w[4].to_string()]));
    }
    // Far out, in the regime: w_n of Theorem 1 at n = 10^18.
    let far = json(&["ppos", "--a", "5", "--delta", "7", "--from", "1000000000000000000", "--count", "1"]);
    assert_eq!(
        far["w"][0].as_u64(),
        Some(1_000_000_000_000_000_000 + 5 * 200_000_000_000_000_000 + 12 * 142_857_142_857_142_857)
    );
}

#[test]
fn a_heap_below_a_has_value_0_even_when_the_period_passes_64_bits() {
    let top = "9223372036854775807"; // 2^63 − 1: a(3δ + a) passes 2^64
    let v = json(&["value", "--a", top, "--delta", "1", "--heap", "5"]);
    assert_eq!((v["heap"].as_u64(), v["value"].as_u64()), (Some(5), Some(0)));
    let text = run(&["value", "--a", top, "--delta", "1", "--heap", "9223372036854775806"]);
    assert_eq!(text.code(), Some(0), "{}", text.stderr);
    assert!(text.stdout.contains("= 0"), "{}", text.stdout);
    // Where the period is needed, refused with the overflow's message (exit 2), never a panic.
    refused(&["value", "--a", top, "--delta", "1", "--heap", top], &["heap period", "64-bit"]);
    refused(&["value", "--a", "0", "--delta", "1", "--heap", "0"], &["a"]);
}

/// Theorem 1's value of heap x in {a, a+δ, 2a+δ} by its definition, in 128 bits: W0 = {w_n}
/// found by bisection on w_n = n + a⌊n/a⌋ + b⌊n/δ⌋, W1 = W0 + a, W2 = W0 − b, 3 elsewhere.
fn theorem_one(a: u64, delta: u64, x: u64) -> u64 {
    let (a, d, x) = (a as u128, delta as u128, x as u128);
    let w = |n: u128| n + a * (n / a) + (a + d) * (n / d);
    let in_w0 = |y: u128| {
        let (mut lo, mut hi) = (0u128, y + 1);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if w(mid) >= y {
                hi = mid
            } else {
                lo = mid + 1
            }
        }
        w(lo) == y
    };
    match () {
        _ if in_w0(x) => 0,
        _ if x >= a && in_w0(x - a) => 1,
        _ if in_w0(x + a + d) => 2,
        _ => 3,
    }
}

#[test]
fn a_game_whose_heap_period_passes_64_bits_answers_what_needs_no_period() {
    // a = 2^40, δ = 2^40 + 1: a(3δ + a) is about 2^82.
    let (a, delta) = (1u64 << 40, (1u64 << 40) + 1);
    let game = ["--a", "1099511627776", "--delta", "1099511627777"];
    let top = "18446744073709551615";
    let v = json(&[&["value"][..], &game, &["--heap", top]].concat());
    assert_eq!(v["heap"].as_u64(), Some(u64::MAX));
    assert_eq!(v["value"].as_u64(), Some(theorem_one(a, delta, u64::MAX)));
    let text = run(&[&["value"][..], &game, &["--heap", top]].concat());
    assert_eq!(text.code(), Some(0), "{}", text.stderr);
    assert!(text.stdout.contains("primitive quadratic"), "{}", text.stdout);
    // Around the P-positions w_(a−1) = a − 1 and w_a = 2a, and near the top.
    for x in [a - 1, a, 2 * a - 1, 2 * a, 2 * a + 1, 3 * a, u64::MAX - a - delta, u64::MAX - 1] {
        let v = json(&[&["value"][..], &game, &["--heap", &x.to_string()]].concat());
        assert_eq!(v["value"].as_u64(), Some(theorem_one(a, delta, x)), "heap {x}");
    }
    let why = json(&[&["explain"][..], &game, &["--heap", top]].concat());
    assert_eq!(why["value"], why["mex"]);
    assert_eq!(why["value"].as_u64(), Some(theorem_one(a, delta, u64::MAX)));
    let w = json(&[&["ppos"][..], &game, &["--from", &(a - 1).to_string(), "--count", "2"]].concat());
    assert_eq!(w["w"], serde_json::json!([a - 1, 2 * a]));
    let moves = format!("{a},{},{}", a + delta, 2 * a + delta);
    let window = json(&["nim", "--moves", &moves, "--from", "18446744073709551606", "--count", "10"]);
    let want: Vec<u64> = (u64::MAX - 9..=u64::MAX).map(|x| theorem_one(a, delta, x)).collect();
    assert_eq!(window["values"], serde_json::json!(want));
    // What needs the period is refused by name (exit 2), never a panic or an overflow.
    for ask in [
        &["period", "--moves", &moves][..],
        &[&["collisions"][..], &game, &["--periods", "1"]].concat(),
        &[&["verify"][..], &game, &["--periods", "1"]].concat(),
        &[&["ledger"][..], &game].concat(),
        &[&["spectrum"][..], &game].concat(),
        &["prove", "1099511627776", "1099511627777"],
    ] {
        refused(ask, &["heap period", "64-bit"]);
    }
}

#[test]
fn every_refusal_that_says_raise_bound_takes_bound() {
    // {4, 10, 14} is outside the regime: its values need the mex rule's period, 44.
    let game = ["--a", "4", "--delta", "6"];
    for extra in
        [&["value", "--heap", "3"][..], &["spectrum"], &["collisions", "--periods", "1"], &["ppos", "--count", "3"]]
    {
        let with = |bound: &'static str| [extra, &game[..], &["--bound", bound]].concat();
        refused(&with("20"), &["no period found within the first 20 positions", "raise --bound"]);
        let r = run(&with("100"));
        assert_eq!(r.code(), Some(0), "{extra:?}: {}", r.stderr);
    }
}

#[test]
fn verify_and_prove_say_their_heap_period_is_the_regimes_formula() {
    // (5, 16) is outside the regime: a(3δ + a) = 265 is checked, the game's own period is 215.
    let r = run(&["verify", "--a", "5", "--delta", "16", "--periods", "1", "--json"]);
    assert_eq!(r.code(), Some(1), "a counterexample: {}", r.stderr);
    assert_eq!(serde_json::from_str::<Value>(&r.stdout).unwrap()["heapPeriod"].as_u64(), Some(265));
    assert_eq!(json(&["period", "--moves", "5,21,26"])["period"].as_u64(), Some(215));
    for command in ["verify", "prove"] {
        let help = run(&[command, "--help"]);
        assert!(help.stdout.contains("a(3δ + a)") && help.stdout.contains("heapPeriod"), "{}", help.stdout);
        assert!(help.stdout.contains("265 against 215"), "{}", help.stdout);
    }
}

#[test]
fn collisions_and_verify_over_0_periods_are_refused_alike() {
    for command in ["collisions", "verify"] {
        refused(&[command, "--a", "5", "--delta", "7", "--periods", "0"], &["nothing to check", "at least 1 period"]);
    }
}

// Case 7: the landscape is refused by its work; fast runs keep stderr quiet.

#[test]
fn a_landscape_is_refused_by_its_work_and_fast_ones_are_quiet() {
    refused(&["landscape", "--a-max", "4096", "--delta-max", "4096"], &["positions", "work limit"]);
    // A run of microseconds prints no progress (progress starts after a second of work).
    let quick = run(&["landscape", "--a-max", "3", "--delta-max", "3", "--json"]);
    assert_eq!(quick.code(), Some(0));
    assert!(quick.stderr.is_empty(), "a fast run prints no progress: {}", quick.stderr);
    // Whatever stderr says meanwhile, stdout is the JSON alone.
    let r = run(&["landscape", "--a-max", "12", "--delta-max", "30", "--json"]);
    assert_eq!(r.code(), Some(0));
    let cells: Vec<Value> = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(cells.len(), 12 * 30);
    assert_eq!(
        (cells[0]["a"].as_u64(), cells[0]["delta"].as_u64(), cells[0]["period"].as_u64()),
        (Some(1), Some(1), Some(4))
    );
    let r = run(&["landscape", "--a-max", "3", "--delta-max", "3", "--csv"]);
    assert_eq!(r.stdout.lines().count(), 10);
}

#[test]
fn the_landscapes_csv_has_the_jsons_keys_in_snake_case_and_its_values() {
    let snake = |key: &str| -> String {
        key.chars()
            .map(|c| if c.is_ascii_uppercase() { format!("_{}", c.to_ascii_lowercase()) } else { c.into() })
            .collect()
    };
    let plane = ["landscape", "--a-max", "4", "--delta-max", "9", "--bound", "60"];
    let cells: Vec<Value> = serde_json::from_str(&run(&[&plane[..], &["--json"]].concat()).stdout).unwrap();
    let csv = run(&[&plane[..], &["--csv"]].concat()).stdout;
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let mut keys: Vec<String> = cells[0].as_object().unwrap().keys().map(|k| snake(k)).collect();
    let mut columns: Vec<String> = header.iter().map(|h| h.to_string()).collect();
    keys.sort();
    columns.sort();
    assert_eq!(columns, keys, "the CSV's columns are the JSON's keys");
    let shown = |v: &Value| match v {
        Value::Null => "-".to_string(),
        Value::Bool(b) => if *b { "yes" } else { "no" }.to_string(),
        Value::String(s) => s.clone(),
        v => v.to_string(),
    };
    assert_eq!(cells.len(), 4 * 9);
    for (line, cell) in lines.zip(&cells) {
        let row: std::collections::BTreeMap<&str, &str> = header.iter().copied().zip(line.split(',')).collect();
        for (key, value) in cell.as_object().unwrap() {
            assert_eq!(row[snake(key).as_str()], shown(value), "{key} of {cell}");
        }
    }
    assert!(cells.iter().any(|c| c["period"].is_null()), "a cell with an unknown period is among them");
}

#[test]
fn both_kernels_give_the_same_landscape() {
    // a from 30 to 40: the fast kernel takes a ≥ 32, the others go the reference way.
    let of = |kernel: &str| {
        let r = run(&["landscape", "--a-max", "40", "--delta-max", "90", "--csv", "--kernel", kernel]);
        assert_eq!(r.code(), Some(0), "{}", r.stderr);
        r.stdout
    };
    let fast = of("fast");
    assert_eq!(fast.lines().count(), 1 + 40 * 90);
    assert_eq!(fast, of("reference"));
    assert_eq!(run(&["landscape", "--a-max", "3", "--delta-max", "3", "--kernel", "quick"]).code(), Some(2));
}

// Case 8: heap 2^64 − 1 in a window, a value and an explanation.

#[test]
fn heap_two_to_the_64_minus_one_is_in_reach() {
    let max = u64::MAX.to_string();
    let v = json(&["nim", "--moves", "5,12,17", "--from", &max, "--count", "1"]);
    let value = json(&["value", "--a", "5", "--delta", "7", "--heap", &max]);
    assert_eq!(v["values"][0], value["value"]);
    // 2^64 − 1 ≡ 5 (mod 130), and g(5) = 1.
    assert_eq!(value["value"].as_u64(), Some(1));
    let e = json(&["explain", "--a", "5", "--delta", "7", "--heap", &max]);
    assert_eq!(e["value"], e["mex"]);
    assert_eq!(e["options"][0]["move"].as_u64(), Some(5));
    assert_eq!(e["options"][0]["to"].as_u64(), Some(u64::MAX - 5));
    refused(&["nim", "--moves", "5,12,17", "--from", &max, "--count", "2"], &["last heap"]);
}

#[test]
fn explain_takes_any_set_or_a_with_delta_or_b() {
    let by_moves = json(&["explain", "--moves", "5,12,17", "--heap", "40"]);
    let by_delta = json(&["explain", "--a", "5", "--delta", "7", "--heap", "40"]);
    let by_b = json(&["explain", "--a", "5", "--b", "12", "--heap", "40"]);
    assert_eq!(by_moves, by_delta);
    assert_eq!(by_delta, by_b);
    let g = brute(&[5, 12, 17], 41);
    let options: Vec<(u64, u64, u64)> = by_moves["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| (o["move"].as_u64().unwrap(), o["to"].as_u64().unwrap(), o["value"].as_u64().unwrap()))
        .collect();
    assert_eq!(options, [(5, 35, g[35] as u64), (12, 28, g[28] as u64), (17, 23, g[23] as u64)]);
    assert_eq!(by_moves["value"].as_u64(), Some(g[40] as u64));
    let table = run(&["explain", "--moves", "2,5", "--heap", "6"]);
    assert!(table.stdout.contains("mex{"), "{}", table.stdout);
    refused(&["explain", "--moves", "5,12,17", "--a", "5", "--delta", "7", "--heap", "1"], &["cannot be used with"]);
    refused(&["explain", "--a", "5", "--heap", "1"], &["--delta", "--b"]);
}

// Case 9: clap's messages whole, and negative numbers answered as such.

#[test]
fn argument_errors_say_everything() {
    refused(&["ppos", "--a", "5", "--count", "5"], &["required arguments were not provided", "--delta", "--b"]);
    refused(&["value", "--a", "5", "--delta", "7", "--heap", "-1"], &["non-negative integer", "'-1'"]);
    refused(&["nim", "--moves", "-5,3", "--count", "3"], &["non-negative integer"]);
    refused(&["verify", "--a", "5", "--delta", "7", "--periods", "x"], &["non-negative integer"]);
    refused(&["period", "--moves", "5,12,17", "--max-work", "0"], &["work limit"]);
    let help = run(&["--help"]);
    assert_eq!(help.code(), Some(0));
    assert!(help.stdout.contains("explain") && help.stdout.contains("130"), "{}", help.stdout);
}

#[test]
fn period_prints_a_table_and_json_from_one_search() {
    let v = json(&["period", "--moves", "5,21,26"]);
    assert_eq!((v["preperiod"].as_u64(), v["period"].as_u64()), (Some(0), Some(215)));
    let r = run(&["period", "--moves", "5,21,26"]);
    assert_eq!(r.stdout.trim(), "S = {5, 21, 26}: preperiod 0, smallest period 215 (by the mex rule)");
}

// Ctrl-C: partial results where they make sense, status 130.

/// Starts `args`, waits for its first progress line on stderr (long work only), sends SIGINT,
/// and returns how it ended.
fn interrupted(args: &[&str]) -> (Option<i32>, String, String) {
    let mut child = Command::new(ASG).args(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut first = String::new();
    err.read_line(&mut first).unwrap();
    assert!(first.contains('%'), "a progress line: {first:?}");
    let killed = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(killed.success());
    // Read both pipes at once: the partial result may be more than a pipe holds.
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        stdout.read_to_string(&mut out).unwrap();
        out
    });
    let mut rest = String::new();
    err.read_to_string(&mut rest).unwrap();
    let out = reader.join().unwrap();
    (child.wait().unwrap().code(), out, first + &rest)
}

#[test]
fn ctrl_c_leaves_a_valid_partial_verification() {
    // About 2^33 heaps: minutes of work, stopped after the first second.
    let (code, out, err) =
        interrupted(&["verify", "--a", "5", "--delta", "7", "--periods", "66076419", "--max-work", "8589934592"]);
    assert_eq!(code, Some(130), "{out} {err}");
    assert!(out.starts_with("no counterexample in the first "), "{out}");
    assert!(out.contains("interrupted"), "{out}");
    let checked: u64 = out["no counterexample in the first ".len()..].split(' ').next().unwrap().parse().unwrap();
    assert!(checked > 0 && checked < 66_076_419 * 130, "{checked}");
}

#[test]
fn ctrl_c_stops_a_long_certificate() {
    // About 5 · 10⁹ heaps: many seconds of work, stopped after the first second.
    let (code, out, err) = interrupted(&["prove", "30000", "59999", "--max-work", "70368744177664"]);
    assert_eq!(code, Some(130), "{out} {err}");
    assert!(err.contains("prove interrupted after"), "{err}");
}

#[test]
fn ctrl_c_leaves_the_cells_done_so_far() {
    let (code, out, err) =
        interrupted(&["landscape", "--a-max", "300", "--delta-max", "3000", "--max-work", "70368744177664", "--json"]);
    assert_eq!(code, Some(130), "{err}");
    let cells: Vec<Value> = serde_json::from_str(&out).expect("the partial output is valid JSON");
    assert!(cells.len() < 300 * 3000, "{} cells", cells.len());
    assert!(err.contains("partial"), "{err}");
}

// The collision spectrum: pair counts against brute force, explanations, refusals, Ctrl-C.

/// C(k) for k = 1 … p by counting pairs over a brute-force mex table, with p checked to be a
/// period of it.
fn brute_spectrum(moves: &[u64], p: u64) -> Vec<u64> {
    let max = *moves.iter().max().unwrap();
    let g = brute(moves, (2 * p + max) as usize);
    assert!((0..(p + max) as usize).all(|x| g[x] == g[x + p as usize]), "{p} is a period of {moves:?}");
    let zeros: Vec<usize> = (0..p as usize).filter(|&x| g[x] == 0).collect();
    (1..=p as usize).map(|k| zeros.iter().filter(|&&x| g[x + k] == 0).count() as u64).collect()
}

fn numbers(v: &Value) -> Vec<u64> {
    v.as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect()
}

#[test]
fn spectrum_lists_pair_counts_in_and_out_of_the_regime() {
    for (a, delta, period, proven) in [(5u64, 7u64, 130u64, true), (5, 4, 19, false), (5, 16, 215, false)] {
        let (a_text, d_text) = (a.to_string(), delta.to_string());
        let v = json(&["spectrum", "--a", &a_text, "--delta", &d_text]);
        assert_eq!((v["period"].as_u64(), v["proven"].as_bool()), (Some(period), Some(proven)));
        assert_eq!((v["kMin"].as_u64(), v["kMax"].as_u64()), (Some(1), Some(period)), "one period by default");
        let want = brute_spectrum(&[a, a + delta, 2 * a + delta], period);
        assert_eq!(numbers(&v["counts"]), want, "({a}, {delta})");
        assert_eq!(v["zerosPerPeriod"].as_u64(), Some(want[period as usize - 1]));
    }
    // Far shifts, as a table and as CSV.
    let want = brute_spectrum(&[5, 12, 17], 130);
    let far = 1_000_000_000_000_000_000u64;
    let v =
        json(&["spectrum", "--a", "5", "--delta", "7", "--k-min", &far.to_string(), "--k-max", &(far + 9).to_string()]);
    let expected: Vec<u64> = (far..=far + 9).map(|k| want[((k - 1) % 130) as usize]).collect();
    assert_eq!(numbers(&v["counts"]), expected);
    let csv = run(&["spectrum", "--a", "5", "--delta", "7", "--k-max", "20", "--csv"]);
    let lines: Vec<&str> = csv.stdout.lines().collect();
    assert_eq!(lines[0], "k,C(k)");
    assert_eq!(lines[7], format!("7,{}", want[6]));
    assert_eq!(lines.len(), 21);
    let table = run(&["spectrum", "--a", "5", "--delta", "7"]);
    assert_eq!(table.code(), Some(0));
    assert!(table.stdout.contains("Theorem 7"), "{}", table.stdout);
    assert!(table.stdout.contains("C(k) > 0 for 113 of the 130 shifts listed"), "{}", table.stdout);
}

#[test]
fn spectrum_explains_a_shift_in_the_regime_and_refuses_elsewhere() {
    let v = json(&["spectrum", "--a", "5", "--delta", "7", "--explain", "7"]);
    assert_eq!(v["count"].as_u64(), Some(10), "a·d (Theorem 7)");
    let t = &v["terms"][0];
    assert_eq!((t["j"].as_u64(), t["e1"].as_u64(), t["e2"].as_u64()), (Some(2), Some(1), Some(0)));
    assert_eq!((numbers(&t["modA"]), numbers(&t["modDelta"]), t["area"].as_u64()), (vec![3, 5], vec![0, 5], Some(10)));
    let want = brute_spectrum(&[5, 12, 17], 130);
    for k in [1u64, 20, 64, 129, 18_446_744_073_709_551_615] {
        let v = json(&["spectrum", "--a", "5", "--delta", "7", "--explain", &k.to_string()]);
        let areas: u64 = v["terms"].as_array().unwrap().iter().map(|t| t["area"].as_u64().unwrap()).sum();
        assert_eq!(
            (v["count"].as_u64(), areas),
            (Some(want[((k - 1) % 130) as usize]), want[((k - 1) % 130) as usize])
        );
    }
    let r = run(&["spectrum", "--a", "5", "--delta", "7", "--explain", "7"]);
    assert!(r.stdout.contains("[3, 5)") && r.stdout.contains("total 10"), "{}", r.stdout);
    refused(
        &["spectrum", "--a", "5", "--delta", "4", "--explain", "3"],
        &["proven only in the primitive quadratic regime"],
    );
    refused(&["spectrum", "--a", "5", "--delta", "7", "--explain", "0"], &["at least 1"]);
    // C(0) = C(p): each P-position of a period paired with itself, as in Python's spectrum().
    let from_0 = json(&["spectrum", "--a", "5", "--delta", "7", "--k-min", "0", "--k-max", "3"]);
    assert_eq!((from_0["kMin"].as_u64(), &from_0["counts"]), (Some(0), &serde_json::json!([35, 24, 15, 8])));
    refused(&["spectrum", "--a", "5", "--delta", "7", "--k-min", "9", "--k-max", "3"], &["the largest shift k"]);
    refused(&["spectrum", "--a", "5", "--delta", "7", "--k-max", "1000000000000"], &["1000000000000", "67108864"]);
    // Outside the regime each shift is a pass over the period's bits: (300, 1001) has period
    // 810 900, so its whole spectrum is about 10^10 word operations, past the default limit.
    refused(&["spectrum", "--a", "300", "--delta", "1001"], &["over the work limit", "--max-work"]);
    refused(&["spectrum", "--a", "5", "--delta", "7", "--csv", "--json"], &["--json"]);
    refused(&["spectrum", "--a", "5", "--delta", "7", "--explain", "3", "--k-max", "9"], &["--k-max"]);
}

#[test]
fn ctrl_c_stops_a_long_spectrum() {
    let (code, out, err) =
        interrupted(&["spectrum", "--a", "300", "--delta", "1001", "--max-work", "1099511627776", "--json"]);
    assert_eq!(code, Some(130), "{err}");
    assert!(out.is_empty(), "no partial list: {out}");
    assert!(err.contains("interrupted"), "{err}");
}

// Every input: no panic, no abort, a known status, a message with status 2, bounded time.

/// A number as a person (or an adversary) might type it.
fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        8 => (0u64..20).prop_map(|n| n.to_string()),
        6 => (0u64..1000).prop_map(|n| n.to_string()),
        3 => (1000u64..10_000_000).prop_map(|n| n.to_string()),
        2 => (0u64..10_000_000_000).prop_map(|n| n.to_string()),
        1 => any::<u64>().prop_map(|n| n.to_string()),
        1 => prop::sample::select(vec![
            "18446744073709551615", "18446744073709551614", "18446744073709551616", "4294967296", "2147483648",
            "1073741824", "536870912", "134217728", "67108864", "67108863", "33554432", "-1", "-18446744073709551615", "abc", "1.5", "", "1e9", "0x10", " 7", "+3",
        ])
        .prop_map(String::from),
        1 => (1u64..100_000).prop_map(|n| format!("-{n}")),
    ]
}

/// A list of moves for `--moves`.
fn moves() -> impl Strategy<Value = String> {
    prop_oneof![
        8 => prop::collection::vec(number(), 1..5).prop_map(|v| v.join(",")),
        1 => Just(String::new()),
        1 => Just("5,,12".to_string()),
    ]
}

/// `--name value` nine times in ten (so that most commands are complete), or nothing.
fn flag(name: &'static str) -> impl Strategy<Value = Option<Vec<String>>> {
    prop::option::weighted(0.9, number()).prop_map(move |v| v.map(|v| vec![format!("--{name}"), v]))
}

/// `--name value` half the time.
fn optional(name: &'static str) -> impl Strategy<Value = Option<Vec<String>>> {
    prop::option::of(number()).prop_map(move |v| v.map(|v| vec![format!("--{name}"), v]))
}

/// `--a` with `--delta` or `--b` (mostly one of them, sometimes both or neither); `--b` is
/// mostly a plus a number, so that more of the games exist.
#[allow(clippy::type_complexity)]
fn additive() -> impl Strategy<Value = (Option<Vec<String>>, Option<Vec<String>>, Option<Vec<String>>)> {
    let which = prop_oneof![4 => Just(0u8), 4 => Just(1), 1 => Just(2), 1 => Just(3)];
    (number(), any::<bool>(), which, number(), number(), any::<bool>()).prop_map(|(a, has_a, which, d, more, above)| {
        let b = match (a.parse::<u64>(), more.parse::<u64>()) {
            (Ok(x), Ok(y)) if above => x.checked_add(y).map_or(more, |b| b.to_string()),
            _ => more,
        };
        let a = (has_a || which < 2).then(|| vec!["--a".to_string(), a]);
        let d = Some(vec!["--delta".to_string(), d]);
        let b = Some(vec!["--b".to_string(), b]);
        match which {
            0 => (a, d, None),
            1 => (a, None, b),
            2 => (a, d, b),
            _ => (a, None, None),
        }
    })
}

/// A subcommand with any subset of its flags, each with any value, and the global flags.
fn arguments() -> impl Strategy<Value = Vec<String>> {
    let command = prop_oneof![
        (Just("nim"), prop::option::weighted(0.9, moves()), optional("from"), flag("count"), optional("bound"))
            .prop_map(|(c, m, f, n, b)| { (c, vec![m.map(|m| vec!["--moves".into(), m]), f, n, b]) }),
        (Just("period"), prop::option::weighted(0.9, moves()), optional("bound"))
            .prop_map(|(c, m, b)| (c, vec![m.map(|m| vec!["--moves".into(), m]), b])),
        (Just("ppos"), additive(), flag("count")).prop_map(|(c, (a, d, b), n)| (c, vec![a, d, b, n])),
        (Just("value"), additive(), flag("heap")).prop_map(|(c, (a, d, b), h)| (c, vec![a, d, b, h])),
        (Just("explain"), prop::option::of(moves()), additive(), flag("heap"), optional("bound"))
            .prop_map(|(c, m, (a, d, b), h, bound)| (c, vec![m.map(|m| vec!["--moves".into(), m]), a, d, b, h, bound])),
        (Just("collisions"), additive(), optional("shift"), flag("periods"))
            .prop_map(|(c, (a, d, b), s, p)| (c, vec![a, d, b, s, p])),
        (Just("residues"), additive()).prop_map(|(c, (a, d, b))| (c, vec![a, d, b])),
        (Just("ledger"), additive(), optional("bound")).prop_map(|(c, (a, d, b), bound)| (c, vec![a, d, b, bound])),
        (Just("verify"), additive(), flag("periods")).prop_map(|(c, (a, d, b), p)| (c, vec![a, d, b, p])),
        (Just("prove"), prop::option::weighted(0.9, number()), prop::option::weighted(0.9, number()))
            .prop_map(|(c, a, d)| (c, vec![a.map(|a| vec![a]), d.map(|d| vec![d])])),
        (
            Just("spectrum"),
            additive(),
            optional("k-min"),
            optional("k-max"),
            prop::option::weighted(0.2, number()),
            any::<bool>()
        )
            .prop_map(|(c, (a, d, b), lo, hi, explain, csv)| {
                let explain = explain.map(|k| vec!["--explain".into(), k]);
                (c, vec![a, d, b, lo, hi, explain, csv.then(|| vec!["--csv".into()])])
            }),
        (Just("landscape"), flag("a-max"), flag("delta-max"), optional("per-a"), optional("bound"), any::<bool>())
            .prop_map(|(c, a, d, k, b, csv)| (c, vec![a, d, k, b, csv.then(|| vec!["--csv".into()])])),
        Just(("frobnicate", vec![])),
        Just(("--version", vec![])),
    ];
    // --max-work only with values that cannot buy long work: the defaults are what is tested.
    let max_work =
        prop::option::weighted(0.1, prop::sample::select(vec!["0", "1", "1000", "-1", "abc", "70368744177665"]));
    (command, any::<bool>(), max_work).prop_map(|((name, flags), json, max_work)| {
        let mut args = vec![name.to_string()];
        args.extend(flags.into_iter().flatten().flatten());
        if json {
            args.push("--json".into());
        }
        if let Some(m) = max_work {
            args.extend(["--max-work".to_string(), m.to_string()]);
        }
        args
    })
}

/// Waits for `child` up to `limit`; kills it and says so past that.
fn wait_or_kill(child: &mut Child, limit: Duration) -> Option<ExitStatus> {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The limits are sized for the optimised binary (an unoptimised one is tens of times slower,
/// so requests within the limits would pass the watchdog): `./build.sh test` runs it with every
/// native test, optimised (`cargo test --release`); alone, `cargo test --release -p asg-cli --test cli`.
#[test]
#[cfg_attr(debug_assertions, ignore = "sized for an optimised build: cargo test --release -p asg-cli --test cli")]
fn no_input_panics_aborts_or_runs_away() {
    let cases = std::env::var("ASG_FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(200);
    let mut runner = TestRunner::new(Config { cases, failure_persistence: None, ..Config::default() });
    let tried = std::cell::Cell::new(0u64);
    let slowest = std::cell::RefCell::new((Duration::ZERO, Vec::new()));
    let by_status = std::cell::RefCell::new(std::collections::BTreeMap::new());
    let result = runner.run(&arguments(), |args| {
        tried.set(tried.get() + 1);
        let start = Instant::now();
        let mut child = command(ADDRESS_SPACE_KB, &args.iter().map(String::as_str).collect::<Vec<_>>())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // stderr is short (one message), so reading it after the exit cannot block the child.
        let status = wait_or_kill(&mut child, Duration::from_secs(20));
        let mut err = String::new();
        child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
        let Some(status) = status else {
            return Err(TestCaseError::fail(format!("{args:?} ran past the 20 s watchdog")));
        };
        if start.elapsed() > slowest.borrow().0 {
            *slowest.borrow_mut() = (start.elapsed(), args.clone());
        }
        let code = status.code();
        // Status 1 is a counterexample (no message) or a failure to get memory (a message).
        let said = if err.trim().is_empty() { "" } else { " with a message" };
        *by_status.borrow_mut().entry(format!("{code:?}{said}")).or_insert(0u64) += 1;
        prop_assert!(!err.contains("panicked"), "{:?}: {}", args, err);
        prop_assert!(matches!(code, Some(0 | 1 | 2 | 130 | 141)), "{:?}: status {:?}: {}", args, status, err);
        if code == Some(2) {
            prop_assert!(!err.trim().is_empty(), "{:?}: status 2 with no message", args);
        }
        Ok(())
    });
    let (time, args) = slowest.into_inner();
    eprintln!(
        "fuzz: {} inputs tried; statuses {:?}; slowest {time:?} for {args:?}",
        tried.get(),
        by_status.into_inner()
    );
    result.unwrap();
}
