//! What the board accepts as a move: pieces that can be picked up, their destinations, and how a
//! from→to gesture becomes a [`MoveAttempt`]. Pure functions over shakmaty; no DOM.
use shakmaty::{
    Bitboard, CastlingMode, Chess, Color, FromSetup, Move, Piece, Position, PositionError, Rank,
    Role, Setup, Square, uci::UciMove,
};

/// Which gestures the board turns into move attempts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Accept {
    /// Display only: nothing can be picked up.
    Nothing,
    /// Only legal moves of the side to move (promotion asks for the piece).
    #[default]
    LegalMoves,
    /// Any piece of either colour to any square not holding a piece of its own colour — for
    /// drills that let the trainee reproduce an illegal move. A pawn reaching its last rank still
    /// asks for the promotion piece.
    AnyMove,
    /// Any piece to any other square, even one holding a piece of its own colour — the case
    /// desk, where a player may do anything at the board. A pawn reaching its last rank asks for
    /// the promotion piece.
    Anywhere,
}

/// A move the user tried to make on the board. The board does not play it: the caller decides
/// what happens (play it, rule on it, compare it with the expected answer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveAttempt {
    pub from: Square,
    /// For castling, the king's destination (`e1g1`), as in standard UCI.
    pub to: Square,
    /// The piece chosen in the promotion picker.
    pub promotion: Option<Role>,
}

impl MoveAttempt {
    /// The attempt as a UCI move (`e2e4`, `e7e8q`).
    pub fn uci(self) -> UciMove {
        UciMove::Normal {
            from: self.from,
            to: self.to,
            promotion: self.promotion,
        }
    }

    /// The legal move this attempt stands for in `pos`, if there is one.
    pub fn to_legal(self, pos: &Chess) -> Option<Move> {
        self.uci().to_move(pos).ok()
    }
}

/// The position shown, plus its playable form when shakmaty accepts it. Positions from arbiter
/// drills may be illegal (a king left in check after an illegal move): they are still drawn, but
/// in [`Accept::LegalMoves`] nothing can be moved on them.
#[derive(Clone, Debug)]
pub struct Situation {
    pub setup: Setup,
    pub chess: Option<Chess>,
}

impl PartialEq for Situation {
    fn eq(&self, other: &Self) -> bool {
        self.setup == other.setup
    }
}

impl Situation {
    pub fn new(setup: Setup) -> Situation {
        let chess = Chess::from_setup(setup.clone(), CastlingMode::Standard)
            .or_else(PositionError::ignore_invalid_castling_rights)
            .or_else(PositionError::ignore_invalid_ep_square)
            .or_else(PositionError::ignore_too_much_material)
            .ok();
        Situation { setup, chess }
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.setup.board.piece_at(sq)
    }

    /// Can the piece on `sq` be picked up under `accept`?
    pub fn can_pick(&self, accept: Accept, sq: Square) -> bool {
        match (accept, self.piece_at(sq)) {
            (Accept::Nothing, _) | (_, None) => false,
            (Accept::AnyMove | Accept::Anywhere, Some(_)) => true,
            (Accept::LegalMoves, Some(piece)) => {
                self.chess.is_some() && piece.color == self.setup.turn
            }
        }
    }

    /// Legal moves of the piece on `from` (empty when the position is not playable).
    fn legal_from(&self, from: Square) -> Vec<Move> {
        match &self.chess {
            Some(chess) => chess
                .legal_moves()
                .into_iter()
                .filter(|m| m.from() == Some(from))
                .collect(),
            None => Vec::new(),
        }
    }

    /// Squares the piece on `from` may be dropped on under `accept`.
    pub fn destinations(&self, accept: Accept, from: Square) -> Bitboard {
        if !self.can_pick(accept, from) {
            return Bitboard::EMPTY;
        }
        match accept {
            Accept::Nothing => Bitboard::EMPTY,
            Accept::LegalMoves => self.legal_from(from).into_iter().map(shown_to).collect(),
            Accept::AnyMove => {
                let own = self
                    .piece_at(from)
                    .map_or(Bitboard::EMPTY, |p| self.setup.board.by_color(p.color));
                !own
            }
            Accept::Anywhere => !Bitboard::from_square(from),
        }
    }

    /// What a from→to gesture means under `accept`.
    pub fn resolve(&self, accept: Accept, from: Square, to: Square) -> Resolution {
        if from == to || !self.destinations(accept, from).contains(to) {
            return Resolution::Rejected;
        }
        let promotes = match accept {
            Accept::Nothing => false,
            Accept::LegalMoves => self
                .legal_from(from)
                .into_iter()
                .any(|m| shown_to(m) == to && m.promotion().is_some()),
            Accept::AnyMove | Accept::Anywhere => self.piece_at(from).is_some_and(|p| {
                p.role == Role::Pawn && to.rank() == p.color.relative_rank(Rank::Eighth)
            }),
        };
        if promotes {
            Resolution::NeedsPromotion
        } else {
            Resolution::Ready(MoveAttempt {
                from,
                to,
                promotion: None,
            })
        }
    }

    /// The legal move `attempt` stands for, when the position is playable and it is legal.
    pub fn legal_move(&self, attempt: MoveAttempt) -> Option<Move> {
        self.chess.as_ref().and_then(|c| attempt.to_legal(c))
    }

    /// Squares of kings attacked by the other side, looked up on the board itself so that a
    /// king left in check by an illegal move is shown too.
    pub fn checked_kings(&self) -> Bitboard {
        let board = &self.setup.board;
        let mut out = Bitboard::EMPTY;
        for color in Color::ALL {
            for king in board.kings() & board.by_color(color) {
                if board.attacks_to(king, !color, board.occupied()).any() {
                    out.add(king);
                }
            }
        }
        out
    }
}

/// The square a move is shown as landing on: the king's destination for castling.
pub fn shown_to(m: Move) -> Square {
    match (m, m.castling_side()) {
        (Move::Castle { king, .. }, Some(side)) => {
            // The king castles from its own first rank.
            let color = if king.rank() == Rank::First {
                Color::White
            } else {
                Color::Black
            };
            side.king_to(color)
        }
        _ => m.to(),
    }
}

/// The outcome of a from→to gesture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resolution {
    /// Not accepted (not a destination of that piece under the current rule).
    Rejected,
    /// A pawn reaches its last rank: the promotion picker must ask for the piece.
    NeedsPromotion,
    /// A complete attempt, ready for the caller.
    Ready(MoveAttempt),
}

/// The pieces offered in the promotion picker, in display order.
pub const PROMOTION_ROLES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
