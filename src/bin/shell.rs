//! `shell`: prints the static shell that the build writes into `index.html` (scripts/shell.mjs,
//! a Trunk post-build hook), and with `--replies DIR` writes the engine's replies the page reads
//! before it asks the worker (`service::built_replies`). The shell is the header and the home page's first screen as the app renders them
//! for a trainee with no progress yet, in both languages. The first paint then needs only HTML
//! and CSS; the app replaces the shell when it starts (`app::mount`), with the same markup, so
//! nothing jumps.
//!
//! Each text is written twice, `<span data-l="pt">…</span><span data-l="en">…</span>`, and the
//! stylesheet shows the saved language (`web/shell.js`, a tiny script in the head, marks `<html>`
//! before the body is drawn; pt-BR when nothing is saved). The markup mirrors `Header` in
//! `src/app/mod.rs` and `Home` in `src/app/pages/home.rs`: change them together.

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => print!("{}", native::shell()),
        [flag] if flag == "--drill-pages" => {
            let shells: serde_json::Map<String, serde_json::Value> = native::drill_shells()
                .into_iter()
                .map(|(id, html)| (id, serde_json::Value::String(html)))
                .collect();
            print!("{}", serde_json::Value::Object(shells));
        }
        [flag, dir] if flag == "--replies" => {
            match native::write_replies(std::path::Path::new(dir)) {
                Ok(n) => println!("{n}"),
                Err(e) => {
                    eprintln!("shell: cannot write the replies into {dir}: {e}");
                    std::process::exit(1);
                }
            }
        }
        _ => {
            eprintln!("usage: shell            (the static shell, on standard output)");
            eprintln!(
                "       shell --replies DIR (the engine's replies the page reads first, into DIR)"
            );
            eprintln!("       shell --drill-pages (every drill page's shell, as JSON by drill id)");
            std::process::exit(2);
        }
    }
}

/// The UI's texts, compiled natively here (in the app they are `app::i18n`).
#[cfg(not(target_arch = "wasm32"))]
#[path = "../app/i18n.rs"]
#[allow(dead_code)]
mod ui_text;

/// What `ui_text` names as `crate::i18n`.
#[cfg(not(target_arch = "wasm32"))]
mod i18n {
    pub use arbitro::i18n::Lang;
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::fmt::Write;

    use super::ui_text::{Msg, NAV_LINKS, lang_short_name, progress_line as line};
    use arbitro::i18n::Lang;
    use arbitro::laws::Edition;

    fn esc(s: &str) -> String {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    }

    /// A text in both languages, each shown only in its own (see `style/main.css`, `#shell`).
    fn both(pt: &str, en: &str) -> String {
        if pt == en {
            return esc(pt);
        }
        format!(
            r#"<span data-l="pt">{}</span><span data-l="en" lang="en">{}</span>"#,
            esc(pt),
            esc(en)
        )
    }

    fn t(msg: Msg) -> String {
        let (pt, en) = msg.both();
        both(pt, en)
    }

    /// The header; `current` is the navigation link of the page shown (`aria-current`).
    fn header(out: &mut String, current: &str) {
        let (pt_nav, _) = Msg::MainNav.both();
        let edition = Edition::default().as_str();
        write!(
            out,
            r##"<a class="skip" href="#main">{skip}</a><header class="top"><div class="bar"><a href="/" class="brand" aria-current="page"><img src="/icons/icon.svg" alt="" width="32" height="32"><span>{name}</span></a><a href="/settings" class="edition"><span class="visually-hidden">{in_use} </span>{edition}</a><button type="button" class="lang"><span data-l="pt" lang="en">{to_en}</span><span data-l="en" lang="pt-BR">{to_pt}</span></button><button type="button" class="nav-toggle" aria-expanded="false"><span aria-hidden="true">☰</span><span class="nav-toggle-label">{menu}</span></button></div><nav class="main-nav" aria-label="{nav}"><ul>"##,
            skip = t(Msg::SkipToContent),
            name = t(Msg::AppName),
            in_use = t(Msg::EditionInUse),
            to_en = esc(lang_short_name(Lang::En)),
            to_pt = esc(lang_short_name(Lang::Pt)),
            menu = t(Msg::NavMenu),
            nav = esc(pt_nav),
        )
        .unwrap();
        for (href, msg) in NAV_LINKS {
            let current = if href == current {
                r#" aria-current="page""#
            } else {
                ""
            };
            write!(out, r#"<li><a href="{href}"{current}>{}</a></li>"#, t(msg)).unwrap();
        }
        out.push_str("</ul></nav></header>");
    }

    fn home(out: &mut String) {
        let topics = arbitro::drills::Topic::ALL;
        let index = arbitro::drills::index();
        let edition = Edition::default().as_str();
        write!(
            out,
            r#"<main><section class="page shell-home"><h1>{title}</h1><p class="lead">{intro}</p><p>{in_use} <a href="/settings"><strong>{edition}</strong></a></p><h2>{progress}</h2><p>{none}</p><p class="actions"><a href="/quiz?continue=1" class="button">{cont}</a> <a href="/drills" class="button button--secondary">{start}</a> <a href="/quiz#exam-setup" class="button button--secondary">{exam}</a></p><ul class="topic-progress">"#,
            title = t(Msg::HomeTitle),
            intro = t(Msg::HomeIntro),
            in_use = t(Msg::EditionInUse),
            progress = t(Msg::HomeProgressTitle),
            none = t(Msg::ProgressNone),
            cont = t(Msg::Continue),
            start = t(Msg::HomeStart),
            exam = t(Msg::HomeExam),
        )
        .unwrap();
        for tp in &topics {
            let total = index
                .iter()
                .filter(|(_, topic)| *topic == tp.code())
                .count();
            if total == 0 {
                continue;
            }
            write!(
                out,
                r#"<li data-topic="{code}"><strong>{name}</strong>: {line}<progress max="{total}" value="0"></progress></li>"#,
                code = esc(tp.code()),
                name = both(tp.name().get(Lang::Pt), tp.name().get(Lang::En)),
                line = both(
                    &line(Lang::Pt, 0, 0, 0, total),
                    &line(Lang::En, 0, 0, 0, total)
                ),
            )
            .unwrap();
        }
        write!(
            out,
            r#"</ul><p class="actions"><button type="button">{export}</button> <label class="button button--secondary file-button">{import}</label></p><p class="help">{local}</p></section></main>"#,
            export = t(Msg::Export),
            import = t(Msg::Import),
            local = t(Msg::ProgressLocal),
        )
        .unwrap();
    }

    /// A drill page's first screen (`pages::Drill` and the player's `Loaded` in the app) for
    /// the default edition, without the board (its square is reserved) and the answer controls:
    /// the page's title, the drill's id, title, edition, step line, narrative and question, in
    /// both languages. `None` if the engine cannot prepare the drill.
    fn drill(out: &mut String, id: &str) -> Option<()> {
        use arbitro::service::{Request, Response, handle};
        let edition = Edition::default();
        let Response::Drill { drill: d } = handle(&Request::Drill {
            id: id.into(),
            edition,
        }) else {
            return None;
        };
        let fallback = if d.summary.editions.contains(&edition) {
            String::new()
        } else {
            format!(" — {}", t(Msg::NotInEdition))
        };
        let bi = |b: &arbitro::i18n::Bilingual| both(&b.pt, &b.en);
        write!(
            out,
            r#"<main><section class="page"><h1>{page}</h1><p class="drill-meta"><code>{id}</code> · <label>{label}</label> <select disabled><option>{edition}</option></select></p><article class="player"><h2 class="player-title">{title}</h2><p class="player-edition">{played_in} <strong>{played}</strong>{fallback}</p><div class="player-grid"><div class="player-board"><div class="board"></div></div><div class="player-side"><section class="steps"><p class="step-count">{step} <span>0</span> {of} {n}</p><p class="step-caption">{start}</p></section><p class="narrative">{narrative}</p><h3>{question_label}</h3><p class="question">{question}</p></div></div></article><p><a href="/drills">{back}</a></p></section></main>"#,
            page = t(Msg::DrillTitle),
            id = esc(id),
            label = t(Msg::EditionLabel),
            edition = edition.as_str(),
            title = bi(&d.summary.title),
            played_in = t(Msg::PlayedIn),
            played = d.edition.as_str(),
            step = t(Msg::StepLabel),
            of = t(Msg::Of),
            n = d.timeline.steps.len(),
            start = t(Msg::StepStart),
            narrative = bi(&d.narrative),
            question_label = t(Msg::Question),
            question = bi(&d.question),
            back = t(Msg::DrillBack),
        )
        .ok()
    }

    /// Every drill's static page shell, by id: `<div id="shell" data-keep="drill">` with the
    /// header and the drill's first screen. `data-keep`: the app keeps it on screen (and its own
    /// page hidden, style/main.css) until the drill player has its drill, then removes it.
    pub fn drill_shells() -> Vec<(String, String)> {
        arbitro::drills::catalogue()
            .drills
            .iter()
            .filter_map(|d| {
                let mut out = String::from(r#"<div id="shell" data-keep="drill">"#);
                header(&mut out, "/drills");
                drill(&mut out, &d.id)?;
                out.push_str("</div>");
                Some((d.id.clone(), out))
            })
            .collect()
    }

    /// Writes every reply the build computes ahead of time (`service::built_replies`) under
    /// `dir` (the site's root: the paths start with `/replies/`); returns how many.
    pub fn write_replies(dir: &std::path::Path) -> std::io::Result<usize> {
        let replies = arbitro::service::built_replies();
        for (path, body) in &replies {
            let file = dir.join(path.trim_start_matches('/'));
            if let Some(parent) = file.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(file, body)?;
        }
        Ok(replies.len())
    }

    /// The shell: `<div id="shell">` with the header and the home page.
    pub fn shell() -> String {
        let mut out = String::from(r#"<div id="shell">"#);
        header(&mut out, "/");
        home(&mut out);
        out.push_str("</div>");
        out
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn the_shell_has_every_topic_with_its_count_in_both_languages() {
            let html = shell();
            assert!(html.starts_with(r#"<div id="shell">"#) && html.ends_with("</div>"));
            for tp in arbitro::drills::Topic::ALL {
                let n = arbitro::drills::index()
                    .iter()
                    .filter(|(_, t)| *t == tp.code())
                    .count();
                assert!(n > 0, "topic {} has no drills", tp.code());
                assert!(html.contains(&format!(r#"data-topic="{}""#, tp.code())));
                assert!(html.contains(&format!(r#"max="{n}""#)));
                assert!(html.contains(&esc(tp.name().get(Lang::Pt))));
                assert!(html.contains(&esc(tp.name().get(Lang::En))));
            }
            // No ids: the app's own elements must stay the only ones with theirs.
            let inner = &html[r#"<div id="shell">"#.len()..];
            assert!(!inner.contains(" id="), "{inner}");
            assert!(!html.contains("<script"));
        }

        #[test]
        fn every_drill_has_a_static_first_screen_with_its_texts_in_both_languages() {
            let shells = drill_shells();
            assert_eq!(shells.len(), arbitro::drills::catalogue().drills.len());
            let (id, html) = &shells[0];
            let d = arbitro::drills::catalogue()
                .drills
                .iter()
                .find(|d| &d.id == id)
                .unwrap();
            assert!(
                html.starts_with(r#"<div id="shell" data-keep="drill">"#)
                    && html.ends_with("</div>")
            );
            assert!(html.contains(&format!("<code>{}</code>", esc(id))));
            let summary = arbitro::drills::summary(d);
            assert!(html.contains(&esc(&summary.title.pt)), "{html}");
            assert!(html.contains(&esc(&summary.title.en)), "{html}");
            assert!(
                html.contains(r#"<li><a href="/drills" aria-current="page">"#),
                "{html}"
            );
            let inner = &html[r#"<div id="shell" data-keep="drill">"#.len()..];
            assert!(!inner.contains(" id="), "{inner}");
            assert!(!html.contains("<script"));
        }
    }
}
