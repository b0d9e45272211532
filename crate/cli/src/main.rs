//! `asg`, the command line for researchers: every number of the explorer as a table or as JSON.

mod cli;
mod output;
mod progress;
mod prove;
mod spectrum;

fn main() -> std::process::ExitCode {
    cli::main()
}
