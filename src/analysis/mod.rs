//! "Can this side still checkmate by any series of legal moves?"
//!
//! This is the question behind the dead position (Art. 5.2.2 / 9.6 of the 2023 Laws) and behind
//! a flag fall (Art. 6.9): it is a *helpmate* question — both sides cooperate — and move
//! counters or repetitions never cut a line (decisions.md 9).
//!
//! [`can_checkmate`] answers [`CanMate::Yes`] with a line that proves it (a legal sequence ending
//! in checkmate by that side, checked move by move on shakmaty), [`CanMate::No`], or
//! [`CanMate::Undetermined`] when the analysis cannot decide within its budget. It is *sound*:
//! "No" comes only from chasolver's proof of unwinnability, "Yes" only with a verified line.
//!
//! How: the position goes to [chasolver](https://chasolver.org) (by FEN, into `chess::Board`).
//! Its verdict "unwinnable" is a proof and becomes `No`. Its mating line is replayed on
//! shakmaty; when it checks out it becomes `Yes`. chasolver's check-chain phase proves a mate
//! exists without returning a line, and chasolver gives up on some positions: then our own
//! bounded helpmate search ([`Budget::nodes`]) looks for a line, and failing that a descent
//! guided by chasolver's verdicts on the successor positions ([`Budget::solver_calls`]). What
//! is still unproven is `Undetermined`, never a guess.
//!
//! chasolver's own search has a fixed internal limit (2^24 nodes in its last phase) that the
//! crate does not let us change; [`Budget`] bounds what we add on top.
//!
//! ```
//! use arbitro::analysis::{dead_report, can_checkmate, CanMate, Budget};
//! use arbitro::game::parse_fen;
//! use shakmaty::Color;
//!
//! let bare_kings = parse_fen("8/8/4k3/8/8/3K4/8/8 w - - 0 1").unwrap();
//! assert_eq!(dead_report(&bare_kings).dead, Some(true));
//!
//! let rook = parse_fen("8/8/4k3/8/8/3K4/8/R7 w - - 0 1").unwrap();
//! assert!(matches!(can_checkmate(&rook, Color::White, Budget::default()), CanMate::Yes { .. }));
//! assert_eq!(can_checkmate(&rook, Color::Black, Budget::default()), CanMate::No);
//! ```

mod helpmate;

use std::cell::Cell;
use std::str::FromStr;

use serde::Serialize;
use shakmaty::{CastlingMode, Chess, Color, Move, Position, uci::UciMove};

use crate::game::fen_of;
use helpmate::{Nodes, is_mate_by};

/// How much work the analysis may add on top of chasolver's own (fixed) search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Positions our own helpmate search may visit when it looks for a line.
    pub nodes: u64,
    /// Extra chasolver queries the guided descent may make (one per successor position).
    pub solver_calls: u32,
}

impl Budget {
    /// The default: 2,000,000 nodes (a fraction of a second natively) and 64 extra queries.
    pub const DEFAULT: Budget = Budget {
        nodes: 2_000_000,
        solver_calls: 64,
    };
}

impl Default for Budget {
    fn default() -> Self {
        Budget::DEFAULT
    }
}

/// The answer to "can this side checkmate by some series of legal moves?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CanMate {
    /// Yes, and `line` proves it: played from the position, it ends in checkmate by that side.
    /// Empty when the position is already checkmate by that side.
    Yes { line: Vec<Move> },
    /// No series of legal moves ends in checkmate by that side.
    No,
    /// The analysis could not decide within its budget.
    Undetermined,
}

impl CanMate {
    /// `Some(true)`, `Some(false)` or `None` (undetermined), as the contract's `B`.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            CanMate::Yes { .. } => Some(true),
            CanMate::No => Some(false),
            CanMate::Undetermined => None,
        }
    }

    /// The proving line in UCI (`"e1g1"` for castling), if the answer is yes.
    pub fn uci_line(&self) -> Option<Vec<String>> {
        match self {
            CanMate::Yes { line } => Some(
                line.iter()
                    .map(|m| UciMove::from_move(*m, CastlingMode::Standard).to_string())
                    .collect(),
            ),
            _ => None,
        }
    }
}

/// Can `side` checkmate from `pos` by some series of legal moves (both sides cooperating)?
///
/// `budget` is for this one question (chasolver's first query is not counted in it).
pub fn can_checkmate(pos: &Chess, side: Color, budget: Budget) -> CanMate {
    let one = Allowance::new(Budget {
        nodes: budget.nodes,
        solver_calls: budget.solver_calls.saturating_add(1),
    });
    one.can_checkmate(pos, side)
}

/// The analysis one incident may do, shared by every question asked while ruling on it (the
/// dead-position check after each move, the flag fall, the illegal move, the conduct rulings).
///
/// Every chasolver query spends one call (each is bounded by chasolver's own fixed limit) and
/// our helpmate search spends nodes. Once the allowance is spent every further question that
/// needs the solver is [`CanMate::Undetermined`] — the arbiter must judge (decisions.md 9) —
/// while the free answers (mate on the board, stalemate, insufficient material) stay exact.
/// The accounting is deterministic: the same incident always gets the same answers.
///
/// ```
/// use arbitro::analysis::{Allowance, Budget, CanMate};
/// use arbitro::game::parse_fen;
/// use shakmaty::Color;
///
/// let rook = parse_fen("8/8/4k3/8/8/3K4/8/R7 w - - 0 1").unwrap();
/// let spent = Allowance::new(Budget { nodes: 0, solver_calls: 0 });
/// assert_eq!(spent.can_checkmate(&rook, Color::White), CanMate::Undetermined);
/// let bare = parse_fen("8/8/4k3/8/8/3K4/8/8 w - - 0 1").unwrap();
/// assert!(spent.is_dead(&bare), "insufficient material costs nothing");
/// ```
#[derive(Debug)]
pub struct Allowance {
    solver_calls: Cell<u32>,
    nodes: Cell<u64>,
}

impl Allowance {
    /// What one incident may spend: 256 chasolver queries and 4,000,000 helpmate nodes. A
    /// query takes well under a millisecond in an ordinary position and up to about a tenth of
    /// a second in the hardest ones measured (many knights), the nodes about a second: a few
    /// seconds natively in the worst case, whatever the incident (the measured figures are in
    /// the fuzz tests' report, tests/fuzz_incident.rs).
    pub const INCIDENT: Budget = Budget {
        nodes: 4_000_000,
        solver_calls: 256,
    };

    pub fn new(total: Budget) -> Allowance {
        Allowance {
            solver_calls: Cell::new(total.solver_calls),
            nodes: Cell::new(total.nodes),
        }
    }

    /// An incident's allowance ([`Allowance::INCIDENT`]).
    pub fn incident() -> Allowance {
        Allowance::new(Allowance::INCIDENT)
    }

    /// What is left.
    pub fn left(&self) -> Budget {
        Budget {
            nodes: self.nodes.get(),
            solver_calls: self.solver_calls.get(),
        }
    }

    /// Takes one solver query; false once they are spent.
    fn take_call(&self) -> bool {
        let left = self.solver_calls.get();
        self.solver_calls.set(left.saturating_sub(1));
        left > 0
    }

    /// [`can_checkmate`], paid from this allowance.
    pub fn can_checkmate(&self, pos: &Chess, side: Color) -> CanMate {
        if let Some(free) = free_answer(pos, side) {
            return free;
        }
        if !self.take_call() {
            return CanMate::Undetermined;
        }
        let verdict = solve(pos, side);
        match verdict {
            Solver::No => CanMate::No,
            Solver::Line(line) => CanMate::Yes { line },
            Solver::YesWithoutLine | Solver::Unknown => {
                let mut nodes = Nodes::new(self.nodes.get());
                let found =
                    helpmate::find(pos, side, &mut nodes).filter(|line| verify(pos, side, line));
                self.nodes.set(nodes.left());
                if let Some(line) = found {
                    return CanMate::Yes { line };
                }
                if matches!(verdict, Solver::YesWithoutLine) {
                    let mut calls = self.solver_calls.get();
                    let line = guided(pos, side, 0, &mut calls);
                    self.solver_calls.set(calls);
                    if let Some(line) = line {
                        return CanMate::Yes { line };
                    }
                }
                CanMate::Undetermined
            }
        }
    }

    /// Neither side can checkmate (both answers decided "no"). This needs no proving line, so
    /// it asks chasolver at most once per side and stops at the first side that is not "no".
    pub fn is_dead(&self, pos: &Chess) -> bool {
        Color::ALL
            .into_iter()
            .all(|side| match free_answer(pos, side) {
                Some(answer) => answer == CanMate::No,
                None => self.take_call() && matches!(solve(pos, side), Solver::No),
            })
    }
}

/// The answers that need no search: mate on the board by `side` (yes), or mate, stalemate or
/// (shakmaty's sound material test) no mating material at all (no).
fn free_answer(pos: &Chess, side: Color) -> Option<CanMate> {
    if is_mate_by(pos, side) {
        Some(CanMate::Yes { line: Vec::new() })
    } else if pos.is_game_over() || pos.has_insufficient_material(side) {
        Some(CanMate::No)
    } else {
        None
    }
}

/// Our own bounded helpmate search, without chasolver: forced moves, then check chains (any
/// first move, then only checks), then iterative deepening. A line it returns is verified;
/// `None` proves nothing (the budget may simply have run out).
pub fn search_helpmate(pos: &Chess, side: Color, nodes: u64) -> Option<Vec<Move>> {
    let line = helpmate::find(pos, side, &mut Nodes::new(nodes))?;
    verify(pos, side, &line).then_some(line)
}

/// What chasolver says about one position, after checking its line on shakmaty.
enum Solver {
    /// Proven: no helpmate.
    No,
    /// A helpmate line that replays legally on shakmaty and ends in mate.
    Line(Vec<Move>),
    /// chasolver says a helpmate exists but gave no line we could verify.
    YesWithoutLine,
    /// chasolver could not read or decide the position.
    Unknown,
}

fn solve(pos: &Chess, side: Color) -> Solver {
    let Ok(board) = chess::Board::from_str(&fen_of(pos)) else {
        return Solver::Unknown;
    };
    let winner = match side {
        Color::White => chess::Color::White,
        Color::Black => chess::Color::Black,
    };
    match chasolver::winnability(&board, winner) {
        Some(chasolver::Winnability::Unwinnable) => Solver::No,
        Some(chasolver::Winnability::Winnable { helpmate }) => {
            let uci: Vec<String> = helpmate.iter().map(|m| m.to_string()).collect();
            match replay(pos, side, &uci) {
                Some(line) => Solver::Line(line),
                None => Solver::YesWithoutLine,
            }
        }
        None => Solver::Unknown,
    }
}

/// Replays a UCI line on shakmaty; the moves if every one is legal and it ends in mate by `side`.
fn replay(pos: &Chess, side: Color, uci: &[String]) -> Option<Vec<Move>> {
    let mut p = pos.clone();
    let mut line = Vec::with_capacity(uci.len());
    for text in uci {
        let m = UciMove::from_ascii(text.as_bytes())
            .ok()?
            .to_move(&p)
            .ok()?;
        if !p.is_legal(m) {
            return None;
        }
        p.play_unchecked(m);
        line.push(m);
    }
    is_mate_by(&p, side).then_some(line)
}

/// True if `line` is legal from `pos` and ends in checkmate by `side`.
pub fn verify(pos: &Chess, side: Color, line: &[Move]) -> bool {
    let mut p = pos.clone();
    for &m in line {
        if !p.is_legal(m) {
            return false;
        }
        p.play_unchecked(m);
    }
    is_mate_by(&p, side)
}

/// Walks down successor positions that chasolver calls winnable, until one comes with a line
/// (or is mate). Each query spends one of `calls`.
fn guided(pos: &Chess, side: Color, depth: u32, calls: &mut u32) -> Option<Vec<Move>> {
    if depth > 48 {
        return None;
    }
    let mut moves: Vec<(bool, Move, Chess)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            (!next.is_check(), m, next)
        })
        .collect();
    moves.sort_by_key(|(quiet, _, _)| *quiet); // checks first
    let mut winnable_without_line = Vec::new();
    for (_, m, next) in moves {
        if is_mate_by(&next, side) {
            return Some(vec![m]);
        }
        if next.has_insufficient_material(side) {
            continue;
        }
        if *calls == 0 {
            return None;
        }
        *calls -= 1;
        match solve(&next, side) {
            Solver::Line(rest) => {
                let mut line = vec![m];
                line.extend(rest);
                return verify(pos, side, &line).then_some(line);
            }
            Solver::YesWithoutLine => winnable_without_line.push((m, next)),
            Solver::No | Solver::Unknown => {}
        }
    }
    for (m, next) in winnable_without_line {
        if let Some(rest) = guided(&next, side, depth + 1, calls) {
            let mut line = vec![m];
            line.extend(rest);
            return Some(line);
        }
    }
    None
}

/// The contract's answer to `arbitro dead FEN`.
///
/// `dead` is `true` iff neither side can win, `false` if either can, and `null` otherwise
/// (one side undetermined and the other not able to win). A line is a helpmate in UCI that
/// proves the matching `true`; it is `null` for `false` and `null`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct DeadReport {
    pub white_can_win: Option<bool>,
    pub black_can_win: Option<bool>,
    pub dead: Option<bool>,
    pub white_line: Option<Vec<String>>,
    pub black_line: Option<Vec<String>>,
}

impl DeadReport {
    pub fn new(white: &CanMate, black: &CanMate) -> DeadReport {
        let (w, b) = (white.as_bool(), black.as_bool());
        let dead = match (w, b) {
            (Some(true), _) | (_, Some(true)) => Some(false),
            (Some(false), Some(false)) => Some(true),
            _ => None,
        };
        DeadReport {
            white_can_win: w,
            black_can_win: b,
            dead,
            white_line: white.uci_line(),
            black_line: black.uci_line(),
        }
    }

    /// The report as one line of JSON, keys in the contract's order.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a DeadReport always serialises")
    }
}

/// Can either side still checkmate? With the default [`Budget`].
pub fn dead_report(pos: &Chess) -> DeadReport {
    dead_report_within(pos, Budget::default())
}

/// [`dead_report`] with an explicit budget (per side).
pub fn dead_report_within(pos: &Chess, budget: Budget) -> DeadReport {
    let white = can_checkmate(pos, Color::White, budget);
    let black = can_checkmate(pos, Color::Black, budget);
    DeadReport::new(&white, &black)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;

    #[test]
    fn guided_descent_extends_a_line_from_a_successor() {
        // Queen and king against king: every successor is winnable and chasolver gives lines.
        let pos = parse_fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1").unwrap();
        let mut calls = 5;
        let line = guided(&pos, Color::White, 0, &mut calls).expect("a line");
        assert!(verify(&pos, Color::White, &line));
        assert!(calls < 5, "it asked chasolver about a successor");
        // With no queries left and no mate in one, it gives up rather than guess.
        let mut none = 0;
        assert_eq!(guided(&pos, Color::White, 0, &mut none), None);
    }

    #[test]
    fn solver_no_is_chasolvers_proof() {
        let pos = parse_fen("8/8/8/4k3/8/8/8/3NK3 w - - 0 1").unwrap();
        assert!(matches!(solve(&pos, Color::White), Solver::No));
        assert!(matches!(solve(&pos, Color::Black), Solver::No));
        let pos = parse_fen("8/8/8/4k3/8/8/8/3RK3 w - - 0 1").unwrap();
        assert!(matches!(solve(&pos, Color::White), Solver::Line(_)));
    }
}
