"""Texts in English, French and German: card names, and the words of
the table drawings (:data:`TEXTS`); widget texts later.

The French names follow the French tutorial of the 2019 edition; the German names the
German summary of the classic edition (Pegasus), with the 2019 additions Spionin and
Kanzler.
"""

import re

from lovelet.engine.cards import Card
from lovelet.engine.naming import card_of
from lovelet.text.languages import LANGUAGES, language_of
from lovelet.text.plurals import plural_form
from lovelet.text.typography import french_spacing

__all__ = ["LANGUAGES", "card_name", "card_count", "card_with_article", "TEXTS", "text",
           "formatted", "with_colon"]

CARD_NAMES = {
    "en": {
        Card.SPY: "Spy", Card.GUARD: "Guard", Card.PRIEST: "Priest", Card.BARON: "Baron",
        Card.HANDMAID: "Handmaid", Card.PRINCE: "Prince", Card.CHANCELLOR: "Chancellor",
        Card.KING: "King", Card.COUNTESS: "Countess", Card.PRINCESS: "Princess",
    },
    "fr": {
        Card.SPY: "Espionne", Card.GUARD: "Garde", Card.PRIEST: "Prêtre", Card.BARON: "Baron",
        Card.HANDMAID: "Servante", Card.PRINCE: "Prince", Card.CHANCELLOR: "Chancelier",
        Card.KING: "Roi", Card.COUNTESS: "Comtesse", Card.PRINCESS: "Princesse",
    },
    "de": {
        Card.SPY: "Spionin", Card.GUARD: "Wächterin", Card.PRIEST: "Priester", Card.BARON: "Baron",
        Card.HANDMAID: "Zofe", Card.PRINCE: "Prinz", Card.CHANCELLOR: "Kanzler",
        Card.KING: "König", Card.COUNTESS: "Gräfin", Card.PRINCESS: "Prinzessin",
    },
}


def _language(language):
    """``language`` as a code of :data:`LANGUAGES` (see :func:`lovelet.text.languages.language_of`)."""
    if isinstance(language, str) and language in CARD_NAMES:
        return language
    return language_of(language)


def card_name(card, language="en"):
    """The name of ``card`` (a Card or a card's name) in ``language`` ("en", "fr" or "de").

    An unknown language raises IllegalAction BAD_OPTION, an unknown card UNKNOWN_CARD.
    """
    language = _language(language)
    if not isinstance(card, Card):
        card = card_of(card)
    return CARD_NAMES[language][card]


PLURAL_NAMES = {
    "en": {
        Card.SPY: "Spies", Card.GUARD: "Guards", Card.PRIEST: "Priests", Card.BARON: "Barons",
        Card.HANDMAID: "Handmaids", Card.PRINCE: "Princes", Card.CHANCELLOR: "Chancellors",
        Card.KING: "Kings", Card.COUNTESS: "Countesses", Card.PRINCESS: "Princesses",
    },
    "fr": {
        Card.SPY: "Espionnes", Card.GUARD: "Gardes", Card.PRIEST: "Prêtres", Card.BARON: "Barons",
        Card.HANDMAID: "Servantes", Card.PRINCE: "Princes", Card.CHANCELLOR: "Chanceliers",
        Card.KING: "Rois", Card.COUNTESS: "Comtesses", Card.PRINCESS: "Princesses",
    },
    "de": {
        Card.SPY: "Spioninnen", Card.GUARD: "Wächterinnen", Card.PRIEST: "Priester",
        Card.BARON: "Barone", Card.HANDMAID: "Zofen", Card.PRINCE: "Prinzen",
        Card.CHANCELLOR: "Kanzler", Card.KING: "Könige", Card.COUNTESS: "Gräfinnen",
        Card.PRINCESS: "Prinzessinnen",
    },
}


def card_count(card, count, language="en"):
    """``count`` copies of ``card``: "1 Spy", "2 Spies", "0 Guards"; "2 Espionnes"."""
    language = _language(language)
    if not isinstance(card, Card):
        card = card_of(card)
    names = CARD_NAMES if plural_form(count, language) == "one" else PLURAL_NAMES  # French: "0 Espionne"
    return f"{count} {names[language][card]}"


# The grammatical gender of each card's name: "m" or "f".  The French names are
# masculine but for the women of the court; in German the Spionin, the Wächterin, the
# Zofe, the Gräfin and the Prinzessin are feminine, the men masculine.
GENDERS = {
    "fr": {Card.SPY: "f", Card.GUARD: "m", Card.PRIEST: "m", Card.BARON: "m",
           Card.HANDMAID: "f", Card.PRINCE: "m", Card.CHANCELLOR: "m", Card.KING: "m",
           Card.COUNTESS: "f", Card.PRINCESS: "f"},
    "de": {Card.SPY: "f", Card.GUARD: "f", Card.PRIEST: "m", Card.BARON: "m",
           Card.HANDMAID: "f", Card.PRINCE: "m", Card.CHANCELLOR: "m", Card.KING: "m",
           Card.COUNTESS: "f", Card.PRINCESS: "f"},
}

#: The grammatical cases :func:`card_with_article` knows.
CASES = ("nom", "acc", "dat", "gen")

# German definite articles by gender and case, and the endings of the masculine
# names: "Prinz" is a weak noun (den, dem, des Prinzen); the others take -s in the
# genitive only (des Priesters, des Barons, des Kanzlers, des Königs).
_DE_ARTICLES = {"m": {"nom": "der", "acc": "den", "dat": "dem", "gen": "des"},
                "f": {"nom": "die", "acc": "die", "dat": "der", "gen": "der"}}
_DE_WEAK = {Card.PRINCE}
# French: "à le" and "de le" contract to "au" and "du"; "le" and "la" elide before a vowel.
_FR_ARTICLES = {"m": {"nom": "le ", "acc": "le ", "dat": "au ", "gen": "du "},
                "f": {"nom": "la ", "acc": "la ", "dat": "à la ", "gen": "de la "}}
_FR_ELIDED = {"nom": "l'", "acc": "l'", "dat": "à l'", "gen": "de l'"}
_VOWELS = set("aeiouyâàéèêëîïôûùAEIOUYÂÀÉÈÊËÎÏÔÛÙ")


def card_with_article(card, language="en", case="nom"):
    """``card``'s name with the definite article, as a sentence uses it.

    ``case`` is the grammatical case of the phrase: "nom" (subject), "acc" (direct
    object), "dat" (after "à" in French, a dative in German) or "gen" (after "de", a
    German genitive).  English: "the Guard" in every case.  French: "le Prêtre", "la
    Princesse", "l'Espionne"; "au Roi", "du Garde", "de l'Espionne".  German: "der
    Priester", "den Priester", "dem Priester", "des Priesters"; "den Prinzen"; "die
    Wächterin", "der Wächterin".
    """
    language = _language(language)
    if case not in CASES:
        from lovelet.engine.errors import IllegalAction, shown

        raise IllegalAction("BAD_OPTION", f"Unknown case {shown(case)}: use one of {', '.join(CASES)}.")
    if not isinstance(card, Card):
        card = card_of(card)
    name = CARD_NAMES[language][card]
    if language == "en":
        return f"the {name}"
    gender = GENDERS[language][card]
    if language == "fr":
        if name[0] in _VOWELS:
            return _FR_ELIDED[case] + name
        return _FR_ARTICLES[gender][case] + name
    if gender == "m" and card in _DE_WEAK and case != "nom":
        name += "en"
    elif gender == "m" and case == "gen":
        name += "s"
    return f"{_DE_ARTICLES[gender][case]} {name}"


# The words a drawing of the table needs, besides card names. Templates take their
# values through str.format; callers escape names before they go in.
TEXTS = {
    "en": {
        "deck": "Deck", "set_aside": "Set aside", "face_up": "Face up", "discards": "Discards",
        "hand": "Hand", "player": "Player", "protected": "Protected", "out": "Out",
        "favors": "Favors", "to_play": "{name} to play", "winner": "Winner",
        "round": "Round", "turn": "Turn", "round_over": "Round over", "game_over": "Game over",
        "round_won_by": "Round won by", "game_won_by": "Game won by",
        "table_replay_seed": "Seed {seed}: the same seed deals this game again.",
        "favors_gained": "Favors gained", "spy_bonus": "Spy bonus", "nobody": "nobody",
        "showdown": "the deck is empty: highest card wins",
        "sole_survivor": "last player in the round",
        "face_down": "Face down", "you": "you", "needed": "{count} to win",
        "chancellor_pending": "choosing the cards to put under the deck",
        "view_of": "Seen by {name}", "omniscient": "Every hand shown",
        "discard_sums": "Discard totals",
        # plots (lovelet.plots)
        "plot_unseen_title": "Cards not seen yet", "plot_card_value": "Card value",
        "plot_unseen_copies": "Unseen copies",
        "plot_guard_title": "Guard: chance to knock out {name}", "plot_card_named": "Card named",
        "plot_hit_chance": "Chance of a hit", "plot_best_guess": "best guess",
        "plot_copies_title": "Copies of the {card} left in the deck",
        "plot_copies_in_deck": "Copies in the deck", "plot_probability": "Probability",
        "plot_belief_title": "Where the unseen cards may be, as {name} sees it",
        "plot_card": "Card", "plot_where": "Place", "plot_next_draw": "Next draw",
        "plot_outcomes_title": "Chances of winning", "plot_win_chance": "Chance of winning",
        "plot_confidence": "95% confidence interval",
        "plot_over_time_title": "Probabilities turn by turn",
        # deduction tables (lovelet.display: tracker, belief, sharpening, outcomes)
        "percent": "{number}%", "none": "none",
        "tracker_caption": "Cards {name} has seen; {count} unseen (by value {values})",
        "character": "Character", "value": "Value", "copies": "Copies",
        "discards_of": "{name}'s discards", "your_hand": "Your hand",
        "seen_privately": "Seen privately", "unseen": "Unseen",
        "sighting_hand": "{name}'s hand", "sighting_bottom": "bottom of the deck",
        "sighting_deck": "deck, {position} from the bottom", "sighting_set_aside": "set aside",
        "belief_exact": "What {name} can deduce (exact{assuming})",
        "belief_estimate": ("What {name} can deduce{assuming}: an ESTIMATE from {samples} "
                            "samples, standard error up to {stderr} points"),
        "belief_assuming": ", if every opponent plays like {model}",
        "holds_several": "{name} (holds {count}: chance of each)",
        "set_aside_card": "Set-aside card", "next_draw": "Next draw",
        "sharpening_caption": "How much the opponent model sharpens the belief",
        "place": "Place", "entropy_before": "Entropy without model (bits)",
        "entropy_after": "Entropy with model (bits)", "bits_gained": "Bits gained",
        "total_variation": "Total variation",
        "outcomes_caption": ("Chances seen by {name} ({how}); the round is shared with "
                             "probability {shared}"),
        "win_round": "P(win round)", "win_game": "P(win game)", "interval": "95% interval",
        "exact": "exact", "from_to": "{low} to {high}", "exact_round": "exact round",
        "playouts": "{count} playouts",
        # cards drawn as SVG (lovelet.display.svg): text alternatives
        "card_alt": "{name}, value {value}", "card_alt_face_down": "face-down card",
        "cards_alt": "Cards: {cards}", "cards_alt_none": "no card",
        # companion: what the record of a real game waits for (lovelet.companion.prompts)
        "companion_expect_played": "{name}'s turn: which card is played?",
        "companion_expect_played_you": "Your turn: which card do you play?",
        "companion_expect_drew": "Which card did you draw?",
        "companion_expect_drew_set_aside": "The deck is empty: you take the set-aside card. Which card is it?",
        "companion_expect_guard_answer": "Does {name} hold {the_card}?",
        "companion_expect_saw_priest": "Which card did you see in {name}'s hand?",
        "companion_expect_saw_baron": "Your Baron comparison: which card does {name} hold?",
        "companion_expect_saw_king": "Which card did {name} give you?",
        "companion_expect_baron_outcome": "{name} and {target} compare cards: who lost, or is it a tie?",
        "companion_expect_discarded_prince": "Which card does {name} discard?",
        "companion_expect_discarded_princess": "{name} plays the Princess: which other card is discarded with it?",
        "companion_expect_chancellor_drew": "Which cards did you draw with the Chancellor ({count})?",
        "companion_expect_chancellor_returned_you": "Which card do you keep, and in which order do the others go under the deck?",
        "companion_expect_chancellor_returned": "{name} puts {count} cards under the deck: done?",
        "companion_expect_chancellor_returned_one": "{name} puts 1 card under the deck: done?",
        "companion_expect_chancellor_drew_one": "Which card did you draw with the Chancellor?",
        "companion_expect_revealed_showdown": "Showdown: enter the card each player shows ({players}).",
        "companion_expect_revealed_both": "Showdown: enter the card each player shows ({players}) and the set-aside card.",
        "companion_expect_revealed_set_aside": "The round is over: turn the set-aside card over. Which card is it?",
        "companion_expect_next_round": "Next round: which card were you dealt?",
        "companion_expect_next_round_tie": "Next round: who starts ({players}), and which card were you dealt?",
        "companion_expect_game_over": "The game is over: {players} won.",
        "companion_hit": "Right guess", "companion_miss": "Wrong guess", "companion_tie": "Tie",
        "companion_done": "Done", "companion_drawn_yes": "The card just drawn",
        "companion_drawn_no": "The other card",
        # widgets: companion (lovelet.widgets.companion, .companion_view; with the record's
        # "companion_expect_*", "companion_hit", "companion_tie", "companion_done"... above)
        "companion_title": "Companion", "companion_new_game": "New game",
        "companion_my_seat": "I am", "companion_start_player": "Who starts", "companion_my_card": "My card",
        "companion_face_up_card": "Face-up card {number}",
        "companion_not_saved": "This companion keeps no games: this one is not saved.",
        "companion_start": "Start", "companion_resume": "Resume",
        "companion_coach": "Coach on my turn",
        "companion_coach_waits": "The coach advises you when the decision is yours.",
        "companion_coach_missing": "This version of lovelet has no coach yet.",
        "companion_back": "Back", "companion_undo": "Undo",
        "companion_nothing_to_undo": "Nothing to undo: no entry has been made yet.",
        "companion_not_started": "Start a game first, or resume one.",
        "companion_not_offered": "{value} is not one of the choices offered now: tap one of the buttons.",
        "companion_bad_choice": "Unknown companion choice {name}: the choices are {choices}.",
        "companion_bad_players": "This edition is for {low} to {high} players.",
        "companion_bad_names": "Give each of the {count} players a name.",
        "companion_bad_seat": "Choose your seat among the players.",
        "companion_bad_start_player": "Choose who starts among the players.",
        "companion_choose_card": "Choose the card you were dealt.",
        "companion_choose_face_up": "With 2 players, choose the three face-up cards.",
        "companion_ask_target": "At whom?", "companion_ask_guess": "Which card does the Guard name?",
        "companion_ask_drawn": "Was it the card just drawn?",
        "companion_ask_loser_card": "Which card does {name} discard?",
        "companion_ask_keep": "Which card do you keep?",
        "companion_ask_bottom": "In which order do the others go under the deck (the last one at the very bottom)?",
        "companion_ask_nth": "Card {number} of {count}", "companion_ask_shown": "Which card does {name} show?",
        "companion_ask_set_aside": "Which is the set-aside card?",
        "companion_ask_start_player": "Who starts the next round?",
        "companion_ask_dealt": "Which card were you dealt?", "companion_ask_face_up": "Face-up card {number} of 3",
        "companion_cards_left": "Cards left: what you have not seen yet",
        "companion_hands": "What the others may hold",
        "companion_hands_help": ("The exact chance of each character in each opponent's hand, from "
                                 "everything you have seen."),
        "companion_holds": "holds {count}", "companion_exact_fractions": "Exact fractions",
        "companion_guess_line": "{name}: {card}, {chance}",
        "companion_baron": "Baron: your {card} against each opponent",
        "companion_showdown": "If the round ended now (showdown)", "companion_you_show": "You show",
        "companion_win": "you win alone", "companion_share": "shared win", "companion_lose": "you lose",
        "companion_baron_win": "they are out", "companion_baron_tie": "tie: nobody",
        "companion_baron_lose": "you are out",
        "companion_estimated": ("Estimated from {count} deals drawn from the exact belief (within about "
                                "{margin}): with so many opponents the exact sum takes too long."),
        "companion_you_are_out": "You are out of this round: the others play on.",
        "companion_you": "you",
        "companion_failed": "Something went wrong in the companion: open this game's address again to go on.",
        # widgets: setup
        "setup_title": "New game", "setup_edition": "Edition",
        "setup_edition_revised": "Revised (2019, 21 cards, 2 to 6 players)",
        "setup_edition_classic": "Classic (16 cards, 2 to 4 players)",
        "setup_players": "Players", "setup_players_range": "{low} to {high} players",
        "setup_seat": "Player {number}", "setup_seat_kind": "Played by",
        "setup_person": "Person", "setup_bot": "Bot", "setup_bot_random": "Bot (random)",
        "setup_bot_cautious": "Bot (cautious)", "setup_bot_heuristic": "Bot (heuristic)",
        "setup_name": "Name", "setup_language": "Language", "setup_seed": "Seed",
        "setup_seed_help": "The same seed deals the same cards again",
        "setup_options": "Variants", "setup_tie_break": "Tie break",
        "setup_tie_break_shared": "Shared: every tied player wins the round",
        "setup_tie_break_discard_sum": "Highest total of discards wins (AEG)",
        "setup_classic_only": "classic edition only",
        "setup_thresholds": "Favors to win", "setup_thresholds_standard": "Standard ({counts})",
        "setup_thresholds_aeg": "AEG rulebook ({counts})",
        "setup_reveal_drawn": "Show when a card is played straight after being drawn",
        "setup_start": "Start the game",
        # widgets: table (with "your_hand", "deck", "set_aside", "face_up", "protected",
        # "out", "favors", "round_over", "game_over", "spy_bonus", "winner" above)
        "table_play": "Play", "table_play_card": "Play {card}", "table_target": "Target",
        "table_choose_target": "Choose a target",
        "table_no_target": "No one can be targeted: the card is played without effect",
        "table_guess": "Card to guess", "table_choose_guess": "Name a card other than the Guard",
        "table_not_allowed": "Not allowed: {reason}", "table_refused": "Refused: {reason}",
        "table_keep": "Keep",
        "table_put_under": "Put under the deck in this order (the last one at the very bottom)",
        "table_chancellor_help": "Chancellor: keep one card and put the others under the deck",
        "table_confirm": "Confirm", "table_discard_piles": "Discard piles",
        "table_deck_count": "Deck: {count}", "table_favors_of": "Favors of {name}: {count}",
        "table_whose_turn": "{name}'s turn", "table_your_turn": "Your turn",
        "table_waiting": "Waiting for {name}", "table_bot_thinking": "{name} is thinking…",
        "table_hidden_hand": "Hand hidden: pass the screen to {name}",
        "table_reveal": "Show my hand", "table_hide": "Hide my hand",
        # What the seat knows privately, on the board; the hot seat's hand-over (lovelet.engine.knowledge)
        "known_priest": "you saw: {card}", "known_baron": "you compared: {card}",
        "known_king_given": "you gave: {card}", "known_king_taken": "took yours: {card}",
        "known_chancellor": "drew the card you put back: {card}",
        "known_moved": "passed on by a King", "known_help": "Only you know this card",
        "table_result_title": "What your move showed you",
        "table_done_pass": "Done: pass the screen to {name}", "table_done_hide": "Done: hide my hand",
        "table_read_result": "{name}: read what your move showed you, then press Done",
        "table_show_hand_of": "Show {name}'s hand", "table_confirm_who": "{name}, is this you?",
        "table_confirm_show": "Yes, show my hand", "table_not_me": "No, it is not me",
        "teacher_view": "Teacher view",
        "teacher_view_help": "Shows every hand: not for the players' eyes",
        "table_next_round": "Next round", "table_log": "What happened",
        "table_showdown": "Showdown",
        "table_showdown_help": ("The deck is empty: every player still in shows their card, "
                                "and the highest wins"),
        "table_tie": "Tie", "table_tie_shared": "Tie: {names} share the round, and each gains a favor",
        "table_tie_broken": "Tie broken by the highest total of discards",
        "table_spy_bonus_help": ("{name} is the only player still in the round with a Spy in "
                                 "their discards, and gains one more favor"),
        "table_spy_bonus_none": ("No Spy bonus: no player still in the round, or more than one, "
                                 "has a Spy in their discards"),
        # the Table's page (play.ipynb): its title, the folded setup, the choices' "why not?"
        "default_player_name": "Player {number}",
        "play_title": "Play Love Letter",
        "play_intro": ("Choose the players and press “Start the game”: the Table then takes this "
                       "place, with what your seat can deduce beside it. “New game” brings the "
                       "form back."),
        "setup_playing": "{edition}, {count} players",
        "setup_edition_short_revised": "Revised edition", "setup_edition_short_classic": "Classic edition",
        "setup_new_game": "New game", "setup_back_to_game": "Back to the game",
        "table_why_not": "Why not?", "table_why_not_hide": "Hide the reasons",
        "table_why_not_help": "Why the other choices are not offered",
        "table_choose_card": "Choose a card to play", "table_choose_keep": "Choose the card to keep",
        "table_choose_order": "Choose the order of the cards under the deck",
        "table_tab_table": "Table",
        # widgets: staged play (lovelet.widgets.staged, .staged_view; the rules tutorial)
        "staged_prompt": "{name}, it is your turn: choose the card to play",
        "staged_prompt_chancellor": ("{name}: keep one of your cards and put the others under the "
                                     "deck, in the order you choose"),
        "staged_choose_card": "Click the card you want to play", "staged_play_card": "Play {card}",
        "staged_suggested": "Suggested play: {play}",
        "staged_your_seat": "You play {name}'s seat",
        "staged_played": "This scene has been played: press “Try again” to play it another way.",
        "staged_stops_here": "The scene stops here: it would now be {name}'s turn.",
        "staged_one_round": "A scene is a single decision: it has no next round.",
        "staged_result": "What happened", "staged_out": "Out of the round: {names}",
        "staged_nobody_out": "Nobody is out of the round",
        "staged_now_protected": "Protected by the Handmaid: {names}",
        "staged_no_effect": "No one could be chosen: the card had no effect",
        "staged_seen": "You saw {name}'s card", "staged_compared": "The Baron compared these cards",
        "staged_exchanged": "The King swapped these cards", "staged_gave": "You gave",
        "staged_received": "You received", "staged_kept": "You kept",
        "staged_put_under": "Under the deck, the last one at the very bottom",
        "staged_hand_now": "Your hand now", "staged_reset": "Try again",
        "staged_show_hands": "Show every hand (teacher)", "staged_hide_hands": "Hide the other hands",
        "staged_every_hand": "Every hand (teacher view: not for the players' eyes)",
        "staged_failed": "Something went wrong in this widget; run its cell again to go on.",
        # widgets: the rules tutorial (lovelet.widgets.tutorial)
        "tutorial_progress": "Step {number} of {count}", "tutorial_back": "Back", "tutorial_next": "Next",
        "tutorial_goal": "Your goal", "tutorial_right": "Right!", "tutorial_wrong": "Not quite.",
        "tutorial_why": "Why", "tutorial_hint": "Hint", "tutorial_try_again": "Press “Try again” and play it another way.",
        "tutorial_answer": "The answer", "tutorial_yes": "Yes", "tutorial_no": "No",
        "tutorial_note": "Teaching note", "tutorial_done": "You have finished the tutorial.",
        "tutorial_play_first": "Play the scene: the verdict appears once you have played.",
        "tutorial_players": "Players", "tutorial_favors": "Favors to win",
        "tutorial_revised": "Revised (2019)", "tutorial_classic": "Classic",
        # widgets: deduction panel
        "deduction_title": "Deduction", "deduction_seat": "Seen by",
        "deduction_tracker": "Card tracker", "deduction_belief": "Belief",
        "deduction_best_guess": "Best Guard guess",
        "deduction_best_guess_is": "Best Guard guess against {name}: {card} ({chance})",
        "deduction_no_guard": "No Guard in hand",
        "deduction_chance_to_win": "Chance to win the round from here",
        "deduction_opponent_model": "Opponent model",
        "deduction_model_none": "None: every deal that fits is as likely",
        "deduction_model_agent": "Opponents play like the {model} bot",
        "deduction_updating": "Updating…",
        # widgets: deduction panel (the live panel, lovelet.widgets.deduction)
        "deduction_ready": "Up to date", "deduction_progress": "Updating… {done} of {total} playouts",
        "deduction_exact_chances": "exact chances",
        "deduction_hidden": ("The hand is hidden: the panel shows nothing private until the next "
                             "player shows their hand"),
        "deduction_discarded": "Discarded", "deduction_seen": "Seen",
        "deduction_row_several": "{name} (holds {count} cards)",
        "deduction_row_several_note": ("{name} holds {count} cards: each number is the chance that "
                                       "one of them is this character, so the row adds up to more "
                                       "than 100%"),
        "deduction_guess_protected": "protected by the Handmaid: a Guard cannot choose them now",
        "deduction_guess_several": ("holds {count} cards now: the chance is for the card they keep, "
                                    "each one as likely"),
        "deduction_guess_none": "No opponent left to guess against",
        "deduction_exactly": "exactly {fraction}",
        "deduction_bot_random": "random", "deduction_bot_cautious": "cautious",
        "deduction_bot_heuristic": "heuristic",
        "deduction_model_refused": ("The {model} model cannot explain this round (an opponent "
                                    "made a play that bot would never make): the belief shown "
                                    "assumes no model"),
        "deduction_model_over_budget": ("Weighing the opponents' past plays under the {model} model "
                                        "would take too long in this round: the belief shown assumes "
                                        "no model"),
        "deduction_plot_title": "Chance to win the round, as {name} sees it",
        "deduction_shared": "Chance that the round is shared: {chance}",
        "deduction_bad_source": ("A deduction panel follows a table (a TableController) or shows one "
                                 "observation: give exactly one of them."),
        "deduction_bad_table": "A deduction panel follows a TableController, not {value}.",
        "deduction_bad_model": "The opponent model must be one of {models}, not {value}.",
        "deduction_bad_playouts": ("The number of playouts must be a whole number from 1 up, "
                                   "not {value}."),
        "deduction_bad_chunk": "chunk must be a whole number of playouts from 1 up, not {value}.",
        "deduction_bad_exact_below": ("exact_below must be a number of cards (0 or more) or None, "
                                      "not {value}."),
        "deduction_bad_budget": ("belief_budget must be a number of seconds above 0, or None, "
                                 "not {value}."),
        "deduction_bad_background": "background must be True, False or None, not {value}.",
        "deduction_bad_pause": "pause must be a number of seconds (0 or more), not {value}.",
        "deduction_estimate": "an estimate: the exact sum would take too long",
        "deduction_follows_table": "This panel follows a table: it shows the table's seat in view.",
        "deduction_bad_chunks": "run_pending takes a whole number of chunks from 1 up, not {value}.",
        # widgets: probability explorer
        "explorer_title": "Probability explorer", "explorer_my_hand": "My hand",
        "explorer_cards_seen": "Cards seen", "explorer_players_left": "Players left",
        "explorer_deck_size": "Deck size", "explorer_guard_odds": "Guard: chance of a hit",
        "explorer_baron_odds": "Baron: chance to win the comparison",
        "explorer_draw_odds": "Chance of each card at the next draw",
        "explorer_exact": "exactly {fraction}",
        "explorer_impossible": "This situation cannot happen: {reason}",
        # widgets: replay viewer (with "teacher_view" above)
        "replay_title": "Replay", "replay_load": "Load a saved game", "replay_step": "Step",
        "replay_step_of": "Step {step} of {count}", "replay_seat_view": "Seat view",
        "replay_previous": "Previous", "replay_next": "Next", "replay_first": "Start",
        "replay_last": "End", "replay_one_player": "One player's export: only {name}'s view",
        # widgets: probability explorer and replay viewer (lovelet.widgets.explorer, .replay_viewer)
        "explorer_first_card": "Card in hand", "explorer_second_card": "Second card (my turn)",
        "explorer_no_card": "none",
        "explorer_seen_help": ("Copies already seen: discarded, face up, or known to be out of "
                               "play (not your own cards)"),
        "explorer_unseen_summary": ("{count} cards unseen: not in your hand and not seen. Each of "
                                    "them is as likely as any other to be the next card drawn, "
                                    "an opponent's card or the set-aside card."),
        "explorer_next_draw": "Next card drawn", "explorer_guard_hit": "A Guard naming it hits",
        "explorer_opponent_holds": "An opponent holds one",
        "explorer_in_deck": "At least one in the deck",
        "explorer_no_draw": "The deck is empty: no card is drawn any more.",
        "explorer_not_guessable": "The Guard cannot name the Guard",
        "explorer_baron_keep": "Baron against one opponent: your {card} (value {value})",
        "explorer_win": "you win", "explorer_tie": "tie", "explorer_lose": "you lose",
        "explorer_chart": "Plot", "explorer_chart_draw": "Draws",
        "explorer_chart_guard": "Guard", "explorer_chart_baron": "Baron",
        "explorer_plot_draw_title": "The next card drawn, and what the deck holds",
        "explorer_plot_guard_title": "Guard: chance of a hit for each card named",
        "explorer_plot_baron_title": "Baron: how the comparison ends",
        "explorer_plot_chance": "Chance", "explorer_plot_keep": "Your card",
        "explorer_reason_hand_size": "your hand holds one card, or two during your turn, not {count}.",
        "explorer_reason_players": ("a round of this edition has {low} to {high} players in it, "
                                    "not {count}."),
        "explorer_reason_count": "a number of cards seen ({what}) is a whole number from 0 up, not {value}.",
        "explorer_reason_players_number": "the number of players left is a whole number, not {value}.",
        "explorer_reason_deck_number": "the deck size is a whole number from 0 up, not {value}.",
        "replay_choose_file": "Choose a file",
        "replay_nothing": "No game loaded yet: choose a saved game or a one-player export.",
        "replay_now": "Now: {text}", "replay_round_of": "Round {number} of {count}",
        "replay_saved_game": "Saved game of {names}",
        "explorer_failed": "Something went wrong; run the cell again to go on.",
        "replay_failed": "Something went wrong; run the cell again to go on.",
        # widgets: exercise (lovelet.widgets.exercise) and lesson 4's figures (lovelet.lessons)
        "exercise_title": "Exercise {number}", "exercise_your_answer": "Your answer",
        "exercise_placeholder": "3/11, 0.27 or 27%",
        "exercise_placeholder_number": "a number, such as 12",
        "exercise_check": "Check", "exercise_right": "Right!", "exercise_not_yet": "Not yet.",
        "exercise_hint": "Hint: {hint}",
        "exercise_too_vague": ("Close, but not precise enough: give at least two significant "
                               "figures (such as 0.27 or 27%), or the exact fraction."),
        "exercise_not_a_probability": "A probability lies between 0 and 1 (0% and 100%).",
        "exercise_attempts": "Attempts: {count}",
        "exercise_empty": "Type an answer first.",
        "exercise_unreadable": ("Write a fraction such as 3/11, a decimal such as 0.27 or a "
                                "percentage such as 27%, not \u201c{text}\u201d."),
        "exercise_unreadable_number": "Write a number, such as 12 or 12.5, not \u201c{text}\u201d.",
        "exercise_zero_denominator": "A fraction cannot have 0 below the line.",
        "exercise_not_a_percentage": "This answer is a number, not a chance: write it without %.",
        "lesson_turns_title": "How long a round lasts ({players} players, {rounds} rounds each)",
        "lesson_turns_count": "Turns in the round", "lesson_turns_share": "Share of the rounds",
        "lesson_turns_most": "most turns possible: {turns}",
        "lesson_bots_random": "random bots", "lesson_bots_cautious": "cautious bots",
        "lesson_bots_heuristic": "heuristic bots",
        "lesson_draws_title": "At least one {card} in the next k cards drawn",
        "lesson_draws_count": "Cards drawn (k)", "lesson_exact": "exact",
        "lesson_simulated": "simulated, with its 95% interval",
        # tournaments: plots (lovelet.plots.tournament) and the terminal game (lovelet.lab.cli)
        "plot_win_rates_title": "Win rates over {count} games",
        "plot_win_rates_title_rounds": "Win rates over {count} rounds",
        "plot_win_rates_title_any": "Win rates", "plot_entrant": "Agent",
        "plot_seat_title": "Seat advantage over {count} games",
        "plot_seat_title_rounds": "Seat advantage over {count} rounds",
        "plot_seat_title_any": "Seat advantage",
        "plot_seat_axis": "Place in the order of play (1 starts the first round)",
        "plot_win_rate": "Win rate", "plot_fair_share": "fair share: 1 in {players}",
        "cli_welcome": "Love Letter, {edition}. You are {name}; the computer plays {bots}.",
        "cli_seed": "Seed {seed}: play this very game again with --seed {seed}.",
        "cli_how": "Answer each question with a number from its list; q quits.",
        "cli_round": "Round {number}. Favors: {favors} ({needed} win the game).",
        "cli_your_turn": "Your turn, {name}.", "cli_deck": "Deck: {count} cards left.",
        "cli_discarded": "{name} has discarded: {cards}.", "cli_hand": "Your hand: {cards}.",
        "cli_ask_card": "Which card do you play?", "cli_ask_target": "Whom do you choose for {card}?",
        "cli_ask_guess": "Which card do you name?", "cli_ask_keep": "Which card do you keep?",
        "cli_ask_bottom": ("Which card goes to the very bottom of the deck? (the other one "
                           "goes just above it)"),
        "cli_yourself": "{name} (yourself)",
        "cli_prompt": "Your choice (1 to {count}, q to quit): ",
        "cli_not_a_choice": "\u201c{text}\u201d is not one of the choices: type a number from 1 to {count}.",
        "cli_next_round": "Press Enter for the next round (q to quit).",
        "cli_goodbye": "You left the game. Goodbye!",
        # widgets: strategy lab (lovelet.widgets.lab, .lab_view; with "setup_*", "interval",
        # "from_to" and the tournament plots' texts above)
        "lab_title": "Strategy lab",
        "lab_intro": ("Agents play many games against each other. Each plays from every seat in turn, "
                      "on the same deals: a difference in win rates is theirs, not the cards'."),
        "lab_lineup": "The line-up",
        "lab_lineup_help": "one agent per player; the same agent may play several places",
        "lab_place": "Agent {number}", "lab_unit": "Play",
        "lab_unit_game": "Whole games", "lab_unit_round": "Single rounds",
        "lab_games": "Games", "lab_games_rounds": "Rounds",
        "lab_seed_help": ("The same seed deals the same cards and gives the same results; left empty, "
                          "a seed nobody can guess is drawn and shown once the games are over"),
        "lab_run": "Run", "lab_stop": "Stop",
        "lab_progress": "{done} of {total} games", "lab_progress_rounds": "{done} of {total} rounds",
        "lab_status_idle": "Choose the agents, then press Run.",
        "lab_status_running": "Playing… the tables show the games played so far.",
        "lab_status_done": "Done: {done} games played.", "lab_status_done_rounds": "Done: {done} rounds played.",
        "lab_status_stopped": "Stopped after {done} of {total} games: the tables show those games only.",
        "lab_status_stopped_rounds": "Stopped after {done} of {total} rounds: the tables show those rounds only.",
        "lab_status_failed": "The tournament stopped after {done} games.",
        "lab_status_failed_rounds": "The tournament stopped after {done} rounds.",
        "lab_caption": "Win rates: {count} games, {edition}, {players} players, seed {seed}",
        "lab_caption_rounds": "Win rates: {count} rounds, {edition}, {players} players, seed {seed}",
        "lab_caption_running": "Win rates so far: {count} games, {edition}, {players} players",
        "lab_caption_running_rounds": "Win rates so far: {count} rounds, {edition}, {players} players",
        "lab_edition_revised": "revised edition", "lab_edition_classic": "classic edition",
        "lab_agent": "Agent", "lab_wins": "Wins", "lab_win_rate": "Win rate", "lab_shared": "Shared",
        "lab_seats_caption": "Seat advantage: how often the player at each place won",
        "lab_seat": "Place in the order of play", "lab_first_place": "{number} (starts)",
        "lab_other_place": "{number}",
        "lab_interval_note": ("95% interval (Wilson): the win rates these games cannot tell apart from the one "
                              "measured; it misses the true rate about once in 20 tournaments."),
        "lab_fair_note": "An agent no better than the others wins 1 game in {players} ({share}).",
        "lab_shared_note": "Shared: games won together with another player, counted as a win for each.",
        "lab_lengths": "On average {rounds} rounds per game and {turns} turns per round.",
        "lab_lengths_rounds": "On average {turns} turns per round.",
        "lab_failed": "Something went wrong in the lab; run its cell again to go on.",
        "lab_agent_random": "random", "lab_agent_cautious": "cautious", "lab_agent_heuristic": "heuristic",
        "lab_agent_deductive": "deductive", "lab_agent_ismcts": "ISMCTS",
        "lab_bad_language": "Choose English (en), French (fr) or German (de), not {value}.",
        "lab_bad_edition": "Choose the revised or the classic edition, not {value}.",
        "lab_bad_players": "The number of players must be a whole number, not {value}.",
        "lab_bad_lineup": "Give each of the {count} players an agent, not {value}.",
        "lab_bad_agent": "Agent {number} must be one of these: {agents}; not {value}.",
        "lab_bad_place": "The line-up has {count} places, numbered from 0: not {value}.",
        "lab_bad_games": "The number of games must be a whole number from 1 to {most}, not {value}.",
        "lab_bad_unit": "Play whole games ('game') or single rounds ('round'), not {value}.",
        "lab_running": "A tournament is running: stop it before starting another.",
        "lab_bad_steps": "steps must be a whole number from 1 up, not {value}.",
        "lab_bad_background": "background must be None, True or False, not {value}.",
        "lab_bad_seconds": "{name} must be a number of seconds from 0 up, not {value}.",
        "lab_bad_own_agent": ("{value} is not an agent: an agent has choose(observation, rng), or is a "
                              "function of (observation, rng)."),
        "lab_own_agent_taken": ("Two agents are named {name}: give each of your agents a name of its own "
                                "(its name attribute)."),
        "lab_agent_failed": "Game {game} could not be played: {reason}",
        # lessons 5 and 6 (notebooks/05-strategy-lab.ipynb, 06-editions.ipynb): their plots
        "lab_repeats_title": "The same match with {count} seeds, {games} games each",
        "lab_repeats_all": "all {count} games together",
        "lab_lengths_title": "How long a round lasts: {players} players, {count} rounds each",
        "lab_knockouts_title": "Players knocked out, by the card that did it: {agents}",
        "lab_knockouts_axis": "Players knocked out per 100 rounds",
        "lab_titled": "{edition}: {title}",
        # coach (lovelet.deduction.coach, lovelet.display.coach, the Table's coach switch)
        "coach_title": "Coach: your options",
        "coach_pick": "Coach's pick",
        "coach_why": "Why",
        "coach_move": "Move",
        "coach_knock_out": "Knocks an opponent out",
        "coach_self_out": "Knocks you out",
        "coach_what": "What happens now",
        "coach_nothing": "nothing",
        "coach_keep": "Keep",
        "coach_under": "under the deck",
        "coach_other_guesses": "Other guesses against {name}",
        "coach_switch": "Coach",
        "coach_switch_help": "At your turn, show every legal move with its exact chances",
        "coach_wait": "The coach speaks at your turn.",
        "coach_exact_note": ("Exact chances from what you have seen; they count only what the "
                             "move does now."),
        "coach_guard": "Guard on {target}, naming {guess}: {chance} to knock {target} out.",
        "coach_no_target": "{card}: every opponent is protected or out, so it has no effect.",
        "coach_priest": ("Priest on {target}: you see their card, uncertain now: {bits} bits "
                         "({hand})."),
        "coach_priest_known": "Priest on {target}: you already know their card (0 bits): {hand}.",
        "coach_baron": ("Baron on {target}, keeping your {kept}: you win {win} ({target} is "
                        "out), tie {tie}, lose {lose} (you are out)."),
        "coach_prince": ("Prince on {target}: {chance} that {target} discards the Princess and "
                         "is out."),
        "coach_prince_self": ("Prince on yourself: you discard your {kept} and draw the top "
                              "card: {draw}."),
        "coach_prince_self_set_aside": ("Prince on yourself: you discard your {kept}; the deck "
                                        "is empty, so you take the set-aside card: {draw}."),
        "coach_prince_self_princess": ("Prince on yourself: you would discard the Princess and "
                                       "be out of the round."),
        "coach_king": "King with {target}: you give your {kept} and receive their card: {receive}.",
        "coach_handmaid": ("Handmaid: no card can choose you until your next turn; you keep your "
                           "{kept}."),
        "coach_chancellor_one": ("Chancellor: you draw the last card of the deck and keep one of "
                                 "your two cards; the card drawn: {first}."),
        "coach_chancellor_same": ("Chancellor: you draw two cards and keep one of the three; "
                                  "each card drawn: {each}."),
        "coach_chancellor_two": ("Chancellor: you draw two cards and keep one of the three; the "
                                 "first: {first}; the second: {second}."),
        "coach_chancellor_empty": ("Chancellor: the deck is empty, so you draw nothing; you keep "
                                   "your {kept}."),
        "coach_countess": "Countess: no effect; you keep your {kept}.",
        "coach_countess_forced": ("Countess: you must play her, because you also hold the "
                                  "{kept}, which you keep."),
        "coach_princess": "Princess: playing her knocks you out of the round.",
        "coach_spy": ("Spy: no effect now; you keep your {kept}. If you are the only player in "
                      "the round with a Spy played at its end, you gain a favor."),
        "coach_spy_shared": ("Spy: no effect now; you keep your {kept}. Another player in the "
                             "round has played a Spy too: no Spy bonus while they stay in."),
        "coach_keep_sentence": ("Keep the {keep}, put {bottom} under the deck (the last at the "
                                "very bottom): if the round ended now, you would win {win}, "
                                "share {tie}, lose {lose}."),
        "coach_keep_alone": ("Keep the {keep}: if the round ended now, you would win {win}, "
                             "share {tie}, lose {lose}."),
        "coach_note_countess": ("You hold the Countess with the {card}: you must play the "
                                "Countess, so the {card} is not offered."),
        "coach_note_protected": ("Protected by the Handmaid until their next turn: {names}. No "
                                 "card can choose them."),
        "coach_note_princess": ("You hold the Princess: if you play or discard her, you are out "
                                "of the round."),
        "coach_note_model_over_budget": ("Weighing your opponents' past plays under the opponent "
                                         "model would take too long here: these chances assume "
                                         "every legal play of theirs was as likely."),
        "coach_why_only": "It is the only legal move.",
        "coach_why_knock_out": ("The best chance to knock an opponent out now: {chance} against "
                                "{target}, at no risk to you."),
        "coach_why_knock_out_risk": ("The best chance to knock an opponent out now: {chance} "
                                     "against {target}, at a risk of {risk} of being knocked out "
                                     "yourself."),
        "coach_why_knock_out_and_keep": ("A chance of {chance} to knock {target} out, and you "
                                         "keep your {kept} for later: the agent values that more "
                                         "than the best chance now ({best})."),
        "coach_why_keep_best": ("The {keep} has the best chance in a showdown: {win} to win if "
                                "the round ended now."),
        "coach_why_keep": ("The agent values the {keep} most for the rest of the round ({win} to "
                           "win a showdown now)."),
        "coach_why_handmaid": ("Nobody can choose you until your next turn, and you keep your "
                               "{kept}."),
        "coach_why_priest": ("You learn {target}'s card for your next turns, at no risk, and "
                             "keep your {kept}."),
        "coach_why_king": "You trade your {kept} for {target}'s card, at no risk now.",
        "coach_why_prince_self": "You discard your {kept} and draw a new card, at no risk now.",
        "coach_why_chancellor": "You keep the best of your cards after the draw, at no risk now.",
        "coach_why_spy": ("It risks nothing now, keeps your {kept}, and may win you the Spy's "
                          "favor."),
        "coach_why_safe": "It risks nothing now, and you keep your {kept}.",
        "coach_why_risky": ("The agent values this move most, though it knocks you out with a "
                            "chance of {risk}."),
        "coach_why_rather": ("The agent values it more than the best chance to knock someone out "
                             "now ({best})."),
        "coach_why_none_can": "No move can knock anyone out now.",
        # languages, each in its own language (the same in every table)
        "language_en": "English", "language_fr": "Français", "language_de": "Deutsch",
    },
    "fr": {
        "deck": "Pioche", "set_aside": "Carte mise à part", "face_up": "Cartes visibles",
        "discards": "Défausse", "hand": "Main", "player": "Joueur", "protected": "Protégé",
        "out": "Éliminé", "favors": "Faveurs", "to_play": "À {name} de jouer",
        "winner": "Gagnant", "round": "Manche", "turn": "Tour",
        "round_over": "Manche terminée", "game_over": "Partie terminée",
        "round_won_by": "Manche gagnée par", "game_won_by": "Partie gagnée par",
        "table_replay_seed": "Graine {seed} : la même graine redistribue cette partie.",
        "favors_gained": "Faveurs gagnées", "spy_bonus": "Bonus de l'Espionne",
        "nobody": "personne", "showdown": "la pioche est vide : la plus haute carte gagne",
        "sole_survivor": "dernier joueur en jeu",
        "face_down": "Face cachée", "you": "toi", "needed": "{count} pour gagner",
        "chancellor_pending": "choisit les cartes à remettre sous la pioche",
        "view_of": "Vue de {name}", "omniscient": "Toutes les mains visibles",
        "discard_sums": "Totaux des défausses",
        # plots (lovelet.plots)
        "plot_unseen_title": "Cartes pas encore vues", "plot_card_value": "Valeur de la carte",
        "plot_unseen_copies": "Exemplaires non vus",
        "plot_guard_title": "Garde : chance d'éliminer {name}", "plot_card_named": "Carte nommée",
        "plot_hit_chance": "Probabilité de toucher", "plot_best_guess": "meilleur choix",
        "plot_copies_title": "Exemplaires de la carte {card} restant dans la pioche",
        "plot_copies_in_deck": "Exemplaires dans la pioche", "plot_probability": "Probabilité",
        "plot_belief_title": "Où peuvent être les cartes non vues, selon {name}",
        "plot_card": "Carte", "plot_where": "Emplacement", "plot_next_draw": "Prochaine pioche",
        "plot_outcomes_title": "Chances de gagner", "plot_win_chance": "Probabilité de gagner",
        "plot_confidence": "intervalle de confiance à 95 %",
        "plot_over_time_title": "Probabilités tour après tour",
        # deduction tables (lovelet.display: tracker, belief, sharpening, outcomes)
        "percent": "{number}\u202f%", "none": "aucune",
        "tracker_caption": "Cartes vues par {name} ; {count} non vues (par valeur : {values})",
        "character": "Personnage", "value": "Valeur", "copies": "Exemplaires",
        "discards_of": "Défausse de {name}", "your_hand": "Ta main",
        "seen_privately": "Vues en secret", "unseen": "Non vues",
        "sighting_hand": "main de {name}", "sighting_bottom": "sous la pioche",
        "sighting_deck": "pioche, {position}e en partant du bas", "sighting_set_aside": "mise à part",
        "belief_exact": "Ce que {name} peut déduire (exact{assuming})",
        "belief_estimate": ("Ce que {name} peut déduire{assuming} : une ESTIMATION sur {samples} "
                            "tirages, erreur type jusqu'à {stderr} points de pourcentage"),
        "belief_assuming": ", si chaque adversaire joue comme {model}",
        "holds_several": "{name} (a {count} cartes : chance de chacune)",
        "set_aside_card": "Carte mise à part", "next_draw": "Prochaine pioche",
        "sharpening_caption": "Combien le modèle des adversaires précise la croyance",
        "place": "Emplacement", "entropy_before": "Entropie sans modèle (bits)",
        "entropy_after": "Entropie avec modèle (bits)", "bits_gained": "Bits gagnés",
        "total_variation": "Variation totale",
        "outcomes_caption": ("Chances vues par {name} ({how}) ; la manche est partagée avec "
                             "une probabilité de {shared}"),
        "win_round": "P(gagner la manche)", "win_game": "P(gagner la partie)",
        "interval": "Intervalle à 95\u202f%", "exact": "exact", "from_to": "de {low} à {high}",
        "exact_round": "manche exacte", "playouts": "{count} parties simulées",
        # cards drawn as SVG (lovelet.display.svg): text alternatives
        "card_alt": "{name}, valeur {value}", "card_alt_face_down": "carte face cachée",
        "cards_alt": "Cartes : {cards}", "cards_alt_none": "aucune carte",
        # companion: what the record of a real game waits for (lovelet.companion.prompts)
        "companion_expect_played": "Au tour de {name} : quelle carte est jouée ?",
        "companion_expect_played_you": "À toi : quelle carte joues-tu ?",
        "companion_expect_drew": "Quelle carte as-tu piochée ?",
        "companion_expect_drew_set_aside": "La pioche est vide : tu prends la carte mise de côté. Quelle est-elle ?",
        "companion_expect_guard_answer": "Est-ce que {name} a {the_card} ?",
        "companion_expect_saw_priest": "Quelle carte as-tu vue dans la main de {name} ?",
        "companion_expect_saw_baron": "Ta comparaison du Baron : quelle carte a {name} ?",
        "companion_expect_saw_king": "Quelle carte t'a donnée {name} ?",
        "companion_expect_baron_outcome": "{name} et {target} comparent leurs cartes : qui a perdu, ou est-ce une égalité ?",
        "companion_expect_discarded_prince": "Quelle carte défausse {name} ?",
        "companion_expect_discarded_princess": "{name} joue la Princesse : quelle autre carte est défaussée avec elle ?",
        "companion_expect_chancellor_drew": "Quelles cartes as-tu piochées avec le Chancelier ({count}) ?",
        "companion_expect_chancellor_returned_you": "Quelle carte gardes-tu, et dans quel ordre les autres vont-elles sous la pioche ?",
        "companion_expect_chancellor_returned": "{name} remet {count} cartes sous la pioche : c'est fait ?",
        "companion_expect_chancellor_returned_one": "{name} remet 1 carte sous la pioche : c'est fait ?",
        "companion_expect_chancellor_drew_one": "Quelle carte as-tu piochée avec le Chancelier ?",
        "companion_expect_revealed_showdown": "Fin de manche : entre la carte que montre chaque joueur ({players}).",
        "companion_expect_revealed_both": "Fin de manche : entre la carte que montre chaque joueur ({players}) et la carte mise de côté.",
        "companion_expect_revealed_set_aside": "La manche est finie : retourne la carte mise de côté. Quelle est-elle ?",
        "companion_expect_next_round": "Manche suivante : quelle carte as-tu reçue ?",
        "companion_expect_next_round_tie": "Manche suivante : qui commence ({players}), et quelle carte as-tu reçue ?",
        "companion_expect_game_over": "La partie est finie : victoire de {players}.",
        "companion_hit": "Bien deviné", "companion_miss": "Raté", "companion_tie": "Égalité",
        "companion_done": "Fait", "companion_drawn_yes": "La carte qui vient d'être piochée",
        "companion_drawn_no": "L'autre carte",
        # widgets: companion (lovelet.widgets.companion, .companion_view)
        "companion_title": "Compagnon de partie", "companion_new_game": "Nouvelle partie",
        "companion_my_seat": "Je suis", "companion_start_player": "Qui commence", "companion_my_card": "Ma carte",
        "companion_face_up_card": "Carte face visible {number}",
        "companion_not_saved": "Ce compagnon ne garde aucune partie : celle-ci n'est pas enregistrée.",
        "companion_start": "Commencer", "companion_resume": "Reprendre",
        "companion_coach": "Conseils à mon tour",
        "companion_coach_waits": "Le coach te conseille quand c'est à toi de décider.",
        "companion_coach_missing": "Cette version de lovelet n'a pas encore de coach.",
        "companion_back": "Retour", "companion_undo": "Annuler",
        "companion_nothing_to_undo": "Rien à annuler : aucune saisie pour l'instant.",
        "companion_not_started": "Commence d'abord une partie, ou reprends-en une.",
        "companion_not_offered": ("{value} ne fait pas partie des choix proposés maintenant : touche "
                                  "l'un des boutons."),
        "companion_bad_choice": "Choix inconnu pour le compagnon : {name} ; les choix sont {choices}.",
        "companion_bad_players": "Cette édition se joue de {low} à {high} joueurs.",
        "companion_bad_names": "Donne un nom à chacun des {count} joueurs.",
        "companion_bad_seat": "Choisis ta place parmi les joueurs.",
        "companion_bad_start_player": "Choisis qui commence parmi les joueurs.",
        "companion_choose_card": "Choisis la carte que tu as reçue.",
        "companion_choose_face_up": "À 2 joueurs, choisis les trois cartes face visible.",
        "companion_ask_target": "Sur qui ?", "companion_ask_guess": "Quelle carte le Garde annonce-t-il ?",
        "companion_ask_drawn": "Était-ce la carte qui vient d'être piochée ?",
        "companion_ask_loser_card": "Quelle carte défausse {name} ?",
        "companion_ask_keep": "Quelle carte gardes-tu ?",
        "companion_ask_bottom": ("Dans quel ordre les autres vont-elles sous la pioche (la dernière tout "
                                 "en dessous) ?"),
        "companion_ask_nth": "Carte {number} sur {count}", "companion_ask_shown": "Quelle carte montre {name} ?",
        "companion_ask_set_aside": "Quelle est la carte mise de côté ?",
        "companion_ask_start_player": "Qui commence la manche suivante ?",
        "companion_ask_dealt": "Quelle carte as-tu reçue ?",
        "companion_ask_face_up": "Carte face visible {number} sur 3",
        "companion_cards_left": "Cartes restantes : ce que tu n'as pas encore vu",
        "companion_hands": "Ce que les autres peuvent avoir",
        "companion_hands_help": ("La probabilité exacte de chaque personnage dans la main de chaque "
                                 "adversaire, d'après tout ce que tu as vu."),
        "companion_holds": "en a {count}", "companion_exact_fractions": "Fractions exactes",
        "companion_guess_line": "{name} : {card}, {chance}",
        "companion_baron": "Baron : ta carte {card} contre chaque adversaire",
        "companion_showdown": "Si la manche s'arrêtait maintenant (comparaison des cartes)",
        "companion_you_show": "Tu montres",
        "companion_win": "tu gagnes seul", "companion_share": "victoire partagée",
        "companion_lose": "tu perds",
        "companion_baron_win": "l'autre est éliminé", "companion_baron_tie": "égalité : personne",
        "companion_baron_lose": "tu es éliminé",
        "companion_estimated": ("Estimé sur {count} donnes tirées de la croyance exacte (à environ "
                                "{margin} près) : avec autant d'adversaires, le calcul exact est trop long."),
        "companion_you_are_out": "Tu es hors de la manche : les autres continuent.",
        "companion_you": "toi",
        "companion_failed": ("Un problème est survenu dans le compagnon : rouvre l'adresse de cette "
                             "partie pour continuer."),
        # widgets: setup
        "setup_title": "Nouvelle partie", "setup_edition": "Édition",
        "setup_edition_revised": "Révisée (2019, 21 cartes, 2 à 6 joueurs)",
        "setup_edition_classic": "Classique (16 cartes, 2 à 4 joueurs)",
        "setup_players": "Joueurs", "setup_players_range": "{low} à {high} joueurs",
        "setup_seat": "Joueur {number}", "setup_seat_kind": "Joué par",
        "setup_person": "Humain", "setup_bot": "Robot", "setup_bot_random": "Robot (au hasard)",
        "setup_bot_cautious": "Robot (prudent)", "setup_bot_heuristic": "Robot (heuristique)",
        "setup_name": "Nom", "setup_language": "Langue", "setup_seed": "Graine du hasard",
        "setup_seed_help": "La même graine redonne les mêmes cartes",
        "setup_options": "Variantes", "setup_tie_break": "Départage des égalités",
        "setup_tie_break_shared": "Partagée : tous les joueurs à égalité gagnent la manche",
        "setup_tie_break_discard_sum": "Le plus grand total de la défausse l'emporte (AEG)",
        "setup_classic_only": "édition classique seulement",
        "setup_thresholds": "Faveurs pour gagner",
        "setup_thresholds_standard": "Règle habituelle ({counts})",
        "setup_thresholds_aeg": "Livret d'AEG ({counts})",
        "setup_reveal_drawn": "Montrer quand une carte est jouée aussitôt piochée",
        "setup_start": "Commencer la partie",
        # widgets: table
        "table_play": "Jouer", "table_play_card": "Jouer {card}", "table_target": "Cible",
        "table_choose_target": "Choisis une cible",
        "table_no_target": "Personne ne peut être ciblé : la carte est jouée sans effet",
        "table_guess": "Carte à deviner", "table_choose_guess": "Nomme une carte autre que le Garde",
        "table_not_allowed": "Interdit : {reason}", "table_refused": "Refusé : {reason}",
        "table_keep": "Garder",
        "table_put_under": ("Remettre sous la pioche dans cet ordre (la dernière tout en "
                            "dessous)"),
        "table_chancellor_help": "Chancelier : garde une carte et remets les autres sous la pioche",
        "table_confirm": "Valider", "table_discard_piles": "Défausses",
        "table_deck_count": "Pioche : {count}", "table_favors_of": "Faveurs de {name} : {count}",
        "table_whose_turn": "Au tour de {name}", "table_your_turn": "À toi de jouer",
        "table_waiting": "En attente de {name}", "table_bot_thinking": "{name} réfléchit…",
        "table_hidden_hand": "Main cachée : passe l'écran à {name}",
        "table_reveal": "Montrer ma main", "table_hide": "Cacher ma main",
        # Ce que la place sait en privé, sur le plateau ; le passage de l'écran (lovelet.engine.knowledge)
        "known_priest": "tu as vu : {card}", "known_baron": "tu as comparé : {card}",
        "known_king_given": "tu as donné : {card}", "known_king_taken": "t'a pris : {card}",
        "known_chancellor": "a pioché la carte que tu as remise : {card}",
        "known_moved": "passée par un Roi", "known_help": "Toi seul connais cette carte",
        "table_result_title": "Ce que ton coup t'a montré",
        "table_done_pass": "Fini : passe l'écran à {name}", "table_done_hide": "Fini : cacher ma main",
        "table_read_result": "{name} : lis ce que ton coup t'a montré, puis appuie sur Fini",
        "table_show_hand_of": "Montrer la main de {name}", "table_confirm_who": "{name}, c'est bien toi ?",
        "table_confirm_show": "Oui, montrer ma main", "table_not_me": "Non, ce n'est pas moi",
        "teacher_view": "Vue de l'enseignant",
        "teacher_view_help": "Montre toutes les mains : pas pour les yeux des joueurs",
        "table_next_round": "Manche suivante", "table_log": "Déroulement",
        "table_showdown": "Comparaison des mains",
        "table_showdown_help": ("La pioche est vide : chaque joueur encore en jeu montre sa "
                                "carte, la plus haute gagne"),
        "table_tie": "Égalité",
        "table_tie_shared": ("Égalité : {names} se partagent la manche et gagnent chacun une "
                             "faveur"),
        "table_tie_broken": "Égalité départagée par le plus grand total de la défausse",
        "table_spy_bonus_help": ("{name} est le seul joueur encore en jeu à avoir une Espionne "
                                 "dans sa défausse et gagne une faveur de plus"),
        "table_spy_bonus_none": ("Pas de bonus de l'Espionne : aucun joueur encore en jeu, ou "
                                 "plus d'un, n'a d'Espionne dans sa défausse"),
        # la page de la Table (play.ipynb) : titre, formulaire replié, « pourquoi pas ? »
        "default_player_name": "Joueur {number}",
        "play_title": "Jouer à Love Letter",
        "play_intro": ("Choisis les joueurs et appuie sur « Commencer la partie » : la Table prend "
                       "alors cette place, avec ce que ta place peut déduire à côté. « Nouvelle "
                       "partie » fait revenir le formulaire."),
        "setup_playing": "{edition}, {count} joueurs",
        "setup_edition_short_revised": "Édition révisée", "setup_edition_short_classic": "Édition classique",
        "setup_new_game": "Nouvelle partie", "setup_back_to_game": "Retour à la partie",
        "table_why_not": "Pourquoi pas ?", "table_why_not_hide": "Cacher les raisons",
        "table_why_not_help": "Pourquoi les autres choix ne sont pas proposés",
        "table_choose_card": "Choisis une carte à jouer", "table_choose_keep": "Choisis la carte à garder",
        "table_choose_order": "Choisis l'ordre des cartes sous la pioche",
        "table_tab_table": "Table",
        # widgets: staged play (lovelet.widgets.staged, .staged_view; the rules tutorial)
        "staged_prompt": "{name}, à toi de jouer : choisis la carte à jouer",
        "staged_prompt_chancellor": ("{name} : garde une de tes cartes et remets les autres sous la "
                                     "pioche, dans l'ordre de ton choix"),
        "staged_choose_card": "Clique sur la carte que tu veux jouer", "staged_play_card": "Jouer {card}",
        "staged_suggested": "Coup proposé : {play}",
        "staged_your_seat": "Tu joues à la place de {name}",
        "staged_played": ("Cette scène est jouée : clique sur « Rejouer » pour la jouer "
                          "autrement."),
        "staged_stops_here": "La scène s'arrête ici : ce serait maintenant au tour de {name}.",
        "staged_one_round": "Une scène n'est qu'une décision : elle n'a pas de manche suivante.",
        "staged_result": "Ce qui s'est passé", "staged_out": "Hors de la manche : {names}",
        "staged_nobody_out": "Personne ne quitte la manche",
        "staged_now_protected": "Sous la protection de la Servante : {names}",
        "staged_no_effect": "Personne ne pouvait être choisi : la carte n'a eu aucun effet",
        "staged_seen": "Tu as vu la carte de {name}",
        "staged_compared": "Le Baron a comparé ces cartes",
        "staged_exchanged": "Le Roi a échangé ces cartes", "staged_gave": "Tu as donné",
        "staged_received": "Tu as reçu", "staged_kept": "Tu as gardé",
        "staged_put_under": "Sous la pioche, la dernière tout en dessous",
        "staged_hand_now": "Ta main maintenant", "staged_reset": "Rejouer",
        "staged_show_hands": "Montrer toutes les mains (enseignant)",
        "staged_hide_hands": "Cacher les autres mains",
        "staged_every_hand": "Toutes les mains (vue de l'enseignant : pas pour les yeux des joueurs)",
        "staged_failed": ("Un problème est survenu dans ce widget ; exécute à nouveau sa cellule "
                          "pour continuer."),
        # widgets : le tutoriel des règles (lovelet.widgets.tutorial)
        "tutorial_progress": "Étape {number} sur {count}", "tutorial_back": "Retour", "tutorial_next": "Suivant",
        "tutorial_goal": "Ton objectif", "tutorial_right": "Juste !", "tutorial_wrong": "Pas tout à fait.",
        "tutorial_why": "Pourquoi", "tutorial_hint": "Indice",
        "tutorial_try_again": "Clique sur « Rejouer » et joue autrement.",
        "tutorial_answer": "La réponse", "tutorial_yes": "Oui", "tutorial_no": "Non",
        "tutorial_note": "Note pour l'enseignant", "tutorial_done": "Tu as terminé le tutoriel.",
        "tutorial_play_first": "Joue la scène : le verdict apparaît une fois que tu as joué.",
        "tutorial_players": "Joueurs", "tutorial_favors": "Faveurs pour gagner",
        "tutorial_revised": "Révisée (2019)", "tutorial_classic": "Classique",
        # widgets: deduction panel
        "deduction_title": "Déduction", "deduction_seat": "Vu par",
        "deduction_tracker": "Suivi des cartes", "deduction_belief": "Croyance",
        "deduction_best_guess": "Meilleure annonce du Garde",
        "deduction_best_guess_is": "Meilleure annonce du Garde contre {name} : {card} ({chance})",
        "deduction_no_guard": "Pas de Garde en main",
        "deduction_chance_to_win": "Chance de gagner la manche à partir d'ici",
        "deduction_opponent_model": "Modèle des adversaires",
        "deduction_model_none": "Aucun : toute donne compatible est aussi probable",
        "deduction_model_agent": "Les adversaires jouent comme le robot {model}",
        "deduction_updating": "Mise à jour…",
        # widgets: deduction panel (the live panel, lovelet.widgets.deduction)
        "deduction_ready": "À jour",
        "deduction_progress": "Mise à jour… {done} parties simulées sur {total}",
        "deduction_exact_chances": "chances exactes",
        "deduction_hidden": ("La main est cachée : le panneau ne montre rien de secret avant que "
                             "le joueur suivant montre sa main"),
        "deduction_discarded": "Défaussées", "deduction_seen": "Vues",
        "deduction_row_several": "{name} (a {count} cartes)",
        "deduction_row_several_note": ("{name} a {count} cartes : chaque nombre est la chance que "
                                       "l'une d'elles soit ce personnage, donc la ligne dépasse "
                                       "100 % au total"),
        "deduction_guess_protected": ("protégé par la Servante : un Garde ne peut pas le choisir "
                                      "maintenant"),
        "deduction_guess_several": ("a {count} cartes en ce moment : la chance porte sur la carte "
                                    "gardée, chacune aussi probable"),
        "deduction_guess_none": "Plus aucun adversaire à deviner",
        "deduction_exactly": "exactement {fraction}",
        "deduction_bot_random": "au hasard", "deduction_bot_cautious": "prudent",
        "deduction_bot_heuristic": "heuristique",
        "deduction_model_refused": ("Le modèle {model} ne peut pas expliquer cette manche (un "
                                    "adversaire a joué un coup que ce robot ne jouerait jamais) : "
                                    "la croyance montrée ne suppose aucun modèle"),
        "deduction_model_over_budget": ("Peser les coups passés des adversaires selon le modèle {model} "
                                        "prendrait trop de temps dans cette manche : la croyance montrée "
                                        "ne suppose aucun modèle"),
        "deduction_plot_title": "Chance de gagner la manche, selon {name}",
        "deduction_shared": "Chance que la manche soit partagée : {chance}",
        "deduction_bad_source": ("Un panneau de déduction suit une table (un TableController) ou "
                                 "montre une observation : donne exactement l'une des deux."),
        "deduction_bad_table": "Un panneau de déduction suit un TableController, pas {value}.",
        "deduction_bad_model": "Le modèle des adversaires doit être l'un de {models}, pas {value}.",
        "deduction_bad_playouts": ("Le nombre de parties simulées doit être un nombre entier à "
                                   "partir de 1, pas {value}."),
        "deduction_bad_chunk": ("chunk doit être un nombre entier de parties simulées à partir "
                                "de 1, pas {value}."),
        "deduction_bad_exact_below": ("exact_below doit être un nombre de cartes (0 ou plus) ou None, "
                                      "pas {value}."),
        "deduction_bad_budget": ("belief_budget doit être un nombre de secondes supérieur à 0, ou "
                                 "None, pas {value}."),
        "deduction_bad_background": "background doit valoir True, False ou None, pas {value}.",
        "deduction_bad_pause": "pause doit être un nombre de secondes (0 ou plus), pas {value}.",
        "deduction_estimate": "une estimation : le calcul exact prendrait trop de temps",
        "deduction_follows_table": ("Ce panneau suit une table : il montre le joueur que la table "
                                    "montre."),
        "deduction_bad_chunks": ("run_pending prend un nombre entier de paquets à partir de 1, "
                                 "pas {value}."),
        # widgets: probability explorer
        "explorer_title": "Explorateur de probabilités", "explorer_my_hand": "Ma main",
        "explorer_cards_seen": "Cartes vues", "explorer_players_left": "Joueurs restants",
        "explorer_deck_size": "Taille de la pioche",
        "explorer_guard_odds": "Garde : chance de toucher",
        "explorer_baron_odds": "Baron : chance de gagner la comparaison",
        "explorer_draw_odds": "Chance de chaque carte à la prochaine pioche",
        "explorer_exact": "exactement {fraction}",
        "explorer_impossible": "Cette situation est impossible : {reason}",
        # widgets: replay viewer
        "replay_title": "Revoir une partie", "replay_load": "Charger une partie enregistrée",
        "replay_step": "Étape", "replay_step_of": "Étape {step} sur {count}",
        "replay_seat_view": "Vue d'un joueur", "replay_previous": "Précédent",
        "replay_next": "Suivant", "replay_first": "Début", "replay_last": "Fin",
        "replay_one_player": "Export d'un seul joueur : seulement la vue de {name}",
        # widgets: probability explorer and replay viewer (lovelet.widgets.explorer, .replay_viewer)
        "explorer_first_card": "Carte en main", "explorer_second_card": "Deuxième carte (mon tour)",
        "explorer_no_card": "aucune",
        "explorer_seen_help": ("Exemplaires déjà vus : défaussés, visibles, ou connus hors du "
                               "jeu (pas tes propres cartes)"),
        "explorer_unseen_summary": ("{count} cartes non vues : ni dans ta main, ni vues. Chacune "
                                    "a autant de chances que les autres d'être la prochaine "
                                    "carte piochée, la carte d'un adversaire ou la carte mise à "
                                    "part."),
        "explorer_next_draw": "Prochaine carte piochée",
        "explorer_guard_hit": "Un Garde qui la nomme touche",
        "explorer_opponent_holds": "Un adversaire en a une",
        "explorer_in_deck": "Au moins une dans la pioche",
        "explorer_no_draw": "La pioche est vide : on ne pioche plus.",
        "explorer_not_guessable": "Le Garde ne peut pas nommer le Garde",
        "explorer_baron_keep": "Baron contre un adversaire : ta carte {card} (valeur {value})",
        "explorer_win": "tu gagnes", "explorer_tie": "égalité", "explorer_lose": "tu perds",
        "explorer_chart": "Graphique", "explorer_chart_draw": "Pioche",
        "explorer_chart_guard": "Garde", "explorer_chart_baron": "Baron",
        "explorer_plot_draw_title": "La prochaine carte piochée, et ce que contient la pioche",
        "explorer_plot_guard_title": "Garde : chance de toucher pour chaque carte nommée",
        "explorer_plot_baron_title": "Baron : l'issue de la comparaison",
        "explorer_plot_chance": "Chance", "explorer_plot_keep": "Ta carte",
        "explorer_reason_hand_size": ("ta main compte une carte, ou deux pendant ton tour, pas "
                                      "{count}."),
        "explorer_reason_players": ("une manche de cette édition compte de {low} à {high} "
                                    "joueurs, pas {count}."),
        "explorer_reason_count": ("un nombre de cartes vues ({what}) est un entier à partir de 0, "
                                  "pas {value}."),
        "explorer_reason_players_number": ("le nombre de joueurs restants est un nombre entier, "
                                           "pas {value}."),
        "explorer_reason_deck_number": ("la taille de la pioche est un entier à partir de 0, pas "
                                        "{value}."),
        "replay_choose_file": "Choisir un fichier",
        "replay_nothing": ("Aucune partie chargée : choisis une partie enregistrée ou l'export "
                           "d'un joueur."),
        "replay_now": "Maintenant : {text}", "replay_round_of": "Manche {number} sur {count}",
        "replay_saved_game": "Partie enregistrée de {names}",
        "explorer_failed": "Un problème est survenu ; exécute à nouveau la cellule pour continuer.",
        "replay_failed": "Un problème est survenu ; exécute à nouveau la cellule pour continuer.",
        # widgets: exercise (lovelet.widgets.exercise) and lesson 4's figures (lovelet.lessons)
        "exercise_title": "Exercice {number}", "exercise_your_answer": "Ta réponse",
        "exercise_placeholder": "3/11, 0,27 ou 27 %",
        "exercise_placeholder_number": "un nombre, par exemple 12",
        "exercise_check": "Vérifier", "exercise_right": "Juste !", "exercise_not_yet": "Pas encore.",
        "exercise_hint": "Indice : {hint}",
        "exercise_too_vague": ("Presque, mais pas assez précis : donne au moins deux chiffres "
                               "significatifs (par exemple 0,27 ou 27 %), ou la fraction exacte."),
        "exercise_not_a_probability": "Une probabilité est comprise entre 0 et 1 (0 % et 100 %).",
        "exercise_attempts": "Essais : {count}",
        "exercise_empty": "Écris d'abord une réponse.",
        "exercise_unreadable": ("Écris une fraction comme 3/11, un nombre décimal comme 0,27 ou "
                                "un pourcentage comme 27 %, pas \u00ab\u00a0{text}\u00a0\u00bb."),
        "exercise_unreadable_number": ("Écris un nombre, par exemple 12 ou 12,5, pas "
                                       "\u00ab\u00a0{text}\u00a0\u00bb."),
        "exercise_zero_denominator": "Une fraction ne peut pas avoir 0 au dénominateur.",
        "exercise_not_a_percentage": ("Cette réponse est un nombre, pas une probabilité : "
                                      "écris-la sans %."),
        "lesson_turns_title": "La durée d'une manche ({players} joueurs, {rounds} manches chacun)",
        "lesson_turns_count": "Tours dans la manche", "lesson_turns_share": "Part des manches",
        "lesson_turns_most": "nombre de tours maximal : {turns}",
        "lesson_bots_random": "robots au hasard", "lesson_bots_cautious": "robots prudents",
        "lesson_bots_heuristic": "robots heuristiques",
        "lesson_draws_title": "Au moins une carte « {card} » parmi les k prochaines cartes piochées",
        "lesson_draws_count": "Cartes piochées (k)", "lesson_exact": "exact",
        "lesson_simulated": "simulé, avec son intervalle à 95 %",
        # tournaments: plots (lovelet.plots.tournament) and the terminal game (lovelet.lab.cli)
        "plot_win_rates_title": "Taux de victoire sur {count} parties",
        "plot_win_rates_title_rounds": "Taux de victoire sur {count} manches",
        "plot_win_rates_title_any": "Taux de victoire", "plot_entrant": "Agent",
        "plot_seat_title": "Avantage selon la place, sur {count} parties",
        "plot_seat_title_rounds": "Avantage selon la place, sur {count} manches",
        "plot_seat_title_any": "Avantage selon la place",
        "plot_seat_axis": "Place dans l'ordre de jeu (1 commence la première manche)",
        "plot_win_rate": "Taux de victoire", "plot_fair_share": "part égale : 1 sur {players}",
        "cli_welcome": "Love Letter, {edition}. Tu es {name} ; l'ordinateur joue {bots}.",
        "cli_seed": "Graine {seed} : rejoue exactement cette partie avec --seed {seed}.",
        "cli_how": "Réponds à chaque question par un numéro de sa liste ; q pour quitter.",
        "cli_round": "Manche {number}. Faveurs : {favors} ({needed} pour gagner la partie).",
        "cli_your_turn": "À toi de jouer, {name}.", "cli_deck": "Pioche : encore {count} cartes.",
        "cli_discarded": "Défausse de {name} : {cards}.", "cli_hand": "Ta main : {cards}.",
        "cli_ask_card": "Quelle carte joues-tu ?", "cli_ask_target": "Qui choisis-tu pour {card} ?",
        "cli_ask_guess": "Quelle carte nommes-tu ?", "cli_ask_keep": "Quelle carte gardes-tu ?",
        "cli_ask_bottom": ("Quelle carte va tout en dessous de la pioche ? (l'autre se place "
                           "juste au-dessus)"),
        "cli_yourself": "{name} (toi-même)",
        "cli_prompt": "Ton choix (1 à {count}, q pour quitter) : ",
        "cli_not_a_choice": "\u00ab\u00a0{text}\u00a0\u00bb n'est pas un des choix : tape un numéro de 1 à {count}.",
        "cli_next_round": "Appuie sur Entrée pour la manche suivante (q pour quitter).",
        "cli_goodbye": "Tu as quitté la partie. Au revoir !",
        # widgets: strategy lab
        "lab_title": "Laboratoire de stratégies",
        "lab_intro": ("Des agents jouent de nombreuses parties les uns contre les autres. Chacun joue à "
                      "toutes les places tour à tour, avec les mêmes donnes : une différence de taux de "
                      "victoire vient d'eux, pas des cartes."),
        "lab_lineup": "Les joueurs",
        "lab_lineup_help": "un agent par joueur ; un même agent peut occuper plusieurs places",
        "lab_place": "Agent {number}", "lab_unit": "Jouer",
        "lab_unit_game": "Des parties entières", "lab_unit_round": "Des manches seules",
        "lab_games": "Parties", "lab_games_rounds": "Manches",
        "lab_seed_help": ("La même graine distribue les mêmes cartes et donne les mêmes résultats ; laissée "
                          "vide, une graine que personne ne peut deviner est tirée et montrée à la fin des parties"),
        "lab_run": "Lancer", "lab_stop": "Arrêter",
        "lab_progress": "{done} parties sur {total}", "lab_progress_rounds": "{done} manches sur {total}",
        "lab_status_idle": "Choisis les agents, puis appuie sur Lancer.",
        "lab_status_running": "Partie en cours… les tableaux montrent les parties déjà jouées.",
        "lab_status_done": "Terminé : {done} parties jouées.",
        "lab_status_done_rounds": "Terminé : {done} manches jouées.",
        "lab_status_stopped": ("Arrêté après {done} parties sur {total} : les tableaux ne montrent que "
                               "ces parties."),
        "lab_status_stopped_rounds": ("Arrêté après {done} manches sur {total} : les tableaux ne montrent "
                                      "que ces manches."),
        "lab_status_failed": "Le tournoi s'est arrêté après {done} parties.",
        "lab_status_failed_rounds": "Le tournoi s'est arrêté après {done} manches.",
        "lab_caption": "Taux de victoire : {count} parties, {edition}, {players} joueurs, graine {seed}",
        "lab_caption_rounds": "Taux de victoire : {count} manches, {edition}, {players} joueurs, graine {seed}",
        "lab_caption_running": "Taux de victoire jusqu'ici : {count} parties, {edition}, {players} joueurs",
        "lab_caption_running_rounds": "Taux de victoire jusqu'ici : {count} manches, {edition}, {players} joueurs",
        "lab_edition_revised": "édition révisée", "lab_edition_classic": "édition classique",
        "lab_agent": "Agent", "lab_wins": "Victoires", "lab_win_rate": "Taux de victoire",
        "lab_shared": "Partagées",
        "lab_seats_caption": "Avantage selon la place : combien de fois le joueur de chaque place a gagné",
        "lab_seat": "Place dans l'ordre de jeu", "lab_first_place": "{number} (commence)",
        "lab_other_place": "{number}",
        "lab_interval_note": ("Intervalle à 95 % (Wilson) : les taux de victoire que ces parties ne "
                              "distinguent pas de celui mesuré ; il manque le vrai taux environ une fois "
                              "sur 20 tournois."),
        "lab_fair_note": "Un agent ni meilleur ni pire que les autres gagne 1 partie sur {players} ({share}).",
        "lab_shared_note": ("Partagées : parties gagnées avec un autre joueur, comptées comme une victoire "
                            "pour chacun."),
        "lab_lengths": "En moyenne {rounds} manches par partie et {turns} tours par manche.",
        "lab_lengths_rounds": "En moyenne {turns} tours par manche.",
        "lab_failed": "Un problème est survenu dans le laboratoire ; exécute à nouveau sa cellule pour continuer.",
        "lab_agent_random": "aléatoire", "lab_agent_cautious": "prudent", "lab_agent_heuristic": "heuristique",
        "lab_agent_deductive": "déductif", "lab_agent_ismcts": "ISMCTS",
        "lab_bad_language": "Choisis l'anglais (en), le français (fr) ou l'allemand (de), pas {value}.",
        "lab_bad_edition": "Choisis l'édition révisée ou l'édition classique, pas {value}.",
        "lab_bad_players": "Le nombre de joueurs doit être un nombre entier, pas {value}.",
        "lab_bad_lineup": "Donne un agent à chacun des {count} joueurs, pas {value}.",
        "lab_bad_agent": "L'agent {number} doit être l'un de ceux-ci : {agents} ; pas {value}.",
        "lab_bad_place": "Il y a {count} places, numérotées à partir de 0 : pas {value}.",
        "lab_bad_games": "Le nombre de parties doit être un nombre entier de 1 à {most}, pas {value}.",
        "lab_bad_unit": "Joue des parties entières ('game') ou des manches seules ('round'), pas {value}.",
        "lab_running": "Un tournoi est en cours : arrête-le avant d'en lancer un autre.",
        "lab_bad_steps": "steps doit être un nombre entier à partir de 1, pas {value}.",
        "lab_bad_background": "background doit valoir None, True ou False, pas {value}.",
        "lab_bad_seconds": "{name} doit être un nombre de secondes à partir de 0, pas {value}.",
        "lab_bad_own_agent": ("{value} n'est pas un agent : un agent a une méthode choose(observation, rng), "
                              "ou est une fonction de (observation, rng)."),
        "lab_own_agent_taken": ("Deux agents s'appellent {name} : donne à chacun de tes agents un nom "
                                "différent (son attribut name)."),
        "lab_agent_failed": "La partie {game} n'a pas pu être jouée : {reason}",
        # lessons 5 and 6 (notebooks/05-strategy-lab.ipynb, 06-editions.ipynb): their plots
        "lab_repeats_title": "Le même match avec {count} graines, {games} parties chacune",
        "lab_repeats_all": "les {count} parties ensemble",
        "lab_lengths_title": "Durée d'une manche : {players} joueurs, {count} manches chacune",
        "lab_knockouts_title": "Joueurs éliminés, selon la carte qui les a éliminés : {agents}",
        "lab_knockouts_axis": "Joueurs éliminés pour 100 manches",
        "lab_titled": "{edition} : {title}",
        # coach (lovelet.deduction.coach, lovelet.display.coach, the Table's coach switch)
        "coach_title": "Coach : tes options",
        "coach_pick": "Choix du coach",
        "coach_why": "Pourquoi",
        "coach_move": "Coup",
        "coach_knock_out": "Fait sortir un adversaire",
        "coach_self_out": "Te fait sortir",
        "coach_what": "Ce qui se passe maintenant",
        "coach_nothing": "rien",
        "coach_keep": "Garder",
        "coach_under": "sous la pioche",
        "coach_other_guesses": "Autres annonces contre {name}",
        "coach_switch": "Coach",
        "coach_switch_help": "À ton tour, montrer chaque coup permis avec ses chances exactes",
        "coach_wait": "Le coach parle à ton tour.",
        "coach_exact_note": ("Chances exactes d'après ce que tu as vu ; elles ne comptent que ce "
                             "que le coup fait maintenant."),
        "coach_guard": ("Garde sur {target} en nommant {guess} : {chance} de faire sortir "
                        "{target} de la manche."),
        "coach_no_target": ("{card} : tous tes adversaires sont protégés ou hors de la manche, "
                            "la carte n'a donc aucun effet."),
        "coach_priest": ("Prêtre sur {target} : tu vois sa carte, incertaine pour l'instant : "
                         "{bits} bits ({hand})."),
        "coach_priest_known": "Prêtre sur {target} : tu connais déjà sa carte (0 bit) : {hand}.",
        "coach_baron": ("Baron contre {target}, en gardant la carte {kept} : tu gagnes {win} "
                        "({target} sort de la manche), égalité {tie}, tu perds {lose} (tu sors "
                        "de la manche)."),
        "coach_prince": ("Prince sur {target} : {chance} que {target} défausse la Princesse et "
                         "sorte de la manche."),
        "coach_prince_self": ("Prince sur toi-même : tu défausses la carte {kept} et tu pioches "
                              "la carte du dessus : {draw}."),
        "coach_prince_self_set_aside": ("Prince sur toi-même : tu défausses la carte {kept} ; la "
                                        "pioche est vide, tu prends donc la carte mise à part : "
                                        "{draw}."),
        "coach_prince_self_princess": ("Prince sur toi-même : tu défausserais la Princesse et "
                                       "sortirais de la manche."),
        "coach_king": ("Roi avec {target} : tu donnes la carte {kept} et tu reçois sa carte : "
                       "{receive}."),
        "coach_handmaid": ("Servante : aucune carte ne peut te choisir jusqu'à ton prochain tour "
                           "; tu gardes la carte {kept}."),
        "coach_chancellor_one": ("Chancelier : tu pioches la dernière carte de la pioche et "
                                 "gardes une de tes deux cartes ; la carte piochée : {first}."),
        "coach_chancellor_same": ("Chancelier : tu pioches deux cartes et en gardes une sur les "
                                  "trois ; chaque carte piochée : {each}."),
        "coach_chancellor_two": ("Chancelier : tu pioches deux cartes et en gardes une sur les "
                                 "trois ; la première : {first} ; la seconde : {second}."),
        "coach_chancellor_empty": ("Chancelier : la pioche est vide, tu ne pioches rien ; tu "
                                   "gardes la carte {kept}."),
        "coach_countess": "Comtesse : aucun effet ; tu gardes la carte {kept}.",
        "coach_countess_forced": ("Comtesse : tu dois la jouer, car tu as aussi la carte {kept}, "
                                  "que tu gardes."),
        "coach_princess": "Princesse : la jouer te fait sortir de la manche.",
        "coach_spy": ("Espionne : aucun effet pour l'instant ; tu gardes la carte {kept}. Si, à "
                      "la fin de la manche, tu es le seul joueur encore en jeu à avoir joué une "
                      "Espionne, tu gagnes une faveur."),
        "coach_spy_shared": ("Espionne : aucun effet pour l'instant ; tu gardes la carte {kept}. "
                             "Un autre joueur encore en jeu a aussi joué une Espionne : pas de "
                             "bonus tant qu'il reste dans la manche."),
        "coach_keep_sentence": ("Garder la carte {keep}, remettre {bottom} sous la pioche (la "
                                "dernière tout en dessous) : si la manche finissait maintenant, "
                                "tu gagnerais {win}, partagerais {tie}, perdrais {lose}."),
        "coach_keep_alone": ("Garder la carte {keep} : si la manche finissait maintenant, tu "
                             "gagnerais {win}, partagerais {tie}, perdrais {lose}."),
        "coach_note_countess": ("Tu as la Comtesse avec la carte {card} : tu dois jouer la "
                                "Comtesse, la carte {card} n'est donc pas proposée."),
        "coach_note_protected": ("Protégés par la Servante jusqu'à leur prochain tour : {names}. "
                                 "Aucune carte ne peut les choisir."),
        "coach_note_princess": ("Tu as la Princesse : si tu la joues ou la défausses, tu sors de "
                                "la manche."),
        "coach_note_model_over_budget": ("Peser les coups passés de tes adversaires selon le modèle "
                                         "prendrait trop de temps ici : ces chances supposent que "
                                         "chacun de leurs coups permis était aussi probable."),
        "coach_why_only": "C'est le seul coup permis.",
        "coach_why_knock_out": ("La meilleure chance de faire sortir un adversaire maintenant : "
                                "{chance} contre {target}, sans risque pour toi."),
        "coach_why_knock_out_risk": ("La meilleure chance de faire sortir un adversaire "
                                     "maintenant : {chance} contre {target}, avec un risque de "
                                     "{risk} de sortir toi-même."),
        "coach_why_knock_out_and_keep": ("Une chance de {chance} de faire sortir {target}, et tu "
                                         "gardes la carte {kept} pour la suite : l'agent "
                                         "préfère cela à la meilleure chance immédiate ({best})."),
        "coach_why_keep_best": ("La carte {keep} a la meilleure chance à la comparaison des "
                                "mains : {win} de gagner si la manche finissait maintenant."),
        "coach_why_keep": ("L'agent préfère la carte {keep} pour la suite de la manche ({win} de "
                           "gagner la comparaison des mains maintenant)."),
        "coach_why_handmaid": ("Personne ne peut te choisir jusqu'à ton prochain tour, et tu "
                               "gardes la carte {kept}."),
        "coach_why_priest": ("Tu apprends la carte de {target} pour tes prochains tours, sans "
                             "risque, et tu gardes la carte {kept}."),
        "coach_why_king": ("Tu échanges la carte {kept} contre celle de {target}, sans risque "
                           "maintenant."),
        "coach_why_prince_self": ("Tu défausses la carte {kept} et tu pioches une nouvelle "
                                  "carte, sans risque maintenant."),
        "coach_why_chancellor": ("Tu gardes la meilleure de tes cartes après la pioche, sans "
                                 "risque maintenant."),
        "coach_why_spy": ("Aucun risque maintenant, tu gardes la carte {kept}, et l'Espionne "
                          "peut te valoir une faveur."),
        "coach_why_safe": "Aucun risque maintenant, et tu gardes la carte {kept}.",
        "coach_why_risky": ("L'agent préfère ce coup, bien qu'il te fasse sortir avec une chance "
                            "de {risk}."),
        "coach_why_rather": ("L'agent le préfère à la meilleure chance de faire sortir quelqu'un "
                             "maintenant ({best})."),
        "coach_why_none_can": "Aucun coup ne peut faire sortir quelqu'un maintenant.",
        # languages, each in its own language (the same in every table)
        "language_en": "English", "language_fr": "Français", "language_de": "Deutsch",
    },
    "de": {
        "deck": "Nachziehstapel", "set_aside": "Reservekarte", "face_up": "Offen beiseite",
        "discards": "Ablage", "hand": "Hand", "player": "Spieler", "protected": "Geschützt",
        "out": "Ausgeschieden", "favors": "Herzen", "to_play": "{name} ist am Zug",
        "winner": "Gewinner", "round": "Runde", "turn": "Zug",
        "round_over": "Runde beendet", "game_over": "Spiel beendet",
        "round_won_by": "Runde gewonnen von", "game_won_by": "Spiel gewonnen von",
        "table_replay_seed": "Seed {seed}: Derselbe Seed teilt diese Partie wieder aus.",
        "favors_gained": "Gewonnene Herzen", "spy_bonus": "Spionin-Bonus",
        "nobody": "niemand", "showdown": "der Stapel ist leer: die höchste Karte gewinnt",
        "sole_survivor": "letzter Spieler in der Runde",
        "face_down": "Verdeckt", "you": "du", "needed": "{count} zum Sieg",
        "chancellor_pending": "wählt die Karten, die unter den Stapel kommen",
        "view_of": "Sicht von {name}", "omniscient": "Alle Hände offen",
        "discard_sums": "Summen der Ablagen",
        # plots (lovelet.plots)
        "plot_unseen_title": "Noch nicht gesehene Karten", "plot_card_value": "Kartenwert",
        "plot_unseen_copies": "Ungesehene Exemplare",
        "plot_guard_title": "Wächterin: Chance, {name} hinauszuwerfen",
        "plot_card_named": "Genannte Karte", "plot_hit_chance": "Trefferwahrscheinlichkeit",
        "plot_best_guess": "bester Tipp",
        "plot_copies_title": "Exemplare der Karte {card} im Nachziehstapel",
        "plot_copies_in_deck": "Exemplare im Nachziehstapel",
        "plot_probability": "Wahrscheinlichkeit",
        "plot_belief_title": "Wo die ungesehenen Karten sein können, aus Sicht von {name}",
        "plot_card": "Karte", "plot_where": "Ort", "plot_next_draw": "Nächste gezogene Karte",
        "plot_outcomes_title": "Gewinnchancen", "plot_win_chance": "Gewinnwahrscheinlichkeit",
        "plot_confidence": "95-%-Konfidenzintervall",
        "plot_over_time_title": "Wahrscheinlichkeiten Zug für Zug",
        # deduction tables (lovelet.display: tracker, belief, sharpening, outcomes)
        "percent": "{number}\u202f%", "none": "keine",
        "tracker_caption": "Karten, die {name} gesehen hat; {count} ungesehen (nach Wert: {values})",
        "character": "Figur", "value": "Wert", "copies": "Exemplare",
        "discards_of": "Ablage von {name}", "your_hand": "Deine Hand",
        "seen_privately": "Heimlich gesehen", "unseen": "Ungesehen",
        "sighting_hand": "Hand von {name}", "sighting_bottom": "unterste Karte des Stapels",
        "sighting_deck": "Stapel, {position}. Karte von unten", "sighting_set_aside": "Reservekarte",
        "belief_exact": "Was {name} folgern kann (exakt{assuming})",
        "belief_estimate": ("Was {name} folgern kann{assuming}: eine SCHÄTZUNG aus {samples} "
                            "Stichproben, Standardfehler bis zu {stderr} Prozentpunkte"),
        "belief_assuming": ", wenn jeder Gegner wie {model} spielt",
        "holds_several": "{name} (hat {count} Karten: Chance für jede)",
        "set_aside_card": "Reservekarte", "next_draw": "Nächste gezogene Karte",
        "sharpening_caption": "Wie sehr das Gegnermodell die Einschätzung schärft",
        "place": "Ort", "entropy_before": "Entropie ohne Modell (Bit)",
        "entropy_after": "Entropie mit Modell (Bit)", "bits_gained": "Gewonnene Bits",
        "total_variation": "Totalvariation",
        "outcomes_caption": ("Chancen aus Sicht von {name} ({how}); die Runde wird mit "
                             "Wahrscheinlichkeit {shared} geteilt"),
        "win_round": "P(Runde gewinnen)", "win_game": "P(Spiel gewinnen)",
        "interval": "95-%-Intervall", "exact": "exakt", "from_to": "{low} bis {high}",
        "exact_round": "Runde exakt", "playouts": "{count} Simulationen",
        # cards drawn as SVG (lovelet.display.svg): text alternatives
        "card_alt": "{name}, Wert {value}", "card_alt_face_down": "verdeckte Karte",
        "cards_alt": "Karten: {cards}", "cards_alt_none": "keine Karte",
        # companion: what the record of a real game waits for (lovelet.companion.prompts)
        "companion_expect_played": "{name} ist am Zug: Welche Karte wird gespielt?",
        "companion_expect_played_you": "Du bist am Zug: Welche Karte spielst du?",
        "companion_expect_drew": "Welche Karte hast du gezogen?",
        "companion_expect_drew_set_aside": "Der Stapel ist leer: Du nimmst die beiseitegelegte Karte. Welche ist es?",
        "companion_expect_guard_answer": "Hat {name} {the_card}?",
        "companion_expect_saw_priest": "Welche Karte hast du in der Hand von {name} gesehen?",
        "companion_expect_saw_baron": "Dein Vergleich mit dem Baron: Welche Karte hat {name}?",
        "companion_expect_saw_king": "Welche Karte hat dir {name} gegeben?",
        "companion_expect_baron_outcome": "{name} und {target} vergleichen ihre Karten: Wer hat verloren, oder ist es Gleichstand?",
        "companion_expect_discarded_prince": "Welche Karte legt {name} ab?",
        "companion_expect_discarded_princess": "{name} spielt die Prinzessin: Welche andere Karte wird mit ihr abgelegt?",
        "companion_expect_chancellor_drew": "Welche Karten hast du mit dem Kanzler gezogen ({count})?",
        "companion_expect_chancellor_returned_you": "Welche Karte behältst du, und in welcher Reihenfolge kommen die anderen unter den Stapel?",
        "companion_expect_chancellor_returned": "{name} legt {count} Karten unter den Stapel: fertig?",
        "companion_expect_chancellor_returned_one": "{name} legt 1 Karte unter den Stapel: fertig?",
        "companion_expect_chancellor_drew_one": "Welche Karte hast du mit dem Kanzler gezogen?",
        "companion_expect_revealed_showdown": "Rundenende: Gib die Karte ein, die jeder Spieler zeigt ({players}).",
        "companion_expect_revealed_both": "Rundenende: Gib die Karte ein, die jeder Spieler zeigt ({players}), und die beiseitegelegte Karte.",
        "companion_expect_revealed_set_aside": "Die Runde ist vorbei: Dreh die beiseitegelegte Karte um. Welche ist es?",
        "companion_expect_next_round": "Nächste Runde: Welche Karte hast du bekommen?",
        "companion_expect_next_round_tie": "Nächste Runde: Wer beginnt ({players}), und welche Karte hast du bekommen?",
        "companion_expect_game_over": "Das Spiel ist vorbei: Sieg für {players}.",
        "companion_hit": "Richtig geraten", "companion_miss": "Falsch geraten", "companion_tie": "Gleichstand",
        "companion_done": "Fertig", "companion_drawn_yes": "Die gerade gezogene Karte",
        "companion_drawn_no": "Die andere Karte",
        # widgets: companion (lovelet.widgets.companion, .companion_view)
        "companion_title": "Spielbegleiter", "companion_new_game": "Neues Spiel",
        "companion_my_seat": "Ich bin", "companion_start_player": "Wer beginnt", "companion_my_card": "Meine Karte",
        "companion_face_up_card": "Offene Karte {number}",
        "companion_not_saved": "Dieser Begleiter speichert keine Spiele: Dieses wird nicht gespeichert.",
        "companion_start": "Starten", "companion_resume": "Fortsetzen",
        "companion_coach": "Tipps in meinem Zug",
        "companion_coach_waits": "Der Coach berät dich, wenn du am Zug bist und entscheidest.",
        "companion_coach_missing": "Diese Version von lovelet hat noch keinen Coach.",
        "companion_back": "Zurück", "companion_undo": "Rückgängig",
        "companion_nothing_to_undo": "Nichts rückgängig zu machen: Es gibt noch keine Eingabe.",
        "companion_not_started": "Starte zuerst ein Spiel oder setze eines fort.",
        "companion_not_offered": ("{value} gehört nicht zu den jetzt angebotenen Möglichkeiten: Tippe auf "
                                  "eine der Schaltflächen."),
        "companion_bad_choice": "Unbekannte Einstellung des Begleiters: {name}; möglich sind {choices}.",
        "companion_bad_players": "Diese Ausgabe ist für {low} bis {high} Spieler.",
        "companion_bad_names": "Gib jedem der {count} Spieler einen Namen.",
        "companion_bad_seat": "Wähle deinen Platz unter den Spielern.",
        "companion_bad_start_player": "Wähle unter den Spielern, wer beginnt.",
        "companion_choose_card": "Wähle die Karte, die du bekommen hast.",
        "companion_choose_face_up": "Zu zweit: Wähle die drei offenen Karten.",
        "companion_ask_target": "Auf wen?", "companion_ask_guess": "Welche Karte nennt die Wächterin?",
        "companion_ask_drawn": "War es die gerade gezogene Karte?",
        "companion_ask_loser_card": "Welche Karte legt {name} ab?",
        "companion_ask_keep": "Welche Karte behältst du?",
        "companion_ask_bottom": ("In welcher Reihenfolge kommen die anderen unter den Stapel (die letzte "
                                 "ganz nach unten)?"),
        "companion_ask_nth": "Karte {number} von {count}", "companion_ask_shown": "Welche Karte zeigt {name}?",
        "companion_ask_set_aside": "Welche ist die beiseitegelegte Karte?",
        "companion_ask_start_player": "Wer beginnt die nächste Runde?",
        "companion_ask_dealt": "Welche Karte hast du bekommen?",
        "companion_ask_face_up": "Offene Karte {number} von 3",
        "companion_cards_left": "Übrige Karten: was du noch nicht gesehen hast",
        "companion_hands": "Was die anderen haben können",
        "companion_hands_help": ("Die genaue Wahrscheinlichkeit jeder Figur in der Hand jedes Gegners, "
                                 "nach allem, was du gesehen hast."),
        "companion_holds": "hat {count}", "companion_exact_fractions": "Genaue Brüche",
        "companion_guess_line": "{name}: {card}, {chance}",
        "companion_baron": "Baron: deine Karte {card} gegen jeden Gegner",
        "companion_showdown": "Wenn die Runde jetzt endete (Kartenvergleich)", "companion_you_show": "Du zeigst",
        "companion_win": "du gewinnst allein", "companion_share": "geteilter Sieg",
        "companion_lose": "du verlierst",
        "companion_baron_win": "der andere scheidet aus", "companion_baron_tie": "Gleichstand: niemand",
        "companion_baron_lose": "du scheidest aus",
        "companion_estimated": ("Geschätzt aus {count} Verteilungen, gezogen aus der genauen Einschätzung "
                                "(auf etwa {margin} genau): Bei so vielen Gegnern dauert die genaue "
                                "Rechnung zu lange."),
        "companion_you_are_out": "Du bist aus dieser Runde ausgeschieden: Die anderen spielen weiter.",
        "companion_you": "du",
        "companion_failed": "Im Begleiter ist ein Fehler aufgetreten: Öffne die Adresse dieses Spiels erneut.",
        # widgets: setup
        "setup_title": "Neues Spiel", "setup_edition": "Ausgabe",
        "setup_edition_revised": "Neuauflage (2019, 21 Karten, 2 bis 6 Spieler)",
        "setup_edition_classic": "Klassisch (16 Karten, 2 bis 4 Spieler)",
        "setup_players": "Spieler", "setup_players_range": "{low} bis {high} Spieler",
        "setup_seat": "Spieler {number}", "setup_seat_kind": "Gespielt von",
        "setup_person": "Mensch", "setup_bot": "Computer",
        "setup_bot_random": "Computer (zufällig)", "setup_bot_cautious": "Computer (vorsichtig)",
        "setup_bot_heuristic": "Computer (heuristisch)",
        "setup_name": "Name", "setup_language": "Sprache", "setup_seed": "Startwert",
        "setup_seed_help": "Derselbe Startwert teilt dieselben Karten wieder aus",
        "setup_options": "Varianten", "setup_tie_break": "Bei Gleichstand",
        "setup_tie_break_shared": "Geteilt: alle Gleichstehenden gewinnen die Runde",
        "setup_tie_break_discard_sum": "Die höchste Ablagesumme gewinnt (AEG)",
        "setup_classic_only": "nur klassische Ausgabe",
        "setup_thresholds": "Herzen zum Sieg",
        "setup_thresholds_standard": "Übliche Regel ({counts})",
        "setup_thresholds_aeg": "AEG-Regelheft ({counts})",
        "setup_reveal_drawn": "Zeigen, wenn eine Karte direkt nach dem Ziehen gespielt wird",
        "setup_start": "Spiel starten",
        # widgets: table
        "table_play": "Spielen", "table_play_card": "{card} spielen", "table_target": "Ziel",
        "table_choose_target": "Wähle ein Ziel",
        "table_no_target": "Niemand kann gewählt werden: die Karte wird ohne Wirkung gespielt",
        "table_guess": "Zu ratende Karte",
        "table_choose_guess": "Nenne eine andere Karte als die Wächterin",
        "table_not_allowed": "Nicht erlaubt: {reason}", "table_refused": "Abgelehnt: {reason}",
        "table_keep": "Behalten",
        "table_put_under": "In dieser Reihenfolge unter den Stapel legen (die letzte ganz unten)",
        "table_chancellor_help": "Kanzler: behalte eine Karte und lege die anderen unter den Stapel",
        "table_confirm": "Bestätigen", "table_discard_piles": "Ablagestapel",
        "table_deck_count": "Nachziehstapel: {count}",
        "table_favors_of": "Herzen von {name}: {count}",
        "table_whose_turn": "{name} ist am Zug", "table_your_turn": "Du bist am Zug",
        "table_waiting": "Warten auf {name}", "table_bot_thinking": "{name} überlegt…",
        "table_hidden_hand": "Hand verdeckt: gib den Bildschirm an {name} weiter",
        "table_reveal": "Meine Hand zeigen", "table_hide": "Meine Hand verdecken",
        # Was der Platz privat weiß, auf dem Tisch; das Weitergeben des Bildschirms (lovelet.engine.knowledge)
        "known_priest": "du hast gesehen: {card}", "known_baron": "du hast verglichen: {card}",
        "known_king_given": "du hast gegeben: {card}", "known_king_taken": "hat dir genommen: {card}",
        "known_chancellor": "hat die Karte gezogen, die du zurückgelegt hast: {card}",
        "known_moved": "durch einen König weitergegeben", "known_help": "Nur du kennst diese Karte",
        "table_result_title": "Was dir dein Zug gezeigt hat",
        "table_done_pass": "Fertig: gib den Bildschirm an {name} weiter",
        "table_done_hide": "Fertig: meine Hand verdecken",
        "table_read_result": "{name}: lies, was dir dein Zug gezeigt hat, dann drücke auf Fertig",
        "table_show_hand_of": "Hand von {name} zeigen", "table_confirm_who": "{name}, bist du das?",
        "table_confirm_show": "Ja, meine Hand zeigen", "table_not_me": "Nein, das bin ich nicht",
        "teacher_view": "Lehreransicht",
        "teacher_view_help": "Zeigt alle Hände: nicht für die Augen der Spieler",
        "table_next_round": "Nächste Runde", "table_log": "Spielverlauf",
        "table_showdown": "Kartenvergleich",
        "table_showdown_help": ("Der Stapel ist leer: alle verbliebenen Spieler zeigen ihre "
                                "Karte, die höchste gewinnt"),
        "table_tie": "Gleichstand",
        "table_tie_shared": "Gleichstand: {names} teilen sich die Runde und erhalten je ein Herz",
        "table_tie_broken": "Gleichstand entschieden durch die höchste Ablagesumme",
        "table_spy_bonus_help": ("{name} hat als einzige verbliebene Person eine Spionin in der "
                                 "Ablage und erhält ein weiteres Herz"),
        "table_spy_bonus_none": ("Kein Spionin-Bonus: keine oder mehr als eine verbliebene "
                                 "Person hat eine Spionin in der Ablage"),
        # die Seite des Tischs (play.ipynb): Titel, eingeklapptes Formular, „Warum nicht?“
        "default_player_name": "Spieler {number}",
        "play_title": "Love Letter spielen",
        "play_intro": ("Wähle die Spieler und drücke „Spiel starten“: Der Tisch erscheint dann an "
                       "dieser Stelle, daneben, was dein Platz folgern kann. „Neues Spiel“ holt das "
                       "Formular zurück."),
        "setup_playing": "{edition}, {count} Spieler",
        "setup_edition_short_revised": "Neuauflage", "setup_edition_short_classic": "Klassische Ausgabe",
        "setup_new_game": "Neues Spiel", "setup_back_to_game": "Zurück zum Spiel",
        "table_why_not": "Warum nicht?", "table_why_not_hide": "Gründe ausblenden",
        "table_why_not_help": "Warum die anderen Möglichkeiten fehlen",
        "table_choose_card": "Wähle eine Karte zum Spielen",
        "table_choose_keep": "Wähle die Karte, die du behältst",
        "table_choose_order": "Wähle die Reihenfolge der Karten unter dem Stapel",
        "table_tab_table": "Tisch",
        # widgets: staged play (lovelet.widgets.staged, .staged_view; the rules tutorial)
        "staged_prompt": "{name}, du bist am Zug: Wähle die Karte, die du spielst",
        "staged_prompt_chancellor": ("{name}: Behalte eine deiner Karten und lege die anderen in "
                                     "der gewünschten Reihenfolge unter den Stapel"),
        "staged_choose_card": "Klicke auf die Karte, die du spielen willst",
        "staged_play_card": "{card} spielen",
        "staged_suggested": "Vorgeschlagener Zug: {play}",
        "staged_your_seat": "Du spielst für {name}",
        "staged_played": ("Diese Szene ist gespielt: Drücke „Noch einmal“, um sie anders zu "
                          "spielen."),
        "staged_stops_here": "Die Szene endet hier: Jetzt wäre {name} am Zug.",
        "staged_one_round": "Eine Szene ist eine einzige Entscheidung: Es gibt keine nächste Runde.",
        "staged_result": "Was passiert ist", "staged_out": "Aus der Runde ausgeschieden: {names}",
        "staged_nobody_out": "Niemand scheidet aus der Runde aus",
        "staged_now_protected": "Durch die Zofe geschützt: {names}",
        "staged_no_effect": "Niemand konnte gewählt werden: Die Karte blieb ohne Wirkung",
        "staged_seen": "Du hast die Karte von {name} gesehen",
        "staged_compared": "Der Baron hat diese Karten verglichen",
        "staged_exchanged": "Der König hat diese Karten getauscht", "staged_gave": "Du hast gegeben",
        "staged_received": "Du hast erhalten", "staged_kept": "Du hast behalten",
        "staged_put_under": "Unter den Stapel, die letzte ganz nach unten",
        "staged_hand_now": "Deine Hand jetzt", "staged_reset": "Noch einmal",
        "staged_show_hands": "Alle Hände zeigen (Lehrkraft)",
        "staged_hide_hands": "Die anderen Hände verdecken",
        "staged_every_hand": "Alle Hände (Sicht der Lehrkraft: nicht für die Augen der Spieler)",
        "staged_failed": ("In diesem Widget ist ein Fehler aufgetreten; führe seine Zelle erneut "
                          "aus."),
        # Widgets: das Regel-Tutorial (lovelet.widgets.tutorial)
        "tutorial_progress": "Schritt {number} von {count}", "tutorial_back": "Zurück", "tutorial_next": "Weiter",
        "tutorial_goal": "Dein Ziel", "tutorial_right": "Richtig!", "tutorial_wrong": "Nicht ganz.",
        "tutorial_why": "Warum", "tutorial_hint": "Tipp",
        "tutorial_try_again": "Drücke „Noch einmal“ und spiele anders.",
        "tutorial_answer": "Die Antwort", "tutorial_yes": "Ja", "tutorial_no": "Nein",
        "tutorial_note": "Hinweis für die Lehrkraft", "tutorial_done": "Du hast das Tutorial geschafft.",
        "tutorial_play_first": "Spiele die Szene: Das Urteil erscheint, sobald du gespielt hast.",
        "tutorial_players": "Personen", "tutorial_favors": "Herzen zum Sieg",
        "tutorial_revised": "Überarbeitet (2019)", "tutorial_classic": "Klassisch",
        # widgets: deduction panel
        "deduction_title": "Schlussfolgern", "deduction_seat": "Aus Sicht von",
        "deduction_tracker": "Kartenüberblick", "deduction_belief": "Einschätzung",
        "deduction_best_guess": "Bester Tipp der Wächterin",
        "deduction_best_guess_is": "Bester Tipp der Wächterin gegen {name}: {card} ({chance})",
        "deduction_no_guard": "Keine Wächterin auf der Hand",
        "deduction_chance_to_win": "Chance, die Runde von hier aus zu gewinnen",
        "deduction_opponent_model": "Gegnermodell",
        "deduction_model_none": "Keins: jede passende Verteilung ist gleich wahrscheinlich",
        "deduction_model_agent": "Die Gegner spielen wie der Computer {model}",
        "deduction_updating": "Wird aktualisiert…",
        # widgets: deduction panel (the live panel, lovelet.widgets.deduction)
        "deduction_ready": "Aktuell",
        "deduction_progress": "Wird aktualisiert… {done} von {total} Simulationen",
        "deduction_exact_chances": "exakte Chancen",
        "deduction_hidden": ("Die Hand ist verdeckt: die Anzeige zeigt nichts Geheimes, bis die "
                             "nächste Person ihre Hand zeigt"),
        "deduction_discarded": "Abgelegt", "deduction_seen": "Gesehen",
        "deduction_row_several": "{name} (hat {count} Karten)",
        "deduction_row_several_note": ("{name} hat {count} Karten: jede Zahl ist die Chance, dass "
                                       "eine davon diese Figur ist, deshalb ergibt die Zeile "
                                       "zusammen mehr als 100 %"),
        "deduction_guess_protected": ("durch die Zofe geschützt: eine Wächterin kann diese Person "
                                      "jetzt nicht wählen"),
        "deduction_guess_several": ("hat gerade {count} Karten: die Chance gilt für die behaltene "
                                    "Karte, jede gleich wahrscheinlich"),
        "deduction_guess_none": "Kein Gegner mehr, dessen Karte man raten kann",
        "deduction_exactly": "genau {fraction}",
        "deduction_bot_random": "„zufällig“", "deduction_bot_cautious": "„vorsichtig“",
        "deduction_bot_heuristic": "„heuristisch“",
        "deduction_model_refused": ("Das Modell {model} kann diese Runde nicht erklären (ein Gegner "
                                    "hat einen Zug gemacht, den dieser Bot nie machen würde): die "
                                    "gezeigte Einschätzung nimmt kein Modell an"),
        "deduction_model_over_budget": ("Die früheren Züge der Gegner nach dem Modell {model} zu "
                                        "gewichten, würde in dieser Runde zu lange dauern: die gezeigte "
                                        "Einschätzung nimmt kein Modell an"),
        "deduction_plot_title": "Chance, die Runde zu gewinnen, aus Sicht von {name}",
        "deduction_shared": "Chance, dass die Runde geteilt wird: {chance}",
        "deduction_bad_source": ("Eine Schlussfolgerungs-Anzeige folgt einem Tisch (einem "
                                 "TableController) oder zeigt eine Beobachtung: gib genau eines davon."),
        "deduction_bad_table": "Eine Schlussfolgerungs-Anzeige folgt einem TableController, nicht {value}.",
        "deduction_bad_model": "Das Gegnermodell muss eines von {models} sein, nicht {value}.",
        "deduction_bad_playouts": ("Die Zahl der Simulationen muss eine ganze Zahl ab 1 sein, "
                                   "nicht {value}."),
        "deduction_bad_chunk": "chunk muss eine ganze Zahl von Simulationen ab 1 sein, nicht {value}.",
        "deduction_bad_exact_below": ("exact_below muss eine Zahl von Karten (0 oder mehr) oder None "
                                      "sein, nicht {value}."),
        "deduction_bad_budget": ("belief_budget muss eine Zahl von Sekunden über 0 oder None sein, "
                                 "nicht {value}."),
        "deduction_bad_background": "background muss True, False oder None sein, nicht {value}.",
        "deduction_bad_pause": "pause muss eine Zahl von Sekunden (0 oder mehr) sein, nicht {value}.",
        "deduction_estimate": "eine Schätzung: die exakte Rechnung würde zu lange dauern",
        "deduction_follows_table": ("Diese Anzeige folgt einem Tisch: sie zeigt die Sicht, die der "
                                    "Tisch zeigt."),
        "deduction_bad_chunks": "run_pending nimmt eine ganze Zahl von Paketen ab 1, nicht {value}.",
        # widgets: probability explorer
        "explorer_title": "Wahrscheinlichkeiten erkunden", "explorer_my_hand": "Meine Hand",
        "explorer_cards_seen": "Gesehene Karten", "explorer_players_left": "Verbleibende Spieler",
        "explorer_deck_size": "Größe des Nachziehstapels",
        "explorer_guard_odds": "Wächterin: Trefferchance",
        "explorer_baron_odds": "Baron: Chance, den Vergleich zu gewinnen",
        "explorer_draw_odds": "Chance jeder Karte beim nächsten Ziehen",
        "explorer_exact": "genau {fraction}",
        "explorer_impossible": "Diese Lage ist unmöglich: {reason}",
        # widgets: replay viewer
        "replay_title": "Wiederholung", "replay_load": "Gespeichertes Spiel laden",
        "replay_step": "Schritt", "replay_step_of": "Schritt {step} von {count}",
        "replay_seat_view": "Sicht eines Spielers", "replay_previous": "Zurück",
        "replay_next": "Weiter", "replay_first": "Anfang", "replay_last": "Ende",
        "replay_one_player": "Export eines Spielers: nur die Sicht von {name}",
        # widgets: probability explorer and replay viewer (lovelet.widgets.explorer, .replay_viewer)
        "explorer_first_card": "Karte auf der Hand",
        "explorer_second_card": "Zweite Karte (mein Zug)", "explorer_no_card": "keine",
        "explorer_seen_help": ("Schon gesehene Exemplare: abgelegt, offen oder bekanntermaßen "
                               "aus dem Spiel (nicht deine eigenen Karten)"),
        "explorer_unseen_summary": ("{count} ungesehene Karten: weder auf deiner Hand noch "
                                    "gesehen. Jede von ihnen ist genauso wahrscheinlich wie jede "
                                    "andere die nächste gezogene Karte, die Karte eines Gegners "
                                    "oder die Reservekarte."),
        "explorer_next_draw": "Nächste gezogene Karte",
        "explorer_guard_hit": "Eine Wächterin, die sie nennt, trifft",
        "explorer_opponent_holds": "Ein Gegner hat eine",
        "explorer_in_deck": "Mindestens eine im Nachziehstapel",
        "explorer_no_draw": "Der Nachziehstapel ist leer: es wird nicht mehr gezogen.",
        "explorer_not_guessable": "Die Wächterin kann nicht die Wächterin nennen",
        "explorer_baron_keep": "Baron gegen einen Gegner: deine Karte {card} (Wert {value})",
        "explorer_win": "du gewinnst", "explorer_tie": "Gleichstand", "explorer_lose": "du verlierst",
        "explorer_chart": "Diagramm", "explorer_chart_draw": "Ziehen",
        "explorer_chart_guard": "Wächterin", "explorer_chart_baron": "Baron",
        "explorer_plot_draw_title": "Die nächste gezogene Karte und der Inhalt des Stapels",
        "explorer_plot_guard_title": "Wächterin: Trefferchance für jede genannte Karte",
        "explorer_plot_baron_title": "Baron: wie der Vergleich ausgeht",
        "explorer_plot_chance": "Wahrscheinlichkeit", "explorer_plot_keep": "Deine Karte",
        "explorer_reason_hand_size": ("deine Hand hat eine Karte, oder zwei während deines Zuges, "
                                      "nicht {count}."),
        "explorer_reason_players": ("in einer Runde dieser Ausgabe sind {low} bis {high} Spieler, "
                                    "nicht {count}."),
        "explorer_reason_count": ("eine Anzahl gesehener Karten ({what}) ist eine ganze Zahl ab 0, "
                                  "nicht {value}."),
        "explorer_reason_players_number": ("die Zahl der verbleibenden Spieler ist eine ganze "
                                           "Zahl, nicht {value}."),
        "explorer_reason_deck_number": ("die Größe des Nachziehstapels ist eine ganze Zahl ab 0, "
                                        "nicht {value}."),
        "replay_choose_file": "Datei wählen",
        "replay_nothing": ("Noch kein Spiel geladen: wähle ein gespeichertes Spiel oder den "
                           "Export eines Spielers."),
        "replay_now": "Jetzt: {text}", "replay_round_of": "Runde {number} von {count}",
        "replay_saved_game": "Gespeichertes Spiel von {names}",
        "explorer_failed": "Ein Fehler ist aufgetreten; führe die Zelle erneut aus.",
        "replay_failed": "Ein Fehler ist aufgetreten; führe die Zelle erneut aus.",
        # widgets: exercise (lovelet.widgets.exercise) and lesson 4's figures (lovelet.lessons)
        "exercise_title": "Aufgabe {number}", "exercise_your_answer": "Deine Antwort",
        "exercise_placeholder": "3/11, 0,27 oder 27 %",
        "exercise_placeholder_number": "eine Zahl, zum Beispiel 12",
        "exercise_check": "Prüfen", "exercise_right": "Richtig!", "exercise_not_yet": "Noch nicht.",
        "exercise_hint": "Tipp: {hint}",
        "exercise_too_vague": ("Fast, aber nicht genau genug: gib mindestens zwei gültige "
                               "Ziffern an (zum Beispiel 0,27 oder 27 %) oder den genauen Bruch."),
        "exercise_not_a_probability": "Eine Wahrscheinlichkeit liegt zwischen 0 und 1 (0 % und 100 %).",
        "exercise_attempts": "Versuche: {count}",
        "exercise_empty": "Gib zuerst eine Antwort ein.",
        "exercise_unreadable": ("Schreib einen Bruch wie 3/11, eine Dezimalzahl wie 0,27 oder "
                                "einen Prozentsatz wie 27 %, nicht \u201e{text}\u201c."),
        "exercise_unreadable_number": ("Schreib eine Zahl, zum Beispiel 12 oder 12,5, nicht "
                                       "\u201e{text}\u201c."),
        "exercise_zero_denominator": "Ein Bruch kann nicht 0 im Nenner haben.",
        "exercise_not_a_percentage": ("Diese Antwort ist eine Zahl, keine Wahrscheinlichkeit: "
                                      "schreib sie ohne %."),
        "lesson_turns_title": "Wie lange eine Runde dauert ({players} Spieler, je {rounds} Runden)",
        "lesson_turns_count": "Züge in der Runde", "lesson_turns_share": "Anteil der Runden",
        "lesson_turns_most": "höchstens möglich: {turns} Züge",
        "lesson_bots_random": "Zufallsbots", "lesson_bots_cautious": "vorsichtige Bots",
        "lesson_bots_heuristic": "heuristische Bots",
        "lesson_draws_title": "Mindestens eine Karte „{card}“ unter den nächsten k gezogenen",
        "lesson_draws_count": "Gezogene Karten (k)", "lesson_exact": "genau",
        "lesson_simulated": "simuliert, mit 95-%-Intervall",
        # tournaments: plots (lovelet.plots.tournament) and the terminal game (lovelet.lab.cli)
        "plot_win_rates_title": "Siegquoten in {count} Spielen",
        "plot_win_rates_title_rounds": "Siegquoten in {count} Runden",
        "plot_win_rates_title_any": "Siegquoten", "plot_entrant": "Agent",
        "plot_seat_title": "Vorteil je Platz in {count} Spielen",
        "plot_seat_title_rounds": "Vorteil je Platz in {count} Runden",
        "plot_seat_title_any": "Vorteil je Platz",
        "plot_seat_axis": "Platz in der Spielreihenfolge (1 beginnt die erste Runde)",
        "plot_win_rate": "Siegquote", "plot_fair_share": "gleicher Anteil: 1 von {players}",
        "cli_welcome": "Love Letter, {edition}. Du bist {name}; der Computer spielt {bots}.",
        "cli_seed": "Seed {seed}: Mit --seed {seed} spielst du genau diese Partie noch einmal.",
        "cli_how": "Beantworte jede Frage mit einer Nummer aus ihrer Liste; q beendet.",
        "cli_round": "Runde {number}. Herzen: {favors} ({needed} gewinnen das Spiel).",
        "cli_your_turn": "Du bist am Zug, {name}.", "cli_deck": "Stapel: noch {count} Karten.",
        "cli_discarded": "Ablage von {name}: {cards}.", "cli_hand": "Deine Hand: {cards}.",
        "cli_ask_card": "Welche Karte spielst du?", "cli_ask_target": "Wen wählst du für {card}?",
        "cli_ask_guess": "Welche Karte nennst du?", "cli_ask_keep": "Welche Karte behältst du?",
        "cli_ask_bottom": ("Welche Karte kommt ganz unter den Stapel? (die andere kommt direkt "
                           "darüber)"),
        "cli_yourself": "{name} (du selbst)",
        "cli_prompt": "Deine Wahl (1 bis {count}, q zum Beenden): ",
        "cli_not_a_choice": "\u201e{text}\u201c ist keine der Möglichkeiten: Gib eine Zahl von 1 bis {count} ein.",
        "cli_next_round": "Drücke die Eingabetaste für die nächste Runde (q zum Beenden).",
        "cli_goodbye": "Du hast das Spiel verlassen. Auf Wiedersehen!",
        # widgets: strategy lab
        "lab_title": "Strategielabor",
        "lab_intro": ("Agenten spielen viele Partien gegeneinander. Jeder spielt reihum von jedem Platz aus, "
                      "mit denselben Karten: Ein Unterschied der Siegquoten liegt an ihnen, nicht an den Karten."),
        "lab_lineup": "Die Aufstellung",
        "lab_lineup_help": "ein Agent pro Spieler; derselbe Agent darf mehrere Plätze einnehmen",
        "lab_place": "Agent {number}", "lab_unit": "Spielen",
        "lab_unit_game": "Ganze Partien", "lab_unit_round": "Einzelne Runden",
        "lab_games": "Partien", "lab_games_rounds": "Runden",
        "lab_seed_help": ("Derselbe Seed teilt dieselben Karten aus und ergibt dieselben Ergebnisse; bleibt "
                          "er leer, wird ein Seed gezogen, den niemand erraten kann, und nach den Partien gezeigt"),
        "lab_run": "Starten", "lab_stop": "Anhalten",
        "lab_progress": "{done} von {total} Partien", "lab_progress_rounds": "{done} von {total} Runden",
        "lab_status_idle": "Wähle die Agenten und drücke dann auf Starten.",
        "lab_status_running": "Es wird gespielt … die Tabellen zeigen die bisher gespielten Partien.",
        "lab_status_done": "Fertig: {done} Partien gespielt.",
        "lab_status_done_rounds": "Fertig: {done} Runden gespielt.",
        "lab_status_stopped": ("Angehalten nach {done} von {total} Partien: Die Tabellen zeigen nur "
                               "diese Partien."),
        "lab_status_stopped_rounds": ("Angehalten nach {done} von {total} Runden: Die Tabellen zeigen nur "
                                      "diese Runden."),
        "lab_status_failed": "Das Turnier wurde nach {done} Partien abgebrochen.",
        "lab_status_failed_rounds": "Das Turnier wurde nach {done} Runden abgebrochen.",
        "lab_caption": "Siegquoten: {count} Partien, {edition}, {players} Spieler, Seed {seed}",
        "lab_caption_rounds": "Siegquoten: {count} Runden, {edition}, {players} Spieler, Seed {seed}",
        "lab_caption_running": "Siegquoten bisher: {count} Partien, {edition}, {players} Spieler",
        "lab_caption_running_rounds": "Siegquoten bisher: {count} Runden, {edition}, {players} Spieler",
        "lab_edition_revised": "überarbeitete Ausgabe", "lab_edition_classic": "klassische Ausgabe",
        "lab_agent": "Agent", "lab_wins": "Siege", "lab_win_rate": "Siegquote", "lab_shared": "Geteilt",
        "lab_seats_caption": "Vorteil je Platz: wie oft der Spieler auf jedem Platz gewann",
        "lab_seat": "Platz in der Spielreihenfolge", "lab_first_place": "{number} (beginnt)",
        "lab_other_place": "{number}",
        "lab_interval_note": ("95-%-Intervall (Wilson): die Siegquoten, die diese Partien nicht von der "
                              "gemessenen unterscheiden können; es verfehlt die wahre Quote etwa in einem von "
                              "20 Turnieren."),
        "lab_fair_note": "Ein Agent, der nicht besser als die anderen ist, gewinnt 1 von {players} Partien ({share}).",
        "lab_shared_note": ("Geteilt: Partien, die gemeinsam mit einem anderen Spieler gewonnen wurden; sie "
                            "zählen für jeden als Sieg."),
        "lab_lengths": "Im Durchschnitt {rounds} Runden pro Partie und {turns} Züge pro Runde.",
        "lab_lengths_rounds": "Im Durchschnitt {turns} Züge pro Runde.",
        "lab_failed": "Im Labor ist ein Fehler aufgetreten; führe seine Zelle erneut aus.",
        "lab_agent_random": "Zufall", "lab_agent_cautious": "vorsichtig", "lab_agent_heuristic": "heuristisch",
        "lab_agent_deductive": "deduktiv", "lab_agent_ismcts": "ISMCTS",
        "lab_bad_language": "Wähle Englisch (en), Französisch (fr) oder Deutsch (de), nicht {value}.",
        "lab_bad_edition": "Wähle die überarbeitete oder die klassische Ausgabe, nicht {value}.",
        "lab_bad_players": "Die Zahl der Spieler muss eine ganze Zahl sein, nicht {value}.",
        "lab_bad_lineup": "Gib jedem der {count} Spieler einen Agenten, nicht {value}.",
        "lab_bad_agent": "Agent {number} muss einer von diesen sein: {agents}; nicht {value}.",
        "lab_bad_place": "Die Aufstellung hat {count} Plätze, ab 0 nummeriert: nicht {value}.",
        "lab_bad_games": "Die Zahl der Partien muss eine ganze Zahl von 1 bis {most} sein, nicht {value}.",
        "lab_bad_unit": "Spiele ganze Partien ('game') oder einzelne Runden ('round'), nicht {value}.",
        "lab_running": "Ein Turnier läuft: Halte es an, bevor du ein neues startest.",
        "lab_bad_steps": "steps muss eine ganze Zahl ab 1 sein, nicht {value}.",
        "lab_bad_background": "background muss None, True oder False sein, nicht {value}.",
        "lab_bad_seconds": "{name} muss eine Zahl von Sekunden ab 0 sein, nicht {value}.",
        "lab_bad_own_agent": ("{value} ist kein Agent: Ein Agent hat choose(observation, rng) oder ist eine "
                              "Funktion von (observation, rng)."),
        "lab_own_agent_taken": ("Zwei Agenten heißen {name}: Gib jedem deiner Agenten einen eigenen Namen "
                                "(sein Attribut name)."),
        "lab_agent_failed": "Partie {game} konnte nicht gespielt werden: {reason}",
        # lessons 5 and 6 (notebooks/05-strategy-lab.ipynb, 06-editions.ipynb): their plots
        "lab_repeats_title": "Dasselbe Duell mit {count} Seeds, je {games} Partien",
        "lab_repeats_all": "alle {count} Partien zusammen",
        "lab_lengths_title": "Wie lange eine Runde dauert: {players} Spieler, je {count} Runden",
        "lab_knockouts_title": "Ausgeschiedene Spieler, nach der Karte, die sie besiegte: {agents}",
        "lab_knockouts_axis": "Ausgeschiedene Spieler pro 100 Runden",
        "lab_titled": "{edition}: {title}",
        # coach (lovelet.deduction.coach, lovelet.display.coach, the Table's coach switch)
        "coach_title": "Coach: deine Möglichkeiten",
        "coach_pick": "Wahl des Coachs",
        "coach_why": "Warum",
        "coach_move": "Zug",
        "coach_knock_out": "Schaltet einen Gegner aus",
        "coach_self_out": "Schaltet dich aus",
        "coach_what": "Was jetzt passiert",
        "coach_nothing": "nichts",
        "coach_keep": "Behalten",
        "coach_under": "unter den Nachziehstapel",
        "coach_other_guesses": "Weitere Tipps gegen {name}",
        "coach_switch": "Coach",
        "coach_switch_help": "Zeigt an deinem Zug jeden erlaubten Zug mit seinen genauen Chancen",
        "coach_wait": "Der Coach spricht, wenn du am Zug bist.",
        "coach_exact_note": ("Genaue Chancen aus dem, was du gesehen hast; sie zählen nur, was "
                             "der Zug jetzt bewirkt."),
        "coach_guard": ("Wächterin gegen {target}, Tipp {guess}: {chance}, dass {target} "
                        "ausscheidet."),
        "coach_no_target": ("„{card}“: Alle Gegner sind geschützt oder ausgeschieden, die Karte "
                            "hat also keine Wirkung."),
        "coach_priest": ("Priester bei {target}: Du siehst die Karte, jetzt noch unsicher: "
                         "{bits} Bit ({hand})."),
        "coach_priest_known": "Priester bei {target}: Du kennst die Karte schon (0 Bit): {hand}.",
        "coach_baron": ("Baron gegen {target}, du behältst „{kept}“: Du gewinnst {win} ({target} "
                        "scheidet aus), Gleichstand {tie}, du verlierst {lose} (du scheidest "
                        "aus)."),
        "coach_prince": ("Prinz gegen {target}: {chance}, dass {target} die Prinzessin ablegt "
                         "und ausscheidet."),
        "coach_prince_self": ("Prinz gegen dich selbst: Du legst „{kept}“ ab und ziehst die "
                              "oberste Karte: {draw}."),
        "coach_prince_self_set_aside": ("Prinz gegen dich selbst: Du legst „{kept}“ ab; der "
                                        "Nachziehstapel ist leer, also nimmst du die "
                                        "Reservekarte: {draw}."),
        "coach_prince_self_princess": ("Prinz gegen dich selbst: Du würdest die Prinzessin "
                                       "ablegen und ausscheiden."),
        "coach_king": ("König mit {target}: Du gibst „{kept}“ ab und bekommst die Karte von "
                       "{target}: {receive}."),
        "coach_handmaid": ("Zofe: Bis zu deinem nächsten Zug kann dich keine Karte wählen; du "
                           "behältst „{kept}“."),
        "coach_chancellor_one": ("Kanzler: Du ziehst die letzte Karte des Nachziehstapels und "
                                 "behältst eine deiner zwei Karten; die gezogene Karte: {first}."),
        "coach_chancellor_same": ("Kanzler: Du ziehst zwei Karten und behältst eine der drei; "
                                  "jede gezogene Karte: {each}."),
        "coach_chancellor_two": ("Kanzler: Du ziehst zwei Karten und behältst eine der drei; die "
                                 "erste: {first}; die zweite: {second}."),
        "coach_chancellor_empty": ("Kanzler: Der Nachziehstapel ist leer, du ziehst nichts; du "
                                   "behältst „{kept}“."),
        "coach_countess": "Gräfin: keine Wirkung; du behältst „{kept}“.",
        "coach_countess_forced": ("Gräfin: Du musst sie spielen, weil du auch „{kept}“ hast; "
                                  "diese Karte behältst du."),
        "coach_princess": "Prinzessin: Wenn du sie spielst, scheidest du aus der Runde aus.",
        "coach_spy": ("Spionin: jetzt keine Wirkung; du behältst „{kept}“. Bist du am Ende der "
                      "Runde der einzige Spieler darin, der eine Spionin gespielt hat, bekommst "
                      "du ein Herz."),
        "coach_spy_shared": ("Spionin: jetzt keine Wirkung; du behältst „{kept}“. Ein anderer "
                             "Spieler in der Runde hat auch eine Spionin gespielt: kein Bonus, "
                             "solange er dabei ist."),
        "coach_keep_sentence": ("„{keep}“ behalten, {bottom} unter den Nachziehstapel (die "
                                "letzte ganz nach unten): Endete die Runde jetzt, wären es Sieg "
                                "{win}, geteilter Sieg {tie}, Niederlage {lose}."),
        "coach_keep_alone": ("„{keep}“ behalten: Endete die Runde jetzt, wären es Sieg {win}, "
                             "geteilter Sieg {tie}, Niederlage {lose}."),
        "coach_note_countess": ("Du hast die Gräfin und „{card}“: Du musst die Gräfin spielen, "
                                "darum wird „{card}“ nicht angeboten."),
        "coach_note_protected": ("Von der Zofe geschützt bis zu ihrem nächsten Zug: {names}. "
                                 "Keine Karte kann sie wählen."),
        "coach_note_princess": ("Du hast die Prinzessin: Spielst du sie oder legst du sie ab, "
                                "scheidest du aus."),
        "coach_note_model_over_budget": ("Die früheren Züge deiner Gegner nach dem Modell zu gewichten, "
                                         "würde hier zu lange dauern: diese Chancen nehmen an, dass "
                                         "jeder ihrer erlaubten Züge gleich wahrscheinlich war."),
        "coach_why_only": "Es ist der einzige erlaubte Zug.",
        "coach_why_knock_out": ("Die beste Chance, jetzt einen Gegner auszuschalten: {chance} "
                                "gegen {target}, ohne Risiko für dich."),
        "coach_why_knock_out_risk": ("Die beste Chance, jetzt einen Gegner auszuschalten: "
                                     "{chance} gegen {target}, bei einem Risiko von {risk}, "
                                     "selbst auszuscheiden."),
        "coach_why_knock_out_and_keep": ("Eine Chance von {chance}, {target} auszuschalten, und "
                                         "du behältst „{kept}“ für später: Das ist dem Agenten "
                                         "mehr wert als die beste Chance jetzt ({best})."),
        "coach_why_keep_best": ("„{keep}“ hat die beste Chance im Kartenvergleich: {win} Sieg, "
                                "wenn die Runde jetzt endete."),
        "coach_why_keep": ("Dem Agenten ist „{keep}“ für den Rest der Runde am meisten wert "
                           "({win} Sieg im Kartenvergleich jetzt)."),
        "coach_why_handmaid": ("Bis zu deinem nächsten Zug kann dich niemand wählen, und du "
                               "behältst „{kept}“."),
        "coach_why_priest": ("Du erfährst die Karte von {target} für deine nächsten Züge, ohne "
                             "Risiko, und behältst „{kept}“."),
        "coach_why_king": "Du tauschst „{kept}“ gegen die Karte von {target}, jetzt ohne Risiko.",
        "coach_why_prince_self": ("Du legst „{kept}“ ab und ziehst eine neue Karte, jetzt ohne "
                                  "Risiko."),
        "coach_why_chancellor": ("Du behältst nach dem Ziehen die beste deiner Karten, jetzt "
                                 "ohne Risiko."),
        "coach_why_spy": ("Jetzt kein Risiko, du behältst „{kept}“, und die Spionin kann dir ein "
                          "Herz bringen."),
        "coach_why_safe": "Jetzt kein Risiko, und du behältst „{kept}“.",
        "coach_why_risky": ("Der Agent hält diesen Zug für den besten, obwohl du mit einer "
                            "Chance von {risk} ausscheidest."),
        "coach_why_rather": ("Das ist dem Agenten mehr wert als die beste Chance, jetzt jemanden "
                             "auszuschalten ({best})."),
        "coach_why_none_can": "Kein Zug kann jetzt jemanden ausschalten.",
        # languages, each in its own language (the same in every table)
        "language_en": "English", "language_fr": "Français", "language_de": "Deutsch",
    },
}

# The words of the plots and of the coach's percentages (issue 16, §7 and §8), kept in
# one block so that the catalogs above stay as they are.
for _code, _words in {
    "en": {
        "plot_belief_scale": "chance (%)",
        # The coach says chances as percentages and uncertainty as cards, never in bits.
        "coach_guard": "Guard on {target}, naming {guess}: {chance} chance to knock {target} out.",
        "coach_priest": ("Priest on {target}: you see their card. Now it is one of {possible} "
                         "characters ({hand}): as uncertain as {equally} equally likely cards."),
        "coach_priest_known": "Priest on {target}: you already know their card: {hand}.",
        "coach_exact_title": "Exact chances, as fractions",
    },
    "fr": {
        "plot_belief_scale": "probabilité (%)",
        "coach_guard": ("Garde sur {target} en nommant {guess} : {chance} de chances de faire "
                        "sortir {target} de la manche."),
        "coach_priest": ("Prêtre sur {target} : tu vois sa carte. Pour l'instant, c'est l'un de "
                         "{possible} personnages ({hand}) : aussi incertain que {equally} cartes "
                         "également probables."),
        "coach_priest_known": "Prêtre sur {target} : tu connais déjà sa carte : {hand}.",
        "coach_exact_title": "Chances exactes, en fractions",
    },
    "de": {
        "plot_belief_scale": "Wahrscheinlichkeit (%)",
        "coach_guard": ("Wächterin gegen {target}, Tipp {guess}: {chance} Chance, dass {target} "
                        "ausscheidet."),
        "coach_priest": ("Priester bei {target}: Du siehst die Karte. Jetzt ist sie eine von "
                         "{possible} Figuren ({hand}): so unsicher wie {equally} gleich "
                         "wahrscheinliche Karten."),
        "coach_priest_known": "Priester bei {target}: Du kennst die Karte schon: {hand}.",
        "coach_exact_title": "Genaue Chancen als Brüche",
    },
}.items():
    TEXTS[_code].update(_words)
del _code, _words


# The companion page's codes, addresses and instructions (a module of their own).
from lovelet.text.companion import COMPANION_TEXTS  # noqa: E402

for _code, _texts in COMPANION_TEXTS.items():
    TEXTS[_code].update(_texts)

# Forfeits of agents in their own process, and how the strategy lab says them.
from lovelet.text.isolation import ISOLATION_TEXTS  # noqa: E402

for _code, _texts in ISOLATION_TEXTS.items():
    TEXTS[_code].update(_texts)

# What a keyboard or a screen reader needs said (headings, states, the board's names).
from lovelet.text.access import ACCESS_TEXTS  # noqa: E402

for _code, _texts in ACCESS_TEXTS.items():
    TEXTS[_code].update(_texts)


# French elides "de" and "que" before a vowel: "la carte d'Ann", "ce qu'Ève sait".
_ELIDABLE = re.compile(r"\b(de|que|De|Que) \{(\w+)(?::(\w*))?\}")


def formatted(template, language="en", **values):
    """``template.format(**values)``, with the elisions of ``language``.

    In French, "de {name}" and "que {name}" become "d'Ann", "qu'Ann" when the value
    written there begins with a vowel, and the template is spaced as French is
    (:func:`lovelet.text.typography.french_spacing`: "Pioche : {count}"), the values put in
    left as they are; other languages format as str.format does.
    """
    if language == "fr":
        template = french_spacing(template)
    if language == "fr" and ("de {" in template or "que {" in template.lower()):
        def elide(match):
            word, name, spec = match.groups()
            written = format(values[name], spec or "")
            if written[:1] in _VOWELS:
                return f"{word[:-1]}'{{{name}{':' + spec if spec else ''}}}"
            return match.group(0)

        template = _ELIDABLE.sub(elide, template)
    return template.format(**values)


def text(key, language="en"):
    """The interface text ``key`` (a key of :data:`TEXTS`) in ``language``.

    French texts are spaced as French is (:func:`lovelet.text.typography.french_spacing`).
    An unknown language raises IllegalAction BAD_OPTION.
    """
    language = _language(language)
    return french_spacing(TEXTS[language][key]) if language == "fr" else TEXTS[language][key]


def with_colon(label, language="en"):
    """``label`` followed by a colon as ``language`` writes it: "Deck:", "Pioche :"
    (for a "label: value" a view puts together)."""
    return f"{label}{NO_BREAK_COLON if _language(language) == 'fr' else ':'}"


#: The colon of French, after its no-break space.
NO_BREAK_COLON = "\u00a0:"


def say(key, language="en", **values):
    """The text ``key`` in ``language`` with ``values`` put in (plain text, not escaped)."""
    return formatted(text(key, language), language, **values) if values else text(key, language)


def percent(probability, language="en", digits=0):
    """A probability as a percentage in ``language``: "45%", "45 %" (the "percent" text),
    with ``digits`` decimals and a decimal comma in French and German."""
    number = f"{100 * float(probability):.{digits}f}"
    if language != "en":
        number = number.replace(".", ",")
    return say("percent", language, number=number)
