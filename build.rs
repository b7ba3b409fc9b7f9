//! Embeds the drill bank: writes `$OUT_DIR/drill_files.rs`, a list of every
//! `drills/<topic>/<id>.toml` with its bytes (`include_str!`), so the app and `arbitro drills
//! check` read exactly the same files.
use std::fmt::Write;
use std::path::Path;

fn main() {
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
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("drill_files.rs");
    std::fs::write(dest, out).expect("writable OUT_DIR");
}
