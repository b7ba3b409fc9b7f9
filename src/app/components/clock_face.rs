//! The two halves of a chess clock: time, move counter, period, delay and flag of each side.
//!
//! It draws `face` (the engine's [`ClockFace`] at the current instant) and reports taps; it
//! decides nothing. Layout (stylesheet `style/clock.css`): in portrait the halves are stacked
//! and Black's is turned towards the player across the table; in landscape they sit side by
//! side with digits sized for a projector.
use leptos::html::Div;
use leptos::prelude::*;
use shakmaty::Color;

use crate::app::i18n::Msg;
use crate::app::state::t;
use crate::clock::{ClockFace, RunState, clock_reading};

#[component]
pub fn ClockFaceView(
    /// The clock at the current instant.
    face: Memo<ClockFace>,
    /// How many periods the control has (the period is shown only when there are several).
    periods: Signal<usize>,
    /// A tap on a side's half.
    on_press: Callback<Color>,
    /// The face itself, focusable, so that a page can put the keyboard focus on it.
    face_ref: NodeRef<Div>,
) -> impl IntoView {
    let state = Memo::new(move |_| face.with(|f| f.state));
    view! {
        <div
            class="clock-face"
            id="clock-face"
            role="group"
            tabindex="0"
            aria-label=t(Msg::ClockFaceLabel)
            node_ref=face_ref
            class:paused=move || matches!(state.get(), RunState::Paused(_))
        >
            <Half side=Color::Black face periods on_press/>
            <Half side=Color::White face periods on_press/>
        </div>
    }
}

#[component]
fn Half(
    side: Color,
    face: Memo<ClockFace>,
    periods: Signal<usize>,
    on_press: Callback<Color>,
) -> impl IntoView {
    let (id, name) = match side {
        Color::White => ("clock-white", Msg::ClockWhite),
        Color::Black => ("clock-black", Msg::ClockBlack),
    };
    let remaining = Memo::new(move |_| face.with(|f| f.remaining[side]));
    let reading = Memo::new(move |_| clock_reading(remaining.get()));
    let moves = Memo::new(move |_| face.with(|f| f.moves[side]));
    let period = Memo::new(move |_| face.with(|f| f.period[side]));
    let on_turn = Memo::new(move |_| {
        face.with(|f| matches!(f.state, RunState::Running(c) | RunState::Paused(c) | RunState::Frozen(c) if c == side))
    });
    let delay = Memo::new(move |_| {
        face.with(|f| f.delay_left.filter(|_| on_turn.get()).map(clock_reading))
    });
    let flagged = Memo::new(move |_| face.with(|f| f.flags[side].is_some()));
    let first = Memo::new(move |_| face.with(|f| f.first_flag == Some(side)));
    view! {
        <button
            type="button"
            id=id
            class="side"
            class:white=side == Color::White
            class:black=side == Color::Black
            class:on-turn=move || on_turn.get()
            class:flagged=move || flagged.get()
            class:first-flag=move || first.get()
            aria-pressed=move || if on_turn.get() { "true" } else { "false" }
            on:click=move |_| on_press.run(side)
        >
            <span class="side-name">{t(name)}</span>
            <span class="time" data-ms=move || remaining.get().as_millis()>{move || reading.get()}</span>
            <span class="meta">
                <span class="moves">{t(Msg::ClockMoves)}" "<b class="moves-n">{move || moves.get()}</b></span>
                <Show when=move || { periods.get() > 1 }>
                    <span class="period">{t(Msg::ClockPeriod)}" "<b class="period-n">{move || period.get() + 1}</b></span>
                </Show>
                {move || delay.get().map(|d| view! {
                    <span class="delay">{t(Msg::ClockDelayLeft)}" "<b>{d}</b></span>
                })}
            </span>
            <Show when=move || flagged.get()>
                <span class="flag">
                    "⚑ "{t(Msg::ClockFlag)}
                    <Show when=move || first.get()>" — "{t(Msg::ClockFellFirst)}</Show>
                </span>
            </Show>
        </button>
    }
}
