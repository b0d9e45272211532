//! The JavaScript API's modules depend on each other in one direction: the wrappers on the game
//! and the conversions, never back. Read from the source, so it runs natively.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../../tests/support/modules.rs"]
mod modules;
use modules::{find_cycle, module_graph, Graph};
use std::path::Path;

fn bindings() -> Graph {
    module_graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), "lib.rs")
}

#[test]
fn the_binding_modules_have_no_cycle() {
    let graph = bindings();
    if let Some(cycle) = find_cycle(&graph) {
        panic!("a cycle between the JavaScript API's modules: {}", cycle.join(" → "));
    }
}

#[test]
fn the_graph_is_read_from_the_source() {
    // A reader that found no paths would pass the test above: these edges are known to be there.
    let graph = bindings();
    for (from, to) in [("game", "convert"), ("picture", "game"), ("queries", "game"), ("jobs", "convert")] {
        assert!(graph[from].contains(to), "{from} → {to} not found: {graph:?}");
    }
}
