use std::fmt;

/// The kind of ruling: the closed list of `decision` codes of the contract.
///
/// How claims map to decisions:
/// * draw claims (`threefold`, `fifty_moves`, `quickplay_finish`, `quickplay_increment`) give
///   [`ClaimCorrect`](Decision::ClaimCorrect), [`ClaimIncorrect`](Decision::ClaimIncorrect),
///   [`ClaimNotAllowed`](Decision::ClaimNotAllowed), [`ClaimPostponed`](Decision::ClaimPostponed)
///   or [`ReferredToArbiter`](Decision::ReferredToArbiter);
/// * other claims (`touch_move`, `illegal_move`, `flag`) give, when upheld, the consequence
///   (`touch_move_obligation`, `illegal_move_penalised`, `game_lost`, `game_drawn`,
///   `arbiter_judgement_required`) with `claim: "correct"`, and otherwise `claim_incorrect` or
///   `claim_not_allowed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Decision {
    /// The next move of the side to move is constrained (touch-move, replacement of an illegal
    /// move, a written or sealed move): `allowed_moves` lists the legal moves that satisfy it.
    TouchMoveObligation,
    /// The act imposes nothing (an adjustment, a touched piece that cannot move): any legal move.
    NoObligation,
    /// The move on the board is made and stands (a released piece, an unclaimed illegal move).
    MoveStands,
    /// An illegal move: the position is restored, the penalty applied, play goes on.
    IllegalMovePenalised,
    /// The game is lost by one side (`result` says who).
    GameLost,
    /// The game is drawn (dead position, fivefold, 75 moves, flag with no mating chance…).
    GameDrawn,
    /// The game is won by checkmate or ends by agreement or resignation as played.
    GameOver,
    /// A draw claim is upheld.
    ClaimCorrect,
    /// A claim is rejected, with the edition's clock consequences.
    ClaimIncorrect,
    /// The claimant has no right to claim now (the right was lost, too much time left…).
    ClaimNotAllowed,
    /// Quickplay finish: the decision waits until a flag falls.
    ClaimPostponed,
    /// The analysis could not decide within its budget, or the Laws leave it to the arbiter.
    ArbiterJudgementRequired,
    /// No arbiter present: the game stops and the claim goes to an arbiter.
    ReferredToArbiter,
    /// Nothing to penalise: play goes on (clocks as computed).
    PlayContinues,
    /// Displaced pieces or a wrongly oriented board are set right; play goes on.
    PositionCorrected,
    /// The game is started again (wrong initial position, colours reversed early).
    GameRestarted,
    /// The game is annulled and replayed (a lost envelope and no reconstructable position).
    GameAnnulled,
    /// No fixed penalty in this edition: the arbiter may penalise at discretion (12.9 / 13.4).
    PenaltyAtDiscretion,
    /// The game had already ended (checkmate, stalemate, dead position, fivefold, 75 moves,
    /// resignation, agreement, a flag…): the event is void and the result stands.
    ResultStands,
    /// A clock found wrongly set, or defective: the arbiter installs the correct setting (or
    /// replaces the clock) and sets the times by his best judgement; `clocks` is the proposal.
    ClockCorrected,
    /// Both players signed the scoresheets with this result: it stands, even if incorrect,
    /// unless the arbiter decides otherwise (8.7).
    ResultSigned,
    /// A player who must keep score has fallen behind more than the Laws allow (8.1 / 8.1.1,
    /// 8.1.3): he brings his scoresheet up to date before he makes another move, and the
    /// arbiter may penalise him (13.4 / 12.9).
    ScoresheetUpdateRequired,
    /// A player unable to keep score (8.1 / 8.1.6): the arbiter adjusts his clock by an amount
    /// he judges equitable (2001: deducts it at the start); `clocks` is left as it was, the
    /// amount being the arbiter's.
    ClockAdjusted,
}

impl Decision {
    pub const ALL: [Decision; 23] = [
        Decision::TouchMoveObligation,
        Decision::NoObligation,
        Decision::MoveStands,
        Decision::IllegalMovePenalised,
        Decision::GameLost,
        Decision::GameDrawn,
        Decision::GameOver,
        Decision::ClaimCorrect,
        Decision::ClaimIncorrect,
        Decision::ClaimNotAllowed,
        Decision::ClaimPostponed,
        Decision::ArbiterJudgementRequired,
        Decision::ReferredToArbiter,
        Decision::PlayContinues,
        Decision::PositionCorrected,
        Decision::GameRestarted,
        Decision::GameAnnulled,
        Decision::PenaltyAtDiscretion,
        Decision::ResultStands,
        Decision::ClockCorrected,
        Decision::ResultSigned,
        Decision::ScoresheetUpdateRequired,
        Decision::ClockAdjusted,
    ];

    pub const fn code(self) -> &'static str {
        match self {
            Decision::TouchMoveObligation => "touch_move_obligation",
            Decision::NoObligation => "no_obligation",
            Decision::MoveStands => "move_stands",
            Decision::IllegalMovePenalised => "illegal_move_penalised",
            Decision::GameLost => "game_lost",
            Decision::GameDrawn => "game_drawn",
            Decision::GameOver => "game_over",
            Decision::ClaimCorrect => "claim_correct",
            Decision::ClaimIncorrect => "claim_incorrect",
            Decision::ClaimNotAllowed => "claim_not_allowed",
            Decision::ClaimPostponed => "claim_postponed",
            Decision::ArbiterJudgementRequired => "arbiter_judgement_required",
            Decision::ReferredToArbiter => "referred_to_arbiter",
            Decision::PlayContinues => "play_continues",
            Decision::PositionCorrected => "position_corrected",
            Decision::GameRestarted => "game_restarted",
            Decision::GameAnnulled => "game_annulled",
            Decision::PenaltyAtDiscretion => "penalty_at_discretion",
            Decision::ResultStands => "result_stands",
            Decision::ClockCorrected => "clock_corrected",
            Decision::ResultSigned => "result_signed",
            Decision::ScoresheetUpdateRequired => "scoresheet_update_required",
            Decision::ClockAdjusted => "clock_adjusted",
        }
    }

    /// The decision's name for people, in both languages.
    pub fn label(self) -> crate::i18n::Bilingual {
        let (pt, en) = match self {
            Decision::TouchMoveObligation => {
                ("obrigação de jogar a peça tocada", "touch-move obligation")
            }
            Decision::NoObligation => (
                "nenhuma obrigação: qualquer lance legal",
                "no obligation: any legal move",
            ),
            Decision::MoveStands => ("o lance feito permanece", "the move made stands"),
            Decision::IllegalMovePenalised => ("lance ilegal penalizado", "illegal move penalised"),
            Decision::GameLost => ("partida perdida", "game lost"),
            Decision::GameDrawn => ("partida empatada", "game drawn"),
            Decision::GameOver => ("fim de partida", "game over"),
            Decision::ClaimCorrect => ("reclamação correta", "claim correct"),
            Decision::ClaimIncorrect => ("reclamação incorreta", "claim incorrect"),
            Decision::ClaimNotAllowed => ("reclamação não permitida", "claim not allowed"),
            Decision::ClaimPostponed => ("decisão adiada", "decision postponed"),
            Decision::ArbiterJudgementRequired => {
                ("cabe ao árbitro julgar", "for the arbiter to judge")
            }
            Decision::ReferredToArbiter => ("encaminhada a um árbitro", "referred to an arbiter"),
            Decision::PlayContinues => ("a partida continua", "play continues"),
            Decision::PositionCorrected => ("posição corrigida", "position corrected"),
            Decision::GameRestarted => ("partida reiniciada", "game restarted"),
            Decision::GameAnnulled => ("partida anulada", "game annulled"),
            Decision::PenaltyAtDiscretion => (
                "penalidade a critério do árbitro",
                "penalty at the arbiter's discretion",
            ),
            Decision::ResultStands => (
                "a partida já tinha terminado: o resultado permanece",
                "the game had already ended: the result stands",
            ),
            Decision::ClockCorrected => (
                "relógio corrigido pelo árbitro",
                "clock put right by the arbiter",
            ),
            Decision::ResultSigned => ("resultado assinado: permanece", "result signed: it stands"),
            Decision::ScoresheetUpdateRequired => (
                "o jogador deve atualizar a planilha",
                "the player must bring his scoresheet up to date",
            ),
            Decision::ClockAdjusted => (
                "o árbitro ajusta o relógio do jogador",
                "the arbiter adjusts the player's clock",
            ),
        };
        crate::i18n::Bilingual::new(pt, en)
    }

    pub fn from_code(code: &str) -> Option<Decision> {
        Decision::ALL.into_iter().find(|d| d.code() == code)
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for d in Decision::ALL {
            assert_eq!(Decision::from_code(d.code()), Some(d));
            assert!(seen.insert(d.code()), "{d:?} repeats a code");
        }
        assert_eq!(Decision::from_code("nonsense"), None);
    }
}
