//! Reusable pieces of the drill player, the quiz and (later) the projection mode. Each reads
//! signals and renders; rulings come from the engine worker (`platform::ask`), never from here.
pub mod clocks;
pub mod feedback;
pub mod player;
pub mod store;
