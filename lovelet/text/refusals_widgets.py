"""Sentences of the refusals of the classroom kit's widgets and drawings (lovelet.widgets, lovelet.display), in English, French and German.

Data only: :mod:`lovelet.text.refusals` merges these templates into its own.  Keys are
``CODE.variant``; placeholders are the values the refusal is made with (see
:mod:`lovelet.text.refusals` for ``{card}``, ``{the_card}``, ``{names}``...).
"""

__all__ = ["WIDGETS_TEMPLATES"]

WIDGETS_TEMPLATES = {
    "en": {
        # the views and drawings (lovelet.widgets views, lovelet.display)
        "BAD_OPTION.table_view": "A TableView shows a TableController.",
        "BAD_OPTION.staged_view": "A StagedPlayView shows a StagedPlayController.",
        "BAD_OPTION.replay_view": "A ReplayView shows a ReplayController.",
        "BAD_OPTION.explorer_view": "An ExplorerView shows an ExplorerController.",
        "BAD_OPTION.lab_view": "A StrategyLabView shows a StrategyLabController.",
        "BAD_OPTION.tutorial_view": "A TutorialView shows one TutorialController, or makes one from its keywords.",
        "BAD_OPTION.coach_panel": "A coach's panel shows the coach's advice, not {shown}.",
        "BAD_OPTION.plot_axes": "ax must be matplotlib axes or None, not {shown}.",
        "BAD_OPTION.explorer_plot": "The plot is one of {plots}, not {shown}.",
        "BAD_OPTION.card_size": "size must be a positive number of pixels, not {shown}.",
        "BAD_OPTION.hand_cards": "hand_svg draws a list of cards, not {shown}.",
        "BAD_OPTION.hand_face_down": "face_down must be True, False or one bool per card, not {shown}.",
        "BAD_OPTION.round_html": "round_html draws a Round (game.round), not {shown}.",
        "BAD_OPTION.game_html": "game_html draws a Game, not {shown}.",
        "BAD_OPTION.tracker_html": "tracker_html draws a Tracker (lovelet.deduction.tracker(observation)), "
                                   "not {shown}.",
        "BAD_OPTION.belief_html": "belief_html draws a Belief (lovelet.deduction.belief(observation)), not {shown}.",
        "BAD_OPTION.sharpening_html": "sharpening_html draws a Sharpening (lovelet.deduction.sharpening(plain, "
                                      "modelled)), not {shown}.",
        "BAD_OPTION.outcomes_html": "outcomes_html draws an Outcomes "
                                    "(lovelet.deduction.outcome_probabilities(observation)), not {shown}.",
    },
    "fr": {
        # les vues et les dessins (vues de lovelet.widgets, lovelet.display)
        "BAD_OPTION.table_view": "Une TableView montre un TableController.",
        "BAD_OPTION.staged_view": "Une StagedPlayView montre un StagedPlayController.",
        "BAD_OPTION.replay_view": "Une ReplayView montre un ReplayController.",
        "BAD_OPTION.explorer_view": "Une ExplorerView montre un ExplorerController.",
        "BAD_OPTION.lab_view": "Une StrategyLabView montre un StrategyLabController.",
        "BAD_OPTION.tutorial_view": "Une TutorialView montre un TutorialController, ou en crée un à partir de ses "
                                    "options.",
        "BAD_OPTION.coach_panel": "Le panneau du coach montre les conseils du coach, pas {shown}.",
        "BAD_OPTION.plot_axes": "ax doit être un repère (axes) matplotlib ou None, pas {shown}.",
        "BAD_OPTION.explorer_plot": "Le graphique est l'un de {plots}, pas {shown}.",
        "BAD_OPTION.card_size": "size doit être un nombre de pixels positif, pas {shown}.",
        "BAD_OPTION.hand_cards": "hand_svg dessine une liste de cartes, pas {shown}.",
        "BAD_OPTION.hand_face_down": "face_down doit valoir True, False ou un booléen par carte, pas {shown}.",
        "BAD_OPTION.round_html": "round_html dessine une manche (game.round), pas {shown}.",
        "BAD_OPTION.game_html": "game_html dessine une partie (Game), pas {shown}.",
        "BAD_OPTION.tracker_html": "tracker_html dessine un Tracker (lovelet.deduction.tracker(observation)), "
                                   "pas {shown}.",
        "BAD_OPTION.belief_html": "belief_html dessine une Belief (lovelet.deduction.belief(observation)), "
                                  "pas {shown}.",
        "BAD_OPTION.sharpening_html": "sharpening_html dessine une Sharpening (lovelet.deduction.sharpening(plain, "
                                      "modelled)), pas {shown}.",
        "BAD_OPTION.outcomes_html": "outcomes_html dessine des Outcomes "
                                    "(lovelet.deduction.outcome_probabilities(observation)), pas {shown}.",
    },
    "de": {
        # die Ansichten und Zeichnungen (Ansichten von lovelet.widgets, lovelet.display)
        "BAD_OPTION.table_view": "Eine TableView zeigt einen TableController.",
        "BAD_OPTION.staged_view": "Eine StagedPlayView zeigt einen StagedPlayController.",
        "BAD_OPTION.replay_view": "Eine ReplayView zeigt einen ReplayController.",
        "BAD_OPTION.explorer_view": "Eine ExplorerView zeigt einen ExplorerController.",
        "BAD_OPTION.lab_view": "Eine StrategyLabView zeigt einen StrategyLabController.",
        "BAD_OPTION.tutorial_view": "Eine TutorialView zeigt einen TutorialController oder erstellt einen aus "
                                    "ihren Optionen.",
        "BAD_OPTION.coach_panel": "Das Feld des Coachs zeigt die Ratschläge des Coachs, nicht {shown}.",
        "BAD_OPTION.plot_axes": "ax muss ein matplotlib-Achsensystem (axes) oder None sein, nicht {shown}.",
        "BAD_OPTION.explorer_plot": "Das Diagramm ist eines von {plots}, nicht {shown}.",
        "BAD_OPTION.card_size": "size muss eine positive Anzahl von Pixeln sein, nicht {shown}.",
        "BAD_OPTION.hand_cards": "hand_svg zeichnet eine Liste von Karten, nicht {shown}.",
        "BAD_OPTION.hand_face_down": "face_down muss True, False oder ein Wahrheitswert je Karte sein, "
                                     "nicht {shown}.",
        "BAD_OPTION.round_html": "round_html zeichnet eine Runde (game.round), nicht {shown}.",
        "BAD_OPTION.game_html": "game_html zeichnet ein Spiel (Game), nicht {shown}.",
        "BAD_OPTION.tracker_html": "tracker_html zeichnet einen Tracker (lovelet.deduction.tracker(observation)), "
                                   "nicht {shown}.",
        "BAD_OPTION.belief_html": "belief_html zeichnet eine Belief (lovelet.deduction.belief(observation)), "
                                  "nicht {shown}.",
        "BAD_OPTION.sharpening_html": "sharpening_html zeichnet eine Sharpening "
                                      "(lovelet.deduction.sharpening(plain, modelled)), nicht {shown}.",
        "BAD_OPTION.outcomes_html": "outcomes_html zeichnet Outcomes "
                                    "(lovelet.deduction.outcome_probabilities(observation)), nicht {shown}.",
    },
}
