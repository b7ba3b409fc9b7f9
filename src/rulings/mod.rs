//! rulings
