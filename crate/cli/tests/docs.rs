//! The command lines of the documents, run as a reader would type them: every `asg …` line of a
//! `console` or `sh` block in README.md, docs/ and python/README.md runs, and where a `console`
//! block shows what a command prints, the output must be that (docs/testing.md, "Examples in the
//! docs").

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const ASG: &str = env!("CARGO_BIN_EXE_asg");

/// How the documents may start `asg`: by its name, or through cargo from the repository.
const PREFIXES: [&str; 2] = ["asg ", "cargo run --release -p asg-cli -- "];

/// One command line of a document.
#[derive(Debug)]
struct Example {
    /// `path:line`, for the messages.
    place: String,
    args: Vec<String>,
    /// The lines the document shows under a `$ asg …` line of a `console` block, if any.
    expected: Option<Vec<String>>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// README.md, every page of docs/ and python/README.md.
fn documents() -> Vec<PathBuf> {
    let root = root();
    let mut docs: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|e| e.expect("an entry of docs/").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    let mut all = vec![root.join("README.md")];
    all.extend(docs);
    all.push(root.join("python/README.md"));
    all
}

/// The arguments of a command line that starts `asg`, or `None` for any other line.
fn asg_args(line: &str, place: &str) -> Option<Vec<String>> {
    let rest = PREFIXES.iter().find_map(|p| line.strip_prefix(p))?;
    // A comment after the command is the document's, not the shell's input.
    let command = rest.split(" #").next().unwrap_or(rest);
    assert!(
        !command.contains(['|', '<', '>', ';', '&', '$', '\'', '"', '[', ']', '\\']),
        "{place}: `{line}`: an example runs without a shell; write it without shell syntax or placeholders"
    );
    Some(command.split_whitespace().map(String::from).collect())
}

/// The examples of one document's text.
fn examples(name: &str, text: &str) -> Vec<Example> {
    let mut found: Vec<Example> = Vec::new();
    let mut block: Option<String> = None;
    // The examples found before the block open now: output belongs to a command of its own block.
    let mut before = 0;
    for (i, line) in text.lines().enumerate() {
        let place = format!("{name}:{}", i + 1);
        if let Some(info) = line.trim_start().strip_prefix("```") {
            before = found.len();
            block = match block {
                None => Some(info.trim().to_string()),
                Some(_) => None,
            };
            continue;
        }
        match block.as_deref() {
            Some("console") => {
                if let Some(command) = line.strip_prefix("$ ") {
                    let args = asg_args(command, &place)
                        .unwrap_or_else(|| panic!("{place}: a console block runs asg only: `{line}`"));
                    found.push(Example { place, args, expected: Some(Vec::new()) });
                } else {
                    let last =
                        found[before..].last_mut().unwrap_or_else(|| panic!("{place}: output before any `$ asg` line"));
                    last.expected.get_or_insert_with(Vec::new).push(line.to_string());
                }
            }
            Some("sh" | "bash" | "shell") => {
                if let Some(args) = asg_args(line.trim(), &place) {
                    found.push(Example { place, args, expected: None });
                }
            }
            _ => {}
        }
    }
    for example in &mut found {
        // A command shown with no output under it is only run.
        if example.expected.as_ref().is_some_and(Vec::is_empty) {
            example.expected = None;
        }
    }
    found
}

/// Runs one example: `Err` says how it differs from the document.
fn check(example: &Example) -> Result<(), String> {
    let out = Command::new(ASG)
        .args(&example.args)
        .output()
        .map_err(|e| format!("{}: cannot start asg: {e}", example.place))?;
    let shown = example.args.join(" ");
    if !out.status.success() {
        return Err(format!(
            "{}: `asg {shown}` exited with {}: {}",
            example.place,
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let Some(expected) = &example.expected else {
        return Ok(());
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    let tidy = |lines: Vec<&str>| -> Vec<String> {
        let mut lines: Vec<String> = lines.into_iter().map(|l| l.trim_end().to_string()).collect();
        while lines.last().is_some_and(String::is_empty) {
            lines.pop();
        }
        lines
    };
    let got = tidy(stdout.lines().collect());
    let want = tidy(expected.iter().map(String::as_str).collect());
    if got != want {
        return Err(format!(
            "{}: `asg {shown}` printed\n{}\nbut the document shows\n{}",
            example.place,
            got.join("\n"),
            want.join("\n")
        ));
    }
    Ok(())
}

#[test]
fn every_command_line_of_the_documents_runs_and_prints_what_they_show() {
    let mut all = Vec::new();
    for path in documents() {
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path.strip_prefix(root()).unwrap_or(&path).display().to_string();
        all.extend(examples(&name, &text));
    }
    let compared = all.iter().filter(|e| e.expected.is_some()).count();
    assert!(all.len() >= 15, "only {} command lines found", all.len());
    assert!(compared >= 5, "only {compared} outputs shown");
    let failures: Vec<String> = all.iter().filter_map(|e| check(e).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn an_output_other_than_the_one_shown_fails() {
    let text = "```console\n$ asg period --moves 5,12,17 --json\n{\"preperiod\":0,\"period\":131}\n```\n";
    let found = examples("planted.md", text);
    assert_eq!(found.len(), 1);
    assert!(check(&found[0]).is_err(), "a wrong period passed");
    let right = text.replace("131", "130");
    assert_eq!(check(&examples("planted.md", &right)[0]), Ok(()));
    let only_run = examples("planted.md", "```sh\nasg value --a 5 --delta 0 --heap 1   # refused\n```\n");
    assert!(check(&only_run[0]).is_err(), "a refused command passed");
}
