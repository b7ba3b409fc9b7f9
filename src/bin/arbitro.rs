//! `arbitro`: the command-line face of the engine (docs/arbitro-cli.md).
fn main() -> std::process::ExitCode {
    // `args_os`: an argument that is not UTF-8 is bad input (exit 2), not a panic.
    arbitro::cli::run(std::env::args_os().skip(1).collect())
}
