"""A game of Love Letter in a terminal: one person against computer players.

What the person reads is their own view and nothing else: every sentence comes from
their :class:`~lovelet.Observation` (``rnd.observation(seat)``), told by
:mod:`lovelet.text.narration` in English, French or German, so a bot's hand is never shown
until a rule shows it.  Each decision is a short question with numbered answers: the
card, then its target, then the card a Guard names (or, for a Chancellor, the card
kept and the order of the others).  The answers offered are what the table shows, not
only the legal moves: a card the Countess rule forbids, or a protected player, may be
chosen, and the engine's refusal is then said in the person's language
(:meth:`lovelet.IllegalAction.sentence`) before the question is asked again.

The bots are agents of :mod:`lovelet.agents`, each drawing from its own generator of
the match layer (:func:`lovelet.lab.match.seat_generators`).  ``q``, end of input or Ctrl-C
leave the game without a traceback.
"""


from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lovelet.agents.heuristic import HeuristicAgent
from lovelet.engine.actions import ChancellorReturn, Play
from lovelet.engine.arguments import player_names
from lovelet.engine.cards import Card, Edition, edition_named
from lovelet.engine.errors import IllegalAction, refused, shown
from lovelet.engine.game import Game
from lovelet.engine.naming import card_or_none, folded, seat_or_none
from lovelet.lab.match import decide, seat_generators
from lovelet.text.i18n import card_name, card_with_article, formatted, text
from lovelet.text.narration import describe
from lovelet.text.languages import language_of
from lovelet.text.numbers import listed

__all__ = ["TerminalGame", "BOT_NAMES"]

#: Names for the computer players, in seat order (the person's own name is skipped).
BOT_NAMES = ("Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana")

_QUIT = {"q", "quit", "exit", "quitter", "beenden"}


class _Left(Exception):
    """The person left the game (q, end of input)."""


class TerminalGame:
    """One person (``name`` at ``seat``) against ``players - 1`` bots playing ``bots``
    (an agent), in ``language``; ``seed`` fixes the game (when None, one nobody can
    guess is drawn); the seed is shown once the game (or the single round) is over, to
    replay it, never before: it would tell every hidden card.  ``single_round`` stops
    after the first round.

    ``read(prompt)`` returns a line typed by the person (``input`` by default, which
    raises EOFError at the end of input) and ``write(line)`` shows one (``print``), so a
    test can script a whole game.  Bad settings are refused (IllegalAction) here,
    before anything is shown.
    """

    def __init__(self, edition: Edition | str = "revised", players: int = 3, name: str = "Ann", bots: Any = None,
                 seat: int = 0, seed: int | None = None, language: str = "en", single_round: bool = False,
                 read: Callable[[str], str] = input, write: Callable[[str], object] = print) -> None:
        self.language = language_of(language)
        if not isinstance(name, str) or not name.strip():
            raise refused("BAD_OPTION.terminal_name")
        edition = edition_named(edition)
        if type(players) is not int:
            raise refused("BAD_PLAYER_COUNT.not_a_number", shown=shown(players))
        player_names(edition, players)  # BAD_PLAYER_COUNT for a count the edition does not seat
        if type(seat) is not int or not 0 <= seat < players:
            raise refused("BAD_OPTION.terminal_seat", last=players - 1, shown=shown(seat))
        others = iter(bot for bot in BOT_NAMES if folded(bot) != folded(name))
        names = [name.strip() if place == seat else next(others) for place in range(players)]
        self.game = Game(edition, names, seed=seed)
        self.seat = seat
        self.bots = bots if bots is not None else HeuristicAgent()
        self.generators = seat_generators(self.game.seed, self.game.players)
        self.single_round = single_round
        self.read, self.write = read, write
        self._told = 0  # how many events of the person's view have been told

    # ------------------------------------------------------------------ words

    def _text(self, key, **values):
        return formatted(text(key, self.language), self.language, **values)

    def _cards(self, cards):
        return ", ".join(card_name(card, self.language) for card in cards) or text("none", self.language)

    def _card_choice(self, card):
        return f"{card_name(card, self.language)} ({self.game.edition.values[card]})"

    # ------------------------------------------------------------------ the game

    def run(self) -> int:
        """Play until the game (or the round) is over or the person leaves; returns the
        exit status: 0, or 130 after Ctrl-C."""
        try:
            self._play()
        except (_Left, EOFError):
            self.write("")
            self.write(self._text("cli_goodbye"))
        except KeyboardInterrupt:
            self.write("")
            self.write(self._text("cli_goodbye"))
            return 130
        return 0

    def _play(self):
        game, names = self.game, self.game.names
        edition = text(f"setup_edition_{game.edition.name}", self.language)
        bots = listed([name for seat, name in enumerate(names) if seat != self.seat], self.language)
        self.write(self._text("cli_welcome", edition=edition, name=names[self.seat], bots=bots))
        self.write(self._text("cli_how"))
        while True:
            self._play_round(game.round, len(game.rounds))
            if game.is_over or self.single_round:
                self.write("")
                self.write(self._text("cli_seed", seed=game.seed))
                return
            self.write("")
            if folded(self.read(self._text("cli_next_round") + " ")) in _QUIT:
                raise _Left
            game.next_round()

    def _play_round(self, rnd, number):
        names = self.game.names
        favors = ", ".join(f"{name} {count}" for name, count in zip(names, rnd.favors_before))
        self.write("")
        self.write(self._text("cli_round", number=number, favors=favors, needed=rnd.favors_needed))
        self._told = 0
        while not rnd.is_over:
            self._tell(rnd)
            seat = rnd.current_player
            if seat == self.seat:
                self._turn(rnd)
            else:
                rnd.apply(decide(self.bots, rnd.observation(seat), self.generators[seat]))
        self._tell(rnd)

    def _tell(self, rnd):
        """The events the person has not been told yet, as they saw them."""
        events = rnd.observation(self.seat).events
        for event in events[self._told:]:
            sentence = describe(event, self.game.names, self.language)
            if sentence:
                self.write(sentence)
        self._told = len(events)

    # ------------------------------------------------------------------ a decision

    def _turn(self, rnd):
        """Ask until the person's move is accepted; a refusal is said, then asked again."""
        observation = rnd.observation(self.seat)
        if observation.pending_chancellor:  # the second half of the same turn
            self.write(self._text("cli_hand", cards=self._cards(observation.hand)))
        else:
            self.write("")
            self.write(self._text("cli_your_turn", name=self.game.names[self.seat]))
            self._show(observation)
        while True:
            action = self._ask_action(observation)
            try:
                rnd.apply(action, self.seat)
                return
            except IllegalAction as refusal:
                self.write(refusal.sentence(self.language))

    def _show(self, observation):
        names = self.game.names
        self.write(self._text("cli_deck", count=observation.deck_size))
        if observation.face_up:
            self.write(f"{text('face_up', self.language)}: {self._cards(observation.face_up)}.")
        for seat, name in enumerate(names):
            status = [text(key, self.language).lower() for key, seats in
                      (("protected", observation.protected), ("out", observation.eliminated)) if seat in seats]
            shown = f"{name} ({', '.join(status)})" if status else name
            self.write(self._text("cli_discarded", name=shown, cards=self._cards(observation.discards[seat])))
        self.write(self._text("cli_hand", cards=self._cards(observation.hand)))

    def _ask_action(self, observation):
        if observation.pending_chancellor:
            return self._ask_chancellor(observation)
        hand = list(dict.fromkeys(observation.hand))  # two Guards are one choice
        card = self._choose(self._text("cli_ask_card"), [(self._card_choice(c), c) for c in hand])
        plays = [action for action in observation.legal_actions() if action.card is card]
        if not plays or all(action.target is None for action in plays):
            return Play(card)  # no choice to make, or a card the rules refuse (said by the engine)
        target = self._choose(self._text("cli_ask_target", card=card_with_article(card, self.language, "acc")),
                              self._targets(observation, card))
        if card is not Card.GUARD:
            return Play(card, target)
        guess = self._choose(self._text("cli_ask_guess"),
                             [(self._card_choice(c), c) for c in observation.edition.guessable])
        return Play(card, target, guess)

    def _targets(self, observation, card):
        """Every player still in the round the card could be aimed at, protected or not
        (the engine says why a protected player cannot be chosen)."""
        names = self.game.names
        options = []
        for seat in observation.in_round:
            if seat == self.seat:
                if card is Card.PRINCE:
                    options.append((self._text("cli_yourself", name=names[seat]), seat))
                continue
            label = names[seat]
            if seat in observation.protected:
                label += f" ({text('protected', self.language).lower()})"
            options.append((label, seat))
        return options

    def _ask_chancellor(self, observation):
        hand = list(observation.hand)
        keep = self._choose(self._text("cli_ask_keep"), [(self._card_choice(c), c) for c in dict.fromkeys(hand)])
        rest = list(hand)
        rest.remove(keep)
        if len(rest) == 2 and rest[0] is not rest[1]:
            lowest = self._choose(self._text("cli_ask_bottom"), [(self._card_choice(c), c) for c in rest])
            rest.remove(lowest)
            rest.append(lowest)  # the last card listed ends at the very bottom
        return ChancellorReturn(keep, tuple(rest))

    def _choose(self, question, options):
        """The value of the option the person picks, by its number or its name."""
        self.write(question)
        for number, (label, _) in enumerate(options, 1):
            self.write(f"  {number}. {label}")
        while True:
            answer = self.read(self._text("cli_prompt", count=len(options))).strip()
            if not answer:
                continue
            if folded(answer) in _QUIT:
                raise _Left
            picked = self._picked(answer, options)
            if picked is not None:
                return picked
            self.write(self._text("cli_not_a_choice", text=answer, count=len(options)))

    def _picked(self, answer, options):
        values = [value for _, value in options]
        if answer.isdigit():
            number = int(answer)
            return values[number - 1] if 1 <= number <= len(values) else None
        # A card or a player may also be named, in any of the three languages.
        for named in (card_or_none(answer, self.game.edition), seat_or_none(answer, self.game.names)):
            if named is not None and named in values:
                return named
        return None
