//! Projection mode: `/instructor` lists the drills, `/instructor/:id` projects one for a room.
//!
//! The stage covers the window (and the screen, with the Fullscreen API): a large high-contrast
//! board, the incident's caption and clocks in large type, the question and the ruling revealed
//! on demand, the other editions that rule differently, and drawing on the board. Everything is
//! driven from the keyboard (a presentation clicker sends Page Up / Page Down); the keys are in
//! [`KEYS`] and in the help overlay. The drill comes from the engine worker, like the drill
//! player's, so it works offline once the app is installed.
use std::sync::Arc;

use leptos::ev;
use leptos::html::{Div, Section};
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use super::Page;
use super::drills::with_bank;
use crate::app::board::{Accept, Annotation, Board, MarkKind, SquareMark, Theme};
use crate::app::components::bi;
use crate::app::components::clocks::ClockPair;
use crate::app::components::feedback::right_text;
use crate::app::components::player::{allowed_arrows, fetch_drill};
use crate::app::components::store::Bank;
use crate::app::components::timeline::{PROJECTION_PACE, use_timeline};
use crate::app::i18n::Msg;
use crate::app::platform::{self, KeyPress};
use crate::app::state::{settings, t};
use crate::drills::RightAnswer;
use crate::i18n::{Bilingual, Lang};
use crate::laws::Edition;
use crate::service::{PageDrill, PageFrame};

/// The keys of the projection, as the help overlay lists them.
const KEYS: [(&str, Msg); 16] = [
    ("→  Page Down", Msg::ProjKeyNext),
    ("←  Page Up", Msg::ProjKeyPrev),
    ("Home  End", Msg::ProjKeyEnds),
    ("↑  ↓", Msg::ProjKeyScroll),
    ("Space  P", Msg::ProjKeyPlay),
    ("Q", Msg::ProjKeyQuestion),
    ("R", Msg::ProjKeyRuling),
    ("E", Msg::ProjKeyEdition),
    ("1 … 7", Msg::ProjKeyDigits),
    ("D", Msg::ProjKeyDraw),
    ("X", Msg::ProjKeyClear),
    ("F", Msg::ProjKeyFull),
    ("T", Msg::ProjKeyTheme),
    ("L", Msg::ProjKeyLang),
    ("?  H", Msg::ProjKeyHelp),
    ("Esc", Msg::ProjKeyEscape),
];

/// The drills, by topic, each opening in projection.
#[component]
pub fn InstructorList() -> impl IntoView {
    let list = move |bank: Arc<Bank>| {
        bank.topics
            .iter()
            .map(|tp| {
                let items = bank
                    .drills
                    .iter()
                    .filter(|d| d.topic == tp.topic)
                    .map(|d| {
                        let title = d.title.clone();
                        view! {
                            <li class="drill-item" data-id=d.id.clone()>
                                <A href=format!("/instructor/{}", d.id)>{bi(title)}</A>
                                {d.edition_difference.then(|| view! {
                                    <span class="badge badge--differs">{t(Msg::EditionDiffers)}</span>
                                })}
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <section class="topic-group" data-topic=tp.code.clone()>
                        <h2>{bi(tp.name.clone())}</h2>
                        <ul class="drill-list">{items}</ul>
                    </section>
                }
            })
            .collect_view()
    };
    view! {
        <Page title=Msg::InstructorTitle id="page-instructor">
            <p class="lead">{t(Msg::ProjIntro)}</p>
            {with_bank(list)}
        </Page>
    }
}

/// The editions of a drill, oldest first.
fn editions_of(d: &PageDrill) -> Vec<Edition> {
    let mut e = d.summary.editions.clone();
    e.sort();
    e.dedup();
    e
}

/// Whether another edition of the drill rules differently from the one shown.
fn differs_in(d: &PageDrill, e: Edition) -> bool {
    d.others
        .iter()
        .any(|o| o.differs && o.editions.contains(&e))
}

#[component]
pub fn Projector() -> impl IntoView {
    let params = use_params_map();
    let id = Signal::derive(move || params.read().get("id").unwrap_or_default());
    let chosen = settings();
    let lang = chosen.lang;
    let edition = RwSignal::new(chosen.edition.get_untracked());
    let loaded = fetch_drill(id, edition.into());
    // The drill shown stays on screen while another edition of it loads (the resource keeps
    // its last reply until the next one arrives, and drops replies to outdated questions).
    let current = RwSignal::new(None::<Arc<PageDrill>>);
    let error = RwSignal::new(None::<Bilingual>);
    Effect::new(move |_| match loaded.get().map(|f| f.reply) {
        Some(Ok(d)) => {
            error.set(None);
            current.set(Some(d));
        }
        Some(Err(m)) => error.set(Some(m)),
        None => {}
    });
    let switching = Signal::derive(move || {
        let asked = (id.get(), edition.get());
        current.with(Option::is_some)
            && !loaded.with(|f| f.as_ref().is_some_and(|f| f.asked == asked))
    });

    view! {
        {move || error.get().map(|m| view! {
            <p class="error proj-error" role="alert" id="proj-error">{bi(m)}</p>
        })}
        <Show when=move || current.with(Option::is_some)
              fallback=move || view! {
                  <p class="loading" role="status" aria-busy="true" id="loading">{t(Msg::DrillsLoading)}</p>
              }>
            <Stage current edition lang switching/>
        </Show>
    }
}

#[allow(clippy::too_many_lines)]
#[component]
fn Stage(
    current: RwSignal<Option<Arc<PageDrill>>>,
    edition: RwSignal<Edition>,
    lang: RwSignal<Lang>,
    switching: Signal<bool>,
) -> impl IntoView {
    // Set only once a drill has loaded, and never emptied afterwards.
    let detail = Memo::new(move |prev: Option<&Arc<PageDrill>>| {
        current
            .get()
            .or_else(|| prev.cloned())
            .expect("the stage is shown once a drill has loaded")
    });
    let player = use_timeline(detail.into(), PROJECTION_PACE);
    let show_question = RwSignal::new(false);
    let show_ruling = RwSignal::new(false);
    let drawing = RwSignal::new(false);
    let annotations = RwSignal::new(Vec::<Annotation>::new());
    let help = RwSignal::new(false);
    let full = RwSignal::new(false);
    let dark = RwSignal::new(false);
    let root = NodeRef::<Section>::new();
    let side = NodeRef::<Div>::new();

    let frame = player.frame;
    let at_ruling = Memo::new(move |_| show_ruling.get() && player.at_end());
    let position = Memo::new(move |_| {
        if at_ruling.get() {
            detail.with(|d| d.timeline.ruling.position.setup())
        } else {
            frame.with(PageFrame::setup)
        }
    });
    let last_move =
        Signal::derive(move || (!at_ruling.get()).then(|| frame.get().last_move).flatten());
    let marks = Signal::derive(move || {
        if at_ruling.get() {
            detail.with(|d| match d.answer {
                RightAnswer::Piece { square } => vec![SquareMark {
                    square,
                    kind: MarkKind::Correct,
                }],
                _ => Vec::new(),
            })
        } else {
            frame.with(|f| {
                f.touched
                    .iter()
                    .map(|&square| SquareMark {
                        square,
                        kind: MarkKind::Touched,
                    })
                    .collect()
            })
        }
    });
    let clocks = player.clocks;
    let running = player.running();
    let caption = move || match player.caption() {
        None => Msg::ProjStart.get(lang.get()).to_owned(),
        Some(c) => c.get(lang.get()).to_owned(),
    };

    // The ruling's allowed moves are drawn while the ruling shows on the final position, and
    // taken off again (the instructor's own drawings stay).
    let arrows = Memo::new(move |_| {
        if at_ruling.get() {
            detail.with(|d| allowed_arrows(&d.timeline.ruling))
        } else {
            Vec::new()
        }
    });
    Effect::watch(
        move || arrows.get(),
        move |new: &Vec<Annotation>, old: Option<&Vec<Annotation>>, _| {
            annotations.update(|list| {
                if let Some(old) = old {
                    list.retain(|a| !old.contains(a));
                }
                for a in new {
                    if !list.contains(a) {
                        list.push(*a);
                    }
                }
            });
        },
        true,
    );

    let toggle_ruling = move || {
        let show = !show_ruling.get_untracked();
        if show {
            player.last();
        }
        show_ruling.set(show);
    };
    let shift_edition = move |by: isize| {
        let (list, now) = detail.with(|d| (editions_of(d), d.edition));
        if list.is_empty() {
            return;
        }
        let i = list.iter().position(|&e| e == now).unwrap_or(0) as isize;
        let len = list.len() as isize;
        edition.set(list[((i + by) % len + len) as usize % list.len()]);
    };
    let pick_edition = move |k: usize| {
        if let Some(e) = detail.with(|d| editions_of(d).get(k).copied()) {
            edition.set(e);
        }
    };
    let toggle_draw = move || {
        let on = !drawing.get_untracked();
        drawing.set(on);
        if let Some(el) = root.get_untracked() {
            if on {
                platform::focus_in(&el, ".board-cell[tabindex='0']");
            } else {
                let _ = el.focus();
            }
        }
    };
    let toggle_full = move || {
        let on = !full.get_untracked();
        full.set(on);
        if on {
            if let Some(el) = root.get_untracked() {
                platform::enter_fullscreen(&el);
            }
        } else {
            platform::exit_fullscreen();
        }
    };
    let toggle_lang = move || {
        lang.update(|l| {
            *l = match l {
                Lang::Pt => Lang::En,
                Lang::En => Lang::Pt,
            }
        });
    };

    let on_key = move |k: &KeyPress| -> bool {
        if k.in_field {
            return false;
        }
        let key = k.key.as_str();
        if help.get_untracked() {
            if matches!(key, "Escape" | "?" | "h" | "H") {
                help.set(false);
                return true;
            }
            return false;
        }
        // Inside the board (drawing), arrows, Enter, Space, C, A and Delete are the board's.
        let board_key = k.in_grid
            && matches!(
                key,
                "ArrowLeft"
                    | "ArrowRight"
                    | "ArrowUp"
                    | "ArrowDown"
                    | "Home"
                    | "End"
                    | "PageUp"
                    | "PageDown"
                    | "Enter"
                    | " "
                    | "c"
                    | "C"
                    | "a"
                    | "A"
                    | "Delete"
                    | "Backspace"
            );
        if board_key {
            return false;
        }
        if player.key(key) {
            return true;
        }
        match key {
            // A presentation clicker sends Page Down / Page Up.
            "PageDown" => player.next(),
            "PageUp" => player.prev(),
            "ArrowDown" | "ArrowUp" => {
                if let Some(el) = side.get_untracked() {
                    let by = f64::from(el.client_height()) * 0.4;
                    el.scroll_by_with_x_and_y(0.0, if key == "ArrowDown" { by } else { -by });
                }
            }
            " " if !k.on_control => player.toggle(),
            "q" | "Q" => show_question.update(|s| *s = !*s),
            "r" | "R" => toggle_ruling(),
            "e" => shift_edition(1),
            "E" => shift_edition(-1),
            "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" => {
                pick_edition(usize::from(key.as_bytes()[0] - b'1'));
            }
            "d" | "D" => toggle_draw(),
            "x" | "X" => annotations.set(Vec::new()),
            "f" | "F" => toggle_full(),
            "t" | "T" => dark.update(|d| *d = !*d),
            "l" | "L" => toggle_lang(),
            "?" | "h" | "H" => help.set(true),
            "Escape" => {
                if drawing.get_untracked() {
                    toggle_draw();
                } else if full.get_untracked() {
                    toggle_full();
                } else {
                    return false;
                }
            }
            _ => return false,
        }
        true
    };
    let keys = platform::on_keydown(on_key);
    let fs = platform::on_fullscreen_change(move |on| {
        if !on {
            full.set(false);
        }
    });
    on_cleanup(move || {
        keys.remove();
        fs.remove();
        platform::exit_fullscreen();
    });
    // The stage takes the focus, so that keys work at once and screen readers start here.
    Effect::new(move |_| {
        if let Some(el) = root.get() {
            let _ = el.focus();
        }
    });
    // The keys overlay takes the focus while open (its close button), and gives it back.
    Effect::watch(
        move || help.get(),
        move |open, _, _| {
            if let Some(el) = root.get_untracked() {
                if *open {
                    platform::focus_in(&el, "#proj-help-close");
                } else {
                    let _ = el.focus();
                }
            }
        },
        false,
    );
    // A revealed ruling scrolls into view.
    let ruling_ref = NodeRef::<Section>::new();
    Effect::watch(
        move || show_ruling.get(),
        move |on, _, _| {
            if *on && let Some(el) = ruling_ref.get_untracked() {
                el.scroll_into_view();
            }
        },
        false,
    );

    // ----- the view -----
    let title = move || detail.with(|d| d.summary.title.get(lang.get()).to_owned());
    let editions = move || {
        let (list, now) = detail.with(|d| (editions_of(d), d.edition));
        list.into_iter()
            .enumerate()
            .map(|(i, e)| {
                let differs = detail.with(|d| differs_in(d, e));
                view! {
                    <li class="proj-edition" class:current=e == now class:differs=differs
                        data-edition=e.as_str() aria-current=(e == now).then_some("true")>
                        <kbd>{i + 1}</kbd>" "{e.as_str()}
                        {differs.then(|| view! { <span class="visually-hidden">" — "{t(Msg::ProjEditionDiffers)}</span> })}
                    </li>
                }
            })
            .collect_view()
    };
    let question = move || {
        detail.with(|d| {
            let l = lang.get();
            let options = d
                .options
                .iter()
                .map(|o| view! { <li data-option=o.id.clone()>{o.text.get(l).to_owned()}</li> })
                .collect_view();
            view! {
                <p class="proj-narrative" id="proj-narrative">{d.narrative.get(l).to_owned()}</p>
                <p class="proj-question-text" id="proj-question-text">{d.question.get(l).to_owned()}</p>
                {(!d.options.is_empty()).then(|| view! { <ol class="proj-options" type="A">{options}</ol> })}
            }
        })
    };
    let ruling = move || {
        detail.with(|d| {
            let l = lang.get();
            let r = &d.timeline.ruling;
            let result = match r.result {
                Some(res) => res.as_str().replace("1/2", "½"),
                None => Msg::GameGoesOn.get(l).to_owned(),
            };
            let allowed = r.allowed_san().map(|m| {
                let text = if m.is_empty() {
                    Msg::AnyMove.get(l).to_owned()
                } else {
                    m.join(", ")
                };
                view! { <p><strong>{Msg::ProjAllowed.get(l)}</strong>" "<span id="proj-allowed">{text}</span></p> }
            });
            // A result drill's answer is the result line below.
            let right = (!matches!(d.answer, RightAnswer::Result { .. })).then(|| view! {
                <p><strong>{Msg::RightAnswer.get(l)}</strong>" "<span id="proj-right">{right_text(d, l)}</span></p>
            });
            let explanation = if d.explanation.get(l).is_empty() {
                r.explanation.get(l).to_owned()
            } else {
                d.explanation.get(l).to_owned()
            };
            let differing: Vec<String> = d
                .others
                .iter()
                .filter(|o| o.differs)
                .map(|o| o.summary.get(l).to_owned())
                .collect();
            let others = if differing.is_empty() {
                (!d.others.is_empty()).then(|| {
                    view! { <p class="proj-same" id="proj-same">{Msg::ProjSame.get(l)}</p> }.into_any()
                })
            } else {
                Some(
                    view! {
                        <h3>{Msg::ProjDiffers.get(l)}</h3>
                        <ul class="proj-others" id="proj-others">
                            {differing.into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}
                        </ul>
                    }
                    .into_any(),
                )
            };
            view! {
                <p class="proj-decision" id="proj-decision">{r.decision.label().get(l).to_owned()}</p>
                {right}
                <p><strong>{Msg::ProjResult.get(l)}</strong>" "<span id="proj-result">{result}</span></p>
                <ClockPair clocks=Signal::stored(r.clocks) caption=Msg::RuledClocks/>
                {allowed}
                <p class="proj-articles" id="proj-articles">
                    <strong>{Msg::Articles.get(l)}" ("{d.edition.as_str()}"):"</strong>" "{r.articles.join(", ")}
                </p>
                <p class="proj-explanation" id="proj-explanation">{explanation}</p>
                {others}
            }
        })
    };
    let button =
        move |id: &'static str, key: &'static str, label: Msg, on: Box<dyn Fn() + Send + Sync>| {
            view! {
                <button type="button" id=id
                        on:mousedown=|ev: ev::MouseEvent| ev.prevent_default()
                        on:click=move |_| on()>
                    {t(label)}" "<kbd>{key}</kbd>
                </button>
            }
        };
    let help_rows = KEYS
        .iter()
        .map(|&(keys, msg)| view! { <tr><th scope="row"><kbd>{keys}</kbd></th><td>{t(msg)}</td></tr> })
        .collect_view();

    view! {
        <section class="projector" id="projector" tabindex="-1" node_ref=root
                 aria-label=t(Msg::ProjLabel)
                 class:projector--full=move || full.get()
                 class:projector--dark=move || dark.get()
                 class:projector--drawing=move || drawing.get()
                 data-fullscreen=move || full.get().to_string()
                 data-draw=move || drawing.get().to_string()
                 data-playing=move || player.playing().to_string()
                 data-edition=move || detail.with(|d| d.edition.as_str())>
            <header class="proj-top">
                <A href="/instructor" attr:class="proj-back" attr:id="proj-back">"← "{t(Msg::ProjBack)}</A>
                <h1 class="proj-title" id="proj-title">{title}</h1>
                <ol class="proj-editions" id="proj-editions" aria-label=t(Msg::ProjEditions)>{editions}</ol>
                <p class="proj-step">
                    {t(Msg::ProjStep)}" "<b id="proj-step-index">{move || player.step()}</b>" / "<b id="proj-step-count">{move || player.steps()}</b>
                </p>
            </header>
            <div class="proj-board">
                <Board position=position accept=Signal::stored(Accept::Nothing) last_move=last_move
                       marks=marks annotations=annotations draw_mode=drawing
                       theme=Signal::stored(Theme::Projector) lang=lang/>
            </div>
            <div class="proj-side" node_ref=side>
                <p class="proj-caption" id="proj-caption" aria-live="polite">{caption}</p>
                <div class="proj-clocks">
                    <ClockPair clocks=clocks running=running/>
                </div>
                <p class="proj-status" role="status">
                    <span id="proj-playing">{move || if player.playing() { t(Msg::ProjPlaying)() } else { "" }}</span>
                    " "
                    <span id="proj-drawing">{move || if drawing.get() { t(Msg::ProjDrawing)() } else { "" }}</span>
                    " "
                    <span>{move || if switching.get() { t(Msg::ProjLoading)() } else { "" }}</span>
                </p>
                <section class="proj-question" id="proj-question" hidden=move || !show_question.get()
                         aria-label=t(Msg::ProjQuestion)>
                    {question}
                </section>
                <section class="proj-ruling" id="proj-ruling" node_ref=ruling_ref hidden=move || !show_ruling.get()>
                    <h2>{t(Msg::ProjRuling)}" — "{move || detail.with(|d| d.edition.as_str())}</h2>
                    {ruling}
                </section>
                <p class="proj-hint" hidden=move || !drawing.get()>{t(Msg::ProjKeyDraw)}</p>
                <p class="proj-hint" hidden=move || drawing.get() || show_question.get() || show_ruling.get()>
                    {t(Msg::ProjHintReveal)}
                </p>
            </div>
            <nav class="proj-controls" aria-label=t(Msg::ProjKeysTitle)>
                {button("proj-prev", "←", Msg::ProjBtnPrev, Box::new(move || player.prev()))}
                {button("proj-next", "→", Msg::ProjBtnNext, Box::new(move || player.next()))}
                <button type="button" id="proj-play" aria-pressed=move || player.playing().to_string()
                        on:mousedown=|ev: ev::MouseEvent| ev.prevent_default()
                        on:click=move |_| player.toggle()>
                    {move || if player.playing() { t(Msg::ProjBtnPause)() } else { t(Msg::ProjBtnPlay)() }}" "<kbd>"Space"</kbd>
                </button>
                {button("proj-q", "Q", Msg::ProjBtnQuestion, Box::new(move || show_question.update(|s| *s = !*s)))}
                {button("proj-r", "R", Msg::ProjBtnRuling, Box::new(toggle_ruling))}
                {button("proj-e", "E", Msg::ProjBtnEdition, Box::new(move || shift_edition(1)))}
                {button("proj-d", "D", Msg::ProjBtnDraw, Box::new(toggle_draw))}
                {button("proj-x", "X", Msg::ProjBtnClear, Box::new(move || annotations.set(Vec::new())))}
                {button("proj-t", "T", Msg::ProjBtnTheme, Box::new(move || dark.update(|d| *d = !*d)))}
                {button("proj-f", "F", Msg::ProjBtnFull, Box::new(toggle_full))}
                {button("proj-help-open", "?", Msg::ProjBtnKeys, Box::new(move || help.set(true)))}
            </nav>
            <div class="proj-help" id="proj-help" role="dialog" aria-modal="true" aria-labelledby="proj-help-title"
                 hidden=move || !help.get()>
                <div class="proj-help-box">
                    <h2 id="proj-help-title">{t(Msg::ProjKeysTitle)}</h2>
                    <table><tbody>{help_rows}</tbody></table>
                    <button type="button" id="proj-help-close" on:click=move |_| help.set(false)>
                        {t(Msg::ProjClose)}" "<kbd>"Esc"</kbd>
                    </button>
                </div>
            </div>
        </section>
    }
}
