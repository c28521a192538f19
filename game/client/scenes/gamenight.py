"""Game night: seat the group once (a lobby, profiles, pads and phones), choose the
games (or let chance choose), play them in a row. Between games a
scoreboard with the night so far and a line on the last game; at the end,
the night's winner. The night is saved after every change
(``game.engine.gamenight``): after a crash it resumes between games, or in
the game with the night around it.

Phones: the lobby's phone server goes to the night, and each game of the
night borrows it (the seats turned as the game turns them), so a phone keeps
its seat, its address and its page from game to game; between games it shows
what comes next. It stops with the night's scoreboard (the main menu, the
window closing). A night taken up again later, or after a crash, makes a new
server for its phone seats when its next game starts (new codes, shown at
once)."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from game.client.gfx import LOGICAL_W, Canvas, Theme
from game.client.input import Intent
from game.client.phones import is_phone
from game.client.scene import preview
from game.client.scenes.lobby import LobbyScene
from game.client.scenes.profiles import draw_mark
from game.client.table import Column, grid
from game.client.widgets import Item, MenuList, MenuScene, below_title, title_bar
from game.engine import registry
from game.engine.contract import BOT_LEVELS, Game, SeatConfig
from game.engine.gamenight import Night, NightGame, end_night, load_night, save_night
from game.engine.journal import JournalError, journal_dir, looks_finished, read_journal
from game.engine.records import load_summary, played_from_journal

Rect = tuple[float, float, float, float]
DEFAULT_POINTS = (3, 2, 1)
DEFAULT_SURPRISE = 3


def night_rules(app: Any) -> tuple[tuple[int, ...], int]:
    """Points by place and how many games "surprise us" picks, from
    ``data/gamenight.yaml`` (the last good version; the defaults before any)."""
    model = app.ensure_content().get("gamenight.yaml")
    if model is None:
        return DEFAULT_POINTS, DEFAULT_SURPRISE
    return tuple(model.points), int(model.surprise_games)


def game_title(game_id: str) -> str:
    """A game's title (its id for one this build does not have)."""
    known = {g.id: g.title for g in registry.all_games()}
    return str(known.get(game_id, game_id))


def member_name(app: Any, night: Night, member: int) -> str:
    """What the night calls a member: their profile, typed name, keys, or "Player n"."""
    seat = night.seats[member]
    profile = app.profiles.get(seat.profile)
    if profile is not None:
        return str(profile.name)
    if seat.name:
        return seat.name
    if seat.is_bot:
        return str(app.tr("lobby.bot", level=app.tr(f"bot.{seat.level}")))
    if seat.source:
        return str(app.input.source_label(seat.source, app.tr))
    return str(app.tr("gamenight.member", n=member + 1))


def mark_lead(app: Any, canvas: Canvas, night: Night, members: list[int]) -> Callable[..., None]:
    def lead(i: int, centre: tuple[float, float], radius: float) -> None:
        profile = app.profiles.get(night.seats[members[i]].profile) if i < len(members) else None
        if profile is not None:
            draw_mark(canvas, profile.mark, centre, radius)
    return lead


# -- seating the group ---------------------------------------------------------------------------


class NightTable:
    """What a lobby needs of a "game" to seat a night's group."""

    id = "gamenight"
    min_seats = 2
    bot_levels = BOT_LEVELS
    options = ()
    realtime = False
    scene = "game.client.game_scene:GameScene"

    def __init__(self, app: Any) -> None:
        self.app = app
        self.max_seats = max(g.max_seats for g in registry.all_games())

    @property
    def title(self) -> str:
        return str(self.app.tr("gamenight.title"))

    def default_rules(self) -> dict[str, Any]:
        return {}


class NightLobbyScene(LobbyScene):
    """The lobby, for the whole night: seats, profiles, bots, phones; then the games."""

    def __init__(self, app: Any) -> None:
        super().__init__(app, NightTable(app))  # type: ignore[arg-type]
        for item in self.menu.items:
            if item.id == "start":
                item.label = lambda: str(app.tr("gamenight.choose_games"))

    def start(self) -> None:
        if self.can_start():
            self.app.sound("ui_select")
            self.app.stack.push(NightGamesScene(self.app, self.chosen_seats(), self))

    def start_ahead(self) -> list[tuple[object, Any]]:
        """The choice of games, as Start would open it now."""
        seats = self.seats()
        return [preview(("night_games", repr(seats)), lambda: NightGamesScene(self.app, seats, self))]

    def hand_over_phones(self) -> tuple[Any, dict[int, int]]:
        """The phone server (None if off) and each member's lobby seat (the
        server's slot), for the night to keep: the lobby forgets them."""
        members = {m: slot for m, slot in enumerate(i for i, s in enumerate(self.slots) if s.kind)}
        link, self.link = self.link, None
        self.phones_wanted = False
        return link, members


class NightGamesScene(MenuScene):
    """Which games, in which order: act adds a game (again: takes it out); or surprise us."""

    def __init__(self, app: Any, seats: tuple[SeatConfig, ...], lobby: NightLobbyScene | None = None) -> None:
        super().__init__(app)
        self.seats = seats
        self.lobby = lobby
        self.chosen: list[str] = []
        tr = app.tr
        n = len(seats)
        self.fitting = [g for g in registry.all_games() if g.min_seats <= n <= g.max_seats]
        items = [self._game_item(g) for g in registry.all_games()]
        items += [Item(lambda: tr("gamenight.surprise"), self.surprise, enabled=lambda: bool(self.fitting),
                       id="surprise"),
                  Item(lambda: tr("gamenight.start"), self.start, enabled=lambda: bool(self.chosen), id="start"),
                  Item(lambda: tr("common.back"), self.back, id="back")]
        self.menu = MenuList(items, 120, 260, 820, 80, 12, 40, on_move=lambda: app.sound("ui_move"), max_h=760)

    def _game_item(self, game: Game[Any, Any]) -> Item:
        tr = self.app.tr
        from game.client.names import players_text

        def value() -> str:
            if game not in self.fitting:
                return players_text(tr, game)
            return f"{self.chosen.index(game.id) + 1}" if game.id in self.chosen else "–"
        return Item(lambda: str(game.title), lambda: self.toggle(game.id), value=value,
                    enabled=lambda: game in self.fitting, id=game.id)

    def toggle(self, game_id: str) -> None:
        if game_id in self.chosen:
            self.chosen.remove(game_id)
            self.app.sound("ui_back")
        else:
            self.chosen.append(game_id)
            self.app.sound("ui_select")

    def surprise(self) -> None:
        _points, count = night_rules(self.app)
        pool = [g.id for g in self.fitting]
        random.SystemRandom().shuffle(pool)
        self.chosen = pool[:count]
        self.start()

    def start(self) -> None:
        if not self.chosen:
            return
        points, _count = night_rules(self.app)
        night = Night(self.seats, tuple(self.chosen), points,
                      started=datetime.now(UTC).isoformat(timespec="seconds"))
        link, members = self.lobby.hand_over_phones() if self.lobby is not None else (None, {})
        open_night(self.app, night, play=True, link=link, members=members)

    def backdrop(self, canvas: Canvas) -> None:
        canvas.table()
        title_bar(canvas, str(self.app.tr("gamenight.title")), str(self.app.tr("gamenight.games_subtitle")))
        canvas.box((1020, 260, 800, 760), Theme.panel, 28, Theme.panel_edge, 2, shadow=True)

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        self.menu.draw(canvas)
        points, count = night_rules(self.app)
        text = tr("gamenight.explain", points=" / ".join(str(p) for p in points), n=count,
                  players=len(self.seats))
        canvas.paragraph(text, (1070, 310, 700, 660), 36, Theme.text)


# -- the night ----------------------------------------------------------------------------------------


def open_night(app: Any, night: Night, play: bool = False, link: Any = None,
               members: dict[int, int] | None = None) -> NightScene:
    """The night's scoreboard over the main menu (saved first); ``play``: its
    next game starts. ``link``: the lobby's phone server, ``members`` each
    member's slot on it."""
    app.main_menu()
    scene = NightScene(app, night, link, members)
    app.stack.push(scene)
    scene.collect()
    if play and not night.over:
        scene.play_next()
    return scene


def resume_in_night(app: Any, path: Any) -> bool:
    """An unfinished game that belongs to the saved night resumes with the
    night around it (its results lead to the scoreboard). False: not a night's."""
    night, _problem = load_night()
    if night is None or not night.current or night.current != getattr(path, "name", ""):
        return False
    from game.client.game_scene import resume_game
    scene = open_night(app, night)
    game_scene = resume_game(app, path)
    if game_scene is not None:
        game_scene.night = scene
    return True


class NightScene(MenuScene):
    """Between games: the night so far, the last game in a line, what is next."""

    takes_back_games = True
    """A game of the night that ends or is left comes back here, not to a lobby."""

    def __init__(self, app: Any, night: Night, link: Any = None, members: dict[int, int] | None = None) -> None:
        super().__init__(app)
        self.night = night
        self.link: Any = link
        """The night's PhoneLink (game.client.phones), lent to each game; None without phones."""
        self.members: dict[int, int] = dict(members or {})
        """Group member -> their slot on the phone server."""
        self._phone_pages: tuple[Any, ...] | None = None
        self.last: NightGame | None = night.played[-1] if night.played else None
        tr = app.tr
        items = [Item(self.next_label, self.next_step, id="next"),
                 Item(lambda: tr("gamenight.later"), self.later, id="later"),
                 Item(lambda: tr("gamenight.stop"), self.stop, enabled=lambda: not night.over, id="stop")]
        self.menu = MenuList(items, LOGICAL_W / 2 - 380, 820, 760, 70, 10, 38, on_move=lambda: app.sound("ui_move"),
                             max_h=240)

    def next_label(self) -> str:
        tr = self.app.tr
        nxt = self.night.next_game
        if nxt is None:
            return str(tr("gamenight.see_winner"))
        return str(tr("gamenight.next", game=game_title(nxt)))

    def save(self) -> None:
        try:
            save_night(self.night)
        except OSError as exc:
            self.app.toast(self.app.tr("gamenight.save_failed", error=str(exc)))

    def collect(self) -> None:
        """Count the game of the night that just ended (an abandoned one is played again)."""
        key = self.night.current
        if not key:
            return
        path = journal_dir() / key
        played = None
        if path.exists():
            if not looks_finished(path):
                return  # still being played (or to be resumed)
            try:
                journal = read_journal(path)
            except (OSError, JournalError):
                journal = None
            if journal is not None:
                from game.engine.records import known_game
                played = played_from_journal(journal, known_game(journal.header.game), key)
        else:  # pruned: the records' summary took it in before
            played = load_summary().games.get(key)
        if played is None:
            self.night.current = ""
        else:
            self.last = self.night.finish(played)
        self.save()
        self.app.invalidate()

    def resume(self) -> None:
        self.collect()
        self._phone_pages = None  # a game had the phones: the pages between games again

    def exit(self) -> None:
        link, self.link = self.link, None
        if link is not None:
            link.stop(self.app.tr("phone.lobby_closed"))

    # -- phones --------------------------------------------------------------------------------
    def phone_members(self) -> list[int]:
        return [m for m, seat in enumerate(self.night.seats) if is_phone(seat.source)]

    def lent(self) -> bool:
        """Whether a game of the night has the phones now."""
        return any(getattr(s, "phones", None) is self.link for s in self.app.stack.scenes if s is not self)

    def update(self, now: float) -> None:
        link = self.link
        if link is None or self.lent():
            return
        tr = self.app.tr
        for kind, _slot, msg in link.lobby_events():  # between games nothing is played
            if kind == "act":
                link.answer(msg, str(tr("phone.not_started")))
        nxt = self.night.next_game
        looks = (len(self.night.played), nxt, tr.language)
        if looks == self._phone_pages:
            return
        self._phone_pages = looks
        status = tr("gamenight.phone_next", game=game_title(nxt)) if nxt else tr("gamenight.phone_over")
        for m in self.phone_members():
            if m in self.members:
                profile = self.app.profiles.get(self.night.seats[m].profile)
                name = profile.label if profile is not None else member_name(self.app, self.night, m)
                link.lobby_page(self.members[m], str(tr("gamenight.title")), name,
                                str(status), False, headline=str(tr("gamenight.scoreboard")))

    def start_phones(self) -> bool:
        """A new phone server for the night's phone seats (a night taken up
        again): one slot per member, their codes shown when the game starts."""
        from game.client.phones import PhoneLink
        try:
            self.link = PhoneLink(self.app, len(self.night.seats))
        except (OSError, ImportError) as exc:
            self.app.toast(self.app.tr("lobby.phones_failed", error=str(exc) or type(exc).__name__), 8.0)
            return False
        self.members = {m: m for m in range(len(self.night.seats))}
        return True

    def play_next(self) -> None:
        from game.client.game_scene import start_game
        from game.engine.match import PlayRequest
        from game.engine.records import known_game
        night = self.night
        unknown = [g for g in night.games[len(night.played):] if known_game(g) is None]
        if unknown:  # a saved night names a game this build does not have: it is left out
            night.games = night.games[:len(night.played)] + tuple(
                g for g in night.games[len(night.played):] if g not in unknown)
            self.app.toast(self.app.tr("gamenight.unknown_game", games=", ".join(unknown)))
            self.save()
        gid = night.next_game
        if gid is None:
            return
        self.app.sound("ui_select")
        fresh = self.link is None and bool(self.phone_members()) and self.start_phones()
        n, turn = len(night.seats), night.rotation()
        slots = {slot: (m - turn) % n for m, slot in self.members.items()}  # the seats turn each game
        scene = start_game(self.app, PlayRequest(gid, self.night.game_seats(), None, {}), self.link, slots)
        if scene is None:
            return
        scene.night = self
        if fresh:  # new codes: on the TV at once
            from game.client.scenes.overlays import PhonesScene
            self.app.stack.push(PhonesScene(self.app, scene))
        self.night.current = scene.journal.path.name if scene.journal is not None else ""
        self.save()

    def next_step(self) -> None:
        if self.night.over:
            self.app.sound("win")
            self.app.stack.push(NightFinalScene(self.app, self.night))
        else:
            self.play_next()

    def later(self) -> None:
        """Back to the main menu; the night stays saved (Game night resumes it)."""
        self.app.sound("ui_back")
        self.app.stack.pop()

    def stop(self) -> None:
        from game.client.scenes.overlays import ConfirmScene
        self.app.stack.push(ConfirmScene(self.app, str(self.app.tr("gamenight.stop_confirm")),
                                         lambda: self.app.stack.push(NightFinalScene(self.app, self.night))))

    def back(self) -> None:
        self.later()

    # -- drawing -------------------------------------------------------------------------------
    def highlight(self) -> str:
        """The last game in a line: "Bob won Kingz by 5 fame"."""
        last, tr = self.last, self.app.tr
        if last is None:
            return ""
        title = game_title(last.game)
        winners = last.winners()
        if len(winners) != 1:
            names = ", ".join(member_name(self.app, self.night, m) for m in winners)
            return str(tr("gamenight.highlight.shared", names=names, game=title))
        who = member_name(self.app, self.night, winners[0])
        margin = last.margin()
        extras = last.extras[winners[0]] if winners[0] < len(last.extras) else {}
        key = f"gamenight.highlight.{last.game}"
        if "side" in extras and tr.has(key):
            return str(tr(key, winner=who, game=title, side=tr(f"players.word.{last.game}.side.{extras['side']}")))
        if margin > 0 and tr.has(key):
            return str(tr(key, winner=who, game=title, margin=f"{margin:g}"))
        return str(tr("gamenight.highlight.won", winner=who, game=title))

    def backdrop(self, canvas: Canvas) -> None:
        canvas.table()
        tr = self.app.tr
        n, done = len(self.night.games), len(self.night.played)
        subtitle = tr("gamenight.progress", done=done, n=n)
        title_bar(canvas, str(tr("gamenight.scoreboard")), str(subtitle))

    def draw(self, canvas: Canvas) -> None:
        top = below_title(canvas) + 16
        line = self.highlight()
        if line:
            h = canvas.line_height(40) + 24
            canvas.box((120, top, LOGICAL_W - 240, h), Theme.card, 20, Theme.gold, 4, shadow=True)
            canvas.text(line, (LOGICAL_W / 2, top + h / 2), 40, Theme.ink, "center", bold=True,
                        max_width=LOGICAL_W - 300)
            top += h + 20
        scoreboard(self.app, canvas, self.night, (120, top, LOGICAL_W - 240, 800 - top))
        self.menu.draw(canvas)


def scoreboard(app: Any, canvas: Canvas, night: Night, r: Rect) -> None:
    """Place, member (with their mark), each game's night points and the total."""
    tr = app.tr
    canvas.box(r, Theme.panel, 24, Theme.panel_edge, 2, shadow=True)
    x, y, w, h = r
    games = [game_title(g) for g in night.games]
    share = 0.5 / max(1, len(games))
    cols = [Column(str(tr("gamenight.place")), 0.1, "center"), Column(str(tr("gamenight.player")), 0.28)]
    cols += [Column(title, share, "center") for title in games]
    cols.append(Column(str(tr("gamenight.total")), 0.12, "center"))
    standings = night.standings()
    rows = []
    for place, member, total in standings:
        cells = [str(place), member_name(app, night, member)]
        for k in range(len(night.games)):
            cells.append(f"{night.played[k].points[member]:g}" if k < len(night.played) else "–")
        cells.append(f"{total:g}")
        rows.append(cells)
    members = [m for _p, m, _t in standings]
    grid(canvas, (x + 16, y + 12, w - 32, h - 24), cols, rows, size=36, lit=0 if night.played else None,
         lead=mark_lead(app, canvas, night, members), lead_col=1)


class NightFinalScene(MenuScene):
    """The night's winner, and the final table."""

    def __init__(self, app: Any, night: Night) -> None:
        super().__init__(app)
        self.night = night
        self.menu = MenuList([Item(lambda: app.tr("gamenight.done"), self.done, id="done")],
                             LOGICAL_W / 2 - 300, 900, 600, 80, 0, 40)

    def done(self) -> None:
        self.app.sound("ui_select")
        end_night()
        self.app.main_menu()

    def back(self) -> None:
        self.done()

    def handle(self, intent: Intent) -> bool:
        if intent.verb in ("act", "back", "pause", "click") and not intent.repeat:
            self.done()
        return True

    def backdrop(self, canvas: Canvas) -> None:
        canvas.table()

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        standings = self.night.standings()
        best = [m for p, m, _t in standings if p == 1] if self.night.played else []
        names = ", ".join(member_name(self.app, self.night, m) for m in best)
        headline = tr("gamenight.winner" if len(best) == 1 else "gamenight.winners", names=names) if best else \
            tr("gamenight.nobody")
        canvas.art("ui/crown", (LOGICAL_W / 2 - 70, 50, 140, 110))
        canvas.text(headline, (LOGICAL_W / 2, 230), 80, Theme.gold, "center", title=True, max_width=1700)
        top = 230 + canvas.line_height(80) / 2 + 20
        scoreboard(self.app, canvas, self.night, (220, top, LOGICAL_W - 440, 870 - top))
        self.menu.draw(canvas)


def open_saved_night(app: Any) -> None:
    """"Game night" in the main menu: the night under way if one is saved,
    else a lobby to seat a new one's group."""
    night, problem = load_night()
    if problem:
        app.toast(app.tr("gamenight.unreadable", error=problem), 8.0)
    if night is not None:
        open_night(app, night)
    else:
        app.stack.push(NightLobbyScene(app))


def offer_night(app: Any) -> None:
    """At start-up with no game to resume: a saved night is offered (between games)."""
    night, _problem = load_night()
    if night is None:
        return
    from game.client.scenes.overlays import ConfirmScene
    def back_to_it() -> None:
        open_night(app, night)
    app.stack.push(ConfirmScene(app, str(app.tr("gamenight.resume")), back_to_it))
