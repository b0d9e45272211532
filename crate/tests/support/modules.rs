//! The graph of a crate's top-level modules read from its source, and the first cycle in it: an
//! edge m → n for each path `crate::n…` (or `super::…` reaching n) written in m, a submodule
//! counting as its top-level module and a name the root re-exports as the module it comes from.
//! Comments and string literals are left out, tests inside a module are not.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Top-level module → the other top-level modules it names.
pub type Graph = BTreeMap<String, BTreeSet<String>>;

/// The graph of the crate whose root file is `src/<root>` (lib.rs or main.rs).
pub fn module_graph(src: &Path, root: &str) -> Graph {
    let mut files = Vec::new();
    rust_files(src, src, &mut files);
    let modules: BTreeSet<String> =
        files.iter().filter(|(path, _)| path[0] != root).map(|(path, _)| top(&path[0]).to_string()).collect();
    let root_text = code(&fs::read_to_string(src.join(root)).unwrap());
    let reexports = reexports(&root_text, &modules);
    let mut graph: Graph = modules.iter().map(|m| (m.clone(), BTreeSet::new())).collect();
    for (path, text) in &files {
        if path[0] == root {
            continue;
        }
        let module = module_path(path);
        for target in references(&code(text), &module, &modules, &reexports) {
            if target != module[0] {
                graph.get_mut(&module[0]).unwrap().insert(target);
            }
        }
    }
    graph
}

/// The first cycle found, as its modules in order with the first repeated at the end.
pub fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    // 0 not yet seen, 1 on the current path, 2 done.
    fn visit<'a>(
        m: &'a str,
        graph: &'a Graph,
        state: &mut BTreeMap<&'a str, u8>,
        path: &mut Vec<&'a str>,
    ) -> Option<Vec<String>> {
        state.insert(m, 1);
        path.push(m);
        for n in graph.get(m).into_iter().flatten() {
            match state.get(n.as_str()).copied().unwrap_or(0) {
                1 => {
                    let from = path.iter().position(|&p| p == n).unwrap();
                    let mut cycle: Vec<String> = path[from..].iter().map(|s| s.to_string()).collect();
                    cycle.push(n.clone());
                    return Some(cycle);
                }
                0 => {
                    if let Some(cycle) = visit(n, graph, state, path) {
                        return Some(cycle);
                    }
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(m, 2);
        None
    }
    let mut state = BTreeMap::new();
    for m in graph.keys() {
        if state.get(m.as_str()).copied().unwrap_or(0) == 0 {
            if let Some(cycle) = visit(m, graph, &mut state, &mut Vec::new()) {
                return Some(cycle);
            }
        }
    }
    None
}

/// Every .rs file under `dir`, as its path's components relative to `src` and its text.
fn rust_files(src: &Path, dir: &Path, files: &mut Vec<(Vec<String>, String)>) {
    let mut entries: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(src, &path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let parts = path.strip_prefix(src).unwrap().iter().map(|p| p.to_string_lossy().into_owned()).collect();
            files.push((parts, fs::read_to_string(&path).unwrap()));
        }
    }
}

fn top(first: &str) -> &str {
    first.strip_suffix(".rs").unwrap_or(first)
}

/// `game.rs` → [game], `render/mod.rs` → [render], `spectrum/torus.rs` → [spectrum, torus].
fn module_path(parts: &[String]) -> Vec<String> {
    let mut path: Vec<String> = parts.iter().map(|p| top(p).to_string()).collect();
    if path.len() > 1 && path.last().is_some_and(|p| p == "mod") {
        path.pop();
    }
    path
}

/// The text with comments, string and character literals blanked out (lines kept).
pub fn code(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        if c[i] == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c[i] == 'r' && (next == Some('#') || next == Some('"')) && !ident_char(c.get(i.wrapping_sub(1))) {
            // A raw string r#"…"#: up to the quote followed by as many hashes.
            let mut j = i + 1;
            while c.get(j) == Some(&'#') {
                j += 1;
            }
            if c.get(j) != Some(&'"') {
                out.push(c[i]);
                i += 1;
                continue;
            }
            let hashes = j - i - 1;
            j += 1;
            while j < c.len() && !(c[j] == '"' && (1..=hashes).all(|h| c.get(j + h) == Some(&'#'))) {
                j += 1;
            }
            i = j + 1 + hashes;
            out.push_str("\"\"");
        } else if c[i] == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c[i] == '\'' && (next == Some('\\') || c.get(i + 2) == Some(&'\'')) {
            // A character literal ('x', '\n', '\u{…}'); a lone quote is a lifetime.
            i += 1;
            while i < c.len() && c[i] != '\'' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

fn ident_char(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// Names the root re-exports (`pub use game::{Game, NimSequence};`) → their top-level module.
fn reexports(root: &str, modules: &BTreeSet<String>) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    for statement in root.split(';') {
        let Some(at) = statement.find("pub use ") else { continue };
        let tree = statement[at + "pub use ".len()..].trim();
        let tree = tree.strip_prefix("crate::").or(tree.strip_prefix("self::")).unwrap_or(tree);
        let Some((module, rest)) = tree.split_once("::") else { continue };
        if !modules.contains(module.trim()) {
            continue;
        }
        for leaf in leaves(rest) {
            names.insert(leaf, module.trim().to_string());
        }
    }
    names
}

/// The names a use tree brings in: `a::{B, c::D as E}` → B, E.
fn leaves(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    if let Some(inner) = tree.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
        return split_group(inner).iter().flat_map(|t| leaves(t)).collect();
    }
    if let Some((_, rest)) = tree.split_once("::") {
        return leaves(rest);
    }
    let name = tree.rsplit(" as ").next().unwrap().trim();
    if name.is_empty() {
        Vec::new()
    } else {
        vec![name.to_string()]
    }
}

/// The items of a `{…}` group split at its own commas.
fn split_group(inner: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, ch) in inner.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[start..]);
    items.into_iter().map(str::trim).filter(|s| !s.is_empty()).collect()
}

/// The top-level modules that the paths in `text` (a file of module `module`) name.
pub fn references(
    text: &str,
    module: &[String],
    modules: &BTreeSet<String>,
    reexports: &BTreeMap<String, String>,
) -> BTreeSet<String> {
    let c: Vec<char> = text.chars().collect();
    let mut found = BTreeSet::new();
    // The module path where each open brace was opened: inline `mod x {` adds x.
    let mut scopes: Vec<Vec<String>> = vec![module.to_vec()];
    let mut i = 0;
    while i < c.len() {
        if c[i] == '{' {
            let here = scopes.last().unwrap().clone();
            scopes.push(match inline_module(&c[..i]) {
                Some(name) => [here, vec![name]].concat(),
                None => here,
            });
            i += 1;
            continue;
        }
        if c[i] == '}' {
            if scopes.len() > 1 {
                scopes.pop();
            }
            i += 1;
            continue;
        }
        if !ident_char(Some(&c[i])) || ident_char(c.get(i.wrapping_sub(1))) || c.get(i.wrapping_sub(1)) == Some(&'$') {
            i += 1;
            continue;
        }
        let word = word_at(&c, i);
        let mut j = i + word.len();
        let root_path = match word.as_str() {
            "crate" if at_path_separator(&c, j) => {
                j = skip_separator(&c, j);
                true
            }
            "super" if at_path_separator(&c, j) => {
                let mut base = scopes.last().unwrap().clone();
                base.pop();
                j = skip_separator(&c, j);
                while word_at(&c, j) == "super" && at_path_separator(&c, j + 5) {
                    base.pop();
                    j = skip_separator(&c, j + 5);
                }
                if let Some(first) = base.first() {
                    found.insert(first.clone());
                    i = j;
                    continue;
                }
                true
            }
            _ => false,
        };
        if root_path {
            for first in first_segments(&c, j) {
                if modules.contains(&first) {
                    found.insert(first);
                } else if let Some(m) = reexports.get(&first) {
                    found.insert(m.clone());
                }
            }
        }
        i = j.max(i + word.len());
    }
    found
}

/// `mod name` just before an opening brace (attributes and `pub` aside).
fn inline_module(before: &[char]) -> Option<String> {
    let text: String = before[before.len().saturating_sub(200)..].iter().collect();
    let text = text.trim_end();
    let name: String =
        text.chars().rev().take_while(|c| ident_char(Some(c))).collect::<Vec<_>>().into_iter().rev().collect();
    let rest = text[..text.len() - name.len()].trim_end();
    (!name.is_empty() && rest.ends_with("mod") && !ident_char(rest.chars().rev().nth(3).as_ref())).then_some(name)
}

fn word_at(c: &[char], i: usize) -> String {
    c[i.min(c.len())..].iter().take_while(|ch| ident_char(Some(ch))).collect()
}

fn at_path_separator(c: &[char], j: usize) -> bool {
    let mut k = j;
    while c.get(k).is_some_and(|ch| ch.is_whitespace()) {
        k += 1;
    }
    c.get(k) == Some(&':') && c.get(k + 1) == Some(&':')
}

fn skip_separator(c: &[char], j: usize) -> usize {
    let mut k = j;
    while c.get(k).is_some_and(|ch| ch.is_whitespace()) {
        k += 1;
    }
    k += 2;
    while c.get(k).is_some_and(|ch| ch.is_whitespace()) {
        k += 1;
    }
    k
}

/// The first segment after a root path's `::`: one name, or each item's first name in `{…}`.
fn first_segments(c: &[char], j: usize) -> Vec<String> {
    if c.get(j) != Some(&'{') {
        return vec![word_at(c, j)];
    }
    let mut depth = 0;
    let mut end = j;
    for (k, ch) in c.iter().enumerate().skip(j) {
        match ch {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    end = k;
                    break;
                }
            }
            _ => {}
        }
    }
    let inner: String = c[j + 1..end].iter().collect();
    split_group(&inner).iter().map(|item| item.chars().take_while(|ch| ident_char(Some(ch))).collect()).collect()
}
