//! The Leptos UI (wasm32 only).
pub fn mount() {}
