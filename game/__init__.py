"""Tabletop Arena: four tabletop games for couch play."""

import os as _os

# pygame prints a banner on import; the command line (``--json`` above all) must stay clean
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
