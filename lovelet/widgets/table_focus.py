"""Where the keyboard goes at the Table: a mixin of :class:`~lovelet.widgets.table_view.TableView`.

A person who plays with the keyboard alone must find the place to act without starting
again from the top of the page.  After Start, each move and at each of the person's
turns, the focus is put on the hand (the first card that may be played, or kept); after
the hot seat's buttons on the next one; at the round's end on Next round.  ipywidgets'
``focus()`` asks the page to do it, once the page has drawn what the view changed.

The mixin expects the view's ``controller``, ``_act()``, its buttons (``done_button``,
``reveal_button``, ``confirm_reveal``, ``next_round``) and the move area's
``_first_card_button()``; the view sets ``_focus_pending`` (True at first) and calls
:meth:`focus_where_to_act` after each rendering while it is True.
"""

__all__ = ["FocusFollows"]


class FocusFollows:
    """The Table's focus (a mixin: see the module's docstring)."""

    def focus_where_to_act(self):
        """Put the keyboard's focus where the person acts next, if there is such a place now:
        their first card that may be played (or kept, for a Chancellor), the hot seat's
        button, or Next round; True if it was put somewhere.

        While others play there is no control to act on: the focus is left where it is
        and put on the hand when the person's turn comes (the status line, a live region,
        says whose turn it is).  ipywidgets cannot focus the status line itself: its HTML
        widget passes the focus to an inner element that cannot take it.
        """
        c = self.controller
        target = None
        if c.choices:
            target = self._first_card_button()
        elif c.passing:
            target = self.done_button
        elif c.hidden and c.to_reveal is not None:
            target = self.confirm_reveal if c.confirming else self.reveal_button
        elif c.round_over and not c.game_over:
            target = self.next_round
        if target is None:
            self._focus_pending = not c.round_over  # at the person's next decision
            return False
        self._focus_pending = False
        target.focus()
        return True

    def _act_then_focus(self, function, *arguments):
        """Run ``function`` for a button that moves the person on (the hot seat's); the focus follows."""
        self._focus_pending = True
        self._act(function, *arguments)

    def _focus_after(self, function):
        """``function`` for a button whose press moves the person on: the focus follows."""
        def pressed(_button):
            self._focus_pending = True
            self._act(function)
        return pressed
