"""What the compiled core answers, as one hash: ``python tools/native_fingerprint.py [NODES]``.

For a change to the C core that should change no behaviour (a split into files, a helper made one):
run it on the old build and on the new one and compare the last line. It prints, for the seven games
with a compiled twin and five deals each, a node-limited search's verdict, line and node count from
the deal and from positions 20, 40 and 60 random moves in, and a hash of a random walk's moves, keys,
dead-end answers (and for the Rainbow family the reserve relaxation's, with and without the waste-pile
relaxation), then the hash of all of it. Node limits, not time limits, so every run is the same.
"""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patience_qt.play.solver import native  # noqa: E402
from patience_qt.rules import new_game  # noqa: E402

RAINBOW = ("rainbow", "open_shop", "toad", "star")
VILLAGE = ("village", "babette", "carnival")
DEALS = (1, 2, 3, 7, 42)
DEPTHS = (0, 20, 40, 60)
WALK = 400


def core_of(game_id: str, deal: int, waste: bool | None = None) -> Any:
    game = new_game(game_id, seed=deal)
    if game_id in VILLAGE:
        return native.village_core(game, members=4)
    return native.rainbow_core(game, members=4, waste=waste)


def searched(game_id: str, deal: int, depth: int, nodes: int) -> str:
    core = core_of(game_id, deal)
    rng = random.Random(deal * 7 + depth)
    for _ in range(depth):
        moves = core.moves()
        if not moves or core.won():
            break
        core.apply(rng.choice(moves))
    verdict, line, count = core.search(nodes, 1e9, None)
    digest = hashlib.sha256(repr(line).encode()).hexdigest()[:12]
    return f"{game_id} {deal} depth {depth}: verdict {verdict} line {len(line or [])} {digest} " \
           f"nodes {count} runs {core.runs}"


def walked(game_id: str, deal: int, waste: bool | None) -> str:
    core = core_of(game_id, deal, waste)
    rng = random.Random(deal)
    digest = hashlib.sha256()
    steps = 0
    for _ in range(WALK):
        moves = core.moves()
        digest.update(repr((moves, core.key(), core.dead(), core.won())).encode())
        if game_id in RAINBOW:
            digest.update(repr((core.relaxed(2000), core.blocked())).encode())
        if not moves:
            break
        core.apply(rng.choice(moves))
        steps += 1
    for _ in range(steps):
        core.undo()
        digest.update(repr((core.key(), core.moves())).encode())
    return f"{game_id} {deal} walk (waste {waste}): {steps} moves {digest.hexdigest()[:16]}"


def main(argv: list[str]) -> int:
    if not native.available():
        print("the compiled core is not built", file=sys.stderr)
        return 1
    nodes = int(argv[0]) if argv else 300_000
    total = hashlib.sha256()
    for game_id in RAINBOW + VILLAGE:
        for deal in DEALS:
            rows = [searched(game_id, deal, depth, nodes) for depth in DEPTHS]
            wastes = (None, True) if game_id in RAINBOW else (None,)
            rows += [walked(game_id, deal, waste) for waste in wastes]
            for row in rows:
                print(row, flush=True)
                total.update(row.encode())
    shuffled = native.native_module().shuffle(list(range(4, 56)), 12345, 2)
    total.update(repr(shuffled).encode())
    print("all:", total.hexdigest())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
