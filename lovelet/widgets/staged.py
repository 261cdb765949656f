"""The staged-play control's controller: one decision of a lesson, played and resolved.

A lesson stages a position (a :class:`lovelet.lessons.rules.Scene`, or any
:class:`~lovelet.Game` waiting for one seat's decision), and the reader, sitting in
that seat, makes the decision: which card, which target, which guess, and for a
Chancellor which card to keep and in what order the others go under the deck.  The
play is then resolved and told: the narrated events of the reader's turn, what
changed (who is out, who is protected, the card a Priest showed, the Baron's
comparison, a King's exchange, a Chancellor's choice) and, when the turn ends the
round, its summary.  The scene stops there: no one else plays.  :meth:`~StagedPlayController.reset`
("try again") puts the position back.

:class:`StagedPlayController` is a :class:`~lovelet.widgets.TableController` with the
reader as the one person at the table, so every trait it inherits follows the Table's
rule: it is computed from the reader's :class:`~lovelet.Observation`, never from the
round, and holds nothing the reader's seat may not see (the other hands are not in any
trait until the rules show them; ``all_hands`` only while ``teacher`` is on).  The
choices offered are the Table's: only legal plays, and for each card, target or guess
that is not allowed, the engine's code and its sentence in the chosen language.  The
traits it adds are built from the same observation:

* ``scene``: the scene's name ("" for a plain game), and ``prompt``, what the reader
  is asked to do;
* ``suggestion``: the play the lesson suggests while the decision is open (``card``,
  ``target``, ``guess``), then, when a Chancellor asks for it, the suggested ``keep``
  and ``bottom`` (only once the reader holds those cards); ``{}`` afterwards, and
  always ``{}`` when the controller is made with ``suggest=False`` (a tutorial's scene,
  where the suggestion would be the answer);
* ``resolved``: True once the reader's decisions are made;
* ``resolution``: the sentences of the reader's turn; ``outcome``: what it changed,
  as plain data (see :func:`outcome_of`).

Nothing raises at a view: a refusal sets ``error`` and ``error_code``, as at the Table.
A scene already played refuses further plays with a sentence that says to try again.
"""

from __future__ import annotations

import traitlets as t

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.errors import refused, shown
from lovelet.engine.game import Game
from lovelet.text.i18n import formatted, text
from lovelet.engine.legality import legal_form_or_refusal
from lovelet.engine.naming import seat_of
from lovelet.text.languages import language_or_session
from lovelet.text.narration import narrate
from lovelet.text.numbers import listed
from lovelet.engine.replay import Replay
from lovelet.engine.round import Round
from lovelet.widgets.table import PERSON, TableController

__all__ = ["StagedPlayController", "outcome_of", "turn_events"]

# The cards whose play aims at another player, and does nothing when no one can be chosen.
_AIMED = ("GUARD", "PRIEST", "BARON", "KING")


def _say(key, language, **values):
    return formatted(text(key, language), language, **values) if values else text(key, language)


def _joined(words, language):
    return listed(words, language)


def turn_events(observation, start):
    """The events of the turn that begins at ``observation.events[start]``: everything up
    to (not including) the first event of the next turn, a Handmaid's protection ending
    or the next player's draw (docs/rules.md A6.1, A6.2).  A Prince's replacement draw
    belongs to the turn that played the Prince."""
    events = observation.events
    reading = Replay(observation)
    for _ in range(start):
        reading.advance()
    turn = reading.turn
    for index in range(start, len(events)):
        if events[index].kind == "protection_ends":
            return events[start:index]
        reading.advance()
        if reading.turn != turn:
            return events[start:index]
    return events[start:]


def outcome_of(events, seat):
    """What the turn of ``seat`` told in ``events`` (as that seat saw them) changed.

    Returns plain data: ``played``, ``target`` and ``guess`` (the play; cards as codes,
    seats as ints, None when absent), ``no_effect`` (an aimed card played with no one to
    choose), ``hit`` (a Guard's guess: True, False or None), ``seen`` (a Priest's
    look: ``[{"seat", "card"}]``), ``compared`` (a Baron: ``{"target", "card",
    "target_card", "loser"}`` or {}), ``exchanged`` (a King: ``{"target", "given",
    "received"}`` or {}), ``discarded`` (a Prince's: ``[{"seat", "card"}]``),
    ``drew`` (replacement draws: ``[{"seat", "source", "card"}]``, the card only when
    the seat saw it), ``chancellor`` (``{"drawn", "keep", "bottom"}`` or {}),
    ``eliminated`` and ``protected`` (seats, in order) and ``round_over``.  Only what
    the events carry is read, so nothing the seat did not see can appear.
    """
    outcome = {"played": None, "target": None, "guess": None, "no_effect": False, "hit": None,
               "seen": [], "compared": {}, "exchanged": {}, "discarded": [], "drew": [],
               "chancellor": {}, "eliminated": [], "protected": [], "round_over": False}

    def code(card):
        return None if card is None else card.name

    for event in events:
        kind = event.kind
        if kind == "play" and event.player == seat and outcome["played"] is None:
            outcome["played"] = code(event.details["card"])
            outcome["target"] = event.details.get("target")
            outcome["guess"] = code(event.details.get("guess"))
            outcome["no_effect"] = outcome["played"] in _AIMED and outcome["target"] is None
        elif kind == "guard":
            outcome["hit"] = bool(event.details["hit"])
        elif kind == "priest" and event.get("card") is not None:
            outcome["seen"].append({"seat": event.details["target"], "card": code(event.get("card"))})
        elif kind == "baron":
            outcome["compared"] = {"target": event.details["target"], "loser": event.details["loser"],
                                   "card": code(event.get("player_card")),
                                   "target_card": code(event.get("target_card"))}
        elif kind == "king":
            outcome["exchanged"] = {"target": event.details["target"], "given": code(event.get("player_card")),
                                    "received": code(event.get("target_card"))}
        elif kind == "prince":
            outcome["discarded"].append({"seat": event.details["target"], "card": code(event.details["card"])})
        elif kind == "draw":
            outcome["drew"].append({"seat": event.player, "source": event.details["source"],
                                    "card": code(event.get("card"))})
        elif kind == "chancellor_draw":
            outcome["chancellor"] = {"drawn": [code(card) for card in event.get("cards") or ()],
                                     "keep": None, "bottom": []}
        elif kind == "chancellor_return":
            outcome["chancellor"] = dict(outcome["chancellor"] or {"drawn": []},
                                         keep=code(event.get("keep")),
                                         bottom=[code(card) for card in event.get("bottom") or ()])
        elif kind == "eliminated":
            outcome["eliminated"].append(event.player)
        elif kind == "protected":
            outcome["protected"].append(event.player)
        elif kind == "round_end":
            outcome["round_over"] = True
    return outcome


def _as_play(value, what):
    if value is None or isinstance(value, (Play, ChancellorReturn)):
        return value
    raise refused("BAD_OPTION.staged_not_a_play", what=what, value=shown(value))


class StagedPlayController(TableController):
    """One staged decision, made from the reader's seat and resolved.

    ``scene`` is a :class:`lovelet.lessons.rules.Scene` (its game, seat and suggested
    plays), or a :class:`~lovelet.Game` or :class:`~lovelet.Round` waiting for a play
    (the controller plays a copy, so the caller's stays as it was).  ``seat`` is the
    reader's seat (a seat or a name; by default the scene's, or the player to move) and
    must be the player to move.  ``suggestion`` (a :class:`~lovelet.Play`, legal here)
    and ``keep`` (a :class:`~lovelet.ChancellorReturn`, for when the suggested play is a
    Chancellor) override the scene's; without either, the first legal play is
    suggested.  ``suggest=False`` keeps the suggestion out of every trait (it stays in
    Python, for :meth:`play_suggested`), so that a view preselects nothing and a
    student's page does not hold the lesson's answer.  ``language`` is "en", "fr" or
    "de" (by default the session's, see :func:`lovelet.widgets.set_language`);
    ``teacher=True`` fills ``all_hands`` (the "show every hand" switch).
    """

    scene = t.Unicode("", help="The scene's name (a key of lovelet.lessons.rules.SCENES), or ''.")
    prompt = t.Unicode("", help="What the reader is asked to do now, in the chosen language.")
    suggestion = t.Dict(help="The suggested play while the decision is open (card, target, guess; "
                             "then keep and bottom for a Chancellor); {} once resolved.")
    resolved = t.Bool(False, help="True once the reader's decisions are made and resolved.")
    resolution = t.List(help="The reader's turn in sentences, as the reader saw it; [] before.")
    outcome = t.Dict(help="What the reader's turn changed (see outcome_of); {} before.")

    def __init__(self, scene, seat=None, *, suggestion=None, keep=None, language=None, teacher=False,
                 suggest=True):
        name, game, scene_seat, scene_play, scene_keep = _unpacked(scene)
        if game.is_over or game.round.is_over:
            raise refused("BAD_POSITION.staged_round_over")
        rnd = game.round
        reader = rnd.current_player if seat is None and scene_seat is None else \
            seat_of(scene_seat if seat is None else seat, game.names, "seat")
        if reader != rnd.current_player:
            raise refused("BAD_POSITION.staged_not_their_turn", name=game.names[reader],
                          current=game.names[rnd.current_player])
        if rnd.pending_chancellor:
            raise refused("BAD_POSITION.staged_chancellor")
        play = _as_play(scene_play if suggestion is None else suggestion, "suggestion")
        if play is None:
            play = rnd.legal_actions()[0]
        if not isinstance(play, Play):
            raise refused("BAD_OPTION.staged_first_decision")
        play = legal_form_or_refusal(rnd, play, None)  # the engine's form, or its refusal
        self._pristine = game.clone()  # the position, kept to play again from
        self._reader = reader
        self._suggested = play
        self._suggested_keep = _as_play(scene_keep if keep is None else keep, "keep")
        self._start = 0
        self._suggest = bool(suggest)
        seats = [PERSON if other == reader else "random" for other in range(game.players)]
        super().__init__(self._pristine.clone(), seats, language=language_or_session(language),
                         teacher=teacher, bot_seed=0)
        self.scene = name

    # ------------------------------------------------------------------ for Python, not views

    @property
    def seat(self) -> int:
        """The reader's seat."""
        return self._reader

    def play_suggested(self) -> bool:
        """Make the suggested decisions (the play, then a suggested Chancellor choice);
        True once the scene is resolved."""
        if self.resolved:
            return self.play(self._suggested.card)  # refused: the scene has been played
        card, target, guess = self._suggested
        if not self.play(card, target, guess):
            return False
        keep = self._suggested_keep
        if self.pending_chancellor and keep is not None and keep in self._game.round.legal_actions():
            self.chancellor(keep.keep.name, [card.name for card in keep.bottom])
        return self.resolved

    def reset(self) -> bool:
        """Try again: the scene back at its position, the decision open."""
        self._game = self._pristine.clone()
        self._finished = {}
        self._changed()
        return True

    def preview(self) -> str:
        """What the suggested decisions would show, as :meth:`result_text` says it, from a
        copy: this controller is left as it was (for a lesson read without clicking)."""
        twin = StagedPlayController(self._pristine.clone(), self._reader, suggestion=self._suggested,
                                    keep=self._suggested_keep, language=self.language)
        twin.play_suggested()
        return twin.result_text()

    def result_text(self) -> str:
        """The resolution in plain text, one sentence a line ('' before the play): the
        turn's sentences, the favors the round gave once it is over, or who would play next."""
        if not self.resolved:
            return ""
        language = self.language
        lines = list(self.resolution)
        if self.outcome.get("no_effect"):
            lines.append(_say("staged_no_effect", language) + ".")
        summary = self.summary
        if summary:
            gains = [f"{self.names[seat]} +{gain}" for seat, gain in enumerate(summary["gains"]) if gain]
            colon = " : " if language == "fr" else ": "  # French puts a space before a colon
            lines.append(f"{_say('favors_gained', language)}{colon}"
                         f"{', '.join(gains) or _say('nobody', language)}.")
        elif self.current_player is not None:
            lines.append(_say("staged_stops_here", language, name=self.names[self.current_player]))
        return "\n".join(lines)

    # ------------------------------------------------------------------ the scene ends at the resolution

    def apply(self, action: Play | ChancellorReturn, player: int | str) -> bool:
        """As the Table's, except that a scene already played refuses any other decision."""
        if self.resolved:
            key = ("GAME_OVER.staged_played" if self.game_over else "ROUND_OVER.staged_played" if self.round_over
                   else "OUT_OF_TURN.staged_played")
            self._refused(refused(key))
            return False
        return super().apply(action, player)

    def step_bots(self) -> bool:
        """No one else plays in a staged scene: always False."""
        return False

    def next_round(self) -> bool:
        """A scene is a single decision, with no next round: always refused (ROUND_NOT_OVER
        while it is played, then ROUND_OVER, or GAME_OVER when its round ended the game)."""
        key = ("GAME_OVER.staged_one_round" if self.game_over else "ROUND_OVER.staged_one_round" if self.round_over
               else "ROUND_NOT_OVER.staged_one_round")
        self._refused(refused(key))
        return False

    # ------------------------------------------------------------------ what the view shows

    def _show(self):
        with self.hold_trait_notifications():
            super()._show()
            rnd = self._game.round
            obs = rnd.observation(self._reader)
            language = self.language
            if not rnd.actions:  # freshly (re)staged: the reader's turn starts after these events
                self._start = len(obs.events)
            done = obs.is_over or obs.current_player != self._reader
            self.bots_to_move = False
            self.resolved = done
            if done:
                events = turn_events(obs, self._start)
                self.resolution = narrate(events, obs.names, language)
                self.outcome = outcome_of(events, self._reader)
                self.suggestion = {}
                self.prompt = ""
            else:
                self.resolution = []
                self.outcome = {}
                self.suggestion = self._suggestion_now(obs) if self._suggest else {}
                self.prompt = _say("staged_prompt_chancellor" if obs.pending_chancellor else "staged_prompt",
                                   language, name=obs.names[self._reader])

    def _suggestion_now(self, obs):
        """The suggestion for the decision open in ``obs``: only cards the reader holds."""
        if not obs.pending_chancellor:
            card, target, guess = self._suggested
            return {"card": card.name, "target": target, "guess": None if guess is None else guess.name}
        keep = self._suggested_keep
        if keep is not None and keep in obs.legal_actions():
            return {"keep": keep.keep.name, "bottom": [card.name for card in keep.bottom]}
        return {}


def _unpacked(scene):
    """(name, game, seat, play, keep) of a Scene, a Game or a Round (copied)."""
    if isinstance(scene, Game):
        return "", scene.clone(), None, None, None
    if isinstance(scene, Round):
        return "", Game.from_round(scene.clone(), seed=0), None, None, None
    game = getattr(scene, "game", None)
    if callable(game) and hasattr(scene, "name") and hasattr(scene, "play"):
        built = game()
        if isinstance(built, Game):
            return str(scene.name), built, scene.seat, scene.play, scene.keep
    raise refused("BAD_OPTION.staged_scene", value=shown(scene))
