//! `asg`, the command line for researchers: every number of the explorer as a table or as JSON.

#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod output;
#[cfg(not(target_arch = "wasm32"))]
mod progress;
#[cfg(not(target_arch = "wasm32"))]
mod prove;
#[cfg(not(target_arch = "wasm32"))]
mod spectrum;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

// The command line is native only; the browser build uses the library.
#[cfg(target_arch = "wasm32")]
fn main() {}
