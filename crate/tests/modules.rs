//! The core's modules depend on each other in one direction: the graph of `crate::…` paths
//! between top-level modules (a submodule counts as its top-level module) has no cycle.

#[path = "support/modules.rs"]
mod modules;
use modules::{find_cycle, module_graph, Graph};
use std::path::Path;

fn core() -> Graph {
    module_graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), "lib.rs")
}

#[test]
fn the_core_modules_have_no_cycle() {
    let graph = core();
    if let Some(cycle) = find_cycle(&graph) {
        panic!("a cycle between the core's modules: {}", cycle.join(" → "));
    }
}

#[test]
fn the_graph_is_read_from_the_source() {
    // A reader that found no paths would pass the test above: these edges are known to be there.
    let graph = core();
    for (from, to) in [("game", "period"), ("explain", "mex"), ("render", "game"), ("spectrum", "additive")] {
        assert!(graph[from].contains(to), "{from} → {to} not found: {graph:?}");
    }
    assert!(graph.len() >= 20, "{graph:?}");
}
