"""A table's public state, as one seat sees it: the traits the Table and the replay viewer share.

:class:`TableState` is the one block of traits (traitlets) that both
:class:`~lovelet.widgets.table.TableController` (a game being played) and
:class:`~lovelet.widgets.replay_viewer.ReplayController` (a game replayed step by step)
hold for their views: the players, the edition's cards, the seat in view and its hand,
the board every player sees (discard piles, deck, face-up cards, protections,
eliminations, favors), the round so far in sentences, and the last refusal.  Each
controller adds the traits of its own (the Table's choices and summaries, the replay's
steps) and fills these from one seat's observation, so that a view draws either in the
same way.

:meth:`TableState._show_board` sets the board's traits from anything that reads like an
observation (an :class:`~lovelet.engine.observation.Observation` or a
:class:`~lovelet.engine.replay.Replay`): the one place where both controllers turn a
position into plain data.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import traitlets as t

__all__ = ["TableState", "TableViewState", "card_codes"]


def card_codes(cards: Iterable[Any]) -> list[str]:
    """Cards as their codes ("GUARD"), an unknown card (None) as ''."""
    return [card.name if card is not None else "" for card in cards]


class TableState(t.HasTraits):
    """The traits of a table's public state, shared by the Table and the replay viewer.

    Values are plain data, ready for a view: a seat is an ``int``, a card its code
    (``"GUARD"``), lists and dicts of those.  Names are not escaped: a view escapes them.
    """

    # ------------------------------------------------------------------ the game
    edition = t.Unicode("", help="The edition's name: 'revised' or 'classic'.")
    names = t.List(help="The players' names by seat (not escaped: a view escapes them).")
    players = t.Int(0)
    card_names = t.Dict(help="Each card code of the edition -> its name in the chosen language.")
    card_values = t.Dict(help="Each card code of the edition -> its value.")

    # ------------------------------------------------------------------ settings
    language = t.Any("en", help="'en', 'fr' or 'de'; an unknown language sets error.")

    # ------------------------------------------------------------------ the table, from the seat in view
    viewer = t.Int(None, allow_none=True, help="The seat in view; None when no seat's hand is shown "
                                               "(hidden at a hot seat, or the replay's teacher's view).")
    round_number = t.Int(0)
    turn = t.Int(0)
    current_player = t.Int(None, allow_none=True, help="Whose decision it is; None outside a round's turns.")
    pending_chancellor = t.Bool(False)
    hand = t.List(help="The cards of the seat in view (the card just drawn last); empty when no seat is in view.")
    all_hands = t.List(help="Every seat's hand in the teacher's view; empty otherwise.")
    hand_sizes = t.List(help="How many cards each seat holds (public).")
    discards = t.List(help="Every seat's discard pile, oldest first.")
    deck_size = t.Int(0)
    set_aside_count = t.Int(0)
    face_up = t.List()
    protected = t.List()
    eliminated = t.List()
    favors = t.List()
    favors_needed = t.Int(0)
    round_over = t.Bool(False)
    log = t.List(help="The round so far in sentences, from the seat in view's observation.")

    # ------------------------------------------------------------------ refusals
    error = t.Unicode("", help="The sentence of the last refusal in the page's language; '' after a change.")
    error_code = t.Unicode("", help="The engine's code for the last refusal.")

    def _show_board(self, board: Any, sizes: Any) -> None:
        """Set the turn and the board every player sees from ``board`` (an Observation or a
        Replay: its turn, current player, discards, deck, face-up cards, protections,
        eliminations and favors) and each seat's hand size from ``sizes`` (a Replay).

        The caller holds the trait notifications: the view sees one change.
        """
        self.turn = board.turn
        self.current_player = board.current_player
        self.pending_chancellor = board.pending_chancellor
        self.hand_sizes = [sizes.hand_size(other) for other in range(self.players)]
        self.discards = [card_codes(pile) for pile in board.discards]
        self.deck_size = board.deck_size
        self.set_aside_count = board.set_aside_count
        self.face_up = card_codes(board.face_up)
        self.protected = sorted(board.protected)
        self.eliminated = sorted(board.eliminated)
        self.favors = list(board.favors)


class TableViewState(TableState):
    """The traits the Table's view (:class:`~lovelet.widgets.table_view.TableView`) reads
    beyond a table's public state: who plays each seat, the settings, the decision of the
    person in view, and what the ends of rounds and of the game told.

    Both the Table of a game played here
    (:class:`~lovelet.widgets.table.TableController`) and a seat at a class's table
    (:class:`~lovelet.widgets.seat_table.SeatTableController`) hold them, so the one view
    draws either.
    """

    # ------------------------------------------------------------------ who plays
    kinds = t.List(help="Each seat's kind: 'person', or the bot's kind.")
    persons = t.List(help="The seats played by persons at this screen.")
    hot_seat = t.Bool(False, help="Two persons or more share the screen: hands hide between turns.")

    # ------------------------------------------------------------------ settings
    teacher = t.Bool(False, help="The teacher switch: all_hands shows every hand.")
    coach = t.Bool(False, help="The coach switch: coach_advice explains each move at the person's turn.")

    # ------------------------------------------------------------------ the view
    choices = t.Dict(help="The legal choices of the person in view when the decision is theirs.")
    bots_to_move = t.Bool(False, help="A bot's decision is next, made here: call step_bots() (after a pause).")
    game_over = t.Bool(False)
    summary = t.Dict(help="The summary of the round in progress once it is over, else {}.")
    rounds = t.List(help="The summary of every finished round, in order.")
    game_summary = t.Dict(help="The game's result once it is over, else {} (with the seed that replays "
                               "it when the game was played here).")
    coach_advice = t.Dict(help="The coach's advice (Advice.summary) for the person in view at their "
                               "turn, with the coach switch on; {} otherwise.")
