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
        <source>Memory per GPU ({unit})</source>
        <translation>每張 GPU 記憶體（{unit}）</translation>
    </message>
    <message>
        <source>No estimate: {reason}</source>
        <translation>無法估算：{reason}</translation>
    </message>
    <message>
        <source>capacity: {bytes}</source>
        <translation>容量：{bytes}</translation>
    </message>
    <message>
        <source>{gpu} capacity: {bytes}</source>
        <translation>{gpu} 容量：{bytes}</translation>
    </message>
    <message>
        <source>may use {bytes}</source>
        <translation>可用 {bytes}</translation>
    </message>
    <message>
        <source>{framework} may use {bytes}</source>
        <translation>{framework} 可用 {bytes}</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>KV 快取池</translation>
    </message>
    <message>
        <source>Fits on {where} but does not start: {why}</source>
        <translation>{where} 容納得下，但無法啟動：{why}</translation>
    </message>
    <message>
        <source>Runs on {where} but misses the latency targets: {missed}</source>
        <translation>可在 {where} 上執行，但未達延遲目標：{missed}</translation>
    </message>
    <message>
        <source>Runs on {where} — the KV cache holds {held:,} of {batch:,} sequences at full context</source>
        <translation>可在 {where} 上執行 — KV 快取在完整上下文下可容納 {batch:,} 個序列中的 {held:,} 個</translation>
    </message>
    <message>
        <source>Fits on {where} — {free} free per GPU ({phase} peak)</source>
        <translation>{where} 容納得下：每張 GPU 剩餘 {free}（峰值出現在{phase}）</translation>
    </message>
    <message>
        <source>Tight on {where} — {free} free per GPU at the expected overheads; at their high end it needs {high}</source>
        <translation>在 {where} 上偏緊：以預期的額外開銷計算，每張 GPU 剩餘 {free}；若額外開銷達到上限，則需要 {high}</translation>
    </message>
    <message>
        <source>; fits on {n} ({strategy})</source>
        <translation>；{n} 張即可容納得下（{strategy}）</translation>
    </message>
    <message>
        <source>to fit: {what}</source>
        <translation>要容納得下：{what}</translation>
    </message>
    <message>
        <source>Over capacity on {where} by {over} per GPU</source>
        <translation>{where} 容量不足，每張 GPU 超出 {over}</translation>
    </message>
    <message>
        <source>May not fit on {where} — {over} over per GPU at the expected overheads; it runs at their low end ({low})</source>
        <translation>在 {where} 上可能容納不下：以預期的額外開銷計算，每張 GPU 超出 {over}；額外開銷在下限時可以執行（{low}）</translation>
    </message>
    <message>
        <source>{bytes} bytes, {share} of the total</source>
        <translation>{bytes} 位元組，佔總量 {share}</translation>
    </message>
    <message>
        <source>what the engine allocates; the plan&apos;s {batch:,} sequences at full context would take {bytes}</source>
        <translation>引擎實際配置的量；計畫的 {batch:,} 個序列在完整上下文下需要 {bytes}</translation>
    </message>
    <message>
        <source>Click for the working</source>
        <translation>點一下查看計算過程</translation>
    </message>
</context>
<context>
    <name>Check</name>
    <message>
        <source>Peak allocated memory per GPU</source>
        <translation>每張 GPU 的峰值已配置記憶體</translation>
    </message>
    <message>
        <source>Peak reserved memory per GPU</source>
        <translation>每張 GPU 的峰值保留記憶體</translation>
    </message>
    <message>
        <source>Peak allocated memory per GPU while training (after the update)</source>
        <translation>訓練時每張 GPU 的峰值已配置記憶體（更新之後讀取）</translation>
    </message>
    <message>
        <source>Peak reserved memory per GPU while training (after the update)</source>
        <translation>訓練時每張 GPU 的峰值保留記憶體（更新之後讀取）</translation>
    </message>
    <message>
        <source>Memory used on the GPU</source>
        <translation>GPU 上已使用的記憶體</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>每張 GPU 的權重</translation>
    </message>
    <message>
        <source>KV cache pool per GPU</source>
        <translation>每張 GPU 的 KV 快取池</translation>
    </message>
    <message>
        <source>Tokens the KV cache holds</source>
        <translation>KV 快取可容納的 token 數</translation>
    </message>
    <message>
        <source>Full-length requests the KV cache holds</source>
        <translation>KV 快取可容納的完整長度請求數</translation>
    </message>
    <message>
        <source>Share of the GPU the engine may use</source>
        <translation>推論引擎可使用的 GPU 比例</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每張 GPU 的 token/秒</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>模型 FLOPs 使用率</translation>
    </message>
    <message>
        <source>live tensors and workspaces (no CUDA context, no allocator cache)</source>
        <translation>存活的張量與工作區（不含 CUDA context 與配置器快取）</translation>
    </message>
    <message>
        <source>allocated + the allocator&apos;s cached blocks (no CUDA context)</source>
        <translation>已配置 + 配置器快取的區塊（不含 CUDA context）</translation>
    </message>
    <message>
        <source>as allocated, in the training phases (not while the rollout engine generates)</source>
        <translation>與已配置相同，但只計訓練階段（不含推理引擎產生回應的時候）</translation>
    </message>
    <message>
        <source>as reserved, in the training phases (not while the rollout engine generates)</source>
        <translation>與保留相同，但只計訓練階段（不含推理引擎產生回應的時候）</translation>
    </message>
    <message>
        <source>everything on the card: CUDA context, NCCL buffers, every process</source>
        <translation>卡上的一切：CUDA context、NCCL 緩衝區、所有行程</translation>
    </message>
    <message>
        <source>the weights as loaded on this GPU</source>
        <translation>此 GPU 上載入的權重</translation>
    </message>
    <message>
        <source>the engine&apos;s memory share less weights, activations and overheads</source>
        <translation>引擎的記憶體份額減去權重、激活值與額外開銷</translation>
    </message>
    <message>
        <source>the pool ÷ the KV bytes of one token</source>
        <translation>快取池 ÷ 每個 token 的 KV 位元組</translation>
    </message>
    <message>
        <source>the pool ÷ one request at the full length</source>
        <translation>快取池 ÷ 一個完整長度請求</translation>
    </message>
    <message>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <source>training tokens per second per GPU</source>
        <translation>每張 GPU 每秒訓練的 token 數</translation>
    </message>
    <message>
        <source>model FLOPs ÷ the GPU&apos;s dense 16-bit peak (an FP8 or FP4 run&apos;s too)</source>
        <translation>模型 FLOPs ÷ GPU 的 16 位元稠密峰值（FP8 或 FP4 訓練亦同）</translation>
    </message>
    <message>
        <source>the run keeps tensors the plan does not: a longer sequence or larger micro-batch than planned, logits upcast to fp32, eager attention, or an optimizer&apos;s temporaries</source>
        <translation>執行保留了方案未計入的張量：比方案更長的序列或更大的微批次、升為 fp32 的 logits、eager 注意力，或優化器的暫存張量</translation>
    </message>
    <message>
        <source>the allocator caches more than planned: fragmentation (try PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True), or more tensors than planned</source>
        <translation>配置器快取的比方案多：記憶體碎片（可試 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True），或張量比方案多</translation>
    </message>
    <message>
        <source>another process on the GPU, NCCL buffers, or a cache the framework keeps outside PyTorch (nvidia-smi counts every process)</source>
        <translation>GPU 上有其他行程、NCCL 緩衝區，或框架在 PyTorch 之外保留的快取（nvidia-smi 會計入所有行程）</translation>
    </message>
    <message>
        <source>weights stored wider than planned (a format the engine dequantizes, or unquantized embeddings), or tensor parallelism not as planned</source>
        <translation>權重以比方案更寬的格式儲存（引擎反量化的格式，或未量化的嵌入層），或張量平行度與方案不同</translation>
    </message>
    <message>
        <source>the engine&apos;s share or its activations differ from the plan&apos;s (gpu_memory_utilization, max_num_batched_tokens, CUDA graphs)</source>
        <translation>引擎的份額或其激活值與方案不同（gpu_memory_utilization、max_num_batched_tokens、CUDA graphs）</translation>
    </message>
    <message>
        <source>the run is faster than planned: set the measured utilisation</source>
        <translation>執行比方案快：請設定實測的使用率</translation>
    </message>
    <message>
        <source>the run keeps less than planned: activation checkpointing, a fused or chunked loss, or a shorter sequence than planned</source>
        <translation>執行保留的比方案少：激活值重算、融合或分塊的損失，或比方案更短的序列</translation>
    </message>
    <message>
        <source>the reading was taken before the peak (nvidia-smi shows the moment, not the peak)</source>
        <translation>讀數取於峰值之前（nvidia-smi 顯示的是當下而非峰值）</translation>
    </message>
    <message>
        <source>weights stored narrower than planned, or split over more GPUs</source>
        <translation>權重以比方案更窄的格式儲存，或分散到更多 GPU</translation>
    </message>
    <message>
        <source>the engine keeps more outside the pool than planned: a larger activation peak (max_num_batched_tokens), CUDA graphs, or a smaller memory share</source>
        <translation>引擎在快取池之外保留的比方案多：更大的激活值峰值（max_num_batched_tokens）、CUDA graphs，或較小的記憶體份額</translation>
    </message>
    <message>
        <source>the run is slower than planned: set the measured utilisation</source>
        <translation>執行比方案慢：請設定實測的使用率</translation>
    </message>
    <message>
        <source>the rollout engine ran in the trainer&apos;s process (verl before its server-mode rollout): vLLM&apos;s sleep mode allocates through a PyTorch memory pool and only unmaps it, so these counters keep its pool; compare them with the plan&apos;s whole peak</source>
        <translation>推演引擎與訓練器在同一個行程中執行（verl 改用伺服器模式推演之前）：vLLM 的休眠模式經由 PyTorch 記憶體池配置，休眠時只解除映射，因此這些計數器仍包含它的記憶體池；請與方案的整體峰值比較</translation>
    </message>
    <message>
        <source>the plan has no such figure (not a paged engine?)</source>
        <translation>方案沒有此項數值（不是分頁式引擎？）</translation>
    </message>
    <message>
        <source>the plan leaves no room for a KV cache on this GPU: it does not fit as planned</source>
        <translation>方案在此 GPU 上沒有留下 KV 快取的空間：依方案容納不下</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>實測</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差異</translation>
    </message>
    <message>
        <source>Scenario: {name}</source>
        <translation>情境：{name}</translation>
    </message>
    <message>
        <source>likely cause: {cause}</source>
        <translation>可能原因：{cause}</translation>
    </message>
    <message>
        <source>unit: {note}</source>
        <translation>單位：{note}</translation>
    </message>
    <message>
        <source>read from: {line}</source>
        <translation>讀自：{line}</translation>
    </message>
    <message>
        <source>Nothing kept: {why}</source>
        <translation>未保留任何數值：{why}</translation>
    </message>
    <message>
        <source>Kept in {file}: {field} = {value} (measured by {tool})</source>
        <translation>已存入 {file}：{field} = {value}（由 {tool} 實測）</translation>
    </message>
    <message>
        <source>Check against a measured run</source>
        <translation>與實測執行比對</translation>
    </message>
    <message>
        <source>Paste what the run printed: {tools}</source>
        <translation>貼上執行時輸出的內容：{tools}</translation>
    </message>
    <message>
        <source>&amp;Open a Log File…</source>
        <translation>開啟記錄檔(&amp;O)…</translation>
    </message>
    <message>
        <source>likely cause</source>
        <translation>可能原因</translation>
    </message>
    <message>
        <source>&amp;Use These Measurements</source>
        <translation>採用這些實測值(&amp;U)</translation>
    </message>
    <message>
        <source>Keep the measured utilisation (MFU) and memory share as the scenario&apos;s own values: the estimate uses them, Explain and the sheet show them as given</source>
        <translation>將實測的使用率（MFU）與記憶體份額存為此情境自己的數值：估算會使用它們，計算說明與報表將其標示為使用者提供</translation>
    </message>
    <message>
        <source>Open a log file</source>
        <translation>開啟記錄檔</translation>
    </message>
    <message>
        <source>Cannot read {file}: {why}</source>
        <translation>無法讀取 {file}：{why}</translation>
    </message>
    <message>
        <source>Nothing pasted yet.</source>
        <translation>尚未貼上任何內容。</translation>
    </message>
    <message>
        <source>The scenario has no estimate to compare with: {why}</source>
        <translation>此情境沒有可比較的估算：{why}</translation>
    </message>
    <message>
        <source>No measurement recognised ({tools}).</source>
        <translation>未辨識出任何實測值（{tools}）。</translation>
    </message>
    <message>
        <source>{n} figures read; each plan figure counted as its tool counts.</source>
        <translation>已讀取 {n} 項數值；方案的每項數值都依該工具的計算方式計算。</translation>
    </message>
    <message>
        <source>read from {tool}: {line}</source>
        <translation>讀自 {tool}：{line}</translation>
    </message>
    <message>
        <source>Use measurements ({values})</source>
        <translation>採用實測值（{values}）</translation>
    </message>
    <message>
        <source>Kept as the scenario&apos;s own: {values}</source>
        <translation>已存為此情境自己的數值：{values}</translation>
    </message>
    <message>
        <source>bytes (no unit printed)</source>
        <translation>位元組（未印出單位）</translation>
    </message>
    <message>
        <source>&apos;{unit}&apos; as printed; a script dividing by 1024³ would make it Gi/MiB (7% more)</source>
        <translation>依輸出的「{unit}」解讀；若腳本除以 1024³，則應為 Gi/MiB（多 7%）</translation>
    </message>
    <message>
        <source>PyTorch memory counters or memory_summary(), nvidia-smi, vLLM or SGLang start-up lines, torchtitan step lines, Megatron&apos;s memory report, mlx-lm&apos;s report lines, verl&apos;s step metrics</source>
        <translation>PyTorch 記憶體計數或 memory_summary()、nvidia-smi、vLLM 或 SGLang 啟動記錄、torchtitan 步驟行、Megatron 的記憶體報告、mlx-lm 的報告行、verl 的步驟指標</translation>
    </message>
    <message>
        <source>&apos;MB&apos; as Megatron prints it: bytes ÷ 2²⁰ (report_memory divides PyTorch&apos;s counters by 1024 × 1024)</source>
        <translation>Megatron 印出的「MB」：位元組 ÷ 2²⁰（report_memory 把 PyTorch 的計數除以 1024 × 1024）</translation>
    </message>
    <message>
        <source>&apos;GB&apos; as mlx-lm prints it: mx.get_peak_memory() ÷ 10⁹ (mlx-examples&apos; older trainer divided by 2³⁰)</source>
        <translation>mlx-lm 印出的「GB」：mx.get_peak_memory() ÷ 10⁹（mlx-examples 較舊的訓練器除以 2³⁰）</translation>
    </message>
    <message>
        <source>a post-training plan&apos;s time is set by its rollouts and steps, not an MFU the project keeps</source>
        <translation>後訓練方案的時間由其 rollout 與步數決定，而非專案保存的 MFU</translation>
    </message>
    <message>
        <source>no utilisation (MFU or tokens/s of a training run) nor vLLM memory share of a vLLM plan was read</source>
        <translation>未讀到使用率（訓練執行的 MFU 或 token/秒），也未讀到 vLLM 方案的 vLLM 記憶體份額</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <source>1F1B (interleaved with virtual stages)</source>
        <translation>1F1B（有虛擬階段時為交錯式）</translation>
    </message>
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
        <source>AdamW 4-bit (torchao)</source>
        <translation>AdamW 4 位元（torchao）</translation>
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
        <translation>分塊輸出（torchtune）</translation>
    </message>
    <message>
        <source>Chunked projection and loss (torchtune)</source>
        <translation>分塊投影與損失（torchtune）</translation>
    </message>
    <message>
        <source>Cloud 1-year reserved</source>
        <translation>雲端 1 年承諾</translation>
    </message>
    <message>
        <source>Cloud 3-year reserved</source>
        <translation>雲端 3 年承諾</translation>
    </message>
    <message>
        <source>Cloud on-demand</source>
        <translation>雲端隨選</translation>
    </message>
    <message>
        <source>Cloud spot</source>
        <translation>雲端 Spot</translation>
    </message>
    <message>
        <source>CodeAlpaca-20k</source>
        <translation>CodeAlpaca-20k</translation>
    </message>
    <message>
        <source>Custom lengths</source>
        <translation>自訂長度</translation>
    </message>
    <message>
        <source>Cut Cross-Entropy (Apple)</source>
        <translation>Cut Cross-Entropy（Apple）</translation>
    </message>
    <message>
        <source>DAPO (RL, groups, token-level loss)</source>
        <translation>DAPO（強化學習，分組，token 層級損失）</translation>
    </message>
    <message>
        <source>DPO (preference pairs)</source>
        <translation>DPO（偏好對）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO</source>
        <translation>DeepSpeed ZeRO</translation>
    </message>
    <message>
        <source>Dr. GRPO (no length or std normalisation)</source>
        <translation>Dr. GRPO（不做長度與標準差正規化）</translation>
    </message>
    <message>
        <source>DualPipeV (V-shaped DualPipe)</source>
        <translation>DualPipeV（V 形 DualPipe）</translation>
    </message>
    <message>
        <source>EAGLE head</source>
        <translation>EAGLE 預測頭</translation>
    </message>
    <message>
        <source>FP8 matmuls, mixed bf16 + fp32 master</source>
        <translation>FP8 矩陣乘法，混合 bf16 + fp32 主權重</translation>
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
        <source>Fused cross-entropy over bf16 logits (flash-attn, llm-foundry)</source>
        <translation>對 bf16 logits 的融合交叉熵（flash-attn、llm-foundry）</translation>
    </message>
    <message>
        <source>Fused cross-entropy, gradient over the logits (Transformer Engine; verl)</source>
        <translation>融合交叉熵，梯度寫回 logits（Transformer Engine；verl）</translation>
    </message>
    <message>
        <source>Fused linear cross-entropy (Liger, Unsloth, TRL)</source>
        <translation>融合線性交叉熵（Liger、Unsloth、TRL）</translation>
    </message>
    <message>
        <source>GRPO</source>
        <translation>GRPO</translation>
    </message>
    <message>
        <source>GRPO (RL, group of completions)</source>
        <translation>GRPO（強化學習，一組回覆）</translation>
    </message>
    <message>
        <source>GSPO (sequence-level ratio)</source>
        <translation>GSPO（序列層級的比率）</translation>
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
        <source>LongAlpaca-12k</source>
        <translation>LongAlpaca-12k</translation>
    </message>
    <message>
        <source>LongWriter-6k</source>
        <translation>LongWriter-6k</translation>
    </message>
    <message>
        <source>MLA up-projections</source>
        <translation>MLA 上投影</translation>
    </message>
    <message>
        <source>MLPerf DeepSeek-R1</source>
        <translation>MLPerf DeepSeek-R1</translation>
    </message>
    <message>
        <source>MLPerf Llama 2 70B (OpenOrca)</source>
        <translation>MLPerf Llama 2 70B（OpenOrca）</translation>
    </message>
    <message>
        <source>MLPerf Llama 3.1 405B</source>
        <translation>MLPerf Llama 3.1 405B</translation>
    </message>
    <message>
        <source>MLPerf Llama 3.1 8B (CNN/DailyMail)</source>
        <translation>MLPerf Llama 3.1 8B（CNN/DailyMail）</translation>
    </message>
    <message>
        <source>MXFP8 (32-element blocks, Blackwell)</source>
        <translation>MXFP8（每 32 個元素一個區塊，Blackwell）</translation>
    </message>
    <message>
        <source>Magpie-Qwen2-Pro-200K (en)</source>
        <translation>Magpie-Qwen2-Pro-200K（英文）</translation>
    </message>
    <message>
        <source>Magpie-Qwen2-Pro-200K (zh)</source>
        <translation>Magpie-Qwen2-Pro-200K（中文）</translation>
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
        <source>MoE layer</source>
        <translation>MoE 層</translation>
    </message>
    <message>
        <source>NVFP4 matmuls (Blackwell), mixed bf16 + fp32 master</source>
        <translation>NVFP4 矩陣乘法（Blackwell），混合 bf16 + fp32 主權重</translation>
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
        <source>OpenAI-compatible server</source>
        <translation>OpenAI 相容伺服器</translation>
    </message>
    <message>
        <source>PPO (RL with a critic)</source>
        <translation>PPO（帶價值模型的強化學習）</translation>
    </message>
    <message>
        <source>Packed</source>
        <translation>打包</translation>
    </message>
    <message>
        <source>Padded per micro-batch</source>
        <translation>按微批次填充</translation>
    </message>
    <message>
        <source>Padded to full length</source>
        <translation>填充至序列長度</translation>
    </message>
    <message>
        <source>Padding-free</source>
        <translation>免填充</translation>
    </message>
    <message>
        <source>Plain (fp32 logits)</source>
        <translation>一般（fp32 logits）</translation>
    </message>
    <message>
        <source>Plain in bf16, no fp32 copy (NeMo AutoModel, MLX)</source>
        <translation>一般（bf16，無 fp32 副本，NeMo AutoModel、MLX）</translation>
    </message>
    <message>
        <source>Plain, logits kept through backward (torchtune 2024)</source>
        <translation>一般（logits 保留至反向傳播結束，torchtune 2024）</translation>
    </message>
    <message>
        <source>Plain, shifted fp32 copy (transformers 4.46–4.48)</source>
        <translation>一般（位移後的 fp32 副本，transformers 4.46–4.48）</translation>
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
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
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
        <source>REINFORCE++ (advantage over the batch)</source>
        <translation>REINFORCE++（以整批計算優勢）</translation>
    </message>
    <message>
        <source>REINFORCE++ with a group baseline</source>
        <translation>REINFORCE++ 搭配組內基準</translation>
    </message>
    <message>
        <source>RLOO (RL, leave-one-out baseline)</source>
        <translation>RLOO（強化學習，留一基準）</translation>
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
        <source>Reward model (preference pairs)</source>
        <translation>獎勵模型（偏好對）</translation>
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
        <source>ShareGPT (vLLM bench)</source>
        <translation>ShareGPT（vLLM 基準）</translation>
    </message>
    <message>
        <source>ShareGPT-GPT4 (multi-turn)</source>
        <translation>ShareGPT-GPT4（多輪對話）</translation>
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
        <source>UltraChat 200k</source>
        <translation>UltraChat 200k</translation>
    </message>
    <message>
        <source>Ulysses (all-to-all)</source>
        <translation>Ulysses(all-to-all)</translation>
    </message>
    <message>
        <source>alpaca-gpt4 (en)</source>
        <translation>alpaca-gpt4（英文）</translation>
    </message>
    <message>
        <source>alpaca-gpt4 (zh)</source>
        <translation>alpaca-gpt4（中文）</translation>
    </message>
    <message>
        <source>attention core</source>
        <translation>注意力核心</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>blockwise (DeepSeek-V3)</source>
        <translation>分塊（DeepSeek-V3）</translation>
    </message>
    <message>
        <source>blossom-math-v2</source>
        <translation>blossom-math-v2</translation>
    </message>
    <message>
        <source>delayed (Transformer Engine)</source>
        <translation>延遲縮放（Transformer Engine）</translation>
    </message>
    <message>
        <source>dense MLP</source>
        <translation>稠密 MLP</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>each layer (experts eager)</source>
        <translation>每一層（專家仍即時執行）</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>標準注意力（eager）</translation>
    </message>
    <message>
        <source>expert activation</source>
        <translation>專家活化函數</translation>
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
        <source>grouped GEMM (grouped_mm)</source>
        <translation>分組 GEMM（grouped_mm）</translation>
    </message>
    <message>
        <source>host RAM</source>
        <translation>主機記憶體</translation>
    </message>
    <message>
        <source>in-process (no server)</source>
        <translation>行程內呼叫（無伺服器）</translation>
    </message>
    <message>
        <source>loop over the experts</source>
        <translation>逐一迴圈處理各專家</translation>
    </message>
    <message>
        <source>ms-swift example mix</source>
        <translation>ms-swift 範例混合資料</translation>
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
        <translation>逐列（torchao）</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>選擇性重算</translation>
    </message>
    <message>
        <source>self-cognition</source>
        <translation>self-cognition（自我認知）</translation>
    </message>
    <message>
        <source>separate norms</source>
        <translation>獨立的正規化層</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>共享專家</translation>
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
        <source>tensorwise (current scaling)</source>
        <translation>逐張量（即時縮放）</translation>
    </message>
    <message>
        <source>the model&apos;s MTP layers</source>
        <translation>模型自帶的 MTP 層</translation>
    </message>
    <message>
        <source>the whole forward and backward</source>
        <translation>整個前向與反向</translation>
    </message>
    <message>
        <source>zero bubble (ZB-H1)</source>
        <translation>零氣泡（ZB-H1）</translation>
    </message>
</context>
<context>
    <name>Citation</name>
    <message>
        <source>2020 (launch MSRP)</source>
        <translation>2020（上市建議售價）</translation>
    </message>
    <message>
        <source>2020 (launch)</source>
        <translation>2020（上市）</translation>
    </message>
    <message>
        <source>2021 (launch MSRP)</source>
        <translation>2021（上市建議售價）</translation>
    </message>
    <message>
        <source>2022-10 (launch MSRP, FE)</source>
        <translation>2022-10（上市建議售價，公版）</translation>
    </message>
    <message>
        <source>2023 (published 2024-04-26)</source>
        <translation>2023（2024-04-26 公布）</translation>
    </message>
    <message>
        <source>2023 (published 2026-01)</source>
        <translation>2023（2026-01 公布）</translation>
    </message>
    <message>
        <source>2025-01 (launch MSRP)</source>
        <translation>2025-01（上市建議售價）</translation>
    </message>
    <message>
        <source>2025-26 (undated listings)</source>
        <translation>2025-26（未註明日期的商品頁面）</translation>
    </message>
    <message>
        <source>2026 (mid)</source>
        <translation>2026 年中</translation>
    </message>
    <message>
        <source>AWS Neuron documentation, aws-neuron/aws-neuron-sdk@7c165a3e01131a86537f6e0b3ba43716e44d8bc4 about-neuron/arch/neuron-hardware/trainium2.rst (&apos;96 GiB of device memory with 2.9 TB/sec of bandwidth&apos;; &apos;1,299 FP8 TFLOPS&apos;; &apos;667 BF16/FP16/TF32 TFLOPS&apos;; NeuronLink-v3 &apos;provides 1.28 TB/sec bandwidth per chip&apos;); https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/neuron-hardware/trn2-arch.html (&apos;# of Trainium2 chips | 16 | 64&apos;; &apos;Intra-instance NeuronLink-v3 bandwidth (GB/sec/chip) | 1,024&apos;; &apos;Inter-instance ... | 256&apos;; &apos;16 Trainium2 chips are connected using a 4x4, 2D Torus topology&apos;); year: Neuron release notes, &apos;Date: 12/03/2024 ... Support for Trn2 instances&apos;. Software: AWS Neuron SDK (NxD Training; NxD Inference, marked legacy from Neuron 2.34; the vLLM Neuron plugin, &apos;relevant for: Trn2, Trn3&apos;).</source>
        <translation>AWS Neuron 文件，aws-neuron/aws-neuron-sdk@7c165a3e01131a86537f6e0b3ba43716e44d8bc4 about-neuron/arch/neuron-hardware/trainium2.rst（《96 GiB of device memory with 2.9 TB/sec of bandwidth》；《1,299 FP8 TFLOPS》；《667 BF16/FP16/TF32 TFLOPS》；NeuronLink-v3 《provides 1.28 TB/sec bandwidth per chip》）；https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/neuron-hardware/trn2-arch.html（《# of Trainium2 chips | 16 | 64》；《Intra-instance NeuronLink-v3 bandwidth (GB/sec/chip) | 1,024》；《Inter-instance ... | 256》；《16 Trainium2 chips are connected using a 4x4, 2D Torus topology》）；年份：Neuron 版本說明，《Date: 12/03/2024 ... Support for Trn2 instances》。軟體：AWS Neuron SDK（NxD Training；NxD Inference，自 Neuron 2.34 起標為舊版；vLLM 的 Neuron 外掛，《relevant for: Trn2, Trn3》）。</translation>
    </message>
    <message>
        <source>Apple newsroom &apos;Apple introduces M2 Ultra&apos; (2023-06-05), https://www.apple.com/newsroom/2023/06/apple-introduces-m2-ultra/ (&apos;supports up to a breakthrough 192GB of memory capacity ... and features 800GB/s of memory bandwidth&apos;); GPU-usable memory: 75% of RAM (llama.cpp reports &apos;using device Metal (Apple M2 Ultra) - 147455 MiB free&apos;, swissarmyhammer/llama-agent@4eaa042c96a31e2c145b4d27cdcfbc9c6c164c8c issues/complete/01K25A11JF4SKP4VDEY2BDMM1X.md, = 144 GiB of 192; Rapid-MLX PR #183&apos;s table: &apos;M2 Ultra 192GB | 144 GB&apos;); FP32 27.2 TFLOPS: huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts; measured MLX FP32 GEMM 4096^3 on an M2 Ultra: 20,464 GFLOPS (https://github.com/ml-explore/mlx/pull/424, 2024-01-18); power: Apple support 102027, Mac Studio (2023) M2 Ultra 24-core CPU &amp; 76-core GPU, 192GB: idle 10 W, max 295 W.</source>
        <translation>Apple 新聞稿《Apple introduces M2 Ultra》（2023-06-05）https://www.apple.com/newsroom/2023/06/apple-introduces-m2-ultra/ （《supports up to a breakthrough 192GB of memory capacity ... and features 800GB/s of memory bandwidth》）；GPU 可用記憶體：RAM 的 75%（llama.cpp 顯示《using device Metal (Apple M2 Ultra) - 147455 MiB free》，swissarmyhammer/llama-agent@4eaa042c96a31e2c145b4d27cdcfbc9c6c164c8c issues/complete/01K25A11JF4SKP4VDEY2BDMM1X.md，即 192 GiB 中的 144 GiB；Rapid-MLX PR #183 的表格：《M2 Ultra 192GB | 144 GB》）；FP32 27.2 TFLOPS：huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts；M2 Ultra 上實測的 MLX FP32 GEMM（4096³）：20,464 GFLOPS（https://github.com/ml-explore/mlx/pull/424 ，2024-01-18）；功耗：Apple 支援文章 102027，Mac Studio（2023）M2 Ultra 24 核 CPU、76 核 GPU、192GB：閒置 10 W，最高 295 W。</translation>
    </message>
    <message>
        <source>Bandwidth 819 GB/s: Ars Technica&apos;s M3 Ultra table (80-core: 819.2GB/s) and Macworld (2025-03-05), Apple stating &apos;over 800GB/s&apos; (BGR 2025-03-05, https://bgr.com/tech/inside-apples-new-m3-ultra-processor/); GPU-usable memory on a 256 GB 80-core M3 Ultra at the default limit: &apos;MTL0: Apple M3 Ultra (228065 MiB, 228064 MiB free)&apos; with iogpu.wired_limit_mb 0 (mindmonkey-ai/chekov@c882284484fa92dbda8935c69581e1c14f295630 docs/capability-spec.md: 239,143,780,352 B = 222.72 GiB; Rapid-MLX PR #183: &apos;M3 Ultra 256GB | 239 GB&apos;); FP32 28.4 TFLOPS: stelterlab/huggingface.js@a27810b03f091eb63812e9e9a2c361c0de613772 packages/tasks/src/hardware.ts (a fork carrying upstream&apos;s later table) (huggingface.js PR #1304, 2025-03-21); measured MLX FP16 matmul peak 17.4 TFLOPS on a 256 GB, 80-core M3 Ultra (https://github.com/raullenchai/Rapid-MLX/pull/258, 2026-05-06); power: Apple support 102027 (2025), Mac Studio M3 Ultra 32-core CPU &amp; 80-core GPU, 512GB: max 270 W, as quoted second-hand.</source>
        <translation>頻寬 819 GB/s：Ars Technica 的 M3 Ultra 表格（80 核：819.2GB/s）與 Macworld（2025-03-05），Apple 稱《over 800GB/s》（BGR 2025-03-05，https://bgr.com/tech/inside-apples-new-m3-ultra-processor/ ）；256 GB、80 核 M3 Ultra 在預設上限下的 GPU 可用記憶體：《MTL0: Apple M3 Ultra (228065 MiB, 228064 MiB free)》，iogpu.wired_limit_mb 為 0（mindmonkey-ai/chekov@c882284484fa92dbda8935c69581e1c14f295630 docs/capability-spec.md：239,143,780,352 B = 222.72 GiB；Rapid-MLX PR #183：《M3 Ultra 256GB | 239 GB》）；FP32 28.4 TFLOPS：stelterlab/huggingface.js@a27810b03f091eb63812e9e9a2c361c0de613772 packages/tasks/src/hardware.ts（帶有上游較新表格的分支）（huggingface.js PR #1304，2025-03-21）；256 GB、80 核 M3 Ultra 上實測的 MLX FP16 矩陣乘法峰值 17.4 TFLOPS（https://github.com/raullenchai/Rapid-MLX/pull/258 ，2026-05-06）；功耗：Apple 支援文章 102027（2025），Mac Studio M3 Ultra 32 核 CPU、80 核 GPU、512GB：最高 270 W，轉引自第三方。</translation>
    </message>
    <message>
        <source>Bandwidth: Apple support 117737, &apos;MacBook Pro (16-inch, Nov 2023) - Tech Specs&apos; (&apos;M3 Max with 16-core CPU and 40-core GPU (400GB/s memory bandwidth)&apos;; the 128 GB option is of this part); GPU-usable memory: 75% of RAM, MLX&apos;s rule (ml-explore/mlx PR #64: &apos;the recommended working set it usually 0.75 * the total ram&apos;) as logged on the 96 GB M2 Max (llama.cpp issue #3213) and the 128 GB M4 Max (103079.22 MB); FP32 14.2 TFLOPS: huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts (&apos;Apple M3 Max&apos;: tflops 14.2); measured GEMM: chsasank/device-benchmarks@06f4d7e25fda0cf2b097f0567f71a4ad0df7cde6 README.md (&apos;Apple M3 Max GPU (40 Core)&apos;: 11.4 TFLOPS FP32, PyTorch MPS, 4096 square); power: not published.</source>
        <translation>頻寬：Apple 支援文章 117737《MacBook Pro (16-inch, Nov 2023) - Tech Specs》（《M3 Max with 16-core CPU and 40-core GPU (400GB/s memory bandwidth)》；128 GB 選項屬於此型號）；GPU 可用記憶體：RAM 的 75%，MLX 的規則（ml-explore/mlx PR #64：《the recommended working set it usually 0.75 * the total ram》），與 96 GB M2 Max（llama.cpp issue #3213）及 128 GB M4 Max（103079.22 MB）上記錄的一致；FP32 14.2 TFLOPS：huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts（《&apos;Apple M3 Max&apos;: tflops 14.2》）；實測 GEMM：chsasank/device-benchmarks@06f4d7e25fda0cf2b097f0567f71a4ad0df7cde6 README.md（《Apple M3 Max GPU (40 Core)》：11.4 TFLOPS FP32，PyTorch MPS，4096 方陣）；功耗：未公開。</translation>
    </message>
    <message>
        <source>Bandwidth: MacRumors &apos;Things to know about M2 Pro and M2 Max&apos; (2023-01-18), https://www.macrumors.com/2023/01/18/things-to-know-about-m2-pro-m2-max/ (&apos;the M2 Max supports 400GB/s of memory bandwidth&apos;), from Apple&apos;s newsroom release of 2023-01-17 (&apos;up to a 38-core GPU, double the unified memory bandwidth, and up to 96GB of unified memory&apos;); GPU-usable memory: &apos;ggml_metal_init: recommendedMaxWorkingSetSize = 73728,00 MB&apos; on an M2 Max with 96 GB (https://github.com/ggml-org/llama.cpp/issues/3213, 2023-09-16) = 72 GiB, 75% of RAM; FP32 13.49 TFLOPS: huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts (&apos;Apple M2 Max&apos;: tflops 13.49), 13.6 computed from 38 cores at 1.398 GHz in philipturner/applegpuinfo issue #10; power: not published for this configuration (Apple support 102027 lists only the 30-core GPU, 32 GB Mac Studio: max 145 W).</source>
        <translation>頻寬：MacRumors《Things to know about M2 Pro and M2 Max》（2023-01-18）https://www.macrumors.com/2023/01/18/things-to-know-about-m2-pro-m2-max/ （《the M2 Max supports 400GB/s of memory bandwidth》），出自 Apple 2023-01-17 的新聞稿（《up to a 38-core GPU, double the unified memory bandwidth, and up to 96GB of unified memory》）；GPU 可用記憶體：96 GB M2 Max 上的《ggml_metal_init: recommendedMaxWorkingSetSize = 73728,00 MB》（https://github.com/ggml-org/llama.cpp/issues/3213 ，2023-09-16），即 72 GiB，RAM 的 75%；FP32 13.49 TFLOPS：huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts（《&apos;Apple M2 Max&apos;: tflops 13.49》），philipturner/applegpuinfo issue #10 以 38 核、1.398 GHz 算得 13.6；功耗：此配置未公開（Apple 支援文章 102027 只列出 30 核 GPU、32 GB 的 Mac Studio：最高 145 W）。</translation>
    </message>
    <message>
        <source>FP16/BF16 147 TFLOPS: vendor text in github FlagOpen/FlagPerf@744274d860e2ad584b48881052f75511a4160ece training/iluvatar/README.md; 32 GB HBM2, 1.2 TB/s, FP32 37 TFLOPS, INT8 295 TOPS, PCIe 4.0 x16, 300 W: launch coverage (geektopia, 2021-04, via TechPowerUp).</source>
        <translation>FP16/BF16 147 TFLOPS：github FlagOpen/FlagPerf@744274d860e2ad584b48881052f75511a4160ece training/iluvatar/README.md 中的廠商文字；32 GB HBM2、1.2 TB/s、FP32 37 TFLOPS、INT8 295 TOPS、PCIe 4.0 x16、300 W：發表時的報導（geektopia，2021-04，經 TechPowerUp）。</translation>
    </message>
    <message>
        <source>Google Cloud TPU7x documentation, https://docs.cloud.google.com/tpu/docs/tpu7x (&apos;HBM capacity per chip (GiB) | 95 | 32 | 192&apos;; &apos;HBM bandwidth per chip (GBps) | 2765 | 1638 | 7380&apos;; &apos;Peak compute per chip (BF16) (TFLOPs) | 459 | 918 | 2307&apos;; &apos;(FP8) ... | 4614&apos;; &apos;Bidirectional inter-chip interconnect (ICI) bandwidth per chip (GBps) | 1200 | 800 | 1200&apos;; &apos;You can use the JAX and PyTorch frameworks on TPU7x&apos;); https://docs.cloud.google.com/tpu/docs/ironwood-performance (&apos;peak theoretical performance of 4614 TFLOPS per chip&apos;); year: announced 2025-04-09 (newsbytesapp.com).</source>
        <translation>Google Cloud TPU7x 文件，https://docs.cloud.google.com/tpu/docs/tpu7x（《HBM capacity per chip (GiB) | 95 | 32 | 192》；《HBM bandwidth per chip (GBps) | 2765 | 1638 | 7380》；《Peak compute per chip (BF16) (TFLOPs) | 459 | 918 | 2307》；《(FP8) ... | 4614》；《Bidirectional inter-chip interconnect (ICI) bandwidth per chip (GBps) | 1200 | 800 | 1200》；《You can use the JAX and PyTorch frameworks on TPU7x》）；https://docs.cloud.google.com/tpu/docs/ironwood-performance（《peak theoretical performance of 4614 TFLOPS per chip》）；年份：2025-04-09 發表（newsbytesapp.com）。</translation>
    </message>
    <message>
        <source>Intel Hot Chips 2024 Gaudi 3 slides (mirror sgpjbg.com/baogao/465025: Gaudi2 600W, 432 TFLOPs BF16, 96GB, 2.46 TB/s, 4.8 Tb/s NIC, PCIe 64 GB/s bidir); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (432/865); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16)</source>
        <translation>Intel Hot Chips 2024 Gaudi 3 簡報（鏡像 sgpjbg.com/baogao/465025：Gaudi2 600W、432 TFLOPs BF16、96GB、2.46 TB/s、4.8 Tb/s NIC、PCIe 雙向 64 GB/s）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）（432/865）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）</translation>
    </message>
    <message>
        <source>Intel Hot Chips 2024 slides (sgpjbg mirror: 1835 BF16/FP8, 128GB, 3.67 TB/s, 900W air/1200W liquid, 24x200GbE, PCIe Gen5); docs.habana.ai Network Configuration (21 scale-up ports, 525 GB/s/dir); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (fp16 459, fp32 229); price y-ic.de Gaudi3 launch article (Intel 8-chip kit $125,000)</source>
        <translation>Intel Hot Chips 2024 簡報（sgpjbg 鏡像：1835 BF16/FP8、128GB、3.67 TB/s、氣冷 900W／液冷 1200W、24x200GbE、PCIe Gen5）；docs.habana.ai 的 Network Configuration（21 個 scale-up 連接埠，每方向 525 GB/s）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）（fp16 459、fp32 229）；價格：y-ic.de 的 Gaudi3 上市報導（Intel 8 顆晶片套件 $125,000）</translation>
    </message>
    <message>
        <source>Intel Hot Chips 2024 slides (sgpjbg mirror: 1835 BF16/FP8, 128GB, 3.67 TB/s, 900W air/1200W liquid, 24x200GbE, PCIe Gen5); docs.habana.ai Network Configuration (21 scale-up ports, 525 GB/s/dir); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (fp16 459, fp32 229); price y-ic.de Gaudi3 launch article (Intel 8-chip kit $125,000); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (1243 measured ÷ the 1835 spec this row uses; stas00 quotes 74.1% of the 1677 shipping-clock figure)</source>
        <translation>Intel Hot Chips 2024 簡報（sgpjbg 鏡像：1835 BF16/FP8、128GB、3.67 TB/s、氣冷 900W／液冷 1200W、24x200GbE、PCIe Gen5）；docs.habana.ai 的 Network Configuration（21 個 scale-up 連接埠，每方向 525 GB/s）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）（fp16 459、fp32 229）；價格：y-ic.de 的 Gaudi3 上市報導（Intel 8 顆晶片套件 $125,000）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（實測 1243 ÷ 本列採用的規格值 1835；stas00 列出的 74.1% 是相對於出貨時脈下的 1677 數值）</translation>
    </message>
    <message>
        <source>Launch figures as reported: io-tech.fi (2023-12) https://www.io-tech.fi/uutinen/moore-threads-julkaisi-uuden-mtt-s4000-laskentakortin-ja-kuae-intelligent-computing-center-palvelinklusterit/ (&apos;384-bittinen GDDR6-muistiväylä ... 48 Gt GDDR6-muistia 768 Gt/s muistikaistalla&apos;; &apos;25 TFLOPSin edestä laskentatehoa FP32-tarkkuudella, 50 TFLOPSia TF32-tarkkuudella ja 100 TFLOPSia FP16- tai BF16- sekä 200 TOPSia INT8&apos;; &apos;PCIe Gen 5&apos;; &apos;MTLink 1.0 -yhdysväylällä, joka tarjoaa 240 Gt/s kaistaa&apos;); the same peaks in Titan Computers &apos;Chinese AI GPUs are on the Rise!&apos; (2024-01-15) https://www.titancomputers.com/Chinese-AI-GPUs-are-on-the-Rise-s/2027.htm; memory seen by the framework: FlagOpen/FlagPerf training/mthreads/llama2_7b-deepspeed/README.md@5fae218ac3cb3b01bbf6efdac3be41336de1e828 (44.2/48.0 GiB on &apos;S4000&apos;); power: not published (FlagPerf&apos;s S4000 pages write &apos;TDP：/&apos;); software: MooreThreads/vllm_musa README_vllm_musa.md@1a9e569094050131e2a73cb5b27799365634bc39 (vLLM v0.4.2 ported to MUSA), MooreThreads/torch_musa, MooreThreads/MT-MegatronLM README.md@c4fef7400dc692fdc3c135096fa41d0c78738801 (Megatron-LM core_r0.9.0 with a MUSA patch), FlagPerf training/mthreads (DeepSpeed on S4000).</source>
        <translation>發表時的規格（媒體報導）：io-tech.fi（2023-12）https://www.io-tech.fi/uutinen/moore-threads-julkaisi-uuden-mtt-s4000-laskentakortin-ja-kuae-intelligent-computing-center-palvelinklusterit/ （《384-bittinen GDDR6-muistiväylä ... 48 Gt GDDR6-muistia 768 Gt/s muistikaistalla》；《25 TFLOPSin edestä laskentatehoa FP32-tarkkuudella, 50 TFLOPSia TF32-tarkkuudella ja 100 TFLOPSia FP16- tai BF16- sekä 200 TOPSia INT8》；《PCIe Gen 5》；《MTLink 1.0 -yhdysväylällä, joka tarjoaa 240 Gt/s kaistaa》）；Titan Computers《Chinese AI GPUs are on the Rise!》（2024-01-15）列出相同峰值 https://www.titancomputers.com/Chinese-AI-GPUs-are-on-the-Rise-s/2027.htm；框架看到的記憶體：FlagOpen/FlagPerf training/mthreads/llama2_7b-deepspeed/README.md@5fae218ac3cb3b01bbf6efdac3be41336de1e828 （《S4000》 上 44.2/48.0 GiB）；功耗：未公開（FlagPerf 的 S4000 頁面寫 《TDP：/》）；軟體：MooreThreads/vllm_musa README_vllm_musa.md@1a9e569094050131e2a73cb5b27799365634bc39 （vLLM v0.4.2 移植到 MUSA），MooreThreads/torch_musa，MooreThreads/MT-MegatronLM README.md@c4fef7400dc692fdc3c135096fa41d0c78738801 （Megatron-LM core_r0.9.0 加上 MUSA 補丁），FlagPerf training/mthreads（S4000 上的 DeepSpeed）。</translation>
    </message>
    <message>
        <source>MEE + NBS notice: 2023 national average grid factor 0.5306 kg CO2/kWh (光明日报 via 163.com; 中国电力报 2026-01-15)</source>
        <translation>MEE 與 NBS 公告：2023 年全國電力平均排碳係數 0.5306 kg CO2/kWh（光明日报，經 163.com；中国电力报 2026-01-15）</translation>
    </message>
    <message>
        <source>MOEA 2023 electricity emission factor 0.494 kg CO2e/kWh (businesstoday.com.tw 2024-04-26)</source>
        <translation>MOEA 2023 年電力排碳係數 0.494 kg CO2e/kWh（businesstoday.com.tw 2024-04-26）</translation>
    </message>
    <message>
        <source>Memory and bandwidth: Apple&apos;s M4 Max announcement as reported by MacRumors, https://www.macrumors.com/2024/10/30/apple-announces-m4-max-chip/ (2024-10-30: &apos;M4 Max supports up to 128GB of unified memory with up to 546GB/s of memory bandwidth&apos;; the 128 GB configurations are the 16-core CPU / 40-core GPU part); GPU-usable memory: Metal&apos;s recommendedMaxWorkingSetSize on a 128 GB M4 Max, 103079.22 MB = 96 GiB, as llama.cpp logs it (ggml_metal_init; ggml-org/llama.cpp@003a32eb ggml/src/ggml-metal/ggml-metal-device.m sets the device total to recommendedMaxWorkingSetSize) and 75% of RAM per MLX (ml-explore/mlx PR #64: &apos;the recommended working set it usually 0.75 * the total ram&apos;); FP32 18.4 TFLOPS: huggingface.js PR #1044 (2024-11-19, &apos;M4 Max 18.4 (FP32, 40 cores)&apos;), FP16/BF16 at the same rate; measured GEMM: zzc0721/torch-performance-test-data issue #65 (2025-10-09, PyTorch MPS on an M4 Max 40-core GPU: FP32 13.78 TFLOPS at 4096, FP16 14.82 at 2048, BF16 13.18); power: Apple support article 102027, Mac Studio (2025) power consumption: M4 Max maximum 145 W (corroborated in llama.cpp issue #22745: &apos;Apple rates this machine&apos;s max at 145W&apos;, 145-150 W at the wall during prefill); price: Mac Studio M4 Max 16/40 with 128 GB at launch, $3,499 (rlindsey2/sunkcost@660d14ed data/hardware.json, &apos;Launch price&apos;; base M4 Max Mac Studio $1,999 per Macworld 2025-03-05).</source>
        <translation>記憶體與頻寬：MacRumors 轉述的 Apple M4 Max 發表 https://www.macrumors.com/2024/10/30/apple-announces-m4-max-chip/ （2024-10-30：《M4 Max supports up to 128GB of unified memory with up to 546GB/s of memory bandwidth》；128 GB 的機型是 16 核 CPU、40 核 GPU 版本）；GPU 可用記憶體：128 GB M4 Max 上 Metal 的 recommendedMaxWorkingSetSize 為 103079.22 MB = 96 GiB，見 llama.cpp 的記錄（ggml_metal_init；ggml-org/llama.cpp@003a32eb ggml/src/ggml-metal/ggml-metal-device.m 以 recommendedMaxWorkingSetSize 作為裝置總量），MLX 亦稱為記憶體的 75%（github ml-explore/mlx PR #64：《the recommended working set it usually 0.75 * the total ram》）；FP32 18.4 TFLOPS：huggingface.js PR #1044（2024-11-19，《M4 Max 18.4 (FP32, 40 cores)》），FP16/BF16 取相同速率；實測 GEMM：zzc0721/torch-performance-test-data 議題 #65（2025-10-09，M4 Max 40 核 GPU 上的 PyTorch MPS：FP32 在 4096 時 13.78 TFLOPS，FP16 在 2048 時 14.82，BF16 13.18）；功耗：Apple 支援文章 102027，Mac Studio（2025）耗電量：M4 Max 最大 145 W（llama.cpp 議題 #22745 佐證：《Apple rates this machine&apos;s max at 145W》，預填時牆上量得 145-150 W）；價格：Mac Studio M4 Max 16/40、128 GB 上市價 $3,499（rlindsey2/sunkcost@660d14ed data/hardware.json，《Launch price》；Macworld 2025-03-05 記基本款 M4 Max Mac Studio 為 $1,999）。</translation>
    </message>
    <message>
        <source>Memory, bandwidth, SMs: github NVIDIA/dgx-spark-playbooks@231a4523 nvidia/cutile-kernels/README.md (&apos;Platform Specifications&apos;: 128 GB LPDDR5x unified, 273 GB/s, 48 SMs, sm_121; 2026-02); FP4: NVIDIA&apos;s DGX Spark page https://www.nvidia.com/en-us/products/workstations/dgx-spark/ (&apos;1 PFLOP of FP4 AI performance&apos;, with sparsity; quoted in github huggingface/huggingface.js PR #1861); FP32 ~31 TFLOPS and ~140 W SoC: NVIDIA&apos;s Hot Chips 2025 talk as reported by The Register (2025-08); GPU-visible memory: github seanm27lol/HOMYMOLY@c37bc3ba docs/11-stage1-validation.md (torch.cuda total 130,662,936,576 B = 121.69 GiB); measured GEMMs: the same file (BF16 2048^3 92.7 TFLOP/s, NGC pytorch:26.06-py3, CUDA 13.3) and NVIDIA Developer Forums thread 359960 &apos;SM121 CUTLASS Kernel Optimization Results&apos; (CUTLASS 4.4.0, CUDA 13.1: FP8 188 TFLOPS, NVFP4 356 TFLOPS at 4096x14336x4096); price: Founders Edition $3,999 when orders opened 2025-10-15 (Benzinga, 2025-10-17); read bandwidth: a saturating read kernel 231-234 of 273 GB/s, github antirez/ds4 issue #773</source>
        <translation>記憶體、頻寬、SM：github NVIDIA/dgx-spark-playbooks@231a4523 nvidia/cutile-kernels/README.md（《Platform Specifications》：128 GB LPDDR5x 統一記憶體、273 GB/s、48 個 SM、sm_121；2026-02）；FP4：NVIDIA 的 DGX Spark 頁面 https://www.nvidia.com/en-us/products/workstations/dgx-spark/（1 PFLOP FP4 AI 效能，含稀疏；github huggingface/huggingface.js PR #1861 引用）；FP32 約 31 TFLOPS 與 SoC 約 140 W：NVIDIA 於 Hot Chips 2025 的演講，據 The Register 報導（2025-08）；GPU 可見記憶體：github seanm27lol/HOMYMOLY@c37bc3ba docs/11-stage1-validation.md（torch.cuda 總量 130,662,936,576 B = 121.69 GiB）；實測 GEMM：同一檔案（BF16 2048³ 92.7 TFLOP/s，NGC pytorch:26.06-py3，CUDA 13.3）與 NVIDIA 開發者論壇討論串 359960《SM121 CUTLASS Kernel Optimization Results》（CUTLASS 4.4.0、CUDA 13.1：FP8 188 TFLOPS、NVFP4 356 TFLOPS，4096×14336×4096）；價格：2025-10-15 開放訂購時 Founders Edition 為 $3,999（Benzinga，2025-10-17）；讀取頻寬：一個使頻寬飽和的讀取核心 231–234 / 273 GB/s，github antirez/ds4 issue #773</translation>
    </message>
    <message>
        <source>NOT retrieved verbatim (Tom&apos;s HW pre-launch rumor table only): NVIDIA launch specs (80 SMs/10240 cores, 1.665 GHz, 19 Gbps x 384-bit = 912 GB/s, 350W, $1,199); tensor derived</source>
        <translation>未逐字取得原文（僅有 Tom&apos;s HW 的上市前傳聞規格表）：NVIDIA 上市規格（80 個 SM／10240 個核心、1.665 GHz、19 Gbps x 384-bit = 912 GB/s、350W、$1,199）；張量效能為推算值</translation>
    </message>
    <message>
        <source>NOT retrieved verbatim: NVIDIA RTX A5000 datasheet figures as commonly reproduced (64 SMs, 1.695 GHz boost -&gt; 27.8 FP32; 222.2 sparse tensor TFLOPS) - derived</source>
        <translation>未逐字取得原文：NVIDIA RTX A5000 規格書中常被轉載的數據（64 個 SM、1.695 GHz 加速時脈 -&gt; 27.8 FP32；稀疏張量 222.2 TFLOPS）——推算值</translation>
    </message>
    <message>
        <source>NOT retrieved verbatim: NVIDIA launch specs (48 SMs/6144 cores, 1.77 GHz, 19 Gbps x 256-bit GDDR6X = 608 GB/s, 290W, $599); tensor derived</source>
        <translation>未逐字取得原文：NVIDIA 上市規格（48 個 SM／6144 個核心、1.77 GHz、19 Gbps x 256-bit GDDR6X = 608 GB/s、290W、$599）；張量效能為推算值</translation>
    </message>
    <message>
        <source>NVIDIA A40 datasheet figures as reproduced by a reseller listing of part 900-2G133-0000-000 (http://www.relationship-nepal.org/900-2g133-0000-000.html: 48 GB GDDR6 with ECC, 696 GB/s, NVLink 112.5 GB/s bidirectional, PCIe Gen4, 300 W, passive, dual slot) and hmc-tech.com/gpu/nvidia-a100-vs-nvidia-a40 (BF16/FP16 Tensor 149.67 TFLOPS dense with FP32 accumulate, 299.34 sparse; FP32 37.42; INT8 299.34 TOPS dense); retrieved 2026-12-05</source>
        <translation>經銷商對料號 900-2G133-0000-000 所轉載的 NVIDIA A40 規格表數據（http://www.relationship-nepal.org/900-2g133-0000-000.html：48 GB 帶 ECC 的 GDDR6、696 GB/s、NVLink 雙向 112.5 GB/s、PCIe 第 4 代、300 W、被動散熱、雙槽）與 hmc-tech.com/gpu/nvidia-a100-vs-nvidia-a40（BF16/FP16 張量運算稠密 149.67 TFLOPS，以 FP32 累加，稀疏 299.34；FP32 37.42；INT8 稠密 299.34 TOPS）；2026-12-05 取得</translation>
    </message>
    <message>
        <source>NVIDIA dev blog developer.nvidia.com/programming-tensor-cores-cuda-9-0 (125 Tensor TFLOPS); emergentmind NVIDIA datacenter GPU overview (32GB HBM2 900GB/s, 15.7 FP32); tweaktown V100 (300W SXM2)</source>
        <translation>NVIDIA 開發者部落格 developer.nvidia.com/programming-tensor-cores-cuda-9-0（125 Tensor TFLOPS）；emergentmind 的 NVIDIA 資料中心 GPU 概覽（32GB HBM2 900GB/s、15.7 FP32）；tweaktown 的 V100 資料（300W SXM2）</translation>
    </message>
    <message>
        <source>Taipower overall average tariff NT$3.7823/kWh from 2025-10-01 (udn.com 2025-09-20); industrial average not published (GAP); ÷ 31.438 NT$/USD</source>
        <translation>Taipower 整體平均電價 NT$3.7823/kWh，自 2025-10-01 起（udn.com 2025-09-20）；工業用電平均電價未公布（資料缺口 GAP）；÷ 31.438 NT$/USD</translation>
    </message>
    <message>
        <source>US commercial average ~$0.13/kWh (EIA 2024), rounded up for demand charges; US industrial average 8.06 ¢/kWh in 2023 (EIA via Statista, 2024-03-18)</source>
        <translation>美國商業用電平均約 $0.13/kWh（EIA 2024），為計入需量電費而向上取整；美國工業用電 2023 年平均 8.06 ¢/kWh（EIA，經 Statista，2024-03-18）</translation>
    </message>
    <message>
        <source>US/world grid average order of magnitude (EPA eGRID, IEA): ~0.4 kg CO2/kWh</source>
        <translation>美國／全球電網平均的數量級（EPA eGRID、IEA）：約 0.4 kg CO2/kWh</translation>
    </message>
    <message>
        <source>https://raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml (&apos;288 GB HBM3e&apos;); github api-evangelist/akash plans/plans.yml @4301f93c844dd5582b0756ffa1b02541b9ad9787 (&apos;B300 288GB SXM6&apos;); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (B300 SXM: theory 2250 BF16 / 4500 FP8 dense, MAMF 1769 = 78.6%); dense FP4 13,125 TFLOPS: https://glennklockwood.com/garden/processors/B300 (HGX B300 performance table; &apos;Dense FP4 performance is up (13 PF on B300 vs. 9.0 PF on B200)&apos;); scale-out: NVIDIA HGX AI Factory (B300) reference architecture, abstract (&apos;2-8-9-800 infrastructure configuration (2 CPUs, 8 GPUs, 9 NICs at 800 Gb/s bandwidth per GPU)&apos;, ConnectX-8 SuperNICs), https://docs.nvidia.com/reference-architectures/hgx-ai-factory/abstract.md; DGX SuperPOD B300 reference architecture (&apos;NVIDIA XDR (800 Gbps) InfiniBand&apos; compute fabric)</source>
        <translation>https://raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml（「288 GB HBM3e」）；github api-evangelist/akash plans/plans.yml @4301f93c844dd5582b0756ffa1b02541b9ad9787（「B300 288GB SXM6」）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（B300 SXM：理論稠密值 BF16 2250／FP8 4500，MAMF 1769 = 78.6%）；密集 FP4 13,125 TFLOPS：https://glennklockwood.com/garden/processors/B300（HGX B300 效能表；&apos;Dense FP4 performance is up (13 PF on B300 vs. 9.0 PF on B200)&apos;）；橫向擴展網路：NVIDIA HGX AI Factory（B300）參考架構摘要（&apos;2-8-9-800 infrastructure configuration (2 CPUs, 8 GPUs, 9 NICs at 800 Gb/s bandwidth per GPU)&apos;，ConnectX-8 SuperNIC），https://docs.nvidia.com/reference-architectures/hgx-ai-factory/abstract.md；DGX SuperPOD B300 參考架構（運算網路 &apos;NVIDIA XDR (800 Gbps) InfiniBand&apos;）</translation>
    </message>
    <message>
        <source>https://verda.com/blog/gb300-nvl72-architecture (per-GPU table, &apos;Performance numbers without sparsity&apos;: GB300 FP4 15 PFLOPS, FP8 5 PFLOPS, INT8 0.165 POPS, FP16/BF16 2.5 PFLOPS, TF32 1.25, FP32 0.080 PFLOPS, &apos;GPU Memory 279 GB HBM3E&apos;, &apos;GPU Memory Bandwidth 8 TB/s&apos;, &apos;Max Thermal Design Power (TDP) 1.4 kW&apos;; &apos;fifth-generation NVLink with 1.8 TB/s total bandwidth (900 GB/s unidirectional)&apos;); github redhat-performance/aiconfigurator@f576734213526d48fa3323d214f415f81f298015 aic-core/src/aiconfigurator_core/systems/gb300.yaml (NVIDIA-copyright system file in a fork of ai-dynamo/aiconfigurator; header cites https://resources.nvidia.com/en-us-blackwell-architecture/blackwell-ultra-datasheet) (mem_bw 8TB/s, &apos;mem_capacity: 298013687808 # 284208MiB reported by nvidia-smi&apos;, bfloat16 2500TFLOPS, int8 165TFLOPS, fp8 5PFLOPS, fp4 15PFLOPS, power 1400 W, NVLink 900e9 B/s per GPU single direction); github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md (mirror of stas00/ml-engineering; &apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;) (NVIDIA GB300 SXM: fp32 80.0, tf32 1250, bf16 2500, fp8 5000, fp4 15000); https://glennklockwood.com/garden/processors/B300 (&apos;288 GB HBM3e (8 stacks, 12-high)&apos;, &apos;8 TB/s (max)&apos;, &apos;1400 W maximum&apos;); https://awesomeagents.ai/hardware/nvidia-gb300-nvl72 (&apos;288GB HBM3e per GPU&apos;, &apos;1,400W TDP per GPU&apos;); https://aiwiki.ai/wiki/nvidia_gb300_nvl72 (first production unit delivered July 2025); scale-out: NVIDIA technical blog &apos;Inside the NVIDIA Vera Rubin Platform: Six New Chips, One AI Supercomputer&apos; (2026-01-05, table 6: GB300 NVL72 &apos;ConnectX-8 SuperNIC … 800 Gb/s (2 x 400G) per GPU&apos;); NVL72 AI Factory reference architecture, components (4 ConnectX-8 per 4-GPU compute tray), https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html</source>
        <translation>https://verda.com/blog/gb300-nvl72-architecture（每張 GPU 的表格，&apos;Performance numbers without sparsity&apos;：GB300 FP4 15 PFLOPS、FP8 5 PFLOPS、INT8 0.165 POPS、FP16/BF16 2.5 PFLOPS、TF32 1.25、FP32 0.080 PFLOPS、&apos;GPU Memory 279 GB HBM3E&apos;、&apos;GPU Memory Bandwidth 8 TB/s&apos;、&apos;Max Thermal Design Power (TDP) 1.4 kW&apos;；&apos;fifth-generation NVLink with 1.8 TB/s total bandwidth (900 GB/s unidirectional)&apos;）；github redhat-performance/aiconfigurator@f576734213526d48fa3323d214f415f81f298015 aic-core/src/aiconfigurator_core/systems/gb300.yaml（NVIDIA 版權的系統檔案，位於 ai-dynamo/aiconfigurator 的分支；檔頭引用 https://resources.nvidia.com/en-us-blackwell-architecture/blackwell-ultra-datasheet）（mem_bw 8TB/s、&apos;mem_capacity: 298013687808 # 284208MiB reported by nvidia-smi&apos;、bfloat16 2500TFLOPS、int8 165TFLOPS、fp8 5PFLOPS、fp4 15PFLOPS、功耗 1400 W、NVLink 每張 GPU 單向 900e9 B/s）；github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md（stas00/ml-engineering 的鏡像；&apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;）（NVIDIA GB300 SXM：fp32 80.0、tf32 1250、bf16 2500、fp8 5000、fp4 15000）；https://glennklockwood.com/garden/processors/B300（&apos;288 GB HBM3e (8 stacks, 12-high)&apos;、&apos;8 TB/s (max)&apos;、&apos;1400 W maximum&apos;）；https://awesomeagents.ai/hardware/nvidia-gb300-nvl72（&apos;288GB HBM3e per GPU&apos;、&apos;1,400W TDP per GPU&apos;）；https://aiwiki.ai/wiki/nvidia_gb300_nvl72（首批量產機組於 2025 年 7 月交付）；橫向擴展網路：NVIDIA 技術部落格《Inside the NVIDIA Vera Rubin Platform: Six New Chips, One AI Supercomputer》（2026-01-05，表 6：GB300 NVL72 &apos;ConnectX-8 SuperNIC … 800 Gb/s (2 x 400G) per GPU&apos;）；NVL72 AI Factory 參考架構元件頁（每個 4 GPU 運算托盤 4 顆 ConnectX-8），https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html</translation>
    </message>
    <message>
        <source>https://www.nvidia.com/en-us/data-center/vera-rubin-nvl72/ (NVIDIA &apos;Vera Rubin NVL72&apos; spec table, footnoted &apos;Preliminary information ... subject to change&apos;; read through third-party transcriptions, not fetched live: rack / superchip / Rubin GPU columns NVFP4 inference 3,600 / 100 / 50 PFLOPS, NVFP4 training (dense) 2,520 / 70 / 35 PF, FP8/FP6 (dense) 1,260 / 35 / 17.5 PF, INT8 18 POPS / 500 / 250 TOPS, FP16/BF16 288 / 8 / 4 PF, TF32 144 / 4 / 2 PF, FP32 9,360 / 260 / 130 TFLOPS, FP64 2,400 / 67 / 33 TFLOPS, HBM4 20.7 TB @ 1,580 TB/s / 576 GB @ 44 TB/s / 288 GB @ 22 TB/s, NVLink 6 260 / 7.2 / 3.6 TB/s); https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/ (NVIDIA Technical Blog, &apos;Inside the NVIDIA Rubin Platform: Six New Chips, One AI Supercomputer&apos;, 2026-01-05: Vera Rubin NVL72, 72 GPUs in one NVLink 6 domain); TGP: github mlcommons/inference_results_v6.1@7bf15fd8089655a71fb75c81a744d7ba5a632424 closed/NVIDIA/systems/VR-NVL72_VR-288GB_aarch64x72_TRT.json (submitter NVIDIA, status &apos;preview&apos;: &apos;NVIDIA Vera Rubin NVL72, 2300W TGP Per GPU&apos;, &apos;accelerator_memory_capacity&apos;: &apos;288 GB&apos;, &apos;HBM4&apos;, &apos;6th-gen NVLink&apos;, host &apos;NVIDIA Vera CPU&apos;, 4 GPUs per node, 18 nodes); NVLink domain in NVIDIA&apos;s own recipes: github NVIDIA-NeMo/Megatron-Bridge@1e2825dddf4a2702011c60d90961f2e5683668e3 src/megatron/bridge/perf_recipes/deepseek/vr200/deepseek_v3.py (&apos;NVLINK_DOMAIN_SIZE&apos;: 72); bandwidth history: TechPowerUp &apos;NVIDIA Lowers HBM4 Specs for Vera Rubin VR200 as Memory Suppliers Miss 22 TB/s Target&apos; (2026-03-03, https://www.techpowerup.com/346983/, repost read at https://vmvirtualmachine.com/nvidia-lowers-hbm4-specs-for-vera-rubin-vr200-as-memory-suppliers-miss-22-tb-s-target); scale-out: NVIDIA technical blog &apos;Inside the NVIDIA Vera Rubin Platform: Six New Chips, One AI Supercomputer&apos; (2026-01-05: &apos;quad ConnectX-9 SuperNIC boards, delivering 1.6Tb/s of network bandwidth per Rubin GPU&apos;)</source>
        <translation>https://www.nvidia.com/en-us/data-center/vera-rubin-nvl72/（NVIDIA「Vera Rubin NVL72」規格表，註明「Preliminary information ... subject to change」；經第三方轉錄讀取，未即時擷取：機櫃／超級晶片／Rubin GPU 三欄 NVFP4 推論 3,600／100／50 PFLOPS、NVFP4 訓練（稠密）2,520／70／35 PF、FP8/FP6（稠密）1,260／35／17.5 PF、INT8 18 POPS／500／250 TOPS、FP16/BF16 288／8／4 PF、TF32 144／4／2 PF、FP32 9,360／260／130 TFLOPS、FP64 2,400／67／33 TFLOPS、HBM4 20.7 TB @ 1,580 TB/s／576 GB @ 44 TB/s／288 GB @ 22 TB/s、NVLink 6 260／7.2／3.6 TB/s）；https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/（NVIDIA 技術部落格，「Inside the NVIDIA Rubin Platform: Six New Chips, One AI Supercomputer」，2026-01-05：Vera Rubin NVL72，72 張 GPU 同屬一個 NVLink 6 網域）；TGP：github mlcommons/inference_results_v6.1@7bf15fd8089655a71fb75c81a744d7ba5a632424 closed/NVIDIA/systems/VR-NVL72_VR-288GB_aarch64x72_TRT.json（提交者 NVIDIA，狀態「preview」：「NVIDIA Vera Rubin NVL72, 2300W TGP Per GPU」、「accelerator_memory_capacity」：「288 GB」、「HBM4」、「6th-gen NVLink」、主機「NVIDIA Vera CPU」，每節點 4 張 GPU，18 個節點）；NVIDIA 自家配方中的 NVLink 網域：github NVIDIA-NeMo/Megatron-Bridge@1e2825dddf4a2702011c60d90961f2e5683668e3 src/megatron/bridge/perf_recipes/deepseek/vr200/deepseek_v3.py（「NVLINK_DOMAIN_SIZE」：72）；頻寬沿革：TechPowerUp「NVIDIA Lowers HBM4 Specs for Vera Rubin VR200 as Memory Suppliers Miss 22 TB/s Target」（2026-03-03，https://www.techpowerup.com/346983/，轉載讀於 https://vmvirtualmachine.com/nvidia-lowers-hbm4-specs-for-vera-rubin-vr200-as-memory-suppliers-miss-22-tb-s-target）；橫向擴展網路：NVIDIA 技術部落格《Inside the NVIDIA Vera Rubin Platform: Six New Chips, One AI Supercomputer》（2026-01-05：&apos;quad ConnectX-9 SuperNIC boards, delivering 1.6Tb/s of network bandwidth per Rubin GPU&apos;）</translation>
    </message>
    <message>
        <source>thundercompute A100 spec table (1,935 GB/s, 300W); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_pcie.yaml @095f58a (1935 GB/s, 300W, 312 TFLOPS); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); SMs: NVIDIA A100 Tensor Core GPU Architecture whitepaper (2020: 108 of the GA100&apos;s 128)</source>
        <translation>thundercompute 的 A100 規格表（1,935 GB/s、300W）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_pcie.yaml @095f58a（1935 GB/s、300W、312 TFLOPS）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；SM 數：NVIDIA A100 Tensor Core GPU Architecture 白皮書（2020：GA100 的 128 個中啟用 108 個）</translation>
    </message>
    <message>
        <source>awesomeagents.ai MI325X spec table (256GB HBM3e, 6 TB/s, FP8 2,614.9 / 5,229.8 sparse, BF16 1,307.4, FP32 163.4, 1,000W); docs.vultr.com inference cookbook; wiaix (7 IF links, PCIe Gen5 x16); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages)</source>
        <translation>awesomeagents.ai 的 MI325X 規格表（256GB HBM3e、6 TB/s、FP8 2,614.9／稀疏 5,229.8、BF16 1,307.4、FP32 163.4、1,000W）；docs.vultr.com 的推論實作手冊；wiaix（7 條 IF 連結、PCIe Gen5 x16）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）</translation>
    </message>
    <message>
        <source>awesomeagents.ai MI325X spec table (256GB HBM3e, 6 TB/s, FP8 2,614.9 / 5,229.8 sparse, BF16 1,307.4, FP32 163.4, 1,000W); docs.vultr.com inference cookbook; wiaix (7 IF links, PCIe Gen5 x16); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16)</source>
        <translation>awesomeagents.ai 的 MI325X 規格表（256GB HBM3e、6 TB/s、FP8 2,614.9／稀疏 5,229.8、BF16 1,307.4、FP32 163.4、1,000W）；docs.vultr.com 的推論實作手冊；wiaix（7 條 IF 連結、PCIe Gen5 x16）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）</translation>
    </message>
    <message>
        <source>china-briefing.com: average industrial power rate ~US$0.088/kWh in 2024 (≈ CN¥0.62 at 6.9858)</source>
        <translation>china-briefing.com：2024 年工業平均電價約 US$0.088/kWh（≈ CN¥0.62，以匯率 6.9858 計）</translation>
    </message>
    <message>
        <source>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a (A800 PCIe/SXM: 300/400 W, 80G HBM2e, NVLink 400 GB/s); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (A100 PCIe 81.1%)</source>
        <translation>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a（A800 PCIe/SXM：300/400 W、80G HBM2e、NVLink 400 GB/s）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（A100 PCIe 81.1%）</translation>
    </message>
    <message>
        <source>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a (NVLink 400 GB/s, 400 W, 80G HBM2e, no FP8); github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512 (A800 SXM4 80GB: 2039 GB/s, FP16 312e12); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (A100 SXM 86.9%, same GA100 die); stream bandwidth: the A100 SXM 80GB&apos;s BabelStream Dot, 1.75 of 2.039 TB/s (github Azure/AI-benchmarking-guide @3bb66cac Azure_Results/ND_A100_v4_results.md), same GA100 die and HBM2e</source>
        <translation>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a（NVLink 400 GB/s，400 W，80G HBM2e，不支援 FP8）；github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512（A800 SXM4 80GB：2039 GB/s，FP16 312e12）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（最大可達矩陣乘法 FLOPS 表，BF16）（A100 SXM 86.9%，同為 GA100 晶片）；串流頻寬：A100 SXM 80GB 的 BabelStream Dot，1.75 / 2.039 TB/s（github Azure/AI-benchmarking-guide @3bb66cac Azure_Results/ND_A100_v4_results.md），相同的 GA100 晶片與 HBM2e</translation>
    </message>
    <message>
        <source>github Cyclenerd/google-cloud-pricing-cost-calculator@0166a59ebba7c36f2cc8c931d9f258dcebc44776 pricing.yml (Google Cloud list prices rebuilt from the Cloud Billing SKU catalog; file header &apos;generated: Thu Mar  6 03:53:56 2025&apos;; month = hour x 730)</source>
        <translation>github Cyclenerd/google-cloud-pricing-cost-calculator@0166a59ebba7c36f2cc8c931d9f258dcebc44776 pricing.yml（依 Google Cloud Cloud Billing SKU 目錄重建的定價；檔頭「generated: Thu Mar  6 03:53:56 2025」；每月 = 每小時 × 730）</translation>
    </message>
    <message>
        <source>github Cyclenerd/google-cloud-pricing-cost-calculator@0166a59ebba7c36f2cc8c931d9f258dcebc44776 pricing.yml (asia-east1 list prices rebuilt from Google Cloud&apos;s SKU catalog, generated 2025-03-06; the same values @082120d27ea7 in 2024-11 and on master in 2026-02)</source>
        <translation>github Cyclenerd/google-cloud-pricing-cost-calculator@0166a59ebba7c36f2cc8c931d9f258dcebc44776 pricing.yml（依 Google Cloud SKU 目錄重建的 asia-east1 定價，產生於 2025-03-06；@082120d27ea7（2024-11）與 master（2026-02）數值相同）</translation>
    </message>
    <message>
        <source>github MicrosoftDocs/azure-compute-docs articles/virtual-machines/sizes/gpu-accelerated/includes/nc-rtxpro6000-bse-v6-series-summary.md (&apos;96 GB of ultra-fast GDDR7 memory&apos;)</source>
        <translation>github MicrosoftDocs/azure-compute-docs articles/virtual-machines/sizes/gpu-accelerated/includes/nc-rtxpro6000-bse-v6-series-summary.md（原文：「96 GB of ultra-fast GDDR7 memory」）</translation>
    </message>
    <message>
        <source>github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l4.yaml @095f58a (121 dense / 242 sparse, 300 GB/s, 24 GiB); store.sourcecode.com L4 spec (485 TOPS INT8 sparse); fpsbench (72W, 30.29 FP32); price github carsonpo/gpus costs/aws.md (~$0.80/hr, 2025)</source>
        <translation>github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l4.yaml @095f58a（稠密 121／稀疏 242、300 GB/s、24 GiB）；store.sourcecode.com 的 L4 規格（INT8 稀疏 485 TOPS）；fpsbench（72W、30.29 FP32）；價格：github carsonpo/gpus costs/aws.md（每小時約 $0.80，2025）</translation>
    </message>
    <message>
        <source>github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l4.yaml @095f58a (121 dense / 242 sparse, 300 GB/s, 24 GiB); store.sourcecode.com L4 spec (485 TOPS INT8 sparse); fpsbench (72W, 30.29 FP32); price github carsonpo/gpus costs/aws.md (~$0.80/hr, 2025); measured GEMM: github zzc0721/torch-performance-test-data issue #120 (2026-01-12, PyTorch 2.9.0+cu128 on a physical L4: BF16 70.89 TFLOPS at 2048, 54.91 at 4096, 59.40 at 8192, 56.90 at 10240)</source>
        <translation>github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l4.yaml @095f58a（稠密 121／稀疏 242、300 GB/s、24 GiB）；store.sourcecode.com 的 L4 規格（INT8 稀疏 485 TOPS）；fpsbench（72W、30.29 FP32）；價格：github carsonpo/gpus costs/aws.md（每小時約 $0.80，2025）；實測矩陣乘法：github zzc0721/torch-performance-test-data issue #120（2026-01-12，實體 L4 上的 PyTorch 2.9.0+cu128：BF16 在 2048 為 70.89 TFLOPS、4096 為 54.91、8192 為 59.40、10240 為 56.90）</translation>
    </message>
    <message>
        <source>github api-evangelist/akash plans/plans.yml @4301f93c844dd5582b0756ffa1b02541b9ad9787 (transcribed 2026-09-20 from https://akash.network/pricing/gpus/)</source>
        <translation>github api-evangelist/akash plans/plans.yml @4301f93c844dd5582b0756ffa1b02541b9ad9787（2026-09-20 轉錄自 https://akash.network/pricing/gpus/）</translation>
    </message>
    <message>
        <source>github api-evangelist/coreweave plans/coreweave-plans-pricing.yml @27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084 (transcribed 2026-09-20 from https://www.coreweave.com/pricing)</source>
        <translation>github api-evangelist/coreweave plans/coreweave-plans-pricing.yml @27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084（2026-09-20 轉錄自 https://www.coreweave.com/pricing）</translation>
    </message>
    <message>
        <source>github api-evangelist/lambda-labs plans/lambda-labs-plans-pricing.yml @1929382e7f9b4777d980aec12b6fc9e04e6718cb (transcribed 2026-09-20 from https://lambda.ai/instances)</source>
        <translation>github api-evangelist/lambda-labs plans/lambda-labs-plans-pricing.yml @1929382e7f9b4777d980aec12b6fc9e04e6718cb（2026-09-20 轉錄自 https://lambda.ai/instances）</translation>
    </message>
    <message>
        <source>github api-evangelist/nexgen-cloud@6699aefa9d238b7576b5762eb7cf5420b00aadf6 plans/nexgen-cloud-plans-pricing.yml (transcribed from https://www.hyperstack.cloud/gpu-pricing, &apos;generated: 2026-08-26&apos;)</source>
        <translation>github api-evangelist/nexgen-cloud@6699aefa9d238b7576b5762eb7cf5420b00aadf6 plans/nexgen-cloud-plans-pricing.yml（轉錄自 https://www.hyperstack.cloud/gpu-pricing，「generated: 2026-08-26」）</translation>
    </message>
    <message>
        <source>github atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/rtxpro6000_specs.md @ff052946489e8bb55dce164802bdb7c01251fde6 (NVIDIA datasheet: 96 GB GDDR7 ECC, 512-bit, 1792 GB/s, 125 FP32 TFLOPS, 4000 AI TOPS, PCIe 5.0, 600 W)</source>
        <translation>github atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/rtxpro6000_specs.md @ff052946489e8bb55dce164802bdb7c01251fde6（NVIDIA 規格書：96 GB GDDR7 ECC、512-bit、1792 GB/s、125 FP32 TFLOPS、4000 AI TOPS、PCIe 5.0、600 W）</translation>
    </message>
    <message>
        <source>github iree-org/iree@009c008dc39208c9aba98051bb6ab7b2d7d88e20 compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp (ChipDetails, comment: &apos;&quot;AMD Instinct MI350 Series Product Offerings&quot; in Page 18 of https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf&apos;) (mi350x: 8.0 TB/s; FP32 144.2, FP16 2300, Int8 4600, FP8 4600, FP6 9200, FP4 9200); https://github.com/pytorch/torchtitan/pull/4779 (&apos;MI350X is the air-cooled CDNA 4 part: 2.3 PFLOP/s dense BF16&apos;, citing https://www.amd.com/en/products/accelerators/instinct/mi350/mi350x.html); https://github.com/verl-project/verl/pull/6942 (&apos;Adds MI350X (2.3 PFLOPS dense)&apos;); https://github.com/tinygrad/tinygrad/pull/17388 (&apos;9.2 PFLOPs GEMM on mi350x&apos; MXFP4); github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md (mirror of stas00/ml-engineering; &apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;) (note 22: &apos;MI350X is the same silicon at 2200MHz and 1000W ... (144.2 vs 157.3 fp32)&apos;); https://rocm.docs.amd.com/en/7.13.0-preview/reference/gpu-specs.html (VRAM (GiB) 288 for MI355X and MI350X); https://www.tomshardware.com/pc-components/gpus/amds-instinct-mi355x-accelerator-will-consume-1-400-watts (&apos;MI350X module with a 1000W power consumption ... MI355X ... up to 1400W&apos;; &apos;Both SKUs will come with 288GB HBM3E memory that will offer up to 8 TB/s&apos;) ; interconnect 1075.2 GB/s bidirectional = 7 xGMI links x 153.6 GB/s (github olcf/olcf-user-docs@039cb1a systems/lux_user_guide.rst: 153.6 GB/s per link; TechPowerUp 2025-06; the CDNA 4 white paper&apos;s 7 links at 38.4 Gbps a lane), checked against RCCL all-reduce busbw on 8 GPUs: MI355X 407.26 GB/s at 8 GiB (github oracle-quickstart/oci-gpu-quickstarts@2dbe853), MI350X 367.51 GB/s (AMD&apos;s acceptance docs, pass mark &gt;= 350), where 0.71 x 537.6 = 382; read bandwidth: TransferBench read 7,200 of 8,000 GB/s on MI350X (gfx950), github ROCm/rocm-systems PR #8480 results table (the new rocprof-compute read-only kernel 6,914)</source>
        <translation>github iree-org/iree@009c008dc39208c9aba98051bb6ab7b2d7d88e20 compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp（ChipDetails，註解：&apos;&quot;AMD Instinct MI350 Series Product Offerings&quot; in Page 18 of https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf&apos;）（mi350x：8.0 TB/s；FP32 144.2、FP16 2300、Int8 4600、FP8 4600、FP6 9200、FP4 9200）；https://github.com/pytorch/torchtitan/pull/4779（&apos;MI350X is the air-cooled CDNA 4 part: 2.3 PFLOP/s dense BF16&apos;，引用 https://www.amd.com/en/products/accelerators/instinct/mi350/mi350x.html）；https://github.com/verl-project/verl/pull/6942（&apos;Adds MI350X (2.3 PFLOPS dense)&apos;）；https://github.com/tinygrad/tinygrad/pull/17388（&apos;9.2 PFLOPs GEMM on mi350x&apos;，MXFP4）；github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md（stas00/ml-engineering 的鏡像；&apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;）（註 22：&apos;MI350X is the same silicon at 2200MHz and 1000W ... (144.2 vs 157.3 fp32)&apos;）；https://rocm.docs.amd.com/en/7.13.0-preview/reference/gpu-specs.html（MI355X 與 MI350X 的 VRAM（GiB）均為 288）；https://www.tomshardware.com/pc-components/gpus/amds-instinct-mi355x-accelerator-will-consume-1-400-watts（&apos;MI350X module with a 1000W power consumption ... MI355X ... up to 1400W&apos;；&apos;Both SKUs will come with 288GB HBM3E memory that will offer up to 8 TB/s&apos;）；互連 1075.2 GB/s 雙向 = 7 條 xGMI 鏈路 × 153.6 GB/s（github olcf/olcf-user-docs@039cb1a systems/lux_user_guide.rst：每條鏈路 153.6 GB/s；TechPowerUp 2025-06；CDNA 4 白皮書：7 條鏈路，每通道 38.4 Gbps），以 8 張 GPU 上 RCCL all-reduce 匯流排頻寬核對：MI355X 在 8 GiB 時 407.26 GB/s（github oracle-quickstart/oci-gpu-quickstarts@2dbe853），MI350X 367.51 GB/s（AMD 驗收文件，合格線 &gt;= 350），而 0.71 × 537.6 = 382；讀取頻寬：MI350X（gfx950）上 TransferBench 讀取 7,200 / 8,000 GB/s，github ROCm/rocm-systems PR #8480 結果表（新的 rocprof-compute 唯讀核心 6,914）</translation>
    </message>
    <message>
        <source>github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md (spec tables incl. &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;) (RTX5070Ti: 16GB GDDR7, 256-bit, 896 GB/s, PCI-Express 5.0 x16, TDP 300 W, NVLINK 不支持, FP32 44, FP16 Tensor (FP16累计) 176 / 352*, FP16 &amp; BFLOAT16 Tensor (FP32累计) 88 / 176*); https://www.smbom.com/news/14435 (RTX 5070 Ti &apos;300W Total Graphics Power&apos;, 8,960 cores, GB203); https://grokipedia.com/page/GeForce_RTX_5070_Ti (consumer rollout early 2025); https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400 (2024-05-29: &apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;)</source>
        <translation>github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md（規格表，包括 &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;）（RTX5070Ti：16GB GDDR7、256-bit、896 GB/s、PCI-Express 5.0 x16、TDP 300 W、NVLINK 不支援、FP32 44、FP16 Tensor (FP16累计) 176 / 352*、FP16 &amp; BFLOAT16 Tensor (FP32累计) 88 / 176*）；https://www.smbom.com/news/14435（RTX 5070 Ti：&apos;300W Total Graphics Power&apos;、8,960 個核心、GB203）；https://grokipedia.com/page/GeForce_RTX_5070_Ti（2025 年初向消費者推出）；https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400（2024-05-29：&apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;）</translation>
    </message>
    <message>
        <source>github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md (spec tables incl. &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;) (RTX5080: 16GB GDDR7, 256-bit, 960 GB/s, PCI-Express 5.0 x16, TDP 360 W, NVLINK 不支持, FP16 Tensor (FP16累计) 225 / 450*, FP16 &amp; BFLOAT16 Tensor (FP32累计) 113 / 225*); https://huggingface.co/hardware/rtx-5080 (Memory 16GB, TFLOPS 56.28, Power 360W, Released 2025); https://www.notebookcheck.net/Nvidia-GeForce-RTX-5080-Benchmarks-and-Specs.935679.0.html (&apos;16 GB GDDR7 ... 256-bit memory bus (960 GB/s)&apos;, &apos;1801 AI TOPS&apos;, &apos;TGP ... 360 watts&apos;); https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400 (2024-05-29: &apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;)</source>
        <translation>github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md（規格表，包括 &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;）（RTX5080：16GB GDDR7、256-bit、960 GB/s、PCI-Express 5.0 x16、TDP 360 W、NVLINK 不支援、FP16 Tensor (FP16累计) 225 / 450*、FP16 &amp; BFLOAT16 Tensor (FP32累计) 113 / 225*）；https://huggingface.co/hardware/rtx-5080（記憶體 16GB、TFLOPS 56.28、功耗 360W、2025 年發表）；https://www.notebookcheck.net/Nvidia-GeForce-RTX-5080-Benchmarks-and-Specs.935679.0.html（&apos;16 GB GDDR7 ... 256-bit memory bus (960 GB/s)&apos;、&apos;1801 AI TOPS&apos;、&apos;TGP ... 360 watts&apos;）；https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400（2024-05-29：&apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;）</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (1307.4 = 2100MHz x 1216 x 256 x 2); jaredwatkins MI300 (192GB, 5.3 TB/s, 750W, OAM); hubacek knowledge-base (896 GB/s IF); ROCm gpu-specs (192 GiB, 304 CUs); price awesomeagents.ai MI300X page, huggingface.co/hardware/mi300 (MSRP ~$15k); cloud gpu.blog MI300X marketplace (TensorWave / Vultr ~$1.71-1.85)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）（1307.4 = 2100MHz x 1216 x 256 x 2）；jaredwatkins 的 MI300 資料（192GB、5.3 TB/s、750W、OAM）；hubacek 知識庫（IF 896 GB/s）；ROCm gpu-specs（192 GiB、304 個 CU）；價格：awesomeagents.ai 的 MI300X 頁面、huggingface.co/hardware/mi300（建議售價約 $15k）；雲端：gpu.blog 的 MI300X 市集（TensorWave／Vultr 約 $1.71-1.85）</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (1307.4 = 2100MHz x 1216 x 256 x 2); jaredwatkins MI300 (192GB, 5.3 TB/s, 750W, OAM); hubacek knowledge-base (896 GB/s IF); ROCm gpu-specs (192 GiB, 304 CUs); price awesomeagents.ai MI300X page, huggingface.co/hardware/mi300 (MSRP ~$15k); cloud gpu.blog MI300X marketplace (TensorWave / Vultr ~$1.71-1.85); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); read bandwidth: BabelStream&apos;s best kernel, Copy 4,256 of 5,300 GB/s, AMD &apos;MI300X performance benchmarking guide for acceptance testing&apos; (BabelStream expected output Copy 4255995 MB/s; its Dot 3,878, HIP&apos;s reduction reading low); Azure ND_MI300X_v5 Mul 4.26, Copy 4.11, Dot 3.87 TB/s (github samuel-bohman/AI-benchmarking-guide @3de0c294 Azure_Results/ND_MI300X_v5_results.md)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）（1307.4 = 2100MHz x 1216 x 256 x 2）；jaredwatkins 的 MI300 資料（192GB、5.3 TB/s、750W、OAM）；hubacek 知識庫（IF 896 GB/s）；ROCm gpu-specs（192 GiB、304 個 CU）；價格：awesomeagents.ai 的 MI300X 頁面、huggingface.co/hardware/mi300（建議售價約 $15k）；雲端：gpu.blog 的 MI300X 市集（TensorWave／Vultr 約 $1.71-1.85）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；讀取頻寬：BabelStream 最佳的核心 Copy 4,256 / 5,300 GB/s，AMD 「MI300X performance benchmarking guide for acceptance testing」（BabelStream 預期輸出 Copy 4255995 MB/s；其 Dot 為 3,878，HIP 的歸約讀數偏低）；Azure ND_MI300X_v5 Mul 4.26、Copy 4.11、Dot 3.87 TB/s（github samuel-bohman/AI-benchmarking-guide @3de0c294 Azure_Results/ND_MI300X_v5_results.md）</translation>
    </message>
    <message>
        <source>no spec source retrieved (figures are recollections of the NVIDIA L40 datasheet); price: github api-evangelist/coreweave plans/coreweave-plans-pricing.yml @27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084; read bandwidth: read kernel 844 of 864 GB/s, github te42kyfo/gpu-benches @0a45416b gpu-stream/l40.txt (blockSize &gt;= 224 rows, read column)</source>
        <translation>未取得規格來源（數值為憑記憶引述的 NVIDIA L40 規格書內容）；價格：github api-evangelist/coreweave plans/coreweave-plans-pricing.yml @27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084；讀取頻寬：讀取核心 844 / 864 GB/s，github te42kyfo/gpu-benches @0a45416b gpu-stream/l40.txt（blockSize ≥ 224 的各列，read 欄）</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (2250 bf16, 4500 fp8, 9000 fp4, 80 fp32, 180GB, 8 TB/s; cites DGX B200 datasheet); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/b200_sxm.yaml @095f58a (7.7 TB/s, 180 GiB, 1000W, NVLink 900 GB/s per direction); price alpha-one-index.github.io ai-infra-index (2026-03)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）（2250 bf16、4500 fp8、9000 fp4、80 fp32、180GB、8 TB/s；引用 DGX B200 規格書）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/b200_sxm.yaml @095f58a（7.7 TB/s、180 GiB、1000W、NVLink 每方向 900 GB/s）；價格：alpha-one-index.github.io ai-infra-index（2026-03）</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (383 bf16, 47.9 fp32, 128GB HBM2e 3.28 TB/s); ROCm docs gpu-specs.rst (github ROCm/rocm-docs: 128 GiB, 220 CUs); rocm.docs.amd.com MI250 microarchitecture (IF link 50 GB/s); TDP/IF aggregate from AMD MI250X spec page (not retrieved verbatim); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (147 per GCD × 2 ÷ 383)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）（383 bf16、47.9 fp32、128GB HBM2e 3.28 TB/s）；ROCm 文件 gpu-specs.rst（github ROCm/rocm-docs：128 GiB、220 個 CU）；rocm.docs.amd.com 的 MI250 微架構說明（IF 連結 50 GB/s）；TDP／IF 彙總值取自 AMD MI250X 規格頁（未逐字取得原文）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（每個 GCD 147 × 2 ÷ 383）</translation>
    </message>
    <message>
        <source>glennklockwood.com/garden/processors/A100 (cites NVIDIA A100 datasheet); thundercompute A100 specs; upb-pc2 wiki (nvidia-smi 40441 MiB); price June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com &amp; compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved; MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); read bandwidth: read kernel 1,490 of 1,555 GB/s at full occupancy, github te42kyfo/gpu-benches @a7dc559c gpu-stream/a100_40.txt (blockSize 1024 row, read column); SMs: NVIDIA A100 Tensor Core GPU Architecture whitepaper (2020: 108 of the GA100&apos;s 128)</source>
        <translation>glennklockwood.com/garden/processors/A100（引用 NVIDIA A100 規格書）；thundercompute 的 A100 規格；upb-pc2 wiki（nvidia-smi 40441 MiB）；價格：2025 年 6 月 AWS 隨選價格調降（P5 最多約 45%，P4 約 33%），據二手來源：codesota.com 與 compux.net（p5 每 GPU 小時 $6.88）、usage.ai、github carsonpo/gpus costs/aws.md（p4d 每小時約 $22，p4de 每小時約 $27）；未取得 AWS 公告原文；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；讀取頻寬：讀取核心在滿佔用率下達 1,490 / 1,555 GB/s，github te42kyfo/gpu-benches @a7dc559c gpu-stream/a100_40.txt（blockSize 1024 那一列，read 欄）；SM 數：NVIDIA A100 Tensor Core GPU Architecture 白皮書（2020：GA100 的 128 個中啟用 108 個）</translation>
    </message>
    <message>
        <source>glennklockwood.com/garden/processors/h100 (989.4 dense, 3.35 TB/s, 900 GB/s NVLink, 700W); archive-lib.hpctech.co.jp NVIDIA H100 table; github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml @095f58a; github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price awesomeagents.ai / alpha-one-index AI infra index (2026-03); cloud June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com &amp; compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved</source>
        <translation>glennklockwood.com/garden/processors/h100（稠密 989.4、3.35 TB/s、NVLink 900 GB/s、700W）；archive-lib.hpctech.co.jp 的 NVIDIA H100 規格表；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml @095f58a；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）；價格：awesomeagents.ai／alpha-one-index 的 AI 基礎設施指數（2026-03）；雲端：2025 年 6 月 AWS 隨選價格調降（P5 最多約 45%，P4 約 33%），據二手來源：codesota.com 與 compux.net（p5 每 GPU 小時 $6.88）、usage.ai、github carsonpo/gpus costs/aws.md（p4d 每小時約 $22，p4de 每小時約 $27）；未取得 AWS 公告原文</translation>
    </message>
    <message>
        <source>grokipedia H100 NVL part 900-21010-0120-030 (94GB HBM3, ~3.93 TB/s, 350W, PCIe 5.0); hub frank622/nvidiaGPU Hopper table (835/1671, 1670/3341); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (note 15: 94 GiB, 3.9 TBps)</source>
        <translation>grokipedia 的 H100 NVL 料號 900-21010-0120-030（94GB HBM3、約 3.93 TB/s、350W、PCIe 5.0）；hub frank622/nvidiaGPU 的 Hopper 表格（835/1671、1670/3341）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）（附註 15：94 GiB、3.9 TBps）</translation>
    </message>
    <message>
        <source>heise.de RTX 6000 (91.1 TFLOPS FP32, 48GB, 960 GB/s, 300W, 142 SMs); store.sourcecode.com (48GB GDDR6 ECC, 568 tensor cores); tensor figures derived from NVIDIA&apos;s 1,457 sparse FP8 &apos;Tensor TFLOPS&apos;</source>
        <translation>heise.de 的 RTX 6000 資料（91.1 TFLOPS FP32、48GB、960 GB/s、300W、142 個 SM）；store.sourcecode.com（48GB GDDR6 ECC、568 個 Tensor 核心）；Tensor 數值由 NVIDIA 的稀疏 FP8 1,457「Tensor TFLOPS」推算而來</translation>
    </message>
    <message>
        <source>holynerdvana.blogspot RTX 3090 spec table (82 SMs, 1695 MHz, 35.6 TFLOPS, FP16 142 (285), 936 GB/s, 350W, $1,499); hub frank622/nvidiaGPU (936 GB/s, 350W); GA102 whitepaper 71/142 as quoted in gpus.csv</source>
        <translation>holynerdvana.blogspot 的 RTX 3090 規格表（82 個 SM、1695 MHz、35.6 TFLOPS、FP16 142（285）、936 GB/s、350W、$1,499）；hub frank622/nvidiaGPU（936 GB/s、350W）；gpus.csv 所引用的 GA102 白皮書數值 71/142</translation>
    </message>
    <message>
        <source>http://guangxilong.com/c/032129635H022.html (launch report, 3月21日 [2022]: &apos;FP32、FP16、BF16、INT16、INT8、INT4数据格式计算，峰值性能分别为32TFlops、96TFlops、96TFlops、128Tops、256Tops、512Tops&apos;; &apos;集成48GB LPDDR5内存，内存带宽614.4GB/s，PCIe 4.0 x16系统接口，整卡最大训练功耗250W，全高全长双插槽设计，系统被动散热&apos;; &apos;每张加速卡通讯吞吐性能200GB/s&apos;); http://www.rencaizhenjiang.com/news/hard/20220324/124384.html (2022-03-24: &apos;250W最大訓練功耗&apos;, &apos;每張加速卡可獲得200GB/s的通訊吞吐性能，帶寬為PCIe 4.0 的3.1倍&apos;)</source>
        <translation>http://guangxilong.com/c/032129635H022.html（發表報導，3月21日（2022 年）：&apos;FP32、FP16、BF16、INT16、INT8、INT4数据格式计算，峰值性能分别为32TFlops、96TFlops、96TFlops、128Tops、256Tops、512Tops&apos;；&apos;集成48GB LPDDR5内存，内存带宽614.4GB/s，PCIe 4.0 x16系统接口，整卡最大训练功耗250W，全高全长双插槽设计，系统被动散热&apos;；&apos;每张加速卡通讯吞吐性能200GB/s&apos;）；http://www.rencaizhenjiang.com/news/hard/20220324/124384.html（2022-03-24：&apos;250W最大訓練功耗&apos;、&apos;每張加速卡可獲得200GB/s的通訊吞吐性能，帶寬為PCIe 4.0 的3.1倍&apos;）</translation>
    </message>
    <message>
        <source>http://www.sjzmxmy.com/english/20260127/cba751482a5e433bb6c121e58d8ae77b/c.html (Xinhua; CFETS central parity table) — Derived cross: (698.58 CNY/100 USD)/(827.55 CNY/100 EUR) = 0.8442 EUR per USD.</source>
        <translation>http://www.sjzmxmy.com/english/20260127/cba751482a5e433bb6c121e58d8ae77b/c.html（Xinhua；CFETS 中間價表）——推算出的交叉匯率：(698.58 CNY/100 USD)/(827.55 CNY/100 EUR) = 每 USD 兌 0.8442 EUR。</translation>
    </message>
    <message>
        <source>http://www.sjzmxmy.com/english/20260127/cba751482a5e433bb6c121e58d8ae77b/c.html (Xinhua; CFETS central parity) — &apos;U.S. dollar 100 698.58&apos; yuan. Official central parity, not a market close.</source>
        <translation>http://www.sjzmxmy.com/english/20260127/cba751482a5e433bb6c121e58d8ae77b/c.html（Xinhua；CFETS 中間價）——「U.S. dollar 100 698.58」元。官方中間價，並非市場收盤價。</translation>
    </message>
    <message>
        <source>https://article.woter.ai/d/how-did-the-48g-version-of-4090-4090d-come-about_1079.html (modified PCB, circulating since end-June 2024, no 4 GB GDDR6X chips); https://hothardware.com/news/why-china-is-ripping-out-gpus-from-thousands-of-geforce-rtx-4090</source>
        <translation>https://article.woter.ai/d/how-did-the-48g-version-of-4090-4090d-come-about_1079.html（改裝 PCB，自 2024 年 6 月底起流通，並無 4 GB GDDR6X 晶片）；https://hothardware.com/news/why-china-is-ripping-out-gpus-from-thousands-of-geforce-rtx-4090</translation>
    </message>
    <message>
        <source>https://dunyanews.tv/amp/english/788751.php (Reuters syndication, early 2024)</source>
        <translation>https://dunyanews.tv/amp/english/788751.php（轉載 Reuters 稿件，2024 年初）</translation>
    </message>
    <message>
        <source>https://esportstw.com/news/262772/ (RTX 40 series Taiwan prices: &apos;US$ 1,599 / NT$ 56,990&apos;); game.udn.com/game/story/122089/6631851 (&apos;56,990 台幣&apos;)</source>
        <translation>https://esportstw.com/news/262772/（RTX 40 系列台灣售價：「US$ 1,599 / NT$ 56,990」）；game.udn.com/game/story/122089/6631851（「56,990 台幣」）</translation>
    </message>
    <message>
        <source>https://evertiq.com/news/54972 (14,592 CUDA, 24GB GDDR6X, 384-bit, 425 W); https://www.besthub.dev/articles/nvidia-introduces-rtx-4090-d-china-specific-gpu-with-reduced-cuda-and-tensor-cores-b88ff1fef4d4 (456 tensor cores, 1008 GB/s)</source>
        <translation>https://evertiq.com/news/54972（14,592 個 CUDA 核心、24GB GDDR6X、384-bit、425 W）；https://www.besthub.dev/articles/nvidia-introduces-rtx-4090-d-china-specific-gpu-with-reduced-cuda-and-tensor-cores-b88ff1fef4d4（456 個 Tensor 核心、1008 GB/s）</translation>
    </message>
    <message>
        <source>https://focustaiwan.tw/business/202512310025 (CNA) — &apos;the U.S. dollar rose NT$0.01 to close at NT$31.438&apos; (Taipei close, last session of 2025; 2025 range NT$29-33).</source>
        <translation>https://focustaiwan.tw/business/202512310025（CNA）——「the U.S. dollar rose NT$0.01 to close at NT$31.438」（台北收盤價，2025 年最後一個交易日；2025 年波動區間 NT$29-33）。</translation>
    </message>
    <message>
        <source>https://huggingface.co/datasets/privum/ai-compute-prices (rows dated 2026-08-19)</source>
        <translation>https://huggingface.co/datasets/privum/ai-compute-prices（資料列日期為 2026-08-19）</translation>
    </message>
    <message>
        <source>https://huggingface.co/datasets/tanod/cloud-gpu-list-prices (Google Cloud Billing Catalog API)</source>
        <translation>https://huggingface.co/datasets/tanod/cloud-gpu-list-prices（資料來自 Google Cloud Billing Catalog API）</translation>
    </message>
    <message>
        <source>https://raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml (generated 2026-10-07 from https://www.runpod.io/pricing; the git-indexed copy is an older scaffold)</source>
        <translation>https://raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml（2026-10-07 根據 https://www.runpod.io/pricing 產生；git 索引中的副本是較舊的骨架版本）</translation>
    </message>
    <message>
        <source>https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/hyperscalers.json (file says retrieved 2026-11-09)</source>
        <translation>https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/hyperscalers.json（檔案註明取得日期 2026-11-09）</translation>
    </message>
    <message>
        <source>https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/vendors.json (read_on 2026-11-09, from https://www.runpod.io/pricing)</source>
        <translation>https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/vendors.json（read_on 2026-11-09，取自 https://www.runpod.io/pricing）</translation>
    </message>
    <message>
        <source>https://siliconcat.net/gpu/nvidia-a800-pcie-40-gb ; https://cputronic.com/de/gpu/nvidia-a800-pcie-40-gb (250 W, 19.49 TFLOPS) ; https://hmc-tech.com/gpu/nvidia-a800-40gb-vs-nvidia-t4 (311.87 BF16 tensor, 623.74 sparse); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (A100 PCIe 81.1%)</source>
        <translation>https://siliconcat.net/gpu/nvidia-a800-pcie-40-gb；https://cputronic.com/de/gpu/nvidia-a800-pcie-40-gb（250 W、19.49 TFLOPS）；https://hmc-tech.com/gpu/nvidia-a800-40gb-vs-nvidia-t4（BF16 Tensor 311.87，稀疏 623.74）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（A100 PCIe 81.1%）</translation>
    </message>
    <message>
        <source>https://soramidjourney.com/?p=5618 (Huxiu report citing SemiAnalysis 2024-07-05)</source>
        <translation>https://soramidjourney.com/?p=5618（Huxiu 報導，引用 SemiAnalysis 2024-07-05）</translation>
    </message>
    <message>
        <source>https://techpowerup.com/335749 (910C 780 TFLOPS BF16, 400 GB/s chip-to-chip, eight HBM2E stacks, 3,200 GB/s); https://aiwiki.ai/wiki/huawei_ascend_910c (128 GB, 3.2-3.5 TB/s)</source>
        <translation>https://techpowerup.com/335749（910C 780 TFLOPS BF16、晶片間互連 400 GB/s、八組 HBM2E 堆疊、3,200 GB/s）；https://aiwiki.ai/wiki/huawei_ascend_910c（128 GB、3.2-3.5 TB/s）</translation>
    </message>
    <message>
        <source>https://www.tomshardware.com/reviews/nvidia-geforce-rtx-4080-review (RTX 4080: VRAM 16 GB, 256-bit, &apos;TFLOPS FP32 48.7&apos;, &apos;TFLOPS FP16 (FP8/INT8) 390 (780)&apos;, &apos;Bandwidth (GBps) 717&apos;); github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md (spec tables incl. &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;) (GeForce RTX4080: 16GB GDDR6X, 717 GB/s, PCI-Express 4.0 x16, TDP 320 W, FP16 Tensor (FP16累计) 195 / 390*, FP16 &amp; BFLOAT16 Tensor (FP32累计) 97 / 195*, FP8 390 / 780*); https://www.holynerdvana.com/2022/10/nvidia-geforce-rtx-4080-specifications.html (&apos;Total Board Power (Watts) 320&apos;, launch November 16, 2022); https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400 (2024-05-29: &apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;)</source>
        <translation>https://www.tomshardware.com/reviews/nvidia-geforce-rtx-4080-review（RTX 4080：VRAM 16 GB、256-bit、&apos;TFLOPS FP32 48.7&apos;、&apos;TFLOPS FP16 (FP8/INT8) 390 (780)&apos;、&apos;Bandwidth (GBps) 717&apos;）；github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md（規格表，包括 &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;）（GeForce RTX4080：16GB GDDR6X、717 GB/s、PCI-Express 4.0 x16、TDP 320 W、FP16 Tensor (FP16累计) 195 / 390*、FP16 &amp; BFLOAT16 Tensor (FP32累计) 97 / 195*、FP8 390 / 780*）；https://www.holynerdvana.com/2022/10/nvidia-geforce-rtx-4080-specifications.html（&apos;Total Board Power (Watts) 320&apos;，2022 年 11 月 16 日上市）；https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400（2024-05-29：&apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;）</translation>
    </message>
    <message>
        <source>https://www.tweaktown.com/news/84164/nvidia-geforce-rtx-3090-ti-full-specs-price-performance-details/index.html (full GA102: 84 SMs, 10,752 CUDA cores, boost 1,860 MHz, 24 GB GDDR6X at 21 Gbps on 384 bits = 1,008 GB/s, 450 W, 40 TFLOPS FP32); launch price $1,999 (chipversus.com GeForce RTX 3090 Ti page)</source>
        <translation>https://www.tweaktown.com/news/84164/nvidia-geforce-rtx-3090-ti-full-specs-price-performance-details/index.html（完整 GA102：84 個 SM、10,752 個 CUDA 核心、加速時脈 1,860 MHz、24 GB GDDR6X 21 Gbps 於 384 位元匯流排 = 1,008 GB/s、450 W、FP32 40 TFLOPS）；上市價 US$1,999（chipversus.com GeForce RTX 3090 Ti 頁面）</translation>
    </message>
    <message>
        <source>hub frank622/nvidiaGPU Ampere table (A10 FP16 125T/250T, 600 GB/s, 150W); github astroC86/gpu-datasheet README (links NVIDIA a10-datasheet.pdf); nucleusbox (31 TF FP32)</source>
        <translation>hub frank622/nvidiaGPU 的 Ampere 表格（A10 FP16 125T/250T、600 GB/s、150W）；github astroC86/gpu-datasheet README（連結至 NVIDIA a10-datasheet.pdf）；nucleusbox（31 TF FP32）</translation>
    </message>
    <message>
        <source>io-tech.fi Tesla V100 PCIe article (112 Tensor TFLOPS, 14 FP32, 900 GB/s, 250W)</source>
        <translation>io-tech.fi 的 Tesla V100 PCIe 文章（112 Tensor TFLOPS、14 FP32、900 GB/s、250W）</translation>
    </message>
    <message>
        <source>lzwjava H200 spec table (141GB HBM3e 4.8TB/s, 3,958* FP8 sparse, 700W, NVLink 900); geektopia H200 announcement; github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h200_sxm.yaml @095f58a (141 GiB); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price alpha-one-index.github.io ai-infra-index (2026-03); cloud AWS EC2 Capacity Blocks pricing page copy (sibshop.uat.jiralog.com/ec2/capacityblocks/pricing)</source>
        <translation>lzwjava 的 H200 規格表（141GB HBM3e 4.8TB/s、FP8 稀疏 3,958*、700W、NVLink 900）；geektopia 的 H200 發表消息；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h200_sxm.yaml @095f58a（141 GiB）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）；價格：alpha-one-index.github.io ai-infra-index（2026-03）；雲端：AWS EC2 Capacity Blocks 定價頁面的副本（sibshop.uat.jiralog.com/ec2/capacityblocks/pricing）</translation>
    </message>
    <message>
        <source>lzwjava H200 spec table (141GB HBM3e 4.8TB/s, 3,958* FP8 sparse, 700W, NVLink 900); geektopia H200 announcement; github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h200_sxm.yaml @095f58a (141 GiB); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price alpha-one-index.github.io ai-infra-index (2026-03); cloud AWS EC2 Capacity Blocks pricing page copy (sibshop.uat.jiralog.com/ec2/capacityblocks/pricing); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (stas00: &apos;H200 is the same&apos; as H100 SXM); read bandwidth: BabelStream Dot 4.48 of 4.8 TB/s, github Azure/AI-benchmarking-guide @7f20e5fa Azure_Results/ND_H200_v5_results.md (Triad 4.15, Copy 4.01); SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too)</source>
        <translation>lzwjava 的 H200 規格表（141GB HBM3e 4.8TB/s、FP8 稀疏 3,958*、700W、NVLink 900）；geektopia 的 H200 發表消息；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h200_sxm.yaml @095f58a（141 GiB）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）；價格：alpha-one-index.github.io ai-infra-index（2026-03）；雲端：AWS EC2 Capacity Blocks 定價頁面的副本（sibshop.uat.jiralog.com/ec2/capacityblocks/pricing）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（stas00：「H200 is the same」，即與 H100 SXM 相同）；讀取頻寬：BabelStream Dot 4.48 / 4.8 TB/s，github Azure/AI-benchmarking-guide @7f20e5fa Azure_Results/ND_H200_v5_results.md（Triad 4.15，Copy 4.01）；SM 數：NVIDIA H100 Tensor Core GPU Architecture 白皮書（2022：H100 SXM5 有 132 個，H100 PCIe 有 114 個；H800 SXM、H200 SXM 與 GH200 採用相同的 GH100 配置）</translation>
    </message>
    <message>
        <source>mullet.se L40/L40S datasheet table; github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l40s.yaml @095f58a (nvidia-smi ~46068 MiB usable); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages)</source>
        <translation>mullet.se 的 L40/L40S 規格書表格；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l40s.yaml @095f58a（nvidia-smi 可用約 46068 MiB）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）</translation>
    </message>
    <message>
        <source>Derived from the V100 SXM2 32GB row (gpus.csv notes: 16GB version 2017, AWS p3.2xlarge = 1x V100 16GB); compute/bandwidth identical, only capacity differs; price AWS us-east-1 on-demand list price (2023-May 2025) as published on https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut (not re-read here) and repeated in many public code price tables (g4dn.xlarge 0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an mlprof targets catalog on GitHub, was not identified)</source>
        <translation>由 V100 SXM2 32GB 一列推得（gpus.csv 附註：16GB 版本 2017 年，AWS p3.2xlarge = 1 張 V100 16GB）；算力與頻寬相同，只有容量不同；價格：AWS us-east-1 隨需定價（2023 年至 2025 年 5 月），刊於 https://aws.amazon.com/ec2/pricing/on-demand/，直到 2025 年 6 月 P4/P5 降價為止（本處未重新查核），並見於許多公開程式碼的價格表（g4dn.xlarge 0.526、p3.2xlarge 3.06、p4d 32.77、p4de 40.97、p5 98.32；最初採用的那份表格，即 GitHub 上的 mlprof targets 目錄，未能確認出處）</translation>
    </message>
    <message>
        <source>As the 256 GB row (bandwidth, FLOPS); 512 GB is offered with the 80-core GPU only (Ars Technica&apos;s table); GPU-usable memory: &apos;recommendedMaxWorkingSetSize = 498216.21 MB&apos; on a Mac Studio reporting 512 GiB (LM Studio log, omar16100/llm-benchmark@2e0b53b2d3c0ec8d7c20775254bf1f0a6e379f92 docs/27092026_recovered_gemma4_qwen35_run.md) = 464.0 GiB; power: Apple support 102027 (2025), M3 Ultra 32-core CPU &amp; 80-core GPU, 512GB, 16TB: idle 9 W, max 270 W, as quoted second-hand.</source>
        <translation>同 256 GB 一列（頻寬、FLOPS）；512 GB 只搭配 80 核 GPU（Ars Technica 的表格）；GPU 可用記憶體：回報 512 GiB 的 Mac Studio 上《recommendedMaxWorkingSetSize = 498216.21 MB》（LM Studio 紀錄，omar16100/llm-benchmark@2e0b53b2d3c0ec8d7c20775254bf1f0a6e379f92 docs/27092026_recovered_gemma4_qwen35_run.md）= 464.0 GiB；功耗：Apple 支援文章 102027（2025），M3 Ultra 32 核 CPU、80 核 GPU、512GB、16TB：閒置 9 W，最高 270 W，轉引自第三方。</translation>
    </message>
    <message>
        <source>Bandwidth/memory/TDP: https://www.svethardware.cz/amd-predstavuje-ryzen-ai-max-strix-halo-s-az-16-jadry-a-gpu-se-40-cu/61477 (LPDDR5x-8000, 256-bit interface, 256 GB/s; default TDP 55 W, configurable 45-120 W; Radeon 8060S 40 CU at 2900 MHz) and https://www.purepc.pl/amd-ryzen-ai-max-395-apu-strix-halo-test-recenzja-opinia (review, 2025-03: base TDP 55 W, configurable 45-120 W); GPU clock/CUs: https://techpowerup.com/330548/amd-debuts-ryzen-ai-max-series-strix-halo-soc-up-to-16-zen-5-cores-massive-igpu (2025-01-06: 40 CU, up to 2.90 GHz); FP16/BF16: https://whylucian.github.io/softab/docs/hardware-specs.html (&apos;Peak FP16/BF16 59.4 TFLOPS&apos;, 512 ops/clock/CU x 40 CU x 2.9 GHz) and github lhl/strix-halo-testing@03573bc9b8b6285d1d4232f3ad2a7a1f677b060a llm-bench/README.md (&apos;theoretical 59 FP16 TFLOPS (VPOD/WMMA) on RDNA 3.5&apos;); GPU-usable memory: https://www.amd.com/en/blogs/2025/faqs-amd-variable-graphics-memory-vram-ai-model-sizes-quantization-mcp-more.html (AMD blog, 2025-07-29: &apos;AMD Ryzen AI Max+ 395 (128GB) processor with 96GB of Variable Graphics Memory&apos;).</source>
        <translation>頻寬／記憶體／TDP：https://www.svethardware.cz/amd-predstavuje-ryzen-ai-max-strix-halo-s-az-16-jadry-a-gpu-se-40-cu/61477（LPDDR5x-8000、256-bit 介面、256 GB/s；預設 TDP 55 W，可設定 45-120 W；Radeon 8060S 40 CU，2900 MHz）與 https://www.purepc.pl/amd-ryzen-ai-max-395-apu-strix-halo-test-recenzja-opinia（評測，2025-03：基本 TDP 55 W，可設定 45-120 W）；GPU 時脈／CU 數：https://techpowerup.com/330548/amd-debuts-ryzen-ai-max-series-strix-halo-soc-up-to-16-zen-5-cores-massive-igpu（2025-01-06：40 CU，最高 2.90 GHz）；FP16/BF16：https://whylucian.github.io/softab/docs/hardware-specs.html（&apos;Peak FP16/BF16 59.4 TFLOPS&apos;，512 ops/clock/CU x 40 CU x 2.9 GHz）與 github lhl/strix-halo-testing@03573bc9b8b6285d1d4232f3ad2a7a1f677b060a llm-bench/README.md（&apos;theoretical 59 FP16 TFLOPS (VPOD/WMMA) on RDNA 3.5&apos;）；GPU 可用記憶體：https://www.amd.com/en/blogs/2025/faqs-amd-variable-graphics-memory-vram-ai-model-sizes-quantization-mcp-more.html（AMD 部落格，2025-07-29：&apos;AMD Ryzen AI Max+ 395 (128GB) processor with 96GB of Variable Graphics Memory&apos;）。</translation>
    </message>
    <message>
        <source>Datasheet table (AMD&apos;s MI100 spec table as reproduced): https://www.notebookcheck.net/AMD-announces-CDNA-based-Instinct-MI100-GPU-with-120-CUs-for-HPC-promises-up-to-2-1x-more-performance-per-dollar-compared-to-the-NVIDIA-A100.504329.0.html (2020-11-16: 120 CUs, FP64 11.5, FP32 23.1, FP32 Matrix 46.1, FP16/FP16 Matrix 184.6, Int4/Int8 184.6 TOPS, bFLOAT16 92.3 TFLOPS (all &apos;Peak&apos;), 32 GB HBM2 ECC, 4096-bit, 1.2 GHz, 1.23 TB/s, PCIe Gen4, IF links/bandwidth 3 / 276 GB/s, TDP 300 W, passively cooled); heise report (English republication https://alkhaleejtoday.co/international/5374756/Server-accelerator-AMD-Instinct-MI100-Without-Radeon-but-with-115-FP64.html: four 8 GB HBM2 stacks at 1200 MHz = 1.228 TB/s, 1502 MHz boost, three IF links at 92 GB/s, 276 GB/s in all, &apos;for system integrators from 6400 US dollars&apos;); Tom&apos;s Hardware https://www.tomshardware.com/uk/news/amd-announces-the-instinct-mi100-gpu-cdna-breaks-10-tflops-barrier (2020-11-16: PCIe 4.0 card, 32 GB HBM2, 1.23 TB/s); ROCm docs https://rocm.docs.amd.com/en/latest/_sources/reference/gpu-arch/mi100.md (PCIe Gen4 x16 host link; 4-GPU hive on 23 GT/s IF links; CDNA architecture); price also https://huggingface.co/hardware/mi100 (&apos;MSRP $6.4k&apos;, &apos;Released 2020&apos;); device memory: github 2maz/slurm-monitor@0b32253993e8cd47528567ce29c52af90981ee78 tests/slurm_monitor/devices/test_gpu.py (rocm-smi CSV fixture &apos;Arcturus GL-XL [Instinct MI100]&apos;, &apos;VRAM Total Memory (B)&apos; 34342961152) and https://github.com/ROCm/rocBLAS/issues/1425 (rocblas-bench device line &apos;AMD Instinct MI100 gfx908:sramecc+:xnack- with 34.3 GB memory&apos;, 2025-03) and https://github.com/ROCm/legacy-rocm-build/issues/2722 (rocminfo MI100 pool &apos;Size: 33538048(0x1ffc000) KB&apos;); read/copy bandwidth: https://github.com/ROCm/rocm-amdgpu-bench/issues/4 (2025-02-14, gfx908 with 120 CUs: &apos;HBM BW ... mean:1041.0 GB/sec&apos;; the kernel is a copy, src read + dst written, traffic counted both ways per github ROCm/rocm-amdgpu-bench roofline.cpp @0ba05dc)</source>
        <translation>規格書表格（轉載的 AMD MI100 規格表）：https://www.notebookcheck.net/AMD-announces-CDNA-based-Instinct-MI100-GPU-with-120-CUs-for-HPC-promises-up-to-2-1x-more-performance-per-dollar-compared-to-the-NVIDIA-A100.504329.0.html（2020-11-16：120 個 CU、FP64 11.5、FP32 23.1、FP32 矩陣 46.1、FP16/FP16 矩陣 184.6、Int4/Int8 184.6 TOPS、bFLOAT16 92.3 TFLOPS（皆為 &apos;Peak&apos;）、32 GB HBM2 ECC、4096-bit、1.2 GHz、1.23 TB/s、PCIe Gen4、IF links/bandwidth 3 / 276 GB/s、TDP 300 W、被動散熱）；heise 報導（英文轉載版 https://alkhaleejtoday.co/international/5374756/Server-accelerator-AMD-Instinct-MI100-Without-Radeon-but-with-115-FP64.html：四個 8 GB HBM2 堆疊，1200 MHz = 1.228 TB/s、加速時脈 1502 MHz、three IF links at 92 GB/s, 276 GB/s in all、&apos;for system integrators from 6400 US dollars&apos;）；Tom&apos;s Hardware https://www.tomshardware.com/uk/news/amd-announces-the-instinct-mi100-gpu-cdna-breaks-10-tflops-barrier（2020-11-16：PCIe 4.0 介面卡、32 GB HBM2、1.23 TB/s）；ROCm 文件 https://rocm.docs.amd.com/en/latest/_sources/reference/gpu-arch/mi100.md（PCIe Gen4 x16 主機連結；以 23 GT/s IF 連結互連的 4-GPU 群組；CDNA 架構）；價格另見 https://huggingface.co/hardware/mi100（&apos;MSRP $6.4k&apos;、&apos;Released 2020&apos;）；裝置記憶體：github 2maz/slurm-monitor@0b32253993e8cd47528567ce29c52af90981ee78 tests/slurm_monitor/devices/test_gpu.py（rocm-smi CSV 測試資料 &apos;Arcturus GL-XL [Instinct MI100]&apos;、&apos;VRAM Total Memory (B)&apos; 34342961152）、https://github.com/ROCm/rocBLAS/issues/1425（rocblas-bench 的裝置資訊行 &apos;AMD Instinct MI100 gfx908:sramecc+:xnack- with 34.3 GB memory&apos;，2025-03）與 https://github.com/ROCm/legacy-rocm-build/issues/2722（rocminfo 的 MI100 記憶體池 &apos;Size: 33538048(0x1ffc000) KB&apos;）；讀取／複製頻寬：https://github.com/ROCm/rocm-amdgpu-bench/issues/4（2025-02-14，具 120 個 CU 的 gfx908：&apos;HBM BW ... mean:1041.0 GB/sec&apos;；該核心為複製操作，讀取 src + 寫入 dst，流量按讀寫雙向計算，依據 github ROCm/rocm-amdgpu-bench roofline.cpp @0ba05dc）</translation>
    </message>
    <message>
        <source>GitHub note, github Bit-Part-Young/blog source/_posts/hpc-tutorial.md @8883c84f4b47e00abbb2d046c76ecc35bdb53d65 (SJTU HPC fees as of 2023-05-30), quoting https://docs.hpc.sjtu.edu.cn</source>
        <translation>GitHub 筆記，github Bit-Part-Young/blog source/_posts/hpc-tutorial.md @8883c84f4b47e00abbb2d046c76ecc35bdb53d65（上海交大 HPC 收費，截至 2023-05-30），引自 https://docs.hpc.sjtu.edu.cn</translation>
    </message>
    <message>
        <source>GitHub project plan, github wyh1992995539/Vision-OPD-main docs/vision_opd_21_day_plan.md @03f62cddf51f32fee6981fbc998cc2a0662fd982 (paths /root/autodl-tmp)</source>
        <translation>GitHub 專案計畫，github wyh1992995539/Vision-OPD-main docs/vision_opd_21_day_plan.md @03f62cddf51f32fee6981fbc998cc2a0662fd982（路徑 /root/autodl-tmp）</translation>
    </message>
    <message>
        <source>Google Cloud TPU v5e documentation, https://docs.cloud.google.com/tpu/docs/v5e (&apos;HBM2 capacity and bandwidth | 16 GB, 819 GBps&apos;; &apos;Peak compute per chip (bf16) | 197 TFLOPs&apos;; &apos;Peak compute per chip (Int8) | 393 TOPs&apos;; &apos;Bidirectional inter-chip interconnect (ICI) bandwidth (per chip) | 400 GBps&apos;; &apos;Interconnect topology | 2D torus&apos;; &apos;Chips per host | 8&apos;); year: aiwiki.ai (third party), &apos;introduced in August 2023&apos;.</source>
        <translation>Google Cloud TPU v5e 文件，https://docs.cloud.google.com/tpu/docs/v5e（《HBM2 capacity and bandwidth | 16 GB, 819 GBps》；《Peak compute per chip (bf16) | 197 TFLOPs》；《Peak compute per chip (Int8) | 393 TOPs》；《Bidirectional inter-chip interconnect (ICI) bandwidth (per chip) | 400 GBps》；《Interconnect topology | 2D torus》；《Chips per host | 8》）；年份：aiwiki.ai（第三方），《introduced in August 2023》。</translation>
    </message>
    <message>
        <source>Google Cloud TPU v5p documentation, https://docs.cloud.google.com/tpu/docs/v5p-training (&apos;HBM capacity per chip (GiB) | 95&apos;; &apos;HBM bandwidth per chip (GBps) | 2765&apos;; &apos;Peak compute per chip (BF16) (TFLOPs) | 459&apos;; &apos;(FP8) (TFLOPs) | 459&apos;; &apos;Bidirectional inter-chip interconnect (ICI) bandwidth per chip (GBps) | 1200&apos;; &apos;Interconnect topology | 3D torus&apos;); https://docs.cloud.google.com/tpu/docs/tpu7x (v5p column, the same figures); year: aiwiki.ai (third party), &apos;Announced on December 6, 2023&apos;.</source>
        <translation>Google Cloud TPU v5p 文件，https://docs.cloud.google.com/tpu/docs/v5p-training（《HBM capacity per chip (GiB) | 95》；《HBM bandwidth per chip (GBps) | 2765》；《Peak compute per chip (BF16) (TFLOPs) | 459》；《(FP8) (TFLOPs) | 459》；《Bidirectional inter-chip interconnect (ICI) bandwidth per chip (GBps) | 1200》；《Interconnect topology | 3D torus》）；https://docs.cloud.google.com/tpu/docs/tpu7x（v5p 欄，數值相同）；年份：aiwiki.ai（第三方），《Announced on December 6, 2023》。</translation>
    </message>
    <message>
        <source>Google Cloud TPU v6e documentation, https://docs.cloud.google.com/tpu/docs/v6e (&apos;HBM capacity per chip | 32 GB&apos;; &apos;HBM bandwidth per chip | 1638 GBps&apos;; &apos;Peak compute per chip (bf16) | 918 TFLOPs&apos;; &apos;Peak compute per chip (Int8) | 1836 TOPs&apos;; &apos;Bidirectional inter-chip interconnect (ICI) bandwidth (per chip) | 800 GBps&apos;; &apos;Chips per host | 8&apos;; &apos;connects to the host through a PCIe Gen5 interface&apos;); FP8 918 and &apos;HBM capacity per chip (GiB) | ... | 32&apos; from https://docs.cloud.google.com/tpu/docs/tpu7x (v6e column); year: Google I/O 2024 announcement (indianexpress.com, 2024-05).</source>
        <translation>Google Cloud TPU v6e 文件，https://docs.cloud.google.com/tpu/docs/v6e（《HBM capacity per chip | 32 GB》；《HBM bandwidth per chip | 1638 GBps》；《Peak compute per chip (bf16) | 918 TFLOPs》；《Peak compute per chip (Int8) | 1836 TOPs》；《Bidirectional inter-chip interconnect (ICI) bandwidth (per chip) | 800 GBps》；《Chips per host | 8》；《connects to the host through a PCIe Gen5 interface》）；FP8 918 與 《HBM capacity per chip (GiB) | ... | 32》 取自 https://docs.cloud.google.com/tpu/docs/tpu7x（v6e 欄）；年份：Google I/O 2024 發表（indianexpress.com，2024-05）。</translation>
    </message>
    <message>
        <source>Peaks of the PCIe card: leliyliu/TileStack@d2113415a28109daf0f371a705c54d532628cb5e npus/07-C550硬件规格.md §2.5 (table &apos;C500 PCIe 版 / C500 OAM 版&apos;: PCIe FP16/BF16 240 TFLOPS, INT8 480 TOPS, FP32 vector 15; OAM 280 / 560 / 18, citing blog.csdn.net/qq_23934063/article/details/132473834 and the moark docs) and its §5 (&apos;C500 | PCIe 板卡 | 64 GB | 350 W | MetaXLink 2 / 4 卡互连 | 2024 年量产&apos;); the OAM module&apos;s peaks: Gitee AI docs &apos;Muxi GPU guide&apos; https://ai.gitee.com/docs/compute/domestic-gpu (undated; &apos;根据官方数据显示，沐曦 曦云®C500 OAM 加速卡支持以下主流精度 ... FP32 (vector): 18 TFLOPS ... TF32: 140 TFLOPS FP16: 280 TFLOPS BF16: 280 TFLOPS INT8: 560 TOPS&apos;; &apos;不支持FP8精度&apos;); memory, bandwidth and power: FlagOpen/FlagPerf base/benchmarks/main_memory-capacity/metax/README.md@d4a7f79c42ff74221c328cad9be3f8d0b5c3e5f4 (&apos;产品型号：曦云®C500 64G&apos;, &apos;TDP：350W&apos;, measured allocatable 60.71 of 64GiB) and main_memory-bandwidth/metax/README.md@dd33e59eae51d8ac9e475b956c88aea55bab077b (1376.045GB/s measured of 1.8TB/s rated, 74.6%); measured GEMM: FlagPerf base/benchmarks/computation-BF16/metax/README.md@0de8fcb8a03cc09b6af5c2beb3968d9b83f9422b (BF16 94.2% of the rated peak); PCIe Gen5 x16 and the 4-card interconnect: OpenCloudOS &apos;MetaX deployment practice&apos; https://docs.opencloudos.org/OC9/ai-deployment/GPU-optimization-practice/metax-deployment/ (&apos;PCIe要求支持Gen5 X16&apos;, &apos;C500 4卡互连拓扑&apos;); software: MetaX-MACA/vLLM-metax README.md@03ebb4429e09a546b0f0445118fd376a0c1e493a (&apos;a hardware plugin that enables vLLM to run seamlessly on MetaX GPUs&apos;), MetaX-MACA/mcPytorch README.md@2ee4c34194937f3329cb7ecd27427927dfa3299e (PyTorch 2.8.0, the device as &apos;cuda&apos;), FlagPerf training/metax (DeepSpeed 0.10.0, Megatron-DeepSpeed, FlagScale).</source>
        <translation>PCIe 卡的峰值：leliyliu/TileStack@d2113415a28109daf0f371a705c54d532628cb5e npus/07-C550硬件规格.md §2.5 （表《C500 PCIe 版 / C500 OAM 版》：PCIe 版 FP16/BF16 240 TFLOPS、INT8 480 TOPS、FP32 向量 15；OAM 版 280 / 560 / 18，引用 blog.csdn.net/qq_23934063/article/details/132473834 與 moark 文件）及其 §5（《C500 | PCIe 板卡 | 64 GB | 350 W | MetaXLink 2 / 4 卡互连 | 2024 年量产》）；OAM 模組的峰值：Gitee AI 文件《沐曦 GPU 使用指南》https://ai.gitee.com/docs/compute/domestic-gpu （未註明日期；《根据官方数据显示，沐曦 曦云®C500 OAM 加速卡支持以下主流精度 ... FP32 (vector): 18 TFLOPS ... TF32: 140 TFLOPS FP16: 280 TFLOPS BF16: 280 TFLOPS INT8: 560 TOPS》；《不支持FP8精度》）；記憶體、頻寬與功耗：FlagOpen/FlagPerf base/benchmarks/main_memory-capacity/metax/README.md@d4a7f79c42ff74221c328cad9be3f8d0b5c3e5f4 （《产品型号：曦云®C500 64G》、《TDP：350W》，實測可分配 64GiB 中的 60.71） 與 main_memory-bandwidth/metax/README.md@dd33e59eae51d8ac9e475b956c88aea55bab077b （額定 1.8TB/s，實測 1376.045GB/s，74.6%）；實測 GEMM：FlagPerf base/benchmarks/computation-BF16/metax/README.md@0de8fcb8a03cc09b6af5c2beb3968d9b83f9422b （BF16 為額定峰值的 94.2%）；PCIe Gen5 x16 與 4 卡互連：OpenCloudOS《基於 OpenCloudOS 的沐曦部署實踐》https://docs.opencloudos.org/OC9/ai-deployment/GPU-optimization-practice/metax-deployment/ （《PCIe要求支持Gen5 X16》、《C500 4卡互连拓扑》）；軟體：MetaX-MACA/vLLM-metax README.md@03ebb4429e09a546b0f0445118fd376a0c1e493a （《a hardware plugin that enables vLLM to run seamlessly on MetaX GPUs》），MetaX-MACA/mcPytorch README.md@2ee4c34194937f3329cb7ecd27427927dfa3299e （PyTorch 2.8.0，裝置名為 《cuda》），FlagPerf training/metax（DeepSpeed 0.10.0、Megatron-DeepSpeed、FlagScale）。</translation>
    </message>
    <message>
        <source>Tensor peaks: NVIDIA technical blog &apos;Introducing NVIDIA Jetson Thor, the Ultimate Platform for Physical AI&apos; https://developer.nvidia.com/blog/introducing-nvidia-jetson-thor-the-ultimate-platform-for-physical-ai/ (2025-08), its spec table as transcribed in https://github.com/huggingface/huggingface.js/pull/1710 (2025-08-28: &apos;2070 TFLOPS (Sparse FP4) 1035 TFLOPS (Dense FP4 | Sparse FP8 | Sparse INT8) 517 TFLOPs (Dense FP8 | Sparse FP16)&apos;, &apos;128 GB 256-bit LPDDR5X, 273 GB/s&apos;); FP16 dense 258.5 also https://huggingface.co/hardware/jetson-t5000 (&apos;TFLOPS 258.5&apos;, &apos;Power 130W&apos;, &apos;MSRP $3.5k&apos;, &apos;Released 2025&apos;); GPU config: NVIDIA Developer Forums thread &apos;Clarification on CUDA Core and Tensor Core counts for Jetson AGX Thor&apos; https://forums.developer.nvidia.com/t/356355 (runtime: &apos;NVIDIA Thor&apos;, 20 SMs = 2560 CUDA cores, 32 MiB L2); 40-130 W module range: NVIDIA Jetson Thor product page https://www.nvidia.com/en-us/autonomous-machines/embedded-systems/jetson-thor/ (not re-read for this row; the 130 W maximum is also on huggingface.co/hardware/jetson-t5000); device memory: github changjongkim/thor_gtier@fcb6d5667e6c4ba7b7d923164890d48a3338db03 docs/PLATFORM_NOTES.md (2026-09-22, dev kit p3834-0008, L4T R39.2 / JetPack 7.2, CUDA 13.0: &apos;cudaMemGetInfo reports 104.8 GiB free of 122.8 GiB&apos;) and the same repo&apos;s README (llama.cpp: &apos;Device 0: NVIDIA Thor, compute capability 11.0, VMM: yes, VRAM: 125748 MiB&apos;); read bandwidth: same PLATFORM_NOTES.md (&apos;GPU STREAM-triad, mapped memory 250.2 GB/s&apos;, MAXN + jetson_clocks; 256-bit / 4266 MHz = 273 GB/s theoretical); measured GEMM: https://github.com/zzc0721/torch-performance-test-data/issues/151 (2026-03-21, &apos;NVIDIA Thor&apos;, PyTorch 2.8.0 NV 25.08 build: BF16 4096x4096 135.37 TFLOPS, FP16 best 121.46, TF32 59.50, FP32 6.37) and https://github.com/mlc-ai/TIRx-kernels/pull/160 (2026-09-05, sm_110a 20 SM: BF16 4096^3 1,124.945 us = 122.2 TFLOP/s TIRx, 1,693.179 us = 81.2 TFLOP/s cuBLAS); LLM throughput: github antirez/ds4@2374c64073dbfd55b0310fe2b88cd2f2f9a3a8b9 speed-bench/jetson_agx_thor.csv (PR #788) and NVIDIA TensorRT Edge-LLM benchmarks https://nvidia.github.io/TensorRT-Edge-LLM/user_guide/performance/performance-benchmarks.html (SDK 0.4.0) and https://nvidia.github.io/TensorRT-Edge-LLM/latest/user_guide/performance/performance-benchmarks.html (SDK 0.7.0), both &apos;NVIDIA Jetson AGX Thor Developer Kit (Blackwell, SM110)&apos;; release: NVIDIA JetPack 7.0 / Jetson Linux 38.2 downloads page https://developer.nvidia.com/embedded/jetpack/downloads/archive-7.0.md (installer dated 2025-08-22) and https://docs.nvidia.com/jetson/agx-thor-devkit/user-guide/latest (dev kit, T5000 SoM)</source>
        <translation>張量運算峰值：NVIDIA 技術部落格 &apos;Introducing NVIDIA Jetson Thor, the Ultimate Platform for Physical AI&apos; https://developer.nvidia.com/blog/introducing-nvidia-jetson-thor-the-ultimate-platform-for-physical-ai/（2025-08），其規格表轉錄於 https://github.com/huggingface/huggingface.js/pull/1710（2025-08-28：&apos;2070 TFLOPS (Sparse FP4) 1035 TFLOPS (Dense FP4 | Sparse FP8 | Sparse INT8) 517 TFLOPs (Dense FP8 | Sparse FP16)&apos;、&apos;128 GB 256-bit LPDDR5X, 273 GB/s&apos;）；FP16 稠密 258.5 另見 https://huggingface.co/hardware/jetson-t5000（&apos;TFLOPS 258.5&apos;、&apos;Power 130W&apos;、&apos;MSRP $3.5k&apos;、&apos;Released 2025&apos;）；GPU 組態：NVIDIA 開發者論壇討論串 &apos;Clarification on CUDA Core and Tensor Core counts for Jetson AGX Thor&apos; https://forums.developer.nvidia.com/t/356355（執行階段：&apos;NVIDIA Thor&apos;、20 個 SM = 2560 個 CUDA 核心、32 MiB L2 快取）；40-130 W 模組功耗範圍：NVIDIA Jetson Thor 產品頁面 https://www.nvidia.com/en-us/autonomous-machines/embedded-systems/jetson-thor/（本列未重新查閱；130 W 上限亦見於 huggingface.co/hardware/jetson-t5000）；裝置記憶體：github changjongkim/thor_gtier@fcb6d5667e6c4ba7b7d923164890d48a3338db03 docs/PLATFORM_NOTES.md（2026-09-22，開發套件 p3834-0008，L4T R39.2 / JetPack 7.2，CUDA 13.0：&apos;cudaMemGetInfo reports 104.8 GiB free of 122.8 GiB&apos;）與同一儲存庫的 README（llama.cpp：&apos;Device 0: NVIDIA Thor, compute capability 11.0, VMM: yes, VRAM: 125748 MiB&apos;）；讀取頻寬：同一份 PLATFORM_NOTES.md（&apos;GPU STREAM-triad, mapped memory 250.2 GB/s&apos;，MAXN + jetson_clocks；256-bit / 4266 MHz = 273 GB/s（理論值））；實測 GEMM：https://github.com/zzc0721/torch-performance-test-data/issues/151（2026-03-21，&apos;NVIDIA Thor&apos;，PyTorch 2.8.0 NV 25.08 建置版本：BF16 4096x4096 135.37 TFLOPS、FP16 最佳 121.46、TF32 59.50、FP32 6.37）與 https://github.com/mlc-ai/TIRx-kernels/pull/160（2026-09-05，sm_110a 20 個 SM：BF16 4096^3，TIRx 為 1,124.945 us = 122.2 TFLOP/s，cuBLAS 為 1,693.179 us = 81.2 TFLOP/s）；LLM 吞吐量：github antirez/ds4@2374c64073dbfd55b0310fe2b88cd2f2f9a3a8b9 speed-bench/jetson_agx_thor.csv（PR #788），以及 NVIDIA TensorRT Edge-LLM 基準測試 https://nvidia.github.io/TensorRT-Edge-LLM/user_guide/performance/performance-benchmarks.html（SDK 0.4.0）與 https://nvidia.github.io/TensorRT-Edge-LLM/latest/user_guide/performance/performance-benchmarks.html（SDK 0.7.0），兩者的測試平台皆為 &apos;NVIDIA Jetson AGX Thor Developer Kit (Blackwell, SM110)&apos;；發表：NVIDIA JetPack 7.0 / Jetson Linux 38.2 下載頁面 https://developer.nvidia.com/embedded/jetpack/downloads/archive-7.0.md（安裝程式日期為 2025-08-22）與 https://docs.nvidia.com/jetson/agx-thor-devkit/user-guide/latest（開發套件，T5000 SoM）</translation>
    </message>
    <message>
        <source>archive-lib.hpctech.co.jp NVIDIA H100 SXM/PCIe table (HBM2e, 2000 GB/s, 300-350W, NVLink 600GB/s); manuals.plus H100 PCIe product brief PB-11133-001 (350W); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_pcie.yaml @095f58a (756.5 dense); cloud Lambda Cloud list price via github skypilot-org/skypilot-catalog catalogs/v6/lambda/vms.csv @098741e (undated snapshot, ~2024-25); SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too)</source>
        <translation>archive-lib.hpctech.co.jp 的 NVIDIA H100 SXM/PCIe 規格表（HBM2e、2000 GB/s、300-350W、NVLink 600GB/s）；manuals.plus 的 H100 PCIe 產品簡介 PB-11133-001（350W）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_pcie.yaml @095f58a（稠密 756.5）；雲端：Lambda Cloud 牌價，經 github skypilot-org/skypilot-catalog catalogs/v6/lambda/vms.csv @098741e（未註明日期的快照，約 2024-25）；SM 數：NVIDIA H100 Tensor Core GPU Architecture 白皮書（2022：H100 SXM5 有 132 個，H100 PCIe 有 114 個；H800 SXM、H200 SXM 與 GH200 採用相同的 GH100 配置）</translation>
    </message>
    <message>
        <source>baseten.co/blog/nvidia-a10-vs-a10g-for-ml-model-inference (same 24GB/600GB/s as A10, lower tensor throughput); tensor TFLOPS derived: 80 SMs x 512 FLOP/clk x ~1.71 GHz; price AWS us-east-1 on-demand list price (2023-May 2025) as published on https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut (not re-read here) and repeated in many public code price tables (g4dn.xlarge 0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an mlprof targets catalog on GitHub, was not identified)</source>
        <translation>baseten.co/blog/nvidia-a10-vs-a10g-for-ml-model-inference（與 A10 同為 24GB/600GB/s，張量算力較低）；張量 TFLOPS 推算：80 個 SM × 512 FLOP/時脈 × 約 1.71 GHz；價格：AWS us-east-1 隨需定價（2023 年至 2025 年 5 月），刊於 https://aws.amazon.com/ec2/pricing/on-demand/，直到 2025 年 6 月 P4/P5 降價為止（本處未重新查核），並見於許多公開程式碼的價格表（g4dn.xlarge 0.526、p3.2xlarge 3.06、p4d 32.77、p4de 40.97、p5 98.32；最初採用的那份表格，即 GitHub 上的 mlprof targets 目錄，未能確認出處）</translation>
    </message>
    <message>
        <source>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a (910B 2023, 400 W, 64G HBM2e, HCCS 56 GB/s one-to-one / 392 GB/s total, FP16 320, INT8 640); github gameofdimension/limulidae README.md @19e5996522845cc0efc2bf031dbe4ea518ff54f8 (measured BF16 GEMM 328 TFLOPS; 2-card all_reduce 18 GB/s)</source>
        <translation>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a（910B，2023 年，400 W，64G HBM2e，HCCS 點對點 56 GB/s、總計 392 GB/s，FP16 320，INT8 640）；github gameofdimension/limulidae README.md @19e5996522845cc0efc2bf031dbe4ea518ff54f8（實測 BF16 GEMM 328 TFLOPS；雙卡 all_reduce 18 GB/s）</translation>
    </message>
    <message>
        <source>github Enddonkey/MiniOneRec-Reproduction README.md @168264101d160b5dc6a1b3681924f348b5606c85 - MiniOneRec reproduction cost note (AutoDL A800 ~6-8 CNY/h)</source>
        <translation>github Enddonkey/MiniOneRec-Reproduction README.md @168264101d160b5dc6a1b3681924f348b5606c85 — MiniOneRec 重現成本附註（AutoDL A800 約每小時 6–8 人民幣）</translation>
    </message>
    <message>
        <source>github astroC86/gpu-datasheet README.md (NVIDIA H800 datasheet: 80GB, 3.35 TB/s, 1979 BF16 sparse, 3958 FP8 sparse); github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512 (H800: 3350 GB/s, 989 FP16, NVLink 400); DeepSeek-V3 report §3.1 (NVLink 400 GB/s); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (H100 SXM 80.3%, same GH100 die); stream bandwidth: the H100 SXM&apos;s BabelStream Dot, 3.18 of 3.35 TB/s (github Azure/AI-benchmarking-guide @f350e7e6 &apos;Azure Results/ND_H100_v5_results.md&apos;), same GH100 die and HBM3; SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too)</source>
        <translation>github astroC86/gpu-datasheet README.md（NVIDIA H800 規格表：80GB，3.35 TB/s，BF16 稀疏 1979，FP8 稀疏 3958）；github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512（H800：3350 GB/s，FP16 989，NVLink 400）；DeepSeek-V3 技術報告 §3.1（NVLink 400 GB/s）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（最大可達矩陣乘法 FLOPS 表，BF16）（H100 SXM 80.3%，同為 GH100 晶片）；串流頻寬：H100 SXM 的 BabelStream Dot，3.18 / 3.35 TB/s（github Azure/AI-benchmarking-guide @f350e7e6 「Azure Results/ND_H100_v5_results.md」），相同的 GH100 晶片與 HBM3；SM 數：NVIDIA H100 Tensor Core GPU Architecture 白皮書（2022：H100 SXM5 有 132 個，H100 PCIe 有 114 個；H800 SXM、H200 SXM 與 GH200 採用相同的 GH100 配置）</translation>
    </message>
    <message>
        <source>github atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/gh200_specs.md @ff052946489e8bb55dce164802bdb7c01251fde6 (NVIDIA GH200 datasheet); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (GH200 83.8%, 900 W 141GB HBM3e version); SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too)</source>
        <translation>github atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/gh200_specs.md @ff052946489e8bb55dce164802bdb7c01251fde6（NVIDIA GH200 規格書）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（GH200 83.8%，900 W、141GB HBM3e 版本）；SM 數：NVIDIA H100 Tensor Core GPU Architecture 白皮書（2022：H100 SXM5 有 132 個，H100 PCIe 有 114 個；H800 SXM、H200 SXM 與 GH200 採用相同的 GH100 配置）</translation>
    </message>
    <message>
        <source>github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512 (NVIDIA_H20_SXM5_141GB: 4800 GB/s, FP16 148e12, INT8 296e12, 141 GB, interconnect 900)</source>
        <translation>github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512（NVIDIA_H20_SXM5_141GB：4800 GB/s，FP16 148e12，INT8 296e12，141 GB，互連 900）</translation>
    </message>
    <message>
        <source>github iree-org/iree@009c008dc39208c9aba98051bb6ab7b2d7d88e20 compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp (ChipDetails, comment: &apos;&quot;AMD Instinct MI350 Series Product Offerings&quot; in Page 18 of https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf&apos;) (mi355x: 8.0 TB/s; FP32 157.3, FP16 2500, Int8 5000, FP8 5000, FP6 10000, FP4 10000); github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md (mirror of stas00/ml-engineering; &apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;) (AMD MI355X: fp32 157.3, fp16 2500, bf16 2500, fp8 5000, int8 5000, fp6 10100, fp4 10100; note 22: &apos;these are AMD&apos;s dense figures&apos;; MAMF BF16 row &apos;AMD MI355X 1565.0 | 2300 | 68.0% | 12288x8192x8192 | 2.8.0+rocm7.0.2&apos;); https://github.com/verl-project/verl/pull/6942 (&apos;MI355X (2.5 PFLOPS dense)&apos; BF16/FP16); https://rocm.docs.amd.com/en/7.13.0-preview/reference/gpu-specs.html (VRAM (GiB) 288 for MI355X and MI350X); https://www.tomshardware.com/pc-components/gpus/amds-instinct-mi355x-accelerator-will-consume-1-400-watts (&apos;MI350X module with a 1000W power consumption ... MI355X ... up to 1400W&apos;; &apos;Both SKUs will come with 288GB HBM3E memory that will offer up to 8 TB/s&apos;); https://raw.githubusercontent.com/mlcommons/inference_results_v6.0/main/closed/AMD/results/87xMI355X_22xEPYC_9575F/summary.html (&apos;accelerator_host_interconnect | PCIe Gen 5 x16&apos;, &apos;accelerator_interconnect | XGMI&apos;); https://aiwiki.ai/wiki/amd_instinct_mi355x (announced 2025-06-12, GA October 2025) ; interconnect 1075.2 GB/s bidirectional = 7 xGMI links x 153.6 GB/s (github olcf/olcf-user-docs@039cb1a systems/lux_user_guide.rst: 153.6 GB/s per link; TechPowerUp 2025-06; the CDNA 4 white paper&apos;s 7 links at 38.4 Gbps a lane), checked against RCCL all-reduce busbw on 8 GPUs: MI355X 407.26 GB/s at 8 GiB (github oracle-quickstart/oci-gpu-quickstarts@2dbe853), MI350X 367.51 GB/s (AMD&apos;s acceptance docs, pass mark &gt;= 350), where 0.71 x 537.6 = 382</source>
        <translation>github iree-org/iree@009c008dc39208c9aba98051bb6ab7b2d7d88e20 compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp（ChipDetails，註解：&apos;&quot;AMD Instinct MI350 Series Product Offerings&quot; in Page 18 of https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf&apos;）（mi355x：8.0 TB/s；FP32 157.3、FP16 2500、Int8 5000、FP8 5000、FP6 10000、FP4 10000）；github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md（stas00/ml-engineering 的鏡像；&apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;）（AMD MI355X：fp32 157.3、fp16 2500、bf16 2500、fp8 5000、int8 5000、fp6 10100、fp4 10100；註 22：&apos;these are AMD&apos;s dense figures&apos;；MAMF BF16 列：&apos;AMD MI355X 1565.0 | 2300 | 68.0% | 12288x8192x8192 | 2.8.0+rocm7.0.2&apos;）；https://github.com/verl-project/verl/pull/6942（&apos;MI355X (2.5 PFLOPS dense)&apos;，BF16/FP16）；https://rocm.docs.amd.com/en/7.13.0-preview/reference/gpu-specs.html（MI355X 與 MI350X 的 VRAM（GiB）均為 288）；https://www.tomshardware.com/pc-components/gpus/amds-instinct-mi355x-accelerator-will-consume-1-400-watts（&apos;MI350X module with a 1000W power consumption ... MI355X ... up to 1400W&apos;；&apos;Both SKUs will come with 288GB HBM3E memory that will offer up to 8 TB/s&apos;）；https://raw.githubusercontent.com/mlcommons/inference_results_v6.0/main/closed/AMD/results/87xMI355X_22xEPYC_9575F/summary.html（&apos;accelerator_host_interconnect | PCIe Gen 5 x16&apos;、&apos;accelerator_interconnect | XGMI&apos;）；https://aiwiki.ai/wiki/amd_instinct_mi355x（2025-06-12 發表，2025 年 10 月正式上市）；互連 1075.2 GB/s 雙向 = 7 條 xGMI 鏈路 × 153.6 GB/s（github olcf/olcf-user-docs@039cb1a systems/lux_user_guide.rst：每條鏈路 153.6 GB/s；TechPowerUp 2025-06；CDNA 4 白皮書：7 條鏈路，每通道 38.4 Gbps），以 8 張 GPU 上 RCCL all-reduce 匯流排頻寬核對：MI355X 在 8 GiB 時 407.26 GB/s（github oracle-quickstart/oci-gpu-quickstarts@2dbe853），MI350X 367.51 GB/s（AMD 驗收文件，合格線 &gt;= 350），而 0.71 × 537.6 = 382</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (2250 bf16, 4500 fp8, 9000 fp4, 80 fp32, 180GB, 8 TB/s; cites DGX B200 datasheet); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/b200_sxm.yaml @095f58a (7.7 TB/s, 180 GiB, 1000W, NVLink 900 GB/s per direction); price alpha-one-index.github.io ai-infra-index (2026-03); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); SMs: Chips and Cheese, &apos;Nvidia&apos;s B200: Keeping the CUDA Juggernaut Rolling&apos; (2025-12: 148, 74 of 80 a die)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）（2250 bf16、4500 fp8、9000 fp4、80 fp32、180GB、8 TB/s；引用 DGX B200 規格書）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/b200_sxm.yaml @095f58a（7.7 TB/s、180 GiB、1000W、NVLink 每方向 900 GB/s）；價格：alpha-one-index.github.io ai-infra-index（2026-03）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；SM 數：Chips and Cheese《Nvidia&apos;s B200: Keeping the CUDA Juggernaut Rolling》（2025-12：148 個，每顆晶粒 80 個中啟用 74 個）</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (note 23: per-chip 2500/5000/10000, 186GB, 8 TB/s); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/gb200.yaml @095f58a (1200W, nvidia-smi ~189471 MiB, 900 GB/s/dir NVLink); hmc-tech GB200 (2700W superchip); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); host link: github Azure/AI-benchmarking-guide @2a370be Azure_Results/ND_GB200_v6_results.md (nvbandwidth on ND GB200 v6: host to device 201 GB/s, device to host 193 GB/s)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）（註 23：每顆晶片 2500/5000/10000、186GB、8 TB/s）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/gb200.yaml @095f58a（1200W、nvidia-smi 約 189471 MiB、NVLink 每方向 900 GB/s）；hmc-tech 的 GB200 資料（超級晶片 2700W）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；主機連結：github Azure/AI-benchmarking-guide @2a370be Azure_Results/ND_GB200_v6_results.md（ND GB200 v6 上的 nvbandwidth：主機到裝置 201 GB/s，裝置到主機 193 GB/s）</translation>
    </message>
    <message>
        <source>glennklockwood.com/garden/processors/h100 (989.4 dense, 3.35 TB/s, 900 GB/s NVLink, 700W); archive-lib.hpctech.co.jp NVIDIA H100 table; github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml @095f58a; github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price awesomeagents.ai / alpha-one-index AI infra index (2026-03); cloud June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com &amp; compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved; MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); read bandwidth: BabelStream Dot 3.18 of 3.35 TB/s, github Azure/AI-benchmarking-guide @f350e7e6 &apos;Azure Results/ND_H100_v5_results.md&apos; (Triad 2.97, Copy 2.90); SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too); CUDA-reported total 79.19 GiB: github llm-d-incubation/llm-d-planner @2d557dcaab965f16c7f9081b1e90db2b80532e7d docs/accuracy/vllm-v0.19.0-accuracy-report.md (&apos;H100 physical VRAM is 79.19 GiB&apos;); vLLM start-up logs &apos;Free memory on device (78.57/79.18 GiB)&apos; (github llm-d/llm-d-benchmark @4f4d44943c39b76b28e30dfa1fb0dfaf1ee894b5 config_explorer/empirical-vllm-memory-results.md)</source>
        <translation>glennklockwood.com/garden/processors/h100（稠密 989.4、3.35 TB/s、NVLink 900 GB/s、700W）；archive-lib.hpctech.co.jp 的 NVIDIA H100 規格表；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml @095f58a；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）；價格：awesomeagents.ai／alpha-one-index 的 AI 基礎設施指數（2026-03）；雲端：2025 年 6 月 AWS 隨選價格調降（P5 最多約 45%，P4 約 33%），據二手來源：codesota.com 與 compux.net（p5 每 GPU 小時 $6.88）、usage.ai、github carsonpo/gpus costs/aws.md（p4d 每小時約 $22，p4de 每小時約 $27）；未取得 AWS 公告原文；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；讀取頻寬：BabelStream Dot 3.18 / 3.35 TB/s，github Azure/AI-benchmarking-guide @f350e7e6 「Azure Results/ND_H100_v5_results.md」（Triad 2.97，Copy 2.90）；SM 數：NVIDIA H100 Tensor Core GPU Architecture 白皮書（2022：H100 SXM5 有 132 個，H100 PCIe 有 114 個；H800 SXM、H200 SXM 與 GH200 採用相同的 GH100 配置）；CUDA 回報的總量 79.19 GiB：github llm-d-incubation/llm-d-planner @2d557dcaab965f16c7f9081b1e90db2b80532e7d docs/accuracy/vllm-v0.19.0-accuracy-report.md（「H100 physical VRAM is 79.19 GiB」）；vLLM 啟動記錄「Free memory on device (78.57/79.18 GiB)」（github llm-d/llm-d-benchmark @4f4d44943c39b76b28e30dfa1fb0dfaf1ee894b5 config_explorer/empirical-vllm-memory-results.md）</translation>
    </message>
    <message>
        <source>https://bizon-tech.com/bizon-zx9000.html as quoted by the &apos;CMIS Daily report generator&apos;, github Gavinzll/compute-market-report scripts/generate_cmis_daily.py (an earlier version than @03986ed83b0aa5ebc0a8b0a92144bd02450c22da; that version&apos;s commit not identified)</source>
        <translation>https://bizon-tech.com/bizon-zx9000.html，引自「CMIS Daily report generator」，github Gavinzll/compute-market-report scripts/generate_cmis_daily.py（比 @03986ed83b0aa5ebc0a8b0a92144bd02450c22da 更早的版本；該版本的 commit 未能確認）</translation>
    </message>
    <message>
        <source>https://m.smm.cn/news/detail/103972174 and https://news.smm.cn/live/metal/143 (SMM) as quoted in the &apos;CMIS Daily report generator&apos;, github Gavinzll/compute-market-report scripts/generate_cmis_daily.py @03986ed83b0aa5ebc0a8b0a92144bd02450c22da (its RunPod and Vast.ai figures from https://www.runpod.io/pricing and https://vast.ai/pricing)</source>
        <translation>https://m.smm.cn/news/detail/103972174 與 https://news.smm.cn/live/metal/143（上海有色網 SMM），引自「CMIS Daily report generator」，github Gavinzll/compute-market-report scripts/generate_cmis_daily.py @03986ed83b0aa5ebc0a8b0a92144bd02450c22da（其中 RunPod 與 Vast.ai 數字取自 https://www.runpod.io/pricing 與 https://vast.ai/pricing）</translation>
    </message>
    <message>
        <source>https://matpool.com/host-market , https://www.autodl.com/price , https://openbayes.com as quoted in a 2026 GitHub rental guide, github zhaohaoming-commits/embodied-policy-lab docs/cloud_gpu_guide.md @e60262508a4c82690be09608b931c3573bb74226 (updated 2026-08-09)</source>
        <translation>https://matpool.com/host-market、https://www.autodl.com/price、https://openbayes.com，引自一份 2026 年的 GitHub 租用指南，github zhaohaoming-commits/embodied-policy-lab docs/cloud_gpu_guide.md @e60262508a4c82690be09608b931c3573bb74226（2026-08-09 更新）</translation>
    </message>
    <message>
        <source>leliyliu/TileStack@d2113415a28109daf0f371a705c54d532628cb5e npus/07-C550硬件规格.md (2026-08-03: the vendor&apos;s product pages metax-tech.com/prod.html?cid=107&amp;id=35 and cid=110&amp;id=44 as it quotes them — OAM 1.5/2.0 module, 64 GB with ECC, MetaXLink 8 cards fully connected &apos;up to 896 GB/s&apos;, 450 W, 8 a server, PCIe 5.0 x16, no FP8; its measurements on 8 cards — mx-smi HBM2e, memoryBusWidth 4096 at 1800 MHz (1,843 GB/s), 7 MetaXLink links a card, mccl_tests all-reduce 188 GB/s algbw / 329 GB/s busbw at 1 GB) and docs/metax_c550_integration.md @ff7873e1dd4f73b0fbf25b62783925b0ef79e99f (2026-08-18, MACA 3.7.1.17, torch 2.8.0+metax: GEMM 8192³ FP16 275.03 TFLOPS, BF16 269.34; torch copy 1,429 GB/s, add 1,480 GB/s); the 280 TFLOPS BF16/FP16 peak is the C500 OAM module&apos;s vendor figure (ai.gitee.com/docs/compute/domestic-gpu), the C550 being the same XCORE chip on an OAM module; memory seen by mx-smi: PaddlePaddle/PaddleNLP@e0064ad939f222fe4cbb86e79dbff59760d2314c llm/devices/metax/llama/README.md (8 × MXC550, 65536 MiB, 2024-09-23)</source>
        <translation>leliyliu/TileStack@d2113415a28109daf0f371a705c54d532628cb5e npus/07-C550硬件规格.md（2026-08-03：其引述的廠商產品頁 metax-tech.com/prod.html?cid=107&amp;id=35 與 cid=110&amp;id=44——OAM 1.5/2.0 模組、64 GB 含 ECC、MetaXLink 8 卡全互連《最高 896 GB/s》、450 W、每台伺服器 8 張、PCIe 5.0 x16、無 FP8；其在 8 張卡上的實測——mx-smi 顯示 HBM2e、memoryBusWidth 4096 於 1800 MHz（1,843 GB/s）、每張卡 7 條 MetaXLink、mccl_tests 1 GB all-reduce 演算法頻寬 188 GB/s、匯流排頻寬 329 GB/s）與 docs/metax_c550_integration.md @ff7873e1dd4f73b0fbf25b62783925b0ef79e99f（2026-08-18，MACA 3.7.1.17，torch 2.8.0+metax：GEMM 8192³ FP16 275.03 TFLOPS、BF16 269.34；torch copy 1,429 GB/s、add 1,480 GB/s）；BF16/FP16 峰值 280 TFLOPS 為 C500 OAM 模組的廠商數據（ai.gitee.com/docs/compute/domestic-gpu），C550 為同一 XCORE 晶片的 OAM 模組；mx-smi 所見記憶體：PaddlePaddle/PaddleNLP@e0064ad939f222fe4cbb86e79dbff59760d2314c llm/devices/metax/llama/README.md（8 × MXC550，65536 MiB，2024-09-23）</translation>
    </message>
    <message>
        <source>networkoutlet T4 spec table (16GB GDDR6, 65 TFLOPS FP16, 130 TOPS INT8, 70W); sysrqmts TU104 db (320 GB/s, 8.141 FP32, PCIe 3.0); price AWS us-east-1 on-demand list price (2023-May 2025) as published on https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut (not re-read here) and repeated in many public code price tables (g4dn.xlarge 0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an mlprof targets catalog on GitHub, was not identified)</source>
        <translation>networkoutlet T4 規格表（16GB GDDR6，FP16 65 TFLOPS，INT8 130 TOPS，70W）；sysrqmts TU104 資料庫（320 GB/s，FP32 8.141，PCIe 3.0）；價格：AWS us-east-1 隨需定價（2023 年至 2025 年 5 月），刊於 https://aws.amazon.com/ec2/pricing/on-demand/，直到 2025 年 6 月 P4/P5 降價為止（本處未重新查核），並見於許多公開程式碼的價格表（g4dn.xlarge 0.526、p3.2xlarge 3.06、p4d 32.77、p4de 40.97、p5 98.32；最初採用的那份表格，即 GitHub 上的 mlprof targets 目錄，未能確認出處）</translation>
    </message>
    <message>
        <source>networkoutlet T4 spec table (16GB GDDR6, 65 TFLOPS FP16, 130 TOPS INT8, 70W); sysrqmts TU104 db (320 GB/s, 8.141 FP32, PCIe 3.0); price AWS us-east-1 on-demand list price (2023-May 2025) as published on https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut (not re-read here) and repeated in many public code price tables (g4dn.xlarge 0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an mlprof targets catalog on GitHub, was not identified); measured GEMM: NVIDIA Developer Forums thread 264462 &apos;About GPU peak performance&apos; (2023-08: cuBLAS FP16 4096^3 over 100 iterations about 24 TFLOPS; NVIDIA&apos;s reply: power capping to the T4&apos;s ~70 W)</source>
        <translation>networkoutlet T4 規格表（16GB GDDR6，FP16 65 TFLOPS，INT8 130 TOPS，70W）；sysrqmts TU104 資料庫（320 GB/s，FP32 8.141，PCIe 3.0）；價格：AWS us-east-1 隨需定價（2023 年至 2025 年 5 月），刊於 https://aws.amazon.com/ec2/pricing/on-demand/，直到 2025 年 6 月 P4/P5 降價為止（本處未重新查核），並見於許多公開程式碼的價格表（g4dn.xlarge 0.526、p3.2xlarge 3.06、p4d 32.77、p4de 40.97、p5 98.32；最初採用的那份表格，即 GitHub 上的 mlprof targets 目錄，未能確認出處）；實測矩陣乘法：NVIDIA 開發者論壇討論串 264462「About GPU peak performance」（2023-08：cuBLAS FP16 4096^3 跑 100 次約 24 TFLOPS；NVIDIA 的回覆：T4 約 70 W 的功耗上限）</translation>
    </message>
    <message>
        <source>saulelectric H200 page (600W PCIe version); compute figures by analogy with H100 NVL (NVIDIA lists 1,671*/3,341* sparse) - not directly retrieved</source>
        <translation>saulelectric 的 H200 頁面（600W PCIe 版本）；算力數值參照 H100 NVL 類推（NVIDIA 標示稀疏 1,671*/3,341*）——未直接取得</translation>
    </message>
    <message>
        <source>servethehome RTX A6000 (48GB GDDR6 ECC, 768 GB/s, 300W, NVLink 112.5 GB/s); llmperf.net A6000 summary citing Microway (154.8 dense / 309.7 sparse); sysrqmts (38.71 FP32, $4,649 launch); cloud Lambda Cloud list price via github skypilot-org/skypilot-catalog catalogs/v6/lambda/vms.csv @098741e (undated snapshot, ~2024-25)</source>
        <translation>servethehome 的 RTX A6000 資料（48GB GDDR6 ECC、768 GB/s、300W、NVLink 112.5 GB/s）；llmperf.net 引用 Microway 的 A6000 摘要（稠密 154.8／稀疏 309.7）；sysrqmts（38.71 FP32、上市價 $4,649）；雲端：Lambda Cloud 牌價，經 github skypilot-org/skypilot-catalog catalogs/v6/lambda/vms.csv @098741e（未註明日期的快照，約 2024-25）</translation>
    </message>
    <message>
        <source>spheron.network RTX 5090 datasheet (170 SMs, 1,792 GB/s, 838.4 FP16 sparse, 1,676.8 FP8 sparse, 3,352 FP4 sparse, 575W, Gen5); pocketmags Linux Format review (104 FP32, 575W); hmc-tech.com (4x RTX 5090 $7,996, 2025)</source>
        <translation>spheron.network 的 RTX 5090 規格書（170 個 SM、1,792 GB/s、FP16 稀疏 838.4、FP8 稀疏 1,676.8、FP4 稀疏 3,352、575W、Gen5）；pocketmags 上的 Linux Format 評測（104 FP32、575W）；hmc-tech.com（4 張 RTX 5090 $7,996，2025）</translation>
    </message>
    <message>
        <source>sysrqmts RTX 3060 (12GB GDDR6, 360 GB/s, 12.74 TFLOPS, 28 SMs @1.777 GHz, $329); pcpartdb (170W); tensor derived: 28 SM x 512 FLOP/clk x 1.777 GHz</source>
        <translation>sysrqmts 的 RTX 3060 資料（12GB GDDR6、360 GB/s、12.74 TFLOPS、28 個 SM @1.777 GHz、$329）；pcpartdb（170W）；Tensor 數值推算：28 SM x 512 FLOP/clk x 1.777 GHz</translation>
    </message>
    <message>
        <source>thundercompute A100 spec table (2,039 GB/s, 400W, NVLink 600GB/s); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml @095f58a (80 GiB); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price mercatus-ai.com A100 vs H100 vs H200 (refurb/used $8-15k, 2026); cloud June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com &amp; compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved</source>
        <translation>thundercompute 的 A100 規格表（2,039 GB/s、400W、NVLink 600GB/s）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml @095f58a（80 GiB）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）；價格：mercatus-ai.com 的 A100、H100、H200 比較（翻新／二手 $8-15k，2026）；雲端：2025 年 6 月 AWS 隨選價格調降（P5 最多約 45%，P4 約 33%），據二手來源：codesota.com 與 compux.net（p5 每 GPU 小時 $6.88）、usage.ai、github carsonpo/gpus costs/aws.md（p4d 每小時約 $22，p4de 每小時約 $27）；未取得 AWS 公告原文</translation>
    </message>
    <message>
        <source>thundercompute A100 spec table (2,039 GB/s, 400W, NVLink 600GB/s); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml @095f58a (80 GiB); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price mercatus-ai.com A100 vs H100 vs H200 (refurb/used $8-15k, 2026); cloud June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com &amp; compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved; MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); read bandwidth: BabelStream&apos;s best kernel, Dot 1.75 of 2.039 TB/s, github Azure/AI-benchmarking-guide @3bb66cac Azure_Results/ND_A100_v4_results.md (A100-SXM4-80GB; te42kyfo/gpu-benches @cdcc732d cuda-stream/a100_80.txt reads 1,769 GB/s on an A100 80GB whose form factor it does not state: not used); SMs: NVIDIA A100 Tensor Core GPU Architecture whitepaper (2020: 108 of the GA100&apos;s 128); CUDA-reported total 79.25 GiB: PyTorch&apos;s out-of-memory message on an A100 80GB, &apos;GPU 0; 79.25 GiB total capacity&apos; (github levihsu/OOTDiffusion issue #235, 2025-03-17); vLLM 0.10.1.1&apos;s KV cache pools on an A100 80GB at 0.5 and 0.25 come out at it to 0.01 GiB (github dennislee22/vLLM-benchmarking log/vllm-7B-1gpuA10080GB-0.5GRAM.log @608c86e9: 24.83 GiB)</source>
        <translation>thundercompute 的 A100 規格表（2,039 GB/s、400W、NVLink 600GB/s）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml @095f58a（80 GiB）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 與記憶體表格，引用廠商規格頁）；價格：mercatus-ai.com 的 A100、H100、H200 比較（翻新／二手 $8-15k，2026）；雲端：2025 年 6 月 AWS 隨選價格調降（P5 最多約 45%，P4 約 33%），據二手來源：codesota.com 與 compux.net（p5 每 GPU 小時 $6.88）、usage.ai、github carsonpo/gpus costs/aws.md（p4d 每小時約 $22，p4de 每小時約 $27）；未取得 AWS 公告原文；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；讀取頻寬：BabelStream 最佳的核心 Dot 1.75 / 2.039 TB/s，github Azure/AI-benchmarking-guide @3bb66cac Azure_Results/ND_A100_v4_results.md（A100-SXM4-80GB；te42kyfo/gpu-benches @cdcc732d cuda-stream/a100_80.txt 在一張未註明外形規格的 A100 80GB 上讀取 1,769 GB/s：未採用）；SM 數：NVIDIA A100 Tensor Core GPU Architecture 白皮書（2020：GA100 的 128 個中啟用 108 個）；CUDA 回報的總量 79.25 GiB：A100 80GB 上 PyTorch 的顯存不足訊息「GPU 0; 79.25 GiB total capacity」（github levihsu/OOTDiffusion issue #235，2025-03-17）；A100 80GB 上 vLLM 0.10.1.1 在 0.5 與 0.25 時的 KV 快取池按此總量算出，誤差 0.01 GiB 以內（github dennislee22/vLLM-benchmarking log/vllm-7B-1gpuA10080GB-0.5GRAM.log @608c86e9：24.83 GiB）</translation>
    </message>
    <message>
        <source>tweaktown H20 (96GB HBM3, 4.0 TB/s, 296 TFLOPS, 400W, NVLink 900GB/s); willitrunai H20 (148 FP16, 296 INT8); zangshuxian (FP32 44, FP16 148 dense); hub frank622/nvidiaGPU (FP8 296T, FP16 148T)</source>
        <translation>tweaktown 的 H20 資料（96GB HBM3、4.0 TB/s、296 TFLOPS、400W、NVLink 900GB/s）；willitrunai 的 H20 資料（148 FP16、296 INT8）；zangshuxian（FP32 44、FP16 稠密 148）；hub frank622/nvidiaGPU（FP8 296T、FP16 148T）</translation>
    </message>
    <message>
        <source>undated (2024-25)</source>
        <translation>未註明日期（2024-25）</translation>
    </message>
    <message>
        <source>undated (2025)</source>
        <translation>未註明日期（2025）</translation>
    </message>
    <message>
        <source>undated (2025-26)</source>
        <translation>未註明日期（2025-26）</translation>
    </message>
    <message>
        <source>undated snapshot (2023-2025)</source>
        <translation>未註明日期的快照（2023-2025）</translation>
    </message>
    <message>
        <source>undated snapshot (2025-26)</source>
        <translation>未註明日期的快照（2025-26）</translation>
    </message>
    <message>
        <source>undated snapshot, before 2025-06</source>
        <translation>未註明日期的快照，早於 2025-06</translation>
    </message>
    <message>
        <source>waredb.com RTX 4090 (165.15 dense/330.3 sparse BF16, FP8 330.3/660.6, 1008 GB/s); gigagpu 4090 dense TFLOPS table (FP32-accum vs FP16-accum); techgoing (450W); price tomshardware RTX 4090 review (2022-10-11)</source>
        <translation>waredb.com 的 RTX 4090 資料（BF16 稠密 165.15／稀疏 330.3，FP8 330.3/660.6，1008 GB/s）；gigagpu 的 4090 稠密 TFLOPS 表（FP32 累加與 FP16 累加）；techgoing（450W）；價格：tomshardware 的 RTX 4090 評測（2022-10-11）</translation>
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
        <translation>容納得下</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit</source>
        <translation>容納得下所需最少 GPU 數</translation>
    </message>
    <message>
        <source>{value} (does not fit)</source>
        <translation>{value}（容納不下）</translation>
    </message>
    <message>
        <source>{value} (default)</source>
        <translation>{value}（預設）</translation>
    </message>
    <message>
        <source>{value} (may not fit)</source>
        <translation>{value}（可能容納不下）</translation>
    </message>
    <message>
        <source>yes, {bytes} free</source>
        <translation>容納得下，剩餘 {bytes}</translation>
    </message>
    <message>
        <source>tight, {bytes} free</source>
        <translation>偏緊，剩餘 {bytes}</translation>
    </message>
    <message>
        <source>NO, {bytes} over</source>
        <translation>容納不下，超出 {bytes}</translation>
    </message>
    <message>
        <source>may not fit, {bytes} over</source>
        <translation>可能容納不下，超出 {bytes}</translation>
    </message>
    <message>
        <source>runs, {held:,} of {batch:,} sequences at full context</source>
        <translation>可執行，完整上下文 {batch:,} 個序列中容納 {held:,} 個</translation>
    </message>
    <message>
        <source>{value} (does not start)</source>
        <translation>{value}（無法啟動）</translation>
    </message>
    <message>
        <source>{fits}; does not start</source>
        <translation>{fits}；無法啟動</translation>
    </message>
    <message>
        <source>{fits}; misses the latency targets</source>
        <translation>{fits}；未達延遲目標</translation>
    </message>
    <message>
        <source>{held} ({total} at full context)</source>
        <translation>{held}（完整上下文時為 {total}）</translation>
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
        <source>Per-GPU memory of each scenario; the mark over each bar is what the plan may use per GPU (the card, or its framework&apos;s share), red where the plan does not fit</source>
        <translation>各情境每張 GPU 的記憶體；每根長條上的標記是該方案每張 GPU 可用的量（整張卡，或其框架佔用的份額），容納不下的方案標記為紅色</translation>
    </message>
    <message>
        <source>usable per GPU</source>
        <translation>每張 GPU 可用</translation>
    </message>
    <message>
        <source>usable per GPU, exceeded</source>
        <translation>每張 GPU 可用（已超出）</translation>
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
        <source>{total} per GPU of {capacity}</source>
        <translation>每張 GPU {total}（容量 {capacity}）</translation>
    </message>
    <message>
        <source>▶ editing</source>
        <translation>▶ 編輯中</translation>
    </message>
</context>
<context>
    <name>ConfigKind</name>
    <message>
        <source>a boolean</source>
        <translation>布林值</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>清單</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>數字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字串</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整數</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>物件</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null（空值）</translation>
    </message>
</context>
<context>
    <name>Example</name>
    <message>
        <source>70B fine-tuning: full vs LoRA vs QLoRA</source>
        <translation>70B 微調：全參數、LoRA 與 QLoRA 比較</translation>
    </message>
    <message>
        <source>Full fine-tuning, 32 × H100, ZeRO-3</source>
        <translation>全參數微調，32 × H100，ZeRO-3</translation>
    </message>
    <message>
        <source>LoRA r=16, 1 × H100</source>
        <translation>LoRA r=16，1 × H100</translation>
    </message>
    <message>
        <source>QLoRA r=16, 1 × H100</source>
        <translation>QLoRA r=16，1 × H100</translation>
    </message>
    <message>
        <source>Article: &apos;70B full fine-tuning ≈ 840 GB: 2 B weights + 2 B gradients + 8 B optimizer per parameter&apos;. hwplanner: mixed precision as DeepSpeed/Megatron run it also keeps an fp32 master copy (4 B), so the states alone are 16 B/param ≈ {states} for 70.55B parameters before activations — &apos;1 TB or more in practice&apos; is right, 840 GB is not. Article: &apos;LoRA on 70B ≈ 160 GB&apos;. hwplanner: {lora} on one GPU at 4,096 tokens ({lora_weights} of bf16 weights + adapters + activations + overheads): close. QLoRA: {qlora} — the 4-bit weights are {qlora_weights} with embeddings and lm_head kept in 16/32-bit, and QLoRA&apos;s activations are larger than LoRA&apos;s.</source>
        <translation>文章：「70B 全參數微調 ≈ 840 GB：每個參數權重 2 B + 梯度 2 B + 優化器 8 B」。hwplanner：DeepSpeed/Megatron 實際使用的混合精度還會保留一份 fp32 主權重（4 B），因此光是這些狀態就有 16 B/param，以 70.55B 個參數計、尚未計入活化值即 ≈ {states}——「實際上要 1 TB 以上」是對的，840 GB 則不對。文章：「70B 做 LoRA ≈ 160 GB」。hwplanner：單張 GPU、4,096 個 token 時為 {lora}（{lora_weights} 的 bf16 權重 + 適配器 + 活化值 + 額外開銷）：相當接近。QLoRA：{qlora}——4 位元權重為 {qlora_weights}，其中嵌入層與 lm_head 維持 16/32 位元，而且 QLoRA 的活化值比 LoRA 的大。</translation>
    </message>
    <message>
        <source>13B full fine-tuning</source>
        <translation>13B 全參數微調</translation>
    </message>
    <message>
        <source>Full FT, 4 × A100 80GB, ZeRO-3</source>
        <translation>全參數微調，4 × A100 80GB，ZeRO-3</translation>
    </message>
    <message>
        <source>Full FT, 1 × A100 80GB</source>
        <translation>全參數微調，1 × A100 80GB</translation>
    </message>
    <message>
        <source>70B inference {format}, {gpus} × H100</source>
        <translation>70B {format} 推論，{gpus} × H100</translation>
    </message>
    <message>
        <source>70B inference at 16, 8 and 4 bits</source>
        <translation>70B 推論：16、8 與 4 位元</translation>
    </message>
    <message>
        <source>Qwen3-235B-A22B LoRA</source>
        <translation>Qwen3-235B-A22B LoRA 微調</translation>
    </message>
    <message>
        <source>LoRA (attention), 8 × H100, ZeRO-3</source>
        <translation>LoRA（注意力層），8 × H100，ZeRO-3</translation>
    </message>
    <message>
        <source>QLoRA (attention), 4 × H100, ZeRO-3</source>
        <translation>QLoRA（注意力層），4 × H100，ZeRO-3</translation>
    </message>
    <message>
        <source>Inference bf16, 8 × H100</source>
        <translation>bf16 推論，8 × H100</translation>
    </message>
    <message>
        <source>Pre-training 7B and 70B on 1T tokens (A100)</source>
        <translation>以 1T token 預訓練 7B 與 70B（A100）</translation>
    </message>
    <message>
        <source>7B, 8 × A100</source>
        <translation>7B，8 × A100</translation>
    </message>
    <message>
        <source>7B, 256 × A100 (32 nodes)</source>
        <translation>7B，256 × A100（32 個節點）</translation>
    </message>
    <message>
        <source>70B, 16 × A100 (TP 8, PP 2)</source>
        <translation>70B，16 × A100（TP 8、PP 2）</translation>
    </message>
    <message>
        <source>Articles: &apos;7B on 1T tokens ≈ 1 month on 8 × A100&apos; and &apos;70B on 1T tokens: 2–3 months on 16 A100s, $500k–1M&apos;. 6·N·D says otherwise: 6 × 6.7e9 × 1e12 = 4.0e22 FLOPs; 8 A100s at 312 TFLOPS dense bf16 and realistic utilisation need {time_7b} — more than 10× the article. Meta&apos;s published Llama 2 figures agree with 6ND (184,320 A100 GPU-hours for 7B on 2T tokens). The 70B on 16 GPUs needs {time_70b}, and fits only when split over all 16 GPUs (TP 8 × PP 2: {per_gpu} per GPU, since Megatron keeps 18 B per parameter). 256 GPUs bring the 7B run to {time_256}.</source>
        <translation>文章：「7B 用 1T token 訓練，8 × A100 約 1 個月」以及「70B 用 1T token 訓練：16 張 A100 需 2–3 個月，$500k–1M」。6·N·D 給出的答案不同：6 × 6.7e9 × 1e12 = 4.0e22 FLOPs；8 張 A100 以 312 TFLOPS（稠密 bf16）與符合實際的使用率計算，需要 {time_7b}——是文章說法的 10 倍以上。Meta 公布的 Llama 2 數據與 6ND 相符（7B 以 2T token 訓練用了 184,320 A100 GPU 小時）。16 張 GPU 上的 70B 需要 {time_70b}，而且只有切分到全部 16 張 GPU 上才容納得下（TP 8 × PP 2：每張 GPU {per_gpu}，因為 Megatron 每個參數要保留 18 B）。用 256 張 GPU，7B 的訓練可縮短為 {time_256}。</translation>
    </message>
    <message>
        <source>7B LoRA on one RTX 4090</source>
        <translation>單張 RTX 4090 上的 7B LoRA</translation>
    </message>
    <message>
        <source>LoRA r=16, bf16 base</source>
        <translation>LoRA r=16，bf16 基礎模型</translation>
    </message>
    <message>
        <source>QLoRA r=16, NF4 base</source>
        <translation>QLoRA r=16，NF4 基礎模型</translation>
    </message>
    <message>
        <source>Question: can we run GRPO on Qwen3-8B on 8×H100, and how long do 1,000 steps take? Plan: verl&apos;s colocated recipe (FSDP full shard, vLLM on the same GPUs at gpu_memory_utilization 0.5, tensor parallel 2, released while the policy trains; KL loss, so a bf16 reference), 128 prompts × 8 completions of up to 1,024 tokens per step. Both fit: {mem_h100} and {mem_a100} per GPU at the generation peak, half of it the engine&apos;s share. A step takes {step_h100:.0f} s on H100 and {step_a100:.0f} s on A100 ({gen_h100:.0%} and {gen_a100:.0%} generation), so 1,000 steps take {hours_h100} and {hours_a100} ({cloud_h100} and {cloud_a100} at the catalog&apos;s cloud prices). Every completion is timed at the full 1,024 tokens: when most stop early, generation is shorter.</source>
        <translation>問題：能在 8×H100 上對 Qwen3-8B 跑 GRPO 嗎？1,000 步要多久？方案：verl 的共置配置（FSDP 完全分片，vLLM 在同一批 GPU 上、gpu_memory_utilization 0.5、張量平行 2，並在策略模型訓練時釋放；使用 KL 損失，因此需要 bf16 參考模型），每步 128 個提示 × 8 個回覆，每個回覆最多 1,024 個 token。兩者都容納得下：生成峰值時每張 GPU 分別為 {mem_h100} 與 {mem_a100}，其中一半為生成引擎所佔。每步在 H100 上需 {step_h100:.0f} s，在 A100 上需 {step_a100:.0f} s（生成分別佔 {gen_h100:.0%} 與 {gen_a100:.0%}），因此 1,000 步分別需要 {hours_h100} 與 {hours_a100}（以目錄中的雲端價格計，分別為 {cloud_h100} 與 {cloud_a100}）。每個回覆都以完整的 1,024 個 token 計時：若多數回覆提早結束，生成時間會更短。</translation>
    </message>
    <message>
        <source>Article: &apos;13B full fine-tuning within 200 GB&apos;. hwplanner: 16 B/param × 13.0B = {states} of weights, gradients and optimizer states before activations; one 80 GB GPU needs {one_gpu}, so the plan shards over 4 GPUs with ZeRO-3 ({four} per GPU). &apos;Within 200 GB&apos; holds only with 8-bit optimizers or without the fp32 master copy.</source>
        <translation>文章：「13B 全參數微調 200 GB 以內」。hwplanner：16 B/param × 13.0B = {states}，這還只是權重、梯度與優化器狀態，尚未計入活化值；若只用一張 80 GB GPU，需要 {one_gpu}，因此此方案以 ZeRO-3 分片到 4 張 GPU（每張 GPU {four}）。「200 GB 以內」只有在使用 8 位元優化器或不保留 fp32 主權重時才成立。</translation>
    </message>
    <message>
        <source>Article: &apos;weights of a 70B model ≈ 140 / 70 / 35 GB at 16 / 8 / 4 bits&apos;. hwplanner agrees on the weights ({weights} in all: embeddings and lm_head stay 16-bit, 4-bit formats carry group scales) but a server also needs the KV cache: 8 sequences × 4,096 tokens cost {kv} in bf16 for Llama 3.1 70B (GQA, 8 KV heads), plus prefill working memory and the CUDA context — so 8-bit does not fit one 80 GB card with that cache, and bf16 needs two.</source>
        <translation>文章：「70B 模型的權重在 16 / 8 / 4 位元下約為 140 / 70 / 35 GB」。hwplanner 在權重上看法一致（合計分別為 {weights}：嵌入層與 lm_head 維持 16 位元，4 位元格式另帶分組縮放係數），但伺服器還需要 KV 快取：以 Llama 3.1 70B（GQA，8 個 KV 頭）而言，8 個序列 × 4,096 個 token 在 bf16 下佔 {kv}，另外還有預填充的工作記憶體與 CUDA 上下文——所以帶著這樣的快取，8 位元在一張 80 GB 的卡上容納不下，bf16 則需要兩張。</translation>
    </message>
    <message>
        <source>Articles claim LoRA on Qwen3-235B-A22B needs only 20–30 GB because &apos;only 22B are active&apos;. hwplanner: every one of the 128 experts per layer must be resident — the frozen weights are {bf16} in bf16 and {nf4} in 4-bit — so LoRA needs a multi-GPU node. Active parameters set the FLOPs and decode bandwidth (serving is as fast as a 22B dense model), not the memory.</source>
        <translation>文章聲稱 Qwen3-235B-A22B 做 LoRA 只需 20–30 GB，因為「只有 22B 是活躍的」。hwplanner：每層 128 個專家全都必須常駐記憶體——凍結權重在 bf16 下為 {bf16}，在 4 位元下為 {nf4}——所以 LoRA 需要一個多 GPU 節點。活躍參數決定的是 FLOPs 與解碼頻寬（推論服務的速度與 22B 稠密模型相當），而不是記憶體。</translation>
    </message>
    <message>
        <source>Article: &apos;a 7B LoRA fits on a 24 GB card&apos;. hwplanner: with an 8B model in bf16 the weights alone are {weights} and the plan needs {lora} of the card&apos;s 24 GiB (25.8 GB) at micro-batch 1 and 2k tokens: it fits, with little room to grow. QLoRA needs {qlora} and fits comfortably; raise the micro-batch with the solver.</source>
        <translation>文章：「7B 模型做 LoRA，24 GB 的顯示卡就容納得下」。hwplanner：以 bf16 的 8B 模型來說，光權重就有 {weights}；在微批次 1、2k token 時，此方案需要這張卡 24 GiB（25.8 GB）中的 {lora}：容納得下，但餘裕很小。QLoRA 需要 {qlora}，輕鬆容納得下；可以用求解器調高微批次。</translation>
    </message>
    <message>
        <source>Chat service: Qwen3-32B at 1 s to first token and 50 ms per token</source>
        <translation>聊天服務：Qwen3-32B，首 token 1 s、每 token 50 ms</translation>
    </message>
    <message>
        <source>vLLM bf16, 2 × H100 (TP 2)</source>
        <translation>vLLM bf16，2 × H100（TP 2）</translation>
    </message>
    <message>
        <source>vLLM FP8 weights and KV cache, 2 × H100 (TP 2)</source>
        <translation>vLLM FP8 權重與 KV 快取，2 × H100（TP 2）</translation>
    </message>
    <message>
        <source>vLLM bf16, 1 × H100</source>
        <translation>vLLM bf16，1 × H100</translation>
    </message>
    <message>
        <source>The question an IT manager asks: how many people can use it at once, within 1 s to the first word and 50 ms per word after? Requests of 1,500 prompt tokens (500 of them a shared system prompt, cached) and 400 answer tokens; 200,000 requests a day, twice the average in the busiest hour. hwplanner: on 2 × H100 in bf16 {users_bf16:.0f} users per replica meet both targets (replicas for the peak: {replicas_bf16:.0f}); FP8 weights and KV cache raise it to {users_fp8:.0f} ({replicas_fp8:.0f}); one H100 in bf16 holds the model but serves {users_one:.0f} within the targets ({replicas_one:.0f} replicas). See the Latency view for TTFT and TPOT against the number of users.</source>
        <translation>IT 主管會問的問題：在第一個字 1 s 內出現、之後每個字 50 ms 的條件下，能讓多少人同時使用？每個請求有 1,500 個提示 token（其中 500 個是共用的系統提示，已快取）與 400 個回答 token；每天 200,000 個請求，最忙時段為平均的兩倍。hwplanner：在 2 × H100、bf16 下，每個副本有 {users_bf16:.0f} 位使用者能同時達到兩項目標（尖峰需要 {replicas_bf16:.0f} 個副本）；FP8 權重與 KV 快取可將其提高到 {users_fp8:.0f} 位（{replicas_fp8:.0f} 個副本）；單張 H100 以 bf16 容納得下模型，但在目標內只能服務 {users_one:.0f} 位（{replicas_one:.0f} 個副本）。TTFT 與 TPOT 隨使用者數的變化請見延遲檢視。</translation>
    </message>
    <message>
        <source>GRPO on Qwen3-8B: 8×H100 vs 8×A100</source>
        <translation>Qwen3-8B GRPO：8×H100 與 8×A100 比較</translation>
    </message>
    <message>
        <source>8× H100 SXM, verl colocated</source>
        <translation>8× H100 SXM，verl 共置部署</translation>
    </message>
    <message>
        <source>8× A100 80GB, verl colocated</source>
        <translation>8× A100 80GB，verl 共置部署</translation>
    </message>
</context>
<context>
    <name>Executive</name>
    <message>
        <source>does not fit</source>
        <translation>容納不下</translation>
    </message>
    <message>
        <source>fits, but tight</source>
        <translation>容納得下，但餘裕很小</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>容納得下</translation>
    </message>
    <message>
        <source>fits, with paging</source>
        <translation>需分頁才容納得下</translation>
    </message>
    <message>
        <source>runs, fewer sequences at full context</source>
        <translation>可執行，完整上下文的序列較少</translation>
    </message>
    <message>
        <source>runs, but misses the latency targets</source>
        <translation>可執行，但未達延遲目標</translation>
    </message>
    <message>
        <source>fits, but the engine does not start</source>
        <translation>容納得下，但引擎無法啟動</translation>
    </message>
    <message>
        <source>may not fit</source>
        <translation>可能容納不下</translation>
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
        <source>{how}, {when}</source>
        <translation>{how}，{when}</translation>
    </message>
    <message>
        <source>up to {rate} requests/s within the targets at {percentile}</source>
        <translation>在 {percentile} 下符合目標的請求速率最高每秒 {rate} 個</translation>
    </message>
    <message>
        <source>the benchmark run misses the targets at {percentile}</source>
        <translation>基準測試在 {percentile} 下未達目標</translation>
    </message>
    <message>
        <source>the benchmark run is within the targets at {percentile}</source>
        <translation>基準測試在 {percentile} 下符合目標</translation>
    </message>
    <message>
        <source>no user within the latency targets</source>
        <translation>沒有任何使用者在延遲目標內</translation>
    </message>
    <message>
        <source>{users} users per replica within the targets; replicas for the peak: {replicas}</source>
        <translation>每個副本在目標內可服務 {users} 位使用者；尖峰所需副本數：{replicas}</translation>
    </message>
    <message>
        <source> — cannot carry the load, which would cost {usd} in the cloud at the replicas the peak needs</source>
        <translation>——承擔不了負載；以尖峰所需副本數計，雲端要 {usd}</translation>
    </message>
    <message>
        <source> — cannot carry the load (see the warnings)</source>
        <translation>——承擔不了負載（見警告）</translation>
    </message>
    <message>
        <source>{scenario}: {verdict} on {gpus}; {time}; cloud {cloud}</source>
        <translation>{scenario}：在 {gpus} 上{verdict}；{time}；雲端 {cloud}</translation>
    </message>
    <message>
        <source>No plan fits its GPUs: see &apos;What would change the answer&apos;.</source>
        <translation>沒有任何方案在其 GPU 上容納得下：請看「什麼會改變結論」。</translation>
    </message>
    <message>
        <source>No plan starts as planned: see &apos;What would change the answer&apos;.</source>
        <translation>沒有任何方案能照計畫啟動：請看「什麼會改變結論」。</translation>
    </message>
    <message>
        <source>Recommended: {scenario} — the cheapest per unit of work of the plans that fit (they do different amounts of work: {amounts}; compare them on the comparison page).</source>
        <translation>建議：{scenario}——容納得下的方案中，每單位工作量最便宜的（各方案的工作量不同：{amounts}；請在比較頁對照）。</translation>
    </message>
    <message>
        <source>Recommended: {scenario} — the cheapest plan that fits.</source>
        <translation>建議：{scenario}——容納得下的方案中最便宜的。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>{n} samples trained</source>
        <translation>訓練 {n} 個樣本</translation>
    </message>
    <message>
        <source>{n} training tokens</source>
        <translation>{n} 個訓練 token</translation>
    </message>
    <message>
        <source>{n} output tokens</source>
        <translation>{n} 個輸出 token</translation>
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
        <source>1 node</source>
        <translation>1 個節點</translation>
    </message>
    <message>
        <source>{nodes} nodes</source>
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
        <source> — {framework}&apos;s share of {capacity}</source>
        <translation>——{capacity} 中 {framework} 可用的份額</translation>
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
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>from the dataset&apos;s samples</source>
        <translation>由資料集的樣本數算出</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>訓練 token 數</translation>
    </message>
    <message>
        <source>{padding}: {ratio} × the data&apos;s tokens</source>
        <translation>{padding}：資料 token 數的 {ratio} 倍</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>電價</translation>
    </message>
    <message>
        <source>{provenance}; PUE {pue}</source>
        <translation>{provenance}；PUE {pue}</translation>
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
        <source>{set}: {provenance}</source>
        <translation>{set}：{provenance}</translation>
    </message>
    <message>
        <source>{provenance}. {terms}</source>
        <translation>{provenance}。{terms}</translation>
    </message>
    <message>
        <source>Utilisation: if the GPUs sustain {less} less than assumed, the run takes {time} instead of {base}, and GPU time costs as much more.</source>
        <translation>使用率：若 GPU 的持續使用率比假設低 {less}，訓練需要 {time} 而不是 {base}，GPU 時間的費用也等比例增加。</translation>
    </message>
    <message>
        <source>Steps: time and cost grow in proportion to the steps.</source>
        <translation>步數：時間與成本和步數成正比。</translation>
    </message>
    <message>
        <source>Tokens: time and cost grow in proportion to the training tokens.</source>
        <translation>Token 數：時間與成本和訓練 token 數成正比。</translation>
    </message>
    <message>
        <source>Memory: {used} of {capacity} per GPU; sequences longer than about {tokens:,} tokens do not fit.</source>
        <translation>記憶體：每張 GPU 使用 {used}（共 {capacity}）；序列超過約 {tokens:,} 個 token 就容納不下。</translation>
    </message>
    <message>
        <source>Traffic: replicas are paid for the whole period, busy or not; at the planned traffic a million output tokens cost {usd} in the cloud.</source>
        <translation>流量：副本在整個期間都要付費，不論是否忙碌；以規劃的流量，雲端每百萬輸出 token 成本為 {usd}。</translation>
    </message>
    <message>
        <source>Start-up: {why}</source>
        <translation>啟動：{why}</translation>
    </message>
    <message>
        <source>Latency: at its concurrency ({batch:,}) the plan misses {missed}.</source>
        <translation>延遲：在其並行數（{batch:,}）下，此方案未達 {missed}。</translation>
    </message>
    <message>
        <source>Latency: at {rate} requests/s the plan misses {missed}.</source>
        <translation>延遲：在每秒 {rate} 個請求下，此方案未達 {missed}。</translation>
    </message>
    <message>
        <source>To start: {what} ({terms}).</source>
        <translation>要能啟動：{what}（{terms}）。</translation>
    </message>
    <message>
        <source>To meet the targets: {what} ({terms}).</source>
        <translation>要達成目標：{what}（{terms}）。</translation>
    </message>
    <message>
        <source>To fit: {what} ({terms}).</source>
        <translation>要容納得下：{what}（{terms}）。</translation>
    </message>
    <message>
        <source>Other ways to meet them: {ways}.</source>
        <translation>其他達成目標的做法：{ways}。</translation>
    </message>
    <message>
        <source>Other ways to fit: {ways}.</source>
        <translation>其他容納得下的做法：{ways}。</translation>
    </message>
    <message>
        <source>GPUs: the fewest {gpu} that fit are {n} ({how}).</source>
        <translation>GPU 數量：容納得下所需最少的 {gpu} 是 {n} 張（{how}）。</translation>
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
        <source>1 scenario estimated; details on the following pages</source>
        <translation>已估算 1 個情境；細節在後面幾頁</translation>
    </message>
    <message>
        <source>{n} scenarios estimated; details on the following pages</source>
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
        <source>{n} parameters</source>
        <translation>{n} 個參數</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} 秒</translation>
    </message>
    <message>
        <source>{n} hours</source>
        <translation>{n} 小時</translation>
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
        <source>{n} tokens</source>
        <translation>{n} 個 token</translation>
    </message>
    <message>
        <source>{n} tokens/s</source>
        <translation>{n} token/秒</translation>
    </message>
    <message>
        <source>{n} requests/s</source>
        <translation>每秒 {n} 個請求</translation>
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
        <source>Async scheduling</source>
        <translation>非同步排程</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Attention data parallel</source>
        <translation>注意力資料平行</translation>
    </message>
    <message>
        <source>Average completion length</source>
        <translation>平均回覆長度</translation>
    </message>
    <message>
        <source>Bandwidth use</source>
        <translation>頻寬使用率</translation>
    </message>
    <message>
        <source>Benchmark data set</source>
        <translation>基準測試資料集</translation>
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
        <source>CUDA graphs</source>
        <translation>CUDA 圖</translation>
    </message>
    <message>
        <source>CUDA graphs in training</source>
        <translation>訓練中的 CUDA 圖</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>檢查點間隔</translation>
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
        <source>Dataset samples</source>
        <translation>資料集樣本數</translation>
    </message>
    <message>
        <source>DeepEP dispatch</source>
        <translation>DeepEP 分派</translation>
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
        <source>Embedding and loss as layers</source>
        <translation>嵌入與損失計為層</translation>
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
        <source>Evaluation interval</source>
        <translation>評估間隔</translation>
    </message>
    <message>
        <source>Evaluation tokens</source>
        <translation>評估 token 數</translation>
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
        <source>Expert tensor parallel</source>
        <translation>專家張量平行</translation>
    </message>
    <message>
        <source>Experts implementation</source>
        <translation>專家計算實作</translation>
    </message>
    <message>
        <source>FP4 weights</source>
        <translation>FP4 權重</translation>
    </message>
    <message>
        <source>FP8 attention</source>
        <translation>FP8 注意力</translation>
    </message>
    <message>
        <source>FP8 rollout</source>
        <translation>FP8 生成</translation>
    </message>
    <message>
        <source>FP8 scaling</source>
        <translation>FP8 縮放方式</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8 權重</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Freeze the vision tower</source>
        <translation>凍結視覺塔</translation>
    </message>
    <message>
        <source>Fused RMSNorm</source>
        <translation>融合 RMSNorm</translation>
    </message>
    <message>
        <source>GPU draw / TDP</source>
        <translation>GPU 功耗 / TDP</translation>
    </message>
    <message>
        <source>GPU layers</source>
        <translation>GPU 層數</translation>
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
        <source>GaLore rank</source>
        <translation>GaLore 秩</translation>
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
        <source>Generation ahead</source>
        <translation>生成超前步數</translation>
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
        <source>Global batch</source>
        <translation>全域批次</translation>
    </message>
    <message>
        <source>Global batch (tokens)</source>
        <translation>全域批次（token 數）</translation>
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
        <source>Host memory bandwidth</source>
        <translation>主機記憶體頻寬</translation>
    </message>
    <message>
        <source>Host power per node</source>
        <translation>每節點主機功耗</translation>
    </message>
    <message>
        <source>Image height</source>
        <translation>影像高度</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>影像尺寸</translation>
    </message>
    <message>
        <source>Images per sample</source>
        <translation>每個樣本的影像數</translation>
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
        <source>Layers per stage</source>
        <translation>每階段層數</translation>
    </message>
    <message>
        <source>Layers with experts on the CPU</source>
        <translation>專家放在 CPU 的層數</translation>
    </message>
    <message>
        <source>Liger kernels</source>
        <translation>Liger 核心</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 適配器</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA 隨機丟棄（dropout）</translation>
    </message>
    <message>
        <source>LoRA layers</source>
        <translation>LoRA 層數</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Longest output</source>
        <translation>最長輸出</translation>
    </message>
    <message>
        <source>Longest prompt</source>
        <translation>最長提示詞</translation>
    </message>
    <message>
        <source>Longest sample</source>
        <translation>最長樣本</translation>
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
        <source>Mean sample length</source>
        <translation>平均樣本長度</translation>
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
        <source>Micro-batch tokens</source>
        <translation>微批次 token 數</translation>
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
        <source>Offloaded layers</source>
        <translation>卸載層數</translation>
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
        <source>Optimizer state type</source>
        <translation>優化器狀態型別</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>反向傳播中更新優化器</translation>
    </message>
    <message>
        <source>Other cards</source>
        <translation>其他顯示卡</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>Overlap EP communication</source>
        <translation>重疊專家平行通訊</translation>
    </message>
    <message>
        <source>Overlap TP communication</source>
        <translation>重疊張量平行通訊</translation>
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
        <source>Padding</source>
        <translation>填充方式</translation>
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
        <source>Pipeline schedule</source>
        <translation>管線排程</translation>
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
        <source>Prefill replica GPUs</source>
        <translation>預填充副本的 GPU 數</translation>
    </message>
    <message>
        <source>Prefill replicas</source>
        <translation>預填充副本數</translation>
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
        <source>RL algorithm</source>
        <translation>強化學習演算法</translation>
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
        <source>Recomputed layers</source>
        <translation>重算層數</translation>
    </message>
    <message>
        <source>Recomputed modules</source>
        <translation>重算的模組</translation>
    </message>
    <message>
        <source>Redundant experts</source>
        <translation>冗餘專家數</translation>
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
        <source>Request rate</source>
        <translation>請求速率</translation>
    </message>
    <message>
        <source>Requests in the run</source>
        <translation>測試回合的請求數</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>每日請求數</translation>
    </message>
    <message>
        <source>Requests through</source>
        <translation>請求經由</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>獎勵</translation>
    </message>
    <message>
        <source>Reward model</source>
        <translation>獎勵模型</translation>
    </message>
    <message>
        <source>Rotary tables in every layer</source>
        <translation>每層各自的旋轉位置編碼表</translation>
    </message>
    <message>
        <source>Scheduler steps</source>
        <translation>排程步數</translation>
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
        <source>Server processes</source>
        <translation>伺服器行程數</translation>
    </message>
    <message>
        <source>Serving period</source>
        <translation>服務期間</translation>
    </message>
    <message>
        <source>Sharding engine</source>
        <translation>分片引擎</translation>
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
        <source>Stream interval</source>
        <translation>串流間隔</translation>
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
        <source>Target percentile</source>
        <translation>目標百分位數</translation>
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
        <source>Total sequence length</source>
        <translation>總序列長度</translation>
    </message>
    <message>
        <source>Train embeddings and output layer</source>
        <translation>一併訓練嵌入層與輸出層</translation>
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
        <source>Training data set</source>
        <translation>訓練資料集</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>訓練 token 數</translation>
    </message>
    <message>
        <source>Video height</source>
        <translation>影片高度</translation>
    </message>
    <message>
        <source>Video length</source>
        <translation>影片長度</translation>
    </message>
    <message>
        <source>Video width</source>
        <translation>影片寬度</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>虛擬管線階段</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>權重格式</translation>
    </message>
    <message>
        <source>ZeRO / FSDP</source>
        <translation>ZeRO / FSDP</translation>
    </message>
    <message>
        <source>bitsandbytes before 0.43.2</source>
        <translation>bitsandbytes 0.43.2 之前的版本</translation>
    </message>
    <message>
        <source>cuDNN fused attention</source>
        <translation>cuDNN 融合注意力</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>“{field}”</source>
        <translation>「{field}」</translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <source>Activation checkpointing: trade recomputation for activation memory</source>
        <translation>活化值檢查點：以重算換取活化值記憶體</translation>
    </message>
    <message>
        <source>Adapters only on the last N decoder layers (mlx-lm --num-layers, PEFT layers_to_transform); unset: every layer, except under mlx-lm, whose default is the last 16 (give the model&apos;s layer count for every layer)</source>
        <translation>只在最後 N 個解碼層加上適配器（mlx-lm --num-layers、PEFT layers_to_transform）；未設定：每一層，但 mlx-lm 預設為最後 16 層（要每一層請填入模型的層數）</translation>
    </message>
    <message>
        <source>Also train the input embedding and the output layer in full beside the adapters (PEFT modules_to_save: a trainable copy of each, in the model&apos;s dtype, with its gradient and optimizer states), as for new tokens or a new language</source>
        <translation>在適配器之外，完整訓練輸入嵌入層與輸出層（PEFT modules_to_save：各建立一份可訓練的副本，沿用模型的資料型別，並有其梯度與優化器狀態），例如加入新 token 或新語言時</translation>
    </message>
    <message>
        <source>Attention&apos;s matrix multiplies in FP8, forward and backward, through cuDNN&apos;s fused kernels (Transformer Engine&apos;s fp8_dpa: Megatron-LM --fp8-dot-product-attention, NeMo&apos;s and Megatron-Bridge&apos;s fp8_dot_product_attention), which keep q, k, v and the output in FP8 for the backward; off: attention in bf16, as those stacks default</source>
        <translation>注意力的矩陣乘法以 FP8 執行，前向與反向皆然，經由 cuDNN 的融合核心（Transformer Engine 的 fp8_dpa：Megatron-LM --fp8-dot-product-attention、NeMo 與 Megatron-Bridge 的 fp8_dot_product_attention），反向所需的 q、k、v 與輸出以 FP8 保存；關閉：注意力以 bf16 執行，即這些框架的預設</translation>
    </message>
    <message>
        <source>Bytes per parameter for weights, gradients and the fp32 master copy</source>
        <translation>權重、梯度與 fp32 主權重的每參數位元組數</translation>
    </message>
    <message>
        <source>Catalog id of the reward model when it is not the policy&apos;s architecture (an 8B reward model for a 70B policy); PPO&apos;s critic starts from it where the framework does (TRL, OpenRLHF, ms-swift). Unset: the policy&apos;s architecture</source>
        <translation>獎勵模型與策略模型架構不同時（例如 70B 策略模型配 8B 獎勵模型），其目錄 id；框架如此做時（TRL、OpenRLHF、ms-swift），PPO 的價值模型（Critic）也由它初始化。未設定：與策略模型同架構</translation>
    </message>
    <message>
        <source>Catalog id of the smaller model that proposes tokens (same tokenizer)</source>
        <translation>提議 token 的較小模型的目錄 id（須同一分詞器）</translation>
    </message>
    <message>
        <source>Catalog ids of the other cards in the machine, comma-separated (rtx-3090, or rtx-3090,rtx-3060): the model&apos;s layers are split across the plan&apos;s GPU and these, one pipeline stage per card (llama.cpp&apos;s layer split, vLLM&apos;s pipeline stages); unset: every card is the plan&apos;s GPU</source>
        <translation>同一台機器中其他顯示卡的目錄代號，以逗號分隔（rtx-3090，或 rtx-3090,rtx-3060）：模型的層分配到計畫的 GPU 與這些卡上，每張卡一個管線階段（llama.cpp 的逐層切分、vLLM 的管線階段）；未設定：每張卡都是計畫的 GPU</translation>
    </message>
    <message>
        <source>Chunks a chunked loss splits the tokens into (torchtune: 8)</source>
        <translation>分塊損失把 token 分成的塊數（torchtune：8）</translation>
    </message>
    <message>
        <source>Concurrent sequences served per replica</source>
        <translation>每個副本同時服務的序列數</translation>
    </message>
    <message>
        <source>Decode steps between the server&apos;s streamed chunks (vLLM and SGLang --stream-interval): it works on the running requests&apos; outputs once every that many steps, their tokens sent together</source>
        <translation>伺服器兩次串流片段之間的解碼步數（vLLM 與 SGLang 的 --stream-interval）：每隔這麼多步才處理一次執行中請求的輸出，其 token 一起送出</translation>
    </message>
    <message>
        <source>Decode steps replay captured CUDA graphs, as the engine does by default; off (vLLM --enforce-eager, SGLang --disable-cuda-graph, TGI --cuda-graphs 0, TensorRT-LLM&apos;s PyTorch backend without cuda_graph_config), every kernel is launched from Python one by one, about 13 µs each on an x86 host and 35 µs on Grace, so a small batch&apos;s step lasts at least its launches, and no memory is kept for graphs</source>
        <translation>解碼步驟重播預先擷取的 CUDA 圖（引擎的預設）；關閉時（vLLM --enforce-eager、SGLang --disable-cuda-graph、TGI --cuda-graphs 0、TensorRT-LLM 的 PyTorch 後端不設 cuda_graph_config），每個核心都由 Python 逐一啟動，在 x86 主機上每個約 13 µs、在 Grace 上約 35 µs，因此小批次的一步至少要花這些啟動的時間，也不必為 CUDA 圖保留記憶體</translation>
    </message>
    <message>
        <source>Decode steps the engine runs per scheduling round (vLLM V0&apos;s --num-scheduler-steps, 0.6–0.10): the host&apos;s per-step work is paid once a round, and a new request waits for the round in flight to end before its prefill; 1: a round per step (vLLM V1 and the other engines)</source>
        <translation>引擎每輪排程執行的解碼步數（vLLM V0 的 --num-scheduler-steps，0.6–0.10）：主機每步的工作每輪只付一次，新請求須等進行中的一輪結束才開始預填充；1：每步一輪（vLLM V1 與其他引擎）</translation>
    </message>
    <message>
        <source>Decoder layers on each pipeline stage, comma-separated, first stage first (llama.cpp --tensor-split, vLLM VLLM_PP_LAYER_PARTITION); unset: with other cards, in proportion to each card&apos;s memory as llama.cpp splits them, otherwise even</source>
        <translation>每個管線階段的解碼器層數，以逗號分隔，從第一階段起（llama.cpp --tensor-split、vLLM VLLM_PP_LAYER_PARTITION）；未設定：有其他顯示卡時依各卡記憶體按比例分配（與 llama.cpp 相同），否則平均分配</translation>
    </message>
    <message>
        <source>Dropout on each adapter&apos;s input: every adapted module then keeps a dropped copy and a mask for backward (PEFT lora_dropout)</source>
        <translation>對每個轉接器的輸入做 dropout：每個加了轉接器的模組都會為反向傳播保留一份 dropout 後的副本與遮罩（PEFT lora_dropout）</translation>
    </message>
    <message>
        <source>Each parameter is updated and its gradient freed during backward (torchtune optimizer_in_bwd, LOMO); needs gradient accumulation 1</source>
        <translation>每個參數在反向傳播中即更新並釋放梯度（torchtune optimizer_in_bwd、LOMO）；梯度累積須為 1</translation>
    </message>
    <message>
        <source>Expert parallel degree (MoE models)</source>
        <translation>專家平行度（MoE 模型）</translation>
    </message>
    <message>
        <source>Extra copies of the busiest experts that expert-parallel load balancing places beside the model&apos;s own (SGLang --ep-num-redundant-experts, vLLM --enable-eplb with num_redundant_experts): the expert-parallel GPUs divide the experts and their copies together, each holding its share of both (32 make DeepSeek-V3&apos;s 256 a pool of 288 that EP72 divides)</source>
        <translation>專家平行負載平衡在模型本身的專家之外放置的最忙專家的額外副本（SGLang --ep-num-redundant-experts、vLLM --enable-eplb 搭配 num_redundant_experts）：專家平行的 GPU 一起分攤專家與其副本，每張各持有兩者的份額（32 個副本讓 DeepSeek-V3 的 256 個專家成為 288 個的池，EP72 可整除）</translation>
    </message>
    <message>
        <source>Flash attention never stores the seq × seq score matrix</source>
        <translation>FlashAttention 不會儲存「序列長度 × 序列長度」的注意力分數矩陣</translation>
    </message>
    <message>
        <source>Full training of a vision-language model leaves its vision tower and projector frozen: no gradients, optimizer states or saved activations for them (ms-swift freeze_vit and freeze_aligner, LLaMA-Factory freeze_vision_tower and freeze_multi_modal_projector, both on by default; TRL and Hugging Face train them)</source>
        <translation>全參數訓練視覺語言模型時，凍結其視覺塔與投影層：不為它們保留梯度、優化器狀態或活化值（ms-swift 的 freeze_vit 與 freeze_aligner、LLaMA-Factory 的 freeze_vision_tower 與 freeze_multi_modal_projector，兩者預設皆開啟；TRL 與 Hugging Face 會訓練它們）</translation>
    </message>
    <message>
        <source>GB/s a node writes checkpoints at; unset: local NVMe by GPU class</source>
        <translation>節點寫入檢查點的 GB/s；未設定：依 GPU 類別的本機 NVMe</translation>
    </message>
    <message>
        <source>GB/s of the host RAM the CPU layers are read from: channels × MT/s × 8 bytes (dual-channel DDR5-5600: 89.6); unset: that</source>
        <translation>CPU 層讀取所用主機記憶體 的 GB/s：通道數 × MT/s × 8 位元組（雙通道 DDR5-5600：89.6）；未設定：即此值</translation>
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
        <translation>共同切分每條序列的 GPU 數（長上下文）</translation>
    </message>
    <message>
        <source>GRPO, or an algorithm that trains as it does (a policy, no critic): its advantage or ratio differs, not the memory or the FLOPs; REINFORCE++ normalises over the batch and needs no group of completions (one a prompt is allowed)</source>
        <translation>GRPO，或訓練方式與其相同的演算法（一個策略模型、無價值模型）：差別在優勢或比率，不在記憶體或 FLOPs；REINFORCE++ 以整批正規化，不需要一組回覆（每個提示詞一個即可）</translation>
    </message>
    <message>
        <source>Gradient low-rank projection (GaLore, Zhao et al. 2024): each attention and MLP weight matrix&apos;s optimizer states are kept for its gradient projected to this rank (rank × the matrix&apos;s longer side) beside the projection (rank × its shorter side); embeddings, norms and the output layer keep full states (Hugging Face optim galore_adamw, galore_adamw_8bit, galore_adafactor); unset: off</source>
        <translation>梯度低秩投影（GaLore，Zhao 等人 2024）：每個注意力與 MLP 權重矩陣的優化器狀態，改為保存其梯度投影到此秩後的結果（秩 × 矩陣較長的一邊），並保存投影矩陣（秩 × 較短的一邊）；嵌入、正規化與輸出層保留完整狀態（Hugging Face optim galore_adamw、galore_adamw_8bit、galore_adafactor）；未設定：關閉</translation>
    </message>
    <message>
        <source>Host RAM, or NVMe drives through host buffers (DeepSpeed ZeRO-Infinity)</source>
        <translation>主機記憶體，或經主機緩衝區的 NVMe 磁碟（DeepSpeed ZeRO-Infinity）</translation>
    </message>
    <message>
        <source>How FP8 matrix multiplies are scaled; each framework offers its own</source>
        <translation>FP8 矩陣乘法的縮放方式；各框架提供的不同</translation>
    </message>
    <message>
        <source>How logits and cross-entropy are computed: the logits are often the peak</source>
        <translation>logits 與交叉熵的計算方式：logits 常是峰值所在</translation>
    </message>
    <message>
        <source>How many final layers train; the rest stay frozen</source>
        <translation>訓練最後幾層；其餘保持凍結</translation>
    </message>
    <message>
        <source>How requests reach the engine: its OpenAI-compatible server (vllm serve, SGLang&apos;s server, trtllm-serve, LMDeploy api_server), a process of its own that spends about 30 µs on each running request&apos;s output every step (detokenizing, streaming), so a step lasts at least that; or in-process calls with no server (vLLM LLM.generate and bench throughput, trtllm-bench throughput, SGLang&apos;s offline engine)</source>
        <translation>請求如何到達推論引擎：經由其 OpenAI 相容伺服器（vllm serve、SGLang 伺服器、trtllm-serve、LMDeploy api_server）——它是獨立的行程，每一步對每個執行中請求的輸出約花 30 µs（反向分詞、串流傳送），因此每一步至少要這麼久；或在行程內直接呼叫、沒有伺服器（vLLM 的 LLM.generate 與 bench throughput、trtllm-bench throughput、SGLang 的離線引擎）</translation>
    </message>
    <message>
        <source>How transformers runs a mixture&apos;s routed experts in training (from_pretrained experts_implementation): grouped_mm, transformers 5&apos;s default with PyTorch 2.9+, one grouped GEMM per projection over the sorted token-expert pairs; eager, a loop over the experts the tokens reach, each expert&apos;s rows found with a host sync (transformers 4, and 5&apos;s fallback)</source>
        <translation>transformers 在訓練中如何執行混合專家模型的路由專家（from_pretrained 的 experts_implementation）：grouped_mm 是 transformers 5 在 PyTorch 2.9 以上的預設，對排序後的 token-專家配對每個投影做一次分組 GEMM；eager 則逐一迴圈處理 token 用到的專家，每個專家的資料列都要主機同步後才能找到（transformers 4，以及 5 的後備方式）</translation>
    </message>
    <message>
        <source>Interleaved 1F1B: model chunks per GPU; the pipeline bubble shrinks by this factor</source>
        <translation>交錯式 1F1B：每張 GPU 的模型區塊數；管線氣泡按此倍數縮小</translation>
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
        <source>Liger-Kernel&apos;s RMSNorm, SwiGLU/GeGLU and RoPE kernels, which keep less for backward (Hugging Face use_liger_kernel, LLaMA-Factory enable_liger_kernel, ms-swift use_liger_kernel, axolotl&apos;s Liger plugin); where the trainer turns on Liger&apos;s fused linear loss with them, the loss kernel follows unless set</source>
        <translation>Liger-Kernel 的 RMSNorm、SwiGLU/GeGLU 與 RoPE 核心，為反向傳播保留較少張量（Hugging Face use_liger_kernel、LLaMA-Factory enable_liger_kernel、ms-swift use_liger_kernel、axolotl 的 Liger 外掛）；若訓練框架同時開啟 Liger 的融合線性損失，未另行設定時損失核心隨之改用</translation>
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
        <source>Modules that get LoRA adapters: a comma list of q, k, v, o, gate, up, down, experts, lm_head or a preset: all, attention, qv, mlp</source>
        <translation>加上 LoRA 適配器的模組：以逗號分隔的 q、k、v、o、gate、up、down、experts、lm_head，或預設組合：all、attention、qv、mlp</translation>
    </message>
    <message>
        <source>Move optimizer states (and weights) to host RAM</source>
        <translation>把優化器狀態（與權重）移到主機記憶體</translation>
    </message>
    <message>
        <source>Older bitsandbytes kept every 4-bit matmul&apos;s input for backward, adapter or not (fixed in 0.43.2, July 2024)</source>
        <translation>舊版 bitsandbytes 會為反向傳播保留每個 4 位元矩陣乘法的輸入，不論有無轉接器（0.43.2 版修正，2024 年 7 月）</translation>
    </message>
    <message>
        <source>Optimizer states per trainable parameter (AdamW: two moments)</source>
        <translation>每個可訓練參數的優化器狀態（AdamW：兩個動量）</translation>
    </message>
    <message>
        <source>Order of the micro-batches&apos; forward and backward passes on the pipeline stages: 1F1B idles (pp − 1) micro-batch times a step (÷ virtual stages); zero bubble (ZB-H1) fills the idle time with the weight-gradient half of backward; DualPipeV keeps two chunks a GPU and overlaps two micro-batches&apos; forward and backward</source>
        <translation>各微批次的前向與反向在管線階段上的順序：1F1B 每步閒置 (pp − 1) 個微批次的時間（÷ 虛擬階段數）；零氣泡（ZB-H1）以反向中計算權重梯度的那一半填補閒置時間；DualPipeV 每張 GPU 放兩個區塊，並讓兩個微批次的前向與反向重疊</translation>
    </message>
    <message>
        <source>PSU margin over steady draw (GPU transients)</source>
        <translation>電源相對穩態功耗的餘裕（GPU 瞬間尖峰）</translation>
    </message>
    <message>
        <source>Pixels of a non-square image&apos;s height, the image size being its width (a 1920 × 1080 screenshot: 1,920 and 1,080), for encoders that run at each image&apos;s own resolution; unset: a square image</source>
        <translation>非正方形影像的高度（像素），此時影像尺寸為其寬度（1920 × 1080 的截圖：1,920 與 1,080），適用於依每張影像原始解析度運作的編碼器；未設定：正方形影像</translation>
    </message>
    <message>
        <source>Pixels of the video&apos;s height before the processor resizes its frames; unset: 720 (720p)</source>
        <translation>處理器縮放影格前的影片高度（像素）；未設定：720（720p）</translation>
    </message>
    <message>
        <source>Pixels of the video&apos;s width before the processor resizes its frames; unset: 1,280 (720p)</source>
        <translation>處理器縮放影格前的影片寬度（像素）；未設定：1,280（720p）</translation>
    </message>
    <message>
        <source>Pixels per side of a square image, for encoders that run at each image&apos;s own resolution (Qwen2-VL, Qwen2.5-VL, Qwen3-VL): rounded to their grid and resized into their processor&apos;s pixel limits; unset: the model&apos;s default (448 px)</source>
        <translation>正方形影像每邊的像素數，適用於以影像原生解析度運行的編碼器（Qwen2-VL、Qwen2.5-VL、Qwen3-VL）：取整到其網格，並縮放到其處理器的像素上下限內；未設定：模型的預設值（448 px）</translation>
    </message>
    <message>
        <source>Post-training updates all of the policy&apos;s weights, or LoRA adapters on a 16-bit or 4-bit base (then the LoRA rows apply)</source>
        <translation>後訓練更新策略模型的全部權重，或在 16 位元或 4 位元基座上更新 LoRA 適配器（此時 LoRA 各列適用）</translation>
    </message>
    <message>
        <source>Prefill/decode disaggregation: this many of the plan&apos;s replicas only prefill prompts and send each prompt&apos;s KV cache to a decode replica, whose steps then carry no prefill (SGLang --disaggregation-mode, vLLM&apos;s KV-transfer connectors, TensorRT-LLM&apos;s disaggregated serving; each replica of the plan&apos;s tp × pp GPUs); 0: every replica prefills and decodes</source>
        <translation>預填充／解碼分離：計畫中這麼多個副本只做提示詞的預填充，並把每個提示詞的 KV 快取傳給一個解碼副本，解碼副本的每一步因此不含預填充（SGLang --disaggregation-mode、vLLM 的 KV 傳輸連接器、TensorRT-LLM 的分離式服務；每個副本為計畫的 tp × pp 張 GPU）；0：每個副本都做預填充與解碼</translation>
    </message>
    <message>
        <source>Processes of the engine&apos;s OpenAI-compatible server that share the running requests&apos; outputs (vLLM --api-server-count, SGLang --tokenizer-worker-num): each step&apos;s work on them is divided among the processes</source>
        <translation>引擎 OpenAI 相容伺服器的行程數，分擔執行中請求的輸出（vLLM --api-server-count、SGLang --tokenizer-worker-num）：每一步處理輸出的工作由這些行程分攤</translation>
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
        <source>RL: a token budget per micro-batch and GPU in place of a count of sequences: the update packs its sequences into micro-batches of at most this many tokens (verl use_dynamic_bsz with ppo_max_token_len_per_gpu; NeMo-RL&apos;s sequence_packing or dynamic_batching train_mb_tokens); at least one whole sequence (prompt + completion); unset: micro-batches of the micro-batch&apos;s sequences</source>
        <translation>強化學習：以每張 GPU 每個微批次的 token 上限取代序列條數：更新時把序列打包成不超過此 token 數的微批次（verl 的 use_dynamic_bsz 搭配 ppo_max_token_len_per_gpu；NeMo-RL 的 sequence_packing 或 dynamic_batching 的 train_mb_tokens）；至少容納一條完整序列（提示 + 生成內容）；未設定：依微批次的序列條數分批</translation>
    </message>
    <message>
        <source>RL: the longest prompt and completion together, where the run states one total (NeMo-RL max_total_sequence_length, prime-rl seq_len, Unsloth max_seq_length); sets the completion length to what the prompt leaves of it unless that is given, and a given completion must fit in it with the prompt; unset: the lengths as given</source>
        <translation>RL：提示與回覆合計的最長長度，用於只給一個總長的執行（NeMo-RL max_total_sequence_length、prime-rl seq_len、Unsloth max_seq_length）；未另給回覆長度時，回覆長度取總長扣掉提示後剩下的部分；給了回覆長度時，它與提示合計不得超過總長；未設定：照給定的長度</translation>
    </message>
    <message>
        <source>Rank r of the LoRA adapters</source>
        <translation>LoRA 適配器的秩 r</translation>
    </message>
    <message>
        <source>Ring attention passes key/value blocks around; Ulysses swaps sequence for heads</source>
        <translation>環狀注意力輪流傳遞 key/value 區塊；Ulysses 以注意力頭換序列切分</translation>
    </message>
    <message>
        <source>Seconds of video in each sample or request (one video), for encoders that run at each frame&apos;s own resolution (Qwen2-VL, Qwen2.5-VL, Qwen3-VL): sampled at 2 frames per second (4 to 768 frames), every 2 frames one group of video tokens, each frame resized within the per-frame and whole-video pixel limits (qwen-vl-utils); unset: no video</source>
        <translation>每個樣本或請求中的影片秒數（一段影片），適用於依每個影格原解析度運行的編碼器（Qwen2-VL、Qwen2.5-VL、Qwen3-VL）：每秒取樣 2 格（4 至 768 格），每 2 格構成一組影片 token，每格縮放至單格與整段影片的像素上限之內（qwen-vl-utils）；未設定：無影片</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward/backward pass</source>
        <translation>每張 GPU 每次前向／反向傳播的序列數</translation>
    </message>
    <message>
        <source>Sequences per optimizer step over every data-parallel rank (NeMo global_batch_size, DeepSpeed train_batch_size); sets gradient accumulation = global batch ÷ (micro-batch × data-parallel ranks), also on other GPU counts; preference pairs (DPO, ORPO, SimPO, reward models) and KTO examples count as one each; RL: completions per optimizer step, the step&apos;s completions split into ⌈completions ÷ global batch⌉ updates (NeMo-RL train_global_batch_size, verl ppo_mini_batch_size × n, OpenRLHF train_batch_size); unset: gradient accumulation as given (RL: one update a step)</source>
        <translation>每個優化器步驟在所有資料並行 rank 上的序列數（NeMo global_batch_size、DeepSpeed train_batch_size）；據此設定梯度累積 = 全域批次 ÷（微批次 × 資料並行 rank 數），換成其他 GPU 數時亦同；偏好對（DPO、ORPO、SimPO、獎勵模型）與 KTO 樣本各算一個；強化學習：每個優化器步驟的回覆數，每一步的回覆分成 ⌈回覆數 ÷ 全域批次⌉ 次更新（NeMo-RL train_global_batch_size、verl ppo_mini_batch_size × n、OpenRLHF train_batch_size）；未設定：沿用所填的梯度累積（強化學習：每步一次更新）</translation>
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
        <source>Steps the separate inference engine generates ahead of the policy update, on weights that many steps old (verl&apos;s one-step off-policy and fully async recipes, OpenRLHF --async_train): generation overlaps scoring and the update, the step takes the longer of the two plus the weight sync; 0: synchronous on-policy</source>
        <translation>獨立推理引擎領先策略更新生成的步數，使用相應舊版本的權重（verl 的 one-step off-policy 與 fully async 配方、OpenRLHF --async_train）：生成與評分及更新重疊，每步取兩者中較長者再加上權重同步；0：同步的 on-policy 迴圈</translation>
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
        <source>Tensor-parallel GPUs of each prefill replica where they differ from the decode replicas&apos; tp (SGLang&apos;s and TensorRT-LLM&apos;s prefill and decode servers are launched each with its own --tp, tensor_parallel_size: DeepSeek-V3 prefilled on 32 GPUs and decoded on 96); a prefill replica keeps the decode replicas&apos; attention groups and expert parallelism per GPU, and its GPUs count with theirs; unset: tp</source>
        <translation>每個預填充副本的張量平行 GPU 數，用於與解碼副本的 tp 不同時（SGLang 與 TensorRT-LLM 的預填充與解碼伺服器各自以自己的 --tp、tensor_parallel_size 啟動：例如 DeepSeek-V3 以 32 張 GPU 預填充、96 張 GPU 解碼）；預填充副本沿用解碼副本每張 GPU 的注意力分組與專家平行比例，其 GPU 與解碼副本的 GPU 一併計入；未設定：等於 tp</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces overlapped with the GEMMs (Megatron-Core --tp-comm-overlap); off: they wait on the critical path</source>
        <translation>張量平行的 all-reduce 與 GEMM 重疊（Megatron-Core --tp-comm-overlap）；關閉：它們在關鍵路徑上等待</translation>
    </message>
    <message>
        <source>The NVFP4 layers&apos; working weights are NVFP4 tensors beside the fp32 master copy, with no bf16 copy, and are all-gathered as such (Megatron-Core fp4_param: Megatron-LM --fp4-param-gather, Transformer Engine 2.7+); a frozen LoRA base is then held in NVFP4 alone</source>
        <translation>NVFP4 層的工作權重即為 NVFP4 張量，與 fp32 主權重並存、不另存 bf16 副本，並以此格式做 all-gather（Megatron-Core fp4_param：Megatron-LM --fp4-param-gather，Transformer Engine 2.7 以上）；凍結的 LoRA 基底模型則只以 NVFP4 保存</translation>
    </message>
    <message>
        <source>The colocated engine releases its KV cache and weights while the policy trains (vLLM sleep mode, verl free_cache_engine)</source>
        <translation>共置的引擎在策略模型訓練時釋放 KV 快取和權重（vLLM 休眠模式、verl free_cache_engine）</translation>
    </message>
    <message>
        <source>The engine schedules the next step while the GPU runs this one (vLLM --async-scheduling, on by default in recent releases), so the host&apos;s work per step (scheduling, input tensors, sampling) no longer waits between steps; off (--no-async-scheduling, and vLLM before it was the default): the GPU waits for it</source>
        <translation>引擎在 GPU 執行這一步時就排好下一步（vLLM --async-scheduling，近來的版本預設開啟），主機每步的工作（排程、準備輸入張量、取樣）不再卡在兩步之間；關閉時（--no-async-scheduling，以及它成為預設之前的 vLLM）GPU 要等主機做完</translation>
    </message>
    <message>
        <source>The frozen starting policy the loss or KL term compares against; with a LoRA adapter it is the base with adapters disabled (no second copy)</source>
        <translation>損失或 KL 項用來比較的凍結初始策略模型；使用 LoRA 適配器時即為停用適配器的基座（無第二份副本）</translation>
    </message>
    <message>
        <source>The inference engine generates with FP8 weights, quantized in 128 × 128 blocks as each update&apos;s bf16 weights load (verl actor_rollout_ref.rollout.quantization); needs FP8 tensor cores</source>
        <translation>推論引擎以 FP8 權重生成：每次更新的 bf16 權重載入時按 128 × 128 區塊量化（verl 的 actor_rollout_ref.rollout.quantization）；需要 FP8 張量核心</translation>
    </message>
    <message>
        <source>Tokens an average completion generates when they vary (completion_len is then the longest): generation runs until the longest ends, and a framework that packs sequences trains on the average; unset: every completion at completion_len</source>
        <translation>回覆長短不一時，平均每個回覆生成的 token 數（此時 completion_len 為最長者）：生成持續到最長的回覆結束；會打包序列的框架以平均長度訓練；未設定：每個回覆都為 completion_len</translation>
    </message>
    <message>
        <source>Tokens generated per completion (max_completion_length; TRL and verl default 512); generation lasts until the longest completion ends</source>
        <translation>每個回覆生成的 token 數（max_completion_length；TRL 和 verl 預設 512）；生成持續到最長的回覆結束</translation>
    </message>
    <message>
        <source>Tokens one forward step may carry (vLLM max_num_batched_tokens, SGLang chunked_prefill_size, TensorRT-LLM max_num_tokens): the chunked-prefill budget and the activation peak, each attention data-parallel rank&apos;s where the engine schedules each (vLLM, TensorRT-LLM); an RL plan&apos;s rollout engine too (verl rollout.max_num_batched_tokens)</source>
        <translation>一次前向步驟可承載的 token 數（vLLM max_num_batched_tokens、SGLang chunked_prefill_size、TensorRT-LLM max_num_tokens）：分塊預填充的預算與活化值峰值；引擎分別排程每個注意力資料平行 rank 時（vLLM、TensorRT-LLM），為每個 rank 各自的值；強化學習計畫的生成引擎亦然（verl rollout.max_num_batched_tokens）</translation>
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
        <source>Unsloth before January 2025 (transformers ≤ 4.47) kept a rotary cos/sin table in every attention layer, grown to the longest sequence</source>
        <translation>2025 年 1 月之前的 Unsloth（transformers ≤ 4.47）在每個注意力層各保留一份旋轉位置編碼 cos/sin 表，並隨最長序列擴大</translation>
    </message>
    <message>
        <source>What shards the states at ZeRO stage 2 or 3 (the trainers on accelerate offer both): DeepSpeed&apos;s ZeRO (a ds_config; gradients reduced in buckets) or PyTorch FSDP (accelerate&apos;s fsdp_config, FSDP1 or FSDP2; each layer&apos;s gradients reduce-scattered whole, the layer in backward&apos;s beside the one before&apos;s)</source>
        <translation>在 ZeRO 第 2 或第 3 階段由誰來分片各項狀態（基於 accelerate 的訓練程式兩者皆提供）：DeepSpeed 的 ZeRO（ds_config；梯度按桶歸約）或 PyTorch FSDP（accelerate 的 fsdp_config，FSDP1 或 FSDP2；每層梯度整層 reduce-scatter，正在反向傳播之層的梯度與前一層的並存）</translation>
    </message>
    <message>
        <source>What the step replays as CUDA graphs instead of launching each kernel from Python (Megatron-Core --cuda-graph-impl): each layer (transformer_engine or local; a mixture&apos;s experts and their dispatch stay eager), or the whole forward and backward (full_iteration; the optimizer step eager); none: every kernel launched, as Megatron-Core defaults</source>
        <translation>每一步以 CUDA 圖重播、而非由 Python 逐一啟動核心的部分（Megatron-Core --cuda-graph-impl）：每一層（transformer_engine 或 local；混合專家的專家與其分派仍即時執行），或整個前向與反向（full_iteration；最佳化器步驟即時執行）；none：逐一啟動每個核心，即 Megatron-Core 的預設</translation>
    </message>
    <message>
        <source>a published fine-tuning data set, whose samples, mean and longest sample (tokens counted with Qwen2.5&apos;s tokenizer, as ms-swift&apos;s data set table gives them; another model&apos;s tokenizer counts somewhat differently) fill the three fields below when chosen; they stay editable (a subset of the samples keeps the name, a mean or longest changed makes the lengths custom); ms-swift&apos;s example mix: 500 samples each of alpaca-gpt4 (zh, en) and self-cognition; custom: the values as set</source>
        <translation>公開的微調資料集；選擇後以其樣本數、平均與最長樣本長度（依 Qwen2.5 分詞器計數的 token，取自 ms-swift 的資料集表；其他模型的分詞器計數略有不同）填入下方三個欄位，之後仍可編輯（只取部分樣本時保留資料集名稱；改動平均或最長長度則視為自訂長度）；ms-swift 範例混合資料：alpaca-gpt4（中文、英文）與 self-cognition 各 500 筆；自訂：使用所填的值</translation>
    </message>
    <message>
        <source>bitsandbytes paged states: unified memory that moves to host RAM when the GPU runs short</source>
        <translation>bitsandbytes 分頁狀態：GPU 不足時移到主機記憶體的統一記憶體</translation>
    </message>
    <message>
        <source>examples in the dataset (a fine-tuning set counted in samples); its tokens are samples × the mean sample length (without a mean, each sample fills the sequence: an upper bound, said); post-training: its pairs (DPO, ORPO, SimPO, reward models), labelled examples (KTO) or prompts (PPO, GRPO), which set the steps unless they are given</source>
        <translation>資料集中的樣本數（以樣本計的微調資料集）；其 token 數為樣本數 × 平均樣本長度（未給平均長度時，每個樣本視為填滿序列：為上限，並會註明）；後訓練：其偏好對（DPO、ORPO、SimPO、獎勵模型）、標註樣本（KTO）或提示（PPO、GRPO），未指定步數時由它們算出步數</translation>
    </message>
    <message>
        <source>optimizer steps between evaluations inside the run (Hugging Face eval_steps, Megatron --eval-interval); each pauses training for a forward pass over the evaluation tokens (DPO and the other preference methods: by the policy and its reference); unset: no evaluation</source>
        <translation>訓練中兩次評估之間的優化器步數（Hugging Face eval_steps、Megatron --eval-interval）；每次評估暫停訓練，對評估 token 做一次前向傳播（DPO 等偏好方法：由策略模型與其參考模型各做一次）；未設定：不評估</translation>
    </message>
    <message>
        <source>packed: samples concatenated into full sequences, every token trained is data; padded to the sequence length: each sample costs a whole sequence of compute (Hugging Face padding=&apos;max_length&apos;, no packing); padded to each micro-batch&apos;s longest sample: the micro-batch costs its samples × its longest (Hugging Face DataCollatorWithPadding, padding=&apos;longest&apos;, TRL&apos;s default collator; a preference pair&apos;s chosen and rejected sequences are padded together, as TRL, OpenRLHF, ms-swift and LLaMA-Factory pad them unless padding-free); padding-free: each micro-batch&apos;s samples concatenated as they are, neither padded nor filled to the sequence length (Megatron-SWIFT&apos;s and TRL&apos;s padding_free without packing), and post-training&apos;s packed is padding-free too (pairs cannot fill rows); unset: the trainer&apos;s default — padded per micro-batch for the fine-tuning trainers (Hugging Face, TRL, LLaMA-Factory, ms-swift, OpenRLHF, Unsloth, Axolotl, torchtune, LitGPT, MLX without packing) and the preference and reward-model trainers, padded to the sequence in DeepSpeed-Chat, padding-free in Megatron-SWIFT, packed for pretraining and the other profiles</source>
        <translation>打包：樣本首尾相接組成完整序列，訓練的每個 token 都是資料；填充至序列長度：每個樣本都要花一整條序列的計算量（Hugging Face padding=&apos;max_length&apos;，不打包）；填充至每個微批次中最長的樣本：微批次的計算量為其樣本數 × 其中最長的長度（Hugging Face DataCollatorWithPadding、padding=&apos;longest&apos;，TRL 的預設 collator；偏好對的選中與拒絕序列一起填充，TRL、OpenRLHF、ms-swift 與 LLaMA-Factory 未開啟免填充時即如此）；免填充：每個微批次的樣本按原長度首尾相接，既不填充也不補滿到序列長度（Megatron-SWIFT 與 TRL 不打包時的 padding_free），後訓練的打包也是免填充（偏好對無法補滿整列）；未設定：訓練器的預設——微調訓練器（Hugging Face、TRL、LLaMA-Factory、ms-swift、OpenRLHF、Unsloth、Axolotl、torchtune、LitGPT、未開啟打包的 MLX）以及偏好與獎勵模型訓練器按微批次填充，DeepSpeed-Chat 填充至序列長度，Megatron-SWIFT 免填充，預訓練與其餘設定檔為打包</translation>
    </message>
    <message>
        <source>the percentile of requests whose TTFT and TPOT must meet the targets, the median or above (MLPerf&apos;s server scenario judges the 99th): at a request rate, or over a benchmark run of so many requests, the plan&apos;s latencies are judged at it (at a rate, the highest rate within the targets too); unset, or with concurrent users alone: on the means</source>
        <translation>TTFT 與 TPOT 須符合目標的請求百分位數，取中位數或以上（MLPerf 的伺服器情境以第 99 百分位數判定）：給定請求速率時，或在一次指定請求數的基準測試中，方案的延遲都以此百分位數判定（給定速率時，符合目標的最高速率亦然）；未設定，或只以同時使用者數計算時：以平均值判定</translation>
    </message>
    <message>
        <source>the prompt and answer lengths of a serving benchmark&apos;s data set, filled in when chosen: ShareGPT as vllm bench serve samples it (prompts 220 tokens on average, up to 1,024; answers 200, up to 2,044; the two 2,048 at most: most short, a few long); MLPerf Inference&apos;s Llama 2 70B set (OpenOrca: prompts 222 on average, up to 1,021; answers as its runs decode them, 294 on average, up to 1,024); its Llama 3.1 8B set (CNN/DailyMail: prompts 871 on average, up to 2,540; answers up to 128, their average unpublished, taken at 128), Llama 3.1 405B set (prompts 9,429 on average, up to 19,988; answers 685, up to 2,000) and DeepSeek-R1 set (prompts 804, up to 3,140; answers 3,886, up to 20,000); the averages may then be set to a run&apos;s own, a longest changed makes the lengths custom; custom: the lengths as set</source>
        <translation>推論服務基準測試資料集的提示詞與回答長度，選擇後自動填入：ShareGPT 依 vllm bench serve 的抽樣方式（提示詞平均 220 個 token、最長 1,024；回答平均 200、最長 2,044；兩者合計最多 2,048：多數短、少數很長）；MLPerf Inference 的 Llama 2 70B 資料集（OpenOrca：提示詞平均 222、最長 1,021；回答為其執行實際解碼的長度，平均 294、最長 1,024）；其 Llama 3.1 8B 資料集（CNN/DailyMail：提示詞平均 871、最長 2,540；回答最長 128，平均值未公布，取 128）、Llama 3.1 405B 資料集（提示詞平均 9,429、最長 19,988；回答平均 685、最長 2,000）與 DeepSeek-R1 資料集（提示詞平均 804、最長 3,140；回答平均 3,886、最長 20,000）；之後可把平均值改為某次執行自己的值，改動最長值則長度變為自訂；自訂：使用已設定的長度</translation>
    </message>
    <message>
        <source>tokens in an average sample of the dataset (prompt and answer, its images&apos; and video&apos;s tokens included, up to the sequence length; a preference pair&apos;s chosen and rejected sequences each hold the prompt and one answer); unset: samples fill the sequence</source>
        <translation>資料集中平均每個樣本的 token 數（提示與回答，含其圖片與影片的 token，最多到序列長度；偏好對的選中與拒絕序列各含提示與一個回答）；未設定：樣本填滿序列</translation>
    </message>
    <message>
        <source>tokens in the dataset&apos;s longest sample (its images&apos; and video&apos;s tokens included, cut to the sequence length); with the mean it sets how sample lengths spread, which padding to each micro-batch&apos;s longest sample reads, and padded so, peak memory is sized for rows of this length; unset: the sequence length</source>
        <translation>資料集中最長樣本的 token 數（含其圖片與影片的 token，超過序列長度者截斷至序列長度）；它與平均長度一起決定樣本長度的分布，供「填充至每個微批次中最長的樣本」使用，且如此填充時，峰值記憶體以此長度的列估算；未設定：序列長度</translation>
    </message>
    <message>
        <source>grid kg CO2 per kWh; unset: the region&apos;s figure (catalog, dated and sourced)</source>
        <translation>電網每 kWh 的 kg CO2；未設定：該地區的數值（目錄，附日期與來源）</translation>
    </message>
    <message>
        <source>requests a benchmark run sends in all (vLLM bench serve --num-prompts with --max-concurrency, genai-perf --request-count, an offline batch): the plan&apos;s concurrent users all start at once and each sends its next request when one ends; the latencies are the run&apos;s means, the first wave of prompts queued together and the end of the run included; unset: the steady state</source>
        <translation>一次基準測試總共送出的請求數（vLLM bench serve 的 --num-prompts 搭配 --max-concurrency、genai-perf 的 --request-count、離線批次）：方案的同時使用者同時開始，每位使用者在一個請求結束時送出下一個；延遲為整個回合的平均值，包含一起排隊的第一波提示與回合結尾；未設定：穩定狀態</translation>
    </message>
    <message>
        <source>the optimizer&apos;s moments in bf16 beside the fp32 master copy (Megatron-Core --use-precision-aware-optimizer --exp-avg-dtype bf16 --exp-avg-sq-dtype bf16, as DeepSeek-V3 trained; NeMo&apos;s distributed Adam with dtype bf16); unset: the precision&apos;s (fp32)</source>
        <translation>優化器的動量以 bf16 保存，fp32 主權重不變（Megatron-Core --use-precision-aware-optimizer --exp-avg-dtype bf16 --exp-avg-sq-dtype bf16，DeepSeek-V3 即如此訓練；NeMo 的分散式 Adam 設 dtype bf16）；未設定：依精度設定（fp32）</translation>
    </message>
    <message>
        <source>the pipeline split counts the input embedding and the output layer with its loss each as one transformer layer, so the first and last stages hold one layer fewer (Megatron-Core account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split; torchtitan&apos;s input_weight and output_weight of 1, its default); off: every stage the same number of layers, the last one computing the output layer and loss besides</source>
        <translation>管線切分時把輸入嵌入、以及輸出層連同其損失各算作一個 Transformer 層，因此第一與最後一個階段各少放一層（Megatron-Core 的 account_for_embedding_in_pipeline_split 與 account_for_loss_in_pipeline_split；torchtitan 的 input_weight 與 output_weight 為 1，是其預設）；關閉：每個階段層數相同，最後一個階段另外還要計算輸出層與損失</translation>
    </message>
    <message>
        <source>tokens one evaluation runs through the model (Megatron --eval-iters × the global batch&apos;s tokens; a validation set&apos;s tokens)</source>
        <translation>一次評估送入模型的 token 數（Megatron --eval-iters × 全域批次的 token 數；或驗證集的 token 數）</translation>
    </message>
    <message>
        <source>which rental rows price GPU-hours: cloud on-demand list prices, spot prices (capacity the cloud can reclaim), the hourly rate under a 1- or 3-year commitment (billed for every hour of the term), or typical market/rental offers (catalog, dated and sourced)</source>
        <translation>以哪一組租用價格計算 GPU 小時：雲端隨選牌價、Spot 價格（雲端可收回的容量）、1 年或 3 年承諾用量下的每小時費率（承諾期內每小時都計費），或一般市場／租賃報價（目錄，附日期與來源）</translation>
    </message>
    <message>
        <source>with full recompute, how many layers of each pipeline stage are recomputed — of each virtual stage with interleaving (Megatron-LM --recompute-method block --recompute-num-layers); the others keep their activations; unset: every layer</source>
        <translation>完整重算時，每個管線階段重算多少層——交錯排程時為每個虛擬階段（Megatron-LM --recompute-method block --recompute-num-layers）；其餘各層保留活化值；未設定：每一層都重算</translation>
    </message>
    <message>
        <source>USD per server without GPUs; unset: by GPU class</source>
        <translation>每台伺服器（不含 GPU）美元；未設定：依 GPU 類別</translation>
    </message>
    <message>
        <source>A reward model (a score head on the policy&apos;s architecture, or on the model reward_model_id names) or a reward function such as a verifier (no model)</source>
        <translation>獎勵模型（策略模型架構，或 reward_model_id 指定的模型，加評分頭）或獎勵函式，例如驗證器（無模型）</translation>
    </message>
    <message>
        <source>Attention through Transformer Engine&apos;s cuDNN fused kernels (NeMo AutoModel&apos;s backend attn te, its default where Transformer Engine is installed) instead of FlashAttention-2 or PyTorch SDPA&apos;s: on Hopper-class GPUs (600 dense bf16 TFLOPS or more) they run at the FlashAttention-3 class rate (0.31 of the H100 peak at 512 tokens, 0.58 from 8k, where FlashAttention-2 runs at 0.21 to 0.33), below that at FlashAttention-2&apos;s; NVIDIA GPUs only; attention keeps the same tensors</source>
        <translation>注意力改用 Transformer Engine 的 cuDNN 融合核心（NeMo AutoModel 的 backend attn te，已安裝 Transformer Engine 時的預設），而非 FlashAttention-2 或 PyTorch SDPA 的核心：在 Hopper 級 GPU（稠密 bf16 達 600 TFLOPS 以上）上以 FlashAttention-3 級的速率執行（512 個詞元時為 H100 峰值的 0.31，8k 起為 0.58；FlashAttention-2 為 0.21 至 0.33），較低階的 GPU 上則以 FlashAttention-2 的速率計；僅限 NVIDIA GPU；注意力保留的張量相同</translation>
    </message>
    <message>
        <source>Chance that each proposed token is accepted; 0.6–0.8 is typical for a same-family draft or an EAGLE head on chat, 0.85–0.9 for DeepSeek-V3&apos;s MTP layer (its report), less for n-gram on new text</source>
        <translation>每個提議 token 被接受的機率；對話場景下同系列草稿模型或 EAGLE 預測頭通常為 0.6–0.8，DeepSeek-V3 的 MTP 層為 0.85–0.9（其技術報告），n-gram 遇到新文字時更低</translation>
    </message>
    <message>
        <source>Compiled model and loss: the loss keeps only bf16 logits, each layer&apos;s norms and gated MLP keep what Liger&apos;s kernels keep (measured on a compiled layer); its element-wise speed-up is not modelled</source>
        <translation>編譯模型與損失：損失只保留 bf16 logits，每層的正規化與門控 MLP 保留的量與 Liger 核心相同（以編譯後的一層實測）；逐元素運算的加速未納入模型</translation>
    </message>
    <message>
        <source>Completions generated per prompt (G, num_generations); GRPO, RLOO and DAPO compare them, two at least (verl&apos;s GRPO and RLOO also run one: its reward is the advantage)</source>
        <translation>每個提示生成的回覆數（G，num_generations）；GRPO、RLOO 與 DAPO 會相互比較，至少兩個（verl 的 GRPO 與 RLOO 也可只生成一個：其獎勵即為優勢值）</translation>
    </message>
    <message>
        <source>Decoder layers on the GPU, as llama.cpp&apos;s -ngl (Ollama num_gpu) counts them: the last N layers; above the model&apos;s layers (-ngl 99) the output layer too. The others and the token embedding stay in host RAM and run on the CPU; unset: everything on the GPU</source>
        <translation>放在 GPU 上的解碼器層數，依 llama.cpp -ngl（Ollama num_gpu）的算法：最後 N 層；超過模型層數（-ngl 99）時輸出層也在 GPU。其餘層與 token 嵌入層留在主機記憶體，由 CPU 執行；未設定：全部在 GPU 上</translation>
    </message>
    <message>
        <source>Each RMSNorm as one fused kernel (NeMo AutoModel&apos;s Transformer Engine RMSNorm, torchtitan&apos;s fused_rmsnorm of 2024): it keeps its input and one fp32 rsigma per token for backward where eager PyTorch keeps an fp32 copy of the input and the normalised output, and it reads and writes a token once instead of five fp32 passes</source>
        <translation>每個 RMSNorm 以單一融合核心執行（NeMo AutoModel 的 Transformer Engine RMSNorm、torchtitan 2024 年的 fused_rmsnorm）：反向時只保留其輸入與每個詞元一個 fp32 rsigma，而 eager PyTorch 保留的是輸入的 fp32 副本與正規化後的輸出；每個詞元只讀寫一次，而非五次 fp32 運算</translation>
    </message>
    <message>
        <source>Expert all-to-alls overlapped with another micro-batch&apos;s compute (training: DeepSeek DualPipe, Megatron-Core MoE overlap; serving with DeepEP: two micro-batches a step, SGLang --enable-two-batch-overlap, vLLM --enable-dbo); off: they wait on the critical path</source>
        <translation>專家 all-to-all 與另一個微批次的計算重疊（訓練：DeepSeek DualPipe、Megatron-Core MoE 重疊；搭配 DeepEP 的推論：每一步兩個微批次，SGLang --enable-two-batch-overlap、vLLM --enable-dbo）；關閉：它們在關鍵路徑上等待</translation>
    </message>
    <message>
        <source>GPUs the separate inference engine takes from the plan&apos;s GPUs (the rest train); across nodes a whole node unless set</source>
        <translation>獨立推論引擎從方案的 GPU 中佔用的數量（其餘用於訓練）；跨節點時除非另行設定，佔用一整個節點</translation>
    </message>
    <message>
        <source>Gbit/s between nodes, per node; unset: the GPU&apos;s reference system, else by GPU class</source>
        <translation>節點間網路 Gbit/s（每節點）；未設定：依該 GPU 的參考系統，否則依 GPU 類別</translation>
    </message>
    <message>
        <source>Groups of the tensor-parallel GPUs that run attention data-parallel (DeepSeek-style serving: SGLang --dp with --enable-dp-attention, vLLM --data-parallel-size, TensorRT-LLM enable_attention_dp, whose groups are every GPU: N = tp): each group of tp ÷ N GPUs holds attention whole and serves its own requests, so an MLA KV cache is kept once per request instead of once per GPU; experts stay split over all the GPUs; vLLM&apos;s own notation is read too where a whole plan is typed, for a mixture of experts: a tp that N does not divide is one rank&apos;s (tp 1 with N = 4 is vllm serve -tp 1 -dp 4, a replica of tp 4 here); 1: off</source>
        <translation>把張量平行的 GPU 分成幾組，以資料平行方式執行注意力（DeepSeek 式部署：SGLang --dp 搭配 --enable-dp-attention，vLLM --data-parallel-size，TensorRT-LLM enable_attention_dp，其每張 GPU 各為一組：N = tp）：每組 tp ÷ N 張 GPU 持有完整的注意力層並服務自己的請求，因此 MLA 的 KV 快取每個請求只存一份，而非每張 GPU 一份；專家仍分散在所有 GPU 上；輸入整個規劃時也接受 vLLM 自己的寫法（限混合專家模型）：N 無法整除的 tp 視為單一資料平行 rank 的 tp（tp 1 搭配 N = 4 即 vllm serve -tp 1 -dp 4，在此為 tp 4 的一個副本）；1：關閉</translation>
    </message>
    <message>
        <source>Images in each training sample or request of a vision-language model: each adds its image tokens to the sequence (within the sequence length or context) and runs the vision encoder over its patches; unset: the model&apos;s default (one; none in a sample with a video)</source>
        <translation>視覺語言模型每個訓練樣本或請求中的影像數：每張影像把它的影像 token 加入序列（計入序列長度或上下文），並讓視覺編碼器處理它的 patch；未設定：模型的預設值（一張；含影片的樣本則為零張）</translation>
    </message>
    <message>
        <source>Pipeline parallel stages (training: the trainers that split a model into stages, Megatron-LM, NeMo, Megatron-DeepSpeed, Megatron-SWIFT, torchtitan&apos;s FSDP)</source>
        <translation>管線平行階段數（訓練：會把模型切成多個階段的訓練框架，Megatron-LM、NeMo、Megatron-DeepSpeed、Megatron-SWIFT、torchtitan 的 FSDP）</translation>
    </message>
    <message>
        <source>Saved activations go to host RAM in forward and come back in backward (torchtune; Unsloth offloaded checkpointing; Megatron-LM --cpu-offloading)</source>
        <translation>保存的活化值在前向時移到主機記憶體，反向時取回（torchtune；Unsloth 卸載式檢查點；Megatron-LM --cpu-offloading）</translation>
    </message>
    <message>
        <source>Sequences the scheduler runs at once (vLLM max_num_seqs, TensorRT-LLM max_batch_size), each attention data-parallel rank&apos;s where the engine schedules each (vLLM, TensorRT-LLM); unset: the framework&apos;s default</source>
        <translation>排程器同時執行的序列數（vLLM max_num_seqs、TensorRT-LLM max_batch_size）；引擎分別排程每個注意力資料平行 rank 時（vLLM、TensorRT-LLM），為每個 rank 各自的值；未設定：框架預設值</translation>
    </message>
    <message>
        <source>Tensor-parallel ranks each routed expert is split over (Megatron-LM --expert-tensor-parallel-size); unset: the tensor-parallel degree, Megatron-LM&apos;s default (many MoE recipes set 1: experts whole on their expert-parallel rank), and 1 where tp × ep does not divide a pipeline stage&apos;s GPUs, which Megatron-Core refuses</source>
        <translation>每個路由專家切分到的張量平行 rank 數（Megatron-LM --expert-tensor-parallel-size）；未設定：張量平行度，即 Megatron-LM 的預設（許多 MoE 配方設為 1：專家完整放在其專家平行 rank 上），而 tp × ep 無法整除一個管線階段的 GPU 數時為 1（Megatron-Core 會拒絕該預設）</translation>
    </message>
    <message>
        <source>The global batch in tokens (Llama 3: 16M), whole sequences of the sequence length (a preference pair: its two sequences); sets gradient accumulation as the global batch does; unset: gradient accumulation as given</source>
        <translation>以 token 數表示的全域批次（Llama 3：16M），須為整數個序列長度（偏好對：算其兩條序列）；與全域批次一樣設定梯度累積；未設定：沿用所填的梯度累積</translation>
    </message>
    <message>
        <source>The layers&apos; working weights are kept and all-gathered in FP8 beside the fp32 master copy, with no bf16 copy (Megatron-LM --fp8-param-gather; NeMo&apos;s and Megatron-Bridge&apos;s FP8 recipes set it); under PyTorch FSDP with torchao&apos;s tensorwise FP8, the fp32 shards are cast to FP8 and gathered in FP8 (torchtitan&apos;s enable_fsdp_float8_all_gather)</source>
        <translation>各層的工作權重以 FP8 保存並以 FP8 全收集，另有 fp32 主權重，不再保留 bf16 副本（Megatron-LM --fp8-param-gather；NeMo 與 Megatron-Bridge 的 FP8 配方預設開啟）；在 PyTorch FSDP 搭配 torchao 張量級 FP8 時，fp32 分片先轉為 FP8 再以 FP8 收集（torchtitan 的 enable_fsdp_float8_all_gather）</translation>
    </message>
    <message>
        <source>The policy&apos;s and critic&apos;s weights and optimizer states wait in host RAM while the engine generates (OpenRLHF --ds.enable_sleep, ms-swift --offload_model, verl fsdp_config param_offload and optimizer_offload)</source>
        <translation>推論引擎生成時，策略模型與評論模型的權重和最佳化器狀態暫放主機記憶體（OpenRLHF --ds.enable_sleep、ms-swift --offload_model、verl fsdp_config 的 param_offload 與 optimizer_offload）</translation>
    </message>
    <message>
        <source>The routed experts of layers 0 to N − 1 stay in host RAM and run on the CPU, as llama.cpp&apos;s --n-cpu-moe N counts them (every layer&apos;s: --cpu-moe, -ot exps=CPU); attention and shared weights stay on the GPU; unset: none</source>
        <translation>第 0 到 N − 1 層的路由專家留在主機記憶體、由 CPU 執行，依 llama.cpp --n-cpu-moe N 的算法（所有層：--cpu-moe、-ot exps=CPU）；注意力與共享權重留在 GPU；未設定：無</translation>
    </message>
    <message>
        <source>Tokens reach experts on other GPUs through DeepEP: each token crosses the network once for every node holding one of its experts and is forwarded inside the node over NVLink (training: Megatron-Core --moe-token-dispatcher-type flex with --moe-enable-deepep, NeMo AutoModel&apos;s DeepEP kernels; serving with attention data parallel: SGLang --moe-a2a-backend deepep, vLLM --all2all-backend deepep_high_throughput or deepep_low_latency); off: training&apos;s all-to-all sends it to every expert it routes to, and serving gathers every group&apos;s tokens on every GPU and scatters the results (timed as two all-reduces a layer)</source>
        <translation>token 經由 DeepEP 送到其他 GPU 上的專家：每個 token 對每個持有其專家的節點只跨網路傳送一次，再於節點內經 NVLink 轉送（訓練：Megatron-Core --moe-token-dispatcher-type flex 搭配 --moe-enable-deepep、NeMo AutoModel 的 DeepEP 核心；搭配注意力資料平行的推論：SGLang --moe-a2a-backend deepep、vLLM --all2all-backend deepep_high_throughput 或 deepep_low_latency）；關閉：訓練的 all-to-all 把它送到它路由到的每個專家，推論則把每一組的 token 收集到每張 GPU 上再分散結果（以每層兩次 all-reduce 計時）</translation>
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
        <source>decode memory-bandwidth utilisation (default 0.7, scaled by the GPU&apos;s best measured stream against the H100&apos;s)</source>
        <translation>解碼的記憶體頻寬使用率（預設 0.7，依此 GPU 實測最佳串流相對 H100 的比值縮放）</translation>
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
        <source>hours between resumable checkpoints (the framework&apos;s save interval); each write stalls training; 0.5 h: restart + half an interval ≈ the 0.3 h Llama 3 lost per failure</source>
        <translation>可續訓檢查點之間的小時數（框架的儲存間隔）；每次寫入都會暫停訓練；0.5 h：重新啟動＋半個間隔 ≈ Llama 3 每次故障損失的 0.3 h</translation>
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
        <source>longest generated tokens per request: answers spread evenly from 2 × the average − the longest to the longest (a benchmark&apos;s random range ratio) while that is a token or more; a longer longest makes a long tail (most answers short, a few long); a static batch waits for its longest answer, and the context must hold it; unset: every answer has the average length</source>
        <translation>每個請求最多產生的 token 數：回答長度均勻分布於 2 × 平均值 − 最長值 至最長值之間（基準測試的隨機長度範圍比例），只要最短者至少 1 個 token；最長值更長時呈長尾分布（多數回答短、少數很長）；靜態批次要等最長的回答結束，上下文也必須容納它；未設定：每個回答都是平均長度</translation>
    </message>
    <message>
        <source>longest prompt tokens per request: prompts spread evenly from 2 × the average − the longest to the longest (a benchmark&apos;s random range ratio) while that holds the shared prefix; a longer longest makes a long tail (most prompts short, a few long, as chat data sets are); the first token&apos;s percentiles wait for the longer prompts&apos; prefills, a static batch pads to its longest prompt, and the context must hold the longest; unset: every prompt has the average length</source>
        <translation>每個請求最長的提示詞 token 數：提示詞長度均勻分布於 2 × 平均值 − 最長值 至最長值之間（基準測試的隨機長度範圍比例），只要最短者仍容得下共用前綴；最長值更長時呈長尾分布（多數提示詞短、少數很長，如對話資料集）；首個 token 的百分位數要等較長提示詞的預填充，靜態批次會補齊到其最長的提示詞，上下文也必須容納最長者；未設定：每個提示詞都是平均長度</translation>
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
        <source>post-training steps; a PPO/GRPO step generates, scores and trains one batch of prompts; unset: the dataset&apos;s samples × epochs ÷ the examples a step trains on, else 1,000 (with a warning)</source>
        <translation>後訓練步數；PPO/GRPO 的一步會對一批提示生成、評分並訓練；未設定：資料集樣本數 × 訓練遍數 ÷ 每步訓練的樣本數，若無資料集則為 1,000（並提出警告）</translation>
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
        <source>requests per second arriving at random (Poisson, as serving benchmarks send them) across the plan&apos;s replicas: latencies at this rate, with their 50th, 90th and 99th percentiles; unset: latencies at the plan&apos;s concurrent users</source>
        <translation>每秒隨機到達的請求數（Poisson 分布，與推論服務基準測試的送法相同），分攤到方案的各副本：延遲依此速率計算，並列出第 50、90、99 百分位；未設定：依方案的同時使用者數計算延遲</translation>
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
        <translation>扣除故障、重啟與檢查點停頓後用於訓練的時間比例；未設定：依 GPU 數計算（Llama 3：16,384 張 GPU 上 &gt;90%）</translation>
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
        <source>whose GPU prices, electricity and grid carbon: global (US/EU), China, Taiwan</source>
        <translation>採用哪個地區的 GPU 價格、電價與電網碳排：全球（美國／歐洲）、中國、台灣</translation>
    </message>
    <message>
        <source>with activation offloading, how many layers of each pipeline stage send their saved activations to host RAM (Megatron-LM --cpu-offloading-num-layers); the others keep them on the GPU; unset: every layer</source>
        <translation>開啟活化值卸載時，每個流水線階段有幾層把保存的活化值送到主機記憶體（Megatron-LM --cpu-offloading-num-layers）；其餘層留在 GPU 上；未設定：每一層</translation>
    </message>
    <message>
        <source>with selective recompute in Megatron-Core, the modules recomputed in backward, a comma list of core_attn, moe_act, layernorm, mla_up_proj, mlp, moe, shared_experts (Megatron-LM --recompute-modules); the default is the attention core</source>
        <translation>Megatron-Core 選擇性重算時，在反向傳播中重算的模組，以逗號分隔：core_attn、moe_act、layernorm、mla_up_proj、mlp、moe、shared_experts（Megatron-LM --recompute-modules）；預設只重算注意力核心</translation>
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
        <source>With Liger kernels: {value}</source>
        <translation>隨 Liger 核心：{value}</translation>
    </message>
    <message>
        <source>Framework default: {value}</source>
        <translation>框架預設：{value}</translation>
    </message>
    <message>
        <source>Framework ≥ {size}: {value}</source>
        <translation>框架（≥ {size}）：{value}</translation>
    </message>
    <message>
        <source>Model&apos;s format: {value}</source>
        <translation>模型本身的格式：{value}</translation>
    </message>
    <message>
        <source>Default for the method: {value}</source>
        <translation>此方法的預設：{value}</translation>
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
        <source> M</source>
        <translation> M token</translation>
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
        <source> h</source>
        <translation> 小時</translation>
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
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> 請求/秒</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
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
        <source>1,280</source>
        <translation>1,280</translation>
    </message>
    <message>
        <source>720</source>
        <translation>720</translation>
    </message>
    <message>
        <source>Default for the method</source>
        <translation>依方法預設</translation>
    </message>
    <message>
        <source>accumulation as given</source>
        <translation>沿用梯度累積</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>by sequences</source>
        <translation>依序列條數</translation>
    </message>
    <message>
        <source>catalog rate</source>
        <translation>內建匯率</translation>
    </message>
    <message>
        <source>concurrent users</source>
        <translation>同時使用者數</translation>
    </message>
    <message>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>dual-channel DDR5-5600 (89.6 GB/s)</source>
        <translation>雙通道 DDR5-5600（89.6 GB/s）</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>每一層</translation>
    </message>
    <message>
        <source>fills the sequence</source>
        <translation>填滿序列</translation>
    </message>
    <message>
        <source>framework default</source>
        <translation>框架預設</translation>
    </message>
    <message>
        <source>gradient accumulation as given</source>
        <translation>沿用所填的梯度累積</translation>
    </message>
    <message>
        <source>no evaluation</source>
        <translation>不評估</translation>
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
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>region default</source>
        <translation>地區預設值</translation>
    </message>
    <message>
        <source>square</source>
        <translation>正方形</translation>
    </message>
    <message>
        <source>steady state</source>
        <translation>穩定狀態</translation>
    </message>
    <message>
        <source>the average</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>the completion length</source>
        <translation>同回覆長度</translation>
    </message>
    <message>
        <source>the framework&apos;s</source>
        <translation>框架的預設值</translation>
    </message>
    <message>
        <source>the lengths as given</source>
        <translation>照給定的長度</translation>
    </message>
    <message>
        <source>the means</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>the model&apos;s</source>
        <translation>模型的預設值</translation>
    </message>
    <message>
        <source>the policy&apos;s</source>
        <translation>同策略模型</translation>
    </message>
    <message>
        <source>the precision&apos;s</source>
        <translation>依精度設定</translation>
    </message>
    <message>
        <source>the sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>the trainer&apos;s default</source>
        <translation>訓練器的預設</translation>
    </message>
    <message>
        <source>tp (Megatron-LM&apos;s default); 1, to be set, where tp × ep cannot tile a stage</source>
        <translation>張量平行度（Megatron-LM 的預設）；張量平行 × 專家平行無法鋪滿一個階段時為 1，需自行設定</translation>
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
        <translation>2U/4U PCIe GPU 伺服器（最多 8 張雙槽卡，2 顆 CPU）</translation>
    </message>
    <message>
        <source>4-GPU HGX/DGX-class server (SXM, NVSwitch)</source>
        <translation>4 GPU HGX/DGX 級伺服器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>4-slot workstation (Threadripper / Xeon W class)</source>
        <translation>4 插槽工作站（Threadripper／Xeon W 級）</translation>
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
        <translation>每張 GPU 每步的上下文平行流量</translation>
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
        <translation>每張 GPU 每步的資料平行梯度流量</translation>
    </message>
    <message>
        <source>10 Gbit/s Ethernet is enough between training nodes</source>
        <translation>訓練節點之間用 10 Gbit/s 乙太網路就夠了</translation>
    </message>
    <message>
        <source>16-GPU DGX-2 / HGX-2 class server (SXM, NVSwitch)</source>
        <translation>16 GPU DGX-2 / HGX-2 級伺服器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>16-GPU HGX A100 class server (two baseboards, NVSwitch)</source>
        <translation>16 GPU HGX A100 級伺服器（兩塊基板，NVSwitch）</translation>
    </message>
    <message>
        <source>4U PCIe GPU server (10 double-width cards, 2 CPUs)</source>
        <translation>4U PCIe GPU 伺服器（10 張雙槽卡，2 顆 CPU）</translation>
    </message>
    <message>
        <source>4U server of single-slot cards (up to 20, 2 CPUs)</source>
        <translation>單槽卡 4U 伺服器（最多 20 張，2 顆 CPU）</translation>
    </message>
    <message>
        <source>A 750 W power supply is enough</source>
        <translation>750 W 電源供應器就夠了</translation>
    </message>
    <message>
        <source>A mixture of experts needs memory for its active parameters only</source>
        <translation>混合專家模型只需容納啟用參數的記憶體</translation>
    </message>
    <message>
        <source>Activation offloading transfers per step</source>
        <translation>每步活化值卸載傳輸</translation>
    </message>
    <message>
        <source>Break-even price per GPU-hour</source>
        <translation>損益兩平的每 GPU 小時價格</translation>
    </message>
    <message>
        <source>CP traffic of the recurrent layers per GPU per step</source>
        <translation>每張 GPU 每步循環層的上下文平行流量</translation>
    </message>
    <message>
        <source>CPU optimizer step per step</source>
        <translation>每步的 CPU 優化器更新</translation>
    </message>
    <message>
        <source>Cloud cost at the replicas the peak needs</source>
        <translation>尖峰所需副本數下的雲端成本</translation>
    </message>
    <message>
        <source>Consumer cards joined by NVLink pool their memory</source>
        <translation>消費級顯示卡以 NVLink 相連即可合併記憶體</translation>
    </message>
    <message>
        <source>DP parameter gather per GPU per step</source>
        <translation>每張 GPU 每步的資料平行參數收集</translation>
    </message>
    <message>
        <source>EP traffic per GPU per step</source>
        <translation>每張 GPU 每步的專家平行流量</translation>
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
        <source>Evaluation pauses</source>
        <translation>評估暫停</translation>
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
        <source>Fewest GPUs that fit</source>
        <translation>容納得下所需最少 GPU 數</translation>
    </message>
    <message>
        <source>Full fine-tuning needs 12 bytes per parameter (70B ≈ 840 GB)</source>
        <translation>全參數微調每個參數需要 12 位元組（70B ≈ 840 GB）</translation>
    </message>
    <message>
        <source>GPU link bus bandwidth</source>
        <translation>GPU 互連匯流排頻寬</translation>
    </message>
    <message>
        <source>GPU-to-GPU link, per direction</source>
        <translation>GPU 之間的連結（單向）</translation>
    </message>
    <message>
        <source>GPUs needed = the model&apos;s memory ÷ memory per GPU</source>
        <translation>所需 GPU 數 = 模型記憶體 ÷ 每張 GPU 記憶體</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效訓練比例</translation>
    </message>
    <message>
        <source>Grace superchip server (1–4 superchips per node, MGX class)</source>
        <translation>Grace 超級晶片伺服器（每節點 1–4 顆超級晶片，MGX 級）</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>電網碳排放強度</translation>
    </message>
    <message>
        <source>Highest request rate within the targets</source>
        <translation>符合目標的最高請求速率</translation>
    </message>
    <message>
        <source>LoRA trains 1–2% of the parameters</source>
        <translation>LoRA 訓練 1–2% 的參數</translation>
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
        <source>Memory of one replica</source>
        <translation>一個副本的記憶體</translation>
    </message>
    <message>
        <source>ModelOpt FP8 (per-tensor scales)</source>
        <translation>ModelOpt FP8（逐張量縮放係數）</translation>
    </message>
    <message>
        <source>ModelOpt NVFP4 (16-block fp8 scales)</source>
        <translation>ModelOpt NVFP4（每 16 個一區塊的 fp8 縮放係數）</translation>
    </message>
    <message>
        <source>NVFP4 speed-up</source>
        <translation>NVFP4 加速倍數</translation>
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
        <source>OAM/module baseboard server (up to 8 accelerators)</source>
        <translation>OAM／模組基板伺服器（最多 8 顆加速器）</translation>
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
        <source>Output tokens/s over the run</source>
        <translation>整個回合的輸出 tokens/s</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>每張 GPU 輸出吞吐量</translation>
    </message>
    <message>
        <source>Output tokens/s with every request queued</source>
        <translation>所有請求同時排隊時的每秒輸出 token 數</translation>
    </message>
    <message>
        <source>Overheads</source>
        <translation>額外開銷</translation>
    </message>
    <message>
        <source>PP steady-phase traffic per GPU per step</source>
        <translation>每張 GPU 每步的管線平行流量（穩定階段）</translation>
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
        <translation>每張 GPU 購買價格</translation>
    </message>
    <message>
        <source>Rack units per server</source>
        <translation>每台伺服器機架單位（U）</translation>
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
        <source>Samples trained</source>
        <translation>訓練樣本數</translation>
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
        <source>Serving needs the weights plus 20%</source>
        <translation>推論服務需要權重再加 20%</translation>
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
        <source>TPOT at the target percentile</source>
        <translation>目標百分位數下每個輸出 token 的時間</translation>
    </message>
    <message>
        <source>TTFT at the target percentile</source>
        <translation>目標百分位數下首個 token 的時間</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每個輸出 token 的時間</translation>
    </message>
    <message>
        <source>Time per output token, p50</source>
        <translation>每個輸出 token 的時間，p50</translation>
    </message>
    <message>
        <source>Time per output token, p90</source>
        <translation>每個輸出 token 的時間，p90</translation>
    </message>
    <message>
        <source>Time per output token, p95</source>
        <translation>每個輸出 token 的時間，p95</translation>
    </message>
    <message>
        <source>Time per output token, p99</source>
        <translation>每個輸出 token 的時間，p99</translation>
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
        <source>Time to first token, p50</source>
        <translation>首個 token 的時間，p50</translation>
    </message>
    <message>
        <source>Time to first token, p90</source>
        <translation>首個 token 的時間，p90</translation>
    </message>
    <message>
        <source>Time to first token, p95</source>
        <translation>首個 token 的時間，p95</translation>
    </message>
    <message>
        <source>Time to first token, p99</source>
        <translation>首個 token 的時間，p99</translation>
    </message>
    <message>
        <source>Tokens computed</source>
        <translation>實際計算的 token 數</translation>
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
        <source>Trainable share of the parameters</source>
        <translation>可訓練參數的比例</translation>
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
        <source>Training time = 6·N·D FLOPs at 40% of the peak</source>
        <translation>訓練時間 = 6·N·D FLOPs，以峰值的 40% 計算</translation>
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
        <source>Weights = parameters × bits ÷ 8 (70B: 140 / 70 / 35 GB at 16 / 8 / 4 bits)</source>
        <translation>權重 = 參數 × 位元數 ÷ 8（70B：16 / 8 / 4 位元為 140 / 70 / 35 GB）</translation>
    </message>
    <message>
        <source>Weights of the whole model as stored</source>
        <translation>整個模型以儲存格式計的權重</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer states of the whole model</source>
        <translation>整個模型的權重、梯度與最佳化器狀態</translation>
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
        <translation>機櫃級 NVLink 系統（NVL72 級）</translation>
    </message>
    <message>
        <source>the machine itself (a desktop computer with unified memory)</source>
        <translation>整台機器本身（統一記憶體的桌上型電腦）</translation>
    </message>
    <message>
        <source>the rack&apos;s power shelves</source>
        <translation>機櫃的電源架</translation>
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
        <source>&amp;Check Against a Measured Run…</source>
        <translation>與實測執行比對(&amp;C)…</translation>
    </message>
    <message>
        <source>The scenario beside what a real run printed (memory, KV cache, speed)</source>
        <translation>將情境與實際執行的輸出並列比較（記憶體、KV 快取、速度）</translation>
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
        <source>The file changed on disk</source>
        <translation>檔案已在磁碟上變更</translation>
    </message>
    <message>
        <source>“{file}” was saved by another window or program after you opened it. Overwrite it with your version? (No keeps the file as it is; Save As keeps both.)</source>
        <translation>「{file}」在您開啟之後已被另一個視窗或程式儲存。要以您的版本覆寫嗎？（選「否」則保留檔案原狀；「另存新檔」可兩者皆保留。）</translation>
    </message>
    <message>
        <source>The file is read-only</source>
        <translation>檔案為唯讀</translation>
    </message>
    <message>
        <source>“{file}” is read-only. Replace it anyway? It stays read-only. (No keeps it as it is; Save As writes another file.)</source>
        <translation>「{file}」為唯讀。仍要取代它嗎？取代後仍維持唯讀。（選「否」則保留原狀；「另存新檔」會寫入另一個檔案。）</translation>
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
        <source>These scenarios refer to entries hwplanner does not know, or make a choice it refuses (shown with the choices allowed); the rest of the project is intact:</source>
        <translation>這些情境引用了 hwplanner 不認得的項目，或做了它拒絕的選擇（並列出可用的選項）；專案的其餘部分完好無損：</translation>
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
    <name>Fit</name>
    <message>
        <source>{model} on {gpus} × {gpu} ({framework}), {context:,} tokens per user</source>
        <translation>{model} 於 {gpus} × {gpu}（{framework}），每位使用者 {context:,} 個 token</translation>
    </message>
    <message>
        <source>The plan&apos;s {total} GPUs hold {replicas} replicas of it (tp × pp = {each}).</source>
        <translation>方案的 {total} 張 GPU 可放 {replicas} 份副本（每份 tp × pp = {each} 張）。</translation>
    </message>
    <message>
        <source>Quality costs come from different models and measures: each compares a format with 16 bits, not formats with each other.</source>
        <translation>品質代價取自不同的模型與量測：每一項是該格式與 16 位元相比，不能拿來在格式之間互相比較。</translation>
    </message>
    <message>
        <source>No estimate: {reason}</source>
        <translation>無法估算：{reason}</translation>
    </message>
    <message>
        <source>Fit plans with one GPU type; a machine of unequal cards is estimated as it is (Memory, Latency).</source>
        <translation>格式適配以單一 GPU 型號規劃；不同規格顯示卡組成的機器按原樣估算（見「記憶體」與「延遲」）。</translation>
    </message>
    <message>
        <source>Fit applies to serving plans (method Inference).</source>
        <translation>格式適配只適用於推論服務計畫（方法為推論）。</translation>
    </message>
    <message>
        <source>{fits} of {rows} weight formats × KV caches serve one user at {context:,} tokens on {gpus} × {gpu}; double-click a row to use it</source>
        <translation>{rows} 種權重格式 × KV 快取組合中，有 {fits} 種能在 {gpus} × {gpu} 上以 {context:,} 個 token 服務 1 位使用者；按兩下某一列即可採用</translation>
    </message>
    <message>
        <source>Use {weights} weights and a {kv} KV cache</source>
        <translation>使用 {weights} 權重與 {kv} KV 快取</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>容納得下</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每張 GPU</translation>
    </message>
    <message>
        <source>max context</source>
        <translation>最長上下文</translation>
    </message>
    <message>
        <source>users</source>
        <translation>使用者數</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>vs 16-bit</source>
        <translation>相對 16 位元</translation>
    </message>
    <message>
        <source>the weight format</source>
        <translation>權重格式</translation>
    </message>
    <message>
        <source>the KV cache&apos;s type</source>
        <translation>KV 快取的型別</translation>
    </message>
    <message>
        <source>one user fits at the plan&apos;s context</source>
        <translation>計畫的上下文下，1 位使用者是否容納得下</translation>
    </message>
    <message>
        <source>memory per GPU with one user at the plan&apos;s context</source>
        <translation>計畫的上下文下 1 位使用者時的每張 GPU 記憶體</translation>
    </message>
    <message>
        <source>the longest context one user can have, tokens</source>
        <translation>1 位使用者可有的最長上下文（token）</translation>
    </message>
    <message>
        <source>users at the plan&apos;s context, each held at full context at once</source>
        <translation>計畫的上下文下的使用者數，每位同時以完整上下文保留</translation>
    </message>
    <message>
        <source>decode tokens/s of one user alone</source>
        <translation>僅 1 位使用者時的解碼 token/秒</translation>
    </message>
    <message>
        <source>the format&apos;s published quality cost against 16 bits (its source in the tooltip)</source>
        <translation>此格式相對 16 位元的已發表品質代價（來源見提示）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>{text}; {caveat}</source>
        <translation>{text}；{caveat}</translation>
    </message>
    <message>
        <source>{measure} {full:g} → {quantized:g} on {model} ({change} against 16 bits); {source}</source>
        <translation>{model} 的{measure} {full:g} → {quantized:g}（相對 16 位元 {change}）；{source}</translation>
    </message>
    <message>
        <source>{format} (plan)</source>
        <translation>{format}（計畫）</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s</source>
        <translation>檢查點原生格式</translation>
    </message>
    <message>
        <source>≥ {value}</source>
        <translation>≥ {value}</translation>
    </message>
    <message>
        <source>{value} (the model&apos;s limit)</source>
        <translation>{value}（模型上限）</translation>
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
        <source>1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = 1 + (measured − 1) × (this GPU&apos;s FP8 ÷ bf16 peak − 1) ÷ (2 − 1); GEMM share = the step&apos;s matrix multiplies ÷ its kernels, outside the optimizer step and the launches after a host wait</source>
        <translation>1 ÷ ((1 − GEMM 佔比) + GEMM 佔比 ÷ GEMM 加速倍數)；GEMM 加速倍數 = 1 + (實測值 − 1) × (此 GPU 的 FP8 ÷ bf16 峰值 − 1) ÷ (2 − 1)；GEMM 佔比 = 每步矩陣乘法 ÷ 其全部核心時間（不含優化器步驟與主機等待後的啟動）</translation>
    </message>
    <message>
        <source>1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = matmul seconds ÷ (matmul seconds × ((1 − FP8 share) + FP8 share ÷ the pre-quantized speed-up on this GPU) + quantized elements × bytes per element ÷ bandwidth); pre-quantized speed-up = 1 + (measured − 1) × (this GPU&apos;s FP8 ÷ bf16 peak − 1) ÷ (2 − 1); FP8 share = the layers&apos; matmuls but the routed experts ÷ all; GEMM share = the step&apos;s matrix multiplies ÷ its kernels, outside the optimizer step and the launches after a host wait</source>
        <translation>1 ÷ ((1 − GEMM 佔比) + GEMM 佔比 ÷ GEMM 加速倍數)；GEMM 加速倍數 = 矩陣乘法秒數 ÷ (矩陣乘法秒數 × ((1 − FP8 佔比) + FP8 佔比 ÷ 此 GPU 上預先量化的加速倍數) + 量化元素數 × 每元素位元組 ÷ 頻寬)；預先量化的加速倍數 = 1 + (實測值 − 1) × (此 GPU 的 FP8 ÷ bf16 峰值 − 1) ÷ (2 − 1)；FP8 佔比 = 各層除路由專家外的矩陣乘法 ÷ 全部；GEMM 佔比 = 每步矩陣乘法 ÷ 其全部核心時間（不含優化器步驟與主機等待後的啟動）</translation>
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
        <source>(2 gathers, forward and backward, + 1 for each recomputed layer&apos;s recompute under DeepSpeed) × micro-batches of the 16-bit params</source>
        <translation>（2 次收集，前向與反向，DeepSpeed 下每個重算的層在重算時再收集 1 次）× 微批次數 × 16 位元參數</translation>
    </message>
    <message>
        <source>(2 × offloaded weights + gradient shard) × micro-batches (+ updated weights back) ÷ PCIe bandwidth; prefetched beside compute</source>
        <translation>(2 × 卸載的權重 + 梯度分片) × 微批次數(+ 傳回更新後的權重)÷ PCIe 頻寬;與計算並行預取</translation>
    </message>
    <message>
        <source>(cp−1)/cp × (input projection&apos;s outputs + the mixer&apos;s output) bytes of the local tokens × (2, or 3 with full recompute) × recurrent layers × micro-batches</source>
        <translation>(cp−1)/cp × 本地 token 的（輸入投影的輸出 + 混合器的輸出）位元組 × (2,完整重算時為 3) × 循環層數 × 微批次數</translation>
    </message>
    <message>
        <source>(cp−1)/cp × (q + k + v + output) bytes of the local tokens × (2, or 3 with full recompute) × layers × micro-batches</source>
        <translation>(cp−1)/cp × 本地 token 的 (q + k + v + 輸出) 位元組 × (2,完整重算時為 3) × 層數 × 微批次數</translation>
    </message>
    <message>
        <source>(cp−1)/cp × fp32 (state d_k × d_v + transition d_k × d_k) per value head and sequence × cp × (2, or 3 with full recompute) × recurrent layers × micro-batches</source>
        <translation>(cp−1)/cp × 每個 value 頭與每條序列的 fp32（狀態 d_k × d_v + 轉移矩陣 d_k × d_k）× cp × (2,完整重算時為 3) × 循環層數 × 微批次數</translation>
    </message>
    <message>
        <source>(cp−1)/cp × key/value bytes of the sequence × (3, or 4 with full recompute) × layers × micro-batches</source>
        <translation>(cp−1)/cp × 序列的 key/value 位元組 × (3,完整重算時為 4) × 層數 × 微批次數</translation>
    </message>
    <message>
        <source>(cp−1)/cp × the sequence&apos;s key latent and indexer key, bf16 × (2, or 3 with full recompute) × layers × micro-batches</source>
        <translation>(cp−1)/cp × 整條序列的鍵潛在向量與索引器鍵（bf16）× (2,完整重算時為 3) × 層數 × 微批次數</translation>
    </message>
    <message>
        <source>(gathered shards + weights sent to the engine&apos;s GPUs) ÷ link + engine load ÷ HBM + the shards a whole-tensor export brings from other nodes (pipeline broadcast, expert gather) over the network + checkpoint tensors × seconds per tensor the engine takes (flattened buckets, its own process, one handle or broadcast per tensor); a checkpoint reloaded from disk: bf16 weights ÷ reload rate</source>
        <translation>（收集的分片 + 送到推論引擎 GPU 的權重）÷ 鏈路 + 引擎載入 ÷ HBM + 完整張量匯出從其他節點經網路帶來的分片（管線廣播、專家收集）+ 檢查點張量數 × 引擎每個張量所需秒數（扁平化分桶、同一行程內，或每個張量一個控制代碼或一次廣播）；從磁碟重新載入檢查點：bf16 權重 ÷ 重新載入速率</translation>
    </message>
    <message>
        <source>(on-premises cost of this run − cloud storage) ÷ GPU-hours</source>
        <translation>（本次執行的本地部署成本 − 雲端儲存）÷ GPU 小時</translation>
    </message>
    <message>
        <source>(optimizer steps × step time + evaluation pauses) ÷ goodput</source>
        <translation>（優化器步數 × 每步時間 + 評估暫停）÷ 有效訓練比例</translation>
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
        <source>(steps × time per step + evaluation pauses) ÷ goodput</source>
        <translation>（步數 × 每步時間 + 評估暫停）÷ 有效訓練比例</translation>
    </message>
    <message>
        <source>(weight + gradient + fp32 master + optimizer state bytes per parameter) × parameters</source>
        <translation>（每參數的權重 + 梯度 + fp32 主副本 + 最佳化器狀態位元組）× 參數</translation>
    </message>
    <message>
        <source>0 on the training GPUs; the engine&apos;s own GPUs hold gpu_memory_utilization × capacity</source>
        <translation>訓練 GPU 上為 0；引擎自己的 GPU 佔用 gpu_memory_utilization × 容量</translation>
    </message>
    <message>
        <source>1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = 1 ÷ ((1 − routed share) ÷ the autocast speed-up + routed share ÷ the pre-quantized speed-up + the routed experts&apos; casts ÷ matmul seconds), each speed-up = 1 + (measured − 1) × (this GPU&apos;s FP8 ÷ bf16 peak − 1) ÷ (2 − 1); casts = elements × bytes per element ÷ bandwidth; GEMM share = the step&apos;s matrix multiplies ÷ its kernels, outside the optimizer step and the launches after a host wait</source>
        <translation>1 ÷ ((1 − GEMM 佔比) + GEMM 佔比 ÷ GEMM 加速倍數)；GEMM 加速倍數 = 1 ÷ ((1 − 路由專家佔比) ÷ autocast 加速倍數 + 路由專家佔比 ÷ 預先量化的加速倍數 + 路由專家的量化 ÷ 矩陣乘法秒數)，各加速倍數 = 1 + (實測值 − 1) × (此 GPU 的 FP8 ÷ bf16 峰值 − 1) ÷ (2 − 1)；量化 = 元素數 × 每元素位元組 ÷ 頻寬；GEMM 佔比 = 每步矩陣乘法 ÷ 其全部核心時間（不含優化器步驟與主機等待後的啟動）</translation>
    </message>
    <message>
        <source>1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = matmul seconds ÷ (matmul seconds × ((1 − NVFP4 share) + NVFP4 share ÷ the pre-quantized speed-up on this GPU) + quantized elements × bytes per element ÷ bandwidth); quantized elements = (the inputs&apos; and weights&apos; + the gradients&apos; × their stochastic rounding&apos;s slowdown) × NVFP4 share of layers; pre-quantized speed-up = 1 + (measured − 1) × (this GPU&apos;s FP4 ÷ bf16 peak − 1) ÷ (the B300&apos;s 5.83 − 1); NVFP4 share = the NVFP4 layers&apos; matmuls but the routed experts (outside Megatron-Core&apos;s grouped linears) ÷ all; GEMM share = the step&apos;s matrix multiplies ÷ its kernels, outside the optimizer step and the launches after a host wait</source>
        <translation>1 ÷ ((1 − GEMM 佔比) + GEMM 佔比 ÷ GEMM 加速倍數)；GEMM 加速倍數 = 矩陣乘法秒數 ÷ (矩陣乘法秒數 × ((1 − NVFP4 佔比) + NVFP4 佔比 ÷ 此 GPU 上預先量化的加速倍數) + 量化元素數 × 每元素位元組 ÷ 頻寬)；量化元素數 = (輸入與權重的 + 梯度的 × 其隨機捨入的減速倍數) × NVFP4 層佔比；預先量化的加速倍數 = 1 + (實測值 − 1) × (此 GPU 的 FP4 ÷ bf16 峰值 − 1) ÷ (B300 的 5.83 − 1)；NVFP4 佔比 = NVFP4 各層除路由專家（Megatron-Core 分組線性層之外）外的矩陣乘法 ÷ 全部；GEMM 佔比 = 每步矩陣乘法 ÷ 其全部核心時間（不含優化器步驟與主機等待後的啟動）</translation>
    </message>
    <message>
        <source>10 Gbit/s per node</source>
        <translation>每節點 10 Gbit/s</translation>
    </message>
    <message>
        <source>12 B × parameters (2 B weights + 2 B gradients + 8 B Adam states)</source>
        <translation>12 B × 參數（2 B 權重 + 2 B 梯度 + 8 B Adam 狀態）</translation>
    </message>
    <message>
        <source>1–2% of the parameters</source>
        <translation>參數的 1–2%</translation>
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
        <source>2 gathers (forward, backward) × micro-batches of the params: the layers&apos; FP8 weights a byte each, the rest in 16 bits</source>
        <translation>2 次收集（前向、反向）× 微批次數 × 參數：各層的 FP8 權重每個 1 位元組，其餘為 16 位元</translation>
    </message>
    <message>
        <source>2·N + A + 2·N_adapter forward; backward 2·lm_head + 2·N_top + 2·A_top + 4·N_adapter (adapters on the last layers only: the backward stops there)</source>
        <translation>前向 2·N + A + 2·N_adapter；反向 2·lm_head + 2·N_top + 2·A_top + 4·N_adapter（適配器只在最後幾層：反向傳播到此為止）</translation>
    </message>
    <message>
        <source>2·N + A forward; backward 2·N + 2·A + 2·N_top (every layer&apos;s activation gradient, the top layers&apos; weight gradients)</source>
        <translation>前向 2·N + A；反向 2·N + 2·A + 2·N_top（每層的激活梯度，頂層的權重梯度）</translation>
    </message>
    <message>
        <source>4 all-to-alls per MoE layer × micro-batches, each b·s·k·h·2 B</source>
        <translation>每個 MoE 層 4 次 all-to-all × 微批次數，每次 b·s·k·h·2 B</translation>
    </message>
    <message>
        <source>4 all-to-alls per MoE layer × micro-batches, each b·s·k·h·2 B; DeepEP sends a token once to each other node holding one of its k experts: (n − 1)(1 − (1 − 1/n)^k) copies over the network where an all-to-all sends k(n − 1)/n (n nodes, routing spread evenly)</source>
        <translation>每個 MoE 層 4 次 all-to-all × 微批次數，每次 b·s·k·h·2 B；DeepEP 對持有其 k 個專家之一的每個其他節點只送一次：跨網路 (n − 1)(1 − (1 − 1/n)^k) 份，all-to-all 則送 k(n − 1)/n 份（n 個節點，路由平均分布）</translation>
    </message>
    <message>
        <source>6 × parameters × tokens ÷ (GPUs × dense bf16 peak × 40%)</source>
        <translation>6 × 參數 × token 數 ÷（GPU 數 × 稠密 bf16 峰值 × 40%）</translation>
    </message>
    <message>
        <source>750 W</source>
        <translation>750 W</translation>
    </message>
    <message>
        <source>DeepSpeed-Inference workspace: (10·hidden·batch + batch·heads ÷ tp·tokens + 2·layers·batch·hidden ÷ tp) × tokens × 2 B</source>
        <translation>DeepSpeed-Inference 工作區：（10·hidden·batch + batch·heads ÷ tp·tokens + 2·layers·batch·hidden ÷ tp）× tokens × 2 B</translation>
    </message>
    <message>
        <source>DeepSpeed-Inference workspace: (10·hidden·batch + batch·heads ÷ tp·tokens + 2·layers·batch·hidden ÷ tp) × tokens × 2 B + weights gathered from ZeRO-3 shards</source>
        <translation>DeepSpeed-Inference 工作區：（10·hidden·batch + batch·heads ÷ tp·tokens + 2·layers·batch·hidden ÷ tp）× tokens × 2 B + 從 ZeRO-3 分片收集的權重</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs × 10.2 kW ÷ (8 × 700 W)</source>
        <translation>GPU TDP × GPU 數 × 10.2 kW ÷ (8 × 700 W)</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs × 142 kW ÷ (72 × 1,400 W), an NVL72 rack&apos;s share</source>
        <translation>GPU TDP × GPU 數 × 142 kW ÷（72 × 1,400 W），即一座 NVL72 機櫃的分攤</translation>
    </message>
    <message>
        <source>LoRA on a frozen copy: frozen × storage bytes + adapters × (weight + gradient + optimizer bytes), each ÷ its ZeRO shards</source>
        <translation>凍結副本上的 LoRA：凍結參數 × 儲存位元組 + 適配器 ×（權重 + 梯度 + 優化器位元組），各自 ÷ 其 ZeRO 分片數</translation>
    </message>
    <message>
        <source>NVLink per direction × 0.82 (NCCL ring), AMD&apos;s xGMI per direction × 0.71 (RCCL), MetaXLink per direction × 0.73 (MCCL), else PCIe per direction × 0.7</source>
        <translation>NVLink 單向頻寬 × 0.82（NCCL 環狀），AMD xGMI 單向頻寬 × 0.71（RCCL），MetaXLink 單向頻寬 × 0.73（MCCL），否則 PCIe 單向頻寬 × 0.7</translation>
    </message>
    <message>
        <source>PCIe per direction (the card has no NVLink)</source>
        <translation>PCIe 單向頻寬（此卡沒有 NVLink）</translation>
    </message>
    <message>
        <source>TTFT + (output tokens − 1) × TPOT</source>
        <translation>TTFT + (輸出 token 數 − 1) × TPOT</translation>
    </message>
    <message>
        <source>TTFT + (the batch&apos;s longest answer − 1) × TPOT</source>
        <translation>TTFT + (批次中最長回答 − 1) × TPOT</translation>
    </message>
    <message>
        <source>US dollars</source>
        <translation>美元</translation>
    </message>
    <message>
        <source>a 2-way NVLink 3 bridge</source>
        <translation>雙路 NVLink 3 橋接器</translation>
    </message>
    <message>
        <source>a bf16 static input (tokens × hidden ÷ sequence-parallel ranks) for each layer of the stage and each micro-batch it holds at once</source>
        <translation>階段內每一層、每個同時持有的微批次各一份 bf16 靜態輸入（token 數 × 隱藏維度 ÷ 序列平行的 rank 數）</translation>
    </message>
    <message>
        <source>a log-sum-exp per token + the hidden-state gradient (+ the lm_head gradient when it trains, written in bf16)</source>
        <translation>每個 token 一個 log-sum-exp + 隱藏狀態的梯度（lm_head 參與訓練時再加上它的梯度，以 bf16 寫入）</translation>
    </message>
    <message>
        <source>a reward adapter on the policy&apos;s base (reward_model_type lora): no copy</source>
        <translation>策略模型基座上的獎勵適配器（reward_model_type lora）：無副本</translation>
    </message>
    <message>
        <source>activation out + gradient back × the 1F1B phase&apos;s micro-batches × chunks − the warm-up&apos;s, beside the chunks&apos; compute</source>
        <translation>送出激活 + 回傳梯度 × 1F1B 階段的微批次 × 分塊數 − 預熱的部分，與各分塊的計算重疊</translation>
    </message>
    <message>
        <source>activation out + gradient back × the first stage&apos;s warm-up micro-batches ((pp − 1)·2 + (chunks − 1)·pp), exposed</source>
        <translation>送出激活 + 回傳梯度 × 第一個階段的預熱微批次（(pp − 1)·2 + (chunks − 1)·pp），不被掩蓋</translation>
    </message>
    <message>
        <source>active parameters × bytes per parameter</source>
        <translation>啟用參數 × 每參數位元組</translation>
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
        <source>an NVL72 rack is liquid-cooled</source>
        <translation>NVL72 機櫃採液冷</translation>
    </message>
    <message>
        <source>an NVL72 rack&apos;s compute trays (72 GPUs ÷ GPUs per tray), at most the plan&apos;s</source>
        <translation>一座 NVL72 機櫃的運算托盤數（72 張 GPU ÷ 每托盤 GPU 數），至多為方案中的數量</translation>
    </message>
    <message>
        <source>bf16 gradients all-reduced whole after the last backward (DeepSpeed&apos;s BF16_Optimizer, communication_data_type bf16)</source>
        <translation>最後一次反向傳播之後，bf16 梯度整體 all-reduce（DeepSpeed 的 BF16_Optimizer，communication_data_type bf16）</translation>
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
        <source>cloud cost of the period × replicas the peak needs ÷ replicas in the plan</source>
        <translation>期間雲端成本 × 尖峰所需副本數 ÷ 方案中的副本數</translation>
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
        <source>cuBLAS/cuBLASLt workspaces + the larger of the sparse attention backward&apos;s fp32 accumulators and the indexer&apos;s fp32 scores (one layer)</source>
        <translation>cuBLAS/cuBLASLt 工作空間 + 稀疏注意力反向的 fp32 累加器與索引器 fp32 分數兩者中較大者（一層）</translation>
    </message>
    <message>
        <source>dataset samples × mean sample length × epochs (packed)</source>
        <translation>資料集樣本數 × 平均樣本長度 × 訓練輪數（打包）</translation>
    </message>
    <message>
        <source>dataset samples × sequence length × epochs (no mean sample length: each fills it)</source>
        <translation>資料集樣本數 × 序列長度 × 訓練輪數（未給平均樣本長度：每個樣本視為填滿序列）</translation>
    </message>
    <message>
        <source>decode step with N + z·√N sequences running (N: the mean, Poisson) ÷ tokens per step (no prefill in a decode replica&apos;s steps)</source>
        <translation>N + z·√N 個序列執行時的解碼步（N：平均值，Poisson）÷ 每步 token 數（解碼副本的步驟不含預填充）</translation>
    </message>
    <message>
        <source>decode step with N + z·√N sequences running (N: the mean, Poisson) ÷ tokens per step ÷ (1 − ρ)</source>
        <translation>以 N + z·√N 個序列同時執行時的解碼步時間（N：平均值，Poisson）÷ 每步 token 數 ÷ (1 − ρ)</translation>
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
        <source>evaluations × tokens × forward FLOPs per token × models scoring each token ÷ the run&apos;s executed FLOP/s</source>
        <translation>評估次數 × 每次 token 數 × 每 token 前向 FLOPs × 為每個 token 打分的模型數 ÷ 本次訓練實際執行的 FLOP/s</translation>
    </message>
    <message>
        <source>every other matrix multiply&apos;s forward again × tokens (per-op checkpointing: SDPA&apos;s output kept)</source>
        <translation>每隔一個矩陣乘法再做一次前向 × token 數（逐運算檢查點：保留 SDPA 的輸出）</translation>
    </message>
    <message>
        <source>executed FLOPs ÷ (GPUs × dense peak × HFU) ÷ steps + exposed communication + exposed host transfers and host work</source>
        <translation>執行的 FLOPs ÷ (GPU 數 × 稠密峰值 × HFU) ÷ 步數 + 未隱藏的通訊 + 未隱藏的主機傳輸與主機工作</translation>
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
        <source>gpu_memory_utilization × GPU capacity − the policy&apos;s weights, which the engine shares (working set + KV cache)</source>
        <translation>gpu_memory_utilization × GPU 容量 − 策略模型的權重（推論引擎與其共用）（工作集 + KV 快取）</translation>
    </message>
    <message>
        <source>gradients reduced once per step, after the last backward</source>
        <translation>每步歸約一次梯度，在最後一次反向傳播之後</translation>
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
        <source>max(generation, scoring + policy update + host transfers) + weight sync: generation runs ahead of the update</source>
        <translation>max(生成, 評分 + 策略更新 + 主機傳輸) + 權重同步：生成領先於更新</translation>
    </message>
    <message>
        <source>max(linear layers: max(weights read, FLOPs) + attention: max(KV cache read, FLOPs) + kernels × fixed time per kernel + all-reduces + host and proposer time, the server&apos;s time on the step&apos;s outputs) per step ÷ tokens per step ÷ (1 − prefill share ρ)</source>
        <translation>每步 max(線性層：max(讀取的權重, FLOPs) + 注意力：max(讀取的 KV 快取, FLOPs) + 核心函式數 × 每個核心函式的固定時間 + all-reduce + 主機與提議者時間, 伺服器處理該步輸出的時間) ÷ 每步 token 數 ÷ (1 − 預填充比例 ρ)</translation>
    </message>
    <message>
        <source>median of {n} dated rows</source>
        <translation>{n} 筆附日期資料的中位數</translation>
    </message>
    <message>
        <source>memory per GPU × GPUs per replica (tensor × pipeline parallel)</source>
        <translation>每張 GPU 記憶體 × 每個副本的 GPU 數（張量平行 × 管線平行）</translation>
    </message>
    <message>
        <source>memory the framework leaves for the KV cache ÷ KV bytes per token on this GPU</source>
        <translation>框架留給 KV 快取的記憶體 ÷ 此 GPU 上每 token 的 KV 位元組</translation>
    </message>
    <message>
        <source>micro-batches × tokens × 3 int64 inputs (ids, labels, positions) in static buffers; the graph&apos;s private memory pool is not counted</source>
        <translation>微批次數 × token 數 × 3 個 int64 輸入（ids、labels、positions）存於靜態緩衝區；圖的私有記憶體池未計入</translation>
    </message>
    <message>
        <source>model FLOPs + recompute FLOPs</source>
        <translation>模型 FLOPs + 重算 FLOPs</translation>
    </message>
    <message>
        <source>model FLOPs + recompute FLOPs + dense experts&apos; FLOPs</source>
        <translation>模型 FLOPs + 重算 FLOPs + 稠密專家的 FLOPs</translation>
    </message>
    <message>
        <source>model FLOPs per token × tokens</source>
        <translation>每 token 模型 FLOPs × token 數</translation>
    </message>
    <message>
        <source>model FLOPs ÷ (training seconds without downtime × GPUs × dense fp32 peak)</source>
        <translation>模型 FLOPs ÷ (不含停機的訓練秒數 × GPU 數 × fp32 稠密峰值)</translation>
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
        <source>model loading + offloaded states + per-process + OS (serving has no DataLoader)</source>
        <translation>模型載入＋卸載的狀態＋每個行程＋作業系統（推論服務沒有 DataLoader）</translation>
    </message>
    <message>
        <source>network gear × run share of its life</source>
        <translation>網路設備 × 本次執行佔其壽命的比例</translation>
    </message>
    <message>
        <source>no FP4 peak for this GPU in the catalog: the step is timed at bf16 speed</source>
        <translation>目錄中沒有此 GPU 的 FP4 峰值：每步以 bf16 速度計時</translation>
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
        <source>nodes ÷ trays per rack</source>
        <translation>節點數 ÷ 每座機櫃的托盤數</translation>
    </message>
    <message>
        <source>non-overlapped transfers + overlapped transfers beyond their compute window + one layer&apos;s share (first gather, last bucket)</source>
        <translation>未重疊的傳輸 + 超出計算視窗的重疊傳輸 + 一層的份額（首次收集、最後一個桶）</translation>
    </message>
    <message>
        <source>non-overlapped transfers + overlapped transfers beyond their compute window + one layer&apos;s share (first gather, last bucket) + DeepEP&apos;s hidden all-to-alls × its SMs ÷ the GPU&apos;s (the compute they slow)</source>
        <translation>未重疊的傳輸 + 超出計算視窗的重疊傳輸 + 一層的份額（首次收集、最後一個桶）+ DeepEP 被掩蓋的 all-to-all × 其 SM 數 ÷ GPU 的 SM 數（它們拖慢的計算）</translation>
    </message>
    <message>
        <source>none in a tray: the rack&apos;s power shelves (8 × 33 kW, six 5.5 kW units each) feed its trays over the bus bar</source>
        <translation>托盤內沒有電源供應器：由機櫃的電源架（8 × 33 kW，各含六個 5.5 kW 單元）經匯流排供電給各托盤</translation>
    </message>
    <message>
        <source>none while the engine generates</source>
        <translation>引擎生成期間為 0</translation>
    </message>
    <message>
        <source>none: a unified-memory machine&apos;s price is the whole computer&apos;s</source>
        <translation>無：統一記憶體機器的價格即整台電腦的價格</translation>
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
        <source>one dated row</source>
        <translation>僅 1 筆附日期資料</translation>
    </message>
    <message>
        <source>one decode step of the batch ÷ tokens per step (the steps of a batch are alike)</source>
        <translation>批次的一個解碼步時間 ÷ 每步 token 數（同一批次的各步相同）</translation>
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
        <source>paged-out optimizer states ÷ (50% of the PCIe bandwidth)</source>
        <translation>換出的優化器狀態 ÷(PCIe 頻寬的 50%)</translation>
    </message>
    <message>
        <source>parameters on this GPU × bytes per parameter in the serving format + the engine&apos;s padding of its experts + resident LoRA adapters + the draft model, EAGLE head or MTP layers</source>
        <translation>此 GPU 上的參數 × 服務格式每參數位元組 + 引擎對專家權重的填充 + 常駐 LoRA 適配器 + 草稿模型、EAGLE 預測頭或 MTP 層</translation>
    </message>
    <message>
        <source>parameters on this GPU × working bytes ÷ ZeRO-3/FSDP shards</source>
        <translation>此 GPU 上的參數 × 工作位元組 ÷ ZeRO-3/FSDP 分片數</translation>
    </message>
    <message>
        <source>parameters × bits ÷ 8</source>
        <translation>參數 × 位元數 ÷ 8</translation>
    </message>
    <message>
        <source>parameters × bits ÷ 8 × 1.2</source>
        <translation>參數 × 位元數 ÷ 8 × 1.2</translation>
    </message>
    <message>
        <source>per-layer saved tensors × layers × micro-batch tokens (× in-flight micro-batches) + logits/loss buffers (+ autocast weight cache in forward)</source>
        <translation>每層保存的張量 × 層數 × 微批次 token 數（× 同時進行的微批次數）+ logits/loss 緩衝區（+ 前向時的 autocast 權重快取）</translation>
    </message>
    <message>
        <source>per-layer saved tensors × layers × micro-batch tokens (× in-flight micro-batches) + logits/loss buffers (+ autocast weight cache in forward; + the reference&apos;s forward after the policy&apos;s in a DPO step)</source>
        <translation>每層保存的張量 × 層數 × 微批次 token 數（× 同時進行的微批次數）+ logits/loss 緩衝區（+ 前向時的 autocast 權重快取；DPO 步驟中再加上策略前向之後的參考模型前向）</translation>
    </message>
    <message>
        <source>pinned bytes moved to host RAM and back per step ÷ PCIe bandwidth + the trainer&apos;s parked bytes through pageable memory ÷ the rate out + the same ÷ the rate back</source>
        <translation>每步移到主機記憶體再移回的鎖頁（pinned）位元組 ÷ PCIe 頻寬 + 訓練端經可分頁（pageable）記憶體停放的位元組 ÷ 移出速率 + 同一位元組 ÷ 移回速率</translation>
    </message>
    <message>
        <source>prompts × a wave&apos;s prefill per prompt + max(completions × average length ÷ completions at once, the longest completion) × decode step, per replica</source>
        <translation>提示數 × 一波中每個提示的預填充時間 + max(回覆數 × 平均長度 ÷ 同時進行的回覆數, 最長回覆) × 解碼步驟時間，每個副本</translation>
    </message>
    <message>
        <source>prompts × a wave&apos;s prefill per prompt + waves × completion length × decode step</source>
        <translation>提示數 × 一波中每個提示的預填充時間 + 波數 × 回覆長度 × 解碼步驟時間</translation>
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
        <source>replicas × requests in the run × output tokens ÷ the run&apos;s simulated length</source>
        <translation>副本數 × 回合中的請求數 × 輸出 token 數 ÷ 模擬的回合長度</translation>
    </message>
    <message>
        <source>replicas × sequences the KV cache holds ÷ request time × output tokens (offline batch: the queue never empties)</source>
        <translation>副本數 × KV 快取可容納的序列數 ÷ 請求時間 × 輸出 token 數（離線批次：佇列始終不空）</translation>
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
        <source>scoring FLOPs ÷ (training GPUs × dense peak × utilisation) + each forward-only pass&apos;s communication not hidden + its kernel launches beyond its kernels</source>
        <translation>評分 FLOPs ÷（訓練 GPU 數 × 稠密峰值 × 利用率）+ 每次僅前向傳遞未被隱藏的通訊 + 其核心啟動超出核心執行的時間</translation>
    </message>
    <message>
        <source>sequences × (context in whole blocks × bytes per token of the attention layers + the recurrent layers&apos; state) on this GPU + the draft&apos;s cache; with attention data-parallel groups, the sequences of the busiest group</source>
        <translation>序列數 ×（以整區塊計的上下文 × 注意力層每 token 位元組 + 循環層的狀態）於此 GPU + 草稿模型的快取；使用注意力資料平行時，取最忙一組的序列數</translation>
    </message>
    <message>
        <source>server kW × servers per rack</source>
        <translation>伺服器 kW × 每機櫃伺服器數</translation>
    </message>
    <message>
        <source>share of the allocated peak held in MLX&apos;s buffer cache (freed buffers kept for reuse)</source>
        <translation>MLX 緩衝區快取保留的份額（占已配置峰值；釋放後留待重用的緩衝區）</translation>
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
        <source>steps × samples a step reads</source>
        <translation>步數 × 每步讀取的樣本數</translation>
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
        <source>the larger of tokens per step × one layer&apos;s transient tensors and the sampler&apos;s peak, sampled rows × vocabulary × bytes per entry (the logits in bf16 and fp32, the probabilities, the sampler&apos;s buffers; every tensor-parallel GPU samples the whole vocabulary)</source>
        <translation>每步 token 數 × 一層的暫存張量，與取樣器峰值（取樣列數 × 詞彙表大小 × 每項位元組：bf16 與 fp32 的 logits、機率、取樣器的緩衝區；每張張量平行 GPU 都對整個詞彙表取樣）兩者取大</translation>
    </message>
    <message>
        <source>the largest Poisson rate whose TTFT and TPOT at the target percentile meet the targets, per replica × replicas in the plan; no target: the rate short of saturation</source>
        <translation>目標百分位數下 TTFT 與 TPOT 仍符合目標的最大 Poisson 速率，單一副本的值 × 方案中的副本數；無目標時：飽和前的速率</translation>
    </message>
    <message>
        <source>the largest Poisson rate whose mean TTFT and TPOT meet the targets, per replica × replicas in the plan; no target: the rate short of saturation</source>
        <translation>平均 TTFT 與 TPOT 仍符合目標的最大 Poisson 速率，單一副本的值 × 方案中的副本數；無目標時：飽和前的速率</translation>
    </message>
    <message>
        <source>the machine&apos;s power (CPU and GPU on one chip) × machines</source>
        <translation>整機功耗（CPU 與 GPU 同在一顆晶片）× 機器數</translation>
    </message>
    <message>
        <source>the q-th percentile of the run&apos;s requests&apos; (end − first token) ÷ (output tokens − 1), requests of more than one output token</source>
        <translation>本回合各請求的（結束 − 首個 token）÷（輸出 token 數 − 1）的第 q 百分位數，只計輸出多於一個 token 的請求</translation>
    </message>
    <message>
        <source>the q-th percentile of the run&apos;s requests&apos; times to first token, each from its arrival to the end of the step that samples its first token (linear between ranks, as numpy.percentile)</source>
        <translation>本回合各請求首個 token 時間的第 q 百分位數，每個從請求到達算到取樣出其首個 token 的那一步結束（名次之間線性內插，同 numpy.percentile）</translation>
    </message>
    <message>
        <source>the q-th share of the batch ahead (a request arrives uniformly within it) + its batch&apos;s prefill</source>
        <translation>前一批次時間的第 q 百分位份額（請求在其間均勻到達）+ 所屬批次的預填充</translation>
    </message>
    <message>
        <source>the recomputed modules&apos; forward again × tokens</source>
        <translation>重算的模組再做一次前向 × token 數</translation>
    </message>
    <message>
        <source>the smallest count whose plan fits (the solver)</source>
        <translation>計畫容納得下的最小數量（求解器）</translation>
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
        <source>tokens × vocabulary shard × bytes per logit (Megatron-Core&apos;s cross-entropy: the bf16 logits and their fp32 copy, softmax in place and kept for backward, where it becomes the gradient)</source>
        <translation>詞元數 × 詞表分片 × 每個 logit 位元組數（Megatron-Core 的交叉熵：bf16 logits 與其 fp32 副本，softmax 就地計算並保留至反向傳播，在那裡就地變為梯度）</translation>
    </message>
    <message>
        <source>tokens × vocabulary shard × bytes per logit (PyTorch loss_parallel: the bf16 logits, their fp32 copy, shifted logits and log-softmax; backward&apos;s one-hot and softmax terms)</source>
        <translation>詞元數 × 詞表分片 × 每個 logit 位元組數（PyTorch loss_parallel：bf16 logits、其 fp32 副本、平移後的 logits 與 log-softmax；反向傳播的 one-hot 與 softmax 項）</translation>
    </message>
    <message>
        <source>tokens × vocabulary shard × bytes per logit (the bf16 logits, over which the kernel writes their gradient in forward)</source>
        <translation>詞元數 × 詞表分片 × 每個 logit 位元組數（bf16 logits；核心在前向傳播中把它們的梯度直接寫回其上）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × (bf16 logits + fp32 log-softmax + one chunk&apos;s fp32 temporaries ÷ chunks)</source>
        <translation>token 數 × 詞彙表大小 ×（bf16 logits + fp32 log-softmax + 一個分塊的 fp32 暫存 ÷ 分塊數）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × (fp32 log-softmax + one chunk&apos;s logits ÷ chunks)</source>
        <translation>token 數 × 詞彙表大小 ×（fp32 log-softmax + 一個分塊的 logits ÷ 分塊數）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × bytes per logit (bf16 logits and their bf16 log-softmax, no fp32 copy)</source>
        <translation>token 數 × 詞表大小 × 每個 logit 的位元組數（bf16 logits 及其 bf16 log-softmax，無 fp32 副本）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × bytes per logit (fp32 copy and log-softmax of every logit)</source>
        <translation>token 數 × 詞彙表大小 × 每個 logit 的位元組（每個 logit 的 fp32 副本與 log-softmax）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × bytes per logit (fp32 copy, its shifted contiguous copy and log-softmax of every logit)</source>
        <translation>token 數 × 詞彙表大小 × 每個 logit 的位元組（每個 logit 的 fp32 副本、其位移後的連續副本與 log-softmax）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × bytes per logit (fp32 logits kept through backward, the transposed log-softmax&apos;s input copy and output)</source>
        <translation>token 數 × 詞彙表大小 × 每個 logit 的位元組（保留至反向傳播的 fp32 logits，以及轉置 log-softmax 的輸入副本與輸出）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × bytes per logit (the bf16 logits the kernel saves, and their bf16 gradient in backward)</source>
        <translation>token 數 × 詞表大小 × 每個 logit 的位元組數（核心保存的 bf16 logits，以及反向傳播中它們的 bf16 梯度）</translation>
    </message>
    <message>
        <source>trainable parameters ÷ total parameters</source>
        <translation>可訓練參數 ÷ 總參數</translation>
    </message>
    <message>
        <source>trainable params × (fp32 gradient bytes + bf16 gradient bytes) ÷ gradient shards: DeepSpeed&apos;s BF16_Optimizer accumulates every gradient in one fp32 buffer it does not shard, beside the bf16 .grad tensors it zeroes and keeps</source>
        <translation>可訓練參數 × （fp32 梯度位元組 + bf16 梯度位元組） ÷ 梯度分片數：DeepSpeed 的 BF16_Optimizer 把每個梯度累加在一個不分片的 fp32 緩衝區裡，旁邊還保留它清零但不釋放的 bf16 .grad 張量</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes ÷ gradient shards: one main_grad buffer allocated when the model is wrapped, resident in every phase (Megatron-Core DDP; the distributed optimizer does not shard it)</source>
        <translation>可訓練參數 × 梯度位元組 ÷ 梯度分片數：模型包裝時即配置的一整塊 main_grad 緩衝區，在每個階段都常駐（Megatron-Core DDP；分散式優化器不切分它）</translation>
    </message>
    <message>
        <source>training tokens (packed, or samples that fill the sequence)</source>
        <translation>訓練 token 數（已打包，或樣本填滿序列）</translation>
    </message>
    <message>
        <source>training tokens (padding-free: a micro-batch&apos;s samples concatenated)</source>
        <translation>訓練 token 數（免填充：微批次的樣本首尾相接）</translation>
    </message>
    <message>
        <source>training tokens × expected longest of a micro-batch&apos;s samples ÷ mean sample length (each micro-batch padded to its longest sample)</source>
        <translation>訓練 token 數 × 微批次中最長樣本的期望長度 ÷ 平均樣本長度（每個微批次填充至其最長樣本）</translation>
    </message>
    <message>
        <source>training tokens × sequence length ÷ mean sample length (padded to the sequence length)</source>
        <translation>訓練 token 數 × 序列長度 ÷ 平均樣本長度（填充至序列長度）</translation>
    </message>
    <message>
        <source>tray kW × trays per rack</source>
        <translation>托盤 kW × 每座機櫃的托盤數</translation>
    </message>
    <message>
        <source>two chunks of logit rows + the hidden-state gradient (+ lm_head gradient and its fp32 accumulation when it trains)</source>
        <translation>兩個分塊的 logit 列 + 隱藏狀態梯度（lm_head 參與訓練時再加其梯度與 fp32 累加）</translation>
    </message>
    <message>
        <source>value head on the policy: (hidden + 1) × (weight + gradient + optimizer bytes)</source>
        <translation>策略模型上的價值頭：（hidden + 1）×（權重 + 梯度 + 優化器位元組）</translation>
    </message>
    <message>
        <source>waiting for a prefill replica&apos;s batch in flight (M/G/1 of batches: ρ·q ÷ (2(1 − ρ_c)), q = E[X²] ÷ E[X] of a batch&apos;s prefill, ρ_c its batched capacity&apos;s share in use) + prefill of the prompt&apos;s batch (the prompts arriving while one batch runs, up to the step&apos;s token budget) + the KV cache&apos;s transfer to a decode replica (+ the decode step that samples the first token, where the decode replica samples it) + waiting for a free slot</source>
        <translation>等待預填充副本上正在執行的批次（批次的 M/G/1：ρ·q ÷ (2(1 − ρ_c))，q = 一個批次預填充的 E[X²] ÷ E[X]，ρ_c 為其批次處理能力已用的比例）+ 提示詞所在批次的預填充（一個批次執行期間到達的提示詞，至多到每步的 token 上限）+ KV 快取傳到解碼副本（+ 由解碼副本取樣首個 token 時，取樣它的那一個解碼步）+ 等待空出的位置</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer states + activations + KV cache + reference + reward + critic + rollout engine + overheads</source>
        <translation>權重 + 梯度 + 優化器狀態 + 活化值 + KV 快取 + 參考模型 + 獎勵模型 + 價值模型 + 生成引擎 + 額外開銷</translation>
    </message>
    <message>
        <source>weights read (MoE: experts any sequence routes to; llama.cpp&apos;s CPU layers from host RAM) + batch × KV cache at average length</source>
        <translation>讀取的權重（MoE：任一序列路由到的專家；llama.cpp 的 CPU 層從主機記憶體讀取）+ 批次 × 平均長度下的 KV 快取</translation>
    </message>
    <message>
        <source>weights read (MoE: experts any sequence routes to; llama.cpp&apos;s CPU layers from host RAM) + batch × KV cache at average length; with expert parallelism every MoE layer waits for the GPU whose experts the step reaches most, which reads more than its share</source>
        <translation>讀取的權重（MoE：任一序列路由到的專家；llama.cpp 的 CPU 層從主機記憶體讀取）+ 批次 × 平均長度下的 KV 快取；採用專家平行時，每個 MoE 層都要等待該步驟觸及專家最多的 GPU，它讀取的多於其平均份額</translation>
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
        <translation>Σ 呼叫次數 × (延遲 + S × 係數 ÷ 匯流排頻寬)，依連結</translation>
    </message>
    <message>
        <source>⌈dataset samples × epochs ÷ samples a step reads⌉</source>
        <translation>⌈資料集樣本數 × 訓練遍數 ÷ 每步讀取的樣本數⌉</translation>
    </message>
    <message>
        <source>⌈memory by the rule ÷ memory per GPU⌉</source>
        <translation>⌈依經驗法則的記憶體 ÷ 每張 GPU 記憶體⌉</translation>
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
        <source>(1 − stalls − checkpoint write ÷ interval) ÷ (1 + failures per GPU-hour × GPUs × hours lost per failure)</source>
        <translation>(1 − 停頓 − 檢查點寫入 ÷ 間隔) ÷ (1 + 每 GPU 小時故障數 × GPU 數 × 每次故障損失小時)</translation>
    </message>
    <message>
        <source>(pool − shared prefix once) ÷ KV of one request at its average length (prompt + output ÷ 2, of the answers&apos; mean weighted by their length where they spread, whole blocks; an engine that reserves whole requests: prompt + the output each asks for, its own answer in a benchmark, length-weighted), at most the scheduler&apos;s limit; × attention data-parallel groups, each with its own cache (and, on vLLM, its own scheduler&apos;s limit)</source>
        <translation>（快取池 − 只存一份的共用前綴）÷ 一個請求在平均長度（提示 + 輸出 ÷ 2；輸出長度分散時取以長度加權的平均；整區塊；為整個請求預留空間的引擎：提示 + 每個請求所要的輸出，基準測試中即其自身回答的長度，以長度加權）的 KV，最多為排程器上限；× 注意力資料平行組數，每組有自己的快取（在 vLLM 上也有自己的排程器上限）</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs + max(CPU + board, drives and fans; host W while running)</source>
        <translation>GPU TDP × GPU 數 + max(CPU＋主機板、硬碟與風扇；執行時主機功率)</translation>
    </message>
    <message>
        <source>activation out + gradient back × micro-batches × chunks per GPU (virtual stages; DualPipeV&apos;s two)</source>
        <translation>送出的活化值 + 傳回的梯度 × 微批次數 × 每張 GPU 的區塊數（虛擬階段；DualPipeV 為兩個）</translation>
    </message>
    <message>
        <source>batch × tokens per step ÷ max(max(linear layers + attention + kernels × fixed time per kernel + fused-MoE blocks&apos; time beyond their kernels, kernels × host launch time) + all-reduces + step overhead, the server&apos;s seconds on the step&apos;s outputs); each part the longer of its bytes ÷ (bandwidth × MBU; routed experts in fused-MoE kernels at their own share) and its FLOPs ÷ (GPUs × peak × MFU)</source>
        <translation>批次 × 每步 token 數 ÷ max(max(線性層 + 注意力 + 核心函式數 × 每個核心函式的固定時間 + 融合 MoE 區塊超出其核心函式的時間, 核心函式數 × 主機啟動時間) + all-reduce + 每步額外開銷, 伺服器處理該步輸出的秒數)；每一部分取其位元組 ÷ (頻寬 × MBU；融合 MoE 核心中的路由專家以其自身比例) 與其 FLOPs ÷ (GPU 數 × 峰值 × MFU) 中較長者</translation>
    </message>
    <message>
        <source>busy replica-seconds × GPUs per replica ÷ 3600 (disaggregated: a decode replica&apos;s GPUs and its share of the prefill replicas&apos;)</source>
        <translation>副本忙碌秒數 × 每個副本的 GPU 數 ÷ 3600（分離式：一個解碼副本的 GPU 加上它分攤到的預填充副本 GPU）</translation>
    </message>
    <message>
        <source>decode MBU × (the GPU&apos;s best measured stream ÷ the H100&apos;s)</source>
        <translation>解碼 MBU ×（此 GPU 實測最佳串流 ÷ H100 的最佳串流）</translation>
    </message>
    <message>
        <source>executed FLOPs per step ÷ (peak × step seconds); step = micro-batches × ((matmul + attention + memory-bound (+ LoRA adapter kernels + 4-bit dequantization)) ÷ stack efficiency (+ launches after a host wait)) + pipeline bubble + optimizer</source>
        <translation>每步執行的 FLOPs ÷ (峰值 × 每步秒數)；每步 = 微批次數 × ((矩陣乘法 + 注意力 + 受記憶體頻寬限制的運算 (+ LoRA 轉接器核心 + 4 位元反量化)) ÷ 軟體堆疊效率 (+ 主機等待後的啟動)) + 管線氣泡 + 優化器</translation>
    </message>
    <message>
        <source>gradients reduced once per step, during the last backward</source>
        <translation>每步歸約一次梯度，於最後一次反向傳播期間</translation>
    </message>
    <message>
        <source>largest trainable tensor × gradient bytes, each freed as soon as its parameter steps (optimizer step in backward) + FSDP&apos;s reduce buffers: a trained layer&apos;s parameters × (compute bytes of its unsharded gradients + reduce bytes of the reduce-scatter input)</source>
        <translation>最大可訓練張量 × 梯度位元組數，每個梯度在其參數完成更新後立即釋放（在反向傳播中執行最佳化器步驟）+ FSDP 的 reduce 緩衝區：一個受訓層的參數 × （其未分片梯度的計算位元組數 + reduce-scatter 輸入的 reduce 位元組數）</translation>
    </message>
    <message>
        <source>mean over the run&apos;s requests of (last token − first token) ÷ (output tokens − 1), simulated step by step: a step&apos;s time is the decode of the running sequences with the prompt chunks prefilled in it (weights read once, their FLOPs added); an engine that runs prefill first decodes no token in a step with prompt chunks</source>
        <translation>回合中各請求的（最後一個 token − 第一個 token）÷（輸出 token 數 − 1）之平均，逐步模擬：一步的時間為執行中序列的解碼加上該步預填充的提示區塊（權重只讀一次，FLOPs 相加）；先做預填充的引擎在含提示區塊的一步中不解碼任何 token</translation>
    </message>
    <message>
        <source>mean over the run&apos;s requests, simulated step by step: the users all send a request at once and the next when one ends; each step decodes the running sequences and prefills prompt chunks, first come first served, in the rest of the token budget (an engine that runs prefill first: prompt chunks alone while a prompt waits, the running sequences paused); a request&apos;s first token ends its prompt&apos;s last chunk (the first wave waits behind the prompts ahead of it)</source>
        <translation>回合中各請求的平均，逐步模擬：使用者同時送出一個請求，並在一個請求結束時送出下一個；每一步解碼執行中的序列，並以先到先服務的順序在剩餘的 token 預算中預填充提示區塊（先做預填充的引擎：有提示等待時只跑提示區塊，執行中的序列暫停）；請求的第一個 token 在其提示的最後一個區塊完成時產生（第一波要等待排在前面的提示）</translation>
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
        <source>model FLOPs ÷ (training seconds without downtime × GPUs × dense 16-bit peak, bf16&apos;s, or fp16&apos;s on a GPU without bf16; an FP8 or FP4 recipe&apos;s too)</source>
        <translation>模型 FLOPs ÷ (不含停機的訓練秒數 × GPU 數 × 16 位元稠密峰值，即 bf16 的，無 bf16 的 GPU 則為 fp16 的；FP8 或 FP4 配方亦同)</translation>
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
        <source>one layer&apos;s gradients while they are reduced (the reduce-scatter input) + FSDP&apos;s unsharded gradients of the layer in backward (a trained layer&apos;s parameters × compute bytes); the fp32 gradient partition lives in host RAM (offload)</source>
        <translation>歸約中的一層梯度（reduce-scatter 輸入）+ FSDP 正在反向傳播之層的未分片梯度（一個受訓層的參數 × 計算位元組數）；fp32 梯度分區位於主機記憶體（卸載）</translation>
    </message>
    <message>
        <source>parameters stepped per GPU × GPUs per node × bytes moved per parameter ÷ the rate CPU Adam moves them (measured on datacenter nodes × this host&apos;s datasheet memory bandwidth ÷ theirs)</source>
        <translation>每張 GPU 更新的參數 × 每節點 GPU 數 × 每個參數搬移的位元組 ÷ CPU Adam 搬移它們的速率（在資料中心節點上實測 × 本主機規格書記憶體頻寬 ÷ 它們的）</translation>
    </message>
    <message>
        <source>parameters × average bytes per parameter as stored (+ the engine&apos;s padding of its experts)</source>
        <translation>參數 × 儲存格式下每參數的平均位元組（+ 引擎對專家權重的填充）</translation>
    </message>
    <message>
        <source>parameters × stored bytes (fine-tunes start from it)</source>
        <translation>參數 × 儲存位元組（微調由此開始）</translation>
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
        <source>prefill MFU × (the GPU&apos;s measured best matmul ÷ the H100&apos;s)</source>
        <translation>預填充 MFU ×（此 GPU 實測最佳矩陣乘法 ÷ H100 的）</translation>
    </message>
    <message>
        <source>prefill of its prompt (with prompts spread: the one at the q-th share) + the share q of the admission cycle it arrives in + the prefills batched with it at the q-th percentile of their Poisson count (mean λ × the cycle)</source>
        <translation>其提示詞的預填充（提示詞長度分散時：取位於第 q 比例的提示詞）+ 其到達時所在准入週期的 q 比例 + 與其一起預填充的請求在其 Poisson 個數第 q 百分位時的預填充（平均為 λ × 週期）</translation>
    </message>
    <message>
        <source>prefill of its prompt&apos;s batch (with prompts spread: the one at the q-th share) + the q-th quantile of the wait for a prefill replica + the KV cache&apos;s transfer</source>
        <translation>其提示詞所在批次的預填充（提示詞長度有分布時：取第 q 分位的那個）+ 等待預填充副本時間的第 q 分位數 + KV 快取的傳輸</translation>
    </message>
    <message>
        <source>prefill of the prompt + the step in flight (the round of steps, under multi-step scheduling) + waiting for the prefills ahead (M/D/1: ρ ÷ (2(1 − ρ)) prefills, or the prefills of the users arriving in the same round where they are more) + waiting for a free slot; at a request rate: prefill + the rest of the admission cycle it arrives in + the prefills of those arriving in it, prefilled together</source>
        <translation>提示的預填充 + 進行中的一步（多步排程時為一整輪步驟）+ 等待前面的預填充（M/D/1：ρ ÷ (2(1 − ρ)) 次預填充，或在同一輪到達的使用者之預填充較多時取後者）+ 等待空位；在給定請求速率下：預填充 + 其到達時所在准入週期的剩餘時間 + 在該週期內到達、一起預填充的請求之預填充</translation>
    </message>
    <message>
        <source>prompt tokens computed ÷ (max(prefill FLOPs but the recurrent scans ÷ (TP GPUs × peak × utilisation), weights read per chunk ÷ bandwidth) + recurrent layers × calls (one a chunk) × (a call&apos;s fixed time + its tokens&apos; scan FLOPs ÷ (TP GPUs × bf16 peak × the scans&apos; share)) + all-reduces + step overhead (+ kernels × fixed time per kernel, per chunk))</source>
        <translation>計算的提示詞 token 數 ÷（max（扣除循環掃描的預填充 FLOPs ÷（TP GPU 數 × 峰值 × 使用率），每個分塊讀取的權重 ÷ 頻寬）+ 循環層數 × 呼叫次數（每個分塊一次）×（每次呼叫的固定時間 + 其 token 的掃描 FLOPs ÷（TP GPU 數 × bf16 峰值 × 掃描核心的比例））+ all-reduce + 每步開銷（+ 核心數 × 每個核心的固定時間，每個分塊））</translation>
    </message>
    <message>
        <source>prompt tokens computed ÷ (max(prefill FLOPs but the recurrent scans ÷ (TP GPUs × peak × utilisation), weights read per chunk ÷ bandwidth) + recurrent layers × calls (one a chunk) × (a call&apos;s fixed time max of its tokens&apos; scan FLOPs ÷ (TP GPUs × bf16 peak × the scans&apos; share)) + all-reduces + step overhead (+ kernels × fixed time per kernel, per chunk))</source>
        <translation>計算的提示詞 token 數 ÷（max（扣除循環掃描的預填充 FLOPs ÷（TP GPU 數 × 峰值 × 使用率），每個分塊讀取的權重 ÷ 頻寬）+ 循環層數 × 呼叫次數（每個分塊一次）×max（每次呼叫的固定時間，其 token 的掃描 FLOPs ÷（TP GPU 數 × bf16 峰值 × 掃描核心的比例））+ all-reduce + 每步開銷（+ 核心數 × 每個核心的固定時間，每個分塊））</translation>
    </message>
    <message>
        <source>prompt tokens computed ÷ max(prefill FLOPs ÷ (TP GPUs × peak × utilisation), weights read per chunk ÷ bandwidth) + all-reduces + step overhead (+ kernels × fixed time per kernel, per chunk)</source>
        <translation>計算的提示 token ÷ max(預填充 FLOPs ÷ (張量平行 GPU 數 × 峰值 × 使用率), 每塊讀取的權重 ÷ 頻寬) + all-reduce + 每步額外開銷（+ 每塊的核心函式數 × 每個核心函式的固定時間）</translation>
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
        <source>the latency at the target percentile of the requests, as the percentiles at the request rate or over the run are computed (q: the target percentile)</source>
        <translation>請求在目標百分位數下的延遲，算法與該請求速率下或該次測試中的各百分位數相同（q：目標百分位數）</translation>
    </message>
    <message>
        <source>tokens per step × one layer&apos;s transient tensors + sampled rows × vocabulary × 4 B (fp32 logits)</source>
        <translation>每步 token 數 × 一層的暫存張量 + 取樣列數 × 詞彙表大小 × 4 B（fp32 logits）</translation>
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
        <source>trainable params × gradient bytes ÷ data-parallel ranks (ZeRO-2/3) + FSDP&apos;s reduce buffers: a trained layer&apos;s parameters × (compute bytes of its unsharded gradients + reduce bytes of the layer before&apos;s reduce-scatter input, kept until the next one)</source>
        <translation>可訓練參數 × 梯度位元組數 ÷ 資料平行秩數（ZeRO-2/3）+ FSDP 的 reduce 緩衝區：一個受訓層的參數 × （其未分片梯度的計算位元組數 + 前一層 reduce-scatter 輸入的 reduce 位元組數，保留到下一層的為止）</translation>
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
        <source>trained tokens ÷ seconds ÷ GPUs (while training; goodput excluded)</source>
        <translation>訓練的 token 數 ÷ 秒數 ÷ GPU 數（訓練進行時；不含有效訓練比例）</translation>
    </message>
    <message>
        <source>training FLOPs (policy + critic) ÷ (training GPUs × dense peak × utilisation) + (communication and host work not hidden) × optimizer steps a step</source>
        <translation>訓練 FLOPs（策略 + 評論者）÷ (訓練 GPU 數 × 稠密峰值 × 使用率) + (未隱藏的通訊與主機工作) × 每步的優化器步驟數</translation>
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
        <source>training tokens (nothing padded: one sample a micro-batch, or one length)</source>
        <translation>訓練 token 數（不做填充：每個微批次一個樣本，或樣本同長）</translation>
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
        <source>Capacity the device reports, in GiB (2³⁰ bytes); the charts show it in GB (10⁹ bytes), and the GPU&apos;s name gives its marketing figure</source>
        <translation>裝置回報的容量，單位 GiB（2³⁰ 位元組）；圖表以 GB（10⁹ 位元組）顯示，GPU 名稱中的則是行銷標示的數字</translation>
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
        <source>none named (one chip, unified memory)</source>
        <translation>未標示（單一晶片，統一記憶體）</translation>
    </message>
    <message>
        <source> GiB = {gb} GB</source>
        <translation> GiB = {gb} GB</translation>
    </message>
    <message>
        <source>custom, saved in this project</source>
        <translation>自訂，儲存在本專案中</translation>
    </message>
</context>
<context>
    <name>Input</name>
    <message>
        <source>4-bit GEMV ÷ 16-bit GEMV bandwidth</source>
        <translation>4 位元 GEMV ÷ 16 位元 GEMV 頻寬</translation>
    </message>
    <message>
        <source>4-bit dequantization seconds per micro-batch</source>
        <translation>每個微批次的 4 位元反量化秒數</translation>
    </message>
    <message>
        <source>A attention forward FLOPs/token</source>
        <translation>A 每 token 注意力前向 FLOPs</translation>
    </message>
    <message>
        <source>CPU Adam GB/s, datacenter node</source>
        <translation>CPU Adam GB/s，資料中心節點</translation>
    </message>
    <message>
        <source>CPU W</source>
        <translation>CPU 功耗（W）</translation>
    </message>
    <message>
        <source>DeepEP&apos;s SMs ÷ the GPU&apos;s</source>
        <translation>DeepEP 占用的 SM ÷ GPU 的 SM</translation>
    </message>
    <message>
        <source>FLOPs per step</source>
        <translation>每步 FLOPs</translation>
    </message>
    <message>
        <source>FP4 ÷ bf16 dense peak</source>
        <translation>FP4 ÷ bf16 稠密峰值</translation>
    </message>
    <message>
        <source>FP8 attention speed-up (attention kernels)</source>
        <translation>FP8 注意力加速（注意力核心）</translation>
    </message>
    <message>
        <source>FP8 recipe</source>
        <translation>FP8 縮放方式</translation>
    </message>
    <message>
        <source>FP8 speed-up</source>
        <translation>FP8 加速倍數</translation>
    </message>
    <message>
        <source>FP8 weight cache</source>
        <translation>FP8 權重快取</translation>
    </message>
    <message>
        <source>FP8 ÷ bf16 dense peak</source>
        <translation>FP8 ÷ bf16 稠密峰值</translation>
    </message>
    <message>
        <source>FSDP: a trained layer&apos;s parameters</source>
        <translation>FSDP：一個受訓層的參數</translation>
    </message>
    <message>
        <source>FSDP: bytes per parameter of its reduce buffers</source>
        <translation>FSDP：其 reduce 緩衝區每個參數的位元組數</translation>
    </message>
    <message>
        <source>FSDP: reduce buffers</source>
        <translation>FSDP：reduce 緩衝區</translation>
    </message>
    <message>
        <source>FTE</source>
        <translation>FTE</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>GB/s per node</source>
        <translation>每節點 GB/s</translation>
    </message>
    <message>
        <source>GEMM speed-up measured (FP8 ÷ bf16 peak 2)</source>
        <translation>實測 GEMM 加速倍數（FP8 ÷ bf16 峰值為 2）</translation>
    </message>
    <message>
        <source>GEMM speed-up on this GPU</source>
        <translation>此 GPU 上的 GEMM 加速倍數</translation>
    </message>
    <message>
        <source>GEMMs&apos; share of the step</source>
        <translation>GEMM 佔每步時間的比例</translation>
    </message>
    <message>
        <source>GPU TDP</source>
        <translation>GPU TDP</translation>
    </message>
    <message>
        <source>GPU TDP W</source>
        <translation>GPU TDP（W）</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU 容量</translation>
    </message>
    <message>
        <source>GPU class</source>
        <translation>GPU 類別</translation>
    </message>
    <message>
        <source>GPU link GB/s (bidirectional)</source>
        <translation>GPU 互連雙向 GB/s</translation>
    </message>
    <message>
        <source>GPU time</source>
        <translation>GPU 時間</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小時</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 數</translation>
    </message>
    <message>
        <source>GPUs + servers</source>
        <translation>GPU + 伺服器</translation>
    </message>
    <message>
        <source>GPUs per NVLink domain</source>
        <translation>每個 NVLink 網域的 GPU 數</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每節點 GPU 數</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>每副本 GPU 數</translation>
    </message>
    <message>
        <source>GPUs per tray</source>
        <translation>每托盤 GPU 數</translation>
    </message>
    <message>
        <source>GPUs that each run the whole indexer</source>
        <translation>各自執行完整索引器的 GPU 數</translation>
    </message>
    <message>
        <source>Gbit/s per node</source>
        <translation>每節點 Gbit/s</translation>
    </message>
    <message>
        <source>HFU (default)</source>
        <translation>HFU（預設）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>KV cache bytes sent</source>
        <translation>傳送的 KV 快取位元組數</translation>
    </message>
    <message>
        <source>KV cache limit</source>
        <translation>KV 快取上限</translation>
    </message>
    <message>
        <source>KV cache per completion</source>
        <translation>每個回覆的 KV 快取</translation>
    </message>
    <message>
        <source>KV cache read</source>
        <translation>讀取的 KV 快取</translation>
    </message>
    <message>
        <source>KV cache read ms</source>
        <translation>讀取 KV 快取（毫秒）</translation>
    </message>
    <message>
        <source>KV cache tokens (admits by the prompt, preempts the newest)</source>
        <translation>KV 快取的 token 數（依提示長度接納請求，滿了就搶佔最新的序列）</translation>
    </message>
    <message>
        <source>KV cache tokens (keeps room for the outputs to come, retracts the newest)</source>
        <translation>KV 快取的 token 數（為之後的輸出預留空間，滿了就撤回最新的請求）</translation>
    </message>
    <message>
        <source>KV cache transfer s</source>
        <translation>KV 快取傳輸秒數</translation>
    </message>
    <message>
        <source>KV type</source>
        <translation>KV 型別</translation>
    </message>
    <message>
        <source>MBU</source>
        <translation>MBU</translation>
    </message>
    <message>
        <source>MFU (given)</source>
        <translation>MFU（使用者提供）</translation>
    </message>
    <message>
        <source>MLP / shared experts</source>
        <translation>MLP / 共享專家</translation>
    </message>
    <message>
        <source>MoE dispatch-to-combine launches after the host&apos;s wait, s</source>
        <translation>MoE 從分派到合併的啟動（主機等待之後）時間（秒）</translation>
    </message>
    <message>
        <source>MoE layers with all-to-alls</source>
        <translation>使用 all-to-all 的 MoE 層數</translation>
    </message>
    <message>
        <source>N active matmul params</source>
        <translation>N 活躍矩陣乘法參數</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>NVFP4 layers&apos; weights kept in NVFP4</source>
        <translation>NVFP4 層的權重以 NVFP4 保存</translation>
    </message>
    <message>
        <source>NVFP4 speed-up</source>
        <translation>NVFP4 加速</translation>
    </message>
    <message>
        <source>NVMe staging buffers</source>
        <translation>NVMe 暫存緩衝區</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>作業系統</translation>
    </message>
    <message>
        <source>PCIe GB/s per direction</source>
        <translation>PCIe 單向 GB/s</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>TP GPUs</source>
        <translation>張量平行 GPU 數</translation>
    </message>
    <message>
        <source>TPOT of one user ms</source>
        <translation>單一使用者的 TPOT（毫秒）</translation>
    </message>
    <message>
        <source>TPOT target ms</source>
        <translation>TPOT 目標（毫秒）</translation>
    </message>
    <message>
        <source>TTFT of one user ms</source>
        <translation>單一使用者的 TTFT（毫秒）</translation>
    </message>
    <message>
        <source>TTFT target ms</source>
        <translation>TTFT 目標（毫秒）</translation>
    </message>
    <message>
        <source>USD/GB-month</source>
        <translation>美元/GB·月</translation>
    </message>
    <message>
        <source>USD/GPU-hour</source>
        <translation>美元/GPU 小時</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>美元/kWh</translation>
    </message>
    <message>
        <source>USD/node-year</source>
        <translation>美元/節點·年</translation>
    </message>
    <message>
        <source>USD/year</source>
        <translation>美元/年</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 階段</translation>
    </message>
    <message>
        <source>ZeRO-3 shards</source>
        <translation>ZeRO-3 分片數</translation>
    </message>
    <message>
        <source>a scan call&apos;s fixed time s</source>
        <translation>每次掃描呼叫的固定時間（秒）</translation>
    </message>
    <message>
        <source>a server holds at most</source>
        <translation>單台伺服器最多可裝</translation>
    </message>
    <message>
        <source>acceptance α</source>
        <translation>接受率 α</translation>
    </message>
    <message>
        <source>active parameters</source>
        <translation>啟用參數</translation>
    </message>
    <message>
        <source>active routed experts</source>
        <translation>活躍路由專家</translation>
    </message>
    <message>
        <source>adapter kernels&apos; fixed time per micro-batch s</source>
        <translation>每個微批次的轉接器核心固定時間（秒）</translation>
    </message>
    <message>
        <source>adapter params</source>
        <translation>適配器參數</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>適配器</translation>
    </message>
    <message>
        <source>algorithm</source>
        <translation>演算法</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth B/s</source>
        <translation>all-reduce 匯流排頻寬 B/s</translation>
    </message>
    <message>
        <source>all-reduce ms</source>
        <translation>all-reduce（毫秒）</translation>
    </message>
    <message>
        <source>all-reduce seconds</source>
        <translation>all-reduce 秒數</translation>
    </message>
    <message>
        <source>allocated peak</source>
        <translation>配置峰值</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>attention FLOPs ms</source>
        <translation>注意力 FLOPs（毫秒）</translation>
    </message>
    <message>
        <source>attention block tokens (raised to hold a state)</source>
        <translation>注意力區塊 token 數（加大至可容納一份狀態）</translation>
    </message>
    <message>
        <source>attention cache bytes per token per layer</source>
        <translation>每個 token 每層的注意力快取位元組</translation>
    </message>
    <message>
        <source>attention data-parallel groups</source>
        <translation>注意力資料平行組數</translation>
    </message>
    <message>
        <source>attention efficiency</source>
        <translation>注意力效率</translation>
    </message>
    <message>
        <source>attention groups</source>
        <translation>注意力層組數</translation>
    </message>
    <message>
        <source>attention seconds per micro-batch</source>
        <translation>每微批次注意力秒數</translation>
    </message>
    <message>
        <source>autocast bf16 weight cache</source>
        <translation>autocast bf16 權重快取</translation>
    </message>
    <message>
        <source>average completion tokens</source>
        <translation>平均回覆 token 數</translation>
    </message>
    <message>
        <source>average context</source>
        <translation>平均上下文長度</translation>
    </message>
    <message>
        <source>average request tokens</source>
        <translation>平均請求 token 數</translation>
    </message>
    <message>
        <source>average row ÷ longest row</source>
        <translation>平均列長 ÷ 最長列長</translation>
    </message>
    <message>
        <source>backward peak</source>
        <translation>反向峰值</translation>
    </message>
    <message>
        <source>bandwidth B/s</source>
        <translation>頻寬（B/s）</translation>
    </message>
    <message>
        <source>base model</source>
        <translation>基礎模型</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>batch prefill seconds</source>
        <translation>批次預填充秒數</translation>
    </message>
    <message>
        <source>batch seconds</source>
        <translation>批次秒數</translation>
    </message>
    <message>
        <source>best matmul ÷ peak, H100 SXM</source>
        <translation>最佳矩陣乘法 ÷ 峰值，H100 SXM</translation>
    </message>
    <message>
        <source>best matmul ÷ peak, this GPU</source>
        <translation>最佳矩陣乘法 ÷ 峰值，此 GPU</translation>
    </message>
    <message>
        <source>best stream ÷ datasheet bandwidth, H100 SXM</source>
        <translation>最佳串流 ÷ 規格表頻寬，H100 SXM</translation>
    </message>
    <message>
        <source>best stream ÷ datasheet bandwidth, this GPU</source>
        <translation>最佳串流 ÷ 規格表頻寬，此 GPU</translation>
    </message>
    <message>
        <source>best-matmul efficiency</source>
        <translation>最佳矩陣乘法效率</translation>
    </message>
    <message>
        <source>between-node seconds</source>
        <translation>節點間傳輸秒數</translation>
    </message>
    <message>
        <source>bf16 gradient bytes/param</source>
        <translation>bf16 梯度位元組/參數</translation>
    </message>
    <message>
        <source>bf16 peak FLOP/s</source>
        <translation>bf16 峰值 FLOP/s</translation>
    </message>
    <message>
        <source>bf16 weights</source>
        <translation>bf16 權重</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>位元數</translation>
    </message>
    <message>
        <source>block tokens</source>
        <translation>每區塊 token 數</translation>
    </message>
    <message>
        <source>blocks in the pool (one held back)</source>
        <translation>池中區塊數（保留一個不用）</translation>
    </message>
    <message>
        <source>blocks per request</source>
        <translation>每個請求的區塊數</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>梯度 bucket</translation>
    </message>
    <message>
        <source>bus bandwidth GB/s</source>
        <translation>匯流排頻寬（GB/s）</translation>
    </message>
    <message>
        <source>busiest group&apos;s experts ÷ the mean</source>
        <translation>最忙碌組的專家數 ÷ 平均值</translation>
    </message>
    <message>
        <source>busiest group&apos;s routed tokens ÷ the mean</source>
        <translation>最忙碌組的路由 token 數 ÷ 平均值</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>位元組</translation>
    </message>
    <message>
        <source>bytes from other nodes (whole tensors to every rank)</source>
        <translation>來自其他節點的位元組（每個 rank 都收到完整張量）</translation>
    </message>
    <message>
        <source>bytes per GPU per step</source>
        <translation>每 GPU 每步位元組</translation>
    </message>
    <message>
        <source>bytes per call (S)</source>
        <translation>每次呼叫位元組（S）</translation>
    </message>
    <message>
        <source>bytes per logit, backward peak</source>
        <translation>每個 logit 位元組（反向峰值）</translation>
    </message>
    <message>
        <source>bytes per logit, forward peak</source>
        <translation>每個 logit 位元組（前向峰值）</translation>
    </message>
    <message>
        <source>bytes per node</source>
        <translation>每節點位元組</translation>
    </message>
    <message>
        <source>bytes per parameter</source>
        <translation>每參數位元組</translation>
    </message>
    <message>
        <source>bytes per request</source>
        <translation>每請求位元組</translation>
    </message>
    <message>
        <source>bytes per token</source>
        <translation>每 token 位元組</translation>
    </message>
    <message>
        <source>bytes/param</source>
        <translation>位元組/參數</translation>
    </message>
    <message>
        <source>bytes/token</source>
        <translation>位元組/token</translation>
    </message>
    <message>
        <source>cached prefix tokens</source>
        <translation>已快取前綴 token 數</translation>
    </message>
    <message>
        <source>calls per step</source>
        <translation>每步呼叫次數</translation>
    </message>
    <message>
        <source>checkpoint interval h</source>
        <translation>檢查點間隔（小時）</translation>
    </message>
    <message>
        <source>checkpoint tensors</source>
        <translation>檢查點張量數</translation>
    </message>
    <message>
        <source>checkpoint write s</source>
        <translation>檢查點寫入秒數</translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation>檢查點</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>分塊數</translation>
    </message>
    <message>
        <source>class</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>cloud USD</source>
        <translation>雲端成本（美元）</translation>
    </message>
    <message>
        <source>cloud storage</source>
        <translation>雲端儲存</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集合通訊</translation>
    </message>
    <message>
        <source>communication not hidden</source>
        <translation>未隱藏的通訊</translation>
    </message>
    <message>
        <source>completion tokens</source>
        <translation>回覆 token 數</translation>
    </message>
    <message>
        <source>completions at once</source>
        <translation>同時生成回覆數</translation>
    </message>
    <message>
        <source>completions held at once per replica</source>
        <translation>每副本同時容納回覆數</translation>
    </message>
    <message>
        <source>completions per GPU</source>
        <translation>每張 GPU 的回覆數</translation>
    </message>
    <message>
        <source>completions per replica</source>
        <translation>每副本回覆數</translation>
    </message>
    <message>
        <source>completions per step</source>
        <translation>每步回覆數</translation>
    </message>
    <message>
        <source>compute seconds</source>
        <translation>計算秒數</translation>
    </message>
    <message>
        <source>compute seconds per step</source>
        <translation>每步計算秒數</translation>
    </message>
    <message>
        <source>compute slowed beside DeepEP, s</source>
        <translation>與 DeepEP 並行時被拖慢的計算，秒</translation>
    </message>
    <message>
        <source>concurrent users</source>
        <translation>同時使用者數</translation>
    </message>
    <message>
        <source>context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>convolution state bytes per element</source>
        <translation>卷積狀態每個元素的位元組數</translation>
    </message>
    <message>
        <source>critic model</source>
        <translation>價值模型（Critic）</translation>
    </message>
    <message>
        <source>critic values</source>
        <translation>價值模型估值</translation>
    </message>
    <message>
        <source>critic&apos;s communication not hidden</source>
        <translation>價值模型（Critic）未隱藏的通訊</translation>
    </message>
    <message>
        <source>cuBLAS workspace</source>
        <translation>cuBLAS 工作空間</translation>
    </message>
    <message>
        <source>data loading</source>
        <translation>資料載入</translation>
    </message>
    <message>
        <source>datacenter prefill MFU</source>
        <translation>資料中心預填充 MFU</translation>
    </message>
    <message>
        <source>dataset samples</source>
        <translation>資料集樣本數</translation>
    </message>
    <message>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>dates</source>
        <translation>日期範圍</translation>
    </message>
    <message>
        <source>decode MBU, A100/H100</source>
        <translation>解碼 MBU，A100/H100</translation>
    </message>
    <message>
        <source>decode bandwidth utilisation</source>
        <translation>解碼頻寬使用率</translation>
    </message>
    <message>
        <source>decode replicas in the plan</source>
        <translation>計畫中的解碼副本數</translation>
    </message>
    <message>
        <source>decode step sampling the first token s</source>
        <translation>取樣首個 token 的解碼步秒數</translation>
    </message>
    <message>
        <source>decode step seconds at the sequences running</source>
        <translation>以執行中序列數計的解碼步秒數</translation>
    </message>
    <message>
        <source>decode steps</source>
        <translation>解碼步數</translation>
    </message>
    <message>
        <source>decode steps per scheduling round</source>
        <translation>每輪排程的解碼步數</translation>
    </message>
    <message>
        <source>decode tokens/s per replica</source>
        <translation>每副本解碼 token/秒</translation>
    </message>
    <message>
        <source>dense {dtype} peak FLOP/s</source>
        <translation>稠密 {dtype} 峰值 FLOP/s</translation>
    </message>
    <message>
        <source>draft / head</source>
        <translation>草稿模型 / 預測頭</translation>
    </message>
    <message>
        <source>draft / head cache</source>
        <translation>草稿模型 / 預測頭快取</translation>
    </message>
    <message>
        <source>draw fraction</source>
        <translation>耗電比例</translation>
    </message>
    <message>
        <source>duty cycle</source>
        <translation>使用時間比例</translation>
    </message>
    <message>
        <source>each</source>
        <translation>每份</translation>
    </message>
    <message>
        <source>elements per token per full-attention layer</source>
        <translation>每個 token 在每個全注意力層的元素數</translation>
    </message>
    <message>
        <source>elements per token per layer</source>
        <translation>每 token 每層元素數</translation>
    </message>
    <message>
        <source>elements quantized per micro-batch</source>
        <translation>每微批次量化的元素數</translation>
    </message>
    <message>
        <source>elements quantized per micro-batch, the gradients&apos;</source>
        <translation>每個微批次量化的元素數（梯度）</translation>
    </message>
    <message>
        <source>elements quantized per micro-batch, the inputs&apos; and weights&apos;</source>
        <translation>每個微批次量化的元素數（輸入與權重）</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>嵌入層</translation>
    </message>
    <message>
        <source>engine tensor parallel</source>
        <translation>引擎張量平行度</translation>
    </message>
    <message>
        <source>engine weights per GPU (FP8 rollout)</source>
        <translation>引擎每 GPU 權重（FP8 生成）</translation>
    </message>
    <message>
        <source>engine weights per GPU (bf16)</source>
        <translation>引擎每 GPU 權重（bf16）</translation>
    </message>
    <message>
        <source>engine weights per GPU (the policy&apos;s, shared)</source>
        <translation>每張 GPU 的推論引擎權重（與策略模型共用）</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>訓練輪數</translation>
    </message>
    <message>
        <source>evaluation and start-up stalls</source>
        <translation>評估與啟動停頓</translation>
    </message>
    <message>
        <source>evaluation pauses s</source>
        <translation>評估暫停秒數</translation>
    </message>
    <message>
        <source>evaluation pauses, seconds</source>
        <translation>評估暫停（秒）</translation>
    </message>
    <message>
        <source>evaluations</source>
        <translation>評估次數</translation>
    </message>
    <message>
        <source>evicted to host RAM</source>
        <translation>換出到主機記憶體</translation>
    </message>
    <message>
        <source>examples per step</source>
        <translation>每步樣本數</translation>
    </message>
    <message>
        <source>executed FLOP/s (training FLOPs ÷ compute seconds)</source>
        <translation>實際執行的 FLOP/s（訓練 FLOPs ÷ 計算秒數）</translation>
    </message>
    <message>
        <source>expected longest of a micro-batch</source>
        <translation>微批次中最長樣本的期望長度</translation>
    </message>
    <message>
        <source>expert all-to-all seconds (DeepEP)</source>
        <translation>專家 all-to-all 秒數（DeepEP）</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter gathers, transfer s</source>
        <translation>ZeRO-3 參數收集，傳輸秒數</translation>
    </message>
    <message>
        <source>context-parallel exchanges of the recurrent layers, transfer s</source>
        <translation>循環層的上下文平行交換，傳輸秒數</translation>
    </message>
    <message>
        <source>context-parallel exchanges, transfer s</source>
        <translation>上下文平行交換，傳輸秒數</translation>
    </message>
    <message>
        <source>expert all-to-alls, transfer s</source>
        <translation>專家 all-to-all，傳輸秒數</translation>
    </message>
    <message>
        <source>expert loops&apos; launches after a host sync, s</source>
        <translation>專家迴圈在主機同步後的啟動時間（秒）</translation>
    </message>
    <message>
        <source>expert-parallel GPUs</source>
        <translation>專家平行的 GPU 數</translation>
    </message>
    <message>
        <source>expert-parallel groups</source>
        <translation>專家平行組數</translation>
    </message>
    <message>
        <source>experts run on every token beyond the router&apos;s choice</source>
        <translation>路由器所選之外、每個 token 仍執行的專家</translation>
    </message>
    <message>
        <source>experts touched</source>
        <translation>路由到的專家數</translation>
    </message>
    <message>
        <source>exposed communication s</source>
        <translation>未隱藏的通訊（秒）</translation>
    </message>
    <message>
        <source>exposed host transfers and host work s</source>
        <translation>未隱藏的主機傳輸與主機工作（秒）</translation>
    </message>
    <message>
        <source>exposed seconds</source>
        <translation>未隱藏秒數</translation>
    </message>
    <message>
        <source>failures per GPU-hour</source>
        <translation>每 GPU 小時故障數</translation>
    </message>
    <message>
        <source>final weights</source>
        <translation>最終權重</translation>
    </message>
    <message>
        <source>fixed time per kernel s</source>
        <translation>每個核心函式的固定時間（秒）</translation>
    </message>
    <message>
        <source>flash dq accumulator</source>
        <translation>flash dq 累加器</translation>
    </message>
    <message>
        <source>foreach temporary</source>
        <translation>foreach 暫存</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>forward FLOPs per token</source>
        <translation>每 token 前向 FLOPs</translation>
    </message>
    <message>
        <source>forward peak</source>
        <translation>前向峰值</translation>
    </message>
    <message>
        <source>forward working set</source>
        <translation>前向工作集</translation>
    </message>
    <message>
        <source>forward-only passes a step</source>
        <translation>每步僅前向傳遞次數</translation>
    </message>
    <message>
        <source>fp32 gradient bytes/param</source>
        <translation>fp32 梯度位元組/參數</translation>
    </message>
    <message>
        <source>fp32 master bytes/param</source>
        <translation>fp32 主權重位元組/參數</translation>
    </message>
    <message>
        <source>frozen bytes/param</source>
        <translation>凍結權重位元組/參數</translation>
    </message>
    <message>
        <source>frozen parameters</source>
        <translation>凍結參數</translation>
    </message>
    <message>
        <source>frozen params on this GPU</source>
        <translation>此 GPU 上的凍結參數</translation>
    </message>
    <message>
        <source>fused-MoE blocks&apos; fixed time beyond their kernels s</source>
        <translation>融合 MoE 區塊超出其核心函式的固定時間（秒）</translation>
    </message>
    <message>
        <source>gathered from ZeRO-3/FSDP shards</source>
        <translation>從 ZeRO-3/FSDP 分片收集</translation>
    </message>
    <message>
        <source>gathered weights</source>
        <translation>收集的權重</translation>
    </message>
    <message>
        <source>generation FLOPs per step</source>
        <translation>每步生成 FLOPs</translation>
    </message>
    <message>
        <source>given</source>
        <translation>使用者提供</translation>
    </message>
    <message>
        <source>goodput</source>
        <translation>有效訓練比例</translation>
    </message>
    <message>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <source>gradient bytes/param</source>
        <translation>梯度位元組/參數</translation>
    </message>
    <message>
        <source>gradient shard</source>
        <translation>梯度分片</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>gradients in host RAM</source>
        <translation>主機記憶體中的梯度</translation>
    </message>
    <message>
        <source>gradients when all allocated</source>
        <translation>全部配置時的梯度</translation>
    </message>
    <message>
        <source>headroom</source>
        <translation>餘裕</translation>
    </message>
    <message>
        <source>held (GPU or host)</source>
        <translation>佔用（GPU 或主機）</translation>
    </message>
    <message>
        <source>hidden behind</source>
        <translation>隱藏於</translation>
    </message>
    <message>
        <source>host + proposer ms</source>
        <translation>主機 + 提議者（毫秒）</translation>
    </message>
    <message>
        <source>host RAM bandwidth B/s</source>
        <translation>主機記憶體 頻寬 B/s</translation>
    </message>
    <message>
        <source>host W per node</source>
        <translation>每節點主機功耗（W）</translation>
    </message>
    <message>
        <source>host kernel launches per step s</source>
        <translation>每步主機啟動核心的時間（秒）</translation>
    </message>
    <message>
        <source>host kernel launches per update s</source>
        <translation>每次更新主機啟動核心的時間（秒）</translation>
    </message>
    <message>
        <source>host memory GB/s (datasheet)</source>
        <translation>主機記憶體 GB/s（規格書）</translation>
    </message>
    <message>
        <source>host seconds per op</source>
        <translation>每個運算的主機秒數</translation>
    </message>
    <message>
        <source>host work not hidden</source>
        <translation>未隱藏的主機工作</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>時數</translation>
    </message>
    <message>
        <source>hours lost per failure</source>
        <translation>每次故障損失小時</translation>
    </message>
    <message>
        <source>hybrid engine workspace</source>
        <translation>混合引擎工作區</translation>
    </message>
    <message>
        <source>id bytes</source>
        <translation>token id 位元組數</translation>
    </message>
    <message>
        <source>in host RAM (offloaded)</source>
        <translation>在主機記憶體（已卸載）</translation>
    </message>
    <message>
        <source>in-flight micro-batches</source>
        <translation>同時進行的微批次數</translation>
    </message>
    <message>
        <source>in-node seconds</source>
        <translation>節點內傳輸秒數</translation>
    </message>
    <message>
        <source>indexer key bytes per token per layer</source>
        <translation>每個 token 每層的索引器鍵位元組</translation>
    </message>
    <message>
        <source>indexer scores, fp32 (queries at once × keys × 4)</source>
        <translation>索引器分數，fp32（同時處理的查詢數 × 鍵數 × 4）</translation>
    </message>
    <message>
        <source>its prompt&apos;s prefill seconds</source>
        <translation>其提示詞的預填充秒數</translation>
    </message>
    <message>
        <source>kW each</source>
        <translation>每個電源供應器 kW</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>每機櫃 kW</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保留的檢查點數</translation>
    </message>
    <message>
        <source>kept less per layer by fused kernels</source>
        <translation>融合核心使每層少保留的量</translation>
    </message>
    <message>
        <source>kernel launch seconds</source>
        <translation>核心函式啟動秒數</translation>
    </message>
    <message>
        <source>kernels and all-to-alls with two-batch overlap s</source>
        <translation>雙批次重疊下核心與 all-to-all 的秒數</translation>
    </message>
    <message>
        <source>kernels per step (CUDA graph)</source>
        <translation>每步核心函式數（CUDA 圖）</translation>
    </message>
    <message>
        <source>kernels&apos; fixed time ms</source>
        <translation>核心函式的固定時間（毫秒）</translation>
    </message>
    <message>
        <source>kernels&apos; fixed time per chunk s</source>
        <translation>每塊核心函式的固定時間（秒）</translation>
    </message>
    <message>
        <source>keys a token meets (samples kept apart in packed rows)</source>
        <translation>每個 token 看到的鍵數（打包列中各樣本互不相看）</translation>
    </message>
    <message>
        <source>kg CO₂/kWh</source>
        <translation>kg CO₂/kWh</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>伺服器類型</translation>
    </message>
    <message>
        <source>layer weights kept in FP8</source>
        <translation>層權重以 FP8 保存</translation>
    </message>
    <message>
        <source>layers on the GPU</source>
        <translation>GPU 上的層數</translation>
    </message>
    <message>
        <source>layers on this GPU</source>
        <translation>此 GPU 上的層數</translation>
    </message>
    <message>
        <source>layers per group</source>
        <translation>每組層數</translation>
    </message>
    <message>
        <source>layers that run backward (the last ones, which train)</source>
        <translation>執行反向傳播的層數（最後幾層，受訓練者）</translation>
    </message>
    <message>
        <source>layers with experts on the CPU</source>
        <translation>專家在 CPU 的層數</translation>
    </message>
    <message>
        <source>layers&apos; saved tensors</source>
        <translation>各層保存的張量</translation>
    </message>
    <message>
        <source>linear FLOPs ms</source>
        <translation>線性層 FLOPs（毫秒）</translation>
    </message>
    <message>
        <source>link</source>
        <translation>連結</translation>
    </message>
    <message>
        <source>link GB/s</source>
        <translation>連結頻寬（GB/s）</translation>
    </message>
    <message>
        <source>lm_head</source>
        <translation>lm_head</translation>
    </message>
    <message>
        <source>lm_head gradient held</source>
        <translation>保留的 lm_head 梯度</translation>
    </message>
    <message>
        <source>local-attention layers</source>
        <translation>局部注意力層數</translation>
    </message>
    <message>
        <source>logit rows</source>
        <translation>logit 列數</translation>
    </message>
    <message>
        <source>longest prompt tokens</source>
        <translation>最長提示詞 token 數</translation>
    </message>
    <message>
        <source>longest sample</source>
        <translation>最長樣本</translation>
    </message>
    <message>
        <source>loss backward peak</source>
        <translation>損失反向峰值</translation>
    </message>
    <message>
        <source>loss kernel</source>
        <translation>損失核心</translation>
    </message>
    <message>
        <source>loss/logits at end of forward</source>
        <translation>前向結束時的損失與 logits</translation>
    </message>
    <message>
        <source>master + optimizer states</source>
        <translation>主權重 + 優化器狀態</translation>
    </message>
    <message>
        <source>master bytes</source>
        <translation>主權重位元組</translation>
    </message>
    <message>
        <source>matmul seconds per micro-batch</source>
        <translation>每微批次矩陣乘法秒數</translation>
    </message>
    <message>
        <source>mean sample length</source>
        <translation>平均樣本長度</translation>
    </message>
    <message>
        <source>memory by the rule</source>
        <translation>依經驗法則的記憶體</translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation>每張 GPU 記憶體</translation>
    </message>
    <message>
        <source>memory per GPU at that count</source>
        <translation>該數量下每張 GPU 的記憶體</translation>
    </message>
    <message>
        <source>memory share</source>
        <translation>記憶體比例</translation>
    </message>
    <message>
        <source>memory-bound seconds per micro-batch</source>
        <translation>每微批次受記憶體頻寬限制的秒數</translation>
    </message>
    <message>
        <source>method freeze</source>
        <translation>方法：凍結微調</translation>
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
        <source>micro-batch × sequence</source>
        <translation>微批次 × 序列長度</translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation>微批次數</translation>
    </message>
    <message>
        <source>model FLOPs</source>
        <translation>模型 FLOPs</translation>
    </message>
    <message>
        <source>model loading</source>
        <translation>模型載入</translation>
    </message>
    <message>
        <source>models scoring each token</source>
        <translation>為每個 token 打分的模型數</translation>
    </message>
    <message>
        <source>months</source>
        <translation>月數</translation>
    </message>
    <message>
        <source>need W</source>
        <translation>所需功率（W）</translation>
    </message>
    <message>
        <source>network gear</source>
        <translation>網路設備</translation>
    </message>
    <message>
        <source>node Gbit/s assumed</source>
        <translation>假設的節點 Gbit/s</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>節點數</translation>
    </message>
    <message>
        <source>norms and vectors</source>
        <translation>正規化層與向量</translation>
    </message>
    <message>
        <source>of them parked through pageable memory, each way</source>
        <translation>其中經可分頁記憶體停放的（單向）</translation>
    </message>
    <message>
        <source>of which PEFT&apos;s LoRA layers, seconds per micro-batch</source>
        <translation>其中 PEFT 的 LoRA 層，每個微批次秒數</translation>
    </message>
    <message>
        <source>of which recurrent scans (chunked, per token)</source>
        <translation>其中循環層的分塊掃描（每 token）</translation>
    </message>
    <message>
        <source>of which recurrent state read and written ms</source>
        <translation>其中遞迴狀態讀寫 ms</translation>
    </message>
    <message>
        <source>offloaded activations</source>
        <translation>卸載的活化值</translation>
    </message>
    <message>
        <source>offloaded per micro-batch</source>
        <translation>每微批次卸載量</translation>
    </message>
    <message>
        <source>offloaded states</source>
        <translation>卸載的狀態</translation>
    </message>
    <message>
        <source>offloaded states (optimizer, gradients, weights)</source>
        <translation>卸載的狀態（優化器、梯度、權重）</translation>
    </message>
    <message>
        <source>offloaded to host RAM</source>
        <translation>已卸載到主機記憶體</translation>
    </message>
    <message>
        <source>offloaded weights</source>
        <translation>卸載的權重</translation>
    </message>
    <message>
        <source>on-prem USD</source>
        <translation>本地部署成本（美元）</translation>
    </message>
    <message>
        <source>on-premises cost of this run</source>
        <translation>本次執行的本地部署成本</translation>
    </message>
    <message>
        <source>one-layer recompute peak</source>
        <translation>單層重算峰值</translation>
    </message>
    <message>
        <source>ops launched from Python per step</source>
        <translation>每步由 Python 啟動的運算數</translation>
    </message>
    <message>
        <source>optimizer seconds</source>
        <translation>優化器更新秒數</translation>
    </message>
    <message>
        <source>optimizer state bytes/param</source>
        <translation>最佳化器狀態位元組/參數</translation>
    </message>
    <message>
        <source>optimizer steps</source>
        <translation>優化器步數</translation>
    </message>
    <message>
        <source>optimizer steps a step</source>
        <translation>每步的優化器步驟數</translation>
    </message>
    <message>
        <source>other W</source>
        <translation>其他功率（W）</translation>
    </message>
    <message>
        <source>output every request asks for (the data set&apos;s max_tokens)</source>
        <translation>每個請求要求的輸出（資料集的 max_tokens）</translation>
    </message>
    <message>
        <source>output tokens</source>
        <translation>輸出 token 數</translation>
    </message>
    <message>
        <source>overheads outside the share</source>
        <translation>份額之外的額外開銷</translation>
    </message>
    <message>
        <source>page bytes (a state padded to it)</source>
        <translation>每頁位元組（狀態補齊至此）</translation>
    </message>
    <message>
        <source>pageable GB/s back</source>
        <translation>可分頁記憶體移回 GB/s</translation>
    </message>
    <message>
        <source>pageable GB/s out (into new pages)</source>
        <translation>可分頁記憶體移出 GB/s（寫入新配置的頁）</translation>
    </message>
    <message>
        <source>paged</source>
        <translation>已分頁</translation>
    </message>
    <message>
        <source>paged out</source>
        <translation>已換出</translation>
    </message>
    <message>
        <source>paged states</source>
        <translation>分頁狀態</translation>
    </message>
    <message>
        <source>paged-out optimizer states</source>
        <translation>換出的優化器狀態</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>參數</translation>
    </message>
    <message>
        <source>parameters on this GPU</source>
        <translation>此 GPU 上的參數</translation>
    </message>
    <message>
        <source>parameters per GPU</source>
        <translation>每 GPU 參數</translation>
    </message>
    <message>
        <source>peak FLOP/s</source>
        <translation>峰值 FLOP/s</translation>
    </message>
    <message>
        <source>peak FLOP/s per GPU</source>
        <translation>每張 GPU 的峰值 FLOP/s</translation>
    </message>
    <message>
        <source>peak factor</source>
        <translation>尖峰倍數</translation>
    </message>
    <message>
        <source>peak requests/s</source>
        <translation>尖峰每秒請求數</translation>
    </message>
    <message>
        <source>per replica</source>
        <translation>每副本每秒請求數</translation>
    </message>
    <message>
        <source>per request</source>
        <translation>每個請求的 FLOPs</translation>
    </message>
    <message>
        <source>per token</source>
        <translation>每 token FLOPs</translation>
    </message>
    <message>
        <source>pipeline bubble seconds</source>
        <translation>管線氣泡秒數</translation>
    </message>
    <message>
        <source>pipeline sends, transfer s</source>
        <translation>管線傳送，傳輸秒數</translation>
    </message>
    <message>
        <source>routed experts&apos; share of the bf16 peak (W4A16 fused MoE)</source>
        <translation>路由專家達到的 bf16 峰值比例（W4A16 融合 MoE）</translation>
    </message>
    <message>
        <source>tensor-parallel collectives, transfer s</source>
        <translation>張量平行集合通訊，傳輸秒數</translation>
    </message>
    <message>
        <source>pipeline stage</source>
        <translation>管線階段</translation>
    </message>
    <message>
        <source>DeepEP&apos;s SMs</source>
        <translation>DeepEP 佔用的 SM 數</translation>
    </message>
    <message>
        <source>KV cache tokens at the average reservation (each request reserves its prompt and asked output)</source>
        <translation>按平均預留計的 KV 快取 token 數（每個請求預留其提示詞與所要求的輸出）</translation>
    </message>
    <message>
        <source>experts padded for the engine&apos;s kernels (×)</source>
        <translation>為引擎核心填充後的專家權重（×）</translation>
    </message>
    <message>
        <source>gradients&apos; casts: stochastic rounding&apos;s slowdown</source>
        <translation>梯度量化：隨機捨入的減速倍數</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>隱藏維度</translation>
    </message>
    <message>
        <source>host launches beyond the kernels s</source>
        <translation>主機啟動超出核心執行的秒數</translation>
    </message>
    <message>
        <source>layers on the stage</source>
        <translation>該階段的層數</translation>
    </message>
    <message>
        <source>micro-batches held at once</source>
        <translation>同時持有的微批次數</translation>
    </message>
    <message>
        <source>padding bytes</source>
        <translation>填充位元組</translation>
    </message>
    <message>
        <source>pipeline sends of the steady phase, transfer s</source>
        <translation>穩定階段的管線傳送，傳輸秒數</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>生成位置</translation>
    </message>
    <message>
        <source>policy KL forward (no grad)</source>
        <translation>策略模型 KL 前向（無梯度）</translation>
    </message>
    <message>
        <source>policy old log-probs</source>
        <translation>策略模型舊對數機率</translation>
    </message>
    <message>
        <source>pool bytes per GPU</source>
        <translation>每 GPU 快取池位元組</translation>
    </message>
    <message>
        <source>power cost</source>
        <translation>電費</translation>
    </message>
    <message>
        <source>pre-quantized GEMM speed-up measured (FP8 ÷ bf16 peak 2)</source>
        <translation>實測預先量化 GEMM 加速倍數（FP8 ÷ bf16 峰值為 2）</translation>
    </message>
    <message>
        <source>pre-quantized GEMM speed-up on this GPU</source>
        <translation>此 GPU 上預先量化的 GEMM 加速倍數</translation>
    </message>
    <message>
        <source>pre-quantized NVFP4 GEMM speed-up measured (B300)</source>
        <translation>實測預先量化 NVFP4 GEMM 加速倍數（B300）</translation>
    </message>
    <message>
        <source>prefill replica load ρ</source>
        <translation>預填充副本負載 ρ</translation>
    </message>
    <message>
        <source>prefill replicas per decode replica</source>
        <translation>每個解碼副本對應的預填充副本數</translation>
    </message>
    <message>
        <source>prefill seconds</source>
        <translation>預填充秒數</translation>
    </message>
    <message>
        <source>prefill seconds (one prompt alone)</source>
        <translation>預填充秒數（單一提示）</translation>
    </message>
    <message>
        <source>prefill seconds of the replica&apos;s prompts</source>
        <translation>副本所有提示的預填充秒數</translation>
    </message>
    <message>
        <source>prefill share ρ</source>
        <translation>預填充比例 ρ</translation>
    </message>
    <message>
        <source>price set</source>
        <translation>價格類型</translation>
    </message>
    <message>
        <source>processes</source>
        <translation>行程開銷</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>提示 token 數</translation>
    </message>
    <message>
        <source>prompt tokens a step (token budget)</source>
        <translation>每步提示 token 數（token 預算）</translation>
    </message>
    <message>
        <source>prompt tokens computed</source>
        <translation>計算的提示 token 數</translation>
    </message>
    <message>
        <source>prompts a prefill forward takes</source>
        <translation>一次預填充前向計算處理的提示詞數</translation>
    </message>
    <message>
        <source>prompts a prefill forward takes at most</source>
        <translation>一次預填充前向計算最多處理的提示詞數</translation>
    </message>
    <message>
        <source>prompts per step</source>
        <translation>每步提示數</translation>
    </message>
    <message>
        <source>proposed k</source>
        <translation>提議 token 數 k</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>購置</translation>
    </message>
    <message>
        <source>quantization bytes per element</source>
        <translation>每元素量化位元組</translation>
    </message>
    <message>
        <source>quantization seconds per micro-batch</source>
        <translation>每微批次量化秒數</translation>
    </message>
    <message>
        <source>quantized elements (gradients&apos; × slowdown, × NVFP4 share)</source>
        <translation>量化元素數（梯度 × 減速倍數，× NVFP4 占比）</translation>
    </message>
    <message>
        <source>rack kW</source>
        <translation>機櫃 kW</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>rank 數</translation>
    </message>
    <message>
        <source>ranks per node</source>
        <translation>每節點 rank 數</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>原始資料集</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>活化值重算</translation>
    </message>
    <message>
        <source>recompute FLOPs</source>
        <translation>重算 FLOPs</translation>
    </message>
    <message>
        <source>recomputed modules</source>
        <translation>重算的模組</translation>
    </message>
    <message>
        <source>recurrent layers</source>
        <translation>循環層數</translation>
    </message>
    <message>
        <source>recurrent layers (a state, no KV cache)</source>
        <translation>循環層（保存狀態，無 KV 快取）</translation>
    </message>
    <message>
        <source>recurrent layers (a state; beside attention, a KV cache too)</source>
        <translation>循環層（保留狀態；與注意力並列，也有 KV 快取）</translation>
    </message>
    <message>
        <source>recurrent scans&apos; seconds per prompt</source>
        <translation>每個提示詞的循環掃描秒數</translation>
    </message>
    <message>
        <source>recurrent state bytes per element</source>
        <translation>遞迴狀態每個元素的位元組數</translation>
    </message>
    <message>
        <source>recurrent state bytes per layer</source>
        <translation>每層遞迴狀態位元組</translation>
    </message>
    <message>
        <source>redundant</source>
        <translation>備援電源數</translation>
    </message>
    <message>
        <source>reference forward</source>
        <translation>參考模型前向</translation>
    </message>
    <message>
        <source>reference forward (once over the dataset)</source>
        <translation>參考模型前向（對資料集只算一次）</translation>
    </message>
    <message>
        <source>reference forward&apos;s hidden states (DPO)</source>
        <translation>參考模型前向的隱藏狀態（DPO）</translation>
    </message>
    <message>
        <source>reload GB/s</source>
        <translation>重新載入 GB/s</translation>
    </message>
    <message>
        <source>rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>副本數</translation>
    </message>
    <message>
        <source>replicas in the plan</source>
        <translation>方案中的副本數</translation>
    </message>
    <message>
        <source>replicas needed</source>
        <translation>所需副本數</translation>
    </message>
    <message>
        <source>request rate</source>
        <translation>請求速率</translation>
    </message>
    <message>
        <source>request rate per replica</source>
        <translation>每個副本的請求速率</translation>
    </message>
    <message>
        <source>request seconds</source>
        <translation>每個請求秒數</translation>
    </message>
    <message>
        <source>request time s</source>
        <translation>請求時間（秒）</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>請求數</translation>
    </message>
    <message>
        <source>requests in the run</source>
        <translation>回合中的請求數</translation>
    </message>
    <message>
        <source>requests per day</source>
        <translation>每日請求數</translation>
    </message>
    <message>
        <source>requests prefilled with it (mean)</source>
        <translation>與其一起預填充的請求數（平均）</translation>
    </message>
    <message>
        <source>reward model</source>
        <translation>獎勵模型</translation>
    </message>
    <message>
        <source>reward model parameters</source>
        <translation>獎勵模型參數</translation>
    </message>
    <message>
        <source>ring attention key/value buffers</source>
        <translation>環狀注意力 key/value 緩衝區</translation>
    </message>
    <message>
        <source>rotary tables of every layer</source>
        <translation>每層的旋轉位置編碼表</translation>
    </message>
    <message>
        <source>routed experts</source>
        <translation>路由專家</translation>
    </message>
    <message>
        <source>routed experts read at this share of the bandwidth</source>
        <translation>路由專家以此頻寬比例讀取</translation>
    </message>
    <message>
        <source>routed experts&apos; casts, seconds per micro-batch</source>
        <translation>路由專家的量化，每個微批次秒數</translation>
    </message>
    <message>
        <source>routed experts&apos; elements cast per micro-batch</source>
        <translation>每個微批次路由專家量化的元素數</translation>
    </message>
    <message>
        <source>routed experts&apos; share of the matmuls</source>
        <translation>路由專家佔矩陣乘法的比例</translation>
    </message>
    <message>
        <source>routed experts&apos; share of the peak (Triton fused MoE)</source>
        <translation>路由專家達到的峰值比例（Triton 融合 MoE）</translation>
    </message>
    <message>
        <source>routed experts&apos; share of the peak (fused-MoE kernels)</source>
        <translation>路由專家佔峰值的比例（融合 MoE 核心）</translation>
    </message>
    <message>
        <source>routed-expert FLOPs per token</source>
        <translation>每個 token 的路由專家 FLOPs</translation>
    </message>
    <message>
        <source>routers</source>
        <translation>路由器</translation>
    </message>
    <message>
        <source>rows of region</source>
        <translation>價格資料地區</translation>
    </message>
    <message>
        <source>rows per expert in a prompt step</source>
        <translation>每個預填充步驟中每個專家的列數</translation>
    </message>
    <message>
        <source>run hours</source>
        <translation>執行時數</translation>
    </message>
    <message>
        <source>run seconds</source>
        <translation>回合秒數</translation>
    </message>
    <message>
        <source>running</source>
        <translation>執行中的序列數</translation>
    </message>
    <message>
        <source>running per month</source>
        <translation>每月營運成本</translation>
    </message>
    <message>
        <source>sampler bytes per row and vocabulary entry</source>
        <translation>取樣器每列每個詞彙項的位元組</translation>
    </message>
    <message>
        <source>samples a step reads</source>
        <translation>每步讀取的樣本數</translation>
    </message>
    <message>
        <source>samples per micro-batch</source>
        <translation>每個微批次的樣本數</translation>
    </message>
    <message>
        <source>saved per layer, no recompute</source>
        <translation>每層保存量（不重算）</translation>
    </message>
    <message>
        <source>saved per layer, without the recomputed modules</source>
        <translation>每層保存量（扣除重算的模組）</translation>
    </message>
    <message>
        <source>scan seconds per prompt token and layer</source>
        <translation>每個提示詞 token 每層的掃描秒數</translation>
    </message>
    <message>
        <source>scans&apos; share of the bf16 peak</source>
        <translation>掃描核心佔 bf16 峰值的比例</translation>
    </message>
    <message>
        <source>scheduler limit</source>
        <translation>排程器上限</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒數</translation>
    </message>
    <message>
        <source>seconds each</source>
        <translation>每次秒數</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>每步秒數</translation>
    </message>
    <message>
        <source>seconds per tensor</source>
        <translation>每個張量秒數</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>序列數</translation>
    </message>
    <message>
        <source>sequences on this GPU</source>
        <translation>此 GPU 上的序列數</translation>
    </message>
    <message>
        <source>sequences per batch</source>
        <translation>每批次序列數</translation>
    </message>
    <message>
        <source>sequences running</source>
        <translation>同時執行的序列數</translation>
    </message>
    <message>
        <source>sequences running at most</source>
        <translation>最多同時執行的序列數</translation>
    </message>
    <message>
        <source>server U</source>
        <translation>伺服器 U</translation>
    </message>
    <message>
        <source>server kW</source>
        <translation>伺服器 kW</translation>
    </message>
    <message>
        <source>server processes</source>
        <translation>伺服器行程數</translation>
    </message>
    <message>
        <source>server seconds on a step&apos;s outputs</source>
        <translation>伺服器處理一步輸出的秒數</translation>
    </message>
    <message>
        <source>server&apos;s time on a step&apos;s outputs ms</source>
        <translation>伺服器處理一步輸出的時間（毫秒）</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>servers per rack</source>
        <translation>每機櫃伺服器數</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>分片數</translation>
    </message>
    <message>
        <source>share</source>
        <translation>保留比例</translation>
    </message>
    <message>
        <source>share of</source>
        <translation>比例基準</translation>
    </message>
    <message>
        <source>share of it read</source>
        <translation>實際讀取的比例</translation>
    </message>
    <message>
        <source>share of layers in NVFP4</source>
        <translation>以 NVFP4 計算的層比例</translation>
    </message>
    <message>
        <source>share of the gathered layers in FP8</source>
        <translation>收集的層中以 FP8 傳輸的比例</translation>
    </message>
    <message>
        <source>share of the matmuls in FP8</source>
        <translation>以 FP8 執行的矩陣乘法佔比</translation>
    </message>
    <message>
        <source>share of the prefill replicas&apos; batched capacity in use</source>
        <translation>預填充副本批次處理能力已用的比例</translation>
    </message>
    <message>
        <source>share of the remote bytes sent (DeepEP)</source>
        <translation>實際送出的跨節點位元組比例（DeepEP）</translation>
    </message>
    <message>
        <source>share on this GPU (TP/PP/EP)</source>
        <translation>此 GPU 上的佔比（依張量、管線與專家平行切分）</translation>
    </message>
    <message>
        <source>shortest prompt tokens</source>
        <translation>最短提示詞 token 數</translation>
    </message>
    <message>
        <source>site W</source>
        <translation>機房用電 W</translation>
    </message>
    <message>
        <source>slowest pipeline stage ÷ the mean stage (work)</source>
        <translation>最慢的管線階段 ÷ 平均階段（計算量）</translation>
    </message>
    <message>
        <source>sparse attention backward, fp32 key-latent gradient and Delta</source>
        <translation>稀疏注意力反向：fp32 鍵潛在向量梯度與 Delta</translation>
    </message>
    <message>
        <source>stack efficiency</source>
        <translation>軟體堆疊效率</translation>
    </message>
    <message>
        <source>state bytes</source>
        <translation>優化器狀態位元組</translation>
    </message>
    <message>
        <source>state bytes/param</source>
        <translation>優化器狀態位元組/參數</translation>
    </message>
    <message>
        <source>state groups</source>
        <translation>狀態層組數</translation>
    </message>
    <message>
        <source>state per sequence</source>
        <translation>每個序列的狀態</translation>
    </message>
    <message>
        <source>state update kernels ÷ datasheet bandwidth</source>
        <translation>狀態更新核心 ÷ 規格頻寬</translation>
    </message>
    <message>
        <source>states per GPU</source>
        <translation>每 GPU 優化器狀態</translation>
    </message>
    <message>
        <source>step overhead s</source>
        <translation>每步額外開銷（秒）</translation>
    </message>
    <message>
        <source>step seconds</source>
        <translation>每步秒數</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>steps between streamed chunks</source>
        <translation>串流片段之間的步數</translation>
    </message>
    <message>
        <source>steps generated ahead</source>
        <translation>領先生成的步數</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>target percentile</source>
        <translation>目標百分位數</translation>
    </message>
    <message>
        <source>the GPU&apos;s SMs</source>
        <translation>GPU 的 SM 數</translation>
    </message>
    <message>
        <source>the card as CUDA reports it, GiB</source>
        <translation>CUDA 回報的顯示卡記憶體，GiB</translation>
    </message>
    <message>
        <source>their seconds over the network</source>
        <translation>經網路傳輸的秒數</translation>
    </message>
    <message>
        <source>tokenised</source>
        <translation>已分詞資料集</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token 數</translation>
    </message>
    <message>
        <source>tokens a query attends of the context (sparse attention)</source>
        <translation>每個查詢在上下文中關注的 token 數（稀疏注意力）</translation>
    </message>
    <message>
        <source>tokens each</source>
        <translation>每次 token 數</translation>
    </message>
    <message>
        <source>tokens on this GPU (÷ context parallel)</source>
        <translation>此 GPU 上的 token 數（÷ 上下文平行）</translation>
    </message>
    <message>
        <source>tokens per chunk</source>
        <translation>每塊 token 數</translation>
    </message>
    <message>
        <source>tokens per micro-batch</source>
        <translation>每個微批次的 token 數</translation>
    </message>
    <message>
        <source>tokens per sequence</source>
        <translation>每序列 token 數</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>每步 token 數</translation>
    </message>
    <message>
        <source>tokens reserved per request</source>
        <translation>每個請求預留的 token 數</translation>
    </message>
    <message>
        <source>tokens × vocabulary on this GPU</source>
        <translation>此 GPU 上的 token 數 × 詞彙表大小</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>trainable embedding and output-layer copies</source>
        <translation>可訓練的嵌入層與輸出層副本</translation>
    </message>
    <message>
        <source>trainable parameters</source>
        <translation>可訓練參數</translation>
    </message>
    <message>
        <source>trainable params</source>
        <translation>可訓練參數</translation>
    </message>
    <message>
        <source>trainable params on this GPU</source>
        <translation>此 GPU 上的可訓練參數</translation>
    </message>
    <message>
        <source>trained output layer&apos;s weight gradient FLOPs/token</source>
        <translation>受訓輸出層權重梯度 FLOPs/token</translation>
    </message>
    <message>
        <source>training tokens</source>
        <translation>訓練 token 數</translation>
    </message>
    <message>
        <source>transfer bandwidth B/s</source>
        <translation>傳輸頻寬 B/s</translation>
    </message>
    <message>
        <source>transfer seconds per step</source>
        <translation>每步傳輸秒數</translation>
    </message>
    <message>
        <source>trays per rack</source>
        <translation>每座機櫃的托盤數</translation>
    </message>
    <message>
        <source>users per replica</source>
        <translation>每副本同時使用者數</translation>
    </message>
    <message>
        <source>utilisation</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>vision FLOPs/token</source>
        <translation>每 token 視覺 FLOPs</translation>
    </message>
    <message>
        <source>waves</source>
        <translation>批次輪數</translation>
    </message>
    <message>
        <source>weight bytes/param</source>
        <translation>權重位元組/參數</translation>
    </message>
    <message>
        <source>weight update</source>
        <translation>權重更新方式</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>weights in host RAM</source>
        <translation>主機記憶體 中的權重</translation>
    </message>
    <message>
        <source>weights read</source>
        <translation>讀取的權重</translation>
    </message>
    <message>
        <source>weights read from host RAM</source>
        <translation>從主機記憶體 讀取的權重</translation>
    </message>
    <message>
        <source>weights read ms</source>
        <translation>讀取權重（毫秒）</translation>
    </message>
    <message>
        <source>weights the busiest GPU reads, per GPU</source>
        <translation>最忙碌 GPU 讀取的權重（每個 GPU）</translation>
    </message>
    <message>
        <source>weights&apos; peak ÷ attention&apos;s peak</source>
        <translation>權重的峰值 ÷ 注意力的峰值</translation>
    </message>
    <message>
        <source>workers per GPU</source>
        <translation>每 GPU 工作行程數</translation>
    </message>
    <message>
        <source>working</source>
        <translation>工作電源數</translation>
    </message>
    <message>
        <source>working bytes</source>
        <translation>工作位元組</translation>
    </message>
    <message>
        <source>working bytes/param</source>
        <translation>工作位元組/參數</translation>
    </message>
    <message>
        <source>years</source>
        <translation>折舊年限</translation>
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
        <source>the plan&apos;s users</source>
        <translation>方案的同時使用者數</translation>
    </message>
    <message>
        <source>the run&apos;s means</source>
        <translation>回合的平均值</translation>
    </message>
    <message>
        <source>most users within the targets</source>
        <translation>符合目標的最多使用者數</translation>
    </message>
    <message>
        <source>what the KV cache holds</source>
        <translation>KV 快取可容納的使用者數</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Grey: the plan&apos;s concurrent users (at a request rate: the sequences running on average); green dotted: the most users within the targets; red dotted: what the KV cache holds; dashed: the target. The curves are the steady state; a dot: the means of the plan&apos;s benchmark run (Requests in the run), its first wave and end included</source>
        <translation>灰線：方案的同時使用者數（給定請求速率時：平均同時執行的序列數）；綠色點線：符合目標的最多使用者數；紅色點線：KV 快取可容納者；虛線：目標。曲線為穩定狀態；圓點：方案測試回合（測試回合的請求數）的平均值，包含第一波與回合結尾</translation>
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
        <translation>參數掃描</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延遲</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>格式適配</translation>
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
        <source>Which weight formats serve the model on these GPUs, at what context, for how many users</source>
        <translation>哪些權重格式能在這些 GPU 上提供此模型的服務、上下文多長、可服務多少使用者</translation>
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
        <translation>參數掃描檢視</translation>
    </message>
    <message>
        <source>Latency view</source>
        <translation>延遲檢視</translation>
    </message>
    <message>
        <source>Fit view</source>
        <translation>格式適配檢視</translation>
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
        <source>Language: {name}</source>
        <translation>語言：{name}</translation>
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
        <source>CUDA graphs ({scope})</source>
        <translation>CUDA 圖（{scope}）</translation>
    </message>
    <message>
        <source>Cloud storage is billed for every month the data is kept: this run of {months:.1f} months pays it {months:.1f} times. That item grows with the run&apos;s length as well as with the data&apos;s size, so twice the tokens cost about four times the storage.</source>
        <translation>雲端儲存按資料存放的每個月計費：這次為期 {months:.1f} 個月的訓練要付 {months:.1f} 個月的費用。這一項同時隨訓練時間長度與資料大小增長，因此 token 數加倍時，儲存費用約為四倍。</translation>
    </message>
    <message>
        <source>Commitment rows come from fewer providers than on-demand ones: compare a provider&apos;s commitment with its own on-demand price (hwplanner catalog prices).</source>
        <translation>承諾用量的價格資料來自比隨選價格更少的供應商：請將同一供應商的承諾價格與其自己的隨選價格比較（hwplanner catalog prices）。</translation>
    </message>
    <message>
        <source>Communication bound on the {link}: {transfer_s:.3g} s of transfers per step vs {compute_s:.3g} s of compute (set {field} if your network differs).</source>
        <translation>{link}受通訊限制：每步傳輸 {transfer_s:.3g} 秒，計算僅 {compute_s:.3g} 秒（若網路不同請設定 {field}）。</translation>
    </message>
    <message>
        <source>Context not set: the KV cache is sized for the longest request the workload gives ({tokens:,} tokens; the engines&apos; own default is the model&apos;s whole context). Set {field} for another.</source>
        <translation>未設定上下文：KV 快取依工作量中最長的請求大小配置（{tokens:,} token；引擎自己的預設是模型的完整上下文）。若要其他值請設定 {field}。</translation>
    </message>
    <message>
        <source>Context {context:,} exceeds the model&apos;s max_position_embeddings ({limit:,}).</source>
        <translation>上下文 {context:,} 超過模型的 max_position_embeddings（{limit:,}）。</translation>
    </message>
    <message>
        <source>DAPO&apos;s dynamic sampling generates more groups than it trains on (verl&apos;s recipe: 3 × the batch a round, up to 10 rounds; NeMo-RL&apos;s: 3 ×): generation is timed for the prompts trained only; multiply its time by the rounds your data needs.</source>
        <translation>DAPO 的動態取樣生成的組數多於實際訓練的組數（verl 的配方：每輪 3 × 批次，最多 10 輪；NeMo-RL：3 ×）：此處生成時間只計入實際訓練的提示；請依資料所需的輪數乘上生成時間。</translation>
    </message>
    <message>
        <source>DeepEP reaches the GPUs of a node over NVLink between every pair of them (deepseek-ai/DeepEP README, requirements), which the {gpu} has not; allowed: off</source>
        <translation>DeepEP 需經由每兩張 GPU 之間的 NVLink 連到節點內的 GPU（deepseek-ai/DeepEP README 的需求），{gpu} 沒有；允許：關閉</translation>
    </message>
    <message>
        <source>DeepEP&apos;s cross-node kernels run on NVIDIA GPUs in nodes of 8 joined by NVLink (deepseek-ai/DeepEP issues #50 and #216), not on {gpus} × {gpu} a node (NVL72 racks: HybridEP, not modelled); allowed: off</source>
        <translation>DeepEP 的跨節點核心只在每節點 8 張以 NVLink 相連的 NVIDIA GPU 上執行（deepseek-ai/DeepEP 議題 #50 與 #216），不適用於每節點 {gpus} × {gpu}（NVL72 機櫃：HybridEP，未建模）；允許：關閉</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s pipeline engine runs ZeRO stages 0 and 1 only (pp is {pp}); allowed: 1, or pp 1 (Megatron-DeepSpeed&apos;s --no-pipeline-parallel) for 2 and 3</source>
        <translation>DeepSpeed 的管線引擎只支援 ZeRO 階段 0 與 1（pp 為 {pp}）；允許：1，或以 pp 1（Megatron-DeepSpeed 的 --no-pipeline-parallel）使用 2 與 3</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s pipeline engine schedules 1F1B without virtual stages; allowed: 1</source>
        <translation>DeepSpeed 的管線引擎以不含虛擬階段的 1F1B 排程；允許：1</translation>
    </message>
    <message>
        <source>DeepSpeed-Chat loads the model with transformers&apos; AutoModelForCausalLM, but its hybrid engine&apos;s generation kernels cover dense Transformer policies only</source>
        <translation>DeepSpeed-Chat 以 transformers 的 AutoModelForCausalLM 載入模型，但其 hybrid engine 的生成核心只涵蓋稠密 Transformer 架構</translation>
    </message>
    <message>
        <source>DualPipeV cuts the model into 2 × pp = {chunks} chunks and {model} has {layers} layers; allowed: {allowed}</source>
        <translation>DualPipeV 把模型切成 2 × pp = {chunks} 個區塊，而 {model} 只有 {layers} 層；允許：{allowed}</translation>
    </message>
    <message>
        <source>DualPipeV needs at least 2 × pp = {chunks} micro-batches a step and the plan has {accum}; allowed: {one_f_one_b} or {zb1p}, or a larger global batch</source>
        <translation>DualPipeV 每步至少需要 2 × pp = {chunks} 個微批次，而方案只有 {accum} 個；允許：{one_f_one_b} 或 {zb1p}，或更大的全域批次</translation>
    </message>
    <message>
        <source>Each step sends {seconds:.3g} s of transfers at the assumed {node:,.0f} Gbit/s across nodes, which must hide behind {compute:.3g} s of compute: {need:,.0f} Gbit/s per node, {times:.1f} × the rule&apos;s 10.</source>
        <translation>每一步在假設的 {node:,.0f} Gbit/s 下有 {seconds:.3g} 秒的跨節點傳輸，須藏在 {compute:.3g} 秒的計算之後：每節點需要 {need:,.0f} Gbit/s，是經驗法則 10 的 {times:.1f} 倍。</translation>
    </message>
    <message>
        <source>Even one user misses the latency targets on this plan ({missed}): turn {graphs} on, or add tensor parallelism, a faster GPU or a smaller format.</source>
        <translation>此方案連一位使用者都達不到延遲目標（{missed}）：請開啟 {graphs}，或增加張量平行、改用更快的 GPU 或更小的格式。</translation>
    </message>
    <message>
        <source>Every expert must be resident, since any token may be routed to it: {total_b:.0f}B parameters are held although {active_b:.0f}B run per token. Active parameters set the FLOPs and the decode bandwidth, not the memory.</source>
        <translation>每個專家都必須常駐記憶體，因為任何 token 都可能被路由到它：雖然每個 token 只執行 {active_b:.0f}B，仍要容納 {total_b:.0f}B 參數。啟用參數決定的是 FLOPs 與解碼頻寬，而非記憶體。</translation>
    </message>
    <message>
        <source>FP4 weights</source>
        <translation>FP4 權重</translation>
    </message>
    <message>
        <source>FP8 attention</source>
        <translation>FP8 注意力</translation>
    </message>
    <message>
        <source>FP8 matrix multiplies: {speedup:.2f}× the bf16 rate</source>
        <translation>FP8 矩陣乘法：bf16 速率的 {speedup:.2f} 倍</translation>
    </message>
    <message>
        <source>FP8 rollout</source>
        <translation>FP8 生成</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8 權重</translation>
    </message>
    <message>
        <source>Fits only if overheads stay near their expected value: little headroom.</source>
        <translation>只有額外開銷接近預期值時才容納得下：餘裕很小。</translation>
    </message>
    <message>
        <source>GGUF files converted before its PR #27018 do not load</source>
        <translation>在其 PR #27018 之前轉換的 GGUF 檔案無法載入</translation>
    </message>
    <message>
        <source>GaLore projects the gradients of every weight ({methods}); {method} does not train them all; allowed: unset</source>
        <translation>GaLore 投影所有權重的梯度（{methods}）；{method} 並非訓練全部權重；允許：未設定</translation>
    </message>
    <message>
        <source>GaLore wraps {optimizers}, not {optimizer}; allowed: {optimizers} (or unset galore_rank)</source>
        <translation>GaLore 包裝的是 {optimizers}，不是 {optimizer}；允許：{optimizers}（或取消設定 galore_rank）</translation>
    </message>
    <message>
        <source>GaLore&apos;s optimizer steps on the GPU, not on the CPU; allowed: none (or unset galore_rank)</source>
        <translation>GaLore 的優化器在 GPU 上更新，不在 CPU 上；允許：none（或取消設定 galore_rank）</translation>
    </message>
    <message>
        <source>GaLore&apos;s states sharded by ZeRO or FSDP are not modelled (its paper&apos;s runs and Hugging Face&apos;s examples keep them whole on each GPU); allowed: 0 (or unset galore_rank)</source>
        <translation>以 ZeRO 或 FSDP 分片的 GaLore 狀態未建模（其論文的實驗與 Hugging Face 的範例都在每張 GPU 上保留完整狀態）；允許：0（或取消設定 galore_rank）</translation>
    </message>
    <message>
        <source>Gated DeltaNet layers keep what fla&apos;s chunked kernel and causal-conv1d save (q, k, v, gates, a 64-token chunk matrix per head); without them (transformers&apos; torch fallback) they keep far more</source>
        <translation>Gated DeltaNet 層保留 fla 分塊核心與 causal-conv1d 存下的張量（q、k、v、閘值、每個頭一個 64 token 的分塊矩陣）；沒有這些核心時（transformers 的 torch 後備實作）會保留多得多</translation>
    </message>
    <message>
        <source>Gemma 3n&apos;s per-layer embeddings, AltUp and LAuReL blocks are not modelled</source>
        <translation>Gemma 3n 的逐層嵌入、AltUp 與 LAuReL 區塊未建模</translation>
    </message>
    <message>
        <source>Gemma&apos;s GeGLU and soft-capped attention</source>
        <translation>Gemma 的 GeGLU 與軟上限注意力</translation>
    </message>
    <message>
        <source>Google&apos;s TPUs run JAX (MaxText), PyTorch/XLA and vLLM&apos;s TPU backend, none of which is modelled here</source>
        <translation>Google TPU 使用 JAX（MaxText）、PyTorch/XLA 與 vLLM 的 TPU 後端，本工具皆未建模</translation>
    </message>
    <message>
        <source>Hopper, Ada, Blackwell, MI300 or Gaudi 2/3</source>
        <translation>Hopper、Ada、Blackwell、MI300 或 Gaudi 2/3</translation>
    </message>
    <message>
        <source>Host waits: each MoE layer&apos;s forward waits for its token counts on the host (Megatron-Core&apos;s dropless dispatch), and its launches from dispatch to combine then run at the host&apos;s pace: {wait_s:.3g} s of each {step_s:.3g} s step. A larger {mb_field} or a larger {ep_field} shortens it.</source>
        <translation>主機等待：每個 MoE 層的前向都在主機上等待其 token 數（Megatron-Core 的無丟棄分派），之後從分派到合併的核心啟動便以主機的速度進行：每步 {step_s:.3g} 秒中佔 {wait_s:.3g} 秒。加大 {mb_field} 或加大 {ep_field} 可縮短它。</translation>
    </message>
    <message>
        <source>Host waits: each MoE layer&apos;s forward waits for its token counts on the host (Megatron-Core&apos;s dropless dispatch), and its launches from dispatch to combine then run at the host&apos;s pace: {wait_s:.3g} s of each {step_s:.3g} s step. A larger {mb_field} shortens it.</source>
        <translation>主機等待：每個 MoE 層的前向都在主機上等待其 token 數（Megatron-Core 的無丟棄分派），之後從分派到合併的核心啟動便以主機的速度進行：每步 {step_s:.3g} 秒中佔 {wait_s:.3g} 秒。加大 {mb_field} 可縮短它。</translation>
    </message>
    <message>
        <source>Host waits: each MoE layer&apos;s forward waits for its token counts on the host (Megatron-Core&apos;s dropless dispatch), and its launches from dispatch to combine then run at the host&apos;s pace: {wait_s:.3g} s of each {step_s:.3g} s step. A whole-step CUDA graph ({graphs_field} full_iteration, with Megatron-Core&apos;s paged stash) or a larger {mb_field} shortens it.</source>
        <translation>主機等待：每個 MoE 層的前向都在主機上等待其 token 數（Megatron-Core 的無丟棄分派），之後從分派到合併的核心啟動便以主機的速度進行：每步 {step_s:.3g} 秒中佔 {wait_s:.3g} 秒。整步 CUDA 圖（{graphs_field} 設為 full_iteration，配合 Megatron-Core 的分頁暫存 moe_paged_stash）或加大 {mb_field} 可縮短它。</translation>
    </message>
    <message>
        <source>Host waits: each MoE layer&apos;s forward waits for its token counts on the host (Megatron-Core&apos;s dropless dispatch), and its launches from dispatch to combine then run at the host&apos;s pace: {wait_s:.3g} s of each {step_s:.3g} s step. A whole-step CUDA graph ({graphs_field} full_iteration, with Megatron-Core&apos;s paged stash), a larger {mb_field} or a larger {ep_field} shortens it.</source>
        <translation>主機等待：每個 MoE 層的前向都在主機上等待其 token 數（Megatron-Core 的無丟棄分派），之後從分派到合併的核心啟動便以主機的速度進行：每步 {step_s:.3g} 秒中佔 {wait_s:.3g} 秒。整步 CUDA 圖（{graphs_field} 設為 full_iteration，配合 Megatron-Core 的分頁暫存 moe_paged_stash）、加大 {mb_field} 或加大 {ep_field} 可縮短它。</translation>
    </message>
    <message>
        <source>It fits when the samples average {mean:,} tokens or fewer: a padding-free micro-batch holds its samples&apos; own lengths ({field}).</source>
        <translation>樣本平均長度在 {mean:,} 個 token 以下時即可容納：免填充的微批次只保存其樣本本身的長度（{field}）。</translation>
    </message>
    <message>
        <source>LMDeploy&apos;s supported models (lmdeploy/pytorch/models/module_map.py, docs/en/supported_models/supported_models.md)</source>
        <translation>LMDeploy 支援的模型（lmdeploy/pytorch/models/module_map.py、docs/en/supported_models/supported_models.md）</translation>
    </message>
    <message>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <source>Layers split across unequal cards, one pipeline stage each, in proportion to each card&apos;s memory as llama.cpp splits them unless layers per stage is set: {cards}. A token passes the cards in turn, so decode runs at the cards&apos; speeds weighted by their layers; the verdict is the fullest card&apos;s.</source>
        <translation>各層分配到不同規格的顯示卡上，每張卡一個管線階段；除非設定了每階段層數，否則依各卡記憶體按比例分配（與 llama.cpp 相同）：{cards}。每個詞元依序經過各卡，因此解碼速度是各卡速度按層數加權的結果；判定以最滿的那張卡為準。</translation>
    </message>
    <message>
        <source>Liger kernels</source>
        <translation>Liger 核心</translation>
    </message>
    <message>
        <source>Liger&apos;s kernels: each RMSNorm keeps its input and an fp32 rsigma, SwiGLU/GeGLU the gate and up outputs (the activation recomputed in backward), RoPE rotates q and k in place</source>
        <translation>Liger 核心：每個 RMSNorm 只保留其輸入與一個 fp32 rsigma，SwiGLU/GeGLU 保留 gate 與 up 輸出（激活函數於反向時重算），RoPE 就地旋轉 q 與 k</translation>
    </message>
    <message>
        <source>Lightning Attention layers: a rough count (q, k, v, the gate, the output); training them is refused by name</source>
        <translation>Lightning Attention 層：粗略估計（q、k、v、門控與輸出）；其訓練以名稱拒絕</translation>
    </message>
    <message>
        <source>LitGPT&apos;s configs (litgpt/config.py: attention blocks only)</source>
        <translation>LitGPT 的模型設定（litgpt/config.py：只有注意力區塊）</translation>
    </message>
    <message>
        <source>LoRA layers: {source}</source>
        <translation>LoRA 層：{source}</translation>
    </message>
    <message>
        <source>LoRA needs at least one target module</source>
        <translation>LoRA 至少需要一個目標模組</translation>
    </message>
    <message>
        <source>MLX QLoRA loads no {format} weights{hint}; allowed: {allowed}</source>
        <translation>MLX QLoRA 不載入 {format} 權重{hint}；允許：{allowed}</translation>
    </message>
    <message>
        <source>MLX checkpoints whole layers (--grad-checkpoint); allowed: none, full</source>
        <translation>MLX 以整層為單位重算（--grad-checkpoint）；允許：none, full</translation>
    </message>
    <message>
        <source>MLX training loads no {format} weights{hint}; allowed: {allowed}</source>
        <translation>MLX 訓練不載入 {format} 權重{hint}；允許：{allowed}</translation>
    </message>
    <message>
        <source>MLX training of {what} is not modelled; allowed: dense decoder-only text models with RMSNorm and a SiLU-gated MLP</source>
        <translation>MLX 訓練{what}未建模；允許：使用 RMSNorm 與 SiLU 門控 MLP 的稠密純解碼器文字模型</translation>
    </message>
    <message>
        <source>MLX trains in the weights&apos; own dtype, not {precision}; allowed: {allowed}</source>
        <translation>MLX 以權重本身的資料型別訓練，而非 {precision}；允許：{allowed}</translation>
    </message>
    <message>
        <source>MLX trains with unfused attention ({source}); allowed: eager</source>
        <translation>MLX 以未融合的注意力訓練（{source}）；允許：eager</translation>
    </message>
    <message>
        <source>MLX with adapter dropout is not modelled (each adapter then keeps its own dropped copy and mask); allowed: 0</source>
        <translation>MLX 搭配適配器 dropout 未建模（此時每個適配器各自保留 dropout 後的副本與遮罩）；允許：0</translation>
    </message>
    <message>
        <source>Mamba (Mamba-1) layers: a rough count of what mamba_ssm&apos;s selective scan keeps (x and z, the convolution&apos;s output, dt, B and C, the scan&apos;s output); training them is refused by name</source>
        <translation>Mamba（Mamba-1）層：mamba_ssm 選擇性掃描所保留張量的粗略計數（x 與 z、卷積輸出、dt、B 與 C、掃描輸出）；訓練這些層會被明確拒絕</translation>
    </message>
    <message>
        <source>Megatron-Core captures full recompute only in a graph of the whole step; allowed: none, full_iteration (or recompute none or selective)</source>
        <translation>Megatron-Core 只能在整步的圖中擷取完整重算；允許：none、full_iteration（或重算設為 none 或 selective）</translation>
    </message>
    <message>
        <source>Megatron-Core does not offload activations with recomputation on (recompute is {recompute}); allowed: recompute none, or no activation offloading</source>
        <translation>Megatron-Core 在啟用重算時不卸載活化值（recompute 為 {recompute}）；允許：recompute none，或不做活化值卸載</translation>
    </message>
    <message>
        <source>Megatron-Core does not recompute it under delayed-scaling FP8</source>
        <translation>Megatron-Core 在延遲縮放 FP8 下不重算此模組</translation>
    </message>
    <message>
        <source>Megatron-Core offloads activations without pipeline parallelism (pp is {pp}); allowed: pp 1, or no activation offloading</source>
        <translation>Megatron-Core 只在沒有管線平行時卸載活化值（pp 為 {pp}）；允許：pp 1，或不做活化值卸載</translation>
    </message>
    <message>
        <source>Megatron-Core offloads fewer layers than the model&apos;s {layers}; allowed: 1 to {most}</source>
        <translation>Megatron-Core 卸載的層數須少於模型的 {layers} 層；允許：1 到 {most}</translation>
    </message>
    <message>
        <source>Megatron-Core splits the {layers} layers plus the embedding and the loss ({total}) evenly over pp × virtual stages ({chunks} chunks); allowed: {allowed}</source>
        <translation>Megatron-Core 把 {layers} 層加上嵌入與損失（共 {total}）平均分到 pp × 虛擬階段（{chunks} 個區塊）；允許：{allowed}</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s layer graphs run no activation offload to the CPU; allowed: none, full_iteration</source>
        <translation>Megatron-Core 的逐層圖不支援將激活值卸載到 CPU；允許：none、full_iteration</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s state-space layers (megatron/core/ssm/: Mamba-2 and Gated DeltaNet, no Mamba-1, Lightning Attention or short convolution)</source>
        <translation>Megatron-Core 的狀態空間層（megatron/core/ssm/：有 Mamba-2 與 Gated DeltaNet，沒有 Mamba-1、Lightning Attention 或短卷積）</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed splits the sequence for Ulysses only without pipeline parallelism (pp is {pp}); allowed: 1, or pp 1</source>
        <translation>Megatron-DeepSpeed 只在沒有管線平行時為 Ulysses 切分序列（pp 為 {pp}）；允許：1，或 pp 1</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed&apos;s Ulysses (--ds-sequence-parallel-size) cannot be combined with --sequence-parallel; allowed: off (or cp 1)</source>
        <translation>Megatron-DeepSpeed 的 Ulysses（--ds-sequence-parallel-size）不能與 --sequence-parallel 併用；允許：off（或 cp 1）</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed&apos;s Ulysses attention takes no grouped-query attention ({kv_heads} key/value heads for {heads}); allowed: 1</source>
        <translation>Megatron-DeepSpeed 的 Ulysses 注意力不支援分組查詢注意力（{heads} 個注意力頭對應 {kv_heads} 個鍵值頭）；允許：1</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed&apos;s layers (megatron/model/: no Mamba, Gated DeltaNet or short convolution)</source>
        <translation>Megatron-DeepSpeed 的層（megatron/model/：沒有 Mamba、Gated DeltaNet 或短卷積）</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed&apos;s zero-bubble schedule (--enable-zbh1-pipeline) runs without --sequence-parallel; allowed: off (or pp_schedule 1f1b)</source>
        <translation>Megatron-DeepSpeed 的零氣泡排程（--enable-zbh1-pipeline）不能搭配 --sequence-parallel；允許：off（或 pp_schedule 1f1b）</translation>
    </message>
    <message>
        <source>Megatron-LM has no Falcon-H1 block; Megatron-Bridge builds its own FalconH1Model on Megatron-Core (NVIDIA-NeMo/Megatron-Bridge falcon_h1/falconh1_bridge.py)</source>
        <translation>Megatron-LM 沒有 Falcon-H1 區塊；Megatron-Bridge 在 Megatron-Core 上自建 FalconH1Model（NVIDIA-NeMo/Megatron-Bridge falcon_h1/falconh1_bridge.py）</translation>
    </message>
    <message>
        <source>Memory is sized for rows of {row:,} tokens, not the sequence length {seq_len:,}: each micro-batch is padded to its longest sample ({padding}) and the longest sample is {longest:,} tokens ({field}). A longer sample in the data raises the peak up to the sequence length&apos;s.</source>
        <translation>記憶體以每列 {row:,} 個 token 估算，而非序列長度 {seq_len:,}：每個微批次填充至其中最長的樣本（{padding}），而最長樣本為 {longest:,} 個 token（{field}）。資料中若有更長的樣本，峰值會隨之升高，最多到序列長度時的峰值。</translation>
    </message>
    <message>
        <source>Memory is sized for rows of {row:,} tokens, not the sequence length {seq_len:,}: each micro-batch is padded to its longest sample ({padding}), {longest:,} tokens at most ({field}), and then to a multiple of {multiple} tokens, what the context- and sequence-parallel ranks split. A longer sample in the data raises the peak up to the sequence length&apos;s.</source>
        <translation>記憶體以每列 {row:,} 個 token 估算，而非序列長度 {seq_len:,}：每個微批次填充至其中最長的樣本（{padding}），最長為 {longest:,} 個 token（{field}），再補齊到 {multiple} 個 token 的倍數，也就是上下文平行與序列平行各 rank 所分割的單位。資料中若有更長的樣本，峰值會隨之升高，最多到序列長度時的峰值。</translation>
    </message>
    <message>
        <source>Memory is sized for {tokens:,} tokens a micro-batch, not {rows} rows of the sequence length {seq_len:,}: its sequences are concatenated without padding ({padding}), and the fullest holds a sample as long as the sequence beside samples of the mean length (set {longest_words} for the data&apos;s longest).</source>
        <translation>記憶體按每個微批次 {tokens:,} 個 token 估算，而非 {rows} 列序列長度 {seq_len:,}：其序列不經填充首尾相接（{padding}），最滿的微批次含一個與序列等長的樣本與其餘平均長度的樣本（設定 {longest_words} 以使用資料中最長的樣本）。</translation>
    </message>
    <message>
        <source>MoE serving reads only the active experts per token (compute and bandwidth follow {active_b:.1f}B active parameters), but every expert&apos;s weights must be resident: memory follows all {total_b:.1f}B.</source>
        <translation>MoE 推論時每個 token 只讀取活躍的專家（計算與頻寬依 {active_b:.1f}B 活躍參數計），但所有專家的權重都必須常駐：記憶體依全部 {total_b:.1f}B 計。</translation>
    </message>
    <message>
        <source>NVFP4 matrix multiplies: {speedup:.2f}× the bf16 rate</source>
        <translation>NVFP4 矩陣乘法：bf16 速率的 {speedup:.2f}×</translation>
    </message>
    <message>
        <source>NVFP4 training</source>
        <translation>NVFP4 訓練</translation>
    </message>
    <message>
        <source>NVMe needs an offload; allowed: cpu</source>
        <translation>NVMe 需要搭配卸載；允許：cpu</translation>
    </message>
    <message>
        <source>NeMo 2&apos;s state-space models (nemo/collections/llm/gpt/model/ssm.py)</source>
        <translation>NeMo 2 的狀態空間模型（nemo/collections/llm/gpt/model/ssm.py）</translation>
    </message>
    <message>
        <source>NeMo Framework&apos;s training library after NeMo 2.0, on the same Megatron-Core layers, parallelism and mixed precision (NVIDIA, &apos;NeMo 2.0 to Megatron Bridge Migration Guide&apos;, docs.nvidia.com/nemo/megatron-bridge)</source>
        <translation>NeMo 2.0 之後 NeMo Framework 的訓練函式庫，底下是同樣的 Megatron-Core 層、平行方式與混合精度（NVIDIA《NeMo 2.0 to Megatron Bridge Migration Guide》，docs.nvidia.com/nemo/megatron-bridge）</translation>
    </message>
    <message>
        <source>No GPU count fits: {activations} of activations stay on every GPU however many there are. Lower them with {recompute}, a shorter {seq_len}, a smaller {micro_batch}, or tensor or context parallelism.</source>
        <translation>沒有任何 GPU 數量容納得下：不論 GPU 有多少張，每張都要留著 {activations} 的活化值。可以用 {recompute}、較短的 {seq_len}、較小的 {micro_batch}，或張量、上下文平行來降低它。</translation>
    </message>
    <message>
        <source>No GPU count fits: {floor} of every GPU&apos;s memory does not shrink with more GPUs (one micro-batch&apos;s activations, the layers ZeRO gathers, fixed overheads), more than the {have} of the {gpu}. Lower the activations with {recompute}, a shorter {seq_len}, a smaller {micro_batch}, or tensor or context parallelism.</source>
        <translation>沒有任何 GPU 數量容納得下：每張 GPU 上有 {floor} 的記憶體不會隨 GPU 增加而減少（一個微批次的活化值、ZeRO 收集的層、固定開銷），超過 {gpu} 的 {have}。可以用 {recompute}、較短的 {seq_len}、較小的 {micro_batch}，或張量、上下文平行來降低活化值。</translation>
    </message>
    <message>
        <source>No GPU count fits: {fw} trains a whole copy on every GPU, so its {total} does not shrink with more of them, more than the {have} of the {gpu}. Lower it with {recompute}, a shorter {seq_len} or a smaller {micro_batch}.</source>
        <translation>沒有任何 GPU 數量容納得下：{fw} 在每張 GPU 上訓練一份完整副本，因此 {total} 不會隨 GPU 增加而縮小，超過 {gpu} 的 {have}。請以 {recompute}、較短的 {seq_len} 或較小的 {micro_batch} 降低。</translation>
    </message>
    <message>
        <source>No exchange rate for {currency}: set {field}; money is shown in US dollars.</source>
        <translation>沒有 {currency} 的匯率：請設定 {field}；金額以美元顯示。</translation>
    </message>
    <message>
        <source>No kernel of {gpu}&apos;s architecture ({arch}) has been measured: its times use the kernel measurements of the architecture before it ({stand_in}) at its own peaks.</source>
        <translation>{gpu} 所屬架構（{arch}）的核心尚無任何實測：其耗時改用前一代架構（{stand_in}）的核心實測值，並按其自身的峰值計算。</translation>
    </message>
    <message>
        <source>No maximum power is published for the {gpu}: its power, energy, electricity cost and CO₂ are unknown.</source>
        <translation>{gpu} 沒有公開的最大功率：其功率、能耗、電費與 CO₂ 皆未知。</translation>
    </message>
    <message>
        <source>No option carries the load at the latency targets.</source>
        <translation>沒有任何選項能在延遲目標內承擔此負載。</translation>
    </message>
    <message>
        <source>No option carries the peak load of {peak:,.2f} requests/s at the latency targets: the most any serves is {rps:,.2f} requests/s ({gpus} × {gpu}), {ratio:,.1f}× short.</source>
        <translation>沒有任何選項能在延遲目標內承載每秒 {peak:,.2f} 個請求的尖峰負載：最多的一個每秒只能服務 {rps:,.2f} 個請求（{gpus} × {gpu}），差了 {ratio:,.1f} 倍。</translation>
    </message>
    <message>
        <source>No option costs at most the budget of US${budget:,.0f}: the cheapest ({gpus} × {gpu}, {where}) costs US${usd:,.0f}, {ratio:,.1f}× the budget.</source>
        <translation>沒有任何選項在 US${budget:,.0f} 的預算內：最便宜的（{gpus} × {gpu}，{where}）需 US${usd:,.0f}，為預算的 {ratio:,.1f} 倍。</translation>
    </message>
    <message>
        <source>No option finishes within the {deadline:g}-hour deadline: the fastest ({gpus} × {gpu}) takes {hours:,.1f} hours, {ratio:,.1f}× the deadline.</source>
        <translation>沒有任何選項能在 {deadline:g} 小時的期限內完成：最快的（{gpus} × {gpu}）需 {hours:,.1f} 小時，為期限的 {ratio:,.1f} 倍。</translation>
    </message>
    <message>
        <source>No option meets the latency targets even for one user: the nearest ({gpus} × {gpu}) has {missed}.</source>
        <translation>沒有任何選項能讓即使一位使用者達到延遲目標：最接近的（{gpus} × {gpu}）為 {missed}。</translation>
    </message>
    <message>
        <source>No option serves the {rate:,.2f} requests/s given within the latency targets: the highest rate any serves within them is {best:,.2f} requests/s ({gpus} × {gpu}), {ratio:,.1f}× short.</source>
        <translation>沒有任何選項能在延遲目標內服務所給的每秒 {rate:,.2f} 個請求：在目標內最高只能服務每秒 {best:,.2f} 個請求（{gpus} × {gpu}），差 {ratio:,.1f} 倍。</translation>
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
        <source>Padding-free ({padding}): memory is sized for micro-batches of {rows} samples as long as the sequence ({seq_len:,} tokens), the most they can hold; a micro-batch holds its samples&apos; own lengths: give the data&apos;s mean length ({field}) for what they hold.</source>
        <translation>免填充（{padding}）：記憶體按每個微批次 {rows} 個與序列等長（{seq_len:,} token）的樣本估算，這是它們最多能容納的量；微批次實際只含樣本本身的長度：請提供資料的平均長度（{field}）以估算實際用量。</translation>
    </message>
    <message>
        <source>Pipeline bubble: with {accum_field} {m} and {pp_field} {pp}, each GPU idles {share:.0%} of the step while the pipeline fills and drains ((pp − 1) ÷ (m·v + pp − 1) for m micro-batches per step and v virtual stages; GPipe, Megatron-LM 1F1B). Raise {accum_field} to several times {pp_field}, or set {schedule_field} to zb1p: each stage&apos;s weight gradients then run while the backward moves on.</source>
        <translation>管線氣泡：{accum_field} 為 {m}、{pp_field} 為 {pp} 時，管線填充與排空期間每張 GPU 閒置步驟時間的 {share:.0%}（m 個微批次、v 個虛擬階段時為 (pp − 1) ÷ (m·v + pp − 1)；GPipe、Megatron-LM 1F1B）。請將 {accum_field} 提高到 {pp_field} 的數倍，或將 {schedule_field} 設為 zb1p：各階段的權重梯度便會在反向傳播往前推進時執行。</translation>
    </message>
    <message>
        <source>Pipeline bubble: with {accum_field} {m} and {pp_field} {pp}, each GPU idles {share:.0%} of the step while the pipeline fills and drains ((pp − 1) ÷ (m·v + pp − 1) for m micro-batches per step and v virtual stages; GPipe, Megatron-LM 1F1B). Raise {accum_field} to several times {pp_field}.</source>
        <translation>管線氣泡：{accum_field} 為 {m}、{pp_field} 為 {pp} 時，管線填充與排空期間每張 GPU 閒置步驟時間的 {share:.0%}（m 個微批次、v 個虛擬階段時為 (pp − 1) ÷ (m·v + pp − 1)；GPipe、Megatron-LM 1F1B）。請將 {accum_field} 提高到 {pp_field} 的數倍。</translation>
    </message>
    <message>
        <source>Pipeline bubble: with {accum_field} {m} and {pp_field} {pp}, each GPU idles {share:.0%} of the step while the pipeline fills and drains (the zero-bubble schedule has no steady phase to fill with fewer micro-batches than stages). Raise {accum_field} to several times {pp_field}.</source>
        <translation>管線氣泡：{accum_field} 為 {m}、{pp_field} 為 {pp} 時，管線填充與排空期間每張 GPU 閒置步驟時間的 {share:.0%}（微批次少於階段數時，零氣泡排程沒有可填補的穩定階段）。請將 {accum_field} 提高到 {pp_field} 的數倍。</translation>
    </message>
    <message>
        <source>Pipeline stages: with {pp_field} {pp} the slowest stage works {extra:.0%} more than the mean (the output layer and loss on the last), and every micro-batch waits for it; counting the embedding and the loss as layers ({ends_field}) brings it to {better:.0%}.</source>
        <translation>管線階段：{pp_field} 為 {pp} 時，最慢的階段比平均多做 {extra:.0%} 的計算（輸出層與損失在最後一個階段），每個微批次都得等它；把嵌入與損失計為層（{ends_field}）可降到 {better:.0%}。</translation>
    </message>
    <message>
        <source>Pipeline stages: with {pp_field} {pp} the slowest stage works {extra:.0%} more than the mean (the output layer and loss on the last, or a stage with more layers), and every micro-batch waits for it.</source>
        <translation>管線階段：{pp_field} 為 {pp} 時，最慢的階段比平均多做 {extra:.0%} 的計算（輸出層與損失在最後一個階段，或某個階段的層數較多），每個微批次都得等它。</translation>
    </message>
    <message>
        <source>Planned as FSDP2, which reduce-scatters every micro-batch: under FSDP1 (fsdp_version 1) the Trainer accumulates the {steps} micro-batches&apos; gradients unsharded (its no_sync), about {extra} more per GPU.</source>
        <translation>按 FSDP2 規劃，它在每個微批次都做 reduce-scatter：在 FSDP1（fsdp_version 1）下，Trainer 會以未分片形式累積 {steps} 個微批次的梯度（其 no_sync），每張 GPU 約多 {extra}。</translation>
    </message>
    <message>
        <source>Prefill/decode disaggregated: {prefill:,} of the plan&apos;s {replicas:,} replicas only prefill and send each prompt&apos;s KV cache ({mb:,.1f} MB) in {ms:,.2f} ms ({link}) to the decode replicas ({decode:,}); their steps carry no prefill, and the figures per replica are a decode replica&apos;s. A prefill replica takes up to {batch:,.1f} prompts into one forward (its step&apos;s token budget): {capacity:,.0f} prompt tokens/s at most.</source>
        <translation>預填充／解碼分離：計畫的 {replicas:,} 個副本中有 {prefill:,} 個只做預填充，並在 {ms:,.2f} ms 內（{link}）把每個提示詞的 KV 快取（{mb:,.1f} MB）傳給解碼副本（{decode:,} 個）；解碼副本的步驟不含預填充，每個副本的數值皆指一個解碼副本。一個預填充副本一次前向計算最多處理 {batch:,.1f} 個提示詞（每步的 token 上限）：最多每秒 {capacity:,.0f} 個提示詞 token。</translation>
    </message>
    <message>
        <source>Primus (AMD) runs its models on a backend of its choice: choose megatron for its Megatron-LM backend, fsdp for its TorchTitan backend</source>
        <translation>Primus（AMD）依所選的後端執行模型：用 Megatron-LM 後端請選 megatron，用 TorchTitan 後端請選 fsdp</translation>
    </message>
    <message>
        <source>PyTorch FSDP offloads the parameters with their gradients and optimizer states (offload_params), not the optimizer alone; allowed: none, optimizer+params (or {field} deepspeed)</source>
        <translation>PyTorch FSDP 卸載的是參數連同其梯度與最佳化器狀態（offload_params），不能只卸載最佳化器；允許：none、optimizer+params（或 {field} deepspeed）</translation>
    </message>
    <message>
        <source>PyTorch FSDP shards the gradients and weights with the optimizer states (2: SHARD_GRAD_OP, 3: FULL_SHARD), not the optimizer states alone; allowed: 0, 2, 3</source>
        <translation>PyTorch FSDP 會連同最佳化器狀態一起分片梯度與權重（2：SHARD_GRAD_OP，3：FULL_SHARD），不能只分片最佳化器狀態；允許：0、2、3</translation>
    </message>
    <message>
        <source>PyTorch FSDP shards the gradients and weights with the optimizer states (2: SHARD_GRAD_OP, 3: FULL_SHARD), not the optimizer states alone; allowed: 0, 2, 3 (or {field} deepspeed)</source>
        <translation>PyTorch FSDP 會連同最佳化器狀態一起分片梯度與權重（2：SHARD_GRAD_OP，3：FULL_SHARD），不能只分片最佳化器狀態；允許：0、2、3（或 {field} deepspeed）</translation>
    </message>
    <message>
        <source>PyTorch&apos;s trainer on FSDP2; the profile models its float8 recipes, selective recompute and pipeline split as torchtitan applies them</source>
        <translation>PyTorch 自家以 FSDP2 為基礎的訓練程式；此設定檔依 torchtitan 的做法模擬其 float8 配方、選擇性重算與管線切分</translation>
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
        <source>Request lengths of {dataset}: prompts averaging {prompt:,} tokens up to {prompt_max:,}, answers averaging {output:,} up to {output_max:,}, a prompt and its answer {pair:,} at most ({source}); most short, a few long.</source>
        <translation>{dataset} 的請求長度：提示詞平均 {prompt:,} 個 token、最長 {prompt_max:,}，回答平均 {output:,}、最長 {output_max:,}，提示詞加回答最多 {pair:,}（{source}）；多數短、少數很長。</translation>
    </message>
    <message>
        <source>SGLang&apos;s models (python/sglang/srt/models/; MiniMax-Text-01/M1: sgl-project/sglang issue #18458, no native implementation)</source>
        <translation>SGLang 的模型（python/sglang/srt/models/；MiniMax-Text-01/M1：sgl-project/sglang issue #18458，沒有原生實作）</translation>
    </message>
    <message>
        <source>Samples of {dataset}: {samples:,} of {mean:,} tokens on average, {longest:,} at most, as ms-swift counts them with Qwen2.5&apos;s tokenizer ({source}); another model&apos;s tokenizer counts somewhat differently.</source>
        <translation>{dataset} 的樣本：{samples:,} 筆，平均 {mean:,} 個 token，最長 {longest:,} 個，為 ms-swift 以 Qwen2.5 分詞器計數的結果（{source}）；其他模型的分詞器計數略有不同。</translation>
    </message>
    <message>
        <source>Some options meet the deadline and some the budget, none both: raise the budget or extend the deadline (recommend without one shows every option).</source>
        <translation>有些選項符合期限，有些符合預算，但沒有兩者皆符合的：請提高預算或延長期限（不設其中一項時，recommend 會列出所有選項）。</translation>
    </message>
    <message>
        <source>Spot prices: the cloud may take the GPUs back at short notice, and a replica serves nothing until it is replaced. The capacity lost to that is not in the estimate.</source>
        <translation>Spot 價格：雲端可能在短時間通知後收回 GPU，副本在被替換前無法提供服務。因此損失的容量未計入估算。</translation>
    </message>
    <message>
        <source>Spot prices: the cloud may take the GPUs back at short notice, and the run restarts from its last checkpoint. The time lost to that is not in the time or the cost.</source>
        <translation>Spot 價格：雲端可能在短時間通知後收回 GPU，訓練須從最後一個檢查點重新開始。因此損失的時間未計入時間與成本。</translation>
    </message>
    <message>
        <source>TGI&apos;s supported models (Mamba only; its transformers fallback, transformers_flash_causal_lm.py, keeps no recurrent state)</source>
        <translation>TGI 支援的模型（只有 Mamba；其 transformers 後備實作 transformers_flash_causal_lm.py 不保留遞迴狀態）</translation>
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
        <source>TensorRT-LLM&apos;s supported models (tensorrt_llm/_torch/models/_arch_index.py, docs/source/models/supported-models.md)</source>
        <translation>TensorRT-LLM 支援的模型（tensorrt_llm/_torch/models/_arch_index.py、docs/source/models/supported-models.md）</translation>
    </message>
    <message>
        <source>The KV cache holds {limit:,.0f} requests ({length}); the simulated run admits each by its own length, as the engine does: up to {ran:,.0f} ran at once, and the rest of the plan&apos;s {batch:,} concurrent users waited for a slot.</source>
        <translation>KV 快取可容納 {limit:,.0f} 個請求（{length}）；模擬執行如引擎一樣按每個請求自身的長度接納：最多 {ran:,.0f} 個同時執行，方案的 {batch:,} 位同時使用者中其餘的等待空位。</translation>
    </message>
    <message>
        <source>The KV cache left by the framework does not hold one request of this size.</source>
        <translation>框架留下的 KV 快取容納不了一個這種大小的請求。</translation>
    </message>
    <message>
        <source>The catalog&apos;s figures for {gpu} are of low confidence (peaks derived or unverified, as its notes say): time and speed follow them.</source>
        <translation>目錄中 {gpu} 的數據可信度低（峰值為推算或未經核實，見其備註）：時間與速度依這些數據計算。</translation>
    </message>
    <message>
        <source>The catalog&apos;s figures for {gpu} are of medium confidence (some derived from related products, as its notes say): time and speed follow them.</source>
        <translation>目錄中 {gpu} 的數據可信度中等（部分由相關產品推算，見其備註）：時間與速度依這些數據計算。</translation>
    </message>
    <message>
        <source>The checkpoint ships {kv} KV-cache scales and {framework} follows the checkpoint: the KV cache is planned in {kv}.</source>
        <translation>檢查點附有 {kv} KV 快取縮放係數，且 {framework} 依檢查點設定：KV 快取以 {kv} 規劃。</translation>
    </message>
    <message>
        <source>The checkpoint ships {kv} KV-cache scales, which {framework} does not serve: the KV cache is planned in {dtype}.</source>
        <translation>檢查點附有 {kv} KV 快取縮放係數，但 {framework} 不支援此格式：KV 快取以 {dtype} 規劃。</translation>
    </message>
    <message>
        <source>The checkpoint ships {kv} KV-cache scales; {framework} keeps the KV cache in the model&apos;s dtype unless told: set {field} to {kv} to plan with them.</source>
        <translation>檢查點附有 {kv} KV 快取縮放係數；除非另行指定，{framework} 的 KV 快取沿用模型的資料型別：將 {field} 設為 {kv} 即可依這些係數規劃。</translation>
    </message>
    <message>
        <source>The exchange rate date {date} is not used: it dates a rate given in {field}; the catalog&apos;s rate of {catalog_date} is used.</source>
        <translation>匯率日期 {date} 未被使用：它標示的是在 {field} 中給定的匯率的日期；目前使用目錄中 {catalog_date} 的匯率。</translation>
    </message>
    <message>
        <source>The exchange rate is not used: money is shown in US dollars (set {currency}).</source>
        <translation>匯率未被使用：金額以美元顯示（請設定 {currency}）。</translation>
    </message>
    <message>
        <source>The longest prompt + the longest output ({tokens:,} tokens) exceed the plan&apos;s context ({context:,}; the KV cache is sized for it).</source>
        <translation>最長提示詞 + 最長輸出（{tokens:,} 個 token）超過方案的上下文（{context:,}；KV 快取依它配置）。</translation>
    </message>
    <message>
        <source>The peak load of {peak:,.2f} requests/s at the latency targets needs {need:,.0f} decode replicas ({gpus} GPUs each) beside their prefill replicas; the plan has {have} decode replicas.</source>
        <translation>在延遲目標下，每秒 {peak:,.2f} 個請求的尖峰負載需要 {need:,.0f} 個解碼副本（每個 {gpus} 張 GPU），外加其預填充副本；計畫中有 {have} 個解碼副本。</translation>
    </message>
    <message>
        <source>The plan does not fit in GPU memory; the budget assumes it would run.</source>
        <translation>此計畫超出 GPU 記憶體；預算仍假設它能執行。</translation>
    </message>
    <message>
        <source>The prefill replicas need {need} per GPU, more than the {usable} the framework may use: the serving figures assume they would run; give them more GPUs ({field}).</source>
        <translation>預填充副本每張 GPU 需要 {need}，超過框架可用的 {usable}：服務數字是假設它們能運行而算出的；請給它們更多 GPU（{field}）。</translation>
    </message>
    <message>
        <source>The rule counts 2 + 2 + 8 bytes per parameter; this plan keeps {weights:g} B of weights, {grads:g} B of gradients, {master:g} B of fp32 master copy and {states:.3g} B of optimizer states ({per:.3g} B in all) for the policy alone, and the other models, activations and overheads come on top ({total} per GPU in all).</source>
        <translation>經驗法則每個參數算 2 + 2 + 8 位元組；此計畫光是策略模型就保留 {weights:g} B 權重、{grads:g} B 梯度、{master:g} B fp32 主副本與 {states:.3g} B 最佳化器狀態（共 {per:.3g} B），其他模型、活化值與額外開銷另計（每張 GPU 共 {total}）。</translation>
    </message>
    <message>
        <source>The rule counts 2 + 2 + 8 bytes per parameter; this plan keeps {weights:g} B of weights, {grads:g} B of gradients, {master:g} B of fp32 master copy and {states:.3g} B of optimizer states ({per:.3g} B in all), and activations and overheads come on top ({total} per GPU in all).</source>
        <translation>經驗法則每個參數算 2 + 2 + 8 位元組；此計畫保留 {weights:g} B 權重、{grads:g} B 梯度、{master:g} B fp32 主副本與 {states:.3g} B 最佳化器狀態（共 {per:.3g} B），活化值與額外開銷另計（每張 GPU 共 {total}）。</translation>
    </message>
    <message>
        <source>The rule divides the model&apos;s memory evenly; at {n} GPUs ({strategy}) each still holds {per_gpu} against {usable} usable, because activations, gathered layers, buffers and the CUDA context stay on every GPU.</source>
        <translation>經驗法則把模型記憶體平均分攤；在 {n} 張 GPU（{strategy}）時每張仍需 {per_gpu}，可用 {usable}，因為活化值、聚集的層、緩衝區與 CUDA 上下文 留在每張 GPU 上。</translation>
    </message>
    <message>
        <source>The rule gives every parameter the {bits} bits the format&apos;s name promises; stored as {format}, {note}.</source>
        <translation>經驗法則讓每個參數都佔格式名稱所說的 {bits} 位元；以 {format} 儲存時，{note}。</translation>
    </message>
    <message>
        <source>The rule gives every parameter the {bits} bits the format&apos;s name promises; stored as {format}, {note}. The engine pads the experts for its kernels: {padded} more.</source>
        <translation>經驗法則讓每個參數都佔格式名稱所說的 {bits} 位元；以 {format} 儲存時，{note}。引擎為其核心填充專家權重：多出 {padded}。</translation>
    </message>
    <message>
        <source>The rule&apos;s memory is more than this plan holds: at {n} GPUs ({strategy}) each holds {per_gpu} against {usable} usable.</source>
        <translation>經驗法則的記憶體多於此計畫所需：在 {n} 張 GPU（{strategy}）時每張需 {per_gpu}，可用 {usable}。</translation>
    </message>
    <message>
        <source>The {framework} profile&apos;s {loss} is its own default (its latest releases): with the full logits, as earlier releases keep them ({field} plain), the peak would be {plain} per GPU, not {ours}.</source>
        <translation>{framework} 設定檔的 {loss} 是它自己的預設（其最新版本）：若如較早版本一樣保留完整 logits（{field} plain），每張 GPU 的峰值會是 {plain}，而不是 {ours}。</translation>
    </message>
    <message>
        <source>The {framework} profile&apos;s {loss} is its own default where flash-attn is installed (its images install it): without it, with the full logits in fp32 ({field} plain), the peak would be {plain} per GPU, not {ours}.</source>
        <translation>{framework} 設定檔的 {loss} 是它在已安裝 flash-attn 時的預設（其映像檔已安裝）：若未安裝，完整 logits 以 fp32 保留（{field} plain），每張 GPU 的峰值會是 {plain}，而不是 {ours}。</translation>
    </message>
    <message>
        <source>The {gpu} has no NVLink connector: its GPUs exchange data over PCIe ({pcie:,.0f} GB/s per direction), and each holds its own share of the model ({per_gpu} here); memory is never pooled.</source>
        <translation>{gpu} 沒有 NVLink 接頭：GPU 之間經由 PCIe 交換資料（單向 {pcie:,.0f} GB/s），每張各自容納自己那份模型（此處 {per_gpu}）；記憶體從不合併。</translation>
    </message>
    <message>
        <source>The {gpu} has no NVLink connector: its GPUs exchange data over PCIe, and each holds its own share of the model ({per_gpu} here); memory is never pooled.</source>
        <translation>{gpu} 沒有 NVLink 接頭：GPU 之間經由 PCIe 交換資料，每張各自容納自己那份模型（此處 {per_gpu}）；記憶體從不合併。</translation>
    </message>
    <message>
        <source>The {gpu} has no dense FP4 figure in the catalog: the NVFP4 step is timed at bf16 speed (likely slower than it runs).</source>
        <translation>目錄中沒有 {gpu} 的稠密 FP4 數值：NVFP4 的每步以 bf16 速度計時（可能比實際慢）。</translation>
    </message>
    <message>
        <source>The {gpu} shares {unified} of memory with its CPU and the operating system; the plan counts what the GPU may take: {gpu_part}.</source>
        <translation>{gpu} 與其 CPU 及作業系統共用 {unified} 記憶體；方案只計入 GPU 可取用的部分：{gpu_part}。</translation>
    </message>
    <message>
        <source>To run this split: {flag} (the engine&apos;s own default may differ: vLLM splits layers evenly, llama.cpp by the memory free when it loads).</source>
        <translation>要照此切分執行：{flag}（引擎自己的預設可能不同：vLLM 平均切分各層，llama.cpp 依載入時的可用記憶體切分）。</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s blockwise FP8 recipe runs no FP8 attention</source>
        <translation>Transformer Engine 的分塊 FP8 配方不支援 FP8 注意力</translation>
    </message>
    <message>
        <source>Ulysses gives each GPU whole heads: tp × cp ({ranks}) does not divide the model&apos;s {heads} attention heads; allowed: a divisor</source>
        <translation>Ulysses 讓每張 GPU 負責完整的注意力頭：tp × cp（{ranks}）不能整除模型的 {heads} 個注意力頭；允許：其因數</translation>
    </message>
    <message>
        <source>Unsloth&apos;s LoRA kernels: a layer keeps its norms&apos; inputs and outputs, the attention tensors and the gate and up outputs; SwiGLU is recomputed in place in backward</source>
        <translation>Unsloth 的 LoRA 核心：每層只保留正規化的輸入與輸出、注意力張量以及 gate 與 up 的輸出；SwiGLU 在反向傳播時原地重算</translation>
    </message>
    <message>
        <source>Unsloth&apos;s models and notebooks</source>
        <translation>Unsloth 的模型與 notebook</translation>
    </message>
    <message>
        <source>Whether {framework} runs {architecture} models is not settled: {why}.</source>
        <translation>{framework} 是否能執行 {architecture} 模型尚未確定：{why}。</translation>
    </message>
    <message>
        <source>Which frameworks run {model}&apos;s recurrent layers was not researched: the plan assumes {framework} runs them.</source>
        <translation>哪些框架能執行 {model} 的遞迴層尚未查證：本方案假設 {framework} 能執行。</translation>
    </message>
    <message>
        <source>ZeRO or FSDP shards this mixed-precision run: the sharding engine computes with bf16 working weights over an fp32 master partition and fp32 optimizer states (DeepSpeed&apos;s bf16 mode, FSDP&apos;s MixedPrecision)</source>
        <translation>ZeRO 或 FSDP 分片此混合精度訓練：分片引擎以 bf16 工作權重計算，另有 fp32 主副本分片與 fp32 最佳化器狀態（DeepSpeed 的 bf16 模式、FSDP 的 MixedPrecision）</translation>
    </message>
    <message>
        <source>ZeRO stage 0 in bf16: DeepSpeed&apos;s BF16_Optimizer shards the fp32 master copy and the states over the data-parallel ranks as ZeRO-1 does</source>
        <translation>bf16 的 ZeRO 階段 0：DeepSpeed 的 BF16_Optimizer 會像 ZeRO-1 一樣，把 fp32 主權重與優化器狀態分片到各資料平行進程</translation>
    </message>
    <message>
        <source>ZeRO through DeepSpeed: its bf16 mode keeps an fp32 master copy and fp32 optimizer states beside the bf16 weights, though the model was loaded in bf16</source>
        <translation>經由 DeepSpeed 的 ZeRO：其 bf16 模式在 bf16 權重旁保留一份 fp32 主權重與 fp32 優化器狀態，即使模型以 bf16 載入</translation>
    </message>
    <message>
        <source>ZeRO through PyTorch FSDP: accelerate upcasts the sharded trainable parameters to fp32 when mixed precision is on, so an fp32 master copy and fp32 optimizer states sit beside the bf16 compute weights, though the model was loaded in bf16</source>
        <translation>經由 PyTorch FSDP 的 ZeRO：開啟混合精度時 accelerate 會把分片的可訓練參數上轉為 fp32，因此 bf16 計算權重旁還有一份 fp32 主副本與 fp32 最佳化器狀態，即使模型是以 bf16 載入的</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP full sharding</source>
        <translation>ZeRO-3 / FSDP 完全分片</translation>
    </message>
    <message>
        <source>a 4U PCIe server of double-width cards</source>
        <translation>放雙槽卡的 4U PCIe 伺服器</translation>
    </message>
    <message>
        <source>a 4U server of single-slot cards</source>
        <translation>放單槽卡的 4U 伺服器</translation>
    </message>
    <message>
        <source>a DGX-2 / HGX-2 server</source>
        <translation>DGX-2 / HGX-2 伺服器</translation>
    </message>
    <message>
        <source>a Hopper or Blackwell GPU, or AMD Instinct MI300X–MI355X</source>
        <translation>Hopper 或 Blackwell GPU，或 AMD Instinct MI300X–MI355X</translation>
    </message>
    <message>
        <source>a backward that stops at the lowest trained layer</source>
        <translation>反向傳播止於最低的受訓層</translation>
    </message>
    <message>
        <source>a backward without weight gradients below the trained layers</source>
        <translation>訓練層以下的反向傳播不算權重梯度</translation>
    </message>
    <message>
        <source>a backward without weight gradients for the frozen weights</source>
        <translation>凍結權重在反向傳播時不計算權重梯度</translation>
    </message>
    <message>
        <source>a draft model of an architecture it runs</source>
        <translation>其能執行之架構的草稿模型</translation>
    </message>
    <message>
        <source>a fork of verl (its hybrid engine: FSDP actor and vLLM rollout in the same GPUs; github hiyouga/EasyR1 README)</source>
        <translation>verl 的分支（其混合引擎：FSDP 的 actor 與 vLLM 的 rollout 在同一批 GPU 上；github hiyouga/EasyR1 README）</translation>
    </message>
    <message>
        <source>a given goodput is taken to include the checkpoint writes</source>
        <translation>輸入的有效訓練比例視為已包含檢查點寫入</translation>
    </message>
    <message>
        <source>a group of completions a prompt, no critic, as GRPO; its advantage or ratio differs, which changes neither the memory nor the FLOPs</source>
        <translation>每個提示生成一組回覆、沒有評論家模型，與 GRPO 相同；只是優勢或比率的算法不同，這既不改變記憶體也不改變 FLOPs</translation>
    </message>
    <message>
        <source>a hybrid of attention and state-space/linear-attention layers: the recurrent layers are not modelled</source>
        <translation>注意力層與狀態空間／線性注意力層的混合：其中的循環層未建模</translation>
    </message>
    <message>
        <source>a hybrid&apos;s recurrent layers</source>
        <translation>混合模型的循環層</translation>
    </message>
    <message>
        <source>a jamba.py exists, but its pull request (#20141) was closed unmerged</source>
        <translation>已有 jamba.py，但其 pull request（#20141）未合併即關閉</translation>
    </message>
    <message>
        <source>a micro-batch of {budget:,} tokens holds no whole sequence of {whole:,} (prompt_len + completion_len); allowed: {whole:,} to 100,000,000</source>
        <translation>{budget:,} 個 token 的微批次容不下一條 {whole:,} 個 token 的完整序列（prompt_len + completion_len）；允許：{whole:,} 至 100,000,000</translation>
    </message>
    <message>
        <source>a mixture of experts</source>
        <translation>混合專家</translation>
    </message>
    <message>
        <source>a non-square image needs its width too; allowed: set the image size (its width)</source>
        <translation>非正方形影像也需要寬度；允許：設定影像尺寸（即其寬度）</translation>
    </message>
    <message>
        <source>a plain (GeLU) MLP</source>
        <translation>一般（GeLU）MLP</translation>
    </message>
    <message>
        <source>a policy with no critic, as GRPO; its advantage is normalised over the batch, so one completion a prompt is enough, and the memory and FLOPs are GRPO&apos;s</source>
        <translation>與 GRPO 一樣只有策略模型、沒有價值模型；其優勢以整批正規化，因此每個提示詞一個回覆即可，記憶體與 FLOPs 與 GRPO 相同</translation>
    </message>
    <message>
        <source>a prefill replica of tp {tp}: {field}: {why}</source>
        <translation>tp {tp} 的預填充副本：{field}：{why}</translation>
    </message>
    <message>
        <source>a prefill replica of {each} GPUs spans nodes of {per_node} unevenly; allowed: up to {per_node}, or a multiple of it</source>
        <translation>{each} 張 GPU 的預填充副本無法平均跨越每節點 {per_node} 張 GPU 的節點；允許：最多 {per_node}，或其倍數</translation>
    </message>
    <message>
        <source>a reward model of an architecture it runs</source>
        <translation>其能執行之架構的獎勵模型</translation>
    </message>
    <message>
        <source>a schedule shorter than that needs more GPUs, not a better guess: rules of thumb such as &apos;7B on 1T tokens ≈ 1 month on 8 A100s&apos; skip the 6·N·D arithmetic</source>
        <translation>要比這更短的時程需要更多 GPU，而不是更樂觀的猜測：像「7B 訓練 1T token ≈ 8 張 A100 一個月」這類經驗法則略過了 6·N·D 的計算</translation>
    </message>
    <message>
        <source>a shared prefix is reused with --mamba-cache-mode align, as planned here; the &apos;all&apos; mode refuses it (vllm/model_executor/models/qwen3_5.py)</source>
        <translation>共用前綴在 --mamba-cache-mode align 下重用，本方案即如此規劃；&apos;all&apos; 模式不支援（vllm/model_executor/models/qwen3_5.py）</translation>
    </message>
    <message>
        <source>a shorter sequence: {seq:,} tokens</source>
        <translation>較短的序列：{seq:,} 個 token</translation>
    </message>
    <message>
        <source>a unified-memory machine (its GPU and memory on one chip)</source>
        <translation>統一記憶體機器（GPU 與記憶體在同一晶片上）</translation>
    </message>
    <message>
        <source>a vision tower (mlx-vlm)</source>
        <translation>視覺塔（mlx-vlm）</translation>
    </message>
    <message>
        <source>a {width:,} × {height:,} video is past the processor&apos;s aspect limit (qwen-vl-utils smart_resize raises beyond {aspect}:1); allowed: sides within {aspect}:1</source>
        <translation>{width:,} × {height:,} 的影片超出處理器的長寬比上限（qwen-vl-utils 的 smart_resize 在超過 {aspect}:1 時報錯）；允許：長寬比在 {aspect}:1 以內</translation>
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
        <source>across {nodes} nodes the engine takes whole nodes; allowed: a multiple of {per_node}</source>
        <translation>跨 {nodes} 個節點時，引擎須佔用整個節點；允許：{per_node} 的倍數</translation>
    </message>
    <message>
        <source>activation checkpointing: recompute each layer in the backward</source>
        <translation>活化值檢查點：在反向傳播時重新計算每一層</translation>
    </message>
    <message>
        <source>activation offload</source>
        <translation>活化值卸載</translation>
    </message>
    <message>
        <source>adapters on the last layers of an encoder–decoder model are not modelled; allowed: unset (every layer)</source>
        <translation>在編碼器–解碼器模型的最後幾層放適配器未建模；允許：未設定（所有層）</translation>
    </message>
    <message>
        <source>adapters on the last layers with pp {pp} are not modelled; allowed: pp 1, or unset (every layer)</source>
        <translation>pp 為 {pp} 時在最後幾層放適配器未建模；允許：pp 1，或未設定（所有層）</translation>
    </message>
    <message>
        <source>air</source>
        <translation>氣冷</translation>
    </message>
    <message>
        <source>allowed: off</source>
        <translation>允許：off</translation>
    </message>
    <message>
        <source>allowed: {values}</source>
        <translation>允許：{values}</translation>
    </message>
    <message>
        <source>always-on replicas: idle time is paid for</source>
        <translation>副本常駐：閒置時間也要付費</translation>
    </message>
    <message>
        <source>always-on serving occupies the hardware for the whole period: duty cycle 1, not the {field} of a run ({duty})</source>
        <translation>全天候服務在整個期間都占用硬體：使用時間比例為 1，而非單次執行的 {field}（{duty}）</translation>
    </message>
    <message>
        <source>an 8-GPU HGX/DGX/OAM server</source>
        <translation>8 GPU 的 HGX/DGX/OAM 伺服器</translation>
    </message>
    <message>
        <source>an FP8 KV cache</source>
        <translation>FP8 KV 快取</translation>
    </message>
    <message>
        <source>an HGX A100 16-GPU server (two baseboards over NVSwitch)</source>
        <translation>HGX A100 16 GPU 伺服器（兩塊基板經 NVSwitch 相連）</translation>
    </message>
    <message>
        <source>an NVL72 rack</source>
        <translation>NVL72 機櫃</translation>
    </message>
    <message>
        <source>an NVL72 rack of {trays} trays draws up to {rack_kw:,.0f} kW through its own power shelves, where the site&apos;s racks get {site_kw:,.0f} kW here (set {field})</source>
        <translation>一座含 {trays} 個托盤的 NVL72 機櫃經其自有電源架最多耗電 {rack_kw:,.0f} kW，而此處機房每座機櫃只供電 {site_kw:,.0f} kW（請設定{field}）</translation>
    </message>
    <message>
        <source>an encoder-only model</source>
        <translation>純編碼器模型</translation>
    </message>
    <message>
        <source>an encoder–decoder model</source>
        <translation>編碼器–解碼器模型</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>applies to full recompute only (recompute is {recompute}); allowed: unset, or set recompute to full</source>
        <translation>只適用於完整重算（recompute 為 {recompute}）；允許：未設定，或把 recompute 設為 full</translation>
    </message>
    <message>
        <source>applies to training plans; a serving plan serves for the whole serving period</source>
        <translation>只適用於訓練方案；推論方案在整個服務期間持續服務</translation>
    </message>
    <message>
        <source>applies with activation offloading only (it is off); allowed: unset, or turn on activation_offload</source>
        <translation>只在活化值卸載時適用（目前關閉）；允許：未設定，或開啟 activation_offload</translation>
    </message>
    <message>
        <source>as set</source>
        <translation>依設定值</translation>
    </message>
    <message>
        <source>attention counted over the full s×s square (PaLM/MFU convention); causal kernels execute about half of that term</source>
        <translation>注意力以完整的 s×s 方陣計算（PaLM/MFU 慣例）；因果注意力核心實際只執行該項的一半左右</translation>
    </message>
    <message>
        <source>attention data parallelism with pipeline parallelism (pp {pp}) is not modelled; allowed: 1 with pp &gt; 1, or pp 1</source>
        <translation>注意力資料平行搭配管線平行（pp {pp}）未建模；允許：pp &gt; 1 時為 1，或 pp 1</translation>
    </message>
    <message>
        <source>attention over {seq:,} tokens</source>
        <translation>{seq:,} 個 token 的注意力</translation>
    </message>
    <message>
        <source>attn_layer_indices is read by neither transformers&apos; nor vLLM&apos;s Falcon-H1: every layer is counted with attention and Mamba-2, as they build it</source>
        <translation>transformers 與 vLLM 的 Falcon-H1 都不讀取 attn_layer_indices：每一層都依其實際建構方式，同時計入注意力與 Mamba-2</translation>
    </message>
    <message>
        <source>audio_config: the audio tower counted with the text model&apos;s weights</source>
        <translation>audio_config：音訊塔與文字模型的權重一併計入</translation>
    </message>
    <message>
        <source>average length</source>
        <translation>平均長度</translation>
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
        <source>bf16 under {framework} is its mixed precision (Megatron-LM&apos;s --bf16): fp32 main parameters and Adam states beside the bf16 weights, gradients as {recipe} keeps them.</source>
        <translation>{framework} 下的 bf16 即其混合精度（Megatron-LM 的 --bf16）：bf16 權重之外另有 fp32 主參數與 Adam 狀態，梯度按 {recipe} 保存。</translation>
    </message>
    <message>
        <source>bf16 under {framework} is its mixed precision (Megatron-LM&apos;s --bf16): fp32 main parameters and Adam states beside the bf16 weights, gradients as {recipe} keeps them; Megatron-Bridge&apos;s performance scripts reduce gradients in bf16 ({field} mixed).</source>
        <translation>{framework} 下的 bf16 即其混合精度（Megatron-LM 的 --bf16）：bf16 權重之外另有 fp32 主參數與 Adam 狀態，梯度按 {recipe} 保存；Megatron-Bridge 的效能腳本以 bf16 歸約梯度（{field} mixed）。</translation>
    </message>
    <message>
        <source>bitsandbytes has no paged {optimizer}; allowed with: {allowed}</source>
        <translation>bitsandbytes 沒有分頁版的 {optimizer}；可搭配：{allowed}</translation>
    </message>
    <message>
        <source>bound by its number of kernels (each a fixed time, however small)</source>
        <translation>受核心函式數量限制（每個核心函式再小也有固定時間）</translation>
    </message>
    <message>
        <source>checkpoint writes stall training {share:.0%} of the time ({minutes:,.1f} min every {hours:g} h): write faster ({speed}), checkpoint less often ({interval}) or asynchronously</source>
        <translation>檢查點寫入使訓練暫停 {share:.0%} 的時間（每 {hours:g} h 寫入 {minutes:,.1f} 分鐘）：加快寫入（{speed}）、降低檢查點頻率（{interval}）或改用非同步寫入</translation>
    </message>
    <message>
        <source>cloud 1-year commitment</source>
        <translation>雲端 1 年承諾用量</translation>
    </message>
    <message>
        <source>cloud 3-year commitment</source>
        <translation>雲端 3 年承諾用量</translation>
    </message>
    <message>
        <source>cloud spot</source>
        <translation>雲端 Spot</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>torch.compile 編譯</translation>
    </message>
    <message>
        <source>compiled: Inductor saves the bf16 logits and a log-sum-exp per row, not the fp32 log-softmax</source>
        <translation>已編譯：Inductor 保存 bf16 logits 與每列的 log-sum-exp，而非 fp32 log-softmax</translation>
    </message>
    <message>
        <source>cuDNN fused attention</source>
        <translation>cuDNN 融合注意力</translation>
    </message>
    <message>
        <source>cuDNN&apos;s FP8 attention adds no bias to the scores (ALiBi, relative)</source>
        <translation>cuDNN 的 FP8 注意力不能在分數上加偏置（ALiBi、相對位置）</translation>
    </message>
    <message>
        <source>cuDNN&apos;s FP8 attention runs no sliding window or attention sinks</source>
        <translation>cuDNN 的 FP8 注意力不支援滑動視窗或注意力匯聚（attention sinks）</translation>
    </message>
    <message>
        <source>cuDNN&apos;s FP8 attention takes heads of up to 128, not multi-latent attention&apos;s {size}</source>
        <translation>cuDNN 的 FP8 注意力只接受至多 128 的注意力頭維度，多潛在注意力（MLA）的是 {size}</translation>
    </message>
    <message>
        <source>cuDNN&apos;s FP8 attention takes heads of up to 128, not {size}</source>
        <translation>cuDNN 的 FP8 注意力只接受至多 128 的注意力頭維度，不是 {size}</translation>
    </message>
    <message>
        <source>cuDNN&apos;s fused attention replaces flash attention, not eager attention; allowed: off (or attention flash)</source>
        <translation>cuDNN 的融合注意力取代的是 flash 注意力，而非 eager 注意力；允許：關閉（或將注意力設為 flash）</translation>
    </message>
    <message>
        <source>current scaling in layers that fuse its amax into the kernel producing each input: timed as the reference layer&apos;s delayed-scaling autocast, one read of each input fewer than its standalone current scaling (Transformer Engine docs: current scaling reads a tensor twice, for the amax and to cast; LayerNormLinear quantizes the norm&apos;s output in its kernel)</source>
        <translation>在把 amax 融合進產生各輸入之核心的層裡使用即時縮放（current scaling）：以參考層延遲縮放的 autocast 計時，比單獨層的即時縮放少讀每個輸入一次（Transformer Engine 文件：即時縮放要讀張量兩次，一次求 amax、一次轉型；LayerNormLinear 在其核心內直接量化 norm 的輸出）</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解碼</translation>
    </message>
    <message>
        <source>defaults to tp</source>
        <translation>預設等於 tp</translation>
    </message>
    <message>
        <source>dense {dtype} peak FLOP/s</source>
        <translation>稠密 {dtype} 峰值 FLOP/s</translation>
    </message>
    <message>
        <source>different values per layer are not modelled</source>
        <translation>各層取值不同的情況未建模</translation>
    </message>
    <message>
        <source>does not fit on up to {n:,} GPUs</source>
        <translation>最多 {n:,} 張 GPU 也容納不下</translation>
    </message>
    <message>
        <source>each attention group&apos;s {split} GPUs (tp {tp} ÷ {groups} groups) do not divide the model&apos;s {heads} attention heads; allowed: a tp whose share divides them</source>
        <translation>每個注意力群組的 {split} 張 GPU（tp {tp} ÷ {groups} 個群組）無法整除模型的 {heads} 個注意力頭；允許：每組分到的張數能整除頭數的 tp</translation>
    </message>
    <message>
        <source>each gradient is freed as soon as its parameter steps, so gradients cannot accumulate over {accum} micro-batches; allowed: grad_accum 1</source>
        <translation>每個梯度在其參數更新後立即釋放，因此無法在 {accum} 個微批次間累積梯度；允許：grad_accum 1</translation>
    </message>
    <message>
        <source>each layer</source>
        <translation>每層</translation>
    </message>
    <message>
        <source>each of the last {layers} layers</source>
        <translation>最後 {layers} 層的每一層</translation>
    </message>
    <message>
        <source>encoder–decoder {mt} is not modelled</source>
        <translation>編碼器–解碼器 {mt} 未建模</translation>
    </message>
    <message>
        <source>even at 100% of the dense {dtype} peak this takes {days:,.1f} days; real runs reach {mfu:.0%} MFU here, counted against the bf16 peak as published runs count it (large bf16 runs: 40–55%; an {dtype} recipe runs above them)</source>
        <translation>即使達到 {dtype} 稠密峰值的 100% 也需 {days:,.1f} 天；實際執行在此約達 {mfu:.0%} MFU，依已發表訓練的慣例以 bf16 峰值計算（大型 bf16 訓練：40–55%；{dtype} 配方會高於此）</translation>
    </message>
    <message>
        <source>every answer of this run has one token: it has no time per output token (0, as benchmarks report it)</source>
        <translation>此次執行的每個回答都只有一個 token：沒有每個輸出 token 的時間（記為 0，與基準測試的報告方式相同）</translation>
    </message>
    <message>
        <source>every layer of the model is an MoE layer</source>
        <translation>模型的每一層都是 MoE 層</translation>
    </message>
    <message>
        <source>every norm of the model is fused into the linear after it (TE LayerNormLinear)</source>
        <translation>模型的每個正規化層都融合進其後的線性層（TE LayerNormLinear）</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>應為有限的數字</translation>
    </message>
    <message>
        <source>expected a non-negative integer</source>
        <translation>應為非負整數</translation>
    </message>
    <message>
        <source>expected an integer or an array of integers</source>
        <translation>應為整數或整數陣列</translation>
    </message>
    <message>
        <source>expected integers ≥ 0, got {kind}</source>
        <translation>應為 ≥ 0 的整數，實際為{kind}</translation>
    </message>
    <message>
        <source>expected true or false, got {kind}</source>
        <translation>應為 true 或 false，實際為{kind}</translation>
    </message>
    <message>
        <source>expected {what}, got {kind}</source>
        <translation>應為{what}，實際為{kind}</translation>
    </message>
    <message>
        <source>experts per token, shared experts and a latent expert width need routed experts (more than 0)</source>
        <translation>每個 token 的專家數、共享專家與專家的潛在寬度需要路由專家（大於 0）</translation>
    </message>
    <message>
        <source>fixed time per kernel not measured on this GPU&apos;s architecture: the middle of the measured ones (1.7 µs)</source>
        <translation>此 GPU 架構未量測每個核心函式的固定時間：取已量測數值的中間值（1.7 µs）</translation>
    </message>
    <message>
        <source>fixed time per kernel: the MI210&apos;s (CDNA2), not measured on CDNA3</source>
        <translation>每個核心函式的固定時間：採用 MI210（CDNA2）的數值，未在 CDNA3 上量測</translation>
    </message>
    <message>
        <source>fused RMSNorm</source>
        <translation>融合 RMSNorm</translation>
    </message>
    <message>
        <source>fused RMSNorm: each norm keeps its input and an fp32 rsigma, not an fp32 copy of its input and the normalised output; the rest of the layer as eager PyTorch keeps it</source>
        <translation>融合 RMSNorm：每個 norm 只保留其輸入與一個 fp32 rsigma，不保留輸入的 fp32 副本與正規化後的輸出；該層其餘部分照 eager PyTorch 保留</translation>
    </message>
    <message>
        <source>gathered whole from its ZeRO-3 shards while the policy generates (TRL&apos;s PPOTrainer unwraps the policy and the value model together)</source>
        <translation>策略模型生成時，從 ZeRO-3 分片完整收集（TRL 的 PPOTrainer 將策略模型與價值模型一併解包）</translation>
    </message>
    <message>
        <source>generation runs ahead of the update only on GPUs of its own (the plan&apos;s is {rollout}); allowed: 0, or rollout separate</source>
        <translation>只有生成使用自己的 GPU 時才能超前於更新（方案的設定為 {rollout}）；允許：0，或 rollout separate</translation>
    </message>
    <message>
        <source>host bound (kernels launched one by one)</source>
        <translation>受主機限制（核心函式逐一啟動）</translation>
    </message>
    <message>
        <source>host waits: {source}</source>
        <translation>主機等待：{source}</translation>
    </message>
    <message>
        <source>host-transfer bound: offloading moves {transfer_s:.3g} s of PCIe traffic per step against {compute_s:.3g} s of compute</source>
        <translation>受主機傳輸限制：卸載每步需 {transfer_s:.3g} 秒 PCIe 傳輸，計算只需 {compute_s:.3g} 秒</translation>
    </message>
    <message>
        <source>hwplanner counts {work:.2f} × the rule&apos;s FLOPs ({causes}), runs them at {hfu:.0%} of the peak rather than 40% (×{speed:.2f}), and adds communication not hidden, pipeline bubbles and restarts (×{rest:.2f}).</source>
        <translation>hwplanner 算出的 FLOPs 是經驗法則的 {work:.2f} 倍（{causes}），以峰值的 {hfu:.0%} 而非 40% 執行（×{speed:.2f}），再加上未被隱藏的通訊、管線氣泡與重新啟動（×{rest:.2f}）。</translation>
    </message>
    <message>
        <source>hwplanner counts {work:.2f} × the rule&apos;s FLOPs ({causes}), runs them at {hfu:.0%} of the peak rather than 40% (×{speed:.2f}), and adds communication not hidden, pipeline bubbles, restarts and the evaluation pauses (×{rest:.2f}).</source>
        <translation>hwplanner 算出的 FLOPs 是經驗法則的 {work:.2f} 倍（{causes}），以峰值的 {hfu:.0%} 而非 40% 執行（×{speed:.2f}），再加上未被隱藏的通訊、管線氣泡、重新啟動與評估暫停（×{rest:.2f}）。</translation>
    </message>
    <message>
        <source>images: {images:,} per sample at {side:,} px, {tokens:,} image tokens each ({total:,} in all, within the sequence length or context); the vision encoder runs over {patches:,} patches per image</source>
        <translation>影像：每個樣本 {images:,} 張，{side:,} 像素，每張 {tokens:,} 個影像 token（共 {total:,} 個，計入序列長度或上下文）；視覺編碼器每張影像處理 {patches:,} 個圖塊</translation>
    </message>
    <message>
        <source>images: {images:,} per sample at {width:,} × {height:,} px, {tokens:,} image tokens each ({total:,} in all, within the sequence length or context); the vision encoder runs over {patches:,} patches per image</source>
        <translation>影像：每個樣本 {images:,} 張，{width:,} × {height:,} 像素，每張 {tokens:,} 個影像 token（共 {total:,} 個，計入序列長度或上下文）；視覺編碼器每張影像處理 {patches:,} 個圖塊</translation>
    </message>
    <message>
        <source>images: {images:,} per sample, {tokens:,} image tokens each ({total:,} in all, within the sequence length or context); the vision encoder runs over {patches:,} patches per image</source>
        <translation>影像：每個樣本 {images:,} 張，每張 {tokens:,} 個影像 token（共 {total:,} 個，計入序列長度或上下文）；視覺編碼器每張影像處理 {patches:,} 個圖塊</translation>
    </message>
    <message>
        <source>in a long tail</source>
        <translation>呈長尾分布</translation>
    </message>
    <message>
        <source>in its PyTorch engine, not TurboMind</source>
        <translation>在其 PyTorch 引擎中，而非 TurboMind</translation>
    </message>
    <message>
        <source>its Gated DeltaNet layer took no packed sequences at the commit read</source>
        <translation>在所查閱的提交中，其 Gated DeltaNet 層不接受打包序列</translation>
    </message>
    <message>
        <source>its Megatron policy builds the model through Megatron-Bridge; RL of this architecture through it was not checked</source>
        <translation>其 Megatron 策略模型經由 Megatron-Bridge 建構；經此路徑對這種架構做 RL 並未查證</translation>
    </message>
    <message>
        <source>its Megatron workers build the model through Megatron-Bridge; RL of this architecture through them was not checked</source>
        <translation>其 Megatron worker 經由 Megatron-Bridge 建構模型；經此路徑對這種架構做 RL 並未查證</translation>
    </message>
    <message>
        <source>its README said adapter fine-tuning did not work yet (full fine-tuning did)</source>
        <translation>其 README 說轉接器微調尚不可用（全參數微調可用）</translation>
    </message>
    <message>
        <source>its model list was not researched</source>
        <translation>其模型清單尚未查證</translation>
    </message>
    <message>
        <source>its multi-token prediction weights are dropped</source>
        <translation>其多 token 預測（MTP）權重會被捨棄</translation>
    </message>
    <message>
        <source>its reward stage (stage rm) puts a value head on the causal LM and keeps the LM head, whose full logits the forward still builds</source>
        <translation>其獎勵階段（stage rm）在因果語言模型上加上價值頭並保留語言模型頭，前向傳播仍會建出完整的詞表 logits</translation>
    </message>
    <message>
        <source>its reward-model recipe (examples/run_rm.py) is not checked against its source</source>
        <translation>其獎勵模型配方（examples/run_rm.py）未與原始碼核對</translation>
    </message>
    <message>
        <source>layer kernels: {source}</source>
        <translation>層核心：{source}</translation>
    </message>
    <message>
        <source>layer-wise GaLore</source>
        <translation>逐層 GaLore</translation>
    </message>
    <message>
        <source>layers of an MLP alone or of their own MLP widths (Nemotron-NAS)</source>
        <translation>僅含 MLP 的層，或各層自有 MLP 寬度（Nemotron-NAS）</translation>
    </message>
    <message>
        <source>llama.cpp&apos;s split by memory gives a card none of the model&apos;s {layers} layers ({split}: its share is below one layer); allowed: cards nearer in memory, or a layer_split giving every card at least one layer</source>
        <translation>llama.cpp 依記憶體切分時，有一張卡分不到模型 {layers} 層中的任何一層（{split}：其份額不足一層）；允許：記憶體較接近的卡，或讓每張卡至少分到一層的 layer_split</translation>
    </message>
    <message>
        <source>log-probs can only be precomputed for a fixed dataset (dpo, kto); allowed: model, none</source>
        <translation>只有固定資料集（dpo、kto）才能預先計算對數機率；允許：model, none</translation>
    </message>
    <message>
        <source>mcore_adapter&apos;s model templates (alibaba/ROLL mcore_adapter/models/)</source>
        <translation>mcore_adapter 的模型範本（alibaba/ROLL mcore_adapter/models/）</translation>
    </message>
    <message>
        <source>missing (a vision-language config needs its text model)</source>
        <translation>缺少（視覺語言設定需要其文字模型）</translation>
    </message>
    <message>
        <source>missing (required)</source>
        <translation>缺少（必填）</translation>
    </message>
    <message>
        <source>mixture-of-experts encoder–decoder layers are not modelled</source>
        <translation>混合專家的編碼器–解碼器層未建模</translation>
    </message>
    <message>
        <source>mlx-lm trains with adam, adamw, muon, sgd or adafactor (mlx.optimizers: no 8-bit states); allowed: {allowed}</source>
        <translation>mlx-lm 以 adam、adamw、muon、sgd 或 adafactor 訓練（mlx.optimizers：沒有 8 位元狀態）；允許：{allowed}</translation>
    </message>
    <message>
        <source>multi-head latent attention</source>
        <translation>多頭潛在注意力</translation>
    </message>
    <message>
        <source>needs the mean sample length (sample_tokens_mean) to spread the lengths; allowed: set it, or unset sample_tokens_max</source>
        <translation>需要平均樣本長度（sample_tokens_mean）才能分布長度；允許：設定它，或取消設定 sample_tokens_max</translation>
    </message>
    <message>
        <source>no Liger-Kernel patch is modelled for {kind}; allowed with: {families}</source>
        <translation>{kind}沒有已建模的 Liger-Kernel 修補；可搭配：{families}</translation>
    </message>
    <message>
        <source>no framework profile here runs on the {gpu}: {stack}; allowed: a GPU (hwplanner catalog gpus)</source>
        <translation>本工具沒有任何框架設定檔可在 {gpu} 上執行：{stack}；允許：一張 GPU（hwplanner catalog gpus）</translation>
    </message>
    <message>
        <source>no module chosen; allowed: one or more of {modules}, or set recompute to none</source>
        <translation>未選擇任何模組；允許：{modules} 中的一個或多個，或把 recompute 設為 none</translation>
    </message>
    <message>
        <source>none for {method}</source>
        <translation>沒有支援 {method} 的框架</translation>
    </message>
    <message>
        <source>not counted: the trainer writing the checkpoint</source>
        <translation>未計入：訓練端寫出檢查點</translation>
    </message>
    <message>
        <source>off, or pp {pps} without virtual stages</source>
        <translation>off，或不使用虛擬階段的 pp {pps}</translation>
    </message>
    <message>
        <source>off, or virtual stages {stages} at pp {pp}</source>
        <translation>off，或在 pp {pp} 下使用虛擬階段 {stages}</translation>
    </message>
    <message>
        <source>offload of some layers</source>
        <translation>部分層的卸載</translation>
    </message>
    <message>
        <source>offload to NVMe is DeepSpeed&apos;s (ZeRO-Infinity); PyTorch FSDP offloads to host RAM; allowed: cpu (or {field} deepspeed)</source>
        <translation>卸載到 NVMe 是 DeepSpeed 的功能（ZeRO-Infinity）；PyTorch FSDP 卸載到主機記憶體；允許：cpu（或 {field} deepspeed）</translation>
    </message>
    <message>
        <source>on Hopper cuDNN&apos;s FP8 attention trains heads of exactly 128, not {size}</source>
        <translation>在 Hopper 上，cuDNN 的 FP8 注意力只能訓練維度恰為 128 的注意力頭，不是 {size}</translation>
    </message>
    <message>
        <source>on the means, as concurrent users: {pct} judges the latencies at the request rate or over the benchmark run</source>
        <translation>以同時使用者數的平均值判定：{pct} 判定的是請求速率下或基準測試中的延遲</translation>
    </message>
    <message>
        <source>one of {count}: {names}, …{tail}</source>
        <translation>{count} 個之一：{names}, …{tail}</translation>
    </message>
    <message>
        <source>optimizer in backward</source>
        <translation>反向傳播中更新優化器</translation>
    </message>
    <message>
        <source>other cards are planned in one machine (the plan has {nodes} nodes); allowed: nodes 1</source>
        <translation>其他顯示卡只規劃在同一台機器內（方案有 {nodes} 個節點）；允許：nodes 1</translation>
    </message>
    <message>
        <source>packed rows whose samples attend only within themselves: each token meets its own sample&apos;s keys, E[L²] ÷ E[L] over the samples&apos; lengths (the spread of greatest entropy with the mean and longest given), not the row&apos;s</source>
        <translation>打包列中的樣本只在自身之內做注意力：每個 token 只看到自己樣本的鍵，依樣本長度取 E[L²] ÷ E[L]（依給定平均與最長長度的最大熵分布），而非整列的長度</translation>
    </message>
    <message>
        <source>paged optimizer</source>
        <translation>分頁優化器</translation>
    </message>
    <message>
        <source>pipeline parallelism</source>
        <translation>管線平行</translation>
    </message>
    <message>
        <source>pipeline stages of a model whose last {layers} layers read an earlier layer&apos;s key/value cache are not modelled; allowed: 1</source>
        <translation>最後 {layers} 層讀取較早層鍵值快取的模型，其管線階段未建模；允許：1</translation>
    </message>
    <message>
        <source>pp 2 to {most}, or pp_schedule {one_f_one_b}</source>
        <translation>pp 2 到 {most}，或 pp_schedule {one_f_one_b}</translation>
    </message>
    <message>
        <source>pp_schedule {one_f_one_b}</source>
        <translation>pp_schedule {one_f_one_b}</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>預填充</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>prompts</source>
        <translation>提示詞</translation>
    </message>
    <message>
        <source>purchase is a price per GPU (the on-premises cost uses it), not a rental price per GPU-hour; allowed: {allowed}</source>
        <translation>purchase 是每張 GPU 的購置價格（本地部署成本使用它），不是每 GPU 小時的租用價格；允許：{allowed}</translation>
    </message>
    <message>
        <source>recompute of some layers</source>
        <translation>部分層的重算</translation>
    </message>
    <message>
        <source>row-wise scales in layers that fuse the amax into the kernel producing each input: the row-wise GEMM&apos;s own speed-up (FBGEMM) with the reference layer&apos;s delayed-scaling casts, one read of each input fewer than unfused row-wise casts</source>
        <translation>在把 amax 融合進產生各輸入之核心的層中使用逐列縮放：以逐列 GEMM 本身的加速（FBGEMM）加上參考層延遲縮放的轉換成本計算，每個輸入比未融合的逐列轉換少讀一次</translation>
    </message>
    <message>
        <source>sample lengths taken as the spread of greatest entropy between 0 and the longest sample with the given mean; attention, kernel efficiency and each micro-batch&apos;s fixed work are costed at rows of the expected longest</source>
        <translation>樣本長度取 0 到最長樣本之間、具給定平均值的最大熵分布；注意力、核心效率與每個微批次的固定開銷皆按預期最長長度的列計算</translation>
    </message>
    <message>
        <source>separate generation takes GPUs of its own beside the ones that train, and the plan has {gpus}; allowed: {others}, or 2 GPUs or more</source>
        <translation>獨立生成需要訓練用 GPU 以外自己的 GPU，而此方案只有 {gpus} 張；允許：{others}，或 2 張以上 GPU</translation>
    </message>
    <message>
        <source>seq_len {seq_len} is not a multiple of 2 × cp ({chunks}); allowed: a cp whose double divides the sequence length</source>
        <translation>seq_len {seq_len} 不是 2 × cp（{chunks}）的倍數；允許：兩倍能整除序列長度的 cp</translation>
    </message>
    <message>
        <source>serving runs no backward pass for a schedule to place; allowed: {allowed}</source>
        <translation>推論沒有反向傳播可供排程安排；允許：{allowed}</translation>
    </message>
    <message>
        <source>serving splits no sequences between GPUs; allowed: 1</source>
        <translation>推論不會把序列切分到多張 GPU；允許：1</translation>
    </message>
    <message>
        <source>set a draft model (a catalog id) to draft tokens with</source>
        <translation>請設定用來產生草稿 token 的草稿模型（目錄 id）</translation>
    </message>
    <message>
        <source>set {field} to {value:,}</source>
        <translation>將 {field} 設為 {value:,}</translation>
    </message>
    <message>
        <source>set {f} to {n:,} (of every {per:,} layers)</source>
        <translation>將 {f} 設為 {n:,}（每 {per:,} 層中）</translation>
    </message>
    <message>
        <source>set {f} to {value}</source>
        <translation>將 {f} 設為 {value}</translation>
    </message>
    <message>
        <source>set {tp_field} to {tp} and {replicas_field} to {replicas} (the same {gpus} prefill GPUs)</source>
        <translation>將 {tp_field} 設為 {tp}、{replicas_field} 設為 {replicas}（預填充 GPU 仍為同樣的 {gpus} 張）</translation>
    </message>
    <message>
        <source>slime&apos;s Megatron actors convert the checkpoint through Megatron-Bridge or mbridge; RL of this architecture through them was not checked</source>
        <translation>slime 的 Megatron actor 經由 Megatron-Bridge 或 mbridge 轉換檢查點；未核實能否以此方式對這種架構做強化學習</translation>
    </message>
    <message>
        <source>sparse attention (DeepSeek Sparse Attention) has no kernels for the {gpu} (NVIDIA&apos;s run on Hopper and Blackwell); allowed: a Hopper or Blackwell GPU</source>
        <translation>稀疏注意力（DeepSeek Sparse Attention）沒有適用於 {gpu} 的核心（NVIDIA 的核心在 Hopper 與 Blackwell 上執行）；允許：Hopper 或 Blackwell GPU</translation>
    </message>
    <message>
        <source>sparse attention (DeepSeek Sparse Attention) trains with its keys gathered over the context-parallel ranks, not by heads; allowed: ring</source>
        <translation>稀疏注意力（DeepSeek Sparse Attention）訓練時會在上下文平行各 rank 之間收集鍵，而非按頭切分；允許：ring</translation>
    </message>
    <message>
        <source>sparse attention&apos;s kernels keep the KV cache in bf16 or FP8 (vLLM&apos;s FlashMLA sparse backend: bfloat16, fp8_ds_mla; SGLang&apos;s NSA pool likewise); allowed: {allowed}</source>
        <translation>稀疏注意力的核心以 bf16 或 FP8 保存 KV 快取（vLLM 的 FlashMLA 稀疏後端：bfloat16、fp8_ds_mla；SGLang 的 NSA 池亦同）；允許：{allowed}</translation>
    </message>
    <message>
        <source>spread evenly</source>
        <translation>均勻分布</translation>
    </message>
    <message>
        <source>state-space (Mamba) layers keep a fixed recurrent state instead of a KV cache and run a selective scan: not modelled (the engine models attention layers)</source>
        <translation>狀態空間（Mamba）層保存固定的循環狀態而非 KV 快取，並執行選擇性掃描：未建模（引擎建模的是注意力層）</translation>
    </message>
    <message>
        <source>tensor parallelism splits every layer evenly, over equal cards; allowed: 1 with other cards</source>
        <translation>張量平行把每一層平均切分到相同的卡上；允許：有其他顯示卡時為 1</translation>
    </message>
    <message>
        <source>the average request&apos;s prompt and maximum output reserved</source>
        <translation>預留平均請求的提示詞與最大輸出</translation>
    </message>
    <message>
        <source>the dataset is given in tokens already ({tokens:,.0f}); allowed: one of dataset_tokens, dataset_samples</source>
        <translation>資料集已以 token 數給出（{tokens:,.0f}）；允許：dataset_tokens 與 dataset_samples 擇一</translation>
    </message>
    <message>
        <source>the embedding and loss as pipeline layers</source>
        <translation>把嵌入與損失計為管線層</translation>
    </message>
    <message>
        <source>the engine&apos;s weights are the policy&apos;s (counted under its weights); its KV cache and working set are released while the policy trains (sleep mode)</source>
        <translation>推論引擎的權重就是策略模型的權重（已計入其權重）；策略模型訓練時釋放其 KV 快取與工作集（休眠模式）</translation>
    </message>
    <message>
        <source>the global batch is given in sequences already ({batch}); allowed: one of global_batch, global_batch_tokens</source>
        <translation>全域批次已以序列數給出（{batch}）；允許：global_batch 與 global_batch_tokens 擇一</translation>
    </message>
    <message>
        <source>the longest sample ({most:,} tokens) is shorter than the mean sample ({mean:,}); allowed: {mean:,} to 10,000,000</source>
        <translation>最長樣本（{most:,} 個 token）比平均樣本（{mean:,}）還短；允許：{mean:,} 到 10,000,000</translation>
    </message>
    <message>
        <source>the model has no experts</source>
        <translation>模型沒有專家</translation>
    </message>
    <message>
        <source>the model has no multi-latent attention</source>
        <translation>模型沒有多頭潛在注意力</translation>
    </message>
    <message>
        <source>the model has no shared experts</source>
        <translation>模型沒有共享專家</translation>
    </message>
    <message>
        <source>the model&apos;s norms are {norm}, not RMSNorm; allowed: off</source>
        <translation>此模型的 norm 為 {norm}，不是 RMSNorm；允許：關閉</translation>
    </message>
    <message>
        <source>the plan&apos;s {gpus} GPU(s) count every card, {others} other(s) among them; allowed: at least {least} GPUs, or fewer other cards</source>
        <translation>方案的 {gpus} 張 GPU 計入所有卡，其中 {others} 張是其他顯示卡；允許：至少 {least} 張 GPU，或減少其他顯示卡</translation>
    </message>
    <message>
        <source>the rack&apos;s power shelves</source>
        <translation>機櫃的電源架</translation>
    </message>
    <message>
        <source>the routed experts&apos; FLOPs run at their Triton fused-MoE kernels&apos; share of the peak: they count in the prefill FLOPs × utilisation ÷ that share</source>
        <translation>路由專家的 FLOPs 以其 Triton 融合 MoE 核心所達到的峰值比例執行：它們在預填充 FLOPs 中以 × 使用率 ÷ 該比例計入</translation>
    </message>
    <message>
        <source>the routed experts&apos; FLOPs run at their fused-MoE kernels&apos; share of the peak at the rows each expert gets in a prompt step: they count in the prefill FLOPs × utilisation ÷ that share</source>
        <translation>路由專家的 FLOPs 以其融合 MoE 核心在預填充步驟中每個專家所得列數下的峰值比例執行：計入預填充 FLOPs × 使用率 ÷ 該比例</translation>
    </message>
    <message>
        <source>the step&apos;s {completions:,} completions cannot be shared by the {dp} training data-parallel ranks; allowed: unset, or more completions per step</source>
        <translation>每步的 {completions:,} 個回覆無法由 {dp} 個訓練資料並行 rank 平分；允許：不設定，或增加每步的回覆數</translation>
    </message>
    <message>
        <source>the {dense} dense layers before the experts must be fewer than the {layers} layers</source>
        <translation>專家層之前的 {dense} 個稠密層必須少於總層數 {layers}</translation>
    </message>
    <message>
        <source>the {gpu} has no FP8 tensor cores (FP8 rollout&apos;s blockwise matrix multiplies need {fp8_gpus}); allowed: off</source>
        <translation>{gpu} 沒有 FP8 張量核心（FP8 生成的分塊矩陣乘法需要 {fp8_gpus}）；允許：off</translation>
    </message>
    <message>
        <source>the {gpu} has no FP8 tensor cores (FP8 training needs {fp8_gpus}); allowed: {allowed}</source>
        <translation>{gpu} 沒有 FP8 張量核心（FP8 訓練需要 {fp8_gpus}）；允許：{allowed}</translation>
    </message>
    <message>
        <source>the {gpu} has no MXFP8 block-scaled tensor cores (MXFP8 training needs NVIDIA Blackwell: Transformer Engine&apos;s MXFP8BlockScaling); allowed: {allowed}</source>
        <translation>{gpu} 沒有 MXFP8 區塊縮放張量核心（MXFP8 訓練需要 NVIDIA Blackwell：Transformer Engine 的 MXFP8BlockScaling）；允許：{allowed}</translation>
    </message>
    <message>
        <source>the {gpu} has no bf16, and {framework} does not train pure bf16 in fp16 instead; allowed: {allowed} (run in fp16 with loss scaling there)</source>
        <translation>{gpu} 不支援 bf16，且 {framework} 不會改以 fp16 訓練純 bf16；允許：{allowed}（在該卡上以搭配損失縮放的 fp16 執行）</translation>
    </message>
    <message>
        <source>the {gpu} has one pool of memory for its CPU and GPU: layers kept for the CPU take the same memory and bandwidth (not modelled); allowed: unset (every layer on the GPU)</source>
        <translation>{gpu} 的 CPU 與 GPU 共用同一塊記憶體：留給 CPU 的層佔用相同的記憶體與頻寬（未建模）；允許：未設定（所有層都在 GPU 上）</translation>
    </message>
    <message>
        <source>the {gpu} is a whole machine whose memory its CPU shares, not a card beside others; allowed: unset, or cards with memory of their own</source>
        <translation>{gpu} 是一整台與 CPU 共用記憶體的機器，不是可與其他卡並列的顯示卡；允許：未設定，或有獨立記憶體的顯示卡</translation>
    </message>
    <message>
        <source>the {gpu} runs no FP8 fused attention (cuDNN&apos;s needs NVIDIA Hopper or Blackwell)</source>
        <translation>{gpu} 無法執行 FP8 融合注意力（cuDNN 的需要 NVIDIA Hopper 或 Blackwell）</translation>
    </message>
    <message>
        <source>the {gpu} runs no NVFP4 matrix multiplies (NVFP4 training needs NVIDIA Blackwell: B200, GB200, B300, GB300, RTX PRO 6000, RTX 50, DGX Spark); allowed: {allowed}</source>
        <translation>{gpu} 無法執行 NVFP4 矩陣乘法（NVFP4 訓練需要 NVIDIA Blackwell：B200、GB200、B300、GB300、RTX PRO 6000、RTX 50、DGX Spark）；允許：{allowed}</translation>
    </message>
    <message>
        <source>the {sliding} sliding-window layers must not exceed the {layers} layers</source>
        <translation>{sliding} 個滑動視窗層不得超過總層數 {layers}</translation>
    </message>
    <message>
        <source>this model&apos;s family</source>
        <translation>此模型的系列</translation>
    </message>
    <message>
        <source>torch.compile fuses the norms itself; allowed: off (or compile off)</source>
        <translation>torch.compile 會自行融合 norm；允許：關閉（或關閉 compile）</translation>
    </message>
    <message>
        <source>tp × pp ({tp}×{pp}) does not divide the number of GPUs ({gpus}); allowed: pp {allowed}</source>
        <translation>tp × pp（{tp}×{pp}）不能整除 GPU 數（{gpus}）；允許：pp {allowed}</translation>
    </message>
    <message>
        <source>tp × pp ({tp}×{pp}) does not divide the number of training GPUs ({gpus}); allowed: pp {allowed}</source>
        <translation>tp × pp（{tp}×{pp}）不能整除訓練 GPU 數（{gpus}）；允許：pp {allowed}</translation>
    </message>
    <message>
        <source>tp × pp × cp ({tp}×{pp}×{cp}) must divide the number of GPUs ({gpus})</source>
        <translation>tp × pp × cp（{tp}×{pp}×{cp}）必須能整除 GPU 數（{gpus}）</translation>
    </message>
    <message>
        <source>tp × pp × cp ({tp}×{pp}×{cp}) must divide the training GPUs ({train}: the plan&apos;s {gpus} less the inference engine&apos;s {engine}); allowed: {allowed}</source>
        <translation>tp × pp × cp（{tp}×{pp}×{cp}）必須整除訓練用的 GPU 數（{train}：計畫的 {gpus} 張減去推論引擎的 {engine} 張）；允許：{allowed}</translation>
    </message>
    <message>
        <source>trainable embeddings and output layer</source>
        <translation>可訓練的嵌入層與輸出層</translation>
    </message>
    <message>
        <source>training {layers} (Mamba-1) layers is not modelled (the selective scan&apos;s saved tensors are not counted); allowed: inference</source>
        <translation>訓練 {layers}（Mamba-1）層未建模（選擇性掃描保存的張量未計入）；允許：inference</translation>
    </message>
    <message>
        <source>training {layers} layers (MiniMax-Text-01/M1) is not modelled (what its kernel keeps for backward is not counted); allowed: inference</source>
        <translation>訓練 {layers} 層（MiniMax-Text-01/M1）未建模（其核心為反向傳播保留的張量未計入）；允許：inference</translation>
    </message>
    <message>
        <source>turn on {recompute} (full) for {n:,} of every {per:,} layers ({f} {n:,})</source>
        <translation>開啟 {recompute}（全部重算），每 {per:,} 層中重算 {n:,} 層（{f} {n:,}）</translation>
    </message>
    <message>
        <source>turn {field} on</source>
        <translation>開啟 {field}</translation>
    </message>
    <message>
        <source>unknown module {module}; allowed: {allowed}</source>
        <translation>未知的模組 {module}；允許：{allowed}</translation>
    </message>
    <message>
        <source>unknown target {target}; allowed: {allowed}</source>
        <translation>未知的目標 {target}；允許：{allowed}</translation>
    </message>
    <message>
        <source>unknown {value}; allowed: {allowed}</source>
        <translation>未知的 {value}；允許：{allowed}</translation>
    </message>
    <message>
        <source>vLLM stops at start-up: {field} ({seqs:,}) exceeds the {blocks:,} cache blocks this plan leaves it, and under CUDA graphs every running sequence of a hybrid model needs one; set {field} to {blocks:,} or fewer, or give the KV cache more memory.</source>
        <translation>vLLM 會在啟動時停止：{field}（{seqs:,}）超過此方案留給它的 {blocks:,} 個快取區塊，而在 CUDA 圖下，混合模型的每個執行中序列都需要一個區塊；請將 {field} 設為 {blocks:,} 或更少，或給 KV 快取更多記憶體。</translation>
    </message>
    <message>
        <source>vLLM&apos;s -tp {tp} -dp {dp} on a dense model runs {dp} independent replicas of tp {tp}: planned as replicas of tp {tp}, as many as the {gpus} GPUs hold, with no attention groups (its ranks share layers only on a mixture of experts).</source>
        <translation>vLLM 的 -tp {tp} -dp {dp} 在稠密模型上執行 {dp} 個 tp {tp} 的獨立副本：規劃為 tp {tp} 的副本，數量為 {gpus} 張 GPU 所能容納，不分注意力組（其各 rank 只在混合專家模型上共用層）。</translation>
    </message>
    <message>
        <source>vLLM&apos;s -tp {tp} -dp {dp}: its data-parallel ranks share the expert layers, so it is planned as one replica of {whole} GPUs, tp {whole} with attention_dp {dp} (vLLM counts its ranks beside tensor parallelism; this plan counts a replica&apos;s GPUs).</source>
        <translation>vLLM 的 -tp {tp} -dp {dp}：其資料平行 rank 共用專家層，因此規劃為一個 {whole} 張 GPU 的副本，tp {whole}、attention_dp {dp}（vLLM 把 rank 與張量平行分開計數；本規劃計算的是一個副本的 GPU 數）。</translation>
    </message>
    <message>
        <source>vLLM&apos;s ROCm sparse-attention backend keeps the KV cache in bf16 (rocm_aiter_mla_sparse); allowed: bf16</source>
        <translation>vLLM 的 ROCm 稀疏注意力後端以 bf16 保存 KV 快取（rocm_aiter_mla_sparse）；允許：bf16</translation>
    </message>
    <message>
        <source>weights on the CPU are planned with one GPU (the plan has {gpus}); allowed: unset, or gpus_per_node 1 and nodes 1</source>
        <translation>放在 CPU 的權重只以單張 GPU 規劃（方案有 {gpus} 張）；允許：未設定，或 gpus_per_node 1 且 nodes 1</translation>
    </message>
    <message>
        <source>with other cards every card is one pipeline stage; allowed: {gpus} (the plan&apos;s GPUs)</source>
        <translation>有其他顯示卡時，每張卡是一個管線階段；允許：{gpus}（方案的 GPU 數）</translation>
    </message>
    <message>
        <source>{accum_given} differs from what the global batch sets ({sequences:,} sequences ÷ (micro-batch {micro_batch} × {dp} data-parallel ranks) = {accum}); allowed: unset, or {accum}</source>
        <translation>{accum_given} 與全域批次決定的值不同（{sequences:,} 個序列 ÷（微批次 {micro_batch} × {dp} 個資料平行進程）= {accum}）；允許：未設定，或 {accum}</translation>
    </message>
    <message>
        <source>{alias} is planned as {method}: {why}</source>
        <translation>{alias} 依 {method} 規劃：{why}</translation>
    </message>
    <message>
        <source>{alias} is planned with the {profile} profile: {why}</source>
        <translation>{alias} 以 {profile} 設定檔估算：{why}</translation>
    </message>
    <message>
        <source>{batch:,} completions per optimizer step is more than the step generates ({prompts:,} prompts × {each} completions = {completions:,}); allowed: 1 to {completions:,}</source>
        <translation>每個優化器步驟 {batch:,} 個回覆，多於每一步產生的數量（{prompts:,} 個提示 × {each} 個回覆 = {completions:,}）；允許：1 到 {completions:,}</translation>
    </message>
    <message>
        <source>{batch:,} completions per optimizer step must be shared equally by the {dp} training data-parallel ranks and divide the step&apos;s {completions:,}; allowed: {allowed}</source>
        <translation>每個優化器步驟 {batch:,} 個回覆，必須能由 {dp} 個訓練資料並行 rank 平分，並能整除每步的 {completions:,} 個回覆；允許：{allowed}</translation>
    </message>
    <message>
        <source>{chosen} experts per token: allowed from 1 to the {experts} experts</source>
        <translation>每個 token {chosen} 個專家：允許 1 到 {experts}（專家總數）</translation>
    </message>
    <message>
        <source>{count} image(s) of {size:,} px take {images:,} image tokens, more than the {room:,} of {length}; allowed: fewer or smaller images, or a longer {length}</source>
        <translation>{count} 張 {size:,} 像素的影像佔用 {images:,} 個影像 token，超過 {length} 的 {room:,}；允許：更少或更小的影像，或更長的 {length}</translation>
    </message>
    <message>
        <source>{count} image(s) of {width:,} × {height:,} px take {images:,} image tokens, more than the {room:,} of {length}; allowed: fewer or smaller images, or a longer {length}</source>
        <translation>{count} 張 {width:,} × {height:,} 像素的影像佔用 {images:,} 個影像 token，超過 {length} 的 {room:,}；允許：更少或更小的影像，或更長的 {length}</translation>
    </message>
    <message>
        <source>{count} image(s) take {images:,} image tokens, more than the {room:,} of {length}; allowed: fewer or smaller images, or a longer {length}</source>
        <translation>{count} 張影像佔用 {images:,} 個影像 token，超過 {length} 的 {room:,}；允許：更少或更小的影像，或更長的 {length}</translation>
    </message>
    <message>
        <source>{dataset} holds {what} of {longest:,} tokens at most, not {given:,} on average; allowed: custom lengths, or {field} up to {longest:,}</source>
        <translation>{dataset} 的{what}最多 {longest:,} 個 token，平均不可能為 {given:,}；允許：自訂長度，或 {field} 不超過 {longest:,}</translation>
    </message>
    <message>
        <source>{dataset}: the average answer length is not published; taken at the cap every request asks for, {cap:,} tokens (set the answer average to a run&apos;s own).</source>
        <translation>{dataset}：平均回答長度未公布；取每個請求所要求的上限 {cap:,} 個 token（可把回答平均值設為某次執行自己的值）。</translation>
    </message>
    <message>
        <source>{draft} ({draft_b:.1f}B parameters) is not smaller than the target {target} ({target_b:.1f}B); allowed: a smaller model with the target&apos;s tokenizer</source>
        <translation>{draft}（{draft_b:.1f}B 參數）並不比目標模型 {target}（{target_b:.1f}B）小；允許：使用目標模型分詞器的較小模型</translation>
    </message>
    <message>
        <source>{draft} has a vocabulary of {vocab:,} tokens, the target {target_vocab:,}; allowed: a model with the target&apos;s tokenizer</source>
        <translation>{draft} 的詞彙表有 {vocab:,} 個 token，目標模型為 {target_vocab:,}；允許：使用目標模型分詞器的模型</translation>
    </message>
    <message>
        <source>{entries} entries; allowed: ≤ {most}</source>
        <translation>{entries} 個項目；允許：≤ {most}</translation>
    </message>
    <message>
        <source>{ep} does not divide the GPUs of a pipeline stage (GPUs ÷ pp = {gpus} ÷ {pp} = {stage}); allowed: {allowed}</source>
        <translation>{ep} 不能整除一個管線階段的 GPU 數（GPU 數 ÷ pp = {gpus} ÷ {pp} = {stage}）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{ep} does not divide the model&apos;s {experts} experts and their {copies} redundant copies ({physical}); allowed: {allowed}</source>
        <translation>{ep} 無法整除模型的 {experts} 個專家與其 {copies} 個冗餘副本（{physical}）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{ep} does not divide the model&apos;s {experts} experts; allowed: {allowed}</source>
        <translation>{ep} 不能整除模型的 {experts} 個專家；允許：{allowed}</translation>
    </message>
    <message>
        <source>{ep} does not divide the replica&apos;s {tp} tensor-parallel GPUs (a serving engine spreads the experts over the GPUs of one replica); allowed: {allowed}</source>
        <translation>{ep} 無法整除副本的 {tp} 張張量平行 GPU（推論引擎把專家分散在同一副本的 GPU 上）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{ep} does not divide the replica&apos;s {tp} tensor-parallel GPUs (a serving engine spreads the experts over the GPUs of one replica); allowed: {allowed} — an engine&apos;s data-parallel size {dp} with expert parallelism over tensor parallelism {tp} is tp {whole} with attention_dp {dp} and ep {whole} here</source>
        <translation>{ep} 無法整除副本的 {tp} 張張量平行 GPU（推論引擎把專家分散在同一副本的 GPU 上）；允許：{allowed}——引擎的資料平行數 {dp} 搭配專家平行、張量平行 {tp}，在這裡寫成 tp {whole}、attention_dp {dp}、ep {whole}</translation>
    </message>
    <message>
        <source>{ep} is not allowed; allowed: 1 (dense model)</source>
        <translation>不允許 {ep}；允許：1（稠密模型）</translation>
    </message>
    <message>
        <source>{etp} × ep {ep} does not divide the GPUs of a pipeline stage ({stage}): Megatron-Core builds its expert groups of expert tensor × expert parallel ranks (expert tensor parallel {how}); allowed: {allowed}</source>
        <translation>{etp} × ep {ep} 不能整除一個管線階段的 GPU 數（{stage}）：Megatron-Core 以專家張量 × 專家平行進程組成專家群組（專家張量平行{how}）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{family} models</source>
        <translation>{family} 模型</translation>
    </message>
    <message>
        <source>{field} is not used at a request rate: its arrivals start no wave together; the latencies are the steady state at the rate.</source>
        <translation>設定請求速率時不使用 {field}：隨機到達的請求不會一起形成一波；延遲為該速率下的穩定狀態。</translation>
    </message>
    <message>
        <source>{field}: {text}</source>
        <translation>{field}：{text}</translation>
    </message>
    <message>
        <source>{format} is MLX&apos;s format (mlx_lm.convert); allowed: mlx</source>
        <translation>{format} 是 MLX 的格式（mlx_lm.convert）；允許：mlx</translation>
    </message>
    <message>
        <source>{framework} batches {method} by sequences (micro_batch), not by a token budget; allowed: unset</source>
        <translation>{framework} 的 {method} 依序列條數（micro_batch）分批，不依 token 上限；允許：不設定</translation>
    </message>
    <message>
        <source>{framework} casts FP8 weights for its FSDP all-gather, which ZeRO stage {zero} does not run; allowed: off, or zero 3</source>
        <translation>{framework} 只為 FSDP 全收集把權重轉為 FP8，而 ZeRO 階段 {zero} 不做這種收集；允許：off，或 zero 3</translation>
    </message>
    <message>
        <source>{framework} does not generate with {rollout} ({source}); allowed: {allowed}</source>
        <translation>{framework} 不以 {rollout} 方式生成（{source}）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer FP8 training; allowed: {allowed}</source>
        <translation>{framework} 不提供 FP8 訓練；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer NVFP4 training (Transformer Engine&apos;s NVFP4 recipe runs in megatron and nemo); allowed: {allowed}</source>
        <translation>{framework} 不提供 NVFP4 訓練（Transformer Engine 的 NVFP4 配方在 megatron 與 nemo 中執行）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer context parallelism; allowed: 1</source>
        <translation>{framework} 不提供上下文平行；允許：1</translation>
    </message>
    <message>
        <source>{framework} does not offer pipeline parallelism (its trainer runs no micro-batch pipeline; a device_map split of the layers, where it has one, is not modelled); allowed: 1, or its backend that does ({own}), by that name (the profiles that do, for this method: {profiles})</source>
        <translation>{framework} 不提供管線平行（其訓練器不執行微批次管線；若有以 device_map 把各層分到多張 GPU 的做法，並未建模）；允許：1，或以其提供管線平行的後端名稱（{own}）（此方法下提供的設定檔：{profiles}）</translation>
    </message>
    <message>
        <source>{framework} does not offer tensor parallelism in training (its trainer shards by data and sequence); allowed: 1 ({other} does)</source>
        <translation>{framework} 在訓練中不提供張量平行（其訓練器只按資料與序列切分）；允許：1（{other} 提供）</translation>
    </message>
    <message>
        <source>{framework} does not offer {field}; allowed: off (the profiles that do, for this method: {profiles})</source>
        <translation>{framework} 不提供 {field}；允許：關閉（此方法下提供的設定檔：{profiles}）</translation>
    </message>
    <message>
        <source>{framework} does not offer {kind} context parallelism; {allowed}</source>
        <translation>{framework} 不提供 {kind} 上下文平行；{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer {method}; allowed: {allowed}</source>
        <translation>{framework} 不提供 {method}；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer {technique} during the update; its offload moves the weights and optimizer states to host RAM while the engine generates: {field}; allowed: none</source>
        <translation>{framework} 在更新期間不提供 {technique}；其卸載是在引擎生成時把權重與最佳化器狀態移到主機記憶體：{field}；允許：無</translation>
    </message>
    <message>
        <source>{framework} does not offer {technique}; allowed: {allowed}</source>
        <translation>{framework} 不提供 {technique}；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer {technique}; {allowed}</source>
        <translation>{framework} 不提供 {technique}；{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not run on the {gpu} (Apple silicon: no CUDA or ROCm); allowed: {allowed}</source>
        <translation>{framework} 無法在 {gpu} 上執行（Apple silicon：沒有 CUDA 或 ROCm）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not run sparse attention (DeepSeek Sparse Attention) as modelled here; allowed: {allowed}</source>
        <translation>{framework} 不以此處建模的方式執行稀疏注意力（DeepSeek Sparse Attention）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not run {architecture} models ({why}); allowed: {allowed}</source>
        <translation>{framework} 不能執行 {architecture} 模型（{why}）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not shard through {sharding}; allowed: {allowed}</source>
        <translation>{framework} 不透過 {sharding} 進行分片；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not train sparse attention (DeepSeek Sparse Attention) as modelled here (its Megatron-Core sparse-attention path was not read); allowed: {allowed}</source>
        <translation>{framework} 不以此處建模的方式訓練稀疏注意力（DeepSeek Sparse Attention）（其 Megatron-Core 稀疏注意力路徑未經查讀）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} gathers FP8 weights with torchao&apos;s tensorwise recipe only (fp8 recipe is {recipe}); allowed: off, or fp8_recipe tensorwise</source>
        <translation>{framework} 只在 torchao 的張量級配方下以 FP8 收集權重（FP8 配方為 {recipe}）；允許：off，或 fp8_recipe tensorwise</translation>
    </message>
    <message>
        <source>{framework} generates ahead for its group methods only (GRPO, RLOO, DAPO), not {method}; allowed: 0</source>
        <translation>{framework} 只對其群組方法（GRPO、RLOO、DAPO）提前生成，{method} 不行；允許：0</translation>
    </message>
    <message>
        <source>{framework} generates at most {most} step(s) ahead ({source}); allowed: 0 to {most}</source>
        <translation>{framework} 最多提前 {most} 步生成（{source}）；允許：0 到 {most}</translation>
    </message>
    <message>
        <source>{framework} has {method}, but the planner does not model it: {why}; allowed: {allowed}</source>
        <translation>{framework} 提供 {method}，但本規劃工具未建模：{why}；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} keeps the {layers} layers whole on every tensor-parallel GPU ({source}), which is not modelled; allowed: 1</source>
        <translation>{framework} 在每張張量平行 GPU 上保留完整的 {layers} 層（{source}），此情形未建模；允許：1</translation>
    </message>
    <message>
        <source>{framework} names the routed experts&apos; matrices as the MLP&apos;s (linear_fc1, linear_fc2): LoRA on the MLP adapts every expert too, and this plan counts their adapters ({source})</source>
        <translation>{framework} 把路由專家的矩陣命名得與 MLP 相同（linear_fc1、linear_fc2）：對 MLP 加 LoRA 也會替每個專家加上轉接器，本方案已計入它們（{source}）</translation>
    </message>
    <message>
        <source>{framework} runs Ulysses through DeepSpeed (accelerate&apos;s ParallelismConfig, sp_backend deepspeed); allowed: 1, 2, 3</source>
        <translation>{framework} 的 Ulysses 經由 DeepSpeed 執行（accelerate 的 ParallelismConfig，sp_backend deepspeed）；允許：1、2、3</translation>
    </message>
    <message>
        <source>{framework} runs Ulysses through DeepSpeed (accelerate&apos;s ParallelismConfig, sp_backend deepspeed); allowed: deepspeed</source>
        <translation>{framework} 透過 DeepSpeed 執行 Ulysses（accelerate 的 ParallelismConfig，sp_backend deepspeed）；允許：deepspeed</translation>
    </message>
    <message>
        <source>{framework} runs multi-step scheduling (V0) without async scheduling; allowed: 1 with async scheduling</source>
        <translation>{framework} 的多步排程（V0）不搭配非同步排程；開啟非同步排程時允許：1</translation>
    </message>
    <message>
        <source>{framework} runs pipeline stages only through its own backend, so this plan is planned with the {backend} profile ({id}), its defaults and sources; set {field} to 1 to plan with {framework} itself.</source>
        <translation>{framework} 只透過自己的後端執行管線階段，因此本規劃改用 {backend} 設定檔（{id}）及其預設值與來源；將 {field} 設為 1 即以 {framework} 本身規劃。</translation>
    </message>
    <message>
        <source>{framework} runs the synchronous on-policy loop only; allowed: 0 (the profiles that generate ahead: {profiles})</source>
        <translation>{framework} 只執行同步的 on-policy 迴圈；允許：0（可提前生成的設定檔：{profiles}）</translation>
    </message>
    <message>
        <source>{framework} takes {share:.0%} of the card and keeps {need} beside it (CUDA context, communication buffers, allocator reserve, CUDA graphs); the card has {rest} left: lower the memory share ({field}).</source>
        <translation>{framework} 佔用整張卡的 {share:.0%}，另外還保留 {need}（CUDA 上下文、通訊緩衝區、配置器保留、CUDA 圖）；這張卡只剩 {rest}：請調低記憶體份額（{field}）。</translation>
    </message>
    <message>
        <source>{framework} trains pipeline stages for {methods} only (torchtitan&apos;s), not {method}; allowed: 1 (the profiles that do, for this method: {profiles})</source>
        <translation>{framework} 僅對 {methods} 訓練管線階段（torchtitan 的做法），不支援 {method}；允許：1（此方法下提供的設定檔：{profiles}）</translation>
    </message>
    <message>
        <source>{framework} trains {method} on one GPU only ({source}); allowed: 1</source>
        <translation>{framework} 僅在單張 GPU 上訓練 {method}（{source}）；允許：1</translation>
    </message>
    <message>
        <source>{framework}&apos;s attention data parallelism makes every one of the {tp} tensor-parallel GPUs a group of its own, not {groups} groups; allowed: 1 or {tp}</source>
        <translation>{framework} 的注意力資料平行讓 {tp} 張張量平行 GPU 各自成為一組，而不是 {groups} 組；允許：1 或 {tp}</translation>
    </message>
    <message>
        <source>{framework}&apos;s expert parallelism spreads the experts over all of a replica&apos;s {tp} GPUs, not {ep} of them; allowed: 1 or {tp}</source>
        <translation>{framework} 的專家平行把專家分散到副本的全部 {tp} 張 GPU 上，而不是其中 {ep} 張；允許：1 或 {tp}</translation>
    </message>
    <message>
        <source>{given:,} tokens is shorter than the {media:,} tokens each sample&apos;s images or video take (a sample&apos;s length counts them); allowed: at least {media:,}</source>
        <translation>{given:,} 個 token 短於每個樣本的圖片或影片所占的 {media:,} 個 token（樣本長度包含它們）；允許：至少 {media:,}</translation>
    </message>
    <message>
        <source>{given:,} tokens is shorter than the {media:,} tokens of the image the model takes in each sample by default (a sample&apos;s length counts them); allowed: at least {media:,}, or {images} 0 for text-only samples</source>
        <translation>{given:,} 個 token 短於模型預設每個樣本所含圖片的 {media:,} 個 token（樣本長度包含它們）；允許：至少 {media:,}，或將 {images} 設為 0 表示純文字樣本</translation>
    </message>
    <message>
        <source>{gpus:,} GPUs in all: {replicas:,.0f} decode replica(s) of {per} GPUs and {prefill:,} prefill replica(s) of {each} (the plan&apos;s {plan_prefill:,} prefill to {plan_decode:,} decode, rounded up)</source>
        <translation>共 {gpus:,} 張 GPU：{replicas:,.0f} 個每個 {per} 張 GPU 的解碼副本，與 {prefill:,} 個每個 {each} 張的預填充副本（依計畫 {plan_prefill:,} 個預填充對 {plan_decode:,} 個解碼的比例，無條件進位）</translation>
    </message>
    <message>
        <source>{layers} is more than a virtual pipeline stage holds ({per_chunk}): with interleaving Megatron counts them per model chunk; allowed: 1 to {per_chunk}</source>
        <translation>{layers} 超過一個虛擬管線階段的層數（{per_chunk}）：交錯排程時 Megatron 按每個模型分塊計算；允許：1 到 {per_chunk}</translation>
    </message>
    <message>
        <source>{method} compares the completions of one prompt with each other; {completions} is not allowed; allowed: 2 to 1,024</source>
        <translation>{method} 會比較同一提示的各個回覆；不允許 {completions}；允許：2 到 1,024</translation>
    </message>
    <message>
        <source>{model} routes each token to {k} of {experts} experts: {engine} runs them through Triton fused-MoE kernels, timed here at {share:.1%} of the {dtype} peak, what vLLM&apos;s kernel benchmarks measured for such experts on an H100/H200-class GPU, rather than at the prefill utilisation of the rest: where prefill and large decode batches are bound by compute, they take longer by as much (Explain: prefill tokens/s).</source>
        <translation>{model} 每個 token 路由到 {experts} 個專家中的 {k} 個：{engine} 以 Triton 寫成的融合 MoE 核心執行它們，此處以 {dtype} 峰值的 {share:.1%} 計時——即 vLLM 的核心基準在 H100/H200 級 GPU 上對這類專家測得的比例——而非其餘部分的預填充使用率；預填充與大批次解碼受算力限制時，會相應變長（計算說明：預填充吞吐量）。</translation>
    </message>
    <message>
        <source>{model}&apos;s routed experts are timed at what {engine}&apos;s fused-MoE kernels were measured to reach where they were measured ({measured}); on the other GPUs ranked they run at the prefill utilisation, so those options&apos; prefill and time to first token are optimistic.</source>
        <translation>{model} 的路由專家在有實測之處以 {engine} 融合 MoE 核心的實測比例計時（{measured}）；在其他列出的 GPU 上則以預填充使用率計算，因此這些選項的預填充與首 token 時間偏樂觀。</translation>
    </message>
    <message>
        <source>{pct} is judged at a request rate ({rate}) or over a simulated benchmark run ({run}); here the latency targets are judged on the means</source>
        <translation>{pct} 只在給定請求速率（{rate}）或模擬的基準測試（{run}）時判定；此處延遲目標以平均值判定</translation>
    </message>
    <message>
        <source>{pct} is set but no latency target is ({ttft}, {tpot}): nothing is judged at it, its latencies are shown</source>
        <translation>已設定 {pct} 但未設定延遲目標（{ttft}、{tpot}）：不以它判定任何目標，僅顯示其延遲</translation>
    </message>
    <message>
        <source>{prefill} prefill replica(s) of {ptp} × pp {pp} GPUs leave {left} of the {gpus} GPUs, not a whole number of decode replicas of tp × pp = {decode}; allowed: GPUs = prefill replicas × {ptp} × {pp} + decode replicas × {decode} (prefill replicas at most {most} here)</source>
        <translation>{prefill} 個 {ptp} × pp {pp} 張 GPU 的預填充副本留下 {gpus} 張 GPU 中的 {left} 張，不是 tp × pp = {decode} 的解碼副本的整數倍；允許：GPU 數 = 預填充副本數 × {ptp} × {pp} + 解碼副本數 × {decode}（此處預填充副本最多 {most} 個）</translation>
    </message>
    <message>
        <source>{reason}; allowed: off</source>
        <translation>{reason}；允許：關閉</translation>
    </message>
    <message>
        <source>{tokens:,} is not a whole number of preference pairs of two {seq_len:,}-token sequences; allowed: multiples of {pair:,}</source>
        <translation>{tokens:,} 不是整數個偏好對（每對兩條 {seq_len:,} token 的序列）；允許：{pair:,} 的倍數</translation>
    </message>
    <message>
        <source>{total:,} tokens does not hold the {prompt:,}-token prompt and a {completion:,}-token completion; allowed: {least:,} to {most:,}</source>
        <translation>{total:,} 個 token 容納不下 {prompt:,} 個 token 的提示和 {completion:,} 個 token 的回覆；允許：{least:,} 到 {most:,}</translation>
    </message>
    <message>
        <source>{tp} does not split the heads of the {layers} layers ({heads} heads, {groups} key heads or groups): each tensor-parallel rank takes whole heads; allowed: {allowed}</source>
        <translation>{tp} 無法切分 {layers} 層的頭（{heads} 個頭、{groups} 個 key 頭或組）：每個張量平行 rank 須分到完整的頭；允許：{allowed}</translation>
    </message>
    <message>
        <source>{what} averaging {mean:,} tokens up to {longest:,} cannot spread evenly (the shortest would be under {floor:,} tokens): they are taken as a long tail from {floor:,} to {longest:,}, the spread of greatest entropy with that average — most short, a few long, as in chat data sets such as ShareGPT; the real distribution may differ.</source>
        <translation>{what}平均 {mean:,} 個 token、最長 {longest:,}，無法均勻分布（最短的會少於 {floor:,} 個 token）：視為從 {floor:,} 到 {longest:,} 的長尾分布，即此平均值下熵最大的分布——多數短、少數很長，如 ShareGPT 等對話資料集；實際分布可能不同。</translation>
    </message>
    <message>
        <source>× {updates} optimizer steps a step</source>
        <translation>× 每步 {updates} 個優化器步驟</translation>
    </message>
    <message>
        <source>{most:,} is shorter than the average of {mean:,} tokens; allowed: {mean:,} or more</source>
        <translation>{most:,} 比平均的 {mean:,} 個 token 還短；允許：{mean:,} 或以上</translation>
    </message>
    <message>
        <source>layers split across all GPUs</source>
        <translation>所有 GPU 按層切分</translation>
    </message>
    <message>
        <source> (LoRA over MLX&apos;s quantized weights is --method qlora)</source>
        <translation>（在 MLX 量化權重上的 LoRA 請用 --method qlora）</translation>
    </message>
    <message>
        <source> (nearest: {names})</source>
        <translation>（最接近：{names}）</translation>
    </message>
    <message>
        <source>A graph of the whole step keeps its own memory pool, not counted here: torchtitan measured 6% more on Llama 3.1 70B (PR #2050), Megatron-Bridge warns of up to 1.5–2× the peak.</source>
        <translation>整步的圖保有自己的記憶體池，此處未計入：torchtitan 在 Llama 3.1 70B 上量得多 6%（PR #2050），Megatron-Bridge 警告峰值可能達 1.5–2 倍。</translation>
    </message>
    <message>
        <source>A reward model: {model} is trained as a sequence classifier, a one-output score head on each sequence&apos;s last token in place of the LM head, so no logits over the vocabulary are built (the parameter counts are the classifier&apos;s).</source>
        <translation>獎勵模型：{model} 以序列分類器訓練，以每個序列最後一個 token 上的單一輸出評分頭取代 LM head，因此不會產生整個詞表的 logits（參數量為分類器的）。</translation>
    </message>
    <message>
        <source>AWS Trainium runs the Neuron SDK (NxD Training, NxD Inference, vLLM&apos;s Neuron plugin), which is not modelled here</source>
        <translation>AWS Trainium 使用 Neuron SDK（NxD Training、NxD Inference、vLLM 的 Neuron 外掛），本工具未建模</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>At {batch:,} concurrent requests, {daily:,.0f} requests a day ({load}) keep the replicas busy {busy:,.1f} days of the {days:,.0f}-day period: they cannot carry that load. Add replicas (the KV cache holds {limit:,.0f} requests at a time).</source>
        <translation>同時處理 {batch:,} 個請求時，每天 {daily:,.0f} 個請求（{load}）會讓副本在 {days:,.0f} 天的期間內忙碌 {busy:,.1f} 天：無法承擔這樣的負載。請增加副本（KV 快取一次可容納 {limit:,.0f} 個請求）。</translation>
    </message>
    <message>
        <source>At {batch:,} concurrent requests, {daily:,.0f} requests a day ({load}) keep the replicas busy {busy:,.1f} days of the {days:,.0f}-day period: they cannot carry that load. Raise {field} (the KV cache holds {limit:,.0f}) or add replicas.</source>
        <translation>同時處理 {batch:,} 個請求時，每天 {daily:,.0f} 個請求（{load}）會讓副本在 {days:,.0f} 天的期間內忙碌 {busy:,.1f} 天：無法承擔這樣的負載。請提高 {field}（KV 快取可容納 {limit:,.0f} 個）或增加副本。</translation>
    </message>
    <message>
        <source>Communication bound on the GPU link ({fabric}): {transfer_s:.3g} s of transfers per step vs {compute_s:.3g} s of compute.</source>
        <translation>受 GPU 間連線（{fabric}）通訊所限：每步傳輸 {transfer_s:.3g} 秒，計算 {compute_s:.3g} 秒。</translation>
    </message>
    <message>
        <source>DeepEP spreads the experts over every GPU of the replica (SGLang sets ep_size to tp_size with --moe-a2a-backend deepep; vLLM&apos;s expert parallelism is TP × DP): ep {ep} is not the replica&apos;s {tp} GPUs; allowed: off, or ep {tp}</source>
        <translation>DeepEP 把專家分散到副本的每張 GPU 上（SGLang 在 --moe-a2a-backend deepep 時把 ep_size 設為 tp_size；vLLM 的專家平行為 TP × DP）：ep {ep} 不等於副本的 {tp} 張 GPU；允許：關閉，或 ep {tp}</translation>
    </message>
    <message>
        <source>Evaluation is not timed on its own line: {given} is set without {other}, so its pauses are left to the run&apos;s stalls (the goodput); set {other} to time them.</source>
        <translation>評估未單列計時：設定了 {given} 卻未設定 {other}，其暫停時間歸入執行的停頓（有效訓練比例）；設定 {other} 即可計時。</translation>
    </message>
    <message>
        <source>FP8 attention runs in cuDNN&apos;s fused kernels, not in eager attention</source>
        <translation>FP8 注意力只在 cuDNN 的融合核心中執行，不在即時（eager）注意力中</translation>
    </message>
    <message>
        <source>GRPO with one completion a prompt: {framework} gives a group of one the mean 0 and the deviation 1, so its reward is the advantage and the step trains as REINFORCE without a baseline ({source})</source>
        <translation>每個提示只生成一個回覆的 GRPO：{framework} 對只有一個成員的組設平均值為 0、標準差為 1，因此其獎勵即為優勢值，這一步等同不帶基準的 REINFORCE（{source}）</translation>
    </message>
    <message>
        <source>Host-launch bound: the host takes {launch_s:.3g} s to launch a step&apos;s kernels, {exposed_s:.3g} s more than the GPUs take to run them (Megatron-Core launches each local expert&apos;s GEMMs one by one). A larger {mb_field}, or a larger {ep_field} (fewer experts on each GPU), keeps the GPUs busy.</source>
        <translation>受主機啟動所限：主機啟動一步的核心要 {launch_s:.3g} 秒，比 GPU 執行它們多出 {exposed_s:.3g} 秒（Megatron-Core 逐一啟動每個本地專家的 GEMM）。加大 {mb_field}，或加大 {ep_field}（每張 GPU 上的專家更少），可讓 GPU 保持忙碌。</translation>
    </message>
    <message>
        <source>Host-launch bound: the host takes {launch_s:.3g} s to launch a step&apos;s kernels, {exposed_s:.3g} s more than the GPUs take to run them. A larger {mb_field} keeps the GPUs busy.</source>
        <translation>受主機啟動所限：主機啟動一步的核心要 {launch_s:.3g} 秒，比 GPU 執行它們多出 {exposed_s:.3g} 秒。加大 {mb_field} 可讓 GPU 保持忙碌。</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s layer graphs capture a mixture&apos;s router, which the recompute of its MoE block cannot run beside; allowed: none, full_iteration (or recompute_modules without moe)</source>
        <translation>Megatron-Core 的逐層圖會擷取混合專家的路由器，無法與其 MoE 區塊的重算並存；允許：none、full_iteration（或 recompute_modules 不含 moe）</translation>
    </message>
    <message>
        <source>Memory is sized for {tokens:,} tokens a micro-batch, not {rows} rows of the sequence length {seq_len:,}: its sequences are concatenated without padding ({padding}), and the fullest holds the longest sample ({longest_words}) beside samples of the mean length.</source>
        <translation>記憶體按每個微批次 {tokens:,} 個 token 估算，而非 {rows} 列序列長度 {seq_len:,}：其序列不經填充首尾相接（{padding}），最滿的微批次含最長樣本（{longest_words}）與其餘平均長度的樣本。</translation>
    </message>
    <message>
        <source>MoE layers: DeepEP&apos;s dispatch and combine all-to-alls over the expert-parallel GPUs in place of the all-reduces (counted in the all-reduce seconds); a step of decodes alone runs its low-latency kernels, a copy of each token to every GPU holding one of its experts, a step with prompt tokens its normal kernels, one copy a node</source>
        <translation>MoE 層：以 DeepEP 在專家平行 GPU 之間的分派與合併 all-to-all 取代 all-reduce（計入 all-reduce 秒數）；只有解碼的一步使用其低延遲核心，每個 token 對每張持有其專家之一的 GPU 各送一份，含提示詞 token 的一步使用其一般核心，每個節點一份</translation>
    </message>
    <message>
        <source>NeMo turns CUDA graphs off under Megatron-Core&apos;s FSDP (ZeRO stage 3); allowed: none (or zero below 3)</source>
        <translation>在 Megatron-Core 的 FSDP（ZeRO 第 3 階段）下，NeMo 會關閉 CUDA 圖；允許：none（或 zero 低於 3）</translation>
    </message>
    <message>
        <source>No step count given: assuming {steps:,} steps (set {field}, or the dataset&apos;s samples).</source>
        <translation>未指定步數：假設 {steps:,} 步（請設定 {field}，或資料集的樣本數）。</translation>
    </message>
    <message>
        <source>On the {gpu} {framework} serves the {format} weights weight-only through Marlin&apos;s kernel (4-bit reads, 16-bit matrix multiplies; {source}), timed as its 4-bit Marlin kernels run.</source>
        <translation>在 {gpu} 上，{framework} 以 Marlin 核心僅量化權重的方式執行 {format} 權重（以 4 位元讀取、以 16 位元做矩陣乘法；{source}），按其 4 位元 Marlin 核心的速率計時。</translation>
    </message>
    <message>
        <source>Prefill replicas of tp {ptp} beside decode replicas of tp {tp} (pp {pp} each): the memory shown is the {side} replicas&apos; per GPU (the side that does not fit, else the fuller); the {other_side} replicas&apos; is {other_bytes} per GPU.</source>
        <translation>tp {ptp} 的預填充副本與 tp {tp} 的解碼副本（各為 pp {pp}）：顯示的是{side}副本每張 GPU 的記憶體（容納不下的一方，否則為較滿的一方）；{other_side}副本每張 GPU 為 {other_bytes}。</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>提示詞</translation>
    </message>
    <message>
        <source>RLOO with one completion a prompt: {framework} has no other completion to take a baseline from, so its reward is the advantage and the step trains as REINFORCE without a baseline ({source})</source>
        <translation>每個提示只生成一個回覆的 RLOO：{framework} 沒有其他回覆可作為基準，因此其獎勵即為優勢值，這一步等同不帶基準的 REINFORCE（{source}）</translation>
    </message>
    <message>
        <source>Static batches pad to their longest prompt: with prompts {how} from {low:,} to {high:,} tokens (average {mean:,}), a batch of {batch:,.0f} is prefilled at {longest:,.0f} tokens a prompt on average.</source>
        <translation>靜態批次會補齊到其最長的提示詞：提示詞長度{how}於 {low:,} 至 {high:,} 個 token（平均 {mean:,}），{batch:,.0f} 個請求的批次平均以每個提示詞 {longest:,.0f} 個 token 預填充。</translation>
    </message>
    <message>
        <source>Static batches wait for their longest answer: with answers {how} from {low:,} to {high:,} tokens (average {mean:,}), a batch of {batch:,.0f} ends after {longest:,.0f} tokens on average, a full batch of {full:,.0f} after {longest_full:,.0f}.</source>
        <translation>靜態批次要等最長的回答結束：回答長度{how}於 {low:,} 至 {high:,} 個 token（平均 {mean:,}），{batch:,.0f} 個請求的批次平均在第 {longest:,.0f} 個 token 結束，滿載 {full:,.0f} 個的批次則在第 {longest_full:,.0f} 個。</translation>
    </message>
    <message>
        <source>TRL casts the parameters that train to bf16 over a 4- or 8-bit base: 16-bit weights, gradients and AdamW moments, no fp32 copy</source>
        <translation>TRL 在 4 或 8 位元基底模型上把要訓練的參數轉為 bf16：權重、梯度與 AdamW 動量皆為 16 位元，沒有 fp32 副本</translation>
    </message>
    <message>
        <source>The dataset&apos;s samples ({samples:,}) have no mean length: each is taken to fill the {seq_len:,}-token sequence, so the training tokens, time and cost are an upper bound (set {field}).</source>
        <translation>資料集的樣本（{samples:,} 個）沒有平均長度：每個樣本視為填滿 {seq_len:,} token 的序列，因此訓練 token 數、時間與成本都是上限（請設定 {field}）。</translation>
    </message>
    <message>
        <source>The plan may not fit in GPU memory (over at the expected overheads, it runs at their low end); the budget assumes it runs.</source>
        <translation>此計畫可能無法放入 GPU 記憶體（以預期的額外開銷計算超出，額外開銷在下限時可以執行）；預算假設它能執行。</translation>
    </message>
    <message>
        <source>The {nodes} nodes of {per} {gpu} are timed as {domains} NVLink domains of {span} GPUs (NVL72 racks, up to 72 GPUs a domain): collectives run over NVLink inside a domain, over the network between domains.</source>
        <translation>這 {nodes} 個節點（每個 {per} 張 {gpu}）按 {domains} 個各含 {span} 張 GPU 的 NVLink 網域計時（NVL72 機櫃，每個網域最多 72 張 GPU）：網域內的集合通訊走 NVLink，網域之間走網路。</translation>
    </message>
    <message>
        <source>The {nodes} nodes of {per} {gpu} share one NVLink domain (an NVL72 rack, up to 72 GPUs): their collectives are timed over NVLink, as one node of {span}.</source>
        <translation>這 {nodes} 個節點（每個 {per} 張 {gpu}）共用一個 NVLink 網域（NVL72 機櫃，最多 72 張 GPU）：其集合通訊按 NVLink 計時，視為一個 {span} 張 GPU 的節點。</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s FP8 linears each keep their own FP8 copy of their input (one byte an element) for the weight gradient: a norm&apos;s output once for each projection that reads it (separate q, k and v: three), the MLP&apos;s inner activation once, attention&apos;s output in bf16 too (FlashAttention keeps it); routed experts keep theirs in bf16</source>
        <translation>Transformer Engine 的 FP8 線性層各自為權重梯度保留其輸入的 FP8 副本（每個元素一個位元組）：norm 的輸出為每個讀取它的投影各留一份（q、k、v 分開時為三份），MLP 的中間活化值一份，注意力的輸出另以 bf16 保留（FlashAttention 本就保留它）；路由專家的輸入以 bf16 保留</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s delayed scaling outside Megatron-Core (Composer&apos;s amp_fp8, Accelerate&apos;s TE backend) runs with data parallelism alone; allowed: tensorwise, rowwise (or tp, pp and cp 1)</source>
        <translation>Megatron-Core 以外的 Transformer Engine 延遲縮放（Composer 的 amp_fp8、Accelerate 的 TE 後端）只搭配資料平行執行；允許：tensorwise、rowwise（或 tp、pp、cp 皆為 1）</translation>
    </message>
    <message>
        <source>above 100%: the FP8 or FP4 recipe&apos;s matrix multiplies run faster than the 16-bit peak that model FLOPs are measured against</source>
        <translation>超過 100%：FP8 或 FP4 配方的矩陣乘法比衡量模型 FLOPs 所用的 16 位元峰值更快</translation>
    </message>
    <message>
        <source>bf16 and FP8 experts and 4-bit experts (W4A16 kernels) on H100/H200-class GPUs, FP8 experts on L40S-class Ada GPUs, NVFP4 experts on Blackwell and FP8 experts on AMD Instinct</source>
        <translation>H100/H200 級 GPU 上的 bf16 與 FP8 專家及 4 位元專家（W4A16 核心）、L40S 級 Ada GPU 上的 FP8 專家、Blackwell 上的 NVFP4 專家與 AMD Instinct 上的 FP8 專家</translation>
    </message>
    <message>
        <source>bound by the engine&apos;s server: its work on the running requests&apos; outputs takes longer than the GPU&apos;s step (more server processes, vLLM --api-server-count or SGLang --tokenizer-worker-num, or a longer --stream-interval lift it)</source>
        <translation>受引擎伺服器限制：它處理執行中請求輸出的時間比 GPU 的一步還長（更多伺服器行程——vLLM 的 --api-server-count 或 SGLang 的 --tokenizer-worker-num——或更長的串流間隔可解除）</translation>
    </message>
    <message>
        <source>completions: {alias} refuses {method} with one completion a prompt (rollout.n &gt; 1); allowed: 2 to 1,024</source>
        <translation>completions：{alias} 拒絕每個提示只生成一個回覆的 {method}（rollout.n &gt; 1）；允許：2 到 1,024</translation>
    </message>
    <message>
        <source>cuDNN runs on NVIDIA GPUs only, not on {gpu}; allowed: off</source>
        <translation>cuDNN 只在 NVIDIA GPU 上執行，不適用於 {gpu}；允許：關閉</translation>
    </message>
    <message>
        <source>host-launch bound: the host takes {launch_s:.3g} s to launch a step&apos;s kernels, {exposed_s:.3g} s more than its {compute_s:.3g} s of compute</source>
        <translation>受主機啟動所限：主機啟動一步的核心要 {launch_s:.3g} 秒，比這一步 {compute_s:.3g} 秒的計算多出 {exposed_s:.3g} 秒</translation>
    </message>
    <message>
        <source>llama.cpp&apos;s architectures (src/llama-arch.cpp)</source>
        <translation>llama.cpp 的架構清單（src/llama-arch.cpp）</translation>
    </message>
    <message>
        <source>mlx-lm&apos;s models (mlx_lm/models/; its minimax.py is MiniMax-M2)</source>
        <translation>mlx-lm 的模型（mlx_lm/models/；其 minimax.py 是 MiniMax-M2）</translation>
    </message>
    <message>
        <source>moments kept in bf16 and the fp32 master copy as the 16 bits the bf16 weights lack (Megatron-Core&apos;s precision-aware optimizer: exp_avg_dtype and exp_avg_sq_dtype bf16, store_param_remainders)</source>
        <translation>動量以 bf16 保存，fp32 主權重只存 bf16 權重缺少的 16 位元（Megatron-Core 的精度感知優化器：exp_avg_dtype 與 exp_avg_sq_dtype 為 bf16，store_param_remainders）</translation>
    </message>
    <message>
        <source>ms-swift&apos;s Megatron models (swift/megatron/model/constant.py, mcore-bridge)</source>
        <translation>ms-swift 的 Megatron 模型（swift/megatron/model/constant.py、mcore-bridge）</translation>
    </message>
    <message>
        <source>ms-swift&apos;s model registry (swift/model/constant.py)</source>
        <translation>ms-swift 的模型註冊表（swift/model/constant.py）</translation>
    </message>
    <message>
        <source>multi-step scheduling ({steps} decode steps a round, {source}): a new request waits for the round in flight to end before its prefill — half a round on average — and the host&apos;s per-step work is paid once a round</source>
        <translation>多步排程（每輪 {steps} 個解碼步，{source}）：新請求須等進行中的一輪結束才開始預填充——平均半輪——主機每步的工作每輪只付一次</translation>
    </message>
    <message>
        <source>must be &gt; 0</source>
        <translation>必須 &gt; 0</translation>
    </message>
    <message>
        <source>needs the site&apos;s power, unknown without the GPU&apos;s</source>
        <translation>需要機房功率；GPU 功率未知時它也未知</translation>
    </message>
    <message>
        <source>no Unsloth notebook or model patch was found; its generic path may load it</source>
        <translation>找不到 Unsloth 的 notebook 或模型修補；其通用路徑也許能載入</translation>
    </message>
    <message>
        <source>no measured best matmul for this GPU: its class&apos;s figure</source>
        <translation>此 GPU 沒有實測的最佳矩陣乘法：採用其等級的數值</translation>
    </message>
    <message>
        <source>no measured stream bandwidth for this GPU: the A100/H100 figure</source>
        <translation>此 GPU 沒有實測串流頻寬：採用 A100/H100 的數值</translation>
    </message>
    <message>
        <source>not counted: pausing generation, flushing the engine&apos;s cache and the barriers around an update (measured 5-18 s a step: prime-rl&apos;s pause, slime&apos;s update phase beyond its loop)</source>
        <translation>未計入：暫停生成、清空引擎快取，以及更新前後的同步屏障（實測每步 5–18 秒：prime-rl 的暫停、slime 更新階段中迴圈以外的部分）</translation>
    </message>
    <message>
        <source>num_kv_shared_layers: the key/value projections the checkpoint stores for the {n} sharing layers, which transformers does not load, are not counted</source>
        <translation>num_kv_shared_layers：檢查點為 {n} 個共用層儲存、但 transformers 不載入的鍵值投影未計入</translation>
    </message>
    <message>
        <source>num_nextn_predict_layers: the checkpoint&apos;s MTP blocks are not counted</source>
        <translation>num_nextn_predict_layers：檢查點中的 MTP 區塊未計入</translation>
    </message>
    <message>
        <source>on NVMe drives (DeepSpeed ZeRO-Infinity), staged through host buffers</source>
        <translation>存於 NVMe 磁碟（DeepSpeed ZeRO-Infinity），經主機緩衝區中轉</translation>
    </message>
    <message>
        <source>over the node network</source>
        <translation>經節點間網路</translation>
    </message>
    <message>
        <source>padding to each micro-batch&apos;s longest sample computes {share:.0%} padding: pack the samples ({field}) to train {ratio:,.1f}× faster</source>
        <translation>填充至每個微批次最長樣本時有 {share:.0%} 的計算花在填充上：將樣本打包（{field}）可讓訓練快 {ratio:,.1f} 倍</translation>
    </message>
    <message>
        <source>padding to the sequence length computes {share:.0%} padding: pack the samples ({field}) to train {ratio:,.1f}× faster</source>
        <translation>填充至序列長度時有 {share:.0%} 的計算花在填充上：將樣本打包（{field}）可讓訓練快 {ratio:,.1f} 倍</translation>
    </message>
    <message>
        <source>padding: {ratio:,.1f} × the data&apos;s tokens</source>
        <translation>填充：資料 token 數的 {ratio:,.1f} 倍</translation>
    </message>
    <message>
        <source>paged: bitsandbytes unified memory, evicted to host RAM when the GPU runs short; PyTorch&apos;s memory counters do not include it</source>
        <translation>分頁：bitsandbytes 統一記憶體，GPU 不足時換出到主機記憶體；PyTorch 的記憶體計數不包含它</translation>
    </message>
    <message>
        <source>peak at the fp16-accumulate tensor rate (twice the catalog&apos;s)</source>
        <translation>峰值採 fp16 累加的 Tensor 核心速率（目錄值的兩倍）</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>重新計算</translation>
    </message>
    <message>
        <source>recurrent (RNN) layers: {why}</source>
        <translation>循環（RNN）層：{why}</translation>
    </message>
    <message>
        <source>requests arrive faster than the plan serves them: the queue grows without bound (the highest rate within the targets is under the figures)</source>
        <translation>請求到達的速度快於方案的服務速度：佇列會無限增長（符合目標的最高速率見數值列表）</translation>
    </message>
    <message>
        <source>run cost (cloud: rent for this run; owned: this run&apos;s share of owning, amortised purchase + power, space, staff); an owned option&apos;s purchase is also compared with the budget</source>
        <translation>執行成本（雲端：此次執行的租金；自有：此次執行分攤的擁有成本，即攤提的購置費＋電力、空間、人力）；自有方案的購置費也與預算比較</translation>
    </message>
    <message>
        <source>set {field} to {groups}: each GPU attends its own requests</source>
        <translation>將 {field} 設為 {groups}：每張 GPU 各自處理自己請求的注意力</translation>
    </message>
    <message>
        <source>set {field} to {prefill} ({decode} decode)</source>
        <translation>將 {field} 設為 {prefill}（解碼 {decode} 個）</translation>
    </message>
    <message>
        <source>set {field} to {split} (each card&apos;s layers within its memory)</source>
        <translation>將 {field} 設為 {split}（讓每張卡的層數都在其記憶體之內）</translation>
    </message>
    <message>
        <source>set {f} to bf16 (moments in bf16, the fp32 master copy kept)</source>
        <translation>將 {f} 設為 bf16（動量以 bf16 保存，保留 fp32 主權重）</translation>
    </message>
    <message>
        <source>set {f} to {modules}</source>
        <translation>將 {f} 設為 {modules}</translation>
    </message>
    <message>
        <source>set {kv} to fp8</source>
        <translation>將 {kv} 設為 fp8</translation>
    </message>
    <message>
        <source>set {method} to qlora (a 4-bit base)</source>
        <translation>將 {method} 設為 QLoRA（4 位元基座模型）</translation>
    </message>
    <message>
        <source>set {micro_batch} to {mb} (the same global batch)</source>
        <translation>將 {micro_batch} 設為 {mb}（全域批次不變）</translation>
    </message>
    <message>
        <source>set {micro_batch} to {mb} and {grad_accum} to {accum} (the same global batch)</source>
        <translation>將 {micro_batch} 設為 {mb}、{grad_accum} 設為 {accum}（全域批次不變）</translation>
    </message>
    <message>
        <source>set {offload} to {value}</source>
        <translation>將 {offload} 設為 {value}</translation>
    </message>
    <message>
        <source>set {optimizer} to adamw-4bit (states in 4 bits, torchao)</source>
        <translation>將 {optimizer} 設為 adamw-4bit（狀態以 4 位元儲存，torchao）</translation>
    </message>
    <message>
        <source>set {optimizer} to adamw-8bit (states in 8 bits)</source>
        <translation>將 {optimizer} 設為 adamw-8bit（狀態以 8 位元儲存）</translation>
    </message>
    <message>
        <source>set {pp_field} to {pp}</source>
        <translation>將 {pp_field} 設為 {pp}</translation>
    </message>
    <message>
        <source>set {seq_len} to {tokens} tokens (longer examples are cut)</source>
        <translation>將 {seq_len} 設為 {tokens} 個 token（較長的樣本會被截斷）</translation>
    </message>
    <message>
        <source>set {weights} to {fmt}</source>
        <translation>將 {weights} 設為 {fmt}</translation>
    </message>
    <message>
        <source>short-convolution layers keep their input projection&apos;s output (B, C and x), the convolution&apos;s input and output and the output projection&apos;s input</source>
        <translation>短卷積層保留輸入投影的輸出（B、C 與 x）、卷積的輸入與輸出，以及輸出投影的輸入</translation>
    </message>
    <message>
        <source>static batching (Hugging Face generate): a batch&apos;s prompts are prefilled together — the first token waits for all of them, and for the batches ahead — and its decode steps run undisturbed until its longest answer ends</source>
        <translation>靜態批次（Hugging Face generate）：一批提示一起 prefill——第一個 token 要等全部提示，以及前面的批次——其解碼步驟不受干擾地執行，直到最長的回答結束</translation>
    </message>
    <message>
        <source>stepped in backward, one parameter at a time</source>
        <translation>在反向傳播中逐一參數更新</translation>
    </message>
    <message>
        <source>text only</source>
        <translation>僅文字</translation>
    </message>
    <message>
        <source>the CPU layers&apos; weights and KV cache are read from host RAM at {share:.0%} of its bandwidth ({source}); a prompt chunk of {min_batch}+ tokens copies them to the GPU over PCIe instead</source>
        <translation>CPU 層的權重與 KV 快取以主機記憶體 頻寬的 {share:.0%} 讀取（{source}）；{min_batch} 個以上 token 的提示區塊則改為經 PCIe 複製到 GPU</translation>
    </message>
    <message>
        <source>the evaluation pauses are counted as their own line, so no share of evaluation and start-up stalls is taken off</source>
        <translation>評估暫停已單獨列為一項，故不再扣除評估與啟動停頓的比例</translation>
    </message>
    <message>
        <source>the host adds {host_s:.3g} s per step (CPU optimizer step, NVMe, paging)</source>
        <translation>主機每步增加 {host_s:.3g} 秒（CPU 優化器更新、NVMe、分頁）</translation>
    </message>
    <message>
        <source>the mean prompt ({prompt:,} tokens) is shorter than its images ({images:,} image tokens): set the prompt tokens to include them, or the KV cache, concurrency and prefill are counted for fewer tokens than each request has</source>
        <translation>平均提示（{prompt:,} 個 token）比其影像（{images:,} 個影像 token）還短：請把影像計入提示 token 數，否則 KV 快取、並行數與預填充會以少於每個請求實際的 token 數計算</translation>
    </message>
    <message>
        <source>the plan&apos;s own replicas cannot carry the peak load</source>
        <translation>方案本身的副本承擔不了尖峰負載</translation>
    </message>
    <message>
        <source>the processor resizes a {given:,}-px image to {side:,} px: sides in whole {grid}-px cells (patch × spatial merge) within its pixel limits</source>
        <translation>處理器把 {given:,} 像素的影像縮放為 {side:,} 像素：每邊為整數個 {grid} 像素網格（圖塊 × 空間合併），且在其像素上下限內</translation>
    </message>
    <message>
        <source>the processor resizes a {given_w:,} × {given_h:,}-px image to {width:,} × {height:,} px: sides in whole {grid}-px cells (patch × spatial merge) within its pixel limits, its aspect kept</source>
        <translation>處理器把 {given_w:,} × {given_h:,} 像素的影像縮放為 {width:,} × {height:,} 像素：每邊為整數個 {grid} 像素網格（圖塊 × 空間合併），在其像素上下限內並保持長寬比</translation>
    </message>
    <message>
        <source>the request rate given is above it: latencies miss the targets</source>
        <translation>所給的請求速率高於此值：延遲達不到目標</translation>
    </message>
    <message>
        <source>the routed experts&apos; 4-bit weights multiply in W4A16 fused-MoE kernels at their measured share of the bf16 peak: they count in the prefill FLOPs × utilisation ÷ that share</source>
        <translation>路由專家的 4 位元權重在 W4A16 融合 MoE 核心中以其實測的 bf16 峰值比例相乘：它們在預填充 FLOPs 中以 × 使用率 ÷ 該比例計入</translation>
    </message>
    <message>
        <source>the shortest prompt ({prompt:,} tokens) is shorter than its images ({images:,} image tokens): set the prompt tokens and the longest prompt so every prompt includes them, or the KV cache, concurrency and prefill are counted for fewer tokens than each request has</source>
        <translation>最短的提示詞（{prompt:,} 個 token）比其影像（{images:,} 個影像 token）還短：請設定提示詞 token 數與最長提示詞，使每個提示詞都包含影像，否則 KV 快取、並行數與預填充會以少於每個請求實際的 token 數計算</translation>
    </message>
    <message>
        <source>the training model generates (Hugging Face generate): static batches, each kernel launched from Python</source>
        <translation>由訓練中的模型生成（Hugging Face generate）：靜態批次，每個核心函式都從 Python 啟動</translation>
    </message>
    <message>
        <source>the {label} checkpoint is upcast for training; {note}</source>
        <translation>{label} 檢查點在訓練前會先升精度；{note}</translation>
    </message>
    <message>
        <source>this model&apos;s attention runs eager, not flash; allowed: off</source>
        <translation>此模型的注意力以 eager 執行，而非 flash；允許：關閉</translation>
    </message>
    <message>
        <source>through its AutoDeploy backend only</source>
        <translation>僅透過其 AutoDeploy 後端</translation>
    </message>
    <message>
        <source>time per output token at p{q:g} {ms:,.1f} ms against the {target:g} ms target ({ratio:,.1f}×)</source>
        <translation>p{q:g} 的每個輸出 token 時間 {ms:,.1f} 毫秒，目標為 {target:g} 毫秒（{ratio:,.1f} 倍）</translation>
    </message>
    <message>
        <source>time per output token {ms:,.1f} ms against the {target:g} ms target ({ratio:,.1f}×)</source>
        <translation>每個輸出 token 的時間 {ms:,.1f} 毫秒，目標為 {target:g} 毫秒（{ratio:,.1f} 倍）</translation>
    </message>
    <message>
        <source>time to first token at p{q:g} {ms:,.1f} ms against the {target:g} ms target ({ratio:,.1f}×)</source>
        <translation>p{q:g} 的首個 token 時間 {ms:,.1f} 毫秒，目標為 {target:g} 毫秒（{ratio:,.1f} 倍）</translation>
    </message>
    <message>
        <source>time to first token {ms:,.1f} ms against the {target:g} ms target ({ratio:,.1f}×)</source>
        <translation>首個 token 時間 {ms:,.1f} 毫秒，目標為 {target:g} 毫秒（{ratio:,.1f} 倍）</translation>
    </message>
    <message>
        <source>timed as Hugging Face generate: DeepSpeed-Chat&apos;s hybrid engine runs DeepSpeed-Inference&apos;s fused kernels, faster than this (not modelled)</source>
        <translation>按 Hugging Face 的 generate() 計時：DeepSpeed-Chat 的混合引擎使用 DeepSpeed-Inference 的融合核心，實際比此估計更快（未建模）</translation>
    </message>
    <message>
        <source>torchtune&apos;s model builders (torchtune/models/: Transformer decoders only)</source>
        <translation>torchtune 的模型建構函式（torchtune/models/：只有 Transformer 解碼器）</translation>
    </message>
    <message>
        <source>turn on {f}</source>
        <translation>開啟 {f}</translation>
    </message>
    <message>
        <source>turn on {f} (with Liger&apos;s fused linear loss)</source>
        <translation>開啟 {f}（連同 Liger 的融合線性損失）</translation>
    </message>
    <message>
        <source>turn on {recompute} (selective)</source>
        <translation>開啟 {recompute}（選擇性重算）</translation>
    </message>
    <message>
        <source>unknown: the KV cache does not hold one request of this size</source>
        <translation>未知：KV 快取容納不下一個這種長度的請求</translation>
    </message>
    <message>
        <source>use the {loss} {kernel}</source>
        <translation>{loss} 改用 {kernel}</translation>
    </message>
    <message>
        <source>use {gpus} GPUs ({nodes} × {per_node})</source>
        <translation>使用 {gpus} 張 GPU（{nodes} × {per_node}）</translation>
    </message>
    <message>
        <source>use {gpus} GPUs with {tp_field} {tp}</source>
        <translation>使用 {gpus} 張 GPU，{tp_field} 設為 {tp}</translation>
    </message>
    <message>
        <source>use {gpus} GPUs: {replicas} replicas share the request rate</source>
        <translation>使用 {gpus} 張 GPU：{replicas} 個副本分擔請求速率</translation>
    </message>
    <message>
        <source>vLLM&apos;s model registry (vllm/model_executor/models/registry.py)</source>
        <translation>vLLM 的模型註冊表（vllm/model_executor/models/registry.py）</translation>
    </message>
    <message>
        <source>video: {seconds:g} s per sample sampled at 2 frames/s, {frames:,} frames of {given_w:,} × {given_h:,} px resized to {width:,} × {height:,} px; every 2 frames one group of {tokens:,} video tokens ({total:,} in all, within the sequence length or context); the vision encoder runs over {patches:,} patches per group</source>
        <translation>影片：每個樣本 {seconds:g} 秒，以每秒 2 格取樣，共 {frames:,} 格 {given_w:,} × {given_h:,} 像素的影格，縮放為 {width:,} × {height:,} 像素；每 2 格為一組，每組 {tokens:,} 個影片 token（共 {total:,} 個，計入序列長度或上下文）；視覺編碼器每組處理 {patches:,} 個圖塊</translation>
    </message>
    <message>
        <source>while the models train only the KV workspace stays (release_inference_cache off), not the gathered weights</source>
        <translation>模型訓練期間只保留 KV 工作區（release_inference_cache 關閉），收集的權重不保留</translation>
    </message>
    <message>
        <source>with the plan&apos;s layout</source>
        <translation>按方案的配置</translation>
    </message>
    <message>
        <source>without KV-cache reuse (its supported-models feature matrix): a shared prefix is computed for every request</source>
        <translation>不重用 KV 快取（見其支援模型功能表）：共用前綴每個請求都重新計算</translation>
    </message>
    <message>
        <source>{cpu} of {layers} layers stay in host RAM ({host}) with the token embedding and the output layer, and run on the CPU: every generated token reads them at the host&apos;s memory bandwidth.</source>
        <translation>{layers} 層中有 {cpu} 層與 token 嵌入層、輸出層留在主機記憶體（{host}），由 CPU 執行：每產生一個 token 都要以主機的記憶體頻寬讀取它們。</translation>
    </message>
    <message>
        <source>{cp} × tp {tp} does not split the heads of the {layers} layers ({heads} heads, {groups} key heads or groups): each context-parallel rank takes whole heads; allowed: {allowed}</source>
        <translation>{cp} × tp {tp} 無法切分 {layers} 層的頭（{heads} 個頭、{groups} 個 key 頭或組）：每個上下文平行 rank 須分到完整的頭；允許：{allowed}</translation>
    </message>
    <message>
        <source>{engine} serves the model&apos;s own context ({model:,} tokens) unless told otherwise, and stops at start-up when its KV cache cannot hold one request that long: this plan leaves it {pool:,.0f} tokens. Start it with max_model_len={context:d} (this plan&apos;s {field}), or max_model_len=auto where the release has it (the longest that fits).</source>
        <translation>{engine} 若未另行指定，會以模型自身的上下文長度（{model:,} 個 token）服務，且當其 KV 快取容納不下一個這麼長的請求時會在啟動時停止：此方案只留給它 {pool:,.0f} 個 token。請以 max_model_len={context:d}（此方案的{field}）啟動，或在支援的版本上使用 max_model_len=auto（可容納的最長長度）。</translation>
    </message>
    <message>
        <source>{field} is not simulated for static batches, prefill/decode disaggregation or pipeline stages: the latencies are the steady state.</source>
        <translation>{field} 不適用於靜態批次、預填充/解碼分離或管線階段，不做模擬：延遲為穩定狀態。</translation>
    </message>
    <message>
        <source>{field} {one} → {many}</source>
        <translation>{field} {one} → {many}</translation>
    </message>
    <message>
        <source>{field}: a run this large is not simulated (two waves of its users take more than {requests:,} requests or {steps:,} scheduler steps): the latencies are the steady state.</source>
        <translation>{field}：這麼大的回合不做模擬（其使用者的兩波就超過 {requests:,} 個請求或 {steps:,} 個排程步）：延遲為穩定狀態。</translation>
    </message>
    <message>
        <source>{first} and {then}</source>
        <translation>{first}，並{then}</translation>
    </message>
    <message>
        <source>{first} – {last}</source>
        <translation>{first} – {last}</translation>
    </message>
    <message>
        <source>{first}, {then}</source>
        <translation>{first}、{then}</translation>
    </message>
    <message>
        <source>{format} weights</source>
        <translation>{format} 權重</translation>
    </message>
    <message>
        <source>{framework} does not offer pipeline parallelism (its trainer runs no micro-batch pipeline; a device_map split of the layers, where it has one, is not modelled); allowed: 1 (the profiles that do, for this method: {profiles})</source>
        <translation>{framework} 不提供管線平行（其訓練器不執行微批次管線；若有以 device_map 把各層分到多張 GPU 的做法，並未建模）；允許：1（此方法下提供的設定檔：{profiles}）</translation>
    </message>
    <message>
        <source>{framework} does not split this model&apos;s {layers} layers by context parallelism; allowed: 1 (the profiles that do: {others})</source>
        <translation>{framework} 不以上下文平行切分此模型的 {layers} 層；允許：1（支援的設定檔：{others}）</translation>
    </message>
    <message>
        <source>{framework} does not train in {precision}; allowed: {allowed}</source>
        <translation>{framework} 不以 {precision} 訓練；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not train sparse attention (DeepSeek Sparse Attention) through sparse kernels (transformers runs it as dense attention under a token mask, not modelled); allowed: {allowed}</source>
        <translation>{framework} 不以稀疏核心訓練稀疏注意力（DeepSeek Sparse Attention）（transformers 以 token 遮罩下的稠密注意力執行，未建模）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} has no kernels for the checkpoint&apos;s {format} weights on the {gpu} ({on}); allowed: {allowed}</source>
        <translation>{framework} 沒有在 {gpu}（{on}）上執行檢查點 {format} 權重的核心；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} has no kernels for {format} weights on the {gpu} ({on}); allowed: {allowed}</source>
        <translation>{framework} 沒有在 {gpu}（{on}）上執行 {format} 權重的核心；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} has no sparse-attention kernels for the {gpu}; allowed: {allowed}</source>
        <translation>{framework} 沒有適用於 {gpu} 的稀疏注意力核心；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} keeps the checkpoint&apos;s {kv} KV caches only on GPUs with {cores} tensor cores, which the {gpu} lacks; allowed: {allowed}</source>
        <translation>{framework} 只在具備 {cores} 張量核心的 GPU 上保存檢查點的 {kv} KV 快取，而 {gpu} 沒有；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} keeps {kv} KV caches only on GPUs with {cores} tensor cores, which the {gpu} lacks; allowed: {allowed}</source>
        <translation>{framework} 只在具備 {cores} 張量核心的 GPU 上保存 {kv} KV 快取，而 {gpu} 沒有；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} leaves {rest} outside mem_fraction_static for activations and CUDA graphs; they need {need}.</source>
        <translation>{framework} 在 mem_fraction_static 之外只留 {rest} 給活化值與 CUDA graphs；它們需要 {need}。</translation>
    </message>
    <message>
        <source>{framework} loads no {format} weights; allowed: {allowed}</source>
        <translation>{framework} 不載入 {format} 權重；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} offers no {kv} KV cache; allowed: {allowed}</source>
        <translation>{framework} 不提供 {kv} KV 快取；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} offloads the optimizer through DeepSpeed&apos;s ZeRO-Offload, whose host steps DeepSpeedCPUAdam or DeepSpeedCPULion with fp32 states: {optimizer} is replaced by CPU Adam (accelerate) or refused (DeepSpeed); allowed: {allowed} (or offload none)</source>
        <translation>{framework} 透過 DeepSpeed 的 ZeRO-Offload 卸載優化器，主機端以 fp32 狀態執行 DeepSpeedCPUAdam 或 DeepSpeedCPULion：{optimizer} 會被換成 CPU Adam（accelerate）或被拒絕（DeepSpeed）；允許：{allowed}（或 offload none）</translation>
    </message>
    <message>
        <source>{framework} ran {architecture} models up to its release {until} and has removed them since ({source}): this plan holds for that release or an earlier one.</source>
        <translation>{framework} 到 {until} 版為止支援 {architecture} 模型，之後已移除（{source}）：本方案適用於該版本或更早版本。</translation>
    </message>
    <message>
        <source>{framework} runs each replica of {tp} GPUs as {flags}, counting its data-parallel ranks beside tensor parallelism, so its own -tp N -dp M is tp N × M with attention_dp M here: {source}.</source>
        <translation>{framework} 以 {flags} 執行每個 {tp} 張 GPU 的副本，把資料平行 rank 與張量平行分開計數，因此它自己的 -tp N -dp M 在此為 tp N × M、attention_dp M：{source}。</translation>
    </message>
    <message>
        <source>{framework} runs multi-step scheduling without speculative decoding; allowed: 1 with speculative decoding</source>
        <translation>{framework} 的多步排程不能搭配推測解碼；允許：使用推測解碼時為 1</translation>
    </message>
    <message>
        <source>{framework} runs on {architectures} GPUs, not the {gpu} ({architecture}); allowed: {allowed}</source>
        <translation>{framework} 只在 {architectures} GPU 上執行，不支援 {gpu}（{architecture}）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} runs on {vendor} GPUs only, not the {gpu}; allowed: {allowed}</source>
        <translation>{framework} 只在 {vendor} GPU 上執行，不支援 {gpu}；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} runs the checkpoint&apos;s {format} weights only on GPUs with {cores} tensor cores, which the {gpu} lacks; allowed: {allowed}</source>
        <translation>{framework} 只在具備 {cores} 張量核心的 GPU 上執行檢查點的 {format} 權重，而 {gpu} 沒有；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} runs {architecture} models since {since}.</source>
        <translation>{framework} 自 {since} 起支援 {architecture} 模型。</translation>
    </message>
    <message>
        <source>{framework} runs {architecture} models since {since}: {note}.</source>
        <translation>{framework} 自 {since} 起支援 {architecture} 模型：{note}。</translation>
    </message>
    <message>
        <source>{framework} runs {architecture} models: {note}.</source>
        <translation>{framework} 執行 {architecture} 模型：{note}。</translation>
    </message>
    <message>
        <source>{framework} runs {format} weights only on GPUs with {cores} tensor cores, which the {gpu} lacks; allowed: {allowed}</source>
        <translation>{framework} 只在具備 {cores} 張量核心的 GPU 上執行 {format} 權重，而 {gpu} 沒有；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} steps {optimizers} only ({source}); allowed: {optimizers}</source>
        <translation>{framework} 只支援 {optimizers} 優化器（{source}）；允許：{optimizers}</translation>
    </message>
    <message>
        <source>{framework} trains FP8 through accelerate&apos;s Transformer Engine backend with ZeRO 1 to 3; allowed: 1, 2, 3</source>
        <translation>{framework} 透過 accelerate 的 Transformer Engine 後端以 ZeRO 1 到 3 進行 FP8 訓練；允許：1, 2, 3</translation>
    </message>
    <message>
        <source>{framework} trains mixture-of-experts layers through DeepSpeed-MoE (capacity-factor dispatch, no pipeline), which is not modelled; allowed: {allowed}</source>
        <translation>{framework} 透過 DeepSpeed-MoE 訓練混合專家層（容量因子分派、無管線），此方式未建模；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} trains on one GPU or as data-parallel copies (DDP), not {field} {value}; allowed: {allowed}</source>
        <translation>{framework} 只在單張 GPU 上或以資料平行副本（DDP）訓練，不支援 {field} {value}；允許：{allowed}</translation>
    </message>
    <message>
        <source>{framework} {versions} warms its sampler up at start by sorting the whole vocabulary ({vocab:,} tokens) for each of {rows:,} dummy requests: a start-up peak of {peak} where {counted} is counted here, for the releases whose sampler does not sort. On those releases the KV cache pool is {extra} smaller ({share:.0%} of {pool}); fewer sequences at once ({field}) lower the peak.</source>
        <translation>{framework} {versions} 啟動時預熱取樣器，為 {rows:,} 個虛擬請求逐一排序整個詞彙表（{vocab:,} 個 token）：啟動峰值達 {peak}，此處按取樣器不排序的版本只計入 {counted}。在這些版本上，KV 快取池少 {extra}（{pool} 的 {share:.0%}）；減少同時處理的序列數（{field}）可降低峰值。</translation>
    </message>
    <message>
        <source>{framework} {versions} warms its sampler up at start by sorting the whole vocabulary ({vocab:,} tokens) for each of {rows:,} dummy requests: a start-up peak of {peak} where {counted} is counted here, for the releases whose sampler does not sort. Those releases leave a KV cache pool that cannot hold one request at the full context and do not start; fewer sequences at once ({field}) lower the peak.</source>
        <translation>{framework} {versions} 啟動時預熱取樣器，為 {rows:,} 個虛擬請求逐一排序整個詞彙表（{vocab:,} 個 token）：啟動峰值達 {peak}，此處按取樣器不排序的版本只計入 {counted}。這些版本留下的 KV 快取池容不下一個完整上下文的請求，無法啟動；減少同時處理的序列數（{field}）可降低峰值。</translation>
    </message>
    <message>
        <source>{framework}&apos;s KV cache pool holds {held:,} of the plan&apos;s {batch:,} sequences at the full context ({context:,} tokens). The server starts (it needs one) and admits requests by the KV blocks they use: the serving figures give the concurrent requests at the average length.</source>
        <translation>{framework} 的 KV 快取池在完整上下文（{context:,} 個 token）下可容納計畫 {batch:,} 個序列中的 {held:,} 個。伺服器可以啟動（只需容納一個），並依請求實際使用的 KV 區塊接受請求：並行請求數（以平均長度計）見服務相關數值。</translation>
    </message>
    <message>
        <source>{framework}&apos;s PPO trainer samples one completion per prompt; allowed: 1</source>
        <translation>{framework} 的 PPO 訓練器每個提示只取樣一個回覆；允許：1</translation>
    </message>
    <message>
        <source>{framework}&apos;s PPO trainer scores completions with a reward model; allowed: model</source>
        <translation>{framework} 的 PPO 訓練器以獎勵模型為回覆評分；允許：model</translation>
    </message>
    <message>
        <source>{framework}&apos;s multi-GPU recipes differ from its single-device ones and the plan follows its GPU count: from one GPU to several, {changes}. Memory per GPU can rise when a second GPU is added; set these fields to keep one recipe&apos;s values.</source>
        <translation>{framework} 的多 GPU 配方與其單卡配方不同，計畫會依 GPU 數量採用對應的配方：從一張 GPU 改為多張時，{changes}。因此加上第二張 GPU 時，每張 GPU 的記憶體可能不減反增；若要固定其中一種配方的值，請自行設定這些欄位。</translation>
    </message>
    <message>
        <source>{framework}: how its weights reach the engine is not stated; planned as one handle per tensor</source>
        <translation>{framework}：未說明其權重如何傳到推論引擎；按每個張量一個控制代碼規劃</translation>
    </message>
    <message>
        <source>{gb:.3g} GB: every tensor as llama-quantize stores it for {name} ({storage}; token embedding at the default type, norms in F32)</source>
        <translation>{gb:.3g} GB：每個張量都依 llama-quantize 為 {name} 儲存的方式計算（{storage}；詞嵌入層為預設類型，正規化層為 F32）</translation>
    </message>
    <message>
        <source>{gpus:,} GPU in all (one replica of one GPU)</source>
        <translation>共 {gpus:,} 張 GPU（1 個副本，每個 1 張 GPU）</translation>
    </message>
    <message>
        <source>{gpus:,} GPUs in all ({replicas:,.0f} × {per}: replicas × GPUs each)</source>
        <translation>共 {gpus:,} 張 GPU（{replicas:,.0f} × {per}：副本數 × 每個副本的 GPU 數）</translation>
    </message>
    <message>
        <source>{gpus:,} GPUs in all: {replicas:,.0f} decode and {prefill:,} prefill replica(s) of {per} GPUs (the plan&apos;s {plan_prefill:,} prefill to {plan_decode:,} decode, rounded up)</source>
        <translation>共 {gpus:,} 張 GPU：{replicas:,.0f} 個解碼副本與 {prefill:,} 個預填充副本，每個 {per} 張 GPU（依計畫 {plan_prefill:,} 個預填充對 {plan_decode:,} 個解碼的比例，無條件進位）</translation>
    </message>
    <message>
        <source>{gpus} GPUs × {hours:,.0f} hours = {billed:,.0f} GPU-hours</source>
        <translation>{gpus} 張 GPU × {hours:,.0f} 小時 = {billed:,.0f} GPU 小時</translation>
    </message>
    <message>
        <source>{gpus} {gpu} do not fit one node: {machine} holds at most {most}; allowed: 1 to {most} (add nodes for more)</source>
        <translation>{gpus} 張 {gpu} 裝不進一個節點：{machine}最多容納 {most} 張；允許：1 到 {most}（更多請增加節點）</translation>
    </message>
    <message>
        <source>{gpus} × {tdp:,.0f} W of GPUs with the CPU and the rest draw {steady:,.0f} W; with {headroom:g} × headroom for the GPUs&apos; power spikes the supply is {psu:,.0f} W.</source>
        <translation>{gpus} × {tdp:,.0f} W 的 GPU 加上 CPU 與其他元件耗電 {steady:,.0f} W；為 GPU 的瞬間功耗突波留 {headroom:g} 倍餘裕，電源需 {psu:,.0f} W。</translation>
    </message>
    <message>
        <source>{gpu} datasheet</source>
        <translation>{gpu} 規格表</translation>
    </message>
    <message>
        <source>{gpu} datasheet ({dtype} dense)</source>
        <translation>{gpu} 規格表（{dtype} 稠密）</translation>
    </message>
    <message>
        <source>{gpu} datasheet TDP</source>
        <translation>{gpu} 規格表 TDP</translation>
    </message>
    <message>
        <source>{gpu} datasheet bandwidth</source>
        <translation>{gpu} 規格表頻寬</translation>
    </message>
    <message>
        <source>{gpu} is sold liquid-cooled only</source>
        <translation>{gpu} 僅以液冷系統出售</translation>
    </message>
    <message>
        <source>{gpu}: a price this run needs is unknown</source>
        <translation>{gpu}：此執行所需的某個價格未知</translation>
    </message>
    <message>
        <source>{gpu}: layers {first}–{last}, {need} of {have}</source>
        <translation>{gpu}：第 {first}–{last} 層，{need}／{have}</translation>
    </message>
    <message>
        <source>{gpu}: measured (catalog)</source>
        <translation>{gpu}：實測值（目錄）</translation>
    </message>
    <message>
        <source>{gpu}: no published maximum power, so its electricity is unknown</source>
        <translation>{gpu}：沒有公開的最大功率，因此電費未知</translation>
    </message>
    <message>
        <source>{gpu}: no purchase price (set {field})</source>
        <translation>{gpu}：沒有購買價格（請設定 {field}）</translation>
    </message>
    <message>
        <source>{gpu}: no rental price in this price set (set {field})</source>
        <translation>{gpu}：此價格組沒有租用價格（請設定 {field}）</translation>
    </message>
    <message>
        <source>{groups} groups do not divide the {tp} tensor-parallel GPUs (each group runs attention on tp ÷ groups of them); allowed: {allowed}</source>
        <translation>{groups} 個群組不能整除 {tp} 張張量平行 GPU（每個群組在 tp ÷ 群組數張 GPU 上執行注意力）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{groups} groups do not divide the {tp} tensor-parallel GPUs (each group runs attention on tp ÷ groups of them); allowed: {allowed} — an engine&apos;s data-parallel size {groups} on a dense model is {groups} independent replicas: attention_dp 1 here, the GPUs holding the replicas</source>
        <translation>{groups} 組無法整除 {tp} 張張量平行 GPU（每組以其中 tp ÷ 組數 張 GPU 執行注意力）；允許：{allowed}——引擎在稠密模型上的資料平行大小 {groups} 就是 {groups} 個獨立副本：在此為 attention_dp 1，由 GPU 數容納這些副本</translation>
    </message>
    <message>
        <source>{groups} groups do not divide the {tp} tensor-parallel GPUs (each group runs attention on tp ÷ groups of them); allowed: {allowed} — an engine&apos;s data-parallel size {groups} over tensor parallelism {tp} is tp {whole} with attention_dp {groups} here</source>
        <translation>{groups} 個群組不能整除 {tp} 張張量平行 GPU（每個群組在 tp ÷ 群組數張 GPU 上執行注意力）；允許：{allowed}——推論引擎的資料平行數 {groups} 配張量平行 {tp}，在此對應 tp {whole} 加 attention_dp {groups}</translation>
    </message>
    <message>
        <source>{heads} attention heads must be a multiple of the {kv} key/value heads</source>
        <translation>{heads} 個注意力頭必須是 {kv} 個鍵值頭的倍數</translation>
    </message>
    <message>
        <source>{heads} attention heads must be a multiple of the {kv} key/value heads of the full-attention layers</source>
        <translation>{heads} 個注意力頭必須是全注意力層 {kv} 個鍵值頭的倍數</translation>
    </message>
    <message>
        <source>{hours:,.0f} GPU-hours for the plan&apos;s GPU</source>
        <translation>方案的 GPU 共 {hours:,.0f} GPU 小時</translation>
    </message>
    <message>
        <source>{kernels} {row}</source>
        <translation>{kernels}{row}</translation>
    </message>
    <message>
        <source>{layers} exceeds the {per_stage} layers of a pipeline stage; allowed: 1 to {per_stage}</source>
        <translation>{layers} 超過一個管線階段的 {per_stage} 層；允許：1 到 {per_stage}</translation>
    </message>
    <message>
        <source>{layers} is outside the allowed range 1 ≤ LoRA layers ≤ {most} (the model&apos;s layers)</source>
        <translation>{layers} 超出允許範圍 1 ≤ LoRA 層數 ≤ {most}（模型的層數）</translation>
    </message>
    <message>
        <source>{layers} is outside the allowed range 1 ≤ trainable layers ≤ {most} (the model&apos;s layers)</source>
        <translation>{layers} 超出允許範圍 1 ≤ 可訓練層數 ≤ {most}（模型的層數）</translation>
    </message>
    <message>
        <source>{layers} trains in bf16 (fla&apos;s chunk_gated_delta_rule refuses float32); allowed: amp, mixed, mixed_fp32_grads, bf16, fp8, nvfp4</source>
        <translation>{layers} 以 bf16 訓練（fla 的 chunk_gated_delta_rule 拒絕 float32）；允許：amp, mixed, mixed_fp32_grads, bf16, fp8, nvfp4</translation>
    </message>
    <message>
        <source>{letters} layer kinds for {layers} layers: one a layer</source>
        <translation>層類型有 {letters} 個，與 {layers} 層不符（每層一個）</translation>
    </message>
    <message>
        <source>{link} inside the node</source>
        <translation>節點內經 {link}</translation>
    </message>
    <message>
        <source>{mean:,} tokens is above the longest completion (completion_len {longest:,}); allowed: 1 to {longest:,}</source>
        <translation>{mean:,} 個 token 超過最長回覆（completion_len {longest:,}）；允許：1 到 {longest:,}</translation>
    </message>
    <message>
        <source>{method} compares the policy with a reference; allowed: model, precomputed</source>
        <translation>{method} 會將策略模型與參考模型比較；允許：model, precomputed</translation>
    </message>
    <message>
        <source>{method} generates completions; {model} is an encoder-only model (no causal decoder) and generates nothing; allowed: {allowed}</source>
        <translation>{method} 需要生成回覆；{model} 是純編碼器模型（沒有因果解碼器），無法生成；允許：{allowed}</translation>
    </message>
    <message>
        <source>{model} has no experts to keep on the CPU; allowed: unset (or gpu_layers for whole layers)</source>
        <translation>{model} 沒有可放在 CPU 的專家；允許：未設定（或以 gpu_layers 指定整層）</translation>
    </message>
    <message>
        <source>{model} has no multi-token-prediction layers; allowed: none, ngram, eagle, draft (mtp: DeepSeek-V3/R1, GLM-4.5, Qwen3-Next, MiMo and others that ship them)</source>
        <translation>{model} 沒有多 token 預測（MTP）層；允許：none, ngram, eagle, draft（mtp：DeepSeek-V3/R1、GLM-4.5、Qwen3-Next、MiMo 等附帶此類層的模型）</translation>
    </message>
    <message>
        <source>{model} has {heads} attention heads, which tp {tp} does not divide (it is split as the policy is); allowed: a model whose head count tp divides</source>
        <translation>{model} 有 {heads} 個注意力頭，tp {tp} 不能整除（它按策略模型的方式切分）；允許：注意力頭數能被 tp 整除的模型</translation>
    </message>
    <message>
        <source>{model} has {layers} layers, fewer than the {pp} pipeline stages it is split into; allowed: a model with at least as many layers</source>
        <translation>{model} 只有 {layers} 層，少於它被切分成的 {pp} 個管線階段；允許：層數至少一樣多的模型</translation>
    </message>
    <message>
        <source>{model} is a mixture of experts: LoRA and QLoRA keep every expert resident although few run per token, so the frozen {total_b:.0f}B weights alone are {bf16} in bf16 and {nf4} in QLoRA&apos;s 4-bit NF4.</source>
        <translation>{model} 是混合專家模型：LoRA 與 QLoRA 雖然每個 token 只執行少數專家，仍須讓所有專家常駐，因此凍結的 {total_b:.0f}B 權重本身在 bf16 下就是 {bf16}，在 QLoRA 的 4 位元 NF4 下為 {nf4}。</translation>
    </message>
    <message>
        <source>{model} names the output projections of its attention and of its short convolutions alike (out_proj): a LoRA config that targets out_proj adapts both, where this plan gives adapters to the attention layers&apos; only</source>
        <translation>{model} 的注意力與短卷積的輸出投影同名（out_proj）：以 out_proj 為目標的 LoRA 設定會兩者都加上適配器，而本方案只在注意力層加上</translation>
    </message>
    <message>
        <source>{model} routes each token to {k} of {experts} experts in 4 bits: {engine} multiplies them in W4A16 fused-MoE kernels (Marlin&apos;s; for MXFP4 on Hopper, Triton&apos;s matmul_ogs, taken at Marlin&apos;s rate), timed here at {share:.1%} of the bf16 peak, what Marlin&apos;s measured in prefill on an H100 (SGLang PR #38884), rather than at the prefill utilisation of the rest: where prefill and large decode batches are bound by compute, they take longer by as much (Explain: prefill tokens/s).</source>
        <translation>{model} 每個 token 路由到 {experts} 個 4 位元專家中的 {k} 個：{engine} 在 W4A16 融合 MoE 核心中相乘它們（Marlin 的；Hopper 上的 MXFP4 走 Triton 的 matmul_ogs，以 Marlin 的速率計），此處以 bf16 峰值的 {share:.1%} 計時——即 Marlin 在 H100 上預填充時的實測比例（SGLang PR #38884）——而非其餘部分的預填充使用率；預填充與大批次解碼受算力限制時，會相應變長（計算說明：預填充吞吐量）。</translation>
    </message>
    <message>
        <source>{model} routes each token to {k} of {experts} experts, and {engine}&apos;s MoE kernels reach far less of the peak on such narrow expert matrices than the prefill utilisation planned here (vLLM&apos;s Triton kernel benchmarks: about 33% of the bf16 peak for 128 experts of 704 on an H200, where Mixtral&apos;s 8 wide experts reach 49%; vLLM PRs #44818, #24700), measured only for {measured}. Published runs of such models took 2–4× the time to first token planned this way (LIMITS.md): treat prefill speed and TTFT as optimistic.</source>
        <translation>{model} 每個 token 路由到 {experts} 個專家中的 {k} 個，而 {engine} 的 MoE 核心在這種窄的專家矩陣上達到的峰值比例，遠低於此處規劃的預填充使用率（vLLM 的 Triton 核心基準：H200 上 128 個寬 704 的專家約為 bf16 峰值的 33%，Mixtral 的 8 個寬專家則達 49%；vLLM PR #44818、#24700），且只測過{measured}。此類模型的已發表實測，首 token 時間為依此規劃的 2–4 倍（LIMITS.md）：請將預填充速度與 TTFT 視為偏樂觀。</translation>
    </message>
    <message>
        <source>{model} routes each token to {k} of {experts} experts: {engine}&apos;s fused-MoE kernels are timed here at {share:.1%} of the {dtype} peak, what kernel timings of such experts on this GPU family reach with {rows:,.0f} rows per expert (prompt steps of {tokens:,.0f} tokens), rather than at the prefill utilisation of the rest: prefill and large decode batches take longer by as much (Explain: prefill tokens/s).</source>
        <translation>{model} 每個 token 路由到 {experts} 個專家中的 {k} 個：{engine} 的融合 MoE 核心在此以 {dtype} 峰值的 {share:.1%} 計時，這是此類專家在此 GPU 系列上、每個專家 {rows:,.0f} 列（預填充步驟 {tokens:,.0f} 個 token）時的核心實測值，而非其餘部分的預填充使用率：預填充與大批次解碼因此相應變慢（說明：預填充 token/s）。</translation>
    </message>
    <message>
        <source>{model}&apos;s sparse attention is timed by the FLOPs and bytes its kernels move; published runs were slower: vLLM 0.14&apos;s prefill of 2,048-token prompts on 2 GB300 ran at a third of the rate planned this way, and SGLang&apos;s decode on 8 B200 took 1.7–2.4× the time per token (LIMITS.md): treat its speeds as optimistic.</source>
        <translation>{model} 的稀疏注意力依其核心搬移的 FLOPs 與位元組計時；已發表的實測較慢：vLLM 0.14 在 2 張 GB300 上預填 2,048 token 的提示，速率僅為此法估算的三分之一；SGLang 在 8 張 B200 上解碼，每個 token 耗時為估算的 1.7–2.4 倍（LIMITS.md）：請將其速度視為樂觀估計。</translation>
    </message>
    <message>
        <source>{model}&apos;s {layers} layers with the embedding and the loss ({total}) are fewer than the pipeline&apos;s {chunks} model chunks; allowed: off, or fewer stages or virtual stages</source>
        <translation>{model} 的 {layers} 層加上嵌入與損失（共 {total}）少於管線的 {chunks} 個模型區塊；允許：off，或更少的階段或虛擬階段</translation>
    </message>
    <message>
        <source>{model}&apos;s {mixer} layers are counted as their fused training kernels keep them ({packages}); without those packages transformers falls back to its torch scan, which keeps far more memory and runs far slower.</source>
        <translation>{model} 的 {mixer} 層依其融合訓練核心保留的張量計算（{packages}）；缺少這些套件時，transformers 會改用 torch 掃描實作，記憶體用量多得多，速度也慢得多。</translation>
    </message>
    <message>
        <source>{module}: {why}; allowed for this plan: {allowed}</source>
        <translation>{module}：{why}；此方案允許：{allowed}</translation>
    </message>
    <message>
        <source>{most:,} cannot be: the average ({mean:,}) is already the shortest possible ({floor:,}), so every {what} has exactly that length; allowed: {mean:,}</source>
        <translation>{most:,} 不可能：平均值（{mean:,}）已是最短可能的長度（{floor:,}），所以每個{what}都恰好是這個長度；允許：{mean:,}</translation>
    </message>
    <message>
        <source>{mt}: {why}</source>
        <translation>{mt}：{why}</translation>
    </message>
    <message>
        <source>{need:,.0f} GB is more than a {kind} server holds (~{limit:,} GB): shard the loading (ZeRO-3, FSDP) or offload less</source>
        <translation>{need:,.0f} GB 超過一台 {kind} 伺服器可容納的量（約 {limit:,} GB）：請分片載入（ZeRO-3、FSDP）或減少卸載</translation>
    </message>
    <message>
        <source>{n} of {layers}</source>
        <translation>{layers} 層中的 {n} 層</translation>
    </message>
    <message>
        <source>{other} ({other_maker}) and the {gpu} ({maker}) are not driven by one serving engine; allowed: {maker} cards</source>
        <translation>{other}（{other_maker}）與 {gpu}（{maker}）無法由同一個推論引擎驅動；允許：{maker} 顯示卡</translation>
    </message>
    <message>
        <source>{pp} exceeds the model&apos;s {layers} layers; allowed: 1 to {layers}</source>
        <translation>{pp} 超過模型的 {layers} 層；允許：1 到 {layers}</translation>
    </message>
    <message>
        <source>{pp} stage(s) (pp {pp}) need {pp} count(s), each at least 1, adding up to the model&apos;s {layers} layers (given {split})</source>
        <translation>{pp} 個階段（pp {pp}）需要 {pp} 個層數，每個至少 1，總和等於模型的 {layers} 層（給定 {split}）</translation>
    </message>
    <message>
        <source>{prefill} of the plan&apos;s {dp} replica(s) of tp × pp = {gpus} GPUs leave none to decode; allowed: 0 … {most}, or more GPUs</source>
        <translation>方案的 {dp} 個副本（每個 tp × pp = {gpus} 張 GPU）中有 {prefill} 個只做預填充，沒有副本留下來解碼；允許：0 … {most}，或更多 GPU</translation>
    </message>
    <message>
        <source>{prefix:,} exceeds the prompt ({prompt:,} tokens); allowed: 0 to prompt_tokens</source>
        <translation>{prefix:,} 超過提示長度（{prompt:,} 個 token）；允許：0 到 prompt_tokens</translation>
    </message>
    <message>
        <source>{provider} ({date})</source>
        <translation>{provider}（{date}）</translation>
    </message>
    <message>
        <source>{provider}, {date}: {citation}</source>
        <translation>{provider}，{date}：{citation}</translation>
    </message>
    <message>
        <source>{region} default</source>
        <translation>{region} 預設值</translation>
    </message>
    <message>
        <source>{rollout_gpus} leaves no GPU to train on; allowed: 1 to {most}</source>
        <translation>{rollout_gpus} 會讓訓練沒有 GPU 可用；允許：1 到 {most}</translation>
    </message>
    <message>
        <source>{schedule} places its own chunks; virtual stages are interleaved 1F1B&apos;s; allowed: 1 (or pp_schedule {one_f_one_b})</source>
        <translation>{schedule}自行安排其區塊；虛擬階段屬於交錯式 1F1B；允許：1（或 pp_schedule {one_f_one_b}）</translation>
    </message>
    <message>
        <source>{seconds:g} s of video ({frames:,} frames) take {tokens:,} video tokens ({groups:,} groups of {per:,}) and the images {images:,} more, more than the {room:,} of {length}; allowed: a shorter or smaller video, or a longer {length}</source>
        <translation>{seconds:g} 秒影片（{frames:,} 影格）佔用 {tokens:,} 個影片 token（{groups:,} 組，每組 {per:,}），影像另佔 {images:,} 個，超過 {length} 的 {room:,}；允許：更短或更小的影片，或更長的 {length}</translation>
    </message>
    <message>
        <source>{seconds:g} s of video ({frames:,} frames) take {tokens:,} video tokens ({groups:,} groups of {per:,}), more than the {room:,} of {length}; allowed: a shorter or smaller video, or a longer {length}</source>
        <translation>{seconds:g} 秒影片（{frames:,} 影格）佔用 {tokens:,} 個影片 token（{groups:,} 組，每組 {per:,}），超過 {length} 的 {room:,}；允許：更短或更小的影片，或更長的 {length}</translation>
    </message>
    <message>
        <source>{sequences:,} sequences is not a multiple of micro-batch × data-parallel ranks ({micro_batch} × {dp} = {per_step:,}); allowed: multiples of {per_step:,} sequences</source>
        <translation>{sequences:,} 個序列不是微批次 × 資料平行進程數（{micro_batch} × {dp} = {per_step:,}）的倍數；允許：{per_step:,} 個序列的倍數</translation>
    </message>
    <message>
        <source>{share:.1%} of parameters (block linear layers) at {per:.4g} B ({storage}); embeddings, lm_head, norms and routers at {extras:g} B</source>
        <translation>{share:.1%} 的參數（區塊內的線性層）每個 {per:.4g} B（{storage}）；嵌入層、lm_head、正規化層與路由器每個 {extras:g} B</translation>
    </message>
    <message>
        <source>{share:.1%} of parameters (block linear layers) at {per:.4g} B ({storage}); embeddings, lm_head, norms and routers at {extras:g} B (prepare_model_for_kbit_training upcasts them to fp32)</source>
        <translation>{share:.1%} 的參數（區塊內的線性層）每個 {per:.4g} B（{storage}）；嵌入層、lm_head、正規化層與路由器每個 {extras:g} B（prepare_model_for_kbit_training 將它們轉為 fp32）</translation>
    </message>
    <message>
        <source>{share:.1%} of parameters (block linear layers, embedding and lm_head) at {per:.4g} B ({storage}); norms and routers at 2 B</source>
        <translation>{share:.1%} 的參數（各層線性層、嵌入層與 lm_head）每個 {per:.4g} B（{storage}）；正規化層與路由器每個 2 B</translation>
    </message>
    <message>
        <source>{stage} of {stages}</source>
        <translation>第 {stage} 段（共 {stages} 段）</translation>
    </message>
    <message>
        <source>{task} plans with one GPU type; allowed: unset (a machine of unequal cards is estimated with its GPU given)</source>
        <translation>{task} 只以單一 GPU 型號規劃；允許：未設定（混用不同卡的機器請在指定 GPU 後估算）</translation>
    </message>
    <message>
        <source>{text} is not a date; write it as YYYY-MM-DD, e.g. 2026-12-01</source>
        <translation>{text} 不是日期；請寫成 YYYY-MM-DD，例如 2026-12-01</translation>
    </message>
    <message>
        <source>{tokens:,} is not a whole number of {seq_len:,}-token sequences; allowed: multiples of {seq_len:,}</source>
        <translation>{tokens:,} 不是整數個 {seq_len:,} token 序列；允許：{seq_len:,} 的倍數</translation>
    </message>
    <message>
        <source>{tp} does not divide the model&apos;s {heads} attention heads; allowed: a divisor of the head count</source>
        <translation>{tp} 不能整除模型的 {heads} 個注意力頭；允許：注意力頭數的因數</translation>
    </message>
    <message>
        <source>{tp} does not divide the number of GPUs ({gpus}); allowed: {allowed}</source>
        <translation>{tp} 不能整除 GPU 數（{gpus}）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{tp} does not divide the number of training GPUs ({gpus}); allowed: {allowed}</source>
        <translation>{tp} 不能整除訓練 GPU 數（{gpus}）；允許：{allowed}</translation>
    </message>
    <message>
        <source>{tp} must divide the {gpus} GPUs the inference engine runs on</source>
        <translation>{tp} 必須能整除推論引擎使用的 {gpus} 張 GPU</translation>
    </message>
    <message>
        <source>{tp} {gpu} machines share no fast link for tensor parallelism; allowed: 1 (pipeline stages or replicas across machines)</source>
        <translation>{tp} 台 {gpu} 機器之間沒有可供張量平行的高速互連；允許：1（跨機器請用管線階段或副本）</translation>
    </message>
    <message>
        <source>{value:,} is out of range; allowed: {lo:,}–{hi:,}</source>
        <translation>{value:,} 超出範圍；允許：{lo:,}–{hi:,}</translation>
    </message>
    <message>
        <source>{value} is not a power of two; allowed: 1, 2, 4, … {most:,} tokens</source>
        <translation>{value} 不是 2 的冪；允許：1, 2, 4, … {most:,} 個 token</translation>
    </message>
    <message>
        <source>{value} is not supported (nearest supported: {near}; {count} model types in all, listed in docs/CLI.md)</source>
        <translation>不支援 {value}（最接近的已支援類型：{near}；共 {count} 種模型類型，列於 docs/CLI.md）</translation>
    </message>
    <message>
        <source>{value} is not supported ({count} model types in all, listed in docs/CLI.md)</source>
        <translation>不支援 {value}（共 {count} 種模型類型，列於 docs/CLI.md）</translation>
    </message>
    <message>
        <source>{value} is out of range; allowed: ≤ 10^12</source>
        <translation>{value} 超出範圍；允許：≤ 10^12</translation>
    </message>
    <message>
        <source>{value} is out of range; allowed: ≥ {lo}</source>
        <translation>{value} 超出範圍；允許：≥ {lo}</translation>
    </message>
    <message>
        <source>{value} is outside the allowed range {range}</source>
        <translation>{value} 超出允許範圍 {range}</translation>
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
        <translation>購置</translation>
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
        <source>workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>{currency} per US dollar (catalog)</source>
        <translation>每美元兌 {currency}（目錄）</translation>
    </message>
    <message>
        <source>No purchase price for the {gpu}: set {field}.</source>
        <translation>{gpu} 沒有購買價格：請設定 {field}。</translation>
    </message>
    <message>
        <source>4-bit weights read at a 16-bit GEMV&apos;s bandwidth: no 4-bit kernel measured on this GPU&apos;s architecture</source>
        <translation>4 位元權重以 16 位元 GEMV 的頻寬讀取：此 GPU 架構上未測量過 4 位元核心函式</translation>
    </message>
    <message>
        <source>4-bit weights read at {share} of a 16-bit GEMV&apos;s bandwidth (Marlin-class kernels, measured on this architecture)</source>
        <translation>4 位元權重以 16 位元 GEMV 頻寬的 {share} 讀取（Marlin 類核心函式，於此架構上實測）</translation>
    </message>
    <message>
        <source>4-bit weights read at {share} of a 16-bit GEMV&apos;s bandwidth: not measured on this GPU&apos;s architecture, the nearest measured one&apos;s</source>
        <translation>4 位元權重以 16 位元 GEMV 頻寬的 {share} 讀取：此 GPU 架構未經測量，採用最接近的已測架構之值</translation>
    </message>
    <message>
        <source>A {years}-year commitment bills every hour of its term, busy or not: {term}. This run&apos;s {used:,.0f} GPU-hours are {share:.1%} of them; the cost shown is that share, the commitment costs the whole term.</source>
        <translation>{years} 年承諾用量在承諾期內每小時都計費，不論是否使用：{term}。本次執行的 {used:,.0f} GPU 小時佔其中 {share:.1%}；顯示的成本是這一部分，承諾本身須支付整個期間。</translation>
    </message>
    <message>
        <source>Across nodes {options} would be a tenth faster or more on a faster network than the one assumed by their GPU class (see Network per node in their estimate); set {field} to your network&apos;s.</source>
        <translation>跨節點時，{options} 若網路比按其 GPU 類別假設的更快，會快十分之一以上（見其估算中的「每節點網路頻寬」）；請將 {field} 設為你的網路。</translation>
    </message>
    <message>
        <source>At {n} GPUs ({strategy}) each holds {per_gpu} against {usable} usable.</source>
        <translation>在 {n} 張 GPU（{strategy}）時每張需 {per_gpu}，可用 {usable}。</translation>
    </message>
    <message>
        <source>Axolotl&apos;s MiniMax example is MiniMax-M2&apos;s; none runs Text-01/M1</source>
        <translation>Axolotl 的 MiniMax 範例是 MiniMax-M2 的；沒有一個執行 Text-01/M1</translation>
    </message>
    <message>
        <source>Below this price per GPU-hour renting is cheaper for this run, above it owning is (at the workload&apos;s duty cycle and amortisation).</source>
        <translation>每 GPU 小時價格低於此值時，本次執行租用較便宜；高於此值則自購較便宜（依工作負載的使用時間比例與折舊年限）。</translation>
    </message>
    <message>
        <source>Even one user misses the latency targets on this plan ({missed}): add tensor parallelism, a faster GPU or a smaller format.</source>
        <translation>此方案連一位使用者都達不到延遲目標（{missed}）：請增加張量平行、改用更快的 GPU 或更小的格式。</translation>
    </message>
    <message>
        <source>Fits only with paging: {out} of paged optimizer states live in host RAM and cross PCIe at every optimizer step.</source>
        <translation>僅在分頁下容納得下：{out} 的分頁優化器狀態存放在主機記憶體，每次優化器步驟都要經 PCIe 傳輸。</translation>
    </message>
    <message>
        <source>Mamba-2 layers keep what mamba_ssm&apos;s fused training kernel saves (its input projection&apos;s output, the scan&apos;s output, the gated norm&apos;s rsigma where it has one); without the kernels (transformers&apos; torch fallback) they keep far more</source>
        <translation>Mamba-2 層保留 mamba_ssm 融合訓練核心存下的張量（輸入投影的輸出、掃描的輸出，有門控正規化時還有其 rsigma）；沒有這些核心時（transformers 的 torch 後備實作）會保留多得多</translation>
    </message>
    <message>
        <source>Needs {need} per GPU; the {gpu} has {have}.</source>
        <translation>每張 GPU 需要 {need}；{gpu} 只有 {have}。</translation>
    </message>
    <message>
        <source>Needs {need} per GPU; {framework} may use {have} of the {gpu}.</source>
        <translation>每張 GPU 需要 {need}；{framework} 在 {gpu} 上最多可用 {have}。</translation>
    </message>
    <message>
        <source>No token count given: assuming 1B training tokens (set {field}).</source>
        <translation>未提供 token 數：假設訓練 10 億個 token（請設定 {field}）。</translation>
    </message>
    <message>
        <source>No token count given: assuming a 1B-token dataset, {epochs:g} epochs = {tokens_b:g}B training tokens (set {field}).</source>
        <translation>未提供 token 數：假設資料集為 10 億 token，{epochs:g} 個 epoch = {tokens_b:g}B 訓練 token（請設定 {field}）。</translation>
    </message>
    <message>
        <source>Rank {rank} adapters on {targets} matrices of {where} add r × (inputs + outputs) parameters each; the share follows the rank and the matrices adapted, not a fixed percentage, and the memory follows the frozen weights ({weights} per GPU).</source>
        <translation>{where} {targets} 個矩陣上的秩 {rank} 轉接器，各增加 r ×（輸入 + 輸出）個參數；這個比例取決於秩與調整的矩陣，不是固定百分比，而記憶體取決於凍結的權重（每張 GPU {weights}）。</translation>
    </message>
    <message>
        <source>The 20% stands for everything besides the weights; here the KV cache the GPUs hold for {batch:,} sequences of up to {context:,} tokens is {kv} and activations and runtime {rest} per replica: {extra:.0%} on top of the weights.</source>
        <translation>這 20% 代表權重以外的一切；此處每個副本的 GPU 為 {batch:,} 個最長 {context:,} 個 token 的序列保留的 KV 快取為 {kv}，活化值與執行環境為 {rest}：比權重多 {extra:.0%}。</translation>
    </message>
    <message>
        <source>The KV cache holds {limit:,.0f} requests ({length}); the other {waiting:,} of the plan&apos;s {batch:,} concurrent users wait for a slot.</source>
        <translation>KV 快取可容納 {limit:,.0f} 個請求（{length}）；方案的 {batch:,} 位同時使用者中，其餘 {waiting:,} 位須等待空位。</translation>
    </message>
    <message>
        <source>The inference engine&apos;s share ({budget}) does not hold its weights ({weights}) and one completion&apos;s KV cache: raise {field}.</source>
        <translation>推論引擎的份額（{budget}）容納不下它的權重（{weights}）加上一個回覆的 KV 快取：請調高 {field}。</translation>
    </message>
    <message>
        <source>The output layer stays in host RAM ({host}) and runs on the CPU: llama.cpp puts it on the GPU only when gpu_layers exceeds the model&apos;s layers (-ngl 99).</source>
        <translation>輸出層留在主機記憶體（{host}），由 CPU 執行：只有 GPU 層數超過模型層數時（-ngl 99），llama.cpp 才會把它放到 GPU。</translation>
    </message>
    <message>
        <source>The peak load of {peak:,.2f} requests/s at the latency targets needs {need:,.0f} replicas ({gpus} GPUs each: tensor × pipeline parallel); the plan has {have}.</source>
        <translation>在延遲目標下，{peak:,.2f} 個請求/秒的尖峰負載需要 {need:,.0f} 個副本（每個 {gpus} 張 GPU：張量 × 管線平行）；方案只有 {have} 個。</translation>
    </message>
    <message>
        <source>The peak load of {peak:,.2f} requests/s at the latency targets needs {need:,.0f} replicas of one GPU; the plan has {have}.</source>
        <translation>在延遲目標下，{peak:,.2f} 個請求/秒的尖峰負載需要 {need:,.0f} 個單張 GPU 的副本；方案只有 {have} 個。</translation>
    </message>
    <message>
        <source>The routed experts of layers 0 to {last} stay in host RAM ({host}) and run on the CPU: every generated token reads the experts it is routed to there, at the host&apos;s memory bandwidth.</source>
        <translation>第 0 到 {last} 層的路由專家留在主機記憶體（{host}），由 CPU 執行：每產生一個 token 都要以主機的記憶體頻寬讀取它被路由到的專家。</translation>
    </message>
    <message>
        <source>The {gpu} has no bf16: estimated as {framework} in fp16 with loss scaling (the same bytes per value, at the fp16 tensor-core rate).</source>
        <translation>{gpu} 不支援 bf16：以 {framework} 搭配損失縮放的 fp16 估算（每個數值的位元組相同，以 fp16 張量核心速率計）。</translation>
    </message>
    <message>
        <source>at least {gbit:,} Gb/s per node</source>
        <translation>每節點至少 {gbit:,} Gb/s</translation>
    </message>
    <message>
        <source>attention: {source}</source>
        <translation>注意力：{source}</translation>
    </message>
    <message>
        <source>cap {batch} at {users} concurrent users</source>
        <translation>將 {batch} 限制為 {users} 位同時使用者</translation>
    </message>
    <message>
        <source>checkpoint {label}: {gb:.3g} GB summed from the checkpoint&apos;s tensor headers</source>
        <translation>檢查點 {label}：{gb:.3g} GB，由檢查點的張量標頭加總而得</translation>
    </message>
    <message>
        <source>checkpoint {label}: {share:.1%} of parameters ({groups}) at {per:.4g} B, the rest at 2 B</source>
        <translation>檢查點 {label}：{share:.1%} 的參數（{groups}）每個 {per:.4g} B，其餘每個 2 B</translation>
    </message>
    <message>
        <source>cloud on-demand</source>
        <translation>雲端隨選</translation>
    </message>
    <message>
        <source>consumer</source>
        <translation>消費級</translation>
    </message>
    <message>
        <source>datacenter</source>
        <translation>資料中心</translation>
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
        <source>frozen: {storage}</source>
        <translation>凍結權重：{storage}</translation>
    </message>
    <message>
        <source>host: {source}</source>
        <translation>主機：{source}</translation>
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
        <source>loading: {how} ({framework})</source>
        <translation>載入：{how}（{framework}）</translation>
    </message>
    <message>
        <source>matmul: {source}</source>
        <translation>矩陣乘法：{source}</translation>
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
        <source>memory: {source}</source>
        <translation>受記憶體頻寬限制的核心：{source}</translation>
    </message>
    <message>
        <source>method: {source}</source>
        <translation>方法：{source}</translation>
    </message>
    <message>
        <source>more than {gbit:,} Gb/s per node</source>
        <translation>每節點超過 {gbit:,} Gb/s</translation>
    </message>
    <message>
        <source>ms-swift registers MiniMax-Text-01/M1 for inference only (swift/model/models/minimax.py: &apos;does not support training&apos;)</source>
        <translation>ms-swift 只為推論註冊 MiniMax-Text-01/M1（swift/model/models/minimax.py：&apos;does not support training&apos;）</translation>
    </message>
    <message>
        <source>needs both a rental and a purchase price</source>
        <translation>需要租用與購買兩種價格</translation>
    </message>
    <message>
        <source>no Granite 4.0-H model or converter in Megatron-Core or Megatron-Bridge (its Mamba-2 layers aside, Granite&apos;s multipliers have no Megatron counterpart)</source>
        <translation>Megatron-Core 與 Megatron-Bridge 都沒有 Granite 4.0-H 模型或轉換器（Mamba-2 層之外，Granite 的乘數在 Megatron 中沒有對應）</translation>
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
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>not in its supported-models table: it loads the model through transformers with a chat template you choose</source>
        <translation>不在其支援模型表中：它透過 transformers 載入模型，對話範本由你選擇</translation>
    </message>
    <message>
        <source>not in {checked}</source>
        <translation>不在 {checked} 中</translation>
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
        <source>one dated row</source>
        <translation>僅 1 筆附日期資料</translation>
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
        <source>peak phase: {phase}</source>
        <translation>峰值階段：{phase}</translation>
    </message>
    <message>
        <source>renting stays cheaper: running costs exceed the rent</source>
        <translation>租用仍較便宜：營運成本超過租金</translation>
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
        <source>set {zero} to {stage}</source>
        <translation>將 {zero} 設為 {stage}</translation>
    </message>
    <message>
        <source>stack: {source}</source>
        <translation>軟體堆疊：{source}</translation>
    </message>
    <message>
        <source>tensor parallel across all GPUs</source>
        <translation>所有 GPU 張量平行</translation>
    </message>
    <message>
        <source>torch.compile: the compiled loss keeps bf16 logits; each layer keeps what Liger&apos;s kernels keep (its norms&apos; inputs and rsigma, the gate and up outputs), as a compiled layer was measured to; routed experts and selective recompute stay as eager PyTorch keeps them</source>
        <translation>torch.compile：編譯後的損失保留 bf16 logits；每層保留的量與 Liger 核心相同（正規化的輸入與 rsigma、gate 與 up 輸出），與編譯後一層的實測一致；路由專家與選擇性重算仍按 PyTorch 即時模式計算</translation>
    </message>
    <message>
        <source>turn on {recompute} (full)</source>
        <translation>開啟 {recompute}（全部重算）</translation>
    </message>
    <message>
        <source>turn on {recompute} (full) and {then}</source>
        <translation>開啟 {recompute}（全部重算），並{then}</translation>
    </message>
    <message>
        <source>use {gpus} GPUs ({nodes} × {per_node}) with {tp_field} {tp} and {pp_field} {pp}</source>
        <translation>使用 {gpus} 張 GPU（{nodes} × {per_node}），{tp_field} {tp}、{pp_field} {pp}</translation>
    </message>
    <message>
        <source>use {gpus} GPUs ({nodes} × {per_node}) with {zero} {stage}</source>
        <translation>使用 {gpus} 張 GPU（{nodes} × {per_node}），{zero} 設為 {stage}</translation>
    </message>
    <message>
        <source>utilisation: {source}</source>
        <translation>使用率：{source}</translation>
    </message>
    <message>
        <source>vision_config: the vision tower is not counted (text decoder only)</source>
        <translation>vision_config：未計入視覺塔（只算文字解碼器）</translation>
    </message>
    <message>
        <source>Not used by this plan, so they change nothing: {options}.</source>
        <translation>這個計畫用不到以下選項，設定了也不會改變結果：{options}。</translation>
    </message>
    <message>
        <source>cannot read ({why})</source>
        <translation>無法讀取（{why}）</translation>
    </message>
    <message>
        <source>not a file or folder (a pipe, device or socket)</source>
        <translation>不是檔案或資料夾（是管道、裝置或通訊端）</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>找不到此檔案或資料夾</translation>
    </message>
    <message>
        <source>unknown model; give a catalog id, a config.json, a checkpoint folder, a .gguf file or a Hugging Face id (org/name) in the local cache</source>
        <translation>未知的模型；請提供目錄 id、config.json、檢查點資料夾、.gguf 檔案，或本機快取中的 Hugging Face ID（組織/名稱）</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}: {why})</source>
        <translation>不是有效的 JSON（第 {line} 行：{why}）</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>應為 JSON 物件</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是一般檔案</translation>
    </message>
    <message>
        <source>no such file (a checkpoint folder needs config.json)</source>
        <translation>找不到此檔案（檢查點資料夾需要 config.json）</translation>
    </message>
    <message>
        <source>not in the local Hugging Face cache (looked in {looked}) nor in the catalog; download it or give a path</source>
        <translation>不在本機 Hugging Face 快取中（已查看 {looked}），也不在目錄中；請先下載或提供路徑</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>找不到此檔案</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是資料夾，不是檔案</translation>
    </message>
    <message>
        <source>not readable (permission denied)</source>
        <translation>無法讀取（權限不足）</translation>
    </message>
    <message>
        <source>the name holds a NUL character</source>
        <translation>名稱含有 NUL 字元</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, device or socket)</source>
        <translation>不是一般檔案（是管道、裝置或通訊端）</translation>
    </message>
    <message>
        <source>too large ({size:,} bytes; the limit is {most:,})</source>
        <translation>過大（{size:,} 位元組；上限為 {most:,}）</translation>
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
        <source>Expert width</source>
        <translation>專家寬度</translation>
    </message>
    <message>
        <source>Feed-forward inner width of each routed expert (moe_intermediate_size); the MLP width above is the dense layers&apos;</source>
        <translation>每個路由專家的前饋層內部寬度（moe_intermediate_size）；上方的 MLP 寬度是稠密層的</translation>
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
        <source>{parallel} layers of {kind} beside attention</source>
        <translation>{parallel} 層 {kind} 與注意力並列</translation>
    </message>
    <message>
        <source>{recurrent} {kind} + {attention} attention layers</source>
        <translation>{recurrent} 層 {kind} + {attention} 層注意力</translation>
    </message>
    <message>
        <source>{attention} attention + {alone} MLP-only layers</source>
        <translation>{attention} 個注意力層 + {alone} 個僅含 MLP 的層</translation>
    </message>
    <message>
        <source>MLP widths differ by layer: {mean} on average, {widest} the widest</source>
        <translation>各層 MLP 寬度不同：平均 {mean}，最寬 {widest}</translation>
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
        <source>{file} has the architecture of the catalog&apos;s {model} (the same parameters, layers, widths and heads): its entry is used</source>
        <translation>{file} 與目錄中的 {model} 架構相同（參數、層數、寬度與注意力頭都一樣）：改用目錄中的項目</translation>
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
        <source>{local} sliding-window + {full} full-attention layers (heads of {head}, {kv} key/value)</source>
        <translation>{local} 個滑動視窗層 + {full} 個全注意力層（每頭 {head} 維，{kv} 個鍵值頭）</translation>
    </message>
    <message>
        <source>Import {file}</source>
        <translation>匯入 {file}</translation>
    </message>
</context>
<context>
    <name>Module</name>
    <message>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>嵌入層</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>路由專家</translation>
    </message>
    <message>
        <source>lm_head</source>
        <translation>lm_head</translation>
    </message>
    <message>
        <source>mlp</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>router</source>
        <translation>路由器</translation>
    </message>
    <message>
        <source>vision</source>
        <translation>視覺編碼器</translation>
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
    <name>Project</name>
    <message>
        <source>Scenario</source>
        <translation>情境</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>scenario {name}: {field}: {text}</source>
        <translation>情境 {name}：{field}：{text}</translation>
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
        <source>Make these changes to the plan so it fits</source>
        <translation>對計畫做這些變更，讓它容納得下</translation>
    </message>
    <message>
        <source>Other ways to fit</source>
        <translation>其他容納得下的做法</translation>
    </message>
    <message>
        <source>Make this change to the plan so its engine starts</source>
        <translation>對方案做此變更，讓引擎能啟動</translation>
    </message>
    <message>
        <source>Make these changes to the plan so it meets the targets</source>
        <translation>對方案做這些變更，使其達成目標</translation>
    </message>
    <message>
        <source>Other ways to meet them</source>
        <translation>其他達成目標的做法</translation>
    </message>
    <message>
        <source>Does not start:</source>
        <translation>無法啟動：</translation>
    </message>
    <message>
        <source>Misses the latency targets:</source>
        <translation>未達延遲目標：</translation>
    </message>
    <message>
        <source>May not fit:</source>
        <translation>可能容納不下：</translation>
    </message>
    <message>
        <source>Does not fit:</source>
        <translation>容納不下：</translation>
    </message>
    <message>
        <source>{bytes} per GPU</source>
        <translation>每張 GPU {bytes}</translation>
    </message>
    <message>
        <source>{bytes} per GPU, {paged} of it paged to host RAM</source>
        <translation>每張 GPU {bytes}，其中 {paged} 分頁至主機記憶體</translation>
    </message>
    <message>
        <source>{time} of training</source>
        <translation>訓練 {time}</translation>
    </message>
    <message>
        <source>{cost} in the cloud</source>
        <translation>雲端 {cost}</translation>
    </message>
    <message>
        <source>changes the numerics</source>
        <translation>會改變數值精度</translation>
    </message>
    <message>
        <source>changes the run</source>
        <translation>會改變訓練內容</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Apply the proposed changes</source>
        <translation>套用建議的變更</translation>
    </message>
</context>
<context>
    <name>Provider</name>
    <message>
        <source>Azure (US)</source>
        <translation>Azure（美國）</translation>
    </message>
    <message>
        <source>BIZON (integrator add-on, 2 cards) (US)</source>
        <translation>BIZON（系統整合商加購，2 張卡）（美國）</translation>
    </message>
    <message>
        <source>CUHK-Shenzhen HPC (university, subsidised)</source>
        <translation>CUHK-Shenzhen HPC（大學，補貼價）</translation>
    </message>
    <message>
        <source>China 8-GPU H100 NVLink server (÷8, grey market)</source>
        <translation>中國 8 卡 H100 NVLink 伺服器（÷8，灰色市場）</translation>
    </message>
    <message>
        <source>China 8-GPU H20 server (÷8)</source>
        <translation>中國 8 卡 H20 伺服器（÷8）</translation>
    </message>
    <message>
        <source>China 8-GPU H800 server (÷8)</source>
        <translation>中國 8 卡 H800 伺服器（÷8）</translation>
    </message>
    <message>
        <source>China 8-GPU server lease (SMM)</source>
        <translation>中國 8 卡伺服器租賃（SMM）</translation>
    </message>
    <message>
        <source>China distributors (advertised)</source>
        <translation>中國經銷商（公開標價）</translation>
    </message>
    <message>
        <source>China e-commerce (modified card)</source>
        <translation>中國電商（改裝卡）</translation>
    </message>
    <message>
        <source>China e-commerce street</source>
        <translation>中國電商市價</translation>
    </message>
    <message>
        <source>China server lease (SMM)</source>
        <translation>中國伺服器租賃（SMM）</translation>
    </message>
    <message>
        <source>CoreWeave (North America)</source>
        <translation>CoreWeave（北美）</translation>
    </message>
    <message>
        <source>GCP asia-east1 (Taiwan)</source>
        <translation>GCP asia-east1（台灣）</translation>
    </message>
    <message>
        <source>Huawei (China)</source>
        <translation>華為（中國）</translation>
    </message>
    <message>
        <source>Intel (8-chip kit ÷8)</source>
        <translation>Intel（8 晶片套組 ÷8）</translation>
    </message>
    <message>
        <source>Lambda (US)</source>
        <translation>Lambda（美國）</translation>
    </message>
    <message>
        <source>Market index T1 (CCIR) (US)</source>
        <translation>市場指數 T1（CCIR）（美國）</translation>
    </message>
    <message>
        <source>Market index T3 (CCIR) (US)</source>
        <translation>市場指數 T3（CCIR）（美國）</translation>
    </message>
    <message>
        <source>Modal (serverless) (US)</source>
        <translation>Modal（無伺服器）（美國）</translation>
    </message>
    <message>
        <source>NVIDIA (China)</source>
        <translation>NVIDIA（中國）</translation>
    </message>
    <message>
        <source>NVIDIA China MSRP</source>
        <translation>NVIDIA 中國建議售價</translation>
    </message>
    <message>
        <source>NVIDIA Taiwan launch price</source>
        <translation>NVIDIA 台灣上市價</translation>
    </message>
    <message>
        <source>NVIDIA distributors (China)</source>
        <translation>NVIDIA 經銷商（中國）</translation>
    </message>
    <message>
        <source>Nebius (EU/US)</source>
        <translation>Nebius（歐盟／美國）</translation>
    </message>
    <message>
        <source>Oracle OCI (US)</source>
        <translation>Oracle OCI（美國）</translation>
    </message>
    <message>
        <source>RunPod (US/EU)</source>
        <translation>RunPod（美國／歐盟）</translation>
    </message>
    <message>
        <source>RunPod (serverless flex)</source>
        <translation>RunPod（無伺服器彈性方案）</translation>
    </message>
    <message>
        <source>RunPod Community (US/EU)</source>
        <translation>RunPod 社群雲（美國／歐盟）</translation>
    </message>
    <message>
        <source>RunPod Secure (US/EU)</source>
        <translation>RunPod 安全雲（美國／歐盟）</translation>
    </message>
    <message>
        <source>RunPod Secure (US/EU/CA)</source>
        <translation>RunPod 安全雲（美國／歐盟／加拿大）</translation>
    </message>
    <message>
        <source>Runcrate (via gpu.blog listing)</source>
        <translation>Runcrate（經 gpu.blog 刊登）</translation>
    </message>
    <message>
        <source>SJTU HPC (university, subsidised)</source>
        <translation>SJTU HPC（大學，補貼價）</translation>
    </message>
    <message>
        <source>TensorWave (US)</source>
        <translation>TensorWave（美國）</translation>
    </message>
    <message>
        <source>Together AI (US)</source>
        <translation>Together AI（美國）</translation>
    </message>
    <message>
        <source>US retail (partner cards) (US)</source>
        <translation>美國零售（非公版卡）（美國）</translation>
    </message>
    <message>
        <source>US retail new (US)</source>
        <translation>美國零售全新品（美國）</translation>
    </message>
    <message>
        <source>Vast.ai (interruptible)</source>
        <translation>Vast.ai（可中斷）</translation>
    </message>
    <message>
        <source>Vast.ai (median, verified)</source>
        <translation>Vast.ai（中位數，已驗證）</translation>
    </message>
    <message>
        <source>Vast.ai (on-demand)</source>
        <translation>Vast.ai（隨選）</translation>
    </message>
    <message>
        <source>Vultr (US)</source>
        <translation>Vultr（美國）</translation>
    </message>
    <message>
        <source>catalog cloud price (AWS 1-GPU instance)</source>
        <translation>目錄雲端價格（AWS 單 GPU 執行個體）</translation>
    </message>
    <message>
        <source>catalog rental price (undated listings)</source>
        <translation>目錄租用價格（未標日期的刊登）</translation>
    </message>
    <message>
        <source>catalog street/launch price</source>
        <translation>目錄市價／上市價</translation>
    </message>
    <message>
        <source>street (global)</source>
        <translation>市價（全球）</translation>
    </message>
    <message>
        <source>street estimate (US)</source>
        <translation>市價估計（美國）</translation>
    </message>
    <message>
        <source>the GPU entry</source>
        <translation>GPU 目錄項目本身</translation>
    </message>
</context>
<context>
    <name>Quality</name>
    <message>
        <source>Open LLM Leaderboard v1 average</source>
        <translation>《Open LLM Leaderboard》v1 平均分</translation>
    </message>
    <message>
        <source>WikiText-2 perplexity</source>
        <translation>WikiText-2 困惑度</translation>
    </message>
    <message>
        <source>WikiText-2 perplexity (llama.cpp, 512-token chunks)</source>
        <translation>WikiText-2 困惑度（llama.cpp，每段 512 個 token）</translation>
    </message>
    <message>
        <source>activations in 4 bits too and plain rounding: calibrated checkpoints lose less</source>
        <translation>激活值也是 4 位元且僅做四捨五入：經校準的檢查點損失較小</translation>
    </message>
    <message>
        <source>activations in 4 bits too and plain rounding: more than weight-only loses</source>
        <translation>激活值也是 4 位元且僅做四捨五入：損失多於只量化權重</translation>
    </message>
    <message>
        <source>activations quantized in simulation, not with INT8 kernels</source>
        <translation>激活值以模擬方式量化，並非使用 INT8 核心函式</translation>
    </message>
    <message>
        <source>adapters fine-tuned on the 4-bit base, not the base served as released</source>
        <translation>是在 4 位元基底上微調的轉接器，而非直接以發布版本的基底提供服務</translation>
    </message>
    <message>
        <source>mean 5-shot MMLU after QLoRA fine-tuning</source>
        <translation>QLoRA 微調後的《MMLU》5 次示例平均</translation>
    </message>
    <message>
        <source>mean of MMLU-CoT, GSM8K, HellaSwag and WinoGrande</source>
        <translation>MMLU-CoT、GSM8K、HellaSwag 與 WinoGrande 的平均</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>Fastest options for {model} ({method})</source>
        <translation>{model}（{method}）最快的選項</translation>
    </message>
    <message>
        <source>Cheapest options for {model} ({method})</source>
        <translation>{model}（{method}）最便宜的選項</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>雲端</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自購</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 數</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>where</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>run cost</source>
        <translation>執行成本</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>購置</translation>
    </message>
    <message>
        <source>ok?</source>
        <translation>符合？</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>平行方式</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>延遲</translation>
    </message>
    <message>
        <source>{n} × {gpu}: with --max-num-seqs {seqs:,} (vLLM would not start with its default: a hybrid model&apos;s sequences each need a cache block)</source>
        <translation>{n} × {gpu}：需設定 --max-num-seqs {seqs:,}（使用預設值時 vLLM 無法啟動：混合模型的每個序列都需要一個快取區塊）</translation>
    </message>
    <message>
        <source>Costs shown as —:</source>
        <translation>顯示為 — 的成本：</translation>
    </message>
    <message>
        <source>Before buying more GPUs, cheaper changes:</source>
        <translation>加購 GPU 之前，可先試這些更便宜的改動：</translation>
    </message>
    <message>
        <source>none that fit</source>
        <translation>沒有容納得下的數量</translation>
    </message>
    <message>
        <source>{gpu}: {change} → 1 GPU (plan as given: {base}), {time}</source>
        <translation>{gpu}：{change} → 1 張 GPU（原方案：{base}），{time}</translation>
    </message>
    <message>
        <source>{gpu}: {change} → {n} GPUs (plan as given: {base}), {time}</source>
        <translation>{gpu}：{change} → {n} 張 GPU（原方案：{base}），{time}</translation>
    </message>
    <message>
        <source>{n} GPU types cannot run this plan (e.g. {gpu}: {why})</source>
        <translation>有 {n} 種 GPU 無法執行此方案（例如 {gpu}：{why}）</translation>
    </message>
    <message>
        <source>attention DP {n}</source>
        <translation>注意力資料平行 {n}</translation>
    </message>
    <message>
        <source>engine TP {n}</source>
        <translation>生成引擎張量平行 {n}</translation>
    </message>
    <message>
        <source>{n} replicas</source>
        <translation>{n} 個副本</translation>
    </message>
    <message>
        <source>{n} data-parallel</source>
        <translation>資料平行 {n}</translation>
    </message>
    <message>
        <source>{amount} (US{given} given)</source>
        <translation>{amount}（輸入為 US{given}）</translation>
    </message>
    <message>
        <source>Budget {amount}, compared with the run cost (cloud: rent for this run; owned: this run&apos;s share of owning); an owned option&apos;s purchase is compared too</source>
        <translation>預算 {amount}，與執行成本比較（雲端：此次執行的租金；自有：此次執行分攤的擁有成本）；自有方案的購置費也一併比較</translation>
    </message>
    <message>
        <source>cannot carry the load</source>
        <translation>無法承擔負載</translation>
    </message>
    <message>
        <source>budget unknown (no price)</source>
        <translation>無法對照預算（缺價格）</translation>
    </message>
    <message>
        <source>misses deadline and budget</source>
        <translation>超出期限與預算</translation>
    </message>
    <message>
        <source>misses deadline</source>
        <translation>超出期限</translation>
    </message>
    <message>
        <source>misses budget</source>
        <translation>超出預算</translation>
    </message>
    <message>
        <source>purchase over budget</source>
        <translation>購置費超出預算</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
</context>
<context>
    <name>Recurrent</name>
    <message>
        <source>Gated DeltaNet</source>
        <translation>Gated DeltaNet</translation>
    </message>
    <message>
        <source>Lightning Attention</source>
        <translation>Lightning Attention</translation>
    </message>
    <message>
        <source>Mamba</source>
        <translation>Mamba</translation>
    </message>
    <message>
        <source>Mamba-2</source>
        <translation>Mamba-2</translation>
    </message>
    <message>
        <source>short convolution</source>
        <translation>短卷積</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>({text})</source>
        <translation>（{text}）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>On the GPU</source>
        <translation>GPU 上實際佔用</translation>
    </message>
    <message>
        <source>Total at full context</source>
        <translation>完整上下文下總計</translation>
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
        <source>the KV cache pool, {pool}, fills the rest</source>
        <translation>KV 快取池 {pool} 佔滿其餘空間</translation>
    </message>
    <message>
        <source>Verdict: fits, with paging ({bytes} of optimizer states paged to host RAM; paging costs {seconds} s per step)</source>
        <translation>結論：需分頁才容納得下（{bytes} 的優化器狀態分頁到主機記憶體；分頁每步花費 {seconds} 秒）</translation>
    </message>
    <message>
        <source>Verdict: runs — the KV cache pool holds {held:,} of the {batch:,} sequences at the full context ({context:,} tokens); the server admits requests by the KV blocks they use (Serving: concurrent requests at the average length)</source>
        <translation>結論：可執行 — KV 快取池在完整上下文（{context:,} 個 token）下可容納 {batch:,} 個序列中的 {held:,} 個；伺服器依請求實際使用的 KV 區塊接受請求（服務：以平均長度計的並行請求數）</translation>
    </message>
    <message>
        <source>Verdict: fits ({bytes} spare per GPU)</source>
        <translation>結論：容納得下（每張 GPU 剩 {bytes}）</translation>
    </message>
    <message>
        <source>Verdict: tight — fits with {bytes} spare per GPU at the expected overheads, not at their high end ({high})</source>
        <translation>結論：偏緊 — 以預期的額外開銷計算，每張 GPU 剩餘 {bytes}；額外開銷達到上限時則容納不下（{high}）</translation>
    </message>
    <message>
        <source>Verdict: does NOT fit ({bytes} short per GPU)</source>
        <translation>結論：容納不下（每張 GPU 差 {bytes}）</translation>
    </message>
    <message>
        <source>Verdict on start-up: {why}</source>
        <translation>啟動判定：{why}</translation>
    </message>
    <message>
        <source>Verdict on the latency targets: missed at the plan&apos;s concurrency ({batch:,}) — {missed}</source>
        <translation>延遲目標結論：在方案的並行數（{batch:,}）下未達成——{missed}</translation>
    </message>
    <message>
        <source>Verdict on the latency targets: missed at {rate} requests/s — {missed}</source>
        <translation>延遲目標結論：在每秒 {rate} 個請求下未達成——{missed}</translation>
    </message>
    <message>
        <source>Fewest {gpu} that run it: {n} ({strategy}; the KV cache pool holds {held:,} of {batch:,} sequences at full context)</source>
        <translation>能執行所需最少的 {gpu}：{n} 張（{strategy}；KV 快取池在完整上下文下可容納 {batch:,} 個序列中的 {held:,} 個）</translation>
    </message>
    <message>
        <source>To start: {what} ({terms})</source>
        <translation>要能啟動：{what}（{terms}）</translation>
    </message>
    <message>
        <source>To meet the targets: {what} ({terms})</source>
        <translation>要達成目標：{what}（{terms}）</translation>
    </message>
    <message>
        <source>To fit: {what} ({terms})</source>
        <translation>要容納得下：{what}（{terms}）</translation>
    </message>
    <message>
        <source>Other ways to meet them:</source>
        <translation>其他達成目標的做法：</translation>
    </message>
    <message>
        <source>Other ways to fit:</source>
        <translation>其他容納得下的做法：</translation>
    </message>
    <message>
        <source>{what} ({terms})</source>
        <translation>{what}（{terms}）</translation>
    </message>
    <message>
        <source>Fewest {gpu} that fit: {n} ({strategy}; {bytes} per GPU)</source>
        <translation>容納得下所需最少的 {gpu}：{n} 張（{strategy}；每張 GPU {bytes}）</translation>
    </message>
    <message>
        <source>Verdict: may NOT fit — {bytes} short per GPU at the expected overheads; it runs at their low end ({low})</source>
        <translation>結論：可能容納不下 — 以預期的額外開銷計算，每張 GPU 差 {bytes}；額外開銷在下限時可以執行（{low}）</translation>
    </message>
    <message>
        <source>No GPU count up to the search limit fits this plan.</source>
        <translation>在搜尋上限內，沒有任何 GPU 數量容納得下這個計畫。</translation>
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
        <source>Rules of thumb, checked</source>
        <translation>經驗法則驗證</translation>
    </message>
    <message>
        <source>Plan values you did not set, and where they come from</source>
        <translation>您未設定的方案值及其來源</translation>
    </message>
    <message>
        <source>How each figure was computed</source>
        <translation>每個數字的計算方式</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}：{value}</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>附註：{text}</translation>
    </message>
    <message>
        <source>source: {text}</source>
        <translation>來源：{text}</translation>
    </message>
    <message>
        <source>refused ({flag})</source>
        <translation>拒絕（{flag}）</translation>
    </message>
    <message>
        <source>none fits</source>
        <translation>都容納不下</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <translation>容納得下的最大微批次</translation>
    </message>
    <message>
        <source>Longest sequence that fits</source>
        <translation>容納得下的最長序列</translation>
    </message>
    <message>
        <source>Most concurrent sequences that fit</source>
        <translation>容納得下的最多並發序列數</translation>
    </message>
    <message>
        <source>Longest context that fits</source>
        <translation>容納得下的最長上下文</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits (rows of the longest sample)</source>
        <translation>容納得下的最大微批次（以最長樣本的列長）</translation>
    </message>
    <message>
        <source>Longest padded row (sample) that fits</source>
        <translation>容納得下的最長填充列（樣本）</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>Headroom per GPU</source>
        <translation>每張 GPU 剩餘</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit</source>
        <translation>容納得下所需最少 GPU 數</translation>
    </message>
    <message>
        <source>Fewest GPUs that run it</source>
        <translation>能執行所需最少 GPU 數</translation>
    </message>
    <message>
        <source>Full-context sequences the KV cache pool holds there</source>
        <translation>該數量下 KV 快取池可容納的完整上下文序列數</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>{model} · {method} · memory per GPU as planned: {bytes}</source>
        <translation>{model} · {method} · 依方案每張 GPU 記憶體：{bytes}</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>fewest</source>
        <translation>最少數量</translation>
    </message>
    <message>
        <source>how</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>{rule}: {rule_value} by the rule, {ours} by hwplanner ({verdict})</source>
        <translation>{rule}：經驗法則 {rule_value}，hwplanner {ours}（{verdict}）</translation>
    </message>
    <message>
        <source>{head}. {why}</source>
        <translation>{head}。{why}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>agrees</source>
        <translation>相符</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>不同</translation>
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
    <name>Source</name>
    <message>
        <source>{citation}</source>
        <translation>「{citation}」</translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}、{b}</translation>
    </message>
    <message>
        <source>{a}; {b}</source>
        <translation>{a}；{b}</translation>
    </message>
    <message>
        <source>0.5 B/param + 8-bit absmax per 64-block + fp32 per 256 blocks (bitsandbytes double quantization)</source>
        <translation>每個參數 0.5 B，另加每 64 個一塊的 8 位元 absmax 與每 256 塊一個 fp32（bitsandbytes 雙重量化）</translation>
    </message>
    <message>
        <source>0.5 B/param + 8-bit scale per 32 (OCP MX)</source>
        <translation>每個參數 0.5 B，另加每 32 個一個 8 位元縮放係數（OCP MX）</translation>
    </message>
    <message>
        <source>0.5 B/param + FP8 scale per 16 (NVIDIA NVFP4)</source>
        <translation>每個參數 0.5 B，另加每 16 個一個 FP8 縮放係數（NVIDIA NVFP4）</translation>
    </message>
    <message>
        <source>0.5 B/param + fp16 scale and 4-bit zero per 128-group (GPTQ/AWQ)</source>
        <translation>每個參數 0.5 B，另加每 128 個一組的 fp16 縮放係數與 4 位元零點（GPTQ/AWQ）</translation>
    </message>
    <message>
        <source>0.5 B/param + fp32 absmax per 64-block (bitsandbytes, no double quant)</source>
        <translation>每個參數 0.5 B，另加每 64 個一塊的 fp32 absmax（bitsandbytes，無雙重量化）</translation>
    </message>
    <message>
        <source>1 B/param (LLM.int8 / per-channel int8)</source>
        <translation>每個參數 1 B（LLM.int8／逐通道 int8）</translation>
    </message>
    <message>
        <source>1 B/param + 16-bit scale and bias per 64 (MLX affine 8-bit, mlx_lm.convert)</source>
        <translation>每參數 1 B + 每 64 個一組 16 位元縮放與偏移（MLX 仿射 8 位元，mlx_lm.convert）</translation>
    </message>
    <message>
        <source>1 B/param + fp32 scale per 128×128 block</source>
        <translation>每個參數 1 B，另加每 128×128 區塊一個 fp32 縮放係數</translation>
    </message>
    <message>
        <source>144 bytes per 256 weights (GGUF Q4_K), Q6_K on half the attn_v and ffn_down and the output layer (llama-quantize Q4_K_M)</source>
        <translation>每 256 個權重 144 位元組（GGUF Q4_K），約一半的 attn_v 與 ffn_down 以及輸出層為 Q6_K（llama-quantize Q4_K_M）</translation>
    </message>
    <message>
        <source>16-GPU DGX-2 / HGX-2 class server (SXM, NVSwitch)</source>
        <translation>16 GPU DGX-2 / HGX-2 級伺服器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>16-GPU HGX A100 class server (two baseboards, NVSwitch)</source>
        <translation>16 GPU HGX A100 級伺服器（兩塊基板，NVSwitch）</translation>
    </message>
    <message>
        <source>176 bytes per 256 weights (GGUF Q5_K), Q6_K on half the attn_v and ffn_down and the output layer (llama-quantize Q5_K_M)</source>
        <translation>每 256 個權重 176 位元組（GGUF Q5_K），約一半的 attn_v 與 ffn_down 以及輸出層為 Q6_K（llama-quantize Q5_K_M）</translation>
    </message>
    <message>
        <source>18 bytes per 32 weights (GGUF Q4_0: 4-bit + fp16 scale)</source>
        <translation>每 32 個權重 18 位元組（GGUF Q4_0：4 位元 + fp16 縮放係數）</translation>
    </message>
    <message>
        <source>2 B/param</source>
        <translation>每個參數 2 B</translation>
    </message>
    <message>
        <source>210 bytes per 256 weights (GGUF Q6_K); output layer Q6_K</source>
        <translation>每 256 個權重 210 位元組（GGUF Q6_K）；輸出層為 Q6_K</translation>
    </message>
    <message>
        <source>2U/4U PCIe GPU server (up to 8 double-width cards, 2 CPUs)</source>
        <translation>2U/4U PCIe GPU 伺服器（最多 8 張雙槽卡，2 顆 CPU）</translation>
    </message>
    <message>
        <source>2·N per token + causal attention (Kaplan et al. 2020)</source>
        <translation>每 token 2·N + 因果注意力（Kaplan 等人 2020）</translation>
    </message>
    <message>
        <source>34 bytes per 32 weights (GGUF Q8_0: int8 + fp16 scale)</source>
        <translation>每 32 個權重 34 位元組（GGUF Q8_0：int8 + fp16 縮放係數）</translation>
    </message>
    <message>
        <source>4 B/param</source>
        <translation>每個參數 4 B</translation>
    </message>
    <message>
        <source>4-GPU HGX/DGX-class server (SXM, NVSwitch)</source>
        <translation>4 GPU HGX/DGX 級伺服器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>4-bit GEMV bandwidth ÷ 16-bit GEMV bandwidth, one token: A100 0.78 (github ml-explore/mlx PR #3197, 16384²; Marlin 0.80, github vllm-project/vllm PR #2497), H100 0.54 (github inclusionAI/humming PR #2, Marlin at 8192²; github ml-explore/mlx PR #3160); vLLM runs AWQ checkpoints through awq_marlin unless told quantization=awq (github vllm-project/vllm vllm/model_executor/layers/quantization/awq_marlin.py, AWQMarlinConfig.override_quantization_method), GPTQ through gptq_marlin; SGLang likewise (github sgl-project/sglang python/sglang/srt/layers/quantization/awq_marlin.py); TGI repacks AWQ and GPTQ for GPTQ-Marlin on sm80 and newer (github huggingface/text-generation-inference server/text_generation_server/layers/marlin/gptq.py, can_use_gptq_marlin)</source>
        <translation>單一 token 時 4 位元 GEMV 頻寬 ÷ 16 位元 GEMV 頻寬：A100 0.78（github ml-explore/mlx PR #3197，16384²；Marlin 0.80，github vllm-project/vllm PR #2497），H100 0.54（github inclusionAI/humming PR #2，Marlin 於 8192²；github ml-explore/mlx PR #3160）；vLLM 以 awq_marlin 執行 AWQ 檢查點，除非明確指定 quantization=awq（github vllm-project/vllm vllm/model_executor/layers/quantization/awq_marlin.py，AWQMarlinConfig.override_quantization_method），GPTQ 以 gptq_marlin 執行；SGLang 亦同（github sgl-project/sglang python/sglang/srt/layers/quantization/awq_marlin.py）；TGI 在 sm80 及更新架構上將 AWQ 與 GPTQ 重新打包為 GPTQ-Marlin（github huggingface/text-generation-inference server/text_generation_server/layers/marlin/gptq.py，can_use_gptq_marlin）</translation>
    </message>
    <message>
        <source>4-slot workstation (Threadripper / Xeon W class)</source>
        <translation>4 插槽工作站（Threadripper／Xeon W 級）</translation>
    </message>
    <message>
        <source>4U PCIe GPU server (10 double-width cards, 2 CPUs)</source>
        <translation>4U PCIe GPU 伺服器（10 張雙槽卡，2 顆 CPU）</translation>
    </message>
    <message>
        <source>4U server of single-slot cards (up to 20, 2 CPUs)</source>
        <translation>單槽卡 4U 伺服器（最多 20 張，2 顆 CPU）</translation>
    </message>
    <message>
        <source>8-GPU HGX/DGX-class server (SXM, NVSwitch)</source>
        <translation>8 GPU HGX/DGX 級伺服器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>Adafactor factors the second moment into row and column sums</source>
        <translation>Adafactor 將二階動差分解為列和與行和</translation>
    </message>
    <message>
        <source>AdamW keeps exp_avg and exp_avg_sq</source>
        <translation>AdamW 保存 exp_avg 與 exp_avg_sq</translation>
    </message>
    <message>
        <source>Axolotl sample_packing (multipack; flash-attention varlen with each sample&apos;s cu_seqlens: github axolotl-ai-cloud/axolotl docs/multipack.qmd)</source>
        <translation>Axolotl sample_packing（multipack；以各樣本的 cu_seqlens 跑 flash-attention varlen：github axolotl-ai-cloud/axolotl docs/multipack.qmd）</translation>
    </message>
    <message>
        <source>Azure ND A100 v4 FIO sequential write 8.2 GB/s; Llama 3: checkpoints of 1 MB–4 GB per GPU saturated a 2 TB/s fabric</source>
        <translation>Azure ND A100 v4 FIO 循序寫入 8.2 GB/s；Llama 3：每張 GPU 1 MB–4 GB 的檢查點寫入就讓 2 TB/s 的網路飽和</translation>
    </message>
    <message>
        <source>Azure ND H200 v5 FIO sequential write 33.8 GB/s; Llama 3: checkpoints of 1 MB–4 GB per GPU saturated a 2 TB/s fabric</source>
        <translation>Azure ND H200 v5 FIO 循序寫入 33.8 GB/s；Llama 3：每張 GPU 1 MB–4 GB 的檢查點寫入就讓 2 TB/s 的網路飽和</translation>
    </message>
    <message>
        <source>DGX H100 user guide: 6 × 3,300 W PSUs, 4+2 redundant</source>
        <translation>DGX H100 使用指南：6 × 3,300 W 電源供應器，4+2 備援</translation>
    </message>
    <message>
        <source>Dao-AILab/flash-attention csrc/xentropy/xentropy_kernel.cu @383caa67 and flash_attn/ops/triton/cross_entropy.py @058ad35a (save_for_backward(logits, lse, labels); gradient empty_like(logits) unless inplace_backward); mosaicml/llm-foundry llmfoundry/models/mpt/modeling_mpt.py @0085285 (loss_fn default fused_crossentropy)</source>
        <translation>Dao-AILab/flash-attention csrc/xentropy/xentropy_kernel.cu @383caa67 與 flash_attn/ops/triton/cross_entropy.py @058ad35a（save_for_backward(logits, lse, labels)；除非 inplace_backward，梯度為 empty_like(logits)）；mosaicml/llm-foundry llmfoundry/models/mpt/modeling_mpt.py @0085285（loss_fn 預設為 fused_crossentropy）</translation>
    </message>
    <message>
        <source>DeepSeek Sparse Attention: each query attends the index_topk earlier tokens its lightning indexer scores highest, and every layer caches an indexer key per token, FP8 with an fp32 scale per 128 elements (github deepseek-ai/DeepSeek-V3.2-Exp@6d8cb70 inference/model.py); an FP8 cache keeps the latent in FP8 with its scales and the rotary part in bf16 (vLLM&apos;s fp8_ds_mla, github vllm-project/vllm@008a0c31 flashmla_sparse.py)</source>
        <translation>DeepSeek 稀疏注意力（DSA）：每個查詢只關注其閃電索引器評分最高的 index_topk 個先前 token，且每層為每個 token 快取一個索引器鍵，以 FP8 儲存、每 128 個元素一個 fp32 縮放係數（github deepseek-ai/DeepSeek-V3.2-Exp@6d8cb70 inference/model.py）；FP8 快取以 FP8 存放潛在向量及其縮放係數，旋轉位置部分保留 bf16（vLLM 的 fp8_ds_mla，github vllm-project/vllm@008a0c31 flashmla_sparse.py）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO (bf16/fp16), FSDP MixedPrecision, Megatron-LM (bf16 grads)</source>
        <translation>DeepSpeed ZeRO（bf16/fp16）、FSDP MixedPrecision、Megatron-LM（bf16 梯度）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-Infinity (Rajbhandari et al. 2021)</source>
        <translation>DeepSpeed ZeRO-Infinity（Rajbhandari 等人 2021）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-Infinity SC21 slides (NVMe → GPU 28 GB/s, one DGX-2)</source>
        <translation>DeepSpeed ZeRO-Infinity SC21 簡報（NVMe → GPU 28 GB/s，一台 DGX-2）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-Offload (Ren et al. 2021); FSDP CPUOffload; torchtune OffloadActivations; bitsandbytes paged optimizers; DeepSpeed config defaults</source>
        <translation>DeepSpeed ZeRO-Offload（Ren 等人 2021）；FSDP CPUOffload；torchtune OffloadActivations；bitsandbytes 分頁優化器；DeepSpeed 設定預設值</translation>
    </message>
    <message>
        <source>Dettmers et al., QLoRA (2023), Table 4 (NF4 with double quantization against BF16)</source>
        <translation>Dettmers 等人，QLoRA（2023），表 4（NF4 加雙重量化，對照 BF16）</translation>
    </message>
    <message>
        <source>Egiazarian et al., &apos;Bridging the Gap Between Promise and Performance for Microscaling FP4 Quantization&apos; (arXiv 2509.23202), Table 1, round-to-nearest</source>
        <translation>Egiazarian 等人，《Bridging the Gap Between Promise and Performance for Microscaling FP4 Quantization》（arXiv 2509.23202），表 1，最近捨入</translation>
    </message>
    <message>
        <source>FSDP2 CPUOffloadPolicy; DeepSpeed ZeRO-Offload (Ren et al. 2021)</source>
        <translation>FSDP2 CPUOffloadPolicy；DeepSpeed ZeRO-Offload（Ren 等人 2021）</translation>
    </message>
    <message>
        <source>GPU datasheet TDP; CPU power from the workload</source>
        <translation>GPU 規格表 TDP；CPU 功耗取自使用者設定</translation>
    </message>
    <message>
        <source>GPU vendor PSU guidance; ATX 3.0 transient allowance</source>
        <translation>GPU 廠商的電源供應器建議；ATX 3.0 瞬間功耗容許值</translation>
    </message>
    <message>
        <source>GQA: 2 × kv_heads × head_dim per token per layer; paged blocks: Kwon et al. 2023</source>
        <translation>GQA：每 token 每層 2 × kv_heads × head_dim；分頁區塊：Kwon 等人 2023</translation>
    </message>
    <message>
        <source>GaLore: Zhao et al. 2024, &apos;GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection&apos; (arXiv 2403.03507); galore_torch GaLoreProjector (proj_type std): states of rank × the longer side, the projection rank × the shorter side</source>
        <translation>GaLore：Zhao 等人 2024，《GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection》（arXiv 2403.03507）；galore_torch GaLoreProjector（proj_type std）：狀態為秩 × 較長的一邊，投影矩陣為秩 × 較短的一邊</translation>
    </message>
    <message>
        <source>Grace superchip server (1–4 superchips per node, MGX class)</source>
        <translation>Grace 超級晶片伺服器（每節點 1–4 顆超級晶片，MGX 級）</translation>
    </message>
    <message>
        <source>Hugging Face Trainer / accelerate (bf16=True), PyTorch autocast</source>
        <translation>Hugging Face Trainer／accelerate（bf16=True）、PyTorch autocast</translation>
    </message>
    <message>
        <source>Hugging Face TrainingArguments eval_steps; Megatron-LM --eval-interval, --eval-iters</source>
        <translation>Hugging Face TrainingArguments eval_steps；Megatron-LM --eval-interval、--eval-iters</translation>
    </message>
    <message>
        <source>Hugging Face generate DynamicCache; TRL unwrap_model_for_generation (ds3_gather_for_generation)</source>
        <translation>Hugging Face generate() 的 DynamicCache；TRL unwrap_model_for_generation（ds3_gather_for_generation）</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020 / Hoffmann et al. 2022 (6ND); Narayanan et al. 2021 (attention)</source>
        <translation>Kaplan 等人 2020／Hoffmann 等人 2022（6ND）；Narayanan 等人 2021（注意力）</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 (full vs selective recomputation)</source>
        <translation>Korthikanti 等人 2022（完整重算與選擇性重算）</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 accounting, checked against PyTorch saved tensors</source>
        <translation>Korthikanti 等人 2022 的計算方式，並以 PyTorch 保存的張量核對</translation>
    </message>
    <message>
        <source>Kwon et al. 2023 (PagedAttention)</source>
        <translation>Kwon 等人 2023（PagedAttention）</translation>
    </message>
    <message>
        <source>LLaMA-Factory Megatron: neat_packing hands Megatron-Core THD rows with each sample&apos;s boundaries (github alibaba/ROLL mcore_adapter/src/mcore_adapter/trainer/trainer.py @044104da _packing_sequence: PackedSeqParams qkv_format &apos;thd&apos;, cu_seqlens), so attention keeps each sample to itself</source>
        <translation>LLaMA-Factory Megatron：neat_packing 將帶有各樣本邊界的 THD 列交給 Megatron-Core（github alibaba/ROLL mcore_adapter/src/mcore_adapter/trainer/trainer.py @044104da _packing_sequence：PackedSeqParams qkv_format &apos;thd&apos;、cu_seqlens），因此注意力只在各樣本內部計算</translation>
    </message>
    <message>
        <source>LMDeploy TurbomindEngineConfig (cache_max_entry_count 0.8, cache_block_seq_len 64, max_batch_size 128, max_prefill_token_num 8192, enable_prefix_caching False)</source>
        <translation>LMDeploy TurbomindEngineConfig（cache_max_entry_count 0.8、cache_block_seq_len 64、max_batch_size 128、max_prefill_token_num 8192、enable_prefix_caching False）</translation>
    </message>
    <message>
        <source>Leviathan et al. 2023, eq. 1</source>
        <translation>Leviathan 等人 2023，式 1</translation>
    </message>
    <message>
        <source>Lin et al., AWQ (MLSys 2024), Table 4: 4-bit weights, group 128 (GPTQ 5.69)</source>
        <translation>Lin 等人，AWQ（MLSys 2024），表 4：4 位元權重，分組 128（GPTQ 為 5.69）</translation>
    </message>
    <message>
        <source>Lion keeps one momentum buffer</source>
        <translation>Lion 保存一個動量緩衝區</translation>
    </message>
    <message>
        <source>Llama 3 (Grattafiori et al. 2024, §3.3.4): 419 unexpected interruptions in 54 days on 16,384 H100, &gt;90% effective training time; OPT-175B logbook: 35+ manual restarts in 2 months on 992 A100</source>
        <translation>Llama 3（Grattafiori 等人 2024，§3.3.4）：16,384 張 H100 在 54 天內有 419 次非預期中斷，有效訓練時間 &gt; 90%；OPT-175B 訓練日誌：992 張 A100 在 2 個月內手動重啟 35 次以上</translation>
    </message>
    <message>
        <source>LoRA: Hu et al. 2021; PEFT adapter shapes</source>
        <translation>LoRA：Hu 等人 2021；PEFT 適配器的形狀</translation>
    </message>
    <message>
        <source>MLA caches the compressed latent (kv_lora_rank + rope dims)</source>
        <translation>MLA 快取壓縮後的潛在向量（kv_lora_rank + RoPE 維度）</translation>
    </message>
    <message>
        <source>MLX&apos;s quantized matmul dequantises inside the kernel: no separate pass timed; its training speed is not measured here</source>
        <translation>MLX 的量化矩陣乘法在核心內反量化：不另計反量化時間；其訓練速度此處未經實測</translation>
    </message>
    <message>
        <source>Megatron-Core transformer_config.py moe_deepep_num_sms 20 (github NVIDIA/Megatron-LM@d2c5e8b4); the GPU&apos;s SMs: its sm_count, with the source of its catalog row or of the user&apos;s GPU file</source>
        <translation>Megatron-Core transformer_config.py moe_deepep_num_sms 20（github NVIDIA/Megatron-LM@d2c5e8b4）；GPU 的 SM 數：其 sm_count，來源見其目錄條目或使用者 GPU 檔案</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s dropless token dispatchers wait on the host for each MoE layer&apos;s token counts before the dispatch (megatron-core token_dispatcher.py _maybe_dtoh_and_synchronize; DeepEP&apos;s and HybridEP&apos;s dispatch); the region from dispatch to combine then runs at the host&apos;s pace, &apos;placing the CPU on the critical path&apos; (NVIDIA, Scalable Training of MoE Models with Megatron Core, arXiv 2603.07685 §4.3.6): 11 launches besides each local expert&apos;s GEMMs and their quantization, counted from the code; none under a whole-step CUDA graph (paged stash or drop-and-pad)</source>
        <translation>Megatron-Core 的無丟棄 token 分派器在分派前於主機上等待每個 MoE 層的 token 數（Megatron-Core 的 token_dispatcher.py _maybe_dtoh_and_synchronize；DeepEP 與 HybridEP 的分派）；從分派到合併的區段隨後以主機的速度執行，「把 CPU 放上關鍵路徑」（NVIDIA《Scalable Training of MoE Models with Megatron Core》，arXiv 2603.07685 §4.3.6）：除每個本地專家的 GEMM 及其量化外另有 11 次啟動，依程式碼計數；整步 CUDA 圖（分頁暫存 moe_paged_stash，或丟棄並填充至容量）下則無</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s training CUDA graphs (--cuda-graph-impl transformer_engine, local or full_iteration; github NVIDIA/Megatron-LM@117c06d9 docs/user-guide/features/cuda_graph.md): a layer graph replaces a layer&apos;s launches but a mixture&apos;s router, dispatch and experts, a whole-step graph every launch of the forward and backward; a replay counted as 2 launched ops (the input copy and the graph launch; estimate)</source>
        <translation>Megatron-Core 的訓練 CUDA 圖（--cuda-graph-impl transformer_engine、local 或 full_iteration；github NVIDIA/Megatron-LM@117c06d9 docs/user-guide/features/cuda_graph.md）：逐層圖取代一層的核心啟動，但混合專家的路由、分派與專家除外；整步圖取代前向與反向的所有啟動；每次重播計為 2 次啟動（輸入複製與圖啟動；估計）</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s training CUDA graphs (github NVIDIA/Megatron-LM@0004de18 megatron/core/transformer/cuda_graphs.py: static inputs for each layer and micro-batch); Megatron-Bridge docs/training/cuda-graphs.md @0bcbd0bd: &apos;typically adding a few GB. Models with PP &gt; 1 can consume over 10 GB&apos;</source>
        <translation>Megatron-Core 的訓練 CUDA 圖（github NVIDIA/Megatron-LM@0004de18 megatron/core/transformer/cuda_graphs.py：每一層、每個微批次各一份靜態輸入）；Megatron-Bridge docs/training/cuda-graphs.md @0bcbd0bd：「通常增加數 GB；PP &gt; 1 的模型可能多用超過 10 GB」</translation>
    </message>
    <message>
        <source>Megatron-LM (fp32 main_grad), DeepSpeed with fp32 gradient accumulation</source>
        <translation>Megatron-LM（fp32 main_grad）、以 fp32 累積梯度的 DeepSpeed</translation>
    </message>
    <message>
        <source>Megatron-LM --fp8-param-gather (Megatron-FSDP gathers the FP8 parameters); torchao&apos;s float8 all-gather under FSDP2: each Float8Linear weight cast to FP8 on its shard before the gather, tensor-wise scaling only (github pytorch/torchtitan@06fe290 docs/float8.md)</source>
        <translation>Megatron-LM --fp8-param-gather（Megatron-FSDP 收集 FP8 參數）；FSDP2 下 torchao 的 float8 全收集：每個 Float8Linear 權重在收集前於其分片上轉為 FP8，僅限張量級縮放（github pytorch/torchtitan@06fe290 docs/float8.md）</translation>
    </message>
    <message>
        <source>NCCL environment docs (NCCL_BUFFSIZE); PyTorch DDP bucket_cap_mb=25; DeepSpeed reduce_bucket_size</source>
        <translation>NCCL 環境變數文件（NCCL_BUFFSIZE）；PyTorch DDP bucket_cap_mb=25；DeepSpeed reduce_bucket_size</translation>
    </message>
    <message>
        <source>NCCL nccl-tests PERFORMANCE.md (bus bandwidth); Megatron-LM (Shoeybi et al. 2019, Narayanan et al. 2021); ZeRO (Rajbhandari et al. 2020); PyTorch FSDP (Zhao et al. 2023)</source>
        <translation>NCCL nccl-tests PERFORMANCE.md（匯流排頻寬）；Megatron-LM（Shoeybi 等人 2019、Narayanan 等人 2021）；ZeRO（Rajbhandari 等人 2020）；PyTorch FSDP（Zhao 等人 2023）</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100 datasheet: ~10.2 kW max for 8 × 700 W GPUs (DGX A100: 6.5 kW, 8 × 400 W)</source>
        <translation>NVIDIA DGX H100 規格表：8 × 700 W GPU 最大約 10.2 kW（DGX A100：6.5 kW，8 × 400 W）</translation>
    </message>
    <message>
        <source>NVIDIA Enterprise Reference Architecture &apos;NVL72 AI Factory&apos;, System Hardware &amp; Components (docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html: GB300 NVL72 &apos;Full rack requiring up to 142 kW&apos;, 8 power shelves of 33 kW, 18 compute trays of 4 GPUs); GB200 NVL72 &apos;up to 120KW&apos; (NVIDIA at the OCP Global Summit, Network World 2024-10-15)</source>
        <translation>NVIDIA 企業參考架構〈NVL72 AI Factory〉System Hardware &amp; Components（docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html：GB300 NVL72「Full rack requiring up to 142 kW」，8 個 33 kW 電源架，18 個各含 4 張 GPU 的運算托盤）；GB200 NVL72「up to 120KW」（NVIDIA 於 OCP 全球高峰會，Network World 2024-10-15）</translation>
    </message>
    <message>
        <source>NVIDIA/Megatron-LM megatron/core/tensor_parallel/cross_entropy.py @00611e6 (VocabParallelCrossEntropy: logits.float(), exp in place, save_for_backward(exp_logits)) and megatron/core/fusions/fused_cross_entropy.py @0cb4a9c</source>
        <translation>NVIDIA/Megatron-LM megatron/core/tensor_parallel/cross_entropy.py @00611e6（VocabParallelCrossEntropy：logits.float()，就地取指數，save_for_backward(exp_logits)）與 megatron/core/fusions/fused_cross_entropy.py @0cb4a9c</translation>
    </message>
    <message>
        <source>NVIDIA/TransformerEngine @1b2b4a8 (TE 2.7 and later until PR #3273, 2026) transformer_engine/pytorch/triton/cross_entropy.py (cross_entropy_kernel writes the gradient over the logits in forward; backward scales it in place); Megatron-Core --cross-entropy-loss-fusion --cross-entropy-fusion-impl te; the default of Megatron-Bridge&apos;s Llama 3 and Qwen recipes from NVIDIA-NeMo/Megatron-Bridge PR #1154 (2025-11, in r0.2.0 by #1201: NeMo 25.11) until PR #4138 (2026-06) set native again, after NVIDIA/Megatron-LM PR #5115 refused the TE kernel for training stability</source>
        <translation>NVIDIA/TransformerEngine @1b2b4a8（TE 2.7 起，至 2026 年 PR #3273 為止）transformer_engine/pytorch/triton/cross_entropy.py（cross_entropy_kernel 在前向傳播中把梯度寫回 logits；反向傳播就地縮放）；Megatron-Core --cross-entropy-loss-fusion --cross-entropy-fusion-impl te；Megatron-Bridge 的 Llama 3 與 Qwen 配方自 NVIDIA-NeMo/Megatron-Bridge PR #1154（2025-11，經 #1201 併入 r0.2.0：NeMo 25.11）起的預設，直到 PR #4138（2026-06）改回 native；此前 NVIDIA/Megatron-LM PR #5115 因訓練穩定性拒用 TE 核心</translation>
    </message>
    <message>
        <source>NVLink 3 (A100)</source>
        <translation>NVLink 3（A100）</translation>
    </message>
    <message>
        <source>NVLink 4 (H100)</source>
        <translation>NVLink 4（H100）</translation>
    </message>
    <message>
        <source>NVLink 5 (B200)</source>
        <translation>NVLink 5（B200）</translation>
    </message>
    <message>
        <source>NVLink bridge</source>
        <translation>NVLink 橋接器</translation>
    </message>
    <message>
        <source>NeMo 2.0 fine-tuning with packed sequences (packed_sequence_specs): each row&apos;s samples go to Megatron-Core as THD with their boundaries (github NVIDIA/NeMo @7ce2c555 nemo/collections/llm/gpt/model/base.py get_packed_seq_params: PackedSeqParams cu_seqlens_q/kv, qkv_format &apos;thd&apos;, passed to TEDotProductAttention; NeMo user guide 24.09, &apos;Sequence Packing for SFT/PEFT&apos;), so attention keeps each sample to itself</source>
        <translation>NeMo 2.0 以打包序列微調（packed_sequence_specs）：每列的樣本連同其邊界以 THD 格式交給 Megatron-Core（github NVIDIA/NeMo @7ce2c555 nemo/collections/llm/gpt/model/base.py get_packed_seq_params：PackedSeqParams cu_seqlens_q/kv、qkv_format &apos;thd&apos;，傳給 TEDotProductAttention；NeMo 使用者指南 24.09〈Sequence Packing for SFT/PEFT〉），因此注意力只在各樣本之內</translation>
    </message>
    <message>
        <source>NeMo docs features/optimizations/communication_overlap.rst &apos;Pipeline-parallel Communication Overlap&apos; (overlap_p2p_comm: the 1F1B phase&apos;s sends beside non-dependent compute, fill and flush exposed, with virtual pipelining only); Megatron-LM arguments.py (overlap_p2p_comm on unless --no-overlap-p2p-communication); Megatron-Core schedules.py forward_backward_pipelining_with_interleaving (warm-up micro-batches (pp − rank − 1)·2 + (v − 1)·pp)</source>
        <translation>NeMo 文件 features/optimizations/communication_overlap.rst「Pipeline-parallel Communication Overlap」（overlap_p2p_comm：1F1B 階段的傳送與無相依的計算重疊，填充與排空階段不被掩蓋，僅限虛擬管線）；Megatron-LM arguments.py（overlap_p2p_comm 預設開啟，除非 --no-overlap-p2p-communication）；Megatron-Core schedules.py forward_backward_pipelining_with_interleaving（預熱微批次 (pp − rank − 1)·2 + (v − 1)·pp）</translation>
    </message>
    <message>
        <source>NeMo-RL examples/configs/grpo_math_1B.yaml @00294d9b (async_grpo.enabled, off by default; PR #2779 runs async one-step-off GRPO on GPUs of its own)</source>
        <translation>NeMo-RL examples/configs/grpo_math_1B.yaml @00294d9b（async_grpo.enabled，預設關閉；PR #2779 在獨立 GPU 上執行落後一步的非同步 GRPO）</translation>
    </message>
    <message>
        <source>OAM/module baseboard server (up to 8 accelerators)</source>
        <translation>OAM／模組基板伺服器（最多 8 顆加速器）</translation>
    </message>
    <message>
        <source>PCIe Gen4 x16</source>
        <translation>PCIe Gen4 x16</translation>
    </message>
    <message>
        <source>PCIe Gen5 x16</source>
        <translation>PCIe Gen5 x16</translation>
    </message>
    <message>
        <source>PPO value model (Schulman et al. 2017; Ouyang et al. 2022): TRL PPOTrainer value_model, OpenRLHF/verl critic</source>
        <translation>PPO 價值模型（Schulman 等人 2017；Ouyang 等人 2022）：TRL PPOTrainer value_model、OpenRLHF/verl 的價值模型</translation>
    </message>
    <message>
        <source>PUE: Uptime Institute survey average ~1.5–1.6 (hyperscale ~1.1)</source>
        <translation>PUE：Uptime Institute 調查平均約 1.5–1.6（超大規模資料中心約 1.1）</translation>
    </message>
    <message>
        <source>PaLM (Chowdhery et al. 2022) appendix B definition</source>
        <translation>PaLM（Chowdhery 等人 2022）附錄 B 的定義</translation>
    </message>
    <message>
        <source>PaLM (Chowdhery et al. 2022) appendix B definition; generation counted</source>
        <translation>PaLM（Chowdhery 等人 2022）附錄 B 的定義；計入生成</translation>
    </message>
    <message>
        <source>Pope et al. 2022 roofline; the input embedding is a lookup of one row</source>
        <translation>Pope 等人 2022 屋頂線模型（roofline）；輸入嵌入只是查一列</translation>
    </message>
    <message>
        <source>PyTorch CUDA semantics notes; NVIDIA CUDA lazy loading (CUDA_MODULE_LOADING=LAZY)</source>
        <translation>PyTorch CUDA 語意說明；NVIDIA CUDA 延遲載入（CUDA_MODULE_LOADING=LAZY）</translation>
    </message>
    <message>
        <source>PyTorch CUDACachingAllocator: memory_reserved() ≥ memory_allocated()</source>
        <translation>PyTorch CUDACachingAllocator：memory_reserved() ≥ memory_allocated()</translation>
    </message>
    <message>
        <source>PyTorch DDP gradient buckets, FSDP/ZeRO-3 prefetch, Megatron overlap options</source>
        <translation>PyTorch DDP 梯度分桶、FSDP/ZeRO-3 預取、Megatron 重疊選項</translation>
    </message>
    <message>
        <source>PyTorch DataLoader: one process per worker; DGX A100 has 16 cores per GPU</source>
        <translation>PyTorch DataLoader：每個工作行程一個行程；DGX A100 每張 GPU 配 16 個核心</translation>
    </message>
    <message>
        <source>S3 Standard us-east-1 list price $0.023/GB-month by default</source>
        <translation>預設採用 S3 標準儲存類別 us-east-1 牌價 $0.023/GB·月</translation>
    </message>
    <message>
        <source>SGD with momentum keeps one buffer</source>
        <translation>帶動量的 SGD 保存一個緩衝區</translation>
    </message>
    <message>
        <source>SGLang server arguments (mem_fraction_static, chunked_prefill_size, page_size, radix cache)</source>
        <translation>SGLang 伺服器參數（mem_fraction_static、chunked_prefill_size、page_size、基數樹快取 RadixAttention）</translation>
    </message>
    <message>
        <source>SkyRL&apos;s one-step-off-policy pipeline (an async trainer with a queue of one: skyrl-train/docs/examples/async.rst @09c3a1e4) and fully asynchronous training (trainer.fully_async, max_staleness_steps 4: skyrl-train/docs/tutorials/fully_async.rst @53c8c47e), both with the engines on GPUs of their own</source>
        <translation>SkyRL 的一步離策略管線（佇列長度為一的非同步訓練器：skyrl-train/docs/examples/async.rst @09c3a1e4）與全非同步訓練（trainer.fully_async，max_staleness_steps 4：skyrl-train/docs/tutorials/fully_async.rst @53c8c47e），兩者都需推論引擎在獨立 GPU 上</translation>
    </message>
    <message>
        <source>TRL DPOTrainer/GRPOTrainer: ref_model None with PEFT or precompute_ref_log_probs, else loaded like the policy and prepared with ZeRO-3 only under stage 3; verl ref_in_actor with LoRA; OpenRLHF --ref.offload</source>
        <translation>TRL DPOTrainer/GRPOTrainer：使用 PEFT 或 precompute_ref_log_probs 時 ref_model 為 None，否則與策略模型一樣載入，且僅在階段 3 時以 ZeRO-3 準備；verl 搭配 LoRA 時用 ref_in_actor；OpenRLHF 的 ref.offload 選項</translation>
    </message>
    <message>
        <source>TRL SFTTrainer packing (packing_strategy bfd: padding-free rows, position_ids per sample, flash-attention varlen; github huggingface/trl trl/trainer/sft_trainer.py)</source>
        <translation>TRL SFTTrainer 的打包（packing_strategy bfd：無填充的列、每個樣本各自的 position_ids、flash-attention varlen；github huggingface/trl trl/trainer/sft_trainer.py）</translation>
    </message>
    <message>
        <source>TRL SFTTrainer: every trainable parameter cast to bf16 over a 4- or 8-bit base (github huggingface/trl trl/trainer/sft_trainer.py; TRL 0.x peft_module_casting_to_bf16); AdamW&apos;s states in the parameter&apos;s dtype</source>
        <translation>TRL SFTTrainer：在 4 或 8 位元基底模型上，每個可訓練參數都轉為 bf16（github huggingface/trl trl/trainer/sft_trainer.py；TRL 0.x 的 peft_module_casting_to_bf16）；AdamW 的狀態採用參數本身的資料型別</translation>
    </message>
    <message>
        <source>TRL _move_model_to_vllm (merged LoRA), OpenRLHF broadcast/CUDA IPC, verl update_weights; NVLink/PCIe datasheet bandwidth</source>
        <translation>TRL _move_model_to_vllm（合併後的 LoRA）、OpenRLHF 廣播／CUDA IPC、verl update_weights；NVLink/PCIe 規格表頻寬</translation>
    </message>
    <message>
        <source>TensorRT-LLM KvCacheConfig (free_gpu_memory_fraction 0.9, tokens_per_block 32, enable_block_reuse) and build defaults (max_batch_size 2048, max_num_tokens 8192)</source>
        <translation>TensorRT-LLM KvCacheConfig（free_gpu_memory_fraction 0.9、tokens_per_block 32、enable_block_reuse）與建置預設值（max_batch_size 2048、max_num_tokens 8192）</translation>
    </message>
    <message>
        <source>TensorRT-LLM SchedulerConfig capacity_scheduler_policy GUARANTEED_NO_EVICT (the default): a request starts only when its prompt and maximum output fit the KV cache, so that it is never paused (TensorRT-LLM performance tuning guide, &apos;Useful Runtime Options&apos;, Capacity Scheduler Policy)</source>
        <translation>TensorRT-LLM SchedulerConfig capacity_scheduler_policy GUARANTEED_NO_EVICT（預設）：請求的提示與最大輸出都放進 KV 快取時才開始，因此不會被暫停（TensorRT-LLM 效能調校指南〈Useful Runtime Options〉的 Capacity Scheduler Policy）</translation>
    </message>
    <message>
        <source>TensorRT-LLM enable_attention_dp (PyTorch backend): every GPU of the tensor-parallel group a data-parallel rank (github NVIDIA/TensorRT-LLM tensorrt_llm/mapping.py @b35ac1b6 MappingBase.dp_size = tp_size), attention and MLA whole on each (_torch/modules/attention.py @c6d3bb2a: &apos;if config.mapping.enable_attention_dp: tp_size = 1&apos;), dense MLPs and shared experts too (_torch/models/modeling_deepseekv3.py @a43cf9e3 _compute_mlp_tp_size, _compute_shared_expert_tp_size), embedding and LM head unsplit (_torch/modules/embedding.py @06d0733f LMHead), routed experts over moe_ep_size x moe_tp_size = tp_size; each rank its own scheduler and KV pool (pyexecutor/_util.py @d8ae02ca create_py_executor_instance; resource_manager.py @d2a5560a KVCacheManager tp_size = 1; docs/source/blogs/tech_blog/blog9_Deploying_GPT_OSS_on_TRTLLM.md: &apos;max_batch_size describes the maximum batch size for each local rank&apos;)</source>
        <translation>TensorRT-LLM enable_attention_dp（PyTorch 後端）：張量平行組中的每張 GPU 都是一個資料平行 rank（github NVIDIA/TensorRT-LLM tensorrt_llm/mapping.py @b35ac1b6 MappingBase.dp_size = tp_size），注意力與 MLA 在每張上完整（_torch/modules/attention.py @c6d3bb2a：&apos;if config.mapping.enable_attention_dp: tp_size = 1&apos;），稠密 MLP 與共享專家亦然（_torch/models/modeling_deepseekv3.py @a43cf9e3 _compute_mlp_tp_size、_compute_shared_expert_tp_size），嵌入層與 LM head 不切分（_torch/modules/embedding.py @06d0733f LMHead），路由專家分佈於 moe_ep_size x moe_tp_size = tp_size；每個 rank 有自己的排程器與 KV 池（pyexecutor/_util.py @d8ae02ca create_py_executor_instance；resource_manager.py @d2a5560a KVCacheManager tp_size = 1；docs/source/blogs/tech_blog/blog9_Deploying_GPT_OSS_on_TRTLLM.md：&apos;max_batch_size describes the maximum batch size for each local rank&apos;）</translation>
    </message>
    <message>
        <source>Transformer Engine speedups.rst / gemm_profiling.rst @8f2e635 (a 5B-class layer&apos;s GEMMs in autocast and pre-quantized: H200 NVL for Hopper and older, B300 SXM6 for Blackwell, MXFP8 and NVFP4; what its autocast cast: benchmarks/gemm/benchmark_gemm.py @3329417); FBGEMM PR #2546 (H100, row-wise FP8 GEMM with scaling); NVFP4 stochastic rounding: TE PR #2412 (B300 cast 6.4 TB/s rounding to nearest, 4.5 TB/s stochastic)</source>
        <translation>Transformer Engine speedups.rst / gemm_profiling.rst @8f2e635（5B 級模型一層的 GEMM，autocast（含量化）與預先量化兩種量測：Hopper 及更早架構為 H200 NVL，Blackwell、MXFP8 與 NVFP4 為 B300 SXM6；其 autocast 量化了哪些張量：benchmarks/gemm/benchmark_gemm.py @3329417）；FBGEMM PR #2546（H100，逐列縮放的 FP8 GEMM，含縮放）；NVFP4 隨機捨入：TE PR #2412（B300 上量化核心：就近捨入 6.4 TB/s，隨機捨入 4.5 TB/s）</translation>
    </message>
    <message>
        <source>Unsloth&apos;s Triton kernels patched into the models it supports (github unslothai/unsloth unsloth/kernels/rms_layernorm.py fast_rms_layernorm, rope_embedding.py fast_rope_embedding, swiglu.py swiglu_fg_kernel)</source>
        <translation>Unsloth 為其支援的模型換上的 Triton 核心（github unslothai/unsloth unsloth/kernels/rms_layernorm.py fast_rms_layernorm、rope_embedding.py fast_rope_embedding、swiglu.py swiglu_fg_kernel）</translation>
    </message>
    <message>
        <source>a fused-MoE block&apos;s fixed time at decode, fitted to the engines&apos; kernel benchmarks over 1–16 tokens, the mean per architecture: Hopper 24.5–27.2 µs (H200 FP8 Qwen3-235B TP8, github sgl-project/sglang PR #11730; H100 FP8 Qwen3-30B, github vllm-project/vllm PR #24700; H200 FP8 Qwen3-Next and DeepSeek-R1 TP2, PR #36559), Blackwell 27.1 and 47.6 µs (B200 bf16 Qwen3-30B, PR #31448; B200 FP8 DeepSeek-R1 TP8, github sgl-project/sglang PR #11816), Ampere 26.9 µs (A100 bf16 Qwen3.5-122B TP2, PR #55511); the experts&apos; bytes at 0.90 · b ÷ (b + 0.265 MB) of the bandwidth, b one expert matrix&apos;s bytes on a GPU (the same fits and Mixtral at TP2, PR #24700)</source>
        <translation>融合 MoE 區塊在解碼時的固定時間，依引擎的核心基準測試在 1–16 個 token 上擬合，取各架構的平均：Hopper 24.5–27.2 µs（H200 FP8 Qwen3-235B TP8，github sgl-project/sglang PR #11730；H100 FP8 Qwen3-30B，github vllm-project/vllm PR #24700；H200 FP8 Qwen3-Next 與 DeepSeek-R1 TP2，PR #36559），Blackwell 27.1 與 47.6 µs（B200 bf16 Qwen3-30B，PR #31448；B200 FP8 DeepSeek-R1 TP8，github sgl-project/sglang PR #11816），Ampere 26.9 µs（A100 bf16 Qwen3.5-122B TP2，PR #55511）；專家權重位元組以頻寬的 0.90 · 矩陣位元組 ÷（矩陣位元組 + 0.265 MB）讀取，矩陣位元組為一個專家矩陣在單張 GPU 上的位元組（同一批擬合及 TP2 的 Mixtral，PR #24700）</translation>
    </message>
    <message>
        <source>a launched op&apos;s CPU time that of a torch Linear call: 13.48 µs on an x86 DGX H100 host, 33.17 µs on GH200&apos;s Grace, 37.08 µs on GB200&apos;s, taken for GB300 and Vera Rubin too (github NVIDIA/TransformerEngine issue #2053)</source>
        <translation>每個啟動的運算取一次 torch.nn.Linear 呼叫的 CPU 時間：x86 DGX H100 主機 13.48 µs、GH200 的 Grace 33.17 µs、GB200 的 37.08 µs，GB300 與 Vera Rubin 亦取 GB200 之值（github NVIDIA/TransformerEngine 議題 #2053）</translation>
    </message>
    <message>
        <source>a step reads micro-batch × accumulation × data-parallel ranks of pairs or examples (TRL, OpenRLHF, ms-swift), or its prompts (RL)</source>
        <translation>每步讀取 微批次 × 累積步數 × 資料平行進程數 個偏好對或樣本（TRL、OpenRLHF、ms-swift），強化學習則讀取其提示</translation>
    </message>
    <message>
        <source>a tensor- and pipeline-parallel shard per process</source>
        <translation>每個行程一份張量與管線平行分片</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth over MetaXLink: 329 of 448 GB/s on 8 MetaX C550 (0.73; mccl_tests at 1 GB, leliyliu/TileStack@d2113415 npus/07-C550硬件规格.md)</source>
        <translation>MetaXLink 上的 all-reduce 匯流排頻寬：8 張 MetaX C550 上達 448 GB/s 中的 329（0.73；mccl_tests，1 GB，leliyliu/TileStack@d2113415 npus/07-C550硬件规格.md）</translation>
    </message>
    <message>
        <source>any framework with mixed precision off</source>
        <translation>任何關閉混合精度的框架</translation>
    </message>
    <message>
        <source>at least {gbit:,} Gb/s per node</source>
        <translation>每節點至少 {gbit:,} Gb/s</translation>
    </message>
    <message>
        <source>attention: {source}</source>
        <translation>注意力：{source}</translation>
    </message>
    <message>
        <source>beyond NVLink 5</source>
        <translation>超過 NVLink 5</translation>
    </message>
    <message>
        <source>bitsandbytes 8-bit AdamW: two 1-byte states + block stats</source>
        <translation>bitsandbytes 8 位元 AdamW：兩個 1 位元組狀態 + 區塊統計值</translation>
    </message>
    <message>
        <source>bitsandbytes docs, explanations/optimizers.mdx (paged optimizers)</source>
        <translation>bitsandbytes 文件 explanations/optimizers.mdx（分頁優化器）</translation>
    </message>
    <message>
        <source>bitsandbytes optim/optimizer.py get_state_buffer (paged for tensors ≥ 10⁵ elements)</source>
        <translation>bitsandbytes optim/optimizer.py get_state_buffer（元素數 ≥ 10⁵ 的張量才分頁）</translation>
    </message>
    <message>
        <source>bubble: Narayanan et al. 2021 §2.2</source>
        <translation>管線氣泡：Narayanan 等人 2021 §2.2</translation>
    </message>
    <message>
        <source>bubble: Qi et al. 2024, Zero Bubble (Almost) Pipeline Parallelism (ICLR), ZB-H1; (pp − 1)(F + B − 2W) as deepseek-ai/DualPipe&apos;s README tabulates it (B the whole backward)</source>
        <translation>管線氣泡：Qi 等人 2024，Zero Bubble (Almost) Pipeline Parallelism（ICLR），ZB-H1；(pp − 1)(F + B − 2W)，依 deepseek-ai/DualPipe README 的列表（B 為整個反向）</translation>
    </message>
    <message>
        <source>bubble: deepseek-ai/DualPipe README (bubbles and memory by method, for the same number of stages): DualPipeV (S/2 − 1)(F&amp;B + B − 3W) for S = 2·pp chunks</source>
        <translation>管線氣泡：deepseek-ai/DualPipe README（各方法的氣泡與記憶體，階段數相同時）：DualPipeV 為 (S/2 − 1)(F&amp;B + B − 3W)，S = 2·pp 個區塊</translation>
    </message>
    <message>
        <source>calibration rows are pretraining runs</source>
        <translation>校準資料皆為預訓練</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>檢查點</translation>
    </message>
    <message>
        <source>checkpoint {label}: {gb:.3g} GB summed from the checkpoint&apos;s tensor headers</source>
        <translation>檢查點 {label}：{gb:.3g} GB，由檢查點的張量標頭加總而得</translation>
    </message>
    <message>
        <source>checkpoint {label}: {share:.1%} of parameters ({groups}) at {per:.4g} B, the rest at 2 B</source>
        <translation>檢查點 {label}：{share:.1%} 的參數（{groups}）每個 {per:.4g} B，其餘每個 2 B</translation>
    </message>
    <message>
        <source>chunked recurrent scans in prefill: Gated DeltaNet (fla chunk_gated_delta_rule) 3.5% of the B200&apos;s bf16 peak and 0.215 ms a call at no tokens (github vllm-project/vllm PR #43273), 5.5% of the H200&apos;s in vLLM 0.29; Mamba-2 SSD (vLLM&apos;s mamba_chunk_scan_combined) 10–11% of the H100&apos;s and 0.29 ms a call up to 2,048 tokens (vLLM PR #27299)</source>
        <translation>預填充中的分塊循環掃描：Gated DeltaNet（fla chunk_gated_delta_rule）達 B200 bf16 峰值的 3.5%，零 token 時每次呼叫 0.215 毫秒（github vllm-project/vllm PR #43273），vLLM 0.29 在 H200 上為 5.5%；Mamba-2 SSD（vLLM 的 mamba_chunk_scan_combined）達 H100 的 10–11%，2,048 個 token 以內每次呼叫約 0.29 毫秒（vLLM PR #27299）</translation>
    </message>
    <message>
        <source>colocate_all true (the default), or false with the vLLM engines on GPUs of their own (github NovaSky-AI/SkyRL @00127619 skyrl/train/config/config.py PlacementConfig; docs/content/docs/tutorials/placement.mdx @76ffcc44); never the trainer&apos;s own generate</source>
        <translation>colocate_all 為 true（預設），或為 false 時 vLLM 引擎在獨立 GPU 上（github NovaSky-AI/SkyRL @00127619 skyrl/train/config/config.py PlacementConfig；docs/content/docs/tutorials/placement.mdx @76ffcc44）；從不使用訓練器自身的 generate</translation>
    </message>
    <message>
        <source>colocation notes (SemiAnalysis-style compilation): ~12 kW per rack typical, not ready above 20 kW, air up to 30–40 kW with special airflow; Uptime Institute 2025: modal density ~10 kW</source>
        <translation>主機代管資料整理（SemiAnalysis 式彙編）：每機櫃一般約 12 kW，超過 20 kW 多數機房無法支援，特殊氣流設計下氣冷可達 30–40 kW；Uptime Institute 2025：最常見密度約 10 kW</translation>
    </message>
    <message>
        <source>common PC-building advice; NVIDIA lists 850 W for one RTX 4090</source>
        <translation>常見的組裝電腦建議；NVIDIA 為一張 RTX 4090 建議 850 W</translation>
    </message>
    <message>
        <source>common advice for small multi-node clusters</source>
        <translation>小型多節點叢集的常見建議</translation>
    </message>
    <message>
        <source>common claim for MoE models (e.g. Qwen3-235B-A22B LoRA in 20–30 GB)</source>
        <translation>對 MoE 模型的常見說法（例如 Qwen3-235B-A22B 的 LoRA 只需 20–30 GB）</translation>
    </message>
    <message>
        <source>common claim; NVLink bridges ended with the RTX 3090 (112.5 GB/s, NVIDIA RTX A6000 datasheet for the same bridge)</source>
        <translation>常見說法；NVLink 橋接器止於 RTX 3090（112.5 GB/s，同一橋接器見 NVIDIA RTX A6000 規格書）</translation>
    </message>
    <message>
        <source>common in LoRA tutorials; Hu et al. 2021 report far smaller shares</source>
        <translation>LoRA 教學中常見；Hu et al. 2021 報告的比例小得多</translation>
    </message>
    <message>
        <source>common in fine-tuning articles (2 B weights + 2 B gradients + 8 B Adam states); cf. Rajbhandari et al. 2020 (ZeRO), §3.1: mixed-precision Adam keeps 16 B/param</source>
        <translation>微調文章中常見（2 B 權重 + 2 B 梯度 + 8 B Adam 狀態）；參見 Rajbhandari et al. 2020（ZeRO）§3.1：混合精度 Adam 每參數保留 16 B</translation>
    </message>
    <message>
        <source>common in serving and quantization articles</source>
        <translation>推論服務與量化文章中常見</translation>
    </message>
    <message>
        <source>counted from the architecture as the Hugging Face implementation allocates it</source>
        <translation>依模型架構計算，與 Hugging Face 實作的配置方式相同</translation>
    </message>
    <message>
        <source>cuBLAS docs (CUBLAS_WORKSPACE_CONFIG)</source>
        <translation>cuBLAS 文件（CUBLAS_WORKSPACE_CONFIG）</translation>
    </message>
    <message>
        <source>cuBLAS docs (CUBLAS_WORKSPACE_CONFIG); flash-attn backward source</source>
        <translation>cuBLAS 文件（CUBLAS_WORKSPACE_CONFIG）；flash-attn 反向傳播原始碼</translation>
    </message>
    <message>
        <source>cuDNN FP8 against bf16 fused attention on GB200 (cuDNN 9.26, heads of 128, causal; github NVIDIA/cudnn-frontend@e99b0d0b benchmark/sdpa_benchmark_training/results/llama3.1/gb200): forward 1.30× at 2k to 1.36× at 32k, backward 0.92× to 1.39×</source>
        <translation>GB200 上 cuDNN FP8 與 bf16 融合注意力的比較（cuDNN 9.26，注意力頭維度 128，因果遮罩；github NVIDIA/cudnn-frontend@e99b0d0b benchmark/sdpa_benchmark_training/results/llama3.1/gb200）：前向由 2k 的 1.30× 至 32k 的 1.36×，反向由 0.92× 至 1.39×</translation>
    </message>
    <message>
        <source>cuDNN FP8 against bf16 fused attention, the one Hopper shape published (cuDNN 9.1.0, 512 tokens, not causal, heads of 128; github NVIDIA/cudnn-frontend@b7405428 benchmark/README.md): forward 1.35×, backward 1.19×, taken for every length</source>
        <translation>cuDNN FP8 與 bf16 融合注意力的比較，唯一公開的 Hopper 形狀（cuDNN 9.1.0，512 個 token，非因果，注意力頭維度 128；github NVIDIA/cudnn-frontend@b7405428 benchmark/README.md）：前向 1.35×，反向 1.19×，套用於所有長度</translation>
    </message>
    <message>
        <source>deepseek-ai/DeepEP README (normal and low-latency kernels: a token sent once to each node holding one of its experts, forwarded inside it over NVLink); SGLang --moe-a2a-backend deepep; vLLM --all2all-backend deepep_high_throughput or deepep_low_latency (docs.vllm.ai serving/expert_parallel_deployment)</source>
        <translation>deepseek-ai/DeepEP README（一般與低延遲核心：token 對每個持有其專家之一的節點只送一次，再於節點內經 NVLink 轉送）；SGLang --moe-a2a-backend deepep；vLLM --all2all-backend deepep_high_throughput 或 deepep_low_latency（docs.vllm.ai serving/expert_parallel_deployment）</translation>
    </message>
    <message>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>dual-channel DDR5-5600: 2 × 5,600 MT/s × 8 B (JEDEC JESD79-5)</source>
        <translation>雙通道 DDR5-5600：2 × 5,600 MT/s × 8 B（JEDEC JESD79-5）</translation>
    </message>
    <message>
        <source>empirical: median measured ÷ kernel-time HFU over the published training runs in docs/ACCURACY.md (Megatron-LM, Megatron-Core, llm-foundry MPT, LLaMA)</source>
        <translation>經驗值：docs/ACCURACY.md 所列已發表訓練的實測值 ÷ 核心時間 HFU 的中位數（Megatron-LM、Megatron-Core、llm-foundry MPT、LLaMA）</translation>
    </message>
    <message>
        <source>estimate: DGX A100 system max 6.5 kW less 8 × 400 W GPUs, at ~half load; workstation CPU + board + drives</source>
        <translation>估計：DGX A100 系統最大 6.5 kW 扣除 8 × 400 W 的 GPU，以約一半負載計；工作站為 CPU + 主機板 + 硬碟</translation>
    </message>
    <message>
        <source>estimate: element-wise kernels stream ~80% of the datasheet memory bandwidth</source>
        <translation>估計：逐元素核心可用到規格表記憶體頻寬的約 80%</translation>
    </message>
    <message>
        <source>estimate: median of measured best-matmul efficiencies (stas00/ml-engineering MAMF table)</source>
        <translation>估計：實測最佳矩陣乘法效率的中位數（stas00/ml-engineering 的 MAMF 表）</translation>
    </message>
    <message>
        <source>estimate: one PCIe 4.0 NVMe drive; Llama 3: checkpoints of 1 MB–4 GB per GPU saturated a 2 TB/s fabric</source>
        <translation>估計：一顆 PCIe 4.0 NVMe 硬碟；Llama 3：每張 GPU 1 MB–4 GB 的檢查點寫入就讓 2 TB/s 的網路飽和</translation>
    </message>
    <message>
        <source>estimate: per-step host work (scheduling, input tensors, sampling) not overlapped with the GPU; WukLab 2024 &apos;scheduling overhead&apos; analysis (vLLM&apos;s can exceed half the time, SGLang&apos;s far less); vLLM v0.6.0 blog (GPU busy 38% for Llama-3-8B in v0.5.3 before multi-step/async fixes); Hugging Face continuous-batching post (GPU idle 24% for an 8B model on an H200)</source>
        <translation>估計：每步未與 GPU 重疊的主機工作（排程、準備輸入張量、取樣）；WukLab 2024《scheduling overhead》分析（vLLM 的可超過一半時間，SGLang 的少得多）；vLLM v0.6.0 部落格文章（v0.5.3 在多步／非同步改進前，Llama-3-8B 的 GPU 忙碌時間僅 38%）；Hugging Face 連續批次處理文章（8B 模型在 H200 上 GPU 閒置 24%）</translation>
    </message>
    <message>
        <source>estimate: prefill is large GEMMs, like training forward (HFU ~0.5)</source>
        <translation>估計：預填充是大型 GEMM，與訓練的前向傳播相近（HFU 約 0.5）</translation>
    </message>
    <message>
        <source>estimates from 2024–25 list and street prices (HGX/DGX systems less their GPUs, InfiniBand NIC + port, colocation rack rates); edit them in the workload</source>
        <translation>依 2024–25 年牌價與市價估計（HGX/DGX 系統扣除 GPU、InfiniBand 網路卡 + 交換器連接埠、主機代管機櫃租金）；可在使用者設定中修改</translation>
    </message>
    <message>
        <source>every padded position runs through every layer as a data token does</source>
        <translation>每個填充位置都像資料 token 一樣經過每一層</translation>
    </message>
    <message>
        <source>forward pass 2·N per token (Kaplan et al. 2020); which passes run: TRL, OpenRLHF, verl trainers (reference, reward, critic values, old log-probs)</source>
        <translation>前向傳播每 token 2·N（Kaplan 等人 2020）；執行哪些前向傳播：依 TRL、OpenRLHF、verl 的訓練器（參考模型、獎勵、價值模型的估值、舊的對數機率）</translation>
    </message>
    <message>
        <source>forward-only passes run the layers&apos; forward collectives (Megatron-Core schedules.forward_backward_func with forward_only); the experts&apos; all-to-all overlap pairs one micro-batch&apos;s forward with another&apos;s backward (Megatron-Core MoE README, overlap_moe_expert_parallel_comm), which a forward-only pass has not</source>
        <translation>僅前向傳遞執行各層前向的集合通訊（Megatron-Core schedules.forward_backward_func，forward_only）；專家 all-to-all 的重疊是把一個微批次的前向與另一個的反向配對（Megatron-Core MoE README，overlap_moe_expert_parallel_comm），僅前向傳遞沒有反向可配</translation>
    </message>
    <message>
        <source>frozen: {storage}</source>
        <translation>凍結權重：{storage}</translation>
    </message>
    <message>
        <source>github InternLM/lmdeploy lmdeploy/messages.py TurbomindEngineConfig (cache_max_entry_count 0.8 of free memory, cache_block_seq_len 64, max_batch_size 128, max_prefill_token_num 8192)</source>
        <translation>github InternLM/lmdeploy lmdeploy/messages.py TurbomindEngineConfig（cache_max_entry_count 為可用記憶體的 0.8、cache_block_seq_len 64、max_batch_size 128、max_prefill_token_num 8192）</translation>
    </message>
    <message>
        <source>github Lightning-AI/litgpt finetune/lora.py (lora_r 8, lora_alpha 16, lora_dropout 0.05, lora_query/value True; bnb.optim.PagedAdamW when quantized; lm_head_chunk_size=128, chunked_cross_entropy), litgpt/model.py CausalSelfAttention (fused attn projection, qkv.split, k/v expand), lightning BitsandbytesPrecision (_convert_layers replaces every nn.Linear)</source>
        <translation>github Lightning-AI/litgpt finetune/lora.py（lora_r 8、lora_alpha 16、lora_dropout 0.05、lora_query/value True；量化時用 bnb.optim.PagedAdamW；lm_head_chunk_size=128、chunked_cross_entropy），litgpt/model.py CausalSelfAttention（融合的 attn 投影、qkv.split、k/v 擴展），lightning BitsandbytesPrecision（_convert_layers 替換每個 nn.Linear）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/Megatron-Bridge@d7a20c8c src/megatron/bridge/models/conversion/auto_bridge.py export_hf_weights (&apos;gathering from tensor parallel ranks, broadcasting across pipeline parallel ranks … All ranks receive the full tensors&apos;; model_bridge.py stream_weights_megatron_to_hf, param_mapping.py broadcast_from_pp_rank, gather_from_tp_ranks, gather_from_ep_ranks), called by NeMo-RL&apos;s Megatron policy worker for each refit (NVIDIA-NeMo/RL@5b260ada nemo_rl/models/megatron/refit_utils.py gather_params before it)</source>
        <translation>github NVIDIA-NeMo/Megatron-Bridge@d7a20c8c src/megatron/bridge/models/conversion/auto_bridge.py export_hf_weights（「gathering from tensor parallel ranks, broadcasting across pipeline parallel ranks … All ranks receive the full tensors」；model_bridge.py stream_weights_megatron_to_hf、param_mapping.py broadcast_from_pp_rank、gather_from_tp_ranks、gather_from_ep_ranks），NeMo-RL 的 Megatron 策略 worker 每次 refit 都會呼叫（在此之前為 NVIDIA-NeMo/RL@5b260ada nemo_rl/models/megatron/refit_utils.py gather_params）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL examples/configs/grpo_math_1B_megatron.yaml @00294d9b (megatron_cfg: activation_checkpointing false, tensor/pipeline/context/expert parallel sizes, use_distributed_optimizer true, grad_reduce_in_fp32 false; sequence_packing enabled; vllm gpu_memory_utilization 0.6; reference_policy_kl_penalty 0.01), nemo_rl/models/policy/megatron_policy_worker.py @0f4e4696 (params_dtype bfloat16; activation_checkpointing: recompute_granularity full, method uniform; the reference model&apos;s state dict copied to the host; optimizer_cpu_offload with fraction 1.0 only); DAPO: examples/configs/recipes/llm/h100/dapo-qwen2.5-7b.yaml @42d57888</source>
        <translation>github NVIDIA-NeMo/RL examples/configs/grpo_math_1B_megatron.yaml @00294d9b（megatron_cfg：activation_checkpointing false、張量／管線／上下文／專家平行大小、use_distributed_optimizer true、grad_reduce_in_fp32 false；啟用 sequence_packing；vllm gpu_memory_utilization 0.6；reference_policy_kl_penalty 0.01），nemo_rl/models/policy/megatron_policy_worker.py @0f4e4696（params_dtype bfloat16；activation_checkpointing：recompute_granularity full、method uniform；參考模型的 state dict 複製到主機記憶體；optimizer_cpu_offload 僅支援比例 1.0）；DAPO：examples/configs/recipes/llm/h100/dapo-qwen2.5-7b.yaml @42d57888</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL@00fa1285 weight_sync/ipc_weight_synchronizer.py (colocated: ZMQ + CUDA IPC buckets); @06179501 nemo_rl/utils/packed_tensor.py (separate: packed NCCL)</source>
        <translation>github NVIDIA-NeMo/RL@00fa1285 weight_sync/ipc_weight_synchronizer.py（同卡：ZMQ + CUDA IPC 分桶）；@06179501 nemo_rl/utils/packed_tensor.py（分離：打包的 NCCL）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL@00fa1285 weight_sync/ipc_weight_synchronizer.py (colocated: ZMQ + CUDA IPC, two buffers of 30% of free memory, NRL_REFIT_BUFFER_MEMORY_RATIO); @06179501 nemo_rl/utils/packed_tensor.py (separate: packed NCCL, 2% of GPU memory, at most 5 GB)</source>
        <translation>github NVIDIA-NeMo/RL@00fa1285 weight_sync/ipc_weight_synchronizer.py（同卡：ZMQ + CUDA IPC，兩個緩衝區共占可用記憶體的 30%，NRL_REFIT_BUFFER_MEMORY_RATIO）；@06179501 nemo_rl/utils/packed_tensor.py（分離：打包的 NCCL，GPU 記憶體的 2%，至多 5 GB）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL@0126d86c nemo_rl/models/policy/dtensor_policy_worker.py (offload_before_refit: each optimizer state v.to(&apos;cpu&apos;); offload_after_refit: move_to_cpu, model.to(&apos;cpu&apos;); prepare_for_training: both back with .to(&apos;cuda&apos;))</source>
        <translation>github NVIDIA-NeMo/RL@0126d86c nemo_rl/models/policy/dtensor_policy_worker.py（offload_before_refit：每個最佳化器狀態 v.to(&apos;cpu&apos;)；offload_after_refit：move_to_cpu，model.to(&apos;cpu&apos;)；prepare_for_training：兩者以 .to(&apos;cuda&apos;) 移回）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL@017d5c27 nemo_rl/models/policy/megatron_policy_worker.py (offload_before_refit: each of optimizer._get_state()&apos;s tensors v.to(&apos;cpu&apos;); prepare_for_training: v.to(&apos;cuda&apos;); the model&apos;s buffers through move_model, param_and_grad_buffer.offload_to_cpu: a pinned copy)</source>
        <translation>github NVIDIA-NeMo/RL@017d5c27 nemo_rl/models/policy/megatron_policy_worker.py（offload_before_refit：optimizer._get_state() 的每個張量 v.to(&apos;cpu&apos;)；prepare_for_training：v.to(&apos;cuda&apos;)；模型的緩衝區經 move_model、param_and_grad_buffer.offload_to_cpu：鎖頁副本）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM@00bebb45 megatron/core/transformer/experimental_attention_variant/dsa.py (DSAttention.forward: the indexer under torch.no_grad unless dsa_indexer_loss_coeff &gt; 0), ops/sparse_mla.py @d55a270c (SparseMLA saves q, kv, indices, out, lse), ops/indexer.py @e06060a8 (fused_indexer_block_size 8192)</source>
        <translation>github NVIDIA/Megatron-LM@00bebb45 megatron/core/transformer/experimental_attention_variant/dsa.py（DSAttention.forward：除非 dsa_indexer_loss_coeff &gt; 0，索引器在 torch.no_grad 下執行），ops/sparse_mla.py @d55a270c（SparseMLA 保存 q、kv、indices、out、lse），ops/indexer.py @e06060a8（fused_indexer_block_size 8192）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM@00bebb45 megatron/core/transformer/experimental_attention_variant/dsa.py (_validate_nonpacked_cp_uniform_length: &apos;Non-packed DSA allgather CP&apos;)</source>
        <translation>github NVIDIA/Megatron-LM@00bebb45 megatron/core/transformer/experimental_attention_variant/dsa.py（_validate_nonpacked_cp_uniform_length：「Non-packed DSA allgather CP」）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM@00caa53af30912914981c86f39db123961678bbd megatron/core/ssm/mamba_context_parallel.py (MambaContextParallel: all-to-alls of z, x, B, C and dt before the convolution and scan, of their output after)</source>
        <translation>github NVIDIA/Megatron-LM@00caa53af30912914981c86f39db123961678bbd megatron/core/ssm/mamba_context_parallel.py（MambaContextParallel：卷積與掃描之前對 z、x、B、C 與 dt 做 all-to-all，之後對其輸出做 all-to-all）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM@e867835174aecbc95c2e8e1b1d61b68e05f2c061 megatron/core/ssm/gated_delta_net.py (GatedDeltaNet.forward: tensor_a2a_cp2hp of the input projection&apos;s output, tensor_a2a_hp2cp of the gated norm&apos;s output)</source>
        <translation>github NVIDIA/Megatron-LM@e867835174aecbc95c2e8e1b1d61b68e05f2c061 megatron/core/ssm/gated_delta_net.py（GatedDeltaNet.forward：對輸入投影的輸出做 tensor_a2a_cp2hp，對門控正規化的輸出做 tensor_a2a_hp2cp）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM@e867835174aecbc95c2e8e1b1d61b68e05f2c061 megatron/core/ssm/gated_delta_net.py, @00caa53af30912914981c86f39db123961678bbd megatron/core/ssm/mamba_context_parallel.py (all-to-alls to head parallelism and back)</source>
        <translation>github NVIDIA/Megatron-LM@e867835174aecbc95c2e8e1b1d61b68e05f2c061 megatron/core/ssm/gated_delta_net.py、@00caa53af30912914981c86f39db123961678bbd megatron/core/ssm/mamba_context_parallel.py（以 all-to-all 轉為按頭平行，再轉回）</translation>
    </message>
    <message>
        <source>github NVIDIA/NeMo @8cfedd7 nemo/collections/llm/recipes: optim/adam.py distributed_fused_adam_with_cosine_annealing (use_distributed_optimizer=True), llama31_8b.py finetune_recipe (LoRA: use_distributed_optimizer = False; ddp grad_reduce_in_fp32=True; no recompute_granularity, Megatron-Core&apos;s default None), precision/mixed_precision.py bf16_mixed; peft/__init__.py PEFT_STR2CLS; fp8 recipes: delayed, tensorwise current scaling, blockwise, MXFP8 (Megatron-Core&apos;s fp8_recipe) (precision/mixed_precision.py bf16_with_fp8_mixed, bf16_with_fp8_current_scaling_mixed: fp8_param_gather = True); Megatron-Core optimizer CPU offload; gpt/model/base.py default_layer_spec (Transformer Engine layer spec when TE is installed, as in the NeMo container: TE fused attention and fused norms/activations, as megatron); Megatron-Core&apos;s cross_entropy_fusion_impl te (Transformer Engine&apos;s fused cross-entropy), which Megatron-Bridge&apos;s Llama 3 and Qwen recipes set from NeMo 25.11 (NVIDIA-NeMo/Megatron-Bridge PR #1154, in r0.2.0 by #1201) until PR #4138 (2026-06); tp_comm_overlap in pre-training: github NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/recipes/llama/llama3.py llama3_70b_pretrain_config (comm_overlap_config=CommOverlapConfig(tp_comm_overlap=True, tp_comm_overlap_cfg=userbuffers_bf16_h100_h8192_tp4_mbs1_seqlen8192)), NVIDIA/NeMo @0189a3b nemo/collections/llm/recipes/llama3_70b.py pretrain_recipe_performance (MegatronCommOverlapCallback tp_comm_overlap=True)</source>
        <translation>github NVIDIA/NeMo @8cfedd7 nemo/collections/llm/recipes：optim/adam.py distributed_fused_adam_with_cosine_annealing（use_distributed_optimizer=True），llama31_8b.py finetune_recipe（LoRA：use_distributed_optimizer = False；ddp grad_reduce_in_fp32=True；未設 recompute_granularity，即 Megatron-Core 預設 None），precision/mixed_precision.py bf16_mixed；peft/__init__.py PEFT_STR2CLS；fp8 配方：delayed、tensorwise current scaling、blockwise、MXFP8（Megatron-Core 的 fp8_recipe）（precision/mixed_precision.py bf16_with_fp8_mixed、bf16_with_fp8_current_scaling_mixed：fp8_param_gather = True）；Megatron-Core 優化器 CPU 卸載；gpt/model/base.py default_layer_spec（安裝 TE 時採用 Transformer Engine 層規格，NeMo 容器即如此：TE 融合注意力與融合的正規化／啟動函數，與 megatron 相同）；Megatron-Core 的 cross_entropy_fusion_impl te（Transformer Engine 的融合交叉熵），Megatron-Bridge 的 Llama 3 與 Qwen 配方自 NeMo 25.11 起設定（NVIDIA-NeMo/Megatron-Bridge PR #1154，經 #1201 併入 r0.2.0），直到 PR #4138（2026-06）；預訓練中的 tp_comm_overlap：github NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/recipes/llama/llama3.py llama3_70b_pretrain_config（comm_overlap_config=CommOverlapConfig(tp_comm_overlap=True, tp_comm_overlap_cfg=userbuffers_bf16_h100_h8192_tp4_mbs1_seqlen8192)），NVIDIA/NeMo @0189a3b nemo/collections/llm/recipes/llama3_70b.py pretrain_recipe_performance（MegatronCommOverlapCallback tp_comm_overlap=True）</translation>
    </message>
    <message>
        <source>github NovaSky-AI/SkyRL @00127619 skyrl/train/config/config.py (TrainerConfig strategy &apos;fsdp&apos; = FSDP2, gradient_checkpointing True, remove_microbatch_padding True, train_batch_size 1024, max_prompt_length 512, sequence_parallel_size 1 with backend ulysses; PlacementConfig colocate_all and colocate_policy_ref True; FSDPConfig reshard_after_forward True, cpu_offload False, MixedPrecisionConfig param_dtype bf16, reduce_dtype fp32; OptimizerConfig offload_after_step True; InferenceEngineConfig backend vllm, gpu_memory_utilization 0.8, tensor_parallel_size 1; GeneratorConfig n_samples_per_prompt 5, max_generate_length 1024; AlgorithmConfig advantage_estimator grpo, use_kl_loss True, kl_loss_coef 0.001); docs/content/docs/tutorials/placement.mdx @76ffcc44 (engines sleep after generation and wake before the next; on GPUs of their own they do not sleep)</source>
        <translation>github NovaSky-AI/SkyRL @00127619 skyrl/train/config/config.py（TrainerConfig strategy &apos;fsdp&apos; 即 FSDP2、gradient_checkpointing True、remove_microbatch_padding True、train_batch_size 1024、max_prompt_length 512、sequence_parallel_size 1 並使用 ulysses 後端；PlacementConfig colocate_all 與 colocate_policy_ref 為 True；FSDPConfig reshard_after_forward True、cpu_offload False、MixedPrecisionConfig param_dtype bf16、reduce_dtype fp32；OptimizerConfig offload_after_step True；InferenceEngineConfig backend vllm、gpu_memory_utilization 0.8、tensor_parallel_size 1；GeneratorConfig n_samples_per_prompt 5、max_generate_length 1024；AlgorithmConfig advantage_estimator grpo、use_kl_loss True、kl_loss_coef 0.001）；docs/content/docs/tutorials/placement.mdx @76ffcc44（推論引擎在生成後休眠、下一輪前喚醒；在獨立 GPU 上時不休眠）</translation>
    </message>
    <message>
        <source>github PrimeIntellect-ai/prime-rl kernels/sparse_mla_bwd.py @a194f332 (dkv = torch.zeros_like(kv, dtype=torch.float32), Delta [S, H] fp32)</source>
        <translation>github PrimeIntellect-ai/prime-rl kernels/sparse_mla_bwd.py @a194f332（dkv = torch.zeros_like(kv, dtype=torch.float32)，Delta [S, H] fp32）</translation>
    </message>
    <message>
        <source>github PrimeIntellect-ai/prime-rl: docs/reference.md @f6bff7d38cd64564434019dd5a2325124f3f7e31 (trainer.model.optimization_dtype float32, reduce_dtype float32, ac None, cp 1 with cp_style ring or ulysses, optim_cpu_offload, fsdp_cpu_offload, ac_offloading; inference.gpu_memory_utilization 0.9, parallel.tp 1; max_async_level 1; seq_len 2048), src/prime_rl/trainer/model.py @804de563 (fully_shard with MixedPrecisionPolicy param_dtype bfloat16), src/prime_rl/rl.py @53908928 (validate_gpu_count: trainer and inference GPUs apart), trainer/rl/broadcast/filesystem.py @53a93a92 (weights written as safetensors after each step, reloaded by the servers), trainer/batch.py @e64a13d1 (samples packed first-fit decreasing into seq_len rows), docs/algorithms.md @858d4287 (KL against the inference policy, no reference)</source>
        <translation>github PrimeIntellect-ai/prime-rl：docs/reference.md @f6bff7d38cd64564434019dd5a2325124f3f7e31（trainer.model.optimization_dtype float32、reduce_dtype float32、ac None、cp 1 搭配 cp_style ring 或 ulysses、optim_cpu_offload、fsdp_cpu_offload、ac_offloading；inference.gpu_memory_utilization 0.9、parallel.tp 1；max_async_level 1；seq_len 2048），src/prime_rl/trainer/model.py @804de563（fully_shard 搭配 MixedPrecisionPolicy param_dtype bfloat16），src/prime_rl/rl.py @53908928（validate_gpu_count：訓練與推論的 GPU 分開），trainer/rl/broadcast/filesystem.py @53a93a92（每步之後把權重寫成 safetensors，由推論伺服器重新載入），trainer/batch.py @e64a13d1（樣本以 first-fit decreasing 打包成 seq_len 長的列），docs/algorithms.md @858d4287（KL 對照推論策略，無參考模型）</translation>
    </message>
    <message>
        <source>github PrimeIntellect-ai/prime-rl@049a80afebd85a76b61146d6116485c11147e362 src/prime_rl/trainer/models/qwen3_5_moe/modeling_qwen3_5_moe.py (Qwen3_5MoeGatedDeltaNet: fla.ops.cp build_cp_context, chunk_gated_delta_rule with cp_context)</source>
        <translation>github PrimeIntellect-ai/prime-rl@049a80afebd85a76b61146d6116485c11147e362 src/prime_rl/trainer/models/qwen3_5_moe/modeling_qwen3_5_moe.py（Qwen3_5MoeGatedDeltaNet：fla.ops.cp 的 build_cp_context，以及帶 cp_context 的 chunk_gated_delta_rule）</translation>
    </message>
    <message>
        <source>github PrimeIntellect-ai/prime-rl@099f5a57 src/prime_rl/trainer/rl/broadcast/filesystem.py (default: &apos;saving a HF-compatible checkpoint to shared filesystem&apos;, the inference servers reloading it; an NCCL option broadcasts per layer and dtype)</source>
        <translation>github PrimeIntellect-ai/prime-rl@099f5a57 src/prime_rl/trainer/rl/broadcast/filesystem.py（預設：「saving a HF-compatible checkpoint to shared filesystem」，由推論伺服器重新載入；另有 NCCL 選項，按層與資料型別廣播）</translation>
    </message>
    <message>
        <source>github THUDM/slime@04b6c8d8 slime/backends/megatron_utils/update_weight/update_weight_from_tensor.py (colocated: FlattenedTensorBucket of 512 MB, one CUDA IPC handle per bucket); @02a644a7 update_weight_from_distributed.py (separate: one Ray call per 512 MB bucket, one NCCL broadcast per tensor); Miles (radixark/miles@0015b711) the same</source>
        <translation>github THUDM/slime@04b6c8d8 slime/backends/megatron_utils/update_weight/update_weight_from_tensor.py（同卡：512 MB 的 FlattenedTensorBucket，每桶一個 CUDA IPC 控制代碼）；@02a644a7 update_weight_from_distributed.py（分離：每 512 MB 一桶一次 Ray 呼叫，每個張量一次 NCCL 廣播）；Miles（radixark/miles@0015b711）相同</translation>
    </message>
    <message>
        <source>github alibaba/ROLL mcore_adapter/src/mcore_adapter/models/qwen3_5/__init__.py @6f8082f1 (experimental_attention_variant &apos;gated_delta_net&apos;: Megatron-Core&apos;s GatedDeltaNet, gdn_dist_config)</source>
        <translation>github alibaba/ROLL mcore_adapter/src/mcore_adapter/models/qwen3_5/__init__.py @6f8082f1（experimental_attention_variant &apos;gated_delta_net&apos;：Megatron-Core 的 GatedDeltaNet，gdn_dist_config）</translation>
    </message>
    <message>
        <source>github fla-org/flash-linear-attention@29282a37c3b81c3a22f2b1d304c58a2654a3dc7e fla/ops/cp/README.md (each rank&apos;s state from zero and its transition matrix, all-gathered in fp32 and chained in forward and backward)</source>
        <translation>github fla-org/flash-linear-attention@29282a37c3b81c3a22f2b1d304c58a2654a3dc7e fla/ops/cp/README.md（各 rank 從零開始的狀態與其轉移矩陣，以 fp32 做 all-gather，並在前向與反向中串接）</translation>
    </message>
    <message>
        <source>github hiyouga/LLaMA-Factory@15caedcb src/llamafactory/train/tuner.py (stage in pt, sft, dpo and use_mca: train/mca/workflow.py run_pt, run_sft, run_dpo; DPO&apos;s ref_model a full second copy), examples/megatron/qwen3_moe_full.yaml @568ab508 (&apos;only support full for now&apos;); github alibaba/ROLL mcore_adapter/src/mcore_adapter/training_args.py @59f45298 (use_distributed_optimizer, overlap_grad_reduce, sequence_packing, recompute: off by default; bf16 sets accumulate_allreduce_grads_in_fp32), models/model_config.py @c5cdbedc (transformer_impl transformer_engine; TP and EP together force sequence parallelism), models/model_factory.py @560dd8a6 (McaGPTModel(GPTModel)), trainer/trainer.py @044104da (gradient_accumulation_steps Megatron micro-batches; sequence packing as THD), models/qwen3_next/__init__.py @88a83665 (linear attention duplicated: &apos;TODO: support tensor parallel&apos;); LLaMA-Factory v0.9.4 release notes (Megatron-LM training via MCoreAdapter, #9237)</source>
        <translation>github hiyouga/LLaMA-Factory@15caedcb src/llamafactory/train/tuner.py（stage 為 pt、sft、dpo 且 use_mca：train/mca/workflow.py 的 run_pt、run_sft、run_dpo；DPO 的 ref_model 為完整的第二份模型），examples/megatron/qwen3_moe_full.yaml @568ab508（「only support full for now」）；github alibaba/ROLL mcore_adapter/src/mcore_adapter/training_args.py @59f45298（use_distributed_optimizer、overlap_grad_reduce、sequence_packing、重算：預設皆關閉；bf16 時設定 accumulate_allreduce_grads_in_fp32），models/model_config.py @c5cdbedc（transformer_impl 為 transformer_engine；TP 與 EP 同時使用時強制序列平行），models/model_factory.py @560dd8a6（McaGPTModel(GPTModel)），trainer/trainer.py @044104da（gradient_accumulation_steps 即 Megatron 微批次數；序列打包為 THD），models/qwen3_next/__init__.py @88a83665（線性注意力權重重複：「TODO: support tensor parallel」）；LLaMA-Factory v0.9.4 發行說明（透過 MCoreAdapter 支援 Megatron-LM 訓練，#9237）</translation>
    </message>
    <message>
        <source>github huggingface/peft src/peft/tuners/lora/layer.py Linear.forward (the input cast to the adapters&apos; dtype by tuners_utils.BaseTunerLayer._cast_input_dtype, lora_dropout, lora_A, lora_B, the scaled sum) and get_peft_model&apos;s autocast_adapter_dtype=True (fp32 adapters over bf16 weights)</source>
        <translation>github huggingface/peft src/peft/tuners/lora/layer.py Linear.forward（由 tuners_utils.BaseTunerLayer._cast_input_dtype 把輸入轉換為適配器的資料型別、lora_dropout、lora_A、lora_B、按比例縮放後相加）與 get_peft_model 的 autocast_adapter_dtype=True（bf16 權重上的 fp32 適配器）</translation>
    </message>
    <message>
        <source>github modelscope/ms-swift swift/megatron/utils/utils.py @006938be6c7ceb5495a22be34272111c8e963da7 find_all_linears and find_layers (all-linear: every TELinear, TELayerNormColumnParallelLinear, TEGroupedLinear and nn.Linear but output_layer, named by their last part: a mixture&apos;s routed experts are linear_fc1 and linear_fc2 as its MLP is, so the MLP&apos;s targets adapt them too; the router only with all-router)</source>
        <translation>github modelscope/ms-swift swift/megatron/utils/utils.py @006938be6c7ceb5495a22be34272111c8e963da7 的 find_all_linears 與 find_layers（all-linear：除 output_layer 外的每個 TELinear、TELayerNormColumnParallelLinear、TEGroupedLinear 與 nn.Linear，以名稱的最後一段指認：混合專家模型的路由專家與其 MLP 同樣叫 linear_fc1 與 linear_fc2，所以 MLP 的目標也涵蓋它們；路由器要加 all-router 才包含）</translation>
    </message>
    <message>
        <source>github modelscope/ms-swift@009f37a3 docs/source_en/Instruction/Supported-models-and-datasets.md, &apos;Statistic (token)&apos;</source>
        <translation>github modelscope/ms-swift@009f37a3 docs/source_en/Instruction/Supported-models-and-datasets.md，「Statistic (token)」欄</translation>
    </message>
    <message>
        <source>github sgl-project/sglang@0003215cf1464f44b389cd0b18d0b4c56f2a3da6 python/sglang/srt/managers/scheduler.py get_next_batch_to_run: a new prefill batch, when get_new_batch_prefill makes one, runs instead of the running batch&apos;s decode (&apos;Run prefill first if possible&apos;); server_args.py enable_mixed_chunk False (decode tokens join a prefill batch only with --enable-mixed-chunk)</source>
        <translation>github sgl-project/sglang@0003215cf1464f44b389cd0b18d0b4c56f2a3da6 python/sglang/srt/managers/scheduler.py get_next_batch_to_run：get_new_batch_prefill 產生新的預填充批次時，執行它而非執行中批次的解碼（&apos;Run prefill first if possible&apos;）；server_args.py enable_mixed_chunk 為 False（只有加上 --enable-mixed-chunk，解碼 token 才會併入預填充批次）</translation>
    </message>
    <message>
        <source>github unslothai/unsloth unsloth/models/loader.py FastLanguageModel.from_pretrained (fast_inference False, gpu_memory_utilization 0.5, use_gradient_checkpointing &apos;unsloth&apos;); Unsloth docs, Reinforcement Learning guide: &apos;Preference Optimization Training - DPO, ORPO &amp; KTO&apos; (DPO, ORPO, PPO and KTO work with Unsloth; SimPO and GRPO notebooks); unsloth.ai/blog/grpo (GRPO without full logits); TRL&apos;s defaults for the rest; DAPO through TRL&apos;s GRPOConfig (Unsloth docs, &apos;Advanced Reinforcement Learning Documentation&apos;: loss_type &apos;dapo&apos; by default, beta 0)</source>
        <translation>github unslothai/unsloth unsloth/models/loader.py FastLanguageModel.from_pretrained（fast_inference False、gpu_memory_utilization 0.5、use_gradient_checkpointing &apos;unsloth&apos;）；Unsloth 文件，強化學習指南：「Preference Optimization Training - DPO, ORPO &amp; KTO」（DPO、ORPO、PPO 與 KTO 可搭配 Unsloth 使用；另有 SimPO 與 GRPO 筆記本）；unsloth.ai/blog/grpo（GRPO 不產生完整 logits）；其餘採用 TRL 的預設值；DAPO 經由 TRL 的 GRPOConfig（Unsloth 文件《Advanced Reinforcement Learning Documentation》：loss_type 預設 &apos;dapo&apos;，beta 0）</translation>
    </message>
    <message>
        <source>github volcengine/verl@000e6582 verl/utils/megatron_utils.py per_tensor_generator: each Megatron parameter broadcast from its pipeline stage (broadcast_from_megatron_pp), then all-gathered over the expert-parallel, expert tensor-parallel and tensor-parallel ranks</source>
        <translation>github volcengine/verl@000e6582 verl/utils/megatron_utils.py per_tensor_generator：每個 Megatron 參數先從其管線階段廣播（broadcast_from_megatron_pp），再於專家平行、專家張量平行與張量平行的 rank 間 all-gather</translation>
    </message>
    <message>
        <source>kernels per layer counted from vLLM&apos;s Llama layer (10; FP8 +4 input quantizations; MoE +4); the fixed time of a kernel in a replayed CUDA graph from github te42kyfo/gpu-benches gpu-small-kernels/ (A100 1.34 µs, L40 0.94 µs, H200 2.2 µs, MI210 2.05 µs, MI100 2.28 µs)</source>
        <translation>每層核心函式數依 vLLM 的 Llama 層計數（10 個；FP8 另加 4 個輸入量化；MoE 另加 4 個）；重播 CUDA 圖中每個核心函式的固定時間取自 github te42kyfo/gpu-benches gpu-small-kernels/（A100 1.34 µs、L40 0.94 µs、H200 2.2 µs、MI210 2.05 µs、MI100 2.28 µs）</translation>
    </message>
    <message>
        <source>pageable copies: github NVIDIA-NeMo/RL issue #3976 (H100, Nsight: offload_before_refit&apos;s copies to pageable memory at 1.8 GB/s; the same host&apos;s 1 GiB pageable copy 16.1 GB/s, pinned 55 GB/s); github pytorch/pytorch PR #120378 (H100, PCIe 5: 7.5 GB of tensors to newly allocated CPU memory in 4.66 s) and PR #138018 (A100: 1.4 GB/s to pageable memory)</source>
        <translation>可分頁複製：github NVIDIA-NeMo/RL issue #3976（H100，Nsight：offload_before_refit 複製到可分頁記憶體為 1.8 GB/s；同一主機 1 GiB 可分頁複製 16.1 GB/s，鎖頁 55 GB/s）；github pytorch/pytorch PR #120378（H100，PCIe 5：7.5 GB 張量複製到新配置的 CPU 記憶體耗時 4.66 s）與 PR #138018（A100：複製到可分頁記憶體 1.4 GB/s）</translation>
    </message>
    <message>
        <source>the compute-fabric NICs of the GPU&apos;s reference system, one rail a GPU, as its catalog row gives them (scaleout_gbit, with the row&apos;s source)</source>
        <translation>GPU 參考系統的運算網路網卡，每張 GPU 一條軌道，依其目錄列所載（scaleout_gbit，附該列的來源）</translation>
    </message>
    <message>
        <source>unsloth 2026.10.9 models/llama.py, unsloth_zoo vllm_utils.py (fast_inference: vLLM shares the base weights, llm.shared_weights = True, the LoRA adapter passed in process; counted as the whole checkpoint&apos;s tensors, too many by the base&apos;s: under 0.1 s for a dense 8B, ~3 s for a 30B mixture); without fast_inference, TRL&apos;s server path (packed NCCL)</source>
        <translation>unsloth 2026.10.9 models/llama.py、unsloth_zoo vllm_utils.py（fast_inference：vLLM 共用基礎權重，llm.shared_weights = True，LoRA 介面卡在行程內傳遞；按整個檢查點的張量數計，多算了基礎模型的部分：稠密 8B 不到 0.1 秒，30B 專家混合模型約 3 秒）；未用 fast_inference 時走 TRL 的伺服器路徑（打包的 NCCL）</translation>
    </message>
    <message>
        <source>vLLM mxfp4.py @007d5005 (Mxfp4MoEMethod.create_weights: FlashInfer on SM100 pads the experts&apos; widths to 256, Marlin to 128 and 256, ROCm to 128 or 256); triton_kernels hopper_value.py @000df03e (the Hopper MX layout aligns to 64 bytes and 256; SGLang mxfp4.py @0043c43a runs it too); vLLM issue #33155 (gpt-oss-120b on one H100: 64.38 GiB loaded)</source>
        <translation>vLLM mxfp4.py @007d5005（Mxfp4MoEMethod.create_weights：SM100 上的 FlashInfer 將專家寬度填充到 256 的倍數，Marlin 填充到 128 與 256，ROCm 填充到 128 或 256）；triton_kernels hopper_value.py @000df03e（Hopper MX 佈局按 64 位元組與 256 對齊；SGLang mxfp4.py @0043c43a 同樣使用）；vLLM issue #33155（單張 H100 上的 gpt-oss-120b：載入佔用 64.38 GiB）</translation>
    </message>
    <message>
        <source>github NVIDIA/TensorRT-LLM tensorrt_llm/llmapi/llm_args.py KvCacheConfig (free_gpu_memory_fraction 0.9 &apos;of GPU memory … for the KV cache&apos;, tokens_per_block 32, enable_block_reuse True); BuildConfig max_batch_size 2048, max_num_tokens 8192</source>
        <translation>github NVIDIA/TensorRT-LLM tensorrt_llm/llmapi/llm_args.py KvCacheConfig（free_gpu_memory_fraction 0.9，即分給 KV 快取的 GPU 記憶體比例；tokens_per_block 32；enable_block_reuse True）；BuildConfig max_batch_size 2048、max_num_tokens 8192</translation>
    </message>
    <message>
        <source>github OpenRLHF/OpenRLHF @3c3be62 (2026-08): openrlhf/cli/train_dpo.py (--model.gradient_checkpointing_enable store_true, default False), train_ppo_ray.py (vllm.gpu_memory_utilization 0.95, ds.zero_stage 2, kl.init_coef 0.01), README hybrid-engine example, trainer/ray/vllm_engine.py (sleep level 1); RLOO and DAPO: openrlhf/cli/train_ppo_ray.py @f5b3f08a (--advantage_estimator rloo, --dynamic_filtering), examples/scripts/train_dapo_ray_hybrid_engine.sh @34ba2900 (the KL loss kept: the reference)</source>
        <translation>github OpenRLHF/OpenRLHF @3c3be62（2026-08）：openrlhf/cli/train_dpo.py（--model.gradient_checkpointing_enable 為 store_true，預設 False），train_ppo_ray.py（vllm.gpu_memory_utilization 0.95、ds.zero_stage 2、kl.init_coef 0.01），README hybrid-engine 範例，trainer/ray/vllm_engine.py（sleep level 1）；RLOO 與 DAPO：openrlhf/cli/train_ppo_ray.py @f5b3f08a（--advantage_estimator rloo、--dynamic_filtering），examples/scripts/train_dapo_ray_hybrid_engine.sh @34ba2900（保留 KL 損失：有參考模型）</translation>
    </message>
    <message>
        <source>github ggml-org/llama.cpp tools/perplexity/README.md, &apos;LLaMA 3 8b Scoreboard&apos;</source>
        <translation>github ggml-org/llama.cpp tools/perplexity/README.md，《LLaMA 3 8b Scoreboard》</translation>
    </message>
    <message>
        <source>github ggml-org/llama.cpp tools/server README (n_ctx, n_ubatch 512, cache_prompt); llama.cpp allocates the whole KV cache of n_ctx × slots at start; Ollama OLLAMA_NUM_PARALLEL and OLLAMA_KV_CACHE_TYPE</source>
        <translation>github ggml-org/llama.cpp tools/server/README.md（n_ctx、n_ubatch 512、cache_prompt）；llama.cpp 啟動時即配置 n_ctx × 槽位數的完整 KV 快取；Ollama OLLAMA_NUM_PARALLEL 與 OLLAMA_KV_CACHE_TYPE</translation>
    </message>
    <message>
        <source>github huggingface/text-generation-inference launcher/src/main.rs (cuda_memory_fraction default 1.0: &apos;total visible memory multiplied by cuda-memory-fraction&apos;; max_batch_prefill_tokens 4096); TGI v3 FlashInfer with prefix caching</source>
        <translation>github huggingface/text-generation-inference launcher/src/main.rs（cuda_memory_fraction 預設 1.0，即可見記憶體總量乘以 cuda_memory_fraction；max_batch_prefill_tokens 4096）；TGI v3 FlashInfer 搭配前綴快取</translation>
    </message>
    <message>
        <source>github microsoft/DeepSpeedExamples applications/DeepSpeed-Chat: training/step3_rlhf_finetuning/main.py @2d1f3b38 (parse_args defaults), dschat/rlhf/rlhf_engine.py @5261263b (actor, ref, critic, reward engines; ref and reward at stage 3 only with their partner), dschat/utils/ds_utils.py @7cc6cc31 (hybrid_engine release_inference_cache); microsoft/DeepSpeed deepspeed/runtime/hybrid_engine.py @b4876b7e (GatheredParameters over the actor for generate)</source>
        <translation>github microsoft/DeepSpeedExamples applications/DeepSpeed-Chat：training/step3_rlhf_finetuning/main.py @2d1f3b38（parse_args 預設值），dschat/rlhf/rlhf_engine.py @5261263b（策略、參考、價值（Critic）與獎勵四個引擎；參考模型與獎勵模型僅在其搭配模型為 ZeRO 階段 3 時分片），dschat/utils/ds_utils.py @7cc6cc31（hybrid_engine 的 release_inference_cache）；microsoft/DeepSpeed deepspeed/runtime/hybrid_engine.py @b4876b7e（生成時以 GatheredParameters 收集策略模型權重）</translation>
    </message>
    <message>
        <source>github mit-han-lab/smoothquant@c61476d728e4 README.md, perplexity table (W8A8 SmoothQuant)</source>
        <translation>github mit-han-lab/smoothquant@c61476d728e4 README.md，困惑度表（W8A8 SmoothQuant）</translation>
    </message>
    <message>
        <source>github modelscope/ms-swift @3602360 (2026-08): swift/arguments/rlhf_args.py (gradient_checkpointing True as in every swift command), examples/train/grpo/internal/chord.sh; RLOO and DAPO on its GRPO trainer: docs/source_en/Instruction/GRPO/AdvancedResearch/RLOO.md @5fb8ed8a (ms-swift 3.10+, --advantage_estimator rloo), DAPO.md @1bad5d9c (--loss_type dapo, --dynamic_sample); beta 0.04 keeps the reference</source>
        <translation>github modelscope/ms-swift @3602360（2026-08）：swift/arguments/rlhf_args.py（gradient_checkpointing 為 True，與所有 swift 指令相同），examples/train/grpo/internal/chord.sh；在其 GRPO 訓練器上的 RLOO 與 DAPO：docs/source_en/Instruction/GRPO/AdvancedResearch/RLOO.md @5fb8ed8a（ms-swift 3.10+，--advantage_estimator rloo），DAPO.md @1bad5d9c（--loss_type dapo、--dynamic_sample）；beta 0.04 保留參考模型</translation>
    </message>
    <message>
        <source>github sgl-project/sglang issue #10186: the OpenAI API&apos;s output conversion takes 30 µs per token (its profiling); github vllm-project/vllm RFC #12705 and PR #17546 (one API-server process bounds the GPUs; --api-server-count), PR #27869 (--stream-interval)</source>
        <translation>github sgl-project/sglang 議題 #10186：OpenAI API 的輸出轉換每個 token 花 30 µs（其剖析結果）；github vllm-project/vllm 提案 #12705 與 PR #17546（單一 API 伺服器行程會限制 GPU；API 伺服器數量選項）、PR #27869（串流間隔選項）</translation>
    </message>
    <message>
        <source>github sgl-project/sglang python/sglang/srt/layers/attention/fla (fla&apos;s chunk_gated_delta_rule) and layers/attention/mamba/ops (mamba_chunk_scan_combined): prefill runs outside its decode CUDA graphs</source>
        <translation>github sgl-project/sglang python/sglang/srt/layers/attention/fla（fla 的 chunk_gated_delta_rule）與 layers/attention/mamba/ops（mamba_chunk_scan_combined）：預填充在其解碼 CUDA 圖之外執行</translation>
    </message>
    <message>
        <source>github sgl-project/sglang python/sglang/srt/layers/moe/fused_moe_triton (fused_moe, the default MoE runner for bf16 and fp8 experts)</source>
        <translation>github sgl-project/sglang python/sglang/srt/layers/moe/fused_moe_triton（fused_moe，bf16 與 fp8 專家的預設 MoE 執行器）</translation>
    </message>
    <message>
        <source>github sgl-project/sglang python/sglang/srt/server_args.py (mem_fraction_static by tp_size: 0.88/0.87/0.85/0.81/0.79; chunked_prefill_size 2048 under 35 GB, 8192 under 160 GB, else 16384; page_size 1; radix cache on)</source>
        <translation>github sgl-project/sglang python/sglang/srt/server_args.py（mem_fraction_static 依 tp_size：0.88/0.87/0.85/0.81/0.79；chunked_prefill_size 在 35 GB 以下為 2048、160 GB 以下為 8192，否則 16384；page_size 1；RadixAttention 基數樹快取開啟）</translation>
    </message>
    <message>
        <source>github vllm-project/vime issue #175 (Qwen3-30B-A3B on 8 × H200, the same 115 chunks: slime&apos;s flattened buckets ~3.0 s a sync, one CUDA IPC handle per tensor 12-13.5 s); github NVIDIA-NeMo/RL discussion #1189 (refit: ~0.18 ms per rebuild_cuda_tensor); Miles P2P weight-transfer docs, PR #976 (one NCCL broadcast per tensor: Qwen3-30B-A3B 2.67 s over 2 nodes); a checkpoint reloaded: vLLM reload_weights on an H200, 4.2-8.5 GB/s (github vllm-project/vllm PR #49459)</source>
        <translation>github vllm-project/vime 議題 #175（Qwen3-30B-A3B，8 × H200，相同的 115 塊：slime 的扁平化分桶每次同步約 3.0 秒，每個張量一個 CUDA IPC 控制代碼 12–13.5 秒）；github NVIDIA-NeMo/RL 討論 #1189（權重重新載入：每次 rebuild_cuda_tensor 約 0.18 毫秒）；Miles 點對點權重傳輸文件，PR #976（每個張量一次 NCCL 廣播：Qwen3-30B-A3B 跨 2 個節點 2.67 秒）；重新載入檢查點：vLLM reload_weights 於 H200，4.2–8.5 GB/s（github vllm-project/vllm PR #49459）</translation>
    </message>
    <message>
        <source>github vllm-project/vllm vllm/config/compilation.py (the recurrent mixers vllm::mamba_mixer2, vllm::gdn_attention_core, vllm::linear_attention among the piecewise graphs&apos; splitting ops, run outside them), vllm/model_executor/layers/fla/ops (fla&apos;s chunk_gated_delta_rule) and mamba/ops/ssd_combined.py (mamba_chunk_scan_combined)</source>
        <translation>github vllm-project/vllm vllm/config/compilation.py（循環混合器 vllm::mamba_mixer2、vllm::gdn_attention_core、vllm::linear_attention 屬於分段圖的切分運算，在圖外執行），vllm/model_executor/layers/fla/ops（fla 的 chunk_gated_delta_rule）與 mamba/ops/ssd_combined.py（mamba_chunk_scan_combined）</translation>
    </message>
    <message>
        <source>github vllm-project/vllm vllm/model_executor/layers/fused_moe/fused_moe.py (fused_moe: moe_align_block_size and two grouped Triton GEMMs), timed by benchmarks/kernels/benchmark_moe.py</source>
        <translation>github vllm-project/vllm vllm/model_executor/layers/fused_moe/fused_moe.py（fused_moe：moe_align_block_size 與兩個分組的 Triton GEMM），以 benchmarks/kernels/benchmark_moe.py 計時</translation>
    </message>
    <message>
        <source>github vllm-project/vllm vllm/v1/worker/gpu_worker.py @0012cf691b7e69423244d2b1405f4b6832156e19 (KV cache = total × gpu_memory_utilization − peak of weights, profiled activations and non-torch memory); vllm/engine/arg_utils.py get_batch_defaults (OpenAI server: max_num_batched_tokens 8192 and max_num_seqs 1024 on GPUs of 70 GiB or more except A100, else 2048 and 256); CacheConfig block_size 16 on CUDA</source>
        <translation>github vllm-project/vllm vllm/v1/worker/gpu_worker.py @0012cf691b7e69423244d2b1405f4b6832156e19（KV 快取 = 總量 × gpu_memory_utilization − 權重、實測活化值與非 PyTorch 記憶體的峰值）；vllm/engine/arg_utils.py get_batch_defaults（OpenAI 相容伺服器：70 GiB 以上的 GPU（A100 除外）max_num_batched_tokens 8192、max_num_seqs 1024，其餘 2048 與 256）；CUDA 上 CacheConfig block_size 16</translation>
    </message>
    <message>
        <source>github vllm-project/vllm, released wheels 0.20.0 (b8160878f) and 0.34.0 (62d4bc3c7): platforms/interface.py _align_hybrid_block_size / update_block_size_for_backend (the attention block raised to a whole multiple of the kernel block until its page holds a recurrent layer&apos;s state, the state page padded to it), v1/core/kv_cache_utils.py / kv_cache_planning.py _get_kv_cache_groups_uniform_page_size (layers in groups of the smaller kind&apos;s count, one block pool, one null block), v1/kv_cache_interface.py MambaSpec (1 + speculative tokens blocks per sequence), config/compilation.py (start-up error &apos;max_num_seqs … exceeds available Mamba cache blocks&apos; under full CUDA graphs)</source>
        <translation>github vllm-project/vllm，已發布的 wheel 0.20.0（b8160878f）與 0.34.0（62d4bc3c7）：platforms/interface.py _align_hybrid_block_size / update_block_size_for_backend（注意力區塊放大為核心區塊的整數倍，直到一頁容得下一個循環層的狀態，狀態頁再補齊到同樣大小），v1/core/kv_cache_utils.py / kv_cache_planning.py _get_kv_cache_groups_uniform_page_size（各層按較少一類的層數分組，一個區塊池，一個空區塊），v1/kv_cache_interface.py MambaSpec（每個序列 1 + 推測 token 數個區塊），config/compilation.py（完整 CUDA graph 下的啟動錯誤「max_num_seqs … exceeds available Mamba cache blocks」）</translation>
    </message>
    <message>
        <source>github volcengine/verl @b178a3c (2026-01): verl/trainer/config/_generated_ppo_trainer.yaml (enable_gradient_checkpointing true), rollout/rollout.yaml, vllm_async_server.py; docs/algo/grpo.md (use_kl_loss for GRPO); RLOO: examples/rloo_trainer/run_qwen2-7b.sh @3f388066 (algorithm.adv_estimator rloo, use_kl_in_reward True: the reference kept; rollout.n 5); DAPO: recipe/dapo/main_dapo.py @00d60ad3 (no reference worker without a KL term), docs/algo/dapo.md @0e58fce2 (512 prompts × 16 responses; gen_batch_size 1,536)</source>
        <translation>github volcengine/verl @b178a3c（2026-01）：verl/trainer/config/_generated_ppo_trainer.yaml（enable_gradient_checkpointing true），rollout/rollout.yaml，vllm_async_server.py；docs/algo/grpo.md（GRPO 使用 use_kl_loss）；RLOO：examples/rloo_trainer/run_qwen2-7b.sh @3f388066（algorithm.adv_estimator rloo，use_kl_in_reward True：保留參考模型；rollout.n 5）；DAPO：recipe/dapo/main_dapo.py @00d60ad3（沒有 KL 項就不建立參考模型 worker），docs/algo/dapo.md @0e58fce2（512 個提示 × 16 個回覆；gen_batch_size 1,536）</translation>
    </message>
    <message>
        <source>huggingface.co/neuralmagic/Meta-Llama-3-8B-Instruct-FP8 @3991529581aeee08664db79f155dffe645f88254 README.md (FP8 weights and activations)</source>
        <translation>huggingface.co/neuralmagic/Meta-Llama-3-8B-Instruct-FP8 @3991529581aeee08664db79f155dffe645f88254 README.md（FP8 權重與激活值）</translation>
    </message>
    <message>
        <source>microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py (fp32_groups_gradients_flat = zeros_like(bf16_groups_flat, fp32): not sharded; fp32 master partition per data-parallel rank); bigscience-workshop/bigscience@e726b15 train/tr11-176B-ml/README.md (&apos;BF16_Optimizer accumulates grads in fp32 … doesn&apos;t shard the static fp32 buffer&apos;, &apos;bf16 must use z0&apos;); microsoft/DeepSpeed@0050fda deepspeed/runtime/pipe/engine.py (ZeRO-2/3 incompatible with pipeline parallelism; gradients all-reduced after the last backward) and @077e674 pipe/schedule.py TrainSchedule (1F1B, no virtual stages); deepspeedai/Megatron-DeepSpeed@207b2d5 megatron/arguments.py (--checkpoint-activations, --recompute-granularity, --use-flash-attn-v2, --sequence-parallel, --ds-sequence-parallel-size, --no-pipeline-parallel) and @4e98c73 megatron/model/transformer.py (FusedScaleMaskSoftmax; Ulysses DistributedAttention); MoE through DeepSpeed-MoE without pipeline only (examples_deepspeed/MoE/ds_pretrain_gpt_1.3B_MoE128.sh); the zero-bubble ZB-H1 schedule as --enable-zbh1-pipeline (microsoft/Megatron-DeepSpeed@c84829e megatron/core/pipeline_parallel/deepspeed_zbh1_schedule.py ZeroBubbleH1Pipeline: backward-only and weight passes; megatron/arguments.py refuses it with --sequence-parallel)</source>
        <translation>microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py（fp32_groups_gradients_flat = zeros_like(bf16_groups_flat, fp32)：不分片；fp32 主權重按資料平行進程分片）；BigScience 的 tr11-176B-ml 說明文件（github bigscience-workshop/bigscience@e726b15：BF16_Optimizer 以 fp32 累加梯度……不對靜態 fp32 緩衝區分片；bf16 必須使用 ZeRO 階段 0）；microsoft/DeepSpeed@0050fda deepspeed/runtime/pipe/engine.py（ZeRO-2/3 與管線平行不相容；梯度在最後一次反向傳播之後 all-reduce）及 @077e674 pipe/schedule.py TrainSchedule（1F1B，無虛擬階段）；deepspeedai/Megatron-DeepSpeed@207b2d5 megatron/arguments.py（--checkpoint-activations、--recompute-granularity、--use-flash-attn-v2、--sequence-parallel、--ds-sequence-parallel-size、--no-pipeline-parallel）及 @4e98c73 megatron/model/transformer.py（FusedScaleMaskSoftmax；Ulysses DistributedAttention）；MoE 經 DeepSpeed-MoE，僅限無管線平行（examples_deepspeed/MoE/ds_pretrain_gpt_1.3B_MoE128.sh）；零氣泡 ZB-H1 排程即 --enable-zbh1-pipeline（microsoft/Megatron-DeepSpeed@c84829e megatron/core/pipeline_parallel/deepspeed_zbh1_schedule.py ZeroBubbleH1Pipeline：只算輸入梯度的反向與權重梯度兩種步驟；megatron/arguments.py 不允許與 --sequence-parallel 併用）</translation>
    </message>
    <message>
        <source>ms-swift --packing true (examples/train/packing: requires flash_attn; rows carry each sample&apos;s position_ids, flash-attention varlen)</source>
        <translation>ms-swift --packing true（examples/train/packing：需要 flash_attn；每列帶有各樣本的 position_ids，flash-attention varlen）</translation>
    </message>
    <message>
        <source>one NIC per two PCIe GPUs, as NVIDIA&apos;s PCIe Optimized 2-8-5 servers have; 200 Gb/s each, assumed as DGX A100&apos;s</source>
        <translation>每兩張 PCIe GPU 一張網路卡，與 NVIDIA PCIe Optimized 2-8-5 伺服器相同；每張 200 Gb/s，假設與 DGX A100 相同</translation>
    </message>
    <message>
        <source>one NIC per two PCIe GPUs, as NVIDIA&apos;s PCIe Optimized 2-8-5 servers have; 400 Gb/s each, assumed as DGX H100&apos;s</source>
        <translation>每兩張 PCIe GPU 一張網路卡，與 NVIDIA PCIe Optimized 2-8-5 伺服器相同；每張 400 Gb/s，假設與 DGX H100 相同</translation>
    </message>
    <message>
        <source>pairs or labelled examples (DPO, ORPO, SimPO, KTO, reward models), prompts (RL): the amount of work a run&apos;s cost buys, whatever its layout</source>
        <translation>偏好對或標註樣本（DPO、ORPO、SimPO、KTO、獎勵模型），強化學習則為提示：一次執行的成本所買到的工作量，與其配置無關</translation>
    </message>
    <message>
        <source>prefill/decode disaggregation (DistServe, Zhong et al. 2024; Splitwise, Patel et al. 2024): a prefill replica takes the prompts waiting into one forward up to its step&apos;s token budget (SGLang python/sglang/srt/managers/schedule_policy.py PrefillAdder, vLLM&apos;s max_num_batched_tokens), its queue of batches as M/G/1 (Pollaczek–Khinchine) with an exponential tail; the KV cache sent at the link&apos;s bandwidth after the prefill</source>
        <translation>預填充／解碼分離（DistServe，Zhong 等人 2024；Splitwise，Patel 等人 2024）：預填充副本把等待中的提示詞放進同一次前向計算，至多到每步的 token 上限（SGLang python/sglang/srt/managers/schedule_policy.py 的 PrefillAdder、vLLM 的 max_num_batched_tokens），其批次佇列視為 M/G/1（Pollaczek–Khinchine），尾部取指數分布；KV 快取在預填充後以鏈路頻寬傳送</translation>
    </message>
    <message>
        <source>recurrent state update kernels at half the datasheet bandwidth: vLLM&apos;s Gated DeltaNet decode kernel 2.2-2.5 TB/s on H200 and 3.2-3.3 TB/s on B200 (github vllm-project/vllm PR #31722), Mamba-2 selective_state_update 3.3-4.2 TB/s (PR #43083, Blackwell inferred) and 1.5-3.8 TB/s on H200 with an fp32 state (PR #44251)</source>
        <translation>遞迴狀態更新核心以規格頻寬的一半計：vLLM 的 Gated DeltaNet 解碼核心在 H200 上 2.2-2.5 TB/s、在 B200 上 3.2-3.3 TB/s（github vllm-project/vllm PR #31722），Mamba-2 selective_state_update 3.3-4.2 TB/s（PR #43083，推斷為 Blackwell），在 H200 上以 fp32 狀態為 1.5-3.8 TB/s（PR #44251）</translation>
    </message>
    <message>
        <source>sgl-project/sglang PR #25655 (NVFP4 on Ampere and Hopper through Marlin W4A16)</source>
        <translation>sgl-project/sglang PR #25655（Ampere 與 Hopper 上的 NVFP4 經由 Marlin W4A16 執行）</translation>
    </message>
    <message>
        <source>the catalog row</source>
        <translation>GPU 目錄項目</translation>
    </message>
    <message>
        <source>the host memory bandwidth you set</source>
        <translation>您設定的主機記憶體頻寬</translation>
    </message>
    <message>
        <source>the machine itself (a desktop computer with unified memory)</source>
        <translation>整台機器本身（統一記憶體的桌上型電腦）</translation>
    </message>
    <message>
        <source>torch/distributed/tensor/parallel/loss.py (loss_parallel: _log_softmax, _nll_loss_and_log_softmax_backward); torchtitan train.py</source>
        <translation>torch/distributed/tensor/parallel/loss.py（loss_parallel：_log_softmax、_nll_loss_and_log_softmax_backward）；torchtitan train.py</translation>
    </message>
    <message>
        <source>torchtune OffloadActivations (use_streams); Unsloth offloaded checkpointing; Megatron-Core cpu_offloading (asynchronous copies)</source>
        <translation>torchtune OffloadActivations（use_streams）；Unsloth 卸載式梯度檢查點；Megatron-Core cpu_offloading（非同步複製）</translation>
    </message>
    <message>
        <source>torchtune recipes/configs/llama3_1/{8B_full_single_device, 8B_full, 8B_lora_single_device, 8B_qlora_single_device, 70B_full}.yaml @bd2a0fc: dtype bf16, LinearCrossEntropyLoss, enable_activation_checkpointing True, single device: bitsandbytes PagedAdamW8bit + optimizer_in_bwd True, distributed: AdamW fused; multi-GPU LoRA configs (8B_lora, qwen2_5/32B_lora, 70B_lora, qwen2_5/72B_lora): activation checkpointing off up to 32B, on from the 70B class; llama3_2/1B_*, qwen3/0.6B_* and 1.7B_*, qwen2_5/0.5B_* configs: activation checkpointing off</source>
        <translation>torchtune recipes/configs/llama3_1/{8B_full_single_device, 8B_full, 8B_lora_single_device, 8B_qlora_single_device, 70B_full}.yaml @bd2a0fc：dtype bf16，LinearCrossEntropyLoss，enable_activation_checkpointing True，單卡：bitsandbytes PagedAdamW8bit + optimizer_in_bwd True，分散式：AdamW fused；多 GPU LoRA 設定（8B_lora、qwen2_5/32B_lora、70B_lora、qwen2_5/72B_lora）：32B 以下關閉活化值檢查點，70B 級起開啟；llama3_2/1B_*、qwen3/0.6B_* 與 1.7B_*、qwen2_5/0.5B_* 設定：關閉活化值檢查點</translation>
    </message>
    <message>
        <source>transformers generate() with DynamicCache (a batch of prompts padded, prefilled together and decoded until its longest answer ends: static batching); eager kernel launches</source>
        <translation>transformers generate() 搭配 DynamicCache（一批提示補齊長度後一起 prefill，再解碼到最長的回答結束：靜態批次）；eager 核心逐一啟動</translation>
    </message>
    <message>
        <source>0.5 B/param + 16-bit scale and bias per 64 (MLX affine 4-bit, mlx_lm.convert)</source>
        <translation>每參數 0.5 B + 每 64 個一組 16 位元縮放與偏移（MLX 仿射 4 位元，mlx_lm.convert）</translation>
    </message>
    <message>
        <source>Apple ml-cross-entropy (Wijmans et al. 2024, Cut Your Losses in Large-Vocabulary Language Models): README benchmark, 1,164 MiB loss + gradient for 8,192 × 256,000 logits</source>
        <translation>Apple ml-cross-entropy（Wijmans 等，2024，Cut Your Losses in Large-Vocabulary Language Models）：README 基準測試，8,192 × 256,000 個 logit 的損失加梯度共 1,164 MiB</translation>
    </message>
    <message>
        <source>Axolotl examples/llama-3 fft-8b.yaml (paged_adamw_8bit), lora-8b.yml (adamw_bnb_8bit), qlora.yml (paged_adamw_32bit), all with gradient_checkpointing @067b021; config schema (activation_offloading, liger / cut_cross_entropy plugins, context_parallel_size, deepspeed/fsdp); github axolotl-ai-cloud/axolotl@70be5461ba09e986aecb2eff3eef1246ce4285c4 src/axolotl/utils/config/__init__.py resolve_dtype (bf16 &apos;auto&apos; → True on a bf16 GPU → cfg.torch_dtype = torch.bfloat16, the dtype the model is loaded in); @3edad039d4bb8f4af152cf1bf785f9499dcbefa8 src/axolotl/monkeypatch/loss/chunked.py (chunked_cross_entropy: the logits upcast to fp32 one of 8 chunks at a time, torchtune&apos;s CEWithChunkedOutputLoss)</source>
        <translation>Axolotl examples/llama-3 fft-8b.yaml（paged_adamw_8bit）、lora-8b.yml（adamw_bnb_8bit）、qlora.yml（paged_adamw_32bit），皆啟用 gradient_checkpointing @067b021；設定結構描述（activation_offloading、Liger／cut_cross_entropy 外掛、context_parallel_size、DeepSpeed／FSDP）；github axolotl-ai-cloud/axolotl@70be5461ba09e986aecb2eff3eef1246ce4285c4 src/axolotl/utils/config/__init__.py resolve_dtype（bf16 &apos;auto&apos; 在支援 bf16 的 GPU 上為 True → cfg.torch_dtype = torch.bfloat16，即模型載入的 dtype）；@3edad039d4bb8f4af152cf1bf785f9499dcbefa8 src/axolotl/monkeypatch/loss/chunked.py（chunked_cross_entropy：logits 分 8 塊、每次只將一塊升為 fp32，即 torchtune 的 CEWithChunkedOutputLoss）</translation>
    </message>
    <message>
        <source>CUDA graphs off (vLLM --enforce-eager, which also turns off its torch.compile: github vllm-project/vllm docs/design/debug_vllm_compile.md; SGLang --disable-cuda-graph; TGI --cuda-graphs 0; TensorRT-LLM&apos;s PyTorch backend without cuda_graph_config): the engine&apos;s own kernels, counted as its graph holds them, and the ops beside them (20 a layer, counted from vLLM&apos;s Llama layer) launched from Python one by one</source>
        <translation>關閉 CUDA 圖（vLLM 的 --enforce-eager 選項同時關閉其 torch.compile：github vllm-project/vllm docs/design/debug_vllm_compile.md；SGLang 的 --disable-cuda-graph 選項；TGI 的 --cuda-graphs 0；TensorRT-LLM 的 PyTorch 後端不設 cuda_graph_config）：引擎自己的核心（按其 CUDA 圖所含計數）及其旁的運算（每層 20 個，依 vLLM 的 Llama 層計數）由 Python 逐一啟動</translation>
    </message>
    <message>
        <source>DGX H100: 8U; 8-GPU PCIe servers: 4U; an NVL72 compute tray: 1U</source>
        <translation>DGX H100：8U；8 卡 PCIe 伺服器：4U；NVL72 運算托盤：1U</translation>
    </message>
    <message>
        <source>DeepSpeed bf16 config with ZeRO: fp32 master weights and states; FusedAdam; activation checkpointing only where the model calls deepspeed.checkpointing.checkpoint (the config&apos;s activation_checkpointing section configures it, it turns nothing on: https://deepspeed.readthedocs.io/en/latest/activation-checkpointing.html); bf16 at stage 0 steps through BF16_Optimizer (fp32 gradient buffer, master and states sharded over data-parallel ranks: microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py); FP8 through accelerate&apos;s Transformer Engine backend (mixed_precision fp8, fp8_config backend TE, DelayedScaling), with ZeRO 1 to 3 (huggingface/accelerate@076e86e docs/source/usage_guides/low_precision_training.md, &apos;Example Zoo&apos;: DeepSpeed ZeRO 1 through 3; benchmarks/fp8)</source>
        <translation>DeepSpeed 搭配 ZeRO 的 bf16 設定：fp32 主權重與優化器狀態；FusedAdam；只有模型呼叫 deepspeed.checkpointing.checkpoint 之處才做活化值檢查點（設定檔的 activation_checkpointing 區段只負責設定，不會開啟任何功能：https://deepspeed.readthedocs.io/en/latest/activation-checkpointing.html）；bf16 在階段 0 經由 BF16_Optimizer 更新（fp32 梯度緩衝區，主權重與優化器狀態按資料平行進程分片：microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py）；FP8 經由 accelerate 的 Transformer Engine 後端（mixed_precision fp8、fp8_config backend TE、DelayedScaling），適用 ZeRO 1 至 3（huggingface/accelerate@076e86e docs/source/usage_guides/low_precision_training.md，範例集：DeepSpeed ZeRO 1 至 3；benchmarks/fp8）</translation>
    </message>
    <message>
        <source>FlashAttention-2 (Dao 2023): 50–73% of the A100 peak forward, less backward; 0.5 at 2k with FlashAttention-2&apos;s length curve on H100 (FlashAttention-3 paper, figures 5–6)</source>
        <translation>FlashAttention-2（Dao 2023）：前向傳播達 A100 峰值的 50–73%，反向傳播較低；2k 時為 0.5，隨長度的曲線取 FlashAttention-2 在 H100 上的形狀（FlashAttention-3 論文，圖 5–6）</translation>
    </message>
    <message>
        <source>FlashAttention-3 paper (Shah et al. 2024, figures 5–6, causal, head dim 128): 0.31 of the H100 peak at 512, 0.51 at 2k, 0.58 from 8k (cuDNN fused attention, as in Transformer Engine, within 10%); github Dao-AILab/flash-attention PR #1791: 0.56 at 8k</source>
        <translation>FlashAttention-3 論文（Shah 等人 2024，圖 5–6，因果，注意力頭維度 128）：512 時為 H100 峰值的 0.31，2k 時 0.51，8k 起 0.58（cuDNN 融合注意力，即 Transformer Engine 所用者，差距在 10% 內）；github Dao-AILab/flash-attention PR #1791：8k 時 0.56</translation>
    </message>
    <message>
        <source>FlashAttention-3 paper (Shah et al. 2024, figures 5–6, causal, head dim 128): FlashAttention-2 on H100 from 0.21 of the peak at 512 to 0.33 from 8k</source>
        <translation>FlashAttention-3 論文（Shah 等人 2024，圖 5–6，因果，注意力頭維度 128）：FlashAttention-2 在 H100 上由 512 時峰值的 0.21 到 8k 起的 0.33</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020 (6·N·D FLOPs); 30–50% utilisation as training-time calculators assume (PaLM: 46% MFU)</source>
        <translation>Kaplan et al. 2020（6·N·D FLOPs）；訓練時間計算器常假設 30–50% 使用率（PaLM：46% MFU）</translation>
    </message>
    <message>
        <source>LLaMA-Factory FinetuningArguments/ModelArguments @ff6d4d1 (disable_gradient_checkpointing False, enable_liger_kernel, use_unsloth_gc, pure_bf16; fp8 with fp8_backend torchao | te), examples/deepspeed ds_z2_offload/ds_z3_offload configs; ZeRO-2 as its shipped ds_z2_config.json runs it, overlap_comm false (hiyouga/LLaMA-Factory@1d6e8b2 examples/deepspeed/ds_z2_config.json)</source>
        <translation>LLaMA-Factory FinetuningArguments/ModelArguments @ff6d4d1（disable_gradient_checkpointing False、enable_liger_kernel、use_unsloth_gc、pure_bf16；fp8 搭配 fp8_backend（torchao 或 Transformer Engine））、examples/deepspeed/ 的 ds_z2_offload/ds_z3_offload 設定檔；ZeRO-2 依其附帶的 ds_z2_config.json 執行，overlap_comm 為 false（hiyouga/LLaMA-Factory@1d6e8b2 examples/deepspeed/ds_z2_config.json）</translation>
    </message>
    <message>
        <source>Liger-Kernel ops/fused_linear_cross_entropy.py; Unsloth</source>
        <translation>Liger-Kernel ops/fused_linear_cross_entropy.py；Unsloth</translation>
    </message>
    <message>
        <source>Megatron&apos;s --optimizer adam or sgd (megatron/training/arguments.py)</source>
        <translation>Megatron 的 --optimizer adam 或 sgd（megatron/training/arguments.py）</translation>
    </message>
    <message>
        <source>Megatron-LM&apos;s --bf16 (github NVIDIA/Megatron-LM megatron/training/arguments.py: it turns on accumulate_allreduce_grads_in_fp32; megatron/core/optimizer/optimizer_config.py main_params_dtype float32): bf16 weights, fp32 main parameters and Adam states, the gradients as the profile keeps them (Megatron-LM and NeMo: an fp32 main-gradient buffer); no pure-bf16 recipe</source>
        <translation>Megatron-LM 的 --bf16（github NVIDIA/Megatron-LM megatron/training/arguments.py：它會開啟 accumulate_allreduce_grads_in_fp32；megatron/core/optimizer/optimizer_config.py main_params_dtype float32）：bf16 權重、fp32 主參數與 Adam 狀態，梯度按該設定保存（Megatron-LM 與 NeMo：一個 fp32 主梯度緩衝區）；沒有純 bf16 配方</translation>
    </message>
    <message>
        <source>Megatron/llm-foundry tokenised (.bin/.idx) datasets: uint16 ids below 65,536 vocab, else int32 (github NVIDIA/Megatron-LM megatron/core/datasets/indexed_dataset.py @93261d7, DType.optimal_dtype, switches at 65,500)</source>
        <translation>Megatron／llm-foundry 的分詞資料集（.bin/.idx）：詞表小於 65,536 時以 uint16 存放 id，否則 int32（github NVIDIA/Megatron-LM megatron/core/datasets/indexed_dataset.py @93261d7，DType.optimal_dtype，切換點為 65,500）</translation>
    </message>
    <message>
        <source>NVIDIA-NeMo/Automodel nemo_automodel/components/loss/masked_ce.py (MaskedCrossEntropy: logits.float() only when fp32_upcast) and examples/benchmark/configs/*.yaml (fp32_upcast: false); bytes per logit from a fake-tensor run of F.cross_entropy; MLX&apos;s cross-entropy on bf16 logits: 6.0 B per logit at the step&apos;s peak measured with mx.get_peak_memory (MLX 0.32.4, CPU backend; tests/fixtures/mlx)</source>
        <translation>NVIDIA-NeMo/Automodel nemo_automodel/components/loss/masked_ce.py（MaskedCrossEntropy：僅在 fp32_upcast 時執行 logits.float()）與 examples/benchmark/configs/*.yaml（fp32_upcast: false）；每個 logit 的位元組數取自 F.cross_entropy 的 fake-tensor 執行；MLX 對 bf16 logits 的交叉熵：以 mx.get_peak_memory 量得訓練步峰值上每個 logit 6.0 B（MLX 0.32.4，CPU 後端；tests/fixtures/mlx）</translation>
    </message>
    <message>
        <source>OpenRLHF async_train (openrlhf/cli/train_ppo_ray.py: &apos;Async training using ray&apos;; its performance-tuning guide: rollout and training overlap through a bounded queue, async_queue_size from 1)</source>
        <translation>OpenRLHF async_train（openrlhf/cli/train_ppo_ray.py：「Async training using ray」；其效能調校指南：生成與訓練經由有界佇列重疊，async_queue_size 從 1 起）</translation>
    </message>
    <message>
        <source>PyTorch FSDP MixedPrecision docs; Composer&apos;s amp_fp8: te.fp8_autocast with DelayedScaling (mosaicml/composer@02c872e composer/core/precision.py); checkpointing is a separate wrapper (torch.distributed.algorithms._checkpoint.checkpoint_wrapper apply_activation_checkpointing) FSDP does not apply; selective recompute as torchtitan applies it (torchtitan/distributed/activation_checkpoint.py, selective_ac_option &apos;op&apos;: save the outputs of matmuls, SDPA and reduce-scatter except every second matmul); DualPipeV as torchtitan runs it (parallelism.pipeline_parallel_schedule DualPipeV, torch.distributed.pipelining ScheduleDualPipeV); stage split: torchtitan generate_llm_fqn_per_model_part (input_weight = output_weight = 1 by default, the remainder to the first stages; github pytorch/torchtitan@02ef790 torchtitan/distributed/pipeline_parallel.py)</source>
        <translation>PyTorch FSDP MixedPrecision 文件；Composer 的 amp_fp8：以 DelayedScaling 執行 te.fp8_autocast（mosaicml/composer@02c872e composer/core/precision.py）；檢查點是另一個包裝器（torch.distributed.algorithms._checkpoint.checkpoint_wrapper apply_activation_checkpointing），FSDP 不會自動套用；選擇性重算依 torchtitan 的做法（torchtitan/distributed/activation_checkpoint.py，selective_ac_option &apos;op&apos;：保存矩陣乘法、SDPA 與 reduce-scatter 的輸出，但每隔一個矩陣乘法重算一次）；DualPipeV 依 torchtitan 的做法（parallelism.pipeline_parallel_schedule DualPipeV，torch.distributed.pipelining ScheduleDualPipeV）；階段切分依 torchtitan generate_llm_fqn_per_model_part（input_weight = output_weight = 1 為預設，餘數分給前面的階段；github pytorch/torchtitan@02ef790 torchtitan/distributed/pipeline_parallel.py）</translation>
    </message>
    <message>
        <source>PyTorch FSDP2 (github pytorch/pytorch v2.13.0 torch/distributed/fsdp/_fully_shard/_fsdp_param_group.py post_backward: reduce_scatter_states kept until the next layer&apos;s reduce-scatter, reduce_scatter_max_input_buffers 1; _fsdp_collectives.py foreach_reduce: the gradients copied into a reduce-scatter input of the reduce dtype); measured with torch.distributed._tools.fsdp2_mem_tracker on fake tensors, 8 ranks: 1.07 layers of unsharded gradients and 1.00 (bf16) or 2.00 (fp32 reduce) of reduce-scatter input at the backward peak; FSDP1 alike (github pytorch/pytorch@00ae0bc9 torch/distributed/fsdp/_runtime_utils.py _post_backward_hook: the unit&apos;s unsharded gradient, cast to the reduce dtype, reduce-scattered on the post-backward stream and kept there by record_stream until done, while the next unit&apos;s backward runs)</source>
        <translation>PyTorch FSDP2（github pytorch/pytorch v2.13.0 torch/distributed/fsdp/_fully_shard/_fsdp_param_group.py post_backward：reduce_scatter_states 保留到下一層的 reduce-scatter，reduce_scatter_max_input_buffers 為 1；_fsdp_collectives.py foreach_reduce：梯度複製到 reduce 資料型別的 reduce-scatter 輸入）；以 torch.distributed._tools.fsdp2_mem_tracker 在 fake tensor、8 個 rank 上測得：反向峰值時未分片梯度 1.07 層、reduce-scatter 輸入 1.00（bf16）或 2.00（fp32 reduce）層；FSDP1 同理（github pytorch/pytorch@00ae0bc9 torch/distributed/fsdp/_runtime_utils.py _post_backward_hook：該單元的未分片梯度轉為 reduce 資料型別後在 post-backward 串流上 reduce-scatter，並由 record_stream 保留至完成，同時下一單元的反向傳播在執行）</translation>
    </message>
    <message>
        <source>SGLang --enable-dp-attention --dp N (DeepSeek usage docs: data parallel attention keeps one MLA KV cache per request instead of one per TP rank); github sgl-project/sglang@3e4a39ee73308590c5c753108bdcb8d333f7f1c6 python/sglang/srt/models/deepseek_v2.py: VocabParallelEmbedding(enable_tp=not is_dp_attention_enabled()) whole per GPU, ParallelLMHead split over the whole TP group (enable_dp_lm_head False by default), dense MLPs over the TP group (moe_dense_tp_size unset); max_running_requests divided among the DP ranks (max_running_requests // dp_size per worker)</source>
        <translation>SGLang --enable-dp-attention --dp N（DeepSeek 使用文件：資料平行注意力讓每個請求只存一份 MLA KV 快取，而非每個 TP rank 一份）；github sgl-project/sglang@3e4a39ee73308590c5c753108bdcb8d333f7f1c6 python/sglang/srt/models/deepseek_v2.py：VocabParallelEmbedding(enable_tp=not is_dp_attention_enabled()) 每張 GPU 完整一份，ParallelLMHead 分散在整個 TP 組（enable_dp_lm_head 預設為 False），稠密 MLP 分散在 TP 組（moe_dense_tp_size 未設定）；max_running_requests 平均分給各 DP rank（每個 worker 為 max_running_requests // dp_size）</translation>
    </message>
    <message>
        <source>TensorRT-LLM attention backends: FP8 context FMHA and XQA generation kernels over an FP8 KV cache (the trtllm backend&apos;s FP8 input, output and KV cache quantization)</source>
        <translation>TensorRT-LLM 注意力後端：以 FP8 KV 快取執行 FP8 的預填充注意力與生成注意力核心（trtllm 後端的 FP8 輸入、輸出與 KV 快取量化）</translation>
    </message>
    <message>
        <source>Transformer Engine NVFP4BlockScaling through Megatron-LM and NeMo (fp4_format e2m1, fp4_recipe nvfp4)</source>
        <translation>Transformer Engine NVFP4BlockScaling，經由 Megatron-LM 與 NeMo（fp4_format e2m1、fp4_recipe nvfp4）</translation>
    </message>
    <message>
        <source>Unsloth README and notebooks (use_gradient_checkpointing=&apos;unsloth&apos;, optim=&apos;adamw_8bit&apos;); Unsloth blog &apos;Long-context training&apos; (2024-11, Cut Cross-Entropy); multi-GPU: https://unsloth.ai/docs/basics/multi-gpu-training-with-unsloth (DDP guide: accelerate launch / torchrun); FastLanguageModel dtype=None: float16 on Tesla T4 and V100, bfloat16 on Ampere and newer (its notebooks)</source>
        <translation>Unsloth README 與 notebook（use_gradient_checkpointing=&apos;unsloth&apos;、optim=&apos;adamw_8bit&apos;）；Unsloth 部落格〈Long-context training〉（2024-11，Cut Cross-Entropy）；多 GPU：https://unsloth.ai/docs/basics/multi-gpu-training-with-unsloth（DDP 指南：accelerate launch / torchrun）；FastLanguageModel dtype=None：Tesla T4 與 V100 上為 float16，Ampere 及更新架構為 bfloat16（其 notebook）</translation>
    </message>
    <message>
        <source>a query/key RMSNorm over the whole width split by tensor parallelism: MiniMax-M2&apos;s sums its squares over the ranks, one all-reduce a layer (github vllm-project/vllm vllm/model_executor/layers/mamba/linear_attn.py MiniMaxText01RMSNormTP: tensor_model_parallel_all_reduce of the variance; SGLang&apos;s models/minimax_m2.py over its attention-TP group); OLMo 2&apos;s gathers q and k first, two all-gathers a layer (vLLM models/olmo2.py _apply_qk_norm)</source>
        <translation>被張量平行切分、作用於整個寬度的查詢／鍵 RMSNorm：MiniMax-M2 在各 rank 間加總平方和，每層一次 all-reduce（github vllm-project/vllm vllm/model_executor/layers/mamba/linear_attn.py MiniMaxText01RMSNormTP：對變異數做 tensor_model_parallel_all_reduce；SGLang 的 models/minimax_m2.py 在其注意力 TP 群組內進行）；OLMo 2 先收集 q 與 k，每層兩次 all-gather（vLLM models/olmo2.py _apply_qk_norm）</translation>
    </message>
    <message>
        <source>a run as serving benchmarks send it (vLLM benchmarks/benchmark_serving.py: --max-concurrency users, --num-prompts requests, every user starting at once; genai-perf --concurrency, --request-count); continuous batching with chunked prefill, decodes first and prompt chunks in what is left of max_num_batched_tokens (vLLM V1 scheduler; Agrawal et al. 2024, Sarathi-Serve)</source>
        <translation>依推論服務基準測試的送出方式模擬一個回合（vLLM benchmarks/benchmark_serving.py：--max-concurrency 個使用者、--num-prompts 個請求，所有使用者同時開始；genai-perf 的 --concurrency、--request-count）；連續批次搭配分塊預填充，先排解碼，提示區塊填入 max_num_batched_tokens 剩下的額度（vLLM V1 排程器；Agrawal 等人 2024，Sarathi-Serve）</translation>
    </message>
    <message>
        <source>a sequence classifier, the policy&apos;s architecture unless reward_model_id names another (InstructGPT; TRL PPOTrainer reward_model, OpenRLHF --reward.model_name_or_path, verl reward_model)</source>
        <translation>序列分類器，除非 reward_model_id 指定其他模型，否則與策略模型同架構（InstructGPT；TRL PPOTrainer reward_model、OpenRLHF 的 reward.model_name_or_path 選項、verl reward_model）</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth over NVLink: NCCL&apos;s ring 370 of 450 GB/s per direction on H100 (0.82; nccl-tests#212)</source>
        <translation>NVLink 上的 all-reduce 匯流排頻寬：H100 上 NCCL 環狀演算法達單向 450 GB/s 中的 370（0.82；nccl-tests#212）</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth over xGMI: RCCL 316 of 448 GB/s on 8 MI300X (0.71; AMD ROCm blog 2025-03-02, RCCL 2.22.3; github Azure/AI-benchmarking-guide MI300X results)</source>
        <translation>xGMI 上的 all-reduce 匯流排頻寬：8 張 MI300X 上 RCCL 達 448 GB/s 中的 316（0.71；AMD ROCm 部落格 2025-03-02，RCCL 2.22.3；github Azure/AI-benchmarking-guide MI300X 結果）</translation>
    </message>
    <message>
        <source>as LoRA, and the dequantization of every 4-bit weight before each forward and input-gradient matmul timed as a part (bitsandbytes MatMul4Bit)</source>
        <translation>同 LoRA，另將每個 4 位元權重在每次前向與輸入梯度矩陣乘法前的反量化計為一部分（bitsandbytes MatMul4Bit）</translation>
    </message>
    <message>
        <source>attention&apos;s products in 16 bits whatever the weights&apos; format (flash-attention&apos;s and the engines&apos; paged-attention kernels), in FP8 over an FP8 KV cache where the engine says so</source>
        <translation>注意力的乘積以 16 位元計算，與權重格式無關（flash-attention 與各引擎的分頁注意力核心）；引擎說明支援時，以 FP8 KV 快取改用 FP8 計算</translation>
    </message>
    <message>
        <source>estimate: GPU-to-GPU all-reduce through the PCIe root complex at 0.7 of the link&apos;s rate per direction</source>
        <translation>估計：經 PCIe 根複合體的 GPU 間 all-reduce，以鏈路單向速率的 0.7 計</translation>
    </message>
    <message>
        <source>every padded position runs through every layer as a data token does; the longest of B samples: its order statistic under the spread of greatest entropy with the given mean and longest sample (Jaynes 1957, Phys. Rev. 106)</source>
        <translation>每個填充位置都像資料 token 一樣經過每一層；B 個樣本中的最長者：在具有給定平均值與最長樣本的最大熵分布下的順序統計量（Jaynes 1957，Phys. Rev. 106）</translation>
    </message>
    <message>
        <source>fused-MoE kernels by rows per expert, s_max · m ÷ (m + m_half): Blackwell NVFP4 from FlashInfer&apos;s TRT-LLM-gen MoE on a B300 (DeepSeek-V3&apos;s experts, 4,096–16,384 tokens: 8.8–17.7% of the FP4 peak; github flashinfer-ai/flashinfer PR #5301); MI355X and MI300X/MI325X FP8 from AITER&apos;s tuned fused MoE (DeepSeek&apos;s experts: 6–14% and 28–36% of the FP8 peak; github ROCm/aiter aiter/configs/model_configs/dsv32_a8w8_blockscale_tuned_fmoe.csv, a8w8_blockscale_tuned_fmoe_ds_v3.csv); Ada FP8 from vLLM&apos;s tuned Triton fused MoE on an L40S (Qwen3-VL-30B-A3B&apos;s and Qwen3.5&apos;s experts, 64–1,024 rows per expert: 9–26% of the FP8 peak; github vllm-project/vllm PRs #53710, #53819); on GPUs of the architecture with at least half the measured peak</source>
        <translation>融合 MoE 核心依每個專家的列數計：s_max · m ÷ (m + m_half)；Blackwell NVFP4 取自 B300 上 FlashInfer 的 TRT-LLM-gen MoE（DeepSeek-V3 的專家，4,096–16,384 個 token：FP4 峰值的 8.8–17.7%；github flashinfer-ai/flashinfer PR #5301）；MI355X 與 MI300X/MI325X 的 FP8 取自 AITER 調校過的融合 MoE（DeepSeek 的專家：FP8 峰值的 6–14% 與 28–36%；github ROCm/aiter aiter/configs/model_configs/dsv32_a8w8_blockscale_tuned_fmoe.csv、a8w8_blockscale_tuned_fmoe_ds_v3.csv）；Ada 的 FP8 取自 L40S 上 vLLM 調校過的 Triton 融合 MoE（Qwen3-VL-30B-A3B 與 Qwen3.5 的專家，每個專家 64–1,024 列：FP8 峰值的 9–26%；github vllm-project/vllm PR #53710、#53819）；適用於該架構中峰值至少為實測者一半的 GPU</translation>
    </message>
    <message>
        <source>gated batch admission (vLLM 0.6.0 core/scheduler.py _schedule_default, SGLang 0.3.0 managers/tp_worker.py get_new_prefill_batch): the cycle a Poisson arrival lands in is length-biased, E[C] + Var C ÷ E[C]; sequences running under Poisson arrivals: Poisson in number (M/G/∞)</source>
        <translation>閘控批次准入（vLLM 0.6.0 core/scheduler.py _schedule_default、SGLang 0.3.0 managers/tp_worker.py get_new_prefill_batch）：Poisson 到達所落入的週期受長度偏差影響，為 E[C] + Var C ÷ E[C]；Poisson 到達下執行中的序列數服從 Poisson 分布（M/G/∞）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL @0126d86c nemo_rl/models/policy/dtensor_policy_worker.py (fp32 master weights, MixedPrecisionPolicy, init_reference_model: the reference&apos;s weights kept on the host, offload_before_refit / offload_after_refit), examples/configs/grpo_math_1B.yaml @00294d9b (num_prompts_per_step 32, num_generations_per_prompt 16, gpu_memory_utilization 0.6, activation_checkpointing false), dpo.yaml @00455ac0, nemo_rl/models/generation/vllm/vllm_worker.py @00f334e3 (enable_sleep_mode, sleep level 1), docs/fp8.md @00fa1285 (vllm_cfg.precision fp8); RLOO: nemo_rl/algorithms/advantage_estimator.py @00925dd1 (use_leave_one_out_baseline); DAPO: examples/configs/recipes/llm/h100/dapo-qwen2.5-7b.yaml @42d57888 (reference_policy_kl_penalty 0: no reference; 512 prompts; batch_multiplier 3), docs/guides/dapo.md</source>
        <translation>github NVIDIA-NeMo/RL @0126d86c nemo_rl/models/policy/dtensor_policy_worker.py（fp32 主權重、MixedPrecisionPolicy、init_reference_model：參考模型權重保存在主機端、offload_before_refit / offload_after_refit），examples/configs/grpo_math_1B.yaml @00294d9b（num_prompts_per_step 32、num_generations_per_prompt 16、gpu_memory_utilization 0.6、activation_checkpointing=false），dpo.yaml @00455ac0，nemo_rl/models/generation/vllm/vllm_worker.py @00f334e3（enable_sleep_mode，休眠等級 1），docs/fp8.md @00fa1285（vllm_cfg.precision 為 fp8）；RLOO：nemo_rl/algorithms/advantage_estimator.py @00925dd1（use_leave_one_out_baseline）；DAPO：examples/configs/recipes/llm/h100/dapo-qwen2.5-7b.yaml @42d57888（reference_policy_kl_penalty 0：無參考模型；512 個提示；batch_multiplier 3），docs/guides/dapo.md</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM @d98e8a6: megatron/training/arguments.py (--bf16 turns on accumulate_allreduce_grads_in_fp32; --use-distributed-optimizer store_true), megatron/core/transformer/transformer_config.py (recompute_granularity None), megatron/core/distributed/param_and_grad_buffer.py (grad_data); Apex FusedAdam; megatron/core/model_parallel_config.py (cpu_offloading, cpu_offloading_num_layers: activations of that many layers offloaded to the CPU); --fp8-recipe tensorwise, delayed, mxfp8, blockwise (megatron/training/arguments.py); zero-bubble ZB-H1 schedule through Sea AI Lab&apos;s patch for Megatron-LM (github sail-sg/zero-bubble-pipeline-parallelism README: zbpp_light.patch_megatron(), or its ~40-line zb-h1-quick-start patch); Megatron-Core&apos;s account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split (the layers plus one for each split evenly over the pipeline&apos;s chunks), as github NVIDIA-NeMo/Megatron-Bridge@0d5f555 src/megatron/bridge/recipes/llama/llama3.py sets them for Llama 3.1 405B; --cross-entropy-loss-fusion with --cross-entropy-fusion-impl te (Transformer Engine&apos;s parallel_cross_entropy; refused again from NVIDIA/Megatron-LM PR #5115, 2026)</source>
        <translation>github NVIDIA/Megatron-LM @d98e8a6：megatron/training/arguments.py（bf16 訓練會開啟 accumulate_allreduce_grads_in_fp32；分散式優化器需明確開啟），megatron/core/transformer/transformer_config.py（recompute_granularity 預設 None），megatron/core/distributed/param_and_grad_buffer.py（grad_data）；Apex FusedAdam；megatron/core/model_parallel_config.py（cpu_offloading、cpu_offloading_num_layers：該層數的活化值卸載到 CPU）；--fp8-recipe tensorwise、delayed、mxfp8、blockwise（megatron/training/arguments.py）；零氣泡 ZB-H1 排程經由 Sea AI Lab 為 Megatron-LM 提供的修補（github sail-sg/zero-bubble-pipeline-parallelism README：zbpp_light.patch_megatron()，或其約 40 行的 zb-h1-quick-start 修補）；Megatron-Core 的 account_for_embedding_in_pipeline_split 與 account_for_loss_in_pipeline_split（層數加上嵌入與損失各一，平均切分到管線的各個區塊），如 github NVIDIA-NeMo/Megatron-Bridge@0d5f555 src/megatron/bridge/recipes/llama/llama3.py 為 Llama 3.1 405B 所設；--cross-entropy-loss-fusion 搭配 --cross-entropy-fusion-impl te（Transformer Engine 的 parallel_cross_entropy；自 NVIDIA/Megatron-LM PR #5115（2026）起再度拒用）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM megatron/core/distributed/param_and_grad_buffer.py @d98e8a6 (_ParamAndGradBuffer: grad_data = torch.zeros(numel, dtype=grad_dtype) at construction; fp32 with grad_reduce_in_fp32, which --bf16 turns on in megatron/training/arguments.py)</source>
        <translation>github NVIDIA/Megatron-LM megatron/core/distributed/param_and_grad_buffer.py @d98e8a6（_ParamAndGradBuffer 建構時即配置整個 grad_data 緩衝區；grad_reduce_in_fp32 時為 fp32，bf16 訓練時 megatron/training/arguments.py 會開啟它）</translation>
    </message>
    <message>
        <source>github PrimeIntellect-ai/prime-rl@b553e76a src/prime_rl/trainer/models/glm_moe_dsa/sparse_mla_attention.py (Indexer.compute_sparse_indices under torch.no_grad; _SparseMLA saves q, kv, out, indices, lse), kernels/fp8_indexer.py @40ec2f32 (logits = torch.empty(S, S, float32) before torch.topk)</source>
        <translation>github PrimeIntellect-ai/prime-rl@b553e76a src/prime_rl/trainer/models/glm_moe_dsa/sparse_mla_attention.py（Indexer.compute_sparse_indices 在 torch.no_grad 下執行；_SparseMLA 保存 q、kv、out、indices、lse），kernels/fp8_indexer.py @40ec2f32（torch.topk 之前 logits = torch.empty(S, S, float32)）</translation>
    </message>
    <message>
        <source>github THUDM/slime: slime/backends/megatron_utils/arguments.py @1cddc5d3 (always use zero optimizer: use_distributed_optimizer True; bf16 = not fp16), slime/utils/arguments.py @002fa9d6 (--colocate &apos;will also set --offload to true&apos;; --offload = --offload-train + --offload-rollout; --rollout-num-gpus-per-engine default 1; --use-dynamic-batch-size, --max-tokens-per-gpu; --advantage-estimator grpo, gspo, reinforce_plus_plus, ppo, cispo), slime/ray/actor_group.py @03b11f41 and megatron_utils/actor.py @028e2909 (torch_memory_saver pause and wake_up around training; the reference loaded into the actor&apos;s model from a pinned host backup), sglang_engine.py @03b32d8b (enable_memory_saver, release_memory_occupation), docs/en/get_started/usage.md @04ab9881 (no recomputation unless --recompute-granularity), scripts/run-qwen3-4B.sh @05a07529 (--sglang-mem-fraction-static 0.7), scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3 (SFT: --loss-type sft_loss, slime.rollout.sft_rollout, --debug-train-only)</source>
        <translation>github THUDM/slime：slime/backends/megatron_utils/arguments.py @1cddc5d3（一律使用 ZeRO 最佳化器：use_distributed_optimizer True；bf16 = not fp16），slime/utils/arguments.py @002fa9d6（--colocate「will also set --offload to true」；--offload = --offload-train + --offload-rollout；--rollout-num-gpus-per-engine 預設 1；--use-dynamic-batch-size、--max-tokens-per-gpu；--advantage-estimator 可選 grpo、gspo、reinforce_plus_plus、ppo、cispo），slime/ray/actor_group.py @03b11f41 與 megatron_utils/actor.py @028e2909（訓練前後以 torch_memory_saver 暫停與喚醒；參考模型從鎖頁的主機備份載入 actor 的模型），sglang_engine.py @03b32d8b（enable_memory_saver、release_memory_occupation），docs/en/get_started/usage.md @04ab9881（未設定 --recompute-granularity 時不做重算），scripts/run-qwen3-4B.sh @05a07529（--sglang-mem-fraction-static 0.7），scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3（SFT：--loss-type sft_loss、slime.rollout.sft_rollout、--debug-train-only）</translation>
    </message>
    <message>
        <source>github THUDM/slime@08a9dcdc slime_plugins/models/glm5/glm5.py (q_compressed and hidden_states .detach(); _, topk_indices = fused_select_topk(..., block_size=8192)), scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3</source>
        <translation>github THUDM/slime@08a9dcdc slime_plugins/models/glm5/glm5.py（q_compressed 與 hidden_states 皆 .detach()；_, topk_indices = fused_select_topk(..., block_size=8192)），scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3</translation>
    </message>
    <message>
        <source>github hiyouga/LLaMA-Factory @ff6d4d1 (2026-08): hparams/finetuning_args.py (use_ref_model, reward_model_type), model_args (disable_gradient_checkpointing False), train/trainer_utils.py, train/ppo/</source>
        <translation>github hiyouga/LLaMA-Factory @ff6d4d1（2026-08）：hparams/finetuning_args.py（use_ref_model、reward_model_type），model_args（disable_gradient_checkpointing False），train/trainer_utils.py，train/ppo/</translation>
    </message>
    <message>
        <source>github huggingface/trl @f2cd577 (2026-07): trl/trainer/grpo_config.py, sft_config.py, dpo_config.py, kto_config.py (gradient_checkpointing True instead of TrainingArguments&apos; False), grpo_trainer.py, dpo_trainer.py, kto_trainer.py, models/utils.py prepare_deepspeed, generation/vllm_generation.py (sleep level 2), experimental/ppo/ppo_trainer.py; the LM head: TRL 1.16.0 trl/trainer/sft_trainer.py, dpo_trainer.py, kto_trainer.py, grpo_trainer.py (add_fused_lm_head on the policy and the reference, model(..., fused_lm_head=True): per-token log-probabilities in tiles of the LM head, the full logits never built; trl/trainer/utils.py add_fused_lm_head, trl/kernels/chunked_logprob.py; not in trl/experimental/orpo, cpo); RLOO: trl/trainer/rloo_config.py @006d32c9 (beta 0.05: the reference loaded; num_generations 2); DAPO: grpo_config.py @006d32c9 (loss_type &apos;dapo&apos;, its default; beta 0; no dynamic sampling)</source>
        <translation>github huggingface/trl @f2cd577（2026-07）：trl/trainer/grpo_config.py、sft_config.py、dpo_config.py、kto_config.py（gradient_checkpointing 預設 True，而非 TrainingArguments 的 False），grpo_trainer.py、dpo_trainer.py、kto_trainer.py，models/utils.py prepare_deepspeed，generation/vllm_generation.py（sleep level 2），experimental/ppo/ppo_trainer.py；LM head：TRL 1.16.0 trl/trainer/sft_trainer.py、dpo_trainer.py、kto_trainer.py、grpo_trainer.py（策略模型與參考模型都加上 add_fused_lm_head，model(..., fused_lm_head=True)：按 LM head 分塊計算每個 token 的對數機率，從不產生完整 logits；trl/trainer/utils.py add_fused_lm_head、trl/kernels/chunked_logprob.py；trl/experimental/orpo、cpo 則沒有）；RLOO：trl/trainer/rloo_config.py @006d32c9（beta 0.05：載入參考模型；num_generations 2）；DAPO：grpo_config.py @006d32c9（loss_type &apos;dapo&apos;，為其預設；beta 0；無動態取樣）</translation>
    </message>
    <message>
        <source>github ml-explore/mlx-lm mlx_lm/lora.py CONFIG_DEFAULTS (num_layers 16, batch_size 4, max_seq_length 2048, lora_parameters rank 8, grad_checkpoint False, optimizer adam) and mlx_lm/tuner/lora.py (LoRALinear lora_a/lora_b float32), tuner/utils.py linear_to_lora_layers (model.layers[-num_layers:], every Linear of a block), tuner/trainer.py (mx.compile step, grad_checkpoint via mx.checkpoint); ml-explore/mlx mlx/fast.cpp (unfused SDPA under grad tracing, PR #2054), python/mlx/nn/losses.py (mx.fast.cross_entropy on the GPU), python/mlx/nn/layers/quantized.py (affine, group 64, 4 bits by default)</source>
        <translation>github ml-explore/mlx-lm mlx_lm/lora.py CONFIG_DEFAULTS（num_layers 16、batch_size 4、max_seq_length 2048、lora_parameters rank 8、grad_checkpoint False、optimizer adam）與 mlx_lm/tuner/lora.py（LoRALinear 的 lora_a/lora_b 為 float32）、tuner/utils.py linear_to_lora_layers（model.layers[-num_layers:]，每層所有 Linear）、tuner/trainer.py（以 mx.compile 編譯訓練步，grad_checkpoint 經 mx.checkpoint）；ml-explore/mlx mlx/fast.cpp（梯度追蹤時不用融合 SDPA，PR #2054）、python/mlx/nn/losses.py（GPU 上用 mx.fast.cross_entropy）、python/mlx/nn/layers/quantized.py（仿射，預設每組 64、4 位元）</translation>
    </message>
    <message>
        <source>github modelscope/ms-swift swift/megatron/arguments/megatron_args.py @a374875 (use_distributed_optimizer True, recompute_granularity selective, recompute_modules core_attn, cross_entropy_loss_fusion True, padding_free True, main_grads_dtype fp32); swift/megatron/trainers/rlhf_mixin.py prepare_model (ref_models = get_mcore_model(args) for tuner_type full; disable_adapter otherwise), dpo_trainer.py @0abfe98 (reference and policy forwards on the same packed batch, per_token_logps = −the model&apos;s per-token loss); Megatron-SWIFT command-line docs: expert_tensor_parallel_size defaults to 1 from ms-swift 3.9 (before: the tensor-parallel size)</source>
        <translation>github modelscope/ms-swift swift/megatron/arguments/megatron_args.py @a374875（use_distributed_optimizer 為 True，recompute_granularity 為 selective，recompute_modules 為 core_attn，cross_entropy_loss_fusion 為 True，padding_free 為 True，main_grads_dtype 為 fp32）；swift/megatron/trainers/rlhf_mixin.py prepare_model（tuner_type 為 full 時 ref_models = get_mcore_model(args)；否則 disable_adapter），dpo_trainer.py @0abfe98（參考模型與策略模型在同一打包批次上前向傳播，per_token_logps = −模型的逐詞元損失）；Megatron-SWIFT 命令列參數文件：expert_tensor_parallel_size 自 ms-swift 3.9 起預設為 1（之前等於張量平行大小）</translation>
    </message>
    <message>
        <source>github unslothai/unsloth-zoo@00a8d68f unsloth_zoo/vllm_utils.py (convert_vllm_to_huggingface wraps vLLM&apos;s own weight tensors as the Hugging Face model&apos;s; patch_vllm_enable_sleep_mode skips the &apos;weights&apos; tag: Unsloth Standby releases the rest), unsloth/models/llama.py @00060afe (llm.shared_weights = True); Unsloth docs &apos;Memory Efficient RL&apos;: &apos;we share vLLM&apos;s weight space directly which removes the double memory usage of the model weights&apos;</source>
        <translation>github unslothai/unsloth-zoo@00a8d68f unsloth_zoo/vllm_utils.py（convert_vllm_to_huggingface 把 vLLM 自己的權重張量包裝成 Hugging Face 模型的權重；patch_vllm_enable_sleep_mode 略過「weights」標記：Unsloth Standby 釋放其餘部分），unsloth/models/llama.py @00060afe（llm.shared_weights = True）；Unsloth 文件「Memory Efficient RL」：「we share vLLM&apos;s weight space directly which removes the double memory usage of the model weights」</translation>
    </message>
    <message>
        <source>github verl-project/verl @1a7e2cab verl/trainer/config/_generated_ppo_megatron_trainer.yaml (actor.megatron: tensor/pipeline/context/expert parallel 1, sequence_parallel True, use_distributed_optimizer True, param_offload, grad_offload and optimizer_offload False; recompute_granularity null; rollout gpu_memory_utilization 0.5, tensor_model_parallel_size 2, free_cache_engine True), verl/utils/megatron/optimizer.py @b017a833 (bf16, params_dtype bfloat16), megatron_utils.py @1811bfeb (grad_reduce_in_fp32 True), verl/workers/megatron_workers.py @a188c3db (the reference: a separate Megatron model in bf16, no optimizer, the actor&apos;s layout; LoRA: the actor without its adapters), third_party/vllm/__init__.py @809ef8c8 (sleep level 2 from vLLM 0.8.5)</source>
        <translation>github verl-project/verl @1a7e2cab verl/trainer/config/_generated_ppo_megatron_trainer.yaml（actor.megatron：張量／管線／上下文／專家平行皆為 1，sequence_parallel True，use_distributed_optimizer True，param_offload、grad_offload 與 optimizer_offload 為 False；recompute_granularity null；rollout gpu_memory_utilization 0.5，tensor_model_parallel_size 2，free_cache_engine True），verl/utils/megatron/optimizer.py @b017a833（bf16，params_dtype bfloat16），megatron_utils.py @1811bfeb（grad_reduce_in_fp32 True），verl/workers/megatron_workers.py @a188c3db（參考模型：另一個 bf16 的 Megatron 模型，無最佳化器，採 actor 的切分方式；LoRA：去掉適配器的 actor），third_party/vllm/__init__.py @809ef8c8（vLLM 0.8.5 起 sleep level 2）</translation>
    </message>
    <message>
        <source>github vllm-project/vllm PR #19970 (2025-06, --async-scheduling: &apos;the scheduler operate one step ahead of the current execution&apos;, overlapping scheduling with model execution), on by default from PR #27614 (the last item of the Async Scheduling Plan, issue #27679; PR #31998 of 2026-01 extends the default to speculative decoding); vLLM 0.11 and earlier ran without it unless asked</source>
        <translation>github vllm-project/vllm PR #19970（2025-06，非同步排程選項：排程器比正在執行的那一步先走一步，讓排程與模型執行重疊），自 PR #27614 起預設開啟（非同步排程計畫議題 #27679 的最後一項；2026-01 的 PR #31998 把預設延伸到推測解碼）；vLLM 0.11 及更早版本除非指定否則不開</translation>
    </message>
    <message>
        <source>github vllm-project/vllm PR #31998 (2026-01: on by default only for EAGLE and MTP speculation, off for the other kinds); vLLM&apos;s start-up warning &apos;Async scheduling is not compatible with prefix caching for Mamba models and will be disabled&apos; (quoted in github QwenLM/Qwen3-Coder issue #578, 2026-03)</source>
        <translation>github vllm-project/vllm PR #31998（2026-01：推測解碼只有 EAGLE 與 MTP 預設開啟，其他種類關閉）；vLLM 啟動時的警告：Mamba 類模型的前綴快取與非同步排程不相容，非同步排程會被關閉（引自 github QwenLM/Qwen3-Coder 議題 #578，2026-03）</translation>
    </message>
    <message>
        <source>github vllm-project/vllm vllm/v1/worker/gpu_worker.py @35d5cda123ec28581759b6d34cde8052314fb1e6: init_device takes its memory snapshot after the distributed environment is initialized (&apos;This ensures NCCL buffers are allocated before we measure&apos;), so the CUDA context and NCCL&apos;s buffers are outside requested_memory = total × gpu_memory_utilization; determine_available_memory gives the KV cache requested_memory − (weights + the profile&apos;s peak allocated activations + non-torch increase), the caching allocator&apos;s unallocated reserve charged nowhere; CUDA graphs are captured after the KV cache is sized (&apos;memory_profiling does not consider CUDAGraph memory size&apos;, compile_or_warm_up_model). Published start-up logs add up so (vLLM 0.10.2 and 0.31.0: available KV = utilization × total − weights − peak activation − non-torch, the graphs&apos; GiB beside it); VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1 subtracts an estimate of the graphs too</source>
        <translation>github vllm-project/vllm vllm/v1/worker/gpu_worker.py @35d5cda123ec28581759b6d34cde8052314fb1e6：init_device 在分散式環境初始化之後才拍下記憶體快照（程式註解：確保量測前 NCCL 緩衝區已配置），因此 CUDA 上下文 與 NCCL 緩衝區不在 requested_memory = 總量 × gpu_memory_utilization 之內；determine_available_memory 給 KV 快取的是 requested_memory −（權重 + 剖析執行的啟動值配置峰值 + 非 PyTorch 增量），快取配置器未配置的保留量不計入任何一項；CUDA 圖 在 KV 快取定好大小之後才擷取（compile_or_warm_up_model 的註解：記憶體剖析不計 CUDA 圖的大小）。公開的啟動日誌正是如此相加（vLLM 0.10.2 與 0.31.0：可用 KV = 使用率 × 總量 − 權重 − 啟動值峰值 − 非 PyTorch，圖的 GiB 另計）；設 VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1 時也會扣掉圖的估計值</translation>
    </message>
    <message>
        <source>host launches of a Megatron-Core layer counted from megatron-core 0.15/0.16 and TransformerEngine 2.8/2.11 (attention 14 forward, 25 backward; a dense MLP 4 and 6; a mixture&apos;s block 33 and 26 and each local expert&apos;s GEMMs 2 and 4, one by one; per GEMM operand FP8 current scaling 4 quantization launches, block scaling 1, delayed scaling and NVFP4 1 for all of a grouped linear&apos;s splits)</source>
        <translation>Megatron-Core 每層由主機啟動的運算，依 megatron-core 0.15/0.16 與 TransformerEngine 2.8/2.11 原始碼計數（注意力前向 14、反向 25；稠密 MLP 4 與 6；專家混合區塊 33 與 26，每個本地專家的 GEMM 逐一啟動 2 與 4；每個 GEMM 運算元的量化啟動：FP8 current scaling 4 次、區塊縮放 1 次、delayed scaling 與 NVFP4 對分組線性層的所有切分共 1 次）</translation>
    </message>
    <message>
        <source>host: {source}</source>
        <translation>主機：{source}</translation>
    </message>
    <message>
        <source>instance</source>
        <translation>雲端執行個體價格</translation>
    </message>
    <message>
        <source>kernels counted from transformers&apos; modeling code (Llama 41 per layer, Qwen3 57, 50 per token), each launched from Python</source>
        <translation>核心函式數依 transformers 模型程式碼計數（Llama 每層 41、Qwen3 每層 57、每 token 50），每個由 Python 啟動</translation>
    </message>
    <message>
        <source>llama.cpp server options (-c n_ctx, -ub 512, -ctk f16, -np slots, cache_prompt)</source>
        <translation>llama.cpp 伺服器選項（n_ctx、n_ubatch 512、cache_type_k f16、n_parallel 槽位數、cache_prompt）</translation>
    </message>
    <message>
        <source>loaded cost of one engineer-year (hwplanner default)</source>
        <translation>一名工程師一年的全額成本（hwplanner 預設值）</translation>
    </message>
    <message>
        <source>loading: {how} ({framework})</source>
        <translation>載入：{how}（{framework}）</translation>
    </message>
    <message>
        <source>matmul: {source}</source>
        <translation>矩陣乘法：{source}</translation>
    </message>
    <message>
        <source>median of CPU Adam steps measured alone: 42.4 GB/s (DeepSpeed PR #735: 11.6B parameters in 8.2 s), 54.5 (DeepSpeed issue #6834: Qwen 72B, 4 A100 nodes, ~10 s), 83 (THUDM/slime issue #1139: GLM-4.5-Air, 4 H100 nodes, 9.6 s); other GPU classes in proportion to their hosts&apos; datasheet memory bandwidth (DGX A100&apos;s EPYC 7742 pair: 409.6 GB/s)</source>
        <translation>單獨量測的 CPU Adam 步驟之中位數：42.4 GB/s（DeepSpeed PR #735：116 億參數用 8.2 秒），54.5（DeepSpeed issue #6834：Qwen 72B，4 個 A100 節點，約 10 秒），83（THUDM/slime issue #1139：GLM-4.5-Air，4 個 H100 節點，9.6 秒）；其他 GPU 類別按其主機規格書記憶體頻寬等比換算（DGX A100 的兩顆 EPYC 7742：409.6 GB/s）</translation>
    </message>
    <message>
        <source>memory-bandwidth utilisation of decode: Databricks &apos;LLM inference performance engineering&apos; (2023) reports MBU ~0.6–0.7 on A100/H100; aiconfigurator applies 0.8</source>
        <translation>解碼的記憶體頻寬使用率：Databricks《LLM inference performance engineering》（2023）在 A100/H100 上測得 MBU 約 0.6–0.7；aiconfigurator 採用 0.8</translation>
    </message>
    <message>
        <source>memory: {source}</source>
        <translation>受記憶體頻寬限制的核心：{source}</translation>
    </message>
    <message>
        <source>method: {source}</source>
        <translation>方法：{source}</translation>
    </message>
    <message>
        <source>microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py (BF16_Optimizer: fp32_groups_gradients_flat = zeros_like(bf16_groups_flat, dtype=float32), a narrowed view per data-parallel rank; clear_lp_grads zeroes the bf16 .grad); bigscience-workshop/bigscience@e726b15 train/tr11-176B-ml/README.md (&apos;doesn&apos;t shard the static fp32 buffer … 4 bytes * params of additional memory&apos;)</source>
        <translation>microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py（BF16_Optimizer：fp32_groups_gradients_flat = zeros_like(bf16_groups_flat, dtype=float32)，每個資料平行進程取其中一段視圖；clear_lp_grads 將 bf16 .grad 清零）；BigScience 的 tr11-176B-ml 說明文件（github bigscience-workshop/bigscience@e726b15：不對重複使用的靜態 fp32 緩衝區分片……每個參數額外占用 4 位元組記憶體）</translation>
    </message>
    <message>
        <source>ml-explore/mlx memory API: get_peak_memory (allocated), get_cache_memory (cached, not returned to the system), set_cache_limit</source>
        <translation>ml-explore/mlx 記憶體 API：get_peak_memory（已配置）、get_cache_memory（快取中、未還給系統）、set_cache_limit</translation>
    </message>
    <message>
        <source>mlx-lm 0.32.2 (PyPI) mlx_lm/server.py (--decode-concurrency 32, --prompt-concurrency 8), generate.py (prefill_step_size 2048, wired_limit: the device&apos;s max_recommended_working_set_size), models/cache.py (KVCache grows by step = 256 tokens in the model&apos;s dtype)</source>
        <translation>mlx-lm 0.32.2（PyPI）mlx_lm/server.py（--decode-concurrency 32、--prompt-concurrency 8）、generate.py（prefill_step_size 2048；wired_limit：裝置的 max_recommended_working_set_size）、models/cache.py（KVCache 以 step = 256 個 token 擴增，採模型的資料型別）</translation>
    </message>
    <message>
        <source>mlx.optimizers: no 8-bit states</source>
        <translation>mlx.optimizers：沒有 8 位元狀態</translation>
    </message>
    <message>
        <source>mlx/fast.cpp under grad tracing, PR #2054: no fused backward on Metal</source>
        <translation>mlx/fast.cpp 在梯度追蹤下，PR #2054：Metal 上沒有融合的反向傳播</translation>
    </message>
    <message>
        <source>more than {gbit:,} Gb/s per node</source>
        <translation>每節點超過 {gbit:,} Gb/s</translation>
    </message>
    <message>
        <source>ms-swift 4.6.0 (2026-10-13) swift/megatron/trainers/rollout_mixin.py (colocate: load_weights in the trainer&apos;s process; server: FlattenedTensorBucket over NCCL, 512 MB)</source>
        <translation>ms-swift 4.6.0（2026-10-13）swift/megatron/trainers/rollout_mixin.py（同卡：在訓練行程內 load_weights；伺服器：經 NCCL 的 FlattenedTensorBucket，512 MB）</translation>
    </message>
    <message>
        <source>ms-swift 4.6.0 (2026-10-13) swift/rlhf_trainers/rollout_mixin.py _load_state_dict_to_vllm (colocate: llm_model.load_weights(state_dict.items()) in the trainer&apos;s process; server: FlattenedTensorBucket over NCCL, SWIFT_UPDATE_WEIGHTS_BUCKET_SIZE 512 MB)</source>
        <translation>ms-swift 4.6.0（2026-10-13）swift/rlhf_trainers/rollout_mixin.py _load_state_dict_to_vllm（同卡：在訓練行程內 llm_model.load_weights(state_dict.items())；伺服器：經 NCCL 的 FlattenedTensorBucket，SWIFT_UPDATE_WEIGHTS_BUCKET_SIZE 512 MB）</translation>
    </message>
    <message>
        <source>ms-swift Megatron: packed and padding-free rows go to Megatron-Core as THD with each sample&apos;s boundaries (github modelscope/ms-swift swift/megatron/utils/utils.py @006938be get_packed_seq_params: PackedSeqParams cu_seqlens_q/kv from the position_ids, qkv_format &apos;thd&apos;), so flash attention keeps each sample to itself</source>
        <translation>ms-swift Megatron：打包與免填充的列以 THD 格式、連同每個樣本的邊界交給 Megatron-Core（github modelscope/ms-swift swift/megatron/utils/utils.py @006938be get_packed_seq_params：由 position_ids 得出 PackedSeqParams 的 cu_seqlens_q/kv，qkv_format 為 &apos;thd&apos;），因此 flash attention 只在各樣本之內計算</translation>
    </message>
    <message>
        <source>ms-swift async_generate (github modelscope/ms-swift @0037257c swift/trainers/arguments.py GRPOArgumentsMixin, default False; vllm_mode server): the next batch generated on the previous step&apos;s weights</source>
        <translation>ms-swift async_generate（github modelscope/ms-swift @0037257c swift/trainers/arguments.py GRPOArgumentsMixin，預設 False；vllm_mode server）：以上一步的權重生成下一批</translation>
    </message>
    <message>
        <source>ms-swift command-line parameters (gradient_checkpointing True, use_liger_kernel, sequence_parallel_size, deepspeed zero2_offload/zero3_offload); swift/arguments/tuner_args.py @3602360 (lora_dropout 0.05), @0bb3103b (lora_rank 8, target_modules all-linear); swift/llm/argument/base_args/model_args.py (torch_dtype None: the checkpoint&apos;s model_info.torch_dtype, bf16=True with it); examples/train/full/train.sh @0338ab3 (Qwen2-7B full fine-tuning on one GPU: 76 GiB)</source>
        <translation>ms-swift 命令列參數（gradient_checkpointing True、use_liger_kernel、sequence_parallel_size、deepspeed zero2_offload/zero3_offload）；swift/arguments/tuner_args.py @3602360（lora_dropout 0.05）、@0bb3103b（lora_rank 8，target_modules all-linear）；swift/llm/argument/base_args/model_args.py（torch_dtype 為 None 時取檢查點的 model_info.torch_dtype，並隨之設 bf16=True）；examples/train/full/train.sh @0338ab3（Qwen2-7B 單卡全參數微調：76 GiB）</translation>
    </message>
    <message>
        <source>nccl-tests#290 (46–48 GB/s per 400 Gb/s NIC)</source>
        <translation>nccl-tests#290（每張 400 Gb/s 網路卡 46–48 GB/s）</translation>
    </message>
    <message>
        <source>non-quantized parameters upcast to fp32 (prepare_model_for_kbit_training)</source>
        <translation>未量化的參數轉為 fp32（prepare_model_for_kbit_training）</translation>
    </message>
    <message>
        <source>offload from the memory estimate</source>
        <translation>卸載量取自記憶體估算</translation>
    </message>
    <message>
        <source>one 100 GbE link per node</source>
        <translation>每節點一條 100 GbE 連結</translation>
    </message>
    <message>
        <source>one 200 Gb/s NIC per GPU (DGX A100)</source>
        <translation>每張 GPU 一張 200 Gb/s 網路卡（DGX A100）</translation>
    </message>
    <message>
        <source>one 400 Gb/s NIC per GPU (DGX H100)</source>
        <translation>每張 GPU 一張 400 Gb/s 網路卡（DGX H100）</translation>
    </message>
    <message>
        <source>one checkpoint shard file per process (ZeRO-3 zero.Init)</source>
        <translation>每個行程一個檢查點分片檔（ZeRO-3 zero.Init）</translation>
    </message>
    <message>
        <source>one copy per node (rank 0) + one shard file each</source>
        <translation>每節點一份完整副本（由 0 號行程載入）+ 每個行程一個分片檔</translation>
    </message>
    <message>
        <source>one layer at a time: inference keeps nothing for backward</source>
        <translation>一次一層：推論不需為反向傳播保留任何東西</translation>
    </message>
    <message>
        <source>one memory-mapped copy per node (safetensors page cache) + one shard file per process</source>
        <translation>每節點一份記憶體映射副本（safetensors 分頁快取）+ 每個行程一個分片檔</translation>
    </message>
    <message>
        <source>openrlhf 0.11.2 (2026-09-14) openrlhf/trainer/ray/ppo_actor.py broadcast_to_vllm (colocated: _handle_cuda_ipc, reduce_tensor(weight), one CUDA IPC handle per weight; separate: _broadcast_param, one NCCL broadcast per parameter)</source>
        <translation>openrlhf 0.11.2（2026-09-14）openrlhf/trainer/ray/ppo_actor.py broadcast_to_vllm（同卡：_handle_cuda_ipc，reduce_tensor(weight)，每個權重一個 CUDA IPC 控制代碼；分離：_broadcast_param，每個參數一次 NCCL 廣播）</translation>
    </message>
    <message>
        <source>plain SGD keeps no state</source>
        <translation>普通 SGD 不保存狀態</translation>
    </message>
    <message>
        <source>prefill: Kaplan et al. 2020 (2·N FLOPs per token); decode: Pope et al. 2022 roofline, per operator (Williams et al. 2009; Yuan et al. 2024, LLM Inference Unveiled); interleaving: continuous batching (Yu et al. 2022, Orca) with chunked prefill (Agrawal et al. 2024, Sarathi-Serve); queueing: M/D/1 (Pollaczek–Khinchine) and Little&apos;s law; prefills batched between scheduling rounds (vLLM 0.6.0 core/scheduler.py _schedule_default, SGLang 0.3.0 managers/tp_worker.py get_new_prefill_batch)</source>
        <translation>預填充：Kaplan 等人 2020（每 token 2·N FLOPs）；解碼：Pope 等人 2022 屋頂線模型（roofline），逐運算子計算（Williams 等人 2009；Yuan 等人 2024《LLM Inference Unveiled》）；交錯執行：連續批次處理（Yu 等人 2022，Orca）搭配分塊預填充（Agrawal 等人 2024，Sarathi-Serve）；排隊：M/D/1（Pollaczek–Khinchine 公式）與 Little&apos;s law；排程輪與輪之間一起預填充（vLLM 0.6.0 core/scheduler.py _schedule_default、SGLang 0.3.0 managers/tp_worker.py get_new_prefill_batch）</translation>
    </message>
    <message>
        <source>prime-rl max_async_level (docs/reference.md @f6bff7d38cd64564434019dd5a2325124f3f7e31: default 1, the inference servers generate on weights up to that many steps old; 0: synchronous)</source>
        <translation>prime-rl max_async_level（docs/reference.md @f6bff7d38cd64564434019dd5a2325124f3f7e31：預設 1，推論伺服器以最多舊這麼多步的權重生成；0：同步）</translation>
    </message>
    <message>
        <source>rack-scale NVLink system (NVL72 class)</source>
        <translation>機櫃級 NVLink 系統（NVL72 級）</translation>
    </message>
    <message>
        <source>routed experts in 4 bits through W4A16 fused-MoE kernels on H100/H200-class GPUs: 25.7% of the bf16 peak, Marlin&apos;s (DeepSeek-V4-Flash&apos;s MXFP4 experts in SGLang&apos;s 16,384-token prefill chunks on an H100: 1.237 TFLOP a layer in 4.863 ms; github sgl-project/sglang PR #38884); MXFP4 experts run on Hopper through Triton&apos;s matmul_ogs by default (vLLM and SGLang mxfp4.py), not measured: taken at Marlin&apos;s share</source>
        <translation>H100/H200 級 GPU 上經 W4A16 融合 MoE 核心的 4 位元路由專家：bf16 峰值的 25.7%，為 Marlin 的實測（H100 上 SGLang 以 16,384 個 token 的預填充分塊執行 DeepSeek-V4-Flash 的 MXFP4 專家：每層 1.237 TFLOP，4.863 ms；github sgl-project/sglang PR #38884）；Hopper 上的 MXFP4 專家預設走 Triton 的 matmul_ogs（vLLM 與 SGLang 的 mxfp4.py），未實測：以 Marlin 的比例計</translation>
    </message>
    <message>
        <source>routed experts in Triton fused-MoE kernels on H100/H200-class GPUs (vLLM benchmark_moe.py, the whole block): bf16 33% of the bf16 peak (Gemma 4&apos;s 128 experts of 704 on an H200, 4,096 tokens: 1,189.6 µs; github vllm-project/vllm PR #44818); FP8 15% faster than bf16, 19% of the FP8 peak (tuned FP8 10–17% faster than tuned bf16, Qwen3-MoE on an H200; vLLM PR #35457)</source>
        <translation>H100/H200 級 GPU 上 Triton 融合 MoE 核心中的路由專家（vLLM benchmark_moe.py，整個區塊）：bf16 為 bf16 峰值的 33%（H200 上 Gemma 4 的 128 個寬 704 的專家，4,096 個 token：1,189.6 µs；github vllm-project/vllm PR #44818）；FP8 比 bf16 快 15%，為 FP8 峰值的 19%（調校後的 FP8 比調校後的 bf16 快 10–17%，H200 上的 Qwen3-MoE；vLLM PR #35457）</translation>
    </message>
    <message>
        <source>same kernels as pretraining</source>
        <translation>與預訓練相同的核心</translation>
    </message>
    <message>
        <source>same kernels as pretraining on the layers that train</source>
        <translation>在參與訓練的層上與預訓練相同的核心</translation>
    </message>
    <message>
        <source>scaled by the GPU&apos;s best measured stream kernel ÷ its datasheet bandwidth against the H100 SXM&apos;s 0.949 (BabelStream Dot, github Azure/AI-benchmarking-guide ND_H100_v5_results.md); the GPU&apos;s own figure and its source in its catalog row</source>
        <translation>依此 GPU 實測最佳的串流核心 ÷ 其規格表頻寬，相對 H100 SXM 的 0.949 縮放（BabelStream 點積核心，github Azure/AI-benchmarking-guide ND_H100_v5_results.md）；此 GPU 的數值及其來源見其型錄列</translation>
    </message>
    <message>
        <source>see each part</source>
        <translation>見各組成項目</translation>
    </message>
    <message>
        <source>see inference utilisation</source>
        <translation>見推論使用率</translation>
    </message>
    <message>
        <source>serving roofline (Pope et al. 2022) of each replica</source>
        <translation>每個副本的推論屋頂線模型（roofline）（Pope 等人 2022）</translation>
    </message>
    <message>
        <source>skyrl 0.3.0 (2026-07-17) weight_sync/cuda_ipc_strategy.py (colocate_all, the default: &apos;one IPC handle is created for the packed buffer per rank&apos;, 1 GB), broadcast_strategy.py (separate: vLLM&apos;s packed NCCL, 1 GB)</source>
        <translation>skyrl 0.3.0（2026-07-17）weight_sync/cuda_ipc_strategy.py（colocate_all，預設：「one IPC handle is created for the packed buffer per rank」，1 GB），broadcast_strategy.py（分離：vLLM 的打包 NCCL，1 GB）</translation>
    </message>
    <message>
        <source>stack: {source}</source>
        <translation>軟體堆疊：{source}</translation>
    </message>
    <message>
        <source>synchronous on-policy loop (TRL, OpenRLHF hybrid engine, verl)</source>
        <translation>同步的同策略迴圈（TRL、OpenRLHF 混合引擎、verl）</translation>
    </message>
    <message>
        <source>text-generation-inference launcher (--cuda-memory-fraction 1.0, --max-batch-prefill-tokens 4096, --cuda-graphs 1,2,4,8,16,32)</source>
        <translation>text-generation-inference 啟動器（cuda_memory_fraction 1.0、max_batch_prefill_tokens 4096、cuda_graphs 1,2,4,8,16,32）</translation>
    </message>
    <message>
        <source>the frozen base computes no weight gradient (the FLOPs); the adapters&apos; small kernels are timed as a part (PEFT&apos;s LoRA Linear, the fixed time per kernel)</source>
        <translation>凍結的基礎模型不計算權重梯度（已含於 FLOPs）；轉接器的小核心另計為一部分（PEFT 的 LoRA 線性層，每個核心的固定時間）</translation>
    </message>
    <message>
        <source>the weights llama.cpp keeps on the CPU, memory-mapped from the file</source>
        <translation>llama.cpp 留在 CPU 的權重，從檔案以記憶體映射載入</translation>
    </message>
    <message>
        <source>torchao AdamW4bit: two 4-bit states packed two to a byte + an fp32 scale per 128-element block each (torchao/optim/subclass_4bit.py OptimState4bit.zeros)</source>
        <translation>torchao AdamW4bit：兩個 4 位元狀態（每位元組裝兩個值）+ 每個狀態每 128 個元素一個 fp32 縮放值（torchao/optim/subclass_4bit.py OptimState4bit.zeros）</translation>
    </message>
    <message>
        <source>torchao float8 (torchtitan), Transformer Engine (Megatron-LM, NeMo)</source>
        <translation>torchao float8（torchtitan）、Transformer Engine（Megatron-LM、NeMo）</translation>
    </message>
    <message>
        <source>torchtune (pure bf16), pure-bf16 custom loops</source>
        <translation>torchtune（純 bf16）、純 bf16 的自訂訓練迴圈</translation>
    </message>
    <message>
        <source>torchtune modules/loss/ce_chunked_output_loss.py (CEWithChunkedOutputLoss)</source>
        <translation>torchtune modules/loss/ce_chunked_output_loss.py（CEWithChunkedOutputLoss）</translation>
    </message>
    <message>
        <source>torchtune modules/loss/cross_entropy_loss.py (LinearCrossEntropyLoss)</source>
        <translation>torchtune modules/loss/cross_entropy_loss.py（LinearCrossEntropyLoss）</translation>
    </message>
    <message>
        <source>torchtune recipes/lora_finetune_single_device.py @0217d44 (2024-05: logits kept until the next step, transposed for CrossEntropyLoss; PR #1046 &apos;del logits&apos;)</source>
        <translation>torchtune recipes/lora_finetune_single_device.py @0217d44（2024-05：logits 保留到下一步，並為 CrossEntropyLoss 轉置；PR #1046「del logits」）</translation>
    </message>
    <message>
        <source>tower workstation</source>
        <translation>直立式工作站</translation>
    </message>
    <message>
        <source>transformers ForCausalLMLoss (logits.float()); torchtune CrossEntropyLoss</source>
        <translation>transformers ForCausalLMLoss（logits.float()）；torchtune CrossEntropyLoss</translation>
    </message>
    <message>
        <source>transformers TrainingArguments (bf16=True → torch.autocast; gradient_checkpointing False by default, https://huggingface.co/docs/transformers/en/grad_checkpointing); PEFT prepare_model_for_kbit_training(use_gradient_checkpointing=True) for QLoRA (peft/utils/other.py); PEFT autocast_adapter_dtype=True; torch.optim.AdamW foreach on CUDA</source>
        <translation>transformers TrainingArguments（bf16=True → torch.autocast；gradient_checkpointing 預設 False，https://huggingface.co/docs/transformers/en/grad_checkpointing）；QLoRA 時 PEFT prepare_model_for_kbit_training(use_gradient_checkpointing=True)（peft/utils/other.py）；PEFT autocast_adapter_dtype=True；CUDA 上 torch.optim.AdamW foreach</translation>
    </message>
    <message>
        <source>transformers loss/loss_utils.py ForCausalLMLoss before PR #35646 (2025-01: shift_logits = logits[..., :-1, :].contiguous())</source>
        <translation>transformers loss/loss_utils.py ForCausalLMLoss，PR #35646 之前（2025-01：shift_logits = logits[..., :-1, :].contiguous()）</translation>
    </message>
    <message>
        <source>transformers&apos; Llama4TextMoe runs every token through every routed expert (routed_in = hidden_states.repeat(num experts, 1), torch.bmm over all experts; github huggingface/transformers @000c33fd src/transformers/models/llama4/modeling_llama4.py)</source>
        <translation>transformers 的 Llama4TextMoe 讓每個 token 經過每個路由專家（routed_in = hidden_states.repeat(num experts, 1)，對所有專家做 torch.bmm；github huggingface/transformers @000c33fd src/transformers/models/llama4/modeling_llama4.py）</translation>
    </message>
    <message>
        <source>trl 1.16.0 (2026-10-15) trl/generation/vllm_generation.py sync_weights (colocate, the default from 1.0.0: model.load_weights([(name, param)]) one tensor at a time in the trainer&apos;s process); vllm_client.py update_named_params (server: NCCL through vLLM&apos;s packed buffers from 1.11.0, 2026-08-26; one HTTP call and broadcast per parameter through 1.10.0)</source>
        <translation>trl 1.16.0（2026-10-15）trl/generation/vllm_generation.py sync_weights（colocate，自 1.0.0 起為預設：在訓練行程內 model.load_weights([(name, param)]) 一次一個張量）；vllm_client.py update_named_params（server：自 1.11.0（2026-08-26）起經 vLLM 打包緩衝區走 NCCL；至 1.10.0 為每個參數一次 HTTP 呼叫與廣播）</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>未標日期</translation>
    </message>
    <message>
        <source>utilisation: {source}</source>
        <translation>使用率：{source}</translation>
    </message>
    <message>
        <source>vLLM 0.11.1–0.15 sort the whole vocabulary for each dummy request when they warm the sampler up: github vllm-project/vllm vllm/v1/worker/gpu_model_runner.py (_dummy_sampler_run: the profile run samples min(max_num_seqs, max_num_batched_tokens) dummy requests with top_k = vocabulary − 1 and top_p 0.9), vllm/v1/sample/ops/topk_topp_sampler.py (apply_top_k_top_p: logits.sort over the whole vocabulary; PR #26859, 2025-10-15, made this native path the default over FlashInfer&apos;s; PR #33538 replaced the sort with a Triton kernel); start-up logs on H100 with 1,024 dummy requests, vllm-openai images of early 2026 (github llm-d/llm-d-benchmark @4f4d44943c39b76b28e30dfa1fb0dfaf1ee894b5 config_explorer/empirical-vllm-memory-results.md): peak activation 4.76 GiB at a vocabulary of 128,256 (Llama 3.1 8B, Llama 3.3 70B FP8: 4.84), 5.56–5.64 GiB at 151,936 (Qwen3 0.6B and 32B, TP 1 and 2), 7.38 GiB at 201,088 (gpt-oss 20B and 120B): 38.5 B per dummy request and vocabulary entry, whatever the model&apos;s size; vLLM 0.19 on the same H100 (github llm-d-incubation/llm-d-planner @2d557dca docs/accuracy/vllm-v0.19.0-accuracy-report.md): 1.89 GiB (Llama 3.1 8B) and 2.21 GiB (Qwen2.5 7B)</source>
        <translation>vLLM 0.11.1–0.15 在預熱取樣器時為每個虛擬請求排序整個詞彙表：github vllm-project/vllm vllm/v1/worker/gpu_model_runner.py（_dummy_sampler_run：剖析執行取樣的虛擬請求數為 min(max_num_seqs, max_num_batched_tokens)，top_k = 詞彙表大小 − 1、top_p 0.9），vllm/v1/sample/ops/topk_topp_sampler.py（apply_top_k_top_p：對整個詞彙表 logits.sort；PR #26859（2025-10-15）讓這條原生路徑取代 FlashInfer 成為預設；PR #33538 以 Triton 核心取代排序）；H100 上 1,024 個虛擬請求的啟動記錄，2026 年初的 vllm-openai 映像（github llm-d/llm-d-benchmark @4f4d44943c39b76b28e30dfa1fb0dfaf1ee894b5 config_explorer/empirical-vllm-memory-results.md）：詞彙表 128,256 時活化值峰值 4.76 GiB（Llama 3.1 8B；Llama 3.3 70B FP8：4.84），151,936 時 5.56–5.64 GiB（Qwen3 0.6B 與 32B，TP 1 與 2），201,088 時 7.38 GiB（gpt-oss 20B 與 120B）：每個虛擬請求每個詞彙項 38.5 B，與模型大小無關；同一 H100 上的 vLLM 0.19（github llm-d-incubation/llm-d-planner @2d557dca docs/accuracy/vllm-v0.19.0-accuracy-report.md）：1.89 GiB（Llama 3.1 8B）與 2.21 GiB（Qwen2.5 7B）</translation>
    </message>
    <message>
        <source>vLLM 0.19.0 start-up logs on an H100, 1,024 dummy requests (github llm-d-incubation/llm-d-planner @2d557dcaab965f16c7f9081b1e90db2b80532e7d docs/accuracy/vllm-v0.19.0-accuracy-report.md): activation peaks of 1.89 GiB for Llama 3.1 8B (vocabulary 128,256) at tensor parallel 1, 2 and 4, 2.21 GiB for Qwen2.5 7B and Qwen3 8B (152,064 and 151,936), 2.87 GiB for gpt-oss (201,088), 1.52 GiB for phi-4 (100,352): 15.0–15.9 B per request and vocabulary entry, whatever the tensor parallelism (every GPU samples the whole vocabulary); gpu_model_runner.py _dummy_sampler_run samples min(max_num_seqs, max_num_batched_tokens) requests after the forward pass</source>
        <translation>H100 上 vLLM 0.19.0 的啟動記錄，1,024 個虛擬請求（github llm-d-incubation/llm-d-planner @2d557dcaab965f16c7f9081b1e90db2b80532e7d docs/accuracy/vllm-v0.19.0-accuracy-report.md）：活化值峰值 Llama 3.1 8B（詞彙表 128,256）在張量平行 1、2、4 時皆為 1.89 GiB，Qwen2.5 7B 與 Qwen3 8B（152,064 與 151,936）2.21 GiB，gpt-oss（201,088）2.87 GiB，phi-4（100,352）1.52 GiB：每個請求每個詞彙項 15.0–15.9 B，與張量平行度無關（每張 GPU 都對整個詞彙表取樣）；gpu_model_runner.py _dummy_sampler_run 在前向傳播之後取樣的請求數為 min(max_num_seqs, max_num_batched_tokens)</translation>
    </message>
    <message>
        <source>vLLM docs, Data Parallel Deployment (https://docs.vllm.ai/en/latest/serving/data_parallel_deployment/: each DP rank a whole model of its own TP size for its own batches; expert layers form one tensor parallel group of DP × TP, or expert parallel with --enable-expert-parallel)</source>
        <translation>vLLM 文件，Data Parallel Deployment（https://docs.vllm.ai/en/latest/serving/data_parallel_deployment/：每個 DP rank 是一份按其 TP 大小切分的完整模型，處理自己的批次；專家層組成一個 DP × TP 的張量平行組，或以 --enable-expert-parallel 做專家平行）</translation>
    </message>
    <message>
        <source>vLLM docs, Expert Parallel Deployment (--enable-expert-parallel: &apos;EP size is automatically calculated&apos; as TP × DP; without it the experts are tensor-parallel)</source>
        <translation>vLLM 文件〈Expert Parallel Deployment〉（--enable-expert-parallel：EP 大小自動計算為 TP × DP；未啟用時專家以張量平行切分）</translation>
    </message>
    <message>
        <source>vLLM docs, Quantized KV Cache (&apos;When using the Flash Attention 3 backend with FP8 KV cache, attention operations are also performed in the quantized (FP8) domain&apos;)</source>
        <translation>vLLM 文件〈Quantized KV Cache〉（以 Flash Attention 3 後端搭配 FP8 KV 快取時，注意力運算也在量化的 FP8 域中進行）</translation>
    </message>
    <message>
        <source>vLLM engine arguments (gpu_memory_utilization 0.9, block_size 16, max_num_batched_tokens, max_num_seqs)</source>
        <translation>vLLM 引擎參數（gpu_memory_utilization 0.9、block_size 16、max_num_batched_tokens、max_num_seqs）</translation>
    </message>
    <message>
        <source>vLLM gpu_memory_utilization pre-allocation; TRL vllm_gpu_memory_utilization, verl rollout.gpu_memory_utilization, OpenRLHF vllm.gpu_memory_utilization</source>
        <translation>vLLM 依 gpu_memory_utilization 預先配置；TRL vllm_gpu_memory_utilization、verl rollout.gpu_memory_utilization、OpenRLHF vllm.gpu_memory_utilization</translation>
    </message>
    <message>
        <source>vLLM mxfp4.py @007d5005 (get_mxfp4_backend: the Triton kernels on sm90–sm100, else the Marlin backend; Mxfp4Config.get_min_capability 80)</source>
        <translation>vLLM mxfp4.py @007d5005（get_mxfp4_backend：sm90–sm100 上用 Triton 核心，其餘用 Marlin 後端；Mxfp4Config.get_min_capability 80）</translation>
    </message>
    <message>
        <source>vLLM servers on GPUs of their own, or sharing a GPU by memory without sleeping (github PrimeIntellect-ai/prime-rl docs/deployment.md @7c49dae6: --inference.gpu-memory-utilization 0.5 on the trainer&apos;s GPU; issue #943: no time-sharing); never the trainer&apos;s own generate</source>
        <translation>vLLM 伺服器在自己的 GPU 上，或按記憶體與訓練共用一張 GPU 且不休眠（github PrimeIntellect-ai/prime-rl docs/deployment.md @7c49dae6：在訓練的 GPU 上 --inference.gpu-memory-utilization 0.5；issue #943：不分時共用）；從不用訓練模型自身的 generate</translation>
    </message>
    <message>
        <source>vLLM sleep level 1, OpenRLHF --ds.enable_sleep, ms-swift offload_model, --ref.offload; PCIe datasheet bandwidth</source>
        <translation>vLLM 休眠等級 1、OpenRLHF 的 ds.enable_sleep 選項、ms-swift offload_model、ref.offload 選項；PCIe 規格表頻寬</translation>
    </message>
    <message>
        <source>vLLM&apos;s ModelOpt guide: GPUs without a native FP4 GEMM kernel fall back to weight-only (W4A16) Marlin (vllm-project/vllm PR #49376)</source>
        <translation>vLLM 的 ModelOpt 指南：沒有原生 FP4 GEMM 核心的 GPU 退回僅量化權重（W4A16）的 Marlin（vllm-project/vllm PR #49376）</translation>
    </message>
    <message>
        <source>vLLM/SGLang/TGI graph capture logs</source>
        <translation>vLLM/SGLang/TGI 的 CUDA 圖擷取記錄</translation>
    </message>
    <message>
        <source>verl 0.9.1 verl/workers/rollout/vllm_rollout/bucketed_weight_transfer.py and rollout.yaml update_weights_bucket_megabytes 2048 (colocated: ZMQ + CUDA IPC buckets; SGLang update_weights_from_tensor), checkpoint_engine/nccl_checkpoint_engine.py (separate: NCCL, two buffers of a bucket); bucketed from 0.7.1, load_weights in process in 0.6.1-0.7.0</source>
        <translation>verl 0.9.1 verl/workers/rollout/vllm_rollout/bucketed_weight_transfer.py 與 rollout.yaml update_weights_bucket_megabytes 2048（同卡：ZMQ + CUDA IPC 分桶；SGLang update_weights_from_tensor），checkpoint_engine/nccl_checkpoint_engine.py（分離：NCCL，兩個一桶大小的緩衝區）；0.7.1 起分桶，0.6.1–0.7.0 為行程內 load_weights</translation>
    </message>
    <message>
        <source>verl recipes one_step_off_policy and fully_async_policy (verl docs &apos;Recipe: Fully Async Policy Trainer&apos;, verl.readthedocs.io/en/latest/advance/fully_async.html, 2026-05-09: rollout and train on separate GPUs, one round apart)</source>
        <translation>verl 配方 one_step_off_policy 與 fully_async_policy（verl 文件《Recipe: Fully Async Policy Trainer》，verl.readthedocs.io/en/latest/advance/fully_async.html，2026-05-09：生成與訓練在各自的 GPU 上，相差一輪）</translation>
    </message>
    <message>
        <source>web GPU calculators; the memory from the 12 B/param rule (training) or weights + 20% (serving)</source>
        <translation>網頁 GPU 計算器；記憶體取自每參數 12 B 的法則（訓練）或權重 + 20%（推論服務）</translation>
    </message>
    <message>
        <source>weights × 1.2: https://www.substratus.ai/blog/calculating-gpu-memory-for-llm (2023)</source>
        <translation>權重 × 1.2：https://www.substratus.ai/blog/calculating-gpu-memory-for-llm （2023）</translation>
    </message>
    <message>
        <source>what torch.save of model + optimizer writes</source>
        <translation>torch.save 儲存模型與優化器時寫入的內容</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>使用者設定</translation>
    </message>
    <message>
        <source>workload override</source>
        <translation>使用者設定值</translation>
    </message>
    <message>
        <source>workload; Llama 3: checkpoints of 1 MB–4 GB per GPU saturated a 2 TB/s fabric</source>
        <translation>使用者設定；Llama 3：每張 GPU 1 MB–4 GB 的檢查點寫入就讓 2 TB/s 的網路飽和</translation>
    </message>
    <message>
        <source>{gpu} datasheet</source>
        <translation>{gpu} 規格表</translation>
    </message>
    <message>
        <source>{gpu} datasheet ({dtype} dense)</source>
        <translation>{gpu} 規格表（{dtype} 稠密）</translation>
    </message>
    <message>
        <source>{gpu} datasheet TDP</source>
        <translation>{gpu} 規格表 TDP</translation>
    </message>
    <message>
        <source>{gpu} datasheet bandwidth</source>
        <translation>{gpu} 規格表頻寬</translation>
    </message>
    <message>
        <source>≈4 characters per BPE token for English (OpenAI tokenizer guide)</source>
        <translation>英文每個 BPE token 約 4 個字元（OpenAI 分詞器指南）</translation>
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
        <source>framework default for models of {size} parameters and more</source>
        <translation>框架預設（參數量 {size} 以上的模型）</translation>
    </message>
    <message>
        <source>from the global batch</source>
        <translation>由全域批次決定</translation>
    </message>
    <message>
        <source>what the total sequence length leaves after the prompt</source>
        <translation>總序列長度扣掉提示後所剩</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s</source>
        <translation>依檢查點</translation>
    </message>
    <message>
        <source>the framework&apos;s rule for this plan</source>
        <translation>框架對此方案的規則</translation>
    </message>
    <message>
        <source>with Liger kernels</source>
        <translation>隨 Liger 核心</translation>
    </message>
    <message>
        <source>the longest request (not set)</source>
        <translation>最長的請求（未設定）</translation>
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
        <source>Usable</source>
        <translation>可用</translation>
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
        <source>Total at full context</source>
        <translation>完整上下文下總計</translation>
    </message>
    <message>
        <source>On the GPU</source>
        <translation>GPU 上實際佔用</translation>
    </message>
    <message>
        <source>the KV cache pool, {pool}, fills the rest</source>
        <translation>KV 快取池 {pool} 佔滿其餘空間</translation>
    </message>
    <message>
        <source>{bytes} short per GPU</source>
        <translation>每張 GPU 不足 {bytes}</translation>
    </message>
    <message>
        <source>the KV cache holds {held:,} of {batch:,} sequences at full context</source>
        <translation>KV 快取在完整上下文下可容納 {batch:,} 個序列中的 {held:,} 個</translation>
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
        <source>To start</source>
        <translation>要能啟動</translation>
    </message>
    <message>
        <source>To meet the targets</source>
        <translation>要達成目標</translation>
    </message>
    <message>
        <source>Another way to meet them</source>
        <translation>另一種達成目標的做法</translation>
    </message>
    <message>
        <source>To fit</source>
        <translation>要容納得下</translation>
    </message>
    <message>
        <source>Another way to fit</source>
        <translation>另一種容納得下的做法</translation>
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
        <source>Also left out of a budget of GPU prices alone, listed above: {items}.</source>
        <translation>只看 GPU 價格的預算同樣會漏掉、已列在上方的項目：{items}。</translation>
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
        <source>Weight formats on these GPUs, at {context:,} tokens</source>
        <translation>這些 GPU 上的權重格式（{context:,} 個 token）</translation>
    </message>
    <message>
        <source>Quality of each format</source>
        <translation>各格式的品質</translation>
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
        <source>hwplanner</source>
        <translation>hwplanner</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>可執行</translation>
    </message>
    <message>
        <source>{total} of {capacity} per GPU at full context; the KV cache holds {held:,} of {batch:,} sequences at full context</source>
        <translation>完整上下文時每張 GPU {total}／{capacity}；KV 快取在完整上下文下可容納 {batch:,} 個序列中的 {held:,} 個</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>容納得下</translation>
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
        <source>May not fit</source>
        <translation>可能容納不下</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>容納不下</translation>
    </message>
    <message>
        <source>{total} of {capacity} per GPU, {over} over</source>
        <translation>每張 GPU {total} / {capacity}，超出 {over}</translation>
    </message>
    <message>
        <source>Does not start</source>
        <translation>無法啟動</translation>
    </message>
    <message>
        <source>Misses the latency targets</source>
        <translation>未達延遲目標</translation>
    </message>
    <message>
        <source>In memory: {total} of {capacity} per GPU</source>
        <translation>記憶體：每張 GPU {total}／{capacity}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>GPUs in the plan: {plan} · fewest that fit: {fewest}</source>
        <translation>計畫中的 GPU：{plan} · 容納得下的最少數量：{fewest}</translation>
    </message>
    <message>
        <source>GPUs in the plan: {plan} · fewest that run it: {fewest}</source>
        <translation>計畫中的 GPU：{plan} · 能執行的最少數量：{fewest}</translation>
    </message>
    <message>
        <source>{usable} usable by {framework}</source>
        <translation>{framework} 可用的 {usable}</translation>
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
        <source>GPUs (the plan&apos;s parallelism)</source>
        <translation>GPU 數（方案的平行方式）</translation>
    </message>
    <message>
        <source>Rental price per GPU-hour (cost)</source>
        <translation>每 GPU 小時租用價格（成本）</translation>
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
        <source>This run&apos;s cloud cost as the rental price varies, against what owning the hardware costs for the same run</source>
        <translation>本次執行的雲端成本隨租用價格的變化，並與自購硬體執行同一工作的成本比較</translation>
    </message>
    <message>
        <source>cloud cost</source>
        <translation>雲端成本</translation>
    </message>
    <message>
        <source>on-premises cost of this run</source>
        <translation>本次執行的本地部署成本</translation>
    </message>
    <message>
        <source>the plan now</source>
        <translation>目前方案</translation>
    </message>
    <message>
        <source>break-even price</source>
        <translation>損益兩平價格</translation>
    </message>
    <message>
        <source>the catalog&apos;s prices</source>
        <translation>目錄中的價格</translation>
    </message>
    <message>
        <source>Rental price per GPU-hour ({currency})</source>
        <translation>每 GPU 小時租用價格（{currency}）</translation>
    </message>
    <message>
        <source>Cost of this run ({currency})</source>
        <translation>本次執行的成本（{currency}）</translation>
    </message>
    <message>
        <source>No on-premises cost to compare with: set the GPU&apos;s purchase price</source>
        <translation>沒有可比較的本地部署成本：請設定 GPU 的購買價格</translation>
    </message>
    <message>
        <source>Owning costs less than renting at any price</source>
        <translation>在任何價格下自購都比租用便宜</translation>
    </message>
    <message>
        <source>Renting is cheaper below {price} per GPU-hour, owning above (now {now})</source>
        <translation>每 GPU 小時低於 {price} 時租用較便宜，高於則自購較便宜（目前 {now}）</translation>
    </message>
    <message>
        <source>the largest that fits</source>
        <translation>容納得下的最大值</translation>
    </message>
    <message>
        <source>The sweep plans with one GPU type; a machine of unequal cards is estimated as it is (Memory, Latency).</source>
        <translation>參數掃描以單一 GPU 型號規劃；不同規格顯示卡組成的機器按原樣估算（見「記憶體」與「延遲」）。</translation>
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
        <source>GPUs</source>
        <translation>GPU 數</translation>
    </message>
    <message>
        <source>the fewest that fit</source>
        <translation>容納得下的最少數量</translation>
    </message>
    <message>
        <source>Fits up to a {setting} of {best} (now {now})</source>
        <translation>{setting}最大到 {best} 仍容納得下（目前 {now}）</translation>
    </message>
    <message>
        <source>All {batch:,} sequences fit at once up to a context of {best} (now {now})</source>
        <translation>上下文最大到 {best} 時，全部 {batch:,} 個序列仍可同時容納得下（目前 {now}）</translation>
    </message>
    <message>
        <source>Up to {best} sequences fit at once at full context (now {now})</source>
        <translation>完整上下文下最多可同時容納得下 {best} 個序列（目前 {now}）</translation>
    </message>
    <message>
        <source>Fits from {best} GPUs with the plan&apos;s parallelism (now {now})</source>
        <translation>以方案的平行方式，從 {best} 張 GPU 起容納得下（目前 {now}）</translation>
    </message>
    <message>
        <source>Fits at every micro-batch up to {best}, the completions each training GPU trains per step; a larger one changes nothing (now {now})</source>
        <translation>在每個微批次下都容納得下，最多到 {best}，即每張訓練 GPU 每步訓練的回覆數；更大的微批次不會改變任何結果（目前 {now}）</translation>
    </message>
    <message>
        <source>Does not fit on up to {n} GPUs with the plan&apos;s parallelism</source>
        <translation>以方案的平行方式，最多 {n} 張 GPU 仍容納不下</translation>
    </message>
    <message>
        <source>Does not fit at any {setting} on this GPU</source>
        <translation>在此 GPU 上任何{setting}都容納不下</translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation>每張 GPU 記憶體（{unit}）</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>{n} ms</source>
        <translation>{n} 毫秒</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} 秒</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} 分鐘</translation>
    </message>
    <message>
        <source>{n} h</source>
        <translation>{n} 小時</translation>
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
        <source>$</source>
        <translation>US$</translation>
    </message>
    <message>
        <source>{n} × 10⁴</source>
        <translation>{n}萬</translation>
    </message>
    <message>
        <source>{n} × 10⁸</source>
        <translation>{n}億</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>{n} t CO₂e</source>
        <translation>{n} 公噸 CO₂e</translation>
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
        <source>{n} tokens</source>
        <translation>{n} 個 token</translation>
    </message>
    <message>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>{n} B/token</source>
        <translation>{n} 位元組/token</translation>
    </message>
    <message>
        <source>{value} ({low} – {high})</source>
        <translation>{value}（{low} – {high}）</translation>
    </message>
    <message>
        <source>{low} – {high}</source>
        <translation>{low} – {high}</translation>
    </message>
</context>
<context>
    <name>Value</name>
    <message>
        <source>backward</source>
        <translation>反向傳播</translation>
    </message>
    <message>
        <source>blockwise</source>
        <translation>分塊縮放</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>每個張量一次廣播</translation>
    </message>
    <message>
        <source>bucketed</source>
        <translation>扁平化分桶</translation>
    </message>
    <message>
        <source>card</source>
        <translation>整張卡</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>分塊輸出</translation>
    </message>
    <message>
        <source>chunked_linear</source>
        <translation>分塊投影與損失</translation>
    </message>
    <message>
        <source>cloud_ondemand</source>
        <translation>雲端隨選</translation>
    </message>
    <message>
        <source>colocate</source>
        <translation>共置</translation>
    </message>
    <message>
        <source>consumer</source>
        <translation>消費級</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>Cut Cross-Entropy</translation>
    </message>
    <message>
        <source>datacenter</source>
        <translation>資料中心級</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>延遲縮放</translation>
    </message>
    <message>
        <source>disk_reload</source>
        <translation>從磁碟重新載入</translation>
    </message>
    <message>
        <source>free</source>
        <translation>可用記憶體</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>fused_ce</source>
        <translation>融合交叉熵（bf16 logits）</translation>
    </message>
    <message>
        <source>fused_ce_inplace</source>
        <translation>融合交叉熵（梯度寫回 logits）</translation>
    </message>
    <message>
        <source>fused_linear</source>
        <translation>融合線性交叉熵</translation>
    </message>
    <message>
        <source>global</source>
        <translation>全球</translation>
    </message>
    <message>
        <source>in_process</source>
        <translation>訓練行程內</translation>
    </message>
    <message>
        <source>last_backward</source>
        <translation>最後一次反向傳播</translation>
    </message>
    <message>
        <source>market_rental</source>
        <translation>市場租用</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>pcie</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>per_tensor</source>
        <translation>每個張量一個控制代碼</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>plain_bf16</source>
        <translation>一般（bf16，無 fp32 副本）</translation>
    </message>
    <message>
        <source>plain_kept</source>
        <translation>一般（logits 保留至反向傳播結束）</translation>
    </message>
    <message>
        <source>plain_shifted</source>
        <translation>一般（位移後的 fp32 副本）</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>購置</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>環狀</translation>
    </message>
    <message>
        <source>rowwise</source>
        <translation>逐列縮放</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>選擇性</translation>
    </message>
    <message>
        <source>step</source>
        <translation>整步計算</translation>
    </message>
    <message>
        <source>sxm</source>
        <translation>SXM</translation>
    </message>
    <message>
        <source>tensorwise</source>
        <translation>逐張量縮放</translation>
    </message>
    <message>
        <source>workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
</context>
</TS>
