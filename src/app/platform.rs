//! The browser, behind a few small functions. This is the only file of the app that touches
//! `window()`, the document element, local storage, timers or the service worker.
use std::cell::RefCell;
use std::rc::Rc;

use web_sys::js_sys::{Function, Reflect};
use web_sys::wasm_bindgen::closure::Closure;
use web_sys::wasm_bindgen::{JsCast, JsValue};
use web_sys::{ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

/// Where a setting is kept in local storage.
#[derive(Clone, Copy, Debug)]
pub enum Key {
    Lang,
    Edition,
    /// The trainee's progress (`drills::progress`, a versioned JSON document).
    Progress,
    /// Stored progress that could not be read, kept aside instead of being overwritten.
    ProgressUnreadable,
    /// Stored settings (language, edition) that could not be read, kept aside likewise.
    SettingsUnreadable,
    /// The case on the case desk (the contract's incident JSON).
    Case,
    /// The user's own drills (a JSON list of their files and summaries), checked by the engine when imported.
    OwnDrills,
}

impl Key {
    const fn name(self) -> &'static str {
        match self {
            Key::Lang => "arbitro.lang",
            Key::Edition => "arbitro.edition",
            Key::Progress => "arbitro.progress",
            Key::ProgressUnreadable => "arbitro.progress.unreadable",
            Key::SettingsUnreadable => "arbitro.settings.unreadable",
            Key::Case => "arbitro.case",
            Key::OwnDrills => "arbitro.own-drills",
        }
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The stored value, if storage is available and holds one.
pub fn load(key: Key) -> Option<String> {
    storage()?.get_item(key.name()).ok()?
}

/// Stores a value; without storage (private mode, quota) the setting lasts until the page closes.
pub fn save(key: Key, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key.name(), value);
    }
}

/// Stores a value and says whether storage took it (quota, private mode and blocked storage
/// refuse).
pub fn save_checked(key: Key, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key.name(), value).is_ok())
}

/// Milliseconds since the Unix epoch (the wall clock; the engine takes time as an input).
pub fn now_ms() -> u64 {
    web_sys::js_sys::Date::now() as u64
}

/// A random number (not for secrets: quiz seeds).
pub fn random_u32() -> u32 {
    (web_sys::js_sys::Math::random() * 4_294_967_296.0) as u32
}

/// A repeating timer; dropping it stops it.
pub struct Ticker(#[allow(dead_code)] gloo_timers::callback::Interval);

/// Runs `f` every `ms` milliseconds until the returned [`Ticker`] is dropped.
pub fn every(ms: u32, f: impl FnMut() + 'static) -> Ticker {
    Ticker(gloo_timers::callback::Interval::new(ms, f))
}

/// Offers `text` as a file download named `name` (JSON).
pub fn download(name: &str, text: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(a) = doc.create_element("a") else {
        return;
    };
    let href = format!(
        "data:application/json;charset=utf-8,{}",
        String::from(web_sys::js_sys::encode_uri_component(text))
    );
    let _ = a.set_attribute("href", &href);
    let _ = a.set_attribute("download", name);
    if let Some(body) = doc.body() {
        let _ = body.append_child(&a);
    }
    if let Ok(click) = Reflect::get(&a, &JsValue::from_str("click")) {
        let _ = click.unchecked_into::<Function>().call0(&a);
    }
    a.remove();
}

/// The text of the file chosen in the `<input type="file">` that fired `ev`; `None` when no
/// file was chosen, `Some(Err(()))` when it could not be read. The input is cleared so that the
/// same file can be chosen again.
pub async fn chosen_file_text(ev: &web_sys::Event) -> Option<Result<String, ()>> {
    let input = ev.target()?;
    let files = Reflect::get(&input, &JsValue::from_str("files")).ok()?;
    let file = Reflect::get(&files, &JsValue::from_f64(0.0)).ok()?;
    if file.is_undefined() || file.is_null() {
        return None;
    }
    let _ = Reflect::set(&input, &JsValue::from_str("value"), &JsValue::from_str(""));
    let promise = Reflect::get(&file, &JsValue::from_str("text"))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call0(&file).ok())
        .and_then(|p| p.dyn_into::<web_sys::js_sys::Promise>().ok());
    let Some(promise) = promise else {
        return Some(Err(()));
    };
    Some(settled(promise).await.and_then(|v| v.as_string().ok_or(())))
}

/// Every file chosen in the `<input type="file" multiple>` that fired `ev`: (name, text, or
/// `Err` when it could not be read). The input is cleared so that the same files can be chosen
/// again.
pub async fn chosen_files(ev: &web_sys::Event) -> Vec<(String, Result<String, ()>)> {
    let Some(input) = ev.target() else {
        return Vec::new();
    };
    let Ok(files) = Reflect::get(&input, &JsValue::from_str("files")) else {
        return Vec::new();
    };
    let count = Reflect::get(&files, &JsValue::from_str("length"))
        .ok()
        .and_then(|n| n.as_f64())
        .unwrap_or(0.0) as u32;
    let mut picked = Vec::new();
    for i in 0..count {
        if let Ok(file) = Reflect::get(&files, &JsValue::from_f64(f64::from(i))) {
            picked.push(file);
        }
    }
    let _ = Reflect::set(&input, &JsValue::from_str("value"), &JsValue::from_str(""));
    let mut out = Vec::new();
    for file in picked {
        let name = Reflect::get(&file, &JsValue::from_str("name"))
            .ok()
            .and_then(|n| n.as_string())
            .unwrap_or_default();
        let promise = Reflect::get(&file, &JsValue::from_str("text"))
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
            .and_then(|f| f.call0(&file).ok())
            .and_then(|p| p.dyn_into::<web_sys::js_sys::Promise>().ok());
        let text = match promise {
            Some(p) => settled(p).await.and_then(|v| v.as_string().ok_or(())),
            None => Err(()),
        };
        out.push((name, text));
    }
    out
}

/// What a promise resolves to, or `Err(())` if it rejects.
async fn settled(promise: web_sys::js_sys::Promise) -> Result<JsValue, ()> {
    let (tx, rx) = oneshot::channel::<Result<JsValue, ()>>();
    let tx = Rc::new(RefCell::new(Some(tx)));
    let tx2 = tx.clone();
    let done = Closure::once(move |v: JsValue| {
        if let Some(tx) = tx.borrow_mut().take() {
            let _ = tx.send(Ok(v));
        }
    });
    let failed = Closure::once(move |_: JsValue| {
        if let Some(tx) = tx2.borrow_mut().take() {
            let _ = tx.send(Err(()));
        }
    });
    let _ = promise.then2(&done, &failed);
    done.forget();
    failed.forget();
    rx.await.unwrap_or(Err(()))
}

/// Puts `text` on the clipboard (`navigator.clipboard.writeText`); says whether the browser
/// took it.
pub async fn copy_text(text: &str) -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    let clip = Reflect::get(&w.navigator(), &JsValue::from_str("clipboard")).ok();
    let promise = clip
        .filter(|c| !c.is_undefined())
        .and_then(|c| {
            let f = Reflect::get(&c, &JsValue::from_str("writeText")).ok()?;
            f.dyn_into::<Function>()
                .ok()?
                .call1(&c, &JsValue::from_str(text))
                .ok()
        })
        .and_then(|p| p.dyn_into::<web_sys::js_sys::Promise>().ok());
    match promise {
        Some(p) => settled(p).await.is_ok(),
        None => false,
    }
}

/// The page's origin (`http://127.0.0.1:8080`), for links the user copies.
pub fn origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// Calls `target.name(args…)` and takes the promise it returns.
fn call_promise(
    target: &JsValue,
    name: &str,
    arg: Option<&JsValue>,
) -> Option<web_sys::js_sys::Promise> {
    let f = Reflect::get(target, &JsValue::from_str(name))
        .ok()?
        .dyn_into::<Function>()
        .ok()?;
    let out = match arg {
        Some(a) => f.call1(target, a),
        None => f.call0(target),
    };
    out.ok()?.dyn_into::<web_sys::js_sys::Promise>().ok()
}

/// The text of a file of the site (`GET url`), or `None` when it cannot be had: missing (404),
/// not cached while the network fails, or any other failure. Offline (`navigator.onLine` false)
/// nothing is asked, so no failed request is logged.
pub async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    if !window.navigator().on_line() {
        return None;
    }
    let window: JsValue = window.into();
    let response = settled(call_promise(
        &window,
        "fetch",
        Some(&JsValue::from_str(url)),
    )?)
    .await
    .ok()?;
    if Reflect::get(&response, &JsValue::from_str("ok"))
        .ok()?
        .as_bool()
        != Some(true)
    {
        return None;
    }
    settled(call_promise(&response, "text", None)?)
        .await
        .ok()?
        .as_string()
}

/// Sets `<html lang>` so that screen readers and hyphenation follow the UI language.
pub fn set_document_lang(tag: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", tag);
    }
}

/// Removes the static shell that `index.html` carries for the first paint (written at build
/// time by scripts/shell.mjs): the app has just drawn the same header and page after it, in the
/// same task, so the browser never paints the two together.
pub fn remove_static_shell() {
    if let Some(shell) = document().and_then(|d| d.get_element_by_id("shell"))
        && !shell.has_attribute("data-keep")
    {
        shell.remove();
    }
}

/// Removes a static shell that asked to be kept (`data-keep`: a drill page's own first screen,
/// src/bin/shell.rs) once the page it stands for is drawn; the app, hidden behind it until now
/// (style/main.css), shows in the same task.
pub fn remove_kept_static_shell() {
    if let Some(shell) = document().and_then(|d| d.get_element_by_id("shell")) {
        shell.remove();
    }
}

/// How often an open page asks the server whether a new version was deployed.
const UPDATE_CHECK_MS: u32 = 30 * 60 * 1000;

/// The service worker script, written at build time by `scripts/sw-build.mjs`.
const SERVICE_WORKER_URL: &str = "/sw.js";

thread_local! {
    static REGISTRATION: RefCell<Option<ServiceWorkerRegistration>> = const { RefCell::new(None) };
}

fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    // Absent in insecure contexts and old browsers: the app then simply runs online only.
    let supported = Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false);
    supported.then(|| navigator.service_worker())
}

/// Registers the service worker. `on_update_ready` runs when a new version has been installed
/// and is waiting while this page still runs the old one; the page then offers to reload
/// ([`apply_update`]). The first installation does not call it: there is nothing to replace.
///
/// Debug builds (`trunk serve` without `--release`) do not register it: a cache-first worker
/// would keep serving the previous build after every live reload.
pub fn register_service_worker(on_update_ready: impl Fn() + 'static) {
    if cfg!(debug_assertions) {
        return;
    }
    let Some(container) = container() else {
        return;
    };
    let on_update_ready: Rc<dyn Fn()> = Rc::new(on_update_ready);
    let registered = Closure::<dyn FnMut(JsValue)>::new(move |reg: JsValue| {
        let reg: ServiceWorkerRegistration = reg.unchecked_into();
        watch_for_updates(&reg, on_update_ready.clone());
        REGISTRATION.with(|r| *r.borrow_mut() = Some(reg));
    });
    // Registration fails e.g. when sw.js cannot be fetched; the app keeps working online.
    let failed = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
    let _ = container
        .register(SERVICE_WORKER_URL)
        .then2(&registered, &failed);
    registered.forget();
    failed.forget();
}

fn controlled() -> bool {
    container().and_then(|c| c.controller()).is_some()
}

fn watch_for_updates(reg: &ServiceWorkerRegistration, on_update_ready: Rc<dyn Fn()>) {
    // Installed during an earlier visit and still waiting for this page to let it take over.
    if reg.waiting().is_some() && controlled() {
        on_update_ready();
    }
    // Found before this code ran (the browser checks on every navigation) or found later.
    let follow = {
        let on_update_ready = on_update_ready.clone();
        Rc::new(move |reg: &ServiceWorkerRegistration| {
            let Some(worker) = reg.installing() else {
                return;
            };
            let watched = worker.clone();
            let on_update_ready = on_update_ready.clone();
            let changed = Closure::<dyn FnMut()>::new(move || {
                if watched.state() == ServiceWorkerState::Installed && controlled() {
                    on_update_ready();
                }
            });
            worker.set_onstatechange(Some(changed.as_ref().unchecked_ref()));
            changed.forget();
        })
    };
    follow(reg);
    let found = {
        let reg = reg.clone();
        Closure::<dyn FnMut()>::new(move || follow(&reg))
    };
    reg.set_onupdatefound(Some(found.as_ref().unchecked_ref()));
    found.forget();

    let reg = reg.clone();
    gloo_timers::callback::Interval::new(UPDATE_CHECK_MS, move || {
        if let Ok(promise) = reg.update() {
            // Offline, the check fails; that is expected and not worth a console error.
            let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
            let _ = promise.catch(&ignore);
            ignore.forget();
        }
    })
    .forget();
}

/// Lets the waiting version take over, then reloads the page once it controls it. Settings are
/// in local storage, which both versions share, so nothing the user chose is lost.
pub fn apply_update() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let waiting = REGISTRATION.with(|r| r.borrow().as_ref().and_then(|reg| reg.waiting()));
    match (container(), waiting) {
        (Some(container), Some(worker)) => {
            let location = window.location();
            let reload = Closure::once_into_js(move || {
                let _ = location.reload();
            });
            container.set_oncontrollerchange(Some(reload.unchecked_ref::<Function>()));
            let _ = worker.post_message(&JsValue::from_str("SKIP_WAITING"));
        }
        _ => {
            let _ = window.location().reload();
        }
    }
}

// ----- the engine's Web Worker -----------------------------------------------------------------

use std::collections::HashMap;

use futures::channel::oneshot;
use futures::future::{Either, select};

use crate::i18n::Bilingual;
use crate::service::{Envelope, Request, split_reply};

/// The worker's bootstrap script (web/worker_loader.js), loaded after the first paint.
const WORKER_URL: &str = "/worker_loader.js";

/// How long the page waits for one answer before it stops the worker (a position too hard to
/// analyse must never freeze the page; the next question starts a fresh worker).
const ASK_TIMEOUT_MS: u32 = 20_000;

struct EngineWorker {
    worker: web_sys::Worker,
    ready: bool,
    /// Requests written before the worker said "ready".
    queue: Vec<String>,
    /// Questions waiting, by id: each gets the body of its reply, undecoded.
    pending: HashMap<u64, oneshot::Sender<String>>,
    next_id: u64,
}

thread_local! {
    static ENGINE: RefCell<Option<EngineWorker>> = const { RefCell::new(None) };
}

fn start_engine() -> Option<EngineWorker> {
    let worker = web_sys::Worker::new(WORKER_URL).ok()?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
            let Some(text) = e.data().as_string() else {
                return;
            };
            ENGINE.with(|cell| {
                let mut guard = cell.borrow_mut();
                let Some(engine) = guard.as_mut() else { return };
                if text == "ready" {
                    engine.ready = true;
                    for message in engine.queue.drain(..) {
                        let _ = engine.worker.post_message(&JsValue::from_str(&message));
                    }
                    return;
                }
                if let Some((id, body)) = split_reply(&text)
                    && let Some(tx) = engine.pending.remove(&id)
                {
                    let _ = tx.send(body.to_owned());
                }
            });
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    Some(EngineWorker {
        worker,
        ready: false,
        queue: Vec::new(),
        pending: HashMap::new(),
        next_id: 1,
    })
}

/// Stops the worker; every question still waiting gets `Error`.
fn stop_engine() {
    ENGINE.with(|cell| {
        if let Some(engine) = cell.borrow_mut().take() {
            engine.worker.terminate();
        }
    });
}

/// Starts the engine worker once a page's first screen is drawn and the main thread is idle (a
/// question asked earlier starts it at once), so that the first question seldom waits for its
/// download and neither the first paint nor a route's own pieces compete with it.
pub fn warm_up_engine_when_idle() {
    thread_local! {
        static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if ASKED.with(|a| a.replace(true)) {
        return;
    }
    let start = Closure::once_into_js(|| {
        ENGINE.with(|cell| {
            let mut guard = cell.borrow_mut();
            if guard.is_none() {
                *guard = start_engine();
            }
        });
    });
    let Some(window) = web_sys::window() else {
        return;
    };
    let window: JsValue = window.into();
    let idle = Reflect::get(&window, &JsValue::from_str("requestIdleCallback"))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok());
    let options = web_sys::js_sys::Object::new();
    let _ = Reflect::set(
        &options,
        &JsValue::from_str("timeout"),
        &JsValue::from_f64(f64::from(WARM_UP_IDLE_MS)),
    );
    // After this task (the page's first screen is being drawn), when the main thread is idle.
    let later = Closure::once_into_js(move || match idle {
        Some(idle) => {
            let _ = idle.call2(&window, &start, &options);
        }
        None => {
            if let Some(f) = start.dyn_ref::<Function>() {
                let _ = f.call0(&JsValue::NULL);
            }
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
            later.unchecked_ref(),
            WARM_UP_DELAY_MS,
        );
    }
}

/// How long after a page's first screen the engine worker starts at the latest.
const WARM_UP_IDLE_MS: u32 = 3000;
/// The wait before the first idle moment is looked for: the page's own pieces and the build's
/// replies come first, the worker (the largest download) after them.
const WARM_UP_DELAY_MS: i32 = 500;

/// Asks the engine worker a question: the body of its reply (JSON, decoded by the typed call
/// that asked, `app::ask`), or why there is none.
pub async fn ask(request: Request) -> Result<String, Bilingual> {
    let (tx, rx) = oneshot::channel();
    let sent = ENGINE.with(|cell| {
        let mut guard = cell.borrow_mut();
        if guard.is_none() {
            *guard = start_engine();
        }
        let engine = guard.as_mut()?;
        let id = engine.next_id;
        engine.next_id += 1;
        let message = serde_json::to_string(&Envelope { id, body: request }).ok()?;
        engine.pending.insert(id, tx);
        if engine.ready {
            let _ = engine.worker.post_message(&JsValue::from_str(&message));
        } else {
            engine.queue.push(message);
        }
        Some(())
    });
    let failed = |pt: &str, en: &str| Err(Bilingual::new(pt, en));
    if sent.is_none() {
        return failed(
            "O motor de regras não pôde ser iniciado neste navegador.",
            "The rules engine could not be started in this browser.",
        );
    }
    let timeout = gloo_timers::future::TimeoutFuture::new(ASK_TIMEOUT_MS);
    match select(rx, timeout).await {
        Either::Left((Ok(body), _)) => Ok(body),
        Either::Left((Err(_), _)) => failed(
            "O motor de regras foi interrompido.",
            "The rules engine was stopped.",
        ),
        Either::Right(_) => {
            stop_engine();
            failed(
                "A análise passou do limite de tempo e foi interrompida: o resultado fica indeterminado.",
                "The analysis ran past its time limit and was stopped: the answer is undetermined.",
            )
        }
    }
}

// ----- time for the clock ----------------------------------------------------------------------

use crate::clock::Millis;

/// The property a browser test sets to drive time itself: `window.__arbitroTestClock = { now: ms }`.
const TEST_CLOCK: &str = "__arbitroTestClock";

/// The browser's monotonic time (`performance.now()`, milliseconds since the page loaded, never
/// going back) as the clock engine's `now`. When a test has set `window.__arbitroTestClock` to an
/// object with a numeric `now`, that number is the time instead, so tests never sleep.
pub fn now() -> Millis {
    let Some(window) = web_sys::window() else {
        return Millis::ZERO;
    };
    let ms = Reflect::get(&window, &JsValue::from_str(TEST_CLOCK))
        .ok()
        .filter(JsValue::is_object)
        .and_then(|test| Reflect::get(&test, &JsValue::from_str("now")).ok())
        .and_then(|v| v.as_f64())
        .or_else(|| window.performance().map(|p| p.now()))
        .unwrap_or(0.0);
    // Whole milliseconds, rounded down: still never going back.
    Millis(ms.max(0.0) as u64)
}

/// A running [`every_frame`] loop; [`FrameLoop::stop`] ends it. `Copy` and `Send`, so a
/// component can stop it from `on_cleanup`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameLoop(u32);

/// A loop's callback, shared between the loop table and the request in flight.
type FrameCallback = Rc<Closure<dyn FnMut()>>;

struct Frames {
    next_id: u32,
    /// The loops still running: each one's callback and the handle of its pending request.
    running: HashMap<u32, (FrameCallback, i32)>,
}

thread_local! {
    static FRAMES: RefCell<Frames> = RefCell::new(Frames { next_id: 1, running: HashMap::new() });
}

/// Calls `on_frame` before every repaint (`requestAnimationFrame`) until stopped. The browser
/// does not paint hidden tabs, so a background tab costs nothing; whatever is drawn must be
/// computed from [`now`], never from a count of frames.
pub fn every_frame(mut on_frame: impl FnMut() + 'static) -> FrameLoop {
    let id = FRAMES.with(|f| {
        let mut f = f.borrow_mut();
        f.next_id += 1;
        f.next_id
    });
    let callback = Closure::<dyn FnMut()>::new(move || {
        on_frame();
        request_frame(id);
    });
    FRAMES.with(|f| f.borrow_mut().running.insert(id, (Rc::new(callback), 0)));
    request_frame(id);
    FrameLoop(id)
}

/// Asks for the next frame of loop `id`, if it still runs.
fn request_frame(id: u32) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(callback) = FRAMES.with(|f| f.borrow().running.get(&id).map(|(c, _)| c.clone()))
    else {
        return;
    };
    if let Ok(handle) = window.request_animation_frame((*callback).as_ref().unchecked_ref()) {
        FRAMES.with(|f| {
            if let Some((_, h)) = f.borrow_mut().running.get_mut(&id) {
                *h = handle;
            }
        });
    }
}

impl FrameLoop {
    /// Ends the loop: the pending frame request is cancelled and the callback released.
    pub fn stop(self) {
        let Some((callback, handle)) = FRAMES.with(|f| f.borrow_mut().running.remove(&self.0))
        else {
            return;
        };
        if let Some(window) = web_sys::window() {
            let _ = window.cancel_animation_frame(handle);
        }
        // The loop may be stopped from inside its own callback: release it afterwards.
        gloo_timers::callback::Timeout::new(0, move || drop(callback)).forget();
    }
}

/// A key pressed somewhere on the page, as the clock page needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyPress {
    /// The physical key (`KeyboardEvent.code`): `"Space"`, `"KeyA"`, `"ShiftLeft"` …
    pub code: String,
    /// The focus is in a text field or list, where keys belong to that field.
    pub in_field: bool,
    /// The focus is on a button, link or disclosure, where Space and Enter activate it.
    pub on_control: bool,
    /// The key's meaning in the keyboard layout (`KeyboardEvent.key`): `"?"`, `"e"`, `"E"` …
    pub key: String,
    /// The focus is inside a grid (the board), whose arrow and drawing keys belong to it.
    pub in_grid: bool,
}

/// Listens to key presses anywhere on the page until the handle is removed. `on_key` returns
/// whether it used the key (the browser's default action is then prevented). Auto-repeats and
/// presses with Ctrl, Alt or Meta are not passed on (they belong to the browser).
pub fn on_keydown(
    on_key: impl Fn(&KeyPress) -> bool + 'static,
) -> leptos::prelude::WindowListenerHandle {
    leptos::prelude::window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.repeat() || ev.ctrl_key() || ev.alt_key() || ev.meta_key() {
            return;
        }
        let target = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let tag = target.as_ref().map(|e| e.tag_name()).unwrap_or_default();
        let key = KeyPress {
            code: ev.code(),
            in_field: matches!(tag.as_str(), "INPUT" | "TEXTAREA" | "SELECT"),
            on_control: matches!(tag.as_str(), "BUTTON" | "A" | "SUMMARY"),
            key: ev.key(),
            in_grid: target
                .and_then(|e| e.closest("[role=grid]").ok().flatten())
                .is_some(),
        };
        if on_key(&key) {
            ev.prevent_default();
        }
    })
}

// ----- full screen and focus (projection mode) -------------------------------------------------

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// Whether an element of the page is shown full screen (`document.fullscreenElement`).
pub fn is_fullscreen() -> bool {
    document().and_then(|d| d.fullscreen_element()).is_some()
}

/// Asks the browser to show `el` full screen (the Fullscreen API; it needs a key press or a
/// click just before). A refusal (no permission, an embedded page, a headless browser) is
/// caught, not logged: the caller keeps its own full-window layout either way.
pub fn enter_fullscreen(el: &web_sys::Element) {
    let promise = Reflect::get(el, &JsValue::from_str("requestFullscreen"))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call0(el).ok())
        .and_then(|p| p.dyn_into::<web_sys::js_sys::Promise>().ok());
    if let Some(p) = promise {
        let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
        let _ = p.catch(&ignore);
        ignore.forget();
    }
}

/// Leaves full screen, if the page is in it.
pub fn exit_fullscreen() {
    if let Some(d) = document().filter(|d| d.fullscreen_element().is_some()) {
        let promise = Reflect::get(&d, &JsValue::from_str("exitFullscreen"))
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
            .and_then(|f| f.call0(&d).ok())
            .and_then(|p| p.dyn_into::<web_sys::js_sys::Promise>().ok());
        if let Some(p) = promise {
            let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
            let _ = p.catch(&ignore);
            ignore.forget();
        }
    }
}

/// Calls `f(is_fullscreen())` whenever the page enters or leaves full screen (also when the
/// user leaves it with Escape or the browser's own controls), until the handle is removed.
pub fn on_fullscreen_change(f: impl Fn(bool) + 'static) -> leptos::prelude::WindowListenerHandle {
    leptos::prelude::window_event_listener_untyped("fullscreenchange", move |_| f(is_fullscreen()))
}

/// Moves the keyboard focus to the first element matching `selector` inside `root`.
pub fn focus_in(root: &web_sys::Element, selector: &str) {
    // HTML and SVG elements both have `focus()`.
    if let Some(el) = root.query_selector(selector).ok().flatten() {
        let _ = Reflect::get(&el, &JsValue::from_str("focus"))
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
            .map(|f| f.call0(&el));
    }
}
