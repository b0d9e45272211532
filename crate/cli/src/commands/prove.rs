//! `asg prove A DELTA`: the certificate of one game, the mex rule's two duties checked for each
//! candidate class on every heap below P + 2a + b (a proof of the closed form for that game when
//! it holds), and in the regime the reachability cases of the general argument, counted.

use crate::args::number;
use crate::output::{Failure, Out};
use crate::progress::Meter;
use crate::shared::header;
use asg::certificate::{CaseCheck, Certificate, CertificateJob};
use asg::limits::Limits;
use asg::proof::ProofSteps;
use asg::Additive;
use clap::Args;
use std::io::Write;

/// The arguments of `asg prove`.
#[derive(Args)]
pub(crate) struct ProveArgs {
    /// The smaller move a.
    #[arg(value_name = "A", value_parser = number, allow_negative_numbers = true)]
    a: u64,
    /// δ = b − a.
    #[arg(value_name = "DELTA", value_parser = number, allow_negative_numbers = true)]
    delta: u64,
}

/// Runs `asg prove`: exit status 0 when the certificate holds, 1 when it does not.
pub(crate) fn run(args: &ProveArgs, json: bool, limits: &Limits, out: &mut Out) -> Result<(), Failure> {
    let game = Additive::from_delta(args.a, args.delta)?;
    let mut job = CertificateJob::new(game, limits)?;
    let mut meter = Meter::new("prove");
    let answer = meter.run(|| {
        job.step(1 << 24).ok_or_else(|| {
            let (done, total) = job.progress();
            done as f64 / total as f64
        })
    });
    drop(meter);
    let Some(c) = answer else {
        let (done, total) = job.progress();
        return Err(Failure::Interrupted(format!("prove interrupted after {done} of {total} heaps")));
    };
    if json {
        out.json(&c)?;
    } else {
        table(out, game, &c, &job.case_checks())?;
    }
    if c.holds {
        Ok(())
    } else {
        out.flush()?;
        Err(Failure::Refuted)
    }
}

/// A duty's cell: ✓, or ✗ with the first heap where it fails.
fn mark(failure: Option<u64>) -> String {
    failure.map_or("✓".to_string(), |x| format!("✗ heap {x}"))
}

fn table(out: &mut Out, game: Additive, c: &Certificate, cases: &[CaseCheck]) -> Result<(), Failure> {
    let (a, b) = (game.a(), game.b());
    writeln!(out, "{}", header(game))?;
    writeln!(
        out,
        "the mex rule's two duties for the classes of the closed form, on heaps 0 … {} \
         (P + 2a + b = {} heaps, P = {}):",
        c.checked - 1,
        c.checked,
        c.heap_period
    )?;
    writeln!(out, "{:<6} {:>14}  {:<18} {:<18}", "class", "heaps", "anti-collision", "reachability")?;
    for k in &c.classes {
        let reach = if k.class == 0 { "✓ (no value below 0)".to_string() } else { mark(k.reachability_failure) };
        writeln!(out, "W{:<5} {:>14}  {:<18} {:<18}", k.class, k.heaps, mark(k.anti_collision_failure), reach)?;
    }
    writeln!(out, "every heap has a class: {}", mark(c.partition_failure))?;
    if c.holds {
        writeln!(
            out,
            "holds: by induction on x every heap's value is its class, and as w_(n+aδ) = w_n + {p} the \
             check at any heap x from {from} on is the check at x + {p}, so every heap from {checked} on \
             repeats one checked here: the closed form is proved for (a, δ) = ({a}, {delta}){regime}",
            p = c.heap_period,
            from = 2 * a + b,
            checked = c.checked,
            delta = c.delta,
            regime = if game.in_regime() {
                " (as Theorem 1 says for the whole regime)"
            } else {
                ", outside the regime where Theorem 1 applies"
            },
        )?;
    } else {
        writeln!(out, "does not hold: the closed form is not this game's nim sequence")?;
    }
    if let Ok(steps) = ProofSteps::new(game) {
        writeln!(out, "reachability, case by case (n is the index of the heap's P-position, x = w_n + t):")?;
        writeln!(
            out,
            "{:<6} {:<12} {:<12} {:<62} {:>10} {:>10}",
            "class", "n mod a", "n mod δ", "options", "per P", "found"
        )?;
        for (case, check) in steps.cases.iter().zip(cases) {
            let options: Vec<String> =
                case.witnesses.iter().map(|w| format!("x − {} ∈ W{} (lag {})", w.take, w.value, w.lag)).collect();
            let range = |[lo, hi]: [u64; 2]| format!("{lo} … {}", hi - 1);
            writeln!(
                out,
                "W{:<5} {:<12} {:<12} {:<62} {:>10} {:>10}",
                case.class,
                range(case.mod_a),
                range(case.mod_delta),
                options.join(", "),
                case.per_period,
                check.found
            )?;
        }
    }
    Ok(())
}
