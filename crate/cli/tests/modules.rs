//! The command line's modules depend on each other in one direction: the dispatch on the
//! subcommands, the subcommands on the shared arguments and output, never back.

#[path = "../../tests/support/modules.rs"]
mod modules;
use modules::{find_cycle, module_graph, Graph};
use std::path::Path;

fn cli() -> Graph {
    module_graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), "main.rs")
}

#[test]
fn the_cli_modules_have_no_cycle() {
    let graph = cli();
    if let Some(cycle) = find_cycle(&graph) {
        panic!("a cycle between the command line's modules: {}", cycle.join(" → "));
    }
}

#[test]
fn the_graph_is_read_from_the_source() {
    // A reader that found no paths would pass the test above: these edges are known to be there.
    let graph = cli();
    for (from, to) in [("cli", "commands"), ("commands", "args"), ("commands", "shared"), ("output", "progress")] {
        assert!(graph[from].contains(to), "{from} → {to} not found: {graph:?}");
    }
}
