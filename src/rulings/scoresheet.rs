//! The recording of the moves (Art. 8 and the rapid and blitz appendices): a player found not
//! recording (8.1 / 8.1.1, the reply before recording 8.1 / 8.1.3, the five-minute exemption
//! 8.4; rapid B3 / A.2 and the blitz clauses that send to it), a flag that falls with the
//! scoresheets incomplete (8.5a–c / 8.5 / 8.5.1–8.5.3, and 8.6 when the overstep cannot be
//! shown), and the supervised rapid or blitz player's requests to see the arbiter's scoresheet
//! (A.3.2 / B.3.2 2017–2018, A.4.3 / B.2.3 2023). Every number and switch comes from the
//! edition's row (`rules.scoresheets`, `rules.articles`).
use shakmaty::{ByColor, Color};

use super::board::{Board, Ruled};
use super::error::EventError;
use super::explain::{Explanation, side, side_cap};
use super::{Citation, ClaimVerdict, Decision, flag};
use crate::clock::Millis;
use crate::i18n::Lang;
use crate::incident::{FallenFlag, ScoresheetsAtFlag};
use crate::laws::{RecordingExemption, TimeClass, UnableToRecord};

const FIVE_MINUTES: Millis = Millis::from_mins(5);
const THIRTY_SECONDS: Millis = Millis::from_secs(30);

/// What the arbiter has seen of the scoresheets so far in the incident.
#[derive(Clone, Debug, Default)]
pub(super) struct Watch {
    /// The period in which each side was last seen with less than five minutes.
    short_in_period: ByColor<Option<usize>>,
    /// Requests to see the arbiter's scoresheet, by each side.
    requests: ByColor<u32>,
}

/// Notes each side seen with less than five minutes, and in which period (8.4 from 2005: "at
/// some stage in a period"). Called before every event, so a `wait` that took a clock below
/// five minutes is seen even if an increment took it back above.
pub(super) fn watch_clocks(b: &mut Board) {
    let Some(clock) = &b.clock else { return };
    for c in Color::ALL {
        if clock.remaining(c, b.now) < FIVE_MINUTES {
            b.scoresheets.short_in_period[c] = Some(clock.period(c));
        }
    }
}

/// The appendix articles that free a rapid or blitz player from recording, if they apply to
/// this game (`None`: the Competition Rules, Art. 8, govern).
fn appendix_exemption(b: &Board) -> Option<Vec<Citation>> {
    let a = &b.rules.articles;
    match b.class() {
        TimeClass::Standard => None,
        TimeClass::Rapid => Some(vec![a.rapid_need_not_record]),
        TimeClass::Blitz => {
            if !*b
                .rules
                .scoresheets
                .blitz_need_not_record
                .get(b.inc.supervision)
            {
                return None;
            }
            let sending = match b.inc.supervision {
                crate::laws::Supervision::Adequate => a.blitz_need_not_record_supervised,
                crate::laws::Supervision::Inadequate => Some(a.blitz_need_not_record),
            };
            Some(
                sending
                    .into_iter()
                    .chain([a.rapid_need_not_record])
                    .collect(),
            )
        }
    }
}

/// Whether `who` is freed from recording by 8.4 now: less than five minutes (now in 2001; at
/// some stage of the current period from 2005) and less than 30 seconds added per move (an
/// increment or a delay, decisions.md 16/17: a delay counts like an increment).
fn short_of_time(b: &Board, who: Color) -> Result<bool, EventError> {
    let Some(clock) = &b.clock else {
        return Err(EventError::ClocksNeededForExemption);
    };
    let period = clock.period(who);
    let per_move = clock
        .control()
        .per_move(period)
        .map(|p| p.amount())
        .unwrap_or(Millis::ZERO);
    if per_move >= THIRTY_SECONDS {
        return Ok(false);
    }
    Ok(match b.rules.scoresheets.exemption {
        RecordingExemption::WhileUnderFiveMinutes => clock.remaining(who, b.now) < FIVE_MINUTES,
        RecordingExemption::RestOfPeriod => b.scoresheets.short_in_period[who] == Some(period),
    })
}

/// How many of the last `n` moves on the board (the players alternating) are `who`'s, when
/// `to_move` has the move: the last move was made by his opponent.
fn own_moves_among_last(n: u32, who: Color, to_move: Color) -> u32 {
    if who == to_move { n / 2 } else { n.div_ceil(2) }
}

/// The arbiter finds that `who`'s scoresheet lacks the last `missing` moves on the board
/// (`None`: he has stopped recording); `mover` is the side whose turn it is at the board.
pub(super) fn not_recording(
    b: &mut Board,
    who: Color,
    missing: Option<u32>,
    mover: Color,
) -> Result<Ruled, EventError> {
    watch_clocks(b);
    let a = &b.rules.articles;
    let (pt, en) = (side_cap(who, Lang::Pt), side_cap(who, Lang::En));
    if let Some(articles) = appendix_exemption(b) {
        let ex = Explanation::text(
            format!("{pt} não estão anotando os lances."),
            format!("{en} is not recording the moves."),
        )
        .and(
            "Numa partida de xadrez rápido ou relâmpago regida pelo apêndice, os jogadores não precisam anotar: a partida continua.",
            "In a rapid or blitz game under the appendix the players need not record the moves: play goes on.",
        );
        return Ok(b.ruling(Decision::PlayContinues, None, articles, ex, None));
    }
    // The reply before recording (since 1997): the opponent's moves may wait, and so may his
    // own last move until he makes another. Only two of his own moves among those missing show
    // that he moved with his previous move unrecorded.
    if let Some(n) = missing
        && own_moves_among_last(n, who, mover) < 2
    {
        let ex = Explanation::text(
            format!(
                "Faltam na planilha {} os últimos {n} lance(s) do tabuleiro.",
                if who == Color::White { "das brancas" } else { "das pretas" }
            ),
            format!("{en}'s scoresheet lacks the last {n} move(s) on the board."),
        )
        .and(
            "O jogador pode responder primeiro e escrever depois o lance do adversário; o que não pode é jogar de novo com o próprio lance anterior ainda fora da planilha. Nada irregular: a partida continua.",
            "A player can answer first and write his opponent's move afterwards; what he may not do is play again while his own previous move is still off the sheet. Nothing is irregular: play goes on.",
        );
        return Ok(b.ruling(
            Decision::PlayContinues,
            None,
            vec![a.reply_before_recording],
            ex,
            None,
        ));
    }
    if short_of_time(b, who)? {
        let ex = Explanation::text(
            format!("{pt} não estão anotando os lances."),
            format!("{en} is not recording the moves."),
        )
        .and(
            match b.rules.scoresheets.exemption {
                RecordingExemption::WhileUnderFiveMinutes => "Com menos de cinco minutos no relógio, e sem 30 segundos ou mais acrescentados a cada lance, o jogador não é obrigado a anotar: a partida continua.",
                RecordingExemption::RestOfPeriod => "Quem teve menos de cinco minutos em algum momento deste período, sem 30 segundos ou mais acrescentados a cada lance, não é obrigado a anotar até o fim do período: a partida continua.",
            },
            match b.rules.scoresheets.exemption {
                RecordingExemption::WhileUnderFiveMinutes => "With less than five minutes on his clock, and no 30 seconds or more added with each move, a player is not obliged to record: play goes on.",
                RecordingExemption::RestOfPeriod => "A player who has had less than five minutes at some stage of this period, with no 30 seconds or more added with each move, is not obliged to record for the rest of the period: play goes on.",
            },
        );
        return Ok(b.ruling(
            Decision::PlayContinues,
            None,
            vec![a.recording_exemption],
            ex,
            None,
        ));
    }
    let duty = if missing.is_some() {
        a.reply_before_recording
    } else {
        a.recording
    };
    let ex = Explanation::text(
        format!("{pt} deixaram de anotar os lances, e nada os dispensa: nem cinco minutos a menos no relógio (com menos de 30 segundos por lance), nem as regras do rápido ou do relâmpago."),
        format!("{en} has stopped recording the moves, and nothing frees him from it: neither less than five minutes on the clock (with under 30 seconds a move) nor the rapid or blitz rules."),
    )
    .and(
        "Ele deve pôr a planilha em dia, no próprio tempo, antes de fazer outro lance; o árbitro pode aplicar uma das penalidades previstas.",
        "He must bring his scoresheet up to date, in his own time, before making another move; the arbiter may apply one of the penalties the Laws list.",
    );
    Ok(b.ruling(
        Decision::ScoresheetUpdateRequired,
        None,
        vec![duty, a.penalties],
        ex,
        None,
    ))
}

/// The period `who` is in, and the moves it asks for counted from the start of the game
/// (`None`: the last period, or one without a move count).
fn counted_period(b: &Board, who: Color) -> Option<(usize, u32)> {
    let tc = b.inc.time_control.as_ref()?;
    let period = match &b.clock {
        Some(c) => c.period(who),
        None => tc.period_after_moves(b.game.moves_made()[who]),
    };
    tc.moves_to_complete(period).map(|n| (period, n))
}

/// A flag falls with the scoresheets incomplete, and the move count is established (or not) as
/// `how` says.
pub(super) fn flag_fall(
    b: &mut Board,
    who: Color,
    how: ScoresheetsAtFlag,
) -> Result<Option<Ruled>, EventError> {
    let Some((period, needed)) = counted_period(b, who) else {
        // The last period: the number of moves does not matter, the flag decides.
        let lead = Explanation::text(
            "No último período o número de lances não importa: a queda da seta decide, com as planilhas completas ou não.",
            "In the last period the number of moves does not matter: the flag decides, whether the scoresheets are complete or not.",
        );
        return Ok(flag::fall(b, FallenFlag::Side(who))?.map(|r| with_lead(b, r, &[], lead)));
    };
    let a = &b.rules.articles;
    let (pt, en) = (side(who, Lang::Pt), side(who, Lang::En));
    let lead = match how {
        ScoresheetsAtFlag::Arbiter => Explanation::text(
            "Nenhum dos jogadores estava anotando (menos de cinco minutos): o árbitro, que acompanhava a partida anotando, para o relógio, e os dois atualizam as planilhas com a dele.",
            "Neither player was keeping score (less than five minutes): the arbiter, who was present keeping score, pauses the clock, and both update their scoresheets from his.",
        ),
        ScoresheetsAtFlag::KeptBy(keeper) => Explanation::text(
            format!(
                "Só {} anotavam; antes de tocar numa peça, o outro jogador tem de pôr a planilha inteira em dia, podendo copiar a do adversário quando for a vez dele.",
                side(keeper, Lang::Pt)
            ),
            format!(
                "Only {} was keeping score; before he touches a piece, the other player has to bring his whole scoresheet up to date, and may copy from his opponent's when it is his turn.",
                side(keeper, Lang::En)
            ),
        ),
        ScoresheetsAtFlag::Reconstructed => Explanation::text(
            "Não havia planilha completa: a partida é refeita num segundo tabuleiro, com o árbitro no comando; antes disso ele registra como estão a posição, os relógios e a contagem de lances.",
            "No complete scoresheet was available: the game is replayed on a second board with the arbiter in charge; before that he notes down the position, the clocks and the move count as they stand.",
        ),
        ScoresheetsAtFlag::NotEstablished => {
            return not_established(b, who, period, needed).map(Some);
        }
    };
    let article = match how {
        ScoresheetsAtFlag::Arbiter => a.scoresheets_neither,
        ScoresheetsAtFlag::KeptBy(_) => a.scoresheets_one,
        _ => a.scoresheets_reconstruction,
    };
    let made = b.game.moves_made()[who];
    let lead = lead.and(
        format!("A contagem mostra {made} lance(s) de {pt}, de {needed} exigidos até o controle: a seta caiu antes do controle de tempo."),
        format!("The count shows {made} move(s) by {en} of the {needed} due by the time control: the flag fell before the time control."),
    );
    Ok(flag::fall(b, FallenFlag::Side(who))?.map(|r| with_lead(b, r, &[article], lead)))
}

/// 8.6: the scoresheets cannot show that `who` overstepped the time: his next move is the first
/// of the following period for the game. The arbiter gives both sides still in that period the
/// next period's time and sets both move counters.
fn not_established(
    b: &mut Board,
    who: Color,
    period: usize,
    needed: u32,
) -> Result<Ruled, EventError> {
    if let Some(clock) = &b.clock {
        let left = clock.remaining(who, b.now);
        if left.0 > 0 {
            return Err(EventError::FlagWithTime { side: who, left });
        }
    }
    let next_base = b
        .inc
        .time_control
        .as_ref()
        .and_then(|tc| tc.base(period + 1))
        .unwrap_or(Millis::ZERO);
    if let Some(c) = &mut b.clock {
        // The time first: a side at zero in the last period would freeze.
        c.add_time(who, next_base, b.now)?;
        c.set_period(who, period + 1, b.now)?;
        c.set_moves(who, needed, b.now)?;
        c.clear_flag(who, b.now)?;
        // 8.6 counts the game's next move, not one side's: the opponent, still in the same
        // period with fewer moves on his counter, is deemed to have completed it too, and (as
        // when a press completes a period) gets the following period's time at once.
        let opp = !who;
        if c.period(opp) == period && c.moves(opp) < needed {
            c.add_time(opp, next_base, b.now)?;
            c.set_period(opp, period + 1, b.now)?;
            c.set_moves(opp, needed, b.now)?;
        }
    }
    b.flags_down[who] = false;
    let ex = Explanation::text(
        format!("A seta de {} caiu, mas as planilhas não podem ser atualizadas a ponto de mostrar que ele não completou os lances do período.", side(who, Lang::Pt)),
        format!("{}'s flag fell, but the scoresheets cannot be brought up to date to show that he had not completed the period's moves.", side_cap(who, Lang::En)),
    )
    .and(
        format!("O próximo lance da partida conta como o primeiro do período seguinte (o {}º de cada lado): o árbitro dá aos dois jogadores o tempo desse período, ajusta os dois contadores, e a partida continua.", needed + 1),
        format!("The game's next move counts as the first of the following period (move {} for each side): the arbiter gives both players that period's time, sets both move counters, and play goes on.", needed + 1),
    );
    let art = b.rules.articles.scoresheets_not_up_to_date;
    Ok(b.ruling(Decision::PlayContinues, None, vec![art], ex, None))
}

/// Puts `lead` before a flag ruling's explanation and `first` before its articles.
fn with_lead(b: &Board, mut r: Ruled, first: &[Citation], lead: Explanation) -> Ruled {
    let lead = lead.finish(b.inc.edition);
    // `finish` closes with the edition; the flag ruling's text closes with it too.
    let cut = |s: &str| s.rfind(" (").map_or(s.to_owned(), |i| s[..i].to_owned());
    r.ruling.explanation.pt = format!("{} {}", cut(&lead.pt), r.ruling.explanation.pt);
    r.ruling.explanation.en = format!("{} {}", cut(&lead.en), r.ruling.explanation.en);
    let mut articles: Vec<super::Article> = first.iter().map(|a| super::Article::new(a)).collect();
    articles.append(&mut r.ruling.articles);
    r.ruling.articles = articles;
    r
}

/// In rapid or blitz `who` asks the arbiter to show him the scoresheet.
pub(super) fn request(b: &mut Board, who: Color, mover: Color) -> Ruled {
    let a = &b.rules.articles;
    let (pt, en) = (side_cap(who, Lang::Pt), side_cap(who, Lang::En));
    let asked = Explanation::text(
        format!("{pt} pedem ao árbitro para ver a planilha."),
        format!("{en} asks the arbiter to see the scoresheet."),
    );
    let refused = |articles: Vec<Citation>, ex: Explanation| {
        b.ruling(
            Decision::ClaimNotAllowed,
            Some(ClaimVerdict::NotAllowed),
            articles,
            ex,
            None,
        )
    };
    let supervised = b.inc.supervision == crate::laws::Supervision::Adequate;
    let clause = match b.class() {
        TimeClass::Rapid => a.rapid_scoresheet_request,
        TimeClass::Blitz => a.blitz_scoresheet_request,
        TimeClass::Standard => None,
    };
    let (Some(limit), Some(clause), true) =
        (b.rules.scoresheets.requests_to_see, clause, supervised)
    else {
        let (cited, pt_why, en_why) = match appendix_exemption(b) {
            // Standard play, and blitz under the Competition Rules (supervised, 2014).
            None => (
                vec![a.recording],
                "Sob as Regras de Competição cada jogador anota a própria planilha; esta edição não lhe dá o direito de ver a do árbitro.",
                "Under the Competition Rules each player keeps his own scoresheet; this edition gives him no right to see the arbiter's.",
            ),
            Some(articles) if clause.is_some() => (
                articles,
                "Sem supervisão adequada ninguém é obrigado a anotar esta partida, e as Leis não preveem esse pedido: o árbitro não mostra planilha alguma.",
                "Without adequate supervision nobody has to record this game, and the Laws do not provide for the request: the arbiter shows no scoresheet.",
            ),
            Some(articles) => (
                articles,
                "Os jogadores não precisam anotar, e esta edição das Leis não lhes dá o direito de ver a planilha do árbitro.",
                "The players need not record, and this edition of the Laws gives them no right to see the arbiter's scoresheet.",
            ),
        };
        return refused(cited, asked.and(pt_why, en_why));
    };
    if who != mover {
        let ex = asked.and(
            "O pedido só pode ser feito quando é a vez do jogador: o árbitro não mostra a planilha agora.",
            "The request may be made only when it is the player's move: the arbiter does not show the scoresheet now.",
        );
        return refused(vec![clause], ex);
    }
    b.scoresheets.requests[who] += 1;
    let n = b.scoresheets.requests[who];
    if n <= u32::from(limit) {
        let ex = asked.and(
            format!("É a vez dele e este é o {n}º pedido de no máximo {limit} na partida: o árbitro (ou o assistente) mostra a planilha e a partida continua."),
            format!("It is his move and this is request {n} of at most {limit} in the game: the arbiter (or his assistant) shows him the scoresheet and play goes on."),
        );
        return b.ruling(Decision::PlayContinues, None, vec![clause], ex, None);
    }
    let ex = asked.and(
        format!("Já pediu {limit} vezes: este {n}º pedido distrai o adversário, e o árbitro aplica uma das penalidades previstas, a seu critério."),
        format!("He has already asked {limit} times: this request {n} distracts the opponent, and the arbiter applies one of the penalties the Laws list, at his discretion."),
    );
    let mut articles = vec![clause];
    articles.push(a.distraction);
    articles.push(a.penalties);
    b.ruling(Decision::PenaltyAtDiscretion, None, articles, ex, None)
}

/// A player is unable to keep score (8.1; 8.1.6 from 2017).
pub(super) fn unable(b: &Board, who: Color, disability: bool) -> Ruled {
    let a = &b.rules.articles;
    let (pt, en) = (side_cap(who, Lang::Pt), side_cap(who, Lang::En));
    let lead = Explanation::text(
        format!(
            "{pt} não conseguem anotar os lances{}.",
            if disability {
                ", por uma deficiência"
            } else {
                ""
            }
        ),
        format!(
            "{en} is unable to keep score{}.",
            if disability {
                ", because of a disability"
            } else {
                ""
            }
        ),
    );
    if let Some(articles) = appendix_exemption(b) {
        let ex = lead.and(
            "Nesta partida de rápido ou relâmpago ninguém precisa anotar: nada muda.",
            "In this rapid or blitz game nobody needs to record: nothing changes.",
        );
        return b.ruling(Decision::PlayContinues, None, articles, ex, None);
    }
    let art = a.unable_to_record;
    let adjusted = |pt_why: &str, en_why: &str| {
        let ex = lead.clone().and(pt_why, en_why);
        b.ruling(Decision::ClockAdjusted, None, vec![art], ex, None)
    };
    match b.rules.scoresheets.unable_to_record {
        UnableToRecord::TimeDeducted => adjusted(
            "O árbitro desconta do tempo dele, no início da partida, um tempo que ele mesmo fixa; os relógios mostram o tempo antes desse desconto.",
            "The arbiter deducts from his time, at the start of the game, an amount he decides; the clocks show the time before that deduction.",
        ),
        UnableToRecord::NoAdjustmentForDisability if disability => {
            let ex = lead.and(
                "Ele pode trazer um assistente, aceito pelo árbitro, para anotar; com deficiência, o relógio dele não é ajustado.",
                "He may bring an assistant, acceptable to the arbiter, to record the moves; for a player with a disability the clock is not adjusted.",
            );
            b.ruling(Decision::PlayContinues, None, vec![art], ex, None)
        }
        UnableToRecord::AssistantAndClockAdjusted | UnableToRecord::NoAdjustmentForDisability => {
            adjusted(
                "Ele pode trazer um assistente, aceito pelo árbitro, para anotar os lances, e o árbitro ajusta o relógio dele de forma equitativa (o quanto fica a critério dele; os relógios mostram o tempo antes do ajuste).",
                "He may bring an assistant, acceptable to the arbiter, to record the moves, and the arbiter adjusts his clock in an equitable way (the amount is his to decide; the clocks show the time before the adjustment).",
            )
        }
    }
}
