//! Components shared by pages (one file each).
pub mod clock_face;
