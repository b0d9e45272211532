//! `asg spectrum`: the collision spectrum C(k) over a range of shifts, or one C(k) explained
//! by its terms on the a × δ torus.

use crate::args::{number, AdditiveArgs, BoundArg};
use crate::output::{Failure, Out};
use crate::progress::Meter;
use crate::shared::{header, sequence};
use asg::limits::Limits;
use asg::spectrum::torus::{ShiftExplanation, TorusFormula};
use asg::spectrum::{SpectrumCount, SpectrumList};
use asg::Additive;
use clap::Args;
use std::io::Write;

/// The arguments of `asg spectrum`.
#[derive(Args)]
pub(crate) struct SpectrumArgs {
    #[command(flatten)]
    game: AdditiveArgs,
    #[command(flatten)]
    bound: BoundArg,
    /// The smallest shift k listed (0 lists C(0) = C(p) first, the P-positions of a period).
    #[arg(long, default_value_t = 1, value_parser = number, allow_negative_numbers = true)]
    k_min: u64,
    /// The largest shift k listed (default: the heap period p, so one whole period).
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    k_max: Option<u64>,
    /// CSV (k,C(k)) instead of a table.
    #[arg(long, conflicts_with = "json")]
    csv: bool,
    /// Explain C(K) instead: the terms of the torus formula and their rectangles (in the regime).
    #[arg(long, value_name = "K", value_parser = number, allow_negative_numbers = true, conflicts_with_all = ["k_min", "k_max", "csv"])]
    explain: Option<u64>,
}

/// Runs `asg spectrum`.
pub(crate) fn run(args: &SpectrumArgs, json: bool, limits: &Limits, out: &mut Out) -> Result<(), Failure> {
    let game = args.game.game()?;
    if let Some(k) = args.explain {
        // The formula is proven only in the regime: refuse before any period search outside it.
        let why = TorusFormula::new(game)?.explain(k)?;
        return if json { out.json(&why) } else { explanation(out, game, &why) };
    }
    let owner = args.bound.game(game)?;
    let seq = sequence(&owner)?;
    let k_max = args.k_max.unwrap_or(seq.period().period);
    let mut count = SpectrumCount::new(game, seq, args.k_min, k_max, limits)?;
    let mut meter = Meter::new("spectrum");
    let answer = meter.run(|| count.step(1 << 24).ok_or_else(|| count.progress()));
    drop(meter);
    let Some(list) = answer else {
        return Err(Failure::Interrupted("the collision spectrum was interrupted before it finished".into()));
    };
    let list = list?;
    if json {
        return out.json(&list);
    }
    if args.csv {
        writeln!(out, "k,C(k)")?;
        for (k, c) in (list.k_min..=list.k_max).zip(&list.counts) {
            writeln!(out, "{k},{c}")?;
        }
        return Ok(());
    }
    table(out, game, &list)
}

fn table(out: &mut Out, game: Additive, list: &SpectrumList) -> Result<(), Failure> {
    let p = list.period;
    writeln!(out, "{}", header(game))?;
    let how = if list.proven {
        "by the torus formula (a consequence of Theorem 1, docs/MATH.md)".to_string()
    } else {
        "counted over the period found by the mex rule (outside the regime no formula is proven)".to_string()
    };
    writeln!(out, "C(k): P-positions x per heap period of {p} with x + k a P-position too, {how}")?;
    writeln!(out, "{:>20} {:>12}", "k", "C(k)")?;
    for (k, &c) in (list.k_min..=list.k_max).zip(&list.counts) {
        match note(game, list, k) {
            Some(note) => writeln!(out, "{k:>20} {c:>12}  {note}")?,
            None => writeln!(out, "{k:>20} {c:>12}")?,
        }
    }
    let meeting = list.counts.iter().filter(|&&c| c > 0).count();
    writeln!(
        out,
        "C(k) > 0 for {meeting} of the {} shifts listed; C(k + {p}) = C(k), and C({p}) = {} (every P-position)",
        list.counts.len(),
        list.zeros_per_period
    )?;
    Ok(())
}

/// What is special about shift k, by its residue mod p: a move, δ (Theorem 7), the period.
fn note(game: Additive, list: &SpectrumList, k: u64) -> Option<String> {
    let p = list.period;
    let r = k % p;
    let (a, b, delta) = (game.a(), game.b(), game.delta());
    let (name, meaning) = if r == 0 {
        ("p", "every P-position".to_string())
    } else if r == a || r == b || r == a + b {
        let name = if r == a {
            "a"
        } else if r == b {
            "b"
        } else {
            "a + b"
        };
        (name, "a move, which never joins two P-positions".to_string())
    } else if r == delta && list.proven {
        ("δ", format!("a·d = {}·{} (Theorem 7)", a, delta - a))
    } else {
        return None;
    };
    Some(if k == r || k == p { format!("{name}: {meaning}") } else { format!("≡ {name} (mod p): {meaning}") })
}

fn explanation(out: &mut Out, game: Additive, why: &ShiftExplanation) -> Result<(), Failure> {
    let k = why.k;
    writeln!(out, "{}", header(game))?;
    writeln!(
        out,
        "C({k}) = {}: pairs (w_n, w_(n+j)) with w_(n+j) − w_n = w_j + e1·a + e2·b = {k}, per heap period of {}",
        why.count, why.period
    )?;
    writeln!(
        out,
        "(the torus formula, a consequence of Theorem 1: n runs over the {} × {} torus of (n mod a, n mod δ))",
        why.a, why.delta
    )?;
    writeln!(
        out,
        "{:>20} {:>20} {:>3} {:>3} {:>18} {:>18} {:>12}",
        "j", "w_j", "e1", "e2", "n mod a", "n mod δ", "area"
    )?;
    let range = |r: [u64; 2]| format!("[{}, {})", r[0], r[1]);
    for t in &why.terms {
        writeln!(
            out,
            "{:>20} {:>20} {:>3} {:>3} {:>18} {:>18} {:>12}",
            t.j,
            t.wj,
            t.e1,
            t.e2,
            range(t.mod_a),
            range(t.mod_delta),
            t.area
        )?;
    }
    if why.terms.is_empty() {
        writeln!(out, "no term: no two P-positions are {k} apart")?;
    }
    writeln!(out, "total {}", why.count)?;
    Ok(())
}
