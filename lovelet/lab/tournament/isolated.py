"""A tournament's isolated entrants: their agents, one process each, kept from chunk to chunk.

A :class:`~lovelet.lab.tournament.runner.Plan` names the entrants that play in a process of
their own (``plan.isolated``); :func:`isolated_agents` makes their
:class:`~lovelet.lab.isolation.IsolatedAgent` stand-ins, :func:`renew_agents` hands them a new
chunk's fresh copies of the agents, and :func:`close_agents` ends their processes.
"""


from __future__ import annotations

from typing import Any

from lovelet.lab.isolation import IsolatedAgent, agent_in_its_process

__all__ = ["isolated_agents", "renew_agents", "close_agents", "named_in_their_process"]


def named_in_their_process(agents: Any) -> Any:
    """``agents`` (as :func:`~lovelet.lab.tournament.play_tournament` takes them) with each
    agent named "module:attribute" loaded in a process of its own instead of imported
    here (:func:`lovelet.lab.isolation.agent_in_its_process`): a module's code runs where
    it is imported."""
    def named(agent):
        return agent_in_its_process(agent) if isinstance(agent, str) and ":" in agent else agent

    if isinstance(agents, dict):
        return {label: named(agent) for label, agent in agents.items()}
    if isinstance(agents, (list, tuple)):
        return [named(agent) for agent in agents]
    return named(agents)


def isolated_agents(plan: Any) -> dict[int, IsolatedAgent]:
    """{entrant: its :class:`~lovelet.lab.isolation.IsolatedAgent`} for the entrants of
    ``plan`` that play in a process of their own (the processes start at their first
    decision; :func:`close_agents` ends them)."""
    made = {}  # an agent that is several entrants (the same object) is one agent, in one process
    for entrant in plan.isolated:
        agent = plan.agents[entrant]
        if id(agent) not in made:
            made[id(agent)] = IsolatedAgent(agent, plan.move_seconds)
    return {entrant: made[id(plan.agents[entrant])] for entrant in plan.isolated}


def renew_agents(isolated: dict[int, IsolatedAgent], plan: Any) -> None:
    """Make the agents of ``isolated`` play ``plan``'s copies of theirs (a new chunk's),
    in the processes already running."""
    renewed = set()
    for entrant, agent in isolated.items():
        if id(agent) not in renewed:
            renewed.add(id(agent))
            agent.renew(plan.agents[entrant])


def close_agents(isolated: dict[int, IsolatedAgent]) -> None:
    """End the worker processes of ``isolated`` (from :func:`isolated_agents`)."""
    for agent in isolated.values():
        agent.close()
