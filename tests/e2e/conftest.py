"""Fixtures that run the real game window under Xvfb and press real keys with xdotool."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NO_DISPLAY = "cannot open the game window: no display answered"


@pytest.fixture(scope="module")
def xvfb() -> Iterator[str]:
    if not all(shutil.which(tool) for tool in ("Xvfb", "xdotool", "xwd")):
        pytest.skip("Xvfb, xdotool and xwd are needed (tools/test.sh installs them with apt-get)")
    read_fd, write_fd = os.pipe()
    # -displayfd: Xvfb picks a free display itself and writes its number, so
    # parallel runs never race for the same one
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1920x1080x24",
                             "-nolisten", "tcp"], pass_fds=(write_fd,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    with os.fdopen(read_fd) as pipe:
        number = pipe.readline().strip()
    if not number:
        proc.kill()
        pytest.fail("Xvfb did not start")
    try:
        yield f":{number}"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


class Window:
    """The real game process on the virtual screen."""

    def __init__(self, display: str, home: Path, args: list[str]) -> None:
        self.display = display
        self.home = home
        number = len(list(home.parent.glob("scenes-*")))
        self.scene_log = home.parent / f"scenes-{number}.log"
        # the game's output goes to a file, never to a pipe nobody reads (a full pipe would
        # block the game); PYTHONFAULTHANDLER lets a hung game say where each thread stood
        self.out_path = home.parent / f"output-{number}.txt"
        self.env = dict(os.environ, DISPLAY=display, TABLETOP_HOME=str(home), SDL_AUDIODRIVER="dummy",
                        TABLETOP_SCENE_LOG=str(self.scene_log), PYTHONFAULTHANDLER="1")
        self.env.pop("SDL_VIDEODRIVER", None)
        for attempt in range(1, 4):
            with open(self.out_path, "wb") as out:
                self.proc = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=self.env,
                                             stdout=out, stderr=subprocess.STDOUT)
            try:
                self.wid = self._wait_window()
                return
            except BaseException:
                self.close()  # a window that never came up is not left running after the test
                # Under a load of 40-60 on two cores, Xvfb has failed to answer a new client now
                # and then (the game then says "no display answered" and stops): that is the
                # virtual screen, not the game, so start again while Xvfb answers the harness
                if attempt == 3 or NO_DISPLAY not in self.output() or not self._xdo("getdisplaygeometry"):
                    raise
                warnings.warn(f"Xvfb {display} did not answer the game (attempt {attempt}): starting it again",
                              UserWarning, stacklevel=1)

    def _xdo(self, *args: str) -> str:
        out = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20)
        return out.stdout.strip()

    def _wait_window(self) -> str:
        """The window's id, once it shows its first frame. The deadline only
        keeps a hung game from hanging the run: a busy machine just waits."""
        deadline = time.monotonic() + 120
        wid = ""
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"the game exited early:\n{self.output()}")
            wid = self._xdo("search", "--pid", str(self.proc.pid))
            if wid and self.scenes():
                time.sleep(0.3)
                return wid.splitlines()[0]
            time.sleep(0.2)
        raise AssertionError(f"the game window did not appear (window id {wid!r}, scenes {self.scenes()});"
                             f" where the game stood:\n{self.stacks()}")

    def output(self) -> str:
        """What the game printed so far (stdout and stderr)."""
        return self.out_path.read_text(encoding="utf-8", errors="replace")

    def stacks(self) -> str:
        """Every thread's stack of a game that is still running (faulthandler,
        on SIGABRT, which ends it), then the end of its output."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGABRT)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
        return self.output()[-8000:]

    def scenes(self) -> list[list[str]]:
        """Every stack of scenes the game has shown, in order (TABLETOP_SCENE_LOG)."""
        try:
            text = self.scene_log.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        return [line.split(">") for line in text.splitlines() if line]

    def wait_scene(self, name: str, timeout: float = 120.0) -> None:
        """Until ``name`` is the top scene on screen (a deadline against hangs only)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            shown = self.scenes()
            if shown and shown[-1][-1] == name:
                time.sleep(0.2)
                return
            if self.proc.poll() is not None:
                raise AssertionError(f"the game exited waiting for {name}")
            time.sleep(0.1)
        raise AssertionError(f"{name} never came on top; scenes shown: {self.scenes()[-5:]}")

    def keys(self, *names: str, pause: float = 0.35) -> None:
        """Press real keys (X key names), one after the other."""
        for name in names:
            self._xdo("windowfocus", "--sync", self.wid)
            # press and release from one xdotool process: two processes could start far enough
            # apart on a busy machine for the game's key repeat to see a held key
            self._xdo("key", "--delay", "60", name)
            time.sleep(pause)

    def chord(self, *names: str) -> None:
        """Press several keys one after the other from a single xdotool call
        (60 ms apart, however busy the machine is)."""
        self._xdo("windowfocus", "--sync", self.wid)
        self._xdo("key", "--delay", "60", *names)

    def screenshot(self, path: Path) -> Path:
        subprocess.run(["xwd", "-root", "-silent", "-display", self.display, "-out", str(path.with_suffix(".xwd"))],
                       check=True, timeout=20)
        import pygame  # converts the X window dump to PNG without imagemagick

        from tests.e2e.xwd import read_xwd
        surface = read_xwd(path.with_suffix(".xwd"))
        pygame.image.save(surface, str(path))
        return path

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


@pytest.fixture
def window_factory(xvfb: str, tmp_path: Path) -> Iterator[object]:
    windows: list[Window] = []

    def make(*args: str) -> Window:
        w = Window(xvfb, tmp_path / "home", list(args))
        windows.append(w)
        return w

    try:
        yield make
    finally:
        for w in windows:
            w.close()
