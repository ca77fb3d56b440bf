<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>App</name>
    <message>
        <source>The app keeps running. Details were written to the log.</source>
        <translation>程式會繼續執行。詳細資訊已寫入記錄檔。</translation>
    </message>
    <message>
        <source>hwplanner: unexpected error</source>
        <translation>hwplanner：未預期的錯誤</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Per-GPU memory at the peak. Hover for values, click for the working.</source>
        <translation>峰值時每張 GPU 的記憶體用量。滑鼠停留可看數值，點一下查看計算過程。</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation>每張 GPU 記憶體（{unit}）</translation>
    </message>
    <message>
        <source>No estimate: {reason}</source>
        <translation>無法估算：{reason}</translation>
    </message>
    <message>
        <source>{gpu} capacity: {bytes}</source>
        <translation>{gpu} 容量：{bytes}</translation>
    </message>
    <message>
        <source>{framework} may use {bytes}</source>
        <translation>{framework} 可用 {bytes}</translation>
    </message>
    <message>
        <source>Fits on {where} — {free} free per GPU ({phase} peak)</source>
        <translation>{where} 放得下：每張 GPU 剩餘 {free}（峰值出現在{phase}）</translation>
    </message>
    <message>
        <source>Tight on {where} — {free} free per GPU at the expected overheads; at their high end it needs {high}</source>
        <translation>在 {where} 上偏緊：以預期的額外開銷計算，每顆 GPU 剩餘 {free}；若額外開銷達到上限，則需要 {high}</translation>
    </message>
    <message>
        <source>; fits on {n} ({strategy})</source>
        <translation>；{n} 張即可放得下（{strategy}）</translation>
    </message>
    <message>
        <source>to fit: {what}</source>
        <translation>要放得下：{what}</translation>
    </message>
    <message>
        <source>Over capacity on {where} by {over} per GPU</source>
        <translation>{where} 容量不足，每張 GPU 超出 {over}</translation>
    </message>
    <message>
        <source>{bytes} bytes, {share} of the total</source>
        <translation>{bytes} 位元組，佔總量 {share}</translation>
    </message>
    <message>
        <source>Click for the working</source>
        <translation>點一下查看計算過程</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <source>AMP: fp32 weights, bf16 compute</source>
        <translation>AMP（fp32 權重、bf16 計算）</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位元</translation>
    </message>
    <message>
        <source>China</source>
        <translation>中國</translation>
    </message>
    <message>
        <source>Chunked output (torchtune)</source>
        <translation>分塊輸出(torchtune)</translation>
    </message>
    <message>
        <source>Chunked projection and loss (torchtune)</source>
        <translation>分塊投影與損失(torchtune)</translation>
    </message>
    <message>
        <source>Cloud on-demand</source>
        <translation>雲端隨選</translation>
    </message>
    <message>
        <source>DPO (preference pairs)</source>
        <translation>DPO（偏好對）</translation>
    </message>
    <message>
        <source>EAGLE head</source>
        <translation>EAGLE 預測頭</translation>
    </message>
    <message>
        <source>FP8 matmuls, mixed bf16 + fp32 master</source>
        <translation>FP8 矩陣乘法,混合 bf16 + fp32 主權重</translation>
    </message>
    <message>
        <source>Freeze (train last layers)</source>
        <translation>凍結微調（只訓練最後幾層）</translation>
    </message>
    <message>
        <source>Frozen copy of the policy</source>
        <translation>策略模型的凍結副本</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全參數微調</translation>
    </message>
    <message>
        <source>Full: all policy weights</source>
        <translation>全參數：策略模型全部權重</translation>
    </message>
    <message>
        <source>Fused linear cross-entropy (Liger, Cut CE, Unsloth)</source>
        <translation>融合線性交叉熵(Liger、Cut CE、Unsloth)</translation>
    </message>
    <message>
        <source>GRPO (RL, group of completions)</source>
        <translation>GRPO（強化學習，一組回覆）</translation>
    </message>
    <message>
        <source>Global (US/EU)</source>
        <translation>全球（美國／歐洲）</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推論</translation>
    </message>
    <message>
        <source>Inference engine on GPUs of its own</source>
        <translation>使用自己 GPU 的推論引擎</translation>
    </message>
    <message>
        <source>Inference engine on the training GPUs</source>
        <translation>在訓練 GPU 上的推論引擎</translation>
    </message>
    <message>
        <source>KTO (good/bad labels)</source>
        <translation>KTO（好／壞標籤）</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 適配器</translation>
    </message>
    <message>
        <source>Log-probs precomputed before training</source>
        <translation>訓練前預先計算的對數機率</translation>
    </message>
    <message>
        <source>Mixed, fp32 gradients</source>
        <translation>混合精度（fp32 梯度）</translation>
    </message>
    <message>
        <source>Mixed: bf16 + fp32 master</source>
        <translation>混合精度（bf16 + fp32 主權重）</translation>
    </message>
    <message>
        <source>NVMe (ZeRO-Infinity)</source>
        <translation>NVMe(ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>None (no KL penalty)</source>
        <translation>無（不加 KL 懲罰）</translation>
    </message>
    <message>
        <source>ORPO (pairs, no reference)</source>
        <translation>ORPO（偏好對，無參考模型）</translation>
    </message>
    <message>
        <source>PPO (RL with a critic)</source>
        <translation>PPO（帶價值模型的強化學習）</translation>
    </message>
    <message>
        <source>Plain (fp32 logits)</source>
        <translation>一般(fp32 logits)</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>預訓練</translation>
    </message>
    <message>
        <source>Pure bf16</source>
        <translation>純 bf16</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位元量化基礎模型）</translation>
    </message>
    <message>
        <source>QLoRA: adapters on a 4-bit base</source>
        <translation>QLoRA：4 位元基座上的適配器</translation>
    </message>
    <message>
        <source>Reward function (no model)</source>
        <translation>獎勵函式（無模型）</translation>
    </message>
    <message>
        <source>Reward model</source>
        <translation>獎勵模型</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>帶動量的 SGD</translation>
    </message>
    <message>
        <source>SimPO (pairs, no reference)</source>
        <translation>SimPO（偏好對，無參考模型）</translation>
    </message>
    <message>
        <source>Taiwan</source>
        <translation>台灣</translation>
    </message>
    <message>
        <source>The training model generates</source>
        <translation>由訓練中的模型生成</translation>
    </message>
    <message>
        <source>Typical market / rental</source>
        <translation>一般市場／租賃</translation>
    </message>
    <message>
        <source>Ulysses (all-to-all)</source>
        <translation>Ulysses(all-to-all)</translation>
    </message>
    <message>
        <source>blockwise (DeepSeek-V3)</source>
        <translation>分塊(DeepSeek-V3)</translation>
    </message>
    <message>
        <source>delayed (Transformer Engine)</source>
        <translation>延遲縮放(Transformer Engine)</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>標準注意力（eager）</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>foreach</source>
        <translation>多張量實作（foreach）</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完整重算</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>融合核心（fused）</translation>
    </message>
    <message>
        <source>host RAM</source>
        <translation>主機記憶體</translation>
    </message>
    <message>
        <source>n-gram (prompt lookup)</source>
        <translation>n-gram（提示查找）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>優化器狀態</translation>
    </message>
    <message>
        <source>optimizer+params</source>
        <translation>優化器狀態 + 參數</translation>
    </message>
    <message>
        <source>ring attention</source>
        <translation>環狀注意力</translation>
    </message>
    <message>
        <source>rowwise (torchao)</source>
        <translation>逐列(torchao)</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>選擇性重算</translation>
    </message>
    <message>
        <source>stage 0</source>
        <translation>階段 0（不分片）</translation>
    </message>
    <message>
        <source>stage 1</source>
        <translation>階段 1</translation>
    </message>
    <message>
        <source>stage 2</source>
        <translation>階段 2</translation>
    </message>
    <message>
        <source>stage 3</source>
        <translation>階段 3</translation>
    </message>
    <message>
        <source>tensorwise (torchao)</source>
        <translation>逐張量(torchao)</translation>
    </message>
</context>
<context>
    <name>Compare</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每張 GPU 記憶體</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit</source>
        <translation>放得下所需的最少 GPU 數</translation>
    </message>
    <message>
        <source>{value} (does not fit)</source>
        <translation>{value}（放不下）</translation>
    </message>
    <message>
        <source>yes, {bytes} free</source>
        <translation>放得下，剩餘 {bytes}</translation>
    </message>
    <message>
        <source>tight, {bytes} free</source>
        <translation>偏緊，剩餘 {bytes}</translation>
    </message>
    <message>
        <source>NO, {bytes} over</source>
        <translation>放不下，超出 {bytes}</translation>
    </message>
    <message>
        <source>Wall-clock time</source>
        <translation>實際耗時</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小時</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>雲端成本</translation>
    </message>
    <message>
        <source>On-premises cost</source>
        <translation>本地部署成本</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Pin current scenario</source>
        <translation>釘選目前情境</translation>
    </message>
    <message>
        <source>Keep a copy to compare against</source>
        <translation>保留一份副本以供比較</translation>
    </message>
    <message>
        <source>Edit selected</source>
        <translation>編輯選取項</translation>
    </message>
    <message>
        <source>Make the selected column the current</source>
        <translation>將選取的欄設為目前情境</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>移除選取項</translation>
    </message>
    <message>
        <source>Drop the selected scenario</source>
        <translation>移除選取的情境</translation>
    </message>
    <message>
        <source>Per-GPU memory of each scenario; the red marks are each GPU&apos;s capacity</source>
        <translation>各情境的每張 GPU 記憶體；紅色標記為各 GPU 的容量</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU 容量</translation>
    </message>
    <message>
        <source>Pinned scenarios; select a column to edit or remove it</source>
        <translation>已釘選的情境；選取一欄即可編輯或移除</translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation>每張 GPU 記憶體（{unit}）</translation>
    </message>
    <message>
        <source>▶ editing</source>
        <translation>▶ 編輯中</translation>
    </message>
</context>
<context>
    <name>Executive</name>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>fits, but tight</source>
        <translation>放得下，但餘裕很小</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>fits, with paging</source>
        <translation>需分頁才放得下</translation>
    </message>
    <message>
        <source>unknown: set it</source>
        <translation>未知：請設定</translation>
    </message>
    <message>
        <source>your value</source>
        <translation>您的數值</translation>
    </message>
    <message>
        <source>{scenario}: {verdict} on {n} × {gpu}; {time}; cloud {cloud}</source>
        <translation>{scenario}：在 {n} × {gpu} 上{verdict}；{time}；雲端 {cloud}</translation>
    </message>
    <message>
        <source>No plan fits its GPUs: see &apos;What would change the answer&apos;.</source>
        <translation>沒有任何方案在其 GPU 上放得下：請看「什麼會改變結論」。</translation>
    </message>
    <message>
        <source>Recommended: {scenario} — the cheapest plan that fits.</source>
        <translation>建議：{scenario}——放得下的方案中最便宜的。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>{nodes} node(s)</source>
        <translation>{nodes} 個節點</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每張 GPU 記憶體</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>訓練時間</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小時</translation>
    </message>
    <message>
        <source>Serving period</source>
        <translation>服務期間</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>雲端成本</translation>
    </message>
    <message>
        <source>On-premises cost of this run</source>
        <translation>本次執行的本地部署成本</translation>
    </message>
    <message>
        <source>Purchase (up front)</source>
        <translation>購置（一次性支出）</translation>
    </message>
    <message>
        <source>Recommended plan</source>
        <translation>建議方案</translation>
    </message>
    <message>
        <source>given</source>
        <translation>使用者提供</translation>
    </message>
    <message>
        <source>assumed: not set</source>
        <translation>假設值：未設定</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>訓練 token 數</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>電價</translation>
    </message>
    <message>
        <source>Amortisation</source>
        <translation>折舊年限</translation>
    </message>
    <message>
        <source>{years} years</source>
        <translation>{years} 年</translation>
    </message>
    <message>
        <source>busy {share} of the time</source>
        <translation>使用時間比例 {share}</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>every price with its source: “Prices assumed” on each plan&apos;s page</source>
        <translation>每個價格及其來源：見各方案頁的「採用的價格」</translation>
    </message>
    <message>
        <source>Assumptions that drive it</source>
        <translation>影響結果的假設</translation>
    </message>
    <message>
        <source>Utilisation: if the GPUs sustain 30% less than assumed, the run takes {time} instead of {base}, and GPU time costs as much more.</source>
        <translation>使用率：若 GPU 實際效率比假設低 30%，執行時間會是 {time} 而非 {base}，GPU 時間費用也同比例增加。</translation>
    </message>
    <message>
        <source>Tokens: time and cost grow in proportion to the training tokens.</source>
        <translation>Token 數：時間與成本和訓練 token 數成正比。</translation>
    </message>
    <message>
        <source>Memory: {used} of {capacity} per GPU; sequences longer than about {tokens:,} tokens do not fit.</source>
        <translation>記憶體：每張 GPU 使用 {used}（共 {capacity}）；序列超過約 {tokens:,} 個 token 就放不下。</translation>
    </message>
    <message>
        <source>Traffic: replicas are paid for the whole period, busy or not; at the planned traffic a million output tokens cost {usd} in the cloud.</source>
        <translation>流量：副本在整個期間都要付費，不論是否忙碌；以規劃的流量，雲端每百萬輸出 token 成本為 {usd}。</translation>
    </message>
    <message>
        <source>GPUs: the fewest {gpu} that fit are {n} ({how}).</source>
        <translation>GPU 數量：放得下所需最少的 {gpu} 是 {n} 張（{how}）。</translation>
    </message>
    <message>
        <source>What would change the answer</source>
        <translation>什麼會改變結論</translation>
    </message>
    <message>
        <source>{project} — summary for a decision</source>
        <translation>{project}——決策摘要</translation>
    </message>
    <message>
        <source>{n} scenario(s) estimated; details on the following pages</source>
        <translation>已估算 {n} 個情境；細節在後面幾頁</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>Select a bar segment or a summary figure to see how it was worked out.</source>
        <translation>選取長條圖區段或摘要中的數值，即可查看其計算過程。</translation>
    </message>
    <message>
        <source>How the selected figure was worked out</source>
        <translation>選取數值的計算過程</translation>
    </message>
    <message>
        <source>Project notes</source>
        <translation>專案附註</translation>
    </message>
    <message>
        <source>Scenario notes</source>
        <translation>情境附註</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>附註</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>{n} bytes</source>
        <translation>{n} 位元組</translation>
    </message>
    <message>
        <source>Exact value: {value}</source>
        <translation>精確值：{value}</translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <source>Acceptance rate</source>
        <translation>接受率</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>活化值卸載</translation>
    </message>
    <message>
        <source>Adapter rank</source>
        <translation>適配器秩</translation>
    </message>
    <message>
        <source>Amortisation</source>
        <translation>折舊年限</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Bandwidth use</source>
        <translation>頻寬使用率</translation>
    </message>
    <message>
        <source>Bytes per token</source>
        <translation>每 token 位元組數</translation>
    </message>
    <message>
        <source>CPU power</source>
        <translation>CPU 功耗</translation>
    </message>
    <message>
        <source>Checkpoint write speed</source>
        <translation>檢查點寫入速度</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>保留的檢查點</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>雲端價格</translation>
    </message>
    <message>
        <source>Cloud storage</source>
        <translation>雲端儲存</translation>
    </message>
    <message>
        <source>Completion length</source>
        <translation>回覆長度</translation>
    </message>
    <message>
        <source>Completions per prompt</source>
        <translation>每個提示的回覆數</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>同時處理的序列數</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文平行</translation>
    </message>
    <message>
        <source>Context parallel kind</source>
        <translation>上下文平行方式</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>Data loader workers</source>
        <translation>資料載入工作行程數</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>資料集</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>Duty cycle</source>
        <translation>使用時間比例</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>電價</translation>
    </message>
    <message>
        <source>Engine sleeps during training</source>
        <translation>訓練時引擎休眠</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>訓練輪數</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>Exchange rate date</source>
        <translation>匯率日期</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>專家平行</translation>
    </message>
    <message>
        <source>FP8 scaling</source>
        <translation>FP8 縮放方式</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Frozen weights</source>
        <translation>凍結權重</translation>
    </message>
    <message>
        <source>GPU draw / TDP</source>
        <translation>GPU 功耗 / TDP</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>GPU 價格</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每節點 GPU 數</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>Generation GPUs</source>
        <translation>生成用 GPU</translation>
    </message>
    <message>
        <source>Generation memory share</source>
        <translation>生成引擎記憶體比例</translation>
    </message>
    <message>
        <source>Generation tensor parallel</source>
        <translation>生成張量平行</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效訓練比例</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>梯度累積</translation>
    </message>
    <message>
        <source>Grid carbon</source>
        <translation>電力排碳係數</translation>
    </message>
    <message>
        <source>Host power per node</source>
        <translation>每節點主機功耗</translation>
    </message>
    <message>
        <source>KV block size</source>
        <translation>KV 區塊大小</translation>
    </message>
    <message>
        <source>KV cache type</source>
        <translation>KV 快取型別</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 適配器</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>損失分塊數</translation>
    </message>
    <message>
        <source>Loss kernel</source>
        <translation>損失核心</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Max sequences</source>
        <translation>最大序列數</translation>
    </message>
    <message>
        <source>Memory share</source>
        <translation>記憶體比例</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Network gear per node</source>
        <translation>每節點網路設備</translation>
    </message>
    <message>
        <source>Network per node</source>
        <translation>每節點網路頻寬</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>節點數</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸載</translation>
    </message>
    <message>
        <source>Offload to</source>
        <translation>卸載到</translation>
    </message>
    <message>
        <source>On-premises storage</source>
        <translation>本地儲存</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>優化器</translation>
    </message>
    <message>
        <source>Optimizer kernel</source>
        <translation>優化器實作</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>反向傳播中更新優化器</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>Overlap EP communication</source>
        <translation>重疊 EP 通訊</translation>
    </message>
    <message>
        <source>Overlap TP communication</source>
        <translation>重疊 TP 通訊</translation>
    </message>
    <message>
        <source>PSU headroom</source>
        <translation>電源餘裕</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation>分頁優化器</translation>
    </message>
    <message>
        <source>Peak factor</source>
        <translation>尖峰倍數</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>管線平行</translation>
    </message>
    <message>
        <source>Policy training</source>
        <translation>策略模型訓練方式</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>前綴快取</translation>
    </message>
    <message>
        <source>Price region</source>
        <translation>價格地區</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示詞</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>提示長度</translation>
    </message>
    <message>
        <source>Prompts per step</source>
        <translation>每步提示數</translation>
    </message>
    <message>
        <source>Proposed tokens</source>
        <translation>提議 token 數</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>機櫃功率</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>活化值重算</translation>
    </message>
    <message>
        <source>Reference and reward in host RAM</source>
        <translation>參考與獎勵模型放在主機記憶體</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>參考模型</translation>
    </message>
    <message>
        <source>Rental prices</source>
        <translation>租用價格</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>每日請求數</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>獎勵</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列平行</translation>
    </message>
    <message>
        <source>Server per node</source>
        <translation>每節點伺服器價格</translation>
    </message>
    <message>
        <source>Serving period</source>
        <translation>服務期間</translation>
    </message>
    <message>
        <source>Shared prefix</source>
        <translation>共用前綴</translation>
    </message>
    <message>
        <source>Space per node-year</source>
        <translation>每節點每年機房空間</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>推測解碼</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>人力成本</translation>
    </message>
    <message>
        <source>Staff share</source>
        <translation>人力占比</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT 目標</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT 目標</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目標模組</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>張量平行</translation>
    </message>
    <message>
        <source>Tokens per step</source>
        <translation>每步 token 數</translation>
    </message>
    <message>
        <source>Trainable layers</source>
        <translation>可訓練層數</translation>
    </message>
    <message>
        <source>Trainer offloads during generation</source>
        <translation>生成期間訓練端卸載</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>訓練 token 數</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>虛擬管線階段</translation>
    </message>
    <message>
        <source>ZeRO / FSDP</source>
        <translation>ZeRO / FSDP</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <source>A reward model (the policy&apos;s architecture with a score head) or a reward function such as a verifier (no model)</source>
        <translation>獎勵模型（策略模型架構加評分頭）或獎勵函式，例如驗證器（無模型）</translation>
    </message>
    <message>
        <source>Activation checkpointing: trade recomputation for activation memory</source>
        <translation>活化值檢查點：以重算換取活化值記憶體</translation>
    </message>
    <message>
        <source>Bytes per parameter for weights, gradients and the fp32 master copy</source>
        <translation>權重、梯度與 fp32 主權重的每參數位元組數</translation>
    </message>
    <message>
        <source>Catalog id of the smaller model that proposes tokens (same tokenizer)</source>
        <translation>提議 token 的較小模型的目錄 id（須同一分詞器）</translation>
    </message>
    <message>
        <source>Chance that each proposed token is accepted; 0.6–0.8 is typical for a same-family draft or an EAGLE head on chat, less for n-gram on new text</source>
        <translation>每個提議 token 被接受的機率；對話場景下同系列草稿模型或 EAGLE 預測頭通常為 0.6–0.8，n-gram 遇到新文字時更低</translation>
    </message>
    <message>
        <source>Chunks a chunked loss splits the tokens into (torchtune: 8)</source>
        <translation>分塊損失把 token 分成的塊數(torchtune:8)</translation>
    </message>
    <message>
        <source>Compiled model and loss: the loss keeps only bf16 logits; fusions inside the layers are not modelled</source>
        <translation>編譯模型與損失:損失只保留 bf16 logits;層內融合未模擬</translation>
    </message>
    <message>
        <source>Completions generated per prompt (G, num_generations); GRPO compares them</source>
        <translation>每個提示生成的回覆數（G，num_generations）；GRPO 會相互比較</translation>
    </message>
    <message>
        <source>Concurrent sequences served per replica</source>
        <translation>每個副本同時服務的序列數</translation>
    </message>
    <message>
        <source>Each parameter is updated and its gradient freed during backward (torchtune optimizer_in_bwd, LOMO); needs gradient accumulation 1</source>
        <translation>每個參數在反向傳播中即更新並釋放梯度(torchtune optimizer_in_bwd、LOMO);梯度累積須為 1</translation>
    </message>
    <message>
        <source>Expert all-to-alls overlapped with another micro-batch&apos;s compute (DeepSeek DualPipe, Megatron-Core MoE overlap); off: they wait on the critical path</source>
        <translation>專家 all-to-all 與另一個微批次的計算重疊（DeepSeek DualPipe、Megatron-Core MoE 重疊）；關閉：它們在關鍵路徑上等待</translation>
    </message>
    <message>
        <source>Expert parallel degree (MoE models)</source>
        <translation>專家平行度（MoE 模型）</translation>
    </message>
    <message>
        <source>Flash attention never stores the seq × seq score matrix</source>
        <translation>FlashAttention 不會儲存「序列長度 × 序列長度」的注意力分數矩陣</translation>
    </message>
    <message>
        <source>GB/s a node writes checkpoints at; unset: local NVMe by GPU class</source>
        <translation>節點寫入檢查點的 GB/s；未設定：依 GPU 類別的本機 NVMe</translation>
    </message>
    <message>
        <source>GPUs in each server</source>
        <translation>每台伺服器的 GPU 數</translation>
    </message>
    <message>
        <source>GPUs per inference engine replica (tensor parallel degree)</source>
        <translation>每個推論引擎副本的 GPU 數（張量平行度）</translation>
    </message>
    <message>
        <source>GPUs that split every sequence between them (long context)</source>
        <translation>共同切分每條序列的 GPU 數(長上下文)</translation>
    </message>
    <message>
        <source>GPUs the separate inference engine takes from the plan&apos;s GPUs (the rest train)</source>
        <translation>獨立推論引擎從計畫的 GPU 中佔用的數量（其餘用於訓練）</translation>
    </message>
    <message>
        <source>Gbit/s between nodes, per node; unset: by GPU class</source>
        <translation>節點間網路 Gbit/s（每節點）；未設定：依 GPU 類別</translation>
    </message>
    <message>
        <source>Host RAM, or NVMe drives through host buffers (DeepSpeed ZeRO-Infinity)</source>
        <translation>主機記憶體,或經主機緩衝區的 NVMe 磁碟(DeepSpeed ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>How FP8 matrix multiplies are scaled; each framework offers its own</source>
        <translation>FP8 矩陣乘法的縮放方式;各框架提供的不同</translation>
    </message>
    <message>
        <source>How logits and cross-entropy are computed: the logits are often the peak</source>
        <translation>logits 與交叉熵的計算方式:logits 常是峰值所在</translation>
    </message>
    <message>
        <source>How many final layers train; the rest stay frozen</source>
        <translation>訓練最後幾層；其餘保持凍結</translation>
    </message>
    <message>
        <source>Interleaved 1F1B: model chunks per GPU; the pipeline bubble shrinks by this factor</source>
        <translation>交錯式 1F1B：每顆 GPU 的模型區塊數；管線氣泡按此倍數縮小</translation>
    </message>
    <message>
        <source>KV cache element type</source>
        <translation>KV 快取元素型別</translation>
    </message>
    <message>
        <source>Keep the KV cache of a prompt prefix shared by requests (see shared prefix tokens): computed once, stored once</source>
        <translation>保留請求共用的提示前綴之 KV 快取（見共用前綴 token）：只計算一次、只存一份</translation>
    </message>
    <message>
        <source>Keep the frozen reference and reward models in host RAM, streamed in for their forward passes (OpenRLHF --ref.offload, verl param_offload)</source>
        <translation>把凍結的參考模型和獎勵模型放在主機記憶體，前向傳播時串流載入（OpenRLHF --ref.offload、verl param_offload）</translation>
    </message>
    <message>
        <source>Largest rank of the served adapters (vLLM max_lora_rank)</source>
        <translation>所服務適配器的最大秩（vLLM max_lora_rank）</translation>
    </message>
    <message>
        <source>LoRA adapters resident on the GPU at once (vLLM max_loras); 0: none</source>
        <translation>同時常駐 GPU 的 LoRA 適配器數（vLLM max_loras）；0：無</translation>
    </message>
    <message>
        <source>Micro-batches accumulated before each optimizer step (time, not memory)</source>
        <translation>每次優化器更新前累積的微批次數（影響時間，不影響記憶體）</translation>
    </message>
    <message>
        <source>Move optimizer states (and weights) to host RAM</source>
        <translation>把優化器狀態（與權重）移到主機記憶體</translation>
    </message>
    <message>
        <source>Optimizer states per trainable parameter (AdamW: two moments)</source>
        <translation>每個可訓練參數的優化器狀態（AdamW：兩個動量）</translation>
    </message>
    <message>
        <source>PSU margin over steady draw (GPU transients)</source>
        <translation>電源相對穩態功耗的餘裕（GPU 瞬間尖峰）</translation>
    </message>
    <message>
        <source>Pipeline parallel stages</source>
        <translation>管線平行階段數</translation>
    </message>
    <message>
        <source>Post-training updates all of the policy&apos;s weights, or LoRA adapters on a 16-bit or 4-bit base (then the LoRA rows apply)</source>
        <translation>後訓練更新策略模型的全部權重，或在 16 位元或 4 位元基座上更新 LoRA 適配器（此時 LoRA 各列適用）</translation>
    </message>
    <message>
        <source>Prompts generated for and trained on in one step (verl data.train_batch_size, OpenRLHF rollout.batch_size); gradient accumulation follows from it</source>
        <translation>一步中生成並訓練的提示數（verl data.train_batch_size、OpenRLHF rollout.batch_size）；梯度累積由此決定</translation>
    </message>
    <message>
        <source>Propose several tokens cheaply and verify them in one step of the model</source>
        <translation>以低成本提議數個 token，再由模型一步驗證</translation>
    </message>
    <message>
        <source>PyTorch DataLoader workers per GPU</source>
        <translation>每張 GPU 的 PyTorch DataLoader 工作行程數</translation>
    </message>
    <message>
        <source>Rank r of the LoRA adapters</source>
        <translation>LoRA 適配器的秩 r</translation>
    </message>
    <message>
        <source>Ring attention passes key/value blocks around; Ulysses swaps sequence for heads</source>
        <translation>環狀注意力輪流傳遞 key/value 區塊;Ulysses 以注意力頭換序列切分</translation>
    </message>
    <message>
        <source>Saved activations go to host RAM in forward and come back in backward (torchtune; Unsloth offloaded checkpointing)</source>
        <translation>保存的活化值在前向時移到主機記憶體,反向時取回(torchtune;Unsloth 卸載式檢查點)</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward/backward pass</source>
        <translation>每張 GPU 每次前向／反向傳播的序列數</translation>
    </message>
    <message>
        <source>Sequences the scheduler runs at once (vLLM max_num_seqs, TensorRT-LLM max_batch_size); unset: the framework&apos;s default</source>
        <translation>排程器同時執行的序列數（vLLM max_num_seqs、TensorRT-LLM max_batch_size）；未設定：框架預設值</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>伺服器台數</translation>
    </message>
    <message>
        <source>Shard norm/dropout activations across the tensor-parallel group</source>
        <translation>在張量平行組內分片正規化層與 Dropout 的活化值</translation>
    </message>
    <message>
        <source>Share of GPU memory the server takes: vLLM gpu_memory_utilization and TGI cuda_memory_fraction (of the card), SGLang mem_fraction_static (weights + KV cache of the card), TensorRT-LLM free_gpu_memory_fraction and LMDeploy cache_max_entry_count (KV cache, of the memory left free)</source>
        <translation>推論伺服器佔用的 GPU 記憶體比例：vLLM gpu_memory_utilization 與 TGI cuda_memory_fraction（整張卡的比例）、SGLang mem_fraction_static（權重 + KV 快取，整張卡的比例）、TensorRT-LLM free_gpu_memory_fraction 與 LMDeploy cache_max_entry_count（KV 快取，剩餘可用記憶體的比例）</translation>
    </message>
    <message>
        <source>Share of each GPU the inference engine pre-allocates for its weights and KV cache (gpu_memory_utilization); unset: the framework&apos;s value for the placement</source>
        <translation>推論引擎在每張 GPU 上為權重和 KV 快取預先配置的比例（gpu_memory_utilization）；未設定：框架對此配置方式的值</translation>
    </message>
    <message>
        <source>Software profile: its precision defaults and memory habits</source>
        <translation>框架設定檔：預設精度與記憶體使用習慣</translation>
    </message>
    <message>
        <source>Storage format of frozen or served weights (default by method)</source>
        <translation>凍結或推論權重的儲存格式（預設值依方法而定）</translation>
    </message>
    <message>
        <source>Tensor parallel degree (within a node)</source>
        <translation>張量平行度（節點內）</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces overlapped with the GEMMs (Megatron-Core --tp-comm-overlap); off: they wait on the critical path</source>
        <translation>張量平行的 all-reduce 與 GEMM 重疊（Megatron-Core --tp-comm-overlap）；關閉：它們在關鍵路徑上等待</translation>
    </message>
    <message>
        <source>The colocated engine releases its KV cache and weights while the policy trains (vLLM sleep mode, verl free_cache_engine)</source>
        <translation>共置的引擎在策略模型訓練時釋放 KV 快取和權重（vLLM 休眠模式、verl free_cache_engine）</translation>
    </message>
    <message>
        <source>The frozen starting policy the loss or KL term compares against; with a LoRA adapter it is the base with adapters disabled (no second copy)</source>
        <translation>損失或 KL 項用來比較的凍結初始策略模型；使用 LoRA 適配器時即為停用適配器的基座（無第二份副本）</translation>
    </message>
    <message>
        <source>The policy&apos;s and critic&apos;s weights and optimizer states wait in host RAM while the engine generates (OpenRLHF --ds.enable_sleep, ms-swift --offload_model)</source>
        <translation>引擎生成期間，策略模型和價值模型的權重與優化器狀態暫存在主機記憶體（OpenRLHF --ds.enable_sleep、ms-swift --offload_model）</translation>
    </message>
    <message>
        <source>Tokens generated per completion (max_completion_length; TRL and verl default 512); generation lasts until the longest completion ends</source>
        <translation>每個回覆生成的 token 數（max_completion_length；TRL 和 verl 預設 512）；生成持續到最長的回覆結束</translation>
    </message>
    <message>
        <source>Tokens one forward step may carry (vLLM max_num_batched_tokens, SGLang chunked_prefill_size): the chunked-prefill budget and the activation peak</source>
        <translation>一次前向步驟可承載的 token 數（vLLM max_num_batched_tokens、SGLang chunked_prefill_size）：分塊預填的預算與活化值峰值</translation>
    </message>
    <message>
        <source>Tokens per KV cache block (page): a sequence&apos;s last block is partly empty; 1 means a contiguous or token-level cache</source>
        <translation>每個 KV 快取區塊（頁）的 token 數：序列最後一個區塊部分是空的；1 表示連續或逐 token 的快取</translation>
    </message>
    <message>
        <source>Tokens per prompt (max_prompt_length; TRL and verl default 512)</source>
        <translation>每個提示的 token 數（max_prompt_length；TRL 和 verl 預設 512）</translation>
    </message>
    <message>
        <source>Tokens per served sequence (prompt + output) the KV cache is sized for</source>
        <translation>每個服務序列的 token 數（提示詞 + 輸出），KV 快取依此配置</translation>
    </message>
    <message>
        <source>Tokens per training sequence</source>
        <translation>每個訓練序列的 token 數</translation>
    </message>
    <message>
        <source>Tokens proposed per step (vLLM num_speculative_tokens)</source>
        <translation>每步提議的 token 數（vLLM num_speculative_tokens）</translation>
    </message>
    <message>
        <source>USD of network gear per node; unset: by GPU class</source>
        <translation>每節點網路設備（美元）；未設定：依 GPU 類別</translation>
    </message>
    <message>
        <source>USD per TB of enterprise NVMe/NAS, ~$100/TB</source>
        <translation>企業級 NVMe/NAS 每 TB 美元，約 $100/TB</translation>
    </message>
    <message>
        <source>USD per kWh; unset: the region&apos;s figure (catalog, dated and sourced)</source>
        <translation>每 kWh 美元；未設定：該地區的數值（目錄，附日期與來源）</translation>
    </message>
    <message>
        <source>bitsandbytes paged states: unified memory that moves to host RAM when the GPU runs short</source>
        <translation>bitsandbytes 分頁狀態:GPU 不足時移到主機記憶體的統一記憶體</translation>
    </message>
    <message>
        <source>grid kg CO2 per kWh; unset: the region&apos;s figure (catalog, dated and sourced)</source>
        <translation>電網每 kWh 的 kg CO2；未設定：該地區的數值（目錄，附日期與來源）</translation>
    </message>
    <message>
        <source>USD per server without GPUs; unset: by GPU class</source>
        <translation>每台伺服器（不含 GPU）美元；未設定：依 GPU 類別</translation>
    </message>
    <message>
        <source>What the run does: train from scratch, fine-tune all or part, or serve</source>
        <translation>這次執行做什麼：從頭訓練、全參數或部分參數微調，或提供推論服務</translation>
    </message>
    <message>
        <source>Where completions are generated: an inference engine (vLLM/SGLang) sharing the training GPUs, one on GPUs of its own, or the training model itself</source>
        <translation>回覆在哪裡生成：與訓練共用 GPU 的推論引擎（vLLM/SGLang）、使用自己 GPU 的推論引擎，或訓練中的模型本身</translation>
    </message>
    <message>
        <source>ZeRO stage / FSDP sharding of optimizer (1), gradients (2), weights (3)</source>
        <translation>ZeRO 階段 / FSDP 分片：優化器狀態（1）、梯度（2）、權重（3）</translation>
    </message>
    <message>
        <source>average GPU draw ÷ TDP under load</source>
        <translation>負載下 GPU 平均功耗 ÷ TDP</translation>
    </message>
    <message>
        <source>average generated tokens per request</source>
        <translation>每個請求平均產生的 token 數</translation>
    </message>
    <message>
        <source>average prompt tokens per request</source>
        <translation>每個請求平均的提示詞 token 數</translation>
    </message>
    <message>
        <source>busiest hour&apos;s request rate ÷ the day&apos;s average; 2: a day&apos;s requests arriving over about 12 busy hours</source>
        <translation>最忙時段的請求速率 ÷ 全日平均；2：一天的請求集中在約 12 個忙碌小時</translation>
    </message>
    <message>
        <source>bytes of raw text per token, ≈4 characters per BPE token</source>
        <translation>每個 token 的原始文字位元組數，BPE 約每 token 4 個字元</translation>
    </message>
    <message>
        <source>cloud USD per GB-month; S3 Standard us-east-1: $0.023</source>
        <translation>雲端每 GB·月美元；S3 Standard us-east-1：$0.023</translation>
    </message>
    <message>
        <source>cloud USD per GPU-hour; unset: the catalog price</source>
        <translation>雲端每 GPU·小時美元；未設定：使用目錄價格</translation>
    </message>
    <message>
        <source>currency money is shown in (prices you enter stay in US dollars)</source>
        <translation>金額顯示的貨幣（您輸入的價格仍以美元計）</translation>
    </message>
    <message>
        <source>days of serving costed</source>
        <translation>計算成本的服務天數</translation>
    </message>
    <message>
        <source>decode memory-bandwidth utilisation (default 0.7)</source>
        <translation>解碼階段的記憶體頻寬使用率（預設 0.7）</translation>
    </message>
    <message>
        <source>engineer FTE the hardware takes; unset: 0.05 per node, at least 0.1</source>
        <translation>硬體所需工程師人力（FTE）；未設定：每節點 0.05，至少 0.1</translation>
    </message>
    <message>
        <source>foreach (PyTorch&apos;s default on CUDA) allocates one state-sized temporary in the step</source>
        <translation>foreach（PyTorch 在 CUDA 上的預設）在更新時會配置一份與狀態同大小的暫存</translation>
    </message>
    <message>
        <source>host W per node besides GPUs; unset: by GPU class</source>
        <translation>每節點 GPU 以外的主機功耗 W；未設定：依 GPU 類別</translation>
    </message>
    <message>
        <source>inference requests served per day</source>
        <translation>每天服務的推論請求數</translation>
    </message>
    <message>
        <source>kW a rack can draw and cool at the site; ~12 kW: what most colocation sites supply</source>
        <translation>機房每個機櫃可供電與散熱的 kW；約 12 kW：多數託管機房的供應量</translation>
    </message>
    <message>
        <source>loaded USD cost of one engineer-year</source>
        <translation>一名工程師一年的全額成本（美元）</translation>
    </message>
    <message>
        <source>machine-room USD per node-year; unset: by GPU class</source>
        <translation>每節點每年機房費用（美元）；未設定：依 GPU 類別</translation>
    </message>
    <message>
        <source>model FLOPs utilisation (PaLM definition), replaces the default</source>
        <translation>模型 FLOPs 使用率（PaLM 定義），取代預設值</translation>
    </message>
    <message>
        <source>passes over the dataset</source>
        <translation>資料集的訓練遍數</translation>
    </message>
    <message>
        <source>post-training steps; a PPO/GRPO step generates, scores and trains one batch of prompts</source>
        <translation>後訓練步數；PPO/GRPO 的一步會對一批提示生成、評分並訓練</translation>
    </message>
    <message>
        <source>power usage effectiveness of the site; Uptime Institute survey average ~1.5–1.6</source>
        <translation>機房能源使用效率（PUE）；Uptime Institute 調查平均約 1.5–1.6</translation>
    </message>
    <message>
        <source>prompt tokens every request shares (a system prompt); with prefix caching they are computed and stored once</source>
        <translation>每個請求共用的提示 token（系統提示）；開啟前綴快取時只計算、只存一次</translation>
    </message>
    <message>
        <source>purchase USD per GPU; unset: the catalog street price</source>
        <translation>每張 GPU 購買價格（美元）；未設定：使用目錄市價</translation>
    </message>
    <message>
        <source>resumable checkpoints kept on disk</source>
        <translation>保留在磁碟上、可續訓的檢查點數</translation>
    </message>
    <message>
        <source>service level: time per output token after the first, ms; unset: no target</source>
        <translation>服務水準：第一個之後每個輸出 token 的時間（毫秒）；未設定：無目標</translation>
    </message>
    <message>
        <source>service level: time to first token, ms; unset: no target</source>
        <translation>服務水準：首個 token 的時間（毫秒）；未設定：無目標</translation>
    </message>
    <message>
        <source>share of hours owned hardware is busy</source>
        <translation>自有硬體忙碌的時間比例</translation>
    </message>
    <message>
        <source>share of wall-clock spent training after failures, restarts and checkpoint stalls; unset: from the GPU count (Llama 3: &gt;90% on 16,384 GPUs)</source>
        <translation>扣除故障、重啟與檢查點停頓後用於訓練的時間比例；未設定：依 GPU 數計算（Llama 3：16,384 顆 GPU 上 &gt;90%）</translation>
    </message>
    <message>
        <source>the date of your exchange rate (YYYY-MM-DD)</source>
        <translation>您的匯率日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>training tokens seen, all epochs (e.g. 2e12)</source>
        <translation>訓練看過的 token 總數，含所有輪次（例如 2e12）</translation>
    </message>
    <message>
        <source>unique tokens in the dataset</source>
        <translation>資料集中不重複的 token 數</translation>
    </message>
    <message>
        <source>units of the currency per US dollar; unset: the catalog&apos;s dated rate</source>
        <translation>每美元兌換的該貨幣單位；未設定：目錄中附日期的匯率</translation>
    </message>
    <message>
        <source>which rental rows price GPU-hours: cloud on-demand list prices or typical market/rental offers (catalog, dated and sourced)</source>
        <translation>以哪組租用價格計算 GPU 小時：雲端隨選牌價或一般市場／租賃報價（目錄，附日期與來源）</translation>
    </message>
    <message>
        <source>whose GPU prices, electricity and grid carbon: global (US/EU), China, Taiwan</source>
        <translation>採用哪個地區的 GPU 價格、電價與電網碳排：全球（美國／歐洲）、中國、台灣</translation>
    </message>
    <message>
        <source>workstation CPU package power, W</source>
        <translation>工作站 CPU 封裝功耗（W）</translation>
    </message>
    <message>
        <source>years to write hardware off; 3 years: common GPU depreciation life</source>
        <translation>硬體折舊年數；3 年：常見的 GPU 折舊年限</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>Allowed: {range}</source>
        <translation>允許範圍：{range}</translation>
    </message>
    <message>
        <source>Put a LoRA adapter on the {name} projection</source>
        <translation>在 {name} 投影層加上 LoRA 適配器</translation>
    </message>
    <message>
        <source>Framework default: {value}</source>
        <translation>框架預設：{value}</translation>
    </message>
    <message>
        <source> $</source>
        <translation> $</translation>
    </message>
    <message>
        <source> $/GB-month</source>
        <translation> $/GB·月</translation>
    </message>
    <message>
        <source> $/GPU-h</source>
        <translation> $/GPU·小時</translation>
    </message>
    <message>
        <source> $/TB</source>
        <translation> $/TB</translation>
    </message>
    <message>
        <source> $/kWh</source>
        <translation> $/kWh</translation>
    </message>
    <message>
        <source> $/year</source>
        <translation> $/年</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B token</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B token</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> Gbit/s</source>
        <translation> Gbit/s</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source> kg/kWh</source>
        <translation> kg/kWh</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source>Default for the method</source>
        <translation>依方法預設</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>catalog rate</source>
        <translation>目錄匯率</translation>
    </message>
    <message>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>framework default</source>
        <translation>框架預設</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>無目標</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>region default</source>
        <translation>地區預設值</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>2U/4U PCIe GPU server (up to 8 double-width cards, 2 CPUs)</source>
        <translation>2U/4U PCIe GPU 伺服器（最多 8 張雙槽卡、2 顆 CPU）</translation>
    </message>
    <message>
        <source>4-GPU HGX/DGX-class server (SXM, NVSwitch)</source>
        <translation>4 GPU HGX/DGX 級伺服器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>4-slot workstation (Threadripper / Xeon W class)</source>
        <translation>4 槽工作站（Threadripper / Xeon W 等級）</translation>
    </message>
    <message>
        <source>8-GPU HGX/DGX-class server (SXM, NVSwitch)</source>
        <translation>8 GPU HGX/DGX 級伺服器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>活化值</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>配置器保留</translation>
    </message>
    <message>
        <source>Base model download</source>
        <translation>基礎模型下載</translation>
    </message>
    <message>
        <source>Break-even (buy vs rent)</source>
        <translation>損益兩平（購買與租用）</translation>
    </message>
    <message>
        <source>Busy GPU-hours</source>
        <translation>忙碌 GPU 小時</translation>
    </message>
    <message>
        <source>Busy serving time</source>
        <translation>忙碌服務時間</translation>
    </message>
    <message>
        <source>Bytes read per decode step</source>
        <translation>每個解碼步驟讀取的位元組</translation>
    </message>
    <message>
        <source>CO₂ (location-based)</source>
        <translation>CO₂（以地點為基礎）</translation>
    </message>
    <message>
        <source>CP traffic per GPU per step</source>
        <translation>每顆 GPU 每步的 CP 流量</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA 圖</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation>檢查點寫入時間</translation>
    </message>
    <message>
        <source>Checkpoint, resumable</source>
        <translation>檢查點（可續訓）</translation>
    </message>
    <message>
        <source>Checkpoint, weights only</source>
        <translation>檢查點（僅權重）</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>檢查點</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>保留的檢查點</translation>
    </message>
    <message>
        <source>Cloud GPU time</source>
        <translation>雲端 GPU 時間</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>雲端成本</translation>
    </message>
    <message>
        <source>Cloud cost per million output tokens</source>
        <translation>每百萬輸出 token 的雲端成本</translation>
    </message>
    <message>
        <source>Cloud storage</source>
        <translation>雲端儲存</translation>
    </message>
    <message>
        <source>Cluster staff</source>
        <translation>叢集人力</translation>
    </message>
    <message>
        <source>Communication buffers</source>
        <translation>通訊緩衝區</translation>
    </message>
    <message>
        <source>Communication not hidden, per step</source>
        <translation>每步未被隱藏的通訊時間</translation>
    </message>
    <message>
        <source>Concurrent requests the KV cache holds</source>
        <translation>KV 快取可容納的同時請求數</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散熱</translation>
    </message>
    <message>
        <source>Cooling and power overhead (PUE)</source>
        <translation>冷卻與供電損耗（PUE）</translation>
    </message>
    <message>
        <source>Critic</source>
        <translation>價值模型（Critic）</translation>
    </message>
    <message>
        <source>Dataset (raw text)</source>
        <translation>資料集（原始文字）</translation>
    </message>
    <message>
        <source>Dataset (tokenised)</source>
        <translation>資料集（已分詞）</translation>
    </message>
    <message>
        <source>Decode bandwidth utilisation</source>
        <translation>解碼頻寬使用率</translation>
    </message>
    <message>
        <source>Decode tokens/s (per replica)</source>
        <translation>解碼吞吐量（每個副本）</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>FP8 e4m3, per-tensor scale</source>
        <translation>FP8 e4m3，逐張量縮放係數</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小時</translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth needed</source>
        <translation>所需 GPU 間頻寬</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Hardware (amortised)</source>
        <translation>硬體（折舊分攤）</translation>
    </message>
    <message>
        <source>Hardware FLOPs utilisation (default)</source>
        <translation>硬體 FLOPs 使用率（預設）</translation>
    </message>
    <message>
        <source>Host CPU cores per node</source>
        <translation>每節點主機 CPU 核心數</translation>
    </message>
    <message>
        <source>Host RAM per node</source>
        <translation>每節點主機記憶體</translation>
    </message>
    <message>
        <source>Host transfers</source>
        <translation>主機記憶體傳輸</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>KV 快取池</translation>
    </message>
    <message>
        <source>Kernel workspaces</source>
        <translation>核心工作空間</translation>
    </message>
    <message>
        <source>MXFP4 (OCP MX, 32-block)</source>
        <translation>MXFP4（OCP MX，每 32 個一區塊）</translation>
    </message>
    <message>
        <source>Machine-room space</source>
        <translation>機房空間</translation>
    </message>
    <message>
        <source>Model FLOPs</source>
        <translation>模型 FLOPs</translation>
    </message>
    <message>
        <source>Model FLOPs per token</source>
        <translation>每 token 模型 FLOPs</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>模型 FLOPs 使用率（MFU）</translation>
    </message>
    <message>
        <source>Model files</source>
        <translation>模型檔案</translation>
    </message>
    <message>
        <source>Network gear (amortised)</source>
        <translation>網路設備（折舊分攤）</translation>
    </message>
    <message>
        <source>DP gradient traffic per GPU per step</source>
        <translation>每顆 GPU 每步的 DP 梯度流量</translation>
    </message>
    <message>
        <source>Activation offloading transfers per step</source>
        <translation>每步活化值卸載傳輸</translation>
    </message>
    <message>
        <source>CPU optimizer step per step</source>
        <translation>每步的 CPU 優化器更新</translation>
    </message>
    <message>
        <source>DP parameter gather per GPU per step</source>
        <translation>每顆 GPU 每步的 DP 參數收集</translation>
    </message>
    <message>
        <source>EP traffic per GPU per step</source>
        <translation>每顆 GPU 每步的 EP 流量</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>電價</translation>
    </message>
    <message>
        <source>Engineer cost per year</source>
        <translation>工程師年成本</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>FP8 speed-up</source>
        <translation>FP8 加速倍數</translation>
    </message>
    <message>
        <source>GPU link bus bandwidth</source>
        <translation>GPU 互連匯流排頻寬</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效訓練比例</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>電網碳排放強度</translation>
    </message>
    <message>
        <source>Loss and logits</source>
        <translation>損失與 logits</translation>
    </message>
    <message>
        <source>Machine-room space per node-year</source>
        <translation>每節點每年機房空間</translation>
    </message>
    <message>
        <source>NVMe optimizer swap per step</source>
        <translation>每步 NVMe 優化器置換</translation>
    </message>
    <message>
        <source>Network bus bandwidth per node</source>
        <translation>每節點網路匯流排頻寬</translation>
    </message>
    <message>
        <source>Network gear per node</source>
        <translation>每節點網路設備</translation>
    </message>
    <message>
        <source>Network per node needed</source>
        <translation>每節點所需網路頻寬</translation>
    </message>
    <message>
        <source>Offload transfers per step</source>
        <translation>每步卸載傳輸</translation>
    </message>
    <message>
        <source>Offloaded to host RAM per GPU</source>
        <translation>每 GPU 卸載至主機記憶體</translation>
    </message>
    <message>
        <source>On NVMe per GPU</source>
        <translation>每 GPU 存於 NVMe</translation>
    </message>
    <message>
        <source>On-premises cost of this run</source>
        <translation>本次執行的本地部署成本</translation>
    </message>
    <message>
        <source>On-premises cost per million output tokens</source>
        <translation>每百萬輸出 token 的本地部署成本</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>優化器狀態</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>每張 GPU 輸出吞吐量</translation>
    </message>
    <message>
        <source>Overheads</source>
        <translation>額外開銷</translation>
    </message>
    <message>
        <source>PP traffic per GPU per step</source>
        <translation>每張 GPU 每步的管線平行流量</translation>
    </message>
    <message>
        <source>Paged optimizer states</source>
        <translation>分頁優化器狀態</translation>
    </message>
    <message>
        <source>Paging per step</source>
        <translation>每步分頁換頁</translation>
    </message>
    <message>
        <source>Parameters (active per token)</source>
        <translation>參數（每 token 活躍）</translation>
    </message>
    <message>
        <source>Parameters (total)</source>
        <translation>參數（總計）</translation>
    </message>
    <message>
        <source>Parameters (trainable)</source>
        <translation>參數（可訓練）</translation>
    </message>
    <message>
        <source>Peak load</source>
        <translation>尖峰負載</translation>
    </message>
    <message>
        <source>Policy update</source>
        <translation>策略模型更新</translation>
    </message>
    <message>
        <source>Post-training FLOPs (executed)</source>
        <translation>後訓練 FLOPs（實際執行）</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>電力與冷卻</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>每機櫃功率</translation>
    </message>
    <message>
        <source>Power supply per node</source>
        <translation>每節點電源供應器</translation>
    </message>
    <message>
        <source>Prefill tokens/s (per replica)</source>
        <translation>預填充吞吐量（每個副本）</translation>
    </message>
    <message>
        <source>Prefill utilisation</source>
        <translation>預填充使用率</translation>
    </message>
    <message>
        <source>Purchase (up front)</source>
        <translation>購置（一次性支出）</translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation>每顆 GPU 購買價格</translation>
    </message>
    <message>
        <source>Rack units per server</source>
        <translation>每台伺服器機架單位 (U)</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃數</translation>
    </message>
    <message>
        <source>Recompute FLOPs</source>
        <translation>重算 FLOPs</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>參考模型</translation>
    </message>
    <message>
        <source>Rental price per GPU-hour</source>
        <translation>每 GPU 小時租用價格</translation>
    </message>
    <message>
        <source>Replicas for the peak load</source>
        <translation>尖峰負載所需副本數</translation>
    </message>
    <message>
        <source>Request latency</source>
        <translation>請求延遲</translation>
    </message>
    <message>
        <source>Requests/s at the targets</source>
        <translation>符合目標時的每秒請求數</translation>
    </message>
    <message>
        <source>Reward model</source>
        <translation>獎勵模型</translation>
    </message>
    <message>
        <source>Rollout engine</source>
        <translation>生成引擎（rollout）</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>評分</translation>
    </message>
    <message>
        <source>Scoring FLOPs per step</source>
        <translation>每步評分 FLOPs</translation>
    </message>
    <message>
        <source>Server or workstation</source>
        <translation>伺服器或工作站</translation>
    </message>
    <message>
        <source>Server per node (without GPUs)</source>
        <translation>每節點伺服器（不含 GPU）</translation>
    </message>
    <message>
        <source>Server power (maximum)</source>
        <translation>伺服器功率（最大）</translation>
    </message>
    <message>
        <source>Server power supplies (3.3 kW each)</source>
        <translation>伺服器電源供應器（每個 3.3 kW）</translation>
    </message>
    <message>
        <source>Servers per rack</source>
        <translation>每機櫃伺服器數</translation>
    </message>
    <message>
        <source>Serving FLOPs</source>
        <translation>推論服務 FLOPs</translation>
    </message>
    <message>
        <source>Site power while running</source>
        <translation>運轉時的機房總功率</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步時間</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Storage (amortised)</source>
        <translation>儲存（折舊分攤）</translation>
    </message>
    <message>
        <source>Storage total</source>
        <translation>儲存總量</translation>
    </message>
    <message>
        <source>TP traffic per GPU per step</source>
        <translation>每張 GPU 每步的張量平行流量</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每個輸出 token 的時間</translation>
    </message>
    <message>
        <source>Time per step</source>
        <translation>每步時間</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首個 token 的時間</translation>
    </message>
    <message>
        <source>Tokens per decode step</source>
        <translation>每個解碼步驟的 token 數</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每張 GPU 吞吐量</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>每張 GPU 總計</translation>
    </message>
    <message>
        <source>Training FLOPs (executed)</source>
        <translation>訓練 FLOPs（實際執行）</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>訓練時間</translation>
    </message>
    <message>
        <source>Transfer time per step (busiest link)</source>
        <translation>每步傳輸時間（最忙的連結）</translation>
    </message>
    <message>
        <source>Users at the latency targets</source>
        <translation>符合延遲目標的使用者數</translation>
    </message>
    <message>
        <source>Wall-clock days</source>
        <translation>實際天數</translation>
    </message>
    <message>
        <source>Wall-clock hours</source>
        <translation>實際時數</translation>
    </message>
    <message>
        <source>Weight sync</source>
        <translation>權重同步</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter traffic per GPU per step</source>
        <translation>每張 GPU 每步的 ZeRO-3 參數流量</translation>
    </message>
    <message>
        <source>air</source>
        <translation>氣冷</translation>
    </message>
    <message>
        <source>bitsandbytes LLM.int8()</source>
        <translation>bitsandbytes LLM.int8()</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>rack-scale NVLink system (NVL72 class)</source>
        <translation>機櫃級 NVLink 系統（NVL72 等級）</translation>
    </message>
    <message>
        <source>tower workstation</source>
        <translation>直立式工作站</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>hwplanner projects (*.hwplanner.json *.json);;All files (*)</source>
        <translation>hwplanner 專案 (*.hwplanner.json *.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新增(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new project</source>
        <translation>開始新專案</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a project file</source>
        <translation>開啟專案檔案</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟的檔案(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>開啟範例(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>儲存專案</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the project under a new name</source>
        <translation>以新名稱儲存專案</translation>
    </message>
    <message>
        <source>Project &amp;Details…</source>
        <translation>專案詳細資料(&amp;D)…</translation>
    </message>
    <message>
        <source>Name and notes of the project and its scenarios</source>
        <translation>專案及其情境的名稱與附註</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>還原(&amp;V)</translation>
    </message>
    <message>
        <source>Reload the saved file</source>
        <translation>重新載入已儲存的檔案</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>預覽列印(&amp;V)…</translation>
    </message>
    <message>
        <source>Preview the summary sheets</source>
        <translation>預覽摘要報表</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>列印(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the summary sheets</source>
        <translation>列印摘要報表</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>匯出 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the summary sheets to a PDF file</source>
        <translation>將摘要報表寫入 PDF 檔案</translation>
    </message>
    <message>
        <source>Pa&amp;per</source>
        <translation>紙張(&amp;P)</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Letter（美規）</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>“{name}” has unsaved changes. Save them before you {doing}?</source>
        <translation>「{name}」有未儲存的變更。要先儲存再{doing}嗎？</translation>
    </message>
    <message>
        <source>continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>start a new project</source>
        <translation>開始新專案</translation>
    </message>
    <message>
        <source>open another project</source>
        <translation>開啟其他專案</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>無法開啟專案</translation>
    </message>
    <message>
        <source>open an example</source>
        <translation>開啟範例</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>無法開啟範例</translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation>無法儲存專案</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>已儲存 {path}</translation>
    </message>
    <message>
        <source>Project opened with problems</source>
        <translation>專案開啟時發現問題</translation>
    </message>
    <message>
        <source>These values were out of range and were reset to their defaults; the rest of the project is intact. Saving writes the corrected values:</source>
        <translation>下列數值超出允許範圍，已重設為預設值；專案其餘部分完好無損。儲存時會寫入修正後的數值：</translation>
    </message>
    <message>
        <source>These scenarios refer to entries hwplanner does not know; the rest of the project is intact:</source>
        <translation>這些情境引用了 hwplanner 不認識的項目；專案的其餘部分完好無缺：</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>Autosave failed: the disk refused it</source>
        <translation>自動儲存失敗：磁碟拒絕寫入</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>還原未儲存的工作</translation>
    </message>
    <message>
        <source>hwplanner closed with unsaved changes to “{name}”. Restore them? (Save keeps them; Discard throws them away.)</source>
        <translation>hwplanner 關閉時「{name}」有未儲存的變更。要還原嗎？（儲存會保留；捨棄會丟掉。）</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>匯出 PDF</translation>
    </message>
    <message>
        <source>Cannot export PDF</source>
        <translation>無法匯出 PDF</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>已寫入 {path}</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>開啟專案</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>儲存專案</translation>
    </message>
</context>
<context>
    <name>Formula</name>
    <message>
        <source>(GPU TDP × GPUs + CPU + board/drives) × headroom, next standard size</source>
        <translation>（GPU TDP × GPU 數 + CPU + 主機板/硬碟）× 餘裕，取下一個標準規格</translation>
    </message>
    <message>
        <source>(GPU TDP × GPUs × draw fraction + host W × nodes) × PUE</source>
        <translation>（GPU TDP × GPU 數 × 耗電比例 + 主機瓦數 × 節點數）× PUE</translation>
    </message>
    <message>
        <source>(GPUs + servers) × run hours ÷ (life × 8760 × duty cycle)</source>
        <translation>（GPU + 伺服器）× 執行時數 ÷（壽命 × 8760 × 使用時間比例）</translation>
    </message>
    <message>
        <source>2·N + A forward; backward 2·lm_head + 4·N_top + 2·A_top (top layers only)</source>
        <translation>前向 2·N + A；反向 2·lm_head + 4·N_top + 2·A_top（僅頂層）</translation>
    </message>
    <message>
        <source>4·N + 3·A + 6·N_adapter (frozen weights: activation gradient only)</source>
        <translation>4·N + 3·A + 6·N_adapter（凍結權重：只算活化值梯度）</translation>
    </message>
    <message>
        <source>6·N + 3·A</source>
        <translation>6·N + 3·A</translation>
    </message>
    <message>
        <source>FLOPs per request × requests in the period</source>
        <translation>每個請求的 FLOPs × 期間內的請求數</translation>
    </message>
    <message>
        <source>GB stored × USD per GB-month × months (at least one)</source>
        <translation>儲存 GB 數 × 每 GB 每月美元 × 月數（至少一個月）</translation>
    </message>
    <message>
        <source>GPU time + storage</source>
        <translation>GPU 時間 + 儲存</translation>
    </message>
    <message>
        <source>GPU-hours × price per GPU-hour</source>
        <translation>GPU 小時 × 每 GPU 小時價格</translation>
    </message>
    <message>
        <source>GPUs per node × (DataLoader workers + 1 main process) + 2 for the OS</source>
        <translation>每節點 GPU 數 ×（DataLoader 工作行程數 + 1 個主行程）+ 作業系統 2 個</translation>
    </message>
    <message>
        <source>GPUs × price + nodes × server + network gear (multi-node) + storage</source>
        <translation>GPU 數 × 價格 + 節點數 × 伺服器 + 網路設備（多節點）+ 儲存</translation>
    </message>
    <message>
        <source>NCCL communicator buffers + gradient/reduce buckets</source>
        <translation>NCCL 通訊器緩衝區 + 梯度/reduce bucket</translation>
    </message>
    <message>
        <source>TB × USD/TB × run share of its life</source>
        <translation>TB × 美元/TB × 本次執行佔其壽命的比例</translation>
    </message>
    <message>
        <source>USD per node-year × nodes × run hours ÷ busy hours per year</source>
        <translation>每節點每年美元 × 節點數 × 執行時數 ÷ 每年忙碌時數</translation>
    </message>
    <message>
        <source>a second forward of every recomputed layer × tokens</source>
        <translation>每個重算層再做一次前向 × token 數</translation>
    </message>
    <message>
        <source>adapter params × adapter bytes (the base model is not re-saved)</source>
        <translation>適配器參數 × 適配器位元組（不重新儲存基礎模型）</translation>
    </message>
    <message>
        <source>all (full, pre-training), last N layers (freeze), r·(in+out) per adapted matrix (LoRA)</source>
        <translation>全部（全參數微調、預訓練）、最後 N 層（凍結）、每個調整矩陣 r·(in+out)（LoRA）</translation>
    </message>
    <message>
        <source>(1 − α^(k+1)) ÷ (1 − α): expected tokens accepted per verification</source>
        <translation>(1 − α^(k+1)) ÷ (1 − α)：每次驗證預期接受的 token 數</translation>
    </message>
    <message>
        <source>(1 − stalls) ÷ (1 + failures per GPU-hour × GPUs × hours lost per failure)</source>
        <translation>(1 − 停頓) ÷ (1 + 每 GPU 小時故障數 × GPU 數 × 每次故障損失小時)</translation>
    </message>
    <message>
        <source>(2 × offloaded weights + gradient shard) × micro-batches (+ updated weights back) ÷ PCIe bandwidth; prefetched beside compute</source>
        <translation>(2 × 卸載的權重 + 梯度分片) × 微批次數(+ 傳回更新後的權重)÷ PCIe 頻寬;與計算並行預取</translation>
    </message>
    <message>
        <source>(cp−1)/cp × (q + k + v + output) bytes of the local tokens × (2, or 3 with full recompute) × layers × micro-batches</source>
        <translation>(cp−1)/cp × 本地 token 的 (q + k + v + 輸出) 位元組 × (2,完整重算時為 3) × 層數 × 微批次數</translation>
    </message>
    <message>
        <source>(cp−1)/cp × key/value bytes of the sequence × (3, or 4 with full recompute) × layers × micro-batches</source>
        <translation>(cp−1)/cp × 序列的 key/value 位元組 × (3,完整重算時為 4) × 層數 × 微批次數</translation>
    </message>
    <message>
        <source>(gathered shards + weights sent to the engine&apos;s GPUs) ÷ link + engine load ÷ HBM</source>
        <translation>（收集的分片 + 傳送到引擎 GPU 的權重）÷ 連結頻寬 + 引擎載入 ÷ HBM 頻寬</translation>
    </message>
    <message>
        <source>(max(memory, compute) + all-reduces + host and proposer time) per step ÷ tokens per step ÷ (1 − prefill share ρ)</source>
        <translation>每步（max(記憶體, 計算) + all-reduce + 主機與提議者時間）÷ 每步 token 數 ÷ (1 − 預填比例 ρ)</translation>
    </message>
    <message>
        <source>(parameters − lm_head + score head) × (weight + gradient + optimizer bytes), each ÷ its ZeRO shards</source>
        <translation>（參數 − lm_head + 評分頭）×（權重 + 梯度 + 優化器位元組），各自 ÷ 其 ZeRO 分片數</translation>
    </message>
    <message>
        <source>(parameters − lm_head + score head) × working bytes ÷ ZeRO-3/FSDP shards</source>
        <translation>（參數 − lm_head + 評分頭）× 工作位元組 ÷ ZeRO-3/FSDP 分片數</translation>
    </message>
    <message>
        <source>(pool − shared prefix once) ÷ KV of one request at its average length (prompt + output ÷ 2, whole blocks), at most the scheduler&apos;s limit</source>
        <translation>（快取池 − 只存一份的共用前綴）÷ 一個請求在平均長度（提示 + 輸出 ÷ 2，整區塊）的 KV，最多為排程器上限</translation>
    </message>
    <message>
        <source>0 on the training GPUs; the engine&apos;s own GPUs hold gpu_memory_utilization × capacity</source>
        <translation>訓練 GPU 上為 0；引擎自己的 GPU 佔用 gpu_memory_utilization × 容量</translation>
    </message>
    <message>
        <source>2 (out and back) × offloaded activations × micro-batches ÷ PCIe bandwidth; overlaps compute on a side stream</source>
        <translation>2(送出與取回)× 卸載的活化值 × 微批次數 ÷ PCIe 頻寬;在側流上與計算重疊</translation>
    </message>
    <message>
        <source>2 (read and write) × optimizer states on NVMe × GPUs per node ÷ node NVMe bandwidth</source>
        <translation>2(讀取與寫入)× NVMe 上的優化器狀態 × 每節點 GPU 數 ÷ 節點 NVMe 頻寬</translation>
    </message>
    <message>
        <source>2 gathers (forward, backward) × micro-batches of the 16-bit params</source>
        <translation>2 次收集（前向、反向）× 微批次數 × 16 位元參數</translation>
    </message>
    <message>
        <source>4 all-to-alls per MoE layer × micro-batches, each b·s·k·h·2 B</source>
        <translation>每個 MoE 層 4 次 all-to-all × 微批次數，每次 b·s·k·h·2 B</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs + CPU + board, drives and fans</source>
        <translation>GPU TDP × GPU 數 + CPU + 主機板、硬碟與風扇</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs × 10.2 kW ÷ (8 × 700 W)</source>
        <translation>GPU TDP × GPU 數 × 10.2 kW ÷ (8 × 700 W)</translation>
    </message>
    <message>
        <source>LoRA on a frozen copy: frozen × storage bytes + adapters × (weight + gradient + optimizer bytes), each ÷ its ZeRO shards</source>
        <translation>凍結副本上的 LoRA：凍結參數 × 儲存位元組 + 適配器 ×（權重 + 梯度 + 優化器位元組），各自 ÷ 其 ZeRO 分片數</translation>
    </message>
    <message>
        <source>NVLink per direction × 0.82 (NCCL ring), else PCIe per direction × 0.7</source>
        <translation>NVLink 單向 × 0.82（NCCL 環），否則 PCIe 單向 × 0.7</translation>
    </message>
    <message>
        <source>TTFT + (output tokens − 1) × TPOT</source>
        <translation>TTFT + (輸出 token 數 − 1) × TPOT</translation>
    </message>
    <message>
        <source>US dollars</source>
        <translation>美元</translation>
    </message>
    <message>
        <source>a reward adapter on the policy&apos;s base (reward_model_type lora): no copy</source>
        <translation>策略模型基座上的獎勵適配器（reward_model_type lora）：無副本</translation>
    </message>
    <message>
        <source>activation out + gradient back × micro-batches × virtual stages</source>
        <translation>送出活化值 + 傳回梯度 × 微批次數 × 虛擬階段數</translation>
    </message>
    <message>
        <source>air up to ~35 kW per rack, liquid beyond</source>
        <translation>每機櫃約 35 kW 以內氣冷，以上液冷</translation>
    </message>
    <message>
        <source>all-gather of the updated 16-bit parameters after the step</source>
        <translation>更新後以 all-gather 收集 16 位元參數</translation>
    </message>
    <message>
        <source>all-reduces per layer × layers × micro-batches, each b·s·h·2 B</source>
        <translation>每層 all-reduce 次數 × 層數 × 微批次數，每次 b·s·h·2 B</translation>
    </message>
    <message>
        <source>batch × tokens per step ÷ (max(bytes per GPU ÷ (bandwidth × MBU), FLOPs ÷ (GPUs × peak × MFU)) + all-reduces + step overhead)</source>
        <translation>批次 × 每步 token 數 ÷ (max(每 GPU 位元組 ÷ (頻寬 × MBU), FLOPs ÷ (GPU 數 × 峰值 × MFU)) + all-reduce + 每步額外開銷)</translation>
    </message>
    <message>
        <source>buffers of the decode CUDA graphs captured at start</source>
        <translation>啟動時擷取的解碼 CUDA 圖之緩衝區</translation>
    </message>
    <message>
        <source>bus bandwidth × overlappable in-node transfer time ÷ compute time per step</source>
        <translation>匯流排頻寬 × 可重疊的節點內傳輸時間 ÷ 每步計算時間</translation>
    </message>
    <message>
        <source>busy replica-seconds × GPUs per replica ÷ 3600</source>
        <translation>副本忙碌秒數 × 每副本 GPU 數 ÷ 3600</translation>
    </message>
    <message>
        <source>by GPU class</source>
        <translation>依 GPU 類別</translation>
    </message>
    <message>
        <source>by GPU form factor, interconnect and GPUs per node</source>
        <translation>依 GPU 外形規格、互連方式與每節點 GPU 數</translation>
    </message>
    <message>
        <source>by server kind</source>
        <translation>依伺服器類型</translation>
    </message>
    <message>
        <source>bytes moved to host RAM and back per step ÷ PCIe bandwidth</source>
        <translation>每步移到主機記憶體再移回的位元組 ÷ PCIe 頻寬</translation>
    </message>
    <message>
        <source>bytes read per second ÷ peak memory bandwidth</source>
        <translation>每秒讀取位元組 ÷ 峰值記憶體頻寬</translation>
    </message>
    <message>
        <source>ceil(server max ÷ 3.3 kW) working + redundant units</source>
        <translation>ceil(伺服器最大功率 ÷ 3.3 kW) 工作 + 備援電源</translation>
    </message>
    <message>
        <source>checkpoints kept × resumable checkpoint</source>
        <translation>保留的檢查點數 × 可續訓檢查點</translation>
    </message>
    <message>
        <source>cloud cost of the period ÷ output tokens × 10⁶</source>
        <translation>期間雲端成本 ÷ 輸出 token 數 × 10⁶</translation>
    </message>
    <message>
        <source>cloud instance price ÷ its GPUs</source>
        <translation>雲端執行個體價格 ÷ 其 GPU 數</translation>
    </message>
    <message>
        <source>completions per GPU × KV cache per completion</source>
        <translation>每張 GPU 的回覆數 × 每個回覆的 KV 快取</translation>
    </message>
    <message>
        <source>completions per GPU × KV cache per completion + weights gathered from ZeRO-3 shards</source>
        <translation>每張 GPU 的回覆數 × 每個回覆的 KV 快取 + 從 ZeRO-3 分片收集的權重</translation>
    </message>
    <message>
        <source>concurrent users × output tokens ÷ request time ÷ GPUs per replica</source>
        <translation>同時使用者數 × 輸出 token 數 ÷ 請求時間 ÷ 每副本 GPU 數</translation>
    </message>
    <message>
        <source>cuBLAS/cuBLASLt workspaces + FlashAttention backward fp32 dq accumulator (one layer)</source>
        <translation>cuBLAS/cuBLASLt 工作空間 + FlashAttention 反向 fp32 dq 累加器（一層）</translation>
    </message>
    <message>
        <source>default step count</source>
        <translation>預設步數</translation>
    </message>
    <message>
        <source>embedding + lm_head (untied) + layers × (attention + MLP or router+experts) + norms</source>
        <translation>embedding + lm_head（未共享）+ 層數 ×（注意力 + MLP 或路由器+專家）+ 正規化層</translation>
    </message>
    <message>
        <source>generation + scoring + policy update + weight sync + host transfers</source>
        <translation>生成 + 評分 + 策略模型更新 + 權重同步 + 主機記憶體傳輸</translation>
    </message>
    <message>
        <source>given</source>
        <translation>使用者提供</translation>
    </message>
    <message>
        <source>gpu_memory_utilization × GPU capacity (weights + working set + KV cache)</source>
        <translation>gpu_memory_utilization × GPU 容量（權重 + 工作集 + KV 快取）</translation>
    </message>
    <message>
        <source>hwplanner default</source>
        <translation>hwplanner 預設值</translation>
    </message>
    <message>
        <source>inference has no gradients</source>
        <translation>推論沒有梯度</translation>
    </message>
    <message>
        <source>inference has no optimizer</source>
        <translation>推論沒有優化器</translation>
    </message>
    <message>
        <source>kWh (PUE included) × USD/kWh</source>
        <translation>kWh（含 PUE）× 美元/kWh</translation>
    </message>
    <message>
        <source>kWh × grid kg CO₂ per kWh</source>
        <translation>kWh × 電網每 kWh 的 CO₂ 公斤數</translation>
    </message>
    <message>
        <source>kept in host RAM, streamed in for its forward pass</source>
        <translation>保存在主機記憶體，前向傳播時串流載入</translation>
    </message>
    <message>
        <source>largest concurrency whose TTFT and TPOT meet the targets, at most what the KV cache holds</source>
        <translation>TTFT 與 TPOT 都符合目標的最大同時數，最多為 KV 快取可容納者</translation>
    </message>
    <message>
        <source>largest trainable tensor × gradient bytes: each gradient is freed as soon as its parameter steps (optimizer step in backward)</source>
        <translation>最大的可訓練張量 × 梯度位元組:每個梯度在其參數更新後即釋放(反向傳播中更新優化器)</translation>
    </message>
    <message>
        <source>log-probs computed in one pass before training: no model while training</source>
        <translation>對數機率在訓練前一次算好：訓練期間不需要模型</translation>
    </message>
    <message>
        <source>median of {n} dated rows</source>
        <translation>{n} 筆附日期資料的中位數</translation>
    </message>
    <message>
        <source>memory the framework leaves for the KV cache ÷ KV bytes per token on this GPU</source>
        <translation>框架留給 KV 快取的記憶體 ÷ 此 GPU 上每 token 的 KV 位元組</translation>
    </message>
    <message>
        <source>method freeze</source>
        <translation>方法：凍結</translation>
    </message>
    <message>
        <source>method full</source>
        <translation>方法：全參數微調</translation>
    </message>
    <message>
        <source>method inference</source>
        <translation>方法：推論</translation>
    </message>
    <message>
        <source>method lora</source>
        <translation>方法：LoRA</translation>
    </message>
    <message>
        <source>method pretrain</source>
        <translation>方法：預訓練</translation>
    </message>
    <message>
        <source>method qlora</source>
        <translation>方法：QLoRA</translation>
    </message>
    <message>
        <source>model FLOPs + recompute FLOPs</source>
        <translation>模型 FLOPs + 重算 FLOPs</translation>
    </message>
    <message>
        <source>model FLOPs per token × tokens</source>
        <translation>每 token 模型 FLOPs × token 數</translation>
    </message>
    <message>
        <source>model FLOPs ÷ (seconds × GPUs × dense peak)</source>
        <translation>模型 FLOPs ÷（秒數 × GPU 數 × 稠密峰值）</translation>
    </message>
    <message>
        <source>model FLOPs ÷ (training seconds without downtime × GPUs × dense peak)</source>
        <translation>模型 FLOPs ÷ (不含停機的訓練秒數 × GPU 數 × 稠密峰值)</translation>
    </message>
    <message>
        <source>model files</source>
        <translation>模型檔案</translation>
    </message>
    <message>
        <source>model loading + offloaded states + DataLoader workers + per-process + OS</source>
        <translation>模型載入 + 卸載的狀態 + DataLoader 工作行程 + 每行程開銷 + 作業系統</translation>
    </message>
    <message>
        <source>network gear × run share of its life</source>
        <translation>網路設備 × 本次執行佔其壽命的比例</translation>
    </message>
    <message>
        <source>no critic</source>
        <translation>無價值模型</translation>
    </message>
    <message>
        <source>no critic: the method needs none</source>
        <translation>無價值模型：此方法不需要</translation>
    </message>
    <message>
        <source>no engine to update</source>
        <translation>沒有需要更新的引擎</translation>
    </message>
    <message>
        <source>no generation</source>
        <translation>無生成</translation>
    </message>
    <message>
        <source>no price row</source>
        <translation>無價格資料</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>不重算</translation>
    </message>
    <message>
        <source>no reference model</source>
        <translation>無參考模型</translation>
    </message>
    <message>
        <source>no reference: the method or the plan needs none</source>
        <translation>無參考模型：此方法或計畫不需要</translation>
    </message>
    <message>
        <source>no reward model</source>
        <translation>無獎勵模型</translation>
    </message>
    <message>
        <source>no reward model: a reward function scores the completions</source>
        <translation>無獎勵模型：由獎勵函式為回覆評分</translation>
    </message>
    <message>
        <source>no rollout engine</source>
        <translation>無生成引擎</translation>
    </message>
    <message>
        <source>no training pass while generating</source>
        <translation>生成期間不進行訓練</translation>
    </message>
    <message>
        <source>none while the engine generates</source>
        <translation>引擎生成期間為 0</translation>
    </message>
    <message>
        <source>offloaded optimizer states, gradients (and weights) on NVMe</source>
        <translation>卸載到 NVMe 的優化器狀態、梯度(與權重)</translation>
    </message>
    <message>
        <source>offloaded states + offloaded activations + paged-out optimizer states + NVMe staging buffers</source>
        <translation>卸載的狀態 + 卸載的活化值 + 換出的分頁優化器狀態 + NVMe 暫存緩衝區</translation>
    </message>
    <message>
        <source>on-premises cost of the period ÷ output tokens × 10⁶</source>
        <translation>期間本地部署成本 ÷ 輸出 token 數 × 10⁶</translation>
    </message>
    <message>
        <source>one layer&apos;s gradients while they are reduced; the fp32 gradient partition lives in host RAM (offload)</source>
        <translation>歸約時一層的梯度;fp32 梯度分區存放於主機記憶體(卸載)</translation>
    </message>
    <message>
        <source>optimizer states in unified memory (part of the optimizer component)</source>
        <translation>統一記憶體中的優化器狀態(屬於優化器部分)</translation>
    </message>
    <message>
        <source>optimizer steps × step time ÷ goodput</source>
        <translation>優化器步數 × 每步時間 ÷ 有效訓練比例</translation>
    </message>
    <message>
        <source>paged-out optimizer states ÷ (50% of the PCIe bandwidth)</source>
        <translation>換出的優化器狀態 ÷(PCIe 頻寬的 50%)</translation>
    </message>
    <message>
        <source>parameters on this GPU × bytes per parameter in the serving format + resident LoRA adapters + the draft model or EAGLE head</source>
        <translation>此 GPU 上的參數 × 服務格式每參數位元組 + 常駐 LoRA 適配器 + 草稿模型或 EAGLE 預測頭</translation>
    </message>
    <message>
        <source>parameters on this GPU × working bytes ÷ ZeRO-3/FSDP shards</source>
        <translation>此 GPU 上的參數 × 工作位元組 ÷ ZeRO-3/FSDP 分片數</translation>
    </message>
    <message>
        <source>parameters stepped per GPU × GPUs per node × bytes moved per parameter ÷ host memory bandwidth</source>
        <translation>每 GPU 更新的參數 × 每節點 GPU 數 × 每參數搬移位元組 ÷ 主機記憶體頻寬</translation>
    </message>
    <message>
        <source>prefill of the prompt + the step in flight + waiting for the prefills ahead (M/D/1: ρ ÷ (2(1 − ρ)) prefills) + waiting for a free slot</source>
        <translation>提示的預填 + 進行中的一步 + 等待前面的預填（M/D/1：ρ ÷ (2(1 − ρ)) 次預填）+ 等待空位</translation>
    </message>
    <message>
        <source>prompt tokens computed ÷ max(prefill FLOPs ÷ (TP GPUs × peak × utilisation), weights read per chunk ÷ bandwidth) + all-reduces + step overhead</source>
        <translation>計算的提示 token ÷ max(預填 FLOPs ÷ (張量平行 GPU 數 × 峰值 × 利用率), 每塊讀取的權重 ÷ 頻寬) + all-reduce + 每步額外開銷</translation>
    </message>
    <message>
        <source>published speed-up over bf16, scaled by this GPU&apos;s FP8 ÷ bf16 peak, on the linear layers&apos; share of the FLOPs</source>
        <translation>已發表的相對 bf16 加速倍數,依此 GPU 的 FP8 ÷ bf16 峰值縮放,套用於線性層所占的 FLOPs 比例</translation>
    </message>
    <message>
        <source>reduce-scatter of the gradients each micro-batch</source>
        <translation>每個微批次對梯度做 reduce-scatter</translation>
    </message>
    <message>
        <source>replicas in the plan × users at the targets ÷ request time (Little&apos;s law)</source>
        <translation>方案中的副本數 × 符合目標的使用者數 ÷ 請求時間（Little 定律）</translation>
    </message>
    <message>
        <source>requests per day ÷ 86,400 s × peak factor</source>
        <translation>每日請求數 ÷ 86,400 秒 × 尖峰倍數</translation>
    </message>
    <message>
        <source>requests ÷ (concurrent users ÷ request time) ÷ replicas</source>
        <translation>請求數 ÷ (同時使用者數 ÷ 請求時間) ÷ 副本數</translation>
    </message>
    <message>
        <source>resumable checkpoint ÷ nodes ÷ NVMe write GB/s per node</source>
        <translation>可續訓檢查點 ÷ 節點數 ÷ 每節點 NVMe 寫入 GB/s</translation>
    </message>
    <message>
        <source>scored sequences × tokens × (2·N + attention) for each forward-only pass</source>
        <translation>每次僅前向傳播：評分序列數 × token 數 ×（2·N + 注意力）</translation>
    </message>
    <message>
        <source>scoring FLOPs ÷ (training GPUs × dense peak × utilisation)</source>
        <translation>評分 FLOPs ÷（訓練 GPU 數 × 稠密峰值 × 使用率）</translation>
    </message>
    <message>
        <source>sequences × context in whole blocks × bytes per token on this GPU + the draft&apos;s cache</source>
        <translation>序列數 × 以整區塊計的上下文 × 此 GPU 上每 token 位元組 + 草稿模型的快取</translation>
    </message>
    <message>
        <source>server kW × servers per rack</source>
        <translation>伺服器 kW × 每機櫃伺服器數</translation>
    </message>
    <message>
        <source>steps × (training + recompute + scoring + generation FLOPs)</source>
        <translation>步數 ×（訓練 + 重算 + 評分 + 生成 FLOPs）</translation>
    </message>
    <message>
        <source>steps × (training + scoring + generation model FLOPs)</source>
        <translation>步數 ×（訓練 + 評分 + 生成的模型 FLOPs）</translation>
    </message>
    <message>
        <source>steps × time per step</source>
        <translation>步數 × 每步時間</translation>
    </message>
    <message>
        <source>the base model with the LoRA adapters disabled: no second copy</source>
        <translation>停用 LoRA 適配器的基座模型：無第二份副本</translation>
    </message>
    <message>
        <source>the engine holds no completion: unknown</source>
        <translation>引擎容納不下任何回覆：未知</translation>
    </message>
    <message>
        <source>the workload&apos;s steps</source>
        <translation>工作負載設定的步數</translation>
    </message>
    <message>
        <source>this method generates nothing</source>
        <translation>此方法不生成</translation>
    </message>
    <message>
        <source>tokens per step ÷ step time ÷ GPUs (while training; goodput excluded)</source>
        <translation>每步 token 數 ÷ 每步時間 ÷ GPU 數（訓練進行時；不含有效訓練比例）</translation>
    </message>
    <message>
        <source>trained tokens ÷ seconds ÷ GPUs</source>
        <translation>訓練的 token 數 ÷ 秒數 ÷ GPU 數</translation>
    </message>
    <message>
        <source>value head on the policy: (hidden + 1) × (weight + gradient + optimizer bytes)</source>
        <translation>策略模型上的價值頭：（hidden + 1）×（權重 + 梯度 + 優化器位元組）</translation>
    </message>
    <message>
        <source>waves × (prefill of a wave + completion length × decode step), per replica</source>
        <translation>每個副本：批次輪數 ×（一輪的預填充 + 回覆長度 × 解碼步時間）</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer states + activations + KV cache + reference + reward + critic + rollout engine + overheads</source>
        <translation>權重 + 梯度 + 優化器狀態 + 活化值 + KV 快取 + 參考模型 + 獎勵模型 + 價值模型 + 生成引擎 + 額外開銷</translation>
    </message>
    <message>
        <source>{currency} per US dollar (catalog)</source>
        <translation>每美元兌 {currency}（目錄）</translation>
    </message>
    <message>
        <source>{region} default</source>
        <translation>{region} 預設值</translation>
    </message>
    <message>
        <source>Σ calls × (latency + S × factor ÷ bus bandwidth), per link</source>
        <translation>Σ 呼叫次數 × (延遲 + S × 係數 ÷ 匯流排頻寬)，依鏈路</translation>
    </message>
    <message>
        <source>⌈peak requests/s ÷ requests/s one replica serves at the targets⌉</source>
        <translation>⌈尖峰每秒請求數 ÷ 單一副本在目標內每秒可服務的請求數⌉</translation>
    </message>
    <message>
        <source>parameters × bytes per parameter in the serving format</source>
        <translation>參數 × 服務格式下每參數位元組</translation>
    </message>
    <message>
        <source>executed FLOPs per step ÷ (peak × step seconds); step = micro-batches × (matmul + attention + memory-bound) ÷ stack efficiency + pipeline bubble + optimizer</source>
        <translation>每步執行的 FLOPs ÷ (峰值 × 每步秒數)；每步 = 微批次數 × (矩陣乘法 + 注意力 + 受記憶體頻寬限制的運算) ÷ 軟體堆疊效率 + 管線氣泡 + 優化器</translation>
    </message>
    <message>
        <source>executed FLOPs ÷ (GPUs × dense peak × HFU) ÷ steps + exposed communication</source>
        <translation>執行的 FLOPs ÷ (GPU 數 × 稠密峰值 × HFU) ÷ 步數 + 未隱藏的通訊</translation>
    </message>
    <message>
        <source>gradients reduced once per step, during the last backward</source>
        <translation>每步歸約一次梯度，於最後一次反向傳播期間</translation>
    </message>
    <message>
        <source>min(rack kW ÷ server kW, 42U ÷ server U)</source>
        <translation>min(機櫃 kW ÷ 伺服器 kW, 42U ÷ 伺服器 U)</translation>
    </message>
    <message>
        <source>model FLOPs ÷ (GPUs × dense peak × MFU) ÷ steps</source>
        <translation>模型 FLOPs ÷ (GPU 數 × 稠密峰值 × MFU) ÷ 步數</translation>
    </message>
    <message>
        <source>node Gbit/s × overlappable inter-node transfer time ÷ compute time per step</source>
        <translation>節點 Gbit/s × 可重疊的節點間傳輸時間 ÷ 每步計算時間</translation>
    </message>
    <message>
        <source>node Gbit/s ÷ 8 × 0.94 (NCCL spreads rings over every NIC of the node)</source>
        <translation>節點 Gbit/s ÷ 8 × 0.94（NCCL 將環分散到節點的每張網卡）</translation>
    </message>
    <message>
        <source>nodes ÷ servers per rack</source>
        <translation>節點數 ÷ 每機櫃伺服器數</translation>
    </message>
    <message>
        <source>non-overlapped transfers + overlapped transfers beyond their compute window + one layer&apos;s share (first gather, last bucket)</source>
        <translation>未重疊的傳輸 + 超出計算視窗的重疊傳輸 + 一層的份額（首次收集、最後一個桶）</translation>
    </message>
    <message>
        <source>parameters × stored bytes (fine-tunes start from it)</source>
        <translation>參數 × 儲存位元組（微調由此開始）</translation>
    </message>
    <message>
        <source>per-layer saved tensors × layers × micro-batch tokens (× in-flight micro-batches) + logits/loss buffers (+ autocast weight cache in forward)</source>
        <translation>每層保存的張量 × 層數 × 微批次 token 數（× 同時進行的微批次數）+ logits/loss 緩衝區（+ 前向時的 autocast 權重快取）</translation>
    </message>
    <message>
        <source>per-process driver and kernel images, outside the framework&apos;s counters</source>
        <translation>每個行程載入的驅動程式與 CUDA 核心程式碼，不計入框架的統計</translation>
    </message>
    <message>
        <source>power cost × (1 − 1/PUE)</source>
        <translation>電費 ×（1 − 1/PUE）</translation>
    </message>
    <message>
        <source>prefill MFU × (class HFU ÷ datacenter HFU)</source>
        <translation>預填充 MFU ×（該級別 HFU ÷ 資料中心 HFU）</translation>
    </message>
    <message>
        <source>purchase ÷ (monthly rent − monthly running cost), at the duty cycle</source>
        <translation>購置成本 ÷（每月租金 − 每月營運成本），依使用時間比例計</translation>
    </message>
    <message>
        <source>raw + tokenised dataset + checkpoints kept + final weights + base</source>
        <translation>原始 + 已分詞資料集 + 保留的檢查點 + 最終權重 + 基礎模型</translation>
    </message>
    <message>
        <source>seconds ÷ 3600</source>
        <translation>秒數 ÷ 3600</translation>
    </message>
    <message>
        <source>seconds ÷ 86,400</source>
        <translation>秒數 ÷ 86,400</translation>
    </message>
    <message>
        <source>serving writes none</source>
        <translation>推論服務不寫檢查點</translation>
    </message>
    <message>
        <source>share of the allocated peak held by the caching allocator (blocks, fragmentation)</source>
        <translation>快取配置器保留的配置峰值比例（區塊、碎片）</translation>
    </message>
    <message>
        <source>site power W × hours ÷ 1000</source>
        <translation>機房用電 W × 時數 ÷ 1000</translation>
    </message>
    <message>
        <source>staff cost/year × FTE share × run hours ÷ busy hours per year</source>
        <translation>每年人力成本 × FTE 比例 × 執行時數 ÷ 每年忙碌時數</translation>
    </message>
    <message>
        <source>the attention core&apos;s forward again × tokens</source>
        <translation>注意力核心再做一次前向 × token 數</translation>
    </message>
    <message>
        <source>tokens per step × one layer&apos;s transient tensors + sampled rows × vocabulary × 4 B (fp32 logits)</source>
        <translation>每步 token 數 × 一層的暫存張量 + 取樣列數 × 詞彙量 × 4 B（fp32 logits）</translation>
    </message>
    <message>
        <source>total − routed experts + experts_per_token/num_experts of them</source>
        <translation>總數 − 路由專家 + 其中 experts_per_token/num_experts 的比例</translation>
    </message>
    <message>
        <source>trainable params × (master bytes + state bytes) ÷ ZeRO shards</source>
        <translation>可訓練參數 ×（主權重位元組 + 狀態位元組）÷ ZeRO 分片數</translation>
    </message>
    <message>
        <source>trainable params × (master bytes + state bytes) ÷ ZeRO shards + one state-sized foreach temporary in the step</source>
        <translation>可訓練參數 ×（主權重位元組 + 狀態位元組）÷ ZeRO 分片數 + 更新步驟中一份狀態大小的 foreach 暫存</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes</source>
        <translation>可訓練參數 × 梯度位元組</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes ÷ data-parallel ranks (ZeRO-2/3)</source>
        <translation>可訓練參數 × 梯度位元組 ÷ 資料平行度（ZeRO-2/3）</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes ÷ data-parallel ranks (ZeRO-2/3); at the forward/backward peak they are not yet allocated</source>
        <translation>可訓練參數 × 梯度位元組 ÷ 資料平行度（ZeRO-2/3）；在前向／反向峰值時尚未配置</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes; at the forward/backward peak they are not yet allocated</source>
        <translation>可訓練參數 × 梯度位元組；在前向/反向峰值時尚未配置</translation>
    </message>
    <message>
        <source>trainable params × working bytes + frozen params × 2 B</source>
        <translation>可訓練參數 × 工作位元組 + 凍結參數 × 2 B</translation>
    </message>
    <message>
        <source>trainable params × working bytes + frozen params × storage bytes</source>
        <translation>可訓練參數 × 工作位元組 + 凍結參數 × 儲存位元組</translation>
    </message>
    <message>
        <source>trainable params × working bytes + frozen params × storage bytes ÷ data-parallel ranks (ZeRO-3/FSDP) + 2 gathered layers</source>
        <translation>可訓練參數 × 工作位元組 + 凍結參數 × 儲存位元組 ÷ 資料平行度（ZeRO-3/FSDP）+ 2 個已收集的層</translation>
    </message>
    <message>
        <source>training FLOPs (policy + critic) ÷ (training GPUs × dense peak × utilisation) + communication not hidden</source>
        <translation>訓練 FLOPs（策略 + 評論者）÷ (訓練 GPU 數 × 稠密峰值 × 利用率) + 未隱藏的通訊</translation>
    </message>
    <message>
        <source>training keeps no KV cache</source>
        <translation>訓練不保留 KV 快取</translation>
    </message>
    <message>
        <source>training seconds × GPUs ÷ 3600</source>
        <translation>訓練秒數 × GPU 數 ÷ 3600</translation>
    </message>
    <message>
        <source>unique tokens × bytes of text per token</source>
        <translation>不重複 token 數 × 每 token 文字位元組</translation>
    </message>
    <message>
        <source>unique tokens × bytes per token id</source>
        <translation>不重複 token 數 × 每個 token id 的位元組</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer states + activations + KV cache + overheads</source>
        <translation>權重 + 梯度 + 優化器狀態 + 活化值 + KV 快取 + 額外開銷</translation>
    </message>
    <message>
        <source>weights + trainable params × (fp32 master + optimizer state bytes)</source>
        <translation>權重 + 可訓練參數 ×（fp32 主權重 + 優化器狀態位元組）</translation>
    </message>
    <message>
        <source>weights read (MoE: experts any sequence routes to) + batch × KV cache at average length</source>
        <translation>讀取的權重（MoE：任一序列路由到的專家）+ 批次 × 平均長度下的 KV 快取</translation>
    </message>
</context>
<context>
    <name>Group</name>
    <message>
        <source>Adapters</source>
        <translation>適配器</translation>
    </message>
    <message>
        <source>Batch and sequence</source>
        <translation>批次與序列</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>網路</translation>
    </message>
    <message>
        <source>Parallelism and memory savings</source>
        <translation>平行化與記憶體節省</translation>
    </message>
    <message>
        <source>Post-training</source>
        <translation>後訓練</translation>
    </message>
    <message>
        <source>Power and site</source>
        <translation>電力與機房</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>精度與優化器</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推論服務</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>推論引擎</translation>
    </message>
    <message>
        <source>Storage and data</source>
        <translation>儲存與資料</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>Training techniques</source>
        <translation>訓練技術</translation>
    </message>
</context>
<context>
    <name>HardwarePanel</name>
    <message>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <source>Capacity the device reports (GiB)</source>
        <translation>裝置回報的容量（GiB）</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>頻寬</translation>
    </message>
    <message>
        <source>HBM/GDDR bandwidth, GB/s</source>
        <translation>HBM/GDDR 頻寬，GB/s</translation>
    </message>
    <message>
        <source>bf16 dense</source>
        <translation>bf16 稠密</translation>
    </message>
    <message>
        <source>Dense bf16 peak (no sparsity)</source>
        <translation>稠密 bf16 峰值（不含稀疏）</translation>
    </message>
    <message>
        <source>Power (TDP)</source>
        <translation>功耗（TDP）</translation>
    </message>
    <message>
        <source>Board power limit</source>
        <translation>板卡功耗上限</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Accelerator type, from the catalog or a custom one in this project</source>
        <translation>加速器型號，來自目錄或本專案的自訂項目</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs in the plan: GPUs per node × nodes</source>
        <translation>計畫中的 GPU 數：每節點 GPU 數 × 節點數</translation>
    </message>
    <message>
        <source>In total</source>
        <translation>總計</translation>
    </message>
    <message>
        <source>GPU-to-GPU link inside a node, from the datasheet</source>
        <translation>節點內 GPU 之間的連結，取自規格表</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互連</translation>
    </message>
    <message>
        <source>Datasheet (edit to make a custom GPU)</source>
        <translation>規格表（編輯即建立自訂 GPU）</translation>
    </message>
    <message>
        <source>Catalog row this GPU comes from</source>
        <translation>此 GPU 來自的目錄條目</translation>
    </message>
    <message>
        <source>{n} GPUs</source>
        <translation>{n} 張 GPU</translation>
    </message>
    <message>
        <source>{n} GPU</source>
        <translation>{n} 張 GPU</translation>
    </message>
    <message>
        <source>unknown GPU</source>
        <translation>未知的 GPU</translation>
    </message>
    <message>
        <source>custom, saved in this project</source>
        <translation>自訂，儲存在本專案中</translation>
    </message>
</context>
<context>
    <name>Latency</name>
    <message>
        <source>Time to first token (ms)</source>
        <translation>首個 token 的時間（毫秒）</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>每個輸出 token 的時間（毫秒）</translation>
    </message>
    <message>
        <source>Concurrent users per replica</source>
        <translation>每副本同時使用者數</translation>
    </message>
    <message>
        <source>Grey: the plan&apos;s concurrent users; green dotted: the most users within the targets; red dotted: what the KV cache holds; dashed: the target</source>
        <translation>灰線：方案的同時使用者數；綠色點線：符合目標的最多使用者數；紅色點線：KV 快取可容納者；虛線：目標</translation>
    </message>
    <message>
        <source>Latency applies to serving plans (method Inference).</source>
        <translation>延遲只適用於服務方案（方法：推論）。</translation>
    </message>
    <message>
        <source>target {ms} ms</source>
        <translation>目標 {ms} 毫秒</translation>
    </message>
    <message>
        <source>Up to {users} users per replica meet the targets</source>
        <translation>每副本最多 {users} 位使用者符合目標</translation>
    </message>
    <message>
        <source>{rps} requests/s in the plan · the KV cache holds {limit} · replicas for the peak load: {replicas}</source>
        <translation>方案每秒 {rps} 個請求 · KV 快取可容納 {limit} · 尖峰負載所需副本：{replicas}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>Which model, and its architecture</source>
        <translation>使用哪個模型及其架構</translation>
    </message>
    <message>
        <source>&amp;Hardware</source>
        <translation>硬體(&amp;H)</translation>
    </message>
    <message>
        <source>Which GPUs and how many</source>
        <translation>使用哪種 GPU、幾張</translation>
    </message>
    <message>
        <source>Me&amp;thod</source>
        <translation>方法(&amp;T)</translation>
    </message>
    <message>
        <source>Training or serving method, precision, parallelism</source>
        <translation>訓練或推論方法、精度、平行化</translation>
    </message>
    <message>
        <source>&amp;Workload &amp;&amp; cost</source>
        <translation>工作量與成本(&amp;W)</translation>
    </message>
    <message>
        <source>Tokens or traffic, prices, power</source>
        <translation>token 數或流量、價格、電力</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>掃描</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延遲</translation>
    </message>
    <message>
        <source>Per-GPU memory of the current scenario</source>
        <translation>目前情境的每張 GPU 記憶體</translation>
    </message>
    <message>
        <source>Pinned scenarios side by side</source>
        <translation>並排比較已釘選的情境</translation>
    </message>
    <message>
        <source>Memory against sequence length or micro-batch</source>
        <translation>記憶體隨序列長度或微批次的變化</translation>
    </message>
    <message>
        <source>Serving latency against concurrent users, with the targets</source>
        <translation>服務延遲對同時使用者數，含目標線</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就緒</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pin scenario for comparison</source>
        <translation>釘選情境以供比較(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Decimal &amp;GB (10⁹ bytes)</source>
        <translation>十進位 GB（10⁹ 位元組）(&amp;G)</translation>
    </message>
    <message>
        <source>Binary G&amp;iB (2³⁰ bytes)</source>
        <translation>二進位 GiB（2³⁰ 位元組）(&amp;I)</translation>
    </message>
    <message>
        <source>Memory view</source>
        <translation>記憶體檢視</translation>
    </message>
    <message>
        <source>Compare view</source>
        <translation>比較檢視</translation>
    </message>
    <message>
        <source>Sweep view</source>
        <translation>掃描檢視</translation>
    </message>
    <message>
        <source>Latency view</source>
        <translation>延遲檢視</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Where files are…</source>
        <translation>檔案存放位置(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;About hwplanner</source>
        <translation>關於 hwplanner(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>The language changes when hwplanner restarts.</source>
        <translation>語言將在 hwplanner 重新啟動後變更。</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Projects (the first Open/Save folder)</source>
        <translation>專案（開啟／儲存時的預設資料夾）</translation>
    </message>
    <message>
        <source>Unsaved work (autosave)</source>
        <translation>未儲存的工作（自動儲存）</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>最近使用的檔案</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記錄檔</translation>
    </message>
    <message>
        <source>Your own models and GPUs</source>
        <translation>您自己的模型與 GPU</translation>
    </message>
    <message>
        <source>Where files are</source>
        <translation>檔案存放位置</translation>
    </message>
    <message>
        <source>About hwplanner</source>
        <translation>關於 hwplanner</translation>
    </message>
    <message>
        <source>Plan the GPUs, time and money to train, fine-tune or serve a large language model — offline.</source>
        <translation>規劃訓練、微調或部署大型語言模型所需的 GPU、時間與費用 — 完全離線。</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>結束</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>Buying does not pay back within the amortisation period.</source>
        <translation>購買在折舊期內無法回本。</translation>
    </message>
    <message>
        <source>Communication bound on the {link}: {transfer_s:.3g} s of transfers per step vs {compute_s:.3g} s of compute (set {field} if your network differs).</source>
        <translation>{link}受通訊限制：每步傳輸 {transfer_s:.3g} 秒，計算僅 {compute_s:.3g} 秒（若網路不同請設定 {field}）。</translation>
    </message>
    <message>
        <source>Context {context:,} exceeds the model&apos;s max_position_embeddings ({limit:,}).</source>
        <translation>上下文 {context:,} 超過模型的 max_position_embeddings（{limit:,}）。</translation>
    </message>
    <message>
        <source>Even one user misses the latency targets on this plan: add tensor parallelism, a faster GPU or a smaller format.</source>
        <translation>此方案連一位使用者都達不到延遲目標：請增加張量平行、改用更快的 GPU 或更小的格式。</translation>
    </message>
    <message>
        <source>FP8 matrix multiplies: {speedup:.2f}× the bf16 rate</source>
        <translation>FP8 矩陣乘法:bf16 速率的 {speedup:.2f} 倍</translation>
    </message>
    <message>
        <source>Fits only if overheads stay near their expected value: little headroom.</source>
        <translation>只有額外開銷接近預期值時才放得下：餘裕很小。</translation>
    </message>
    <message>
        <source>Fits only with paging: {out_gib:.1f} GiB of paged optimizer states live in host RAM and cross PCIe at every optimizer step.</source>
        <translation>需靠分頁才放得下:{out_gib:.1f} GiB 的分頁優化器狀態存放在主機記憶體,每次優化器更新都要經 PCIe 搬移。</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>GPU 互連</translation>
    </message>
    <message>
        <source>MoE serving reads only the active experts per token (compute and bandwidth follow {active_b:.1f}B active parameters), but every expert&apos;s weights must be resident: memory follows all {total_b:.1f}B.</source>
        <translation>MoE 推論時每個 token 只讀取活躍的專家（計算與頻寬依 {active_b:.1f}B 活躍參數計），但所有專家的權重都必須常駐：記憶體依全部 {total_b:.1f}B 計。</translation>
    </message>
    <message>
        <source>Needs {need_gib:.1f} GiB per GPU; the {gpu} has {have_gib:.1f} GiB.</source>
        <translation>每張 GPU 需要 {need_gib:.1f} GiB；{gpu} 只有 {have_gib:.1f} GiB。</translation>
    </message>
    <message>
        <source>Needs {need_gib:.1f} GiB per GPU; {framework} may use {have_gib:.1f} GiB of the {gpu}.</source>
        <translation>每張 GPU 需要 {need_gib:.1f} GiB；{framework} 在 {gpu} 上最多可用 {have_gib:.1f} GiB。</translation>
    </message>
    <message>
        <source>No exchange rate for {currency}: set {field}; money is shown in US dollars.</source>
        <translation>沒有 {currency} 的匯率：請設定 {field}；金額以美元顯示。</translation>
    </message>
    <message>
        <source>No step count given: assuming {steps:,} steps (set {field}).</source>
        <translation>未指定步數：假設 {steps:,} 步（請設定 {field}）。</translation>
    </message>
    <message>
        <source>No {set} price for a cluster of {gpu} (offers of {n}+ GPUs): set {field} or choose another {choice}.</source>
        <translation>沒有 {gpu} 叢集（{n} 顆以上 GPU 的方案）的{set}價格：請設定 {field} 或選擇其他 {choice}。</translation>
    </message>
    <message>
        <source>No {set} price for the {gpu}: set {field} or choose another {choice}.</source>
        <translation>沒有 {gpu} 的{set}價格：請設定 {field} 或選擇其他 {choice}。</translation>
    </message>
    <message>
        <source>No {what} for this region: set {field}.</source>
        <translation>此地區沒有{what}：請設定 {field}。</translation>
    </message>
    <message>
        <source>Prompt + output tokens exceed the plan&apos;s context (KV cache sized for it).</source>
        <translation>提示詞 + 輸出 token 超過計畫的上下文長度（KV 快取依此配置）。</translation>
    </message>
    <message>
        <source>QLoRA on an MoE model still holds every expert&apos;s weights (in 4-bit): memory follows the total parameter count, not the active one.</source>
        <translation>在 MoE 模型上做 QLoRA 仍須保存所有專家的權重（4 位元）：記憶體取決於總參數量，而非活躍參數量。</translation>
    </message>
    <message>
        <source>QLoRA: a 4-bit frozen base with LoRA adapters</source>
        <translation>QLoRA：4 位元凍結基礎模型加 LoRA 轉接器</translation>
    </message>
    <message>
        <source>Rule of thumb check: LoRA/QLoRA on {model} is sometimes quoted at 20–30 GB; the frozen {total_b:.0f}B weights alone are {bf16_gb:.0f} GB in bf16 and about {int4_gb:.0f} GB in 4-bit, because every expert must be resident even though few run per token.</source>
        <translation>經驗法則檢查：常有人說 {model} 的 LoRA/QLoRA 只需 20–30 GB；但光是凍結的 {total_b:.0f}B 權重在 bf16 下就有 {bf16_gb:.0f} GB，4 位元下約 {int4_gb:.0f} GB，因為即使每個 token 只跑少數專家，所有專家都必須常駐。</translation>
    </message>
    <message>
        <source>Tensor parallelism over PCIe: the {gpu} has no NVLink.</source>
        <translation>張量平行走 PCIe：{gpu} 沒有 NVLink。</translation>
    </message>
    <message>
        <source>Tensor parallelism spans nodes: keep tp ≤ GPUs per node (NVLink).</source>
        <translation>張量平行跨越節點：請讓張量平行度不超過每節點 GPU 數（留在 NVLink 範圍內）。</translation>
    </message>
    <message>
        <source>The KV cache holds {limit:,.0f} requests of average length; the other {waiting:,} of the plan&apos;s {batch:,} concurrent users wait for a slot.</source>
        <translation>KV 快取可容納 {limit:,.0f} 個平均長度的請求；方案的 {batch:,} 位同時使用者中，其餘 {waiting:,} 位須等待空位。</translation>
    </message>
    <message>
        <source>The KV cache left by the framework does not hold one request of this size.</source>
        <translation>框架留下的 KV 快取容納不了一個這種大小的請求。</translation>
    </message>
    <message>
        <source>The inference engine&apos;s share ({budget_gib:.1f} GiB) does not hold its weights ({weights_gib:.1f} GiB) and one completion&apos;s KV cache: raise {field}.</source>
        <translation>推論引擎的份額（{budget_gib:.1f} GiB）放不下其權重（{weights_gib:.1f} GiB）和一個回覆的 KV 快取：請提高 {field}。</translation>
    </message>
    <message>
        <source>The peak load of {peak:,.2f} requests/s needs {need:,.0f} replicas of {gpus} GPUs at the latency targets; the plan has {have}.</source>
        <translation>每秒 {peak:,.2f} 個請求的尖峰負載，在延遲目標內需要 {need:,.0f} 個 {gpus} GPU 的副本；方案只有 {have} 個。</translation>
    </message>
    <message>
        <source>The plan does not fit in GPU memory; the budget assumes it would run.</source>
        <translation>此計畫超出 GPU 記憶體；預算仍假設它能執行。</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP full sharding</source>
        <translation>ZeRO-3 / FSDP 完全分片</translation>
    </message>
    <message>
        <source>a lower bound: DeepSpeedCPUAdam measured 11.6B parameters in 8.2 s on an unnamed host (DeepSpeed PR #735)</source>
        <translation>為下限:DeepSpeedCPUAdam 在未註明的主機上以 8.2 秒處理 116 億參數(DeepSpeed PR #735)</translation>
    </message>
    <message>
        <source>a schedule shorter than that needs more GPUs, not a better guess: rules of thumb such as &apos;7B on 1T tokens ≈ 1 month on 8 A100s&apos; skip the 6·N·D arithmetic</source>
        <translation>要比這更短的時程需要更多 GPU，而不是更樂觀的猜測：像「7B 訓練 1T token ≈ 8 張 A100 一個月」這類經驗法則略過了 6·N·D 的計算</translation>
    </message>
    <message>
        <source>a shorter sequence: {seq:,} tokens</source>
        <translation>較短的序列：{seq:,} 個 token</translation>
    </message>
    <message>
        <source>above 20 kW per rack: most colocation sites are not ready</source>
        <translation>每機櫃超過 20 kW：多數託管機房尚無法支援</translation>
    </message>
    <message>
        <source>above ~35 kW per rack: direct liquid cooling</source>
        <translation>每機櫃超過約 35 kW：需直接液冷</translation>
    </message>
    <message>
        <source>air</source>
        <translation>氣冷</translation>
    </message>
    <message>
        <source>always-on replicas: idle time is paid for</source>
        <translation>副本常駐：閒置時間也要付費</translation>
    </message>
    <message>
        <source>as planned</source>
        <translation>依原計畫</translation>
    </message>
    <message>
        <source>at least {name} per node</source>
        <translation>每節點至少 {name}</translation>
    </message>
    <message>
        <source>attention counted over the full s×s square (PaLM/MFU convention); causal kernels execute about half of that term</source>
        <translation>注意力以完整的 s×s 方陣計算（PaLM/MFU 慣例）；因果注意力核心實際只執行該項的一半左右</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向傳播</translation>
    </message>
    <message>
        <source>beyond one ATX PSU: use two PSUs or a server chassis on 240 V</source>
        <translation>超出單一 ATX 電源供應器：請使用兩顆電源或 240 V 的伺服器機箱</translation>
    </message>
    <message>
        <source>compiled: Inductor saves the bf16 logits and a log-sum-exp per row, not the fp32 log-softmax</source>
        <translation>已編譯:Inductor 保存 bf16 logits 與每列的 log-sum-exp,而非 fp32 log-softmax</translation>
    </message>
    <message>
        <source>host-transfer bound: offloading moves {transfer_s:.3g} s of PCIe traffic per step against {compute_s:.3g} s of compute</source>
        <translation>受主機傳輸限制:卸載每步需 {transfer_s:.3g} 秒 PCIe 傳輸,計算只需 {compute_s:.3g} 秒</translation>
    </message>
    <message>
        <source>on NVMe drives (DeepSpeed ZeRO-Infinity), staged through host buffers</source>
        <translation>存於 NVMe 磁碟(DeepSpeed ZeRO-Infinity),經主機緩衝區中轉</translation>
    </message>
    <message>
        <source>paged: bitsandbytes unified memory, evicted to host RAM when the GPU runs short; PyTorch&apos;s memory counters do not include it</source>
        <translation>分頁:bitsandbytes 統一記憶體,GPU 不足時換出到主機記憶體;PyTorch 的記憶體計數不包含它</translation>
    </message>
    <message>
        <source>stepped in backward, one parameter at a time</source>
        <translation>在反向傳播中逐一參數更新</translation>
    </message>
    <message>
        <source>the host adds {host_s:.3g} s per step (CPU optimizer step, NVMe, paging)</source>
        <translation>主機每步增加 {host_s:.3g} 秒(CPU 優化器更新、NVMe、分頁)</translation>
    </message>
    <message>
        <source>torch.compile: only the loss&apos;s saved tensors are modelled; its fusions inside the layers are not (no published figure isolates them)</source>
        <translation>torch.compile:只模擬損失保存的張量;層內的融合未模擬(沒有已發表數據單獨量測)</translation>
    </message>
    <message>
        <source>{need:,.0f} GB is more than a {kind} server holds (~{limit:,} GB): shard the loading (ZeRO-3, FSDP) or offload less</source>
        <translation>{need:,.0f} GB 超過一台 {kind} 伺服器可容納的量（約 {limit:,} GB）：請分片載入（ZeRO-3、FSDP）或減少卸載</translation>
    </message>
    <message>
        <source>{region} default</source>
        <translation>{region} 預設值</translation>
    </message>
    <message>
        <source>{working} working + {spare} redundant</source>
        <translation>{working} 個工作 + {spare} 個備援</translation>
    </message>
    <message>
        <source>compute bound (large batch)</source>
        <translation>受計算限制（大批次）</translation>
    </message>
    <message>
        <source>decoding runs to the longest completion; shorter ones free their slots but the step waits for the last</source>
        <translation>解碼持續到最長的回覆結束；較短的回覆會釋出位置，但這一步要等最後一個</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>held while the policy trains (no sleep mode)</source>
        <translation>策略模型訓練時仍佔用（未啟用休眠模式）</translation>
    </message>
    <message>
        <source>in host RAM while the engine generates (the trainer sleeps)</source>
        <translation>引擎生成期間放在主機記憶體（訓練端休眠）</translation>
    </message>
    <message>
        <source>no KV cache room: generation cannot run</source>
        <translation>沒有 KV 快取空間：無法生成</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>購買</translation>
    </message>
    <message>
        <source>released while the policy trains (sleep mode)</source>
        <translation>策略模型訓練時釋放（休眠模式）</translation>
    </message>
    <message>
        <source>the engine&apos;s own GPUs hold it; the training GPUs hold none</source>
        <translation>由引擎自己的 GPU 佔用；訓練 GPU 不佔用</translation>
    </message>
    <message>
        <source>the training model generates: no inference engine</source>
        <translation>由訓練中的模型生成：無推論引擎</translation>
    </message>
    <message>
        <source>typical market / rental</source>
        <translation>一般市場／租賃</translation>
    </message>
    <message>
        <source>wall-clock includes restarts, failures and checkpoint stalls: goodput {goodput:.0%} (edit {field})</source>
        <translation>實際時間包含重啟、故障與檢查點停頓：有效訓練比例 {goodput:.0%}（可編輯 {field}）</translation>
    </message>
    <message>
        <source>{currency} per US dollar (catalog)</source>
        <translation>每美元兌 {currency}（目錄）</translation>
    </message>
    <message>
        <source>{framework} leaves {rest_gib:.1f} GiB outside mem_fraction_static for activations and CUDA graphs; they need {need_gib:.1f} GiB.</source>
        <translation>{framework} 在 mem_fraction_static 之外只留 {rest_gib:.1f} GiB 給活化值與 CUDA 圖；它們需要 {need_gib:.1f} GiB。</translation>
    </message>
    <message>
        <source>{gpus:,} GPUs in all ({replicas:,.0f} replicas × {per} GPUs)</source>
        <translation>共 {gpus:,} 張 GPU（{replicas:,.0f} 個副本 × {per} 張 GPU）</translation>
    </message>
    <message>
        <source>No purchase price for the {gpu}: set {field}.</source>
        <translation>{gpu} 沒有購買價格：請設定 {field}。</translation>
    </message>
    <message>
        <source>No token count given: assuming 1B training tokens (set {field}).</source>
        <translation>未提供 token 數：假設訓練 10 億個 token（請設定 {field}）。</translation>
    </message>
    <message>
        <source>cloud on-demand</source>
        <translation>雲端隨選</translation>
    </message>
    <message>
        <source>edit {field} (an MFU, model FLOPs only) if you have measured your stack</source>
        <translation>若已實測自己的訓練堆疊，請修改 {field}（MFU，只計模型 FLOPs）</translation>
    </message>
    <message>
        <source>even at 100% of the dense peak this takes {days:,.1f} days; real runs reach {mfu:.0%} MFU here (published large runs: 40–55%)</source>
        <translation>即使達到稠密峰值的 100% 也需 {days:,.1f} 天；實際執行在此約達 {mfu:.0%} MFU（已發表的大型訓練：40–55%）</translation>
    </message>
    <message>
        <source>every sequence at full context, no prefix shared: the most the plan&apos;s sequences can hold; a shared prefix raises the concurrency the KV cache holds</source>
        <translation>每個序列都以完整上下文計、不共用前綴：方案序列最多可能佔用的量；共用前綴可提高 KV 快取可容納的同時數</translation>
    </message>
    <message>
        <source>fewer GPUs for longer: ZeRO-3 / FSDP full sharding</source>
        <translation>用較少 GPU 跑較久：ZeRO-3 / FSDP 完全分片</translation>
    </message>
    <message>
        <source>fit {size} GB of RAM per node</source>
        <translation>每節點配備 {size} GB 記憶體</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>前向傳播</translation>
    </message>
    <message>
        <source>inference has no training time; this is the time the replicas are busy over the serving period</source>
        <translation>推論沒有訓練時間；這是服務期間副本忙碌的時間</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>median of {n} dated rows</source>
        <translation>{n} 筆附日期資料的中位數</translation>
    </message>
    <message>
        <source>memory-bandwidth bound</source>
        <translation>受記憶體頻寬限制</translation>
    </message>
    <message>
        <source>needs both a rental and a purchase price</source>
        <translation>需要租用與購買兩種價格</translation>
    </message>
    <message>
        <source>no latency target set ({ttft}, {tpot}): the limit is the KV cache&apos;s</source>
        <translation>未設定延遲目標（{ttft}、{tpot}）：上限即 KV 快取的容量</translation>
    </message>
    <message>
        <source>node network</source>
        <translation>節點網路</translation>
    </message>
    <message>
        <source>not modeled (no effect assumed): {keys}</source>
        <translation>未建模（假設無影響）：{keys}</translation>
    </message>
    <message>
        <source>official figure {official_b:.2f}B ({diff:+.2%})</source>
        <translation>官方數字 {official_b:.2f}B（{diff:+.2%}）</translation>
    </message>
    <message>
        <source>offload the optimizer states to host RAM</source>
        <translation>將優化器狀態卸載到主機記憶體</translation>
    </message>
    <message>
        <source>offloaded to host RAM</source>
        <translation>已卸載到主機記憶體</translation>
    </message>
    <message>
        <source>one server draws {node_kw:.1f} kW, more than the {rack_kw:.0f} kW a rack gets here (set {field})</source>
        <translation>一台伺服器耗電 {node_kw:.1f} kW，超過此處每機櫃的 {rack_kw:.0f} kW（請設定 {field}）</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>優化器更新</translation>
    </message>
    <message>
        <source>peak falls in the {phase}</source>
        <translation>峰值出現在{phase}</translation>
    </message>
    <message>
        <source>renting stays cheaper: running costs exceed the rent</source>
        <translation>租用仍較便宜：營運成本超過租金</translation>
    </message>
    <message>
        <source>servers ship redundant PSUs sized by the vendor; plan rack power instead</source>
        <translation>伺服器出廠即附廠商配置的備援電源；請改為規劃機櫃電力</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>推論服務</translation>
    </message>
    <message>
        <source>set {tp_field} to {tp}</source>
        <translation>將 {tp_field} 設為 {tp}</translation>
    </message>
    <message>
        <source>set {tp_field} to {tp} and {pp_field} to {pp}</source>
        <translation>將 {tp_field} 設為 {tp}、{pp_field} 設為 {pp}</translation>
    </message>
    <message>
        <source>tensor parallel across all GPUs</source>
        <translation>所有 GPU 張量平行</translation>
    </message>
    <message>
        <source>use {gpus} GPUs ({nodes} × {per_node}) with {tp_field} {tp} and {pp_field} {pp}</source>
        <translation>使用 {gpus} 張 GPU（{nodes} × {per_node}），{tp_field} {tp}、{pp_field} {pp}</translation>
    </message>
    <message>
        <source>vision_config: the vision tower is not counted (text decoder only)</source>
        <translation>vision_config：未計入視覺塔（只算文字解碼器）</translation>
    </message>
</context>
<context>
    <name>ModelPanel</name>
    <message>
        <source>Any size</source>
        <translation>不限大小</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層數</translation>
    </message>
    <message>
        <source>Transformer blocks (num_hidden_layers)</source>
        <translation>Transformer 區塊數（num_hidden_layers）</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隱藏層大小</translation>
    </message>
    <message>
        <source>Model width d (hidden_size)</source>
        <translation>模型寬度 d（hidden_size）</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力頭數</translation>
    </message>
    <message>
        <source>Query heads</source>
        <translation>查詢頭數</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 頭數</translation>
    </message>
    <message>
        <source>Key/value heads (grouped-query attention)</source>
        <translation>Key/value 頭數（分組查詢注意力）</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP 寬度</translation>
    </message>
    <message>
        <source>Feed-forward inner width (intermediate_size)</source>
        <translation>前饋層內部寬度（intermediate_size）</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>詞彙表</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary</source>
        <translation>詞彙表中的 token 數</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>專家數</translation>
    </message>
    <message>
        <source>Routed experts per MoE layer (0: dense model)</source>
        <translation>每個 MoE 層的路由專家數（0：稠密模型）</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每 token 專家數</translation>
    </message>
    <message>
        <source>Routed experts each token runs through</source>
        <translation>每個 token 經過的路由專家數</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目錄</translation>
    </message>
    <message>
        <source>Search models…</source>
        <translation>搜尋模型…</translation>
    </message>
    <message>
        <source>Filter by name, id or Hugging Face repo</source>
        <translation>依名稱、ID 或 Hugging Face 儲存庫篩選</translation>
    </message>
    <message>
        <source>Show one model family</source>
        <translation>只顯示一個模型系列</translation>
    </message>
    <message>
        <source>All families</source>
        <translation>所有系列</translation>
    </message>
    <message>
        <source>Show models in one size class (total parameters)</source>
        <translation>只顯示某個大小級距的模型（總參數量）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Params</source>
        <translation>參數</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Select the model to plan for</source>
        <translation>選擇要規劃的模型</translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation>匯入 config.json…</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json (with its checkpoint folder&apos;s weights) or a GGUF file into a custom model</source>
        <translation>將 Hugging Face config.json（連同其檢查點資料夾中的權重）或 GGUF 檔讀入為自訂模型</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>匯入模型</translation>
    </message>
    <message>
        <source>Model files (*.json *.gguf)</source>
        <translation>模型檔 (*.json *.gguf)</translation>
    </message>
    <message>
        <source>Cannot import the model</source>
        <translation>無法匯入模型</translation>
    </message>
    <message>
        <source>Architecture (edit to make a custom model)</source>
        <translation>架構（編輯即建立自訂模型）</translation>
    </message>
    <message>
        <source>Parameters counted from the architecture</source>
        <translation>依架構計算的參數量</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數</translation>
    </message>
    <message>
        <source>{n} active</source>
        <translation>活躍 {n}</translation>
    </message>
    <message>
        <source>Import {file}</source>
        <translation>匯入 {file}</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>backward</source>
        <translation>反向傳播</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>前向傳播</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>優化器更新</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>推論服務</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>GPU capacity</source>
        <translation>GPU 容量</translation>
    </message>
    <message>
        <source>Hardware, time and cost plan, {date}</source>
        <translation>硬體、時間與成本規劃，{date}</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project details</source>
        <translation>專案詳細資料</translation>
    </message>
    <message>
        <source>The project&apos;s name (1–200 characters)</source>
        <translation>專案名稱（1–200 個字元）</translation>
    </message>
    <message>
        <source>Notes for the whole project (up to {n} characters)</source>
        <translation>整個專案的附註（最多 {n} 個字元）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名稱(&amp;N)：</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>附註(&amp;O)：</translation>
    </message>
    <message>
        <source>The project&apos;s scenarios</source>
        <translation>專案的情境</translation>
    </message>
    <message>
        <source>The selected scenario&apos;s name</source>
        <translation>選取情境的名稱</translation>
    </message>
    <message>
        <source>Notes for the selected scenario (up to {n} characters)</source>
        <translation>選取情境的附註（最多 {n} 個字元）</translation>
    </message>
    <message>
        <source>Scenario &amp;name:</source>
        <translation>情境名稱(&amp;N)：</translation>
    </message>
    <message>
        <source>Scenario no&amp;tes:</source>
        <translation>情境附註(&amp;T)：</translation>
    </message>
    <message>
        <source>Edit project details</source>
        <translation>編輯專案詳細資料</translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Change the plan&apos;s parallelism (and GPUs) so the model fits</source>
        <translation>調整方案的平行設定（與 GPU 數）讓模型放得下</translation>
    </message>
    <message>
        <source>Does not fit:</source>
        <translation>放不下：</translation>
    </message>
    <message>
        <source>{bytes} per GPU</source>
        <translation>每張 GPU {bytes}</translation>
    </message>
    <message>
        <source>Apply the proposed parallelism</source>
        <translation>套用建議的平行設定</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>range {low} – {high}</source>
        <translation>範圍 {low} – {high}</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>Verdict: fits, with paging ({bytes} of optimizer states paged to host RAM; paging costs {seconds} s per step)</source>
        <translation>結論:需分頁才放得下({bytes} 的優化器狀態分頁到主機記憶體;分頁每步花費 {seconds} 秒)</translation>
    </message>
    <message>
        <source>Verdict: fits ({bytes} spare per GPU)</source>
        <translation>結論：放得下（每張 GPU 剩 {bytes}）</translation>
    </message>
    <message>
        <source>Verdict: tight — fits with {bytes} spare per GPU at the expected overheads, not at their high end ({high})</source>
        <translation>結論：偏緊 — 以預期的額外開銷計算，每顆 GPU 剩餘 {bytes}；額外開銷達到上限時則放不下（{high}）</translation>
    </message>
    <message>
        <source>Verdict: does NOT fit ({bytes} short per GPU)</source>
        <translation>結論：放不下（每張 GPU 差 {bytes}）</translation>
    </message>
    <message>
        <source>Fewest {gpu} that fit: {n} ({strategy}; {bytes} per GPU)</source>
        <translation>放得下所需最少的 {gpu}：{n} 張（{strategy}；每張 GPU {bytes}）</translation>
    </message>
    <message>
        <source>No GPU count up to the search limit fits this plan.</source>
        <translation>在搜尋上限內，沒有任何 GPU 數量放得下這個計畫。</translation>
    </message>
    <message>
        <source>To fit: {what} ({bytes} per GPU)</source>
        <translation>要放得下：{what}（每張 GPU {bytes}）</translation>
    </message>
    <message>
        <source>1 node</source>
        <translation>1 個節點</translation>
    </message>
    <message>
        <source>{n} nodes</source>
        <translation>{n} 個節點</translation>
    </message>
    <message>
        <source>Memory per GPU (while serving)</source>
        <translation>每張 GPU 記憶體（服務時）</translation>
    </message>
    <message>
        <source>Memory per GPU (peak in the {phase})</source>
        <translation>每張 GPU 記憶體（峰值在{phase}）</translation>
    </message>
    <message>
        <source>Parameters  total {total} · active {active} · trainable {trainable}</source>
        <translation>參數  總數 {total} · 每 token 活躍 {active} · 可訓練 {trainable}</translation>
    </message>
    <message>
        <source>Offloaded to host RAM per GPU: {bytes}</source>
        <translation>每張 GPU 卸載到主機記憶體：{bytes}</translation>
    </message>
    <message>
        <source>How each figure was computed</source>
        <translation>每個數字的計算方式</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Use {name}</source>
        <translation>使用 {name}</translation>
    </message>
    <message>
        <source>{name} (custom)</source>
        <translation>{name}（自訂）</translation>
    </message>
    <message>
        <source>Pin scenario</source>
        <translation>釘選情境</translation>
    </message>
    <message>
        <source>Remove scenario</source>
        <translation>移除情境</translation>
    </message>
    <message>
        <source>Switch scenario</source>
        <translation>切換情境</translation>
    </message>
    <message>
        <source>cannot be estimated with these values ({error})</source>
        <translation>無法以這些數值估算（{error}）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>{nodes} × {per_node} per node</source>
        <translation>{nodes} 個節點 × 每節點 {per_node} 張</translation>
    </message>
    <message>
        <source>framework default</source>
        <translation>框架預設</translation>
    </message>
    <message>
        <source>assumed: not set</source>
        <translation>假設值：未設定</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>每張 GPU 總計</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU 容量</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>{bytes} spare per GPU</source>
        <translation>每張 GPU 剩餘 {bytes}</translation>
    </message>
    <message>
        <source>{bytes} short per GPU</source>
        <translation>每張 GPU 不足 {bytes}</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>所需 GPU 數</translation>
    </message>
    <message>
        <source>Memory per GPU (peak in the {phase})</source>
        <translation>每張 GPU 記憶體（峰值在{phase}）</translation>
    </message>
    <message>
        <source>Latency and service levels</source>
        <translation>延遲與服務水準</translation>
    </message>
    <message>
        <source>Compute and time</source>
        <translation>計算與時間</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Cloud line items</source>
        <translation>雲端費用明細</translation>
    </message>
    <message>
        <source>On-premises line items</source>
        <translation>本地部署費用明細</translation>
    </message>
    <message>
        <source>Hidden costs</source>
        <translation>隱藏成本</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>網路</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <source>{rate} {currency} per US dollar</source>
        <translation>每 1 美元兌 {rate} {currency}</translation>
    </message>
    <message>
        <source>{what}: {source}</source>
        <translation>{what}：{source}</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主機</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>假設與來源</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>附註</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>{project} — comparison</source>
        <translation>{project} — 比較</translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation>並排比較各情境</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Project notes</source>
        <translation>專案附註</translation>
    </message>
    <message>
        <source>Prices assumed</source>
        <translation>採用的價格</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Memory per GPU</source>
        <translation>每張 GPU 記憶體</translation>
    </message>
    <message>
        <source>Latency and service levels</source>
        <translation>延遲與服務水準</translation>
    </message>
    <message>
        <source>Time and compute</source>
        <translation>時間與計算</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Storage and host</source>
        <translation>儲存與主機</translation>
    </message>
    <message>
        <source>Network and power</source>
        <translation>網路與電力</translation>
    </message>
    <message>
        <source>Hidden costs</source>
        <translation>隱藏成本</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Select a figure to see its formula, inputs and source</source>
        <translation>選取數值即可查看其公式、輸入與來源</translation>
    </message>
    <message>
        <source>What the estimate assumed or could not check</source>
        <translation>估算所做的假設或無法檢查的部分</translation>
    </message>
    <message>
        <source>No estimate</source>
        <translation>無法估算</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>偏緊</translation>
    </message>
    <message>
        <source>{total} of {capacity} per GPU, {free} to spare</source>
        <translation>每張 GPU {total} / {capacity}，剩餘 {free}</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>{total} of {capacity} per GPU, {over} over</source>
        <translation>每張 GPU {total} / {capacity}，超出 {over}</translation>
    </message>
    <message>
        <source>more than the solver tries</source>
        <translation>超過求解器嘗試的上限</translation>
    </message>
    <message>
        <source>GPUs in the plan: {plan} · fewest that fit: {fewest}</source>
        <translation>計畫中的 GPU：{plan} · 放得下的最少數量：{fewest}</translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <source>What to vary along the x axis</source>
        <translation>x 軸上要變動的設定</translation>
    </message>
    <message>
        <source>Sequence length (context)</source>
        <translation>序列長度（上下文）</translation>
    </message>
    <message>
        <source>Micro-batch (concurrent sequences)</source>
        <translation>微批次（同時處理的序列數）</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>變動：</translation>
    </message>
    <message>
        <source>Memory per GPU as the chosen setting grows; dashed: GPU capacity</source>
        <translation>每張 GPU 記憶體隨所選設定增加的變化；虛線：GPU 容量</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>completion length</source>
        <translation>回覆長度</translation>
    </message>
    <message>
        <source>context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>concurrent sequences</source>
        <translation>同時處理的序列數</translation>
    </message>
    <message>
        <source>Fits up to a {setting} of {best} (now {now})</source>
        <translation>{setting}最大到 {best} 仍放得下（目前 {now}）</translation>
    </message>
    <message>
        <source>Does not fit at any {setting} on this GPU</source>
        <translation>在此 GPU 上任何{setting}都放不下</translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation>每張 GPU 記憶體（{unit}）</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>{n} min</source>
        <translation>{n} 分鐘</translation>
    </message>
    <message>
        <source>{n} days</source>
        <translation>{n} 天</translation>
    </message>
    <message>
        <source>{n} months</source>
        <translation>{n} 個月</translation>
    </message>
    <message>
        <source>{n} years</source>
        <translation>{n} 年</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>{n} requests/s</source>
        <translation>每秒 {n} 個請求</translation>
    </message>
    <message>
        <source>{n} tokens/s</source>
        <translation>{n} token/秒</translation>
    </message>
    <message>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
</context>
</TS>
