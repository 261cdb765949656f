"""The legal choices of the person whose decision it is at the Table, as plain data.

:func:`choices_of` lists, for the person in view at their decision, every card of their
hand with whether it may be played, its targets and its Guard guesses, and for each
choice that is not allowed the engine's code and its sentence said to that person
("You must play the Countess: you hold the King."); during a Chancellor, the ways to
keep one card and return the others.  The view draws its buttons from this; only the
person's own observation and the engine's checks are read, nothing hidden from them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from lovelet.engine.actions import Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction
from lovelet.engine.legality import CHOOSE_OTHER, legal_form_or_refusal
from lovelet.engine.observation import Observation
from lovelet.widgets.seat_names import renamed
from lovelet.widgets.table_state import card_codes

__all__ = ["choices_of"]

# (code, sentence) of an action's refusal, or (None, None) when it is legal.
Refusal = Callable[[Play], "tuple[str | None, str | None]"]


def choices_of(rnd: Any, obs: Observation, seat: int, language: str, names: Sequence[str],
               shown_names: Sequence[str]) -> dict:
    """The decision of ``seat`` (whose decision it is in round ``rnd``, seen through its
    observation ``obs``): {"kind": "chancellor", ...} or {"kind": "play", "cards": [...]},
    each refusal said in ``language`` with the seats named ``shown_names`` (the game's
    ``names`` as the page shows them)."""

    def refusal(action):
        """(code, sentence) the engine would answer ``seat`` trying ``action``; (None, None)
        when it is legal.  Changes nothing."""
        try:
            legal_form_or_refusal(rnd, action, seat)
        except IllegalAction as answer:
            return answer.code, renamed(answer, names, shown_names).sentence(language, second_person=True)
        return None, None

    legal = obs.legal_actions()
    if obs.pending_chancellor:
        return {"kind": "chancellor", "player": seat, "cards": card_codes(obs.hand),
                "options": [{"keep": action.keep.name, "bottom": card_codes(action.bottom)}
                            for action in legal]}
    return {"kind": "play", "player": seat,
            "cards": [_card_choice(obs, card, legal, refusal) for card in obs.hand]}


def _card_choice(obs: Observation, card: Card, legal: Sequence[Any], refusal: Refusal) -> dict:
    """One card in hand: whether it may be played, and its targets and guesses, each
    with the engine's code and sentence when it is not allowed."""
    plays = [action for action in legal if action.card is card]
    choice = {"card": card.name, "playable": bool(plays), "code": None, "reason": None,
              "needs_target": False, "targets": [], "guesses": []}
    if not plays:
        choice["code"], choice["reason"] = refusal(Play(card))
        return choice
    if card not in CHOOSE_OTHER and card is not Card.PRINCE:
        return choice
    aimed = [action.target for action in plays if action.target is not None]
    choice["needs_target"] = bool(aimed)
    guess = obs.edition.guessable[0] if card is Card.GUARD else None
    for other in range(obs.players):
        if other in aimed:
            choice["targets"].append({"seat": other, "allowed": True, "code": None, "reason": None})
        else:
            code, reason = refusal(Play(card, other, guess))
            choice["targets"].append({"seat": other, "allowed": False, "code": code, "reason": reason})
    if card is Card.GUARD:
        named = {action.guess for action in plays}
        target = aimed[0] if aimed else None
        for option in obs.edition.cards:
            if option in named:
                choice["guesses"].append({"card": option.name, "allowed": True, "code": None,
                                          "reason": None})
            else:
                code, reason = refusal(Play(card, target, option))
                choice["guesses"].append({"card": option.name, "allowed": False, "code": code,
                                          "reason": reason})
    return choice
