"""How a controller shows a refusal and takes it back, written once.

Every controller has an ``error`` trait (the sentence of the last refusal, '' after an
accepted change) and an ``error_code`` trait (its code), each declared by the controller
with its own help.  A view redraws its error line when either changes, so the two are
always set together, in one notification: :class:`ShowsRefusals` is the one place that
does it.
"""

from __future__ import annotations

__all__ = ["ShowsRefusals"]


class ShowsRefusals:
    """For a :class:`traitlets.HasTraits` controller with ``error`` and ``error_code``
    traits; :meth:`_changed` also needs a ``_show()`` that sets every other trait from
    the controller's state (the deduction panel, which refreshes otherwise, uses only
    :meth:`_show_refusal`)."""

    def _show_refusal(self, code, sentence):
        """Show a refusal's ``code`` and its ``sentence`` (in the controller's language);
        nothing else changes."""
        with self.hold_trait_notifications():
            self.error = sentence
            self.error_code = code

    def _changed(self):
        """After an accepted change: no refusal stands any more; show the new state."""
        with self.hold_trait_notifications():
            self.error = self.error_code = ""
            self._show()
