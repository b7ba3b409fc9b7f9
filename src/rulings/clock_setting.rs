//! A clock found wrongly set, or with an evident defect (2018/2023 6.10.1, 6.10.2; 2009/2014
//! 6.10a, 6.10b; 2001/2005 6.11 and, for the times after an irregularity, 6.14), and the rapid
//! and blitz appendices, after which the setting is no longer changed (2001/2005 B4, 2009/2014
//! A.4a, 2017/2018 A.4.1.1, 2023 A.5.1.1).
//!
//! The arbiter installs the correct setting and adjusts the times and the move counter by his
//! best judgement. The ruling's clocks are a proposal, said to be one: each side's time is
//! corrected by what the correct setting would have given that side after the moves it has
//! completed, less what the setting used gave (the missing increments credited; a period's
//! time added too early taken back).
use shakmaty::Color;

use super::Decision;
use super::board::{Board, Ruled};
use super::error::EventError;
use super::explain::{Explanation, side_cap};
use crate::clock::{Millis, PerMove, TimeControl};
use crate::i18n::Lang;

/// What a time control gives a player after `moves` completed moves: the time of every
/// period entered and the increment of each move. `None` with a delay, whose return depends on
/// the time each move took.
fn credit(tc: &TimeControl, moves: u32) -> Option<Millis> {
    let mut total = Millis::ZERO;
    for k in 0..=tc.period_after_moves(moves) {
        total = total + tc.base(k)?;
    }
    for i in 0..moves {
        match tc.per_move(tc.period_after_moves(i))? {
            PerMove::None => {}
            PerMove::Increment(inc) => total = total + inc,
            PerMove::SimpleDelay(_) | PerMove::Bronstein(_) => return None,
        }
    }
    Some(total)
}

/// Rapid and blitz under the appendix: once each player has made the edition's number of
/// moves, the clock setting is no longer changed. `None` when the arbiter corrects it.
fn too_late(b: &Board) -> Option<Ruled> {
    let limit = super::conduct::appendix_setup_limit_reached(b, b.game.moves_made().black)?;
    let ex = Explanation::text(
        format!(
            "O relógio estava regulado errado, mas no rápido e no relâmpago, depois de cada jogador ter feito {limit} lances, a regulagem do relógio não é mais alterada: a partida continua como está."
        ),
        format!(
            "The clock was set wrongly, but in rapid and blitz, once each player has made {limit} moves, the clock setting is no longer changed: the game goes on as it stands."
        ),
    );
    Some(b.ruling(
        Decision::PlayContinues,
        None,
        vec![b.rules.articles.rapid_clock_setting],
        ex,
        None,
    ))
}

/// The clock is found to have run under `used` instead of the incident's time control.
pub(super) fn setting_wrong(b: &mut Board, used: &TimeControl) -> Result<Ruled, EventError> {
    let correct = b
        .inc
        .time_control
        .clone()
        .ok_or(EventError::NoTimeControl)?;
    if let Some(r) = too_late(b) {
        return Ok(r);
    }
    let art = b.rules.articles.clock_setting_wrong;
    let mut ex = Explanation::text(
        "O relógio estava regulado errado: o árbitro para o relógio, instala a regulagem correta e ajusta os tempos e o contador de lances segundo o seu melhor julgamento.",
        "The clock was set wrongly: the arbiter stops it, installs the correct setting and adjusts the times and the move counter by his best judgement.",
    );
    let moves = b
        .clock
        .as_ref()
        .map(|c| [Color::White, Color::Black].map(|s| c.moves(s)));
    match moves {
        None => {}
        Some(moves) => {
            let mut done = Vec::new();
            for (side, m) in [Color::White, Color::Black].into_iter().zip(moves) {
                let (Some(right), Some(wrong), Some(left)) =
                    (credit(&correct, m), credit(used, m), b.remaining(side))
                else {
                    done.clear();
                    break;
                };
                done.push((side, left + right, wrong, left));
            }
            if done.is_empty() {
                ex = ex.and(
                    "Com tempo de espera (delay) não há como calcular a diferença: os tempos ficam como o relógio mostra, até o árbitro decidir.",
                    "With a delay the difference cannot be computed: the times stay as the clock shows them until the arbiter decides.",
                );
            }
            for (side, plus, minus, left) in done {
                let new = plus.saturating_sub(minus);
                b.set_time(side, new)?;
                let (pt, en) = if new >= left {
                    (
                        format!("recebem {}", new.saturating_sub(left)),
                        format!("gets {}", new.saturating_sub(left)),
                    )
                } else {
                    (
                        format!("perdem {}", left.saturating_sub(new)),
                        format!("loses {}", left.saturating_sub(new)),
                    )
                };
                ex = ex.and(
                    format!("{} {pt}: o que a regulagem correta teria dado depois dos seus lances, menos o que a regulagem usada deu.", side_cap(side, Lang::Pt)),
                    format!("{} {en}: what the correct setting would have given after its moves, less what the setting used gave.", side_cap(side, Lang::En)),
                );
            }
            ex = ex.interpretation(
                "os valores são uma proposta para o julgamento do árbitro, que a Lei deixa a ele: a diferença entre as duas regulagens depois dos lances feitos.",
                "the amounts are a proposal for the arbiter's judgement, which the Laws leave to him: the difference between the two settings after the moves made.",
            );
        }
    }
    Ok(b.ruling(Decision::ClockCorrected, None, vec![art], ex, None))
}

/// The clock shows an evident defect: it is replaced, the times set by best judgement (the
/// times it last showed, unless the arbiter knows better).
pub(super) fn defect(b: &Board) -> Ruled {
    let ex = Explanation::text(
        "O relógio tem um defeito evidente: o árbitro o substitui e estabelece os tempos do novo relógio segundo o seu melhor julgamento; os tempos propostos são os que o relógio mostrava.",
        "The clock has an evident defect: the arbiter replaces it and sets the times on the new clock by his best judgement; the times proposed are those the clock was showing.",
    );
    b.ruling(
        Decision::ClockCorrected,
        None,
        vec![b.rules.articles.clock_defect],
        ex,
        None,
    )
}
