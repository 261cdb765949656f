"""The companion's start form: the game played with real cards, as it begins.

:class:`CompanionForm` is the part of
:class:`~lovelet.widgets.companion.CompanionController` that holds the start form as
traits (the edition and its options, the players' names in seating order, my seat, who
starts, my dealt card and, with 2 players, the three face-up cards), follows the
edition and the number of players as they change, and checks the form as the record
would (:meth:`CompanionForm._form`).  The controller inherits it; it sets ``_ready``,
``_language`` and ``started`` and provides ``_show``.
"""

from __future__ import annotations

from typing import Any

import traitlets as t

from lovelet.companion import Record
from lovelet.engine.cards import edition_named
from lovelet.engine.errors import IllegalAction, refused
from lovelet.widgets.edition_choices import EditionChoices, a_player_count, resized
from lovelet.widgets.seat_names import names_in

__all__ = ["CompanionForm", "FORM"]

#: The traits of the start form, which the controller may also be given as keywords.
FORM = ("edition", "players", "names", "seat", "start_player", "card", "face_up", "tie_break",
        "thresholds", "reveal_drawn")
# The refusal of a seat that does not exist, for each of the form's seat fields.
_BAD_SEAT = {"seat": "UNKNOWN_PLAYER.companion_bad_seat", "start_player": "UNKNOWN_PLAYER.companion_bad_start_player"}


class CompanionForm(EditionChoices):
    """The companion's start form (a mixin: see the module's docstring)."""

    # ------------------------------------------------------------------ the start form (inputs)
    edition = t.Any("revised", help="'revised' (2-6 players) or 'classic' (2-4 players).")
    players = t.Any(3, help="How many players; the names follow it.")
    names = t.Any(help="The players' names in seating order (as typed: a view escapes them).")
    seat = t.Any(0, help="My seat: a number from 0.")
    start_player = t.Any(0, help="The seat that starts round 1.")
    card = t.Any(None, help="My dealt card's code ('GUARD'), or None before it is chosen.")
    face_up = t.Any(help="With 2 players, the codes of the three face-up cards (None: not chosen).")
    tie_break = t.Any("shared", help="'shared', or 'discard_sum' in the classic edition.")
    thresholds = t.Any("standard", help="'standard', or 'aeg' in the classic edition.")
    reveal_drawn = t.Any(False, help="Whether everyone sees if the card played was just drawn.")

    # ------------------------------------------------------------------ for views

    def set_name(self, seat: int, name: str) -> None:
        """Name ``seat`` (a number) ``name`` in the start form."""
        names = list(self.names) if isinstance(self.names, (list, tuple)) else []
        if isinstance(seat, int) and 0 <= seat < len(names):
            names[seat] = name
            self.names = names

    def set_face_up(self, index: int, card: Any) -> None:
        """Choose the ``index``-th (0 to 2) face-up card of a 2-player start."""
        cards = list(self.face_up) if isinstance(self.face_up, (list, tuple)) else [None] * 3
        cards = (cards + [None] * 3)[:3]
        if isinstance(index, int) and 0 <= index < 3:
            cards[index] = card
            self.face_up = cards

    # ------------------------------------------------------------------ following the form

    _INPUTS = FORM

    def _following(self):
        """The form follows its inputs until a game starts (then it says how the game began)."""
        return self._ready and not self.started

    def _check(self):
        self._show()  # which checks the form (ready, form_error)

    def _follow_edition(self):
        """Offer what the edition allows: anything else it does not offer goes back to its
        default, a dealt card it does not have to None."""
        edition = self._offer_edition(reset_unknown=True)
        if edition is not None and isinstance(self.card, str) and self.card not in [card.name for card in edition.cards]:
            self.card = None

    def _resize(self):
        """One name per player (new seats: "Player 4"), and seats that exist."""
        count = self.players
        if not a_player_count(count):
            return
        with self.hold_trait_notifications():
            self.names = resized(self.names, count, self._language)
            if isinstance(self.seat, int) and self.seat >= count:
                self.seat = 0
            if isinstance(self.start_player, int) and self.start_player >= count:
                self.start_player = 0
            if count != 2:
                self.face_up = []
            elif not isinstance(self.face_up, (list, tuple)) or len(self.face_up) != 3:
                self.face_up = [None] * 3

    def _follow_language(self):
        """Names nobody typed follow the language."""
        if isinstance(self.names, (list, tuple)) and not self.started:
            self.names = names_in(self.names, self._language)

    # ------------------------------------------------------------------ checking the form

    def _form(self):
        """The form in the record's terms; raises the IllegalAction of what is missing or wrong."""
        edition = edition_named(self.edition)
        count = self.players
        if isinstance(count, bool) or not isinstance(count, int) or \
                not edition.min_players <= count <= edition.max_players:
            raise refused("BAD_PLAYER_COUNT.companion_bad_players", low=edition.min_players,
                          high=edition.max_players)
        names = self.names
        if not isinstance(names, (list, tuple)) or len(names) != count:
            raise refused("BAD_OPTION.companion_bad_names", count=count)
        for what, seat in (("seat", self.seat), ("start_player", self.start_player)):
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < count:
                raise refused(_BAD_SEAT[what])
        if self.card is None:
            raise refused("BAD_ENTRY.companion_choose_card")
        face_up = tuple(self.face_up or ()) if count == 2 else ()
        if count == 2 and (len(face_up) != 3 or None in face_up):
            raise refused("BAD_ENTRY.companion_choose_face_up")
        options = {"tie_break": self.tie_break, "thresholds": self.thresholds, "reveal_drawn": self.reveal_drawn}
        return edition, tuple(names), self.seat, self.start_player, self.card, face_up, options

    def _check_form(self):
        """Try the form as a record (without saving anything): (``ready``, ``form_error``)."""
        try:
            edition, names, seat, start, card, face_up, options = self._form()
            Record.start(edition, names, seat, start, card, face_up, **options)
        except IllegalAction as refusal:
            return False, refusal.sentence(self.language)
        return True, ""
