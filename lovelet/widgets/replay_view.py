"""The replay viewer's ipywidgets view: :class:`ReplayView` lays a :class:`ReplayController` out.

A file chooser (:class:`ipywidgets.FileUpload`: a save of :mod:`lovelet.engine.saving` or a
one-player export), the seat in view (any seat, or the teacher's view when the
controller allows it), a number field for the step with buttons to the first, previous,
next and last step, the table at that step and the round so far in sentences.

The view holds no game.  It reads the controller's traits only (every widget's state
reaches the browser, and the traits hold only what the seat in view may see at the
step shown), and forwards every choice to the controller.  An uploaded file is handed
to the controller and then emptied from the chooser, so that the whole save never
stays in a widget's state: once loaded, the chooser holds the file's name only (its
content empty) and reads "game.json loaded (1)".  ipywidgets draws a chooser's label
as "description (number of files held)" itself, so the count cannot be left out
without custom JavaScript; it is kept honest instead: (0) before a file is loaded or
after a refusal, (1) while the file it names is shown.  A refusal (a corrupt file:
BAD_SAVE) is the controller's ``error``, in the page's language, shown above the
table with its technical detail after it, smaller; nothing a person does raises.

The board is the Table's (:func:`lovelet.display.boards.board_html`); a face-down card is
drawn without its card (:func:`lovelet.display.cards.back`).  Every text in an :class:`ipywidgets.HTML` goes through
:func:`~lovelet.display.markup.escaped`.
"""

import datetime
import logging

import ipywidgets as widgets

from lovelet.display.boards import board_html, seat_name
from lovelet.display.cards import back, backs, face
from lovelet.display.blocks import bold_html, paragraph_html, title_html
from lovelet.display.markup import escaped
from lovelet.display.round_end import joined, log_html
from lovelet.display.status_lines import detailed_alert_html, replay_status_html, source_html
from lovelet.text.languages import LANGUAGES
from lovelet.text.i18n import say
from lovelet.text.loading import detail_label, file_loaded
from lovelet.widgets.access import access_sheet
from lovelet.widgets.drawing import Dropdown, add_classes, set_options, show
from lovelet.widgets.guarded import GuardedView

__all__ = ["ReplayView"]

_log = logging.getLogger("lovelet.widgets")

_TEACHER = -1  # the seat dropdown's value for the teacher's view (a dropdown's None is "nothing")


class ReplayView(GuardedView, widgets.VBox):
    """The replay viewer: ``ReplayView(ReplayController(game))`` is a widget (display it).

    ``upload=False`` leaves the file chooser out (a replay of a game given in Python).
    """

    _failed_key = "replay_failed"
    _what = "lovelet replay view"

    def __init__(self, replay_controller, *, upload=True):
        self._start_guard(replay_controller, needs="steps", refusal="BAD_OPTION.replay_view")
        c = replay_controller
        wide = {"description_width": "initial"}

        self.title = widgets.HTML()
        self.language = Dropdown(style=wide, layout=widgets.Layout(width="auto"))
        self.seat = Dropdown(style=wide, layout=widgets.Layout(width="auto", margin="2px 2px 2px 12px"))
        # The label is as wide as it needs: "game.json loaded (1)" is longer than a button.
        self.upload = (widgets.FileUpload(accept=".json", multiple=False, icon="upload",
                                          layout=widgets.Layout(width="auto", max_width="100%"))
                       if upload else None)
        self.source = widgets.HTML()
        self.error = widgets.HTML()
        self.first = widgets.Button(icon="fast-backward", layout=widgets.Layout(width="auto"))
        self.previous = widgets.Button(icon="step-backward", layout=widgets.Layout(width="auto"))
        self.next = widgets.Button(icon="step-forward", layout=widgets.Layout(width="auto"))
        self.last = widgets.Button(icon="fast-forward", layout=widgets.Layout(width="auto"))
        # The step as a number field: its name ("Step") is its label, which a screen reader says;
        # ipywidgets' slider leaves its handle unnamed (no aria-label, no label for it).
        self.slider = widgets.BoundedIntText(min=0, max=0, value=0, continuous_update=False,
                                             layout=widgets.Layout(width="11em"))
        self.step_label = widgets.HTML()
        self.status = widgets.HTML()
        self.board = widgets.HTML()
        self.events = widgets.HTML()

        # The language and the seat side by side: the language stays where it is when the
        # seat appears (once a game is loaded).
        choices = widgets.HBox([self.language, self.seat],
                               layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        header = widgets.HBox([self.title, choices],
                              layout=widgets.Layout(justify_content="space-between", flex_flow="row wrap",
                                                    align_items="center"))
        loading = widgets.HBox(([self.upload] if upload else []) + [self.source],
                               layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        moving = widgets.HBox([self.first, self.previous, self.slider, self.next, self.last, self.step_label],
                              layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        super().__init__([header, loading, self.error, moving, self.status, self.board, self.events, access_sheet()],
                         layout=widgets.Layout(max_width="1100px"))
        self.add_class("lovelet-replay")
        add_classes("lovelet-", (
            (self.error, "error"), (self.board, "board-widget"), (self.events, "log-widget"),
            (self.slider, "slider"), (self.seat, "seat"), (self.status, "status"), (self.upload, "upload"),
            (self.source, "source"), (self.language, "replay-language"), (self.first, "replay-first"),
            (self.previous, "replay-previous"), (self.next, "replay-next"), (self.last, "replay-last"),
            (self.step_label, "replay-step")))

        self.first.on_click(lambda _button: self._act(c.first))
        self.previous.on_click(lambda _button: self._act(c.previous))
        self.next.on_click(lambda _button: self._act(c.next))
        self.last.on_click(lambda _button: self._act(c.last))
        self.slider.observe(self._on_slider, names="value")
        self.seat.observe(self._on_seat, names="value")
        self.language.observe(self._on_language, names="value")
        if upload:
            self.upload.observe(self._on_upload, names="value")
        self._follow()

    # ------------------------------------------------------------------ events

    def _on_slider(self, change):
        if not self._syncing and self.controller.loaded:
            self._act(self.controller.go, change["new"])

    def _on_seat(self, change):
        if not self._syncing and change["new"] is not None:
            self._act(self.controller.watch, None if change["new"] == _TEACHER else change["new"])

    def _on_language(self, change):
        if not self._syncing and change["new"] is not None:
            with self._acting():
                self.controller.language = change["new"]

    def _on_upload(self, change):
        if self._syncing or not change["new"]:
            return
        with self._acting():
            chosen = change["new"][0]
            try:
                content = bytes(chosen["content"])
            finally:
                # The file leaves the chooser's state at once: a save holds every card of the game.
                self._hold(())
            name = str(chosen.get("name") or "")
            if self.controller.load(content, name=name):
                # What the chooser holds from now on: the file's name, without its content.
                self._hold(({"name": name, "type": str(chosen.get("type") or ""), "size": len(content),
                             "content": memoryview(b""),
                             "last_modified": datetime.datetime.now(datetime.timezone.utc)},))

    def _hold(self, files):
        """Set what the chooser holds without taking it for a person's upload."""
        syncing, self._syncing = self._syncing, True
        try:
            self.upload.value = files
        finally:
            self._syncing = syncing

    # ------------------------------------------------------------------ rendering

    def _name(self, seat):
        return seat_name(self.controller.names, seat)

    def _render(self):
        c = self.controller
        language = c.language
        self._syncing = True
        try:
            self.title.value = title_html(say("replay_title", language), style="margin:0")
            self.language.description = say("setup_language", language)
            set_options(self.language, [(say(f"language_{code}", language), code) for code in LANGUAGES],
                        language)
            options = [(name, seat) for seat, name in enumerate(c.names) if seat in c.seats]
            if c.teacher_allowed:
                options.append((say("teacher_view", language), _TEACHER))
            self.seat.description = say("replay_seat_view", language)
            set_options(self.seat, options, _TEACHER if c.teacher else c.viewer)
            show(self.seat, c.loaded)
            if self.upload is not None:
                self._label_upload(c, language)
            self.slider.max = max(c.steps, self.slider.min)  # the bounds never cross while they move
            self.slider.min = 1 if c.steps else 0
            self.slider.max = c.steps
            self.slider.value = c.step
            self.slider.disabled = not c.loaded
            self.slider.description = say("replay_step", language)
        finally:
            self._syncing = False
        for button, key, disabled in ((self.first, "replay_first", c.step <= 1),
                                      (self.previous, "replay_previous", c.step <= 1),
                                      (self.next, "replay_next", c.step >= c.steps),
                                      (self.last, "replay_last", c.step >= c.steps)):
            button.description = say(key, language)
            button.disabled = disabled or not c.loaded
        self.step_label.value = (escaped(say("replay_step_of", language, step=c.step, count=c.steps))
                                 if c.loaded else "")
        self.source.value = self._source_html(c, language)
        self.error.value = self._error_html(c, language)
        show(self.board, c.loaded)
        show(self.events, c.loaded)
        if not c.loaded:
            self.status.value = paragraph_html(say("replay_nothing", language))
            self.board.value = self.events.value = ""
            return
        self.status.value = self._status_html(c, language)
        self.board.value = self._board_html(c, language)
        self.events.value = log_html(c.log, language, live=False)

    def _label_upload(self, c, language):
        """The chooser says what it holds: the file shown, or nothing yet (ipywidgets adds the count)."""
        files = self.upload.value
        held = bool(c.loaded and c.source_name and files and files[0].get("name") == c.source_name)
        if files and not held:  # a game loaded since from Python
            self._hold(())
        self.upload.description = file_loaded(c.source_name, language) if held else say("replay_choose_file", language)
        self.upload.icon = "check" if held else "upload"
        self.upload.tooltip = say("replay_load", language)

    def _error_html(self, c, language):
        """The refusal's sentence in the page's language, then its technical detail, smaller."""
        problem = c.error or self._fault
        if not problem:
            return ""
        detail = detail_label(c.error_detail, language) if c.error and c.error_detail else ""
        return detailed_alert_html(say("table_refused", language, reason=problem), detail)

    def _source_html(self, c, language):
        if not c.loaded:
            return ""
        if c.kind == "export":
            return source_html(say("replay_one_player", language, name=self._name(c.seats[0])))
        return source_html(say("replay_saved_game", language, names=joined(c.names, language)))

    def _status_html(self, c, language):
        parts = [say("replay_round_of", language, number=c.round_number, count=c.round_count),
                 f"{say('turn', language)} {c.turn}", say("needed", language, count=c.favors_needed)]
        if c.round_over:
            parts.append(say("round_over", language))
        elif c.current_player is not None:
            line = say("to_play", language, name=self._name(c.current_player))
            if c.pending_chancellor:
                line += f" ({say('chancellor_pending', language)})"
            parts.append(line)
        parts.append(say("omniscient", language) if c.teacher else say("view_of", language, name=self._name(c.viewer)))
        now = say("replay_now", language, text=c.event_text) if c.event_text else ""
        return replay_status_html(parts, now)

    def _board_html(self, c, language):
        edition = c.edition

        def held(seat):
            if c.teacher and c.all_hands:
                cards = c.all_hands[seat]
            elif seat == c.viewer:
                cards = c.hand
            elif str(seat) in c.shown_hands:
                cards = [c.shown_hands[str(seat)]]
            else:
                return backs(c.hand_sizes[seat], language)
            # A card its own seat does not know ("" in the traits) stays face down.
            return "".join(face(code, edition, language) if code else back(language) for code in cards)

        # The set-aside card is shown at the end of the round, to everyone.
        aside = face(c.set_aside_card, edition, language) if c.set_aside_card else \
            backs(c.set_aside_count, language)
        winners = {seat: " " + bold_html(say("winner", language)) for seat in c.winners}
        return board_html(c, language, viewer=c.viewer, held=held, set_aside=aside, marks=winners, highlight=False)
