#!/usr/bin/env python3
"""Run Tabletop Arena from this folder, on any Python 3.11+ (standard library only).

    python3 tabletop.py [COMMAND ...]     the game window, or any game command
    python3 tabletop.py --install EXTRA   install an extra (test, build) and stop

The first run creates a virtual environment in ``.venv`` and installs the game
into it, so it works where ``pip install`` outside a virtual environment is
refused (Debian 12, Ubuntu 24.04: "externally-managed-environment"). Later runs
reuse it, and install again only when ``pyproject.toml``, the extras asked for
or the Python version change. Then ``python -m game`` runs in it with the same
arguments (``--help`` lists them).

Where the ``venv`` module cannot create an environment because Debian's
``python3-venv`` package is missing, this says which package to install, and
installs it with apt-get when run as root.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".tabletop-installed"


def say(text: str) -> None:
    print(f"tabletop: {text}", file=sys.stderr, flush=True)


def die(text: str) -> None:
    say(text)
    raise SystemExit(1)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _debian_venv_packages() -> list[str]:
    return ["python3-venv", f"python{sys.version_info[0]}.{sys.version_info[1]}-venv"]


def create_venv() -> None:
    """``python -m venv .venv`` (seeing the system's packages, so nothing already
    installed is downloaded again); on Debian without ensurepip, install the
    missing package first when we may, else say how."""
    for attempt in (1, 2):
        done = subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(VENV)],
                              capture_output=True, text=True)
        if done.returncode == 0 and venv_python().exists():
            return
        shutil.rmtree(VENV, ignore_errors=True)
        output = (done.stdout + done.stderr).strip()
        if "ensurepip" not in output or attempt == 2:
            die(f"could not create {VENV}:\n{output}")
        packages = _debian_venv_packages()
        apt = shutil.which("apt-get")
        if apt is None or not hasattr(os, "geteuid") or os.geteuid() != 0:
            die("Python's venv module is missing here. Install it, then run this again:\n"
                f"    sudo apt install {' '.join(packages)}")
        say(f"installing {' '.join(packages)} with apt-get (once)")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run([apt, "update", "-qq"], check=False, env=env)
        if subprocess.run([apt, "install", "-y", "-qq", *packages], env=env).returncode != 0:
            die(f"apt-get could not install {' '.join(packages)}")


def wanted(extras: list[str]) -> str:
    text = (ROOT / "pyproject.toml").read_bytes() + repr((sorted(extras), sys.version)).encode()
    return hashlib.sha256(text).hexdigest()


def ensure(extras: list[str]) -> Path:
    """The environment's Python, with the game (and ``extras``) installed."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this file runs on any python3, to say so clearly
        die(f"Tabletop Arena needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    if not venv_python().exists():
        say(f"creating a Python environment in {VENV.name}/ (once)")
        create_venv()
    installed = STAMP.read_text(encoding="utf-8").split() if STAMP.exists() else []
    have = set(installed[1:]) if installed else set()
    need = sorted(have | set(extras))
    if not installed or installed[0] != wanted(need) or not set(extras) <= have:
        target = f".[{','.join(need)}]" if need else "."
        say(f"installing {target} into {VENV.name}/ (only when it changes)")
        # --no-compile: pip's compiling of every installed module was a fifth of the install, and
        # Python compiles what it imports anyway (where the test command keeps it, .venv/pycache).
        pip = [str(venv_python()), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
               "--no-compile", "--editable", target]
        if subprocess.run(pip, cwd=ROOT).returncode != 0:
            die("pip could not install the game (see above); nothing was changed outside .venv/")
        STAMP.write_text(" ".join([wanted(need), *need]), encoding="utf-8")
    return venv_python()


def main(argv: list[str]) -> int:
    if argv[:1] == ["--install"]:
        extras = [e for part in argv[1:] for e in part.split(",") if e]
        print(ensure(extras))
        return 0
    python = ensure([])
    return subprocess.run([str(python), "-m", "game", *argv], cwd=ROOT).returncode


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
