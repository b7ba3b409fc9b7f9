//! Our own bounded helpmate search on shakmaty, used to *find a line* where chasolver says a
//! mate exists without giving one (its check-chain phase answers "winnable" with an empty
//! line), or where chasolver cannot read the position. It never proves that no mate exists:
//! a search that finds nothing within its budget says nothing.

use std::collections::{HashMap, HashSet};

use shakmaty::{Chess, Color, EnPassantMode, Move, Position, zobrist::Zobrist64};

/// A node budget shared by every phase of one search.
pub(crate) struct Nodes {
    left: u64,
}

impl Nodes {
    pub(crate) fn new(limit: u64) -> Nodes {
        Nodes { left: limit }
    }

    /// Takes one node; false once the budget is spent.
    fn take(&mut self) -> bool {
        if self.left == 0 {
            false
        } else {
            self.left -= 1;
            true
        }
    }

    /// The nodes not yet taken.
    pub(crate) fn left(&self) -> u64 {
        self.left
    }

    pub(crate) fn spent(&self) -> bool {
        self.left == 0
    }
}

fn key(pos: &Chess) -> u64 {
    let Zobrist64(h) = pos.zobrist_hash(EnPassantMode::Legal);
    h
}

/// `winner` has just checkmated: the side to move is the other one and is mated.
pub(crate) fn is_mate_by(pos: &Chess, winner: Color) -> bool {
    pos.turn() != winner && pos.is_checkmate()
}

/// Searches for a helpmate by `winner` from `pos`, spending at most `nodes`.
pub(crate) fn find(pos: &Chess, winner: Color, nodes: &mut Nodes) -> Option<Vec<Move>> {
    if is_mate_by(pos, winner) {
        return Some(Vec::new());
    }
    if pos.has_insufficient_material(winner) {
        return None;
    }
    // 1. Forced moves, as chasolver plays them before its own phases.
    let (start, mut prefix) = forced_prefix(pos);
    if is_mate_by(&start, winner) {
        return Some(prefix);
    }
    // 2. Check chains: any first move, then only checking moves (chasolver's phase 7).
    let mut visited = HashSet::new();
    let mut line = Vec::new();
    if check_chain(&start, winner, 0, &mut visited, &mut line, nodes) {
        prefix.extend(line);
        return Some(prefix);
    }
    // 3. Iterative deepening over plies of the right parity, with a transposition table.
    let mut table: HashMap<u64, u8> = HashMap::new();
    let first = if start.turn() == winner { 1 } else { 2 };
    let mut depth = first;
    while depth <= 64 && !nodes.spent() {
        let mut line = Vec::new();
        match deepen(&start, winner, depth, &mut table, &mut line, nodes) {
            Deepen::Found => {
                prefix.extend(line);
                return Some(prefix);
            }
            Deepen::Exhausted => return None, // no mate at any depth (every line ends)
            Deepen::Cut => depth += 2,
        }
    }
    None
}

/// Plays moves while there is exactly one legal move (at most 16, stopping on a repetition).
fn forced_prefix(pos: &Chess) -> (Chess, Vec<Move>) {
    let mut pos = pos.clone();
    let mut line = Vec::new();
    let mut seen = HashSet::new();
    seen.insert(key(&pos));
    for _ in 0..16 {
        let moves = pos.legal_moves();
        if moves.len() != 1 {
            break;
        }
        let mut next = pos.clone();
        next.play_unchecked(moves[0]);
        if !seen.insert(key(&next)) {
            break;
        }
        line.push(moves[0]);
        pos = next;
    }
    (pos, line)
}

fn check_chain(
    pos: &Chess,
    winner: Color,
    depth: u32,
    visited: &mut HashSet<u64>,
    line: &mut Vec<Move>,
    nodes: &mut Nodes,
) -> bool {
    if depth > 16 {
        return false;
    }
    visited.insert(key(pos));
    for m in pos.legal_moves() {
        if !nodes.take() {
            return false;
        }
        let mut next = pos.clone();
        next.play_unchecked(m);
        if is_mate_by(&next, winner) {
            line.push(m);
            return true;
        }
        if visited.contains(&key(&next)) || next.has_insufficient_material(winner) {
            continue;
        }
        if next.is_check() || depth == 0 {
            line.push(m);
            if check_chain(&next, winner, depth + 1, visited, line, nodes) {
                return true;
            }
            line.pop();
        }
    }
    false
}

enum Deepen {
    Found,
    /// Every line ended (mate by the other side, stalemate, dead material) before the depth.
    Exhausted,
    /// Some line was cut by the depth or the node budget.
    Cut,
}

fn deepen(
    pos: &Chess,
    winner: Color,
    plies_left: u8,
    table: &mut HashMap<u64, u8>,
    line: &mut Vec<Move>,
    nodes: &mut Nodes,
) -> Deepen {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return if is_mate_by(pos, winner) {
            Deepen::Found
        } else {
            Deepen::Exhausted
        };
    }
    if pos.has_insufficient_material(winner) {
        return Deepen::Exhausted;
    }
    if plies_left == 0 {
        return Deepen::Cut;
    }
    let k = key(pos);
    if table.get(&k).is_some_and(|&d| d >= plies_left) {
        return Deepen::Cut; // already searched at least this deep without a mate
    }
    table.insert(k, plies_left);

    // The last ply must be a checking move by the winner.
    let legal_count = moves.len();
    let mut ordered: Vec<(u8, Move, Chess)> = Vec::with_capacity(legal_count);
    for m in moves {
        let mut next = pos.clone();
        next.play_unchecked(m);
        let gives_check = next.is_check();
        if plies_left == 1 && !gives_check {
            continue;
        }
        let rank = if gives_check {
            0
        } else if m.is_promotion() {
            1
        } else if m.is_capture() {
            2
        } else {
            3
        };
        ordered.push((rank, m, next));
    }
    ordered.sort_by_key(|(rank, _, _)| *rank);

    let mut result = Deepen::Exhausted;
    if plies_left == 1 && ordered.len() < legal_count {
        result = Deepen::Cut; // quiet moves were skipped only because the depth ran out
    }
    for (_, m, next) in ordered {
        if !nodes.take() {
            return Deepen::Cut;
        }
        line.push(m);
        match deepen(&next, winner, plies_left - 1, table, line, nodes) {
            Deepen::Found => return Deepen::Found,
            Deepen::Cut => result = Deepen::Cut,
            Deepen::Exhausted => {}
        }
        line.pop();
    }
    result
}
