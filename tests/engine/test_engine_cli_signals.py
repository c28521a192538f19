"""Ctrl-C during ``simulate --jobs 2`` stops quietly: one line, exit 130, no
worker traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform.startswith("win"), reason="POSIX process groups")
def test_ctrl_c_during_a_parallel_simulation_is_quiet(tmp_path: Path) -> None:
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "-m", "game", "simulate", "mana", "--games", "100000",
                             "--seats", "bot:random,bot:random", "--jobs", "2"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True,
                            # as from a terminal: a suite started in the background of a
                            # non-interactive shell passes SIGINT on ignored, and Python
                            # then never raises KeyboardInterrupt
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        time.sleep(6)  # let the two workers start and play (a terminal's Ctrl-C hits the whole group)
        assert proc.poll() is None, proc.communicate()[1]
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert err.strip().splitlines()[-1].endswith("interrupted")
