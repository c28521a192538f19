"""Things a user (or a prank, or a broken disk) can leave where the game reads
a file: shared by the tests of every reader (data files, settings, journals)."""

from __future__ import annotations

import os
from pathlib import Path

SPECIAL = ("fifo", "dev_zero", "folder")
"""Not a regular file: a FIFO (open blocks), a link to /dev/zero (never ends), a folder."""


def put_special(path: Path, kind: str) -> None:
    """Replace ``path`` with one of :data:`SPECIAL`."""
    if path.is_symlink() or path.is_file():
        path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    else:
        raise ValueError(kind)
