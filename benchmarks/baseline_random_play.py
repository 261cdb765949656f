"""The measuring stick of the engine benchmarks: the bare speed of plain Python at Love Letter.

``benchmarks/engine.py`` divides the engine's rounds per second by this loop's, both
measured in the same run, so the figure it reports is a ratio, which depends far less
than a rate on the machine and on how fast it runs at the moment.

The loop is deliberately minimal: it plays random rounds of the revised (21-card)
edition with ints and lists, and has no legal-action lists, no events, no
observations and no validation.  It approximates the ceiling of a pure-Python
engine.  It is a yardstick, not a design to copy: lovelet's engine is written for
clarity and the full rules (docs/rules.md).

Keep it as it is.  It is equivalent to the baseline the project's figures were first
measured against: the same rules subset and the same random choices in the same order,
so one seed gives the same sequence of generator calls (tests/test_benchmarks.py checks
this when that original is at hand).  Changing it would change every ratio.

    python benchmarks/baseline_random_play.py PLAYERS ROUNDS [SEED]

prints one line: `baseline players=4 rounds=50000 rounds_per_s=48830.9`
"""
import random
import sys
import time

# Spy Guard Priest Baron Handmaid Prince Chancellor King Countess Princess
COUNTS = [2, 6, 2, 2, 2, 2, 2, 1, 1, 1]
DECK = [card for card, n in enumerate(COUNTS) for _ in range(n)]
GUESSES = (0, 2, 3, 4, 5, 6, 7, 8, 9)


def play_round(n, rng):
    deck = DECK[:]
    rng.shuffle(deck)
    aside = deck.pop()
    if n == 2:
        del deck[-3:]
    hand = [deck.pop() for _ in range(n)]
    alive = [True] * n
    protected = [False] * n
    n_alive = n
    p = 0
    while True:
        protected[p] = False
        drawn, held = deck.pop(), hand[p]
        if (held == 8 and drawn in (5, 7)) or (drawn == 8 and held in (5, 7)):
            card, keep = 8, held + drawn - 8
        elif rng.random() < 0.5:
            card, keep = drawn, held
        else:
            card, keep = held, drawn
        hand[p] = keep
        if card == 9:
            alive[p] = False
            n_alive -= 1
        elif card == 4:
            protected[p] = True
        elif card == 6:
            k = min(2, len(deck))
            if k:
                cards = [keep] + [deck.pop() for _ in range(k)]
                rng.shuffle(cards)
                hand[p] = cards[0]
                deck[0:0] = cards[1:]
        elif card != 0 and card != 8:
            others = [q for q in range(n) if q != p and alive[q] and not protected[q]]
            if card == 5:
                t = rng.choice(others + [p])
                if hand[t] == 9:
                    alive[t] = False
                    n_alive -= 1
                else:
                    hand[t] = deck.pop() if deck else aside
            elif others:
                t = rng.choice(others)
                if card == 1:
                    if hand[t] == rng.choice(GUESSES):
                        alive[t] = False
                        n_alive -= 1
                elif card == 3:
                    if keep != hand[t]:
                        loser = t if keep > hand[t] else p
                        alive[loser] = False
                        n_alive -= 1
                elif card == 7:
                    hand[p], hand[t] = hand[t], keep
        if n_alive == 1 or not deck:
            return
        p = (p + 1) % n
        while not alive[p]:
            p = (p + 1) % n


def main():
    players, rounds = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    start = time.perf_counter()
    for _ in range(rounds):
        play_round(players, rng)
    rate = rounds / (time.perf_counter() - start)
    print(f"baseline players={players} rounds={rounds} rounds_per_s={rate:.1f}")


if __name__ == "__main__":
    main()
