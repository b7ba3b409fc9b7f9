//! `arbitro`: the command-line face of the engine (shared/contract/arbitro-cli.md).
fn main() -> std::process::ExitCode {
    arbitro::cli::run(std::env::args().skip(1).collect())
}
