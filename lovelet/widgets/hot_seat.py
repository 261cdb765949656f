"""The hot seat of the Table, and what it shows of private knowledge, as plain data.

:class:`HotSeat` is the part of :class:`~lovelet.widgets.table.TableController` that
hands one screen from person to person (its traits and methods; the controller
inherits them), with its helpers:

* :func:`private_notes`: the cards of the other hands that the seat in view knows
  privately (:func:`lovelet.engine.knowledge.private_knowledge`, the one reading of its log),
  as the dicts a trait holds, ready for the board to draw on each seat's row;
* :func:`move_events` and :func:`next_person`: after a person's move in hot seat, the
  events of that move as the mover saw them (the card their Priest showed, their
  Baron's comparison, their Chancellor's draw and return, their King's exchange), which
  the mover reads before pressing "Done: pass the screen to Ben", and who Ben is.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import traitlets as t

from lovelet.engine.knowledge import private_knowledge
from lovelet.engine.observation import Observation
from lovelet.text.narration import narrate
from lovelet.text.refusals import refused

__all__ = ["HotSeat", "private_notes", "move_events", "next_person"]


class HotSeat(t.HasTraits):
    """The hot seat's traits and moves, for the Table's controller (which sets ``_game``,
    ``_agents``, ``_move``, ``viewer``, ``kinds`` and ``hot_seat``, and provides
    ``_refused`` and ``_changed``).

    The flow, for two persons or more at one screen: a person moves; they still see the
    table from their seat, with ``move_result`` (their move as they saw it) and the
    board's ``known`` cards, while bots move (``passing``); :meth:`done` hides the
    hand ("Done: pass the screen to Ben", ``pass_to``); Ben presses "Show Ben's hand"
    (:meth:`request_reveal`: ``confirming``) and confirms that he is Ben
    (:meth:`reveal`).  Nothing of a hand is in any trait while it is hidden.
    """

    hidden = t.Bool(False, help="Hot seat: the hand is hidden until the next person reveals it.")
    to_reveal = t.Int(None, allow_none=True, help="Hot seat: the person who should reveal now.")
    confirming = t.Bool(False, help="Hot seat: 'Show the hand' was pressed; reveal() confirms it is them.")
    passing = t.Bool(False, help="Hot seat: the mover still sees their move's result; done() passes the screen.")
    pass_to = t.Int(None, allow_none=True, help="Hot seat, while passing: the person who takes the screen "
                                                "next (None once the round is over).")
    move_result = t.List(help="Hot seat, while passing: the mover's move in sentences, as they saw it.")
    known = t.List(help="The cards of other hands the seat in view knows privately (lovelet.engine.knowledge): "
                        "dicts with seat, card, how, learned_from, turn, moved; empty while hidden.")

    def done(self) -> bool:
        """Hot seat: the mover has read their move's result: hide the hand and pass the
        screen to ``pass_to``.  Does nothing unless the mover's result is on screen."""
        if self.passing:
            self._hide()
            self._changed()
        return True

    def request_reveal(self) -> bool:
        """Hot seat: "Show Ben's hand" was pressed: ask Ben (the person whose decision it
        is) to confirm it is them (``confirming``); :meth:`reveal` then shows the hand.
        Refused as :meth:`reveal` is."""
        if not self.hidden:
            return True
        if self._seat_to_reveal() is None:
            return False
        self.confirming = True
        self._changed()
        return True

    def cancel_reveal(self) -> bool:
        """Hot seat: "Not me": the hand stays hidden and the question goes away."""
        self.confirming = False
        self._changed()
        return True

    def reveal(self) -> bool:
        """Hot seat: show the hand of the person whose decision it is (they call this,
        confirming it is them).

        Refused while a bot is to move or once the round is over; does nothing when
        the hand is not hidden.
        """
        if not self.hidden:
            return True
        seat = self._seat_to_reveal()
        if seat is None:
            return False
        with self.hold_trait_notifications():
            self.viewer = seat
            self.hidden = False
            self.confirming = False
        self._changed()
        return True

    def _seat_to_reveal(self):
        """The seat whose hand may be shown now; None once the refusal saying why none may
        is shown (:meth:`request_reveal` and :meth:`reveal` refuse alike)."""
        rnd = self._game.round
        seat = rnd.current_player
        if rnd.is_over:
            refusal = refused("GAME_OVER" if rnd.game_over else "ROUND_OVER")
        elif self._agents[seat] is not None:
            refusal = refused("OUT_OF_TURN.bot_first", name=self._game.names[seat])
        else:
            return seat
        self._refused(refusal)
        return None

    def hide(self) -> bool:
        """Hot seat: hide the hand in view now (a person stepping away from the screen).

        After each person's move the hand hides when they press Done (:meth:`done`).  Refused (BAD_OPTION)
        when only one person plays; does nothing when the hand is already hidden.
        """
        if not self.hot_seat:
            self._refused(refused("BAD_OPTION.hide_alone"))
            return False
        if not self.hidden:
            self._hide()
            self._changed()
        return True

    def _hide(self):
        with self.hold_trait_notifications():
            self.hidden = True
            self.viewer = None
            self.passing = self.confirming = False
            self._move = None

    def _show_hot_seat(self, obs, seat):
        """``known`` for the seat in view, and while the mover reads their move's result,
        ``move_result`` and ``pass_to`` (from the mover's observation)."""
        self.known = [] if seat is None else private_notes(obs)
        if self.passing and not obs.is_over and obs.current_player == seat:
            self.passing = False  # their turn again (the others' moves were the bots'): nothing to pass
        move = self._move if self.passing else None
        if move is None or move[0] != len(self._game.rounds) or move[1] != seat:
            self.move_result, self.pass_to = [], None
            return
        self.move_result = narrate(move_events(obs.events, move[2]), obs.names, self.language)
        self.pass_to = next_person(self.kinds, obs.current_player, obs.eliminated, obs.players, obs.is_over)



def private_notes(observation: Observation) -> list[dict]:
    """[{"seat", "card" (a code), "how", "learned_from", "turn", "moved"}] for every card
    of another hand the player of ``observation`` knows privately now (see
    :class:`lovelet.engine.knowledge.KnownCard`), in seat order."""
    return [{"seat": note.seat, "card": note.card.name, "how": note.how, "learned_from": note.learned_from,
             "turn": note.turn, "moved": note.moved} for note in private_knowledge(observation)]


def move_events(events: Sequence[Any], start: int) -> tuple:
    """The events of the move that began at ``events[start]``: up to the round's end, or
    to the start of the next turn (its protection ending and its draw), left out.

    A Prince's discard is followed by its target's draw, which belongs to the move; the
    draw that begins a turn follows anything else.
    """
    moved = []
    for index in range(start, len(events)):
        event = events[index]
        kind = event.kind
        if kind == "protection_ends":
            break
        if kind == "draw" and index > start and events[index - 1].kind != "prince":
            break
        moved.append(event)
    return tuple(moved)


def next_person(kinds: Sequence[str], current: int | None, eliminated: Collection[int], players: int,
                is_over: bool) -> int | None:
    """The seat of the person who takes the screen next: ``current`` if a person plays
    it, else the first person after it in turn order still in the round (bots move
    first); None once the round is over or when no person is left in it."""
    if is_over or current is None:
        return None
    for step in range(players):
        seat = (current + step) % players
        if seat not in eliminated and kinds[seat] == "person":
            return seat
    return None
