"""The coach's advice: every legal move of a decision with what it does now, and a pick.

:func:`~lovelet.deduction.coach.coach` makes an :class:`Advice`; this module is what
it gives: one :class:`Option` per legal move, the rows of a table
(:meth:`Advice.rows`), plain data for a widget (:meth:`Advice.summary`) and HTML
(:meth:`Advice.to_html`).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from lovelet.engine.actions import ChancellorReturn
from lovelet.engine.cards import Card, Edition
from lovelet.engine.errors import refused, shown
from lovelet.engine.frozen import ReadOnlyDict
from lovelet.text.languages import language_of
from lovelet.text.i18n import card_name, text, with_colon
from lovelet.display.coach import coach_html
from lovelet.deduction.coach_words import Sentence, fraction_text, percent_text
from lovelet.deduction.drawn import DrawnAsHtml
from lovelet.deduction.players import Action

__all__ = ["Advice", "Option", "move_text"]


@dataclass(frozen=True)
class Option:
    """One legal move and what it does now.

    ``action`` is the :class:`~lovelet.Play` or :class:`~lovelet.ChancellorReturn`;
    ``kind`` one of :data:`KINDS`; ``result`` a read-only dict of the move's exact
    consequences (Fractions; distributions are {card: chance} over every card of the
    edition); ``knock_out`` the chance that the move puts an opponent out of the round
    now, ``self_out`` the chance that it puts the player out; ``score`` the agent's
    score of the move (higher is better; None when the agent gives none); ``said`` the
    move's :class:`Sentence`.
    """

    action: Action
    kind: str
    result: ReadOnlyDict
    knock_out: Fraction
    self_out: Fraction
    score: float | None
    said: Sentence

    @property
    def card(self) -> Card:
        """The card played, or for a Chancellor's return the card kept."""
        return self.action.keep if isinstance(self.action, ChancellorReturn) else self.action.card

    @property
    def target(self) -> int | None:
        """The seat the move is aimed at, or None."""
        return None if isinstance(self.action, ChancellorReturn) else self.action.target

    def sentence(self, language: str = "en") -> str:
        """What the move does, in ``language`` (plain text: escape it to draw it as HTML)."""
        return self.said.text(language)


@dataclass(frozen=True)
class Advice(DrawnAsHtml):
    """The coach's advice for one decision: every legal option, and a pick with its reason.

    ``options`` lists one :class:`Option` per legal action, in the order of
    ``observation.legal_actions()``; ``pick`` is the action the agent takes, ``why`` a
    :class:`Sentence` saying why; ``notes`` are sentences about the rules that bind
    here (the Countess, protected players).  Two pieces of advice are equal when every
    option, number and sentence is: the property tests compare advice this way.
    """

    draw_html = staticmethod(coach_html)

    edition: Edition
    names: tuple[str, ...]
    player: int
    options: tuple[Option, ...]
    pick: Action
    why: Sentence
    notes: tuple[Sentence, ...] = ()

    def option(self, action: Action) -> Option:
        """The option of ``action`` (refused with BAD_ACTION when it is not a legal one)."""
        for option in self.options:
            if option.action == action:
                return option
        raise refused("BAD_ACTION.not_advised", shown=shown(action))

    @property
    def picked(self) -> Option:
        """The option of the pick."""
        return self.option(self.pick)

    def rows(self, language: str = "en") -> tuple[ReadOnlyDict, ...]:
        """The options as the rows of a table, in display order.

        One read-only dict per option: ``action``, ``kind``, ``card`` and ``target``,
        ``move`` (the move in words), ``knock_out`` and ``self_out`` (Fractions) with
        ``knock_out_text`` and ``self_out_text`` ("27%") and ``knock_out_exact`` and
        ``self_out_exact`` ("3/11"), ``score``, ``pick`` (True for the agent's pick),
        ``group`` (the rows of one Guard's target share it), ``text`` (the sentence, in
        percentages) and ``text_exact`` (with the fractions).  The options keep their legal order, except that
        the Guard's guesses at one target are listed together, the best chance first
        (on a tie, the lower value first).  Texts are plain: escape them to draw them.
        """
        language = language_of(language)
        order = {card: index for index, card in enumerate(self.edition.cards)}
        placed, rows = set(), []
        for index, option in enumerate(self.options):
            if index in placed:
                continue
            if option.kind == "guard":
                group = [(other, item) for other, item in enumerate(self.options)
                         if item.kind == "guard" and item.target == option.target]
                group.sort(key=lambda pair: (-pair[1].knock_out, order[pair[1].action.guess]))
            else:
                group = [(index, option)]
            for other, item in group:
                placed.add(other)
                rows.append(self._row(item, language, f"guard-{item.target}" if item.kind == "guard" else str(other)))
        return tuple(rows)

    def _row(self, option: Option, language: str, group: str) -> ReadOnlyDict:
        return ReadOnlyDict(
            action=option.action, kind=option.kind, card=option.card, target=option.target,
            move=move_text(option.action, self.names, language),
            knock_out=option.knock_out, self_out=option.self_out,
            knock_out_text=percent_text(option.knock_out, language),
            self_out_text=percent_text(option.self_out, language),
            knock_out_exact=fraction_text(option.knock_out), self_out_exact=fraction_text(option.self_out),
            score=option.score, pick=option.action == self.pick, group=group,
            text=option.sentence(language), text_exact=option.said.text(language, exact=True))

    def summary(self, language: str = "en") -> dict[str, Any]:
        """The advice as plain data in ``language``, ready for a widget's traits (JSON).

        {"player", "title", "rows", "pick", "why", "why_exact", "notes"}: ``rows`` as
        :meth:`rows` gives them, each with its cards as codes ("GUARD"), its target a seat
        (or None), its chances as percentages ("knock_out") and fractions
        ("knock_out_exact"), its sentence in percentages ("text") and with the fractions
        ("text_exact"), and nothing else; ``pick`` the picked move in words, ``why``
        (and ``why_exact``) and ``notes`` sentences.  Texts are plain, not escaped.
        """
        language = language_of(language)
        rows = []
        for row in self.rows(language):
            action = row["action"]
            keep = isinstance(action, ChancellorReturn)
            rows.append({
                "kind": row["kind"], "card": row["card"].name, "target": row["target"],
                "target_name": None if row["target"] is None else self.names[row["target"]],
                "guess": None if keep or action.guess is None else action.guess.name,
                "bottom": [card.name for card in action.bottom] if keep else [],
                "move": row["move"], "knock_out": row["knock_out_text"],
                "self_out": row["self_out_text"], "knock_out_exact": row["knock_out_exact"],
                "self_out_exact": row["self_out_exact"], "pick": row["pick"], "group": row["group"],
                "text": row["text"], "text_exact": row["text_exact"]})
        return {"player": self.player, "title": text("coach_title", language), "rows": rows,
                "pick": move_text(self.pick, self.names, language), "why": self.why.text(language),
                "why_exact": self.why.text(language, exact=True),
                "notes": [note.text(language) for note in self.notes]}



    def __repr__(self) -> str:
        return (f"<Advice for {self.names[self.player]}: {len(self.options)} options; "
                f"pick {move_text(self.pick, self.names, 'en')}>")


def move_text(action: Action, names: tuple[str, ...], language: str) -> str:
    """A move in a few words: "Guard → Ben: Priest", "Keep: King (under: Guard → Spy)"."""
    if isinstance(action, ChancellorReturn):
        under = " \u2192 ".join(card_name(card, language) for card in action.bottom)
        move = f"{with_colon(text('coach_keep', language), language)} {card_name(action.keep, language)}"
        return f"{move} ({with_colon(text('coach_under', language), language)} {under})" if under else move
    move = card_name(action.card, language)
    if action.target is not None:
        move += f" \u2192 {names[action.target]}"
    if action.guess is not None:
        move = f"{with_colon(move, language)} {card_name(action.guess, language)}"
    return move
