# ASG Explorer：页面上的全部文本，简体中文版。其他消息目录（en、de、ja）包含相同的消息；
# 若某条消息缺失、未被使用，或含有英文版没有的变量，测试即会失败。
# 数学内容（符号、公式）在所有语言中都相同；数字以变量形式传入，按中文习惯每三位用逗号分组
# （55,651）。数字之后要加量词（个、对、题、步）；集合由 SET(…) 写出（数字中有逗号时元素之间用分号），
# 百分数由 PERCENT(…) 写出。

## 语言（各以其本身的语言书写，在所有目录中都相同）

language-en = English
language-de = Deutsch
language-zh = 中文（简体）
language-ja = 日本語

## 探索器所在的网站

site-name = ASG Explorer
site-title = ASG Explorer：加性减法博弈
site-intro = 两名玩家轮流从一堆石子中取走 { $a }、{ $b } 或 { $ab } 个石子；无法行动的一方告负。每种大小的堆都有一个 0–3 的 { TERM("nim-value", text: "Nim 值") }。选定 { $a } 和 { $delta }，即可查看这些值。
site-footer = 在{ $regime }（{ $condition }）中，P-位置为 { $formula }，值 1、2、3 由它们的平移构成：这一结论见于《{ $ww }》（1982），由 U. Larsson 和 H. Manabe 在《{ $paper }》（arXiv:2603.10414，定理 1）中证明。在原始二次情形之外，此处的每个值都由 mex 规则算出。
site-regime = 原始二次情形
math-gcd = gcd
site-licence = ASG Explorer · MIT OR Apache-2.0
site-failed = 探索器无法启动：{ $error }
# 静态页面（index.html、embed.html）：描述、标题，以及未启用 JavaScript 的读者看到的文字
site-description = 探索加性减法博弈：Nim 值、P-位置以及 Larsson 和 Manabe 的闭式公式，全部在你的浏览器中计算。
site-noscript = 探索器借助 WebAssembly 在你的浏览器中计算，需要启用 JavaScript。

## 嵌入页的启动或失败

embed-failed = ASG Explorer 无法启动：{ $error }
embed-title = ASG Explorer（嵌入）
region-label = ASG Explorer：a = { $a }, δ = { $delta }，{ $view }
# The embed's attributes: a misspelled or a missing one
embed-unknown-attribute = 探索器不认识属性“{ $name }”：你是想写“{ $nearest }”吗？
embed-unknown-attribute-far = 探索器不认识属性“{ $name }”（它读取的属性为 { $known }）。
embed-missing-second = a = { $a } 还缺少第二个数：请添加属性“delta”（即 δ）或“b”。
# The embed among others on a page: its own name, a link past it, a name when it fails
region-label-numbered = ASG Explorer（{ $n }）：a = { $a }, δ = { $delta }，{ $view }
embed-failed-label = ASG Explorer（{ $n }），未能启动
embed-skip = 跳过探索器
# The page's Content-Security-Policy stopping an embed's start
embed-csp-wasm = 此页面的内容安全策略（Content-Security-Policy）不允许探索器编译其 WebAssembly（script-src 中缺少 'wasm-unsafe-eval'）。若要允许，页面的策略需要包含 script-src { $site } 'wasm-unsafe-eval'。
embed-csp-fetch = 此页面的内容安全策略（Content-Security-Policy）不允许探索器获取其文件（connect-src）。若要允许，页面的策略需要包含 connect-src { $site }。

## 关于用户输入或链接所请求内容的消息

error-empty = { $name }：请输入一个整数
error-not-whole = { $name }：“{ $text }”不是整数（仅限数字 0–9）
error-too-large = { $name }：{ $digits } 太大（最大为 2^64 − 1）
error-too-large-long = { $name }：{ $head }…{ $tail }（{ $count } 位数字）太大（最大为 2^64 − 1）
error-at-least-one = { $name }：必须至少为 1
error-not-one-of = { $name }：“{ $text }”不是 { $choices } 之一
error-position = { $name }：“{ $text }”不是 { $from } 到 2^64（不含 2^64）之间的位置
error-out-of-range = { $name }：“{ $text }”超出范围
error-residue = r：余数的取值为 1 到 δ − 1 = { $top }
error-plane = a ≤ { $amax }, δ ≤ { $dmax }：一个全景包含 1 到 1,048,576（2^20）个博弈，且 a 和 δ 至少为 1。
error-plane-default = { $problem }现显示 a ≤ 40, δ ≤ 320。
error-part = 此视图无法加载：{ $error }
error-other = { $text }
error-worker = 探索器的 Worker 线程出错：{ $text }
error-csp-blocked = 此页面的内容安全策略（Content-Security-Policy）阻止了探索器的 Worker 线程（{ $directive }）。若要允许它，页面的策略需要包含 worker-src blob: { $site }; script-src { $site } 'wasm-unsafe-eval'; connect-src { $site }。
label-row-width = 行宽
label-shift = 平移量 k
label-heap = 堆

## 核心模块的错误，按错误代码排列（数字来自核心模块）

core-empty-set = 减法集为空：请至少给出一种走法。
core-zero-move = 一步必须至少取走 1 个石子（0 不是走法）。
core-too-many-moves = 给出了 { $count } 种走法；最多支持 { $max } 种。
core-a-is-zero = a 必须至少为 1
core-b-not-above-a = b 必须大于 a（当前 a = { $a }, b = { $b }）；等价地，δ = b − a ≥ 1
core-delta-is-zero = δ 必须至少为 1（δ = b − a，且 b 必须大于 a）
core-not-additive = 该集合不具有 {"{"}a, b, a+b{"}"} 的形式。
core-not-in-regime =
    { $what ->
        [classes] 定理 1 的四个值类
        [residue-regions] 余数区域
        [torus-formula] C(k) 的环面公式
       *[closed-form] 定理 1 的闭式公式
    }仅在原始二次情形（a < δ < 2a, gcd(a, δ) = 1）中得到证明；a = { $a }, δ = { $delta } 不在其中。
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
core-not-a-period = mex 规则给出的值在 { $period } 个堆之后并不重复，而由定理 1 可推出这正是周期：请报告此问题。
core-zero-shift = 平移量 k 必须至少为 1。
core-invalid-number = { $field }：探索器在此处无法接受这个数。
# The glue's own errors between the page and the core (an object used after it was freed, …)
core-object-freed = 内核的博弈、图像或任务在释放后又被使用；请重新创建。
core-wrong-object = 内核收到的不是它所需要的博弈、图像或任务。
core-object-busy = 这个博弈、图像或任务仍在被另一项计算使用；请在它完成后再试。
core-internal = 内核发生了意外错误；请连同此视图的链接一起报告。

## 代替图像显示的提示

notice-blocked-embed = 在其属性请求某个博弈之前，此嵌入不显示任何博弈。
notice-blocked-site = 在上方字段请求某个博弈之前，不显示任何博弈（这是地址所要求的）。
notice-stopped = 已停止：{ $game } 一个周期的值表没有算出。在任一字段中按 Enter 可重新计算。

## 视图

view-grid = 网格
view-strip = 数轴
view-gaps = 间隙
view-collisions = 碰撞
view-residues = 余数
view-ledger = 计数核对
view-play = 对弈
view-landscape = 全景

## 状态栏、图例以及网格和数轴的说明

building-bar = 值表计算进度
building-cancel = 取消
building-cancel-label = 取消计算 a = { $a }, δ = { $delta }
building-text = 正在后台用 mex 规则计算 a = { $a }, δ = { $delta } 一个周期的值表：{ PERCENT($percent) }
badge-proven = { TERM("regime", text: "原始二次情形") } · 定理 1
badge-outside = { TERM("regime", text: "原始二次情形") }之外 · { TERM("mex", text: "mex 规则") }
summary-proven = { TERM("subtraction-set", text: "S") } = { SET($a, $b, $ab) }, { TERM("delta", text: "δ") } = { $delta }, { TERM("d", text: "d") } = δ − a = { $d }：{ TERM("heap-period", text: "堆周期") } { $period }（{ TERM("index-period", text: "每周期") } { $ppositions } 个 P-位置）。每个值都来自{ TERM("closed-form", text: "闭式公式") }，由 Larsson 和 Manabe 证明。
summary-outside = { TERM("subtraction-set", text: "S") } = { SET($a, $b, $ab) }, { TERM("delta", text: "δ") } = { $delta }：{ $where }。闭式公式 wₙ 仅在原始二次情形中得到证明：此处的每个值都由 { TERM("mex", text: "mex 规则") }算出，堆周期 { $period }（每周期 { $ppositions } 个 P-位置）{ $band }。
summary-band = ；观察所得的{ TERM("band", text: "条带公式") }给出 { $period }（未经证明）
regime-linear = 处于线性{ TERM("band", text: "条带") } j = { $j }（观察所得，未经证明）
regime-quadratic = { $j ->
    [0] 处于 a < δ < 2a 的范围内
   *[other] 处于二次{ TERM("band", text: "条带") } j = { $j }（观察所得，未经证明）
  }
regime-gcd = gcd(a, δ) = { $gcd } > 1，因此定理 1 在此不适用；约化后，a/{ $gcd } = { $a } 与 δ/{ $gcd } = { $delta } { $band }
legend-title = 颜色：{ TERM("nim-value", text: "Nim 值") }
legend-w0 = { TERM("class", text: "W0") } = {"{"}{ TERM("closed-form", text: "wₙ") }{"}"}：{ TERM("p-position", text: "P-位置") }，轮到行动的一方必败
legend-w1 = { TERM("class", text: "W1") } = W0 + { $a }
legend-w2 = { TERM("class", text: "W2") } = W0 − { $b }（堆 ≥ 0）
legend-w3 = { TERM("class", text: "W3") }：其余的堆，每周期 { $count } 个
legend-value0 = 值 0：{ TERM("p-position", text: "P-位置") }（由 mex 规则得出）
legend-value = 值 { $value }
legend-hint = 拖动以平移，滚轮或双指捏合以缩放。在图像上：方向键移动光标，Enter 查看，Shift 加方向键平移，+ 和 − 缩放，0 全览。
caption-grid = 网格：第 r 行包含堆 r·{ $w } 至 r·{ $w } + { $last }，按 Nim 值着色。每个{ TERM("heap-period", text: "堆周期") }（长 { $period }）中有 { $ppositions } 个值为 0 的堆（P-位置）。
caption-grid-period = 网格：第 r 行包含堆 r·{ $w } 至 r·{ $w } + { $last }，按 Nim 值着色。每行恰为一个堆周期（长 { $period }），其中有 { $ppositions } 个值为 0 的堆（P-位置），因此每一列自上而下都是同一个值。
caption-play = 对弈：数轴显示从 0 到起始堆的各个堆；竖线标出当前对局中的堆。
caption-line = 数轴：各堆从左到右排列，按 { TERM("nim-value", text: "Nim 值") }着色，下方每个值各占一条轨道。每个堆周期（长 { $period }）中有 { $ppositions } 个值为 0 的堆（P-位置）。
canvas-grid = Nim 值网格。{ $summary }方向键将光标移动一个堆或一行，Enter 或空格键查看光标下的堆，Shift 加方向键平移，+ 和 − 缩放，0 全览。
canvas-line = Nim 值数轴。{ $summary }左、右方向键将光标移动一个堆，上、下方向键将其移动十个堆，Enter 或空格键查看光标下的堆，Shift 加方向键平移，+ 和 − 缩放，0 全览。
canvas-role = 交互式图像

## 预设：值得一看的博弈

preset-choose = 选择一个博弈…
preset-group-in = 原始二次情形之内
preset-group-out = 原始二次情形之外
preset-5-7 = a = 5, δ = 7：详解示例
preset-5-7-note = S = {"{"}5, 12, 17{"}"}，堆周期 130：《Winning Ways》和论文中的示例。
preset-2-3 = a = 2, δ = 3：最小的博弈
preset-2-3-note = 原始二次情形中最小的博弈：堆周期 22，每周期有 a·d = 2 个碰撞窗口。
preset-7-12 = a = 7, δ = 12：完整的梯形
preset-7-12-note = d = 5，因此余数梯形先从 1 升到 5，在 5 保持一段，然后下降：面积 a·d = 35。
preset-101-150 = a = 101, δ = 150：大参数
preset-101-150-note = 堆周期 55,651；每个值仍由闭式公式在常数时间内算出。
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
inspector-label = 查看一个堆
inspector-title = 查看
inspector-empty = 指向或轻触一个堆（或在图像上移动光标后按 Enter），即可查看它的值、它的走法以及给出该值的 { TERM("mex", text: "mex") }。
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
zoom-fit = 全览
zoom-fit-title = 显示一个完整周期，并回到起点
tour-take = 开始导览

field-goto = 转到堆
field-goto-button = 转到
field-goto-placeholder = 任意堆

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

## 查看面板（指针下方的堆）

inspect-tip = 堆 { $heap } · 值 { $value }
inspect-heap = { $heap } 的 { TERM("nim-value", text: "Nim 值") }为 { $swatch } { $value }。
inspect-heap-name = 堆 { $heap }
inspect-move = 走法
inspect-to = 到达堆
inspect-its-value = 其值
inspect-no-move = 此处无法行动：每种走法都大于堆的大小。
inspect-p-position = 这是 { TERM("p-position", text: "P-位置") }：轮到行动的一方必败，因为每种走法都会到达一个值非零的堆。
inspect-win = 走法无法到达的最小值是 { $value }；走到值为 0 的堆即可获胜。
inspect-range-tip = 堆 { $lo }–{ $hi } · 0: { $c0 } · 1: { $c1 } · 2: { $c2 } · 3: { $c3 }
inspect-range = { $range }（{ $count } 个堆，一个像素）：
inspect-range-name = 堆 { $lo } 至 { $hi }
inspect-zoom-in = 放大以查看单个堆及其走法。

inspect-hidden-tip = 堆 { $heap } · 值已隐藏
inspect-hidden = 堆 { $heap }：在不显示提示的对弈中或练习时，它的值是隐藏的；对局结束时，或你找到答案、选择显示答案之后才会显示。

## 证明视图：间隙、碰撞窗口、余数

residue-chart-label = 余数图
lane-gaps-label = P-位置之间的间隙
lane-windows-label = 以弧表示的碰撞窗口
gap-legend-label = 间隙类型
gap-other = 其他长度
windows-list = 列出视图中的窗口
windows-zoom-in = { $error }请放大以列出窗口。
windows-count = { $count } 个窗口的下端位于堆 { $lo } … { $hi }（平移量 { $k }）。
windows-gap-run = 连续间隙
residue-tip = 余数 r = { $r }（{ $region }）：满足 n + 1 = q·a（q = { $q }）的 (a+1)-间隙 gₙ；它之前紧邻 L = { $L } 个长度为 1 的间隙，之后紧邻 R = { $R } 个；有 c(r) = { $c } 个窗口经过它
caption-residues-outside = 余数区域仅在原始二次情形中有定义；a = { $a }, δ = { $delta } 不在其中。
caption-gaps-outside = 相邻 P-位置之间的{ TERM("gap", text: "间隙") }，由 mex 规则求得（闭式公式在此未经证明）：条形按长度着色，长度不是 1、a+1、b+1 或 a+b+1 时为灰色。
caption-gaps = 相邻 P-位置之间的{ TERM("gap", text: "间隙") } gₙ = wₙ₊₁ − wₙ，按类型着色：1, a+1 = { $a1 }, b+1 = { $b1 }, a+b+1 = { $ab1 }。每个含 { $gaps } 个间隙的索引周期中：长度为 1 的 { $ones } 个，a+1 的 { $aGaps } 个，b+1 的 { $bGaps } 个，a+b+1 的 { $abGaps } 个。
caption-collisions = 每个长为 { $period } 的{ TERM("heap-period", text: "堆周期") }中有 { $windows } 个{ TERM("collision-window", text: "碰撞窗口") }（a·d = { $a }·{ $d }，定理 7）：即相距 δ = { $delta } 的 P-位置对，以弧表示。平移后的 P-位置 W0 − δ 中未落入 W0 的，就是每周期 W3 中的 { $w3 } 个堆（aδ − a·d = a²）。
caption-shift = 相距 k = { $k } 的 P-位置对，C(k) = (W0 − k) ∩ W0（其结构是论文提出的公开问题）：每个长为 { $period } 的堆周期中有 { $count } 对。
caption-windows-ledger = 相距 δ = { $k } 的 P-位置对，即碰撞窗口，以弧表示（在原始二次情形之外，定理 7 不给出它们的个数）。周期长达 { $period } 个堆，无法在此计数；“计数核对”视图会在后台用 mex 规则按周期对它们计数。
caption-shift-uncounted = 相距 k = { $k } 的 P-位置对，C(k) = (W0 − k) ∩ W0（其结构是论文提出的公开问题），以弧表示；仅当周期至多为 2^22 个堆时才按周期计数，而此周期为 { $period } 个堆。
caption-residues = { TERM("residue", text: "余数") }为 r 的 (a+1)-间隙位于 c(r) = min(r, d) − max(0, r − a) 个碰撞窗口中（其中 d = { $d }）：{ $d ->
    [1] 没有左受限的余数（r < 1），
   *[other] r < { $d } 时为左受限（c = r），
  }{ $d } ≤ r ≤ { $a } 时为无限制（c = d），r > { $a } 时为右受限（c = δ − r）；梯形的面积为 a·d = { $a }·{ $d } = { $windows }，即每个堆周期中的窗口数。选择一个条形或下方的一个 (a+1)-间隙，即可在两处突出显示这个余数。
caption-residues-chosen = { TERM("residue", text: "余数") }为 r 的 (a+1)-间隙位于 c(r) = min(r, d) − max(0, r − a) 个碰撞窗口中（其中 d = { $d }）：{ $d ->
    [1] 没有左受限的余数（r < 1），
   *[other] r < { $d } 时为左受限（c = r），
  }{ $d } ≤ r ≤ { $a } 时为无限制（c = d），r > { $a } 时为右受限（c = δ − r）；梯形的面积为 a·d = { $a }·{ $d } = { $windows }，即每个堆周期中的窗口数。下方的间隙中突出显示了余数 { $r }。
lane-class = 值 { $value } · W{ $value }
lane-value = 值 { $value }
lane-gap-tip = 间隙 g{ $n } = { $length }（{ $kind }），起自 w{ $n } = { $from }
lane-gap-residue-tip = 间隙 g{ $n } = { $length }（{ $kind }），起自 w{ $n } = { $from } · 余数 r = { $r }
lane-window-tip = 窗口 w{ $m } = { $lower } → w{ $n } = { $upper }：间隙 g{ $m } … g{ $last }
lane-gap-index = 间隙索引 n
lane-gaps-zoomed-out = 已缩小：每一列显示从该处开始的各类间隙所占的比例。放大可查看单个间隙。
lane-shifted-theorem = W0 − { $k }：落入 W0（一个窗口）或 W3
lane-shifted = W0 − { $k }：落入 W0（一对）或不落入
lane-windows-uncounted = 周期太长，此处无法按像素统计窗口；放大即可查看。
lane-windows-zoomed-out = 已缩小：每一列中每个堆的窗口数（精确计数）。放大可查看弧。
region-left = 左受限
region-unrestricted = 无限制
region-right = 右受限
residue-axis = 余数 r
residue-area = 面积 Σ c(r) = { $total } = a·d = { $a }·{ $d }

## 计数核对（用 mex 规则核对闭式公式给出的计数）

ledger-bar = mex 规则计数进度
ledger-counting = 正在后台用 mex 规则计数… { PERCENT($percent) }
ledger-failed = 计数未能完成：{ $error }
ledger-failed-caption = 计数核对未能完成：{ $error }
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
ledger-agree = 一致？
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
landscape-colour-regime = 所属情形
landscape-colour-agreement = 与条带公式的一致性
landscape-compute = 计算
landscape-stop = 停止
landscape-bar = 已计算的格子
landscape-canvas = 周期全景
landscape-stopped = 已停止：{ $total } 个博弈中已算完 { $done } 个。
landscape-computing = 正在后台用 mex 规则计算…
landscape-progress = { $done } / { $total } 个博弈
landscape-done = { $total ->
    [1] 已算完这 1 个博弈。
   *[other] 已算完全部 { $total } 个博弈。
  }
landscape-failed = 无法计算全景：{ $error }
landscape-periods = 最小周期从 { $lo } 到 { $hi }
landscape-no-period = 未找到周期
landscape-caption = { $size } 个博弈（a ≤ { $amax }, δ ≤ { $dmax }），均由 mex 规则算出：{ $periods }；其中 { $regime } 个位于原始二次情形内。条带公式与 mex 规则在其中 { $agree } 个上一致{ $disagree ->
    [0] {""}
   *[other] ，在 { $disagree } 个上不一致
  }{ $unknown ->
    [0] {""}
   *[other] ；{ $unknown } 个在界限内未找到周期
  }。在原始二次情形之外，这些条带是观察所得，未经证明。
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
landscape-w0-unknown = 在界限内未能判定
landscape-wedge = 区域 a < δ < 2a
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
play-you-lose = 堆里只剩 { $heap } 个石子，你无法行动：每种走法要取的石子都比这多。电脑获胜。
play-you-win = 堆里只剩 { $heap } 个石子，电脑无法行动。你赢了！
play-why = 你走到的 P-位置：{ $you }；电脑走到的 P-位置：{ $computer }。从 P-位置出发，每种走法都会到达一个值非零的堆；而从这样的堆出发，总有一种走法可以回到 P-位置，所以谁走到了 P-位置，谁就能保持胜势。

play-undo = 撤回我这一步
play-thinking = 电脑正在思考…
play-log-you-hidden = 你：{ $from } − { $take } = { $to }
play-log-computer-hidden = 电脑：{ $from } − { $take } = { $to }

## 导览

tour-label = 导览
tour-back = ← 上一步
tour-next = 下一步 →
tour-close = 关闭导览
tour-return = 回到导览第 { $n } 步
tour-step-title = { $n }. { $title }
tour-step-count = 第 { $n } 步，共 { $total } 步

tour-finish = 结束导览

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
stepper-play = 自动播放
stepper-pause = 暂停
stepper-play-label = 自动播放：每秒前进一个堆
stepper-back = ◀ 上一个堆
stepper-back-label = 后退一个堆
stepper-forward = 下一个堆 ▶
stepper-forward-label = 前进一个堆
stepper-move = −{ $move } 剩下值为 { $value } 的堆 { $to }
stepper-heap = 堆 { $heap }：{ $moves }；{ $mex }。
stepper-heap-none = 堆 { $heap }：无法行动（每种走法要取的石子都比堆里的多）；{ $mex }。

stepper-end = 步进器到堆 { $last } 为止：更大的堆，请在数轴上指向它，或使用“转到堆”。
stepper-paused = 已在堆 { $heap } 处停止；按“下一个堆”可逐堆继续，直到堆 { $last }。

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
csv-residue = 余数

## 练习

view-practice = 练习
caption-practice = 练习：数轴显示练习题附近的一段堆。若题目要求给出一个值，颜色会一直隐藏，直到你找到答案或选择显示答案。
practice-title = 练习
practice-kinds = 练习类型
practice-kind-value = 预测 Nim 值
practice-kind-next = 下一个 P-位置
practice-kind-class = 判断所属的类
practice-kind-windows = 数窗口
practice-kind-region = 余数区域
practice-check = 核对
practice-hint = 提示
practice-next = 下一题
practice-choose = 你的答案
practice-your-answer = 你的答案
practice-pick = 请先选择一个答案。
practice-right = 正确。
practice-wrong = 不太对。
practice-value = 堆 { $heap } 的 { TERM("nim-value", text: "Nim 值") }是多少？它的颜色在数轴上已被隐藏。
practice-value-shown = 堆 { $heap } 的 { TERM("nim-value", text: "Nim 值") }是多少？它的颜色现在已显示在数轴上。
practice-next-q = 堆 { $heap } 之后的第一个 { TERM("p-position", text: "P-位置") }是哪个堆？
practice-next-label = 下一个 P-位置
practice-class = 堆 { $heap } 属于哪一类？是哪个 P-位置决定了这一点？
practice-witness = 对应的 P-位置：
practice-class-0 = W0 = {"{"}wₙ{"}"}：本身是 P-位置
practice-class-1 = W1 = W0 + a：比某个 P-位置大 a = { $a }
practice-class-2 = W2 = W0 − b：比某个 P-位置小 b = { $b }
practice-class-3 = W3，其余的堆：比某个 P-位置小 δ，本身不是 P-位置
practice-class-name-0 = W0
practice-class-name-1 = W1（W0 + a）
practice-class-name-2 = W2（W0 − b）
practice-class-name-3 = W3（其余的堆）
practice-windows = 有多少个{ TERM("collision-window", text: "碰撞窗口") }（相距 δ = { $delta } 的 P-位置对）的下端在堆 { $lo } 至 { $last }（含两端）中？
practice-windows-label = 窗口数
practice-region = n = { $n } 处的间隙 gₙ 是一个 (a+1)-间隙（n + 1 是 a = { $a } 的倍数，但不是 δ 的倍数）。它的{ TERM("residue", text: "余数") }落在哪个区域？
practice-move = −{ $move } 剩下值为 { $value } 的堆 { $to }
practice-value-why = 堆 { $heap }：{ $moves }；{ $mex }，所以它的值是 { $value }。
practice-value-why-none = 堆 { $heap }：无法行动，所以 { $mex }：它的值是 { $value }。
practice-next-why = 堆 { $next } 是下一个 P-位置：它的值为 0，而堆 { $after } 至 { $before } 的值都不是 0。
practice-next-why-adjacent = 堆 { $next } 是下一个 P-位置：它的值为 0，而且它紧接在堆 { $heap } 之后。
practice-next-why-one = 堆 { $next } 是下一个 P-位置：它的值为 0，而两者之间唯一的堆 { $after } 的值不是 0。
practice-windows-why = 有 { $count } 个窗口的下端位于堆 { $lo } 至 { $last }：{ $pairs }（每个都是相距 δ = { $delta } 的一对 P-位置）。
practice-windows-why-none = 没有窗口的下端位于堆 { $lo } 至 { $last }：那里的 P-位置，上方 δ = { $delta } 处都不是 P-位置。
practice-region-left = 余数 r = q·a mod δ，其中 q = { $q }，算得 r = { $r }；由于 r < d = { $d }，所以该间隙是左受限的：有 c(r) = r = { $c } 个窗口经过它；{ $L ->
        [0] { $R ->
            [0] 它前后都没有紧挨着的长度为 1 的间隙。
           *[other] 它之前没有紧挨着的长度为 1 的间隙，之后紧挨着 { $R } 个。
        }
       *[other] { $R ->
            [0] 它之前紧挨着 { $L } 个长度为 1 的间隙，之后没有。
           *[other] 它之前紧挨着 { $L } 个长度为 1 的间隙，之后紧挨着 { $R } 个。
        }
    }
practice-region-unrestricted = 余数 r = q·a mod δ，其中 q = { $q }，算得 r = { $r }；由于 d = { $d } ≤ r ≤ a = { $a }，所以该间隙是无限制的：有 c(r) = d = { $c } 个窗口经过它；{ $L ->
        [0] { $R ->
            [0] 它前后都没有紧挨着的长度为 1 的间隙。
           *[other] 它之前没有紧挨着的长度为 1 的间隙，之后紧挨着 { $R } 个。
        }
       *[other] { $R ->
            [0] 它之前紧挨着 { $L } 个长度为 1 的间隙，之后没有。
           *[other] 它之前紧挨着 { $L } 个长度为 1 的间隙，之后紧挨着 { $R } 个。
        }
    }
practice-region-right = 余数 r = q·a mod δ，其中 q = { $q }，算得 r = { $r }；由于 r > a = { $a }，所以该间隙是右受限的：有 c(r) = δ − r = { $c } 个窗口经过它；{ $L ->
        [0] { $R ->
            [0] 它前后都没有紧挨着的长度为 1 的间隙。
           *[other] 它之前没有紧挨着的长度为 1 的间隙，之后紧挨着 { $R } 个。
        }
       *[other] { $R ->
            [0] 它之前紧挨着 { $L } 个长度为 1 的间隙，之后没有。
           *[other] 它之前紧挨着 { $L } 个长度为 1 的间隙，之后紧挨着 { $R } 个。
        }
    }

## 从上次中断处继续

resume-title = 从上次中断处继续
resume-tour = 导览：第 { $n } 步
resume-practice = 练习：a = { $a }, δ = { $delta }，{ $kind }（{ $streak ->
    [0] 暂无连续解出的题
   *[other] 已连续解出 { $streak } 题
  }）
resume-play = 你的对局：a = { $a }, δ = { $delta }，起始堆 { $heap }
resume-reset = 清除我的进度

## 术语表（文本中的每个术语都可打开其定义）

glossary-title = 术语表
glossary-open = 术语表
glossary-open-title = 探索器中的术语及其定义
glossary-more = 在术语表中查看更多
glossary-close = 关闭
glossary-nim-value-term = Nim 值
glossary-nim-value = 每个堆都有的一个数：从该堆出发的走法所到达的值中没有出现的最小非负整数（即这些值的 mex）。0 表示轮到行动的一方必败；有三种走法时，它是 0、1、2 或 3。
glossary-p-position-term = P-位置
glossary-p-position = 值为 0 的堆：只要对方应对得当，轮到行动的一方必败。从它出发的每种走法都到达值非零的堆，而从每个这样的堆出发，总有某种走法回到 P-位置。
glossary-mex-term = mex
glossary-mex = 最小排斥值（minimum excluded value）：不在某个集合中的最小非负整数，例如 mex {"{"}0, 1, 3{"}"} = 2。mex 规则把每个堆的值定为其走法所到达的值的 mex。
glossary-regime-term = 原始二次情形
glossary-regime = 满足 a < δ < 2a 且 gcd(a, δ) = 1（δ = b − a）的博弈。在原始二次情形中，定理 1 证明了闭式公式 wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ 以及四个类 W0 … W3；在原始二次情形之外，探索器用 mex 规则计算每个值。
glossary-band-term = 条带
glossary-band = 在原始二次情形之外，穷举计算发现最小周期按 δ 的条带呈现规律（针对 gcd(a, δ) = 1；若 gcd 为 g > 1，则周期是博弈 (a/g, δ/g) 的周期的 g 倍）：线性条带 2j·a ≤ δ ≤ (2j+1)·a（j = 0, 1, 2, …）中周期为 (2j+3)·a + δ，二次条带 (2j+1)·a < δ < (2j+2)·a 中周期为 a(3δ − (2j−1)·a)。观察所得，未经证明。
glossary-heap-period-term = 堆周期
glossary-heap-period = 值重复所需的最小长度 P，即对预周期之后的每个堆 x 都有 g(x + P) = g(x)（在所有观察到的博弈中预周期都是 0）。在原始二次情形中 P = a(3δ + a)，每个周期含 aδ 个 P-位置（即索引周期）。
glossary-gap-term = 间隙
glossary-gap = 一个 P-位置与下一个 P-位置之间的距离 gₙ = wₙ₊₁ − wₙ：在原始二次情形中取 1、a+1、b+1 或 a+b+1，依次对应 a 和 δ 都不整除 n + 1、只有 a 整除、只有 δ 整除、两者都整除。
glossary-collision-window-term = 碰撞窗口
glossary-collision-window = 相距 δ 的一对 P-位置，wₙ − wₘ = δ：从 wₘ 到 wₙ 的各个间隙之和为 δ。在原始二次情形中，定理 7 指出每个堆周期中有 a·d 个（d = δ − a），并且每个窗口都恰好含有一个 (a+1)-间隙。
glossary-residue-term = 余数
glossary-residue = 对于索引 n 处的 (a+1)-间隙（a 整除 n + 1，δ 不整除），设 n + 1 = q·a，则 r = q·a mod δ（1 ≤ r ≤ δ − 1）。它决定经过该间隙的碰撞窗口数 c(r) = min(r, d) − max(0, r − a)，以及该间隙所在的区域：左受限（r < d）、无限制（d ≤ r ≤ a）或右受限（r > a）。
glossary-q-term = q
glossary-q = 对于索引 n 处的 (a+1)-间隙：q = (n + 1)/a，即 n + 1 = q·a（δ 不整除 q）。
glossary-l-term = L
glossary-l = 余数为 r 的 (a+1)-间隙之前紧邻的长度为 1 的间隙个数：L = min(a, r) − 1。
glossary-r-term = R
glossary-r = 余数为 r 的 (a+1)-间隙之后紧邻的长度为 1 的间隙个数：R = min(a, δ − r) − 1。

## 各视图显示的内容（图像上方的简短介绍）

intro-title = 图中所示
intro-grid = 每个堆是一个格子，按行宽排成行（默认行宽为{ TERM("heap-period", text: "堆周期") }，除非你另行设置），并按其 { TERM("nim-value", text: "Nim 值") }着色。每行为一个周期时，每一列自上而下保持同一种颜色。
intro-strip = 各堆从左到右排列，按 { TERM("nim-value", text: "Nim 值") }着色，下方每个值各占一条轨道：{ TERM("p-position", text: "P-位置") }就是值为 0 的堆。
intro-gaps = 在数轴下方，相邻 P-位置之间的每个{ TERM("gap", text: "间隙") }都是一个条形，其颜色和大小表示类型（1、a+1、b+1、a+b+1），下方标有其索引 n。
intro-collisions = 弧连接相距 δ 的 P-位置对，即{ TERM("collision-window", text: "碰撞窗口") }；弧的下方，每个 P-位置减去 δ 后按落点标记：落入 W0（一个窗口）或落入 W3。
intro-residues = 每个 (a+1)-间隙都有一个{ TERM("residue", text: "余数") } r；梯形按三个区域显示每个 r 对应的间隙有多少个碰撞窗口经过，即 c(r)。指向一个条形可查看 { TERM("q", text: "q") }、{ TERM("L", text: "L") } 和 { TERM("R", text: "R") }；选择一个条形，可在下方看到它的间隙。
intro-ledger = 每个{ TERM("heap-period", text: "堆周期") }内的各项计数：闭式公式与在后台按 { TERM("mex", text: "mex 规则") }得出的计数并列，并显示二者是否一致。
intro-play = 与电脑轮流行动；无法行动的一方告负。不显示提示时，各值一直隐藏到对局结束：试着自己走到 { TERM("p-position", text: "P-位置") }。
intro-practice = 针对当前博弈的练习题，由探索器核对，附有提示；答错可以再试，找到答案或选择显示答案后给出解释。
intro-landscape = 在所选范围内，每个博弈 (a, δ) 都是一个格子，由 mex 规则算出：显示其最小周期、所属情形，或{ TERM("band", text: "条带公式") }与 mex 规则是否一致。图上还画出了直线 δ = a, 2a, 3a, … 和{ TERM("regime", text: "原始二次情形") }所在的区域 a < δ < 2a。

## 为什么？（逐步讲解定理 1 的各类和定理 7）

why-button = 为什么？
why-button-label = 为什么 { $cls } 中的堆有这个值？
why-theorem-7 = 为什么是 a·d？
why-another = 再举一例
why-class-title = 为什么堆 { $heap } 属于 { $cls }？
why-w0 = { $heap } 属于 W0 = {"{"}wₙ{"}"}，是闭式公式给出的一个 P-位置。
why-w1 = { $heap } = { $w } + a：它比 P-位置 { $w } 大 a = { $a }（W1 = W0 + a）。
why-w2 = { $heap } = { $w } − b：它比 P-位置 { $w } 小 b = { $b }（W2 = W0 − b）。
why-w3 = { $heap } = { $w } − δ：它比 P-位置 { $w } 小 δ = { $delta }，且本身不是 P-位置（W3 = (W0 − δ) ∖ W0）。
why-move = −{ $move } 剩下堆 { $to }，其值为 { $value }（{ $cls }）
why-moves = 它的走法：{ $moves }。
why-mex-0 = 没有走法能到达另一个 P-位置（W0 中任意两个堆之差都不是 a、b 或 a+b），所以 { $mex }：轮到行动的一方必败。
why-mex-1 = 有走法能到达值 0，但没有走法能到达值 1（W1 中任意两个堆之差都不是 a、b 或 a+b），所以 { $mex }。
why-mex-2 = 走法能到达值 0 和 1，但到达不了值 2（定理 1），所以 { $mex }。
why-mex-3 = 走法能到达值 0、1 和 2（定理 1），所以 { $mex }。
why-windows-title = 为什么是 a·d 个窗口？从 { $lower } 到 { $upper } 的窗口
why-windows-run = 它的间隙为 { $gaps } = δ = { $delta }：一个 (a+1)-间隙（a + 1 = { $a1 }）和 { $ones } 个长度为 1 的间隙，每个碰撞窗口都是如此。
why-windows-residue = 这个 (a+1)-间隙的余数为 r = { $r }；余数为 r 的 (a+1)-间隙位于 c(r) = min(r, d) − max(0, r − a) = { $c } 个窗口中（d = { $d }, a = { $a }）。
why-windows-sum = 每个余数 r = 1 … δ − 1 在每个索引周期中恰好对应一个 (a+1)-间隙，因此一个堆周期中共有 Σ c(r) = a·d = { $a }·{ $d } = { $windows } 个窗口：这就是定理 7。

## 导出（独立的图像、全景数据和对局数据）

export-title = ASG Explorer：S = { SET($a, $b, $ab) }, a = { $a }, δ = { $delta } · { $view }
export-title-landscape = ASG Explorer：{ $view }，a ≤ { $amax }, δ ≤ { $dmax }
export-nothing = 当前没有显示可导出的图像。
export-csv-regime = 情形
export-csv-band = 条带 j
export-csv-gcd = gcd
export-csv-preperiod = 预周期
export-csv-period = 周期
export-csv-max-value = 最大值
export-csv-prediction = 条带公式预测值
export-csv-move = 步
export-csv-player = 玩家
export-csv-from-heap = 出发堆
export-csv-taken = 取走数
export-csv-to-heap = 到达堆

## 课程：导览的步骤、分级提示、错在哪里、完整算式、对局回顾

glossary-subtraction-set-term = S
glossary-subtraction-set = 减法集 S = {"{"}a, b, a + b{"}"}：每一步可以从堆中取走的石子数。记 δ = b − a，则 S = {"{"}a, a + δ, 2a + δ{"}"}。
glossary-delta-term = δ
glossary-delta = δ = b − a，即第二种走法比第一种多取的石子数。a 和 δ 一起确定博弈；原始二次情形就是 a < δ < 2a 且 gcd(a, δ) = 1。
glossary-d-term = d
glossary-d = d = δ − a。在原始二次情形中 0 < d < a：每个堆周期有 a·d 个碰撞窗口（定理 7），而余数的三个区域以 d 和 a 为界（r < d、d ≤ r ≤ a、r > a）。
glossary-class-term = 类（W0–W3）
glossary-class = Nim 值相同的堆组成一类：W0（值 0，即 P-位置）、W1、W2 和 W3（值 1、2、3）。在原始二次情形中，定理 1 由 W0 = {"{"}wₙ{"}"} 构造出它们：W1 = W0 + a，W2 = W0 − b，W3 是其余的堆，每个都比某个 P-位置小 δ。
glossary-closed-form-term = wₙ
glossary-closed-form = 闭式公式 wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋，n = 0, 1, 2, …（⌊x⌋ 表示 x 向下取整）：在原始二次情形中，这些数恰好就是全部 P-位置（定理 1）。
glossary-index-period-term = 索引周期
glossary-index-period = 一个堆周期中 P-位置的个数：在原始二次情形中为 aδ，间隙每隔 aδ 个索引重复一次，且 w(n + aδ) = w(n) + a(3δ + a)。
resume-tour-done = 导览（已完成）：再看一遍
resume-later = 稍后再说
export-hidden = 练习题等待你作答时，它的值是隐藏的，因此没有可保存的数字。请在找到答案或显示答案之后再保存。
why-hidden = 练习题等待你作答时（或在不显示提示的对局中），“为什么？”会泄露数值：找到答案或显示答案之后，或对局结束时即可再用。
practice-value-outside = 堆 { $heap } 的 { TERM("nim-value", text: "Nim 值") }是多少？从堆 { $from } 起的值已被隐藏；在它之前的值都显示在数轴上，所以按 { TERM("mex", text: "mex 规则") }只需算几步。
practice-next-outside = 堆 { $heap } 之后的第一个 { TERM("p-position", text: "P-位置") }是哪个堆？它之后的值已被隐藏：请按 { TERM("mex", text: "mex 规则") }逐个算出。
practice-hint-more = 更多帮助
practice-hint-worked = 显示完整算式
practice-right-helped = 正确，但用到了完整算式：算式已经给出了答案，所以本题记为已尝试，不算解出。下一题请自己来。
practice-mastery = 本博弈中的“{ $kind }”：{ $streak ->
    [0] 暂无连续解出的题
   *[other] 已连续解出 { $streak } 题
  }；共尝试 { $tried } 题，解出 { $solved } 题。
practice-untried = 这里还没试过：{ $kinds }。
hint-class-1 = 值由堆所属的{ TERM("class", text: "类") }决定：堆 { $heap } 是 P-位置（W0），比某个 P-位置大 a = { $a }（W1），比某个 P-位置小 b = { $b }（W2），还是都不是（W3，比某个 P-位置小 δ = { $delta }）？按这个顺序，第一个成立的就是它的类。
hint-class-2 = 要检验堆 x，用{ TERM("closed-form", text: "公式") } wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ 找出满足 wₙ ≤ x < wₙ₊₁ 的 n：长为 { $period } 的堆周期含 { $ip } 个 P-位置，所以 n 约为 x · { $ip } / { $period }。x 是 P-位置当且仅当 x = wₙ。依次检验这个堆本身、这个堆减 a、这个堆加 b。
hint-mex-1 = 它的值是其走法所到达的值的 { TERM("mex", text: "mex") }：这些值中没有出现的最小值。
hint-value-mex-2 = 它的走法到达堆 { $moves }。堆 { $from } 之前的值显示在数轴上；堆 { $from } 的值要你自己算，所以先用它自己的走法算出它的值。
hint-next-1 = P-位置就是各个 { TERM("closed-form", text: "wₙ") }：堆 { $heap } 之后最先出现的是哪一项？
hint-next-2 = 找出满足 wₙ ≤ { $heap } < wₙ₊₁ 的 n（长为 { $period } 的堆周期含 { $ip } 个 P-位置，所以 n 约为 { $heap } · { $ip } / { $period }）：答案就是 wₙ₊₁。
hint-next-mex-1 = 按 { TERM("mex", text: "mex 规则") }逐个算出堆 { $heap } 之后的值：第一个值为 0 的堆就是答案。
hint-next-mex-2 = 先看堆 { $after }：它的走法到达堆 { $moves }，这些堆的值都在数轴上。一个堆是 P-位置，当且仅当它的每种走法都到不了值 0。
hint-windows-1 = 一个{ TERM("collision-window", text: "碰撞窗口") }是相距 δ = { $delta } 的一对 P-位置。数一数堆 { $lo } 至 { $last }（含两端）中有多少个 P-位置 x，使 x + δ 也是 P-位置。
hint-windows-2 = 先找出堆 { $lo } 至 { $last }（含两端）中的 P-位置：数轴上值为 0 的堆。给每个加上 δ = { $delta }，再看结果是不是 P-位置：是的话，就有一个窗口从它开始。
work-windows-ps = { $count ->
    [0] 堆 { $lo } 至 { $last }（含两端）中没有 P-位置。
    [1] 堆 { $lo } 至 { $last }（含两端）中唯一的 P-位置是 { $ps }。
   *[other] 堆 { $lo } 至 { $last }（含两端）中的 P-位置是 { $ps }。
  }
hint-region-1 = 区域只取决于该间隙的{ TERM("residue", text: "余数") } r，与 { TERM("d", text: "d") } = { $d } 和 a = { $a } 比较即可。
hint-region-2 = 写出 n + 1 = q·a（a = { $a }）；余数为 r = q·a mod δ（δ = { $delta }）：r < d 为左受限，d ≤ r ≤ a 为无限制，r > a 为右受限。
work-heap = 堆 { $heap }
work-minus-a = { $heap } − a = { $c }
work-plus-b = { $heap } + b = { $c }
work-plus-delta = { $heap } + δ = { $c }
work-term = w{ $sub } = { $n } + { $a }·{ $fa } + { $b }·{ $fd } = { $w }
work-test-holds = { $what }：{ $term }，是 P-位置。
work-test-fails = { $what }：{ $term }，{ $next }，所以 { $c } 夹在两个 P-位置之间，本身不是 P-位置。
work-test-none = { $heap } − a 小于 0：没有这样的堆。
work-value = 所以堆 { $heap } 属于 W{ $value }：它的值是 { $value }。
work-next = { $below } ≤ { $heap }，而 { $above } > { $heap }：下一个 P-位置是 { $next }。
work-mex = 堆 { $heap }：{ $moves }；{ $mex }。
work-mex-none = 堆 { $heap }：无法行动；{ $mex }。
work-window-yes = { $p } + δ = { $q }：是 P-位置，所以从 { $p } 开始有一个窗口。
work-window-no = { $p } + δ = { $q }：不是 P-位置。
work-region = n + 1 = { $n1 } = { $q }·{ $a }，且 { $n1 } mod { $delta } = { $r }：余数为 r = { $r }。
work-region-left = r = { $r } < d = { $d }：左受限。
work-region-unrestricted = d = { $d } ≤ r = { $r } ≤ a = { $a }：无限制。
work-region-right = r = { $r } > a = { $a }：右受限。
wrong-class-not-p = 你选了 { $said }：这要求 { $c } 是 P-位置，但它不是。
wrong-class-negative = 你选了 { $said }：这要求 { $heap } − a 是 P-位置，但它小于 0。
wrong-class-earlier = 你选了 { $said }，{ $c } 确实是 P-位置，但更早的检验也成立：{ $held } 是 P-位置。检验按顺序进行，第一个成立的检验决定所属的类，所以堆 { $heap } 属于 W{ $value }。
wrong-mex-reached = 你选了 { $said }，但取 { $take } 会剩下值为 { $said } 的堆 { $to }：走法能到达的值不可能是它自己的值。
wrong-mex-smaller = 你选了 { $said }，但没有走法能到达更小的值 { $value }：mex 是 { $value }。
wrong-next-before = 堆 { $said } 不在堆 { $heap } 之后。
wrong-next-not-p = 堆 { $said } 不是 P-位置：它的某种走法能到达一个 P-位置。
wrong-next-later = 堆 { $answer } 在 { $said } 之前，而且是 P-位置：它才是堆 { $heap } 之后的第一个。
wrong-witness = 所属的类对了，但使堆 { $heap } 属于 W{ $value } 的 P-位置是 { $expected }，而不是 { $said }。
wrong-windows-count = 你数出 { $said } 个，但这一段里{ $count ->
    [0] 没有任何窗口的下端
   *[other] 有 { $count } 个窗口的下端
  }。
wrong-windows-near = 这一对 { $lower } → { $upper } 不算：它的上端 { $upper } 虽在堆 { $lo } 至 { $last } 中，但窗口按起点计数，而它的下端 { $lower } 在堆 { $lo } 之前。
wrong-region = 这个区域要求 { $needs }，但这里 r = { $r }。
region-needs-left = r < d = { $d }
region-needs-unrestricted = d = { $d } ≤ r ≤ a = { $a }
region-needs-right = r > a = { $a }
review-line-better = { $line }：若改取 { $better } 个，本可到达 P-位置 { $betterTo }。
review-line-none = { $line }：{ $from } 是 P-位置，从它出发的任何走法都到不了另一个 P-位置。
tour-switched-regime = 这一步讲的是{ TERM("regime", text: "原始二次情形") }中的博弈，所以导览暂时显示 a = { $a }, δ = { $delta }。到了适用于任何博弈的步骤，或关闭导览时，会换回你的博弈 a = { $ownA }, δ = { $ownDelta }。
tour-switched-outside = 这一步讲的是原始二次情形之外的博弈，所以导览暂时显示 a = { $a }, δ = { $delta }。到了适用于任何博弈的步骤，或关闭导览时，会换回你的博弈 a = { $ownA }, δ = { $ownDelta }。
tour-switched-back = 回到你的博弈：a = { $a }, δ = { $delta }。
tour-needs-regime = 这一步讲的是{ TERM("regime", text: "原始二次情形") }中的博弈，而 a = { $a }, δ = { $delta } 不在其中：这一步的说明对这个博弈并不成立。
tour-needs-outside = 这一步讲的是原始二次情形之外的博弈，而 a = { $a }, δ = { $delta } 在原始二次情形之中。
tour-show-game = 显示 a = { $a }, δ = { $delta }
tour-show-me = 显示答案
tour-game-title = 博弈
tour-game-rules = 一堆石子；两名玩家轮流从中取走 a、b 或 a+b 个石子（这里是 { $a }、{ $b } 或 { $ab } 个）。无法行动的一方告负。下文的“堆 x”指有 x 个石子的一堆。
tour-game-values = 每个堆都有一个 { TERM("nim-value", text: "Nim 值") } 0、1、2 或 3，用颜色表示。值 0 表示只要对手走法正确，轮到行动的一方必败：这些堆就是 { TERM("p-position", text: "P-位置") }。值为 0、1、2、3 的堆分别组成集合 W0、W1、W2、W3，图例中就用这些名字；第 3 步和第 4 步会解释图例中给出的公式。
tour-mex-title = mex 规则，逐堆计算
tour-mex-rule = 一个堆的值是走法到达不了的最小值（{ TERM("mex", text: "mex") }）。逐步查看最初的几个堆：每个值都由比它小 a、b 和 a+b 的那些堆决定。
tour-mex-hidden = 数轴只显示到步进器当前所在堆为止的值；其余的值还有待算出。
tour-closed-title = 闭式公式
tour-closed-regime = 在{ TERM("regime", text: "原始二次情形") }中，即 a < δ < 2a 且 gcd(a, δ) = 1（δ = b − a），P-位置有一个公式（Larsson 和 Manabe，定理 1）：
tour-closed-example = 当 a = { $a }, δ = { $delta } 时，P-位置从 w = { $w }, … 开始，索引 n = { $last } 的那个是 { $previous }。在数轴上，它之后的值已被隐藏。
tour-closed-predict = 预测下一个 P-位置：n = { $n } 时 wₙ 是多少？
tour-closed-label = n = { $n } 时的 wₙ
tour-closed-nudge = 先算出 ⌊n/a⌋ = ⌊{ $n }/{ $a }⌋ 和 ⌊n/δ⌋ = ⌊{ $n }/{ $delta }⌋，代入公式，再试一次。
tour-closed-worked = wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ = { $n } + { $a }·{ $fa } + { $b }·{ $fd } = { $w }。
tour-closed-reveal = 数轴上的堆 { $w } 现在显示值 0：这就是下一个 P-位置。它前面的间隙很长，因为 ⌊n/δ⌋ 刚刚增加了 1，公式因此加上 b；⌊n/a⌋ 增加时，公式加上 a。
tour-classes-title = 四个颜色类
tour-classes-shifts = 其余的值由 P-位置平移得到，即{ TERM("class", text: "类") } W1、W2 和 W3：
tour-classes-grid = 网格在{ TERM("heap-period", text: "堆周期") } a(3δ + a) = { $period }（a = { $a }, δ = { $delta }）处换行，所以每一列从上到下都是同一种颜色。
tour-slide-title = 把 W0 平移到其他类上
tour-slide-intro = 把 P-位置 W0 平移 k：数轴上每个标记 ▼ 是一个堆 w + k，其中 w 是 P-位置。拖动 k，观察标记下面的颜色：平移多少时，它们全是同一种颜色？
tour-slide-label = 平移量 k
tour-slide-down = 平移量减 1
tour-slide-up = 平移量加 1
tour-slide-jump-a = k = a = { $a }
tour-slide-jump-b = k = −b = −{ $b }
tour-slide-jump-delta = k = −δ = −{ $delta }
tour-slide-jump-zero = k = 0
tour-slide-status = k = { $s }：视图中有 { $count } 个标记；{ $landed }。
tour-slide-landed = { $count } 个落在值 { $value } 上
tour-slide-none = 没有落点
tour-slide-at-a = 每个标记都落在值 1 上：W0 + a = W1，正如定理 1 所说。
tour-slide-at-b = 每个标记（在 0 及以上的堆处）都落在值 2 上：W0 − b = W2。
tour-slide-at-delta = 标记落在值 0 或 3 上。落在 0 上的是{ TERM("collision-window", text: "碰撞窗口") }的下端，即 W0 − δ 与 W0 相交之处；W0 − δ 的其余部分就是 W3。
tour-slide-at-zero = k = 0：标记就是 W0 本身，每个都在值 0 上。
tour-slide-mixed = 标记落在多种颜色上：这个平移量不对应任何一类。
tour-proof-title = 公式为什么正确
tour-proof-intro = 一组堆恰好是全部 { TERM("p-position", text: "P-位置") }，当且仅当两点成立：从集合中的任一个堆都不能一步走到集合中的另一个堆；而从集合外的每个堆出发，都有某种走法走进这个集合。（从集合里出发只能走到集合外；对手总能再走回来。）论文对堆的大小用归纳法，证明了 W0 = {"{"}wₙ{"}"} 满足这两点。在这个博弈上看看：
tour-proof-move = −{ $move } 剩下堆 { $to }（值 { $value }）
tour-proof-p = 堆 { $heap } 是 P-位置（n = { $n } 时的 wₙ）。它的走法：{ $moves }。没有一种到达值 0：任何走法都不能从一个 P-位置走到另一个 P-位置。
tour-proof-another-p = 换一个 P-位置
tour-proof-q = 堆 { $heap } 的值是 { $value }，所以它不是 P-位置。哪种走法能把它带到 P-位置？先选，再在数轴上看。
tour-proof-choose = 这个堆的走法
tour-proof-right = 对：取 { $take } 到达堆 { $to }，它是 P-位置（n = { $n } 时的 wₙ）。
tour-proof-wrong = 取 { $take } 到达值为 { $value } 的堆 { $to }，不是 P-位置；取 { $good } 到达 { $goodTo }，它是 P-位置（n = { $n } 时的 wₙ）。
tour-proof-another-heap = 换一个堆
tour-proof-end = 所以谁走到 P-位置，谁就保持胜势：对手只能离开 W0，而从那里总有一步能走回来。值 1、2、3 也同理：值为 v 的堆能走到每个小于 v 的值，却走不到 v 本身（这就是 mex），定理 1 对 W1、W2、W3 中的堆证明了这一点。
tour-gaps-title = 间隙
tour-gaps-formula = 相邻的 P-位置之差是四种{ TERM("gap", text: "间隙") }之一：
tour-gaps-bracket = 当 a 整除 n + 1 时 [a ∣ n + 1] 为 1，否则为 0；[δ ∣ n + 1] 同理。所以每隔 a 个 P-位置，wₙ 之后的间隙就多出 a；每隔 δ 个，就多出 b（n + 1 是 aδ 的倍数时，两者都加上）。
tour-gaps-kinds = 每个间隙都是 1、a + 1 = { $a1 }、b + 1 = { $b1 } 或 a + b + 1 = { $ab1 }（a = { $a }, b = { $b }）。指向一个条形即可看到它的索引和类型。
tour-windows-title = 碰撞窗口
tour-windows-pairs = 相距 δ 的一对 P-位置称为{ TERM("collision-window", text: "碰撞窗口") }（弧）。定理 7 给出它们的个数：一个堆周期中的碰撞窗口组成的集合 C 有 a·d 个元素，其中 { TERM("d", text: "d") } = δ − a：
tour-windows-count = 这里每个长为 { $period } 的堆周期中有 a·d = { $a }·{ $d } = { $windows } 个。
tour-windows-w3 = 把每个 P-位置向下平移 δ：每个堆周期的 aδ 个 P-位置中，有 a·d 个落在 W0 中（即窗口），其余的都落在 W3 中，所以 |W3| = aδ − a·d = a² = { $w3 }。
tour-residues-title = 余数梯形
tour-residues-count = 每个 (a+1)-间隙（位于满足 a ∣ n + 1 但 δ ∤ n + 1 的索引 n 处；两者都整除 n + 1 时，间隙是 a + b + 1）都有一个{ TERM("residue", text: "余数") } r = (n + 1) mod δ，即当 n + 1 = q·a 时 r = q·a mod δ；经过它的窗口数为
tour-residues-regions = 这里 d = { $d }，a = { $a }：r < { $d } 为左受限，{ $d } ≤ r ≤ { $a } 为无限制，r > { $a } 为右受限。梯形的面积是 a·d = { $windows }。选择一个条形，即可在下方看到它的间隙。
tour-periods-title = 周期
tour-periods-period = 一切都按{ TERM("heap-period", text: "堆周期") }重复：
tour-periods-counts = 这里 P = { $period }，其中值 0、1、2 的堆各有 aδ = { $w0 } 个，值 3 的堆有 a² = { $w3 } 个。“计数核对”视图按 mex 规则数出它们，并把每个公式与计数核对。
tour-outside-title = 原始二次情形之外
tour-outside-none = 这里 a = { $a }, δ = { $delta }：{ $where }。定理 1 不涵盖这个博弈，因此闭式公式在这里未经证明（对某些这样的博弈它仍给出 P-位置）：探索器用 { TERM("mex", text: "mex 规则") }计算每个值，并在图上方的状态标签中注明：“原始二次情形之外 · mex 规则”。
tour-outside-period = 按 mex 规则，值每隔 { $period } 个堆重复一次。
tour-outside-band-linear = 这个线性条带（j = { $j }）的{ TERM("band", text: "条带公式") } (2j + 3)·a + δ 给出 { $period }：由穷举观察所得，未经证明。
tour-outside-band-quadratic = 这个二次条带（j = { $j }）的{ TERM("band", text: "条带公式") } a(3δ − (2j − 1)·a) 给出 { $period }：由穷举观察所得，未经证明。
tour-outside-band-gcd = 这里 gcd(a, δ) = { $gcd }：观察发现周期是博弈 (a/{ $gcd }, δ/{ $gcd }) 的周期的 { $gcd } 倍，即 { $period }。由穷举观察所得，未经证明。
tour-outside-try = 试试原始二次情形之外的预设，并在那里练习 mex 规则。
tour-practice-title = 练习
tour-practice-kinds = 现在轮到你了。每道题都是为当前显示的博弈出的，并由探索器核对：预测一个值，找出下一个 P-位置，判断一个堆所属的类，数碰撞窗口，判断 (a+1)-间隙的余数区域，求平移量 k 的 C(k)。题目问的是值时，数轴会隐藏颜色，直到你作答；提示从点拨、方法一直到完整算式，按“核对”后你会看到哪里错了，并可以再试一次；“显示答案”会给出答案和完整算式。
tour-practice-saved = 你解出的题（按博弈和题型）、导览进行到的步骤以及正在进行的对局都保存在这个浏览器中（不会发送到任何地方），方便你以后继续。
tour-recap-title = 回顾
tour-recap-intro = 简而言之：
tour-recap-mex = 一个堆的 Nim 值是它的走法所到达的值的 mex；值 0 标出 P-位置，在那里只要对手走法正确，轮到行动的一方必败。
tour-recap-formula = 在原始二次情形（a < δ < 2a，gcd(a, δ) = 1）中，P-位置是 wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋（定理 1）。
tour-recap-classes = 值 1、2、3 由它们得到：W1 = W0 + a，W2 = W0 − b，W3 = (W0 − δ) ∖ W0，即其余的堆。
tour-recap-why = 它们之所以是 P-位置，是因为没有走法能从其中一个走到另一个，而从其他每个堆都有走法走到其中一个。
tour-recap-windows = 相距 δ 的 P-位置对，即碰撞窗口，每个堆周期有 a·d 个（定理 7），因此 |W3| = aδ − a·d = a²。
tour-recap-outside = 在原始二次情形之外，探索器用 mex 规则计算每个值；它在那里给出的条带公式是观察所得，未经证明。
tour-recap-practise = 选一种题型练习（导览到此结束）：
## 由本站图集读取的全景（图块预先在 Dask 集群上算出）
landscape-zoom = 缩放
landscape-zoom-in = 放大
landscape-zoom-out = 缩小
landscape-zoom-all = 显示整个图集
landscape-atlas-about = 本站图集：a ≤ { $amax }, δ ≤ { $dmax }（{ $games } 个博弈），每个图块含 { $ta } × { $td } 个博弈，另有 { $levels } 层较粗的汇总块；由核心模块 { $core } 算出，格式 { $format }，{ $built }。拖动可平移，用滚轮或 + 和 − 缩放。
landscape-atlas-built = 生成于 { $when }（UTC）
landscape-atlas-built-unknown = 未记录生成日期
landscape-atlas-source = { $level ->
    [0] 当前显示：图集中的单个博弈（视野内 { $tiles } 个图块）
   *[other] 当前显示：图集中大小为 { $block } × { $block } 的汇总块（视野内 { $tiles } 个图块；放大可看单个博弈）
  }；在本机计算：{ $here } 个博弈。
landscape-atlas-done = { $here ->
    [0] 图集已包含这一平面上的全部博弈，无需在本机计算。
    [1] 图集缺少的那 1 个博弈已算完。
   *[other] 图集缺少的全部 { $here } 个博弈已算完。
  }
landscape-atlas-caption = a ≤ { $amax }, δ ≤ { $dmax } 的全景：{ $atlas } 个博弈来自本站图集，{ $here } 个在本机由 mex 规则算出。在原始二次情形之外，这些条带是观察所得，未经证明。
landscape-atlas-refused = 图集数据块 { $file } 已损坏或缺失（CRC-32C 不符），未予采用；其中的博弈改为在本机计算。
landscape-atlas-unreadable = 无法读取本站图集（{ $why }）；所有博弈都在本机计算。
landscape-from-atlas = （来自图集）
landscape-from-here = （在本机计算）


## 碰撞谱：每个平移量 k 的 C(k)，以及解释某个 k 的环面

view-spectrum = 碰撞谱
intro-spectrum = 每个平移量 k 对应一根柱子，柱高为 { TERM("c-of-k", text: "C(k)") }：在一个{ TERM("heap-period", text: "堆周期") }内，使 x + k 也是 P-位置的 P-位置 x 的个数。拖动图像或用方向键沿 k 轴移动，用滚轮或 + 和 − 缩放。点击某根柱子（或按 Enter）可查看相距 k 的 P-位置对，以弧线画出（k = δ 时它们就是{ TERM("collision-window", text: "碰撞窗口") }）；下方的{ TERM("torus", text: "环面") }说明当前选中的 k 处的柱子为什么是这个高度。
spectrum-label = 碰撞谱：C(k) 随平移量 k 变化的柱状图
spectrum-role = 柱状图
spectrum-progress-label = mex 规则计数进度
spectrum-proven = 在{ TERM("regime", text: "原始二次情形") }中：每个 C(k) 都由环面公式给出，这是定理 1 的推论（已用逐对计数验证）。
spectrum-counting = 在{ TERM("regime", text: "原始二次情形") }之外：正在按 { TERM("mex", text: "mex 规则") }逐一数出每个 C(k) …
spectrum-counted = 在{ TERM("regime", text: "原始二次情形") }之外：每个 C(k) 都是按 { TERM("mex", text: "mex 规则") }在一个长为 { $period } 的堆周期内数出来的。在这里，C(k) 没有已证明的公式。
spectrum-mark-move = { $name } = { $k }：0
spectrum-mark-delta = δ = { $k }：a·d = { $count }
spectrum-mark-middle = C(k) = C(P − k)
spectrum-mark-period = P = { $k }
spectrum-tip-one = k = { $k }：C(k) = { $count }
spectrum-tip-ratio = C(k)/(a·d) = { $ratio }
spectrum-tip-many = k = { $lo } … { $hi }：最大的 C(k) 为 { $largest }，总和 { $total }
spectrum-focus = k = { $k }：每个堆周期中有 C(k) = { $count } 个 P-位置平移 k 后仍落在 P-位置上，C(k)/(a·d) = { $ratio }。{ $what ->
    [windows] 按 Enter 可把它们显示为碰撞窗口。
   *[pairs] 按 Enter 可把这些相距 k 的 P-位置对画成弧线。
  }
spectrum-focus-counted = k = { $k }：每个堆周期中有 C(k) = { $count } 个 P-位置平移 k 后仍落在 P-位置上。{ $what ->
    [windows] 按 Enter 可把它们显示为碰撞窗口。
   *[pairs] 按 Enter 可把这些相距 k 的 P-位置对画成弧线。
  }
caption-spectrum = S = { SET($a, $b, $ab) } 在 k = 1 … P = { $period } 上的{ TERM("collision-spectrum", text: "碰撞谱") }：在 k = a、b 和 a + b 处 C(k) 为 0（从一个 P-位置不能一步走到另一个 P-位置），C(δ) = a·d = { $windows }（d = { $d }，定理 7），并且 C(k) = C(P − k)。缩小后，每一列像素显示它所覆盖的各个 k 中最大的 C(k)，颜色较深的部分表示这些 C(k) 的平均值。
caption-spectrum-counted = S = { SET($a, $b, $ab) }（δ = { $delta }）在 k = 1 … P = { $period } 上的{ TERM("collision-spectrum", text: "碰撞谱") }，按 mex 规则计数：在 k = a、b 和 a + b 处 C(k) 为 0，C(k) = C(P − k)，而 C(P) = { $ppositions }，即一个堆周期中全部 P-位置的个数，因为每个 P-位置平移 P 后都落在 P-位置上。缩小后，每一列像素显示它所覆盖的各个 k 中最大的 C(k)，颜色较深的部分表示这些 C(k) 的平均值。
torus-title-plain = 环面
torus-title = 为什么 C({ $k }) = { $count }：环面
torus-intro = 每个格子是一个索引周期中的一个 P-位置 wₙ，位于行号 n mod a、列号 n mod δ 处（行号和列号都从 0 开始）：由中国剩余定理可知，a × δ = { $a } × { $delta } 网格中的每个格子恰好对应一个 n。若 wₙ + k 也是 P-位置，格子就按其{ TERM("carries", text: "进位 (e₁, e₂)") } 着色。对于一个{ TERM("lag", text: "索引差 j") }，两条分割线把环面分成四个矩形，每个矩形上标有它的面积。
torus-outside = 环面要用到定理 1 的闭式公式 wₙ，而该公式只在原始二次情形中得到证明。因此这里的柱子改由 mex 规则计数。
torus-term = { TERM("lag", text: "j") } = { $j }，{ TERM("carries", text: "进位") } ({ $e1 }, { $e2 })：wⱼ + { $e1 }·a + { $e2 }·b = { $wj } + { $e1 }·a + { $e2 }·b = { $k }；n mod a 从 { $alo } 到 { $ahi }、n mod δ 从 { $dlo } 到 { $dhi }（均不含右端）的矩形面积为 { $area }。
torus-sum = { $sum } = { $count } = C({ $k })
torus-sum-one = { $count } = C({ $k })：只有这一项。
torus-none = 无论进位如何，都没有索引差 j 能到达 k = { $k }：C({ $k }) = 0。
torus-none-move = 没有索引差 j 能到达 k = { $k }：k 本身就是一种走法，而从一个 P-位置不能一步走到另一个 P-位置，所以 C({ $k }) = 0。
torus-label = k = { $k }、索引差 j = { $j } 的环面：进位为 (0, 0)、(1, 0)、(0, 1)、(1, 1) 的矩形，面积分别为 { $a00 }、{ $a10 }、{ $a01 }、{ $a11 }；C(k) = { $count }。
torus-label-none = k = { $k } 的环面：没有格子着色，C(k) = { $count }。
torus-theorem-7 = 定理 7：对于 k = δ = { $delta }，只有索引差 j = d = { $d }、进位 (1, 0) 这一项有贡献，它是一个含 d·(δ − d) = d·a 个格子的矩形，所以 C(δ) = a·d = { $count }。
torus-prev-term = 上一个 j
torus-next-term = 下一个 j
torus-step = 第 { $i } 项，共 { $n } 项
torus-prev-k = k − 1
torus-next-k = k + 1
torus-open = { $what ->
    [windows] 查看 k = { $k } 的碰撞窗口
   *[pairs] 查看相距 k = { $k } 的 P-位置对
  }
torus-cell-p = n = { $n }（行号 { $row }，列号 { $column }）：wₙ = { $heap }；wₙ + k = { $to } 是 P-位置。
torus-cell-not-p = n = { $n }（行号 { $row }，列号 { $column }）：wₙ = { $heap }；wₙ + k = { $to } 不是 P-位置。

glossary-collision-spectrum-term = 碰撞谱
glossary-collision-spectrum = 函数 k ↦ C(k)，k 取遍所有平移量 1 … P：一个堆周期中有多少个 P-位置平移 k 后仍落在 P-位置上。它在走法 a、b、a + b 处为 0，并满足对称性 C(k) = C(P − k)。在原始二次情形中，它在 k = δ 处为 a·d（定理 7），且 k = 1 … P − 1 的各值之和为 aδ(aδ − 1)。
glossary-c-of-k-term = C(k)
glossary-c-of-k = 一个堆周期中使 x + k 也是 P-位置的 P-位置 x 的个数，即相距 k 的 P-位置对的个数（k = δ 时即碰撞窗口数）。在原始二次情形中，它等于环面上若干矩形面积之和。
glossary-torus-term = 环面
glossary-torus = 一个索引周期中各索引 n 的余数对 (n mod a, n mod δ) 构成的 a × δ 网格；由于 gcd(a, δ) = 1，每个格子恰好对应一个 n（中国剩余定理）。对于一个索引差 j，两条分割线把它分成四个矩形，分别对应 wₙ₊ⱼ − wₙ 的四种进位组合。之所以叫环面，是因为网格的行和列到边缘后都首尾相接。
glossary-lag-term = 索引差 j
glossary-lag = 向后数几个 P-位置：索引差 j 把 wₙ 带到 wₙ₊ⱼ（j = 1, 2, …），所以每一对 P-位置都可以写成 wₙ, wₙ₊ⱼ。差 wₙ₊ⱼ − wₙ 只通过进位依赖于 n；在环面上，一个索引差截出四个矩形。
glossary-carries-term = 进位 (e₁, e₂)
glossary-carries = 当 (n mod a) + (j mod a) ≥ a 时 e₁ = 1，否则 e₁ = 0：这时 ⌊(n + j)/a⌋ = ⌊n/a⌋ + ⌊j/a⌋ + 1，比没有进位时多 1，就像竖式加法里的进位。e₂ 同理，只是把 a 换成 δ。因此 wₙ₊ⱼ − wₙ = wⱼ + e₁·a + e₂·b。

## 导览与练习中的碰撞谱

tour-spectrum-title = 每个平移量 k：碰撞谱
tour-spectrum-every-k = 定理 7 给出了每个堆周期中相距 δ 的 P-位置对的个数。{ TERM("collision-spectrum", text: "碰撞谱") }对每个平移量 k 提出同样的问题：{ TERM("c-of-k", text: "C(k)") } 是一个堆周期中使 x + k 也是 P-位置的 P-位置 x 的个数。每根柱子对应一个 k。
tour-spectrum-numbers = 在这个博弈中，走法 k = a、b 和 a + b（即 { $m1 }、{ $m2 } 和 { $m3 }）处的 C(k) = 0，因为从一个 P-位置不能一步走到另一个 P-位置；k = δ = { $delta } 处的柱高正是定理 7 给出的 C(δ) = a·d = { $a }·{ $d } = { $count }；而且从堆周期 P = { $period } 的两端读起，碰撞谱是一样的（最后一根柱 k = P 的高度等于一个周期中 P-位置的个数，因为平移一整个周期会把每个 P-位置都移到 P-位置上；与它对称的是 k = 0，图中没有画出）：
formula-spectrum-symmetry = k 的 C 值等于 P 减 k 的 C 值
tour-spectrum-torus = 柱子为什么是这个高度，由柱子下方的{ TERM("torus", text: "环面") }说明：在余数构成的 a × δ 网格中，着色的矩形面积之和就是 C(k)。用环面旁的 k − 1 和 k + 1 按钮（或点击柱子后用方向键）选择另一个 k，观察矩形如何变化。环面下方的每一行对应一个{ TERM("lag", text: "索引差 j") } 及其{ TERM("carries", text: "进位 (e₁, e₂)") }：索引为 j 的 P-位置 wⱼ 加上 e₁·a + e₂·b 必须等于 k。
tour-to-torus = 转到环面 ↓
tour-to-legend = 转到图例 ↓
practice-kind-shift = 平移量 k 的 C(k)
practice-shift = 对平移量 k = { $k }：一个堆周期（P = { $period }）中有多少个 P-位置 x 使 x + k 也是 P-位置？这个数就是 { TERM("c-of-k", text: "C(k)") }。
practice-shift-label = C(k) 的值
practice-shift-term = j = { $j }，进位 ({ $e1 }, { $e2 })：面积 { $area }
practice-shift-why = { $rectangles ->
    [1] 在环面上，只有一个{ TERM("lag", text: "索引差 j") } 能到达 k = { $k }，它只截出一个矩形：{ $terms }。这个矩形的面积就是 C(k) = { $count }。
   *[other] 在环面上，能到达 k = { $k } 的{ TERM("lag", text: "索引差 j") } 截出这些矩形：{ $terms }。它们的面积合计为 C(k) = { $count }。
  }
hint-shift-1 = 在一个堆周期（P = { $period }）中找出使 x + { $k } 也是 P-位置的 P-位置 x。先做两个简单的检查：从一个 P-位置不能一步走到另一个 P-位置，所以 k = { $a }、{ $b } 和 { $ab } 时 C(k) = 0；另外 C(k) = C(P − k)。
hint-shift-2 = 利用{ TERM("torus", text: "环面") }（“碰撞谱”视图在柱形图下方画出了它）：设 x = wₙ，x + k = wₙ₊ⱼ，则差为 wₙ₊ⱼ − wₙ = wⱼ + e₁·a + e₂·b，其中{ TERM("carries", text: "进位") } e₁、e₂ 各为 0 或 1。找出满足 wⱼ + e₁·a + e₂·b = { $k } 的{ TERM("lag", text: "索引差 j") } 和进位；每一组给出 { $a } × { $delta } 环面上的一个矩形，C(k) 就是这些矩形的面积之和。
wrong-shift-count = 你的答案是 { $said }，但 k = { $k } 时环面上各矩形的面积合计为 C(k) = { $count }。

## 嵌入页一个周期的值表算不出时，在原先显示进度的地方说明原因
building-failed = 无法算出 a = { $a }, δ = { $delta } 一个周期的值表：{ $error }

## The residues picture's short labels; play while the values are hidden

region-left-short = 左
region-unrestricted-short = 中
region-right-short = 右
play-values-hidden = 对局结束前不显示各堆的值。勾选“显示提示”即可立即看到。
# The embed waiting to come into view: what it is, and that it is coming
embed-waiting = 交互式 ASG Explorer（加性减法博弈）会在你滚动到这里时加载。

## 练习：数值隐藏时数轴下方各行上的提示
practice-values-hidden = 找到答案或选择显示答案之前，不显示各堆的值。

## 原始二次情形之外的博弈的导览：第 1 步的类，第 13 步的题型
tour-game-values-outside = 每个堆都有一个 { TERM("nim-value", text: "Nim 值") } 0、1、2 或 3，用颜色表示。值 0 表示只要对手走法正确，轮到行动的一方必败：这些堆就是 { TERM("p-position", text: "P-位置") }。值为 0、1、2、3 的堆分别组成类 W0、W1、W2、W3。对这个博弈，没有定理用公式给出它们，所以图例和数轴只显示按 mex 规则算出的值。
tour-practice-kinds-outside = 现在轮到你了。每道题都是为当前显示的博弈出的，并由探索器核对。这个博弈有三种题型：预测一个值，找出下一个 P-位置，数碰撞窗口（其余三种依赖定理 1，只在原始二次情形中出现）。题目问的是值时，数轴会隐藏颜色，直到你作答；提示从点拨、方法一直到完整算式，按“核对”后你会看到哪里错了，并可以再试一次；“显示答案”会给出答案和完整算式。

## 练习：把碰撞窗口写成一对
practice-window-pair = { $lower } → { $upper }

## 定理 1 的证明（view=proof）：当前博弈的证书，以及证明的各个步骤
view-proof = 证明
intro-proof = 对闭式公式的每个类检查 { TERM("mex", text: "mex 规则") }的两项要求：为这个博弈给出证明，或指出在哪里失效；在{ TERM("regime", text: "原始二次情形") }中，还说明它为什么对每个博弈成立。
proof-heading = 闭式公式为什么正确
proof-heading-outside = 闭式公式对这个博弈正确吗？
proof-residue-examples = 每个区域的第一个余数：
proof-status-regime = 哪些是定理、哪些在这里证明：定理 1（Larsson 与 Manabe）说明，对原始二次情形中的每个博弈，闭式公式给出每一个值。下面的表格只针对这个博弈（a = { $a }，δ = { $delta }），用 mex 规则的有限检查再证明一次。表格之后的步骤说明它为什么对原始二次情形中的每个博弈都成立：这是本页用自己的话写出的证明，沿用论文把 mex 规则拆成两项要求的思路，使用这个博弈的数值，并注明表格检查了每一步的哪些内容。
proof-status-outside = 哪些是定理、哪些在这里证明：a = { $a }，δ = { $delta } 不在原始二次情形之内，定理 1 不适用于它，本页为它显示的每个值都来自 mex 规则。下面的有限检查只针对这个博弈，判断闭式公式是否仍然是它的 Nim 值序列。
proof-status-gcd = 这里 gcd(a, δ) = { $g }：每种走法都是 { $g } 的倍数，因此这个博弈由 { $g } 份博弈 a = { $a }，δ = { $delta } 并排组成（模 { $g } 的每个余数各一份），而那个博弈在原始二次情形之内。对它应用定理 1，也得到这里的闭式公式，检查结果与此一致。本页为这个博弈显示的值仍然来自 mex 规则，这里的最小周期是 { $period }，即 P/g 而不是 P。
proof-duties = { TERM("mex", text: "mex 规则") }给堆 x 值 c，当且仅当 x 处两项要求都成立：{ TERM("anti-collision", text: "无碰撞条件") }，即从 x 出发的任何走法都到不了值为 c 的堆；{ TERM("reachability", text: "可达条件") }，即每个小于 c 的值都能由某种走法到达。闭式公式给每个堆一个{ TERM("class", text: "类") }：若 x 是 P-位置 wₙ，属于 W0；否则若 x − a 是 P-位置，属于 W1；否则若 x + b 是，属于 W2；否则若 x + δ 是，属于 W3。表格对这些类检查这两项要求。
proof-bar = 正在检查两项要求
proof-counting = 正在逐个堆检查两项要求…… { PERCENT($percent) }
proof-failed = 无法完成检查：{ $error }
proof-failed-caption = 无法完成证明的检查：{ $error }
proof-table-caption = 闭式公式各类的两项要求，在前 { $checked } 个堆上检查（类的周期 P = a(3δ + a) = { $period }，再加 2a + b = { $from } 个）
proof-col-class = 类
proof-col-heaps = 堆数
proof-col-anti = { TERM("anti-collision", text: "无碰撞条件") }
proof-col-reach = { TERM("reachability", text: "可达条件") }
proof-row-class = { $cls }
proof-row-partition = 每个堆都有一个类
proof-cell-ok = 全部 { $heaps } 个
proof-cell-ok-said = 成立：
proof-cell-nothing = 没有小于 0 的值
proof-cell-fails = 堆 { $heap }
proof-cell-fails-said = 最先不成立于
proof-holds = 为什么这就是证明。对 x 归纳：从堆 x 出发的走法都到达更小的堆；如果这些堆的值都等于它们的类，那么两项要求使它们的值的 mex 恰好等于 x 的类，所以 x 的值也等于它的类。检查之所以是有限的，是因为类会重复：对每个 n 都有 w(n + aδ) = w(n) + P（这里 aδ = { $index }，P = { $period }），所以从堆 2a + b = { $from } 起，一个堆及其选项和比它大 P 的那个堆及其选项完全一样。因此从堆 { $checked } 起的每个堆，都和比它小 P 的某个倍数、位于 { $from } 与 { $checked }（不含）之间的那个堆一样，而表格已经检查过那个堆。所以闭式公式在每个堆上都是 a = { $a }，δ = { $delta } 的 Nim 值序列：证毕。
proof-caption-holds = a = { $a }，δ = { $delta } 的证明：在前 { $checked } 个堆上，每个类的两项要求都成立，而且每个堆都有一个类，所以闭式公式就是这个博弈的 Nim 值序列。
proof-caption-breaks = a = { $a }，δ = { $delta }：论证在堆 { $heap } 处失效，所以闭式公式不是这个博弈的 Nim 值序列。
proof-breaks-title = 论证在哪里失效：堆 { $heap }
proof-check-collides = 堆 { $heap } 属于类 { $cls }，它的一个选项也属于这个类（{ $options }）：一种走法连接了同一类的两个堆，所以它们不可能都取这个类所对应的值。
proof-check-unreached = 堆 { $heap } 属于类 { $cls }，但它的选项（{ $options }）到不了值为 { $values } 的堆：它的选项的 mex 小于它的类。
proof-check-none = 堆 { $heap } 没有类：x、x − a、x + b、x + δ 都不是闭式公式的 P-位置。
proof-check-holds = 堆 { $heap } 属于类 { $cls }；它的选项：{ $options }。没有选项与它同类，每个更小的值都能到达。
proof-option = { $to } 属于 { $cls }（取 { $take } 个）
proof-option-none = { $to } 不属于任何类（取 { $take } 个）
proof-no-options = 没有（每种走法都比这个堆大）
proof-mex-there = mex 规则给出 g({ $heap }) = { $value }。
proof-breaks-outside = 所以闭式公式不是这个博弈的 Nim 值序列；本页为这个博弈显示的每个值都来自 mex 规则。
proof-show-heap = 在数轴上显示堆 { $heap }
proof-steps-title = 为什么它对原始二次情形中的每个博弈都成立
proof-steps-intro = 第 1 至 5 步对原始二次情形中的每个博弈证明定理 1（第 5 步同时给出定理 7）；第 6 步说明 c(r)。每一步都用这个博弈的数值，写出背后的规律（a、b、δ、d），并在最后说明上面的表格检查了它的哪些内容。每一步的按钮会在数轴上显示一个例子。
proof-show = 在数轴上显示
proof-checked-waiting = 表格仍在检查中。
proof-checked-none = 这里没有检查：无法为这个博弈生成表格。
proof-checked-ok = 上面已检查：{ $what }。
proof-checked-fails = 上面未能确认：{ $what }。
proof-step-gaps-title = 1. 间隙只有四种长度
proof-step-gaps = 从 wₙ 到 wₙ₊₁，公式加 1；当 ⌊n/a⌋ 增大，即 a 整除 n + 1 时，再加 a = { $a }；当 δ = { $delta } 整除 n + 1 时，再加 b = { $b }。所以每个{ TERM("gap", text: "间隙") }都是 1、a + 1 = { $a1 }、b + 1 = { $b1 }，或者在两者都整除 n + 1（即 aδ = { $index } 整除 n + 1）时为 a + b + 1 = { $ab1 }。
proof-step-gaps-first = 每种较长间隙中的第一个：{ $gaps }。
proof-gap-example = 长 { $length }：堆 { $from } 到 { $to }（n = { $n }）
proof-step-gaps-lane = 数轴下方的轨道把每个间隙画成对应类型的条形（{ $lengths }）。
proof-step-moves-title = 2. 任何走法都不能连接两个 P-位置
proof-step-moves = 从 wₘ 到 wₙ，跨过 j = n − m 个索引，公式加 j，再对 m + 1, …, n 中每个 a 的倍数加 a（设有 A 个），对每个 δ 的倍数加 b（设有 D 个）：wₙ − wₘ = j + a·A + b·D。任意 j 个连续的数中，a 的倍数有 ⌊j/a⌋ 个或多一个（δ 也一样）。表格尝试了所有可能凑出差 a、b 或 a + b 的 A 和 D：每一种都需要一个 j，而 j 个连续的数所含倍数的个数与之不符，所以没有一种成立。
proof-step-moves-a = a：长度为 1 的间隙最多连续 a − 1 = { $run } 个（a 的倍数会打断它们），其他间隙都比 a 长，所以任何一段连续的间隙之和都不等于 a。
proof-step-moves-b = b：一个长 b + 1 的间隙本身就比 b 长，所以这一段不含 δ 的倍数，索引少于 δ 个；于是 a + δ = j + a·A 且 j < δ 需要 A ≥ 2（若 A ≤ 1，j 至少为 δ），但两个 a 的倍数至少需要 a + 1 个索引，而由于 δ < 2a，j + 2a ≥ 3a + 1 > a + δ。
proof-step-moves-ab = a + b：如果含一个 δ 的倍数，剩下 j + a·A = a，所以 A = 0、j = a，但 a 个连续的数总含一个 a 的倍数；如果不含，2a + δ = j + a·A 且 j < δ 需要 A ≥ 2：A = 2 时 j = δ，A ≥ 3 时需要 j ≥ 2a + 1 > δ。都不成立。
proof-step-moves-classes = 所以没有一个堆的选项与它同类：每个类都是 W0 的一部分平移一个固定的量（W1 平移 + a，W2 平移 − b，W3 平移 − δ），而平移不改变集合内部的差。这就是四个类的{ TERM("anti-collision", text: "无碰撞条件") }。它也使各类互不相交：一个堆如果同属 W0、W1、W2 中的两个，或同属 W3 与 W1 或 W2，就会有两个 P-位置相差 a、b 或 a + b；而 W3 按定义就不含 W0 的堆。
proof-what-anti = W0、W1、W2、W3 的无碰撞条件都成立
proof-show-p = 显示 P-位置 { $heap } 及其选项
proof-differences-caption = 用 j 个索引、A 个 a 的倍数和 D 个 δ 的倍数凑出差 { $s } 的每一种方式
proof-diff-s = 差
proof-diff-a = A
proof-diff-d = D
proof-diff-j = j
proof-diff-holds-a = j 个数中 a 的倍数
proof-diff-holds-d = j 个数中 δ 的倍数
proof-diff-fits = 成立？
proof-holds-range = { $lo } 或 { $hi }
proof-differences-note = 只有当 A 是 j 个连续的数可能含有的 a 的倍数个数、D 是可能含有的 δ 的倍数个数时，这一行才成立；不符合的地方已标出。
proof-reach-example = 例如 W2 的第一行：这里 w(n) − w(n − { $lag }) = { $wj } + { $a } = { $sum }。由于 x = w(n) − { $b }，选项 x − { $take0 } 等于 w(n) − { $sum } = w(n − { $lag })，是 P-位置（值 0）；而 x − { $take1 } 等于 w(n − { $lag }) + { $a }，属于 W1（值 1）。
proof-residue-show = 显示 r = { $r } 的间隙及其 L 和 R
proof-fits = 是
proof-no-fit = 否
proof-step-reach-title = 3. 每个类都能到达比它小的值
proof-step-reach = W1 中的堆 x = wₙ + a 取 a 个就到达 P-位置 wₙ。对于 W2（x = wₙ − b）和 W3（x = wₙ − δ），它的选项是往回几个索引处的 P-位置，平移 0、+ a 或 − b。把第 2 步的计数从 n 往回读，就得到所需的四个差：j 个数 n − j + 1, …, n 中含有 ⌊j/a⌋ 个 a 的倍数，当且仅当 n mod a < j mod a 时再多一个（δ 也一样）。
proof-lag = 索引差 j = { $name } = { $lag }：w(n) − w(n − j) = { $wj }{ $ca ->
    [0] {""}
   *[other] ；当 n mod a < { $caBound } 时再加 a = { $a }
  }{ $cd ->
    [0] {""}
   *[other] ；当 n mod δ < { $cdBound } 时再加 b = { $b }
  }
proof-cases-caption = 按堆的索引 n 所在的格子 (n mod a, n mod δ) 分情况
proof-case-class = 类
proof-case-mod-a = n mod a
proof-case-mod-d = n mod δ
proof-case-options = 到达更小值的选项
proof-case-per = 每个堆周期
proof-case-found = 检查到的堆数
proof-case-example = 例子
proof-mod-any = 任意
proof-mod-below = 小于 { $hi }
proof-mod-from = 不小于 { $lo }
proof-witness = x − { $take } 属于 { $cls }（索引差 { $lag }）
proof-case-show = 堆 { $heap }
proof-step-reach-cells = 一个类的各种情况覆盖{ TERM("torus", text: "环面") }的格子 (n mod a, n mod δ)：W1 和 W2 的情况覆盖全部 { $index } 格，W3 的情况覆盖除碰撞窗口的 { $windows } 格以外的所有格（第 5 步），共 { $w3 } = a² 格。在每个格子上，上面的差给出所列的选项，所以每个堆都能到达比它的类小的每个值。
proof-what-reach = W1、W2、W3 的可达条件都成立，而且在一个堆周期中，每种情况的每个堆都通过所列的选项到达它需要的值
proof-step-fill-title = 4. 每个堆都有一个类
proof-step-fill = 数一个堆周期 P = { $period } 中的堆。W0 每个索引有一个堆，共 aδ = { $index } 个，它的平移 W1 和 W2 也一样。W3 是 W0 − δ 去掉本身就是 P-位置的堆，即碰撞窗口的下端（共 a·d = { $windows } 个，见第 5 步），剩下 a² = { $w3 } 个。由第 2 步，四个类互不相交，而 3 · { $index } + { $w3 } = { $period }：它们合起来填满每个周期的每个堆，所以每个堆都有一个类。
proof-step-fill-gcd = 证明在这里用到了 gcd(a, δ) = 1。第 3 步和第 5 步数的是 { $a } × { $delta } 环面的格子，每个格子一个堆：由中国剩余定理，一个索引周期的 { $index } 个索引恰好各遇到每一对余数 (n mod a, n mod δ) 一次。闭式公式本身并不需要这个条件：若 gcd(a, δ) = g > 1，索引只遇到模 g 相同的余数对，每对 g 次；这时 d 和 a 都是 g 的倍数，上面的每个计数结果都不变（这个博弈是博弈 a/g、δ/g 的 g 份）。gcd(a, δ) = 1 保证的是：P 是最小周期；g > 1 时，值在 P/g 个堆之后就已经重复。所以定理 1 写出了这个条件，本页也把这样的博弈算作原始二次情形之外。
proof-what-partition = 每个堆都有一个类
proof-open-torus = k = δ 的环面（碰撞谱）
proof-step-window-title = 5. 每个碰撞窗口恰好含一个 (a+1)-间隙
proof-step-window = 两个相差 δ = { $delta } 的 P-位置：在差为 δ 的表格里只有一行成立，即 j = d = { $d } 个索引，其中有一个 a 的倍数，没有 δ 的倍数。所以窗口中的间隙是一个长 a + 1 = { $a1 } 的间隙和 { $ones } 个长度为 1 的间隙。d 个索引 n − d + 1, …, n 中含有 a 的倍数，当且仅当 n mod a < d；不含 δ 的倍数，当且仅当 n mod δ ≥ d。这就是环面上 d · (δ − d) = { $windows } = a·d 个格子 (n mod a, n mod δ)，每个索引周期中每格恰好遇到一次（第 4 步）：每个堆周期 { $windows } 个窗口，即定理 7。
proof-show-window = 显示窗口 { $lower } → { $upper }
proof-open-ledger = 按 mex 规则数出的结果（计数核对）
proof-step-residue-title = 6. c(r) 从哪里来
proof-step-residue = (a+1)-间隙位于使 a 整除 n + 1 而 δ 不整除的索引 n；它的{ TERM("residue", text: "余数") }是 r = (n + 1) mod δ，取 1 到 δ − 1。它左边的间隙长度都是 1，一直到上一个 a 的倍数（往左 a 个索引）或 δ 的倍数（往左 r 个）：共 L = min(a, r) − 1 个。它右边一直到下一个 a 或 δ 的倍数（向右 δ − r 个索引）：R = min(a, δ − r) − 1 个。经过它的碰撞窗口包含这个间隙和 { $ones } 个长度为 1 的间隙，设左边 i 个，其余在右边，于是 i ≤ L 且 d − 1 − i ≤ R。满足条件的 i 从 max(0, d − 1 − R) 到 min(L, d − 1)，所以 c(r) = min(L, d − 1) − max(0, d − 1 − R) + 1。由于 d < a，min(L, d − 1) + 1 = min(r, d)；而 d − 1 − R = max(d − a, r − a)，其中 d − a < 0，所以 max(0, d − 1 − R) = max(0, r − a)：c(r) = min(r, d) − max(0, r − a)。
proof-residue-example = r = { $r }：L = { $L }，R = { $R }，c(r) = { $c }
proof-step-residue-total = 对 r = 1, …, δ − 1 求和：{ $total } = a·d，即第 5 步的 { $windows } 个窗口。
proof-open-residues = 所有余数（余数视图）
tour-proof-more = “证明”视图把这件事做完整：它对当前博弈在一个堆周期的每个堆上检查这两项要求，从而为它证明闭式公式，并一步步说明为什么原始二次情形中的每个博弈都是这样。
tour-proof-open = 打开证明
why-proof = 一般情形的理由：证明
glossary-proof = 闭式公式为什么正确：证明，并针对当前博弈检查
tour-why-window = 为什么每个窗口恰好含一个 (a+1)-间隙：证明的第 5 步
tour-why-residue = c(r) 从哪里来：证明的第 6 步
glossary-anti-collision-term = 无碰撞条件
glossary-anti-collision = mex 规则的一项要求（论文称 anti-collision）：值为 c 的堆没有走到另一个值为 c 的堆的走法。对闭式公式的各类来说，它成立是因为任意两个 P-位置都不相差 a、b 或 a + b。
glossary-reachability-term = 可达条件
glossary-reachability = mex 规则的一项要求（论文称 reachability）：值为 c 的堆对每个更小的值都有一种走法到达取该值的堆。它与无碰撞条件一起，使 c 成为它的走法所到达的值的 mex。
## 练习：答案仍隐藏时再试一次、显示答案，以及为什么较晚做对只记为已尝试
practice-show-me = 显示答案
practice-shown = 答案与完整算式：
practice-try-again = 请修改答案后再核对一次，也可以看提示。现在再答对只记为已尝试，不算解出；“显示答案”会直接给出答案。
practice-right-retry = 这次对了。只有第一次作答就正确的题才算解出，所以这道题记为已尝试；下一题重新开始。
wrong-class-earlier-hidden = 你选了 { $said }，{ $c } 确实是 P-位置，但更早的检验也成立：检验按顺序进行，第一个成立的检验决定所属的类。
wrong-mex-smaller-hidden = 你选了 { $said }，但有一个更小的值是所有走法都到达不了的：mex 是走法到达不了的最小值。
wrong-next-later-hidden = 在堆 { $heap } 之后、堆 { $said } 之前，还有一个 P-位置。
wrong-witness-hidden = 所属的类对了，但 { $said } 不是使堆 { $heap } 属于 W{ $value } 的 P-位置。
wrong-windows-fewer = 你数出 { $said } 个，但下端在堆 { $lo } 至 { $last }（含两端）中的窗口没有这么多。
wrong-windows-more = 你数出 { $said } 个，但下端在堆 { $lo } 至 { $last }（含两端）中的窗口不止这些。
wrong-region-hidden = 这个区域要求 { $needs }：请算出这个间隙的余数 r，再比较一下。
wrong-shift-fewer = 你的答案是 { $said }，但 k = { $k } 时的 C(k) 比它小。
wrong-shift-more = 你的答案是 { $said }，但 k = { $k } 时的 C(k) 比它大。
