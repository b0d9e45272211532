//! The command line's parser (clap) and its dispatch: each subcommand runs in its module.

use crate::args::number;
use crate::commands::{
    collisions, explain, landscape, ledger, nim, period, ppos, prove, residues, spectrum, value, verify,
};
use crate::output::{finish, Failure, Out};
use crate::progress;
use asg::limits::{Limits, MAX_WORK};
use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "asg",
    version,
    about = "Additive subtraction games: nim-values, P-positions, collisions, residues, the collision spectrum",
    after_help = "Exit status: 0 done, 1 a counterexample (verify), a certificate that does not hold (prove) or a \
                  failure to write, 2 bad input or a \
                  request over a limit, 130 stopped by Ctrl-C (with what was done so far)."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Print JSON (the same shapes as the JavaScript API) instead of a table.
    #[arg(long, global = true)]
    json: bool,
    /// The most positions one command may compute (values by the mex rule or by the formula).
    #[arg(long, global = true, value_name = "POSITIONS", default_value_t = MAX_WORK, value_parser = number, allow_negative_numbers = true)]
    max_work: u64,
}

#[derive(Subcommand)]
enum Command {
    /// Nim-values g(from) … g(from + count − 1) of any finite subtraction set.
    Nim(nim::NimArgs),
    /// Preperiod and smallest period of any finite subtraction set.
    Period(period::PeriodArgs),
    /// The first P-positions of {a, b, a+b} (w_n in the regime, the mex rule outside it).
    Ppos(ppos::PposArgs),
    /// The nim-value of one heap, up to 2^64 − 1.
    Value(value::ValueArgs),
    /// Why a heap has its value: each move, the heap it leaves and its value, and their mex.
    Explain(explain::ExplainArgs),
    /// Index pairs (m, n) with w_n − w_m = shift and w_m below `periods` heap periods.
    Collisions(collisions::CollisionsArgs),
    /// The residue profile c(r), r = 1 … δ − 1, and its regions (primitive quadratic regime).
    Residues(residues::ResiduesArgs),
    /// The period ledger: each closed form beside the value counted by the mex rule.
    Ledger(ledger::LedgerArgs),
    /// For every (a, δ) with a ≤ A and δ ≤ D: regime, preperiod and smallest period by the mex
    /// rule, largest value, whether W0 = {w_n}, and the band formula's prediction (on all cores).
    Landscape(landscape::LandscapeArgs),
    /// The collision spectrum C(k): for each shift k, the P-positions x of one heap period with
    /// x + k a P-position too (by the torus formula in the regime, else counted over the period).
    Spectrum(spectrum::SpectrumArgs),
    /// Proves the closed form for one game, or finds where its proof breaks: the mex rule's two
    /// duties (anti-collision, reachability) for each class on every heap below P + 2a + b, and
    /// whether every heap has a class. Exit status 0 when it holds, 1 when it does not. P is the
    /// regime's heap period a(3δ + a) (`heapPeriod` in --json), the span checked, even outside
    /// the regime, where the game's own period may differ (265 against 215 for a = 5, δ = 16).
    Prove(prove::ProveArgs),
    /// Checks Theorem 1 against the mex rule over `periods` heap periods a(3δ + a): the regime's
    /// formula (`heapPeriod` in --json), the span checked, even outside the regime, where the
    /// game's own period may differ (265 against 215 for a = 5, δ = 16).
    Verify(verify::VerifyArgs),
}

pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // --help and --version go to stdout with status 0; mistakes, in full, to stderr.
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    progress::install();
    let mut out = Out::new();
    let result = run(&cli, &mut out).and_then(|()| out.flush().map_err(Failure::from));
    finish(result)
}

/// The limits first (a bad `--max-work` is refused whatever the subcommand), then the subcommand.
fn run(cli: &Cli, out: &mut Out) -> Result<(), Failure> {
    let limits = Limits::with_work(cli.max_work)?;
    let json = cli.json;
    match &cli.command {
        Command::Nim(args) => nim::run(args, json, out),
        Command::Period(args) => period::run(args, json, out),
        Command::Ppos(args) => ppos::run(args, json, out),
        Command::Value(args) => value::run(args, json, out),
        Command::Explain(args) => explain::run(args, json, out),
        Command::Collisions(args) => collisions::run(args, json, &limits, out),
        Command::Residues(args) => residues::run(args, json, out),
        Command::Ledger(args) => ledger::run(args, json, &limits, out),
        Command::Landscape(args) => landscape::run(args, json, &limits, out),
        Command::Spectrum(args) => spectrum::run(args, json, &limits, out),
        Command::Prove(args) => prove::run(args, json, &limits, out),
        Command::Verify(args) => verify::run(args, json, &limits, out),
    }
}
