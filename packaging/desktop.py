"""The Linux desktop launcher of the one-folder build (run by ``build.spec``
after COLLECT, and by ``install-desktop.sh`` from the built folder).

    python3 packaging/desktop.py DIST_FOLDER

Writes, into the built folder (``dist/tabletop/``):

* ``tabletop-arena.png``: the game's icon (256 px, rendered from
  ``assets/svg/ui/logo.svg`` with pygame, so no other tool is needed);
* ``tabletop-arena.desktop``: a launcher a file manager starts with a
  double-click (after "Allow launching" where the desktop asks), with the
  icon and ``StartupWMClass`` matching the window's class, so the taskbar shows
  the icon too. Its paths are absolute: run ``install-desktop.sh`` again after
  moving the folder;
* ``install-desktop.sh``: rewrites the launcher for where the folder is now
  and copies it into ``~/.local/share/applications`` (the applications menu).
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

APP = "tabletop-arena"
NAME = "Tabletop Arena"
SVG = Path(__file__).resolve().parent.parent / "assets" / "svg" / "ui" / "logo.svg"


def render_icon(svg: Path, out: Path, size: int = 256) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.image.save(pygame.image.load_sized_svg(str(svg), (size, size)), str(out))


def desktop_entry(folder: Path) -> str:
    exe = folder / ("tabletop.exe" if os.name == "nt" else "tabletop")
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        f"Name={NAME}",
        "Comment=Four tabletop games for one sofa, one screen, many hands",
        "Comment[fr]=Quatre jeux de société pour un canapé, un écran, beaucoup de mains",
        f'Exec="{exe}"',  # quoted as the desktop entry spec wants (a folder name may have spaces)
        f"Path={folder}",
        f"Icon={folder / (APP + '.png')}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        f"StartupWMClass={APP}",
        "",
    ])


INSTALL_SH = """#!/bin/sh
# Point the launcher at this folder (wherever it is now) and add it to the
# applications menu. Run it again after moving the folder.
set -e
here=$(cd "$(dirname "$0")" && pwd)
sed -e "s|^Exec=.*|Exec=\\"$here/tabletop\\"|" -e "s|^Path=.*|Path=$here|" \\
    -e "s|^Icon=.*|Icon=$here/tabletop-arena.png|" "$here/tabletop-arena.desktop" > "$here/.desktop.tmp"
mv "$here/.desktop.tmp" "$here/tabletop-arena.desktop"
chmod +x "$here/tabletop-arena.desktop"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"
cp "$here/tabletop-arena.desktop" "$apps/tabletop-arena.desktop"
echo "Tabletop Arena is in the applications menu ($apps/tabletop-arena.desktop)."
"""


def write(folder: Path, svg: Path = SVG) -> None:
    folder = folder.resolve()
    render_icon(svg, folder / f"{APP}.png")
    launcher = folder / f"{APP}.desktop"
    launcher.write_text(desktop_entry(folder), encoding="utf-8")
    script = folder / "install-desktop.sh"
    script.write_text(INSTALL_SH, encoding="utf-8")
    for path in (launcher, script):
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    write(Path(sys.argv[1]))
