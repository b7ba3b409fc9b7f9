//! Arrows and circles drawn over the board (by an instructor, or set by the caller).
use shakmaty::Square;

/// Colour of an arrow or circle. Drawing picks it from the modifier keys held: none → green,
/// Shift → red, Alt → blue, Ctrl/Meta → yellow.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Brush {
    #[default]
    Green,
    Red,
    Blue,
    Yellow,
}

impl Brush {
    pub fn from_modifiers(shift: bool, alt: bool, ctrl_or_meta: bool) -> Brush {
        match (shift, alt, ctrl_or_meta) {
            (true, _, _) => Brush::Red,
            (false, true, _) => Brush::Blue,
            (false, false, true) => Brush::Yellow,
            (false, false, false) => Brush::Green,
        }
    }

    /// CSS class suffix (`board-brush--green`…), colours come from style/board.css.
    pub const fn class(self) -> &'static str {
        match self {
            Brush::Green => "board-brush--green",
            Brush::Red => "board-brush--red",
            Brush::Blue => "board-brush--blue",
            Brush::Yellow => "board-brush--yellow",
        }
    }
}

/// One mark drawn over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Annotation {
    Arrow {
        from: Square,
        to: Square,
        brush: Brush,
    },
    Circle {
        square: Square,
        brush: Brush,
    },
}

impl Annotation {
    /// The annotation a drawing gesture from `from` to `to` makes: a circle when it ends where it
    /// began, an arrow otherwise.
    pub fn from_gesture(from: Square, to: Square, brush: Brush) -> Annotation {
        if from == to {
            Annotation::Circle {
                square: from,
                brush,
            }
        } else {
            Annotation::Arrow { from, to, brush }
        }
    }

    fn same_place(self, other: Annotation) -> bool {
        match (self, other) {
            (Annotation::Arrow { from, to, .. }, Annotation::Arrow { from: f, to: t, .. }) => {
                from == f && to == t
            }
            (Annotation::Circle { square, .. }, Annotation::Circle { square: s, .. }) => {
                square == s
            }
            _ => false,
        }
    }
}

/// What drawing `a` did to the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toggled {
    Added,
    Removed,
    Recoloured,
}

/// Draw `a` over `list`: the same mark in the same colour is removed; in another colour it is
/// recoloured; otherwise it is added at the end.
pub fn toggle(list: &mut Vec<Annotation>, a: Annotation) -> Toggled {
    match list.iter().position(|x| x.same_place(a)) {
        Some(i) if list[i] == a => {
            list.remove(i);
            Toggled::Removed
        }
        Some(i) => {
            list[i] = a;
            Toggled::Recoloured
        }
        None => {
            list.push(a);
            Toggled::Added
        }
    }
}
