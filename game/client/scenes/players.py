"""The Players screen: each profile's (and each bot level's) record per game,
their rating, head to head against everyone they met, their last games, and
a small chart of wins over time. Up/down: a player; left/right: a game (or
all of them); special: rename or delete the profile; back or Esc: the main
menu.

A deleted profile's games stay in the journals and the records' summary (see
:mod:`game.engine.profiles`): the players it met keep them in their records,
head to head and ratings, where it is called "deleted player"; its own row
leaves this screen with it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.client.gfx import Canvas, Color, Theme
from game.client.input import Intent
from game.client.scene import Scene
from game.client.scenes.overlays import Overlay
from game.client.scenes.profiles import draw_mark
from game.client.scenes.results import ReviewScene
from game.client.table import Column, grid, grid_rows
from game.client.widgets import Item, MenuList, below_title, title_bar
from game.engine import registry
from game.engine.profiles import NAME_MAX
from game.engine.records import PlayedGame, Records, SeatResult, Tally, absorb

Rect = tuple[float, float, float, float]
LAST_GAMES = 20
"""How far back the last games go."""


def load_records(app: Any) -> Records:
    """The records as the journals and the summary have them (a problem is said)."""
    try:
        records, summary = absorb()
    except OSError as exc:
        app.toast(app.tr("players.unreadable", error=str(exc)))
        return Records([])
    if summary.problem:
        app.toast(app.tr("players.unreadable", error=summary.problem), 8.0)
    return records


def who_name(app: Any, who: str, fallback: str = "") -> str:
    """A profile's name, a bot's level in words, else ``fallback``."""
    tr = app.tr
    if who.startswith("bot:"):
        return str(tr("lobby.bot", level=tr(f"bot.{who[4:]}") if tr.has(f"bot.{who[4:]}") else who[4:]))
    profile = app.profiles.get(who[2:]) if who.startswith("p:") else None
    if profile is None and who.startswith("p:"):  # a profile deleted since: its games stay, its name went
        return str(tr("players.deleted"))
    return profile.name if profile is not None else fallback or str(tr("results.human"))


def lead_mark(app: Any, canvas: Canvas, whos: list[str]) -> Callable[[int, tuple[float, float], float], None]:
    """A :func:`grid` ``lead`` drawing each row's profile mark (a bot's: none)."""
    def lead(i: int, centre: tuple[float, float], radius: float) -> None:
        profile = app.profiles.get(whos[i][2:]) if i < len(whos) and whos[i].startswith("p:") else None
        if profile is not None:
            draw_mark(canvas, profile.mark, centre, radius)
    return lead


def result_text(tr: Any, game: PlayedGame, seat: SeatResult) -> str:
    """"Won", "Draw" or "2nd of 3"."""
    if seat.won:
        return str(tr("players.won"))
    if all(s.place == seat.place for s in game.seats):
        return str(tr("players.draw"))
    return str(tr("players.place", place=seat.place, of=len(game.seats)))


def date_text(tr: Any, started: str) -> str:
    if len(started) >= 10 and started[4] == "-" and started[7] == "-":
        return str(tr("players.date", y=started[:4], m=started[5:7], d=started[8:10]))
    if len(started) >= 8 and started[:8].isdigit():  # a journal name's stamp
        return str(tr("players.date", y=started[:4], m=started[4:6], d=started[6:8]))
    return started[:10]


def details_text(tr: Any, game_id: str, tally: Tally) -> str:
    """A game's extras in words: "9 swords · 3 battles", "Black 2/3 · White 0/1"."""
    parts = []
    for key, total in sorted(tally.sums.items()):
        label = f"players.sum.{key}"
        if tr.has(f"{label}.other"):  # counted: "1 battle", "3 battles"
            parts.append(str(tr.plural(label, total)))
        else:
            parts.append(str(tr(label, n=total)) if tr.has(label) else f"{key} {total}")
    for word, (games, wins) in sorted(tally.words.items(), key=lambda kv: -kv[1][0]):
        label = f"players.word.{game_id}.{word.replace(':', '.')}"
        what = str(tr(label)) if tr.has(label) else word.partition(":")[2]
        parts.append(str(tr("players.word_record", what=what, wins=wins, games=games)))
    return " · ".join(parts)


class PlayersScene(Scene):
    def __init__(self, app: Any, records: Records | None = None) -> None:
        super().__init__(app)
        self.records = records if records is not None else load_records(app)
        self.games = registry.all_games()
        self.whos: list[str] = []
        self.list_players()
        self.index = 0
        self.top = 0
        self.game_index = 0
        """0: every game; then one per registered game."""
        self.picked: int | None = None
        """With act, the cursor goes down the last games (act again: look back at one)."""

    def list_players(self) -> None:
        """The profiles (most recent first), then the bot levels with games."""
        bots = [w for w in self.records.players() if w.startswith("bot:")]
        self.whos = [f"p:{p.id}" for p in self.app.profiles.recent()] + sorted(bots)

    @property
    def who(self) -> str:
        return self.whos[self.index] if self.whos else ""

    @property
    def game_id(self) -> str | None:
        return self.games[self.game_index - 1].id if self.game_index else None

    def last_games(self) -> list[PlayedGame]:
        return list(reversed(self.records.of(self.who, self.game_id)))[:LAST_GAMES]

    def handle(self, intent: Intent) -> bool:
        verb = intent.verb
        if self.picked is not None:
            return self.handle_picked(intent)
        if verb == "act" and not intent.repeat and self.last_games():
            self.picked = 0
            self.app.sound("ui_select")
        elif verb in ("up", "down") and self.whos:
            self.index = (self.index + (1 if verb == "down" else -1)) % len(self.whos)
            self.app.sound("ui_move")
        elif verb in ("left", "right"):
            self.game_index = (self.game_index + (1 if verb == "right" else -1)) % (len(self.games) + 1)
            self.app.sound("ui_move")
        elif verb == "special" and not intent.repeat and self.who.startswith("p:"):
            self.app.sound("ui_select")
            self.app.stack.push(ProfileMenuScene(self.app, self, self.who[2:], intent.source))
        elif verb in ("back", "pause") and not intent.repeat:
            self.app.sound("ui_back")
            self.app.stack.pop()
        self.app.invalidate()
        return True

    def handle_picked(self, intent: Intent) -> bool:
        """Up/down: a game; act: look back over it (where its game can); back: the players."""
        games = self.last_games()
        verb = intent.verb
        if not games or (verb in ("back", "pause") and not intent.repeat):
            self.picked = None
            self.app.sound("ui_back")
        elif verb in ("up", "down"):
            self.picked = max(0, min(len(games) - 1, (self.picked or 0) + (1 if verb == "down" else -1)))
            self.app.sound("ui_move")
        elif verb == "act" and not intent.repeat:
            review_past(self.app, games[min(self.picked or 0, len(games) - 1)])
        self.app.invalidate()
        return True

    # -- drawing -----------------------------------------------------------------------------
    def backdrop(self, canvas: Canvas) -> None:
        canvas.table()
        title_bar(canvas, str(self.app.tr("players.title")), str(self.app.tr("players.subtitle")))

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        top = below_title(canvas) + 16
        left: Rect = (60, top, 340, 1050 - top)
        right: Rect = (420, top, 1440, 1050 - top)
        canvas.box(left, Theme.panel, 24, Theme.panel_edge, 2, shadow=True)
        canvas.box(right, Theme.panel, 24, Theme.panel_edge, 2, shadow=True)
        if not self.whos:
            canvas.paragraph(tr("players.none"), (right[0] + 40, right[1] + 40, right[2] - 80, right[3] - 80), 40,
                             Theme.text)
            return
        list_h = self._draw_list(canvas, left)
        self._draw_chart(canvas, (left[0] + 16, left[1] + list_h + 10, left[2] - 32, left[3] - list_h - 26))
        self._draw_record(canvas, right)

    def _draw_list(self, canvas: Canvas, r: Rect) -> float:
        """The players down the left panel (scrolled to the one chosen); returns its height."""
        x, y, w, h = r
        step = max(48.0, canvas.line_height(32) + 8)
        room = max(3, min(len(self.whos) + 1, int((h * 0.55) // step)))
        visible = room - 1
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + visible:
            self.top = self.index - visible + 1
        shown = self.whos[self.top:self.top + visible]
        grid(canvas, (x + 10, y + 10, w - 20, room * step), [Column(str(self.app.tr("players.players")), 1.0)],
             [[who_name(self.app, who)] for who in shown], lit=self.index - self.top,
             lead=lead_mark(self.app, canvas, shown))
        return room * step + 10

    def _draw_chart(self, canvas: Canvas, r: Rect) -> None:
        """Wins (gold) and games (soft) so far, after each of the player's games."""
        tr = self.app.tr
        x, y, w, h = r
        line = canvas.line_height(32)
        if h < line * 5:
            return
        canvas.text(tr("players.chart"), (x + w / 2, y + line / 2), 32, Theme.gold, "center", bold=True,
                    max_width=w)
        points = self.records.wins_over_time(self.who, self.game_id)
        area = (x + 10, y + line + 10, w - 20, h - 3 * line - 24)
        canvas.box(area, (10, 32, 36), 12, Theme.panel_edge, 2)
        if len(points) < 2:
            canvas.paragraph(tr("players.chart_empty"), (area[0] + 16, area[1] + 12, area[2] - 32, area[3] - 24), 32,
                             Theme.text_soft, align="center")
            return
        total = points[-1][2]
        ax, ay, aw, ah = area[0] + 14, area[1] + 14, area[2] - 28, area[3] - 28

        def at(i: int, value: int) -> tuple[float, float]:
            return ax + aw * i / (len(points) - 1), ay + ah - ah * value / max(1, total)

        series: list[tuple[list[int], Color]] = [([p[2] for p in points], Theme.text_soft),
                                                 ([p[1] for p in points], Theme.gold)]
        for values, colour in series:
            for i in range(1, len(values)):
                canvas.line(at(i - 1, values[i - 1]), at(i, values[i]), colour, 5)
        # the legend names each line in its colour
        canvas.text(tr.plural("players.chart_wins", points[-1][1]), (x + w / 2, y + h - line * 1.5), 32, Theme.gold,
                    "center", bold=True, max_width=w)
        canvas.text(tr.plural("players.chart_games", total), (x + w / 2, y + h - line / 2), 32, Theme.text_soft,
                    "center", max_width=w)

    def _draw_record(self, canvas: Canvas, r: Rect) -> None:
        tr, app = self.app.tr, self.app
        x, y, w, h = r
        who, gid = self.who, self.game_id
        line = canvas.line_height(40)
        profile = app.profiles.get(who[2:]) if who.startswith("p:") else None
        nx = x + 30
        if profile is not None:
            draw_mark(canvas, profile.mark, (nx + 18, y + 20 + line / 2), 20)
            nx += 52
        canvas.text(who_name(app, who), (nx, y + 20 + line / 2), 40, Theme.gold, "midleft", bold=True,
                    max_width=w * 0.45 - (nx - x))
        which = self.games[self.game_index - 1].title if gid else str(tr("players.all_games"))
        canvas.text(f"◀  {which}  ▶", (x + w - 30, y + 20 + line / 2), 40, Theme.text, "midright", bold=True,
                    max_width=w * 0.5)
        step = max(48.0, canvas.line_height(32) + 8)
        top = y + 30 + line
        # the record, one row per game (the chosen one lit) and all games together
        rows: list[list[str]] = []
        lit = None
        for i, game in enumerate(self.games):
            tally = self.records.tally(who, game.id)
            rating = self.records.ratings(game.id).get(who)
            rows.append([game.title, str(tally.games), str(tally.wins),
                         f"{rating.r:.0f} ± {rating.rd:.0f}" if rating else "–", details_text(tr, game.id, tally)])
            if game.id == gid:
                lit = i
        everything = self.records.tally(who)
        rows.append([str(tr("players.all_games")), str(everything.games), str(everything.wins), "", ""])
        cols = [Column(str(tr("players.game")), 0.17), Column(str(tr("players.games")), 0.1, "center"),
                Column(str(tr("players.wins")), 0.11, "center"), Column(str(tr("players.rating")), 0.15, "center"),
                Column(str(tr("players.details")), 0.47)]
        band = step * (len(rows) + 1)
        grid(canvas, (x + 16, top, w - 32, band), cols, rows, lit=lit if lit is not None else len(rows) - 1)
        top += band + 14
        half = (w - 48) / 2
        self._draw_versus(canvas, (x + 16, top, half, y + h - 12 - top))
        self._draw_last(canvas, (x + 32 + half, top, half, y + h - 12 - top))

    def _draw_versus(self, canvas: Canvas, r: Rect) -> None:
        tr = self.app.tr
        who, gid = self.who, self.game_id
        others = [o for o in self.records.players() if o != who]
        met = [(o, self.records.head_to_head(who, o, gid)) for o in others]
        # those met most, as many as the grid shows (only they are put in words)
        met = sorted([m for m in met if m[1].games], key=lambda m: -m[1].games)[:grid_rows(canvas, r[3])]
        cols = [Column(str(tr("players.versus")), 0.46), Column(str(tr("players.games")), 0.2, "center"),
                Column(str(tr("players.ahead")), 0.34, "center")]
        rows = [[who_name(self.app, o), str(h.games),
                 str(tr("players.ahead_value", ahead=h.a_ahead, behind=h.b_ahead, level=h.level))] for o, h in met]
        if not rows:
            rows = [[str(tr("players.nobody_met")), "", ""]]
        grid(canvas, r, cols, rows, lead=lead_mark(self.app, canvas, [o for o, _ in met]))

    def _draw_last(self, canvas: Canvas, r: Rect) -> None:
        tr = self.app.tr
        games = self.last_games()
        room = max(1, grid_rows(canvas, r[3]))  # the rows the grid has room for
        top = 0 if self.picked is None else max(0, self.picked - room + 1)
        titles = {g.id: g.title for g in self.games}
        cols = [Column(str(tr("players.last")), 0.38), Column(str(tr("players.game")), 0.34),
                Column(str(tr("players.result")), 0.28)]
        rows = []
        for g in games[top:top + room]:  # only the games shown are put in words
            seat = g.seat_of(self.who)
            if seat is not None:
                rows.append([date_text(tr, g.started or g.key), titles.get(g.game, g.game), result_text(tr, g, seat)])
        if not rows:
            rows = [[str(tr("players.no_games")), "", ""]]
        grid(canvas, r, cols, rows, lit=None if self.picked is None else self.picked - top)


    # -- renaming and deleting ---------------------------------------------------------------------
    def rename(self, pid: str, name: str) -> str:
        """Give profile ``pid`` the name ``name`` (saved); or why not."""
        tr = self.app.tr
        problem = self.app.profiles.name_problem(name, pid)
        if problem == "long":
            return str(tr("lobby.name_long", n=NAME_MAX))
        if problem:
            return str(tr(f"profiles.name_{problem}", name=name))
        try:
            self.app.profiles.rename(pid, name)
        except ValueError:  # deleted meanwhile
            return str(tr("players.gone"))
        self.app.save_profiles()
        self.app.invalidate()
        return ""

    def delete(self, pid: str) -> None:
        """Forget profile ``pid`` (saved; its games stay: see the module's note)."""
        try:
            profile = self.app.profiles.delete(pid)
        except ValueError:
            return
        self.app.save_profiles()
        self.list_players()
        self.index = min(self.index, max(0, len(self.whos) - 1))
        self.app.toast(self.app.tr("players.deleted_said", name=profile.name))
        self.app.sound("ui_back")
        self.app.invalidate()


class ProfileMenuScene(Overlay):
    """What may be done to a profile from the Players screen: rename it,
    delete it (asked again first), or nothing."""

    panel = (560.0, 300.0, 800.0, 440.0)

    def __init__(self, app: Any, players: PlayersScene, pid: str, source: str) -> None:
        super().__init__(app)
        self.players = players
        self.pid = pid
        self.source = source
        tr = app.tr
        self.menu = MenuList([Item(lambda: tr("players.rename"), self.rename, id="rename"),
                              Item(lambda: tr("players.delete"), self.delete, id="delete"),
                              Item(lambda: tr("common.back"), self.close, id="back")],
                             660, 440, 600, 76, 12, 40, on_move=lambda: app.sound("ui_move"))

    def title(self) -> str:
        profile = self.app.profiles.get(self.pid)
        return profile.label if profile is not None else ""

    def rename(self) -> None:
        from game.client.scenes.naming import NameScene
        profile = self.app.profiles.get(self.pid)
        self.close()
        if profile is None:
            return
        self.app.sound("ui_select")
        self.app.stack.push(NameScene(self.app, str(self.app.tr("players.rename_title", name=profile.name)),
                                      profile.name, lambda name: self.players.rename(self.pid, name),
                                      profile.name, self.source, self.app.clock()))

    def delete(self) -> None:
        from game.client.scenes.overlays import ConfirmScene
        profile = self.app.profiles.get(self.pid)
        self.close()
        if profile is None:
            return
        self.app.stack.push(ConfirmScene(self.app, str(self.app.tr("players.delete_confirm", name=profile.name)),
                                         lambda: self.players.delete(self.pid),
                                         str(self.app.tr("players.delete_detail"))))

    def handle(self, intent: Intent) -> bool:
        if not self.menu.handle(intent) and intent.verb in ("back", "pause") and not intent.repeat:
            self.app.sound("ui_back")
            self.close()
        return True

    def draw(self, canvas: Canvas) -> None:
        self.menu.draw(canvas)


def review_past(app: Any, played: PlayedGame) -> bool:
    """Look back over a finished game move by move, from its journal, where
    its game has a review (Mana); else say why not. Back returns here."""
    from dataclasses import replace

    from game.client.game_scene import scene_class
    from game.engine.journal import JournalError, journal_dir, read_journal
    from game.engine.records import known_game, outcome_from_json

    game = known_game(played.game)
    if game is None or not scene_class(game).reviewable:
        app.toast(app.tr("players.no_review"))
        return False
    try:
        journal = read_journal(journal_dir() / played.key)
    except (OSError, JournalError):
        app.toast(app.tr("players.review_gone"))
        return False
    if journal.end is None:
        return False
    # people in every seat: a game that is only looked at starts no bot
    config = replace(journal.header.config, seats=tuple(replace(s, kind="human", source="")
                                                        for s in journal.header.config.seats))
    scene = scene_class(game)(app, game, config, journal.header.seed, None)
    scene.log = [(e.t, e.seat, e.action) for e in journal.actions]
    app.sound("ui_select")
    app.stack.push(PastReviewScene(app, scene, outcome_from_json(journal.end.outcome)))
    return True


class PastReviewScene(ReviewScene):
    """A review opened from the Players screen: act, back or Esc return there."""

    def handle(self, intent: Intent) -> bool:
        if intent.verb in ("act", "back", "pause", "click") and not intent.repeat:
            self.app.sound("ui_back")
            self.app.stack.pop()
            return True
        return super().handle(intent)
