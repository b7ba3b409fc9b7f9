//! Flag fall (Art. 6.9, both flags 6.11/6.12/III.3.1, rapid and blitz appendices): the player
//! whose flag fell loses, unless the opponent cannot checkmate by any series of legal moves.
use shakmaty::Color;

use super::board::{Board, Ruled};
use super::error::EventError;
use super::explain::{Explanation, side, side_cap};
use super::{Citation, ClaimVerdict, Decision, quickplay};
use crate::analysis::CanMate;
use crate::i18n::Lang;
use crate::incident::{Claimant, FallenFlag};
use crate::laws::{BothFlagsRule, FlagCalling, TimeClass};

/// Who makes a fallen flag count in this game.
fn flag_calling(b: &Board) -> FlagCalling {
    match b.class() {
        TimeClass::Standard => FlagCalling::CompetitionRules,
        _ => *b.rules.clock.rapid_blitz_flag.get(b.inc.supervision),
    }
}

/// The articles of a flag ruling: Article 6 alone where the Competition Rules govern;
/// otherwise the appendix clause first — the arbiter's call (`called`) or the player's claim —
/// behind, in blitz from 2014, the blitz article that sends the game to the rapid one (B.3
/// 2014; B.4 2017/2018; B.3 2023: "as in Article A.2 and A.4" / "A.2, A.3 and A.5").
fn flag_articles(b: &Board, called: bool) -> Vec<&'static str> {
    let a = &b.rules.articles;
    let appendix = match flag_calling(b) {
        FlagCalling::CompetitionRules => return vec![a.flag_fall],
        FlagCalling::ArbiterCalls if called => a.rapid_flag_called.unwrap_or(a.rapid_flag),
        FlagCalling::ArbiterCalls | FlagCalling::ClaimOnly => a.rapid_flag_claim,
    };
    let link = (b.class() == TimeClass::Blitz && b.rules.illegal_moves.blitz_via_rapid_appendix)
        .then_some(a.blitz_illegal_move);
    link.into_iter().chain([appendix, a.flag_fall]).collect()
}

/// Whether the time control runs in delay mode (simple or Bronstein) in any period.
fn time_control_has_delay(b: &Board) -> bool {
    b.inc
        .time_control
        .as_ref()
        .is_some_and(|tc| tc.periods().iter().any(|p| p.per_move.is_delay()))
}

/// The article of the time control the clocks run under: the delay mode (6.2b / 6.3b /
/// 6.3.2) or moves in a period and time per move (6.2a / 6.3a / 6.3.1, which also covers
/// sudden death and a game given without a time control).
fn time_control_article(b: &Board) -> Citation {
    let a = &b.rules.articles;
    if time_control_has_delay(b) {
        a.clock_delay
    } else {
        a.clock_periods
    }
}

/// The article that defines the game's time class: the rapid or the blitz definition (B1 /
/// C1 in 2001 and 2005, A.1 / B.1 from 2009; editions.md §7.1). Standard play is what lies
/// above the rapid definition's limit, so a standard game cites the rapid definition.
fn time_class_article(b: &Board) -> Citation {
    let a = &b.rules.articles;
    match b.class() {
        TimeClass::Blitz => a.blitz_definition,
        TimeClass::Rapid | TimeClass::Standard => a.rapid_definition,
    }
}

/// Whether Guidelines III (and so III.3.1 on both flags) apply to this game: announced in
/// advance, no increment or delay, not blitz (III.2.1, III.2.2; decisions.md 16).
fn guidelines_iii_apply(b: &Board) -> bool {
    let per_move = b
        .inc
        .time_control
        .as_ref()
        .is_some_and(|tc| tc.has_per_move_time());
    b.rules
        .quickplay_finish
        .applies(b.class(), per_move, b.inc.quickplay_finish)
}

/// A flag down. `observed` when it is seen (a `flag_fall` event, or the arbiter asked to rule
/// on the board as it stands); a flag that a `wait` ran down counts only once it is observed
/// or claimed (6.8), so its ruling is pending: the answer if nothing follows. The arbiter rules
/// where he calls flags; otherwise the flag counts only on a claim.
pub(super) fn seen(b: &mut Board, side: Color, observed: bool) -> Option<Ruled> {
    b.flags_down[side] = true;
    // A move already made that ended the game (mate, stalemate, dead position…) came first.
    if let Some(r) = b.made_move_ending_game() {
        return Some(r);
    }
    // A position on the board that ends the game by itself (a dead position above all)
    // came before the flag too — where the flag counts without a claim.
    if (b.flags_down[!side] || flag_calling(b) != FlagCalling::ClaimOnly)
        && let Some(r) = b.automatic_end_after(Explanation::ended_before_the_flag())
    {
        return Some(r);
    }
    let pending = |r: Ruled| if observed { r } else { r.pending() };
    if b.flags_down[!side] {
        return Some(pending(both_flags_ruling(b, None)));
    }
    match flag_calling(b) {
        FlagCalling::CompetitionRules | FlagCalling::ArbiterCalls => {
            Some(pending(flag_ruling(b, side, None)))
        }
        FlagCalling::ClaimOnly => None,
    }
}

/// The events end with a flag down that nobody observed or claimed: the arbiter, asked to
/// rule on the board as it stands, observes it (6.8), where he calls flags.
pub(super) fn observed_now(b: &mut Board) -> Option<Ruled> {
    let down = Color::ALL.into_iter().find(|&c| b.flags_down[c])?;
    if flag_calling(b) == FlagCalling::ClaimOnly && !b.flags_down[!down] {
        return None;
    }
    seen(b, down, true)
}

/// A `flag_fall` event: the clock shows zero for that side (or both).
pub(super) fn fall(b: &mut Board, flag: FallenFlag) -> Result<Option<Ruled>, EventError> {
    // A flag falls when the time is used up: one reported on a clock that shows time
    // contradicts the clocks given.
    if let Some(clock) = &b.clock {
        let sides: &[Color] = match flag {
            FallenFlag::Side(side) => &[side],
            FallenFlag::Both => &Color::ALL,
        };
        for &side in sides {
            let left = clock.remaining(side, b.now);
            if left.0 > 0 {
                return Err(EventError::FlagWithTime { side, left });
            }
        }
    }
    match flag {
        FallenFlag::Side(side) => {
            b.set_time(side, crate::clock::Millis::ZERO)?;
            Ok(seen(b, side, true))
        }
        FallenFlag::Both => {
            for c in Color::ALL {
                b.set_time(c, crate::clock::Millis::ZERO)?;
            }
            b.flags_down = shakmaty::ByColor {
                white: true,
                black: true,
            };
            Ok(Some(both_flags_ruling(b, None)))
        }
    }
}

/// A claim that the opponent's flag has fallen (or the arbiter calling it).
pub(super) fn claim(b: &mut Board, by: Option<Claimant>) -> Ruled {
    // Read the clock: a flag is down when the time shows zero.
    if let Some(clock) = &b.clock {
        for c in Color::ALL {
            if clock.remaining(c, b.now).0 == 0 {
                b.flags_down[c] = true;
            }
        }
    }
    let verdict = match by {
        Some(Claimant::Arbiter) => None,
        _ => Some(ClaimVerdict::Correct),
    };
    // A move made on the board that ended the game came before the claim (6.9: the loss on
    // time does not apply where the game has ended by Article 5).
    if let Some(mut r) = b.made_move_ending_game() {
        r.ruling.claim = verdict.map(|_| ClaimVerdict::Incorrect);
        return r;
    }
    // So did a position already on the board that ends the game by itself (a dead position
    // above all: 5.2b / 5.2.2 end the game at once, before any flag falls).
    if let Some(mut r) = b.automatic_end_after(Explanation::ended_before_the_flag()) {
        r.ruling.claim = verdict.map(|_| ClaimVerdict::Incorrect);
        return r;
    }
    let flagged = match by {
        Some(Claimant::Player(claimant)) => Some(!claimant),
        _ => Color::ALL.into_iter().find(|&c| b.flags_down[c]),
    };
    let a = &b.rules.articles;
    if b.flags_down.white && b.flags_down.black {
        return both_flags_ruling(b, verdict);
    }
    match flagged {
        // Where only a player's claim makes a flag count (the rapid and blitz appendices
        // until 2009, without adequate supervision), the arbiter must not signal it.
        Some(_)
            if by == Some(Claimant::Arbiter)
                && b.class() != TimeClass::Standard
                && flag_calling(b) == FlagCalling::ClaimOnly =>
        {
            let ex = Explanation::text(
                "Nesta modalidade a seta só conta como caída quando um jogador reclama, e o árbitro deve abster-se de apontá-la: a partida continua.",
                "In this kind of game a flag counts as fallen only when a player claims it, and the arbiter must refrain from pointing it out: play continues.",
            );
            b.ruling(Decision::PlayContinues, None, vec![a.rapid_flag], ex, None)
        }
        Some(f) if b.flags_down[f] => flag_ruling(b, f, verdict),
        _ => {
            let ex = Explanation::text(
                "A seta do adversário não caiu: o relógio ainda mostra tempo. A reclamação não procede, e a partida continua.",
                "The opponent's flag has not fallen: the clock still shows time. The claim is not upheld, and play continues.",
            );
            let verdict = verdict.map(|_| ClaimVerdict::Incorrect);
            let decision = if verdict.is_some() {
                Decision::ClaimIncorrect
            } else {
                Decision::PlayContinues
            };
            b.ruling(decision, verdict, vec![a.flag_fall], ex, None)
        }
    }
}

/// `flagged` ran out of time: he loses, unless the opponent cannot mate.
pub(super) fn flag_ruling(b: &mut Board, flagged: Color, verdict: Option<ClaimVerdict>) -> Ruled {
    if let Some(r) = quickplay::postponed_quickplay_on_flag(b, flagged, verdict) {
        return r;
    }
    let opponent = !flagged;
    let articles = flag_articles(b, verdict.is_none());
    let fell = Explanation::text(
        format!(
            "A seta {} caiu: o tempo acabou antes de completarem os lances exigidos.",
            match flagged {
                Color::White => "das brancas",
                Color::Black => "das pretas",
            }
        ),
        format!(
            "{}'s flag has fallen: the time ran out before the required moves were made.",
            side_cap(flagged, Lang::En)
        ),
    );
    match b.can_mate(opponent) {
        CanMate::Yes { .. } => {
            let ex = fell.and(
                format!("{} ainda podem dar mate com alguma sequência de lances legais, então {} perdem a partida.", side_cap(opponent, Lang::Pt), side(flagged, Lang::Pt)),
                format!("{} can still checkmate by some series of legal moves, so {} loses the game.", side_cap(opponent, Lang::En), side(flagged, Lang::En)),
            );
            b.ruling(Decision::GameLost, verdict, articles, ex, None)
                .won_by(opponent)
        }
        CanMate::No => {
            let ex = fell.and(
                format!("Mas {} não conseguem dar mate com nenhuma sequência de lances legais: a partida termina empatada.", side(opponent, Lang::Pt)),
                format!("But {} cannot checkmate by any series of legal moves: the game is drawn.", side(opponent, Lang::En)),
            );
            b.ruling(Decision::GameDrawn, verdict, articles, ex, None)
                .drawn()
        }
        CanMate::Undetermined => {
            let ex = fell.and(
                "O resultado depende de o adversário ainda poder dar mate; a análise não decidiu isso dentro do limite, e o árbitro deve julgar.",
                "The result depends on whether the opponent can still mate; the analysis could not decide that within its limit, and the arbiter must judge.",
            );
            b.ruling(
                Decision::ArbiterJudgementRequired,
                verdict,
                articles,
                ex,
                None,
            )
            .closes()
        }
    }
}

/// Whether the game is in its last period (where both flags draw).
fn in_last_period(b: &Board) -> bool {
    if let Some(c) = &b.clock {
        return Color::ALL
            .into_iter()
            .all(|s| c.control().is_last_period(c.period(s)));
    }
    // No clock given: the period each side's moves reach under the time control.
    let Some(tc) = &b.inc.time_control else {
        return true;
    };
    let made = b.game.moves_made();
    Color::ALL
        .into_iter()
        .all(|s| tc.is_last_period(tc.period_after_moves(made[s])))
}

/// Both flags down and it cannot be known which fell first.
pub(super) fn both_flags_ruling(b: &Board, verdict: Option<ClaimVerdict>) -> Ruled {
    let a = &b.rules.articles;
    let rule = *b.rules.clock.both_flags.get(b.class());
    // The rapid and blitz appendices' own clause (until 2009), else Article 6's draw clause.
    let draw_art = match (b.class(), rule) {
        (TimeClass::Standard, _) => a.both_flags,
        (_, BothFlagsRule::Draw) => a.rapid_both_flags.unwrap_or(a.both_flags),
        _ => a.both_flags,
    };
    let continue_art = a.both_flags_continue;
    let last = in_last_period(b);
    let both = Explanation::text(
        "As duas setas caíram e não é possível saber qual caiu primeiro.",
        "Both flags have fallen and it cannot be known which fell first.",
    );
    let draw = |b: &Board, ex: Explanation| {
        b.ruling(Decision::GameDrawn, verdict, vec![draw_art], ex, None)
            .drawn()
    };
    let go_on = |arb: &Board, ex: Explanation| {
        arb.ruling(
            Decision::PlayContinues,
            verdict.map(|_| ClaimVerdict::Incorrect),
            vec![continue_art],
            ex,
            None,
        )
    };
    match rule {
        BothFlagsRule::Draw => draw(
            b,
            both.and(
                "Nesta modalidade isso é empate.",
                "In this kind of game that is a draw.",
            ),
        ),
        BothFlagsRule::DrawInLastPeriod | BothFlagsRule::ContinueExceptQuickplayFinish if last => {
            let ex = both.and(
                "Como isso aconteceu no último período (o final acelerado), a partida termina empatada.",
                "Since it happened in the last period (the quickplay finish), the game is drawn.",
            );
            draw(b, ex)
        }
        BothFlagsRule::DrawInLastPeriod | BothFlagsRule::ContinueExceptQuickplayFinish => {
            let ex = both.and(
                "Fora do último período a partida continua: o árbitro confere a contagem de lances e acerta os relógios.",
                "Outside the last period the game continues: the arbiter checks the move count and sets the clocks.",
            );
            go_on(b, ex)
        }
        BothFlagsRule::GuidelinesIiiIfAnnounced if guidelines_iii_apply(b) => {
            if last {
                let art = a.both_flags;
                let ex = both.and(
                    "O evento anunciou as Diretrizes III; no último período isso é empate.",
                    "The event announced Guidelines III; in the last period that is a draw.",
                );
                b.ruling(Decision::GameDrawn, verdict, vec![art], ex, None)
                    .drawn()
            } else {
                let ex = both.and(
                    "O evento anunciou as Diretrizes III; fora do último período a partida continua.",
                    "The event announced Guidelines III; outside the last period the game continues.",
                );
                b.ruling(
                    Decision::PlayContinues,
                    verdict.map(|_| ClaimVerdict::Incorrect),
                    vec![continue_art],
                    ex,
                    None,
                )
            }
        }
        BothFlagsRule::GuidelinesIiiIfAnnounced => {
            let ex = both.and(
                "Nesta edição a regra das duas setas está nas Diretrizes III, que não se aplicam a esta partida (não foram anunciadas, ou há incremento ou atraso, ou é relâmpago); relógios digitais mostram qual caiu primeiro, e o árbitro deve julgar.",
                "In this edition the both-flags rule is in Guidelines III, which do not apply to this game (not announced, or there is an increment or delay, or it is blitz); digital clocks show which fell first, and the arbiter must judge.",
            );
            b.ruling(
                Decision::ArbiterJudgementRequired,
                verdict,
                vec![a.flag_fall],
                ex,
                None,
            )
            .closes()
        }
    }
}

/// A rapid or blitz flag down that only the opponent's claim can make count (B6 / B7 /
/// A.4d until 2009): nobody claimed, so play goes on; the arbiter must not signal it.
pub(super) fn unclaimed(b: &Board) -> Option<Ruled> {
    let flag_rule = *b.rules.clock.rapid_blitz_flag.get(b.inc.supervision);
    if b.class() == TimeClass::Standard
        || flag_rule != FlagCalling::ClaimOnly
        || !(b.flags_down.white || b.flags_down.black)
    {
        return None;
    }
    let ex = Explanation::text(
        "Uma seta caiu, mas nesta modalidade ela só conta se o adversário reclamar; o árbitro não deve apontá-la. Sem reclamação, a partida continua.",
        "A flag has fallen, but in this kind of game it counts only if the opponent claims; the arbiter must not point it out. With no claim, play continues.",
    );
    Some(b.ruling(
        Decision::PlayContinues,
        None,
        vec![b.rules.articles.rapid_flag],
        ex,
        None,
    ))
}

/// Nothing to rule: the game's time class (its definition) and the time control the clocks
/// run under (its article), as the drills README orders them.
pub(super) fn play_continues(b: &Board) -> Ruled {
    let ex = Explanation::play_continues_with(b.class(), time_control_has_delay(b));
    let arts = vec![time_class_article(b), time_control_article(b)];
    b.ruling(Decision::PlayContinues, None, arts, ex, None)
}
