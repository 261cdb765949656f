"""The probability explorer's controller: set a situation, read its exact odds.

:class:`ExplorerController` holds a situation of a round as traits (the edition, my
hand, the copies of each card already seen, the players left in the round, the deck
size) and, computed from it by :class:`lovelet.deduction.situation.Situation`, the
chance that the next card drawn is each card, that a Guard naming it hits an opponent,
that an opponent holds one, that the deck still holds one, and how a Baron comparison
of each of my cards ends.  Every figure comes as a percentage, as the exact fraction
("3/19") and, where there is one, as the count behind it ("3 of the 19 unseen cards").

The deck size follows the other inputs: every unseen card is in an opponent's hand, set
aside or in the deck, so after each change of the hand, the cards seen or the players
the deck holds what is left (:func:`~lovelet.deduction.situation.fitted_deck_size`).
A deck size typed on its own is checked against it.

Every input is checked as it changes: a situation that cannot happen (more copies seen
than the edition has, hidden places the unseen cards cannot fill, a deck size the
unseen cards do not make, ...) is refused with
the sentence of :class:`~lovelet.deduction.situation.Problem` in the chosen language
in ``error`` and its code (``BAD_POSITION``, ``BAD_OPTION``, ``UNKNOWN_CARD``) in
``error_code``, and nothing else changes.  Inputs can be assigned directly
(``explorer.deck_size = 9``), one card at a time (:meth:`~ExplorerController.set_seen`,
:meth:`~ExplorerController.set_hand`) or several at once
(:meth:`~ExplorerController.update`, checked as a whole).  Choosing another edition
keeps what that edition allows (my cards it has, the counts seen up to its copies, the
players within its range) and says in ``notice`` what it kept and what it changed
(:func:`~lovelet.deduction.situation.carried_over`).

Values are plain data, ready for a view: a card is its code ("GUARD"), a figure a dict
(see :func:`figure`).  The explorer shows no hidden card of any game: it holds only
what the person at the controls typed in.
"""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction
from typing import Any

import traitlets as t

from lovelet.engine.cards import REVISED, Card, edition_named
from lovelet.deduction.situation import OUTCOMES, Situation, carried_over, fitted_deck_size, situation_problem
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.text.explorer import best_guess, edition_notice, outcome_count, places, unseen_count
from lovelet.text.i18n import card_name, formatted, text
from lovelet.engine.naming import card_of
from lovelet.text.languages import language_of, language_or_session, validated_language
from lovelet.text.numbers import decimal as written_number
from lovelet.widgets.refusal_traits import ShowsRefusals

__all__ = ["ExplorerController", "CHARTS", "figure", "percent_text", "fraction_text", "colon"]

#: The plots a view may show, by name.
CHARTS = ("draw", "guard", "baron")

_INPUTS = ("edition", "hand", "seen", "players_left", "deck_size")
_OUTCOME_COUNTS = {"win": "lower", "tie": "equal", "lose": "higher"}


def _default(edition):
    """The situation a class starts from: a four-player round, my first turn, nothing seen.

    Revised: 21 cards, one set aside, four dealt, one drawn, so 15 in the deck; classic:
    16 cards, so 10.  The hand holds a Baron and a Prince: the Baron has a card to
    compare, and a Guard's odds are shown whatever the hand.
    """
    edition = edition_named(edition)
    return {"edition": edition.name, "hand": ["BARON", "PRINCE"],
            "seen": {card.name: 0 for card in edition.cards}, "players_left": 4,
            "deck_size": None}  # None: the deck the other inputs leave


def fraction_text(chance: Any) -> str:
    """A Fraction as a student writes it: "3/19", "0", "1"."""
    chance = Fraction(chance)
    return str(chance.numerator) if chance.denominator == 1 else f"{chance.numerator}/{chance.denominator}"


def percent_text(chance: Any, language: str = "en") -> str:
    """A chance as a percentage with one decimal, written as ``language`` writes it.

    "27.3%", "25%"; French and German "27,3 %".  A chance that is not 0 (or 1) is never
    rounded to 0% (or 100%): it is written "< 0.1%" (or "> 99.9%").
    """
    language = language_of(language)
    chance = Fraction(chance)
    tenths = math.floor(chance * 1000 + Fraction(1, 2))  # half up, as taught: 1/16 is 6.3%
    if tenths == 0 and chance > 0:
        number, prefix = "0.1", "< "
    elif tenths == 1000 and chance < 1:
        number, prefix = "99.9", "> "
    else:
        number, prefix = (f"{tenths // 10}" if tenths % 10 == 0 else f"{tenths / 10:.1f}"), ""
    number = written_number(Decimal(number), language)  # "27,3" in French and German
    return prefix + formatted(text("percent", language), language, number=number)


def figure(chance: Any, language: str = "en", count: int | None = None, total: int | None = None) -> dict:
    """One figure for a view: {"value", "percent", "fraction", "exact", "count", "text"}.

    ``value`` is a float (for plots), ``percent`` "27.3%", ``fraction`` "3/11", ``exact``
    "exactly 3/11" in ``language``; with ``count`` and ``total``, ``count`` is "3 of the 11
    unseen cards" (else ""); ``text`` puts them together: "27.3% (3/11: 3 of the 11 unseen
    cards)".
    """
    fraction = fraction_text(chance)
    percent = percent_text(chance, language)
    counted = unseen_count(count, total, language) if count is not None else ""
    return {"value": float(chance), "percent": percent, "fraction": fraction,
            "exact": formatted(text("explorer_exact", language), language, fraction=fraction),
            "count": counted, "ways": count, "total": total,
            "text": f"{percent} ({fraction}{colon(language) + counted if counted else ''})"}


def colon(language: str) -> str:
    """A colon as ``language`` writes it: French puts a space before it."""
    return " : " if language == "fr" else ": "


def _sentence(refusal, language):
    """The refusal's sentence in ``language`` when the engine can say it there."""
    say = getattr(refusal, "sentence", None)
    try:
        return say(language) if callable(say) else refusal.message
    except Exception:  # noqa: BLE001 - an untranslated refusal is still said in English
        return refusal.message


class ExplorerController(ShowsRefusals, t.HasTraits):
    """A situation of a round, set by hand, and its exact odds.

    ``ExplorerController(edition="classic", hand=["GUARD"], seen={"PRIEST": 1},
    players_left=3, language="fr")``: every argument is optional.  The default
    situation is a four-player round at my first turn (see ``_default``); the deck is
    the one the other inputs leave (11 here), and a ``deck_size`` given must be that
    one; the language is the
    session's (:func:`lovelet.widgets.set_language`).  An impossible starting
    situation raises IllegalAction, as a wrong argument of any lovelet function does;
    afterwards nothing raises: a refusal sets ``error``.
    """

    # ------------------------------------------------------------------ the situation (inputs)
    # Any value may be assigned (a view may forward a text field as it is): the checks,
    # not the trait types, say what is wrong, and a refused value is never stored.
    edition = t.Any("revised", help="'revised' or 'classic'; another edition resets the situation.")
    hand = t.Any(help="My cards' codes (a list): one, or two during my turn.")
    seen = t.Any(help="Each card code of the edition -> copies already seen (not my own cards).")
    players_left = t.Any(4, help="The players still in the round, me included (an int).")
    deck_size = t.Any(15, help="The cards left in the deck (an int); it follows the other inputs.")

    # ------------------------------------------------------------------ settings
    language = t.Any("en", help="'en', 'fr' or 'de'; an unknown language sets error.")
    chart = t.Unicode("draw", help="The plot a view shows: 'draw', 'guard' or 'baron'.")

    # ------------------------------------------------------------------ what a view shows
    cards = t.List(help="The edition's card codes, lowest value first.")
    card_names = t.Dict(help="Each card code -> its name in the chosen language.")
    card_values = t.Dict(help="Each card code -> its value in the edition.")
    copies = t.Dict(help="Each card code -> its copies in the edition.")
    min_players = t.Int(2)
    max_players = t.Int(6)
    unseen = t.Dict(help="Each card code -> copies neither in my hand nor seen.")
    unseen_total = t.Int(0, help="N: the cards I have not seen.")
    opponents = t.Int(0)
    summary = t.Unicode(help="What the unseen cards are, in a sentence.")
    places = t.Unicode(help="The opponents and the deck, in a sentence.")
    no_draw = t.Unicode(help="The sentence saying the deck is empty, else ''.")
    rows = t.List(help="One dict per card: its counts and its figures (see figure()).")
    best_guess = t.Dict(help="The best Guard guess: {'card', 'name', 'figure', 'text'}.")
    baron = t.List(help="One dict per card a Baron may compare: {'card', 'name', 'value', 'title', "
                        "'win', 'tie', 'lose'}.")
    labels = t.Dict(help="The texts of a view's columns and outcomes, in the chosen language.")
    error = t.Unicode("", help="The sentence for the last refusal; '' after a change.")
    error_code = t.Unicode("", help="The code of the last refusal.")
    notice = t.Unicode("", help="What the last edition switch kept and changed, in a sentence; '' after "
                                "another change.")

    def __init__(self, *, language=None, chart="draw", **situation):
        super().__init__()
        unknown = sorted(set(situation) - set(_INPUTS))
        if unknown:
            raise refused("BAD_OPTION.explorer_unknown_setting", name=repr(unknown[0]), choices=", ".join(_INPUTS))
        start = _default(situation.get("edition", REVISED))
        start.update(situation)
        values, found = self._candidate(start)  # raises for an unknown edition or card
        if found is not None:
            raise found.error()
        if chart not in CHARTS:
            raise refused("BAD_OPTION.explorer_chart", charts=", ".join(CHARTS), value=shown(chart))
        self._bulk = True
        with self.hold_trait_notifications():
            for name, value in values.items():
                setattr(self, name, value)
            self.language = language_or_session(language)  # None: the session's (set_language)
            self.chart = chart
        self._bulk = False
        self._show()

    _switch = None  # (edition, changes) of the last edition switch, for notice in any language
    _bulk = True  # while True, inputs are set without their checks (they were checked together)

    # ------------------------------------------------------------------ for Python and views

    @property
    def situation(self) -> Situation:
        """The :class:`~lovelet.deduction.situation.Situation` in the controls (for plots)."""
        return Situation(self.edition, self.hand, self.seen, self.players_left, self.deck_size)

    def update(self, **changes: Any) -> bool:
        """Change several inputs at once, checked together; True when the situation changed.

        ``changes`` name inputs (edition, hand, seen, players_left, deck_size); ``seen``
        may give some cards only (the others keep their counts).  Without ``deck_size``
        the deck follows the other inputs.  Another edition keeps what it allows of
        the situation (the other changes are then made to that) and says in ``notice``
        what changed.  A refusal sets ``error`` and changes nothing.
        """
        try:
            unknown = sorted(set(changes) - set(_INPUTS))
            if unknown:
                raise refused("BAD_OPTION.explorer_unknown_choice", name=repr(unknown[0]),
                              choices=", ".join(_INPUTS))
            start, switch = self._inputs(), None
            if "edition" in changes and edition_named(changes["edition"]).name != self.edition:
                moved, switched = carried_over(self.situation, changes.pop("edition"))
                start, switch = self._values_of(moved), (moved.edition.name, switched)
            if "deck_size" not in changes:
                start["deck_size"] = None  # the deck follows
            if "seen" in changes and hasattr(changes["seen"], "items"):
                start["seen"].update(changes.pop("seen"))
            start.update(changes)
            values, found = self._candidate(start)
        except IllegalAction as refusal:
            self._show_refusal(refusal.code, _sentence(refusal, self.language))
            return False
        if found is not None:
            self._show_refusal(found.code, found.sentence(self.language))
            return False
        if switch is not None:  # the notice tells the deck the other changes leave
            edition, switched = switch
            switched = [change for change in switched if change[0] != "deck_changed"]
            if values["deck_size"] != self.deck_size:
                switched.append(("deck_changed", {"old": self.deck_size, "new": values["deck_size"]}))
            switch = (edition, switched)
        self._store(values)
        self._changed(switch)
        return True

    def _store(self, values):
        self._bulk = True
        try:
            with self.hold_trait_notifications():
                for name, value in values.items():
                    setattr(self, name, value)
        finally:
            self._bulk = False

    def set_hand(self, first: Any, second: Any = None) -> bool:
        """My hand: ``first``, and ``second`` during my turn (None: one card)."""
        return self.update(hand=[first] if second is None else [first, second])

    def set_seen(self, card: Any, count: Any) -> bool:
        """Say that ``count`` copies of ``card`` (a code, a Card or a card's name) were seen."""
        try:
            code = card_of(card, edition_named(self.edition)).name
        except IllegalAction as refusal:
            self._show_refusal(refusal.code, _sentence(refusal, self.language))
            return False
        return self.update(seen={code: count})

    # ------------------------------------------------------------------ checks

    def _inputs(self):
        return {"edition": self.edition, "hand": list(self.hand), "seen": dict(self.seen),
                "players_left": self.players_left, "deck_size": self.deck_size}

    @staticmethod
    def _values_of(situation):
        """A Situation's inputs in trait form."""
        return {"edition": situation.edition.name, "hand": [card.name for card in situation.hand],
                "seen": {card.name: count for card, count in situation.seen.items()},
                "players_left": situation.players_left, "deck_size": situation.deck_size}

    @staticmethod
    def _candidate(values):
        """(the inputs in trait form, the Problem that refuses them or None).

        A deck size of None is the one the other inputs leave.  Raises IllegalAction
        for an unknown edition or card (the engine's sentences).
        """
        edition = edition_named(values["edition"])
        hand = values["hand"]
        if isinstance(hand, (str, Card)):
            hand = [hand]
        if not isinstance(hand, (list, tuple)):
            raise refused("BAD_OPTION.explorer_hand", value=shown(hand))
        hand = [card_of(card, edition).name for card in hand if card is not None]
        seen = values["seen"]
        if not hasattr(seen, "items"):
            raise refused("BAD_OPTION.explorer_seen", value=shown(seen))
        counts = {card.name: 0 for card in edition.cards}
        for card, count in seen.items():
            counts[card_of(card, edition).name] = count
        players, deck = values["players_left"], values["deck_size"]
        found = situation_problem(edition, hand, counts, players, deck)
        if found is None:  # every count is a whole number: store plain ints
            counts = {card: int(count) for card, count in counts.items()}
            players = int(players)
            deck = fitted_deck_size(edition, hand, counts, players) if deck is None else int(deck)
        return {"edition": edition.name, "hand": hand, "seen": counts, "players_left": players,
                "deck_size": deck}, found

    def _check_one(self, proposal):
        """Validate one input assigned on its own: refused (the old value kept) when the
        situation it makes cannot happen."""
        if self._bulk:
            return proposal["value"]
        name, value = proposal["trait"].name, proposal["value"]
        start = self._inputs()
        start[name] = value
        if name != "deck_size":
            start["deck_size"] = None  # the deck follows the other inputs
        try:
            values, found = self._candidate(start)
        except IllegalAction as refusal:
            self._show_refusal(refusal.code, _sentence(refusal, self.language))
            return getattr(self, name)
        if found is not None:
            self._show_refusal(found.code, found.sentence(self.language))
            return getattr(self, name)
        return values[name]

    @t.validate("hand", "seen", "players_left", "deck_size")
    def _valid_input(self, proposal):
        return self._check_one(proposal)

    @t.validate("edition")
    def _valid_edition(self, proposal):
        if self._bulk:
            return proposal["value"]
        try:
            return edition_named(proposal["value"]).name
        except IllegalAction as refusal:
            self._show_refusal(refusal.code, _sentence(refusal, self.language))
            return self.edition

    @t.observe("edition")
    def _edition_changed(self, change):
        if self._bulk:
            return
        before = Situation(change["old"], self.hand, self.seen, self.players_left, self.deck_size)
        moved, switched = carried_over(before, change["new"])
        self._store(self._values_of(moved))
        self._changed((moved.edition.name, switched))

    @t.observe("hand", "seen", "players_left", "deck_size")
    def _input_changed(self, change):
        if not self._bulk:
            self._store({"deck_size": fitted_deck_size(self.edition, self.hand, self.seen, self.players_left)})
            self._changed()

    @t.validate("language")
    def _valid_language(self, proposal):
        return validated_language(proposal, self.language, lambda refusal: self._show_refusal(
            refusal.code, _sentence(refusal, getattr(self, "language", "en") or "en")))

    @t.validate("chart")
    def _valid_chart(self, proposal):
        if proposal["value"] in CHARTS:
            return proposal["value"]
        self._show_refusal("BAD_OPTION", f"The plot is one of {', '.join(CHARTS)}, not {shown(proposal['value'])}.")
        return self.chart

    @t.observe("language", "chart")
    def _setting_changed(self, change):
        if not self._bulk:
            self._changed(self._switch)  # a setting keeps the notice of the last switch

    def _changed(self, switch=None):
        """After an accepted change: clear the refusal, keep ``switch`` (edition, changes)
        as the notice (None: no notice), show the new figures."""
        self._switch = switch
        super()._changed()

    # ------------------------------------------------------------------ the figures

    def _show(self):
        """Set every output trait from the situation in the controls."""
        situation = self.situation
        language = self.language
        edition = situation.edition
        total = situation.unseen_total
        unseen = situation.unseen
        next_draw, guard = situation.next_draw(), situation.guard()
        held, in_deck = situation.held_by_opponents(), situation.in_deck()
        rows = []
        for card in edition.cards:
            count = unseen[card]
            rows.append({
                "card": card.name, "name": card_name(card, language), "value": edition.values[card],
                "copies": edition.copies[card], "in_hand": situation.hand.count(card),
                "seen": situation.seen[card], "unseen": count,
                "next_draw": None if next_draw is None else figure(next_draw[card], language, count, total),
                "guard": figure(guard[card], language, count, total) if card in guard else None,
                "opponent_holds": figure(held[card], language),
                "in_deck": figure(in_deck[card], language),
            })
        best, chance = situation.best_guard_guess()
        best_figure = figure(chance, language, unseen[best], total)
        baron = []
        for card in situation.baron_cards():
            counts, chances = situation.baron_counts(card), situation.baron(card)
            entry = {"card": card.name, "name": card_name(card, language), "value": edition.values[card],
                     "title": formatted(text("explorer_baron_keep", language), language,
                                        card=card_name(card, language), value=edition.values[card])}
            for outcome in OUTCOMES:
                entry[outcome] = figure(chances[outcome], language, counts[outcome], total)
                entry[outcome]["count"] = outcome_count(_OUTCOME_COUNTS[outcome], counts[outcome], total,
                                                        language)
                entry[outcome]["text"] = (f"{entry[outcome]['percent']} ({entry[outcome]['fraction']}"
                                          f"{colon(language)}{entry[outcome]['count']})")
            baron.append(entry)
        with self.hold_trait_notifications():
            self.cards = [card.name for card in edition.cards]
            self.card_names = {card.name: card_name(card, language) for card in edition.cards}
            self.card_values = {card.name: value for card, value in edition.values.items()}
            self.copies = {card.name: count for card, count in edition.copies.items()}
            self.min_players, self.max_players = edition.min_players, edition.max_players
            self.unseen = {card.name: count for card, count in unseen.items()}
            self.unseen_total = total
            self.opponents = situation.opponents
            self.summary = formatted(text("explorer_unseen_summary", language), language, count=total)
            self.places = places(total, situation.opponents, situation.deck_size, language)
            self.notice = edition_notice(*self._switch, language) if self._switch else ""
            self.no_draw = text("explorer_no_draw", language) if next_draw is None else ""
            self.rows = rows
            self.best_guess = {"card": best.name, "name": card_name(best, language), "figure": best_figure,
                               "text": best_guess(best, best_figure["text"], language)}
            self.baron = baron
            self.labels = {key: text(key, language) for key in (
                "explorer_title", "explorer_my_hand", "explorer_first_card", "explorer_second_card",
                "explorer_no_card", "explorer_cards_seen", "explorer_seen_help", "explorer_players_left",
                "explorer_deck_size", "explorer_draw_odds", "explorer_guard_odds", "explorer_baron_odds",
                "explorer_next_draw", "explorer_guard_hit", "explorer_opponent_holds", "explorer_in_deck",
                "explorer_not_guessable", "explorer_win", "explorer_tie", "explorer_lose",
                "explorer_chart", "explorer_chart_draw", "explorer_chart_guard", "explorer_chart_baron",
                "character", "value", "copies", "unseen", "setup_edition", "setup_language",
                "setup_edition_revised", "setup_edition_classic")}
