# ASG Explorer: alle Texte der Seite auf Deutsch. Die anderen Kataloge (en, zh, ja) haben
# dieselben Meldungen; ein Test schlägt fehl, wenn eine fehlt, unbenutzt ist oder Variablen hat, die das Englische nicht hat.
# Mathematik (Symbole, Formeln) ist in jeder Sprache gleich; Zahlen kommen als Variablen und
# werden in Dreiergruppen mit schmalem geschütztem Leerzeichen geschrieben (55 651, wie nach
# DIN 5008 und im Mathematikunterricht). Steht eine Zahl vor dem Wort, das sie zählt, wählt ein
# Selektor ([one], *[other]) dessen Form; Mengen schreibt SET(…), Prozente PERCENT(…).

## Sprachen (jede in ihrer eigenen Sprache, in jedem Katalog gleich)

language-en = English
language-de = Deutsch
language-zh = 中文（简体）
language-ja = 日本語

## Die Seite rund um den Explorer

site-name = ASG Explorer
site-title = ASG Explorer: additive Subtraktionsspiele
site-intro = Zwei Spieler entfernen abwechselnd { $a }, { $b } oder { $ab } Steine von einem Haufen; wer nicht ziehen kann, verliert. Jeder Haufen hat einen { TERM("nim-value", text: "Nim-Wert") } von 0 bis 3. Wählen Sie { $a } und { $delta }, und sehen Sie sich die Werte an.
site-footer = Im { $regime } ({ $condition }) sind die P-Positionen { $formula }, und die Werte 1, 2, 3 ergeben sich aus Verschiebungen davon: formuliert in { $ww } (1982), bewiesen von U. Larsson und H. Manabe, { $paper }, arXiv:2603.10414 (Satz 1). Außerhalb des Regimes stammt hier jeder Wert aus der mex-Regel.
site-regime = primitiv-quadratischen Regime
math-gcd = ggT
site-licence = ASG Explorer · MIT OR Apache-2.0
site-failed = Der Explorer konnte nicht starten: { $error }
# Die statischen Seiten (index.html, embed.html): Beschreibung, Titel und was ein Leser ohne JavaScript sieht
site-description = Additive Subtraktionsspiele erkunden: Nim-Werte, P-Positionen und die geschlossene Formel von Larsson und Manabe, berechnet in Ihrem Browser.
site-noscript = Der Explorer rechnet mit WebAssembly in Ihrem Browser und braucht dafür JavaScript.

## Eine Einbettung startet oder scheitert

embed-failed = Der ASG Explorer konnte nicht starten: { $error }
embed-title = ASG Explorer (eingebettet)
region-label = ASG Explorer: a = { $a }, δ = { $delta }, { $view }
# The embed's attributes: a misspelled or a missing one
embed-unknown-attribute = Das Attribut „{ $name }“ kennt der Explorer nicht: Meinten Sie „{ $nearest }“?
embed-unknown-attribute-far = Das Attribut „{ $name }“ kennt der Explorer nicht (er liest { $known }).
embed-missing-second = Zu a = { $a } fehlt die zweite Zahl: Ergänzen Sie das Attribut „delta“ (für δ) oder „b“.
# The embed among others on a page: its own name, a link past it, a name when it fails
region-label-numbered = ASG Explorer ({ $n }): a = { $a }, δ = { $delta }, { $view }
embed-failed-label = ASG Explorer ({ $n }), nicht gestartet
embed-skip = Explorer überspringen
# The page's Content-Security-Policy stopping an embed's start
embed-csp-wasm = Die Content-Security-Policy dieser Seite erlaubt dem Explorer nicht, sein WebAssembly zu kompilieren (script-src ohne 'wasm-unsafe-eval'). Um es zuzulassen, braucht die Richtlinie der Seite script-src { $site } 'wasm-unsafe-eval'.
embed-csp-fetch = Die Content-Security-Policy dieser Seite erlaubt dem Explorer nicht, seine Dateien zu laden (connect-src). Um es zuzulassen, braucht die Richtlinie der Seite connect-src { $site }.

## Meldungen zu Eingaben oder zu dem, was ein Link verlangt hat

error-empty = { $name }: Geben Sie eine ganze Zahl ein
error-not-whole = { $name }: „{ $text }“ ist keine ganze Zahl (nur Ziffern 0–9)
error-too-large = { $name }: { $digits } ist zu groß (höchstens 2^64 − 1)
error-too-large-long = { $name }: { $head }…{ $tail } ({ $count } { $count ->
    [one] Ziffer
   *[other] Ziffern
  }) ist zu groß (höchstens 2^64 − 1)
error-at-least-one = { $name }: muss mindestens 1 sein
error-not-one-of = { $name }: „{ $text }“ ist keiner der Werte { $choices }
error-position = { $name }: „{ $text }“ ist keine Position von { $from } bis ausschließlich 2^64
error-out-of-range = { $name }: „{ $text }“ liegt außerhalb des zulässigen Bereichs
error-residue = r: Die Reste reichen von 1 bis δ − 1 = { $top }
error-plane = a ≤ { $amax }, δ ≤ { $dmax }: Eine Landschaft umfasst 1 bis 1 048 576 (2^20) Spiele, mit a und δ mindestens 1.
error-plane-default = { $problem } Angezeigt wird a ≤ 40, δ ≤ 320.
error-part = Diese Ansicht konnte nicht geladen werden: { $error }
error-other = { $text }
error-worker = Der Worker des Explorers ist ausgefallen: { $text }
error-csp-blocked = Die Content-Security-Policy dieser Seite blockiert den Worker des Explorers ({ $directive }). Um ihn zuzulassen, braucht die Richtlinie der Seite worker-src blob: { $site }; script-src { $site } 'wasm-unsafe-eval'; connect-src { $site }.
label-row-width = Zeilenbreite
label-shift = Verschiebung k
label-heap = Haufen

## Die Fehler des Kerns, nach ihrem Code (Zahlen aus dem Kern)

core-empty-set = Die Subtraktionsmenge ist leer: Geben Sie mindestens einen Zug an.
core-zero-move = Ein Zug muss mindestens 1 Stein entfernen (0 ist kein Zug).
core-too-many-moves = { $count } { $count ->
    [one] Zug
   *[other] Züge
  } angegeben; höchstens { $max } { $max ->
    [one] wird
   *[other] werden
  } unterstützt.
core-a-is-zero = a muss mindestens 1 sein
core-b-not-above-a = b muss größer als a sein (erhalten: a = { $a }, b = { $b }); gleichbedeutend: δ = b − a ≥ 1
core-delta-is-zero = δ muss mindestens 1 sein (δ = b − a, und b muss größer als a sein)
core-not-additive = Die Menge hat nicht die Form {"{"}a, b, a+b{"}"}.
core-not-in-regime =
    { $what ->
        [classes] Die Klassen aus Satz 1 sind
        [residue-regions] Die Bereiche der Reste sind
        [torus-formula] Die Torusformel für C(k) ist
       *[closed-form] Die geschlossene Formel aus Satz 1 ist
    } nur im primitiv-quadratischen Regime bewiesen (a < δ < 2a, ggT(a, δ) = 1); a = { $a }, δ = { $delta } liegt außerhalb.
core-overflow = Die Zahlen dieses Spiels sind zu groß für exakte 64-Bit-Arithmetik.
core-window-too-large = { $requested ->
    [one] Das ist { $requested } Eintrag
   *[other] Das sind { $requested } Einträge
  }, mehr als die Grenze von { $limit }: Fordern Sie einen kleineren Bereich an.
core-too-much-memory = Das würde etwa { $bytes } { $bytes ->
    [one] Byte
   *[other] Bytes
  } Speicher belegen, mehr als die Grenze von { $limit }: Fordern Sie einen kleineren Bereich oder ein kleineres Spiel an.
core-too-much-work = Das würde etwa { $positions } { $positions ->
    [one] Position
   *[other] Positionen
  } berechnen, mehr als die Arbeitsgrenze von { $limit }: Fordern Sie einen kleineren Bereich oder ein kleineres Spiel an.
core-bound-too-large = Eine Speicherschranke von { $bound } { $bound ->
    [one] Position
   *[other] Positionen
  } liegt über der Grenze von { $limit }.
core-nothing-to-check = Es gibt nichts zu prüfen (0 Haufen).
core-out-of-memory = Nicht genug Speicher ({ $bytes } { $bytes ->
    [one] Byte
   *[other] Bytes
  }): Fordern Sie einen kleineren Bereich an.
core-interrupted = Die Berechnung wurde abgebrochen, bevor sie fertig war.
core-finished = Diese Berechnung ist bereits abgeschlossen: Starten Sie eine neue.
core-period-not-found = Keine Periode innerhalb der ersten { $bound } { $bound ->
    [one] Position
   *[other] Positionen
  } gefunden; die Werte können sich trotzdem mit einer längeren Periode wiederholen.
core-not-a-period = Die Werte der mex-Regel wiederholen sich nicht nach { $period } Haufen, der Periode, die aus Satz 1 folgt: Bitte melden Sie dies.
core-zero-shift = Die Verschiebung k muss mindestens 1 sein.
core-invalid-number = { $field }: keine Zahl, die der Explorer hier annehmen kann.
# The glue's own errors between the page and the core (an object used after it was freed, …)
core-object-freed = Ein Spiel, Bild oder Auftrag des Kerns wurde benutzt, nachdem er schon freigegeben war; erzeugen Sie ihn neu.
core-wrong-object = Der Kern hat etwas anderes erhalten als das Spiel, Bild oder den Auftrag, den er erwartet.
core-object-busy = Dieses Spiel, Bild oder dieser Auftrag wird noch von einer anderen Rechnung benutzt; versuchen Sie es erneut, wenn sie fertig ist.
core-internal = Im Kern ist ein unerwarteter Fehler aufgetreten; bitte melden Sie ihn mit dem Link zu dieser Ansicht.

## Der Hinweis anstelle des Bildes

notice-blocked-embed = Diese Einbettung zeigt kein Spiel, bis ihre Attribute eines anfordern.
notice-blocked-site = Es wird kein Spiel angezeigt, bis die Felder oben eines anfordern (so hat es die Adresse verlangt).
notice-stopped = Angehalten: Die Wertetabelle einer Periode von { $game } wurde nicht berechnet. Drücken Sie in einem Feld die Eingabetaste, um sie erneut zu berechnen.

## Die Ansichten

view-grid = Gitter
view-strip = Zahlenstrahl
view-gaps = Lücken
view-collisions = Kollisionen
view-residues = Reste
view-ledger = Nachzählen
view-play = Spielen
view-landscape = Landschaft

## Die Statuszeile, die Legende und die Bildunterschriften von Gitter und Zahlenstrahl

building-bar = Wertetabelle einer Periode berechnet
building-cancel = Abbrechen
building-cancel-label = Berechnung von a = { $a }, δ = { $delta } abbrechen
building-text = Die Wertetabelle einer Periode von a = { $a }, δ = { $delta } wird im Hintergrund nach der mex-Regel berechnet: { PERCENT($percent) }
badge-proven = { TERM("regime", text: "Primitiv-quadratisches Regime") } · Satz 1
badge-outside = Außerhalb des { TERM("regime", text: "Regimes") } · { TERM("mex", text: "mex-Regel") }
summary-proven = { TERM("subtraction-set", text: "S") } = { SET($a, $b, $ab) }, { TERM("delta", text: "δ") } = { $delta }, { TERM("d", text: "d") } = δ − a = { $d }: { TERM("heap-period", text: "Haufenperiode") } { $period } ({ $ppositions } { $ppositions ->
    [one] P-Position
   *[other] P-Positionen
  } { TERM("index-period", text: "pro Periode") }). Jeder Wert stammt aus der { TERM("closed-form", text: "geschlossenen Formel") }, bewiesen von Larsson und Manabe.
summary-outside = { TERM("subtraction-set", text: "S") } = { SET($a, $b, $ab) }, { TERM("delta", text: "δ") } = { $delta }: { $where }. Die geschlossene Formel wₙ ist nur im Regime bewiesen: Jeder Wert wird hier nach der { TERM("mex", text: "mex-Regel") } berechnet, Haufenperiode { $period } ({ $ppositions } { $ppositions ->
    [one] P-Position
   *[other] P-Positionen
  } pro Periode){ $band }.
summary-band = ; die beobachtete { TERM("band", text: "Bandformel") } ergibt { $period } (nicht bewiesen)
regime-linear = im linearen { TERM("band", text: "Band") } j = { $j } (beobachtet, nicht bewiesen)
regime-quadratic = { $j ->
    [0] im Bereich a < δ < 2a
   *[other] im quadratischen { TERM("band", text: "Band") } j = { $j } (beobachtet, nicht bewiesen)
  }
regime-gcd = ggT(a, δ) = { $gcd } > 1, daher ist Satz 1 hier nicht anwendbar; gekürzt liegen a/{ $gcd } = { $a } und δ/{ $gcd } = { $delta } { $band }
legend-title = Farben: { TERM("nim-value", text: "Nim-Werte") }
legend-w0 = { TERM("class", text: "W0") } = {"{"}{ TERM("closed-form", text: "wₙ") }{"}"}: die { TERM("p-position", text: "P-Positionen") }, bei denen der Spieler am Zug verliert
legend-w1 = { TERM("class", text: "W1") } = W0 + { $a }
legend-w2 = { TERM("class", text: "W2") } = W0 − { $b } (Haufen ≥ 0)
legend-w3 = { TERM("class", text: "W3") }: alle übrigen Haufen, { $count } pro Haufenperiode
legend-value0 = Wert 0: die { TERM("p-position", text: "P-Positionen") } (nach der mex-Regel)
legend-value = Wert { $value }
legend-hint = Ziehen zum Verschieben, Mausrad oder Zwei-Finger-Geste zum Zoomen. Im Bild: Pfeiltasten bewegen den Cursor, die Eingabetaste untersucht, Umschalt mit Pfeiltaste verschiebt, + und − zoomen, 0 passt das Bild ein.
caption-grid = Gitter: Zeile r enthält die Haufen r·{ $w } bis r·{ $w } + { $last }, gefärbt nach Nim-Wert. Pro Periode: { $ppositions } Haufen mit Wert 0 (P-Positionen), bei einer { TERM("heap-period", text: "Haufenperiode") } von { $period }.
caption-grid-period = Gitter: Zeile r enthält die Haufen r·{ $w } bis r·{ $w } + { $last }, gefärbt nach Nim-Wert. Pro Periode: { $ppositions } Haufen mit Wert 0 (P-Positionen), bei einer Haufenperiode von { $period }. Jede Zeile ist genau eine Periode lang, sodass jede Spalte von oben bis unten einen einzigen Wert hat.
caption-play = Spielen: Der Zahlenstrahl zeigt die Haufen von 0 bis zum Starthaufen; die Linie markiert den aktuellen Haufen.
caption-line = Zahlenstrahl: Haufen von links nach rechts, gefärbt nach { TERM("nim-value", text: "Nim-Wert") }, darunter eine Spur pro Wert. Pro Periode: { $ppositions } Haufen mit Wert 0 (P-Positionen), bei einer Haufenperiode von { $period }.
canvas-grid = Gitter der Nim-Werte. { $summary } Die Pfeiltasten bewegen den Cursor um einen Haufen oder eine Zeile, die Eingabe- oder Leertaste untersucht den Haufen darunter, Umschalt mit Pfeiltaste verschiebt das Bild, + und − zoomen, 0 passt das Bild ein.
canvas-line = Zahlenstrahl der Nim-Werte. { $summary } Die Pfeiltasten nach links und rechts bewegen den Cursor um einen Haufen, nach oben und unten um zehn Haufen, die Eingabe- oder Leertaste untersucht den Haufen darunter, Umschalt mit Pfeiltaste verschiebt das Bild, + und − zoomen, 0 passt das Bild ein.
canvas-role = interaktives Bild

## Beispiele: sehenswerte Spiele

preset-choose = Spiel wählen…
preset-group-in = Im Regime
preset-group-out = Außerhalb des Regimes
preset-5-7 = a = 5, δ = 7: das durchgerechnete Beispiel
preset-5-7-note = S = {"{"}5, 12, 17{"}"}, Haufenperiode 130: das Beispiel aus „Winning Ways“ und aus der Arbeit.
preset-2-3 = a = 2, δ = 3: das kleinste
preset-2-3-note = Das kleinste Spiel im Regime: Haufenperiode 22, mit a·d = 2 Kollisionsfenstern pro Periode.
preset-7-12 = a = 7, δ = 12: ein volles Trapez
preset-7-12-note = d = 5, also steigt das Profil der Reste über 1 … 5 an, bleibt bei 5 und fällt wieder: Fläche a·d = 35.
preset-101-150 = a = 101, δ = 150: groß
preset-101-150-note = Haufenperiode 55 651; jeder Wert stammt weiterhin in konstanter Zeit aus der geschlossenen Formel.
preset-5-4 = a = 5, δ = 4: lineares Band
preset-5-4-note = δ < a: Die geschlossene Formel versagt (W0 ist nicht {"{"}wₙ{"}"}); die mex-Regel findet die Periode 19 = 3a + δ, die lineare Bandformel (beobachtet, nicht bewiesen).
preset-5-11 = a = 5, δ = 11: lineares Band j = 1
preset-5-11-note = 2a ≤ δ ≤ 3a: Periode 36 = 5a + δ nach der mex-Regel; die geschlossene Formel gilt nicht.
preset-5-16 = a = 5, δ = 16: quadratisches Band j = 1
preset-5-16-note = 3a < δ < 4a: Periode 215 = a(3δ − a), die quadratische Bandformel; durch Nachrechnen vieler Spiele (Brute Force) beobachtet, aber unbewiesen.
preset-6-9 = a = 6, δ = 9: ggT 3
preset-6-9-note = a < δ < 2a, aber ggT(a, δ) = 3: W0 = {"{"}wₙ{"}"} gilt nach Beobachtung, doch die kleinste Periode ist 66 = 3 · 22 (die von a = 2, δ = 3), nicht a(3δ + a) = 198.

## Die Teile der Seite

controls-label = Parameter
inspector-label = Einen Haufen untersuchen
inspector-title = Untersuchen
inspector-empty = Zeigen Sie auf einen Haufen oder tippen Sie ihn an (oder bewegen Sie den Cursor im Bild und drücken Sie die Eingabetaste), um seinen Wert, seine Züge und den { TERM("mex", text: "mex") } zu sehen, der den Wert ergibt.
open-link = Im ASG Explorer öffnen ↗
legend-label = Farben

## Das Bedienfeld

field-view = Ansicht
field-row-width = Zeilenbreite
field-row-width-reset = eine Haufenperiode pro Zeile
field-row-width-period = Periode
field-shift = Verschiebung k
field-shift-reset = zurück zur Verschiebung δ
field-zoom = Zoom
field-presets = Beispiele
field-language = Sprache
field-second-mode = zweiter Parameter
field-give-delta = δ = b − a angeben
field-give-b = b angeben
zoom-out = verkleinern
zoom-in = vergrößern
zoom-fit = Einpassen
zoom-fit-title = eine Periode einpassen, zurück zum Anfang
tour-take = Rundgang starten

field-goto = Gehe zu Haufen
field-goto-button = Los
field-goto-placeholder = beliebiger Haufen

## Teilen und Exportieren

share-label = Teilen und Exportieren
share-link = Link kopieren
share-link-title = ein Link, der genau diese Ansicht öffnet
share-link-done = Link kopiert.
share-embed = Einbettungscode kopieren
share-embed-title = zwei Zeilen zum Einfügen in einen Blogbeitrag
share-embed-done = Einbettungscode kopiert.
share-picture = nur Bild
share-picture-title = das Bild und seine Bildunterschrift einbetten, ohne die Bedienelemente
share-copy-text = Text zum Kopieren
share-copy-by-hand = Drücken Sie Strg+C (⌘C), um den markierten Text zu kopieren.
embed-fallback = ASG Explorer: { $game }
export-label = Exportieren
export-png-title = das Bild als PNG-Grafik
export-svg-title = das Bild als SVG
export-csv-title = die angezeigten Zahlen als CSV
export-json-title = die angezeigten Zahlen als JSON
export-saved = { $name } gespeichert.
export-failed = Export fehlgeschlagen: { $error }

## Der Inspektor (der Haufen unter dem Zeiger)

inspect-tip = Haufen { $heap } · Wert { $value }
inspect-heap = { $heap } hat den { TERM("nim-value", text: "Nim-Wert") } { $swatch } { $value }.
inspect-heap-name = Haufen { $heap }
inspect-move = Zug
inspect-to = Zielhaufen
inspect-its-value = sein Wert
inspect-no-move = Von hier aus ist kein Zug möglich: Jeder Zug ist größer als der Haufen.
inspect-p-position = Eine { TERM("p-position", text: "P-Position") }: Der Spieler am Zug verliert, denn jeder Zug führt zu einem Haufen mit einem Wert ungleich 0.
inspect-win = Der kleinste Wert, den kein Zug erreicht, ist { $value }; ein Zug zu einem Haufen mit Wert 0 gewinnt.
inspect-range-tip = Haufen { $lo }–{ $hi } · 0: { $c0 } · 1: { $c1 } · 2: { $c2 } · 3: { $c3 }
inspect-range = { $range } ({ $count } Haufen, ein Pixel):
inspect-range-name = Haufen { $lo } bis { $hi }
inspect-zoom-in = Vergrößern Sie, um einzelne Haufen und ihre Züge zu sehen.

inspect-hidden-tip = Haufen { $heap } · Wert verborgen
inspect-hidden = Haufen { $heap }: Sein Wert ist verborgen, solange Sie ohne Hinweise spielen oder üben; er erscheint am Ende der Partie oder sobald Sie die Antwort gefunden oder sich die Lösung haben zeigen lassen.

## Die Beweisansichten: Lücken, Kollisionsfenster, Reste

residue-chart-label = Diagramm der Reste
lane-gaps-label = Lücken zwischen P-Positionen
lane-windows-label = Kollisionsfenster als Bögen
gap-legend-label = Lückentypen
gap-other = andere Länge
windows-list = Fenster im Ausschnitt auflisten
windows-zoom-in = { $error } Vergrößern Sie, um sie aufzulisten.
windows-count = { $count ->
    [one] { $count } Fenster mit unterem Ende in den Haufen { $lo } … { $hi } (Verschiebung { $k }).
   *[other] { $count } Fenster mit unterem Ende in den Haufen { $lo } … { $hi } (Verschiebung { $k }).
  }
windows-gap-run = Lückenfolge
residue-tip = Rest r = { $r } ({ $region }): die (a+1)-Lücke gₙ mit n + 1 = q·a, q = { $q }; L = { $L } { $L ->
    [one] Lücke
   *[other] Lücken
  } der Länge 1 direkt davor, R = { $R } direkt danach; c(r) = { $c } { $c ->
    [one] Fenster verläuft
   *[other] Fenster verlaufen
  } durch sie
caption-residues-outside = Die Bereiche der Reste sind nur im primitiv-quadratischen Regime definiert; a = { $a }, δ = { $delta } liegt außerhalb.
caption-gaps-outside = { TERM("gap", text: "Lücken") } zwischen aufeinanderfolgenden P-Positionen, gefunden nach der mex-Regel (die geschlossene Formel ist hier nicht bewiesen): Die Balken sind nach Länge gefärbt, grau, wenn die Länge nicht 1, a+1, b+1 oder a+b+1 ist.
caption-gaps = { TERM("gap", text: "Lücken") } gₙ = wₙ₊₁ − wₙ zwischen aufeinanderfolgenden P-Positionen, gefärbt nach Typ: 1, a+1 = { $a1 }, b+1 = { $b1 }, a+b+1 = { $ab1 }. Pro Indexperiode von { $gaps } { $gaps ->
    [one] Lücke
   *[other] Lücken
  }: { $ones } der Länge 1, { $aGaps } der Länge a+1, { $bGaps } der Länge b+1 und { $abGaps } der Länge a+b+1.
caption-collisions = { $windows } { TERM("collision-window", text: "Kollisionsfenster") } pro { TERM("heap-period", text: "Haufenperiode") } von { $period } (a·d = { $a }·{ $d }, Satz 7): Paare von P-Positionen im Abstand δ = { $delta }, als Bögen gezeichnet. Die verschobenen P-Positionen W0 − δ, die W0 verfehlen, sind die { $w3 } Haufen von W3 pro Haufenperiode (aδ − a·d = a²).
caption-shift = Paare von P-Positionen im Abstand k = { $k }, C(k) = (W0 − k) ∩ W0 (ihre Struktur ist in der Arbeit eine offene Frage): { $count } pro Haufenperiode von { $period }.
caption-windows-ledger = Paare von P-Positionen im Abstand δ = { $k }, die Kollisionsfenster, als Bögen gezeichnet (außerhalb des Regimes sagt Satz 7 nichts über ihre Anzahl). Eine Periode von { $period } Haufen ist zu lang, um sie hier zu zählen; die Ansicht „Nachzählen“ zählt sie im Hintergrund pro Periode nach der mex-Regel.
caption-shift-uncounted = Paare von P-Positionen im Abstand k = { $k }, C(k) = (W0 − k) ∩ W0 (ihre Struktur ist in der Arbeit eine offene Frage), als Bögen gezeichnet; sie werden nur dann pro Periode gezählt, wenn die Periode höchstens 2^22 Haufen hat, und diese hat { $period }.
caption-residues = Jede (a+1)-Lücke mit dem { TERM("residue", text: "Rest") } r liegt in c(r) = min(r, d) − max(0, r − a) Kollisionsfenstern (hier d = { $d }): { $d ->
    [1] kein Rest ist linksbeschränkt (r < 1),
   *[other] linksbeschränkt für r < { $d } (c = r),
  } unbeschränkt für { $d } ≤ r ≤ { $a } (c = d), rechtsbeschränkt für r > { $a } (c = δ − r); die Fläche des Trapezes ist a·d = { $a }·{ $d } = { $windows } Fenster pro Haufenperiode. Wählen Sie einen Balken oder unten eine (a+1)-Lücke: Das Zugehörige wird hervorgehoben.
caption-residues-chosen = Jede (a+1)-Lücke mit dem { TERM("residue", text: "Rest") } r liegt in c(r) = min(r, d) − max(0, r − a) Kollisionsfenstern (hier d = { $d }): { $d ->
    [1] kein Rest ist linksbeschränkt (r < 1),
   *[other] linksbeschränkt für r < { $d } (c = r),
  } unbeschränkt für { $d } ≤ r ≤ { $a } (c = d), rechtsbeschränkt für r > { $a } (c = δ − r); die Fläche des Trapezes ist a·d = { $a }·{ $d } = { $windows } Fenster pro Haufenperiode. Die (a+1)-Lücken mit Rest { $r } sind unten hervorgehoben.
lane-class = Wert { $value } · W{ $value }
lane-value = Wert { $value }
lane-gap-tip = Lücke g{ $n } = { $length } ({ $kind }) ab w{ $n } = { $from }
lane-gap-residue-tip = Lücke g{ $n } = { $length } ({ $kind }) ab w{ $n } = { $from } · Rest r = { $r }
lane-window-tip = Fenster w{ $m } = { $lower } → w{ $n } = { $upper }: Lücken g{ $m } … g{ $last }
lane-gap-index = Lückenindex n
lane-gaps-zoomed-out = Verkleinert: Jede Spalte zeigt, welcher Anteil der dort beginnenden Lücken zu jedem Typ gehört. Vergrößern Sie, um einzelne Lücken zu sehen.
lane-shifted-theorem = W0 − { $k }: landet in W0 (ein Fenster) oder in W3
lane-shifted = W0 − { $k }: landet in W0 (ein Paar) oder nicht
lane-windows-uncounted = Die Periode ist zu lang, um hier Fenster pro Pixel zu zählen; vergrößern Sie, um sie zu sehen.
lane-windows-zoomed-out = Verkleinert: Fenster pro Haufen in jeder Spalte (exakte Anzahlen). Vergrößern Sie, um die Bögen zu sehen.
region-left = linksbeschränkt
region-unrestricted = unbeschränkt
region-right = rechtsbeschränkt
residue-axis = Rest r
residue-area = Fläche Σ c(r) = { $total } = a·d = { $a }·{ $d }

## Nachzählen (die Anzahlen der geschlossenen Formel, nach der mex-Regel nachgezählt)

ledger-bar = Zählung nach der mex-Regel
ledger-counting = Zählung nach der mex-Regel im Hintergrund… { PERCENT($percent) }
ledger-failed = Die Zählung konnte nicht abgeschlossen werden: { $error }
ledger-failed-caption = Die Anzahlen konnten nicht nachgezählt werden: { $error }
ledger-index-period = Indexperiode (P-Positionen pro Periode)
ledger-heap-period = Haufenperiode
ledger-w0 = |W0|, Haufen mit Wert 0
ledger-w1 = |W1|, Haufen mit Wert 1
ledger-w2 = |W2|, Haufen mit Wert 2
ledger-w3 = |W3|, Haufen mit Wert 3
ledger-windows = |C|, δ-Kollisionsfenster
ledger-no-formula = entfällt
ledger-agrees = stimmt überein
ledger-disagrees = weicht ab
ledger-none = keine Formel
ledger-streamed = Die Periode ist länger als die Suchschranke: Die Werte wurden über eine Periode hinweg fortlaufend berechnet, und es zeigte sich, dass sie sich danach wiederholen; dass es keine kürzere Periode gibt, wurde nicht durch Zählen geprüft.
ledger-outside = Außerhalb des primitiv-quadratischen Regimes gelten die geschlossenen Formeln nicht („entfällt“). Die beobachtete Bandformel ergibt die Periode { $period }; beobachtet ist sie durch Nachrechnen vieler Spiele (Brute Force), bewiesen hat sie niemand.
ledger-preperiod = Die Folge wird nach einer Vorperiode von { $preperiod } Haufen periodisch.
ledger-caption = Pro Haufenperiode, a = { $a }, δ = { $delta }
ledger-quantity = Größe
ledger-closed-form = geschlossene Formel
ledger-counted = gezählt (mex-Regel)
ledger-agree = Überein{"\u00AD"}stimmung?
ledger-summary = Pro Haufenperiode { $period }: |W0| = { $w0 }, |W1| = { $w1 }, |W2| = { $w2 }, |W3| = { $w3 } und { $windows } Kollisionsfenster, gezählt nach der mex-Regel; { $verdict }
ledger-verdict-agree = jede Anzahl stimmt mit ihrer geschlossenen Formel überein.
ledger-verdict-differ = einige Anzahlen weichen von der geschlossenen Formel ab!
ledger-verdict-outside = hier gilt keine geschlossene Formel.

## Die Landschaft

landscape-label = Periodenlandschaft
landscape-title = Die Periodenlandschaft
landscape-amax = größtes a
landscape-dmax = größtes δ
landscape-colour = Farbe:
landscape-colour-by = färben nach
landscape-colour-period = Periode (logarithmisch)
landscape-colour-regime = Regime
landscape-colour-agreement = Übereinstimmung mit den Bandformeln
landscape-compute = Berechnen
landscape-stop = Anhalten
landscape-bar = Zellen berechnet
landscape-canvas = die Periodenlandschaft
landscape-stopped = Angehalten bei { $done } von { $total } { $total ->
    [one] Spiel
   *[other] Spielen
  }.
landscape-computing = Berechnung nach der mex-Regel im Hintergrund…
landscape-progress = { $done } von { $total } { $total ->
    [one] Spiel
   *[other] Spielen
  }
landscape-done = { $total ->
    [one] { $total } Spiel berechnet.
   *[other] Alle { $total } Spiele berechnet.
  }
landscape-failed = Die Landschaft konnte nicht berechnet werden: { $error }
landscape-periods = kleinste Perioden von { $lo } bis { $hi }
landscape-no-period = keine Periode gefunden
landscape-caption = { $size } { $size ->
    [one] Spiel
   *[other] Spiele
  } mit a ≤ { $amax }, δ ≤ { $dmax }, jeweils nach der mex-Regel: { $periods }; { $regime } davon { $regime ->
    [one] liegt
   *[other] liegen
  } im primitiv-quadratischen Regime. Die Bandformeln stimmen bei { $agree } davon mit der mex-Regel überein{ $disagree ->
    [0] {""}
   *[other] , bei { $disagree } nicht
  }{ $unknown ->
    [0] {""}
    [one] ; { $unknown } hatte keine Periode innerhalb der Schranke
   *[other] ; { $unknown } hatten keine Periode innerhalb der Schranke
  }. Außerhalb des Regimes sind die Bänder beobachtet, nicht bewiesen.
landscape-cell-regime = primitiv-quadratisches Regime
landscape-cell-gcd = ggT { $gcd }, gekürzt { $band }
landscape-cell-unknown = a = { $a }, δ = { $delta } ({ $where }): keine Periode innerhalb der Schranke; vorhergesagt { $prediction }.
landscape-cell = a = { $a }, δ = { $delta } ({ $where }): Periode { $period }{ $preperiod ->
    [0] {""}
   *[other] {" "}nach Vorperiode { $preperiod }
  } gemäß mex-Regel, Bandformel { $prediction } { $mark }; größter Wert { $max }; W0 = {"{"}wₙ{"}"}: { $w0 }.
landscape-cell-pending = a = { $a }, δ = { $delta }: noch nicht berechnet.
landscape-yes = ja
landscape-no = nein
landscape-w0-unknown = innerhalb der Schranke nicht entschieden
landscape-wedge = Bereich a < δ < 2a
landscape-key-regime = primitiv-quadratisch
landscape-key-gcd = ggT > 1
landscape-key-linear = lineares Band
landscape-key-quadratic = quadratisches Band
landscape-key-agree = Bandformel = Periode
landscape-key-differ = weicht ab

## Gegen den Computer spielen

play-title = Gegen den Computer spielen
play-heap = Haufen
play-heap-label = Starthaufen
play-first-label = Wer beginnt
play-you-start = Sie beginnen
play-computer-starts = Der Computer beginnt
play-hints = Werte und Tipps anzeigen
play-new = Neue Partie
play-moves-label = Ihre Züge
play-choose = Wählen Sie einen Haufen und wer beginnt, und drücken Sie dann „Neue Partie“.
play-heap-now = Haufen: { $heap }
play-heap-hint = Haufen: { $heap } (Wert { $value }{ $value ->
    [0] , eine P-Position: Der Spieler am Zug verliert
   *[other] {""}
  })
play-take = { $take } nehmen
play-take-hint = { $take } nehmen → { $to }, Wert { $value }
play-log-you = Sie: { $from } − { $take } = { $to } ({ $value ->
    [0] eine P-Position
   *[other] Wert { $value }
  })
play-log-computer = Computer: { $from } − { $take } = { $to } ({ $value ->
    [0] eine P-Position
   *[other] Wert { $value }
  })
play-none = keine
play-you-lose = Sie können von { $heap } aus nicht ziehen: Jeder Zug ist größer als der Haufen. Der Computer gewinnt.
play-you-win = Der Computer kann von { $heap } aus nicht ziehen. Sie gewinnen!
play-why = Erreichte P-Positionen – Sie: { $you }; Computer: { $computer }. Von einer P-Position führt jeder Zug zu einem Haufen mit einem Wert ungleich 0, und von einem solchen Haufen gibt es immer einen Zug zurück zu einer P-Position; wer sie erreicht, gewinnt also bei richtigem Weiterspiel.

play-undo = Meinen Zug zurücknehmen
play-thinking = Der Computer überlegt…
play-log-you-hidden = Sie: { $from } − { $take } = { $to }
play-log-computer-hidden = Computer: { $from } − { $take } = { $to }

## Der geführte Rundgang

tour-label = Geführter Rundgang
tour-back = ← Zurück
tour-next = Weiter →
tour-close = Rundgang schließen
tour-return = Zurück zum Rundgang, Schritt { $n }
tour-step-title = { $n }. { $title }
tour-step-count = Schritt { $n } von { $total }

tour-finish = Rundgang beenden

## Formeln, wie Screenreader sie vorlesen (die Formeln selbst sind in jeder Sprache gleich)

formula-set = S ist gleich der Menge aus a, b und a plus b
formula-mex = g von x gleich mex von g von x minus s, über alle Züge s höchstens x
formula-w = w Index n gleich n plus a mal untere Gaußklammer von n durch a plus b mal untere Gaußklammer von n durch delta
formula-classes = W1 gleich W0 plus a; W2 gleich W0 minus b; W3 gleich W0 minus delta, ohne W0
formula-gap = g Index n gleich 1 plus a mal [a teilt n plus 1] plus b mal [delta teilt n plus 1]
formula-windows = Größe von C gleich a mal d
formula-residue = c von r gleich Minimum von r und d, minus Maximum von 0 und r minus a
formula-period = P gleich a mal (3 delta plus a)

## Die mex-Schrittanzeige

stepper-cells = bisher berechnete Werte
stepper-play = Ablaufen lassen
stepper-pause = Pause
stepper-play-label = ablaufen lassen: jede Sekunde ein Haufen
stepper-back = ◀ Voriger Haufen
stepper-back-label = einen Haufen zurück
stepper-forward = Nächster Haufen ▶
stepper-forward-label = einen Haufen weiter
stepper-move = −{ $move } ergibt Haufen { $to } (Wert { $value })
stepper-heap = Haufen { $heap }: { $moves }; { $mex }.
stepper-heap-none = Haufen { $heap }: kein Zug möglich (jeder Zug ist größer); { $mex }.

stepper-end = Bei Haufen { $last } endet die Schrittanzeige: Größere Haufen untersuchen Sie, indem Sie auf dem Zahlenstrahl auf sie zeigen oder „Gehe zu Haufen“ nutzen.
stepper-paused = Bei Haufen { $heap } angehalten; „Nächster Haufen“ geht Haufen für Haufen weiter bis { $last }.

## Spaltenköpfe des CSV-Exports

csv-heap = Haufen
csv-value = Wert
csv-row = Zeile
csv-column = Spalte
csv-from = von
csv-to = bis
csv-count-0 = Haufen mit Wert 0
csv-count-1 = Haufen mit Wert 1
csv-count-2 = Haufen mit Wert 2
csv-count-3 = Haufen mit Wert 3
csv-key = Schlüssel
csv-quantity = Größe
csv-closed-form = geschlossene Formel
csv-closed-form-value = Wert der geschlossenen Formel
csv-counted = gezählt
csv-agrees = stimmt überein
csv-region = Bereich
csv-index = Index
csv-length = Länge
csv-type = Typ
csv-lower = unteres Ende
csv-upper = oberes Ende
csv-gap-run = Lückenfolge
csv-residue = Rest

## Üben

view-practice = Üben
caption-practice = Üben: der Zahlenstrahl rund um die Aufgabe. Fragt die Aufgabe nach einem Wert, bleiben die Farben verborgen, bis Sie die Antwort gefunden oder sich die Lösung haben zeigen lassen.
practice-title = Üben
practice-kinds = Aufgabentypen
practice-kind-value = Wert vorhersagen
practice-kind-next = Nächste P-Position
practice-kind-class = Klasse benennen
practice-kind-windows = Fenster zählen
practice-kind-region = Bereich des Rests
practice-check = Prüfen
practice-hint = Hinweis
practice-next = Nächste Aufgabe
practice-choose = Ihre Antwort
practice-your-answer = Ihre Antwort
practice-pick = Wählen Sie zuerst eine Antwort.
practice-right = Richtig.
practice-wrong = Nicht ganz.
practice-value = Welchen { TERM("nim-value", text: "Nim-Wert") } hat Haufen { $heap }? Seine Farbe ist auf dem Zahlenstrahl verborgen.
practice-value-shown = Welchen { TERM("nim-value", text: "Nim-Wert") } hat Haufen { $heap }? Seine Farbe steht jetzt auf dem Zahlenstrahl.
practice-next-q = Welcher Haufen ist die erste { TERM("p-position", text: "P-Position") } nach Haufen { $heap }?
practice-next-label = die nächste P-Position
practice-class = Zu welcher Klasse gehört Haufen { $heap }, und welche P-Position belegt das?
practice-witness = die P-Position:
practice-class-0 = W0 = {"{"}wₙ{"}"}: eine P-Position
practice-class-1 = W1 = W0 + a: a = { $a } über einer P-Position
practice-class-2 = W2 = W0 − b: b = { $b } unter einer P-Position
practice-class-3 = W3, alle übrigen Haufen: δ unter einer P-Position, aber selbst keine
practice-class-name-0 = W0
practice-class-name-1 = W1 (W0 + a)
practice-class-name-2 = W2 (W0 − b)
practice-class-name-3 = W3 (alle übrigen Haufen)
practice-windows = Bei wie vielen { TERM("collision-window", text: "Kollisionsfenstern") } (Paaren von P-Positionen im Abstand δ = { $delta }) liegt das untere Ende bei einem der Haufen { $lo } bis { $last }?
practice-windows-label = die Anzahl der Fenster
practice-region = Die Lücke gₙ bei n = { $n } ist eine (a+1)-Lücke (n + 1 ist ein Vielfaches von a = { $a }, aber nicht von δ). In welchem Bereich liegt ihr { TERM("residue", text: "Rest") }?
practice-move = −{ $move } ergibt Haufen { $to } (Wert { $value })
practice-value-why = Haufen { $heap }: { $moves }; { $mex }, also ist sein Wert { $value }.
practice-value-why-none = Haufen { $heap }: Kein Zug ist möglich, also { $mex }: Sein Wert ist { $value }.
practice-next-why = Haufen { $next } ist die nächste P-Position: Er hat den Wert 0, und keiner der Haufen { $after } bis { $before } hat ihn.
practice-next-why-adjacent = Haufen { $next } ist die nächste P-Position: Er hat den Wert 0 und folgt direkt auf Haufen { $heap }.
practice-next-why-one = Haufen { $next } ist die nächste P-Position: Er hat den Wert 0, und Haufen { $after }, der einzige dazwischen, hat ihn nicht.
practice-windows-why = { $count ->
    [one] { $count } Fenster beginnt
   *[other] { $count } Fenster beginnen
  } bei einem der Haufen { $lo } bis { $last }: { $pairs } (jeweils ein Paar von P-Positionen im Abstand δ = { $delta }).
practice-windows-why-none = Bei keinem der Haufen { $lo } bis { $last } beginnt ein Fenster: Für keine P-Position x dort ist auch x + δ (δ = { $delta }) eine P-Position.
practice-region-left = Mit q = { $q } ist der Rest r = q·a mod δ = { $r }; wegen r < d = { $d } ist die Lücke linksbeschränkt: c(r) = r = { $c } { $c ->
    [one] Fenster verläuft
   *[other] Fenster verlaufen
  } durch sie; unmittelbar davor { $L ->
    [0] liegt keine Lücke der Länge 1
    [one] liegt eine Lücke der Länge 1
   *[other] liegen { $L } Lücken der Länge 1 hintereinander
  }, unmittelbar danach { $R ->
    [0] keine
    [one] eine
   *[other] { $R }
  }.
practice-region-unrestricted = Mit q = { $q } ist der Rest r = q·a mod δ = { $r }; wegen d = { $d } ≤ r ≤ a = { $a } ist die Lücke unbeschränkt: c(r) = d = { $c } { $c ->
    [one] Fenster verläuft
   *[other] Fenster verlaufen
  } durch sie; unmittelbar davor { $L ->
    [0] liegt keine Lücke der Länge 1
    [one] liegt eine Lücke der Länge 1
   *[other] liegen { $L } Lücken der Länge 1 hintereinander
  }, unmittelbar danach { $R ->
    [0] keine
    [one] eine
   *[other] { $R }
  }.
practice-region-right = Mit q = { $q } ist der Rest r = q·a mod δ = { $r }; wegen r > a = { $a } ist die Lücke rechtsbeschränkt: c(r) = δ − r = { $c } { $c ->
    [one] Fenster verläuft
   *[other] Fenster verlaufen
  } durch sie; unmittelbar davor { $L ->
    [0] liegt keine Lücke der Länge 1
    [one] liegt eine Lücke der Länge 1
   *[other] liegen { $L } Lücken der Länge 1 hintereinander
  }, unmittelbar danach { $R ->
    [0] keine
    [one] eine
   *[other] { $R }
  }.

## Weitermachen, wo Sie aufgehört haben

resume-title = Weitermachen, wo Sie aufgehört haben
resume-tour = Der Rundgang, bei Schritt { $n }
resume-practice = Üben: a = { $a }, δ = { $delta }, { $kind } ({ $streak } in Folge gelöst)
resume-play = Ihre Partie: a = { $a }, δ = { $delta }, Starthaufen { $heap }
resume-reset = Meinen Fortschritt vergessen

## Das Glossar (jeder Begriff in einem Text öffnet seine Definition)

glossary-title = Glossar
glossary-open = Glossar
glossary-open-title = die Begriffe des Explorers, jeweils mit Definition
glossary-more = Mehr im Glossar
glossary-close = Schließen
glossary-nim-value-term = Nim-Wert
glossary-nim-value = Eine Zahl für jeden Haufen: die kleinste der Zahlen 0, 1, 2, …, die kein Zug von ihm aus als Wert erreicht (der mex der Werte, die seine Züge erreichen). 0 bedeutet, dass der Spieler am Zug verliert; bei drei Zügen ist der Wert 0, 1, 2 oder 3.
glossary-p-position-term = P-Position
glossary-p-position = Ein Haufen mit Wert 0: Der Spieler am Zug verliert, wenn der Gegner richtig spielt. Jeder Zug von dort führt zu einem Haufen mit einem Wert ungleich 0, und von jedem solchen Haufen führt ein Zug zurück zu einer P-Position.
glossary-mex-term = mex
glossary-mex = Der kleinste ausgeschlossene Wert (minimum excluded value): die kleinste der Zahlen 0, 1, 2, …, die nicht in einer Menge liegt, zum Beispiel mex {"{"}0, 1, 3{"}"} = 2. Die mex-Regel gibt jedem Haufen den mex der Werte, die seine Züge erreichen.
glossary-regime-term = primitiv-quadratisches Regime
glossary-regime = Die Spiele mit a < δ < 2a und ggT(a, δ) = 1 (δ = b − a). Dort beweist Satz 1 die geschlossene Formel wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ und die vier Klassen W0 … W3; außerhalb berechnet der Explorer jeden Wert nach der mex-Regel.
glossary-band-term = Band
glossary-band = Außerhalb des Regimes findet das Nachrechnen vieler Spiele (Brute Force) kleinste Perioden, die Bändern von δ folgen (für ggT(a, δ) = 1; bei ggT g > 1 ist die Periode das g-Fache der Periode von a/g, δ/g): lineare Bänder 2j·a ≤ δ ≤ (2j+1)·a (j = 0, 1, 2, …) mit der Periode (2j+3)·a + δ und quadratische Bänder (2j+1)·a < δ < (2j+2)·a mit der Periode a(3δ − (2j−1)·a). Beobachtet, nicht bewiesen.
glossary-heap-period-term = Haufenperiode
glossary-heap-period = Die kleinste Länge P, nach der sich die Werte wiederholen: g(x + P) = g(x) für jeden Haufen x nach der Vorperiode (die Vorperiode ist in jedem beobachteten Spiel 0). Im Regime ist P = a(3δ + a), und jede Periode enthält aδ P-Positionen (die Indexperiode).
glossary-gap-term = Lücke
glossary-gap = Der Abstand gₙ = wₙ₊₁ − wₙ zwischen einer P-Position und der nächsten: im Regime 1, a+1, b+1 oder a+b+1, je nachdem, ob weder a noch δ, nur a, nur δ oder beide die Zahl n + 1 teilen.
glossary-collision-window-term = Kollisionsfenster
glossary-collision-window = Ein Paar von P-Positionen im Abstand δ, wₙ − wₘ = δ: Die Lücken von wₘ bis wₙ ergeben zusammen δ. Im Regime gibt es nach Satz 7 a·d davon pro Haufenperiode (d = δ − a), und jedes enthält genau eine (a+1)-Lücke.
glossary-residue-term = Rest
glossary-residue = Der Rest einer (a+1)-Lücke mit Index n (a teilt n + 1, δ nicht), wobei n + 1 = q·a: r = q·a mod δ (1 ≤ r ≤ δ − 1). Er bestimmt die Anzahl der Kollisionsfenster durch die Lücke, c(r) = min(r, d) − max(0, r − a), und ihren Bereich: linksbeschränkt (r < d), unbeschränkt (d ≤ r ≤ a) oder rechtsbeschränkt (r > a).
glossary-q-term = q
glossary-q = Für eine (a+1)-Lücke mit Index n: q = (n + 1)/a, sodass n + 1 = q·a (δ teilt q nicht).
glossary-l-term = L
glossary-l = Die Anzahl der Lücken der Länge 1 direkt vor einer (a+1)-Lücke mit Rest r: L = min(a, r) − 1.
glossary-r-term = R
glossary-r = Die Anzahl der Lücken der Länge 1 direkt nach einer (a+1)-Lücke mit Rest r: R = min(a, δ − r) − 1.

## Was jede Ansicht zeigt (eine kurze Einführung über dem Bild)

intro-title = Was Sie sehen
intro-grid = Jeder Haufen ist eine Zelle, in Zeilen fester Breite (der { TERM("heap-period", text: "Haufenperiode") }, wenn Sie keine andere einstellen), gefärbt nach seinem { TERM("nim-value", text: "Nim-Wert") }. Ist eine Zeile eine Periode lang, behält jede Spalte von oben bis unten eine Farbe.
intro-strip = Die Haufen von links nach rechts, gefärbt nach { TERM("nim-value", text: "Nim-Wert") }, darunter eine Spur für jeden Wert: Die { TERM("p-position", text: "P-Positionen") } sind die Haufen mit Wert 0.
intro-gaps = Unter dem Zahlenstrahl ist jede { TERM("gap", text: "Lücke") } zwischen aufeinanderfolgenden P-Positionen ein Balken, in Farbe und Größe nach ihrem Typ (1, a+1, b+1, a+b+1), mit ihrem Index n darunter.
intro-collisions = Bögen verbinden die Paare von P-Positionen im Abstand δ, die { TERM("collision-window", text: "Kollisionsfenster") }; darunter ist jede um δ nach unten verschobene P-Position danach markiert, wo sie landet: in W0 (ein Fenster) oder in W3.
intro-residues = Jede (a+1)-Lücke hat einen { TERM("residue", text: "Rest") } r; das Trapez zeigt für jedes r, in wie vielen Kollisionsfenstern eine Lücke mit diesem Rest liegt (c(r)), über die drei Bereiche hinweg. Zeigen Sie auf einen Balken, um { TERM("q", text: "q") }, { TERM("L", text: "L") } und { TERM("R", text: "R") } zu sehen; wählen Sie einen aus, um seine Lücken unten zu sehen.
intro-ledger = Jede Anzahl pro { TERM("heap-period", text: "Haufenperiode") }: die geschlossene Formel neben der Zählung nach der { TERM("mex", text: "mex-Regel") }, die im Hintergrund läuft, und ob beide übereinstimmen.
intro-play = Ziehen Sie abwechselnd mit dem Computer; wer nicht ziehen kann, verliert. Ohne Hinweise bleiben die Werte bis zum Ende verborgen: Versuchen Sie, die { TERM("p-position", text: "P-Positionen") } selbst zu erreichen.
intro-practice = Aufgaben zum angezeigten Spiel, vom Explorer geprüft, mit Hinweisen, einem neuen Versuch nach einer falschen Antwort und der Erklärung, sobald Sie die Antwort gefunden oder sich die Lösung haben zeigen lassen.
intro-landscape = Jedes Spiel (a, δ) bis zu den gewählten Grenzen ist eine Zelle, berechnet nach der mex-Regel; sie zeigt seine kleinste Periode, sein Regime oder ob die { TERM("band", text: "Bandformeln") } mit der mex-Regel übereinstimmen. Darüber sind die Geraden δ = a, 2a, 3a, … und der Bereich a < δ < 2a des { TERM("regime", text: "Regimes") } gezeichnet.

## Warum? (die Klassen aus Satz 1 und Satz 7, Schritt für Schritt)

why-button = warum?
why-button-label = Warum haben die Haufen von { $cls } diesen Wert?
why-theorem-7 = warum a·d?
why-another = Weiteres Beispiel
why-class-title = Warum liegt Haufen { $heap } in { $cls }?
why-w0 = { $heap } liegt in W0 = {"{"}wₙ{"}"}: eine P-Position der geschlossenen Formel.
why-w1 = { $heap } = { $w } + a: Der Haufen liegt a = { $a } über der P-Position { $w } (W1 = W0 + a).
why-w2 = { $heap } = { $w } − b: Der Haufen liegt b = { $b } unter der P-Position { $w } (W2 = W0 − b).
why-w3 = { $heap } = { $w } − δ: Der Haufen liegt δ = { $delta } unter der P-Position { $w } und ist selbst keine P-Position (W3 = (W0 − δ) ∖ W0).
why-move = −{ $move } ergibt Haufen { $to } (Wert { $value }, in { $cls })
why-moves = Seine Züge: { $moves }.
why-mex-0 = Kein Zug erreicht eine andere P-Position (keine zwei Haufen von W0 unterscheiden sich um a, b oder a+b), also { $mex }: Der Spieler am Zug verliert.
why-mex-1 = Ein Zug erreicht den Wert 0, und keiner erreicht den Wert 1 (keine zwei Haufen von W1 unterscheiden sich um einen Zug), also { $mex }.
why-mex-2 = Züge erreichen die Werte 0 und 1, und keiner erreicht den Wert 2 (Satz 1), also { $mex }.
why-mex-3 = Züge erreichen die Werte 0, 1 und 2 (Satz 1), also { $mex }.
why-windows-title = Warum a·d Fenster? Das Fenster von { $lower } bis { $upper }
why-windows-run = Seine Lücken sind { $gaps } = δ = { $delta }: eine (a+1)-Lücke (a + 1 = { $a1 }) und { $ones } { $ones ->
    [one] Lücke
   *[other] Lücken
  } der Länge 1, wie in jedem Kollisionsfenster.
why-windows-residue = Diese (a+1)-Lücke hat den Rest r = { $r }; jede (a+1)-Lücke mit Rest r liegt in c(r) = min(r, d) − max(0, r − a) = { $c } { $c ->
    [one] Fenster
   *[other] Fenstern
  } (d = { $d }, a = { $a }).
why-windows-sum = Jeder Rest r = 1 … δ − 1 kommt pro Indexperiode bei genau einer (a+1)-Lücke vor, also enthält eine Haufenperiode Σ c(r) = a·d = { $a }·{ $d } = { $windows } Fenster: Satz 7.

## Exporte (eigenständige Bilder, Daten der Landschaft und des Spiels)

export-title = ASG Explorer: S = { SET($a, $b, $ab) }, a = { $a }, δ = { $delta } · { $view }
export-title-landscape = ASG Explorer: { $view }, a ≤ { $amax }, δ ≤ { $dmax }
export-nothing = Es wird kein Bild angezeigt, das sich exportieren ließe.
export-csv-regime = Regime
export-csv-band = Band j
export-csv-gcd = ggT
export-csv-preperiod = Vorperiode
export-csv-period = Periode
export-csv-max-value = größter Wert
export-csv-prediction = Vorhersage der Bandformel
export-csv-move = Zugnummer
export-csv-player = Spieler
export-csv-from-heap = Ausgangshaufen
export-csv-taken = genommen
export-csv-to-heap = Zielhaufen

## Der Kurs: die Schritte des Rundgangs, gestufte Hinweise, was falsch war, die Rechnung, der Rückblick auf eine Partie

glossary-subtraction-set-term = S
glossary-subtraction-set = Die Subtraktionsmenge S = {"{"}a, b, a + b{"}"}: wie viele Steine ein Zug vom Haufen nehmen darf. Mit δ = b − a ist S = {"{"}a, a + δ, 2a + δ{"}"}.
glossary-delta-term = δ
glossary-delta = δ = b − a, um wie viel der zweite Zug größer ist als der erste. Zusammen mit a legt δ das Spiel fest; das primitiv-quadratische Regime ist a < δ < 2a mit ggT(a, δ) = 1.
glossary-d-term = d
glossary-d = d = δ − a. Im primitiv-quadratischen Regime ist 0 < d < a: Eine Haufenperiode enthält a·d Kollisionsfenster (Satz 7), und bei d und a grenzen die Bereiche der Reste aneinander (r < d, d ≤ r ≤ a, r > a).
glossary-class-term = Klasse (W0–W3)
glossary-class = Die Haufen mit demselben Nim-Wert: W0 (Wert 0, die P-Positionen), W1, W2 und W3 (Werte 1, 2 und 3). Im Regime baut Satz 1 sie aus W0 = {"{"}wₙ{"}"} auf: W1 = W0 + a, W2 = W0 − b, und W3 enthält alle übrigen Haufen, jeweils δ unter einer P-Position.
glossary-closed-form-term = wₙ
glossary-closed-form = Die geschlossene Formel wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ für n = 0, 1, 2, … (⌊x⌋ ist x abgerundet): Im primitiv-quadratischen Regime sind das genau die P-Positionen (Satz 1).
glossary-index-period-term = Indexperiode
glossary-index-period = Wie viele P-Positionen eine Haufenperiode enthält: aδ im Regime, wo sich die Lücken nach aδ Indizes wiederholen und w(n + aδ) = w(n) + a(3δ + a) gilt.
resume-tour-done = Der Rundgang (abgeschlossen): noch einmal ansehen
resume-later = Nicht jetzt
export-hidden = Solange eine Aufgabe auf Ihre Antwort wartet, sind ihre Werte verborgen; es gibt also keine Zahlen zu speichern. Speichern Sie sie, sobald Sie die Antwort gefunden oder sich die Lösung haben zeigen lassen.
why-hidden = Solange eine Aufgabe auf Ihre Antwort wartet (oder Sie ohne Hinweise spielen), würde „warum?“ Werte verraten: Es funktioniert wieder, sobald Sie die Antwort gefunden oder sich die Lösung haben zeigen lassen, oder am Ende der Partie.
practice-value-outside = Welchen { TERM("nim-value", text: "Nim-Wert") } hat Haufen { $heap }? Die Werte ab Haufen { $from } sind verborgen; die davor stehen auf dem Zahlenstrahl, sodass die { TERM("mex", text: "mex-Regel") } nur wenige Schritte braucht.
practice-next-outside = Welcher Haufen ist die erste { TERM("p-position", text: "P-Position") } nach Haufen { $heap }? Die Werte danach sind verborgen: Bestimmen Sie sie nach der { TERM("mex", text: "mex-Regel") }.
practice-hint-more = Mehr Hilfe
practice-hint-worked = Die Rechnung zeigen
practice-right-helped = Richtig, mit der gezeigten Rechnung: Sie verrät die Antwort, daher zählt das als Versuch, nicht als gelöst. Die nächste schaffen Sie allein.
practice-mastery = { $kind } in diesem Spiel: { $streak } in Folge gelöst; { $solved } von { $tried } gelöst.
practice-untried = Hier noch nicht versucht: { $kinds }.
hint-class-1 = Der Wert folgt aus der { TERM("class", text: "Klasse") } des Haufens: Ist Haufen { $heap } eine P-Position (W0), a = { $a } über einer (W1), b = { $b } unter einer (W2) oder nichts davon (W3, δ = { $delta } unter einer)? Die erste zutreffende Prüfung in dieser Reihenfolge bestimmt die Klasse.
hint-class-2 = Um einen Haufen x zu prüfen, suchen Sie mit der { TERM("closed-form", text: "Formel") } wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ das n mit wₙ ≤ x < wₙ₊₁: Eine Haufenperiode von { $period } Haufen enthält { $ip } { $ip ->
    [one] P-Position
   *[other] P-Positionen
  }, also ist n ungefähr x · { $ip } / { $period }. x ist genau dann eine P-Position, wenn x = wₙ ist. Prüfen Sie den Haufen selbst, dann den Haufen minus a, dann den Haufen plus b.
hint-mex-1 = Sein Wert ist der { TERM("mex", text: "mex") } der Werte, die seine Züge erreichen: der kleinste Wert, den keiner von ihnen hat.
hint-value-mex-2 = Seine Züge erreichen die Haufen { $moves }. Die Werte vor Haufen { $from } stehen auf dem Zahlenstrahl; Haufen { $from } bestimmen Sie selbst, also zuerst seinen Wert aus seinen eigenen Zügen.
hint-next-1 = Die P-Positionen sind die { TERM("closed-form", text: "wₙ") }: Welches Glied kommt nach Haufen { $heap } als erstes?
hint-next-2 = Suchen Sie n mit wₙ ≤ { $heap } < wₙ₊₁ (eine Haufenperiode von { $period } Haufen enthält { $ip } { $ip ->
    [one] P-Position
   *[other] P-Positionen
  }, also ist n ungefähr { $heap } · { $ip } / { $period }): Die Antwort ist wₙ₊₁.
hint-next-mex-1 = Bestimmen Sie die Werte nach Haufen { $heap } einen nach dem anderen mit der { TERM("mex", text: "mex-Regel") }: Der erste Haufen mit Wert 0 ist die Antwort.
hint-next-mex-2 = Zuerst kommt Haufen { $after }: Seine Züge erreichen die Haufen { $moves }, deren Werte auf dem Zahlenstrahl stehen. Ein Haufen ist eine P-Position, wenn keiner seiner Züge den Wert 0 erreicht.
hint-windows-1 = Ein { TERM("collision-window", text: "Kollisionsfenster") } ist ein Paar von P-Positionen im Abstand δ = { $delta }. Zählen Sie die P-Positionen x von { $lo } bis { $last }, für die auch x + δ eine P-Position ist.
hint-windows-2 = Suchen Sie die P-Positionen unter den Haufen { $lo } bis { $last }: die Haufen mit dem Wert 0 auf dem Zahlenstrahl. Addieren Sie zu jeder δ = { $delta } und prüfen Sie, ob das Ergebnis eine P-Position ist: Bei jeder, für die das zutrifft, beginnt ein Fenster.
work-windows-ps = { $count ->
    [0] Unter den Haufen { $lo } bis { $last } ist keine P-Position.
    [one] Die einzige P-Position unter den Haufen { $lo } bis { $last } ist { $ps }.
   *[other] Die P-Positionen unter den Haufen { $lo } bis { $last } sind { $ps }.
  }
hint-region-1 = Der Bereich hängt nur vom { TERM("residue", text: "Rest") } r der Lücke ab, verglichen mit { TERM("d", text: "d") } = { $d } und a = { $a }.
hint-region-2 = Schreiben Sie n + 1 = q·a (a = { $a }); der Rest ist r = q·a mod δ (δ = { $delta }): linksbeschränkt für r < d, unbeschränkt für d ≤ r ≤ a, rechtsbeschränkt für r > a.
work-heap = Haufen { $heap }
work-minus-a = { $heap } − a = { $c }
work-plus-b = { $heap } + b = { $c }
work-plus-delta = { $heap } + δ = { $c }
work-term = w{ $sub } = { $n } + { $a }·{ $fa } + { $b }·{ $fd } = { $w }
work-test-holds = { $what }: { $term }, eine P-Position.
work-test-fails = { $what }: { $term } und { $next }, also liegt { $c } zwischen zwei P-Positionen und ist selbst keine.
work-test-none = { $heap } − a ist kleiner als 0: Einen solchen Haufen gibt es nicht.
work-value = Also liegt Haufen { $heap } in W{ $value }: Sein Wert ist { $value }.
work-next = { $below } ≤ { $heap } und { $above } > { $heap }: Die nächste P-Position ist { $next }.
work-mex = Haufen { $heap }: { $moves }; { $mex }.
work-mex-none = Haufen { $heap }: Kein Zug ist möglich; { $mex }.
work-window-yes = { $p } + δ = { $q }: eine P-Position, also beginnt bei { $p } ein Fenster.
work-window-no = { $p } + δ = { $q }: keine P-Position.
work-region = n + 1 = { $n1 } = { $q }·{ $a }, und { $n1 } mod { $delta } = { $r }: Der Rest ist r = { $r }.
work-region-left = r = { $r } < d = { $d }: linksbeschränkt.
work-region-unrestricted = d = { $d } ≤ r = { $r } ≤ a = { $a }: unbeschränkt.
work-region-right = r = { $r } > a = { $a }: rechtsbeschränkt.
wrong-class-not-p = Sie haben { $said } gewählt: Dafür müsste { $c } eine P-Position sein; { $c } ist aber keine.
wrong-class-negative = Sie haben { $said } gewählt: Dafür müsste { $heap } − a eine P-Position sein, aber { $heap } − a ist kleiner als 0.
wrong-class-earlier = Sie haben { $said } gewählt, und { $c } ist tatsächlich eine P-Position, aber eine frühere Prüfung trifft auch zu: { $held } ist eine P-Position. Die Prüfungen gelten der Reihe nach, und die erste zutreffende bestimmt die Klasse; also liegt Haufen { $heap } in W{ $value }.
wrong-mex-reached = Sie haben { $said } gewählt, aber wer { $take } wegnimmt, lässt Haufen { $to } mit Wert { $said } übrig: Einen Wert, den einer seiner Züge erreicht, kann der Haufen nicht selbst haben.
wrong-mex-smaller = Sie haben { $said } gewählt, aber kein Zug erreicht den kleineren Wert { $value }: Der mex ist { $value }.
wrong-next-before = Haufen { $said } liegt nicht nach Haufen { $heap }.
wrong-next-not-p = Haufen { $said } ist keine P-Position: Einer seiner Züge erreicht eine P-Position.
wrong-next-later = Haufen { $answer } kommt vor { $said } und ist eine P-Position: Er ist die erste P-Position nach Haufen { $heap }.
wrong-witness = Die Klasse stimmt, aber die P-Position, die belegt, dass Haufen { $heap } in W{ $value } liegt, ist { $expected }, nicht { $said }.
wrong-windows-count = Sie haben { $said } gezählt, aber in dem Abschnitt { $count ->
    [0] beginnt kein Fenster
    [one] beginnt { $count } Fenster
   *[other] beginnen { $count } Fenster
  }.
wrong-windows-near = Das Paar { $lower } → { $upper } zählt nicht: Sein oberes Ende { $upper } liegt zwar in den Haufen { $lo } bis { $last }, aber ein Fenster zählt dort, wo es beginnt, und sein unteres Ende { $lower } liegt vor Haufen { $lo }.
wrong-region = Dieser Bereich verlangt { $needs }, aber hier ist r = { $r }.
region-needs-left = r < d = { $d }
region-needs-unrestricted = d = { $d } ≤ r ≤ a = { $a }
region-needs-right = r > a = { $a }
review-line-better = { $line }: Mit dem Zug −{ $better } wäre die P-Position { $betterTo } erreicht worden.
review-line-none = { $line }: { $from } ist eine P-Position, also erreicht kein Zug von dort eine andere.
tour-switched-regime = Dieser Schritt handelt von Spielen im { TERM("regime", text: "primitiv-quadratischen Regime") }, deshalb zeigt der Rundgang vorerst a = { $a }, δ = { $delta }. Ihr Spiel, a = { $ownA }, δ = { $ownDelta }, kommt zurück, sobald ein Schritt für jedes Spiel gilt, oder wenn Sie den Rundgang schließen.
tour-switched-outside = Dieser Schritt handelt von einem Spiel außerhalb des Regimes, deshalb zeigt der Rundgang vorerst a = { $a }, δ = { $delta }. Ihr Spiel, a = { $ownA }, δ = { $ownDelta }, kommt zurück, sobald ein Schritt für jedes Spiel gilt, oder wenn Sie den Rundgang schließen.
tour-switched-back = Zurück zu Ihrem Spiel: a = { $a }, δ = { $delta }.
tour-needs-regime = Dieser Schritt handelt von Spielen im { TERM("regime", text: "primitiv-quadratischen Regime") }, und a = { $a }, δ = { $delta } liegt außerhalb: Für dieses Spiel träfe der Text dieses Schritts nicht zu.
tour-needs-outside = Dieser Schritt handelt von Spielen außerhalb des Regimes, und a = { $a }, δ = { $delta } liegt darin.
tour-show-game = a = { $a }, δ = { $delta } zeigen
tour-show-me = Lösung zeigen
tour-game-title = Das Spiel
tour-game-rules = Ein Haufen Steine; zwei Spieler entfernen abwechselnd a, b oder a+b davon (hier { $a }, { $b } oder { $ab }). Wer nicht ziehen kann, verliert.
tour-game-values = Jeder Haufen erhält einen { TERM("nim-value", text: "Nim-Wert") } 0, 1, 2 oder 3, dargestellt als Farbe. Wert 0 bedeutet, dass der Spieler am Zug verliert, wenn der Gegner richtig spielt: Diese Haufen sind die { TERM("p-position", text: "P-Positionen") }. Die Haufen mit Wert 0, 1, 2 und 3 bilden die Klassen W0, W1, W2 und W3; so heißen sie auch in der Legende und an den Spuren des Zahlenstrahls („Wert 0 · W0“). Die Formeln, die die Legende für sie angibt, erklären die Schritte 3 und 4.
tour-mex-title = Die mex-Regel, Haufen für Haufen
tour-mex-rule = Der Wert eines Haufens ist die kleinste der Zahlen 0, 1, 2, …, die keiner seiner Züge als Wert erreicht (der { TERM("mex", text: "mex") }). Gehen Sie die ersten Haufen Schritt für Schritt durch: Jeder Wert ergibt sich aus den Werten der Haufen, die um a, b und a+b kleiner sind.
tour-mex-hidden = Der Zahlenstrahl zeigt die Werte bis zu dem Haufen, den die Schrittanzeige erreicht hat; die übrigen sind noch zu bestimmen.
tour-closed-title = Die geschlossene Formel
tour-closed-regime = Im { TERM("regime", text: "primitiv-quadratischen Regime") }, a < δ < 2a mit ggT(a, δ) = 1 (δ = b − a), haben die P-Positionen eine Formel (Larsson und Manabe, Satz 1):
tour-closed-example = Für a = { $a }, δ = { $delta } beginnen die P-Positionen mit w = { $w }, …, und die mit dem Index n = { $last } ist { $previous }. Die Werte danach sind auf dem Zahlenstrahl verborgen.
tour-closed-predict = Sagen Sie die nächste P-Position voraus: Wie groß ist wₙ für n = { $n }?
tour-closed-label = wₙ für n = { $n }
tour-closed-nudge = Rechnen Sie zuerst ⌊n/a⌋ = ⌊{ $n }/{ $a }⌋ und ⌊n/δ⌋ = ⌊{ $n }/{ $delta }⌋ aus, setzen Sie beides in die Formel ein und versuchen Sie es noch einmal.
tour-closed-worked = wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ = { $n } + { $a }·{ $fa } + { $b }·{ $fd } = { $w }.
tour-closed-reveal = Auf dem Zahlenstrahl zeigt Haufen { $w } jetzt den Wert 0: die nächste P-Position. Die Lücke davor ist lang, weil ⌊n/δ⌋ gerade um eins gewachsen ist; die Formel addiert also b. Wo ⌊n/a⌋ wächst, addiert sie a.
tour-classes-title = Vier Farbklassen
tour-classes-shifts = Die anderen Werte ergeben sich aus Verschiebungen der P-Positionen, den { TERM("class", text: "Klassen") } W1, W2 und W3 (W0 ist die vierte):
tour-classes-grid = Im Gitter beginnt nach jeweils a(3δ + a) = { $period } Haufen, einer { TERM("heap-period", text: "Haufenperiode") } (a = { $a }, δ = { $delta }), eine neue Zeile; so behält jede Spalte von oben bis unten eine Farbe.
tour-slide-title = W0 auf die anderen Klassen schieben
tour-slide-intro = Verschieben Sie die P-Positionen W0 um k: Jede Marke ▼ auf dem Zahlenstrahl zeigt auf einen Haufen w + k, wobei w eine P-Position ist. Ändern Sie k und achten Sie auf die Farben unter den Marken: Bei welchen Verschiebungen haben alle dieselbe Farbe?
tour-slide-label = Verschiebung k
tour-slide-down = um einen Haufen nach unten verschieben
tour-slide-up = um einen Haufen nach oben verschieben
tour-slide-jump-a = k = a = { $a }
tour-slide-jump-b = k = −b = −{ $b }
tour-slide-jump-delta = k = −δ = −{ $delta }
tour-slide-jump-zero = k = 0
tour-slide-status = k = { $s }: { $count } { $count ->
    [one] Marke
   *[other] Marken
  } im Bild; { $landed }.
tour-slide-landed = { $count } auf Wert { $value }
tour-slide-none = keine im Bild
tour-slide-at-a = Jede Marke steht auf Wert 1: W0 + a = W1, wie Satz 1 sagt.
tour-slide-at-b = Jede Marke bei einem Haufen ≥ 0 steht auf Wert 2: W0 − b = W2.
tour-slide-at-delta = Die Marken landen auf Wert 0 oder 3. Die auf 0 sind die unteren Enden der { TERM("collision-window", text: "Kollisionsfenster") }, wo W0 − δ auf W0 trifft; die übrigen Haufen von W0 − δ bilden W3.
tour-slide-at-zero = k = 0: Die Marken sind W0 selbst, jede auf Wert 0.
tour-slide-mixed = Die Marken landen auf mehreren Farben: Diese Verschiebung ergibt keine der Klassen.
tour-proof-title = Warum die Formel stimmt
tour-proof-intro = Eine Menge von Haufen ist genau dann die Menge der { TERM("p-position", text: "P-Positionen") }, wenn zweierlei gilt: Kein Zug führt von einem ihrer Haufen zu einem anderen, und von jedem anderen Haufen führt ein Zug in sie hinein. (Aus der Menge kann ein Spieler nur hinausziehen; der Gegner kann immer zurückziehen.) Die Arbeit von Larsson und Manabe beweist beides für W0 = {"{"}wₙ{"}"} durch Induktion über die Haufen. Probieren Sie es an diesem Spiel aus:
tour-proof-move = −{ $move } ergibt Haufen { $to } (Wert { $value })
tour-proof-p = Haufen { $heap } ist eine P-Position (wₙ für n = { $n }). Seine Züge: { $moves }. Keiner erreicht den Wert 0: Kein Zug führt von einer P-Position zu einer anderen.
tour-proof-another-p = Eine andere P-Position
tour-proof-q = Haufen { $heap } hat den Wert { $value }, ist also keine P-Position. Welcher Zug führt von ihm zu einer P-Position? Wählen Sie einen aus; der Zahlenstrahl zeigt das Ergebnis.
tour-proof-choose = die Züge von diesem Haufen
tour-proof-right = Ja: Wer { $take } wegnimmt, erreicht Haufen { $to }, eine P-Position (wₙ für n = { $n }).
tour-proof-wrong = Wer { $take } wegnimmt, erreicht Haufen { $to } mit Wert { $value }, keine P-Position; wer { $good } wegnimmt, erreicht Haufen { $goodTo }, eine P-Position (wₙ für n = { $n }).
tour-proof-another-heap = Ein anderer Haufen
tour-proof-end = Wer auf eine P-Position zieht, gewinnt also bei richtigem Weiterspiel: Der Gegner muss W0 verlassen, und von dort führt ein Zug zurück. Die Werte 1, 2 und 3 werden ebenso bewiesen: Ein Haufen hat den Wert v, wenn seine Züge jeden kleineren Wert erreichen, aber nicht v (der mex), und Satz 1 zeigt das für die Haufen von W1, W2 und W3.
tour-gaps-title = Lücken
tour-gaps-formula = Der Abstand aufeinanderfolgender P-Positionen, die { TERM("gap", text: "Lücke") }, hat nur vier mögliche Längen:
tour-gaps-bracket = [a ∣ n + 1] ist 1, wenn a die Zahl n + 1 teilt, und sonst 0; ebenso [δ ∣ n + 1]. Die Lücke nach wₙ ist also nach jeder a-ten P-Position um a länger und nach jeder δ-ten um b (um beides, wenn n + 1 ein Vielfaches von aδ ist).
tour-gaps-kinds = Jede Lücke hat die Länge 1, a + 1 = { $a1 }, b + 1 = { $b1 } oder a + b + 1 = { $ab1 } (a = { $a }, b = { $b }). Zeigen Sie auf einen Balken, um seinen Index und seinen Typ zu sehen.
tour-windows-title = Kollisionsfenster
tour-windows-pairs = Paare von P-Positionen im Abstand δ sind { TERM("collision-window", text: "Kollisionsfenster") } (als Bögen gezeichnet). Satz 7 zählt sie: Die Menge C der Fenster in einer Haufenperiode hat a·d Elemente, mit { TERM("d", text: "d") } = δ − a:
tour-windows-count = Hier ist a·d = { $a }·{ $d } = { $windows } pro Haufenperiode von { $period }.
tour-windows-w3 = Verschieben Sie jede P-Position um δ nach unten: Pro Haufenperiode landen a·d der aδ P-Positionen in W0 (die Fenster), die übrigen in W3; deshalb ist |W3| = aδ − a·d = a² = { $w3 }.
tour-residues-title = Das Trapez der Reste
tour-residues-count = Jede (a+1)-Lücke, an einem Index n mit a ∣ n + 1, aber δ ∤ n + 1 (teilen beide n + 1, ist die Lücke a + b + 1 lang), hat einen { TERM("residue", text: "Rest") } r = (n + 1) mod δ, also r = q·a mod δ mit n + 1 = q·a; die Anzahl der Kollisionsfenster, die durch sie verlaufen, ist
tour-residues-regions = Mit d = { $d } und a = { $a }: linksbeschränkt für r < { $d }, unbeschränkt für { $d } ≤ r ≤ { $a }, rechtsbeschränkt für r > { $a }. Die Fläche des Trapezes ist a·d = { $windows }. Wählen Sie einen Balken, um seine Lücken unten zu sehen.
tour-periods-title = Die Perioden
tour-periods-period = Alles wiederholt sich mit der { TERM("heap-period", text: "Haufenperiode") }
tour-periods-counts = Hier ist P = { $period }, mit aδ = { $w0 } Haufen für jeden der Werte 0, 1 und 2 und a² = { $w3 } Haufen mit Wert 3. Die Ansicht „Nachzählen“ zählt sie nach der mex-Regel nach und vergleicht jede Formel mit der gezählten Anzahl.
tour-outside-title = Außerhalb des Regimes
tour-outside-none = Hier ist a = { $a }, δ = { $delta }: { $where }. Satz 1 erfasst dieses Spiel nicht, die geschlossene Formel ist hier also nicht bewiesen (bei manchen solchen Spielen liefert sie trotzdem die P-Positionen): Der Explorer berechnet jeden Wert nach der { TERM("mex", text: "mex-Regel") } und zeigt das oben in der Kennzeichnung „Außerhalb des Regimes · mex-Regel“.
tour-outside-period = Die mex-Regel zeigt: Die Werte wiederholen sich nach { $period } Haufen.
tour-outside-band-linear = Die { TERM("band", text: "Bandformel") } dieses linearen Bandes (j = { $j }), (2j + 3)·a + δ, ergibt { $period }: durch Nachrechnen vieler Spiele beobachtet, nicht bewiesen.
tour-outside-band-quadratic = Die { TERM("band", text: "Bandformel") } dieses quadratischen Bandes (j = { $j }), a(3δ − (2j − 1)·a), ergibt { $period }: durch Nachrechnen vieler Spiele beobachtet, nicht bewiesen.
tour-outside-band-gcd = Hier ist ggT(a, δ) = { $gcd }: Die Periode ist hier das { $gcd }-Fache der Periode des gekürzten Spiels a/{ $gcd }, δ/{ $gcd }, also { $period }. Durch Nachrechnen vieler Spiele beobachtet, nicht bewiesen.
tour-outside-try = Probieren Sie die Beispiele außerhalb des Regimes aus, und üben Sie dort die mex-Regel.
tour-practice-title = Üben
tour-practice-kinds = Jetzt sind Sie dran. Jede Aufgabe wird für das angezeigte Spiel erstellt und vom Explorer geprüft: einen Wert vorhersagen, die nächste P-Position finden, die Klasse eines Haufens benennen, Kollisionsfenster zählen, den Rest einer (a+1)-Lücke seinem Bereich zuordnen, C(k) zu einer Verschiebung k bestimmen. Fragt die Aufgabe nach einem Wert, verbirgt der Zahlenstrahl seine Farben, bis Sie antworten; die Hinweise führen vom Anstoß über den Rechenweg bis zur vollständigen Rechnung, und nach „Prüfen“ sehen Sie, was falsch war, und können es noch einmal versuchen; „Lösung zeigen“ gibt die Antwort mit Rechenweg.
tour-practice-saved = Die gelösten Aufgaben (für jedes Spiel und jeden Aufgabentyp), der erreichte Schritt des Rundgangs und eine laufende Partie werden in diesem Browser gespeichert (und nirgendwohin gesendet), sodass Sie später weitermachen können.
tour-recap-title = Was Sie gesehen haben
tour-recap-intro = Kurz gesagt:
tour-recap-mex = Der Nim-Wert eines Haufens ist der mex der Werte, die seine Züge erreichen; Wert 0 kennzeichnet die P-Positionen, bei denen der Spieler am Zug verliert, wenn der Gegner richtig spielt.
tour-recap-formula = Im primitiv-quadratischen Regime (a < δ < 2a, ggT(a, δ) = 1) sind die P-Positionen wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ (Satz 1).
tour-recap-classes = Die Werte 1, 2 und 3 ergeben sich daraus: W1 = W0 + a, W2 = W0 − b und W3 = (W0 − δ) ∖ W0, alle übrigen Haufen.
tour-recap-why = Die wₙ sind genau die P-Positionen, weil kein Zug von einer zu einer anderen führt und von jedem anderen Haufen ein Zug zu einer.
tour-recap-windows = Von den Paaren von P-Positionen im Abstand δ, den Kollisionsfenstern, gibt es a·d pro Haufenperiode (Satz 7); deshalb ist |W3| = aδ − a·d = a².
tour-recap-outside = Außerhalb des Regimes berechnet der Explorer jeden Wert nach der mex-Regel; die Bandformeln, die er dort zeigt, sind beobachtet, nicht bewiesen.
tour-recap-practise = Üben Sie einen Aufgabentyp (hier endet der Rundgang):
## Die Landschaft aus dem Atlas der Website (Kacheln, vorab auf einem Dask-Cluster berechnet)
landscape-zoom = Zoom
landscape-zoom-in = Vergrößern
landscape-zoom-out = Verkleinern
landscape-zoom-all = Ganzer Atlas
landscape-atlas-about = Atlas dieser Website: a ≤ { $amax }, δ ≤ { $dmax } ({ $games } { $games ->
    [one] Spiel
   *[other] Spiele
  }), in Kacheln der Größe { $ta } × { $td } mit { $levels } { $levels ->
    [one] Stufe
   *[other] Stufen
  } gröberer Blöcke; berechnet mit dem Kern { $core }, Format { $format }, { $built }. Ziehen zum Verschieben, Mausrad oder + und − zum Zoomen.
landscape-atlas-built = erstellt am { $when } UTC
landscape-atlas-built-unknown = Erstellungsdatum nicht vermerkt
landscape-atlas-source = { $level ->
    [0] Zu sehen: jedes Spiel aus dem Atlas ({ $tiles } { $tiles ->
        [one] Kachel
       *[other] Kacheln
    } im Bild)
   *[other] Zu sehen: Blöcke der Größe { $block } × { $block } aus dem Atlas ({ $tiles } { $tiles ->
        [one] Kachel
       *[other] Kacheln
    } im Bild; für einzelne Spiele vergrößern)
  }; hier berechnet: { $here } { $here ->
    [one] Spiel
   *[other] Spiele
  }.
landscape-atlas-done = { $here ->
    [0] Der Atlas enthält jedes Spiel dieser Ebene: Hier wird keines berechnet.
    [one] Das eine Spiel, das im Atlas fehlt, wurde hier berechnet.
   *[other] Alle { $here } Spiele, die im Atlas fehlen, wurden hier berechnet.
  }
landscape-atlas-caption = Die Landschaft für a ≤ { $amax }, δ ≤ { $dmax }: { $atlas } { $atlas ->
    [one] Spiel
   *[other] Spiele
  } aus dem Atlas dieser Website, { $here } hier nach der mex-Regel berechnet. Außerhalb des Regimes sind die Bänder beobachtet, nicht bewiesen.
landscape-atlas-refused = Der Atlas-Chunk { $file } ist beschädigt oder fehlt (seine CRC-32C stimmt nicht) und wurde verworfen; seine Spiele werden stattdessen hier berechnet.
landscape-atlas-unreadable = Der Atlas dieser Website lässt sich nicht lesen ({ $why }); alle Spiele werden hier berechnet.
landscape-from-atlas = (aus dem Atlas)
landscape-from-here = (hier berechnet)


## Das Kollisionsspektrum: C(k) für jede Verschiebung k, und der Torus, der ein k erklärt

view-spectrum = Spektrum
intro-spectrum = Ein Balken für jede Verschiebung k: Seine Höhe ist { TERM("c-of-k", text: "C(k)") }, die Anzahl der P-Positionen x in einer { TERM("heap-period", text: "Haufenperiode") }, für die auch x + k eine P-Position ist. Ziehen Sie das Bild oder nutzen Sie die Pfeiltasten, um sich entlang der k-Achse zu bewegen; zoomen Sie mit dem Mausrad oder mit + und −. Ein Klick auf einen Balken (oder die Eingabetaste) zeigt seine Paare von P-Positionen im Abstand k als Bögen (bei k = δ sind das die { TERM("collision-window", text: "Kollisionsfenster") }); der { TERM("torus", text: "Torus") } darunter erklärt die Höhe des gewählten Balkens.
spectrum-label = Kollisionsspektrum: C(k) als Balken über der Verschiebung k
spectrum-role = Balkendiagramm
spectrum-progress-label = Fortschritt der Zählung nach der mex-Regel
spectrum-proven = Im { TERM("regime", text: "Regime") }: Jedes C(k) stammt aus der Torusformel, einer Folgerung aus Satz 1 (geprüft durch Abzählen der Paare).
spectrum-counting = Außerhalb des { TERM("regime", text: "Regimes") }: Jedes C(k) wird nach der { TERM("mex", text: "mex-Regel") } gezählt …
spectrum-counted = Außerhalb des { TERM("regime", text: "Regimes") }: Jedes C(k) ist nach der { TERM("mex", text: "mex-Regel") } über eine Haufenperiode von { $period } gezählt. Eine Formel für C(k) ist hier nicht bewiesen.
spectrum-mark-move = { $name } = { $k }: 0
spectrum-mark-delta = δ = { $k }: a·d = { $count }
spectrum-mark-middle = C(k) = C(P − k)
spectrum-mark-period = P = { $k }
spectrum-tip-one = k = { $k }: C(k) = { $count }
spectrum-tip-ratio = C(k)/(a·d) = { $ratio }
spectrum-tip-many = k = { $lo } … { $hi }: größtes C(k) = { $largest }, Summe { $total }
spectrum-focus = k = { $k }: C(k) = { $count }, C(k)/(a·d) = { $ratio }. Pro Haufenperiode { $count ->
    [one] landet { $count } P-Position, um k verschoben, auf einer P-Position
   *[other] landen { $count } P-Positionen, um k verschoben, auf einer P-Position
  }. { $what ->
    [windows] Die Eingabetaste zeigt sie als Kollisionsfenster.
   *[pairs] Die Eingabetaste zeigt diese Paare von P-Positionen im Abstand k als Bögen.
  }
spectrum-focus-counted = k = { $k }: C(k) = { $count }. Pro Haufenperiode { $count ->
    [one] landet { $count } P-Position, um k verschoben, auf einer P-Position
   *[other] landen { $count } P-Positionen, um k verschoben, auf einer P-Position
  }. { $what ->
    [windows] Die Eingabetaste zeigt sie als Kollisionsfenster.
   *[pairs] Die Eingabetaste zeigt diese Paare von P-Positionen im Abstand k als Bögen.
  }
caption-spectrum = Das { TERM("collision-spectrum", text: "Kollisionsspektrum") } von S = { SET($a, $b, $ab) } für k = 1 … P = { $period }: C(k) ist 0 bei k = a, b und a + b (kein Zug führt von einer P-Position zu einer anderen), C(δ) = a·d = { $windows } (d = { $d }, Satz 7), und C(k) = C(P − k). Verkleinert zeigt jede Pixelspalte das größte C(k) der k, die sie zusammenfasst, und in ihrem dunkleren Teil den Mittelwert dieser C(k).
caption-spectrum-counted = Das { TERM("collision-spectrum", text: "Kollisionsspektrum") } von S = { SET($a, $b, $ab) } (δ = { $delta }) für k = 1 … P = { $period }, gezählt nach der mex-Regel: C(k) ist 0 bei k = a, b und a + b, C(k) = C(P − k), und C(P) = { $ppositions }, die Anzahl aller P-Positionen einer Haufenperiode, denn um P verschoben landet jede P-Position wieder auf einer P-Position. Verkleinert zeigt jede Pixelspalte das größte C(k) der k, die sie zusammenfasst, und in ihrem dunkleren Teil den Mittelwert dieser C(k).
torus-title-plain = Der Torus
torus-title = Warum C({ $k }) = { $count } ist: der Torus
torus-intro = Jede Zelle steht für eine P-Position wₙ einer Indexperiode, in Zeile n mod a und Spalte n mod δ: Nach dem chinesischen Restsatz gehört zu jeder Zelle des a × δ-Gitters (hier { $a } × { $delta }) genau ein n. Eine Zelle ist gefärbt, wenn auch wₙ + k eine P-Position ist, und zwar in der Farbe ihrer { TERM("carries", text: "Überträge (e₁, e₂)") }. Zu einem { TERM("lag", text: "Indexabstand j") } zerlegen zwei Linien den Torus in vier Rechtecke; auf jedem steht sein Flächeninhalt.
torus-outside = Der Torus beruht auf der geschlossenen Formel wₙ aus Satz 1, die nur im primitiv-quadratischen Regime bewiesen ist. Hier werden die Balken deshalb nach der mex-Regel gezählt.
torus-term = { TERM("lag", text: "j") } = { $j }, { TERM("carries", text: "Überträge") } ({ $e1 }, { $e2 }): wⱼ + { $e1 }·a + { $e2 }·b = { $wj } + { $e1 }·a + { $e2 }·b = { $k }; das Rechteck mit n mod a von { $alo } bis { $ahi } und n mod δ von { $dlo } bis { $dhi } (obere Grenze jeweils ausgenommen) hat den Flächeninhalt { $area }.
torus-sum = { $sum } = { $count } = C({ $k })
torus-sum-one = { $count } = C({ $k }): ein einziger Summand.
torus-none = Für k = { $k } gibt es keinen Indexabstand j und keine Überträge (e₁, e₂) mit wⱼ + e₁·a + e₂·b = { $k }: C({ $k }) = 0.
torus-none-move = Kein Indexabstand j erreicht k = { $k }: k ist ein Zug, und kein Zug führt von einer P-Position zu einer anderen, also ist C({ $k }) = 0.
torus-label = Der Torus für k = { $k }, Indexabstand j = { $j }: Rechtecke mit den Überträgen (0, 0), (1, 0), (0, 1), (1, 1) und den Flächeninhalten { $a00 }, { $a10 }, { $a01 }, { $a11 }; C(k) = { $count }.
torus-label-none = Der Torus für k = { $k }: Keine Zelle ist gefärbt, C(k) = { $count }.
torus-theorem-7 = Satz 7: Für k = δ = { $delta } trägt nur der Indexabstand j = d = { $d } mit den Überträgen (1, 0) bei, ein Rechteck aus d·(δ − d) = d·a Zellen; also ist C(δ) = a·d = { $count }.
torus-prev-term = Vorheriges j
torus-next-term = Nächstes j
torus-step = Summand { $i } von { $n }
torus-prev-k = k − 1
torus-next-k = k + 1
torus-open = { $what ->
    [windows] Kollisionsfenster zu k = { $k }
   *[pairs] Paare im Abstand k = { $k }
  }
torus-cell-p = n = { $n } (Zeile { $row }, Spalte { $column }): wₙ = { $heap }; wₙ + k = { $to } ist eine P-Position.
torus-cell-not-p = n = { $n } (Zeile { $row }, Spalte { $column }): wₙ = { $heap }; wₙ + k = { $to } ist keine P-Position.

glossary-collision-spectrum-term = Kollisionsspektrum
glossary-collision-spectrum = Die Funktion k ↦ C(k) für alle Verschiebungen k = 1 … P: wie viele P-Positionen einer Haufenperiode, um k verschoben, wieder auf einer P-Position landen. Sie ist 0 bei den Zügen a, b und a + b und symmetrisch (C(k) = C(P − k)); im Regime ist C(δ) = a·d (Satz 7), und die Werte für k = 1 … P − 1 ergeben zusammen aδ(aδ − 1).
glossary-c-of-k-term = C(k)
glossary-c-of-k = Die Anzahl der P-Positionen x einer Haufenperiode, für die auch x + k eine P-Position ist, also die Anzahl der Paare von P-Positionen im Abstand k (für k = δ die Kollisionsfenster). Im Regime ist C(k) eine Summe von Rechtecksflächen auf dem Torus.
glossary-torus-term = Torus
glossary-torus = Das a × δ-Gitter der Reste (n mod a, n mod δ) der Indizes n einer Indexperiode; wegen ggT(a, δ) = 1 gehört zu jeder Zelle genau ein n (chinesischer Restsatz). Zu einem Indexabstand j zerlegen zwei Linien das Gitter in vier Rechtecke, eines für jedes Übertragsmuster (e₁, e₂) von wₙ₊ⱼ − wₙ. Torus heißt es, weil Zeilen und Spalten am Rand wieder von vorn beginnen.
glossary-lag-term = Indexabstand j
glossary-lag = Um wie viele P-Positionen man weitergeht: Der Indexabstand j führt von wₙ zu wₙ₊ⱼ (j = 1, 2, …); jedes Paar von P-Positionen ist also ein Paar wₙ, wₙ₊ⱼ. Die Differenz wₙ₊ⱼ − wₙ hängt von n nur über die Überträge ab; auf dem Torus schneidet ein Indexabstand vier Rechtecke aus.
glossary-carries-term = Überträge (e₁, e₂)
glossary-carries = e₁ = 1, wenn (n mod a) + (j mod a) ≥ a ist, sonst 0: Dann ist ⌊(n + j)/a⌋ = ⌊n/a⌋ + ⌊j/a⌋ + 1, also eins mehr als ohne Übertrag, wie beim schriftlichen Addieren. e₂ ist dasselbe mit δ statt a. So ist wₙ₊ⱼ − wₙ = wⱼ + e₁·a + e₂·b.

## Das Kollisionsspektrum im Rundgang und in den Übungen

tour-spectrum-title = Alle Verschiebungen k: das Kollisionsspektrum
tour-spectrum-every-k = Satz 7 gibt an, wie viele Paare von P-Positionen im Abstand δ es pro Haufenperiode gibt. Das { TERM("collision-spectrum", text: "Kollisionsspektrum") } stellt dieselbe Frage für jede Verschiebung k: { TERM("c-of-k", text: "C(k)") } ist die Anzahl der P-Positionen x in einer Haufenperiode, für die auch x + k eine P-Position ist. Jeder Balken steht für ein k.
tour-spectrum-numbers = Hier ist C(k) = 0 bei den Zügen k = a, b und a + b ({ $m1 }, { $m2 } und { $m3 }), denn kein Zug führt von einer P-Position zu einer anderen; bei k = δ = { $delta } ist der Balken genau C(δ) = a·d = { $a }·{ $d } = { $count } hoch, wie Satz 7 sagt; und von beiden Enden der Haufenperiode P = { $period } aus gelesen sieht das Spektrum gleich aus (der letzte Balken, k = P, ist so hoch, wie eine Periode P-Positionen hat, denn eine Verschiebung um eine ganze Periode führt jede P-Position auf eine P-Position; sein Gegenstück wäre k = 0, das nicht gezeichnet ist):
formula-spectrum-symmetry = C von k gleich C von (P minus k)
tour-spectrum-torus = Warum ein Balken gerade so hoch ist, zeigt der { TERM("torus", text: "Torus") } unter den Balken: das a × δ-Gitter der Reste, in dem Rechtecke gefärbt sind, deren Flächeninhalte zusammen C(k) ergeben. Wählen Sie mit den Schaltflächen k − 1 und k + 1 am Torus (oder nach einem Klick auf die Balken mit den Pfeiltasten) ein anderes k und beobachten Sie, wie sich die Rechtecke verändern. Jede Zeile unter dem Torus gehört zu einem { TERM("lag", text: "Indexabstand j") } mit seinen { TERM("carries", text: "Überträgen (e₁, e₂)") }: wⱼ, die P-Position mit dem Index j, plus e₁·a + e₂·b muss k ergeben.
tour-to-torus = Zum Torus ↓
tour-to-legend = Zur Legende ↓
practice-kind-shift = C(k) zu einer Verschiebung k
practice-shift = Zur Verschiebung k = { $k }: Für wie viele P-Positionen x einer Haufenperiode (P = { $period }) ist auch x + k eine P-Position? Diese Anzahl ist { TERM("c-of-k", text: "C(k)") }.
practice-shift-label = der Wert von C(k)
practice-shift-term = j = { $j } mit den Überträgen ({ $e1 }, { $e2 }): Flächeninhalt { $area }
practice-shift-why = { $rectangles ->
    [1] Auf dem Torus schneidet der einzige { TERM("lag", text: "Indexabstand j") }, der k = { $k } erreicht, ein einziges Rechteck aus: { $terms }. Sein Flächeninhalt allein ergibt C(k) = { $count }.
   *[other] Auf dem Torus schneiden die { TERM("lag", text: "Indexabstände j") }, die k = { $k } erreichen, diese Rechtecke aus: { $terms }. Zusammen ergeben ihre Flächeninhalte C(k) = { $count }.
  }
hint-shift-1 = Gesucht sind die P-Positionen x einer Haufenperiode (P = { $period }), für die auch x + { $k } eine P-Position ist. Prüfen Sie zuerst zweierlei: Kein Zug führt von einer P-Position zu einer anderen, also ist C(k) = 0 für k = { $a }, { $b } und { $ab }; und es gilt C(k) = C(P − k).
hint-shift-2 = Nutzen Sie den { TERM("torus", text: "Torus") } (die Ansicht „Spektrum“ zeigt ihn unter den Balken): Mit x = wₙ und x + k = wₙ₊ⱼ ist die Differenz wₙ₊ⱼ − wₙ = wⱼ + e₁·a + e₂·b, wobei die { TERM("carries", text: "Überträge") } e₁ und e₂ jeweils 0 oder 1 sind. Suchen Sie die { TERM("lag", text: "Indexabstände j") } und Überträge mit wⱼ + e₁·a + e₂·b = { $k }; jede Lösung liefert ein Rechteck des { $a } × { $delta }-Torus, und C(k) ist die Summe ihrer Flächeninhalte.
wrong-shift-count = Sie haben { $said } angegeben, aber die Rechtecke des Torus zu k = { $k } ergeben zusammen C(k) = { $count }.

## Eine Wertetabelle, die sich nicht berechnen ließ: der Grund steht dort, wo der Fortschritt stand
building-failed = Die Wertetabelle einer Periode von a = { $a }, δ = { $delta } ließ sich nicht berechnen: { $error }

## The residues picture's short labels; play while the values are hidden

region-left-short = links
region-unrestricted-short = Mitte
region-right-short = rechts
# The embed waiting to come into view: what it is, and that it is coming
embed-waiting = Hier lädt der interaktive ASG Explorer (additive Subtraktionsspiele), sobald Sie dorthin scrollen.
play-values-hidden = Die Werte bleiben bis zum Ende der Partie verborgen. Mit „Werte und Tipps anzeigen“ sehen Sie sie sofort.

## Üben: der Hinweis über den Spuren, solange die Werte verborgen sind
practice-values-hidden = Die Werte bleiben verborgen, bis Sie die Antwort gefunden oder sich die Lösung haben zeigen lassen.
## Üben: der Hinweis über den Bahnen, solange die Werte verborgen sind

## Der Rundgang für ein Spiel außerhalb des Regimes: die Klassen in Schritt 1, die Aufgabentypen in Schritt 13
tour-game-values-outside = Jeder Haufen erhält einen { TERM("nim-value", text: "Nim-Wert") } 0, 1, 2 oder 3, dargestellt als Farbe. Wert 0 bedeutet, dass der Spieler am Zug verliert, wenn der Gegner richtig spielt: Diese Haufen sind die { TERM("p-position", text: "P-Positionen") }. Die Haufen mit Wert 0, 1, 2 und 3 bilden die Klassen W0, W1, W2 und W3. Für dieses Spiel gibt kein Satz sie durch eine Formel an; Legende und Zahlenstrahl zeigen daher nur die Werte, berechnet nach der mex-Regel.
tour-practice-kinds-outside = Jetzt sind Sie dran. Jede Aufgabe wird für das angezeigte Spiel erstellt und vom Explorer geprüft. Für dieses Spiel gibt es drei Aufgabentypen: einen Wert vorhersagen, die nächste P-Position finden, Kollisionsfenster zählen (die übrigen drei beruhen auf Satz 1 und kommen nur im Regime vor). Fragt die Aufgabe nach einem Wert, verbirgt der Zahlenstrahl seine Farben, bis Sie antworten; die Hinweise führen vom Anstoß über den Rechenweg bis zur vollständigen Rechnung, und nach „Prüfen“ sehen Sie, was falsch war, und können es noch einmal versuchen; „Lösung zeigen“ gibt die Antwort mit Rechenweg.

## Üben: ein Kollisionsfenster als Paar geschrieben
practice-window-pair = { $lower } → { $upper }

## Der Beweis von Satz 1 (view=proof): das Zertifikat des gezeigten Spiels und die Schritte des Beweises
view-proof = Beweis
intro-proof = Die zwei Pflichten der { TERM("mex", text: "mex-Regel") }, für jede Klasse der geschlossenen Formel geprüft: ein Beweis für dieses Spiel oder die Stelle, wo er bricht; im { TERM("regime", text: "Regime") } dazu, warum sie für jedes Spiel gilt.
proof-heading = Warum die geschlossene Formel stimmt
proof-heading-outside = Stimmt die geschlossene Formel für dieses Spiel?
proof-residue-examples = Der erste Rest jedes Bereichs:
proof-status-regime = Was wo bewiesen ist. Satz 1 (Larsson und Manabe) besagt, dass die geschlossene Formel jeden Wert jedes Spiels des primitiv-quadratischen Regimes liefert. Die Tabelle unten beweist das noch einmal, nur für dieses Spiel, a = { $a }, δ = { $delta }, durch eine endliche Prüfung der mex-Regel. Die Schritte danach zeigen, warum es für jedes Spiel des Regimes gilt: ein eigener Beweis dieser Seite, mit der Aufteilung der mex-Regel in zwei Pflichten wie im Paper, mit den Zahlen dieses Spiels und mit dem, was die Tabelle von jedem Schritt geprüft hat.
proof-status-outside = Was wo bewiesen ist. a = { $a }, δ = { $delta } liegt außerhalb des primitiv-quadratischen Regimes; Satz 1 ist darauf nicht anwendbar, und jeder Wert, den diese Seite dafür zeigt, stammt aus der mex-Regel. Die endliche Prüfung unten entscheidet, nur für dieses Spiel, ob die geschlossene Formel trotzdem seine Nim-Folge ist.
proof-status-gcd = Hier ist ggT(a, δ) = { $g }: Jeder Zug ist ein Vielfaches von { $g }, also besteht das Spiel aus { $g } Kopien des Spiels a = { $a }, δ = { $delta } nebeneinander (den Haufen jedes Rests mod { $g }), und dieses Spiel liegt im Regime. Satz 1 für dieses liefert die geschlossene Formel auch hier, wie die Prüfung bestätigt. Die Werte, die diese Seite für das Spiel zeigt, stammen trotzdem aus der mex-Regel; ihre kleinste Periode ist hier { $period }: P/g, nicht P.
proof-duties = Die { TERM("mex", text: "mex-Regel") } gibt dem Haufen x genau dann den Wert c, wenn an x zwei Pflichten erfüllt sind: { TERM("anti-collision", text: "Anti-Kollision") }, kein Zug von x führt zu einem Haufen mit dem Wert c; und { TERM("reachability", text: "Erreichbarkeit") }, jeder Wert unter c wird durch einen Zug erreicht. Die geschlossene Formel gibt jedem Haufen eine { TERM("class", text: "Klasse") }: W0, wenn x eine P-Position wₙ ist, sonst W1, wenn x − a eine ist, sonst W2, wenn x + b eine ist, sonst W3, wenn x + δ eine ist. Die Tabelle prüft beide Pflichten für diese Klassen.
proof-bar = Die Pflichten werden geprüft
proof-counting = Die Pflichten werden Haufen für Haufen geprüft … { PERCENT($percent) }
proof-failed = Die Prüfung war nicht möglich: { $error }
proof-failed-caption = Die Prüfung des Beweises war nicht möglich: { $error }
proof-table-caption = Die zwei Pflichten für die Klassen der geschlossenen Formel, auf { $checked ->
    [one] dem ersten Haufen
   *[other] den ersten { $checked } Haufen
  } (P = a(3δ + a) = { $period }, die Periode der Klassen, und 2a + b = { $from } mehr)
proof-col-class = Klasse
proof-col-heaps = Haufen
proof-col-anti = { TERM("anti-collision", text: "Anti-Kollision") }
proof-col-reach = { TERM("reachability", text: "Erreichbarkeit") }
proof-row-class = { $cls }
proof-row-partition = Jeder Haufen hat eine Klasse
proof-cell-ok = alle { $heaps }
proof-cell-ok-said = gilt:
proof-cell-nothing = nichts unter 0
proof-cell-fails = Haufen { $heap }
proof-cell-fails-said = zuerst verletzt bei
proof-holds = Warum das ein Beweis ist. Durch Induktion über x: Die Züge von Haufen x führen zu kleineren Haufen; hat jeder davon seine Klasse als Wert, dann machen die zwei Pflichten den mex ihrer Werte genau zur Klasse von x, also hat auch x seine Klasse als Wert. Die Prüfung ist endlich, weil sich die Klassen wiederholen: w(n + aδ) = w(n) + P für jedes n (hier aδ = { $index } und P = { $period }), also sehen ab Haufen 2a + b = { $from } ein Haufen und seine Optionen genauso aus wie der Haufen P weiter oben und dessen Optionen. Jeder Haufen ab { $checked } sieht daher aus wie einer, der ein Vielfaches von P tiefer liegt, zwischen { $from } und { $checked } (ausschließlich), und den hat die Tabelle geprüft. Die geschlossene Formel ist also an jedem Haufen die Nim-Folge von a = { $a }, δ = { $delta }: bewiesen.
proof-caption-holds = Ein Beweis für a = { $a }, δ = { $delta }: Beide Pflichten gelten für jede Klasse auf { $checked ->
    [one] dem ersten Haufen
   *[other] den ersten { $checked } Haufen
  }, und jeder Haufen hat eine Klasse; die geschlossene Formel ist also die Nim-Folge dieses Spiels.
proof-caption-breaks = a = { $a }, δ = { $delta }: Das Argument bricht bei Haufen { $heap }, die geschlossene Formel ist also nicht die Nim-Folge dieses Spiels.
proof-breaks-title = Wo das Argument bricht: Haufen { $heap }
proof-check-collides = Haufen { $heap } liegt in der Klasse { $cls }, und eine seiner Optionen auch ({ $options }): Ein Zug verbindet zwei Haufen einer Klasse, also können nicht beide den Wert haben, den die Klasse nennt.
proof-check-unreached = Haufen { $heap } liegt in der Klasse { $cls }, aber seine Optionen ({ $options }) erreichen keinen Haufen mit dem Wert { $values }: Der mex seiner Optionen ist kleiner als seine Klasse.
proof-check-none = Haufen { $heap } hat keine Klasse: Keiner von x, x − a, x + b und x + δ ist eine P-Position der geschlossenen Formel.
proof-check-holds = Haufen { $heap } liegt in der Klasse { $cls }; seine Optionen: { $options }. Keine teilt seine Klasse, und jeder kleinere Wert wird erreicht.
proof-option = { $to } in { $cls } ({ $take } nehmen)
proof-option-none = { $to } in keiner Klasse ({ $take } nehmen)
proof-no-options = keine (jeder Zug ist größer als der Haufen)
proof-mex-there = Die mex-Regel gibt g({ $heap }) = { $value }.
proof-breaks-outside = Die geschlossene Formel ist also nicht die Nim-Folge dieses Spiels; jeder Wert, der für dieses Spiel gezeigt wird, stammt aus der mex-Regel.
proof-show-heap = Haufen { $heap } auf dem Zahlenstrahl zeigen
proof-steps-title = Warum es für jedes Spiel des Regimes gilt
proof-steps-intro = Die Schritte 1 bis 5 beweisen Satz 1 für jedes Spiel des primitiv-quadratischen Regimes (Schritt 5 liefert auch Satz 7); Schritt 6 erklärt c(r). Jeder rechnet mit den Zahlen dieses Spiels, nennt die Regel dahinter (a, b, δ, d) und endet mit dem, was die Tabelle oben davon geprüft hat. Die Schaltfläche eines Schritts zeigt ein Beispiel auf dem Zahlenstrahl.
proof-show = Auf dem Zahlenstrahl zeigen
proof-checked-waiting = Die Tabelle wird noch geprüft.
proof-checked-none = Hier nicht geprüft: Die Tabelle ließ sich für dieses Spiel nicht erstellen.
proof-checked-ok = Oben geprüft: { $what }.
proof-checked-fails = Oben nicht bestätigt: { $what }.
proof-step-gaps-title = 1. Lücken gibt es in vier Längen
proof-step-gaps = Von wₙ zu wₙ₊₁ addiert die Formel 1; dazu a = { $a }, wenn ⌊n/a⌋ wächst, also wenn a ein Teiler von n + 1 ist; dazu b = { $b }, wenn δ = { $delta } ein Teiler von n + 1 ist. Jede { TERM("gap", text: "Lücke") } ist also 1, a + 1 = { $a1 }, b + 1 = { $b1 } oder a + b + 1 = { $ab1 }, wenn beide n + 1 teilen (dann teilt es aδ = { $index }).
proof-step-gaps-first = Die erste Lücke jeder längeren Art: { $gaps }.
proof-gap-example = { $length } von Haufen { $from } bis { $to } (n = { $n })
proof-step-gaps-lane = Die Spur unter dem Zahlenstrahl zeichnet jede Lücke als Balken ihrer Art ({ $lengths }).
proof-step-moves-title = 2. Kein Zug verbindet zwei P-Positionen
proof-step-moves = Von wₘ bis wₙ, über j = n − m Indizes, addiert die Formel j, dazu a für jedes Vielfache von a unter m + 1, …, n (es seien A Stück), dazu b für jedes Vielfache von δ (D Stück): wₙ − wₘ = j + a·A + b·D. Je j aufeinanderfolgende Zahlen enthalten ⌊j/a⌋ Vielfache von a oder eines mehr (ebenso für δ). Die Tabelle probiert jedes A und D, das eine Differenz a, b oder a + b ergeben könnte: Jedes braucht ein j, dessen Zahlen eine andere Anzahl Vielfacher enthalten, also passt keines.
proof-step-moves-a = a: Lücken der Länge 1 kommen in Folgen von höchstens a − 1 = { $run } (ein Vielfaches von a beendet eine Folge), und jede andere Lücke ist länger als a; kein Stück aufeinanderfolgender Lücken ergibt also a.
proof-step-moves-b = b: Eine Lücke b + 1 allein ist schon länger als b, also enthält das Stück kein Vielfaches von δ und hat weniger als δ Indizes; dann braucht a + δ = j + a·A mit j < δ ein A ≥ 2 (mit A ≤ 1 wäre j mindestens δ), aber zwei Vielfache von a brauchen mindestens a + 1 Indizes, und j + 2a ≥ 3a + 1 > a + δ, da δ < 2a.
proof-step-moves-ab = a + b: Mit einem Vielfachen von δ bleibt j + a·A = a, also A = 0 und j = a, aber a aufeinanderfolgende Zahlen enthalten immer ein Vielfaches von a; ohne eines braucht 2a + δ = j + a·A mit j < δ ein A ≥ 2: A = 2 lässt j = δ, und A ≥ 3 braucht j ≥ 2a + 1 > δ. Beides passt nicht.
proof-step-moves-classes = Also hat kein Haufen eine Option in seiner eigenen Klasse: Jede Klasse ist ein Teil von W0, um einen festen Betrag verschoben (W1 um + a, W2 um − b, W3 um − δ), und Verschieben ändert die Differenzen innerhalb einer Menge nicht. Das ist die { TERM("anti-collision", text: "Anti-Kollision") } für alle vier Klassen. Sie hält auch die Klassen auseinander: Ein Haufen in zweien von W0, W1 und W2 oder in W3 und W1 oder W2 ergäbe zwei P-Positionen im Abstand a, b oder a + b; und W3 lässt die Haufen von W0 schon nach seiner Definition aus.
proof-what-anti = Anti-Kollision gilt für W0, W1, W2 und W3
proof-show-p = P-Position { $heap } und ihre Optionen zeigen
proof-differences-caption = Jede Art, eine Differenz { $s } aus j Indizes, A Vielfachen von a und D von δ zu bilden
proof-diff-s = Differenz
proof-diff-a = A
proof-diff-d = D
proof-diff-j = j
proof-diff-holds-a = Vielfache von a unter j Zahlen
proof-diff-holds-d = Vielfache von δ unter j Zahlen
proof-diff-fits = Passt?
proof-holds-range = { $lo } oder { $hi }
proof-differences-note = Eine Zeile passt nur, wenn A eine Anzahl Vielfacher von a ist, die j aufeinanderfolgende Zahlen enthalten können, und D eine von δ; was nicht passt, ist markiert.
proof-reach-example = Zum Beispiel die erste Zeile von W2: Dort ist w(n) − w(n − { $lag }) = { $wj } + { $a } = { $sum }. Da x = w(n) − { $b }, ist die Option x − { $take0 } gleich w(n) − { $sum } = w(n − { $lag }), eine P-Position (Wert 0), und x − { $take1 } ist w(n − { $lag }) + { $a }, in W1 (Wert 1).
proof-residue-show = Die Lücke zu r = { $r } mit L und R zeigen
proof-fits = ja
proof-no-fit = nein
proof-step-reach-title = 3. Jede Klasse erreicht die Werte unter ihr
proof-step-reach = Ein Haufen von W1, x = wₙ + a, erreicht die P-Position wₙ, indem man a nimmt. Für W2 (x = wₙ − b) und W3 (x = wₙ − δ) sind die Optionen P-Positionen wenige Indizes zurück, um 0, + a oder − b verschoben. Die Zählung aus Schritt 2, von n aus rückwärts gelesen, liefert die vier Differenzen, die sie brauchen: Die j Zahlen n − j + 1, …, n enthalten ⌊j/a⌋ Vielfache von a und genau dann eines mehr, wenn n mod a < j mod a (ebenso für δ).
proof-lag = Indexabstand j = { $name } = { $lag }: w(n) − w(n − j) = { $wj }{ $ca ->
    [0] {""}
   *[other] , dazu a = { $a }, wenn n mod a < { $caBound }
  }{ $cd ->
    [0] {""}
   *[other] , dazu b = { $b }, wenn n mod δ < { $cdBound }
  }
proof-cases-caption = Die Fälle, nach der Zelle (n mod a, n mod δ) des Index n des Haufens
proof-case-class = Klasse
proof-case-mod-a = n mod a
proof-case-mod-d = n mod δ
proof-case-options = Optionen, die die kleineren Werte erreichen
proof-case-per = Pro Haufenperiode
proof-case-found = Gefunden
proof-case-example = Beispiel
proof-mod-any = beliebig
proof-mod-below = unter { $hi }
proof-mod-from = { $lo } oder mehr
proof-witness = x − { $take } in { $cls } (Indexabstand { $lag })
proof-case-show = Haufen { $heap }
proof-step-reach-cells = Die Fälle einer Klasse decken die Zellen (n mod a, n mod δ) des { TERM("torus", text: "Torus") } ab: die von W1 und W2 alle { $index }, die von W3 alle außer den { $windows } der Kollisionsfenster (Schritt 5), { $w3 } = a². Auf jeder Zelle machen die Differenzen oben die genannten Optionen, also erreicht jeder Haufen jeden Wert unter seiner Klasse.
proof-what-reach = Erreichbarkeit gilt für W1, W2 und W3, und auf einer Haufenperiode erreicht jeder Haufen jedes Falls seine Werte über die genannten Optionen
proof-step-fill-title = 4. Jeder Haufen hat eine Klasse
proof-step-fill = Zählen wir die Haufen einer Haufenperiode, P = { $period }. W0 hat einen Haufen pro Index, aδ = { $index }, ebenso seine Kopien W1 und W2. W3 ist W0 − δ ohne die Haufen, die selbst P-Positionen sind, die unteren Enden der Kollisionsfenster (a·d = { $windows } davon, Schritt 5); es bleiben a² = { $w3 }. Nach Schritt 2 teilen die vier Klassen keinen Haufen, und 3 · { $index } + { $w3 } = { $period }: Zusammen füllen sie jeden Haufen jeder Periode, also hat jeder Haufen eine Klasse.
proof-step-fill-gcd = Hier benutzt der Beweis ggT(a, δ) = 1. Die Schritte 3 und 5 zählen Zellen des { $a } × { $delta }-Torus, einen Haufen pro Zelle: Nach dem chinesischen Restsatz treffen die { $index } Indizes einer Indexperiode jedes Paar von Resten (n mod a, n mod δ) genau einmal. Für die geschlossene Formel selbst ist die Bedingung nicht nötig: Mit ggT(a, δ) = g > 1 treffen die Indizes nur die Paare, deren Reste mod g übereinstimmen, jedes g-mal, und da d und a dann Vielfache von g sind, ergeben alle Anzahlen oben dasselbe (das Spiel besteht aus g Kopien des Spiels a/g, δ/g). Was ggT(a, δ) = 1 liefert: P ist die kleinste Periode; für g > 1 wiederholen sich die Werte schon nach P/g Haufen. Deshalb nennt Satz 1 die Bedingung, und deshalb zählt diese Seite ein solches Spiel nicht zum Regime.
proof-what-partition = jeder Haufen hat eine Klasse
proof-open-torus = Der Torus von k = δ (Spektrum)
proof-step-window-title = 5. Ein Kollisionsfenster enthält genau eine (a+1)-Lücke
proof-step-window = Zwei P-Positionen im Abstand δ = { $delta }: In der Tabelle für die Differenz δ passt eine Zeile, j = d = { $d } Indizes mit einem Vielfachen von a und keinem von δ. Die Lücken des Fensters sind also eine Lücke a + 1 = { $a1 } und { $ones ->
    [one] eine Lücke
   *[other] { $ones } Lücken
  } der Länge 1. Die d Indizes n − d + 1, …, n enthalten genau dann ein Vielfaches von a, wenn n mod a < d, und genau dann keines von δ, wenn n mod δ ≥ d. Das sind d · (δ − d) = { $windows } = a·d Zellen (n mod a, n mod δ) des Torus, jede einmal pro Indexperiode getroffen (Schritt 4): { $windows } Fenster pro Haufenperiode, Satz 7.
proof-show-window = Das Fenster { $lower } → { $upper } zeigen
proof-open-ledger = Nach der mex-Regel gezählt (Nachzählen)
proof-step-residue-title = 6. Woher c(r) kommt
proof-step-residue = Eine (a+1)-Lücke liegt bei einem Index n, für den a ein Teiler von n + 1 ist und δ nicht; ihr { TERM("residue", text: "Rest") } ist r = (n + 1) mod δ, von 1 bis δ − 1. Links von ihr sind die Lücken 1 bis zum letzten Vielfachen von a (a Indizes zurück) oder von δ (r zurück): L = min(a, r) − 1 Stück. Rechts bis zum nächsten Vielfachen von a oder von δ (δ − r Indizes weiter): R = min(a, δ − r) − 1. Ein Kollisionsfenster durch sie enthält diese Lücke und { $ones ->
    [one] eine Lücke
   *[other] { $ones } Lücken
  } der Länge 1, etwa i links von ihr und den Rest rechts, also i ≤ L und d − 1 − i ≤ R. Die passenden i reichen von max(0, d − 1 − R) bis min(L, d − 1), also ist c(r) = min(L, d − 1) − max(0, d − 1 − R) + 1. Da d < a, ist min(L, d − 1) + 1 = min(r, d); und d − 1 − R = max(d − a, r − a) mit d − a < 0, also max(0, d − 1 − R) = max(0, r − a): c(r) = min(r, d) − max(0, r − a).
proof-residue-example = r = { $r }: L = { $L }, R = { $R }, c(r) = { $c }
proof-step-residue-total = Summiert über r = 1, …, δ − 1: { $total } = a·d, die { $windows } Fenster aus Schritt 5.
proof-open-residues = Jeder Rest (Reste)
tour-proof-more = Die Ansicht „Beweis“ geht den ganzen Weg: Sie prüft diese zwei Pflichten an jedem Haufen einer Haufenperiode des gezeigten Spiels, was die geschlossene Formel dafür beweist, und zeigt Schritt für Schritt, warum sich jedes Spiel des Regimes so verhält.
tour-proof-open = Den Beweis öffnen
why-proof = Warum allgemein: der Beweis
glossary-proof = Warum die geschlossene Formel stimmt: der Beweis, für das gezeigte Spiel geprüft
tour-why-window = Warum jedes Fenster eine (a+1)-Lücke enthält: Schritt 5 des Beweises
tour-why-residue = Woher c(r) kommt: Schritt 6 des Beweises
glossary-anti-collision-term = Anti-Kollision
glossary-anti-collision = Eine Pflicht der mex-Regel: Ein Haufen mit dem Wert c hat keinen Zug zu einem anderen Haufen mit dem Wert c. Für die Klassen der geschlossenen Formel gilt sie, weil keine zwei P-Positionen den Abstand a, b oder a + b haben.
glossary-reachability-term = Erreichbarkeit
glossary-reachability = Eine Pflicht der mex-Regel: Ein Haufen mit dem Wert c hat für jeden kleineren Wert einen Zug zu einem Haufen mit diesem Wert. Zusammen mit der Anti-Kollision macht sie c zum mex der Werte, die seine Züge erreichen.
## Üben: ein neuer Versuch, solange die Antwort verborgen bleibt; „Lösung zeigen“; warum eine späte Lösung als Versuch zählt
practice-show-me = Lösung zeigen
practice-shown = Die Lösung mit Rechenweg:
practice-try-again = Ändern Sie Ihre Antwort und prüfen Sie erneut, oder nehmen Sie einen Hinweis. Eine richtige Antwort zählt jetzt als Versuch, nicht als gelöst; „Lösung zeigen“ verrät die Antwort.
practice-right-retry = Jetzt stimmt es. Als gelöst zählt eine Aufgabe nur, wenn die erste Antwort richtig ist; diese zählt daher als Versuch. Die nächste beginnt neu.
wrong-class-earlier-hidden = Sie haben { $said } gewählt, und { $c } ist tatsächlich eine P-Position, aber eine frühere Prüfung trifft auch zu: Die Prüfungen gelten der Reihe nach, und die erste zutreffende bestimmt die Klasse.
wrong-mex-smaller-hidden = Sie haben { $said } gewählt, aber einen kleineren Wert erreicht keiner der Züge: Der mex ist der kleinste Wert, den kein Zug erreicht.
wrong-next-later-hidden = Nach Haufen { $heap } kommt schon vor Haufen { $said } eine P-Position.
wrong-witness-hidden = Die Klasse stimmt, aber { $said } ist nicht die P-Position, die belegt, dass Haufen { $heap } in W{ $value } liegt.
wrong-windows-fewer = Sie haben { $said } gezählt, aber bei den Haufen { $lo } bis { $last } beginnen weniger Fenster.
wrong-windows-more = Sie haben { $said } gezählt, aber bei den Haufen { $lo } bis { $last } beginnen mehr Fenster.
wrong-region-hidden = Dieser Bereich verlangt { $needs }: Bestimmen Sie den Rest r dieser Lücke und vergleichen Sie.
wrong-shift-fewer = Sie haben { $said } angegeben, aber C(k) für k = { $k } ist kleiner.
wrong-shift-more = Sie haben { $said } angegeben, aber C(k) für k = { $k } ist größer.
