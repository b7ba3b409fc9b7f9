//! The `arbitro` command line (shared/contract/arbitro-cli.md). No logic of its own.
use std::process::ExitCode;

pub fn run(_args: Vec<String>) -> ExitCode {
    ExitCode::from(2)
}
