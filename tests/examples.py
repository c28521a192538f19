"""How many examples a Hypothesis property tries: the number the test names,
or a fifth of it (at least 5) in the quick tier (``tools/test.sh --quick``
sets ``TABLETOP_QUICK=1``)."""

from __future__ import annotations

import os


def examples(n: int) -> int:
    return max(5, n // 5) if os.environ.get("TABLETOP_QUICK") == "1" else n
