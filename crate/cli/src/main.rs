//! `asg`, the command line for researchers: every number of the explorer as a table or as JSON.

mod args;
mod cli;
mod commands;
mod output;
mod progress;
mod shared;

fn main() -> std::process::ExitCode {
    cli::main()
}
