//! The events of an incident, in the order they happened (contract §Events).
use shakmaty::{ByColor, Color, Piece, Role, Square};

use crate::clock::{Millis, TimeControl};

/// Who makes a claim or intervenes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claimant {
    /// The default: the player the contract names for that kind of claim.
    Player(Color),
    /// The arbiter intervenes on his own.
    Arbiter,
}

/// What is claimed (Art. 4.8, 7, 9, 6.9, 10 / App. G / Guidelines III).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClaimKind {
    TouchMove,
    IllegalMove,
    Threefold,
    FiftyMoves,
    QuickplayFinish,
    /// The 2014+ request for a 5-second increment or delay for both players.
    QuickplayIncrement,
    Flag,
}

impl ClaimKind {
    pub const ALL: [ClaimKind; 7] = [
        ClaimKind::TouchMove,
        ClaimKind::IllegalMove,
        ClaimKind::Threefold,
        ClaimKind::FiftyMoves,
        ClaimKind::QuickplayFinish,
        ClaimKind::QuickplayIncrement,
        ClaimKind::Flag,
    ];

    pub const fn code(self) -> &'static str {
        match self {
            ClaimKind::TouchMove => "touch_move",
            ClaimKind::IllegalMove => "illegal_move",
            ClaimKind::Threefold => "threefold",
            ClaimKind::FiftyMoves => "fifty_moves",
            ClaimKind::QuickplayFinish => "quickplay_finish",
            ClaimKind::QuickplayIncrement => "quickplay_increment",
            ClaimKind::Flag => "flag",
        }
    }

    /// Claims about what the opponent did (made by the opponent of the offender, or by the
    /// arbiter as an intervention); the others are draw claims by the side to move.
    pub const fn is_about_opponent_act(self) -> bool {
        matches!(
            self,
            ClaimKind::TouchMove | ClaimKind::IllegalMove | ClaimKind::Flag
        )
    }
}

/// The grounds of a quickplay-finish claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuickplayGrounds {
    /// The opponent cannot win by normal means.
    CannotWin,
    /// The opponent is making no effort to win by normal means.
    NoEffort,
}

/// What the arbiter decided where the decision is his judgement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArbiterDecision {
    Accept,
    Postpone,
    Reject,
}

/// A claim or an intervention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub kind: ClaimKind,
    /// `None`: the player the contract implies (the opponent of the offender, or the side to
    /// move for draw claims).
    pub by: Option<Claimant>,
    /// A move written on the scoresheet and not yet played (SAN as written; may be illegal).
    pub written_move: Option<String>,
    pub grounds: Option<QuickplayGrounds>,
    pub arbiter_decision: Option<ArbiterDecision>,
}

/// An irregularity found during the game (Art. 7, 11/12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IrregularityKind {
    InitialPositionWrong,
    BoardOrientationWrong,
    ColoursReversed,
    PiecesDisplaced,
    /// The player named by `by` knocked over or displaced pieces himself (7.4 / 7.3).
    PiecesKnockedOver,
    /// A phone or other electronic device found on a player (`sound`: it made a sound;
    /// `switched_on`: whether it was switched on, when the incident says so — an addition).
    Device {
        sound: bool,
        switched_on: Option<bool>,
    },
}

/// Which flag has fallen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FallenFlag {
    Side(Color),
    /// Both flags are down and the order cannot be known.
    Both,
}

/// A result as the players sign it on the scoresheets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SignedResult {
    WhiteWins,
    BlackWins,
    Draw,
}

/// Who persistently refuses to comply with the Laws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusing {
    Side(Color),
    Both,
}

/// The hand a player used (Art. 4.1: one hand per move; 6.2.3 and earlier: the clock is
/// pressed with the hand that made the move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hand {
    Left,
    Right,
}

/// One event at the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A deliberate touch of the piece on a square, with intent to move or capture it.
    Touch {
        square: Square,
        by: Option<Color>,
    },
    /// The visually disabled player puts his hand on the piece on a square of his special board
    /// and leaves it in its securing hole (`touch` with `"taken_out": false`): not a touch in
    /// the Laws' sense (D.2.2; E.2.2 2009, F2.2 2001/2005).
    Feel {
        square: Square,
        by: Option<Color>,
    },
    /// A move announced aloud (`{"announce": "Nf3"}`), by the player to move or his assistant,
    /// in a game with a visually disabled player (D.2.1; E.2.1, F2.1): SAN as announced.
    Announce {
        san: String,
    },
    /// The two boards are found to differ after the last completed move, and the arbiter
    /// compares the scoresheets (`{"boards_differ": {"white": "Nf3", "black": "Nh3"}}`): that
    /// move as each player recorded it, SAN (D.2.9; E.2.7-E.2.8, F2.7-F2.8).
    BoardsDiffer {
        white: String,
        black: String,
    },
    /// A touch after announcing *j'adoube*.
    Adjust {
        square: Square,
        by: Option<Color>,
    },
    /// The player lets go of the piece in hand on this square.
    Release {
        square: Square,
        by: Option<Color>,
    },
    /// A move made on the board, legal or not. `promotion: None` on the last rank means the
    /// pawn was left there unpromoted.
    Play {
        from: Square,
        to: Square,
        promotion: Option<Role>,
        two_hands: bool,
        by: Option<Color>,
    },
    PressClock(Color),
    /// A new piece put on a square (promotion).
    Place {
        square: Square,
        piece: Piece,
    },
    Claim(Claim),
    OfferDraw(Color),
    AcceptDraw(Color),
    DeclineDraw(Color),
    FlagFall(FallenFlag),
    Irregularity {
        kind: IrregularityKind,
        by: Option<Color>,
    },
    /// How late each player arrived after the scheduled start.
    Arrive(ByColor<Option<Millis>>),
    Wait(Millis),
    /// A sealed move as written (may be ambiguous or illegal).
    Seal {
        written: String,
        by: Option<Color>,
    },
    Resume {
        late: ByColor<Option<Millis>>,
        envelope_lost: bool,
    },
    Resign(Color),
    /// A `play` or `press_clock` with the hand named (`"hand": "left" | "right"`): the event
    /// itself, and the hand it was made with.
    Handed {
        hand: Hand,
        event: Box<Event>,
    },
    /// The claimant's flag has fallen after the arbiter postponed his decision on a
    /// quickplay-finish claim, and the arbiter now decides it (`flag_fall` with
    /// `arbiter_decision`): `upheld` draws, otherwise the flag loses.
    FlagFallJudged {
        side: Color,
        upheld: bool,
    },
    /// The arbiter tells the player having the move to seal it (`{"adjourn": {}}`): a move he
    /// then makes on the board is his sealed move.
    Adjourn,
    /// At the resumption the envelope is lost and the adjourned position cannot be
    /// re-established (`resume` with `envelope_lost` and `position_lost`).
    PositionLost,
    /// The clock is found to have run under `used` instead of the incident's time control
    /// (`{"irregularity": "clock_setting_wrong", "used": "5400"}`), after the moves played.
    ClockSettingWrong {
        used: TimeControl,
    },
    /// The clock shows an evident defect (`{"irregularity": "clock_defect"}`).
    ClockDefect,
    /// Both players sign the scoresheets with this result (`{"sign_result": "1-0"}`);
    /// `set_aside` when the arbiter decides that the signed result does not stand
    /// (`"arbiter_decision": "reject"`: the result the game reached stands instead).
    SignResult {
        result: SignedResult,
        set_aside: bool,
    },
    /// The arbiter finds that a player (or both) persistently refuses to comply with the Laws
    /// (`{"refuse": "white"}`, `"both"`).
    Refuse(Refusing),
    /// A player writes his move on the scoresheet before making it, other than to claim a draw
    /// or seal (`{"write_in_advance": "white"}`).
    WriteInAdvance(Color),
    /// A player stops the clock to seek the arbiter's assistance (`{"stop_clock": "white"}`);
    /// `valid_reason`, when given, is the arbiter's finding on whether he had one.
    StopClock {
        side: Color,
        valid_reason: Option<bool>,
    },
    /// The arbiter finds that a player's scoresheet lacks the last `missing` moves on the board
    /// (each player's move counting one; `None`: he has stopped recording) —
    /// `{"not_recording": "white", "missing": 3}`.
    NotRecording {
        side: Color,
        missing: Option<u32>,
    },
    /// A flag has fallen with the scoresheets incomplete, and the move count was (or could not
    /// be) established as `scoresheets` says (`{"flag_fall": "white", "scoresheets": …}`).
    FlagFallScoresheets {
        side: Color,
        scoresheets: ScoresheetsAtFlag,
    },
    /// In rapid or blitz a player asks the arbiter to show him the scoresheet
    /// (`{"request_scoresheet": "white"}`).
    RequestScoresheet(Color),
    /// A player is unable to keep score (`{"unable_to_record": "white"}`); `disability` when
    /// that is because of a disability (`"disability": true`).
    UnableToRecord {
        side: Color,
        disability: bool,
    },
}

/// How the move count is established when a flag falls with the scoresheets incomplete (8.5,
/// 8.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScoresheetsAtFlag {
    /// Neither player kept score (8.4); the arbiter (or an assistant) did, and both update from
    /// his scoresheet (8.5.1).
    Arbiter,
    /// Only this player's scoresheet is complete; the other updates from it (8.5.2).
    KeptBy(Color),
    /// No complete scoresheet: the game is reconstructed on a second board (8.5.3).
    Reconstructed,
    /// The scoresheets cannot be brought up to date to show the overstep (8.6).
    NotEstablished,
}
