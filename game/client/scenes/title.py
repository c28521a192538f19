"""Title screen and main menu."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from game.client.gfx import LOGICAL_H, LOGICAL_W, Canvas, Theme
from game.client.input import MENU_SOURCE, Intent
from game.client.names import players_text
from game.client.scene import Scene, preview
from game.client.widgets import Item, MenuList, MenuScene
from game.engine import registry
from game.engine.contract import Game


class TitleScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.t0 = app.clock()

    def handle(self, intent: Intent) -> bool:
        quitting = intent.verb == "pause" and intent.source == MENU_SOURCE  # Esc; a pad's Start is "any button"
        if not quitting and intent.verb not in ("point", "plugged", "unplugged") and not intent.repeat:
            self.app.sound("ui_select")
            self.app.ensure_content()
            if self.app.stack.top is self:  # else a resume offer just came up: answer it first
                self.app.stack.replace(MainMenuScene(self.app))
            return True
        if quitting:
            self.app.quit()
            return True
        return False

    def backdrop(self, canvas: Canvas) -> None:
        tr = self.app.tr
        cx = LOGICAL_W / 2
        canvas.table()
        canvas.art("ui/logo", (cx - 170, 150, 340, 340))
        canvas.text(tr("app.title"), (cx, 560), 120, Theme.text, "center", title=True)
        canvas.text(tr("app.tagline"), (cx, 660), 40, Theme.text_soft, "center")
        canvas.text(tr("title.keys_hint"), (cx, LOGICAL_H - 70), 32, Theme.text_soft, "center")

    def needs_frames(self, now: float) -> bool:
        return self.app.lively(now)  # "press any key" pulses, then rests

    def ahead(self) -> list[tuple[object, Any]]:
        """The main menu (once the data has loaded: the menu needs it)."""
        return [preview("main_menu", lambda: MainMenuScene(self.app))] if self.app.content is not None else []

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        cx = LOGICAL_W / 2
        now = self.app.clock()
        pulse = 0.5 + 0.5 * math.sin((now - self.t0) * 3) if self.app.lively(now) else 1.0
        col = tuple(round(a + (b - a) * pulse) for a, b in zip(Theme.text_soft, Theme.gold, strict=False))
        canvas.text(tr("title.press_any"), (cx, 860), 48, col, "center", bold=True)  # type: ignore[arg-type]


class MainMenuScene(MenuScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        tr = app.tr
        self.games = registry.all_games()
        items = [self._game_item(g) for g in self.games]
        items += [Item(label=lambda: tr("menu.gamenight"), action=self.open_gamenight, id="gamenight"),
                  Item(label=lambda: tr("menu.players"), action=self.open_players, id="players"),
                  Item(label=lambda: tr("menu.gallery"), action=self.open_gallery, id="gallery"),
                  Item(label=lambda: tr("menu.settings"), action=self.open_settings, id="settings"),
                  Item(label=lambda: tr("menu.quit"), action=app.quit, id="quit")]
        self.menu = MenuList(items, 120, 250, 760, 96, 18, 44, on_move=lambda: app.sound("ui_move"), max_h=800)
        # the cursor starts on the last game opened or played, however the menu was reached
        self.menu.focus = next((i for i, item in enumerate(items) if item.id == app.last_game), self.menu.focus)

    def _game_item(self, game: Any) -> Item:
        tr = self.app.tr
        return Item(label=lambda: str(game.title), value=lambda: players_text(tr, game),
                    action=lambda: self.open_game(game), id=game.id)

    def open_game(self, game: Game[Any, Any]) -> None:
        self.app.sound("ui_select")
        self.app.last_game = game.id
        from game.client.scenes.lobby import GameInfoScene
        self.app.stack.push(GameInfoScene(self.app, game))

    def open_players(self) -> None:
        self.app.sound("ui_select")
        from game.client.scenes.players import PlayersScene
        self.app.stack.push(PlayersScene(self.app))

    def open_gamenight(self) -> None:
        self.app.sound("ui_select")
        from game.client.scenes.gamenight import open_saved_night
        open_saved_night(self.app)

    def open_gallery(self) -> None:
        self.app.sound("ui_select")
        from game.client.scenes.gallery import GalleryScene
        self.app.stack.push(GalleryScene(self.app))

    def open_settings(self) -> None:
        self.app.sound("ui_select")
        from game.client.scenes.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def back(self) -> None:
        self.app.sound("ui_back")
        self.app.stack.replace(TitleScene(self.app))

    def opens(self) -> dict[str, Callable[[], Scene]]:
        from game.client.scenes.gallery import GalleryScene
        from game.client.scenes.gamenight import NightLobbyScene
        from game.client.scenes.lobby import GameInfoScene
        from game.client.scenes.settings import SettingsScene

        app = self.app

        def info(game: Game[Any, Any]) -> Callable[[], Scene]:
            return lambda: GameInfoScene(app, game)

        return {**{g.id: info(g) for g in self.games}, "gallery": lambda: GalleryScene(app),
                "settings": lambda: SettingsScene(app), "gamenight": lambda: NightLobbyScene(app)}

    PANEL = (980.0, 230.0, 820.0, 680.0)

    def backdrop(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.art("ui/logo", (110, 60, 130, 130))
        canvas.text(self.app.tr("app.title"), (270, 125), 80, Theme.text, "midleft", title=True)
        canvas.box(self.PANEL, Theme.panel, 28, Theme.panel_edge, 2, shadow=True)

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        self.menu.draw(canvas)
        focused = self.menu.focused()
        game = next((g for g in self.games if focused and focused.id == g.id), None)
        x, y, w, h = self.PANEL
        if game is not None:
            canvas.text(game.title, (x + 50, y + 50), 72, Theme.gold, title=True)
            top = y + 50 + max(100.0, canvas.line_height(72))
            canvas.text(players_text(tr, game), (x + 50, top), 40, Theme.text_soft, bold=True)
            top += max(80.0, canvas.line_height(40) + 20)
            canvas.paragraph(tr(f"game.{game.id}.pitch"), (x + 50, top, w - 100, y + h - 40 - top), 40, Theme.text)
            canvas.paragraph(tr("menu.open_game_hint"), (x, y + h + 24, w, LOGICAL_H - 16 - y - h - 24), 34,
                             Theme.text_soft, align="center")
        elif focused is not None and focused.id in ("settings", "gallery", "players", "gamenight"):
            canvas.paragraph(tr(f"menu.{focused.id}_pitch"), (x + 50, y + 60, w - 100, h - 120), 40, Theme.text)
        else:
            canvas.paragraph(tr("menu.quit_pitch"), (x + 50, y + 60, w - 100, h - 120), 40, Theme.text)
