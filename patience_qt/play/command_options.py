"""The limits of the play commands' numbers (``simulate``, ``odds`` and the odds table's script): one
place, so the commands and the table refuse the same values."""

from __future__ import annotations

MAX_DEALS = 1_000_000
MAX_SECONDS = 3600.0  # per deal
MAX_NODES = 10**12  # per deal, the solver's own ceiling
MAX_JOBS = 256  # odds --jobs: processes
