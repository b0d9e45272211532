//! What several subcommands print or need: a game's header line, a list of moves, and the
//! game's sequence found with progress on stderr.

use crate::output::Failure;
use crate::progress::Meter;
use asg::additive::Additive;
use asg::game::{Game, NimSequence};

/// The game's sequence, with progress on stderr while a long period search runs.
pub(crate) fn sequence(game: &Game) -> Result<&NimSequence, Failure> {
    let mut meter = Meter::new("period search");
    Ok(game.sequence_with(&mut |f| meter.tick(f))?)
}

/// The first line of a game's output: its moves, δ and its regime.
pub(crate) fn header(game: Additive) -> String {
    format!(
        "S = {{{}, {}, {}}}, δ = {}: {}",
        game.a(),
        game.b(),
        game.a() + game.b(),
        game.delta(),
        game.regime().describe()
    )
}

/// Numbers joined by ", ".
pub(crate) fn join(values: &[u64]) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
}
