//! [`IllegalBoard`]: the pieces on the board when they are not a legal chess position — the
//! side not to move in check (with the side to move also in check: "both kings in check") or a
//! pawn on the first or last rank. Such a board arises when an illegal move is played on and
//! nobody rules on it, or is what the arbiter finds (Art. 3.10.3 defines an illegal position).
//!
//! shakmaty's `Chess` holds only legal positions. This holds the pieces, the side to move and
//! the counters, moves pieces on them as the players do, and says when the board is a legal
//! position again ([`classify`]). It never generates moves: what a move from a position that
//! cannot arise would be is not the Laws' question; the arbiter's rulings on it are. It does
//! check a move made on it against Article 3 ([`IllegalBoard::obeys_article_3`]): the pieces'
//! moves (3.1–3.8) and the king not left in check (3.9) are defined square by square, on any
//! arrangement of pieces, so a move from an illegal board is legal or illegal like any other.
use std::num::NonZeroU32;

use shakmaty::fen::Fen;
use shakmaty::{
    Bitboard, CastlingMode, Chess, Color, FromSetup, Piece, PositionError, PositionErrorKinds,
    Role, Setup, Square, attacks,
};

/// A move on an illegal board: from, to, and the piece a promotion puts on the square.
pub type BoardMove = (Square, Square, Option<Role>);

/// A board that is not a legal position, in one of the ways an illegal move leaves one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalBoard {
    setup: Setup,
}

/// What a board is.
#[derive(Clone, Debug)]
pub enum Holds {
    /// A legal position (castling rights and an en passant square it cannot have dropped; a
    /// check no legal game could reach is let through).
    Legal(Chess),
    /// Not a legal position, in a way the arbiter deals with: held as it is.
    Illegal(IllegalBoard),
    /// Neither (no king, three kings, …): nothing a game can hold; why.
    Neither(String),
}

/// The ways a board may be illegal and still be held.
const HOLDABLE: PositionErrorKinds = PositionErrorKinds::OPPOSITE_CHECK
    .union(PositionErrorKinds::PAWNS_ON_BACKRANK)
    .union(PositionErrorKinds::IMPOSSIBLE_CHECK);

/// What the pieces of `setup` are.
pub fn classify(mut setup: Setup) -> Holds {
    let read = Chess::from_setup(setup.clone(), CastlingMode::Standard)
        .or_else(PositionError::ignore_invalid_castling_rights)
        .or_else(PositionError::ignore_invalid_ep_square)
        // A check no legal game reaches (two rooks checking along one rank) arises from an
        // illegal board as a legal move made on it; the position is held as it is.
        .or_else(PositionError::ignore_impossible_check);
    match read {
        Ok(pos) => Holds::Legal(pos),
        Err(e) => {
            let kinds = e.kinds();
            let illegal = kinds.intersects(
                PositionErrorKinds::OPPOSITE_CHECK | PositionErrorKinds::PAWNS_ON_BACKRANK,
            );
            if illegal && (kinds - HOLDABLE).is_empty() {
                setup.ep_square = None;
                setup.castling_rights &= castling_rooks(&setup.board);
                Holds::Illegal(IllegalBoard { setup })
            } else {
                Holds::Neither(e.to_string())
            }
        }
    }
}

/// The rooks that may still castle: on a corner of their first rank, their king on its
/// starting square (the rights a FEN gives beyond these mean nothing).
fn castling_rooks(board: &shakmaty::Board) -> Bitboard {
    let mut rooks = Bitboard::EMPTY;
    for color in Color::ALL {
        let rank = color.backrank();
        if board.king_of(color) == Some(Square::from_coords(shakmaty::File::E, rank)) {
            rooks |=
                board.rooks() & board.by_color(color) & Bitboard::CORNERS & Bitboard::from(rank);
        }
    }
    rooks
}

/// Reads a FEN as a board (any arrangement of pieces); the FEN's own syntax errors are the
/// error.
pub fn read_board(fen: &str) -> Result<Setup, String> {
    let parsed: Fen = fen.trim().parse().map_err(|e| format!("{e}"))?;
    Ok(parsed.into_setup())
}

impl IllegalBoard {
    /// The pieces.
    pub fn board(&self) -> &shakmaty::Board {
        &self.setup.board
    }

    pub fn turn(&self) -> Color {
        self.setup.turn
    }

    /// The FEN of the board as it stands.
    pub fn fen(&self) -> Fen {
        Fen::try_from_setup(self.setup.clone()).unwrap_or_else(|e| e.ignore())
    }

    /// The FEN of the board as it stands, as text.
    pub fn to_fen(&self) -> String {
        self.fen().to_string()
    }

    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.setup.board.piece_at(square)
    }

    /// The move number of the side to move (the FEN's fullmove number).
    pub fn move_number(&self) -> u32 {
        self.setup.fullmoves.get()
    }

    /// A king of `side` is attacked by a piece of the other side.
    pub fn in_check(&self, side: Color) -> bool {
        let board = &self.setup.board;
        let occupied = board.occupied();
        (board.kings() & board.by_color(side))
            .into_iter()
            .any(|k| (board.attacks_to(k, !side, occupied)).any())
    }

    /// Both kings in check, or a pawn on the first or last rank: the positions the rapid and
    /// blitz appendices name (2014 A.4d, 2018 A.4.4, 2023 A.5.4; 2009 A.4c).
    pub fn is_named_illegal_position(&self) -> bool {
        (self.in_check(Color::White) && self.in_check(Color::Black)) || self.pawn_on_last_rank()
    }

    /// A pawn stands on the first or last rank.
    pub fn pawn_on_last_rank(&self) -> bool {
        (self.setup.board.pawns() & Bitboard::BACKRANKS).any()
    }

    /// The side whose king stands in check though it is not to move: the side that made the
    /// last move (leaving or putting its king in check), if the board shows it.
    pub fn side_left_in_check(&self) -> Option<Color> {
        let other = !self.setup.turn;
        self.in_check(other).then_some(other)
    }

    /// The colour of a pawn on its last rank (a white pawn on the eighth, a black one on the
    /// first), if there is one.
    pub fn unpromoted_pawn(&self) -> Option<Color> {
        let pawns = self.setup.board.pawns();
        let white = pawns & self.setup.board.white() & Bitboard::from(shakmaty::Rank::Eighth);
        let black = pawns & self.setup.board.black() & Bitboard::from(shakmaty::Rank::First);
        if white.any() {
            Some(Color::White)
        } else if black.any() {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// Whether the side to move moving the piece on `from` to `to` (`promotion`: the piece
    /// put on the square) meets Articles 3.1–3.9: the piece moves as it may, not onto a piece
    /// of its own colour nor over pieces, a pawn reaching the last rank is exchanged for a queen,
    /// rook, bishop or knight, and the mover's king is not in check afterwards. Capturing the
    /// king is not a move (1.4.1; 1.2 until 2014). En passant is not possible here (the board
    /// keeps no en passant square).
    pub fn obeys_article_3(&self, from: Square, to: Square, promotion: Option<Role>) -> bool {
        let board = &self.setup.board;
        let us = self.setup.turn;
        let Some(piece) = board.piece_at(from) else {
            return false;
        };
        if piece.color != us || from == to || board.by_color(us).contains(to) {
            return false;
        }
        if board.kings().contains(to) {
            return false;
        }
        let occupied = board.occupied();
        let last_rank = to.rank() == us.fold_wb(shakmaty::Rank::Eighth, shakmaty::Rank::First);
        let promotes = piece.role == Role::Pawn && last_rank;
        match promotion {
            None if promotes => return false,
            Some(_) if !promotes => return false,
            Some(Role::Pawn | Role::King) => return false,
            _ => {}
        }
        let reaches = match piece.role {
            Role::Pawn => {
                let forward = us.fold_wb(8i32, -8i32);
                let one = from.offset(forward);
                let start =
                    from.rank() == us.fold_wb(shakmaty::Rank::Second, shakmaty::Rank::Seventh);
                if attacks::pawn_attacks(us, from).contains(to) {
                    board.by_color(!us).contains(to)
                } else if Some(to) == one {
                    !occupied.contains(to)
                } else {
                    start
                        && one.is_some_and(|s| !occupied.contains(s))
                        && Some(to) == one.and_then(|s| s.offset(forward))
                        && !occupied.contains(to)
                }
            }
            Role::Knight => attacks::knight_attacks(from).contains(to),
            Role::Bishop => attacks::bishop_attacks(from, occupied).contains(to),
            Role::Rook => attacks::rook_attacks(from, occupied).contains(to),
            Role::Queen => attacks::queen_attacks(from, occupied).contains(to),
            Role::King => attacks::king_attacks(from).contains(to) || self.may_castle(from, to),
        };
        if !reaches {
            return false;
        }
        let after = displaced(&self.setup, from, to, promotion);
        let occupied = after.board.occupied();
        !(after.board.kings() & after.board.by_color(us))
            .into_iter()
            .any(|k| after.board.attacks_to(k, !us, occupied).any())
    }

    /// Castling written as the king's two-square move: the king and that rook unmoved (the
    /// castling right kept), nothing between them, the king not in check and not crossing or
    /// landing on an attacked square (3.8.2).
    fn may_castle(&self, from: Square, to: Square) -> bool {
        let board = &self.setup.board;
        let us = self.setup.turn;
        let rank = us.backrank();
        if from != Square::from_coords(shakmaty::File::E, rank)
            || to.rank() != rank
            || from.distance(to) != 2
        {
            return false;
        }
        let rook = if to.file() > from.file() {
            Square::from_coords(shakmaty::File::H, rank)
        } else {
            Square::from_coords(shakmaty::File::A, rank)
        };
        if board.piece_at(rook) != Some(us.rook()) || !self.setup.castling_rights.contains(rook) {
            return false;
        }
        let occupied = board.occupied();
        if (attacks::between(from, rook) & occupied).any() {
            return false;
        }
        let crossed = attacks::between(from, to).with(to).with(from);
        !crossed
            .into_iter()
            .any(|s| board.attacks_to(s, !us, occupied).any())
    }

    /// The move in SAN as the contract writes it (no check marks): piece letter, the file or
    /// rank where another piece of the same kind could also go there under Article 3, `x` for a
    /// capture, the square, `=Q` for a promotion; castling `O-O` / `O-O-O`.
    pub fn san(&self, from: Square, to: Square, promotion: Option<Role>) -> String {
        let board = &self.setup.board;
        let Some(piece) = board.piece_at(from) else {
            return format!("{from}{to}");
        };
        if piece.role == Role::King && from.rank() == to.rank() && from.distance(to) == 2 {
            return if to.file() > from.file() {
                "O-O"
            } else {
                "O-O-O"
            }
            .to_owned();
        }
        let capture = board.piece_at(to).is_some();
        let mut s = String::new();
        if piece.role == Role::Pawn {
            if capture {
                s.push(from.file().char());
            }
        } else {
            s.push(piece.role.upper_char());
            let others: Vec<Square> = (board.by_piece(piece) & !Bitboard::from(from))
                .into_iter()
                .filter(|&o| self.obeys_article_3(o, to, None))
                .collect();
            if !others.is_empty() {
                if others.iter().all(|o| o.file() != from.file()) {
                    s.push(from.file().char());
                } else if others.iter().all(|o| o.rank() != from.rank()) {
                    s.push(from.rank().char());
                } else {
                    s.push_str(&from.to_string());
                }
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(&to.to_string());
        if let Some(p) = promotion {
            s.push('=');
            s.push(p.upper_char());
        }
        s
    }

    /// Every move of the side to move that meets Article 3, as (from, to, promotion).
    pub fn moves_obeying_article_3(&self) -> Vec<BoardMove> {
        let mut moves = Vec::new();
        let ours = self.setup.board.by_color(self.setup.turn);
        for from in ours {
            for to in Square::ALL {
                let pawn_to_last_rank = self.setup.board.piece_at(from).map(|p| p.role)
                    == Some(Role::Pawn)
                    && to.rank()
                        == self
                            .setup
                            .turn
                            .fold_wb(shakmaty::Rank::Eighth, shakmaty::Rank::First);
                let promotions: &[Option<Role>] = if pawn_to_last_rank {
                    &[
                        Some(Role::Queen),
                        Some(Role::Rook),
                        Some(Role::Bishop),
                        Some(Role::Knight),
                    ]
                } else {
                    &[None]
                };
                for &p in promotions {
                    if self.obeys_article_3(from, to, p) {
                        moves.push((from, to, p));
                    }
                }
            }
        }
        moves
    }

    /// The board after the side to move moves the piece on `from` to `to` (what is on `to` is
    /// captured; castling, written as the king's move, moves the rook; `promotion` replaces
    /// the piece), the turn passing. The result is classified again.
    pub fn after(&self, from: Square, to: Square, promotion: Option<Role>) -> Holds {
        classify(displaced(&self.setup, from, to, promotion))
    }
}

/// `setup` with the piece on `from` moved to `to` as a player does it on the board, and the
/// turn passed to the other side (counters as the move would set them).
pub fn displaced(setup: &Setup, from: Square, to: Square, promotion: Option<Role>) -> Setup {
    let mut s = setup.clone();
    let Some(piece) = s.board.remove_piece_at(from) else {
        return s;
    };
    let captured = s.board.remove_piece_at(to).is_some();
    // Castling is written as the king's move: the rook goes with it.
    if piece.role == Role::King && from.rank() == to.rank() && from.distance(to) == 2 {
        let (rook_from, rook_to) = if to.file() > from.file() {
            (
                Square::from_coords(shakmaty::File::H, from.rank()),
                Square::from_coords(shakmaty::File::F, from.rank()),
            )
        } else {
            (
                Square::from_coords(shakmaty::File::A, from.rank()),
                Square::from_coords(shakmaty::File::D, from.rank()),
            )
        };
        if s.board.piece_at(rook_from) == Some(piece.color.rook()) {
            s.board.discard_piece_at(rook_from);
            s.board.set_piece_at(rook_to, piece.color.rook());
        }
    }
    let placed = Piece {
        color: piece.color,
        role: promotion.unwrap_or(piece.role),
    };
    s.board.set_piece_at(to, placed);
    s.castling_rights = s.castling_rights & !Bitboard::from(from) & !Bitboard::from(to);
    if piece.role == Role::King {
        s.castling_rights &= !Bitboard::from(from.rank());
    }
    s.ep_square = None;
    s.halfmoves = if piece.role == Role::Pawn || captured {
        0
    } else {
        s.halfmoves.saturating_add(1)
    };
    if s.turn == Color::Black {
        s.fullmoves = s.fullmoves.checked_add(1).unwrap_or(NonZeroU32::MAX);
    }
    s.turn = !s.turn;
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn holds(fen: &str) -> Holds {
        classify(read_board(fen).unwrap())
    }

    #[test]
    fn both_kings_in_check_and_a_pawn_on_the_last_rank_are_held() {
        let Holds::Illegal(b) = holds("3kr3/8/8/8/8/8/8/3RK3 w - - 1 51") else {
            panic!("both kings in check is held as an illegal board");
        };
        assert_eq!(b.side_left_in_check(), Some(Color::Black));
        assert!(b.in_check(Color::White));
        assert_eq!(b.to_fen(), "3kr3/8/8/8/8/8/8/3RK3 w - - 1 51");
        let Holds::Illegal(p) = holds("4P3/8/8/8/8/1k6/8/K7 w - - 1 71") else {
            panic!("a pawn on the last rank is held");
        };
        assert_eq!(p.unpromoted_pawn(), Some(Color::White));
        assert!(matches!(
            holds("8/8/8/8/8/8/8/8 w - - 0 1"),
            Holds::Neither(_)
        ));
        assert!(matches!(
            holds("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            Holds::Legal(_)
        ));
    }

    #[test]
    fn a_move_on_an_illegal_board_is_checked_against_article_3() {
        // White to move in check from the rook on e1, Black's king in check from a8.
        let Holds::Illegal(b) = holds("R6k/6pp/8/8/8/8/3Q1PPP/4r1K1 w - - 0 30") else {
            unreachable!()
        };
        assert!(b.obeys_article_3(Square::D2, Square::E1, None), "Qxe1");
        assert!(
            !b.obeys_article_3(Square::G1, Square::H1, None),
            "h1 is attacked by the rook"
        );
        assert!(
            !b.obeys_article_3(Square::D2, Square::D8, None),
            "leaves the king in check"
        );
        assert!(
            !b.obeys_article_3(Square::A8, Square::B7, None),
            "a rook moves straight"
        );
        assert!(
            !b.obeys_article_3(Square::A8, Square::H8, None),
            "the king is not captured"
        );
        assert!(
            !b.obeys_article_3(Square::H7, Square::H6, None),
            "not Black's turn"
        );
        assert!(
            !b.obeys_article_3(Square::D2, Square::D1, None),
            "Qd1 leaves the king in check"
        );
        // Only Qxe1 gets the king out of check.
        assert_eq!(
            b.moves_obeying_article_3(),
            vec![(Square::D2, Square::E1, None)]
        );
        // A pawn on the last rank: White's own pawn on a8 cannot move; a pawn reaching the
        // last rank must be exchanged.
        let Holds::Illegal(p) = holds("P6k/4P3/8/8/8/8/8/K7 w - - 1 71") else {
            unreachable!()
        };
        assert!(
            !p.obeys_article_3(Square::E7, Square::E8, None),
            "unpromoted"
        );
        assert!(p.obeys_article_3(Square::E7, Square::E8, Some(Role::Knight)));
        assert!(
            !p.obeys_article_3(Square::A8, Square::A7, None),
            "pawns do not move back"
        );
    }

    #[test]
    fn moves_on_an_illegal_board_are_written_in_san() {
        // A white pawn left on h8; White to move may castle short (king and rook unmoved, f1
        // and g1 free and not attacked), and two knights can reach d2.
        let Holds::Illegal(b) = holds("4k2P/8/8/8/8/5N2/8/1N2K2R w K - 0 40") else {
            unreachable!()
        };
        assert!(b.obeys_article_3(Square::E1, Square::G1, None));
        assert_eq!(b.san(Square::E1, Square::G1, None), "O-O");
        assert!(
            !b.obeys_article_3(Square::E1, Square::C1, None),
            "no queenside rook"
        );
        assert_eq!(b.san(Square::B1, Square::D2, None), "Nbd2");
        assert_eq!(b.san(Square::F3, Square::D2, None), "Nfd2");
        assert_eq!(b.san(Square::B1, Square::A3, None), "Na3");
        // Castling through an attacked square is not a move.
        let Holds::Illegal(c) = holds("4kr1P/8/8/8/8/8/8/4K2R w K - 0 40") else {
            unreachable!()
        };
        assert!(
            !c.obeys_article_3(Square::E1, Square::G1, None),
            "f1 is attacked"
        );
    }

    #[test]
    fn castling_rights_are_kept_where_king_and_rook_still_stand() {
        let Holds::Illegal(b) = holds("r3k2P/8/8/8/8/8/8/R3K2R b KQkq - 0 1") else {
            panic!("a pawn on h8 is held");
        };
        assert_eq!(b.to_fen(), "r3k2P/8/8/8/8/8/8/R3K2R b KQq - 0 1");
    }

    #[test]
    fn a_move_that_ends_the_illegal_position_gives_a_legal_one() {
        let Holds::Illegal(b) = holds("3kr3/8/8/8/8/8/8/3RK3 w - - 1 51") else {
            unreachable!()
        };
        match b.after(Square::E1, Square::D2, None) {
            Holds::Legal(pos) => assert_eq!(
                crate::game::fen_of(&pos),
                "3kr3/8/8/8/8/8/3K4/3R4 b - - 2 51"
            ),
            other => panic!("{other:?}"),
        }
        match b.after(Square::D1, Square::D7, None) {
            Holds::Illegal(still) => {
                assert_eq!(still.to_fen(), "3kr3/3R4/8/8/8/8/8/4K3 b - - 2 51")
            }
            other => panic!("{other:?}"),
        }
    }
}
