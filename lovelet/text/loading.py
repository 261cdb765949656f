"""What a person reads when a save or a one-player export is loaded or refused, in
English, French and German.

The loaders (:mod:`lovelet.engine.saving`, :mod:`lovelet.engine.restoring`, :mod:`lovelet.companion.exports`)
refuse a file whole with ``BAD_SAVE`` (an export whose events no round explains with
``BAD_EXPORT``); each refusal carries a key ``BAD_SAVE.variant`` (``BAD_EXPORT.variant``)
of :data:`TEMPLATES` and, in its values, the ``detail``: the technical part (the JSON
parser's message with its line and column, the field that is wrong, the engine's
English sentence for a damaged part).  The templates say what happened in the
reader's language without the detail; a page shows the detail after it, smaller
(:func:`explained`).  :mod:`lovelet.text.refusals` merges these templates into its own, so
that :meth:`lovelet.IllegalAction.sentence` says them too.
"""

from lovelet.text.typography import french_spacing

__all__ = ["TEMPLATES", "explained", "detail_label", "file_loaded"]

TEMPLATES = {
    "en": {
        "BAD_SAVE.unreadable": "This file cannot be read.",
        "BAD_SAVE.not_text": "This file is not text: a save or an export is a JSON text file.",
        "BAD_SAVE.empty": "This file is empty.",
        "BAD_SAVE.not_json": "This file is not valid JSON: it may be truncated or damaged.",
        "BAD_SAVE.duplicate_key": "This file names the same entry twice in one place: it was edited "
                                  "by hand.",
        "BAD_SAVE.not_a_save": "This file is neither a lovelet save nor a one-player export.",
        "BAD_SAVE.version": "This save was written in a format this version of lovelet cannot read.",
        "BAD_SAVE.changed": "This save was changed after it was written.",
        "BAD_SAVE.no_replay": "This save does not replay to the game it recorded: it was changed "
                              "after it was saved, or written by another version of lovelet.",
        "BAD_SAVE.bad_record": "This save records a move the rules do not allow: it was changed "
                               "or damaged.",
        "BAD_SAVE.damaged": "This save is damaged or incomplete: a part of it is not what a lovelet "
                            "save holds.",
        "BAD_SAVE.export_version": "This export was written in a format this version of lovelet "
                                   "cannot read.",
        "BAD_SAVE.export_changed": "This export was changed after it was written.",
        "BAD_SAVE.export_events": "The events of this export cannot happen in a round: it was "
                                  "changed or damaged.",
        "BAD_SAVE.export_damaged": "This export is damaged or incomplete: a part of it is not what "
                                   "a lovelet export holds.",
        "BAD_EXPORT.events": "The events of this export do not follow one another as in a round "
                             "of Love Letter: it was edited.",
        "BAD_EXPORT.no_deal": "No deal of the cards explains what this export's player saw: it "
                              "was edited.",
        "BAD_EXPORT.position": "The position this export starts from breaks a rule of the game: it "
                               "was edited.",
        "details": "Details: {detail}",
        "file_loaded": "{name} loaded",
    },
    "fr": {
        "BAD_SAVE.unreadable": "Ce fichier ne peut pas être lu.",
        "BAD_SAVE.not_text": "Ce fichier n'est pas du texte : une sauvegarde ou un export est un "
                             "fichier texte JSON.",
        "BAD_SAVE.empty": "Ce fichier est vide.",
        "BAD_SAVE.not_json": "Ce fichier n'est pas du JSON valide : il est peut-être tronqué ou "
                             "abîmé.",
        "BAD_SAVE.duplicate_key": "Ce fichier donne deux fois la même entrée au même endroit : il a "
                                  "été modifié à la main.",
        "BAD_SAVE.not_a_save": "Ce fichier n'est ni une sauvegarde lovelet ni l'export d'un joueur.",
        "BAD_SAVE.version": "Cette sauvegarde est écrite dans un format que cette version de "
                            "lovelet ne sait pas lire.",
        "BAD_SAVE.changed": "Cette sauvegarde a été modifiée après avoir été écrite.",
        "BAD_SAVE.no_replay": "Cette sauvegarde ne redonne pas la partie enregistrée : elle a été "
                              "modifiée après coup, ou écrite par une autre version de lovelet.",
        "BAD_SAVE.bad_record": "Cette sauvegarde contient un coup que les règles interdisent : "
                               "elle a été modifiée ou abîmée.",
        "BAD_SAVE.damaged": "Cette sauvegarde est abîmée ou incomplète : une partie ne correspond "
                            "pas à ce que contient une sauvegarde lovelet.",
        "BAD_SAVE.export_version": "Cet export est écrit dans un format que cette version de "
                                   "lovelet ne sait pas lire.",
        "BAD_SAVE.export_changed": "Cet export a été modifié après avoir été écrit.",
        "BAD_SAVE.export_events": "Les événements de cet export ne peuvent pas se produire dans une "
                                  "manche : il a été modifié ou abîmé.",
        "BAD_SAVE.export_damaged": "Cet export est abîmé ou incomplet : une partie ne correspond "
                                   "pas à ce que contient un export lovelet.",
        "BAD_EXPORT.events": "Les événements de cet export ne se suivent pas comme dans une "
                             "manche de Love Letter : il a été modifié.",
        "BAD_EXPORT.no_deal": "Aucune distribution des cartes n'explique ce qu'a vu le joueur de "
                              "cet export : il a été modifié.",
        "BAD_EXPORT.position": "La position de départ de cet export enfreint une règle du jeu : il "
                               "a été modifié.",
        "details": "Détails : {detail}",
        "file_loaded": "{name} chargé",
    },
    "de": {
        "BAD_SAVE.unreadable": "Diese Datei kann nicht gelesen werden.",
        "BAD_SAVE.not_text": "Diese Datei ist kein Text: Ein Spielstand oder ein Export ist eine "
                             "JSON-Textdatei.",
        "BAD_SAVE.empty": "Diese Datei ist leer.",
        "BAD_SAVE.not_json": "Diese Datei ist kein gültiges JSON: Sie ist vielleicht abgeschnitten "
                             "oder beschädigt.",
        "BAD_SAVE.duplicate_key": "Diese Datei nennt denselben Eintrag zweimal an einer Stelle: Sie "
                                  "wurde von Hand bearbeitet.",
        "BAD_SAVE.not_a_save": "Diese Datei ist weder ein lovelet-Spielstand noch der Export eines "
                               "Spielers.",
        "BAD_SAVE.version": "Dieser Spielstand ist in einem Format geschrieben, das diese "
                            "lovelet-Version nicht lesen kann.",
        "BAD_SAVE.changed": "Dieser Spielstand wurde nach dem Speichern verändert.",
        "BAD_SAVE.no_replay": "Dieser Spielstand ergibt nicht das aufgezeichnete Spiel: Er wurde "
                              "nachträglich verändert oder von einer anderen lovelet-Version "
                              "geschrieben.",
        "BAD_SAVE.bad_record": "Dieser Spielstand enthält einen Zug, den die Regeln nicht erlauben: "
                               "Er wurde verändert oder beschädigt.",
        "BAD_SAVE.damaged": "Dieser Spielstand ist beschädigt oder unvollständig: Ein Teil davon "
                            "ist nicht, was ein lovelet-Spielstand enthält.",
        "BAD_SAVE.export_version": "Dieser Export ist in einem Format geschrieben, das diese "
                                   "lovelet-Version nicht lesen kann.",
        "BAD_SAVE.export_changed": "Dieser Export wurde nach dem Speichern verändert.",
        "BAD_SAVE.export_events": "Die Ereignisse dieses Exports können in keiner Runde geschehen: "
                                  "Er wurde verändert oder beschädigt.",
        "BAD_SAVE.export_damaged": "Dieser Export ist beschädigt oder unvollständig: Ein Teil davon "
                                   "ist nicht, was ein lovelet-Export enthält.",
        "BAD_EXPORT.events": "Die Ereignisse dieses Exports folgen nicht so aufeinander wie in "
                             "einer Runde Love Letter: Er wurde bearbeitet.",
        "BAD_EXPORT.no_deal": "Keine Verteilung der Karten erklärt, was der Spieler dieses Exports "
                              "gesehen hat: Er wurde bearbeitet.",
        "BAD_EXPORT.position": "Die Stellung, mit der dieser Export beginnt, verstößt gegen eine "
                               "Spielregel: Er wurde bearbeitet.",
        "details": "Details: {detail}",
        "file_loaded": "{name} geladen",
    },
}


def _text(key, language):
    said = TEMPLATES.get(language, TEMPLATES["en"]).get(key) or TEMPLATES["en"][key]
    return french_spacing(said) if language == "fr" else said  # the kit's one French spacing


def explained(refusal, language="en"):
    """``(sentence, detail)`` of ``refusal`` in ``language``: what happened, said whole
    in that language, and the technical detail to show after it ('' when there is none).

    A load refusal (a key of :data:`TEMPLATES`) is said by its template, its detail
    apart; any other refusal is its :meth:`~lovelet.IllegalAction.sentence` with no detail.
    """
    key = getattr(refusal, "key", None)
    if key and key in TEMPLATES["en"]:
        return _text(key, language), str(refusal.values.get("detail") or "")
    return refusal.sentence(language), ""


def detail_label(detail, language="en"):
    """"Details: ..." in ``language`` (plain text, not escaped)."""
    return _text("details", language).format(detail=detail)


def file_loaded(name, language="en"):
    """"game.json loaded" in ``language`` (plain text, not escaped)."""
    return _text("file_loaded", language).format(name=name)
