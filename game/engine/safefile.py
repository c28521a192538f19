"""Reading files a user can put anything in (pure Python, no pygame).

Data files, settings and journals live where a user (or a broken disk, or a
prank) can replace them with anything: a FIFO that blocks ``open`` forever, a
symlink to ``/dev/zero`` that never ends, a file of several gigabytes. Every
such read goes through :func:`read_capped`:

* it opens without blocking (a FIFO opens at once and is then refused);
* it reads only *regular* files (after following links, for data files; see
  ``follow_links``), so devices, FIFOs, sockets and folders are refused;
* it reads at most ``limit`` bytes and refuses a larger file, checking both
  the size the file claims and what it actually delivers.

A refusal is a :class:`FileRefused`, an ``OSError`` whose ``str()`` is one
short sentence a player can read (``not a regular file``, ``larger than
2 MB``), so callers that already catch ``OSError`` report it like any other
unreadable file.

Writing in the user folder goes through :func:`write_replacing`: a new file
beside the target, then a rename, so nothing is ever written through a link
someone left there.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

MiB = 1024 * 1024


class FileRefused(OSError):
    """A file that exists but is not read (not regular, or too large)."""

    def __init__(self, reason: str) -> None:
        super().__init__(errno.EINVAL, reason)
        self.reason = reason

    def __str__(self) -> str:
        return self.reason


def size_text(n: int) -> str:
    """``2097152`` -> ``2 MB`` (whole megabytes above one, else kilobytes)."""
    if n >= MiB:
        return f"{n / MiB:.0f} MB"
    return f"{max(1, round(n / 1024))} KB"


def is_regular(path: str | os.PathLike[str], follow_links: bool = True) -> bool:
    """True for a regular file (a link to one counts only with ``follow_links``)."""
    try:
        st = os.stat(path) if follow_links else os.lstat(path)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode)


def read_capped(path: str | os.PathLike[str], limit: int, follow_links: bool = True) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises :class:`FileRefused` for anything that is not a regular file or is
    larger than ``limit``, and ``OSError`` when it cannot be opened at all.
    With ``follow_links=False`` a symbolic link is refused too."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    if not follow_links:
        if os.path.islink(path):
            raise FileRefused("a link, not a regular file (links are not followed here)")
        flags |= getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(Path(path), flags)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise FileRefused("not a regular file")
        if st.st_size > limit:
            raise FileRefused(f"larger than {size_text(limit)}")
        chunks: list[bytes] = []
        got = 0
        while True:
            chunk = os.read(fd, min(1 * MiB, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
            if got > limit:
                raise FileRefused(f"larger than {size_text(limit)}")
        return b"".join(chunks)
    finally:
        os.close(fd)


def write_replacing(path: str | os.PathLike[str], data: bytes) -> None:
    """Make ``path`` hold ``data``, whole or not at all, never writing through
    a link: the bytes go to a new file beside it (a fresh name, created
    exclusively, so no link of that name is followed), flushed to disk, which
    is then renamed over ``path`` (a link at ``path`` is replaced, not
    followed). A crash leaves the old file or the new one, never a torn one."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def set_aside(path: Path, stamp: str) -> Path:
    """Move a file that cannot be used out of the way, kept for a person to
    look at: ``NAME.corrupt-STAMP.json`` (``-2``, ``-3``... if taken). Returns
    where it went (``path`` itself when it could not be moved)."""
    safe = "".join(c for c in stamp if c.isalnum() or c in "-") or "old"
    aside = path.with_name(f"{path.stem}.corrupt-{safe}.json")
    n = 1
    while os.path.lexists(aside):
        n += 1
        aside = path.with_name(f"{path.stem}.corrupt-{safe}-{n}.json")
    try:
        os.replace(path, aside)
    except OSError:
        return path
    return aside
