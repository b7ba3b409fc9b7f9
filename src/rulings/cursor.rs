//! Playing an incident's timeline: which step is shown, whether it plays, and the clocks at an
//! instant while time passes between two events. The drill player and the projection both
//! drive one [`Cursor`]; the clocks come from the engine's [`Clock`] (a [`ClockRun`]), so a
//! page does no clock arithmetic of its own. Time is an input: every method that needs the
//! time is given `now`.
use shakmaty::{ByColor, Color};

use crate::clock::{Clock, Millis};

/// The clock between two events while time passes (a wait): the engine's clock as it stood at
/// the first, and how long until the second.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockRun {
    pub clock: Clock,
    /// The instant of the first event (on the clock's time line).
    pub from: Millis,
    /// The time that passes.
    pub length: Millis,
}

impl ClockRun {
    /// The run of `clock` from `from` for `length`, or `None` when no clock reading changes
    /// over it (no clock runs, or the time stays within a simple delay).
    pub fn new(clock: Clock, from: Millis, length: Millis) -> Option<ClockRun> {
        let run = ClockRun {
            clock,
            from,
            length,
        };
        (run.exact(Millis::ZERO) != run.exact(length)).then_some(run)
    }

    fn exact(&self, elapsed: Millis) -> ByColor<Millis> {
        self.clock
            .face(self.from + elapsed.min(self.length))
            .remaining
    }

    /// The side whose clock runs.
    pub fn side(&self) -> Option<Color> {
        self.clock.running_at(self.from)
    }

    /// How long the run lasts on screen: until the readings stop changing — the time passed,
    /// or a flag fell and the clock stopped counting.
    pub fn duration(&self) -> Millis {
        let end = self.exact(self.length);
        let flag = self
            .side()
            .and_then(|side| self.clock.flag_fallen_at(side, self.from + self.length))
            .filter(|f| f.at >= self.from)
            .map(|f| f.at.saturating_sub(self.from));
        match flag {
            Some(at) if self.exact(at) == end => at,
            _ => self.length,
        }
    }

    /// Both clocks after `elapsed` of the run, as a clock shows them: whole seconds rounded up
    /// while the run lasts, and exactly the reading of the next event once it is over.
    pub fn clocks_after(&self, elapsed: Millis) -> ByColor<Millis> {
        let exact = self.exact(elapsed);
        if elapsed >= self.duration() {
            return self.exact(self.length);
        }
        exact.map(|m| Millis(m.as_millis().div_ceil(1000) * 1000))
    }
}

/// How a timeline plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    /// How long a step stays on screen when no clock runs towards the next.
    pub step: Millis,
    /// Whether a run plays in real time (the projection) or jumps like any step (the drill
    /// player, where a wait of an hour must not take an hour).
    pub real_time: bool,
}

/// A position in a timeline of `steps` events (0: before the first) and its playing state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    steps: usize,
    at: usize,
    /// `Some(instant)` while playing: when playing (re)started in this step.
    resumed: Option<Millis>,
    /// Time played in this step before the last pause.
    banked: Millis,
}

impl Cursor {
    pub fn new(steps: usize) -> Cursor {
        Cursor {
            steps,
            at: 0,
            resumed: None,
            banked: Millis::ZERO,
        }
    }

    /// The step shown: 0 before the first event, `steps()` after the last.
    pub fn step(&self) -> usize {
        self.at
    }

    pub fn steps(&self) -> usize {
        self.steps
    }

    pub fn at_end(&self) -> bool {
        self.at >= self.steps
    }

    pub fn playing(&self) -> bool {
        self.resumed.is_some()
    }

    /// Another timeline (another edition) under the same cursor: the step stays where it can.
    pub fn set_steps(&mut self, steps: usize) {
        self.steps = steps;
        self.at = self.at.min(steps);
    }

    /// Shows step `to` (clamped to the timeline); playing stops and the time played is reset.
    pub fn go(&mut self, to: usize) {
        self.at = to.min(self.steps);
        self.resumed = None;
        self.banked = Millis::ZERO;
    }

    pub fn next(&mut self) {
        self.go(self.at + 1);
    }

    pub fn prev(&mut self) {
        self.go(self.at.saturating_sub(1));
    }

    pub fn first(&mut self) {
        self.go(0);
    }

    pub fn last(&mut self) {
        self.go(self.steps);
    }

    /// Play, or pause keeping the time played in this step. Playing at the end starts again
    /// from the first step.
    pub fn toggle(&mut self, now: Millis) {
        match self.resumed {
            Some(since) => {
                self.banked = self.banked + now.saturating_sub(since);
                self.resumed = None;
            }
            None => {
                if self.at_end() {
                    self.go(0);
                }
                self.resumed = Some(now);
            }
        }
    }

    /// Time played in the step shown.
    pub fn played(&self, now: Millis) -> Millis {
        self.banked
            + self
                .resumed
                .map_or(Millis::ZERO, |since| now.saturating_sub(since))
    }

    /// How long the step shown plays before the next: the run towards it, or the pace's step.
    pub fn hold(&self, run: Option<&ClockRun>, pace: Pace) -> Millis {
        match run {
            Some(r) if pace.real_time => r.duration(),
            _ => pace.step,
        }
    }

    /// While playing: moves on once the step shown has played for its hold (`run`: the clock
    /// run from the step shown towards the next, if any); stops at the end. Whether the step
    /// changed.
    pub fn tick(&mut self, now: Millis, run: Option<&ClockRun>, pace: Pace) -> bool {
        if !self.playing() {
            return false;
        }
        if self.at_end() {
            self.resumed = None;
            return false;
        }
        if self.played(now) < self.hold(run, pace) {
            return false;
        }
        self.at += 1;
        self.banked = Millis::ZERO;
        self.resumed = (!self.at_end()).then_some(now);
        true
    }

    /// The clocks to show at `now`: while a run plays in real time in this step, the engine
    /// clock's reading after the time played; otherwise the step's own reading (`shown`).
    pub fn clocks(
        &self,
        now: Millis,
        shown: Option<ByColor<Millis>>,
        run: Option<&ClockRun>,
        pace: Pace,
    ) -> Option<ByColor<Millis>> {
        let played = self.played(now);
        match run {
            Some(r) if pace.real_time && played > Millis::ZERO && shown.is_some() => {
                Some(r.clocks_after(played))
            }
            _ => shown,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROJECTION: Pace = Pace {
        step: Millis(2500),
        real_time: true,
    };
    const DRILL: Pace = Pace {
        step: Millis(1200),
        real_time: false,
    };

    fn secs(s: u64) -> Millis {
        Millis::from_secs(s)
    }

    /// White's clock running at `from` with `white` left, on `control`.
    fn running(control: &str, white: Millis, from: Millis) -> Clock {
        Clock::in_progress(
            control.parse().unwrap(),
            ByColor {
                white,
                black: secs(3900),
            },
            ByColor::default(),
            Color::White,
            from,
        )
    }

    #[test]
    fn steps_move_and_stop_playing() {
        let mut c = Cursor::new(3);
        c.next();
        c.next();
        assert_eq!(c.step(), 2);
        c.prev();
        c.last();
        assert!(c.at_end());
        c.next();
        assert_eq!(c.step(), 3, "never past the end");
        c.first();
        c.prev();
        assert_eq!(c.step(), 0, "never before the start");
        c.toggle(secs(1));
        assert!(c.playing());
        c.next();
        assert!(!c.playing(), "a manual step stops playing");
        assert_eq!(c.played(secs(100)), Millis::ZERO);
        c.set_steps(0);
        assert_eq!(c.step(), 0);
    }

    #[test]
    fn playing_holds_each_step_and_restarts_from_the_end() {
        let mut c = Cursor::new(2);
        c.toggle(secs(10));
        assert!(!c.tick(Millis(11_199), None, DRILL));
        assert!(c.tick(Millis(11_200), None, DRILL));
        assert_eq!(c.step(), 1);
        assert!(c.tick(Millis(12_400), None, DRILL));
        assert_eq!(c.step(), 2);
        assert!(!c.playing(), "stops at the end");
        c.toggle(secs(20));
        assert_eq!(
            (c.step(), c.playing()),
            (0, true),
            "plays again from the start"
        );
    }

    /// The browser test's case (illegal-moves-002): White's clock runs a minute from 1:05:00.
    #[test]
    fn a_wait_plays_in_real_time_and_pauses_keep_the_time_played() {
        let run =
            ClockRun::new(running("5400+30", secs(3900), secs(0)), secs(0), secs(60)).unwrap();
        assert_eq!(run.side(), Some(Color::White));
        assert_eq!(run.duration(), secs(60));
        let mut c = Cursor::new(2);
        let shown = Some(run.clock.face(secs(0)).remaining);
        c.toggle(secs(1));
        let white = |c: &Cursor, now| c.clocks(now, shown, Some(&run), PROJECTION).unwrap().white;
        assert_eq!(white(&c, secs(31)), secs(3870));
        assert_eq!(
            white(&c, Millis(31_001)),
            secs(3870),
            "rounded up to the second"
        );
        c.toggle(secs(31));
        assert_eq!(
            white(&c, secs(500)),
            secs(3870),
            "paused: time going by changes nothing"
        );
        c.toggle(secs(500));
        assert!(!c.tick(secs(515), Some(&run), PROJECTION));
        assert_eq!(white(&c, secs(515)), secs(3855));
        assert!(c.tick(secs(530), Some(&run), PROJECTION));
        assert_eq!(c.step(), 1);
        // The drill player's pace: the same run is one step like any other.
        assert_eq!(c.hold(Some(&run), DRILL), DRILL.step);
        assert_eq!(c.clocks(secs(600), shown, Some(&run), DRILL), shown);
    }

    #[test]
    fn a_simple_delay_holds_the_clock_before_it_runs() {
        // 5-second delay, a 10-second wait: nothing moves for 5 s, then 5 s run off.
        let clock = running("300d5", secs(300), secs(0));
        let run = ClockRun::new(clock, secs(0), secs(10)).unwrap();
        assert_eq!(run.clocks_after(secs(4)).white, secs(300));
        assert_eq!(run.clocks_after(Millis(7_500)).white, secs(298));
        assert_eq!(run.clocks_after(secs(10)).white, secs(295));
        // A wait within the delay changes nothing: no run, an ordinary step.
        let clock = running("300d5", secs(300), secs(0));
        assert_eq!(ClockRun::new(clock, secs(0), secs(3)), None);
    }

    #[test]
    fn a_flag_ends_the_run_when_the_clock_stops_counting() {
        // 30 s left in a sudden-death control, a wait of an hour: the run lasts 30 s.
        let run = ClockRun::new(running("300", secs(30), secs(0)), secs(0), secs(3600)).unwrap();
        assert_eq!(run.duration(), secs(30));
        assert_eq!(run.clocks_after(secs(30)).white, Millis::ZERO);
        assert_eq!(run.clocks_after(Millis(29_001)).white, secs(1));
    }

    #[test]
    fn a_clock_survives_its_snapshot() {
        let mut clock = running("40/5400+30:1800+30", secs(300), secs(0));
        let _ = clock.press(Color::White, secs(12));
        assert_eq!(Clock::from_snapshot(clock.snapshot()), clock);
    }
}
