//! Both clocks of an incident, with the side whose clock runs.
use leptos::prelude::*;
use shakmaty::{ByColor, Color};

use crate::app::i18n::Msg;
use crate::app::state::t;
use crate::clock::Millis;

/// Both clocks (nothing when the incident has none). `running` marks the side whose clock runs;
/// `moves`, when given, shows each side's move counter.
#[component]
pub fn ClockPair(
    #[prop(into)] clocks: Signal<Option<ByColor<Millis>>>,
    #[prop(into, optional)] running: Signal<Option<Color>>,
    #[prop(into, optional)] moves: Signal<Option<ByColor<u32>>>,
    #[prop(optional)] caption: Option<Msg>,
) -> impl IntoView {
    let side = move |c: Color, name: Msg| {
        let on = move || running.get() == Some(c);
        view! {
            <div class="clock" class:clock--running=on data-side=if c == Color::White { "white" } else { "black" }>
                <span class="clock-side">{t(name)}</span>
                <span class="clock-time">{move || clocks.get().map(|x| x.get(c).to_string())}</span>
                {move || moves.get().map(|m| view! {
                    <span class="clock-moves">{*m.get(c)}" "{t(Msg::MovesCounted)}</span>
                })}
                <Show when=on>
                    <span class="clock-run">{t(Msg::Running)}</span>
                </Show>
            </div>
        }
    };
    view! {
        <Show when=move || clocks.with(Option::is_some)>
            <div class="clocks" role="group" aria-label=caption.map(t)>
                {caption.map(|m| view! { <p class="clocks-caption">{t(m)}</p> })}
                {side(Color::White, Msg::White)}
                {side(Color::Black, Msg::Black)}
            </div>
        </Show>
    }
}
