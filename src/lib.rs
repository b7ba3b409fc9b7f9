//! # Árbitro
//!
//! The FIDE Laws of Chess as code, edition by edition, for training chess arbiters.
//!
//! * [`laws`]: the editions and the one table of what each edition changes; time classes.
//! * [`clock`]: time controls (PGN `TimeControl` syntax with delays) and a FIDE clock.
//! * [`game`]: a game on shakmaty with FIDE's notion of "the same position".
//! * [`analysis`]: "can this side still checkmate by any series of legal moves?".
//! * [`incident`]: an incident at the board (setup and events), parsed and validated.
//! * [`rulings`]: what the arbiter must rule.
//! * [`drills`]: the drill bank, checked against the engine.
//!
//! The engine never names browser crates; `app` (wasm32 only) is the Leptos UI.

pub mod analysis;
pub mod case;
pub mod cli;
pub mod clock;
pub mod drills;
pub mod game;
pub mod i18n;
pub mod incident;
pub mod laws;
pub mod rulings;
pub mod service;
pub mod wire;

#[cfg(target_arch = "wasm32")]
pub mod app;
