//! Embeds the drill bank: writes `$OUT_DIR/drill_files.rs`, a list of every
//! `drills/<topic>/<id>.toml` with its bytes (`include_str!`), so the app and `arbitro drills
//! check` read exactly the same files; and `$OUT_DIR/drill_index.rs`, only the `(id, topic)` of
//! each file (the file name and its folder, which the schema requires to equal the drill's `id`
//! and `topic`), so that the page can show the topic list and counts without the bank itself.
use std::fmt::Write;
use std::path::Path;

fn main() {
    // The app's wasm keeps its relocations (wasm-ld --emit-relocs): scripts/split.mjs needs them
    // to cut it into the home page's module and one piece per lazy route (wasm-split). Only the
    // `app` binary, only for wasm32.
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=app=--emit-relocs");
    }
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("drills");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    if let Ok(topics) = std::fs::read_dir(&root) {
        for topic in topics.flatten() {
            let path = topic.path();
            if !path.is_dir() {
                continue;
            }
            println!("cargo:rerun-if-changed={}", path.display());
            for entry in std::fs::read_dir(&path)
                .expect("readable drill folder")
                .flatten()
            {
                let p = entry.path();
                if p.extension().is_some_and(|e| e == "toml") {
                    files.push(p);
                }
            }
        }
    }
    files.sort();
    let mut out = String::from(
        "/// Every drill file: (path relative to the crate, contents).\npub static DRILL_FILES: &[(&str, &str)] = &[\n",
    );
    for p in &files {
        let rel = p.strip_prefix(&manifest).expect("inside the crate");
        writeln!(
            out,
            "    ({:?}, include_str!({:?})),",
            rel.to_string_lossy(),
            p.to_string_lossy()
        )
        .unwrap();
    }
    out.push_str("];\n");
    let out_dir = std::env::var("OUT_DIR").expect("OUT_DIR");
    std::fs::write(Path::new(&out_dir).join("drill_files.rs"), out).expect("writable OUT_DIR");

    let mut index = String::from(
        "/// Every drill file's `(id, topic)`: its name without `.toml` and its folder.\npub static DRILL_INDEX: &[(&str, &str)] = &[\n",
    );
    for p in &files {
        let id = p.file_stem().expect("a file name").to_string_lossy();
        let topic = p
            .parent()
            .and_then(|d| d.file_name())
            .expect("inside a topic folder")
            .to_string_lossy();
        writeln!(index, "    ({id:?}, {topic:?}),").unwrap();
    }
    index.push_str("];\n");
    std::fs::write(Path::new(&out_dir).join("drill_index.rs"), index).expect("writable OUT_DIR");
}
