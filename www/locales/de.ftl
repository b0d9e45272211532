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
site-intro = Zwei Spieler entfernen abwechselnd { $a }, { $b } oder { $ab } Steine von einem Haufen; wer nicht ziehen kann, verliert. Jeder Haufen hat einen Nim-Wert 0–3. Wählen Sie { $a } und { $delta }, und sehen Sie sich die Werte an.
site-footer = Im { $regime } ({ $condition }) sind die P-Positionen { $formula }, und die Werte 1, 2, 3 ergeben sich aus Verschiebungen davon: formuliert in { $ww } (1982), bewiesen von U. Larsson und H. Manabe, { $paper }, arXiv:2603.10414 (Satz 1). Außerhalb des Regimes stammt hier jeder Wert aus der mex-Regel.
site-regime = primitiv-quadratischen Regime
math-gcd = ggT
site-licence = ASG Explorer · MIT OR Apache-2.0
site-failed = Der Explorer konnte nicht starten: { $error }

## Eine Einbettung startet oder scheitert

embed-failed = Der ASG Explorer konnte nicht starten: { $error }
region-label = ASG Explorer: a = { $a }, δ = { $delta }, { $view }

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
core-not-in-regime = Dies ist nur im primitiv-quadratischen Regime bewiesen (a < δ < 2a, gcd(a, δ) = 1); a = { $a }, δ = { $delta } liegt außerhalb.
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

## Der Hinweis anstelle des Bildes

notice-blocked-embed = Diese Einbettung zeigt kein Spiel, bis ihre Attribute eines anfordern.
notice-blocked-site = Es wird kein Spiel angezeigt, bis die Felder oben eines anfordern (so hat es die Adresse verlangt).
notice-stopped = Angehalten: Die Periodentabelle von { $game } wurde nicht berechnet. Drücken Sie in einem Feld die Eingabetaste, um sie erneut zu berechnen.

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

building-bar = Periodentabelle berechnet
building-cancel = Abbrechen
building-cancel-label = Berechnung von a = { $a }, δ = { $delta } abbrechen
building-text = Die Periodentabelle von a = { $a }, δ = { $delta } wird im Hintergrund nach der mex-Regel berechnet: { PERCENT($percent) }
badge-proven = { TERM("regime", text: "Primitiv-quadratisches Regime") } · Satz 1
badge-outside = Außerhalb des { TERM("regime", text: "Regimes") } · { TERM("mex", text: "mex-Regel") }
summary-proven = S = { SET($a, $b, $ab) }, δ = { $delta }, d = { $d }: { TERM("heap-period", text: "Haufenperiode") } { $period } ({ $ppositions } { $ppositions ->
    [one] P-Position
   *[other] P-Positionen
  } pro Periode). Jeder Wert stammt aus der geschlossenen Formel, bewiesen von Larsson und Manabe.
summary-outside = S = { SET($a, $b, $ab) }, δ = { $delta }: { $where }. Die geschlossene Formel wₙ ist nur im Regime bewiesen: Jeder Wert wird hier nach der { TERM("mex", text: "mex-Regel") } berechnet, Haufenperiode { $period } ({ $ppositions } { $ppositions ->
    [one] P-Position
   *[other] P-Positionen
  } pro Periode){ $band }.
summary-band = ; die beobachtete { TERM("band", text: "Bandformel") } ergibt { $period } (nicht bewiesen)
regime-linear = im linearen { TERM("band", text: "Band") } j = { $j } (beobachtet, nicht bewiesen)
regime-quadratic = { $j ->
    [0] innerhalb des Keils a < δ < 2a
   *[other] im quadratischen { TERM("band", text: "Band") } j = { $j } (beobachtet, nicht bewiesen)
  }
regime-gcd = ggT(a, δ) = { $gcd } > 1, daher gilt der Satz nicht; gekürzt liegen a/{ $gcd } = { $a } und δ/{ $gcd } = { $delta } { $band }
legend-title = Farben: { TERM("nim-value", text: "Nim-Werte") }
legend-w0 = W0 = {"{"}wₙ{"}"}: die { TERM("p-position", text: "P-Positionen") }, bei denen der Spieler am Zug verliert
legend-w1 = W1 = W0 + { $a }
legend-w2 = W2 = W0 − { $b } (Haufen ≥ 0)
legend-w3 = W3: der Rest, { $count } pro Periode
legend-value0 = Wert 0: die { TERM("p-position", text: "P-Positionen") } (nach der mex-Regel)
legend-value = Wert { $value }
legend-hint = Ziehen zum Verschieben, Mausrad oder Zwei-Finger-Geste zum Zoomen. Im Bild: Pfeiltasten bewegen den Cursor, die Eingabetaste untersucht, Umschalt mit Pfeiltaste verschiebt, + und − zoomen, 0 passt ein.
caption-grid = Gitter: Zeile r enthält die Haufen r·{ $w } bis r·{ $w } + { $last }, gefärbt nach Nim-Wert. Pro Periode: { $ppositions } Haufen mit Wert 0 (P-Positionen), bei einer { TERM("heap-period", text: "Haufenperiode") } von { $period }.
caption-grid-period = Gitter: Zeile r enthält die Haufen r·{ $w } bis r·{ $w } + { $last }, gefärbt nach Nim-Wert. Pro Periode: { $ppositions } Haufen mit Wert 0 (P-Positionen), bei einer Haufenperiode von { $period }, sodass jede Spalte von oben bis unten einen einzigen Wert hat.
caption-play = Spielen: Der Zahlenstrahl zeigt die Haufen von 0 bis zum Starthaufen; die Linie markiert den Haufen im Spiel.
caption-line = Zahlenstrahl: Haufen von links nach rechts, gefärbt nach { TERM("nim-value", text: "Nim-Wert") }, darunter eine Spur pro Wert. Pro Periode: { $ppositions } Haufen mit Wert 0 (P-Positionen), bei einer Haufenperiode von { $period }.
canvas-grid = Gitter der Nim-Werte. { $summary } Die Pfeiltasten bewegen den Cursor um einen Haufen oder eine Zeile, die Eingabe- oder Leertaste untersucht den Haufen darunter, Umschalt mit Pfeiltaste verschiebt das Bild, + und − zoomen, 0 passt ein.
canvas-line = Zahlenstrahl der Nim-Werte. { $summary } Die Pfeiltasten nach links und rechts bewegen den Cursor um einen Haufen, nach oben und unten um zehn Haufen, die Eingabe- oder Leertaste untersucht den Haufen darunter, Umschalt mit Pfeiltaste verschiebt das Bild, + und − zoomen, 0 passt ein.
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
preset-5-16-note = 3a < δ < 4a: Periode 215 = a(3δ − a), die quadratische Bandformel, durch Brute Force beobachtet, aber unbewiesen.
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
inspect-hidden = Haufen { $heap }: Sein Wert ist verborgen, solange Sie ohne Hinweise spielen oder üben; er erscheint am Ende des Spiels oder nach Ihrer Antwort.

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
caption-gaps-outside = { TERM("gap", text: "Lücken") } zwischen aufeinanderfolgenden P-Positionen, gefunden nach der mex-Regel (die geschlossene Formel gilt hier nicht): Die Balken sind nach Länge gefärbt, grau, wenn die Länge nicht 1, a+1, b+1 oder a+b+1 ist.
caption-gaps = { TERM("gap", text: "Lücken") } gₙ = wₙ₊₁ − wₙ zwischen aufeinanderfolgenden P-Positionen, gefärbt nach Typ: 1, a+1 = { $a1 }, b+1 = { $b1 }, a+b+1 = { $ab1 }. Pro Indexperiode von { $gaps } { $gaps ->
    [one] Lücke
   *[other] Lücken
  }: { $ones } der Länge 1, { $aGaps } der Länge a+1, { $bGaps } der Länge b+1 und { $abGaps } der Länge a+b+1.
caption-collisions = { $windows } { TERM("collision-window", text: "Kollisionsfenster") } pro { TERM("heap-period", text: "Haufenperiode") } von { $period } (a·d = { $a }·{ $d }, Satz 7): Paare von P-Positionen im Abstand δ = { $delta }, als Bögen gezeichnet. Die verschobenen P-Positionen W0 − δ, die W0 verfehlen, sind die { $w3 } Haufen von W3 pro Periode (aδ − a·d = a²).
caption-shift = Paare von P-Positionen im Abstand k = { $k }, C(k) = (W0 − k) ∩ W0 (die Arbeit fragt nach ihrer Struktur): { $count } pro Haufenperiode von { $period }.
caption-windows-ledger = Paare von P-Positionen im Abstand δ = { $k }, die Kollisionsfenster, als Bögen gezeichnet (außerhalb des Regimes sagt Satz 7 nichts über ihre Anzahl). Eine Periode von { $period } Haufen ist zu lang, um sie hier zu zählen; die Ansicht „Nachzählen“ zählt sie im Hintergrund pro Periode nach der mex-Regel.
caption-shift-uncounted = Paare von P-Positionen im Abstand k = { $k }, C(k) = (W0 − k) ∩ W0 (die Arbeit fragt nach ihrer Struktur), als Bögen gezeichnet; sie werden nur dann pro Periode gezählt, wenn die Periode höchstens 2^22 Haufen hat, und diese hat { $period }.
caption-residues = Die (a+1)-Lücke mit dem { TERM("residue", text: "Rest") } r liegt in c(r) = min(r, d) − max(0, r − a) Kollisionsfenstern, d = { $d }: linksbeschränkt für r < { $d } (c = r), unbeschränkt für { $d } ≤ r ≤ { $a } (c = d), rechtsbeschränkt für r > { $a } (c = δ − r); die Fläche des Trapezes ist a·d = { $a }·{ $d } = { $windows } Fenster pro Haufenperiode. Wählen Sie einen Balken oder eine (a+1)-Lücke, um beide zu verknüpfen.
caption-residues-chosen = Die (a+1)-Lücke mit dem { TERM("residue", text: "Rest") } r liegt in c(r) = min(r, d) − max(0, r − a) Kollisionsfenstern, d = { $d }: linksbeschränkt für r < { $d } (c = r), unbeschränkt für { $d } ≤ r ≤ { $a } (c = d), rechtsbeschränkt für r > { $a } (c = δ − r); die Fläche des Trapezes ist a·d = { $a }·{ $d } = { $windows } Fenster pro Haufenperiode. Der Rest { $r } ist in den Lücken unten hervorgehoben.
lane-class = Wert { $value } · W{ $value }
lane-value = Wert { $value }
lane-gap-tip = Lücke g{ $n } = { $length } ({ $kind }) ab w{ $n } = { $from }
lane-gap-residue-tip = Lücke g{ $n } = { $length } ({ $kind }) ab w{ $n } = { $from } · Rest r = { $r }
lane-window-tip = Fenster w{ $m } = { $lower } → w{ $n } = { $upper }: Lücken g{ $m } … g{ $last }
lane-gap-index = Lückenindex n
lane-gaps-zoomed-out = Verkleinert: Jede Spalte zeigt den Anteil jedes Lückentyps, der dort beginnt. Vergrößern Sie, um einzelne Lücken zu sehen.
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
ledger-outside = Außerhalb des primitiv-quadratischen Regimes gelten die geschlossenen Formeln nicht („entfällt“). Die beobachtete Bandformel ergibt die Periode { $period }; Brute Force beobachtet sie, bewiesen hat sie niemand.
ledger-preperiod = Die Folge wird nach einer Vorperiode von { $preperiod } Haufen periodisch.
ledger-caption = Pro Haufenperiode, a = { $a }, δ = { $delta }
ledger-quantity = Größe
ledger-closed-form = geschlossene Formel
ledger-counted = gezählt (mex-Regel)
ledger-agree = Übereinstimmung?
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
landscape-wedge = Keil a < δ < 2a
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
play-hints = Hinweise anzeigen
play-new = Neues Spiel
play-moves-label = Ihre Züge
play-choose = Wählen Sie einen Haufen und wer beginnt, und drücken Sie dann „Neues Spiel“.
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
play-why = Auf P-Positionen gezogen: Sie { $you }; der Computer { $computer }. Von einer P-Position führt jeder Zug zu einem Haufen mit einem Wert ungleich 0, und von einem solchen Haufen gibt es immer einen Zug zurück zu einer P-Position; wer sie erreicht, behält also den Sieg.

play-undo = Meinen Zug zurücknehmen
play-thinking = Der Computer überlegt…
play-log-you-hidden = Sie: { $from } − { $take } = { $to }
play-log-computer-hidden = Computer: { $from } − { $take } = { $to }

## Der geführte Rundgang

tour-label = Geführter Rundgang
tour-back = ← Zurück
tour-next = Weiter →
tour-close = Rundgang schließen
tour-step-title = { $n }. { $title }
tour-step-count = Schritt { $n } von { $total }
tour-1-title = Das Spiel
tour-1-rules = Ein Haufen Steine; zwei Spieler entfernen abwechselnd a, b oder a+b davon (hier 5, 12 oder 17). Wer nicht ziehen kann, verliert.
tour-1-values = Jeder Haufen erhält einen { TERM("nim-value", text: "Nim-Wert") } 0, 1, 2 oder 3, dargestellt als Farbe. Wert 0 bedeutet, dass der Spieler am Zug verliert: Diese Haufen sind die { TERM("p-position", text: "P-Positionen") }.
tour-2-title = Die mex-Regel, Haufen für Haufen
tour-2-mex = Der Wert eines Haufens ist der kleinste Wert, den kein Zug erreicht (der { TERM("mex", text: "mex") }). Gehen Sie die ersten Haufen Schritt für Schritt durch: Jeder Wert ergibt sich aus den Haufen, die a, b und a+b darunter liegen.
tour-3-title = Die geschlossene Formel
tour-3-regime = Im { TERM("regime", text: "primitiv-quadratischen Regime") }, a < δ < 2a mit ggT(a, δ) = 1 (δ = b − a), haben die P-Positionen eine Formel (Larsson und Manabe, Satz 1):
tour-3-example = Für a = 5, δ = 7: w = { $w }, …: die Haufen mit Wert 0. Die hohen Balken unten sind die Lücken a+1, b+1 und a+b+1: Dort wächst ⌊n/a⌋ oder ⌊n/δ⌋ um eins.
tour-4-title = Vier Farbklassen
tour-4-shifts = Die anderen Werte ergeben sich aus Verschiebungen der P-Positionen:
tour-4-grid = Das Gitter bricht bei der Haufenperiode a(3δ + a) = 130 um, sodass jede Spalte von oben bis unten eine Farbe behält.
tour-5-title = Lücken
tour-5-gaps = Zwischen aufeinanderfolgenden P-Positionen liegt jeweils eine von vier { TERM("gap", text: "Lücken") }:
tour-5-kinds = also 1, a+1, b+1 oder a+b+1. Zeigen Sie auf einen Balken, um seinen Index und seinen Typ zu sehen.
tour-6-title = Kollisionsfenster
tour-6-windows = Paare von P-Positionen im Abstand δ sind { TERM("collision-window", text: "Kollisionsfenster") } (Bögen). Satz 7 zählt a·d davon pro Haufenperiode, d = δ − a:
tour-6-w3 = Eine verschobene P-Position, die W0 verfehlt, landet in W3; deshalb ist |W3| = aδ − a·d = a².
tour-7-title = Das Trapez der Reste
tour-7-residue = Jede (a+1)-Lücke hat einen { TERM("residue", text: "Rest") } r; die Anzahl der Fenster, die sie enthalten, ist
tour-7-regions = Linksbeschränkt, unbeschränkt, rechtsbeschränkt: Die Fläche des Trapezes ist a·d. Wählen Sie einen Balken, um seine Lücken unten zu sehen.
tour-8-title = Die Perioden
tour-8-period = Alles wiederholt sich mit der Haufenperiode
tour-8-counts = mit aδ Haufen von jedem der Werte 0, 1, 2 und a² Haufen mit Wert 3. Die Ansicht „Nachzählen“ zählt sie nach der mex-Regel nach und prüft jede Formel an ihrer Anzahl.
tour-9-title = Außerhalb des Regimes
tour-9-outside = Hier ist δ = 16 > 2a: Der Satz sagt nichts aus, und die geschlossene Formel beschreibt das Spiel nicht. Der Explorer berechnet jeden Wert nach der mex-Regel und zeigt das im Statusfeld an.
tour-9-bands = Brute Force findet trotzdem eine Periode, 215 = a(3δ − a), eine der { TERM("band", text: "Bandformeln") }, die noch niemand bewiesen hat. Probieren Sie die Beispiele außerhalb des Regimes aus.

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
stepper-play = Abspielen
stepper-pause = Pause
stepper-play-label = abspielen: jede Sekunde ein Schritt
stepper-back = ◀ Zurück
stepper-back-label = einen Haufen zurück
stepper-forward = Vor ▶
stepper-forward-label = einen Haufen vor
stepper-move = −{ $move } erreicht Haufen { $to } mit Wert { $value }
stepper-heap = Haufen { $heap }: { $moves }; { $mex }.
stepper-heap-none = Haufen { $heap }: kein Zug möglich (jeder Zug ist größer); { $mex }.

stepper-end = Bei Haufen { $last } endet die Schrittanzeige: Für größere Haufen zeigen Sie auf dem Zahlenstrahl auf sie, oder Sie nutzen „Gehe zu Haufen“.
stepper-paused = Abspielen bei Haufen { $heap } angehalten; „Vor“ geht Haufen für Haufen weiter bis { $last }.

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
caption-practice = Üben: der Zahlenstrahl rund um die Aufgabe. Fragt die Aufgabe nach einem Wert, bleiben die Farben verborgen, bis Sie antworten.
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
practice-next-q = Welcher Haufen ist die erste { TERM("p-position", text: "P-Position") } nach Haufen { $heap }?
practice-next-label = die nächste P-Position
practice-class = Zu welcher Klasse gehört Haufen { $heap }, und welche P-Position ordnet ihn dort ein?
practice-witness = die P-Position:
practice-class-0 = W0 = {"{"}wₙ{"}"}: eine P-Position
practice-class-1 = W0 + a: a = { $a } über einer P-Position
practice-class-2 = W0 − b: b = { $b } unter einer P-Position
practice-class-3 = der Rest, W3: δ unter einer P-Position, aber selbst keine
practice-windows = Wie viele { TERM("collision-window", text: "Kollisionsfenster") } (Paare von P-Positionen im Abstand δ = { $delta }) haben ihr unteres Ende in den Haufen { $lo } bis { $last }?
practice-windows-label = die Anzahl der Fenster
practice-region = Die Lücke gₙ bei n = { $n } ist eine (a+1)-Lücke (n + 1 ist ein Vielfaches von a = { $a }). In welchem Bereich liegt ihr { TERM("residue", text: "Rest") }?
practice-move = −{ $move } ergibt Haufen { $to } mit Wert { $value }
practice-value-why = Haufen { $heap }: { $moves }; { $mex }, also ist sein Wert { $value }.
practice-value-why-none = Haufen { $heap }: Kein Zug ist möglich, also { $mex }: Sein Wert ist { $value }.
practice-next-why = Haufen { $next } ist die nächste P-Position: Er hat den Wert 0, und keiner der Haufen { $after } bis { $before } hat ihn.
practice-next-why-adjacent = Haufen { $next } ist die nächste P-Position: Er hat den Wert 0 und folgt direkt auf Haufen { $heap }.
practice-class-why-0 = Haufen { $heap } ist die P-Position w{ $n } = { $witness }: Er liegt in W0 (Wert 0).
practice-class-why-1 = Haufen { $heap } liegt in W1 = W0 + a: { $heap } − { $a } = { $witness } ist die P-Position w{ $n }, und der Zug −{ $a } erreicht sie (Wert 1).
practice-class-why-2 = Haufen { $heap } liegt in W2 = W0 − b: { $heap } + { $b } = { $witness } ist die P-Position w{ $n } (Wert 2).
practice-class-why-3 = Haufen { $heap } liegt in W3, dem Rest: { $heap } + δ = { $witness } ist die P-Position w{ $n }, und { $heap } ist selbst keine (Wert 3).
practice-windows-why = { $count ->
    [one] { $count } Fenster beginnt
   *[other] { $count } Fenster beginnen
  } in den Haufen { $lo } bis { $last }: { $pairs } (jeweils ein Paar von P-Positionen im Abstand δ = { $delta }).
practice-windows-why-none = In den Haufen { $lo } bis { $last } beginnt kein Fenster: Zu keiner P-Position dort liegt δ = { $delta } höher eine weitere.
practice-region-left = Der Rest ist r = q·a mod δ mit q = { $q }, also r = { $r }, und r < d = { $d }, also ist die Lücke linksbeschränkt: c(r) = r = { $c } { $c ->
    [one] Fenster verläuft
   *[other] Fenster verlaufen
  } durch sie (L = { $L } { $L ->
    [one] Lücke
   *[other] Lücken
  } der Länge 1 davor, R = { $R } danach).
practice-region-unrestricted = Der Rest ist r = q·a mod δ mit q = { $q }, also r = { $r }, und d = { $d } ≤ r ≤ a = { $a }, also ist die Lücke unbeschränkt: c(r) = d = { $c } { $c ->
    [one] Fenster verläuft
   *[other] Fenster verlaufen
  } durch sie (L = { $L } { $L ->
    [one] Lücke
   *[other] Lücken
  } der Länge 1 davor, R = { $R } danach).
practice-region-right = Der Rest ist r = q·a mod δ mit q = { $q }, also r = { $r }, und r > a = { $a }, also ist die Lücke rechtsbeschränkt: c(r) = δ − r = { $c } { $c ->
    [one] Fenster verläuft
   *[other] Fenster verlaufen
  } durch sie (L = { $L } { $L ->
    [one] Lücke
   *[other] Lücken
  } der Länge 1 davor, R = { $R } danach).
practice-value-hint = Seine Züge erreichen die Haufen { $moves }. Sein Wert ist deren mex: der kleinste Wert, den keiner von ihnen hat.
practice-next-hint = Gehen Sie von { $heap } aus Haufen für Haufen vor: Eine P-Position ist ein Haufen, von dem aus kein Zug eine andere P-Position erreicht.
practice-class-hint = Betrachten Sie { $heap } selbst, { $minusA } (a darunter), { $plusB } (b darüber) und { $plusDelta } (δ darüber): Welcher davon ist eine P-Position?
practice-windows-hint = Suchen Sie die P-Positionen von { $lo } bis { $last }, und schauen Sie bei jeder δ = { $delta } weiter: Ist das auch eine P-Position?
practice-region-hint = Schreiben Sie n + 1 = q·a (a = { $a }); der Rest ist r = q·a mod δ (δ = { $delta }). Vergleichen Sie ihn mit d = { $d } und mit a.
practice-score = Gelöst: insgesamt { $solved }; bei diesem Aufgabentyp { $kind } von { $tried } { $tried ->
    [one] versuchten Aufgabe
   *[other] versuchten Aufgaben
  }.
tour-10-title = Üben
tour-10-practice = Jetzt sind Sie dran. Jede Aufgabe wird für das angezeigte Spiel erstellt und vom Explorer geprüft: einen Wert vorhersagen, die nächste P-Position finden, die Klasse eines Haufens benennen, Kollisionsfenster zählen, den Rest einer (a+1)-Lücke seinem Bereich zuordnen. Fragt die Aufgabe nach einem Wert, verbirgt der Zahlenstrahl seine Farben, bis Sie antworten; „Hinweis“ hilft weiter, und nach „Prüfen“ geht die Erklärung die Zahlen Schritt für Schritt durch.
tour-10-saved = Die gelösten Aufgaben, der erreichte Schritt des Rundgangs und ein laufendes Spiel werden in diesem Browser gespeichert (und nirgendwohin gesendet), sodass Sie später weitermachen können.
tour-11-title = Was Sie gesehen haben
tour-11-recap = Kurz gesagt:
tour-11-mex = Der Nim-Wert eines Haufens ist der mex der Werte, die seine Züge erreichen; Wert 0 kennzeichnet die P-Positionen, bei denen der Spieler am Zug verliert.
tour-11-formula = Im primitiv-quadratischen Regime (a < δ < 2a, ggT(a, δ) = 1) sind die P-Positionen wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ (Satz 1).
tour-11-classes = Die Werte 1, 2 und 3 ergeben sich daraus: W1 = W0 + a, W2 = W0 − b und W3 = (W0 − δ) ∖ W0, der Rest.
tour-11-windows = Von den Paaren von P-Positionen im Abstand δ, den Kollisionsfenstern, gibt es a·d pro Haufenperiode (Satz 7); deshalb ist |W3| = a².
tour-11-outside = Außerhalb des Regimes berechnet der Explorer jeden Wert nach der mex-Regel; die Bandformeln, die er dort zeigt, sind beobachtet, nicht bewiesen.
tour-11-practise = Üben Sie einen Aufgabentyp (hier endet der Rundgang):

## Weitermachen, wo Sie aufgehört haben

resume-title = Weitermachen, wo Sie aufgehört haben
resume-tour = Der Rundgang, bei Schritt { $n }
resume-practice = Üben ({ $count } gelöst)
resume-play = Ihr Spiel: a = { $a }, δ = { $delta }, Starthaufen { $heap }
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
glossary-p-position = Ein Haufen mit Wert 0: Der Spieler am Zug verliert, wenn der andere richtig spielt. Jeder Zug von dort führt zu einem Haufen mit einem Wert ungleich 0, und von jedem solchen Haufen führt ein Zug zurück zu einer P-Position.
glossary-mex-term = mex
glossary-mex = Der kleinste ausgeschlossene Wert (minimum excluded value): die kleinste der Zahlen 0, 1, 2, …, die nicht in einer Menge liegt, also mex {"{"}0, 1, 3{"}"} = 2. Die mex-Regel gibt jedem Haufen den mex der Werte, die seine Züge erreichen.
glossary-regime-term = primitiv-quadratisches Regime
glossary-regime = Die Spiele mit a < δ < 2a und ggT(a, δ) = 1 (δ = b − a). Dort beweist Satz 1 die geschlossene Formel wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ und die vier Klassen W0 … W3; außerhalb berechnet der Explorer jeden Wert nach der mex-Regel.
glossary-band-term = Band
glossary-band = Außerhalb des Regimes findet Brute Force kleinste Perioden, die Bändern von δ folgen (für ggT(a, δ) = 1; bei ggT g > 1 ist die Periode das g-Fache der Periode von a/g, δ/g): lineare Bänder 2j·a ≤ δ ≤ (2j+1)·a mit der Periode (2j+3)·a + δ und quadratische Bänder (2j+1)·a < δ < (2j+2)·a mit der Periode a(3δ − (2j−1)·a). Beobachtet, nicht bewiesen.
glossary-heap-period-term = Haufenperiode
glossary-heap-period = Die kleinste Länge P, nach der sich die Werte wiederholen: g(x + P) = g(x) für jeden Haufen x nach der Vorperiode (in jedem beobachteten Spiel ist sie 0). Im Regime ist P = a(3δ + a), und jede Periode enthält aδ P-Positionen (die Indexperiode).
glossary-gap-term = Lücke
glossary-gap = Der Abstand gₙ = wₙ₊₁ − wₙ zwischen einer P-Position und der nächsten: 1, a+1, b+1 oder a+b+1, je nachdem, ob a, δ oder beide n + 1 teilen.
glossary-collision-window-term = Kollisionsfenster
glossary-collision-window = Ein Paar von P-Positionen im Abstand δ, wₙ − wₘ = δ: Die Lücken von wₘ bis wₙ ergeben zusammen δ. Im Regime zählt Satz 7 a·d davon pro Haufenperiode (d = δ − a), und jedes enthält genau eine (a+1)-Lücke.
glossary-residue-term = Rest
glossary-residue = Der Rest einer (a+1)-Lücke mit Index n, wobei n + 1 = q·a: r = q·a mod δ. Er bestimmt die Anzahl der Kollisionsfenster durch die Lücke, c(r) = min(r, d) − max(0, r − a), und ihren Bereich: linksbeschränkt (r < d), unbeschränkt (d ≤ r ≤ a) oder rechtsbeschränkt (r > a).
glossary-q-term = q
glossary-q = Für eine (a+1)-Lücke mit Index n: q = (n + 1)/a, d. h. n + 1 ist das q-Fache von a (δ teilt q nicht).
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
intro-residues = Jede (a+1)-Lücke hat einen { TERM("residue", text: "Rest") } r; das Trapez zeigt für jedes r, durch wie viele Kollisionsfenster die Lücken mit diesem Rest verlaufen, c(r), über die drei Bereiche hinweg. Zeigen Sie auf einen Balken für { TERM("q", text: "q") }, { TERM("L", text: "L") } und { TERM("R", text: "R") }; wählen Sie einen aus, um seine Lücken unten zu sehen.
intro-ledger = Jede Anzahl pro { TERM("heap-period", text: "Haufenperiode") }: die geschlossene Formel neben der Zählung nach der { TERM("mex", text: "mex-Regel") }, die im Hintergrund läuft, und ob beide übereinstimmen.
intro-play = Ziehen Sie abwechselnd mit dem Computer; wer nicht ziehen kann, verliert. Ohne Hinweise bleiben die Werte bis zum Ende verborgen: Versuchen Sie, die { TERM("p-position", text: "P-Positionen") } selbst zu erreichen.
intro-practice = Aufgaben zum angezeigten Spiel, vom Explorer geprüft, mit einem Hinweis und der Erklärung nach Ihrer Antwort.
intro-landscape = Jedes Spiel (a, δ) einer Ebene als eine Zelle, berechnet nach der mex-Regel: seine kleinste Periode, sein Regime oder ob die { TERM("band", text: "Bandformeln") } zutreffen. Darüber sind die Geraden δ = ka und der Keil des { TERM("regime", text: "Regimes") } gezeichnet.

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
why-move = −{ $move } ergibt Haufen { $to } mit Wert { $value } ({ $cls })
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
why-windows-residue = Diese (a+1)-Lücke hat den Rest r = { $r }; die (a+1)-Lücken mit Rest r liegen in c(r) = min(r, d) − max(0, r − a) = { $c } { $c ->
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

## Das Kollisionsspektrum: C(k) für jede Verschiebung k, und der Torus, der ein k erklärt

view-spectrum = Spektrum
intro-spectrum = Ein Balken für jede Verschiebung k: Seine Höhe ist { TERM("c-of-k", text: "C(k)") }, die Anzahl der P-Positionen x in einer { TERM("heap-period", text: "Haufenperiode") }, für die auch x + k eine P-Position ist. Ziehen Sie das Bild oder nutzen Sie die Pfeiltasten, um sich entlang k zu bewegen; zoomen Sie mit dem Mausrad oder mit + und −. Ein Klick auf einen Balken (oder die Eingabetaste) zeigt seine { TERM("collision-window", text: "Kollisionsfenster") }; der { TERM("torus", text: "Torus") } darunter erklärt das gewählte k.
spectrum-label = Kollisionsspektrum: C(k) als Balken über der Verschiebung k
spectrum-role = Balkendiagramm
spectrum-progress-label = Fortschritt der Zählung nach der mex-Regel
spectrum-proven = Im { TERM("regime", text: "Regime") }: Jedes C(k) stammt aus der Torusformel, einer Folgerung aus Satz 1 (geprüft durch Abzählen der Paare).
spectrum-counting = Außerhalb des { TERM("regime", text: "Regimes") }: Jedes C(k) wird nach der { TERM("mex", text: "mex-Regel") } gezählt …
spectrum-counted = Außerhalb des { TERM("regime", text: "Regimes") }: Jedes C(k) ist nach der { TERM("mex", text: "mex-Regel") } über eine Haufenperiode von { $period } gezählt. Eine Formel für C(k) ist hier nicht bewiesen.
spectrum-mark-move = { $name } = { $k }: 0
spectrum-mark-delta = δ = { $k }: a·d = { $count }
spectrum-mark-middle = C(k) = C(p − k)
spectrum-mark-period = p = { $k }
spectrum-tip-one = k = { $k }: C(k) = { $count }
spectrum-tip-ratio = C(k)/(a·d) = { $ratio }
spectrum-tip-many = k = { $lo } … { $hi }: größtes C(k) { $largest }, Summe { $total }
spectrum-focus = k = { $k }: C(k) = { $count } { $count ->
    [one] P-Position
   *[other] P-Positionen
  } pro Haufenperiode landen auf einer P-Position, C(k)/(a·d) = { $ratio }. Die Eingabetaste zeigt sie als Kollisionsfenster.
spectrum-focus-counted = k = { $k }: C(k) = { $count } { $count ->
    [one] P-Position
   *[other] P-Positionen
  } pro Haufenperiode landen auf einer P-Position. Die Eingabetaste zeigt sie als Kollisionsfenster.
caption-spectrum = Das { TERM("collision-spectrum", text: "Kollisionsspektrum") } von S = { SET($a, $b, $ab) } für k = 1 … p = { $period }: C(k) ist 0 bei k = a, b und a + b (ein Zug verbindet nie zwei P-Positionen), C(δ) = a·d = { $windows } (d = { $d }, Satz 7), und C(k) = C(p − k). Herausgezoomt zeigt eine Pixelspalte das größte C(k) darunter und im dunkleren Teil deren Mittelwert.
caption-spectrum-counted = Das { TERM("collision-spectrum", text: "Kollisionsspektrum") } von S = { SET($a, $b, $ab) } (δ = { $delta }) für k = 1 … p = { $period }, gezählt nach der mex-Regel: C(k) ist 0 bei k = a, b und a + b, C(k) = C(p − k), und C(p) = { $ppositions } umfasst alle P-Positionen. Herausgezoomt zeigt eine Pixelspalte das größte C(k) darunter und im dunkleren Teil deren Mittelwert.
torus-title-plain = Der Torus
torus-title = Warum C({ $k }) = { $count } ist: der Torus
torus-intro = Jede Zelle ist eine P-Position wₙ einer Indexperiode, in Zeile n mod a und Spalte n mod δ: Nach dem chinesischen Restsatz gehört zu jeder Zelle des Gitters a × δ = { $a } × { $delta } genau ein n. Eine Zelle ist gefärbt, wenn auch wₙ + k eine P-Position ist, und zwar in der Farbe ihrer Überträge (e₁, e₂). Die Linien einer Verschiebung j der Indizes zerlegen den Torus in vier Rechtecke; ihre Flächeninhalte stehen darauf.
torus-outside = Der Torus braucht die geschlossene Form wₙ aus Satz 1, die nur im primitiv-quadratischen Regime gilt. Hier werden die Balken stattdessen nach der mex-Regel gezählt.
torus-term = j = { $j }, Überträge ({ $e1 }, { $e2 }): { $wj } + { $e1 }·a + { $e2 }·b = { $k }; das Rechteck mit n mod a von { $alo } bis { $ahi } und n mod δ von { $dlo } bis { $dhi } (jeweils ohne das Ende) hat den Flächeninhalt { $area }.
torus-sum = { $sum } = { $count } = C({ $k })
torus-sum-one = { $count } = C({ $k }): ein einziger Summand.
torus-none = Keine Verschiebung j erreicht k = { $k }, mit welchen Überträgen auch immer: C({ $k }) = 0.
torus-none-move = Keine Verschiebung j erreicht k = { $k }: Es ist ein Zug, und ein Zug verbindet nie zwei P-Positionen, also ist C({ $k }) = 0.
torus-label = Der Torus für k = { $k }, Verschiebung j = { $j }: Rechtecke mit den Überträgen (0, 0), (1, 0), (0, 1), (1, 1) und den Flächeninhalten { $a00 }, { $a10 }, { $a01 }, { $a11 }; C(k) = { $count }.
torus-label-none = Der Torus für k = { $k }: Keine Zelle ist gefärbt, C(k) = { $count }.
torus-theorem-7 = Satz 7: Für k = δ = { $delta } trägt nur die Verschiebung j = d = { $d } mit den Überträgen (1, 0) bei, ein Rechteck aus d·(δ − d) = d·a Zellen, also ist C(δ) = a·d = { $count }.
torus-prev-term = Vorheriges j
torus-next-term = Nächstes j
torus-step = Summand { $i } von { $n }
torus-prev-k = k − 1
torus-next-k = k + 1
torus-open = Kollisionsfenster bei k = { $k }
torus-cell-p = n = { $n } (Zeile { $row }, Spalte { $column }): wₙ = { $heap }; wₙ + k = { $to } ist eine P-Position.
torus-cell-not-p = n = { $n } (Zeile { $row }, Spalte { $column }): wₙ = { $heap }; wₙ + k = { $to } ist keine P-Position.

glossary-collision-spectrum-term = Kollisionsspektrum
glossary-collision-spectrum = Die Funktion k ↦ C(k) über alle Verschiebungen k = 1 … p: wie viele P-Positionen einer Haufenperiode, um k verschoben, wieder auf einer P-Position landen. Sie ist 0 bei den Zügen a, b, a + b, gleich a·d bei k = δ (Satz 7), symmetrisch (C(k) = C(p − k)), und ihre Werte unterhalb von p ergeben zusammen aδ(aδ − 1).
glossary-c-of-k-term = C(k)
glossary-c-of-k = Die Anzahl der P-Positionen x einer Haufenperiode, für die auch x + k eine P-Position ist: die Kollisionsfenster zur Verschiebung k. Im Regime ist sie eine Summe von Rechtecksflächen auf dem Torus.
glossary-torus-term = Torus
glossary-torus = Das a × δ-Gitter der Reste (n mod a, n mod δ) der Indizes n einer Indexperiode; wegen ggT(a, δ) = 1 gehört zu jeder Zelle genau ein n (chinesischer Restsatz). Zu einer Verschiebung j zerlegen zwei Linien es in vier Rechtecke, eines für jedes Übertragsmuster von wₙ₊ⱼ − wₙ.
