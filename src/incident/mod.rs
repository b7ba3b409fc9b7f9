//! incident
