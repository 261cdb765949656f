"""How every view of the kit handles a person's event: one rendering, never a traceback.

A view runs each event (a click, a choice, a file) inside :meth:`GuardedView._acting`
(:meth:`GuardedView._act` runs one function so).
A refusal of the engine becomes the view's ``_fault``, said in the controller's
language; any other failure is logged, kept in ``failures`` (for the tests) and shown
as the view's "something went wrong" sentence; and once the outermost event is over the
view renders itself once.  And when a view is closed, it lets its controller go and
closes every widget inside it (:func:`stop_following`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import ipywidgets as widgets

from lovelet.engine.errors import IllegalAction, refused
from lovelet.text.i18n import say

_log = logging.getLogger("lovelet.widgets")


def close_tree(widget: widgets.Widget) -> None:
    """Close ``widget`` and every widget inside it."""
    for child in getattr(widget, "children", ()):
        close_tree(child)
    for part in ("layout", "style"):
        inner = getattr(widget, part, None)
        if isinstance(inner, widgets.Widget):
            inner.close()
    widget.close()


def stop_following(view: Any) -> None:
    """Once, for a view's ``close()``: stop following ``view.controller`` (a controller
    shown twice keeps its other view) and close every child widget, so that none is left
    in the kernel or the browser.  The view has ``_closed`` and ``_on_trait``."""
    if getattr(view, "_closed", True):  # closed already, or never started (a refused constructor)
        return
    view._closed = True
    try:
        view.controller.unobserve(view._on_trait)
    except ValueError:  # never followed, or already let go
        pass
    for child in view.children:
        close_tree(child)


class GuardedView:
    """A mixin for views of a controller: :meth:`_start_guard` gives the view its
    ``controller``, ``failures`` and the state of its events; the view renders itself in
    ``_render()``, names itself in ``_what`` (for the log) and says its failure sentence
    in :meth:`_failed` (by default the text ``_failed_key``).  It follows its controller
    with :meth:`_on_trait` and lets it go in :meth:`close`."""

    _what = "lovelet view"
    #: The text (lovelet.text.i18n) said when something other than a refusal went wrong.
    _failed_key = "staged_failed"

    def _start_guard(self, controller: Any, *, needs: str = "", refusal: str = "") -> None:
        """Hold ``controller``, with no failure yet and no event under way.

        With ``needs``, refuse (the refusal key ``refusal``) a controller without that
        trait or without ``observe``: one of another view."""
        if needs and not (hasattr(controller, needs) and hasattr(controller, "observe")):
            raise refused(refusal)
        self.controller = controller
        self.failures: list[Exception] = []  # unexpected exceptions caught in handlers (tests check it is empty)
        self._fault = ""
        self._depth = 0
        self._syncing = False
        self._closed = False

    def _follow(self) -> None:
        """Follow the controller's traits and render the view a first time."""
        self.controller.observe(self._on_trait)
        with self._acting():
            pass

    def _controller_state(self) -> dict[str, Any]:
        """The controller's traits now, to tell whether a rendering would change anything."""
        return {name: getattr(self.controller, name) for name in self.controller.trait_names()}

    def _news(self, *extra: object) -> tuple[object, ...] | None:
        """What a rendering would draw now (the controller's traits, the fault, ``extra``),
        or None when the view is closed or drew just that last (its ``_last_state``)."""
        if self._closed:
            return None
        state = (self._controller_state(), self._fault, *extra)
        return None if state == getattr(self, "_last_state", None) else state

    def _render(self) -> None:
        raise NotImplementedError

    def _failed(self, language: str) -> str:
        """The sentence shown when something other than a refusal went wrong."""
        return say(self._failed_key, language)

    def _language(self) -> str:
        return getattr(self.controller, "language", "en")

    def _after_events(self) -> None:
        """What the view does once the outermost event is over: render itself."""
        self._render()

    def _act(self, function: Callable[..., object], *arguments: object) -> None:
        """Run ``function(*arguments)`` as a person's event."""
        with self._acting():
            function(*arguments)

    def _on_trait(self, _change: object) -> None:
        """A trait of the controller changed outside any event: render once."""
        if self._depth == 0 and not self._closed:
            with self._acting():
                pass

    def close(self) -> None:
        """Stop following the controller and close every widget of the view."""
        stop_following(self)
        super().close()  # type: ignore[misc]  # the widget the view also is

    @contextmanager
    def _acting(self) -> Iterator[None]:
        """Run a person's event: one rendering at the end, never an exception."""
        self._depth += 1
        try:
            if self._depth == 1:
                self._fault = ""
            yield
        except IllegalAction as refusal:
            self._fault = refusal.sentence(self._language())
        except Exception as failure:  # noqa: BLE001 - a widget never shows a traceback
            _log.exception(self._what)
            self.failures.append(failure)
            self._fault = self._failed(self._language())
        finally:
            self._depth -= 1
            if self._depth == 0:
                try:
                    self._after_events()
                except Exception as failure:  # noqa: BLE001
                    _log.exception(self._what)
                    self.failures.append(failure)
