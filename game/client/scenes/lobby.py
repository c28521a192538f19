"""A game's page (pitch, rules summary) and its lobby, where players walk up,
press their act key or button to take a seat, and bots fill the rest."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.client.gfx import LOGICAL_W, Canvas, Color, Theme, seat_style
from game.client.input import MENU_SOURCE, MOUSE_SOURCE, Intent, key_label
from game.client.names import players_text, seat_name
from game.client.phones import draw_qr, is_phone
from game.client.scene import Scene
from game.client.widgets import (
    Item,
    MenuList,
    MenuScene,
    below_title,
    focused_opens,
    keycap,
    keycap_height,
    keycap_width,
    title_bar,
)
from game.engine.contract import Game, SeatConfig


def option_text(tr: Any, game_id: str, key: str, value: Any) -> str:
    vkey = f"game.{game_id}.rule.{key}.{str(value).lower()}"
    if tr.has(vkey):
        return str(tr(vkey))
    if isinstance(value, bool):
        return str(tr("common.on" if value else "common.off"))
    return str(value)


class GameInfoScene(MenuScene):
    def __init__(self, app: Any, game: Game[Any, Any]) -> None:
        super().__init__(app)
        self.game = game
        tr = app.tr
        items = [Item(lambda: tr("game.play"), self.play, id="play")]
        self._pages = self.pages()
        if self._pages:
            items.append(Item(lambda: tr("game.howto"), self.howto, id="howto"))
        items += [Item(lambda: tr("game.rules"), self.rules, id="rules"),
                  Item(lambda: tr("common.back"), self.back, id="back")]
        self.menu = MenuList(items, 120, 700, 520, 76, 14, 40, on_move=lambda: app.sound("ui_move"), max_h=360)

    def pages(self) -> list[Any]:
        """The game's how-to-play pages (none while its data does not load)."""
        from game.client.game_scene import scene_class
        try:
            return scene_class(self.game).how_to_play(self.app)
        except (ValueError, KeyError, TypeError, StopIteration, IndexError) as exc:  # a board the pages cannot use
            self.app.toast(self.app.tr("game.howto_unavailable", error=str(exc)))
            return []

    def opens(self) -> dict[str, Callable[[], Scene]]:
        from game.client.howto import HowToPlayScene
        from game.client.scenes.overlays import RulesScene
        app, game, pages = self.app, self.game, self._pages
        return {"play": lambda: LobbyScene(app, game), "howto": lambda: HowToPlayScene(app, game, pages),
                "rules": lambda: RulesScene(app, game)}

    def howto(self) -> None:
        from game.client.howto import HowToPlayScene
        self.app.sound("ui_select")
        self.app.stack.push(HowToPlayScene(self.app, self.game, self.pages()))

    def play(self) -> None:
        self.app.sound("ui_select")
        self.app.stack.push(LobbyScene(self.app, self.game))

    def rules(self) -> None:
        from game.client.scenes.overlays import RulesScene
        self.app.stack.push(RulesScene(self.app, self.game))

    def backdrop(self, canvas: Canvas) -> None:
        tr = self.app.tr
        g = self.game
        canvas.table()
        title_bar(canvas, g.title, players_text(tr, g))
        canvas.paragraph(tr(f"game.{g.id}.pitch"), (120, 260, 560, 410), 40, Theme.text)
        x, y, w, h = 760, 70, 1060, 940
        canvas.box((x, y, w, h), Theme.card, 28, Theme.card_edge, 3, shadow=True)
        canvas.text(tr("game.rules_summary"), (x + 50, y + 40), 48, Theme.ink, bold=True)
        paras = str(tr(f"game.{g.id}.summary")).split("\n")
        room = h - 160 - 60  # the foot line saying where the rest is
        shown = 1
        while shown < len(paras) and canvas.paragraph_height("\n".join(paras[:shown + 1]), 34, w - 100,
                                                               1.28) <= room:
            shown += 1
        canvas.paragraph("\n".join(paras[:shown]), (x + 50, y + 120, w - 100, room), 34, Theme.ink, line_gap=1.28)
        if shown < len(paras):
            canvas.spare("\n".join(paras))  # the first paragraphs, and where the rest is
            canvas.text(tr("game.more_in_rules"), (x + 50, y + h - 80), 34, Theme.ink_soft,
                        max_width=w - 100)

    def draw(self, canvas: Canvas) -> None:
        self.menu.draw(canvas)




@dataclass
class Slot:
    kind: str = ""  # "", "human" or "bot"
    source: str = ""
    level: str = "normal"
    name: str = ""
    """Typed in the lobby; empty: the seat's own name (Kingz: its animal)."""
    profile: str = ""
    """The profile picked here (its name is ``name``); "" anonymous."""


@dataclass
class SlotLayout:
    """A seated card's lines (see :meth:`LobbyScene._slot_layout`)."""

    label: str
    lines: int
    lx: float
    label_y: float
    one_line: float
    mark: bool
    """Room for the person or bot mark before the label."""
    cy: float
    """The middle of the first key's row."""
    step: float
    cap_size: float
    hints: list[tuple[str, str]]
    """Each key (as its cap shows it) and what it does."""
    rooms: list[tuple[str, float]]
    """Each hint and the width it has."""


class LobbyScene(Scene):
    """Seats across the top, a shared menu below it. Any zone or pad joins by
    pressing its act key; a joined player leaves with back."""

    def __init__(self, app: Any, game: Game[Any, Any]) -> None:
        super().__init__(app)
        self.game = game
        self.slots = [Slot() for _ in range(game.max_seats)]
        self.bot_level = "normal" if "normal" in game.bot_levels else game.bot_levels[0]
        self.rules: dict[str, Any] = game.default_rules()
        self.message = ""
        self.name_size = 36.0
        self.code_size = 32.0
        self.hint_size = 32.0
        """The seat cards' names, all at one size (the largest the longest allows)."""
        tr = app.tr
        items = [
            Item(lambda: tr("lobby.start"), self.start, enabled=self.can_start, id="start"),
            Item(lambda: tr("lobby.add_bot"), self.add_bot, enabled=lambda: self.free_slot() is not None,
                 id="add_bot"),
            Item(lambda: tr("lobby.remove_bot"), self.remove_bot, enabled=lambda: self.last_bot() is not None,
                 id="remove_bot"),
            Item(lambda: tr("lobby.bot_level"), value=lambda: tr(f"bot.{self.bot_level}"),
                 change=self.change_level, id="bot_level"),
        ]
        items += [self._rule_item(opt.key) for opt in game.options]
        items += [
            Item(lambda: tr("lobby.phones"), self.toggle_phones,
                 value=lambda: tr("common.on" if self.link is not None else "common.off"),
                 change=lambda d: self.toggle_phones(), id="phones"),
            Item(lambda: tr("lobby.key_check"), self.key_check, id="key_check"),
            Item(lambda: tr("common.back"), self.back, id="back"),
        ]
        self.menu = MenuList(items, 120, 610, 900, 58, 8, 34, on_move=lambda: app.sound("ui_move"), max_h=450)
        self.link: Any = None
        """The PhoneLink while Phones is on (game.client.phones)."""
        self.phones_wanted = False
        self._phone_pages: tuple[Any, ...] | None = None
        self._ratings: dict[str, Any] | None = None
        """Everyone's rating in this game (worked out when first drawn)."""
        self.picking: dict[int, Any] = {}
        """Seats whose person is choosing a profile (scenes.profiles.ProfilePicker)."""
        self.seed = secrets.randbits(63)
        """The next game's seed, drawn now so its table can be drawn ahead (:meth:`ahead`)."""

    # -- phones -----------------------------------------------------------------------
    def toggle_phones(self) -> None:
        if self.link is not None:
            self.phones_wanted = False
            self._stop_phones()
            self.app.sound("ui_back")
            return
        self.phones_wanted = True
        self._start_phones()

    def _start_phones(self) -> None:
        from game.client.phones import PhoneLink
        try:
            self.link = PhoneLink(self.app, len(self.slots))
        except (OSError, ImportError) as exc:
            self.phones_wanted = False
            self.app.toast(self.app.tr("lobby.phones_failed", error=str(exc) or type(exc).__name__), 8.0)
            self.app.sound("error")
            return
        self._phone_pages = None
        self.app.invalidate()
        self.app.sound("ui_select")

    def _stop_phones(self) -> None:
        link, self.link = self.link, None
        if link is not None:
            link.stop(self.app.tr("phone.lobby_closed"))
            self.app.invalidate()
        for i, slot in enumerate(self.slots):  # their phones are gone with the server
            if slot.kind == "human" and is_phone(slot.source):
                self.slots[i] = Slot()

    def update(self, now: float) -> None:
        link = self.link
        if link is None:
            return
        tr = self.app.tr
        for kind, i, msg in link.lobby_events():
            slot = self.slots[i]
            if kind == "joined" and slot.kind != "human":
                self.slots[i] = Slot("human", f"phone:{i}", name=slot.name)
                self.app.sound("join")
                self.say(tr("lobby.joined", who=tr("phone.seat"), seat=self.display_name(i)))
            elif kind == "act" and msg.action == {"kind": "leave"} and slot.kind == "human" and is_phone(slot.source):
                link.answer(msg, None)  # said before the seat's address is made anew (which lets the phone go)
                self.leave(i)
            elif kind == "act":
                link.answer(msg, self.phone_act(i, msg.action))
            self._phone_pages = None
            self.app.request_frame()
        book = self.app.profiles
        looks = (tuple((s.kind, s.source, s.profile, self.display_name(i)) for i, s in enumerate(self.slots)),
                 len(book.profiles), book.next_id, tr.language)
        if looks != self._phone_pages:
            self._phone_pages = looks
            from game.client.scenes.profiles import phone_offer
            for i, slot in enumerate(self.slots):
                phone_only = slot.kind == "human" and is_phone(slot.source)
                seated = tr("phone.seated_here") if slot.kind == "human" else tr("phone.sit_here")
                choices, form, prompt = phone_offer(self, i) if phone_only else ([], None, "")
                profile = book.get(slot.profile)
                name = profile.label if profile is not None else self.display_name(i)  # with its mark, as in games
                link.lobby_page(i, self.game.title, name, seated, phone_only, choices, form, prompt)

    def phone_act(self, seat: int, action: Any) -> str | None:
        """What a phone in ``seat`` sent while no game is played, but leaving:
        a profile (picked, made, or none); None when done, else why not."""
        slot = self.slots[seat]
        if not (slot.kind == "human" and is_phone(slot.source)):
            return str(self.app.tr("phone.not_yours"))
        from game.client.scenes.profiles import phone_profile
        return phone_profile(self, seat, action)

    def rating_text(self, slot: Slot) -> str:
        """"Rating 1687" for a profile or a bot level rated in this game, else ""."""
        who = f"p:{slot.profile}" if slot.kind == "human" and slot.profile else \
            f"bot:{slot.level}" if slot.kind == "bot" else ""
        rating = self.rating_of(who)
        return str(self.app.tr("lobby.rated", r=rating)) if rating else ""

    def rating_of(self, who: str) -> str:
        """``who``'s (``p:ID``, ``bot:LEVEL``) rating in this game, rounded ("" if unrated)."""
        if self._ratings is None:
            from game.engine.records import Records, load_summary
            self._ratings = Records(load_summary().games.values()).ratings(self.game.id)
        rating = self._ratings.get(who)
        return f"{rating.r:.0f}" if rating is not None else ""

    def resume(self) -> None:
        self._ratings = None  # back from a game: it may have moved them
        if self.phones_wanted and self.link is None:  # back from a game: new tokens for the next one
            self._stop_phones()
            self._start_phones()

    def exit(self) -> None:
        self._stop_phones()

    def phones_mixed(self) -> bool:
        """A race game with phones and keys or pads at one table (phones are slower)."""
        kinds = {is_phone(s.source) for s in self.slots if s.kind == "human"}
        return self.game.realtime and self.link is not None and len(kinds) == 2

    # -- seats ------------------------------------------------------------------------
    def seated(self, source: str) -> int | None:
        for i, slot in enumerate(self.slots):
            if slot.kind == "human" and slot.source == source:
                return i
        return None

    def free_slot(self) -> int | None:
        for i, slot in enumerate(self.slots):
            if not slot.kind:
                return i
        return None

    def last_bot(self) -> int | None:
        for i in reversed(range(len(self.slots))):
            if self.slots[i].kind == "bot":
                return i
        return None

    def count(self) -> int:
        return sum(1 for s in self.slots if s.kind)

    def default_name(self, seat: int) -> str:
        return seat_name(self.app.tr, self.game.id, seat)

    def display_name(self, seat: int) -> str:
        """What the table calls a seat: the typed name, else the seat's own."""
        return self.slots[seat].name or self.default_name(seat)

    def rename(self, seat: int, name: str, check_only: bool = False) -> str:
        """Give ``seat`` a typed name ("" gives back its own); returns why not, or "".
        A name another seat has or may have (its own name, given when someone
        sits there) is refused, whatever its case."""
        taken = {self.display_name(i).casefold() for i in range(len(self.slots)) if i != seat}
        if name and name.casefold() in taken:
            return str(self.app.tr("lobby.name_taken", name=name))
        if not check_only:
            self.slots[seat].name = "" if name == self.default_name(seat) else name
            self.slots[seat].profile = ""
        return ""

    def offer_profiles(self, seat: int) -> None:
        """Open the profile list on ``seat``'s card."""
        from game.client.scenes.profiles import ProfilePicker
        self.picking[seat] = ProfilePicker(self, seat)
        self.app.invalidate()

    def profile_problem(self, seat: int, profile: Any) -> str:
        """Why ``profile`` cannot sit at ``seat`` ("" if it can): it sits at
        another seat already (it is never taken from there), or another seat
        goes by its name."""
        for i, slot in enumerate(self.slots):
            if i != seat and slot.profile == profile.id:
                return str(self.app.tr("profiles.taken_at", name=profile.name, seat=self.default_name(i)))
        if any(i != seat and self.display_name(i).casefold() == profile.name.casefold()
               for i in range(len(self.slots))):
            return str(self.app.tr("lobby.name_taken", name=profile.name))
        return ""

    def take_profile(self, seat: int, profile: Any) -> bool:
        """Seat ``profile`` at ``seat``. Refused (False, and said) when it sits
        at another seat or another seat goes by its name."""
        problem = self.profile_problem(seat, profile)
        if problem:
            self.say(problem)
            self.app.sound("error")
            return False
        self.slots[seat].profile, self.slots[seat].name = profile.id, profile.name
        self.app.sound("ui_select")
        self.say(self.app.tr("profiles.seated", name=profile.name, seat=self.default_name(seat)))
        return True

    def can_start(self) -> bool:
        return self.game.min_seats <= self.count() <= self.game.max_seats

    def join(self, source: str) -> None:
        i = self.free_slot()
        if i is None:
            i = self.last_bot()
        if i is None:
            self.say(self.app.tr("lobby.full"))
            self.app.sound("error")
            return
        self.slots[i] = Slot("human", source)
        self.app.sound("join")
        self.say(self.app.tr("lobby.joined", who=self.app.input.source_label(source, self.app.tr),
                             seat=self.display_name(i)))
        if self.app.profiles.profiles:  # who are you? (skipped with back: anonymous as before)
            self.offer_profiles(i)

    def leave(self, seat: int) -> None:
        self.slots[seat] = Slot()
        self.picking.pop(seat, None)
        self.app.sound("ui_back")
        self._free_phone(seat)

    def _free_phone(self, seat: int) -> None:
        """A person left ``seat``: its phone address is made anew, so whoever
        held the old one cannot see the next player's cards."""
        if self.link is not None:
            self.link.rotate(seat)
            self._phone_pages = None

    def add_bot(self) -> None:
        i = self.free_slot()
        if i is not None:
            self.slots[i] = Slot("bot", level=self.bot_level)
            self.app.sound("join")
            if self.free_slot() is None and self.can_start():
                self.menu.focus_id("start")  # the table is full: what comes next is starting

    def remove_bot(self) -> None:
        i = self.last_bot()
        if i is not None:
            self.slots[i] = Slot()
            self.app.sound("ui_back")

    def change_level(self, delta: int) -> None:
        levels = self.game.bot_levels
        self.bot_level = levels[(levels.index(self.bot_level) + delta) % len(levels)]
        for slot in self.slots:
            if slot.kind == "bot":
                slot.level = self.bot_level
        self.app.sound("ui_move")

    def _rule_item(self, key: str) -> Item:
        tr, gid = self.app.tr, self.game.id
        return Item(lambda: tr(f"game.{gid}.rule.{key}"), value=lambda: option_text(tr, gid, key, self.rules[key]),
                    change=lambda d: self.change_rule(key, d), id=f"rule:{key}")

    def focus_meaning(self) -> str:
        """What the menu item under the cursor means: a bot level, a rule option."""
        focused = self.menu.focused()
        if focused is None:
            return ""
        if focused.id == "bot_level":
            return self.level_text()
        if focused.id.startswith("rule:"):
            rule = focused.id[5:]
            key = f"game.{self.game.id}.rule.{rule}.{str(self.rules[rule]).lower()}_means"
            return str(self.app.tr(key)) if self.app.tr.has(key) else ""
        return ""

    def level_text(self) -> str:
        """What the chosen bot level means, where the game says it
        ("Easy: a beginner, a card every 2 s"), else ""."""
        tr = self.app.tr
        key = f"game.{self.game.id}.bot.{self.bot_level}"
        return str(tr("lobby.level_means", level=tr(f"bot.{self.bot_level}"), means=tr(key))) if tr.has(key) else ""

    def change_rule(self, key: str, delta: int) -> None:
        opt = next(o for o in self.game.options if o.key == key)
        i = opt.choices.index(self.rules[key]) if self.rules[key] in opt.choices else 0
        self.rules[key] = opt.choices[(i + delta) % len(opt.choices)]
        self.app.sound("ui_move")

    def badge(self, canvas: Canvas, seat: int, center: tuple[float, float], radius: float) -> None:
        from game.client.game_scene import scene_class
        try:
            scene_class(self.game).draw_seat_badge(canvas, seat, center, radius)
        except (ImportError, AttributeError):
            canvas.seat_badge(seat, center, radius)

    def say(self, text: str) -> None:
        self.message = text

    # -- actions ----------------------------------------------------------------------
    def seats(self) -> tuple[SeatConfig, ...]:
        """The seats taken, compacted in order so a game never sees a gap."""
        return tuple(SeatConfig("bot", s.level) if s.kind == "bot"
                     else SeatConfig("human", name=s.name, source=s.source, profile=s.profile)
                     for s in self.slots if s.kind)

    def chosen_seats(self) -> tuple[SeatConfig, ...]:
        """The seats taken (:meth:`seats`), their profiles put at the top of the profile lists."""
        from game.client.scenes.profiles import stamp_now
        chosen = self.seats()
        for s in chosen:
            if s.profile:
                self.app.profiles.seated(s.profile, stamp_now())
        if any(s.profile for s in chosen):
            self.app.save_profiles()
        return chosen

    def ahead(self) -> list[tuple[object, Any]]:
        """The key check when the cursor is on it, and what Start would open
        now, drawn while people sit down: their first frames find their text
        and art made."""
        from game.client.scenes.overlays import KeyCheckScene
        checks = focused_opens(self.menu, {"key_check": lambda: KeyCheckScene(self.app)})
        return checks + (self.start_ahead() if self.can_start() else [])

    def start_ahead(self) -> list[tuple[object, Any]]:
        """The table as Start would open it now (these seats, rules and seed)."""
        from game.client.game_scene import table_preview
        from game.engine.contract import IllegalAction
        from game.engine.match import PlayRequest
        request = PlayRequest(self.game.id, self.seats(), self.seed, dict(self.rules))

        def draw(canvas: Canvas) -> None:
            try:
                table = table_preview(self.app, request)
            except (ImportError, AttributeError, KeyError, TypeError, ValueError, IllegalAction):
                return  # it cannot start: Start says why
            table.backdrop(canvas)
            table.draw(canvas)

        return [(("table", repr(request)), draw)]

    def start(self) -> None:
        if not self.can_start():
            return
        seats = self.chosen_seats()
        from game.client.game_scene import start_game
        from game.engine.match import PlayRequest
        self.app.sound("ui_select")
        filled = [i for i, s in enumerate(self.slots) if s.kind]
        scene = start_game(self.app, PlayRequest(self.game.id, seats, self.seed, dict(self.rules)), self.link,
                           {slot: seat for seat, slot in enumerate(filled)})
        if scene is not None:
            self.seed = secrets.randbits(63)  # another game from this lobby is another deal
        if scene is not None and self.link is not None:
            self.link = None  # the game has it now, and stops it with the game

    def key_check(self) -> None:
        from game.client.scenes.overlays import KeyCheckScene
        self.app.stack.push(KeyCheckScene(self.app))

    def back(self) -> None:
        self.app.sound("ui_back")
        self.app.stack.pop()

    def handle(self, intent: Intent) -> bool:
        verb, source = intent.verb, intent.source
        if intent.is_zone:
            seat = self.seated(source)
            if seat is not None and seat in self.picking and self.picking[seat].handle(intent):
                return True
            if seat is None and verb == "act" and not intent.repeat:
                self.join(source)
                return True
            if seat is not None and verb == "back" and not intent.repeat:
                self.leave(seat)
                return True
            if seat is not None and verb == "special" and not intent.repeat:
                self.app.sound("ui_select")  # a profile, a new one, or a name alone
                self.offer_profiles(seat)
                return True
        if verb == "pause" and not intent.repeat:
            if source == MENU_SOURCE:  # Esc leaves; a pad's Start must not throw the seating away
                self.back()
            return True
        if source in (MENU_SOURCE, MOUSE_SOURCE) or intent.is_zone:
            return self.menu.handle(intent)
        return False

    def device_changed(self, intent: Intent) -> None:
        if intent.verb == "unplugged":
            seat = self.seated(intent.source)
            if seat is not None:
                self.slots[seat] = Slot()
                self.picking.pop(seat, None)
                self._free_phone(seat)
                self.say(self.app.tr("lobby.pad_left"))

    # -- drawing ------------------------------------------------------------------------
    def backdrop(self, canvas: Canvas) -> None:
        tr = self.app.tr
        canvas.table()
        title_bar(canvas, f"{self.game.title} · {tr('lobby.title')}", tr("lobby.subtitle"))
        canvas.box((1100, 610, 700, 400), Theme.panel, 24, Theme.panel_edge, 2)
        canvas.text(tr("lobby.phones_title" if self.link is not None else "lobby.zones_title"), (1130, 636), 36,
                    Theme.gold, bold=True, max_width=640)

    def draw(self, canvas: Canvas) -> None:
        n = len(self.slots)
        gap = 24
        w = min(440.0, (LOGICAL_W - 240 - gap * (n - 1)) / n)
        x0 = (LOGICAL_W - (w * n + gap * (n - 1))) / 2
        top = max(210.0, below_title(canvas) + 10)  # under the subtitle at any text size
        self.name_size = canvas.common_size([(self.display_name(i), w - 110) for i in range(n)], 36, True)
        # what the keys do, at one size on every card (the hints are painted with the cards)
        if self.link is None:  # (with phones on, each card shows its code instead)
            self.hint_size = canvas.common_size([room for slot in self.slots if slot.kind == "human" for room in
                                                 self._slot_layout(canvas, slot, (0, 0, w, 540 - top)).rooms], 32)
        if self.link is not None:  # the seats' codes at one size too
            self.code_size = canvas.common_size([(self.link.code(i), w - 24) for i in range(n)], 32, True)
        for i, slot in enumerate(self.slots):
            self._draw_slot(canvas, i, slot, (x0 + i * (w + gap), top, w, 540 - top))
        line = self.focus_meaning() or (self.phones_mixed() and str(self.app.tr("lobby.phones_mixed"))) \
            or self.message
        if line:  # what the chosen item means while it is chosen, else the last seat news
            canvas.text(line, (LOGICAL_W / 2, 572), 36, Theme.gold, "center", bold=True, max_width=1700)
        self.menu.draw(canvas)
        self._draw_help(canvas, (1100, 610, 700, 400))

    def _draw_slot(self, canvas: Canvas, i: int, slot: Slot, r: tuple[float, float, float, float]) -> None:
        """A seat card, painted once per look (who sits there, their keys, the language)."""
        x, y, w, h = r
        hints = tuple(self.seat_hints(slot.source)) if slot.kind == "human" else ()
        phone = None if self.link is None else (self.link.server.tokens[i], self.link.connected(i))
        key = ("seat", self.game.id, i, slot.kind, slot.source, slot.level, slot.name, hints, self.app.tr.language,
               w, h, phone, slot.profile, self.rating_text(slot), self.name_size, self.code_size,
               self.hint_size)
        sprite = canvas.sprite(key, (w, h), lambda c: self._paint_slot(c, i, slot, (0, 0, w, h)), margin=30,
                               picture=False)  # a panel of text, laid out to fit at any size
        canvas.blit_sprite(sprite, (x, y))
        if i in self.picking:
            self.picking[i].draw(canvas, (x + 6, y + 84, w - 12, h - 90))

    def _paint_slot(self, canvas: Canvas, i: int, slot: Slot, r: tuple[float, float, float, float]) -> None:
        tr = self.app.tr
        x, y, w, h = r
        style = seat_style(i)
        filled = bool(slot.kind)
        canvas.box(r, Theme.card if filled else (20, 52, 56), 24, style.color if filled else Theme.panel_edge,
                   6 if filled else 2, shadow=filled)
        self.badge(canvas, i, (x + 52, y + 52), 26)
        ink = Theme.ink if filled else Theme.text_soft
        profile = self.app.profiles.get(slot.profile)
        if profile is not None:  # the profile's mark, on the seat's badge (six seats leave little room)
            from game.client.scenes.profiles import draw_mark
            draw_mark(canvas, profile.mark, (x + 74, y + 74), 15)
        canvas.text(self.display_name(i), (x + 96, y + 52), self.name_size, ink, "midleft", bold=True,
                    max_width=w - 110)
        if self.link is not None:
            canvas.spare(*(hint for _key, hint in self.seat_hints(slot.source)))  # the phone's code instead
            self._paint_phone(canvas, i, slot, r, ink)
            return
        if not slot.kind:
            canvas.paragraph(tr("lobby.press_to_join"), (x + 28, y + 110, w - 56, 180), 34, Theme.text_soft)
            return
        lay = self._slot_layout(canvas, slot, r)
        if lay.mark:
            canvas.art("ui/person" if slot.kind == "human" else "ui/bot", (x + 24, y + 110, 64, 64))
        canvas.paragraph(lay.label, (lay.lx, lay.label_y - lay.one_line / 2, x + w - 20 - lay.lx,
                                     lay.one_line * lay.lines), 34, ink, line_gap=1.1)
        cy = lay.cy
        for key, hint in lay.hints:
            cap = keycap(canvas, key, (x + 24, cy), size=lay.cap_size, min_w=76, anchor="midleft")
            hx = canvas.to_logical(cap.topright)[0] + 14
            canvas.text(hint, (hx, cy), self.hint_size, Theme.ink_soft, "midleft", max_width=x + w - hx - 16)
            cy += lay.step

    def _slot_layout(self, canvas: Canvas, slot: Slot, r: tuple[float, float, float, float]) -> SlotLayout:
        """Where a seated card's lines go at the current text size: who sits
        there, after the person or bot mark when the card is wide enough,
        else under the name across the card (on two lines if need be), then
        its keys, each with what it does."""
        tr = self.app.tr
        x, y, w, h = r
        human = slot.kind == "human"
        label = self.app.input.source_label(slot.source, tr) if human else \
            tr("lobby.bot", level=tr(f"bot.{slot.level}"))
        rated = self.rating_text(slot)
        if rated:  # a profile's or a bot level's rating in this game
            label = f"{label} · {rated}"
        lx = x + 24 if w < 340 else x + 100
        one_line = canvas.line_height(34)
        lines = 1 if canvas.text_width(label, 34) <= x + w - 20 - lx else 2
        hints = self.seat_hints(slot.source) if human else []
        step = max(64.0, canvas.line_height(32) + 24, keycap_height(canvas, 32) + 12)  # keys never touch
        cap_size = 32.0
        if hints and lines == 2:  # a narrow card at a large text size: the keys' short name keeps the hints room
            canvas.spare(label)
            label = self.app.input.source_label(slot.source, tr, short=True)
            if rated:  # the rating stays: it is what the seat is choosing by
                label = f"{label} · {rated}"
            lines = 1 if canvas.text_width(label, 34) <= x + w - 20 - lx else 2
        label_y = y + 142
        cy = label_y + one_line * (lines - 0.5) + 40
        if hints and cy + step * (len(hints) - 0.5) > y + h - 8:  # close up: under the name, rows as tall as keys
            label_y = min(label_y, y + 52 + canvas.line_height(36) / 2 + 8 + one_line / 2)
            cap_size = max(28.0, canvas.text_floor(32))  # (no smaller than 32 px as drawn)
            step = keycap_height(canvas, cap_size) + 12  # keys one under the other never touch
            cy = label_y + one_line * (lines - 0.5) + 8 + step / 2
            lx = x + 24  # no room for the person mark: the keys say who sits here
        keys = []
        for key, hint in hints:
            if key.startswith("Num ") and keycap_width(canvas, key, cap_size) + 14 + canvas.text_width(hint, 32) > \
                    w - 40:
                key = key[4:]  # a narrow card: the card already says NUMPAD
            keys.append((key, hint, w - 24 - keycap_width(canvas, key, cap_size, 76) - 14 - 16))
        return SlotLayout(label, lines, lx, label_y, one_line, lx > x + 24, cy, step, cap_size,
                          [(key, hint) for key, hint, _room in keys], [(hint, room) for _key, hint, room in keys])

    def _paint_phone(self, canvas: Canvas, i: int, slot: Slot, r: tuple[float, float, float, float],
                     ink: Color) -> None:
        """With phones on: the seat's QR code as large as the card allows, and
        under it one line: the seat's code to type, a bot's level, or the
        phone that joined (with a phone mark)."""
        tr = self.app.tr
        x, y, w, h = r
        connected = self.link.connected(i)
        if connected:  # the phone mark, and who else plays the seat (its keys or pad)
            text = tr("phone.seat") if is_phone(slot.source) else \
                self.app.input.source_label(slot.source, tr, short=True)
        elif slot.kind == "bot":  # its code still works: a phone takes a bot's seat
            text = tr(f"bot.{slot.level}")
        else:
            text = self.link.code(i)
        line = canvas.line_height(32)
        side = max(40.0, min(w - 40, h - 96 - line - 12))
        draw_qr(canvas, self.link.qr(i), (x + (w - side) / 2, y + 88, side, side))
        cy = y + 88 + side + 6 + line / 2
        if connected or slot.kind == "bot":
            mark = line * 0.9
            tw = min(canvas.text_width(text, 32, True), w - 40 - mark)
            left = x + (w - tw - mark - 8) / 2
            canvas.art("ui/phone" if connected else "ui/bot", (left, cy - mark / 2, mark, mark))
            canvas.text(text, (left + mark + 8, cy), 32, ink, "midleft", bold=True, max_width=w - 40 - mark)
        else:
            canvas.text(text, (x + w / 2, cy), self.code_size, ink, "center", bold=True, max_width=w - 24)

    def seat_hints(self, source: str) -> list[tuple[str, str]]:
        """What a seated player's keys do here: leave the seat, type a name."""
        names = self.app.input.key_names(source)
        return [(names[verb], self.app.tr(f"lobby.{verb}_seated")) for verb in ("back", "special") if verb in names]

    def _draw_help(self, canvas: Canvas, r: tuple[float, float, float, float]) -> None:
        tr = self.app.tr
        x, y, w, h = r
        if self.link is not None:  # how to join from a phone, instead of the keyboard zones
            top = y + 26 + canvas.line_height(36) + 10  # under the panel's title at any text size
            canvas.paragraph(tr("lobby.phones_help", address=self.link.base_url()),
                             (x + 30, top, w - 60, y + h - 20 - top), 32, Theme.text)
            return
        sources = self.app.input.keyboard_sources()
        pads = len(self.app.input.pads)
        line = canvas.line_height(32)
        step = keycap_height(canvas, 32) + 8  # keycaps one under the other never touch
        first = y + 26 + canvas.line_height(36) + 8 + step / 2  # under the panel's title at any text size
        rows = len(sources) + 1  # the zones, then the gamepads
        columns = 1 if first + step * (rows - 1) + line / 2 <= y + h - 12 else 2
        cw = (w - 40) / columns
        labels = [self.app.input.source_label(source, tr, short=columns > 1) for source in sources]
        caps = [key_label(self.app.input.zones[s[3:]]["act"]) for s in sources]
        if columns > 1:  # the zone's name says NUMPAD already
            caps = [cap[4:] if cap.startswith("Num ") else cap for cap in caps]
        rooms = [cw - keycap_width(canvas, cap, 32, 70) - 30 for cap in caps]  # the label, then its keycap
        size = canvas.common_size(list(zip(labels, rooms, strict=True)), 32)
        label_w = max(canvas.text_width(label, size) for label in labels) + 16
        for k, (source, label, cap, room) in enumerate(zip(sources, labels, caps, rooms, strict=True)):
            cx, row = x + (30 if columns == 1 else 20) + (k % columns) * cw, first + (k // columns) * step
            seat = self.seated(source)
            if columns > 1:
                label_w = canvas.text_width(label, size) + 14
            canvas.text(label, (cx, row), size, Theme.text_soft if seat is not None else Theme.text, "midleft",
                        max_width=room)
            if seat is None:
                keycap(canvas, cap, (cx + label_w, row), size=32, min_w=70, anchor="midleft")
            elif canvas.text_width(self.display_name(seat), 32, True) > cw - label_w - 10:
                self.badge(canvas, seat, (cx + label_w + 24, row), 22)  # who sits there, by the seat's mark
            else:
                canvas.text(self.display_name(seat), (cx + label_w, row), 32, Theme.gold, "midleft",
                            bold=True, max_width=cw - label_w)
        row = first + -(-len(sources) // columns) * step
        canvas.text(tr("lobby.pads", n=pads), (x + 30, min(row, y + h - 12 - line / 2)), 32, Theme.text_soft,
                    "midleft", max_width=w - 60)



def back_to_lobby(app: Any, game: Game[Any, Any], seats: tuple[Any, ...] = ()) -> None:
    """Leave a finished or abandoned game for its lobby, whatever led to the
    game: the lobby it was started from, or the game night it belongs to
    (everything above it closes), or, for
    a game started from the command line or resumed, a new one under the game
    menu, with the same players seated (humans on their keys or pads, bots)."""
    stack = app.stack
    for scene in reversed(stack.scenes):
        if (isinstance(scene, LobbyScene) and scene.game.id == game.id) or getattr(scene, "takes_back_games", False):
            while stack.top is not scene:
                stack.pop()
            return
    app.main_menu()
    stack.push(GameInfoScene(app, game))
    lobby = LobbyScene(app, game)
    for slot, seat in zip(lobby.slots, seats, strict=False):
        if seat.is_bot:
            slot.kind, slot.level = "bot", seat.level
        elif seat.source and not is_phone(seat.source):  # that game's phones stopped with it
            slot.kind, slot.source, slot.name, slot.profile = "human", seat.source, seat.name, seat.profile
    stack.push(lobby)
