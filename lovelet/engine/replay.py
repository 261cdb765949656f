"""The one reading of a player's event log: what is public, and what they know where.

A :class:`Replay` walks the events of an :class:`~lovelet.Observation` in order, as
that player saw them, and holds after every event:

* the public state: every discard pile in order, the face-up cards, the deck size,
  whether the face-down card is still set aside, who is protected or out, whose turn
  it is and its number, whether a Chancellor choice is pending, how many cards each
  player holds, and once the round is over its winners and the favors it gave;
* the player's knowledge: every card in a hand or at the bottom of the deck is a
  :class:`Token`, whose ``card`` is the card when the player knows it and None
  otherwise.  The player's own hand is in the engine's order (the older card first,
  the card just drawn last); an opponent's hand is known card by card (a Priest look,
  a Baron comparison or a King exchange the player took part in, a card the player
  returned with a Chancellor and that opponent then drew); the cards the player put
  under the deck keep their known order until they are drawn.

Each event read gives a :class:`Step` that says how cards moved (which tokens came
from the never-seen cards, the bottom of the deck or the set-aside card, which token a
play consumed and which one stayed, a Chancellor's return, a King's exchange, discards
and what the player learned), so that a reader of the log never encodes card movement
itself: it reads the tokens and the steps.

Knowledge lapses exactly when a card may have moved unseen, and only then:

* an opponent plays a card of the character of one it was known to hold, and nothing
  tells which of its two cards it played (the ``reveal_drawn`` option does; so does a
  known other card).  The engine's convention holds: of two cards of the same
  character, the one just drawn is the one played (see :mod:`lovelet.engine.round`);
* an opponent finishes a Chancellor unseen: its cards come out in an order the player
  cannot see, as new tokens (known only if every card shuffled was known and alike);
* a card leaves a hand face up (a play, a Prince discard, an elimination): it is then
  public, on a discard pile.

A King exchange between two other players moves what the player knows with the cards.

Two cheaper ways to the same answers, for readers that decide at every turn (agents):
a :class:`Follower` reads each player's round on from their previous observation
instead of from its start, and :data:`REVEALING` with :func:`unseen_copies` tell,
without reading the log, that a player knows no opponent's card and which copies
they cannot see.

The replay reads only the observation.  It refuses (``BAD_OBSERVATION``) a log no
round can produce: a draw from an empty deck, a play from a hand that does not hold
two cards, more copies of a card than the edition has, an unknown kind of event.

    >>> from lovelet import REVISED, Round
    >>> rnd = Round.deal(REVISED, 3, seed=2)
    >>> state = replay(rnd.observation(0))
    >>> state.deck_size == rnd.deck_size and state.hand == rnd.hand(0)
    True
"""

from operator import attrgetter
from types import MappingProxyType

from lovelet.engine.cards import Card
from lovelet.engine.errors import IllegalAction, shown

__all__ = ["Replay", "Step", "Token", "replay", "Follower", "REVEALING", "unseen_copies"]


class Token:
    """One physical card, as the player follows it from place to place.

    ``card`` is the card while the player knows it, else None; the replay sets it and
    replaces the token by a new one when the card may have moved unseen.  ``slot`` is
    free for a reader to attach what it knows more (the belief keeps the card's slot
    there); the replay never reads it.
    """

    __slots__ = ("card", "slot")

    def __init__(self, card=None):
        self.card = card
        self.slot = None

    def __repr__(self):
        return f"Token({self.card!r})"


class Step:
    """How one event moved the cards, as the player saw it.

    ``event`` is the event read and ``index`` its place in ``observation.events``.
    Every other attribute is empty (an empty tuple, None or False) unless the event
    did that:

    * ``fresh``: new tokens put in a hand from the cards nobody has seen yet: a deal,
      a staged hand, a draw from the deck above the cards returned by Chancellors;
    * ``from_bottom``: tokens drawn from the cards returned under the deck;
    * ``from_set_aside``: the face-down set-aside token, taken by a Prince's draw;
    * ``received``: tokens that came into the player's own hand (from any of those
      places, or from an opponent by a King);
    * ``given``: tokens that left the player's own hand for a place hidden from them
      (an opponent's hand by a King, the bottom of the deck by their Chancellor);
    * ``held``: for a play or a Chancellor return, the tokens the player held before;
    * ``played``: the token a play consumed, or None when it cannot be told which;
    * ``kept``: the token left in hand after a play or a Chancellor return: one of
      ``held`` when it can be told which, otherwise a new token;
    * ``returned``: the tokens a Chancellor put under the deck, the next to be drawn
      first, and ``shuffled``: True when that choice was not seen (``kept`` and
      ``returned`` are then new tokens, in an order the player does not know);
    * ``exchanged``: a King's (actor's token, target's token), before the exchange;
    * ``discarded``: tokens put on a discard pile unplayed (a Prince, an elimination),
      their ``card`` set to the card shown;
    * ``learned``: tokens whose card the player has just been shown while it stays
      hidden from others (a Priest, a Baron, the hands and set-aside card shown when
      the round ends).
    """

    fresh = from_bottom = from_set_aside = received = given = held = returned = ()
    discarded = learned = exchanged = ()
    played = kept = None
    shuffled = False

    def __init__(self, event, index):
        self.event = event
        self.index = index

    def __repr__(self):
        moved = [f"{name}={value!r}" for name, value in vars(self).items()
                 if name not in ("event", "index")]
        return f"<Step {self.index}: {self.event.kind}{' ' if moved else ''}{', '.join(moved)}>"


def _read_only(name, doc):
    """A property reading the attribute ``name``, which only the replay sets."""
    return property(attrgetter(name), doc=doc)


def replay(observation):
    """The :class:`Replay` of ``observation`` with every event read: the state now."""
    return Replay(observation).run()


#: The kinds of event whose secret can show a player a card in an opponent's hand,
#: then or later: a Priest's look, a Baron's comparison or a King's exchange they took
#: part in, and their own Chancellor's return (an opponent may draw the cards put
#: back).  Every other way of knowing a card (a play, a Prince, an elimination) puts it
#: face up, out of any hand, until the end of the round shows the hands.  So while the
#: round goes on, a player whose observation saw none of these knows no opponent's
#: card: ``observation.saw_privately(REVEALING) is False`` tells it without reading
#: the log.
REVEALING = frozenset({"priest", "baron", "king", "chancellor_return"})


def unseen_copies(observation):
    """{card: copies ``observation``'s player cannot see}, a new dict counted from its
    fields: not on a discard pile, not face up, not in their own hand.  For an
    observation of a round it equals ``replay(observation).unseen``, without reading
    the events."""
    unseen = dict(observation.edition.copies)
    for pile in observation.discards:
        for card in pile:
            unseen[card] -= 1
    for card in observation.face_up:
        unseen[card] -= 1
    for card in observation.hand:
        unseen[card] -= 1
    return unseen


class Follower:
    """The replay of each player's latest observation, read on from their previous one.

    For a reader that replays every decision of a round (an agent):
    ``follower.replay(observation)`` equals ``replay(observation)``, but when the
    observation continues the previous one of the same player (the same round, later;
    see :meth:`~lovelet.Observation.events_since`) only the events added since are
    read, so a round costs one reading of its events instead of one per decision.

    The replay returned is the follower's own: it is read on at the next call for that
    player, so read what you need from it before (one follower per thread).  It holds
    only observations it was given, one per player, and is never sent along: a copy
    or an unpickled follower starts empty.
    """

    def __init__(self):
        self._latest = {}  # player -> (their latest observation, its replay)

    def replay(self, observation):
        """The :class:`Replay` of ``observation`` with every event read."""
        player = getattr(observation, "player", None)
        latest = self._latest.pop(player, None)  # a reading refused leaves nothing half read
        if latest is not None:
            earlier, state = latest
            since = getattr(observation, "events_since", None)  # an Observation's
            added = None if since is None else since(earlier)
            if added is not None:
                state._read_on(observation, added)
                self._latest[player] = (observation, state)
                return state
        state = replay(observation)
        self._latest[player] = (observation, state)
        return state

    def __reduce__(self):
        return (Follower, ())  # what it holds belongs to the games of this process


class Replay:
    """A player's observation read event by event.

    ``Replay(observation)`` starts before the first event; :meth:`advance` reads the
    next one and returns its :class:`Step`, ``for step in replay`` reads the rest, and
    :meth:`run` reads them all.  Between steps, the replay's attributes are the state
    right after the event read last (they change as it reads on: keep a copy of what
    you need).  Once every event is read, the public state equals the observation's
    fields, and the player's own hand is ``observation.hand`` (cards the events do not
    show, as in an observation rebuilt for an opponent model, are taken from it).
    """

    def __init__(self, observation):
        try:
            player, events, players = observation.player, observation.events, observation.players
            copies, favors = observation.edition.copies, tuple(observation.favors)
        except (AttributeError, TypeError):
            raise IllegalAction("BAD_OBSERVATION", "A replay needs a player's observation, such as "
                                f"round.observation(seat), not {shown(observation)}.") from None
        self.observation = observation
        self.player = player  # whose view this is
        self.events = events
        self._read = 0
        self._last = len(events) - 1
        self._hands = [()] * players
        self._discards = [()] * players
        self._face_up = ()
        # Before the deck's size is announced (the "deck" event ends the deal), the deck
        # is the whole edition less every card the deal has taken so far: a replay shows
        # the true count from the first event, never 0.
        self._deck_size = sum(copies.values())
        self._deck_known = False  # the "deck" or "position" event has said the deck's size
        self._bottom = ()
        self._set_aside = Token()  # every round begins with one card face down
        self._protected = set()
        self._eliminated = set()
        self._current = None
        self._turn = 0
        self._pending = False
        self._over = False
        self._winners = ()
        self._gains = (0,) * players
        self._replacing = None  # the seat whose Prince discard the next draw replaces
        self._unseen = dict(copies)
        self._unseen_view = MappingProxyType(self._unseen)
        self._favors_before = _favors_before(favors, events)

    # ------------------------------------------------------------------ reading

    read = _read_only("_read", "How many of the observation's events have been read.")

    @property
    def done(self):
        """True once every event is read."""
        return self._read == len(self.events)

    @property
    def upcoming(self):
        """The next event to read, or None once every event is read."""
        return self.events[self._read] if self._read < len(self.events) else None

    def advance(self):
        """Read the next event (there must be one); return its :class:`Step`."""
        index = self._read
        event = self.events[index]
        step = Step(event, index)
        handler = _HANDLERS.get(event.kind)
        if handler is None:
            raise _bad(f"lovelet does not know the {event.kind!r} event")
        handler(self, event, step)
        self._read = index + 1
        if index == self._last:
            self._fill_own_hand()
        return step

    def __iter__(self):
        while self._read < len(self.events):
            yield self.advance()

    def run(self):
        """Read every event left; return this replay."""
        advance = self.advance
        for _ in range(self._read, len(self.events)):
            advance()
        return self

    def _read_on(self, observation, added):
        """Read on into ``observation``, which continues the observation read so far
        with the events ``added``: this replay is then ``replay(observation)``.

        (The own-hand filling at the end of the earlier observation changed nothing:
        an observation handed out by a round shows every card of the player's hand.)
        """
        self.observation = observation
        self.events += added
        self._last = len(self.events) - 1
        self._favors_before = _favors_before(tuple(observation.favors), self.events)
        return self.run()

    # ------------------------------------------------------------------ the public state

    discards = property(lambda self: tuple(self._discards),
                        doc="Every player's discard pile, oldest first.")
    face_up = _read_only("_face_up", "The three cards set aside face up (2 players), else ().")
    deck_size = _read_only("_deck_size", "How many cards are in the deck.")
    set_aside_count = property(lambda self: 0 if self._set_aside is None else 1,
                               doc="1 while the face-down card is still set aside, else 0.")
    protected = property(lambda self: frozenset(self._protected),
                         doc="The seats a Handmaid protects.")
    eliminated = property(lambda self: frozenset(self._eliminated),
                          doc="The seats out of the round.")
    current_player = property(lambda self: None if self._over else self._current,
                              doc="The seat whose turn it is, or None once the round is over.")
    turn = _read_only("_turn", "The number of turns begun in the round.")
    pending_chancellor = _read_only("_pending", "True while a Chancellor choice is open.")
    is_over = _read_only("_over", "True once the round has ended.")
    winners = _read_only("_winners", "The seats that won the round; empty until it is over.")
    gains = _read_only("_gains", "The favors the round gave each seat; zeros until it is over.")

    @property
    def favors(self):
        """Every seat's favors: before the round, plus its gains once it is over."""
        return tuple(before + gain for before, gain in zip(self._favors_before, self._gains))

    def hand_size(self, seat):
        """How many cards ``seat`` holds."""
        return len(self._hands[seat])

    @property
    def fresh(self):
        """How many never-seen cards lie on top of the deck, above the returned ones."""
        return self._deck_size - len(self._bottom)

    # ------------------------------------------------------------------ what the player knows

    @property
    def hand(self):
        """The player's own cards, the older first (None for a card the events do not show)."""
        return tuple(token.card for token in self._hands[self.player])

    hands = property(lambda self: tuple(self._hands),
                     doc="Every seat's tokens, in the engine's order (the older card first).")

    def tokens(self, seat):
        """The tokens ``seat`` holds, the older card first."""
        return self._hands[seat]

    bottom = _read_only("_bottom", "The tokens returned under the deck by Chancellors, the next "
                        "to be drawn first.")
    set_aside = _read_only("_set_aside", "The face-down set-aside card's token (its card known "
                           "once the round shows it), or None once a Prince has taken it.")
    unseen = _read_only("_unseen_view", "{card: copies the player cannot see}: not on any discard "
                        "pile, not face up, not in their own hand (a read-only mapping that "
                        "follows the replay).")

    # ------------------------------------------------------------------ bookkeeping

    def _count(self, card, change):
        left = self._unseen[card] - change
        if left < 0:
            raise _bad(f"more copies of the {card} were seen than the edition has")
        self._unseen[card] = left

    def _discard(self, seat, card):
        self._discards[seat] += (card,)
        self._count(card, 1)

    def _show(self, seat, token, card):
        """The player learns that ``token``, held by ``seat``, is ``card`` (None: no news)."""
        if card is None:
            return
        if token.card is None:
            token.card = card
            if seat == self.player:
                self._count(card, 1)
        elif token.card is not card:
            raise _bad(f"a card known to be the {token.card} is shown as the {card}")

    def _enter_own(self, token):
        if token.card is not None:
            self._count(token.card, 1)

    def _leave_own(self, token):
        if token.card is not None:
            self._unseen[token.card] += 1

    def _take(self, seat, card):
        """``seat`` takes the top card of the deck (``card`` when the player sees it).

        Returns the token and whether it came from the cards returned under the deck.
        """
        size = self._deck_size
        if size <= 0 or not self._deck_known:  # before the deal's end, no card is drawn
            raise _bad("a card was drawn from an empty deck")
        self._deck_size = size - 1
        bottom = self._bottom
        if size > len(bottom):
            token, returned = Token(card), False
        else:
            token, returned = bottom[0], True
            self._bottom = bottom[1:]
            _tell(token, card)
        self._hands[seat] += (token,)
        if seat == self.player and token.card is not None:
            self._count(token.card, 1)
        return token, returned

    def _fill_own_hand(self):
        """Cards of the player's own hand the events did not show, from the observation.

        Only an observation rebuilt for an opponent model lacks them, and its hand is a
        hypothesis that need not fit the copies left, so they are counted unchecked.
        """
        own = self._hands[self.player]
        shown = self.observation.hand
        if len(own) == len(shown):
            for token, card in zip(own, shown):
                if token.card is None:
                    token.card = card
                    self._unseen[card] -= 1

    # ------------------------------------------------------------------ setup events

    def _on_position(self, event, step):
        details = event.details
        self._discards = [tuple(pile) for pile in details["discards"]]
        for pile in self._discards:
            for card in pile:
                self._count(card, 1)
        self._face_up = tuple(details["face_up"])
        for card in self._face_up:
            self._count(card, 1)
        self._deck_size = details["deck_size"]
        self._deck_known = True
        self._protected = set(details["protected"])
        self._eliminated = set(details["eliminated"])
        self._current = details["active"]
        self._turn = details["turn"]

    def _on_hand(self, event, step):
        seat = event.player
        cards = event.get("cards")
        if cards is None:  # not shown: the active player holds two cards, the others one
            cards = (None, None) if seat == self._current else (None,)
        tokens = tuple(Token(card) for card in cards)
        self._hands[seat] = tokens
        step.fresh = tokens
        if seat == self.player:
            for token in tokens:
                self._enter_own(token)
            step.received = tokens

    def _on_deal(self, event, step):
        seat = event.player
        token = Token(event.get("card"))
        self._hands[seat] += (token,)
        self._from_deal(1)
        step.fresh = (token,)
        if seat == self.player:
            self._enter_own(token)
            step.received = (token,)

    def _on_set_aside(self, event, step):
        self._from_deal(1)  # the face-down token exists from the start; its card leaves the deck now

    def _on_face_up(self, event, step):
        self._face_up = tuple(event.details["cards"])
        self._from_deal(len(self._face_up))
        for card in self._face_up:
            self._count(card, 1)

    def _from_deal(self, count):
        if not self._deck_known:  # a staged position's deck size is already exact
            self._deck_size -= count

    def _on_deck(self, event, step):
        self._deck_size = event.details["size"]
        self._deck_known = True

    def _on_protected(self, event, step):
        self._protected.add(event.player)

    def _on_protection_ends(self, event, step):
        self._protected.discard(event.player)

    # ------------------------------------------------------------------ turns

    def _on_draw(self, event, step):
        seat = event.player
        if self._replacing == seat:  # the card that replaces a Prince's discard
            self._replacing = None
        else:  # the automatic draw that begins a turn (docs/rules.md A6.2)
            self._current = seat
            self._turn += 1
        card = event.get("card")
        if event.details["source"] == "set_aside":
            token = self._set_aside
            if token is None:
                raise _bad("the set-aside card was taken twice")
            self._set_aside = None
            _tell(token, card)
            self._hands[seat] += (token,)
            step.from_set_aside = (token,)
            if seat == self.player:
                self._enter_own(token)
                step.received = (token,)
            return
        token, returned = self._take(seat, card)
        if returned:
            step.from_bottom = (token,)
        else:
            step.fresh = (token,)
        if seat == self.player:
            step.received = (token,)

    def _on_play(self, event, step):
        seat, card = event.player, event.details["card"]
        held = self._hands[seat]
        if len(held) != 2:
            raise _bad(f"seat {seat} plays holding {len(held)} cards, not 2")
        old, new = held
        drawn = _which_was_played(old.card, new.card, card, event.get("drawn"))
        if drawn is None:
            played, kept = None, Token()
        else:
            played, kept = (new, old) if drawn else (old, new)
            self._show(seat, played, card)
        if seat == self.player:
            self._leave_own(old)
            self._leave_own(new)
            self._enter_own(kept)
        self._hands[seat] = (kept,)
        self._discard(seat, card)
        step.held, step.played, step.kept = held, played, kept

    def _on_guard(self, event, step):
        pass  # nothing moves: a hit is followed by the elimination

    def _on_priest(self, event, step):
        card = event.get("card")
        if card is not None:
            target = event.details["target"]
            token = self._only(target)
            self._show(target, token, card)
            step.learned = (token,)

    def _on_baron(self, event, step):
        mine, theirs = event.get("player_card"), event.get("target_card")
        if mine is None:
            return  # a comparison between others: only its result is public
        actor, target = event.player, event.details["target"]
        actor_token, target_token = self._only(actor), self._only(target)
        self._show(actor, actor_token, mine)
        self._show(target, target_token, theirs)
        step.learned = (target_token,) if actor == self.player else (
            (actor_token,) if target == self.player else (actor_token, target_token))

    def _on_prince(self, event, step):
        target, card = event.details["target"], event.details["card"]
        token = self._only(target)
        self._show(target, token, card)
        if target == self.player:
            self._leave_own(token)
        self._hands[target] = ()
        self._discard(target, card)
        step.discarded = (token,)
        if card is not Card.PRINCESS:  # the Princess's holder is out and draws nothing
            self._replacing = target

    def _on_chancellor_draw(self, event, step):
        seat, count = event.player, event.details["count"]
        if not count:
            return  # an empty deck: no effect (docs/rules.md A9.7)
        fresh, bottom = [], []
        for card in event.get("cards") or (None,) * count:
            token, returned = self._take(seat, card)
            (bottom if returned else fresh).append(token)
        step.fresh, step.from_bottom = tuple(fresh), tuple(bottom)
        if seat == self.player:
            step.received = self._hands[seat][1:]
        self._pending = True

    def _on_chancellor_return(self, event, step):
        seat, count = event.player, event.details["count"]
        held = self._hands[seat]
        if len(held) != count + 1:
            raise _bad(f"seat {seat} returns {count} cards holding {len(held)}")
        keep, bottom = event.get("keep"), event.get("bottom")
        own = seat == self.player
        if own:
            for token in held:
                self._leave_own(token)
        if keep is not None:
            kept, *returned = _matched(held, (keep,) + tuple(bottom))
            if own:
                step.given = tuple(returned)
        else:
            # Unseen: the cards come out in an order the player cannot tell.  They stay
            # known only when every one was known and all are alike.
            alike = held[0].card
            if alike is None or any(token.card is not alike for token in held):
                alike = None
            kept, *returned = [Token(alike) for _ in held]
            step.shuffled = True
        if own:
            self._enter_own(kept)
        returned = tuple(returned)
        self._hands[seat] = (kept,)
        self._bottom += returned
        self._deck_size += count
        self._pending = False
        step.held, step.kept, step.returned = held, kept, returned

    def _on_king(self, event, step):
        actor, target = event.player, event.details["target"]
        mine, theirs = self._only(actor), self._only(target)
        self._show(actor, mine, event.get("player_card"))
        self._show(target, theirs, event.get("target_card"))
        me = self.player
        if me == actor:
            self._leave_own(mine)
        elif me == target:
            self._leave_own(theirs)
        self._hands[actor], self._hands[target] = (theirs,), (mine,)
        if me == actor:
            self._enter_own(theirs)
            step.received, step.given = (theirs,), (mine,)
        elif me == target:
            self._enter_own(mine)
            step.received, step.given = (mine,), (theirs,)
        step.exchanged = (mine, theirs)

    def _on_eliminated(self, event, step):
        seat, cards = event.player, event.details["cards"]
        tokens = self._hands[seat]
        if len(tokens) != len(cards):
            raise _bad(f"seat {seat} discards {len(cards)} cards holding {len(tokens)}")
        for token, card in zip(tokens, cards):
            self._show(seat, token, card)
            if seat == self.player:
                self._leave_own(token)
            self._discard(seat, card)
        self._hands[seat] = ()
        self._eliminated.add(seat)
        self._protected.discard(seat)
        step.discarded = tokens

    def _on_round_end(self, event, step):
        details = event.details
        learned = []
        for seat, card in details.get("hands", {}).items():
            token = self._only(seat)
            self._show(seat, token, card)
            if seat != self.player:
                learned.append(token)
        aside = details.get("set_aside")
        if aside is not None:
            if self._set_aside is None:
                raise _bad("the round shows a set-aside card that a Prince had taken")
            _tell(self._set_aside, aside)
            learned.append(self._set_aside)
        step.learned = tuple(learned)
        self._over = True
        self._pending = False
        self._protected.clear()  # protection ends with the round (docs/rules.md A9.5)
        self._winners = tuple(details["winners"])
        self._gains = tuple(details["gains"])

    def _only(self, seat):
        hand = self._hands[seat]
        if len(hand) != 1:
            raise _bad(f"seat {seat} should hold one card, not {len(hand)}")
        return hand[0]


def _favors_before(favors, events):
    """The favors before the round, from the observation's (which include the round's
    gains once it is over)."""
    if events and events[-1].kind == "round_end":
        return tuple(now - gain for now, gain in zip(favors, events[-1].details["gains"]))
    return favors


def _which_was_played(old, new, card, drawn):
    """Whether the card just drawn (``new``) was the one played, or None if it cannot be
    told: ``old`` and ``new`` are the known cards (or None), ``drawn`` what the event
    says (or None)."""
    if drawn is None:
        if new is card:
            return True  # two alike: the one just drawn is taken as played
        if new is not None:
            drawn = False
        elif old is not None and old is not card:
            drawn = True
        else:
            return None
    if (new if drawn else old) not in (None, card) or (not drawn and new is card):
        raise _bad(f"the {card} played is not the card the events put there")
    return drawn


def _matched(tokens, cards):
    """The tokens holding ``cards``, in that order (a card the player does not know fits
    any card)."""
    left = list(tokens)
    out = []
    for card in cards:
        for index, token in enumerate(left):
            if token.card is card:
                break
        else:
            for index, token in enumerate(left):
                if token.card is None:
                    token.card = card
                    break
            else:
                raise _bad(f"the {card} returned is not a card held")
        out.append(left.pop(index))
    return out


def _tell(token, card):
    """The player learns that ``token`` is ``card`` (no news when ``card`` is None)."""
    if card is None:
        return
    if token.card is not None and token.card is not card:
        raise _bad(f"a card known to be the {token.card} is shown as the {card}")
    token.card = card


def _bad(message):
    return IllegalAction("BAD_OBSERVATION",
                         f"These events cannot come from a round: {message}.")


_HANDLERS = {name[4:]: method for name, method in vars(Replay).items() if name.startswith("_on_")}
