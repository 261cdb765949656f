"""Lesson 4's simulations: seeded shuffles and rounds that check the exact answers, and
the lesson's figures.

The exact answers of :mod:`lovelet.lessons.probability` are checked against the
engine's own shuffles, from a seed: of many deals, those the player could not tell from
hers (the same players, the same player to start, the same cards in her hand) are kept,
and we count how often the event happened (:func:`deals_like`, :func:`frequency`).  That
is the frequency definition of a chance, with a 95% interval: the exact answer should
fall inside it about 19 times in 20.  Whole rounds are played by bots to see how long a
round lasts (:func:`play_rounds`).

Matplotlib is imported only by the figures (:func:`plot_next_draws`,
:func:`plot_round_lengths`), which take ``ax=None``, return the axes and label everything
in ``language``; their colours, markers and hatches come from :mod:`lovelet.display.palette`.
"""

import math
from collections import Counter
from typing import NamedTuple

from lovelet.agents import CautiousRandomAgent, HeuristicAgent, RandomAgent
from lovelet.engine.cards import REVISED, Card, edition_named
from lovelet.deduction.outcomes import wilson_interval
from lovelet.engine.errors import refused, shown
from lovelet.display.chart import INK, NAMES_PLAIN, Bar, BarChart, Group, Line, LineChart, Rule, percent_ticks
from lovelet.plots.chart_mpl import drawn_or_described
from lovelet.plots.figures import drawn_as_written, new_axes
from lovelet.text.i18n import card_name, formatted, percent, text
from lovelet.lab.match import decide, play_round, seat_generators
from lovelet.engine.naming import card_of
from lovelet.text.languages import language_of
from lovelet.engine.observation import check_observation
from lovelet.display.palette import OKABE_ITO, color_of, marker_of
from lovelet.engine.round import Round
from lovelet.engine.streams import derived_generator, derived_seed
from lovelet.lessons.probability import checked_whole, at_the_deal, longest_round, next_draws_include

__all__ = [
    "Frequency", "frequency", "deals", "deals_like", "draws_frequencies",
    "BOT_KINDS", "play_rounds", "play_until", "round_lengths", "spy_bonus_share",
    "describe_next_draws", "describe_round_lengths", "plot_next_draws", "plot_round_lengths",
]

#: The bots of lesson 4's simulations, by kind.
BOT_KINDS = {"random": RandomAgent, "cautious": CautiousRandomAgent, "heuristic": HeuristicAgent}


# ---------------------------------------------------------------------- simulations


class Frequency(NamedTuple):
    """How often an event happened: ``hits`` times in ``trials``, with a 95% interval.

    ``p`` is the frequency ``hits / trials``; ``low`` and ``high`` the Wilson interval
    (see :func:`lovelet.deduction.outcomes.wilson_interval`).
    """

    hits: int
    trials: int

    @property
    def p(self):
        return self.hits / self.trials if self.trials else float("nan")

    @property
    def low(self):
        return wilson_interval(self.hits, self.trials).low if self.trials else 0.0

    @property
    def high(self):
        return wilson_interval(self.hits, self.trials).high if self.trials else 1.0

    def agrees_with(self, probability):
        """Whether ``probability`` (a chance computed exactly) lies inside the 95% interval.

        A true chance lies outside about once in 20 simulations: an answer that often
        falls outside, over several seeds, is the one to doubt."""
        return self.trials > 0 and self.low <= float(probability) <= self.high

    def __repr__(self):
        if not self.trials:
            return "Frequency(no trial)"
        return (f"{self.hits}/{self.trials} = {self.p:.4f} "
                f"(95% interval {self.low:.4f} to {self.high:.4f})")


def frequency(event, rounds):
    """The :class:`Frequency` of ``event`` (a function of a round, true or false) in ``rounds``."""
    hits = trials = 0
    for rnd in rounds:
        trials += 1
        hits += bool(event(rnd))
    return Frequency(hits, trials)


def deals(edition, players, tries, seed, first_player=None):
    """``tries`` rounds freshly dealt (a generator): deal ``i`` shuffled by a stream derived
    from ``seed`` and ``i`` (see :mod:`lovelet.engine.streams`), so the same seed gives the same
    deals on any machine.  ``first_player`` fixes who starts (by default drawn too)."""
    edition = edition_named(edition)
    checked_whole(tries, "tries")
    for index in range(tries):
        yield Round.deal(edition, players, first_player=first_player,
                         rng=derived_generator(seed, "lesson deal", index))


def deals_like(observation, tries, seed):
    """The deals, among ``tries`` shuffled from ``seed`` (see :func:`deals`), that the viewer
    of ``observation`` could not tell from the deal she sees: the same edition and players,
    the same player to start, the same cards in her hand (and the same face-up cards with
    two players).  A generator of rounds.

    ``observation`` is from the deal, before the first card is played (otherwise
    BAD_OPTION): later, what the players chose to play would be evidence too.
    """
    at_the_deal(observation, "deals_like")
    viewer, hand, face_up = observation.player, Counter(observation.hand), Counter(observation.face_up)
    for rnd in deals(observation.edition, list(observation.names), tries, seed,
                     first_player=observation.current_player):
        if Counter(rnd.hand(viewer)) == hand and Counter(rnd.face_up) == face_up:
            yield rnd


def draws_frequencies(observation, card, tries, seed):
    """{k: Frequency of at least one ``card`` among the next k cards of the deck} for
    k = 1 .. the deck's size, over the :func:`deals_like` ``observation``: the simulation
    that :func:`next_draws_include` should agree with, in one pass over the deals."""
    card = card_of(card, at_the_deal(observation, "draws_frequencies").edition)
    sizes = range(1, observation.deck_size + 1)
    hits, trials = Counter(), 0
    for rnd in deals_like(observation, tries, seed):
        trials += 1
        deck = rnd.deck
        first = next((place for place, drawn in enumerate(deck) if drawn is card), None)
        if first is not None:
            for k in sizes:
                hits[k] += k > first
    return {k: Frequency(hits[k], trials) for k in sizes}


def _agent(kind):
    if isinstance(kind, str) and kind in BOT_KINDS:
        return BOT_KINDS[kind]()
    raise refused("BAD_OPTION.bot_kind", kinds=", ".join(BOT_KINDS), shown=shown(kind))


def play_rounds(players, kind, rounds, seed, edition=REVISED):
    """``rounds`` rounds for ``players`` players (a number or names), each dealt and played
    to its end by bots of ``kind`` ("random", "cautious" or "heuristic"); a tuple of the
    finished rounds.  Round ``i`` is dealt and its bots draw from streams derived from
    ``seed`` and ``i``: the same seed gives the same rounds, and every kind of bot meets
    the same deals."""
    edition = edition_named(edition)
    checked_whole(rounds, "rounds")
    agent = _agent(kind)
    played = []
    for index in range(rounds):
        rnd = Round.deal(edition, players, rng=derived_generator(seed, "lesson deal", index))
        played.append(play_round(rnd, agent, seed=derived_seed(seed, "lesson bots", index)))
    return tuple(played)


def play_until(rnd, kind, seed, stop):
    """Play ``rnd`` with bots of ``kind`` at every seat, one decision at a time, until
    ``stop(rnd)`` is true after a decision or the round is over; returns ``rnd``.

    The bots draw from the match layer's generators of ``seed`` (one per seat), so the
    same round, kind and seed give the same play."""
    agent = _agent(kind)
    generators = seat_generators(seed, rnd.players)
    while not rnd.is_over and not stop(rnd):
        seat = rnd.current_player
        rnd.apply(decide(agent, rnd.observation(seat), generators[seat]), player=seat)
    return rnd


def round_lengths(rounds):
    """{number of turns: how many of ``rounds`` (finished) lasted that long}, shortest first."""
    return dict(sorted(Counter(rnd.turn for rnd in rounds).items()))


def spy_bonus_share(rounds):
    """The :class:`Frequency` of the rounds, among ``rounds`` (finished), that ended with
    the Spy bonus (docs/rules.md A13)."""
    return frequency(lambda rnd: rnd.result.get("spy_bonus") is not None, rounds)


# ---------------------------------------------------------------------- figures


def _axes(ax):
    if ax is not None and not callable(getattr(ax, "bar", None)):
        raise refused("BAD_OPTION.ax", shown=shown(ax))
    return new_axes(ax)


def describe_next_draws(observation, card=Card.GUARD, simulated=None, language="en"):
    """The chart of :func:`plot_next_draws`: the exact line in the card's colour and
    marker, the simulated frequencies as hollow black squares with their 95% intervals."""
    language = language_of(language)
    check_observation(observation, "plot_next_draws")
    card = card_of(card, observation.edition)
    sizes = list(range(1, observation.deck_size + 1))
    lines = [Line(text("lesson_exact", language),
                  tuple((k, float(next_draws_include(observation, card, k))) for k in sizes),
                  color_of(card), marker_of(card))]
    if simulated:
        shown_sizes = [k for k in sizes if k in simulated and simulated[k].trials]
        points = [simulated[k] for k in shown_sizes]
        lines.append(Line(text("lesson_simulated", language), tuple((k, point.p) for k, point in
                                                                      zip(shown_sizes, points)),
                          OKABE_ITO["black"], "s", joined=False,
                          intervals=tuple((point.low, point.high) for point in points)))
    return LineChart(formatted(text("lesson_draws_title", language), language, card=card_name(card, language)),
                     tuple(lines), text("lesson_draws_count", language), text("plot_probability", language),
                     percent_ticks(language), (0, 1.05), tuple((k, str(k)) for k in sizes))


@drawn_as_written
def plot_next_draws(observation, card=Card.GUARD, simulated=None, ax=None, language="en"):
    """The chance of at least one ``card`` among the next k cards of the deck, k = 1 .. the
    deck's size: the exact line (:func:`next_draws_include`, in the card's colour and with
    its marker) and, if given, the ``simulated`` frequencies (:func:`draws_frequencies`)
    as black squares with their 95% intervals (:func:`describe_next_draws`)."""
    return drawn_or_described(describe_next_draws(observation, card, simulated, language), ax, _axes)


# Each kind of bot: a colour of the palette and a hatch, so the bars read without colour.
_BOT_STYLES = {"random": ("blue", "//"), "cautious": ("bluish green", ".."), "heuristic": ("orange", "\\\\")}


def _share_ticks(top, language):
    """Marks of a share axis up to ``top``: every 5, 10 or 25%, as ``language`` writes them."""
    step = 0.05 if top <= 0.3 else 0.1 if top <= 0.6 else 0.25
    count = max(1, math.ceil(top / step - 1e-9))  # at least two marks
    return tuple((k * step, percent(k * step, language)) for k in range(count + 1))


def describe_round_lengths(rounds_by_kind, language="en"):
    """The chart of :func:`plot_round_lengths`: for each kind of bot, the share of its
    rounds that lasted each number of turns, side by side; the most turns a round can
    last, dashed."""
    language = language_of(language)
    if not isinstance(rounds_by_kind, dict) or not rounds_by_kind or \
            not all(kind in BOT_KINDS and rounds for kind, rounds in rounds_by_kind.items()):
        raise refused("BAD_OPTION.rounds_by_kind", kinds=", ".join(BOT_KINDS), shown=shown(rounds_by_kind))
    first = next(iter(rounds_by_kind.values()))[0]
    most = longest_round(Round.deal(first.edition, first.players, seed=0).observation(0))
    turns = list(range(1, most + 1))
    width = 0.8 / len(rounds_by_kind)
    bars = []
    for place, (kind, rounds) in enumerate(rounds_by_kind.items()):
        lengths = round_lengths(rounds)
        colour, hatch = _BOT_STYLES[kind]
        bars += [Bar(str(turn), lengths.get(turn, 0) / len(rounds), OKABE_ITO[colour], hatch, INK,
                     position=turn - 0.4 + width * (place + 0.5), width=width, edge=0.5,
                     series=text(f"lesson_bots_{kind}", language)) for turn in turns]
    counts = {len(rounds) for rounds in rounds_by_kind.values()}
    ticks = _share_ticks(max(bar.value for bar in bars), language)
    rule = Rule(most + 0.5, INK, formatted(text("lesson_turns_most", language), language, turns=most), at_place=True)
    return BarChart(formatted(text("lesson_turns_title", language), language, players=first.players,
                              rounds="/".join(str(count) for count in sorted(counts))), tuple(bars),
                    text("lesson_turns_count", language), text("lesson_turns_share", language), ticks,
                    # room above the top mark: its text clear of the title
                    least=ticks[-1][0] + (ticks[1][0] - ticks[0][0]) / 2, names=NAMES_PLAIN,
                    groups=tuple(Group(str(turn), turn) for turn in turns),
                    rules=(rule,), legend_place="beside")


@drawn_as_written
def plot_round_lengths(rounds_by_kind, ax=None, language="en"):
    """Bars of how long rounds lasted: for each kind of bot ({kind: finished rounds, as
    :func:`play_rounds` gives them}), the share of its rounds that lasted each number of
    turns, side by side, each kind in its own colour and hatch and named in the legend;
    a dashed line marks the most turns a round can last (:func:`longest_round`)
    (:func:`describe_round_lengths`)."""
    return drawn_or_described(describe_round_lengths(rounds_by_kind, language), ax, _axes)
