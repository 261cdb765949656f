"""Which moves are legal, and why a move is not.

Two halves: :func:`plays_of` lists the legal plays of a situation (cached, because
the same few situations recur in every round), and :func:`diagnose_play` /
:func:`diagnose_return` explain a refused action with the code and sentence of the
first fault in the order of docs/rules.md A8.  The round calls the explanation only for
actions that are not in its legal set, so the common path is a set lookup.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence, Set
from itertools import permutations
from typing import Final, NoReturn, Optional, Protocol

from lovelet.engine.actions import ChancellorReturn, Play, engine_action
from lovelet.engine.cards import Card, Edition, card_or_none, unknown_card
from lovelet.engine.errors import refused, shown
from lovelet.engine.naming import Players, Seats, seat_or_none, unknown_player



class RoundView(Protocol):
    """What the diagnosis reads of a round (:class:`lovelet.engine.round.Round`, which
    calls it): its players, whose turn it is, and the hand and choices of that player."""

    @property
    def edition(self) -> Edition: ...
    @property
    def names(self) -> Sequence[str]: ...
    @property
    def current_player(self) -> int | None: ...
    @property
    def pending_chancellor(self) -> bool: ...
    @property
    def eliminated(self) -> Set[int]: ...
    @property
    def protected(self) -> Set[int]: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def game_over(self) -> bool: ...
    def hand(self, player: int) -> Sequence[Card]: ...
    def eligible_opponents(self) -> Sequence[int]: ...
    def legal_actions(self) -> Collection[object]: ...

#: The legal plays of one card in one situation: in a stable order, and as a set.
Plays = tuple[tuple[Play, ...], frozenset[Play]]
#: A hand's legal plays, and (card, its plays, other card or None, its plays) to look a move up.
HandPlays = tuple[tuple[Play, ...], tuple[Card, frozenset[Play], Optional[Card], frozenset[Play]]]

# Cards that must choose another player, when one can be chosen.
CHOOSE_OTHER: Final = frozenset({Card.GUARD, Card.PRIEST, Card.BARON, Card.KING})
# Cards that take neither a target nor a guess.
NO_PARAMETERS: Final = frozenset({Card.SPY, Card.HANDMAID, Card.CHANCELLOR, Card.COUNTESS, Card.PRINCESS})
# Cards the Countess forces out of play.
COUNTESS_PARTNERS: Final = frozenset({Card.KING, Card.PRINCE})

PLAY_CACHE: dict[tuple[Card, int, int, int, Edition], Plays] = {}
HAND_CACHE: dict[tuple[Card, Card, int, int, int, Edition], HandPlays] = {}
_ELIGIBLE_CACHE: dict[tuple[int, int, int], tuple[int, ...]] = {}


def countess_forced(first: Card, second: Card) -> bool:
    """True when a hand of these two cards must play the Countess (docs/rules.md A7.2)."""
    return (first is Card.COUNTESS and second in COUNTESS_PARTNERS) or (
        second is Card.COUNTESS and first in COUNTESS_PARTNERS
    )


def eligible_seats(players: int, actor: int, blocked: int) -> tuple[int, ...]:
    """The seats ``actor`` may choose as an opponent: every other seat whose bit in
    ``blocked`` (out of the round, or protected) is clear, in seat order."""
    key = (players, actor, blocked)
    seats = _ELIGIBLE_CACHE.get(key)
    if seats is None:
        seats = tuple(seat for seat in range(players) if seat != actor and not blocked >> seat & 1)
        _ELIGIBLE_CACHE[key] = seats
    return seats


def plays_of(card: Card, players: int, actor: int, blocked: int, edition: Edition) -> Plays:
    """The legal plays of ``card`` for ``actor`` when the seats in ``blocked`` cannot be chosen.

    Returns ``(tuple_of_plays, frozenset_of_plays)``, built once per situation and
    reused (``PLAY_CACHE`` holds them under the same key, in argument order): the tuple
    is in a stable order (target, then guess).  Whether the card may be played at all
    (it is in hand, the Countess rule) is the caller's check.
    """
    key = (card, players, actor, blocked, edition)
    cached = PLAY_CACHE.get(key)
    if cached is None:
        plays = tuple(_plays_of(edition, card, actor, eligible_seats(players, actor, blocked)))
        cached = PLAY_CACHE[key] = (plays, frozenset(plays))
    return cached


def hand_plays(first: Card, second: Card, players: int, actor: int, blocked: int,
               edition: Edition) -> HandPlays:
    """The legal plays of an actor holding ``first`` and ``second`` (docs/rules.md A7, A8).

    Returns ``(plays, playable)``: the tuple of legal plays, and
    ``(card, its_plays_set, other_card, its_plays_set)`` for checking a move by lookup
    (the other card is None when only one card may be played).  Cached under the same
    key, in argument order, in ``HAND_CACHE``; a listing is then one dictionary lookup.
    """
    key = (first, second, players, actor, blocked, edition)
    cached = HAND_CACHE.get(key)
    if cached is None:
        cached = HAND_CACHE[key] = _hand_plays(first, second, players, actor, blocked, edition)
        # The same hand in the other order is as likely next: fill it now, once.
        HAND_CACHE[(second, first) + key[2:]] = _hand_plays(second, first, players, actor, blocked, edition)
    return cached


def _hand_plays(first: Card, second: Card, players: int, actor: int, blocked: int,
                edition: Edition) -> HandPlays:
    if countess_forced(first, second):
        first = second = Card.COUNTESS
    plays, allowed = plays_of(first, players, actor, blocked, edition)
    if first is second:
        return _one_listing(plays), (first, allowed, None, allowed)
    more, also = plays_of(second, players, actor, blocked, edition)
    return _one_listing(plays + more), (first, allowed, second, also)


def _one_listing(plays: tuple[Play, ...]) -> tuple[Play, ...]:
    """The one tuple of these plays that every situation listing them shares (a hand with
    no target to choose lists the same plays for every actor and every protection): fewer
    objects for the processor's caches to hold."""
    return _LISTINGS.setdefault(plays, plays)


_LISTINGS: dict[tuple[Play, ...], tuple[Play, ...]] = {}


def _plays_of(edition: Edition, card: Card, actor: int, eligible: tuple[int, ...]) -> list[Play]:
    if card is Card.GUARD:
        if not eligible:
            return [_play(card)]
        return [_play(card, target, guess) for target in eligible for guess in edition.guessable]
    if card in CHOOSE_OTHER:
        return [_play(card, target) for target in eligible] if eligible else [_play(card)]
    if card is Card.PRINCE:
        return [_play(card, target) for target in sorted(eligible + (actor,))]
    return [_play(card)]


def _play(card: Card, target: int | None = None, guess: Card | None = None) -> Play:
    """The one Play object of these fields that every listing of legal plays shares: the
    few hundred plays of a game stay in the processor's caches, however many situations
    list them."""
    key = (card, target, guess)
    play = _PLAYS.get(key)
    if play is None:
        play = _PLAYS[key] = Play(card, target, guess)
    return play


_PLAYS: dict[tuple[Card, int | None, Card | None], Play] = {}


def chancellor_returns(hand: tuple[Card, ...]) -> tuple[ChancellorReturn, ...]:
    """Every distinct way to finish a Chancellor holding ``hand`` (2 or 3 cards)."""
    options = _RETURN_CACHE.get(hand)
    if options is None:
        options = _RETURN_CACHE[hand] = _chancellor_returns(hand)
    return options


_RETURN_CACHE: dict[tuple[Card, ...], tuple[ChancellorReturn, ...]] = {}


def _chancellor_returns(hand: tuple[Card, ...]) -> tuple[ChancellorReturn, ...]:
    options: list[ChancellorReturn] = []
    for index, keep in enumerate(hand):
        rest = hand[:index] + hand[index + 1:]
        for order in permutations(rest):
            option = ChancellorReturn(keep, tuple(order))
            if option not in options:
                options.append(option)
    return tuple(options)


def as_seat(value: object, players: Players) -> int | None:
    """``value`` as a seat number, or None when it is not a seat of this game.

    ``players`` is the number of players or the tuple of their names (then a name is a
    seat too); see :mod:`lovelet.engine.naming`.
    """
    return seat_or_none(value, players)


def normalized(action: Play | ChancellorReturn, names: Players) -> Play | ChancellorReturn:
    """The action in the engine's form: targets as seat numbers, cards as Cards, the
    returned cards of a Chancellor as a tuple.

    A value that names nothing is left as it was, for the diagnosis to report;
    ``names`` is the tuple of player names (or the number of players).
    """
    # An action is made of checked values (issue 18), so these are a Card or its name, a
    # seat or a name; what names nothing is kept for the diagnosis.
    if isinstance(action, Play):
        card, target, guess = action
        if target is not None:
            seat = seat_or_none(target, names)
            target = target if seat is None else seat
        if card.__class__ is not Card:
            card = card_or_none(card) or card
        if guess is not None and guess.__class__ is not Card:
            guess = card_or_none(guess) or guess
        return Play(card, target, guess)
    keep, bottom = action
    if keep.__class__ is not Card:
        keep = card_or_none(keep) or keep
    returned: object = bottom
    if isinstance(returned, (Card, str)):
        returned = (returned,)
    if isinstance(returned, (tuple, list)):
        returned = tuple(card_or_none(card) or card for card in returned)
    return ChancellorReturn(keep, returned)  # checked by ChancellorReturn


def diagnose_play(rnd: RoundView, action: Play) -> NoReturn:
    """Raise the IllegalAction for a Play that is not legal in ``rnd`` (docs/rules.md A8)."""
    edition = rnd.edition
    actor = rnd.current_player
    assert actor is not None  # a round in play has an active player (a refused move only)
    name = rnd.names[actor]
    fields: tuple[object, ...] = action  # read as they are: this play is refused for one of them
    card, target, guess = fields
    if rnd.pending_chancellor:
        raise refused("CHANCELLOR_PENDING", name=name)
    if not isinstance(card, Card) or card not in edition.values:
        # The resolver's sentence, as every function taking a card says it.
        raise unknown_card(card, edition)
    hand = rnd.hand(actor)
    if card not in hand:
        raise refused("CARD_NOT_IN_HAND", name=name, card=card)
    if countess_forced(*hand) and card is not Card.COUNTESS:
        raise refused("COUNTESS_FORCED", name=name, card=card)
    eligible = rnd.eligible_opponents()
    if card in NO_PARAMETERS:
        if target is not None or guess is not None:
            raise refused("PARAM_NOT_ALLOWED.no_parameters", card=card)
    elif card is Card.PRINCE:
        if guess is not None:
            raise refused("PARAM_NOT_ALLOWED.prince_guess")
        if target is None:
            raise refused("TARGET_REQUIRED.prince", name=name)
        _check_target(rnd, card, target, allow_self=True)
    else:  # Guard, Priest, Baron, King
        if card is not Card.GUARD and guess is not None:
            raise refused("PARAM_NOT_ALLOWED.only_guard", card=card)
        if target is not None:
            _check_target(rnd, card, target, allow_self=False)
        elif eligible:
            raise refused("TARGET_REQUIRED", card=card, name=name,
                          names=tuple(rnd.names[seat] for seat in eligible))
        if card is Card.GUARD:
            if target is None:
                if guess is not None:
                    raise refused("PARAM_NOT_ALLOWED.guard_nobody")
            elif guess is None:
                raise refused("GUESS_REQUIRED")
            elif not isinstance(guess, Card) or guess not in edition.values:
                if isinstance(guess, Card):
                    raise refused("GUESS_UNKNOWN_CARD.other_edition", edition=edition.name, card=guess)
                raise refused("GUESS_UNKNOWN_CARD", edition=edition.name, shown=shown(guess))
            elif guess is Card.GUARD:
                raise refused("GUESS_GUARD")
    # Every fault has a code above; reaching here means the legal set and these checks
    # disagree, which is a bug in lovelet, not in the caller's move.
    raise RuntimeError(f"lovelet could not explain why {shown(action)} is illegal")


def _check_target(rnd: RoundView, card: Card, target: object, allow_self: bool) -> None:
    seat = seat_or_none(target, rnd.names)
    if seat is None:
        raise refused("UNKNOWN_PLAYER.target", player=shown(target), players=Seats(rnd.names))
    if seat == rnd.current_player and not allow_self:
        raise refused("SELF_TARGET_NOT_ALLOWED", card=card)
    if seat in rnd.eliminated:
        raise refused("TARGET_OUT_OF_ROUND", target=rnd.names[seat])
    if seat in rnd.protected:
        raise refused("TARGET_PROTECTED", target=rnd.names[seat])


def diagnose_return(rnd: RoundView, action: ChancellorReturn) -> NoReturn:
    """Raise the IllegalAction for a ChancellorReturn that is not legal in ``rnd``."""
    if not rnd.pending_chancellor:
        raise refused("NO_CHANCELLOR_PENDING")
    actor = rnd.current_player
    assert actor is not None  # a round in play has an active player
    held = len(rnd.hand(actor))
    raise refused("BAD_CHANCELLOR_CHOICE", held=held, rest=held - 1)


def legal_form_or_refusal(rnd: RoundView, action: object, player: object) -> Play | ChancellorReturn:
    """The legal, engine form of ``action`` in ``rnd`` (names made seats and Cards), or
    the IllegalAction of its first fault in the order of docs/rules.md A8.

    ``player``, when given, names who acts: a seat or a name that is not the active
    player is refused (UNKNOWN_PLAYER, OUT_OF_TURN) before the action is looked at.
    """
    # Rebuilt from its raw fields: a subclass or a tuple.__new__-built action becomes an
    # exact engine value (Cards, int seats, names) or is refused here.
    checked = engine_action(action)
    if checked is None:
        raise refused("BAD_ACTION.not_an_action", shown=shown(action))
    if rnd.is_over:
        if rnd.game_over:
            raise refused("GAME_OVER")
        raise refused("ROUND_OVER")
    current = rnd.current_player
    assert current is not None  # a round in play has an active player
    if player is not None:
        seat = seat_or_none(player, rnd.names)
        if seat is None:
            raise unknown_player(player, rnd.names)
        if seat != current:
            raise refused("OUT_OF_TURN", current=rnd.names[current], seat=rnd.names[seat])
    legal = normalized(checked, rnd.names)
    try:
        # A float target such as 1.0 equals seat 1 but is not one: only the engine's
        # exact form (an int seat, Cards) may match a legal action.
        exact = not (type(legal) is Play and legal.target is not None and type(legal.target) is not int)
        if exact and legal in rnd.legal_actions():
            return legal
    except TypeError:
        pass
    if isinstance(legal, ChancellorReturn):
        diagnose_return(rnd, legal)
    diagnose_play(rnd, legal)
