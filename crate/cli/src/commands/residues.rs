//! `asg residues`: the residue profile c(r), r = 1 … δ − 1, and its regions.

use crate::args::AdditiveArgs;
use crate::output::{Failure, Out};
use crate::shared::header;
use asg::residues::residue_profile;
use clap::Args;
use std::io::Write;

/// The arguments of `asg residues`.
#[derive(Args)]
pub(crate) struct ResiduesArgs {
    #[command(flatten)]
    game: AdditiveArgs,
}

/// Runs `asg residues` (the primitive quadratic regime only).
pub(crate) fn run(args: &ResiduesArgs, json: bool, out: &mut Out) -> Result<(), Failure> {
    let game = args.game.game()?;
    let profile = residue_profile(game)?;
    if json {
        return out.json(&profile);
    }
    writeln!(out, "{}\n{:>6} {:>6} {:>4} {:>4} {:>4}  region", header(game), "r", "q", "L", "R", "c")?;
    for row in &profile.rows {
        writeln!(
            out,
            "{:>6} {:>6} {:>4} {:>4} {:>4}  {}",
            row.r,
            row.q,
            row.left,
            row.right,
            row.c,
            row.region.label()
        )?;
    }
    writeln!(out, "total Σ c(r) = {} (a·d = {}·{})", profile.total, game.a(), game.delta() - game.a())?;
    Ok(())
}
