//! `asg explain`: why a heap has its value, move by move, and their mex.

use crate::args::{number, AnyGameArgs};
use crate::output::{Failure, Out};
use crate::shared::{header, join, sequence};
use asg::explain::Explanation;
use clap::Args;
use std::io::Write;

/// The arguments of `asg explain`.
#[derive(Args)]
pub(crate) struct ExplainArgs {
    #[command(flatten)]
    game: AnyGameArgs,
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    heap: u64,
}

/// Runs `asg explain`: each move, the heap it leaves and its value, then the mex.
pub(crate) fn run(args: &ExplainArgs, json: bool, out: &mut Out) -> Result<(), Failure> {
    let heap = args.heap;
    let game = args.game.game()?;
    if game.period_free().is_none() {
        sequence(&game)?; // with progress while a period search runs
    }
    let e = Explanation::new(&game, heap)?;
    if json {
        return out.json(&e);
    }
    match game.as_additive() {
        Some(additive) => writeln!(out, "{}", header(additive))?,
        None => writeln!(out, "S = {{{}}}", join(game.set().moves()))?,
    }
    writeln!(out, "heap {heap}: g({heap}) = {}", e.value)?;
    if e.options.is_empty() {
        writeln!(out, "  no move applies (every move takes more than {heap})")?;
    }
    for o in &e.options {
        writeln!(out, "  take {:>w$} → heap {:<20}  g = {}", o.take, o.to, o.value, w = width(&e))?;
    }
    let values: Vec<String> = e.options.iter().map(|o| o.value.to_string()).collect();
    writeln!(out, "g({heap}) = mex{{{}}} = {}", values.join(", "), e.mex)?;
    Ok(())
}

/// The width of the widest move, so that the heaps line up.
fn width(e: &Explanation) -> usize {
    e.options.iter().map(|o| o.take.to_string().len()).max().unwrap_or(1)
}
