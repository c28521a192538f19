"""The pygame client: window, scenes, input, drawing. It imports the engine,
the content and the games' views; imports within it go one way, from the kit
(gfx, input, table, widgets) to scenes, the game scene, lobby and results,
menus, and the app at the top (see :mod:`game.client.scene`)."""

import os as _os

from game.paths import APP_NAME as _APP_NAME

# What taskbars, Alt-Tab and the .desktop launcher's StartupWMClass know the
# window by. pygame sets the X11 class to the script's name ("__main__.py")
# when it is imported unless this is set first, so it is set here, before any
# client module imports pygame.
_os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", _APP_NAME)
_os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", _APP_NAME)

import sys as _sys  # noqa: E402

import pygame as _pygame  # noqa: E402,F401

# pygame registers surfarray and sndarray as lazy modules that import numpy
# when first touched. The client never uses them, but pydantic, defining each
# content model, looks its module up with inspect.getmodule, which touches
# every module in sys.modules: numpy would load for nothing (14 MB of RSS).
# Out of sys.modules they are never touched; ``import pygame.surfarray``
# still works (it loads it afresh).
for _lazy in ("pygame.surfarray", "pygame.sndarray"):
    _sys.modules.pop(_lazy, None)
