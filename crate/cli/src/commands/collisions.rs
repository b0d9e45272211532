//! `asg collisions`: the index pairs (m, n) with w_n − w_m = k, each with its run of gaps.

use crate::args::{number, AdditiveArgs, BoundArg};
use crate::output::{Failure, Out};
use crate::shared::{header, sequence};
use asg::collisions::{collision_count, collisions_within};
use asg::game::NimSequence;
use asg::limits::Limits;
use clap::Args;
use std::io::Write;

/// The arguments of `asg collisions`.
#[derive(Args)]
pub(crate) struct CollisionsArgs {
    #[command(flatten)]
    game: AdditiveArgs,
    #[command(flatten)]
    bound: BoundArg,
    /// The shift k (default δ, the paper's collision windows).
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    shift: Option<u64>,
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    periods: u64,
}

/// The most rows a table of collision windows prints (each row reads two gap runs); `--json`
/// lists up to [`asg::limits::MAX_WINDOW`] pairs.
const TABLE_ROWS: u64 = 1 << 20;

/// Runs `asg collisions`.
pub(crate) fn run(args: &CollisionsArgs, json: bool, limits: &Limits, out: &mut Out) -> Result<(), Failure> {
    let periods = args.periods;
    let additive = args.game.game()?;
    let owner = args.bound.game(additive)?;
    let seq = sequence(&owner)?;
    let shift = args.shift.unwrap_or(additive.delta());
    // Each row of the table reads two gap runs: a table is for reading, JSON for more.
    let count = collision_count(seq, shift, periods, limits)?;
    if !json && count > TABLE_ROWS {
        let e =
            asg::Error::WindowTooLarge { what: "a table of collision windows", requested: count, limit: TABLE_ROWS };
        return Err(Failure::Input(format!("{e}, or use --json (the pairs without their gap runs)")));
    }
    let c = collisions_within(seq, shift, periods, limits)?;
    if json {
        return out.json(&c);
    }
    writeln!(
        out,
        "{}\nshift k = {shift}: {} pairs (m, n) with p_n − p_m = k over {periods} period(s)",
        header(additive),
        c.count
    )?;
    writeln!(out, "{:>8} {:>8} {:>12} {:>12}  gap run", "m", "n", "p_m", "p_n")?;
    for (&[m, n], &[pm, pn]) in c.pairs.iter().zip(&c.heaps) {
        writeln!(out, "{m:>8} {n:>8} {pm:>12} {pn:>12}  {}", gap_run(seq, m, n))?;
    }
    Ok(())
}

/// The gaps g_m, …, g_{n−1} joined by " + ", the middle left out when there are many.
fn gap_run(seq: &NimSequence, m: u64, n: u64) -> String {
    const SHOWN: u64 = 8;
    let gaps = |from: u64, count: u64| -> Vec<String> {
        let heaps: Vec<u64> = seq.p_positions_from(from).take(count as usize + 1).map(|(_, x)| x).collect();
        heaps.windows(2).map(|p| (p[1] - p[0]).to_string()).collect()
    };
    let count = n - m;
    if count <= 2 * SHOWN {
        return gaps(m, count).join(" + ");
    }
    format!("{} + … + {} ({count} gaps)", gaps(m, SHOWN).join(" + "), gaps(n - SHOWN, SHOWN).join(" + "))
}
