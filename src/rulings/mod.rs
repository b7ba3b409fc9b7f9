//! What the arbiter must rule: an incident in, a [`Ruling`] out.
//!
//! The ruling families (touch-move, illegal moves, draw claims, flag fall, quickplay finish,
//! sealed moves, conduct) live in their own files and read every number and switch from the
//! edition's row in [`crate::laws`].

mod decision;

pub use decision::Decision;
