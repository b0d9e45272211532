//! `asg ppos`: the first P-positions of {a, b, a+b}.

use crate::args::{number, AdditiveArgs, BoundArg};
use crate::output::{Failure, Out};
use crate::shared::{header, sequence};
use asg::shapes::PPositions;
use clap::Args;
use std::io::Write;

/// The arguments of `asg ppos`.
#[derive(Args)]
pub(crate) struct PposArgs {
    #[command(flatten)]
    game: AdditiveArgs,
    #[command(flatten)]
    bound: BoundArg,
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    count: u64,
    /// The index n of the first P-position listed (w_n in the regime).
    #[arg(long, value_parser = number, allow_negative_numbers = true, default_value_t = 0)]
    from: u64,
}

/// Runs `asg ppos`: w_n in the regime, the mex rule's P-positions outside it.
pub(crate) fn run(args: &PposArgs, json: bool, out: &mut Out) -> Result<(), Failure> {
    let additive = args.game.game()?;
    let owner = args.bound.game(additive)?;
    if owner.period_free().is_none() {
        sequence(&owner)?; // with progress while a period search runs
    }
    let p = PPositions::of_game(additive, &owner, args.from, args.count)?;
    if json {
        return out.json(&p);
    }
    writeln!(out, "{}", header(additive))?;
    if !additive.in_regime() {
        writeln!(out, "(outside the regime: P-positions by the mex rule, not the closed form w_n)")?;
    }
    for (n, w) in (args.from..).zip(&p.w) {
        writeln!(out, "{n:>8}  {w}")?;
    }
    Ok(())
}
