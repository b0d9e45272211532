# ASG Explorer：ページのすべてのテキストの日本語版。どのカタログ（en, de, zh, ja）も同じ
# メッセージを持ちます。欠けているもの、使われていないもの、英語にない変数を持つものがあると、テストが失敗します。
# 数学（記号、式、数）はどの言語でも同じです。数は変数として渡され、桁区切りには細いスペースが入ります。

## 言語（それぞれの言語での名称。どのカタログでも同じ）

language-en = English
language-de = Deutsch
language-zh = 中文（简体）
language-ja = 日本語

## エクスプローラーを囲むサイト

site-name = ASG Explorer
site-title = ASG Explorer：加法的引き算ゲーム
site-intro = 2 人のプレイヤーが交互に、1 つの山から { $a } 個、{ $b } 個または { $ab } 個を取り除きます。動けなくなった方の負けです。どの山にも 0–3 のニム値があります。{ $a } と { $delta } を選んで、ニム値を見てみましょう。
site-footer = { $regime }（{ $condition }）では、P-ポジションは { $formula } で、値 1, 2, 3 はそのシフトです。{ $ww }（1982 年）で提示され、U. Larsson と H. Manabe が { $paper }、arXiv:2603.10414（定理 1）で証明しました。レギームの外では、ここでの値はすべて mex 規則から求めています。
site-regime = 原始的二次レギーム
site-licence = ASG Explorer · MIT OR Apache-2.0
site-failed = エクスプローラーを起動できませんでした：{ $error }

## 埋め込みの起動と失敗

embed-failed = ASG Explorer を起動できませんでした：{ $error }
region-label = ASG Explorer：a = { $a }, δ = { $delta }、{ $view }

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
error-plane = a ≤ { $amax }, δ ≤ { $dmax }：全体図に含められるゲームは 1 〜 1 048 576（2^20）個で、a と δ はどちらも 1 以上です。
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
core-too-many-moves = { $count } 個の手が指定されました。対応しているのは最大 { $max } 個です。
core-a-is-zero = a は 1 以上である必要があります
core-b-not-above-a = b は a より大きい必要があります（指定は a = { $a }, b = { $b }）。言い換えると δ = b − a ≥ 1 です
core-delta-is-zero = δ は 1 以上である必要があります（δ = b − a で、b は a より大きくなければなりません）
core-not-additive = 集合が {"{"}a, b, a+b{"}"} の形ではありません。
core-not-in-regime = これは原始的二次レギーム（a < δ < 2a, gcd(a, δ) = 1）でのみ証明されています。a = { $a }, δ = { $delta } はその外側です。
core-overflow = このゲームの数は、正確な 64 ビット演算には大きすぎます。
core-window-too-large = { $requested } 個の項目になり、上限の { $limit } を超えています。範囲を小さくしてください。
core-too-much-memory = メモリ上に約 { $bytes } バイトを保持することになり、上限の { $limit } を超えます。範囲またはゲームを小さくしてください。
core-too-much-work = 約 { $positions } 個の位置を計算することになり、作業量の上限 { $limit } を超えます。範囲またはゲームを小さくしてください。
core-bound-too-large = { $bound } 個の位置というメモリ上限は、上限の { $limit } を超えています。
core-nothing-to-check = 確認するものがありません（山 0 個）。
core-out-of-memory = メモリが足りません（{ $bytes } バイト）。範囲を小さくしてください。
core-interrupted = 計算は完了する前に停止されました。
core-finished = その計算はすでに完了しています。新しく開始してください。
core-period-not-found = 最初の { $bound } 個の位置の中に周期は見つかりませんでした。より長い周期で繰り返している可能性はあります。
core-not-a-period = mex 規則による値が、定理 1 が証明する周期である { $period } 個の山のあとで繰り返していません。報告をお願いします。
core-zero-shift = シフト k は 1 以上である必要があります。
core-invalid-number = { $field }：ここでエクスプローラーが受け付けられる数ではありません。

## 図の代わりに表示する通知

notice-blocked-embed = この埋め込みは、属性でゲームが指定されるまでゲームを表示しません。
notice-blocked-site = 上の欄でゲームが指定されるまで、ゲームは表示されません（アドレスでそのように指定されています）。
notice-stopped = 停止しました：{ $game } の周期表は計算されていません。欄で Enter を押すと再計算します。

## 表示

view-grid = グリッド
view-strip = 数直線
view-gaps = ギャップ
view-collisions = 衝突
view-residues = 剰余類
view-ledger = 台帳
view-play = 対戦
view-landscape = 全体図

## ステータス行、凡例、グリッドと数直線のキャプション

building-bar = 周期表の計算の進み具合
building-cancel = キャンセル
building-cancel-label = a = { $a }, δ = { $delta } の計算をキャンセル
building-text = a = { $a }, δ = { $delta } の周期表を mex 規則でバックグラウンド計算中：{ $percent } %
badge-proven = 原始的二次レギーム · 定理 1
badge-outside = レギーム外 · mex 規則
summary-proven = S = {"{"}{ $a }, { $b }, { $ab }{"}"}, δ = { $delta }, d = { $d }：ヒープ周期 { $period }（1 周期あたり { $ppositions } 個の { $ppositions ->
   *[other] P-ポジション
  }）。すべての値は、Larsson と Manabe が証明した閉じた公式から求めています。
summary-outside = S = {"{"}{ $a }, { $b }, { $ab }{"}"}, δ = { $delta }：{ $where }。閉じた公式 wₙ はここでは適用できません。すべての値を mex 規則で計算しています。ヒープ周期 { $period }（1 周期あたり { $ppositions } 個の { $ppositions ->
   *[other] P-ポジション
  }）{ $band }。
summary-band = 、観察されたバンド公式では { $period }（未証明）
regime-linear = 線形バンド j = { $j }（観察による・未証明）
regime-quadratic = { $j ->
    [0] くさび領域 a < δ < 2a の内部
   *[other] 二次バンド j = { $j }（観察による・未証明）
  }
regime-gcd = gcd(a, δ) = { $gcd } > 1 なので、定理は適用されません。約分した a/{ $gcd } = { $a }, δ/{ $gcd } = { $delta } の位置：{ $band }
legend-title = 色：ニム値
legend-w0 = W0 = {"{"}wₙ{"}"}：P-ポジション（手番のプレイヤーが負ける位置）
legend-w1 = W1 = W0 + { $a }
legend-w2 = W2 = W0 − { $b }（0 以上の山）
legend-w3 = W3：残り。1 周期あたり { $count } 個
legend-value0 = 値 0：P-ポジション（mex 規則による）
legend-value = 値 { $value }
legend-hint = ドラッグで移動、ホイールまたはピンチでズーム。キー：矢印、+ と −、0 で全体表示。
caption-grid = グリッド：行 r は山 r·{ $w } から r·{ $w } + { $last } までを表し、ニム値で色分けしています。ヒープ周期 { $period } ごとに、値 0 の山（P-ポジション）が { $ppositions } 個あります。
caption-grid-period = グリッド：行 r は山 r·{ $w } から r·{ $w } + { $last } までを表し、ニム値で色分けしています。ヒープ周期 { $period } ごとに、値 0 の山（P-ポジション）が { $ppositions } 個あります。そのため、各列は上から下まで同じ値です。
caption-play = 対戦：数直線は 0 から最初の山までを表示し、線は対戦中の山を示します。
caption-line = 数直線：山を左から右へ並べてニム値で色分けし、その下に値ごとのレーンを 1 本ずつ表示します。ヒープ周期 { $period } ごとに、値 0 の山（P-ポジション）が { $ppositions } 個あります。
canvas-grid = ニム値のグリッド。{ $summary }矢印キーで移動、+ と − でズーム、0 で全体表示。
canvas-line = ニム値の数直線。{ $summary }矢印キーで移動、+ と − でズーム、0 で全体表示。
canvas-role = 操作できる図

## プリセット：見る価値のあるゲーム

preset-choose = ゲームを選択…
preset-group-in = レギーム内
preset-group-out = レギーム外
preset-5-7 = a = 5, δ = 7：計算例
preset-5-7-note = S = {"{"}5, 12, 17{"}"}、ヒープ周期 130：Winning Ways と論文で使われている例です。
preset-2-3 = a = 2, δ = 3：最小
preset-2-3-note = レギーム内で最小のゲームです。ヒープ周期 22 で、1 周期あたり a·d = 2 個の衝突ウィンドウがあります。
preset-7-12 = a = 7, δ = 12：完全な台形
preset-7-12-note = d = 5 なので、剰余のプロファイルは 1 … 5 と上がり、5 にとどまってから下がります。面積は a·d = 35 です。
preset-101-150 = a = 101, δ = 150：大きなゲーム
preset-101-150-note = ヒープ周期 55 651。それでも、すべての値を閉じた公式から定数時間で求めます。
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
inspector-empty = 山をポイントするかタップすると、その値、手、値を決める mex が表示されます。
open-link = ASG Explorer で開く ↗
legend-label = 色

## 操作パネル

field-view = 表示
field-row-width = 行の幅
field-row-width-reset = 1 行に 1 ヒープ周期
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
inspect-heap = { $heap } のニム値は { $swatch } { $value } です。
inspect-heap-name = 山 { $heap }
inspect-move = 手
inspect-to = 移動先の山
inspect-its-value = その値
inspect-no-move = ここからは動けません。どの手も山より大きいからです。
inspect-p-position = P-ポジションです。どの手も値が 0 でない山に移るので、手番のプレイヤーが負けます。
inspect-win = 手で到達できない最小の値は { $value } です。値 0 の山に移る手が勝ちです。
inspect-range-tip = 山 { $lo }–{ $hi } · 0: { $c0 } · 1: { $c1 } · 2: { $c2 } · 3: { $c3 }
inspect-range = { $range }（{ $count } 個の山、1 ピクセル）：
inspect-range-name = 山 { $lo } 〜 { $hi }
inspect-zoom-in = 拡大すると、個々の山とその手が見られます。

## 証明の表示：ギャップ、衝突ウィンドウ、剰余類

residue-chart-label = 剰余のグラフ
lane-gaps-label = P-ポジション間のギャップ
lane-windows-label = 弧で表した衝突ウィンドウ
gap-legend-label = ギャップの種類
gap-other = その他の長さ
windows-list = 表示中のウィンドウを一覧表示
windows-zoom-in = { $error }拡大すると一覧表示できます。
windows-count = { $count ->
   *[other] 下端が山 { $lo } … { $hi } にあるウィンドウ：{ $count } 個（シフト { $k }）。
  }
windows-gap-run = ギャップの並び
residue-tip = r = { $r }: q = { $q }, L = { $L }, R = { $R }, c(r) = { $c }（{ $region }）
caption-residues-outside = 剰余の領域は原始的二次レギームでのみ定義されます。a = { $a }, δ = { $delta } はその外側です。
caption-gaps-outside = 連続する P-ポジション間のギャップを mex 規則で求めたものです（ここでは閉じた公式は適用できません）。棒は長さで色分けされ、長さが 1, a+1, b+1, a+b+1 のいずれでもないときは灰色です。
caption-gaps = 連続する P-ポジション間のギャップ gₙ = wₙ₊₁ − wₙ を種類で色分けしています：1, a+1 = { $a1 }, b+1 = { $b1 }, a+b+1 = { $ab1 }。{ $gaps } 個のギャップからなるインデックス周期ごとに、長さ 1 が { $ones } 個、a+1 が { $aGaps } 個、b+1 が { $bGaps } 個、a+b+1 が { $abGaps } 個あります。
caption-collisions = ヒープ周期 { $period } ごとに衝突ウィンドウが { $windows } 個あります（a·d = { $a }·{ $d }、定理 7）。δ = { $delta } だけ離れた P-ポジションの組を弧で描いています。シフトした P-ポジション W0 − δ のうち W0 に入らないものが、1 周期あたり { $w3 } 個ある W3 の山です（aδ − a·d = a²）。
caption-shift = k = { $k } だけ離れた P-ポジションの組、C(k) = (W0 − k) ∩ W0（論文はその構造を問うています）：ヒープ周期 { $period } ごとに { $count } 組。
caption-shift-uncounted = k = { $k } だけ離れた P-ポジションの組、C(k) = (W0 − k) ∩ W0（論文はその構造を問うています）を弧で描いています。周期ごとに数えるのは周期の長さが 2^22 個の山以下のときだけで、この周期は { $period } です。
caption-residues = 剰余 r の (a+1)-ギャップは c(r) = min(r, d) − max(0, r − a) 個の衝突ウィンドウに含まれます（d = { $d }）。r < { $d } では左制限領域（c = r）、{ $d } ≤ r ≤ { $a } では無制限領域（c = d）、r > { $a } では右制限領域（c = δ − r）です。台形の面積 a·d = { $a }·{ $d } = { $windows } が、ヒープ周期あたりのウィンドウ数です。棒または (a+1)-ギャップを選ぶと、両者が対応づけられます。
caption-residues-chosen = 剰余 r の (a+1)-ギャップは c(r) = min(r, d) − max(0, r − a) 個の衝突ウィンドウに含まれます（d = { $d }）。r < { $d } では左制限領域（c = r）、{ $d } ≤ r ≤ { $a } では無制限領域（c = d）、r > { $a } では右制限領域（c = δ − r）です。台形の面積 a·d = { $a }·{ $d } = { $windows } が、ヒープ周期あたりのウィンドウ数です。剰余 { $r } を下のギャップで強調表示しています。
lane-class = 値 { $value } · W{ $value }
lane-value = 値 { $value }
lane-gap-tip = w{ $n } = { $from } からのギャップ g{ $n } = { $length }（{ $kind }）
lane-gap-residue-tip = w{ $n } = { $from } からのギャップ g{ $n } = { $length }（{ $kind }） · 剰余 r = { $r }
lane-window-tip = ウィンドウ w{ $m } = { $lower } → w{ $n } = { $upper }：ギャップ g{ $m } … g{ $last }
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

## 台帳

ledger-bar = mex 規則による数え上げの進み具合
ledger-counting = mex 規則でバックグラウンドで数え上げ中… { $percent } %
ledger-failed = 数え上げを完了できませんでした：{ $error }
ledger-failed-caption = 台帳を数え上げられませんでした：{ $error }
ledger-index-period = インデックス周期（1 周期あたりの P-ポジション数）
ledger-heap-period = ヒープ周期
ledger-w0 = |W0|、値 0 の山
ledger-w1 = |W1|、値 1 の山
ledger-w2 = |W2|、値 2 の山
ledger-w3 = |W3|、値 3 の山
ledger-windows = |C|、δ-衝突ウィンドウ
ledger-no-formula = 該当なし
ledger-agrees = 一致
ledger-disagrees = 不一致
ledger-none = 公式なし
ledger-streamed = 周期が探索の上限より長いため、値を 1 周期分ストリーミングで調べ、そのあとで繰り返すことを確認しました。これより短い周期がないことは、数え上げでは確認していません。
ledger-outside = 原始的二次レギームの外では、閉じた公式は適用できません（該当なし）。観察されたバンド公式によれば周期は { $period } で、総当たりでは観察されていますが、まだ誰も証明していません。
ledger-preperiod = この列は、{ $preperiod } 個の山からなる前周期のあとで周期的になります。
ledger-caption = ヒープ周期あたり、a = { $a }, δ = { $delta }
ledger-quantity = 量
ledger-closed-form = 閉じた公式
ledger-counted = 数え上げ（mex 規則）
ledger-agree = 一致
ledger-summary = ヒープ周期 { $period } あたり：|W0| = { $w0 }, |W1| = { $w1 }, |W2| = { $w2 }, |W3| = { $w3 }、衝突ウィンドウ { $windows } 個（mex 規則で数え上げ）。{ $verdict }
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
landscape-colour-regime = レギーム
landscape-colour-agreement = バンド公式との一致
landscape-compute = 計算
landscape-stop = 停止
landscape-bar = 計算済みのセル
landscape-canvas = 周期の全体図
landscape-stopped = { $total } 個のゲームのうち { $done } 個で停止しました。
landscape-computing = mex 規則でバックグラウンド計算中…
landscape-progress = { $done } / { $total } 個のゲーム
landscape-done = { $total ->
   *[other] { $total } 個のゲームの計算が完了しました。
  }
landscape-failed = 全体図を計算できませんでした：{ $error }
landscape-periods = 最小周期は { $lo } 〜 { $hi }
landscape-no-period = 周期は見つかりませんでした
landscape-caption = a ≤ { $amax }, δ ≤ { $dmax } の { $size } { $size ->
   *[other] 個のゲーム
  }を、それぞれ mex 規則で計算：{ $periods }。そのうち { $regime } 個が原始的二次レギームにあります。バンド公式が mex 規則と一致したのは { $agree } 個{ $disagree ->
    [0] {""}
   *[other] 、一致しなかったのは { $disagree } 個
  }{ $unknown ->
    [0] {""}
   *[other] 、上限内に周期が見つからなかったのは { $unknown } 個
  }です。レギームの外のバンドは観察によるもので、証明されていません。
landscape-cell-regime = 原始的二次レギーム
landscape-cell-gcd = gcd { $gcd }、約分後は { $band }
landscape-cell-unknown = a = { $a }, δ = { $delta }（{ $where }）：上限内に周期なし。予測は { $prediction }。
landscape-cell = a = { $a }, δ = { $delta }（{ $where }）：mex 規則による周期 { $period }{ $preperiod ->
    [0] {""}
   *[other] {" "}· 前周期 { $preperiod }
  }、バンド公式 { $prediction } { $mark }。最大値 { $max }。W0 = {"{"}wₙ{"}"}：{ $w0 }。
landscape-cell-pending = a = { $a }, δ = { $delta }：未計算。
landscape-yes = はい
landscape-no = いいえ
landscape-wedge = くさび領域 a < δ < 2a
landscape-key-regime = 原始的二次
landscape-key-gcd = gcd > 1
landscape-key-linear = 線形バンド
landscape-key-quadratic = 二次バンド
landscape-key-agree = バンド公式 = 周期
landscape-key-differ = 不一致

## コンピュータとの対戦

play-title = コンピュータと対戦
play-heap = 山
play-heap-label = 最初の山
play-first-label = 先手
play-you-start = あなたが先手
play-computer-starts = コンピュータが先手
play-hints = ヒントを表示
play-new = 新しいゲーム
play-moves-label = あなたの手
play-choose = 山の大きさと先手を選んで、「新しいゲーム」を押してください。
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
play-why = 移動先の P-ポジション：あなた { $you }、コンピュータ { $computer }。P-ポジションからはどの手も値が 0 でない山に移り、そのような山からは必ず P-ポジションに戻る手があります。そのため、P-ポジションに移った側が勝ちを保ち続けます。

## ガイドツアー

tour-label = ガイドツアー
tour-back = ← 戻る
tour-next = 次へ →
tour-close = ツアーを閉じる
tour-step-title = { $n }. { $title }
tour-step-count = ステップ { $n } / { $total }
tour-1-title = ゲーム
tour-1-rules = 山が 1 つあり、2 人のプレイヤーが交互にそこから a 個、b 個または a+b 個（ここでは 5, 12, 17 個のいずれか）を取り除きます。動けなくなった方の負けです。
tour-1-values = どの山にもニム値 0, 1, 2, 3 のいずれかがあり、色で表されます。値 0 は手番のプレイヤーが負けることを意味し、そのような山が P-ポジション（先手必敗の位置）です。
tour-2-title = mex 規則：1 つずつの山
tour-2-mex = 山の値は、手で到達できない最小の値（mex）です。最初の山から順に進めてみましょう。各値は、その a, b, a+b だけ下の山の値から決まります。
tour-3-title = 閉じた公式
tour-3-regime = 原始的二次レギーム、つまり a < δ < 2a かつ gcd(a, δ) = 1（δ = b − a）のとき、P-ポジションは次の公式で表されます（Larsson と Manabe、定理 1）：
tour-3-example = a = 5, δ = 7 のとき、w = { $w }, …：値 0 の山です。下の高い棒は、公式のジャンプ a と b です。
tour-4-title = 4 つの色クラス
tour-4-shifts = ほかの値は、P-ポジションをシフトしたものです：
tour-4-grid = グリッドはヒープ周期 a(3δ + a) = 130 で折り返すので、各列は上から下まで同じ色になります。
tour-5-title = ギャップ
tour-5-gaps = 連続する P-ポジションの差は、4 種類のギャップのいずれかです：
tour-5-kinds = つまり 1, a+1, b+1, a+b+1 のいずれかです。棒をポイントすると、そのインデックスと種類が表示されます。
tour-6-title = 衝突ウィンドウ
tour-6-windows = δ だけ離れた P-ポジションの組が衝突ウィンドウ（弧）です。定理 7 によると、その数はヒープ周期あたり a·d 個です（d = δ − a）：
tour-6-w3 = シフトした P-ポジションは、W0 に入らなければ W3 に入ります。そのため |W3| = aδ − a·d = a² となります。
tour-7-title = 剰余の台形
tour-7-residue = 各 (a+1)-ギャップには剰余 r があり、それを通るウィンドウの数は次のとおりです：
tour-7-regions = 左制限領域、無制限領域、右制限領域：台形の面積は a·d です。棒を選ぶと、そのギャップが下に表示されます。
tour-8-title = 周期
tour-8-period = すべてはヒープ周期で繰り返します：
tour-8-counts = 1 周期には値 0, 1, 2 の山がそれぞれ aδ 個、値 3 の山が a² 個あります。台帳は mex 規則でこれらを数え、各公式を確かめます。
tour-9-title = レギームの外
tour-9-outside = ここでは δ = 16 > 2a です。定理は何も述べておらず、閉じた公式はこのゲームを表しません。エクスプローラーはすべての値を mex 規則で計算し、そのことをバッジに表示します。
tour-9-bands = それでも総当たりで周期 215 = a(3δ − a) が見つかります。これは、まだ誰も証明していないバンド公式の 1 つです。レギーム外のプリセットを試してみてください。

## スクリーンリーダーが読み上げる式（式そのものはどの言語でも同じ）

formula-set = S は a、b、a たす b からなる集合
formula-mex = x の g は、x 以下のすべての手 s についての、x ひく s の g の mex に等しい
formula-w = w 添字 n は、n と、a かける n 割る a の切り捨てと、b かける n 割る デルタ の切り捨ての和
formula-classes = W1 は W0 たす a、W2 は W0 ひく b、W3 は W0 ひく デルタ から W0 を除いたもの
formula-gap = g 添字 n は 1 に、a が n たす 1 を割り切るとき a を、デルタ が n たす 1 を割り切るとき b を加えたもの
formula-windows = C の要素数は a かける d
formula-residue = c(r) は、r と d の小さい方から、0 と r ひく a の大きい方を引いたもの
formula-period = P は a かける、3 デルタ たす a

## mex ステッパー

stepper-cells = これまでに計算した値
stepper-play = 再生
stepper-pause = 一時停止
stepper-play-label = 再生：1 秒ごとに進める
stepper-back = ◀ 戻る
stepper-back-label = 1 つ前の山
stepper-forward = 進む ▶
stepper-forward-label = 1 つ次の山
stepper-move = −{ $move } で値 { $value } の山 { $to } へ
stepper-heap = 山 { $heap }：{ $moves }。{ $mex }。
stepper-heap-none = 山 { $heap }：手はありません（どの手も山より大きい）。{ $mex }。

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
csv-index = インデックス
csv-length = 長さ
csv-type = 種類
csv-lower = 下端
csv-upper = 上端
csv-gap-run = ギャップの並び
csv-residue = 剰余
