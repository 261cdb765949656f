"""Die Wörter des Regel-Tutorials auf Deutsch (nur Daten): {Schritt: {Feld: Text}}.

Dieselben Felder wie :mod:`lovelet.lessons.tutorial.texts_en`.  Die Kartennamen folgen
der deutschen Kurzregel (Pegasus), mit Spionin und Kanzler aus der Ausgabe 2019.
"""

NAMES = ("Anna", "Ben", "Clara", "David")

TEXTS = {
    "welcome": {
        "title": "Love Letter auf einer Seite",
        "body": "Love Letter wird mit **21 Karten** gespielt, und du hältst fast immer nur **eine** davon. "
                "In deinem Zug ziehst du eine zweite Karte, spielst eine der beiden aus und tust, was "
                "sie sagt.\n\n"
                "Man spielt mehrere **Runden**. Du gewinnst eine Runde, wenn du als **Letzte oder "
                "Letzter** übrig bist oder die **höchste Karte** hältst, wenn der Stapel leer ist; jede "
                "gewonnene Runde bringt ein **Herz**, und wer zuerst genug davon hat, gewinnt das "
                "Spiel.\n\n"
                "Dies ist die **überarbeitete Ausgabe** von 2019: zehn Figuren mit den Werten 0 bis 9, "
                "für 2 bis 6 Personen (A1). Jede ausgespielte Karte bleibt die ganze Runde offen vor "
                "ihrem Besitzer liegen.",
        "note": "Etwa 20 Minuten für die 27 Schritte. Projiziere diese Seite (Lehrerfassung) und lass "
                "die Klasse jeden Zug vorschlagen, bevor du klickst; oder gib die Schülerseite aus und "
                "geh herum. Vorwissen über das Spiel ist nicht nötig.",
    },
    "setup": {
        "title": "Der Aufbau und ein Zug",
        "body": "So bereitest du eine Runde vor (A4): mische die 21 Karten; lege die oberste **verdeckt "
                "beiseite**, ohne sie anzusehen; **nur zu zweit** legst du drei weitere **offen** "
                "beiseite; gib jeder Person eine Karte; der Rest ist der Stapel.\n\n"
                "In der ersten Runde beginnt, wer zuletzt einen Brief von Hand geschrieben hat (A5); "
                "danach die Siegerin oder der Sieger der vorigen Runde. Gespielt wird im "
                "Uhrzeigersinn.\n\n"
                "**Dein Zug** (A6): ziehe die oberste Karte, wähle eine deiner zwei Karten, lege sie "
                "offen auf deinen Ablagestapel und führe ihre Wirkung ganz aus, auch wenn sie dir "
                "schadet; die andere behältst du.\n\n"
                "Unten: eine Runde zu dritt, mit dem Seed der Lektion gemischt, so wie die erste "
                "Person sie nach dem Ziehen sieht.",
        "note": "Betone die verdeckt beiseitegelegte Karte: Ihretwegen ist sich niemand der letzten "
                "Karten sicher.",
    },
    "check_deck": {
        "title": "Kurze Frage: der Stapel",
        "body": "Zähle, was den Stapel verlässt, bevor die erste Person gespielt hat.",
        "question": "Wie viele Karten liegen zu viert noch im Stapel, wenn die erste Person gezogen hat?",
        "hint": "Beginne bei 21; zieh die beiseitegelegte Karte ab, eine Karte pro Person und die "
                "gezogene Karte. Offene Karten gibt es nur zu zweit.",
        "explanation": "21 - 1 beiseite - 4 ausgeteilt - 1 gezogen: Über zwei Personen gibt es keine "
                       "offenen Karten (A4).",
        "note": "Ein guter Moment, um zu prüfen, ob alle die beiseitegelegte Karte mitzählen.",
    },
    "spy": {
        "title": "0 · Spionin (2 Karten)",
        "body": "Die Spionin bewirkt **nichts**, wenn du sie ausspielst (A9.1). Aber wenn du am Ende der "
                "Runde noch dabei bist und als **Einzige oder Einziger** der Verbliebenen eine Spionin "
                "ausgespielt oder abgeworfen hast, bekommst du ein Herz mehr (A13).\n\n"
                "Jede Szene stellt einen Tisch für eine Regel auf. Du sitzt auf dem ersten Platz; die "
                "anderen Hände liegen verdeckt, und die Seite kennt sie wirklich nicht. Klicke eine "
                "Karte an, wähle, was sie verlangt, und drücke den Knopf zum Ausspielen.",
        "goal": "Spiele die Spionin aus und behalte deine Wächterin für später.",
        "reason": "Die Spionin hat beim Ausspielen keine Wirkung: Sie liegt nur auf deinem Stapel, wo "
                  "sie am Rundenende ein Herz bringen kann (A9.1, A13).",
        "hint": "Klicke die Spionin an, dann ihren Knopf.",
        "note": "Lass eine Schülerin oder einen Schüler die erste Szene am Beamer spielen; zeige den "
                "Ablagestapel unter Annas Namen.",
    },
    "guard": {
        "title": "1 · Wächterin (6 Karten)",
        "body": "Wähle **eine andere Person** und nenne eine Figur **außer der Wächterin**. Hält sie "
                "diese Karte, scheidet sie aus der Runde aus (A9.2).\n\n"
                "In deinem letzten Zug hat dir dein Priester (auf deinem Stapel) {p1}s Karte gezeigt: "
                "einen **Priester**. {p2} hat eine Zofe gespielt und kann nicht gewählt werden.",
        "goal": "Wirf {p1} mit deiner Wächterin aus der Runde.",
        "reason": "Eine Wächterin wirft nur hinaus, wenn du die Karte nennst, die die Person hält; die "
                  "Wächterin darfst du nie nennen, und geschützte Personen nicht wählen (A9.2, A8).",
        "hint": "Du kennst {p1}s Karte: Nenne sie.",
        "note": "Die Listen bieten nur an, was die Regeln erlauben; die Seite sagt, warum {p2} und die "
                "Wächterin fehlen.",
    },
    "priest": {
        "title": "2 · Priester (2 Karten)",
        "body": "Sieh dir **heimlich** die Karte einer anderen Person an (A9.3). Nur du siehst sie; die "
                "anderen wissen, dass du geschaut hast, aber nicht, was du gesehen hast.",
        "goal": "Finde heraus, was {p1} hält.",
        "reason": "Der Priester zeigt dir die Karte der gewählten Person, und sonst niemandem (A9.3).",
        "hint": "Spiele den Priester auf {p1}.",
        "note": "Was ein Priester gesehen hat, ist der Anfang des Schließens (Lektion 3). Es veraltet "
                "nach einem König, einem Prinzen oder einem Kanzler.",
    },
    "baron": {
        "title": "3 · Baron (2 Karten)",
        "body": "Vergleiche heimlich **die Karte, die du behältst**, mit der Karte einer anderen Person: "
                "der niedrigere Wert scheidet aus, und das kannst du sein. Bei Gleichstand passiert "
                "nichts (A9.4).\n\n"
                "Du behältst eine Zofe (4). {p2} hat gerade verkündet, dass sie eine Karte über 4 hält.",
        "goal": "Wirf mit deinem Baron jemanden hinaus und bleib selbst dabei.",
        "reason": "Der Baron vergleicht die Karte, die du behältst, mit der des Ziels: die niedrigere "
                  "scheidet aus, auch wenn es deine ist (A9.4).",
        "hint": "Fordere die Person heraus, die wohl nicht mehr als deine Zofe (4) hält.",
        "note": "Lass die Klasse auch {p2} probieren (Noch einmal): Vom eigenen Baron hinausgeworfen zu "
                "werden, merkt man sich.",
    },
    "handmaid": {
        "title": "4 · Zofe (2 Karten)",
        "body": "Bis zum **Beginn deines nächsten Zuges** kann dich keine Karte einer anderen Person "
                "wählen (A9.5). Vor deinen eigenen Karten schützt sie nicht: Ein Prinz kann dich "
                "weiterhin wählen.",
        "goal": "Sorge dafür, dass dich bis zu deinem nächsten Zug niemand wählen kann.",
        "reason": "Eine ausgespielte Zofe schützt dich bis zum Beginn deines nächsten Zuges (A9.5).",
        "hint": "Welche deiner Karten schützt dich?",
        "note": "Stolperstein: Der Schutz endet zu Beginn des nächsten eigenen Zuges, nicht nach einer "
                "ganzen Runde von Zügen.",
    },
    "prince": {
        "title": "5 · Prinz (2 Karten)",
        "body": "Wähle **irgendeine Person, auch dich selbst**. Sie wirft ihre Karte offen ab, **ohne "
                "deren Wirkung**, und zieht eine neue (A9.6). Wirft sie die Prinzessin ab, scheidet sie "
                "aus und zieht nichts.\n\n{p1} hält eine Zofe.",
        "goal": "Lass {p1} seine Karte abwerfen.",
        "reason": "Eine wegen eines Prinzen abgeworfene Karte bewirkt nichts: {p1}s Zofe schützt "
                  "niemanden (A9.6).",
        "hint": "Spiele den Prinzen und wähle {p1}.",
        "note": "Frage: Ist {p1} jetzt geschützt? (Nein: Nur eine ausgespielte Zofe schützt.)",
    },
    "prince_empty_deck": {
        "title": "5 · Prinz, im letzten Zug",
        "body": "Ist der Stapel **leer**, nimmt die vom Prinzen gewählte Person die zu Beginn **verdeckt "
                "beiseitegelegte** Karte (A9.6.2).\n\n"
                "Der Stapel ist leer: Das ist der letzte Zug. Nur in dieser Szene erfährst du, dass die "
                "beiseitegelegte Karte die **Prinzessin** (9) ist.",
        "goal": "Gewinne die Runde mit deinem Prinzen.",
        "reason": "Bei leerem Stapel nimmt das Ziel des Prinzen die beiseitegelegte Karte; dann endet "
                  "die Runde mit einem Vergleich, und die höchste Karte gewinnt (A9.6.2, A11.2).",
        "hint": "Ein Prinz darf dich wählen: Deine andere Karte geht, und du nimmst die "
                "beiseitegelegte.",
        "note": "Viele vergessen, dass die beiseitegelegte Karte so zurückkommt.",
    },
    "chancellor": {
        "title": "6 · Kanzler (2 Karten)",
        "body": "Ziehe **zwei Karten**. Mit der behaltenen hast du drei: Behalte **eine** und lege die "
                "anderen zwei verdeckt unter den Stapel, **in der Reihenfolge deiner Wahl** (A9.7). Die "
                "zurückgelegten Karten sind nicht abgeworfen: Die Prinzessin zurückzulegen wirft dich "
                "nicht hinaus.",
        "goal": "Spiele den Kanzler und behalte die stärkste deiner drei Karten.",
        "reason": "Der Kanzler lässt dich eine deiner drei Karten behalten; die zwei anderen kommen "
                  "unter den Stapel, die zuletzt gewählte ganz nach unten (A9.7).",
        "hint": "Sieh dir nach dem Ausspielen die Werte deiner drei Karten an.",
        "note": "Die Reihenfolge zählt später: Wer zuletzt zieht, bekommt die zuerst zurückgelegte Karte.",
    },
    "king": {
        "title": "7 · König (1 Karte)",
        "body": "Tausche heimlich die Karte, die du behältst, mit der Karte einer anderen Person (A9.8). "
                "Die Prinzessin weiterzugeben heißt nicht, sie abzuwerfen: Niemand scheidet aus.\n\n"
                "Ein Priester hat dir vorhin gezeigt, dass {p1} die **Prinzessin** hält.",
        "goal": "Hol dir die Prinzessin auf die Hand.",
        "reason": "Der König tauscht deine andere Karte mit der Karte der gewählten Person (A9.8).",
        "hint": "Tausche mit der Person, die sie hält.",
        "note": "Frage, was {p1} jetzt über deine Hand weiß (alles: Er hält deine alte Karte).",
    },
    "countess": {
        "title": "8 · Gräfin (1 Karte)",
        "body": "Die Gräfin bewirkt beim Ausspielen nichts. Ist deine andere Karte aber der **König oder "
                "ein Prinz**, **musst** du die Gräfin ausspielen (A7.2). Du darfst sie auch freiwillig "
                "spielen.\n\nDu hältst einen Prinzen und die Gräfin. Versuche es zuerst mit dem Prinzen.",
        "goal": "Spiele die Karte, die dir die Regeln vorschreiben.",
        "reason": "Neben dem König oder einem Prinzen muss die Gräfin ausgespielt werden (A7.2).",
        "hint": "Der Knopf des Prinzen sagt, warum er nicht erlaubt ist.",
        "note": "Die am häufigsten falsch gelesene Regel. Freiwillig gespielt, täuscht sie einen König "
                "oder Prinzen vor.",
    },
    "princess": {
        "title": "9 · Prinzessin (1 Karte)",
        "body": "Spielst du die Prinzessin aus oder wirfst du sie ab, **aus welchem Grund auch immer**, "
                "scheidest du sofort aus (A9.10). Sie zu behalten kann die Runde gewinnen, aber sie "
                "zieht Angriffe an.\n\nEine Runde zu zweit, mit ihren drei offenen Karten.",
        "goal": "Bleib in der Runde.",
        "reason": "Wer die Prinzessin ausspielt oder abwirft, scheidet sofort aus (A9.10).",
        "hint": "Welche deiner zwei Karten darf nie deine Hand verlassen?",
        "note": "Die Prinzessin auszuspielen ist erlaubt: Die Regeln lassen einen verlorenen Zug zu.",
    },
    "everyone_protected": {
        "title": "Wenn niemand gewählt werden kann",
        "body": "Sind alle anderen Verbliebenen geschützt, wird eine Wächterin, ein Priester, ein Baron "
                "oder ein König **ohne Wirkung** gespielt, und ein Prinz muss **dich** wählen (A8, A9). "
                "Wer ausgeschieden ist, spielt nicht mehr und kann nicht gewählt werden (A10).\n\n"
                "{p1} und {p2} haben beide eine Zofe gespielt.",
        "goal": "Behalte deinen Prinzen für einen späteren Zug.",
        "reason": "Wenn alle anderen geschützt sind, wird eine Wächterin ohne Wirkung gespielt, und ein "
                  "Prinz könnte nur dich wählen (A8).",
        "hint": "Welche Karte kostet dich jetzt nichts?",
        "note": "Klicke mit der Klasse den Prinzen an: Er bietet nur Anna als Ziel an.",
    },
    "worked_example": {
        "title": "Ein Beispiel zum Verstehen",
        "body": "Das französische Tutorial begleitet eine Person durch zwei Züge (FR §06).\n\n"
                "**Erster Zug.** Du behältst einen König und ziehst die Gräfin: Du musst die Gräfin "
                "spielen. Die anderen sehen nur eine ausgespielte Gräfin und wissen nicht, ob du "
                "musstest.\n\n"
                "**Später.** Du hältst einen Baron und einen Prinzen (5). {p2} ist geschützt.",
        "goal": "Wirf {p1} mit deinem Baron hinaus.",
        "reason": "Dein Prinz (5) schlägt jede Karte unter 5; hätte {p1} auch einen Prinzen gehalten, "
                  "hätte der Gleichstand niemanden hinausgeworfen (A9.4).",
        "hint": "Spiele den Baron und behalte den Prinzen.",
        "note": "Frage, was die anderen aus der Gräfin im ersten Zug lernen (sehr wenig).",
    },
    "check_countess": {
        "title": "Kurze Frage: die Gräfin",
        "body": "Die Regel der Gräfin nennt nur zwei Figuren.",
        "question": "Du hältst die Gräfin und einen Kanzler. Musst du die Gräfin ausspielen?",
        "hint": "Welche zwei Figuren zwingen die Gräfin heraus?",
        "explanation": "Nein. Nur der König oder ein Prinz neben ihr zwingen sie heraus; und die Regel "
                       "gilt nicht für die drei Karten, die man beim Kanzler kurz hält (A7.2).",
        "note": "Häufige Frage aus dem englischen Leitfaden.",
    },
    "showdown": {
        "title": "Das Ende einer Runde",
        "body": "**Als Letzte übrig.** Sobald nur noch eine Person dabei ist, gewinnt sie die Runde "
                "(A11.1).\n\n**Vergleich.** Sonst endet die Runde nach dem Zug, in dem der Stapel leer "
                "wird: Die Verbliebenen zeigen ihre Karten, und der **höchste Wert** gewinnt ein Herz "
                "(A11.2, A12).\n\nDas ist der letzte Zug.",
        "goal": "Gewinne die Runde beim Vergleich.",
        "reason": "Beim Vergleich gewinnt die höchste Karte, die noch gehalten wird (A12).",
        "hint": "Behalte die Karte mit dem höheren Wert.",
        "note": "Die Werte zählen nur beim Vergleich: Darum behält man hohe Karten.",
    },
    "tie": {
        "title": "Gleichstand wird geteilt",
        "body": "Alle, die mit der höchsten Karte gleichauf liegen, gewinnen die Runde und ein Herz. "
                "Entscheide den Gleichstand **nicht** über die Summe der Ablagestapel (A12.2).\n\n"
                "Zu zweit, der letzte Zug.",
        "goal": "Sieh dir mit deinem Priester {p1}s Karte an, behalte deinen Prinzen und schau, wer gewinnt.",
        "reason": "{p1} hält auch einen Prinzen: Bei Gleichstand gewinnen alle, was auch immer auf ihren "
                  "Stapeln liegt (A12.2).",
        "hint": "Spiele den Priester auf {p1}.",
        "note": "Ältere Regeln entschieden über die Ablagestapel; die Ausgabe 2019 teilt.",
    },
    "spy_bonus": {
        "title": "Der Bonus der Spionin",
        "body": "Hat genau eine Person, die **noch dabei** ist, eine Spionin auf ihrem Stapel, "
                "ausgespielt oder abgeworfen, bekommt sie **ein Herz mehr**, ob sie die Runde gewonnen "
                "hat oder nicht (A13).\n\nDer letzte Zug. Du wirst den Vergleich verlieren, aber du "
                "hältst eine Spionin.",
        "goal": "Bekomme ein Herz, auch wenn du den Vergleich verlierst.",
        "reason": "Eine Spionin zählt nur auf dem Stapel einer Person, die noch dabei ist, und nur wenn "
                  "keine andere Verbliebene eine hat (A13); eine Spionin auf der Hand zählt nicht.",
        "hint": "Die Spionin muss am Rundenende auf deinem Stapel liegen, nicht auf deiner Hand.",
        "note": "Wer gewinnt, kann in einer Runde zwei Herzen bekommen.",
    },
    "end_of_game": {
        "title": "Das Spiel gewinnen",
        "body": "Wie viele Herzen zum Sieg nötig sind, hängt von der Zahl der Personen ab: 6 zu zweit, 5 zu "
                "dritt, 4 zu viert, 3 zu fünft oder sechst (A3). Sind die Herzen einer Runde verteilt, "
                "gewinnen alle, die die Zahl erreicht haben: Mehrere können zusammen gewinnen (A14).\n\n"
                "Zwei Personen mit je fünf Herzen; sechs sind nötig.",
        "goal": "Gewinne das Spiel.",
        "reason": "Zuerst werden die Herzen der Runde verteilt, dann gewinnen alle, die die Zahl "
                  "erreicht haben (A14).",
        "hint": "Was musst du beim Vergleich gegen {p1}s Prinzen halten?",
        "note": "Nächste Runde: alle Karten einsammeln, auch die beiseitegelegten; wer gewonnen hat, "
                "beginnt (A15).",
    },
    "check_game": {
        "title": "Kurze Frage: die Herzen",
        "body": "Vier Personen.",
        "question": "Clara hat 3 Herzen. Sie gewinnt die Runde und ist die einzige Verbliebene mit einer "
                    "Spionin auf ihrem Stapel. Gewinnt sie das Spiel?",
        "hint": "Zähle die Herzen, die sie in dieser Runde bekommt, und wie viele zu viert nötig sind.",
        "explanation": "Ja: 1 Herz für die Runde und 1 für die Spionin ergeben 5, und zu viert "
                       "genügen 4 (A3, A13).",
        "note": "Prüfe, ob der Bonus der Spionin als zweites Herz gezählt wird.",
    },
    "mistakes": {
        "title": "Häufige Fehler",
        "body": "- **Die Gräfin behalten** neben dem König oder einem Prinzen.\n"
                "- **Mit einer Wächterin die Wächterin nennen:** nicht erlaubt.\n"
                "- **Eine Karte ausführen, die ein Prinz abwerfen ließ:** Sie bewirkt nichts, außer der "
                "Prinzessin, die ihre Besitzerin hinauswirft.\n"
                "- **Den Bonus der Spionin an eine ausgeschiedene Person geben.**\n"
                "- **Die Ausgaben verwechseln:** Hier ist die Prinzessin 9, die Gräfin 8, der König 7.",
        "question": "Dein Prinz lässt eine andere Person eine Zofe abwerfen. Ist diese Person jetzt "
                    "geschützt?",
        "hint": "Hat eine wegen eines Prinzen abgeworfene Karte ihre Wirkung?",
        "explanation": "Nein. Die Zofe schützt nur, wenn sie ausgespielt wird; wegen eines Prinzen "
                       "abgeworfen, hat sie keine Wirkung (A9.5, A9.6).",
        "note": "Frage die Klasse nach anderen Fehlern aus den Szenen.",
    },
    "prince_princess": {
        "title": "Fragen: der Prinz und die Prinzessin",
        "body": "**Ziehe ich eine Karte, nachdem mich ein Prinz die Prinzessin abwerfen ließ?** Nein: "
                "Sie abzuwerfen wirft dich sofort hinaus, du ziehst nichts (A9.6.1).\n\n"
                "Dein erster Priester hat dir gezeigt, dass {p1} die Prinzessin hält.",
        "goal": "Wirf {p1} hinaus.",
        "reason": "Wer die Prinzessin abwirft, aus welchem Grund auch immer, scheidet aus und zieht "
                  "nichts (A9.6.1, A9.10).",
        "hint": "Ein Prinz lässt sein Ziel abwerfen; eine Wächterin kann sie auch nennen.",
        "note": "Aus den oft verwechselten Regeln des englischen Leitfadens.",
    },
    "spy_eliminated": {
        "title": "Fragen: die Spionin einer ausgeschiedenen Person",
        "body": "**Bekomme ich den Bonus der Spionin, nachdem ich ausgeschieden bin?** Nein: Du musst "
                "noch dabei sein (A13). Und die Spionin einer Ausgeschiedenen hindert niemanden "
                "daran, ihn zu bekommen.\n\n"
                "Du und {p1} habt je eine Spionin gespielt; du weißt, dass {p1} den **König** hält. "
                "Der letzte Zug.",
        "goal": "Hol dir den Bonus der Spionin.",
        "reason": "Für den Bonus der Spionin zählen nur Personen, die noch dabei sind (A13).",
        "hint": "Solange {p1} dabei ist, hebt seine Spionin deine auf.",
        "note": "Außerdem: Eine Wächterin nennt nie die Wächterin; Gleichstand wird geteilt.",
    },
    "summary": {
        "title": "Die Regeln auf einer Seite",
        "body": "- **Aufbau:** 21 Karten; eine verdeckt beiseite; zu zweit drei weitere offen; eine "
                "Karte für jede Person.\n"
                "- **Dein Zug:** ziehen, eine deiner zwei Karten ausspielen, ihre Wirkung ganz ausführen.\n"
                "- **Runde gewonnen:** als Letzte übrig, oder höchste Karte bei leerem Stapel; "
                "Gleichstand wird geteilt.\n"
                "- **Spionin:** Die einzige Verbliebene mit einer Spionin auf dem Stapel bekommt ein Herz."
                "\n"
                "- **Tipps:** Zähle die sichtbaren Karten; achte auf den Schutz; was ein Priester sah, "
                "veraltet nach König, Prinz oder Kanzler; niedrige Karten werfen hinaus, hohe gewinnen "
                "Vergleiche.\n\nDie Herzen, die das Spiel gewinnen:",
        "note": "Drucke diesen Schritt als Merkblatt für die Klasse.",
    },
    "classic": {
        "title": "Die klassische Ausgabe",
        "body": "Das ältere Spiel (Teil B der Regeln) hat **16 Karten**, fünf Wächterinnen, **keine "
                "Spionin und keinen Kanzler**, andere Werte (König 6, Gräfin 7), es wird erst "
                "ausgeteilt und dann die Reservekarte beiseitegelegt, und es braucht weniger Herzen "
                "(2 bis 4 Personen). Zug, Wirkungen, die Regel der Gräfin und Gleichstand funktionieren "
                "wie hier.",
        "question": "Wie viel ist die Prinzessin in der klassischen Ausgabe wert?",
        "hint": "Im klassischen Spiel sind König, Gräfin und Prinzessin je eins weniger wert.",
        "explanation": "Die klassische Prinzessin ist 8 wert (B1); lovelet spielt beide Ausgaben.",
        "note": "Lektion 6 vergleicht die Ausgaben im Spiel.",
    },
}
