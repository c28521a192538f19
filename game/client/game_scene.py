"""What every game's scene stands on: it holds an engine state, applies
actions (journaled, flushed per action), runs the bots, keeps the game clock
(which stops while the game is paused), and hands the outcome to the results
screen. Subclasses only render views and turn intents into actions."""

from __future__ import annotations

import importlib
import multiprocessing
import os
import secrets
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.client.gfx import Canvas, Color, Theme
from game.client.input import MOUSE_SOURCE, Intent
from game.client.names import seat_name
from game.client.scene import Scene
from game.client.table import Banner
from game.engine import registry
from game.engine.botworker import think, warm_up, watch_parent
from game.engine.contract import Event, Game, GameConfig, IllegalAction, Json, Outcome, SeatConfig, resolve
from game.engine.journal import JournalError, JournalWriter, prune_finished, replay, start_journal
from game.engine.match import PlayRequest, bot_state, derive_seed
from game.engine.planner import InlinePlanner, Plan, Planners, Posted, WorkerPlanner

RESULTS_DELAY_S = 1.6
BOT_MIN_DELAY_S = 0.45
"""A turn-based bot's move is shown no sooner than this after the previous one."""
INLINE_THINK_MS = 300
"""Longest a bot thinks in the window's own process (when no worker can run)."""


class BotPool:
    """One worker process for turn-based bots, started once and reused. The
    worker ends by itself when this process dies (:func:`watch_parent`)."""

    _executor: ProcessPoolExecutor | None = None

    @classmethod
    def get(cls) -> ProcessPoolExecutor:
        """The pool; raises ``OSError`` (or another error of multiprocessing's)
        when no worker process can be started here."""
        if cls._executor is None:
            cls._executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                                initializer=watch_parent, initargs=(os.getpid(),))
            cls._executor.submit(warm_up)
        return cls._executor

    @classmethod
    def shutdown(cls) -> None:
        """Stop the worker, even in the middle of a search."""
        executor, cls._executor = cls._executor, None
        if executor is not None:
            for process in list(getattr(executor, "_processes", {}).values()):
                process.terminate()
            executor.shutdown(wait=False, cancel_futures=True)


def content_json(store: Any, game: Game[Any, Any]) -> Json:
    """A game's validated YAML as JSON, from a ContentStore (None if missing)."""
    if not game.content_file:
        return None
    model = store.get(game.content_file)
    return None if model is None else model.model_dump(mode="json")


def scene_class(game: Game[Any, Any]) -> type[GameScene]:
    cls = resolve(game.parts.scene)
    assert issubclass(cls, GameScene)
    return cls


def assign_sources(app: Any, seats: tuple[SeatConfig, ...]) -> tuple[SeatConfig, ...]:
    """Human seats without an input source get the keyboard zones in order."""
    used = {s.source for s in seats if s.source}
    free = [src for src in app.input.keyboard_sources() if src not in used]
    out = []
    for seat in seats:
        if not seat.is_bot and not seat.source and free:
            seat = replace(seat, source=free.pop(0))
        out.append(seat)
    return tuple(out)


def start_game(app: Any, request: PlayRequest, phones: Any = None,
               phone_slots: dict[int, int] | None = None) -> GameScene | None:
    """Start the game ``request`` asks for; ``phones`` (a PhoneLink) moves to
    the game with ``phone_slots``, lobby slot -> game seat (if the game does
    not start, it stays with the caller)."""
    tr = app.tr
    game = registry.get(request.game_id)
    app.last_game = game.id  # back in the main menu, its cursor is on this game
    content = content_json(app.ensure_content(), game)
    if game.content_file and content is None:
        app.toast(tr("game.no_content", file=game.content_file))
        return None
    app.release_memory()  # what the last game and its screens left behind
    seed = request.seed if request.seed is not None else secrets.randbits(63)
    config = GameConfig(assign_sources(app, request.seats), game.resolve_rules(request.rules), content)
    humans = {i for i, s in enumerate(config.seats) if not s.is_bot}
    phone_seats = tuple(sorted(humans & set((phone_slots or {}).values()))) if phones is not None else ()
    try:
        journal: JournalWriter | None = start_journal(game.id, seed, config, phone_seats)
    except OSError as exc:
        journal = None
        app.toast(tr("game.no_journal", error=str(exc)))
    try:
        scene = scene_class(game)(app, game, config, seed, journal)
    except (ImportError, AttributeError, KeyError, TypeError, ValueError, IllegalAction) as exc:
        app.toast(tr("game.cannot_start", error=str(exc)))
        if journal is not None:
            journal.end(0.0, {"winners": [], "scores": [], "reason": "abandoned", "detail": {"error": str(exc)}})
            journal.close()
        return None
    if phones is not None:
        phones.assign(phone_slots or {}, humans)
        scene.phones = phones
        scene.had_phones = True
    app.stack.push(scene)
    scene.check_sources()
    return scene


def table_preview(app: Any, request: PlayRequest) -> Scene:
    """For :meth:`Scene.ahead`: the table ``request`` would start, as its
    first frame shows it (the same seats, rules and seed), made only to be
    drawn off screen so its art is rasterised before the game opens."""
    game = registry.get(request.game_id)
    config = GameConfig(assign_sources(app, request.seats), game.resolve_rules(request.rules),
                        content_json(app.ensure_content(), game))
    return scene_class(game)(app, game, config, request.seed or 0, shown_only=True)


def resume_phones(app: Any, scene: GameScene, seats: tuple[int, ...]) -> None:
    """A game that had phones is resumed: a new server (new tokens and codes:
    the old pages say to scan again) for the same ``seats``."""
    from game.client.phones import PhoneLink
    try:
        link = PhoneLink(app, scene.config.num_seats)
    except (OSError, ImportError) as exc:
        app.toast(app.tr("lobby.phones_failed", error=str(exc) or type(exc).__name__), 8.0)
        return
    link.assign({seat: seat for seat in seats}, set(seats))
    scene.phones = link
    scene.had_phones = True
    for seat in seats:  # for a phone without a camera, as `play --phones` does
        print(f"phone seat {seat + 1}: {link.server.url(seat)} (code {link.code(seat)})", flush=True)


def resume_game(app: Any, path: Any) -> GameScene | None:
    """Rebuild a game from its journal (resume = replay) and continue it."""
    tr = app.tr
    try:
        writer, journal = JournalWriter.resume(path)
    except (OSError, JournalError) as exc:
        app.toast(tr("resume.failed", error=str(exc)))
        return None
    try:
        game = registry.get(journal.header.game)
        state, _ = replay(game, journal)
        scene = scene_class(game)(app, game, journal.header.config, journal.header.seed, writer,
                                  state=state, clock_offset=journal.last_time)
        scene.log = [(e.t, e.seat, e.action) for e in journal.actions]  # undo reaches before the resume
    except (KeyError, IllegalAction, JournalError, ImportError, AttributeError, ValueError, TypeError,
            OverflowError, RecursionError) as exc:
        # the file stays (a bug report is a journal) but is not offered again
        from game.content.loader import explain

        reason = explain(exc, "content").replace(str(Path(path).parent) + os.sep, "")
        writer.end(journal.last_time, {"winners": [], "scores": [], "reason": "abandoned",
                                       "detail": {"resume_failed": reason}})
        writer.close()
        app.toast(tr("resume.failed", error=f"{Path(path).name}: {reason}"))
        return None
    humans = {i for i, s in enumerate(journal.header.config.seats) if not s.is_bot}
    if set(journal.header.phones) & humans:
        resume_phones(app, scene, tuple(sorted(set(journal.header.phones) & humans)))
    app.stack.push(scene)
    scene.check_sources()
    if scene.phones is not None:  # the new codes on the TV at once (and in the pause menu's Phones)
        from game.client.scenes.overlays import PhonesScene
        app.stack.push(PhonesScene(app, scene))
    return scene


class GameScene(Scene):
    """Base class of every game's scene."""

    results_delay_s = RESULTS_DELAY_S
    """How long the table shows the end of a game before the results."""
    banner_s = 2.6
    """How long :meth:`announce` shows a line by default."""
    drawn_alike_covered = False
    reviewable = False
    """Whether the results offer to look back over the game's table move by
    move: the scene then draws ``reviewing`` when it is set, and says which
    move it is (``review_step``) and the keys (``results.review_keys``)."""

    def __init__(self, app: Any, game: Game[Any, Any], config: GameConfig, seed: int,
                 journal: JournalWriter | None = None, state: Any = None, clock_offset: float = 0.0,
                 shown_only: bool = False) -> None:
        """``shown_only``: made only to be drawn ahead (:func:`table_preview`):
        its bots never start thinking, and it makes no sound."""
        super().__init__(app)
        self.shown_only = shown_only
        self.game = game
        self.config = config
        self.seed = seed
        self.journal = journal
        self.state = state if state is not None else game.new_game(config, seed)
        self.seat_of: dict[str, int] = {s.source: i for i, s in enumerate(config.seats)
                                        if not s.is_bot and s.source}
        self.lost: list[int] = []
        think_ms = app.settings.bot_think_ms if not game.realtime else None
        self.bots: dict[int, str] = {i: s.level for i, s in enumerate(config.seats) if s.is_bot}
        """Bot seat -> its level. The bots themselves live where they think (the
        worker, the planner): made here they would only hold memory (a Mana
        bot's search tables are megabytes)."""
        self.think_ms = think_ms
        self._future: Future[Json | None] | None = None
        self._future_key: tuple[int, int] | None = None
        self._bot_failures = 0
        self._think_here = False
        """No worker process could start: bots think in this process."""
        self._bot_seen: dict[int, tuple[Any, Any, Any]] = {}
        self._last_move_at = app.clock()
        self.moves = 0
        self._clock0 = app.clock()
        self._offset = clock_offset
        self._paused_at: float | None = None
        self._paused_total = 0.0
        self._gaps: list[tuple[float, float]] = []
        """Recent spans of wall time the game clock skipped (pauses, stalls); older ones are summed
        in ``_paused_total``."""
        self.log: list[tuple[float, int, Json]] = []
        """Actions applied in this session, for undo (resumed games start empty)."""
        self.redo_stack: list[list[tuple[float, int, Json]]] = []
        self.outcome: Outcome | None = None
        self.banner = Banner()
        """What just happened, over the table (each table draws it where it has room)."""
        self.reviewing: Any = None
        """A past state to draw instead of the current one (see ``reviewable``)."""
        self.review_step = (0, 0)
        """Which move ``reviewing`` follows, of how many."""
        self._results_at: float | None = None
        self.phones: Any = None
        """The PhoneLink of a game started with phones on (game.client.phones)."""
        self.night: Any = None
        """The game night this game is part of (scenes.gamenight.NightScene), if any."""
        self.had_phones = False
        """Started with phones (they stop with the game; "play again" goes by the lobby for new codes)."""
        self.resumed_at = float("-inf")
        """When the game last came back from a pause (an action that arrived
        before that is refused: it was made while the game stood still)."""
        self.last_refusal = ""
        """Why the rules refused the last refused action (for a phone to say)."""
        self._planner: InlinePlanner | WorkerPlanner | None = None
        """Where a real-time table's bots plan (never in the frame loop in the app)."""
        self._posted: Any = None
        """The state last posted to the planner."""
        self._version = 0
        self._spans: dict[int, list[float | None]] = {}
        """Per posted state (recent ones): the game time it began and ended at (None: current)."""
        self._plans: dict[tuple[int, int], Plan] = {}
        """Plans received, by (seat, version)."""
        self._pressed: dict[int, int] = {}
        """Per bot seat: the state version current when its last press was applied
        (plans made for that state or an older one did not know of that press)."""
        self._state_t = clock_offset
        """Game time of the last change of the state."""
        self._check_outcome(clock_offset)  # a resumed game whose end line never got written ends now
        if shown_only:
            return
        if game.realtime and self.bots and self.outcome is None:
            self._open_planner()  # start the worker now: its start-up overlaps the count-in
        if not game.realtime and self.bots:
            self._bot_pool()  # start the worker now: its start-up overlaps the first human move

    # -- time -----------------------------------------------------------------------
    def game_time(self, wall: float) -> float:
        """Seconds of play: wall time minus pauses and stalls, continuing a
        resumed game. It never goes back: a time inside a pause is its start."""
        skipped = self._paused_total + sum(min(end, wall) - start for start, end in self._gaps if start < wall)
        if self._paused_at is not None and wall > self._paused_at:
            skipped += wall - self._paused_at
        return max(0.0, wall - self._clock0 - skipped) + self._offset

    def _skip(self, start: float, end: float) -> None:
        self._gaps.append((start, end))
        if len(self._gaps) > 32:  # times that old are never asked about
            old_start, old_end = self._gaps.pop(0)
            self._paused_total += old_end - old_start

    def pause(self) -> None:
        if self._paused_at is None:
            self._paused_at = self.app.clock()

    def resume(self) -> None:
        if self._paused_at is not None:
            self._skip(self._paused_at, self.app.clock())
            self._paused_at = None
            self.resumed_at = self.app.clock()

    def stalled(self, start: float, end: float) -> None:
        """The window did nothing from ``start`` to ``end`` (the machine was
        busy, asleep, or a window was dragged): nobody could see the table or
        be read pressing, so the game clock waits, like a pause, and no count
        or window runs out unseen."""
        if self._paused_at is None:
            self._skip(start, end)

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    # -- acting -----------------------------------------------------------------------
    # -- when to draw ---------------------------------------------------------------------
    @property
    def live(self) -> bool:
        """The game runs: not over, not paused."""
        return self.outcome is None and self._paused_at is None

    @property
    def realtime_input(self) -> bool:
        return self.game.realtime and self.live

    def needs_frames(self, now: float) -> bool:
        """A live real-time table moves all the time (timers, count-ins, bots),
        and so does its last moment before the results screen."""
        return self.game.realtime and (self.live or (self._results_at is not None and self._paused_at is None))

    def next_wake(self, now: float) -> float | None:
        """The results screen's time, a bot's answer to collect, a timed rule."""
        times = []
        if self._results_at is not None:
            times.append(self._results_at)
        if self._future is not None or (self._think_here and self.live):
            times.append(max(now + 0.02, self._last_move_at + BOT_MIN_DELAY_S))
        deadline = self.game.next_deadline(self.state) if self.live else None
        if deadline is not None:
            times.append(now + max(0.0, deadline - self.game_time(now)))
        return min(times) if times else None

    def submit(self, seat: int, action: Any, t: float, redoing: bool = False) -> bool:
        """Apply ``action`` for ``seat`` at game time ``t``; False if refused."""
        if self.outcome is not None:
            return False
        try:
            state, events = self.game.apply(self.state, seat, action, t)
        except IllegalAction as exc:
            self.last_refusal = exc.reason
            self.on_illegal(seat, action, exc.reason)
            return False
        self.state = state
        self._changed(t)
        self.moves += 1
        self._last_move_at = self.app.clock()
        action_json = self.game.action_to_json(action)
        self.log.append((t, seat, action_json))
        if not redoing and not self.is_bot(seat):
            self.redo_stack.clear()
        self.record("action", t, seat, action_json)
        self.on_events(events)
        self._check_outcome(t)
        self.app.request_frame()
        return True

    def _check_outcome(self, t: float) -> None:
        outcome = self.game.outcome(self.state)
        if outcome is not None and self.outcome is None:
            self.outcome = outcome
            self.record("end", t, outcome.to_json())
            self.record("close")
            try:  # a finished game is the moment old journals may go (never an unfinished one)...
                from game.engine.records import absorb
                absorb()  # ...once the records have what they hold
                prune_finished(self.app.settings.journals_kept)
            except OSError:
                pass
            self._results_at = self.app.clock() + self.results_delay_s

    def update_covered(self, now: float) -> None:
        if self.phones is not None:  # paused: a phone that opens its seat gets its page, its moves are refused
            self.phones.pump(self)

    def update(self, now: float) -> None:
        if self.phones is not None:  # first: a press stamped before a deadline is judged at its time
            self.phones.pump(self)
        t = self.game_time(now)
        bots = self.outcome is None and not self.lost and self.bots_may_act(now)
        if bots and self.game.realtime:
            self._play_bots(t)  # the presses due by now, in time order with the deadlines
        self._advance(t)
        if bots and not self.game.realtime:
            self._run_bots(now, t)
        self._post()
        self.animate(now)
        if self._results_at is not None and now >= self._results_at:
            self._results_at = None
            from game.client.scenes.results import ResultsScene
            assert self.outcome is not None
            self.app.stack.replace(ResultsScene(self.app, self, self.outcome))

    def hurry_results(self) -> None:
        """A player has seen the end of the game: the results screen now."""
        if self._results_at is not None:
            self._results_at = min(self._results_at, self.app.clock())

    def bots_may_act(self, now: float) -> bool:
        """Whether the bots may think and move now; a table holds them back
        while people follow what just happened (a result, an animation)."""
        return True

    def _advance(self, t: float) -> None:
        deadline = self.game.next_deadline(self.state)
        while self.outcome is None and deadline is not None and deadline <= t:
            state, events = self.game.advance(self.state, t)
            if state is not self.state:
                self._changed(deadline)  # the rules fire each deadline at its own time
            self.state = state
            if events:
                self.record("advance", t)
                self.on_events(events)
                self._check_outcome(t)
                self.app.request_frame()
            nxt = self.game.next_deadline(self.state)
            if nxt == deadline or not events:
                break
            deadline = nxt

    def _run_bots(self, now: float, t: float) -> None:
        """A turn-based bot's move: asked of the worker pool, played when it comes."""
        active = self.game.active_seats(self.state)
        seat = next((s for s in active if s in self.bots), None)
        key = (seat, self.moves) if seat is not None else None
        if self._future is not None and self._future_key != key:
            self._future.cancel()
            self._future = None
        if seat is None:
            return
        if self._future is None and self._bot_pool() is not None:
            level = self.config.seats[seat].level
            state_json = self.game.state_to_json(self._bot_state(seat))
            self._future = self._bot_pool(think, self.game.id, level, seat, derive_seed(self.seed, 2, seat, self.moves),
                                          self.think_ms, state_json, t, self.seed)
            if self._future is not None:
                self._future_key = key
                return
        if self._think_here:
            if now - self._last_move_at >= BOT_MIN_DELAY_S:
                self._think_inline(seat, t)
            return
        if self._future is None:
            return
        if self._future.done() and now - self._last_move_at >= BOT_MIN_DELAY_S:
            future, self._future = self._future, None
            error = "no move"
            try:
                action_json = future.result()
                if action_json is not None and self.submit(seat, self.game.action_from_json(action_json), t):
                    self._bot_failures = 0
                    return
            except Exception as exc:  # noqa: BLE001 - a crashed worker must not take the game down
                error = str(exc)
            self._bot_failures += 1
            BotPool.shutdown()
            if self._bot_failures == 1:  # once: a fresh worker tries again
                self.app.toast(self.app.tr("game.bot_failed", error=error))
                return
            self._think_inline(seat, t)  # again: think here, briefly, so the game goes on

    # -- real-time bots: they plan elsewhere, their presses come stamped ----------------------
    def _open_planner(self) -> None:
        levels = {i: self.config.seats[i].level for i in self.bots}
        try:
            self._planner = Planners.open(self.game.id, levels, self.seed)
        except Exception as exc:  # noqa: BLE001 - OSError and others from multiprocessing
            self._plan_here(exc)

    def _plan_here(self, exc: BaseException) -> None:
        """No worker (it could not start, or it stopped): the bots plan in this
        process from now on, which the window feels; say so once."""
        if self._planner is not None:
            self._planner.close()
        levels = {i: self.config.seats[i].level for i in self.bots}
        self._planner = InlinePlanner(self.game.id, levels, self.seed)
        self._posted = None
        self.app.toast(self.app.tr("game.bot_here", error=str(exc) or type(exc).__name__), 8.0)

    def _changed(self, t: float) -> None:
        """The state changed at game time ``t``: the posted one ended then."""
        self._state_t = t
        span = self._spans.get(self._version)
        if span is not None and span[1] is None:
            span[1] = t

    def _post(self) -> None:
        """Tell the planner about a state it has not seen."""
        if self._planner is None or self.state is self._posted or self.outcome is not None:
            return
        self._changed(self._state_t)  # a state put in place directly (tests, resume) ends the last one too
        self._version += 1
        self._spans[self._version] = [self._state_t, None]
        self._spans.pop(self._version - 64, None)
        self._posted = self.state
        try:
            self._planner.post(Posted(self._version, self.state, self.moves, self._state_t))
        except Exception as exc:  # noqa: BLE001 - a worker that died must not take the game down
            if isinstance(self._planner, InlinePlanner):
                raise  # a bot's own error, not a worker's: no fallback would do better
            self._plan_here(exc)
            self._post()

    def _live_plan(self, plan: Plan) -> bool:
        """A press the bot made while the state it planned for still stood
        (the current state, or an older one it pressed on before it ended),
        and not one its own later press made out of date."""
        span = self._spans.get(plan.version)
        if span is None or plan.action is None or plan.version <= self._pressed.get(plan.seat, 0):
            return False
        return span[1] is None or plan.at <= span[1]

    def _play_bots(self, t: float) -> None:
        """Apply the bots' presses due by game time ``t``, earliest first, each
        stamped at the time its bot says it pressed (deadlines before it fire
        first); every new state is posted to the planner."""
        while self._planner is not None and self.outcome is None:
            self._post()
            self._collect()
            live = [p for p in self._plans.values() if self._live_plan(p)]
            self._plans = {(p.seat, p.version): p for p in live}
            due = [p for p in live if p.at <= t]
            if not due:
                return
            plan = min(due, key=lambda p: (p.at, p.seat))
            self._advance(plan.at)  # a deadline before the press comes first
            if self.state is not self._posted:
                continue  # it changed the state: is the press still live?
            span = self._spans[plan.version]
            assert span[0] is not None
            self._pressed[plan.seat] = self._version
            self.submit(plan.seat, self.game.action_from_json(plan.action), max(plan.at, span[0]))

    def _collect(self) -> None:
        """Take the plans the planner has made since last time."""
        assert self._planner is not None
        try:
            plans = self._planner.plans()
        except Exception as exc:  # noqa: BLE001 - a worker that died must not take the game down
            if isinstance(self._planner, InlinePlanner):
                raise
            self._plan_here(exc)
            self._post()
            plans = self._planner.plans()
        for plan in plans:
            self._plans[(plan.seat, plan.version)] = plan

    def _bot_state(self, seat: int) -> Any:
        """What the bot of ``seat`` is handed: a state its seat cannot tell from
        the real one (:func:`bot_state`), made once per state and seat."""
        key = (id(self.state), seat)
        if self._bot_seen.get(seat, (None,))[0] != key:
            seen = bot_state(self.game, self.state, seat, derive_seed(self.seed, 4, seat, self.moves))
            self._bot_seen[seat] = (key, self.state, seen)  # the state is kept so its id is not reused
        return self._bot_seen[seat][2]

    def _bot_pool(self, *task: Any) -> Any:
        """Start the worker pool (and submit ``task`` to it, returning its future).
        When no worker process can start here, say so once and return ``None``:
        from then on the bots think in this process."""
        if self._think_here:
            return None
        try:
            pool = BotPool.get()
            return pool.submit(*task) if task else pool
        except Exception as exc:  # noqa: BLE001 - OSError and others from multiprocessing
            BotPool.shutdown()
            self._think_here = True
            self.app.toast(self.app.tr("game.bot_here", error=str(exc) or type(exc).__name__), 8.0)
            return None

    def _think_inline(self, seat: int, t: float) -> None:
        """Think in this process (the window stalls meanwhile, so briefly)."""
        level = self.config.seats[seat].level
        bot = self.game.make_bot(level, seat, derive_seed(self.seed, 3, seat, self.moves),
                                 min(self.think_ms or INLINE_THINK_MS, INLINE_THINK_MS))
        move = bot.decide(self._bot_state(seat), t)
        if move is not None and self.submit(seat, move.action, t):
            self._bot_failures = 0

    # -- undo and redo against a bot -------------------------------------------------------
    @classmethod
    def how_to_play(cls, app: Any) -> list[Any]:
        """The game's illustrated "how to play" (``game.client.howto.Page``s):
        ``pages(app)`` of the ``howto`` module beside the game's scene, if
        it has one."""
        package = cls.__module__.rpartition(".")[0]
        try:
            howto = importlib.import_module(f"{package}.howto") if package.startswith("game.games.") else None
        except ModuleNotFoundError as exc:
            if exc.name != f"{package}.howto":
                raise
            howto = None
        return list(howto.pages(app)) if howto is not None else []

    def replayed_states(self) -> list[Any]:
        """The game's states from the start, one after each action (for
        looking back over a finished game)."""
        state = self.game.new_game(self.config, self.seed)
        states = [state]
        for t, seat, action_json in self.log:
            state, _ = self.game.apply(state, seat, self.game.action_from_json(action_json), t)
            states.append(state)
        return states

    @property
    def undo_allowed(self) -> bool:
        """Undo is offered in turn-based games between humans and bots."""
        return not self.game.realtime and bool(self.bots) and bool(self.seat_of) and self.outcome is None

    def can_undo(self) -> bool:
        return self.undo_allowed and any(not self.is_bot(seat) for _, seat, _ in self.log)

    def can_redo(self) -> bool:
        return self.undo_allowed and bool(self.redo_stack)

    def undo(self) -> None:
        """Take back the last human action and every bot reply after it."""
        if not self.can_undo():
            return
        i = max(k for k, (_, seat, _) in enumerate(self.log) if not self.is_bot(seat))
        undone = self.log[i:]
        if self._rebuild(self.log[:i]):
            self.redo_stack.append(undone)

    def redo(self) -> None:
        if not self.can_redo():
            return
        for t, seat, action_json in self.redo_stack.pop():
            if not self.submit(seat, self.game.action_from_json(action_json), t, redoing=True):
                break
        self.on_rebuilt()
        self.app.invalidate()

    def _rebuild(self, entries: list[tuple[float, int, Json]]) -> bool:
        """Replay ``entries`` from the start; the journal is rewritten to match
        (a new file; the old one is closed as abandoned), so resume stays exact."""
        state = self.game.new_game(self.config, self.seed)
        try:
            for t, seat, action_json in entries:
                state, _ = self.game.apply(state, seat, self.game.action_from_json(action_json), t)
        except (IllegalAction, ValueError) as exc:  # the log no longer replays: keep the game as it is
            self.app.toast(self.app.tr("game.cannot_undo", error=str(exc)))
            return False
        self.state = state
        self.log = list(entries)
        self.moves += 1  # invalidates any pending bot decision
        if self._future is not None:
            self._future.cancel()
            self._future = None
        if self.journal is not None:
            self.record("end", self.game_time(self.app.clock()),
                        {"winners": [], "scores": [], "reason": "abandoned", "detail": {"undo": True}})
            self.record("close")
            try:
                self.journal = start_journal(self.game.id, self.seed, self.config)
            except OSError as exc:
                self.journal = None
                self.app.toast(self.app.tr("game.no_journal", error=str(exc)))
            for t, seat, action_json in entries:
                self.record("action", t, seat, action_json)
        self.on_rebuilt()
        self.app.invalidate()
        return True

    def record(self, what: str, *args: Any) -> None:
        """Write to the journal; a failing disk stops the saving, never the game."""
        if self.journal is None:
            return
        try:
            getattr(self.journal, what)(*args)
        except (OSError, JournalError) as exc:
            self.journal = None
            self.app.toast(self.app.tr("game.no_journal", error=str(exc)))

    def pause_items(self) -> list[Any]:
        """Extra items a game adds to its pause menu (widgets.Item)."""
        from game.client.widgets import Item
        tr = self.app.tr
        items = []
        if self.undo_allowed:
            items += [Item(lambda: tr("pause.undo"), self.undo, enabled=self.can_undo, id="undo"),
                      Item(lambda: tr("pause.redo"), self.redo, enabled=self.can_redo, id="redo")]
        if self.phones is not None:
            items.append(Item(lambda: tr("lobby.phones"), self.show_phones, id="phones"))
        return items

    def show_phones(self) -> None:
        """Every human seat's QR code again (a phone joins or comes back mid-game)."""
        from game.client.scenes.overlays import PhonesScene
        self.app.sound("ui_select")
        self.app.stack.push(PhonesScene(self.app, self))

    # -- input -------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if intent.verb == "pause" and not intent.repeat:
            from game.client.scenes.overlays import PauseScene
            self.app.sound("ui_select")
            self.app.stack.push(PauseScene(self.app, self))
            return True
        if intent.source == MOUSE_SOURCE:
            return self.on_pointer(intent)
        seat = self.seat_of.get(intent.source)
        if seat is None:
            return False
        t = self.game_time(intent.t)
        self.bots_before(t, intent.t)
        return self.on_intent(seat, intent, t)

    def bots_before(self, t: float, now: float) -> None:
        """A person's press at game time ``t`` (wall time ``now``) is about to
        be applied: in a live real-time game, the bots' presses due by then go
        first, so a bot that pressed earlier is not judged after them."""
        if self.realtime_input and not self.lost and self.bots_may_act(now):
            self._play_bots(t)

    def device_changed(self, intent: Intent) -> None:
        if self.outcome is not None:
            return  # decided: the results screen comes whatever happens to the pads
        if intent.verb == "unplugged" and intent.source in self.seat_of:
            self.lose_seat(self.seat_of.pop(intent.source))
        elif intent.verb == "plugged":
            self.claim(intent.source)

    def check_sources(self) -> None:
        """Human seats without a working input (a pad that is not connected, a
        keyboard zone that no longer exists, more humans than zones) wait for a
        pad or a free zone to claim them, as if a pad had just been unplugged."""
        working = set(self.app.input.keyboard_sources()) | set(self.app.input.pad_sources())
        if self.phones is not None:  # a phone's seat waits for its phone, which may come back
            working |= {s.source for s in self.config.seats if s.source.startswith("phone:")}
        for seat, cfg in enumerate(self.config.seats):
            if not cfg.is_bot and (cfg.source not in working or self.seat_of.get(cfg.source) != seat):
                self.lose_seat(seat)

    def source_of(self, seat: int) -> str:
        """The pad or keyboard zone that plays ``seat`` now ("" if none)."""
        return next((src for src, s in self.seat_of.items() if s == seat), "")

    def current_seats(self) -> tuple[SeatConfig, ...]:
        """The seats as they are now: a seat claimed by another pad or zone plays with it."""
        return tuple(replace(c, source=self.source_of(i) or c.source)
                     for i, c in enumerate(self.config.seats))

    def claim(self, source: str) -> bool:
        """An unseated pad or keyboard zone pressed act: it takes the first seat
        that lost its input."""
        if not self.lost or source in self.seat_of:
            return False
        seat = self.lost.pop(0)
        self.seat_of[source] = seat
        self.app.sound("join")
        if not self.lost:
            from game.client.scenes.messages import UnpluggedScene
            overlay = self.app.stack.find(UnpluggedScene)
            if overlay is not None:
                self.app.stack.remove(overlay)
        return True

    def lose_seat(self, seat: int) -> None:
        """A seat's pad is gone: pause until a pad is plugged in for it."""
        for src, s in list(self.seat_of.items()):
            if s == seat:
                del self.seat_of[src]
        if seat not in self.lost:
            self.lost.append(seat)
        from game.client.scenes.messages import UnpluggedScene
        if self.app.stack.find(UnpluggedScene) is None:
            self.app.stack.push(UnpluggedScene(self.app, self))

    def quit_to_menu(self) -> None:
        """Leave the game for good, for its lobby: the journal is closed as abandoned."""
        if self.journal is not None and not self.journal.ended:
            self.record("end", self.game_time(self.app.clock()),
                             {"winners": [], "scores": [], "reason": "abandoned", "detail": {}})
        self.close()
        self.app.stack.remove(self)
        self.app.back_to_lobby(self.game, self.current_seats())

    def exit(self) -> None:
        if self._future is not None:
            self._future.cancel()
            self._future = None
        self._close_planner()
        self.stop_phones()

    def _close_planner(self) -> None:
        planner, self._planner = self._planner, None
        if planner is not None:
            planner.close()

    def stop_phones(self) -> None:
        """The game is over or left: tell the phones, and stop listening;
        a game night's phones go back to the night, for its next game."""
        phones, self.phones = self.phones, None
        if phones is not None:
            phones.pump(self)  # the last page: who won
            if self.night is None or getattr(self.night, "link", None) is not phones:
                phones.stop(self.app.tr("phone.ended"))

    def phone_status(self, seat: int) -> tuple[bool, float | None] | None:
        """(connected, round trip in ms) of ``seat``'s phone; None without one."""
        return None if self.phones is None else self.phones.seat_status(seat)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The seat's colour on its phone's page."""
        from game.client.gfx import seat_style
        return tuple(seat_style(seat).color)[:3]  # type: ignore[return-value]

    def close(self) -> None:
        """The window closes: the journal stays unfinished so the game can resume
        (what the phones sent last is applied and written first)."""
        self._close_planner()
        self.stop_phones()
        if self.journal is not None:
            self.journal.close()

    # -- for subclasses -------------------------------------------------------------------
    def on_intent(self, seat: int, intent: Intent, t: float) -> bool:
        return False

    def on_pointer(self, intent: Intent) -> bool:
        return False

    def on_events(self, events: list[Event]) -> None:
        """Start animations and sounds for what just happened."""

    def on_illegal(self, seat: int, action: Any, reason: str) -> None:
        self.app.sound("error")

    def on_rebuilt(self) -> None:
        """The state was rebuilt (undo): drop animations and selections."""

    def animate(self, now: float) -> None:
        """Advance animations (called from ``update``)."""

    @classmethod
    def draw_seat_badge(cls, canvas: Canvas, seat: int, center: tuple[float, float], radius: float) -> None:
        """How a seat is shown in lobbies and results; games with their own
        identities (Black and White pieces) override it."""
        canvas.seat_badge(seat, center, radius)

    def table_view(self) -> Any:
        """What the whole table may see of the state drawn (``view(state,
        None)`` of the current state, or of the past one the results look
        back at), worked out once per state: the tables draw from it."""
        drawn = self.state if self.reviewing is None else self.reviewing
        cached = getattr(self, "_table_view", None)
        if cached is None or cached[0] is not drawn:
            cached = self._table_view = (drawn, self.game.view(drawn, None))
        return cached[1]

    def coming_art(self) -> list[tuple[str, tuple[float, float, float, float]]]:
        """Art the table may soon show that it has not drawn yet (a piece first
        placed, another seat's pieces), as (name, logical rect it is drawn
        in): drawn ahead while nobody presses anything (:meth:`ahead`), so the
        frame that first shows it does not rasterise it. Nothing by default."""
        return []

    def ahead(self) -> list[tuple[object, Any]]:
        art = self.coming_art()
        if not art:
            return []

        def draw(canvas: Canvas) -> None:
            for name, rect in art:
                canvas.art(name, rect)

        return [(("coming-art", tuple(art)), draw)]

    def tour_stages(self) -> Iterator[str]:
        """For the smoke tour and the text-fit check, with people seated: put
        the table's own controls through the looks a player meets (naming
        each), so every string they show is drawn; none by default."""
        yield from ()

    def announce(self, text: str, colour: Color = Theme.gold, seconds: float | None = None) -> None:
        """Show ``text`` on the table's banner (for ``banner_s`` unless told)."""
        self.banner.show(text, self.app.clock(), self.banner_s if seconds is None else seconds, colour)

    def announce_key(self, key: str, colour: Color = Theme.gold, seconds: float | None = None, **values: Any) -> None:
        """Announce the game's line ``game.<game id>.banner.<key>``."""
        self.announce(self.app.tr(f"game.{self.game.id}.banner.{key}", **values), colour, seconds)

    def score_text(self, outcome: Outcome, seat: int) -> str:
        """A seat's score on the results screen; a game may say what it counts ("Fame 4")."""
        return f"{outcome.scores[seat]:g}"

    def score_detail(self, outcome: Outcome, seat: int) -> str:
        """Up to three lines under a seat's score on the results screen (the
        tie-breaks that decided, say), one per line; nothing by default."""
        return ""

    def seat_label(self, seat: int) -> str:
        """The profile's name with its mark's symbol, else the name typed in
        the lobby, else the seat's own."""
        cfg = self.config.seats[seat] if seat < len(self.config.seats) else SeatConfig()
        profile = self.app.profiles.get(cfg.profile) if cfg.profile else None
        if profile is not None:
            return profile.label
        return cfg.name or seat_name(self.app.tr, self.game.id, seat)

    @classmethod
    def progress_text(cls, tr: Any, state: Any, actions: int) -> str:
        """How far a game has come, in words, for the resume dialog ("12 moves
        played", "battle 3 of 9"); ``actions`` is how many actions the journal holds."""
        return str(tr.plural("resume.moves", actions))

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
