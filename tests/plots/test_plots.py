"""The figures of lovelet.plots: what they draw, and in which language they say it."""

from fractions import Fraction

import pytest

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (after choosing the Agg backend)

from lovelet import REVISED, Card, Round  # noqa: E402
from lovelet.deduction.odds import (copies_left_distribution, guard_odds,  # noqa: E402
                                    unseen_counts)
from lovelet.display.palette import color_of, hatch_of  # noqa: E402
from lovelet.plots import (plot_belief, plot_belief_over_time, plot_copies_left,  # noqa: E402
                           plot_guard_odds, plot_outcomes, plot_unseen_values)

C = Card


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


def position():
    """3 players, Ann to play with Guard and Baron; Ben and Cleo hold one card each."""
    return Round.from_position(
        REVISED, players=["Ann", "Ben", "Cleo"],
        hands=[[C.GUARD, C.BARON], [C.PRIEST], [C.COUNTESS]],
        deck=[C.SPY, C.GUARD, C.KING], set_aside=C.PRINCESS,
        discards=[[C.GUARD, C.GUARD, C.HANDMAID, C.PRIEST, C.SPY],
                  [C.GUARD, C.BARON, C.CHANCELLOR, C.PRINCE],
                  [C.GUARD, C.PRINCE, C.CHANCELLOR, C.HANDMAID]])


def observation():
    return position().observation(0)


def bar_heights(ax):
    return [patch.get_height() for patch in ax.patches]


def labels(ax):
    return ax.get_title(), ax.get_xlabel(), ax.get_ylabel()


def tick_texts(ax, axis="x"):
    ticks = ax.get_xticklabels() if axis == "x" else ax.get_yticklabels()
    return [tick.get_text() for tick in ticks]


# ---------------------------------------------------------------------- unseen values

def test_unseen_values_draws_one_bar_per_value_with_the_unseen_count():
    seen = observation()
    ax = plot_unseen_values(seen)
    counts = unseen_counts(seen)
    assert bar_heights(ax) == [counts[card] for card in REVISED.cards]
    assert [patch.get_x() + patch.get_width() / 2 for patch in ax.patches] == list(range(10))
    written = [t.get_text() for t in ax.texts]
    assert written == [str(counts[card]) for card in REVISED.cards]
    # Ben's Priest, Cleo's Countess, Spy, Guard and King in the deck, the Princess aside.
    assert sum(bar_heights(ax)) == 6


@pytest.mark.parametrize("language, title, xlabel, ylabel, princess", [
    ("en", "Cards not seen yet", "Card value", "Unseen copies", "Princess"),
    ("fr", "Cartes pas encore vues", "Valeur de la carte", "Exemplaires non vus", "Princesse"),
    ("de", "Noch nicht gesehene Karten", "Kartenwert", "Ungesehene Exemplare", "Prinzessin"),
])
def test_unseen_values_speaks_the_language(language, title, xlabel, ylabel, princess):
    ax = plot_unseen_values(observation(), language=language)
    assert labels(ax) == (title, xlabel, ylabel)
    assert tick_texts(ax)[-1] == f"9 {princess}"


# ---------------------------------------------------------------------- Guard odds

def test_guard_odds_bars_are_the_odds_and_the_best_guess_stands_out():
    seen = observation()
    ax = plot_guard_odds(seen, 1)
    odds = guard_odds(seen, 1)
    assert bar_heights(ax) == pytest.approx([float(odds[card]) for card in REVISED.guessable])
    # Each bar is its card's colour and hatch (colour never alone carries the card).
    for patch, card in zip(ax.patches, REVISED.guessable):
        assert matplotlib.colors.to_hex(patch.get_facecolor()) == color_of(card).lower()
        assert patch.get_hatch() == hatch_of(card)
    # Ben's card is one of 6 unseen: Priest, Countess, Spy, Guard, King, Princess, all
    # 1/6: the tie goes to the lowest value, the Spy.  The best guess has a thick edge and
    # says so in words, not by colour.
    best = list(REVISED.guessable).index(C.SPY)
    widths = [patch.get_linewidth() for patch in ax.patches]
    assert widths[best] > max(width for index, width in enumerate(widths) if index != best)
    written = [text.get_text() for text in ax.texts]
    assert any("best guess" in label and "17%" in label for label in written)
    assert bar_heights(ax)[best] == pytest.approx(1 / 6)


def test_figures_are_drawn_for_the_projector():
    from lovelet.display.palette import PROJECTOR_FIGSIZE, PROJECTOR_FONT_SIZE

    ax = plot_unseen_values(observation())
    assert tuple(ax.figure.get_size_inches()) == pytest.approx(PROJECTOR_FIGSIZE)
    assert ax.title.get_fontsize() >= PROJECTOR_FONT_SIZE
    assert min(label.get_fontsize() for label in ax.get_xticklabels()) >= PROJECTOR_FONT_SIZE - 2
    for patch, card in zip(ax.patches, REVISED.cards):
        assert patch.get_hatch() == hatch_of(card)


def test_guard_odds_in_french_and_german():
    ax = plot_guard_odds(observation(), "Ben", language="fr")
    assert labels(ax) == ("Garde\u00a0: chance d'éliminer Ben", "Carte nommée", "Probabilité de toucher")
    assert "Espionne" in tick_texts(ax)
    ax = plot_guard_odds(observation(), 2, language="de")
    assert labels(ax) == ("Wächterin: Chance, Cleo hinauszuwerfen", "Genannte Karte",
                          "Trefferwahrscheinlichkeit")
    assert "Gräfin" in tick_texts(ax)


def test_guard_odds_follow_a_belief():
    belief = FakeBelief(observation(), {1: {C.KING: Fraction(3, 4), C.PRIEST: Fraction(1, 4)},
                                        2: {}})
    ax = plot_guard_odds(belief.observation, 1, belief=belief)
    heights = dict(zip(REVISED.guessable, bar_heights(ax)))
    assert heights[C.KING] == 0.75 and heights[C.PRIEST] == 0.25 and heights[C.SPY] == 0


# ---------------------------------------------------------------------- copies left

def test_copies_left_bars_are_the_hypergeometric_chances():
    seen = observation()
    ax = plot_copies_left(seen, C.GUARD)
    distribution = copies_left_distribution(seen, C.GUARD)
    assert bar_heights(ax) == pytest.approx([float(p) for p in distribution.values()])
    # One Guard unseen among 6 cards, 3 of them in the deck: in the deck half the time.
    assert bar_heights(ax) == pytest.approx([0.5, 0.5])
    assert labels(ax) == ("Copies of the Guard left in the deck", "Copies in the deck",
                          "Probability")


def test_copies_left_in_french_and_german():
    ax = plot_copies_left(observation(), C.SPY, language="fr")
    assert labels(ax) == ("Exemplaires de la carte Espionne restant dans la pioche",
                          "Exemplaires dans la pioche", "Probabilité")
    ax = plot_copies_left(observation(), C.SPY, language="de")
    assert labels(ax) == ("Exemplare der Karte Spionin im Nachziehstapel",
                          "Exemplare im Nachziehstapel", "Wahrscheinlichkeit")


# ---------------------------------------------------------------------- belief heatmap

class FakeBelief:
    """Just the interface plot_belief reads: hand(seat), set_aside, next_draw, observation."""

    def __init__(self, observation, hands, set_aside=None, next_draw=None):
        self.observation = observation
        self.hands = hands
        self.set_aside = set_aside or {C.PRINCESS: Fraction(1, 2), C.KING: Fraction(1, 2)}
        self.next_draw = next_draw or {C.SPY: Fraction(1, 3), C.GUARD: Fraction(2, 3)}

    def hand(self, seat):
        return self.hands[seat]


def test_belief_heatmap_has_a_row_per_opponent_then_set_aside_and_next_draw():
    belief = FakeBelief(observation(), {1: {C.PRIEST: Fraction(1)},
                                        2: {C.COUNTESS: Fraction(1, 4), C.KING: Fraction(3, 4)}})
    ax = plot_belief(belief)
    grid = ax.images[0].get_array()
    cards = list(REVISED.cards)
    assert grid.shape == (4, len(cards))
    assert grid[0][cards.index(C.PRIEST)] == 1 and grid[0].sum() == 1
    assert grid[1][cards.index(C.KING)] == 0.75 and grid[1][cards.index(C.COUNTESS)] == 0.25
    assert grid[2][cards.index(C.PRINCESS)] == 0.5
    assert grid[3][cards.index(C.GUARD)] == pytest.approx(2 / 3)
    assert tick_texts(ax, "y") == ["Ben", "Cleo", "Set aside", "Next draw"]
    written = sorted(t.get_text() for t in ax.texts)
    assert written == sorted(["100%", "25%", "75%", "50%", "50%", "33%", "67%"])
    assert labels(ax) == ("Where the unseen cards may be, as Ann sees it", "Card", "Place")


def test_belief_heatmap_in_french_and_german_and_without_the_places_that_are_gone():
    seen = observation()
    belief = FakeBelief(None, {1: {C.PRIEST: 1}, 2: {C.COUNTESS: 1}})
    ax = plot_belief(belief, seen, language="fr")
    assert tick_texts(ax, "y") == ["Ben", "Cleo", "Carte mise à part", "Prochaine pioche"]
    assert labels(ax) == ("Où peuvent être les cartes non vues, selon Ann", "Carte",
                          "Emplacement")
    assert "100\u202f%" in [t.get_text() for t in ax.texts]
    ax = plot_belief(belief, seen, language="de")
    assert labels(ax)[1:] == ("Karte", "Ort")
    assert "Reservekarte" in tick_texts(ax, "y")
    # The last turn: no next draw to show.
    last = Round.from_position(
        REVISED, hands=[[C.HANDMAID, C.GUARD], [C.GUARD]], deck=[], set_aside=C.PRINCESS,
        face_up=[C.SPY, C.SPY, C.COUNTESS],
        discards=[[C.GUARD, C.GUARD, C.PRIEST, C.BARON, C.HANDMAID, C.PRINCE, C.CHANCELLOR],
                  [C.GUARD, C.GUARD, C.PRIEST, C.BARON, C.PRINCE, C.CHANCELLOR, C.KING]])
    ax = plot_belief(FakeBelief(last.observation(0), {1: {C.GUARD: Fraction(1, 2),
                                                          C.PRINCESS: Fraction(1, 2)}}))
    assert tick_texts(ax, "y") == ["Player 2", "Set aside"]


def test_belief_heatmap_of_lovelets_own_belief():
    seen = observation()
    belief = pytest.importorskip("lovelet.deduction.belief").belief(seen)
    ax = plot_belief(belief, seen)
    grid = ax.images[0].get_array()
    assert tick_texts(ax, "y") == ["Ben", "Cleo", "Set aside", "Next draw"]
    # Nothing but counting is known: every row spreads over the 6 unseen cards.
    counts = unseen_counts(seen)
    for row in grid:
        assert list(row) == pytest.approx([counts[card] / 6 for card in REVISED.cards])


# ---------------------------------------------------------------------- outcomes

def test_outcomes_bars_and_confidence_intervals():
    estimates = {"Ann": (0.5, 0.4, 0.6), "Ben": (0.3, 0.25, 0.38), "Cleo": (0.2, 0.1, 0.3)}
    ax = plot_outcomes(estimates)
    assert bar_heights(ax) == pytest.approx([0.5, 0.3, 0.2])
    assert tick_texts(ax) == ["Ann", "Ben", "Cleo"]
    # The error bars run from low to high.
    segments = [line for collection in ax.collections for line in collection.get_segments()]
    spans = sorted(bound for s in segments for bound in (min(s[:, 1]), max(s[:, 1])))
    expected = sorted(bound for _, low, high in estimates.values() for bound in (low, high))
    assert len(segments) == 3 and spans == pytest.approx(expected)
    assert labels(ax) == ("Chances of winning", "Player", "Chance of winning")


def test_outcomes_in_french_and_german():
    estimates = {"Ann": (Fraction(1, 2), Fraction(2, 5), Fraction(3, 5))}
    assert labels(plot_outcomes(estimates, language="fr")) == (
        "Chances de gagner", "Joueur", "Probabilité de gagner")
    assert labels(plot_outcomes(estimates, language="de")) == (
        "Gewinnchancen", "Spieler", "Gewinnwahrscheinlichkeit")


# ---------------------------------------------------------------------- belief over time

def test_belief_over_time_draws_one_line_per_label_through_its_turns():
    history = [(1, {C.PRINCESS: Fraction(1, 6), "Ben out": 0}),
               (2, {C.PRINCESS: Fraction(1, 4)}),
               (3, {C.PRINCESS: Fraction(1, 2), "Ben out": Fraction(1, 3)})]
    ax = plot_belief_over_time(history, language="de")
    lines = {line.get_label(): line for line in ax.get_lines()}
    assert set(lines) == {"Prinzessin", "Ben out"}
    assert list(lines["Prinzessin"].get_xdata()) == [1, 2, 3]
    assert list(lines["Prinzessin"].get_ydata()) == pytest.approx([1 / 6, 1 / 4, 1 / 2])
    assert list(lines["Ben out"].get_xdata()) == [1, 3]
    assert labels(ax) == ("Wahrscheinlichkeiten Zug für Zug", "Zug", "Wahrscheinlichkeit")
    assert labels(plot_belief_over_time(history, language="fr")) == (
        "Probabilités tour après tour", "Tour", "Probabilité")
    assert labels(plot_belief_over_time(history)) == (
        "Probabilities turn by turn", "Turn", "Probability")


# ---------------------------------------------------------------------- axes

def every_plot(axes):
    """Each plot once, drawn on the axes ``axes()`` gives (None: let the plot make one)."""
    seen = observation()
    belief = FakeBelief(seen, {1: {C.PRIEST: 1}, 2: {C.COUNTESS: 1}})
    return [
        (axes_given := axes(), plot_unseen_values(seen, ax=axes_given)),
        (axes_given := axes(), plot_guard_odds(seen, 1, ax=axes_given)),
        (axes_given := axes(), plot_copies_left(seen, C.KING, ax=axes_given)),
        (axes_given := axes(), plot_belief(belief, ax=axes_given)),
        (axes_given := axes(), plot_outcomes({"Ann": (0.5, 0.4, 0.6)}, ax=axes_given)),
        (axes_given := axes(), plot_belief_over_time([(1, {"x": 0.5})], ax=axes_given)),
    ]


def test_every_plot_draws_on_the_axes_it_is_given():
    for given, drawn in every_plot(lambda: plt.subplots()[1]):
        assert drawn is given
        assert all(labels(drawn))


def test_every_plot_without_axes_makes_its_own_figure_with_a_title_and_labels():
    drawn = [ax for _, ax in every_plot(lambda: None)]
    assert len({id(ax.figure) for ax in drawn}) == 6
    for ax in drawn:
        assert isinstance(ax, matplotlib.axes.Axes)
        assert all(labels(ax))


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError):
        plot_unseen_values(observation(), language="it")
