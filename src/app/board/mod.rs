//! The chessboard component that drills, quizzes and instructor mode build on.
//!
//! An SVG board for any position ([`Setup`], so illegal positions from arbiter drills are drawn
//! too), with orientation, coordinates, highlights (last move, king in check, selected piece,
//! legal destinations, caller marks such as the touched piece), click-click and drag move input
//! with mouse, touch and pen (pointer events), a promotion picker, instructor arrows and circles,
//! a projector theme, and an accessible grid with keyboard play and spoken announcements.
//!
//! The board never plays a move itself: it reports a [`MoveAttempt`] through `on_move` and the
//! caller updates `position` (and `last_move`) if it accepts it.
//!
//! ```ignore
//! let position = RwSignal::new(Setup::default());
//! let annotations = RwSignal::new(Vec::new());
//! view! {
//!     <Board position=position lang=lang annotations=annotations
//!            on_move=Callback::new(move |m: MoveAttempt| { /* play or rule */ }) />
//! }
//! ```
//!
//! Pure parts are in submodules with their own tests (tests/web_board.rs): [`geometry`]
//! (orientation and SVG coordinates), [`moves`] (what can be picked up and where it may go),
//! [`text`] (the pt-BR/English names and announcements), [`annotations`], [`pieces`].
pub mod annotations;
pub mod geometry;
pub mod moves;
pub mod pieces;
pub mod text;

pub use annotations::{Annotation, Brush, Toggled};
pub use moves::{Accept, MoveAttempt, PROMOTION_ROLES, Resolution, Situation};

use crate::i18n::Lang;
use geometry::{SQUARE, Step};
use leptos::ev;
use leptos::html;
use leptos::prelude::*;
use shakmaty::{Bitboard, Color, Piece, Role, Setup, Square};
use text::{CellState, Phrase};
use wasm_bindgen::JsCast;

/// Visual theme of the board (CSS classes in style/board.css).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Wood-brown squares for a screen.
    #[default]
    Standard,
    /// High contrast for a projector or a bright room: stronger square colours, thick outlines,
    /// large coordinates.
    Projector,
}

impl Theme {
    pub const fn class(self) -> &'static str {
        match self {
            Theme::Standard => "board--standard",
            Theme::Projector => "board--projector",
        }
    }
}

/// Why a square is marked by the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkKind {
    /// The piece the player touched (touch-move drills).
    Touched,
    /// Draws attention, no judgement.
    Highlight,
    /// Feedback: the right square.
    Correct,
    /// Feedback: a wrong square.
    Wrong,
}

impl MarkKind {
    pub const fn class(self) -> &'static str {
        match self {
            MarkKind::Touched => "board-mark--touched",
            MarkKind::Highlight => "board-mark--highlight",
            MarkKind::Correct => "board-mark--correct",
            MarkKind::Wrong => "board-mark--wrong",
        }
    }

    /// The words added to the cell's accessible name.
    pub const fn phrase(self) -> Phrase {
        match self {
            MarkKind::Touched => Phrase::Touched,
            MarkKind::Highlight => Phrase::Highlighted,
            MarkKind::Correct => Phrase::Correct,
            MarkKind::Wrong => Phrase::Wrong,
        }
    }
}

/// A square marked by the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareMark {
    pub square: Square,
    pub kind: MarkKind,
}

/// A piece being dragged.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Drag {
    from: Square,
    start: (i32, i32),
    /// Offset from the start in SVG units.
    offset: (f64, f64),
    moved: bool,
    /// The piece was already selected when the drag began: a click without moving drops it.
    was_selected: bool,
}

/// An arrow or circle being drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Sketch {
    from: Square,
    to: Square,
    brush: Brush,
}

/// Pointer travel (CSS pixels) before a press becomes a drag.
const DRAG_THRESHOLD: i32 = 4;

/// Everything the pieces of the view share; all fields are `Copy` handles.
#[derive(Clone, Copy)]
struct Ctx {
    situation: Memo<Situation>,
    orientation: Signal<Color>,
    accept: Signal<Accept>,
    last_move: Signal<Option<(Square, Square)>>,
    marks: Signal<Vec<SquareMark>>,
    annotations: RwSignal<Vec<Annotation>>,
    draw_mode: Signal<bool>,
    lang: Signal<Lang>,
    on_move: Option<Callback<MoveAttempt>>,
    selected: RwSignal<Option<Square>>,
    destinations: Memo<Bitboard>,
    checks: Memo<Bitboard>,
    focus: RwSignal<Square>,
    drag: RwSignal<Option<Drag>>,
    sketch: RwSignal<Option<Sketch>>,
    promotion: RwSignal<Option<(Square, Square)>>,
    announcement: RwSignal<String>,
    root: NodeRef<html::Div>,
}

impl Ctx {
    /// Puts `text` in the live region. The same words twice in a row get a trailing no-break
    /// space, so that screen readers notice the change and read them again.
    fn announce(self, text: String) {
        let repeat = self.announcement.with_untracked(|old| *old == text);
        self.announcement.set(if repeat {
            format!("{text}\u{a0}")
        } else {
            text
        });
    }

    fn lang(self) -> Lang {
        self.lang.get_untracked()
    }

    fn select(self, sq: Square) {
        let accept = self.accept.get_untracked();
        let (piece, count) = self
            .situation
            .with_untracked(|s| (s.piece_at(sq), s.destinations(accept, sq).count() as u32));
        self.selected.set(Some(sq));
        if let Some(piece) = piece {
            let count = (accept == Accept::LegalMoves).then_some(count);
            self.announce(text::picked_up(self.lang(), sq, piece, count));
        }
    }

    fn deselect(self, announce: bool) {
        if self.selected.get_untracked().is_some() {
            self.selected.set(None);
            if announce {
                self.announce(Phrase::SelectionCancelled.text(self.lang()).to_owned());
            }
        }
    }

    fn can_pick(self, sq: Square) -> bool {
        let accept = self.accept.get_untracked();
        self.situation.with_untracked(|s| s.can_pick(accept, sq))
    }

    fn emit(self, attempt: MoveAttempt) {
        let said = self
            .situation
            .with_untracked(|s| text::move_announcement(self.lang(), s, attempt));
        self.selected.set(None);
        self.promotion.set(None);
        self.announce(said);
        if let Some(cb) = self.on_move {
            cb.run(attempt);
        }
    }

    fn try_move(self, from: Square, to: Square) {
        let accept = self.accept.get_untracked();
        match self
            .situation
            .with_untracked(|s| s.resolve(accept, from, to))
        {
            Resolution::Rejected => {
                self.selected.set(None);
                self.announce(text::rejected(self.lang(), from, to));
            }
            Resolution::NeedsPromotion => {
                self.promotion.set(Some((from, to)));
                self.announce(Phrase::ChoosePromotion.text(self.lang()).to_owned());
            }
            Resolution::Ready(attempt) => self.emit(attempt),
        }
    }

    fn promote(self, role: Role) {
        if let Some((from, to)) = self.promotion.get_untracked() {
            self.emit(MoveAttempt {
                from,
                to,
                promotion: Some(role),
            });
        }
    }

    fn cancel_promotion(self) {
        if self.promotion.get_untracked().is_some() {
            self.promotion.set(None);
            self.selected.set(None);
            self.announce(Phrase::PromotionCancelled.text(self.lang()).to_owned());
        }
    }

    /// Enter/Space on a cell, or a click.
    fn activate(self, sq: Square) {
        match self.selected.get_untracked() {
            Some(from) if from == sq => self.deselect(true),
            Some(from) => {
                if self.destinations.get_untracked().contains(sq) || !self.can_pick(sq) {
                    self.try_move(from, sq);
                } else {
                    self.select(sq);
                }
            }
            None if self.can_pick(sq) => self.select(sq),
            None => self.announce(Phrase::NothingToPickUp.text(self.lang()).to_owned()),
        }
    }

    fn draw(self, a: Annotation) {
        let mut result = Toggled::Added;
        self.annotations
            .update(|list| result = annotations::toggle(list, a));
        let said = match result {
            Toggled::Added | Toggled::Recoloured => text::annotation(self.lang(), a),
            Toggled::Removed => text::annotation_removed(self.lang(), a),
        };
        self.announce(said);
    }

    fn clear_annotations(self) {
        if !self.annotations.with_untracked(Vec::is_empty) {
            self.annotations.set(Vec::new());
            self.announce(Phrase::AnnotationsCleared.text(self.lang()).to_owned());
        }
    }

    /// The square under a viewport point, if it is one of this board's cells.
    fn square_at_point(self, x: i32, y: i32) -> Option<Square> {
        let root = self.root.get_untracked()?;
        let el = document().element_from_point(x as f32, y as f32)?;
        if !root.contains(Some(&el)) {
            return None;
        }
        square_of(&el)
    }

    fn focus_cell(self, sq: Square) {
        self.focus.set(sq);
        if let Some(el) = self.root.get_untracked().and_then(|root| {
            root.query_selector(&format!("[data-square='{sq}']"))
                .ok()
                .flatten()
        }) && let Ok(el) = el.dyn_into::<web_sys::SvgElement>()
        {
            let _ = el.focus();
        }
    }

    fn focus_picker(self) {
        if let Some(el) = self
            .root
            .get_untracked()
            .and_then(|root| root.query_selector("[data-promotion]").ok().flatten())
            && let Ok(el) = el.dyn_into::<web_sys::SvgElement>()
        {
            let _ = el.focus();
        }
    }
}

/// The square named by the nearest `data-square` ancestor of `el`.
fn square_of(el: &web_sys::Element) -> Option<Square> {
    let cell = el.closest("[data-square]").ok()??;
    cell.get_attribute("data-square")?.parse().ok()
}

/// A coordinate with one decimal (`100.0`, `37.5`). Whole numbers — every square's corner and
/// centre, hundreds of them in a board's first render — are written as integers: formatting a
/// float with a precision is slow in wasm, and showed in the drill page's start-up profile.
fn coords_f(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        // Exact: |v| < 2^53, so the cast keeps every digit.
        #[allow(clippy::cast_possible_truncation)]
        let whole = v as i64;
        if whole != 0 || v.is_sign_positive() {
            return format!("{whole}.0");
        }
    }
    format!("{v:.1}")
}

/// One piece drawn with its top-left corner at `(x, y)`: one `<use>` of the board's drawing of
/// its role ([`piece_symbols`]), coloured by its class (CSS custom properties reach the copy).
/// One element per piece instead of a group of two to eight paths: the board builds four times
/// fewer elements on its first render, which is most of a drill page's start-up work.
fn piece_view(piece: Piece, x: f64, y: f64, extra: &'static str) -> impl IntoView {
    let colour = match piece.color {
        Color::White => "board-piece--white",
        Color::Black => "board-piece--black",
    };
    view! {
        <use class=format!("board-piece {colour} {extra}") href=symbol_href(piece.role)
             x=coords_f(x) y=coords_f(y) width="100" height="100" />
    }
}

/// The id of the board's drawing of `role` (`board-piece-k`).
fn symbol_id(role: Role) -> String {
    format!("board-piece-{}", role.char())
}

fn symbol_href(role: Role) -> String {
    format!("#{}", symbol_id(role))
}

/// The six piece drawings, once per board, as `<symbol>`s the pieces `<use>`. (Two boards on
/// one page would repeat the ids with the same drawings; no page shows two.)
fn piece_symbols() -> impl IntoView {
    let symbols = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King]
        .into_iter()
        .map(|role| {
            let d = pieces::drawing(role);
            view! {
                <symbol id=symbol_id(role) viewBox="0 0 100 100">
                    {d.body.iter().map(|p| view! { <path class="board-piece-body" d=*p /> }).collect_view()}
                    {d.detail.iter().map(|p| view! { <path class="board-piece-detail" d=*p /> }).collect_view()}
                </symbol>
            }
        })
        .collect_view();
    view! { <defs>{symbols}</defs> }
}

fn cell_view(ctx: Ctx, row: u32, col: u32) -> impl IntoView {
    let (x, y) = (f64::from(col) * SQUARE, f64::from(row) * SQUARE);
    let square = move || geometry::square_at(ctx.orientation.get(), row, col);
    let state = move |sq: Square| CellState {
        selected: ctx.selected.get() == Some(sq),
        destination: ctx.destinations.get().contains(sq),
        last_move: ctx.last_move.get().is_some_and(|(a, b)| a == sq || b == sq),
        in_check: ctx.checks.get().contains(sq),
    };
    let label = move || {
        let sq = square();
        let piece = ctx.situation.with(|s| s.piece_at(sq));
        ctx.marks
            .with(|m| text::cell_label(ctx.lang.get(), sq, piece, state(sq), m))
    };
    let tabindex = move || {
        if ctx.focus.get() == square() {
            "0"
        } else {
            "-1"
        }
    };
    let contents = move || {
        let sq = square();
        let st = state(sq);
        let piece = ctx.situation.with(|s| s.piece_at(sq));
        let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
        let base = if light {
            "board-sq board-sq--light"
        } else {
            "board-sq board-sq--dark"
        };
        let dragging = ctx.drag.get().is_some_and(|d| d.moved && d.from == sq);
        let marks: Vec<MarkKind> = ctx.marks.with(|m| {
            m.iter()
                .filter(|m| m.square == sq)
                .map(|m| m.kind)
                .collect()
        });
        let (xs, ys) = (coords_f(x), coords_f(y));
        let (cx, cy) = (coords_f(x + SQUARE / 2.0), coords_f(y + SQUARE / 2.0));
        view! {
            <rect class=base x=xs.clone() y=ys.clone() width="100" height="100" />
            {st.last_move.then(|| view! { <rect class="board-hl board-hl--last" x=xs.clone() y=ys.clone() width="100" height="100" /> })}
            {st.selected.then(|| view! { <rect class="board-hl board-hl--selected" x=xs.clone() y=ys.clone() width="100" height="100" /> })}
            {st.in_check.then(|| view! { <circle class="board-check" cx=cx.clone() cy=cy.clone() r="48" /> })}
            {marks.into_iter().map(|k| view! {
                <rect class=format!("board-mark {}", k.class()) x=coords_f(x + 5.0) y=coords_f(y + 5.0) width="90" height="90" rx="6" />
            }).collect_view()}
            {piece.map(|p| piece_view(p, x, y, if dragging { "board-piece--origin" } else { "" }))}
            {st.destination.then(|| if piece.is_some() {
                view! { <circle class="board-dest board-dest--capture" cx=cx.clone() cy=cy.clone() r="44" /> }
            } else {
                view! { <circle class="board-dest" cx=cx.clone() cy=cy.clone() r="15" /> }
            })}
            <rect class="board-focus-ring" x=coords_f(x + 3.0) y=coords_f(y + 3.0) width="94" height="94" />
        }
    };
    view! {
        <g class="board-cell" role="gridcell" data-square=move || square().to_string()
           aria-label=label tabindex=tabindex>
            {contents}
        </g>
    }
}

fn coordinates_view(ctx: Ctx) -> impl IntoView {
    move || {
        let bottom = ctx.orientation.get();
        let files = (0..8u32).map(move |col| {
            let sq = geometry::square_at(bottom, 7, col);
            let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
            let class = if light { "board-coord board-coord--on-light" } else { "board-coord board-coord--on-dark" };
            view! {
                <text class=class x=coords_f(f64::from(col) * SQUARE + SQUARE - 6.0) y=coords_f(8.0 * SQUARE - 6.0)
                      text-anchor="end">{sq.file().char().to_string()}</text>
            }
        });
        let ranks = (0..8u32).map(move |row| {
            let sq = geometry::square_at(bottom, row, 0);
            let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
            let class = if light {
                "board-coord board-coord--on-light"
            } else {
                "board-coord board-coord--on-dark"
            };
            view! {
                <text class=class x="5" y=coords_f(f64::from(row) * SQUARE + 5.0)
                      dominant-baseline="hanging">{sq.rank().char().to_string()}</text>
            }
        });
        view! { {files.collect_view()} {ranks.collect_view()} }
    }
}

fn annotation_view(bottom: Color, a: Annotation, extra: &'static str) -> impl IntoView {
    match a {
        Annotation::Arrow { from, to, brush } => view! {
            <polygon class=format!("board-arrow {} {extra}", brush.class())
                     points=geometry::arrow_polygon(bottom, from, to, SQUARE * 0.16) />
        }
        .into_any(),
        Annotation::Circle { square, brush } => {
            let (cx, cy) = geometry::centre(bottom, square);
            view! {
                <circle class=format!("board-circle {} {extra}", brush.class())
                        cx=coords_f(cx) cy=coords_f(cy) r="45" />
            }
            .into_any()
        }
    }
}

fn picker_view(ctx: Ctx) -> impl IntoView {
    move || {
        let (from, to) = ctx.promotion.get()?;
        let bottom = ctx.orientation.get();
        let colour = ctx
            .situation
            .with(|s| s.piece_at(from).map(|p| p.color))
            .unwrap_or(Color::White);
        let lang = ctx.lang.get();
        let rows = geometry::picker_rows(bottom, to);
        let options = PROMOTION_ROLES.into_iter().zip(rows).enumerate().map(move |(i, (role, (row, col)))| {
            let (x, y) = (f64::from(col) * SQUARE, f64::from(row) * SQUARE);
            let on_key = move |ev: ev::KeyboardEvent| {
                ev.stop_propagation();
                match ev.key().as_str() {
                    "Enter" | " " => {
                        ev.prevent_default();
                        ctx.promote(role);
                        ctx.focus_cell(to);
                    }
                    "Escape" => {
                        ev.prevent_default();
                        ctx.cancel_promotion();
                        ctx.focus_cell(from);
                    }
                    "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" => {
                        ev.prevent_default();
                        let forward = matches!(ev.key().as_str(), "ArrowDown" | "ArrowRight");
                        let next = if forward { (i + 1) % 4 } else { (i + 3) % 4 };
                        if let Some(el) = ctx.root.get_untracked().and_then(|r| {
                            r.query_selector(&format!("[data-promotion='{}']", PROMOTION_ROLES[next].char())).ok().flatten()
                        }) && let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                            let _ = el.focus();
                        }
                    }
                    _ => {}
                }
            };
            view! {
                <g class="board-picker-option" role="button" tabindex="0"
                   data-promotion=role.char().to_string()
                   aria-label=text::promotion_option(lang, role)
                   on:pointerdown=|ev: ev::PointerEvent| ev.stop_propagation()
                   on:click=move |_| ctx.promote(role)
                   on:keydown=on_key>
                    <rect class="board-picker-square" x=coords_f(x) y=coords_f(y) width="100" height="100" />
                    {piece_view(Piece { color: colour, role }, x, y, "")}
                </g>
            }
        }).collect_view();
        Some(view! {
            <g class="board-picker" role="group" aria-label=Phrase::PromotionPicker.text(lang)>
                <rect class="board-picker-dim" x="0" y="0" width="800" height="800"
                      on:pointerdown=move |_| ctx.cancel_promotion() />
                {options}
            </g>
        })
    }
}

/// The chessboard.
///
/// Props (all but `position` optional):
/// * `position: Signal<Setup>` — what to draw. Any FEN works (`Fen::from_ascii(..)?.into_setup()`,
///   or `chess.to_setup(EnPassantMode::Legal)`); legality is only needed to move in
///   [`Accept::LegalMoves`].
/// * `orientation: Signal<Color>` — the side at the bottom (default White).
/// * `accept: Signal<Accept>` — which moves can be input (default [`Accept::LegalMoves`]).
/// * `last_move: Signal<Option<(Square, Square)>>` — highlighted from/to squares.
/// * `marks: Signal<Vec<SquareMark>>` — caller marks (touched piece, feedback).
/// * `annotations: RwSignal<Vec<Annotation>>` — arrows and circles; the board adds and removes
///   them as the user draws (right-drag, or left-drag while `draw_mode`; a click makes a circle;
///   Delete/Backspace on the board clears), and the caller may set or clear them at any time.
/// * `draw_mode: Signal<bool>` — primary-button gestures draw instead of moving pieces (for
///   touch screens and projector remotes, which have no right button).
/// * `theme: Signal<Theme>` — [`Theme::Standard`] or [`Theme::Projector`].
/// * `coordinates: Signal<bool>` — file letters and rank digits on the edge (default true).
/// * `lang: Signal<Lang>` — language of cell names and announcements (default pt-BR).
/// * `on_move: Callback<MoveAttempt>` — called with every accepted move attempt (after the
///   promotion choice, if any).
///
/// The SVG scales to the width of its container (`viewBox`, `width: 100%`); size it from the
/// outside. Keyboard: the grid has one tabbable cell; arrow keys (and Home/End/PageUp/PageDown)
/// move in screen directions; Enter/Space picks up and drops; Escape cancels; C draws a circle,
/// A … A an arrow (Shift red, Alt blue, Ctrl yellow); Delete clears annotations. Announcements go to an `aria-live="polite"` region (`.board-live`).
#[component]
pub fn Board(
    #[prop(into)] position: Signal<Setup>,
    #[prop(into, default = Signal::stored(Color::White))] orientation: Signal<Color>,
    #[prop(into, optional)] accept: Signal<Accept>,
    #[prop(into, optional)] last_move: Signal<Option<(Square, Square)>>,
    #[prop(into, optional)] marks: Signal<Vec<SquareMark>>,
    #[prop(optional)] annotations: Option<RwSignal<Vec<Annotation>>>,
    #[prop(into, optional)] draw_mode: Signal<bool>,
    #[prop(into, optional)] theme: Signal<Theme>,
    #[prop(into, default = Signal::stored(true))] coordinates: Signal<bool>,
    #[prop(into, optional)] lang: Signal<Lang>,
    #[prop(optional)] on_move: Option<Callback<MoveAttempt>>,
) -> impl IntoView {
    let situation = Memo::new(move |_| Situation::new(position.get()));
    let selected = RwSignal::new(None::<Square>);
    let destinations = Memo::new(move |_| match selected.get() {
        Some(from) => situation.with(|s| s.destinations(accept.get(), from)),
        None => Bitboard::EMPTY,
    });
    let checks = Memo::new(move |_| situation.with(Situation::checked_kings));
    let initial_focus = geometry::square_at(orientation.get_untracked(), 7, 0);
    let ctx = Ctx {
        situation,
        orientation,
        accept,
        last_move,
        marks,
        annotations: annotations.unwrap_or_else(|| RwSignal::new(Vec::new())),
        draw_mode,
        lang,
        on_move,
        selected,
        destinations,
        checks,
        focus: RwSignal::new(initial_focus),
        drag: RwSignal::new(None),
        sketch: RwSignal::new(None),
        promotion: RwSignal::new(None),
        announcement: RwSignal::new(String::new()),
        root: NodeRef::new(),
    };

    // A new position or input rule ends whatever was in progress.
    Effect::watch(
        move || (situation.get(), accept.get()),
        move |_, _, _| {
            ctx.selected.set(None);
            ctx.drag.set(None);
            ctx.promotion.set(None);
        },
        false,
    );
    // Keyboard users land on the first promotion option when the picker opens.
    Effect::watch(
        move || ctx.promotion.get().is_some(),
        move |open, _, _| {
            if *open {
                ctx.focus_picker();
            }
        },
        false,
    );

    let on_pointerdown = move |ev: ev::PointerEvent| {
        if ctx.promotion.get_untracked().is_some() {
            ctx.cancel_promotion();
            return;
        }
        let Some(sq) = ctx.square_at_point(ev.client_x(), ev.client_y()) else {
            return;
        };
        let button = ev.button();
        let capture = || {
            if let Some(t) = ev
                .current_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                let _ = t.set_pointer_capture(ev.pointer_id());
            }
        };
        if button == 2 || (button == 0 && ctx.draw_mode.get_untracked()) {
            ev.prevent_default();
            let brush =
                Brush::from_modifiers(ev.shift_key(), ev.alt_key(), ev.ctrl_key() || ev.meta_key());
            ctx.sketch.set(Some(Sketch {
                from: sq,
                to: sq,
                brush,
            }));
            capture();
            return;
        }
        if button != 0 {
            return;
        }
        ctx.focus.set(sq);
        let selected = ctx.selected.get_untracked();
        if let Some(from) = selected
            && from != sq
            && (ctx.destinations.get_untracked().contains(sq) || !ctx.can_pick(sq))
        {
            ctx.try_move(from, sq);
            return;
        }
        if ctx.can_pick(sq) {
            let was_selected = selected == Some(sq);
            if !was_selected {
                ctx.select(sq);
            }
            ctx.drag.set(Some(Drag {
                from: sq,
                start: (ev.client_x(), ev.client_y()),
                offset: (0.0, 0.0),
                moved: false,
                was_selected,
            }));
            capture();
        } else {
            ctx.deselect(false);
        }
    };

    let on_pointermove = move |ev: ev::PointerEvent| {
        if let Some(mut d) = ctx.drag.get_untracked() {
            let (dx, dy) = (ev.client_x() - d.start.0, ev.client_y() - d.start.1);
            if !d.moved && dx.abs().max(dy.abs()) < DRAG_THRESHOLD {
                return;
            }
            let width = ev
                .current_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .map(|e| e.client_width())
                .filter(|w| *w > 0)
                .unwrap_or(800);
            let scale = geometry::BOARD / f64::from(width);
            d.moved = true;
            d.offset = (f64::from(dx) * scale, f64::from(dy) * scale);
            ctx.drag.set(Some(d));
        } else if let Some(mut s) = ctx.sketch.get_untracked()
            && let Some(sq) = ctx.square_at_point(ev.client_x(), ev.client_y())
            && sq != s.to
        {
            s.to = sq;
            ctx.sketch.set(Some(s));
        }
    };

    let on_pointerup = move |ev: ev::PointerEvent| {
        if let Some(d) = ctx.drag.get_untracked() {
            ctx.drag.set(None);
            let over = ctx.square_at_point(ev.client_x(), ev.client_y());
            if d.moved {
                match over {
                    Some(to) if to != d.from => {
                        ctx.focus.set(to);
                        ctx.try_move(d.from, to);
                    }
                    _ => {}
                }
            } else if d.was_selected {
                ctx.deselect(true);
            }
        } else if let Some(s) = ctx.sketch.get_untracked() {
            ctx.sketch.set(None);
            let to = ctx
                .square_at_point(ev.client_x(), ev.client_y())
                .unwrap_or(s.to);
            ctx.draw(Annotation::from_gesture(s.from, to, s.brush));
        }
    };

    let on_pointercancel = move |_: ev::PointerEvent| {
        ctx.drag.set(None);
        ctx.sketch.set(None);
    };

    let on_keydown = move |ev: ev::KeyboardEvent| {
        let Some(target) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        let Some(sq) = square_of(&target) else {
            return;
        };
        let key = ev.key();
        if let Some(step) = Step::from_key(&key) {
            ev.prevent_default();
            let to = geometry::step(ctx.orientation.get_untracked(), sq, step);
            if let Some(mut s) = ctx.sketch.get_untracked() {
                s.to = to;
                ctx.sketch.set(Some(s));
            }
            ctx.focus_cell(to);
            return;
        }
        let brush =
            Brush::from_modifiers(ev.shift_key(), ev.alt_key(), ev.ctrl_key() || ev.meta_key());
        match key.as_str() {
            "Enter" | " " => {
                ev.prevent_default();
                ctx.activate(sq);
            }
            "Escape" => {
                if ctx.sketch.get_untracked().is_some() {
                    ctx.sketch.set(None);
                } else {
                    ctx.deselect(true);
                }
            }
            // Instructor marks from the keyboard: C circles the square; A starts an arrow here and
            // a second A ends it on the focused square.
            "c" | "C" => ctx.draw(Annotation::Circle { square: sq, brush }),
            "a" | "A" => match ctx.sketch.get_untracked() {
                Some(s) => {
                    ctx.sketch.set(None);
                    ctx.draw(Annotation::from_gesture(s.from, sq, s.brush));
                }
                None => {
                    ctx.sketch.set(Some(Sketch {
                        from: sq,
                        to: sq,
                        brush,
                    }));
                    ctx.announce(text::arrow_started(ctx.lang(), sq));
                }
            },
            "Delete" | "Backspace" => {
                ev.prevent_default();
                ctx.clear_annotations();
            }
            _ => {}
        }
    };

    let on_focusin = move |ev: ev::FocusEvent| {
        if let Some(sq) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| square_of(&el))
        {
            ctx.focus.set(sq);
        }
    };

    let rows = (0..8u32)
        .map(|row| {
            view! {
                <g role="row">
                    {(0..8u32).map(|col| cell_view(ctx, row, col)).collect_view()}
                </g>
            }
        })
        .collect_view();

    let overlay = move || {
        let bottom = ctx.orientation.get();
        let drawn = ctx
            .annotations
            .get()
            .into_iter()
            .map(|a| annotation_view(bottom, a, ""))
            .collect_view();
        let sketch = ctx.sketch.get().map(|s| {
            annotation_view(
                bottom,
                Annotation::from_gesture(s.from, s.to, s.brush),
                "board-sketch",
            )
        });
        let dragged = ctx.drag.get().filter(|d| d.moved).and_then(|d| {
            let piece = ctx.situation.with(|s| s.piece_at(d.from))?;
            let (x, y) = geometry::origin(bottom, d.from);
            Some(piece_view(
                piece,
                x + d.offset.0,
                y + d.offset.1,
                "board-piece--dragging",
            ))
        });
        view! { {drawn} {sketch} {dragged} }
    };

    let annotation_list = move || {
        let lang = ctx.lang.get();
        let list = ctx.annotations.get();
        if list.is_empty() {
            String::new()
        } else {
            let items: Vec<String> = list
                .into_iter()
                .map(|a| text::annotation(lang, a))
                .collect();
            format!("{}: {}.", Phrase::Annotations.text(lang), items.join("; "))
        }
    };

    view! {
        <div node_ref=ctx.root
             class=move || format!("board {}", theme.get().class())
             on:keydown=on_keydown>
            <svg class="board-svg" viewBox="0 0 800 800" role="grid"
                 aria-label=move || text::board_label(ctx.lang.get(), ctx.orientation.get())
                 on:pointerdown=on_pointerdown
                 on:pointermove=on_pointermove
                 on:pointerup=on_pointerup
                 on:pointercancel=on_pointercancel
                 on:contextmenu=|ev: ev::MouseEvent| ev.prevent_default()
                 on:focusin=on_focusin>
                {piece_symbols()}
                {rows}
                <g class="board-coords" aria-hidden="true">
                    {move || coordinates.get().then(|| coordinates_view(ctx))}
                </g>
            </svg>
            <svg class="board-overlay" viewBox="0 0 800 800">
                <g class="board-annotations" aria-hidden="true">{overlay}</g>
                {picker_view(ctx)}
            </svg>
            <p class="board-sr-only board-annotation-list">{annotation_list}</p>
            <div class="board-sr-only board-live" role="status" aria-live="polite">
                {move || ctx.announcement.get()}
            </div>
        </div>
    }
}
