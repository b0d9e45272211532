//! `asg ledger`: the period ledger, each closed form beside the value counted by the mex rule.

use crate::args::{number, AdditiveArgs};
use crate::output::{Failure, Out};
use crate::progress::Meter;
use crate::shared::header;
use asg::ledger::LedgerCount;
use asg::limits::Limits;
use clap::Args;
use std::io::Write;

/// The arguments of `asg ledger`.
#[derive(Args)]
pub(crate) struct LedgerArgs {
    #[command(flatten)]
    game: AdditiveArgs,
    /// Positions the cycle search may hold in memory before streaming one period instead.
    #[arg(long, default_value_t = asg::period::GUESS_BOUND as u64, value_parser = number, allow_negative_numbers = true)]
    bound: u64,
}

/// Runs `asg ledger`, with progress on stderr; Ctrl-C stops it with nothing printed.
pub(crate) fn run(args: &LedgerArgs, json: bool, limits: &Limits, out: &mut Out) -> Result<(), Failure> {
    let game = args.game.game()?;
    let bound = asg::limits::check_bound(args.bound)?;
    let mut count = LedgerCount::with_limits(game, bound, limits)?;
    let mut meter = Meter::new("ledger");
    let answer = meter.run(|| count.step(1 << 22).ok_or_else(|| count.progress()));
    drop(meter);
    let Some(l) = answer else {
        return Err(Failure::Interrupted("the ledger was interrupted before its count finished".into()));
    };
    let l = l?;
    if json {
        return out.json(&l);
    }
    writeln!(out, "{}", header(game))?;
    writeln!(out, "{:<40} {:>22} {:>14}", "per period", "closed form", "counted")?;
    for row in &l.rows {
        let formula = row.formula.map_or("n/a".to_string(), |f| format!("{} = {f}", row.formula_text));
        let mark = if row.agrees() {
            "✓"
        } else if row.formula.is_none() {
            " "
        } else {
            "✗"
        };
        writeln!(out, "{:<40} {:>22} {:>14}  {mark}", row.name, formula, row.counted)?;
    }
    if !l.period_is_smallest {
        writeln!(out, "(the period was checked to repeat, not to be the smallest: it is past the search bound)")?;
    }
    if let Some(p) = l.band_formula {
        writeln!(out, "band formula (observed, not proven): period {p}")?;
    }
    Ok(())
}
