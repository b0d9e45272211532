//! `asg verify`: Theorem 1 checked against the mex rule over a number of heap periods.

use crate::args::{number, AdditiveArgs};
use crate::output::{Failure, Out};
use crate::progress::Meter;
use asg::additive::Additive;
use asg::limits::Limits;
use asg::verify::{Verification, VerifyJob};
use clap::Args;
use std::io::Write;

/// The arguments of `asg verify`.
#[derive(Args)]
pub(crate) struct VerifyArgs {
    #[command(flatten)]
    game: AdditiveArgs,
    /// How many spans of a(3δ + a) heaps to check (the regime's heap period, also outside it).
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    periods: u64,
}

/// Runs `asg verify`; on Ctrl-C the heaps checked so far are the answer.
pub(crate) fn run(args: &VerifyArgs, json: bool, limits: &Limits, out: &mut Out) -> Result<(), Failure> {
    let game = args.game.game()?;
    let mut job = VerifyJob::new(game, args.periods, limits)?;
    let mut meter = Meter::new("verify");
    let answer = meter.run(|| {
        job.step(1 << 24).ok_or_else(|| {
            let (done, total) = job.progress();
            done as f64 / total as f64
        })
    });
    drop(meter);
    // Stopped by Ctrl-C, the heaps checked so far are the answer.
    let v = match answer {
        Some(v) => v?,
        None => job.result(),
    };
    verification(out, json, game, &v)
}

/// Prints a verification and gives its outcome: refuted (1), interrupted (130) or done.
fn verification(out: &mut Out, json: bool, game: Additive, v: &Verification) -> Result<(), Failure> {
    let outside = match game.in_regime() {
        true => String::new(),
        false => format!(
            "; (a, δ) = ({}, {}) is outside the primitive quadratic regime ({}), where Theorem 1 \
             does not apply: its formula is compared with the mex rule only as a formula",
            v.a,
            v.delta,
            game.regime().name()
        ),
    };
    if json {
        out.json(v)?;
    } else {
        match (v.counterexample, v.complete) {
            (Some(c), _) => writeln!(
                out,
                "counterexample: a = {}, δ = {}, heap {}: mex rule gives {}, the formula gives {}{outside}",
                v.a, v.delta, c.heap, c.mex, c.formula
            )?,
            (None, true) if game.in_regime() => writeln!(
                out,
                "Theorem 1 holds for a = {}, δ = {} on all {} heaps of {} period(s) of {}",
                v.a, v.delta, v.heaps_checked, v.periods, v.heap_period
            )?,
            (None, true) => writeln!(
                out,
                "the formula of Theorem 1 agrees with the mex rule for a = {}, δ = {} on all {} heaps of {} \
                 period(s) of {}{outside}",
                v.a, v.delta, v.heaps_checked, v.periods, v.heap_period
            )?,
            (None, false) => writeln!(
                out,
                "no counterexample in the first {} heaps checked (of {}); interrupted",
                v.heaps_checked,
                v.periods.saturating_mul(v.heap_period)
            )?,
        }
    }
    match (v.counterexample, v.complete) {
        (Some(_), _) => {
            out.flush()?;
            Err(Failure::Refuted)
        }
        (None, false) => {
            out.flush()?;
            Err(Failure::Interrupted(format!("verify interrupted after {} heaps", v.heaps_checked)))
        }
        (None, true) => Ok(()),
    }
}
