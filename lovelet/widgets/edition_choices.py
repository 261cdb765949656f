"""The forms that choose a game: the Setup's, the companion's start form, the strategy lab's.

Each lets a person choose an edition, how many play, and more; what the form offers
follows its inputs as they change (the range of players follows the edition, the seats
follow the number of players, names and titles follow the language), and the form is
checked again after every change.  :class:`GameForm` is that loop, and what every such
form offers (the editions, the languages, the range of players); :class:`EditionChoices`
adds an edition's options (its tie breaks and its favor thresholds) for the forms that
start a game (the Setup, the companion), whose seats nobody named get their default
names (:mod:`lovelet.widgets.seat_names`).
"""

from __future__ import annotations

from typing import Any

import traitlets as t

from lovelet.engine.cards import EDITIONS, Edition, edition_named
from lovelet.engine.errors import IllegalAction
from lovelet.text.languages import LANGUAGES
from lovelet.widgets.seat_names import default_name

__all__ = ["GameForm", "EditionChoices", "TIE_BREAKS", "FEWEST_PLAYERS", "MOST_PLAYERS", "a_player_count", "resized"]

#: The tie breaks each edition offers.
TIE_BREAKS = {"revised": ["shared"], "classic": ["shared", "discard_sum"]}
#: The fewest and the most players of any edition.
FEWEST_PLAYERS = min(edition.min_players for edition in EDITIONS.values())
MOST_PLAYERS = max(edition.max_players for edition in EDITIONS.values())


def a_player_count(count: Any) -> bool:
    """Whether ``count`` is a number of players some edition seats (a bool is not)."""
    return not isinstance(count, bool) and isinstance(count, int) and FEWEST_PLAYERS <= count <= MOST_PLAYERS


def resized(names: Any, count: int, language: str) -> list:
    """``names`` cut or filled up to ``count`` seats, a new seat with its default name in ``language``."""
    names = list(names) if isinstance(names, (list, tuple)) else []
    return (names + [default_name(seat, language) for seat in range(len(names), count)])[:count]


class GameForm(t.HasTraits):
    """A form that chooses a game: what it offers, and the loop that follows its inputs.

    A form lists its inputs in ``_INPUTS`` and sets ``_ready`` once it is built; after a
    change of one of them (:meth:`_input_changed`), what depends on it follows
    (:meth:`_follow_edition`, :meth:`_resize`, :meth:`_follow_language`, which a form
    provides where it has such inputs) and the form is checked again (:meth:`_check`).
    """

    _INPUTS: tuple[str, ...] = ()
    _ready = False

    editions = t.List(list(EDITIONS), help="The editions' names.")
    languages = t.List(list(LANGUAGES), help="The languages' codes.")
    min_players = t.Int(2, help="The fewest players of the chosen edition.")
    max_players = t.Int(6, help="The most players of the chosen edition.")

    @t.observe(t.All)
    def _input_changed(self, change):
        name = change["name"]
        if name not in self._INPUTS or not self._following():
            return
        if name == "edition":
            self._follow_edition()
        elif name == "players":
            self._resize()
        elif name == "language":
            self._follow_language()
        self._check()

    def _following(self) -> bool:
        """Whether the form follows its inputs now (once it is built)."""
        return self._ready

    def _follow_edition(self) -> None:
        """The range of players of the edition chosen (nothing while it names none: the check says so)."""
        edition = EDITIONS.get(self.edition) if isinstance(self.edition, str) else None
        if edition is not None:
            self.min_players, self.max_players = edition.min_players, edition.max_players

    def _resize(self) -> None:
        """What follows the number of players (nothing by default)."""

    def _follow_language(self) -> None:
        """What follows the language (nothing by default)."""

    def _check(self) -> None:  # pragma: no cover - every form checks itself
        """Check the form again after a change."""
        raise NotImplementedError


class EditionChoices(GameForm):
    """A form that starts a game: the edition's options besides what every form offers.

    The form has the traits ``edition``, ``tie_break`` and ``thresholds``.
    """

    tie_breaks = t.List(help="The tie breaks of the chosen edition.")
    threshold_options = t.List(help="The thresholds of the chosen edition.")

    def _offer_edition(self, reset_unknown: bool) -> Edition | None:
        """Offer what the chosen edition allows; return it (None while no edition is chosen:
        the form's check says so).

        An option of the other edition goes back to its default rather than stand in the
        way; with ``reset_unknown``, any value the edition does not offer does too.
        """
        try:
            edition = edition_named(self.edition)
        except IllegalAction:
            return None
        with self.hold_trait_notifications():
            self.min_players, self.max_players = edition.min_players, edition.max_players
            self.tie_breaks = list(TIE_BREAKS[edition.name])
            self.threshold_options = list(edition.thresholds)
            if self.tie_break not in self.tie_breaks and (reset_unknown or self.tie_break in TIE_BREAKS["classic"]):
                self.tie_break = "shared"
            if self.thresholds not in self.threshold_options and (reset_unknown or self.thresholds == "aeg"):
                self.thresholds = "standard"
        return edition
