"""``python -m game ...``: the command-line interface (see ``game.cli``)."""

from game.cli import main

if __name__ == "__main__":  # spawn-started workers import this module too
    raise SystemExit(main())
