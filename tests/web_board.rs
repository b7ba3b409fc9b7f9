//! The chessboard component in headless Chromium (wasm-bindgen-test).
//!
//! `cargo test --target wasm32-unknown-unknown --test web_board` (runner and chromedriver:
//! .cargo/config.toml, webdriver.json, `CHROMEDRIVER=/usr/bin/chromedriver`).
#![cfg(target_arch = "wasm32")]

use arbitro::app::board::geometry::{self, Step};
use arbitro::app::board::text::{self, CellState};
use arbitro::app::board::{
    Accept, Annotation, Board, Brush, MarkKind, MoveAttempt, Resolution, Situation, SquareMark,
    Theme, annotations,
};
use arbitro::i18n::Lang;
use leptos::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::{Color, Setup, Square};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

const BOARD_CSS: &str = include_str!("../style/board.css");

fn setup(fen: &str) -> Setup {
    Fen::from_ascii(fen.as_bytes())
        .expect("test FEN")
        .into_setup()
}

fn sq(name: &str) -> Square {
    name.parse().expect("square name")
}

fn doc() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// A 400 px container in the body, with the real board.css; removed when dropped.
struct Stage {
    container: HtmlElement,
}

impl Stage {
    fn new() -> Stage {
        let d = doc();
        if d.get_element_by_id("board-css").is_none() {
            let style = d.create_element("style").unwrap();
            style.set_id("board-css");
            style.set_text_content(Some(BOARD_CSS));
            d.head().unwrap().append_child(&style).unwrap();
        }
        let container: HtmlElement = d.create_element("div").unwrap().unchecked_into();
        container
            .set_attribute("style", "width: 400px; margin: 0; padding: 0;")
            .unwrap();
        d.body().unwrap().prepend_with_node_1(&container).unwrap();
        Stage { container }
    }

    fn mount<V: IntoView + 'static>(&self, f: impl FnOnce() -> V + 'static) {
        let handle = leptos::mount::mount_to(self.container.clone(), f);
        // The stage removes the DOM; the reactive owner lives until the page closes.
        std::mem::forget(handle);
    }

    fn root(&self) -> Element {
        self.container
            .query_selector(".board")
            .unwrap()
            .expect("board rendered")
    }

    fn all(&self, selector: &str) -> Vec<Element> {
        let list = self.container.query_selector_all(selector).unwrap();
        (0..list.length())
            .filter_map(|i| list.item(i))
            .map(|n| n.unchecked_into())
            .collect()
    }

    fn cell(&self, name: &str) -> Element {
        self.container
            .query_selector(&format!("[data-square='{name}']"))
            .unwrap()
            .unwrap_or_else(|| panic!("no cell {name}"))
    }

    fn labels(&self) -> Vec<String> {
        self.all("[role=gridcell]")
            .iter()
            .map(|c| c.get_attribute("aria-label").unwrap_or_default())
            .collect()
    }

    fn label(&self, name: &str) -> String {
        self.cell(name).get_attribute("aria-label").unwrap()
    }

    fn live(&self) -> String {
        self.root()
            .query_selector(".board-live")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap_or_default()
    }

    fn centre(&self, name: &str) -> (i32, i32) {
        let r = self.cell(name).get_bounding_client_rect();
        (
            (r.left() + r.width() / 2.0) as i32,
            (r.top() + r.height() / 2.0) as i32,
        )
    }

    /// A pointer event at the centre of a square, dispatched where the browser would (the element
    /// under the point).
    fn pointer(&self, kind: &str, name: &str, button: i16, shift: bool) {
        let (x, y) = self.centre(name);
        self.pointer_at(kind, x, y, button, shift);
    }

    fn pointer_at(&self, kind: &str, x: i32, y: i32, button: i16, shift: bool) {
        let init = web_sys::PointerEventInit::new();
        init.set_bubbles(true);
        init.set_cancelable(true);
        init.set_client_x(x);
        init.set_client_y(y);
        init.set_button(button);
        init.set_pointer_id(1);
        init.set_pointer_type("mouse");
        init.set_is_primary(true);
        init.set_shift_key(shift);
        let ev = web_sys::PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
        let target = doc()
            .element_from_point(x as f32, y as f32)
            .expect("an element under the point");
        target.dispatch_event(&ev).unwrap();
    }

    fn click(&self, name: &str) {
        self.pointer("pointerdown", name, 0, false);
        self.pointer("pointerup", name, 0, false);
    }
}

impl Drop for Stage {
    fn drop(&mut self) {
        self.container.remove();
    }
}

fn key(target: &Element, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_key(key);
    let ev = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&ev).unwrap();
}

fn active() -> Element {
    doc().active_element().expect("something focused")
}

fn focus(el: &Element) {
    el.clone()
        .dyn_into::<web_sys::SvgElement>()
        .expect("an SVG element")
        .focus()
        .unwrap();
}

fn click_event(target: &Element) {
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    let ev = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    target.dispatch_event(&ev).unwrap();
}

/// Lets effects and the DOM catch up (microtasks, then one macrotask).
async fn settle() {
    leptos::task::tick().await;
    gloo_timers::future::TimeoutFuture::new(0).await;
}

/// A recorder for `on_move`.
fn recorder() -> (RwSignal<Vec<MoveAttempt>>, Callback<MoveAttempt>) {
    let got = RwSignal::new(Vec::new());
    (got, Callback::new(move |m| got.update(|v| v.push(m))))
}

fn ucis(got: RwSignal<Vec<MoveAttempt>>) -> Vec<String> {
    got.get_untracked()
        .into_iter()
        .map(|m| m.uci().to_string())
        .collect()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// ---------------------------------------------------------------- pure parts

#[wasm_bindgen_test]
fn orientation_mapping_round_trips() {
    for bottom in Color::ALL {
        for s in Square::ALL {
            let (row, col) = geometry::cell_of(bottom, s);
            assert!(row < 8 && col < 8);
            assert_eq!(geometry::square_at(bottom, row, col), s, "{bottom:?} {s}");
        }
    }
    assert_eq!(geometry::square_at(Color::White, 0, 0), Square::A8);
    assert_eq!(geometry::square_at(Color::White, 7, 0), Square::A1);
    assert_eq!(geometry::square_at(Color::Black, 0, 0), Square::H1);
    assert_eq!(geometry::square_at(Color::Black, 7, 7), Square::A8);
    assert_eq!(geometry::centre(Color::White, Square::E4), (450.0, 450.0));
    assert_eq!(geometry::centre(Color::Black, Square::E4), (350.0, 350.0));
}

#[wasm_bindgen_test]
fn keyboard_steps_follow_the_screen_and_stop_at_edges() {
    let w = Color::White;
    let b = Color::Black;
    assert_eq!(geometry::step(w, Square::E2, Step::Up), Square::E3);
    assert_eq!(geometry::step(b, Square::E2, Step::Up), Square::E1);
    assert_eq!(geometry::step(w, Square::E2, Step::Left), Square::D2);
    assert_eq!(geometry::step(b, Square::E2, Step::Left), Square::F2);
    assert_eq!(geometry::step(w, Square::A8, Step::Up), Square::A8);
    assert_eq!(geometry::step(w, Square::H1, Step::Right), Square::H1);
    assert_eq!(geometry::step(w, Square::E2, Step::RowStart), Square::A2);
    assert_eq!(geometry::step(b, Square::E2, Step::RowEnd), Square::A2);
    assert_eq!(geometry::step(w, Square::E2, Step::ColumnTop), Square::E8);
    assert_eq!(Step::from_key("ArrowDown"), Some(Step::Down));
    assert_eq!(Step::from_key("x"), None);
    // The promotion picker runs from the promotion square towards the middle.
    assert_eq!(
        geometry::picker_rows(Color::White, Square::E8),
        [(0, 4), (1, 4), (2, 4), (3, 4)]
    );
    assert_eq!(
        geometry::picker_rows(Color::White, Square::E1),
        [(7, 4), (6, 4), (5, 4), (4, 4)]
    );
}

#[wasm_bindgen_test]
fn destinations_and_resolution() {
    let start = Situation::new(setup(START));
    assert_eq!(
        start.destinations(Accept::LegalMoves, Square::E2).count(),
        2
    );
    assert!(
        !start.can_pick(Accept::LegalMoves, Square::E7),
        "not Black's turn"
    );
    assert!(start.can_pick(Accept::AnyMove, Square::E7));
    assert!(!start.can_pick(Accept::Nothing, Square::E2));
    assert_eq!(
        start.resolve(Accept::LegalMoves, Square::E2, Square::E5),
        Resolution::Rejected
    );
    assert!(matches!(
        start.resolve(Accept::AnyMove, Square::E2, Square::E5),
        Resolution::Ready(_)
    ));
    assert_eq!(
        start.resolve(Accept::AnyMove, Square::E2, Square::D1),
        Resolution::Rejected,
        "no capture of one's own piece"
    );
    // The case desk's board lets a piece go anywhere, even onto its own side's piece, and
    // either side's piece whoever is to move.
    assert!(start.can_pick(Accept::Anywhere, Square::E7));
    assert_eq!(start.destinations(Accept::Anywhere, Square::D1).count(), 63);
    assert!(matches!(
        start.resolve(Accept::Anywhere, Square::E2, Square::D1),
        Resolution::Ready(_)
    ));
    assert_eq!(
        start.resolve(Accept::Anywhere, Square::E2, Square::E2),
        Resolution::Rejected
    );
    // Castling is shown on the king's destination.
    let castle = Situation::new(setup("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    let d = castle.destinations(Accept::LegalMoves, Square::E1);
    assert!(d.contains(Square::G1) && d.contains(Square::C1));
    let attempt = MoveAttempt {
        from: Square::E1,
        to: Square::G1,
        promotion: None,
    };
    assert!(castle.legal_move(attempt).is_some_and(|m| m.is_castle()));
    assert_eq!(
        text::move_announcement(Lang::En, &castle, attempt),
        "King e1 to g1, castles kingside"
    );
    // Promotion asks for the piece, in both modes.
    let promo = Situation::new(setup("7k/4P3/8/8/8/8/8/4K3 w - - 0 1"));
    assert_eq!(
        promo.resolve(Accept::LegalMoves, Square::E7, Square::E8),
        Resolution::NeedsPromotion
    );
    assert_eq!(
        promo.resolve(Accept::AnyMove, Square::E7, Square::E8),
        Resolution::NeedsPromotion
    );
    assert_eq!(
        promo.resolve(Accept::Anywhere, Square::E7, Square::E8),
        Resolution::NeedsPromotion
    );
}

#[wasm_bindgen_test]
fn an_illegal_position_is_drawn_but_not_playable() {
    // White's king stands in check with Black to move: a drill after an illegal move.
    let s = Situation::new(setup("4k3/8/8/8/8/8/4r3/4K3 b - - 0 1"));
    assert!(s.chess.is_none());
    assert!(s.checked_kings().contains(Square::E1));
    assert!(!s.can_pick(Accept::LegalMoves, Square::E2));
    assert!(s.can_pick(Accept::AnyMove, Square::E2));
}

#[wasm_bindgen_test]
fn words_in_both_languages() {
    let s = Situation::new(setup(
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
    ));
    let piece = s.piece_at(Square::C4);
    let marks = [SquareMark {
        square: Square::C4,
        kind: MarkKind::Touched,
    }];
    assert_eq!(
        text::cell_label(Lang::Pt, Square::C4, piece, CellState::default(), &marks),
        "c4, bispo branco, peça tocada"
    );
    assert_eq!(
        text::cell_label(
            Lang::En,
            Square::E5,
            None,
            CellState {
                last_move: true,
                ..CellState::default()
            },
            &[]
        ),
        "e5, empty, last move"
    );
    let white = Situation::new(setup(
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    ));
    let mate = MoveAttempt {
        from: Square::H5,
        to: Square::F7,
        promotion: None,
    };
    assert_eq!(
        text::move_announcement(Lang::Pt, &white, mate),
        "Dama h5 captura peão preto em f7, xeque-mate"
    );
    assert_eq!(
        text::move_announcement(Lang::En, &white, mate),
        "Queen h5 takes black pawn on f7, checkmate"
    );
    let ep = Situation::new(setup("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"));
    let take = MoveAttempt {
        from: Square::E5,
        to: Square::D6,
        promotion: None,
    };
    assert_eq!(
        text::move_announcement(Lang::En, &ep, take),
        "Pawn e5 takes black pawn on d6"
    );
    assert_eq!(
        text::annotation(
            Lang::Pt,
            Annotation::Circle {
                square: Square::D5,
                brush: Brush::Red
            }
        ),
        "Círculo vermelho em d5"
    );
}

#[wasm_bindgen_test]
fn drawing_the_same_mark_twice_removes_it() {
    let mut list = Vec::new();
    let arrow = Annotation::from_gesture(Square::E2, Square::E4, Brush::Green);
    assert_eq!(
        annotations::toggle(&mut list, arrow),
        annotations::Toggled::Added
    );
    let red = Annotation::from_gesture(Square::E2, Square::E4, Brush::Red);
    assert_eq!(
        annotations::toggle(&mut list, red),
        annotations::Toggled::Recoloured
    );
    assert_eq!(list, vec![red]);
    assert_eq!(
        annotations::toggle(&mut list, red),
        annotations::Toggled::Removed
    );
    assert!(list.is_empty());
    assert!(matches!(
        Annotation::from_gesture(Square::D5, Square::D5, Brush::Blue),
        Annotation::Circle { .. }
    ));
}

// ---------------------------------------------------------------- the component

#[wasm_bindgen_test]
async fn sixty_four_named_cells_in_both_languages() {
    let stage = Stage::new();
    let lang = RwSignal::new(Lang::Pt);
    let pos = setup(START);
    stage.mount(move || view! { <Board position=pos lang=lang /> });
    settle().await;

    let grid = stage.all("[role=grid]");
    assert_eq!(grid.len(), 1);
    assert_eq!(
        grid[0].get_attribute("aria-label").as_deref(),
        Some("Tabuleiro, brancas embaixo")
    );
    let rows = stage.all("[role=row]");
    assert_eq!(rows.len(), 8);
    for row in &rows {
        assert_eq!(
            row.query_selector_all("[role=gridcell]").unwrap().length(),
            8
        );
    }
    let labels = stage.labels();
    assert_eq!(labels.len(), 64);
    assert_eq!(labels[0], "a8, torre preta");
    assert_eq!(labels[3], "d8, dama preta");
    assert_eq!(labels[4], "e8, rei preto");
    assert_eq!(labels[63], "h1, torre branca");
    assert_eq!(stage.label("e2"), "e2, peão branco");
    assert_eq!(stage.label("e4"), "e4, vazia");
    assert_eq!(stage.label("g1"), "g1, cavalo branco");
    let tabbable = stage
        .all("[role=gridcell]")
        .iter()
        .filter(|c| c.get_attribute("tabindex").as_deref() == Some("0"))
        .count();
    assert_eq!(tabbable, 1, "roving tabindex: one cell in the tab order");
    assert_eq!(stage.all(".board-piece").len(), 32);
    // Each piece is one <use> of a drawing the board itself defines (one <symbol> per role),
    // placed at its square's corner.
    for piece in stage.all(".board-piece") {
        let href = piece.get_attribute("href").unwrap_or_default();
        assert_eq!(
            stage.all(&format!("symbol{href}")).len(),
            1,
            "{href} is drawn once"
        );
    }
    assert_eq!(
        stage.all("symbol path").len(),
        36,
        "six drawings, each once"
    );
    let rook = stage
        .cell("h1")
        .query_selector(".board-piece")
        .unwrap()
        .unwrap();
    assert_eq!(
        rook.get_attribute("href").as_deref(),
        Some("#board-piece-r")
    );
    assert_eq!(rook.get_attribute("x").as_deref(), Some("700.0"));
    assert_eq!(rook.get_attribute("y").as_deref(), Some("700.0"));

    lang.set(Lang::En);
    settle().await;
    assert_eq!(stage.label("e2"), "e2, white pawn");
    assert_eq!(stage.label("e4"), "e4, empty");
    assert_eq!(stage.label("d8"), "d8, black queen");
    assert_eq!(
        stage.all("[role=grid]")[0]
            .get_attribute("aria-label")
            .as_deref(),
        Some("Chessboard, White at the bottom")
    );
}

#[wasm_bindgen_test]
async fn flipping_puts_black_at_the_bottom() {
    let stage = Stage::new();
    let orientation = RwSignal::new(Color::White);
    let pos = setup(START);
    stage.mount(move || view! { <Board position=pos orientation=orientation lang=Lang::En /> });
    settle().await;
    let top_left = |s: &Stage| {
        s.all("[role=gridcell]")[0]
            .get_attribute("data-square")
            .unwrap()
    };
    assert_eq!(top_left(&stage), "a8");
    let (x_e2, y_e2) = stage.centre("e2");
    let (x_e7, y_e7) = stage.centre("e7");
    assert!(y_e2 > y_e7, "White at the bottom");

    orientation.set(Color::Black);
    settle().await;
    assert_eq!(top_left(&stage), "h1");
    assert_eq!(stage.labels()[0], "h1, white rook");
    assert_eq!(stage.labels()[63], "a8, black rook");
    let (x2, y2) = stage.centre("e2");
    let (x7, y7) = stage.centre("e7");
    assert!(y2 < y7, "Black at the bottom");
    assert_eq!(x2, x7, "same file, same column");
    assert!(x2 < x_e2, "the e-file moves left of the middle");
    assert_eq!(x_e2, x_e7);
    // Coordinates follow: the first file letter drawn is now h.
    let coords: Vec<String> = stage
        .all(".board-coord")
        .iter()
        .map(|t| t.text_content().unwrap_or_default())
        .collect();
    assert_eq!(coords.len(), 16);
    assert_eq!(coords[0], "h");
    assert_eq!(coords[8], "1");
    assert_eq!(
        stage.all("[role=grid]")[0]
            .get_attribute("aria-label")
            .as_deref(),
        Some("Chessboard, Black at the bottom")
    );
}

#[wasm_bindgen_test]
async fn keyboard_e2_e4() {
    let stage = Stage::new();
    let (got, on_move) = recorder();
    let pos = setup(START);
    stage.mount(move || view! { <Board position=pos lang=Lang::Pt on_move=on_move /> });
    settle().await;

    focus(&stage.cell("e2"));
    settle().await;
    assert_eq!(
        stage.cell("e2").get_attribute("tabindex").as_deref(),
        Some("0")
    );
    key(&active(), "Enter");
    settle().await;
    assert_eq!(
        stage.live(),
        "Peça levantada: peão branco em e2, 2 destinos"
    );
    assert_eq!(stage.label("e2"), "e2, peão branco, selecionada");
    assert_eq!(stage.label("e4"), "e4, vazia, destino possível");
    assert_eq!(stage.all(".board-dest").len(), 2);
    key(&active(), "ArrowUp");
    settle().await;
    key(&active(), "ArrowUp");
    settle().await;
    assert_eq!(active().get_attribute("data-square").as_deref(), Some("e4"));
    assert_eq!(
        stage.cell("e4").get_attribute("tabindex").as_deref(),
        Some("0")
    );
    assert_eq!(
        stage.cell("e2").get_attribute("tabindex").as_deref(),
        Some("-1")
    );
    key(&active(), "Enter");
    settle().await;
    assert_eq!(ucis(got), vec!["e2e4"]);
    assert_eq!(stage.live(), "Peão e2 para e4");

    // Escape drops a picked-up piece without moving it.
    focus(&stage.cell("g1"));
    key(&active(), "Enter");
    settle().await;
    assert!(stage.live().contains("cavalo branco em g1"));
    key(&active(), "Escape");
    settle().await;
    assert_eq!(stage.live(), "Seleção cancelada");
    // Enter on an empty square says so; said again (changed by a no-break space) when repeated.
    focus(&stage.cell("e4"));
    key(&active(), "Enter");
    settle().await;
    assert_eq!(stage.live(), "Não há peça que possa ser movida nesta casa");
    key(&active(), "Enter");
    settle().await;
    assert_eq!(
        stage.live(),
        "Não há peça que possa ser movida nesta casa\u{a0}"
    );
    assert_eq!(stage.all(".board-dest").len(), 0);
    assert_eq!(got.get_untracked().len(), 1);
}

#[wasm_bindgen_test]
async fn click_click_e2_e4() {
    let stage = Stage::new();
    let (got, on_move) = recorder();
    let pos = setup(START);
    stage.mount(move || view! { <Board position=pos lang=Lang::En on_move=on_move /> });
    settle().await;
    stage.click("e2");
    settle().await;
    assert_eq!(stage.all(".board-hl--selected").len(), 1);
    assert_eq!(stage.all(".board-dest").len(), 2);
    stage.click("e4");
    settle().await;
    assert_eq!(ucis(got), vec!["e2e4"]);
    assert_eq!(stage.live(), "Pawn e2 to e4");
    assert_eq!(stage.all(".board-hl--selected").len(), 0);
}

#[wasm_bindgen_test]
async fn dragging_a_knight() {
    let stage = Stage::new();
    let (got, on_move) = recorder();
    let pos = setup(START);
    stage.mount(move || view! { <Board position=pos lang=Lang::En on_move=on_move /> });
    settle().await;
    let (x0, y0) = stage.centre("g1");
    let (x1, y1) = stage.centre("f3");
    stage.pointer_at("pointerdown", x0, y0, 0, false);
    stage.pointer_at("pointermove", (x0 + x1) / 2, (y0 + y1) / 2, 0, false);
    settle().await;
    assert_eq!(
        stage.all(".board-piece--dragging").len(),
        1,
        "the piece follows the pointer"
    );
    assert_eq!(stage.all(".board-piece--origin").len(), 1);
    stage.pointer_at("pointermove", x1, y1, 0, false);
    stage.pointer_at("pointerup", x1, y1, 0, false);
    settle().await;
    assert_eq!(ucis(got), vec!["g1f3"]);
    assert_eq!(stage.live(), "Knight g1 to f3");
    assert_eq!(stage.all(".board-piece--dragging").len(), 0);
}

#[wasm_bindgen_test]
async fn promotion_picker() {
    let stage = Stage::new();
    let (got, on_move) = recorder();
    let pos = RwSignal::new(setup("7k/4P3/8/8/8/8/8/4K3 w - - 0 1"));
    let lang = RwSignal::new(Lang::Pt);
    stage.mount(move || view! { <Board position=pos lang=lang on_move=on_move /> });
    settle().await;
    stage.click("e7");
    settle().await;
    stage.click("e8");
    settle().await;
    assert!(got.get_untracked().is_empty(), "waits for the piece");
    assert_eq!(stage.live(), "Escolha a peça da promoção");
    let options = stage.all("[data-promotion]");
    let names: Vec<String> = options
        .iter()
        .map(|o| o.get_attribute("aria-label").unwrap())
        .collect();
    assert_eq!(names, ["Dama", "Torre", "Bispo", "Cavalo"]);
    assert_eq!(
        active().get_attribute("data-promotion").as_deref(),
        Some("q"),
        "keyboard focus lands on the queen"
    );
    click_event(&stage.all("[data-promotion='n']")[0]);
    settle().await;
    assert_eq!(ucis(got), vec!["e7e8n"]);
    assert_eq!(stage.live(), "Peão e7 para e8, promove a cavalo");
    assert!(stage.all("[data-promotion]").is_empty());

    // By keyboard: Enter on the focused queen; the queen on e8 gives check along the rank.
    lang.set(Lang::En);
    pos.set(setup("7k/4P3/8/8/8/8/8/4K3 w - - 0 1"));
    settle().await;
    focus(&stage.cell("e7"));
    key(&active(), "Enter");
    key(&active(), "ArrowUp");
    settle().await;
    key(&active(), "Enter");
    settle().await;
    assert_eq!(
        active().get_attribute("data-promotion").as_deref(),
        Some("q")
    );
    key(&active(), "ArrowDown");
    assert_eq!(
        active().get_attribute("data-promotion").as_deref(),
        Some("r")
    );
    key(&active(), "ArrowUp");
    key(&active(), "Enter");
    settle().await;
    assert_eq!(ucis(got), vec!["e7e8n", "e7e8q"]);
    assert_eq!(stage.live(), "Pawn e7 to e8, promotes to queen, check");
    assert_eq!(active().get_attribute("data-square").as_deref(), Some("e8"));
}

#[wasm_bindgen_test]
async fn legal_only_rejects_and_any_move_accepts() {
    let stage = Stage::new();
    let (got, on_move) = recorder();
    let accept = RwSignal::new(Accept::LegalMoves);
    let pos = setup(START);
    stage.mount(
        move || view! { <Board position=pos accept=accept lang=Lang::En on_move=on_move /> },
    );
    settle().await;
    stage.click("e2");
    stage.click("e5");
    settle().await;
    assert!(got.get_untracked().is_empty());
    assert_eq!(stage.live(), "Move not accepted: e2 to e5");
    assert_eq!(stage.all(".board-hl--selected").len(), 0);
    // Black's pieces cannot be picked up on White's turn.
    stage.click("e7");
    settle().await;
    assert_eq!(stage.all(".board-hl--selected").len(), 0);

    accept.set(Accept::AnyMove);
    settle().await;
    stage.click("e2");
    stage.click("e5");
    settle().await;
    assert_eq!(ucis(got), vec!["e2e5"]);
    assert_eq!(stage.live(), "Pawn e2 to e5");
    stage.click("d7");
    stage.click("d3");
    settle().await;
    assert_eq!(ucis(got), vec!["e2e5", "d7d3"]);

    accept.set(Accept::Nothing);
    settle().await;
    stage.click("e2");
    stage.click("e4");
    settle().await;
    assert_eq!(got.get_untracked().len(), 2, "display-only board");
}

#[wasm_bindgen_test]
async fn arrows_and_circles() {
    let stage = Stage::new();
    let annotations = RwSignal::new(Vec::<Annotation>::new());
    let draw_mode = RwSignal::new(false);
    let (got, on_move) = recorder();
    let pos = setup(START);
    stage.mount(move || {
        view! {
            <Board position=pos lang=Lang::En annotations=annotations draw_mode=draw_mode
                   theme=Theme::Projector on_move=on_move />
        }
    });
    settle().await;
    assert!(stage.root().class_name().contains("board--projector"));
    // Right-drag e2 → e4: an arrow; nothing moves.
    stage.pointer("pointerdown", "e2", 2, false);
    stage.pointer("pointermove", "e4", 2, false);
    settle().await;
    assert_eq!(
        stage.all(".board-sketch").len(),
        1,
        "the arrow shows while drawing"
    );
    stage.pointer("pointerup", "e4", 2, false);
    settle().await;
    assert_eq!(
        annotations.get_untracked(),
        vec![Annotation::Arrow {
            from: sq("e2"),
            to: sq("e4"),
            brush: Brush::Green
        }]
    );
    assert_eq!(stage.all(".board-arrow").len(), 1);
    assert_eq!(stage.live(), "Green arrow from e2 to e4");
    assert!(got.get_untracked().is_empty());
    // Shift + right-click on d5: a red circle.
    stage.pointer("pointerdown", "d5", 2, true);
    stage.pointer("pointerup", "d5", 2, true);
    settle().await;
    assert_eq!(stage.all(".board-circle.board-brush--red").len(), 1);
    // Draw mode: the primary button draws too.
    draw_mode.set(true);
    stage.pointer("pointerdown", "g1", 0, false);
    stage.pointer("pointerup", "f3", 0, false);
    settle().await;
    assert_eq!(annotations.get_untracked().len(), 3);
    assert!(got.get_untracked().is_empty());
    let list = stage
        .root()
        .query_selector(".board-annotation-list")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert_eq!(
        list,
        "Board annotations: Green arrow from e2 to e4; Red circle on d5; Green arrow from g1 to f3."
    );
    // From the keyboard: A on b1, two steps up, A again → an arrow b1→b3; C on h8 → a circle.
    draw_mode.set(false);
    focus(&stage.cell("b1"));
    key(&active(), "a");
    settle().await;
    assert_eq!(
        stage.live(),
        "Arrow from b1: go to the target square and press A"
    );
    key(&active(), "ArrowUp");
    key(&active(), "ArrowUp");
    settle().await;
    assert_eq!(stage.all(".board-sketch").len(), 1);
    key(&active(), "a");
    focus(&stage.cell("h8"));
    key(&active(), "c");
    settle().await;
    let drawn = annotations.get_untracked();
    assert_eq!(drawn.len(), 5);
    assert_eq!(
        drawn[3],
        Annotation::Arrow {
            from: sq("b1"),
            to: sq("b3"),
            brush: Brush::Green
        }
    );
    assert_eq!(
        drawn[4],
        Annotation::Circle {
            square: sq("h8"),
            brush: Brush::Green
        }
    );
    assert!(got.get_untracked().is_empty());
    // Delete on the board clears them all.
    focus(&stage.cell("a1"));
    key(&active(), "Delete");
    settle().await;
    assert!(annotations.get_untracked().is_empty());
    assert_eq!(stage.all(".board-arrow").len(), 0);
    assert_eq!(stage.live(), "Arrows and circles cleared");
    // The caller can set and clear them too.
    annotations.set(vec![Annotation::Circle {
        square: sq("e5"),
        brush: Brush::Blue,
    }]);
    settle().await;
    assert_eq!(stage.all(".board-circle").len(), 1);
    annotations.set(Vec::new());
    settle().await;
    assert_eq!(stage.all(".board-circle").len(), 0);
}

#[wasm_bindgen_test]
async fn highlights_last_move_check_and_marks() {
    let stage = Stage::new();
    // 1.e4 f5 2.Qh5+ : Black in check.
    let pos = setup("rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2");
    let marks = vec![SquareMark {
        square: sq("g7"),
        kind: MarkKind::Touched,
    }];
    stage.mount(move || {
        view! {
            <Board position=pos lang=Lang::Pt last_move=Some((sq("d1"), sq("h5"))) marks=marks />
        }
    });
    settle().await;
    assert_eq!(stage.all(".board-hl--last").len(), 2);
    assert_eq!(stage.label("h5"), "h5, dama branca, último lance");
    assert_eq!(stage.all(".board-check").len(), 1);
    assert_eq!(stage.label("e8"), "e8, rei preto, rei em xeque");
    assert_eq!(stage.all(".board-mark--touched").len(), 1);
    assert_eq!(stage.label("g7"), "g7, peão preto, peça tocada");
}
