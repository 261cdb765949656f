"""The rules tutorial's scenes: one staged position for each rule the reader plays.

Lesson 1 (``notebooks/01-rules.ipynb`` and its French and German twins, whose steps
are :mod:`lovelet.lessons.tutorial`) teaches each character by letting the reader make
one decision in a position built for it, and judging what it resolves to.  Each
function below returns a :class:`Scene`: a revised-edition game staged at the reader's
decision (docs/rules.md C, staged positions), the reader's seat (always the first
player named, seat 0), a play the lesson suggests (for a teacher's demonstration; the
tutorial never shows it to a student), and for a Chancellor the choice it suggests
next.  The staged-play control (:class:`lovelet.widgets.StagedPlayController`) shows a
scene from the reader's seat.

Every position names the cards the lesson talks about; the others are placed by
:func:`_staged`: under the named top of the deck, or, when the deck is empty (the
round's last turn), on the discard piles, oldest first, never a Spy or the Princess
(they change who wins, so a scene always places them itself).

The scenes follow the French tutorial's chapters (docs/rules.md 0.1, [FR]):

* the ten characters (A9): :func:`spy`, :func:`guard`, :func:`priest`, :func:`baron`,
  :func:`handmaid`, :func:`prince`, :func:`prince_empty_deck`, :func:`chancellor`,
  :func:`king`, :func:`countess`, :func:`princess`;
* the worked example (FR §06): :func:`worked_countess`, :func:`worked_baron`,
  :func:`worked_baron_tie`;
* the end of a round and of the game (A11-A14): :func:`showdown`, :func:`tie`,
  :func:`spy_bonus`, :func:`end_of_game`;
* the English guide's FAQ: :func:`chancellor_countess`, :func:`spy_eliminated`,
  :func:`prince_princess`, :func:`everyone_protected` (ties: :func:`tie`; a Guard
  naming a Guard: the refusal in :func:`guard`).

:data:`SCENES` lists them all by name, in the lesson's order.  Nothing here imports
more than the engine.
"""

from collections import Counter

from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.cards import REVISED, Card
from lovelet.engine.errors import refused, shown
from lovelet.engine.game import Game

__all__ = ["Scene", "SCENES", "DEFAULT_NAMES", "scene"] + [
    "spy", "guard", "priest", "baron", "handmaid", "prince", "prince_empty_deck", "chancellor",
    "king", "countess", "princess", "worked_countess", "worked_baron", "worked_baron_tie",
    "showdown", "tie", "spy_bonus", "end_of_game", "chancellor_countess", "spy_eliminated",
    "prince_princess", "everyone_protected",
]

#: The players of every scene unless a lesson names its own: the reader is the first.
DEFAULT_NAMES = ("Ann", "Ben", "Cleo", "Dan")

S, G, PR, B, H, P, CH, K, C, PS = (Card.SPY, Card.GUARD, Card.PRIEST, Card.BARON, Card.HANDMAID,
                                   Card.PRINCE, Card.CHANCELLOR, Card.KING, Card.COUNTESS,
                                   Card.PRINCESS)


class Scene:
    """One staged decision of the tutorial.

    ``name`` is the scene's name (a key of :data:`SCENES`), ``names`` the players, ``seat``
    the reader's seat, ``play`` the suggested :class:`~lovelet.Play` and ``keep`` the
    suggested :class:`~lovelet.ChancellorReturn` when ``play`` is a Chancellor (else
    None).  :meth:`game` builds a fresh game at the position each time it is called, so
    that a scene can be played again from the start.
    """

    __slots__ = ("name", "names", "seat", "play", "keep", "_position")

    def __init__(self, name, names, position, play, keep=None, seat=0):
        self.name = name
        self.names = tuple(names)
        self.seat = seat
        self.play = play
        self.keep = keep
        self._position = position

    def game(self):
        """A new :class:`~lovelet.Game` at the scene's position (the reader to decide)."""
        position = dict(self._position)
        for key in ("hands", "discards"):
            position[key] = [list(cards) for cards in position[key]]
        # A fixed seed: the rounds after a scene (none in the lesson) are dealt the same way every time.
        return Game.from_position(REVISED, players=list(self.names), seed=0, **position)

    def __repr__(self):
        return f"<Scene {self.name}: {self.names[self.seat]} to play, suggested {self.play!r}>"


def _names(names, count):
    """The first ``count`` of ``names`` (the defaults when None), checked."""
    names = DEFAULT_NAMES if names is None else names
    if isinstance(names, str) or not hasattr(names, "__len__") or len(names) < count:
        raise refused("BAD_OPTION.scene_names", count=count, shown=shown(names))
    return tuple(names[:count])


def _staged(count, hands, *, top=(), last_turn=False, set_aside=None, face_up=None, discards=None,
            protected=(), eliminated=(), favors=None, turn=None):
    """The keywords of :meth:`Game.from_position` for a position of ``count`` players.

    ``hands`` gives every seat's cards (the reader's two, the card just drawn last);
    ``top`` the first cards of the deck.  The cards no one placed go under them, or,
    with ``last_turn`` (an empty deck), onto the discard piles of the players in the
    round, one at a time onto the shortest pile, a Handmaid first (a player whose last
    card was a Handmaid would still be protected).  ``set_aside`` defaults to the Princess when no one
    placed her; with 2 players, ``face_up`` to the next three unplaced cards.
    """
    discards = [list(pile) for pile in (discards or [[] for _ in range(count)])]
    placed = [card for hand in hands for card in hand] + list(top)
    placed += [card for pile in discards for card in pile]
    placed += [] if set_aside is None else [set_aside]
    placed += list(face_up or ())
    rest = Counter(REVISED.deck)
    rest.subtract(placed)
    if any(number < 0 for number in rest.values()):  # a mistake in this module, not the reader's
        raise RuntimeError(f"a scene places too many cards: {+Counter(placed) - Counter(REVISED.deck)}")
    unplaced = [card for card in REVISED.cards for _ in range(rest[card])]
    if set_aside is None:
        set_aside = PS if PS in unplaced else unplaced[0]
        unplaced.remove(set_aside)
    if face_up is None:
        face_up = unplaced[:3] if count == 2 else []
        unplaced = unplaced[len(face_up):]
    deck = list(top)
    if last_turn:
        if S in unplaced or PS in unplaced:
            raise RuntimeError("a last-turn scene must place the Spies and the Princess itself")
        unplaced.sort(key=lambda card: card is not H)  # Handmaids first: the oldest discards
        alive = [seat for seat in range(count) if seat not in eliminated]
        for card in unplaced:
            # onto the shortest pile, the last seat first among equals: the piles then fit
            # a round that began with a later seat (Ann, seat 0, plays now), as a staged
            # position requires (lovelet.engine.positions)
            discards[min(reversed(alive), key=lambda seat: len(discards[seat]))].append(card)
        if top:
            raise RuntimeError("a last-turn scene has an empty deck")
    else:
        deck += unplaced
    if turn is None:  # about one turn per card played so far
        turn = 1 + sum(len(pile) for pile in discards)
    return dict(hands=[list(hand) for hand in hands], deck=deck, set_aside=set_aside,
                face_up=list(face_up), discards=discards, protected=tuple(protected),
                eliminated=tuple(eliminated), active=0, favors=favors, turn=turn)


# ---------------------------------------------------------------------- the ten characters


def spy(names=None):
    """The Spy does nothing when played (A9.1): Ann plays it and keeps her Guard."""
    return Scene("spy", _names(names, 3), _staged(3, [[G, S], [PR], [B]]), Play(S))


def guard(names=None):
    """The Guard (A9.2): Cleo is protected, so Ann aims at Ben, who holds a Priest (Ann's
    Priest, on her pile, looked at his card on her last turn).

    The suggested guess, the Priest, is right: Ben is out.  A Guard may not name the
    Guard (GUESS_GUARD), nor choose Cleo (TARGET_PROTECTED) or Ann herself.
    """
    position = _staged(3, [[H, G], [PR], [K]], discards=[[PR], [G], [H]], protected=[2], turn=4)
    return Scene("guard", _names(names, 3), position, Play(G, target=1, guess=PR))


def priest(names=None):
    """The Priest (A9.3): Ann looks at Ben's card, a King; nothing else changes."""
    return Scene("priest", _names(names, 3), _staged(3, [[C, PR], [K], [G]]), Play(PR, target=1))


def baron(names=None):
    """The Baron (A9.4): Ann keeps a Handmaid (4); Ben holds a Guard (1) and is out.

    Against Cleo, who holds a Prince (5), Ann would be the one knocked out.
    """
    return Scene("baron", _names(names, 3), _staged(3, [[H, B], [G], [P]]), Play(B, target=1))


def handmaid(names=None):
    """The Handmaid (A9.5): Ann is protected until her next turn begins."""
    return Scene("handmaid", _names(names, 3), _staged(3, [[P, H], [G], [PR]]), Play(H))


def prince(names=None):
    """The Prince (A9.6): Ben discards his Handmaid, which protects no one, and draws a Priest."""
    position = _staged(3, [[G, P], [H], [B]], top=[PR])
    return Scene("prince", _names(names, 3), position, Play(P, target=1))


def prince_empty_deck(names=None):
    """The Prince on the last turn (A9.6.2): the deck is empty, so Ben takes the set-aside
    card, the Princess, and wins the showdown.  Aimed at herself, Ann would take it."""
    position = _staged(3, [[B, P], [G], [PR]], last_turn=True, set_aside=PS,
                       discards=[[], [S], [S]])
    return Scene("prince_empty_deck", _names(names, 3), position, Play(P, target=1))


def chancellor(names=None):
    """The Chancellor (A9.7): Ann draws the Princess and a Priest, keeps the Princess and
    puts her Guard then the Priest under the deck (the Priest at the very bottom)."""
    position = _staged(3, [[G, CH], [B], [K]], top=[PS, PR])
    return Scene("chancellor", _names(names, 3), position, Play(CH), ChancellorReturn(PS, (G, PR)))


def king(names=None):
    """The King (A9.8): Ann gives her Guard to Ben and receives his Princess; no one is out."""
    return Scene("king", _names(names, 3), _staged(3, [[G, K], [PS], [PR]]), Play(K, target=1))


def countess(names=None):
    """The Countess (A7.2): with a Prince beside her, the Countess must be played."""
    return Scene("countess", _names(names, 3), _staged(3, [[P, C], [G], [B]]), Play(C))


def princess(names=None):
    """The Princess (A9.10), with 2 players and three cards face up: played, she knocks
    Ann out, and Ben, the last player in the round, wins it."""
    return Scene("princess", _names(names, 2), _staged(2, [[G, PS], [B]]), Play(PS))


# ---------------------------------------------------------------------- the worked example


def worked_countess(names=None):
    """FR §06, first half: Ann keeps a King and draws the Countess, so she must play her."""
    return Scene("worked_countess", _names(names, 3), _staged(3, [[K, C], [G], [PR]]), Play(C))


def worked_baron(names=None):
    """FR §06, second half: later Ann plays a Baron and keeps a Prince (5); Ben shows a
    Priest (2) and is out.  Cleo is protected, so Ben is the only target."""
    position = _staged(3, [[P, B], [PR], [G]], discards=[[C, K], [G, G], [G, H]], protected=[2])
    return Scene("worked_baron", _names(names, 3), position, Play(B, target=1))


def worked_baron_tie(names=None):
    """FR §06, the variant: had Ben held a Prince too, the Baron would knock no one out."""
    position = _staged(3, [[P, B], [P], [G]], discards=[[C, K], [G, G], [G, H]], protected=[2])
    return Scene("worked_baron_tie", _names(names, 3), position, Play(B, target=1))


# ---------------------------------------------------------------------- end of round, end of game


def showdown(names=None):
    """The showdown (A11.2, A12): the deck is empty; Ann plays her Handmaid and keeps the
    Countess (8), above Ben's King (7) and Cleo's Priest (2): she wins the round."""
    position = _staged(3, [[H, C], [K], [PR]], last_turn=True, discards=[[], [S], [S]])
    return Scene("showdown", _names(names, 3), position, Play(H))


def tie(names=None):
    """A shared showdown (A12.2): Ann's Priest sees Ben's Prince, the same value as hers;
    both win the round and a favor each, whatever their discards add up to."""
    position = _staged(2, [[PR, P], [P]], last_turn=True, face_up=[S, S, G], discards=[[K, C], [G, G]])
    return Scene("tie", _names(names, 2), position, Play(PR, target=1))


def spy_bonus(names=None):
    """The Spy bonus (A13): Ann plays her Spy on the last turn and loses the showdown to
    Ben's Countess, but she is the only player still in with a Spy on her discard pile,
    so she gains a favor too.  Cleo's Spy is still in her hand: it does not count."""
    position = _staged(3, [[S, B], [C], [S]], last_turn=True)
    return Scene("spy_bonus", _names(names, 3), position, Play(S))


def end_of_game(names=None):
    """The end of the game (A14): with 2 players 6 favors win; Ann and Ben have 5 each,
    tie the showdown with a Prince each, and win the game together."""
    position = _staged(2, [[H, P], [P]], last_turn=True, face_up=[S, S, G], favors=[5, 5])
    return Scene("end_of_game", _names(names, 2), position, Play(H))


# ---------------------------------------------------------------------- the English guide's FAQ


def chancellor_countess(names=None):
    """The Countess beside a Chancellor is not forced, and the Countess rule does not
    apply to the three cards a Chancellor holds (A7.2): Ann keeps the King she draws and
    puts the Countess and a Guard under the deck."""
    position = _staged(3, [[C, CH], [G], [PR]], top=[K, G])
    return Scene("chancellor_countess", _names(names, 3), position, Play(CH),
                 ChancellorReturn(K, (C, G)))


def spy_eliminated(names=None):
    """A Spy of an eliminated player counts for nothing (A13, D12): Ann's Guard knocks
    out Ben, who played a Spy too; Cleo wins the showdown, and Ann, the only player still
    in with a Spy, gains the bonus."""
    position = _staged(3, [[G, PR], [K], [C]], last_turn=True, discards=[[S], [S], []])
    return Scene("spy_eliminated", _names(names, 3), position, Play(G, target=1, guess=K))


def prince_princess(names=None):
    """A Prince that makes Ben discard the Princess knocks him out, and he draws no card
    (A9.6.1).  Ann knows where the Princess is: her first Priest showed it to her."""
    position = _staged(3, [[PR, P], [PS], [G]], discards=[[PR], [G], [B]])
    return Scene("prince_princess", _names(names, 3), position, Play(P, target=1))


def everyone_protected(names=None):
    """Every opponent protected (A8, A9.2): Ann's Guard is played with no effect, and a
    Prince could only be aimed at herself."""
    position = _staged(3, [[P, G], [B], [PR]], discards=[[], [H], [H]], protected=[1, 2], turn=3)
    return Scene("everyone_protected", _names(names, 3), position, Play(G))


#: Every scene function by name, in the lesson's order.
SCENES = {function.__name__: function for function in (
    spy, guard, priest, baron, handmaid, prince, prince_empty_deck, chancellor, king, countess,
    princess, worked_countess, worked_baron, worked_baron_tie, showdown, tie, spy_bonus,
    end_of_game, chancellor_countess, spy_eliminated, prince_princess, everyone_protected)}


def scene(name, names=None):
    """The scene called ``name`` (a key of :data:`SCENES`) for the players ``names``."""
    if name not in SCENES:
        raise refused("BAD_OPTION.unknown_scene", shown=shown(name), scenes=", ".join(SCENES))
    return SCENES[name](names)
