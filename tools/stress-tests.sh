#!/usr/bin/env bash
# Run the timing-sensitive tests (phone server and phone tables, real-time races,
# bots, the game scene's workers, Ctrl-C, end-to-end windows) ROUNDS times on a
# quiet machine and ROUNDS times with every core kept busy by another process,
# and print one line per run and a tally. A test that passes or fails with the
# machine's load is a defect: every run must be green. A red run's whole log is
# kept (its path is printed) so a failure seen once can be read afterwards.
#   bash tools/stress-tests.sh [ROUNDS] [-- PYTEST_ARGS...]     (default 5 rounds)
set -uo pipefail
cd "$(dirname "$0")/.."
rounds=5
if [ $# -gt 0 ] && [ "$1" != "--" ]; then rounds=$1; shift; fi
[ "${1:-}" = "--" ] && shift
PY=$("${PYTHON:-python3}" tabletop.py --install test) || exit 1
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
modules=(tests/phone tests/client/test_client_phone_tables.py tests/client/test_client_game_scene.py
         tests/client/test_client_input.py tests/manga/test_manga_scene.py tests/manga/test_manga_rules.py
         tests/kingz/test_kingz_rules.py tests/mana/test_mana_bots.py tests/manga/test_manga_bots.py
         tests/kingz/test_kingz_bots.py tests/ikasamage/test_ikasamage_bots.py
         tests/engine/test_engine_cli_signals.py tests/e2e)
burners=()
stop_burners() {
  for pid in "${burners[@]}"; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
  burners=()
}
trap stop_burners EXIT
logs=$(mktemp -d "${TMPDIR:-/tmp}/stress-tests.XXXXXX")
passed=0
failed=0
for mode in quiet busy; do
  for ((i = 1; i <= rounds; i++)); do
    if [ "$mode" = busy ]; then
      for ((c = 0; c < $(nproc); c++)); do
        "$PY" -c 'while True: pass' &
        burners+=($!)
      done
    fi
    log="$logs/$mode-$i.log"
    start=$(date +%s)
    if "$PY" -m pytest -q -p no:cacheprovider -n auto "${modules[@]}" "$@" >"$log" 2>&1; then
      passed=$((passed + 1)); verdict=green
    else
      failed=$((failed + 1)); verdict=RED
    fi
    stop_burners
    echo "$mode run $i: $verdict in $(( $(date +%s) - start )) s: $(tail -n 1 "$log")"
    if [ "$verdict" = RED ]; then
      grep -E '^(FAILED|ERROR)' "$log" | sed 's/^/    /'
      echo "    whole log: $log"
    else
      # a green run's warnings are told too (a warning seen once under load is worth reading)
      sed -n '/warnings summary/,/^-- Docs/p' "$log" | grep -vE 'warnings summary|^-- Docs|^$' | sed 's/^/    /'
      rm -f "$log"
    fi
  done
done
echo "stress runs: $passed green, $failed red (of $((2 * rounds)))"
[ "$failed" -eq 0 ] && rmdir "$logs"
[ "$failed" -eq 0 ]
