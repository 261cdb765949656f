"""The rules tutorial's words in English (data only): {step key: {field: text}}.

Fields: ``title``, ``body`` (paragraphs apart by a blank line, "- " for a list item,
``**bold**``), ``note`` (the teaching note); a scene's ``goal``, ``reason`` (the rule,
shown with the verdict) and ``hint`` (after a wrong try); a check's ``question``,
``hint`` and ``explanation`` (shown after a try).  ``{p1}`` and ``{p2}`` are the other
players' names.  Rule numbers such as (A9.2) are sections of docs/rules.md.
"""

NAMES = ("Ann", "Ben", "Cleo", "Dan")

TEXTS = {
    "welcome": {
        "title": "Love Letter in one page",
        "body": "Love Letter is played with **21 cards**, and you almost always hold just **one** of them. "
                "On your turn you draw a second card, play one of the two, and do what it says.\n\n"
                "You play several **rounds**. You win a round by being the **last player left** in it, "
                "or by holding the **highest card** when the deck runs out; each round won earns a "
                "**favor**, and the first player with enough favors wins the game.\n\n"
                "This is the **revised edition** of 2019: ten characters worth 0 to 9, for 2 to 6 "
                "players (A1). Every card played stays face up in front of its owner for the whole round.",
        "note": "About 20 minutes for the 27 steps. Project this page (teacher version) and let the "
                "class call out each move before you click; or hand out the student page and walk round. "
                "Students need nothing about the game beforehand.",
    },
    "setup": {
        "title": "Setting up, and a turn",
        "body": "To prepare a round (A4): shuffle the 21 cards; put the top one **aside, face down**, "
                "unseen; **with two players only**, put three more aside **face up**; deal one card to "
                "each player; the rest is the deck.\n\n"
                "In the first round, whoever last wrote a letter by hand starts (A5); later, the winner "
                "of the previous round. Play goes clockwise.\n\n"
                "**Your turn** (A6): draw the top card, choose one of your two cards, lay it face up on "
                "your pile and carry out its effect in full, even when it hurts you; keep the other.\n\n"
                "Below: a round for three players, dealt with the lesson's seed, as the first player "
                "sees it after drawing.",
        "note": "Stress the face-down card set aside: it is why no one can be sure of the last cards. "
                "The picture is the first player's view: two cards in hand, the others face down.",
    },
    "check_deck": {
        "title": "Quick check: the deck",
        "body": "Count what leaves the deck before the first player has played.",
        "question": "With four players, how many cards are left in the deck once the first player has drawn?",
        "hint": "Start from 21; take away the card set aside, one card dealt to each player, and the card "
                "just drawn. Face-up cards are only for two players.",
        "explanation": "21 - 1 set aside - 4 dealt - 1 drawn: no cards face up above two players (A4).",
        "note": "A good moment to check everyone counts the set-aside card.",
    },
    "spy": {
        "title": "0 · Spy (2 copies)",
        "body": "The Spy does **nothing** when you play it (A9.1). But at the end of the round, if you "
                "are still in and you are the **only** player still in who played or discarded a Spy, "
                "you gain one more favor (A13).\n\n"
                "Each scene sets up a table for one rule. You sit in the first seat; the other hands are "
                "face down, and the page really does not know them. Click a card, choose what it asks "
                "for, press the play button.",
        "goal": "Play the Spy, and keep your Guard for later.",
        "reason": "The Spy has no effect when played: it only lies on your pile, where it may earn a "
                  "favor at the end of the round (A9.1, A13).",
        "hint": "Click the Spy, then its play button.",
        "note": "Let a student drive the first scene on the projector; point out the pile under Ann's name.",
    },
    "guard": {
        "title": "1 · Guard (6 copies)",
        "body": "Choose **another player** and name a character **other than the Guard**. If that player "
                "holds it, they are out of the round (A9.2).\n\n"
                "On your last turn your Priest (on your pile) showed you {p1}'s card: a **Priest**. "
                "{p2} played a Handmaid and cannot be chosen.",
        "goal": "Knock {p1} out with your Guard.",
        "reason": "A Guard knocks a player out only when you name the card they hold; you may never "
                  "name the Guard, nor choose a protected player (A9.2, A8).",
        "hint": "You know {p1}'s card: name it.",
        "note": "The lists offer only what the rules allow; the page says why {p2} and the Guard are "
                "missing. Ask why naming the Guard is forbidden (six Guards make it too easy).",
    },
    "priest": {
        "title": "2 · Priest (2 copies)",
        "body": "Look at another player's card, **in secret** (A9.3). Only you see it; the others know "
                "that you looked, not what you saw.",
        "goal": "Find out what {p1} holds.",
        "reason": "The Priest shows you the card of the player you choose, and to no one else (A9.3).",
        "hint": "Play the Priest on {p1}.",
        "note": "What a Priest saw is the start of deduction: lesson 3 builds on it. It goes stale "
                "after a King, a Prince or a Chancellor.",
    },
    "baron": {
        "title": "3 · Baron (2 copies)",
        "body": "Compare, in secret, **the card you keep** with another player's card: the lower value "
                "is out of the round, and that may be you. On a tie, nothing happens (A9.4).\n\n"
                "You will keep a Handmaid (4). {p2} has just told the table she holds a card worth "
                "more than 4.",
        "goal": "Knock someone out with your Baron, and stay in.",
        "reason": "The Baron compares the card you keep with the target's: the lower one is out, even "
                  "when it is yours (A9.4).",
        "hint": "Challenge the player who is less likely to hold more than your Handmaid (4).",
        "note": "Let the class try {p2} too (Try again): being knocked out by your own Baron is the "
                "lesson most players remember.",
    },
    "handmaid": {
        "title": "4 · Handmaid (2 copies)",
        "body": "Until the **start of your next turn**, no other player's card can choose you (A9.5). "
                "You are not protected from your own cards: a Prince may still aim at yourself.",
        "goal": "Make sure no one can choose you before your next turn.",
        "reason": "A Handmaid played protects you until your next turn begins (A9.5).",
        "hint": "Which of your cards protects you?",
        "note": "Stumbling block: the protection ends at the start of her player's own next turn, "
                "not after a full round of turns.",
    },
    "prince": {
        "title": "5 · Prince (2 copies)",
        "body": "Choose **any player, yourself included**. That player discards their card face up, "
                "**without its effect**, and draws a new one (A9.6). If they discard the Princess, "
                "they are out and draw nothing.\n\n{p1} holds a Handmaid.",
        "goal": "Make {p1} discard his card.",
        "reason": "A card discarded because of a Prince does nothing: {p1}'s Handmaid protects no one "
                  "(A9.6).",
        "hint": "Play the Prince and choose {p1}.",
        "note": "Ask: is {p1} protected now? (No: only a Handmaid played protects.)",
    },
    "prince_empty_deck": {
        "title": "5 · Prince, on the last turn",
        "body": "If the deck is **empty**, the player your Prince chooses takes the card **set aside "
                "face down** at the start (A9.6.2).\n\n"
                "The deck is empty: this is the last turn. For this scene only, you are told that the "
                "card set aside is the **Princess** (9).",
        "goal": "Win the round with your Prince.",
        "reason": "With the deck empty, the Prince's target takes the set-aside card; then the round "
                  "ends in a showdown, and the highest card wins (A9.6.2, A11.2).",
        "hint": "A Prince may choose yourself: your other card goes, and you take the set-aside card.",
        "note": "Many players forget the set-aside card comes back this way.",
    },
    "chancellor": {
        "title": "6 · Chancellor (2 copies)",
        "body": "Draw **two cards**. With the card you kept, you hold three: keep **one**, and put "
                "the other two under the deck, face down, **in the order you choose** (A9.7). The cards "
                "put back are not discarded: putting the Princess back does not knock you out.",
        "goal": "Play the Chancellor and keep the strongest of your three cards.",
        "reason": "The Chancellor lets you keep any one of your three cards; the two others go under "
                  "the deck, the last one chosen at the very bottom (A9.7).",
        "hint": "After you play it, look at the values of your three cards.",
        "note": "The order matters later: whoever draws last gets the card you put first.",
    },
    "king": {
        "title": "7 · King (1 copy)",
        "body": "Swap the card you keep with another player's card, in secret (A9.8). Handing over the "
                "Princess is not discarding her: no one is out.\n\n"
                "A Priest showed you earlier that {p1} holds the **Princess**.",
        "goal": "Get the Princess into your hand.",
        "reason": "The King swaps your other card with the chosen player's card (A9.8).",
        "hint": "Swap with the player who holds her.",
        "note": "Ask what {p1} now knows about your hand (everything: he holds your old card).",
    },
    "countess": {
        "title": "8 · Countess (1 copy)",
        "body": "The Countess does nothing when played. But if your other card is the **King or a "
                "Prince**, you **must** play the Countess (A7.2). You may also play her by choice.\n\n"
                "You hold a Prince and the Countess. Try the Prince first.",
        "goal": "Play the card the rules make you play.",
        "reason": "Beside a King or a Prince, the Countess must be played (A7.2).",
        "hint": "The Prince's button says why it is not allowed.",
        "note": "The most misread rule. Playing her by choice bluffs a King or a Prince.",
    },
    "princess": {
        "title": "9 · Princess (1 copy)",
        "body": "If you play or discard the Princess, **for any reason**, you are out of the round at "
                "once (A9.10). Keeping her can win the round, but she is a target.\n\n"
                "A two-player round, with its three cards face up.",
        "goal": "Stay in the round.",
        "reason": "Whoever plays or discards the Princess is out at once (A9.10).",
        "hint": "Which of your two cards must never leave your hand?",
        "note": "Playing the Princess is legal: the rules allow a losing move.",
    },
    "everyone_protected": {
        "title": "When no one can be chosen",
        "body": "If every other player still in the round is protected, a Guard, Priest, Baron or King "
                "is played **with no effect**, and a Prince must choose **you** (A8, A9). A player who "
                "is out takes no more turns and cannot be chosen (A10).\n\n"
                "{p1} and {p2} both played a Handmaid.",
        "goal": "Keep your Prince for a later turn.",
        "reason": "With everyone else protected, a Guard is played with no effect, and a Prince could "
                  "only choose you (A8).",
        "hint": "Which card costs you nothing to play now?",
        "note": "Click the Prince with the class: it offers only Ann as its target.",
    },
    "worked_example": {
        "title": "A worked example",
        "body": "The French tutorial follows one player through two turns (FR §06).\n\n"
                "**First turn.** You keep a King and draw the Countess: you must play the Countess. "
                "The others only see a Countess played, and cannot tell whether you had to.\n\n"
                "**Later.** You hold a Baron and a Prince (5). {p2} is protected.",
        "goal": "Knock {p1} out with your Baron.",
        "reason": "Your Prince (5) beats any card below 5; had {p1} held a Prince too, the tie would "
                  "knock no one out (A9.4).",
        "hint": "Play the Baron and keep the Prince.",
        "note": "Ask what the others learn from the Countess played on the first turn (very little).",
    },
    "check_countess": {
        "title": "Quick check: the Countess",
        "body": "The Countess rule names two characters only.",
        "question": "You hold the Countess and a Chancellor. Must you play the Countess?",
        "hint": "Which two characters force the Countess?",
        "explanation": "No. Only a King or a Prince beside her forces the Countess; and the rule does "
                       "not apply to the three cards a Chancellor holds for a moment (A7.2).",
        "note": "Frequent question from the English guide.",
    },
    "showdown": {
        "title": "The end of a round",
        "body": "**Last player standing.** As soon as only one player is left, they win the round "
                "(A11.1).\n\n**Showdown.** Otherwise the round ends after the turn in which the deck "
                "runs out: the players still in show their cards, and the **highest value** wins a "
                "favor (A11.2, A12).\n\nThis is the last turn.",
        "goal": "Win the round at the showdown.",
        "reason": "At the showdown the highest card still held wins the round (A12).",
        "hint": "Keep the card with the higher value.",
        "note": "The values matter only at the showdown: that is why high cards are kept.",
    },
    "tie": {
        "title": "Ties are shared",
        "body": "Every player tied for the highest card wins the round and gains a favor. Do **not** "
                "break the tie by adding up the discards (A12.2).\n\nTwo players, the last turn.",
        "goal": "Look at {p1}'s card with your Priest, keep your Prince, and see who wins.",
        "reason": "{p1} holds a Prince too: tied players all win, whatever their discards add up to "
                  "(A12.2).",
        "hint": "Play the Priest on {p1}.",
        "note": "Older rules broke ties by the discards; the 2019 edition shares them.",
    },
    "spy_bonus": {
        "title": "The Spy bonus",
        "body": "If exactly one player **still in the round** has a Spy on their pile, played or "
                "discarded, they gain **one more favor**, whether or not they won the round (A13).\n\n"
                "The last turn. You will lose the showdown, but you hold a Spy.",
        "goal": "Gain a favor, even if you lose the showdown.",
        "reason": "A Spy counts only on the pile of a player still in the round, and only if no other "
                  "player still in has one there (A13); a Spy in hand does not count.",
        "hint": "A Spy must be on your pile, not in your hand, when the round ends.",
        "note": "A winner can gain two favors in one round.",
    },
    "end_of_game": {
        "title": "Winning the game",
        "body": "The favors that win depend on the number of players: 6 with 2 players, 5 with 3, "
                "4 with 4, 3 with 5 or 6 (A3). Once a round's favors are given, everyone who has "
                "reached the number wins, so several players can win together (A14).\n\n"
                "Two players with five favors each; six are needed.",
        "goal": "Win the game.",
        "reason": "The round's favors are given first, then everyone who reached the number wins (A14).",
        "hint": "What must you hold at the showdown, against {p1}'s Prince?",
        "note": "Next round: gather all the cards, those set aside too; the winner starts (A15).",
    },
    "check_game": {
        "title": "Quick check: favors",
        "body": "Four players.",
        "question": "Cleo has 3 favors. She wins the round, and she is the only player still in with a "
                    "Spy on her pile. Does she win the game?",
        "hint": "Count the favors she gains this round, and how many four players need.",
        "explanation": "Yes: 1 favor for the round and 1 for the Spy make 5, and 4 are enough with "
                       "four players (A3, A13).",
        "note": "Check they count the Spy bonus as a second favor.",
    },
    "mistakes": {
        "title": "Frequent mistakes",
        "body": "- **Keeping the Countess** beside a King or a Prince.\n"
                "- **Naming the Guard** with a Guard: not allowed.\n"
                "- **Carrying out a card a Prince made someone discard:** it does nothing, except the "
                "Princess, who knocks her holder out.\n"
                "- **Giving the Spy bonus to a player who is out.**\n"
                "- **Mixing up the editions:** here the Princess is 9, the Countess 8, the King 7.",
        "question": "Your Prince makes another player discard a Handmaid. Is that player protected now?",
        "hint": "Does a card discarded because of a Prince have its effect?",
        "explanation": "No. The Handmaid protects only when it is played; discarded because of a Prince, "
                       "it has no effect (A9.5, A9.6).",
        "note": "Ask the class for other mistakes they made in the scenes.",
    },
    "prince_princess": {
        "title": "Questions: the Prince and the Princess",
        "body": "**Do I draw a card after a Prince makes me discard the Princess?** No: discarding her "
                "knocks you out at once, so you draw nothing (A9.6.1).\n\n"
                "Your first Priest showed you that {p1} holds the Princess.",
        "goal": "Knock {p1} out.",
        "reason": "Whoever discards the Princess, for any reason, is out, and draws nothing (A9.6.1, "
                  "A9.10).",
        "hint": "A Prince makes its target discard; a Guard can name her too.",
        "note": "From the English guide's frequently confused rules.",
    },
    "spy_eliminated": {
        "title": "Questions: a Spy of a player who is out",
        "body": "**Do I gain the Spy bonus after being knocked out?** No: you must still be in the "
                "round (A13). And the Spy of a player who is out stops no one else from earning it.\n\n"
                "You and {p1} have each played a Spy; you know {p1} holds the **King**. The last turn.",
        "goal": "Gain the Spy bonus.",
        "reason": "Only players still in the round count for the Spy bonus (A13).",
        "hint": "While {p1} is still in, his Spy cancels yours.",
        "note": "Also: a Guard may never name the Guard; ties are shared (the Ties step).",
    },
    "summary": {
        "title": "The rules on one page",
        "body": "- **Setup:** 21 cards; one aside face down; with two players, three more face up; "
                "one card each.\n"
                "- **Your turn:** draw, play one of your two cards, carry out its effect in full.\n"
                "- **Round won:** last player left, or highest card once the deck is empty; ties share.\n"
                "- **Spy:** the only player still in with a Spy on their pile gains a favor.\n"
                "- **Tips:** count the cards in sight; watch protections; a Priest's knowledge goes "
                "stale after a King, a Prince or a Chancellor; low cards knock out, high cards win "
                "showdowns.\n\nThe favors that win the game:",
        "note": "Print this step as the class's reference card.",
    },
    "classic": {
        "title": "The classic edition",
        "body": "The older game (part B of the rules) has **16 cards**, five Guards, **no Spy and no "
                "Chancellor**, other values (King 6, Countess 7), the cards dealt before the reserve "
                "card is set aside, and fewer favors to win (2 to 4 players). The turn, the effects, "
                "the Countess rule and the ties work as here.",
        "question": "In the classic edition, what is the Princess worth?",
        "hint": "In the classic game the King, the Countess and the Princess are each worth one less.",
        "explanation": "The classic Princess is worth 8 (B1); lovelet plays both editions.",
        "note": "Lesson 6 compares the editions in play.",
    },
}
