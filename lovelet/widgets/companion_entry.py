"""The companion's quick entry: the entry a record waits for, one field (one tap) at a time.

A :class:`Draft` is the entry being made for a :class:`~lovelet.companion.Record`.  The
record says which kind of entry it waits for (:meth:`~lovelet.companion.Record.expected`)
and, field by field, which values are legal given the fields chosen before
(:meth:`~lovelet.companion.Record.options_for`); the draft asks for the fields in order
(a card, then its target, then the Guard's guess...), offers exactly those values, and
builds the entry once every field has one.  A field with one value that nobody needs to
tap is filled in by itself: the player on turn, a field the entry does not use (a
Handmaid's target), the start player after a single winner.  An entry that needs no
choice at all (another player finishing a Chancellor) is confirmed by one button,
:data:`CONFIRM`.

The field names: those of the entry (``card``, ``target``, ``guess``, ``drawn``,
``hit``, ``loser``, ``keep``, ``bottom``, ``set_aside``, ``start_player``), and
``card0``, ``card1`` for the cards a Chancellor draws, ``shown<seat>`` for the card a
player shows at the round's end, ``face_up0`` to ``face_up2`` for a new round's face-up
cards.
"""

from lovelet.engine.cards import Card
from lovelet.companion import (BaronOutcome, ChancellorDrew, ChancellorReturned, Discarded, Drew, GuardAnswer,
                         NextRound, Played, Revealed, Saw)
from lovelet.companion.entries import json_value as as_json  # a button's value is the field's JSON
from lovelet.text.i18n import card_name, formatted, text

__all__ = ["Draft", "CONFIRM", "as_json", "fields_of", "entry_of"]

#: The value of the one button of an entry that needs no choice ("Done").
CONFIRM = "confirm"
_SEATS = ("player", "target", "loser", "start_player")  # the fields whose values are seats


def _say(key, language, **values):
    return formatted(text(key, language), language, **values) if values else text(key, language)


def fields_of(expected, players):
    """The fields of the ``expected`` entry (an Expected) with ``players`` at the table, in
    the order they are asked."""
    kind = expected.kind
    if kind == "played":
        return ["player", "card", "target", "guess", "drawn"]
    if kind in ("drew", "saw", "discarded"):
        return ["card"]
    if kind == "guard_answer":
        return ["hit"]
    if kind == "baron_outcome":
        return ["loser", "card"]
    if kind == "chancellor_drew":
        return [f"card{index}" for index in range(expected.count)]
    if kind == "chancellor_returned":
        return ["keep", "bottom"]
    if kind == "revealed":
        return [f"shown{seat}" for seat in expected.players] + (["set_aside"] if expected.set_aside else [])
    if kind == "next_round":
        return ["start_player", "card"] + ([f"face_up{index}" for index in range(3)] if players == 2 else [])
    return []


def entry_of(expected, chosen):
    """The entry the fields ``chosen`` (every field of :func:`fields_of`) make."""
    kind = expected.kind
    if kind == "played":
        return Played(chosen["player"], chosen["card"], chosen["target"], chosen["guess"], chosen["drawn"])
    if kind in ("drew", "saw", "discarded"):
        return {"drew": Drew, "saw": Saw, "discarded": Discarded}[kind](chosen["card"])
    if kind == "guard_answer":
        return GuardAnswer(chosen["hit"])
    if kind == "baron_outcome":
        return BaronOutcome(chosen["loser"], chosen["card"])
    if kind == "chancellor_drew":
        return ChancellorDrew(tuple(chosen[f"card{index}"] for index in range(expected.count)))
    if kind == "chancellor_returned":
        return ChancellorReturned(expected.player, chosen["keep"], chosen["bottom"])
    if kind == "revealed":
        return Revealed({seat: chosen[f"shown{seat}"] for seat in expected.players}, chosen.get("set_aside"))
    return NextRound(chosen["card"], tuple(chosen[name] for name in sorted(chosen) if name.startswith("face_up")),
                     chosen["start_player"])


class Draft:
    """The entry being made for ``record``: the fields chosen so far (``chosen``), and
    those a button chose, in order (``tapped``: :meth:`back` takes them back)."""

    def __init__(self, record):
        self.record = record
        self.chosen = {}
        self.tapped = []

    def clear(self):
        self.chosen, self.tapped = {}, []

    def fields(self):
        return fields_of(self.record.expected(), len(self.record.names))

    def choose(self, field, value):
        """Choose ``value`` for ``field`` (a button was tapped); True once the entry is complete."""
        self.chosen[field] = value
        self.tapped.append(field)
        return self.next_field() is None

    def back(self):
        """Forget the last tapped field and every field after it (filled in by itself);
        False when nothing was tapped."""
        if not self.tapped:
            return False
        field = self.tapped.pop()
        order = self.fields()
        for name in order[order.index(field):]:
            self.chosen.pop(name, None)
        return True

    def entry(self):
        """The entry the draft makes (once :meth:`next_field` says it is complete)."""
        return entry_of(self.record.expected(), self.chosen)

    def options(self, field):
        """The legal values of ``field`` of the expected entry, the fields before it chosen."""
        record, chosen = self.record, self.chosen
        expected = record.expected()
        kind = expected.kind
        if kind == "played":
            before = {"player": (), "card": (), "target": ("card",), "guess": ("card", "target"),
                      "drawn": ("card", "target", "guess")}[field]
            return record.options_for(field, **{name: chosen[name] for name in before})
        if kind == "baron_outcome" and field == "card":
            return record.options_for("card", loser=chosen["loser"])
        if kind == "chancellor_drew":
            index = int(field[len("card"):])
            return record.options_for("card", before=tuple(chosen[f"card{i}"] for i in range(index)))
        if kind == "chancellor_returned" and field == "bottom":
            return record.options_for("bottom", keep=chosen["keep"])
        if kind == "revealed":
            hands = tuple((seat, chosen[f"shown{seat}"]) for seat in expected.players if f"shown{seat}" in chosen)
            if field == "set_aside":
                return record.options_for("set_aside", hands=hands)
            return record.options_for("card", player=int(field[len("shown"):]), hands=hands)
        if kind == "next_round" and field.startswith("face_up"):
            return record.options_for("face_up")
        return record.options_for(field)

    def next_field(self):
        """The next field a button must choose, filling in those nobody needs to tap:
        (field, its legal values), (CONFIRM, (CONFIRM,)) when nothing is left to choose
        and nothing was tapped, or None once the entry is complete (and at the game's end)."""
        expected = self.record.expected()
        for field in fields_of(expected, len(self.record.names)):
            if field in self.chosen:
                continue
            options = tuple(self.options(field))
            if options == (None,):
                self.chosen[field] = None  # a field this entry does not use (a Handmaid's target)
            elif field == "player" and len(options) == 1:
                self.chosen[field] = options[0]  # the record knows whose turn it is
            elif field == "start_player" and len(options) == 1:
                self.chosen[field] = None  # the one winner starts: nobody is asked
            else:
                return field, options
        if expected.kind != "game_over" and not self.tapped:
            return CONFIRM, (CONFIRM,)
        return None

    # ------------------------------------------------------------------ words

    def button(self, field, value, language):
        """One button of ``field``: its label, its value as JSON, its card and seat (or None)."""
        return {"label": self.label(field, value, language), "value": as_json(value),
                "card": value.name if isinstance(value, Card) else None,
                "seat": value if field in _SEATS else None}

    def label(self, field, value, language):
        """``value`` of ``field`` in words: a name, a card and its value, "Right guess"..."""
        record = self.record
        if field == CONFIRM:
            return _say("companion_done", language)
        if field in _SEATS:
            return _say("companion_tie", language) if value is None else record.names[value]
        if field == "hit":
            return _say("companion_hit" if value else "companion_miss", language)
        if field == "drawn":
            return _say("companion_drawn_yes" if value else "companion_drawn_no", language)
        if isinstance(value, Card):
            return f"{card_name(value, language)} ({record.edition.values[value]})"
        if isinstance(value, tuple):  # an order under the deck, the last at the very bottom
            return " \u2192 ".join(card_name(card, language) for card in value)
        return "" if value is None else str(value)

    def question(self, field, language):
        """The field asked, as a question, when the record's prompt does not say it already."""
        expected = self.record.expected()
        names = self.record.names
        if field in ("target", "guess", "drawn", "keep", "bottom", "set_aside", "start_player"):
            return _say(f"companion_ask_{field}", language)
        if field == "card" and expected.kind == "baron_outcome":
            return _say("companion_ask_loser_card", language, name=names[self.chosen["loser"]])
        if field == "card" and expected.kind == "next_round":
            return _say("companion_ask_dealt", language)
        if field.startswith("card") and expected.kind == "chancellor_drew" and expected.count > 1:
            return _say("companion_ask_nth", language, number=int(field[4:]) + 1, count=expected.count)
        if field.startswith("shown"):
            return _say("companion_ask_shown", language, name=names[int(field[5:])])
        if field.startswith("face_up"):
            return _say("companion_ask_face_up", language, number=int(field[7:]) + 1)
        return ""

    def shown(self, language):
        """The fields chosen so far, as the page lists them: the player on turn and every
        tapped field, each with its label."""
        return [{"field": name, "label": self.label(name, self.chosen[name], language)}
                for name in self.fields() if name in self.chosen and (name in self.tapped or name == "player")]
