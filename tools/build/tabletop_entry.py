"""PyInstaller entry script for the ``tabletop`` executable (see ``build.spec``).

Same as ``python -m game`` / the ``tabletop`` console script. It lives outside
the ``game`` package so that PyInstaller does not put ``game/`` itself on the
analysis path (which would make ``game``'s modules importable as top-level
names too).
"""

import multiprocessing

if __name__ == "__main__":
    # A spawned ``simulate --jobs N`` worker is this same executable started
    # with multiprocessing's arguments: hand it over before anything else runs.
    # (``game.cli.main`` calls it too; calling it twice is harmless.)
    multiprocessing.freeze_support()

    from game.cli import main

    raise SystemExit(main())
