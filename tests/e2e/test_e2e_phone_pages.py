"""Each game's phone page in a real browser at a phone's size (390x844, Debian's headless Chromium through
Selenium), served by the real phone server on 127.0.0.1 with pages built from real game states: the
seat's own secrets and its first choice are in the first screen, Mana's board takes a piece and a square,
the "Done" line leaves the bottom of the screen free, the join box shows a whole code, and French keeps
"Stop !" together. Screenshots go to $TABLETOP_SHOTS (when set) to be looked at."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game import paths
from game.client.i18n import Translator
from game.engine.registry import get
from game.phone.page import Page, page_for
from game.phone.server import PhoneServer
from tests.e2e.test_e2e_phone import browser
from tests.phone.test_phone_pages import TABLES, config, names, random_states

pytestmark = [pytest.mark.browser]

W, H = 390, 844


@pytest.fixture
def driver() -> Iterator[Any]:
    d = browser((W, H))
    yield d
    d.quit()


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    srv = PhoneServer(1, paths.assets_dir(), host="127.0.0.1", port=0, ui={"sent": "Done"})
    srv.start()
    yield srv
    srv.stop("test over")


def shot(d: Any, name: str) -> None:
    where = os.environ.get("TABLETOP_SHOTS")
    if where:
        Path(where).mkdir(parents=True, exist_ok=True)
        d.save_screenshot(str(Path(where) / f"{name}.png"))


def state_where(game_id: str, seats: int, wanted: Any, seed: int = 3, steps: int = 400) -> Any:
    game = get(game_id)
    for state in random_states(game, config(game, seats, {}), seed, steps):
        if game.outcome(state) is None and wanted(game, state):
            return state
    raise AssertionError(f"no {game_id} state found")


def show(d: Any, srv: PhoneServer, pg: Page) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    srv.publish(0, dict(pg))
    d.get(srv.url(0))
    WebDriverWait(d, 15).until(lambda drv: drv.find_element(By.ID, "headline").text.strip())


def bottom(d: Any, css: str) -> float:
    return float(d.execute_script(f"return document.querySelector({css!r}).getBoundingClientRect().bottom"))


def kinds(pg: Page) -> set[str]:
    return {c["action"]["kind"] for c in pg["choices"] if isinstance(c["action"], dict)}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_secrets_and_choices_are_in_the_first_screen(driver: Any, server: PhoneServer, lang: str) -> None:
    tr = Translator(TABLES, lang)
    cases = [
        ("kingz", 3, lambda g, s: any(a.kind == "pick" for a in g.legal_actions(s, 0))),
        ("ikasamage", 4, lambda g, s: any(a.kind == "bet" for a in g.legal_actions(s, 0))),
        ("ikasamage", 4, lambda g, s: any(a.kind == "cast" for a in g.legal_actions(s, 0))),
        ("manga", 3, lambda g, s: any(a.kind == "play" for a in g.legal_actions(s, 0))),
    ]
    for i, (game_id, seats, wanted) in enumerate(cases):
        game = get(game_id)
        state = state_where(game_id, seats, wanted)
        pg = page_for(game, state, 0, names(game, seats), tr, lang)
        show(driver, server, pg)
        shot(driver, f"{game_id}-{i}-{lang}")
        assert bottom(driver, "#choices button.choice") <= H, f"{game_id}: the first choice is below the fold"
        if any(s.get("top") for s in pg["sections"]):
            assert bottom(driver, "#top section") <= H, f"{game_id}: the seat's secrets are below the fold"
        if game_id == "ikasamage" and "bet" in kinds(pg):  # betting: the hand is in view too
            top_titles = driver.execute_script(
                "return [...document.querySelectorAll('#top h3')].map(e => e.textContent)")
            assert tr("game.ikasamage.howto_hand").upper() in [t.upper() for t in top_titles]


def test_a_mana_move_is_a_tap_on_a_piece_then_on_a_square(driver: Any, server: PhoneServer) -> None:
    from selenium.webdriver.common.by import By
    tr = Translator(TABLES, "en")
    game = get("mana")
    state = state_where("mana", 2, lambda g, s: g.view(s, 0)["phase"] == "play" and g.legal_actions(s, 0)
                        and g.view(s, 0)["to_move"] == 0)
    pg = page_for(game, state, 0, names(game, 2), tr, "en")
    assert pg.get("board") and len(pg["board"]["cells"]) == 36
    show(driver, server, pg)
    assert bottom(driver, "#board") <= H
    mine = driver.find_elements(By.CSS_SELECTOR, "#board .cell.mine")
    assert mine
    frm = mine[0].get_attribute("aria-label")
    mine[0].click()
    dests = driver.find_elements(By.CSS_SELECTOR, "#board .cell.dest")
    assert dests and driver.find_elements(By.CSS_SELECTOR, "#board .cell.picked")
    to = dests[0].get_attribute("aria-label")
    shot(driver, "mana-picked-en")
    while not server.inbox.empty():
        server.inbox.get_nowait()
    dests[0].click()
    matching = [c for c in pg["choices"] if c.get("at") == [frm, to]]
    if len(matching) > 1:  # several squares for the bird: they are buttons now
        driver.find_elements(By.CSS_SELECTOR, "#choices button.choice")[0].click()
    for _ in range(500):  # bounded: the phone's act reaches the server
        if not server.inbox.empty():
            msg = server.inbox.get_nowait()
            if msg.kind == "act":
                break
        time.sleep(0.01)
    else:
        raise AssertionError("no act from the board")
    assert msg.action in [c["action"] for c in matching]


def test_done_leaves_the_bottom_free_and_the_join_box_shows_a_whole_code(driver: Any, server: PhoneServer) -> None:
    from selenium.webdriver.common.by import By
    pg: Any = {"format": 1, "game": "kingz", "title": "Kingz", "seat": 0, "name": "Tigress", "colour": "#e8c547",
               "lang": "fr", "headline": "Action Stop !", "status": "", "sections": [], "prompt": "Jouez",
               "choices": [{"path": ["Action Stop !"], "action": {"kind": "stop"}}], "realtime": True, "over": False}
    show(driver, server, pg)
    assert driver.execute_script("return document.getElementById('headline').textContent") == "Action Stop\u00a0!"
    driver.find_element(By.CSS_SELECTOR, "#choices button.choice").click()
    for _ in range(500):
        if not server.inbox.empty() and server.inbox.get_nowait().kind == "act":
            break
        time.sleep(0.01)
    server.reply(0, 1, None)
    for _ in range(500):
        if driver.execute_script("return !document.getElementById('toast').hidden"):
            break
        time.sleep(0.01)
    shot(driver, "done-fr")
    assert bottom(driver, "#toast") < H / 4  # a brief line under the header, not over the buttons at the bottom
    assert driver.execute_script("return getComputedStyle(document.getElementById('toast')).pointerEvents") == "none"
    driver.get(server.base_url() + "/")
    box = driver.find_element(By.ID, "code")
    box.send_keys("ABC-DEF")
    shot(driver, "join")
    assert driver.execute_script("const e = document.getElementById('code'); return e.scrollWidth <= e.clientWidth")
