"""Everything lovelet says to a person, in English, French and German.

The catalogs of sentences and names (one per language, data only), the grammar Babel
does not know (articles, elision, German cases), the one language resolver, and the
sentences of refusals and narration.  Imports the engine, nothing above it.

Importing the text layer teaches the engine the cards' names in every language
(:func:`lovelet.engine.cards.name_cards`) and how a language is read
(:func:`lovelet.engine.cards.label_cards_with`), so that ``Card("Garde")``,
``card_of("Wächterin")`` and ``Card.KING.label("Deutsch")`` work wherever lovelet is
imported (``import lovelet`` imports this package).
"""

from lovelet.engine.cards import label_cards_with, name_cards
from lovelet.text.i18n import CARD_NAMES, card_name

for _language, _names in CARD_NAMES.items():
    name_cards(_language, _names)
del _language, _names
label_cards_with(card_name)
