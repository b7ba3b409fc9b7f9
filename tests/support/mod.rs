//! What the CLI and fuzz tests share (included with `mod support;`; not a test target itself).
#![allow(dead_code)] // each test binary uses part of it

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Proptest's configuration with `default_cases` cases unless `PROPTEST_CASES` says otherwise,
/// and no regression files (a failure prints its minimal input; the tests name their
/// counterexamples in comments).
///
/// The seed is fixed, so that a test run (and CI) is the same every time; a hunt for new
/// counterexamples sets `PROPTEST_RNG_SEED=random` (or a number), e.g.
/// `PROPTEST_RNG_SEED=random PROPTEST_CASES=5000 cargo test --test fuzz_incident`.
pub fn config(default_cases: u32) -> proptest::test_runner::Config {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default_cases);
    proptest::test_runner::Config {
        cases,
        rng_seed: seed(),
        failure_persistence: None,
        ..proptest::test_runner::Config::default()
    }
}

/// The seed of every property test: fixed unless `PROPTEST_RNG_SEED` is `random` or a number.
pub fn seed() -> proptest::test_runner::RngSeed {
    use proptest::test_runner::RngSeed;
    match std::env::var("PROPTEST_RNG_SEED").as_deref() {
        Ok("random") => RngSeed::Random,
        Ok(n) => RngSeed::Fixed(
            n.parse()
                .expect("PROPTEST_RNG_SEED is `random` or a number"),
        ),
        Err(_) => RngSeed::Fixed(0x4172_6269_7472_6f),
    }
}

/// Runs `arbitro ARGS` with `input` on stdin; with `close_stdout` the reading end of its
/// stdout is closed before the input is written (a reader that has gone away). A write that
/// finds stdin closed (arbitro stopped reading) is not an error here.
pub fn arbitro(args: &[&str], input: &str, close_stdout: bool) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the arbitro binary runs");
    if close_stdout {
        drop(child.stdout.take());
    }
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}
