"""What a step of the rules tutorial is, and how a student's move or answer is judged.

A :class:`Step` is a frozen value: its kind (``"text"``, ``"scene"`` or ``"check"``),
its key (which names its texts in :mod:`lovelet.lessons.tutorial.texts`), for a scene
the name of its staged position (a key of :data:`lovelet.lessons.rules.SCENES`) and
what counts as right, for a quick check how to compute its answer.

What counts as right in a scene is a tuple of :class:`Condition` values, judged on the
game the engine resolved (:func:`reached`): "Ben is out", "you are still in", "you
kept the Princess", "you won the round"... never a move written down as the answer, so
that every way of reaching the goal is right, and a scene that changes keeps being
judged by the rules.  A quick check's answer is computed by the package when it is
asked (:meth:`Step.answer`), from the editions and the staged positions, and is never
typed into the lesson.
"""

from dataclasses import dataclass, field
from fractions import Fraction

from lovelet.engine.actions import Play
from lovelet.engine.cards import Card
from lovelet.engine.errors import refused, shown

__all__ = ["Condition", "Step", "reached", "KINDS", "CONDITIONS", "CHECK_KINDS"]

#: The kinds of step: prose (with an optional picture), a staged scene, a quick check.
KINDS = ("text", "scene", "check")
#: What a quick check asks for: yes or no, or a whole number (judged by the exercise box).
CHECK_KINDS = ("yes_no", "number")
#: What a condition may say about the resolved game, from the reader's seat.
CONDITIONS = ("play", "target", "out", "in", "keep", "protected", "wins_round", "spy_bonus",
              "wins_game", "nobody_out")


@dataclass(frozen=True)
class Condition:
    """One thing that must be true once the reader's decisions are resolved.

    ``what`` is one of :data:`CONDITIONS`: ``play`` (the reader played ``card``),
    ``target`` (the reader's card chose ``seat``), ``out`` (``seat`` is out of the
    round), ``in`` (the reader is still in), ``keep`` (the reader's card after the turn,
    or at the showdown, is ``card``), ``protected`` (the reader is protected),
    ``wins_round``, ``spy_bonus`` (the reader gained it), ``wins_game``, ``nobody_out``
    (no one went out during the turn).
    """

    what: str
    card: Card = None
    seat: int = None

    def __post_init__(self):
        if self.what not in CONDITIONS:
            raise refused("BAD_OPTION.tutorial_condition", kinds=", ".join(CONDITIONS), shown=shown(self.what))


def _first_play(rnd, reader):
    return next((action for action in rnd.actions if isinstance(action, Play)), None)


def _kept(rnd, reader):
    """The reader's one card after the turn: in hand, or shown at the showdown."""
    if rnd.is_over:
        return rnd.result.details["hands"].get(reader)
    hand = rnd.hand(reader)
    return hand[0] if len(hand) == 1 else None


def reached(conditions, before, after, reader):
    """True when every condition holds in ``after`` (the :class:`~lovelet.Game` once the
    reader's decisions are resolved), ``before`` being the staged position."""
    rnd = after.round
    play = _first_play(rnd, reader)
    for condition in conditions:
        what = condition.what
        if what == "play":
            holds = play is not None and play.card is condition.card
        elif what == "target":
            holds = play is not None and play.target == condition.seat
        elif what == "out":
            holds = condition.seat in rnd.eliminated
        elif what == "in":
            holds = reader not in rnd.eliminated
        elif what == "keep":
            holds = reader not in rnd.eliminated and _kept(rnd, reader) is condition.card
        elif what == "protected":
            holds = reader in rnd.protected
        elif what == "wins_round":
            holds = rnd.is_over and reader in rnd.winners
        elif what == "spy_bonus":
            holds = rnd.is_over and rnd.result.details["spy_bonus"] == reader
        elif what == "wins_game":
            holds = after.is_over and reader in after.winners
        else:  # nobody_out
            holds = set(rnd.eliminated) == set(before.round.eliminated)
        if not holds:
            return False
    return True


@dataclass(frozen=True)
class Step:
    """One step of the tutorial.

    ``key`` names the step and its texts (:data:`lovelet.lessons.tutorial.texts.TEXTS`:
    a title, the prose, the teaching note; for a scene its goal, the rule's reason and a
    hint; for a check its question, its hint and the explanation shown after a try).
    ``chapter`` is the chapter of the French tutorial (or "faq", "classic") it teaches.
    ``scene`` names a staged position and ``wants`` what counts as right there;
    ``check`` is "yes_no" or "number" and ``compute`` the function that computes the
    answer (True/False, or a whole number). ``picture`` names a drawing
    (:data:`lovelet.lessons.tutorial.PICTURES`), or ""; a check's picture may hold its
    answer, so it is shown with the explanation, after a try.
    """

    key: str
    kind: str
    chapter: str
    scene: str = ""
    wants: tuple = ()
    check: str = ""
    compute: object = field(default=None, repr=False, compare=False)
    picture: str = ""

    def __post_init__(self):
        if self.kind not in KINDS:
            raise refused("BAD_OPTION.tutorial_step", kinds=", ".join(KINDS), shown=shown(self.kind))
        if (self.kind == "scene") != bool(self.scene and self.wants):
            raise refused("BAD_OPTION.tutorial_scene_step", step=self.key)
        if (self.kind == "check") != (self.check in CHECK_KINDS and callable(self.compute)):
            raise refused("BAD_OPTION.tutorial_check_step", step=self.key)

    def answer(self):
        """A quick check's answer, computed now by the package: a bool for "yes_no", a
        Fraction for "number".  Never hand it to a widget's trait."""
        if self.kind != "check":
            raise refused("BAD_OPTION.tutorial_not_a_check", step=self.key)
        value = self.compute()
        return bool(value) if self.check == "yes_no" else Fraction(value)
