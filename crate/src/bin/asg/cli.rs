//! The subcommands, their arguments (clap), and their tables and JSON.

use asg::additive::Additive;
use asg::collisions::collisions;
use asg::game::Game;
use asg::ledger::ledger;
use asg::residues::residue_profile;
use asg::shapes::{NimWindow, PPositions};
use asg::verify::verify;
use clap::{Args, Parser, Subcommand};
use serde::Serialize;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "asg", version, about = "Additive subtraction games: nim-values, P-positions, collisions, residues")]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Print JSON (the same shapes as the JavaScript API) instead of a table.
    #[arg(long, global = true)]
    json: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Nim-values g(from) … g(from + count − 1) of any finite subtraction set.
    Nim {
        #[command(flatten)]
        set: MovesArg,
        #[arg(long, default_value_t = 0)]
        from: u64,
        #[arg(long)]
        count: u64,
    },
    /// Preperiod and smallest period of any finite subtraction set.
    Period {
        #[command(flatten)]
        set: MovesArg,
    },
    /// The first P-positions of {a, b, a+b} (w_n in the regime, the mex rule outside it).
    Ppos {
        #[command(flatten)]
        game: AdditiveArgs,
        #[arg(long)]
        count: u64,
    },
    /// The nim-value of one heap, up to 2^64 − 1.
    Value {
        #[command(flatten)]
        game: AdditiveArgs,
        #[arg(long)]
        heap: u64,
    },
    /// Index pairs (m, n) with w_n − w_m = shift and w_m below `periods` heap periods.
    Collisions {
        #[command(flatten)]
        game: AdditiveArgs,
        /// The shift k (default δ, the paper's collision windows).
        #[arg(long)]
        shift: Option<u64>,
        #[arg(long)]
        periods: u64,
    },
    /// The residue profile c(r), r = 1 … δ − 1, and its regions (primitive quadratic regime).
    Residues {
        #[command(flatten)]
        game: AdditiveArgs,
    },
    /// The period ledger: each closed form beside the value counted by the mex rule.
    Ledger {
        #[command(flatten)]
        game: AdditiveArgs,
    },
    /// For every (a, δ) with a ≤ A and δ ≤ D: regime, preperiod and smallest period by the mex
    /// rule, largest value, whether W0 = {w_n}, and the band formula's prediction (on all cores).
    Landscape {
        #[arg(long)]
        a_max: u64,
        #[arg(long)]
        delta_max: u64,
        /// Only δ ≤ K·a (for example 8, the range of MATH.md's observations).
        #[arg(long)]
        per_a: Option<u64>,
        /// CSV instead of a table.
        #[arg(long)]
        csv: bool,
        /// Positions the mex rule may compute per pair.
        #[arg(long, default_value_t = asg::period::DEFAULT_BOUND)]
        bound: usize,
    },
    /// Checks Theorem 1 against the mex rule over `periods` heap periods.
    Verify {
        #[command(flatten)]
        game: AdditiveArgs,
        #[arg(long)]
        periods: u64,
    },
}

#[derive(Args)]
struct MovesArg {
    /// The subtraction set, comma-separated, e.g. 5,12,17.
    #[arg(long, value_delimiter = ',', required = true)]
    moves: Vec<u64>,
    /// How many positions the mex rule may compute when looking for a period.
    #[arg(long, default_value_t = asg::period::GUESS_BOUND)]
    bound: usize,
}

#[derive(Args)]
#[group(required = true, multiple = false, id = "second")]
struct Second {
    /// δ = b − a.
    #[arg(long, group = "second")]
    delta: Option<u64>,
    /// b (in place of δ).
    #[arg(long, group = "second")]
    b: Option<u64>,
}

#[derive(Args)]
struct AdditiveArgs {
    /// The smaller move a.
    #[arg(long)]
    a: u64,
    #[command(flatten)]
    second: Second,
}

impl AdditiveArgs {
    fn game(&self) -> asg::Result<Additive> {
        match (self.second.delta, self.second.b) {
            (Some(delta), _) => Additive::from_delta(self.a, delta),
            (None, Some(b)) => Additive::new(self.a, b),
            (None, None) => unreachable!("clap requires --delta or --b"),
        }
    }
}

/// What went wrong, for the one line on stderr.
enum Failure {
    /// Bad input: exit code 2.
    Input(String),
    /// The check ran and found a counterexample: exit code 1.
    Refuted,
}

impl From<asg::Error> for Failure {
    fn from(e: asg::Error) -> Self {
        Failure::Input(e.to_string())
    }
}

pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version
            print!("{e}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            let text = e.to_string();
            let line = text.lines().next().unwrap_or("error: bad arguments");
            eprintln!("asg: {}", line.trim_start_matches("error: "));
            return ExitCode::from(2);
        }
    };
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(message)) => {
            eprintln!("asg: {message}");
            ExitCode::from(2)
        }
        Err(Failure::Refuted) => ExitCode::from(1),
    }
}

fn print_json<T: Serialize>(value: &T) -> Result<(), Failure> {
    let text = serde_json::to_string(value).map_err(|e| Failure::Input(e.to_string()))?;
    println!("{text}");
    Ok(())
}

fn run(cli: &Cli) -> Result<(), Failure> {
    match &cli.command {
        Command::Nim { set, from, count } => {
            let game = Game::new(&set.moves)?.with_bound(set.bound);
            let window = NimWindow::new(&game, *from, *count)?;
            if cli.json {
                return print_json(&window);
            }
            println!("nim-values of S = {{{}}}", join(&window.moves));
            print_rows(*from, &window.values);
        }
        Command::Period { set } => {
            let game = Game::new(&set.moves)?.with_bound(set.bound);
            let period = game.period()?;
            if cli.json {
                return print_json(&period);
            }
            let how = match game.sequence()?.is_theorem() {
                true => "Theorem 1",
                false => "the mex rule",
            };
            println!(
                "S = {{{}}}: preperiod {}, smallest period {} (by {how})",
                join(game.set().moves()),
                period.preperiod,
                period.period
            );
        }
        Command::Ppos { game, count } => {
            let game = game.game()?;
            let seq = Game::additive(game).sequence()?;
            let p = PPositions::new(game, &seq, *count)?;
            if cli.json {
                return print_json(&p);
            }
            println!("{}", header(game));
            if !game.in_regime() {
                println!("(outside the regime: P-positions by the mex rule, not the closed form w_n)");
            }
            for (n, w) in p.w.iter().enumerate() {
                println!("{n:>8}  {w}");
            }
        }
        Command::Value { game, heap } => {
            let game = game.game()?;
            let value = Game::additive(game).value(*heap)?;
            #[derive(Serialize)]
            struct Out {
                heap: u64,
                value: u8,
            }
            if cli.json {
                return print_json(&Out { heap: *heap, value });
            }
            println!("{}\ng({heap}) = {value}", header(game));
        }
        Command::Collisions { game, shift, periods } => {
            let game = game.game()?;
            let seq = Game::additive(game).sequence()?;
            let shift = shift.unwrap_or(game.delta());
            let c = collisions(&seq, shift, *periods)?;
            if cli.json {
                return print_json(&c);
            }
            println!(
                "{}\nshift k = {shift}: {} pairs (m, n) with p_n − p_m = k over {periods} period(s)",
                header(game),
                c.count
            );
            println!("{:>8} {:>8} {:>12} {:>12}  gap run", "m", "n", "p_m", "p_n");
            for [m, n] in &c.pairs {
                let (pm, pn) = (seq.p_positions_from(*m).next(), seq.p_positions_from(*n).next());
                let (Some((_, pm)), Some((_, pn))) = (pm, pn) else { continue };
                let window = asg::collisions::Window { m: *m, n: *n, lower: pm, upper: pn };
                let run: Vec<String> = window.gap_run(&seq).iter().map(u64::to_string).collect();
                println!("{m:>8} {n:>8} {pm:>12} {pn:>12}  {}", run.join(" + "));
            }
        }
        Command::Residues { game } => {
            let game = game.game()?;
            let profile = residue_profile(game)?;
            if cli.json {
                return print_json(&profile);
            }
            println!("{}\n{:>6} {:>6} {:>4} {:>4} {:>4}  region", header(game), "r", "q", "L", "R", "c");
            for row in &profile.rows {
                println!(
                    "{:>6} {:>6} {:>4} {:>4} {:>4}  {}",
                    row.r,
                    row.q,
                    row.left,
                    row.right,
                    row.c,
                    row.region.label()
                );
            }
            println!("total Σ c(r) = {} (a·d = {}·{})", profile.total, game.a(), game.delta() - game.a());
        }
        Command::Ledger { game } => {
            let game = game.game()?;
            let l = ledger(game, asg::period::GUESS_BOUND)?;
            if cli.json {
                return print_json(&l);
            }
            println!("{}", header(game));
            println!("{:<40} {:>22} {:>14}", "per period", "closed form", "counted");
            for row in &l.rows {
                let formula = row.formula.map_or("n/a".to_string(), |f| format!("{} = {f}", row.formula_text));
                let mark = if row.agrees() {
                    "✓"
                } else if row.formula.is_none() {
                    " "
                } else {
                    "✗"
                };
                println!("{:<40} {:>22} {:>14}  {mark}", row.name, formula, row.counted);
            }
            if !l.period_is_smallest {
                println!("(the period was checked to repeat, not to be the smallest: it is past the search bound)");
            }
            if let Some(p) = l.band_formula {
                println!("band formula (observed, not proven): period {p}");
            }
        }
        Command::Landscape { a_max, delta_max, per_a, csv, bound } => {
            let cells = landscape(*a_max, *delta_max, *per_a, *bound)?;
            if cli.json {
                return print_json(&cells);
            }
            // The fields of a cell, in the order of the header.
            let fields = |c: &asg::landscape::Cell| -> [String; 11] {
                let opt = |v: Option<u64>| v.map_or("-".to_string(), |v| v.to_string());
                let yes = c.w0_is_w.map_or("-", |v| if v { "yes" } else { "no" });
                [
                    c.a.to_string(),
                    c.delta.to_string(),
                    c.regime.to_string(),
                    c.band.to_string(),
                    c.gcd.to_string(),
                    opt(c.preperiod),
                    opt(c.period),
                    opt(c.max_value.map(u64::from)),
                    yes.to_string(),
                    c.prediction.to_string(),
                    c.agreement.label().to_string(),
                ]
            };
            if *csv {
                println!("a,delta,regime,band,gcd,preperiod,period,max_value,w0_is_w,prediction,agreement");
                for c in &cells {
                    println!("{}", fields(c).join(","));
                }
            } else {
                let widths = [5, 6, 20, 4, 4, 6, 10, 4, 8, 10, 7];
                let line = |f: &[String]| -> String {
                    f.iter()
                        .zip(widths)
                        .map(|(v, w)| if w == 20 { format!("{v:<w$}") } else { format!("{v:>w$}") })
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                let header = ["a", "δ", "regime", "j", "gcd", "pre", "period", "max", "W0={w}", "predicted", "agrees"];
                println!("{}", line(&header.map(String::from)));
                for c in &cells {
                    println!("{}", line(&fields(c)));
                }
                let agree = cells.iter().filter(|c| c.agreement == asg::landscape::Agreement::Yes).count();
                println!("{} pairs; the band formula agrees with the mex rule on {agree}", cells.len());
            }
        }
        Command::Verify { game, periods } => {
            let game = game.game()?;
            let v = verify(game, *periods)?;
            if cli.json {
                print_json(&v)?;
            } else {
                match v.counterexample {
                    None => println!(
                        "Theorem 1 holds for a = {}, δ = {} on all {} heaps of {} period(s) of {}",
                        v.a, v.delta, v.heaps_checked, v.periods, v.heap_period
                    ),
                    Some(c) => println!(
                        "counterexample: a = {}, δ = {}, heap {}: mex rule gives {}, the formula gives {}",
                        v.a, v.delta, c.heap, c.mex, c.formula
                    ),
                }
            }
            if v.counterexample.is_some() {
                return Err(Failure::Refuted);
            }
        }
    }
    Ok(())
}

/// Every cell of the range on all cores, with progress on stderr for long runs.
fn landscape(
    a_max: u64,
    delta_max: u64,
    per_a: Option<u64>,
    bound: usize,
) -> Result<Vec<asg::landscape::Cell>, Failure> {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    if a_max == 0 || delta_max == 0 {
        return Err(Failure::Input("--a-max and --delta-max must be at least 1".into()));
    }
    a_max
        .checked_mul(delta_max)
        .filter(|&t| t <= 1 << 24)
        .ok_or_else(|| Failure::Input(format!("{a_max} × {delta_max} pairs is over the limit of {}", 1 << 24)))?;
    let pairs: Vec<(u64, u64)> = asg::landscape::pairs(a_max, delta_max, per_a).collect();
    let total = pairs.len();
    let done = AtomicUsize::new(0);
    let step = (total / 20).max(500);
    let cells = pairs
        .par_iter()
        .map(|&(a, d)| {
            let c = asg::landscape::cell(a, d, bound);
            let n = done.fetch_add(1, Ordering::Relaxed) + 1;
            if n % step == 0 {
                eprintln!("landscape: {n} of {total} pairs");
            }
            c
        })
        .collect::<asg::Result<Vec<_>>>()?;
    Ok(cells)
}

fn header(game: Additive) -> String {
    format!(
        "S = {{{}, {}, {}}}, δ = {}: {}",
        game.a(),
        game.b(),
        game.a() + game.b(),
        game.delta(),
        game.regime().describe()
    )
}

fn join(values: &[u64]) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
}

/// Values in rows of 10, each row labelled with its first heap.
fn print_rows(from: u64, values: &[u8]) {
    for (i, row) in values.chunks(10).enumerate() {
        let digits: Vec<String> = row.iter().map(u8::to_string).collect();
        println!("{:>12}: {}", from + 10 * i as u64, digits.join(" "));
    }
}
