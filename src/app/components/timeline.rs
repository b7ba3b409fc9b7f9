//! One timeline player for the drill player and the projection: the engine's
//! [`Cursor`] in a signal, the present instant, the frame loop while playing, the frame and the
//! clocks to show, and the stepping keys both pages share. Each page draws its own controls
//! around it; neither keeps a step counter, a play timer or any clock arithmetic of its own.
use std::sync::Arc;

use leptos::prelude::*;
use shakmaty::{ByColor, Color};

use crate::app::platform::{self, FrameLoop};
use crate::clock::Millis;
use crate::rulings::cursor::{Cursor, Pace};
use crate::service::{PageDrill, PageFrame};

/// The drill player's pace: a step every 1.2 s, clocks jump from event to event.
pub const DRILL_PACE: Pace = Pace {
    step: Millis(1200),
    real_time: false,
};

/// The projection's pace: a step every 2.5 s, and where time passes the running clock counts
/// down in real time.
pub const PROJECTION_PACE: Pace = Pace {
    step: Millis(2500),
    real_time: true,
};

#[derive(Clone, Copy)]
pub struct TimelinePlayer {
    drill: Signal<Arc<PageDrill>>,
    cursor: RwSignal<Cursor>,
    now: RwSignal<Millis>,
    pace: Pace,
    /// The frame shown (the start, or the frame after the step's event).
    pub frame: Memo<PageFrame>,
    /// The clocks shown at the present instant.
    pub clocks: Memo<Option<ByColor<Millis>>>,
}

/// A player over `drill`'s timeline (which may change: another edition keeps the step where it
/// can), at `pace`. Its frame loop stops with the component.
pub fn use_timeline(drill: Signal<Arc<PageDrill>>, pace: Pace) -> TimelinePlayer {
    let steps = Memo::new(move |_| drill.with(|d| d.timeline.steps.len()));
    let cursor = RwSignal::new(Cursor::new(steps.get_untracked()));
    let now = RwSignal::new(platform::now());
    let frame = Memo::new(move |_| {
        let step = cursor.with(Cursor::step);
        drill.with(|d| d.timeline.frame(step).clone())
    });
    let clocks = Memo::new(move |_| {
        let (c, now) = (cursor.get(), now.get());
        frame.with(|f| c.clocks(now, f.clocks, f.run.as_ref(), pace))
    });
    let p = TimelinePlayer {
        drill,
        cursor,
        now,
        pace,
        frame,
        clocks,
    };
    Effect::new(move |_| {
        let n = steps.get();
        if cursor.with_untracked(|c| c.steps() != n) {
            cursor.update(|c| c.set_steps(n));
        }
    });
    let frames = StoredValue::new(None::<FrameLoop>);
    Effect::new(move |_| {
        let playing = cursor.with(Cursor::playing);
        match frames.get_value() {
            None if playing => frames.set_value(Some(platform::every_frame(move || p.tick()))),
            Some(f) if !playing => {
                f.stop();
                frames.set_value(None);
            }
            _ => {}
        }
    });
    on_cleanup(move || {
        if let Some(f) = frames.get_value() {
            f.stop();
        }
    });
    p
}

impl TimelinePlayer {
    /// Applies a change at the present instant (signals are told only of real changes).
    fn act(self, f: impl FnOnce(&mut Cursor, Millis)) {
        let now = platform::now();
        self.now.set(now);
        let mut c = self.cursor.get_untracked();
        f(&mut c, now);
        if c != self.cursor.get_untracked() {
            self.cursor.set(c);
        }
    }

    fn tick(self) {
        let pace = self.pace;
        let frame = self.frame;
        self.act(|c, now| {
            frame.with_untracked(|f| c.tick(now, f.run.as_ref(), pace));
        });
    }

    /// The step shown (0: before the first event).
    pub fn step(self) -> usize {
        self.cursor.with(Cursor::step)
    }

    pub fn steps(self) -> usize {
        self.cursor.with(Cursor::steps)
    }

    pub fn at_end(self) -> bool {
        self.cursor.with(Cursor::at_end)
    }

    pub fn playing(self) -> bool {
        self.cursor.with(Cursor::playing)
    }

    pub fn go(self, to: usize) {
        self.act(|c, _| c.go(to));
    }

    pub fn next(self) {
        self.act(|c, _| c.next());
    }

    pub fn prev(self) {
        self.act(|c, _| c.prev());
    }

    pub fn first(self) {
        self.act(|c, _| c.first());
    }

    pub fn last(self) {
        self.act(|c, _| c.last());
    }

    /// Play or pause.
    pub fn toggle(self) {
        self.act(Cursor::toggle);
    }

    /// The side whose clock runs in the frame shown.
    pub fn running(self) -> Signal<Option<Color>> {
        let frame = self.frame;
        Signal::derive(move || frame.with(|f| f.running))
    }

    /// The caption of the step shown (`None` before the first event).
    pub fn caption(self) -> Option<crate::i18n::Bilingual> {
        let step = self.step();
        self.drill.with(|d| {
            step.checked_sub(1)
                .and_then(|i| d.timeline.steps.get(i))
                .map(|s| s.caption.clone())
        })
    }

    /// The keys both pages step with: ← → Home End, and P to play or pause. Whether the key
    /// was one of them.
    pub fn key(self, key: &str) -> bool {
        match key {
            "ArrowLeft" => self.prev(),
            "ArrowRight" => self.next(),
            "Home" => self.first(),
            "End" => self.last(),
            "p" | "P" => self.toggle(),
            _ => return false,
        }
        true
    }
}
