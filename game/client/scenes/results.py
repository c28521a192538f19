"""The results screen that ends every game."""

from __future__ import annotations

from typing import Any

from game.client.gfx import LOGICAL_W, Canvas, Theme
from game.client.input import Intent
from game.client.scene import Scene
from game.client.widgets import Item, MenuList, MenuScene
from game.engine.contract import Outcome


class ResultsScene(MenuScene):
    def __init__(self, app: Any, game_scene: Any, outcome: Outcome) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.game = game_scene.game
        self.outcome = outcome
        tr = app.tr
        night = game_scene.night  # a game night's game goes on to its scoreboard
        items = [Item(lambda: tr("results.again"), self.again, id="again")] if night is None else \
            [Item(lambda: tr("gamenight.to_scoreboard"), self.back, id="night")]
        if game_scene.reviewable:
            items.append(Item(lambda: tr("results.review"), self.review, id="review"))
        if night is None:
            items.append(Item(lambda: tr("results.lobby"), self.back, id="lobby"))
        self.menu = MenuList(items, LOGICAL_W / 2 - 320, 790, 640, 76, 12, 40, on_move=lambda: app.sound("ui_move"),
                             max_h=264)
        self.cards_bottom = 760.0
        """Where the seats' cards end (set when they are drawn)."""

    def review(self) -> None:
        self.app.sound("ui_select")
        self.app.stack.replace(ReviewScene(self.app, self.game_scene, self.outcome))

    def back(self) -> None:
        """"Back to the lobby" means the lobby, however the game was started."""
        self.app.sound("ui_back")
        self.app.stack.pop()
        self.app.back_to_lobby(self.game, self.game_scene.current_seats())

    def enter(self) -> None:
        self.app.sound("win" if self.outcome.winners else "battle_won")

    def again(self) -> None:
        from game.engine.match import PlayRequest
        if self.game_scene.had_phones:  # phones stopped with the game: the lobby gives new codes to scan
            self.back()
            self.app.toast(self.app.tr("phone.again"))
            return
        seats = self.game_scene.current_seats()
        rules = dict(self.game_scene.config.rules)
        self.app.stack.pop()
        self.app.start_game(PlayRequest(self.game.id, seats, None, rules))


    def backdrop(self, canvas: Canvas) -> None:
        canvas.table()
        tr = self.app.tr
        o = self.outcome
        gid = self.game.id
        if o.winners:
            names = ", ".join(self.game_scene.seat_label(s) for s in o.winners)
            headline = tr("results.winner" if len(o.winners) == 1 else "results.winners", names=names)
        else:
            headline = tr("results.draw")
        canvas.art("ui/crown", (LOGICAL_W / 2 - 70, 70, 140, 110))
        canvas.text(headline, (LOGICAL_W / 2, 250), 80, Theme.gold, "center", title=True, max_width=1700)
        rkey = f"game.{gid}.outcome.{o.reason}"
        canvas.text(tr(rkey) if tr.has(rkey) else o.reason, (LOGICAL_W / 2, 350), 40, Theme.text_soft,
                    "center", max_width=1700)
        n = len(self.game_scene.config.seats)
        w = min(420.0, 1600.0 / n)
        x0 = LOGICAL_W / 2 - w * n / 2
        details = [self.game_scene.score_detail(o, seat).splitlines()[:3] for seat in range(n)]
        lh = canvas.line_height
        # the menu starts under the cards (at 790 at least): they take the room its rows leave
        menu = self.menu
        menu_h = len(menu.items) * (max(menu.base_h, lh(menu.size) + 12) + menu.gap) - menu.gap
        top, bottom = 410.0, max(760.0, 1052.0 - menu_h - 28)
        first = top + 96  # under the badge
        # as many detail lines as fit under the name and the score (the last ones give way first)
        room = max(0, int((bottom - 16 - first - lh(40) - lh(56)) // lh(32)))
        details = [d[:room] for d in details]
        lines = max((len(d) for d in details), default=0)
        # name, who sits there, the score and the game's detail lines, stacked by measured heights;
        # at large text sizes "who sits there" gives way to the details
        say_who = first + lh(40) + lh(32) + lh(56) + lines * lh(32) + 16 <= bottom
        tall = first + lh(40) + (lh(32) if say_who else 0) + lh(56) + lines * lh(32) + 20 - top
        self.cards_bottom = top + tall
        name_size = canvas.common_size([(self.game_scene.seat_label(s), w - 50) for s in range(n)], 40, True)
        detail_size = canvas.common_size([(line, w - 50) for d in details for line in d], 32)
        for seat in range(n):
            x = x0 + seat * w
            won = seat in o.winners
            canvas.box((x + 10, top, w - 20, tall), Theme.card if won else (24, 62, 66), 24,
                       Theme.gold if won else Theme.panel_edge, 6 if won else 2, shadow=won)
            self.game_scene.draw_seat_badge(canvas, seat, (x + w / 2, top + 56), 30)
            ink = Theme.ink if won else Theme.text
            soft = Theme.ink_soft if won else Theme.text_soft
            y = first
            canvas.text(self.game_scene.seat_label(seat), (x + w / 2, y + lh(40) / 2), name_size, ink, "center",
                        bold=True, max_width=w - 50)
            y += lh(40)
            if say_who:
                cfg = self.game_scene.config.seats[seat]
                source = self.game_scene.source_of(seat)
                who = tr("lobby.bot", level=tr(f"bot.{cfg.level}")) if cfg.is_bot else \
                    self.app.input.source_label(source, tr) if source else tr("results.human")
                canvas.text(who, (x + w / 2, y + lh(32) / 2), 32, soft, "center", max_width=w - 50)
                y += lh(32)
            if seat < len(o.scores):
                canvas.text(self.game_scene.score_text(o, seat), (x + w / 2, y + lh(56) / 2), 56, ink, "center",
                            bold=True, max_width=w - 50)
            y += lh(56)
            for line in details[seat]:
                canvas.text(line, (x + w / 2, y + lh(32) / 2), detail_size, soft, "center", max_width=w - 50)
                y += lh(32)

    def draw(self, canvas: Canvas) -> None:
        self.menu.y = max(790.0, self.cards_bottom + 28)  # clear of the seats' cards at any text size
        self.menu.max_h = 1060 - self.menu.y
        # as wide as its longest label needs at this text size, never narrower than at 100 % (from
        # 640 up to 1000, centred): at 140 % "See the board, move by move" set every button below
        # its 100 % size (below 100 %, measured at the size that comes out as 100 %'s)
        size = self.menu.size / min(1.0, canvas.ui_scale)
        need = max(canvas.text_width(item.label(), size, True) for item in self.menu.items) + 60
        self.menu.w = min(1000.0, max(640.0, need))
        self.menu.x = LOGICAL_W / 2 - self.menu.w / 2
        self.menu.draw(canvas)


class ReviewScene(Scene):
    """The table of a finished game, step by step: left and right go back and
    forth through its moves (up and down to the start and the end); act, back
    or Esc return to the results. The game scene draws each state as it was."""

    def __init__(self, app: Any, game_scene: Any, outcome: Outcome) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.outcome = outcome
        self.states = game_scene.replayed_states()
        self.index = len(self.states) - 1

    def handle(self, intent: Intent) -> bool:
        last = len(self.states) - 1
        step = {"left": -1, "right": 1, "up": -last, "down": last}.get(intent.verb)
        if step is not None:
            self.index = max(0, min(last, self.index + step))
            self.app.sound("ui_move")
        elif intent.verb in ("act", "back", "pause", "click") and not intent.repeat:
            self.app.sound("ui_back")
            self.app.stack.replace(ResultsScene(self.app, self.game_scene, self.outcome))
        return True

    def backdrop(self, canvas: Canvas) -> None:
        self.game_scene.backdrop(canvas)

    def draw(self, canvas: Canvas) -> None:
        gs = self.game_scene
        gs.reviewing, gs.review_step = self.states[self.index], (self.index, len(self.states) - 1)
        try:
            gs.draw(canvas)
        finally:
            gs.reviewing = None
