"""What a form that starts a game offers once its edition is chosen: the Setup's and the companion's.

Both the Setup (:class:`~lovelet.widgets.setup.SetupController`) and the companion's
start form (:class:`~lovelet.widgets.companion_form.CompanionForm`) let a person choose
an edition, how many play, their names, and the edition's options (its tie break and its
favor thresholds).  :class:`EditionChoices` holds what such a form offers, as traits
(the editions, the languages, the range of players, the tie breaks and thresholds of the
edition chosen), follows the edition as it changes, and gives the seats nobody named
their default names (:mod:`lovelet.widgets.seat_names`).
"""

from __future__ import annotations

from typing import Any

import traitlets as t

from lovelet.engine.cards import EDITIONS, Edition, edition_named
from lovelet.engine.errors import IllegalAction
from lovelet.engine.naming import LANGUAGES
from lovelet.widgets.seat_names import default_name

__all__ = ["EditionChoices", "TIE_BREAKS", "FEWEST_PLAYERS", "MOST_PLAYERS", "a_player_count", "resized"]

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


class EditionChoices(t.HasTraits):
    """The traits of what a game's form offers, and how they follow its ``edition``.

    The form (a subclass) has the traits ``edition``, ``tie_break`` and ``thresholds``.
    """

    editions = t.List(list(EDITIONS), help="The editions' names.")
    languages = t.List(list(LANGUAGES), help="The languages' codes.")
    min_players = t.Int(2, help="The fewest players of the chosen edition.")
    max_players = t.Int(6, help="The most players of the chosen edition.")
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
