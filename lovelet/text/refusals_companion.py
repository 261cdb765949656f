"""The companion's refusals of a saved game and of a game's code, in English, French and German.

:mod:`lovelet.text.refusals` merges these templates into its own (a module of their own, so
that the catalogue of the table's refusals stays readable).  The keys are
``BAD_SAVE.<variant>`` (a saved record that cannot be taken up: :mod:`lovelet.companion.storage`)
and ``BAD_GAME_CODE.<variant>`` (a game's code typed or given in a page's address:
:mod:`lovelet.companion.games`).  ``{detail}`` is the English detail a programmer reads (a
JSON parser's message): the French and German sentences leave it out rather than mix
languages.  No sentence names a folder of the server: a page learns nothing of its files.
"""

__all__ = ["COMPANION_TEMPLATES"]

COMPANION_TEMPLATES = {
    "en": {
        "BAD_PATH.companion_folder": "The companion cannot keep games: its folder cannot be made ({detail}).",
        "BAD_SAVE.record_unreadable": "This game's record cannot be read: {detail}.",
        "BAD_SAVE.record_not_text": "This game's record is not text: {detail}.",
        "BAD_SAVE.not_json_text": "A saved record is JSON text, not {kind}.",
        "BAD_SAVE.record_empty": "This game's record is empty.",
        "BAD_SAVE.record_not_json": "This game's record is not valid JSON; it may be truncated or damaged ({detail}).",
        "BAD_SAVE.not_companion": 'This is not a companion record: it has no "format": "{format}" marker.',
        "BAD_SAVE.record_version": "This record has format version {version}; this lovelet reads version {supported}.",
        "BAD_SAVE.edited": "This record was changed after it was written: its document digest does not match.",
        "BAD_SAVE.setup_first": "A saved record begins with its setup.",
        "BAD_SAVE.entry_refused": "Entry {number} ({kind}) of this record is refused there: {detail}",
        "BAD_SAVE.replay": ("This record does not replay to the one saved ({detail} differs): it was changed "
                            "after it was saved."),
        "BAD_SAVE.malformed": "This game's record is damaged and cannot be taken up ({detail}).",
        "BAD_GAME_CODE.malformed": ("{code} is not a game code: a code has {length} letters and digits, "
                                    "such as {example}."),
        "BAD_GAME_CODE.unknown": ("No game has the code {code}: check it letter by letter, or start a "
                                  "new game."),
        "BAD_GAME_CODE.nowhere": "This companion keeps no games, so it cannot take one up by its code.",
    },
    "fr": {
        "BAD_PATH.companion_folder": ("Le compagnon ne peut garder aucune partie : son dossier ne peut pas "
                                      "être créé."),
        "BAD_SAVE.record_unreadable": "La sauvegarde de cette partie ne peut pas être lue.",
        "BAD_SAVE.record_not_text": "La sauvegarde de cette partie n'est pas du texte.",
        "BAD_SAVE.not_json_text": "Une sauvegarde est un texte JSON, pas {kind}.",
        "BAD_SAVE.record_empty": "La sauvegarde de cette partie est vide.",
        "BAD_SAVE.record_not_json": ("La sauvegarde de cette partie n'est pas du JSON valide : elle est peut-être "
                              "tronquée ou abîmée."),
        "BAD_SAVE.not_companion": ("Ce n'est pas une sauvegarde du compagnon : il y manque la marque "
                                   "« format » : « {format} »."),
        "BAD_SAVE.record_version": ("Cette sauvegarde est au format {version} ; cette version de lovelet lit "
                             "le format {supported}."),
        "BAD_SAVE.edited": ("Cette sauvegarde a été modifiée après avoir été écrite : son empreinte ne "
                            "correspond plus."),
        "BAD_SAVE.setup_first": "Une sauvegarde commence par la mise en place de la partie.",
        "BAD_SAVE.entry_refused": "La saisie {number} ({kind}) de cette sauvegarde est refusée à cet endroit.",
        "BAD_SAVE.replay": ("Rejouée, cette sauvegarde ne donne pas la partie enregistrée : elle a été "
                            "modifiée après coup."),
        "BAD_SAVE.malformed": "La sauvegarde de cette partie est abîmée : impossible de la reprendre.",
        "BAD_GAME_CODE.malformed": ("{code} n'est pas un code de partie : un code a {length} lettres et "
                                    "chiffres, comme {example}."),
        "BAD_GAME_CODE.unknown": ("Aucune partie n'a le code {code} : vérifie-le lettre par lettre, ou "
                                  "commence une nouvelle partie."),
        "BAD_GAME_CODE.nowhere": ("Ce compagnon ne garde aucune partie : il ne peut pas en reprendre une "
                                  "par son code."),
    },
    "de": {
        "BAD_PATH.companion_folder": ("Der Begleiter kann keine Spiele speichern: Sein Ordner kann nicht "
                                      "angelegt werden."),
        "BAD_SAVE.record_unreadable": "Der Spielstand dieses Spiels kann nicht gelesen werden.",
        "BAD_SAVE.record_not_text": "Der Spielstand dieses Spiels ist kein Text.",
        "BAD_SAVE.not_json_text": "Ein Spielstand ist JSON-Text, nicht {kind}.",
        "BAD_SAVE.record_empty": "Der Spielstand dieses Spiels ist leer.",
        "BAD_SAVE.record_not_json": ("Der Spielstand dieses Spiels ist kein gültiges JSON; vielleicht ist er "
                              "abgeschnitten oder beschädigt."),
        "BAD_SAVE.not_companion": ('Das ist kein Spielstand des Begleiters: Die Markierung "format": '
                                   '"{format}" fehlt.'),
        "BAD_SAVE.record_version": ("Dieser Spielstand hat das Format {version}; diese Version von lovelet liest "
                             "das Format {supported}."),
        "BAD_SAVE.edited": ("Dieser Spielstand wurde nach dem Schreiben verändert: Seine Prüfsumme "
                            "stimmt nicht mehr."),
        "BAD_SAVE.setup_first": "Ein Spielstand beginnt mit dem Aufbau des Spiels.",
        "BAD_SAVE.entry_refused": "Eingabe {number} ({kind}) dieses Spielstands ist an dieser Stelle nicht möglich.",
        "BAD_SAVE.replay": ("Nachgespielt ergibt dieser Spielstand nicht das gespeicherte Spiel: Er wurde "
                            "nachträglich verändert."),
        "BAD_SAVE.malformed": "Der Spielstand dieses Spiels ist beschädigt und kann nicht fortgesetzt werden.",
        "BAD_GAME_CODE.malformed": ("{code} ist kein Spielcode: Ein Code hat {length} Buchstaben und "
                                    "Ziffern, zum Beispiel {example}."),
        "BAD_GAME_CODE.unknown": ("Kein Spiel hat den Code {code}: Prüfe ihn Zeichen für Zeichen oder "
                                  "beginne ein neues Spiel."),
        "BAD_GAME_CODE.nowhere": ("Dieser Begleiter speichert keine Spiele und kann daher keines über "
                                  "seinen Code fortsetzen."),
    },
}
