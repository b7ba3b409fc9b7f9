//! The shape of one row of the edition table: every number and switch that differs between
//! editions of the Laws, named after the Laws. The rows themselves are in `table.rs`.
//!
//! Ruling code reads these values (`rules.illegal_moves.regime(class, supervision).consequence(n)`)
//! and matches on these enums; it never asks which edition it is in.
use serde::{Serialize, Serializer};

use super::{Articles, Edition, Supervision, TimeClass};
use crate::clock::Millis;

/// Serialises a [`Millis`] as the contract's `"H:MM:SS"` (the table's data view).
pub(crate) fn millis_str<S: Serializer>(m: &Millis, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(m)
}

/// Everything that one edition of the Laws fixes differently from the others.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct EditionRules {
    pub edition: Edition,
    /// How a time control is classed standard, rapid or blitz (editions.md §7.1).
    pub time_classes: TimeClassLimits,
    /// Article 4 and the rapid appendix on touch-move (editions.md §1).
    pub touch_move: TouchMoveRules,
    /// Article 7.4 / 7.5 and the rapid and blitz appendices (editions.md §2).
    pub illegal_moves: IllegalMoveRules,
    /// Article 9: claims, offers, automatic draws (editions.md §3).
    pub draw_claims: DrawClaimRules,
    /// Article 6: flags and default time (editions.md §4, §7.2).
    pub clock: ClockRules,
    /// Article 10 / Appendix G / Guidelines III (editions.md §5).
    pub quickplay_finish: QuickplayFinishRules,
    /// Adjournment: Appendix A / Guidelines / Appendix E / Guidelines I (editions.md §6).
    pub sealed_move: SealedMoveRules,
    /// Conduct of the players, results (editions.md §8).
    pub conduct: ConductRules,
    /// The article numbers a ruling cites, in this edition's numbering.
    pub articles: Articles,
    /// Article 8 and the appendices on recording the moves (editions.md §4 "Scoresheet duty").
    pub scoresheets: ScoresheetRules,
}

// ---------------------------------------------------------------------------------------------
// Per time class and per supervision

/// One value for each time class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ByTimeClass<T> {
    pub standard: T,
    pub rapid: T,
    pub blitz: T,
}

impl<T> ByTimeClass<T> {
    pub const fn get(&self, class: TimeClass) -> &T {
        match class {
            TimeClass::Standard => &self.standard,
            TimeClass::Rapid => &self.rapid,
            TimeClass::Blitz => &self.blitz,
        }
    }
}

/// One value for each supervision regime of rapid and blitz (editions.md §2.2, §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BySupervision<T> {
    pub adequate: T,
    pub inadequate: T,
}

impl<T> BySupervision<T> {
    pub const fn get(&self, supervision: Supervision) -> &T {
        match supervision {
            Supervision::Adequate => &self.adequate,
            Supervision::Inadequate => &self.inadequate,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Time classes

/// A bound on the reckoned playing time of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Threshold {
    LessThan(#[serde(serialize_with = "millis_str")] Millis),
    AtMost(#[serde(serialize_with = "millis_str")] Millis),
    AtLeast(#[serde(serialize_with = "millis_str")] Millis),
    MoreThan(#[serde(serialize_with = "millis_str")] Millis),
}

impl Threshold {
    pub const fn contains(self, t: Millis) -> bool {
        match self {
            Threshold::LessThan(m) => t.0 < m.0,
            Threshold::AtMost(m) => t.0 <= m.0,
            Threshold::AtLeast(m) => t.0 >= m.0,
            Threshold::MoreThan(m) => t.0 > m.0,
        }
    }
}

/// Where blitz ends and standard begins; rapid is everything in between (editions.md §7.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TimeClassLimits {
    /// The reckoned time is blitz when it meets this bound.
    pub blitz: Threshold,
    /// The reckoned time is standard when it meets this bound.
    pub standard: Threshold,
    /// Whether the reckoned time is `base + 60 × increment` (from 2005) or the base alone (2001:
    /// the text has no formula, decisions.md 10). A delay counts like an increment
    /// (decisions.md 17).
    pub per_move_time_counts: bool,
}

// ---------------------------------------------------------------------------------------------
// Touch-move (Article 4)

/// Who may adjust pieces after announcing it (4.2 / 4.2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AdjustingRule {
    /// 2001–2009: the player having the move may adjust; the text says nothing about the other.
    PlayerHavingTheMove,
    /// 2014+: *only* the player having the move may adjust.
    OnlyPlayerHavingTheMove,
}

/// Pieces of both colours touched (4.3c / 4.3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BothColoursRule {
    /// Until 2017: "one piece of each colour": capture that piece with that piece if legal.
    OnePieceOfEach,
    /// July 2017+: "one or more pieces of each colour": capture the first touched opponent piece
    /// with the first touched own piece if legal. (2017 is [U]; it follows 2014's wording.)
    FirstTouchedOfEach,
}

/// How Article 4.4a / 4.4.1 words the castling trigger.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CastlingTouchWording {
    /// 2001–2009: "deliberately touches his king and rook".
    KingAndRookDeliberately,
    /// 2014+: touches the king and then *a* rook, with the intention of moving.
    KingAndThenARook,
}

/// When the promoted piece's choice becomes final (4.4d / 4.4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PromotionChoice {
    /// 2001: no rule; the choice stays open until the new piece is released on the square
    /// (decisions.md 8; the ruling says so).
    OpenUntilReleased,
    /// 2005+: final once the chosen piece has touched the promotion square (decisions.md 13).
    FinalOnTouchingSquare,
}

/// Which touch by the claimant forfeits his right to a touch-move claim (4.6 / 4.7 / 4.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TouchClaimLostBy {
    /// 2001–2009: once he "deliberately touches" a piece. Adjusting after announcing it is a
    /// deliberate touch too (4.3 has to except 4.2 from its obligation; 4.6 / 4.7 make no such
    /// exception): a house reading, which the ruling notes.
    DeliberateTouch,
    /// 2014+: once he touches a piece "with the intention of moving or capturing it";
    /// adjusting keeps the right.
    TouchToMoveOrCapture,
}

/// Whether the arbiter applies Article 4 in rapid and blitz only when a player asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TouchMoveOnRequest {
    /// 2001/2005 B5a: in every rapid (and so blitz) game.
    Always,
    /// 2009 A.4b: only under inadequate supervision.
    InadequateSupervision,
    /// 2014+: Article 4 applies as in standard play.
    Never,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TouchMoveRules {
    pub adjusting: AdjustingRule,
    /// 4.2.2: any other physical contact, unless clearly accidental, counts as intentional.
    /// editions.md marks 2017 vs 2018 [U]; the engine has it from 2017.
    pub contact_presumed_intentional: bool,
    pub both_colours: BothColoursRule,
    pub castling_wording: CastlingTouchWording,
    /// July 2017+ 4.7.2: a player who released the king on its castling square and cannot castle on
    /// that side must make another legal king move (possibly castling on the other side), or
    /// else any legal move.
    pub released_king_castling_fallback: bool,
    pub promotion_choice: PromotionChoice,
    pub on_request_only: TouchMoveOnRequest,
    pub claim_right_lost_by: TouchClaimLostBy,
    /// A move that ends the game (mate, stalemate, a dead position) does so only if it was
    /// made in accordance with Articles 4.2-4.7 (2014 5.1a, 2018 5.1.1 / 5.2.1 / 5.2.2); until
    /// 2009 the text asks only that it be legal, so a mate that broke touch-move still ends it.
    pub ending_move_must_keep_touch_move: bool,
}

impl TouchMoveRules {
    /// Whether, in this class and regime, the arbiter rules on touch-move only when asked.
    pub const fn only_on_request(&self, class: TimeClass, supervision: Supervision) -> bool {
        match (class, self.on_request_only, supervision) {
            (TimeClass::Standard, _, _) => false,
            (_, TouchMoveOnRequest::Always, _) => true,
            (_, TouchMoveOnRequest::InadequateSupervision, Supervision::Inadequate) => true,
            _ => false,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Illegal moves (Article 7.4 / 7.5, rapid and blitz appendices)

/// Who sets the illegal-move rule in motion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum IllegalMoveEnforcement {
    /// The arbiter acts on what he sees (within the claim window), and the opponent may claim.
    ArbiterActs,
    /// The arbiter acts only on the opponent's claim (2001/2005 rapid and blitz, 2009
    /// unsupervised rapid and blitz).
    OnClaimOnly,
}

/// Until when an illegal move can still be put right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimWindow {
    /// Standard play: whenever it is found during the game.
    DuringTheGame,
    /// 2001 (and 2005) rapid B5b: until the claimant touches a piece.
    BeforeClaimantTouchesAPiece,
    /// Blitz C3 and later rapid/blitz rules: until the claimant has made his own move; after it
    /// the illegal move stands.
    BeforeClaimantMoves,
}

/// What the arbiter does on seeing both kings in check or an unpromoted pawn on the last rank
/// in a game he otherwise leaves to the players' claims.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum IllegalPositionRule {
    /// Standard and supervised play: it is an illegal move like any other.
    TreatAsIllegalMove,
    /// 2001/2005 rapid and blitz, 2009 unsupervised blitz: no rule; only a claim counts.
    NoIntervention,
    /// 2009 unsupervised rapid A.4c: the arbiter intervenes if he can.
    InterveneIfPossible,
    /// 2014+ unsupervised rapid/blitz (A.4d, A.4.4, A.5.4): wait until the next move is
    /// completed; if the illegal position is still on the board, the game is drawn.
    DrawIfStillOnBoardAfterNextMove,
}

/// The illegal-move rule of one time class and supervision regime.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct IllegalMoveRegime {
    /// The completed illegal move (1st, 2nd, 3rd…) of one player that loses the game.
    pub losing_count: u8,
    /// Time added to the opponent's clock for each illegal move before the losing one (zero
    /// when the first one loses; read it through [`IllegalMoveRegime::consequence`], which
    /// says which).
    #[serde(serialize_with = "millis_str")]
    pub penalty: Millis,
    pub enforcement: IllegalMoveEnforcement,
    pub claim_window: ClaimWindow,
    /// Whether the losing illegal move draws instead when the opponent cannot checkmate by any
    /// series of legal moves (2009+; blitz C3 from 2001). In 2001/2005 standard play the game
    /// is lost regardless (decisions.md 4).
    pub draw_if_opponent_cannot_mate: bool,
    pub illegal_position: IllegalPositionRule,
}

/// How an act that is not an ordinary illegal move is treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionTreatment {
    /// Counted and penalised as an illegal move.
    IllegalMove,
    /// Not an illegal move: the arbiter may penalise at discretion (13.4 / 12.9).
    PenaltyAtDiscretion,
}

/// A pawn moved to the last rank, the clock pressed, the pawn not exchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum UnpromotedPawn {
    /// Until 2009: an illegal move; the player then completes a legal move, choosing the piece.
    IllegalMovePlayerChooses,
    /// 2014+: an illegal move, and the pawn is replaced by a queen of its colour.
    IllegalMoveReplacedByQueen,
}

/// Which acts count as illegal moves (editions.md §2.1, §1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct IllegalActions {
    /// 2017+ (7.5.3): pressing the clock without making a move.
    pub clock_pressed_without_move: ActionTreatment,
    /// 2017+ (7.5.4): a move made with two hands and the clock pressed. (One hand for the move
    /// and the other for the clock is never illegal.)
    pub two_hands_with_clock: ActionTreatment,
    pub unpromoted_pawn: UnpromotedPawn,
    /// Capturing the king is illegal in every edition (1.2; listed in 7.4a from 2009, 2005 per
    /// decisions.md 15).
    pub king_capture: ActionTreatment,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct IllegalMoveRules {
    pub standard: IllegalMoveRegime,
    pub rapid: BySupervision<IllegalMoveRegime>,
    pub blitz: BySupervision<IllegalMoveRegime>,
    pub actions: IllegalActions,
    /// 2001/2005: the rapid and blitz appendices govern every rapid or blitz game (no
    /// supervision split, editions.md §2.2); from 2009 only games without adequate supervision.
    pub appendix_for_every_game: bool,
    /// 2014+: the blitz appendix sends an illegal move to the rapid appendix's rule (B.3 / B.4
    /// → A.4b / A.4.2 / A.5.2), so both are cited; until 2009 the blitz article is complete.
    pub blitz_via_rapid_appendix: bool,
    /// 2009+: the released-piece rule applies to the replacement move as well as 4.3 (2009
    /// 7.4a: 4.3 and 4.6; 2014 7.5a and 7.5.1: 4.3 and 4.7), so a piece released as part of a
    /// legal move binds the replacement to its square (the pawn released on the promotion
    /// square, promoted there). 2001/2005 (7.4a / 7.4): 4.3 only.
    pub replacement_keeps_released_square: bool,
}

impl IllegalMoveRules {
    /// The regime for a game; supervision matters only in rapid and blitz.
    pub const fn regime(&self, class: TimeClass, supervision: Supervision) -> &IllegalMoveRegime {
        match class {
            TimeClass::Standard => &self.standard,
            TimeClass::Rapid => self.rapid.get(supervision),
            TimeClass::Blitz => self.blitz.get(supervision),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Draw claims (Article 9)

/// What an incorrect claim costs the claimant's own clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimantDeduction {
    /// 2009+: nothing.
    None,
    /// 2001/2005 (9.5b, decisions.md 2): with more than `above` left, the claimant loses half
    /// of it, at most `max_cut`; with between `floor` and `above` left (both included), his
    /// clock is set to `floor`; with less than `floor`, nothing changes.
    HalfRemaining {
        #[serde(serialize_with = "millis_str")]
        max_cut: Millis,
        #[serde(serialize_with = "millis_str")]
        above: Millis,
        #[serde(serialize_with = "millis_str")]
        floor: Millis,
    },
}

impl ClaimantDeduction {
    /// The claimant's time after an incorrect claim, from the time he had.
    pub const fn apply(self, remaining: Millis) -> Millis {
        match self {
            ClaimantDeduction::None => remaining,
            ClaimantDeduction::HalfRemaining {
                max_cut,
                above,
                floor,
            } => {
                if remaining.0 > above.0 {
                    let half = remaining.0 / 2;
                    let cut = if half < max_cut.0 { half } else { max_cut.0 };
                    Millis(remaining.0 - cut)
                } else if remaining.0 >= floor.0 {
                    floor
                } else {
                    remaining
                }
            }
        }
    }
}

/// The clock consequences of an incorrect draw claim (9.5 / 9.5b / 9.5.3, A.3, B.2, B.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct IncorrectClaimPenalty {
    /// Time added to the opponent's clock.
    #[serde(serialize_with = "millis_str")]
    pub opponent_bonus: Millis,
    pub claimant: ClaimantDeduction,
}

/// What makes a player lose the right to claim on this move (9.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimRightLost {
    /// 2001/2005: making a move without having claimed (decisions.md 12).
    MakingAMove,
    /// 2009+: touching a piece as in Article 4.3.
    TouchingAPiece,
}

/// The automatic fivefold repetition (9.6a / 9.6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FivefoldRule {
    /// Until 2009: no automatic repetition draw.
    NotInLaws,
    /// 2014: "five consecutive alternate moves by each player": the same position five times,
    /// each occurrence four plies after the previous one (decisions.md 18).
    ConsecutiveAlternateMoves,
    /// 2017+: the same position at least five times, in any order.
    AnyFiveOccurrences,
}

/// Draw offers and what counts as one (9.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DrawOfferRules {
    /// Claims under 9.2 and 9.3 always count as offers; until 2009 a quickplay-finish claim
    /// (10.2) does too.
    pub quickplay_claim_counts: bool,
    /// 2014+: the request for an increment under G.4 / III.4 counts as an offer.
    pub increment_request_counts: bool,
    /// 2009+ (9.1a / 9.1.1): the event's regulations may forbid agreed draws before a number of
    /// moves or at all without the arbiter's consent.
    pub event_may_forbid: bool,
    /// 2017+ (5.2.3): an agreed draw needs both players to have made at least one move.
    /// editions.md marks 2014 [U]; the engine has it from 2017 only.
    pub agreement_needs_a_move_each: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DrawClaimRules {
    pub incorrect_claim: ByTimeClass<IncorrectClaimPenalty>,
    pub right_lost_by: ClaimRightLost,
    pub fivefold: FivefoldRule,
    /// 2014+ (9.6b / 9.6.2): 75 moves by each player without a pawn move or capture draws
    /// automatically, unless the last move mates.
    pub seventy_five_moves: bool,
    pub draw_offers: DrawOfferRules,
    /// An incorrect claim in blitz under adequate supervision, where it differs from
    /// `incorrect_claim.blitz`: 2023 B.2 puts such a game under the Competition Rules (9.5.3,
    /// two minutes), and only B.3 (otherwise) brings in A.3's one minute. `None`: the same as
    /// any blitz game.
    pub supervised_blitz_incorrect_claim: Option<IncorrectClaimPenalty>,
}

impl DrawClaimRules {
    /// What an incorrect claim costs in a game of this class and supervision.
    pub const fn incorrect_claim_for(
        &self,
        class: TimeClass,
        supervision: Supervision,
    ) -> &IncorrectClaimPenalty {
        match (class, supervision, &self.supervised_blitz_incorrect_claim) {
            (TimeClass::Blitz, Supervision::Adequate, Some(p)) => p,
            _ => self.incorrect_claim.get(class),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Clock (Article 6)

/// Both flags down and it cannot be known which fell first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BothFlagsRule {
    /// 2001 standard: play continues (decisions.md 7), except in the quickplay-finish period,
    /// where the game is drawn (10.3).
    ContinueExceptQuickplayFinish,
    /// 2005–2014 (6.12 / 6.11): play continues, except in the last period, where it is drawn.
    DrawInLastPeriod,
    /// 2001–2009 rapid and blitz (B8 / B9 / A.4d): drawn.
    Draw,
    /// 2017+: the rule is in Guidelines III.3.1 (continue, or draw in the last period) and
    /// applies only when the event announced the Guidelines; otherwise the arbiter judges
    /// (digital clocks normally show which flag fell first).
    GuidelinesIiiIfAnnounced,
}

/// Who makes a flag fall count in rapid and blitz.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FlagCalling {
    /// Standard play, and rapid/blitz under adequate supervision from 2009 (A.3 / A.3.1 / A.4:
    /// the Competition Rules govern): the arbiter calls a flag he sees under Article 6; the
    /// appendix is not cited.
    CompetitionRules,
    /// The rapid/blitz appendix itself has the arbiter call a flag he sees (2014+ without
    /// adequate supervision: A.4.5 in 2018, A.5.5 in 2023).
    ArbiterCalls,
    /// Only a valid claim by a player counts; the arbiter refrains from signalling it
    /// (2001/2005 B6/B7; 2009 A.4d under inadequate supervision).
    ClaimOnly,
}

/// How late a player may arrive before losing by default (6.7 / 6.6a / 6.7a / 6.7.1, and at
/// resumption of an adjourned game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LatenessRule {
    /// More than this late loses (adjournments until 2009: one hour).
    MoreThan(#[serde(serialize_with = "millis_str")] Millis),
    /// More than this late loses, unless the rules of the competition set another default
    /// time (2001/2005 6.7 at the start of the game: one hour "unless the rules of the
    /// competition specify otherwise").
    MoreThanUnlessTheEventSets(#[serde(serialize_with = "millis_str")] Millis),
    /// More than the event's default time late loses; zero unless the event sets another
    /// (2009 start of game: 0 unless the rules say otherwise; 2014 the rules must set it;
    /// 2017+ zero when not set).
    EventDefaultTime,
}

impl LatenessRule {
    /// Whether a player this late has lost by default, given the event's default time (`None`
    /// when the event sets none).
    pub const fn loses(self, late: Millis, event_default: Option<Millis>) -> bool {
        match (self, event_default) {
            (LatenessRule::MoreThan(limit), _)
            | (LatenessRule::MoreThanUnlessTheEventSets(limit), None) => late.0 > limit.0,
            (LatenessRule::MoreThanUnlessTheEventSets(_), Some(event))
            | (LatenessRule::EventDefaultTime, Some(event)) => late.0 > event.0,
            (LatenessRule::EventDefaultTime, None) => late.0 > 0,
        }
    }
}

/// From when a player's lateness at the start of the game is counted, when the round began
/// later than scheduled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LatenessFrom {
    /// 2001/2005 (6.7 of our numbering; 2005 PT 6.7 "horário previsto"): more than one hour
    /// after the scheduled start.
    ScheduledStart,
    /// 2009 6.6a "after the start of the session"; 2014+ the default time, which the FIDE
    /// Arbiters' Manual (commentary to 6.7) counts from the actual start of the round.
    ActualStart,
}

impl LatenessFrom {
    /// How late a player counts, given how late he arrived after the scheduled start and how
    /// late the round actually started.
    pub fn lateness(self, after_scheduled: Millis, round_start: Millis) -> Millis {
        match self {
            LatenessFrom::ScheduledStart => after_scheduled,
            LatenessFrom::ActualStart => after_scheduled.saturating_sub(round_start),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ClockRules {
    pub both_flags: ByTimeClass<BothFlagsRule>,
    /// Rapid and blitz; in standard play the arbiter always calls flags (6.8).
    pub rapid_blitz_flag: BySupervision<FlagCalling>,
    pub default_time: LatenessRule,
    pub default_time_from: LatenessFrom,
}

// ---------------------------------------------------------------------------------------------
// Quickplay finish

/// Where the quickplay-finish rules live in the edition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum QuickplayFinishLocation {
    /// 2001–2009: Article 10 (and Appendix D without an arbiter).
    Article10,
    /// 2014: Appendix G.
    AppendixG,
    /// 2017+: Guidelines III.
    GuidelinesIii,
}

/// The 2014+ request (G.4 / III.4) for an extra time per move for both players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct IncrementRequest {
    /// The player to move must have less than this left.
    #[serde(serialize_with = "millis_str")]
    pub below: Millis,
    /// The extra time per move (increment, or delay) for both players.
    #[serde(serialize_with = "millis_str")]
    pub extra_per_move: Millis,
    /// Given to the opponent who refused it, when the arbiter grants the request.
    #[serde(serialize_with = "millis_str")]
    pub refused_opponent_bonus: Millis,
}

/// The quickplay-finish claim. The grounds (no effort to win, or cannot win, by normal means),
/// and the procedure without an arbiter (the claim ends the game and goes to an arbiter:
/// App D, G.6, III.6; decisions.md 16) are the same in every edition; the articles differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct QuickplayFinishRules {
    pub location: QuickplayFinishLocation,
    /// 2014+ (G.2 / III.2.1): only where the event announced it beforehand.
    pub must_be_announced: bool,
    /// 2014+ (G.3 / III.2.2): not with an increment or a delay (decisions.md 16). Never blitz,
    /// in any edition.
    pub excluded_by_per_move_time: bool,
    /// The claimant, having the move, must have less than this left.
    #[serde(serialize_with = "millis_str")]
    pub claim_below: Millis,
    /// Given to the opponent when the arbiter postpones his decision ("may" in the text;
    /// decisions.md 16 gives it).
    #[serde(serialize_with = "millis_str")]
    pub postponed_opponent_bonus: Millis,
    /// Given to the opponent when the arbiter rejects the claim (still two minutes in 2023:
    /// A.3's one-minute rule covers Articles 7 and 9 only).
    #[serde(serialize_with = "millis_str")]
    pub rejected_opponent_bonus: Millis,
    pub increment_request: Option<IncrementRequest>,
}

impl QuickplayFinishRules {
    /// Whether a quickplay-finish claim can be made at all in this game.
    pub fn applies(&self, class: TimeClass, has_per_move_time: bool, announced: bool) -> bool {
        class != TimeClass::Blitz
            && (announced || !self.must_be_announced)
            && !(has_per_move_time && self.excluded_by_per_move_time)
    }
}

// ---------------------------------------------------------------------------------------------
// Sealed moves

/// The cases in which an ambiguous, false or illegal sealed move does not lose (A8 / 8 / E.8 /
/// I.8; decisions.md 14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SealedMoveExceptions {
    /// 2009+: the game was already decided (Article 5).
    pub game_already_decided: bool,
    /// A flag had already fallen (the loss on time decides the game first).
    pub flag_fallen: bool,
    /// The case of 6.10 (2001, 2005) / 6.9 that the rule excepts: the opponent cannot checkmate
    /// by any series of legal moves, so the game is drawn (decisions.md 14; the Portuguese 2005
    /// course text: "Exceto nos casos mencionados nos Artigos 6.10 e 9.6").
    pub opponent_cannot_mate: bool,
    /// The position is dead (9.6 / 5.2.2).
    pub dead_position: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SealedMoveRules {
    /// Lateness at resumption: one hour until 2009, the default time from 2014.
    pub lateness: LatenessRule,
    pub exceptions: SealedMoveExceptions,
    /// Whether a sealed move that ends the game (mate, stalemate, a dead position) decides it
    /// when the player who must reply is late beyond the limit. Until 2009 no: the envelope is
    /// opened only in the replier's presence, and the lateness rule excepts only a late sealer
    /// (A10a/b, Guidelines 10a/b). From 2014 yes: "that conclusion shall still apply", whoever
    /// is late (2018 I.10; E.10 2014, I.10 2017).
    pub late_replier_keeps_sealed_end: bool,
}

// ---------------------------------------------------------------------------------------------
// Conduct and results

/// The rule on mobile phones and other electronic devices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeviceRule {
    /// 2001: no rule of its own; the arbiter penalises at discretion (13.4).
    NoSpecificRule,
    /// 2005 12.2b: a phone ringing in the venue loses; the arbiter decides the opponent's score.
    /// A silent one brought in is forbidden but left to the arbiter's discretion.
    LosesIfItRings,
    /// 2009 12.3b: a device must be completely switched off; if it makes any sound the player
    /// loses, and the opponent wins unless he cannot mate by any series of legal moves (draw).
    LosesIfItMakesASound,
    /// 2014 11.3b: having brought a device into the venue loses; the opponent wins.
    LosesIfBroughtIntoVenue,
    /// 2017+ 11.3.2: a device on the person loses; the opponent wins (regulations may allow a
    /// switched-off device in a bag, or a lighter penalty).
    LosesIfOnThePerson,
}

/// The opponent's score when a player loses by the device rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeviceOpponentScore {
    ArbiterDecides,
    WinsUnlessCannotMate,
    Wins,
}

impl DeviceRule {
    /// Whether a device found on a player (having made a sound or not) loses the game.
    pub const fn loses(self, made_sound: bool) -> bool {
        match self {
            DeviceRule::NoSpecificRule => false,
            DeviceRule::LosesIfItRings | DeviceRule::LosesIfItMakesASound => made_sound,
            DeviceRule::LosesIfBroughtIntoVenue | DeviceRule::LosesIfOnThePerson => true,
        }
    }

    /// 2009 12.3b: a device is allowed in the venue if it is completely switched off, so one
    /// found silent breaks no rule (the other editions forbid bringing it, or have no rule).
    pub const fn allows_silent_device(self) -> bool {
        matches!(self, DeviceRule::LosesIfItMakesASound)
    }

    pub const fn opponent_score(self) -> DeviceOpponentScore {
        match self {
            DeviceRule::NoSpecificRule | DeviceRule::LosesIfItRings => {
                DeviceOpponentScore::ArbiterDecides
            }
            DeviceRule::LosesIfItMakesASound => DeviceOpponentScore::WinsUnlessCannotMate,
            DeviceRule::LosesIfBroughtIntoVenue | DeviceRule::LosesIfOnThePerson => {
                DeviceOpponentScore::Wins
            }
        }
    }
}

/// A game found to have begun with colours reversed (7.2 / 7.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ColoursReversedRule {
    /// Until 2014: the game continues unless the arbiter rules otherwise.
    Continue,
    /// 2017+: with fewer than this many moves made by each player the game is replayed with
    /// the right colours; otherwise it continues.
    ReplayIfFewerThan(u8),
}

/// The result of a resignation (5.1b / 5.1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ResignationRule {
    /// Until 2018: the opponent wins.
    OpponentWins,
    /// 2023: the opponent wins, unless he could not mate by any series of legal moves (draw).
    DrawIfOpponentCannotMate,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ConductRules {
    pub device: DeviceRule,
    pub colours_reversed: ColoursReversedRule,
    pub resignation: ResignationRule,
    /// Rapid and blitz (B4 / A.4a / A.4.1 / A.5.1): once each player has made this many moves,
    /// no claim about the set-up (pieces, board orientation, clock setting) can be made; the
    /// game goes on. Three moves until 2009, ten from 2014 (editions.md §7.2); `None` where the
    /// appendix does not govern (adequately supervised games from 2009).
    pub rapid_setup_claims_until: BySupervision<Option<u8>>,
}

// ---------------------------------------------------------------------------------------------
// Scoresheets (Art. 8, the rapid and blitz appendices)

/// How long a player short of time is freed from recording (8.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RecordingExemption {
    /// 2001: while he has less than five minutes on his clock.
    WhileUnderFiveMinutes,
    /// From 2005: once he has had less than five minutes "at some stage in a period", for the
    /// remainder of that period.
    RestOfPeriod,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ScoresheetRules {
    /// 8.4: the five-minute exemption (with less than 30 s added per move).
    pub exemption: RecordingExemption,
    /// Blitz games the appendix sends to the rapid rule that the players need not record
    /// (C2 2001/2005; 2009 B.2 and B.3; from 2014 only without adequate supervision: B.3 /
    /// B.4). Rapid games never need to record (B3 / A.2).
    pub blitz_need_not_record: BySupervision<bool>,
    /// Supervised rapid and blitz: how many times a player, when it is his move, may ask to see
    /// the arbiter's scoresheet (A.3.2 / B.3.2 2017–2018, A.4.3 / B.2.3 2023); `None`: no such
    /// right in this edition.
    pub requests_to_see: Option<u8>,
    /// 8.1 / 8.1.6: a player unable to keep score.
    pub unable_to_record: UnableToRecord,
}

/// What the Laws do for a player unable to keep score (8.1; 8.1.6 from 2017).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum UnableToRecord {
    /// 2001: an amount of time decided by the arbiter is deducted from his time at the start.
    TimeDeducted,
    /// 2005–2014: he may provide an assistant, acceptable to the arbiter, to write the moves;
    /// the arbiter adjusts his clock in an equitable way.
    AssistantAndClockAdjusted,
    /// From July 2017: the same, but the clock is not adjusted for a player with a disability.
    NoAdjustmentForDisability,
}
