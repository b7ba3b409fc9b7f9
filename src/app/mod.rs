//! The Leptos UI (wasm32 only).
pub mod board;

pub fn mount() {}
