//! The web app (`app` bin). On wasm32 it mounts the Leptos UI; on the host it only says how to
//! build it, because the app is compiled by Trunk.

#[cfg(target_arch = "wasm32")]
fn main() {
    arbitro::app::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The Árbitro web app is built for the browser: run `trunk serve` (see README.md).");
    std::process::exit(2);
}
