# ASG Explorer: every text of the page in English. The other catalogues (de, zh, ja) have the
# same messages; a test fails when one is missing, unused, or has variables English has not.
# Mathematics (symbols, formulas) is the same in every language; numbers come in as variables and
# are written as each language writes them (here 55,651). A number next to a noun it counts picks
# the noun's form with a select ([one], *[other]); a set of numbers is written by SET(…), a
# percentage by PERCENT(…), so that digit groups and separators follow the language.

## Languages (each in its own language, the same in every catalogue)

language-en = English
language-de = Deutsch
language-zh = 中文（简体）
language-ja = 日本語

## The site around the explorer

site-name = ASG Explorer
site-title = ASG Explorer: additive subtraction games
site-intro = Two players take turns removing { $a }, { $b } or { $ab } counters from one heap; whoever cannot move loses. Every heap has a { TERM("nim-value", text: "nim-value") } from 0 to 3. Pick { $a } and { $delta } to see them all.
site-footer = In the { $regime } ({ $condition }) the P-positions are { $formula }, and values 1, 2, 3 are built from shifts of them: stated in { $ww } (1982), proved by U. Larsson and H. Manabe, { $paper }, arXiv:2603.10414 (Theorem 1). Outside the regime every value here comes from the mex rule.
site-regime = primitive quadratic regime
math-gcd = gcd
site-licence = ASG Explorer · MIT OR Apache-2.0
site-failed = The explorer could not start: { $error }
# The static pages (index.html, embed.html): their description and title, and what a reader without JavaScript sees
# (the build writes them into the HTML, tools/html-words.mjs)
site-description = Explore additive subtraction games: nim-values, P-positions and the closed form of Larsson and Manabe, computed in your browser.
site-noscript = The explorer computes in your browser with WebAssembly and needs JavaScript.

## An embed starting or failing

embed-failed = The ASG Explorer could not start: { $error }
embed-title = ASG Explorer (embedded)
region-label = ASG Explorer: a = { $a }, δ = { $delta }, { $view }
# The embed's attributes: a misspelled or a missing one
embed-unknown-attribute = The attribute “{ $name }” means nothing to the explorer: did you mean “{ $nearest }”?
embed-unknown-attribute-far = The attribute “{ $name }” means nothing to the explorer (it reads { $known }).
embed-missing-second = a = { $a } needs a second number: add the attribute “delta” (for δ) or “b”.
# The embed among others on a page: its own name, a link past it, a name when it fails
region-label-numbered = ASG Explorer ({ $n }): a = { $a }, δ = { $delta }, { $view }
embed-failed-label = ASG Explorer ({ $n }), not started
embed-skip = Skip the explorer
# The page's Content-Security-Policy stopping an embed's start
embed-csp-wasm = This page’s Content-Security-Policy does not let the explorer compile its WebAssembly (script-src without 'wasm-unsafe-eval'). To allow it, the page’s policy needs script-src { $site } 'wasm-unsafe-eval'.
embed-csp-fetch = This page’s Content-Security-Policy does not let the explorer fetch its files (connect-src). To allow it, the page’s policy needs connect-src { $site }.

## Messages about what a person typed or a link asked for

error-empty = { $name }: enter a whole number
error-not-whole = { $name }: “{ $text }” is not a whole number (digits 0–9 only)
error-too-large = { $name }: { $digits } is too large (the largest is 2^64 − 1)
error-too-large-long = { $name }: { $head }…{ $tail } ({ $count } { $count ->
    [one] digit
   *[other] digits
  }) is too large (the largest is 2^64 − 1)
error-at-least-one = { $name }: must be at least 1
error-not-one-of = { $name }: “{ $text }” is not one of { $choices }
error-position = { $name }: “{ $text }” is not a position from { $from } up to (not including) 2^64
error-out-of-range = { $name }: “{ $text }” is out of range
error-residue = r: the residues run from 1 to δ − 1 = { $top }
error-plane = a ≤ { $amax }, δ ≤ { $dmax }: a landscape has from 1 to 1,048,576 (2^20) games, with a and δ at least 1.
error-plane-default = { $problem } Showing a ≤ 40, δ ≤ 320.
error-part = This view could not load: { $error }
error-other = { $text }
error-worker = The explorer’s worker failed: { $text }
error-csp-blocked = This page’s Content-Security-Policy blocks the explorer’s worker ({ $directive }). To allow it, the page’s policy needs worker-src blob: { $site }; script-src { $site } 'wasm-unsafe-eval'; connect-src { $site }.
label-row-width = row width
label-shift = shift k
label-heap = heap

## The core's errors, by their code (numbers from the core)

core-empty-set = The subtraction set is empty: give at least one move.
core-zero-move = A move must remove at least 1 counter (0 is not a move).
core-too-many-moves = { $count } { $count ->
    [one] move
   *[other] moves
  } given; at most { $max } { $max ->
    [one] is
   *[other] are
  } supported.
core-a-is-zero = a must be at least 1
core-b-not-above-a = b must be greater than a (got a = { $a }, b = { $b }); equivalently δ = b − a ≥ 1
core-delta-is-zero = δ must be at least 1 (δ = b − a, and b must be greater than a)
core-not-additive = The set is not of the form {"{"}a, b, a+b{"}"}.
core-not-in-regime =
    { $what ->
        [classes] The classes of Theorem 1 are
        [residue-regions] The residue regions are
        [torus-formula] The torus formula for C(k) is
       *[closed-form] The closed form of Theorem 1 is
    } proven only in the primitive quadratic regime (a < δ < 2a, gcd(a, δ) = 1); a = { $a }, δ = { $delta } is outside it.
core-overflow = The numbers of this game are too large for exact 64-bit arithmetic.
core-window-too-large = That is { $requested } { $requested ->
    [one] entry
   *[other] entries
  }, over the limit of { $limit }: ask for a smaller range.
core-too-much-memory = That would hold about { $bytes } { $bytes ->
    [one] byte
   *[other] bytes
  } in memory, over the limit of { $limit }: ask for a smaller range or game.
core-too-much-work = That would compute about { $positions } { $positions ->
    [one] position
   *[other] positions
  }, over the work limit of { $limit }: ask for a smaller range or game.
core-bound-too-large = A memory bound of { $bound } { $bound ->
    [one] position
   *[other] positions
  } is over the limit of { $limit }.
core-nothing-to-check = There is nothing to check (0 heaps).
core-out-of-memory = Not enough memory ({ $bytes } { $bytes ->
    [one] byte
   *[other] bytes
  }): ask for a smaller range.
core-interrupted = The computation was stopped before it finished.
core-finished = That computation has already finished: start a new one.
core-period-not-found = No period found within the first { $bound } { $bound ->
    [one] position
   *[other] positions
  }; the values may still repeat with a longer period.
core-not-a-period = The mex rule’s values do not repeat after { $period } { $period ->
    [one] heap
   *[other] heaps
  }, the period that follows from Theorem 1: please report this.
core-zero-shift = The shift k must be at least 1.
core-invalid-number = { $field }: not a number the explorer can take here.
# The glue's own errors between the page and the core (an object used after it was freed, …)
core-object-freed = A game, picture or job of the core was used after it had been released; make a new one.
core-wrong-object = The core was handed something other than the game, picture or job it expects.
core-object-busy = This game, picture or job is still in use by another computation; try again when it has finished.
core-internal = The core failed unexpectedly; please report this, with the link to this view.

## The notice in place of the picture

notice-blocked-embed = This embed shows no game until its attributes ask for one.
notice-blocked-site = No game is shown until the fields above ask for one (the address asked for this).
notice-stopped = Stopped: the period table of { $game } was not computed. Press Enter in a field to compute it again.

## The views

view-grid = Grid
view-strip = Number line
view-gaps = Gaps
view-collisions = Collisions
view-residues = Residues
view-ledger = Count check
view-play = Play
view-landscape = Landscape

## The status line, the legend and the captions of the grid and the number line

building-bar = period table computed
building-cancel = Cancel
building-cancel-label = Cancel computing a = { $a }, δ = { $delta }
building-text = Computing the period table of a = { $a }, δ = { $delta } by the mex rule in the background: { PERCENT($percent) }
badge-proven = { TERM("regime", text: "Primitive quadratic regime") } · Theorem 1
badge-outside = Outside the { TERM("regime", text: "regime") } · { TERM("mex", text: "mex rule") }
summary-proven = { TERM("subtraction-set", text: "S") } = { SET($a, $b, $ab) }, { TERM("delta", text: "δ") } = { $delta }, { TERM("d", text: "d") } = δ − a = { $d }: { TERM("heap-period", text: "heap period") } { $period } ({ $ppositions } { $ppositions ->
    [one] P-position
   *[other] P-positions
  } { TERM("index-period", text: "per period") }). Every value comes from the { TERM("closed-form", text: "closed form") }, proven by Larsson and Manabe.
summary-outside = { TERM("subtraction-set", text: "S") } = { SET($a, $b, $ab) }, { TERM("delta", text: "δ") } = { $delta }: { $where }. The closed form wₙ is proven only in the regime: every value here is computed by the { TERM("mex", text: "mex rule") }, heap period { $period } ({ $ppositions } { $ppositions ->
    [one] P-position
   *[other] P-positions
  } per period){ $band }.
summary-band = ; the observed { TERM("band", text: "band formula") } says { $period } (not proven)
regime-linear = in the linear { TERM("band", text: "band") } j = { $j } (observed, not proven)
regime-quadratic = { $j ->
    [0] in the range a < δ < 2a
   *[other] in the quadratic { TERM("band", text: "band") } j = { $j } (observed, not proven)
  }
regime-gcd = gcd(a, δ) = { $gcd } > 1, so Theorem 1 does not apply here; reduced, a/{ $gcd } = { $a } and δ/{ $gcd } = { $delta } lie { $band }
legend-title = Colours: { TERM("nim-value", text: "nim-values") }
legend-w0 = { TERM("class", text: "W0") } = {"{"}{ TERM("closed-form", text: "wₙ") }{"}"}: the { TERM("p-position", text: "P-positions") }, where the player to move loses
legend-w1 = { TERM("class", text: "W1") } = W0 + { $a }
legend-w2 = { TERM("class", text: "W2") } = W0 − { $b } (heaps ≥ 0)
legend-w3 = { TERM("class", text: "W3") }: the rest, { $count } per heap period
legend-value0 = value 0: the { TERM("p-position", text: "P-positions") } (by the mex rule)
legend-value = value { $value }
legend-hint = Drag to pan, wheel or pinch to zoom. On the picture: arrow keys move the cursor, Enter inspects, Shift and an arrow key pans, + and − zoom, 0 fits.
caption-grid = Grid: row r holds heaps r·{ $w } to r·{ $w } + { $last }, coloured by nim-value. Each { TERM("heap-period", text: "heap period") } of { $period } holds { $ppositions } { $ppositions ->
    [one] heap
   *[other] heaps
  } of value 0 (the P-positions).
caption-grid-period = Grid: row r holds heaps r·{ $w } to r·{ $w } + { $last }, coloured by nim-value. Each heap period of { $period } holds { $ppositions } { $ppositions ->
    [one] heap
   *[other] heaps
  } of value 0 (the P-positions), and each row is one period, so each column has one value all the way down.
caption-play = Play: the number line shows the heaps from 0 to the starting heap; the line marks the heap in play.
caption-line = Number line: heaps left to right, coloured by { TERM("nim-value", text: "nim-value") }, with one lane per value below. Each heap period of { $period } holds { $ppositions } { $ppositions ->
    [one] heap
   *[other] heaps
  } of value 0 (the P-positions).
canvas-grid = Grid of nim-values. { $summary } Arrow keys move the cursor by a heap or a row, Enter or Space inspects the heap under it, Shift and an arrow key pans, + and − zoom, 0 fits.
canvas-line = Number line of nim-values. { $summary } Left and right move the cursor by a heap, up and down by ten heaps, Enter or Space inspects the heap under it, Shift and an arrow key pans, + and − zoom, 0 fits.
canvas-role = interactive picture

## Presets: games worth a look

preset-choose = Choose a game…
preset-group-in = In the regime
preset-group-out = Outside the regime
preset-5-7 = a = 5, δ = 7: the worked example
preset-5-7-note = S = {"{"}5, 12, 17{"}"}, heap period 130: the example of Winning Ways and of the paper.
preset-2-3 = a = 2, δ = 3: the smallest
preset-2-3-note = The smallest game in the regime: heap period 22, with a·d = 2 collision windows per heap period.
preset-7-12 = a = 7, δ = 12: a full trapezoid
preset-7-12-note = d = 5, so the residue profile climbs 1 … 5, stays at 5, and falls: area a·d = 35.
preset-101-150 = a = 101, δ = 150: large
preset-101-150-note = Heap period 55,651; every value still comes from the closed form in constant time.
preset-5-4 = a = 5, δ = 4: linear band
preset-5-4-note = δ < a: the closed form fails (W0 is not {"{"}wₙ{"}"}); the mex rule finds period 19 = 3a + δ, the linear band formula (observed, not proven).
preset-5-11 = a = 5, δ = 11: linear band j = 1
preset-5-11-note = 2a ≤ δ ≤ 3a: period 36 = 5a + δ by the mex rule; the closed form does not apply.
preset-5-16 = a = 5, δ = 16: quadratic band j = 1
preset-5-16-note = 3a < δ < 4a: period 215 = a(3δ − a), the quadratic band formula, observed by brute force but unproven.
preset-6-9 = a = 6, δ = 9: gcd 3
preset-6-9-note = a < δ < 2a but gcd(a, δ) = 3: W0 = {"{"}wₙ{"}"} is observed to hold, yet the smallest period is 66 = 3 · 22 (that of a = 2, δ = 3), not a(3δ + a) = 198.

## The page's parts

controls-label = Parameters
inspector-label = Inspect a heap
inspector-title = Inspect
inspector-empty = Point at a heap, or tap it (or move the cursor on the picture and press Enter), to see its value, its moves and the { TERM("mex", text: "mex") } that gives the value.
open-link = Open in the ASG Explorer ↗
legend-label = Colours

## The control panel

field-view = View
field-row-width = Row width
field-row-width-reset = one heap period per row
field-row-width-period = period
field-shift = Shift k
field-shift-reset = back to the shift δ
field-zoom = Zoom
field-presets = Presets
field-language = Language
field-second-mode = second parameter
field-give-delta = give δ = b − a
field-give-b = give b
zoom-out = zoom out
zoom-in = zoom in
zoom-fit = Fit
zoom-fit-title = fit one period, back to the start
tour-take = Take the tour

field-goto = Go to heap
field-goto-button = Go
field-goto-placeholder = any heap

## Sharing and exporting

share-label = Share and export
share-link = Copy link
share-link-title = a link that opens exactly this view
share-link-done = Link copied.
share-embed = Copy embed code
share-embed-title = two lines to paste into a blog post
share-embed-done = Embed code copied.
share-picture = picture only
share-picture-title = embed the picture and its caption, without the controls
share-copy-text = text to copy
share-copy-by-hand = Press Ctrl+C (⌘C) to copy the selected text.
embed-fallback = ASG Explorer: { $game }
export-label = Export
export-png-title = the picture as a PNG image
export-svg-title = the picture as SVG
export-csv-title = the numbers in view as CSV
export-json-title = the numbers in view as JSON
export-saved = Saved { $name }.
export-failed = Could not export: { $error }

## The inspector (the heap under the pointer)

inspect-tip = heap { $heap } · value { $value }
inspect-heap = { $heap } has { TERM("nim-value", text: "nim-value") } { $swatch } { $value }.
inspect-heap-name = Heap { $heap }
inspect-move = move
inspect-to = to heap
inspect-its-value = its value
inspect-no-move = No move is possible from here: every move is larger than the heap.
inspect-p-position = A { TERM("p-position", text: "P-position") }: the player to move loses, since every move leads to a heap of nonzero value.
inspect-win = The least value not reached by a move is { $value }; a move to a heap of value 0 wins.
inspect-range-tip = heaps { $lo }–{ $hi } · 0: { $c0 } · 1: { $c1 } · 2: { $c2 } · 3: { $c3 }
inspect-range = { $range } ({ $count } { $count ->
    [one] heap
   *[other] heaps
  }, one pixel):
inspect-range-name = Heaps { $lo } to { $hi }
inspect-zoom-in = Zoom in to see single heaps and their moves.

inspect-hidden-tip = heap { $heap } · value hidden
inspect-hidden = Heap { $heap }: its value is hidden while you play without hints or practise; it shows at the end of the game, or once you find the answer or ask to see it.

## The proof views: gaps, collision windows, residues

residue-chart-label = residue chart
lane-gaps-label = gaps between P-positions
lane-windows-label = collision windows as arcs
gap-legend-label = Gap types
gap-other = other length
windows-list = List the windows in view
windows-zoom-in = { $error } Zoom in to list them.
windows-count = { $count ->
    [one] { $count } window with the lower end in heaps { $lo } … { $hi } (shift { $k }).
   *[other] { $count } windows with the lower end in heaps { $lo } … { $hi } (shift { $k }).
  }
windows-gap-run = gap run
residue-tip = residue r = { $r } ({ $region }): the (a+1)-gap gₙ with n + 1 = q·a, q = { $q }; L = { $L } { $L ->
    [one] gap
   *[other] gaps
  } of length 1 just before it, R = { $R } just after; c(r) = { $c } { $c ->
    [one] window passes
   *[other] windows pass
  } through it
caption-residues-outside = The residue regions are defined in the primitive quadratic regime only; a = { $a }, δ = { $delta } is outside it.
caption-gaps-outside = { TERM("gap", text: "Gaps") } between consecutive P-positions, found by the mex rule (the closed form is not proven here): bars are coloured by length, grey when the length is not 1, a+1, b+1 or a+b+1.
caption-gaps = { TERM("gap", text: "Gaps") } gₙ = wₙ₊₁ − wₙ between consecutive P-positions, coloured by type: 1, a+1 = { $a1 }, b+1 = { $b1 }, a+b+1 = { $ab1 }. Per index period of { $gaps } { $gaps ->
    [one] gap
   *[other] gaps
  }: { $ones } of length 1, { $aGaps } of length a+1, { $bGaps } of length b+1 and { $abGaps } of length a+b+1.
caption-collisions = { $windows } { $windows ->
    [one] { TERM("collision-window", text: "collision window") }
   *[other] { TERM("collision-window", text: "collision windows") }
  } per { TERM("heap-period", text: "heap period") } of { $period } (a·d = { $a }·{ $d }, Theorem 7): pairs of P-positions δ = { $delta } apart, drawn as arcs. The shifted P-positions W0 − δ that miss W0 are the { $w3 } { $w3 ->
    [one] heap
   *[other] heaps
  } of W3 per heap period (aδ − a·d = a²).
caption-shift = Pairs of P-positions k = { $k } apart, C(k) = (W0 − k) ∩ W0 (its structure is an open question in the paper): { $count } per heap period of { $period }.
caption-windows-ledger = Pairs of P-positions δ = { $k } apart, the collision windows, drawn as arcs (outside the regime Theorem 7 does not count them). A period of { $period } { $period ->
    [one] heap
   *[other] heaps
  } is too long to count them here; the Count check view counts them per heap period by the mex rule, in the background.
caption-shift-uncounted = Pairs of P-positions k = { $k } apart, C(k) = (W0 − k) ∩ W0 (its structure is an open question in the paper), drawn as arcs; they are counted per heap period only when the period has at most 2^22 heaps, and this one has { $period }.
caption-residues = Each (a+1)-gap of { TERM("residue", text: "residue") } r lies in c(r) = min(r, d) − max(0, r − a) collision windows (here d = { $d }): { $d ->
    [1] no residue is left-restricted (r < 1),
   *[other] left-restricted for r < { $d } (c = r),
  } unrestricted for { $d } ≤ r ≤ { $a } (c = d), right-restricted for r > { $a } (c = δ − r); the trapezoid’s area is a·d = { $a }·{ $d } = { $windows } { $windows ->
    [one] window
   *[other] windows
  } per heap period. Pick a bar, or an (a+1)-gap below, to highlight that residue in both.
caption-residues-chosen = Each (a+1)-gap of { TERM("residue", text: "residue") } r lies in c(r) = min(r, d) − max(0, r − a) collision windows (here d = { $d }): { $d ->
    [1] no residue is left-restricted (r < 1),
   *[other] left-restricted for r < { $d } (c = r),
  } unrestricted for { $d } ≤ r ≤ { $a } (c = d), right-restricted for r > { $a } (c = δ − r); the trapezoid’s area is a·d = { $a }·{ $d } = { $windows } { $windows ->
    [one] window
   *[other] windows
  } per heap period. Residue { $r } is highlighted in the gaps below.
lane-class = value { $value } · W{ $value }
lane-value = value { $value }
lane-gap-tip = gap g{ $n } = { $length } ({ $kind }) from w{ $n } = { $from }
lane-gap-residue-tip = gap g{ $n } = { $length } ({ $kind }) from w{ $n } = { $from } · residue r = { $r }
lane-window-tip = window w{ $m } = { $lower } → w{ $n } = { $upper }: gaps g{ $m } … g{ $last }
lane-gap-index = gap index n
lane-gaps-zoomed-out = Zoomed out: each column shows the share of each gap type starting there. Zoom in for single gaps.
lane-shifted-theorem = W0 − { $k }: lands in W0 (a window) or in W3
lane-shifted = W0 − { $k }: lands in W0 (a pair) or not
lane-windows-uncounted = The period is too long to count windows per pixel here; zoom in to see them.
lane-windows-zoomed-out = Zoomed out: each column shows how many windows start in its heaps (counted exactly). Zoom in to see the arcs.
region-left = left-restricted
region-unrestricted = unrestricted
region-right = right-restricted
residue-axis = residue r
residue-area = area Σ c(r) = { $total } = a·d = { $a }·{ $d }

## Count check (the closed form's counts checked by the mex rule)

ledger-bar = counting by the mex rule
ledger-counting = Counting by the mex rule in the background… { PERCENT($percent) }
ledger-failed = The count could not finish: { $error }
ledger-failed-caption = The counts could not be checked: { $error }
ledger-index-period = index period (P-positions per period)
ledger-heap-period = heap period
ledger-w0 = |W0|, heaps of value 0
ledger-w1 = |W1|, heaps of value 1
ledger-w2 = |W2|, heaps of value 2
ledger-w3 = |W3|, heaps of value 3
ledger-windows = |C|, δ-collision windows
ledger-no-formula = n/a
ledger-agrees = agrees
ledger-disagrees = disagrees
ledger-none = no formula
ledger-streamed = The period is longer than the search bound: the values were streamed over one period and seen to repeat after it; that no shorter period exists was not checked by counting.
ledger-outside = Outside the primitive quadratic regime the closed forms do not apply (n/a). The observed band formula says the period is { $period }, which brute force observes but nobody has proven.
ledger-preperiod = The sequence becomes periodic after a preperiod of { $preperiod } { $preperiod ->
    [one] heap
   *[other] heaps
  }.
ledger-caption = Per heap period, a = { $a }, δ = { $delta }
ledger-quantity = quantity
ledger-closed-form = closed form
ledger-counted = counted (mex rule)
ledger-agree = agree?
ledger-summary = Per heap period { $period }: |W0| = { $w0 }, |W1| = { $w1 }, |W2| = { $w2 }, |W3| = { $w3 }, and { $windows } { $windows ->
    [one] collision window
   *[other] collision windows
  }, counted by the mex rule; { $verdict }
ledger-verdict-agree = every count equals its closed form.
ledger-verdict-differ = some counts differ from the closed form!
ledger-verdict-outside = no closed form applies here.

## The landscape

landscape-label = Period landscape
landscape-title = The period landscape
landscape-amax = largest a
landscape-dmax = largest δ
landscape-colour = colour:
landscape-colour-by = colour by
landscape-colour-period = period (log scale)
landscape-colour-regime = regime
landscape-colour-agreement = agreement with the band formulas
landscape-compute = Compute
landscape-stop = Stop
landscape-bar = cells computed
landscape-canvas = the period landscape
landscape-stopped = Stopped at { $done } of { $total } { $total ->
    [one] game
   *[other] games
  }.
landscape-computing = Computing by the mex rule in the background…
landscape-progress = { $done } of { $total } { $total ->
    [one] game
   *[other] games
  }
landscape-done = { $total ->
    [one] { $total } game computed.
   *[other] All { $total } games computed.
  }
landscape-failed = The landscape could not be computed: { $error }
landscape-periods = smallest periods from { $lo } to { $hi }
landscape-no-period = no period found
landscape-caption = { $size } { $size ->
    [one] game
   *[other] games
  } with a ≤ { $amax }, δ ≤ { $dmax }, each by the mex rule: { $periods }; { $regime } { $regime ->
    [one] lies
   *[other] lie
  } in the primitive quadratic regime. The band formulas agree with the mex rule on { $agree } of them{ $disagree ->
    [0] {""}
   *[other] , and disagree on { $disagree }
  }{ $unknown ->
    [0] {""}
   *[other] ; { $unknown } had no period within the bound
  }. The bands are observed, not proven, outside the regime.
landscape-cell-regime = primitive quadratic regime
landscape-cell-gcd = gcd { $gcd }, reduced { $band }
landscape-cell-unknown = a = { $a }, δ = { $delta } ({ $where }): no period within the bound; predicted { $prediction }.
landscape-cell = a = { $a }, δ = { $delta } ({ $where }): period { $period }{ $preperiod ->
    [0] {""}
   *[other] {" "}after { $preperiod }
  } by the mex rule, band formula { $prediction } { $mark }; largest value { $max }; W0 = {"{"}wₙ{"}"}: { $w0 }.
landscape-cell-pending = a = { $a }, δ = { $delta }: not computed yet.
landscape-yes = yes
landscape-no = no
landscape-w0-unknown = not decided within the bound
landscape-wedge = region a < δ < 2a
landscape-key-regime = primitive quadratic
landscape-key-gcd = gcd > 1
landscape-key-linear = linear band
landscape-key-quadratic = quadratic band
landscape-key-agree = band formula = period
landscape-key-differ = differs

## Play against the computer

play-title = Play against the computer
play-heap = Heap
play-heap-label = starting heap
play-first-label = who starts
play-you-start = You start
play-computer-starts = The computer starts
play-hints = show hints
play-new = New game
play-moves-label = your moves
play-choose = Choose a heap and who starts, then press New game.
play-heap-now = Heap: { $heap }
play-heap-hint = Heap: { $heap } (value { $value }{ $value ->
    [0] , a P-position: the player to move loses
   *[other] {""}
  })
play-take = Take { $take }
play-take-hint = Take { $take } → { $to }, value { $value }
play-log-you = You: { $from } − { $take } = { $to } ({ $value ->
    [0] a P-position
   *[other] value { $value }
  })
play-log-computer = Computer: { $from } − { $take } = { $to } ({ $value ->
    [0] a P-position
   *[other] value { $value }
  })
play-none = none
play-you-lose = You cannot move from { $heap }: every move is larger than the heap. The computer wins.
play-you-win = The computer cannot move from { $heap }. You win!
play-why = P-positions reached: by you, { $you }; by the computer, { $computer }. From a P-position every move leads to a heap of nonzero value, and from such a heap there is always a move back to a P-position, so a player who reaches a P-position can do so again after every reply, and wins.

play-undo = Take back my move
play-thinking = The computer is thinking…
play-log-you-hidden = You: { $from } − { $take } = { $to }
play-log-computer-hidden = Computer: { $from } − { $take } = { $to }

## The guided tour

tour-label = Guided tour
tour-back = ← Back
tour-next = Next →
tour-close = Close the tour
tour-return = Back to the tour, step { $n }
tour-step-title = { $n }. { $title }
tour-step-count = step { $n } of { $total }

tour-finish = Finish the tour

## Formulas as screen readers say them (the formulas themselves are the same in every language)

formula-set = S equals the set a, b, a plus b
formula-mex = g of x equals the mex of g of x minus s, over moves s at most x
formula-w = w sub n equals n plus a times floor of n over a plus b times floor of n over delta
formula-classes = W1 equals W0 plus a; W2 equals W0 minus b; W3 equals W0 minus delta, without W0
formula-gap = g sub n equals 1, plus a if a divides n plus 1, plus b if delta divides n plus 1
formula-windows = size of C equals a times d
formula-residue = c of r equals min of r and d, minus max of 0 and r minus a
formula-period = P equals a times (3 delta plus a)

## The mex stepper

stepper-cells = values computed so far
stepper-play = Run
stepper-pause = Pause
stepper-play-label = run: a heap every second
stepper-back = ◀ Previous heap
stepper-back-label = one heap back
stepper-forward = Next heap ▶
stepper-forward-label = one heap forward
stepper-move = −{ $move } leaves heap { $to } (value { $value })
stepper-heap = Heap { $heap }: { $moves }; { $mex }.
stepper-heap-none = Heap { $heap }: no move is possible (every move is larger than the heap); { $mex }.

stepper-end = The stepper stops at heap { $last }: for larger heaps, point at them on the number line or use Go to heap.
stepper-paused = Stopped at heap { $heap }; Next heap goes on, heap by heap, up to { $last }.

## Column headers of the CSV export

csv-heap = heap
csv-value = value
csv-row = row
csv-column = column
csv-from = from
csv-to = to
csv-count-0 = heaps of value 0
csv-count-1 = heaps of value 1
csv-count-2 = heaps of value 2
csv-count-3 = heaps of value 3
csv-key = key
csv-quantity = quantity
csv-closed-form = closed form
csv-closed-form-value = closed form value
csv-counted = counted
csv-agrees = agrees
csv-region = region
csv-index = index
csv-length = length
csv-type = type
csv-lower = lower end
csv-upper = upper end
csv-gap-run = gap run
csv-residue = residue

## Practice

view-practice = Practice
caption-practice = Practice: the number line around the exercise. When the exercise asks for a value, the colours stay hidden until you find the answer or ask to see it.
practice-title = Practice
practice-kinds = kinds of exercise
practice-kind-value = Predict a value
practice-kind-next = Next P-position
practice-kind-class = Name the class
practice-kind-windows = Count windows
practice-kind-region = Residue region
practice-check = Check
practice-hint = Hint
practice-next = Next exercise
practice-choose = your answer
practice-your-answer = your answer
practice-pick = Choose an answer first.
practice-right = Right.
practice-wrong = Not quite.
practice-value = What is the { TERM("nim-value", text: "nim-value") } of heap { $heap }? Its colour is hidden on the number line.
practice-value-shown = What is the { TERM("nim-value", text: "nim-value") } of heap { $heap }? Its colour is on the number line now.
practice-next-q = Which heap is the first { TERM("p-position", text: "P-position") } after heap { $heap }?
practice-next-label = the next P-position
practice-class = Which class is heap { $heap } in, and which P-position puts it there?
practice-witness = the P-position:
practice-class-0 = W0 = {"{"}wₙ{"}"}: a P-position
practice-class-1 = W1 = W0 + a: a = { $a } above a P-position
practice-class-2 = W2 = W0 − b: b = { $b } below a P-position
practice-class-3 = W3, the rest: δ below a P-position, not one itself
practice-class-name-0 = W0
practice-class-name-1 = W1 (W0 + a)
practice-class-name-2 = W2 (W0 − b)
practice-class-name-3 = W3 (the rest)
practice-windows = How many { TERM("collision-window", text: "collision windows") } (pairs of P-positions δ = { $delta } apart) have their lower end in heaps { $lo } to { $last }?
practice-windows-label = the number of windows
practice-region = The gap gₙ at n = { $n } is an (a+1)-gap (n + 1 is a multiple of a = { $a } but not of δ). Which { TERM("residue", text: "residue region") } is it in?
practice-move = −{ $move } leaves heap { $to } (value { $value })
practice-value-why = Heap { $heap }: { $moves }; { $mex }, so its value is { $value }.
practice-value-why-none = Heap { $heap }: no move is possible, so { $mex }: its value is { $value }.
practice-next-why = Heap { $next } is the next P-position: it has value 0, and none of heaps { $after } to { $before } does.
practice-next-why-adjacent = Heap { $next } is the next P-position: it has value 0, and it is the heap right after { $heap }.
practice-next-why-one = Heap { $next } is the next P-position: it has value 0, and heap { $after }, the only heap in between, does not.
practice-windows-why = { $count ->
    [one] { $count } window starts
   *[other] { $count } windows start
  } in heaps { $lo } to { $last }: { $pairs } (each a pair of P-positions δ = { $delta } apart).
practice-windows-why-none = No window starts in heaps { $lo } to { $last }: no P-position there has another δ = { $delta } above it.
practice-region-left = Residue r = q·a mod δ with q = { $q }: r = { $r }, and r < d = { $d }, so the gap is left-restricted: c(r) = r = { $c } { $c ->
    [one] window passes
   *[other] windows pass
  } through it; just before it there { $L ->
    [one] is { $L } gap
   *[other] are { $L } gaps
  } of length 1 in a row, and just after it { $R }.
practice-region-unrestricted = Residue r = q·a mod δ with q = { $q }: r = { $r }, and d = { $d } ≤ r ≤ a = { $a }, so the gap is unrestricted: c(r) = d = { $c } { $c ->
    [one] window passes
   *[other] windows pass
  } through it; just before it there { $L ->
    [one] is { $L } gap
   *[other] are { $L } gaps
  } of length 1 in a row, and just after it { $R }.
practice-region-right = Residue r = q·a mod δ with q = { $q }: r = { $r }, and r > a = { $a }, so the gap is right-restricted: c(r) = δ − r = { $c } { $c ->
    [one] window passes
   *[other] windows pass
  } through it; just before it there { $L ->
    [one] is { $L } gap
   *[other] are { $L } gaps
  } of length 1 in a row, and just after it { $R }.

## Continue where you left off

resume-title = Continue where you left off
resume-tour = The tour, at step { $n }
resume-practice = Practice: a = { $a }, δ = { $delta }, { $kind } ({ $streak } solved in a row)
resume-play = Your game: a = { $a }, δ = { $delta }, from heap { $heap }
resume-reset = Forget my progress

## The glossary (every term in a text opens its definition)

glossary-title = Glossary
glossary-open = Glossary
glossary-open-title = the terms of the explorer, each with its definition
glossary-more = More in the glossary
glossary-close = Close
glossary-nim-value-term = nim-value
glossary-nim-value = A number for every heap: the least whole number that is not the value of any heap one move away (the mex of the values its moves reach). 0 means the player to move loses; with three moves it is 0, 1, 2 or 3.
glossary-p-position-term = P-position
glossary-p-position = A heap of value 0: the player to move loses if the other plays well. Every move from it leads to a heap of nonzero value, and from every such heap some move leads back to a P-position.
glossary-mex-term = mex
glossary-mex = The minimum excluded value: the least whole number not in a set, so mex {"{"}0, 1, 3{"}"} = 2. The mex rule gives each heap the mex of the values its moves reach.
glossary-regime-term = primitive quadratic regime
glossary-regime = The games with a < δ < 2a and gcd(a, δ) = 1 (δ = b − a). There Theorem 1 proves the closed form wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ and the four classes W0 … W3; outside it the explorer computes every value by the mex rule.
glossary-band-term = band
glossary-band = Outside the regime, brute force finds smallest periods that follow bands of δ (for gcd(a, δ) = 1; for gcd g > 1 the period is g times that of a/g, δ/g): linear bands 2j·a ≤ δ ≤ (2j+1)·a (j = 0, 1, 2, …) with period (2j+3)·a + δ, and quadratic bands (2j+1)·a < δ < (2j+2)·a with period a(3δ − (2j−1)·a). Observed, not proven.
glossary-heap-period-term = heap period
glossary-heap-period = The smallest length P after which the values repeat, g(x + P) = g(x) for every heap x past the preperiod (which is 0 in every game observed). In the regime P = a(3δ + a), and each period holds aδ P-positions (the index period).
glossary-gap-term = gap
glossary-gap = The distance gₙ = wₙ₊₁ − wₙ between one P-position and the next: in the regime 1, a+1, b+1 or a+b+1, as neither a nor δ, only a, only δ, or both divide n + 1.
glossary-collision-window-term = collision window
glossary-collision-window = A pair of P-positions δ apart, wₙ − wₘ = δ: the gaps from wₘ to wₙ add up to δ. In the regime Theorem 7 counts a·d of them per heap period (d = δ − a), and each holds exactly one (a+1)-gap.
glossary-residue-term = residue
glossary-residue = The residue of an (a+1)-gap at index n (a divides n + 1 and δ does not), with n + 1 = q·a, is r = q·a mod δ (1 ≤ r ≤ δ − 1). It gives the number of collision windows through the gap, c(r) = min(r, d) − max(0, r − a), and its region: left-restricted (r < d), unrestricted (d ≤ r ≤ a) or right-restricted (r > a).
glossary-q-term = q
glossary-q = For an (a+1)-gap at index n: q = (n + 1)/a, so that n + 1 = q·a (δ does not divide q).
glossary-l-term = L
glossary-l = The number of gaps of length 1 just before an (a+1)-gap of residue r: L = min(a, r) − 1.
glossary-r-term = R
glossary-r = The number of gaps of length 1 just after an (a+1)-gap of residue r: R = min(a, δ − r) − 1.

## What each view shows (a short introduction above the picture)

intro-title = What you see
intro-grid = Every heap is a cell, coloured by its { TERM("nim-value", text: "nim-value") }, in rows as long as the row width (one { TERM("heap-period", text: "heap period") } unless you set another). With rows of one period, each column keeps one colour all the way down.
intro-strip = Heaps from left to right, coloured by { TERM("nim-value", text: "nim-value") }, with one lane below for each value: the { TERM("p-position", text: "P-positions") } are the heaps of value 0.
intro-gaps = Under the number line, each { TERM("gap", text: "gap") } between consecutive P-positions is a bar, coloured and sized by its type (1, a+1, b+1, a+b+1), with its index n below it.
intro-collisions = Arcs join the pairs of P-positions δ apart, the { TERM("collision-window", text: "collision windows") }; below them, each P-position moved δ down is marked by where it lands: in W0 (a window) or in W3.
intro-residues = Each (a+1)-gap has a { TERM("residue", text: "residue") } r; the trapezoid shows for each r how many collision windows pass through its gaps, c(r), over the three regions. Point at a bar for { TERM("q", text: "q") }, { TERM("L", text: "L") } and { TERM("R", text: "R") }; pick one to see its gaps below.
intro-ledger = Each count per { TERM("heap-period", text: "heap period") }, twice: from the closed form and by the { TERM("mex", text: "mex rule") } (counted in the background), and whether the two agree.
intro-play = Take turns with the computer; whoever cannot move loses. Without hints the values stay hidden until the end: try to reach the { TERM("p-position", text: "P-positions") } yourself.
intro-practice = Exercises for the game on show, checked by the explorer, with hints when you want them, another try after a wrong answer, and the answer explained once you find it or ask to see it.
intro-landscape = Each game (a, δ) up to the chosen limits is one cell, computed by the mex rule: its smallest period, its regime, or whether the { TERM("band", text: "band formulas") } agree. The lines δ = a, 2a, 3a, … and the region a < δ < 2a of the { TERM("regime", text: "regime") } are drawn over it.

## Why? (the classes of Theorem 1 and Theorem 7, walked through)

why-button = why?
why-button-label = Why do the heaps of { $cls } have this value?
why-theorem-7 = why a·d?
why-another = Another example
why-class-title = Why is heap { $heap } in { $cls }?
why-w0 = { $heap } is in W0 = {"{"}wₙ{"}"}, a P-position of the closed form.
why-w1 = { $heap } = { $w } + a: it is a = { $a } above the P-position { $w } (W1 = W0 + a).
why-w2 = { $heap } = { $w } − b: it is b = { $b } below the P-position { $w } (W2 = W0 − b).
why-w3 = { $heap } = { $w } − δ: it is δ = { $delta } below the P-position { $w }, and not a P-position itself (W3 = (W0 − δ) ∖ W0).
why-move = −{ $move } leaves heap { $to } (value { $value }, in { $cls })
why-moves = Its moves: { $moves }.
why-mex-0 = No move reaches another P-position (no two heaps of W0 differ by a, b or a+b), so { $mex }: the player to move loses.
why-mex-1 = A move reaches value 0, and none reaches value 1 (no two heaps of W1 differ by a move), so { $mex }.
why-mex-2 = Moves reach values 0 and 1, and none reaches value 2 (Theorem 1), so { $mex }.
why-mex-3 = Moves reach values 0, 1 and 2 (Theorem 1), so { $mex }.
why-windows-title = Why a·d windows? The window from { $lower } to { $upper }
why-windows-run = Its gaps are { $gaps } = δ = { $delta }: one (a+1)-gap (a + 1 = { $a1 }) and { $ones } { $ones ->
    [one] gap
   *[other] gaps
  } of length 1, as in every collision window.
why-windows-residue = That (a+1)-gap has residue r = { $r }; each (a+1)-gap of residue r lies in c(r) = min(r, d) − max(0, r − a) = { $c } { $c ->
    [one] window
   *[other] windows
  } (d = { $d }, a = { $a }).
why-windows-sum = Each residue r = 1 … δ − 1 has one (a+1)-gap per index period, so a heap period holds Σ c(r) = a·d = { $a }·{ $d } = { $windows } { $windows ->
    [one] window
   *[other] windows
  }: Theorem 7.

## Exports (standalone pictures, landscape and play data)

export-title = ASG Explorer: S = { SET($a, $b, $ab) }, a = { $a }, δ = { $delta } · { $view }
export-title-landscape = ASG Explorer: { $view }, a ≤ { $amax }, δ ≤ { $dmax }
export-nothing = There is no picture on show to export.
export-csv-regime = regime
export-csv-band = band j
export-csv-gcd = gcd
export-csv-preperiod = preperiod
export-csv-period = period
export-csv-max-value = largest value
export-csv-prediction = band formula’s prediction
export-csv-move = move number
export-csv-player = player
export-csv-from-heap = from heap
export-csv-taken = taken
export-csv-to-heap = to heap

## The course: the tour's steps, hints in levels, what was wrong, the worked numbers, the review of a game

glossary-subtraction-set-term = S
glossary-subtraction-set = The subtraction set S = {"{"}a, b, a + b{"}"}: the numbers of counters a move may take from the heap. With δ = b − a it is S = {"{"}a, a + δ, 2a + δ{"}"}.
glossary-delta-term = δ
glossary-delta = δ = b − a, how much larger the second move is than the first. Together with a it fixes the game; the primitive quadratic regime is a < δ < 2a with gcd(a, δ) = 1.
glossary-d-term = d
glossary-d = d = δ − a. In the primitive quadratic regime 0 < d < a: a heap period holds a·d collision windows (Theorem 7), and d and a are where the residue regions meet (r < d, d ≤ r ≤ a, r > a).
glossary-class-term = class (W0–W3)
glossary-class = The heaps of one nim-value: W0 (value 0, the P-positions), W1, W2 and W3 (values 1, 2 and 3). In the regime Theorem 1 builds them from W0 = {"{"}wₙ{"}"}: W1 = W0 + a, W2 = W0 − b, and W3 is the rest, each δ below a P-position.
glossary-closed-form-term = wₙ
glossary-closed-form = The closed form wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ for n = 0, 1, 2, … (⌊x⌋ is x rounded down): in the primitive quadratic regime these are exactly the P-positions (Theorem 1).
glossary-index-period-term = index period
glossary-index-period = How many P-positions one heap period holds: aδ in the regime, where the gaps repeat after aδ indices and w(n + aδ) = w(n) + a(3δ + a).
resume-tour-done = The tour (finished): take it again
resume-later = Not now
export-hidden = While an exercise waits for your answer its values are hidden, so there are no numbers to save: save them once you find the answer or ask to see it.
why-hidden = While an exercise waits for your answer (or you play without hints), “why?” would show values: it works again once you find the answer or ask to see it, or at the end of the game.
practice-value-outside = What is the { TERM("nim-value", text: "nim-value") } of heap { $heap }? The values from heap { $from } on are hidden; those before it are on the number line, so the { TERM("mex", text: "mex rule") } takes only a few steps.
practice-next-outside = Which heap is the first { TERM("p-position", text: "P-position") } after heap { $heap }? The values after it are hidden: work them out by the { TERM("mex", text: "mex rule") }.
practice-hint-more = More help
practice-hint-worked = Show the worked numbers
practice-right-helped = Right, with the worked numbers: they give the answer away, so this one counts as tried, not solved. The next one is yours.
practice-mastery = { $kind } in this game: { $streak } solved in a row; { $solved } of { $tried } solved.
practice-untried = Not tried yet here: { $kinds }.
hint-class-1 = The value comes from the heap’s { TERM("class", text: "class") }: is heap { $heap } a P-position (W0), a = { $a } above one (W1), b = { $b } below one (W2), or none of these (W3, δ = { $delta } below one)? The first that holds, in this order, is its class.
hint-class-2 = To test a heap x, find n with wₙ ≤ x < wₙ₊₁ from the { TERM("closed-form", text: "formula") } wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋: a heap period of { $period } { $period ->
    [one] heap
   *[other] heaps
  } holds { $ip } { $ip ->
    [one] P-position
   *[other] P-positions
  }, so n is about x · { $ip } / { $period }. x is a P-position exactly when x = wₙ. Test the heap itself, then the heap minus a, then the heap plus b.
hint-mex-1 = Its value is the { TERM("mex", text: "mex") } of the values its moves reach: the least value none of them has.
hint-value-mex-2 = Its moves reach heaps { $moves }. The values before heap { $from } are on the number line; heap { $from } is one you work out, so find its value first, from its own moves.
hint-next-1 = The P-positions are the { TERM("closed-form", text: "wₙ") }: which term comes first after heap { $heap }?
hint-next-2 = Find n with wₙ ≤ { $heap } < wₙ₊₁ (a heap period of { $period } { $period ->
    [one] heap
   *[other] heaps
  } holds { $ip } { $ip ->
    [one] P-position
   *[other] P-positions
  }, so n is about { $heap } · { $ip } / { $period }): the answer is wₙ₊₁.
hint-next-mex-1 = Work out the values after heap { $heap } one at a time, by the { TERM("mex", text: "mex rule") }: the first heap of value 0 is the answer.
hint-next-mex-2 = Heap { $after } comes first: its moves reach heaps { $moves }, whose values are on the number line. A heap is a P-position when none of its moves reaches value 0.
hint-windows-1 = A { TERM("collision-window", text: "collision window") } is a pair of P-positions δ = { $delta } apart. Count the P-positions from { $lo } to { $last } that have another P-position δ above them.
hint-windows-2 = Find the P-positions in heaps { $lo } to { $last }: the heaps of value 0 on the number line. Add δ = { $delta } to each and check whether the result is a P-position: each one that is starts a window.
work-windows-ps = { $count ->
    [0] No P-position lies in heaps { $lo } to { $last }.
    [one] The only P-position in heaps { $lo } to { $last } is { $ps }.
   *[other] The P-positions in heaps { $lo } to { $last } are { $ps }.
  }
hint-region-1 = The region depends only on the gap’s { TERM("residue", text: "residue") } r, compared with { TERM("d", text: "d") } = { $d } and a = { $a }.
hint-region-2 = Write n + 1 = q·a (a = { $a }); the residue is r = q·a mod δ (δ = { $delta }): left-restricted when r < d, unrestricted when d ≤ r ≤ a, right-restricted when r > a.
work-heap = Heap { $heap }
work-minus-a = { $heap } − a = { $c }
work-plus-b = { $heap } + b = { $c }
work-plus-delta = { $heap } + δ = { $c }
work-term = w{ $sub } = { $n } + { $a }·{ $fa } + { $b }·{ $fd } = { $w }
work-test-holds = { $what }: { $term }, a P-position.
work-test-fails = { $what }: { $term } and { $next }, so { $c } lies between two P-positions and is not one.
work-test-none = { $heap } − a is below 0: there is no such heap.
work-value = So heap { $heap } is in W{ $value }: its value is { $value }.
work-next = { $below } ≤ { $heap }, and { $above } > { $heap }: the next P-position is { $next }.
work-mex = Heap { $heap }: { $moves }; { $mex }.
work-mex-none = Heap { $heap }: no move is possible; { $mex }.
work-window-yes = { $p } + δ = { $q }: a P-position, so { $p } starts a window.
work-window-no = { $p } + δ = { $q }: not a P-position.
work-region = n + 1 = { $n1 } = { $q }·{ $a }, and { $n1 } mod { $delta } = { $r }: the residue is r = { $r }.
work-region-left = r = { $r } < d = { $d }: left-restricted.
work-region-unrestricted = d = { $d } ≤ r = { $r } ≤ a = { $a }: unrestricted.
work-region-right = r = { $r } > a = { $a }: right-restricted.
wrong-class-not-p = You said { $said }: that needs { $c } to be a P-position, and it is not.
wrong-class-negative = You said { $said }: that needs { $heap } − a to be a P-position, and it is below 0.
wrong-class-earlier = You said { $said }, and { $c } is indeed a P-position, but an earlier test holds too: { $held } is a P-position. The tests go in order and the first that holds gives the class, so heap { $heap } is in W{ $value }.
wrong-mex-reached = You said { $said }, but taking { $take } leaves heap { $to }, of value { $said }: a value one of its moves reaches cannot be its own.
wrong-mex-smaller = You said { $said }, but no move reaches value { $value }, which is smaller: the mex is { $value }.
wrong-next-before = Heap { $said } is not after heap { $heap }.
wrong-next-not-p = Heap { $said } is not a P-position: one of its moves reaches a P-position.
wrong-next-later = Heap { $answer } comes before { $said } and is a P-position: it is the first after heap { $heap }.
wrong-witness = The class is right, but the P-position that puts heap { $heap } in W{ $value } is { $expected }, not { $said }.
wrong-windows-count = You counted { $said }, but { $count ->
    [0] no window starts
    [one] { $count } window starts
   *[other] { $count } windows start
  } in these heaps.
wrong-windows-near = The pair { $lower } → { $upper } does not count: its upper end, { $upper }, lies in heaps { $lo } to { $last }, but a window counts where it starts, and its lower end, { $lower }, comes before heap { $lo }.
wrong-region = That region needs { $needs }, but here r = { $r }.
region-needs-left = r < d = { $d }
region-needs-unrestricted = d = { $d } ≤ r ≤ a = { $a }
region-needs-right = r > a = { $a }
review-line-better = { $line }: taking { $better } would have reached the P-position { $betterTo }.
review-line-none = { $line }: { $from } is a P-position, so no move from it reaches another.
tour-switched-regime = This step is about games in the { TERM("regime", text: "primitive quadratic regime") }, so the tour shows a = { $a }, δ = { $delta } for now. Your game, a = { $ownA }, δ = { $ownDelta }, comes back when a step is about any game, or when you close the tour.
tour-switched-outside = This step is about a game outside the regime, so the tour shows a = { $a }, δ = { $delta } for now. Your game, a = { $ownA }, δ = { $ownDelta }, comes back when a step is about any game, or when you close the tour.
tour-switched-back = Back to your game: a = { $a }, δ = { $delta }.
tour-needs-regime = This step is about games in the { TERM("regime", text: "primitive quadratic regime") }, and a = { $a }, δ = { $delta } is outside it: the step’s text would not be true for this game.
tour-needs-outside = This step is about games outside the regime, and a = { $a }, δ = { $delta } is inside it.
tour-show-game = Show a = { $a }, δ = { $delta }
tour-show-me = Show me
tour-game-title = The game
tour-game-rules = A heap of counters; two players take turns removing a, b or a+b of them (here { $a }, { $b } or { $ab }). Whoever cannot move loses.
tour-game-values = Every heap gets a { TERM("nim-value", text: "nim-value") } 0, 1, 2 or 3, drawn as a colour. Value 0 means the player to move loses (if the opponent plays well): those heaps are the { TERM("p-position", text: "P-positions") }. The heaps of value 0, 1, 2 and 3 form the sets W0, W1, W2 and W3, as the legend names them; steps 3 and 4 explain the formulas it gives for them.
tour-mex-title = The mex rule, heap by heap
tour-mex-rule = The value of a heap is the least value not reached by a move (the { TERM("mex", text: "mex") }). Step through the first heaps: each value comes from the values of the heaps a, b and a+b below it.
tour-mex-hidden = The number line shows the values up to the heap the stepper has reached; the rest are still to be worked out.
tour-closed-title = The closed form
tour-closed-regime = In the { TERM("regime", text: "primitive quadratic regime") }, a < δ < 2a with gcd(a, δ) = 1 (δ = b − a), the P-positions have a formula (Larsson and Manabe, Theorem 1):
tour-closed-example = For a = { $a }, δ = { $delta } the P-positions begin w = { $w }, …, and the one of index n = { $last } is { $previous }. The values after it are hidden on the number line.
tour-closed-predict = Predict the next P-position: what is wₙ for n = { $n }?
tour-closed-label = wₙ for n = { $n }
tour-closed-nudge = Work out ⌊n/a⌋ = ⌊{ $n }/{ $a }⌋ and ⌊n/δ⌋ = ⌊{ $n }/{ $delta }⌋ first, put them into the formula, and try again.
tour-closed-worked = wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ = { $n } + { $a }·{ $fa } + { $b }·{ $fd } = { $w }.
tour-closed-reveal = On the number line heap { $w } now shows value 0: the next P-position. The gap before it is long because ⌊n/δ⌋ has just gone up by one, so the formula adds b; where ⌊n/a⌋ goes up, it adds a.
tour-classes-title = Four colour classes
tour-classes-shifts = The other values are built from shifts of the P-positions, the { TERM("class", text: "classes") } W1, W2 and W3:
tour-classes-grid = The grid wraps at the { TERM("heap-period", text: "heap period") } a(3δ + a) = { $period } (a = { $a }, δ = { $delta }), so every column keeps one colour all the way down.
tour-slide-title = Slide W0 onto the other classes
tour-slide-intro = Move the P-positions W0 by a shift k: each mark ▼ on the number line is a heap w + k, for a P-position w. Slide k and watch the colours under the marks: at which shifts are they all one colour?
tour-slide-label = shift k
tour-slide-down = shift one heap down
tour-slide-up = shift one heap up
tour-slide-jump-a = k = a = { $a }
tour-slide-jump-b = k = −b = −{ $b }
tour-slide-jump-delta = k = −δ = −{ $delta }
tour-slide-jump-zero = k = 0
tour-slide-status = k = { $s }: { $count ->
    [one] { $count } mark
   *[other] { $count } marks
  } in view; { $landed }.
tour-slide-landed = { $count } on value { $value }
tour-slide-none = none in view
tour-slide-at-a = Every mark is on value 1: W0 + a = W1, as Theorem 1 says.
tour-slide-at-b = Every mark (at a heap of 0 or more) is on value 2: W0 − b = W2.
tour-slide-at-delta = The marks land on value 0 or 3. Those on 0 are the lower ends of the { TERM("collision-window", text: "collision windows") }, where W0 − δ meets W0; the rest of W0 − δ is W3.
tour-slide-at-zero = k = 0: the marks are W0 itself, each on value 0.
tour-slide-mixed = The marks land on several colours: this shift is not one of the classes.
tour-proof-title = Why the formula is right
tour-proof-intro = A set of heaps is exactly the { TERM("p-position", text: "P-positions") } when two things hold: no move leads from one of its heaps to another, and from every other heap some move leads into it. (From the set a player can only move off it; the other player can always move back.) The paper proves both for W0 = {"{"}wₙ{"}"} by induction over the heaps. See them on this game:
tour-proof-move = −{ $move } leaves heap { $to } (value { $value })
tour-proof-p = Heap { $heap } is a P-position (wₙ for n = { $n }). Its moves: { $moves }. None reaches value 0: no move leads from one P-position to another.
tour-proof-another-p = Another P-position
tour-proof-q = Heap { $heap } has value { $value }, so it is not a P-position. Which move takes it to one? Choose, then see it on the number line.
tour-proof-choose = the moves from this heap
tour-proof-right = Yes: taking { $take } reaches heap { $to }, a P-position (wₙ for n = { $n }).
tour-proof-wrong = Taking { $take } reaches heap { $to } of value { $value }, not a P-position; taking { $good } reaches { $goodTo }, a P-position (wₙ for n = { $n }).
tour-proof-another-heap = Another heap
tour-proof-end = So whoever moves to a P-position can keep winning: the other player must move off W0, and from there a move leads back. Values 1, 2 and 3 are proved the same way: a heap has value v when its moves reach every smaller value but not v (the mex), and Theorem 1 shows this for the heaps of W1, W2 and W3.
tour-gaps-title = Gaps
tour-gaps-formula = The { TERM("gap", text: "gap") } between consecutive P-positions has one of four lengths:
tour-gaps-bracket = [a ∣ n + 1] is 1 when a divides n + 1 and 0 otherwise; likewise [δ ∣ n + 1]. So the gap after every a-th P-position is a longer, and the gap after every δ-th is b longer (both when n + 1 is a multiple of aδ).
tour-gaps-kinds = Every gap is 1, a + 1 = { $a1 }, b + 1 = { $b1 } or a + b + 1 = { $ab1 } (a = { $a }, b = { $b }). Point at a bar to see its index and type.
tour-windows-title = Collision windows
tour-windows-pairs = Pairs of P-positions δ apart are { TERM("collision-window", text: "collision windows") } (arcs). Theorem 7 counts them: the set C of the windows in one heap period has a·d elements, { TERM("d", text: "d") } = δ − a:
tour-windows-count = Here a·d = { $a }·{ $d } = { $windows } per heap period of { $period }.
tour-windows-w3 = Move each P-position δ down: per heap period a·d of the aδ land in W0 (the windows) and the rest land in W3, so |W3| = aδ − a·d = a² = { $w3 }.
tour-residues-title = The residue trapezoid
tour-residues-count = Each (a+1)-gap, at an index n with a ∣ n + 1 but δ ∤ n + 1 (where both divide n + 1 the gap is a + b + 1), has a { TERM("residue", text: "residue") } r = (n + 1) mod δ, which is q·a mod δ for n + 1 = q·a; the number of windows through it is
tour-residues-regions = With d = { $d } and a = { $a }: left-restricted for r < { $d }, unrestricted for { $d } ≤ r ≤ { $a }, right-restricted for r > { $a }. The trapezoid’s area is a·d = { $windows }. Pick a bar to see its gaps below.
tour-periods-title = The periods
tour-periods-period = Everything repeats with the { TERM("heap-period", text: "heap period") }
tour-periods-counts = Here P = { $period }, with aδ = { $w0 } { $w0 ->
    [one] heap
   *[other] heaps
  } of each value 0, 1 and 2 and a² = { $w3 } of value 3. The Count check view counts them by the mex rule and checks each formula against its count.
tour-outside-title = Outside the regime
tour-outside-none = Here a = { $a }, δ = { $delta }: { $where }. Theorem 1 does not cover this game, so the closed form is not proven here (for some such games it still gives the P-positions): the explorer computes every value by the { TERM("mex", text: "mex rule") } and says so in the badge above the picture: “Outside the regime · mex rule”.
tour-outside-period = The mex rule finds that the values repeat after { $period } { $period ->
    [one] heap
   *[other] heaps
  }.
tour-outside-band-linear = The { TERM("band", text: "band formula") } of this linear band (j = { $j }), (2j + 3)·a + δ, gives { $period }: observed by brute force, not proven.
tour-outside-band-quadratic = The { TERM("band", text: "band formula") } of this quadratic band (j = { $j }), a(3δ − (2j − 1)·a), gives { $period }: observed by brute force, not proven.
tour-outside-band-gcd = Here gcd(a, δ) = { $gcd }: the period is observed to be { $gcd } times that of a/{ $gcd }, δ/{ $gcd }, which gives { $period }. Observed by brute force, not proven.
tour-outside-try = Try the presets outside the regime, and practise the mex rule there.
tour-practice-title = Practice
tour-practice-kinds = Now try it yourself. Each exercise is made for the game on show and checked by the explorer: predict a value, find the next P-position, name a heap’s class, count collision windows, place an (a+1)-gap in its residue region, find C(k) for a shift k. Where the exercise asks for a value, the number line hides its colours until you answer; the hints go from a nudge to the method and then to the worked numbers, and after Check you see what was wrong and can try again; Show me gives the answer, worked out.
tour-practice-saved = The exercises you solve (for each game and kind), the step of the tour you reached and a game you play are kept in this browser (never sent anywhere), so you can continue later.
tour-recap-title = What you have seen
tour-recap-intro = In short:
tour-recap-mex = A heap’s nim-value is the mex of the values its moves reach; value 0 marks the P-positions, where the player to move loses if the opponent plays well.
tour-recap-formula = In the primitive quadratic regime (a < δ < 2a, gcd(a, δ) = 1) the P-positions are wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ (Theorem 1).
tour-recap-classes = Values 1, 2 and 3 come from them: W1 = W0 + a, W2 = W0 − b, and W3 = (W0 − δ) ∖ W0, the rest.
tour-recap-why = They are the P-positions because no move leads from one of them to another, and from every other heap a move leads to one.
tour-recap-windows = A heap period holds a·d collision windows, pairs of P-positions δ apart (Theorem 7), which is why |W3| = aδ − a·d = a².
tour-recap-outside = Outside the regime the explorer computes every value by the mex rule; the band formulas it shows there are observed, not proven.
tour-recap-practise = Practise one kind of exercise (the tour ends here):
## The landscape read from the site's atlas (tiles computed ahead on a Dask cluster)
landscape-zoom = zoom
landscape-zoom-in = Zoom in
landscape-zoom-out = Zoom out
landscape-zoom-all = Whole atlas
landscape-atlas-about = This site’s atlas: a ≤ { $amax }, δ ≤ { $dmax } ({ $games } { $games ->
    [one] game
   *[other] games
  }), in tiles of size { $ta } × { $td } with { $levels } { $levels ->
    [one] level
   *[other] levels
  } of coarser blocks; computed by core { $core }, format { $format }, { $built }. Drag to move, use the wheel or + and − to zoom.
landscape-atlas-built = built { $when } UTC
landscape-atlas-built-unknown = date of building not recorded
landscape-atlas-source = { $level ->
    [0] On show: each game from the atlas ({ $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    } in view)
   *[other] On show: blocks of size { $block } × { $block } from the atlas ({ $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    } in view; zoom in for single games)
  }; computed here: { $here } { $here ->
    [one] game
   *[other] games
  }.
landscape-atlas-done = { $here ->
    [0] The atlas holds every game of this plane: none is computed here.
    [one] The one game the atlas lacks is computed.
   *[other] All { $here } games the atlas lacks are computed.
  }
landscape-atlas-caption = The landscape of a ≤ { $amax }, δ ≤ { $dmax }: { $atlas } { $atlas ->
    [one] game
   *[other] games
  } from this site’s atlas, { $here } computed here by the mex rule. The bands are observed, not proven, outside the regime.
landscape-atlas-refused = The atlas chunk { $file } is damaged or missing (its CRC-32C does not match) and was refused; its games are computed here instead.
landscape-atlas-unreadable = This site’s atlas cannot be read ({ $why }); every game is computed here.
landscape-from-atlas = (from the atlas)
landscape-from-here = (computed here)


## The collision spectrum: C(k) for every shift k, and the torus that explains one k

view-spectrum = Spectrum
intro-spectrum = One bar for each shift k: its height is { TERM("c-of-k", text: "C(k)") }, the number of P-positions x in one { TERM("heap-period", text: "heap period") } for which x + k is a P-position too. Drag, or use the arrow keys, to move along the k axis; zoom with the wheel or + and −. Click a bar (or press Enter) to see its pairs of P-positions k apart, drawn as arcs (at k = δ they are the { TERM("collision-window", text: "collision windows") }); the { TERM("torus", text: "torus") } below explains the height of the bar in focus.
spectrum-label = Collision spectrum: C(k) as bars over the shift k
spectrum-role = bar chart
spectrum-progress-label = progress of the count by the mex rule
spectrum-proven = In the { TERM("regime", text: "regime") }: every C(k) comes from the torus formula, a consequence of Theorem 1 (checked against counting pairs).
spectrum-counting = Outside the { TERM("regime", text: "regime") }: counting every C(k) by the { TERM("mex", text: "mex rule") } …
spectrum-counted = Outside the { TERM("regime", text: "regime") }: every C(k) is counted by the { TERM("mex", text: "mex rule") } over one heap period of { $period }. No formula for C(k) is proven here.
spectrum-mark-move = { $name } = { $k }: 0
spectrum-mark-delta = δ = { $k }: a·d = { $count }
spectrum-mark-middle = C(k) = C(P − k)
spectrum-mark-period = P = { $k }
spectrum-tip-one = k = { $k }: C(k) = { $count }
spectrum-tip-ratio = C(k)/(a·d) = { $ratio }
spectrum-tip-many = k = { $lo } … { $hi }: largest C(k) = { $largest }, sum { $total }
spectrum-focus = k = { $k }: C(k) = { $count }, C(k)/(a·d) = { $ratio }. Per heap period, { $count ->
    [one] { $count } P-position lands
   *[other] { $count } P-positions land
  } on a P-position when shifted by k. { $what ->
    [windows] Enter shows them as collision windows.
   *[pairs] Enter shows these pairs of P-positions k apart as arcs.
  }
spectrum-focus-counted = k = { $k }: C(k) = { $count }. Per heap period, { $count ->
    [one] { $count } P-position lands
   *[other] { $count } P-positions land
  } on a P-position when shifted by k. { $what ->
    [windows] Enter shows them as collision windows.
   *[pairs] Enter shows these pairs of P-positions k apart as arcs.
  }
caption-spectrum = The { TERM("collision-spectrum", text: "collision spectrum") } of S = { SET($a, $b, $ab) } for k = 1 … P = { $period }: C(k) is 0 at k = a, b and a + b (no move leads from one P-position to another), C(δ) = a·d = { $windows } (d = { $d }, Theorem 7), and C(k) = C(P − k). Zoomed out, each pixel column stands for several k: its height is the largest of their C(k), its darker part their mean.
caption-spectrum-counted = The { TERM("collision-spectrum", text: "collision spectrum") } of S = { SET($a, $b, $ab) } (δ = { $delta }) for k = 1 … P = { $period }, counted by the mex rule: C(k) is 0 at k = a, b and a + b, C(k) = C(P − k), and C(P) = { $ppositions }, all the P-positions of a heap period, since every P-position shifted by P lands on one. Zoomed out, each pixel column stands for several k: its height is the largest of their C(k), its darker part their mean.
torus-title-plain = The torus
torus-title = Why C({ $k }) = { $count }: the torus
torus-intro = Each cell is one P-position wₙ of an index period, in row n mod a and column n mod δ: by the Chinese remainder theorem each cell of the a × δ = { $a } × { $delta } grid is exactly one n. A cell is coloured when wₙ + k is a P-position too, in the colour of its { TERM("carries", text: "carries (e₁, e₂)") }. For a { TERM("lag", text: "lag j") }, two lines cut the torus into four rectangles, each labelled with its area.
torus-outside = The torus needs the closed form wₙ of Theorem 1, which is proven only in the primitive quadratic regime. Here the bars are counted by the mex rule instead.
torus-term = { TERM("lag", text: "j") } = { $j }, { TERM("carries", text: "carries") } ({ $e1 }, { $e2 }): wⱼ + { $e1 }·a + { $e2 }·b = { $wj } + { $e1 }·a + { $e2 }·b = { $k }; the rectangle n mod a from { $alo } to { $ahi }, n mod δ from { $dlo } to { $dhi } (upper ends excluded) has area { $area }.
torus-sum = { $sum } = { $count } = C({ $k })
torus-sum-one = { $count } = C({ $k }): one term alone.
torus-none = No lag j reaches k = { $k } with any carries: C({ $k }) = 0.
torus-none-move = No lag j reaches k = { $k }: k is a move, and no move leads from one P-position to another, so C({ $k }) = 0.
torus-label = The torus for k = { $k }, lag j = { $j }: rectangles of carries (0, 0), (1, 0), (0, 1), (1, 1) with areas { $a00 }, { $a10 }, { $a01 }, { $a11 }; C(k) = { $count }.
torus-label-none = The torus for k = { $k }: no cell is coloured, C(k) = { $count }.
torus-theorem-7 = Theorem 7: for k = δ = { $delta } only the lag j = d = { $d } with carries (1, 0) contributes, a rectangle of d·(δ − d) = d·a cells, so C(δ) = a·d = { $count }.
torus-prev-term = Previous j
torus-next-term = Next j
torus-step = term { $i } of { $n }
torus-prev-k = k − 1
torus-next-k = k + 1
torus-open = { $what ->
    [windows] Collision windows at k = { $k }
   *[pairs] Pairs k = { $k } apart
  }
torus-cell-p = n = { $n } (row { $row }, column { $column }): wₙ = { $heap }; wₙ + k = { $to } is a P-position.
torus-cell-not-p = n = { $n } (row { $row }, column { $column }): wₙ = { $heap }; wₙ + k = { $to } is not a P-position.

glossary-collision-spectrum-term = collision spectrum
glossary-collision-spectrum = The function k ↦ C(k) over all shifts k = 1 … P: how many P-positions of a heap period land on a P-position when shifted by k. It is 0 at the moves a, b and a + b, and symmetric (C(k) = C(P − k)); in the regime C(δ) = a·d (Theorem 7), and the values for k = 1 … P − 1 add up to aδ(aδ − 1).
glossary-c-of-k-term = C(k)
glossary-c-of-k = The number of P-positions x in one heap period with x + k a P-position too, that is the number of pairs of P-positions k apart (for k = δ, the collision windows). In the regime it is a sum of rectangle areas on the torus.
glossary-torus-term = torus
glossary-torus = The a × δ grid of residues (n mod a, n mod δ) of the indices n of one index period; as gcd(a, δ) = 1, each cell is exactly one n (Chinese remainder theorem). For a lag j two lines cut it into four rectangles, one for each carry pattern of wₙ₊ⱼ − wₙ. It is called a torus because its rows and columns wrap around at the edges.
glossary-lag-term = lag j
glossary-lag = How many P-positions further on: the lag j takes wₙ to wₙ₊ⱼ (j = 1, 2, …), so every pair of P-positions is a pair wₙ, wₙ₊ⱼ. The difference wₙ₊ⱼ − wₙ depends on n only through the carries; on the torus one lag cuts out four rectangles.
glossary-carries-term = carries (e₁, e₂)
glossary-carries = e₁ = 1 when (n mod a) + (j mod a) ≥ a, and 0 otherwise: then ⌊(n + j)/a⌋ = ⌊n/a⌋ + ⌊j/a⌋ + 1, one more than without the carry, as in written addition. e₂ is the same with δ in place of a. So wₙ₊ⱼ − wₙ = wⱼ + e₁·a + e₂·b.

## The collision spectrum in the tour and in practice

tour-spectrum-title = Every shift k: the collision spectrum
tour-spectrum-every-k = Theorem 7 gives the number of pairs of P-positions δ apart per heap period. The { TERM("collision-spectrum", text: "collision spectrum") } asks the same for every shift k: { TERM("c-of-k", text: "C(k)") } is the number of P-positions x in one heap period for which x + k is a P-position too. Each bar is one k.
tour-spectrum-numbers = Here C(k) = 0 at the moves k = a, b and a + b ({ $m1 }, { $m2 } and { $m3 }), because no move leads from one P-position to another; at k = δ = { $delta } the bar has Theorem 7’s height C(δ) = a·d = { $a }·{ $d } = { $count }; and the spectrum reads the same from both ends of the heap period P = { $period } (its last bar, k = P, is as high as a period has P-positions, since a shift by a whole period takes every P-position to one; its partner would be k = 0, which is not drawn):
formula-spectrum-symmetry = C of k equals C of (P minus k)
tour-spectrum-torus = Why a bar has its height is shown by the { TERM("torus", text: "torus") } below the bars: the a × δ grid of residues, with coloured rectangles whose areas add up to C(k). Pick another k with the buttons k − 1 and k + 1 by the torus (or click the bars and use the arrow keys) and watch the rectangles change. Each line under the torus is one { TERM("lag", text: "lag j") } with its { TERM("carries", text: "carries (e₁, e₂)") }: wⱼ, the P-position of index j, plus e₁·a + e₂·b must give k.
tour-to-torus = Go to the torus ↓
tour-to-legend = Go to the legend ↓
practice-kind-shift = C(k) for a shift k
practice-shift = For the shift k = { $k }: how many P-positions x of one heap period (P = { $period }) have x + k a P-position too? That number is { TERM("c-of-k", text: "C(k)") }.
practice-shift-label = the value of C(k)
practice-shift-term = j = { $j } with carries ({ $e1 }, { $e2 }): area { $area }
practice-shift-why = { $rectangles ->
    [1] On the torus, the one { TERM("lag", text: "lag j") } that reaches k = { $k } cuts out a single rectangle: { $terms }. Its area alone gives C(k) = { $count }.
   *[other] On the torus, the { TERM("lag", text: "lags j") } that reach k = { $k } cut out these rectangles: { $terms }. Together their areas give C(k) = { $count }.
  }
hint-shift-1 = Look for P-positions x with x + { $k } a P-position too, over one heap period (P = { $period }). Two quick checks first: no move leads from one P-position to another, so C(k) = 0 for k = { $a }, { $b } and { $ab }; and C(k) = C(P − k).
hint-shift-2 = Use the { TERM("torus", text: "torus") } (the Spectrum view draws it under the bars): with x = wₙ and x + k = wₙ₊ⱼ, the difference is wₙ₊ⱼ − wₙ = wⱼ + e₁·a + e₂·b, with { TERM("carries", text: "carries") } e₁ and e₂ each 0 or 1. Find the { TERM("lag", text: "lags j") } and carries with wⱼ + e₁·a + e₂·b = { $k }; each solution gives a rectangle of the { $a } × { $delta } torus, and C(k) is the sum of their areas.
wrong-shift-count = You said { $said }, but the rectangles of the torus for k = { $k } add up to C(k) = { $count }.

## A period table that could not be computed: the reason, where its progress was
building-failed = The period table of a = { $a }, δ = { $delta } could not be computed: { $error }

## The residues picture's short labels; play while the values are hidden

region-left-short = left
region-unrestricted-short = middle
region-right-short = right
play-values-hidden = Values are hidden until the game ends. Tick “show hints” to see them now.
# The embed waiting to come into view: what it is, and that it is coming
embed-waiting = The interactive ASG Explorer (additive subtraction games) loads here as you scroll to it.

## Practice: the note over the lanes while the values are hidden
practice-values-hidden = Values are hidden until you find the answer or ask to see it.

## The tour for a game outside the regime: step 1's classes and step 13's kinds of exercise
tour-game-values-outside = Every heap gets a { TERM("nim-value", text: "nim-value") } 0, 1, 2 or 3, drawn as a colour. Value 0 means the player to move loses (if the opponent plays well): those heaps are the { TERM("p-position", text: "P-positions") }. The heaps of value 0, 1, 2 and 3 form the classes W0, W1, W2 and W3. For this game no theorem gives them by a formula, so the legend and the number line show only the values, found by the mex rule.
tour-practice-kinds-outside = Now try it yourself. Each exercise is made for the game on show and checked by the explorer. For this game there are three kinds: predict a value, find the next P-position, count collision windows (the other three rest on Theorem 1 and come only in the regime). Where the exercise asks for a value, the number line hides its colours until you answer; the hints go from a nudge to the method and then to the worked numbers, and after Check you see what was wrong and can try again; Show me gives the answer, worked out.

## Practice: a collision window written as its pair
practice-window-pair = { $lower } → { $upper }

## The proof of Theorem 1 (view=proof): the certificate of the game on show, and the steps of the proof
view-proof = Proof
intro-proof = The { TERM("mex", text: "mex rule") }’s two duties checked for every class of the closed form: a proof for this game, or where it breaks; in the { TERM("regime", text: "regime") }, why it holds for every game.
proof-heading = Why the closed form is right
proof-heading-outside = Is the closed form right for this game?
proof-residue-examples = The first residue of each region:
proof-status-regime = What is proven where. Theorem 1 (Larsson and Manabe) says that the closed form gives every value of every game of the primitive quadratic regime. The table below proves it once more for this game alone, a = { $a }, δ = { $delta }, by a finite check of the mex rule. The steps after it show why it holds for every game of the regime: a proof in this page’s own words, with the paper’s split of the mex rule into two duties, this game’s numbers, and what the table checked of each step.
proof-status-outside = What is proven where. a = { $a }, δ = { $delta } is outside the primitive quadratic regime, so Theorem 1 does not apply to it, and every value this page shows for it comes from the mex rule. The finite check below decides, for this game alone, whether the closed form is its nim sequence all the same.
proof-status-gcd = Here gcd(a, δ) = { $g }: every move is a multiple of { $g }, so the game is { $g } copies of the game a = { $a }, δ = { $delta } side by side (the heaps of each remainder mod { $g }), and that game is in the regime. Theorem 1 for it gives the closed form here too, as the check finds. The values this page shows for the game still come from the mex rule, whose smallest period here is { $period }: P/g, not P.
proof-duties = The { TERM("mex", text: "mex rule") } gives heap x the value c exactly when two duties hold at x: { TERM("anti-collision", text: "anti-collision") }, no move from x reaches a heap of value c; and { TERM("reachability", text: "reachability") }, every value below c is reached by some move. The closed form gives each heap a { TERM("class", text: "class") }: W0 if x is a P-position wₙ, else W1 if x − a is one, else W2 if x + b is one, else W3 if x + δ is one. The table checks both duties for these classes.
proof-bar = Checking the duties
proof-counting = Checking the duties heap by heap… { PERCENT($percent) }
proof-failed = The check could not be made: { $error }
proof-failed-caption = The proof’s check could not be made: { $error }
proof-table-caption = The two duties for the classes of the closed form, on the first { $checked } { $checked ->
    [one] heap
   *[other] heaps
  } (P = a(3δ + a) = { $period }, the period of the classes, and 2a + b = { $from } more)
proof-col-class = Class
proof-col-heaps = Heaps
proof-col-anti = { TERM("anti-collision", text: "Anti-collision") }
proof-col-reach = { TERM("reachability", text: "Reachability") }
proof-row-class = { $cls }
proof-row-partition = Every heap has a class
proof-cell-ok = all { $heaps }
proof-cell-ok-said = holds:
proof-cell-nothing = nothing below 0
proof-cell-fails = heap { $heap }
proof-cell-fails-said = fails first at
proof-holds = Why this proves it. By induction on x: the moves from heap x lead to smaller heaps; if each of them has its class as its value, the two duties make the mex of their values exactly the class of x, so x has its class as its value too. The check is finite because the classes repeat: w(n + aδ) = w(n) + P for every n (here aδ = { $index } and P = { $period }), so from heap 2a + b = { $from } on, a heap and its options look exactly like the heap P higher and its options. Every heap from { $checked } on therefore looks like one a multiple of P lower, from { $from } to { $checked } (not included), which the table has checked. So the closed form is the nim sequence of a = { $a }, δ = { $delta } at every heap: proved.
proof-caption-holds = A proof for a = { $a }, δ = { $delta }: both duties hold for every class on the first { $checked } { $checked ->
    [one] heap
   *[other] heaps
  }, and every heap has a class, so the closed form is this game’s nim sequence.
proof-caption-breaks = a = { $a }, δ = { $delta }: the argument breaks at heap { $heap }, so the closed form is not this game’s nim sequence.
proof-breaks-title = Where the argument breaks: heap { $heap }
proof-check-collides = Heap { $heap } is in class { $cls }, and so is one of its options ({ $options }): a move joins two heaps of one class, so they cannot both have the value the class names.
proof-check-unreached = Heap { $heap } is in class { $cls }, but its options ({ $options }) reach no heap of value { $values }: the mex of its options is smaller than its class.
proof-check-none = Heap { $heap } has no class: none of x, x − a, x + b and x + δ is a P-position of the closed form.
proof-check-holds = Heap { $heap } is in class { $cls }; its options: { $options }. None shares its class, and each smaller value is reached.
proof-option = { $to } in { $cls } (take { $take })
proof-option-none = { $to } in no class (take { $take })
proof-no-options = none (every move is larger than the heap)
proof-mex-there = The mex rule gives g({ $heap }) = { $value }.
proof-breaks-outside = So the closed form is not this game’s nim sequence; every value shown for this game comes from the mex rule.
proof-show-heap = Show heap { $heap } on the number line
proof-steps-title = Why it holds for every game of the regime
proof-steps-intro = Steps 1 to 5 prove Theorem 1 for every game of the primitive quadratic regime (step 5 also gives Theorem 7); step 6 explains c(r). Each uses this game’s numbers, names the rule behind them (a, b, δ, d), and ends with what the table above checked of it. A step’s button puts an example on the number line.
proof-show = Show on the number line
proof-checked-waiting = The table is still being checked.
proof-checked-none = Not checked here: the table could not be made for this game.
proof-checked-ok = Checked above: { $what }.
proof-checked-fails = Not confirmed above: { $what }.
proof-step-gaps-title = 1. Gaps come in four lengths
proof-step-gaps = From wₙ to wₙ₊₁ the formula adds 1; plus a = { $a } when ⌊n/a⌋ grows, that is when a divides n + 1; plus b = { $b } when δ = { $delta } divides n + 1. So every { TERM("gap", text: "gap") } is 1, a + 1 = { $a1 }, b + 1 = { $b1 }, or a + b + 1 = { $ab1 } when both divide n + 1 (aδ = { $index } does).
proof-step-gaps-first = The first gap of each longer kind: { $gaps }.
proof-gap-example = { $length } from heap { $from } to { $to } (n = { $n })
proof-step-gaps-lane = The lane under the number line draws each gap as a bar of its kind ({ $lengths }).
proof-step-moves-title = 2. No move joins two P-positions
proof-step-moves = From wₘ up to wₙ, over j = n − m indices, the formula adds j, plus a for each multiple of a among m + 1, …, n (say A of them), plus b for each multiple of δ (D of them): wₙ − wₘ = j + a·A + b·D. Any j numbers in a row hold ⌊j/a⌋ multiples of a, or one more (likewise for δ). The table tries every A and D that could make a difference of a, b or a + b: each needs a j whose numbers hold another number of multiples, so none fits.
proof-step-moves-a = a: gaps of 1 come in runs of at most a − 1 = { $run } (a multiple of a ends a run), and every other gap is longer than a, so no stretch of gaps adds up to a.
proof-step-moves-b = b: a gap of b + 1 alone is longer than b, so the stretch holds no multiple of δ and has fewer than δ indices; then a + δ = j + a·A with j < δ needs A ≥ 2 (with A ≤ 1, j would be δ or more), but two multiples of a need at least a + 1 indices, and j + 2a ≥ 3a + 1 > a + δ since δ < 2a.
proof-step-moves-ab = a + b: with one multiple of δ the rest is j + a·A = a, so A = 0 and j = a, but a numbers in a row always hold a multiple of a; with none, 2a + δ = j + a·A with j < δ needs A ≥ 2: A = 2 leaves j = δ, and A ≥ 3 needs j ≥ 2a + 1 > δ. Neither fits.
proof-step-moves-classes = So no heap has an option in its own class: each class is part of W0 moved by a fixed amount (W1 by + a, W2 by − b, W3 by − δ), and moving a set keeps the differences inside it. That is { TERM("anti-collision", text: "anti-collision") } for all four classes. It also keeps the classes apart: a heap in two of W0, W1 and W2, or in W3 and W1 or W2, would make two P-positions a, b or a + b apart; and W3 leaves out the heaps of W0 by its definition.
proof-what-anti = anti-collision holds for W0, W1, W2 and W3
proof-show-p = Show P-position { $heap } and its options
proof-differences-caption = Every way to make a difference of { $s } from j indices, A multiples of a and D of δ
proof-diff-s = Difference
proof-diff-a = A
proof-diff-d = D
proof-diff-j = j
proof-diff-holds-a = j numbers hold (of a)
proof-diff-holds-d = j numbers hold (of δ)
proof-diff-fits = Fits?
proof-holds-range = { $lo } or { $hi }
proof-differences-note = A row fits only when A is a number of multiples of a that j numbers in a row can hold, and D one of δ; what does not fit is marked.
proof-reach-example = For example, the first W2 row: there w(n) − w(n − { $lag }) = { $wj } + { $a } = { $sum }. As x = w(n) − { $b }, the option x − { $take0 } is w(n) − { $sum } = w(n − { $lag }), a P-position (value 0), and x − { $take1 } is w(n − { $lag }) + { $a }, in W1 (value 1).
proof-residue-show = Show the gap of r = { $r } with its L and R
proof-fits = yes
proof-no-fit = no
proof-step-reach-title = 3. Each class reaches the values below it
proof-step-reach = A heap of W1, x = wₙ + a, reaches the P-position wₙ by taking a. For W2 (x = wₙ − b) and W3 (x = wₙ − δ) the options are P-positions a few indices back, moved by 0, + a or − b. The counting of step 2, read back from n, gives the four differences they need: the j numbers n − j + 1, …, n hold ⌊j/a⌋ multiples of a, and one more exactly when n mod a < j mod a (likewise for δ).
proof-lag = lag j = { $name } = { $lag }: w(n) − w(n − j) = { $wj }{ $ca ->
    [0] {""}
   *[other] , plus a = { $a } when n mod a < { $caBound }
  }{ $cd ->
    [0] {""}
   *[other] , plus b = { $b } when n mod δ < { $cdBound }
  }
proof-cases-caption = The cases, by the cell (n mod a, n mod δ) of the heap’s index n
proof-case-class = Class
proof-case-mod-a = n mod a
proof-case-mod-d = n mod δ
proof-case-options = Options reaching the smaller values
proof-case-per = Per heap period
proof-case-found = Found
proof-case-example = Example
proof-mod-any = any
proof-mod-below = below { $hi }
proof-mod-from = { $lo } or more
proof-witness = x − { $take } in { $cls } (lag { $lag })
proof-case-show = heap { $heap }
proof-step-reach-cells = The cases of a class cover the cells (n mod a, n mod δ) of the { TERM("torus", text: "torus") }: those of W1 and W2 all { $index }, those of W3 all but the { $windows } of the collision windows (step 5), { $w3 } = a². On each cell the differences above make the options named, so each heap reaches every value below its class.
proof-what-reach = reachability holds for W1, W2 and W3, and on one heap period every heap of each case reaches its values through the options named
proof-step-fill-title = 4. Every heap has a class
proof-step-fill = Count the heaps of one heap period, P = { $period }. W0 has one heap for each index, aδ = { $index }, and so have its copies W1 and W2. W3 is W0 − δ without the heaps that are P-positions themselves, the lower ends of the collision windows (a·d = { $windows } of them, step 5), which leaves a² = { $w3 }. By step 2 the four classes share no heap, and 3 · { $index } + { $w3 } = { $period }: together they fill every heap of every period, so every heap has a class.
proof-step-fill-gcd = This is where the proof uses gcd(a, δ) = 1. Steps 3 and 5 count cells of the { $a } × { $delta } torus, one heap for each cell: by the Chinese remainder theorem the { $index } indices of one index period meet each pair of remainders (n mod a, n mod δ) exactly once. The closed form itself does not need it: with gcd(a, δ) = g > 1 the indices meet only the pairs whose remainders agree mod g, g times each, and as d and a are then multiples of g every count above comes out the same (the game is g copies of the game a/g, δ/g). What gcd(a, δ) = 1 gives is that P is the smallest period: for g > 1 the values already repeat after P/g heaps. That is why Theorem 1 names it, and why the page calls such a game outside the regime.
proof-what-partition = every heap has a class
proof-open-torus = The torus of k = δ (Spectrum)
proof-step-window-title = 5. A collision window holds exactly one (a+1)-gap
proof-step-window = Two P-positions δ = { $delta } apart: in the table for a difference of δ one row fits, j = d = { $d } indices with one multiple of a and none of δ. So the window’s gaps are one gap of a + 1 = { $a1 } and { $ones } { $ones ->
    [one] gap
   *[other] gaps
  } of 1. The d indices n − d + 1, …, n hold a multiple of a exactly when n mod a < d, and none of δ exactly when n mod δ ≥ d. That is d · (δ − d) = { $windows } = a·d cells (n mod a, n mod δ) of the torus, each met once per index period (step 4). That is Theorem 7: per heap period, the number of collision windows is a·d = { $windows }.
proof-show-window = Show the window { $lower } → { $upper }
proof-open-ledger = Counted by the mex rule (Count check)
proof-step-residue-title = 6. Where c(r) comes from
proof-step-residue = An (a+1)-gap lies at an index n where a divides n + 1 and δ does not; its { TERM("residue", text: "residue") } is r = (n + 1) mod δ, from 1 to δ − 1. To its left the gaps are 1 back to the last multiple of a (a indices back) or of δ (r back): L = min(a, r) − 1 of them. To its right up to the next multiple of a or of δ (δ − r indices on): R = min(a, δ − r) − 1. A collision window through it takes this gap and { $ones } { $ones ->
    [one] gap
   *[other] gaps
  } of 1, say i on its left and the rest on its right, so i ≤ L and d − 1 − i ≤ R. The i that fit run from max(0, d − 1 − R) to min(L, d − 1), so c(r) = min(L, d − 1) − max(0, d − 1 − R) + 1. As d < a, min(L, d − 1) + 1 = min(r, d); and d − 1 − R = max(d − a, r − a), where d − a < 0, so max(0, d − 1 − R) = max(0, r − a): c(r) = min(r, d) − max(0, r − a).
proof-residue-example = r = { $r }: L = { $L }, R = { $R }, c(r) = { $c }
proof-step-residue-total = Summed over r = 1, …, δ − 1: { $total } = a·d, the windows of step 5, { $windows } per heap period.
proof-open-residues = Every residue (Residues)
tour-proof-more = The Proof view goes all the way: it checks these two duties at every heap of one heap period for the game on show, which proves the closed form for it, and shows step by step why every game of the regime behaves so.
tour-proof-open = Open the proof
why-proof = Why in general: the proof
glossary-proof = Why the closed form is right: the proof, checked for the game on show
tour-why-window = Why each window holds one (a+1)-gap: step 5 of the proof
tour-why-residue = Where c(r) comes from: step 6 of the proof
glossary-anti-collision-term = anti-collision
glossary-anti-collision = A duty of the mex rule: a heap of value c has no move to another heap of value c. For the classes of the closed form it holds because no two P-positions are a, b or a + b apart.
glossary-reachability-term = reachability
glossary-reachability = A duty of the mex rule: a heap of value c has, for each smaller value, a move to a heap of that value. With anti-collision it makes c the mex of the values its moves reach.
## Practice: another try while the answer stays hidden, Show me, and why a late solve counts as tried
practice-show-me = Show me
practice-shown = The answer, worked out:
practice-try-again = Change your answer and check it again, or take a hint. A right answer now counts as tried, not solved; Show me gives the answer.
practice-right-retry = Right this time. Only an exercise whose first answer is right counts as solved, so this one counts as tried; the next one starts afresh.
wrong-class-earlier-hidden = You said { $said }, and { $c } is indeed a P-position, but an earlier test holds too: the tests go in order, and the first that holds gives the class.
wrong-mex-smaller-hidden = You said { $said }, but a smaller value is reached by none of the moves: the mex is the least value no move reaches.
wrong-next-later-hidden = There is a P-position after heap { $heap } that comes before heap { $said }.
wrong-witness-hidden = The class is right, but { $said } is not the P-position that puts heap { $heap } in W{ $value }.
wrong-windows-fewer = You counted { $said }, but fewer windows start in heaps { $lo } to { $last }.
wrong-windows-more = You counted { $said }, but more windows start in heaps { $lo } to { $last }.
wrong-region-hidden = That region needs { $needs }: work out the residue r of this gap and compare.
wrong-shift-fewer = You said { $said }, but C(k) for k = { $k } is smaller.
wrong-shift-more = You said { $said }, but C(k) for k = { $k } is larger.
