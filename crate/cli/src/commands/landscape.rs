//! `asg landscape`: every (a, δ) of a plane on all cores, as a table, CSV or JSON; Ctrl-C keeps
//! the cells done so far.

use crate::args::number;
use crate::output::{Failure, Out};
use crate::progress::{self, Meter};
use asg::landscape::{Agreement, Cell, Kernel, Plan};
use asg::limits::Limits;
use clap::Args;
use std::io::Write;

/// The arguments of `asg landscape`.
#[derive(Args)]
pub(crate) struct LandscapeArgs {
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
    /// How the cells are computed: `fast`, or `reference` (the byte-per-heap kernel, kept to
    /// measure the fast one against); both give the same cells.
    #[arg(long, value_enum, default_value_t = KernelArg::Fast)]
    kernel: KernelArg,
}

/// The values of `--kernel`.
#[derive(Clone, Copy, clap::ValueEnum)]
enum KernelArg {
    Fast,
    Reference,
}

/// Runs `asg landscape`: the output is partial (and the status 130) when Ctrl-C stopped it.
pub(crate) fn run(args: &LandscapeArgs, json: bool, limits: &Limits, out: &mut Out) -> Result<(), Failure> {
    let bound = asg::limits::check_bound(args.bound)?;
    let kernel = match args.kernel {
        KernelArg::Fast => Kernel::Fast,
        KernelArg::Reference => Kernel::Reference,
    };
    let plan = Plan::new(args.a_max, args.delta_max, args.per_a, bound, limits)?.with_kernel(kernel);
    let cells = cells(&plan)?;
    let done: Vec<&Cell> = cells.iter().flatten().collect();
    let partial = done.len() < plan.pairs().len();
    if json {
        out.json(&done)?;
    } else if args.csv {
        // The keys of `--json` (and of the Python bindings' cells), in snake_case.
        writeln!(out, "a,delta,regime,band,band_kind,gcd,preperiod,period,max_value,w0_is_w,prediction,agreement")?;
        for c in &done {
            writeln!(out, "{}", fields(c).join(","))?;
        }
    } else {
        table(out, &done, plan.pairs().len())?;
    }
    if partial {
        out.flush()?;
        let message =
            format!("interrupted: {} of {} pairs done; the output is partial", done.len(), plan.pairs().len());
        return Err(Failure::Interrupted(message));
    }
    Ok(())
}

/// Every cell of the plan on all cores, with progress on stderr for long runs; on Ctrl-C the
/// cells not yet started are left out (`None`).
fn cells(plan: &Plan) -> Result<Vec<Option<Cell>>, Failure> {
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
fn fields(c: &Cell) -> [String; 12] {
    let opt = |v: Option<u64>| v.map_or("-".to_string(), |v| v.to_string());
    let yes = c.w0_is_w.map_or("-", |v| if v { "yes" } else { "no" });
    [
        c.a.to_string(),
        c.delta.to_string(),
        c.regime.name().to_string(),
        c.band.to_string(),
        c.band_kind.label().to_string(),
        c.gcd.to_string(),
        opt(c.preperiod),
        opt(c.period),
        opt(c.max_value.map(u64::from)),
        yes.to_string(),
        c.prediction.to_string(),
        c.agreement.label().to_string(),
    ]
}

/// The cells as a table with a closing line: how many, and on how many the band formula agrees.
fn table(out: &mut Out, cells: &[&Cell], pairs: usize) -> Result<(), Failure> {
    let widths = [5, 6, 20, 4, 9, 4, 6, 10, 4, 8, 10, 7];
    let line = |f: &[String]| -> String {
        f.iter()
            .zip(widths)
            .map(|(v, w)| if w == 20 { format!("{v:<w$}") } else { format!("{v:>w$}") })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let header = ["a", "δ", "regime", "j", "band", "gcd", "pre", "period", "max", "W0={w}", "predicted", "agrees"];
    writeln!(out, "{}", line(&header.map(String::from)))?;
    for c in cells {
        writeln!(out, "{}", line(&fields(c)))?;
    }
    let agree = cells.iter().filter(|c| c.agreement == Agreement::Yes).count();
    let of = if cells.len() < pairs { format!(" (partial: {} of {pairs})", cells.len()) } else { String::new() };
    writeln!(out, "{} pairs{of}; the band formula agrees with the mex rule on {agree}", cells.len())?;
    Ok(())
}
