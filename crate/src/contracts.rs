//! The TypeScript declarations of the results that cross to JavaScript, derived from their Rust
//! types (ts-rs, a derive of tests only) into `crate/wasm/src/contracts/*.ts`, which the
//! JavaScript API's crate (`asg_wasm`, its `types`) puts into the modules' `.d.ts`: a field
//! renamed here changes the page's types, and `tsc` finds its uses.
//! The same declarations, as TypedDicts, are the Python stub's (`python/asg/_core.pyi`) result
//! types. The files are committed; the test below fails while one is stale, and
//! `ASG_WRITE_CONTRACTS=1 cargo test -p asg --lib contracts` writes them anew (`./build.sh build`
//! does so before the wasm build).

use crate::additive::{Band, BandKind, Regime};
use crate::certificate::{CaseCheck, Certificate, ClassDuties, DutiesAt, OptionClass};
use crate::class_rule::{Bracket, ClassTest, ClassWork, WTerm};
use crate::collisions::{Collisions, WindowRun};
use crate::explain::{Explanation, MoveOption};
use crate::ledger::{Ledger, LedgerRow};
use crate::period::Period;
use crate::proof::{Difference, DifferenceRow, GapExample, Lag, ProofSteps, Witness, WitnessCase};
use crate::residues::{Region, ResidueGap, ResidueProfile, ResidueRow};
use crate::shapes::{python_name, AdditiveInfo, NimWindow, PPositions, ReducedGame};
use crate::spectrum::torus::{ShiftExplanation, ShiftTerm};
use crate::verify::{Counterexample, Verification};
use std::fmt::Write;
use ts_rs::{Config, TS};

/// The first line of every generated file.
const HEADER: &str = "// Generated from the Rust result types by crate/src/contracts.rs: do not edit. \
                      `ASG_WRITE_CONTRACTS=1 cargo test -p asg --lib contracts` writes it anew.\n";

/// One declaration, its doc comment as JSDoc, exported: one field a line, indented, so that the
/// `.d.ts` reads like the hand-written declarations beside it.
fn typescript<T: TS>(cfg: &Config) -> String {
    let mut out = T::docs().unwrap_or_default();
    let decl = format!("export {}", T::decl(cfg)).replace(", };", ",\n};");
    // Braces are counted outside the comments only (a doc may well say {a, b, a+b}).
    let mut depth = 0usize;
    for line in decl.lines().map(str::trim) {
        if line.starts_with("/*") || line.starts_with('*') {
            let pad = if line.starts_with('*') { " " } else { "" };
            let _ = writeln!(out, "{}{pad}{line}", "  ".repeat(depth));
            continue;
        }
        let (opens, closes) = (line.matches('{').count(), line.matches('}').count());
        let leading = usize::from(line.starts_with('}'));
        depth = depth.saturating_sub(leading);
        let _ = writeln!(out, "{}{line}", "  ".repeat(depth));
        depth = (depth + opens).saturating_sub(closes - leading);
    }
    out
}

/// [`typescript`] appended to `out`.
fn declare<T: TS>(cfg: &Config, out: &mut String) {
    out.push_str(&typescript::<T>(cfg));
}

/// A union of string literals.
fn union(docs: &str, name: &str, members: &[&str], out: &mut String) {
    let members: Vec<String> = members.iter().map(|m| format!("\"{m}\"")).collect();
    let _ = writeln!(out, "/** {docs} */\nexport type {name} = {};", members.join(" | "));
}

/// The keys of a ledger's rows: every ledger has the same rows, so a game's ledger gives them.
fn ledger_keys() -> Vec<&'static str> {
    let game = crate::Additive::from_delta(5, 7).expect("a game of the regime");
    let ledger = crate::ledger::ledger(game, 1 << 20).expect("its ledger");
    ledger.rows.iter().map(|row| row.key).collect()
}

/// The results of both modules (games, values, periods, and the queries of the full API).
fn results() -> String {
    let cfg = Config::new();
    let mut out = String::from(HEADER);
    union("The regime of an additive game (`Regime.name` of the core).", "Regime", &Regime::NAMES, &mut out);
    union("A stable key of a ledger row (`LedgerRow.key`).", "LedgerKey", &ledger_keys(), &mut out);
    declare::<Period>(&cfg, &mut out);
    declare::<BandKind>(&cfg, &mut out);
    declare::<Band>(&cfg, &mut out);
    declare::<ReducedGame>(&cfg, &mut out);
    declare::<AdditiveInfo>(&cfg, &mut out);
    declare::<NimWindow>(&cfg, &mut out);
    declare::<MoveOption>(&cfg, &mut out);
    declare::<Explanation>(&cfg, &mut out);
    declare::<PPositions>(&cfg, &mut out);
    declare::<Collisions>(&cfg, &mut out);
    declare::<Region>(&cfg, &mut out);
    declare::<ResidueRow>(&cfg, &mut out);
    declare::<ResidueProfile>(&cfg, &mut out);
    declare::<ResidueGap>(&cfg, &mut out);
    declare::<WindowRun>(&cfg, &mut out);
    declare::<LedgerRow>(&cfg, &mut out);
    declare::<Ledger>(&cfg, &mut out);
    out
}

/// The results of the full module only (the spectrum's explanation, the class rule, the proof).
fn results_full() -> String {
    let cfg = Config::new();
    let mut out = String::from(HEADER);
    declare::<ShiftTerm>(&cfg, &mut out);
    declare::<ShiftExplanation>(&cfg, &mut out);
    declare::<WTerm>(&cfg, &mut out);
    declare::<Bracket>(&cfg, &mut out);
    declare::<ClassTest>(&cfg, &mut out);
    declare::<ClassWork>(&cfg, &mut out);
    declare::<ClassDuties>(&cfg, &mut out);
    declare::<Certificate>(&cfg, &mut out);
    declare::<CaseCheck>(&cfg, &mut out);
    declare::<OptionClass>(&cfg, &mut out);
    declare::<DutiesAt>(&cfg, &mut out);
    declare::<DifferenceRow>(&cfg, &mut out);
    declare::<Difference>(&cfg, &mut out);
    declare::<Witness>(&cfg, &mut out);
    declare::<WitnessCase>(&cfg, &mut out);
    declare::<Lag>(&cfg, &mut out);
    declare::<GapExample>(&cfg, &mut out);
    declare::<ProofSteps>(&cfg, &mut out);
    out
}

/// The first lines of the Python stub's generated part.
const PY_BEGIN: &str =
    "# Generated from the Rust result types by crate/src/contracts.rs, to the line that ends it: do not\n\
                        # edit. `ASG_WRITE_CONTRACTS=1 cargo test -p asg --lib contracts` writes it anew.\n";
/// The line that ends it.
const PY_END: &str = "# End of the generated types.\n";

/// A TypeScript type of the declarations as the Python type pythonize gives (u64 and u8 as int,
/// Option as None, fixed arrays as tuples, Vec as list). The types it reads have no floats (a
/// `number` would be one); test_stub.py holds the stub to what the bindings really return.
fn python_type(ts: &str) -> String {
    let ts = ts.trim();
    if let Some(inner) = ts.strip_suffix(" | null") {
        return format!("{} | None", python_type(inner));
    }
    if ts.starts_with('"') {
        return format!("Literal[{}]", ts.split(" | ").collect::<Vec<_>>().join(", "));
    }
    if let Some(inner) = ts.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        return format!("tuple[{}]", inner.split(", ").map(python_type).collect::<Vec<_>>().join(", "));
    }
    if let Some(inner) = ts.strip_prefix("Array<").and_then(|t| t.strip_suffix('>')) {
        return format!("list[{}]", python_type(inner));
    }
    if ts.split(" | ").all(|t| t.parse::<u8>().is_ok()) {
        return format!("Literal[{}]", ts.split(" | ").collect::<Vec<_>>().join(", "));
    }
    match ts {
        "bigint" | "number" => "int".into(),
        "boolean" => "bool".into(),
        "string" => "str".into(),
        name => name.into(),
    }
}

/// The fields that cross to Python as NumPy arrays (one copy of the core's list, no list of
/// ints): (type, field, its Python type).
const PY_ARRAYS: [(&str, &str, &str); 2] =
    [("Collisions", "pairs", "NDArray[np.uint64]"), ("Collisions", "heaps", "NDArray[np.uint64]")];

/// Python's keywords that a field may be named (`class`): a TypedDict with one is written in
/// the call form, `TypedDict("Name", {"class": …})`.
const PY_KEYWORDS: [&str; 4] = ["class", "from", "in", "is"];

/// A declaration of [`typescript`] as Python: a TypedDict with the type's doc comment as its
/// docstring (up to its first example, which is Rust's) and its fields in snake_case, or an
/// alias.
fn python(ts: &str) -> String {
    let mut docs: Vec<String> = Vec::new();
    let mut out = String::new();
    let mut class = ("", String::new());
    let mut fields: Vec<(String, String)> = Vec::new();
    let mut example = false;
    for line in ts.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("export type ") {
            let (name, body) = rest.split_once(" = ").expect("a declaration");
            while docs.last().is_some_and(String::is_empty) {
                docs.pop();
            }
            if body == "{" {
                class = (name, docs.join("\n    "));
            } else {
                let _ = writeln!(out, "{name} = {}\n", python_type(body.trim_end_matches(';')));
            }
            docs.clear();
            example = false;
        } else if line.starts_with("/**") || line == "*/" {
            // A JSDoc's first and last lines hold no text.
        } else if let Some(text) = line.strip_prefix('*') {
            example |= text.trim().starts_with("```");
            if !example {
                docs.push(text.trim().to_string());
            }
        } else if let Some((field, ty)) = line.split_once(": ") {
            docs.clear();
            let ty = match PY_ARRAYS.iter().find(|&&(c, f, _)| c == class.0 && f == field) {
                Some(&(_, _, array)) => array.to_string(),
                None => python_type(ty.trim_end_matches(',')),
            };
            fields.push((python_name(field), ty));
        } else if line == "};" {
            let (name, doc) = std::mem::take(&mut class);
            if fields.iter().any(|(f, _)| PY_KEYWORDS.contains(&f.as_str())) {
                // One field a line, with trailing commas, as ruff's formatter keeps it.
                let listed: String = fields.iter().map(|(f, ty)| format!("        \"{f}\": {ty},\n")).collect();
                let _ = writeln!(
                    out,
                    "{name} = TypedDict(\n    \"{name}\",\n    {{\n{listed}    }},\n)\n\"\"\"{doc}\"\"\"\n",
                    doc = doc.replace("\n    ", "\n")
                );
            } else {
                let _ = writeln!(out, "class {name}(TypedDict):\n    \"\"\"{doc}\"\"\"\n");
                for (f, ty) in fields.iter() {
                    let _ = writeln!(out, "    {f}: {ty}");
                }
                out.push('\n');
            }
            fields.clear();
        }
    }
    out
}

/// The stub's part that says the dicts of `asg._core` that are the core's result types.
fn python_types() -> String {
    let cfg = Config::new();
    let mut out = String::from(PY_BEGIN);
    let names: Vec<String> = Regime::NAMES.iter().map(|n| format!("\"{n}\"")).collect();
    let _ = writeln!(out, "Regime = Literal[{}]\n", names.join(", "));
    let keys: Vec<String> = ledger_keys().iter().map(|k| format!("\"{k}\"")).collect();
    let _ = writeln!(out, "LedgerKey = Literal[{}]\n", keys.join(", "));
    for ts in [
        typescript::<Period>(&cfg),
        typescript::<BandKind>(&cfg),
        typescript::<Band>(&cfg),
        typescript::<ReducedGame>(&cfg),
        typescript::<AdditiveInfo>(&cfg),
        typescript::<MoveOption>(&cfg),
        typescript::<Explanation>(&cfg),
        typescript::<Collisions>(&cfg),
        typescript::<Region>(&cfg),
        typescript::<ResidueRow>(&cfg),
        typescript::<ResidueProfile>(&cfg),
        typescript::<LedgerRow>(&cfg),
        typescript::<Ledger>(&cfg),
        typescript::<Counterexample>(&cfg),
        typescript::<Verification>(&cfg),
        typescript::<ClassDuties>(&cfg),
        typescript::<Certificate>(&cfg),
    ] {
        out.push_str(&python(&ts));
    }
    out.truncate(out.trim_end().len());
    out.push_str("\n\n");
    out.push_str(PY_END);
    out
}

/// The stub `text` with its generated part replaced by `generated`.
fn with_python_types(text: &str, generated: &str) -> String {
    let start = text.find(PY_BEGIN.lines().next().unwrap()).expect("python/asg/_core.pyi has a generated part");
    let end = text[start..].find(PY_END).expect("… and its end") + start + PY_END.len();
    format!("{}{generated}{}", &text[..start], &text[end..])
}

#[test]
fn the_committed_declarations_are_the_ones_the_rust_types_give() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let stub = "python/asg/_core.pyi";
    let stub_text = std::fs::read_to_string(root.join(stub)).unwrap();
    let write = std::env::var_os("ASG_WRITE_CONTRACTS").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for (path, text) in [
        ("crate/wasm/src/contracts/results.ts", results()),
        ("crate/wasm/src/contracts/results_full.ts", results_full()),
        (stub, with_python_types(&stub_text, &python_types())),
    ] {
        if write {
            std::fs::write(root.join(path), &text).unwrap();
        } else if std::fs::read_to_string(root.join(path)).ok().as_deref() != Some(text.as_str()) {
            stale.push(path);
        }
    }
    assert!(
        stale.is_empty(),
        "{} no longer match the Rust result types: run \
         `ASG_WRITE_CONTRACTS=1 cargo test -p asg --lib contracts` and commit them",
        stale.join(", ")
    );
}

#[test]
fn the_labels_of_the_unions_are_the_ones_serde_writes() {
    // BandKind and Region serialise through their labels: the derived unions must list them.
    let results = results();
    for label in [BandKind::Linear.label(), BandKind::Quadratic.label()] {
        assert!(results.contains(&format!("\"{label}\"")), "BandKind {label}");
    }
    for region in [Region::LeftRestricted, Region::Unrestricted, Region::RightRestricted] {
        assert!(results.contains(&format!("\"{}\"", region.label())), "Region {}", region.label());
    }
}
