"""The rules of Love Letter and nothing else: cards and editions, actions, rounds, games,
what each player may know, saving and replaying.

The engine imports only the standard library and its own modules.  It speaks in codes
and values (an :class:`~lovelet.engine.errors.IllegalAction` carries its code, and the
names and cards of its sentence); :mod:`lovelet.text` says them in English, French or
German.  Everything above it (text, display, deduction, agents, the lab, the widgets)
imports the engine; the engine imports none of them.

What the engine needs of the layers above, they hand it when lovelet is imported: the
text layer registers how a refusal is said (:func:`lovelet.engine.errors.speak_with`) and
the cards' French and German names (:func:`lovelet.engine.cards.name_cards`,
:func:`lovelet.engine.cards.label_cards_with`).  The one import upward is the drawing
of a card in Jupyter (``Card._repr_html_``), made when a notebook asks for it.
"""
