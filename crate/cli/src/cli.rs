//! The subcommands, their arguments (clap), and their tables and JSON.

use crate::output::{finish, Failure, Out};
use crate::progress::{self, Meter};
use asg::additive::Additive;
use asg::collisions::{collision_count, collisions_within};
use asg::explain::Explanation;
use asg::game::{Game, NimSequence};
use asg::landscape::{Agreement, Cell, Plan};
use asg::ledger::LedgerCount;
use asg::limits::{Limits, MAX_WORK};
use asg::residues::residue_profile;
use asg::shapes::{NimWindow, PPositions};
use asg::verify::{Verification, VerifyJob};
use clap::{Args, Parser, Subcommand};
use serde::Serialize;
use std::io::Write;
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
    Nim {
        #[command(flatten)]
        set: MovesArg,
        #[arg(long, default_value_t = 0, value_parser = number, allow_negative_numbers = true)]
        from: u64,
        #[arg(long, value_parser = number, allow_negative_numbers = true)]
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
        #[arg(long, value_parser = number, allow_negative_numbers = true)]
        count: u64,
    },
    /// The nim-value of one heap, up to 2^64 − 1.
    Value {
        #[command(flatten)]
        game: AdditiveArgs,
        #[arg(long, value_parser = number, allow_negative_numbers = true)]
        heap: u64,
    },
    /// Why a heap has its value: each move, the heap it leaves and its value, and their mex.
    Explain {
        #[command(flatten)]
        game: AnyGameArgs,
        #[arg(long, value_parser = number, allow_negative_numbers = true)]
        heap: u64,
    },
    /// Index pairs (m, n) with w_n − w_m = shift and w_m below `periods` heap periods.
    Collisions {
        #[command(flatten)]
        game: AdditiveArgs,
        /// The shift k (default δ, the paper's collision windows).
        #[arg(long, value_parser = number, allow_negative_numbers = true)]
        shift: Option<u64>,
        #[arg(long, value_parser = number, allow_negative_numbers = true)]
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
        /// Positions the cycle search may hold in memory before streaming one period instead.
        #[arg(long, default_value_t = asg::period::GUESS_BOUND as u64, value_parser = number, allow_negative_numbers = true)]
        bound: u64,
    },
    /// For every (a, δ) with a ≤ A and δ ≤ D: regime, preperiod and smallest period by the mex
    /// rule, largest value, whether W0 = {w_n}, and the band formula's prediction (on all cores).
    Landscape {
        #[arg(long, value_parser = number, allow_negative_numbers = true)]
        a_max: u64,
        #[arg(long, value_parser = number, allow_negative_numbers = true)]
        delta_max: u64,
        /// Only δ ≤ K·a (for example 8, the range of the observations in docs/MATH.md).
        #[arg(long, value_parser = number, allow_negative_numbers = true)]
        per_a: Option<u64>,
        /// CSV instead of a table.
        #[arg(long)]
        csv: bool,
        /// Positions the mex rule may compute per pair.
        #[arg(long, default_value_t = asg::period::DEFAULT_BOUND as u64, value_parser = number, allow_negative_numbers = true)]
        bound: u64,
    },
    /// The collision spectrum C(k): for each shift k, the P-positions x of one heap period with
    /// x + k a P-position too (by the torus formula in the regime, else counted over the period).
    Spectrum(crate::spectrum::SpectrumArgs),
    /// Proves the closed form for one game, or finds where its proof breaks: the mex rule's two
    /// duties (anti-collision, reachability) for each class on every heap below P + 2a + b, and
    /// whether every heap has a class. Exit status 0 when it holds, 1 when it does not.
    Prove(crate::prove::ProveArgs),
    /// Checks Theorem 1 against the mex rule over `periods` heap periods.
    Verify {
        #[command(flatten)]
        game: AdditiveArgs,
        #[arg(long, value_parser = number, allow_negative_numbers = true)]
        periods: u64,
    },
}

/// The most rows a table of collision windows prints (each row reads two gap runs); `--json`
/// lists up to [`asg::limits::MAX_WINDOW`] pairs.
const TABLE_ROWS: u64 = 1 << 20;

/// A whole number from 0 to 2^64 − 1, with a message that says so.
pub(crate) fn number(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("must be a non-negative integer (0 to {})", u64::MAX))
}

#[derive(Args)]
struct MovesArg {
    /// The subtraction set, comma-separated, e.g. 5,12,17.
    #[arg(long, value_delimiter = ',', required = true, value_parser = number, allow_hyphen_values = true)]
    moves: Vec<u64>,
    /// How many positions the mex rule may compute (and hold) when looking for a period.
    #[arg(long, default_value_t = asg::period::GUESS_BOUND as u64, value_parser = number, allow_negative_numbers = true)]
    bound: u64,
}

impl MovesArg {
    fn game(&self) -> asg::Result<Game> {
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

/// Any set by `--moves`, or {a, b, a+b} by `--a` with `--delta` or `--b`.
#[derive(Args)]
#[group(skip)]
struct AnyGameArgs {
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
    fn game(&self) -> asg::Result<Game> {
        let game = match (&self.moves, self.a) {
            (Some(moves), _) => Game::new(moves)?,
            (None, Some(a)) => Game::additive(additive(a, self.delta, self.b)?),
            (None, None) => return Err(asg::Error::EmptySet),
        };
        game.with_bound(self.bound)
    }
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

/// The game's sequence, with progress on stderr while a long period search runs.
pub(crate) fn sequence(game: &Game) -> Result<&NimSequence, Failure> {
    let mut meter = Meter::new("period search");
    Ok(game.sequence_with(&mut |f| meter.tick(f))?)
}

fn run(cli: &Cli, out: &mut Out) -> Result<(), Failure> {
    let limits = Limits::with_work(cli.max_work)?;
    match &cli.command {
        Command::Nim { set, from, count } => {
            let game = set.game()?;
            // Far out the window needs the period: find it here, where it shows progress.
            if from.saturating_add(*count) > asg::game::NEAR_ORIGIN {
                match sequence(&game) {
                    Ok(_) | Err(Failure::Input(_)) => {}
                    Err(e) => return Err(e),
                }
            }
            let window = NimWindow::new(&game, *from, *count)?;
            if cli.json {
                return out.json(&window);
            }
            writeln!(out, "nim-values of S = {{{}}}", join(&window.moves))?;
            for (i, row) in window.values.chunks(10).enumerate() {
                let digits: Vec<String> = row.iter().map(u8::to_string).collect();
                // The first heap of the row; a window ends by 2^64 − 1, so this fits.
                writeln!(out, "{:>12}: {}", from + 10 * i as u64, digits.join(" "))?;
            }
        }
        Command::Period { set } => {
            let game = set.game()?;
            let seq = sequence(&game)?;
            let period = seq.period();
            if cli.json {
                return out.json(&period);
            }
            let how = if seq.is_theorem() { "Theorem 1" } else { "the mex rule" };
            writeln!(
                out,
                "S = {{{}}}: preperiod {}, smallest period {} (by {how})",
                join(game.set().moves()),
                period.preperiod,
                period.period
            )?;
        }
        Command::Ppos { game, count } => {
            let additive = game.game()?;
            let owner = Game::additive(additive);
            let p = PPositions::new(additive, sequence(&owner)?, *count)?;
            if cli.json {
                return out.json(&p);
            }
            writeln!(out, "{}", header(additive))?;
            if !additive.in_regime() {
                writeln!(out, "(outside the regime: P-positions by the mex rule, not the closed form w_n)")?;
            }
            for (n, w) in p.w.iter().enumerate() {
                writeln!(out, "{n:>8}  {w}")?;
            }
        }
        Command::Value { game, heap } => {
            let additive = game.game()?;
            let value = sequence(&Game::additive(additive))?.value(*heap);
            #[derive(Serialize)]
            struct Out {
                heap: u64,
                value: u8,
            }
            if cli.json {
                return out.json(&Out { heap: *heap, value });
            }
            writeln!(out, "{}\ng({heap}) = {value}", header(additive))?;
        }
        Command::Explain { game, heap } => {
            let game = game.game()?;
            sequence(&game)?;
            let e = Explanation::new(&game, *heap)?;
            if cli.json {
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
        }
        Command::Collisions { game, shift, periods } => {
            let additive = game.game()?;
            let owner = Game::additive(additive);
            let seq = sequence(&owner)?;
            let shift = shift.unwrap_or(additive.delta());
            // Each row of the table reads two gap runs: a table is for reading, JSON for more.
            let count = collision_count(seq, shift, *periods, &limits)?;
            if !cli.json && count > TABLE_ROWS {
                let e = asg::Error::WindowTooLarge {
                    what: "a table of collision windows",
                    requested: count,
                    limit: TABLE_ROWS,
                };
                return Err(Failure::Input(format!("{e}, or use --json (the pairs without their gap runs)")));
            }
            let c = collisions_within(seq, shift, *periods, &limits)?;
            if cli.json {
                return out.json(&c);
            }
            writeln!(
                out,
                "{}\nshift k = {shift}: {} pairs (m, n) with p_n − p_m = k over {periods} period(s)",
                header(additive),
                c.count
            )?;
            writeln!(out, "{:>8} {:>8} {:>12} {:>12}  gap run", "m", "n", "p_m", "p_n")?;
            for &[m, n] in &c.pairs {
                let heap = |i: u64| seq.p_positions_from(i).next().map(|(_, x)| x);
                let (Some(pm), Some(pn)) = (heap(m), heap(n)) else { continue };
                writeln!(out, "{m:>8} {n:>8} {pm:>12} {pn:>12}  {}", gap_run(seq, m, n))?;
            }
        }
        Command::Residues { game } => {
            let game = game.game()?;
            let profile = residue_profile(game)?;
            if cli.json {
                return out.json(&profile);
            }
            writeln!(out, "{}\n{:>6} {:>6} {:>4} {:>4} {:>4}  region", header(game), "r", "q", "L", "R", "c")?;
            for row in &profile.rows {
                writeln!(
                    out,
                    "{:>6} {:>6} {:>4} {:>4} {:>4}  {}",
                    row.r,
                    row.q,
                    row.left,
                    row.right,
                    row.c,
                    row.region.label()
                )?;
            }
            writeln!(out, "total Σ c(r) = {} (a·d = {}·{})", profile.total, game.a(), game.delta() - game.a())?;
        }
        Command::Ledger { game, bound } => {
            let game = game.game()?;
            let bound = asg::limits::check_bound(*bound)?;
            let mut count = LedgerCount::with_limits(game, bound, &limits)?;
            let mut meter = Meter::new("ledger");
            let answer = meter.run(|| count.step(1 << 22).ok_or_else(|| count.progress()));
            drop(meter);
            let Some(l) = answer else {
                return Err(Failure::Interrupted("the ledger was interrupted before its count finished".into()));
            };
            let l = l?;
            if cli.json {
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
                writeln!(
                    out,
                    "(the period was checked to repeat, not to be the smallest: it is past the search bound)"
                )?;
            }
            if let Some(p) = l.band_formula {
                writeln!(out, "band formula (observed, not proven): period {p}")?;
            }
        }
        Command::Landscape { a_max, delta_max, per_a, csv, bound } => {
            let bound = asg::limits::check_bound(*bound)?;
            let plan = Plan::new(*a_max, *delta_max, *per_a, bound, &limits)?;
            let cells = landscape(&plan)?;
            let done: Vec<&Cell> = cells.iter().flatten().collect();
            let partial = done.len() < plan.pairs().len();
            if cli.json {
                out.json(&done)?;
            } else if *csv {
                writeln!(out, "a,delta,regime,band,gcd,preperiod,period,max_value,w0_is_w,prediction,agreement")?;
                for c in &done {
                    writeln!(out, "{}", fields(c).join(","))?;
                }
            } else {
                landscape_table(out, &done, plan.pairs().len())?;
            }
            if partial {
                out.flush()?;
                let message =
                    format!("interrupted: {} of {} pairs done; the output is partial", done.len(), plan.pairs().len());
                return Err(Failure::Interrupted(message));
            }
        }
        Command::Spectrum(args) => crate::spectrum::run(args, cli.json, &limits, out)?,
        Command::Prove(args) => crate::prove::run(args, cli.json, &limits, out)?,
        Command::Verify { game, periods } => {
            let game = game.game()?;
            let mut job = VerifyJob::new(game, *periods, &limits)?;
            let mut meter = Meter::new("verify");
            let answer = meter.run(|| {
                job.step(1 << 24).ok_or_else(|| {
                    let (done, total) = job.progress();
                    done as f64 / total as f64
                })
            });
            drop(meter);
            // Stopped by Ctrl-C, the heaps checked so far are the answer.
            let v = match answer {
                Some(v) => v?,
                None => job.result(),
            };
            return verification(out, cli.json, game, &v);
        }
    }
    Ok(())
}

/// Prints a verification and gives its outcome: refuted (1), interrupted (130) or done.
fn verification(out: &mut Out, json: bool, game: Additive, v: &Verification) -> Result<(), Failure> {
    let outside = match game.in_regime() {
        true => String::new(),
        false => format!(
            "; (a, δ) = ({}, {}) is outside the primitive quadratic regime ({}), where Theorem 1 \
             does not apply: its formula is compared with the mex rule only as a formula",
            v.a,
            v.delta,
            game.regime().name()
        ),
    };
    if json {
        out.json(v)?;
    } else {
        match (v.counterexample, v.complete) {
            (Some(c), _) => writeln!(
                out,
                "counterexample: a = {}, δ = {}, heap {}: mex rule gives {}, the formula gives {}{outside}",
                v.a, v.delta, c.heap, c.mex, c.formula
            )?,
            (None, true) if game.in_regime() => writeln!(
                out,
                "Theorem 1 holds for a = {}, δ = {} on all {} heaps of {} period(s) of {}",
                v.a, v.delta, v.heaps_checked, v.periods, v.heap_period
            )?,
            (None, true) => writeln!(
                out,
                "the formula of Theorem 1 agrees with the mex rule for a = {}, δ = {} on all {} heaps of {} \
                 period(s) of {}{outside}",
                v.a, v.delta, v.heaps_checked, v.periods, v.heap_period
            )?,
            (None, false) => writeln!(
                out,
                "no counterexample in the first {} heaps checked (of {}); interrupted",
                v.heaps_checked,
                v.periods.saturating_mul(v.heap_period)
            )?,
        }
    }
    match (v.counterexample, v.complete) {
        (Some(_), _) => {
            out.flush()?;
            Err(Failure::Refuted)
        }
        (None, false) => {
            out.flush()?;
            Err(Failure::Interrupted(format!("verify interrupted after {} heaps", v.heaps_checked)))
        }
        (None, true) => Ok(()),
    }
}

/// Every cell of the plan on all cores, with progress on stderr for long runs; on Ctrl-C the
/// cells not yet started are left out (`None`).
fn landscape(plan: &Plan) -> Result<Vec<Option<Cell>>, Failure> {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Mutex;
    let total = plan.total_work().max(1) as f64;
    let done = AtomicU64::new(0);
    let meter = Mutex::new(Meter::new("landscape"));
    let cells = (0..plan.pairs().len())
        .into_par_iter()
        .map(|i| {
            if progress::interrupted() {
                return Ok(None);
            }
            let cell = plan.cell(i)?;
            let work = done.fetch_add(plan.work(i), Ordering::Relaxed) + plan.work(i);
            if let Ok(mut m) = meter.try_lock() {
                m.tick(work as f64 / total);
            }
            Ok(Some(cell))
        })
        .collect::<asg::Result<Vec<_>>>()?;
    Ok(cells)
}

/// The fields of a cell, in the order of the header.
fn fields(c: &Cell) -> [String; 11] {
    let opt = |v: Option<u64>| v.map_or("-".to_string(), |v| v.to_string());
    let yes = c.w0_is_w.map_or("-", |v| if v { "yes" } else { "no" });
    [
        c.a.to_string(),
        c.delta.to_string(),
        c.regime.name().to_string(),
        c.band.to_string(),
        c.gcd.to_string(),
        opt(c.preperiod),
        opt(c.period),
        opt(c.max_value.map(u64::from)),
        yes.to_string(),
        c.prediction.to_string(),
        c.agreement.label().to_string(),
    ]
}

fn landscape_table(out: &mut Out, cells: &[&Cell], pairs: usize) -> Result<(), Failure> {
    let widths = [5, 6, 20, 4, 4, 6, 10, 4, 8, 10, 7];
    let line = |f: &[String]| -> String {
        f.iter()
            .zip(widths)
            .map(|(v, w)| if w == 20 { format!("{v:<w$}") } else { format!("{v:>w$}") })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let header = ["a", "δ", "regime", "j", "gcd", "pre", "period", "max", "W0={w}", "predicted", "agrees"];
    writeln!(out, "{}", line(&header.map(String::from)))?;
    for c in cells {
        writeln!(out, "{}", line(&fields(c)))?;
    }
    let agree = cells.iter().filter(|c| c.agreement == Agreement::Yes).count();
    let of = if cells.len() < pairs { format!(" (partial: {} of {pairs})", cells.len()) } else { String::new() };
    writeln!(out, "{} pairs{of}; the band formula agrees with the mex rule on {agree}", cells.len())?;
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

fn width(e: &Explanation) -> usize {
    e.options.iter().map(|o| o.take.to_string().len()).max().unwrap_or(1)
}

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

fn join(values: &[u64]) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
}
