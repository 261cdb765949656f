"""One colour-blind-safe palette for every card drawing and every plot of lovelet.

The colours are the eight of Okabe and Ito ("Color Universal Design", 2008), which stay
apart for the common colour-vision deficiencies.  Ten characters share eight colours,
so colour never carries meaning alone: every character also has a **marker** (the
matplotlib marker drawn on its points and in the corner of its card) and a **hatch**
(the matplotlib hatch of its bars and the pattern of its card's band).  The eight
characters of the classic edition have eight different colours; the revised edition's
Spy shares black with the Baron and its Chancellor shares sky blue with the Priest, each
told apart by a different marker and hatch.

Plots ask :func:`color_of`, :func:`marker_of` and :func:`hatch_of` (or :func:`style_of`
for all three); :func:`projector_rc` gives matplotlib settings readable at the back of
a classroom (``matplotlib.rcParams.update(projector_rc())`` or
``with matplotlib.rc_context(projector_rc()):``).  This module never imports
matplotlib: it only names colours, markers and sizes.

Every function that takes a card reads it through :func:`lovelet.engine.naming.card_of` (a
Card or its name in English, French or German); anything else raises IllegalAction
(UNKNOWN_CARD).
"""

from __future__ import annotations


from dataclasses import dataclass
from types import MappingProxyType

from lovelet.engine.cards import Card
from lovelet.engine.naming import card_of

__all__ = ["OKABE_ITO", "CardStyle", "STYLES", "color_of", "marker_of", "hatch_of", "style_of",
           "tint", "ink_on", "contrast", "PROJECTOR_FONT_SIZE", "PROJECTOR_FIGSIZE",
           "PROJECTOR_MARKER_SIZE", "projector_rc", "TEXT_AS_WRITTEN", "BACK_COLOR", "BACK_INK"]

#: The Okabe-Ito colours by name, in their usual order.
OKABE_ITO = MappingProxyType({
    "black": "#000000",
    "orange": "#E69F00",
    "sky blue": "#56B4E9",
    "bluish green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish purple": "#CC79A7",
})


@dataclass(frozen=True)
class CardStyle:
    """How one character is drawn: its colour, its marker and its hatch.

    ``colour_name`` is the colour's Okabe-Ito name; ``marker`` a matplotlib marker
    ("^", "s", ...); ``hatch`` a matplotlib hatch ("//", "xx", ...).
    """

    card: Card
    colour_name: str
    marker: str
    hatch: str

    @property
    def color(self) -> str:
        """The colour as "#RRGGBB"."""
        return OKABE_ITO[self.colour_name]

    @property
    def tint(self) -> str:
        """A pale form of the colour, for a background that black text reads on."""
        return tint(self.color)

    @property
    def ink(self) -> str:
        """Black or white, whichever reads better on the colour itself."""
        return ink_on(self.color)


#: The style of every character.  No two share a marker or a hatch, so a plot or a card
#: can be read without seeing colour at all.
STYLES = MappingProxyType({
    Card.SPY: CardStyle(Card.SPY, "black", "X", "xx"),
    Card.GUARD: CardStyle(Card.GUARD, "blue", "^", "//"),
    Card.PRIEST: CardStyle(Card.PRIEST, "sky blue", "P", "++"),
    Card.BARON: CardStyle(Card.BARON, "black", "s", "--"),
    Card.HANDMAID: CardStyle(Card.HANDMAID, "bluish green", "D", "||"),
    Card.PRINCE: CardStyle(Card.PRINCE, "orange", "v", "\\\\"),
    Card.CHANCELLOR: CardStyle(Card.CHANCELLOR, "sky blue", "h", ".."),
    Card.KING: CardStyle(Card.KING, "yellow", "*", "**"),
    Card.COUNTESS: CardStyle(Card.COUNTESS, "vermillion", "o", "oo"),
    Card.PRINCESS: CardStyle(Card.PRINCESS, "reddish purple", "p", "OO"),
})

#: The back of a face-down card: a dark grey that is none of the characters' colours.
BACK_COLOR = "#3A3A3A"
BACK_INK = "#FFFFFF"


def style_of(card: Card | str) -> CardStyle:
    """The :class:`CardStyle` of ``card`` (a Card or a card's name)."""
    return STYLES[card if isinstance(card, Card) else card_of(card)]


def color_of(card: Card | str) -> str:
    """The colour of ``card`` as "#RRGGBB", for a plot's bar, line or point."""
    return style_of(card).color


def marker_of(card: Card | str) -> str:
    """The matplotlib marker of ``card``: draw it wherever the colour marks the card."""
    return style_of(card).marker


def hatch_of(card: Card | str) -> str:
    """The matplotlib hatch of ``card``: draw it on the card's bars."""
    return style_of(card).hatch


# ---------------------------------------------------------------------- colour arithmetic


def _rgb(color: str) -> tuple[int, int, int]:
    color = color.lstrip("#")
    return int(color[0:2], 16), int(color[2:4], 16), int(color[4:6], 16)


def rgba(color: str, alpha: float) -> str:
    """``color`` ("#RRGGBB") with opacity ``alpha`` (0 to 1), as CSS ``rgba(...)``."""
    red, green, blue = _rgb(color)
    return f"rgba({red},{green},{blue},{alpha:.2f})"


def tint(color: str, strength: float = 0.25) -> str:
    """``color`` mixed with white: ``strength`` 1 is the colour, 0 is white."""
    mixed = (round(255 - (255 - channel) * strength) for channel in _rgb(color))
    return "#" + "".join(f"{channel:02X}" for channel in mixed)


def _luminance(color: str) -> float:
    def linear(channel: int) -> float:
        share = channel / 255
        return share / 12.92 if share <= 0.04045 else ((share + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(channel) for channel in _rgb(color))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: str, second: str) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    lighter, darker = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def ink_on(color: str) -> str:
    """"#000000" or "#FFFFFF", whichever contrasts more with ``color``."""
    return "#000000" if contrast(color, "#000000") >= contrast(color, "#FFFFFF") else "#FFFFFF"


# ---------------------------------------------------------------------- the projector

#: The base font size (points) of a figure shown on a classroom projector.
PROJECTOR_FONT_SIZE = 16
#: A figure's size (inches) for the projector: wide enough for ten labelled bars.
PROJECTOR_FIGSIZE = (10, 6)
#: Marker size (points) for the projector.
PROJECTOR_MARKER_SIZE = 10


# The order in which plots without a card take the palette's colours, and their markers.
_CYCLE = ("blue", "vermillion", "bluish green", "orange", "reddish purple", "sky blue", "black", "yellow")
_CYCLE_MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*")


#: matplotlib settings that draw every text as it is written: never as mathematics (a
#: player named "a$b$c" keeps their dollars, "$\\undefinedmacro{x}$" cannot stop the
#: drawing), never through LaTeX.  Part of :func:`projector_rc`; see
#: :func:`lovelet.plots.figures.as_written`.
TEXT_AS_WRITTEN = {"text.parse_math": False, "text.usetex": False}


def projector_rc(font_size: float = PROJECTOR_FONT_SIZE) -> dict[str, object]:
    """matplotlib settings (an rcParams dict) for figures read on a projector.

    Titles are a little larger than ``font_size``, tick labels and legends a point
    smaller (15 pt: 14 pt at least once shown at 96 dpi); lines and markers are thick
    enough to be seen from the back of the room; lines drawn without a colour take the
    palette's colours, each with its own marker.
    """
    return {
        **TEXT_AS_WRITTEN,
        "figure.figsize": PROJECTOR_FIGSIZE,
        "figure.dpi": 100,
        "font.size": font_size,
        "axes.titlesize": font_size + 2,
        "axes.labelsize": font_size,
        "xtick.labelsize": font_size - 1,
        "ytick.labelsize": font_size - 1,
        "legend.fontsize": font_size - 1,
        "legend.title_fontsize": font_size - 1,
        "legend.edgecolor": OKABE_ITO["black"],
        "lines.linewidth": 2.5,
        "lines.markersize": PROJECTOR_MARKER_SIZE,
        "hatch.linewidth": 1.5,
        # A line or a bar drawn without a colour takes the palette's, each with its own
        # marker: matplotlib's default colours are never used.
        "axes.prop_cycle": "cycler(color=[{}]) + cycler(marker=[{}])".format(
            ", ".join(repr(OKABE_ITO[name]) for name in _CYCLE), ", ".join(repr(m) for m in _CYCLE_MARKERS)),
        "patch.facecolor": OKABE_ITO["blue"],
    }
