//! The drill player: the incident replayed step by step on a read-only board, the question, the
//! answer in the drill's kind, then the feedback. Used by the drill page and the quiz.
use std::sync::Arc;

use leptos::ev;
use leptos::prelude::*;
use shakmaty::san::San;
use shakmaty::{ByColor, Color, Square};
use wasm_bindgen::JsCast;

use super::bi;
use super::clocks::ClockPair;
use super::feedback::Feedback;
use super::store::stores;
use super::timeline::{DRILL_PACE, TimelinePlayer, use_timeline};
use crate::app::board::{
    Accept, Annotation, Board, Brush, MarkKind, MoveAttempt, Situation, SquareMark,
};
use crate::app::i18n::Msg;
use crate::app::{ask, platform};

use crate::app::state::{settings, t};
use crate::clock::Millis;
use crate::drills::{RightAnswer, TraineeAnswer};
use crate::i18n::Bilingual;
use crate::laws::Edition;
use crate::rulings::GameResult;
use crate::service::{PageDrill, PageRuling};

/// One answered drill.
#[derive(Clone, Debug)]
pub struct Answered {
    pub detail: Arc<PageDrill>,
    pub given: TraineeAnswer,
    pub right: bool,
}

/// A drill asked from the engine worker, again whenever `id` or `edition` changes. The
/// resource keeps only the reply to the latest question: a late reply to an earlier one is
/// dropped, never shown.
pub type DrillResource = LocalResource<Fetched>;

/// A reply, with the question it answers.
#[derive(Clone, Debug)]
pub struct Fetched {
    pub asked: (String, Edition),
    pub reply: Result<Arc<PageDrill>, Bilingual>,
}

pub fn fetch_drill(id: Signal<String>, edition: Signal<Edition>) -> DrillResource {
    // The store is taken here, where the context is (not inside the resource's task).
    let own = super::own::own_store();
    LocalResource::new(move || {
        let asked = (id.get(), edition.get());
        // The user's own drills travel with their file; the bank's by id.
        let toml = own.toml(&asked.0);
        async move {
            let reply = match toml {
                Some(toml) => ask::own_drill(toml, asked.1).await,
                None => ask::drill(asked.0.clone(), asked.1).await,
            };
            Fetched { asked, reply }
        }
    })
}

/// Fetches drill `id` in `edition` from the engine worker and plays it. Every answer is recorded
/// in the trainee's progress and passed to `on_answered`.
#[component]
pub fn DrillPlayer(
    #[prop(into)] id: Signal<String>,
    #[prop(into)] edition: Signal<Edition>,
    #[prop(optional)] on_answered: Option<Callback<Answered>>,
) -> impl IntoView {
    let loaded = fetch_drill(id, edition);
    // A drill page opened from its own static page (scripts/pages.mjs) keeps that page on screen
    // until the drill is here (or cannot be had).
    Effect::new(move |_| {
        if loaded.with(Option::is_some) {
            platform::remove_kept_static_shell();
        }
    });
    let shown = move || {
        loaded.get().map(|f| match f.reply {
            Err(m) => {
                view! { <p class="error" role="alert" id="drill-error">{bi(m)}</p> }.into_any()
            }
            Ok(d) => {
                view! { <Loaded detail=d chosen=edition.get_untracked() on_answered=on_answered/> }
                    .into_any()
            }
        })
    };
    view! {
        <Suspense fallback=move || view! {
            <p class="loading" role="status" aria-busy="true">{t(Msg::DrillsLoading)}</p>
        }>
            {shown}
        </Suspense>
    }
}

/// Green arrows for the ruling's allowed moves.
pub(crate) fn allowed_arrows(r: &PageRuling) -> Vec<Annotation> {
    r.allowed_moves
        .iter()
        .flatten()
        .map(|m| Annotation::Arrow {
            from: m.from,
            to: m.to,
            brush: Brush::Green,
        })
        .collect()
}

/// The square of the `[data-square]` cell an event happened in.
pub(crate) fn event_square(ev: &web_sys::Event) -> Option<Square> {
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    el.closest("[data-square]")
        .ok()??
        .get_attribute("data-square")?
        .parse()
        .ok()
}

#[component]
fn Loaded(
    detail: Arc<PageDrill>,
    chosen: Edition,
    on_answered: Option<Callback<Answered>>,
) -> impl IntoView {
    let lang = settings().lang;
    let n = detail.timeline.steps.len();
    let player = use_timeline(Signal::stored(detail.clone()), DRILL_PACE);
    let frame = player.frame;
    let given = RwSignal::new(None::<TraineeAnswer>);
    let annotations = RwSignal::new(Vec::<Annotation>::new());
    let on_board = match detail.answer {
        RightAnswer::Moves { .. } => Some(Accept::LegalMoves),
        RightAnswer::Piece { .. } => Some(Accept::Nothing),
        _ => None,
    };
    let is_moves = on_board == Some(Accept::LegalMoves);
    let is_piece = matches!(detail.answer, RightAnswer::Piece { .. });

    let caption = move || match player.caption() {
        None => Msg::StepStart.get(lang.get()).to_owned(),
        Some(c) => c.get(lang.get()).to_owned(),
    };
    let answered = move || given.with(Option::is_some);
    let at_end = move || player.at_end();
    let answering = move || at_end() && !answered();
    let ruling_setup = detail.timeline.ruling.position.setup();
    let ruling_chess = Situation::new(ruling_setup.clone()).chess;
    let position = {
        let ruling_setup = ruling_setup.clone();
        Memo::new(move |_| {
            if answered() || (is_moves && at_end()) {
                ruling_setup.clone()
            } else {
                frame.with(|f| f.setup())
            }
        })
    };
    let accept = Signal::derive(move || {
        if is_moves && answering() {
            Accept::LegalMoves
        } else {
            Accept::Nothing
        }
    });
    let last_move = Signal::derive(move || {
        if answered() || (is_moves && at_end()) {
            None
        } else {
            frame.get().last_move
        }
    });
    let d = detail.clone();
    let marks = Signal::derive(move || match given.get() {
        Some(g) => {
            let mut m = Vec::new();
            if let RightAnswer::Piece { square } = d.answer {
                m.push(SquareMark {
                    square,
                    kind: MarkKind::Correct,
                });
            }
            match g {
                TraineeAnswer::Piece(sq) if !d.answer.accepts(&g) => m.push(SquareMark {
                    square: sq,
                    kind: MarkKind::Wrong,
                }),
                _ => {}
            }
            m
        }
        None if is_moves && at_end() => Vec::new(),
        None => frame
            .get()
            .touched
            .iter()
            .map(|&square| SquareMark {
                square,
                kind: MarkKind::Touched,
            })
            .collect(),
    });
    let clocks = player.clocks;
    let running = player.running();

    // Answering: right or wrong is the engine's `Answer::accepts`; the board shows the ruling.
    let answer = {
        let d = detail.clone();
        move |g: TraineeAnswer, tried: Option<(Square, Square)>| {
            if answered() {
                return;
            }
            let right = d.answer.accepts(&g);
            let mut arrows = match d.answer {
                RightAnswer::Moves { .. } => allowed_arrows(&d.timeline.ruling),
                _ => Vec::new(),
            };
            if let (false, Some((from, to))) = (right, tried) {
                arrows.push(Annotation::Arrow {
                    from,
                    to,
                    brush: Brush::Red,
                });
            }
            annotations.set(arrows);
            player.last();
            given.set(Some(g.clone()));
            stores().record(&d.summary.id, d.edition, right);
            if let Some(cb) = on_answered {
                cb.run(Answered {
                    detail: d.clone(),
                    given: g,
                    right,
                });
            }
        }
    };
    let on_move = {
        let answer = answer.clone();
        let chess = ruling_chess.clone();
        Callback::new(move |m: MoveAttempt| {
            if let Some(pos) = &chess
                && let Some(mv) = m.to_legal(pos)
            {
                let san = San::from_move(pos, mv).to_string();
                answer(TraineeAnswer::Move(san), Some((m.from, m.to)));
            }
        })
    };
    let pick = {
        let answer = answer.clone();
        move |ev: &web_sys::Event| {
            if !is_piece || !answering() {
                return;
            }
            if let Some(sq) = event_square(ev)
                && position.with_untracked(|s| s.board.piece_at(sq).is_some())
            {
                answer(TraineeAnswer::Piece(sq), None);
            }
        }
    };
    let pick_key = pick.clone();

    let on_key = move |ev: ev::KeyboardEvent| {
        let inside_input = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest(".board, input, select, textarea").ok().flatten())
            .is_some();
        if inside_input || ev.ctrl_key() || ev.alt_key() || ev.meta_key() {
            return;
        }
        if player.key(&ev.key()) {
            ev.prevent_default();
        }
    };

    let narrative = detail.narrative.clone();
    let question = detail.question.clone();
    let title = detail.summary.title.clone();
    let played = detail.edition;
    let fallback = !detail.summary.editions.contains(&chosen);
    let d = detail.clone();
    let feedback = move || {
        given
            .get()
            .map(|g| view! { <Feedback detail=d.clone() given=g/> })
    };
    let input = answer_input(detail.clone(), answer, player, on_board, answered);

    view! {
        <article class="player" on:keydown=on_key>
            <h2 class="player-title" id="drill-title">{bi(title)}</h2>
            <p class="player-edition" id="drill-edition">
                {t(Msg::PlayedIn)}" "<strong>{played.as_str()}</strong>
                {fallback.then(|| view! { " — "{t(Msg::NotInEdition)} })}
            </p>
            <div class="player-grid">
                <div class="player-board"
                     on:click=move |ev: ev::MouseEvent| pick(&ev)
                     on:keydown=move |ev: ev::KeyboardEvent| {
                         if matches!(ev.key().as_str(), "Enter" | " ") { pick_key(&ev) }
                     }>
                    <Board position=position accept=accept last_move=last_move marks=marks
                           annotations=annotations lang=lang on_move=on_move/>
                    <ClockPair clocks=clocks running=running/>
                </div>
                <div class="player-side">
                    <section class="steps" aria-label=t(Msg::Incident)>
                        <p class="step-count">
                            {t(Msg::StepLabel)}" "<span id="step-index">{move || player.step()}</span>" "{t(Msg::Of)}" "{n}
                        </p>
                        <p class="step-caption" id="step-caption" aria-live="polite">{caption}</p>
                        <div class="step-buttons">
                            <button type="button" id="step-first" on:click=move |_| player.first() disabled=move || player.step() == 0>"« "{t(Msg::StepFirst)}</button>
                            <button type="button" id="step-prev" on:click=move |_| player.prev() disabled=move || player.step() == 0>"◀ "{t(Msg::StepPrev)}</button>
                            <button type="button" id="step-play" on:click=move |_| player.toggle() aria-pressed=move || player.playing().to_string()>
                                {move || if player.playing() { t(Msg::StepPause)() } else { t(Msg::StepPlay)() }}
                            </button>
                            <button type="button" id="step-next" on:click=move |_| player.next() disabled=move || player.at_end()>{t(Msg::StepNext)}" ▶"</button>
                            <button type="button" id="step-last" on:click=move |_| player.last() disabled=move || player.at_end()>{t(Msg::StepLast)}" »"</button>
                        </div>
                        <p class="help">{t(Msg::StepKeys)}</p>
                    </section>
                    <p class="narrative" id="drill-narrative">{bi(narrative)}</p>
                    <h3>{t(Msg::Question)}</h3>
                    <p class="question" id="drill-question">{bi(question)}</p>
                    {input}
                    {feedback}
                </div>
            </div>
        </article>
    }
}

/// The answer controls for the drill's kind (moves and pieces are answered on the board).
fn answer_input(
    d: Arc<PageDrill>,
    answer: impl Fn(TraineeAnswer, Option<(Square, Square)>) + Clone + Send + Sync + 'static,
    player: TimelinePlayer,
    on_board: Option<Accept>,
    answered: impl Fn() -> bool + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let body = match &d.answer {
        RightAnswer::Moves { .. } | RightAnswer::Piece { .. } => {
            let hint = if on_board == Some(Accept::LegalMoves) {
                Msg::AnswerMove
            } else {
                Msg::AnswerPiece
            };
            view! {
                <p class="answer-hint" id="answer-hint">{t(hint)}</p>
                <button type="button" id="answer-now" on:click=move |_| player.last()>{t(Msg::AnswerNow)}</button>
            }
            .into_any()
        }
        RightAnswer::Result { .. } => {
            let options = [
                (Some(GameResult::WhiteWins), "result-1-0"),
                (Some(GameResult::Draw), "result-draw"),
                (Some(GameResult::BlackWins), "result-0-1"),
                (None, "result-none"),
            ];
            options
                .into_iter()
                .map(|(r, id)| {
                    let answer = answer.clone();
                    let label = match r {
                        Some(r) => r.as_str().replace("1/2", "½"),
                        None => String::new(),
                    };
                    view! {
                        <button type="button" class="answer-option" id=id
                                on:click=move |_| answer(TraineeAnswer::Result(r), None)>
                            {label}{r.is_none().then(|| t(Msg::GameGoesOn))}
                        </button>
                    }
                })
                .collect_view()
                .into_any()
        }
        RightAnswer::Choice { .. } => d
            .options
            .iter()
            .map(|o| {
                let answer = answer.clone();
                let (id, text) = (o.id.clone(), o.text.clone());
                view! {
                    <button type="button" class="answer-option" id=format!("choice-{id}")
                            on:click=move |_| answer(TraineeAnswer::Choice(id.clone()), None)>
                        {bi(text)}
                    </button>
                }
            })
            .collect_view()
            .into_any(),
        RightAnswer::Clocks { moves, .. } => clock_form(answer, moves.is_some()).into_any(),
    };
    view! {
        <div class="answer" id="answer" role="group" aria-labelledby="drill-question" hidden=answered>
            {body}
        </div>
    }
}

/// A move-counter entry: a whole number from 0 to 999, digits only.
fn parse_counter(text: &str) -> Option<u32> {
    let t = text.trim();
    (!t.is_empty() && t.len() <= 3 && t.bytes().all(|b| b.is_ascii_digit()))
        .then(|| t.parse().ok())
        .flatten()
}

/// Both clocks, and both move counters when `counters` (the engine's answer has them).
fn clock_form(
    answer: impl Fn(TraineeAnswer, Option<(Square, Square)>) + Clone + Send + Sync + 'static,
    counters: bool,
) -> impl IntoView {
    let white = RwSignal::new(String::new());
    let black = RwSignal::new(String::new());
    let moves_white = RwSignal::new(String::new());
    let moves_black = RwSignal::new(String::new());
    let bad = RwSignal::new(ByColor {
        white: false,
        black: false,
    });
    let bad_moves = RwSignal::new(ByColor {
        white: false,
        black: false,
    });
    let submit = move |ev: ev::SubmitEvent| {
        ev.prevent_default();
        let w = white.get_untracked().trim().parse::<Millis>();
        let b = black.get_untracked().trim().parse::<Millis>();
        bad.set(ByColor {
            white: w.is_err(),
            black: b.is_err(),
        });
        let (mw, mb) = if counters {
            (
                parse_counter(&moves_white.get_untracked()),
                parse_counter(&moves_black.get_untracked()),
            )
        } else {
            (Some(0), Some(0))
        };
        bad_moves.set(ByColor {
            white: mw.is_none(),
            black: mb.is_none(),
        });
        if let (Ok(white), Ok(black), Some(mw), Some(mb)) = (w, b, mw, mb) {
            let moves = counters.then_some(ByColor {
                white: mw,
                black: mb,
            });
            answer(TraineeAnswer::Clocks(ByColor { white, black }, moves), None);
        }
    };
    let counter = move |c: Color, id: &'static str, value: RwSignal<String>, name: Msg| {
        let is_bad = move || bad_moves.with(|b| *b.get(c));
        view! {
            <div class="field">
                <label for=id>{t(name)}" "{t(Msg::CounterEntry)}</label>
                <input id=id type="text" inputmode="numeric" autocomplete="off" placeholder="40"
                       maxlength="3"
                       aria-invalid=move || is_bad().to_string()
                       aria-describedby="moves-error"
                       prop:value=move || value.get()
                       on:input=move |ev| value.set(event_target_value(&ev))/>
            </div>
        }
    };
    let counter_fields = counters.then(|| {
        view! {
            <fieldset class="counter-fields">
                <legend>{t(Msg::CountersLegend)}</legend>
                {counter(Color::White, "moves-white", moves_white, Msg::White)}
                {counter(Color::Black, "moves-black", moves_black, Msg::Black)}
                <p class="error" id="moves-error" role="alert">
                    {move || { let b = bad_moves.get(); (b.white || b.black).then(|| t(Msg::BadCounter)) }}
                </p>
            </fieldset>
        }
    });
    let field = move |c: Color, id: &'static str, value: RwSignal<String>, name: Msg| {
        let is_bad = move || bad.with(|b| *b.get(c));
        view! {
            <div class="field">
                <label for=id>{t(name)}" "{t(Msg::ClockEntry)}</label>
                <input id=id type="text" inputmode="numeric" autocomplete="off" placeholder="1:30:00"
                       aria-invalid=move || is_bad().to_string()
                       aria-describedby="clock-error"
                       prop:value=move || value.get()
                       on:input=move |ev| value.set(event_target_value(&ev))/>
            </div>
        }
    };
    view! {
        <form class="clock-form" on:submit=submit novalidate>
            <fieldset class="clock-fields">
                <legend>{t(Msg::ClocksLegend)}</legend>
                {field(Color::White, "clock-white", white, Msg::White)}
                {field(Color::Black, "clock-black", black, Msg::Black)}
                <p class="error" id="clock-error" role="alert">
                    {move || { let b = bad.get(); (b.white || b.black).then(|| t(Msg::BadClock)) }}
                </p>
            </fieldset>
            {counter_fields}
            <button type="submit" id="clock-submit">{t(Msg::Submit)}</button>
        </form>
    }
}
