//! Piece drawings: simple shapes of our own, in a 100×100 box (one square). No font is needed,
//! so they look the same in every browser and on a projector.
use shakmaty::Role;

/// One piece drawing: filled outlines (piece colour, dark stroke), then detail strokes drawn in
/// the contrasting colour.
pub struct Drawing {
    pub body: &'static [&'static str],
    pub detail: &'static [&'static str],
}

const PAWN: Drawing = Drawing {
    body: &[
        "M26 88v-7q0-4 4-4h40q4 0 4 4v7z",
        "M34 77q2-16 10-24h12q8 8 10 24z",
        "M38 54q-2-4 2-6h20q4 2 2 6z",
        "M36 34a14 14 0 1 0 28 0a14 14 0 1 0-28 0z",
    ],
    detail: &[],
};

const ROOK: Drawing = Drawing {
    body: &[
        "M24 88v-8q0-3 3-3h46q3 0 3 3v8z",
        "M32 77l3-5v-24h30v24l3 5z",
        "M28 22h10v7h7v-7h10v7h7v-7h10v16l-7 8h-30l-7-8z",
    ],
    detail: &["M35 48h30", "M35 72h30", "M28 38h44"],
};

const KNIGHT: Drawing = Drawing {
    body: &[
        "M24 88v-8q0-3 3-3h46q3 0 3 3v8z",
        "M32 77q-2-14 12-26q4-4 2-8q-6 6-14 6q-8 0-10-8q0-6 6-12q8-8 14-14l-2-8q6 2 9 6q24 0 30 30q2 20-4 34z",
    ],
    detail: &[
        "M38 34a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0",
        "M22 41l4 1",
        "M66 36q4 16 0 34",
    ],
};

const BISHOP: Drawing = Drawing {
    body: &[
        "M24 88v-8q0-3 3-3h46q3 0 3 3v8z",
        "M36 77l2-9h24l2 9z",
        "M50 24q18 12 16 30q-2 10-6 14h-20q-4-4-6-14q-2-18 16-30z",
        "M44 18a6 6 0 1 0 12 0a6 6 0 1 0-12 0z",
    ],
    detail: &["M50 36v16", "M43 44h14", "M38 68h24"],
};

const QUEEN: Drawing = Drawing {
    body: &[
        "M24 88v-8q0-3 3-3h46q3 0 3 3v8z",
        "M30 77l-8-42l14 20l4-26l10 24l10-24l4 26l14-20l-8 42z",
        "M17 33a5 5 0 1 0 10 0a5 5 0 1 0-10 0z",
        "M31 27a5 5 0 1 0 10 0a5 5 0 1 0-10 0z",
        "M45 22a5 5 0 1 0 10 0a5 5 0 1 0-10 0z",
        "M59 27a5 5 0 1 0 10 0a5 5 0 1 0-10 0z",
        "M73 33a5 5 0 1 0 10 0a5 5 0 1 0-10 0z",
    ],
    detail: &["M31 68h38"],
};

const KING: Drawing = Drawing {
    body: &[
        "M24 88v-8q0-3 3-3h46q3 0 3 3v8z",
        "M30 77l-4-10q-10-16 2-26q10-6 22 6q12-12 22-6q12 10 2 26l-4 10z",
        "M50 47q-8-8-6-16q2-6 6-6q4 0 6 6q2 8-6 16z",
        "M47 8h6v6h6v6h-6v6h-6v-6h-6v-6h6z",
    ],
    detail: &["M30 68h40", "M50 47v22"],
};

/// The drawing for a piece of `role`.
pub const fn drawing(role: Role) -> &'static Drawing {
    match role {
        Role::Pawn => &PAWN,
        Role::Knight => &KNIGHT,
        Role::Bishop => &BISHOP,
        Role::Rook => &ROOK,
        Role::Queen => &QUEEN,
        Role::King => &KING,
    }
}
