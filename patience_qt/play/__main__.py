"""``python -m patience_qt.play simulate GAME -n N [--seed S] [--option NAME=VALUE …] [--policy hint|baseline]
[--detail]``;
``python -m patience_qt.play odds GAME -n N [--seed S] [--option NAME=VALUE …] [--seconds T]``."""

from __future__ import annotations

import argparse
import sys

from ..rules import GAMES
from ..rules.catalog import game_info
from .command_options import parse_option
from .odds import add_odds_arguments, run_odds
from .simulate import POLICIES, policy_by_name, simulate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m patience_qt.play", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play N deals with a policy (the baseline) and count the wins")
    sim.add_argument("game", help="game id: " + ", ".join(GAMES))
    sim.add_argument("-n", type=int, default=1000, help="number of deals (default 1000)")
    sim.add_argument("--seed", type=int, default=1, help="first game number (default 1)")
    sim.add_argument("--option", type=parse_option, action="append", default=[], metavar="NAME=VALUE")
    sim.add_argument("--policy", choices=POLICIES, default="baseline",
                     help="baseline (the family's simple policy, default) or hint (the first hint's move)")
    sim.add_argument("--detail", action="store_true",
                     help="also print the mean number of cards on the foundations per deal")
    add_odds_arguments(commands.add_parser(
        "odds", help="solve N deals: the shares proved winnable, lost, unknown"))
    args = parser.parse_args(argv)
    if args.command == "odds":
        return run_odds(args)
    try:
        info = game_info(args.game)
        options = info.resolve_options(dict(args.option))
        if args.n < 1:
            raise ValueError("-n must be at least 1")
        result = simulate(info.id, args.n, args.seed, options, policy_by_name(info.id, args.policy))
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.detail:
        print(result.detail())
    print(result.line())
    return 0


if __name__ == "__main__":
    sys.exit(main())
