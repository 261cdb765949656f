"""The words the kit says for keyboard and screen-reader users (issue 17), in three languages.

:mod:`lovelet.text.i18n` merges them into :data:`lovelet.text.i18n.TEXTS` (a module of their own,
so that the catalogue stays readable); ask for them with :func:`lovelet.text.i18n.say` like
any other text.  They are the names a screen reader says where the screen shows a picture
or a colour: the headings of the Table, a card chosen, the hand of the seat in view on
the board, the favors beside their heart.
"""

__all__ = ["ACCESS_TEXTS"]

ACCESS_TEXTS = {
    "en": {
        "a11y_board": "The board",
        "a11y_your_hand": "your hand: {cards}",
        "a11y_no_card": "no card",
        "a11y_favors": "favors: {count}",
        "a11y_chosen": "{label}: chosen",
        "a11y_order": "Order under the deck",
        "a11y_choices": "Your move",
    },
    "fr": {
        "a11y_board": "Le plateau",
        "a11y_your_hand": "ta main : {cards}",
        "a11y_no_card": "aucune carte",
        "a11y_favors": "faveurs : {count}",
        "a11y_chosen": "{label} : choisie",
        "a11y_order": "Ordre sous la pioche",
        "a11y_choices": "Ton coup",
    },
    "de": {
        "a11y_board": "Der Tisch",
        "a11y_your_hand": "deine Hand: {cards}",
        "a11y_no_card": "keine Karte",
        "a11y_favors": "Herzen: {count}",
        "a11y_chosen": "{label}: gewählt",
        "a11y_order": "Reihenfolge unter dem Stapel",
        "a11y_choices": "Dein Zug",
    },
}
