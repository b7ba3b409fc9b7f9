//! The `arbitro` command line (shared/contract/arbitro-cli.md): parses arguments, calls the
//! engine, prints JSON. No logic of its own.
//!
//! Exit status: 0 with the answer on stdout; 2 with nothing on stdout and one line on stderr
//! naming what is wrong with the input; 1 when `drills check` finds failing drills.
use std::io::Read;
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

enum Outcome {
    /// JSON for stdout.
    Json(serde_json::Value),
    /// Already printed; exit with this status.
    Done(u8),
}

pub fn run(args: Vec<String>) -> ExitCode {
    match dispatch(&args) {
        Ok(Outcome::Json(v)) => {
            println!("{v}");
            ExitCode::SUCCESS
        }
        Ok(Outcome::Done(code)) => ExitCode::from(code),
        Err(BadInput(reason)) => {
            // One line, whatever the reason's text holds.
            eprintln!("arbitro: {}", reason.replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

fn dispatch(args: &[String]) -> Result<Outcome, BadInput> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["rule"] => rule(&read_stdin()?),
        ["rule", "-"] => rule(&read_stdin()?),
        ["rule", file] => {
            rule(&std::fs::read_to_string(file).map_err(|e| BadInput(format!("{file}: {e}")))?)
        }
        ["dead", fen] => dead(fen),
        ["classify", tc] => classify_cmd(tc, Edition::default()),
        ["classify", tc, "--edition", e] | ["classify", "--edition", e, tc] => classify_cmd(
            tc,
            e.parse::<Edition>()
                .map_err(|err| BadInput(format!("--edition: {err}")))?,
        ),
        ["drills", "check"] => drills_check(None),
        ["drills", "check", dir] => drills_check(Some(dir)),
        _ => Err(BadInput(USAGE.to_owned())),
    }
}

fn read_stdin() -> Result<String, BadInput> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| BadInput(format!("standard input: {e}")))?;
    Ok(text)
}

fn rule(text: &str) -> Result<Outcome, BadInput> {
    let incident = Incident::from_json(text)?;
    let ruling = crate::rulings::rule(&incident)?;
    Ok(Outcome::Json(serde_json::to_value(&ruling)?))
}

fn dead(fen: &str) -> Result<Outcome, BadInput> {
    let pos = crate::game::parse_fen(fen).map_err(|e| BadInput(format!("FEN: {e}")))?;
    let report = crate::analysis::dead_report(&pos);
    Ok(Outcome::Json(serde_json::to_value(&report)?))
}

fn classify_cmd(tc: &str, edition: Edition) -> Result<Outcome, BadInput> {
    let tc: TimeControl = tc
        .parse()
        .map_err(|e| BadInput(format!("TIME_CONTROL: {e}")))?;
    Ok(Outcome::Json(
        serde_json::json!({"class": classify(&tc, edition).as_str()}),
    ))
}

fn drills_check(dir: Option<&str>) -> Result<Outcome, BadInput> {
    let report = match dir {
        Some(dir) => crate::drills::check_dir(std::path::Path::new(dir))
            .map_err(|e| BadInput(format!("DIR: {e}")))?,
        None => crate::drills::check_catalogue(),
    };
    for failure in &report.failures {
        println!("{failure}");
    }
    println!("{} passed, {} failed", report.passed, report.failures.len());
    Ok(Outcome::Done(if report.failures.is_empty() {
        0
    } else {
        1
    }))
}
