//! [`EventError`]: an event that cannot happen on the board as it stands (impossible input).
//!
//! An illegal move at the board is a ruling, not an error; an `EventError` means the incident
//! describes something that cannot be (touching an empty square, a claim by the wrong player,
//! any event after the game ended). It is rendered to words only at the border: `rule` turns it
//! into an [`IncidentError`](crate::incident::IncidentError) naming the event (`events[3]`).
use std::fmt;

use shakmaty::{Color, Square};

use crate::clock::{ClockError, Millis};
use crate::game::GameError;
use crate::i18n::{Lang, side_name};

/// What the event needed the board to hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    Touch,
    Adjust,
    Move,
}

/// Which claim was made by the wrong player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimFamily {
    /// Threefold repetition or the 50-move rule.
    Draw,
    /// Quickplay finish, or the request for an increment.
    QuickplayFinish,
}

/// Which claim against an act was made by the act's author.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnActClaim {
    TouchMove,
    IllegalMove,
}

/// Why an event cannot happen here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventError {
    /// The incident was closed without a result (the game restarted or annulled, the claim
    /// referred or left to the arbiter): no event can follow. After a game that ended with a
    /// result, a later event is a ruling (`result_stands`), not an error.
    GameEnded,
    /// The game is adjourned and the event is not one that can happen then.
    Adjourned,
    /// A resumption with no adjourned game.
    NotAdjourned,
    /// No piece stands on the square.
    NoPiece { square: Square, act: Act },
    /// A move by the side that does not have the move.
    NotTheMove(Color),
    /// A move of a piece of the other colour.
    NotTheMoversPiece(Square),
    /// A release by the player who does not have the move.
    ReleaseOutOfTurn,
    /// A release with no piece of the player to move in hand.
    NothingInHand(Square),
    /// A move at the board after an illegal move was completed and before it was ruled on.
    IllegalMovePending,
    /// An event that cannot be ruled while the board holds an illegal position (only touches,
    /// moves and presses by the player to move, an illegal-move claim or the arbiter's look,
    /// time passing, draw offers and resignation can), or a move on it that leaves no board at
    /// all (a king taken off).
    IllegalBoard,
    /// A promotion piece of the other colour.
    PromotionPieceColour,
    /// Accepting a draw nobody offered.
    NoDrawOffer(Color),
    /// A claim that only the player having the move can make, made by the other.
    ClaimOutOfTurn(ClaimFamily),
    /// The arbiter postponing the increment request (he grants it or not).
    IncrementPostponed,
    /// A sealed move written by the player who does not have the move.
    SealOutOfTurn,
    /// A touch-move or illegal-move claim "by" the player who committed the act: the claim is
    /// the opponent's, or the arbiter's (the contract's "who acts").
    ClaimOwnAct { kind: OwnActClaim, by: Color },
    /// A flag reported down on a clock that still shows time.
    FlagWithTime { side: Color, left: Millis },
    /// A device found without saying whose it is.
    DeviceWithoutOwner,
    /// The game resumed (or the envelope lost) when the player told to seal wrote no move and
    /// made none on the board: there is no envelope to open.
    NothingSealed,
    /// The arbiter's decision at a flag fall decides a postponed quickplay-finish claim by the
    /// player whose flag fell, and there is none.
    NoPostponedClaim(Color),
    /// A clock setting found wrong in an incident that does not say what the setting should
    /// have been.
    NoTimeControl,
    /// The arbiter sets a signed result aside for the result the game reached, and the game
    /// has not ended on the board.
    NoResultReached,
    /// Pieces knocked over without saying by whom.
    KnockedOverWithoutPlayer,
    /// A player not recording in standard play, in an incident without clocks: the five-minute
    /// exemption (8.4) cannot be judged.
    ClocksNeededForExemption,
    /// A piece left in its securing hole (`taken_out: false`) by a player who is not the
    /// visually disabled one: only the special board has securing holes.
    NotVisuallyDisabled(Color),
    /// The boards compared with no completed move to compare them after.
    NoMoveToCompare,
    /// The clock refused the operation.
    Clock(ClockError),
    /// The game refused a move.
    Game(GameError),
}

impl fmt::Display for EventError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EventError::GameEnded => f.write_str("the incident was closed without a result: no event can follow"),
            EventError::Adjourned => f.write_str(
                "the game is adjourned: only the sealing (with, until the sealer stops his clock, his move at the board), time passing, resumption, a draw offer and its answer or a resignation can follow",
            ),
            EventError::NotAdjourned => {
                f.write_str("no game was adjourned: there is nothing to resume")
            }
            EventError::NoPiece { square, act } => {
                let verb = match act {
                    Act::Touch => "touch",
                    Act::Adjust => "adjust",
                    Act::Move => "move",
                };
                write!(f, "there is no piece on {square} to {verb}")
            }
            EventError::NotTheMove(side) => {
                write!(f, "it is not {}'s move", side_name(*side, Lang::En))
            }
            EventError::NotTheMoversPiece(square) => {
                write!(f, "the piece on {square} is not the mover's")
            }
            EventError::ReleaseOutOfTurn => {
                f.write_str("only the player having the move releases a piece on the board")
            }
            EventError::NothingInHand(square) => write!(
                f,
                "no piece of the player to move was touched before the release on {square}"
            ),
            EventError::IllegalMovePending => f.write_str(
                "an illegal move was completed and not ruled on: a move cannot be played in that position",
            ),
            EventError::IllegalBoard => f.write_str(
                "the board holds an illegal position: only touching, moving and pressing the clock by the player to move (a move, not taking a king), an illegal-move claim or the arbiter's look, time passing, a draw offer and its answer or a resignation can follow",
            ),
            EventError::PromotionPieceColour => {
                f.write_str("the new piece must be of the promoting player's colour")
            }
            EventError::NoDrawOffer(side) => {
                write!(f, "{} has no draw offer to accept", side_name(*side, Lang::En))
            }
            EventError::ClaimOutOfTurn(ClaimFamily::Draw) => f.write_str(
                "a threefold or fifty-move claim is made by the player having the move",
            ),
            EventError::ClaimOutOfTurn(ClaimFamily::QuickplayFinish) => {
                f.write_str("a quickplay-finish claim is made by the player having the move")
            }
            EventError::IncrementPostponed => {
                f.write_str("the increment request is granted or not; it cannot be postponed")
            }
            EventError::SealOutOfTurn => {
                f.write_str("the sealed move is written by the player having the move")
            }
            EventError::DeviceWithoutOwner => {
                f.write_str("a device found needs `by`: the player it belongs to")
            }
            EventError::ClaimOwnAct { kind, by } => {
                let what = match kind {
                    OwnActClaim::TouchMove => "a touch-move",
                    OwnActClaim::IllegalMove => "an illegal-move",
                };
                write!(
                    f,
                    "{} committed the act: {what} claim is made by the opponent (or the arbiter intervenes), not by its author",
                    side_name(*by, Lang::En)
                )
            }
            EventError::FlagWithTime { side, left } => write!(
                f,
                "{}'s clock still shows {left}: a flag falls only when the time is used up",
                side_name(*side, Lang::En)
            ),
            EventError::NothingSealed => f.write_str(
                "no sealed move was written or made on the board: there is no envelope to open",
            ),
            EventError::NoPostponedClaim(side) => write!(
                f,
                "arbiter_decision at a flag fall decides a postponed quickplay-finish claim by the player whose flag fell, and {} has none",
                side_name(*side, Lang::En)
            ),
            EventError::NoTimeControl => f.write_str(
                "a wrong clock setting needs the correct one: give the incident's time_control",
            ),
            EventError::NoResultReached => f.write_str(
                "the arbiter sets a signed result aside for the result the game reached, and this game had not ended",
            ),
            EventError::KnockedOverWithoutPlayer => {
                f.write_str("pieces knocked over need `by`: the player who knocked them over")
            }
            EventError::ClocksNeededForExemption => f.write_str(
                "whether he must record depends on his clock (8.4: less than five minutes): give the incident's clocks",
            ),
            EventError::NotVisuallyDisabled(side) => write!(
                f,
                "{} plays on a normal board, without securing holes: only the visually disabled player's touch can leave a piece in its hole",
                side_name(*side, Lang::En)
            ),
            EventError::NoMoveToCompare => f.write_str(
                "the boards are compared after the last completed move, and there is none to compare (none made, or it was already ruled on)",
            ),
            EventError::Clock(e) => e.fmt(f),
            EventError::Game(e) => e.fmt(f),
        }
    }
}

impl EventError {
    /// The event's field the error is about, when it is one field (`by`, `flag_fall`): the
    /// error line then names `events[i].field`.
    pub fn field(&self) -> Option<&'static str> {
        match self {
            EventError::ClaimOwnAct { .. } => Some("by"),
            EventError::FlagWithTime { .. } => Some("flag_fall"),
            EventError::ClocksNeededForExemption => Some("not_recording"),
            EventError::NotVisuallyDisabled(_) => Some("taken_out"),
            _ => None,
        }
    }
}

impl std::error::Error for EventError {}

impl From<ClockError> for EventError {
    fn from(e: ClockError) -> EventError {
        EventError::Clock(e)
    }
}

impl From<GameError> for EventError {
    fn from(e: GameError) -> EventError {
        EventError::Game(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The messages the contract's users see (tests/cli.rs pins several): one line each.
    #[test]
    fn messages_are_one_line_and_name_what_is_wrong() {
        let cases = [
            (
                EventError::NoPiece {
                    square: Square::E4,
                    act: Act::Touch,
                },
                "there is no piece on e4 to touch",
            ),
            (
                EventError::NotTheMove(Color::Black),
                "it is not Black's move",
            ),
            (
                EventError::NoDrawOffer(Color::White),
                "White has no draw offer to accept",
            ),
            (
                EventError::GameEnded,
                "the incident was closed without a result: no event can follow",
            ),
            (
                EventError::ClaimOutOfTurn(ClaimFamily::Draw),
                "a threefold or fifty-move claim is made by the player having the move",
            ),
        ];
        for (e, text) in cases {
            assert_eq!(e.to_string(), text);
        }
        for e in [EventError::Adjourned, EventError::IllegalMovePending] {
            assert!(!e.to_string().contains('\n'));
        }
    }
}
