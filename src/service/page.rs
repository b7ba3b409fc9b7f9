//! What the page receives: the shapes of the worker's replies, built in the worker from the
//! engine's typed values (a ruling's position is a setup and its moves are moves: nothing is
//! parsed here) and already structured when they arrive. Boards are 64 squares, moves carry their from and to squares
//! beside their SAN, and a position is a full setup the board can play from. The page parses no
//! FEN and no SAN, and draws no fallback board: a reply that does not read is an error shown.
use std::num::NonZeroU32;

use serde_json::Value;
use shakmaty::{Bitboard, Board, ByColor, Color, Setup, Square};

use super::json::{Unreadable, Wire, field, wire_struct};
use crate::clock::{
    Clock, ClockSnapshot, FlagFall, Ledger, Millis, PeriodTrigger, RunState, TimeControl,
};
use crate::drills::{DrillDetail, DrillSummary, OptionText, RightAnswer};
use crate::i18n::Bilingual;
use crate::laws::Edition;
use crate::rulings::cursor::ClockRun;
use crate::rulings::{AllowedMove, Decision, Frame, GameResult, RuledPosition, Ruling, Timeline};

/// A position the board can play from (a ruling's, where play goes on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PagePosition {
    pub board: Board,
    pub turn: Color,
    /// The rooks that may still castle.
    pub castling: Vec<Square>,
    pub ep_square: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: NonZeroU32,
}
wire_struct!(PagePosition {
    board,
    turn,
    castling,
    ep_square,
    halfmoves,
    fullmoves
});

impl PagePosition {
    pub fn setup(&self) -> Setup {
        let mut s = Setup::empty();
        s.board = self.board.clone();
        s.turn = self.turn;
        s.castling_rights = self.castling.iter().copied().collect::<Bitboard>();
        s.ep_square = self.ep_square;
        s.halfmoves = self.halfmoves;
        s.fullmoves = self.fullmoves;
        s
    }

    fn new(position: &RuledPosition) -> PagePosition {
        let setup = position.setup();
        PagePosition {
            board: setup.board.clone(),
            turn: setup.turn,
            castling: setup.castling_rights.into_iter().collect(),
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
        }
    }
}

/// A move: its SAN (as the ruling lists it) and the squares it goes from and to (castling as
/// the king's move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageMove {
    pub san: String,
    pub from: Square,
    pub to: Square,
}
wire_struct!(PageMove { san, from, to });

impl PageMove {
    /// `None` for a move without a square to start from (a drop, which chess has not).
    fn new(m: &AllowedMove) -> Option<PageMove> {
        Some(PageMove {
            san: m.to_string(),
            from: m.from()?,
            to: m.to(),
        })
    }
}

/// The board and the clocks at one moment of an incident.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageFrame {
    /// The pieces as they physically stand (an illegal move made is shown).
    pub board: Board,
    pub turn: Color,
    pub touched: Vec<Square>,
    pub last_move: Option<(Square, Square)>,
    pub clocks: Option<ByColor<Millis>>,
    pub running: Option<Color>,
    /// How the clock runs from here to the next frame, when time passes in between.
    pub run: Option<ClockRun>,
}
wire_struct!(PageFrame {
    board,
    turn,
    touched,
    last_move,
    clocks,
    running,
    run
});

impl PageFrame {
    fn new(f: &Frame) -> PageFrame {
        PageFrame {
            board: f.board.clone(),
            turn: f.turn,
            touched: f.touched.clone(),
            last_move: f.last_move,
            clocks: f.clocks,
            running: f.running,
            run: f.run.clone(),
        }
    }

    /// The board as the board component draws it.
    pub fn setup(&self) -> Setup {
        let mut s = Setup::empty();
        s.board = self.board.clone();
        s.turn = self.turn;
        s
    }
}

/// One event: what happened, in words, and what it left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageStep {
    pub caption: Bilingual,
    pub frame: PageFrame,
}
wire_struct!(PageStep { caption, frame });

/// A ruling as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageRuling {
    pub decision: Decision,
    pub result: Option<GameResult>,
    pub position: PagePosition,
    /// `None`: any legal move may be played.
    pub allowed_moves: Option<Vec<PageMove>>,
    pub clocks: Option<ByColor<Millis>>,
    pub clock_moves: Option<ByColor<u32>>,
    pub articles: Vec<String>,
    pub explanation: Bilingual,
}
wire_struct!(PageRuling {
    decision,
    result,
    position,
    allowed_moves,
    clocks,
    clock_moves,
    articles,
    explanation
});

impl PageRuling {
    pub fn new(r: &Ruling) -> PageRuling {
        PageRuling {
            decision: r.decision,
            result: r.result,
            position: PagePosition::new(&r.position),
            allowed_moves: r
                .allowed_moves
                .as_ref()
                // Every chess move starts from a square (only drops, which chess has not, do not).
                .map(|list| list.iter().filter_map(PageMove::new).collect()),
            clocks: r.clocks,
            clock_moves: r.clock_moves,
            articles: r.articles.iter().map(|a| a.to_string()).collect(),
            explanation: r.explanation.clone(),
        }
    }

    /// The allowed moves' SAN.
    pub fn allowed_san(&self) -> Option<Vec<&str>> {
        self.allowed_moves
            .as_ref()
            .map(|m| m.iter().map(|m| m.san.as_str()).collect())
    }
}

/// An incident step by step, and its ruling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageTimeline {
    pub start: PageFrame,
    pub steps: Vec<PageStep>,
    pub ruling: PageRuling,
}
wire_struct!(PageTimeline {
    start,
    steps,
    ruling
});

impl PageTimeline {
    pub fn new(t: &Timeline) -> PageTimeline {
        PageTimeline {
            start: PageFrame::new(&t.start),
            steps: t
                .steps
                .iter()
                .map(|s| PageStep {
                    caption: s.caption.clone(),
                    frame: PageFrame::new(&s.frame),
                })
                .collect(),
            ruling: PageRuling::new(&t.ruling),
        }
    }

    /// The frame after `step` events (0: the start).
    pub fn frame(&self, step: usize) -> &PageFrame {
        match step.checked_sub(1) {
            None => &self.start,
            Some(i) => &self.steps[i.min(self.steps.len().saturating_sub(1))].frame,
        }
    }

    /// The last frame (the board when the incident ends).
    pub fn last(&self) -> &PageFrame {
        self.steps.last().map_or(&self.start, |s| &s.frame)
    }
}

/// Other editions that rule alike, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageOther {
    pub editions: Vec<Edition>,
    /// The answer differs from the edition played.
    pub differs: bool,
    pub summary: Bilingual,
}
wire_struct!(PageOther {
    editions,
    differs,
    summary
});

/// Everything the drill player and the projection show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageDrill {
    pub summary: DrillSummary,
    pub narrative: Bilingual,
    pub question: Bilingual,
    pub options: Vec<OptionText>,
    /// The edition the drill is played in.
    pub edition: Edition,
    pub timeline: PageTimeline,
    pub answer: RightAnswer,
    /// The author's explanation for this edition.
    pub explanation: Bilingual,
    pub others: Vec<PageOther>,
}
wire_struct!(PageDrill {
    summary,
    narrative,
    question,
    options,
    edition,
    timeline,
    answer,
    explanation,
    others
});

impl PageDrill {
    pub fn new(d: &DrillDetail) -> PageDrill {
        PageDrill {
            summary: d.summary.clone(),
            narrative: d.narrative.clone(),
            question: d.question.clone(),
            options: d.options.clone(),
            edition: d.edition,
            timeline: PageTimeline::new(&d.timeline),
            answer: d.answer.clone(),
            explanation: d.explanation.clone(),
            others: d
                .others
                .iter()
                .map(|o| PageOther {
                    editions: o.editions.clone(),
                    differs: o.differs,
                    summary: o.summary.clone(),
                })
                .collect(),
        }
    }
}

// ----- the engine's clock, for a run ---------------------------------------------------------

/// `{"clock": snapshot, "from": ms, "length": ms}`.
impl Wire for ClockRun {
    fn to_json(&self) -> Value {
        let mut m = serde_json::Map::new();
        m.insert("clock".into(), self.clock.snapshot().to_json());
        m.insert("from".into(), self.from.to_json());
        m.insert("length".into(), self.length.to_json());
        Value::Object(m)
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        Ok(ClockRun {
            clock: Clock::from_snapshot(field(v, "clock")?),
            from: field(v, "from")?,
            length: field(v, "length")?,
        })
    }
}

wire_struct!(ClockSnapshot {
    control,
    trigger,
    run,
    remaining,
    moves,
    period,
    turn_elapsed,
    turn_main_used,
    turn_delay,
    last_input,
    flags,
    first_flag,
    ledger
});
wire_struct!(FlagFall {
    at,
    period,
    moves,
    last_period
});
wire_struct!(Ledger {
    initial,
    used,
    increments,
    delay_returns,
    periods_added,
    added,
    removed
});

/// In the PGN syntax (`"40/5400+30:1800+30"`), read back with the engine's own parser.
impl Wire for TimeControl {
    fn to_json(&self) -> Value {
        Value::String(self.to_string())
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        v.as_str()
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| Unreadable(String::new()))
    }
}

/// `"moves"` / `"zero"`.
impl Wire for PeriodTrigger {
    fn to_json(&self) -> Value {
        Value::String(
            match self {
                PeriodTrigger::OnMoveCount => "moves",
                PeriodTrigger::AtZero => "zero",
            }
            .into(),
        )
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        match v.as_str() {
            Some("moves") => Ok(PeriodTrigger::OnMoveCount),
            Some("zero") => Ok(PeriodTrigger::AtZero),
            _ => Err(Unreadable(String::new())),
        }
    }
}

/// `["set"]`, `["running", "w"]`, `["paused", "b"]`, `["frozen", "w"]`.
impl Wire for RunState {
    fn to_json(&self) -> Value {
        let (state, side) = match self {
            RunState::Set => ("set", None),
            RunState::Running(c) => ("running", Some(c)),
            RunState::Paused(c) => ("paused", Some(c)),
            RunState::Frozen(c) => ("frozen", Some(c)),
        };
        let mut a = vec![Value::String(state.into())];
        a.extend(side.map(Wire::to_json));
        Value::Array(a)
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        let bad = || Unreadable(String::new());
        let a = v.as_array().ok_or_else(bad)?;
        let side = || a.get(1).ok_or_else(bad).and_then(Color::from_json);
        match a.first().and_then(Value::as_str) {
            Some("set") => Ok(RunState::Set),
            Some("running") => Ok(RunState::Running(side()?)),
            Some("paused") => Ok(RunState::Paused(side()?)),
            Some("frozen") => Ok(RunState::Frozen(side()?)),
            _ => Err(bad()),
        }
    }
}

wire_struct!(DrillSummary {
    id,
    topic,
    title,
    editions,
    edition_difference,
    answer_kind
});
wire_struct!(OptionText { id, text });

/// `{"moves": [...]}`, `{"piece": "g1"}`, `{"clocks": [w, b], "counters": [w, b] | null}`,
/// `{"result": "1-0" | null}`, `{"choice": "a"}`.
impl Wire for RightAnswer {
    fn to_json(&self) -> Value {
        let mut m = serde_json::Map::new();
        match self {
            RightAnswer::Moves { moves } => m.insert("moves".into(), moves.to_json()),
            RightAnswer::Piece { square } => m.insert("piece".into(), square.to_json()),
            RightAnswer::Clocks { clocks, moves } => {
                m.insert("counters".into(), moves.to_json());
                m.insert("clocks".into(), clocks.to_json())
            }
            RightAnswer::Result { result } => m.insert("result".into(), result.to_json()),
            RightAnswer::Choice { option } => m.insert("choice".into(), option.to_json()),
        };
        Value::Object(m)
    }
    fn from_json(v: &Value) -> Result<Self, Unreadable> {
        let has = |k: &str| v.get(k).is_some();
        if has("moves") {
            Ok(RightAnswer::Moves {
                moves: field(v, "moves")?,
            })
        } else if has("piece") {
            Ok(RightAnswer::Piece {
                square: field(v, "piece")?,
            })
        } else if has("clocks") {
            Ok(RightAnswer::Clocks {
                clocks: field(v, "clocks")?,
                moves: field(v, "counters")?,
            })
        } else if has("result") {
            Ok(RightAnswer::Result {
                result: field(v, "result")?,
            })
        } else if has("choice") {
            Ok(RightAnswer::Choice {
                option: field(v, "choice")?,
            })
        } else {
            Err(Unreadable("kind".into()))
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Position;

    use super::*;
    use crate::drills::{catalogue, prepare};

    #[test]
    fn every_shipped_drill_reaches_the_page_as_it_left_the_worker() {
        for d in &catalogue().drills {
            for &e in &d.editions {
                let page = PageDrill::new(&prepare(d, e).unwrap());
                let text = serde_json::to_string(&page.to_json()).unwrap();
                let back = PageDrill::from_json(&serde_json::from_str(&text).unwrap());
                assert_eq!(back.as_ref(), Ok(&page), "{} {e}", d.id);
            }
        }
    }

    #[test]
    fn a_wait_reaches_the_page_as_the_engine_clock_running_before_it() {
        // illegal-moves-002 opens with a minute of White's clock running from 1:05:00.
        let d = catalogue()
            .drills
            .iter()
            .find(|d| d.id == "illegal-moves-002")
            .unwrap();
        let page = PageDrill::new(&prepare(d, Edition::E2023).unwrap());
        let run = page
            .timeline
            .start
            .run
            .as_ref()
            .expect("the first event is a wait");
        assert_eq!(run.length, Millis::from_secs(60));
        assert_eq!(
            run.clocks_after(Millis::from_secs(30)).white,
            Millis::from_secs(3870)
        );
        assert_eq!(
            run.clocks_after(run.duration()),
            page.timeline.steps[0].frame.clocks.unwrap(),
            "the run ends on the next frame's reading"
        );
        assert!(
            page.timeline.steps[0].frame.run.is_none(),
            "a move is no wait"
        );
    }

    #[test]
    fn a_position_is_a_full_setup_and_moves_carry_their_squares() {
        // After 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6, White touches the king: Ke2, Kf1 and O-O.
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        let position: RuledPosition = fen.parse().unwrap();
        let chess = position.to_chess().unwrap();
        let king_moves = chess
            .legal_moves()
            .into_iter()
            .filter(|m| m.role() == shakmaty::Role::King);
        let r = Ruling {
            allowed_moves: Some(AllowedMove::sorted(&chess, king_moves)),
            position,
            ..crate::drills::catalogue().drills[0]
                .ruling(Edition::E2023)
                .unwrap()
        };
        let p = PageRuling::new(&r);
        assert_eq!(p.allowed_san(), Some(vec!["Ke2", "Kf1", "O-O"]));
        let castle = &p.allowed_moves.as_ref().unwrap()[2];
        assert_eq!((castle.from, castle.to), (Square::E1, Square::G1));
        let setup = p.position.setup();
        assert_eq!(setup.castling_rights.count(), 4);
        assert_eq!(setup.fullmoves.get(), 4);
        assert_eq!(&setup, r.position.setup());
    }
}
