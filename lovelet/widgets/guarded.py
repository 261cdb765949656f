"""How every view of the kit handles a person's event: one rendering, never a traceback.

A view runs each event (a click, a choice, a file) inside :meth:`GuardedView._acting`.
A refusal of the engine becomes the view's ``_fault``, said in the controller's
language; any other failure is logged, kept in ``failures`` (for the tests) and shown
as the view's "something went wrong" sentence; and once the outermost event is over the
view renders itself once.  And when a view is closed, it lets its controller go and
closes every widget inside it (:func:`stop_following`).
"""

import logging
from contextlib import contextmanager

import ipywidgets as widgets

from lovelet.engine.errors import IllegalAction

_log = logging.getLogger("lovelet.widgets")


def close_tree(widget):
    """Close ``widget`` and every widget inside it."""
    for child in getattr(widget, "children", ()):
        close_tree(child)
    for part in ("layout", "style"):
        inner = getattr(widget, part, None)
        if isinstance(inner, widgets.Widget):
            inner.close()
    widget.close()


def stop_following(view):
    """Once, for a view's ``close()``: stop following ``view.controller`` (a controller
    shown twice keeps its other view) and close every child widget, so that none is left
    in the kernel or the browser.  The view has ``_closed`` and ``_on_trait``."""
    if view._closed:
        return
    view._closed = True
    try:
        view.controller.unobserve(view._on_trait)
    except ValueError:  # never followed, or already let go
        pass
    for child in view.children:
        close_tree(child)


class GuardedView:
    """A mixin for views with ``controller``, ``failures``, ``_depth``, ``_fault`` and
    ``_render()``; a view names itself in ``_what`` (for the log) and says its failure
    sentence in :meth:`_failed`."""

    _what = "lovelet view"

    def _failed(self, language):
        """The sentence shown when something other than a refusal went wrong."""
        raise NotImplementedError

    def _language(self):
        return getattr(self.controller, "language", "en")

    def _after_events(self):
        """What the view does once the outermost event is over: render itself."""
        self._render()

    @contextmanager
    def _acting(self):
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
