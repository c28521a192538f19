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
