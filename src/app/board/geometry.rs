//! Where each square is drawn: the orientation mapping, SVG coordinates, keyboard steps.
//!
//! The board is drawn in a `0 0 800 800` viewBox; each square is [`SQUARE`] units wide. Visual
//! rows count from the top (0) to the bottom (7), visual columns from the left (0) to the right (7),
//! whatever the orientation.
use shakmaty::{Color, File, Rank, Square};

/// Side of one square in SVG user units.
pub const SQUARE: f64 = 100.0;
/// Side of the whole board in SVG user units.
pub const BOARD: f64 = 8.0 * SQUARE;

/// The square drawn at visual `row` (0 = top) and `col` (0 = left) when `bottom` sits at the
/// bottom of the board. `row` and `col` must be below 8.
pub fn square_at(bottom: Color, row: u32, col: u32) -> Square {
    debug_assert!(row < 8 && col < 8);
    let (file, rank) = match bottom {
        Color::White => (col, 7 - row),
        Color::Black => (7 - col, row),
    };
    Square::from_coords(File::new(file), Rank::new(rank))
}

/// The visual `(row, col)` of `sq`: the inverse of [`square_at`].
pub fn cell_of(bottom: Color, sq: Square) -> (u32, u32) {
    let (file, rank) = (u32::from(sq.file()), u32::from(sq.rank()));
    match bottom {
        Color::White => (7 - rank, file),
        Color::Black => (rank, 7 - file),
    }
}

/// Top-left corner of `sq` in SVG units.
pub fn origin(bottom: Color, sq: Square) -> (f64, f64) {
    let (row, col) = cell_of(bottom, sq);
    (f64::from(col) * SQUARE, f64::from(row) * SQUARE)
}

/// Centre of `sq` in SVG units.
pub fn centre(bottom: Color, sq: Square) -> (f64, f64) {
    let (x, y) = origin(bottom, sq);
    (x + SQUARE / 2.0, y + SQUARE / 2.0)
}

/// A keyboard step inside the grid, in visual terms (so "up" is towards the top of the screen
/// whichever side is at the bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Up,
    Down,
    Left,
    Right,
    /// First cell of the visual row (`Home`).
    RowStart,
    /// Last cell of the visual row (`End`).
    RowEnd,
    /// Top cell of the visual column (`PageUp`).
    ColumnTop,
    /// Bottom cell of the visual column (`PageDown`).
    ColumnBottom,
}

impl Step {
    /// The step for a `KeyboardEvent.key`, if it is one of the grid keys.
    pub fn from_key(key: &str) -> Option<Step> {
        Some(match key {
            "ArrowUp" => Step::Up,
            "ArrowDown" => Step::Down,
            "ArrowLeft" => Step::Left,
            "ArrowRight" => Step::Right,
            "Home" => Step::RowStart,
            "End" => Step::RowEnd,
            "PageUp" => Step::ColumnTop,
            "PageDown" => Step::ColumnBottom,
            _ => return None,
        })
    }
}

/// Where focus goes from `sq` after `step`. Steps stop at the edge (no wrapping), as the ARIA
/// grid pattern asks.
pub fn step(bottom: Color, sq: Square, step: Step) -> Square {
    let (row, col) = cell_of(bottom, sq);
    let (row, col) = match step {
        Step::Up => (row.saturating_sub(1), col),
        Step::Down => ((row + 1).min(7), col),
        Step::Left => (row, col.saturating_sub(1)),
        Step::Right => (row, (col + 1).min(7)),
        Step::RowStart => (row, 0),
        Step::RowEnd => (row, 7),
        Step::ColumnTop => (0, col),
        Step::ColumnBottom => (7, col),
    };
    square_at(bottom, row, col)
}

/// The visual rows the promotion picker covers for a move to `to`: four cells of `to`'s column,
/// starting at `to` and running towards the middle of the board. Index 0 is `to` itself.
pub fn picker_rows(bottom: Color, to: Square) -> [(u32, u32); 4] {
    let (row, col) = cell_of(bottom, to);
    let dir: i32 = if row < 4 { 1 } else { -1 };
    let r = |i: i32| (i32::try_from(row).unwrap_or(0) + dir * i) as u32;
    [(r(0), col), (r(1), col), (r(2), col), (r(3), col)]
}

/// An arrow from the centre of `from` towards the centre of `to`, as an SVG polygon (shaft and
/// head in one outline), `width` units wide. The tip stops short of the centre so that a piece
/// on `to` stays visible.
pub fn arrow_polygon(bottom: Color, from: Square, to: Square, width: f64) -> String {
    let (x1, y1) = centre(bottom, from);
    let (x2, y2) = centre(bottom, to);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (px, py) = (-uy, ux);
    let tip = len - SQUARE * 0.18;
    let head = SQUARE * 0.38;
    let half = width / 2.0;
    let head_half = width * 1.6;
    let at =
        |along: f64, across: f64| (x1 + ux * along + px * across, y1 + uy * along + py * across);
    let pts = [
        at(SQUARE * 0.12, -half),
        at(tip - head, -half),
        at(tip - head, -head_half),
        at(tip, 0.0),
        at(tip - head, head_half),
        at(tip - head, half),
        at(SQUARE * 0.12, half),
    ];
    pts.iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ")
}
