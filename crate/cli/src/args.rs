//! The arguments several subcommands share: whole numbers, a subtraction set, a game {a, b, a+b}.

use asg::additive::Additive;
use asg::game::Game;
use clap::Args;

/// A whole number from 0 to 2^64 − 1, with a message that says so.
pub(crate) fn number(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("must be a non-negative integer (0 to {})", u64::MAX))
}

#[derive(Args)]
pub(crate) struct MovesArg {
    /// The subtraction set, comma-separated, e.g. 5,12,17.
    #[arg(long, value_delimiter = ',', required = true, value_parser = number, allow_hyphen_values = true)]
    moves: Vec<u64>,
    /// How many positions the mex rule may compute (and hold) when looking for a period.
    #[arg(long, default_value_t = asg::period::GUESS_BOUND as u64, value_parser = number, allow_negative_numbers = true)]
    bound: u64,
}

impl MovesArg {
    pub(crate) fn game(&self) -> asg::Result<Game> {
        Game::new(&self.moves)?.with_bound(self.bound)
    }
}

#[derive(Args)]
#[group(required = true, multiple = false, id = "second")]
struct Second {
    /// δ = b − a.
    #[arg(long, group = "second", value_parser = number, allow_negative_numbers = true)]
    delta: Option<u64>,
    /// b (in place of δ).
    #[arg(long, group = "second", value_parser = number, allow_negative_numbers = true)]
    b: Option<u64>,
}

#[derive(Args)]
pub(crate) struct AdditiveArgs {
    /// The smaller move a.
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    a: u64,
    #[command(flatten)]
    second: Second,
}

impl AdditiveArgs {
    /// The smaller move a, as given.
    pub(crate) fn a(&self) -> u64 {
        self.a
    }

    pub(crate) fn game(&self) -> asg::Result<Additive> {
        additive(self.a, self.second.delta, self.second.b)
    }
}

/// {a, a+δ, 2a+δ} from δ, or {a, b, a+b} from b (clap makes sure one of them is given).
fn additive(a: u64, delta: Option<u64>, b: Option<u64>) -> asg::Result<Additive> {
    match (delta, b) {
        (Some(delta), _) => Additive::from_delta(a, delta),
        (None, Some(b)) => Additive::new(a, b),
        (None, None) => {
            Err(asg::Error::InvalidNumber { field: "--delta or --b", detail: "one of them is needed".into() })
        }
    }
}

/// `--bound` for the commands on {a, b, a+b} that need the game's nim-sequence.
#[derive(Args)]
pub(crate) struct BoundArg {
    /// How many positions the mex rule may compute (and hold) when looking for a period.
    #[arg(long, default_value_t = asg::period::GUESS_BOUND as u64, value_parser = number, allow_negative_numbers = true)]
    bound: u64,
}

impl BoundArg {
    /// The game {a, b, a+b}, its period search bounded by `--bound`.
    pub(crate) fn game(&self, additive: Additive) -> asg::Result<Game> {
        Game::additive(additive).with_bound(self.bound)
    }
}

/// Any set by `--moves`, or {a, b, a+b} by `--a` with `--delta` or `--b`.
#[derive(Args)]
#[group(skip)]
pub(crate) struct AnyGameArgs {
    /// The subtraction set, comma-separated, e.g. 5,12,17.
    #[arg(long, group = "set", required_unless_present = "a", value_delimiter = ',', value_parser = number, allow_hyphen_values = true)]
    moves: Option<Vec<u64>>,
    /// The smaller move a of {a, b, a+b} (with --delta or --b).
    #[arg(long, group = "set", value_parser = number, allow_negative_numbers = true, requires = "other")]
    a: Option<u64>,
    /// δ = b − a (with --a).
    #[arg(long, group = "other", value_parser = number, allow_negative_numbers = true, requires = "a")]
    delta: Option<u64>,
    /// b (with --a, in place of δ).
    #[arg(long, group = "other", value_parser = number, allow_negative_numbers = true, requires = "a")]
    b: Option<u64>,
    /// How many positions the mex rule may compute (and hold) when looking for a period.
    #[arg(long, default_value_t = asg::period::GUESS_BOUND as u64, value_parser = number, allow_negative_numbers = true)]
    bound: u64,
}

impl AnyGameArgs {
    pub(crate) fn game(&self) -> asg::Result<Game> {
        let game = match (&self.moves, self.a) {
            (Some(moves), _) => Game::new(moves)?,
            (None, Some(a)) => Game::additive(additive(a, self.delta, self.b)?),
            (None, None) => return Err(asg::Error::EmptySet),
        };
        game.with_bound(self.bound)
    }
}
