//! The engine's Web Worker (`worker` bin): answers the app's JSON requests with
//! `arbitro::service::handle_json`, off the page's main thread. Built by Trunk's worker link;
//! on the host it only says so.

#[cfg(target_arch = "wasm32")]
fn main() {
    use web_sys::wasm_bindgen::closure::Closure;
    use web_sys::wasm_bindgen::{JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = web_sys::js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(text) = e.data().as_string() {
            let reply = arbitro::service::handle_json(&text);
            let _ = replies.post_message(&JsValue::from_str(&reply));
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages posted before this handler existed would be lost: the page waits for "ready".
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The engine worker runs in the browser; use `arbitro` on the command line.");
    std::process::exit(2);
}
