"""How long the card gallery takes to show a saved YAML change.

Opens the real app headless on a copy of data/, shows the Ikasamage spells in
the gallery, then 20 times renames a spell in the YAML, saves it and steps the
app until the gallery has redrawn the renamed card. Prints the work of each
reload (read, validate, rebuild the cards, draw the frame) and the latency a
designer sees, which adds the app's file polling interval (up to
``CONTENT_POLL_S``). Run: python benchmarks/gallery_reload.py
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game import paths  # noqa: E402
from game.client.app import CONTENT_POLL_S, App  # noqa: E402
from game.client.scenes.gallery import GalleryScene  # noqa: E402


def main(saves: int = 20) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        shutil.copytree(paths.data_dir(), data)
        os.environ["TABLETOP_DATA"] = str(data)
        os.environ["TABLETOP_HOME"] = str(Path(tmp) / "home")
        pygame.init()
        app = App(size=(1920, 1080))
        app.ensure_content()
        scene = GalleryScene(app)
        app.stack.push(scene)
        scene.choose_game(next(i for i, g in enumerate(scene.games) if g.id == "ikasamage"))
        app.frame()
        path = data / "ikasamage.yaml"
        text = path.read_text(encoding="utf-8")
        work: list[float] = []
        for i in range(saves):
            name = f"Fireball {i}"
            path.write_text(text.replace("name: {en: Fireball,", f"name: {{en: {name},", 1), encoding="utf-8")
            st = path.stat()
            os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + (i + 1) * 1_000_000_000))
            start = time.perf_counter()
            app._next_content_poll = 0.0  # the poll is due: measure the work, not the wait
            while not any(c.name == name for c in scene.shelf(scene.current()).cards):
                app.step()
            app.frame()
            work.append((time.perf_counter() - start) * 1000)
        pygame.quit()
    print(f"gallery reload after a save, {saves} saves: work p50 {statistics.median(work):.0f} ms, "
          f"max {max(work):.0f} ms; a designer waits that plus up to {CONTENT_POLL_S * 1000:.0f} ms of "
          f"polling: at most {max(work) + CONTENT_POLL_S * 1000:.0f} ms")


if __name__ == "__main__":
    main()
