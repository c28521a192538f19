#!/usr/bin/env bash
# Install what the tests need and run them all (the README's test command):
# python3 tabletop.py --install test, then ruff, mypy, validate and pytest.
# End-to-end tests drive the real window under Xvfb with xdotool (and twm, a small
# window manager): they are installed with apt-get when missing (as root, or sudo), with
# Chromium and its driver for the test that plays from a phone's page.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's virtual environment (.venv, made and kept up to date by
# tabletop.py), so this works where pip refuses to install outside one.
PY=$("${PYTHON:-python3}" tabletop.py --install test)
if ! command -v Xvfb >/dev/null 2>&1 || ! command -v xdotool >/dev/null 2>&1 || ! command -v xwd >/dev/null 2>&1 \
   || ! command -v twm >/dev/null 2>&1 || ! command -v chromium >/dev/null 2>&1 \
   || ! command -v chromedriver >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq xvfb xdotool x11-apps twm chromium chromium-driver >/dev/null
fi
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
"$PY" -m ruff check game tests
"$PY" -m mypy --strict game/engine game/content game/report.py game/games/mana/rules.py game/games/mana/bots.py \
  game/games/mana/board.py game/games/mana/content.py game/games/manga/rules.py game/games/manga/bots.py \
  game/games/manga/content.py game/games/manga/views.py game/games/mana/views.py \
  game/games/kingz/rules.py game/games/kingz/bots.py game/games/kingz/content.py game/games/kingz/views.py \
  game/games/ikasamage/rules.py game/games/ikasamage/bots.py game/games/ikasamage/content.py \
  game/games/ikasamage/views.py game/games/ikasamage/ops.py game/games/ikasamage/state.py game/phone \
  game/games/mana/phone.py game/games/manga/phone.py game/games/kingz/phone.py game/games/ikasamage/phone.py
# The client and the tables are typed too (not strict): the scenes read typed views.
"$PY" -m mypy game/client game/games/mana/scene.py game/games/manga/scene.py game/games/mana/howto.py game/games/manga/howto.py game/games/kingz/scene.py game/games/kingz/howto.py game/games/ikasamage/scene.py game/games/ikasamage/table.py game/games/ikasamage/private.py game/games/ikasamage/cards.py game/games/ikasamage/howto.py game/cli.py
"$PY" -m game validate data
"$PY" -m pytest -q "$@"
