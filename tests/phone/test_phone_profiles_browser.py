"""The phone's profile page in a real browser at a phone's size (390x844,
Debian's headless Chromium through Selenium), served by a real lobby's phone
server on 127.0.0.1: a phone that opens a seat sees the free profiles (most
recent first) and the new profile form in its language; a taken name is
refused with the reason and what was typed stays; a typed name, a tapped
colour and symbol make the profile, seated at that seat on the TV; a tapped
profile is seated. At 140 % (the page zoomed, as a phone's larger text
makes it) nothing is wider than the screen. Screenshots go to
$TABLETOP_SHOTS (when set) to be looked at."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from game.engine.profiles import Mark
from tests.e2e.test_e2e_phone import browser
from tests.e2e.test_e2e_phone_pages import H, W, shot
from tests.phone.test_phone_profiles import make_profiles, open_lobby

pytestmark = [pytest.mark.browser]


@pytest.fixture
def driver() -> Iterator[Any]:
    d = browser((W, H))
    yield d
    d.quit()


def until(pump: Callable[[], None], ready: Callable[[], Any], what: str, tries: int = 1500) -> Any:
    """Step the window until ``ready()`` is true (a bounded number of steps;
    the browser runs beside it, so each step lets it have a moment)."""
    for _ in range(tries):
        pump()
        got = ready()
        if got:
            return got
        time.sleep(0.01)
    raise AssertionError(f"never happened: {what}")


def texts(d: Any, css: str) -> list[str]:
    return list(d.execute_script(f"return [...document.querySelectorAll({css!r})].map(e => e.textContent)"))


def text_of(d: Any, element: str) -> str:
    """The element's text as the page has it (Selenium's ``text`` turns no-break spaces into spaces)."""
    return str(d.execute_script(f"return document.getElementById({element!r}).textContent"))


def words(text: str) -> str:
    """A text the page set with its French no-break spaces (before ! ? : ;), as the strings have it."""
    return text.replace("\u00a0", " ")


def fits_across(d: Any) -> bool:
    """Nothing on the page is wider than the phone's screen."""
    return bool(d.execute_script("return document.documentElement.scrollWidth <= window.innerWidth"))


def overflowing(d: Any) -> list[str]:
    """The buttons and form parts whose words run out of them."""
    return list(d.execute_script(
        "return [...document.querySelectorAll('#choices button, #newprofile *')]"
        ".filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.id || e.textContent)"))


def tap(d: Any, css: str, label: str) -> None:
    """Tap the button ``css`` whose label (or text) is ``label``."""
    from selenium.webdriver.common.by import By
    buttons = d.find_elements(By.CSS_SELECTOR, css)
    next(b for b in buttons if label in (b.get_attribute("aria-label"), b.get_attribute("textContent"))).click()


def toast(d: Any) -> str:
    return str(d.execute_script("const t = document.getElementById('toast'); return t.hidden ? '' : t.textContent"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_phone_page_picks_and_makes_a_profile_in_a_browser(app: Any, driver: Any, pump: Callable[[], None],
                                                              lang: str) -> None:
    from selenium.webdriver.common.by import By
    app.set_language(lang)
    tr = app.tr
    alice, bob, chloe, maxi = make_profiles(app, "Alice", "Bob", "Chloé", "Maximilienne")  # 12 letters
    lobby = open_lobby(app, "kingz")
    driver.get(lobby.link.server.url(1))
    until(pump, lambda: lobby.slots[1].source == "phone:1" and len(texts(driver, "#choices button.choice")) == 5,
          "the phone sits and is offered the profiles")
    assert texts(driver, "#choices button.choice") == [maxi.label, chloe.label, bob.label, alice.label,
                                                       tr("phone.leave")]
    assert words(text_of(driver, "prompt")) == tr("phone.profile.prompt")
    assert words(text_of(driver, "np-title")) == tr("profiles.new_title")
    name = driver.find_element(By.ID, "np-name")
    assert name.get_attribute("placeholder") == tr("profiles.name_placeholder") and name.get_attribute(
        "maxlength") == "12"
    colours = driver.find_elements(By.CSS_SELECTOR, "#np-colours button")
    symbols = driver.find_elements(By.CSS_SELECTOR, "#np-symbols button")
    assert [c.get_attribute("aria-label") for c in colours][:2] == [tr("profiles.colour.red"),
                                                                    tr("profiles.colour.blue")]
    assert len(symbols) == 6 and fits_across(driver) and overflowing(driver) == []
    shot(driver, f"profile-{lang}")
    # a name another profile has (whatever its case): refused, said, and what was typed stays
    name.send_keys("bob")
    driver.find_element(By.ID, "np-make").click()
    until(pump, lambda: toast(driver) == tr("profiles.name_taken", name="bob"), "the refusal is said")
    assert name.get_attribute("value") == "bob" and lobby.slots[1].profile == ""
    # the reason on two lines at most, across the screen (not squeezed into its right half)
    lines = driver.execute_script("const t = document.getElementById('toast'); "
                                  "return t.getBoundingClientRect().height / parseFloat(getComputedStyle(t).fontSize)")
    assert lines < 4
    assert len(app.profiles.profiles) == 4
    shot(driver, f"profile-refused-{lang}")
    # a new name, a colour and a symbol tapped: made, and seated at this seat on the TV
    name.clear()
    name.send_keys("Dominique")
    tap(driver, "#np-colours button", tr("profiles.colour.green"))  # (each tap draws the buttons anew)
    tap(driver, "#np-symbols button", tr("profiles.symbol.star"))
    driver.find_element(By.ID, "np-make").click()
    made = until(pump, lambda: app.profiles.get(lobby.slots[1].profile), "the profile is made and seated")
    assert made.name == "Dominique" and made.mark == Mark("green", "star")
    assert lobby.display_name(1) == "Dominique"
    until(pump, lambda: text_of(driver, "name") == made.label, "the page calls the seat by it")
    assert driver.find_element(By.ID, "np-name").get_attribute("value") == ""  # the form is ready for nobody else
    assert words(text_of(driver, "prompt")) == tr("phone.profile.change")
    # a listed profile tapped: seated instead
    until(pump, lambda: alice.label in texts(driver, "#choices button.choice"), "Alice is listed")
    tap(driver, "#choices button.choice", alice.label)
    until(pump, lambda: lobby.slots[1].profile == alice.id, "Alice is seated")
    until(pump, lambda: text_of(driver, "name") == alice.label, "the page calls the seat Alice")
    shot(driver, f"profile-seated-{lang}")
    # larger text: the page zoomed to 140 %, nothing wider than the screen
    driver.execute_script("document.body.style.zoom = '1.4'; dispatchEvent(new Event('resize'))")
    assert fits_across(driver) and overflowing(driver) == []
    shot(driver, f"profile-140-{lang}")
