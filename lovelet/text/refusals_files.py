"""The refusals of a file name or a file, in English, French and German (:mod:`lovelet.engine.files`).

:mod:`lovelet.text.refusals` merges these templates into its own.  ``BAD_PATH.<variant>``: a
file name lovelet will not write (saving a game, an export, a companion record);
``BAD_SAVE.<variant>``: a file it will not read.  ``{path}`` and ``{folder}`` are quoted
names, ``{limit}`` a number of megabytes; ``{detail}`` is the system's English reason,
left out of the French and German sentences rather than mixing languages.  The
``BAD_SAVE.file_*`` sentences name no path: a page learns nothing of the server's folders.
"""

__all__ = ["FILE_TEMPLATES"]

FILE_TEMPLATES = {
    "en": {
        "BAD_PATH.not_a_path": "A file name is text or a path, not {kind}.",
        "BAD_PATH.blank": "{path} is not a file name to save to.",
        "BAD_PATH.nul": "{path} is not a file name: it holds a NUL character.",
        "BAD_PATH.folder": "Cannot save to {path}: it is a folder; give a file name inside it.",
        "BAD_PATH.no_folder": "Cannot save to {path}: the folder {folder} does not exist.",
        "BAD_PATH.locked": "Cannot save to {path}: the folder {folder} cannot be written to.",
        "BAD_PATH.not_regular": ("Cannot save to {path}: it is a device, a pipe or a socket, "
                                 "not a file; give the name of a file."),
        "BAD_PATH.symlink": ("Cannot save to {path}: it is a symbolic link, which lovelet never "
                             "replaces; give the name of the file it points to."),
        "BAD_PATH.os_error": "Cannot save to {path}: {detail}.",
        "BAD_SAVE.not_a_path": "A file to load is named by text or a path, not {kind}.",
        "BAD_SAVE.blank": "{path} is not the name of a file to load.",
        "BAD_SAVE.nul": "{path} is not a file name: it holds a NUL character.",
        "BAD_SAVE.named_folder": "{path} is a folder, not a file to load.",
        "BAD_SAVE.named_not_regular": "{path} is a device, a pipe or a socket, not a file to load.",
        "BAD_SAVE.named_too_large": ("{path} is larger than {limit} MB, the most lovelet reads: "
                                     "it is no file lovelet wrote."),
        "BAD_SAVE.named_unreadable": "The file {path} cannot be read: {detail}.",
        "BAD_SAVE.file_folder": "This file is a folder, not a file to load.",
        "BAD_SAVE.file_not_regular": "This file is a device, a pipe or a socket, not a file to load.",
        "BAD_SAVE.file_too_large": ("This file is larger than {limit} MB, the most lovelet reads: "
                                    "it is no file lovelet wrote."),
        "BAD_SAVE.file_unreadable": "This file cannot be read: {detail}.",
    },
    "fr": {
        "BAD_PATH.not_a_path": "Un nom de fichier est un texte ou un chemin, pas {kind}.",
        "BAD_PATH.blank": "{path} n'est pas un nom de fichier où enregistrer.",
        "BAD_PATH.nul": "{path} n'est pas un nom de fichier : il contient un caractère NUL.",
        "BAD_PATH.folder": ("Impossible d'enregistrer dans {path} : c'est un dossier ; donne le nom "
                            "d'un fichier dans ce dossier."),
        "BAD_PATH.no_folder": "Impossible d'enregistrer dans {path} : le dossier {folder} n'existe pas.",
        "BAD_PATH.locked": ("Impossible d'enregistrer dans {path} : le dossier {folder} est protégé "
                            "en écriture."),
        "BAD_PATH.not_regular": ("Impossible d'enregistrer dans {path} : c'est un périphérique, un tube "
                                 "ou une socket, pas un fichier ; donne le nom d'un fichier."),
        "BAD_PATH.symlink": ("Impossible d'enregistrer dans {path} : c'est un lien symbolique, que "
                             "lovelet ne remplace jamais ; donne le nom du fichier vers lequel il pointe."),
        "BAD_PATH.os_error": "Impossible d'enregistrer dans {path}.",
        "BAD_SAVE.not_a_path": "Un fichier à charger se désigne par un texte ou un chemin, pas {kind}.",
        "BAD_SAVE.blank": "{path} n'est pas le nom d'un fichier à charger.",
        "BAD_SAVE.nul": "{path} n'est pas un nom de fichier : il contient un caractère NUL.",
        "BAD_SAVE.named_folder": "{path} est un dossier, pas un fichier à charger.",
        "BAD_SAVE.named_not_regular": ("{path} est un périphérique, un tube ou une socket, pas un "
                                       "fichier à charger."),
        "BAD_SAVE.named_too_large": ("{path} dépasse {limit} Mo, le plus que lovelet lise : ce n'est "
                                     "pas un fichier écrit par lovelet."),
        "BAD_SAVE.named_unreadable": "Le fichier {path} ne peut pas être lu.",
        "BAD_SAVE.file_folder": "Ce fichier est un dossier, pas un fichier à charger.",
        "BAD_SAVE.file_not_regular": ("Ce fichier est un périphérique, un tube ou une socket, pas un "
                                      "fichier à charger."),
        "BAD_SAVE.file_too_large": ("Ce fichier dépasse {limit} Mo, le plus que lovelet lise : ce n'est "
                                    "pas un fichier écrit par lovelet."),
        "BAD_SAVE.file_unreadable": "Ce fichier ne peut pas être lu.",
    },
    "de": {
        "BAD_PATH.not_a_path": "Ein Dateiname ist ein Text oder ein Pfad, nicht {kind}.",
        "BAD_PATH.blank": "{path} ist kein Dateiname zum Speichern.",
        "BAD_PATH.nul": "{path} ist kein Dateiname: Er enthält ein NUL-Zeichen.",
        "BAD_PATH.folder": ("Speichern unter {path} nicht möglich: Das ist ein Ordner; gib den Namen "
                            "einer Datei darin an."),
        "BAD_PATH.no_folder": "Speichern unter {path} nicht möglich: Der Ordner {folder} existiert nicht.",
        "BAD_PATH.locked": ("Speichern unter {path} nicht möglich: In den Ordner {folder} darf nicht "
                            "geschrieben werden."),
        "BAD_PATH.not_regular": ("Speichern unter {path} nicht möglich: Das ist ein Gerät, eine Pipe "
                                 "oder ein Socket, keine Datei; gib den Namen einer Datei an."),
        "BAD_PATH.symlink": ("Speichern unter {path} nicht möglich: Das ist ein symbolischer Link, den "
                             "lovelet nie ersetzt; gib den Namen der Datei an, auf die er zeigt."),
        "BAD_PATH.os_error": "Speichern unter {path} nicht möglich.",
        "BAD_SAVE.not_a_path": "Eine Datei zum Laden wird durch einen Text oder Pfad benannt, nicht {kind}.",
        "BAD_SAVE.blank": "{path} ist nicht der Name einer Datei zum Laden.",
        "BAD_SAVE.nul": "{path} ist kein Dateiname: Er enthält ein NUL-Zeichen.",
        "BAD_SAVE.named_folder": "{path} ist ein Ordner, keine Datei zum Laden.",
        "BAD_SAVE.named_not_regular": "{path} ist ein Gerät, eine Pipe oder ein Socket, keine Datei zum Laden.",
        "BAD_SAVE.named_too_large": ("{path} ist größer als {limit} MB, das Meiste, was lovelet liest: "
                                     "Das ist keine Datei von lovelet."),
        "BAD_SAVE.named_unreadable": "Die Datei {path} kann nicht gelesen werden.",
        "BAD_SAVE.file_folder": "Diese Datei ist ein Ordner, keine Datei zum Laden.",
        "BAD_SAVE.file_not_regular": "Diese Datei ist ein Gerät, eine Pipe oder ein Socket, keine Datei zum Laden.",
        "BAD_SAVE.file_too_large": ("Diese Datei ist größer als {limit} MB, das Meiste, was lovelet liest: "
                                    "Das ist keine Datei von lovelet."),
        "BAD_SAVE.file_unreadable": "Diese Datei kann nicht gelesen werden.",
    },
}
