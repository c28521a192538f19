"""``python -m game ...``: the command-line interface (see ``game.cli``).

Run by a Python that lacks the game's packages (the system's ``python3``
beside a checkout whose ``.venv`` holds them), it hands over to the
project's ``.venv`` Python; where there is none, it says how to get one
instead of a traceback."""

import importlib.util
import os
import sys
from pathlib import Path

NEEDED = ("pygame", "yaml", "pydantic", "platformdirs")


def _venv_python() -> Path:
    venv = Path(__file__).resolve().parents[1] / ".venv"
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _hand_over() -> None:
    missing = [m for m in NEEDED if importlib.util.find_spec(m) is None]
    if not missing or getattr(sys, "frozen", False):
        return
    venv = _venv_python()
    if venv.exists() and Path(sys.executable) != venv and not os.environ.get("TABLETOP_HANDED_OVER"):
        os.environ["TABLETOP_HANDED_OVER"] = "1"
        os.execv(str(venv), [str(venv), "-m", "game", *sys.argv[1:]])
    print(f"tabletop: this Python lacks {', '.join(missing)}. Run `python3 tabletop.py` once: it installs "
          "what the game needs in .venv/ (then `.venv/bin/python -m game ...` works).", file=sys.stderr)
    raise SystemExit(2)


if __name__ == "__main__":  # spawn-started workers import this module too
    _hand_over()
    from game.cli import main

    raise SystemExit(main())
