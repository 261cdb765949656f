"""Sentences of the refusals of matches, tournaments, isolated agents, the command line, the companion, the lessons and the reinforcement-learning environment (lovelet.lab, lovelet.companion, lovelet.lessons, lovelet.rl), in English, French and German.

Data only: :mod:`lovelet.text.refusals` merges these templates into its own.  Keys are
``CODE.variant``; placeholders are the values the refusal is made with (see
:mod:`lovelet.text.refusals` for ``{card}``, ``{the_card}``, ``{names}``...).
"""

__all__ = ["LAB_TEMPLATES"]

LAB_TEMPLATES = {
    "en": {
        'BAD_OPTION.agent_class':
            '{kind} is a kind of agent, not an agent: pass {kind}() instead.',
        'BAD_OPTION.agents_count':
            'agents must list one agent for each of the {players} players, not {count}.',
        'BAD_OPTION.agents_seat_twice':
            'agents gives seat {seat} two agents (keys {first} and {second}): give each player one.',
        'BAD_OPTION.isolate':
            'isolate must be True or False, not {shown}.',
        'BAD_OPTION.not_an_agent':
            ('{shown} is not an agent: an agent has choose(observation, rng), or is a function '
            'of (observation, rng) that returns an action.'),
        'BAD_OPTION.play_game_subject':
            'play_game plays a Game, not {shown}.',
        'BAD_OPTION.play_on_subject':
            'play_on plays a Round or a Game, not {shown}.',
        'BAD_OPTION.play_round_subject':
            'play_round plays a Round, not {shown}.',
        'UNKNOWN_PLAYER.agents_key':
            ('The agents key {shown} is refused: it is not a player of this game. The players '
            'are {names}.'),
    },
    "fr": {
        'BAD_OPTION.agent_class':
            "{kind} est une sorte d'agent, pas un agent : passe plutôt {kind}().",
        'BAD_OPTION.agents_count':
            'agents doit donner un agent pour chacun des {players} joueurs, pas {count}.',
        'BAD_OPTION.agents_seat_twice':
            ('agents donne deux agents à la place {seat} (clés {first} et {second}) : donne-en '
            'un à chaque joueur.'),
        'BAD_OPTION.isolate':
            'isolate doit valoir True ou False, pas {shown}.',
        'BAD_OPTION.not_an_agent':
            ("{shown} n'est pas un agent : un agent a choose(observation, rng), ou c'est une "
            'fonction de (observation, rng) qui renvoie une action.'),
        'BAD_OPTION.play_game_subject':
            'play_game joue un Game, pas {shown}.',
        'BAD_OPTION.play_on_subject':
            'play_on joue un Round ou un Game, pas {shown}.',
        'BAD_OPTION.play_round_subject':
            'play_round joue un Round, pas {shown}.',
        'UNKNOWN_PLAYER.agents_key':
            ("La clé {shown} des agents est refusée : ce n'est pas un joueur de cette partie. "
            'Les joueurs sont {names}.'),
    },
    "de": {
        'BAD_OPTION.agent_class':
            '{kind} ist eine Art von Agent, kein Agent: Übergib stattdessen {kind}().',
        'BAD_OPTION.agents_count':
            'agents muss für jeden der {players} Spieler einen Agenten angeben, nicht {count}.',
        'BAD_OPTION.agents_seat_twice':
            ('agents gibt Platz {seat} zwei Agenten (Schlüssel {first} und {second}): Gib '
            'jedem Spieler einen.'),
        'BAD_OPTION.isolate':
            'isolate muss True oder False sein, nicht {shown}.',
        'BAD_OPTION.not_an_agent':
            ('{shown} ist kein Agent: Ein Agent hat choose(observation, rng) oder ist eine '
            'Funktion von (observation, rng), die eine Aktion zurückgibt.'),
        'BAD_OPTION.play_game_subject':
            'play_game spielt ein Game, nicht {shown}.',
        'BAD_OPTION.play_on_subject':
            'play_on spielt eine Round oder ein Game, nicht {shown}.',
        'BAD_OPTION.play_round_subject':
            'play_round spielt eine Round, nicht {shown}.',
        'UNKNOWN_PLAYER.agents_key':
            ('Der Schlüssel {shown} der Agenten wird abgelehnt: Er ist kein Spieler dieses '
            'Spiels. Die Spieler sind {names}.'),
    },
}
