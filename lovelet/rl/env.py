"""Love Letter as a PettingZoo AEC environment.

One agent per seat, ``"player_0" .. "player_{n-1}"``; the agent whose decision it is
is ``env.agent_selection`` (the player finishing a Chancellor is selected twice in a
row).  Everything an agent is given, its observation vector and its action mask, is
computed from its own :class:`~lovelet.Observation` (``game.observation(seat)``), never
from the hidden cards (see :mod:`lovelet.rl.encoding`).

Episodes.  ``unit="round"`` is one round; ``unit="game"`` is a whole game, each round
dealt as soon as the one before ends, until someone has the favors that win.  Every
agent is terminated together when the episode ends, then removed from ``env.agents``
after its last step with ``None``, as PettingZoo expects.  A player knocked out of a
round is simply not selected again in that round.

Rewards, given once, when the episode ends (0 at every other step), zero-sum: a lone
winner gets +1 and every other player -1/(n-1).  In general each player gets
``n/(n-1) * (share - 1/n)``, where ``share`` is that player's part of what the episode
hands out:

* ``unit="round"``: the round's favors (the round's win, and the Spy's favor when one
  survivor alone played or discarded a Spy, docs/rules.md A13): the winner who also
  has the Spy's favor takes the whole of it (+1); a win and a Spy's favor that go to
  two players give each 1/2, so each gets ``(n-2)/(2(n-1))``;
* ``unit="game"``: the game's win; players who reach the target together share it.

Illegal actions.  :func:`raw_env` refuses an action that is not legal now (masked out)
with :class:`lovelet.IllegalAction` and the engine's code and sentence
(``TARGET_PROTECTED``, ``COUNTESS_FORCED``, ...; ``BAD_ACTION`` for a number outside the
space), changing nothing.  :func:`env`, the wrapped environment, follows PettingZoo's
classic environments instead: an illegal move ends the episode at once, the player who
made it gets -1 and every other 0 (``TerminateIllegalWrapper``), and a number outside
the space fails its assertion (``AssertOutOfBoundsWrapper``).

Seeding.  ``reset(seed=s)`` deals ``lovelet.Game(edition, players, seed=s)``: the same
seed, the same deals (round k's deck from the seed and k only).  A ``reset()`` without a
seed plays the next episode of the last seed given (episode e is dealt from a seed
derived from it and e); before any seed, one is drawn and kept in :attr:`seed`.
``reset(seed=s)`` also seeds each agent's action and observation spaces from ``s``, so a
random policy that samples ``env.action_space(agent).sample(mask)`` is reproducible too.
"""


import numpy as np
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from lovelet.engine.arguments import player_names
from lovelet.engine.cards import Options, edition_named
from lovelet.engine.errors import refused, shown
from lovelet.engine.game import Game
from lovelet.engine.streams import checked_seed, derived_seed, fresh_seed
from lovelet.rl.encoding import ActionEncoding, ObservationEncoding

__all__ = ["LoveLetterEnv", "env", "raw_env", "UNITS"]

UNITS = ("round", "game")


def env(**kwargs):
    """The environment with PettingZoo's usual wrappers, as its classic environments are
    built: an illegal move ends the episode (-1 for its player), an out-of-range action
    fails an assertion, and calls out of order are refused.  Arguments: those of
    :class:`LoveLetterEnv`."""
    environment = raw_env(**kwargs)
    environment = wrappers.TerminateIllegalWrapper(environment, illegal_reward=-1)
    environment = wrappers.AssertOutOfBoundsWrapper(environment)
    return wrappers.OrderEnforcingWrapper(environment)


def raw_env(**kwargs):
    """The bare :class:`LoveLetterEnv` (an illegal action raises IllegalAction)."""
    return LoveLetterEnv(**kwargs)


class LoveLetterEnv(AECEnv, EzPickle):
    """Love Letter for ``players`` agents (revised: 2-6, classic: 2-4).

    ``edition`` is "revised" or "classic" (or an Edition); ``unit`` "round" or "game";
    ``render_mode`` None, "ansi" (:meth:`render` returns the public table as text) or
    "human" (it prints it after every step).  ``options`` are the edition's
    (``tie_break``, ``thresholds``, ``reveal_drawn``: see :class:`lovelet.Options`).
    Anything else is refused with IllegalAction (BAD_OPTION, BAD_PLAYER_COUNT).

    Observations are ``{"observation": float32 vector, "action_mask": int8 vector}``
    (:class:`~lovelet.rl.encoding.ObservationEncoding`); actions are numbers of
    ``Discrete(n)`` (:class:`~lovelet.rl.encoding.ActionEncoding`), translated by
    :meth:`action_of` and :meth:`index_of`.

    :attr:`game` is the :class:`lovelet.Game` being played, the whole table with its
    hidden cards: for tests and analysis, never for a policy, which reads
    :meth:`observe` (or ``last()``) only.
    """

    metadata = {
        "name": "love_letter_v0",
        "render_modes": ["human", "ansi"],
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(self, edition="revised", players=2, unit="round", render_mode=None, **options):
        super().__init__()
        EzPickle.__init__(self, edition, players, unit, render_mode, **options)
        self.edition = edition_named(edition)
        self.names = player_names(self.edition, players)
        self.options = Options.checked(self.edition, **options)
        if unit not in UNITS:
            raise refused("BAD_OPTION.rl_unit", shown=shown(unit))
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise refused("BAD_OPTION.render_mode", shown=shown(render_mode))
        self.unit = unit
        self.render_mode = render_mode
        count = len(self.names)
        self.action_encoding = ActionEncoding(self.edition, count)
        self.observation_encoding = ObservationEncoding(self.edition, count)
        self.possible_agents = [f"player_{seat}" for seat in range(count)]
        self._seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        # One space object per agent, always the same one (PettingZoo seeds them in place).
        size, vector = self.action_encoding.size, self.observation_encoding
        self.action_spaces = {agent: spaces.Discrete(size) for agent in self.possible_agents}
        self.observation_spaces = {
            agent: spaces.Dict({
                "observation": spaces.Box(low=vector.low, high=vector.high, dtype=np.float32),
                "action_mask": spaces.Box(low=0, high=1, shape=(size,), dtype=np.int8),
            })
            for agent in self.possible_agents
        }
        self.seed = None  # the last seed given to reset (or drawn for the first reset)
        self._episode = 0  # episodes played since that seed
        self.game = None
        self.agents = []

    # ------------------------------------------------------------------ PettingZoo API

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        """Deal a new episode (see the module's note on seeding); ``options`` is unused."""
        if seed is not None:
            self.seed, self._episode = checked_seed(seed), 0
            for number, agent in enumerate(self.possible_agents):
                self.action_spaces[agent].seed(derived_seed(self.seed, "action-space", number))
                self.observation_spaces[agent].seed(derived_seed(self.seed, "observation-space", number))
        elif self.seed is None:
            self.seed, self._episode = fresh_seed(), 0
        game_seed = self.seed if self._episode == 0 else derived_seed(self.seed, "rl-episode", self._episode)
        self._episode += 1
        self.game = Game(self.edition, self.names, seed=game_seed, **self.options.as_dict())
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.game.round.current_player]
        self._skip_agent_selection = None

    def observe(self, agent):
        """``agent``'s observation vector and action mask, from its own view only."""
        observation = self.game.observation(self._seat_of[agent])
        return {"observation": self.observation_encoding.encode(observation),
                "action_mask": self.action_encoding.mask(observation)}

    def step(self, action):
        """Apply the selected agent's action (a number of its action space).

        A terminated agent's only action is None.  Raw: an action that is not legal now
        raises IllegalAction and changes nothing (see the module's note).
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._seat_of[agent]
        if action is None:
            raise refused("BAD_ACTION.rl_none", name=agent)
        self.game.apply(self.action_encoding.action(action, seat), seat)  # IllegalAction: nothing changed
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        rnd = self.game.round
        if rnd.is_over and (self.unit == "round" or self.game.is_over):
            self.rewards.update(self._final_rewards(rnd))
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
            # Every agent now takes its last step (None), starting from the first seat.
            self.agent_selection = self.agents[0]
        else:
            if rnd.is_over:
                rnd = self.game.next_round()
            self.agent_selection = self.possible_agents[rnd.current_player]
        if self.render_mode == "human":
            self.render()

    def _final_rewards(self, rnd):
        """Each agent's zero-sum share of what the episode handed out (module docstring)."""
        if self.unit == "round":
            shares = [gained - before for gained, before in zip(rnd.favors, rnd.favors_before)]
        else:
            shares = [1 if seat in self.game.winners else 0 for seat in range(rnd.players)]
        total, n = sum(shares), rnd.players
        return {agent: n / (n - 1) * (shares[seat] / total - 1 / n)
                for seat, agent in enumerate(self.possible_agents)}

    def render(self):
        """The public table as text: whose turn, each seat's discards, who is protected
        or out, the deck and the favors (no hidden card).  Printed in "human" mode,
        returned in "ansi" mode."""
        if self.render_mode is None:
            import gymnasium

            gymnasium.logger.warn("render() was called without a render_mode: nothing to show.")
            return None
        text = self._table_text()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        """Nothing to release: the environment holds no window or process."""

    # ------------------------------------------------------------------ lovelet helpers

    def action_of(self, index, agent=None):
        """The engine's action numbered ``index`` for ``agent`` (default: the selected one)."""
        return self.action_encoding.action(index, self._seat_of[agent or self.agent_selection])

    def index_of(self, action, agent=None):
        """The number of the engine's ``action`` for ``agent`` (default: the selected one)."""
        return self.action_encoding.index(action, self._seat_of[agent or self.agent_selection])

    def _table_text(self):
        if self.game is None:
            return "The table is empty: call reset() first."
        rnd = self.game.round
        if rnd.is_over:
            winners = ", ".join(self.possible_agents[seat] for seat in rnd.winners)
            status = f"round over, won by {winners}"
        else:
            status = f"{self.possible_agents[rnd.current_player]} to play"
        lines = [f"Round {len(self.game.rounds)}, turn {rnd.turn}: {status}; deck {rnd.deck_size} "
                 f"card{'s' if rnd.deck_size != 1 else ''}"]
        if rnd.face_up:
            lines.append("  face up: " + ", ".join(card.label() for card in rnd.face_up))
        for seat, agent in enumerate(self.possible_agents):
            pile = ", ".join(card.label() for card in rnd.discards(seat)) or "nothing"
            marks = [word for word, shown_ in (("protected", seat in rnd.protected),
                                               ("out", seat in rnd.eliminated)) if shown_]
            favors = rnd.favors[seat]
            lines.append(f"  {agent}: {favors} favor{'s' if favors != 1 else ''}; discarded {pile}"
                         + (f" ({', '.join(marks)})" if marks else ""))
        return "\n".join(lines)

