"""Messages that interrupt: broken data files, a game to resume, a pad unplugged."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from game.client.gfx import LOGICAL_W, Canvas, Theme
from game.client.input import Intent
from game.client.scenes.overlays import Overlay
from game.client.widgets import Item, MenuList
from game.content.errors import ContentError
from game.engine import registry
from game.engine.contract import resolve
from game.engine.journal import JournalError, find_unfinished, mark_abandoned, read_journal, replay


class ContentErrorScene(Overlay):
    """Every problem in the data files, located; the game keeps its last good data."""

    panel = (100.0, 60.0, 1720.0, 960.0)

    def __init__(self, app: Any, errors: list[ContentError]) -> None:
        super().__init__(app)
        self.errors = errors
        self.first = 0
        self.menu = MenuList([Item(lambda: app.tr("errors.continue"), self.close, id="continue")],
                             LOGICAL_W / 2 - 300, 900, 600, 80, 0, 40)

    def handle(self, intent: Intent) -> bool:
        if intent.verb == "down":
            self.first = min(max(0, len(self.errors) - 1), self.first + 1)
        elif intent.verb == "up":
            self.first = max(0, self.first - 1)
        elif intent.verb in ("act", "click", "back", "pause") and not intent.repeat:
            self.close()
        return True

    def title(self) -> str:
        return str(self.app.tr("errors.title", n=len(self.errors)))

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        x, y, w, h = self.panel
        canvas.paragraph(tr("errors.explain"), (x + 60, y + 120, w - 120, 100), 34, Theme.text_soft)
        row, bottom = y + 240, y + 790
        lh = canvas.line_height(32)
        shown = 0
        for err in self.errors[self.first:]:  # as many as fit, each message on up to three lines
            msg_h = min(canvas.paragraph_height(err.message, 32, w - 150, 1.15), lh * 3)
            if shown and row + lh + msg_h > bottom:
                break
            canvas.text(f"{err.file}:{err.line}:{err.column}", (x + 60, row), 32, Theme.gold, bold=True,
                        max_width=w - 120)
            canvas.paragraph(err.message, (x + 90, row + lh, w - 150, msg_h), 32, Theme.text, line_gap=1.15)
            row += lh + msg_h + 14
            shown += 1
        if shown < len(self.errors):
            canvas.text(tr("errors.more", shown=shown, n=len(self.errors)), (x + w - 60, y + 800), 32,
                        Theme.text_soft, "topright")
        self.menu.draw(canvas)


def offer_resume(app: Any) -> bool:
    """At start-up, offer the most recent unfinished game, if any (True), and
    say which newer unfinished games could not be resumed, and why (their
    journals are set aside, so this is said once)."""
    known = {g.id for g in registry.all_games()}
    try:
        path, unreadable = find_unfinished(known)
        journal = read_journal(path) if path is not None else None
    except (OSError, JournalError):
        path, journal, unreadable = None, None, []
    if unreadable:
        first = unreadable[0]
        app.toast(app.tr("resume.unreadable", n=len(unreadable), file=first.path.name, error=first.reason), 12.0)
    if path is not None and journal is not None:
        app.stack.push(ResumeScene(app, path, journal))
        return True
    return False


class ResumeScene(Overlay):
    panel = (360.0, 250.0, 1200.0, 580.0)

    def __init__(self, app: Any, path: Path, journal: Any) -> None:
        super().__init__(app)
        self.path = path
        self.journal = journal
        self.progress = self._progress()
        tr = app.tr
        self.menu = MenuList([
            Item(lambda: tr("resume.yes"), self.yes, id="yes"),
            Item(lambda: tr("resume.no"), self.no, id="no"),
        ], 660, 560, 600, 84, 18, 40)

    def yes(self) -> None:
        self.close()
        self.app.resume(self.path)

    def no(self) -> None:
        try:
            mark_abandoned(self.path)
        except (OSError, JournalError):
            pass
        self.close()

    def handle(self, intent: Intent) -> bool:
        if not self.menu.handle(intent) and intent.verb in ("back", "pause") and not intent.repeat:
            self.close()
        return True

    def title(self) -> str:
        return str(self.app.tr("resume.title"))

    def _progress(self) -> str:
        """How far the game had come, in the game's own words (its journal replayed)."""
        tr, actions = self.app.tr, len(self.journal.actions)
        try:
            game = registry.get(self.journal.header.game)
            state, _ = replay(game, self.journal)
            return str(resolve(game.parts.scene).progress_text(tr, state, actions))
        except Exception:  # noqa: BLE001 - a journal that no longer replays says so when resumed
            return str(tr.plural("resume.moves", actions))

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        h = self.journal.header
        try:
            game_title = registry.get(h.game).title
        except KeyError:
            game_title = h.game
        try:
            when = datetime.fromisoformat(h.started).astimezone().strftime("%d/%m %H:%M")
        except ValueError:
            when = h.started
        text = tr("resume.detail", game=game_title, n=len(h.config.seats), when=when, progress=self.progress)
        canvas.paragraph(text, (460, 370, 1000, 160), 38, Theme.text)
        self.menu.draw(canvas)


class UnpluggedScene(Overlay):
    """A seat lost its gamepad: the game waits until a pad is plugged in."""

    panel = (360.0, 240.0, 1200.0, 640.0)

    def __init__(self, app: Any, game_scene: Any) -> None:
        super().__init__(app)
        self.game_scene = game_scene

    def handle(self, intent: Intent) -> bool:
        if intent.verb == "pause" and not intent.repeat:
            from game.client.scenes.overlays import PauseScene
            self.app.stack.push(PauseScene(self.app, self.game_scene))
        elif intent.verb == "act" and intent.is_zone and not intent.repeat:
            self.game_scene.claim(intent.source)
        return True

    def title(self) -> str:
        return str(self.app.tr("unplugged.title"))

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        seats = ", ".join(self.game_scene.seat_label(s) for s in self.game_scene.lost)
        canvas.paragraph(tr("unplugged.body", seats=seats), (460, 380, 1000, 250), 40, Theme.text)
        canvas.art("ui/gamepad", (LOGICAL_W / 2 - 60, 650, 120, 100))
        canvas.paragraph(tr("unplugged.hint"), (460, 780, 1000, 90), 32, Theme.text_soft)
