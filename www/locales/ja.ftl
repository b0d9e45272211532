# ASG Explorer：ページのすべてのテキストの日本語版。どのカタログ（en, de, zh, ja）も同じ
# メッセージを持ちます。欠けているもの、使われていないもの、英語にない変数を持つものがあると、テストが失敗します。
# 数学（記号、式）はどの言語でも同じです。数は変数として渡され、3 桁ごとにコンマで区切ります（55,651）。
# 数のあとには助数詞（個、組、問、つ）を付けます。集合は SET(…) が書き（数にコンマがあれば要素の間は
# セミコロン）、百分率は PERCENT(…) が書きます。書名は『』で囲みます。

## 言語（それぞれの言語での名称。どのカタログでも同じ）

language-en = English
language-de = Deutsch
language-zh = 中文（简体）
language-ja = 日本語

## エクスプローラーを囲むサイト

site-name = ASG Explorer
site-title = ASG Explorer：加法的引き算ゲーム
site-intro = 2 人のプレイヤーが交互に、石の山 1 つから { $a } 個、{ $b } 個または { $ab } 個を取り除きます。動けなくなった方の負けです。どの山にも、0 から 3 までのいずれかの{ TERM("nim-value", text: "ニム値") }が決まります。{ $a } と { $delta } を選んで、ニム値を見てみましょう。
site-footer = { $regime }（{ $condition }）では、P-ポジションは { $formula } で、値 1, 2, 3 はそれをずらしたものから作られます。この結果は『{ $ww }』（1982 年）で述べられ、U. Larsson と H. Manabe が論文「{ $paper }」（arXiv:2603.10414、定理 1）で証明しました。レジームの外では、ここでの値はすべて mex 規則から求めています。
site-regime = 原始的二次レジーム
math-gcd = gcd
site-licence = ASG Explorer · MIT OR Apache-2.0
site-failed = エクスプローラーを起動できませんでした：{ $error }
# 静的なページ（index.html、embed.html）：説明、タイトル、JavaScript なしの読者に見える文
site-description = 加法的引き算ゲームを探究：ニム値、P-ポジション、Larsson と Manabe の閉じた公式を、ブラウザ上で計算します。
site-noscript = エクスプローラーは WebAssembly を使ってブラウザ上で計算するため、JavaScript が必要です。

## 埋め込みの起動と失敗

embed-failed = ASG Explorer を起動できませんでした：{ $error }
embed-title = ASG Explorer（埋め込み）
region-label = ASG Explorer：a = { $a }, δ = { $delta }、{ $view }
# The embed's attributes: a misspelled or a missing one
embed-unknown-attribute = 属性「{ $name }」はエクスプローラーでは使えません。「{ $nearest }」のことですか？
embed-unknown-attribute-far = 属性「{ $name }」はエクスプローラーでは使えません（使える属性：{ $known }）。
embed-missing-second = a = { $a } には 2 つ目の数が必要です。属性「delta」（δ のこと）または「b」を加えてください。
# The embed among others on a page: its own name, a link past it, a name when it fails
region-label-numbered = ASG Explorer（{ $n }）：a = { $a }, δ = { $delta }、{ $view }
embed-failed-label = ASG Explorer（{ $n }）：起動できませんでした
embed-skip = エクスプローラーを飛ばす
# The page's Content-Security-Policy stopping an embed's start
embed-csp-wasm = このページの Content-Security-Policy では、エクスプローラーが WebAssembly をコンパイルできません（script-src に 'wasm-unsafe-eval' がありません）。許可するには、ページのポリシーに script-src { $site } 'wasm-unsafe-eval' が必要です。
embed-csp-fetch = このページの Content-Security-Policy では、エクスプローラーがファイルを取得できません（connect-src）。許可するには、ページのポリシーに connect-src { $site } が必要です。

## 入力された内容やリンクで指定された内容についてのメッセージ

error-empty = { $name }：整数を入力してください
error-not-whole = { $name }：「{ $text }」は整数ではありません（数字 0–9 のみ）
error-too-large = { $name }：{ $digits } は大きすぎます（最大は 2^64 − 1）
error-too-large-long = { $name }：{ $head }…{ $tail }（{ $count } 桁）は大きすぎます（最大は 2^64 − 1）
error-at-least-one = { $name }：1 以上にしてください
error-not-one-of = { $name }：「{ $text }」は { $choices } のいずれでもありません
error-position = { $name }：「{ $text }」は { $from } 以上 2^64 未満の位置ではありません
error-out-of-range = { $name }：「{ $text }」は範囲外です
error-residue = r：剰余は 1 から δ − 1 = { $top } までです
error-plane = a ≤ { $amax }, δ ≤ { $dmax }：全体図に含められるゲームは 1 〜 1,048,576（2^20）個で、a と δ はどちらも 1 以上です。
error-plane-default = { $problem }a ≤ 40, δ ≤ 320 を表示しています。
error-part = この表示を読み込めませんでした：{ $error }
error-other = { $text }
error-worker = エクスプローラーのワーカーが失敗しました：{ $text }
error-csp-blocked = このページの Content-Security-Policy が、エクスプローラーのワーカーをブロックしています（{ $directive }）。許可するには、ページのポリシーに worker-src blob: { $site }; script-src { $site } 'wasm-unsafe-eval'; connect-src { $site } が必要です。
label-row-width = 行の幅
label-shift = シフト k
label-heap = 山

## コアのエラー（コード別。数はコアから）

core-empty-set = 引き算の集合が空です。少なくとも 1 つの手を指定してください。
core-zero-move = 1 手で少なくとも 1 個は取り除く必要があります（0 は手ではありません）。
core-too-many-moves = { $count } 種類の手が指定されました。対応しているのは最大 { $max } 種類です。
core-a-is-zero = a は 1 以上である必要があります
core-b-not-above-a = b は a より大きい必要があります（指定は a = { $a }, b = { $b }）。言い換えると δ = b − a ≥ 1 です
core-delta-is-zero = δ は 1 以上である必要があります（δ = b − a で、b は a より大きくなければなりません）
core-not-additive = 集合が {"{"}a, b, a+b{"}"} の形ではありません。
core-not-in-regime =
    { $what ->
        [classes] 定理 1 の 4 つのクラス
        [residue-regions] 剰余の領域
        [torus-formula] C(k) のトーラス公式
       *[closed-form] 定理 1 の閉じた公式
    }が証明されているのは原始的二次レジーム（a < δ < 2a, gcd(a, δ) = 1）の中だけです。a = { $a }, δ = { $delta } はその外側です。
core-overflow = このゲームの数は大きすぎて、64 ビットの整数演算では正確に扱えません。
core-window-too-large = 項目が { $requested } 個になり、上限の { $limit } を超えます。範囲を小さくしてください。
core-too-much-memory = メモリ上に約 { $bytes } バイトを保持することになり、上限の { $limit } を超えます。範囲またはゲームを小さくしてください。
core-too-much-work = 約 { $positions } 個の位置を計算することになり、作業量の上限 { $limit } を超えます。範囲またはゲームを小さくしてください。
core-bound-too-large = { $bound } 個の位置というメモリ上限は、上限の { $limit } を超えています。
core-nothing-to-check = 確認するものがありません（山 0 個）。
core-out-of-memory = メモリが足りません（{ $bytes } バイト）。範囲を小さくしてください。
core-interrupted = 計算は完了する前に停止されました。
core-finished = その計算はすでに完了しています。新しく開始してください。
core-period-not-found = 最初の { $bound } 個の位置の中に周期は見つかりませんでした。より長い周期で繰り返している可能性はあります。
core-not-a-period = mex 規則による値が、{ $period } 個の山のあとで繰り返していません。これは定理 1 から導かれる周期です。報告をお願いします。
core-zero-shift = シフト k は 1 以上である必要があります。
core-invalid-number = { $field }：ここでエクスプローラーが受け付けられる数ではありません。
# The glue's own errors between the page and the core (an object used after it was freed, …)
core-object-freed = コアのゲーム・図・ジョブが、解放されたあとで使われました。新しく作り直してください。
core-wrong-object = コアが受け取ったのは、期待しているゲーム・図・ジョブではありません。
core-object-busy = このゲーム・図・ジョブは別の計算でまだ使われています。終わってからもう一度試してください。
core-internal = コアで予期しないエラーが起きました。この表示へのリンクを添えて報告してください。

## 図の代わりに表示する通知

notice-blocked-embed = この埋め込みは、属性でゲームが指定されるまでゲームを表示しません。
notice-blocked-site = 上の欄でゲームが指定されるまで、ゲームは表示されません（アドレスでそのように指定されています）。
notice-stopped = 停止しました：{ $game } の 1 周期分の値の表は計算されていません。欄で Enter を押すと再計算します。

## 表示

view-grid = グリッド
view-strip = 数直線
view-gaps = ギャップ
view-collisions = 衝突
view-residues = 剰余
view-ledger = 個数の検算
view-play = 対戦
view-landscape = 全体図

## ステータス行、凡例、グリッドと数直線のキャプション

building-bar = 1 周期分の値の表の計算の進み具合
building-cancel = キャンセル
building-cancel-label = a = { $a }, δ = { $delta } の計算をキャンセル
building-text = a = { $a }, δ = { $delta } の 1 周期分の値の表を mex 規則でバックグラウンド計算中：{ PERCENT($percent) }
badge-proven = { TERM("regime", text: "原始的二次レジーム") } · 定理 1
badge-outside = { TERM("regime", text: "レジーム") }外 · { TERM("mex", text: "mex 規則") }
summary-proven = { TERM("subtraction-set", text: "S") } = { SET($a, $b, $ab) }, { TERM("delta", text: "δ") } = { $delta }, { TERM("d", text: "d") } = δ − a = { $d }：{ TERM("heap-period", text: "山の周期") } { $period }（{ TERM("index-period", text: "1 周期あたり") } { $ppositions } 個の P-ポジション）。すべての値は、Larsson と Manabe が証明した{ TERM("closed-form", text: "閉じた公式") }から求めています。
summary-outside = { TERM("subtraction-set", text: "S") } = { SET($a, $b, $ab) }, { TERM("delta", text: "δ") } = { $delta }：{ $where }。閉じた公式 wₙ が証明されているのはレジーム内だけです。ここでの値はすべて { TERM("mex", text: "mex 規則") }で計算しています。山の周期 { $period }（1 周期あたり { $ppositions } 個の P-ポジション）{ $band }。
summary-band = 、観察された{ TERM("band", text: "バンド公式") }では { $period }（未証明）
regime-linear = 線形{ TERM("band", text: "バンド") } j = { $j }（観察による・未証明）
regime-quadratic = { $j ->
    [0] a < δ < 2a の範囲内
   *[other] 二次{ TERM("band", text: "バンド") } j = { $j }（観察による・未証明）
  }
regime-gcd = gcd(a, δ) = { $gcd } > 1 なので、ここでは定理 1 を適用できません。約分した a/{ $gcd } = { $a }, δ/{ $gcd } = { $delta } の位置：{ $band }
legend-title = 色：{ TERM("nim-value", text: "ニム値") }
legend-w0 = { TERM("class", text: "W0") } = {"{"}{ TERM("closed-form", text: "wₙ") }{"}"}：{ TERM("p-position", text: "P-ポジション") }（手番のプレイヤーが負ける山）
legend-w1 = { TERM("class", text: "W1") } = W0 + { $a }
legend-w2 = { TERM("class", text: "W2") } = W0 − { $b }（0 以上の山）
legend-w3 = { TERM("class", text: "W3") }：残り。1 周期あたり { $count } 個
legend-value0 = 値 0：{ TERM("p-position", text: "P-ポジション") }（mex 規則による）
legend-value = 値 { $value }
legend-hint = ドラッグで表示を動かし、ホイールまたはピンチでズームします。図の上では、矢印キーでカーソルを移動、Enter で調べる、Shift + 矢印キーで表示を移動、+ と − でズーム、0 で全体表示。
caption-grid = グリッド：行 r は山 r·{ $w } から r·{ $w } + { $last } までを表し、ニム値で色分けしています。{ TERM("heap-period", text: "山の周期") } { $period } ごとに、値 0 の山（P-ポジション）が { $ppositions } 個あります。
caption-grid-period = グリッド：行 r は山 r·{ $w } から r·{ $w } + { $last } までを表し、ニム値で色分けしています。山の周期 { $period } ごとに、値 0 の山（P-ポジション）が { $ppositions } 個あります。各行がちょうど 1 周期なので、各列は上から下まで同じ値です。
caption-play = 対戦：数直線は 0 から開始時の山までを表示し、縦線が今の山を示します。
caption-line = 数直線：山を左から右へ並べて{ TERM("nim-value", text: "ニム値") }で色分けし、その下に値ごとのレーンを 1 本ずつ表示します。山の周期 { $period } ごとに、値 0 の山（P-ポジション）が { $ppositions } 個あります。
canvas-grid = ニム値のグリッド。{ $summary }矢印キーでカーソルを山 1 つ分または 1 行分ずつ動かし、Enter または Space でカーソルの下の山を調べます。Shift + 矢印キーで表示を移動、+ と − でズーム、0 で全体表示。
canvas-line = ニム値の数直線。{ $summary }左右の矢印キーでカーソルを山 1 つ分ずつ、上下の矢印キーで山 10 個分ずつ動かし、Enter または Space でカーソルの下の山を調べます。Shift + 矢印キーで表示を移動、+ と − でズーム、0 で全体表示。
canvas-role = 操作できる図

## プリセット：見る価値のあるゲーム

preset-choose = ゲームを選択…
preset-group-in = レジーム内
preset-group-out = レジーム外
preset-5-7 = a = 5, δ = 7：計算例
preset-5-7-note = S = {"{"}5, 12, 17{"}"}、山の周期 130：『Winning Ways』と論文で使われている例です。
preset-2-3 = a = 2, δ = 3：最小
preset-2-3-note = レジーム内で最小のゲームです。山の周期 22 で、1 周期あたり a·d = 2 個の衝突ウィンドウがあります。
preset-7-12 = a = 7, δ = 12：完全な台形
preset-7-12-note = d = 5 なので、剰余のプロファイルは 1 … 5 と上がり、5 にとどまってから下がります。面積は a·d = 35 です。
preset-101-150 = a = 101, δ = 150：大きなゲーム
preset-101-150-note = 山の周期 55,651。それでも、すべての値を閉じた公式から定数時間で求めます。
preset-5-4 = a = 5, δ = 4：線形バンド
preset-5-4-note = δ < a：閉じた公式は成り立ちません（W0 は {"{"}wₙ{"}"} ではありません）。mex 規則で見つかる周期は 19 = 3a + δ で、線形バンド公式（観察による・未証明）のとおりです。
preset-5-11 = a = 5, δ = 11：線形バンド j = 1
preset-5-11-note = 2a ≤ δ ≤ 3a：mex 規則による周期は 36 = 5a + δ です。閉じた公式は適用できません。
preset-5-16 = a = 5, δ = 16：二次バンド j = 1
preset-5-16-note = 3a < δ < 4a：周期は 215 = a(3δ − a) です。二次バンド公式で、総当たりで観察されていますが未証明です。
preset-6-9 = a = 6, δ = 9：gcd 3
preset-6-9-note = a < δ < 2a ですが gcd(a, δ) = 3 です。W0 = {"{"}wₙ{"}"} は成り立つことが観察されていますが、最小周期は a(3δ + a) = 198 ではなく、66 = 3 · 22（a = 2, δ = 3 の周期）です。

## ページの各部

controls-label = パラメータ
inspector-label = 山を調べる
inspector-title = 詳細
inspector-empty = 山をポイントするかタップすると（または図の上でカーソルを動かして Enter を押すと）、その値、手、値を決める { TERM("mex", text: "mex") } が表示されます。
open-link = ASG Explorer で開く ↗
legend-label = 色

## 操作パネル

field-view = 表示
field-row-width = 行の幅
field-row-width-reset = 1 行を山の周期 1 つ分に
field-row-width-period = 周期
field-shift = シフト k
field-shift-reset = シフト δ に戻す
field-zoom = ズーム
field-presets = プリセット
field-language = 言語
field-second-mode = 2 番目のパラメータ
field-give-delta = δ = b − a を指定
field-give-b = b を指定
zoom-out = 縮小
zoom-in = 拡大
zoom-fit = 全体
zoom-fit-title = 1 周期を表示して先頭に戻る
tour-take = ツアーを見る

field-goto = 山へ移動
field-goto-button = 移動
field-goto-placeholder = 山の番号

## 共有とエクスポート

share-label = 共有とエクスポート
share-link = リンクをコピー
share-link-title = この表示をそのまま開くリンク
share-link-done = リンクをコピーしました。
share-embed = 埋め込みコードをコピー
share-embed-title = ブログ記事に貼り付ける 2 行
share-embed-done = 埋め込みコードをコピーしました。
share-picture = 図のみ
share-picture-title = 操作パネルなしで、図とそのキャプションを埋め込む
share-copy-text = コピーするテキスト
share-copy-by-hand = Ctrl+C（⌘C）を押して、選択したテキストをコピーしてください。
embed-fallback = ASG Explorer：{ $game }
export-label = エクスポート
export-png-title = 図を PNG 画像として
export-svg-title = 図を SVG として
export-csv-title = 表示中の数値を CSV として
export-json-title = 表示中の数値を JSON として
export-saved = { $name } を保存しました。
export-failed = エクスポートできませんでした：{ $error }

## 詳細パネル（ポインタの下の山）

inspect-tip = 山 { $heap } · 値 { $value }
inspect-heap = 山 { $heap } の{ TERM("nim-value", text: "ニム値") }は { $swatch } { $value } です。
inspect-heap-name = 山 { $heap }
inspect-move = 手
inspect-to = 移動先の山
inspect-its-value = その値
inspect-no-move = ここからは動けません。どの手も山より大きいからです。
inspect-p-position = { TERM("p-position", text: "P-ポジション") }です。どの手も値が 0 でない山に移るので、手番のプレイヤーが負けます。
inspect-win = 手で到達できない最小の値は { $value } です。値 0 の山に移る手を選べば勝てます。
inspect-range-tip = 山 { $lo }〜{ $hi } · 0: { $c0 } · 1: { $c1 } · 2: { $c2 } · 3: { $c3 }
inspect-range = { $range }（{ $count } 個の山、1 ピクセル）：
inspect-range-name = 山 { $lo } 〜 { $hi }
inspect-zoom-in = 拡大すると、個々の山とその手が見られます。

inspect-hidden-tip = 山 { $heap } · 値は非表示
inspect-hidden = 山 { $heap }：ヒントなしの対戦中と練習中は、値を隠しています。対局の終わりか、答えがわかったあと（または「答えを見る」のあと）に表示されます。

## 証明の表示：ギャップ、衝突ウィンドウ、剰余

residue-chart-label = 剰余のグラフ
lane-gaps-label = P-ポジション間のギャップ
lane-windows-label = 弧で表した衝突ウィンドウ
gap-legend-label = ギャップの種類
gap-other = その他の長さ
windows-list = 表示中のウィンドウを一覧表示
windows-zoom-in = { $error }拡大すると一覧表示できます。
windows-count = 下端が山 { $lo } 〜 { $hi } にあるウィンドウ：{ $count } 個（シフト { $k }）。
windows-gap-run = ギャップの並び
residue-tip = 剰余 r = { $r }（{ $region }）：n + 1 = q·a, q = { $q } となる (a+1)-ギャップ gₙ。その直前に長さ 1 のギャップが L = { $L } 個、直後に R = { $R } 個あり、c(r) = { $c } 個のウィンドウがこのギャップを通ります
caption-residues-outside = 剰余の領域は原始的二次レジームでのみ定義されます。a = { $a }, δ = { $delta } はその外側です。
caption-gaps-outside = 連続する P-ポジション間の{ TERM("gap", text: "ギャップ") }を mex 規則で求めたものです（ここでは閉じた公式は証明されていません）。棒は長さで色分けされ、長さが 1, a+1, b+1, a+b+1 のいずれでもないときは灰色です。
caption-gaps = 連続する P-ポジション間の{ TERM("gap", text: "ギャップ") } gₙ = wₙ₊₁ − wₙ を種類で色分けしています：1, a+1 = { $a1 }, b+1 = { $b1 }, a+b+1 = { $ab1 }。{ $gaps } 個のギャップからなる添字の周期ごとに、長さ 1 が { $ones } 個、a+1 が { $aGaps } 個、b+1 が { $bGaps } 個、a+b+1 が { $abGaps } 個あります。
caption-collisions = { TERM("heap-period", text: "山の周期") } { $period } ごとに{ TERM("collision-window", text: "衝突ウィンドウ") }が { $windows } 個あります（a·d = { $a }·{ $d }、定理 7）。δ = { $delta } だけ離れた P-ポジションの組を弧で描いています。δ だけずらした P-ポジション W0 − δ のうち W0 に入らないものが、1 周期あたり { $w3 } 個ある W3 の山です（aδ − a·d = a²）。
caption-shift = k = { $k } だけ離れた P-ポジションの組、C(k) = (W0 − k) ∩ W0（その構造は論文で未解決の問題とされています）：山の周期 { $period } ごとに { $count } 組。
caption-windows-ledger = δ = { $k } だけ離れた P-ポジションの組、つまり衝突ウィンドウを弧で描いています（レジームの外では、定理 7 はその数を与えません）。周期が山 { $period } 個分と長すぎるため、ここでは数えられません。「個数の検算」の表示では、mex 規則によりバックグラウンドで周期ごとに数えます。
caption-shift-uncounted = k = { $k } だけ離れた P-ポジションの組、C(k) = (W0 − k) ∩ W0（その構造は論文で未解決の問題とされています）を弧で描いています。周期ごとに数えるのは周期が山 2^22 個分以下のときだけで、この周期は山 { $period } 個分です。
caption-residues = { TERM("residue", text: "剰余") } r の (a+1)-ギャップは c(r) = min(r, d) − max(0, r − a) 個の衝突ウィンドウに含まれます（d = { $d }）。{ $d ->
    [1] 左制限領域の剰余はなく（r < 1）、
   *[other] r < { $d } では左制限領域（c = r）、
  }{ $d } ≤ r ≤ { $a } では無制限領域（c = d）、r > { $a } では右制限領域（c = δ − r）です。台形の面積 a·d = { $a }·{ $d } = { $windows } が、山の周期あたりのウィンドウ数です。棒または (a+1)-ギャップを選ぶと、対応するもう一方も強調表示されます。
caption-residues-chosen = { TERM("residue", text: "剰余") } r の (a+1)-ギャップは c(r) = min(r, d) − max(0, r − a) 個の衝突ウィンドウに含まれます（d = { $d }）。{ $d ->
    [1] 左制限領域の剰余はなく（r < 1）、
   *[other] r < { $d } では左制限領域（c = r）、
  }{ $d } ≤ r ≤ { $a } では無制限領域（c = d）、r > { $a } では右制限領域（c = δ − r）です。台形の面積 a·d = { $a }·{ $d } = { $windows } が、山の周期あたりのウィンドウ数です。剰余 { $r } を下のギャップで強調表示しています。
lane-class = 値 { $value } · W{ $value }
lane-value = 値 { $value }
lane-gap-tip = w{ $n } = { $from } からのギャップ g{ $n } = { $length }（{ $kind }）
lane-gap-residue-tip = w{ $n } = { $from } からのギャップ g{ $n } = { $length }（{ $kind }） · 剰余 r = { $r }
lane-window-tip = ウィンドウ w{ $m } = { $lower } → w{ $n } = { $upper }：ギャップ g{ $m } … g{ $last }
lane-gap-index = ギャップの添字 n
lane-gaps-zoomed-out = 縮小表示：各列は、そこから始まるギャップの種類ごとの割合を示します。拡大すると個々のギャップが見られます。
lane-shifted-theorem = W0 − { $k }：W0 に入る（ウィンドウ）か、W3 に入る
lane-shifted = W0 − { $k }：W0 に入る（組）か、入らない
lane-windows-uncounted = 周期が長すぎるため、ここではピクセルごとにウィンドウを数えられません。拡大すると表示されます。
lane-windows-zoomed-out = 縮小表示：各列に、山あたりのウィンドウ数（正確な数）を示します。拡大すると弧が見られます。
region-left = 左制限領域
region-unrestricted = 無制限領域
region-right = 右制限領域
residue-axis = 剰余 r
residue-area = 面積 Σ c(r) = { $total } = a·d = { $a }·{ $d }

## 個数の検算（閉じた公式による個数を mex 規則で数え直す）

ledger-bar = mex 規則による数え上げの進み具合
ledger-counting = mex 規則でバックグラウンドで数え上げ中… { PERCENT($percent) }
ledger-failed = 数え上げを完了できませんでした：{ $error }
ledger-failed-caption = 個数の検算を完了できませんでした：{ $error }
ledger-index-period = 添字の周期（1 周期あたりの P-ポジション数）
ledger-heap-period = 山の周期
ledger-w0 = |W0|、値 0 の山
ledger-w1 = |W1|、値 1 の山
ledger-w2 = |W2|、値 2 の山
ledger-w3 = |W3|、値 3 の山
ledger-windows = |C|、δ-衝突ウィンドウ
ledger-no-formula = 該当なし
ledger-agrees = 一致
ledger-disagrees = 不一致
ledger-none = 公式なし
ledger-streamed = 周期が探索の上限より長いため、値を表に残さずに 1 周期分を順に計算し、そのあとで値が繰り返すことを確かめました。これより短い周期がないことは、数え上げでは確かめていません。
ledger-outside = 原始的二次レジームの外では、閉じた公式は適用できません（該当なし）。観察されたバンド公式によれば周期は { $period } で、総当たりでは観察されていますが、まだ誰も証明していません。
ledger-preperiod = この列は、{ $preperiod } 個の山からなる前周期のあとで周期的になります。
ledger-caption = 山の周期あたり、a = { $a }, δ = { $delta }
ledger-quantity = 量
ledger-closed-form = 閉じた公式
ledger-counted = 数え上げ（mex 規則）
ledger-agree = 一致？
ledger-summary = 山の周期 { $period } あたり：|W0| = { $w0 }, |W1| = { $w1 }, |W2| = { $w2 }, |W3| = { $w3 }、衝突ウィンドウ { $windows } 個（mex 規則で数え上げ）。{ $verdict }
ledger-verdict-agree = すべての数が閉じた公式と一致します。
ledger-verdict-differ = 閉じた公式と異なる数があります！
ledger-verdict-outside = ここでは閉じた公式は適用されません。

## 全体図

landscape-label = 周期の全体図
landscape-title = 周期の全体図
landscape-amax = a の最大値
landscape-dmax = δ の最大値
landscape-colour = 色：
landscape-colour-by = 色分け
landscape-colour-period = 周期（対数目盛）
landscape-colour-regime = レジーム
landscape-colour-agreement = バンド公式との一致
landscape-compute = 計算
landscape-stop = 停止
landscape-bar = 計算済みのセル
landscape-canvas = 周期の全体図
landscape-stopped = 停止しました：{ $total } 個のゲームのうち { $done } 個を計算済みです。
landscape-computing = mex 規則でバックグラウンド計算中…
landscape-progress = { $done } / { $total } 個のゲーム
landscape-done = { $total ->
    [1] { $total } 個のゲームの計算が完了しました。
   *[other] 全 { $total } 個のゲームの計算が完了しました。
  }
landscape-failed = 全体図を計算できませんでした：{ $error }
landscape-periods = 最小周期は { $lo } 〜 { $hi }
landscape-no-period = 周期は見つかりませんでした
landscape-caption = a ≤ { $amax }, δ ≤ { $dmax } の { $size } 個のゲームを、それぞれ mex 規則で計算：{ $periods }。そのうち { $regime } 個が原始的二次レジームにあります。バンド公式が mex 規則と一致したのは { $agree } 個{ $disagree ->
    [0] {""}
   *[other] 、一致しなかったのは { $disagree } 個
  }{ $unknown ->
    [0] {""}
   *[other] 、上限内に周期が見つからなかったのは { $unknown } 個
  }です。レジームの外のバンドは観察によるもので、証明されていません。
landscape-cell-regime = 原始的二次レジーム
landscape-cell-gcd = gcd { $gcd }、約分後は { $band }
landscape-cell-unknown = a = { $a }, δ = { $delta }（{ $where }）：上限内に周期なし。予測は { $prediction }。
landscape-cell = a = { $a }, δ = { $delta }（{ $where }）：mex 規則による周期 { $period }{ $preperiod ->
    [0] {""}
   *[other] {" "}· 前周期 { $preperiod }
  }、バンド公式 { $prediction } { $mark }。最大値 { $max }。W0 = {"{"}wₙ{"}"}：{ $w0 }。
landscape-cell-pending = a = { $a }, δ = { $delta }：未計算。
landscape-yes = はい
landscape-no = いいえ
landscape-w0-unknown = 上限内では未判定
landscape-wedge = 領域 a < δ < 2a
landscape-key-regime = 原始的二次
landscape-key-gcd = gcd > 1
landscape-key-linear = 線形バンド
landscape-key-quadratic = 二次バンド
landscape-key-agree = バンド公式 = 周期
landscape-key-differ = 不一致

## コンピュータとの対戦

play-title = コンピュータと対戦
play-heap = 山
play-heap-label = 開始時の山
play-first-label = 先手
play-you-start = あなたが先手
play-computer-starts = コンピュータが先手
play-hints = ヒントを表示
play-new = 新しい対局
play-moves-label = あなたの手
play-choose = 山の大きさと先手を選んで、「新しい対局」を押してください。
play-heap-now = 山：{ $heap }
play-heap-hint = 山：{ $heap }（値 { $value }{ $value ->
    [0] 、P-ポジション：手番のプレイヤーが負けます
   *[other] {""}
  }）
play-take = { $take } 個取る
play-take-hint = { $take } 個取る → { $to }、値 { $value }
play-log-you = あなた：{ $from } − { $take } = { $to }（{ $value ->
    [0] P-ポジション
   *[other] 値 { $value }
  }）
play-log-computer = コンピュータ：{ $from } − { $take } = { $to }（{ $value ->
    [0] P-ポジション
   *[other] 値 { $value }
  }）
play-none = なし
play-you-lose = { $heap } からは動けません。どの手も山より大きいからです。コンピュータの勝ちです。
play-you-win = コンピュータは { $heap } から動けません。あなたの勝ちです！
play-why = あなたが P-ポジションにした山：{ $you }、コンピュータが P-ポジションにした山：{ $computer }。P-ポジションからはどの手も値が 0 でない山に移り、そのような山からは必ず P-ポジションに戻す手があります。そのため、P-ポジションを相手に渡した側が勝ちを保ち続けます。

play-undo = 自分の手を取り消す
play-thinking = コンピュータが考えています…
play-log-you-hidden = あなた：{ $from } − { $take } = { $to }
play-log-computer-hidden = コンピュータ：{ $from } − { $take } = { $to }

## ガイドツアー

tour-label = ガイドツアー
tour-back = ← 戻る
tour-next = 次へ →
tour-close = ツアーを閉じる
tour-return = ツアーに戻る（ステップ { $n }）
tour-step-title = { $n }. { $title }
tour-step-count = ステップ { $n } / { $total }

tour-finish = ツアーを終える

## スクリーンリーダーが読み上げる式（式そのものはどの言語でも同じ）

formula-set = S は a、b、a たす b からなる集合
formula-mex = x の g は、x 以下のすべての手 s についての、x ひく s の g の mex に等しい
formula-w = w 添字 n は、n と、a かける「n を a で割った商」と、b かける「n を デルタ で割った商」の和
formula-classes = W1 は W0 たす a、W2 は W0 ひく b、W3 は W0 ひく デルタ から W0 を除いたもの
formula-gap = g 添字 n は 1 に、a が n たす 1 を割り切るとき a を、デルタ が n たす 1 を割り切るとき b を加えたもの
formula-windows = C の要素数は a かける d
formula-residue = c(r) は、r と d の小さい方から、0 と r ひく a の大きい方を引いたもの
formula-period = P は a かける、3 デルタ たす a

## mex ステッパー

stepper-cells = これまでに計算した値
stepper-play = 自動で進める
stepper-pause = 一時停止
stepper-play-label = 自動で進める：1 秒ごとに次の山へ
stepper-back = ◀ 前の山
stepper-back-label = 1 つ前の山
stepper-forward = 次の山 ▶
stepper-forward-label = 1 つ次の山
stepper-move = −{ $move } で値 { $value } の山 { $to } へ
stepper-heap = 山 { $heap }：{ $moves }。{ $mex }。
stepper-heap-none = 山 { $heap }：手はありません（どの手も山より大きい）。{ $mex }。

stepper-end = 1 つずつの計算は山 { $last } までです。それより大きい山は、数直線上でポイントするか、「山へ移動」で表示してください。
stepper-paused = 山 { $heap } で止めました。「次の山」を押すと、山 { $last } まで 1 つずつ進めます。

## CSV エクスポートの列見出し

csv-heap = 山
csv-value = 値
csv-row = 行
csv-column = 列
csv-from = 始点
csv-to = 終点
csv-count-0 = 値 0 の山
csv-count-1 = 値 1 の山
csv-count-2 = 値 2 の山
csv-count-3 = 値 3 の山
csv-key = キー
csv-quantity = 量
csv-closed-form = 閉じた公式
csv-closed-form-value = 閉じた公式の値
csv-counted = 数え上げ
csv-agrees = 一致
csv-region = 領域
csv-index = 添字
csv-length = 長さ
csv-type = 種類
csv-lower = 下端
csv-upper = 上端
csv-gap-run = ギャップの並び
csv-residue = 剰余

## 練習

view-practice = 練習
caption-practice = 練習：問題のまわりの数直線です。問題が値を問うときは、答えがわかるか「答えを見る」を押すまで、色は表示されません。
practice-title = 練習
practice-kinds = 問題の種類
practice-kind-value = 値の予想
practice-kind-next = 次の P-ポジション
practice-kind-class = クラスの判定
practice-kind-windows = ウィンドウの数え上げ
practice-kind-region = 剰余の領域
practice-check = 答え合わせ
practice-hint = ヒント
practice-next = 次の問題
practice-choose = あなたの答え
practice-your-answer = あなたの答え
practice-pick = 先に答えを選んでください。
practice-right = 正解です。
practice-wrong = 残念、不正解です。
practice-value = 山 { $heap } の{ TERM("nim-value", text: "ニム値") }はいくつですか？　数直線ではその色を隠しています。
practice-value-shown = 山 { $heap } の{ TERM("nim-value", text: "ニム値") }はいくつですか？　その色は今、数直線に表示されています。
practice-next-q = 山 { $heap } より大きい山のうち、最初の { TERM("p-position", text: "P-ポジション") }はどれですか？
practice-next-label = 次の P-ポジション
practice-class = 山 { $heap } はどのクラスに入りますか？　また、どの P-ポジションがその根拠ですか？
practice-witness = その P-ポジション：
practice-class-0 = W0 = {"{"}wₙ{"}"}：P-ポジション
practice-class-1 = W1 = W0 + a：P-ポジションより a = { $a } だけ大きい
practice-class-2 = W2 = W0 − b：P-ポジションより b = { $b } だけ小さい
practice-class-3 = W3（残りの山）：P-ポジションより δ だけ小さく、それ自身は P-ポジションでない
practice-class-name-0 = W0
practice-class-name-1 = W1 = W0 + a
practice-class-name-2 = W2 = W0 − b
practice-class-name-3 = 残りの山 W3
practice-windows = 下端が山 { $lo } 〜 { $last } にある{ TERM("collision-window", text: "衝突ウィンドウ") }（δ = { $delta } だけ離れた P-ポジションの組）はいくつありますか？
practice-windows-label = ウィンドウの数
practice-region = n = { $n } のギャップ gₙ は (a+1)-ギャップです（n + 1 は a = { $a } の倍数で、δ の倍数ではない）。どの{ TERM("residue", text: "剰余の領域") }に入りますか？
practice-move = −{ $move } で値 { $value } の山 { $to } へ
practice-value-why = 山 { $heap }：{ $moves }。{ $mex } なので、値は { $value } です。
practice-value-why-none = 山 { $heap }：手がないので { $mex } となり、値は { $value } です。
practice-next-why = 山 { $next } が次の P-ポジションです。値が 0 で、山 { $after } 〜 { $before } には値 0 の山がありません。
practice-next-why-adjacent = 山 { $next } が次の P-ポジションです。値が 0 で、山 { $heap } のすぐ次の山です。
practice-next-why-one = 山 { $next } が次の P-ポジションです。値が 0 で、間にある唯一の山 { $after } の値は 0 ではありません。
practice-windows-why = 山 { $lo } 〜 { $last } から始まるウィンドウは { $count } 個です：{ $pairs }（どれも δ = { $delta } だけ離れた P-ポジションの組）。
practice-windows-why-none = 山 { $lo } 〜 { $last } から始まるウィンドウはありません。そこにあるどの P-ポジションについても、δ = { $delta } だけ大きい山は P-ポジションではありません。
practice-region-left = 剰余は r = q·a mod δ（q = { $q }）で、r = { $r } です。r < d = { $d } なので、このギャップは左制限領域にあり、c(r) = r = { $c } 個のウィンドウがこれを通ります。{ $L ->
        [0] { $R ->
            [0] 長さ 1 のギャップは、すぐ前にもすぐ後にもありません。
           *[other] 長さ 1 のギャップは、すぐ前にはなく、すぐ後に { $R } 個続きます。
        }
       *[other] { $R ->
            [0] 長さ 1 のギャップは、すぐ前に { $L } 個続き、すぐ後にはありません。
           *[other] すぐ前には長さ 1 のギャップが { $L } 個続き、すぐ後には { $R } 個続きます。
        }
    }
practice-region-unrestricted = 剰余は r = q·a mod δ（q = { $q }）で、r = { $r } です。d = { $d } ≤ r ≤ a = { $a } なので、このギャップは無制限領域にあり、c(r) = d = { $c } 個のウィンドウがこれを通ります。{ $L ->
        [0] { $R ->
            [0] 長さ 1 のギャップは、すぐ前にもすぐ後にもありません。
           *[other] 長さ 1 のギャップは、すぐ前にはなく、すぐ後に { $R } 個続きます。
        }
       *[other] { $R ->
            [0] 長さ 1 のギャップは、すぐ前に { $L } 個続き、すぐ後にはありません。
           *[other] すぐ前には長さ 1 のギャップが { $L } 個続き、すぐ後には { $R } 個続きます。
        }
    }
practice-region-right = 剰余は r = q·a mod δ（q = { $q }）で、r = { $r } です。r > a = { $a } なので、このギャップは右制限領域にあり、c(r) = δ − r = { $c } 個のウィンドウがこれを通ります。{ $L ->
        [0] { $R ->
            [0] 長さ 1 のギャップは、すぐ前にもすぐ後にもありません。
           *[other] 長さ 1 のギャップは、すぐ前にはなく、すぐ後に { $R } 個続きます。
        }
       *[other] { $R ->
            [0] 長さ 1 のギャップは、すぐ前に { $L } 個続き、すぐ後にはありません。
           *[other] すぐ前には長さ 1 のギャップが { $L } 個続き、すぐ後には { $R } 個続きます。
        }
    }

## 前回の続き

resume-title = 前回の続きから
resume-tour = ツアー（ステップ { $n }）
resume-practice = 練習：a = { $a }, δ = { $delta }、{ $kind }（{ $streak ->
    [0] 連続正解なし
   *[other] { $streak } 問連続正解
  }）
resume-play = 対戦中の対局：a = { $a }, δ = { $delta }、山 { $heap } から
resume-reset = 進み具合を消去

## 用語集（本文中の用語を押すと、その定義が開きます）

glossary-title = 用語集
glossary-open = 用語集
glossary-open-title = エクスプローラーの用語とその定義
glossary-more = 用語集で詳しく
glossary-close = 閉じる
glossary-nim-value-term = ニム値
glossary-nim-value = 各山に決まる数で、その山からの手で到達できる値に含まれない最小の 0 以上の整数です（手で到達できる値の mex）。0 は手番のプレイヤーが負けることを意味します。手が 3 種類なので、値は 0, 1, 2, 3 のいずれかです。
glossary-p-position-term = P-ポジション
glossary-p-position = 値 0 の山です（日本語の教科書では「P局面」とも呼びます）。相手が最善を尽くせば、手番のプレイヤーが負けます。そこからのどの手も値が 0 でない山に移り、そのような山からは必ず P-ポジションに戻る手があります。
glossary-mex-term = mex
glossary-mex = 最小除外数（minimum excluded value）：集合に含まれない最小の 0 以上の整数です。たとえば mex {"{"}0, 1, 3{"}"} = 2 です。mex 規則では、各山に、その山からの手で到達できる値の mex を与えます。
glossary-regime-term = 原始的二次レジーム
glossary-regime = a < δ < 2a かつ gcd(a, δ) = 1（δ = b − a）となるゲームです。ここでは定理 1 により、閉じた公式 wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ と 4 つのクラス W0 … W3 が証明されています。その外では、エクスプローラーはすべての値を mex 規則で計算します。
glossary-band-term = バンド
glossary-band = レジームの外で総当たりにより見つかる最小周期は、δ のバンドに従います（gcd(a, δ) = 1 のとき。gcd g > 1 のときは、周期は a/g, δ/g のゲームの周期の g 倍です）：線形バンド 2j·a ≤ δ ≤ (2j+1)·a（j = 0, 1, 2, …）では周期 (2j+3)·a + δ、二次バンド (2j+1)·a < δ < (2j+2)·a では周期 a(3δ − (2j−1)·a) です。観察によるもので、証明されていません。
glossary-heap-period-term = 山の周期
glossary-heap-period = 値が繰り返すまでの最小の長さ P で、前周期より後のどの山 x についても g(x + P) = g(x) となります（観察されたどのゲームでも前周期は 0 です）。レジーム内では P = a(3δ + a) で、1 周期に P-ポジションが aδ 個あります（この aδ が添字の周期です）。
glossary-gap-term = ギャップ
glossary-gap = ある P-ポジションから次の P-ポジションまでの距離 gₙ = wₙ₊₁ − wₙ です。レジーム内では、n + 1 を a も δ も割り切らない、a だけが割り切る、δ だけが割り切る、両方が割り切るに応じて、それぞれ 1, a+1, b+1, a+b+1 になります。
glossary-collision-window-term = 衝突ウィンドウ
glossary-collision-window = δ だけ離れた P-ポジションの組（wₙ − wₘ = δ）です。wₘ から wₙ までのギャップの和が δ になります。レジーム内では、定理 7 によるとその数は山の周期あたり a·d 個（d = δ − a）で、どのウィンドウにも (a+1)-ギャップがちょうど 1 つ含まれます。
glossary-residue-term = 剰余
glossary-residue = 添字 n の (a+1)-ギャップ（a は n + 1 を割り切り、δ は割り切らない。n + 1 = q·a）の剰余は r = q·a mod δ（1 ≤ r ≤ δ − 1）です。r から、そのギャップを通る衝突ウィンドウの数 c(r) = min(r, d) − max(0, r − a) と、その領域が決まります：左制限領域（r < d）、無制限領域（d ≤ r ≤ a）、右制限領域（r > a）。
glossary-q-term = q
glossary-q = 添字 n の (a+1)-ギャップについて、q = (n + 1)/a、つまり n + 1 = q·a となる数です（δ は q を割り切りません）。
glossary-l-term = L
glossary-l = 剰余 r の (a+1)-ギャップの直前にある、長さ 1 のギャップの数：L = min(a, r) − 1。
glossary-r-term = R
glossary-r = 剰余 r の (a+1)-ギャップの直後にある、長さ 1 のギャップの数：R = min(a, δ − r) − 1。

## 各表示の説明（図の上の短い紹介）

intro-title = この図の見方
intro-grid = 各山が 1 つのセルで、行の幅（別の値を設定しない限り{ TERM("heap-period", text: "山の周期") }）ごとに折り返して並べ、{ TERM("nim-value", text: "ニム値") }で色分けしています。1 行が 1 周期なら、各列は上から下まで同じ色になります。
intro-strip = 山を左から右へ並べて{ TERM("nim-value", text: "ニム値") }で色分けし、その下に値ごとのレーンを 1 本ずつ表示します。値 0 の山が { TERM("p-position", text: "P-ポジション") }です。
intro-gaps = 数直線の下に、連続する P-ポジション間の各{ TERM("gap", text: "ギャップ") }を棒で示します。棒の色と大きさは種類（1, a+1, b+1, a+b+1）を表し、その下に添字 n を記しています。
intro-collisions = δ だけ離れた P-ポジションの組、つまり{ TERM("collision-window", text: "衝突ウィンドウ") }を弧で結んでいます。その下には、各 P-ポジションを δ だけ下げた先が W0 に入る（ウィンドウ）か、W3 に入るかを示しています。
intro-residues = 各 (a+1)-ギャップには{ TERM("residue", text: "剰余") } r があります。台形は、各 r について、そのギャップを通る衝突ウィンドウの数 c(r) を 3 つの領域にわたって示します。棒をポイントすると { TERM("q", text: "q") }, { TERM("L", text: "L") }, { TERM("R", text: "R") } が表示され、棒を選ぶとそのギャップが下に表示されます。
intro-ledger = { TERM("heap-period", text: "山の周期") }あたりの各個数について、閉じた公式と、バックグラウンドで行う { TERM("mex", text: "mex 規則") }による数え上げを並べ、一致するかどうかを示します。
intro-play = コンピュータと交互に山から取ります。動けなくなった方の負けです。ヒントなしでは、最後まで値は隠されています。自分で { TERM("p-position", text: "P-ポジション") }に移るようにしてみましょう。
intro-practice = 表示中のゲームについての問題です。エクスプローラーが答え合わせをし、ヒントがあり、間違えてもやり直せます。答えがわかるか「答えを見る」を押すと、説明が表示されます。
intro-landscape = 選んだ範囲の各ゲーム (a, δ) を 1 つのセルで表し、mex 規則で計算した最小周期、レジーム、または{ TERM("band", text: "バンド公式") }と一致するかどうかを色で示します。直線 δ = a, 2a, 3a, … と、{ TERM("regime", text: "レジーム") }の領域 a < δ < 2a を重ねて描いています。

## なぜ？（定理 1 のクラスと定理 7 を順にたどる）

why-button = なぜ？
why-button-label = { $cls } の山がこの値をもつのはなぜ？
why-theorem-7 = なぜ a·d？
why-another = 別の例
why-class-title = 山 { $heap } が { $cls } に入るのはなぜ？
why-w0 = { $heap } は W0 = {"{"}wₙ{"}"} に入ります。閉じた公式による P-ポジションです。
why-w1 = { $heap } = { $w } + a：P-ポジション { $w } より a = { $a } だけ大きい山です（W1 = W0 + a）。
why-w2 = { $heap } = { $w } − b：P-ポジション { $w } より b = { $b } だけ小さい山です（W2 = W0 − b）。
why-w3 = { $heap } = { $w } − δ：P-ポジション { $w } より δ = { $delta } だけ小さく、それ自身は P-ポジションではありません（W3 = (W0 − δ) ∖ W0）。
why-move = −{ $move } で山 { $to } へ、値 { $value }（{ $cls }）
why-moves = この山からの手：{ $moves }。
why-mex-0 = どの手もほかの P-ポジションに届きません（W0 のどの 2 つの山も、差が a, b, a+b になりません）。したがって { $mex } で、手番のプレイヤーが負けます。
why-mex-1 = 値 0 に届く手はありますが、値 1 に届く手はありません（W1 のどの 2 つの山も、差が手の大きさになりません）。したがって { $mex } です。
why-mex-2 = 値 0 と 1 に届く手はありますが、値 2 に届く手はありません（定理 1）。したがって { $mex } です。
why-mex-3 = 値 0, 1, 2 に届く手があります（定理 1）。したがって { $mex } です。
why-windows-title = なぜ a·d 個のウィンドウ？　{ $lower } から { $upper } までのウィンドウ
why-windows-run = このウィンドウのギャップを足すと { $gaps } = δ = { $delta } です。どの衝突ウィンドウとも同じく、(a+1)-ギャップが 1 つ（a + 1 = { $a1 }）と、長さ 1 のギャップが { $ones } 個あります。
why-windows-residue = その (a+1)-ギャップの剰余は r = { $r } です。剰余 r の (a+1)-ギャップは c(r) = min(r, d) − max(0, r − a) = { $c } 個のウィンドウに含まれます（d = { $d }, a = { $a }）。
why-windows-sum = 各剰余 r = 1 … δ − 1 には、添字の周期ごとに (a+1)-ギャップが 1 つずつあります。そのため、山の周期には Σ c(r) = a·d = { $a }·{ $d } = { $windows } 個のウィンドウがあります（定理 7）。

## エクスポート（単独で保存する図、全体図と対戦のデータ）

export-title = ASG Explorer：S = { SET($a, $b, $ab) }, a = { $a }, δ = { $delta } · { $view }
export-title-landscape = ASG Explorer：{ $view }、a ≤ { $amax }, δ ≤ { $dmax }
export-nothing = エクスポートできる図が表示されていません。
export-csv-regime = レジーム
export-csv-band = バンド j
export-csv-gcd = gcd
export-csv-preperiod = 前周期
export-csv-period = 周期
export-csv-max-value = 最大値
export-csv-prediction = バンド公式の予測
export-csv-move = 手数
export-csv-player = プレイヤー
export-csv-from-heap = 移動元の山
export-csv-taken = 取った個数
export-csv-to-heap = 移動先の山

## コース：ツアーのステップ、段階的なヒント、どこが違ったか、計算、対戦のふり返り

glossary-subtraction-set-term = S
glossary-subtraction-set = 引き算の集合 S = {"{"}a, b, a + b{"}"}：1 回の手で山から取れる石の個数の集まりです。δ = b − a とすると S = {"{"}a, a + δ, 2a + δ{"}"} です。
glossary-delta-term = δ
glossary-delta = δ = b − a、つまり 2 番目の手が 1 番目の手よりいくつ多く取るかです。a と δ でゲームが決まります。原始的二次レジームは a < δ < 2a かつ gcd(a, δ) = 1 です。
glossary-d-term = d
glossary-d = d = δ − a です。原始的二次レジームでは 0 < d < a で、山の周期あたり a·d 個の衝突ウィンドウがあり（定理 7）、剰余の領域は d と a を境に 3 つに分かれます（r < d、d ≤ r ≤ a、r > a）。
glossary-class-term = クラス（W0〜W3）
glossary-class = ニム値が同じ山の集まりです：W0（値 0、P-ポジション）、W1、W2、W3（値 1, 2, 3）。レジーム内では定理 1 により W0 = {"{"}wₙ{"}"} から作られます：W1 = W0 + a、W2 = W0 − b、W3 は残りで、どれも P-ポジションより δ だけ小さい山です。
glossary-closed-form-term = wₙ
glossary-closed-form = 閉じた公式 wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋（n = 0, 1, 2, …、⌊x⌋ は x の切り捨て）：原始的二次レジームでは、これがちょうど P-ポジション全体です（定理 1）。
glossary-index-period-term = 添字の周期
glossary-index-period = 山の周期 1 つに含まれる P-ポジションの個数です。レジーム内では aδ で、ギャップの並びは添字が aδ 増えるごとに繰り返し、w(n + aδ) = w(n) + a(3δ + a) となります。
resume-tour-done = ツアー（完了）：もう一度見る
resume-later = あとで
export-hidden = 問題が答えを待っている間は値を隠しているので、保存する数値がありません。答えがわかってから（または「答えを見る」のあとで）保存してください。
why-hidden = 問題が答えを待っている間（またはヒントなしで対戦している間）は、「なぜ？」を使うと値がわかってしまいます。答えがわかったあと（または「答えを見る」のあと）か、対局の終わりにまた使えます。
practice-value-outside = 山 { $heap } の{ TERM("nim-value", text: "ニム値") }はいくつですか？　山 { $from } 以降の値は隠しています。それより前の値は数直線にあるので、{ TERM("mex", text: "mex 規則") }で数ステップで求められます。
practice-next-outside = 山 { $heap } より大きい山のうち、最初の { TERM("p-position", text: "P-ポジション") }はどれですか？　それより後の値は隠しています。{ TERM("mex", text: "mex 規則") }で求めてください。
practice-hint-more = もっとヒント
practice-hint-worked = 計算を見る
practice-right-helped = 正解です。ただし計算を見ると答えがわかるので、正解数には入れず、「挑戦した問題」として数えます。次は自分で解いてみましょう。
practice-mastery = このゲームの「{ $kind }」：{ $streak ->
    [0] 連続正解なし
   *[other] { $streak } 問連続正解
  }。{ $tried } 問中 { $solved } 問正解。
practice-untried = ここでまだ試していない種類：{ $kinds }。
hint-class-1 = 値は山の{ TERM("class", text: "クラス") }で決まります。山 { $heap } は P-ポジション（W0）ですか、ある P-ポジションより a = { $a } だけ大きい（W1）ですか、b = { $b } だけ小さい（W2）ですか、それともどれでもない（W3、ある P-ポジションより δ = { $delta } だけ小さい）ですか？　この順で最初に当てはまるものがクラスです。
hint-class-2 = 山 x を調べるには、{ TERM("closed-form", text: "公式") } wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ で wₙ ≤ x < wₙ₊₁ となる n を見つけます。長さ { $period } の山の周期に P-ポジションが { $ip } 個あるので、n はおよそ x · { $ip } / { $period } です。x が P-ポジションなのは x = wₙ のときに限ります。山そのもの、山から a を引いたもの、山に b を足したもの、の順に調べましょう。
hint-mex-1 = 値は、その山からの手で到達できる値の { TERM("mex", text: "mex") }、つまりそのどれでもない最小の値です。
hint-value-mex-2 = この山からの手で、山 { $moves } に移れます。山 { $from } より前の値は数直線にあります。山 { $from } は自分で値を求める山なので、まずその山自身の手から値を求めましょう。
hint-next-1 = P-ポジションは { TERM("closed-form", text: "wₙ") } です。山 { $heap } の次に来るのはどの項ですか？
hint-next-2 = wₙ ≤ { $heap } < wₙ₊₁ となる n を見つけましょう（長さ { $period } の山の周期に P-ポジションが { $ip } 個あるので、n はおよそ { $heap } · { $ip } / { $period }）。答えは wₙ₊₁ です。
hint-next-mex-1 = 山 { $heap } より後の値を、{ TERM("mex", text: "mex 規則") }で 1 つずつ求めましょう。最初に値 0 になる山が答えです。
hint-next-mex-2 = 最初は山 { $after } です。その手で山 { $moves } に移れ、それらの値は数直線にあります。どの手でも値 0 に移れない山が P-ポジションです。
hint-windows-1 = { TERM("collision-window", text: "衝突ウィンドウ") }は δ = { $delta } だけ離れた P-ポジションの組です。{ $lo } 〜 { $last } の P-ポジションのうち、δ だけ大きい山も P-ポジションであるものを数えましょう。
hint-windows-2 = 山 { $lo } 〜 { $last } の P-ポジション（数直線で値が 0 の山）を探しましょう。それぞれに δ = { $delta } を足し、その結果が P-ポジションなら、そこからウィンドウが始まります。
work-windows-ps = { $count ->
    [0] 山 { $lo } 〜 { $last } に P-ポジションはありません。
    [1] 山 { $lo } 〜 { $last } の P-ポジションは { $ps } だけです。
   *[other] 山 { $lo } 〜 { $last } の P-ポジションは { $ps } です。
  }
hint-region-1 = 領域はギャップの{ TERM("residue", text: "剰余") } r だけで決まります。r を { TERM("d", text: "d") } = { $d } および a = { $a } と比べましょう。
hint-region-2 = n + 1 = q·a（a = { $a }）と書くと、剰余は r = q·a mod δ（δ = { $delta }）です。r < d なら左制限領域、d ≤ r ≤ a なら無制限領域、r > a なら右制限領域です。
work-heap = 山 { $heap }
work-minus-a = { $heap } − a = { $c }
work-plus-b = { $heap } + b = { $c }
work-plus-delta = { $heap } + δ = { $c }
work-term = w{ $sub } = { $n } + { $a }·{ $fa } + { $b }·{ $fd } = { $w }
work-test-holds = { $what }：{ $term } で、P-ポジションです。
work-test-fails = { $what }：{ $term }、{ $next } なので、{ $c } は 2 つの P-ポジションの間にあり、P-ポジションではありません。
work-test-none = { $heap } − a は 0 より小さいので、そのような山はありません。
work-value = よって山 { $heap } は W{ $value } に入り、値は { $value } です。
work-next = { $below } ≤ { $heap }、{ $above } > { $heap } なので、次の P-ポジションは { $next } です。
work-mex = 山 { $heap }：{ $moves }。{ $mex }。
work-mex-none = 山 { $heap }：手はありません。{ $mex }。
work-window-yes = { $p } + δ = { $q }：P-ポジションなので、{ $p } からウィンドウが始まります。
work-window-no = { $p } + δ = { $q }：P-ポジションではありません。
work-region = n + 1 = { $n1 } = { $q }·{ $a }、{ $n1 } mod { $delta } = { $r } なので、剰余は r = { $r } です。
work-region-left = r = { $r } < d = { $d }：左制限領域です。
work-region-unrestricted = d = { $d } ≤ r = { $r } ≤ a = { $a }：無制限領域です。
work-region-right = r = { $r } > a = { $a }：右制限領域です。
wrong-class-not-p = { $said } を選びましたが、そのためには { $c } が P-ポジションでなければなりません。ところが { $c } は P-ポジションではありません。
wrong-class-negative = { $said } を選びましたが、そのためには { $heap } − a が P-ポジションでなければなりません。ところが { $heap } − a は 0 より小さく、山になりません。
wrong-class-earlier = { $said } を選びました。{ $c } はたしかに P-ポジションですが、それより前の判定も当てはまります。{ $held } が P-ポジションです。判定は順に行い、最初に当てはまる判定がクラスを決めるので、山 { $heap } は W{ $value } に入ります。
wrong-mex-reached = { $said } を選びましたが、{ $take } 個取ると値 { $said } の山 { $to } が残ります。手で到達できる値は、その山自身の値にはなりません。
wrong-mex-smaller = { $said } を選びましたが、それより小さい値 { $value } にはどの手でも到達できません。mex は { $value } です。
wrong-next-before = 山 { $said } は山 { $heap } より後ではありません。
wrong-next-not-p = 山 { $said } は P-ポジションではありません。その手の 1 つで P-ポジションに移れます。
wrong-next-later = 山 { $answer } は { $said } より前にあり、P-ポジションです。これが山 { $heap } より後で最初の P-ポジションです。
wrong-witness = クラスは合っていますが、山 { $heap } を W{ $value } に入れる P-ポジションは { $said } ではなく { $expected } です。
wrong-windows-count = { $said } 個と数えましたが、この区間で始まるウィンドウ{ $count ->
    [0] はありません
   *[other] は { $count } 個です
  }。
wrong-windows-near = 組 { $lower } → { $upper } は数えません。上端の { $upper } は山 { $lo } 〜 { $last } の中にありますが、ウィンドウは下端の位置で数えるもので、下端の { $lower } は山 { $lo } より前にあるからです。
wrong-region = その領域になるのは { $needs } のときですが、ここでは r = { $r } です。
region-needs-left = r < d = { $d }
region-needs-unrestricted = d = { $d } ≤ r ≤ a = { $a }
region-needs-right = r > a = { $a }
review-line-better = { $line }。{ $better } 個取れば P-ポジション { $betterTo } にできました。
review-line-none = { $line }。{ $from } は P-ポジションなので、どの手でも別の P-ポジションには移れません。
tour-switched-regime = このステップは{ TERM("regime", text: "原始的二次レジーム") }のゲームについての話なので、ツアーはしばらく a = { $a }, δ = { $delta } を表示します。あなたのゲーム a = { $ownA }, δ = { $ownDelta } は、どのゲームにも当てはまるステップになるか、ツアーを閉じると戻ります。
tour-switched-outside = このステップはレジーム外のゲームについての話なので、ツアーはしばらく a = { $a }, δ = { $delta } を表示します。あなたのゲーム a = { $ownA }, δ = { $ownDelta } は、どのゲームにも当てはまるステップになるか、ツアーを閉じると戻ります。
tour-switched-back = あなたのゲームに戻りました：a = { $a }, δ = { $delta }。
tour-needs-regime = このステップは{ TERM("regime", text: "原始的二次レジーム") }のゲームについての話ですが、a = { $a }, δ = { $delta } はその外にあります。このゲームでは、ステップの説明が成り立ちません。
tour-needs-outside = このステップはレジーム外のゲームについての話ですが、a = { $a }, δ = { $delta } はレジーム内にあります。
tour-show-game = a = { $a }, δ = { $delta } を表示
tour-show-me = 答えを見る
tour-game-title = ゲーム
tour-game-rules = 石の山が 1 つあり、2 人のプレイヤーが交互にそこから a 個、b 個または a+b 個（ここでは { $a } 個、{ $b } 個、{ $ab } 個のいずれか）を取り除きます。動けなくなった方の負けです。
tour-game-values = どの山にも{ TERM("nim-value", text: "ニム値") } 0, 1, 2, 3 のいずれかがあり、色で表されます。値 0 は、相手が最善を尽くせば手番のプレイヤーが負けることを意味し、そのような山が { TERM("p-position", text: "P-ポジション") }です。値が 0, 1, 2, 3 の山はそれぞれ集合 W0, W1, W2, W3 をなし、凡例もこの名前で呼びます。凡例にある式はステップ 3 と 4 で説明します。
tour-mex-title = mex 規則：山を 1 つずつ
tour-mex-rule = 山の値は、手で到達できない最小の値（{ TERM("mex", text: "mex") }）です。最初の山から順に進めてみましょう。各山の値は、それより a, b, a+b だけ小さい山の値から決まります。
tour-mex-hidden = 数直線には、1 つずつ計算を進めた山までの値だけを表示しています。残りはこれから求めます。
tour-closed-title = 閉じた公式
tour-closed-regime = { TERM("regime", text: "原始的二次レジーム") }、つまり a < δ < 2a かつ gcd(a, δ) = 1（δ = b − a）のとき、P-ポジションは次の公式で表されます（Larsson と Manabe、定理 1）：
tour-closed-example = a = { $a }, δ = { $delta } のとき、P-ポジションは w = { $w }, … と始まり、添字 n = { $last } のものは { $previous } です。それより後の値は数直線で隠しています。
tour-closed-predict = 次の P-ポジションを予想しましょう：n = { $n } のとき wₙ はいくつですか？
tour-closed-label = n = { $n } のときの wₙ
tour-closed-nudge = まず ⌊n/a⌋ = ⌊{ $n }/{ $a }⌋ と ⌊n/δ⌋ = ⌊{ $n }/{ $delta }⌋ を計算し、公式に代入してもう一度答えてください。
tour-closed-worked = wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ = { $n } + { $a }·{ $fa } + { $b }·{ $fd } = { $w }。
tour-closed-reveal = 数直線の山 { $w } に値 0 が表示されました。これが次の P-ポジションです。その前のギャップが長いのは、⌊n/δ⌋ がちょうど 1 増えて公式に b が加わるからです。⌊n/a⌋ が増えるところでは a が加わります。
tour-classes-title = 4 つの色クラス
tour-classes-shifts = ほかの値は、P-ポジションをずらして作られる{ TERM("class", text: "クラス") } W1, W2, W3 です：
tour-classes-grid = グリッドは{ TERM("heap-period", text: "山の周期") } a(3δ + a) = { $period }（a = { $a }, δ = { $delta }）で折り返すので、各列は上から下まで同じ色になります。
tour-slide-title = W0 をずらしてほかのクラスに重ねる
tour-slide-intro = P-ポジションの集合 W0 を k だけずらします。数直線の印 ▼ は、各 P-ポジション w をずらした山 w + k です。k を動かして、印の下の色を見てください。どれだけずらすと、印の下がすべて同じ色になるでしょうか？
tour-slide-label = シフト k
tour-slide-down = 山 1 つ分下へずらす
tour-slide-up = 山 1 つ分上へずらす
tour-slide-jump-a = k = a = { $a }
tour-slide-jump-b = k = −b = −{ $b }
tour-slide-jump-delta = k = −δ = −{ $delta }
tour-slide-jump-zero = k = 0
tour-slide-status = k = { $s }：表示中の印は { $count } 個。{ $landed }。
tour-slide-landed = 値 { $value } に { $count } 個
tour-slide-none = 表示中にはありません
tour-slide-at-a = すべての印が値 1 の上にあります：定理 1 のとおり W0 + a = W1 です。
tour-slide-at-b = すべての印（0 以上の山にあるもの）が値 2 の上にあります：W0 − b = W2 です。
tour-slide-at-delta = 印は値 0 か 3 の上に来ます。0 の上にあるのは{ TERM("collision-window", text: "衝突ウィンドウ") }の下端で、W0 − δ が W0 と重なるところです。W0 − δ の残りが W3 です。
tour-slide-at-zero = k = 0：印は W0 そのもので、どれも値 0 の上にあります。
tour-slide-mixed = 印がいくつもの色の上に来ます。このずらし方はどのクラスにも対応しません。
tour-proof-title = 公式が正しい理由
tour-proof-intro = 山の集合がちょうど { TERM("p-position", text: "P-ポジション") }全体になるのは、次の 2 つが成り立つときです：集合内のどの山からも、集合内の山へ移る手はない。集合の外のどの山からも、集合内の山へ移る手がある。（山が集合内にあるとき、手番のプレイヤーは集合の外へ出すしかなく、相手はいつでも集合内へ戻せます。）論文は W0 = {"{"}wₙ{"}"} についてこの 2 つを、山の大きさに関する帰納法で証明しています。このゲームで確かめましょう：
tour-proof-move = −{ $move } で山 { $to }（値 { $value }）へ
tour-proof-p = 山 { $heap } は P-ポジションです（n = { $n } のときの wₙ）。この山からの手：{ $moves }。どれも値 0 には移りません。このように、P-ポジションから別の P-ポジションへ移る手はありません。
tour-proof-another-p = 別の P-ポジション
tour-proof-q = 山 { $heap } の値は { $value } なので、P-ポジションではありません。どの手で P-ポジションに移れるでしょうか？　選んでから、数直線で確かめましょう。
tour-proof-choose = この山からの手
tour-proof-right = そのとおりです。{ $take } 個取ると山 { $to } に移り、これは P-ポジションです（n = { $n } のときの wₙ）。
tour-proof-wrong = { $take } 個取ると値 { $value } の山 { $to } に移り、P-ポジションではありません。{ $good } 個取ると { $goodTo } に移り、これが P-ポジションです（n = { $n } のときの wₙ）。
tour-proof-another-heap = 別の山
tour-proof-end = したがって、山を P-ポジションにしたプレイヤーは勝ちを保てます。相手は W0 から出るしかなく、そこからは W0 へ戻る手があるからです。値 1, 2, 3 も同じように証明します。山の値が v になるのは、その山からの手で v より小さいすべての値に移れて、v には移れないとき（mex）で、定理 1 は W1, W2, W3 の山についてこれを示しています。
tour-gaps-title = ギャップ
tour-gaps-formula = 連続する P-ポジションの差は、4 種類の{ TERM("gap", text: "ギャップ") }のいずれかです：
tour-gaps-bracket = [a ∣ n + 1] は a が n + 1 を割り切るとき 1、そうでないとき 0 です。[δ ∣ n + 1] も同様です。つまり wₙ の後のギャップは、P-ポジション a 個ごとに 1 回 a だけ長くなり、δ 個ごとに 1 回 b だけ長くなります（n + 1 が aδ の倍数のときは両方です）。
tour-gaps-kinds = どのギャップも 1, a + 1 = { $a1 }, b + 1 = { $b1 }, a + b + 1 = { $ab1 } のいずれかです（a = { $a }, b = { $b }）。棒をポイントすると、その添字と種類が表示されます。
tour-windows-title = 衝突ウィンドウ
tour-windows-pairs = δ だけ離れた P-ポジションの組が{ TERM("collision-window", text: "衝突ウィンドウ") }（弧）です。定理 7 はその数を与えます。山の周期 1 つの中の衝突ウィンドウの集合 C の要素数は a·d です（{ TERM("d", text: "d") } = δ − a）：
tour-windows-count = ここでは a·d = { $a }·{ $d } = { $windows } で、長さ { $period } の山の周期あたりの数です。
tour-windows-w3 = 各 P-ポジションを δ だけ小さい方へずらすと、山の周期 1 つの aδ 個のうち a·d 個は W0 に入り（ウィンドウ）、残りは W3 に入ります。そのため |W3| = aδ − a·d = a² = { $w3 } となります。
tour-residues-title = 剰余の台形
tour-residues-count = 各 (a+1)-ギャップ（a ∣ n + 1 で δ ∤ n + 1 となる添字 n の位置。両方が n + 1 を割り切るときのギャップは a + b + 1）には{ TERM("residue", text: "剰余") } r = (n + 1) mod δ（n + 1 = q·a と書けば r = q·a mod δ）があり、そのギャップを通るウィンドウの数は次のとおりです：
tour-residues-regions = d = { $d }、a = { $a } なので、r < { $d } なら左制限領域、{ $d } ≤ r ≤ { $a } なら無制限領域、r > { $a } なら右制限領域です。台形の面積は a·d = { $windows } です。棒を選ぶと、そのギャップが下に表示されます。
tour-periods-title = 周期
tour-periods-period = すべては{ TERM("heap-period", text: "山の周期") }で繰り返します：
tour-periods-counts = ここでは P = { $period } で、値 0, 1, 2 の山がそれぞれ aδ = { $w0 } 個、値 3 の山が a² = { $w3 } 個あります。「個数の検算」では、mex 規則でこれらを数え、各公式と照らし合わせます。
tour-outside-title = レジームの外
tour-outside-none = ここでは a = { $a }, δ = { $delta } です：{ $where }。定理 1 はこのゲームには適用されないので、閉じた公式が P-ポジションを与えるという保証はありません（それでも与えるゲームもあります）。エクスプローラーはすべての値を { TERM("mex", text: "mex 規則") }で計算し、そのことを図の上のバッジに「レジーム外 · mex 規則」と表示します。
tour-outside-period = mex 規則によると、値は山 { $period } 個ごとに繰り返します。
tour-outside-band-linear = この線形バンド（j = { $j }）の{ TERM("band", text: "バンド公式") } (2j + 3)·a + δ は { $period } を与えます。総当たりで観察されたもので、証明されていません。
tour-outside-band-quadratic = この二次バンド（j = { $j }）の{ TERM("band", text: "バンド公式") } a(3δ − (2j − 1)·a) は { $period } を与えます。総当たりで観察されたもので、証明されていません。
tour-outside-band-gcd = ここでは gcd(a, δ) = { $gcd } です。周期は a/{ $gcd }, δ/{ $gcd } のゲームの周期の { $gcd } 倍、つまり { $period } と観察されています。総当たりによる観察で、証明されていません。
tour-outside-try = レジーム外のプリセットを試し、そこで mex 規則を練習してみてください。
tour-practice-title = 練習
tour-practice-kinds = 今度は自分で試してみましょう。問題はどれも表示中のゲームに合わせて作られ、エクスプローラーが答え合わせをします：値の予想、次の P-ポジション探し、山のクラスの判定、衝突ウィンドウの数え上げ、(a+1)-ギャップの剰余の領域の判定、シフト k の C(k) の計算です。問題が値を問うときは、答えるまで数直線の色を隠します。ヒントは手がかりから解き方、そして計算まで段階的に進み、「答え合わせ」のあとは、どこが違ったのかが表示され、もう一度挑戦できます。「答えを見る」を押すと、計算付きの答えが表示されます。
tour-practice-saved = 解いた問題（ゲームと種類ごと）、ツアーで到達したステップ、対戦中の対局はこのブラウザに保存され（どこにも送信されません）、あとで続きから再開できます。
tour-recap-title = ここまでのまとめ
tour-recap-intro = まとめ：
tour-recap-mex = 山のニム値は、その山からの手で到達できる値の mex です。値 0 の山が P-ポジションで、そこでは相手が最善を尽くせば手番のプレイヤーが負けます。
tour-recap-formula = 原始的二次レジーム（a < δ < 2a, gcd(a, δ) = 1）では、P-ポジションは wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ です（定理 1）。
tour-recap-classes = 値 1, 2, 3 はそこから作られます：W1 = W0 + a、W2 = W0 − b、そして残りの W3 = (W0 − δ) ∖ W0 です。
tour-recap-why = wₙ がちょうど P-ポジション全体になるのは、wₙ のどの 2 つの間にも移る手がなく、ほかのどの山からもいずれかの wₙ へ移る手があるからです。
tour-recap-windows = δ だけ離れた P-ポジションの組、つまり衝突ウィンドウは、山の周期あたり a·d 個あります（定理 7）。そのため |W3| = aδ − a·d = a² となります。
tour-recap-outside = レジームの外では、エクスプローラーはすべての値を mex 規則で計算します。そこで示すバンド公式は観察によるもので、証明されていません。
tour-recap-practise = 問題の種類を 1 つ選んで練習しましょう（ツアーはここで終わります）：
## サイトのアトラスから読む全体図（タイルは Dask クラスタで事前に計算）
landscape-zoom = ズーム
landscape-zoom-in = 拡大
landscape-zoom-out = 縮小
landscape-zoom-all = アトラス全体
landscape-atlas-about = このサイトのアトラス：a ≤ { $amax }, δ ≤ { $dmax }（{ $games } 個のゲーム）。大きさ { $ta } × { $td } のタイルに分かれ、より粗いブロックにまとめた段が { $levels } 段あります。コアのバージョン { $core }、データ形式のバージョン { $format } で計算、{ $built }。ドラッグで移動し、ホイールまたは + と − でズームします。
landscape-atlas-built = 作成日時 { $when }（UTC）
landscape-atlas-built-unknown = 作成日時の記録なし
landscape-atlas-source = { $level ->
    [0] 表示中：アトラスの個々のゲーム（表示範囲のタイル { $tiles } 枚）
   *[other] 表示中：アトラスの、{ $block } × { $block } 個のゲームをまとめたブロック（表示範囲のタイル { $tiles } 枚。拡大すると個々のゲームが見えます）
  }。このブラウザで計算：{ $here } 個のゲーム。
landscape-atlas-done = { $here ->
    [0] この平面のゲームはすべてアトラスにあり、このブラウザで計算するものはありません。
    [1] アトラスにない 1 個のゲームを計算しました。
   *[other] アトラスにない全 { $here } 個のゲームを計算しました。
  }
landscape-atlas-caption = a ≤ { $amax }, δ ≤ { $dmax } の全体図：{ $atlas } 個のゲームはこのサイトのアトラスから、{ $here } 個はこのブラウザで mex 規則により計算。レジームの外のバンドは観察によるもので、証明されていません。
landscape-atlas-refused = アトラスのチャンク { $file } は壊れているか欠けている（CRC-32C が一致しない）ため、使いませんでした。そのチャンクのゲームは、代わりにこのブラウザで計算します。
landscape-atlas-unreadable = このサイトのアトラスを読めません（{ $why }）。すべてのゲームをこのブラウザで計算します。
landscape-from-atlas = （アトラスから）
landscape-from-here = （このブラウザで計算）


## 衝突スペクトル：各シフト k の C(k) と、1 つの k を説明するトーラス

view-spectrum = スペクトル
intro-spectrum = シフト k ごとに 1 本の棒があり、その高さは { TERM("c-of-k", text: "C(k)") } です。これは{ TERM("heap-period", text: "山の周期") } 1 つの中で、x + k も P-ポジションになる P-ポジション x の個数です。ドラッグまたは矢印キーで k の方向に動かし、ホイールまたは + と − でズームします。棒をクリックする（または Enter を押す）と、間隔 k の P-ポジションの組を弧で表示します（k = δ のときは、これが{ TERM("collision-window", text: "衝突ウィンドウ") }です）。下の{ TERM("torus", text: "トーラス") }が、選んでいる k の棒がその高さになる理由を説明します。
spectrum-label = 衝突スペクトル：シフト k に対する C(k) の棒グラフ
spectrum-role = 棒グラフ
spectrum-progress-label = mex 規則による数え上げの進み具合
spectrum-proven = { TERM("regime", text: "レジーム") }内：どの C(k) も、定理 1 から導かれるトーラス公式で求めています（組を数え上げて確かめてあります）。
spectrum-counting = { TERM("regime", text: "レジーム") }の外：どの C(k) も { TERM("mex", text: "mex 規則") }で数えています …
spectrum-counted = { TERM("regime", text: "レジーム") }の外：どの C(k) も、長さ { $period } の山の周期 1 つにわたって { TERM("mex", text: "mex 規則") }で数えたものです。ここでは C(k) の公式は証明されていません。
spectrum-mark-move = { $name } = { $k }：0
spectrum-mark-delta = δ = { $k }：a·d = { $count }
spectrum-mark-middle = C(k) = C(P − k)
spectrum-mark-period = P = { $k }
spectrum-tip-one = k = { $k }：C(k) = { $count }
spectrum-tip-ratio = C(k)/(a·d) = { $ratio }
spectrum-tip-many = k = { $lo } … { $hi }：C(k) の最大値 { $largest }、合計 { $total }
spectrum-focus = k = { $k }：k だけずらすと P-ポジションに重なる P-ポジションは、山の周期あたり C(k) = { $count } 個です。C(k)/(a·d) = { $ratio }。{ $what ->
    [windows] Enter を押すと、それらを衝突ウィンドウとして表示します。
   *[pairs] Enter を押すと、間隔 k のこれらの P-ポジションの組を弧で表示します。
  }
spectrum-focus-counted = k = { $k }：k だけずらすと P-ポジションに重なる P-ポジションは、山の周期あたり C(k) = { $count } 個です。{ $what ->
    [windows] Enter を押すと、それらを衝突ウィンドウとして表示します。
   *[pairs] Enter を押すと、間隔 k のこれらの P-ポジションの組を弧で表示します。
  }
caption-spectrum = S = { SET($a, $b, $ab) } の k = 1 … P = { $period } における{ TERM("collision-spectrum", text: "衝突スペクトル") }：k = a, b, a + b では C(k) = 0（P-ポジションから別の P-ポジションへ移る手はないため）、C(δ) = a·d = { $windows }（d = { $d }、定理 7）、そして C(k) = C(P − k) です。縮小表示では 1 ピクセルの列に複数の k がまとまり、列はそれらの C(k) の最大値を、濃い部分はその平均を示します。
caption-spectrum-counted = S = { SET($a, $b, $ab) }（δ = { $delta }）の k = 1 … P = { $period } における{ TERM("collision-spectrum", text: "衝突スペクトル") }を mex 規則で数えたもの：k = a, b, a + b では C(k) = 0、C(k) = C(P − k)、そして P だけずらすとどの P-ポジションも P-ポジションに重なるので、C(P) = { $ppositions } は山の周期 1 つの P-ポジションの個数です。縮小表示では 1 ピクセルの列に複数の k がまとまり、列はそれらの C(k) の最大値を、濃い部分はその平均を示します。
torus-title-plain = トーラス
torus-title = C({ $k }) = { $count } となる理由：トーラス
torus-intro = 各セルは添字の周期 1 つの中の P-ポジション wₙ を 1 つ表し、行 n mod a、列 n mod δ の位置に置かれます。中国の剰余定理により、a × δ = { $a } × { $delta } の格子のどのセルも、ちょうど 1 つの n に対応します。wₙ + k も P-ポジションのとき、セルをその{ TERM("carries", text: "繰り上がり (e₁, e₂)") } の色で塗ります。{ TERM("lag", text: "添字の差 j") } で決まる 2 本の線がトーラスを 4 つの長方形に分け、それぞれの面積を長方形の上に書いています。
torus-outside = トーラスは定理 1 の閉じた公式 wₙ を使いますが、この公式が証明されているのは原始的二次レジームの中だけです。ここでは代わりに、棒の高さ C(k) を mex 規則で数えています。
torus-term = { TERM("lag", text: "j") } = { $j }、{ TERM("carries", text: "繰り上がり") } ({ $e1 }, { $e2 })：wⱼ + { $e1 }·a + { $e2 }·b = { $wj } + { $e1 }·a + { $e2 }·b = { $k }。n mod a が { $alo } 以上 { $ahi } 未満、n mod δ が { $dlo } 以上 { $dhi } 未満の長方形で、面積は { $area } です。
torus-sum = { $sum } = { $count } = C({ $k })
torus-sum-one = { $count } = C({ $k })：項はこの 1 つだけです。
torus-none = どの繰り上がりを選んでも、k = { $k } に届く添字の差 j はありません。よって C({ $k }) = 0 です。
torus-none-move = k = { $k } に届く添字の差 j はありません。k は手の大きさの 1 つで、P-ポジションから別の P-ポジションへ移る手はないので、C({ $k }) = 0 です。
torus-label = k = { $k }、添字の差 j = { $j } のトーラス：繰り上がり (0, 0), (1, 0), (0, 1), (1, 1) の長方形の面積はそれぞれ { $a00 }, { $a10 }, { $a01 }, { $a11 }、C(k) = { $count }。
torus-label-none = k = { $k } のトーラス：塗られたセルはなく、C(k) = { $count }。
torus-theorem-7 = 定理 7：k = δ = { $delta } では、添字の差 j = d = { $d } で繰り上がり (1, 0) の項だけが寄与し、これは d·(δ − d) = d·a 個のセルからなる長方形なので C(δ) = a·d = { $count } です。
torus-prev-term = 前の j
torus-next-term = 次の j
torus-step = 全 { $n } 項のうち { $i } 番目
torus-prev-k = k − 1
torus-next-k = k + 1
torus-open = { $what ->
    [windows] k = { $k } の衝突ウィンドウを表示
   *[pairs] 間隔 k = { $k } の組を表示
  }
torus-cell-p = n = { $n }（行 { $row }、列 { $column }）：wₙ = { $heap }。wₙ + k = { $to } は P-ポジションです。
torus-cell-not-p = n = { $n }（行 { $row }、列 { $column }）：wₙ = { $heap }。wₙ + k = { $to } は P-ポジションではありません。

glossary-collision-spectrum-term = 衝突スペクトル
glossary-collision-spectrum = すべてのシフト k = 1 … P に対する関数 k ↦ C(k) です。山の周期 1 つの P-ポジションのうち、k だけずらすと P-ポジションに重なるものの個数を表します。手の大きさ k = a, b, a + b では 0 で、C(k) = C(P − k) という対称性をもちます。レジーム内では k = δ で a·d（定理 7）となり、k = 1 … P − 1 での C(k) の合計は aδ(aδ − 1) です。
glossary-c-of-k-term = C(k)
glossary-c-of-k = 山の周期 1 つの中で、x + k も P-ポジションになる P-ポジション x の個数、つまり差が k の P-ポジションの組の数です（k = δ のときは衝突ウィンドウの数）。レジーム内では、トーラス上の長方形の面積の和になります。
glossary-torus-term = トーラス
glossary-torus = 添字の周期 1 つに含まれる添字 n の剰余の組 (n mod a, n mod δ) からなる a × δ の格子です。行も列も端で反対側につながっているので、トーラスと呼びます。gcd(a, δ) = 1 なので、各セルはちょうど 1 つの n に対応します（中国の剰余定理）。添字の差 j に対して 2 本の線が格子を 4 つの長方形に分け、それぞれが wₙ₊ⱼ − wₙ の繰り上がりの型に対応します。
glossary-lag-term = 添字の差 j
glossary-lag = P-ポジションをいくつ先へ進むかを表す数です。添字の差 j で wₙ から wₙ₊ⱼ へ進みます（j = 1, 2, …）。したがって、P-ポジションの組はどれも wₙ, wₙ₊ⱼ と書けます。差 wₙ₊ⱼ − wₙ が n によって変わるのは繰り上がりを通してだけで、トーラス上では 1 つの添字の差が 4 つの長方形を切り出します。
glossary-carries-term = 繰り上がり (e₁, e₂)
glossary-carries = (n mod a) + (j mod a) ≥ a のとき e₁ = 1、そうでなければ e₁ = 0 です。e₁ = 1 のときは ⌊(n + j)/a⌋ = ⌊n/a⌋ + ⌊j/a⌋ + 1 となり、筆算の足し算の繰り上がりと同じように 1 つ増えます。e₂ は a の代わりに δ を使って同じように決めます。こうして wₙ₊ⱼ − wₙ = wⱼ + e₁·a + e₂·b となります。

## ツアーと練習の中の衝突スペクトル

tour-spectrum-title = すべてのシフト k：衝突スペクトル
tour-spectrum-every-k = 定理 7 は、δ だけ離れた P-ポジションの組が山の周期あたりいくつあるか（a·d 組）を与えます。{ TERM("collision-spectrum", text: "衝突スペクトル") }は、同じことをすべてのシフト k について問います。{ TERM("c-of-k", text: "C(k)") } は、山の周期 1 つの中で x + k も P-ポジションになる P-ポジション x の個数です。棒 1 本が 1 つの k に対応します。
tour-spectrum-numbers = ここでは、手の大きさ k = a, b, a + b（{ $m1 }, { $m2 }, { $m3 }）で C(k) = 0 です。P-ポジションから別の P-ポジションへ移る手はないからです。k = δ = { $delta } の棒の高さは、定理 7 の C(δ) = a·d = { $a }·{ $d } = { $count } です。そして、スペクトルは山の周期 P = { $period } のどちらの端から読んでも同じです（最後の棒 k = P の高さは 1 周期に含まれる P-ポジションの数に等しくなります。ちょうど 1 周期ずらすと、どの P-ポジションも P-ポジションに移るからです。これと対になるのは描かれていない k = 0 です）：
formula-spectrum-symmetry = k における C の値は、P ひく k における C の値に等しい
tour-spectrum-torus = 棒がその高さになる理由は、棒の下の{ TERM("torus", text: "トーラス") }が示します。剰余の組の a × δ の格子で、色の付いた長方形の面積を合わせると C(k) になります。トーラスのそばの k − 1、k + 1 のボタンで（または棒をクリックしてから矢印キーで）別の k を選び、長方形がどう変わるか見てみましょう。トーラスの下の各行は、1 つの{ TERM("lag", text: "添字の差 j") } とその{ TERM("carries", text: "繰り上がり (e₁, e₂)") }を表します。添字 j の P-ポジション wⱼ に e₁·a + e₂·b を足すと k にならなければなりません。
tour-to-torus = トーラスへ ↓
tour-to-legend = 凡例へ ↓
practice-kind-shift = シフト k の C(k)
practice-shift = シフト k = { $k } について：山の周期 1 つ（P = { $period }）の P-ポジション x のうち、x + k も P-ポジションになるものはいくつありますか？　この数が { TERM("c-of-k", text: "C(k)") } です。
practice-shift-label = C(k) の値
practice-shift-term = j = { $j }、繰り上がり ({ $e1 }, { $e2 })：面積 { $area }
practice-shift-why = { $rectangles ->
    [1] トーラス上で、k = { $k } に届く{ TERM("lag", text: "添字の差 j") } はひとつだけで、切り出す長方形も 1 つです：{ $terms }。その面積がそのまま C(k) = { $count } です。
   *[other] トーラス上で、k = { $k } に届く{ TERM("lag", text: "添字の差 j") } が切り出す長方形は次のとおりです：{ $terms }。面積を合わせると C(k) = { $count } です。
  }
hint-shift-1 = 山の周期 1 つ（P = { $period }）の中で、x + { $k } も P-ポジションになる P-ポジション x を探しましょう。その前に、すぐわかることが 2 つあります。P-ポジションから別の P-ポジションへ移る手はないので、k = { $a }, { $b }, { $ab } では C(k) = 0 です。また、C(k) = C(P − k) です。
hint-shift-2 = { TERM("torus", text: "トーラス") }を使いましょう（「スペクトル」の表示で、棒グラフの下に描かれています）。x = wₙ、x + k = wₙ₊ⱼ とすると、差は wₙ₊ⱼ − wₙ = wⱼ + e₁·a + e₂·b で、{ TERM("carries", text: "繰り上がり") } e₁, e₂ はそれぞれ 0 か 1 です。wⱼ + e₁·a + e₂·b = { $k } となる{ TERM("lag", text: "添字の差 j") } と繰り上がりの組を見つけましょう。組ごとに { $a } × { $delta } のトーラスの長方形が 1 つ決まり、C(k) はそれらの面積の和です。
wrong-shift-count = { $said } 個と答えましたが、k = { $k } のトーラスの長方形の面積を合わせると C(k) = { $count } になります。

## 埋め込みで表の計算に失敗したとき、進み具合の表示があった場所で理由を示す
building-failed = a = { $a }, δ = { $delta } の 1 周期分の値の表は計算できませんでした：{ $error }

## The residues picture's short labels; play while the values are hidden

region-left-short = 左
region-unrestricted-short = 中央
region-right-short = 右
play-values-hidden = 値は対局が終わるまで隠れています。今すぐ見るには「ヒントを表示」にチェックを入れてください。
# The embed waiting to come into view: what it is, and that it is coming
embed-waiting = インタラクティブな ASG Explorer（加法的引き算ゲーム）は、ここまでスクロールすると読み込まれます。

## 練習：値を隠している間、レーンの上に出す注記
practice-values-hidden = 答えがわかるか、「答えを見る」を押すまで、値は隠れています。

## レジームの外のゲームでのツアー：ステップ 1 のクラスとステップ 13 の問題の種類
tour-game-values-outside = どの山にも{ TERM("nim-value", text: "ニム値") } 0, 1, 2, 3 のいずれかがあり、色で表されます。値 0 は、相手が最善を尽くせば手番のプレイヤーが負けることを意味し、そのような山が { TERM("p-position", text: "P-ポジション") }です。値が 0, 1, 2, 3 の山はそれぞれクラス W0, W1, W2, W3 をなします。このゲームではそれらを式で与える定理がないので、凡例と数直線には mex 規則で求めた値だけが表示されます。
tour-practice-kinds-outside = 今度は自分で試してみましょう。問題はどれも表示中のゲームに合わせて作られ、エクスプローラーが答え合わせをします。このゲームの問題は、値の予想、次の P-ポジション探し、衝突ウィンドウの数え上げの 3 種類です（残りの 3 種類は定理 1 に基づくので、レジームの中でだけ出題されます）。問題が値を問うときは、答えるまで数直線の色を隠します。ヒントは手がかりから解き方、そして計算まで段階的に進み、「答え合わせ」のあとは、どこが違ったのかが表示され、もう一度挑戦できます。「答えを見る」を押すと、計算付きの答えが表示されます。

## 練習：衝突ウィンドウを組として書く
practice-window-pair = { $lower } → { $upper }

## 定理 1 の証明（view=proof）：表示中のゲームの証明書と、証明の各ステップ
view-proof = 証明
intro-proof = 閉じた公式の各クラスについて { TERM("mex", text: "mex 規則") }の二つの条件を確かめ、このゲームの証明か、崩れる所を示します。{ TERM("regime", text: "レジーム") }の中では、すべてのゲームで成り立つ理由も示します。
proof-heading = 閉じた公式が正しい理由
proof-heading-outside = このゲームで閉じた公式は正しいか
proof-residue-examples = 各領域の最初の剰余：
proof-status-regime = どこで何が証明されているか：定理 1（Larsson と Manabe）は、原始的二次レジームのすべてのゲームで、閉じた公式がすべての値を与えることを示しています。下の表は、このゲーム a = { $a }、δ = { $delta } だけについて、mex 規則の有限回の確認でそれをもう一度証明します。その後のステップは、なぜレジームのすべてのゲームで成り立つのかを示します。論文と同じく mex 規則を二つの条件に分けた、このページ自身の言葉による証明で、このゲームの数値を使い、表が各ステップの何を確かめたかを添えています。
proof-status-outside = どこで何が証明されているか：a = { $a }、δ = { $delta } は原始的二次レジームの外にあるので定理 1 は当てはまらず、このページがこのゲームについて示す値はすべて mex 規則によるものです。下の有限回の確認は、このゲームだけについて、それでも閉じた公式がニム値の列になっているかどうかを判定します。
proof-status-gcd = ここでは gcd(a, δ) = { $g } です。どの手も { $g } の倍数なので、このゲームはゲーム a = { $a }、δ = { $delta } を { $g } 個並べたもの（{ $g } で割った余りごとの山）で、そのゲームはレジームの中にあります。そのゲームに定理 1 を当てはめると、ここでも閉じた公式が得られ、確認の結果もそのとおりです。このページがこのゲームについて示す値は引き続き mex 規則によるもので、最小の周期はここでは { $period }、つまり P ではなく P/g です。
proof-duties = { TERM("mex", text: "mex 規則") }が山 x に値 c を与えるのは、x で二つの条件が成り立つときに限ります。{ TERM("anti-collision", text: "衝突なし") }：x からのどの手も値 c の山には移らない。{ TERM("reachability", text: "到達性") }：c より小さいどの値にも、ある手で移れる。閉じた公式は各山に{ TERM("class", text: "クラス") }を与えます。x が P-ポジション wₙ なら W0、そうでなく x − a がそうなら W1、そうでなく x + b がそうなら W2、そうでなく x + δ がそうなら W3 です。表はこれらのクラスについて両方の条件を確かめます。
proof-bar = 条件を確認中
proof-counting = 山を一つずつ条件を確認しています… { PERCENT($percent) }
proof-failed = 確認できませんでした：{ $error }
proof-failed-caption = 証明の確認ができませんでした：{ $error }
proof-table-caption = 閉じた公式の各クラスの二つの条件（最初の { $checked } 個の山：クラスの周期 P = a(3δ + a) = { $period } と、さらに 2a + b = { $from } 個）
proof-col-class = クラス
proof-col-heaps = 山の数
proof-col-anti = { TERM("anti-collision", text: "衝突なし") }
proof-col-reach = { TERM("reachability", text: "到達性") }
proof-row-class = { $cls }
proof-row-partition = どの山にもクラスがある
proof-cell-ok = { $heaps } 個すべて
proof-cell-ok-said = 成立：
proof-cell-nothing = 0 未満の値なし
proof-cell-fails = 山 { $heap }
proof-cell-fails-said = 最初に不成立：
proof-holds = これが証明になる理由：x についての帰納法です。山 x からの手はどれも小さい山に移ります。それらの山の値がどれもそのクラスに等しければ、二つの条件により、それらの値の mex はちょうど x のクラスになるので、x の値も x のクラスに等しくなります。確認が有限回で済むのは、クラスが繰り返すからです。どの n でも w(n + aδ) = w(n) + P（ここでは aδ = { $index }、P = { $period }）なので、山 2a + b = { $from } 以降では、山とその行き先は P だけ大きい山とその行き先とまったく同じ形をしています。したがって山 { $checked } 以降のどの山も、P の倍数だけ小さい { $from } 以上 { $checked } 未満の山と同じ形で、そちらは表で確認済みです。よって閉じた公式は、すべての山で a = { $a }、δ = { $delta } のニム値の列です。証明終わり。
proof-caption-holds = a = { $a }、δ = { $delta } の証明：最初の { $checked } 個の山で、どのクラスも二つの条件を満たし、どの山にもクラスがあるので、閉じた公式はこのゲームのニム値の列です。
proof-caption-breaks = a = { $a }、δ = { $delta }：山 { $heap } で議論が成り立たなくなるので、閉じた公式はこのゲームのニム値の列ではありません。
proof-breaks-title = 議論が成り立たなくなる所：山 { $heap }
proof-check-collides = 山 { $heap } はクラス { $cls } に属し、行き先の一つも同じクラスです（{ $options }）。一つの手が同じクラスの二つの山を結ぶので、両方がそのクラスの値をとることはできません。
proof-check-unreached = 山 { $heap } はクラス { $cls } に属しますが、行き先（{ $options }）には値 { $values } の山がありません。行き先の値の mex はクラスより小さくなります。
proof-check-none = 山 { $heap } にはクラスがありません。x、x − a、x + b、x + δ のどれも閉じた公式の P-ポジションではありません。
proof-check-holds = 山 { $heap } はクラス { $cls } に属します。行き先：{ $options }。同じクラスの行き先はなく、小さい値にはすべて移れます。
proof-option = { $to }（{ $take } 個取る）は { $cls }
proof-option-none = { $to }（{ $take } 個取る）はクラスなし
proof-no-options = なし（どの手も山より大きい）
proof-mex-there = mex 規則では g({ $heap }) = { $value } です。
proof-breaks-outside = したがって閉じた公式はこのゲームのニム値の列ではありません。このゲームについて示す値はすべて mex 規則によるものです。
proof-show-heap = 山 { $heap } を数直線に示す
proof-steps-title = レジームのすべてのゲームで成り立つ理由
proof-steps-intro = ステップ 1〜5 で、原始的二次レジームのすべてのゲームについて定理 1 を証明します（ステップ 5 からは定理 7 も得られます）。ステップ 6 では c(r) を説明します。どのステップもこのゲームの数値を使い、その背後の規則（a、b、δ、d）を示し、最後に上の表がそのステップの何を確かめたかを示します。各ステップのボタンで例を数直線に示せます。
proof-show = 数直線に示す
proof-checked-waiting = 表はまだ確認中です。
proof-checked-none = ここでは確認していません：このゲームでは表を作れませんでした。
proof-checked-ok = 上で確認済み：{ $what }。
proof-checked-fails = 上では確認できていません：{ $what }。
proof-step-gaps-title = 1. ギャップの長さは 4 種類
proof-step-gaps = wₙ から wₙ₊₁ へ、公式は 1 を加えます。さらに ⌊n/a⌋ が増えるとき、つまり a が n + 1 を割り切るときに a = { $a } を、δ = { $delta } が n + 1 を割り切るときに b = { $b } を加えます。したがってどの{ TERM("gap", text: "ギャップ") }も 1、a + 1 = { $a1 }、b + 1 = { $b1 } のどれかか、両方が n + 1 を割り切る（aδ = { $index } が割り切る）ときは a + b + 1 = { $ab1 } です。
proof-step-gaps-first = 長いほうの各種類の最初のギャップ：{ $gaps }。
proof-gap-example = 長さ { $length }、山 { $from } から { $to } まで（n = { $n }）
proof-step-gaps-lane = 数直線の下のレーンは、各ギャップをその種類の棒で描きます（{ $lengths }）。
proof-step-moves-title = 2. どの手も二つの P-ポジションを結ばない
proof-step-moves = wₘ から wₙ まで、j = n − m 個の添字の間に、公式は j を加え、さらに m + 1, …, n の中の a の倍数 1 つごとに a を（A 個とします）、δ の倍数 1 つごとに b を（D 個）加えます：wₙ − wₘ = j + a·A + b·D。連続する j 個の数には a の倍数がちょうど ⌊j/a⌋ 個か、それより 1 個多く含まれます（δ も同様）。表は、差 a、b、a + b を作りうるすべての A と D を試しています。どれも、j 個の数に含まれる倍数の個数と合わない j が必要になるので、どれも成り立ちません。
proof-step-moves-a = a：長さ 1 のギャップは多くても a − 1 = { $run } 個しか続かず（a の倍数で途切れます）、ほかのギャップはどれも a より長いので、連続するギャップの和が a になることはありません。
proof-step-moves-b = b：長さ b + 1 のギャップは、それ 1 つだけでも b より長いので、その区間には δ の倍数がなく、添字は δ 個より少なくなります。すると j < δ で a + δ = j + a·A とするには A ≥ 2 が必要です（A ≤ 1 なら j は δ 以上）。ところが a の倍数を 2 つ含むには添字が a + 1 個以上必要で、δ < 2a より j + 2a ≥ 3a + 1 > a + δ です。
proof-step-moves-ab = a + b：δ の倍数を 1 つ含むなら残りは j + a·A = a なので A = 0、j = a ですが、連続する a 個の数には必ず a の倍数があります。含まないなら、j < δ で 2a + δ = j + a·A とするには A ≥ 2 が必要で、A = 2 なら j = δ、A ≥ 3 なら j ≥ 2a + 1 > δ となります。どちらも成り立ちません。
proof-step-moves-classes = したがって、どの山も自分と同じクラスの行き先を持ちません。各クラスは W0 の一部を一定量ずらしたもの（W1 は + a、W2 は − b、W3 は − δ）で、ずらしても集合内の差は変わらないからです。これで 4 つのクラスすべてで{ TERM("anti-collision", text: "衝突なし") }の条件が成り立ちます。またクラスどうしが重ならないこともわかります。W0、W1、W2 のうち二つ、または W3 と W1 か W2 に属する山があれば、差が a、b、a + b の P-ポジションの組ができてしまいます。W3 は定義により W0 の山を除いています。
proof-what-anti = W0、W1、W2、W3 で衝突なしの条件が成立
proof-show-p = P-ポジション { $heap } とその行き先を示す
proof-differences-caption = j 個の添字、a の倍数 A 個、δ の倍数 D 個で差 { $s } を作るすべての方法
proof-diff-s = 差
proof-diff-a = A
proof-diff-d = D
proof-diff-j = j
proof-diff-holds-a = j 個の数の中の a の倍数
proof-diff-holds-d = j 個の数の中の δ の倍数
proof-diff-fits = 成立？
proof-holds-range = { $lo } か { $hi }
proof-differences-note = 行が成り立つのは、A が連続する j 個の数に含まれうる a の倍数の個数で、D が δ の倍数の個数であるときだけです。合わないところに印を付けています。
proof-reach-example = たとえば W2 の最初の行では w(n) − w(n − { $lag }) = { $wj } + { $a } = { $sum } です。x = w(n) − { $b } なので、行き先 x − { $take0 } は w(n) − { $sum } = w(n − { $lag }) で P-ポジション（値 0）、x − { $take1 } は w(n − { $lag }) + { $a } で W1（値 1）です。
proof-residue-show = r = { $r } のギャップと L、R を示す
proof-fits = はい
proof-no-fit = いいえ
proof-step-reach-title = 3. 各クラスは自分より小さい値に移れる
proof-step-reach = W1 の山 x = wₙ + a は、a 個取れば P-ポジション wₙ に移ります。W2（x = wₙ − b）と W3（x = wₙ − δ）では、行き先は添字をいくつか戻った P-ポジションを 0、+ a、− b だけずらしたものです。ステップ 2 の数え方を n から逆向きに読むと、必要な四つの差が得られます。j 個の数 n − j + 1, …, n には a の倍数が ⌊j/a⌋ 個あり、n mod a < j mod a のときに限り 1 個多くなります（δ も同様）。
proof-lag = 添字の差 j = { $name } = { $lag }：w(n) − w(n − j) = { $wj }{ $ca ->
    [0] {""}
   *[other] 、n mod a < { $caBound } ならさらに a（= { $a }）を加える
  }{ $cd ->
    [0] {""}
   *[other] 、n mod δ < { $cdBound } ならさらに b（= { $b }）を加える
  }
proof-cases-caption = 山の添字 n のマス (n mod a, n mod δ) による場合分け
proof-case-class = クラス
proof-case-mod-a = n mod a
proof-case-mod-d = n mod δ
proof-case-options = 小さい値に移る行き先
proof-case-per = 周期あたり
proof-case-found = 確認した山の数
proof-case-example = 例
proof-mod-any = すべて
proof-mod-below = { $hi } 未満
proof-mod-from = { $lo } 以上
proof-witness = x − { $take } は { $cls }（添字の差 { $lag }）
proof-case-show = 山 { $heap }
proof-step-reach-cells = 各クラスの場合分けは{ TERM("torus", text: "トーラス") }のマス (n mod a, n mod δ) を覆います。W1 と W2 は全 { $index } マス、W3 は衝突ウィンドウの { $windows } マス（ステップ 5）を除いた { $w3 } = a² マスです。各マスでは上の差から表の行き先が得られるので、どの山も自分のクラスより小さいすべての値に移れます。
proof-what-reach = W1、W2、W3 で到達性が成立し、山の周期 1 つ分で、各場合のどの山も表の行き先を通って必要な値に移れる
proof-step-fill-title = 4. どの山にもクラスがある
proof-step-fill = 山の周期 1 つ分、P = { $period } の山を数えます。W0 は添字ごとに山が 1 つで aδ = { $index } 個、それをずらした W1 と W2 も同じです。W3 は W0 − δ から、それ自身が P-ポジションである山、つまり衝突ウィンドウの下端（a·d = { $windows } 個、ステップ 5）を除いたもので、残りは a² = { $w3 } 個です。ステップ 2 より 4 つのクラスは重ならず、3 · { $index } + { $w3 } = { $period } なので、合わせてどの周期のどの山も埋めます。したがってどの山にもクラスがあります。
proof-step-fill-gcd = 証明はここで gcd(a, δ) = 1 を使います。ステップ 3 と 5 は { $a } × { $delta } のトーラスのマスを、1 マスにつき 1 つの山として数えます。中国の剰余定理により、添字の周期 1 つ分の { $index } 個の添字が、余りの組 (n mod a, n mod δ) のそれぞれにちょうど 1 回ずつ当たるからです。閉じた公式そのものにはこの条件は要りません。gcd(a, δ) = g > 1 なら、添字は mod g で一致する組にだけ g 回ずつ当たりますが、そのとき d と a は g の倍数なので上の個数はどれも変わりません（このゲームはゲーム a/g、δ/g を g 個並べたものです）。gcd(a, δ) = 1 が保証するのは、P が最小の周期だということです。g > 1 では値は P/g 個の山ごとにすでに繰り返します。だから定理 1 はこの条件を挙げ、このページもそのようなゲームをレジームの外として扱います。
proof-what-partition = どの山にもクラスがある
proof-open-torus = k = δ のトーラス（スペクトル）
proof-step-window-title = 5. 衝突ウィンドウには (a+1)-ギャップがちょうど 1 つ
proof-step-window = 差が δ = { $delta } の二つの P-ポジション：差 δ の表で成り立つ行は一つだけで、j = d = { $d } 個の添字に a の倍数が 1 つ、δ の倍数がないものです。したがってウィンドウのギャップは、長さ a + 1 = { $a1 } のものが 1 つと長さ 1 のものが { $ones } 個です。d 個の添字 n − d + 1, …, n に a の倍数が含まれるのはちょうど n mod a < d のとき、δ の倍数が含まれないのはちょうど n mod δ ≥ d のときです。これはトーラスの d · (δ − d) = { $windows } = a·d 個のマス (n mod a, n mod δ) で、各マスには添字の周期ごとにちょうど 1 回当たります（ステップ 4）。つまり山の周期あたり { $windows } 個のウィンドウで、これが定理 7 です。
proof-show-window = ウィンドウ { $lower } → { $upper } を示す
proof-open-ledger = mex 規則で数えた結果（個数の検算）
proof-step-residue-title = 6. c(r) はどこから来るか
proof-step-residue = (a+1)-ギャップは、a が n + 1 を割り切り δ が割り切らない添字 n にあります。その{ TERM("residue", text: "剰余") }は r = (n + 1) mod δ で、1 から δ − 1 までです。その左は、直前の a の倍数（a 個前）か δ の倍数（r 個前）まで長さ 1 のギャップが続き、L = min(a, r) − 1 個です。右は次の a か δ の倍数（δ − r 個先）まで、R = min(a, δ − r) − 1 個です。これを通る衝突ウィンドウは、このギャップと長さ 1 のギャップ { $ones } 個からなり、左に i 個、残りが右にあるとすると i ≤ L かつ d − 1 − i ≤ R です。条件を満たす i は max(0, d − 1 − R) から min(L, d − 1) までなので c(r) = min(L, d − 1) − max(0, d − 1 − R) + 1 です。d < a より min(L, d − 1) + 1 = min(r, d)、また d − 1 − R = max(d − a, r − a) で d − a < 0 なので max(0, d − 1 − R) = max(0, r − a) となり、c(r) = min(r, d) − max(0, r − a) です。
proof-residue-example = r = { $r }：L = { $L }、R = { $R }、c(r) = { $c }
proof-step-residue-total = r = 1, …, δ − 1 にわたって足すと { $total } = a·d、ステップ 5 の { $windows } 個のウィンドウです。
proof-open-residues = すべての剰余を「剰余」の表示で見る
tour-proof-more = 「証明」の表示では最後まで確かめます。表示中のゲームについて山の周期 1 つ分のすべての山でこの二つの条件を確認して閉じた公式を証明し、レジームのどのゲームでもそうなる理由をステップごとに示します。
tour-proof-open = 証明を開く
why-proof = 一般的な理由：証明
glossary-proof = 閉じた公式が正しい理由：表示中のゲームで確かめた証明
tour-why-window = 各ウィンドウに (a+1)-ギャップが 1 つある理由：証明のステップ 5
tour-why-residue = c(r) はどこから来るか：証明のステップ 6
glossary-anti-collision-term = 衝突なし（反衝突）
glossary-anti-collision = mex 規則の条件の一つ（論文の anti-collision）：値 c の山から、値 c の別の山へ移る手はない。閉じた公式のクラスでは、二つの P-ポジションの差が a、b、a + b にならないので成り立ちます。
glossary-reachability-term = 到達性
glossary-reachability = mex 規則の条件の一つ（論文の reachability）：値 c の山からは、c より小さいどの値についても、その値の山へ移る手がある。衝突なしの条件と合わせて、c が行き先の値の mex になります。
## 練習：答えを隠したままのやり直し、「答えを見る」、あとからの正解を「挑戦した問題」として数える理由
practice-show-me = 答えを見る
practice-shown = 答えと計算：
practice-try-again = 答えを直してもう一度答え合わせをするか、ヒントを見てください。ここから正解しても「挑戦した問題」として数え、正解には入りません。「答えを見る」で答えがわかります。
practice-right-retry = 今度は正解です。最初の答えが正しかった問題だけを正解として数えるので、この問題は「挑戦した問題」として数えます。次の問題からまた数え直しです。
wrong-class-earlier-hidden = { $said } を選びました。{ $c } はたしかに P-ポジションですが、それより前の判定も当てはまります。判定は順に行い、最初に当てはまる判定がクラスを決めます。
wrong-mex-smaller-hidden = { $said } を選びましたが、それより小さい値で、どの手でも到達できないものがあります。mex は、どの手でも到達できない最小の値です。
wrong-next-later-hidden = 山 { $heap } より後、山 { $said } より前に P-ポジションがあります。
wrong-witness-hidden = クラスは合っていますが、山 { $heap } を W{ $value } に入れる P-ポジションは { $said } ではありません。
wrong-windows-fewer = { $said } 個と数えましたが、山 { $lo } 〜 { $last } から始まるウィンドウはそれより少ないです。
wrong-windows-more = { $said } 個と数えましたが、山 { $lo } 〜 { $last } から始まるウィンドウはそれより多いです。
wrong-region-hidden = その領域になるのは { $needs } のときです。このギャップの剰余 r を求めて比べてみましょう。
wrong-shift-fewer = { $said } 個と答えましたが、k = { $k } の C(k) はそれより小さいです。
wrong-shift-more = { $said } 個と答えましたが、k = { $k } の C(k) はそれより大きいです。
