//! Touch-move (Art. 4): which moves a player who touched pieces must choose from.
//!
//! [`obligation`] is a pure function of the position, the pieces touched (in the order touched)
//! and the edition's touch-move switches. It is also what governs the replacement of an illegal
//! move (Art. 7.4a / 7.5.1 send the player back to Art. 4.3).
use shakmaty::{CastlingSide, Chess, Color, Move, Position, Role, Square};

/// What a touch obliges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Obligation {
    /// The player must choose one of these legal moves (never empty).
    Moves {
        moves: Vec<Move>,
        reason: TouchReason,
    },
    /// Nothing touched can be moved or captured: any legal move (Art. 4.5).
    Free { reason: TouchReason },
}

/// Why: which clause of Art. 4.3 / 4.4 / 4.5 decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TouchReason {
    /// Move the first touched own piece that can be moved (4.3a / 4.3.1).
    OwnPiece(Square),
    /// Capture the first touched opponent piece that can be captured (4.3b / 4.3.2).
    OpponentPiece(Square),
    /// Capture the (first) touched opponent piece with the (first) touched own piece
    /// (4.3c / 4.3.3).
    CaptureWith {
        own: Square,
        opponent: Square,
        /// More than one piece of either colour was touched (the 2018 wording; before it, a
        /// house reading).
        several: bool,
    },
    /// Pieces of both colours and the capture is illegal: the first touched piece that can be
    /// moved or captured (4.3c / 4.3.3, second sentence).
    FirstMovable(Square),
    /// King then rook: castle on that side (4.4a / 4.4.1).
    Castle(CastlingSide),
    /// Castling intended but illegal: another legal king move (4.4c / 4.4.3).
    CastlingIllegalKingMoves(CastlingSide),
    /// Castling intended but illegal and the king has no legal move: any legal move, by the
    /// last sentence of 4.4c / 4.4.3 (not 4.5: the rook touched may well be able to move).
    CastlingIllegalKingStuck(CastlingSide),
    /// Rook first, then king: no castling on that side; the rook is the first touched piece
    /// (4.4b / 4.4.2).
    RookFirstNoCastling(CastlingSide),
    /// Nothing touched can move: any legal move (4.5), after the clause that governed the
    /// pieces touched (`None` when nothing was touched).
    NothingMovable(Option<TouchClause>),
}

/// The clause of Art. 4.3 / 4.4 under which the pieces were touched, when none of them can be
/// moved or captured (4.5 applies "to pieces touched under 4.3 or 4.4": both are cited).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TouchClause {
    /// Own pieces only (4.3a / 4.3.1).
    Own,
    /// Opponent's pieces only (4.3b / 4.3.2).
    Opponent,
    /// Pieces of both colours (4.3c / 4.3.3).
    BothColours,
    /// Rook, then king (4.4b / 4.4.2, which hands the case to 4.3a / 4.3.1).
    RookFirst,
}

/// The obligation of the side to move in `pos` after touching the pieces on `touched`, in
/// order. Squares without a piece are ignored. Several pieces of each colour are read as the
/// July 2017+ text says ("one or more pieces of each colour": the first touched of each); before
/// 2017 the same reading is an interpretation, which the ruling notes.
pub fn obligation(pos: &Chess, touched: &[Square]) -> Obligation {
    let us = pos.turn();
    let board = pos.board();
    let mut own: Vec<Square> = Vec::new();
    let mut theirs: Vec<Square> = Vec::new();
    let mut order: Vec<Square> = Vec::new();
    for &sq in touched {
        if order.contains(&sq) {
            continue;
        }
        match board.color_at(sq) {
            Some(c) if c == us => own.push(sq),
            Some(_) => theirs.push(sq),
            None => continue,
        }
        order.push(sq);
    }
    let legal = pos.legal_moves();
    let from = |sq: Square| -> Vec<Move> {
        legal
            .iter()
            .filter(|m| m.from() == Some(sq))
            .cloned()
            .collect()
    };
    let captures = |sq: Square| -> Vec<Move> {
        legal
            .iter()
            .filter(|m| captured_square(m, us) == Some(sq))
            .cloned()
            .collect()
    };
    let moves = |moves: Vec<Move>, reason| Obligation::Moves { moves, reason };

    // King and rook (4.4): only when both are among the own pieces touched.
    if let (Some(king), true) = (pos.board().king_of(us), own.len() >= 2) {
        let ki = own.iter().position(|&s| s == king);
        let rook = own.iter().enumerate().find_map(|(i, &s)| {
            (board.role_at(s) == Some(Role::Rook))
                .then(|| castling_side_of_rook(pos, us, s).map(|side| (i, side)))
                .flatten()
        });
        if let (Some(ki), Some((ri, side))) = (ki, rook) {
            let is_castle = |m: &Move| m.castling_side() == Some(side);
            if ki < ri {
                let castle: Vec<Move> = legal.iter().filter(|m| is_castle(m)).cloned().collect();
                if !castle.is_empty() {
                    return moves(castle, TouchReason::Castle(side));
                }
                let king_moves: Vec<Move> =
                    from(king).into_iter().filter(|m| !is_castle(m)).collect();
                return if king_moves.is_empty() {
                    Obligation::Free {
                        reason: TouchReason::CastlingIllegalKingStuck(side),
                    }
                } else {
                    moves(king_moves, TouchReason::CastlingIllegalKingMoves(side))
                };
            }
            // Rook first: the rook governs; castling on that side is excluded.
            let rook_sq = own[ri];
            let rook_moves: Vec<Move> = from(rook_sq)
                .into_iter()
                .filter(|m| !is_castle(m))
                .collect();
            if !rook_moves.is_empty() {
                return moves(rook_moves, TouchReason::RookFirstNoCastling(side));
            }
            let king_moves: Vec<Move> = from(king).into_iter().filter(|m| !is_castle(m)).collect();
            if !king_moves.is_empty() {
                return moves(king_moves, TouchReason::RookFirstNoCastling(side));
            }
            return Obligation::Free {
                reason: TouchReason::NothingMovable(Some(TouchClause::RookFirst)),
            };
        }
    }

    match (own.first(), theirs.first()) {
        (None, None) => Obligation::Free {
            reason: TouchReason::NothingMovable(None),
        },
        (Some(_), None) => own
            .iter()
            .find_map(|&sq| {
                let ms = from(sq);
                (!ms.is_empty()).then(|| moves(ms, TouchReason::OwnPiece(sq)))
            })
            .unwrap_or(Obligation::Free {
                reason: TouchReason::NothingMovable(Some(TouchClause::Own)),
            }),
        (None, Some(_)) => theirs
            .iter()
            .find_map(|&sq| {
                let ms = captures(sq);
                (!ms.is_empty()).then(|| moves(ms, TouchReason::OpponentPiece(sq)))
            })
            .unwrap_or(Obligation::Free {
                reason: TouchReason::NothingMovable(Some(TouchClause::Opponent)),
            }),
        (Some(&o), Some(&t)) => {
            let with: Vec<Move> = captures(t)
                .into_iter()
                .filter(|m| m.from() == Some(o))
                .collect();
            if !with.is_empty() {
                return moves(
                    with,
                    TouchReason::CaptureWith {
                        own: o,
                        opponent: t,
                        several: own.len() > 1 || theirs.len() > 1,
                    },
                );
            }
            // The first touched piece that can be moved or captured, in the order touched.
            order
                .iter()
                .find_map(|&sq| {
                    let ms = if own.contains(&sq) {
                        from(sq)
                    } else {
                        captures(sq)
                    };
                    (!ms.is_empty()).then(|| moves(ms, TouchReason::FirstMovable(sq)))
                })
                .unwrap_or(Obligation::Free {
                    reason: TouchReason::NothingMovable(Some(TouchClause::BothColours)),
                })
        }
    }
}

/// The square of the piece a move captures (differs from `to` for en passant).
pub fn captured_square(m: &Move, us: Color) -> Option<Square> {
    match m {
        Move::EnPassant { to, .. } => to.offset(if us == Color::White { -8 } else { 8 }),
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => Some(*to),
        _ => None,
    }
}

/// The side on which this rook could castle (it stands on a castling-rights square).
fn castling_side_of_rook(pos: &Chess, us: Color, rook: Square) -> Option<CastlingSide> {
    let castles = pos.castles();
    CastlingSide::ALL
        .into_iter()
        .find(|&side| castles.rook(us, side) == Some(rook))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::san::San;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap()
    }

    fn sans(pos: &Chess, o: &Obligation) -> Vec<String> {
        let Obligation::Moves { moves, .. } = o else {
            return vec![];
        };
        let mut v: Vec<String> = moves
            .iter()
            .map(|m| San::from_move(pos, *m).to_string())
            .collect();
        v.sort();
        v
    }

    const AFTER_E4_E5_NF3: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

    #[test]
    fn first_own_piece_that_can_move() {
        let p = pos(AFTER_E4_E5_NF3);
        // b8 first: the contract's example.
        let o = obligation(&p, &[Square::B8, Square::G8]);
        assert_eq!(sans(&p, &o), ["Na6", "Nc6"]);
        // a8 cannot move: the next touched piece that can.
        let o = obligation(&p, &[Square::A8, Square::G8]);
        assert_eq!(sans(&p, &o), ["Ne7", "Nf6", "Nh6"]);
    }

    #[test]
    fn nothing_movable_is_free() {
        let p = pos(AFTER_E4_E5_NF3);
        assert!(matches!(
            obligation(&p, &[Square::A8, Square::H8]),
            Obligation::Free { .. }
        ));
        assert!(matches!(obligation(&p, &[]), Obligation::Free { .. }));
    }

    #[test]
    fn opponent_piece_must_be_captured() {
        // White to move, Black knight on d5 attacked by the e4 pawn and the c3 knight.
        let p = pos("rnbqkb1r/pppppppp/8/3n4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 3");
        let o = obligation(&p, &[Square::D5]);
        assert_eq!(sans(&p, &o), ["Nxd5", "exd5"]);
    }

    #[test]
    fn one_of_each_colour_captures_with_the_touched_piece() {
        let p = pos("rnbqkb1r/pppppppp/8/3n4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 3");
        let o = obligation(&p, &[Square::C3, Square::D5]);
        assert_eq!(sans(&p, &o), ["Nxd5"]);
        // The bishop cannot take d5: the first touched piece that can move is the bishop.
        let o = obligation(&p, &[Square::F1, Square::D5]);
        assert_eq!(sans(&p, &o), ["Ba6", "Bb5", "Bc4", "Bd3", "Be2"]);
    }

    #[test]
    fn king_then_rook_castles() {
        let p = pos("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        assert_eq!(
            sans(&p, &obligation(&p, &[Square::E1, Square::H1])),
            ["O-O"]
        );
        assert_eq!(
            sans(&p, &obligation(&p, &[Square::E1, Square::A1])),
            ["O-O-O"]
        );
        // Rook first: the rook must move, no castling with it.
        assert_eq!(
            sans(&p, &obligation(&p, &[Square::H1, Square::E1])),
            ["Rf1", "Rg1"]
        );
    }

    #[test]
    fn castling_illegal_then_another_king_move() {
        // Black bishop on c4 covers f1: O-O is illegal; O-O-O and Kd1, Kf1? (f1 attacked) remain.
        let p = pos("r3k2r/pppppppp/8/8/2b5/8/PPP2PPP/R3K2R w KQkq - 0 1");
        let o = obligation(&p, &[Square::E1, Square::H1]);
        assert_eq!(sans(&p, &o), ["Kd1", "Kd2", "O-O-O"]);
    }
}
