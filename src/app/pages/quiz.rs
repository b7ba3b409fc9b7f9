//! The quiz: topics, edition, length, seed and timer; the drills one after another in the
//! player; the score per topic; a review of every mistake.
use std::sync::Arc;

use leptos::prelude::*;

use crate::app::components::bi;
use leptos_router::hooks::use_query_map;

use super::Page;
use super::drills::with_bank;
use crate::app::components::feedback::Feedback;
use crate::app::components::player::{Answered, DrillPlayer};
use crate::app::components::store::{Bank, stores};
use crate::app::i18n::Msg;
use crate::app::platform::{self, Ticker};
use crate::app::state::{settings, t};
use crate::clock::Millis;
use crate::drills::quiz::{self, Length, MOCK_EXAM, Seed};
use crate::laws::Edition;

/// A quiz under way or finished.
#[derive(Clone, Debug)]
struct Run {
    ids: Vec<String>,
    edition: Edition,
    /// `None` for the review of mistakes (its order comes from the progress).
    seed: Option<Seed>,
    limit_ms: Option<u64>,
    started: u64,
    /// A mock exam (all topics, the exam's time and pass mark) rather than a quiz.
    exam: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Setup,
    Running,
    Done { time_up: bool },
}

const TIMERS: [u32; 5] = [0, 5, 10, 20, 30];

#[component]
pub fn Quiz() -> impl IntoView {
    let query = use_query_map();
    let review = query.with_untracked(|q| q.get("continue").is_some());
    let content = move |bank: Arc<Bank>| view! { <QuizWith bank=bank review=review/> };
    view! {
        <Page title=Msg::QuizTitle id="page-quiz">
            {with_bank(content)}
        </Page>
    }
}

#[component]
fn QuizWith(bank: Arc<Bank>, review: bool) -> impl IntoView {
    let s = settings();
    let lang = s.lang;
    let phase = RwSignal::new(Phase::Setup);
    let run = RwSignal::new(None::<Run>);
    let results = RwSignal::new(Vec::<Option<Answered>>::new());
    let index = RwSignal::new(0usize);
    let now = RwSignal::new(platform::now_ms());

    let start = move |r: Run| {
        results.set(vec![None; r.ids.len()]);
        index.set(0);
        now.set(r.started);
        run.set(Some(r));
        phase.set(Phase::Running);
    };
    if review {
        let ids = stores()
            .progress
            .with_untracked(|p| p.review_order(bank.drills.iter().map(|d| d.id.as_str())));
        start(Run {
            ids: ids.into_iter().take(10).collect(),
            edition: s.edition.get_untracked(),
            seed: None,
            limit_ms: None,
            started: platform::now_ms(),
            exam: false,
        });
    }

    // The timer, while a timed quiz runs.
    let ticker = StoredValue::new_local(None::<Ticker>);
    Effect::new(move |_| {
        let timed = phase.get() == Phase::Running
            && run.with(|r| r.as_ref().is_some_and(|r| r.limit_ms.is_some()));
        ticker.set_value(timed.then(|| {
            platform::every(500, move || {
                let t = platform::now_ms();
                now.set(t);
                let left = run.with_untracked(|r| {
                    r.as_ref()
                        .and_then(|r| r.limit_ms.map(|l| quiz::time_left(l, t - r.started)))
                });
                if left == Some(0) {
                    phase.set(Phase::Done { time_up: true });
                }
            })
        }));
    });

    let b = bank.clone();
    move || match phase.get() {
        Phase::Setup => setup_form(b.clone(), start).into_any(),
        Phase::Running => running(run, results, index, now, phase).into_any(),
        Phase::Done { time_up } => score(b.clone(), run, results, time_up, phase, lang).into_any(),
    }
}

fn setup_form(
    bank: Arc<Bank>,
    start: impl Fn(Run) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let s = settings();
    let chosen = RwSignal::new(
        bank.topics
            .iter()
            .map(|t| t.code.clone())
            .collect::<Vec<_>>(),
    );
    let edition = RwSignal::new(s.edition.get_untracked());
    let length = RwSignal::new(Length::Ten);
    let seed = RwSignal::new(Seed::new(platform::random_u32()).to_string());
    let minutes = RwSignal::new(0u32);
    let seed_bad = RwSignal::new(false);
    let b = bank.clone();
    let available = Memo::new(move |_| {
        let (c, e) = (chosen.get(), edition.get());
        b.drills
            .iter()
            .filter(|d| c.iter().any(|t| t == d.topic.code()) && d.editions.contains(&e))
            .map(|d| d.id.clone())
            .collect::<Vec<_>>()
    });
    let topics = bank
        .topics
        .iter()
        .map(|tp| {
            let (code, name) = (tp.code.clone(), tp.name.clone());
            let c2 = code.clone();
            let id = format!("quiz-topic-{code}");
            let for_id = id.clone();
            view! {
                <label class="check" for=for_id>
                    <input type="checkbox" id=id value=code.clone()
                           prop:checked=move || chosen.with(|c| c.contains(&c2))
                           on:change=move |ev| {
                               let on = event_target_checked(&ev);
                               let code = code.clone();
                               chosen.update(|c| { c.retain(|x| *x != code); if on { c.push(code); } });
                           }/>
                    " "{bi(name)}
                </label>
            }
        })
        .collect_view();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Ok(sd) = seed.get_untracked().parse::<Seed>() else {
            seed_bad.set(true);
            return;
        };
        seed_bad.set(false);
        let ids = available.with_untracked(|a| {
            quiz::order(a.iter().map(String::as_str), sd, length.get_untracked())
        });
        if ids.is_empty() {
            return;
        }
        let m = minutes.get_untracked();
        start(Run {
            ids,
            edition: edition.get_untracked(),
            seed: Some(sd),
            limit_ms: (m > 0).then(|| u64::from(m) * 60_000),
            started: platform::now_ms(),
            exam: false,
        });
    };
    let b = bank.clone();
    let start_exam = move |_| {
        let Ok(sd) = seed.get_untracked().parse::<Seed>() else {
            seed_bad.set(true);
            return;
        };
        seed_bad.set(false);
        let e = edition.get_untracked();
        let ids = quiz::exam_order(
            b.drills
                .iter()
                .filter(|d| d.editions.contains(&e))
                .map(|d| (d.id.as_str(), d.topic.code())),
            sd,
            MOCK_EXAM.questions,
        );
        if ids.is_empty() {
            return;
        }
        start(Run {
            ids,
            edition: e,
            seed: Some(sd),
            limit_ms: Some(MOCK_EXAM.limit_ms()),
            started: platform::now_ms(),
            exam: true,
        });
    };
    view! {
        <p class="lead">{t(Msg::QuizIntro)}</p>
        <form class="quiz-setup" id="quiz-setup" on:submit=submit novalidate>
            <fieldset><legend>{t(Msg::HomeTopicsTitle)}</legend>{topics}</fieldset>
            <div class="field">
                <label for="quiz-edition">{t(Msg::EditionLabel)}</label>
                <select id="quiz-edition" prop:value=move || edition.get().as_str()
                        on:change=move |ev| if let Ok(e) = event_target_value(&ev).parse() { edition.set(e) }>
                    {Edition::ALL.into_iter().rev().map(|e| view! {
                        <option value=e.as_str() selected=move || edition.get() == e>{e.as_str()}</option>
                    }).collect_view()}
                </select>
            </div>
            <fieldset class="inline"><legend>{t(Msg::QuizLength)}</legend>
                {Length::ALL.into_iter().map(|l| {
                    let id = format!("quiz-length-{}", l.code());
                    let for_id = id.clone();
                    view! {
                        <label class="check" for=for_id>
                            <input type="radio" name="quiz-length" id=id prop:checked=move || length.get() == l
                                   on:change=move |_| length.set(l)/>
                            " "{if l == Length::All { t(Msg::LengthAll)().to_owned() } else { l.code().to_owned() }}
                        </label>
                    }
                }).collect_view()}
            </fieldset>
            <div class="field">
                <label for="quiz-seed">{t(Msg::QuizSeed)}</label>
                <input id="quiz-seed" type="text" inputmode="numeric" autocomplete="off"
                       aria-invalid=move || seed_bad.get().to_string() aria-describedby="seed-error"
                       prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev))/>
                " "
                <button type="button" id="quiz-new-seed" class="button--secondary"
                        on:click=move |_| seed.set(Seed::new(platform::random_u32()).to_string())>{t(Msg::NewSeed)}</button>
                <p class="error" id="seed-error" role="alert">{move || seed_bad.get().then(|| t(Msg::BadSeed))}</p>
            </div>
            <div class="field">
                <label for="quiz-timer">{t(Msg::QuizTimer)}</label>
                <select id="quiz-timer" on:change=move |ev| minutes.set(event_target_value(&ev).parse().unwrap_or(0))>
                    {TIMERS.into_iter().map(|m| view! {
                        <option value=m.to_string() selected=move || minutes.get() == m>
                            {if m == 0 { t(Msg::TimerOff)().to_owned() } else { format!("{m} {}", t(Msg::Minutes)()) }}
                        </option>
                    }).collect_view()}
                </select>
            </div>
            <p id="quiz-available"><strong>{move || available.with(Vec::len)}</strong>" "{t(Msg::QuizAvailable)}</p>
            <button type="submit" id="quiz-start" disabled=move || available.with(Vec::is_empty)>{t(Msg::QuizStart)}</button>
        </form>
        <section class="exam-setup" id="exam-setup" aria-labelledby="exam-title">
            <h2 id="exam-title">{t(Msg::ExamTitle)}</h2>
            <p>{t(Msg::ExamIntro)}</p>
            <p id="exam-rules">
                {MOCK_EXAM.questions}" "{t(Msg::ExamQuestions)}" · "{MOCK_EXAM.minutes}" "{t(Msg::Minutes)}
                " · "{MOCK_EXAM.pass_percent}" %"
            </p>
            <button type="button" id="exam-start" on:click=start_exam>{t(Msg::ExamStart)}</button>
        </section>
    }
}

fn running(
    run: RwSignal<Option<Run>>,
    results: RwSignal<Vec<Option<Answered>>>,
    index: RwSignal<usize>,
    now: RwSignal<u64>,
    phase: RwSignal<Phase>,
) -> impl IntoView {
    let Some(r) = run.get_untracked() else {
        return ().into_any();
    };
    let n = r.ids.len();
    let ids = r.ids.clone();
    let id = Signal::derive(move || ids.get(index.get()).cloned().unwrap_or_default());
    let edition = Signal::stored(r.edition);
    let on_answered = Callback::new(move |a: Answered| {
        let i = index.get_untracked();
        results.update(|v| {
            if let Some(slot) = v.get_mut(i) {
                *slot = Some(a);
            }
        });
    });
    let done_here = move || results.with(|v| v.get(index.get()).is_some_and(Option::is_some));
    let left = move || {
        r.limit_ms
            .map(|l| Millis(quiz::time_left(l, now.get().saturating_sub(r.started))).to_string())
    };
    let heading = if r.exam {
        Some(t(Msg::ExamTitle))
    } else if r.seed.is_some() {
        None
    } else {
        Some(t(Msg::ReviewTitle))
    };
    view! {
        {heading.map(|h| view! { <h2>{h}</h2> })}
        <p class="quiz-status">
            <span id="quiz-position">{t(Msg::QuizTitle)}" — "{move || index.get() + 1}" "{t(Msg::Of)}" "{n}</span>
            {r.seed.map(|s| view! { " · "{t(Msg::QuizSeed)}" "<code id="quiz-seed-shown">{s.to_string()}</code> })}
            {move || left().map(|l| view! { " · "{t(Msg::TimeLeft)}" "<span id="quiz-time-left">{l}</span> })}
        </p>
        <DrillPlayer id=id edition=edition on_answered=on_answered/>
        <p class="actions">
            {move || {
                let (id, label) = match (done_here(), index.get() + 1 < n) {
                    (true, true) => ("quiz-next", Msg::QuizNext),
                    (true, false) => ("quiz-finish", Msg::QuizFinish),
                    (false, _) => ("quiz-skip", Msg::Skip),
                };
                let class = if done_here() { "" } else { "button--secondary" };
                view! {
                    <button type="button" id=id class=class on:click=move |_| {
                        if index.get_untracked() + 1 < n {
                            index.update(|i| *i += 1);
                        } else {
                            phase.set(Phase::Done { time_up: false });
                        }
                    }>{t(label)}</button>
                }
            }}
        </p>
    }
    .into_any()
}

fn score(
    bank: Arc<Bank>,
    run: RwSignal<Option<Run>>,
    results: RwSignal<Vec<Option<Answered>>>,
    time_up: bool,
    phase: RwSignal<Phase>,
    lang: RwSignal<crate::i18n::Lang>,
) -> impl IntoView {
    let r = run.get_untracked().unwrap_or(Run {
        ids: Vec::new(),
        edition: Edition::default(),
        seed: None,
        limit_ms: None,
        started: 0,
        exam: false,
    });
    let res = results.get_untracked();
    let topic_of = |id: &str| {
        bank.drills
            .iter()
            .find(|d| d.id == id)
            .map_or("", |d| d.topic.code())
    };
    let scores = quiz::score(
        r.ids
            .iter()
            .zip(&res)
            .map(|(id, a)| (topic_of(id), a.as_ref().is_some_and(|a| a.right))),
    );
    let (right, total) = quiz::total(&scores);
    let exam = r.exam.then(|| {
        quiz::exam_report(
            MOCK_EXAM,
            r.ids
                .iter()
                .zip(&res)
                .map(|(id, a)| (topic_of(id), a.as_ref().is_some_and(|a| a.right))),
        )
    });
    let b = bank.clone();
    let rows = scores
        .into_iter()
        .map(|s| {
            let b = b.clone();
            let code = s.topic.clone();
            view! {
                <tr data-topic=code>
                    <th scope="row">{move || b.topic_name(&s.topic, lang.get())}</th>
                    <td>{s.right}" / "{s.total}</td>
                </tr>
            }
        })
        .collect_view();
    let unanswered = res.iter().filter(|a| a.is_none()).count();
    let mistakes: Vec<Answered> = res.into_iter().flatten().filter(|a| !a.right).collect();
    let no_mistakes = mistakes.is_empty() && unanswered == 0;
    view! {
        <section id="quiz-score">
            <h2>{t(Msg::QuizScore)}</h2>
            {time_up.then(|| view! { <p class="error" role="alert" id="quiz-time-up">{t(Msg::TimeUp)}</p> })}
            <p class="score-total" id="quiz-total"><strong>{right}" / "{total}</strong></p>
            {exam.map(exam_result)}
            {r.seed.map(|s| view! { <p>{t(Msg::QuizSeed)}" "<code>{s.to_string()}</code>" · "{r.edition.as_str()}</p> })}
            <table class="score-table">
                <thead><tr><th scope="col">{t(Msg::FilterTopic)}</th><th scope="col">{t(Msg::QuizScore)}</th></tr></thead>
                <tbody>{rows}</tbody>
                <tfoot><tr><th scope="row">{t(Msg::Total)}</th><td>{right}" / "{total}</td></tr></tfoot>
            </table>
            {(unanswered > 0).then(|| view! { <p>{unanswered}" "{t(Msg::Unanswered)}</p> })}
            <h2>{t(Msg::Mistakes)}</h2>
            {no_mistakes.then(|| view! { <p id="quiz-no-mistakes">{t(Msg::NoMistakes)}</p> })}
            <ol class="mistakes" id="quiz-mistakes">
                {mistakes.into_iter().map(|a| {
                    let title = a.detail.summary.title.clone();
                    view! {
                        <li class="mistake">
                            <h3>{bi(title)}</h3>
                            <Feedback detail=a.detail.clone() given=a.given.clone()/>
                        </li>
                    }
                }).collect_view()}
            </ol>
            <p><button type="button" id="quiz-again" on:click=move |_| phase.set(Phase::Setup)>{t(Msg::QuizAgain)}</button></p>
        </section>
    }
}

/// The mock exam's verdict and its score per chapter of the Laws.
fn exam_result(r: quiz::ExamReport) -> impl IntoView {
    let (class, verdict) = if r.passed {
        ("exam-result exam-result--pass", Msg::ExamPassed)
    } else {
        ("exam-result exam-result--fail", Msg::ExamFailed)
    };
    let rows = r
        .chapters
        .into_iter()
        .map(|c| {
            view! {
                <tr>
                    <th scope="row">{bi(c.chapter.name())}</th>
                    <td>{c.right}" / "{c.total}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class=class id="exam-result" data-passed=r.passed.to_string()>
            <p>
                <strong id="exam-verdict">{t(verdict)}</strong>
                " — "<span id="exam-percent">{r.percent}" %"</span>
                " ("{r.needed}" "{t(Msg::ExamNeeded)}", "{MOCK_EXAM.pass_percent}" %)"
            </p>
        </div>
        <table class="score-table" id="exam-chapters">
            <thead><tr><th scope="col">{t(Msg::ExamChapter)}</th><th scope="col">{t(Msg::QuizScore)}</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
