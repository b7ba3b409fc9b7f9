//! The clock tool (`/clock`): a two-sided FIDE clock for a phone or a projector.
//!
//! The engine's [`Clock`] holds the state; every input is given `platform::now()` (the
//! browser's monotonic time), and the display draws `clock.face(now)`, refreshed before every
//! repaint. So what the display shows is what the engine would rule on, and a tab left in the
//! background is right again as soon as it is shown: nothing is accumulated tick by tick.
use leptos::html::Div;
use leptos::prelude::*;
use shakmaty::Color;

use crate::app::components::clock_face::ClockFaceView;
use crate::app::i18n::Msg;
use crate::app::platform::{self, KeyPress};
use crate::app::state::{Settings, settings, t};
use crate::clock::{
    Clock, Millis, PRESETS, PeriodTrigger, RunState, TimeControl, TimeControlError, clock_reading,
};
use crate::laws::{IllegalMoveConsequence, Supervision, TimeClass, illegal_move_penalty};

/// Which control the setup form has chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    Preset(usize),
    Custom,
}

/// The clock and the instant it was last drawn at.
#[derive(Clone, Copy)]
struct Live {
    clock: RwSignal<Clock>,
    now: RwSignal<Millis>,
}

impl Live {
    /// Applies one input at the present instant. An input the clock ignores (a press by the
    /// side whose clock is not running …) changes nothing; the engine rejects only time going
    /// back, which a monotonic source never does.
    fn act(self, input: impl FnOnce(&mut Clock, Millis)) {
        let now = platform::now();
        self.now.set(now);
        self.clock.update(|c| input(c, now));
    }

    /// A side presses its clock; Black's press on a clock not yet started starts White's.
    fn press(self, side: Color) {
        self.act(|c, now| {
            if c.state() == RunState::Set && side == Color::Black {
                let _ = c.start(now);
            } else {
                let _ = c.press(side, now);
            }
        });
    }

    /// Space: starts a set clock, or presses for the side whose clock runs.
    fn press_running(self) {
        self.act(|c, now| {
            match c.face(now).state {
                RunState::Set => {
                    let _ = c.start(now);
                }
                RunState::Running(side) => {
                    let _ = c.press(side, now);
                }
                RunState::Paused(_) | RunState::Frozen(_) => {}
            };
        });
    }

    fn toggle_pause(self) {
        self.act(|c, now| {
            match c.face(now).state {
                RunState::Running(_) => {
                    let _ = c.pause(now);
                }
                RunState::Paused(_) | RunState::Frozen(_) => {
                    let _ = c.resume(now);
                }
                RunState::Set => {}
            };
        });
    }
}

#[component]
pub fn ClockPage() -> impl IntoView {
    let lang = settings().lang;
    let live = Live {
        clock: RwSignal::new(Clock::new(PRESETS[0].control())),
        now: RwSignal::new(platform::now()),
    };
    let face = Memo::new(move |_| live.clock.with(|c| c.face(live.now.get())));
    let periods = Signal::derive(move || live.clock.with(|c| c.control().period_count()));
    let face_ref = NodeRef::<Div>::new();

    // Redraw before every repaint while a clock runs (reading the time, not counting frames).
    let frames = platform::every_frame(move || {
        if live
            .clock
            .with_untracked(|c| matches!(c.state(), RunState::Running(_)))
        {
            live.now.set(platform::now());
        }
    });
    let keys = platform::on_keydown(move |key: &KeyPress| {
        if key.in_field {
            return false;
        }
        match key.code.as_str() {
            "Space" if !key.on_control => live.press_running(),
            "KeyA" | "ShiftLeft" => live.press(Color::White),
            "KeyL" | "ShiftRight" => live.press(Color::Black),
            "KeyP" => live.toggle_pause(),
            _ => return false,
        }
        true
    });
    on_cleanup(move || {
        frames.stop();
        keys.remove();
    });

    let status = Memo::new(move |_| {
        face.with(|f| match (f.first_flag, f.state) {
            (Some(Color::White), _) => Msg::ClockWhiteFellFirst,
            (Some(Color::Black), _) => Msg::ClockBlackFellFirst,
            (None, RunState::Set) => Msg::ClockStatusSet,
            (None, RunState::Running(Color::White)) => Msg::ClockStatusWhiteRuns,
            (None, RunState::Running(Color::Black)) => Msg::ClockStatusBlackRuns,
            (None, RunState::Paused(_)) => Msg::ClockStatusPaused,
            (None, RunState::Frozen(_)) => Msg::ClockStatusFrozen,
        })
    });
    let pause_label = Memo::new(move |_| match face.with(|f| f.state) {
        RunState::Paused(_) | RunState::Frozen(_) => Msg::ClockResume,
        _ => Msg::ClockPause,
    });
    let started = Memo::new(move |_| face.with(|f| f.state != RunState::Set));

    view! {
        <section class="page clock-page" id="page-clock">
            <h1>{t(Msg::ClockTitle)}</h1>
            <ClockFaceView
                face
                periods
                on_press=Callback::new(move |side| live.press(side))
                face_ref
            />
            <div class="clock-bar">
                <button
                    type="button"
                    class="button"
                    id="clock-start"
                    disabled=move || started.get()
                    on:click=move |_| {
                        live.act(|c, now| {
                            let _ = c.start(now);
                        });
                        focus(face_ref);
                    }
                >
                    {t(Msg::ClockStart)}
                </button>
                <button
                    type="button"
                    class="button"
                    id="clock-pause"
                    disabled=move || !started.get()
                    on:click=move |_| live.toggle_pause()
                >
                    {move || pause_label.get().get(lang.get())}
                </button>
                <p class="clock-status" id="clock-status" role="status">
                    {move || status.get().get(lang.get())}
                </p>
            </div>
            <p class="help">{t(Msg::ClockKeysHelp)}</p>
            <Setup live face_ref/>
            <Corrections live/>
        </section>
    }
}

fn focus(face_ref: NodeRef<Div>) {
    if let Some(el) = face_ref.get() {
        let _ = el.focus();
    }
}

/// The control and the period trigger; "Set the clock" replaces the clock.
#[component]
fn Setup(live: Live, face_ref: NodeRef<Div>) -> impl IntoView {
    let lang = settings().lang;
    let choice = RwSignal::new(Choice::Preset(0));
    let custom = RwSignal::new(String::new());
    let error = RwSignal::new(None::<TimeControlError>);
    let trigger = RwSignal::new(PeriodTrigger::OnMoveCount);
    let in_use = Memo::new(move |_| live.clock.with(|c| c.control().to_string()));

    let apply = move || {
        let control: Result<TimeControl, TimeControlError> = match choice.get_untracked() {
            Choice::Preset(i) => Ok(PRESETS[i].control()),
            Choice::Custom => custom.with_untracked(|s| s.trim().parse()),
        };
        match control {
            Ok(control) => {
                error.set(None);
                live.now.set(platform::now());
                live.clock
                    .set(Clock::new(control).with_trigger(trigger.get_untracked()));
                focus(face_ref);
            }
            // The clock stays as it was.
            Err(e) => error.set(Some(e)),
        }
    };

    let presets = PRESETS
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let id = format!("preset-{i}");
            view! {
                <li>
                    <input
                        type="radio"
                        name="preset"
                        id=id.clone()
                        value=p.id
                        prop:checked=move || choice.get() == Choice::Preset(i)
                        on:change=move |_| choice.set(Choice::Preset(i))
                    />
                    <label for=id>
                        <b class="preset-id">{p.id}</b>" "
                        <span>{move || p.name(lang.get())}</span>
                    </label>
                </li>
            }
        })
        .collect_view();

    view! {
        <form
            class="clock-setup"
            id="clock-setup"
            on:submit=move |ev| {
                ev.prevent_default();
                apply();
            }
        >
            <h2>{t(Msg::ClockSetupTitle)}</h2>
            <p>
                {t(Msg::ClockInUse)}" "<code id="clock-control">{move || in_use.get()}</code>
            </p>
            <fieldset>
                <legend>{t(Msg::ClockPresetsLegend)}</legend>
                <ul class="choices">
                    {presets}
                    <li>
                        <input
                            type="radio"
                            name="preset"
                            id="preset-custom"
                            value="custom"
                            prop:checked=move || choice.get() == Choice::Custom
                            on:change=move |_| choice.set(Choice::Custom)
                        />
                        <label for="preset-custom">{t(Msg::ClockCustomOption)}</label>
                    </li>
                </ul>
                <div class="field">
                    <label for="custom-control">{t(Msg::ClockCustomLabel)}</label>
                    <input
                        type="text"
                        id="custom-control"
                        inputmode="text"
                        autocomplete="off"
                        spellcheck="false"
                        aria-describedby="custom-help custom-error"
                        aria-invalid=move || if error.with(Option::is_some) { "true" } else { "false" }
                        prop:value=move || custom.get()
                        on:input=move |ev| {
                            custom.set(event_target_value(&ev));
                            choice.set(Choice::Custom);
                        }
                    />
                    <p class="help" id="custom-help">{t(Msg::ClockCustomHelp)}</p>
                    <p class="error" id="custom-error" role="alert">
                        {move || {
                            error
                                .get()
                                .map(|e| {
                                    format!(
                                        "{} {}",
                                        Msg::ClockCustomInvalid.get(lang.get()),
                                        e.explain().get(lang.get()),
                                    )
                                })
                        }}
                    </p>
                </div>
            </fieldset>
            <fieldset>
                <legend>{t(Msg::ClockTriggerLabel)}</legend>
                <ul class="choices">
                    {radio_option("trigger", trigger, PeriodTrigger::OnMoveCount, "trigger-moves", Msg::ClockTriggerMoves)}
                    {radio_option("trigger", trigger, PeriodTrigger::AtZero, "trigger-zero", Msg::ClockTriggerZero)}
                </ul>
            </fieldset>
            <button type="submit" class="button" id="clock-apply">{t(Msg::ClockApply)}</button>
        </form>
    }
}

/// The arbiter's corrections: time and move counter of either side, and the illegal-move
/// penalty of the edition in use, in one action.
#[component]
fn Corrections(live: Live) -> impl IntoView {
    let Settings { lang, edition } = settings();
    let side = RwSignal::new(Color::White);
    let amount = RwSignal::new(String::from("1:00"));
    let moves = RwSignal::new(String::new());
    let supervision = RwSignal::new(Supervision::Adequate);
    let note = RwSignal::new(None::<Msg>);
    let penalty = Memo::new(move |_| {
        live.clock
            .with(|c| illegal_move_penalty(c.control(), edition.get(), supervision.get()))
    });

    let with_amount = move |input: fn(&mut Clock, Color, Millis, Millis)| match amount
        .with_untracked(|a| a.trim().parse::<Millis>())
    {
        Ok(m) => {
            let s = side.get_untracked();
            live.act(|c, now| input(c, s, m, now));
            note.set(Some(Msg::ClockCorrected));
        }
        Err(_) => note.set(Some(Msg::ClockBadAmount)),
    };
    let set_moves = move || match moves.with_untracked(|m| m.trim().parse::<u32>()) {
        Ok(n) => {
            let s = side.get_untracked();
            live.act(|c, now| {
                let _ = c.set_moves(s, n, now);
            });
            note.set(Some(Msg::ClockCorrected));
        }
        Err(_) => note.set(Some(Msg::ClockBadMoves)),
    };
    let apply_penalty = move |offender: Color| {
        let IllegalMoveConsequence::TimeToOpponent(time) = penalty.get_untracked().consequence
        else {
            return; // the first illegal move loses: no time to give
        };
        live.act(|c, now| {
            let _ = c.add_time(offender.other(), time, now);
        });
        note.set(Some(Msg::ClockPenaltyApplied));
    };

    let class_name = move || match penalty.get().class {
        TimeClass::Standard => Msg::ClockClassStandard,
        TimeClass::Rapid => Msg::ClockClassRapid,
        TimeClass::Blitz => Msg::ClockClassBlitz,
    };
    let rule = move || {
        let p = penalty.get();
        let l = lang.get();
        let head = format!(
            "{}, {} {}",
            class_name().get(l),
            Msg::ClockEdition.get(l),
            edition.get().as_str()
        );
        match p.consequence {
            IllegalMoveConsequence::Loses => format!("{head}: {}", Msg::ClockPenaltyNone.get(l)),
            IllegalMoveConsequence::TimeToOpponent(time) => format!(
                "{head}: {} {} ({} {})",
                Msg::ClockPenaltyToOpponent.get(l),
                clock_reading(time),
                Msg::ClockArticle.get(l),
                p.article
            ),
        }
    };
    let no_penalty = move || penalty.get().consequence == IllegalMoveConsequence::Loses;

    view! {
        <section class="clock-arbiter" id="clock-arbiter" aria-labelledby="clock-arbiter-title">
            <h2 id="clock-arbiter-title">{t(Msg::ClockArbiterTitle)}</h2>
            <fieldset>
                <legend>{t(Msg::ClockSideLabel)}</legend>
                <ul class="choices inline">
                    {radio_option("adj-side", side, Color::White, "adj-white", Msg::ClockWhite)}
                    {radio_option("adj-side", side, Color::Black, "adj-black", Msg::ClockBlack)}
                </ul>
            </fieldset>
            <div class="field">
                <label for="adj-amount">{t(Msg::ClockAmountLabel)}</label>
                <input
                    type="text"
                    id="adj-amount"
                    inputmode="numeric"
                    autocomplete="off"
                    prop:value=move || amount.get()
                    on:input=move |ev| amount.set(event_target_value(&ev))
                />
                <div class="row">
                    <button type="button" class="button" id="adj-add" on:click=move |_| with_amount(|c, s, m, now| {
                        let _ = c.add_time(s, m, now);
                    })>{t(Msg::ClockAddTime)}</button>
                    <button type="button" class="button" id="adj-remove" on:click=move |_| with_amount(|c, s, m, now| {
                        let _ = c.remove_time(s, m, now);
                    })>{t(Msg::ClockRemoveTime)}</button>
                    <button type="button" class="button" id="adj-set" on:click=move |_| with_amount(|c, s, m, now| {
                        let _ = c.set_time(s, m, now);
                    })>{t(Msg::ClockSetTime)}</button>
                </div>
            </div>
            <div class="field">
                <label for="adj-moves">{t(Msg::ClockMovesLabel)}</label>
                <input
                    type="text"
                    id="adj-moves"
                    inputmode="numeric"
                    autocomplete="off"
                    prop:value=move || moves.get()
                    on:input=move |ev| moves.set(event_target_value(&ev))
                />
                <div class="row">
                    <button type="button" class="button" id="adj-set-moves" on:click=move |_| set_moves()>
                        {t(Msg::ClockSetMoves)}
                    </button>
                </div>
            </div>
            <h3>{t(Msg::ClockPenaltyTitle)}</h3>
            <fieldset>
                <legend>{t(Msg::ClockSupervisionLabel)}</legend>
                <ul class="choices inline">
                    {radio_option("supervision", supervision, Supervision::Adequate, "supervision-adequate", Msg::ClockSupervisionAdequate)}
                    {radio_option("supervision", supervision, Supervision::Inadequate, "supervision-inadequate", Msg::ClockSupervisionInadequate)}
                </ul>
            </fieldset>
            <p id="penalty-rule">{rule}</p>
            <div class="row">
                <button type="button" class="button" id="penalty-white" disabled=no_penalty on:click=move |_| apply_penalty(Color::White)>
                    {t(Msg::ClockIllegalByWhite)}
                </button>
                <button type="button" class="button" id="penalty-black" disabled=no_penalty on:click=move |_| apply_penalty(Color::Black)>
                    {t(Msg::ClockIllegalByBlack)}
                </button>
            </div>
            <p class="note" id="clock-note" role="status">{move || note.get().map(|m| m.get(lang.get()))}</p>
        </section>
    }
}

/// One radio button of a group bound to a signal.
fn radio_option<T: Copy + PartialEq + Send + Sync + 'static>(
    group: &'static str,
    signal: RwSignal<T>,
    value: T,
    id: &'static str,
    msg: Msg,
) -> impl IntoView {
    view! {
        <li>
            <input
                type="radio"
                name=group
                id=id
                prop:checked=move || signal.get() == value
                on:change=move |_| signal.set(value)
            />
            <label for=id>{t(msg)}</label>
        </li>
    }
}
