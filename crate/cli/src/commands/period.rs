//! `asg period`: the preperiod and smallest period of any finite subtraction set.

use crate::args::MovesArg;
use crate::output::{Failure, Out};
use crate::shared::{join, sequence};
use clap::Args;
use std::io::Write;

/// The arguments of `asg period`.
#[derive(Args)]
pub(crate) struct PeriodArgs {
    #[command(flatten)]
    set: MovesArg,
}

/// Runs `asg period`, saying whether Theorem 1 or the mex rule gave the answer.
pub(crate) fn run(args: &PeriodArgs, json: bool, out: &mut Out) -> Result<(), Failure> {
    let game = args.set.game()?;
    let seq = sequence(&game)?;
    let period = seq.period();
    if json {
        return out.json(&period);
    }
    let how = if seq.is_theorem() { "Theorem 1" } else { "the mex rule" };
    writeln!(
        out,
        "S = {{{}}}: preperiod {}, smallest period {} (by {how})",
        join(game.set().moves()),
        period.preperiod,
        period.period
    )?;
    Ok(())
}
