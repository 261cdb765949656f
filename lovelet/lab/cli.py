"""The ``lovelet`` command: simulate tournaments, or play against bots in a terminal.

    lovelet simulate --edition revised --players 4 --agents heuristic,random,random,random \\
        --games 10000 --seed 1 --workers 2
    lovelet simulate --agents heuristic,random --games 2000 --json
    lovelet simulate --agents students:agent,heuristic --isolate --move-seconds 1
    lovelet play --players 3 --language fr
    lovelet serve --port 8867 --db build/tables.sqlite

``lovelet --help`` and ``lovelet COMMAND --help`` explain every option.  A bad option
(or a setting the rules refuse, such as 5 players in the classic edition) is said in
one line on standard error, and the command exits with status 2; so is an agent
named ``module:attribute`` that cannot be loaded or asked for a move.  An agent that
raises, or makes an illegal move, during a simulation is named in one line with the
error's first line, and the command exits with status 1; with ``--isolate`` every agent
plays in a process of its own instead, and one that overruns ``--move-seconds``, raises
or sends junk loses that game by forfeit (counted and listed with the results) while
the simulation goes on.  ``lovelet serve`` runs the table service of a class
(:mod:`lovelet.table_service.serve`, in a process of its own: this layer does not import the
service).  ``python -m lovelet`` is the same command.
"""


from __future__ import annotations

import argparse
import csv
import io
import json
import os
import subprocess
import sys
from collections.abc import Sequence

from lovelet.engine.errors import IllegalAction, refused
from lovelet.lab.isolation import DEFAULT_MOVE_SECONDS, MOST_MOVE_SECONDS
from lovelet.lab.terminal import TerminalGame
from lovelet.lab.tournament.entrants import agent_named, agent_words
from lovelet.lab.tournament.results import TournamentResult
from lovelet.lab.tournament.runner import MAX_GAMES, AgentFailed, play_tournament

__all__ = ["main", "build_parser"]


class _Parser(argparse.ArgumentParser):
    """argparse, with every error in one line (argparse's own adds the whole usage)."""

    def error(self, message):
        message = " ".join(str(message).split()).rstrip(".")
        self.exit(2, f"{self.prog}: error: {message}; see {self.prog} --help\n")


def _whole(low, high=None):
    def read(value):
        try:
            number = int(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None
        if number < low:
            raise argparse.ArgumentTypeError(f"{value!r} is below {low}")
        if high is not None and number > high:
            raise argparse.ArgumentTypeError(f"{value!r} is above the most allowed, {high:,}")
        return number

    read.__name__ = "whole number"
    return read


def _seconds(value):
    """A time limit in seconds: a number above 0, at most MOST_MOVE_SECONDS."""
    try:
        seconds = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a number of seconds") from None
    if not 0 < seconds <= MOST_MOVE_SECONDS:  # NaN fails this too
        raise argparse.ArgumentTypeError(f"{value!r} must be above 0 and at most {MOST_MOVE_SECONDS:g}")
    return seconds


_seconds.__name__ = "number of seconds"


def _agents(value):
    """A comma-separated list of agents' words: lovelet's own checked now, an agent
    "module:attribute" when the simulation loads it (in its own process with --isolate)."""
    words = [word.strip() for word in value.split(",")]
    if not all(words):
        raise argparse.ArgumentTypeError(f"{value!r} has an empty name: separate agents with single commas")
    for word in words:
        if ":" in word:  # imported when it plays: here, or only in its own process with --isolate
            continue
        try:
            agent_named(word)
        except IllegalAction as refusal:
            raise argparse.ArgumentTypeError(str(refusal)) from None
    return words


def _agent(value):
    """One agent's word, checked as :func:`_agents` checks them."""
    words = _agents(value)
    if len(words) != 1:
        raise argparse.ArgumentTypeError(f"{value!r} names {len(words)} agents: name one")
    return words[0]


def build_parser() -> argparse.ArgumentParser:
    """The parser of the ``lovelet`` command and its subcommands."""
    words = ", ".join(agent_words())
    # `lovelet serve` is not a subparser: main hands every argument after "serve" to
    # lovelet.table_service.serve, whose own parser reads them; the epilog names it.
    parser = _Parser(prog="lovelet", description="Love Letter from the command line: simulate "
                     "tournaments between agents, or play a game against bots.",
                     epilog="lovelet serve: serve the tables of a class, where students play each other "
                            "from their own pages (lovelet serve --help for its options).")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    simulate = commands.add_parser(
        "simulate", help="play many games between agents and print their results",
        description="Play seat-rotated games between agents and print each agent's win rate "
                    "with its 95% interval, the advantage of each seat, how long rounds "
                    "last and which cards knock players out.  The same seed gives the same "
                    "results whatever the number of workers.")
    simulate.add_argument("--edition", choices=("revised", "classic"), default="revised",
                          help="the edition: revised (2019, 2-6 players) or classic (2-4 players); "
                               "default: revised")
    simulate.add_argument("--players", type=_whole(1), metavar="N",
                          help="the number of players; default: one per agent listed, or 2")
    simulate.add_argument("--agents", type=_agents, metavar="LIST",
                          help=f"the agents, one per seat, separated by commas ({words}, or "
                               "module:attribute for your own), or one agent for every seat; "
                               "default: random")
    simulate.add_argument("--games", type=_whole(1, MAX_GAMES), default=1000, metavar="N",
                          help="how many games (or rounds, with --unit round) to play, at most "
                               f"{MAX_GAMES:,}; default: 1000")
    simulate.add_argument("--unit", choices=("game", "round"), default="game",
                          help="play whole games (until someone has the favors needed) or single "
                               "rounds; default: game")
    simulate.add_argument("--seed", type=_whole(0), metavar="N",
                          help="the seed every deal and every agent's draw comes from (a small seed is "
                               "for lessons, not competitions); default: drawn so nobody can guess it, "
                               "and printed with the results")
    simulate.add_argument("--workers", type=_whole(1), metavar="N",
                          help="how many processes play (1: this one only); default: every core")
    simulate.add_argument("--chunk-size", type=_whole(1), metavar="N",
                          help="games sent to a worker at a time; default: about 1/64 of the games")
    simulate.add_argument("--isolate", action="store_true",
                          help="play each agent in a process of its own that sees only its seat's "
                               "observation (for agents you do not trust); an agent that overruns "
                               "--move-seconds, raises or sends junk loses that game by forfeit")
    simulate.add_argument("--move-seconds", type=_seconds, default=DEFAULT_MOVE_SECONDS, metavar="S",
                          help="with --isolate: the time limit of one decision, in seconds; "
                               f"default: {DEFAULT_MOVE_SECONDS:g}")
    simulate.add_argument("--tie-break", choices=("shared", "discard_sum"),
                          help="classic only: discard_sum breaks showdown ties by discards (AEG); "
                               "default: shared")
    simulate.add_argument("--thresholds", choices=("standard", "aeg"),
                          help="classic only: aeg plays to 7/5/4 favors; default: standard")
    simulate.add_argument("--reveal-drawn", action="store_true",
                          help="players see whether a card played was the one just drawn")
    output = simulate.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true",
                        help="print every result as JSON instead of tables")
    output.add_argument("--csv", action="store_true",
                        help="print the agents' results table as CSV instead")
    simulate.add_argument("--no-progress", action="store_true",
                          help="no progress bar (it is shown on a terminal's standard error only)")

    play = commands.add_parser(
        "play", help="play a game against bots in this terminal",
        description="Play Love Letter against computer players.  You see only what your seat "
                    "may see; each question is answered with a number from its list (or a card's "
                    "or a player's name); q, Ctrl-D or Ctrl-C leaves.")
    play.add_argument("--edition", choices=("revised", "classic"), default="revised",
                      help="the edition; default: revised")
    play.add_argument("--players", type=_whole(1), default=3, metavar="N",
                      help="how many players, you included (revised 2-6, classic 2-4); default: 3")
    play.add_argument("--name", default="Ann", help="your name at the table; default: Ann")
    play.add_argument("--seat", type=_whole(0), default=0, metavar="N",
                      help="your seat, from 0; default: 0")
    play.add_argument("--bots", type=_agent, default="heuristic", metavar="AGENT",
                      help=f"how the computer plays: {words}; default: heuristic")
    play.add_argument("--language", choices=("en", "fr", "de"), default="en",
                      help="English, French or German; default: en")
    play.add_argument("--seed", type=_whole(0), metavar="N",
                      help="the seed of the game (default: drawn so nobody can guess it, and shown "
                           "once the game is over so it can be replayed)")
    play.add_argument("--round", action="store_true", help="play a single round instead of a whole game")
    simulate.set_defaults(run=_simulate, parser=simulate)
    play.set_defaults(run=_play, parser=play)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``lovelet`` command with ``argv`` (the process's arguments by default);
    returns its exit status."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == ["serve"]:
        return _serve(arguments[1:])
    parser = build_parser()
    args = parser.parse_args(arguments)
    try:
        return args.run(args)
    except AgentFailed as failure:  # an agent raised while it chose: its fault, not the options'
        print(f"{args.parser.prog}: error: {failure}", file=sys.stderr)
        return 1
    except IllegalAction as refusal:
        if isinstance(refusal.__cause__, AgentFailed):  # an agent's illegal move
            print(f"{args.parser.prog}: error: {' '.join(str(refusal).split())}", file=sys.stderr)
            return 1
        args.parser.error(str(refusal))
    except KeyboardInterrupt:  # Ctrl-C during a long simulation
        print(f"{args.parser.prog}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `lovelet simulate ... | head`: the reader left
        sys.stderr.close()
        return 0


# ---------------------------------------------------------------------- simulate


def _simulate(args):
    words = args.agents or ["random"]
    players = args.players or (len(words) if len(words) > 1 else 2)
    if len(words) == 1:
        words = words * players
    elif len(words) != players:
        raise refused("BAD_OPTION.cli_agents_count", count=len(words), players=players)
    options = {name: value for name, value in (("tie_break", args.tie_break), ("thresholds", args.thresholds))
               if value is not None}
    if args.reveal_drawn:
        options["reveal_drawn"] = True
    # With --isolate, an agent of one's own is imported in its own process only (by
    # play_tournament): its module's code never runs in this one.
    agents = [word if args.isolate and ":" in word else agent_named(word) for word in words]
    result = play_tournament(agents, games=args.games,
                             edition=args.edition, seed=args.seed, unit=args.unit, workers=args.workers,
                             chunk_size=args.chunk_size, isolate=args.isolate, move_seconds=args.move_seconds,
                             progress=not args.no_progress and sys.stderr.isatty(), **options)
    if args.json:
        print(json.dumps(result.summary(), indent=2))
    elif args.csv:
        print(_csv(result.rows("entrants")), end="")
    else:
        print(results_text(result, workers=args.workers))
    return 0


def _csv(rows):
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def _aligned(header, rows):
    """Columns padded to their widest cell, text left and numbers right."""
    cells = [list(map(str, header))] + [[str(cell) for cell in row] for row in rows]
    widths = [max(len(row[column]) for row in cells) for column in range(len(header))]
    numeric = [all(_is_number(row[column]) for row in cells[1:]) for column in range(len(header))]
    lines = []
    for row in cells:
        lines.append("  ".join(cell.rjust(width) if right else cell.ljust(width)
                               for cell, width, right in zip(row, widths, numeric)).rstrip())
    return "\n".join(lines)


def _is_number(cell):
    return cell.replace(".", "", 1).replace("%", "", 1).isdigit()


def results_text(result: TournamentResult, workers: int | None = None) -> str:
    """The tables ``lovelet simulate`` prints for ``result`` (a TournamentResult)."""
    unit = f"{result.unit}s"
    where = "" if workers is None else f", {workers} worker{'s' if workers != 1 else ''}"
    lines = [f"{result.games} {unit}, {result.edition} edition, {result.players} players, "
             f"seed {result.seed}{where}: {result.seconds:.1f} s", ""]

    def rate_row(rate):
        return (rate.wins, f"{rate.p:.1%}", f"{rate.low:.1%}", f"{rate.high:.1%}", rate.shared)

    heading = ("wins", "win rate", "95% low", "95% high", "shared")
    lines.append(_aligned(("agent", "kind", unit) + heading,
                          [(label, kind, rate.games) + rate_row(rate) for (label, rate), kind
                           in zip(result.win_rates().items(), result.kinds)]))
    lines.append("")
    lines.append(_aligned(("seat", unit) + heading,
                          [(f"{seat} (starts)" if seat == 0 else seat, rate.games) + rate_row(rate)
                           for seat, rate in result.seat_advantage().items()]))
    lines.append("")
    counts, lengths = result.round_counts(), result.round_lengths()
    if result.unit == "game":
        lines.append(f"rounds per game: {result.mean_rounds():.2f} on average ({min(counts)} to {max(counts)})")
    if lengths:  # every game may have been lost by forfeit in its first round
        lines.append(f"turns per round: {result.mean_turns():.2f} on average ({min(lengths)} to {max(lengths)})")
        rounds = sum(result.end_reasons().values())
        lines.append("rounds ended: " + ", ".join(f"{reason.replace('_', ' ')} {count / rounds:.1%}"
                                                  for reason, count in result.end_reasons().items()))
    knocked = result.eliminations()
    lines.append("players knocked out, by card: " + (", ".join(f"{card} {count}" for card, count in knocked.items())
                                                   or "none"))
    if any(rate.shared for rate in result.win_rates().values()):
        lines.append("shared: won together with another player (counted as a win for each)")
    forfeits = result.rows("forfeits")
    if forfeits:
        lost = ", ".join(f"{label} {count}" for label, count in result.forfeits().items() if count)
        lines.append(f"lost by forfeit (the other players won those {unit} together): {lost}")
        for row in forfeits[:_FORFEITS_LISTED]:
            lines.append(f"  {result.unit} {row['game']}: {row['entrant']}: {row['sentence']}")
        if len(forfeits) > _FORFEITS_LISTED:
            lines.append(f"  ... and {len(forfeits) - _FORFEITS_LISTED} more (--json lists them all)")
    return "\n".join(lines)


_FORFEITS_LISTED = 10  # forfeits listed one per line; --json has them all


# ---------------------------------------------------------------------- serve


def _serve(arguments):
    """``lovelet serve``: the table service (lovelet.table_service.serve) with ``arguments``.

    The service is a layer above this command's, so it runs as ``python -m
    lovelet.table_service.serve``; on POSIX this process becomes it (exec), so that the process
    a Makefile or a terminal stops is the service itself."""
    command = [sys.executable, "-m", "lovelet.table_service.serve", *arguments]
    sys.stdout.flush()
    if os.name == "posix":
        os.execv(sys.executable, command)
    try:
        return subprocess.call(command)
    except KeyboardInterrupt:  # the service had Ctrl-C too, and stopped
        return 130


# ---------------------------------------------------------------------- play


def _play(args):
    game = TerminalGame(edition=args.edition, players=args.players, name=args.name, seat=args.seat,
                        bots=agent_named(args.bots), seed=args.seed, language=args.language,
                        single_round=args.round)
    return game.run()
