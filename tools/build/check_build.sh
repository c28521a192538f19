#!/usr/bin/env bash
# Check a built dist/tabletop headless: validate (good and broken YAML), simulate
# (in-process and with spawned workers), the in-bundle probe, and smoke.
#
#   pyinstaller --noconfirm build.spec && tools/build/check_build.sh
#
# Exit status: 0 when every step passed. smoke is reported but does not fail the
# script while a game has no scene yet (pass --strict-smoke to make it count).
set -u
cd "$(dirname "$0")/../.."
DIST=dist/tabletop
EXE=$DIST/tabletop
STRICT_SMOKE=0
[ "${1:-}" = "--strict-smoke" ] && STRICT_SMOKE=1
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
TABLETOP_HOME=$(mktemp -d)
export TABLETOP_HOME
failures=0
step() { echo; echo "== $*"; }
expect() {  # expect CODE COMMAND...
    local want=$1; shift
    "$@"; local got=$?
    if [ "$got" -ne "$want" ]; then echo "!! exit $got, expected $want: $*"; failures=$((failures + 1)); fi
}

[ -x "$EXE" ] || { echo "no build at $EXE"; exit 2; }
[ -d "$DIST/data" ] || { echo "no $DIST/data beside the executable"; exit 2; }

step "validate"
expect 0 "$EXE" validate

step "validate with a broken copy of a YAML file (expect file:line:col: message, exit 1)"
victim=$(find "$DIST/data" -name '*.yaml' | sort | head -1)
backup=$(mktemp)
cp "$victim" "$backup"
printf 'broken: [1, 2\n' >> "$victim"
expect 1 "$EXE" validate
cp "$backup" "$victim" && rm -f "$backup"
expect 0 "$EXE" validate

step "simulate (in process)"
expect 0 "$EXE" simulate mana --games 2 --seats bot:easy,bot:easy --json --seed 5
step "simulate --jobs 2 (spawned workers: the frozen executable restarted by multiprocessing)"
expect 0 "$EXE" simulate mana --games 2 --seats bot:easy,bot:easy --json --seed 5 --jobs 2

step "probe inside the bundle (imports, SVG, mixer, fonts, SDL)"
expect 0 python tools/build/probe_frozen.py "$EXE"

step "smoke"
"$EXE" smoke 2>&1 | grep -v ' ok (' ; smoke=${PIPESTATUS[0]}
if [ "$smoke" -ne 0 ]; then
    echo "!! smoke exit $smoke"
    [ $STRICT_SMOKE -eq 1 ] && failures=$((failures + 1))
fi

echo
du -sh "$DIST"
rm -rf "$TABLETOP_HOME"
if [ $failures -ne 0 ]; then echo "FAILED: $failures step(s)"; exit 1; fi
echo "all checks passed"
