//! `asg nim`: the nim-values of a window of heaps, for any finite subtraction set.

use crate::args::{number, MovesArg};
use crate::output::{Failure, Out};
use crate::shared::{join, sequence};
use asg::shapes::NimWindow;
use clap::Args;
use std::io::Write;

/// The arguments of `asg nim`.
#[derive(Args)]
pub(crate) struct NimArgs {
    #[command(flatten)]
    set: MovesArg,
    #[arg(long, default_value_t = 0, value_parser = number, allow_negative_numbers = true)]
    from: u64,
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    count: u64,
}

/// Runs `asg nim`: ten values a row, each row led by its first heap.
pub(crate) fn run(args: &NimArgs, json: bool, out: &mut Out) -> Result<(), Failure> {
    let NimArgs { set, from, count } = args;
    let game = set.game()?;
    // Far out the window needs the period: find it here, where it shows progress.
    if from.saturating_add(*count) > asg::game::NEAR_ORIGIN {
        match sequence(&game) {
            Ok(_) | Err(Failure::Input(_)) => {}
            Err(e) => return Err(e),
        }
    }
    let window = NimWindow::new(&game, *from, *count)?;
    if json {
        return out.json(&window);
    }
    writeln!(out, "nim-values of S = {{{}}}", join(&window.moves))?;
    for (i, row) in window.values.chunks(10).enumerate() {
        let digits: Vec<String> = row.iter().map(u8::to_string).collect();
        // The first heap of the row; a window ends by 2^64 − 1, so this fits.
        writeln!(out, "{:>12}: {}", from + 10 * i as u64, digits.join(" "))?;
    }
    Ok(())
}
