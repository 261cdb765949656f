"""The agents the strategy lab offers, their names in each language, and its results as rows.

:class:`LabAgents` holds the agents a place of the lab's line-up may be played by:
lovelet's own, by their words (:func:`lovelet.lab.tournament.agent_words`: an agent
added to :mod:`lovelet.agents` appears by itself), and the agents of one's own given to
the lab, under their names.  It says each one's title in a language ("random" ->
"aléatoire") and an entrant's label as the tournament files it ("random 2" ->
"aléatoire 2").  :meth:`LabAgents.result_rows` turns a tournament's results into the
plain rows of the lab's traits.
"""

from __future__ import annotations

from typing import Any

from lovelet.engine.errors import refused, shown
from lovelet.lab.tournament import agent_names, agent_words
from lovelet.lab.tournament.entrants import agent_label
from lovelet.text.i18n import TEXTS, text

__all__ = ["LabAgents", "agent_title", "rate_row"]

# What a new place in the line-up is played by, the first of these that is offered.
_NEWCOMERS = ("random", "heuristic")


def agent_title(word: str, language: str) -> str:
    """Lovelet's agent ``word`` in ``language`` (the word itself for an agent the texts
    do not know yet)."""
    key = f"lab_agent_{word}"
    return text(key, language) if key in TEXTS[language] else word


def rate_row(rate: Any) -> dict:
    """A WinRate as plain data for a trait."""
    return {"games": rate.games, "wins": rate.wins, "shared": rate.shared, "p": rate.p, "low": rate.low,
            "high": rate.high}


class LabAgents:
    """lovelet's agents and ``own_agents`` (objects with ``choose(observation, rng)``,
    functions of ``(observation, rng)``, or classes made with no arguments), each under
    its word or name; a wrong one raises IllegalAction (BAD_OPTION)."""

    def __init__(self, own_agents: Any = ()):
        self.own = self._own_agents(own_agents)
        words = agent_words()
        # An agent's own name (what a tournament files it under) -> the word that chooses it.
        self._words_of_kinds = {getattr(kind, "name", kind.__name__).strip(): word
                                for word, kind in agent_names().items() if word in words}

    @staticmethod
    def _own_agents(own_agents):
        """{name: agent} for ``own_agents``; a class is made with no arguments."""
        if own_agents is None:
            own_agents = ()
        if not isinstance(own_agents, (list, tuple)):
            own_agents = [own_agents]
        words = set(agent_words())
        found = {}
        for agent in own_agents:
            if isinstance(agent, type):
                agent = agent()
            if not (callable(getattr(agent, "choose", None)) or callable(agent)):
                raise refused("BAD_OPTION.lab_bad_own_agent", value=shown(agent))
            name = agent_label(agent)
            if name in words or name in found:
                raise refused("BAD_OPTION.lab_own_agent_taken", name=name)
            found[name] = agent
        return found

    def choices(self) -> list[str]:
        """Every agent a place may be played by: lovelet's words, then one's own names."""
        return agent_words() + list(self.own)

    def titles(self, language: str) -> dict[str, str]:
        """Each choice -> its name in ``language`` (one's own: its name as given)."""
        titles = {word: agent_title(word, language) for word in agent_words()}
        titles.update({name: name for name in self.own})
        return titles

    def newcomer(self) -> str:
        """The agent a new place in the line-up is played by."""
        words = agent_words()
        return next((word for word in _NEWCOMERS if word in words), words[0])

    def kind_title(self, label: str, kind: str, language: str) -> str:
        """An entrant's label in ``language``: "random 2" -> "aléatoire 2"; one's own as given."""
        word = None if kind in self.own else self._words_of_kinds.get(kind)
        if word is None or not label.startswith(kind):
            return label
        return agent_title(word, language) + label[len(kind):]

    def result_rows(self, result: Any, language: str) -> dict[str, Any]:
        """The traits of a tournament's results (``result``, a TournamentResult) in
        ``language``: entrant_rates, seat_rates, forfeits, mean_rounds, mean_turns."""
        return {
            "forfeits": [self._forfeit_row(record, result, language) for record in result.records
                         if record.forfeit is not None],
            "entrant_rates": [
                {"label": label, "title": self.kind_title(label, kind, language), "kind": kind, **rate_row(rate)}
                for (label, rate), kind in zip(result.win_rates().items(), result.kinds)],
            "seat_rates": [{"seat": seat, **rate_row(rate)} for seat, rate in result.seat_advantage().items()],
            "mean_rounds": result.mean_rounds(),
            "mean_turns": result.mean_turns(),
        }

    def _forfeit_row(self, record, result, language):
        """A forfeit of ``record`` as plain data for the trait, said in ``language``."""
        entrant = record.seats[record.forfeit.seat]
        label, kind = result.entrants[entrant], result.kinds[entrant]
        return {"game": record.number + 1, "label": label, "title": self.kind_title(label, kind, language),
                "reason": record.forfeit.reason, "why": record.forfeit.sentence(language)}
