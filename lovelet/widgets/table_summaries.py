"""What everyone learns when a round or the game ends at the Table, as plain data.

:func:`round_summary` reads a finished round's last public event (the showdown, the
winners, the favors gained, the Spy's bonus, the set-aside card), from the game or, as
:func:`observed_round_summary`, from any seat's observation of that round (a seat at a
class's table holds no game); :func:`game_summary` says who won the game, with the seed
that replays it, and :func:`game_result` the same without the seed.  All are public:
every player may see them, so a trait of the Table may hold them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lovelet.engine.game import Game
from lovelet.engine.observation import Observation
from lovelet.text.i18n import text
from lovelet.text.narration import SENTENCES, describe
from lovelet.text.numbers import listed
from lovelet.widgets.seat_names import names_in

__all__ = ["round_summary", "observed_round_summary", "game_summary", "game_result", "public_event"]


def public_event(event: Any) -> Any:
    """``event`` as every player sees it: its secret part (if any) removed."""
    return event if event.secret is None else event.seen_from(None)


def round_summary(game: Game, index: int, language: str, names: list[str]) -> dict:
    """What everyone learns at the end of round ``index`` (finished), in ``language``,
    naming the seats by ``names``: read from its last public event."""
    return observed_round_summary(game.rounds[index].observation(0), index + 1, language, names)


def observed_round_summary(obs: Observation, number: int, language: str, names: list[str]) -> dict:
    """What everyone learns at the end of round ``number`` (1-based), read from the last
    event of ``obs``, any seat's observation of that round at its end (its public part is
    every seat's), in ``language``, naming the seats by ``names``."""
    event = public_event(obs.events[-1])
    details = event.details
    values = obs.edition.values
    shown_hands = sorted(details["hands"].items())
    best = max((values[card] for _, card in shown_hands), default=None)
    tied = [seat for seat, card in shown_hands if values[card] == best]
    winners = list(details["winners"])
    aside = details["set_aside"]
    return {
        "round": number,
        "reason": details["reason"],
        "reason_text": text(details["reason"], language),
        "showdown": [{"seat": seat, "card": card.name, "value": values[card]} for seat, card in shown_hands],
        "tied": tied if len(tied) > 1 else [],
        "discard_sums": [{"seat": seat, "total": total}
                         for seat, total in sorted(details["discard_sums"].items())],
        "winners": winners,
        "shared": len(winners) > 1,
        "gains": list(details["gains"]),
        "spy_bonus": details["spy_bonus"],
        "favors": list(obs.favors),
        "favors_needed": obs.favors_needed,
        "set_aside": None if aside is None else aside.name,
        "game_winners": list(details["game_winners"]),
        "text": describe(event, names, language),
    }


def game_summary(game: Game, language: str) -> dict:
    """The game's result (over): winners, favors, rounds, the seed that replays it, and a
    sentence in ``language`` naming the seats nobody named in that language."""
    result = game_result(game.winners, game.favors, game.favors_needed, len(game.rounds), game.names, language)
    result["seed"] = game.seed
    return result


def game_result(winners: Sequence[int], favors: Sequence[int], favors_needed: int, rounds: int,
                names: Sequence[str], language: str) -> dict:
    """A game's result without its seed (what a seat at a class's table learns: the
    service keeps the seed): winners, favors, rounds, and a sentence in ``language``
    naming the seats (``names``, by seat) nobody named in that language."""
    words = SENTENCES[language]
    shown = names_in(names, language)
    winning = [shown[seat] for seat in winners]
    joined = listed(winning, language)
    return {"winners": list(winners), "favors": list(favors), "favors_needed": favors_needed, "rounds": rounds,
            "text": words["game_end"].format(
                winners=joined, won=words["won_one"] if len(winning) == 1 else words["won_many"])}
