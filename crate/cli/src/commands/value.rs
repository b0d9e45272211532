//! `asg value`: the nim-value of one heap of {a, b, a+b}, up to 2^64 − 1.

use crate::args::{number, AdditiveArgs, BoundArg};
use crate::output::{Failure, Out};
use crate::shared::{header, sequence};
use clap::Args;
use serde::Serialize;
use std::io::Write;

/// The arguments of `asg value`.
#[derive(Args)]
pub(crate) struct ValueArgs {
    #[command(flatten)]
    game: AdditiveArgs,
    #[command(flatten)]
    bound: BoundArg,
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    heap: u64,
}

/// Runs `asg value`.
pub(crate) fn run(args: &ValueArgs, json: bool, out: &mut Out) -> Result<(), Failure> {
    let heap = args.heap;
    #[derive(Serialize)]
    struct Out {
        heap: u64,
        value: u8,
    }
    let additive = match args.game.game() {
        Ok(game) => game,
        // A heap below a has no move, so its value is 0 whatever the game's period: a game
        // whose period passes 64-bit arithmetic is refused only where the period is needed.
        Err(asg::Error::Overflow { .. }) if heap < args.game.a() => {
            if json {
                return out.json(&Out { heap, value: 0 });
            }
            writeln!(out, "g({heap}) = 0: below the smallest move a = {}, no move", args.game.a())?;
            return Ok(());
        }
        Err(e) => return Err(e.into()),
    };
    let owner = args.bound.game(additive)?;
    // Theorem 1 needs no period (nor a search with progress) when the period passes 64 bits.
    if owner.period_free().is_none() {
        sequence(&owner)?;
    }
    let value = owner.value(heap)?;
    if json {
        return out.json(&Out { heap, value });
    }
    writeln!(out, "{}\ng({heap}) = {value}", header(additive))?;
    Ok(())
}
