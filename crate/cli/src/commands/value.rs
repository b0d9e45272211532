//! `asg value`: the nim-value of one heap of {a, b, a+b}, up to 2^64 − 1.

use crate::args::{number, AdditiveArgs};
use crate::output::{Failure, Out};
use crate::shared::{header, sequence};
use asg::game::Game;
use clap::Args;
use serde::Serialize;
use std::io::Write;

/// The arguments of `asg value`.
#[derive(Args)]
pub(crate) struct ValueArgs {
    #[command(flatten)]
    game: AdditiveArgs,
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    heap: u64,
}

/// Runs `asg value`.
pub(crate) fn run(args: &ValueArgs, json: bool, out: &mut Out) -> Result<(), Failure> {
    let heap = args.heap;
    let additive = args.game.game()?;
    let value = sequence(&Game::additive(additive))?.value(heap);
    #[derive(Serialize)]
    struct Out {
        heap: u64,
        value: u8,
    }
    if json {
        return out.json(&Out { heap, value });
    }
    writeln!(out, "{}\ng({heap}) = {value}", header(additive))?;
    Ok(())
}
