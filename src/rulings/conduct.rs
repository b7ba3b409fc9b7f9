//! Draw offers, resignation, late arrival, devices and other irregularities (Art. 5, 6, 7,
//! 11/12).
use shakmaty::{ByColor, Color, Square};

use super::board::{Board, Rejection, Ruled};
use super::error::EventError;
use super::explain::{Explanation, side, side_cap};
use super::sealed::Sealing;
use super::{Decision, GameResult};
use crate::analysis::CanMate;
use crate::clock::Millis;
use crate::i18n::{Bilingual, Lang};
use crate::incident::IrregularityKind;
use crate::laws::{
    AdjustingRule, ColoursReversedRule, DeviceOpponentScore, LatenessFrom, ResignationRule,
    TimeClass,
};

/// `side` offers a draw. The offer stands (9.1.2.1); after two of his offers were rejected, a
/// further one is put to the arbiter as a possible distraction of the opponent.
pub(super) fn offer_draw(b: &mut Board, side: Color) -> Option<Ruled> {
    b.draw_offer = Some(side);
    b.offer_clause = None;
    b.offer_rejected = None;
    repeated_offer(b, side)
}

/// How many rejected offers make a further one a question for the arbiter. The Laws give no
/// number (11.5 / 12.6 / 12.5 name "unreasonable" offers); two rejections make the third offer
/// a repetition the arbiter is asked to judge.
const REJECTED_OFFERS_BEFORE_DISTRACTION: u32 = 2;

/// A draw offer repeated after the opponent rejected the earlier ones: unreasonable offers
/// distract or annoy the opponent (11.5; 12.6 2005/2009; 12.5 2001), an infraction the arbiter
/// penalises at his discretion (11.6 with 12.9; 12.7 / 12.6 with 13.4). The offer itself
/// stands: the opponent may still accept it.
fn repeated_offer(b: &Board, side: Color) -> Option<Ruled> {
    let rejected = b.offers_rejected[side];
    if rejected < REJECTED_OFFERS_BEFORE_DISTRACTION {
        return None;
    }
    let a = &b.rules.articles;
    let ex = Explanation::text(
        format!(
            "{} oferecem empate de novo, depois de {rejected} ofertas recusadas pelo adversário.",
            side_cap(side, Lang::Pt)
        ),
        format!(
            "{} offer a draw again, after the opponent rejected {rejected} offers.",
            side_cap(side, Lang::En)
        ),
    )
    .and(
        "As Leis proíbem distrair ou incomodar o adversário, inclusive com ofertas de empate sem cabimento; não fixam um número: cabe ao árbitro julgar se as ofertas repetidas são sem cabimento e, se forem, aplicar uma das penalidades previstas (normalmente uma advertência primeiro).",
        "The Laws forbid distracting or annoying the opponent, unreasonable draw offers included; they fix no number: the arbiter judges whether the repeated offers are unreasonable and, if they are, applies one of the penalties the Laws list (usually a warning first).",
    )
    .and(
        "A oferta em si é válida: o adversário ainda pode aceitá-la.",
        "The offer itself stands: the opponent may still accept it.",
    );
    let articles = vec![a.distraction, a.conduct_penalised, a.penalties];
    Some(b.ruling(Decision::PenaltyAtDiscretion, None, articles, ex, None))
}

pub(super) fn decline_draw(b: &mut Board, side: Color) {
    reject_offer(b, side, Rejection::Orally);
}

/// `side` rejects the opponent's standing draw offer (9.1.2.1; 9.1b1 2009/2014; 9.1a
/// 2001/2005): said so, or touched a piece with the intention of moving or capturing it.
pub(super) fn reject_offer(b: &mut Board, side: Color, how: Rejection) {
    if b.draw_offer == Some(!side) {
        b.draw_offer = None;
        b.offer_rejected = Some((!side, how));
        b.offers_rejected[!side] = b.offers_rejected[!side].saturating_add(1);
    }
}

/// An acceptance of an offer that was already rejected: it has no effect, and what the player
/// did at the board still binds him (the touch-move obligation, or any legal move).
fn acceptance_too_late(b: &Board, side: Color, how: Rejection) -> Ruled {
    let a = &b.rules.articles;
    let (pt, en) = match how {
        Rejection::Orally => (
            "A oferta de empate já tinha sido recusada: uma oferta recusada deixa de valer e não pode mais ser aceita.",
            "The draw offer had already been declined: a declined offer no longer stands and cannot be accepted any more.",
        ),
        Rejection::ByTouching => (
            "Ao tocar uma peça com a intenção de movê-la ou capturá-la, o jogador recusou a oferta de empate: ela deixou de valer e não pode mais ser aceita.",
            "By touching a piece with the intention of moving or capturing it, the player rejected the draw offer: it no longer stands and cannot be accepted any more.",
        ),
    };
    let mut r = if side == b.game.turn() && !b.turn.touched.is_empty() {
        let mut r = b.touch_ruling(None);
        let then = &r.ruling.explanation;
        r.ruling.explanation =
            Bilingual::new(format!("{pt} {}", then.pt), format!("{en} {}", then.en));
        r
    } else {
        let ex = Explanation::text(pt, en).and("A partida continua.", "Play continues.");
        b.ruling(Decision::PlayContinues, None, vec![], ex, None)
    };
    r.ruling.articles.insert(0, a.draw_offer.into());
    r
}

/// `side` accepts the opponent's draw offer; `sealing` when the game is adjourned.
pub(super) fn accept_draw(
    b: &mut Board,
    sealing: Option<&Sealing>,
    side: Color,
) -> Result<Ruled, EventError> {
    let a = &b.rules.articles;
    if b.draw_offer != Some(!side) {
        return match b.offer_rejected {
            Some((offerer, how)) if offerer == !side => Ok(acceptance_too_late(b, side, how)),
            _ => Err(EventError::NoDrawOffer(side)),
        };
    }
    if let Some(r) = agreement_against_regulations(b, side) {
        return Ok(r);
    }
    let art = a.draw_agreement;
    // Before the resumption of an adjourned game: an offer made after the sealing stands
    // until answered (A4 / I.4), and a draw agreed then concludes the game (A6 / I.6).
    if let Some(s) = sealing {
        let mut articles = vec![a.adjourned_game_concluded];
        if s.draw_offered {
            articles.insert(0, a.adjourned_draw_offer);
        }
        let ex = Explanation::text(
            format!(
                "{} aceitaram a oferta de empate antes do reinício da partida suspensa: a partida termina empatada.",
                side_cap(side, Lang::Pt)
            ),
            format!(
                "{} accepted the draw offer before the adjourned game was resumed: the game is drawn.",
                side_cap(side, Lang::En)
            ),
        );
        let ex = if s.draw_offered {
            ex.and(
                "A oferta feita depois do lance secreto valia até ser aceita ou recusada.",
                "The offer made after the sealed move stood until it was accepted or declined.",
            )
        } else {
            ex
        };
        return Ok(b
            .ruling(Decision::GameOver, None, articles, ex, None)
            .drawn());
    }
    if b.rules.draw_claims.draw_offers.agreement_needs_a_move_each && moves_made_by_both(b) == 0 {
        let ex = Explanation::text(
            "Nesta edição só há empate por acordo depois de cada jogador ter feito pelo menos um lance.",
            "In this edition a draw may be agreed only after each player has made at least one move.",
        );
        b.draw_offer = None;
        return Ok(b.ruling(Decision::PlayContinues, None, vec![art], ex, None));
    }
    // A claim that counted as an offer: the clause that makes it one, then the agreement.
    let mut articles = vec![art];
    let mut ex = Explanation::new();
    if let Some(clause) = b.offer_clause {
        articles.insert(0, clause);
        ex = ex.and(
            "A reclamação (ou o pedido) do adversário valia também como oferta de empate.",
            "The opponent's claim (or request) also counted as a draw offer.",
        );
    } else {
        // The offer stood until accepted (9.1a / 9.1b1 / 9.1.2.1): it cannot be withdrawn.
        articles.insert(0, a.draw_offer);
    }
    let mut ex = ex.and(
        format!(
            "{} aceitaram a oferta de empate: a partida termina empatada por acordo.",
            side_cap(side, Lang::Pt)
        ),
        format!(
            "{} accepted the draw offer: the game is drawn by agreement.",
            side_cap(side, Lang::En)
        ),
    );
    // Regulations forbidding the agreement, in an edition without the clause that lets them.
    if b.inc.draw_agreement.forbids(moves_made_by_both(b)) {
        ex = ex.and(
            "O regulamento do evento proíbe o empate por acordo, mas as Leis desta edição não têm a cláusula que permite ao regulamento proibi-lo: pelas Leis o acordo termina a partida; uma eventual sanção é assunto do regulamento.",
            "The event's regulations forbid agreed draws, but this edition's Laws have no clause letting regulations forbid them: by the Laws the agreement ends the game; any sanction is a matter for the regulations.",
        );
    }
    Ok(b.ruling(Decision::GameOver, None, articles, ex, None)
        .drawn())
}

/// An agreement the event's regulations forbid (`draw_agreement`): from 2009 the Laws let them
/// forbid it, before a number of moves or at all, without the arbiter's consent (9.1.1; 9.1a).
/// The agreement is then not one the regulations allow: the offer is spent, the game goes on,
/// and the arbiter may penalise (12.9 / 13.4) or apply the regulations' own sanction. Editions
/// without the clause (2001, 2005) let the agreement end the game (`None`; the agreement's
/// ruling then notes it).
fn agreement_against_regulations(b: &mut Board, side: Color) -> Option<Ruled> {
    let moves = moves_made_by_both(b);
    if !b.inc.draw_agreement.forbids(moves) {
        return None;
    }
    let a = &b.rules.articles;
    let clause = a.draw_offer_restriction?;
    let (pt, en) = match b.inc.draw_agreement {
        crate::incident::DrawAgreement::FromMove(n) => (
            format!("O regulamento do evento não permite empate por acordo antes de {n} lances de cada jogador sem o consentimento do árbitro, e cada um fez {moves}."),
            format!("The event's regulations do not allow a draw to be agreed before {n} moves by each player without the arbiter's consent, and each has made {moves}."),
        ),
        _ => (
            "O regulamento do evento não permite empate por acordo sem o consentimento do árbitro.".to_owned(),
            "The event's regulations do not allow a draw to be agreed without the arbiter's consent.".to_owned(),
        ),
    };
    let ex = Explanation::text(
        format!(
            "{} aceitaram a oferta de empate. {pt}",
            side_cap(side, Lang::Pt)
        ),
        format!(
            "{} accepted the draw offer. {en}",
            side_cap(side, Lang::En)
        ),
    )
    .and(
        "O acordo não vale: a partida continua, e o árbitro pode penalizar os jogadores com uma das penalidades previstas (ou a sanção que o regulamento fixar).",
        "The agreement has no effect: the game goes on, and the arbiter may penalise the players with one of the penalties the Laws list (or the sanction the regulations fix).",
    );
    b.draw_offer = None;
    b.offer_clause = None;
    Some(b.ruling(
        Decision::PenaltyAtDiscretion,
        None,
        vec![clause, a.penalties],
        ex,
        None,
    ))
}

/// Moves made by each player (Black moves second, so both have made as many as he has).
fn moves_made_by_both(b: &Board) -> u32 {
    b.game.moves_made().black
}

/// `resigner` resigns; `adjourned` when the game is adjourned.
pub(super) fn resign(b: &mut Board, adjourned: bool, resigner: Color) -> Ruled {
    let a = &b.rules.articles;
    let winner = !resigner;
    let mut base = Explanation::text(
        format!("{} abandonaram a partida.", side_cap(resigner, Lang::Pt)),
        format!("{} resigned the game.", side_cap(resigner, Lang::En)),
    );
    // Before the resumption of an adjourned game a resignation notified to the arbiter
    // concludes the game (A6 / I.6), which is cited first.
    let mut articles = vec![a.resignation];
    if adjourned {
        articles = vec![a.adjourned_game_concluded];
        base = base.and(
            "A partida estava suspensa: o abandono comunicado ao árbitro antes do reinício a encerra.",
            "The game was adjourned: a resignation notified to the arbiter before the resumption concludes it.",
        );
    }
    if b.rules.conduct.resignation == ResignationRule::DrawIfOpponentCannotMate {
        match b.can_mate(winner) {
            CanMate::No => {
                let ex = base.and(
                    format!("Mas {} não poderiam dar mate com nenhuma sequência de lances legais: nesta edição, a partida termina empatada.", side(winner, Lang::Pt)),
                    format!("But {} could not checkmate by any series of legal moves: in this edition the game is drawn.", side(winner, Lang::En)),
                );
                return b
                    .ruling(
                        Decision::GameDrawn,
                        None,
                        with_resignation(&articles, a.resignation),
                        ex,
                        None,
                    )
                    .drawn();
            }
            CanMate::Undetermined => {
                let ex = base.and(
                    "O resultado depende de o adversário poder dar mate; a análise não decidiu dentro do limite, e o árbitro deve julgar.",
                    "The result depends on whether the opponent could mate; the analysis could not decide within its limit, and the arbiter must judge.",
                );
                return b
                    .ruling(
                        Decision::ArbiterJudgementRequired,
                        None,
                        with_resignation(&articles, a.resignation),
                        ex,
                        None,
                    )
                    .closes();
            }
            CanMate::Yes { .. } => {}
        }
    }
    let ex = base.and(
        format!("{} vencem.", side_cap(winner, Lang::Pt)),
        format!("{} wins.", side_cap(winner, Lang::En)),
    );
    b.ruling(Decision::GameOver, None, articles, ex, None)
        .won_by(winner)
}

/// A player who does not have the move adjusts a piece.
pub(super) fn adjusting_out_of_turn(b: &Board, who: Color, square: Square) -> Ruled {
    let a = &b.rules.articles;
    let mut ex = Explanation::text(
        format!("{} ajustaram a peça de {square} sem ter a vez: só o jogador que tem o lance pode ajustar peças.", side_cap(who, Lang::Pt)),
        format!("{} adjusted the piece on {square} without having the move: only the player having the move may adjust pieces.", side_cap(who, Lang::En)),
    )
    .and("Não há obrigação de mover, mas o árbitro pode aplicar uma penalidade a seu critério.", "There is no obligation to move, but the arbiter may penalise at his discretion.");
    if b.rules.touch_move.adjusting == AdjustingRule::PlayerHavingTheMove {
        ex = ex.interpretation(
            "o texto desta edição dá o direito de ajustar ao jogador que tem o lance, sem dizer \"só\"; lemos que o outro não pode.",
            "this edition's text gives the right to adjust to the player having the move without saying \"only\"; we read it as excluding the other player.",
        );
    }
    b.ruling(
        Decision::PenaltyAtDiscretion,
        None,
        vec![a.adjusting, a.penalties],
        ex,
        None,
    )
}

/// Players arrive late at the board (Art. 6.6 / 6.7). `late` is measured from the scheduled
/// start; where the edition counts from the actual start (`round_start` later than scheduled),
/// the delay of the round is taken off first.
pub(super) fn arrive(b: &mut Board, late: ByColor<Option<Millis>>) -> Result<Ruled, EventError> {
    let a = &b.rules.articles;
    let rule = b.rules.clock.default_time;
    let from = b.rules.clock.default_time_from;
    let round_start = b.inc.round_start;
    // How late each losing player arrived after the scheduled start.
    let losing = |c: Color| {
        late[c].filter(|&t| rule.loses(from.lateness(t, round_start), b.inc.default_time))
    };
    let lead = round_started_late(b);
    Ok(match (losing(Color::White), losing(Color::Black)) {
        (None, None) => {
            let ex = lead.and(
                "O atraso está dentro do tempo de tolerância: o jogador pode jogar, com o tempo que o relógio ainda mostra.",
                "The lateness is within the default time: the player may play, with the time his clock still shows.",
            );
            let mut articles = vec![a.default_time];
            if let Some(clause) = a.neither_present.filter(|_| neither_present_initially(b)) {
                articles.push(clause);
            }
            match white_clock_until_he_arrives(b, late)? {
                UntilArrival::Nothing => {
                    b.ruling(Decision::PlayContinues, None, articles, ex, None)
                }
                UntilArrival::Ran(note) => {
                    b.ruling(Decision::PlayContinues, None, articles, ex.then(note), None)
                }
                UntilArrival::FlagFell(note, mut flag) => {
                    let edition = b.inc.edition;
                    super::compose::prepend(&mut flag.ruling, edition, &articles, &note);
                    let reading = clocks_read_at_arrival();
                    super::compose::append(&mut flag.ruling, edition, &[], &reading);
                    *flag
                }
            }
        }
        (Some(_), Some(_)) => both_lose_by_default(b, lead, vec![a.default_time, a.scoring]),
        (Some(t), None) => lost_by_default(b, lead, Color::White, t),
        (None, Some(t)) => lost_by_default(b, lead, Color::Black, t),
    })
}

/// Neither player at the board when the clocks were started (an `arrive` naming both, the
/// incident's first event, its clocks those set at the start): White's clock, started at the
/// start (6.6; 6.5 2001/2005), runs until he arrives, and he loses all that time unless the
/// regulations or the arbiter decide otherwise (6.7.2; 6.7b 2014; 6.6b 2009; 6.6 2001/2005). Black's cannot
/// run before White has moved. The clock is run to White's arrival; what it then shows, and
/// what happens after if Black is still away, is explained. White's time may run out before he
/// arrives: his flag is then down, ruled as the flag a `wait` runs down is (6.8, 6.9; 6.10
/// 2001/2005).
fn white_clock_until_he_arrives(
    b: &mut Board,
    late: ByColor<Option<Millis>>,
) -> Result<UntilArrival, EventError> {
    let (Some(white), Some(black)) = (late.white, late.black) else {
        return Ok(UntilArrival::Nothing);
    };
    let first =
        matches!(b.inc.events.first(), Some(crate::incident::Event::Arrive(l)) if *l == late);
    if b.clock.is_none()
        || !first
        || b.now != Millis::ZERO
        || b.game.turn() != Color::White
        || white == Millis::ZERO
        || black == Millis::ZERO
    {
        return Ok(UntilArrival::Nothing);
    }
    let ran = white.saturating_sub(b.inc.round_start);
    let had = b.clock.as_ref().map(|c| c.remaining(Color::White, b.now));
    let flag = super::acts::wait(b, ran)?;
    let (Some(clock), Some(had)) = (&b.clock, had) else {
        return Ok(UntilArrival::Nothing);
    };
    let shown = ByColor {
        white: clock.remaining(Color::White, b.now),
        black: clock.remaining(Color::Black, b.now),
    };
    let read = |ex: Explanation| ex.then(clocks_read_at_arrival());
    if b.flags_down[Color::White] {
        let ex = Explanation::text(
            format!(
                "Nenhum dos dois estava no tabuleiro quando os relógios foram acionados: o relógio das brancas correu desde o início, e o tempo até a chegada delas corre por conta delas. Os {had} do relógio acabaram antes de as brancas chegarem ({ran} depois do início): a seta das brancas caiu antes de elas chegarem ao tabuleiro."
            ),
            format!(
                "Neither player was at the board when the clocks were started: White's clock ran from the start, and the time until White arrives is White's to bear. The {had} on the clock ran out before White arrived ({ran} after the start): White's flag fell before White reached the board."
            ),
        );
        return Ok(match flag {
            Some(r) => UntilArrival::FlagFell(ex, Box::new(r)),
            None => UntilArrival::Ran(read(ex.and(
                "Nesta partida a seta caída só conta quando o adversário a reclamar.",
                "In this game a fallen flag counts only when the opponent claims it.",
            ))),
        });
    }
    let ex = Explanation::text(
        format!(
            "Nenhum dos dois estava no tabuleiro quando os relógios foram acionados: o relógio das brancas correu desde o início até a chegada delas ({ran}), e as brancas perdem todo esse tempo, salvo decisão em contrário do regulamento ou do árbitro. O relógio das pretas não pode correr antes do lance das brancas. Relógios: brancas {}, pretas {}.",
            shown.white, shown.black
        ),
        format!(
            "Neither player was at the board when the clocks were started: White's clock ran from the start until White arrived ({ran}), and White loses all that time, unless the regulations or the arbiter decide otherwise. Black's clock cannot run before White has moved. Clocks: White {}, Black {}.",
            shown.white, shown.black
        ),
    );
    let ex = if white < black {
        ex.and(
            "As brancas chegaram primeiro: daí em diante o relógio corre normalmente — o das brancas até fazerem o lance e acionarem o relógio, depois o das pretas até elas chegarem.",
            "White arrived first: from then on the clock runs as usual — White's until he makes his move and presses, then Black's until Black arrives.",
        )
    } else {
        ex
    };
    Ok(UntilArrival::Ran(read(ex)))
}

/// How the clocks of an arrival that names both players are read (a house reading).
fn clocks_read_at_arrival() -> Explanation {
    Explanation::new().interpretation(
        "com os dois jogadores nomeados na chegada, os relógios do incidente são lidos como os acertados no início da partida, e os da decisão são os do momento em que as brancas chegam.",
        "with both players named in the arrival, the incident's clocks are read as those set at the start of the game, and the ruling's as those when White arrives.",
    )
}

/// What White's clock did until he arrived, neither player having been present at the start.
enum UntilArrival {
    /// Nothing to compute (no clocks, or not that case).
    Nothing,
    /// The clock ran; what it shows, explained.
    Ran(Explanation),
    /// White's time ran out before he arrived: the flag ruling, and how the flag came to fall.
    FlagFell(Explanation, Box<Ruled>),
}

/// Both players arrived late at the start (each has a late arrival in the incident): White
/// bears the time until he arrives (6.6b / 6.7b / 6.7.2), the clause that fixes the clocks.
fn neither_present_initially(b: &Board) -> bool {
    let late = |c: Color| {
        b.inc.events.iter().any(
            |e| matches!(e, crate::incident::Event::Arrive(l) if l[c].is_some_and(|t| t > Millis::ZERO)),
        )
    };
    late(Color::White) && late(Color::Black)
}

/// Both players arrived too late (at the start, or at a resumption): each loses, and a player
/// who forfeits scores nothing (10.1 / 11.1): the result is 0-0.
pub(super) fn both_lose_by_default(
    b: &Board,
    lead: Explanation,
    articles: Vec<&'static str>,
) -> Ruled {
    let ex = lead.and(
        "Os dois jogadores chegaram depois do tempo permitido: cada um perde por ausência (W.O.), e quem perde por ausência não marca ponto. O resultado é 0-0.",
        "Both players arrived later than allowed: each loses by default, and a player who forfeits scores no points. The result is 0-0.",
    );
    b.ruling(Decision::GameLost, None, articles, ex, None)
        .ends(GameResult::BothLose)
}

/// When the round started later than scheduled: from when lateness counts (empty otherwise).
fn round_started_late(b: &Board) -> Explanation {
    let delay = b.inc.round_start;
    if delay == Millis::ZERO {
        return Explanation::new();
    }
    match b.rules.clock.default_time_from {
        LatenessFrom::ActualStart => Explanation::text(
            format!("A rodada começou {delay} depois do horário marcado: o atraso conta a partir do início real, quando os relógios foram acionados."),
            format!("The round started {delay} after the scheduled time: lateness counts from the actual start, when the clocks were started."),
        )
        .interpretation(
            "o Manual dos Árbitros da FIDE, no comentário ao artigo do tempo de tolerância, conta esse tempo a partir do início real da rodada.",
            "the FIDE Arbiters' Manual, commenting on the default-time article, counts the default time from the actual start of the round.",
        ),
        LatenessFrom::ScheduledStart => Explanation::text(
            format!("A rodada começou {delay} depois do horário marcado, mas nesta edição a hora de tolerância conta a partir do horário marcado para o início."),
            format!("The round started {delay} after the scheduled time, but in this edition the hour of grace counts from the scheduled start."),
        ),
    }
}

/// `absent` arrived `t` late, beyond the default time: he loses the game.
fn lost_by_default(b: &Board, lead: Explanation, absent: Color, t: Millis) -> Ruled {
    let ex = lead.and(
        format!(
            "{} chegaram {t} depois do início marcado, além do tempo de tolerância desta edição e do evento: perdem a partida por ausência.",
            side_cap(absent, Lang::Pt)
        ),
        format!(
            "{} arrived {t} after the scheduled start, beyond the default time of this edition and event: that side loses the game by default.",
            side_cap(absent, Lang::En)
        ),
    );
    let art = b.rules.articles.default_time;
    b.ruling(Decision::GameLost, None, vec![art], ex, None)
        .won_by(!absent)
}

/// An irregularity found at the board (Art. 7, 11 / 12).
pub(super) fn irregularity(
    b: &Board,
    kind: IrregularityKind,
    by: Option<Color>,
) -> Result<Ruled, EventError> {
    let moves_each = moves_made_by_both(b);
    if matches!(
        kind,
        IrregularityKind::InitialPositionWrong | IrregularityKind::BoardOrientationWrong
    ) && let Some(r) = setup_claim_too_late(b, kind, moves_each)
    {
        return Ok(r);
    }
    let mut r = irregularity_ruling(b, kind, by)?;
    if let Some(clause) = setup_under_competition_rules(b, kind) {
        r.ruling.articles.insert(0, clause.into());
    }
    Ok(r)
}

/// A set-up irregularity in a rapid game with adequate supervision (2009+): the clause that
/// sends the game to the Competition Rules (A.3 / A.3.1 / A.4) decides that the appendix's
/// move limit does not apply, so it is cited before Article 7.
fn setup_under_competition_rules(b: &Board, kind: IrregularityKind) -> Option<&'static str> {
    let setup = matches!(
        kind,
        IrregularityKind::InitialPositionWrong | IrregularityKind::BoardOrientationWrong
    );
    let supervised_rapid =
        b.class() == TimeClass::Rapid && b.inc.supervision == crate::laws::Supervision::Adequate;
    (setup && supervised_rapid)
        .then_some(b.rules.articles.rapid_competition_rules)
        .flatten()
}

fn irregularity_ruling(
    b: &Board,
    kind: IrregularityKind,
    by: Option<Color>,
) -> Result<Ruled, EventError> {
    let a = &b.rules.articles;
    let moves_each = moves_made_by_both(b);
    Ok(match kind {
        IrregularityKind::Device { sound, switched_on } => {
            let offender = by.ok_or(EventError::DeviceWithoutOwner)?;
            device_ruling(b, offender, sound, switched_on)
        }
        IrregularityKind::ColoursReversed => match b.rules.conduct.colours_reversed {
            ColoursReversedRule::ReplayIfFewerThan(n) if moves_each < u32::from(n) => {
                let ex = Explanation::text(
                    format!(
                        "A partida começou com as cores trocadas e cada jogador fez menos de {n} lances: ela é reiniciada com as cores certas."
                    ),
                    format!(
                        "The game began with colours reversed and fewer than {n} moves were made by each player: it is restarted with the correct colours."
                    ),
                );
                b.ruling(
                    Decision::GameRestarted,
                    None,
                    vec![a.colours_reversed],
                    ex,
                    None,
                )
                .closes()
            }
            ColoursReversedRule::ReplayIfFewerThan(n) => {
                let ex = Explanation::text(
                    format!(
                        "A partida começou com as cores trocadas, mas já foram feitos {n} lances ou mais por jogador: ela continua."
                    ),
                    format!(
                        "The game began with colours reversed, but {n} or more moves have been made by each player: it continues."
                    ),
                );
                b.ruling(
                    Decision::PlayContinues,
                    None,
                    vec![a.colours_reversed],
                    ex,
                    None,
                )
            }
            ColoursReversedRule::Continue => {
                let ex = Explanation::text(
                    "A partida começou com as cores trocadas: nesta edição ela continua, salvo decisão contrária do árbitro.",
                    "The game began with colours reversed: in this edition it continues, unless the arbiter rules otherwise.",
                );
                b.ruling(
                    Decision::PlayContinues,
                    None,
                    vec![a.colours_reversed],
                    ex,
                    None,
                )
            }
        },
        IrregularityKind::InitialPositionWrong => {
            let ex = Explanation::text(
                "A posição inicial estava errada: a partida é anulada e recomeça com a posição correta.",
                "The initial position was wrong: the game is cancelled and restarted from the correct position.",
            );
            b.ruling(
                Decision::GameRestarted,
                None,
                vec![a.initial_position],
                ex,
                None,
            )
            .closes()
        }
        IrregularityKind::BoardOrientationWrong => {
            let ex = Explanation::text(
                "O tabuleiro estava mal orientado (casa branca fora do canto direito de cada jogador): a posição é transferida para um tabuleiro bem colocado e a partida continua.",
                "The board was wrongly oriented (no white square in each player's right-hand corner): the position is transferred to a correctly placed board and play continues.",
            );
            b.ruling(
                Decision::PositionCorrected,
                None,
                vec![a.board_orientation],
                ex,
                None,
            )
        }
        IrregularityKind::PiecesKnockedOver => {
            let offender = by.ok_or(EventError::KnockedOverWithoutPlayer)?;
            super::discretion::knocked_over(b, offender)
        }
        IrregularityKind::PiecesDisplaced => {
            let ex = Explanation::text(
                "Peças foram deslocadas: restaura-se a posição anterior à irregularidade e a partida continua.",
                "Pieces were displaced: the position before the irregularity is restored and play continues.",
            );
            b.ruling(
                Decision::PositionCorrected,
                None,
                vec![a.displaced_pieces],
                ex,
                None,
            )
        }
    })
}

/// The appendix's number of moves each after which the set-up (pieces, board, clock setting)
/// is no longer put right, when this rapid or blitz game has reached it (B4 / A.4a / A.4.1 /
/// A.5.1); `None` in standard play, where the appendix does not govern, or before it.
pub(super) fn appendix_setup_limit_reached(b: &Board, moves_each: u32) -> Option<u8> {
    if b.class() == TimeClass::Standard {
        return None;
    }
    let limit = (*b
        .rules
        .conduct
        .rapid_setup_claims_until
        .get(b.inc.supervision))?;
    (moves_each >= u32::from(limit)).then_some(limit)
}

/// Rapid and blitz under the appendix (B4 / A.4a / A.4.1 / A.5.1): once each player has
/// made the edition's number of moves, the set-up can no longer be put right; the game goes
/// on. `None` when the ordinary rule (7.1 / 7.2) applies.
fn setup_claim_too_late(b: &Board, kind: IrregularityKind, moves_each: u32) -> Option<Ruled> {
    let limit = appendix_setup_limit_reached(b, moves_each)?;
    let what = match kind {
        IrregularityKind::InitialPositionWrong => Explanation::text(
            "A posição inicial estava errada.",
            "The initial position was wrong.",
        ),
        _ => Explanation::text(
            "O tabuleiro estava mal orientado.",
            "The board was wrongly oriented.",
        ),
    };
    let mut ex = what.and(
        format!("Mas no rápido e no relâmpago, depois de cada jogador ter feito {limit} lances, não cabe mais reclamação sobre a montagem do tabuleiro: a partida continua como está."),
        format!("But in rapid and blitz, once each player has made {limit} moves, no claim about how the board was set up can be made: the game goes on as it stands."),
    );
    if kind == IrregularityKind::InitialPositionWrong {
        ex = ex.and(
            "Se o rei ficou fora da sua casa, esse rei não pode rocar (nem, a partir de 2014, uma torre fora da sua casa).",
            "If a king stood on the wrong square, that king may not castle (nor, from 2014, a rook that stood on the wrong square).",
        );
    }
    Some(b.ruling(
        Decision::PlayContinues,
        None,
        vec![b.rules.articles.rapid_setup],
        ex,
        None,
    ))
}

fn device_ruling(b: &Board, offender: Color, sound: bool, switched_on: Option<bool>) -> Ruled {
    let a = &b.rules.articles;
    let rule = b.rules.conduct.device;
    let art = a.device.unwrap_or(a.penalties);
    let found = Explanation::text(
        format!(
            "Um celular (ou outro aparelho eletrônico) foi encontrado com {}{}.",
            side(offender, Lang::Pt),
            if sound { " e fez barulho" } else { "" }
        ),
        format!(
            "A phone (or other electronic device) was found on {}{}.",
            side(offender, Lang::En),
            if sound { " and made a sound" } else { "" }
        ),
    );
    if rule.allows_silent_device() && !sound {
        // 2009 12.3b: a device is allowed if completely switched off; only a sound loses.
        if switched_on == Some(true) {
            // Switched on: the prohibition is broken without the loss, which needs a sound;
            // 12.7 sends it to the penalties of 13.4.
            let ex = found.and(
                "O aparelho estava ligado, embora sem fazer som. Nesta edição ele só é permitido completamente desligado, e só perde a partida o aparelho que emite som: o árbitro aplica uma das penalidades previstas, a seu critério.",
                "The device was switched on, though it made no sound. In this edition a device is allowed only when completely switched off, and only one that makes a sound loses the game: the arbiter applies one of the penalties the Laws list, at his discretion.",
            );
            let articles = vec![art, a.conduct_penalised, a.penalties];
            return b.ruling(Decision::PenaltyAtDiscretion, None, articles, ex, None);
        }
        let ex = found.and(
            "Nesta edição o aparelho é permitido se estiver completamente desligado; só perde quem tiver o aparelho emitindo som. A partida continua.",
            "In this edition a device is allowed if it is completely switched off; only a device that makes a sound loses. Play continues.",
        );
        let ex = if switched_on.is_none() {
            ex.interpretation(
                "o incidente não diz se o aparelho estava ligado; um aparelho silencioso é tratado como desligado.",
                "the incident does not say whether the device was switched on; a silent device is taken as switched off.",
            )
        } else {
            ex
        };
        return b.ruling(Decision::PlayContinues, None, vec![art], ex, None);
    }
    if !rule.loses(sound) {
        let ex = found.and(
            "Nesta edição isso, por si só, não perde a partida: o árbitro pode aplicar uma penalidade a seu critério.",
            "In this edition that alone does not lose the game: the arbiter may penalise at his discretion.",
        );
        // The device rule broken, and the clause sending infractions of it to the penalties
        // (2005 12.2b, 12.7, 13.4: "Infrações a qualquer dos Artigos 12.1 a 12.6"). Without a
        // device rule of its own (2001) the penalty article alone.
        let articles = match a.device {
            Some(rule) => vec![rule, a.conduct_penalised, a.penalties],
            None => vec![a.penalties],
        };
        return b.ruling(Decision::PenaltyAtDiscretion, None, articles, ex, None);
    }
    let opponent = !offender;
    let lost = found.and(
        format!(
            "Nesta edição isso perde a partida para {}.",
            side(offender, Lang::Pt)
        ),
        format!(
            "In this edition that loses the game for {}.",
            side(offender, Lang::En)
        ),
    );
    match rule.opponent_score() {
        DeviceOpponentScore::Wins => b
            .ruling(Decision::GameLost, None, vec![art], lost, None)
            .won_by(opponent),
        DeviceOpponentScore::WinsUnlessCannotMate => match b.can_mate(opponent) {
            CanMate::No => {
                let ex = lost.and(
                    format!("Como {} não podem dar mate com nenhuma sequência de lances legais, o placar deles é de empate (meio ponto); o infrator continua com a derrota.", side(opponent, Lang::Pt)),
                    format!("Since {} cannot checkmate by any series of legal moves, their score is a draw (half a point); the offender still loses.", side(opponent, Lang::En)),
                );
                b.ruling(Decision::GameLost, None, vec![art], ex, None)
                    .ends(GameResult::half_for_opponent_of(offender))
            }
            _ => b
                .ruling(Decision::GameLost, None, vec![art], lost, None)
                .won_by(opponent),
        },
        DeviceOpponentScore::ArbiterDecides => {
            let ex = lost.and(
                "O placar do adversário é decidido pelo árbitro.",
                "The opponent's score is for the arbiter to decide.",
            );
            b.ruling(Decision::GameLost, None, vec![art], ex, None)
                .closes()
        }
    }
}

/// The articles of a resignation that draws under 5.1.2 (2023): the resignation clause is the
/// one that draws, so it is cited even for an adjourned game.
fn with_resignation(articles: &[&'static str], resignation: &'static str) -> Vec<&'static str> {
    let mut v = articles.to_vec();
    if !v.contains(&resignation) {
        v.push(resignation);
    }
    v
}
