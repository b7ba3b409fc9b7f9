//! A move as a player writes it on his scoresheet, read by the algebraic system of the Laws'
//! notation appendix (Appendix E until 2005, Appendix C from 2009), not by the stricter SAN of
//! chess software:
//!
//! - a piece is its capital letter (K, Q, R, B, N), a pawn has none; then the square of arrival,
//!   with the file or rank of departure when two identical pieces could go there, or the whole
//!   square of departure (the longer form, `Ng1f3`, `e2e4`; a hyphen between them is tolerated);
//! - the capture sign `x` may be left out (2017+ C.9: "may be inserted"; 2009 Appendix C: the
//!   capture need not be recorded), but a pawn capture names its file of departure (`ed5`,
//!   `exd5`), so a pawn written with only its square (`d5`) moves straight ahead;
//! - a promotion is the pawn move followed by the new piece (`d8Q`, also `d8=Q`); a pawn written
//!   to the last rank without a piece could be any of four moves;
//! - castling is `0-0` / `0-0-0` (zeros, or the letters O);
//! - the check and mate signs (`+`, `++`, `#`) and `e.p.` are optional; `e.p.` written requires
//!   an en passant capture, the check signs do not change which move is named.
//!
//! Whether a move so read is valid for a purpose (a sealed move) is for `rulings` to say.
use shakmaty::{CastlingSide, File, Move, Position, Rank, Role, Square, uci::UciMove};

use super::{Game, GameError, Notation};

/// The move a written text names, and what the writer left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    pub mv: Move,
    /// The move is a capture written without the `x`.
    pub capture_sign_omitted: bool,
}

/// What the text says, before it is matched against the legal moves.
#[derive(Debug, Default)]
struct Parsed {
    castle: Option<CastlingSide>,
    role: Option<Role>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    capture: bool,
    to: Option<Square>,
    promotion: Option<Role>,
    en_passant: bool,
}

impl Game {
    /// Reads a move written in the algebraic notation of the Laws (module docs) in the current
    /// position: the one legal move it names, [`GameError::AmbiguousMove`] when it names more
    /// than one, [`GameError::IllegalMove`] when it names none, [`GameError::BadNotation`] when
    /// it is not such notation at all.
    pub fn read_written(&self, text: &str) -> Result<WrittenMove, GameError> {
        let bad = |reason: &str| GameError::BadNotation {
            input: text.to_string(),
            notation: Notation::San,
            reason: reason.to_string(),
        };
        let p = parse(text).map_err(bad)?;
        let pos = self.position();
        let candidates: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| p.names(m))
            .collect();
        match candidates.as_slice() {
            [] => Err(GameError::IllegalMove {
                input: text.to_string(),
                fen: self.to_fen(),
            }),
            [m] => Ok(WrittenMove {
                mv: *m,
                capture_sign_omitted: m.is_capture() && !p.capture,
            }),
            many => Err(GameError::AmbiguousMove {
                input: text.to_string(),
                fen: self.to_fen(),
                candidates: many
                    .iter()
                    .map(|m| UciMove::from_standard(*m).to_string())
                    .collect(),
            }),
        }
    }
}

impl Parsed {
    fn names(&self, m: &Move) -> bool {
        if let Some(side) = self.castle {
            return m.castling_side() == Some(side);
        }
        if m.is_castle() || Some(m.to()) != self.to {
            return false;
        }
        let role = self.role.unwrap_or(Role::Pawn);
        let from = m.from();
        role == m.role()
            && self
                .from_file
                .is_none_or(|f| from.is_some_and(|s| s.file() == f))
            && self
                .from_rank
                .is_none_or(|r| from.is_some_and(|s| s.rank() == r))
            // The x, where written, says it captures; a pawn capture names its file (C.9.3).
            && (!self.capture || m.is_capture())
            && (role != Role::Pawn || self.from_file.is_some() || !m.is_capture())
            // The new piece, where written, is the one; a promotion not written stays open.
            && self.promotion.is_none_or(|r| m.promotion() == Some(r))
            && (!self.en_passant || m.is_en_passant())
    }
}

fn piece(c: char) -> Option<Role> {
    match c {
        'K' => Some(Role::King),
        'Q' => Some(Role::Queen),
        'R' => Some(Role::Rook),
        'B' => Some(Role::Bishop),
        'N' => Some(Role::Knight),
        _ => None,
    }
}

fn parse(text: &str) -> Result<Parsed, &'static str> {
    let mut s = text.trim().trim_end_matches(['!', '?']).trim_end();
    let mut p = Parsed::default();
    // The optional signs at the end, in any order: check, mate, en passant.
    loop {
        let before = s;
        s = s.trim_end_matches(['+', '#']).trim_end();
        for ep in ["e.p.", "e.p", "ep"] {
            if let Some(rest) = s.strip_suffix(ep)
                // "ep" alone is no move; a square must come before it.
                && rest.trim_end().len() >= 2
            {
                p.en_passant = true;
                s = rest.trim_end();
                break;
            }
        }
        if s == before {
            break;
        }
    }
    let castle = s.replace('O', "0");
    if castle == "0-0" {
        p.castle = Some(CastlingSide::KingSide);
        return Ok(p);
    }
    if castle == "0-0-0" {
        p.castle = Some(CastlingSide::QueenSide);
        return Ok(p);
    }
    if p.en_passant && s.is_empty() {
        return Err("nothing before e.p.");
    }
    let mut chars: Vec<char> = s.chars().collect();
    if let Some(role) = chars.first().copied().and_then(piece) {
        p.role = Some(role);
        chars.remove(0);
    }
    // The new piece of a promotion: `Q` or `=Q` after the square.
    if p.role.is_none()
        && let Some(role) = chars.last().copied().and_then(piece)
    {
        p.promotion = Some(role);
        chars.pop();
        if chars.last() == Some(&'=') {
            chars.pop();
        }
    }
    let n = chars.len();
    if n < 2 {
        return Err("no square of arrival");
    }
    let (file, rank) = (chars[n - 2], chars[n - 1]);
    let (Some(f), Some(r)) = (File::from_char(file), Rank::from_char(rank)) else {
        return Err("no square of arrival");
    };
    p.to = Some(Square::from_coords(f, r));
    let mut middle = &chars[..n - 2];
    if let [rest @ .., 'x' | '-'] = middle {
        p.capture = middle.last() == Some(&'x');
        middle = rest;
    }
    match middle {
        [] => {}
        [c] if File::from_char(*c).is_some() => p.from_file = File::from_char(*c),
        [c] if Rank::from_char(*c).is_some() => p.from_rank = Rank::from_char(*c),
        [f, r] if File::from_char(*f).is_some() && Rank::from_char(*r).is_some() => {
            p.from_file = File::from_char(*f);
            p.from_rank = Rank::from_char(*r);
        }
        _ => return Err("not algebraic notation"),
    }
    // The square of departure is for pieces and for the long form of a pawn move; a pawn
    // written with a rank alone is not the notation.
    if p.role.is_none() && p.from_rank.is_some() && p.from_file.is_none() {
        return Err("a pawn is not named by its rank");
    }
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &[&str]) -> Game {
        let mut g = Game::new();
        for m in moves {
            g.play_san(m).unwrap();
        }
        g
    }

    fn read(g: &Game, text: &str) -> Result<(String, bool), String> {
        g.read_written(text)
            .map(|w| (g.san(w.mv), w.capture_sign_omitted))
            .map_err(|e| match e {
                GameError::AmbiguousMove { .. } => "ambiguous".into(),
                GameError::IllegalMove { .. } => "illegal".into(),
                GameError::BadNotation { .. } => "bad".into(),
                other => format!("{other:?}"),
            })
    }

    #[test]
    fn the_capture_sign_is_optional_but_a_pawn_names_its_file() {
        let g = game(&["e4", "d5", "Nc3", "e6"]);
        let ok = |t: &str, san: &str, omitted: bool| {
            assert_eq!(read(&g, t), Ok((san.to_string(), omitted)), "{t}")
        };
        ok("Nxd5", "Nxd5", false);
        ok("Nd5", "Nxd5", true);
        ok("Nc3d5", "Nxd5", true);
        ok("Nc3-d5", "Nxd5", true);
        ok("Nc3xd5", "Nxd5", false);
        ok("exd5", "exd5", false);
        ok("ed5", "exd5", true);
        ok("e4d5", "exd5", true);
        ok("e4xd5", "exd5", false);
        ok("Nf3+", "Nf3", false);
        ok("a3!?", "a3", false);
        ok("a2a3", "a3", false);
        assert_eq!(read(&g, "d5"), Err("illegal".into()));
        assert_eq!(read(&g, "Nxe5"), Err("illegal".into()));
        assert_eq!(read(&g, "nd5"), Err("bad".into()));
        assert_eq!(read(&g, "Zz9"), Err("bad".into()));
        assert_eq!(read(&g, "4d5"), Err("bad".into()));
        assert_eq!(read(&g, ""), Err("bad".into()));
    }

    #[test]
    fn ambiguity_en_passant_promotion_and_castling() {
        let g = game(&["Nc3", "d5", "Nh3", "Nf6", "Nf4", "a6"]);
        assert_eq!(read(&g, "Nd5"), Err("ambiguous".into()));
        assert_eq!(read(&g, "Nxd5"), Err("ambiguous".into()));
        assert_eq!(read(&g, "Ncd5"), Ok(("Ncxd5".into(), true)));
        assert_eq!(read(&g, "Nfxd5"), Ok(("Nfxd5".into(), false)));

        let g = game(&["e4", "a6", "e5", "d5"]);
        assert_eq!(read(&g, "exd6 e.p."), Ok(("exd6".into(), false)));
        assert_eq!(read(&g, "exd6e.p."), Ok(("exd6".into(), false)));
        assert_eq!(read(&g, "ed6"), Ok(("exd6".into(), true)));
        assert_eq!(read(&g, "e6 e.p."), Err("illegal".into()));

        let g = Game::from_fen("1r5k/P7/8/8/8/8/8/K7 w - - 0 50").unwrap();
        assert_eq!(read(&g, "a8Q"), Ok(("a8=Q".into(), false)));
        assert_eq!(read(&g, "a8=N"), Ok(("a8=N".into(), false)));
        assert_eq!(read(&g, "ab8Q+"), Ok(("axb8=Q".into(), true)));
        assert_eq!(read(&g, "a8"), Err("ambiguous".into()));
        assert_eq!(read(&g, "Ka2"), Ok(("Ka2".into(), false)));

        let g = game(&["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"]);
        assert_eq!(read(&g, "0-0"), Ok(("O-O".into(), false)));
        assert_eq!(read(&g, "O-O+"), Ok(("O-O".into(), false)));
        assert_eq!(read(&g, "0-0-0"), Err("illegal".into()));
        assert_eq!(read(&g, "Kg1"), Err("illegal".into()));
    }
}
