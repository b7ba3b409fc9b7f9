// Starts the app. Trunk would inject an inline module script for this; the
// Content-Security-Policy (index.html, tests/e2e/server.mjs) allows no inline script, so
// Trunk.toml's `pattern_script` puts this file in its place, with the hashed names of the
// wasm-bindgen module and of the wasm on the script element.
const script = document.querySelector("script[data-arbitro-loader]");
const { default: init } = await import(script.dataset.js);
const wasm = await init({ module_or_path: script.dataset.wasm });
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
