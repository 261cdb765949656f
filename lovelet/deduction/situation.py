"""Odds for a situation set by hand: my hand, the cards seen, the players left, the deck.

The probability explorer lets a class set a situation with a few controls instead of
playing a round to it.  A :class:`Situation` is that situation, checked: the edition,
my hand (one card, or two during my turn), how many copies of each character I have
already seen (discarded, face up, or known to be out of play), how many players are
still in the round (me included) and how many cards are left in the deck.

Everything else is counting, exactly as :mod:`lovelet.deduction.odds` counts from an
observation.  A card is *unseen* when it is neither in my hand nor seen: the edition's
copies of each character, minus mine, minus those seen.  Nothing I counted tells one
unseen card from another, so each of the N unseen cards is as likely as any other to
be in any hidden place: the next card drawn, an opponent's hand, the set-aside card.
Hence, with K unseen copies of a character:

* the next card drawn is one of them with chance K / N (:meth:`Situation.next_draw`);
* an opponent's one card is one of them with chance K / N: a Guard naming the
  character hits with that chance (:meth:`Situation.guard`);
* a Baron comparing my card of value v with an opponent's card wins, ties or loses
  with the number of unseen cards below, equal to or above v, over N
  (:meth:`Situation.baron`);
* the deck of D cards is D of the N unseen cards, every choice of them equally likely
  (the hypergeometric law): it holds k copies with chance C(K, k) C(N - K, D - k) /
  C(N, D), and at least one with chance 1 - C(N - K, D) / C(N, D)
  (:meth:`Situation.copies_in_deck`, :meth:`Situation.in_deck`); the next d draws
  bring at least one with chance 1 - C(N - K, d) / C(N, d)
  (:meth:`Situation.draw_within`);
* the m opponents' cards are m of the N unseen cards: at least one of them is the
  character with chance 1 - C(N - K, m) / C(N, m) (:meth:`Situation.held_by_opponents`).

Every unseen card is in one of those hidden places, and every hidden place holds one:
each opponent holds one card, one card lies set aside face down all round long (the
Prince takes it only on the round's last turn), and the deck holds the rest.  So the
deck size follows from the other inputs, D = N - m - 1 (:func:`fitted_deck_size`): a
Situation given no deck size takes it, and a deck size that disagrees is refused with
a sentence that says which deck fits and what to change for the one asked.

Every chance is an exact :class:`fractions.Fraction`, and the counts behind the
simple ones (K of the N unseen cards) are given too, so that a lesson can show both.

A situation that cannot happen is refused with :class:`~lovelet.IllegalAction`:
``BAD_POSITION`` when the numbers contradict the game (more copies seen than the
edition has; opponents' hands and a set-aside card that need more unseen cards than
there are; a deck size other than the one the unseen cards fill; more players than
the edition seats), ``BAD_OPTION`` for a value that
is not a count at all, ``UNKNOWN_CARD`` for a card that is not in the edition.
:func:`situation_problem` gives the same verdict without raising, as a
:class:`Problem` whose :meth:`~Problem.sentence` says it in English, French or German.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from types import MappingProxyType
from typing import Union

from lovelet.engine.cards import Card, Edition, edition_named
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.naming import card_of, is_bool
from lovelet.text.languages import language_of
from lovelet.text.explorer import REASONS
from lovelet.text.explorer import reason as counted_reason
from lovelet.text.i18n import card_name, formatted, text

__all__ = ["Situation", "Problem", "situation_problem", "fitted_deck_size", "carried_over", "OUTCOMES"]

#: My hand as a situation takes it: a card (or its name), or one or two of them.
Hand = Union[Card, str, Iterable[Union[Card, str]]]
#: The cards seen, as a situation takes them: {card or its name: copies seen}.
Seen = Mapping[Union[Card, str], int]

#: The three ends of a Baron comparison, from my side.
OUTCOMES = ("win", "tie", "lose")


@dataclass(frozen=True)
class Problem:
    """Why a situation cannot be set: an IllegalAction code and a sentence's key and values.

    ``key`` names a sentence of :data:`lovelet.text.explorer.REASONS` (whose words
    follow its counts) or a template of :data:`lovelet.text.i18n.TEXTS`
    (``explorer_reason_...``); ``values`` fill it: counts as ints, cards as
    :class:`~lovelet.Card` (written in the sentence's language), anything else as text.
    """

    code: str
    key: str
    values: tuple  # (name, value) pairs: a frozen dataclass keeps no dict

    def reason(self, language: str = "en") -> str:
        """The reason alone, in ``language``: "there are only 2 Priests in this edition, ..."."""
        language = language_of(language)
        if self.key in REASONS:  # a sentence whose words follow its counts
            return counted_reason(self.key, language, **dict(self.values))
        values = {}
        for name, value in self.values:
            if isinstance(value, Card):
                values[name] = card_name(value, language)
            else:
                values[name] = value
        return formatted(text(self.key, language), language, **values)

    def sentence(self, language: str = "en") -> str:
        """The whole sentence a student reads, in ``language``.

        A situation the game cannot reach (``BAD_POSITION``) is "This situation cannot
        happen: <reason>"; a value that is not allowed at all is the reason itself.
        """
        reason = self.reason(language)
        if self.code == "BAD_POSITION":
            return formatted(text("explorer_impossible", language), language, reason=reason)
        return reason[:1].upper() + reason[1:]

    def error(self) -> SituationRefused:
        """This problem as the IllegalAction to raise, said in every language by the problem."""
        return SituationRefused(self)


class SituationRefused(IllegalAction):
    """The refusal of a situation that cannot be set: its :class:`Problem`, whose sentence
    is the explorer's own (the texts of :mod:`lovelet.text.explorer` and
    :data:`lovelet.text.i18n.TEXTS`), in the language asked for."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.code, key=f"{problem.code}.situation", values={"problem": problem})
        self.problem = problem

    def sentence(self, language: str = "en", second_person: bool = False) -> str:
        """The problem's sentence in ``language`` (the same said to the player)."""
        return self.problem.sentence(language)

    def __reduce__(self) -> tuple[type[SituationRefused], tuple[Problem]]:  # so it crosses processes as it is
        return (SituationRefused, (self.problem,))


def _problem(code, key, **values):
    return Problem(code, key, tuple(values.items()))


def _count_or_none(value):
    """``value`` as an int when it is a whole number, else None (a bool is not a count)."""
    if is_bool(value) or isinstance(value, float) or not hasattr(value, "__index__"):
        return None
    try:
        return int(value.__index__())
    except TypeError:
        return None


def _read(edition, hand, seen, players_left, deck_size):
    """The inputs as engine values, or the Problem of the first one that is not allowed.

    Returns (edition, hand, seen, players_left, deck_size, problem): problem is None
    when every value is well formed (the situation may still be impossible).
    """
    edition = edition_named(edition)  # BAD_OPTION with the engine's sentence
    if isinstance(hand, (str, Card)):
        hand = (hand,)
    try:
        hand = tuple(hand)
    except TypeError:
        raise refused("BAD_OPTION.situation_hand", shown=shown(hand)) from None
    hand = tuple(card_of(card, edition) for card in hand)  # UNKNOWN_CARD names the edition
    counts = dict.fromkeys(edition.cards, 0)
    if seen is None:
        seen = {}
    if not hasattr(seen, "items"):
        raise refused("BAD_OPTION.situation_seen", shown=shown(seen))
    for card, count in seen.items():
        card = card_of(card, edition)
        number = _count_or_none(count)
        if number is None or number < 0:
            return edition, hand, counts, players_left, deck_size, _problem(
                "BAD_OPTION", "explorer_reason_count", what=card, value=shown(count))
        counts[card] += number
    players = _count_or_none(players_left)
    if players is None:
        return edition, hand, counts, players_left, deck_size, _problem(
            "BAD_OPTION", "explorer_reason_players_number", value=shown(players_left))
    if deck_size is None:  # the deck the unseen cards fill (see _impossibility)
        return edition, hand, counts, players, None, None
    deck = _count_or_none(deck_size)
    if deck is None or deck < 0:
        return edition, hand, counts, players, deck_size, _problem(
            "BAD_OPTION", "explorer_reason_deck_number", value=shown(deck_size))
    return edition, hand, counts, players, deck, None


def _impossibility(edition, hand, seen, players_left, deck_size):
    """The Problem that makes this well-formed situation impossible, or None."""
    if len(hand) not in (1, 2):
        return _problem("BAD_POSITION", "explorer_reason_hand_size", count=len(hand))
    for card in edition.cards:
        held, saw = hand.count(card), seen[card]
        if held + saw > edition.copies[card]:
            return _problem("BAD_POSITION", "explorer_reason_too_many", card=card, copies=edition.copies[card],
                            held=held, seen=saw, total=held + saw)
    if not edition.min_players <= players_left <= edition.max_players:
        return _problem("BAD_POSITION", "explorer_reason_players", count=players_left,
                        low=edition.min_players, high=edition.max_players)
    unseen = edition.size - len(hand) - sum(seen.values())
    opponents = players_left - 1
    # Every unseen card is in a hidden place and every hidden place holds one: each
    # opponent's hand, the face-down set-aside card (there all round), and the deck.
    if unseen < opponents + 1:
        return _problem("BAD_POSITION", "explorer_reason_cannot_fill", opponents=opponents,
                        needed=opponents + 1, unseen=unseen)
    fitted = unseen - opponents - 1
    if deck_size is not None and deck_size != fitted:
        return _problem("BAD_POSITION", "explorer_reason_deck_follows", deck=deck_size, fitted=fitted,
                        unseen=unseen, opponents=opponents)
    return None


def fitted_deck_size(edition: Edition | str, hand: Hand, seen: Seen | None = None, players_left: int = 2) -> int:
    """The deck size the other inputs leave: the unseen cards, less one per opponent and
    the set-aside card.  Raises IllegalAction, as :class:`Situation` does, when no deck
    fits (the opponents' hands and the set-aside card need more cards than are unseen)."""
    *values, problem = _read(edition, hand, seen, players_left, None)
    problem = problem or _impossibility(*values)
    if problem is not None:
        raise problem.error()
    edition, hand, seen, players_left, _ = values
    return edition.size - len(hand) - sum(seen.values()) - players_left


def situation_problem(edition: Edition | str, hand: Hand, seen: Seen | None = None, players_left: int = 2,
                      deck_size: int | None = None) -> Problem | None:


    """Why this situation cannot be set, as a :class:`Problem`; None when it can.

    Takes the arguments of :class:`Situation`.  An unknown edition or card still raises
    IllegalAction (BAD_OPTION, UNKNOWN_CARD): a view offers only the edition's cards.
    """
    *values, problem = _read(edition, hand, seen, players_left, deck_size)
    return problem or _impossibility(*values)


class Situation:
    """A situation of a round, set by hand and checked, with its exact odds.

    ``edition`` is REVISED, CLASSIC or their names; ``hand`` one or two cards (a Card
    or a card's name in English, French or German); ``seen`` {card: copies seen}
    (discarded, face up or known to be out of play; my hand is not counted there);
    ``players_left`` the players still in the round, me included; ``deck_size`` the
    cards left in the deck, None (the default) for the one the unseen cards fill (see
    :func:`fitted_deck_size`).  An impossible situation raises IllegalAction (see the
    module's docstring).  A situation is a value: its fields cannot be changed.
    """

    __slots__ = ("_edition", "_hand", "_seen", "_players_left", "_deck_size", "_unseen")
    _edition: Edition
    _hand: tuple[Card, ...]
    _seen: Mapping[Card, int]
    _players_left: int
    _deck_size: int
    _unseen: Mapping[Card, int]

    def __init__(self, edition: Edition | str, hand: Hand, seen: Seen | None = None, players_left: int = 2,
                 deck_size: int | None = None) -> None:
        *values, problem = _read(edition, hand, seen, players_left, deck_size)
        problem = problem or _impossibility(*values)
        if problem is not None:
            raise problem.error()
        edition, hand, seen, players_left, deck_size = values
        if deck_size is None:
            deck_size = edition.size - len(hand) - sum(seen.values()) - players_left
        setting = object.__setattr__
        setting(self, "_edition", edition)
        setting(self, "_hand", hand)
        setting(self, "_seen", MappingProxyType(dict(seen)))
        setting(self, "_players_left", players_left)
        setting(self, "_deck_size", deck_size)
        setting(self, "_unseen", MappingProxyType(
            {card: edition.copies[card] - hand.count(card) - seen[card] for card in edition.cards}))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("A situation is a value: set a new one instead of changing it.")

    # ------------------------------------------------------------------ the situation

    edition = property(lambda self: self._edition, doc="The edition.")
    hand = property(lambda self: self._hand, doc="My cards, as a tuple of one or two cards.")
    seen = property(lambda self: self._seen, doc="{card: copies seen} for every card (read-only).")
    players_left = property(lambda self: self._players_left, doc="Players in the round, me included.")
    deck_size = property(lambda self: self._deck_size, doc="Cards left in the deck.")
    unseen = property(lambda self: self._unseen,
                      doc="{card: copies neither in my hand nor seen} for every card (read-only).")

    @property
    def unseen_total(self) -> int:
        """N: how many cards I have not seen."""
        return sum(self._unseen.values())

    @property
    def opponents(self) -> int:
        """How many opponents are still in the round."""
        return self._players_left - 1

    @property
    def set_aside(self) -> int:
        """The face-down set-aside card: 1, all round long."""
        return 1

    @property
    def hidden_places(self) -> int:
        """The places an unseen card may be: the opponents' hands, the deck, the set-aside
        card; always the number of unseen cards (the checks see to it)."""
        return self.opponents + self._deck_size + self.set_aside

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Situation):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self):
        return (self._edition.name, tuple(sorted(card.name for card in self._hand)),
                tuple(sorted((card.name, count) for card, count in self._seen.items())),
                self._players_left, self._deck_size)

    def __repr__(self) -> str:
        seen = {card.name: count for card, count in self._seen.items() if count}
        return (f"Situation({self._edition.name!r}, hand={[card.name for card in self._hand]}, "
                f"seen={seen}, players_left={self._players_left}, deck_size={self._deck_size})")

    def _card(self, card):
        return card_of(card, self._edition)

    # ------------------------------------------------------------------ one card among N

    def next_draw(self) -> dict[Card, Fraction] | None:
        """{card: chance that the next card drawn is one}: K / N; None once the deck is empty."""
        if not self._deck_size:
            return None
        total = self.unseen_total
        return {card: Fraction(count, total) for card, count in self._unseen.items()}

    def guard(self) -> dict[Card, Fraction]:
        """{card a Guard may name: chance it hits an opponent}: K / N.

        The opponent's one card is one of the N unseen cards, each as likely as any
        other, so naming a character hits with its unseen copies K over N.
        """
        total = self.unseen_total
        return {card: Fraction(self._unseen[card], total) for card in self._edition.guessable}

    def best_guard_guess(self) -> tuple[Card, Fraction]:
        """(card, chance): the guess most likely to hit; on a tie, the lowest value first."""
        odds = self.guard()
        values = self._edition.values
        best = max(odds, key=lambda card: (odds[card], -values[card]))
        return best, odds[best]

    def baron_cards(self) -> tuple[Card, ...]:
        """The cards of mine a Baron could compare, in hand order, each once.

        With a Baron and another card, the Baron is played and the other card compared;
        with two Barons, a Baron; otherwise each card I hold (for one card: the card a
        Baron compares when I play one just drawn, or an opponent plays one on me).
        """
        hand = list(self._hand)
        if len(hand) == 2 and Card.BARON in hand:
            hand.remove(Card.BARON)
            return (hand[0],)
        return tuple(dict.fromkeys(hand))

    def baron_counts(self, keep: Card | str) -> dict[str, int]:
        """{"win": n, "tie": n, "lose": n}: the unseen cards below, equal to, above ``keep``."""
        keep = self._card(keep)
        if keep not in self._hand:
            raise refused("CARD_NOT_IN_HAND.situation", card=keep)
        values = self._edition.values
        mine = values[keep]
        counts = dict.fromkeys(OUTCOMES, 0)
        for card, count in self._unseen.items():
            outcome = "win" if values[card] < mine else "tie" if values[card] == mine else "lose"
            counts[outcome] += count
        return counts

    def baron(self, keep: Card | str) -> dict[str, Fraction]:
        """{"win", "tie", "lose": chance} when a Baron compares my ``keep`` with an opponent's card."""
        total = self.unseen_total
        return {outcome: Fraction(count, total) for outcome, count in self.baron_counts(keep).items()}

    # ------------------------------------------------------------------ several cards among N

    def _at_least_one(self, card, places):
        """The chance that ``places`` of the N unseen cards hold at least one ``card``."""
        total, copies = self.unseen_total, self._unseen[card]
        return 1 - Fraction(comb(total - copies, places), comb(total, places))

    def copies_in_deck(self, card: Card | str) -> dict[int, Fraction]:
        """{k: chance the deck holds exactly k copies of ``card``}, k = 0 .. unseen copies.

        The hypergeometric law: C(K, k) C(N - K, D - k) / C(N, D).
        """
        card = self._card(card)
        total, copies, deck = self.unseen_total, self._unseen[card], self._deck_size
        ways = comb(total, deck)
        # k copies are possible only when the deck is large enough: k <= D (else chance 0)
        return {k: Fraction(comb(copies, k) * comb(total - copies, deck - k) if k <= deck else 0, ways)
                for k in range(copies + 1)}

    def in_deck(self) -> dict[Card, Fraction]:
        """{card: chance the deck holds at least one copy}: 1 - C(N - K, D) / C(N, D)."""
        return {card: self._at_least_one(card, self._deck_size) for card in self._edition.cards}

    def draw_within(self, card: Card | str, draws: int) -> Fraction:
        """The chance that the next ``draws`` cards drawn bring at least one ``card``.

        ``draws`` runs from 0 to the deck size: 1 - C(N - K, d) / C(N, d).
        """
        card = self._card(card)
        number = _count_or_none(draws)
        if number is None or not 0 <= number <= self._deck_size:
            raise refused("BAD_OPTION.draws", deck_size=self._deck_size, shown=shown(draws))
        return self._at_least_one(card, number)

    def held_by_opponents(self) -> dict[Card, Fraction]:
        """{card: chance that at least one opponent holds one}: 1 - C(N - K, m) / C(N, m)."""
        return {card: self._at_least_one(card, self.opponents) for card in self._edition.cards}


def carried_over(situation: Situation, edition: Edition | str) -> tuple[Situation, list[tuple[str, dict[str, object]]]]:
    """``situation`` moved to ``edition``, keeping what that edition allows, and what changed.

    Returns (the new :class:`Situation`, the changes): my cards that the edition has stay
    in my hand (a hand left empty holds a Guard); each count of cards seen is kept up
    to the copies the edition has beside my hand; the players stay within the
    edition's range and the hidden places the unseen cards can fill; the deck follows.
    The changes are a list of (kind, values) for
    :func:`lovelet.text.explorer.edition_notice`: ("kept", {"what": [...]}),
    ("left_hand", {"card"}), ("new_hand", {"card"}), ("seen_changed", {"card", "old",
    "new"}), ("players_changed", {"old", "new"}), ("deck_changed", {"old", "new"}).
    """
    edition = edition_named(edition)
    changes = []
    hand = [card for card in situation.hand if card in edition.copies]
    changes += [("left_hand", {"card": card}) for card in situation.hand if card not in edition.copies]
    if not hand:
        hand = [Card.GUARD]  # every edition has Guards, the most common card
        changes.append(("new_hand", {"card": Card.GUARD}))
    seen = {}
    for card, old in situation.seen.items():
        new = min(old, edition.copies[card] - hand.count(card)) if card in edition.copies else 0
        if card in edition.copies:
            seen[card] = new
        if new != old:
            changes.append(("seen_changed", {"card": card, "old": old, "new": new}))
    players = min(max(situation.players_left, edition.min_players), edition.max_players)
    unseen = edition.size - len(hand) - sum(seen.values())
    # the opponents' hands and the set-aside card need one unseen card each
    for card in sorted(seen, key=lambda card: -edition.values[card]):
        if unseen >= edition.min_players:
            break
        back = min(seen[card], edition.min_players - unseen)
        changes.append(("seen_changed", {"card": card, "old": seen[card], "new": seen[card] - back}))
        seen[card] -= back
        unseen += back
    players = min(players, unseen)
    if players != situation.players_left:
        changes.append(("players_changed", {"old": situation.players_left, "new": players}))
    moved = Situation(edition, hand, seen, players)
    kinds = {kind for kind, _ in changes}
    kept = [what for what, kinds_of_it in (("hand", {"left_hand", "new_hand"}), ("seen", {"seen_changed"}),
                                           ("players", {"players_changed"})) if not kinds & kinds_of_it]
    if kept:
        changes.insert(0, ("kept", {"what": kept}))
    if moved.deck_size != situation.deck_size:
        changes.append(("deck_changed", {"old": situation.deck_size, "new": moved.deck_size}))
    return moved, changes
