# ASG Explorer：页面上的全部文本，简体中文版。其他消息目录（en、de、ja）包含相同的消息；
# 若某条消息缺失、未被使用，或含有英文版没有的变量，测试即会失败。
# 数学内容（符号、公式、数字）在所有语言中都相同；数字以变量形式传入，
# 数字分组之间以细空格分隔。

## 语言（各以其本身的语言书写，在所有目录中都相同）

language-en = English
language-de = Deutsch
language-zh = 中文（简体）
language-ja = 日本語

## 探索器所在的网站

site-name = ASG Explorer
site-title = ASG Explorer：加法减法博弈
site-intro = 两名玩家轮流从一个堆中取走 { $a }、{ $b } 或 { $ab } 个计数器；无法行动的一方告负。每个堆都有一个 0–3 的 Nim 值。选定 { $a } 和 { $delta }，即可查看这些值。
site-footer = 在{ $regime }（{ $condition }）中，P-位置为 { $formula }，值 1、2、3 是它们的平移：这一结论见于《{ $ww }》（1982），由 U. Larsson 和 H. Manabe 在《{ $paper }》（arXiv:2603.10414，定理 1）中证明。在该情形之外，此处的每个值都由 mex 规则算出。
site-regime = 原始二次情形
site-licence = ASG Explorer · MIT OR Apache-2.0
site-failed = 探索器无法启动：{ $error }

## 嵌入页的启动或失败

embed-failed = ASG Explorer 无法启动：{ $error }
region-label = ASG Explorer：a = { $a }, δ = { $delta }，{ $view }

## 关于用户输入或链接所请求内容的消息

error-empty = { $name }：请输入一个整数
error-not-whole = { $name }：“{ $text }”不是整数（仅限数字 0–9）
error-too-large = { $name }：{ $digits } 太大（最大为 2^64 − 1）
error-too-large-long = { $name }：{ $head }…{ $tail }（{ $count } 位数字）太大（最大为 2^64 − 1）
error-at-least-one = { $name }：必须至少为 1
error-not-one-of = { $name }：“{ $text }”不是 { $choices } 之一
error-position = { $name }：“{ $text }”不是从 { $from } 到 2^64 的位置
error-out-of-range = { $name }：“{ $text }”超出范围
error-residue = r：剩余类的取值为 1 到 δ − 1 = { $top }
error-plane = a ≤ { $amax }, δ ≤ { $dmax }：一个全景包含 1 到 1 048 576（2^20）个博弈，且 a 和 δ 至少为 1。
error-plane-default = { $problem } 现显示 a ≤ 40, δ ≤ 320。
error-part = 此视图无法加载：{ $error }
error-other = { $text }
error-worker = 探索器的 Worker 线程出错：{ $text }
error-csp-blocked = 此页面的内容安全策略（Content-Security-Policy）阻止了探索器的 Worker 线程（{ $directive }）。若要允许它，页面的策略需要包含 worker-src blob: { $site }; script-src { $site } 'wasm-unsafe-eval'; connect-src { $site }。
label-row-width = 行宽
label-shift = 平移量 k
label-heap = 堆

## 核心模块的错误，按错误代码排列（数字来自核心模块）

core-empty-set = 减法集合为空：请至少给出一种走法。
core-zero-move = 一步必须至少取走 1 个计数器（0 不是走法）。
core-too-many-moves = 给出了 { $count } 种走法；最多支持 { $max } 种。
core-a-is-zero = a 必须至少为 1
core-b-not-above-a = b 必须大于 a（当前 a = { $a }, b = { $b }）；等价地，δ = b − a ≥ 1
core-delta-is-zero = δ 必须至少为 1（δ = b − a，且 b 必须大于 a）
core-not-additive = 该集合不具有 {"{"}a, b, a+b{"}"} 的形式。
core-not-in-regime = 这仅在原始二次情形（a < δ < 2a, gcd(a, δ) = 1）中得到证明；a = { $a }, δ = { $delta } 不在其中。
core-overflow = 此博弈的数值太大，无法用精确的 64 位算术计算。
core-window-too-large = 这需要 { $requested } 个条目，超过上限 { $limit }：请选择更小的范围。
core-too-much-memory = 这将在内存中占用约 { $bytes } 字节，超过上限 { $limit }：请选择更小的范围或博弈。
core-too-much-work = 这将计算约 { $positions } 个位置，超过工作量上限 { $limit }：请选择更小的范围或博弈。
core-bound-too-large = { $bound } 个位置的内存界限超过上限 { $limit }。
core-nothing-to-check = 没有需要检查的内容（0 个堆）。
core-out-of-memory = 内存不足（{ $bytes } 字节）：请选择更小的范围。
core-interrupted = 计算在完成前被停止。
core-finished = 该计算已经完成：请开始新的计算。
core-period-not-found = 在前 { $bound } 个位置内未找到周期；这些值仍可能以更长的周期重复。
core-not-a-period = mex 规则给出的值在 { $period } 个堆之后并不重复，而这正是定理 1 所证明的周期：请报告此问题。
core-zero-shift = 平移量 k 必须至少为 1。
core-invalid-number = { $field }：探索器在此处无法接受这个数。

## 代替图像显示的提示

notice-blocked-embed = 在其属性请求某个博弈之前，此嵌入不显示任何博弈。
notice-blocked-site = 在上方字段请求某个博弈之前，不显示任何博弈（这是地址所要求的）。
notice-stopped = 已停止：{ $game } 的周期表未计算。在任一字段中按 Enter 可重新计算。

## 视图

view-grid = 网格
view-strip = 数轴
view-gaps = 间隙
view-collisions = 碰撞
view-residues = 剩余类
view-ledger = 账本
view-play = 对弈
view-landscape = 全景

## 状态栏、图例以及网格和数轴的说明

building-bar = 周期表计算进度
building-cancel = 取消
building-cancel-label = 取消计算 a = { $a }, δ = { $delta }
building-text = 正在后台用 mex 规则计算 a = { $a }, δ = { $delta } 的周期表：{ $percent } %
badge-proven = 原始二次情形 · 定理 1
badge-outside = 情形之外 · mex 规则
summary-proven = S = {"{"}{ $a }, { $b }, { $ab }{"}"}, δ = { $delta }, d = { $d }：堆周期 { $period }（每周期 { $ppositions } { $ppositions ->
   *[other] 个 P-位置
  }）。每个值都来自闭式公式，由 Larsson 和 Manabe 证明。
summary-outside = S = {"{"}{ $a }, { $b }, { $ab }{"}"}, δ = { $delta }：{ $where }。闭式公式 wₙ 在此不适用：每个值都由 mex 规则算出，堆周期 { $period }（每周期 { $ppositions } { $ppositions ->
   *[other] 个 P-位置
  }）{ $band }。
summary-band = ；观察所得的条带公式给出 { $period }（未经证明）
regime-linear = 处于线性条带 j = { $j }（观察所得，未经证明）
regime-quadratic = { $j ->
    [0] 处于楔形区域 a < δ < 2a 内
   *[other] 处于二次条带 j = { $j }（观察所得，未经证明）
  }
regime-gcd = gcd(a, δ) = { $gcd } > 1，因此定理不适用；约化后，a/{ $gcd } = { $a } 与 δ/{ $gcd } = { $delta } { $band }
legend-title = 颜色：Nim 值
legend-w0 = W0 = {"{"}wₙ{"}"}：P-位置，轮到行动的一方必败
legend-w1 = W1 = W0 + { $a }
legend-w2 = W2 = W0 − { $b }（堆 ≥ 0）
legend-w3 = W3：其余的堆，每周期 { $count } 个
legend-value0 = 值 0：P-位置（由 mex 规则得出）
legend-value = 值 { $value }
legend-hint = 拖动以平移，滚轮或双指捏合以缩放；按键：方向键平移，+ 和 − 缩放，0 适配。
caption-grid = 网格：第 r 行包含堆 r·{ $w } 至 r·{ $w } + { $last }，按 Nim 值着色。每周期：在长为 { $period } 的堆周期中有 { $ppositions } 个值为 0 的堆（P-位置）。
caption-grid-period = 网格：第 r 行包含堆 r·{ $w } 至 r·{ $w } + { $last }，按 Nim 值着色。每周期：在长为 { $period } 的堆周期中有 { $ppositions } 个值为 0 的堆（P-位置），因此每一列自上而下都是同一个值。
caption-play = 对弈：数轴显示从 0 到起始堆的各个堆；竖线标出当前对局中的堆。
caption-line = 数轴：各堆从左到右排列，按 Nim 值着色，下方每个值各占一条轨道。每周期：在长为 { $period } 的堆周期中有 { $ppositions } 个值为 0 的堆（P-位置）。
canvas-grid = Nim 值网格。{ $summary } 方向键平移，+ 和 − 缩放，0 适配。
canvas-line = Nim 值数轴。{ $summary } 方向键平移，+ 和 − 缩放，0 适配。
canvas-role = 交互式图像

## 预设：值得一看的博弈

preset-choose = 选择一个博弈…
preset-group-in = 情形之内
preset-group-out = 情形之外
preset-5-7 = a = 5, δ = 7：详解示例
preset-5-7-note = S = {"{"}5, 12, 17{"}"}，堆周期 130：《Winning Ways》和论文中的示例。
preset-2-3 = a = 2, δ = 3：最小的博弈
preset-2-3-note = 该情形中最小的博弈：堆周期 22，每周期有 a·d = 2 个碰撞窗口。
preset-7-12 = a = 7, δ = 12：完整的梯形
preset-7-12-note = d = 5，因此剩余类分布先升至 1 … 5，再停留在 5，然后下降：面积 a·d = 35。
preset-101-150 = a = 101, δ = 150：大参数
preset-101-150-note = 堆周期 55 651；每个值仍由闭式公式在常数时间内算出。
preset-5-4 = a = 5, δ = 4：线性条带
preset-5-4-note = δ < a：闭式公式不成立（W0 不是 {"{"}wₙ{"}"}）；mex 规则得出周期 19 = 3a + δ，即线性条带公式（观察所得，未经证明）。
preset-5-11 = a = 5, δ = 11：线性条带 j = 1
preset-5-11-note = 2a ≤ δ ≤ 3a：由 mex 规则得周期 36 = 5a + δ；闭式公式不适用。
preset-5-16 = a = 5, δ = 16：二次条带 j = 1
preset-5-16-note = 3a < δ < 4a：周期 215 = a(3δ − a)，即二次条带公式，由穷举计算观察得到，但未经证明。
preset-6-9 = a = 6, δ = 9：gcd 3
preset-6-9-note = a < δ < 2a，但 gcd(a, δ) = 3：观察到 W0 = {"{"}wₙ{"}"} 成立，但最小周期是 66 = 3 · 22（即 a = 2, δ = 3 的周期），而不是 a(3δ + a) = 198。

## 页面的各个部分

controls-label = 参数
inspector-label = 检视一个堆
inspector-title = 检视
inspector-empty = 指向或轻触一个堆，即可查看它的值、它的走法以及给出该值的 mex。
open-link = 在 ASG Explorer 中打开 ↗
legend-label = 颜色

## 控制面板

field-view = 视图
field-row-width = 行宽
field-row-width-reset = 每行一个堆周期
field-row-width-period = 周期
field-shift = 平移量 k
field-shift-reset = 恢复为平移量 δ
field-zoom = 缩放
field-presets = 预设
field-language = 语言
field-second-mode = 第二个参数
field-give-delta = 输入 δ = b − a
field-give-b = 输入 b
zoom-out = 缩小
zoom-in = 放大
zoom-fit = 适配
zoom-fit-title = 显示一个完整周期，并回到起点
tour-take = 开始导览

## 分享与导出

share-label = 分享与导出
share-link = 复制链接
share-link-title = 可准确打开此视图的链接
share-link-done = 链接已复制。
share-embed = 复制嵌入代码
share-embed-title = 两行代码，可粘贴到博客文章中
share-embed-done = 嵌入代码已复制。
share-picture = 仅图像
share-picture-title = 嵌入图像及其说明，不含控件
share-copy-text = 待复制的文本
share-copy-by-hand = 按 Ctrl+C（⌘C）复制所选文本。
embed-fallback = ASG Explorer：{ $game }
export-label = 导出
export-png-title = 将图像导出为 PNG 图片
export-svg-title = 将图像导出为 SVG
export-csv-title = 将视图中的数据导出为 CSV
export-json-title = 将视图中的数据导出为 JSON
export-saved = 已保存 { $name }。
export-failed = 无法导出：{ $error }

## 检视器（指针下方的堆）

inspect-tip = 堆 { $heap } · 值 { $value }
inspect-heap = { $heap } 的 Nim 值为 { $swatch } { $value }。
inspect-heap-name = 堆 { $heap }
inspect-move = 走法
inspect-to = 到达堆
inspect-its-value = 其值
inspect-no-move = 此处无法行动：每种走法都大于堆的大小。
inspect-p-position = 这是 P-位置：轮到行动的一方必败，因为每种走法都会到达一个值非零的堆。
inspect-win = 走法无法到达的最小值是 { $value }；走到值为 0 的堆即可获胜。
inspect-range-tip = 堆 { $lo }–{ $hi } · 0: { $c0 } · 1: { $c1 } · 2: { $c2 } · 3: { $c3 }
inspect-range = { $range }（{ $count } 个堆，一个像素）：
inspect-range-name = 堆 { $lo } 至 { $hi }
inspect-zoom-in = 放大以查看单个堆及其走法。

## 证明视图：间隙、碰撞窗口、剩余类

residue-chart-label = 剩余类图
lane-gaps-label = P-位置之间的间隙
lane-windows-label = 以弧表示的碰撞窗口
gap-legend-label = 间隙类型
gap-other = 其他长度
windows-list = 列出视图中的窗口
windows-zoom-in = { $error } 请放大以列出窗口。
windows-count = { $count ->
   *[other] { $count } 个窗口的下端位于堆 { $lo } … { $hi }（平移量 { $k }）。
  }
windows-gap-run = 连续间隙
residue-tip = r = { $r }: q = { $q }, L = { $L }, R = { $R }, c(r) = { $c }（{ $region }）
caption-residues-outside = 剩余类区域仅在原始二次情形中有定义；a = { $a }, δ = { $delta } 不在其中。
caption-gaps-outside = 相邻 P-位置之间的间隙，由 mex 规则求得（闭式公式在此不适用）：条形按长度着色，长度不是 1、a+1、b+1 或 a+b+1 时为灰色。
caption-gaps = 相邻 P-位置之间的间隙 gₙ = wₙ₊₁ − wₙ，按类型着色：1, a+1 = { $a1 }, b+1 = { $b1 }, a+b+1 = { $ab1 }。每个含 { $gaps } 个间隙的索引周期中：长度为 1 的 { $ones } 个，a+1 的 { $aGaps } 个，b+1 的 { $bGaps } 个，a+b+1 的 { $abGaps } 个。
caption-collisions = 每个长为 { $period } 的堆周期中有 { $windows } 个碰撞窗口（a·d = { $a }·{ $d }，定理 7）：即相距 δ = { $delta } 的 P-位置对，以弧表示。平移后的 P-位置 W0 − δ 中未落入 W0 的，就是每周期 W3 中的 { $w3 } 个堆（aδ − a·d = a²）。
caption-shift = 相距 k = { $k } 的 P-位置对，C(k) = (W0 − k) ∩ W0（其结构是论文提出的问题）：每个长为 { $period } 的堆周期中有 { $count } 对。
caption-shift-uncounted = 相距 k = { $k } 的 P-位置对，C(k) = (W0 − k) ∩ W0（其结构是论文提出的问题），以弧表示；仅当周期至多为 2^22 个堆时才按周期计数，而此周期为 { $period }。
caption-residues = 剩余类为 r 的 (a+1)-间隙位于 c(r) = min(r, d) − max(0, r − a) 个碰撞窗口中，d = { $d }：r < { $d } 时为左受限（c = r），{ $d } ≤ r ≤ { $a } 时为无限制（c = d），r > { $a } 时为右受限（c = δ − r）；梯形的面积为 a·d = { $a }·{ $d } = { $windows }，即每个堆周期中的窗口数。选择一个条形或一个 (a+1)-间隙，即可将二者对应起来。
caption-residues-chosen = 剩余类为 r 的 (a+1)-间隙位于 c(r) = min(r, d) − max(0, r − a) 个碰撞窗口中，d = { $d }：r < { $d } 时为左受限（c = r），{ $d } ≤ r ≤ { $a } 时为无限制（c = d），r > { $a } 时为右受限（c = δ − r）；梯形的面积为 a·d = { $a }·{ $d } = { $windows }，即每个堆周期中的窗口数。下方的间隙中突出显示了剩余类 { $r }。
lane-class = 值 { $value } · W{ $value }
lane-value = 值 { $value }
lane-gap-tip = 间隙 g{ $n } = { $length }（{ $kind }），起自 w{ $n } = { $from }
lane-gap-residue-tip = 间隙 g{ $n } = { $length }（{ $kind }），起自 w{ $n } = { $from } · 剩余类 r = { $r }
lane-window-tip = 窗口 w{ $m } = { $lower } → w{ $n } = { $upper }：间隙 g{ $m } … g{ $last }
lane-gaps-zoomed-out = 已缩小：每一列显示从该处开始的各类间隙所占的比例。放大可查看单个间隙。
lane-shifted-theorem = W0 − { $k }：落入 W0（一个窗口）或 W3
lane-shifted = W0 − { $k }：落入 W0（一对）或不落入
lane-windows-uncounted = 周期太长，此处无法按像素统计窗口；放大即可查看。
lane-windows-zoomed-out = 已缩小：每一列中每个堆的窗口数（精确计数）。放大可查看弧。
region-left = 左受限
region-unrestricted = 无限制
region-right = 右受限
residue-axis = 剩余类 r
residue-area = 面积 Σ c(r) = { $total } = a·d = { $a }·{ $d }

## 账本

ledger-bar = mex 规则计数进度
ledger-counting = 正在后台用 mex 规则计数… { $percent } %
ledger-failed = 计数未能完成：{ $error }
ledger-failed-caption = 账本无法完成计数：{ $error }
ledger-index-period = 索引周期（每周期的 P-位置数）
ledger-heap-period = 堆周期
ledger-w0 = |W0|，值为 0 的堆
ledger-w1 = |W1|，值为 1 的堆
ledger-w2 = |W2|，值为 2 的堆
ledger-w3 = |W3|，值为 3 的堆
ledger-windows = |C|，δ-碰撞窗口
ledger-no-formula = 不适用
ledger-agrees = 一致
ledger-disagrees = 不一致
ledger-none = 无公式
ledger-streamed = 周期长于搜索界限：这些值在一个周期内以流式方式算出，并观察到在该周期之后重复；是否存在更短的周期，未经计数检验。
ledger-outside = 在原始二次情形之外，闭式公式不适用（标为“不适用”）。观察所得的条带公式给出的周期为 { $period }，穷举计算观察到了这一点，但尚无人证明。
ledger-preperiod = 该序列在长为 { $preperiod } 个堆的预周期之后成为周期序列。
ledger-caption = 每个堆周期，a = { $a }, δ = { $delta }
ledger-quantity = 量
ledger-closed-form = 闭式公式
ledger-counted = 计数（mex 规则）
ledger-agree = 一致
ledger-summary = 每个堆周期 { $period } 中：|W0| = { $w0 }, |W1| = { $w1 }, |W2| = { $w2 }, |W3| = { $w3 }，以及 { $windows } 个碰撞窗口，均由 mex 规则计数；{ $verdict }
ledger-verdict-agree = 每项计数都与其闭式公式相符。
ledger-verdict-differ = 有些计数与闭式公式不符！
ledger-verdict-outside = 此处没有适用的闭式公式。

## 全景

landscape-label = 周期全景
landscape-title = 周期全景
landscape-amax = 最大 a
landscape-dmax = 最大 δ
landscape-colour = 颜色：
landscape-colour-by = 着色依据
landscape-colour-period = 周期（对数刻度）
landscape-colour-regime = 情形
landscape-colour-agreement = 与条带公式的一致性
landscape-compute = 计算
landscape-stop = 停止
landscape-bar = 已计算的格子
landscape-canvas = 周期全景
landscape-stopped = 已在 { $total } 个博弈中的第 { $done } 个处停止。
landscape-computing = 正在后台用 mex 规则计算…
landscape-progress = { $done } / { $total } 个博弈
landscape-done = { $total ->
   *[other] 全部博弈已计算完毕，共 { $total } 个。
  }
landscape-failed = 无法计算全景：{ $error }
landscape-periods = 最小周期从 { $lo } 到 { $hi }
landscape-no-period = 未找到周期
landscape-caption = { $size } { $size ->
   *[other] 个博弈
  }（a ≤ { $amax }, δ ≤ { $dmax }），均由 mex 规则算出：{ $periods }；其中 { $regime } 个位于原始二次情形内。条带公式与 mex 规则在其中 { $agree } 个上一致{ $disagree ->
    [0] {""}
   *[other] ，在 { $disagree } 个上不一致
  }{ $unknown ->
    [0] {""}
   *[other] ；{ $unknown } 个在界限内未找到周期
  }。在该情形之外，这些条带是观察所得，未经证明。
landscape-cell-regime = 原始二次情形
landscape-cell-gcd = gcd { $gcd }，约化后{ $band }
landscape-cell-unknown = a = { $a }, δ = { $delta }（{ $where }）：在界限内未找到周期；预测值为 { $prediction }。
landscape-cell = a = { $a }, δ = { $delta }（{ $where }）：周期 { $period }{ $preperiod ->
    [0] {""}
   *[other] {" "}自堆 { $preperiod } 起
  }，由 mex 规则得出；条带公式 { $prediction } { $mark }；最大值 { $max }；W0 = {"{"}wₙ{"}"}：{ $w0 }。
landscape-cell-pending = a = { $a }, δ = { $delta }：尚未计算。
landscape-yes = 是
landscape-no = 否
landscape-wedge = 楔形区域 a < δ < 2a
landscape-key-regime = 原始二次
landscape-key-gcd = gcd > 1
landscape-key-linear = 线性条带
landscape-key-quadratic = 二次条带
landscape-key-agree = 条带公式 = 周期
landscape-key-differ = 不一致

## 与电脑对弈

play-title = 与电脑对弈
play-heap = 堆
play-heap-label = 起始堆
play-first-label = 先手
play-you-start = 你先走
play-computer-starts = 电脑先走
play-hints = 显示提示
play-new = 新对局
play-moves-label = 你的走法
play-choose = 选择一个堆和先手方，然后按“新对局”。
play-heap-now = 堆：{ $heap }
play-heap-hint = 堆：{ $heap }（值 { $value }{ $value ->
    [0] ，P-位置：轮到行动的一方必败
   *[other] {""}
  }）
play-take = 取 { $take }
play-take-hint = 取 { $take } → { $to }，值 { $value }
play-log-you = 你：{ $from } − { $take } = { $to }（{ $value ->
    [0] P-位置
   *[other] 值 { $value }
  }）
play-log-computer = 电脑：{ $from } − { $take } = { $to }（{ $value ->
    [0] P-位置
   *[other] 值 { $value }
  }）
play-none = 无
play-you-lose = 你无法从 { $heap } 行动：每种走法都大于堆的大小。电脑获胜。
play-you-win = 电脑无法从 { $heap } 行动。你赢了！
play-why = 走到的 P-位置：你 { $you }；电脑 { $computer }。从 P-位置出发，每种走法都会到达一个值非零的堆；而从这样的堆出发，总有一种走法可以回到 P-位置，所以谁走到了 P-位置，谁就能保持胜势。

## 导览

tour-label = 导览
tour-back = ← 上一步
tour-next = 下一步 →
tour-close = 关闭导览
tour-step-title = { $n }. { $title }
tour-step-count = 第 { $n } 步，共 { $total } 步
tour-1-title = 博弈
tour-1-rules = 一堆计数器；两名玩家轮流从中取走 a、b 或 a+b 个（这里是 5、12 或 17 个）。无法行动的一方告负。
tour-1-values = 每个堆都有一个 Nim 值 0、1、2 或 3，以颜色表示。值 0 表示轮到行动的一方必败：这些堆就是 P-位置。
tour-2-title = 逐堆应用 mex 规则
tour-2-mex = 一个堆的值是走法无法到达的最小值（即 mex）。逐步查看最初的几个堆：每个值都由比它小 a、b 和 a+b 的那几个堆得出。
tour-3-title = 闭式公式
tour-3-regime = 在原始二次情形中，即 a < δ < 2a 且 gcd(a, δ) = 1（δ = b − a），P-位置有一个公式（Larsson 和 Manabe，定理 1）：
tour-3-example = 对于 a = 5, δ = 7：w = { $w }, …：即值为 0 的堆。下方的高条形就是公式中的跳跃 a 和 b。
tour-4-title = 四个颜色类
tour-4-shifts = 其他值是 P-位置的平移：
tour-4-grid = 网格按堆周期 a(3δ + a) = 130 换行，因此每一列自上而下保持同一种颜色。
tour-5-title = 间隙
tour-5-gaps = 相邻的 P-位置之差是四种间隙之一：
tour-5-kinds = 即 1、a+1、b+1 或 a+b+1。指向一个条形即可查看它的索引和类型。
tour-6-title = 碰撞窗口
tour-6-windows = 相距 δ 的 P-位置对就是碰撞窗口（弧）。定理 7 指出每个堆周期中有 a·d 个碰撞窗口，其中 d = δ − a：
tour-6-w3 = 平移后未落入 W0 的 P-位置落在 W3 中，这就是 |W3| = aδ − a·d = a² 的原因。
tour-7-title = 剩余类梯形
tour-7-residue = 每个 (a+1)-间隙都有一个剩余类 r；经过它的窗口数为
tour-7-regions = 左受限、无限制、右受限：梯形的面积为 a·d。选择一个条形，即可在下方看到它的间隙。
tour-8-title = 周期
tour-8-period = 一切都以堆周期重复
tour-8-counts = 其中值 0、1、2 的堆各有 aδ 个，值 3 的堆有 a² 个。账本用 mex 规则对它们计数，并逐一检验每个公式。
tour-9-title = 情形之外
tour-9-outside = 这里 δ = 16 > 2a：定理对此没有任何结论，闭式公式也不描述这个博弈。探索器用 mex 规则计算每个值，并在徽标中注明。
tour-9-bands = 穷举计算仍能找到周期 215 = a(3δ − a)，这是尚无人证明的条带公式之一。试试情形之外的预设。

## 屏幕阅读器朗读的公式（公式本身在所有语言中都相同）

formula-set = S 等于集合 a、b、a 加 b
formula-mex = x 的 g 值等于 x 减 s 的 g 值的 mex，s 取遍不超过 x 的走法
formula-w = w 下标 n 等于 n，加 a 乘以 n 除以 a 的下取整，加 b 乘以 n 除以德尔塔的下取整
formula-classes = W1 等于 W0 加 a；W2 等于 W0 减 b；W3 等于 W0 减德尔塔，再去掉 W0
formula-gap = g 下标 n 等于 1，加 a 乘以 [a 整除 n 加 1]，加 b 乘以 [德尔塔整除 n 加 1]
formula-windows = C 的大小等于 a 乘以 d
formula-residue = r 的 c 值等于 r 与 d 中的较小者，减去 0 与 r 减 a 中的较大者
formula-period = P 等于 a 乘以（3 倍德尔塔加 a）

## mex 步进器

stepper-cells = 已算出的值
stepper-play = 播放
stepper-pause = 暂停
stepper-play-label = 播放：每秒前进一步
stepper-back = ◀ 后退
stepper-back-label = 后退一个堆
stepper-forward = 前进 ▶
stepper-forward-label = 前进一个堆
stepper-move = −{ $move } 到达值为 { $value } 的堆 { $to }
stepper-heap = 堆 { $heap }：{ $moves }；{ $mex }。
stepper-heap-none = 堆 { $heap }：无法行动（每种走法都更大）；{ $mex }。

## CSV 导出的列标题

csv-heap = 堆
csv-value = 值
csv-row = 行
csv-column = 列
csv-from = 起点
csv-to = 终点
csv-count-0 = 值为 0 的堆
csv-count-1 = 值为 1 的堆
csv-count-2 = 值为 2 的堆
csv-count-3 = 值为 3 的堆
csv-key = 键
csv-quantity = 量
csv-closed-form = 闭式公式
csv-closed-form-value = 闭式公式值
csv-counted = 计数值
csv-agrees = 一致
csv-region = 区域
csv-index = 索引
csv-length = 长度
csv-type = 类型
csv-lower = 下端
csv-upper = 上端
csv-gap-run = 连续间隙
csv-residue = 剩余类
