//! Prints, for every drill and every edition, the articles the drill's key lists and the
//! articles the engine cites: `drill-id <TAB> edition <TAB> L|x (listed by the drill or not)
//! <TAB> key=… <TAB> engine=…`. Two runs (before and after a change) compared line by line count
//! the citations a change moves: `cargo run --example citations > after.tsv`.
use arbitro::drills::catalogue;
use arbitro::laws::Edition;

fn main() {
    for d in &catalogue().drills {
        for e in Edition::ALL {
            let key = d
                .expectation(e)
                .map(|x| x.articles.join(","))
                .unwrap_or_else(|| "-".into());
            let engine = match d.ruling(e) {
                Ok(r) => r.article_numbers().join(","),
                Err(err) => format!("ERR {err}"),
            };
            let listed = if d.editions.contains(&e) { "L" } else { "x" };
            println!("{}\t{e}\t{listed}\tkey={key}\tengine={engine}", d.id);
        }
    }
}
