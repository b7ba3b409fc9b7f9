//! The `arbitro` command line (docs/arbitro-cli.md): parses arguments, calls the
//! engine, prints JSON. No logic of its own.
//!
//! Exit status: 0 with the answer on stdout; 2 with nothing on stdout and one line on stderr
//! naming what is wrong with the input; 1 when `drills check` finds failing drills; 3 with one
//! line on stderr when the answer could not be written (standard output full, closed or gone —
//! `> /dev/full`, a pipe into `head`). docs/arbitro-cli.md, "Additions".
use std::ffi::{OsStr, OsString};
use std::io::{Read, Write};
use std::process::ExitCode;

use crate::clock::TimeControl;
use crate::incident::Incident;
use crate::laws::{Edition, classify};

const USAGE: &str = "usage: arbitro rule [FILE] | arbitro dead FEN | \
                     arbitro classify TIME_CONTROL [--edition E] | arbitro drills check [DIR]";

/// Bad input: one line for stderr, exit status 2.
struct BadInput(String);

impl<E: std::fmt::Display> From<E> for BadInput {
    fn from(e: E) -> BadInput {
        BadInput(e.to_string())
    }
}

/// The exit status when standard output cannot take the answer.
pub const EXIT_OUTPUT_FAILED: u8 = 3;

/// The largest incident `rule` reads (from a file or standard input): 4 MiB, some 300,000
/// moves' worth of JSON — far beyond any real game (docs/arbitro-cli.md, "Additions").
pub const MAX_INCIDENT_BYTES: u64 = 4 << 20;

/// Runs the command line on its arguments (without the program name) and returns the exit
/// status. Arguments may be any bytes: file and directory names are used as given, and any
/// other argument that is not UTF-8 is bad input.
pub fn run(args: Vec<OsString>) -> ExitCode {
    let mut out = Vec::new();
    let code = match dispatch(&args, &mut out) {
        Ok(code) => code,
        Err(BadInput(reason)) => {
            // One line, whatever the reason's text holds; nothing on stdout.
            say(&format!("arbitro: {}", reason.replace('\n', " ")));
            return ExitCode::from(2);
        }
    };
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(&out).and_then(|()| stdout.flush()) {
        Ok(()) => ExitCode::from(code),
        Err(e) => {
            say(&format!("arbitro: standard output: {e}"));
            ExitCode::from(EXIT_OUTPUT_FAILED)
        }
    }
}

/// One line on stderr; if even stderr is gone there is no one left to tell.
fn say(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// An argument that must be text (a subcommand, a FEN, a time control, an edition).
fn text<'a>(arg: &'a OsStr, what: &str) -> Result<&'a str, BadInput> {
    arg.to_str().ok_or_else(|| {
        BadInput(format!(
            "{what}: {:?} is not valid UTF-8 text",
            arg.to_string_lossy()
        ))
    })
}

/// Runs one command, writing what goes to stdout into `out`; the exit status on success.
fn dispatch(args: &[OsString], out: &mut Vec<u8>) -> Result<u8, BadInput> {
    let (cmd, rest) = match args.split_first() {
        Some((cmd, rest)) => (text(cmd, "command")?, rest),
        None => return Err(BadInput(USAGE.to_owned())),
    };
    let json = |v: Result<serde_json::Value, BadInput>, out: &mut Vec<u8>| {
        out.extend_from_slice(v?.to_string().as_bytes());
        out.push(b'\n');
        Ok(0)
    };
    match (cmd, rest) {
        ("rule", []) => json(rule(&read_stdin()?), out),
        ("rule", [file]) if file == "-" => json(rule(&read_stdin()?), out),
        ("rule", [file]) => json(rule(&read_file(std::path::Path::new(file))?), out),
        ("drills", [check]) if check == "check" => drills_check(None, out),
        ("drills", [check, dir]) if check == "check" => {
            drills_check(Some(std::path::Path::new(dir)), out)
        }
        ("dead" | "classify", _) => {
            let rest = rest
                .iter()
                .enumerate()
                .map(|(i, a)| text(a, &format!("argument {}", i + 2)))
                .collect::<Result<Vec<&str>, BadInput>>()?;
            json(text_command(cmd, &rest), out)
        }
        _ => Err(BadInput(USAGE.to_owned())),
    }
}

/// The commands whose arguments are all text.
fn text_command(cmd: &str, args: &[&str]) -> Result<serde_json::Value, BadInput> {
    match (cmd, args) {
        ("dead", [fen]) => dead(fen),
        ("classify", [tc]) => classify_cmd(tc, Edition::default()),
        ("classify", [tc, "--edition", e] | ["--edition", e, tc]) => classify_cmd(
            tc,
            e.parse::<Edition>()
                .map_err(|err| BadInput(format!("--edition: {err}")))?,
        ),
        _ => Err(BadInput(USAGE.to_owned())),
    }
}

/// Reads at most [`MAX_INCIDENT_BYTES`] of UTF-8 text; `what` names the source in errors.
fn read_limited(source: impl Read, what: &str) -> Result<String, BadInput> {
    let mut bytes = Vec::new();
    source
        .take(MAX_INCIDENT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| BadInput(format!("{what}: {e}")))?;
    if bytes.len() as u64 > MAX_INCIDENT_BYTES {
        return Err(BadInput(format!(
            "{what}: an incident is at most {MAX_INCIDENT_BYTES} bytes (4 MiB)"
        )));
    }
    String::from_utf8(bytes).map_err(|e| BadInput(format!("{what}: not UTF-8 text ({e})")))
}

fn read_stdin() -> Result<String, BadInput> {
    read_limited(std::io::stdin().lock(), "standard input")
}

fn read_file(path: &std::path::Path) -> Result<String, BadInput> {
    let what = path.display().to_string();
    let file = std::fs::File::open(path).map_err(|e| BadInput(format!("{what}: {e}")))?;
    read_limited(file, &what)
}

fn rule(text: &str) -> Result<serde_json::Value, BadInput> {
    let incident = Incident::from_json(text)?;
    let ruling = crate::rulings::rule(&incident)?;
    Ok(serde_json::to_value(&ruling)?)
}

fn dead(fen: &str) -> Result<serde_json::Value, BadInput> {
    let pos = crate::game::parse_fen(fen).map_err(|e| BadInput(format!("FEN: {e}")))?;
    let report = crate::analysis::dead_report(&pos);
    Ok(serde_json::to_value(&report)?)
}

fn classify_cmd(tc: &str, edition: Edition) -> Result<serde_json::Value, BadInput> {
    let tc: TimeControl = tc
        .parse()
        .map_err(|e| BadInput(format!("TIME_CONTROL: {e}")))?;
    Ok(serde_json::json!({"class": classify(&tc, edition).as_str()}))
}

fn drills_check(dir: Option<&std::path::Path>, out: &mut Vec<u8>) -> Result<u8, BadInput> {
    let report = match dir {
        Some(dir) => crate::drills::check_dir(dir).map_err(|e| BadInput(format!("DIR: {e}")))?,
        None => crate::drills::check_catalogue(),
    };
    let lines = report.lines();
    for line in &lines {
        out.extend_from_slice(line.as_bytes());
        out.push(b'\n');
    }
    let summary = format!("{} passed, {} failed\n", report.passed, lines.len());
    out.extend_from_slice(summary.as_bytes());
    Ok(if lines.is_empty() { 0 } else { 1 })
}
