#!/usr/bin/env bash
# Install what the tests need and run them all (the README's test command):
# python3 tabletop.py --install test, then ruff, mypy, validate and pytest on
# every core (pytest-xdist; each end-to-end test has its own X display and port).
#   bash tools/test.sh            everything
#   bash tools/test.sh --quick    the inner loop: ruff, then the rules, content, engine, bots and the
#                                 conformance suite, Hypothesis properties with a fifth of their examples
# Any further arguments go to pytest (bash tools/test.sh --quick -k mana).
# End-to-end tests drive the real window under Xvfb with xdotool (and twm, a small
# window manager): they are installed with apt-get when missing (as root, or sudo), with
# Chromium and its driver for the test that plays from a phone's page.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0
if [ "${1:-}" = "--quick" ]; then
  quick=1
  shift
fi
# The project's virtual environment (.venv, made and kept up to date by
# tabletop.py), so this works where pip refuses to install outside one.
PY=$("${PYTHON:-python3}" tabletop.py --install test)
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
# Compiled modules are kept, in the project's environment rather than beside the sources: where
# PYTHONDONTWRITEBYTECODE is set (some CI images and containers set it), every pytest worker and
# every window a test starts compiled the game and rewrote the tests' asserts anew (collecting
# alone took 5.4 CPU-s a worker instead of 1.5).
unset PYTHONDONTWRITEBYTECODE
export PYTHONPYCACHEPREFIX="$PWD/.venv/pycache"
if [ "$quick" -eq 1 ]; then
  "$PY" -m ruff check game tests benchmarks
  export TABLETOP_QUICK=1
  exec "$PY" -m pytest -q -n auto --dist worksteal -m "not slow" tests/engine tests/content tests/structure \
    tests/mana tests/manga tests/kingz tests/ikasamage tests/conformance "$@"
fi
if ! command -v Xvfb >/dev/null 2>&1 || ! command -v xdotool >/dev/null 2>&1 || ! command -v xwd >/dev/null 2>&1 \
   || ! command -v twm >/dev/null 2>&1 || ! command -v chromium >/dev/null 2>&1 \
   || ! command -v chromedriver >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq xvfb xdotool x11-apps twm chromium chromium-driver >/dev/null
fi
"$PY" -m ruff check game tests benchmarks
# The static checks run beside the tests: mypy and validate use one core each, and
# the tests fill both cores, so neither waits for the other. Their output follows
# the tests' and either one failing fails the command.
static_log=$(mktemp)
(
  set -e
  # The pure layers under --strict: engine, content, each game's rules, state, ops, views, bots,
  # content, face and phone page, the phones' pages and server.
  "$PY" -m mypy --strict game/engine game/content game/report.py game/phone game/games/__init__.py \
    game/games/*/__init__.py game/games/*/rules.py game/games/*/bots.py game/games/*/content.py \
    game/games/*/views.py game/games/*/phone.py game/games/mana/board.py game/games/mana/forced.py \
    game/games/mana/book.py game/games/ikasamage/ops.py game/games/ikasamage/state.py
  # The client and the tables are typed too (not strict): the scenes read typed views.
  "$PY" -m mypy game/client game/games game/cli.py benchmarks
  "$PY" -m game validate data
) >"$static_log" 2>&1 &
static=$!
trap 'kill "$static" 2>/dev/null || true; rm -f "$static_log"' EXIT
status=0
# One worker more than cores: the end-to-end tests spend most of their time waiting on a window,
# and the extra worker keeps both cores busy meanwhile.
"$PY" -m pytest -q -n "$(( $(nproc) + 1 ))" --dist worksteal "$@" || status=$?
static_status=0
wait "$static" || static_status=$?
echo "--- mypy and validate ---"
cat "$static_log"
[ "$static_status" -eq 0 ] || { echo "mypy or validate failed (above)"; exit 1; }
exit "$status"
