"""The Table's controller: a whole game, as one seat at the table may see it.

:class:`TableController` plays a game of lovelet with persons and bots and keeps, in
traits (traitlets), exactly what the seat in view may see: its own hand, every discard
pile, the deck size, the set-aside count, the face-up cards, protections, eliminations,
favors, whose turn it is, the log of that seat's observation in sentences, the legal
choices of the person in view (with the engine's reason for each choice that is not
allowed), and the summaries of the rounds once they end.  An ipywidgets view lays the
traits out and forwards clicks to :meth:`~TableController.play`,
:meth:`~TableController.chancellor`, :meth:`~TableController.step_bots`, ...

Every trait a widget holds reaches the browser, so no trait ever holds a card hidden
from the seat in view: the traits are computed from that seat's
:class:`~lovelet.Observation` (and from the public end of each round), never from the
round itself.  Two exceptions, both deliberate: ``error`` is the engine's sentence for
a refused action of the player it names (:meth:`~TableController.apply`), so that a
refusal never describes another player's hand, said to the person in view when the
move was theirs ("You must play the Countess: you hold the King."); and ``all_hands``
holds every hand when the teacher switch is on (it is empty otherwise).  Seats nobody
named ("Player 2") are named in the chosen language (``names``, the log, the summaries,
the refusals); the game keeps its names.

The coach switch (``coach``, off by default): when it is on and the decision is the
person's in view, ``coach_advice`` holds :func:`lovelet.deduction.coach`'s advice for
it, computed from that person's observation, as plain data (every legal move with its
exact chances in words, the pick and why); it is empty otherwise.

Values are plain data, ready for a view: a seat is an ``int``, a card its code
(``"GUARD"``: ``Card.GUARD.name``; ``card_names`` gives each code's name in the chosen
language and ``card_values`` its value), lists and dicts of those.  Nothing raises
:class:`~lovelet.IllegalAction` at a view: a refusal sets ``error`` (the engine's
sentence) and ``error_code`` and changes nothing else.

What the seat in view knows privately of the other hands (a Priest's look, a Baron's
comparison, the card a King gave or took, a card put back with a Chancellor and drawn)
is ``known``, derived from its observation by :mod:`lovelet.engine.knowledge`: kept while it
is true, gone once it is not.

Hot seat.  With two persons or more at one screen, the hand is hidden between their
turns.  After a person's move, the mover still sees the table from their seat
(``passing``): ``move_result`` tells their move as they saw it (the card their Priest
showed, their Baron's comparison, their Chancellor's draw, their King's exchange), bots
may move meanwhile, and :meth:`~TableController.done` hands the screen to ``pass_to``.
Only then is the hand hidden: ``hidden`` becomes True and the view shows only what
every player sees (no hand, no choice, the log without anyone's secrets).  The next
person presses "Show Ben's hand" (:meth:`~TableController.request_reveal`, which sets
``confirming``) and confirms that they are Ben (:meth:`~TableController.reveal`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import traitlets as t

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.observation import Observation
from lovelet.agents import CautiousRandomAgent, HeuristicAgent, RandomAgent
from lovelet.deduction.coach import coach as advise
from lovelet.engine.errors import IllegalAction, shown
from lovelet.engine.game import Game
from lovelet.text.i18n import card_name
from lovelet.lab.match import decide, seat_generators, seated_agents
from lovelet.engine.streams import checked_seed
from lovelet.text.narration import narrate
from lovelet.engine.naming import seat_of, seat_or_none
from lovelet.text.languages import language_or_session, validated_language
from lovelet.text.refusals import refused, said
from lovelet.engine.replay import replay
from lovelet.widgets.hot_seat import HotSeat
from lovelet.widgets.refusal_traits import ShowsRefusals
from lovelet.widgets.seat_names import names_in, renamed
from lovelet.widgets.table_choices import choices_of
from lovelet.widgets.table_summaries import game_summary, public_event, round_summary
from lovelet.widgets.table_state import TableViewState, card_codes

__all__ = ["TableController", "PERSON", "BOTS", "KINDS"]

#: The kind of a seat played by a person at the screen.
PERSON = "person"
#: The bots a seat may be given, by kind.
BOTS = {"random": RandomAgent, "cautious": CautiousRandomAgent, "heuristic": HeuristicAgent}
#: Every kind of seat, the person first.
KINDS = (PERSON, *BOTS)


def _seated(seats, game):
    """(kinds, agents) for ``seats``: one kind (or agent) per seat; None for a person."""
    if seats is None:
        seats = [PERSON] + ["heuristic"] * (game.players - 1)
    if not isinstance(seats, (list, tuple)) or len(seats) != game.players:
        raise refused("BAD_OPTION.table_seats", count=game.players, bots=", ".join(BOTS), value=shown(seats))
    kinds, agents = [], []
    for seat, kind in enumerate(seats):
        if isinstance(kind, str) and kind in KINDS:
            kinds.append(kind)
            agents.append(None if kind == PERSON else BOTS[kind]())
        elif isinstance(kind, str):
            raise refused("BAD_OPTION.seat_kind", number=seat, name=game.names[seat], bots=", ".join(BOTS),
                          value=shown(kind))
        else:  # an agent of lovelet.agents, or any agent the match layer accepts
            agents.append(seated_agents([kind], (game.names[seat],))[0])
            kinds.append("bot")
    return kinds, agents


class TableController(ShowsRefusals, HotSeat, TableViewState):
    """A game at the table, shown from one seat, driven by persons and bots.

    ``game`` is a :class:`~lovelet.Game` (new or in progress; the controller plays it
    itself).  ``seats`` gives each seat ``"person"`` or a bot kind (``"random"``,
    ``"cautious"``, ``"heuristic"``, or any agent of :mod:`lovelet.lab.match`); by default
    seat 0 is a person and the others heuristic bots.  The bots draw from the match
    layer's generators, one per seat, derived from ``bot_seed`` (by default the game's
    seed), exactly as :func:`lovelet.lab.match.play_game` would.  The game's seed reaches
    no trait until the game is over: then ``game_summary["seed"]`` holds it, to replay
    the game (a seed shown during play would tell every hidden card).

    The seat in view is the person's when one person plays; with several persons the
    game is played hot seat (see the module's docstring); with no person at all it is
    ``viewer`` (seat 0 by default; :meth:`watch` changes it).  ``teacher=True`` fills
    ``all_hands`` with every hand; ``coach=True`` turns the coach switch on.
    """

    # The traits every table shares (players, cards, the seat in view, its hand, the
    # board, the log, the last refusal, the decision, the summaries) are TableViewState's.

    _ready = False  # set once the first view is shown: settings then refresh it

    def __init__(self, game, seats=None, *, language=None, viewer=None, teacher=False, bot_seed=None,
                 coach=False):
        super().__init__()
        if not isinstance(game, Game):
            raise refused("BAD_OPTION.table_not_a_game", value=shown(game))
        kinds, agents = _seated(seats, game)
        language = language_or_session(language)  # None: the session's (set_language)
        # The bots' streams are one-way derivations of the game's seed (or of a seed nobody
        # can guess, for a game dealt from a caller's rng): a bot learns nothing of the deal.
        bot_seed = checked_seed(game.seed if bot_seed is None else bot_seed)
        persons = [seat for seat, kind in enumerate(kinds) if kind == PERSON]
        if len(persons) == 1:
            view = persons[0]
            if viewer is not None and seat_of(viewer, game.names, "viewer") != view:
                raise refused("BAD_OPTION.table_one_person", name=game.names[view])
        elif persons:
            view = None
            if viewer is not None:
                raise refused("BAD_OPTION.table_several_persons")
        else:
            view = 0 if viewer is None else seat_of(viewer, game.names, "viewer")
        self._game = game
        self._agents = agents
        self._generators = seat_generators(bot_seed, game.players)
        self._finished = {}  # (round index, language) -> summary of a finished round
        self._advice = (None, None)  # (the decision it is for, the coach's Advice), read once
        self._move = None  # hot seat: (round number, the mover, the index of their move's first event)
        with self.hold_trait_notifications():
            self.edition = game.edition.name
            self.names = list(game.names)
            self.kinds = kinds
            self.persons = persons
            self.hot_seat = len(persons) >= 2
            self.players = game.players
            self.card_values = {card.name: value for card, value in game.edition.values.items()}
            self.language = language
            self.teacher = bool(teacher)
            self.coach = bool(coach)
            self.viewer = view
            self.hidden = self.hot_seat
        self._show()
        self._ready = True

    # ------------------------------------------------------------------ for Python, not views

    @property
    def game(self) -> Game:
        """The engine's game, every hidden card included: never hand it to a view."""
        return self._game

    @property
    def agents(self) -> tuple:
        """Each seat's agent (None for a person)."""
        return tuple(self._agents)

    def observation(self) -> Observation | None:
        """The seat in view's :class:`~lovelet.Observation` of the round in progress, or
        None while hot seat hides the hand: what a panel beside the table (the deduction
        panel) may compute from, and nothing more."""
        if self.hidden or self.viewer is None:
            return None
        return self._game.round.observation(self.viewer)

    # ------------------------------------------------------------------ settings

    @t.validate("language")
    def _valid_language(self, proposal):
        return validated_language(proposal, self.language, self._refused)

    @t.observe("language", "teacher", "coach")
    def _setting_changed(self, change):
        if self._ready:
            self._changed()

    # ------------------------------------------------------------------ acting

    def apply(self, action: Play | ChancellorReturn, player: int | str) -> bool:
        """Apply ``action`` (a Play or ChancellorReturn) for ``player`` (a seat or a name).

        ``player`` must be a person whose decision it is, with their hand in view: the
        engine checks the player before the action, so a refusal never describes
        another player's hand.  Returns True when applied; a refusal sets ``error`` and
        ``error_code`` and changes nothing else.
        """
        rnd = self._game.round
        try:
            seat = self._acting_seat(player)
            start = len(rnd.observation(seat).events)
            self._game.apply(action, player=seat)
        except IllegalAction as refusal:
            self._refused(refusal, seat_or_none(player, self._game.names))
            return False
        if self.hot_seat:
            if not isinstance(action, ChancellorReturn):  # a Chancellor's return ends the move its play began
                self._move = (len(self._game.rounds), seat, start)
            if rnd.is_over or rnd.current_player != seat:
                self.passing = True  # the mover reads the result, then passes the screen (done)
        self._changed()
        return True

    def play(self, card: Any, target: int | str | None = None, guess: Any = None) -> bool:
        """Play ``card`` (a code such as "GUARD", a Card or a card's name) for the person
        in view, aimed at ``target`` (a seat or a name) and naming ``guess``."""
        try:
            action = Play(card, target, guess)  # a value that names no card or seat is refused here
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        return self.apply(action, player=self._person_in_view())

    def chancellor(self, keep: Any, bottom: Sequence[Any] = ()) -> bool:
        """Finish the Chancellor of the person in view: keep ``keep`` and put ``bottom``
        under the deck in that order (the last card listed at the very bottom)."""
        if isinstance(bottom, list):
            bottom = tuple(bottom)
        try:
            action = ChancellorReturn(keep, bottom)
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        return self.apply(action, player=self._person_in_view())

    def step_bots(self) -> bool:
        """Make one bot decision, if the decision at hand is a bot's; True if one was made.

        The bot decides from its own observation with its seat's generator, as the
        match layer does; a view calls this after a short pause, once per decision.
        """
        rnd = self._game.round
        if rnd.is_over:
            return False
        seat = rnd.current_player
        agent = self._agents[seat]
        if agent is None:
            return False
        action = decide(agent, rnd.observation(seat), self._generators[seat])
        try:
            rnd.apply(action, player=seat)
        except IllegalAction as refusal:  # a caller's own agent got it wrong
            # The engine's sentence could describe the bot's hand: it is not shown.
            self.error_code = refusal.code
            self.error = said("agent_refused", self.language, name=self._game.names[seat])
            return False
        self._changed()
        return True

    def run_bots(self) -> int:
        """Make bot decisions until a person must decide or the round is over; returns how many."""
        made = 0
        while self.step_bots():
            made += 1
        return made

    def next_round(self) -> bool:
        """Start the next round once this one is over (the engine's refusal otherwise)."""
        try:
            self._game.next_round()
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        if self.hot_seat:
            self._hide()
        self._changed()
        return True

    def watch(self, player: int | str) -> bool:
        """Watch a game of bots only from ``player``'s seat (a seat or a name)."""
        try:
            if self.persons:
                raise refused("BAD_OPTION.table_watch")
            seat = seat_of(player, self._game.names, "viewer")
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        self.viewer = seat
        self._changed()
        return True

    # ------------------------------------------------------------------ helpers

    def _acting_seat(self, player):
        names = self._game.names
        seat = seat_of(player, names)  # the engine's refusal names the players
        if not self._game.round.is_over:  # after the round, the engine's refusal says so
            if self._agents[seat] is not None:
                raise refused("OUT_OF_TURN.computer", name=names[seat])
            if (self.hidden or self.passing and seat != self.viewer) and seat == self._game.round.current_player:
                raise refused("OUT_OF_TURN.hidden", name=names[seat])  # the mover's hand is still in view
        return seat

    def _person_in_view(self):
        """The seat a view's click acts for: the viewer (the engine refuses a bot's seat
        or a hidden hand, see :meth:`apply`)."""
        if self.viewer is not None:
            return self.viewer
        return self.to_reveal if self.to_reveal is not None else (self.persons or [0])[0]

    def _refused(self, refusal, person=None):
        """Show ``refusal``, with the seats named as the page names them; a refusal of
        ``person``'s move, when that is the seat in view, is said to them ("You must play
        the Countess: you hold the King.")."""
        refusal = renamed(refusal, self._game.names, names_in(self._game.names, self.language))
        to_you = person is not None and person == self.viewer
        self._show_refusal(refusal.code, refusal.sentence(self.language, second_person=to_you))

    # ------------------------------------------------------------------ what the view shows

    def _show(self):
        """Set every trait from the seat in view's observation (the public view while hidden)."""
        game = self._game
        rnd = game.round
        language = self.language
        seat = None if self.hidden else self.viewer
        obs = rnd.observation(0 if seat is None else seat)
        events = obs.events if seat is not None else tuple(public_event(event) for event in obs.events)
        over = obs.is_over
        current = obs.current_player
        names = names_in(game.names, language)  # the seats nobody named, in the language
        with self.hold_trait_notifications():
            self.names = names
            self.card_names = {card.name: card_name(card, language) for card in game.edition.cards}
            self.round_number = len(game.rounds)
            self._show_board(obs, replay(obs))
            self.hand = [] if seat is None else card_codes(obs.hand)
            self.favors_needed = obs.favors_needed
            self.log = narrate(events, names, language)
            self.choices = self._choices(rnd, obs, seat)
            self.bots_to_move = not over and self._agents[current] is not None
            self.to_reveal = (current if self.hidden and not over and self._agents[current] is None
                              else None)
            self.round_over = over
            self.game_over = game.is_over
            self.summary = self._summary_of(len(game.rounds) - 1) if over else {}
            self.rounds = [self._summary_of(index) for index, played in enumerate(game.rounds)
                           if played.is_over]
            self.game_summary = game_summary(game, self.language) if game.is_over else {}
            self.all_hands = ([card_codes(rnd.hand(other)) for other in range(rnd.players)]
                              if self.teacher else [])
            self.coach_advice = self._coach_advice(obs, seat, names)
            self._show_hot_seat(obs, seat)

    def _coach_advice(self, obs, seat, names):
        """The coach's advice for the person in view when the decision is theirs, from
        their observation only (so nothing hidden from them reaches a trait), naming the
        seats by ``names`` (as the Table shows them); {} otherwise."""
        if not self.coach or not self.choices:
            return {}
        names = tuple(names)
        decision = (len(self._game.rounds), obs.turn, obs.pending_chancellor, seat, names)
        if self._advice[0] != decision:
            if names != obs.names:  # a default name ("Player 2") is said in the Table's language
                obs = dataclasses.replace(obs, names=names)
            self._advice = (decision, advise(obs))
        return self._advice[1].summary(self.language)

    def _choices(self, rnd, obs, seat):
        """The decision of the person in view, when it is theirs: {} otherwise."""
        if seat is None or obs.is_over or obs.current_player != seat or self._agents[seat] is not None:
            return {}
        return choices_of(rnd, obs, seat, self.language, self._game.names, self.names)

    def _summary_of(self, index):
        """The public summary of round ``index`` (finished), in the chosen language."""
        language = self.language
        key = (index, language)
        found = self._finished.get(key)
        if found is None:
            found = self._finished[key] = round_summary(self._game, index, language,
                                                        names_in(self._game.names, language))
        return found
