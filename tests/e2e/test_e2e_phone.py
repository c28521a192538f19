"""A phone's page in a real browser (Debian's headless Chromium, driven by
Selenium through its chromedriver) plays a Kingz seat of the real window
under Xvfb: it opens the seat's address, picks a card and locks it, and the
TV shows the lock (the journal has the seat's pick and Ready!, and the seat's
zone on the screen changed)."""

from __future__ import annotations

import os
import re
import shutil
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from tests.e2e.test_e2e_shell import journals, kinds, not_blank, wait_for

pytestmark = [pytest.mark.e2e, pytest.mark.browser]

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


def browser(phone: tuple[int, int] | None = None) -> Any:
    """A headless Chromium; with ``phone`` (width, height), emulating that phone's screen."""
    webdriver = pytest.importorskip("selenium.webdriver")
    if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
        pytest.skip("Chromium and chromedriver are needed (tools/test.sh installs them with apt-get)")
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", "--hide-scrollbars", "--window-size=420,900"):
        options.add_argument(flag)
    if phone is not None:
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {
            "width": phone[0], "height": phone[1], "pixelRatio": 1.0}})
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def read_address(window: Any, timeout: float = 20.0) -> str:
    """The first seat's address, as ``play --phones`` prints it."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = re.search(r"phone seat 1: (http://\S+)", window.output())
        if found:
            return found.group(1)
        time.sleep(0.2)
    raise AssertionError(f"no phone address printed: {window.output()!r}")


def zone_pixels(path: Path) -> bytes:
    """Seat 0's zone (bottom left third of a 1920x1080 window, three seats)."""
    surface = pygame.image.load(str(path))
    return pygame.image.tobytes(surface.subsurface((0, 700, 640, 380)), "RGB")


def test_a_phone_in_a_real_browser_picks_and_locks_a_kingz_card(window_factory, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    driver = browser()
    try:
        monkeypatch.setenv("TABLETOP_PHONE_HOST", "127.0.0.1")
        monkeypatch.setenv("TABLETOP_PHONE_PORT", "0")
        w = window_factory("play", "kingz", "--seats", "human,bot:easy,bot:easy", "--seed", "7", "--phones")
        address = read_address(w)
        assert address.startswith("http://127.0.0.1:")
        path = wait_for(lambda: journals(w.home))[0]
        before = w.screenshot(tmp_path / "tv_before.png")

        from selenium.webdriver.common.by import By
        from selenium.webdriver.support import expected_conditions as ec
        from selenium.webdriver.support.ui import WebDriverWait
        driver.get(address)
        wait = WebDriverWait(driver, 15)
        first = wait.until(ec.element_to_be_clickable((By.CSS_SELECTOR, "#choices button.choice")))
        assert driver.find_element(By.ID, "name").text  # the seat's name in the header
        driver.save_screenshot(str(tmp_path / "phone_pick.png"))
        first.click()  # one tap picks a card
        assert wait_for(lambda: (0, "pick") in kinds(path), timeout=10), path.read_text()
        lock = wait.until(ec.element_to_be_clickable((By.CSS_SELECTOR, "#choices button.choice.good")))
        driver.save_screenshot(str(tmp_path / "phone_lock.png"))
        lock.click()  # the next locks it: Ready!
        assert wait_for(lambda: (0, "ready") in kinds(path), timeout=10), path.read_text()
        wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, "#choices button.choice.good"))
        driver.save_screenshot(str(tmp_path / "phone_locked.png"))
        time.sleep(0.5)  # the next frame
        after = w.screenshot(tmp_path / "tv_after.png")
        not_blank(after)
        assert zone_pixels(before) != zone_pixels(after), "the TV did not show the seat's lock"
    finally:
        driver.quit()
