"""The deduction panel's controller: what the seat in view may deduce, turn by turn.

:class:`DeductionController` follows a :class:`~lovelet.widgets.TableController` (or
shows one fixed :class:`~lovelet.Observation`) and keeps, in traits, what
:mod:`lovelet.deduction` says from that seat's observation:

* the card tracker: for each character, its copies, those seen and those unseen;
* the belief: for each hidden place (an opponent's hand, the set-aside card, the next
  draw) the chance of each character, as floats and, when the belief is exact, as
  fractions; a row covering several cards (the player on turn holds two, three during
  a Chancellor) says so in its label and in a note that says what its numbers mean;
* the best Guard guess against each opponent still in the round, with its chance;
* each player's chance to win the round from here, with its 95% interval, from
  playouts (:func:`~lovelet.deduction.outcome_probabilities`; exact late in a round).

The first three are quick and computed at once, when the turn, the seat in view or the
round changes.  The playouts take longer, so they never hold up the table: with an
asyncio loop running (a Jupyter kernel, Voilà) they are played in small chunks
scheduled on the loop after the move is shown, each chunk updating the chances and
their intervals; a newer position cancels the older work.  Without a running loop
(tests, nbval) they are played at once, or left for :meth:`run_pending` and
:meth:`finish` with ``background=True``.  Playouts are seeded (``seed``): the same
position, model and seed give the same figures however they were chunked in time.

The opponent model switch (``model``): "none" weighs every deal that fits what the
seat saw alike; a bot's kind ("random", "cautious", "heuristic") weighs the opponents'
plays by how likely that bot was to make them, and the playouts are played by that bot
at every seat (random players without a model).  A model may be unable to explain an
observation (it forgets what an opponent saw in private; the belief refuses it with
BAD_OBSERVATION): the panel then shows the plain belief and says so in ``note``.

Hidden information: every trait reaches the browser, so everything here is computed
from the seat's Observation (:meth:`TableController.observation`), never from the
round; while hot seat hides the hand, every private trait is empty.  The playout seed
is not a trait (nor the game's seed, which deals the cards).

Values are plain data: cards are codes ("GUARD"), seats ints, probabilities floats,
fractions strings ("3/19").  Nothing raises at a view: a refused setting sets
``error`` and ``error_code`` and changes nothing else.
"""

from __future__ import annotations


import numbers
import random

import traitlets as t

from lovelet.engine.cards import Card
from lovelet.deduction import belief as belief_of
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.text.i18n import card_name, say
from lovelet.engine.naming import is_bool, whole_number_or_none
from lovelet.text.languages import language_or_session, validated_language
from lovelet.engine.observation import Observation, check_observation
from lovelet.engine.streams import checked_seed
from lovelet.widgets.deduction_playouts import Playouts
from lovelet.widgets.deduction_rows import belief_rows, guess_rows, tracker_rows
from lovelet.widgets.refusal_traits import ShowsRefusals
from lovelet.widgets.stepping import SteppedWork
from lovelet.widgets.table import BOTS

__all__ = ["DeductionController", "MODELS", "NO_MODEL"]

#: The opponent model switch's value for "no model".
NO_MODEL = "none"
#: Every value of the opponent model switch: no model, then the bots' kinds.
MODELS = (NO_MODEL, *BOTS)

DEFAULT_PLAYOUTS = 400
DEFAULT_CHUNK = 25  # playouts per scheduled step: a few tens of milliseconds at most
DEFAULT_PAUSE = 0.005  # seconds the loop is left to the browser between two chunks
# The table's traits that change with its position or its seat in view (every event
# adds to the log): the panel looks again when one of them changes.
_FOLLOWED = ["turn", "viewer", "hidden", "round_number", "pending_chancellor", "current_player", "log"]


class DeductionController(ShowsRefusals, SteppedWork, t.HasTraits):
    """What one seat may deduce, kept in traits; see the module's docstring.

    Give either ``table`` (a :class:`~lovelet.widgets.TableController`: the panel
    follows its seat in view) or ``observation`` (one fixed Observation; see
    :meth:`show_observation`).  ``language`` is "en", "fr" or "de" (None: the table's,
    else the session's, :func:`lovelet.widgets.set_language`).  ``model`` is the opponent model switch (one of
    :data:`MODELS`), ``playouts`` the number of playouts per position, played
    ``chunk`` at a time from ``seed``; the round is computed exactly once the deck
    holds at most ``exact_below`` cards (None: never).  ``belief_budget`` bounds the
    time of the belief (seconds; past it the belief is an estimate and says so).
    ``background``: None plays the playouts on the running asyncio loop if there is
    one and at once otherwise; False always at once; True never at once (on the loop,
    or when :meth:`run_pending` or :meth:`finish` is called).
    """

    # ------------------------------------------------------------------ settings
    language = t.Any("en", help="'en', 'fr' or 'de'; an unknown language sets error.")
    model = t.Any(NO_MODEL, help="The opponent model switch: 'none' or a bot's kind.")
    playouts = t.Any(DEFAULT_PLAYOUTS, help="How many playouts estimate the chances of a position.")
    models = t.List(help="Every value the opponent model switch takes, 'none' first.")
    model_names = t.Dict(help="Each model -> what it means, in the chosen language.")

    # ------------------------------------------------------------------ the position
    available = t.Bool(False, help="A seat's observation is in view (False while hot seat hides it).")
    viewer = t.Int(None, allow_none=True, help="The seat whose deductions these are; None while hidden.")
    names = t.List(help="The players' names by seat (not escaped: a view escapes them).")
    edition = t.Unicode()
    cards = t.List(help="The edition's card codes, in value order: the columns of the belief.")
    card_names = t.Dict(help="Each card code -> its name in the chosen language.")
    card_values = t.Dict(help="Each card code -> its value.")
    turn = t.Int(0)
    round_over = t.Bool(False)
    hand = t.List(help="The cards of the seat in view (its own); empty while hidden.")
    eliminated = t.List()
    protected = t.List()

    # ------------------------------------------------------------------ the deductions
    tracker = t.List(help="One row per character: card, value, copies, discarded, face_up, hand, "
                          "known (seen privately), seen and unseen.")
    unseen_total = t.Int(0, help="How many cards the seat cannot place.")
    belief_places = t.List(help="One dict per row of the belief: kind ('hand', 'set_aside', "
                                "'next_draw'), seat, holds (cards in that place), several, label, note.")
    belief_labels = t.List(help="Each row's label; a row covering several cards says so.")
    belief = t.List(help="The belief matrix: rows (places) by columns (cards), floats.")
    belief_fractions = t.List(help="The same matrix as exact fractions ('3/19'); empty if estimated.")
    belief_exact = t.Bool(True, help="False when the belief is an estimate (see belief_budget).")
    belief_model = t.Unicode(NO_MODEL, help="The model the belief shown assumes (none after a fallback).")
    guesses = t.List(help="The best Guard guess against each opponent still in the round: seat, "
                          "card, probability, fraction, protected, holds.")
    holds_guard = t.Bool(False, help="The seat in view holds a Guard.")
    outcomes = t.List(help="Each seat's chance to win the round from here: seat, p, low, high "
                           "(the 95% interval), exact, fraction.")
    outcomes_shared = t.Dict(help="The chance that the round is shared, as an outcome row.")
    outcomes_done = t.Int(0, help="How many playouts the chances rest on so far.")
    outcomes_total = t.Int(0, help="How many playouts they will rest on (0 once exact).")
    outcomes_exact = t.Bool(False)
    status = t.Unicode("ready", help="'computing' while playouts are pending, then 'ready'.")
    note = t.Unicode("", help="A remark on what is shown (the model could not be used), translated.")
    model_refused = t.Bool(False, help="The model could not explain the observation: no model assumed.")
    error = t.Unicode("", help="The sentence for the last refusal; '' after a change.")
    error_code = t.Unicode("")

    _ready = False  # set at the end of __init__: settings then refresh the panel

    def __init__(self, table=None, observation=None, *, language=None, model=NO_MODEL,
                 playouts=DEFAULT_PLAYOUTS, chunk=DEFAULT_CHUNK, seed=1, exact_below=1,
                 belief_budget=0.05, background=None, pause=DEFAULT_PAUSE):
        super().__init__()
        # Without a language of its own: the table's, else the session's (set_language).
        language = language_or_session(getattr(table, "language", None) if language is None else language)
        if (table is None) == (observation is None):
            raise refused("BAD_OPTION.deduction_bad_source")
        if table is not None and not (callable(getattr(table, "observation", None))
                                      and callable(getattr(table, "observe", None))):
            raise refused("BAD_OPTION.deduction_bad_table", value=shown(table))
        if observation is not None:
            check_observation(observation, "A deduction panel")
        self._check_model(model)
        self._check_playouts(playouts)
        chunk_size = whole_number_or_none(chunk)
        if chunk_size is None or chunk_size < 1:
            raise refused("BAD_OPTION.deduction_bad_chunk", value=shown(chunk))
        seed_number = checked_seed(seed)
        if exact_below is not None and (whole_number_or_none(exact_below) is None or exact_below < 0):
            raise refused("BAD_OPTION.deduction_bad_exact_below", value=shown(exact_below))
        if belief_budget is not None and (is_bool(belief_budget) or not isinstance(belief_budget, numbers.Real)
                                          or not 0 < belief_budget < float("inf")):
            raise refused("BAD_OPTION.deduction_bad_budget", value=shown(belief_budget))
        if background is not None and not isinstance(background, bool):
            raise refused("BAD_OPTION.deduction_bad_background", value=shown(background))
        if is_bool(pause) or not isinstance(pause, numbers.Real) or not 0 <= pause < float("inf"):
            raise refused("BAD_OPTION.deduction_bad_pause", value=shown(pause))
        self._table = table
        self._observation = observation
        self._chunk = chunk_size
        self._seed = seed_number
        self._exact_below = None if exact_below is None else int(exact_below)
        self._budget = None if belief_budget is None else float(belief_budget)
        self._background = background
        self._pause = float(pause)
        self._work = None  # the _Playouts of the position in view
        self._work_key = None
        self._shown = None  # (observation, model, playouts, language) last shown
        self._timer = None
        self._closed = False
        with self.hold_trait_notifications():
            self.language = language
            self.model = NO_MODEL if model is None else model
            self.playouts = whole_number_or_none(playouts)
            self.models = list(MODELS)
        if table is not None:
            table.observe(self._table_changed, names=_FOLLOWED)
        self._ready = True
        self._refresh()

    # ------------------------------------------------------------------ for Python, not views

    @property
    def seed(self) -> int:
        """The seed of the playouts (not a trait: it never reaches the browser)."""
        return self._seed

    @property
    def pending(self) -> bool:
        """True while playouts of the position in view remain to be played."""
        return self._work is not None and not self._work.finished

    def show_observation(self, observation: Observation) -> bool:
        """Show another fixed Observation (a panel made with ``observation=`` only).

        Returns True when shown; a refusal sets ``error`` and changes nothing else.
        """
        try:
            if self._table is not None:
                raise refused("BAD_OPTION.deduction_follows_table")
            check_observation(observation, "A deduction panel")
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        self._observation = observation
        self._refresh()
        return True

    def run_pending(self, chunks: int = 1) -> bool:
        """Play up to ``chunks`` chunks of the pending playouts now; True once they are done.

        ``chunks`` is a whole number from 1 up (else BAD_OPTION).
        """
        return self._run_pending(chunks, lambda value: refused("BAD_OPTION.deduction_bad_chunks", value=value))

    def finish(self) -> bool:
        """Play every pending playout now (the chances are then final); returns True."""
        self._play_all()
        return True

    def close(self) -> None:
        """Stop following the table and cancel the pending work."""
        self._cancel()
        self._closed = True
        if self._table is not None:
            try:
                self._table.unobserve(self._table_changed, names=_FOLLOWED)
            except ValueError:
                pass

    # ------------------------------------------------------------------ settings

    @staticmethod
    def _check_model(model):
        if model is not None and not (isinstance(model, str) and model in MODELS):
            raise refused("BAD_OPTION.deduction_bad_model", models=", ".join(MODELS), value=shown(model))

    @staticmethod
    def _check_playouts(playouts):
        count = whole_number_or_none(playouts)
        if count is None or count < 1:
            raise refused("BAD_OPTION.deduction_bad_playouts", value=shown(playouts))

    @t.validate("language")
    def _valid_language(self, proposal):
        return validated_language(proposal, self.language, self._refused)

    @t.validate("model")
    def _valid_model(self, proposal):
        value = proposal["value"]
        try:
            self._check_model(value)
        except IllegalAction as refusal:
            self._refused(refusal)
            return self.model
        return NO_MODEL if value is None else value

    @t.validate("playouts")
    def _valid_playouts(self, proposal):
        try:
            self._check_playouts(proposal["value"])
        except IllegalAction as refusal:
            self._refused(refusal)
            return self.playouts
        return whole_number_or_none(proposal["value"])

    @t.observe("language", "model", "playouts")
    def _setting_changed(self, change):
        if self._ready and change["old"] != change["new"]:
            self._refresh()

    def _table_changed(self, change):
        if not self._closed:
            self._refresh()

    def _refused(self, refusal):
        self._show_refusal(refusal.code, refusal.sentence(self.language))

    # ------------------------------------------------------------------ computing

    def _current_observation(self):
        if self._table is not None:
            return self._table.observation()
        return self._observation

    def _agent(self):
        """The bot the switch names, or None."""
        return None if self.model == NO_MODEL else BOTS[self.model]()

    def _refresh(self):
        """Recompute the quick deductions now; restart the playouts if the position changed."""
        observation = self._current_observation()
        language = self.language
        # The table tells of one move through several traits: the first call does the work.
        shown_now = (observation, self.model, self.playouts, language)
        if shown_now == self._shown:
            return
        self._shown = shown_now
        try:
            with self.hold_trait_notifications():
                self.error = self.error_code = ""
                self._show_names(observation, language)
                if observation is None:
                    self._cancel()
                    self._work = self._work_key = None
                    self._clear()
                    return
                used = self._show_quick(observation, language)
                # Kinds, not agents: a new agent of the same kind plays the same playouts.
                key = (observation, self.model, self.belief_model, self.playouts)
                if key != self._work_key:
                    self._cancel()
                    agents = None if self.model == NO_MODEL else \
                        [BOTS[self.model]() for _ in range(observation.players)]
                    self._work = Playouts(observation, agents, used, self.playouts, self._chunk,
                                           self._seed, self._exact_below)
                    self._work_key = key
                    if self._plays_at_once():
                        self._work_all()
                self._publish()
        except IllegalAction as refusal:  # an observation the deduction tools refuse
            self._cancel()
            self._shown = None
            self._work = self._work_key = None
            with self.hold_trait_notifications():
                self._clear()
                self._refused(refusal)
            return
        self._schedule()

    def _show_names(self, observation, language):
        if observation is None and self._table is not None:
            table = self._table
            names, edition = list(table.names), table.edition
            cards = [card for card in Card if card.name in table.card_values]
            values = dict(table.card_values)
        else:
            names, edition = list(observation.names), observation.edition.name
            cards = list(observation.edition.cards)
            values = {card.name: value for card, value in observation.edition.values.items()}
        self.names = names
        self.edition = edition
        self.cards = [card.name for card in cards]
        self.card_names = {card.name: card_name(card, language) for card in cards}
        self.card_values = values
        self.model_names = {kind: say("deduction_model_none", language) if kind == NO_MODEL else
                            say("deduction_model_agent", language, model=say(f"deduction_bot_{kind}", language))
                            for kind in MODELS}

    def _clear(self):
        """Nothing private: the state while hot seat hides the hand."""
        self.available = False
        self.viewer = None
        self.turn = 0
        self.round_over = False
        self.hand = []
        self.eliminated = []
        self.protected = []
        self.tracker = []
        self.unseen_total = 0
        self.belief_places = []
        self.belief_labels = []
        self.belief = []
        self.belief_fractions = []
        self.belief_exact = True
        self.belief_model = NO_MODEL
        self.guesses = []
        self.holds_guard = False
        self.outcomes = []
        self.outcomes_shared = {}
        self.outcomes_done = self.outcomes_total = 0
        self.outcomes_exact = False
        self.status = "ready"
        self.note = ""
        self.model_refused = False

    def _show_quick(self, observation, language):
        """Set the tracker, belief and best guesses; return the model the belief could use."""
        self.available = True
        self.viewer = observation.player
        self.turn = observation.turn
        self.round_over = observation.is_over
        self.hand = [card.name for card in observation.hand]
        self.eliminated = sorted(observation.eliminated)
        self.protected = sorted(observation.protected)
        self._show_tracker(observation)
        agent = self._agent()
        seen, used = self._belief(observation, agent)
        self.model_refused = agent is not None and used is None
        # Within its budget the belief may set the model aside (long histories with
        # Chancellors): then it says so, and the playouts draw from the plain belief too.
        over_budget = used is not None and seen.model is None
        if over_budget:
            used = None
        self.belief_model = NO_MODEL if used is None else self.model
        model_name = say(f"deduction_bot_{self.model}", language) if agent is not None else ""
        self.note = (say("deduction_model_refused", language, model=model_name) if self.model_refused
                     else say("deduction_model_over_budget", language, model=model_name) if over_budget else "")
        self._show_belief(observation, seen, language)
        self._show_guesses(observation, seen)
        return used

    def _belief(self, observation, agent):
        """(belief, agent used): under the model if it explains the observation, else plain."""
        rng = random.Random(self._seed)
        if agent is not None:
            try:
                return belief_of(observation, budget=self._budget, rng=rng, model=agent), agent
            except IllegalAction as refusal:
                if refusal.code != "BAD_OBSERVATION":
                    raise
                # The model cannot explain what happened (it forgets what an opponent
                # saw in private): the plain belief, and the note says so.
        return belief_of(observation, budget=self._budget, rng=random.Random(self._seed)), None

    def _show_tracker(self, observation):
        self.tracker, self.unseen_total = tracker_rows(observation)

    def _show_belief(self, observation, seen, language):
        self.belief_places, self.belief, self.belief_fractions = belief_rows(observation, seen, language)
        self.belief_labels = [place["label"] for place in self.belief_places]
        self.belief_exact = bool(seen.exact)

    def _show_guesses(self, observation, seen):
        self.guesses = guess_rows(observation, seen)
        self.holds_guard = Card.GUARD in observation.hand

    # ------------------------------------------------------------------ the playouts

    def _advance(self):
        """Play one chunk of the pending playouts; a refusal ends them and says why."""
        try:
            self._work.step()
        except IllegalAction as refusal:
            self._work.finished = True
            self._refused(refusal)

    def _step(self):
        """Play one chunk of the pending playouts and show the chances so far."""
        self._advance()
        self._publish()

    def _work_all(self):
        while not self._work.finished:
            self._advance()

    def _publish(self):
        work = self._work
        with self.hold_trait_notifications():
            self.outcomes = work.rows()
            self.outcomes_shared = work.shared()
            self.outcomes_exact = work.exact is not None
            self.outcomes_done = 0 if work.exact is not None else work.done
            self.outcomes_total = 0 if work.exact is not None else work.total
            self.status = "ready" if work.finished else "computing"

    def _work_in_view(self):
        """The playouts of the position in view (a newer position makes older steps stale)."""
        return self._work
