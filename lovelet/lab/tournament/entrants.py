"""Who plays a tournament: the entrants, their labels, and agents named by a word.

An entrant is one place in the line-up: an agent and the label its results are filed
under.  Two entrants may play the same kind of agent ("random 1", "random 2"): each
keeps its own results, and the rows of a result also give the agent's own name, so
that they can be grouped by kind.

:func:`agent_named` turns a word into an agent, for the command line and for
notebooks that name agents rather than build them: "random", "cautious",
"heuristic", the name of any other agent of :mod:`lovelet.agents` (new agents are found
by their ``name``), or "module:attribute" for an agent of one's own.
"""


from __future__ import annotations

import importlib
import inspect
from typing import Any

import lovelet.agents as lovelet_agents
from lovelet.engine.errors import refused, shown
from lovelet.lab.match import seated_agents

__all__ = ["Entrant", "agent_named", "agent_names", "agent_words", "entrants_of", "agent_label"]

# Short names a person types for agents whose own name is longer.
_ALIASES = {"cautious": "cautious-random"}


class Entrant:
    """One place in a tournament's line-up: ``label`` (unique in the tournament),
    ``agent`` (what plays) and ``kind`` (the agent's own name, shared by entrants that
    play the same kind of agent)."""

    __slots__ = ("label", "agent", "kind")

    def __init__(self, label: str, agent: Any, kind: str) -> None:
        self.label, self.agent, self.kind = label, agent, kind

    def __repr__(self):
        return f"Entrant({self.label!r}, {self.agent!r})"


def _word(name):
    return "-".join(str(name).strip().lower().replace("_", " ").split())


def agent_names() -> dict[str, type]:
    """{word: agent class} for every agent of :mod:`lovelet.agents` (and the aliases)."""
    found = {}
    for attribute in lovelet_agents.__all__:
        kind = getattr(lovelet_agents, attribute, None)
        if isinstance(kind, type) and issubclass(kind, lovelet_agents.Agent) and kind is not lovelet_agents.Agent:
            found.setdefault(_word(getattr(kind, "name", kind.__name__)), kind)
    for alias, word in _ALIASES.items():
        if word in found:
            found.setdefault(alias, found[word])
    return found


def agent_words() -> list[str]:
    """The words a person types for lovelet's agents, shortest form only ("cautious",
    not also "cautious-random"), in alphabetical order."""
    return sorted(word for word in agent_names() if word not in _ALIASES.values())


def agent_named(name: str) -> Any:
    """A new agent for ``name``: a word of :func:`agent_names` ("random", "cautious",
    "heuristic", ...), or "module:attribute" naming a class (called with no arguments),
    an agent object or a function of (observation, rng).

    An unknown word, a module that cannot be imported or an attribute it does not have
    is refused (BAD_OPTION), the sentence listing the agents there are.
    """
    if not isinstance(name, str) or not name.strip():
        raise refused("BAD_OPTION.agent_word", shown=shown(name))
    if ":" in name:
        return _imported(name.strip())
    known = agent_names()
    kind = known.get(_word(name))
    if kind is None:
        raise refused("BAD_OPTION.unknown_agent", shown=shown(name), words=", ".join(agent_words()))
    return kind()


def _imported(path):
    """The agent "module:attribute" names; BAD_OPTION, in one sentence, when the module
    cannot be imported (whatever it raises), has no such attribute, the class cannot be
    made with no arguments, or what is found cannot be asked (observation, rng)."""
    module_name, _, attribute = path.partition(":")
    if not module_name.strip() or not attribute.strip():
        raise refused("BAD_OPTION.agent_path", path=shown(path))
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise refused("BAD_OPTION.agent_no_module", path=shown(path), module=shown(module_name),
                      detail=str(error)) from None
    except Exception as error:  # the module's own code failed (a syntax error, a crash)
        raise refused("BAD_OPTION.agent_import_fails", path=shown(path), module=module_name,
                      detail=_first_line(error)) from None
    found = module
    for part in attribute.split("."):
        found = getattr(found, part, None)
        if found is None:
            raise refused("BAD_OPTION.agent_no_attribute", path=shown(path), module=module_name,
                          attribute=attribute)
    if isinstance(found, type):
        try:
            found = found()
        except Exception as error:  # whatever the class's own __init__ raises
            raise refused("BAD_OPTION.agent_not_made", path=shown(path), detail=_first_line(error)) from None
    _check_callable(found, path)
    return found


def _check_callable(agent, path):
    """BAD_OPTION when ``agent`` (found by ``path``) is no agent, or is a function whose
    signature says it cannot be called with (observation, rng), as ``os:getcwd``."""
    choose = getattr(agent, "choose", None)
    function = choose if callable(choose) else agent
    if not callable(function):
        raise refused("BAD_OPTION.agent_not_callable", path=shown(path), shown=shown(agent))
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):  # no signature to read (some built-ins): it may still do
        return
    try:
        signature.bind(None, None)
    except TypeError:
        what = f"its choose{signature}" if function is choose else f"{path}{signature}"
        raise refused("BAD_OPTION.agent_signature", path=shown(path), what=what) from None


def _first_line(error):
    text = str(error).strip()
    line = text.splitlines()[0] if text else ""
    return f"{type(error).__name__}: {line}" if line else type(error).__name__


def agent_label(agent: Any) -> str:
    """The name an agent's results are shown under: its ``name`` (every agent of
    :mod:`lovelet.agents` has one), else a function's name, else its class's name."""
    name = getattr(agent, "name", None)
    if isinstance(name, str) and name.strip():
        return name.strip()
    name = getattr(agent, "__name__", None)
    if isinstance(name, str) and name.strip() and name != "<lambda>":
        return name
    return type(agent).__name__


def entrants_of(agents: Any, players: int | None = None) -> tuple[Entrant, ...]:
    """The line-up of a tournament, as a tuple of :class:`Entrant`.

    ``agents`` is a list with one agent per seat, a dict {label: agent}, or one agent
    for every seat when ``players`` is given.  An agent may be given by its word (see
    :func:`agent_named`).  Duplicate kinds are numbered ("random 1", "random 2").
    Anything else is refused (BAD_OPTION), as is a list whose length is not
    ``players``.
    """
    if isinstance(agents, dict):
        labels = [str(label) for label in agents]
        if len(set(labels)) != len(labels):
            raise refused("BAD_OPTION.entrant_labels_twice")
        if any(not label.strip() for label in labels):
            raise refused("BAD_OPTION.entrant_label_empty")
        chosen = [_agent(agent) for agent in agents.values()]
    elif isinstance(agents, (list, tuple)):
        chosen = [_agent(agent) for agent in agents]
        labels = None
    elif players is not None:
        chosen = [_agent(agents)] * players
        labels = None
    else:
        raise refused("BAD_OPTION.tournament_agents", shown=shown(agents))
    if players is not None and len(chosen) != players:
        raise refused("BAD_OPTION.agents_count", count=players, given=len(chosen))
    # The match layer's own check: anything that is not an agent is refused as it would be there.
    seated_agents(chosen, tuple(f"seat {seat}" for seat in range(len(chosen))))
    kinds = [agent_label(agent) for agent in chosen]
    if labels is None:
        labels = _numbered(kinds)
    return tuple(Entrant(label, agent, kind) for label, agent, kind in zip(labels, chosen, kinds))


def _agent(agent):
    return agent_named(agent) if isinstance(agent, str) else agent


def _numbered(kinds):
    """Labels from the agents' names, each name used more than once numbered from 1."""
    totals = {kind: kinds.count(kind) for kind in kinds}
    seen = {}
    labels = []
    for kind in kinds:
        if totals[kind] == 1:
            labels.append(kind)
        else:
            seen[kind] = seen.get(kind, 0) + 1
            labels.append(f"{kind} {seen[kind]}")
    # A label such as "random 2" may be an agent's own name too: keep every label unique.
    while len(set(labels)) != len(labels):
        labels = [label if labels.count(label) == 1 else f"{label} ({seat + 1})"
                  for seat, label in enumerate(labels)]
    return labels
