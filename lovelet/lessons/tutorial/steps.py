"""The rules tutorial's steps, in order: :data:`STEPS`.

The steps follow the French tutorial of the 2019 edition chapter by chapter (discovering
the game, the material, the goal, the setup, the turn and the ten characters, a worked
example, the end of a round and of the game, frequent mistakes, getting started, the
summary), then the English guide's frequently confused rules and the classic edition's
differences (docs/rules.md 0.1).  Their words, in English, French and German, are in
:mod:`lovelet.lessons.tutorial.texts`; the staged positions in
:mod:`lovelet.lessons.rules`.

Each quick check's answer is computed here from the engine when it is asked (the
functions below), never written as a value.
"""

from lovelet.engine.actions import Play
from lovelet.engine.cards import CLASSIC, REVISED, Card
from lovelet.engine.game import Game
from lovelet.lessons import rules
from lovelet.lessons.tutorial.model import Condition, Step

__all__ = ["STEPS", "deck_after_first_draw", "countess_forced_beside_chancellor",
           "cleo_wins_the_game", "discarded_handmaid_protects", "classic_princess_value"]

S, G, PR, B, H, P, CH, K, C, PS = (Card.SPY, Card.GUARD, Card.PRIEST, Card.BARON, Card.HANDMAID,
                                   Card.PRINCE, Card.CHANCELLOR, Card.KING, Card.COUNTESS,
                                   Card.PRINCESS)
YOU, BEN, CLEO = 0, 1, 2  # the seats of the scenes: the reader always sits in the first


def deck_after_first_draw(players=4, seed=0):
    """How many cards the deck holds once the first player of a new round has drawn."""
    return Game(REVISED, players, seed=seed).round.deck_size


def countess_forced_beside_chancellor():
    """Whether a hand of the Countess and a Chancellor must play the Countess (A7.2)."""
    rnd = rules.chancellor_countess().game().round
    return all(action.card is C for action in rnd.legal_actions())


def cleo_wins_the_game(favors=3, players=4):
    """Whether a player with ``favors`` who wins the round and the Spy bonus wins the game."""
    return favors + 1 + 1 >= REVISED.favors_needed(players)


def discarded_handmaid_protects():
    """Whether a Handmaid a Prince made someone discard protects them (the Prince scene)."""
    scene = rules.prince()
    rnd = scene.game().round
    rnd.apply(Play(P, target=BEN))
    return BEN in rnd.protected


def classic_princess_value():
    """The Princess's value in the classic edition."""
    return CLASSIC.value(PS)


def _wants(*pairs):
    return tuple(Condition(what, **values) for what, values in pairs)


#: Every step of the tutorial, in order.
STEPS = (
    Step("welcome", "text", "discover", picture="cards"),
    Step("setup", "text", "setup", picture="setup"),
    Step("check_deck", "check", "setup", check="number", compute=deck_after_first_draw),
    Step("spy", "scene", "characters", scene="spy", wants=_wants(("play", {"card": S}))),
    Step("guard", "scene", "characters", scene="guard",
         wants=_wants(("play", {"card": G}), ("out", {"seat": BEN}))),
    Step("priest", "scene", "characters", scene="priest",
         wants=_wants(("play", {"card": PR}), ("target", {"seat": BEN}))),
    Step("baron", "scene", "characters", scene="baron",
         wants=_wants(("play", {"card": B}), ("in", {}), ("out", {"seat": BEN}))),
    Step("handmaid", "scene", "characters", scene="handmaid", wants=_wants(("protected", {}))),
    Step("prince", "scene", "characters", scene="prince",
         wants=_wants(("play", {"card": P}), ("target", {"seat": BEN}))),
    Step("prince_empty_deck", "scene", "characters", scene="prince_empty_deck",
         wants=_wants(("play", {"card": P}), ("wins_round", {}))),
    Step("chancellor", "scene", "characters", scene="chancellor",
         wants=_wants(("play", {"card": CH}), ("keep", {"card": PS}))),
    Step("king", "scene", "characters", scene="king", wants=_wants(("keep", {"card": PS}))),
    Step("countess", "scene", "characters", scene="countess", wants=_wants(("play", {"card": C}))),
    Step("princess", "scene", "characters", scene="princess", wants=_wants(("in", {}))),
    Step("everyone_protected", "scene", "characters", scene="everyone_protected",
         wants=_wants(("keep", {"card": P}))),
    Step("worked_example", "scene", "example", scene="worked_baron",
         wants=_wants(("in", {}), ("out", {"seat": BEN}))),
    Step("check_countess", "check", "example", check="yes_no", compute=countess_forced_beside_chancellor),
    Step("showdown", "scene", "end", scene="showdown", wants=_wants(("wins_round", {}))),
    Step("tie", "scene", "end", scene="tie", wants=_wants(("play", {"card": PR}), ("wins_round", {}))),
    Step("spy_bonus", "scene", "end", scene="spy_bonus", wants=_wants(("spy_bonus", {}))),
    Step("end_of_game", "scene", "end", scene="end_of_game", wants=_wants(("wins_game", {}))),
    Step("check_game", "check", "end", check="yes_no", compute=cleo_wins_the_game),
    Step("mistakes", "check", "mistakes", check="yes_no", compute=discarded_handmaid_protects),
    Step("prince_princess", "scene", "faq", scene="prince_princess",
         wants=_wants(("out", {"seat": BEN}), ("in", {}))),
    Step("spy_eliminated", "scene", "faq", scene="spy_eliminated", wants=_wants(("spy_bonus", {}))),
    Step("summary", "text", "summary", picture="favors"),
    Step("classic", "check", "classic", check="number", compute=classic_princess_value, picture="classic"),
)
