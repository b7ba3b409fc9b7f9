//! The case desk (`/case`): any incident built at the board and the clock, ruled by the engine
//! worker after every event in the edition chosen and in all seven side by side, shared as a
//! link (`/case?i=<base64url of the incident's JSON>`) and turned into a drill.
//!
//! The page only edits a [`Case`] (the contract's incident) and shows what the worker answers:
//! events are typed [`Event`]s written as the contract's JSON by `case::events`; the timeline,
//! the rulings and the differences between editions come from `case::compare` in the worker.
use std::sync::Arc;

use leptos::ev;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::NavigateOptions;
use leptos_router::hooks::{use_navigate, use_query_map};
use shakmaty::fen::Fen;
use shakmaty::{ByColor, Color, Piece, Setup, Square};

use super::Page;
use crate::app::ask;
use crate::app::board::{Accept, Annotation, Board, MarkKind, MoveAttempt, SquareMark};
use crate::app::components::bi;
use crate::app::components::own::OwnDrills;
use crate::app::components::player::{allowed_arrows, event_square};
use crate::app::i18n::Msg;
use crate::app::i18n_case::CaseMsg;
use crate::app::platform::{self, Key};
use crate::app::state::{settings, t};
use crate::case::compare::{FIELDS, Ruled};
use crate::case::events::event_json;
use crate::case::export::DrillDraft;
use crate::case::{Case, CaseAnswer, CaseRequest, Clocks};
use crate::clock::Millis;
use crate::i18n::{Bilingual, Lang};
use crate::incident::{
    ArbiterDecision, Claim, ClaimKind, Claimant, Event, FallenFlag, Hand as IncidentHand,
    IrregularityKind, QuickplayGrounds, Refusing, SignedResult,
};
use crate::laws::Edition;
use crate::rulings::{ClaimVerdict, Frame, Ruling};
use crate::service::PageRuling;

/// What a gesture on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hand {
    Move,
    Touch,
    Adjust,
    Release,
    Place,
    /// The visually disabled player feels a piece and leaves it in its securing hole.
    Feel,
    /// Edits the start position: a click puts the chosen piece (or nothing) on the square.
    Edit,
}

impl Hand {
    const ALL: [(Hand, &'static str, CaseMsg); 7] = [
        (Hand::Move, "move", CaseMsg::CaseHandMove),
        (Hand::Touch, "touch", CaseMsg::CaseHandTouch),
        (Hand::Adjust, "adjust", CaseMsg::CaseHandAdjust),
        (Hand::Release, "release", CaseMsg::CaseHandRelease),
        (Hand::Place, "place", CaseMsg::CaseHandPlace),
        (Hand::Feel, "feel", CaseMsg::CaseHandFeel),
        (Hand::Edit, "edit", CaseMsg::CaseHandEdit),
    ];
}

type Answer = Option<Result<Arc<Ruled>, Bilingual>>;

fn unexpected() -> Bilingual {
    Bilingual::new("Resposta inesperada.", "Unexpected answer.")
}

async fn ask_case(request: CaseRequest) -> Result<CaseAnswer, Bilingual> {
    ask::case(request).await
}

fn stored_case() -> Option<Case> {
    platform::load(Key::Case).and_then(|t| serde_json::from_str(&t).ok())
}

fn side_code(c: Color) -> &'static str {
    c.fold_wb("white", "black")
}

fn parse_side(s: &str) -> Option<Color> {
    match s {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

fn start_setup(case: &Case) -> Setup {
    fen_setup(
        case.fen
            .as_deref()
            .unwrap_or("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    )
}

fn setup_fen(s: &Setup) -> String {
    match Fen::try_from_setup(s.clone()) {
        Ok(f) => f.to_string(),
        Err(lossy) => lossy.ignore().to_string(),
    }
}

/// The text of a ruling field for the editions table.
fn cell(r: &Ruling, field: &str, lang: Lang) -> String {
    let none = || CaseMsg::CaseNone.get(lang).to_owned();
    match field {
        "decision" => r.decision.label().get(lang).to_owned(),
        "result" => r.result.map_or_else(none, |x| x.as_str().to_owned()),
        "claim" => r
            .claim
            .map_or_else(none, |c| verdict(c).get(lang).to_owned()),
        "position" => r.position.to_string(),
        "allowed_moves" => r
            .allowed_san()
            .map_or_else(|| Msg::AnyMove.get(lang).to_owned(), |m| m.join(", ")),
        "clocks" => r
            .clocks
            .map_or_else(none, |c| format!("{} / {}", c.white, c.black)),
        "illegal_moves" => format!("{} / {}", r.illegal_moves.white, r.illegal_moves.black),
        "articles" => r.articles.join(" "),
        _ => String::new(),
    }
}

/// A claim's verdict for people (the code, `correct`…, stays in `data-claim`).
fn verdict(v: ClaimVerdict) -> CaseMsg {
    match v {
        ClaimVerdict::Correct => CaseMsg::CaseClaimCorrect,
        ClaimVerdict::Incorrect => CaseMsg::CaseClaimIncorrect,
        ClaimVerdict::NotAllowed => CaseMsg::CaseClaimNotAllowed,
        ClaimVerdict::Postponed => CaseMsg::CaseClaimPostponed,
    }
}

fn field_name(field: &str) -> CaseMsg {
    match field {
        "decision" => CaseMsg::CaseFieldDecision,
        "result" => CaseMsg::CaseFieldResult,
        "claim" => CaseMsg::CaseFieldClaim,
        "position" => CaseMsg::CaseFieldPosition,
        "allowed_moves" => CaseMsg::CaseFieldAllowed,
        "clocks" => CaseMsg::CaseFieldClocks,
        "illegal_moves" => CaseMsg::CaseFieldIllegal,
        _ => CaseMsg::CaseFieldArticles,
    }
}

fn text_input(
    id: &'static str,
    label: CaseMsg,
    value: impl Fn() -> String + Send + Sync + 'static,
    set: impl Fn(String) + 'static,
) -> impl IntoView {
    view! {
        <div class="field">
            <label for=id>{t(label)}</label>
            <input id=id type="text" prop:value=value on:change=move |ev| set(event_target_value(&ev))/>
        </div>
    }
}

fn check_input(
    id: &'static str,
    label: CaseMsg,
    value: impl Fn() -> bool + Send + Sync + 'static,
    set: impl Fn(bool) + 'static,
) -> impl IntoView {
    view! {
        <div class="field field--check">
            <input id=id type="checkbox" prop:checked=value on:change=move |ev| set(event_target_checked(&ev))/>
            <label for=id>{t(label)}</label>
        </div>
    }
}

fn select_input(
    id: &'static str,
    label: CaseMsg,
    options: Vec<(&'static str, CaseMsg)>,
    value: impl Fn() -> String + Send + Sync + 'static,
    set: impl Fn(String) + 'static,
) -> impl IntoView {
    let value = Arc::new(value);
    let v = value.clone();
    view! {
        <div class="field">
            <label for=id>{t(label)}</label>
            <select id=id prop:value=move || v() on:change=move |ev| set(event_target_value(&ev))>
                {options.into_iter().map(|(code, msg)| {
                    let value = value.clone();
                    view! { <option value=code selected=move || value() == code>{t(msg)}</option> }
                }).collect_view()}
            </select>
        </div>
    }
}

#[component]
pub fn CasePage() -> impl IntoView {
    let lang = settings().lang;
    let initial = stored_case().unwrap_or_else(|| Case {
        edition: settings().edition.get_untracked(),
        ..Case::default()
    });
    let cursor = RwSignal::new(initial.events.len());
    let case = RwSignal::new(initial);
    let ruled = RwSignal::new(None::<Result<Arc<Ruled>, Bilingual>>);
    let all_editions = RwSignal::new(true);
    let link_error = RwSignal::new(None::<Bilingual>);
    let note = RwSignal::new(None::<Bilingual>);
    let hand = RwSignal::new(Hand::Move);
    let by = RwSignal::new(String::new());
    let two_hands = RwSignal::new(false);
    let unpromoted = RwSignal::new(false);
    let piece = RwSignal::new('Q');
    let hand_used = RwSignal::new(String::new());
    let generation = StoredValue::new(0u64);
    // The case as it was before the last event added, and that event's JSON incident: if the
    // engine finds the event impossible there, the desk goes back to the case before it and
    // says why (bad input loses nothing, and the ruling shown stays the last good one).
    let before_add = StoredValue::new(None::<(serde_json::Value, Case, usize)>);

    // Every change of the case is ruled at once in the worker (a late answer is dropped) and kept
    // on the device.
    Effect::new(move |_| {
        let incident = case.with(Case::to_value);
        let all = all_editions.get();
        platform::save(Key::Case, &case.with_untracked(Case::to_json));
        let g = generation.get_value() + 1;
        generation.set_value(g);
        let incident_sent = incident.clone();
        spawn_local(async move {
            let r = ask_case(CaseRequest::Rule {
                incident,
                all_editions: all,
            })
            .await;
            if generation.get_value() != g {
                return;
            }
            let added = before_add.try_update_value(|b| b.take()).flatten();
            if let (Err(e), Some((after, before, at))) = (&r, added)
                && after == incident_sent
            {
                note.set(Some(Bilingual::new(
                    format!("O evento não foi acrescentado: {}", e.pt),
                    format!("The event was not added: {}", e.en),
                )));
                cursor.set(at);
                case.set(before);
                return;
            }
            ruled.set(Some(match r {
                Ok(CaseAnswer::Ruled { ruled }) => Ok(Arc::from(ruled)),
                Ok(_) => Err(unexpected()),
                Err(e) => Err(e),
            }));
        });
    });

    // A link opens its case once the engine has validated it; a bad one changes nothing.
    let query = use_query_map();
    let navigate = use_navigate();
    Effect::new(move |_| {
        let Some(payload) = query.read().get("i") else {
            return;
        };
        let navigate = navigate.clone();
        spawn_local(async move {
            let checked = match crate::case::decode_link(&payload) {
                Err(e) => Err(e),
                Ok(value) => match ask_case(CaseRequest::Rule {
                    incident: value.clone(),
                    all_editions: false,
                })
                .await
                {
                    Ok(_) => serde_json::from_value::<Case>(value).map_err(|e| {
                        Bilingual::new(
                            format!("incidente ilegível: {e}"),
                            format!("unreadable incident: {e}"),
                        )
                    }),
                    Err(e) => Err(e),
                },
            };
            match checked {
                Ok(c) => {
                    link_error.set(None);
                    cursor.set(c.events.len());
                    case.set(c);
                    // The case is on the desk (and stored): later edits are not undone by a reload.
                    navigate(
                        "/case",
                        NavigateOptions {
                            replace: true,
                            ..Default::default()
                        },
                    );
                }
                Err(e) => link_error.set(Some(e)),
            }
        });
    });

    let timeline_frame = move |k: usize| -> Option<Frame> {
        ruled.with(|r| match r {
            Some(Ok(r)) => Some(match k {
                0 => r.timeline.start.clone(),
                k => r.timeline.steps.get(k - 1)?.frame.clone(),
            }),
            _ => None,
        })
    };
    let frame = Memo::new(move |_| timeline_frame(cursor.get()));
    let at_end = move || cursor.get() >= case.with(|c| c.events.len());
    let final_ruling = Memo::new(move |_| {
        ruled.with(|r| match r {
            Some(Ok(r)) => Some(r.timeline.ruling.clone()),
            _ => None,
        })
    });

    let position = Signal::derive(move || {
        if hand.get() == Hand::Edit {
            return case.with(start_setup);
        }
        match frame.get() {
            Some(f) => frame_setup(&f),
            None => case.with(start_setup),
        }
    });
    let accept = Signal::derive(move || match hand.get() {
        Hand::Move => Accept::Anywhere,
        _ => Accept::Nothing,
    });
    let last_move = Signal::derive(move || frame.get().and_then(|f| f.last_move));
    let marks = Signal::derive(move || {
        frame
            .get()
            .map(|f| {
                f.touched
                    .into_iter()
                    .map(|square| SquareMark {
                        square,
                        kind: MarkKind::Touched,
                    })
                    .collect()
            })
            .unwrap_or_default()
    });
    let annotations = RwSignal::new(Vec::<Annotation>::new());
    // The allowed moves as arrows, when play continues from the ruling's position.
    Effect::new(move |_| {
        let arrows = match (final_ruling.get(), at_end()) {
            (Some(r), true) => allowed_arrows(&PageRuling::new(&r)),
            _ => Vec::new(),
        };
        annotations.set(arrows);
    });

    // Adding, removing and editing events.
    let add = move |e: Event| {
        // A move or a press made with the hand named (Art. 4.1, 6.2): the event, and the hand.
        let hand = match hand_used.get_untracked().as_str() {
            "left" => Some(IncidentHand::Left),
            "right" => Some(IncidentHand::Right),
            _ => None,
        };
        let e = match (hand, e) {
            (Some(hand), e @ (Event::Play { .. } | Event::PressClock(_))) => Event::Handed {
                hand,
                event: Box::new(e),
            },
            (_, e) => e,
        };
        let at = cursor.get_untracked();
        let before = case.get_untracked();
        case.update(|c| {
            let at = at.min(c.events.len());
            c.events.insert(at, event_json(&e));
        });
        before_add.set_value(Some((case.with_untracked(Case::to_value), before, at)));
        cursor.set(at + 1);
        note.set(None);
    };
    let actor = move || parse_side(&by.get_untracked());
    let on_move = Callback::new(move |m: MoveAttempt| {
        add(Event::Play {
            from: m.from,
            to: m.to,
            promotion: if unpromoted.get_untracked() {
                None
            } else {
                m.promotion
            },
            two_hands: two_hands.get_untracked(),
            by: actor(),
        });
    });
    let on_square = move |sq: Square| match hand.get_untracked() {
        Hand::Move => {}
        Hand::Touch => add(Event::Touch {
            square: sq,
            by: actor(),
        }),
        Hand::Adjust => add(Event::Adjust {
            square: sq,
            by: actor(),
        }),
        Hand::Feel => add(Event::Feel {
            square: sq,
            by: actor(),
        }),
        Hand::Release => add(Event::Release {
            square: sq,
            by: actor(),
        }),
        Hand::Place => {
            if let Some(p) = Piece::from_char(piece.get_untracked()) {
                add(Event::Place {
                    square: sq,
                    piece: p,
                });
            }
        }
        Hand::Edit => {
            let p = Piece::from_char(piece.get_untracked());
            case.update(|c| {
                let mut s = start_setup(c);
                s.board.discard_piece_at(sq);
                if let Some(p) = p {
                    s.board.set_piece_at(sq, p);
                }
                c.fen = Some(setup_fen(&s));
            });
        }
    };
    // The side to move where the next event goes in (the buttons' player when "Who" names none).
    let turn = Signal::derive(move || {
        frame
            .get()
            .map_or_else(|| case.with(start_setup).turn, |f| f.turn)
    });
    let on_board_click = move |ev: ev::MouseEvent| {
        if let Some(sq) = event_square(&ev) {
            on_square(sq);
        }
    };
    let on_board_key = move |ev: ev::KeyboardEvent| {
        if matches!(ev.key().as_str(), "Enter" | " ")
            && hand.get_untracked() != Hand::Move
            && let Some(sq) = event_square(&ev)
        {
            ev.prevent_default();
            on_square(sq);
        }
    };

    view! {
        <Page title=Msg::CaseTitle id="page-case">
            <p>{t(CaseMsg::CaseIntro)}</p>
            {move || link_error.get().map(|e| view! {
                <p class="error" role="alert" id="case-link-error">
                    {t(CaseMsg::CaseBadLink)}" "{bi(e)}
                </p>
            })}
            <div class="case-desk">
                <div class="case-board">
                    <div on:click=on_board_click on:keydown=on_board_key>
                        <Board position=position accept=accept last_move=last_move marks=marks
                               annotations=annotations lang=lang on_move=on_move/>
                    </div>
                    <HandControls hand=hand by=by two_hands=two_hands unpromoted=unpromoted piece=piece hand_used=hand_used/>
                </div>
                <div class="case-side">
                    <RulingPanel ruled=ruled/>
                    <EventList case=case cursor=cursor ruled=ruled note=note/>
                </div>
            </div>
            <ActionControls case=case add=Callback::new(add) actor=Signal::derive(move || parse_side(&by.get())) turn=turn/>
            <ArbiterControls add=Callback::new(add) side=Signal::derive(move || parse_side(&by.get()).unwrap_or_else(|| turn.get()))/>
            <SetupForm case=case/>
            <EditionsTable ruled=ruled all=all_editions/>
            <ShareControls case=case/>
            <DrillForm case=case/>
            <OwnDrills/>
        </Page>
    }
}

#[component]
fn HandControls(
    hand: RwSignal<Hand>,
    by: RwSignal<String>,
    two_hands: RwSignal<bool>,
    unpromoted: RwSignal<bool>,
    piece: RwSignal<char>,
    hand_used: RwSignal<String>,
) -> impl IntoView {
    let pieces = [
        'Q', 'R', 'B', 'N', 'K', 'P', 'q', 'r', 'b', 'n', 'k', 'p', '-',
    ];
    let lang = settings().lang;
    view! {
        <fieldset class="case-hand" id="case-hand">
            <legend>{t(CaseMsg::CaseHandLegend)}</legend>
            {Hand::ALL.into_iter().map(|(h, code, msg)| view! {
                <label class="radio">
                    <input type="radio" name="case-hand" value=code id=format!("case-hand-{code}")
                           prop:checked=move || hand.get() == h
                           on:change=move |_| hand.set(h)/>
                    {t(msg)}
                </label>
            }).collect_view()}
            {select_input("case-by", CaseMsg::CaseBy, vec![("", CaseMsg::CaseBySideToMove), ("white", CaseMsg::Ui(Msg::ClockWhite)), ("black", CaseMsg::Ui(Msg::ClockBlack))],
                move || by.get(), move |v| by.set(v))}
            {check_input("case-two-hands", CaseMsg::CaseTwoHands, move || two_hands.get(), move |v| two_hands.set(v))}
            {check_input("case-unpromoted", CaseMsg::CaseUnpromoted, move || unpromoted.get(), move |v| unpromoted.set(v))}
            {select_input("case-hand-used", CaseMsg::CaseHandUsed, vec![("", CaseMsg::CaseHandNotSaid), ("left", CaseMsg::CaseHandLeft), ("right", CaseMsg::CaseHandRight)],
                move || hand_used.get(), move |v| hand_used.set(v))}
            <div class="field">
                <label for="case-piece">{t(CaseMsg::CasePiece)}</label>
                <select id="case-piece" on:change=move |ev| {
                    if let Some(c) = event_target_value(&ev).chars().next() { piece.set(c) }
                }>
                    {pieces.into_iter().map(|c| {
                        let name = move || match Piece::from_char(c) {
                            Some(p) => crate::i18n::the_piece(p.role, p.color, lang.get()),
                            None => CaseMsg::CaseEmptySquare.get(lang.get()).to_owned(),
                        };
                        view! { <option value=c.to_string() selected=move || piece.get() == c>{name}</option> }
                    }).collect_view()}
                </select>
            </div>
        </fieldset>
    }
}

#[component]
fn ActionControls(
    case: RwSignal<Case>,
    add: Callback<Event>,
    actor: Signal<Option<Color>>,
    turn: Signal<Color>,
) -> impl IntoView {
    let wait = RwSignal::new("0:00:30".to_string());
    let claim_kind = RwSignal::new("illegal_move".to_string());
    let claim_by = RwSignal::new(String::new());
    let written = RwSignal::new(String::new());
    let grounds = RwSignal::new(String::new());
    let decision = RwSignal::new(String::new());
    let irregularity = RwSignal::new("pieces_displaced".to_string());
    let sound = RwSignal::new(false);
    let switched_on = RwSignal::new(String::new());
    let seal = RwSignal::new(String::new());
    let announced = RwSignal::new(String::new());
    let sheet_white = RwSignal::new(String::new());
    let sheet_black = RwSignal::new(String::new());
    let late_white = RwSignal::new(String::new());
    let late_black = RwSignal::new(String::new());
    let envelope_lost = RwSignal::new(false);
    let error = RwSignal::new(None::<CaseMsg>);
    let side_of = move || {
        actor
            .get_untracked()
            .unwrap_or_else(|| turn.get_untracked())
    };
    let button = move |id: &'static str, msg: CaseMsg, f: Box<dyn Fn() + Send + Sync>| {
        view! { <button type="button" id=id on:click=move |_| f()>{t(msg)}</button> }
    };
    let ev = move |e: Event| add.run(e);
    let duration = |s: String| s.trim().parse::<Millis>().ok();
    let lateness = move || ByColor {
        white: duration(late_white.get_untracked())
            .filter(|_| !late_white.get_untracked().trim().is_empty()),
        black: duration(late_black.get_untracked())
            .filter(|_| !late_black.get_untracked().trim().is_empty()),
    };
    let _ = case;
    // The clock running live: the time from Run to Stop goes in as one wait (platform::now, which
    // a browser test can drive).
    let running = RwSignal::new(None::<Millis>);
    let elapsed = RwSignal::new(Millis::ZERO);
    let ticker = StoredValue::new_local(None::<platform::Ticker>);
    let run_or_stop = move |_| match running.get_untracked() {
        None => {
            running.set(Some(platform::now()));
            elapsed.set(Millis::ZERO);
            ticker.set_value(Some(platform::every(250, move || {
                if let Some(t0) = running.get_untracked() {
                    elapsed.set(platform::now().saturating_sub(t0));
                }
            })));
        }
        Some(t0) => {
            let passed = platform::now().saturating_sub(t0);
            running.set(None);
            ticker.set_value(None);
            if passed > Millis::ZERO {
                ev(Event::Wait(passed));
            }
        }
    };
    view! {
        <section class="case-actions" aria-labelledby="case-actions-title">
            <h2 id="case-actions-title">{t(CaseMsg::CaseActionsTitle)}</h2>
            <div class="case-buttons">
                {button("case-press-white", CaseMsg::CasePressWhite, Box::new(move || ev(Event::PressClock(Color::White))))}
                {button("case-press-black", CaseMsg::CasePressBlack, Box::new(move || ev(Event::PressClock(Color::Black))))}
                <span class="field field--inline">
                    <label for="case-wait">{t(CaseMsg::CaseWaitLabel)}</label>
                    <input id="case-wait" type="text" size="8" prop:value=move || wait.get()
                           on:input=move |e| wait.set(event_target_value(&e))/>
                    <button type="button" id="case-wait-add" on:click=move |_| match duration(wait.get_untracked()) {
                        Some(d) => { error.set(None); ev(Event::Wait(d)) }
                        None => error.set(Some(CaseMsg::CaseBadDuration)),
                    }>{t(CaseMsg::CaseWait)}</button>
                </span>
                <span class="field field--inline">
                    <button type="button" id="case-clock-run" aria-pressed=move || running.get().is_some().to_string()
                            on:click=run_or_stop>
                        {move || if running.get().is_some() { t(CaseMsg::CaseClockStop)() } else { t(CaseMsg::CaseClockRun)() }}
                    </button>
                    {move || running.get().map(|_| view! {
                        <span id="case-clock-elapsed" role="timer">{t(CaseMsg::CaseClockRunning)}": "{move || elapsed.get().to_string()}</span>
                    })}
                </span>
                {button("case-flag-white", CaseMsg::CaseFlagWhite, Box::new(move || ev(Event::FlagFall(FallenFlag::Side(Color::White)))))}
                {button("case-flag-black", CaseMsg::CaseFlagBlack, Box::new(move || ev(Event::FlagFall(FallenFlag::Side(Color::Black)))))}
                {button("case-flag-both", CaseMsg::CaseFlagBoth, Box::new(move || ev(Event::FlagFall(FallenFlag::Both))))}
            </div>
            <p class="hint">{t(CaseMsg::CaseSideHint)}</p>
            <div class="case-buttons">
                {button("case-offer", CaseMsg::CaseOffer, Box::new(move || ev(Event::OfferDraw(side_of()))))}
                {button("case-accept", CaseMsg::CaseAccept, Box::new(move || ev(Event::AcceptDraw(side_of()))))}
                {button("case-decline", CaseMsg::CaseDecline, Box::new(move || ev(Event::DeclineDraw(side_of()))))}
                {button("case-resign", CaseMsg::CaseResign, Box::new(move || ev(Event::Resign(side_of()))))}
                {button("case-not-recording", CaseMsg::CaseNotRecording, Box::new(move || ev(Event::NotRecording { side: side_of(), missing: None })))}
                {button("case-request-scoresheet", CaseMsg::CaseRequestScoresheet, Box::new(move || ev(Event::RequestScoresheet(side_of()))))}
                {button("case-unable-to-record", CaseMsg::CaseUnableToRecord, Box::new(move || ev(Event::UnableToRecord { side: side_of(), disability: false })))}
            </div>
            <fieldset class="case-claim">
                <legend>{t(CaseMsg::CaseClaimLegend)}</legend>
                {select_input("case-claim-kind", CaseMsg::CaseClaimKind, vec![
                    ("touch_move", CaseMsg::CaseClaimTouch), ("illegal_move", CaseMsg::CaseClaimIllegal),
                    ("threefold", CaseMsg::CaseClaimThreefold), ("fifty_moves", CaseMsg::CaseClaimFifty),
                    ("quickplay_finish", CaseMsg::CaseClaimQuickplay), ("quickplay_increment", CaseMsg::CaseClaimIncrement),
                    ("flag", CaseMsg::CaseClaimFlag)], move || claim_kind.get(), move |v| claim_kind.set(v))}
                {select_input("case-claim-by", CaseMsg::CaseBy, vec![("", CaseMsg::CaseByDefault), ("white", CaseMsg::Ui(Msg::ClockWhite)), ("black", CaseMsg::Ui(Msg::ClockBlack)), ("arbiter", CaseMsg::CaseArbiter)],
                    move || claim_by.get(), move |v| claim_by.set(v))}
                {text_input("case-written", CaseMsg::CaseWrittenMove, move || written.get(), move |v| written.set(v))}
                {select_input("case-grounds", CaseMsg::CaseGrounds, vec![("", CaseMsg::CaseNone), ("cannot_win", CaseMsg::CaseGroundsCannotWin), ("no_effort", CaseMsg::CaseGroundsNoEffort)],
                    move || grounds.get(), move |v| grounds.set(v))}
                {select_input("case-arbiter-decision", CaseMsg::CaseArbiterDecision, vec![("", CaseMsg::CaseNone), ("accept", CaseMsg::CaseDecisionAccept), ("postpone", CaseMsg::CaseDecisionPostpone), ("reject", CaseMsg::CaseDecisionReject)],
                    move || decision.get(), move |v| decision.set(v))}
                <button type="button" id="case-claim" on:click=move |_| {
                    let kind = ClaimKind::ALL.into_iter().find(|k| k.code() == claim_kind.get_untracked());
                    let Some(kind) = kind else { return };
                    let by = match claim_by.get_untracked().as_str() {
                        "arbiter" => Some(Claimant::Arbiter),
                        s => parse_side(s).map(Claimant::Player),
                    };
                    if by == Some(Claimant::Arbiter) && !kind.is_about_opponent_act() {
                        error.set(Some(CaseMsg::CaseArbiterCannotClaim));
                        return;
                    }
                    let w = written.get_untracked();
                    let written_move = (matches!(kind, ClaimKind::Threefold | ClaimKind::FiftyMoves) && !w.trim().is_empty())
                        .then(|| w.trim().to_owned());
                    let grounds = match (kind, grounds.get_untracked().as_str()) {
                        (ClaimKind::QuickplayFinish, "cannot_win") => Some(QuickplayGrounds::CannotWin),
                        (ClaimKind::QuickplayFinish, "no_effort") => Some(QuickplayGrounds::NoEffort),
                        _ => None,
                    };
                    let arbiter_decision = match decision.get_untracked().as_str() {
                        "accept" => Some(ArbiterDecision::Accept),
                        "postpone" => Some(ArbiterDecision::Postpone),
                        "reject" => Some(ArbiterDecision::Reject),
                        _ => None,
                    };
                    error.set(None);
                    ev(Event::Claim(Claim { kind, by, written_move, grounds, arbiter_decision }));
                }>{t(CaseMsg::CaseClaim)}</button>
            </fieldset>
            <fieldset class="case-irregularity">
                <legend>{t(CaseMsg::CaseIrregularityLegend)}</legend>
                {select_input("case-irregularity-kind", CaseMsg::CaseIrregularityKind, vec![
                    ("initial_position_wrong", CaseMsg::CaseIrrInitial), ("board_orientation_wrong", CaseMsg::CaseIrrOrientation),
                    ("colours_reversed", CaseMsg::CaseIrrColours), ("pieces_displaced", CaseMsg::CaseIrrDisplaced),
                    ("pieces_knocked_over", CaseMsg::CaseIrrKnockedOver), ("device", CaseMsg::CaseIrrDevice)],
                    move || irregularity.get(), move |v| irregularity.set(v))}
                {check_input("case-sound", CaseMsg::CaseSound, move || sound.get(), move |v| sound.set(v))}
                {select_input("case-switched-on", CaseMsg::CaseSwitchedOn, vec![("", CaseMsg::CaseNotSaid), ("on", CaseMsg::CaseSwitchedYes), ("off", CaseMsg::CaseSwitchedNo)],
                    move || switched_on.get(), move |v| switched_on.set(v))}
                <button type="button" id="case-irregularity" on:click=move |_| {
                    let kind = match irregularity.get_untracked().as_str() {
                        "initial_position_wrong" => IrregularityKind::InitialPositionWrong,
                        "board_orientation_wrong" => IrregularityKind::BoardOrientationWrong,
                        "colours_reversed" => IrregularityKind::ColoursReversed,
                        "device" => IrregularityKind::Device {
                            sound: sound.get_untracked(),
                            switched_on: match switched_on.get_untracked().as_str() { "on" => Some(true), "off" => Some(false), _ => None },
                        },
                        "pieces_knocked_over" => IrregularityKind::PiecesKnockedOver,
                        _ => IrregularityKind::PiecesDisplaced,
                    };
                    // A device and pieces knocked over are always someone's.
                    let by = match kind {
                        IrregularityKind::Device { .. } | IrregularityKind::PiecesKnockedOver => Some(side_of()),
                        _ => actor.get_untracked(),
                    };
                    ev(Event::Irregularity { kind, by });
                }>{t(CaseMsg::CaseIrregularity)}</button>
            </fieldset>
            <fieldset class="case-visually-disabled">
                <legend>{t(CaseMsg::CaseVdLegend)}</legend>
                {text_input("case-announce-move", CaseMsg::CaseAnnounceMove, move || announced.get(), move |v| announced.set(v))}
                <button type="button" id="case-announce" on:click=move |_| {
                    let w = announced.get_untracked();
                    if w.trim().is_empty() { error.set(Some(CaseMsg::CaseMoveEmpty)); return }
                    error.set(None);
                    ev(Event::Announce { san: w.trim().to_owned() });
                }>{t(CaseMsg::CaseAnnounce)}</button>
                {text_input("case-sheet-white", CaseMsg::CaseSheetWhite, move || sheet_white.get(), move |v| sheet_white.set(v))}
                {text_input("case-sheet-black", CaseMsg::CaseSheetBlack, move || sheet_black.get(), move |v| sheet_black.set(v))}
                <button type="button" id="case-boards-differ" on:click=move |_| {
                    let (w, b) = (sheet_white.get_untracked(), sheet_black.get_untracked());
                    if w.trim().is_empty() || b.trim().is_empty() { error.set(Some(CaseMsg::CaseMoveEmpty)); return }
                    error.set(None);
                    ev(Event::BoardsDiffer { white: w.trim().to_owned(), black: b.trim().to_owned() });
                }>{t(CaseMsg::CaseBoardsDiffer)}</button>
            </fieldset>
            <fieldset class="case-adjourn">
                <legend>{t(CaseMsg::CaseAdjournLegend)}</legend>
                {text_input("case-seal-move", CaseMsg::CaseSealMove, move || seal.get(), move |v| seal.set(v))}
                <button type="button" id="case-seal" on:click=move |_| {
                    let w = seal.get_untracked();
                    if w.trim().is_empty() { error.set(Some(CaseMsg::CaseSealEmpty)); return }
                    error.set(None);
                    ev(Event::Seal { written: w.trim().to_owned(), by: actor.get_untracked() });
                }>{t(CaseMsg::CaseSeal)}</button>
                {text_input("case-late-white", CaseMsg::CaseLateWhite, move || late_white.get(), move |v| late_white.set(v))}
                {text_input("case-late-black", CaseMsg::CaseLateBlack, move || late_black.get(), move |v| late_black.set(v))}
                {check_input("case-envelope-lost", CaseMsg::CaseEnvelopeLost, move || envelope_lost.get(), move |v| envelope_lost.set(v))}
                <button type="button" id="case-adjourn" on:click=move |_| ev(Event::Adjourn)>{t(CaseMsg::CaseAdjourn)}</button>
                <button type="button" id="case-resume" on:click=move |_| {
                    ev(Event::Resume { late: lateness(), envelope_lost: envelope_lost.get_untracked() });
                }>{t(CaseMsg::CaseResume)}</button>
                <button type="button" id="case-position-lost" on:click=move |_| ev(Event::PositionLost)>{t(CaseMsg::CasePositionLost)}</button>
                <button type="button" id="case-arrive" on:click=move |_| {
                    let late = lateness();
                    if late.white.is_none() && late.black.is_none() { error.set(Some(CaseMsg::CaseArriveEmpty)); return }
                    error.set(None);
                    ev(Event::Arrive(late));
                }>{t(CaseMsg::CaseArrive)}</button>
            </fieldset>
            {move || error.get().map(|m| view! { <p class="error" role="alert" id="case-action-error">{t(m)}</p> })}
        </section>
    }
}

/// The arbiter's and the clock's other events: a clock stopped to call the arbiter, a move
/// written in advance, a refusal to comply, the clock found defective or wrongly set, a flag
/// fall deciding a postponed claim, and the result signed on the scoresheets. Each button acts
/// for the player chosen in "Who" (the side to move when that is chosen).
#[component]
fn ArbiterControls(add: Callback<Event>, side: Signal<Color>) -> impl IntoView {
    let stop_reason = RwSignal::new(String::new());
    let refusing = RwSignal::new("white".to_string());
    let used = RwSignal::new(String::new());
    let flag_decision = RwSignal::new("accept".to_string());
    let signed = RwSignal::new("1-0".to_string());
    let set_aside = RwSignal::new(false);
    let error = RwSignal::new(None::<Bilingual>);
    let ev = move |e: Event| {
        error.set(None);
        add.run(e)
    };
    let side_now = move || side.get_untracked();
    view! {
        <section class="case-actions case-arbiter" aria-labelledby="case-arbiter-title">
            <h2 id="case-arbiter-title">{t(CaseMsg::CaseArbiterTitle)}</h2>
            <fieldset class="case-adjourn">
                <legend>{t(CaseMsg::CaseStopLegend)}</legend>
                {select_input("case-stop-reason", CaseMsg::CaseStopReason, vec![("", CaseMsg::CaseStopUndecided), ("valid", CaseMsg::CaseStopValid), ("invalid", CaseMsg::CaseStopInvalid)],
                    move || stop_reason.get(), move |v| stop_reason.set(v))}
                <button type="button" id="case-stop-clock" on:click=move |_| {
                    let valid_reason = match stop_reason.get_untracked().as_str() {
                        "valid" => Some(true),
                        "invalid" => Some(false),
                        _ => None,
                    };
                    ev(Event::StopClock { side: side_now(), valid_reason });
                }>{t(CaseMsg::CaseStopClock)}</button>
                <button type="button" id="case-write-in-advance" on:click=move |_| ev(Event::WriteInAdvance(side_now()))>{t(CaseMsg::CaseWriteInAdvance)}</button>
                {select_input("case-refuse-who", CaseMsg::CaseBy, vec![("white", CaseMsg::Ui(Msg::ClockWhite)), ("black", CaseMsg::Ui(Msg::ClockBlack)), ("both", CaseMsg::CaseBoth)],
                    move || refusing.get(), move |v| refusing.set(v))}
                <button type="button" id="case-refuse" on:click=move |_| {
                    let who = match refusing.get_untracked().as_str() {
                        "both" => Refusing::Both,
                        s => Refusing::Side(parse_side(s).unwrap_or(Color::White)),
                    };
                    ev(Event::Refuse(who));
                }>{t(CaseMsg::CaseRefuse)}</button>
            </fieldset>
            <fieldset class="case-adjourn">
                <legend>{t(CaseMsg::CaseClockLegend)}</legend>
                <button type="button" id="case-clock-defect" on:click=move |_| ev(Event::ClockDefect)>{t(CaseMsg::CaseClockDefect)}</button>
                {text_input("case-used", CaseMsg::CaseUsedControl, move || used.get(), move |v| used.set(v))}
                <button type="button" id="case-clock-setting" on:click=move |_| {
                    match used.get_untracked().trim().parse::<crate::clock::TimeControl>() {
                        Ok(used) => ev(Event::ClockSettingWrong { used }),
                        Err(e) => {
                            let why = e.explain();
                            error.set(Some(Bilingual::new(
                                format!("Ritmo em que o relógio estava: {}", why.pt),
                                format!("Time control the clock was set to: {}", why.en),
                            )));
                        }
                    }
                }>{t(CaseMsg::CaseClockSetting)}</button>
                {select_input("case-flag-decision", CaseMsg::CaseArbiterDecision, vec![("accept", CaseMsg::CaseDecisionAccept), ("reject", CaseMsg::CaseDecisionReject)],
                    move || flag_decision.get(), move |v| flag_decision.set(v))}
                <button type="button" id="case-flag-judged" on:click=move |_| {
                    ev(Event::FlagFallJudged { side: side_now(), upheld: flag_decision.get_untracked() == "accept" });
                }>{t(CaseMsg::CaseFlagJudged)}</button>
            </fieldset>
            <fieldset class="case-adjourn">
                <legend>{t(CaseMsg::CaseSignLegend)}</legend>
                {select_input("case-sign-result", CaseMsg::CaseFieldResult, vec![("1-0", CaseMsg::CaseWhiteWins), ("0-1", CaseMsg::CaseBlackWins), ("1/2-1/2", CaseMsg::CaseDrawn)],
                    move || signed.get(), move |v| signed.set(v))}
                {check_input("case-sign-set-aside", CaseMsg::CaseSetAside, move || set_aside.get(), move |v| set_aside.set(v))}
                <button type="button" id="case-sign" on:click=move |_| {
                    let result = match signed.get_untracked().as_str() {
                        "0-1" => SignedResult::BlackWins,
                        "1/2-1/2" => SignedResult::Draw,
                        _ => SignedResult::WhiteWins,
                    };
                    ev(Event::SignResult { result, set_aside: set_aside.get_untracked() });
                }>{t(CaseMsg::CaseSign)}</button>
            </fieldset>
            {move || error.get().map(|m| view! { <p class="error" role="alert" id="case-arbiter-error">{bi(m)}</p> })}
        </section>
    }
}

/// What the page's `data-*` attributes say about a ruling, so that a page can be checked against
/// `arbitro rule`: the ruling's JSON, its decision code, result and claim (`none` when absent)
/// and its articles, space-separated in order.
struct RulingData {
    json: String,
    decision: &'static str,
    result: &'static str,
    claim: &'static str,
    articles: String,
}

impl RulingData {
    fn of(x: &Ruling) -> RulingData {
        RulingData {
            json: serde_json::to_string(x).unwrap_or_default(),
            decision: x.decision.code(),
            result: x.result.map_or("none", |v| v.as_str()),
            claim: x.claim.map_or("none", |v| v.as_str()),
            articles: x.articles.join(" "),
        }
    }

    /// An edition in which the incident cannot be ruled (the engine said why).
    fn error() -> RulingData {
        RulingData {
            json: String::new(),
            decision: "error",
            result: "none",
            claim: "none",
            articles: String::new(),
        }
    }
}

#[component]
fn RulingPanel(ruled: RwSignal<Answer>) -> impl IntoView {
    let lang = settings().lang;
    move || {
        match ruled.get() {
        None => view! {
            <div class="case-ruling" id="case-ruling" role="status" aria-busy="true" data-ruling="" data-decision="pending"
                 data-result="none" data-claim="none" data-articles="">
                {t(CaseMsg::CaseRuling)}
            </div>
        }
        .into_any(),
        Some(Err(e)) => view! {
            <div class="case-ruling case-ruling--error" id="case-ruling" role="alert" data-ruling="" data-decision="error"
                 data-result="none" data-claim="none" data-articles="">
                {bi(e)}
            </div>
        }
        .into_any(),
        Some(Ok(r)) => {
            let x = r.timeline.ruling.clone();
            let RulingData { json, decision, result, claim, articles } = RulingData::of(&x);
            let articles_attr = articles.clone();
            let label = x.decision.label();
            let clocks = x.clocks.map(|c| format!("{} · {}", c.white, c.black));
            let moves = x.allowed_san();
            let explanation = x.explanation.clone();
            let l = move || lang.get();
            view! {
                <div class="case-ruling" id="case-ruling" role="status" aria-live="polite"
                     data-ruling=json data-decision=decision data-result=result data-claim=claim
                     data-articles=articles_attr>
                    <h2>{t(CaseMsg::CaseRuling)}" ("{r.edition.as_str()}")"</h2>
                    <dl>
                        <dt>{t(CaseMsg::CaseFieldDecision)}</dt><dd class="case-decision">{bi(label)}</dd>
                        <dt>{t(CaseMsg::CaseFieldResult)}</dt>
                        <dd>{move || x.result.map_or_else(|| CaseMsg::CasePlayGoesOn.get(l()).to_owned(), |v| v.as_str().to_owned())}</dd>
                        <dt>{t(CaseMsg::CaseFieldClaim)}</dt><dd>{move || x.claim.map_or(CaseMsg::CaseNone, verdict).get(l()).to_owned()}</dd>
                        <dt>{t(CaseMsg::CaseFieldAllowed)}</dt>
                        <dd>{move || moves.as_ref().map_or_else(|| Msg::AnyMove.get(l()).to_owned(), |m| m.join(", "))}</dd>
                        <dt>{t(CaseMsg::CaseFieldClocks)}</dt><dd>{move || clocks.clone().unwrap_or_else(|| CaseMsg::CaseNoClocks.get(l()).to_owned())}</dd>
                        <dt>{t(CaseMsg::CaseFieldIllegal)}</dt><dd>{format!("{} · {}", x.illegal_moves.white, x.illegal_moves.black)}</dd>
                        <dt>{t(CaseMsg::CaseFieldArticles)}</dt><dd class="case-articles">{articles}</dd>
                        <dt>{t(CaseMsg::CaseFieldPosition)}</dt><dd><code class="case-fen">{x.position.to_string()}</code></dd>
                    </dl>
                    <p class="case-explanation">{bi(explanation)}</p>
                </div>
            }
            .into_any()
        }
    }
    }
}

#[component]
fn EventList(
    case: RwSignal<Case>,
    cursor: RwSignal<usize>,
    ruled: RwSignal<Answer>,
    note: RwSignal<Option<Bilingual>>,
) -> impl IntoView {
    let lang = settings().lang;
    let editing = RwSignal::new(None::<(usize, String)>);
    let n = move || case.with(|c| c.events.len());
    let caption = move |i: usize| {
        let lang = lang.get();
        ruled.with(|r| match r {
            Some(Ok(r)) => r
                .timeline
                .steps
                .get(i)
                .map(|s| s.caption.get(lang).to_owned()),
            _ => None,
        })
    };
    let save_edit = move || {
        let Some((i, text)) = editing.get_untracked() else {
            return;
        };
        match serde_json::from_str::<serde_json::Value>(&text) {
            Ok(v) if v.is_object() => {
                case.update(|c| {
                    if i < c.events.len() {
                        c.events[i] = v;
                    }
                });
                editing.set(None);
                note.set(None);
            }
            _ => note.set(Some(Bilingual::new(
                format!(
                    "O evento {} não é um objeto JSON; nada foi alterado.",
                    i + 1
                ),
                format!("Event {} is not a JSON object; nothing was changed.", i + 1),
            ))),
        }
    };
    view! {
        <section class="case-events" aria-labelledby="case-events-title">
            <h2 id="case-events-title">{t(CaseMsg::CaseEventsTitle)}</h2>
            <div class="case-steps">
                <button type="button" id="case-step-start" on:click=move |_| cursor.set(0) disabled=move || cursor.get() == 0>"« "{t(Msg::StepFirst)}</button>
                <button type="button" id="case-step-prev" on:click=move |_| cursor.update(|c| *c = c.saturating_sub(1)) disabled=move || cursor.get() == 0>"◀ "{t(Msg::StepPrev)}</button>
                <button type="button" id="case-step-next" on:click=move |_| { let n = n(); cursor.update(|c| *c = (*c + 1).min(n)) } disabled=move || { cursor.get() >= n() }>{t(Msg::StepNext)}" ▶"</button>
                <button type="button" id="case-step-end" on:click=move |_| cursor.set(n()) disabled=move || { cursor.get() >= n() }>{t(Msg::StepLast)}" »"</button>
                <button type="button" id="case-undo" disabled=move || cursor.get() == 0 on:click=move |_| {
                    let at = cursor.get_untracked();
                    if at == 0 { return }
                    case.update(|c| { if at <= c.events.len() { c.events.remove(at - 1); } });
                    cursor.set(at - 1);
                }>{t(CaseMsg::CaseUndo)}</button>
                <button type="button" id="case-clear" disabled=move || n() == 0 on:click=move |_| {
                    case.update(|c| c.events.clear());
                    cursor.set(0);
                }>{t(CaseMsg::CaseClearEvents)}</button>
            </div>
            <p class="case-cursor" id="case-cursor">{move || format!("{} {} / {}", CaseMsg::CaseShowing.get(lang.get()), cursor.get(), n())}</p>
            <ol class="case-event-list" id="case-event-list">
                {move || case.with(|c| c.events.clone()).into_iter().enumerate().map(|(i, e)| {
                    let json = e.to_string();
                    let shown = json.clone();
                    let attr = json.clone();
                    let code = json.clone();
                    let current = move || cursor.get() == i + 1;
                    view! {
                        <li class="case-event" class:case-event--current=current data-event=attr>
                            <button type="button" class="case-event-go" on:click=move |_| cursor.set(i + 1)
                                    aria-current=move || current().then_some("step")>
                                {move || caption(i).unwrap_or_else(|| shown.clone())}
                            </button>
                            " "<code class="case-event-json">{code}</code>" "
                            <button type="button" class="case-event-edit" on:click=move |_| editing.set(Some((i, json.clone())))>{t(CaseMsg::CaseEdit)}</button>
                            <button type="button" class="case-event-delete" on:click=move |_| {
                                case.update(|c| { if i < c.events.len() { c.events.remove(i); } });
                                cursor.update(|c| if *c > i { *c -= 1 });
                            }>{t(CaseMsg::CaseDelete)}</button>
                        </li>
                    }
                }).collect_view()}
            </ol>
            {move || editing.get().map(|(i, text)| view! {
                <div class="case-edit" id="case-edit">
                    <label for="case-edit-text">{move || format!("{} {}", CaseMsg::CaseEditEvent.get(lang.get()), i + 1)}</label>
                    <textarea id="case-edit-text" rows="3" prop:value=text
                              on:input=move |ev| editing.update(|e| if let Some(e) = e { e.1 = event_target_value(&ev) })/>
                    <button type="button" id="case-edit-save" on:click=move |_| save_edit()>{t(CaseMsg::CaseSave)}</button>
                    <button type="button" id="case-edit-cancel" on:click=move |_| editing.set(None)>{t(CaseMsg::CaseCancel)}</button>
                </div>
            })}
            // Shown over the page's foot, so that it is seen wherever the event was made (the buttons
            // are far from this list on a phone and on a projector alike).
            {move || note.get().map(|m| view! {
                <div class="case-note" role="alert">
                    <p class="error" id="case-note">{bi(m)}</p>
                    <button type="button" id="case-note-close" on:click=move |_| note.set(None)>{t(CaseMsg::CaseNoteClose)}</button>
                </div>
            })}
        </section>
    }
}

#[component]
fn SetupForm(case: RwSignal<Case>) -> impl IntoView {
    let fen_text = RwSignal::new(case.with_untracked(|c| c.fen.clone().unwrap_or_default()));
    let pgn_text = RwSignal::new(String::new());
    let pgn_error = RwSignal::new(None::<Bilingual>);
    let fen_error = RwSignal::new(None::<Bilingual>);
    // The FEN field follows the case's start position (a link, a PGN, the editor), and keeps
    // what the user typed until it changes.
    let case_fen = Memo::new(move |_| case.with(|c| c.fen.clone()));
    Effect::new(move |_| fen_text.set(case_fen.get().unwrap_or_default()));
    // A FEN (and whether the board was found so) replaces the start position only once the
    // engine accepts it; the moves played from the old one go. A bad one is named and the case
    // stays as it was.
    let use_fen = move |fen: String, illegal_position: bool| {
        spawn_local(async move {
            match ask_case(CaseRequest::Fen {
                fen: fen.clone(),
                illegal_position,
            })
            .await
            {
                Ok(CaseAnswer::FenOk) => {
                    fen_error.set(None);
                    case.update(|c| {
                        c.fen = Some(fen.trim().to_owned());
                        c.moves.clear();
                        c.illegal_position = illegal_position;
                        if !illegal_position {
                            c.last_identifiable_fen = None;
                        }
                    });
                }
                Ok(_) => fen_error.set(Some(unexpected())),
                Err(e) => fen_error.set(Some(e)),
            }
        });
    };
    let opt = |s: String| {
        let s = s.trim().to_owned();
        (!s.is_empty()).then_some(s)
    };
    let clocks_on = move || case.with(|c| c.clocks.is_some());
    let clock = move |white: bool| {
        move || {
            case.with(|c| {
                c.clocks
                    .as_ref()
                    .map(|k| {
                        if white {
                            k.white.clone()
                        } else {
                            k.black.clone()
                        }
                    })
                    .unwrap_or_default()
            })
        }
    };
    let set_clock = move |white: bool| {
        move |v: String| {
            case.update(|c| {
                let k = c.clocks.get_or_insert_with(Clocks::default);
                if white {
                    k.white = v.trim().to_owned()
                } else {
                    k.black = v.trim().to_owned()
                }
            })
        }
    };
    let start = move || case.with(start_setup);
    let edit_start = move |f: &dyn Fn(&mut Setup)| {
        case.update(|c| {
            let mut s = start_setup(c);
            f(&mut s);
            c.fen = Some(setup_fen(&s));
        });
        fen_text.set(case.with_untracked(|c| c.fen.clone().unwrap_or_default()));
    };
    let castle = move |code: &'static str, sq: Square| {
        view! {
            <label class="check">
                <input type="checkbox" id=format!("case-castle-{code}")
                       prop:checked=move || start().castling_rights.contains(sq)
                       on:change=move |ev| {
                           let on = event_target_checked(&ev);
                           edit_start(&|s: &mut Setup| s.castling_rights.set(sq, on));
                       }/>
                {code}
            </label>
        }
    };
    view! {
        <details class="case-setup" id="case-setup" open>
            <summary><h2>{t(CaseMsg::CaseSetupTitle)}</h2></summary>
            <div class="case-grid">
                <div class="field">
                    <label for="case-edition">{t(Msg::EditionLabel)}</label>
                    <select id="case-edition" prop:value=move || case.with(|c| c.edition.as_str())
                            on:change=move |ev| { if let Ok(e) = event_target_value(&ev).parse::<Edition>() { case.update(|c| c.edition = e) } }>
                        {Edition::ALL.into_iter().rev().map(|e| view! {
                            <option value=e.as_str() selected=move || case.with(|c| c.edition) == e>{e.as_str()}</option>
                        }).collect_view()}
                    </select>
                </div>
                {text_input("case-time-control", CaseMsg::CaseTimeControl, move || case.with(|c| c.time_control.clone().unwrap_or_default()),
                    move |v| case.update(|c| c.time_control = opt(v)))}
                {select_input("case-time-class", CaseMsg::CaseTimeClass, vec![("", CaseMsg::CaseFromTimeControl), ("standard", CaseMsg::CaseStandard), ("rapid", CaseMsg::CaseRapid), ("blitz", CaseMsg::CaseBlitz)],
                    move || case.with(|c| c.time_class.clone().unwrap_or_default()), move |v| case.update(|c| c.time_class = opt(v)))}
                {select_input("case-supervision", CaseMsg::CaseSupervision, vec![("", CaseMsg::CaseAdequate), ("inadequate", CaseMsg::CaseInadequate)],
                    move || case.with(|c| c.supervision.clone().unwrap_or_default()), move |v| case.update(|c| c.supervision = opt(v)))}
                {check_input("case-clocks-on", CaseMsg::CaseClocksOn, clocks_on, move |on| case.update(|c| {
                    c.clocks = on.then(|| Clocks { white: "1:30:00".into(), black: "1:30:00".into() })
                }))}
                <Show when=clocks_on>
                    {text_input("case-clock-white", CaseMsg::Ui(Msg::ClockWhite), clock(true), set_clock(true))}
                    {text_input("case-clock-black", CaseMsg::Ui(Msg::ClockBlack), clock(false), set_clock(false))}
                </Show>
                {check_input("case-quickplay", CaseMsg::CaseQuickplay, move || case.with(|c| c.quickplay_finish), move |v| case.update(|c| c.quickplay_finish = v))}
                {check_input("case-arbiter-present", CaseMsg::CaseArbiterPresent, move || case.with(|c| c.arbiter_present), move |v| case.update(|c| c.arbiter_present = v))}
                {text_input("case-round-start", CaseMsg::CaseRoundStart, move || case.with(|c| c.round_start.clone().unwrap_or_default()),
                    move |v| case.update(|c| c.round_start = opt(v)))}
                {select_input("case-visually-disabled", CaseMsg::CaseVisuallyDisabled, vec![("", CaseMsg::CaseNobody), ("white", CaseMsg::Ui(Msg::White)), ("black", CaseMsg::Ui(Msg::Black))],
                    move || case.with(|c| c.visually_disabled.clone().unwrap_or_default()), move |v| case.update(|c| c.visually_disabled = opt(v)))}
                {text_input("case-default-time", CaseMsg::CaseDefaultTime, move || case.with(|c| c.default_time.clone().unwrap_or_default()),
                    move |v| case.update(|c| c.default_time = opt(v)))}
                {text_input("case-illegal-white", CaseMsg::CaseIllegalWhite, move || case.with(|c| c.illegal_moves.white.to_string()),
                    move |v| case.update(|c| c.illegal_moves.white = v.trim().parse().unwrap_or(0)))}
                {text_input("case-illegal-black", CaseMsg::CaseIllegalBlack, move || case.with(|c| c.illegal_moves.black.to_string()),
                    move |v| case.update(|c| c.illegal_moves.black = v.trim().parse().unwrap_or(0)))}
            </div>
            <h3>{t(CaseMsg::CaseStartTitle)}</h3>
            <div class="case-buttons">
                <button type="button" id="case-initial" on:click=move |_| {
                    case.update(|c| { c.fen = None; c.moves.clear(); });
                    fen_text.set(String::new());
                }>{t(CaseMsg::CaseInitial)}</button>
                <button type="button" id="case-empty" on:click=move |_| {
                    case.update(|c| c.fen = Some("4k3/8/8/8/8/8/8/4K3 w - - 0 1".into()));
                    fen_text.set(case.with_untracked(|c| c.fen.clone().unwrap_or_default()));
                }>{t(CaseMsg::CaseKingsOnly)}</button>
            </div>
            <div class="field">
                <label for="case-fen">{t(CaseMsg::CaseFen)}</label>
                <input id="case-fen" type="text" class="wide" prop:value=move || fen_text.get()
                       on:input=move |ev| fen_text.set(event_target_value(&ev))/>
                <button type="button" id="case-fen-set" on:click=move |_| {
                    use_fen(fen_text.get_untracked(), case.with_untracked(|c| c.illegal_position));
                }>{t(CaseMsg::CaseUseFen)}</button>
                {move || fen_error.get().map(|e| view! { <p class="error" role="alert" id="case-fen-error">{bi(e)}</p> })}
            </div>
            <div class="field field--check">
                <input id="case-illegal-position" type="checkbox" prop:checked=move || case.with(|c| c.illegal_position)
                       on:change=move |ev| {
                           if event_target_checked(&ev) {
                               // The board as found is the FEN typed (or the one in place).
                               let typed = fen_text.get_untracked();
                               let fen = if typed.trim().is_empty() { case.with_untracked(|c| setup_fen(&start_setup(c))) } else { typed };
                               use_fen(fen, true);
                           } else {
                               fen_error.set(None);
                               case.update(|c| { c.illegal_position = false; c.last_identifiable_fen = None; });
                           }
                       }/>
                <label for="case-illegal-position">{t(CaseMsg::CaseIllegalPosition)}</label>
            </div>
            <Show when=move || case.with(|c| c.illegal_position)>
                {text_input("case-last-fen", CaseMsg::CaseLastFen, move || case.with(|c| c.last_identifiable_fen.clone().unwrap_or_default()),
                    move |v| case.update(|c| c.last_identifiable_fen = opt(v)))}
            </Show>
            <div class="case-grid">
                {select_input("case-turn", CaseMsg::CaseTurn, vec![("white", CaseMsg::Ui(Msg::ClockWhite)), ("black", CaseMsg::Ui(Msg::ClockBlack))],
                    move || side_code(start().turn).to_owned(),
                    move |v| if let Some(c) = parse_side(&v) { edit_start(&|s: &mut Setup| s.turn = c) })}
                <fieldset class="case-castling">
                    <legend>{t(CaseMsg::CaseCastling)}</legend>
                    {castle("K", Square::H1)}{castle("Q", Square::A1)}{castle("k", Square::H8)}{castle("q", Square::A8)}
                </fieldset>
                {text_input("case-ep", CaseMsg::CaseEnPassant, move || start().ep_square.map(|s| s.to_string()).unwrap_or_default(),
                    move |v| { let sq = v.trim().parse::<Square>().ok(); edit_start(&|s: &mut Setup| s.ep_square = sq) })}
            </div>
            <p class="hint">{t(CaseMsg::CaseEditorHint)}</p>
            <div class="field">
                <label for="case-moves">{t(CaseMsg::CaseMoves)}</label>
                <input id="case-moves" type="text" class="wide" prop:value=move || case.with(|c| c.moves.join(" "))
                       on:change=move |ev| {
                           let v = event_target_value(&ev);
                           case.update(|c| c.moves = v.split_whitespace().map(str::to_owned).collect());
                       }/>
            </div>
            <div class="field">
                <label for="case-pgn">{t(CaseMsg::CasePgn)}</label>
                <textarea id="case-pgn" rows="4" class="wide" prop:value=move || pgn_text.get()
                          on:input=move |ev| pgn_text.set(event_target_value(&ev))/>
                <button type="button" id="case-pgn-read" on:click=move |_| {
                    let text = pgn_text.get_untracked();
                    spawn_local(async move {
                        match ask_case(CaseRequest::Pgn { text }).await {
                            Ok(CaseAnswer::Pgn { fen, moves }) => {
                                pgn_error.set(None);
                                fen_text.set(fen.clone().unwrap_or_default());
                                case.update(|c| { c.fen = fen; c.moves = moves; });
                            }
                            Ok(_) => pgn_error.set(Some(unexpected())),
                            Err(e) => pgn_error.set(Some(e)),
                        }
                    });
                }>{t(CaseMsg::CaseReadPgn)}</button>
                {move || pgn_error.get().map(|e| view! { <p class="error" role="alert" id="case-pgn-error">{bi(e)}</p> })}
            </div>
        </details>
    }
}

#[component]
fn EditionsTable(ruled: RwSignal<Answer>, all: RwSignal<bool>) -> impl IntoView {
    let lang = settings().lang;
    view! {
        <section class="case-editions" aria-labelledby="case-editions-title">
            <h2 id="case-editions-title">{t(CaseMsg::CaseEditionsTitle)}</h2>
            {check_input("case-all-editions", CaseMsg::CaseAllEditions, move || all.get(), move |v| all.set(v))}
            {move || ruled.get().and_then(|r| r.ok()).filter(|r| !r.editions.is_empty()).map(|r| {
                let l = lang.get();
                view! {
                    <div class="table-scroll">
                    <table class="case-editions-table" id="case-editions-table">
                        <caption class="visually-hidden">{CaseMsg::CaseEditionsTitle.get(l)}</caption>
                        <thead><tr>
                            <th scope="col">{CaseMsg::CaseField.get(l)}</th>
                            {r.editions.iter().map(|e| {
                                // Each edition's ruling in the same attributes as #case-ruling.
                                let d = e.ruling.as_ref().map_or_else(|_| RulingData::error(), RulingData::of);
                                view! {
                                    <th scope="col" class:case-chosen=e.edition == r.edition data-edition=e.edition.as_str()
                                        data-ruling=d.json data-decision=d.decision data-result=d.result data-claim=d.claim
                                        data-articles=d.articles>{e.edition.as_str()}</th>
                                }
                            }).collect_view()}
                        </tr></thead>
                        <tbody>
                        {FIELDS.into_iter().map(|f| view! {
                            <tr data-field=f>
                                <th scope="row">{field_name(f).get(l)}</th>
                                {r.editions.iter().map(|e| {
                                    let differs = e.differs.iter().any(|d| d == f);
                                    let text = match &e.ruling { Ok(x) => cell(x, f, l), Err(m) => m.get(l).to_owned() };
                                    view! {
                                        <td data-edition=e.edition.as_str() data-differs=differs.to_string() class:case-differs=differs>
                                            {differs.then(|| view! { <span class="case-differs-mark" title=CaseMsg::CaseDiffers.get(l)>"≠ "</span> })}
                                            {differs.then(|| view! { <span class="visually-hidden">{CaseMsg::CaseDiffers.get(l)}": "</span> })}
                                            {text}
                                        </td>
                                    }
                                }).collect_view()}
                            </tr>
                        }).collect_view()}
                        </tbody>
                    </table>
                    </div>
                }
            })}
        </section>
    }
}

#[component]
fn ShareControls(case: RwSignal<Case>) -> impl IntoView {
    let copied = RwSignal::new(None::<CaseMsg>);
    let link = move || {
        format!(
            "{}/case?i={}",
            platform::origin(),
            case.with(Case::to_link_payload)
        )
    };
    let json = move || case.with(Case::to_json);
    let copy = move |text: String, ok: CaseMsg| {
        spawn_local(async move {
            copied.set(Some(if platform::copy_text(&text).await {
                ok
            } else {
                CaseMsg::CaseCopyFailed
            }));
        });
    };
    view! {
        <section class="case-share" aria-labelledby="case-share-title">
            <h2 id="case-share-title">{t(CaseMsg::CaseShareTitle)}</h2>
            <div class="field">
                <label for="case-link">{t(CaseMsg::CaseLink)}</label>
                <input id="case-link" type="text" class="wide" readonly prop:value=link/>
                <button type="button" id="case-copy-link" on:click=move |_| copy(link(), CaseMsg::CaseLinkCopied)>{t(CaseMsg::CaseCopyLink)}</button>
            </div>
            <div class="field">
                <label for="case-json">{t(CaseMsg::CaseJson)}</label>
                <textarea id="case-json" rows="4" class="wide" readonly prop:value=json/>
                <button type="button" id="case-copy-json" on:click=move |_| copy(json(), CaseMsg::CaseJsonCopied)>{t(CaseMsg::CaseCopyJson)}</button>
            </div>
            {move || copied.get().map(|m| view! { <p role="status" id="case-copied">{t(m)}</p> })}
        </section>
    }
}

#[component]
fn DrillForm(case: RwSignal<Case>) -> impl IntoView {
    let id = RwSignal::new("meu-caso".to_string());
    let topic = RwSignal::new("touch_move".to_string());
    let kind = RwSignal::new("result".to_string());
    let editions = RwSignal::new(vec![Edition::default()]);
    let texts: [RwSignal<String>; 6] = std::array::from_fn(|_| RwSignal::new(String::new()));
    let outcome = RwSignal::new(None::<Result<String, Bilingual>>);
    let fields = [
        ("case-drill-title-pt", CaseMsg::CaseDrillTitlePt),
        ("case-drill-title-en", CaseMsg::CaseDrillTitleEn),
        ("case-drill-narrative-pt", CaseMsg::CaseDrillNarrativePt),
        ("case-drill-narrative-en", CaseMsg::CaseDrillNarrativeEn),
        ("case-drill-question-pt", CaseMsg::CaseDrillQuestionPt),
        ("case-drill-question-en", CaseMsg::CaseDrillQuestionEn),
    ];
    let topics = crate::drills::Topic::ALL;
    let export = move |_| {
        let [tp, te, np, ne, qp, qe] = texts.map(|s| s.get_untracked());
        let draft = DrillDraft {
            id: id.get_untracked().trim().to_owned(),
            topic: topic.get_untracked(),
            editions: editions.get_untracked(),
            title: Bilingual::new(tp, te),
            narrative: Bilingual::new(np, ne),
            question: Bilingual::new(qp, qe),
            answer_kind: kind.get_untracked(),
            incident: case.with_untracked(Case::to_value),
        };
        spawn_local(async move {
            outcome.set(Some(
                match ask_case(CaseRequest::Export {
                    drill: Box::new(draft),
                })
                .await
                {
                    Ok(CaseAnswer::Exported { file }) => {
                        platform::download(&file.file_name, &file.toml);
                        Ok(file.toml)
                    }
                    Ok(_) => Err(unexpected()),
                    Err(e) => Err(e),
                },
            ));
        });
    };
    view! {
        <details class="case-drill" id="case-drill">
            <summary><h2>{t(CaseMsg::CaseDrillTitle)}</h2></summary>
            <p>{t(CaseMsg::CaseDrillIntro)}</p>
            <div class="case-grid">
                {text_input("case-drill-id", CaseMsg::CaseDrillId, move || id.get(), move |v| id.set(v))}
                <div class="field">
                    <label for="case-drill-topic">{t(CaseMsg::CaseDrillTopic)}</label>
                    <select id="case-drill-topic" on:change=move |ev| topic.set(event_target_value(&ev))>
                        {topics.into_iter().map(|tp| {
                            let code = tp.code().to_owned();
                            let c2 = code.clone();
                            view! { <option value=code selected=move || topic.get() == c2>{bi(tp.name())}</option> }
                        }).collect_view()}
                    </select>
                </div>
                {select_input("case-drill-kind", CaseMsg::CaseDrillKind, vec![("moves", CaseMsg::CaseKindMoves), ("piece", CaseMsg::CaseKindPiece), ("clocks", CaseMsg::CaseKindClocks), ("result", CaseMsg::CaseKindResult)],
                    move || kind.get(), move |v| kind.set(v))}
            </div>
            <fieldset class="case-drill-editions">
                <legend>{t(CaseMsg::CaseDrillEditions)}</legend>
                {Edition::ALL.into_iter().map(|e| view! {
                    <label class="check">
                        <input type="checkbox" id=format!("case-drill-edition-{}", e.as_str())
                               prop:checked=move || editions.with(|v| v.contains(&e))
                               on:change=move |ev| {
                                   let on = event_target_checked(&ev);
                                   editions.update(|v| { v.retain(|x| *x != e); if on { v.push(e) } });
                               }/>
                        {e.as_str()}
                    </label>
                }).collect_view()}
            </fieldset>
            {fields.into_iter().zip(texts).map(|((fid, msg), sig)| view! {
                <div class="field">
                    <label for=fid>{t(msg)}</label>
                    <textarea id=fid rows="2" class="wide" prop:value=move || sig.get() on:input=move |ev| sig.set(event_target_value(&ev))/>
                </div>
            }).collect_view()}
            <button type="button" id="case-drill-export" on:click=export>{t(CaseMsg::CaseDrillExport)}</button>
            {move || outcome.get().map(|o| match o {
                Ok(toml) => view! {
                    <p role="status" id="case-drill-done">{t(CaseMsg::CaseDrillDone)}</p>
                    <textarea id="case-drill-toml" rows="8" class="wide" readonly prop:value=toml/>
                }.into_any(),
                Err(e) => view! { <p class="error" role="alert" id="case-drill-error">{bi(e)}</p> }.into_any(),
            })}
        </details>
    }
}

/// The board of a frame of the case's timeline.
fn frame_setup(f: &Frame) -> Setup {
    let mut s = Setup::empty();
    s.board = f.board.clone();
    s.turn = f.turn;
    s
}

/// The setup a FEN describes (empty when it does not read).
fn fen_setup(fen: &str) -> Setup {
    Fen::from_ascii(fen.as_bytes())
        .map(Fen::into_setup)
        .unwrap_or_else(|_| Setup::empty())
}
