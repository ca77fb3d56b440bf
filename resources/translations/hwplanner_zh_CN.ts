<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>App</name>
    <message>
        <source>The app keeps running. Details were written to the log.</source>
        <translation>程序会继续运行。详细信息已写入日志。</translation>
    </message>
    <message>
        <source>hwplanner: unexpected error</source>
        <translation>hwplanner：未预期的错误</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Per-GPU memory at the peak. Hover for values, click for the working.</source>
        <translation>峰值时每张 GPU 的显存用量。鼠标停留可看数值，单击查看计算过程。</translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation>每张 GPU 显存（{unit}）</translation>
    </message>
    <message>
        <source>No estimate: {reason}</source>
        <translation>无法估算：{reason}</translation>
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
        <translation>KV 缓存池</translation>
    </message>
    <message>
        <source>Fits on {where} but does not start: {why}</source>
        <translation>{where} 容纳得下，但无法启动：{why}</translation>
    </message>
    <message>
        <source>Runs on {where} but misses the latency targets: {missed}</source>
        <translation>可在 {where} 上运行，但未达延迟目标：{missed}</translation>
    </message>
    <message>
        <source>Runs on {where} — the KV cache holds {held:,} of {batch:,} sequences at full context</source>
        <translation>可在 {where} 上运行 — KV 缓存在完整上下文下可容纳 {batch:,} 个序列中的 {held:,} 个</translation>
    </message>
    <message>
        <source>Fits on {where} — {free} free per GPU ({phase} peak)</source>
        <translation>{where} 容纳得下：每张 GPU 剩余 {free}（峰值出现在{phase}）</translation>
    </message>
    <message>
        <source>Tight on {where} — {free} free per GPU at the expected overheads; at their high end it needs {high}</source>
        <translation>在 {where} 上偏紧：按预期的额外开销计算，每张 GPU 剩余 {free}；若额外开销达到上限，则需要 {high}</translation>
    </message>
    <message>
        <source>; fits on {n} ({strategy})</source>
        <translation>；{n} 张即可容纳得下（{strategy}）</translation>
    </message>
    <message>
        <source>to fit: {what}</source>
        <translation>要容纳得下：{what}</translation>
    </message>
    <message>
        <source>Over capacity on {where} by {over} per GPU</source>
        <translation>{where} 容量不足，每张 GPU 超出 {over}</translation>
    </message>
    <message>
        <source>May not fit on {where} — {over} over per GPU at the expected overheads; it runs at their low end ({low})</source>
        <translation>在 {where} 上可能容纳不下：按预期的额外开销计算，每张 GPU 超出 {over}；额外开销在下限时可以运行（{low}）</translation>
    </message>
    <message>
        <source>{bytes} bytes, {share} of the total</source>
        <translation>{bytes} 字节，占总量 {share}</translation>
    </message>
    <message>
        <source>what the engine allocates; the plan&apos;s {batch:,} sequences at full context would take {bytes}</source>
        <translation>引擎实际分配的量；计划的 {batch:,} 个序列在完整上下文下需要 {bytes}</translation>
    </message>
    <message>
        <source>Click for the working</source>
        <translation>单击查看计算过程</translation>
    </message>
</context>
<context>
    <name>Check</name>
    <message>
        <source>Peak allocated memory per GPU</source>
        <translation>每张 GPU 的峰值已分配显存</translation>
    </message>
    <message>
        <source>Peak reserved memory per GPU</source>
        <translation>每张 GPU 的峰值保留显存</translation>
    </message>
    <message>
        <source>Peak allocated memory per GPU while training (after the update)</source>
        <translation>训练时每张 GPU 的峰值已分配显存（更新之后读取）</translation>
    </message>
    <message>
        <source>Peak reserved memory per GPU while training (after the update)</source>
        <translation>训练时每张 GPU 的峰值保留显存（更新之后读取）</translation>
    </message>
    <message>
        <source>Memory used on the GPU</source>
        <translation>GPU 上已使用的显存</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>每张 GPU 的权重</translation>
    </message>
    <message>
        <source>KV cache pool per GPU</source>
        <translation>每张 GPU 的 KV 缓存池</translation>
    </message>
    <message>
        <source>Tokens the KV cache holds</source>
        <translation>KV 缓存可容纳的 token 数</translation>
    </message>
    <message>
        <source>Full-length requests the KV cache holds</source>
        <translation>KV 缓存可容纳的完整长度请求数</translation>
    </message>
    <message>
        <source>Share of the GPU the engine may use</source>
        <translation>推理引擎可使用的 GPU 比例</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每张 GPU 的 token/秒</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>模型 FLOPs 利用率</translation>
    </message>
    <message>
        <source>live tensors and workspaces (no CUDA context, no allocator cache)</source>
        <translation>存活的张量与工作区（不含 CUDA context 与分配器缓存）</translation>
    </message>
    <message>
        <source>allocated + the allocator&apos;s cached blocks (no CUDA context)</source>
        <translation>已分配 + 分配器缓存的块（不含 CUDA context）</translation>
    </message>
    <message>
        <source>as allocated, in the training phases (not while the rollout engine generates)</source>
        <translation>与已分配相同，但只计训练阶段（不含推理引擎生成回应的时候）</translation>
    </message>
    <message>
        <source>as reserved, in the training phases (not while the rollout engine generates)</source>
        <translation>与保留相同，但只计训练阶段（不含推理引擎生成回应的时候）</translation>
    </message>
    <message>
        <source>everything on the card: CUDA context, NCCL buffers, every process</source>
        <translation>卡上的一切：CUDA context、NCCL 缓冲区、所有进程</translation>
    </message>
    <message>
        <source>the weights as loaded on this GPU</source>
        <translation>此 GPU 上加载的权重</translation>
    </message>
    <message>
        <source>the engine&apos;s memory share less weights, activations and overheads</source>
        <translation>引擎的显存份额减去权重、激活值与额外开销</translation>
    </message>
    <message>
        <source>the pool ÷ the KV bytes of one token</source>
        <translation>缓存池 ÷ 每个 token 的 KV 字节</translation>
    </message>
    <message>
        <source>the pool ÷ one request at the full length</source>
        <translation>缓存池 ÷ 一个完整长度请求</translation>
    </message>
    <message>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <source>training tokens per second per GPU</source>
        <translation>每张 GPU 每秒训练的 token 数</translation>
    </message>
    <message>
        <source>model FLOPs ÷ the GPU&apos;s dense 16-bit peak (an FP8 or FP4 run&apos;s too)</source>
        <translation>模型 FLOPs ÷ GPU 的 16 位稠密峰值（FP8 或 FP4 训练亦同）</translation>
    </message>
    <message>
        <source>the run keeps tensors the plan does not: a longer sequence or larger micro-batch than planned, logits upcast to fp32, eager attention, or an optimizer&apos;s temporaries</source>
        <translation>运行保留了方案未计入的张量：比方案更长的序列或更大的微批次、升为 fp32 的 logits、eager 注意力，或优化器的临时张量</translation>
    </message>
    <message>
        <source>the allocator caches more than planned: fragmentation (try PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True), or more tensors than planned</source>
        <translation>分配器缓存的比方案多：显存碎片（可试 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True），或张量比方案多</translation>
    </message>
    <message>
        <source>another process on the GPU, NCCL buffers, or a cache the framework keeps outside PyTorch (nvidia-smi counts every process)</source>
        <translation>GPU 上有其他进程、NCCL 缓冲区，或框架在 PyTorch 之外保留的缓存（nvidia-smi 会计入所有进程）</translation>
    </message>
    <message>
        <source>weights stored wider than planned (a format the engine dequantizes, or unquantized embeddings), or tensor parallelism not as planned</source>
        <translation>权重以比方案更宽的格式存储（引擎反量化的格式，或未量化的嵌入层），或张量并行度与方案不同</translation>
    </message>
    <message>
        <source>the engine&apos;s share or its activations differ from the plan&apos;s (gpu_memory_utilization, max_num_batched_tokens, CUDA graphs)</source>
        <translation>引擎的份额或其激活值与方案不同（gpu_memory_utilization、max_num_batched_tokens、CUDA graphs）</translation>
    </message>
    <message>
        <source>the run is faster than planned: set the measured utilisation</source>
        <translation>运行比方案快：请设置实测的利用率</translation>
    </message>
    <message>
        <source>the run keeps less than planned: activation checkpointing, a fused or chunked loss, or a shorter sequence than planned</source>
        <translation>运行保留的比方案少：激活值重计算、融合或分块的损失，或比方案更短的序列</translation>
    </message>
    <message>
        <source>the reading was taken before the peak (nvidia-smi shows the moment, not the peak)</source>
        <translation>读数取于峰值之前（nvidia-smi 显示的是当下而非峰值）</translation>
    </message>
    <message>
        <source>weights stored narrower than planned, or split over more GPUs</source>
        <translation>权重以比方案更窄的格式存储，或分散到更多 GPU</translation>
    </message>
    <message>
        <source>the engine keeps more outside the pool than planned: a larger activation peak (max_num_batched_tokens), CUDA graphs, or a smaller memory share</source>
        <translation>引擎在缓存池之外保留的比方案多：更大的激活值峰值（max_num_batched_tokens）、CUDA graphs，或较小的显存份额</translation>
    </message>
    <message>
        <source>the run is slower than planned: set the measured utilisation</source>
        <translation>运行比方案慢：请设置实测的利用率</translation>
    </message>
    <message>
        <source>the rollout engine ran in the trainer&apos;s process (verl before its server-mode rollout): vLLM&apos;s sleep mode allocates through a PyTorch memory pool and only unmaps it, so these counters keep its pool; compare them with the plan&apos;s whole peak</source>
        <translation>推演引擎与训练器在同一个进程中运行（verl 改用服务器模式推演之前）：vLLM 的休眠模式经由 PyTorch 内存池分配，休眠时只解除映射，因此这些计数器仍包含它的内存池；请与方案的整体峰值比较</translation>
    </message>
    <message>
        <source>the plan has no such figure (not a paged engine?)</source>
        <translation>方案没有此项数值（不是分页式引擎？）</translation>
    </message>
    <message>
        <source>the plan leaves no room for a KV cache on this GPU: it does not fit as planned</source>
        <translation>方案在此 GPU 上没有留下 KV 缓存的空间：按方案容纳不下</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Scenario: {name}</source>
        <translation>场景：{name}</translation>
    </message>
    <message>
        <source>likely cause: {cause}</source>
        <translation>可能原因：{cause}</translation>
    </message>
    <message>
        <source>unit: {note}</source>
        <translation>单位：{note}</translation>
    </message>
    <message>
        <source>read from: {line}</source>
        <translation>读自：{line}</translation>
    </message>
    <message>
        <source>Nothing kept: {why}</source>
        <translation>未保留任何数值：{why}</translation>
    </message>
    <message>
        <source>Kept in {file}: {field} = {value} (measured by {tool})</source>
        <translation>已存入 {file}：{field} = {value}（由 {tool} 实测）</translation>
    </message>
    <message>
        <source>Check against a measured run</source>
        <translation>与实测运行比对</translation>
    </message>
    <message>
        <source>Paste what the run printed: {tools}</source>
        <translation>粘贴运行时输出的内容：{tools}</translation>
    </message>
    <message>
        <source>&amp;Open a Log File…</source>
        <translation>打开日志文件(&amp;O)…</translation>
    </message>
    <message>
        <source>likely cause</source>
        <translation>可能原因</translation>
    </message>
    <message>
        <source>&amp;Use These Measurements</source>
        <translation>采用这些实测值(&amp;U)</translation>
    </message>
    <message>
        <source>Keep the measured utilisation (MFU) and memory share as the scenario&apos;s own values: the estimate uses them, Explain and the sheet show them as given</source>
        <translation>将实测的利用率（MFU）与显存份额存为此场景自己的数值：估算会使用它们，计算说明与报表将其标示为用户提供</translation>
    </message>
    <message>
        <source>Open a log file</source>
        <translation>打开日志文件</translation>
    </message>
    <message>
        <source>Cannot read {file}: {why}</source>
        <translation>无法读取 {file}：{why}</translation>
    </message>
    <message>
        <source>Nothing pasted yet.</source>
        <translation>尚未粘贴任何内容。</translation>
    </message>
    <message>
        <source>The scenario has no estimate to compare with: {why}</source>
        <translation>此场景没有可比较的估算：{why}</translation>
    </message>
    <message>
        <source>No measurement recognised ({tools}).</source>
        <translation>未识别出任何实测值（{tools}）。</translation>
    </message>
    <message>
        <source>{n} figures read; each plan figure counted as its tool counts.</source>
        <translation>已读取 {n} 项数值；方案的每项数值都按该工具的计算方式计算。</translation>
    </message>
    <message>
        <source>read from {tool}: {line}</source>
        <translation>读自 {tool}：{line}</translation>
    </message>
    <message>
        <source>Use measurements ({values})</source>
        <translation>采用实测值（{values}）</translation>
    </message>
    <message>
        <source>Kept as the scenario&apos;s own: {values}</source>
        <translation>已存为此场景自己的数值：{values}</translation>
    </message>
    <message>
        <source>bytes (no unit printed)</source>
        <translation>字节（未打印单位）</translation>
    </message>
    <message>
        <source>&apos;{unit}&apos; as printed; a script dividing by 1024³ would make it Gi/MiB (7% more)</source>
        <translation>按输出的“{unit}”解读；若脚本除以 1024³，则应为 Gi/MiB（多 7%）</translation>
    </message>
    <message>
        <source>PyTorch memory counters or memory_summary(), nvidia-smi, vLLM or SGLang start-up lines, torchtitan step lines, Megatron&apos;s memory report, mlx-lm&apos;s report lines, verl&apos;s step metrics</source>
        <translation>PyTorch 显存计数或 memory_summary()、nvidia-smi、vLLM 或 SGLang 启动日志、torchtitan 步骤行、Megatron 的显存报告、mlx-lm 的报告行、verl 的步骤指标</translation>
    </message>
    <message>
        <source>&apos;MB&apos; as Megatron prints it: bytes ÷ 2²⁰ (report_memory divides PyTorch&apos;s counters by 1024 × 1024)</source>
        <translation>Megatron 打印的“MB”：字节 ÷ 2²⁰（report_memory 把 PyTorch 的计数除以 1024 × 1024）</translation>
    </message>
    <message>
        <source>&apos;GB&apos; as mlx-lm prints it: mx.get_peak_memory() ÷ 10⁹ (mlx-examples&apos; older trainer divided by 2³⁰)</source>
        <translation>mlx-lm 打印的“GB”：mx.get_peak_memory() ÷ 10⁹（mlx-examples 较旧的训练器除以 2³⁰）</translation>
    </message>
    <message>
        <source>a post-training plan&apos;s time is set by its rollouts and steps, not an MFU the project keeps</source>
        <translation>后训练方案的时间由其 rollout 与步数决定，而非项目保存的 MFU</translation>
    </message>
    <message>
        <source>no utilisation (MFU or tokens/s of a training run) nor vLLM memory share of a vLLM plan was read</source>
        <translation>未读到利用率（训练运行的 MFU 或 token/秒），也未读到 vLLM 方案的 vLLM 显存份额</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <source>1F1B (interleaved with virtual stages)</source>
        <translation>1F1B（有虚拟阶段时为交错式）</translation>
    </message>
    <message>
        <source>AMP: fp32 weights, bf16 compute</source>
        <translation>AMP（fp32 权重、bf16 计算）</translation>
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
        <translation>AdamW 4 位（torchao）</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <source>China</source>
        <translation>中国</translation>
    </message>
    <message>
        <source>Chunked output (torchtune)</source>
        <translation>分块输出（torchtune）</translation>
    </message>
    <message>
        <source>Chunked projection and loss (torchtune)</source>
        <translation>分块投影与损失（torchtune）</translation>
    </message>
    <message>
        <source>Cloud 1-year reserved</source>
        <translation>云 1 年承诺</translation>
    </message>
    <message>
        <source>Cloud 3-year reserved</source>
        <translation>云 3 年承诺</translation>
    </message>
    <message>
        <source>Cloud on-demand</source>
        <translation>云按需</translation>
    </message>
    <message>
        <source>Cloud spot</source>
        <translation>云 Spot</translation>
    </message>
    <message>
        <source>CodeAlpaca-20k</source>
        <translation>CodeAlpaca-20k</translation>
    </message>
    <message>
        <source>Custom lengths</source>
        <translation>自定长度</translation>
    </message>
    <message>
        <source>Cut Cross-Entropy (Apple)</source>
        <translation>Cut Cross-Entropy（Apple）</translation>
    </message>
    <message>
        <source>DAPO (RL, groups, token-level loss)</source>
        <translation>DAPO（强化学习，分组，token 级损失）</translation>
    </message>
    <message>
        <source>DPO (preference pairs)</source>
        <translation>DPO（偏好对）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO</source>
        <translation>DeepSpeed ZeRO</translation>
    </message>
    <message>
        <source>Dr. GRPO (no length or std normalisation)</source>
        <translation>Dr. GRPO（不做长度与标准差归一化）</translation>
    </message>
    <message>
        <source>DualPipeV (V-shaped DualPipe)</source>
        <translation>DualPipeV（V 形 DualPipe）</translation>
    </message>
    <message>
        <source>EAGLE head</source>
        <translation>EAGLE 预测头</translation>
    </message>
    <message>
        <source>FP8 matmuls, mixed bf16 + fp32 master</source>
        <translation>FP8 矩阵乘法，混合 bf16 + fp32 主权重</translation>
    </message>
    <message>
        <source>Freeze (train last layers)</source>
        <translation>冻结微调（只训练最后几层）</translation>
    </message>
    <message>
        <source>Frozen copy of the policy</source>
        <translation>策略模型的冻结副本</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>Full: all policy weights</source>
        <translation>全参数：策略模型全部权重</translation>
    </message>
    <message>
        <source>Fused cross-entropy over bf16 logits (flash-attn, llm-foundry)</source>
        <translation>对 bf16 logits 的融合交叉熵（flash-attn、llm-foundry）</translation>
    </message>
    <message>
        <source>Fused cross-entropy, gradient over the logits (Transformer Engine; verl)</source>
        <translation>融合交叉熵，梯度写回 logits（Transformer Engine；verl）</translation>
    </message>
    <message>
        <source>Fused linear cross-entropy (Liger, Unsloth, TRL)</source>
        <translation>融合线性交叉熵（Liger、Unsloth、TRL）</translation>
    </message>
    <message>
        <source>GRPO</source>
        <translation>GRPO</translation>
    </message>
    <message>
        <source>GRPO (RL, group of completions)</source>
        <translation>GRPO（强化学习，一组回复）</translation>
    </message>
    <message>
        <source>GSPO (sequence-level ratio)</source>
        <translation>GSPO（序列级的比率）</translation>
    </message>
    <message>
        <source>Global (US/EU)</source>
        <translation>全球（美国／欧洲）</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Inference engine on GPUs of its own</source>
        <translation>使用自己 GPU 的推理引擎</translation>
    </message>
    <message>
        <source>Inference engine on the training GPUs</source>
        <translation>在训练 GPU 上的推理引擎</translation>
    </message>
    <message>
        <source>KTO (good/bad labels)</source>
        <translation>KTO（好／坏标签）</translation>
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
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>Log-probs precomputed before training</source>
        <translation>训练前预先计算的对数概率</translation>
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
        <translation>MXFP8（每 32 个元素一个块，Blackwell）</translation>
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
        <translation>混合精度（bf16 + fp32 主权重）</translation>
    </message>
    <message>
        <source>MoE layer</source>
        <translation>MoE 层</translation>
    </message>
    <message>
        <source>NVFP4 matmuls (Blackwell), mixed bf16 + fp32 master</source>
        <translation>NVFP4 矩阵乘法（Blackwell），混合 bf16 + fp32 主权重</translation>
    </message>
    <message>
        <source>NVMe (ZeRO-Infinity)</source>
        <translation>NVMe(ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>None (no KL penalty)</source>
        <translation>无（不加 KL 惩罚）</translation>
    </message>
    <message>
        <source>ORPO (pairs, no reference)</source>
        <translation>ORPO（偏好对，无参考模型）</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>OpenAI 兼容服务器</translation>
    </message>
    <message>
        <source>PPO (RL with a critic)</source>
        <translation>PPO（带价值模型的强化学习）</translation>
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
        <translation>填充至序列长度</translation>
    </message>
    <message>
        <source>Padding-free</source>
        <translation>免填充</translation>
    </message>
    <message>
        <source>Plain (fp32 logits)</source>
        <translation>普通（fp32 logits）</translation>
    </message>
    <message>
        <source>Plain in bf16, no fp32 copy (NeMo AutoModel, MLX)</source>
        <translation>普通（bf16，无 fp32 副本，NeMo AutoModel、MLX）</translation>
    </message>
    <message>
        <source>Plain, logits kept through backward (torchtune 2024)</source>
        <translation>普通（logits 保留到反向传播结束，torchtune 2024）</translation>
    </message>
    <message>
        <source>Plain, shifted fp32 copy (transformers 4.46–4.48)</source>
        <translation>普通（移位后的 fp32 副本，transformers 4.46–4.48）</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Pure bf16</source>
        <translation>纯 bf16</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位量化基座模型）</translation>
    </message>
    <message>
        <source>QLoRA: adapters on a 4-bit base</source>
        <translation>QLoRA：4 位基座上的适配器</translation>
    </message>
    <message>
        <source>REINFORCE++ (advantage over the batch)</source>
        <translation>REINFORCE++（以整批计算优势）</translation>
    </message>
    <message>
        <source>REINFORCE++ with a group baseline</source>
        <translation>REINFORCE++ 搭配组内基准</translation>
    </message>
    <message>
        <source>RLOO (RL, leave-one-out baseline)</source>
        <translation>RLOO（强化学习，留一基线）</translation>
    </message>
    <message>
        <source>Reward function (no model)</source>
        <translation>奖励函数（无模型）</translation>
    </message>
    <message>
        <source>Reward model</source>
        <translation>奖励模型</translation>
    </message>
    <message>
        <source>Reward model (preference pairs)</source>
        <translation>奖励模型（偏好对）</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>ShareGPT (vLLM bench)</source>
        <translation>ShareGPT（vLLM 基准）</translation>
    </message>
    <message>
        <source>ShareGPT-GPT4 (multi-turn)</source>
        <translation>ShareGPT-GPT4（多轮对话）</translation>
    </message>
    <message>
        <source>SimPO (pairs, no reference)</source>
        <translation>SimPO（偏好对，无参考模型）</translation>
    </message>
    <message>
        <source>Taiwan</source>
        <translation>台湾</translation>
    </message>
    <message>
        <source>The training model generates</source>
        <translation>由训练中的模型生成</translation>
    </message>
    <message>
        <source>Typical market / rental</source>
        <translation>一般市场／租赁</translation>
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
        <translation>分块（DeepSeek-V3）</translation>
    </message>
    <message>
        <source>blossom-math-v2</source>
        <translation>blossom-math-v2</translation>
    </message>
    <message>
        <source>delayed (Transformer Engine)</source>
        <translation>延迟缩放（Transformer Engine）</translation>
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
        <translation>每一层（专家仍即时执行）</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>标准注意力（eager）</translation>
    </message>
    <message>
        <source>expert activation</source>
        <translation>专家激活函数</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>foreach</source>
        <translation>多张量实现（foreach）</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>融合内核（fused）</translation>
    </message>
    <message>
        <source>grouped GEMM (grouped_mm)</source>
        <translation>分组 GEMM（grouped_mm）</translation>
    </message>
    <message>
        <source>host RAM</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>in-process (no server)</source>
        <translation>进程内调用（无服务器）</translation>
    </message>
    <message>
        <source>loop over the experts</source>
        <translation>逐一循环处理各专家</translation>
    </message>
    <message>
        <source>ms-swift example mix</source>
        <translation>ms-swift 示例混合数据</translation>
    </message>
    <message>
        <source>n-gram (prompt lookup)</source>
        <translation>n-gram（提示查找）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>optimizer+params</source>
        <translation>优化器状态 + 参数</translation>
    </message>
    <message>
        <source>ring attention</source>
        <translation>环形注意力</translation>
    </message>
    <message>
        <source>rowwise (torchao)</source>
        <translation>逐行（torchao）</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>self-cognition</source>
        <translation>self-cognition（自我认知）</translation>
    </message>
    <message>
        <source>separate norms</source>
        <translation>独立的归一化层</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>stage 0</source>
        <translation>阶段 0（不分片）</translation>
    </message>
    <message>
        <source>stage 1</source>
        <translation>阶段 1</translation>
    </message>
    <message>
        <source>stage 2</source>
        <translation>阶段 2</translation>
    </message>
    <message>
        <source>stage 3</source>
        <translation>阶段 3</translation>
    </message>
    <message>
        <source>tensorwise (current scaling)</source>
        <translation>逐张量（即时缩放）</translation>
    </message>
    <message>
        <source>the model&apos;s MTP layers</source>
        <translation>模型自带的 MTP 层</translation>
    </message>
    <message>
        <source>the whole forward and backward</source>
        <translation>整个前向与反向</translation>
    </message>
    <message>
        <source>zero bubble (ZB-H1)</source>
        <translation>零气泡（ZB-H1）</translation>
    </message>
</context>
<context>
    <name>Citation</name>
    <message>
        <source>2020 (launch MSRP)</source>
        <translation>2020（首发建议零售价）</translation>
    </message>
    <message>
        <source>2020 (launch)</source>
        <translation>2020（首发）</translation>
    </message>
    <message>
        <source>2021 (launch MSRP)</source>
        <translation>2021（首发建议零售价）</translation>
    </message>
    <message>
        <source>2022-10 (launch MSRP, FE)</source>
        <translation>2022-10（首发建议零售价，公版）</translation>
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
        <translation>2025-01（首发建议零售价）</translation>
    </message>
    <message>
        <source>2025-26 (undated listings)</source>
        <translation>2025-26（未注明日期的商品页面）</translation>
    </message>
    <message>
        <source>2026 (mid)</source>
        <translation>2026 年中</translation>
    </message>
    <message>
        <source>AWS Neuron documentation, aws-neuron/aws-neuron-sdk@7c165a3e01131a86537f6e0b3ba43716e44d8bc4 about-neuron/arch/neuron-hardware/trainium2.rst (&apos;96 GiB of device memory with 2.9 TB/sec of bandwidth&apos;; &apos;1,299 FP8 TFLOPS&apos;; &apos;667 BF16/FP16/TF32 TFLOPS&apos;; NeuronLink-v3 &apos;provides 1.28 TB/sec bandwidth per chip&apos;); https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/neuron-hardware/trn2-arch.html (&apos;# of Trainium2 chips | 16 | 64&apos;; &apos;Intra-instance NeuronLink-v3 bandwidth (GB/sec/chip) | 1,024&apos;; &apos;Inter-instance ... | 256&apos;; &apos;16 Trainium2 chips are connected using a 4x4, 2D Torus topology&apos;); year: Neuron release notes, &apos;Date: 12/03/2024 ... Support for Trn2 instances&apos;. Software: AWS Neuron SDK (NxD Training; NxD Inference, marked legacy from Neuron 2.34; the vLLM Neuron plugin, &apos;relevant for: Trn2, Trn3&apos;).</source>
        <translation>AWS Neuron 文档，aws-neuron/aws-neuron-sdk@7c165a3e01131a86537f6e0b3ba43716e44d8bc4 about-neuron/arch/neuron-hardware/trainium2.rst（《96 GiB of device memory with 2.9 TB/sec of bandwidth》；《1,299 FP8 TFLOPS》；《667 BF16/FP16/TF32 TFLOPS》；NeuronLink-v3 《provides 1.28 TB/sec bandwidth per chip》）；https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/neuron-hardware/trn2-arch.html（《# of Trainium2 chips | 16 | 64》；《Intra-instance NeuronLink-v3 bandwidth (GB/sec/chip) | 1,024》；《Inter-instance ... | 256》；《16 Trainium2 chips are connected using a 4x4, 2D Torus topology》）；年份：Neuron 版本说明，《Date: 12/03/2024 ... Support for Trn2 instances》。软件：AWS Neuron SDK（NxD Training；NxD Inference，自 Neuron 2.34 起标为旧版；vLLM 的 Neuron 插件，《relevant for: Trn2, Trn3》）。</translation>
    </message>
    <message>
        <source>Apple newsroom &apos;Apple introduces M2 Ultra&apos; (2023-06-05), https://www.apple.com/newsroom/2023/06/apple-introduces-m2-ultra/ (&apos;supports up to a breakthrough 192GB of memory capacity ... and features 800GB/s of memory bandwidth&apos;); GPU-usable memory: 75% of RAM (llama.cpp reports &apos;using device Metal (Apple M2 Ultra) - 147455 MiB free&apos;, swissarmyhammer/llama-agent@4eaa042c96a31e2c145b4d27cdcfbc9c6c164c8c issues/complete/01K25A11JF4SKP4VDEY2BDMM1X.md, = 144 GiB of 192; Rapid-MLX PR #183&apos;s table: &apos;M2 Ultra 192GB | 144 GB&apos;); FP32 27.2 TFLOPS: huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts; measured MLX FP32 GEMM 4096^3 on an M2 Ultra: 20,464 GFLOPS (https://github.com/ml-explore/mlx/pull/424, 2024-01-18); power: Apple support 102027, Mac Studio (2023) M2 Ultra 24-core CPU &amp; 76-core GPU, 192GB: idle 10 W, max 295 W.</source>
        <translation>Apple 新闻稿《Apple introduces M2 Ultra》（2023-06-05）https://www.apple.com/newsroom/2023/06/apple-introduces-m2-ultra/ （《supports up to a breakthrough 192GB of memory capacity ... and features 800GB/s of memory bandwidth》）；GPU 可用内存：RAM 的 75%（llama.cpp 显示《using device Metal (Apple M2 Ultra) - 147455 MiB free》，swissarmyhammer/llama-agent@4eaa042c96a31e2c145b4d27cdcfbc9c6c164c8c issues/complete/01K25A11JF4SKP4VDEY2BDMM1X.md，即 192 GiB 中的 144 GiB；Rapid-MLX PR #183 的表格：《M2 Ultra 192GB | 144 GB》）；FP32 27.2 TFLOPS：huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts；M2 Ultra 上实测的 MLX FP32 GEMM（4096³）：20,464 GFLOPS（https://github.com/ml-explore/mlx/pull/424 ，2024-01-18）；功耗：Apple 支持文章 102027，Mac Studio（2023）M2 Ultra 24 核 CPU、76 核 GPU、192GB：空闲 10 W，最高 295 W。</translation>
    </message>
    <message>
        <source>Bandwidth 819 GB/s: Ars Technica&apos;s M3 Ultra table (80-core: 819.2GB/s) and Macworld (2025-03-05), Apple stating &apos;over 800GB/s&apos; (BGR 2025-03-05, https://bgr.com/tech/inside-apples-new-m3-ultra-processor/); GPU-usable memory on a 256 GB 80-core M3 Ultra at the default limit: &apos;MTL0: Apple M3 Ultra (228065 MiB, 228064 MiB free)&apos; with iogpu.wired_limit_mb 0 (mindmonkey-ai/chekov@c882284484fa92dbda8935c69581e1c14f295630 docs/capability-spec.md: 239,143,780,352 B = 222.72 GiB; Rapid-MLX PR #183: &apos;M3 Ultra 256GB | 239 GB&apos;); FP32 28.4 TFLOPS: stelterlab/huggingface.js@a27810b03f091eb63812e9e9a2c361c0de613772 packages/tasks/src/hardware.ts (a fork carrying upstream&apos;s later table) (huggingface.js PR #1304, 2025-03-21); measured MLX FP16 matmul peak 17.4 TFLOPS on a 256 GB, 80-core M3 Ultra (https://github.com/raullenchai/Rapid-MLX/pull/258, 2026-05-06); power: Apple support 102027 (2025), Mac Studio M3 Ultra 32-core CPU &amp; 80-core GPU, 512GB: max 270 W, as quoted second-hand.</source>
        <translation>带宽 819 GB/s：Ars Technica 的 M3 Ultra 表格（80 核：819.2GB/s）與 Macworld（2025-03-05），Apple 称《over 800GB/s》（BGR 2025-03-05，https://bgr.com/tech/inside-apples-new-m3-ultra-processor/ ）；256 GB、80 核 M3 Ultra 在默认上限下的 GPU 可用内存：《MTL0: Apple M3 Ultra (228065 MiB, 228064 MiB free)》，iogpu.wired_limit_mb 为 0（mindmonkey-ai/chekov@c882284484fa92dbda8935c69581e1c14f295630 docs/capability-spec.md：239,143,780,352 B = 222.72 GiB；Rapid-MLX PR #183：《M3 Ultra 256GB | 239 GB》）；FP32 28.4 TFLOPS：stelterlab/huggingface.js@a27810b03f091eb63812e9e9a2c361c0de613772 packages/tasks/src/hardware.ts（带有上游较新表格的分支）（huggingface.js PR #1304，2025-03-21）；256 GB、80 核 M3 Ultra 上实测的 MLX FP16 矩阵乘法峰值 17.4 TFLOPS（https://github.com/raullenchai/Rapid-MLX/pull/258 ，2026-05-06）；功耗：Apple 支持文章 102027（2025），Mac Studio M3 Ultra 32 核 CPU、80 核 GPU、512GB：最高 270 W，转引自第三方。</translation>
    </message>
    <message>
        <source>Bandwidth: Apple support 117737, &apos;MacBook Pro (16-inch, Nov 2023) - Tech Specs&apos; (&apos;M3 Max with 16-core CPU and 40-core GPU (400GB/s memory bandwidth)&apos;; the 128 GB option is of this part); GPU-usable memory: 75% of RAM, MLX&apos;s rule (ml-explore/mlx PR #64: &apos;the recommended working set it usually 0.75 * the total ram&apos;) as logged on the 96 GB M2 Max (llama.cpp issue #3213) and the 128 GB M4 Max (103079.22 MB); FP32 14.2 TFLOPS: huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts (&apos;Apple M3 Max&apos;: tflops 14.2); measured GEMM: chsasank/device-benchmarks@06f4d7e25fda0cf2b097f0567f71a4ad0df7cde6 README.md (&apos;Apple M3 Max GPU (40 Core)&apos;: 11.4 TFLOPS FP32, PyTorch MPS, 4096 square); power: not published.</source>
        <translation>带宽：Apple 支持文章 117737《MacBook Pro (16-inch, Nov 2023) - Tech Specs》（《M3 Max with 16-core CPU and 40-core GPU (400GB/s memory bandwidth)》；128 GB 选项属于此型号）；GPU 可用内存：RAM 的 75%，MLX 的规则（ml-explore/mlx PR #64：《the recommended working set it usually 0.75 * the total ram》），与 96 GB M2 Max（llama.cpp issue #3213）及 128 GB M4 Max（103079.22 MB）上记录的一致；FP32 14.2 TFLOPS：huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts（《&apos;Apple M3 Max&apos;: tflops 14.2》）；实测 GEMM：chsasank/device-benchmarks@06f4d7e25fda0cf2b097f0567f71a4ad0df7cde6 README.md（《Apple M3 Max GPU (40 Core)》：11.4 TFLOPS FP32，PyTorch MPS，4096 方阵）；功耗：未公开。</translation>
    </message>
    <message>
        <source>Bandwidth: MacRumors &apos;Things to know about M2 Pro and M2 Max&apos; (2023-01-18), https://www.macrumors.com/2023/01/18/things-to-know-about-m2-pro-m2-max/ (&apos;the M2 Max supports 400GB/s of memory bandwidth&apos;), from Apple&apos;s newsroom release of 2023-01-17 (&apos;up to a 38-core GPU, double the unified memory bandwidth, and up to 96GB of unified memory&apos;); GPU-usable memory: &apos;ggml_metal_init: recommendedMaxWorkingSetSize = 73728,00 MB&apos; on an M2 Max with 96 GB (https://github.com/ggml-org/llama.cpp/issues/3213, 2023-09-16) = 72 GiB, 75% of RAM; FP32 13.49 TFLOPS: huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts (&apos;Apple M2 Max&apos;: tflops 13.49), 13.6 computed from 38 cores at 1.398 GHz in philipturner/applegpuinfo issue #10; power: not published for this configuration (Apple support 102027 lists only the 30-core GPU, 32 GB Mac Studio: max 145 W).</source>
        <translation>带宽：MacRumors《Things to know about M2 Pro and M2 Max》（2023-01-18）https://www.macrumors.com/2023/01/18/things-to-know-about-m2-pro-m2-max/ （《the M2 Max supports 400GB/s of memory bandwidth》），出自 Apple 2023-01-17 的新闻稿（《up to a 38-core GPU, double the unified memory bandwidth, and up to 96GB of unified memory》）；GPU 可用内存：96 GB M2 Max 上的《ggml_metal_init: recommendedMaxWorkingSetSize = 73728,00 MB》（https://github.com/ggml-org/llama.cpp/issues/3213 ，2023-09-16），即 72 GiB，RAM 的 75%；FP32 13.49 TFLOPS：huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 packages/tasks/src/hardware.ts（《&apos;Apple M2 Max&apos;: tflops 13.49》），philipturner/applegpuinfo issue #10 以 38 核、1.398 GHz 算得 13.6；功耗：此配置未公开（Apple 支持文章 102027 只列出 30 核 GPU、32 GB 的 Mac Studio：最高 145 W）。</translation>
    </message>
    <message>
        <source>FP16/BF16 147 TFLOPS: vendor text in github FlagOpen/FlagPerf@744274d860e2ad584b48881052f75511a4160ece training/iluvatar/README.md; 32 GB HBM2, 1.2 TB/s, FP32 37 TFLOPS, INT8 295 TOPS, PCIe 4.0 x16, 300 W: launch coverage (geektopia, 2021-04, via TechPowerUp).</source>
        <translation>FP16/BF16 147 TFLOPS：github FlagOpen/FlagPerf@744274d860e2ad584b48881052f75511a4160ece training/iluvatar/README.md 中的厂商文字；32 GB HBM2、1.2 TB/s、FP32 37 TFLOPS、INT8 295 TOPS、PCIe 4.0 x16、300 W：发布时的报道（geektopia，2021-04，经 TechPowerUp）。</translation>
    </message>
    <message>
        <source>Google Cloud TPU7x documentation, https://docs.cloud.google.com/tpu/docs/tpu7x (&apos;HBM capacity per chip (GiB) | 95 | 32 | 192&apos;; &apos;HBM bandwidth per chip (GBps) | 2765 | 1638 | 7380&apos;; &apos;Peak compute per chip (BF16) (TFLOPs) | 459 | 918 | 2307&apos;; &apos;(FP8) ... | 4614&apos;; &apos;Bidirectional inter-chip interconnect (ICI) bandwidth per chip (GBps) | 1200 | 800 | 1200&apos;; &apos;You can use the JAX and PyTorch frameworks on TPU7x&apos;); https://docs.cloud.google.com/tpu/docs/ironwood-performance (&apos;peak theoretical performance of 4614 TFLOPS per chip&apos;); year: announced 2025-04-09 (newsbytesapp.com).</source>
        <translation>Google Cloud TPU7x 文档，https://docs.cloud.google.com/tpu/docs/tpu7x（《HBM capacity per chip (GiB) | 95 | 32 | 192》；《HBM bandwidth per chip (GBps) | 2765 | 1638 | 7380》；《Peak compute per chip (BF16) (TFLOPs) | 459 | 918 | 2307》；《(FP8) ... | 4614》；《Bidirectional inter-chip interconnect (ICI) bandwidth per chip (GBps) | 1200 | 800 | 1200》；《You can use the JAX and PyTorch frameworks on TPU7x》）；https://docs.cloud.google.com/tpu/docs/ironwood-performance（《peak theoretical performance of 4614 TFLOPS per chip》）；年份：2025-04-09 发布（newsbytesapp.com）。</translation>
    </message>
    <message>
        <source>Intel Hot Chips 2024 Gaudi 3 slides (mirror sgpjbg.com/baogao/465025: Gaudi2 600W, 432 TFLOPs BF16, 96GB, 2.46 TB/s, 4.8 Tb/s NIC, PCIe 64 GB/s bidir); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (432/865); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16)</source>
        <translation>Intel Hot Chips 2024 Gaudi 3 幻灯片（镜像 sgpjbg.com/baogao/465025：Gaudi2 600W、432 TFLOPs BF16、96GB、2.46 TB/s、4.8 Tb/s NIC、PCIe 双向 64 GB/s）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）（432/865）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）</translation>
    </message>
    <message>
        <source>Intel Hot Chips 2024 slides (sgpjbg mirror: 1835 BF16/FP8, 128GB, 3.67 TB/s, 900W air/1200W liquid, 24x200GbE, PCIe Gen5); docs.habana.ai Network Configuration (21 scale-up ports, 525 GB/s/dir); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (fp16 459, fp32 229); price y-ic.de Gaudi3 launch article (Intel 8-chip kit $125,000)</source>
        <translation>Intel Hot Chips 2024 幻灯片（sgpjbg 镜像：1835 BF16/FP8、128GB、3.67 TB/s、风冷 900W／液冷 1200W、24x200GbE、PCIe Gen5）；docs.habana.ai 的 Network Configuration（21 个 scale-up 端口，每方向 525 GB/s）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）（fp16 459、fp32 229）；价格：y-ic.de 的 Gaudi3 发布报道（Intel 8 颗芯片套件 $125,000）</translation>
    </message>
    <message>
        <source>Intel Hot Chips 2024 slides (sgpjbg mirror: 1835 BF16/FP8, 128GB, 3.67 TB/s, 900W air/1200W liquid, 24x200GbE, PCIe Gen5); docs.habana.ai Network Configuration (21 scale-up ports, 525 GB/s/dir); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (fp16 459, fp32 229); price y-ic.de Gaudi3 launch article (Intel 8-chip kit $125,000); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (1243 measured ÷ the 1835 spec this row uses; stas00 quotes 74.1% of the 1677 shipping-clock figure)</source>
        <translation>Intel Hot Chips 2024 幻灯片（sgpjbg 镜像：1835 BF16/FP8、128GB、3.67 TB/s、风冷 900W／液冷 1200W、24x200GbE、PCIe Gen5）；docs.habana.ai 的 Network Configuration（21 个 scale-up 端口，每方向 525 GB/s）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）（fp16 459、fp32 229）；价格：y-ic.de 的 Gaudi3 发布报道（Intel 8 颗芯片套件 $125,000）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（实测 1243 ÷ 本行采用的规格值 1835；stas00 给出的 74.1% 是相对于出货频率下的 1677 数值）</translation>
    </message>
    <message>
        <source>Launch figures as reported: io-tech.fi (2023-12) https://www.io-tech.fi/uutinen/moore-threads-julkaisi-uuden-mtt-s4000-laskentakortin-ja-kuae-intelligent-computing-center-palvelinklusterit/ (&apos;384-bittinen GDDR6-muistiväylä ... 48 Gt GDDR6-muistia 768 Gt/s muistikaistalla&apos;; &apos;25 TFLOPSin edestä laskentatehoa FP32-tarkkuudella, 50 TFLOPSia TF32-tarkkuudella ja 100 TFLOPSia FP16- tai BF16- sekä 200 TOPSia INT8&apos;; &apos;PCIe Gen 5&apos;; &apos;MTLink 1.0 -yhdysväylällä, joka tarjoaa 240 Gt/s kaistaa&apos;); the same peaks in Titan Computers &apos;Chinese AI GPUs are on the Rise!&apos; (2024-01-15) https://www.titancomputers.com/Chinese-AI-GPUs-are-on-the-Rise-s/2027.htm; memory seen by the framework: FlagOpen/FlagPerf training/mthreads/llama2_7b-deepspeed/README.md@5fae218ac3cb3b01bbf6efdac3be41336de1e828 (44.2/48.0 GiB on &apos;S4000&apos;); power: not published (FlagPerf&apos;s S4000 pages write &apos;TDP：/&apos;); software: MooreThreads/vllm_musa README_vllm_musa.md@1a9e569094050131e2a73cb5b27799365634bc39 (vLLM v0.4.2 ported to MUSA), MooreThreads/torch_musa, MooreThreads/MT-MegatronLM README.md@c4fef7400dc692fdc3c135096fa41d0c78738801 (Megatron-LM core_r0.9.0 with a MUSA patch), FlagPerf training/mthreads (DeepSpeed on S4000).</source>
        <translation>发布时的规格（媒体报道）：io-tech.fi（2023-12）https://www.io-tech.fi/uutinen/moore-threads-julkaisi-uuden-mtt-s4000-laskentakortin-ja-kuae-intelligent-computing-center-palvelinklusterit/ （《384-bittinen GDDR6-muistiväylä ... 48 Gt GDDR6-muistia 768 Gt/s muistikaistalla》；《25 TFLOPSin edestä laskentatehoa FP32-tarkkuudella, 50 TFLOPSia TF32-tarkkuudella ja 100 TFLOPSia FP16- tai BF16- sekä 200 TOPSia INT8》；《PCIe Gen 5》；《MTLink 1.0 -yhdysväylällä, joka tarjoaa 240 Gt/s kaistaa》）；Titan Computers《Chinese AI GPUs are on the Rise!》（2024-01-15）列出相同峰值 https://www.titancomputers.com/Chinese-AI-GPUs-are-on-the-Rise-s/2027.htm；框架看到的内存：FlagOpen/FlagPerf training/mthreads/llama2_7b-deepspeed/README.md@5fae218ac3cb3b01bbf6efdac3be41336de1e828 （《S4000》 上 44.2/48.0 GiB）；功耗：未公开（FlagPerf 的 S4000 页面写 《TDP：/》）；软件：MooreThreads/vllm_musa README_vllm_musa.md@1a9e569094050131e2a73cb5b27799365634bc39 （vLLM v0.4.2 移植到 MUSA），MooreThreads/torch_musa，MooreThreads/MT-MegatronLM README.md@c4fef7400dc692fdc3c135096fa41d0c78738801 （Megatron-LM core_r0.9.0 加上 MUSA 补丁），FlagPerf training/mthreads（S4000 上的 DeepSpeed）。</translation>
    </message>
    <message>
        <source>MEE + NBS notice: 2023 national average grid factor 0.5306 kg CO2/kWh (光明日报 via 163.com; 中国电力报 2026-01-15)</source>
        <translation>MEE 与 NBS 公告：2023 年全国电力平均碳排放因子 0.5306 kg CO2/kWh（光明日报，经 163.com；中国电力报 2026-01-15）</translation>
    </message>
    <message>
        <source>MOEA 2023 electricity emission factor 0.494 kg CO2e/kWh (businesstoday.com.tw 2024-04-26)</source>
        <translation>MOEA 2023 年电力碳排放因子 0.494 kg CO2e/kWh（businesstoday.com.tw 2024-04-26）</translation>
    </message>
    <message>
        <source>Memory and bandwidth: Apple&apos;s M4 Max announcement as reported by MacRumors, https://www.macrumors.com/2024/10/30/apple-announces-m4-max-chip/ (2024-10-30: &apos;M4 Max supports up to 128GB of unified memory with up to 546GB/s of memory bandwidth&apos;; the 128 GB configurations are the 16-core CPU / 40-core GPU part); GPU-usable memory: Metal&apos;s recommendedMaxWorkingSetSize on a 128 GB M4 Max, 103079.22 MB = 96 GiB, as llama.cpp logs it (ggml_metal_init; ggml-org/llama.cpp@003a32eb ggml/src/ggml-metal/ggml-metal-device.m sets the device total to recommendedMaxWorkingSetSize) and 75% of RAM per MLX (ml-explore/mlx PR #64: &apos;the recommended working set it usually 0.75 * the total ram&apos;); FP32 18.4 TFLOPS: huggingface.js PR #1044 (2024-11-19, &apos;M4 Max 18.4 (FP32, 40 cores)&apos;), FP16/BF16 at the same rate; measured GEMM: zzc0721/torch-performance-test-data issue #65 (2025-10-09, PyTorch MPS on an M4 Max 40-core GPU: FP32 13.78 TFLOPS at 4096, FP16 14.82 at 2048, BF16 13.18); power: Apple support article 102027, Mac Studio (2025) power consumption: M4 Max maximum 145 W (corroborated in llama.cpp issue #22745: &apos;Apple rates this machine&apos;s max at 145W&apos;, 145-150 W at the wall during prefill); price: Mac Studio M4 Max 16/40 with 128 GB at launch, $3,499 (rlindsey2/sunkcost@660d14ed data/hardware.json, &apos;Launch price&apos;; base M4 Max Mac Studio $1,999 per Macworld 2025-03-05).</source>
        <translation>内存与带宽：MacRumors 转述的 Apple M4 Max 发布 https://www.macrumors.com/2024/10/30/apple-announces-m4-max-chip/ （2024-10-30：《M4 Max supports up to 128GB of unified memory with up to 546GB/s of memory bandwidth》；128 GB 的机型是 16 核 CPU、40 核 GPU 版本）；GPU 可用内存：128 GB M4 Max 上 Metal 的 recommendedMaxWorkingSetSize 为 103079.22 MB = 96 GiB，见 llama.cpp 的日志（ggml_metal_init；ggml-org/llama.cpp@003a32eb ggml/src/ggml-metal/ggml-metal-device.m 以 recommendedMaxWorkingSetSize 作为设备总量），MLX 亦称为内存的 75%（github ml-explore/mlx PR #64：《the recommended working set it usually 0.75 * the total ram》）；FP32 18.4 TFLOPS：huggingface.js PR #1044（2024-11-19，《M4 Max 18.4 (FP32, 40 cores)》），FP16/BF16 取相同速率；实测 GEMM：zzc0721/torch-performance-test-data 议题 #65（2025-10-09，M4 Max 40 核 GPU 上的 PyTorch MPS：FP32 在 4096 时 13.78 TFLOPS，FP16 在 2048 时 14.82，BF16 13.18）；功耗：Apple 支持文章 102027，Mac Studio（2025）耗电量：M4 Max 最大 145 W（llama.cpp 议题 #22745 佐证：《Apple rates this machine&apos;s max at 145W》，预填时墙上测得 145-150 W）；价格：Mac Studio M4 Max 16/40、128 GB 上市价 $3,499（rlindsey2/sunkcost@660d14ed data/hardware.json，《Launch price》；Macworld 2025-03-05 记基本款 M4 Max Mac Studio 为 $1,999）。</translation>
    </message>
    <message>
        <source>Memory, bandwidth, SMs: github NVIDIA/dgx-spark-playbooks@231a4523 nvidia/cutile-kernels/README.md (&apos;Platform Specifications&apos;: 128 GB LPDDR5x unified, 273 GB/s, 48 SMs, sm_121; 2026-02); FP4: NVIDIA&apos;s DGX Spark page https://www.nvidia.com/en-us/products/workstations/dgx-spark/ (&apos;1 PFLOP of FP4 AI performance&apos;, with sparsity; quoted in github huggingface/huggingface.js PR #1861); FP32 ~31 TFLOPS and ~140 W SoC: NVIDIA&apos;s Hot Chips 2025 talk as reported by The Register (2025-08); GPU-visible memory: github seanm27lol/HOMYMOLY@c37bc3ba docs/11-stage1-validation.md (torch.cuda total 130,662,936,576 B = 121.69 GiB); measured GEMMs: the same file (BF16 2048^3 92.7 TFLOP/s, NGC pytorch:26.06-py3, CUDA 13.3) and NVIDIA Developer Forums thread 359960 &apos;SM121 CUTLASS Kernel Optimization Results&apos; (CUTLASS 4.4.0, CUDA 13.1: FP8 188 TFLOPS, NVFP4 356 TFLOPS at 4096x14336x4096); price: Founders Edition $3,999 when orders opened 2025-10-15 (Benzinga, 2025-10-17); read bandwidth: a saturating read kernel 231-234 of 273 GB/s, github antirez/ds4 issue #773</source>
        <translation>显存、带宽、SM：github NVIDIA/dgx-spark-playbooks@231a4523 nvidia/cutile-kernels/README.md（《Platform Specifications》：128 GB LPDDR5x 统一内存、273 GB/s、48 个 SM、sm_121；2026-02）；FP4：NVIDIA 的 DGX Spark 页面 https://www.nvidia.com/en-us/products/workstations/dgx-spark/（1 PFLOP FP4 AI 性能，含稀疏；github huggingface/huggingface.js PR #1861 引用）；FP32 约 31 TFLOPS 与 SoC 约 140 W：NVIDIA 在 Hot Chips 2025 的演讲，据 The Register 报道（2025-08）；GPU 可见内存：github seanm27lol/HOMYMOLY@c37bc3ba docs/11-stage1-validation.md（torch.cuda 总量 130,662,936,576 B = 121.69 GiB）；实测 GEMM：同一文件（BF16 2048³ 92.7 TFLOP/s，NGC pytorch:26.06-py3，CUDA 13.3）与 NVIDIA 开发者论坛帖子 359960《SM121 CUTLASS Kernel Optimization Results》（CUTLASS 4.4.0、CUDA 13.1：FP8 188 TFLOPS、NVFP4 356 TFLOPS，4096×14336×4096）；价格：2025-10-15 开放订购时 Founders Edition 为 $3,999（Benzinga，2025-10-17）；读取带宽：一个使带宽饱和的读取核函数 231–234 / 273 GB/s，github antirez/ds4 issue #773</translation>
    </message>
    <message>
        <source>NOT retrieved verbatim (Tom&apos;s HW pre-launch rumor table only): NVIDIA launch specs (80 SMs/10240 cores, 1.665 GHz, 19 Gbps x 384-bit = 912 GB/s, 350W, $1,199); tensor derived</source>
        <translation>未逐字获取原文（仅有 Tom&apos;s HW 的首发前传闻规格表）：NVIDIA 首发规格（80 个 SM／10240 个核心、1.665 GHz、19 Gbps x 384-bit = 912 GB/s、350W、$1,199）；张量算力为推算值</translation>
    </message>
    <message>
        <source>NOT retrieved verbatim: NVIDIA RTX A5000 datasheet figures as commonly reproduced (64 SMs, 1.695 GHz boost -&gt; 27.8 FP32; 222.2 sparse tensor TFLOPS) - derived</source>
        <translation>未逐字获取原文：NVIDIA RTX A5000 数据手册中常被转载的数据（64 个 SM、1.695 GHz 加速频率 -&gt; 27.8 FP32；稀疏张量 222.2 TFLOPS）——推算值</translation>
    </message>
    <message>
        <source>NOT retrieved verbatim: NVIDIA launch specs (48 SMs/6144 cores, 1.77 GHz, 19 Gbps x 256-bit GDDR6X = 608 GB/s, 290W, $599); tensor derived</source>
        <translation>未逐字获取原文：NVIDIA 首发规格（48 个 SM／6144 个核心、1.77 GHz、19 Gbps x 256-bit GDDR6X = 608 GB/s、290W、$599）；张量算力为推算值</translation>
    </message>
    <message>
        <source>NVIDIA A40 datasheet figures as reproduced by a reseller listing of part 900-2G133-0000-000 (http://www.relationship-nepal.org/900-2g133-0000-000.html: 48 GB GDDR6 with ECC, 696 GB/s, NVLink 112.5 GB/s bidirectional, PCIe Gen4, 300 W, passive, dual slot) and hmc-tech.com/gpu/nvidia-a100-vs-nvidia-a40 (BF16/FP16 Tensor 149.67 TFLOPS dense with FP32 accumulate, 299.34 sparse; FP32 37.42; INT8 299.34 TOPS dense); retrieved 2026-12-05</source>
        <translation>经销商对料号 900-2G133-0000-000 所转载的 NVIDIA A40 规格表数据（http://www.relationship-nepal.org/900-2g133-0000-000.html：48 GB 带 ECC 的 GDDR6、696 GB/s、NVLink 双向 112.5 GB/s、PCIe 第 4 代、300 W、被动散热、双槽）与 hmc-tech.com/gpu/nvidia-a100-vs-nvidia-a40（BF16/FP16 张量运算稠密 149.67 TFLOPS，以 FP32 累加，稀疏 299.34；FP32 37.42；INT8 稠密 299.34 TOPS）；2026-12-05 获取</translation>
    </message>
    <message>
        <source>NVIDIA dev blog developer.nvidia.com/programming-tensor-cores-cuda-9-0 (125 Tensor TFLOPS); emergentmind NVIDIA datacenter GPU overview (32GB HBM2 900GB/s, 15.7 FP32); tweaktown V100 (300W SXM2)</source>
        <translation>NVIDIA 开发者博客 developer.nvidia.com/programming-tensor-cores-cuda-9-0（125 Tensor TFLOPS）；emergentmind 的 NVIDIA 数据中心 GPU 概览（32GB HBM2 900GB/s、15.7 FP32）；tweaktown 的 V100 数据（300W SXM2）</translation>
    </message>
    <message>
        <source>Taipower overall average tariff NT$3.7823/kWh from 2025-10-01 (udn.com 2025-09-20); industrial average not published (GAP); ÷ 31.438 NT$/USD</source>
        <translation>Taipower 整体平均电价 NT$3.7823/kWh，自 2025-10-01 起（udn.com 2025-09-20）；工业用电平均电价未公布（数据缺口 GAP）；÷ 31.438 NT$/USD</translation>
    </message>
    <message>
        <source>US commercial average ~$0.13/kWh (EIA 2024), rounded up for demand charges; US industrial average 8.06 ¢/kWh in 2023 (EIA via Statista, 2024-03-18)</source>
        <translation>美国商业用电平均约 $0.13/kWh（EIA 2024），为计入需量电费而向上取整；美国工业用电 2023 年平均 8.06 ¢/kWh（EIA，经 Statista，2024-03-18）</translation>
    </message>
    <message>
        <source>US/world grid average order of magnitude (EPA eGRID, IEA): ~0.4 kg CO2/kWh</source>
        <translation>美国／全球电网平均的数量级（EPA eGRID、IEA）：约 0.4 kg CO2/kWh</translation>
    </message>
    <message>
        <source>https://raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml (&apos;288 GB HBM3e&apos;); github api-evangelist/akash plans/plans.yml @4301f93c844dd5582b0756ffa1b02541b9ad9787 (&apos;B300 288GB SXM6&apos;); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (B300 SXM: theory 2250 BF16 / 4500 FP8 dense, MAMF 1769 = 78.6%); dense FP4 13,125 TFLOPS: https://glennklockwood.com/garden/processors/B300 (HGX B300 performance table; &apos;Dense FP4 performance is up (13 PF on B300 vs. 9.0 PF on B200)&apos;); scale-out: NVIDIA HGX AI Factory (B300) reference architecture, abstract (&apos;2-8-9-800 infrastructure configuration (2 CPUs, 8 GPUs, 9 NICs at 800 Gb/s bandwidth per GPU)&apos;, ConnectX-8 SuperNICs), https://docs.nvidia.com/reference-architectures/hgx-ai-factory/abstract.md; DGX SuperPOD B300 reference architecture (&apos;NVIDIA XDR (800 Gbps) InfiniBand&apos; compute fabric)</source>
        <translation>https://raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml（“288 GB HBM3e”）；github api-evangelist/akash plans/plans.yml @4301f93c844dd5582b0756ffa1b02541b9ad9787（“B300 288GB SXM6”）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（B300 SXM：理论稠密值 BF16 2250／FP8 4500，MAMF 1769 = 78.6%）；稠密 FP4 13,125 TFLOPS：https://glennklockwood.com/garden/processors/B300（HGX B300 性能表；&apos;Dense FP4 performance is up (13 PF on B300 vs. 9.0 PF on B200)&apos;）；横向扩展网络：NVIDIA HGX AI Factory（B300）参考架构摘要（&apos;2-8-9-800 infrastructure configuration (2 CPUs, 8 GPUs, 9 NICs at 800 Gb/s bandwidth per GPU)&apos;，ConnectX-8 SuperNIC），https://docs.nvidia.com/reference-architectures/hgx-ai-factory/abstract.md；DGX SuperPOD B300 参考架构（计算网络 &apos;NVIDIA XDR (800 Gbps) InfiniBand&apos;）</translation>
    </message>
    <message>
        <source>https://verda.com/blog/gb300-nvl72-architecture (per-GPU table, &apos;Performance numbers without sparsity&apos;: GB300 FP4 15 PFLOPS, FP8 5 PFLOPS, INT8 0.165 POPS, FP16/BF16 2.5 PFLOPS, TF32 1.25, FP32 0.080 PFLOPS, &apos;GPU Memory 279 GB HBM3E&apos;, &apos;GPU Memory Bandwidth 8 TB/s&apos;, &apos;Max Thermal Design Power (TDP) 1.4 kW&apos;; &apos;fifth-generation NVLink with 1.8 TB/s total bandwidth (900 GB/s unidirectional)&apos;); github redhat-performance/aiconfigurator@f576734213526d48fa3323d214f415f81f298015 aic-core/src/aiconfigurator_core/systems/gb300.yaml (NVIDIA-copyright system file in a fork of ai-dynamo/aiconfigurator; header cites https://resources.nvidia.com/en-us-blackwell-architecture/blackwell-ultra-datasheet) (mem_bw 8TB/s, &apos;mem_capacity: 298013687808 # 284208MiB reported by nvidia-smi&apos;, bfloat16 2500TFLOPS, int8 165TFLOPS, fp8 5PFLOPS, fp4 15PFLOPS, power 1400 W, NVLink 900e9 B/s per GPU single direction); github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md (mirror of stas00/ml-engineering; &apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;) (NVIDIA GB300 SXM: fp32 80.0, tf32 1250, bf16 2500, fp8 5000, fp4 15000); https://glennklockwood.com/garden/processors/B300 (&apos;288 GB HBM3e (8 stacks, 12-high)&apos;, &apos;8 TB/s (max)&apos;, &apos;1400 W maximum&apos;); https://awesomeagents.ai/hardware/nvidia-gb300-nvl72 (&apos;288GB HBM3e per GPU&apos;, &apos;1,400W TDP per GPU&apos;); https://aiwiki.ai/wiki/nvidia_gb300_nvl72 (first production unit delivered July 2025); scale-out: NVIDIA technical blog &apos;Inside the NVIDIA Vera Rubin Platform: Six New Chips, One AI Supercomputer&apos; (2026-01-05, table 6: GB300 NVL72 &apos;ConnectX-8 SuperNIC … 800 Gb/s (2 x 400G) per GPU&apos;); NVL72 AI Factory reference architecture, components (4 ConnectX-8 per 4-GPU compute tray), https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html</source>
        <translation>https://verda.com/blog/gb300-nvl72-architecture（每张 GPU 的表格，&apos;Performance numbers without sparsity&apos;：GB300 FP4 15 PFLOPS、FP8 5 PFLOPS、INT8 0.165 POPS、FP16/BF16 2.5 PFLOPS、TF32 1.25、FP32 0.080 PFLOPS、&apos;GPU Memory 279 GB HBM3E&apos;、&apos;GPU Memory Bandwidth 8 TB/s&apos;、&apos;Max Thermal Design Power (TDP) 1.4 kW&apos;；&apos;fifth-generation NVLink with 1.8 TB/s total bandwidth (900 GB/s unidirectional)&apos;）；github redhat-performance/aiconfigurator@f576734213526d48fa3323d214f415f81f298015 aic-core/src/aiconfigurator_core/systems/gb300.yaml（NVIDIA 版权的系统文件，位于 ai-dynamo/aiconfigurator 的分支；文件头引用 https://resources.nvidia.com/en-us-blackwell-architecture/blackwell-ultra-datasheet）（mem_bw 8TB/s、&apos;mem_capacity: 298013687808 # 284208MiB reported by nvidia-smi&apos;、bfloat16 2500TFLOPS、int8 165TFLOPS、fp8 5PFLOPS、fp4 15PFLOPS、功耗 1400 W、NVLink 每张 GPU 单向 900e9 B/s）；github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md（stas00/ml-engineering 的镜像；&apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;）（NVIDIA GB300 SXM：fp32 80.0、tf32 1250、bf16 2500、fp8 5000、fp4 15000）；https://glennklockwood.com/garden/processors/B300（&apos;288 GB HBM3e (8 stacks, 12-high)&apos;、&apos;8 TB/s (max)&apos;、&apos;1400 W maximum&apos;）；https://awesomeagents.ai/hardware/nvidia-gb300-nvl72（&apos;288GB HBM3e per GPU&apos;、&apos;1,400W TDP per GPU&apos;）；https://aiwiki.ai/wiki/nvidia_gb300_nvl72（首批量产机组于 2025 年 7 月交付）；横向扩展网络：NVIDIA 技术博客《Inside the NVIDIA Vera Rubin Platform: Six New Chips, One AI Supercomputer》（2026-01-05，表 6：GB300 NVL72 &apos;ConnectX-8 SuperNIC … 800 Gb/s (2 x 400G) per GPU&apos;）；NVL72 AI Factory 参考架构组件页（每个 4 GPU 计算托盘 4 颗 ConnectX-8），https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html</translation>
    </message>
    <message>
        <source>https://www.nvidia.com/en-us/data-center/vera-rubin-nvl72/ (NVIDIA &apos;Vera Rubin NVL72&apos; spec table, footnoted &apos;Preliminary information ... subject to change&apos;; read through third-party transcriptions, not fetched live: rack / superchip / Rubin GPU columns NVFP4 inference 3,600 / 100 / 50 PFLOPS, NVFP4 training (dense) 2,520 / 70 / 35 PF, FP8/FP6 (dense) 1,260 / 35 / 17.5 PF, INT8 18 POPS / 500 / 250 TOPS, FP16/BF16 288 / 8 / 4 PF, TF32 144 / 4 / 2 PF, FP32 9,360 / 260 / 130 TFLOPS, FP64 2,400 / 67 / 33 TFLOPS, HBM4 20.7 TB @ 1,580 TB/s / 576 GB @ 44 TB/s / 288 GB @ 22 TB/s, NVLink 6 260 / 7.2 / 3.6 TB/s); https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/ (NVIDIA Technical Blog, &apos;Inside the NVIDIA Rubin Platform: Six New Chips, One AI Supercomputer&apos;, 2026-01-05: Vera Rubin NVL72, 72 GPUs in one NVLink 6 domain); TGP: github mlcommons/inference_results_v6.1@7bf15fd8089655a71fb75c81a744d7ba5a632424 closed/NVIDIA/systems/VR-NVL72_VR-288GB_aarch64x72_TRT.json (submitter NVIDIA, status &apos;preview&apos;: &apos;NVIDIA Vera Rubin NVL72, 2300W TGP Per GPU&apos;, &apos;accelerator_memory_capacity&apos;: &apos;288 GB&apos;, &apos;HBM4&apos;, &apos;6th-gen NVLink&apos;, host &apos;NVIDIA Vera CPU&apos;, 4 GPUs per node, 18 nodes); NVLink domain in NVIDIA&apos;s own recipes: github NVIDIA-NeMo/Megatron-Bridge@1e2825dddf4a2702011c60d90961f2e5683668e3 src/megatron/bridge/perf_recipes/deepseek/vr200/deepseek_v3.py (&apos;NVLINK_DOMAIN_SIZE&apos;: 72); bandwidth history: TechPowerUp &apos;NVIDIA Lowers HBM4 Specs for Vera Rubin VR200 as Memory Suppliers Miss 22 TB/s Target&apos; (2026-03-03, https://www.techpowerup.com/346983/, repost read at https://vmvirtualmachine.com/nvidia-lowers-hbm4-specs-for-vera-rubin-vr200-as-memory-suppliers-miss-22-tb-s-target); scale-out: NVIDIA technical blog &apos;Inside the NVIDIA Vera Rubin Platform: Six New Chips, One AI Supercomputer&apos; (2026-01-05: &apos;quad ConnectX-9 SuperNIC boards, delivering 1.6Tb/s of network bandwidth per Rubin GPU&apos;)</source>
        <translation>https://www.nvidia.com/en-us/data-center/vera-rubin-nvl72/（NVIDIA“Vera Rubin NVL72”规格表，注明“Preliminary information ... subject to change”；经第三方转录读取，未实时获取：机柜／超级芯片／Rubin GPU 三栏 NVFP4 推理 3,600／100／50 PFLOPS、NVFP4 训练（稠密）2,520／70／35 PF、FP8/FP6（稠密）1,260／35／17.5 PF、INT8 18 POPS／500／250 TOPS、FP16/BF16 288／8／4 PF、TF32 144／4／2 PF、FP32 9,360／260／130 TFLOPS、FP64 2,400／67／33 TFLOPS、HBM4 20.7 TB @ 1,580 TB/s／576 GB @ 44 TB/s／288 GB @ 22 TB/s、NVLink 6 260／7.2／3.6 TB/s）；https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/（NVIDIA 技术博客，“Inside the NVIDIA Rubin Platform: Six New Chips, One AI Supercomputer”，2026-01-05：Vera Rubin NVL72，72 张 GPU 同属一个 NVLink 6 域）；TGP：github mlcommons/inference_results_v6.1@7bf15fd8089655a71fb75c81a744d7ba5a632424 closed/NVIDIA/systems/VR-NVL72_VR-288GB_aarch64x72_TRT.json（提交者 NVIDIA，状态“preview”：“NVIDIA Vera Rubin NVL72, 2300W TGP Per GPU”、“accelerator_memory_capacity”：“288 GB”、“HBM4”、“6th-gen NVLink”、主机“NVIDIA Vera CPU”，每节点 4 张 GPU，18 个节点）；NVIDIA 自家配方中的 NVLink 域：github NVIDIA-NeMo/Megatron-Bridge@1e2825dddf4a2702011c60d90961f2e5683668e3 src/megatron/bridge/perf_recipes/deepseek/vr200/deepseek_v3.py（“NVLINK_DOMAIN_SIZE”：72）；带宽沿革：TechPowerUp“NVIDIA Lowers HBM4 Specs for Vera Rubin VR200 as Memory Suppliers Miss 22 TB/s Target”（2026-03-03，https://www.techpowerup.com/346983/，转载读于 https://vmvirtualmachine.com/nvidia-lowers-hbm4-specs-for-vera-rubin-vr200-as-memory-suppliers-miss-22-tb-s-target）；横向扩展网络：NVIDIA 技术博客《Inside the NVIDIA Vera Rubin Platform: Six New Chips, One AI Supercomputer》（2026-01-05：&apos;quad ConnectX-9 SuperNIC boards, delivering 1.6Tb/s of network bandwidth per Rubin GPU&apos;）</translation>
    </message>
    <message>
        <source>thundercompute A100 spec table (1,935 GB/s, 300W); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_pcie.yaml @095f58a (1935 GB/s, 300W, 312 TFLOPS); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); SMs: NVIDIA A100 Tensor Core GPU Architecture whitepaper (2020: 108 of the GA100&apos;s 128)</source>
        <translation>thundercompute 的 A100 规格表（1,935 GB/s、300W）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_pcie.yaml @095f58a（1935 GB/s、300W、312 TFLOPS）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；SM 数：NVIDIA A100 Tensor Core GPU Architecture 白皮书（2020：GA100 的 128 个中启用 108 个）</translation>
    </message>
    <message>
        <source>awesomeagents.ai MI325X spec table (256GB HBM3e, 6 TB/s, FP8 2,614.9 / 5,229.8 sparse, BF16 1,307.4, FP32 163.4, 1,000W); docs.vultr.com inference cookbook; wiaix (7 IF links, PCIe Gen5 x16); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages)</source>
        <translation>awesomeagents.ai 的 MI325X 规格表（256GB HBM3e、6 TB/s、FP8 2,614.9／稀疏 5,229.8、BF16 1,307.4、FP32 163.4、1,000W）；docs.vultr.com 的推理实践手册；wiaix（7 条 IF 链路、PCIe Gen5 x16）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）</translation>
    </message>
    <message>
        <source>awesomeagents.ai MI325X spec table (256GB HBM3e, 6 TB/s, FP8 2,614.9 / 5,229.8 sparse, BF16 1,307.4, FP32 163.4, 1,000W); docs.vultr.com inference cookbook; wiaix (7 IF links, PCIe Gen5 x16); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16)</source>
        <translation>awesomeagents.ai 的 MI325X 规格表（256GB HBM3e、6 TB/s、FP8 2,614.9／稀疏 5,229.8、BF16 1,307.4、FP32 163.4、1,000W）；docs.vultr.com 的推理实践手册；wiaix（7 条 IF 链路、PCIe Gen5 x16）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）</translation>
    </message>
    <message>
        <source>china-briefing.com: average industrial power rate ~US$0.088/kWh in 2024 (≈ CN¥0.62 at 6.9858)</source>
        <translation>china-briefing.com：2024 年工业平均电价约 US$0.088/kWh（≈ CN¥0.62，按汇率 6.9858 计）</translation>
    </message>
    <message>
        <source>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a (A800 PCIe/SXM: 300/400 W, 80G HBM2e, NVLink 400 GB/s); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (A100 PCIe 81.1%)</source>
        <translation>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a（A800 PCIe/SXM：300/400 W、80G HBM2e、NVLink 400 GB/s）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（A100 PCIe 81.1%）</translation>
    </message>
    <message>
        <source>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a (NVLink 400 GB/s, 400 W, 80G HBM2e, no FP8); github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512 (A800 SXM4 80GB: 2039 GB/s, FP16 312e12); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (A100 SXM 86.9%, same GA100 die); stream bandwidth: the A100 SXM 80GB&apos;s BabelStream Dot, 1.75 of 2.039 TB/s (github Azure/AI-benchmarking-guide @3bb66cac Azure_Results/ND_A100_v4_results.md), same GA100 die and HBM2e</source>
        <translation>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a（NVLink 400 GB/s，400 W，80G HBM2e，不支持 FP8）；github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512（A800 SXM4 80GB：2039 GB/s，FP16 312e12）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（最大可达矩阵乘法 FLOPS 表，BF16）（A100 SXM 86.9%，同为 GA100 芯片）；流带宽：A100 SXM 80GB 的 BabelStream Dot，1.75 / 2.039 TB/s（github Azure/AI-benchmarking-guide @3bb66cac Azure_Results/ND_A100_v4_results.md），相同的 GA100 芯片与 HBM2e</translation>
    </message>
    <message>
        <source>github Cyclenerd/google-cloud-pricing-cost-calculator@0166a59ebba7c36f2cc8c931d9f258dcebc44776 pricing.yml (Google Cloud list prices rebuilt from the Cloud Billing SKU catalog; file header &apos;generated: Thu Mar  6 03:53:56 2025&apos;; month = hour x 730)</source>
        <translation>github Cyclenerd/google-cloud-pricing-cost-calculator@0166a59ebba7c36f2cc8c931d9f258dcebc44776 pricing.yml（依 Google Cloud Cloud Billing SKU 目录重建的定价；文件头“generated: Thu Mar  6 03:53:56 2025”；每月 = 每小时 × 730）</translation>
    </message>
    <message>
        <source>github Cyclenerd/google-cloud-pricing-cost-calculator@0166a59ebba7c36f2cc8c931d9f258dcebc44776 pricing.yml (asia-east1 list prices rebuilt from Google Cloud&apos;s SKU catalog, generated 2025-03-06; the same values @082120d27ea7 in 2024-11 and on master in 2026-02)</source>
        <translation>github Cyclenerd/google-cloud-pricing-cost-calculator@0166a59ebba7c36f2cc8c931d9f258dcebc44776 pricing.yml（依 Google Cloud SKU 目录重建的 asia-east1 定价，生成于 2025-03-06；@082120d27ea7（2024-11）与 master（2026-02）数值相同）</translation>
    </message>
    <message>
        <source>github MicrosoftDocs/azure-compute-docs articles/virtual-machines/sizes/gpu-accelerated/includes/nc-rtxpro6000-bse-v6-series-summary.md (&apos;96 GB of ultra-fast GDDR7 memory&apos;)</source>
        <translation>github MicrosoftDocs/azure-compute-docs articles/virtual-machines/sizes/gpu-accelerated/includes/nc-rtxpro6000-bse-v6-series-summary.md（原文：“96 GB of ultra-fast GDDR7 memory”）</translation>
    </message>
    <message>
        <source>github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l4.yaml @095f58a (121 dense / 242 sparse, 300 GB/s, 24 GiB); store.sourcecode.com L4 spec (485 TOPS INT8 sparse); fpsbench (72W, 30.29 FP32); price github carsonpo/gpus costs/aws.md (~$0.80/hr, 2025)</source>
        <translation>github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l4.yaml @095f58a（稠密 121／稀疏 242、300 GB/s、24 GiB）；store.sourcecode.com 的 L4 规格（INT8 稀疏 485 TOPS）；fpsbench（72W、30.29 FP32）；价格：github carsonpo/gpus costs/aws.md（每小时约 $0.80，2025）</translation>
    </message>
    <message>
        <source>github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l4.yaml @095f58a (121 dense / 242 sparse, 300 GB/s, 24 GiB); store.sourcecode.com L4 spec (485 TOPS INT8 sparse); fpsbench (72W, 30.29 FP32); price github carsonpo/gpus costs/aws.md (~$0.80/hr, 2025); measured GEMM: github zzc0721/torch-performance-test-data issue #120 (2026-01-12, PyTorch 2.9.0+cu128 on a physical L4: BF16 70.89 TFLOPS at 2048, 54.91 at 4096, 59.40 at 8192, 56.90 at 10240)</source>
        <translation>github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l4.yaml @095f58a（稠密 121／稀疏 242、300 GB/s、24 GiB）；store.sourcecode.com 的 L4 规格（INT8 稀疏 485 TOPS）；fpsbench（72W、30.29 FP32）；价格：github carsonpo/gpus costs/aws.md（每小时约 $0.80，2025）；实测矩阵乘法：github zzc0721/torch-performance-test-data issue #120（2026-01-12，物理 L4 上的 PyTorch 2.9.0+cu128：BF16 在 2048 为 70.89 TFLOPS、4096 为 54.91、8192 为 59.40、10240 为 56.90）</translation>
    </message>
    <message>
        <source>github api-evangelist/akash plans/plans.yml @4301f93c844dd5582b0756ffa1b02541b9ad9787 (transcribed 2026-09-20 from https://akash.network/pricing/gpus/)</source>
        <translation>github api-evangelist/akash plans/plans.yml @4301f93c844dd5582b0756ffa1b02541b9ad9787（2026-09-20 转录自 https://akash.network/pricing/gpus/）</translation>
    </message>
    <message>
        <source>github api-evangelist/coreweave plans/coreweave-plans-pricing.yml @27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084 (transcribed 2026-09-20 from https://www.coreweave.com/pricing)</source>
        <translation>github api-evangelist/coreweave plans/coreweave-plans-pricing.yml @27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084（2026-09-20 转录自 https://www.coreweave.com/pricing）</translation>
    </message>
    <message>
        <source>github api-evangelist/lambda-labs plans/lambda-labs-plans-pricing.yml @1929382e7f9b4777d980aec12b6fc9e04e6718cb (transcribed 2026-09-20 from https://lambda.ai/instances)</source>
        <translation>github api-evangelist/lambda-labs plans/lambda-labs-plans-pricing.yml @1929382e7f9b4777d980aec12b6fc9e04e6718cb（2026-09-20 转录自 https://lambda.ai/instances）</translation>
    </message>
    <message>
        <source>github api-evangelist/nexgen-cloud@6699aefa9d238b7576b5762eb7cf5420b00aadf6 plans/nexgen-cloud-plans-pricing.yml (transcribed from https://www.hyperstack.cloud/gpu-pricing, &apos;generated: 2026-08-26&apos;)</source>
        <translation>github api-evangelist/nexgen-cloud@6699aefa9d238b7576b5762eb7cf5420b00aadf6 plans/nexgen-cloud-plans-pricing.yml（转录自 https://www.hyperstack.cloud/gpu-pricing，“generated: 2026-08-26”）</translation>
    </message>
    <message>
        <source>github atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/rtxpro6000_specs.md @ff052946489e8bb55dce164802bdb7c01251fde6 (NVIDIA datasheet: 96 GB GDDR7 ECC, 512-bit, 1792 GB/s, 125 FP32 TFLOPS, 4000 AI TOPS, PCIe 5.0, 600 W)</source>
        <translation>github atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/rtxpro6000_specs.md @ff052946489e8bb55dce164802bdb7c01251fde6（NVIDIA 数据手册：96 GB GDDR7 ECC、512-bit、1792 GB/s、125 FP32 TFLOPS、4000 AI TOPS、PCIe 5.0、600 W）</translation>
    </message>
    <message>
        <source>github iree-org/iree@009c008dc39208c9aba98051bb6ab7b2d7d88e20 compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp (ChipDetails, comment: &apos;&quot;AMD Instinct MI350 Series Product Offerings&quot; in Page 18 of https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf&apos;) (mi350x: 8.0 TB/s; FP32 144.2, FP16 2300, Int8 4600, FP8 4600, FP6 9200, FP4 9200); https://github.com/pytorch/torchtitan/pull/4779 (&apos;MI350X is the air-cooled CDNA 4 part: 2.3 PFLOP/s dense BF16&apos;, citing https://www.amd.com/en/products/accelerators/instinct/mi350/mi350x.html); https://github.com/verl-project/verl/pull/6942 (&apos;Adds MI350X (2.3 PFLOPS dense)&apos;); https://github.com/tinygrad/tinygrad/pull/17388 (&apos;9.2 PFLOPs GEMM on mi350x&apos; MXFP4); github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md (mirror of stas00/ml-engineering; &apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;) (note 22: &apos;MI350X is the same silicon at 2200MHz and 1000W ... (144.2 vs 157.3 fp32)&apos;); https://rocm.docs.amd.com/en/7.13.0-preview/reference/gpu-specs.html (VRAM (GiB) 288 for MI355X and MI350X); https://www.tomshardware.com/pc-components/gpus/amds-instinct-mi355x-accelerator-will-consume-1-400-watts (&apos;MI350X module with a 1000W power consumption ... MI355X ... up to 1400W&apos;; &apos;Both SKUs will come with 288GB HBM3E memory that will offer up to 8 TB/s&apos;) ; interconnect 1075.2 GB/s bidirectional = 7 xGMI links x 153.6 GB/s (github olcf/olcf-user-docs@039cb1a systems/lux_user_guide.rst: 153.6 GB/s per link; TechPowerUp 2025-06; the CDNA 4 white paper&apos;s 7 links at 38.4 Gbps a lane), checked against RCCL all-reduce busbw on 8 GPUs: MI355X 407.26 GB/s at 8 GiB (github oracle-quickstart/oci-gpu-quickstarts@2dbe853), MI350X 367.51 GB/s (AMD&apos;s acceptance docs, pass mark &gt;= 350), where 0.71 x 537.6 = 382; read bandwidth: TransferBench read 7,200 of 8,000 GB/s on MI350X (gfx950), github ROCm/rocm-systems PR #8480 results table (the new rocprof-compute read-only kernel 6,914)</source>
        <translation>github iree-org/iree@009c008dc39208c9aba98051bb6ab7b2d7d88e20 compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp（ChipDetails，注释：&apos;&quot;AMD Instinct MI350 Series Product Offerings&quot; in Page 18 of https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf&apos;）（mi350x：8.0 TB/s；FP32 144.2、FP16 2300、Int8 4600、FP8 4600、FP6 9200、FP4 9200）；https://github.com/pytorch/torchtitan/pull/4779（&apos;MI350X is the air-cooled CDNA 4 part: 2.3 PFLOP/s dense BF16&apos;，引用 https://www.amd.com/en/products/accelerators/instinct/mi350/mi350x.html）；https://github.com/verl-project/verl/pull/6942（&apos;Adds MI350X (2.3 PFLOPS dense)&apos;）；https://github.com/tinygrad/tinygrad/pull/17388（&apos;9.2 PFLOPs GEMM on mi350x&apos;，MXFP4）；github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md（stas00/ml-engineering 的镜像；&apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;）（注 22：&apos;MI350X is the same silicon at 2200MHz and 1000W ... (144.2 vs 157.3 fp32)&apos;）；https://rocm.docs.amd.com/en/7.13.0-preview/reference/gpu-specs.html（MI355X 与 MI350X 的 VRAM（GiB）均为 288）；https://www.tomshardware.com/pc-components/gpus/amds-instinct-mi355x-accelerator-will-consume-1-400-watts（&apos;MI350X module with a 1000W power consumption ... MI355X ... up to 1400W&apos;；&apos;Both SKUs will come with 288GB HBM3E memory that will offer up to 8 TB/s&apos;）；互连 1075.2 GB/s 双向 = 7 条 xGMI 链路 × 153.6 GB/s（github olcf/olcf-user-docs@039cb1a systems/lux_user_guide.rst：每条链路 153.6 GB/s；TechPowerUp 2025-06；CDNA 4 白皮书：7 条链路，每通道 38.4 Gbps），以 8 张 GPU 上 RCCL all-reduce 总线带宽核对：MI355X 在 8 GiB 时 407.26 GB/s（github oracle-quickstart/oci-gpu-quickstarts@2dbe853），MI350X 367.51 GB/s（AMD 验收文件，合格线 &gt;= 350），而 0.71 × 537.6 = 382；读取带宽：MI350X（gfx950）上 TransferBench 读取 7,200 / 8,000 GB/s，github ROCm/rocm-systems PR #8480 结果表（新的 rocprof-compute 只读核函数 6,914）</translation>
    </message>
    <message>
        <source>github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md (spec tables incl. &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;) (RTX5070Ti: 16GB GDDR7, 256-bit, 896 GB/s, PCI-Express 5.0 x16, TDP 300 W, NVLINK 不支持, FP32 44, FP16 Tensor (FP16累计) 176 / 352*, FP16 &amp; BFLOAT16 Tensor (FP32累计) 88 / 176*); https://www.smbom.com/news/14435 (RTX 5070 Ti &apos;300W Total Graphics Power&apos;, 8,960 cores, GB203); https://grokipedia.com/page/GeForce_RTX_5070_Ti (consumer rollout early 2025); https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400 (2024-05-29: &apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;)</source>
        <translation>github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md（规格表，包括 &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;）（RTX5070Ti：16GB GDDR7、256-bit、896 GB/s、PCI-Express 5.0 x16、TDP 300 W、NVLINK 不支持、FP32 44、FP16 Tensor (FP16累计) 176 / 352*、FP16 &amp; BFLOAT16 Tensor (FP32累计) 88 / 176*）；https://www.smbom.com/news/14435（RTX 5070 Ti：&apos;300W Total Graphics Power&apos;、8,960 个核心、GB203）；https://grokipedia.com/page/GeForce_RTX_5070_Ti（2025 年初面向消费者推出）；https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400（2024-05-29：&apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;）</translation>
    </message>
    <message>
        <source>github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md (spec tables incl. &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;) (RTX5080: 16GB GDDR7, 256-bit, 960 GB/s, PCI-Express 5.0 x16, TDP 360 W, NVLINK 不支持, FP16 Tensor (FP16累计) 225 / 450*, FP16 &amp; BFLOAT16 Tensor (FP32累计) 113 / 225*); https://huggingface.co/hardware/rtx-5080 (Memory 16GB, TFLOPS 56.28, Power 360W, Released 2025); https://www.notebookcheck.net/Nvidia-GeForce-RTX-5080-Benchmarks-and-Specs.935679.0.html (&apos;16 GB GDDR7 ... 256-bit memory bus (960 GB/s)&apos;, &apos;1801 AI TOPS&apos;, &apos;TGP ... 360 watts&apos;); https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400 (2024-05-29: &apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;)</source>
        <translation>github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md（规格表，包括 &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;）（RTX5080：16GB GDDR7、256-bit、960 GB/s、PCI-Express 5.0 x16、TDP 360 W、NVLINK 不支持、FP16 Tensor (FP16累计) 225 / 450*、FP16 &amp; BFLOAT16 Tensor (FP32累计) 113 / 225*）；https://huggingface.co/hardware/rtx-5080（显存 16GB、TFLOPS 56.28、功耗 360W、2025 年发布）；https://www.notebookcheck.net/Nvidia-GeForce-RTX-5080-Benchmarks-and-Specs.935679.0.html（&apos;16 GB GDDR7 ... 256-bit memory bus (960 GB/s)&apos;、&apos;1801 AI TOPS&apos;、&apos;TGP ... 360 watts&apos;）；https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400（2024-05-29：&apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;）</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (1307.4 = 2100MHz x 1216 x 256 x 2); jaredwatkins MI300 (192GB, 5.3 TB/s, 750W, OAM); hubacek knowledge-base (896 GB/s IF); ROCm gpu-specs (192 GiB, 304 CUs); price awesomeagents.ai MI300X page, huggingface.co/hardware/mi300 (MSRP ~$15k); cloud gpu.blog MI300X marketplace (TensorWave / Vultr ~$1.71-1.85)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）（1307.4 = 2100MHz x 1216 x 256 x 2）；jaredwatkins 的 MI300 数据（192GB、5.3 TB/s、750W、OAM）；hubacek 知识库（IF 896 GB/s）；ROCm gpu-specs（192 GiB、304 个 CU）；价格：awesomeagents.ai 的 MI300X 页面、huggingface.co/hardware/mi300（建议零售价约 $15k）；云：gpu.blog 的 MI300X 市场（TensorWave／Vultr 约 $1.71-1.85）</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (1307.4 = 2100MHz x 1216 x 256 x 2); jaredwatkins MI300 (192GB, 5.3 TB/s, 750W, OAM); hubacek knowledge-base (896 GB/s IF); ROCm gpu-specs (192 GiB, 304 CUs); price awesomeagents.ai MI300X page, huggingface.co/hardware/mi300 (MSRP ~$15k); cloud gpu.blog MI300X marketplace (TensorWave / Vultr ~$1.71-1.85); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); read bandwidth: BabelStream&apos;s best kernel, Copy 4,256 of 5,300 GB/s, AMD &apos;MI300X performance benchmarking guide for acceptance testing&apos; (BabelStream expected output Copy 4255995 MB/s; its Dot 3,878, HIP&apos;s reduction reading low); Azure ND_MI300X_v5 Mul 4.26, Copy 4.11, Dot 3.87 TB/s (github samuel-bohman/AI-benchmarking-guide @3de0c294 Azure_Results/ND_MI300X_v5_results.md)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）（1307.4 = 2100MHz x 1216 x 256 x 2）；jaredwatkins 的 MI300 数据（192GB、5.3 TB/s、750W、OAM）；hubacek 知识库（IF 896 GB/s）；ROCm gpu-specs（192 GiB、304 个 CU）；价格：awesomeagents.ai 的 MI300X 页面、huggingface.co/hardware/mi300（建议零售价约 $15k）；云：gpu.blog 的 MI300X 市场（TensorWave／Vultr 约 $1.71-1.85）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；读取带宽：BabelStream 最佳的核函数 Copy 4,256 / 5,300 GB/s，AMD 「MI300X performance benchmarking guide for acceptance testing」（BabelStream 预期输出 Copy 4255995 MB/s；其 Dot 为 3,878，HIP 的归约读数偏低）；Azure ND_MI300X_v5 Mul 4.26、Copy 4.11、Dot 3.87 TB/s（github samuel-bohman/AI-benchmarking-guide @3de0c294 Azure_Results/ND_MI300X_v5_results.md）</translation>
    </message>
    <message>
        <source>no spec source retrieved (figures are recollections of the NVIDIA L40 datasheet); price: github api-evangelist/coreweave plans/coreweave-plans-pricing.yml @27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084; read bandwidth: read kernel 844 of 864 GB/s, github te42kyfo/gpu-benches @0a45416b gpu-stream/l40.txt (blockSize &gt;= 224 rows, read column)</source>
        <translation>未获取规格来源（数值系凭记忆引述的 NVIDIA L40 数据手册内容）；价格：github api-evangelist/coreweave plans/coreweave-plans-pricing.yml @27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084；读取带宽：读取核函数 844 / 864 GB/s，github te42kyfo/gpu-benches @0a45416b gpu-stream/l40.txt（blockSize ≥ 224 的各行，read 列）</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (2250 bf16, 4500 fp8, 9000 fp4, 80 fp32, 180GB, 8 TB/s; cites DGX B200 datasheet); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/b200_sxm.yaml @095f58a (7.7 TB/s, 180 GiB, 1000W, NVLink 900 GB/s per direction); price alpha-one-index.github.io ai-infra-index (2026-03)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）（2250 bf16、4500 fp8、9000 fp4、80 fp32、180GB、8 TB/s；引用 DGX B200 数据手册）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/b200_sxm.yaml @095f58a（7.7 TB/s、180 GiB、1000W、NVLink 每方向 900 GB/s）；价格：alpha-one-index.github.io ai-infra-index（2026-03）</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (383 bf16, 47.9 fp32, 128GB HBM2e 3.28 TB/s); ROCm docs gpu-specs.rst (github ROCm/rocm-docs: 128 GiB, 220 CUs); rocm.docs.amd.com MI250 microarchitecture (IF link 50 GB/s); TDP/IF aggregate from AMD MI250X spec page (not retrieved verbatim); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (147 per GCD × 2 ÷ 383)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）（383 bf16、47.9 fp32、128GB HBM2e 3.28 TB/s）；ROCm 文档 gpu-specs.rst（github ROCm/rocm-docs：128 GiB、220 个 CU）；rocm.docs.amd.com 的 MI250 微架构说明（IF 链路 50 GB/s）；TDP／IF 汇总值取自 AMD MI250X 规格页（未逐字获取原文）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（每个 GCD 147 × 2 ÷ 383）</translation>
    </message>
    <message>
        <source>glennklockwood.com/garden/processors/A100 (cites NVIDIA A100 datasheet); thundercompute A100 specs; upb-pc2 wiki (nvidia-smi 40441 MiB); price June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com &amp; compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved; MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); read bandwidth: read kernel 1,490 of 1,555 GB/s at full occupancy, github te42kyfo/gpu-benches @a7dc559c gpu-stream/a100_40.txt (blockSize 1024 row, read column); SMs: NVIDIA A100 Tensor Core GPU Architecture whitepaper (2020: 108 of the GA100&apos;s 128)</source>
        <translation>glennklockwood.com/garden/processors/A100（引用 NVIDIA A100 数据手册）；thundercompute 的 A100 规格；upb-pc2 wiki（nvidia-smi 40441 MiB）；价格：2025 年 6 月 AWS 按需价格下调（P5 最多约 45%，P4 约 33%），据二手来源：codesota.com 与 compux.net（p5 每 GPU 小时 $6.88）、usage.ai、github carsonpo/gpus costs/aws.md（p4d 每小时约 $22，p4de 每小时约 $27）；未获取 AWS 公告原文；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；读取带宽：读取核函数在满占用率下达 1,490 / 1,555 GB/s，github te42kyfo/gpu-benches @a7dc559c gpu-stream/a100_40.txt（blockSize 1024 那一行，read 列）；SM 数：NVIDIA A100 Tensor Core GPU Architecture 白皮书（2020：GA100 的 128 个中启用 108 个）</translation>
    </message>
    <message>
        <source>glennklockwood.com/garden/processors/h100 (989.4 dense, 3.35 TB/s, 900 GB/s NVLink, 700W); archive-lib.hpctech.co.jp NVIDIA H100 table; github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml @095f58a; github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price awesomeagents.ai / alpha-one-index AI infra index (2026-03); cloud June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com &amp; compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved</source>
        <translation>glennklockwood.com/garden/processors/h100（稠密 989.4、3.35 TB/s、NVLink 900 GB/s、700W）；archive-lib.hpctech.co.jp 的 NVIDIA H100 规格表；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml @095f58a；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）；价格：awesomeagents.ai／alpha-one-index 的 AI 基础设施指数（2026-03）；云：2025 年 6 月 AWS 按需价格下调（P5 最多约 45%，P4 约 33%），据二手来源：codesota.com 与 compux.net（p5 每 GPU 小时 $6.88）、usage.ai、github carsonpo/gpus costs/aws.md（p4d 每小时约 $22，p4de 每小时约 $27）；未获取 AWS 公告原文</translation>
    </message>
    <message>
        <source>grokipedia H100 NVL part 900-21010-0120-030 (94GB HBM3, ~3.93 TB/s, 350W, PCIe 5.0); hub frank622/nvidiaGPU Hopper table (835/1671, 1670/3341); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (note 15: 94 GiB, 3.9 TBps)</source>
        <translation>grokipedia 的 H100 NVL 部件号 900-21010-0120-030（94GB HBM3、约 3.93 TB/s、350W、PCIe 5.0）；hub frank622/nvidiaGPU 的 Hopper 表格（835/1671、1670/3341）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）（注 15：94 GiB、3.9 TBps）</translation>
    </message>
    <message>
        <source>heise.de RTX 6000 (91.1 TFLOPS FP32, 48GB, 960 GB/s, 300W, 142 SMs); store.sourcecode.com (48GB GDDR6 ECC, 568 tensor cores); tensor figures derived from NVIDIA&apos;s 1,457 sparse FP8 &apos;Tensor TFLOPS&apos;</source>
        <translation>heise.de 的 RTX 6000 数据（91.1 TFLOPS FP32、48GB、960 GB/s、300W、142 个 SM）；store.sourcecode.com（48GB GDDR6 ECC、568 个 Tensor 核心）；Tensor 数值由 NVIDIA 的稀疏 FP8 1,457“Tensor TFLOPS”推算而来</translation>
    </message>
    <message>
        <source>holynerdvana.blogspot RTX 3090 spec table (82 SMs, 1695 MHz, 35.6 TFLOPS, FP16 142 (285), 936 GB/s, 350W, $1,499); hub frank622/nvidiaGPU (936 GB/s, 350W); GA102 whitepaper 71/142 as quoted in gpus.csv</source>
        <translation>holynerdvana.blogspot 的 RTX 3090 规格表（82 个 SM、1695 MHz、35.6 TFLOPS、FP16 142（285）、936 GB/s、350W、$1,499）；hub frank622/nvidiaGPU（936 GB/s、350W）；gpus.csv 所引用的 GA102 白皮书数值 71/142</translation>
    </message>
    <message>
        <source>http://guangxilong.com/c/032129635H022.html (launch report, 3月21日 [2022]: &apos;FP32、FP16、BF16、INT16、INT8、INT4数据格式计算，峰值性能分别为32TFlops、96TFlops、96TFlops、128Tops、256Tops、512Tops&apos;; &apos;集成48GB LPDDR5内存，内存带宽614.4GB/s，PCIe 4.0 x16系统接口，整卡最大训练功耗250W，全高全长双插槽设计，系统被动散热&apos;; &apos;每张加速卡通讯吞吐性能200GB/s&apos;); http://www.rencaizhenjiang.com/news/hard/20220324/124384.html (2022-03-24: &apos;250W最大訓練功耗&apos;, &apos;每張加速卡可獲得200GB/s的通訊吞吐性能，帶寬為PCIe 4.0 的3.1倍&apos;)</source>
        <translation>http://guangxilong.com/c/032129635H022.html（发布报道，3月21日（2022 年）：&apos;FP32、FP16、BF16、INT16、INT8、INT4数据格式计算，峰值性能分别为32TFlops、96TFlops、96TFlops、128Tops、256Tops、512Tops&apos;；&apos;集成48GB LPDDR5内存，内存带宽614.4GB/s，PCIe 4.0 x16系统接口，整卡最大训练功耗250W，全高全长双插槽设计，系统被动散热&apos;；&apos;每张加速卡通讯吞吐性能200GB/s&apos;）；http://www.rencaizhenjiang.com/news/hard/20220324/124384.html（2022-03-24：&apos;250W最大訓練功耗&apos;、&apos;每張加速卡可獲得200GB/s的通訊吞吐性能，帶寬為PCIe 4.0 的3.1倍&apos;）</translation>
    </message>
    <message>
        <source>http://www.sjzmxmy.com/english/20260127/cba751482a5e433bb6c121e58d8ae77b/c.html (Xinhua; CFETS central parity table) — Derived cross: (698.58 CNY/100 USD)/(827.55 CNY/100 EUR) = 0.8442 EUR per USD.</source>
        <translation>http://www.sjzmxmy.com/english/20260127/cba751482a5e433bb6c121e58d8ae77b/c.html（Xinhua；CFETS 中间价表）——推算出的交叉汇率：(698.58 CNY/100 USD)/(827.55 CNY/100 EUR) = 每 USD 兑 0.8442 EUR。</translation>
    </message>
    <message>
        <source>http://www.sjzmxmy.com/english/20260127/cba751482a5e433bb6c121e58d8ae77b/c.html (Xinhua; CFETS central parity) — &apos;U.S. dollar 100 698.58&apos; yuan. Official central parity, not a market close.</source>
        <translation>http://www.sjzmxmy.com/english/20260127/cba751482a5e433bb6c121e58d8ae77b/c.html（Xinhua；CFETS 中间价）——“U.S. dollar 100 698.58”元。官方中间价，并非市场收盘价。</translation>
    </message>
    <message>
        <source>https://article.woter.ai/d/how-did-the-48g-version-of-4090-4090d-come-about_1079.html (modified PCB, circulating since end-June 2024, no 4 GB GDDR6X chips); https://hothardware.com/news/why-china-is-ripping-out-gpus-from-thousands-of-geforce-rtx-4090</source>
        <translation>https://article.woter.ai/d/how-did-the-48g-version-of-4090-4090d-come-about_1079.html（改装 PCB，自 2024 年 6 月底起流通，并无 4 GB GDDR6X 芯片）；https://hothardware.com/news/why-china-is-ripping-out-gpus-from-thousands-of-geforce-rtx-4090</translation>
    </message>
    <message>
        <source>https://dunyanews.tv/amp/english/788751.php (Reuters syndication, early 2024)</source>
        <translation>https://dunyanews.tv/amp/english/788751.php（转载 Reuters 稿件，2024 年初）</translation>
    </message>
    <message>
        <source>https://esportstw.com/news/262772/ (RTX 40 series Taiwan prices: &apos;US$ 1,599 / NT$ 56,990&apos;); game.udn.com/game/story/122089/6631851 (&apos;56,990 台幣&apos;)</source>
        <translation>https://esportstw.com/news/262772/（RTX 40 系列台湾售价：“US$ 1,599 / NT$ 56,990”）；game.udn.com/game/story/122089/6631851（“56,990 台币”）</translation>
    </message>
    <message>
        <source>https://evertiq.com/news/54972 (14,592 CUDA, 24GB GDDR6X, 384-bit, 425 W); https://www.besthub.dev/articles/nvidia-introduces-rtx-4090-d-china-specific-gpu-with-reduced-cuda-and-tensor-cores-b88ff1fef4d4 (456 tensor cores, 1008 GB/s)</source>
        <translation>https://evertiq.com/news/54972（14,592 个 CUDA 核心、24GB GDDR6X、384-bit、425 W）；https://www.besthub.dev/articles/nvidia-introduces-rtx-4090-d-china-specific-gpu-with-reduced-cuda-and-tensor-cores-b88ff1fef4d4（456 个 Tensor 核心、1008 GB/s）</translation>
    </message>
    <message>
        <source>https://focustaiwan.tw/business/202512310025 (CNA) — &apos;the U.S. dollar rose NT$0.01 to close at NT$31.438&apos; (Taipei close, last session of 2025; 2025 range NT$29-33).</source>
        <translation>https://focustaiwan.tw/business/202512310025（CNA）——“the U.S. dollar rose NT$0.01 to close at NT$31.438”（台北收盘价，2025 年最后一个交易日；2025 年波动区间 NT$29-33）。</translation>
    </message>
    <message>
        <source>https://huggingface.co/datasets/privum/ai-compute-prices (rows dated 2026-08-19)</source>
        <translation>https://huggingface.co/datasets/privum/ai-compute-prices（数据行日期为 2026-08-19）</translation>
    </message>
    <message>
        <source>https://huggingface.co/datasets/tanod/cloud-gpu-list-prices (Google Cloud Billing Catalog API)</source>
        <translation>https://huggingface.co/datasets/tanod/cloud-gpu-list-prices（数据来自 Google Cloud Billing Catalog API）</translation>
    </message>
    <message>
        <source>https://raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml (generated 2026-10-07 from https://www.runpod.io/pricing; the git-indexed copy is an older scaffold)</source>
        <translation>https://raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml（2026-10-07 根据 https://www.runpod.io/pricing 生成；git 索引中的副本是较旧的骨架版本）</translation>
    </message>
    <message>
        <source>https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/hyperscalers.json (file says retrieved 2026-11-09)</source>
        <translation>https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/hyperscalers.json（文件注明获取日期 2026-11-09）</translation>
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
        <translation>https://soramidjourney.com/?p=5618（Huxiu 报道，引用 SemiAnalysis 2024-07-05）</translation>
    </message>
    <message>
        <source>https://techpowerup.com/335749 (910C 780 TFLOPS BF16, 400 GB/s chip-to-chip, eight HBM2E stacks, 3,200 GB/s); https://aiwiki.ai/wiki/huawei_ascend_910c (128 GB, 3.2-3.5 TB/s)</source>
        <translation>https://techpowerup.com/335749（910C 780 TFLOPS BF16、芯片间互连 400 GB/s、八个 HBM2E 堆栈、3,200 GB/s）；https://aiwiki.ai/wiki/huawei_ascend_910c（128 GB、3.2-3.5 TB/s）</translation>
    </message>
    <message>
        <source>https://www.tomshardware.com/reviews/nvidia-geforce-rtx-4080-review (RTX 4080: VRAM 16 GB, 256-bit, &apos;TFLOPS FP32 48.7&apos;, &apos;TFLOPS FP16 (FP8/INT8) 390 (780)&apos;, &apos;Bandwidth (GBps) 717&apos;); github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md (spec tables incl. &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;) (GeForce RTX4080: 16GB GDDR6X, 717 GB/s, PCI-Express 4.0 x16, TDP 320 W, FP16 Tensor (FP16累计) 195 / 390*, FP16 &amp; BFLOAT16 Tensor (FP32累计) 97 / 195*, FP8 390 / 780*); https://www.holynerdvana.com/2022/10/nvidia-geforce-rtx-4080-specifications.html (&apos;Total Board Power (Watts) 320&apos;, launch November 16, 2022); https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400 (2024-05-29: &apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;)</source>
        <translation>https://www.tomshardware.com/reviews/nvidia-geforce-rtx-4080-review（RTX 4080：VRAM 16 GB、256-bit、&apos;TFLOPS FP32 48.7&apos;、&apos;TFLOPS FP16 (FP8/INT8) 390 (780)&apos;、&apos;Bandwidth (GBps) 717&apos;）；github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md（规格表，包括 &apos;FP16 Tensor Core(TFLOPS)(FP32累计)&apos;）（GeForce RTX4080：16GB GDDR6X、717 GB/s、PCI-Express 4.0 x16、TDP 320 W、FP16 Tensor (FP16累计) 195 / 390*、FP16 &amp; BFLOAT16 Tensor (FP32累计) 97 / 195*、FP8 390 / 780*）；https://www.holynerdvana.com/2022/10/nvidia-geforce-rtx-4080-specifications.html（&apos;Total Board Power (Watts) 320&apos;，2022 年 11 月 16 日上市）；https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400（2024-05-29：&apos;updated Whitepaper ... confirming fp32 accumulate is half-rate on geforce&apos;）</translation>
    </message>
    <message>
        <source>https://www.tweaktown.com/news/84164/nvidia-geforce-rtx-3090-ti-full-specs-price-performance-details/index.html (full GA102: 84 SMs, 10,752 CUDA cores, boost 1,860 MHz, 24 GB GDDR6X at 21 Gbps on 384 bits = 1,008 GB/s, 450 W, 40 TFLOPS FP32); launch price $1,999 (chipversus.com GeForce RTX 3090 Ti page)</source>
        <translation>https://www.tweaktown.com/news/84164/nvidia-geforce-rtx-3090-ti-full-specs-price-performance-details/index.html（完整 GA102：84 个 SM、10,752 个 CUDA 核心、加速频率 1,860 MHz、24 GB GDDR6X 21 Gbps 于 384 位总线 = 1,008 GB/s、450 W、FP32 40 TFLOPS）；上市价 US$1,999（chipversus.com GeForce RTX 3090 Ti 页面）</translation>
    </message>
    <message>
        <source>hub frank622/nvidiaGPU Ampere table (A10 FP16 125T/250T, 600 GB/s, 150W); github astroC86/gpu-datasheet README (links NVIDIA a10-datasheet.pdf); nucleusbox (31 TF FP32)</source>
        <translation>hub frank622/nvidiaGPU 的 Ampere 表格（A10 FP16 125T/250T、600 GB/s、150W）；github astroC86/gpu-datasheet README（链接到 NVIDIA a10-datasheet.pdf）；nucleusbox（31 TF FP32）</translation>
    </message>
    <message>
        <source>io-tech.fi Tesla V100 PCIe article (112 Tensor TFLOPS, 14 FP32, 900 GB/s, 250W)</source>
        <translation>io-tech.fi 的 Tesla V100 PCIe 文章（112 Tensor TFLOPS、14 FP32、900 GB/s、250W）</translation>
    </message>
    <message>
        <source>lzwjava H200 spec table (141GB HBM3e 4.8TB/s, 3,958* FP8 sparse, 700W, NVLink 900); geektopia H200 announcement; github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h200_sxm.yaml @095f58a (141 GiB); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price alpha-one-index.github.io ai-infra-index (2026-03); cloud AWS EC2 Capacity Blocks pricing page copy (sibshop.uat.jiralog.com/ec2/capacityblocks/pricing)</source>
        <translation>lzwjava 的 H200 规格表（141GB HBM3e 4.8TB/s、FP8 稀疏 3,958*、700W、NVLink 900）；geektopia 的 H200 发布消息；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h200_sxm.yaml @095f58a（141 GiB）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）；价格：alpha-one-index.github.io ai-infra-index（2026-03）；云：AWS EC2 Capacity Blocks 定价页面的副本（sibshop.uat.jiralog.com/ec2/capacityblocks/pricing）</translation>
    </message>
    <message>
        <source>lzwjava H200 spec table (141GB HBM3e 4.8TB/s, 3,958* FP8 sparse, 700W, NVLink 900); geektopia H200 announcement; github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h200_sxm.yaml @095f58a (141 GiB); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price alpha-one-index.github.io ai-infra-index (2026-03); cloud AWS EC2 Capacity Blocks pricing page copy (sibshop.uat.jiralog.com/ec2/capacityblocks/pricing); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (stas00: &apos;H200 is the same&apos; as H100 SXM); read bandwidth: BabelStream Dot 4.48 of 4.8 TB/s, github Azure/AI-benchmarking-guide @7f20e5fa Azure_Results/ND_H200_v5_results.md (Triad 4.15, Copy 4.01); SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too)</source>
        <translation>lzwjava 的 H200 规格表（141GB HBM3e 4.8TB/s、FP8 稀疏 3,958*、700W、NVLink 900）；geektopia 的 H200 发布消息；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h200_sxm.yaml @095f58a（141 GiB）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）；价格：alpha-one-index.github.io ai-infra-index（2026-03）；云：AWS EC2 Capacity Blocks 定价页面的副本（sibshop.uat.jiralog.com/ec2/capacityblocks/pricing）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（stas00：“H200 is the same”，即与 H100 SXM 相同）；读取带宽：BabelStream Dot 4.48 / 4.8 TB/s，github Azure/AI-benchmarking-guide @7f20e5fa Azure_Results/ND_H200_v5_results.md（Triad 4.15，Copy 4.01）；SM 数：NVIDIA H100 Tensor Core GPU Architecture 白皮书（2022：H100 SXM5 有 132 个，H100 PCIe 有 114 个；H800 SXM、H200 SXM 与 GH200 采用相同的 GH100 配置）</translation>
    </message>
    <message>
        <source>mullet.se L40/L40S datasheet table; github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l40s.yaml @095f58a (nvidia-smi ~46068 MiB usable); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages)</source>
        <translation>mullet.se 的 L40/L40S 数据手册表格；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l40s.yaml @095f58a（nvidia-smi 可用约 46068 MiB）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）</translation>
    </message>
    <message>
        <source>Derived from the V100 SXM2 32GB row (gpus.csv notes: 16GB version 2017, AWS p3.2xlarge = 1x V100 16GB); compute/bandwidth identical, only capacity differs; price AWS us-east-1 on-demand list price (2023-May 2025) as published on https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut (not re-read here) and repeated in many public code price tables (g4dn.xlarge 0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an mlprof targets catalog on GitHub, was not identified)</source>
        <translation>由 V100 SXM2 32GB 一行推得（gpus.csv 附注：16GB 版本 2017 年，AWS p3.2xlarge = 1 张 V100 16GB）；算力与带宽相同，只有容量不同；价格：AWS us-east-1 按需定价（2023 年至 2025 年 5 月），刊于 https://aws.amazon.com/ec2/pricing/on-demand/，直到 2025 年 6 月 P4/P5 降价为止（此处未重新核查），并见于许多公开代码的价格表（g4dn.xlarge 0.526、p3.2xlarge 3.06、p4d 32.77、p4de 40.97、p5 98.32；最初采用的那份表格，即 GitHub 上的 mlprof targets 目录，未能确认出处）</translation>
    </message>
    <message>
        <source>As the 256 GB row (bandwidth, FLOPS); 512 GB is offered with the 80-core GPU only (Ars Technica&apos;s table); GPU-usable memory: &apos;recommendedMaxWorkingSetSize = 498216.21 MB&apos; on a Mac Studio reporting 512 GiB (LM Studio log, omar16100/llm-benchmark@2e0b53b2d3c0ec8d7c20775254bf1f0a6e379f92 docs/27092026_recovered_gemma4_qwen35_run.md) = 464.0 GiB; power: Apple support 102027 (2025), M3 Ultra 32-core CPU &amp; 80-core GPU, 512GB, 16TB: idle 9 W, max 270 W, as quoted second-hand.</source>
        <translation>同 256 GB 一行（带宽、FLOPS）；512 GB 只搭配 80 核 GPU（Ars Technica 的表格）；GPU 可用内存：报告 512 GiB 的 Mac Studio 上《recommendedMaxWorkingSetSize = 498216.21 MB》（LM Studio 日志，omar16100/llm-benchmark@2e0b53b2d3c0ec8d7c20775254bf1f0a6e379f92 docs/27092026_recovered_gemma4_qwen35_run.md）= 464.0 GiB；功耗：Apple 支持文章 102027（2025），M3 Ultra 32 核 CPU、80 核 GPU、512GB、16TB：空闲 9 W，最高 270 W，转引自第三方。</translation>
    </message>
    <message>
        <source>Bandwidth/memory/TDP: https://www.svethardware.cz/amd-predstavuje-ryzen-ai-max-strix-halo-s-az-16-jadry-a-gpu-se-40-cu/61477 (LPDDR5x-8000, 256-bit interface, 256 GB/s; default TDP 55 W, configurable 45-120 W; Radeon 8060S 40 CU at 2900 MHz) and https://www.purepc.pl/amd-ryzen-ai-max-395-apu-strix-halo-test-recenzja-opinia (review, 2025-03: base TDP 55 W, configurable 45-120 W); GPU clock/CUs: https://techpowerup.com/330548/amd-debuts-ryzen-ai-max-series-strix-halo-soc-up-to-16-zen-5-cores-massive-igpu (2025-01-06: 40 CU, up to 2.90 GHz); FP16/BF16: https://whylucian.github.io/softab/docs/hardware-specs.html (&apos;Peak FP16/BF16 59.4 TFLOPS&apos;, 512 ops/clock/CU x 40 CU x 2.9 GHz) and github lhl/strix-halo-testing@03573bc9b8b6285d1d4232f3ad2a7a1f677b060a llm-bench/README.md (&apos;theoretical 59 FP16 TFLOPS (VPOD/WMMA) on RDNA 3.5&apos;); GPU-usable memory: https://www.amd.com/en/blogs/2025/faqs-amd-variable-graphics-memory-vram-ai-model-sizes-quantization-mcp-more.html (AMD blog, 2025-07-29: &apos;AMD Ryzen AI Max+ 395 (128GB) processor with 96GB of Variable Graphics Memory&apos;).</source>
        <translation>带宽／显存／TDP：https://www.svethardware.cz/amd-predstavuje-ryzen-ai-max-strix-halo-s-az-16-jadry-a-gpu-se-40-cu/61477（LPDDR5x-8000、256-bit 接口、256 GB/s；默认 TDP 55 W，可设置 45-120 W；Radeon 8060S 40 CU，2900 MHz）与 https://www.purepc.pl/amd-ryzen-ai-max-395-apu-strix-halo-test-recenzja-opinia（评测，2025-03：基础 TDP 55 W，可设置 45-120 W）；GPU 频率／CU 数：https://techpowerup.com/330548/amd-debuts-ryzen-ai-max-series-strix-halo-soc-up-to-16-zen-5-cores-massive-igpu（2025-01-06：40 CU，最高 2.90 GHz）；FP16/BF16：https://whylucian.github.io/softab/docs/hardware-specs.html（&apos;Peak FP16/BF16 59.4 TFLOPS&apos;，512 ops/clock/CU x 40 CU x 2.9 GHz）与 github lhl/strix-halo-testing@03573bc9b8b6285d1d4232f3ad2a7a1f677b060a llm-bench/README.md（&apos;theoretical 59 FP16 TFLOPS (VPOD/WMMA) on RDNA 3.5&apos;）；GPU 可用显存：https://www.amd.com/en/blogs/2025/faqs-amd-variable-graphics-memory-vram-ai-model-sizes-quantization-mcp-more.html（AMD 博客，2025-07-29：&apos;AMD Ryzen AI Max+ 395 (128GB) processor with 96GB of Variable Graphics Memory&apos;）。</translation>
    </message>
    <message>
        <source>Datasheet table (AMD&apos;s MI100 spec table as reproduced): https://www.notebookcheck.net/AMD-announces-CDNA-based-Instinct-MI100-GPU-with-120-CUs-for-HPC-promises-up-to-2-1x-more-performance-per-dollar-compared-to-the-NVIDIA-A100.504329.0.html (2020-11-16: 120 CUs, FP64 11.5, FP32 23.1, FP32 Matrix 46.1, FP16/FP16 Matrix 184.6, Int4/Int8 184.6 TOPS, bFLOAT16 92.3 TFLOPS (all &apos;Peak&apos;), 32 GB HBM2 ECC, 4096-bit, 1.2 GHz, 1.23 TB/s, PCIe Gen4, IF links/bandwidth 3 / 276 GB/s, TDP 300 W, passively cooled); heise report (English republication https://alkhaleejtoday.co/international/5374756/Server-accelerator-AMD-Instinct-MI100-Without-Radeon-but-with-115-FP64.html: four 8 GB HBM2 stacks at 1200 MHz = 1.228 TB/s, 1502 MHz boost, three IF links at 92 GB/s, 276 GB/s in all, &apos;for system integrators from 6400 US dollars&apos;); Tom&apos;s Hardware https://www.tomshardware.com/uk/news/amd-announces-the-instinct-mi100-gpu-cdna-breaks-10-tflops-barrier (2020-11-16: PCIe 4.0 card, 32 GB HBM2, 1.23 TB/s); ROCm docs https://rocm.docs.amd.com/en/latest/_sources/reference/gpu-arch/mi100.md (PCIe Gen4 x16 host link; 4-GPU hive on 23 GT/s IF links; CDNA architecture); price also https://huggingface.co/hardware/mi100 (&apos;MSRP $6.4k&apos;, &apos;Released 2020&apos;); device memory: github 2maz/slurm-monitor@0b32253993e8cd47528567ce29c52af90981ee78 tests/slurm_monitor/devices/test_gpu.py (rocm-smi CSV fixture &apos;Arcturus GL-XL [Instinct MI100]&apos;, &apos;VRAM Total Memory (B)&apos; 34342961152) and https://github.com/ROCm/rocBLAS/issues/1425 (rocblas-bench device line &apos;AMD Instinct MI100 gfx908:sramecc+:xnack- with 34.3 GB memory&apos;, 2025-03) and https://github.com/ROCm/legacy-rocm-build/issues/2722 (rocminfo MI100 pool &apos;Size: 33538048(0x1ffc000) KB&apos;); read/copy bandwidth: https://github.com/ROCm/rocm-amdgpu-bench/issues/4 (2025-02-14, gfx908 with 120 CUs: &apos;HBM BW ... mean:1041.0 GB/sec&apos;; the kernel is a copy, src read + dst written, traffic counted both ways per github ROCm/rocm-amdgpu-bench roofline.cpp @0ba05dc)</source>
        <translation>数据手册表格（转载的 AMD MI100 规格表）：https://www.notebookcheck.net/AMD-announces-CDNA-based-Instinct-MI100-GPU-with-120-CUs-for-HPC-promises-up-to-2-1x-more-performance-per-dollar-compared-to-the-NVIDIA-A100.504329.0.html（2020-11-16：120 个 CU、FP64 11.5、FP32 23.1、FP32 矩阵 46.1、FP16/FP16 矩阵 184.6、Int4/Int8 184.6 TOPS、bFLOAT16 92.3 TFLOPS（均为 &apos;Peak&apos;）、32 GB HBM2 ECC、4096-bit、1.2 GHz、1.23 TB/s、PCIe Gen4、IF links/bandwidth 3 / 276 GB/s、TDP 300 W、被动散热）；heise 报道（英文转载版 https://alkhaleejtoday.co/international/5374756/Server-accelerator-AMD-Instinct-MI100-Without-Radeon-but-with-115-FP64.html：四个 8 GB HBM2 堆栈，1200 MHz = 1.228 TB/s、加速频率 1502 MHz、three IF links at 92 GB/s, 276 GB/s in all、&apos;for system integrators from 6400 US dollars&apos;）；Tom&apos;s Hardware https://www.tomshardware.com/uk/news/amd-announces-the-instinct-mi100-gpu-cdna-breaks-10-tflops-barrier（2020-11-16：PCIe 4.0 板卡、32 GB HBM2、1.23 TB/s）；ROCm 文档 https://rocm.docs.amd.com/en/latest/_sources/reference/gpu-arch/mi100.md（PCIe Gen4 x16 主机链路；通过 23 GT/s IF 链路互连的 4-GPU 组；CDNA 架构）；价格另见 https://huggingface.co/hardware/mi100（&apos;MSRP $6.4k&apos;、&apos;Released 2020&apos;）；设备内存：github 2maz/slurm-monitor@0b32253993e8cd47528567ce29c52af90981ee78 tests/slurm_monitor/devices/test_gpu.py（rocm-smi CSV 测试数据 &apos;Arcturus GL-XL [Instinct MI100]&apos;、&apos;VRAM Total Memory (B)&apos; 34342961152）、https://github.com/ROCm/rocBLAS/issues/1425（rocblas-bench 的设备信息行 &apos;AMD Instinct MI100 gfx908:sramecc+:xnack- with 34.3 GB memory&apos;，2025-03）和 https://github.com/ROCm/legacy-rocm-build/issues/2722（rocminfo 的 MI100 内存池 &apos;Size: 33538048(0x1ffc000) KB&apos;）；读取／复制带宽：https://github.com/ROCm/rocm-amdgpu-bench/issues/4（2025-02-14，带 120 个 CU 的 gfx908：&apos;HBM BW ... mean:1041.0 GB/sec&apos;；该核函数为复制操作，读取 src + 写入 dst，流量按读写双向计算，依据 github ROCm/rocm-amdgpu-bench roofline.cpp @0ba05dc）</translation>
    </message>
    <message>
        <source>GitHub note, github Bit-Part-Young/blog source/_posts/hpc-tutorial.md @8883c84f4b47e00abbb2d046c76ecc35bdb53d65 (SJTU HPC fees as of 2023-05-30), quoting https://docs.hpc.sjtu.edu.cn</source>
        <translation>GitHub 笔记，github Bit-Part-Young/blog source/_posts/hpc-tutorial.md @8883c84f4b47e00abbb2d046c76ecc35bdb53d65（上海交大 HPC 收费，截至 2023-05-30），引自 https://docs.hpc.sjtu.edu.cn</translation>
    </message>
    <message>
        <source>GitHub project plan, github wyh1992995539/Vision-OPD-main docs/vision_opd_21_day_plan.md @03f62cddf51f32fee6981fbc998cc2a0662fd982 (paths /root/autodl-tmp)</source>
        <translation>GitHub 项目计划，github wyh1992995539/Vision-OPD-main docs/vision_opd_21_day_plan.md @03f62cddf51f32fee6981fbc998cc2a0662fd982（路径 /root/autodl-tmp）</translation>
    </message>
    <message>
        <source>Google Cloud TPU v5e documentation, https://docs.cloud.google.com/tpu/docs/v5e (&apos;HBM2 capacity and bandwidth | 16 GB, 819 GBps&apos;; &apos;Peak compute per chip (bf16) | 197 TFLOPs&apos;; &apos;Peak compute per chip (Int8) | 393 TOPs&apos;; &apos;Bidirectional inter-chip interconnect (ICI) bandwidth (per chip) | 400 GBps&apos;; &apos;Interconnect topology | 2D torus&apos;; &apos;Chips per host | 8&apos;); year: aiwiki.ai (third party), &apos;introduced in August 2023&apos;.</source>
        <translation>Google Cloud TPU v5e 文档，https://docs.cloud.google.com/tpu/docs/v5e（《HBM2 capacity and bandwidth | 16 GB, 819 GBps》；《Peak compute per chip (bf16) | 197 TFLOPs》；《Peak compute per chip (Int8) | 393 TOPs》；《Bidirectional inter-chip interconnect (ICI) bandwidth (per chip) | 400 GBps》；《Interconnect topology | 2D torus》；《Chips per host | 8》）；年份：aiwiki.ai（第三方），《introduced in August 2023》。</translation>
    </message>
    <message>
        <source>Google Cloud TPU v5p documentation, https://docs.cloud.google.com/tpu/docs/v5p-training (&apos;HBM capacity per chip (GiB) | 95&apos;; &apos;HBM bandwidth per chip (GBps) | 2765&apos;; &apos;Peak compute per chip (BF16) (TFLOPs) | 459&apos;; &apos;(FP8) (TFLOPs) | 459&apos;; &apos;Bidirectional inter-chip interconnect (ICI) bandwidth per chip (GBps) | 1200&apos;; &apos;Interconnect topology | 3D torus&apos;); https://docs.cloud.google.com/tpu/docs/tpu7x (v5p column, the same figures); year: aiwiki.ai (third party), &apos;Announced on December 6, 2023&apos;.</source>
        <translation>Google Cloud TPU v5p 文档，https://docs.cloud.google.com/tpu/docs/v5p-training（《HBM capacity per chip (GiB) | 95》；《HBM bandwidth per chip (GBps) | 2765》；《Peak compute per chip (BF16) (TFLOPs) | 459》；《(FP8) (TFLOPs) | 459》；《Bidirectional inter-chip interconnect (ICI) bandwidth per chip (GBps) | 1200》；《Interconnect topology | 3D torus》）；https://docs.cloud.google.com/tpu/docs/tpu7x（v5p 栏，数值相同）；年份：aiwiki.ai（第三方），《Announced on December 6, 2023》。</translation>
    </message>
    <message>
        <source>Google Cloud TPU v6e documentation, https://docs.cloud.google.com/tpu/docs/v6e (&apos;HBM capacity per chip | 32 GB&apos;; &apos;HBM bandwidth per chip | 1638 GBps&apos;; &apos;Peak compute per chip (bf16) | 918 TFLOPs&apos;; &apos;Peak compute per chip (Int8) | 1836 TOPs&apos;; &apos;Bidirectional inter-chip interconnect (ICI) bandwidth (per chip) | 800 GBps&apos;; &apos;Chips per host | 8&apos;; &apos;connects to the host through a PCIe Gen5 interface&apos;); FP8 918 and &apos;HBM capacity per chip (GiB) | ... | 32&apos; from https://docs.cloud.google.com/tpu/docs/tpu7x (v6e column); year: Google I/O 2024 announcement (indianexpress.com, 2024-05).</source>
        <translation>Google Cloud TPU v6e 文档，https://docs.cloud.google.com/tpu/docs/v6e（《HBM capacity per chip | 32 GB》；《HBM bandwidth per chip | 1638 GBps》；《Peak compute per chip (bf16) | 918 TFLOPs》；《Peak compute per chip (Int8) | 1836 TOPs》；《Bidirectional inter-chip interconnect (ICI) bandwidth (per chip) | 800 GBps》；《Chips per host | 8》；《connects to the host through a PCIe Gen5 interface》）；FP8 918 与 《HBM capacity per chip (GiB) | ... | 32》 取自 https://docs.cloud.google.com/tpu/docs/tpu7x（v6e 栏）；年份：Google I/O 2024 发布（indianexpress.com，2024-05）。</translation>
    </message>
    <message>
        <source>Peaks of the PCIe card: leliyliu/TileStack@d2113415a28109daf0f371a705c54d532628cb5e npus/07-C550硬件规格.md §2.5 (table &apos;C500 PCIe 版 / C500 OAM 版&apos;: PCIe FP16/BF16 240 TFLOPS, INT8 480 TOPS, FP32 vector 15; OAM 280 / 560 / 18, citing blog.csdn.net/qq_23934063/article/details/132473834 and the moark docs) and its §5 (&apos;C500 | PCIe 板卡 | 64 GB | 350 W | MetaXLink 2 / 4 卡互连 | 2024 年量产&apos;); the OAM module&apos;s peaks: Gitee AI docs &apos;Muxi GPU guide&apos; https://ai.gitee.com/docs/compute/domestic-gpu (undated; &apos;根据官方数据显示，沐曦 曦云®C500 OAM 加速卡支持以下主流精度 ... FP32 (vector): 18 TFLOPS ... TF32: 140 TFLOPS FP16: 280 TFLOPS BF16: 280 TFLOPS INT8: 560 TOPS&apos;; &apos;不支持FP8精度&apos;); memory, bandwidth and power: FlagOpen/FlagPerf base/benchmarks/main_memory-capacity/metax/README.md@d4a7f79c42ff74221c328cad9be3f8d0b5c3e5f4 (&apos;产品型号：曦云®C500 64G&apos;, &apos;TDP：350W&apos;, measured allocatable 60.71 of 64GiB) and main_memory-bandwidth/metax/README.md@dd33e59eae51d8ac9e475b956c88aea55bab077b (1376.045GB/s measured of 1.8TB/s rated, 74.6%); measured GEMM: FlagPerf base/benchmarks/computation-BF16/metax/README.md@0de8fcb8a03cc09b6af5c2beb3968d9b83f9422b (BF16 94.2% of the rated peak); PCIe Gen5 x16 and the 4-card interconnect: OpenCloudOS &apos;MetaX deployment practice&apos; https://docs.opencloudos.org/OC9/ai-deployment/GPU-optimization-practice/metax-deployment/ (&apos;PCIe要求支持Gen5 X16&apos;, &apos;C500 4卡互连拓扑&apos;); software: MetaX-MACA/vLLM-metax README.md@03ebb4429e09a546b0f0445118fd376a0c1e493a (&apos;a hardware plugin that enables vLLM to run seamlessly on MetaX GPUs&apos;), MetaX-MACA/mcPytorch README.md@2ee4c34194937f3329cb7ecd27427927dfa3299e (PyTorch 2.8.0, the device as &apos;cuda&apos;), FlagPerf training/metax (DeepSpeed 0.10.0, Megatron-DeepSpeed, FlagScale).</source>
        <translation>PCIe 卡的峰值：leliyliu/TileStack@d2113415a28109daf0f371a705c54d532628cb5e npus/07-C550硬件规格.md §2.5 （表《C500 PCIe 版 / C500 OAM 版》：PCIe 版 FP16/BF16 240 TFLOPS、INT8 480 TOPS、FP32 向量 15；OAM 版 280 / 560 / 18，引用 blog.csdn.net/qq_23934063/article/details/132473834 与 moark 文档）及其 §5（《C500 | PCIe 板卡 | 64 GB | 350 W | MetaXLink 2 / 4 卡互连 | 2024 年量产》）；OAM 模组的峰值：Gitee AI 文档《沐曦 GPU 使用指南》https://ai.gitee.com/docs/compute/domestic-gpu （未注明日期；《根据官方数据显示，沐曦 曦云®C500 OAM 加速卡支持以下主流精度 ... FP32 (vector): 18 TFLOPS ... TF32: 140 TFLOPS FP16: 280 TFLOPS BF16: 280 TFLOPS INT8: 560 TOPS》；《不支持FP8精度》）；内存、带宽与功耗：FlagOpen/FlagPerf base/benchmarks/main_memory-capacity/metax/README.md@d4a7f79c42ff74221c328cad9be3f8d0b5c3e5f4 （《产品型号：曦云®C500 64G》、《TDP：350W》，实测可分配 64GiB 中的 60.71） 与 main_memory-bandwidth/metax/README.md@dd33e59eae51d8ac9e475b956c88aea55bab077b （额定 1.8TB/s，实测 1376.045GB/s，74.6%）；实测 GEMM：FlagPerf base/benchmarks/computation-BF16/metax/README.md@0de8fcb8a03cc09b6af5c2beb3968d9b83f9422b （BF16 为额定峰值的 94.2%）；PCIe Gen5 x16 与 4 卡互连：OpenCloudOS《基于 OpenCloudOS 的沐曦部署实践》https://docs.opencloudos.org/OC9/ai-deployment/GPU-optimization-practice/metax-deployment/ （《PCIe要求支持Gen5 X16》、《C500 4卡互连拓扑》）；软件：MetaX-MACA/vLLM-metax README.md@03ebb4429e09a546b0f0445118fd376a0c1e493a （《a hardware plugin that enables vLLM to run seamlessly on MetaX GPUs》），MetaX-MACA/mcPytorch README.md@2ee4c34194937f3329cb7ecd27427927dfa3299e （PyTorch 2.8.0，设备名为 《cuda》），FlagPerf training/metax（DeepSpeed 0.10.0、Megatron-DeepSpeed、FlagScale）。</translation>
    </message>
    <message>
        <source>Tensor peaks: NVIDIA technical blog &apos;Introducing NVIDIA Jetson Thor, the Ultimate Platform for Physical AI&apos; https://developer.nvidia.com/blog/introducing-nvidia-jetson-thor-the-ultimate-platform-for-physical-ai/ (2025-08), its spec table as transcribed in https://github.com/huggingface/huggingface.js/pull/1710 (2025-08-28: &apos;2070 TFLOPS (Sparse FP4) 1035 TFLOPS (Dense FP4 | Sparse FP8 | Sparse INT8) 517 TFLOPs (Dense FP8 | Sparse FP16)&apos;, &apos;128 GB 256-bit LPDDR5X, 273 GB/s&apos;); FP16 dense 258.5 also https://huggingface.co/hardware/jetson-t5000 (&apos;TFLOPS 258.5&apos;, &apos;Power 130W&apos;, &apos;MSRP $3.5k&apos;, &apos;Released 2025&apos;); GPU config: NVIDIA Developer Forums thread &apos;Clarification on CUDA Core and Tensor Core counts for Jetson AGX Thor&apos; https://forums.developer.nvidia.com/t/356355 (runtime: &apos;NVIDIA Thor&apos;, 20 SMs = 2560 CUDA cores, 32 MiB L2); 40-130 W module range: NVIDIA Jetson Thor product page https://www.nvidia.com/en-us/autonomous-machines/embedded-systems/jetson-thor/ (not re-read for this row; the 130 W maximum is also on huggingface.co/hardware/jetson-t5000); device memory: github changjongkim/thor_gtier@fcb6d5667e6c4ba7b7d923164890d48a3338db03 docs/PLATFORM_NOTES.md (2026-09-22, dev kit p3834-0008, L4T R39.2 / JetPack 7.2, CUDA 13.0: &apos;cudaMemGetInfo reports 104.8 GiB free of 122.8 GiB&apos;) and the same repo&apos;s README (llama.cpp: &apos;Device 0: NVIDIA Thor, compute capability 11.0, VMM: yes, VRAM: 125748 MiB&apos;); read bandwidth: same PLATFORM_NOTES.md (&apos;GPU STREAM-triad, mapped memory 250.2 GB/s&apos;, MAXN + jetson_clocks; 256-bit / 4266 MHz = 273 GB/s theoretical); measured GEMM: https://github.com/zzc0721/torch-performance-test-data/issues/151 (2026-03-21, &apos;NVIDIA Thor&apos;, PyTorch 2.8.0 NV 25.08 build: BF16 4096x4096 135.37 TFLOPS, FP16 best 121.46, TF32 59.50, FP32 6.37) and https://github.com/mlc-ai/TIRx-kernels/pull/160 (2026-09-05, sm_110a 20 SM: BF16 4096^3 1,124.945 us = 122.2 TFLOP/s TIRx, 1,693.179 us = 81.2 TFLOP/s cuBLAS); LLM throughput: github antirez/ds4@2374c64073dbfd55b0310fe2b88cd2f2f9a3a8b9 speed-bench/jetson_agx_thor.csv (PR #788) and NVIDIA TensorRT Edge-LLM benchmarks https://nvidia.github.io/TensorRT-Edge-LLM/user_guide/performance/performance-benchmarks.html (SDK 0.4.0) and https://nvidia.github.io/TensorRT-Edge-LLM/latest/user_guide/performance/performance-benchmarks.html (SDK 0.7.0), both &apos;NVIDIA Jetson AGX Thor Developer Kit (Blackwell, SM110)&apos;; release: NVIDIA JetPack 7.0 / Jetson Linux 38.2 downloads page https://developer.nvidia.com/embedded/jetpack/downloads/archive-7.0.md (installer dated 2025-08-22) and https://docs.nvidia.com/jetson/agx-thor-devkit/user-guide/latest (dev kit, T5000 SoM)</source>
        <translation>张量算力峰值：NVIDIA 技术博客 &apos;Introducing NVIDIA Jetson Thor, the Ultimate Platform for Physical AI&apos; https://developer.nvidia.com/blog/introducing-nvidia-jetson-thor-the-ultimate-platform-for-physical-ai/（2025-08），其规格表转录于 https://github.com/huggingface/huggingface.js/pull/1710（2025-08-28：&apos;2070 TFLOPS (Sparse FP4) 1035 TFLOPS (Dense FP4 | Sparse FP8 | Sparse INT8) 517 TFLOPs (Dense FP8 | Sparse FP16)&apos;、&apos;128 GB 256-bit LPDDR5X, 273 GB/s&apos;）；FP16 稠密 258.5 另见 https://huggingface.co/hardware/jetson-t5000（&apos;TFLOPS 258.5&apos;、&apos;Power 130W&apos;、&apos;MSRP $3.5k&apos;、&apos;Released 2025&apos;）；GPU 配置：NVIDIA 开发者论坛帖子 &apos;Clarification on CUDA Core and Tensor Core counts for Jetson AGX Thor&apos; https://forums.developer.nvidia.com/t/356355（运行时：&apos;NVIDIA Thor&apos;、20 个 SM = 2560 个 CUDA 核心、32 MiB L2 缓存）；40-130 W 模组功耗范围：NVIDIA Jetson Thor 产品页面 https://www.nvidia.com/en-us/autonomous-machines/embedded-systems/jetson-thor/（本条未重新查阅；130 W 上限亦见于 huggingface.co/hardware/jetson-t5000）；设备内存：github changjongkim/thor_gtier@fcb6d5667e6c4ba7b7d923164890d48a3338db03 docs/PLATFORM_NOTES.md（2026-09-22，开发套件 p3834-0008，L4T R39.2 / JetPack 7.2，CUDA 13.0：&apos;cudaMemGetInfo reports 104.8 GiB free of 122.8 GiB&apos;）以及同一仓库的 README（llama.cpp：&apos;Device 0: NVIDIA Thor, compute capability 11.0, VMM: yes, VRAM: 125748 MiB&apos;）；读取带宽：同一个 PLATFORM_NOTES.md（&apos;GPU STREAM-triad, mapped memory 250.2 GB/s&apos;，MAXN + jetson_clocks；256-bit / 4266 MHz = 273 GB/s（理论值））；实测 GEMM：https://github.com/zzc0721/torch-performance-test-data/issues/151（2026-03-21，&apos;NVIDIA Thor&apos;，PyTorch 2.8.0 NV 25.08 构建版本：BF16 4096x4096 135.37 TFLOPS、FP16 最佳 121.46、TF32 59.50、FP32 6.37）和 https://github.com/mlc-ai/TIRx-kernels/pull/160（2026-09-05，sm_110a 20 个 SM：BF16 4096^3，TIRx 为 1,124.945 us = 122.2 TFLOP/s，cuBLAS 为 1,693.179 us = 81.2 TFLOP/s）；LLM 吞吐量：github antirez/ds4@2374c64073dbfd55b0310fe2b88cd2f2f9a3a8b9 speed-bench/jetson_agx_thor.csv（PR #788），以及 NVIDIA TensorRT Edge-LLM 基准测试 https://nvidia.github.io/TensorRT-Edge-LLM/user_guide/performance/performance-benchmarks.html（SDK 0.4.0）和 https://nvidia.github.io/TensorRT-Edge-LLM/latest/user_guide/performance/performance-benchmarks.html（SDK 0.7.0），两者的测试平台均为 &apos;NVIDIA Jetson AGX Thor Developer Kit (Blackwell, SM110)&apos;；发布：NVIDIA JetPack 7.0 / Jetson Linux 38.2 下载页面 https://developer.nvidia.com/embedded/jetpack/downloads/archive-7.0.md（安装程序日期为 2025-08-22）和 https://docs.nvidia.com/jetson/agx-thor-devkit/user-guide/latest（开发套件，T5000 SoM）</translation>
    </message>
    <message>
        <source>archive-lib.hpctech.co.jp NVIDIA H100 SXM/PCIe table (HBM2e, 2000 GB/s, 300-350W, NVLink 600GB/s); manuals.plus H100 PCIe product brief PB-11133-001 (350W); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_pcie.yaml @095f58a (756.5 dense); cloud Lambda Cloud list price via github skypilot-org/skypilot-catalog catalogs/v6/lambda/vms.csv @098741e (undated snapshot, ~2024-25); SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too)</source>
        <translation>archive-lib.hpctech.co.jp 的 NVIDIA H100 SXM/PCIe 规格表（HBM2e、2000 GB/s、300-350W、NVLink 600GB/s）；manuals.plus 的 H100 PCIe 产品简介 PB-11133-001（350W）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_pcie.yaml @095f58a（稠密 756.5）；云：Lambda Cloud 标价，经 github skypilot-org/skypilot-catalog catalogs/v6/lambda/vms.csv @098741e（未注明日期的快照，约 2024-25）；SM 数：NVIDIA H100 Tensor Core GPU Architecture 白皮书（2022：H100 SXM5 有 132 个，H100 PCIe 有 114 个；H800 SXM、H200 SXM 与 GH200 采用相同的 GH100 配置）</translation>
    </message>
    <message>
        <source>baseten.co/blog/nvidia-a10-vs-a10g-for-ml-model-inference (same 24GB/600GB/s as A10, lower tensor throughput); tensor TFLOPS derived: 80 SMs x 512 FLOP/clk x ~1.71 GHz; price AWS us-east-1 on-demand list price (2023-May 2025) as published on https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut (not re-read here) and repeated in many public code price tables (g4dn.xlarge 0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an mlprof targets catalog on GitHub, was not identified)</source>
        <translation>baseten.co/blog/nvidia-a10-vs-a10g-for-ml-model-inference（与 A10 同为 24GB/600GB/s，张量算力较低）；张量 TFLOPS 推算：80 个 SM × 512 FLOP/时钟 × 约 1.71 GHz；价格：AWS us-east-1 按需定价（2023 年至 2025 年 5 月），刊于 https://aws.amazon.com/ec2/pricing/on-demand/，直到 2025 年 6 月 P4/P5 降价为止（此处未重新核查），并见于许多公开代码的价格表（g4dn.xlarge 0.526、p3.2xlarge 3.06、p4d 32.77、p4de 40.97、p5 98.32；最初采用的那份表格，即 GitHub 上的 mlprof targets 目录，未能确认出处）</translation>
    </message>
    <message>
        <source>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a (910B 2023, 400 W, 64G HBM2e, HCCS 56 GB/s one-to-one / 392 GB/s total, FP16 320, INT8 640); github gameofdimension/limulidae README.md @19e5996522845cc0efc2bf031dbe4ea518ff54f8 (measured BF16 GEMM 328 TFLOPS; 2-card all_reduce 18 GB/s)</source>
        <translation>github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md @0fb7e91c997e50f699aaf9d317e0d42fd045921a（910B，2023 年，400 W，64G HBM2e，HCCS 点对点 56 GB/s、总计 392 GB/s，FP16 320，INT8 640）；github gameofdimension/limulidae README.md @19e5996522845cc0efc2bf031dbe4ea518ff54f8（实测 BF16 GEMM 328 TFLOPS；双卡 all_reduce 18 GB/s）</translation>
    </message>
    <message>
        <source>github Enddonkey/MiniOneRec-Reproduction README.md @168264101d160b5dc6a1b3681924f348b5606c85 - MiniOneRec reproduction cost note (AutoDL A800 ~6-8 CNY/h)</source>
        <translation>github Enddonkey/MiniOneRec-Reproduction README.md @168264101d160b5dc6a1b3681924f348b5606c85 — MiniOneRec 复现成本附注（AutoDL A800 约每小时 6–8 元）</translation>
    </message>
    <message>
        <source>github astroC86/gpu-datasheet README.md (NVIDIA H800 datasheet: 80GB, 3.35 TB/s, 1979 BF16 sparse, 3958 FP8 sparse); github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512 (H800: 3350 GB/s, 989 FP16, NVLink 400); DeepSeek-V3 report §3.1 (NVLink 400 GB/s); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (H100 SXM 80.3%, same GH100 die); stream bandwidth: the H100 SXM&apos;s BabelStream Dot, 3.18 of 3.35 TB/s (github Azure/AI-benchmarking-guide @f350e7e6 &apos;Azure Results/ND_H100_v5_results.md&apos;), same GH100 die and HBM3; SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too)</source>
        <translation>github astroC86/gpu-datasheet README.md（NVIDIA H800 规格表：80GB，3.35 TB/s，BF16 稀疏 1979，FP8 稀疏 3958）；github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512（H800：3350 GB/s，FP16 989，NVLink 400）；DeepSeek-V3 技术报告 §3.1（NVLink 400 GB/s）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（最大可达矩阵乘法 FLOPS 表，BF16）（H100 SXM 80.3%，同为 GH100 芯片）；流带宽：H100 SXM 的 BabelStream Dot，3.18 / 3.35 TB/s（github Azure/AI-benchmarking-guide @f350e7e6 「Azure Results/ND_H100_v5_results.md」），相同的 GH100 芯片与 HBM3；SM 数：NVIDIA H100 Tensor Core GPU Architecture 白皮书（2022：H100 SXM5 有 132 个，H100 PCIe 有 114 个；H800 SXM、H200 SXM 与 GH200 采用相同的 GH100 配置）</translation>
    </message>
    <message>
        <source>github atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/gh200_specs.md @ff052946489e8bb55dce164802bdb7c01251fde6 (NVIDIA GH200 datasheet); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (GH200 83.8%, 900 W 141GB HBM3e version); SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too)</source>
        <translation>github atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/gh200_specs.md @ff052946489e8bb55dce164802bdb7c01251fde6（NVIDIA GH200 数据手册）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）（GH200 83.8%，900 W、141GB HBM3e 版本）；SM 数：NVIDIA H100 Tensor Core GPU Architecture 白皮书（2022：H100 SXM5 有 132 个，H100 PCIe 有 114 个；H800 SXM、H200 SXM 与 GH200 采用相同的 GH100 配置）</translation>
    </message>
    <message>
        <source>github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512 (NVIDIA_H20_SXM5_141GB: 4800 GB/s, FP16 148e12, INT8 296e12, 141 GB, interconnect 900)</source>
        <translation>github citsjtu2020/LLM-Prof hardware_spec.md @8434c8d19c396b2f95d92a67845a7c0a0e0dd512（NVIDIA_H20_SXM5_141GB：4800 GB/s，FP16 148e12，INT8 296e12，141 GB，互连 900）</translation>
    </message>
    <message>
        <source>github iree-org/iree@009c008dc39208c9aba98051bb6ab7b2d7d88e20 compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp (ChipDetails, comment: &apos;&quot;AMD Instinct MI350 Series Product Offerings&quot; in Page 18 of https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf&apos;) (mi355x: 8.0 TB/s; FP32 157.3, FP16 2500, Int8 5000, FP8 5000, FP6 10000, FP4 10000); github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md (mirror of stas00/ml-engineering; &apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;) (AMD MI355X: fp32 157.3, fp16 2500, bf16 2500, fp8 5000, int8 5000, fp6 10100, fp4 10100; note 22: &apos;these are AMD&apos;s dense figures&apos;; MAMF BF16 row &apos;AMD MI355X 1565.0 | 2300 | 68.0% | 12288x8192x8192 | 2.8.0+rocm7.0.2&apos;); https://github.com/verl-project/verl/pull/6942 (&apos;MI355X (2.5 PFLOPS dense)&apos; BF16/FP16); https://rocm.docs.amd.com/en/7.13.0-preview/reference/gpu-specs.html (VRAM (GiB) 288 for MI355X and MI350X); https://www.tomshardware.com/pc-components/gpus/amds-instinct-mi355x-accelerator-will-consume-1-400-watts (&apos;MI350X module with a 1000W power consumption ... MI355X ... up to 1400W&apos;; &apos;Both SKUs will come with 288GB HBM3E memory that will offer up to 8 TB/s&apos;); https://raw.githubusercontent.com/mlcommons/inference_results_v6.0/main/closed/AMD/results/87xMI355X_22xEPYC_9575F/summary.html (&apos;accelerator_host_interconnect | PCIe Gen 5 x16&apos;, &apos;accelerator_interconnect | XGMI&apos;); https://aiwiki.ai/wiki/amd_instinct_mi355x (announced 2025-06-12, GA October 2025) ; interconnect 1075.2 GB/s bidirectional = 7 xGMI links x 153.6 GB/s (github olcf/olcf-user-docs@039cb1a systems/lux_user_guide.rst: 153.6 GB/s per link; TechPowerUp 2025-06; the CDNA 4 white paper&apos;s 7 links at 38.4 Gbps a lane), checked against RCCL all-reduce busbw on 8 GPUs: MI355X 407.26 GB/s at 8 GiB (github oracle-quickstart/oci-gpu-quickstarts@2dbe853), MI350X 367.51 GB/s (AMD&apos;s acceptance docs, pass mark &gt;= 350), where 0.71 x 537.6 = 382</source>
        <translation>github iree-org/iree@009c008dc39208c9aba98051bb6ab7b2d7d88e20 compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp（ChipDetails，注释：&apos;&quot;AMD Instinct MI350 Series Product Offerings&quot; in Page 18 of https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf&apos;）（mi355x：8.0 TB/s；FP32 157.3、FP16 2500、Int8 5000、FP8 5000、FP6 10000、FP4 10000）；github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec compute/accelerator/README.md（stas00/ml-engineering 的镜像；&apos;TFLOPS comparison table&apos; + &apos;Maximum Achievable Matmul FLOPS comparison table&apos;）（AMD MI355X：fp32 157.3、fp16 2500、bf16 2500、fp8 5000、int8 5000、fp6 10100、fp4 10100；注 22：&apos;these are AMD&apos;s dense figures&apos;；MAMF BF16 行：&apos;AMD MI355X 1565.0 | 2300 | 68.0% | 12288x8192x8192 | 2.8.0+rocm7.0.2&apos;）；https://github.com/verl-project/verl/pull/6942（&apos;MI355X (2.5 PFLOPS dense)&apos;，BF16/FP16）；https://rocm.docs.amd.com/en/7.13.0-preview/reference/gpu-specs.html（MI355X 与 MI350X 的 VRAM（GiB）均为 288）；https://www.tomshardware.com/pc-components/gpus/amds-instinct-mi355x-accelerator-will-consume-1-400-watts（&apos;MI350X module with a 1000W power consumption ... MI355X ... up to 1400W&apos;；&apos;Both SKUs will come with 288GB HBM3E memory that will offer up to 8 TB/s&apos;）；https://raw.githubusercontent.com/mlcommons/inference_results_v6.0/main/closed/AMD/results/87xMI355X_22xEPYC_9575F/summary.html（&apos;accelerator_host_interconnect | PCIe Gen 5 x16&apos;、&apos;accelerator_interconnect | XGMI&apos;）；https://aiwiki.ai/wiki/amd_instinct_mi355x（2025-06-12 发布，2025 年 10 月正式上市）；互连 1075.2 GB/s 双向 = 7 条 xGMI 链路 × 153.6 GB/s（github olcf/olcf-user-docs@039cb1a systems/lux_user_guide.rst：每条链路 153.6 GB/s；TechPowerUp 2025-06；CDNA 4 白皮书：7 条链路，每通道 38.4 Gbps），以 8 张 GPU 上 RCCL all-reduce 总线带宽核对：MI355X 在 8 GiB 时 407.26 GB/s（github oracle-quickstart/oci-gpu-quickstarts@2dbe853），MI350X 367.51 GB/s（AMD 验收文件，合格线 &gt;= 350），而 0.71 × 537.6 = 382</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (2250 bf16, 4500 fp8, 9000 fp4, 80 fp32, 180GB, 8 TB/s; cites DGX B200 datasheet); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/b200_sxm.yaml @095f58a (7.7 TB/s, 180 GiB, 1000W, NVLink 900 GB/s per direction); price alpha-one-index.github.io ai-infra-index (2026-03); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); SMs: Chips and Cheese, &apos;Nvidia&apos;s B200: Keeping the CUDA Juggernaut Rolling&apos; (2025-12: 148, 74 of 80 a die)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）（2250 bf16、4500 fp8、9000 fp4、80 fp32、180GB、8 TB/s；引用 DGX B200 数据手册）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/b200_sxm.yaml @095f58a（7.7 TB/s、180 GiB、1000W、NVLink 每方向 900 GB/s）；价格：alpha-one-index.github.io ai-infra-index（2026-03）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；SM 数：Chips and Cheese《Nvidia&apos;s B200: Keeping the CUDA Juggernaut Rolling》（2025-12：148 个，每颗裸片 80 个中启用 74 个）</translation>
    </message>
    <message>
        <source>github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages) (note 23: per-chip 2500/5000/10000, 186GB, 8 TB/s); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/gb200.yaml @095f58a (1200W, nvidia-smi ~189471 MiB, 900 GB/s/dir NVLink); hmc-tech GB200 (2700W superchip); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); host link: github Azure/AI-benchmarking-guide @2a370be Azure_Results/ND_GB200_v6_results.md (nvbandwidth on ND GB200 v6: host to device 201 GB/s, device to host 193 GB/s)</source>
        <translation>github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）（注 23：每颗芯片 2500/5000/10000、186GB、8 TB/s）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/gb200.yaml @095f58a（1200W、nvidia-smi 约 189471 MiB、NVLink 每方向 900 GB/s）；hmc-tech 的 GB200 数据（超级芯片 2700W）；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；主机链路：github Azure/AI-benchmarking-guide @2a370be Azure_Results/ND_GB200_v6_results.md（ND GB200 v6 上的 nvbandwidth：主机到设备 201 GB/s，设备到主机 193 GB/s）</translation>
    </message>
    <message>
        <source>glennklockwood.com/garden/processors/h100 (989.4 dense, 3.35 TB/s, 900 GB/s NVLink, 700W); archive-lib.hpctech.co.jp NVIDIA H100 table; github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml @095f58a; github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price awesomeagents.ai / alpha-one-index AI infra index (2026-03); cloud June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com &amp; compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved; MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); read bandwidth: BabelStream Dot 3.18 of 3.35 TB/s, github Azure/AI-benchmarking-guide @f350e7e6 &apos;Azure Results/ND_H100_v5_results.md&apos; (Triad 2.97, Copy 2.90); SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too); CUDA-reported total 79.19 GiB: github llm-d-incubation/llm-d-planner @2d557dcaab965f16c7f9081b1e90db2b80532e7d docs/accuracy/vllm-v0.19.0-accuracy-report.md (&apos;H100 physical VRAM is 79.19 GiB&apos;); vLLM start-up logs &apos;Free memory on device (78.57/79.18 GiB)&apos; (github llm-d/llm-d-benchmark @4f4d44943c39b76b28e30dfa1fb0dfaf1ee894b5 config_explorer/empirical-vllm-memory-results.md)</source>
        <translation>glennklockwood.com/garden/processors/h100（稠密 989.4、3.35 TB/s、NVLink 900 GB/s、700W）；archive-lib.hpctech.co.jp 的 NVIDIA H100 规格表；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml @095f58a；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）；价格：awesomeagents.ai／alpha-one-index 的 AI 基础设施指数（2026-03）；云：2025 年 6 月 AWS 按需价格下调（P5 最多约 45%，P4 约 33%），据二手来源：codesota.com 与 compux.net（p5 每 GPU 小时 $6.88）、usage.ai、github carsonpo/gpus costs/aws.md（p4d 每小时约 $22，p4de 每小时约 $27）；未获取 AWS 公告原文；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；读取带宽：BabelStream Dot 3.18 / 3.35 TB/s，github Azure/AI-benchmarking-guide @f350e7e6 「Azure Results/ND_H100_v5_results.md」（Triad 2.97，Copy 2.90）；SM 数：NVIDIA H100 Tensor Core GPU Architecture 白皮书（2022：H100 SXM5 有 132 个，H100 PCIe 有 114 个；H800 SXM、H200 SXM 与 GH200 采用相同的 GH100 配置）；CUDA 报告的总量 79.19 GiB：github llm-d-incubation/llm-d-planner @2d557dcaab965f16c7f9081b1e90db2b80532e7d docs/accuracy/vllm-v0.19.0-accuracy-report.md（“H100 physical VRAM is 79.19 GiB”）；vLLM 启动日志“Free memory on device (78.57/79.18 GiB)”（github llm-d/llm-d-benchmark @4f4d44943c39b76b28e30dfa1fb0dfaf1ee894b5 config_explorer/empirical-vllm-memory-results.md）</translation>
    </message>
    <message>
        <source>https://bizon-tech.com/bizon-zx9000.html as quoted by the &apos;CMIS Daily report generator&apos;, github Gavinzll/compute-market-report scripts/generate_cmis_daily.py (an earlier version than @03986ed83b0aa5ebc0a8b0a92144bd02450c22da; that version&apos;s commit not identified)</source>
        <translation>https://bizon-tech.com/bizon-zx9000.html，引自“CMIS Daily report generator”，github Gavinzll/compute-market-report scripts/generate_cmis_daily.py（比 @03986ed83b0aa5ebc0a8b0a92144bd02450c22da 更早的版本；该版本的 commit 未能确认）</translation>
    </message>
    <message>
        <source>https://m.smm.cn/news/detail/103972174 and https://news.smm.cn/live/metal/143 (SMM) as quoted in the &apos;CMIS Daily report generator&apos;, github Gavinzll/compute-market-report scripts/generate_cmis_daily.py @03986ed83b0aa5ebc0a8b0a92144bd02450c22da (its RunPod and Vast.ai figures from https://www.runpod.io/pricing and https://vast.ai/pricing)</source>
        <translation>https://m.smm.cn/news/detail/103972174 与 https://news.smm.cn/live/metal/143（上海有色网 SMM），引自“CMIS Daily report generator”，github Gavinzll/compute-market-report scripts/generate_cmis_daily.py @03986ed83b0aa5ebc0a8b0a92144bd02450c22da（其中 RunPod 与 Vast.ai 数字取自 https://www.runpod.io/pricing 与 https://vast.ai/pricing）</translation>
    </message>
    <message>
        <source>https://matpool.com/host-market , https://www.autodl.com/price , https://openbayes.com as quoted in a 2026 GitHub rental guide, github zhaohaoming-commits/embodied-policy-lab docs/cloud_gpu_guide.md @e60262508a4c82690be09608b931c3573bb74226 (updated 2026-08-09)</source>
        <translation>https://matpool.com/host-market、https://www.autodl.com/price、https://openbayes.com，引自一份 2026 年的 GitHub 租用指南，github zhaohaoming-commits/embodied-policy-lab docs/cloud_gpu_guide.md @e60262508a4c82690be09608b931c3573bb74226（2026-08-09 更新）</translation>
    </message>
    <message>
        <source>leliyliu/TileStack@d2113415a28109daf0f371a705c54d532628cb5e npus/07-C550硬件规格.md (2026-08-03: the vendor&apos;s product pages metax-tech.com/prod.html?cid=107&amp;id=35 and cid=110&amp;id=44 as it quotes them — OAM 1.5/2.0 module, 64 GB with ECC, MetaXLink 8 cards fully connected &apos;up to 896 GB/s&apos;, 450 W, 8 a server, PCIe 5.0 x16, no FP8; its measurements on 8 cards — mx-smi HBM2e, memoryBusWidth 4096 at 1800 MHz (1,843 GB/s), 7 MetaXLink links a card, mccl_tests all-reduce 188 GB/s algbw / 329 GB/s busbw at 1 GB) and docs/metax_c550_integration.md @ff7873e1dd4f73b0fbf25b62783925b0ef79e99f (2026-08-18, MACA 3.7.1.17, torch 2.8.0+metax: GEMM 8192³ FP16 275.03 TFLOPS, BF16 269.34; torch copy 1,429 GB/s, add 1,480 GB/s); the 280 TFLOPS BF16/FP16 peak is the C500 OAM module&apos;s vendor figure (ai.gitee.com/docs/compute/domestic-gpu), the C550 being the same XCORE chip on an OAM module; memory seen by mx-smi: PaddlePaddle/PaddleNLP@e0064ad939f222fe4cbb86e79dbff59760d2314c llm/devices/metax/llama/README.md (8 × MXC550, 65536 MiB, 2024-09-23)</source>
        <translation>leliyliu/TileStack@d2113415a28109daf0f371a705c54d532628cb5e npus/07-C550硬件规格.md（2026-08-03：其引述的厂商产品页 metax-tech.com/prod.html?cid=107&amp;id=35 与 cid=110&amp;id=44——OAM 1.5/2.0 模组、64 GB 含 ECC、MetaXLink 8 卡全互连《最高 896 GB/s》、450 W、每台服务器 8 张、PCIe 5.0 x16、无 FP8；其在 8 张卡上的实测——mx-smi 显示 HBM2e、memoryBusWidth 4096 于 1800 MHz（1,843 GB/s）、每张卡 7 条 MetaXLink、mccl_tests 1 GB all-reduce 算法带宽 188 GB/s、总线带宽 329 GB/s）与 docs/metax_c550_integration.md @ff7873e1dd4f73b0fbf25b62783925b0ef79e99f（2026-08-18，MACA 3.7.1.17，torch 2.8.0+metax：GEMM 8192³ FP16 275.03 TFLOPS、BF16 269.34；torch copy 1,429 GB/s、add 1,480 GB/s）；BF16/FP16 峰值 280 TFLOPS 为 C500 OAM 模组的厂商数据（ai.gitee.com/docs/compute/domestic-gpu），C550 为同一 XCORE 芯片的 OAM 模组；mx-smi 所见内存：PaddlePaddle/PaddleNLP@e0064ad939f222fe4cbb86e79dbff59760d2314c llm/devices/metax/llama/README.md（8 × MXC550，65536 MiB，2024-09-23）</translation>
    </message>
    <message>
        <source>networkoutlet T4 spec table (16GB GDDR6, 65 TFLOPS FP16, 130 TOPS INT8, 70W); sysrqmts TU104 db (320 GB/s, 8.141 FP32, PCIe 3.0); price AWS us-east-1 on-demand list price (2023-May 2025) as published on https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut (not re-read here) and repeated in many public code price tables (g4dn.xlarge 0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an mlprof targets catalog on GitHub, was not identified)</source>
        <translation>networkoutlet T4 规格表（16GB GDDR6，FP16 65 TFLOPS，INT8 130 TOPS，70W）；sysrqmts TU104 数据库（320 GB/s，FP32 8.141，PCIe 3.0）；价格：AWS us-east-1 按需定价（2023 年至 2025 年 5 月），刊于 https://aws.amazon.com/ec2/pricing/on-demand/，直到 2025 年 6 月 P4/P5 降价为止（此处未重新核查），并见于许多公开代码的价格表（g4dn.xlarge 0.526、p3.2xlarge 3.06、p4d 32.77、p4de 40.97、p5 98.32；最初采用的那份表格，即 GitHub 上的 mlprof targets 目录，未能确认出处）</translation>
    </message>
    <message>
        <source>networkoutlet T4 spec table (16GB GDDR6, 65 TFLOPS FP16, 130 TOPS INT8, 70W); sysrqmts TU104 db (320 GB/s, 8.141 FP32, PCIe 3.0); price AWS us-east-1 on-demand list price (2023-May 2025) as published on https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut (not re-read here) and repeated in many public code price tables (g4dn.xlarge 0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an mlprof targets catalog on GitHub, was not identified); measured GEMM: NVIDIA Developer Forums thread 264462 &apos;About GPU peak performance&apos; (2023-08: cuBLAS FP16 4096^3 over 100 iterations about 24 TFLOPS; NVIDIA&apos;s reply: power capping to the T4&apos;s ~70 W)</source>
        <translation>networkoutlet T4 规格表（16GB GDDR6，FP16 65 TFLOPS，INT8 130 TOPS，70W）；sysrqmts TU104 数据库（320 GB/s，FP32 8.141，PCIe 3.0）；价格：AWS us-east-1 按需定价（2023 年至 2025 年 5 月），刊于 https://aws.amazon.com/ec2/pricing/on-demand/，直到 2025 年 6 月 P4/P5 降价为止（此处未重新核查），并见于许多公开代码的价格表（g4dn.xlarge 0.526、p3.2xlarge 3.06、p4d 32.77、p4de 40.97、p5 98.32；最初采用的那份表格，即 GitHub 上的 mlprof targets 目录，未能确认出处）；实测矩阵乘法：NVIDIA 开发者论坛讨论串 264462“About GPU peak performance”（2023-08：cuBLAS FP16 4096^3 跑 100 次约 24 TFLOPS；NVIDIA 的回复：T4 约 70 W 的功耗上限）</translation>
    </message>
    <message>
        <source>saulelectric H200 page (600W PCIe version); compute figures by analogy with H100 NVL (NVIDIA lists 1,671*/3,341* sparse) - not directly retrieved</source>
        <translation>saulelectric 的 H200 页面（600W PCIe 版本）；算力数值参照 H100 NVL 类推（NVIDIA 标称稀疏 1,671*/3,341*）——未直接获取</translation>
    </message>
    <message>
        <source>servethehome RTX A6000 (48GB GDDR6 ECC, 768 GB/s, 300W, NVLink 112.5 GB/s); llmperf.net A6000 summary citing Microway (154.8 dense / 309.7 sparse); sysrqmts (38.71 FP32, $4,649 launch); cloud Lambda Cloud list price via github skypilot-org/skypilot-catalog catalogs/v6/lambda/vms.csv @098741e (undated snapshot, ~2024-25)</source>
        <translation>servethehome 的 RTX A6000 数据（48GB GDDR6 ECC、768 GB/s、300W、NVLink 112.5 GB/s）；llmperf.net 引用 Microway 的 A6000 摘要（稠密 154.8／稀疏 309.7）；sysrqmts（38.71 FP32、首发价 $4,649）；云：Lambda Cloud 标价，经 github skypilot-org/skypilot-catalog catalogs/v6/lambda/vms.csv @098741e（未注明日期的快照，约 2024-25）</translation>
    </message>
    <message>
        <source>spheron.network RTX 5090 datasheet (170 SMs, 1,792 GB/s, 838.4 FP16 sparse, 1,676.8 FP8 sparse, 3,352 FP4 sparse, 575W, Gen5); pocketmags Linux Format review (104 FP32, 575W); hmc-tech.com (4x RTX 5090 $7,996, 2025)</source>
        <translation>spheron.network 的 RTX 5090 数据手册（170 个 SM、1,792 GB/s、FP16 稀疏 838.4、FP8 稀疏 1,676.8、FP4 稀疏 3,352、575W、Gen5）；pocketmags 上的 Linux Format 评测（104 FP32、575W）；hmc-tech.com（4 张 RTX 5090 $7,996，2025）</translation>
    </message>
    <message>
        <source>sysrqmts RTX 3060 (12GB GDDR6, 360 GB/s, 12.74 TFLOPS, 28 SMs @1.777 GHz, $329); pcpartdb (170W); tensor derived: 28 SM x 512 FLOP/clk x 1.777 GHz</source>
        <translation>sysrqmts 的 RTX 3060 数据（12GB GDDR6、360 GB/s、12.74 TFLOPS、28 个 SM @1.777 GHz、$329）；pcpartdb（170W）；Tensor 数值推算：28 SM x 512 FLOP/clk x 1.777 GHz</translation>
    </message>
    <message>
        <source>thundercompute A100 spec table (2,039 GB/s, 400W, NVLink 600GB/s); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml @095f58a (80 GiB); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price mercatus-ai.com A100 vs H100 vs H200 (refurb/used $8-15k, 2026); cloud June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com &amp; compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved</source>
        <translation>thundercompute 的 A100 规格表（2,039 GB/s、400W、NVLink 600GB/s）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml @095f58a（80 GiB）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）；价格：mercatus-ai.com 的 A100、H100、H200 对比（翻新／二手 $8-15k，2026）；云：2025 年 6 月 AWS 按需价格下调（P5 最多约 45%，P4 约 33%），据二手来源：codesota.com 与 compux.net（p5 每 GPU 小时 $6.88）、usage.ai、github carsonpo/gpus costs/aws.md（p4d 每小时约 $22，p4de 每小时约 $27）；未获取 AWS 公告原文</translation>
    </message>
    <message>
        <source>thundercompute A100 spec table (2,039 GB/s, 400W, NVLink 600GB/s); github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml @095f58a (80 GiB); github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price mercatus-ai.com A100 vs H100 vs H200 (refurb/used $8-15k, 2026); cloud June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com &amp; compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved; MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); read bandwidth: BabelStream&apos;s best kernel, Dot 1.75 of 2.039 TB/s, github Azure/AI-benchmarking-guide @3bb66cac Azure_Results/ND_A100_v4_results.md (A100-SXM4-80GB; te42kyfo/gpu-benches @cdcc732d cuda-stream/a100_80.txt reads 1,769 GB/s on an A100 80GB whose form factor it does not state: not used); SMs: NVIDIA A100 Tensor Core GPU Architecture whitepaper (2020: 108 of the GA100&apos;s 128); CUDA-reported total 79.25 GiB: PyTorch&apos;s out-of-memory message on an A100 80GB, &apos;GPU 0; 79.25 GiB total capacity&apos; (github levihsu/OOTDiffusion issue #235, 2025-03-17); vLLM 0.10.1.1&apos;s KV cache pools on an A100 80GB at 0.5 and 0.25 come out at it to 0.01 GiB (github dennislee22/vLLM-benchmarking log/vllm-7B-1gpuA10080GB-0.5GRAM.log @608c86e9: 24.83 GiB)</source>
        <translation>thundercompute 的 A100 规格表（2,039 GB/s、400W、NVLink 600GB/s）；github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml @095f58a（80 GiB）；github stas00/ml-engineering compute/accelerator/README.md @744d01e（稠密 TFLOPS 与显存表格，引用厂商规格页）；价格：mercatus-ai.com 的 A100、H100、H200 对比（翻新／二手 $8-15k，2026）；云：2025 年 6 月 AWS 按需价格下调（P5 最多约 45%，P4 约 33%），据二手来源：codesota.com 与 compux.net（p5 每 GPU 小时 $6.88）、usage.ai、github carsonpo/gpus costs/aws.md（p4d 每小时约 $22，p4de 每小时约 $27）；未获取 AWS 公告原文；MAMF：github stas00/ml-engineering compute/accelerator/README.md（Maximum Achievable Matmul FLOPS 表，BF16）；读取带宽：BabelStream 最佳的核函数 Dot 1.75 / 2.039 TB/s，github Azure/AI-benchmarking-guide @3bb66cac Azure_Results/ND_A100_v4_results.md（A100-SXM4-80GB；te42kyfo/gpu-benches @cdcc732d cuda-stream/a100_80.txt 在一张未注明外形规格的 A100 80GB 上读取 1,769 GB/s：未采用）；SM 数：NVIDIA A100 Tensor Core GPU Architecture 白皮书（2020：GA100 的 128 个中启用 108 个）；CUDA 报告的总量 79.25 GiB：A100 80GB 上 PyTorch 的显存不足信息“GPU 0; 79.25 GiB total capacity”（github levihsu/OOTDiffusion issue #235，2025-03-17）；A100 80GB 上 vLLM 0.10.1.1 在 0.5 与 0.25 时的 KV 缓存池按此总量算出，误差在 0.01 GiB 以内（github dennislee22/vLLM-benchmarking log/vllm-7B-1gpuA10080GB-0.5GRAM.log @608c86e9：24.83 GiB）</translation>
    </message>
    <message>
        <source>tweaktown H20 (96GB HBM3, 4.0 TB/s, 296 TFLOPS, 400W, NVLink 900GB/s); willitrunai H20 (148 FP16, 296 INT8); zangshuxian (FP32 44, FP16 148 dense); hub frank622/nvidiaGPU (FP8 296T, FP16 148T)</source>
        <translation>tweaktown 的 H20 数据（96GB HBM3、4.0 TB/s、296 TFLOPS、400W、NVLink 900GB/s）；willitrunai 的 H20 数据（148 FP16、296 INT8）；zangshuxian（FP32 44、FP16 稠密 148）；hub frank622/nvidiaGPU（FP8 296T、FP16 148T）</translation>
    </message>
    <message>
        <source>undated (2024-25)</source>
        <translation>未注明日期（2024-25）</translation>
    </message>
    <message>
        <source>undated (2025)</source>
        <translation>未注明日期（2025）</translation>
    </message>
    <message>
        <source>undated (2025-26)</source>
        <translation>未注明日期（2025-26）</translation>
    </message>
    <message>
        <source>undated snapshot (2023-2025)</source>
        <translation>未注明日期的快照（2023-2025）</translation>
    </message>
    <message>
        <source>undated snapshot (2025-26)</source>
        <translation>未注明日期的快照（2025-26）</translation>
    </message>
    <message>
        <source>undated snapshot, before 2025-06</source>
        <translation>未注明日期的快照，早于 2025-06</translation>
    </message>
    <message>
        <source>waredb.com RTX 4090 (165.15 dense/330.3 sparse BF16, FP8 330.3/660.6, 1008 GB/s); gigagpu 4090 dense TFLOPS table (FP32-accum vs FP16-accum); techgoing (450W); price tomshardware RTX 4090 review (2022-10-11)</source>
        <translation>waredb.com 的 RTX 4090 数据（BF16 稠密 165.15／稀疏 330.3，FP8 330.3/660.6，1008 GB/s）；gigagpu 的 4090 稠密 TFLOPS 表（FP32 累加与 FP16 累加）；techgoing（450W）；价格：tomshardware 的 RTX 4090 评测（2022-10-11）</translation>
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
        <translation>每张 GPU 显存</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>容纳得下</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit</source>
        <translation>容纳得下所需最少 GPU 数</translation>
    </message>
    <message>
        <source>{value} (does not fit)</source>
        <translation>{value}（容纳不下）</translation>
    </message>
    <message>
        <source>{value} (default)</source>
        <translation>{value}（默认）</translation>
    </message>
    <message>
        <source>{value} (may not fit)</source>
        <translation>{value}（可能容纳不下）</translation>
    </message>
    <message>
        <source>yes, {bytes} free</source>
        <translation>容纳得下，剩余 {bytes}</translation>
    </message>
    <message>
        <source>tight, {bytes} free</source>
        <translation>偏紧，剩余 {bytes}</translation>
    </message>
    <message>
        <source>NO, {bytes} over</source>
        <translation>容纳不下，超出 {bytes}</translation>
    </message>
    <message>
        <source>may not fit, {bytes} over</source>
        <translation>可能容纳不下，超出 {bytes}</translation>
    </message>
    <message>
        <source>runs, {held:,} of {batch:,} sequences at full context</source>
        <translation>可运行，完整上下文 {batch:,} 个序列中容纳 {held:,} 个</translation>
    </message>
    <message>
        <source>{value} (does not start)</source>
        <translation>{value}（无法启动）</translation>
    </message>
    <message>
        <source>{fits}; does not start</source>
        <translation>{fits}；无法启动</translation>
    </message>
    <message>
        <source>{fits}; misses the latency targets</source>
        <translation>{fits}；未达延迟目标</translation>
    </message>
    <message>
        <source>{held} ({total} at full context)</source>
        <translation>{held}（完整上下文时为 {total}）</translation>
    </message>
    <message>
        <source>Wall-clock time</source>
        <translation>实际耗时</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>云成本</translation>
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
        <translation>固定当前场景</translation>
    </message>
    <message>
        <source>Keep a copy to compare against</source>
        <translation>保留一份副本以供比较</translation>
    </message>
    <message>
        <source>Edit selected</source>
        <translation>编辑选中项</translation>
    </message>
    <message>
        <source>Make the selected column the current</source>
        <translation>将选中的列设为当前场景</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>移除选中项</translation>
    </message>
    <message>
        <source>Drop the selected scenario</source>
        <translation>移除选中的场景</translation>
    </message>
    <message>
        <source>Per-GPU memory of each scenario; the mark over each bar is what the plan may use per GPU (the card, or its framework&apos;s share), red where the plan does not fit</source>
        <translation>各情景每张 GPU 的显存；每根柱上的标记是该方案每张 GPU 可用的量（整张卡，或其框架占用的份额），容纳不下的方案标记为红色</translation>
    </message>
    <message>
        <source>usable per GPU</source>
        <translation>每张 GPU 可用</translation>
    </message>
    <message>
        <source>usable per GPU, exceeded</source>
        <translation>每张 GPU 可用（已超出）</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU 容量</translation>
    </message>
    <message>
        <source>Pinned scenarios; select a column to edit or remove it</source>
        <translation>已固定的场景；选中一列即可编辑或移除</translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation>每张 GPU 显存（{unit}）</translation>
    </message>
    <message>
        <source>{total} per GPU of {capacity}</source>
        <translation>每张 GPU {total}（容量 {capacity}）</translation>
    </message>
    <message>
        <source>▶ editing</source>
        <translation>▶ 编辑中</translation>
    </message>
</context>
<context>
    <name>ConfigKind</name>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
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
        <translation>70B 微调：全参数、LoRA 与 QLoRA 对比</translation>
    </message>
    <message>
        <source>Full fine-tuning, 32 × H100, ZeRO-3</source>
        <translation>全参数微调，32 × H100，ZeRO-3</translation>
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
        <translation>文章：“70B 全参数微调 ≈ 840 GB：每个参数权重 2 B + 梯度 2 B + 优化器 8 B”。hwplanner：DeepSpeed/Megatron 实际使用的混合精度还会保留一份 fp32 主权重（4 B），因此仅这些状态就有 16 B/param，按 70.55B 个参数计、尚未计入激活值即 ≈ {states}——“实际需要 1 TB 以上”是对的，840 GB 则不对。文章：“70B 做 LoRA ≈ 160 GB”。hwplanner：单张 GPU、4,096 个 token 时为 {lora}（{lora_weights} 的 bf16 权重 + 适配器 + 激活值 + 额外开销）：相当接近。QLoRA：{qlora}——4 位权重为 {qlora_weights}，其中嵌入层和 lm_head 保持 16/32 位，而且 QLoRA 的激活值比 LoRA 的大。</translation>
    </message>
    <message>
        <source>13B full fine-tuning</source>
        <translation>13B 全参数微调</translation>
    </message>
    <message>
        <source>Full FT, 4 × A100 80GB, ZeRO-3</source>
        <translation>全参数微调，4 × A100 80GB，ZeRO-3</translation>
    </message>
    <message>
        <source>Full FT, 1 × A100 80GB</source>
        <translation>全参数微调，1 × A100 80GB</translation>
    </message>
    <message>
        <source>70B inference {format}, {gpus} × H100</source>
        <translation>70B {format} 推理，{gpus} × H100</translation>
    </message>
    <message>
        <source>70B inference at 16, 8 and 4 bits</source>
        <translation>70B 推理：16、8 与 4 位</translation>
    </message>
    <message>
        <source>Qwen3-235B-A22B LoRA</source>
        <translation>Qwen3-235B-A22B LoRA 微调</translation>
    </message>
    <message>
        <source>LoRA (attention), 8 × H100, ZeRO-3</source>
        <translation>LoRA（注意力层），8 × H100，ZeRO-3</translation>
    </message>
    <message>
        <source>QLoRA (attention), 4 × H100, ZeRO-3</source>
        <translation>QLoRA（注意力层），4 × H100，ZeRO-3</translation>
    </message>
    <message>
        <source>Inference bf16, 8 × H100</source>
        <translation>bf16 推理，8 × H100</translation>
    </message>
    <message>
        <source>Pre-training 7B and 70B on 1T tokens (A100)</source>
        <translation>用 1T token 预训练 7B 与 70B（A100）</translation>
    </message>
    <message>
        <source>7B, 8 × A100</source>
        <translation>7B，8 × A100</translation>
    </message>
    <message>
        <source>7B, 256 × A100 (32 nodes)</source>
        <translation>7B，256 × A100（32 个节点）</translation>
    </message>
    <message>
        <source>70B, 16 × A100 (TP 8, PP 2)</source>
        <translation>70B，16 × A100（TP 8、PP 2）</translation>
    </message>
    <message>
        <source>Articles: &apos;7B on 1T tokens ≈ 1 month on 8 × A100&apos; and &apos;70B on 1T tokens: 2–3 months on 16 A100s, $500k–1M&apos;. 6·N·D says otherwise: 6 × 6.7e9 × 1e12 = 4.0e22 FLOPs; 8 A100s at 312 TFLOPS dense bf16 and realistic utilisation need {time_7b} — more than 10× the article. Meta&apos;s published Llama 2 figures agree with 6ND (184,320 A100 GPU-hours for 7B on 2T tokens). The 70B on 16 GPUs needs {time_70b}, and fits only when split over all 16 GPUs (TP 8 × PP 2: {per_gpu} per GPU, since Megatron keeps 18 B per parameter). 256 GPUs bring the 7B run to {time_256}.</source>
        <translation>文章：“7B 用 1T token 训练，8 × A100 约 1 个月”以及“70B 用 1T token 训练：16 张 A100 需 2–3 个月，$500k–1M”。6·N·D 给出的结论不同：6 × 6.7e9 × 1e12 = 4.0e22 FLOPs；8 张 A100 按 312 TFLOPS（稠密 bf16）和符合实际的利用率计算，需要 {time_7b}——是文章说法的 10 倍以上。Meta 公布的 Llama 2 数据与 6ND 一致（7B 用 2T token 训练耗费 184,320 A100 GPU 小时）。16 张 GPU 上的 70B 需要 {time_70b}，而且只有切分到全部 16 张 GPU 上才容纳得下（TP 8 × PP 2：每张 GPU {per_gpu}，因为 Megatron 每个参数要保留 18 B）。用 256 张 GPU，7B 的训练可缩短为 {time_256}。</translation>
    </message>
    <message>
        <source>7B LoRA on one RTX 4090</source>
        <translation>单张 RTX 4090 上的 7B LoRA</translation>
    </message>
    <message>
        <source>LoRA r=16, bf16 base</source>
        <translation>LoRA r=16，bf16 基座模型</translation>
    </message>
    <message>
        <source>QLoRA r=16, NF4 base</source>
        <translation>QLoRA r=16，NF4 基座模型</translation>
    </message>
    <message>
        <source>Question: can we run GRPO on Qwen3-8B on 8×H100, and how long do 1,000 steps take? Plan: verl&apos;s colocated recipe (FSDP full shard, vLLM on the same GPUs at gpu_memory_utilization 0.5, tensor parallel 2, released while the policy trains; KL loss, so a bf16 reference), 128 prompts × 8 completions of up to 1,024 tokens per step. Both fit: {mem_h100} and {mem_a100} per GPU at the generation peak, half of it the engine&apos;s share. A step takes {step_h100:.0f} s on H100 and {step_a100:.0f} s on A100 ({gen_h100:.0%} and {gen_a100:.0%} generation), so 1,000 steps take {hours_h100} and {hours_a100} ({cloud_h100} and {cloud_a100} at the catalog&apos;s cloud prices). Every completion is timed at the full 1,024 tokens: when most stop early, generation is shorter.</source>
        <translation>问题：能否在 8×H100 上对 Qwen3-8B 跑 GRPO？1,000 步要多久？方案：verl 的共置配置（FSDP 完全分片，vLLM 在同一批 GPU 上、gpu_memory_utilization 0.5、张量并行 2，并在策略模型训练时释放；使用 KL 损失，因此需要 bf16 参考模型），每步 128 个提示 × 8 个回复，每个回复最多 1,024 个 token。两者都容纳得下：生成峰值时每张 GPU 分别为 {mem_h100} 和 {mem_a100}，其中一半为生成引擎所占。每步在 H100 上需 {step_h100:.0f} s，在 A100 上需 {step_a100:.0f} s（生成分别占 {gen_h100:.0%} 和 {gen_a100:.0%}），因此 1,000 步分别需要 {hours_h100} 和 {hours_a100}（按目录中的云价格计，分别为 {cloud_h100} 和 {cloud_a100}）。每个回复都按完整的 1,024 个 token 计时：若多数回复提前结束，生成时间会更短。</translation>
    </message>
    <message>
        <source>Article: &apos;13B full fine-tuning within 200 GB&apos;. hwplanner: 16 B/param × 13.0B = {states} of weights, gradients and optimizer states before activations; one 80 GB GPU needs {one_gpu}, so the plan shards over 4 GPUs with ZeRO-3 ({four} per GPU). &apos;Within 200 GB&apos; holds only with 8-bit optimizers or without the fp32 master copy.</source>
        <translation>文章：“13B 全参数微调 200 GB 以内”。hwplanner：16 B/param × 13.0B = {states}，这还只是权重、梯度和优化器状态，尚未计入激活值；若只用一张 80 GB GPU，需要 {one_gpu}，因此该方案用 ZeRO-3 分片到 4 张 GPU（每张 GPU {four}）。“200 GB 以内”只有在使用 8 位优化器或不保留 fp32 主权重时才成立。</translation>
    </message>
    <message>
        <source>Article: &apos;weights of a 70B model ≈ 140 / 70 / 35 GB at 16 / 8 / 4 bits&apos;. hwplanner agrees on the weights ({weights} in all: embeddings and lm_head stay 16-bit, 4-bit formats carry group scales) but a server also needs the KV cache: 8 sequences × 4,096 tokens cost {kv} in bf16 for Llama 3.1 70B (GQA, 8 KV heads), plus prefill working memory and the CUDA context — so 8-bit does not fit one 80 GB card with that cache, and bf16 needs two.</source>
        <translation>文章：“70B 模型的权重在 16 / 8 / 4 位下约为 140 / 70 / 35 GB”。hwplanner 在权重上与之一致（合计分别为 {weights}：嵌入层和 lm_head 保持 16 位，4 位格式还带有分组缩放因子），但服务器还需要 KV 缓存：以 Llama 3.1 70B（GQA，8 个 KV 头）为例，8 个序列 × 4,096 个 token 在 bf16 下占 {kv}，另外还有预填充的工作显存和 CUDA 上下文——所以带着这样的缓存，8 位在一张 80 GB 的卡上容纳不下，bf16 则需要两张。</translation>
    </message>
    <message>
        <source>Articles claim LoRA on Qwen3-235B-A22B needs only 20–30 GB because &apos;only 22B are active&apos;. hwplanner: every one of the 128 experts per layer must be resident — the frozen weights are {bf16} in bf16 and {nf4} in 4-bit — so LoRA needs a multi-GPU node. Active parameters set the FLOPs and decode bandwidth (serving is as fast as a 22B dense model), not the memory.</source>
        <translation>文章声称 Qwen3-235B-A22B 做 LoRA 只需 20–30 GB，因为“只激活 22B”。hwplanner：每层 128 个专家都必须常驻显存——冻结权重在 bf16 下为 {bf16}，在 4 位下为 {nf4}——所以 LoRA 需要一个多 GPU 节点。激活参数决定的是 FLOPs 和解码带宽（推理服务的速度与 22B 稠密模型相当），而不是显存。</translation>
    </message>
    <message>
        <source>Article: &apos;a 7B LoRA fits on a 24 GB card&apos;. hwplanner: with an 8B model in bf16 the weights alone are {weights} and the plan needs {lora} of the card&apos;s 24 GiB (25.8 GB) at micro-batch 1 and 2k tokens: it fits, with little room to grow. QLoRA needs {qlora} and fits comfortably; raise the micro-batch with the solver.</source>
        <translation>文章：“7B 模型做 LoRA，24 GB 的显卡就能放下”。hwplanner：以 bf16 的 8B 模型为例，光权重就有 {weights}；在微批次 1、2k token 下，该方案需要这张卡 24 GiB（25.8 GB）中的 {lora}：容纳得下，但余量很小。QLoRA 需要 {qlora}，轻松容纳得下；可以用求解器调大微批次。</translation>
    </message>
    <message>
        <source>Chat service: Qwen3-32B at 1 s to first token and 50 ms per token</source>
        <translation>聊天服务：Qwen3-32B，首 token 1 s、每 token 50 ms</translation>
    </message>
    <message>
        <source>vLLM bf16, 2 × H100 (TP 2)</source>
        <translation>vLLM bf16，2 × H100（TP 2）</translation>
    </message>
    <message>
        <source>vLLM FP8 weights and KV cache, 2 × H100 (TP 2)</source>
        <translation>vLLM FP8 权重与 KV 缓存，2 × H100（TP 2）</translation>
    </message>
    <message>
        <source>vLLM bf16, 1 × H100</source>
        <translation>vLLM bf16，1 × H100</translation>
    </message>
    <message>
        <source>The question an IT manager asks: how many people can use it at once, within 1 s to the first word and 50 ms per word after? Requests of 1,500 prompt tokens (500 of them a shared system prompt, cached) and 400 answer tokens; 200,000 requests a day, twice the average in the busiest hour. hwplanner: on 2 × H100 in bf16 {users_bf16:.0f} users per replica meet both targets (replicas for the peak: {replicas_bf16:.0f}); FP8 weights and KV cache raise it to {users_fp8:.0f} ({replicas_fp8:.0f}); one H100 in bf16 holds the model but serves {users_one:.0f} within the targets ({replicas_one:.0f} replicas). See the Latency view for TTFT and TPOT against the number of users.</source>
        <translation>IT 主管会问的问题：在第一个字 1 s 内出现、之后每个字 50 ms 的条件下，能让多少人同时使用？每个请求有 1,500 个提示 token（其中 500 个是共享的系统提示，已缓存）和 400 个回答 token；每天 200,000 个请求，最忙时段为平均值的两倍。hwplanner：在 2 × H100、bf16 下，每个副本有 {users_bf16:.0f} 位用户能同时满足两项目标（峰值需要 {replicas_bf16:.0f} 个副本）；FP8 权重和 KV 缓存可将其提高到 {users_fp8:.0f} 位（{replicas_fp8:.0f} 个副本）；单张 H100 以 bf16 容纳得下模型，但在目标内只能服务 {users_one:.0f} 位（{replicas_one:.0f} 个副本）。TTFT 和 TPOT 随用户数的变化请见延迟视图。</translation>
    </message>
    <message>
        <source>GRPO on Qwen3-8B: 8×H100 vs 8×A100</source>
        <translation>Qwen3-8B GRPO：8×H100 与 8×A100 对比</translation>
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
        <translation>容纳不下</translation>
    </message>
    <message>
        <source>fits, but tight</source>
        <translation>容纳得下，但余量很小</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>容纳得下</translation>
    </message>
    <message>
        <source>fits, with paging</source>
        <translation>需分页才能放下</translation>
    </message>
    <message>
        <source>runs, fewer sequences at full context</source>
        <translation>可运行，完整上下文的序列较少</translation>
    </message>
    <message>
        <source>runs, but misses the latency targets</source>
        <translation>可运行，但未达延迟目标</translation>
    </message>
    <message>
        <source>fits, but the engine does not start</source>
        <translation>容纳得下，但引擎无法启动</translation>
    </message>
    <message>
        <source>may not fit</source>
        <translation>可能容纳不下</translation>
    </message>
    <message>
        <source>unknown: set it</source>
        <translation>未知：请设置</translation>
    </message>
    <message>
        <source>your value</source>
        <translation>您的数值</translation>
    </message>
    <message>
        <source>{how}, {when}</source>
        <translation>{how}，{when}</translation>
    </message>
    <message>
        <source>up to {rate} requests/s within the targets at {percentile}</source>
        <translation>在 {percentile} 下满足目标的请求速率最高每秒 {rate} 个</translation>
    </message>
    <message>
        <source>the benchmark run misses the targets at {percentile}</source>
        <translation>基准测试在 {percentile} 下未达目标</translation>
    </message>
    <message>
        <source>the benchmark run is within the targets at {percentile}</source>
        <translation>基准测试在 {percentile} 下满足目标</translation>
    </message>
    <message>
        <source>no user within the latency targets</source>
        <translation>没有任何用户在延迟目标内</translation>
    </message>
    <message>
        <source>{users} users per replica within the targets; replicas for the peak: {replicas}</source>
        <translation>每个副本在目标内可服务 {users} 位用户；峰值所需副本数：{replicas}</translation>
    </message>
    <message>
        <source> — cannot carry the load, which would cost {usd} in the cloud at the replicas the peak needs</source>
        <translation>——承担不了负载；按峰值所需副本数计，云端要 {usd}</translation>
    </message>
    <message>
        <source> — cannot carry the load (see the warnings)</source>
        <translation>——承担不了负载（见警告）</translation>
    </message>
    <message>
        <source>{scenario}: {verdict} on {gpus}; {time}; cloud {cloud}</source>
        <translation>{scenario}：在 {gpus} 上{verdict}；{time}；云端 {cloud}</translation>
    </message>
    <message>
        <source>No plan fits its GPUs: see &apos;What would change the answer&apos;.</source>
        <translation>没有任何方案在其 GPU 上容纳得下：请看“什么会改变结论”。</translation>
    </message>
    <message>
        <source>No plan starts as planned: see &apos;What would change the answer&apos;.</source>
        <translation>没有任何方案能按计划启动：请看“什么会改变结论”。</translation>
    </message>
    <message>
        <source>Recommended: {scenario} — the cheapest per unit of work of the plans that fit (they do different amounts of work: {amounts}; compare them on the comparison page).</source>
        <translation>推荐：{scenario}——容纳得下的方案中，每单位工作量最便宜的（各方案的工作量不同：{amounts}；请在比较页对照）。</translation>
    </message>
    <message>
        <source>Recommended: {scenario} — the cheapest plan that fits.</source>
        <translation>推荐：{scenario}——容纳得下的方案中最便宜的。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>{n} samples trained</source>
        <translation>训练 {n} 个样本</translation>
    </message>
    <message>
        <source>{n} training tokens</source>
        <translation>{n} 个训练 token</translation>
    </message>
    <message>
        <source>{n} output tokens</source>
        <translation>{n} 个输出 token</translation>
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
        <translation>1 个节点</translation>
    </message>
    <message>
        <source>{nodes} nodes</source>
        <translation>{nodes} 个节点</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每张 GPU 显存</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Serving period</source>
        <translation>服务时长</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>云成本</translation>
    </message>
    <message>
        <source>On-premises cost of this run</source>
        <translation>本次运行的本地部署成本</translation>
    </message>
    <message>
        <source>Purchase (up front)</source>
        <translation>购置（一次性投入）</translation>
    </message>
    <message>
        <source>Recommended plan</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source> — {framework}&apos;s share of {capacity}</source>
        <translation>——{capacity} 中 {framework} 可用的份额</translation>
    </message>
    <message>
        <source>given</source>
        <translation>用户提供</translation>
    </message>
    <message>
        <source>assumed: not set</source>
        <translation>假设值：未设置</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>from the dataset&apos;s samples</source>
        <translation>由数据集的样本数算出</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>{padding}: {ratio} × the data&apos;s tokens</source>
        <translation>{padding}：数据 token 数的 {ratio} 倍</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>{provenance}; PUE {pue}</source>
        <translation>{provenance}；PUE {pue}</translation>
    </message>
    <message>
        <source>Amortisation</source>
        <translation>折旧年限</translation>
    </message>
    <message>
        <source>{years} years</source>
        <translation>{years} 年</translation>
    </message>
    <message>
        <source>busy {share} of the time</source>
        <translation>使用时间占比 {share}</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>every price with its source: “Prices assumed” on each plan&apos;s page</source>
        <translation>每个价格及其来源：见各方案页的“采用的价格”</translation>
    </message>
    <message>
        <source>Assumptions that drive it</source>
        <translation>影响结果的假设</translation>
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
        <translation>利用率：若 GPU 的持续利用率比假设低 {less}，训练需要 {time} 而不是 {base}，GPU 时间的费用也等比例增加。</translation>
    </message>
    <message>
        <source>Steps: time and cost grow in proportion to the steps.</source>
        <translation>步数：时间与成本和步数成正比。</translation>
    </message>
    <message>
        <source>Tokens: time and cost grow in proportion to the training tokens.</source>
        <translation>Token 数：时间与成本和训练 token 数成正比。</translation>
    </message>
    <message>
        <source>Memory: {used} of {capacity} per GPU; sequences longer than about {tokens:,} tokens do not fit.</source>
        <translation>显存：每张 GPU 使用 {used}（共 {capacity}）；序列超过约 {tokens:,} 个 token 就容纳不下。</translation>
    </message>
    <message>
        <source>Traffic: replicas are paid for the whole period, busy or not; at the planned traffic a million output tokens cost {usd} in the cloud.</source>
        <translation>流量：副本在整个期间都要付费，不论是否忙碌；按规划的流量，云端每百万输出 token 成本为 {usd}。</translation>
    </message>
    <message>
        <source>Start-up: {why}</source>
        <translation>启动：{why}</translation>
    </message>
    <message>
        <source>Latency: at its concurrency ({batch:,}) the plan misses {missed}.</source>
        <translation>延迟：在其并发数（{batch:,}）下，该方案未达 {missed}。</translation>
    </message>
    <message>
        <source>Latency: at {rate} requests/s the plan misses {missed}.</source>
        <translation>延迟：在每秒 {rate} 个请求下，此方案未达到 {missed}。</translation>
    </message>
    <message>
        <source>To start: {what} ({terms}).</source>
        <translation>要能启动：{what}（{terms}）。</translation>
    </message>
    <message>
        <source>To meet the targets: {what} ({terms}).</source>
        <translation>要达成目标：{what}（{terms}）。</translation>
    </message>
    <message>
        <source>To fit: {what} ({terms}).</source>
        <translation>要容纳得下：{what}（{terms}）。</translation>
    </message>
    <message>
        <source>Other ways to meet them: {ways}.</source>
        <translation>其他达成目标的做法：{ways}。</translation>
    </message>
    <message>
        <source>Other ways to fit: {ways}.</source>
        <translation>其他容纳得下的做法：{ways}。</translation>
    </message>
    <message>
        <source>GPUs: the fewest {gpu} that fit are {n} ({how}).</source>
        <translation>GPU 数量：容纳得下所需最少的 {gpu} 是 {n} 张（{how}）。</translation>
    </message>
    <message>
        <source>What would change the answer</source>
        <translation>什么会改变结论</translation>
    </message>
    <message>
        <source>{project} — summary for a decision</source>
        <translation>{project}——决策摘要</translation>
    </message>
    <message>
        <source>1 scenario estimated; details on the following pages</source>
        <translation>已估算 1 个场景；细节在后面几页</translation>
    </message>
    <message>
        <source>{n} scenarios estimated; details on the following pages</source>
        <translation>已估算 {n} 个场景；细节在后面几页</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>Select a bar segment or a summary figure to see how it was worked out.</source>
        <translation>选中柱状图区段或摘要中的数值，即可查看其计算过程。</translation>
    </message>
    <message>
        <source>How the selected figure was worked out</source>
        <translation>选中数值的计算过程</translation>
    </message>
    <message>
        <source>Project notes</source>
        <translation>项目备注</translation>
    </message>
    <message>
        <source>Scenario notes</source>
        <translation>场景备注</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>{n} bytes</source>
        <translation>{n} 字节</translation>
    </message>
    <message>
        <source>{n} parameters</source>
        <translation>{n} 个参数</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} 秒</translation>
    </message>
    <message>
        <source>{n} hours</source>
        <translation>{n} 小时</translation>
    </message>
    <message>
        <source>{n} days</source>
        <translation>{n} 天</translation>
    </message>
    <message>
        <source>{n} months</source>
        <translation>{n} 个月</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} 个 token</translation>
    </message>
    <message>
        <source>{n} tokens/s</source>
        <translation>{n} token/秒</translation>
    </message>
    <message>
        <source>{n} requests/s</source>
        <translation>每秒 {n} 个请求</translation>
    </message>
    <message>
        <source>Exact value: {value}</source>
        <translation>精确值：{value}</translation>
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
        <translation>激活值卸载</translation>
    </message>
    <message>
        <source>Adapter rank</source>
        <translation>适配器秩</translation>
    </message>
    <message>
        <source>Amortisation</source>
        <translation>折旧年限</translation>
    </message>
    <message>
        <source>Async scheduling</source>
        <translation>异步调度</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Attention data parallel</source>
        <translation>注意力数据并行</translation>
    </message>
    <message>
        <source>Average completion length</source>
        <translation>平均回复长度</translation>
    </message>
    <message>
        <source>Bandwidth use</source>
        <translation>带宽利用率</translation>
    </message>
    <message>
        <source>Benchmark data set</source>
        <translation>基准测试数据集</translation>
    </message>
    <message>
        <source>Bytes per token</source>
        <translation>每 token 字节数</translation>
    </message>
    <message>
        <source>CPU power</source>
        <translation>CPU 功耗</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA 图</translation>
    </message>
    <message>
        <source>CUDA graphs in training</source>
        <translation>训练中的 CUDA 图</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>Checkpoint write speed</source>
        <translation>检查点写入速度</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>保留的检查点</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>云价格</translation>
    </message>
    <message>
        <source>Cloud storage</source>
        <translation>云存储</translation>
    </message>
    <message>
        <source>Completion length</source>
        <translation>回复长度</translation>
    </message>
    <message>
        <source>Completions per prompt</source>
        <translation>每个提示的回复数</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>Context parallel kind</source>
        <translation>上下文并行方式</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Data loader workers</source>
        <translation>数据加载进程数</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Dataset samples</source>
        <translation>数据集样本数</translation>
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
        <translation>使用时间占比</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Embedding and loss as layers</source>
        <translation>嵌入与损失计为层</translation>
    </message>
    <message>
        <source>Engine sleeps during training</source>
        <translation>训练时引擎休眠</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>Evaluation interval</source>
        <translation>评估间隔</translation>
    </message>
    <message>
        <source>Evaluation tokens</source>
        <translation>评估 token 数</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Exchange rate date</source>
        <translation>汇率日期</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Expert tensor parallel</source>
        <translation>专家张量并行</translation>
    </message>
    <message>
        <source>Experts implementation</source>
        <translation>专家计算实现</translation>
    </message>
    <message>
        <source>FP4 weights</source>
        <translation>FP4 权重</translation>
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
        <translation>FP8 缩放方式</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8 权重</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Freeze the vision tower</source>
        <translation>冻结视觉塔</translation>
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
        <translation>GPU 层数</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
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
        <translation>生成超前步数</translation>
    </message>
    <message>
        <source>Generation memory share</source>
        <translation>生成引擎显存比例</translation>
    </message>
    <message>
        <source>Generation tensor parallel</source>
        <translation>生成张量并行</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <source>Global batch (tokens)</source>
        <translation>全局批次（token 数）</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效训练比例</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <source>Grid carbon</source>
        <translation>电力碳排放因子</translation>
    </message>
    <message>
        <source>Host memory bandwidth</source>
        <translation>主机内存带宽</translation>
    </message>
    <message>
        <source>Host power per node</source>
        <translation>每节点主机功耗</translation>
    </message>
    <message>
        <source>Image height</source>
        <translation>图像高度</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>图像尺寸</translation>
    </message>
    <message>
        <source>Images per sample</source>
        <translation>每个样本的图像数</translation>
    </message>
    <message>
        <source>KV block size</source>
        <translation>KV 块大小</translation>
    </message>
    <message>
        <source>KV cache type</source>
        <translation>KV 缓存类型</translation>
    </message>
    <message>
        <source>Layers per stage</source>
        <translation>每阶段层数</translation>
    </message>
    <message>
        <source>Layers with experts on the CPU</source>
        <translation>专家放在 CPU 的层数</translation>
    </message>
    <message>
        <source>Liger kernels</source>
        <translation>Liger 内核</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA 随机丢弃（dropout）</translation>
    </message>
    <message>
        <source>LoRA layers</source>
        <translation>LoRA 层数</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Longest output</source>
        <translation>最长输出</translation>
    </message>
    <message>
        <source>Longest prompt</source>
        <translation>最长提示词</translation>
    </message>
    <message>
        <source>Longest sample</source>
        <translation>最长样本</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>损失分块数</translation>
    </message>
    <message>
        <source>Loss kernel</source>
        <translation>损失内核</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Max sequences</source>
        <translation>最大序列数</translation>
    </message>
    <message>
        <source>Mean sample length</source>
        <translation>平均样本长度</translation>
    </message>
    <message>
        <source>Memory share</source>
        <translation>显存比例</translation>
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
        <translation>微批次 token 数</translation>
    </message>
    <message>
        <source>Network gear per node</source>
        <translation>每节点网络设备</translation>
    </message>
    <message>
        <source>Network per node</source>
        <translation>每节点网络带宽</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>Offload to</source>
        <translation>卸载到</translation>
    </message>
    <message>
        <source>Offloaded layers</source>
        <translation>卸载层数</translation>
    </message>
    <message>
        <source>On-premises storage</source>
        <translation>本地存储</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Optimizer kernel</source>
        <translation>优化器实现</translation>
    </message>
    <message>
        <source>Optimizer state type</source>
        <translation>优化器状态类型</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>反向传播中更新优化器</translation>
    </message>
    <message>
        <source>Other cards</source>
        <translation>其他显卡</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Overlap EP communication</source>
        <translation>重叠专家并行通信</translation>
    </message>
    <message>
        <source>Overlap TP communication</source>
        <translation>重叠张量并行通信</translation>
    </message>
    <message>
        <source>PSU headroom</source>
        <translation>电源余量</translation>
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
        <translation>分页优化器</translation>
    </message>
    <message>
        <source>Peak factor</source>
        <translation>峰值倍数</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>Policy training</source>
        <translation>策略模型训练方式</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Prefill replica GPUs</source>
        <translation>预填充副本的 GPU 数</translation>
    </message>
    <message>
        <source>Prefill replicas</source>
        <translation>预填充副本数</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>前缀缓存</translation>
    </message>
    <message>
        <source>Price region</source>
        <translation>价格地区</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>提示长度</translation>
    </message>
    <message>
        <source>Prompts per step</source>
        <translation>每步提示数</translation>
    </message>
    <message>
        <source>Proposed tokens</source>
        <translation>提议 token 数</translation>
    </message>
    <message>
        <source>RL algorithm</source>
        <translation>强化学习算法</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Recomputed layers</source>
        <translation>重计算层数</translation>
    </message>
    <message>
        <source>Recomputed modules</source>
        <translation>重计算的模块</translation>
    </message>
    <message>
        <source>Redundant experts</source>
        <translation>冗余专家数</translation>
    </message>
    <message>
        <source>Reference and reward in host RAM</source>
        <translation>参考与奖励模型放在主机内存</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>参考模型</translation>
    </message>
    <message>
        <source>Rental prices</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>请求速率</translation>
    </message>
    <message>
        <source>Requests in the run</source>
        <translation>测试轮次的请求数</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>每日请求数</translation>
    </message>
    <message>
        <source>Requests through</source>
        <translation>请求经由</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>奖励</translation>
    </message>
    <message>
        <source>Reward model</source>
        <translation>奖励模型</translation>
    </message>
    <message>
        <source>Rotary tables in every layer</source>
        <translation>每层各自的旋转位置编码表</translation>
    </message>
    <message>
        <source>Scheduler steps</source>
        <translation>调度步数</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Server per node</source>
        <translation>每节点服务器价格</translation>
    </message>
    <message>
        <source>Server processes</source>
        <translation>服务器进程数</translation>
    </message>
    <message>
        <source>Serving period</source>
        <translation>服务时长</translation>
    </message>
    <message>
        <source>Sharding engine</source>
        <translation>分片引擎</translation>
    </message>
    <message>
        <source>Shared prefix</source>
        <translation>共享前缀</translation>
    </message>
    <message>
        <source>Space per node-year</source>
        <translation>每节点每年机房空间</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>投机解码</translation>
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
        <translation>步数</translation>
    </message>
    <message>
        <source>Stream interval</source>
        <translation>流式间隔</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT 目标</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT 目标</translation>
    </message>
    <message>
        <source>Target percentile</source>
        <translation>目标百分位数</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标模块</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Tokens per step</source>
        <translation>每步 token 数</translation>
    </message>
    <message>
        <source>Total sequence length</source>
        <translation>总序列长度</translation>
    </message>
    <message>
        <source>Train embeddings and output layer</source>
        <translation>一并训练嵌入层与输出层</translation>
    </message>
    <message>
        <source>Trainable layers</source>
        <translation>可训练层数</translation>
    </message>
    <message>
        <source>Trainer offloads during generation</source>
        <translation>生成期间训练端卸载</translation>
    </message>
    <message>
        <source>Training data set</source>
        <translation>训练数据集</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Video height</source>
        <translation>视频高度</translation>
    </message>
    <message>
        <source>Video length</source>
        <translation>视频时长</translation>
    </message>
    <message>
        <source>Video width</source>
        <translation>视频宽度</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>虚拟流水线阶段</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>权重格式</translation>
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
        <translation>“{field}”</translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <source>Activation checkpointing: trade recomputation for activation memory</source>
        <translation>激活检查点：以重计算换取激活值显存</translation>
    </message>
    <message>
        <source>Adapters only on the last N decoder layers (mlx-lm --num-layers, PEFT layers_to_transform); unset: every layer, except under mlx-lm, whose default is the last 16 (give the model&apos;s layer count for every layer)</source>
        <translation>只在最后 N 个解码层加上适配器（mlx-lm --num-layers、PEFT layers_to_transform）；未设置：每一层，但 mlx-lm 默认为最后 16 层（要每一层请填入模型的层数）</translation>
    </message>
    <message>
        <source>Also train the input embedding and the output layer in full beside the adapters (PEFT modules_to_save: a trainable copy of each, in the model&apos;s dtype, with its gradient and optimizer states), as for new tokens or a new language</source>
        <translation>在适配器之外，完整训练输入嵌入层与输出层（PEFT modules_to_save：各建立一份可训练的副本，沿用模型的数据类型，并有其梯度与优化器状态），例如加入新 token 或新语言时</translation>
    </message>
    <message>
        <source>Attention&apos;s matrix multiplies in FP8, forward and backward, through cuDNN&apos;s fused kernels (Transformer Engine&apos;s fp8_dpa: Megatron-LM --fp8-dot-product-attention, NeMo&apos;s and Megatron-Bridge&apos;s fp8_dot_product_attention), which keep q, k, v and the output in FP8 for the backward; off: attention in bf16, as those stacks default</source>
        <translation>注意力的矩阵乘法以 FP8 执行，前向与反向皆然，经由 cuDNN 的融合内核（Transformer Engine 的 fp8_dpa：Megatron-LM --fp8-dot-product-attention、NeMo 与 Megatron-Bridge 的 fp8_dot_product_attention），反向所需的 q、k、v 与输出以 FP8 保存；关闭：注意力以 bf16 执行，即这些框架的默认</translation>
    </message>
    <message>
        <source>Bytes per parameter for weights, gradients and the fp32 master copy</source>
        <translation>权重、梯度与 fp32 主权重的每参数字节数</translation>
    </message>
    <message>
        <source>Catalog id of the reward model when it is not the policy&apos;s architecture (an 8B reward model for a 70B policy); PPO&apos;s critic starts from it where the framework does (TRL, OpenRLHF, ms-swift). Unset: the policy&apos;s architecture</source>
        <translation>奖励模型与策略模型架构不同时（例如 70B 策略模型配 8B 奖励模型），其目录 id；框架如此做时（TRL、OpenRLHF、ms-swift），PPO 的价值模型（Critic）也由它初始化。未设置：与策略模型同架构</translation>
    </message>
    <message>
        <source>Catalog id of the smaller model that proposes tokens (same tokenizer)</source>
        <translation>提议 token 的较小模型的目录 id（须同一分词器）</translation>
    </message>
    <message>
        <source>Catalog ids of the other cards in the machine, comma-separated (rtx-3090, or rtx-3090,rtx-3060): the model&apos;s layers are split across the plan&apos;s GPU and these, one pipeline stage per card (llama.cpp&apos;s layer split, vLLM&apos;s pipeline stages); unset: every card is the plan&apos;s GPU</source>
        <translation>同一台机器中其他显卡的目录代号，以逗号分隔（rtx-3090，或 rtx-3090,rtx-3060）：模型的层分配到计划的 GPU 与这些卡上，每张卡一个流水线阶段（llama.cpp 的逐层切分、vLLM 的流水线阶段）；未设置：每张卡都是计划的 GPU</translation>
    </message>
    <message>
        <source>Chunks a chunked loss splits the tokens into (torchtune: 8)</source>
        <translation>分块损失把 token 分成的块数（torchtune：8）</translation>
    </message>
    <message>
        <source>Concurrent sequences served per replica</source>
        <translation>每个副本同时服务的序列数</translation>
    </message>
    <message>
        <source>Decode steps between the server&apos;s streamed chunks (vLLM and SGLang --stream-interval): it works on the running requests&apos; outputs once every that many steps, their tokens sent together</source>
        <translation>服务器两次流式片段之间的解码步数（vLLM 与 SGLang 的 --stream-interval）：每隔这么多步才处理一次运行中请求的输出，其 token 一起发送</translation>
    </message>
    <message>
        <source>Decode steps replay captured CUDA graphs, as the engine does by default; off (vLLM --enforce-eager, SGLang --disable-cuda-graph, TGI --cuda-graphs 0, TensorRT-LLM&apos;s PyTorch backend without cuda_graph_config), every kernel is launched from Python one by one, about 13 µs each on an x86 host and 35 µs on Grace, so a small batch&apos;s step lasts at least its launches, and no memory is kept for graphs</source>
        <translation>解码步骤重放预先捕获的 CUDA 图（引擎的默认）；关闭时（vLLM --enforce-eager、SGLang --disable-cuda-graph、TGI --cuda-graphs 0、TensorRT-LLM 的 PyTorch 后端不设 cuda_graph_config），每个内核都由 Python 逐一启动，在 x86 主机上每个约 13 µs、在 Grace 上约 35 µs，因此小批次的一步至少要花这些启动的时间，也不必为 CUDA 图保留内存</translation>
    </message>
    <message>
        <source>Decode steps the engine runs per scheduling round (vLLM V0&apos;s --num-scheduler-steps, 0.6–0.10): the host&apos;s per-step work is paid once a round, and a new request waits for the round in flight to end before its prefill; 1: a round per step (vLLM V1 and the other engines)</source>
        <translation>引擎每轮调度运行的解码步数（vLLM V0 的 --num-scheduler-steps，0.6–0.10）：主机每步的工作每轮只付一次，新请求须等进行中的一轮结束才开始预填充；1：每步一轮（vLLM V1 与其他引擎）</translation>
    </message>
    <message>
        <source>Decoder layers on each pipeline stage, comma-separated, first stage first (llama.cpp --tensor-split, vLLM VLLM_PP_LAYER_PARTITION); unset: with other cards, in proportion to each card&apos;s memory as llama.cpp splits them, otherwise even</source>
        <translation>每个流水线阶段的解码器层数，以逗号分隔，从第一阶段起（llama.cpp --tensor-split、vLLM VLLM_PP_LAYER_PARTITION）；未设置：有其他显卡时按各卡显存比例分配（与 llama.cpp 相同），否则平均分配</translation>
    </message>
    <message>
        <source>Dropout on each adapter&apos;s input: every adapted module then keeps a dropped copy and a mask for backward (PEFT lora_dropout)</source>
        <translation>对每个适配器的输入做 dropout：每个带适配器的模块都会为反向传播保留一份 dropout 后的副本和掩码（PEFT lora_dropout）</translation>
    </message>
    <message>
        <source>Each parameter is updated and its gradient freed during backward (torchtune optimizer_in_bwd, LOMO); needs gradient accumulation 1</source>
        <translation>每个参数在反向传播中即更新并释放梯度（torchtune optimizer_in_bwd、LOMO）；梯度累积须为 1</translation>
    </message>
    <message>
        <source>Expert parallel degree (MoE models)</source>
        <translation>专家并行度（MoE 模型）</translation>
    </message>
    <message>
        <source>Extra copies of the busiest experts that expert-parallel load balancing places beside the model&apos;s own (SGLang --ep-num-redundant-experts, vLLM --enable-eplb with num_redundant_experts): the expert-parallel GPUs divide the experts and their copies together, each holding its share of both (32 make DeepSeek-V3&apos;s 256 a pool of 288 that EP72 divides)</source>
        <translation>专家并行负载均衡在模型本身的专家之外放置的最忙专家的额外副本（SGLang --ep-num-redundant-experts、vLLM --enable-eplb 搭配 num_redundant_experts）：专家并行的 GPU 一起分摊专家与其副本，每张各持有两者的份额（32 个副本让 DeepSeek-V3 的 256 个专家成为 288 个的池，EP72 可整除）</translation>
    </message>
    <message>
        <source>Flash attention never stores the seq × seq score matrix</source>
        <translation>FlashAttention 不会存储“序列长度 × 序列长度”的注意力分数矩阵</translation>
    </message>
    <message>
        <source>Full training of a vision-language model leaves its vision tower and projector frozen: no gradients, optimizer states or saved activations for them (ms-swift freeze_vit and freeze_aligner, LLaMA-Factory freeze_vision_tower and freeze_multi_modal_projector, both on by default; TRL and Hugging Face train them)</source>
        <translation>全参数训练视觉语言模型时，冻结其视觉塔与投影层：不为它们保留梯度、优化器状态或激活值（ms-swift 的 freeze_vit 与 freeze_aligner、LLaMA-Factory 的 freeze_vision_tower 与 freeze_multi_modal_projector，两者默认都开启；TRL 与 Hugging Face 会训练它们）</translation>
    </message>
    <message>
        <source>GB/s a node writes checkpoints at; unset: local NVMe by GPU class</source>
        <translation>节点写入检查点的 GB/s；未设置：按 GPU 类别的本地 NVMe</translation>
    </message>
    <message>
        <source>GB/s of the host RAM the CPU layers are read from: channels × MT/s × 8 bytes (dual-channel DDR5-5600: 89.6); unset: that</source>
        <translation>CPU 层读取所用主机内存的 GB/s：通道数 × MT/s × 8 字节（双通道 DDR5-5600：89.6）；未设置：即此值</translation>
    </message>
    <message>
        <source>GPUs in each server</source>
        <translation>每台服务器的 GPU 数</translation>
    </message>
    <message>
        <source>GPUs per inference engine replica (tensor parallel degree)</source>
        <translation>每个推理引擎副本的 GPU 数（张量并行度）</translation>
    </message>
    <message>
        <source>GPUs that split every sequence between them (long context)</source>
        <translation>共同切分每条序列的 GPU 数（长上下文）</translation>
    </message>
    <message>
        <source>GRPO, or an algorithm that trains as it does (a policy, no critic): its advantage or ratio differs, not the memory or the FLOPs; REINFORCE++ normalises over the batch and needs no group of completions (one a prompt is allowed)</source>
        <translation>GRPO，或训练方式与其相同的算法（一个策略模型、无价值模型）：差别在优势或比率，不在显存或 FLOPs；REINFORCE++ 以整批归一化，不需要一组回复（每个提示词一个即可）</translation>
    </message>
    <message>
        <source>Gradient low-rank projection (GaLore, Zhao et al. 2024): each attention and MLP weight matrix&apos;s optimizer states are kept for its gradient projected to this rank (rank × the matrix&apos;s longer side) beside the projection (rank × its shorter side); embeddings, norms and the output layer keep full states (Hugging Face optim galore_adamw, galore_adamw_8bit, galore_adafactor); unset: off</source>
        <translation>梯度低秩投影（GaLore，Zhao 等人 2024）：每个注意力与 MLP 权重矩阵的优化器状态，改为保存其梯度投影到此秩后的结果（秩 × 矩阵较长的一边），并保存投影矩阵（秩 × 较短的一边）；嵌入、归一化与输出层保留完整状态（Hugging Face optim galore_adamw、galore_adamw_8bit、galore_adafactor）；未设置：关闭</translation>
    </message>
    <message>
        <source>Host RAM, or NVMe drives through host buffers (DeepSpeed ZeRO-Infinity)</source>
        <translation>主机内存，或经主机缓冲区的 NVMe 盘（DeepSpeed ZeRO-Infinity）</translation>
    </message>
    <message>
        <source>How FP8 matrix multiplies are scaled; each framework offers its own</source>
        <translation>FP8 矩阵乘法的缩放方式；各框架提供的不同</translation>
    </message>
    <message>
        <source>How logits and cross-entropy are computed: the logits are often the peak</source>
        <translation>logits 与交叉熵的计算方式：logits 常是峰值所在</translation>
    </message>
    <message>
        <source>How many final layers train; the rest stay frozen</source>
        <translation>训练最后几层；其余保持冻结</translation>
    </message>
    <message>
        <source>How requests reach the engine: its OpenAI-compatible server (vllm serve, SGLang&apos;s server, trtllm-serve, LMDeploy api_server), a process of its own that spends about 30 µs on each running request&apos;s output every step (detokenizing, streaming), so a step lasts at least that; or in-process calls with no server (vLLM LLM.generate and bench throughput, trtllm-bench throughput, SGLang&apos;s offline engine)</source>
        <translation>请求如何到达推理引擎：经由其 OpenAI 兼容服务器（vllm serve、SGLang 服务器、trtllm-serve、LMDeploy api_server）——它是独立的进程，每一步对每个运行中请求的输出约花 30 µs（反向分词、流式传送），因此每一步至少要这么久；或在进程内直接调用、没有服务器（vLLM 的 LLM.generate 与 bench throughput、trtllm-bench throughput、SGLang 的离线引擎）</translation>
    </message>
    <message>
        <source>How transformers runs a mixture&apos;s routed experts in training (from_pretrained experts_implementation): grouped_mm, transformers 5&apos;s default with PyTorch 2.9+, one grouped GEMM per projection over the sorted token-expert pairs; eager, a loop over the experts the tokens reach, each expert&apos;s rows found with a host sync (transformers 4, and 5&apos;s fallback)</source>
        <translation>transformers 在训练中如何执行混合专家模型的路由专家（from_pretrained 的 experts_implementation）：grouped_mm 是 transformers 5 在 PyTorch 2.9 以上的默认，对排序后的 token-专家配对每个投影做一次分组 GEMM；eager 则逐一循环处理 token 用到的专家，每个专家的数据行都要主机同步后才能找到（transformers 4，以及 5 的后备方式）</translation>
    </message>
    <message>
        <source>Interleaved 1F1B: model chunks per GPU; the pipeline bubble shrinks by this factor</source>
        <translation>交错式 1F1B：每张 GPU 的模型块数；流水线气泡按此倍数缩小</translation>
    </message>
    <message>
        <source>KV cache element type</source>
        <translation>KV 缓存元素类型</translation>
    </message>
    <message>
        <source>Keep the KV cache of a prompt prefix shared by requests (see shared prefix tokens): computed once, stored once</source>
        <translation>保留请求共享的提示前缀之 KV 缓存（见共享前缀 token）：只计算一次、只存一份</translation>
    </message>
    <message>
        <source>Keep the frozen reference and reward models in host RAM, streamed in for their forward passes (OpenRLHF --ref.offload, verl param_offload)</source>
        <translation>把冻结的参考模型和奖励模型放在主机内存，前向传播时流式加载（OpenRLHF --ref.offload、verl param_offload）</translation>
    </message>
    <message>
        <source>Largest rank of the served adapters (vLLM max_lora_rank)</source>
        <translation>所服务适配器的最大秩（vLLM max_lora_rank）</translation>
    </message>
    <message>
        <source>Liger-Kernel&apos;s RMSNorm, SwiGLU/GeGLU and RoPE kernels, which keep less for backward (Hugging Face use_liger_kernel, LLaMA-Factory enable_liger_kernel, ms-swift use_liger_kernel, axolotl&apos;s Liger plugin); where the trainer turns on Liger&apos;s fused linear loss with them, the loss kernel follows unless set</source>
        <translation>Liger-Kernel 的 RMSNorm、SwiGLU/GeGLU 与 RoPE 内核，为反向传播保留较少张量（Hugging Face use_liger_kernel、LLaMA-Factory enable_liger_kernel、ms-swift use_liger_kernel、axolotl 的 Liger 插件）；若训练框架同时开启 Liger 的融合线性损失，未另行设置时损失内核随之改用</translation>
    </message>
    <message>
        <source>LoRA adapters resident on the GPU at once (vLLM max_loras); 0: none</source>
        <translation>同时常驻 GPU 的 LoRA 适配器数（vLLM max_loras）；0：无</translation>
    </message>
    <message>
        <source>Micro-batches accumulated before each optimizer step (time, not memory)</source>
        <translation>每次优化器更新前累积的微批次数（影响时间，不影响显存）</translation>
    </message>
    <message>
        <source>Modules that get LoRA adapters: a comma list of q, k, v, o, gate, up, down, experts, lm_head or a preset: all, attention, qv, mlp</source>
        <translation>加上 LoRA 适配器的模块：以逗号分隔的 q、k、v、o、gate、up、down、experts、lm_head，或预设组合：all、attention、qv、mlp</translation>
    </message>
    <message>
        <source>Move optimizer states (and weights) to host RAM</source>
        <translation>将优化器状态（与权重）移到主机内存</translation>
    </message>
    <message>
        <source>Older bitsandbytes kept every 4-bit matmul&apos;s input for backward, adapter or not (fixed in 0.43.2, July 2024)</source>
        <translation>旧版 bitsandbytes 会为反向传播保留每个 4 位矩阵乘法的输入，无论有无适配器（0.43.2 版修复，2024 年 7 月）</translation>
    </message>
    <message>
        <source>Optimizer states per trainable parameter (AdamW: two moments)</source>
        <translation>每个可训练参数的优化器状态（AdamW：两个动量）</translation>
    </message>
    <message>
        <source>Order of the micro-batches&apos; forward and backward passes on the pipeline stages: 1F1B idles (pp − 1) micro-batch times a step (÷ virtual stages); zero bubble (ZB-H1) fills the idle time with the weight-gradient half of backward; DualPipeV keeps two chunks a GPU and overlaps two micro-batches&apos; forward and backward</source>
        <translation>各微批次的前向与反向在流水线阶段上的顺序：1F1B 每步空闲 (pp − 1) 个微批次的时间（÷ 虚拟阶段数）；零气泡（ZB-H1）以反向中计算权重梯度的那一半填补空闲时间；DualPipeV 每张 GPU 放两个块，并让两个微批次的前向与反向重叠</translation>
    </message>
    <message>
        <source>PSU margin over steady draw (GPU transients)</source>
        <translation>电源相对稳态功耗的余量（GPU 瞬时尖峰）</translation>
    </message>
    <message>
        <source>Pixels of a non-square image&apos;s height, the image size being its width (a 1920 × 1080 screenshot: 1,920 and 1,080), for encoders that run at each image&apos;s own resolution; unset: a square image</source>
        <translation>非正方形图像的高度（像素），此时图像尺寸为其宽度（1920 × 1080 的截图：1,920 与 1,080），适用于按每张图像原始分辨率运行的编码器；未设置：正方形图像</translation>
    </message>
    <message>
        <source>Pixels of the video&apos;s height before the processor resizes its frames; unset: 720 (720p)</source>
        <translation>处理器缩放帧之前的视频高度（像素）；未设置：720（720p）</translation>
    </message>
    <message>
        <source>Pixels of the video&apos;s width before the processor resizes its frames; unset: 1,280 (720p)</source>
        <translation>处理器缩放帧之前的视频宽度（像素）；未设置：1,280（720p）</translation>
    </message>
    <message>
        <source>Pixels per side of a square image, for encoders that run at each image&apos;s own resolution (Qwen2-VL, Qwen2.5-VL, Qwen3-VL): rounded to their grid and resized into their processor&apos;s pixel limits; unset: the model&apos;s default (448 px)</source>
        <translation>正方形图像每边的像素数，适用于以图像原生分辨率运行的编码器（Qwen2-VL、Qwen2.5-VL、Qwen3-VL）：取整到其网格，并缩放到其处理器的像素上下限内；未设置：模型的默认值（448 px）</translation>
    </message>
    <message>
        <source>Post-training updates all of the policy&apos;s weights, or LoRA adapters on a 16-bit or 4-bit base (then the LoRA rows apply)</source>
        <translation>后训练更新策略模型的全部权重，或在 16 位或 4 位基座上更新 LoRA 适配器（此时 LoRA 各行适用）</translation>
    </message>
    <message>
        <source>Prefill/decode disaggregation: this many of the plan&apos;s replicas only prefill prompts and send each prompt&apos;s KV cache to a decode replica, whose steps then carry no prefill (SGLang --disaggregation-mode, vLLM&apos;s KV-transfer connectors, TensorRT-LLM&apos;s disaggregated serving; each replica of the plan&apos;s tp × pp GPUs); 0: every replica prefills and decodes</source>
        <translation>预填充／解码分离：计划中这么多个副本只做提示词的预填充，并把每个提示词的 KV 缓存传给一个解码副本，解码副本的每一步因此不含预填充（SGLang --disaggregation-mode、vLLM 的 KV 传输连接器、TensorRT-LLM 的分离式服务；每个副本为计划的 tp × pp 张 GPU）；0：每个副本都做预填充与解码</translation>
    </message>
    <message>
        <source>Processes of the engine&apos;s OpenAI-compatible server that share the running requests&apos; outputs (vLLM --api-server-count, SGLang --tokenizer-worker-num): each step&apos;s work on them is divided among the processes</source>
        <translation>引擎 OpenAI 兼容服务器的进程数，分担运行中请求的输出（vLLM --api-server-count、SGLang --tokenizer-worker-num）：每一步处理输出的工作由这些进程分摊</translation>
    </message>
    <message>
        <source>Prompts generated for and trained on in one step (verl data.train_batch_size, OpenRLHF rollout.batch_size); gradient accumulation follows from it</source>
        <translation>一步中生成并训练的提示数（verl data.train_batch_size、OpenRLHF rollout.batch_size）；梯度累积由此决定</translation>
    </message>
    <message>
        <source>Propose several tokens cheaply and verify them in one step of the model</source>
        <translation>以低成本提议数个 token，再由模型一步验证</translation>
    </message>
    <message>
        <source>PyTorch DataLoader workers per GPU</source>
        <translation>每张 GPU 的 PyTorch DataLoader 进程数</translation>
    </message>
    <message>
        <source>RL: a token budget per micro-batch and GPU in place of a count of sequences: the update packs its sequences into micro-batches of at most this many tokens (verl use_dynamic_bsz with ppo_max_token_len_per_gpu; NeMo-RL&apos;s sequence_packing or dynamic_batching train_mb_tokens); at least one whole sequence (prompt + completion); unset: micro-batches of the micro-batch&apos;s sequences</source>
        <translation>强化学习：以每张 GPU 每个微批次的 token 上限代替序列条数：更新时把序列打包成不超过此 token 数的微批次（verl 的 use_dynamic_bsz 配合 ppo_max_token_len_per_gpu；NeMo-RL 的 sequence_packing 或 dynamic_batching 的 train_mb_tokens）；至少容纳一条完整序列（提示 + 生成内容）；未设置：按微批次的序列条数分批</translation>
    </message>
    <message>
        <source>RL: the longest prompt and completion together, where the run states one total (NeMo-RL max_total_sequence_length, prime-rl seq_len, Unsloth max_seq_length); sets the completion length to what the prompt leaves of it unless that is given, and a given completion must fit in it with the prompt; unset: the lengths as given</source>
        <translation>RL：提示与回复合计的最长长度，用于只给一个总长的运行（NeMo-RL max_total_sequence_length、prime-rl seq_len、Unsloth max_seq_length）；未另给回复长度时，回复长度取总长扣掉提示后剩下的部分；给了回复长度时，它与提示合计不得超过总长；未设置：照给定的长度</translation>
    </message>
    <message>
        <source>Rank r of the LoRA adapters</source>
        <translation>LoRA 适配器的秩 r</translation>
    </message>
    <message>
        <source>Ring attention passes key/value blocks around; Ulysses swaps sequence for heads</source>
        <translation>环形注意力轮流传递 key/value 块；Ulysses 以注意力头换序列切分</translation>
    </message>
    <message>
        <source>Seconds of video in each sample or request (one video), for encoders that run at each frame&apos;s own resolution (Qwen2-VL, Qwen2.5-VL, Qwen3-VL): sampled at 2 frames per second (4 to 768 frames), every 2 frames one group of video tokens, each frame resized within the per-frame and whole-video pixel limits (qwen-vl-utils); unset: no video</source>
        <translation>每个样本或请求中的视频秒数（一段视频），适用于按每帧原分辨率运行的编码器（Qwen2-VL、Qwen2.5-VL、Qwen3-VL）：每秒采样 2 帧（4 至 768 帧），每 2 帧构成一组视频 token，每帧缩放到单帧与整段视频的像素上限之内（qwen-vl-utils）；未设置：无视频</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward/backward pass</source>
        <translation>每张 GPU 每次前向/反向处理的序列数</translation>
    </message>
    <message>
        <source>Sequences per optimizer step over every data-parallel rank (NeMo global_batch_size, DeepSpeed train_batch_size); sets gradient accumulation = global batch ÷ (micro-batch × data-parallel ranks), also on other GPU counts; preference pairs (DPO, ORPO, SimPO, reward models) and KTO examples count as one each; RL: completions per optimizer step, the step&apos;s completions split into ⌈completions ÷ global batch⌉ updates (NeMo-RL train_global_batch_size, verl ppo_mini_batch_size × n, OpenRLHF train_batch_size); unset: gradient accumulation as given (RL: one update a step)</source>
        <translation>每个优化器步骤在所有数据并行 rank 上的序列数（NeMo global_batch_size、DeepSpeed train_batch_size）；据此设置梯度累积 = 全局批次 ÷（微批次 × 数据并行 rank 数），换成其他 GPU 数时亦同；偏好对（DPO、ORPO、SimPO、奖励模型）与 KTO 样本各算一个；强化学习：每个优化器步骤的回复数，每一步的回复分成 ⌈回复数 ÷ 全局批次⌉ 次更新（NeMo-RL train_global_batch_size、verl ppo_mini_batch_size × n、OpenRLHF train_batch_size）；未设置：沿用所填的梯度累积（强化学习：每步一次更新）</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器台数</translation>
    </message>
    <message>
        <source>Shard norm/dropout activations across the tensor-parallel group</source>
        <translation>在张量并行组内分片归一化层与 Dropout 的激活值</translation>
    </message>
    <message>
        <source>Share of GPU memory the server takes: vLLM gpu_memory_utilization and TGI cuda_memory_fraction (of the card), SGLang mem_fraction_static (weights + KV cache of the card), TensorRT-LLM free_gpu_memory_fraction and LMDeploy cache_max_entry_count (KV cache, of the memory left free)</source>
        <translation>推理服务器占用的 GPU 显存比例：vLLM gpu_memory_utilization 与 TGI cuda_memory_fraction（整张卡的比例）、SGLang mem_fraction_static（权重 + KV 缓存，整张卡的比例）、TensorRT-LLM free_gpu_memory_fraction 与 LMDeploy cache_max_entry_count（KV 缓存，剩余可用显存的比例）</translation>
    </message>
    <message>
        <source>Share of each GPU the inference engine pre-allocates for its weights and KV cache (gpu_memory_utilization); unset: the framework&apos;s value for the placement</source>
        <translation>推理引擎在每张 GPU 上为权重和 KV 缓存预先分配的比例（gpu_memory_utilization）；未设置：框架对此部署方式的值</translation>
    </message>
    <message>
        <source>Software profile: its precision defaults and memory habits</source>
        <translation>框架预设：默认精度与显存使用习惯</translation>
    </message>
    <message>
        <source>Steps the separate inference engine generates ahead of the policy update, on weights that many steps old (verl&apos;s one-step off-policy and fully async recipes, OpenRLHF --async_train): generation overlaps scoring and the update, the step takes the longer of the two plus the weight sync; 0: synchronous on-policy</source>
        <translation>独立推理引擎领先策略更新生成的步数，使用相应旧版本的权重（verl 的 one-step off-policy 与 fully async 配方、OpenRLHF --async_train）：生成与评分及更新重叠，每步取两者中较长者再加上权重同步；0：同步的 on-policy 循环</translation>
    </message>
    <message>
        <source>Storage format of frozen or served weights (default by method)</source>
        <translation>冻结或推理权重的存储格式（默认值随方法而定）</translation>
    </message>
    <message>
        <source>Tensor parallel degree (within a node)</source>
        <translation>张量并行度（节点内）</translation>
    </message>
    <message>
        <source>Tensor-parallel GPUs of each prefill replica where they differ from the decode replicas&apos; tp (SGLang&apos;s and TensorRT-LLM&apos;s prefill and decode servers are launched each with its own --tp, tensor_parallel_size: DeepSeek-V3 prefilled on 32 GPUs and decoded on 96); a prefill replica keeps the decode replicas&apos; attention groups and expert parallelism per GPU, and its GPUs count with theirs; unset: tp</source>
        <translation>每个预填充副本的张量并行 GPU 数，用于与解码副本的 tp 不同时（SGLang 与 TensorRT-LLM 的预填充与解码服务器各自以自己的 --tp、tensor_parallel_size 启动：例如 DeepSeek-V3 以 32 张 GPU 预填充、96 张 GPU 解码）；预填充副本沿用解码副本每张 GPU 的注意力分组与专家并行比例，其 GPU 与解码副本的 GPU 一并计入；未设置：等于 tp</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces overlapped with the GEMMs (Megatron-Core --tp-comm-overlap); off: they wait on the critical path</source>
        <translation>张量并行的 all-reduce 与 GEMM 重叠（Megatron-Core --tp-comm-overlap）；关闭：它们在关键路径上等待</translation>
    </message>
    <message>
        <source>The NVFP4 layers&apos; working weights are NVFP4 tensors beside the fp32 master copy, with no bf16 copy, and are all-gathered as such (Megatron-Core fp4_param: Megatron-LM --fp4-param-gather, Transformer Engine 2.7+); a frozen LoRA base is then held in NVFP4 alone</source>
        <translation>NVFP4 层的工作权重即为 NVFP4 张量，与 fp32 主权重并存、不另存 bf16 副本，并以此格式做 all-gather（Megatron-Core fp4_param：Megatron-LM --fp4-param-gather，Transformer Engine 2.7 以上）；冻结的 LoRA 基座模型则只以 NVFP4 保存</translation>
    </message>
    <message>
        <source>The colocated engine releases its KV cache and weights while the policy trains (vLLM sleep mode, verl free_cache_engine)</source>
        <translation>共置的引擎在策略模型训练时释放 KV 缓存和权重（vLLM 休眠模式、verl free_cache_engine）</translation>
    </message>
    <message>
        <source>The engine schedules the next step while the GPU runs this one (vLLM --async-scheduling, on by default in recent releases), so the host&apos;s work per step (scheduling, input tensors, sampling) no longer waits between steps; off (--no-async-scheduling, and vLLM before it was the default): the GPU waits for it</source>
        <translation>引擎在 GPU 执行这一步时就排好下一步（vLLM --async-scheduling，近来的版本默认开启），主机每步的工作（调度、准备输入张量、采样）不再卡在两步之间；关闭时（--no-async-scheduling，以及它成为默认之前的 vLLM）GPU 要等主机做完</translation>
    </message>
    <message>
        <source>The frozen starting policy the loss or KL term compares against; with a LoRA adapter it is the base with adapters disabled (no second copy)</source>
        <translation>损失或 KL 项用来比较的冻结初始策略模型；使用 LoRA 适配器时即为停用适配器的基座（无第二份副本）</translation>
    </message>
    <message>
        <source>The inference engine generates with FP8 weights, quantized in 128 × 128 blocks as each update&apos;s bf16 weights load (verl actor_rollout_ref.rollout.quantization); needs FP8 tensor cores</source>
        <translation>推理引擎以 FP8 权重生成：每次更新的 bf16 权重加载时按 128 × 128 分块量化（verl 的 actor_rollout_ref.rollout.quantization）；需要 FP8 张量核心</translation>
    </message>
    <message>
        <source>Tokens an average completion generates when they vary (completion_len is then the longest): generation runs until the longest ends, and a framework that packs sequences trains on the average; unset: every completion at completion_len</source>
        <translation>回复长短不一时，平均每个回复生成的 token 数（此时 completion_len 为最长者）：生成持续到最长的回复结束；会打包序列的框架以平均长度训练；未设置：每个回复都为 completion_len</translation>
    </message>
    <message>
        <source>Tokens generated per completion (max_completion_length; TRL and verl default 512); generation lasts until the longest completion ends</source>
        <translation>每个回复生成的 token 数（max_completion_length；TRL 和 verl 默认 512）；生成持续到最长的回复结束</translation>
    </message>
    <message>
        <source>Tokens one forward step may carry (vLLM max_num_batched_tokens, SGLang chunked_prefill_size, TensorRT-LLM max_num_tokens): the chunked-prefill budget and the activation peak, each attention data-parallel rank&apos;s where the engine schedules each (vLLM, TensorRT-LLM); an RL plan&apos;s rollout engine too (verl rollout.max_num_batched_tokens)</source>
        <translation>一次前向步骤可承载的 token 数（vLLM max_num_batched_tokens、SGLang chunked_prefill_size、TensorRT-LLM max_num_tokens）：分块预填充的预算与激活值峰值；引擎分别调度每个注意力数据并行 rank 时（vLLM、TensorRT-LLM），为每个 rank 各自的值；强化学习计划的生成引擎亦然（verl rollout.max_num_batched_tokens）</translation>
    </message>
    <message>
        <source>Tokens per KV cache block (page): a sequence&apos;s last block is partly empty; 1 means a contiguous or token-level cache</source>
        <translation>每个 KV 缓存块（页）的 token 数：序列最后一个块部分是空的；1 表示连续或逐 token 的缓存</translation>
    </message>
    <message>
        <source>Tokens per prompt (max_prompt_length; TRL and verl default 512)</source>
        <translation>每个提示的 token 数（max_prompt_length；TRL 和 verl 默认 512）</translation>
    </message>
    <message>
        <source>Tokens per served sequence (prompt + output) the KV cache is sized for</source>
        <translation>每个服务序列的 token 数（提示词 + 输出），KV 缓存依此分配</translation>
    </message>
    <message>
        <source>Tokens per training sequence</source>
        <translation>每个训练序列的 token 数</translation>
    </message>
    <message>
        <source>Tokens proposed per step (vLLM num_speculative_tokens)</source>
        <translation>每步提议的 token 数（vLLM num_speculative_tokens）</translation>
    </message>
    <message>
        <source>USD of network gear per node; unset: by GPU class</source>
        <translation>每节点网络设备（美元）；未设置：按 GPU 类别</translation>
    </message>
    <message>
        <source>USD per TB of enterprise NVMe/NAS, ~$100/TB</source>
        <translation>企业级 NVMe/NAS 每 TB 美元，约 $100/TB</translation>
    </message>
    <message>
        <source>USD per kWh; unset: the region&apos;s figure (catalog, dated and sourced)</source>
        <translation>每 kWh 美元；未设置：该地区的数值（目录，附日期与来源）</translation>
    </message>
    <message>
        <source>Unsloth before January 2025 (transformers ≤ 4.47) kept a rotary cos/sin table in every attention layer, grown to the longest sequence</source>
        <translation>2025 年 1 月之前的 Unsloth（transformers ≤ 4.47）在每个注意力层各保留一份旋转位置编码 cos/sin 表，并随最长序列扩大</translation>
    </message>
    <message>
        <source>What shards the states at ZeRO stage 2 or 3 (the trainers on accelerate offer both): DeepSpeed&apos;s ZeRO (a ds_config; gradients reduced in buckets) or PyTorch FSDP (accelerate&apos;s fsdp_config, FSDP1 or FSDP2; each layer&apos;s gradients reduce-scattered whole, the layer in backward&apos;s beside the one before&apos;s)</source>
        <translation>在 ZeRO 第 2 或第 3 阶段由谁来分片各项状态（基于 accelerate 的训练程序两者皆提供）：DeepSpeed 的 ZeRO（ds_config；梯度按桶归约）或 PyTorch FSDP（accelerate 的 fsdp_config，FSDP1 或 FSDP2；每层梯度整层 reduce-scatter，正在反向传播之层的梯度与前一层的并存）</translation>
    </message>
    <message>
        <source>What the step replays as CUDA graphs instead of launching each kernel from Python (Megatron-Core --cuda-graph-impl): each layer (transformer_engine or local; a mixture&apos;s experts and their dispatch stay eager), or the whole forward and backward (full_iteration; the optimizer step eager); none: every kernel launched, as Megatron-Core defaults</source>
        <translation>每一步以 CUDA 图重放、而非由 Python 逐一启动内核的部分（Megatron-Core --cuda-graph-impl）：每一层（transformer_engine 或 local；混合专家的专家与其分派仍即时执行），或整个前向与反向（full_iteration；优化器步骤即时执行）；none：逐一启动每个内核，即 Megatron-Core 的默认</translation>
    </message>
    <message>
        <source>a published fine-tuning data set, whose samples, mean and longest sample (tokens counted with Qwen2.5&apos;s tokenizer, as ms-swift&apos;s data set table gives them; another model&apos;s tokenizer counts somewhat differently) fill the three fields below when chosen; they stay editable (a subset of the samples keeps the name, a mean or longest changed makes the lengths custom); ms-swift&apos;s example mix: 500 samples each of alpaca-gpt4 (zh, en) and self-cognition; custom: the values as set</source>
        <translation>公开的微调数据集；选择后以其样本数、平均与最长样本长度（按 Qwen2.5 分词器计数的 token，取自 ms-swift 的数据集表；其他模型的分词器计数略有不同）填入下方三个字段，之后仍可编辑（只取部分样本时保留数据集名称；改动平均或最长长度则视为自定义长度）；ms-swift 示例混合数据：alpaca-gpt4（中文、英文）与 self-cognition 各 500 条；自定义：使用所填的值</translation>
    </message>
    <message>
        <source>bitsandbytes paged states: unified memory that moves to host RAM when the GPU runs short</source>
        <translation>bitsandbytes 分页状态：GPU 不足时移到主机内存的统一内存</translation>
    </message>
    <message>
        <source>examples in the dataset (a fine-tuning set counted in samples); its tokens are samples × the mean sample length (without a mean, each sample fills the sequence: an upper bound, said); post-training: its pairs (DPO, ORPO, SimPO, reward models), labelled examples (KTO) or prompts (PPO, GRPO), which set the steps unless they are given</source>
        <translation>数据集中的样本数（以样本计的微调数据集）；其 token 数为样本数 × 平均样本长度（未给平均长度时，每个样本视为填满序列：为上限，并会注明）；后训练：其偏好对（DPO、ORPO、SimPO、奖励模型）、标注样本（KTO）或提示（PPO、GRPO），未指定步数时由它们算出步数</translation>
    </message>
    <message>
        <source>optimizer steps between evaluations inside the run (Hugging Face eval_steps, Megatron --eval-interval); each pauses training for a forward pass over the evaluation tokens (DPO and the other preference methods: by the policy and its reference); unset: no evaluation</source>
        <translation>训练中两次评估之间的优化器步数（Hugging Face eval_steps、Megatron --eval-interval）；每次评估暂停训练，对评估 token 做一次前向传播（DPO 等偏好方法：由策略模型与其参考模型各做一次）；未设置：不评估</translation>
    </message>
    <message>
        <source>packed: samples concatenated into full sequences, every token trained is data; padded to the sequence length: each sample costs a whole sequence of compute (Hugging Face padding=&apos;max_length&apos;, no packing); padded to each micro-batch&apos;s longest sample: the micro-batch costs its samples × its longest (Hugging Face DataCollatorWithPadding, padding=&apos;longest&apos;, TRL&apos;s default collator; a preference pair&apos;s chosen and rejected sequences are padded together, as TRL, OpenRLHF, ms-swift and LLaMA-Factory pad them unless padding-free); padding-free: each micro-batch&apos;s samples concatenated as they are, neither padded nor filled to the sequence length (Megatron-SWIFT&apos;s and TRL&apos;s padding_free without packing), and post-training&apos;s packed is padding-free too (pairs cannot fill rows); unset: the trainer&apos;s default — padded per micro-batch for the fine-tuning trainers (Hugging Face, TRL, LLaMA-Factory, ms-swift, OpenRLHF, Unsloth, Axolotl, torchtune, LitGPT, MLX without packing) and the preference and reward-model trainers, padded to the sequence in DeepSpeed-Chat, padding-free in Megatron-SWIFT, packed for pretraining and the other profiles</source>
        <translation>打包：样本首尾相接组成完整序列，训练的每个 token 都是数据；填充至序列长度：每个样本都要花一整条序列的计算量（Hugging Face padding=&apos;max_length&apos;，不打包）；填充至每个微批次中最长的样本：微批次的计算量为其样本数 × 其中最长的长度（Hugging Face DataCollatorWithPadding、padding=&apos;longest&apos;，TRL 的默认 collator；偏好对的选中与拒绝序列一起填充，TRL、OpenRLHF、ms-swift 与 LLaMA-Factory 未开启免填充时即如此）；免填充：每个微批次的样本按原长度首尾相接，既不填充也不补满到序列长度（Megatron-SWIFT 与 TRL 不打包时的 padding_free），后训练的打包也是免填充（偏好对无法补满整行）；未设置：训练器的默认——微调训练器（Hugging Face、TRL、LLaMA-Factory、ms-swift、OpenRLHF、Unsloth、Axolotl、torchtune、LitGPT、未开启打包的 MLX）以及偏好与奖励模型训练器按微批次填充，DeepSpeed-Chat 填充至序列长度，Megatron-SWIFT 免填充，预训练与其余配置为打包</translation>
    </message>
    <message>
        <source>the percentile of requests whose TTFT and TPOT must meet the targets, the median or above (MLPerf&apos;s server scenario judges the 99th): at a request rate, or over a benchmark run of so many requests, the plan&apos;s latencies are judged at it (at a rate, the highest rate within the targets too); unset, or with concurrent users alone: on the means</source>
        <translation>TTFT 与 TPOT 须满足目标的请求百分位数，取中位数或以上（MLPerf 的服务器场景以第 99 百分位数判定）：给定请求速率时，或在一次指定请求数的基准测试中，方案的延迟都以此百分位数判定（给定速率时，满足目标的最高速率亦然）；未设置，或只以并发用户数计算时：以平均值判定</translation>
    </message>
    <message>
        <source>the prompt and answer lengths of a serving benchmark&apos;s data set, filled in when chosen: ShareGPT as vllm bench serve samples it (prompts 220 tokens on average, up to 1,024; answers 200, up to 2,044; the two 2,048 at most: most short, a few long); MLPerf Inference&apos;s Llama 2 70B set (OpenOrca: prompts 222 on average, up to 1,021; answers as its runs decode them, 294 on average, up to 1,024); its Llama 3.1 8B set (CNN/DailyMail: prompts 871 on average, up to 2,540; answers up to 128, their average unpublished, taken at 128), Llama 3.1 405B set (prompts 9,429 on average, up to 19,988; answers 685, up to 2,000) and DeepSeek-R1 set (prompts 804, up to 3,140; answers 3,886, up to 20,000); the averages may then be set to a run&apos;s own, a longest changed makes the lengths custom; custom: the lengths as set</source>
        <translation>推理服务基准测试数据集的提示词与回答长度，选择后自动填入：ShareGPT 按 vllm bench serve 的抽样方式（提示词平均 220 个 token、最长 1,024；回答平均 200、最长 2,044；两者合计最多 2,048：多数短、少数很长）；MLPerf Inference 的 Llama 2 70B 数据集（OpenOrca：提示词平均 222、最长 1,021；回答为其运行实际解码的长度，平均 294、最长 1,024）；其 Llama 3.1 8B 数据集（CNN/DailyMail：提示词平均 871、最长 2,540；回答最长 128，平均值未公布，取 128）、Llama 3.1 405B 数据集（提示词平均 9,429、最长 19,988；回答平均 685、最长 2,000）与 DeepSeek-R1 数据集（提示词平均 804、最长 3,140；回答平均 3,886、最长 20,000）；之后可把平均值改为某次运行自己的值，改动最长值则长度变为自定；自定：使用已设置的长度</translation>
    </message>
    <message>
        <source>tokens in an average sample of the dataset (prompt and answer, its images&apos; and video&apos;s tokens included, up to the sequence length; a preference pair&apos;s chosen and rejected sequences each hold the prompt and one answer); unset: samples fill the sequence</source>
        <translation>数据集中平均每个样本的 token 数（提示与回答，含其图片与视频的 token，最多到序列长度；偏好对的选中与拒绝序列各含提示与一个回答）；未设置：样本填满序列</translation>
    </message>
    <message>
        <source>tokens in the dataset&apos;s longest sample (its images&apos; and video&apos;s tokens included, cut to the sequence length); with the mean it sets how sample lengths spread, which padding to each micro-batch&apos;s longest sample reads, and padded so, peak memory is sized for rows of this length; unset: the sequence length</source>
        <translation>数据集中最长样本的 token 数（含其图片与视频的 token，超过序列长度者截断至序列长度）；它与平均长度一起决定样本长度的分布，供“填充至每个微批次中最长的样本”使用，且如此填充时，峰值显存以此长度的行估算；未设置：序列长度</translation>
    </message>
    <message>
        <source>grid kg CO2 per kWh; unset: the region&apos;s figure (catalog, dated and sourced)</source>
        <translation>电网每 kWh 的 kg CO2；未设置：该地区的数值（目录，附日期与来源）</translation>
    </message>
    <message>
        <source>requests a benchmark run sends in all (vLLM bench serve --num-prompts with --max-concurrency, genai-perf --request-count, an offline batch): the plan&apos;s concurrent users all start at once and each sends its next request when one ends; the latencies are the run&apos;s means, the first wave of prompts queued together and the end of the run included; unset: the steady state</source>
        <translation>一次基准测试总共发送的请求数（vLLM bench serve 的 --num-prompts 配合 --max-concurrency、genai-perf 的 --request-count、离线批次）：方案的并发用户同时开始，每位用户在一个请求结束时发送下一个；延迟为整个轮次的平均值，包含一起排队的第一波提示与轮次结尾；未设置：稳定状态</translation>
    </message>
    <message>
        <source>the optimizer&apos;s moments in bf16 beside the fp32 master copy (Megatron-Core --use-precision-aware-optimizer --exp-avg-dtype bf16 --exp-avg-sq-dtype bf16, as DeepSeek-V3 trained; NeMo&apos;s distributed Adam with dtype bf16); unset: the precision&apos;s (fp32)</source>
        <translation>优化器的动量以 bf16 保存，fp32 主权重不变（Megatron-Core --use-precision-aware-optimizer --exp-avg-dtype bf16 --exp-avg-sq-dtype bf16，DeepSeek-V3 即如此训练；NeMo 的分布式 Adam 设 dtype bf16）；未设置：依精度设置（fp32）</translation>
    </message>
    <message>
        <source>the pipeline split counts the input embedding and the output layer with its loss each as one transformer layer, so the first and last stages hold one layer fewer (Megatron-Core account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split; torchtitan&apos;s input_weight and output_weight of 1, its default); off: every stage the same number of layers, the last one computing the output layer and loss besides</source>
        <translation>流水线切分时把输入嵌入、以及输出层连同其损失各算作一个 Transformer 层，因此第一与最后一个阶段各少放一层（Megatron-Core 的 account_for_embedding_in_pipeline_split 与 account_for_loss_in_pipeline_split；torchtitan 的 input_weight 与 output_weight 为 1，是其默认）；关闭：每个阶段层数相同，最后一个阶段另外还要计算输出层与损失</translation>
    </message>
    <message>
        <source>tokens one evaluation runs through the model (Megatron --eval-iters × the global batch&apos;s tokens; a validation set&apos;s tokens)</source>
        <translation>一次评估送入模型的 token 数（Megatron --eval-iters × 全局批次的 token 数；或验证集的 token 数）</translation>
    </message>
    <message>
        <source>which rental rows price GPU-hours: cloud on-demand list prices, spot prices (capacity the cloud can reclaim), the hourly rate under a 1- or 3-year commitment (billed for every hour of the term), or typical market/rental offers (catalog, dated and sourced)</source>
        <translation>以哪一组租用价格计算 GPU 小时：云按需牌价、Spot 价格（云可收回的容量）、1 年或 3 年承诺使用下的每小时费率（承诺期内每小时都计费），或一般市场／租赁报价（目录，附日期与来源）</translation>
    </message>
    <message>
        <source>with full recompute, how many layers of each pipeline stage are recomputed — of each virtual stage with interleaving (Megatron-LM --recompute-method block --recompute-num-layers); the others keep their activations; unset: every layer</source>
        <translation>完整重计算时，每个流水线阶段重计算多少层——交错调度时为每个虚拟阶段（Megatron-LM --recompute-method block --recompute-num-layers）；其余各层保留激活值；未设置：每一层都重计算</translation>
    </message>
    <message>
        <source>USD per server without GPUs; unset: by GPU class</source>
        <translation>每台服务器（不含 GPU）美元；未设置：按 GPU 类别</translation>
    </message>
    <message>
        <source>A reward model (a score head on the policy&apos;s architecture, or on the model reward_model_id names) or a reward function such as a verifier (no model)</source>
        <translation>奖励模型（策略模型架构，或 reward_model_id 指定的模型，加评分头）或奖励函数，例如验证器（无模型）</translation>
    </message>
    <message>
        <source>Attention through Transformer Engine&apos;s cuDNN fused kernels (NeMo AutoModel&apos;s backend attn te, its default where Transformer Engine is installed) instead of FlashAttention-2 or PyTorch SDPA&apos;s: on Hopper-class GPUs (600 dense bf16 TFLOPS or more) they run at the FlashAttention-3 class rate (0.31 of the H100 peak at 512 tokens, 0.58 from 8k, where FlashAttention-2 runs at 0.21 to 0.33), below that at FlashAttention-2&apos;s; NVIDIA GPUs only; attention keeps the same tensors</source>
        <translation>注意力改用 Transformer Engine 的 cuDNN 融合内核（NeMo AutoModel 的 backend attn te，已安装 Transformer Engine 时的默认），而非 FlashAttention-2 或 PyTorch SDPA 的内核：在 Hopper 级 GPU（稠密 bf16 达 600 TFLOPS 以上）上以 FlashAttention-3 级的速率执行（512 个词元时为 H100 峰值的 0.31，8k 起为 0.58；FlashAttention-2 为 0.21 至 0.33），较低端的 GPU 上则按 FlashAttention-2 的速率计；仅限 NVIDIA GPU；注意力保留的张量相同</translation>
    </message>
    <message>
        <source>Chance that each proposed token is accepted; 0.6–0.8 is typical for a same-family draft or an EAGLE head on chat, 0.85–0.9 for DeepSeek-V3&apos;s MTP layer (its report), less for n-gram on new text</source>
        <translation>每个提议 token 被接受的概率；对话场景下同系列草稿模型或 EAGLE 预测头通常为 0.6–0.8，DeepSeek-V3 的 MTP 层为 0.85–0.9（其技术报告），n-gram 遇到新文本时更低</translation>
    </message>
    <message>
        <source>Compiled model and loss: the loss keeps only bf16 logits, each layer&apos;s norms and gated MLP keep what Liger&apos;s kernels keep (measured on a compiled layer); its element-wise speed-up is not modelled</source>
        <translation>编译模型与损失：损失只保留 bf16 logits，每层的归一化与门控 MLP 保留的量与 Liger 内核相同（以编译后的一层实测）；逐元素运算的加速未纳入模型</translation>
    </message>
    <message>
        <source>Completions generated per prompt (G, num_generations); GRPO, RLOO and DAPO compare them, two at least (verl&apos;s GRPO and RLOO also run one: its reward is the advantage)</source>
        <translation>每个提示生成的回复数（G，num_generations）；GRPO、RLOO 与 DAPO 会相互比较，至少两个（verl 的 GRPO 与 RLOO 也可只生成一个：其奖励即为优势值）</translation>
    </message>
    <message>
        <source>Decoder layers on the GPU, as llama.cpp&apos;s -ngl (Ollama num_gpu) counts them: the last N layers; above the model&apos;s layers (-ngl 99) the output layer too. The others and the token embedding stay in host RAM and run on the CPU; unset: everything on the GPU</source>
        <translation>放在 GPU 上的解码器层数，按 llama.cpp -ngl（Ollama num_gpu）的算法：最后 N 层；超过模型层数（-ngl 99）时输出层也在 GPU。其余层与 token 嵌入层留在主机内存，由 CPU 执行；未设置：全部在 GPU 上</translation>
    </message>
    <message>
        <source>Each RMSNorm as one fused kernel (NeMo AutoModel&apos;s Transformer Engine RMSNorm, torchtitan&apos;s fused_rmsnorm of 2024): it keeps its input and one fp32 rsigma per token for backward where eager PyTorch keeps an fp32 copy of the input and the normalised output, and it reads and writes a token once instead of five fp32 passes</source>
        <translation>每个 RMSNorm 以单一融合内核执行（NeMo AutoModel 的 Transformer Engine RMSNorm、torchtitan 2024 年的 fused_rmsnorm）：反向时只保留其输入与每个词元一个 fp32 rsigma，而 eager PyTorch 保留的是输入的 fp32 副本与归一化后的输出；每个词元只读写一次，而非五次 fp32 运算</translation>
    </message>
    <message>
        <source>Expert all-to-alls overlapped with another micro-batch&apos;s compute (training: DeepSeek DualPipe, Megatron-Core MoE overlap; serving with DeepEP: two micro-batches a step, SGLang --enable-two-batch-overlap, vLLM --enable-dbo); off: they wait on the critical path</source>
        <translation>专家 all-to-all 与另一个微批次的计算重叠（训练：DeepSeek DualPipe、Megatron-Core MoE 重叠；搭配 DeepEP 的推理：每一步两个微批次，SGLang --enable-two-batch-overlap、vLLM --enable-dbo）；关闭：它们在关键路径上等待</translation>
    </message>
    <message>
        <source>GPUs the separate inference engine takes from the plan&apos;s GPUs (the rest train); across nodes a whole node unless set</source>
        <translation>独立推理引擎从方案的 GPU 中占用的数量（其余用于训练）；跨节点时除非另行设置，占用一整个节点</translation>
    </message>
    <message>
        <source>Gbit/s between nodes, per node; unset: the GPU&apos;s reference system, else by GPU class</source>
        <translation>节点间网络 Gbit/s（每节点）；未设置：按该 GPU 的参考系统，否则按 GPU 类别</translation>
    </message>
    <message>
        <source>Groups of the tensor-parallel GPUs that run attention data-parallel (DeepSeek-style serving: SGLang --dp with --enable-dp-attention, vLLM --data-parallel-size, TensorRT-LLM enable_attention_dp, whose groups are every GPU: N = tp): each group of tp ÷ N GPUs holds attention whole and serves its own requests, so an MLA KV cache is kept once per request instead of once per GPU; experts stay split over all the GPUs; vLLM&apos;s own notation is read too where a whole plan is typed, for a mixture of experts: a tp that N does not divide is one rank&apos;s (tp 1 with N = 4 is vllm serve -tp 1 -dp 4, a replica of tp 4 here); 1: off</source>
        <translation>把张量并行的 GPU 分成几组，以数据并行方式执行注意力（DeepSeek 式部署：SGLang --dp 搭配 --enable-dp-attention，vLLM --data-parallel-size，TensorRT-LLM enable_attention_dp，其每张 GPU 各为一组：N = tp）：每组 tp ÷ N 张 GPU 持有完整的注意力层并服务自己的请求，因此 MLA 的 KV 缓存每个请求只存一份，而非每张 GPU 一份；专家仍分散在所有 GPU 上；输入整个规划时也接受 vLLM 自己的写法（限混合专家模型）：N 无法整除的 tp 视为单个数据并行 rank 的 tp（tp 1 搭配 N = 4 即 vllm serve -tp 1 -dp 4，在此为 tp 4 的一个副本）；1：关闭</translation>
    </message>
    <message>
        <source>Images in each training sample or request of a vision-language model: each adds its image tokens to the sequence (within the sequence length or context) and runs the vision encoder over its patches; unset: the model&apos;s default (one; none in a sample with a video)</source>
        <translation>视觉语言模型每个训练样本或请求中的图像数：每张图像把它的图像 token 加入序列（计入序列长度或上下文），并让视觉编码器处理它的 patch；未设置：模型的默认值（一张；含视频的样本则为零张）</translation>
    </message>
    <message>
        <source>Pipeline parallel stages (training: the trainers that split a model into stages, Megatron-LM, NeMo, Megatron-DeepSpeed, Megatron-SWIFT, torchtitan&apos;s FSDP)</source>
        <translation>流水线并行阶段数（训练：会把模型切成多个阶段的训练框架，Megatron-LM、NeMo、Megatron-DeepSpeed、Megatron-SWIFT、torchtitan 的 FSDP）</translation>
    </message>
    <message>
        <source>Saved activations go to host RAM in forward and come back in backward (torchtune; Unsloth offloaded checkpointing; Megatron-LM --cpu-offloading)</source>
        <translation>保存的激活值在前向时移到主机内存，反向时取回（torchtune；Unsloth 卸载式检查点；Megatron-LM --cpu-offloading）</translation>
    </message>
    <message>
        <source>Sequences the scheduler runs at once (vLLM max_num_seqs, TensorRT-LLM max_batch_size), each attention data-parallel rank&apos;s where the engine schedules each (vLLM, TensorRT-LLM); unset: the framework&apos;s default</source>
        <translation>调度器同时运行的序列数（vLLM max_num_seqs、TensorRT-LLM max_batch_size）；引擎分别调度每个注意力数据并行 rank 时（vLLM、TensorRT-LLM），为每个 rank 各自的值；未设置：框架默认值</translation>
    </message>
    <message>
        <source>Tensor-parallel ranks each routed expert is split over (Megatron-LM --expert-tensor-parallel-size); unset: the tensor-parallel degree, Megatron-LM&apos;s default (many MoE recipes set 1: experts whole on their expert-parallel rank), and 1 where tp × ep does not divide a pipeline stage&apos;s GPUs, which Megatron-Core refuses</source>
        <translation>每个路由专家切分到的张量并行 rank 数（Megatron-LM --expert-tensor-parallel-size）；未设置：张量并行度，即 Megatron-LM 的默认值（许多 MoE 配方设为 1：专家完整放在其专家并行 rank 上），而 tp × ep 无法整除一个流水线阶段的 GPU 数时为 1（Megatron-Core 会拒绝该默认值）</translation>
    </message>
    <message>
        <source>The global batch in tokens (Llama 3: 16M), whole sequences of the sequence length (a preference pair: its two sequences); sets gradient accumulation as the global batch does; unset: gradient accumulation as given</source>
        <translation>以 token 数表示的全局批次（Llama 3：16M），须为整数个序列长度（偏好对：算其两条序列）；与全局批次一样设置梯度累积；未设置：沿用所填的梯度累积</translation>
    </message>
    <message>
        <source>The layers&apos; working weights are kept and all-gathered in FP8 beside the fp32 master copy, with no bf16 copy (Megatron-LM --fp8-param-gather; NeMo&apos;s and Megatron-Bridge&apos;s FP8 recipes set it); under PyTorch FSDP with torchao&apos;s tensorwise FP8, the fp32 shards are cast to FP8 and gathered in FP8 (torchtitan&apos;s enable_fsdp_float8_all_gather)</source>
        <translation>各层的工作权重以 FP8 保存并以 FP8 全收集，另有 fp32 主权重，不再保留 bf16 副本（Megatron-LM --fp8-param-gather；NeMo 与 Megatron-Bridge 的 FP8 配方默认开启）；在 PyTorch FSDP 搭配 torchao 张量级 FP8 时，fp32 分片先转为 FP8 再以 FP8 收集（torchtitan 的 enable_fsdp_float8_all_gather）</translation>
    </message>
    <message>
        <source>The policy&apos;s and critic&apos;s weights and optimizer states wait in host RAM while the engine generates (OpenRLHF --ds.enable_sleep, ms-swift --offload_model, verl fsdp_config param_offload and optimizer_offload)</source>
        <translation>推理引擎生成时，策略模型与评论模型的权重和优化器状态暂存主机内存（OpenRLHF --ds.enable_sleep、ms-swift --offload_model、verl fsdp_config 的 param_offload 与 optimizer_offload）</translation>
    </message>
    <message>
        <source>The routed experts of layers 0 to N − 1 stay in host RAM and run on the CPU, as llama.cpp&apos;s --n-cpu-moe N counts them (every layer&apos;s: --cpu-moe, -ot exps=CPU); attention and shared weights stay on the GPU; unset: none</source>
        <translation>第 0 到 N − 1 层的路由专家留在主机内存、由 CPU 执行，按 llama.cpp --n-cpu-moe N 的算法（所有层：--cpu-moe、-ot exps=CPU）；注意力与共享权重留在 GPU；未设置：无</translation>
    </message>
    <message>
        <source>Tokens reach experts on other GPUs through DeepEP: each token crosses the network once for every node holding one of its experts and is forwarded inside the node over NVLink (training: Megatron-Core --moe-token-dispatcher-type flex with --moe-enable-deepep, NeMo AutoModel&apos;s DeepEP kernels; serving with attention data parallel: SGLang --moe-a2a-backend deepep, vLLM --all2all-backend deepep_high_throughput or deepep_low_latency); off: training&apos;s all-to-all sends it to every expert it routes to, and serving gathers every group&apos;s tokens on every GPU and scatters the results (timed as two all-reduces a layer)</source>
        <translation>token 经由 DeepEP 送到其他 GPU 上的专家：每个 token 对每个持有其专家的节点只跨网络传送一次，再于节点内经 NVLink 转发（训练：Megatron-Core --moe-token-dispatcher-type flex 搭配 --moe-enable-deepep、NeMo AutoModel 的 DeepEP 内核；搭配注意力数据并行的推理：SGLang --moe-a2a-backend deepep、vLLM --all2all-backend deepep_high_throughput 或 deepep_low_latency）；关闭：训练的 all-to-all 把它送到它路由到的每个专家，推理则把每一组的 token 收集到每张 GPU 上再分散结果（以每层两次 all-reduce 计时）</translation>
    </message>
    <message>
        <source>What the run does: train from scratch, fine-tune all or part, or serve</source>
        <translation>本次任务：从头训练、全参数或部分参数微调，或推理服务</translation>
    </message>
    <message>
        <source>Where completions are generated: an inference engine (vLLM/SGLang) sharing the training GPUs, one on GPUs of its own, or the training model itself</source>
        <translation>回复在哪里生成：与训练共用 GPU 的推理引擎（vLLM/SGLang）、使用自己 GPU 的推理引擎，或训练中的模型本身</translation>
    </message>
    <message>
        <source>ZeRO stage / FSDP sharding of optimizer (1), gradients (2), weights (3)</source>
        <translation>ZeRO 阶段 / FSDP 分片：优化器状态（1）、梯度（2）、权重（3）</translation>
    </message>
    <message>
        <source>average GPU draw ÷ TDP under load</source>
        <translation>负载下 GPU 平均功耗 ÷ TDP</translation>
    </message>
    <message>
        <source>average generated tokens per request</source>
        <translation>每个请求平均生成的 token 数</translation>
    </message>
    <message>
        <source>average prompt tokens per request</source>
        <translation>每个请求平均的提示词 token 数</translation>
    </message>
    <message>
        <source>busiest hour&apos;s request rate ÷ the day&apos;s average; 2: a day&apos;s requests arriving over about 12 busy hours</source>
        <translation>最忙时段的请求速率 ÷ 全日平均；2：一天的请求集中在约 12 个忙碌小时</translation>
    </message>
    <message>
        <source>bytes of raw text per token, ≈4 characters per BPE token</source>
        <translation>每个 token 的原始文本字节数，BPE 约每 token 4 个字符</translation>
    </message>
    <message>
        <source>cloud USD per GB-month; S3 Standard us-east-1: $0.023</source>
        <translation>云端每 GB·月美元；S3 Standard us-east-1：$0.023</translation>
    </message>
    <message>
        <source>cloud USD per GPU-hour; unset: the catalog price</source>
        <translation>云端每 GPU·小时美元；未设置：使用目录价格</translation>
    </message>
    <message>
        <source>currency money is shown in (prices you enter stay in US dollars)</source>
        <translation>金额显示的货币（您输入的价格仍以美元计）</translation>
    </message>
    <message>
        <source>days of serving costed</source>
        <translation>计算成本的服务天数</translation>
    </message>
    <message>
        <source>decode memory-bandwidth utilisation (default 0.7, scaled by the GPU&apos;s best measured stream against the H100&apos;s)</source>
        <translation>解码的显存带宽利用率（默认 0.7，按此 GPU 实测最佳流相对 H100 的比值缩放）</translation>
    </message>
    <message>
        <source>engineer FTE the hardware takes; unset: 0.05 per node, at least 0.1</source>
        <translation>硬件所需工程师人力（FTE）；未设置：每节点 0.05，至少 0.1</translation>
    </message>
    <message>
        <source>foreach (PyTorch&apos;s default on CUDA) allocates one state-sized temporary in the step</source>
        <translation>foreach（PyTorch 在 CUDA 上的默认）在更新时会分配一份与状态同大小的临时张量</translation>
    </message>
    <message>
        <source>host W per node besides GPUs; unset: by GPU class</source>
        <translation>每节点 GPU 以外的主机功耗 W；未设置：按 GPU 类别</translation>
    </message>
    <message>
        <source>hours between resumable checkpoints (the framework&apos;s save interval); each write stalls training; 0.5 h: restart + half an interval ≈ the 0.3 h Llama 3 lost per failure</source>
        <translation>可续训检查点之间的小时数（框架的保存间隔）；每次写入都会暂停训练；0.5 h：重新启动＋半个间隔 ≈ Llama 3 每次故障损失的 0.3 h</translation>
    </message>
    <message>
        <source>inference requests served per day</source>
        <translation>每天服务的推理请求数</translation>
    </message>
    <message>
        <source>kW a rack can draw and cool at the site; ~12 kW: what most colocation sites supply</source>
        <translation>机房每个机柜可供电与散热的 kW；约 12 kW：多数托管机房的供应量</translation>
    </message>
    <message>
        <source>loaded USD cost of one engineer-year</source>
        <translation>一名工程师一年的全额成本（美元）</translation>
    </message>
    <message>
        <source>longest generated tokens per request: answers spread evenly from 2 × the average − the longest to the longest (a benchmark&apos;s random range ratio) while that is a token or more; a longer longest makes a long tail (most answers short, a few long); a static batch waits for its longest answer, and the context must hold it; unset: every answer has the average length</source>
        <translation>每个请求最多生成的 token 数：回答长度均匀分布于 2 × 平均值 − 最长值 至最长值之间（基准测试的随机长度范围比例），只要最短者至少 1 个 token；最长值更长时呈长尾分布（多数回答短、少数很长）；静态批次要等最长的回答结束，上下文也必须容纳它；未设置：每个回答都是平均长度</translation>
    </message>
    <message>
        <source>longest prompt tokens per request: prompts spread evenly from 2 × the average − the longest to the longest (a benchmark&apos;s random range ratio) while that holds the shared prefix; a longer longest makes a long tail (most prompts short, a few long, as chat data sets are); the first token&apos;s percentiles wait for the longer prompts&apos; prefills, a static batch pads to its longest prompt, and the context must hold the longest; unset: every prompt has the average length</source>
        <translation>每个请求最长的提示词 token 数：提示词长度均匀分布于 2 × 平均值 − 最长值 至最长值之间（基准测试的随机长度范围比例），只要最短者仍容得下共享前缀；最长值更长时呈长尾分布（多数提示词短、少数很长，如对话数据集）；首个 token 的百分位数要等较长提示词的预填充，静态批次会补齐到其最长的提示词，上下文也必须容纳最长者；未设置：每个提示词都是平均长度</translation>
    </message>
    <message>
        <source>machine-room USD per node-year; unset: by GPU class</source>
        <translation>每节点每年机房费用（美元）；未设置：按 GPU 类别</translation>
    </message>
    <message>
        <source>model FLOPs utilisation (PaLM definition), replaces the default</source>
        <translation>模型 FLOPs 利用率（PaLM 定义），替代默认值</translation>
    </message>
    <message>
        <source>passes over the dataset</source>
        <translation>数据集的训练遍数</translation>
    </message>
    <message>
        <source>post-training steps; a PPO/GRPO step generates, scores and trains one batch of prompts; unset: the dataset&apos;s samples × epochs ÷ the examples a step trains on, else 1,000 (with a warning)</source>
        <translation>后训练步数；PPO/GRPO 的一步会对一批提示生成、评分并训练；未设置：数据集样本数 × 训练轮数 ÷ 每步训练的样本数，若无数据集则为 1,000（并给出警告）</translation>
    </message>
    <message>
        <source>power usage effectiveness of the site; Uptime Institute survey average ~1.5–1.6</source>
        <translation>机房电能利用效率；Uptime Institute 调查平均约 1.5–1.6</translation>
    </message>
    <message>
        <source>prompt tokens every request shares (a system prompt); with prefix caching they are computed and stored once</source>
        <translation>每个请求共享的提示 token（系统提示）；开启前缀缓存时只计算、只存一次</translation>
    </message>
    <message>
        <source>purchase USD per GPU; unset: the catalog street price</source>
        <translation>每张 GPU 购买价格（美元）；未设置：使用目录市场价</translation>
    </message>
    <message>
        <source>requests per second arriving at random (Poisson, as serving benchmarks send them) across the plan&apos;s replicas: latencies at this rate, with their 50th, 90th and 99th percentiles; unset: latencies at the plan&apos;s concurrent users</source>
        <translation>每秒随机到达的请求数（Poisson 分布，与推理服务基准测试的发送方式相同），分摊到方案的各副本：延迟按此速率计算，并给出第 50、90、99 百分位；未设置：按方案的并发用户数计算延迟</translation>
    </message>
    <message>
        <source>resumable checkpoints kept on disk</source>
        <translation>保留在磁盘上、可续训的检查点数</translation>
    </message>
    <message>
        <source>service level: time per output token after the first, ms; unset: no target</source>
        <translation>服务水平：第一个之后每个输出 token 的时间（毫秒）；未设置：无目标</translation>
    </message>
    <message>
        <source>service level: time to first token, ms; unset: no target</source>
        <translation>服务水平：首个 token 的时间（毫秒）；未设置：无目标</translation>
    </message>
    <message>
        <source>share of hours owned hardware is busy</source>
        <translation>自有硬件忙碌的时间比例</translation>
    </message>
    <message>
        <source>share of wall-clock spent training after failures, restarts and checkpoint stalls; unset: from the GPU count (Llama 3: &gt;90% on 16,384 GPUs)</source>
        <translation>扣除故障、重启与检查点停顿后用于训练的时间比例；未设置：按 GPU 数计算（Llama 3：16,384 张 GPU 上 &gt;90%）</translation>
    </message>
    <message>
        <source>the date of your exchange rate (YYYY-MM-DD)</source>
        <translation>您的汇率日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>training tokens seen, all epochs (e.g. 2e12)</source>
        <translation>训练看过的 token 总数，含所有轮次（例如 2e12）</translation>
    </message>
    <message>
        <source>unique tokens in the dataset</source>
        <translation>数据集中不重复的 token 数</translation>
    </message>
    <message>
        <source>units of the currency per US dollar; unset: the catalog&apos;s dated rate</source>
        <translation>每美元兑换的该货币单位；未设置：目录中带日期的汇率</translation>
    </message>
    <message>
        <source>whose GPU prices, electricity and grid carbon: global (US/EU), China, Taiwan</source>
        <translation>采用哪个地区的 GPU 价格、电价与电网碳排：全球（美国／欧洲）、中国、台湾</translation>
    </message>
    <message>
        <source>with activation offloading, how many layers of each pipeline stage send their saved activations to host RAM (Megatron-LM --cpu-offloading-num-layers); the others keep them on the GPU; unset: every layer</source>
        <translation>开启激活值卸载时，每个流水线阶段有几层把保存的激活值送到主机内存（Megatron-LM --cpu-offloading-num-layers）；其余层留在 GPU 上；未设置：每一层</translation>
    </message>
    <message>
        <source>with selective recompute in Megatron-Core, the modules recomputed in backward, a comma list of core_attn, moe_act, layernorm, mla_up_proj, mlp, moe, shared_experts (Megatron-LM --recompute-modules); the default is the attention core</source>
        <translation>Megatron-Core 选择性重计算时，在反向传播中重计算的模块，以逗号分隔：core_attn、moe_act、layernorm、mla_up_proj、mlp、moe、shared_experts（Megatron-LM --recompute-modules）；默认只重计算注意力核心</translation>
    </message>
    <message>
        <source>workstation CPU package power, W</source>
        <translation>工作站 CPU 封装功耗（W）</translation>
    </message>
    <message>
        <source>years to write hardware off; 3 years: common GPU depreciation life</source>
        <translation>硬件折旧年数；3 年：常见的 GPU 折旧年限</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>Allowed: {range}</source>
        <translation>允许范围：{range}</translation>
    </message>
    <message>
        <source>Put a LoRA adapter on the {name} projection</source>
        <translation>在 {name} 投影层加上 LoRA 适配器</translation>
    </message>
    <message>
        <source>With Liger kernels: {value}</source>
        <translation>随 Liger 内核：{value}</translation>
    </message>
    <message>
        <source>Framework default: {value}</source>
        <translation>框架默认：{value}</translation>
    </message>
    <message>
        <source>Framework ≥ {size}: {value}</source>
        <translation>框架（≥ {size}）：{value}</translation>
    </message>
    <message>
        <source>Model&apos;s format: {value}</source>
        <translation>模型自带的格式：{value}</translation>
    </message>
    <message>
        <source>Default for the method: {value}</source>
        <translation>该方法的默认值：{value}</translation>
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
        <translation> $/GPU·小时</translation>
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
        <translation> 小时</translation>
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
        <translation> 请求/秒</translation>
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
        <translation>依方法默认</translation>
    </message>
    <message>
        <source>accumulation as given</source>
        <translation>沿用梯度累积</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>by sequences</source>
        <translation>按序列条数</translation>
    </message>
    <message>
        <source>catalog rate</source>
        <translation>内置汇率</translation>
    </message>
    <message>
        <source>concurrent users</source>
        <translation>并发用户数</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>dual-channel DDR5-5600 (89.6 GB/s)</source>
        <translation>双通道 DDR5-5600（89.6 GB/s）</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>每一层</translation>
    </message>
    <message>
        <source>fills the sequence</source>
        <translation>填满序列</translation>
    </message>
    <message>
        <source>framework default</source>
        <translation>框架默认</translation>
    </message>
    <message>
        <source>gradient accumulation as given</source>
        <translation>沿用所填的梯度累积</translation>
    </message>
    <message>
        <source>no evaluation</source>
        <translation>不评估</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>无目标</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>region default</source>
        <translation>地区默认值</translation>
    </message>
    <message>
        <source>square</source>
        <translation>正方形</translation>
    </message>
    <message>
        <source>steady state</source>
        <translation>稳定状态</translation>
    </message>
    <message>
        <source>the average</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>the completion length</source>
        <translation>同回复长度</translation>
    </message>
    <message>
        <source>the framework&apos;s</source>
        <translation>框架的默认值</translation>
    </message>
    <message>
        <source>the lengths as given</source>
        <translation>照给定的长度</translation>
    </message>
    <message>
        <source>the means</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>the model&apos;s</source>
        <translation>模型的默认值</translation>
    </message>
    <message>
        <source>the policy&apos;s</source>
        <translation>同策略模型</translation>
    </message>
    <message>
        <source>the precision&apos;s</source>
        <translation>依精度设置</translation>
    </message>
    <message>
        <source>the sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>the trainer&apos;s default</source>
        <translation>训练器的默认</translation>
    </message>
    <message>
        <source>tp (Megatron-LM&apos;s default); 1, to be set, where tp × ep cannot tile a stage</source>
        <translation>张量并行度（Megatron-LM 的默认值）；张量并行 × 专家并行无法铺满一个阶段时为 1，需自行设置</translation>
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
        <translation>2U/4U PCIe GPU 服务器（最多 8 张双槽卡，2 颗 CPU）</translation>
    </message>
    <message>
        <source>4-GPU HGX/DGX-class server (SXM, NVSwitch)</source>
        <translation>4 GPU HGX/DGX 级服务器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>4-slot workstation (Threadripper / Xeon W class)</source>
        <translation>4 插槽工作站（Threadripper／Xeon W 级）</translation>
    </message>
    <message>
        <source>8-GPU HGX/DGX-class server (SXM, NVSwitch)</source>
        <translation>8 GPU HGX/DGX 级服务器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>分配器保留</translation>
    </message>
    <message>
        <source>Base model download</source>
        <translation>基础模型下载</translation>
    </message>
    <message>
        <source>Break-even (buy vs rent)</source>
        <translation>盈亏平衡（购买与租用）</translation>
    </message>
    <message>
        <source>Busy GPU-hours</source>
        <translation>忙碌 GPU 小时</translation>
    </message>
    <message>
        <source>Busy serving time</source>
        <translation>忙碌服务时间</translation>
    </message>
    <message>
        <source>Bytes read per decode step</source>
        <translation>每个解码步骤读取的字节</translation>
    </message>
    <message>
        <source>CO₂ (location-based)</source>
        <translation>CO₂（基于位置）</translation>
    </message>
    <message>
        <source>CP traffic per GPU per step</source>
        <translation>每张 GPU 每步的上下文并行流量</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA 图</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation>检查点写入时间</translation>
    </message>
    <message>
        <source>Checkpoint, resumable</source>
        <translation>检查点（可续训）</translation>
    </message>
    <message>
        <source>Checkpoint, weights only</source>
        <translation>检查点（仅权重）</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>保留的检查点</translation>
    </message>
    <message>
        <source>Cloud GPU time</source>
        <translation>云 GPU 时间</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>云成本</translation>
    </message>
    <message>
        <source>Cloud cost per million output tokens</source>
        <translation>每百万输出 token 的云成本</translation>
    </message>
    <message>
        <source>Cloud storage</source>
        <translation>云存储</translation>
    </message>
    <message>
        <source>Cluster staff</source>
        <translation>集群人力</translation>
    </message>
    <message>
        <source>Communication buffers</source>
        <translation>通信缓冲区</translation>
    </message>
    <message>
        <source>Communication not hidden, per step</source>
        <translation>每步未被隐藏的通信时间</translation>
    </message>
    <message>
        <source>Concurrent requests the KV cache holds</source>
        <translation>KV 缓存可容纳的并发请求数</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Cooling and power overhead (PUE)</source>
        <translation>冷却与供配电开销（PUE）</translation>
    </message>
    <message>
        <source>Critic</source>
        <translation>价值模型（Critic）</translation>
    </message>
    <message>
        <source>Dataset (raw text)</source>
        <translation>数据集（原始文本）</translation>
    </message>
    <message>
        <source>Dataset (tokenised)</source>
        <translation>数据集（已分词）</translation>
    </message>
    <message>
        <source>Decode bandwidth utilisation</source>
        <translation>解码带宽利用率</translation>
    </message>
    <message>
        <source>Decode tokens/s (per replica)</source>
        <translation>解码吞吐量（每个副本）</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>FP8 e4m3, per-tensor scale</source>
        <translation>FP8 e4m3，逐张量缩放系数</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth needed</source>
        <translation>所需 GPU 间带宽</translation>
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
        <translation>硬件（折旧分摊）</translation>
    </message>
    <message>
        <source>Hardware FLOPs utilisation (default)</source>
        <translation>硬件 FLOPs 利用率（默认）</translation>
    </message>
    <message>
        <source>Host CPU cores per node</source>
        <translation>每节点主机 CPU 核心数</translation>
    </message>
    <message>
        <source>Host RAM per node</source>
        <translation>每节点主机内存</translation>
    </message>
    <message>
        <source>Host transfers</source>
        <translation>主机内存传输</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>KV 缓存池</translation>
    </message>
    <message>
        <source>Kernel workspaces</source>
        <translation>内核工作区</translation>
    </message>
    <message>
        <source>MXFP4 (OCP MX, 32-block)</source>
        <translation>MXFP4（OCP MX，每 32 个一块）</translation>
    </message>
    <message>
        <source>Machine-room space</source>
        <translation>机房空间</translation>
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
        <translation>模型 FLOPs 利用率（MFU）</translation>
    </message>
    <message>
        <source>Model files</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source>Network gear (amortised)</source>
        <translation>网络设备（折旧分摊）</translation>
    </message>
    <message>
        <source>DP gradient traffic per GPU per step</source>
        <translation>每张 GPU 每步的数据并行梯度流量</translation>
    </message>
    <message>
        <source>10 Gbit/s Ethernet is enough between training nodes</source>
        <translation>训练节点之间用 10 Gbit/s 以太网就够了</translation>
    </message>
    <message>
        <source>16-GPU DGX-2 / HGX-2 class server (SXM, NVSwitch)</source>
        <translation>16 GPU DGX-2 / HGX-2 级服务器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>16-GPU HGX A100 class server (two baseboards, NVSwitch)</source>
        <translation>16 GPU HGX A100 级服务器（两块基板，NVSwitch）</translation>
    </message>
    <message>
        <source>4U PCIe GPU server (10 double-width cards, 2 CPUs)</source>
        <translation>4U PCIe GPU 服务器（10 张双槽卡，2 颗 CPU）</translation>
    </message>
    <message>
        <source>4U server of single-slot cards (up to 20, 2 CPUs)</source>
        <translation>单槽卡 4U 服务器（最多 20 张，2 颗 CPU）</translation>
    </message>
    <message>
        <source>A 750 W power supply is enough</source>
        <translation>750 W 电源就够了</translation>
    </message>
    <message>
        <source>A mixture of experts needs memory for its active parameters only</source>
        <translation>混合专家模型只需容纳激活参数的显存</translation>
    </message>
    <message>
        <source>Activation offloading transfers per step</source>
        <translation>每步激活值卸载传输</translation>
    </message>
    <message>
        <source>Break-even price per GPU-hour</source>
        <translation>盈亏平衡的每 GPU 小时价格</translation>
    </message>
    <message>
        <source>CP traffic of the recurrent layers per GPU per step</source>
        <translation>每张 GPU 每步循环层的上下文并行流量</translation>
    </message>
    <message>
        <source>CPU optimizer step per step</source>
        <translation>每步的 CPU 优化器更新</translation>
    </message>
    <message>
        <source>Cloud cost at the replicas the peak needs</source>
        <translation>峰值所需副本数下的云端成本</translation>
    </message>
    <message>
        <source>Consumer cards joined by NVLink pool their memory</source>
        <translation>消费级显卡用 NVLink 相连即可合并显存</translation>
    </message>
    <message>
        <source>DP parameter gather per GPU per step</source>
        <translation>每张 GPU 每步的数据并行参数收集</translation>
    </message>
    <message>
        <source>EP traffic per GPU per step</source>
        <translation>每张 GPU 每步的专家并行流量</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Engineer cost per year</source>
        <translation>工程师年成本</translation>
    </message>
    <message>
        <source>Evaluation pauses</source>
        <translation>评估暂停</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>FP8 speed-up</source>
        <translation>FP8 加速倍数</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit</source>
        <translation>容纳得下所需最少 GPU 数</translation>
    </message>
    <message>
        <source>Full fine-tuning needs 12 bytes per parameter (70B ≈ 840 GB)</source>
        <translation>全参数微调每个参数需要 12 字节（70B ≈ 840 GB）</translation>
    </message>
    <message>
        <source>GPU link bus bandwidth</source>
        <translation>GPU 互连总线带宽</translation>
    </message>
    <message>
        <source>GPU-to-GPU link, per direction</source>
        <translation>GPU 之间的互联（单向）</translation>
    </message>
    <message>
        <source>GPUs needed = the model&apos;s memory ÷ memory per GPU</source>
        <translation>所需 GPU 数 = 模型显存 ÷ 每张 GPU 显存</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效训练比例</translation>
    </message>
    <message>
        <source>Grace superchip server (1–4 superchips per node, MGX class)</source>
        <translation>Grace 超级芯片服务器（每节点 1–4 颗超级芯片，MGX 级）</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>电网碳排放强度</translation>
    </message>
    <message>
        <source>Highest request rate within the targets</source>
        <translation>满足目标的最高请求速率</translation>
    </message>
    <message>
        <source>LoRA trains 1–2% of the parameters</source>
        <translation>LoRA 训练 1–2% 的参数</translation>
    </message>
    <message>
        <source>Loss and logits</source>
        <translation>损失与 logits</translation>
    </message>
    <message>
        <source>Machine-room space per node-year</source>
        <translation>每节点每年机房空间</translation>
    </message>
    <message>
        <source>Memory of one replica</source>
        <translation>一个副本的显存</translation>
    </message>
    <message>
        <source>ModelOpt FP8 (per-tensor scales)</source>
        <translation>ModelOpt FP8（逐张量缩放系数）</translation>
    </message>
    <message>
        <source>ModelOpt NVFP4 (16-block fp8 scales)</source>
        <translation>ModelOpt NVFP4（每 16 个一块的 fp8 缩放系数）</translation>
    </message>
    <message>
        <source>NVFP4 speed-up</source>
        <translation>NVFP4 加速倍数</translation>
    </message>
    <message>
        <source>NVMe optimizer swap per step</source>
        <translation>每步 NVMe 优化器换入换出</translation>
    </message>
    <message>
        <source>Network bus bandwidth per node</source>
        <translation>每节点网络总线带宽</translation>
    </message>
    <message>
        <source>Network gear per node</source>
        <translation>每节点网络设备</translation>
    </message>
    <message>
        <source>Network per node needed</source>
        <translation>每节点所需网络带宽</translation>
    </message>
    <message>
        <source>OAM/module baseboard server (up to 8 accelerators)</source>
        <translation>OAM／模组基板服务器（最多 8 颗加速器）</translation>
    </message>
    <message>
        <source>Offload transfers per step</source>
        <translation>每步卸载传输</translation>
    </message>
    <message>
        <source>Offloaded to host RAM per GPU</source>
        <translation>每 GPU 卸载到主机内存</translation>
    </message>
    <message>
        <source>On NVMe per GPU</source>
        <translation>每 GPU 存于 NVMe</translation>
    </message>
    <message>
        <source>On-premises cost of this run</source>
        <translation>本次运行的本地部署成本</translation>
    </message>
    <message>
        <source>On-premises cost per million output tokens</source>
        <translation>每百万输出 token 的本地部署成本</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Output tokens/s over the run</source>
        <translation>整个轮次的输出 tokens/s</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>每张 GPU 输出吞吐量</translation>
    </message>
    <message>
        <source>Output tokens/s with every request queued</source>
        <translation>所有请求同时排队时的每秒输出 token 数</translation>
    </message>
    <message>
        <source>Overheads</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <source>PP steady-phase traffic per GPU per step</source>
        <translation>每张 GPU 每步的流水线并行流量（稳定阶段）</translation>
    </message>
    <message>
        <source>PP traffic per GPU per step</source>
        <translation>每张 GPU 每步的流水线并行流量</translation>
    </message>
    <message>
        <source>Paged optimizer states</source>
        <translation>分页优化器状态</translation>
    </message>
    <message>
        <source>Paging per step</source>
        <translation>每步分页换页</translation>
    </message>
    <message>
        <source>Parameters (active per token)</source>
        <translation>参数（每 token 激活）</translation>
    </message>
    <message>
        <source>Parameters (total)</source>
        <translation>参数（总计）</translation>
    </message>
    <message>
        <source>Parameters (trainable)</source>
        <translation>参数（可训练）</translation>
    </message>
    <message>
        <source>Peak load</source>
        <translation>峰值负载</translation>
    </message>
    <message>
        <source>Policy update</source>
        <translation>策略模型更新</translation>
    </message>
    <message>
        <source>Post-training FLOPs (executed)</source>
        <translation>后训练 FLOPs（实际执行）</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>电力与冷却</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>每机柜功率</translation>
    </message>
    <message>
        <source>Power supply per node</source>
        <translation>每节点电源</translation>
    </message>
    <message>
        <source>Prefill tokens/s (per replica)</source>
        <translation>预填充吞吐量（每个副本）</translation>
    </message>
    <message>
        <source>Prefill utilisation</source>
        <translation>预填充利用率</translation>
    </message>
    <message>
        <source>Purchase (up front)</source>
        <translation>购置（一次性投入）</translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation>每张 GPU 购买价格</translation>
    </message>
    <message>
        <source>Rack units per server</source>
        <translation>每台服务器机架单位（U）</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Recompute FLOPs</source>
        <translation>重算 FLOPs</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>参考模型</translation>
    </message>
    <message>
        <source>Rental price per GPU-hour</source>
        <translation>每 GPU 小时租用价格</translation>
    </message>
    <message>
        <source>Replicas for the peak load</source>
        <translation>峰值负载所需副本数</translation>
    </message>
    <message>
        <source>Request latency</source>
        <translation>请求延迟</translation>
    </message>
    <message>
        <source>Requests/s at the targets</source>
        <translation>满足目标时的每秒请求数</translation>
    </message>
    <message>
        <source>Reward model</source>
        <translation>奖励模型</translation>
    </message>
    <message>
        <source>Rollout engine</source>
        <translation>生成引擎（rollout）</translation>
    </message>
    <message>
        <source>Samples trained</source>
        <translation>训练样本数</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Scoring FLOPs per step</source>
        <translation>每步评分 FLOPs</translation>
    </message>
    <message>
        <source>Server or workstation</source>
        <translation>服务器或工作站</translation>
    </message>
    <message>
        <source>Server per node (without GPUs)</source>
        <translation>每节点服务器（不含 GPU）</translation>
    </message>
    <message>
        <source>Server power (maximum)</source>
        <translation>服务器功率（最大）</translation>
    </message>
    <message>
        <source>Server power supplies (3.3 kW each)</source>
        <translation>服务器电源（每个 3.3 kW）</translation>
    </message>
    <message>
        <source>Servers per rack</source>
        <translation>每机柜服务器数</translation>
    </message>
    <message>
        <source>Serving FLOPs</source>
        <translation>推理服务 FLOPs</translation>
    </message>
    <message>
        <source>Serving needs the weights plus 20%</source>
        <translation>推理服务需要权重再加 20%</translation>
    </message>
    <message>
        <source>Site power while running</source>
        <translation>运行时的机房总功率</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Storage (amortised)</source>
        <translation>存储（折旧分摊）</translation>
    </message>
    <message>
        <source>Storage total</source>
        <translation>存储总量</translation>
    </message>
    <message>
        <source>TP traffic per GPU per step</source>
        <translation>每张 GPU 每步的张量并行流量</translation>
    </message>
    <message>
        <source>TPOT at the target percentile</source>
        <translation>目标百分位数下每个输出 token 的时间</translation>
    </message>
    <message>
        <source>TTFT at the target percentile</source>
        <translation>目标百分位数下首个 token 的时间</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每个输出 token 的时间</translation>
    </message>
    <message>
        <source>Time per output token, p50</source>
        <translation>每个输出 token 的时间，p50</translation>
    </message>
    <message>
        <source>Time per output token, p90</source>
        <translation>每个输出 token 的时间，p90</translation>
    </message>
    <message>
        <source>Time per output token, p95</source>
        <translation>每个输出 token 的时间，p95</translation>
    </message>
    <message>
        <source>Time per output token, p99</source>
        <translation>每个输出 token 的时间，p99</translation>
    </message>
    <message>
        <source>Time per step</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首个 token 的时间</translation>
    </message>
    <message>
        <source>Time to first token, p50</source>
        <translation>首个 token 的时间，p50</translation>
    </message>
    <message>
        <source>Time to first token, p90</source>
        <translation>首个 token 的时间，p90</translation>
    </message>
    <message>
        <source>Time to first token, p95</source>
        <translation>首个 token 的时间，p95</translation>
    </message>
    <message>
        <source>Time to first token, p99</source>
        <translation>首个 token 的时间，p99</translation>
    </message>
    <message>
        <source>Tokens computed</source>
        <translation>实际计算的 token 数</translation>
    </message>
    <message>
        <source>Tokens per decode step</source>
        <translation>每个解码步骤的 token 数</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每张 GPU 吞吐量</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>每张 GPU 总计</translation>
    </message>
    <message>
        <source>Trainable share of the parameters</source>
        <translation>可训练参数的比例</translation>
    </message>
    <message>
        <source>Training FLOPs (executed)</source>
        <translation>训练 FLOPs（实际运行）</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>Training time = 6·N·D FLOPs at 40% of the peak</source>
        <translation>训练时间 = 6·N·D FLOPs，按峰值的 40% 计算</translation>
    </message>
    <message>
        <source>Transfer time per step (busiest link)</source>
        <translation>每步传输时间（最繁忙的链路）</translation>
    </message>
    <message>
        <source>Users at the latency targets</source>
        <translation>满足延迟目标的用户数</translation>
    </message>
    <message>
        <source>Wall-clock days</source>
        <translation>实际天数</translation>
    </message>
    <message>
        <source>Wall-clock hours</source>
        <translation>实际时数</translation>
    </message>
    <message>
        <source>Weight sync</source>
        <translation>权重同步</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Weights = parameters × bits ÷ 8 (70B: 140 / 70 / 35 GB at 16 / 8 / 4 bits)</source>
        <translation>权重 = 参数 × 位数 ÷ 8（70B：16 / 8 / 4 位为 140 / 70 / 35 GB）</translation>
    </message>
    <message>
        <source>Weights of the whole model as stored</source>
        <translation>整个模型按存储格式计的权重</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer states of the whole model</source>
        <translation>整个模型的权重、梯度与优化器状态</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter traffic per GPU per step</source>
        <translation>每张 GPU 每步的 ZeRO-3 参数流量</translation>
    </message>
    <message>
        <source>air</source>
        <translation>风冷</translation>
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
        <translation>机柜级 NVLink 系统（NVL72 级）</translation>
    </message>
    <message>
        <source>the machine itself (a desktop computer with unified memory)</source>
        <translation>整台机器本身（统一内存的台式计算机）</translation>
    </message>
    <message>
        <source>the rack&apos;s power shelves</source>
        <translation>机柜的电源架</translation>
    </message>
    <message>
        <source>tower workstation</source>
        <translation>塔式工作站</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>hwplanner projects (*.hwplanner.json *.json);;All files (*)</source>
        <translation>hwplanner 项目 (*.hwplanner.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new project</source>
        <translation>开始新项目</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a project file</source>
        <translation>打开项目文件</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开的文件(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>打开示例(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the project under a new name</source>
        <translation>以新名称保存项目</translation>
    </message>
    <message>
        <source>Project &amp;Details…</source>
        <translation>项目详情(&amp;D)…</translation>
    </message>
    <message>
        <source>Name and notes of the project and its scenarios</source>
        <translation>项目及其场景的名称和备注</translation>
    </message>
    <message>
        <source>&amp;Check Against a Measured Run…</source>
        <translation>与实测运行比对(&amp;C)…</translation>
    </message>
    <message>
        <source>The scenario beside what a real run printed (memory, KV cache, speed)</source>
        <translation>将场景与实际运行的输出并列比较（显存、KV 缓存、速度）</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <source>Reload the saved file</source>
        <translation>重新加载已保存的文件</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <source>Preview the summary sheets</source>
        <translation>预览摘要报表</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the summary sheets</source>
        <translation>打印摘要报表</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>导出 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the summary sheets to a PDF file</source>
        <translation>将摘要报表写入 PDF 文件</translation>
    </message>
    <message>
        <source>Pa&amp;per</source>
        <translation>纸张(&amp;P)</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Letter（美国）</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>“{name}” has unsaved changes. Save them before you {doing}?</source>
        <translation>「{name}」有未保存的更改。要先保存再{doing}吗？</translation>
    </message>
    <message>
        <source>continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>start a new project</source>
        <translation>开始新项目</translation>
    </message>
    <message>
        <source>open another project</source>
        <translation>打开其他项目</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>open an example</source>
        <translation>打开示例</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation>无法保存项目</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>已保存 {path}</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>文件已在磁盘上更改</translation>
    </message>
    <message>
        <source>“{file}” was saved by another window or program after you opened it. Overwrite it with your version? (No keeps the file as it is; Save As keeps both.)</source>
        <translation>“{file}”在您打开之后已被另一个窗口或程序保存。要用您的版本覆盖吗？（选“否”则保留文件原样；“另存为”可两者都保留。）</translation>
    </message>
    <message>
        <source>The file is read-only</source>
        <translation>文件为只读</translation>
    </message>
    <message>
        <source>“{file}” is read-only. Replace it anyway? It stays read-only. (No keeps it as it is; Save As writes another file.)</source>
        <translation>“{file}”为只读。仍要替换它吗？替换后仍保持只读。（选“否”则保留原样；“另存为”会写入另一个文件。）</translation>
    </message>
    <message>
        <source>Project opened with problems</source>
        <translation>项目打开时发现问题</translation>
    </message>
    <message>
        <source>These values were out of range and were reset to their defaults; the rest of the project is intact. Saving writes the corrected values:</source>
        <translation>以下数值超出允许范围，已重置为默认值；项目其余部分完好无损。保存时会写入修正后的数值：</translation>
    </message>
    <message>
        <source>These scenarios refer to entries hwplanner does not know, or make a choice it refuses (shown with the choices allowed); the rest of the project is intact:</source>
        <translation>这些场景引用了 hwplanner 不认识的条目，或做了它拒绝的选择（并列出可用的选项）；项目的其余部分完好无损：</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Autosave failed: the disk refused it</source>
        <translation>自动保存失败：磁盘拒绝写入</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>hwplanner closed with unsaved changes to “{name}”. Restore them? (Save keeps them; Discard throws them away.)</source>
        <translation>hwplanner 关闭时「{name}」有未保存的更改。要恢复吗？（保存会保留；丢弃会丢掉。）</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>导出 PDF</translation>
    </message>
    <message>
        <source>Cannot export PDF</source>
        <translation>无法导出 PDF</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>已写入 {path}</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>保存项目</translation>
    </message>
</context>
<context>
    <name>Fit</name>
    <message>
        <source>{model} on {gpus} × {gpu} ({framework}), {context:,} tokens per user</source>
        <translation>{model} 于 {gpus} × {gpu}（{framework}），每个用户 {context:,} 个 token</translation>
    </message>
    <message>
        <source>The plan&apos;s {total} GPUs hold {replicas} replicas of it (tp × pp = {each}).</source>
        <translation>方案的 {total} 张 GPU 可放 {replicas} 份副本（每份 tp × pp = {each} 张）。</translation>
    </message>
    <message>
        <source>Quality costs come from different models and measures: each compares a format with 16 bits, not formats with each other.</source>
        <translation>质量代价取自不同的模型与测量：每一项是该格式与 16 位相比，不能拿来在格式之间互相比较。</translation>
    </message>
    <message>
        <source>No estimate: {reason}</source>
        <translation>无法估算：{reason}</translation>
    </message>
    <message>
        <source>Fit plans with one GPU type; a machine of unequal cards is estimated as it is (Memory, Latency).</source>
        <translation>格式适配按单一 GPU 型号规划；不同规格显卡组成的机器按原样估算（见“显存”与“延迟”）。</translation>
    </message>
    <message>
        <source>Fit applies to serving plans (method Inference).</source>
        <translation>格式适配只适用于推理服务计划（方法为推理）。</translation>
    </message>
    <message>
        <source>{fits} of {rows} weight formats × KV caches serve one user at {context:,} tokens on {gpus} × {gpu}; double-click a row to use it</source>
        <translation>{rows} 种权重格式 × KV 缓存组合中，有 {fits} 种能在 {gpus} × {gpu} 上以 {context:,} 个 token 服务 1 个用户；双击某一行即可采用</translation>
    </message>
    <message>
        <source>Use {weights} weights and a {kv} KV cache</source>
        <translation>使用 {weights} 权重与 {kv} KV 缓存</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>容纳得下</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每张 GPU</translation>
    </message>
    <message>
        <source>max context</source>
        <translation>最长上下文</translation>
    </message>
    <message>
        <source>users</source>
        <translation>用户数</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>vs 16-bit</source>
        <translation>相对 16 位</translation>
    </message>
    <message>
        <source>the weight format</source>
        <translation>权重格式</translation>
    </message>
    <message>
        <source>the KV cache&apos;s type</source>
        <translation>KV 缓存的类型</translation>
    </message>
    <message>
        <source>one user fits at the plan&apos;s context</source>
        <translation>计划的上下文下，1 个用户是否容纳得下</translation>
    </message>
    <message>
        <source>memory per GPU with one user at the plan&apos;s context</source>
        <translation>计划的上下文下 1 个用户时的每张 GPU 显存</translation>
    </message>
    <message>
        <source>the longest context one user can have, tokens</source>
        <translation>1 个用户可有的最长上下文（token）</translation>
    </message>
    <message>
        <source>users at the plan&apos;s context, each held at full context at once</source>
        <translation>计划的上下文下的用户数，每个同时以完整上下文保留</translation>
    </message>
    <message>
        <source>decode tokens/s of one user alone</source>
        <translation>仅 1 个用户时的解码 token/秒</translation>
    </message>
    <message>
        <source>the format&apos;s published quality cost against 16 bits (its source in the tooltip)</source>
        <translation>此格式相对 16 位的已发表质量代价（来源见提示）</translation>
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
        <translation>{model} 的{measure} {full:g} → {quantized:g}（相对 16 位 {change}）；{source}</translation>
    </message>
    <message>
        <source>{format} (plan)</source>
        <translation>{format}（计划）</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s</source>
        <translation>检查点原生格式</translation>
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
        <translation>（GPU TDP × GPU 数 + CPU + 主板/硬盘）× 余量，取下一个标准规格</translation>
    </message>
    <message>
        <source>(GPU TDP × GPUs × draw fraction + host W × nodes) × PUE</source>
        <translation>（GPU TDP × GPU 数 × 耗电比例 + 主机瓦数 × 节点数）× PUE</translation>
    </message>
    <message>
        <source>(GPUs + servers) × run hours ÷ (life × 8760 × duty cycle)</source>
        <translation>（GPU + 服务器）× 运行时数 ÷（寿命 × 8760 × 使用时间占比）</translation>
    </message>
    <message>
        <source>1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = 1 + (measured − 1) × (this GPU&apos;s FP8 ÷ bf16 peak − 1) ÷ (2 − 1); GEMM share = the step&apos;s matrix multiplies ÷ its kernels, outside the optimizer step and the launches after a host wait</source>
        <translation>1 ÷ ((1 − GEMM 占比) + GEMM 占比 ÷ GEMM 加速倍数)；GEMM 加速倍数 = 1 + (实测值 − 1) × (此 GPU 的 FP8 ÷ bf16 峰值 − 1) ÷ (2 − 1)；GEMM 占比 = 每步矩阵乘法 ÷ 其全部内核时间（不含优化器步骤与主机等待后的启动）</translation>
    </message>
    <message>
        <source>1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = matmul seconds ÷ (matmul seconds × ((1 − FP8 share) + FP8 share ÷ the pre-quantized speed-up on this GPU) + quantized elements × bytes per element ÷ bandwidth); pre-quantized speed-up = 1 + (measured − 1) × (this GPU&apos;s FP8 ÷ bf16 peak − 1) ÷ (2 − 1); FP8 share = the layers&apos; matmuls but the routed experts ÷ all; GEMM share = the step&apos;s matrix multiplies ÷ its kernels, outside the optimizer step and the launches after a host wait</source>
        <translation>1 ÷ ((1 − GEMM 占比) + GEMM 占比 ÷ GEMM 加速倍数)；GEMM 加速倍数 = 矩阵乘法秒数 ÷ (矩阵乘法秒数 × ((1 − FP8 占比) + FP8 占比 ÷ 此 GPU 上预先量化的加速倍数) + 量化元素数 × 每元素字节 ÷ 带宽)；预先量化的加速倍数 = 1 + (实测值 − 1) × (此 GPU 的 FP8 ÷ bf16 峰值 − 1) ÷ (2 − 1)；FP8 占比 = 各层除路由专家外的矩阵乘法 ÷ 全部；GEMM 占比 = 每步矩阵乘法 ÷ 其全部内核时间（不含优化器步骤与主机等待后的启动）</translation>
    </message>
    <message>
        <source>2·N + A forward; backward 2·lm_head + 4·N_top + 2·A_top (top layers only)</source>
        <translation>前向 2·N + A；反向 2·lm_head + 4·N_top + 2·A_top（仅顶层）</translation>
    </message>
    <message>
        <source>4·N + 3·A + 6·N_adapter (frozen weights: activation gradient only)</source>
        <translation>4·N + 3·A + 6·N_adapter（冻结权重：只算激活值梯度）</translation>
    </message>
    <message>
        <source>6·N + 3·A</source>
        <translation>6·N + 3·A</translation>
    </message>
    <message>
        <source>FLOPs per request × requests in the period</source>
        <translation>每个请求的 FLOPs × 期间内的请求数</translation>
    </message>
    <message>
        <source>GB stored × USD per GB-month × months (at least one)</source>
        <translation>存储 GB 数 × 每 GB 每月美元 × 月数（至少一个月）</translation>
    </message>
    <message>
        <source>GPU time + storage</source>
        <translation>GPU 时间 + 存储</translation>
    </message>
    <message>
        <source>GPU-hours × price per GPU-hour</source>
        <translation>GPU 小时 × 每 GPU 小时价格</translation>
    </message>
    <message>
        <source>GPUs per node × (DataLoader workers + 1 main process) + 2 for the OS</source>
        <translation>每节点 GPU 数 ×（DataLoader 工作进程数 + 1 个主进程）+ 操作系统 2 个</translation>
    </message>
    <message>
        <source>GPUs × price + nodes × server + network gear (multi-node) + storage</source>
        <translation>GPU 数 × 价格 + 节点数 × 服务器 + 网络设备（多节点）+ 存储</translation>
    </message>
    <message>
        <source>NCCL communicator buffers + gradient/reduce buckets</source>
        <translation>NCCL 通信器缓冲区 + 梯度/reduce bucket</translation>
    </message>
    <message>
        <source>TB × USD/TB × run share of its life</source>
        <translation>TB × 美元/TB × 本次运行占其寿命的比例</translation>
    </message>
    <message>
        <source>USD per node-year × nodes × run hours ÷ busy hours per year</source>
        <translation>每节点每年美元 × 节点数 × 运行时数 ÷ 每年忙碌时数</translation>
    </message>
    <message>
        <source>a second forward of every recomputed layer × tokens</source>
        <translation>每个重算层再做一次前向 × token 数</translation>
    </message>
    <message>
        <source>adapter params × adapter bytes (the base model is not re-saved)</source>
        <translation>适配器参数 × 适配器字节（不重新保存基座模型）</translation>
    </message>
    <message>
        <source>all (full, pre-training), last N layers (freeze), r·(in+out) per adapted matrix (LoRA)</source>
        <translation>全部（全参数微调、预训练）、最后 N 层（冻结）、每个调整矩阵 r·(in+out)（LoRA）</translation>
    </message>
    <message>
        <source>(1 − α^(k+1)) ÷ (1 − α): expected tokens accepted per verification</source>
        <translation>(1 − α^(k+1)) ÷ (1 − α)：每次验证预期接受的 token 数</translation>
    </message>
    <message>
        <source>(2 gathers, forward and backward, + 1 for each recomputed layer&apos;s recompute under DeepSpeed) × micro-batches of the 16-bit params</source>
        <translation>（2 次收集，前向与反向，DeepSpeed 下每个重算的层在重算时再收集 1 次）× 微批次数 × 16 位参数</translation>
    </message>
    <message>
        <source>(2 × offloaded weights + gradient shard) × micro-batches (+ updated weights back) ÷ PCIe bandwidth; prefetched beside compute</source>
        <translation>(2 × 卸载的权重 + 梯度分片) × 微批次数(+ 传回更新后的权重)÷ PCIe 带宽;与计算并行预取</translation>
    </message>
    <message>
        <source>(cp−1)/cp × (input projection&apos;s outputs + the mixer&apos;s output) bytes of the local tokens × (2, or 3 with full recompute) × recurrent layers × micro-batches</source>
        <translation>(cp−1)/cp × 本地 token 的（输入投影的输出 + 混合器的输出）字节 × (2,完整重算时为 3) × 循环层数 × 微批次数</translation>
    </message>
    <message>
        <source>(cp−1)/cp × (q + k + v + output) bytes of the local tokens × (2, or 3 with full recompute) × layers × micro-batches</source>
        <translation>(cp−1)/cp × 本地 token 的 (q + k + v + 输出) 字节 × (2,完整重计算时为 3) × 层数 × 微批次数</translation>
    </message>
    <message>
        <source>(cp−1)/cp × fp32 (state d_k × d_v + transition d_k × d_k) per value head and sequence × cp × (2, or 3 with full recompute) × recurrent layers × micro-batches</source>
        <translation>(cp−1)/cp × 每个 value 头与每条序列的 fp32（状态 d_k × d_v + 转移矩阵 d_k × d_k）× cp × (2,完整重算时为 3) × 循环层数 × 微批次数</translation>
    </message>
    <message>
        <source>(cp−1)/cp × key/value bytes of the sequence × (3, or 4 with full recompute) × layers × micro-batches</source>
        <translation>(cp−1)/cp × 序列的 key/value 字节 × (3,完整重计算时为 4) × 层数 × 微批次数</translation>
    </message>
    <message>
        <source>(cp−1)/cp × the sequence&apos;s key latent and indexer key, bf16 × (2, or 3 with full recompute) × layers × micro-batches</source>
        <translation>(cp−1)/cp × 整条序列的键潜在向量与索引器键（bf16）× (2,完整重算时为 3) × 层数 × 微批次数</translation>
    </message>
    <message>
        <source>(gathered shards + weights sent to the engine&apos;s GPUs) ÷ link + engine load ÷ HBM + the shards a whole-tensor export brings from other nodes (pipeline broadcast, expert gather) over the network + checkpoint tensors × seconds per tensor the engine takes (flattened buckets, its own process, one handle or broadcast per tensor); a checkpoint reloaded from disk: bf16 weights ÷ reload rate</source>
        <translation>（收集的分片 + 发送到推理引擎 GPU 的权重）÷ 链路 + 引擎加载 ÷ HBM + 完整张量导出从其他节点经网络带来的分片（流水线广播、专家收集）+ 检查点张量数 × 引擎每个张量所需秒数（扁平化分桶、同一进程内，或每个张量一个句柄或一次广播）；从磁盘重新加载检查点：bf16 权重 ÷ 重新加载速率</translation>
    </message>
    <message>
        <source>(on-premises cost of this run − cloud storage) ÷ GPU-hours</source>
        <translation>（本次运行的本地部署成本 − 云存储）÷ GPU 小时</translation>
    </message>
    <message>
        <source>(optimizer steps × step time + evaluation pauses) ÷ goodput</source>
        <translation>（优化器步数 × 每步时间 + 评估暂停）÷ 有效训练比例</translation>
    </message>
    <message>
        <source>(parameters − lm_head + score head) × (weight + gradient + optimizer bytes), each ÷ its ZeRO shards</source>
        <translation>（参数 − lm_head + 评分头）×（权重 + 梯度 + 优化器字节），各自 ÷ 其 ZeRO 分片数</translation>
    </message>
    <message>
        <source>(parameters − lm_head + score head) × working bytes ÷ ZeRO-3/FSDP shards</source>
        <translation>（参数 − lm_head + 评分头）× 工作字节 ÷ ZeRO-3/FSDP 分片数</translation>
    </message>
    <message>
        <source>(steps × time per step + evaluation pauses) ÷ goodput</source>
        <translation>（步数 × 每步时间 + 评估暂停）÷ 有效训练比例</translation>
    </message>
    <message>
        <source>(weight + gradient + fp32 master + optimizer state bytes per parameter) × parameters</source>
        <translation>（每参数的权重 + 梯度 + fp32 主副本 + 优化器状态字节）× 参数</translation>
    </message>
    <message>
        <source>0 on the training GPUs; the engine&apos;s own GPUs hold gpu_memory_utilization × capacity</source>
        <translation>训练 GPU 上为 0；引擎自己的 GPU 占用 gpu_memory_utilization × 容量</translation>
    </message>
    <message>
        <source>1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = 1 ÷ ((1 − routed share) ÷ the autocast speed-up + routed share ÷ the pre-quantized speed-up + the routed experts&apos; casts ÷ matmul seconds), each speed-up = 1 + (measured − 1) × (this GPU&apos;s FP8 ÷ bf16 peak − 1) ÷ (2 − 1); casts = elements × bytes per element ÷ bandwidth; GEMM share = the step&apos;s matrix multiplies ÷ its kernels, outside the optimizer step and the launches after a host wait</source>
        <translation>1 ÷ ((1 − GEMM 占比) + GEMM 占比 ÷ GEMM 加速倍数)；GEMM 加速倍数 = 1 ÷ ((1 − 路由专家占比) ÷ autocast 加速倍数 + 路由专家占比 ÷ 预先量化的加速倍数 + 路由专家的量化 ÷ 矩阵乘法秒数)，各加速倍数 = 1 + (实测值 − 1) × (此 GPU 的 FP8 ÷ bf16 峰值 − 1) ÷ (2 − 1)；量化 = 元素数 × 每元素字节 ÷ 带宽；GEMM 占比 = 每步矩阵乘法 ÷ 其全部内核时间（不含优化器步骤与主机等待后的启动）</translation>
    </message>
    <message>
        <source>1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = matmul seconds ÷ (matmul seconds × ((1 − NVFP4 share) + NVFP4 share ÷ the pre-quantized speed-up on this GPU) + quantized elements × bytes per element ÷ bandwidth); quantized elements = (the inputs&apos; and weights&apos; + the gradients&apos; × their stochastic rounding&apos;s slowdown) × NVFP4 share of layers; pre-quantized speed-up = 1 + (measured − 1) × (this GPU&apos;s FP4 ÷ bf16 peak − 1) ÷ (the B300&apos;s 5.83 − 1); NVFP4 share = the NVFP4 layers&apos; matmuls but the routed experts (outside Megatron-Core&apos;s grouped linears) ÷ all; GEMM share = the step&apos;s matrix multiplies ÷ its kernels, outside the optimizer step and the launches after a host wait</source>
        <translation>1 ÷ ((1 − GEMM 占比) + GEMM 占比 ÷ GEMM 加速倍数)；GEMM 加速倍数 = 矩阵乘法秒数 ÷ (矩阵乘法秒数 × ((1 − NVFP4 占比) + NVFP4 占比 ÷ 此 GPU 上预先量化的加速倍数) + 量化元素数 × 每元素字节 ÷ 带宽)；量化元素数 = (输入与权重的 + 梯度的 × 其随机舍入的减速倍数) × NVFP4 层占比；预先量化的加速倍数 = 1 + (实测值 − 1) × (此 GPU 的 FP4 ÷ bf16 峰值 − 1) ÷ (B300 的 5.83 − 1)；NVFP4 占比 = NVFP4 各层除路由专家（Megatron-Core 分组线性层之外）外的矩阵乘法 ÷ 全部；GEMM 占比 = 每步矩阵乘法 ÷ 其全部内核时间（不含优化器步骤与主机等待后的启动）</translation>
    </message>
    <message>
        <source>10 Gbit/s per node</source>
        <translation>每节点 10 Gbit/s</translation>
    </message>
    <message>
        <source>12 B × parameters (2 B weights + 2 B gradients + 8 B Adam states)</source>
        <translation>12 B × 参数（2 B 权重 + 2 B 梯度 + 8 B Adam 状态）</translation>
    </message>
    <message>
        <source>1–2% of the parameters</source>
        <translation>参数的 1–2%</translation>
    </message>
    <message>
        <source>2 (out and back) × offloaded activations × micro-batches ÷ PCIe bandwidth; overlaps compute on a side stream</source>
        <translation>2(送出与取回)× 卸载的激活值 × 微批次数 ÷ PCIe 带宽;在侧流上与计算重叠</translation>
    </message>
    <message>
        <source>2 (read and write) × optimizer states on NVMe × GPUs per node ÷ node NVMe bandwidth</source>
        <translation>2(读取与写入)× NVMe 上的优化器状态 × 每节点 GPU 数 ÷ 节点 NVMe 带宽</translation>
    </message>
    <message>
        <source>2 gathers (forward, backward) × micro-batches of the 16-bit params</source>
        <translation>2 次收集（前向、反向）× 微批次数 × 16 位参数</translation>
    </message>
    <message>
        <source>2 gathers (forward, backward) × micro-batches of the params: the layers&apos; FP8 weights a byte each, the rest in 16 bits</source>
        <translation>2 次收集（前向、反向）× 微批次数 × 参数：各层的 FP8 权重每个 1 字节，其余为 16 位</translation>
    </message>
    <message>
        <source>2·N + A + 2·N_adapter forward; backward 2·lm_head + 2·N_top + 2·A_top + 4·N_adapter (adapters on the last layers only: the backward stops there)</source>
        <translation>前向 2·N + A + 2·N_adapter；反向 2·lm_head + 2·N_top + 2·A_top + 4·N_adapter（适配器只在最后几层：反向传播到此为止）</translation>
    </message>
    <message>
        <source>2·N + A forward; backward 2·N + 2·A + 2·N_top (every layer&apos;s activation gradient, the top layers&apos; weight gradients)</source>
        <translation>前向 2·N + A；反向 2·N + 2·A + 2·N_top（每层的激活梯度，顶层的权重梯度）</translation>
    </message>
    <message>
        <source>4 all-to-alls per MoE layer × micro-batches, each b·s·k·h·2 B</source>
        <translation>每个 MoE 层 4 次 all-to-all × 微批次数，每次 b·s·k·h·2 B</translation>
    </message>
    <message>
        <source>4 all-to-alls per MoE layer × micro-batches, each b·s·k·h·2 B; DeepEP sends a token once to each other node holding one of its k experts: (n − 1)(1 − (1 − 1/n)^k) copies over the network where an all-to-all sends k(n − 1)/n (n nodes, routing spread evenly)</source>
        <translation>每个 MoE 层 4 次 all-to-all × 微批次数，每次 b·s·k·h·2 B；DeepEP 对持有其 k 个专家之一的每个其他节点只送一次：跨网络 (n − 1)(1 − (1 − 1/n)^k) 份，all-to-all 则送 k(n − 1)/n 份（n 个节点，路由平均分布）</translation>
    </message>
    <message>
        <source>6 × parameters × tokens ÷ (GPUs × dense bf16 peak × 40%)</source>
        <translation>6 × 参数 × token 数 ÷（GPU 数 × 稠密 bf16 峰值 × 40%）</translation>
    </message>
    <message>
        <source>750 W</source>
        <translation>750 W</translation>
    </message>
    <message>
        <source>DeepSpeed-Inference workspace: (10·hidden·batch + batch·heads ÷ tp·tokens + 2·layers·batch·hidden ÷ tp) × tokens × 2 B</source>
        <translation>DeepSpeed-Inference 工作区：（10·hidden·batch + batch·heads ÷ tp·tokens + 2·layers·batch·hidden ÷ tp）× tokens × 2 B</translation>
    </message>
    <message>
        <source>DeepSpeed-Inference workspace: (10·hidden·batch + batch·heads ÷ tp·tokens + 2·layers·batch·hidden ÷ tp) × tokens × 2 B + weights gathered from ZeRO-3 shards</source>
        <translation>DeepSpeed-Inference 工作区：（10·hidden·batch + batch·heads ÷ tp·tokens + 2·layers·batch·hidden ÷ tp）× tokens × 2 B + 从 ZeRO-3 分片收集的权重</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs × 10.2 kW ÷ (8 × 700 W)</source>
        <translation>GPU TDP × GPU 数 × 10.2 kW ÷ (8 × 700 W)</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs × 142 kW ÷ (72 × 1,400 W), an NVL72 rack&apos;s share</source>
        <translation>GPU TDP × GPU 数 × 142 kW ÷（72 × 1,400 W），即一座 NVL72 机柜的分摊</translation>
    </message>
    <message>
        <source>LoRA on a frozen copy: frozen × storage bytes + adapters × (weight + gradient + optimizer bytes), each ÷ its ZeRO shards</source>
        <translation>冻结副本上的 LoRA：冻结参数 × 存储字节 + 适配器 ×（权重 + 梯度 + 优化器字节），各自 ÷ 其 ZeRO 分片数</translation>
    </message>
    <message>
        <source>NVLink per direction × 0.82 (NCCL ring), AMD&apos;s xGMI per direction × 0.71 (RCCL), MetaXLink per direction × 0.73 (MCCL), else PCIe per direction × 0.7</source>
        <translation>NVLink 单向带宽 × 0.82（NCCL 环形），AMD xGMI 单向带宽 × 0.71（RCCL），MetaXLink 单向带宽 × 0.73（MCCL），否则 PCIe 单向带宽 × 0.7</translation>
    </message>
    <message>
        <source>PCIe per direction (the card has no NVLink)</source>
        <translation>PCIe 单向带宽（此卡没有 NVLink）</translation>
    </message>
    <message>
        <source>TTFT + (output tokens − 1) × TPOT</source>
        <translation>TTFT + (输出 token 数 − 1) × TPOT</translation>
    </message>
    <message>
        <source>TTFT + (the batch&apos;s longest answer − 1) × TPOT</source>
        <translation>TTFT + (批次中最长回答 − 1) × TPOT</translation>
    </message>
    <message>
        <source>US dollars</source>
        <translation>美元</translation>
    </message>
    <message>
        <source>a 2-way NVLink 3 bridge</source>
        <translation>双路 NVLink 3 桥接器</translation>
    </message>
    <message>
        <source>a bf16 static input (tokens × hidden ÷ sequence-parallel ranks) for each layer of the stage and each micro-batch it holds at once</source>
        <translation>阶段内每一层、每个同时持有的微批次各一份 bf16 静态输入（token 数 × 隐藏维度 ÷ 序列并行的 rank 数）</translation>
    </message>
    <message>
        <source>a log-sum-exp per token + the hidden-state gradient (+ the lm_head gradient when it trains, written in bf16)</source>
        <translation>每个 token 一个 log-sum-exp + 隐藏状态的梯度（lm_head 参与训练时再加上它的梯度，以 bf16 写入）</translation>
    </message>
    <message>
        <source>a reward adapter on the policy&apos;s base (reward_model_type lora): no copy</source>
        <translation>策略模型基座上的奖励适配器（reward_model_type lora）：无副本</translation>
    </message>
    <message>
        <source>activation out + gradient back × the 1F1B phase&apos;s micro-batches × chunks − the warm-up&apos;s, beside the chunks&apos; compute</source>
        <translation>送出激活 + 回传梯度 × 1F1B 阶段的微批次 × 分块数 − 预热的部分，与各分块的计算重叠</translation>
    </message>
    <message>
        <source>activation out + gradient back × the first stage&apos;s warm-up micro-batches ((pp − 1)·2 + (chunks − 1)·pp), exposed</source>
        <translation>送出激活 + 回传梯度 × 第一个阶段的预热微批次（(pp − 1)·2 + (chunks − 1)·pp），不被掩盖</translation>
    </message>
    <message>
        <source>active parameters × bytes per parameter</source>
        <translation>激活参数 × 每参数字节</translation>
    </message>
    <message>
        <source>air up to ~35 kW per rack, liquid beyond</source>
        <translation>每机柜约 35 kW 以内风冷，以上液冷</translation>
    </message>
    <message>
        <source>all-gather of the updated 16-bit parameters after the step</source>
        <translation>更新后以 all-gather 收集 16 位参数</translation>
    </message>
    <message>
        <source>all-reduces per layer × layers × micro-batches, each b·s·h·2 B</source>
        <translation>每层 all-reduce 次数 × 层数 × 微批次数，每次 b·s·h·2 B</translation>
    </message>
    <message>
        <source>an NVL72 rack is liquid-cooled</source>
        <translation>NVL72 机柜采用液冷</translation>
    </message>
    <message>
        <source>an NVL72 rack&apos;s compute trays (72 GPUs ÷ GPUs per tray), at most the plan&apos;s</source>
        <translation>一座 NVL72 机柜的计算托盘数（72 张 GPU ÷ 每托盘 GPU 数），至多为方案中的数量</translation>
    </message>
    <message>
        <source>bf16 gradients all-reduced whole after the last backward (DeepSpeed&apos;s BF16_Optimizer, communication_data_type bf16)</source>
        <translation>最后一次反向传播之后，bf16 梯度整体 all-reduce（DeepSpeed 的 BF16_Optimizer，communication_data_type bf16）</translation>
    </message>
    <message>
        <source>buffers of the decode CUDA graphs captured at start</source>
        <translation>启动时捕获的解码 CUDA 图之缓冲区</translation>
    </message>
    <message>
        <source>bus bandwidth × overlappable in-node transfer time ÷ compute time per step</source>
        <translation>总线带宽 × 可重叠的节点内传输时间 ÷ 每步计算时间</translation>
    </message>
    <message>
        <source>by GPU class</source>
        <translation>按 GPU 类别</translation>
    </message>
    <message>
        <source>by GPU form factor, interconnect and GPUs per node</source>
        <translation>依 GPU 外形规格、互连方式与每节点 GPU 数</translation>
    </message>
    <message>
        <source>by server kind</source>
        <translation>按服务器类型</translation>
    </message>
    <message>
        <source>bytes moved to host RAM and back per step ÷ PCIe bandwidth</source>
        <translation>每步移到主机内存再移回的字节 ÷ PCIe 带宽</translation>
    </message>
    <message>
        <source>bytes read per second ÷ peak memory bandwidth</source>
        <translation>每秒读取字节 ÷ 峰值显存带宽</translation>
    </message>
    <message>
        <source>ceil(server max ÷ 3.3 kW) working + redundant units</source>
        <translation>ceil(服务器最大功率 ÷ 3.3 kW) 工作 + 冗余电源</translation>
    </message>
    <message>
        <source>checkpoints kept × resumable checkpoint</source>
        <translation>保留的检查点数 × 可续训检查点</translation>
    </message>
    <message>
        <source>cloud cost of the period × replicas the peak needs ÷ replicas in the plan</source>
        <translation>期间云端成本 × 峰值所需副本数 ÷ 方案中的副本数</translation>
    </message>
    <message>
        <source>cloud cost of the period ÷ output tokens × 10⁶</source>
        <translation>期间云成本 ÷ 输出 token 数 × 10⁶</translation>
    </message>
    <message>
        <source>cloud instance price ÷ its GPUs</source>
        <translation>云实例价格 ÷ 其 GPU 数</translation>
    </message>
    <message>
        <source>completions per GPU × KV cache per completion</source>
        <translation>每张 GPU 的回复数 × 每个回复的 KV 缓存</translation>
    </message>
    <message>
        <source>completions per GPU × KV cache per completion + weights gathered from ZeRO-3 shards</source>
        <translation>每张 GPU 的回复数 × 每个回复的 KV 缓存 + 从 ZeRO-3 分片收集的权重</translation>
    </message>
    <message>
        <source>concurrent users × output tokens ÷ request time ÷ GPUs per replica</source>
        <translation>并发用户数 × 输出 token 数 ÷ 请求时间 ÷ 每副本 GPU 数</translation>
    </message>
    <message>
        <source>cuBLAS/cuBLASLt workspaces + FlashAttention backward fp32 dq accumulator (one layer)</source>
        <translation>cuBLAS/cuBLASLt 工作空间 + FlashAttention 反向 fp32 dq 累加器（一层）</translation>
    </message>
    <message>
        <source>cuBLAS/cuBLASLt workspaces + the larger of the sparse attention backward&apos;s fp32 accumulators and the indexer&apos;s fp32 scores (one layer)</source>
        <translation>cuBLAS/cuBLASLt 工作空间 + 稀疏注意力反向的 fp32 累加器与索引器 fp32 分数两者中较大者（一层）</translation>
    </message>
    <message>
        <source>dataset samples × mean sample length × epochs (packed)</source>
        <translation>数据集样本数 × 平均样本长度 × 训练轮数（打包）</translation>
    </message>
    <message>
        <source>dataset samples × sequence length × epochs (no mean sample length: each fills it)</source>
        <translation>数据集样本数 × 序列长度 × 训练轮数（未给平均样本长度：每个样本视为填满序列）</translation>
    </message>
    <message>
        <source>decode step with N + z·√N sequences running (N: the mean, Poisson) ÷ tokens per step (no prefill in a decode replica&apos;s steps)</source>
        <translation>N + z·√N 个序列运行时的解码步（N：平均值，Poisson）÷ 每步 token 数（解码副本的步骤不含预填充）</translation>
    </message>
    <message>
        <source>decode step with N + z·√N sequences running (N: the mean, Poisson) ÷ tokens per step ÷ (1 − ρ)</source>
        <translation>以 N + z·√N 个序列同时运行时的解码步时间（N：平均值，Poisson）÷ 每步 token 数 ÷ (1 − ρ)</translation>
    </message>
    <message>
        <source>default step count</source>
        <translation>默认步数</translation>
    </message>
    <message>
        <source>embedding + lm_head (untied) + layers × (attention + MLP or router+experts) + norms</source>
        <translation>embedding + lm_head（未共享）+ 层数 ×（注意力 + MLP 或路由器+专家）+ 归一化层</translation>
    </message>
    <message>
        <source>evaluations × tokens × forward FLOPs per token × models scoring each token ÷ the run&apos;s executed FLOP/s</source>
        <translation>评估次数 × 每次 token 数 × 每 token 前向 FLOPs × 为每个 token 打分的模型数 ÷ 本次训练实际执行的 FLOP/s</translation>
    </message>
    <message>
        <source>every other matrix multiply&apos;s forward again × tokens (per-op checkpointing: SDPA&apos;s output kept)</source>
        <translation>每隔一个矩阵乘法再做一次前向 × token 数（逐算子检查点：保留 SDPA 的输出）</translation>
    </message>
    <message>
        <source>executed FLOPs ÷ (GPUs × dense peak × HFU) ÷ steps + exposed communication + exposed host transfers and host work</source>
        <translation>执行的 FLOPs ÷ (GPU 数 × 稠密峰值 × HFU) ÷ 步数 + 未隐藏的通信 + 未隐藏的主机传输与主机工作</translation>
    </message>
    <message>
        <source>generation + scoring + policy update + weight sync + host transfers</source>
        <translation>生成 + 评分 + 策略模型更新 + 权重同步 + 主机内存传输</translation>
    </message>
    <message>
        <source>given</source>
        <translation>用户提供</translation>
    </message>
    <message>
        <source>gpu_memory_utilization × GPU capacity (weights + working set + KV cache)</source>
        <translation>gpu_memory_utilization × GPU 容量（权重 + 工作集 + KV 缓存）</translation>
    </message>
    <message>
        <source>gpu_memory_utilization × GPU capacity − the policy&apos;s weights, which the engine shares (working set + KV cache)</source>
        <translation>gpu_memory_utilization × GPU 容量 − 策略模型的权重（推理引擎与其共用）（工作集 + KV 缓存）</translation>
    </message>
    <message>
        <source>gradients reduced once per step, after the last backward</source>
        <translation>每步归约一次梯度，在最后一次反向传播之后</translation>
    </message>
    <message>
        <source>hwplanner default</source>
        <translation>hwplanner 默认值</translation>
    </message>
    <message>
        <source>inference has no gradients</source>
        <translation>推理没有梯度</translation>
    </message>
    <message>
        <source>inference has no optimizer</source>
        <translation>推理没有优化器</translation>
    </message>
    <message>
        <source>kWh (PUE included) × USD/kWh</source>
        <translation>kWh（含 PUE）× 美元/kWh</translation>
    </message>
    <message>
        <source>kWh × grid kg CO₂ per kWh</source>
        <translation>kWh × 电网每 kWh 的 CO₂ 公斤数</translation>
    </message>
    <message>
        <source>kept in host RAM, streamed in for its forward pass</source>
        <translation>保存在主机内存，前向传播时流式加载</translation>
    </message>
    <message>
        <source>largest concurrency whose TTFT and TPOT meet the targets, at most what the KV cache holds</source>
        <translation>TTFT 与 TPOT 都满足目标的最大并发数，最多为 KV 缓存可容纳者</translation>
    </message>
    <message>
        <source>largest trainable tensor × gradient bytes: each gradient is freed as soon as its parameter steps (optimizer step in backward)</source>
        <translation>最大的可训练张量 × 梯度字节:每个梯度在其参数更新后立即释放(反向传播中更新优化器)</translation>
    </message>
    <message>
        <source>log-probs computed in one pass before training: no model while training</source>
        <translation>对数概率在训练前一次算好：训练期间不需要模型</translation>
    </message>
    <message>
        <source>max(generation, scoring + policy update + host transfers) + weight sync: generation runs ahead of the update</source>
        <translation>max(生成, 评分 + 策略更新 + 主机传输) + 权重同步：生成领先于更新</translation>
    </message>
    <message>
        <source>max(linear layers: max(weights read, FLOPs) + attention: max(KV cache read, FLOPs) + kernels × fixed time per kernel + all-reduces + host and proposer time, the server&apos;s time on the step&apos;s outputs) per step ÷ tokens per step ÷ (1 − prefill share ρ)</source>
        <translation>每步 max(线性层：max(读取的权重, FLOPs) + 注意力：max(读取的 KV 缓存, FLOPs) + 内核函数数 × 每个内核函数的固定时间 + all-reduce + 主机与提议者时间, 服务器处理该步输出的时间) ÷ 每步 token 数 ÷ (1 − 预填充比例 ρ)</translation>
    </message>
    <message>
        <source>median of {n} dated rows</source>
        <translation>{n} 条带日期数据的中位数</translation>
    </message>
    <message>
        <source>memory per GPU × GPUs per replica (tensor × pipeline parallel)</source>
        <translation>每张 GPU 显存 × 每个副本的 GPU 数（张量并行 × 流水线并行）</translation>
    </message>
    <message>
        <source>memory the framework leaves for the KV cache ÷ KV bytes per token on this GPU</source>
        <translation>框架留给 KV 缓存的显存 ÷ 此 GPU 上每 token 的 KV 字节</translation>
    </message>
    <message>
        <source>micro-batches × tokens × 3 int64 inputs (ids, labels, positions) in static buffers; the graph&apos;s private memory pool is not counted</source>
        <translation>微批次数 × token 数 × 3 个 int64 输入（ids、labels、positions）存于静态缓冲区；图的私有内存池未计入</translation>
    </message>
    <message>
        <source>model FLOPs + recompute FLOPs</source>
        <translation>模型 FLOPs + 重算 FLOPs</translation>
    </message>
    <message>
        <source>model FLOPs + recompute FLOPs + dense experts&apos; FLOPs</source>
        <translation>模型 FLOPs + 重算 FLOPs + 稠密专家的 FLOPs</translation>
    </message>
    <message>
        <source>model FLOPs per token × tokens</source>
        <translation>每 token 模型 FLOPs × token 数</translation>
    </message>
    <message>
        <source>model FLOPs ÷ (training seconds without downtime × GPUs × dense fp32 peak)</source>
        <translation>模型 FLOPs ÷ (不含停机的训练秒数 × GPU 数 × fp32 稠密峰值)</translation>
    </message>
    <message>
        <source>model files</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source>model loading + offloaded states + DataLoader workers + per-process + OS</source>
        <translation>模型加载 + 卸载的状态 + DataLoader 工作进程 + 每进程开销 + 操作系统</translation>
    </message>
    <message>
        <source>model loading + offloaded states + per-process + OS (serving has no DataLoader)</source>
        <translation>模型加载＋卸载的状态＋每个进程＋操作系统（推理服务没有 DataLoader）</translation>
    </message>
    <message>
        <source>network gear × run share of its life</source>
        <translation>网络设备 × 本次运行占其寿命的比例</translation>
    </message>
    <message>
        <source>no FP4 peak for this GPU in the catalog: the step is timed at bf16 speed</source>
        <translation>目录中没有此 GPU 的 FP4 峰值：每步按 bf16 速度计时</translation>
    </message>
    <message>
        <source>no critic</source>
        <translation>无价值模型</translation>
    </message>
    <message>
        <source>no critic: the method needs none</source>
        <translation>无价值模型：此方法不需要</translation>
    </message>
    <message>
        <source>no engine to update</source>
        <translation>没有需要更新的引擎</translation>
    </message>
    <message>
        <source>no generation</source>
        <translation>无生成</translation>
    </message>
    <message>
        <source>no price row</source>
        <translation>无价格数据</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>不重算</translation>
    </message>
    <message>
        <source>no reference model</source>
        <translation>无参考模型</translation>
    </message>
    <message>
        <source>no reference: the method or the plan needs none</source>
        <translation>无参考模型：此方法或计划不需要</translation>
    </message>
    <message>
        <source>no reward model</source>
        <translation>无奖励模型</translation>
    </message>
    <message>
        <source>no reward model: a reward function scores the completions</source>
        <translation>无奖励模型：由奖励函数为回复评分</translation>
    </message>
    <message>
        <source>no rollout engine</source>
        <translation>无生成引擎</translation>
    </message>
    <message>
        <source>no training pass while generating</source>
        <translation>生成期间不进行训练</translation>
    </message>
    <message>
        <source>nodes ÷ trays per rack</source>
        <translation>节点数 ÷ 每座机柜的托盘数</translation>
    </message>
    <message>
        <source>non-overlapped transfers + overlapped transfers beyond their compute window + one layer&apos;s share (first gather, last bucket)</source>
        <translation>未重叠的传输 + 超出计算窗口的重叠传输 + 一层的份额（首次收集、最后一个桶）</translation>
    </message>
    <message>
        <source>non-overlapped transfers + overlapped transfers beyond their compute window + one layer&apos;s share (first gather, last bucket) + DeepEP&apos;s hidden all-to-alls × its SMs ÷ the GPU&apos;s (the compute they slow)</source>
        <translation>未重叠的传输 + 超出计算窗口的重叠传输 + 一层的份额（首次收集、最后一个桶）+ DeepEP 被掩盖的 all-to-all × 其 SM 数 ÷ GPU 的 SM 数（它们拖慢的计算）</translation>
    </message>
    <message>
        <source>none in a tray: the rack&apos;s power shelves (8 × 33 kW, six 5.5 kW units each) feed its trays over the bus bar</source>
        <translation>托盘内没有电源：由机柜的电源架（8 × 33 kW，各含六个 5.5 kW 单元）经汇流排为各托盘供电</translation>
    </message>
    <message>
        <source>none while the engine generates</source>
        <translation>引擎生成期间为 0</translation>
    </message>
    <message>
        <source>none: a unified-memory machine&apos;s price is the whole computer&apos;s</source>
        <translation>无：统一内存机器的价格即整台计算机的价格</translation>
    </message>
    <message>
        <source>offloaded optimizer states, gradients (and weights) on NVMe</source>
        <translation>卸载到 NVMe 的优化器状态、梯度(与权重)</translation>
    </message>
    <message>
        <source>offloaded states + offloaded activations + paged-out optimizer states + NVMe staging buffers</source>
        <translation>卸载的状态 + 卸载的激活值 + 换出的分页优化器状态 + NVMe 暂存缓冲区</translation>
    </message>
    <message>
        <source>on-premises cost of the period ÷ output tokens × 10⁶</source>
        <translation>期间本地部署成本 ÷ 输出 token 数 × 10⁶</translation>
    </message>
    <message>
        <source>one dated row</source>
        <translation>仅 1 条附日期数据</translation>
    </message>
    <message>
        <source>one decode step of the batch ÷ tokens per step (the steps of a batch are alike)</source>
        <translation>批次的一个解码步时间 ÷ 每步 token 数（同一批次的各步相同）</translation>
    </message>
    <message>
        <source>one layer&apos;s gradients while they are reduced; the fp32 gradient partition lives in host RAM (offload)</source>
        <translation>归约时一层的梯度;fp32 梯度分区存放于主机内存(卸载)</translation>
    </message>
    <message>
        <source>optimizer states in unified memory (part of the optimizer component)</source>
        <translation>统一内存中的优化器状态(属于优化器部分)</translation>
    </message>
    <message>
        <source>paged-out optimizer states ÷ (50% of the PCIe bandwidth)</source>
        <translation>换出的优化器状态 ÷(PCIe 带宽的 50%)</translation>
    </message>
    <message>
        <source>parameters on this GPU × bytes per parameter in the serving format + the engine&apos;s padding of its experts + resident LoRA adapters + the draft model, EAGLE head or MTP layers</source>
        <translation>此 GPU 上的参数 × 服务格式每参数字节 + 引擎对专家权重的填充 + 常驻 LoRA 适配器 + 草稿模型、EAGLE 预测头或 MTP 层</translation>
    </message>
    <message>
        <source>parameters on this GPU × working bytes ÷ ZeRO-3/FSDP shards</source>
        <translation>此 GPU 上的参数 × 工作字节 ÷ ZeRO-3/FSDP 分片数</translation>
    </message>
    <message>
        <source>parameters × bits ÷ 8</source>
        <translation>参数 × 位数 ÷ 8</translation>
    </message>
    <message>
        <source>parameters × bits ÷ 8 × 1.2</source>
        <translation>参数 × 位数 ÷ 8 × 1.2</translation>
    </message>
    <message>
        <source>per-layer saved tensors × layers × micro-batch tokens (× in-flight micro-batches) + logits/loss buffers (+ autocast weight cache in forward)</source>
        <translation>每层保存的张量 × 层数 × 微批次 token 数（× 同时进行的微批次数）+ logits/loss 缓冲区（+ 前向时的 autocast 权重缓存）</translation>
    </message>
    <message>
        <source>per-layer saved tensors × layers × micro-batch tokens (× in-flight micro-batches) + logits/loss buffers (+ autocast weight cache in forward; + the reference&apos;s forward after the policy&apos;s in a DPO step)</source>
        <translation>每层保存的张量 × 层数 × 微批次 token 数（× 同时进行的微批次数）+ logits/loss 缓冲区（+ 前向时的 autocast 权重缓存；DPO 步骤中再加上策略前向之后的参考模型前向）</translation>
    </message>
    <message>
        <source>pinned bytes moved to host RAM and back per step ÷ PCIe bandwidth + the trainer&apos;s parked bytes through pageable memory ÷ the rate out + the same ÷ the rate back</source>
        <translation>每步移到主机内存再移回的锁页（pinned）字节 ÷ PCIe 带宽 + 训练端经可分页（pageable）内存停放的字节 ÷ 移出速率 + 同一字节 ÷ 移回速率</translation>
    </message>
    <message>
        <source>prompts × a wave&apos;s prefill per prompt + max(completions × average length ÷ completions at once, the longest completion) × decode step, per replica</source>
        <translation>提示数 × 一波中每个提示的预填充时间 + max(回复数 × 平均长度 ÷ 同时进行的回复数, 最长回复) × 解码步骤时间，每个副本</translation>
    </message>
    <message>
        <source>prompts × a wave&apos;s prefill per prompt + waves × completion length × decode step</source>
        <translation>提示数 × 一波中每个提示的预填充时间 + 波数 × 回复长度 × 解码步骤时间</translation>
    </message>
    <message>
        <source>reduce-scatter of the gradients each micro-batch</source>
        <translation>每个微批次对梯度做 reduce-scatter</translation>
    </message>
    <message>
        <source>replicas in the plan × users at the targets ÷ request time (Little&apos;s law)</source>
        <translation>方案中的副本数 × 满足目标的用户数 ÷ 请求时间（Little 定律）</translation>
    </message>
    <message>
        <source>replicas × requests in the run × output tokens ÷ the run&apos;s simulated length</source>
        <translation>副本数 × 轮次中的请求数 × 输出 token 数 ÷ 模拟的轮次长度</translation>
    </message>
    <message>
        <source>replicas × sequences the KV cache holds ÷ request time × output tokens (offline batch: the queue never empties)</source>
        <translation>副本数 × KV 缓存可容纳的序列数 ÷ 请求时间 × 输出 token 数（离线批处理：队列始终不空）</translation>
    </message>
    <message>
        <source>requests per day ÷ 86,400 s × peak factor</source>
        <translation>每日请求数 ÷ 86,400 秒 × 峰值倍数</translation>
    </message>
    <message>
        <source>requests ÷ (concurrent users ÷ request time) ÷ replicas</source>
        <translation>请求数 ÷ (并发用户数 ÷ 请求时间) ÷ 副本数</translation>
    </message>
    <message>
        <source>resumable checkpoint ÷ nodes ÷ NVMe write GB/s per node</source>
        <translation>可续训检查点 ÷ 节点数 ÷ 每节点 NVMe 写入 GB/s</translation>
    </message>
    <message>
        <source>scored sequences × tokens × (2·N + attention) for each forward-only pass</source>
        <translation>每次仅前向传播：评分序列数 × token 数 ×（2·N + 注意力）</translation>
    </message>
    <message>
        <source>scoring FLOPs ÷ (training GPUs × dense peak × utilisation) + each forward-only pass&apos;s communication not hidden + its kernel launches beyond its kernels</source>
        <translation>评分 FLOPs ÷（训练 GPU 数 × 稠密峰值 × 利用率）+ 每次仅前向传递未被隐藏的通信 + 其内核启动超出内核执行的时间</translation>
    </message>
    <message>
        <source>sequences × (context in whole blocks × bytes per token of the attention layers + the recurrent layers&apos; state) on this GPU + the draft&apos;s cache; with attention data-parallel groups, the sequences of the busiest group</source>
        <translation>序列数 ×（以整块计的上下文 × 注意力层每 token 字节 + 循环层的状态）于此 GPU + 草稿模型的缓存；使用注意力数据并行时，取最忙一组的序列数</translation>
    </message>
    <message>
        <source>server kW × servers per rack</source>
        <translation>服务器 kW × 每机柜服务器数</translation>
    </message>
    <message>
        <source>share of the allocated peak held in MLX&apos;s buffer cache (freed buffers kept for reuse)</source>
        <translation>MLX 缓冲区缓存保留的份额（占已分配峰值；释放后留待重用的缓冲区）</translation>
    </message>
    <message>
        <source>steps × (training + recompute + scoring + generation FLOPs)</source>
        <translation>步数 ×（训练 + 重算 + 评分 + 生成 FLOPs）</translation>
    </message>
    <message>
        <source>steps × (training + scoring + generation model FLOPs)</source>
        <translation>步数 ×（训练 + 评分 + 生成的模型 FLOPs）</translation>
    </message>
    <message>
        <source>steps × samples a step reads</source>
        <translation>步数 × 每步读取的样本数</translation>
    </message>
    <message>
        <source>the base model with the LoRA adapters disabled: no second copy</source>
        <translation>停用 LoRA 适配器的基座模型：无第二份副本</translation>
    </message>
    <message>
        <source>the engine holds no completion: unknown</source>
        <translation>引擎容纳不下任何回复：未知</translation>
    </message>
    <message>
        <source>the larger of tokens per step × one layer&apos;s transient tensors and the sampler&apos;s peak, sampled rows × vocabulary × bytes per entry (the logits in bf16 and fp32, the probabilities, the sampler&apos;s buffers; every tensor-parallel GPU samples the whole vocabulary)</source>
        <translation>每步 token 数 × 一层的临时张量，与采样器峰值（采样行数 × 词表大小 × 每项字节：bf16 与 fp32 的 logits、概率、采样器的缓冲区；每张张量并行 GPU 都对整个词表采样）两者取大</translation>
    </message>
    <message>
        <source>the largest Poisson rate whose TTFT and TPOT at the target percentile meet the targets, per replica × replicas in the plan; no target: the rate short of saturation</source>
        <translation>目标百分位数下 TTFT 与 TPOT 仍满足目标的最大 Poisson 速率，单个副本的值 × 方案中的副本数；无目标时：饱和前的速率</translation>
    </message>
    <message>
        <source>the largest Poisson rate whose mean TTFT and TPOT meet the targets, per replica × replicas in the plan; no target: the rate short of saturation</source>
        <translation>平均 TTFT 与 TPOT 仍满足目标的最大 Poisson 速率，单个副本的值 × 方案中的副本数；无目标时：饱和前的速率</translation>
    </message>
    <message>
        <source>the machine&apos;s power (CPU and GPU on one chip) × machines</source>
        <translation>整机功耗（CPU 与 GPU 同在一颗芯片）× 机器数</translation>
    </message>
    <message>
        <source>the q-th percentile of the run&apos;s requests&apos; (end − first token) ÷ (output tokens − 1), requests of more than one output token</source>
        <translation>本轮次各请求的（结束 − 首个 token）÷（输出 token 数 − 1）的第 q 百分位数，只计输出多于一个 token 的请求</translation>
    </message>
    <message>
        <source>the q-th percentile of the run&apos;s requests&apos; times to first token, each from its arrival to the end of the step that samples its first token (linear between ranks, as numpy.percentile)</source>
        <translation>本轮次各请求首个 token 时间的第 q 百分位数，每个从请求到达算到采样出其首个 token 的那一步结束（名次之间线性插值，同 numpy.percentile）</translation>
    </message>
    <message>
        <source>the q-th share of the batch ahead (a request arrives uniformly within it) + its batch&apos;s prefill</source>
        <translation>前一批次时间的第 q 百分位份额（请求在其间均匀到达）+ 所属批次的预填充</translation>
    </message>
    <message>
        <source>the recomputed modules&apos; forward again × tokens</source>
        <translation>重计算的模块再做一次前向 × token 数</translation>
    </message>
    <message>
        <source>the smallest count whose plan fits (the solver)</source>
        <translation>计划容纳得下的最小数量（求解器）</translation>
    </message>
    <message>
        <source>the workload&apos;s steps</source>
        <translation>工作负载设定的步数</translation>
    </message>
    <message>
        <source>this method generates nothing</source>
        <translation>此方法不生成</translation>
    </message>
    <message>
        <source>tokens per step ÷ step time ÷ GPUs (while training; goodput excluded)</source>
        <translation>每步 token 数 ÷ 每步时间 ÷ GPU 数（训练进行时；不含有效训练比例）</translation>
    </message>
    <message>
        <source>tokens × vocabulary shard × bytes per logit (Megatron-Core&apos;s cross-entropy: the bf16 logits and their fp32 copy, softmax in place and kept for backward, where it becomes the gradient)</source>
        <translation>词元数 × 词表分片 × 每个 logit 字节数（Megatron-Core 的交叉熵：bf16 logits 与其 fp32 副本，softmax 就地计算并保留至反向传播，在那里就地变为梯度）</translation>
    </message>
    <message>
        <source>tokens × vocabulary shard × bytes per logit (PyTorch loss_parallel: the bf16 logits, their fp32 copy, shifted logits and log-softmax; backward&apos;s one-hot and softmax terms)</source>
        <translation>词元数 × 词表分片 × 每个 logit 字节数（PyTorch loss_parallel：bf16 logits、其 fp32 副本、平移后的 logits 与 log-softmax；反向传播的 one-hot 与 softmax 项）</translation>
    </message>
    <message>
        <source>tokens × vocabulary shard × bytes per logit (the bf16 logits, over which the kernel writes their gradient in forward)</source>
        <translation>词元数 × 词表分片 × 每个 logit 字节数（bf16 logits；内核在前向传播中把它们的梯度直接写回其上）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × (bf16 logits + fp32 log-softmax + one chunk&apos;s fp32 temporaries ÷ chunks)</source>
        <translation>token 数 × 词表大小 ×（bf16 logits + fp32 log-softmax + 一个分块的 fp32 临时张量 ÷ 分块数）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × (fp32 log-softmax + one chunk&apos;s logits ÷ chunks)</source>
        <translation>token 数 × 词表大小 ×（fp32 log-softmax + 一个分块的 logits ÷ 分块数）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × bytes per logit (bf16 logits and their bf16 log-softmax, no fp32 copy)</source>
        <translation>token 数 × 词表大小 × 每个 logit 的字节数（bf16 logits 及其 bf16 log-softmax，无 fp32 副本）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × bytes per logit (fp32 copy and log-softmax of every logit)</source>
        <translation>token 数 × 词表大小 × 每个 logit 的字节数（每个 logit 的 fp32 副本和 log-softmax）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × bytes per logit (fp32 copy, its shifted contiguous copy and log-softmax of every logit)</source>
        <translation>token 数 × 词表大小 × 每个 logit 的字节数（每个 logit 的 fp32 副本、其移位后的连续副本和 log-softmax）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × bytes per logit (fp32 logits kept through backward, the transposed log-softmax&apos;s input copy and output)</source>
        <translation>token 数 × 词表大小 × 每个 logit 的字节数（保留到反向传播的 fp32 logits，以及转置 log-softmax 的输入副本和输出）</translation>
    </message>
    <message>
        <source>tokens × vocabulary × bytes per logit (the bf16 logits the kernel saves, and their bf16 gradient in backward)</source>
        <translation>token 数 × 词表大小 × 每个 logit 的字节数（内核保存的 bf16 logits，以及反向传播中它们的 bf16 梯度）</translation>
    </message>
    <message>
        <source>trainable parameters ÷ total parameters</source>
        <translation>可训练参数 ÷ 总参数</translation>
    </message>
    <message>
        <source>trainable params × (fp32 gradient bytes + bf16 gradient bytes) ÷ gradient shards: DeepSpeed&apos;s BF16_Optimizer accumulates every gradient in one fp32 buffer it does not shard, beside the bf16 .grad tensors it zeroes and keeps</source>
        <translation>可训练参数 × （fp32 梯度字节 + bf16 梯度字节） ÷ 梯度分片数：DeepSpeed 的 BF16_Optimizer 把每个梯度累加在一个不分片的 fp32 缓冲区里，旁边还保留它清零但不释放的 bf16 .grad 张量</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes ÷ gradient shards: one main_grad buffer allocated when the model is wrapped, resident in every phase (Megatron-Core DDP; the distributed optimizer does not shard it)</source>
        <translation>可训练参数 × 梯度字节 ÷ 梯度分片数：模型包装时即分配的一整块 main_grad 缓冲区，在每个阶段都常驻（Megatron-Core DDP；分布式优化器不切分它）</translation>
    </message>
    <message>
        <source>training tokens (packed, or samples that fill the sequence)</source>
        <translation>训练 token 数（已打包，或样本填满序列）</translation>
    </message>
    <message>
        <source>training tokens (padding-free: a micro-batch&apos;s samples concatenated)</source>
        <translation>训练 token 数（免填充：微批次的样本首尾相接）</translation>
    </message>
    <message>
        <source>training tokens × expected longest of a micro-batch&apos;s samples ÷ mean sample length (each micro-batch padded to its longest sample)</source>
        <translation>训练 token 数 × 微批次中最长样本的期望长度 ÷ 平均样本长度（每个微批次填充至其最长样本）</translation>
    </message>
    <message>
        <source>training tokens × sequence length ÷ mean sample length (padded to the sequence length)</source>
        <translation>训练 token 数 × 序列长度 ÷ 平均样本长度（填充至序列长度）</translation>
    </message>
    <message>
        <source>tray kW × trays per rack</source>
        <translation>托盘 kW × 每座机柜的托盘数</translation>
    </message>
    <message>
        <source>two chunks of logit rows + the hidden-state gradient (+ lm_head gradient and its fp32 accumulation when it trains)</source>
        <translation>两个分块的 logit 行 + 隐藏状态梯度（lm_head 参与训练时再加其梯度和 fp32 累加）</translation>
    </message>
    <message>
        <source>value head on the policy: (hidden + 1) × (weight + gradient + optimizer bytes)</source>
        <translation>策略模型上的价值头：（hidden + 1）×（权重 + 梯度 + 优化器字节）</translation>
    </message>
    <message>
        <source>waiting for a prefill replica&apos;s batch in flight (M/G/1 of batches: ρ·q ÷ (2(1 − ρ_c)), q = E[X²] ÷ E[X] of a batch&apos;s prefill, ρ_c its batched capacity&apos;s share in use) + prefill of the prompt&apos;s batch (the prompts arriving while one batch runs, up to the step&apos;s token budget) + the KV cache&apos;s transfer to a decode replica (+ the decode step that samples the first token, where the decode replica samples it) + waiting for a free slot</source>
        <translation>等待预填充副本上正在执行的批次（批次的 M/G/1：ρ·q ÷ (2(1 − ρ_c))，q = 一个批次预填充的 E[X²] ÷ E[X]，ρ_c 为其批处理能力已用的比例）+ 提示词所在批次的预填充（一个批次执行期间到达的提示词，至多到每步的 token 上限）+ KV 缓存传到解码副本（+ 由解码副本采样首个 token 时，采样它的那一个解码步）+ 等待空出的位置</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer states + activations + KV cache + reference + reward + critic + rollout engine + overheads</source>
        <translation>权重 + 梯度 + 优化器状态 + 激活值 + KV 缓存 + 参考模型 + 奖励模型 + 价值模型 + 生成引擎 + 额外开销</translation>
    </message>
    <message>
        <source>weights read (MoE: experts any sequence routes to; llama.cpp&apos;s CPU layers from host RAM) + batch × KV cache at average length</source>
        <translation>读取的权重（MoE：任一序列路由到的专家；llama.cpp 的 CPU 层从主机内存读取）+ 批次 × 平均长度下的 KV 缓存</translation>
    </message>
    <message>
        <source>weights read (MoE: experts any sequence routes to; llama.cpp&apos;s CPU layers from host RAM) + batch × KV cache at average length; with expert parallelism every MoE layer waits for the GPU whose experts the step reaches most, which reads more than its share</source>
        <translation>读取的权重（MoE：任一序列路由到的专家；llama.cpp 的 CPU 层从主机内存读取）+ 批次 × 平均长度下的 KV 缓存；采用专家并行时，每个 MoE 层都要等待该步骤触及专家最多的 GPU，它读取的多于其平均份额</translation>
    </message>
    <message>
        <source>{currency} per US dollar (catalog)</source>
        <translation>每美元兑 {currency}（目录）</translation>
    </message>
    <message>
        <source>{region} default</source>
        <translation>{region} 默认值</translation>
    </message>
    <message>
        <source>Σ calls × (latency + S × factor ÷ bus bandwidth), per link</source>
        <translation>Σ 调用次数 × (延迟 + S × 系数 ÷ 总线带宽)，按链路</translation>
    </message>
    <message>
        <source>⌈dataset samples × epochs ÷ samples a step reads⌉</source>
        <translation>⌈数据集样本数 × 训练轮数 ÷ 每步读取的样本数⌉</translation>
    </message>
    <message>
        <source>⌈memory by the rule ÷ memory per GPU⌉</source>
        <translation>⌈按经验法则的显存 ÷ 每张 GPU 显存⌉</translation>
    </message>
    <message>
        <source>⌈peak requests/s ÷ requests/s one replica serves at the targets⌉</source>
        <translation>⌈峰值每秒请求数 ÷ 单个副本在目标内每秒可服务的请求数⌉</translation>
    </message>
    <message>
        <source>parameters × bytes per parameter in the serving format</source>
        <translation>参数 × 服务格式下每参数字节</translation>
    </message>
    <message>
        <source>(1 − stalls − checkpoint write ÷ interval) ÷ (1 + failures per GPU-hour × GPUs × hours lost per failure)</source>
        <translation>(1 − 停顿 − 检查点写入 ÷ 间隔) ÷ (1 + 每 GPU 小时故障数 × GPU 数 × 每次故障损失小时)</translation>
    </message>
    <message>
        <source>(pool − shared prefix once) ÷ KV of one request at its average length (prompt + output ÷ 2, of the answers&apos; mean weighted by their length where they spread, whole blocks; an engine that reserves whole requests: prompt + the output each asks for, its own answer in a benchmark, length-weighted), at most the scheduler&apos;s limit; × attention data-parallel groups, each with its own cache (and, on vLLM, its own scheduler&apos;s limit)</source>
        <translation>（缓存池 − 只存一份的共享前缀）÷ 一个请求在平均长度（提示 + 输出 ÷ 2；输出长度分散时取以长度加权的平均；整块；为整个请求预留空间的引擎：提示 + 每个请求所要的输出，基准测试中即其自身回答的长度，以长度加权）的 KV，最多为调度器上限；× 注意力数据并行组数，每组有自己的缓存（在 vLLM 上也有自己的调度器上限）</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs + max(CPU + board, drives and fans; host W while running)</source>
        <translation>GPU TDP × GPU 数 + max(CPU＋主板、硬盘与风扇；运行时主机功率)</translation>
    </message>
    <message>
        <source>activation out + gradient back × micro-batches × chunks per GPU (virtual stages; DualPipeV&apos;s two)</source>
        <translation>发出的激活值 + 传回的梯度 × 微批次数 × 每张 GPU 的块数（虚拟阶段；DualPipeV 为两个）</translation>
    </message>
    <message>
        <source>batch × tokens per step ÷ max(max(linear layers + attention + kernels × fixed time per kernel + fused-MoE blocks&apos; time beyond their kernels, kernels × host launch time) + all-reduces + step overhead, the server&apos;s seconds on the step&apos;s outputs); each part the longer of its bytes ÷ (bandwidth × MBU; routed experts in fused-MoE kernels at their own share) and its FLOPs ÷ (GPUs × peak × MFU)</source>
        <translation>批次 × 每步 token 数 ÷ max(max(线性层 + 注意力 + 内核函数数 × 每个内核函数的固定时间 + 融合 MoE 块超出其内核函数的时间, 内核函数数 × 主机启动时间) + all-reduce + 每步额外开销, 服务器处理该步输出的秒数)；每一部分取其字节 ÷ (带宽 × MBU；融合 MoE 内核中的路由专家以其自身比例) 与其 FLOPs ÷ (GPU 数 × 峰值 × MFU) 中较长者</translation>
    </message>
    <message>
        <source>busy replica-seconds × GPUs per replica ÷ 3600 (disaggregated: a decode replica&apos;s GPUs and its share of the prefill replicas&apos;)</source>
        <translation>副本忙碌秒数 × 每个副本的 GPU 数 ÷ 3600（分离式：一个解码副本的 GPU 加上它分摊到的预填充副本 GPU）</translation>
    </message>
    <message>
        <source>decode MBU × (the GPU&apos;s best measured stream ÷ the H100&apos;s)</source>
        <translation>解码 MBU ×（此 GPU 实测最佳流 ÷ H100 的最佳流）</translation>
    </message>
    <message>
        <source>executed FLOPs per step ÷ (peak × step seconds); step = micro-batches × ((matmul + attention + memory-bound (+ LoRA adapter kernels + 4-bit dequantization)) ÷ stack efficiency (+ launches after a host wait)) + pipeline bubble + optimizer</source>
        <translation>每步执行的 FLOPs ÷ (峰值 × 每步秒数)；每步 = 微批次数 × ((矩阵乘法 + 注意力 + 受显存带宽限制的运算 (+ LoRA 适配器内核 + 4 位反量化)) ÷ 软件栈效率 (+ 主机等待后的启动)) + 流水线气泡 + 优化器</translation>
    </message>
    <message>
        <source>gradients reduced once per step, during the last backward</source>
        <translation>每步归约一次梯度，在最后一次反向传播期间</translation>
    </message>
    <message>
        <source>largest trainable tensor × gradient bytes, each freed as soon as its parameter steps (optimizer step in backward) + FSDP&apos;s reduce buffers: a trained layer&apos;s parameters × (compute bytes of its unsharded gradients + reduce bytes of the reduce-scatter input)</source>
        <translation>最大可训练张量 × 梯度字节数，每个梯度在其参数完成更新后立即释放（在反向传播中执行优化器步骤）+ FSDP 的 reduce 缓冲区：一个受训层的参数 × （其未分片梯度的计算字节数 + reduce-scatter 输入的 reduce 字节数）</translation>
    </message>
    <message>
        <source>mean over the run&apos;s requests of (last token − first token) ÷ (output tokens − 1), simulated step by step: a step&apos;s time is the decode of the running sequences with the prompt chunks prefilled in it (weights read once, their FLOPs added); an engine that runs prefill first decodes no token in a step with prompt chunks</source>
        <translation>轮次中各请求的（最后一个 token − 第一个 token）÷（输出 token 数 − 1）之平均，逐步模拟：一步的时间为运行中序列的解码加上该步预填充的提示块（权重只读一次，FLOPs 相加）；先做预填充的引擎在含提示块的一步中不解码任何 token</translation>
    </message>
    <message>
        <source>mean over the run&apos;s requests, simulated step by step: the users all send a request at once and the next when one ends; each step decodes the running sequences and prefills prompt chunks, first come first served, in the rest of the token budget (an engine that runs prefill first: prompt chunks alone while a prompt waits, the running sequences paused); a request&apos;s first token ends its prompt&apos;s last chunk (the first wave waits behind the prompts ahead of it)</source>
        <translation>轮次中各请求的平均，逐步模拟：用户同时发送一个请求，并在一个请求结束时发送下一个；每一步解码运行中的序列，并以先到先服务的顺序在剩余的 token 预算中预填充提示块（先做预填充的引擎：有提示等待时只跑提示块，运行中的序列暂停）；请求的第一个 token 在其提示的最后一个块完成时产生（第一波要等待排在前面的提示）</translation>
    </message>
    <message>
        <source>min(rack kW ÷ server kW, 42U ÷ server U)</source>
        <translation>min(机柜 kW ÷ 服务器 kW, 42U ÷ 服务器 U)</translation>
    </message>
    <message>
        <source>model FLOPs ÷ (GPUs × dense peak × MFU) ÷ steps</source>
        <translation>模型 FLOPs ÷ (GPU 数 × 稠密峰值 × MFU) ÷ 步数</translation>
    </message>
    <message>
        <source>model FLOPs ÷ (training seconds without downtime × GPUs × dense 16-bit peak, bf16&apos;s, or fp16&apos;s on a GPU without bf16; an FP8 or FP4 recipe&apos;s too)</source>
        <translation>模型 FLOPs ÷ (不含停机的训练秒数 × GPU 数 × 16 位稠密峰值，即 bf16 的，无 bf16 的 GPU 则为 fp16 的；FP8 或 FP4 配方亦同)</translation>
    </message>
    <message>
        <source>node Gbit/s × overlappable inter-node transfer time ÷ compute time per step</source>
        <translation>节点 Gbit/s × 可重叠的节点间传输时间 ÷ 每步计算时间</translation>
    </message>
    <message>
        <source>node Gbit/s ÷ 8 × 0.94 (NCCL spreads rings over every NIC of the node)</source>
        <translation>节点 Gbit/s ÷ 8 × 0.94（NCCL 将环分散到节点的每张网卡）</translation>
    </message>
    <message>
        <source>nodes ÷ servers per rack</source>
        <translation>节点数 ÷ 每机柜服务器数</translation>
    </message>
    <message>
        <source>one layer&apos;s gradients while they are reduced (the reduce-scatter input) + FSDP&apos;s unsharded gradients of the layer in backward (a trained layer&apos;s parameters × compute bytes); the fp32 gradient partition lives in host RAM (offload)</source>
        <translation>归约中的一层梯度（reduce-scatter 输入）+ FSDP 正在反向传播之层的未分片梯度（一个受训层的参数 × 计算字节数）；fp32 梯度分区位于主机内存（卸载）</translation>
    </message>
    <message>
        <source>parameters stepped per GPU × GPUs per node × bytes moved per parameter ÷ the rate CPU Adam moves them (measured on datacenter nodes × this host&apos;s datasheet memory bandwidth ÷ theirs)</source>
        <translation>每张 GPU 更新的参数 × 每节点 GPU 数 × 每个参数搬移的字节 ÷ CPU Adam 搬移它们的速率（在数据中心节点上实测 × 本主机数据手册内存带宽 ÷ 它们的）</translation>
    </message>
    <message>
        <source>parameters × average bytes per parameter as stored (+ the engine&apos;s padding of its experts)</source>
        <translation>参数 × 存储格式下每参数的平均字节（+ 引擎对专家权重的填充）</translation>
    </message>
    <message>
        <source>parameters × stored bytes (fine-tunes start from it)</source>
        <translation>参数 × 存储字节（微调由此开始）</translation>
    </message>
    <message>
        <source>per-process driver and kernel images, outside the framework&apos;s counters</source>
        <translation>每个进程加载的驱动与 CUDA 核函数代码，不计入框架的统计</translation>
    </message>
    <message>
        <source>power cost × (1 − 1/PUE)</source>
        <translation>电费 ×（1 − 1/PUE）</translation>
    </message>
    <message>
        <source>prefill MFU × (class HFU ÷ datacenter HFU)</source>
        <translation>预填充 MFU ×（该级别 HFU ÷ 数据中心 HFU）</translation>
    </message>
    <message>
        <source>prefill MFU × (the GPU&apos;s measured best matmul ÷ the H100&apos;s)</source>
        <translation>预填充 MFU ×（此 GPU 实测最佳矩阵乘法 ÷ H100 的）</translation>
    </message>
    <message>
        <source>prefill of its prompt (with prompts spread: the one at the q-th share) + the share q of the admission cycle it arrives in + the prefills batched with it at the q-th percentile of their Poisson count (mean λ × the cycle)</source>
        <translation>其提示词的预填充（提示词长度分散时：取位于第 q 比例的提示词）+ 其到达时所在准入周期的 q 比例 + 与其一起预填充的请求在其 Poisson 个数第 q 百分位时的预填充（平均为 λ × 周期）</translation>
    </message>
    <message>
        <source>prefill of its prompt&apos;s batch (with prompts spread: the one at the q-th share) + the q-th quantile of the wait for a prefill replica + the KV cache&apos;s transfer</source>
        <translation>其提示词所在批次的预填充（提示词长度有分布时：取第 q 分位的那个）+ 等待预填充副本时间的第 q 分位数 + KV 缓存的传输</translation>
    </message>
    <message>
        <source>prefill of the prompt + the step in flight (the round of steps, under multi-step scheduling) + waiting for the prefills ahead (M/D/1: ρ ÷ (2(1 − ρ)) prefills, or the prefills of the users arriving in the same round where they are more) + waiting for a free slot; at a request rate: prefill + the rest of the admission cycle it arrives in + the prefills of those arriving in it, prefilled together</source>
        <translation>提示的预填充 + 进行中的一步（多步调度时为一整轮步骤）+ 等待前面的预填充（M/D/1：ρ ÷ (2(1 − ρ)) 次预填充，或在同一轮到达的用户之预填充较多时取后者）+ 等待空位；在给定请求速率下：预填充 + 其到达时所在准入周期的剩余时间 + 在该周期内到达、一起预填充的请求之预填充</translation>
    </message>
    <message>
        <source>prompt tokens computed ÷ (max(prefill FLOPs but the recurrent scans ÷ (TP GPUs × peak × utilisation), weights read per chunk ÷ bandwidth) + recurrent layers × calls (one a chunk) × (a call&apos;s fixed time + its tokens&apos; scan FLOPs ÷ (TP GPUs × bf16 peak × the scans&apos; share)) + all-reduces + step overhead (+ kernels × fixed time per kernel, per chunk))</source>
        <translation>计算的提示词 token 数 ÷（max（扣除循环扫描的预填充 FLOPs ÷（TP GPU 数 × 峰值 × 利用率），每个分块读取的权重 ÷ 带宽）+ 循环层数 × 调用次数（每个分块一次）×（每次调用的固定时间 + 其 token 的扫描 FLOPs ÷（TP GPU 数 × bf16 峰值 × 扫描内核的比例））+ all-reduce + 每步开销（+ 内核数 × 每个内核的固定时间，每个分块））</translation>
    </message>
    <message>
        <source>prompt tokens computed ÷ (max(prefill FLOPs but the recurrent scans ÷ (TP GPUs × peak × utilisation), weights read per chunk ÷ bandwidth) + recurrent layers × calls (one a chunk) × (a call&apos;s fixed time max of its tokens&apos; scan FLOPs ÷ (TP GPUs × bf16 peak × the scans&apos; share)) + all-reduces + step overhead (+ kernels × fixed time per kernel, per chunk))</source>
        <translation>计算的提示词 token 数 ÷（max（扣除循环扫描的预填充 FLOPs ÷（TP GPU 数 × 峰值 × 利用率），每个分块读取的权重 ÷ 带宽）+ 循环层数 × 调用次数（每个分块一次）×max（每次调用的固定时间，其 token 的扫描 FLOPs ÷（TP GPU 数 × bf16 峰值 × 扫描内核的比例））+ all-reduce + 每步开销（+ 内核数 × 每个内核的固定时间，每个分块））</translation>
    </message>
    <message>
        <source>prompt tokens computed ÷ max(prefill FLOPs ÷ (TP GPUs × peak × utilisation), weights read per chunk ÷ bandwidth) + all-reduces + step overhead (+ kernels × fixed time per kernel, per chunk)</source>
        <translation>计算的提示 token ÷ max(预填充 FLOPs ÷ (张量并行 GPU 数 × 峰值 × 利用率), 每块读取的权重 ÷ 带宽) + all-reduce + 每步额外开销（+ 每块的内核函数数 × 每个内核函数的固定时间）</translation>
    </message>
    <message>
        <source>purchase ÷ (monthly rent − monthly running cost), at the duty cycle</source>
        <translation>购置成本 ÷（每月租金 − 每月运营成本），按使用时间占比计</translation>
    </message>
    <message>
        <source>raw + tokenised dataset + checkpoints kept + final weights + base</source>
        <translation>原始 + 已分词数据集 + 保留的检查点 + 最终权重 + 基座模型</translation>
    </message>
    <message>
        <source>seconds ÷ 3600</source>
        <translation>秒数 ÷ 3600</translation>
    </message>
    <message>
        <source>seconds ÷ 86,400</source>
        <translation>秒数 ÷ 86,400</translation>
    </message>
    <message>
        <source>serving writes none</source>
        <translation>推理服务不写检查点</translation>
    </message>
    <message>
        <source>share of the allocated peak held by the caching allocator (blocks, fragmentation)</source>
        <translation>缓存分配器额外保留的显存占分配峰值的比例（内存块、碎片）</translation>
    </message>
    <message>
        <source>site power W × hours ÷ 1000</source>
        <translation>机房用电 W × 时数 ÷ 1000</translation>
    </message>
    <message>
        <source>staff cost/year × FTE share × run hours ÷ busy hours per year</source>
        <translation>每年人力成本 × FTE 比例 × 运行时数 ÷ 每年忙碌时数</translation>
    </message>
    <message>
        <source>the attention core&apos;s forward again × tokens</source>
        <translation>注意力核心再做一次前向 × token 数</translation>
    </message>
    <message>
        <source>the latency at the target percentile of the requests, as the percentiles at the request rate or over the run are computed (q: the target percentile)</source>
        <translation>请求在目标百分位数下的延迟，算法与该请求速率下或该次测试中的各百分位数相同（q：目标百分位数）</translation>
    </message>
    <message>
        <source>tokens per step × one layer&apos;s transient tensors + sampled rows × vocabulary × 4 B (fp32 logits)</source>
        <translation>每步 token 数 × 一层的临时张量 + 采样行数 × 词表大小 × 4 B（fp32 logits）</translation>
    </message>
    <message>
        <source>total − routed experts + experts_per_token/num_experts of them</source>
        <translation>总数 − 路由专家 + 其中 experts_per_token/num_experts 的比例</translation>
    </message>
    <message>
        <source>trainable params × (master bytes + state bytes) ÷ ZeRO shards</source>
        <translation>可训练参数 ×（主权重字节 + 状态字节）÷ ZeRO 分片数</translation>
    </message>
    <message>
        <source>trainable params × (master bytes + state bytes) ÷ ZeRO shards + one state-sized foreach temporary in the step</source>
        <translation>可训练参数 ×（主权重字节 + 状态字节）÷ ZeRO 分片数 + 更新步骤中一份状态大小的 foreach 临时缓冲</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes</source>
        <translation>可训练参数 × 梯度字节</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes ÷ data-parallel ranks (ZeRO-2/3)</source>
        <translation>可训练参数 × 梯度字节 ÷ 数据并行度（ZeRO-2/3）</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes ÷ data-parallel ranks (ZeRO-2/3) + FSDP&apos;s reduce buffers: a trained layer&apos;s parameters × (compute bytes of its unsharded gradients + reduce bytes of the layer before&apos;s reduce-scatter input, kept until the next one)</source>
        <translation>可训练参数 × 梯度字节数 ÷ 数据并行秩数（ZeRO-2/3）+ FSDP 的 reduce 缓冲区：一个受训层的参数 × （其未分片梯度的计算字节数 + 前一层 reduce-scatter 输入的 reduce 字节数，保留到下一层的为止）</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes ÷ data-parallel ranks (ZeRO-2/3); at the forward/backward peak they are not yet allocated</source>
        <translation>可训练参数 × 梯度字节 ÷ 数据并行度（ZeRO-2/3）；在前向/反向峰值时尚未分配</translation>
    </message>
    <message>
        <source>trainable params × gradient bytes; at the forward/backward peak they are not yet allocated</source>
        <translation>可训练参数 × 梯度字节；在前向/反向峰值时尚未分配</translation>
    </message>
    <message>
        <source>trainable params × working bytes + frozen params × 2 B</source>
        <translation>可训练参数 × 工作字节 + 冻结参数 × 2 B</translation>
    </message>
    <message>
        <source>trainable params × working bytes + frozen params × storage bytes</source>
        <translation>可训练参数 × 工作字节 + 冻结参数 × 存储字节</translation>
    </message>
    <message>
        <source>trainable params × working bytes + frozen params × storage bytes ÷ data-parallel ranks (ZeRO-3/FSDP) + 2 gathered layers</source>
        <translation>可训练参数 × 工作字节 + 冻结参数 × 存储字节 ÷ 数据并行度（ZeRO-3/FSDP）+ 2 个已收集的层</translation>
    </message>
    <message>
        <source>trained tokens ÷ seconds ÷ GPUs (while training; goodput excluded)</source>
        <translation>训练的 token 数 ÷ 秒数 ÷ GPU 数（训练进行时；不含有效训练比例）</translation>
    </message>
    <message>
        <source>training FLOPs (policy + critic) ÷ (training GPUs × dense peak × utilisation) + (communication and host work not hidden) × optimizer steps a step</source>
        <translation>训练 FLOPs（策略 + 评论者）÷ (训练 GPU 数 × 稠密峰值 × 利用率) + (未隐藏的通信与主机工作) × 每步的优化器步骤数</translation>
    </message>
    <message>
        <source>training keeps no KV cache</source>
        <translation>训练不保留 KV 缓存</translation>
    </message>
    <message>
        <source>training seconds × GPUs ÷ 3600</source>
        <translation>训练秒数 × GPU 数 ÷ 3600</translation>
    </message>
    <message>
        <source>training tokens (nothing padded: one sample a micro-batch, or one length)</source>
        <translation>训练 token 数（不做填充：每个微批次一个样本，或样本同长）</translation>
    </message>
    <message>
        <source>unique tokens × bytes of text per token</source>
        <translation>不重复 token 数 × 每 token 文字字节</translation>
    </message>
    <message>
        <source>unique tokens × bytes per token id</source>
        <translation>不重复 token 数 × 每个 token id 的字节</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer states + activations + KV cache + overheads</source>
        <translation>权重 + 梯度 + 优化器状态 + 激活值 + KV 缓存 + 额外开销</translation>
    </message>
    <message>
        <source>weights + trainable params × (fp32 master + optimizer state bytes)</source>
        <translation>权重 + 可训练参数 ×（fp32 主权重 + 优化器状态字节）</translation>
    </message>
</context>
<context>
    <name>Group</name>
    <message>
        <source>Adapters</source>
        <translation>适配器</translation>
    </message>
    <message>
        <source>Batch and sequence</source>
        <translation>批次与序列</translation>
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
        <translation>网络</translation>
    </message>
    <message>
        <source>Parallelism and memory savings</source>
        <translation>并行与显存优化</translation>
    </message>
    <message>
        <source>Post-training</source>
        <translation>后训练</translation>
    </message>
    <message>
        <source>Power and site</source>
        <translation>电力与机房</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>精度与优化器</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>Storage and data</source>
        <translation>存储与数据</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Training techniques</source>
        <translation>训练技术</translation>
    </message>
</context>
<context>
    <name>HardwarePanel</name>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Capacity the device reports, in GiB (2³⁰ bytes); the charts show it in GB (10⁹ bytes), and the GPU&apos;s name gives its marketing figure</source>
        <translation>设备报告的容量，单位 GiB（2³⁰ 字节）；图表以 GB（10⁹ 字节）显示，GPU 名称中的则是营销标示的数字</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>HBM/GDDR bandwidth, GB/s</source>
        <translation>HBM/GDDR 带宽，GB/s</translation>
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
        <translation>加速器型号，来自目录或本项目中的自定义型号</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs in the plan: GPUs per node × nodes</source>
        <translation>计划中的 GPU 数：每节点 GPU 数 × 节点数</translation>
    </message>
    <message>
        <source>In total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>GPU-to-GPU link inside a node, from the datasheet</source>
        <translation>节点内 GPU 之间的链路，取自规格表</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <source>Datasheet (edit to make a custom GPU)</source>
        <translation>规格表（编辑即创建自定义 GPU）</translation>
    </message>
    <message>
        <source>Catalog row this GPU comes from</source>
        <translation>此 GPU 来自的目录条目</translation>
    </message>
    <message>
        <source>{n} GPUs</source>
        <translation>{n} 张 GPU</translation>
    </message>
    <message>
        <source>{n} GPU</source>
        <translation>{n} 张 GPU</translation>
    </message>
    <message>
        <source>unknown GPU</source>
        <translation>未知的 GPU</translation>
    </message>
    <message>
        <source>none named (one chip, unified memory)</source>
        <translation>未标明（单一芯片，统一内存）</translation>
    </message>
    <message>
        <source> GiB = {gb} GB</source>
        <translation> GiB = {gb} GB</translation>
    </message>
    <message>
        <source>custom, saved in this project</source>
        <translation>自定义，保存在本项目中</translation>
    </message>
</context>
<context>
    <name>Input</name>
    <message>
        <source>4-bit GEMV ÷ 16-bit GEMV bandwidth</source>
        <translation>4 位 GEMV ÷ 16 位 GEMV 带宽</translation>
    </message>
    <message>
        <source>4-bit dequantization seconds per micro-batch</source>
        <translation>每个微批次的 4 位反量化秒数</translation>
    </message>
    <message>
        <source>A attention forward FLOPs/token</source>
        <translation>A 每 token 注意力前向 FLOPs</translation>
    </message>
    <message>
        <source>CPU Adam GB/s, datacenter node</source>
        <translation>CPU Adam GB/s，数据中心节点</translation>
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
        <translation>FP8 注意力加速（注意力内核）</translation>
    </message>
    <message>
        <source>FP8 recipe</source>
        <translation>FP8 缩放方式</translation>
    </message>
    <message>
        <source>FP8 speed-up</source>
        <translation>FP8 加速倍数</translation>
    </message>
    <message>
        <source>FP8 weight cache</source>
        <translation>FP8 权重缓存</translation>
    </message>
    <message>
        <source>FP8 ÷ bf16 dense peak</source>
        <translation>FP8 ÷ bf16 稠密峰值</translation>
    </message>
    <message>
        <source>FSDP: a trained layer&apos;s parameters</source>
        <translation>FSDP：一个受训层的参数</translation>
    </message>
    <message>
        <source>FSDP: bytes per parameter of its reduce buffers</source>
        <translation>FSDP：其 reduce 缓冲区每个参数的字节数</translation>
    </message>
    <message>
        <source>FSDP: reduce buffers</source>
        <translation>FSDP：reduce 缓冲区</translation>
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
        <translation>每节点 GB/s</translation>
    </message>
    <message>
        <source>GEMM speed-up measured (FP8 ÷ bf16 peak 2)</source>
        <translation>实测 GEMM 加速倍数（FP8 ÷ bf16 峰值为 2）</translation>
    </message>
    <message>
        <source>GEMM speed-up on this GPU</source>
        <translation>此 GPU 上的 GEMM 加速倍数</translation>
    </message>
    <message>
        <source>GEMMs&apos; share of the step</source>
        <translation>GEMM 占每步时间的比例</translation>
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
        <translation>GPU 类别</translation>
    </message>
    <message>
        <source>GPU link GB/s (bidirectional)</source>
        <translation>GPU 互连双向 GB/s</translation>
    </message>
    <message>
        <source>GPU time</source>
        <translation>GPU 时间</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPUs + servers</source>
        <translation>GPU + 服务器</translation>
    </message>
    <message>
        <source>GPUs per NVLink domain</source>
        <translation>每个 NVLink 域的 GPU 数</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>每副本 GPU 数</translation>
    </message>
    <message>
        <source>GPUs per tray</source>
        <translation>每托盘 GPU 数</translation>
    </message>
    <message>
        <source>GPUs that each run the whole indexer</source>
        <translation>各自运行完整索引器的 GPU 数</translation>
    </message>
    <message>
        <source>Gbit/s per node</source>
        <translation>每节点 Gbit/s</translation>
    </message>
    <message>
        <source>HFU (default)</source>
        <translation>HFU（默认）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>KV cache bytes sent</source>
        <translation>发送的 KV 缓存字节数</translation>
    </message>
    <message>
        <source>KV cache limit</source>
        <translation>KV 缓存上限</translation>
    </message>
    <message>
        <source>KV cache per completion</source>
        <translation>每个回复的 KV 缓存</translation>
    </message>
    <message>
        <source>KV cache read</source>
        <translation>读取的 KV 缓存</translation>
    </message>
    <message>
        <source>KV cache read ms</source>
        <translation>读取 KV 缓存（毫秒）</translation>
    </message>
    <message>
        <source>KV cache tokens (admits by the prompt, preempts the newest)</source>
        <translation>KV 缓存的 token 数（按提示长度接纳请求，满了就抢占最新的序列）</translation>
    </message>
    <message>
        <source>KV cache tokens (keeps room for the outputs to come, retracts the newest)</source>
        <translation>KV 缓存的 token 数（为之后的输出预留空间，满了就撤回最新的请求）</translation>
    </message>
    <message>
        <source>KV cache transfer s</source>
        <translation>KV 缓存传输秒数</translation>
    </message>
    <message>
        <source>KV type</source>
        <translation>KV 类型</translation>
    </message>
    <message>
        <source>MBU</source>
        <translation>MBU</translation>
    </message>
    <message>
        <source>MFU (given)</source>
        <translation>MFU（用户提供）</translation>
    </message>
    <message>
        <source>MLP / shared experts</source>
        <translation>MLP / 共享专家</translation>
    </message>
    <message>
        <source>MoE dispatch-to-combine launches after the host&apos;s wait, s</source>
        <translation>MoE 从分派到合并的启动（主机等待之后）时间（秒）</translation>
    </message>
    <message>
        <source>MoE layers with all-to-alls</source>
        <translation>使用 all-to-all 的 MoE 层数</translation>
    </message>
    <message>
        <source>N active matmul params</source>
        <translation>N 激活矩阵乘法参数</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>NVFP4 layers&apos; weights kept in NVFP4</source>
        <translation>NVFP4 层的权重以 NVFP4 保存</translation>
    </message>
    <message>
        <source>NVFP4 speed-up</source>
        <translation>NVFP4 加速</translation>
    </message>
    <message>
        <source>NVMe staging buffers</source>
        <translation>NVMe 暂存缓冲区</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>PCIe GB/s per direction</source>
        <translation>PCIe 单向 GB/s</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>TP GPUs</source>
        <translation>张量并行 GPU 数</translation>
    </message>
    <message>
        <source>TPOT of one user ms</source>
        <translation>单个用户的 TPOT（毫秒）</translation>
    </message>
    <message>
        <source>TPOT target ms</source>
        <translation>TPOT 目标（毫秒）</translation>
    </message>
    <message>
        <source>TTFT of one user ms</source>
        <translation>单个用户的 TTFT（毫秒）</translation>
    </message>
    <message>
        <source>TTFT target ms</source>
        <translation>TTFT 目标（毫秒）</translation>
    </message>
    <message>
        <source>USD/GB-month</source>
        <translation>美元/GB·月</translation>
    </message>
    <message>
        <source>USD/GPU-hour</source>
        <translation>美元/GPU 小时</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>美元/kWh</translation>
    </message>
    <message>
        <source>USD/node-year</source>
        <translation>美元/节点·年</translation>
    </message>
    <message>
        <source>USD/year</source>
        <translation>美元/年</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>ZeRO-3 shards</source>
        <translation>ZeRO-3 分片数</translation>
    </message>
    <message>
        <source>a scan call&apos;s fixed time s</source>
        <translation>每次扫描调用的固定时间（秒）</translation>
    </message>
    <message>
        <source>a server holds at most</source>
        <translation>单台服务器最多可装</translation>
    </message>
    <message>
        <source>acceptance α</source>
        <translation>接受率 α</translation>
    </message>
    <message>
        <source>active parameters</source>
        <translation>激活参数</translation>
    </message>
    <message>
        <source>active routed experts</source>
        <translation>激活路由专家</translation>
    </message>
    <message>
        <source>adapter kernels&apos; fixed time per micro-batch s</source>
        <translation>每个微批次的适配器内核固定时间（秒）</translation>
    </message>
    <message>
        <source>adapter params</source>
        <translation>适配器参数</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>适配器</translation>
    </message>
    <message>
        <source>algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth B/s</source>
        <translation>all-reduce 总线带宽 B/s</translation>
    </message>
    <message>
        <source>all-reduce ms</source>
        <translation>all-reduce（毫秒）</translation>
    </message>
    <message>
        <source>all-reduce seconds</source>
        <translation>all-reduce 秒数</translation>
    </message>
    <message>
        <source>allocated peak</source>
        <translation>分配峰值</translation>
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
        <translation>注意力块 token 数（加大至可容纳一份状态）</translation>
    </message>
    <message>
        <source>attention cache bytes per token per layer</source>
        <translation>每个 token 每层的注意力缓存字节数</translation>
    </message>
    <message>
        <source>attention data-parallel groups</source>
        <translation>注意力数据并行组数</translation>
    </message>
    <message>
        <source>attention efficiency</source>
        <translation>注意力效率</translation>
    </message>
    <message>
        <source>attention groups</source>
        <translation>注意力层组数</translation>
    </message>
    <message>
        <source>attention seconds per micro-batch</source>
        <translation>每微批次注意力秒数</translation>
    </message>
    <message>
        <source>autocast bf16 weight cache</source>
        <translation>autocast bf16 权重缓存</translation>
    </message>
    <message>
        <source>average completion tokens</source>
        <translation>平均回复 token 数</translation>
    </message>
    <message>
        <source>average context</source>
        <translation>平均上下文长度</translation>
    </message>
    <message>
        <source>average request tokens</source>
        <translation>平均请求 token 数</translation>
    </message>
    <message>
        <source>average row ÷ longest row</source>
        <translation>平均行长 ÷ 最长行长</translation>
    </message>
    <message>
        <source>backward peak</source>
        <translation>反向峰值</translation>
    </message>
    <message>
        <source>bandwidth B/s</source>
        <translation>带宽（B/s）</translation>
    </message>
    <message>
        <source>base model</source>
        <translation>基座模型</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>batch prefill seconds</source>
        <translation>批次预填充秒数</translation>
    </message>
    <message>
        <source>batch seconds</source>
        <translation>批次秒数</translation>
    </message>
    <message>
        <source>best matmul ÷ peak, H100 SXM</source>
        <translation>最佳矩阵乘法 ÷ 峰值，H100 SXM</translation>
    </message>
    <message>
        <source>best matmul ÷ peak, this GPU</source>
        <translation>最佳矩阵乘法 ÷ 峰值，此 GPU</translation>
    </message>
    <message>
        <source>best stream ÷ datasheet bandwidth, H100 SXM</source>
        <translation>最佳流 ÷ 规格表带宽，H100 SXM</translation>
    </message>
    <message>
        <source>best stream ÷ datasheet bandwidth, this GPU</source>
        <translation>最佳流 ÷ 规格表带宽，此 GPU</translation>
    </message>
    <message>
        <source>best-matmul efficiency</source>
        <translation>最佳矩阵乘法效率</translation>
    </message>
    <message>
        <source>between-node seconds</source>
        <translation>节点间传输秒数</translation>
    </message>
    <message>
        <source>bf16 gradient bytes/param</source>
        <translation>bf16 梯度字节/参数</translation>
    </message>
    <message>
        <source>bf16 peak FLOP/s</source>
        <translation>bf16 峰值 FLOP/s</translation>
    </message>
    <message>
        <source>bf16 weights</source>
        <translation>bf16 权重</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>位数</translation>
    </message>
    <message>
        <source>block tokens</source>
        <translation>每块 token 数</translation>
    </message>
    <message>
        <source>blocks in the pool (one held back)</source>
        <translation>池中块数（保留一个不用）</translation>
    </message>
    <message>
        <source>blocks per request</source>
        <translation>每个请求的块数</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>梯度 bucket</translation>
    </message>
    <message>
        <source>bus bandwidth GB/s</source>
        <translation>总线带宽（GB/s）</translation>
    </message>
    <message>
        <source>busiest group&apos;s experts ÷ the mean</source>
        <translation>最繁忙组的专家数 ÷ 平均值</translation>
    </message>
    <message>
        <source>busiest group&apos;s routed tokens ÷ the mean</source>
        <translation>最繁忙组的路由 token 数 ÷ 平均值</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>bytes from other nodes (whole tensors to every rank)</source>
        <translation>来自其他节点的字节（每个 rank 都收到完整张量）</translation>
    </message>
    <message>
        <source>bytes per GPU per step</source>
        <translation>每 GPU 每步字节</translation>
    </message>
    <message>
        <source>bytes per call (S)</source>
        <translation>每次调用字节（S）</translation>
    </message>
    <message>
        <source>bytes per logit, backward peak</source>
        <translation>每个 logit 字节（反向峰值）</translation>
    </message>
    <message>
        <source>bytes per logit, forward peak</source>
        <translation>每个 logit 字节（前向峰值）</translation>
    </message>
    <message>
        <source>bytes per node</source>
        <translation>每节点字节</translation>
    </message>
    <message>
        <source>bytes per parameter</source>
        <translation>每参数字节</translation>
    </message>
    <message>
        <source>bytes per request</source>
        <translation>每请求字节</translation>
    </message>
    <message>
        <source>bytes per token</source>
        <translation>每 token 字节</translation>
    </message>
    <message>
        <source>bytes/param</source>
        <translation>字节/参数</translation>
    </message>
    <message>
        <source>bytes/token</source>
        <translation>字节/token</translation>
    </message>
    <message>
        <source>cached prefix tokens</source>
        <translation>已缓存前缀 token 数</translation>
    </message>
    <message>
        <source>calls per step</source>
        <translation>每步调用次数</translation>
    </message>
    <message>
        <source>checkpoint interval h</source>
        <translation>检查点间隔（小时）</translation>
    </message>
    <message>
        <source>checkpoint tensors</source>
        <translation>检查点张量数</translation>
    </message>
    <message>
        <source>checkpoint write s</source>
        <translation>检查点写入秒数</translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>分块数</translation>
    </message>
    <message>
        <source>class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>cloud USD</source>
        <translation>云成本（美元）</translation>
    </message>
    <message>
        <source>cloud storage</source>
        <translation>云存储</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>communication not hidden</source>
        <translation>未隐藏的通信</translation>
    </message>
    <message>
        <source>completion tokens</source>
        <translation>回复 token 数</translation>
    </message>
    <message>
        <source>completions at once</source>
        <translation>同时生成回复数</translation>
    </message>
    <message>
        <source>completions held at once per replica</source>
        <translation>每副本同时容纳回复数</translation>
    </message>
    <message>
        <source>completions per GPU</source>
        <translation>每张 GPU 的回复数</translation>
    </message>
    <message>
        <source>completions per replica</source>
        <translation>每副本回复数</translation>
    </message>
    <message>
        <source>completions per step</source>
        <translation>每步回复数</translation>
    </message>
    <message>
        <source>compute seconds</source>
        <translation>计算秒数</translation>
    </message>
    <message>
        <source>compute seconds per step</source>
        <translation>每步计算秒数</translation>
    </message>
    <message>
        <source>compute slowed beside DeepEP, s</source>
        <translation>与 DeepEP 并行时被拖慢的计算，秒</translation>
    </message>
    <message>
        <source>concurrent users</source>
        <translation>并发用户数</translation>
    </message>
    <message>
        <source>context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>convolution state bytes per element</source>
        <translation>卷积状态每个元素的字节数</translation>
    </message>
    <message>
        <source>critic model</source>
        <translation>价值模型（Critic）</translation>
    </message>
    <message>
        <source>critic values</source>
        <translation>价值模型估值</translation>
    </message>
    <message>
        <source>critic&apos;s communication not hidden</source>
        <translation>价值模型（Critic）未隐藏的通信</translation>
    </message>
    <message>
        <source>cuBLAS workspace</source>
        <translation>cuBLAS 工作空间</translation>
    </message>
    <message>
        <source>data loading</source>
        <translation>数据加载</translation>
    </message>
    <message>
        <source>datacenter prefill MFU</source>
        <translation>数据中心预填充 MFU</translation>
    </message>
    <message>
        <source>dataset samples</source>
        <translation>数据集样本数</translation>
    </message>
    <message>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>dates</source>
        <translation>日期范围</translation>
    </message>
    <message>
        <source>decode MBU, A100/H100</source>
        <translation>解码 MBU，A100/H100</translation>
    </message>
    <message>
        <source>decode bandwidth utilisation</source>
        <translation>解码带宽利用率</translation>
    </message>
    <message>
        <source>decode replicas in the plan</source>
        <translation>计划中的解码副本数</translation>
    </message>
    <message>
        <source>decode step sampling the first token s</source>
        <translation>采样首个 token 的解码步秒数</translation>
    </message>
    <message>
        <source>decode step seconds at the sequences running</source>
        <translation>以运行中序列数计的解码步秒数</translation>
    </message>
    <message>
        <source>decode steps</source>
        <translation>解码步数</translation>
    </message>
    <message>
        <source>decode steps per scheduling round</source>
        <translation>每轮调度的解码步数</translation>
    </message>
    <message>
        <source>decode tokens/s per replica</source>
        <translation>每副本解码 token/秒</translation>
    </message>
    <message>
        <source>dense {dtype} peak FLOP/s</source>
        <translation>稠密 {dtype} 峰值 FLOP/s</translation>
    </message>
    <message>
        <source>draft / head</source>
        <translation>草稿模型 / 预测头</translation>
    </message>
    <message>
        <source>draft / head cache</source>
        <translation>草稿模型 / 预测头缓存</translation>
    </message>
    <message>
        <source>draw fraction</source>
        <translation>耗电比例</translation>
    </message>
    <message>
        <source>duty cycle</source>
        <translation>使用时间占比</translation>
    </message>
    <message>
        <source>each</source>
        <translation>每份</translation>
    </message>
    <message>
        <source>elements per token per full-attention layer</source>
        <translation>每个 token 在每个全注意力层的元素数</translation>
    </message>
    <message>
        <source>elements per token per layer</source>
        <translation>每 token 每层元素数</translation>
    </message>
    <message>
        <source>elements quantized per micro-batch</source>
        <translation>每微批次量化的元素数</translation>
    </message>
    <message>
        <source>elements quantized per micro-batch, the gradients&apos;</source>
        <translation>每个微批次量化的元素数（梯度）</translation>
    </message>
    <message>
        <source>elements quantized per micro-batch, the inputs&apos; and weights&apos;</source>
        <translation>每个微批次量化的元素数（输入与权重）</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>嵌入层</translation>
    </message>
    <message>
        <source>engine tensor parallel</source>
        <translation>引擎张量并行度</translation>
    </message>
    <message>
        <source>engine weights per GPU (FP8 rollout)</source>
        <translation>引擎每 GPU 权重（FP8 生成）</translation>
    </message>
    <message>
        <source>engine weights per GPU (bf16)</source>
        <translation>引擎每 GPU 权重（bf16）</translation>
    </message>
    <message>
        <source>engine weights per GPU (the policy&apos;s, shared)</source>
        <translation>每张 GPU 的推理引擎权重（与策略模型共用）</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>evaluation and start-up stalls</source>
        <translation>评估与启动停顿</translation>
    </message>
    <message>
        <source>evaluation pauses s</source>
        <translation>评估暂停秒数</translation>
    </message>
    <message>
        <source>evaluation pauses, seconds</source>
        <translation>评估暂停（秒）</translation>
    </message>
    <message>
        <source>evaluations</source>
        <translation>评估次数</translation>
    </message>
    <message>
        <source>evicted to host RAM</source>
        <translation>换出到主机内存</translation>
    </message>
    <message>
        <source>examples per step</source>
        <translation>每步样本数</translation>
    </message>
    <message>
        <source>executed FLOP/s (training FLOPs ÷ compute seconds)</source>
        <translation>实际执行的 FLOP/s（训练 FLOPs ÷ 计算秒数）</translation>
    </message>
    <message>
        <source>expected longest of a micro-batch</source>
        <translation>微批次中最长样本的期望长度</translation>
    </message>
    <message>
        <source>expert all-to-all seconds (DeepEP)</source>
        <translation>专家 all-to-all 秒数（DeepEP）</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter gathers, transfer s</source>
        <translation>ZeRO-3 参数收集，传输秒数</translation>
    </message>
    <message>
        <source>context-parallel exchanges of the recurrent layers, transfer s</source>
        <translation>循环层的上下文并行交换，传输秒数</translation>
    </message>
    <message>
        <source>context-parallel exchanges, transfer s</source>
        <translation>上下文并行交换，传输秒数</translation>
    </message>
    <message>
        <source>expert all-to-alls, transfer s</source>
        <translation>专家 all-to-all，传输秒数</translation>
    </message>
    <message>
        <source>expert loops&apos; launches after a host sync, s</source>
        <translation>专家循环在主机同步后的启动时间（秒）</translation>
    </message>
    <message>
        <source>expert-parallel GPUs</source>
        <translation>专家并行的 GPU 数</translation>
    </message>
    <message>
        <source>expert-parallel groups</source>
        <translation>专家并行组数</translation>
    </message>
    <message>
        <source>experts run on every token beyond the router&apos;s choice</source>
        <translation>路由器所选之外、每个 token 仍执行的专家</translation>
    </message>
    <message>
        <source>experts touched</source>
        <translation>路由到的专家数</translation>
    </message>
    <message>
        <source>exposed communication s</source>
        <translation>未隐藏的通信（秒）</translation>
    </message>
    <message>
        <source>exposed host transfers and host work s</source>
        <translation>未隐藏的主机传输与主机工作（秒）</translation>
    </message>
    <message>
        <source>exposed seconds</source>
        <translation>未隐藏秒数</translation>
    </message>
    <message>
        <source>failures per GPU-hour</source>
        <translation>每 GPU 小时故障数</translation>
    </message>
    <message>
        <source>final weights</source>
        <translation>最终权重</translation>
    </message>
    <message>
        <source>fixed time per kernel s</source>
        <translation>每个内核函数的固定时间（秒）</translation>
    </message>
    <message>
        <source>flash dq accumulator</source>
        <translation>flash dq 累加器</translation>
    </message>
    <message>
        <source>foreach temporary</source>
        <translation>foreach 临时缓冲</translation>
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
        <translation>每步仅前向传递次数</translation>
    </message>
    <message>
        <source>fp32 gradient bytes/param</source>
        <translation>fp32 梯度字节/参数</translation>
    </message>
    <message>
        <source>fp32 master bytes/param</source>
        <translation>fp32 主权重字节/参数</translation>
    </message>
    <message>
        <source>frozen bytes/param</source>
        <translation>冻结权重字节/参数</translation>
    </message>
    <message>
        <source>frozen parameters</source>
        <translation>冻结参数</translation>
    </message>
    <message>
        <source>frozen params on this GPU</source>
        <translation>此 GPU 上的冻结参数</translation>
    </message>
    <message>
        <source>fused-MoE blocks&apos; fixed time beyond their kernels s</source>
        <translation>融合 MoE 块超出其内核函数的固定时间（秒）</translation>
    </message>
    <message>
        <source>gathered from ZeRO-3/FSDP shards</source>
        <translation>从 ZeRO-3/FSDP 分片收集</translation>
    </message>
    <message>
        <source>gathered weights</source>
        <translation>收集的权重</translation>
    </message>
    <message>
        <source>generation FLOPs per step</source>
        <translation>每步生成 FLOPs</translation>
    </message>
    <message>
        <source>given</source>
        <translation>用户提供</translation>
    </message>
    <message>
        <source>goodput</source>
        <translation>有效训练比例</translation>
    </message>
    <message>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <source>gradient bytes/param</source>
        <translation>梯度字节/参数</translation>
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
        <translation>主机内存中的梯度</translation>
    </message>
    <message>
        <source>gradients when all allocated</source>
        <translation>全部分配时的梯度</translation>
    </message>
    <message>
        <source>headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>held (GPU or host)</source>
        <translation>占用（GPU 或主机）</translation>
    </message>
    <message>
        <source>hidden behind</source>
        <translation>隐藏于</translation>
    </message>
    <message>
        <source>host + proposer ms</source>
        <translation>主机 + 提议者（毫秒）</translation>
    </message>
    <message>
        <source>host RAM bandwidth B/s</source>
        <translation>主机内存带宽 B/s</translation>
    </message>
    <message>
        <source>host W per node</source>
        <translation>每节点主机功耗（W）</translation>
    </message>
    <message>
        <source>host kernel launches per step s</source>
        <translation>每步主机启动内核的时间（秒）</translation>
    </message>
    <message>
        <source>host kernel launches per update s</source>
        <translation>每次更新主机启动内核的时间（秒）</translation>
    </message>
    <message>
        <source>host memory GB/s (datasheet)</source>
        <translation>主机内存 GB/s（数据手册）</translation>
    </message>
    <message>
        <source>host seconds per op</source>
        <translation>每个运算的主机秒数</translation>
    </message>
    <message>
        <source>host work not hidden</source>
        <translation>未隐藏的主机工作</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>时数</translation>
    </message>
    <message>
        <source>hours lost per failure</source>
        <translation>每次故障损失小时</translation>
    </message>
    <message>
        <source>hybrid engine workspace</source>
        <translation>混合引擎工作区</translation>
    </message>
    <message>
        <source>id bytes</source>
        <translation>token id 字节数</translation>
    </message>
    <message>
        <source>in host RAM (offloaded)</source>
        <translation>在主机内存（已卸载）</translation>
    </message>
    <message>
        <source>in-flight micro-batches</source>
        <translation>同时进行的微批次数</translation>
    </message>
    <message>
        <source>in-node seconds</source>
        <translation>节点内传输秒数</translation>
    </message>
    <message>
        <source>indexer key bytes per token per layer</source>
        <translation>每个 token 每层的索引器键字节数</translation>
    </message>
    <message>
        <source>indexer scores, fp32 (queries at once × keys × 4)</source>
        <translation>索引器分数，fp32（同时处理的查询数 × 键数 × 4）</translation>
    </message>
    <message>
        <source>its prompt&apos;s prefill seconds</source>
        <translation>其提示词的预填充秒数</translation>
    </message>
    <message>
        <source>kW each</source>
        <translation>每个电源 kW</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>每机柜 kW</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保留的检查点数</translation>
    </message>
    <message>
        <source>kept less per layer by fused kernels</source>
        <translation>融合内核使每层少保留的量</translation>
    </message>
    <message>
        <source>kernel launch seconds</source>
        <translation>内核函数启动秒数</translation>
    </message>
    <message>
        <source>kernels and all-to-alls with two-batch overlap s</source>
        <translation>双批次重叠下内核与 all-to-all 的秒数</translation>
    </message>
    <message>
        <source>kernels per step (CUDA graph)</source>
        <translation>每步内核函数数（CUDA 图）</translation>
    </message>
    <message>
        <source>kernels&apos; fixed time ms</source>
        <translation>内核函数的固定时间（毫秒）</translation>
    </message>
    <message>
        <source>kernels&apos; fixed time per chunk s</source>
        <translation>每块内核函数的固定时间（秒）</translation>
    </message>
    <message>
        <source>keys a token meets (samples kept apart in packed rows)</source>
        <translation>每个 token 看到的键数（打包行中各样本互不相看）</translation>
    </message>
    <message>
        <source>kg CO₂/kWh</source>
        <translation>kg CO₂/kWh</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>服务器类型</translation>
    </message>
    <message>
        <source>layer weights kept in FP8</source>
        <translation>层权重以 FP8 保存</translation>
    </message>
    <message>
        <source>layers on the GPU</source>
        <translation>GPU 上的层数</translation>
    </message>
    <message>
        <source>layers on this GPU</source>
        <translation>此 GPU 上的层数</translation>
    </message>
    <message>
        <source>layers per group</source>
        <translation>每组层数</translation>
    </message>
    <message>
        <source>layers that run backward (the last ones, which train)</source>
        <translation>执行反向传播的层数（最后几层，受训练者）</translation>
    </message>
    <message>
        <source>layers with experts on the CPU</source>
        <translation>专家在 CPU 的层数</translation>
    </message>
    <message>
        <source>layers&apos; saved tensors</source>
        <translation>各层保存的张量</translation>
    </message>
    <message>
        <source>linear FLOPs ms</source>
        <translation>线性层 FLOPs（毫秒）</translation>
    </message>
    <message>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>link GB/s</source>
        <translation>链路带宽（GB/s）</translation>
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
        <translation>局部注意力层数</translation>
    </message>
    <message>
        <source>logit rows</source>
        <translation>logit 行数</translation>
    </message>
    <message>
        <source>longest prompt tokens</source>
        <translation>最长提示词 token 数</translation>
    </message>
    <message>
        <source>longest sample</source>
        <translation>最长样本</translation>
    </message>
    <message>
        <source>loss backward peak</source>
        <translation>损失反向峰值</translation>
    </message>
    <message>
        <source>loss kernel</source>
        <translation>损失内核</translation>
    </message>
    <message>
        <source>loss/logits at end of forward</source>
        <translation>前向结束时的损失与 logits</translation>
    </message>
    <message>
        <source>master + optimizer states</source>
        <translation>主权重 + 优化器状态</translation>
    </message>
    <message>
        <source>master bytes</source>
        <translation>主权重字节</translation>
    </message>
    <message>
        <source>matmul seconds per micro-batch</source>
        <translation>每微批次矩阵乘法秒数</translation>
    </message>
    <message>
        <source>mean sample length</source>
        <translation>平均样本长度</translation>
    </message>
    <message>
        <source>memory by the rule</source>
        <translation>按经验法则的显存</translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation>每张 GPU 显存</translation>
    </message>
    <message>
        <source>memory per GPU at that count</source>
        <translation>该数量下每张 GPU 的显存</translation>
    </message>
    <message>
        <source>memory share</source>
        <translation>显存比例</translation>
    </message>
    <message>
        <source>memory-bound seconds per micro-batch</source>
        <translation>每微批次访存受限秒数</translation>
    </message>
    <message>
        <source>method freeze</source>
        <translation>方法：冻结微调</translation>
    </message>
    <message>
        <source>method full</source>
        <translation>方法：全参数微调</translation>
    </message>
    <message>
        <source>method inference</source>
        <translation>方法：推理</translation>
    </message>
    <message>
        <source>method lora</source>
        <translation>方法：LoRA</translation>
    </message>
    <message>
        <source>method pretrain</source>
        <translation>方法：预训练</translation>
    </message>
    <message>
        <source>method qlora</source>
        <translation>方法：QLoRA</translation>
    </message>
    <message>
        <source>micro-batch × sequence</source>
        <translation>微批次 × 序列长度</translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation>微批次数</translation>
    </message>
    <message>
        <source>model FLOPs</source>
        <translation>模型 FLOPs</translation>
    </message>
    <message>
        <source>model loading</source>
        <translation>模型加载</translation>
    </message>
    <message>
        <source>models scoring each token</source>
        <translation>为每个 token 打分的模型数</translation>
    </message>
    <message>
        <source>months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>need W</source>
        <translation>所需功率（W）</translation>
    </message>
    <message>
        <source>network gear</source>
        <translation>网络设备</translation>
    </message>
    <message>
        <source>node Gbit/s assumed</source>
        <translation>假设的节点 Gbit/s</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>norms and vectors</source>
        <translation>归一化层与向量</translation>
    </message>
    <message>
        <source>of them parked through pageable memory, each way</source>
        <translation>其中经可分页内存停放的（单向）</translation>
    </message>
    <message>
        <source>of which PEFT&apos;s LoRA layers, seconds per micro-batch</source>
        <translation>其中 PEFT 的 LoRA 层，每个微批次秒数</translation>
    </message>
    <message>
        <source>of which recurrent scans (chunked, per token)</source>
        <translation>其中循环层的分块扫描（每 token）</translation>
    </message>
    <message>
        <source>of which recurrent state read and written ms</source>
        <translation>其中递归状态读写 ms</translation>
    </message>
    <message>
        <source>offloaded activations</source>
        <translation>卸载的激活值</translation>
    </message>
    <message>
        <source>offloaded per micro-batch</source>
        <translation>每微批次卸载量</translation>
    </message>
    <message>
        <source>offloaded states</source>
        <translation>卸载的状态</translation>
    </message>
    <message>
        <source>offloaded states (optimizer, gradients, weights)</source>
        <translation>卸载的状态（优化器、梯度、权重）</translation>
    </message>
    <message>
        <source>offloaded to host RAM</source>
        <translation>已卸载到主机内存</translation>
    </message>
    <message>
        <source>offloaded weights</source>
        <translation>卸载的权重</translation>
    </message>
    <message>
        <source>on-prem USD</source>
        <translation>本地部署成本（美元）</translation>
    </message>
    <message>
        <source>on-premises cost of this run</source>
        <translation>本次运行的本地部署成本</translation>
    </message>
    <message>
        <source>one-layer recompute peak</source>
        <translation>单层重计算峰值</translation>
    </message>
    <message>
        <source>ops launched from Python per step</source>
        <translation>每步由 Python 启动的运算数</translation>
    </message>
    <message>
        <source>optimizer seconds</source>
        <translation>优化器更新秒数</translation>
    </message>
    <message>
        <source>optimizer state bytes/param</source>
        <translation>优化器状态字节/参数</translation>
    </message>
    <message>
        <source>optimizer steps</source>
        <translation>优化器步数</translation>
    </message>
    <message>
        <source>optimizer steps a step</source>
        <translation>每步的优化器步骤数</translation>
    </message>
    <message>
        <source>other W</source>
        <translation>其他功率（W）</translation>
    </message>
    <message>
        <source>output every request asks for (the data set&apos;s max_tokens)</source>
        <translation>每个请求要求的输出（数据集的 max_tokens）</translation>
    </message>
    <message>
        <source>output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>overheads outside the share</source>
        <translation>份额之外的额外开销</translation>
    </message>
    <message>
        <source>page bytes (a state padded to it)</source>
        <translation>每页字节（状态补齐至此）</translation>
    </message>
    <message>
        <source>pageable GB/s back</source>
        <translation>可分页内存移回 GB/s</translation>
    </message>
    <message>
        <source>pageable GB/s out (into new pages)</source>
        <translation>可分页内存移出 GB/s（写入新分配的页）</translation>
    </message>
    <message>
        <source>paged</source>
        <translation>已分页</translation>
    </message>
    <message>
        <source>paged out</source>
        <translation>已换出</translation>
    </message>
    <message>
        <source>paged states</source>
        <translation>分页状态</translation>
    </message>
    <message>
        <source>paged-out optimizer states</source>
        <translation>换出的优化器状态</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>parameters on this GPU</source>
        <translation>此 GPU 上的参数</translation>
    </message>
    <message>
        <source>parameters per GPU</source>
        <translation>每 GPU 参数</translation>
    </message>
    <message>
        <source>peak FLOP/s</source>
        <translation>峰值 FLOP/s</translation>
    </message>
    <message>
        <source>peak FLOP/s per GPU</source>
        <translation>每张 GPU 的峰值 FLOP/s</translation>
    </message>
    <message>
        <source>peak factor</source>
        <translation>峰值倍数</translation>
    </message>
    <message>
        <source>peak requests/s</source>
        <translation>峰值每秒请求数</translation>
    </message>
    <message>
        <source>per replica</source>
        <translation>每副本每秒请求数</translation>
    </message>
    <message>
        <source>per request</source>
        <translation>每个请求的 FLOPs</translation>
    </message>
    <message>
        <source>per token</source>
        <translation>每 token FLOPs</translation>
    </message>
    <message>
        <source>pipeline bubble seconds</source>
        <translation>流水线气泡秒数</translation>
    </message>
    <message>
        <source>pipeline sends, transfer s</source>
        <translation>流水线发送，传输秒数</translation>
    </message>
    <message>
        <source>routed experts&apos; share of the bf16 peak (W4A16 fused MoE)</source>
        <translation>路由专家达到的 bf16 峰值比例（W4A16 融合 MoE）</translation>
    </message>
    <message>
        <source>tensor-parallel collectives, transfer s</source>
        <translation>张量并行集合通信，传输秒数</translation>
    </message>
    <message>
        <source>pipeline stage</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <source>DeepEP&apos;s SMs</source>
        <translation>DeepEP 占用的 SM 数</translation>
    </message>
    <message>
        <source>KV cache tokens at the average reservation (each request reserves its prompt and asked output)</source>
        <translation>按平均预留计的 KV 缓存 token 数（每个请求预留其提示词与所要求的输出）</translation>
    </message>
    <message>
        <source>experts padded for the engine&apos;s kernels (×)</source>
        <translation>为引擎内核填充后的专家权重（×）</translation>
    </message>
    <message>
        <source>gradients&apos; casts: stochastic rounding&apos;s slowdown</source>
        <translation>梯度量化：随机舍入的减速倍数</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>host launches beyond the kernels s</source>
        <translation>主机启动超出内核执行的秒数</translation>
    </message>
    <message>
        <source>layers on the stage</source>
        <translation>该阶段的层数</translation>
    </message>
    <message>
        <source>micro-batches held at once</source>
        <translation>同时持有的微批次数</translation>
    </message>
    <message>
        <source>padding bytes</source>
        <translation>填充字节</translation>
    </message>
    <message>
        <source>pipeline sends of the steady phase, transfer s</source>
        <translation>稳定阶段的流水线发送，传输秒数</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>生成位置</translation>
    </message>
    <message>
        <source>policy KL forward (no grad)</source>
        <translation>策略模型 KL 前向（无梯度）</translation>
    </message>
    <message>
        <source>policy old log-probs</source>
        <translation>策略模型旧对数概率</translation>
    </message>
    <message>
        <source>pool bytes per GPU</source>
        <translation>每 GPU 缓存池字节</translation>
    </message>
    <message>
        <source>power cost</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>pre-quantized GEMM speed-up measured (FP8 ÷ bf16 peak 2)</source>
        <translation>实测预先量化 GEMM 加速倍数（FP8 ÷ bf16 峰值为 2）</translation>
    </message>
    <message>
        <source>pre-quantized GEMM speed-up on this GPU</source>
        <translation>此 GPU 上预先量化的 GEMM 加速倍数</translation>
    </message>
    <message>
        <source>pre-quantized NVFP4 GEMM speed-up measured (B300)</source>
        <translation>实测预先量化 NVFP4 GEMM 加速倍数（B300）</translation>
    </message>
    <message>
        <source>prefill replica load ρ</source>
        <translation>预填充副本负载 ρ</translation>
    </message>
    <message>
        <source>prefill replicas per decode replica</source>
        <translation>每个解码副本对应的预填充副本数</translation>
    </message>
    <message>
        <source>prefill seconds</source>
        <translation>预填充秒数</translation>
    </message>
    <message>
        <source>prefill seconds (one prompt alone)</source>
        <translation>预填充秒数（单一提示）</translation>
    </message>
    <message>
        <source>prefill seconds of the replica&apos;s prompts</source>
        <translation>副本所有提示的预填充秒数</translation>
    </message>
    <message>
        <source>prefill share ρ</source>
        <translation>预填充比例 ρ</translation>
    </message>
    <message>
        <source>price set</source>
        <translation>价格类型</translation>
    </message>
    <message>
        <source>processes</source>
        <translation>进程开销</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>提示 token 数</translation>
    </message>
    <message>
        <source>prompt tokens a step (token budget)</source>
        <translation>每步提示 token 数（token 预算）</translation>
    </message>
    <message>
        <source>prompt tokens computed</source>
        <translation>计算的提示 token 数</translation>
    </message>
    <message>
        <source>prompts a prefill forward takes</source>
        <translation>一次预填充前向计算处理的提示词数</translation>
    </message>
    <message>
        <source>prompts a prefill forward takes at most</source>
        <translation>一次预填充前向计算最多处理的提示词数</translation>
    </message>
    <message>
        <source>prompts per step</source>
        <translation>每步提示数</translation>
    </message>
    <message>
        <source>proposed k</source>
        <translation>提议 token 数 k</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>购置</translation>
    </message>
    <message>
        <source>quantization bytes per element</source>
        <translation>每元素量化字节</translation>
    </message>
    <message>
        <source>quantization seconds per micro-batch</source>
        <translation>每微批次量化秒数</translation>
    </message>
    <message>
        <source>quantized elements (gradients&apos; × slowdown, × NVFP4 share)</source>
        <translation>量化元素数（梯度 × 减速倍数，× NVFP4 占比）</translation>
    </message>
    <message>
        <source>rack kW</source>
        <translation>机柜 kW</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>rank 数</translation>
    </message>
    <message>
        <source>ranks per node</source>
        <translation>每节点 rank 数</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>原始数据集</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>recompute FLOPs</source>
        <translation>重算 FLOPs</translation>
    </message>
    <message>
        <source>recomputed modules</source>
        <translation>重计算的模块</translation>
    </message>
    <message>
        <source>recurrent layers</source>
        <translation>循环层数</translation>
    </message>
    <message>
        <source>recurrent layers (a state, no KV cache)</source>
        <translation>循环层（保存状态，无 KV 缓存）</translation>
    </message>
    <message>
        <source>recurrent layers (a state; beside attention, a KV cache too)</source>
        <translation>循环层（保留状态；与注意力并列，也有 KV 缓存）</translation>
    </message>
    <message>
        <source>recurrent scans&apos; seconds per prompt</source>
        <translation>每个提示词的循环扫描秒数</translation>
    </message>
    <message>
        <source>recurrent state bytes per element</source>
        <translation>递归状态每个元素的字节数</translation>
    </message>
    <message>
        <source>recurrent state bytes per layer</source>
        <translation>每层递归状态字节</translation>
    </message>
    <message>
        <source>redundant</source>
        <translation>冗余电源数</translation>
    </message>
    <message>
        <source>reference forward</source>
        <translation>参考模型前向</translation>
    </message>
    <message>
        <source>reference forward (once over the dataset)</source>
        <translation>参考模型前向（对数据集只算一次）</translation>
    </message>
    <message>
        <source>reference forward&apos;s hidden states (DPO)</source>
        <translation>参考模型前向的隐藏状态（DPO）</translation>
    </message>
    <message>
        <source>reload GB/s</source>
        <translation>重新加载 GB/s</translation>
    </message>
    <message>
        <source>rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>replicas in the plan</source>
        <translation>方案中的副本数</translation>
    </message>
    <message>
        <source>replicas needed</source>
        <translation>所需副本数</translation>
    </message>
    <message>
        <source>request rate</source>
        <translation>请求速率</translation>
    </message>
    <message>
        <source>request rate per replica</source>
        <translation>每个副本的请求速率</translation>
    </message>
    <message>
        <source>request seconds</source>
        <translation>每个请求秒数</translation>
    </message>
    <message>
        <source>request time s</source>
        <translation>请求时间（秒）</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>requests in the run</source>
        <translation>轮次中的请求数</translation>
    </message>
    <message>
        <source>requests per day</source>
        <translation>每日请求数</translation>
    </message>
    <message>
        <source>requests prefilled with it (mean)</source>
        <translation>与其一起预填充的请求数（平均）</translation>
    </message>
    <message>
        <source>reward model</source>
        <translation>奖励模型</translation>
    </message>
    <message>
        <source>reward model parameters</source>
        <translation>奖励模型参数</translation>
    </message>
    <message>
        <source>ring attention key/value buffers</source>
        <translation>环形注意力 key/value 缓冲区</translation>
    </message>
    <message>
        <source>rotary tables of every layer</source>
        <translation>每层的旋转位置编码表</translation>
    </message>
    <message>
        <source>routed experts</source>
        <translation>路由专家</translation>
    </message>
    <message>
        <source>routed experts read at this share of the bandwidth</source>
        <translation>路由专家以此带宽比例读取</translation>
    </message>
    <message>
        <source>routed experts&apos; casts, seconds per micro-batch</source>
        <translation>路由专家的量化，每个微批次秒数</translation>
    </message>
    <message>
        <source>routed experts&apos; elements cast per micro-batch</source>
        <translation>每个微批次路由专家量化的元素数</translation>
    </message>
    <message>
        <source>routed experts&apos; share of the matmuls</source>
        <translation>路由专家占矩阵乘法的比例</translation>
    </message>
    <message>
        <source>routed experts&apos; share of the peak (Triton fused MoE)</source>
        <translation>路由专家达到的峰值比例（Triton 融合 MoE）</translation>
    </message>
    <message>
        <source>routed experts&apos; share of the peak (fused-MoE kernels)</source>
        <translation>路由专家占峰值的比例（融合 MoE 内核）</translation>
    </message>
    <message>
        <source>routed-expert FLOPs per token</source>
        <translation>每个 token 的路由专家 FLOPs</translation>
    </message>
    <message>
        <source>routers</source>
        <translation>路由器</translation>
    </message>
    <message>
        <source>rows of region</source>
        <translation>价格数据地区</translation>
    </message>
    <message>
        <source>rows per expert in a prompt step</source>
        <translation>每个预填充步骤中每个专家的行数</translation>
    </message>
    <message>
        <source>run hours</source>
        <translation>运行时数</translation>
    </message>
    <message>
        <source>run seconds</source>
        <translation>轮次秒数</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中的序列数</translation>
    </message>
    <message>
        <source>running per month</source>
        <translation>每月运营成本</translation>
    </message>
    <message>
        <source>sampler bytes per row and vocabulary entry</source>
        <translation>采样器每行每个词表项的字节</translation>
    </message>
    <message>
        <source>samples a step reads</source>
        <translation>每步读取的样本数</translation>
    </message>
    <message>
        <source>samples per micro-batch</source>
        <translation>每个微批次的样本数</translation>
    </message>
    <message>
        <source>saved per layer, no recompute</source>
        <translation>每层保存量（不重计算）</translation>
    </message>
    <message>
        <source>saved per layer, without the recomputed modules</source>
        <translation>每层保存量（扣除重计算的模块）</translation>
    </message>
    <message>
        <source>scan seconds per prompt token and layer</source>
        <translation>每个提示词 token 每层的扫描秒数</translation>
    </message>
    <message>
        <source>scans&apos; share of the bf16 peak</source>
        <translation>扫描内核占 bf16 峰值的比例</translation>
    </message>
    <message>
        <source>scheduler limit</source>
        <translation>调度器上限</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒数</translation>
    </message>
    <message>
        <source>seconds each</source>
        <translation>每次秒数</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <source>seconds per tensor</source>
        <translation>每个张量秒数</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>序列数</translation>
    </message>
    <message>
        <source>sequences on this GPU</source>
        <translation>此 GPU 上的序列数</translation>
    </message>
    <message>
        <source>sequences per batch</source>
        <translation>每批次序列数</translation>
    </message>
    <message>
        <source>sequences running</source>
        <translation>同时运行的序列数</translation>
    </message>
    <message>
        <source>sequences running at most</source>
        <translation>最多同时运行的序列数</translation>
    </message>
    <message>
        <source>server U</source>
        <translation>服务器 U</translation>
    </message>
    <message>
        <source>server kW</source>
        <translation>服务器 kW</translation>
    </message>
    <message>
        <source>server processes</source>
        <translation>服务器进程数</translation>
    </message>
    <message>
        <source>server seconds on a step&apos;s outputs</source>
        <translation>服务器处理一步输出的秒数</translation>
    </message>
    <message>
        <source>server&apos;s time on a step&apos;s outputs ms</source>
        <translation>服务器处理一步输出的时间（毫秒）</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>servers per rack</source>
        <translation>每机柜服务器数</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>分片数</translation>
    </message>
    <message>
        <source>share</source>
        <translation>预留比例</translation>
    </message>
    <message>
        <source>share of</source>
        <translation>比例基准</translation>
    </message>
    <message>
        <source>share of it read</source>
        <translation>实际读取的比例</translation>
    </message>
    <message>
        <source>share of layers in NVFP4</source>
        <translation>以 NVFP4 计算的层比例</translation>
    </message>
    <message>
        <source>share of the gathered layers in FP8</source>
        <translation>收集的层中以 FP8 传输的比例</translation>
    </message>
    <message>
        <source>share of the matmuls in FP8</source>
        <translation>以 FP8 执行的矩阵乘法占比</translation>
    </message>
    <message>
        <source>share of the prefill replicas&apos; batched capacity in use</source>
        <translation>预填充副本批处理能力已用的比例</translation>
    </message>
    <message>
        <source>share of the remote bytes sent (DeepEP)</source>
        <translation>实际送出的跨节点字节比例（DeepEP）</translation>
    </message>
    <message>
        <source>share on this GPU (TP/PP/EP)</source>
        <translation>此 GPU 上的占比（按张量、流水线与专家并行切分）</translation>
    </message>
    <message>
        <source>shortest prompt tokens</source>
        <translation>最短提示词 token 数</translation>
    </message>
    <message>
        <source>site W</source>
        <translation>机房用电 W</translation>
    </message>
    <message>
        <source>slowest pipeline stage ÷ the mean stage (work)</source>
        <translation>最慢的流水线阶段 ÷ 平均阶段（计算量）</translation>
    </message>
    <message>
        <source>sparse attention backward, fp32 key-latent gradient and Delta</source>
        <translation>稀疏注意力反向：fp32 键潜在向量梯度与 Delta</translation>
    </message>
    <message>
        <source>stack efficiency</source>
        <translation>软件栈效率</translation>
    </message>
    <message>
        <source>state bytes</source>
        <translation>优化器状态字节</translation>
    </message>
    <message>
        <source>state bytes/param</source>
        <translation>优化器状态字节/参数</translation>
    </message>
    <message>
        <source>state groups</source>
        <translation>状态层组数</translation>
    </message>
    <message>
        <source>state per sequence</source>
        <translation>每个序列的状态</translation>
    </message>
    <message>
        <source>state update kernels ÷ datasheet bandwidth</source>
        <translation>状态更新内核 ÷ 规格带宽</translation>
    </message>
    <message>
        <source>states per GPU</source>
        <translation>每 GPU 优化器状态</translation>
    </message>
    <message>
        <source>step overhead s</source>
        <translation>每步额外开销（秒）</translation>
    </message>
    <message>
        <source>step seconds</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>steps between streamed chunks</source>
        <translation>流式片段之间的步数</translation>
    </message>
    <message>
        <source>steps generated ahead</source>
        <translation>领先生成的步数</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>target percentile</source>
        <translation>目标百分位数</translation>
    </message>
    <message>
        <source>the GPU&apos;s SMs</source>
        <translation>GPU 的 SM 数</translation>
    </message>
    <message>
        <source>the card as CUDA reports it, GiB</source>
        <translation>CUDA 报告的显卡显存，GiB</translation>
    </message>
    <message>
        <source>their seconds over the network</source>
        <translation>经网络传输的秒数</translation>
    </message>
    <message>
        <source>tokenised</source>
        <translation>已分词数据集</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>tokens a query attends of the context (sparse attention)</source>
        <translation>每个查询在上下文中关注的 token 数（稀疏注意力）</translation>
    </message>
    <message>
        <source>tokens each</source>
        <translation>每次 token 数</translation>
    </message>
    <message>
        <source>tokens on this GPU (÷ context parallel)</source>
        <translation>此 GPU 上的 token 数（÷ 上下文并行）</translation>
    </message>
    <message>
        <source>tokens per chunk</source>
        <translation>每块 token 数</translation>
    </message>
    <message>
        <source>tokens per micro-batch</source>
        <translation>每个微批次的 token 数</translation>
    </message>
    <message>
        <source>tokens per sequence</source>
        <translation>每序列 token 数</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>每步 token 数</translation>
    </message>
    <message>
        <source>tokens reserved per request</source>
        <translation>每个请求预留的 token 数</translation>
    </message>
    <message>
        <source>tokens × vocabulary on this GPU</source>
        <translation>此 GPU 上的 token 数 × 词表大小</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>trainable embedding and output-layer copies</source>
        <translation>可训练的嵌入层与输出层副本</translation>
    </message>
    <message>
        <source>trainable parameters</source>
        <translation>可训练参数</translation>
    </message>
    <message>
        <source>trainable params</source>
        <translation>可训练参数</translation>
    </message>
    <message>
        <source>trainable params on this GPU</source>
        <translation>此 GPU 上的可训练参数</translation>
    </message>
    <message>
        <source>trained output layer&apos;s weight gradient FLOPs/token</source>
        <translation>受训输出层权重梯度 FLOPs/token</translation>
    </message>
    <message>
        <source>training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>transfer bandwidth B/s</source>
        <translation>传输带宽 B/s</translation>
    </message>
    <message>
        <source>transfer seconds per step</source>
        <translation>每步传输秒数</translation>
    </message>
    <message>
        <source>trays per rack</source>
        <translation>每座机柜的托盘数</translation>
    </message>
    <message>
        <source>users per replica</source>
        <translation>每副本并发用户数</translation>
    </message>
    <message>
        <source>utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>vision FLOPs/token</source>
        <translation>每 token 视觉 FLOPs</translation>
    </message>
    <message>
        <source>waves</source>
        <translation>批次轮数</translation>
    </message>
    <message>
        <source>weight bytes/param</source>
        <translation>权重字节/参数</translation>
    </message>
    <message>
        <source>weight update</source>
        <translation>权重更新方式</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>weights in host RAM</source>
        <translation>主机内存中的权重</translation>
    </message>
    <message>
        <source>weights read</source>
        <translation>读取的权重</translation>
    </message>
    <message>
        <source>weights read from host RAM</source>
        <translation>从主机内存读取的权重</translation>
    </message>
    <message>
        <source>weights read ms</source>
        <translation>读取权重（毫秒）</translation>
    </message>
    <message>
        <source>weights the busiest GPU reads, per GPU</source>
        <translation>最繁忙 GPU 读取的权重（每个 GPU）</translation>
    </message>
    <message>
        <source>weights&apos; peak ÷ attention&apos;s peak</source>
        <translation>权重的峰值 ÷ 注意力的峰值</translation>
    </message>
    <message>
        <source>workers per GPU</source>
        <translation>每 GPU 工作进程数</translation>
    </message>
    <message>
        <source>working</source>
        <translation>工作电源数</translation>
    </message>
    <message>
        <source>working bytes</source>
        <translation>工作字节</translation>
    </message>
    <message>
        <source>working bytes/param</source>
        <translation>工作字节/参数</translation>
    </message>
    <message>
        <source>years</source>
        <translation>折旧年限</translation>
    </message>
</context>
<context>
    <name>Latency</name>
    <message>
        <source>Time to first token (ms)</source>
        <translation>首个 token 的时间（毫秒）</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>每个输出 token 的时间（毫秒）</translation>
    </message>
    <message>
        <source>Concurrent users per replica</source>
        <translation>每副本并发用户数</translation>
    </message>
    <message>
        <source>the plan&apos;s users</source>
        <translation>方案的并发用户数</translation>
    </message>
    <message>
        <source>the run&apos;s means</source>
        <translation>轮次的平均值</translation>
    </message>
    <message>
        <source>most users within the targets</source>
        <translation>满足目标的最多用户数</translation>
    </message>
    <message>
        <source>what the KV cache holds</source>
        <translation>KV 缓存可容纳的用户数</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Grey: the plan&apos;s concurrent users (at a request rate: the sequences running on average); green dotted: the most users within the targets; red dotted: what the KV cache holds; dashed: the target. The curves are the steady state; a dot: the means of the plan&apos;s benchmark run (Requests in the run), its first wave and end included</source>
        <translation>灰线：方案的并发用户数（给定请求速率时：平均同时运行的序列数）；绿色点线：满足目标的最多用户数；红色点线：KV 缓存可容纳者；虚线：目标。曲线为稳定状态；圆点：方案测试轮次（测试轮次的请求数）的平均值，包含第一波与轮次结尾</translation>
    </message>
    <message>
        <source>Latency applies to serving plans (method Inference).</source>
        <translation>延迟只适用于服务方案（方法：推理）。</translation>
    </message>
    <message>
        <source>target {ms} ms</source>
        <translation>目标 {ms} 毫秒</translation>
    </message>
    <message>
        <source>Up to {users} users per replica meet the targets</source>
        <translation>每副本最多 {users} 位用户满足目标</translation>
    </message>
    <message>
        <source>{rps} requests/s in the plan · the KV cache holds {limit} · replicas for the peak load: {replicas}</source>
        <translation>方案每秒 {rps} 个请求 · KV 缓存可容纳 {limit} · 峰值负载所需副本：{replicas}</translation>
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
        <translation>使用哪个模型及其架构</translation>
    </message>
    <message>
        <source>&amp;Hardware</source>
        <translation>硬件(&amp;H)</translation>
    </message>
    <message>
        <source>Which GPUs and how many</source>
        <translation>使用哪种 GPU、几张</translation>
    </message>
    <message>
        <source>Me&amp;thod</source>
        <translation>方法(&amp;T)</translation>
    </message>
    <message>
        <source>Training or serving method, precision, parallelism</source>
        <translation>训练或推理方法、精度、并行化</translation>
    </message>
    <message>
        <source>&amp;Workload &amp;&amp; cost</source>
        <translation>工作负载与成本(&amp;W)</translation>
    </message>
    <message>
        <source>Tokens or traffic, prices, power</source>
        <translation>token 数或流量、价格、电力</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>参数扫描</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>格式适配</translation>
    </message>
    <message>
        <source>Per-GPU memory of the current scenario</source>
        <translation>当前场景的每张 GPU 显存</translation>
    </message>
    <message>
        <source>Pinned scenarios side by side</source>
        <translation>并排比较已固定的场景</translation>
    </message>
    <message>
        <source>Memory against sequence length or micro-batch</source>
        <translation>显存随序列长度或微批次的变化</translation>
    </message>
    <message>
        <source>Serving latency against concurrent users, with the targets</source>
        <translation>服务延迟对并发用户数，含目标线</translation>
    </message>
    <message>
        <source>Which weight formats serve the model on these GPUs, at what context, for how many users</source>
        <translation>哪些权重格式能在这些 GPU 上提供此模型的服务、上下文多长、可服务多少用户</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pin scenario for comparison</source>
        <translation>固定场景以供比较(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Decimal &amp;GB (10⁹ bytes)</source>
        <translation>十进制 GB（10⁹ 字节）(&amp;G)</translation>
    </message>
    <message>
        <source>Binary G&amp;iB (2³⁰ bytes)</source>
        <translation>二进制 GiB（2³⁰ 字节）(&amp;I)</translation>
    </message>
    <message>
        <source>Memory view</source>
        <translation>显存视图</translation>
    </message>
    <message>
        <source>Compare view</source>
        <translation>比较视图</translation>
    </message>
    <message>
        <source>Sweep view</source>
        <translation>参数扫描视图</translation>
    </message>
    <message>
        <source>Latency view</source>
        <translation>延迟视图</translation>
    </message>
    <message>
        <source>Fit view</source>
        <translation>格式适配视图</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Where files are…</source>
        <translation>文件存放位置(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;About hwplanner</source>
        <translation>关于 hwplanner(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Language: {name}</source>
        <translation>语言：{name}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Projects (the first Open/Save folder)</source>
        <translation>项目（打开／保存时的默认文件夹）</translation>
    </message>
    <message>
        <source>Unsaved work (autosave)</source>
        <translation>未保存的工作（自动保存）</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>最近使用的文件</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Your own models and GPUs</source>
        <translation>您自己的模型与 GPU</translation>
    </message>
    <message>
        <source>Where files are</source>
        <translation>文件存放位置</translation>
    </message>
    <message>
        <source>About hwplanner</source>
        <translation>关于 hwplanner</translation>
    </message>
    <message>
        <source>Plan the GPUs, time and money to train, fine-tune or serve a large language model — offline.</source>
        <translation>规划训练、微调或部署大型语言模型所需的 GPU、时间与费用 — 完全离线。</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>Buying does not pay back within the amortisation period.</source>
        <translation>购买在折旧期内无法回本。</translation>
    </message>
    <message>
        <source>CUDA graphs ({scope})</source>
        <translation>CUDA 图（{scope}）</translation>
    </message>
    <message>
        <source>Cloud storage is billed for every month the data is kept: this run of {months:.1f} months pays it {months:.1f} times. That item grows with the run&apos;s length as well as with the data&apos;s size, so twice the tokens cost about four times the storage.</source>
        <translation>云存储按数据存放的每个月计费：这次为期 {months:.1f} 个月的训练要付 {months:.1f} 个月的费用。这一项同时随训练时长和数据大小增长，因此 token 数翻倍时，存储费用约为四倍。</translation>
    </message>
    <message>
        <source>Commitment rows come from fewer providers than on-demand ones: compare a provider&apos;s commitment with its own on-demand price (hwplanner catalog prices).</source>
        <translation>承诺使用的价格数据来自比按需价格更少的供应商：请将同一供应商的承诺价格与其自己的按需价格比较（hwplanner catalog prices）。</translation>
    </message>
    <message>
        <source>Communication bound on the {link}: {transfer_s:.3g} s of transfers per step vs {compute_s:.3g} s of compute (set {field} if your network differs).</source>
        <translation>{link}受通信限制：每步传输 {transfer_s:.3g} 秒，计算仅 {compute_s:.3g} 秒（若网络不同请设置 {field}）。</translation>
    </message>
    <message>
        <source>Context not set: the KV cache is sized for the longest request the workload gives ({tokens:,} tokens; the engines&apos; own default is the model&apos;s whole context). Set {field} for another.</source>
        <translation>未设置上下文：KV 缓存按工作量中最长的请求大小配置（{tokens:,} token；引擎自己的默认是模型的完整上下文）。若要其他值请设置 {field}。</translation>
    </message>
    <message>
        <source>Context {context:,} exceeds the model&apos;s max_position_embeddings ({limit:,}).</source>
        <translation>上下文 {context:,} 超过模型的 max_position_embeddings（{limit:,}）。</translation>
    </message>
    <message>
        <source>DAPO&apos;s dynamic sampling generates more groups than it trains on (verl&apos;s recipe: 3 × the batch a round, up to 10 rounds; NeMo-RL&apos;s: 3 ×): generation is timed for the prompts trained only; multiply its time by the rounds your data needs.</source>
        <translation>DAPO 的动态采样生成的组数多于实际训练的组数（verl 的配方：每轮 3 × 批次，最多 10 轮；NeMo-RL：3 ×）：此处生成时间只计入实际训练的提示；请按数据所需的轮数乘上生成时间。</translation>
    </message>
    <message>
        <source>DeepEP reaches the GPUs of a node over NVLink between every pair of them (deepseek-ai/DeepEP README, requirements), which the {gpu} has not; allowed: off</source>
        <translation>DeepEP 需经由每两张 GPU 之间的 NVLink 连到节点内的 GPU（deepseek-ai/DeepEP README 的要求），{gpu} 没有；允许：关闭</translation>
    </message>
    <message>
        <source>DeepEP&apos;s cross-node kernels run on NVIDIA GPUs in nodes of 8 joined by NVLink (deepseek-ai/DeepEP issues #50 and #216), not on {gpus} × {gpu} a node (NVL72 racks: HybridEP, not modelled); allowed: off</source>
        <translation>DeepEP 的跨节点内核只在每节点 8 张以 NVLink 相连的 NVIDIA GPU 上运行（deepseek-ai/DeepEP 议题 #50 与 #216），不适用于每节点 {gpus} × {gpu}（NVL72 机柜：HybridEP，未建模）；允许：关闭</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s pipeline engine runs ZeRO stages 0 and 1 only (pp is {pp}); allowed: 1, or pp 1 (Megatron-DeepSpeed&apos;s --no-pipeline-parallel) for 2 and 3</source>
        <translation>DeepSpeed 的流水线引擎只支持 ZeRO 阶段 0 和 1（pp 为 {pp}）；允许：1，或以 pp 1（Megatron-DeepSpeed 的 --no-pipeline-parallel）使用 2 和 3</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s pipeline engine schedules 1F1B without virtual stages; allowed: 1</source>
        <translation>DeepSpeed 的流水线引擎以不含虚拟阶段的 1F1B 调度；允许：1</translation>
    </message>
    <message>
        <source>DeepSpeed-Chat loads the model with transformers&apos; AutoModelForCausalLM, but its hybrid engine&apos;s generation kernels cover dense Transformer policies only</source>
        <translation>DeepSpeed-Chat 以 transformers 的 AutoModelForCausalLM 加载模型，但其 hybrid engine 的生成内核只覆盖稠密 Transformer 架构</translation>
    </message>
    <message>
        <source>DualPipeV cuts the model into 2 × pp = {chunks} chunks and {model} has {layers} layers; allowed: {allowed}</source>
        <translation>DualPipeV 把模型切成 2 × pp = {chunks} 个块，而 {model} 只有 {layers} 层；允许：{allowed}</translation>
    </message>
    <message>
        <source>DualPipeV needs at least 2 × pp = {chunks} micro-batches a step and the plan has {accum}; allowed: {one_f_one_b} or {zb1p}, or a larger global batch</source>
        <translation>DualPipeV 每步至少需要 2 × pp = {chunks} 个微批次，而方案只有 {accum} 个；允许：{one_f_one_b} 或 {zb1p}，或更大的全局批次</translation>
    </message>
    <message>
        <source>Each step sends {seconds:.3g} s of transfers at the assumed {node:,.0f} Gbit/s across nodes, which must hide behind {compute:.3g} s of compute: {need:,.0f} Gbit/s per node, {times:.1f} × the rule&apos;s 10.</source>
        <translation>每一步在假设的 {node:,.0f} Gbit/s 下有 {seconds:.3g} 秒的跨节点传输，须隐藏在 {compute:.3g} 秒的计算之后：每节点需要 {need:,.0f} Gbit/s，是经验法则 10 的 {times:.1f} 倍。</translation>
    </message>
    <message>
        <source>Even one user misses the latency targets on this plan ({missed}): turn {graphs} on, or add tensor parallelism, a faster GPU or a smaller format.</source>
        <translation>此方案连一位用户都达不到延迟目标（{missed}）：请开启 {graphs}，或增加张量并行、改用更快的 GPU 或更小的格式。</translation>
    </message>
    <message>
        <source>Every expert must be resident, since any token may be routed to it: {total_b:.0f}B parameters are held although {active_b:.0f}B run per token. Active parameters set the FLOPs and the decode bandwidth, not the memory.</source>
        <translation>每个专家都必须常驻显存，因为任何 token 都可能被路由到它：虽然每个 token 只执行 {active_b:.0f}B，仍要容纳 {total_b:.0f}B 参数。激活参数决定的是 FLOPs 与解码带宽，而非显存。</translation>
    </message>
    <message>
        <source>FP4 weights</source>
        <translation>FP4 权重</translation>
    </message>
    <message>
        <source>FP8 attention</source>
        <translation>FP8 注意力</translation>
    </message>
    <message>
        <source>FP8 matrix multiplies: {speedup:.2f}× the bf16 rate</source>
        <translation>FP8 矩阵乘法：bf16 速率的 {speedup:.2f} 倍</translation>
    </message>
    <message>
        <source>FP8 rollout</source>
        <translation>FP8 生成</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8 权重</translation>
    </message>
    <message>
        <source>Fits only if overheads stay near their expected value: little headroom.</source>
        <translation>只有额外开销接近预期值时才容纳得下：余量很小。</translation>
    </message>
    <message>
        <source>GGUF files converted before its PR #27018 do not load</source>
        <translation>在其 PR #27018 之前转换的 GGUF 文件无法加载</translation>
    </message>
    <message>
        <source>GaLore projects the gradients of every weight ({methods}); {method} does not train them all; allowed: unset</source>
        <translation>GaLore 投影所有权重的梯度（{methods}）；{method} 并非训练全部权重；允许：未设置</translation>
    </message>
    <message>
        <source>GaLore wraps {optimizers}, not {optimizer}; allowed: {optimizers} (or unset galore_rank)</source>
        <translation>GaLore 包装的是 {optimizers}，不是 {optimizer}；允许：{optimizers}（或取消设置 galore_rank）</translation>
    </message>
    <message>
        <source>GaLore&apos;s optimizer steps on the GPU, not on the CPU; allowed: none (or unset galore_rank)</source>
        <translation>GaLore 的优化器在 GPU 上更新，不在 CPU 上；允许：none（或取消设置 galore_rank）</translation>
    </message>
    <message>
        <source>GaLore&apos;s states sharded by ZeRO or FSDP are not modelled (its paper&apos;s runs and Hugging Face&apos;s examples keep them whole on each GPU); allowed: 0 (or unset galore_rank)</source>
        <translation>以 ZeRO 或 FSDP 分片的 GaLore 状态未建模（其论文的实验与 Hugging Face 的示例都在每张 GPU 上保留完整状态）；允许：0（或取消设置 galore_rank）</translation>
    </message>
    <message>
        <source>Gated DeltaNet layers keep what fla&apos;s chunked kernel and causal-conv1d save (q, k, v, gates, a 64-token chunk matrix per head); without them (transformers&apos; torch fallback) they keep far more</source>
        <translation>Gated DeltaNet 层保留 fla 分块内核与 causal-conv1d 保存的张量（q、k、v、门控、每个头一个 64 token 的分块矩阵）；没有这些内核时（transformers 的 torch 后备实现）会保留多得多</translation>
    </message>
    <message>
        <source>Gemma 3n&apos;s per-layer embeddings, AltUp and LAuReL blocks are not modelled</source>
        <translation>Gemma 3n 的逐层嵌入、AltUp 与 LAuReL 模块未建模</translation>
    </message>
    <message>
        <source>Gemma&apos;s GeGLU and soft-capped attention</source>
        <translation>Gemma 的 GeGLU 与软上限注意力</translation>
    </message>
    <message>
        <source>Google&apos;s TPUs run JAX (MaxText), PyTorch/XLA and vLLM&apos;s TPU backend, none of which is modelled here</source>
        <translation>Google TPU 使用 JAX（MaxText）、PyTorch/XLA 与 vLLM 的 TPU 后端，本工具均未建模</translation>
    </message>
    <message>
        <source>Hopper, Ada, Blackwell, MI300 or Gaudi 2/3</source>
        <translation>Hopper、Ada、Blackwell、MI300 或 Gaudi 2/3</translation>
    </message>
    <message>
        <source>Host waits: each MoE layer&apos;s forward waits for its token counts on the host (Megatron-Core&apos;s dropless dispatch), and its launches from dispatch to combine then run at the host&apos;s pace: {wait_s:.3g} s of each {step_s:.3g} s step. A larger {mb_field} or a larger {ep_field} shortens it.</source>
        <translation>主机等待：每个 MoE 层的前向都在主机上等待其 token 数（Megatron-Core 的无丢弃分派），之后从分派到合并的内核启动便以主机的速度进行：每步 {step_s:.3g} 秒中占 {wait_s:.3g} 秒。加大 {mb_field} 或加大 {ep_field} 可缩短它。</translation>
    </message>
    <message>
        <source>Host waits: each MoE layer&apos;s forward waits for its token counts on the host (Megatron-Core&apos;s dropless dispatch), and its launches from dispatch to combine then run at the host&apos;s pace: {wait_s:.3g} s of each {step_s:.3g} s step. A larger {mb_field} shortens it.</source>
        <translation>主机等待：每个 MoE 层的前向都在主机上等待其 token 数（Megatron-Core 的无丢弃分派），之后从分派到合并的内核启动便以主机的速度进行：每步 {step_s:.3g} 秒中占 {wait_s:.3g} 秒。加大 {mb_field} 可缩短它。</translation>
    </message>
    <message>
        <source>Host waits: each MoE layer&apos;s forward waits for its token counts on the host (Megatron-Core&apos;s dropless dispatch), and its launches from dispatch to combine then run at the host&apos;s pace: {wait_s:.3g} s of each {step_s:.3g} s step. A whole-step CUDA graph ({graphs_field} full_iteration, with Megatron-Core&apos;s paged stash) or a larger {mb_field} shortens it.</source>
        <translation>主机等待：每个 MoE 层的前向都在主机上等待其 token 数（Megatron-Core 的无丢弃分派），之后从分派到合并的内核启动便以主机的速度进行：每步 {step_s:.3g} 秒中占 {wait_s:.3g} 秒。整步 CUDA 图（{graphs_field} 设为 full_iteration，配合 Megatron-Core 的分页暂存 moe_paged_stash）或加大 {mb_field} 可缩短它。</translation>
    </message>
    <message>
        <source>Host waits: each MoE layer&apos;s forward waits for its token counts on the host (Megatron-Core&apos;s dropless dispatch), and its launches from dispatch to combine then run at the host&apos;s pace: {wait_s:.3g} s of each {step_s:.3g} s step. A whole-step CUDA graph ({graphs_field} full_iteration, with Megatron-Core&apos;s paged stash), a larger {mb_field} or a larger {ep_field} shortens it.</source>
        <translation>主机等待：每个 MoE 层的前向都在主机上等待其 token 数（Megatron-Core 的无丢弃分派），之后从分派到合并的内核启动便以主机的速度进行：每步 {step_s:.3g} 秒中占 {wait_s:.3g} 秒。整步 CUDA 图（{graphs_field} 设为 full_iteration，配合 Megatron-Core 的分页暂存 moe_paged_stash）、加大 {mb_field} 或加大 {ep_field} 可缩短它。</translation>
    </message>
    <message>
        <source>It fits when the samples average {mean:,} tokens or fewer: a padding-free micro-batch holds its samples&apos; own lengths ({field}).</source>
        <translation>样本平均长度在 {mean:,} 个 token 以下时即可容纳：免填充的微批次只保存其样本本身的长度（{field}）。</translation>
    </message>
    <message>
        <source>LMDeploy&apos;s supported models (lmdeploy/pytorch/models/module_map.py, docs/en/supported_models/supported_models.md)</source>
        <translation>LMDeploy 支持的模型（lmdeploy/pytorch/models/module_map.py、docs/en/supported_models/supported_models.md）</translation>
    </message>
    <message>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <source>Layers split across unequal cards, one pipeline stage each, in proportion to each card&apos;s memory as llama.cpp splits them unless layers per stage is set: {cards}. A token passes the cards in turn, so decode runs at the cards&apos; speeds weighted by their layers; the verdict is the fullest card&apos;s.</source>
        <translation>各层分配到不同规格的显卡上，每张卡一个流水线阶段；除非设置了每阶段层数，否则按各卡显存比例分配（与 llama.cpp 相同）：{cards}。每个词元依次经过各卡，因此解码速度是各卡速度按层数加权的结果；判定以最满的那张卡为准。</translation>
    </message>
    <message>
        <source>Liger kernels</source>
        <translation>Liger 内核</translation>
    </message>
    <message>
        <source>Liger&apos;s kernels: each RMSNorm keeps its input and an fp32 rsigma, SwiGLU/GeGLU the gate and up outputs (the activation recomputed in backward), RoPE rotates q and k in place</source>
        <translation>Liger 内核：每个 RMSNorm 只保留其输入与一个 fp32 rsigma，SwiGLU/GeGLU 保留 gate 与 up 输出（激活函数在反向时重算），RoPE 原地旋转 q 与 k</translation>
    </message>
    <message>
        <source>Lightning Attention layers: a rough count (q, k, v, the gate, the output); training them is refused by name</source>
        <translation>Lightning Attention 层：粗略估计（q、k、v、门控与输出）；其训练按名称拒绝</translation>
    </message>
    <message>
        <source>LitGPT&apos;s configs (litgpt/config.py: attention blocks only)</source>
        <translation>LitGPT 的模型配置（litgpt/config.py：只有注意力块）</translation>
    </message>
    <message>
        <source>LoRA layers: {source}</source>
        <translation>LoRA 层：{source}</translation>
    </message>
    <message>
        <source>LoRA needs at least one target module</source>
        <translation>LoRA 至少需要一个目标模块</translation>
    </message>
    <message>
        <source>MLX QLoRA loads no {format} weights{hint}; allowed: {allowed}</source>
        <translation>MLX QLoRA 不加载 {format} 权重{hint}；允许：{allowed}</translation>
    </message>
    <message>
        <source>MLX checkpoints whole layers (--grad-checkpoint); allowed: none, full</source>
        <translation>MLX 以整层为单位重计算（--grad-checkpoint）；允许：none, full</translation>
    </message>
    <message>
        <source>MLX training loads no {format} weights{hint}; allowed: {allowed}</source>
        <translation>MLX 训练不加载 {format} 权重{hint}；允许：{allowed}</translation>
    </message>
    <message>
        <source>MLX training of {what} is not modelled; allowed: dense decoder-only text models with RMSNorm and a SiLU-gated MLP</source>
        <translation>MLX 训练{what}未建模；允许：使用 RMSNorm 和 SiLU 门控 MLP 的稠密纯解码器文本模型</translation>
    </message>
    <message>
        <source>MLX trains in the weights&apos; own dtype, not {precision}; allowed: {allowed}</source>
        <translation>MLX 以权重本身的数据类型训练，而非 {precision}；允许：{allowed}</translation>
    </message>
    <message>
        <source>MLX trains with unfused attention ({source}); allowed: eager</source>
        <translation>MLX 以未融合的注意力训练（{source}）；允许：eager</translation>
    </message>
    <message>
        <source>MLX with adapter dropout is not modelled (each adapter then keeps its own dropped copy and mask); allowed: 0</source>
        <translation>MLX 配合适配器 dropout 未建模（此时每个适配器各自保留 dropout 后的副本和掩码）；允许：0</translation>
    </message>
    <message>
        <source>Mamba (Mamba-1) layers: a rough count of what mamba_ssm&apos;s selective scan keeps (x and z, the convolution&apos;s output, dt, B and C, the scan&apos;s output); training them is refused by name</source>
        <translation>Mamba（Mamba-1）层：mamba_ssm 选择性扫描所保留张量的粗略计数（x 与 z、卷积输出、dt、B 与 C、扫描输出）；训练这些层会被明确拒绝</translation>
    </message>
    <message>
        <source>Megatron-Core captures full recompute only in a graph of the whole step; allowed: none, full_iteration (or recompute none or selective)</source>
        <translation>Megatron-Core 只能在整步的图中捕获完整重算；允许：none、full_iteration（或重算设为 none 或 selective）</translation>
    </message>
    <message>
        <source>Megatron-Core does not offload activations with recomputation on (recompute is {recompute}); allowed: recompute none, or no activation offloading</source>
        <translation>Megatron-Core 在启用重计算时不卸载激活值（recompute 为 {recompute}）；允许：recompute none，或不做激活值卸载</translation>
    </message>
    <message>
        <source>Megatron-Core does not recompute it under delayed-scaling FP8</source>
        <translation>Megatron-Core 在延迟缩放 FP8 下不重计算此模块</translation>
    </message>
    <message>
        <source>Megatron-Core offloads activations without pipeline parallelism (pp is {pp}); allowed: pp 1, or no activation offloading</source>
        <translation>Megatron-Core 只在没有流水线并行时卸载激活值（pp 为 {pp}）；允许：pp 1，或不做激活值卸载</translation>
    </message>
    <message>
        <source>Megatron-Core offloads fewer layers than the model&apos;s {layers}; allowed: 1 to {most}</source>
        <translation>Megatron-Core 卸载的层数须少于模型的 {layers} 层；允许：1 到 {most}</translation>
    </message>
    <message>
        <source>Megatron-Core splits the {layers} layers plus the embedding and the loss ({total}) evenly over pp × virtual stages ({chunks} chunks); allowed: {allowed}</source>
        <translation>Megatron-Core 把 {layers} 层加上嵌入与损失（共 {total}）平均分到 pp × 虚拟阶段（{chunks} 个块）；允许：{allowed}</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s layer graphs run no activation offload to the CPU; allowed: none, full_iteration</source>
        <translation>Megatron-Core 的逐层图不支持将激活值卸载到 CPU；允许：none、full_iteration</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s state-space layers (megatron/core/ssm/: Mamba-2 and Gated DeltaNet, no Mamba-1, Lightning Attention or short convolution)</source>
        <translation>Megatron-Core 的状态空间层（megatron/core/ssm/：有 Mamba-2 与 Gated DeltaNet，没有 Mamba-1、Lightning Attention 或短卷积）</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed splits the sequence for Ulysses only without pipeline parallelism (pp is {pp}); allowed: 1, or pp 1</source>
        <translation>Megatron-DeepSpeed 只在没有流水线并行时为 Ulysses 切分序列（pp 为 {pp}）；允许：1，或 pp 1</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed&apos;s Ulysses (--ds-sequence-parallel-size) cannot be combined with --sequence-parallel; allowed: off (or cp 1)</source>
        <translation>Megatron-DeepSpeed 的 Ulysses（--ds-sequence-parallel-size）不能与 --sequence-parallel 同时使用；允许：off（或 cp 1）</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed&apos;s Ulysses attention takes no grouped-query attention ({kv_heads} key/value heads for {heads}); allowed: 1</source>
        <translation>Megatron-DeepSpeed 的 Ulysses 注意力不支持分组查询注意力（{heads} 个注意力头对应 {kv_heads} 个键值头）；允许：1</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed&apos;s layers (megatron/model/: no Mamba, Gated DeltaNet or short convolution)</source>
        <translation>Megatron-DeepSpeed 的层（megatron/model/：没有 Mamba、Gated DeltaNet 或短卷积）</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed&apos;s zero-bubble schedule (--enable-zbh1-pipeline) runs without --sequence-parallel; allowed: off (or pp_schedule 1f1b)</source>
        <translation>Megatron-DeepSpeed 的零气泡调度（--enable-zbh1-pipeline）不能配合 --sequence-parallel；允许：off（或 pp_schedule 1f1b）</translation>
    </message>
    <message>
        <source>Megatron-LM has no Falcon-H1 block; Megatron-Bridge builds its own FalconH1Model on Megatron-Core (NVIDIA-NeMo/Megatron-Bridge falcon_h1/falconh1_bridge.py)</source>
        <translation>Megatron-LM 没有 Falcon-H1 块；Megatron-Bridge 在 Megatron-Core 上自建 FalconH1Model（NVIDIA-NeMo/Megatron-Bridge falcon_h1/falconh1_bridge.py）</translation>
    </message>
    <message>
        <source>Memory is sized for rows of {row:,} tokens, not the sequence length {seq_len:,}: each micro-batch is padded to its longest sample ({padding}) and the longest sample is {longest:,} tokens ({field}). A longer sample in the data raises the peak up to the sequence length&apos;s.</source>
        <translation>显存以每行 {row:,} 个 token 估算，而非序列长度 {seq_len:,}：每个微批次填充至其中最长的样本（{padding}），而最长样本为 {longest:,} 个 token（{field}）。数据中若有更长的样本，峰值会随之升高，最多到序列长度时的峰值。</translation>
    </message>
    <message>
        <source>Memory is sized for rows of {row:,} tokens, not the sequence length {seq_len:,}: each micro-batch is padded to its longest sample ({padding}), {longest:,} tokens at most ({field}), and then to a multiple of {multiple} tokens, what the context- and sequence-parallel ranks split. A longer sample in the data raises the peak up to the sequence length&apos;s.</source>
        <translation>显存以每行 {row:,} 个 token 估算，而非序列长度 {seq_len:,}：每个微批次填充至其中最长的样本（{padding}），最长为 {longest:,} 个 token（{field}），再补齐到 {multiple} 个 token 的倍数，也就是上下文并行与序列并行各 rank 所切分的单位。数据中若有更长的样本，峰值会随之升高，最多到序列长度时的峰值。</translation>
    </message>
    <message>
        <source>Memory is sized for {tokens:,} tokens a micro-batch, not {rows} rows of the sequence length {seq_len:,}: its sequences are concatenated without padding ({padding}), and the fullest holds a sample as long as the sequence beside samples of the mean length (set {longest_words} for the data&apos;s longest).</source>
        <translation>内存按每个微批次 {tokens:,} 个 token 估算，而非 {rows} 行序列长度 {seq_len:,}：其序列不经填充首尾相接（{padding}），最满的微批次含一个与序列等长的样本与其余平均长度的样本（设置 {longest_words} 以使用数据中最长的样本）。</translation>
    </message>
    <message>
        <source>MoE serving reads only the active experts per token (compute and bandwidth follow {active_b:.1f}B active parameters), but every expert&apos;s weights must be resident: memory follows all {total_b:.1f}B.</source>
        <translation>MoE 推理每个 token 只读取激活的专家（计算与带宽依 {active_b:.1f}B 激活参数计），但所有专家的权重都必须常驻：显存依全部 {total_b:.1f}B 计。</translation>
    </message>
    <message>
        <source>NVFP4 matrix multiplies: {speedup:.2f}× the bf16 rate</source>
        <translation>NVFP4 矩阵乘法：bf16 速率的 {speedup:.2f}×</translation>
    </message>
    <message>
        <source>NVFP4 training</source>
        <translation>NVFP4 训练</translation>
    </message>
    <message>
        <source>NVMe needs an offload; allowed: cpu</source>
        <translation>NVMe 需要配合卸载；允许：cpu</translation>
    </message>
    <message>
        <source>NeMo 2&apos;s state-space models (nemo/collections/llm/gpt/model/ssm.py)</source>
        <translation>NeMo 2 的状态空间模型（nemo/collections/llm/gpt/model/ssm.py）</translation>
    </message>
    <message>
        <source>NeMo Framework&apos;s training library after NeMo 2.0, on the same Megatron-Core layers, parallelism and mixed precision (NVIDIA, &apos;NeMo 2.0 to Megatron Bridge Migration Guide&apos;, docs.nvidia.com/nemo/megatron-bridge)</source>
        <translation>NeMo 2.0 之后 NeMo Framework 的训练库，底层是同样的 Megatron-Core 层、并行方式与混合精度（NVIDIA《NeMo 2.0 to Megatron Bridge Migration Guide》，docs.nvidia.com/nemo/megatron-bridge）</translation>
    </message>
    <message>
        <source>No GPU count fits: {activations} of activations stay on every GPU however many there are. Lower them with {recompute}, a shorter {seq_len}, a smaller {micro_batch}, or tensor or context parallelism.</source>
        <translation>没有任何 GPU 数量容纳得下：不论 GPU 有多少张，每张都要留着 {activations} 的激活值。可以用 {recompute}、较短的 {seq_len}、较小的 {micro_batch}，或张量、上下文并行来降低它。</translation>
    </message>
    <message>
        <source>No GPU count fits: {floor} of every GPU&apos;s memory does not shrink with more GPUs (one micro-batch&apos;s activations, the layers ZeRO gathers, fixed overheads), more than the {have} of the {gpu}. Lower the activations with {recompute}, a shorter {seq_len}, a smaller {micro_batch}, or tensor or context parallelism.</source>
        <translation>没有任何 GPU 数量容纳得下：每张 GPU 上有 {floor} 的显存不会随 GPU 增加而减少（一个微批次的激活值、ZeRO 收集的层、固定开销），超过 {gpu} 的 {have}。可以用 {recompute}、较短的 {seq_len}、较小的 {micro_batch}，或张量、上下文并行来降低激活值。</translation>
    </message>
    <message>
        <source>No GPU count fits: {fw} trains a whole copy on every GPU, so its {total} does not shrink with more of them, more than the {have} of the {gpu}. Lower it with {recompute}, a shorter {seq_len} or a smaller {micro_batch}.</source>
        <translation>没有任何 GPU 数量容纳得下：{fw} 在每张 GPU 上训练一份完整副本，因此 {total} 不会随 GPU 增加而缩小，超过 {gpu} 的 {have}。请以 {recompute}、较短的 {seq_len} 或较小的 {micro_batch} 降低。</translation>
    </message>
    <message>
        <source>No exchange rate for {currency}: set {field}; money is shown in US dollars.</source>
        <translation>没有 {currency} 的汇率：请设置 {field}；金额以美元显示。</translation>
    </message>
    <message>
        <source>No kernel of {gpu}&apos;s architecture ({arch}) has been measured: its times use the kernel measurements of the architecture before it ({stand_in}) at its own peaks.</source>
        <translation>{gpu} 所属架构（{arch}）的内核尚无任何实测：其耗时改用前一代架构（{stand_in}）的内核实测值，并按其自身的峰值计算。</translation>
    </message>
    <message>
        <source>No maximum power is published for the {gpu}: its power, energy, electricity cost and CO₂ are unknown.</source>
        <translation>{gpu} 没有公开的最大功率：其功率、能耗、电费与 CO₂ 均未知。</translation>
    </message>
    <message>
        <source>No option carries the load at the latency targets.</source>
        <translation>没有任何选项能在延迟目标内承担此负载。</translation>
    </message>
    <message>
        <source>No option carries the peak load of {peak:,.2f} requests/s at the latency targets: the most any serves is {rps:,.2f} requests/s ({gpus} × {gpu}), {ratio:,.1f}× short.</source>
        <translation>没有任何选项能在延迟目标内承载每秒 {peak:,.2f} 个请求的峰值负载：最多的一个每秒只能服务 {rps:,.2f} 个请求（{gpus} × {gpu}），差了 {ratio:,.1f} 倍。</translation>
    </message>
    <message>
        <source>No option costs at most the budget of US${budget:,.0f}: the cheapest ({gpus} × {gpu}, {where}) costs US${usd:,.0f}, {ratio:,.1f}× the budget.</source>
        <translation>没有任何选项在 US${budget:,.0f} 的预算内：最便宜的（{gpus} × {gpu}，{where}）需 US${usd:,.0f}，为预算的 {ratio:,.1f} 倍。</translation>
    </message>
    <message>
        <source>No option finishes within the {deadline:g}-hour deadline: the fastest ({gpus} × {gpu}) takes {hours:,.1f} hours, {ratio:,.1f}× the deadline.</source>
        <translation>没有任何选项能在 {deadline:g} 小时的期限内完成：最快的（{gpus} × {gpu}）需 {hours:,.1f} 小时，为期限的 {ratio:,.1f} 倍。</translation>
    </message>
    <message>
        <source>No option meets the latency targets even for one user: the nearest ({gpus} × {gpu}) has {missed}.</source>
        <translation>没有任何选项能让哪怕一位用户达到延迟目标：最接近的（{gpus} × {gpu}）为 {missed}。</translation>
    </message>
    <message>
        <source>No option serves the {rate:,.2f} requests/s given within the latency targets: the highest rate any serves within them is {best:,.2f} requests/s ({gpus} × {gpu}), {ratio:,.1f}× short.</source>
        <translation>没有任何选项能在延迟目标内服务所给的每秒 {rate:,.2f} 个请求：在目标内最高只能服务每秒 {best:,.2f} 个请求（{gpus} × {gpu}），差 {ratio:,.1f} 倍。</translation>
    </message>
    <message>
        <source>No {set} price for a cluster of {gpu} (offers of {n}+ GPUs): set {field} or choose another {choice}.</source>
        <translation>没有 {gpu} 集群（{n} 块以上 GPU 的方案）的{set}价格：请设置 {field} 或选择其他 {choice}。</translation>
    </message>
    <message>
        <source>No {set} price for the {gpu}: set {field} or choose another {choice}.</source>
        <translation>没有 {gpu} 的{set}价格：请设置 {field} 或选择其他 {choice}。</translation>
    </message>
    <message>
        <source>No {what} for this region: set {field}.</source>
        <translation>此地区没有{what}：请设置 {field}。</translation>
    </message>
    <message>
        <source>Padding-free ({padding}): memory is sized for micro-batches of {rows} samples as long as the sequence ({seq_len:,} tokens), the most they can hold; a micro-batch holds its samples&apos; own lengths: give the data&apos;s mean length ({field}) for what they hold.</source>
        <translation>免填充（{padding}）：显存按每个微批次 {rows} 个与序列等长（{seq_len:,} token）的样本估算，这是它们最多能容纳的量；微批次实际只含样本本身的长度：请提供数据的平均长度（{field}）以估算实际用量。</translation>
    </message>
    <message>
        <source>Pipeline bubble: with {accum_field} {m} and {pp_field} {pp}, each GPU idles {share:.0%} of the step while the pipeline fills and drains ((pp − 1) ÷ (m·v + pp − 1) for m micro-batches per step and v virtual stages; GPipe, Megatron-LM 1F1B). Raise {accum_field} to several times {pp_field}, or set {schedule_field} to zb1p: each stage&apos;s weight gradients then run while the backward moves on.</source>
        <translation>流水线气泡：{accum_field} 为 {m}、{pp_field} 为 {pp} 时，流水线填充与排空期间每张 GPU 空闲步骤时间的 {share:.0%}（m 个微批次、v 个虚拟阶段时为 (pp − 1) ÷ (m·v + pp − 1)；GPipe、Megatron-LM 1F1B）。请将 {accum_field} 提高到 {pp_field} 的数倍，或将 {schedule_field} 设为 zb1p：各阶段的权重梯度便会在反向传播往前推进时执行。</translation>
    </message>
    <message>
        <source>Pipeline bubble: with {accum_field} {m} and {pp_field} {pp}, each GPU idles {share:.0%} of the step while the pipeline fills and drains ((pp − 1) ÷ (m·v + pp − 1) for m micro-batches per step and v virtual stages; GPipe, Megatron-LM 1F1B). Raise {accum_field} to several times {pp_field}.</source>
        <translation>流水线气泡：{accum_field} 为 {m}、{pp_field} 为 {pp} 时，流水线填充与排空期间每张 GPU 空闲步骤时间的 {share:.0%}（m 个微批次、v 个虚拟阶段时为 (pp − 1) ÷ (m·v + pp − 1)；GPipe、Megatron-LM 1F1B）。请将 {accum_field} 提高到 {pp_field} 的数倍。</translation>
    </message>
    <message>
        <source>Pipeline bubble: with {accum_field} {m} and {pp_field} {pp}, each GPU idles {share:.0%} of the step while the pipeline fills and drains (the zero-bubble schedule has no steady phase to fill with fewer micro-batches than stages). Raise {accum_field} to several times {pp_field}.</source>
        <translation>流水线气泡：{accum_field} 为 {m}、{pp_field} 为 {pp} 时，流水线填充与排空期间每张 GPU 空闲步骤时间的 {share:.0%}（微批次少于阶段数时，零气泡调度没有可填补的稳定阶段）。请将 {accum_field} 提高到 {pp_field} 的数倍。</translation>
    </message>
    <message>
        <source>Pipeline stages: with {pp_field} {pp} the slowest stage works {extra:.0%} more than the mean (the output layer and loss on the last), and every micro-batch waits for it; counting the embedding and the loss as layers ({ends_field}) brings it to {better:.0%}.</source>
        <translation>流水线阶段：{pp_field} 为 {pp} 时，最慢的阶段比平均多做 {extra:.0%} 的计算（输出层与损失在最后一个阶段），每个微批次都得等它；把嵌入与损失计为层（{ends_field}）可降到 {better:.0%}。</translation>
    </message>
    <message>
        <source>Pipeline stages: with {pp_field} {pp} the slowest stage works {extra:.0%} more than the mean (the output layer and loss on the last, or a stage with more layers), and every micro-batch waits for it.</source>
        <translation>流水线阶段：{pp_field} 为 {pp} 时，最慢的阶段比平均多做 {extra:.0%} 的计算（输出层与损失在最后一个阶段，或某个阶段的层数较多），每个微批次都得等它。</translation>
    </message>
    <message>
        <source>Planned as FSDP2, which reduce-scatters every micro-batch: under FSDP1 (fsdp_version 1) the Trainer accumulates the {steps} micro-batches&apos; gradients unsharded (its no_sync), about {extra} more per GPU.</source>
        <translation>按 FSDP2 规划，它在每个微批次都做 reduce-scatter：在 FSDP1（fsdp_version 1）下，Trainer 会以未分片形式累积 {steps} 个微批次的梯度（其 no_sync），每张 GPU 约多 {extra}。</translation>
    </message>
    <message>
        <source>Prefill/decode disaggregated: {prefill:,} of the plan&apos;s {replicas:,} replicas only prefill and send each prompt&apos;s KV cache ({mb:,.1f} MB) in {ms:,.2f} ms ({link}) to the decode replicas ({decode:,}); their steps carry no prefill, and the figures per replica are a decode replica&apos;s. A prefill replica takes up to {batch:,.1f} prompts into one forward (its step&apos;s token budget): {capacity:,.0f} prompt tokens/s at most.</source>
        <translation>预填充／解码分离：计划的 {replicas:,} 个副本中有 {prefill:,} 个只做预填充，并在 {ms:,.2f} ms 内（{link}）把每个提示词的 KV 缓存（{mb:,.1f} MB）传给解码副本（{decode:,} 个）；解码副本的步骤不含预填充，每个副本的数值皆指一个解码副本。一个预填充副本一次前向计算最多处理 {batch:,.1f} 个提示词（每步的 token 上限）：最多每秒 {capacity:,.0f} 个提示词 token。</translation>
    </message>
    <message>
        <source>Primus (AMD) runs its models on a backend of its choice: choose megatron for its Megatron-LM backend, fsdp for its TorchTitan backend</source>
        <translation>Primus（AMD）按所选后端运行模型：使用 Megatron-LM 后端请选 megatron，使用 TorchTitan 后端请选 fsdp</translation>
    </message>
    <message>
        <source>PyTorch FSDP offloads the parameters with their gradients and optimizer states (offload_params), not the optimizer alone; allowed: none, optimizer+params (or {field} deepspeed)</source>
        <translation>PyTorch FSDP 卸载的是参数连同其梯度与优化器状态（offload_params），不能只卸载优化器；允许：none、optimizer+params（或 {field} deepspeed）</translation>
    </message>
    <message>
        <source>PyTorch FSDP shards the gradients and weights with the optimizer states (2: SHARD_GRAD_OP, 3: FULL_SHARD), not the optimizer states alone; allowed: 0, 2, 3</source>
        <translation>PyTorch FSDP 会连同优化器状态一起分片梯度与权重（2：SHARD_GRAD_OP，3：FULL_SHARD），不能只分片优化器状态；允许：0、2、3</translation>
    </message>
    <message>
        <source>PyTorch FSDP shards the gradients and weights with the optimizer states (2: SHARD_GRAD_OP, 3: FULL_SHARD), not the optimizer states alone; allowed: 0, 2, 3 (or {field} deepspeed)</source>
        <translation>PyTorch FSDP 会连同优化器状态一起分片梯度与权重（2：SHARD_GRAD_OP，3：FULL_SHARD），不能只分片优化器状态；允许：0、2、3（或 {field} deepspeed）</translation>
    </message>
    <message>
        <source>PyTorch&apos;s trainer on FSDP2; the profile models its float8 recipes, selective recompute and pipeline split as torchtitan applies them</source>
        <translation>PyTorch 自家基于 FSDP2 的训练程序；此配置按 torchtitan 的做法模拟其 float8 配方、选择性重算与流水线切分</translation>
    </message>
    <message>
        <source>QLoRA on an MoE model still holds every expert&apos;s weights (in 4-bit): memory follows the total parameter count, not the active one.</source>
        <translation>在 MoE 模型上做 QLoRA 仍须保存所有专家的权重（4 位）：显存取决于总参数量，而非激活参数量。</translation>
    </message>
    <message>
        <source>QLoRA: a 4-bit frozen base with LoRA adapters</source>
        <translation>QLoRA：4 位冻结基础模型加 LoRA 适配器</translation>
    </message>
    <message>
        <source>Request lengths of {dataset}: prompts averaging {prompt:,} tokens up to {prompt_max:,}, answers averaging {output:,} up to {output_max:,}, a prompt and its answer {pair:,} at most ({source}); most short, a few long.</source>
        <translation>{dataset} 的请求长度：提示词平均 {prompt:,} 个 token、最长 {prompt_max:,}，回答平均 {output:,}、最长 {output_max:,}，提示词加回答最多 {pair:,}（{source}）；多数短、少数很长。</translation>
    </message>
    <message>
        <source>SGLang&apos;s models (python/sglang/srt/models/; MiniMax-Text-01/M1: sgl-project/sglang issue #18458, no native implementation)</source>
        <translation>SGLang 的模型（python/sglang/srt/models/；MiniMax-Text-01/M1：sgl-project/sglang issue #18458，没有原生实现）</translation>
    </message>
    <message>
        <source>Samples of {dataset}: {samples:,} of {mean:,} tokens on average, {longest:,} at most, as ms-swift counts them with Qwen2.5&apos;s tokenizer ({source}); another model&apos;s tokenizer counts somewhat differently.</source>
        <translation>{dataset} 的样本：{samples:,} 条，平均 {mean:,} 个 token，最长 {longest:,} 个，为 ms-swift 以 Qwen2.5 分词器计数的结果（{source}）；其他模型的分词器计数略有不同。</translation>
    </message>
    <message>
        <source>Some options meet the deadline and some the budget, none both: raise the budget or extend the deadline (recommend without one shows every option).</source>
        <translation>有些选项符合期限，有些符合预算，但没有两者都符合的：请提高预算或延长期限（不设其中一项时，recommend 会列出所有选项）。</translation>
    </message>
    <message>
        <source>Spot prices: the cloud may take the GPUs back at short notice, and a replica serves nothing until it is replaced. The capacity lost to that is not in the estimate.</source>
        <translation>Spot 价格：云可能在短时间通知后收回 GPU，副本在被替换前无法提供服务。因此损失的容量未计入估算。</translation>
    </message>
    <message>
        <source>Spot prices: the cloud may take the GPUs back at short notice, and the run restarts from its last checkpoint. The time lost to that is not in the time or the cost.</source>
        <translation>Spot 价格：云可能在短时间通知后收回 GPU，训练须从最后一个检查点重新开始。因此损失的时间未计入时间与成本。</translation>
    </message>
    <message>
        <source>TGI&apos;s supported models (Mamba only; its transformers fallback, transformers_flash_causal_lm.py, keeps no recurrent state)</source>
        <translation>TGI 支持的模型（只有 Mamba；其 transformers 后备实现 transformers_flash_causal_lm.py 不保留递归状态）</translation>
    </message>
    <message>
        <source>Tensor parallelism over PCIe: the {gpu} has no NVLink.</source>
        <translation>张量并行走 PCIe：{gpu} 没有 NVLink。</translation>
    </message>
    <message>
        <source>Tensor parallelism spans nodes: keep tp ≤ GPUs per node (NVLink).</source>
        <translation>张量并行跨越节点：请让张量并行度不超过每节点 GPU 数（留在 NVLink 范围内）。</translation>
    </message>
    <message>
        <source>TensorRT-LLM&apos;s supported models (tensorrt_llm/_torch/models/_arch_index.py, docs/source/models/supported-models.md)</source>
        <translation>TensorRT-LLM 支持的模型（tensorrt_llm/_torch/models/_arch_index.py、docs/source/models/supported-models.md）</translation>
    </message>
    <message>
        <source>The KV cache holds {limit:,.0f} requests ({length}); the simulated run admits each by its own length, as the engine does: up to {ran:,.0f} ran at once, and the rest of the plan&apos;s {batch:,} concurrent users waited for a slot.</source>
        <translation>KV 缓存可容纳 {limit:,.0f} 个请求（{length}）；模拟运行如引擎一样按每个请求自身的长度接纳：最多 {ran:,.0f} 个同时运行，方案的 {batch:,} 位同时用户中其余的等待空位。</translation>
    </message>
    <message>
        <source>The KV cache left by the framework does not hold one request of this size.</source>
        <translation>框架留下的 KV 缓存容纳不了一个这种大小的请求。</translation>
    </message>
    <message>
        <source>The catalog&apos;s figures for {gpu} are of low confidence (peaks derived or unverified, as its notes say): time and speed follow them.</source>
        <translation>目录中 {gpu} 的数据可信度低（峰值为推算或未经核实，见其备注）：时间与速度依这些数据计算。</translation>
    </message>
    <message>
        <source>The catalog&apos;s figures for {gpu} are of medium confidence (some derived from related products, as its notes say): time and speed follow them.</source>
        <translation>目录中 {gpu} 的数据可信度中等（部分由相关产品推算，见其备注）：时间与速度依这些数据计算。</translation>
    </message>
    <message>
        <source>The checkpoint ships {kv} KV-cache scales and {framework} follows the checkpoint: the KV cache is planned in {kv}.</source>
        <translation>检查点附有 {kv} KV 缓存缩放系数，且 {framework} 遵循检查点：KV 缓存按 {kv} 规划。</translation>
    </message>
    <message>
        <source>The checkpoint ships {kv} KV-cache scales, which {framework} does not serve: the KV cache is planned in {dtype}.</source>
        <translation>检查点附有 {kv} KV 缓存缩放系数，但 {framework} 不支持该格式：KV 缓存按 {dtype} 规划。</translation>
    </message>
    <message>
        <source>The checkpoint ships {kv} KV-cache scales; {framework} keeps the KV cache in the model&apos;s dtype unless told: set {field} to {kv} to plan with them.</source>
        <translation>检查点附有 {kv} KV 缓存缩放系数；除非另行指定，{framework} 的 KV 缓存沿用模型的数据类型：将 {field} 设为 {kv} 即可按这些系数规划。</translation>
    </message>
    <message>
        <source>The exchange rate date {date} is not used: it dates a rate given in {field}; the catalog&apos;s rate of {catalog_date} is used.</source>
        <translation>汇率日期 {date} 未被使用：它标示的是在 {field} 中给定的汇率的日期；当前使用目录中 {catalog_date} 的汇率。</translation>
    </message>
    <message>
        <source>The exchange rate is not used: money is shown in US dollars (set {currency}).</source>
        <translation>汇率未被使用：金额以美元显示（请设置 {currency}）。</translation>
    </message>
    <message>
        <source>The longest prompt + the longest output ({tokens:,} tokens) exceed the plan&apos;s context ({context:,}; the KV cache is sized for it).</source>
        <translation>最长提示词 + 最长输出（{tokens:,} 个 token）超过方案的上下文（{context:,}；KV 缓存按它配置）。</translation>
    </message>
    <message>
        <source>The peak load of {peak:,.2f} requests/s at the latency targets needs {need:,.0f} decode replicas ({gpus} GPUs each) beside their prefill replicas; the plan has {have} decode replicas.</source>
        <translation>在延迟目标下，每秒 {peak:,.2f} 个请求的峰值负载需要 {need:,.0f} 个解码副本（每个 {gpus} 张 GPU），外加其预填充副本；计划中有 {have} 个解码副本。</translation>
    </message>
    <message>
        <source>The plan does not fit in GPU memory; the budget assumes it would run.</source>
        <translation>此计划超出 GPU 显存；预算仍假设它能运行。</translation>
    </message>
    <message>
        <source>The prefill replicas need {need} per GPU, more than the {usable} the framework may use: the serving figures assume they would run; give them more GPUs ({field}).</source>
        <translation>预填充副本每张 GPU 需要 {need}，超过框架可用的 {usable}：服务数字是假设它们能运行而算出的；请给它们更多 GPU（{field}）。</translation>
    </message>
    <message>
        <source>The rule counts 2 + 2 + 8 bytes per parameter; this plan keeps {weights:g} B of weights, {grads:g} B of gradients, {master:g} B of fp32 master copy and {states:.3g} B of optimizer states ({per:.3g} B in all) for the policy alone, and the other models, activations and overheads come on top ({total} per GPU in all).</source>
        <translation>经验法则每个参数算 2 + 2 + 8 字节；此计划仅策略模型就保留 {weights:g} B 权重、{grads:g} B 梯度、{master:g} B fp32 主副本与 {states:.3g} B 优化器状态（共 {per:.3g} B），其他模型、激活值与额外开销另计（每张 GPU 共 {total}）。</translation>
    </message>
    <message>
        <source>The rule counts 2 + 2 + 8 bytes per parameter; this plan keeps {weights:g} B of weights, {grads:g} B of gradients, {master:g} B of fp32 master copy and {states:.3g} B of optimizer states ({per:.3g} B in all), and activations and overheads come on top ({total} per GPU in all).</source>
        <translation>经验法则每个参数算 2 + 2 + 8 字节；此计划保留 {weights:g} B 权重、{grads:g} B 梯度、{master:g} B fp32 主副本与 {states:.3g} B 优化器状态（共 {per:.3g} B），激活值与额外开销另计（每张 GPU 共 {total}）。</translation>
    </message>
    <message>
        <source>The rule divides the model&apos;s memory evenly; at {n} GPUs ({strategy}) each still holds {per_gpu} against {usable} usable, because activations, gathered layers, buffers and the CUDA context stay on every GPU.</source>
        <translation>经验法则把模型显存平均分摊；在 {n} 张 GPU（{strategy}）时每张仍需 {per_gpu}，可用 {usable}，因为激活值、聚集的层、缓冲区与 CUDA 上下文 留在每张 GPU 上。</translation>
    </message>
    <message>
        <source>The rule gives every parameter the {bits} bits the format&apos;s name promises; stored as {format}, {note}.</source>
        <translation>经验法则让每个参数都占格式名称所说的 {bits} 位；以 {format} 存储时，{note}。</translation>
    </message>
    <message>
        <source>The rule gives every parameter the {bits} bits the format&apos;s name promises; stored as {format}, {note}. The engine pads the experts for its kernels: {padded} more.</source>
        <translation>经验法则让每个参数都占格式名称所说的 {bits} 位；以 {format} 存储时，{note}。引擎为其内核填充专家权重：多出 {padded}。</translation>
    </message>
    <message>
        <source>The rule&apos;s memory is more than this plan holds: at {n} GPUs ({strategy}) each holds {per_gpu} against {usable} usable.</source>
        <translation>经验法则的显存多于此计划所需：在 {n} 张 GPU（{strategy}）时每张需 {per_gpu}，可用 {usable}。</translation>
    </message>
    <message>
        <source>The {framework} profile&apos;s {loss} is its own default (its latest releases): with the full logits, as earlier releases keep them ({field} plain), the peak would be {plain} per GPU, not {ours}.</source>
        <translation>{framework} 配置的 {loss} 是它自己的默认（其最新版本）：若像较早版本那样保留完整 logits（{field} plain），每张 GPU 的峰值会是 {plain}，而不是 {ours}。</translation>
    </message>
    <message>
        <source>The {framework} profile&apos;s {loss} is its own default where flash-attn is installed (its images install it): without it, with the full logits in fp32 ({field} plain), the peak would be {plain} per GPU, not {ours}.</source>
        <translation>{framework} 配置的 {loss} 是它在已安装 flash-attn 时的默认（其镜像已安装）：若未安装，完整 logits 以 fp32 保留（{field} plain），每张 GPU 的峰值会是 {plain}，而不是 {ours}。</translation>
    </message>
    <message>
        <source>The {gpu} has no NVLink connector: its GPUs exchange data over PCIe ({pcie:,.0f} GB/s per direction), and each holds its own share of the model ({per_gpu} here); memory is never pooled.</source>
        <translation>{gpu} 没有 NVLink 接口：GPU 之间经由 PCIe 交换数据（单向 {pcie:,.0f} GB/s），每张各自容纳自己那份模型（此处 {per_gpu}）；显存从不合并。</translation>
    </message>
    <message>
        <source>The {gpu} has no NVLink connector: its GPUs exchange data over PCIe, and each holds its own share of the model ({per_gpu} here); memory is never pooled.</source>
        <translation>{gpu} 没有 NVLink 接口：GPU 之间经由 PCIe 交换数据，每张各自容纳自己那份模型（此处 {per_gpu}）；显存从不合并。</translation>
    </message>
    <message>
        <source>The {gpu} has no dense FP4 figure in the catalog: the NVFP4 step is timed at bf16 speed (likely slower than it runs).</source>
        <translation>目录中没有 {gpu} 的稠密 FP4 数值：NVFP4 的每步按 bf16 速度计时（可能比实际慢）。</translation>
    </message>
    <message>
        <source>The {gpu} shares {unified} of memory with its CPU and the operating system; the plan counts what the GPU may take: {gpu_part}.</source>
        <translation>{gpu} 与其 CPU 及操作系统共用 {unified} 内存；方案只计入 GPU 可取用的部分：{gpu_part}。</translation>
    </message>
    <message>
        <source>To run this split: {flag} (the engine&apos;s own default may differ: vLLM splits layers evenly, llama.cpp by the memory free when it loads).</source>
        <translation>要按此切分运行：{flag}（引擎自己的默认值可能不同：vLLM 平均切分各层，llama.cpp 按加载时的空闲显存切分）。</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s blockwise FP8 recipe runs no FP8 attention</source>
        <translation>Transformer Engine 的分块 FP8 配方不支持 FP8 注意力</translation>
    </message>
    <message>
        <source>Ulysses gives each GPU whole heads: tp × cp ({ranks}) does not divide the model&apos;s {heads} attention heads; allowed: a divisor</source>
        <translation>Ulysses 让每张 GPU 负责完整的注意力头：tp × cp（{ranks}）不能整除模型的 {heads} 个注意力头；允许：其因数</translation>
    </message>
    <message>
        <source>Unsloth&apos;s LoRA kernels: a layer keeps its norms&apos; inputs and outputs, the attention tensors and the gate and up outputs; SwiGLU is recomputed in place in backward</source>
        <translation>Unsloth 的 LoRA 内核：每层只保留归一化的输入与输出、注意力张量以及 gate 与 up 的输出；SwiGLU 在反向传播时原地重算</translation>
    </message>
    <message>
        <source>Unsloth&apos;s models and notebooks</source>
        <translation>Unsloth 的模型与 notebook</translation>
    </message>
    <message>
        <source>Whether {framework} runs {architecture} models is not settled: {why}.</source>
        <translation>{framework} 是否能运行 {architecture} 模型尚未确定：{why}。</translation>
    </message>
    <message>
        <source>Which frameworks run {model}&apos;s recurrent layers was not researched: the plan assumes {framework} runs them.</source>
        <translation>哪些框架能运行 {model} 的递归层尚未查证：本方案假设 {framework} 能运行。</translation>
    </message>
    <message>
        <source>ZeRO or FSDP shards this mixed-precision run: the sharding engine computes with bf16 working weights over an fp32 master partition and fp32 optimizer states (DeepSpeed&apos;s bf16 mode, FSDP&apos;s MixedPrecision)</source>
        <translation>ZeRO 或 FSDP 分片此混合精度训练：分片引擎以 bf16 工作权重计算，另有 fp32 主副本分片与 fp32 优化器状态（DeepSpeed 的 bf16 模式、FSDP 的 MixedPrecision）</translation>
    </message>
    <message>
        <source>ZeRO stage 0 in bf16: DeepSpeed&apos;s BF16_Optimizer shards the fp32 master copy and the states over the data-parallel ranks as ZeRO-1 does</source>
        <translation>bf16 的 ZeRO 阶段 0：DeepSpeed 的 BF16_Optimizer 会像 ZeRO-1 一样，把 fp32 主权重与优化器状态分片到各数据并行进程</translation>
    </message>
    <message>
        <source>ZeRO through DeepSpeed: its bf16 mode keeps an fp32 master copy and fp32 optimizer states beside the bf16 weights, though the model was loaded in bf16</source>
        <translation>经由 DeepSpeed 的 ZeRO：其 bf16 模式在 bf16 权重旁保留一份 fp32 主权重与 fp32 优化器状态，即使模型以 bf16 加载</translation>
    </message>
    <message>
        <source>ZeRO through PyTorch FSDP: accelerate upcasts the sharded trainable parameters to fp32 when mixed precision is on, so an fp32 master copy and fp32 optimizer states sit beside the bf16 compute weights, though the model was loaded in bf16</source>
        <translation>经由 PyTorch FSDP 的 ZeRO：开启混合精度时 accelerate 会把分片的可训练参数上转为 fp32，因此 bf16 计算权重旁还有一份 fp32 主副本与 fp32 优化器状态，即使模型是以 bf16 加载的</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP full sharding</source>
        <translation>ZeRO-3 / FSDP 完全分片</translation>
    </message>
    <message>
        <source>a 4U PCIe server of double-width cards</source>
        <translation>放双槽卡的 4U PCIe 服务器</translation>
    </message>
    <message>
        <source>a 4U server of single-slot cards</source>
        <translation>放单槽卡的 4U 服务器</translation>
    </message>
    <message>
        <source>a DGX-2 / HGX-2 server</source>
        <translation>DGX-2 / HGX-2 服务器</translation>
    </message>
    <message>
        <source>a Hopper or Blackwell GPU, or AMD Instinct MI300X–MI355X</source>
        <translation>Hopper 或 Blackwell GPU，或 AMD Instinct MI300X–MI355X</translation>
    </message>
    <message>
        <source>a backward that stops at the lowest trained layer</source>
        <translation>反向传播止于最低的受训层</translation>
    </message>
    <message>
        <source>a backward without weight gradients below the trained layers</source>
        <translation>训练层以下的反向传播不算权重梯度</translation>
    </message>
    <message>
        <source>a backward without weight gradients for the frozen weights</source>
        <translation>冻结权重在反向传播时不计算权重梯度</translation>
    </message>
    <message>
        <source>a draft model of an architecture it runs</source>
        <translation>其能运行之架构的草稿模型</translation>
    </message>
    <message>
        <source>a fork of verl (its hybrid engine: FSDP actor and vLLM rollout in the same GPUs; github hiyouga/EasyR1 README)</source>
        <translation>verl 的分支（其混合引擎：FSDP 的 actor 与 vLLM 的 rollout 在同一批 GPU 上；github hiyouga/EasyR1 README）</translation>
    </message>
    <message>
        <source>a given goodput is taken to include the checkpoint writes</source>
        <translation>输入的有效训练比例视为已包含检查点写入</translation>
    </message>
    <message>
        <source>a group of completions a prompt, no critic, as GRPO; its advantage or ratio differs, which changes neither the memory nor the FLOPs</source>
        <translation>每个提示生成一组回复、没有评论家模型，与 GRPO 相同；只是优势或比率的算法不同，这既不改变显存也不改变 FLOPs</translation>
    </message>
    <message>
        <source>a hybrid of attention and state-space/linear-attention layers: the recurrent layers are not modelled</source>
        <translation>注意力层与状态空间／线性注意力层的混合：其中的循环层未建模</translation>
    </message>
    <message>
        <source>a hybrid&apos;s recurrent layers</source>
        <translation>混合模型的循环层</translation>
    </message>
    <message>
        <source>a jamba.py exists, but its pull request (#20141) was closed unmerged</source>
        <translation>已有 jamba.py，但其 pull request（#20141）未合并即关闭</translation>
    </message>
    <message>
        <source>a micro-batch of {budget:,} tokens holds no whole sequence of {whole:,} (prompt_len + completion_len); allowed: {whole:,} to 100,000,000</source>
        <translation>{budget:,} 个 token 的微批次容不下一条 {whole:,} 个 token 的完整序列（prompt_len + completion_len）；允许：{whole:,} 至 100,000,000</translation>
    </message>
    <message>
        <source>a mixture of experts</source>
        <translation>混合专家</translation>
    </message>
    <message>
        <source>a non-square image needs its width too; allowed: set the image size (its width)</source>
        <translation>非正方形图像也需要宽度；允许：设置图像尺寸（即其宽度）</translation>
    </message>
    <message>
        <source>a plain (GeLU) MLP</source>
        <translation>普通（GeLU）MLP</translation>
    </message>
    <message>
        <source>a policy with no critic, as GRPO; its advantage is normalised over the batch, so one completion a prompt is enough, and the memory and FLOPs are GRPO&apos;s</source>
        <translation>与 GRPO 一样只有策略模型、没有价值模型；其优势以整批归一化，因此每个提示词一个回复即可，显存与 FLOPs 与 GRPO 相同</translation>
    </message>
    <message>
        <source>a prefill replica of tp {tp}: {field}: {why}</source>
        <translation>tp {tp} 的预填充副本：{field}：{why}</translation>
    </message>
    <message>
        <source>a prefill replica of {each} GPUs spans nodes of {per_node} unevenly; allowed: up to {per_node}, or a multiple of it</source>
        <translation>{each} 张 GPU 的预填充副本无法平均跨越每节点 {per_node} 张 GPU 的节点；允许：最多 {per_node}，或其倍数</translation>
    </message>
    <message>
        <source>a reward model of an architecture it runs</source>
        <translation>其能运行之架构的奖励模型</translation>
    </message>
    <message>
        <source>a schedule shorter than that needs more GPUs, not a better guess: rules of thumb such as &apos;7B on 1T tokens ≈ 1 month on 8 A100s&apos; skip the 6·N·D arithmetic</source>
        <translation>要比这更短的时程需要更多 GPU，而不是更乐观的猜测：像「7B 训练 1T token ≈ 8 张 A100 一个月」这类经验法则略过了 6·N·D 的计算</translation>
    </message>
    <message>
        <source>a shared prefix is reused with --mamba-cache-mode align, as planned here; the &apos;all&apos; mode refuses it (vllm/model_executor/models/qwen3_5.py)</source>
        <translation>共享前缀在 --mamba-cache-mode align 下复用，本方案即如此规划；&apos;all&apos; 模式不支持（vllm/model_executor/models/qwen3_5.py）</translation>
    </message>
    <message>
        <source>a shorter sequence: {seq:,} tokens</source>
        <translation>较短的序列：{seq:,} 个 token</translation>
    </message>
    <message>
        <source>a unified-memory machine (its GPU and memory on one chip)</source>
        <translation>统一内存机器（GPU 与内存在同一芯片上）</translation>
    </message>
    <message>
        <source>a vision tower (mlx-vlm)</source>
        <translation>视觉塔（mlx-vlm）</translation>
    </message>
    <message>
        <source>a {width:,} × {height:,} video is past the processor&apos;s aspect limit (qwen-vl-utils smart_resize raises beyond {aspect}:1); allowed: sides within {aspect}:1</source>
        <translation>{width:,} × {height:,} 的视频超出处理器的长宽比上限（qwen-vl-utils 的 smart_resize 在超过 {aspect}:1 时报错）；允许：长宽比在 {aspect}:1 以内</translation>
    </message>
    <message>
        <source>above 20 kW per rack: most colocation sites are not ready</source>
        <translation>每机柜超过 20 kW：多数托管机房尚无法支持</translation>
    </message>
    <message>
        <source>above ~35 kW per rack: direct liquid cooling</source>
        <translation>每机柜超过约 35 kW：需直接液冷</translation>
    </message>
    <message>
        <source>across {nodes} nodes the engine takes whole nodes; allowed: a multiple of {per_node}</source>
        <translation>跨 {nodes} 个节点时，引擎须占用整个节点；允许：{per_node} 的倍数</translation>
    </message>
    <message>
        <source>activation checkpointing: recompute each layer in the backward</source>
        <translation>激活值检查点：在反向传播时重新计算每一层</translation>
    </message>
    <message>
        <source>activation offload</source>
        <translation>激活值卸载</translation>
    </message>
    <message>
        <source>adapters on the last layers of an encoder–decoder model are not modelled; allowed: unset (every layer)</source>
        <translation>在编码器–解码器模型的最后几层放适配器未建模；允许：未设置（所有层）</translation>
    </message>
    <message>
        <source>adapters on the last layers with pp {pp} are not modelled; allowed: pp 1, or unset (every layer)</source>
        <translation>pp 为 {pp} 时在最后几层放适配器未建模；允许：pp 1，或未设置（所有层）</translation>
    </message>
    <message>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>allowed: off</source>
        <translation>允许：off</translation>
    </message>
    <message>
        <source>allowed: {values}</source>
        <translation>允许：{values}</translation>
    </message>
    <message>
        <source>always-on replicas: idle time is paid for</source>
        <translation>副本常驻：闲置时间也要付费</translation>
    </message>
    <message>
        <source>always-on serving occupies the hardware for the whole period: duty cycle 1, not the {field} of a run ({duty})</source>
        <translation>全天候服务在整个期间都占用硬件：使用时间占比为 1，而非单次运行的 {field}（{duty}）</translation>
    </message>
    <message>
        <source>an 8-GPU HGX/DGX/OAM server</source>
        <translation>8 GPU 的 HGX/DGX/OAM 服务器</translation>
    </message>
    <message>
        <source>an FP8 KV cache</source>
        <translation>FP8 KV 缓存</translation>
    </message>
    <message>
        <source>an HGX A100 16-GPU server (two baseboards over NVSwitch)</source>
        <translation>HGX A100 16 GPU 服务器（两块基板经 NVSwitch 相连）</translation>
    </message>
    <message>
        <source>an NVL72 rack</source>
        <translation>NVL72 机柜</translation>
    </message>
    <message>
        <source>an NVL72 rack of {trays} trays draws up to {rack_kw:,.0f} kW through its own power shelves, where the site&apos;s racks get {site_kw:,.0f} kW here (set {field})</source>
        <translation>一座含 {trays} 个托盘的 NVL72 机柜经其自有电源架最多耗电 {rack_kw:,.0f} kW，而此处机房每座机柜只供电 {site_kw:,.0f} kW（请设置{field}）</translation>
    </message>
    <message>
        <source>an encoder-only model</source>
        <translation>纯编码器模型</translation>
    </message>
    <message>
        <source>an encoder–decoder model</source>
        <translation>编码器–解码器模型</translation>
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
        <translation>只适用于完整重计算（recompute 为 {recompute}）；允许：未设置，或把 recompute 设为 full</translation>
    </message>
    <message>
        <source>applies to training plans; a serving plan serves for the whole serving period</source>
        <translation>只适用于训练方案；推理方案在整个服务期间持续服务</translation>
    </message>
    <message>
        <source>applies with activation offloading only (it is off); allowed: unset, or turn on activation_offload</source>
        <translation>只在激活值卸载时适用（当前关闭）；允许：未设置，或开启 activation_offload</translation>
    </message>
    <message>
        <source>as set</source>
        <translation>按设置值</translation>
    </message>
    <message>
        <source>attention counted over the full s×s square (PaLM/MFU convention); causal kernels execute about half of that term</source>
        <translation>注意力以完整的 s×s 方阵计算（PaLM/MFU 惯例）；因果注意力内核实际只执行该项的一半左右</translation>
    </message>
    <message>
        <source>attention data parallelism with pipeline parallelism (pp {pp}) is not modelled; allowed: 1 with pp &gt; 1, or pp 1</source>
        <translation>注意力数据并行配合流水线并行（pp {pp}）未建模；允许：pp &gt; 1 时为 1，或 pp 1</translation>
    </message>
    <message>
        <source>attention over {seq:,} tokens</source>
        <translation>{seq:,} 个 token 的注意力</translation>
    </message>
    <message>
        <source>attn_layer_indices is read by neither transformers&apos; nor vLLM&apos;s Falcon-H1: every layer is counted with attention and Mamba-2, as they build it</source>
        <translation>transformers 与 vLLM 的 Falcon-H1 都不读取 attn_layer_indices：每一层都按其实际构建方式，同时计入注意力与 Mamba-2</translation>
    </message>
    <message>
        <source>audio_config: the audio tower counted with the text model&apos;s weights</source>
        <translation>audio_config：音频塔与文本模型的权重一并计入</translation>
    </message>
    <message>
        <source>average length</source>
        <translation>平均长度</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向传播</translation>
    </message>
    <message>
        <source>beyond one ATX PSU: use two PSUs or a server chassis on 240 V</source>
        <translation>超出单一 ATX 电源：请使用两颗电源或 240 V 的服务器机箱</translation>
    </message>
    <message>
        <source>bf16 under {framework} is its mixed precision (Megatron-LM&apos;s --bf16): fp32 main parameters and Adam states beside the bf16 weights, gradients as {recipe} keeps them.</source>
        <translation>{framework} 下的 bf16 即其混合精度（Megatron-LM 的 --bf16）：bf16 权重之外另有 fp32 主参数与 Adam 状态，梯度按 {recipe} 保存。</translation>
    </message>
    <message>
        <source>bf16 under {framework} is its mixed precision (Megatron-LM&apos;s --bf16): fp32 main parameters and Adam states beside the bf16 weights, gradients as {recipe} keeps them; Megatron-Bridge&apos;s performance scripts reduce gradients in bf16 ({field} mixed).</source>
        <translation>{framework} 下的 bf16 即其混合精度（Megatron-LM 的 --bf16）：bf16 权重之外另有 fp32 主参数与 Adam 状态，梯度按 {recipe} 保存；Megatron-Bridge 的性能脚本以 bf16 归约梯度（{field} mixed）。</translation>
    </message>
    <message>
        <source>bitsandbytes has no paged {optimizer}; allowed with: {allowed}</source>
        <translation>bitsandbytes 没有分页版的 {optimizer}；可配合：{allowed}</translation>
    </message>
    <message>
        <source>bound by its number of kernels (each a fixed time, however small)</source>
        <translation>受内核函数数量限制（每个内核函数再小也有固定时间）</translation>
    </message>
    <message>
        <source>checkpoint writes stall training {share:.0%} of the time ({minutes:,.1f} min every {hours:g} h): write faster ({speed}), checkpoint less often ({interval}) or asynchronously</source>
        <translation>检查点写入使训练暂停 {share:.0%} 的时间（每 {hours:g} h 写入 {minutes:,.1f} 分钟）：加快写入（{speed}）、降低检查点频率（{interval}）或改用异步写入</translation>
    </message>
    <message>
        <source>cloud 1-year commitment</source>
        <translation>云 1 年承诺使用</translation>
    </message>
    <message>
        <source>cloud 3-year commitment</source>
        <translation>云 3 年承诺使用</translation>
    </message>
    <message>
        <source>cloud spot</source>
        <translation>云 Spot</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>torch.compile 编译</translation>
    </message>
    <message>
        <source>compiled: Inductor saves the bf16 logits and a log-sum-exp per row, not the fp32 log-softmax</source>
        <translation>已编译：Inductor 保存 bf16 logits 与每行的 log-sum-exp，而非 fp32 log-softmax</translation>
    </message>
    <message>
        <source>cuDNN fused attention</source>
        <translation>cuDNN 融合注意力</translation>
    </message>
    <message>
        <source>cuDNN&apos;s FP8 attention adds no bias to the scores (ALiBi, relative)</source>
        <translation>cuDNN 的 FP8 注意力不能在分数上加偏置（ALiBi、相对位置）</translation>
    </message>
    <message>
        <source>cuDNN&apos;s FP8 attention runs no sliding window or attention sinks</source>
        <translation>cuDNN 的 FP8 注意力不支持滑动窗口或注意力汇聚（attention sinks）</translation>
    </message>
    <message>
        <source>cuDNN&apos;s FP8 attention takes heads of up to 128, not multi-latent attention&apos;s {size}</source>
        <translation>cuDNN 的 FP8 注意力只接受至多 128 的注意力头维度，多潜在注意力（MLA）的是 {size}</translation>
    </message>
    <message>
        <source>cuDNN&apos;s FP8 attention takes heads of up to 128, not {size}</source>
        <translation>cuDNN 的 FP8 注意力只接受至多 128 的注意力头维度，不是 {size}</translation>
    </message>
    <message>
        <source>cuDNN&apos;s fused attention replaces flash attention, not eager attention; allowed: off (or attention flash)</source>
        <translation>cuDNN 的融合注意力替换的是 flash 注意力，而非 eager 注意力；允许：关闭（或将注意力设为 flash）</translation>
    </message>
    <message>
        <source>current scaling in layers that fuse its amax into the kernel producing each input: timed as the reference layer&apos;s delayed-scaling autocast, one read of each input fewer than its standalone current scaling (Transformer Engine docs: current scaling reads a tensor twice, for the amax and to cast; LayerNormLinear quantizes the norm&apos;s output in its kernel)</source>
        <translation>在把 amax 融合进产生各输入之内核的层里使用即时缩放（current scaling）：以参考层延迟缩放的 autocast 计时，比单独层的即时缩放少读每个输入一次（Transformer Engine 文档：即时缩放要读张量两次，一次求 amax、一次转型；LayerNormLinear 在其内核内直接量化 norm 的输出）</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>defaults to tp</source>
        <translation>默认等于 tp</translation>
    </message>
    <message>
        <source>dense {dtype} peak FLOP/s</source>
        <translation>稠密 {dtype} 峰值 FLOP/s</translation>
    </message>
    <message>
        <source>different values per layer are not modelled</source>
        <translation>各层取值不同的情况未建模</translation>
    </message>
    <message>
        <source>does not fit on up to {n:,} GPUs</source>
        <translation>最多 {n:,} 张 GPU 也容纳不下</translation>
    </message>
    <message>
        <source>each attention group&apos;s {split} GPUs (tp {tp} ÷ {groups} groups) do not divide the model&apos;s {heads} attention heads; allowed: a tp whose share divides them</source>
        <translation>每个注意力组的 {split} 张 GPU（tp {tp} ÷ {groups} 个组）无法整除模型的 {heads} 个注意力头；允许：每组分到的张数能整除头数的 tp</translation>
    </message>
    <message>
        <source>each gradient is freed as soon as its parameter steps, so gradients cannot accumulate over {accum} micro-batches; allowed: grad_accum 1</source>
        <translation>每个梯度在其参数更新后立即释放，因此无法在 {accum} 个微批次间累积梯度；允许：grad_accum 1</translation>
    </message>
    <message>
        <source>each layer</source>
        <translation>每层</translation>
    </message>
    <message>
        <source>each of the last {layers} layers</source>
        <translation>最后 {layers} 层的每一层</translation>
    </message>
    <message>
        <source>encoder–decoder {mt} is not modelled</source>
        <translation>编码器–解码器 {mt} 未建模</translation>
    </message>
    <message>
        <source>even at 100% of the dense {dtype} peak this takes {days:,.1f} days; real runs reach {mfu:.0%} MFU here, counted against the bf16 peak as published runs count it (large bf16 runs: 40–55%; an {dtype} recipe runs above them)</source>
        <translation>即使达到 {dtype} 稠密峰值的 100% 也需 {days:,.1f} 天；实际运行在此约达 {mfu:.0%} MFU，按已发表训练的惯例以 bf16 峰值计算（大型 bf16 训练：40–55%；{dtype} 配方会高于此）</translation>
    </message>
    <message>
        <source>every answer of this run has one token: it has no time per output token (0, as benchmarks report it)</source>
        <translation>此次运行的每个回答都只有一个 token：没有每个输出 token 的时间（记为 0，与基准测试的报告方式相同）</translation>
    </message>
    <message>
        <source>every layer of the model is an MoE layer</source>
        <translation>模型的每一层都是 MoE 层</translation>
    </message>
    <message>
        <source>every norm of the model is fused into the linear after it (TE LayerNormLinear)</source>
        <translation>模型的每个归一化层都融合进其后的线性层（TE LayerNormLinear）</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>应为有限的数字</translation>
    </message>
    <message>
        <source>expected a non-negative integer</source>
        <translation>应为非负整数</translation>
    </message>
    <message>
        <source>expected an integer or an array of integers</source>
        <translation>应为整数或整数数组</translation>
    </message>
    <message>
        <source>expected integers ≥ 0, got {kind}</source>
        <translation>应为 ≥ 0 的整数，实际为{kind}</translation>
    </message>
    <message>
        <source>expected true or false, got {kind}</source>
        <translation>应为 true 或 false，实际为{kind}</translation>
    </message>
    <message>
        <source>expected {what}, got {kind}</source>
        <translation>应为{what}，实际为{kind}</translation>
    </message>
    <message>
        <source>experts per token, shared experts and a latent expert width need routed experts (more than 0)</source>
        <translation>每个 token 的专家数、共享专家与专家的潜在宽度需要路由专家（大于 0）</translation>
    </message>
    <message>
        <source>fixed time per kernel not measured on this GPU&apos;s architecture: the middle of the measured ones (1.7 µs)</source>
        <translation>此 GPU 架构未测量每个内核函数的固定时间：取已测量数值的中间值（1.7 µs）</translation>
    </message>
    <message>
        <source>fixed time per kernel: the MI210&apos;s (CDNA2), not measured on CDNA3</source>
        <translation>每个内核函数的固定时间：采用 MI210（CDNA2）的数值，未在 CDNA3 上测量</translation>
    </message>
    <message>
        <source>fused RMSNorm</source>
        <translation>融合 RMSNorm</translation>
    </message>
    <message>
        <source>fused RMSNorm: each norm keeps its input and an fp32 rsigma, not an fp32 copy of its input and the normalised output; the rest of the layer as eager PyTorch keeps it</source>
        <translation>融合 RMSNorm：每个 norm 只保留其输入与一个 fp32 rsigma，不保留输入的 fp32 副本与归一化后的输出；该层其余部分照 eager PyTorch 保留</translation>
    </message>
    <message>
        <source>gathered whole from its ZeRO-3 shards while the policy generates (TRL&apos;s PPOTrainer unwraps the policy and the value model together)</source>
        <translation>策略模型生成时，从 ZeRO-3 分片完整收集（TRL 的 PPOTrainer 将策略模型与价值模型一并解包）</translation>
    </message>
    <message>
        <source>generation runs ahead of the update only on GPUs of its own (the plan&apos;s is {rollout}); allowed: 0, or rollout separate</source>
        <translation>只有生成使用自己的 GPU 时才能超前于更新（方案的设置为 {rollout}）；允许：0，或 rollout separate</translation>
    </message>
    <message>
        <source>host bound (kernels launched one by one)</source>
        <translation>受主机限制（内核函数逐个启动）</translation>
    </message>
    <message>
        <source>host waits: {source}</source>
        <translation>主机等待：{source}</translation>
    </message>
    <message>
        <source>host-transfer bound: offloading moves {transfer_s:.3g} s of PCIe traffic per step against {compute_s:.3g} s of compute</source>
        <translation>受主机传输限制：卸载每步需 {transfer_s:.3g} 秒 PCIe 传输，计算只需 {compute_s:.3g} 秒</translation>
    </message>
    <message>
        <source>hwplanner counts {work:.2f} × the rule&apos;s FLOPs ({causes}), runs them at {hfu:.0%} of the peak rather than 40% (×{speed:.2f}), and adds communication not hidden, pipeline bubbles and restarts (×{rest:.2f}).</source>
        <translation>hwplanner 算出的 FLOPs 是经验法则的 {work:.2f} 倍（{causes}），按峰值的 {hfu:.0%} 而非 40% 运行（×{speed:.2f}），再加上未被隐藏的通信、流水线气泡与重启（×{rest:.2f}）。</translation>
    </message>
    <message>
        <source>hwplanner counts {work:.2f} × the rule&apos;s FLOPs ({causes}), runs them at {hfu:.0%} of the peak rather than 40% (×{speed:.2f}), and adds communication not hidden, pipeline bubbles, restarts and the evaluation pauses (×{rest:.2f}).</source>
        <translation>hwplanner 算出的 FLOPs 是经验法则的 {work:.2f} 倍（{causes}），按峰值的 {hfu:.0%} 而非 40% 运行（×{speed:.2f}），再加上未被隐藏的通信、流水线气泡、重启与评估暂停（×{rest:.2f}）。</translation>
    </message>
    <message>
        <source>images: {images:,} per sample at {side:,} px, {tokens:,} image tokens each ({total:,} in all, within the sequence length or context); the vision encoder runs over {patches:,} patches per image</source>
        <translation>图像：每个样本 {images:,} 张，{side:,} 像素，每张 {tokens:,} 个图像 token（共 {total:,} 个，计入序列长度或上下文）；视觉编码器每张图像处理 {patches:,} 个图块</translation>
    </message>
    <message>
        <source>images: {images:,} per sample at {width:,} × {height:,} px, {tokens:,} image tokens each ({total:,} in all, within the sequence length or context); the vision encoder runs over {patches:,} patches per image</source>
        <translation>图像：每个样本 {images:,} 张，{width:,} × {height:,} 像素，每张 {tokens:,} 个图像 token（共 {total:,} 个，计入序列长度或上下文）；视觉编码器每张图像处理 {patches:,} 个图块</translation>
    </message>
    <message>
        <source>images: {images:,} per sample, {tokens:,} image tokens each ({total:,} in all, within the sequence length or context); the vision encoder runs over {patches:,} patches per image</source>
        <translation>图像：每个样本 {images:,} 张，每张 {tokens:,} 个图像 token（共 {total:,} 个，计入序列长度或上下文）；视觉编码器每张图像处理 {patches:,} 个图块</translation>
    </message>
    <message>
        <source>in a long tail</source>
        <translation>呈长尾分布</translation>
    </message>
    <message>
        <source>in its PyTorch engine, not TurboMind</source>
        <translation>在其 PyTorch 引擎中，而非 TurboMind</translation>
    </message>
    <message>
        <source>its Gated DeltaNet layer took no packed sequences at the commit read</source>
        <translation>在所查阅的提交中，其 Gated DeltaNet 层不接受打包序列</translation>
    </message>
    <message>
        <source>its Megatron policy builds the model through Megatron-Bridge; RL of this architecture through it was not checked</source>
        <translation>其 Megatron 策略模型经由 Megatron-Bridge 构建；经此路径对这种架构做 RL 并未查证</translation>
    </message>
    <message>
        <source>its Megatron workers build the model through Megatron-Bridge; RL of this architecture through them was not checked</source>
        <translation>其 Megatron worker 经由 Megatron-Bridge 构建模型；经此路径对这种架构做 RL 并未查证</translation>
    </message>
    <message>
        <source>its README said adapter fine-tuning did not work yet (full fine-tuning did)</source>
        <translation>其 README 说适配器微调尚不可用（全参数微调可用）</translation>
    </message>
    <message>
        <source>its model list was not researched</source>
        <translation>其模型列表尚未查证</translation>
    </message>
    <message>
        <source>its multi-token prediction weights are dropped</source>
        <translation>其多 token 预测（MTP）权重会被丢弃</translation>
    </message>
    <message>
        <source>its reward stage (stage rm) puts a value head on the causal LM and keeps the LM head, whose full logits the forward still builds</source>
        <translation>其奖励阶段（stage rm）在因果语言模型上加上价值头并保留语言模型头，前向传播仍会建出完整的词表 logits</translation>
    </message>
    <message>
        <source>its reward-model recipe (examples/run_rm.py) is not checked against its source</source>
        <translation>其奖励模型配方（examples/run_rm.py）未与源码核对</translation>
    </message>
    <message>
        <source>layer kernels: {source}</source>
        <translation>层内核：{source}</translation>
    </message>
    <message>
        <source>layer-wise GaLore</source>
        <translation>逐层 GaLore</translation>
    </message>
    <message>
        <source>layers of an MLP alone or of their own MLP widths (Nemotron-NAS)</source>
        <translation>仅含 MLP 的层，或各层自有 MLP 宽度（Nemotron-NAS）</translation>
    </message>
    <message>
        <source>llama.cpp&apos;s split by memory gives a card none of the model&apos;s {layers} layers ({split}: its share is below one layer); allowed: cards nearer in memory, or a layer_split giving every card at least one layer</source>
        <translation>llama.cpp 按显存切分时，有一张卡分不到模型 {layers} 层中的任何一层（{split}：其份额不足一层）；允许：显存较接近的卡，或让每张卡至少分到一层的 layer_split</translation>
    </message>
    <message>
        <source>log-probs can only be precomputed for a fixed dataset (dpo, kto); allowed: model, none</source>
        <translation>只有固定数据集（dpo、kto）才能预先计算对数概率；允许：model, none</translation>
    </message>
    <message>
        <source>mcore_adapter&apos;s model templates (alibaba/ROLL mcore_adapter/models/)</source>
        <translation>mcore_adapter 的模型模板（alibaba/ROLL mcore_adapter/models/）</translation>
    </message>
    <message>
        <source>missing (a vision-language config needs its text model)</source>
        <translation>缺少（视觉语言配置需要其文本模型）</translation>
    </message>
    <message>
        <source>missing (required)</source>
        <translation>缺少（必填）</translation>
    </message>
    <message>
        <source>mixture-of-experts encoder–decoder layers are not modelled</source>
        <translation>混合专家的编码器–解码器层未建模</translation>
    </message>
    <message>
        <source>mlx-lm trains with adam, adamw, muon, sgd or adafactor (mlx.optimizers: no 8-bit states); allowed: {allowed}</source>
        <translation>mlx-lm 以 adam、adamw、muon、sgd 或 adafactor 训练（mlx.optimizers：没有 8 位状态）；允许：{allowed}</translation>
    </message>
    <message>
        <source>multi-head latent attention</source>
        <translation>多头潜在注意力</translation>
    </message>
    <message>
        <source>needs the mean sample length (sample_tokens_mean) to spread the lengths; allowed: set it, or unset sample_tokens_max</source>
        <translation>需要平均样本长度（sample_tokens_mean）才能分布长度；允许：设置它，或取消设置 sample_tokens_max</translation>
    </message>
    <message>
        <source>no Liger-Kernel patch is modelled for {kind}; allowed with: {families}</source>
        <translation>{kind}没有已建模的 Liger-Kernel 补丁；可配合：{families}</translation>
    </message>
    <message>
        <source>no framework profile here runs on the {gpu}: {stack}; allowed: a GPU (hwplanner catalog gpus)</source>
        <translation>本工具没有任何框架配置可在 {gpu} 上运行：{stack}；允许：一张 GPU（hwplanner catalog gpus）</translation>
    </message>
    <message>
        <source>no module chosen; allowed: one or more of {modules}, or set recompute to none</source>
        <translation>未选择任何模块；允许：{modules} 中的一个或多个，或把 recompute 设为 none</translation>
    </message>
    <message>
        <source>none for {method}</source>
        <translation>没有支持 {method} 的框架</translation>
    </message>
    <message>
        <source>not counted: the trainer writing the checkpoint</source>
        <translation>未计入：训练端写出检查点</translation>
    </message>
    <message>
        <source>off, or pp {pps} without virtual stages</source>
        <translation>off，或不使用虚拟阶段的 pp {pps}</translation>
    </message>
    <message>
        <source>off, or virtual stages {stages} at pp {pp}</source>
        <translation>off，或在 pp {pp} 下使用虚拟阶段 {stages}</translation>
    </message>
    <message>
        <source>offload of some layers</source>
        <translation>部分层的卸载</translation>
    </message>
    <message>
        <source>offload to NVMe is DeepSpeed&apos;s (ZeRO-Infinity); PyTorch FSDP offloads to host RAM; allowed: cpu (or {field} deepspeed)</source>
        <translation>卸载到 NVMe 是 DeepSpeed 的功能（ZeRO-Infinity）；PyTorch FSDP 卸载到主机内存；允许：cpu（或 {field} deepspeed）</translation>
    </message>
    <message>
        <source>on Hopper cuDNN&apos;s FP8 attention trains heads of exactly 128, not {size}</source>
        <translation>在 Hopper 上，cuDNN 的 FP8 注意力只能训练维度恰为 128 的注意力头，不是 {size}</translation>
    </message>
    <message>
        <source>on the means, as concurrent users: {pct} judges the latencies at the request rate or over the benchmark run</source>
        <translation>以并发用户数的平均值判定：{pct} 判定的是请求速率下或基准测试中的延迟</translation>
    </message>
    <message>
        <source>one of {count}: {names}, …{tail}</source>
        <translation>{count} 个之一：{names}, …{tail}</translation>
    </message>
    <message>
        <source>optimizer in backward</source>
        <translation>反向传播中更新优化器</translation>
    </message>
    <message>
        <source>other cards are planned in one machine (the plan has {nodes} nodes); allowed: nodes 1</source>
        <translation>其他显卡只规划在同一台机器内（方案有 {nodes} 个节点）；允许：nodes 1</translation>
    </message>
    <message>
        <source>packed rows whose samples attend only within themselves: each token meets its own sample&apos;s keys, E[L²] ÷ E[L] over the samples&apos; lengths (the spread of greatest entropy with the mean and longest given), not the row&apos;s</source>
        <translation>打包行中的样本只在自身之内做注意力：每个 token 只看到自己样本的键，按样本长度取 E[L²] ÷ E[L]（按给定平均与最长长度的最大熵分布），而非整行的长度</translation>
    </message>
    <message>
        <source>paged optimizer</source>
        <translation>分页优化器</translation>
    </message>
    <message>
        <source>pipeline parallelism</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>pipeline stages of a model whose last {layers} layers read an earlier layer&apos;s key/value cache are not modelled; allowed: 1</source>
        <translation>最后 {layers} 层读取较早层键值缓存的模型，其流水线阶段未建模；允许：1</translation>
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
        <translation>预填充</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>prompts</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>purchase is a price per GPU (the on-premises cost uses it), not a rental price per GPU-hour; allowed: {allowed}</source>
        <translation>purchase 是每张 GPU 的购置价格（本地部署成本使用它），不是每 GPU 小时的租用价格；允许：{allowed}</translation>
    </message>
    <message>
        <source>recompute of some layers</source>
        <translation>部分层的重计算</translation>
    </message>
    <message>
        <source>row-wise scales in layers that fuse the amax into the kernel producing each input: the row-wise GEMM&apos;s own speed-up (FBGEMM) with the reference layer&apos;s delayed-scaling casts, one read of each input fewer than unfused row-wise casts</source>
        <translation>在把 amax 融合进产生各输入之核函数的层中使用逐行缩放：以逐行 GEMM 本身的加速（FBGEMM）加上参考层延迟缩放的转换成本计算，每个输入比未融合的逐行转换少读一次</translation>
    </message>
    <message>
        <source>sample lengths taken as the spread of greatest entropy between 0 and the longest sample with the given mean; attention, kernel efficiency and each micro-batch&apos;s fixed work are costed at rows of the expected longest</source>
        <translation>样本长度取 0 到最长样本之间、具给定平均值的最大熵分布；注意力、内核效率与每个微批次的固定开销皆按预期最长长度的行计算</translation>
    </message>
    <message>
        <source>separate generation takes GPUs of its own beside the ones that train, and the plan has {gpus}; allowed: {others}, or 2 GPUs or more</source>
        <translation>独立生成需要训练用 GPU 以外自己的 GPU，而此方案只有 {gpus} 张；允许：{others}，或 2 张以上 GPU</translation>
    </message>
    <message>
        <source>seq_len {seq_len} is not a multiple of 2 × cp ({chunks}); allowed: a cp whose double divides the sequence length</source>
        <translation>seq_len {seq_len} 不是 2 × cp（{chunks}）的倍数；允许：两倍能整除序列长度的 cp</translation>
    </message>
    <message>
        <source>serving runs no backward pass for a schedule to place; allowed: {allowed}</source>
        <translation>推理没有反向传播可供调度安排；允许：{allowed}</translation>
    </message>
    <message>
        <source>serving splits no sequences between GPUs; allowed: 1</source>
        <translation>推理不会把序列切分到多张 GPU；允许：1</translation>
    </message>
    <message>
        <source>set a draft model (a catalog id) to draft tokens with</source>
        <translation>请设置用来生成草稿 token 的草稿模型（目录 id）</translation>
    </message>
    <message>
        <source>set {field} to {value:,}</source>
        <translation>将 {field} 设为 {value:,}</translation>
    </message>
    <message>
        <source>set {f} to {n:,} (of every {per:,} layers)</source>
        <translation>将 {f} 设为 {n:,}（每 {per:,} 层中）</translation>
    </message>
    <message>
        <source>set {f} to {value}</source>
        <translation>将 {f} 设为 {value}</translation>
    </message>
    <message>
        <source>set {tp_field} to {tp} and {replicas_field} to {replicas} (the same {gpus} prefill GPUs)</source>
        <translation>将 {tp_field} 设为 {tp}、{replicas_field} 设为 {replicas}（预填充 GPU 仍为同样的 {gpus} 张）</translation>
    </message>
    <message>
        <source>slime&apos;s Megatron actors convert the checkpoint through Megatron-Bridge or mbridge; RL of this architecture through them was not checked</source>
        <translation>slime 的 Megatron actor 经由 Megatron-Bridge 或 mbridge 转换检查点；未核实能否以此方式对这种架构做强化学习</translation>
    </message>
    <message>
        <source>sparse attention (DeepSeek Sparse Attention) has no kernels for the {gpu} (NVIDIA&apos;s run on Hopper and Blackwell); allowed: a Hopper or Blackwell GPU</source>
        <translation>稀疏注意力（DeepSeek Sparse Attention）没有适用于 {gpu} 的内核（NVIDIA 的内核在 Hopper 和 Blackwell 上运行）；允许：Hopper 或 Blackwell GPU</translation>
    </message>
    <message>
        <source>sparse attention (DeepSeek Sparse Attention) trains with its keys gathered over the context-parallel ranks, not by heads; allowed: ring</source>
        <translation>稀疏注意力（DeepSeek Sparse Attention）训练时会在上下文并行各 rank 之间收集键，而非按头切分；允许：ring</translation>
    </message>
    <message>
        <source>sparse attention&apos;s kernels keep the KV cache in bf16 or FP8 (vLLM&apos;s FlashMLA sparse backend: bfloat16, fp8_ds_mla; SGLang&apos;s NSA pool likewise); allowed: {allowed}</source>
        <translation>稀疏注意力的内核以 bf16 或 FP8 保存 KV 缓存（vLLM 的 FlashMLA 稀疏后端：bfloat16、fp8_ds_mla；SGLang 的 NSA 池亦同）；允许：{allowed}</translation>
    </message>
    <message>
        <source>spread evenly</source>
        <translation>均匀分布</translation>
    </message>
    <message>
        <source>state-space (Mamba) layers keep a fixed recurrent state instead of a KV cache and run a selective scan: not modelled (the engine models attention layers)</source>
        <translation>状态空间（Mamba）层保存固定的循环状态而非 KV 缓存，并执行选择性扫描：未建模（引擎建模的是注意力层）</translation>
    </message>
    <message>
        <source>tensor parallelism splits every layer evenly, over equal cards; allowed: 1 with other cards</source>
        <translation>张量并行把每一层平均切分到相同的卡上；允许：有其他显卡时为 1</translation>
    </message>
    <message>
        <source>the average request&apos;s prompt and maximum output reserved</source>
        <translation>预留平均请求的提示词与最大输出</translation>
    </message>
    <message>
        <source>the dataset is given in tokens already ({tokens:,.0f}); allowed: one of dataset_tokens, dataset_samples</source>
        <translation>数据集已以 token 数给出（{tokens:,.0f}）；允许：dataset_tokens 与 dataset_samples 二选一</translation>
    </message>
    <message>
        <source>the embedding and loss as pipeline layers</source>
        <translation>把嵌入与损失计为流水线层</translation>
    </message>
    <message>
        <source>the engine&apos;s weights are the policy&apos;s (counted under its weights); its KV cache and working set are released while the policy trains (sleep mode)</source>
        <translation>推理引擎的权重就是策略模型的权重（已计入其权重）；策略模型训练时释放其 KV 缓存与工作集（休眠模式）</translation>
    </message>
    <message>
        <source>the global batch is given in sequences already ({batch}); allowed: one of global_batch, global_batch_tokens</source>
        <translation>全局批次已以序列数给出（{batch}）；允许：global_batch 与 global_batch_tokens 二选一</translation>
    </message>
    <message>
        <source>the longest sample ({most:,} tokens) is shorter than the mean sample ({mean:,}); allowed: {mean:,} to 10,000,000</source>
        <translation>最长样本（{most:,} 个 token）比平均样本（{mean:,}）还短；允许：{mean:,} 到 10,000,000</translation>
    </message>
    <message>
        <source>the model has no experts</source>
        <translation>模型没有专家</translation>
    </message>
    <message>
        <source>the model has no multi-latent attention</source>
        <translation>模型没有多头潜在注意力</translation>
    </message>
    <message>
        <source>the model has no shared experts</source>
        <translation>模型没有共享专家</translation>
    </message>
    <message>
        <source>the model&apos;s norms are {norm}, not RMSNorm; allowed: off</source>
        <translation>此模型的 norm 为 {norm}，不是 RMSNorm；允许：关闭</translation>
    </message>
    <message>
        <source>the plan&apos;s {gpus} GPU(s) count every card, {others} other(s) among them; allowed: at least {least} GPUs, or fewer other cards</source>
        <translation>方案的 {gpus} 张 GPU 计入所有卡，其中 {others} 张是其他显卡；允许：至少 {least} 张 GPU，或减少其他显卡</translation>
    </message>
    <message>
        <source>the rack&apos;s power shelves</source>
        <translation>机柜的电源架</translation>
    </message>
    <message>
        <source>the routed experts&apos; FLOPs run at their Triton fused-MoE kernels&apos; share of the peak: they count in the prefill FLOPs × utilisation ÷ that share</source>
        <translation>路由专家的 FLOPs 以其 Triton 融合 MoE 内核所达到的峰值比例执行：它们在预填充 FLOPs 中以 × 利用率 ÷ 该比例计入</translation>
    </message>
    <message>
        <source>the routed experts&apos; FLOPs run at their fused-MoE kernels&apos; share of the peak at the rows each expert gets in a prompt step: they count in the prefill FLOPs × utilisation ÷ that share</source>
        <translation>路由专家的 FLOPs 以其融合 MoE 内核在预填充步骤中每个专家所得行数下的峰值比例执行：计入预填充 FLOPs × 利用率 ÷ 该比例</translation>
    </message>
    <message>
        <source>the step&apos;s {completions:,} completions cannot be shared by the {dp} training data-parallel ranks; allowed: unset, or more completions per step</source>
        <translation>每步的 {completions:,} 个回复无法由 {dp} 个训练数据并行 rank 平分；允许：不设置，或增加每步的回复数</translation>
    </message>
    <message>
        <source>the {dense} dense layers before the experts must be fewer than the {layers} layers</source>
        <translation>专家层之前的 {dense} 个稠密层必须少于总层数 {layers}</translation>
    </message>
    <message>
        <source>the {gpu} has no FP8 tensor cores (FP8 rollout&apos;s blockwise matrix multiplies need {fp8_gpus}); allowed: off</source>
        <translation>{gpu} 没有 FP8 张量核心（FP8 生成的分块矩阵乘法需要 {fp8_gpus}）；允许：off</translation>
    </message>
    <message>
        <source>the {gpu} has no FP8 tensor cores (FP8 training needs {fp8_gpus}); allowed: {allowed}</source>
        <translation>{gpu} 没有 FP8 张量核心（FP8 训练需要 {fp8_gpus}）；允许：{allowed}</translation>
    </message>
    <message>
        <source>the {gpu} has no MXFP8 block-scaled tensor cores (MXFP8 training needs NVIDIA Blackwell: Transformer Engine&apos;s MXFP8BlockScaling); allowed: {allowed}</source>
        <translation>{gpu} 没有 MXFP8 块缩放张量核心（MXFP8 训练需要 NVIDIA Blackwell：Transformer Engine 的 MXFP8BlockScaling）；允许：{allowed}</translation>
    </message>
    <message>
        <source>the {gpu} has no bf16, and {framework} does not train pure bf16 in fp16 instead; allowed: {allowed} (run in fp16 with loss scaling there)</source>
        <translation>{gpu} 不支持 bf16，且 {framework} 不会改用 fp16 训练纯 bf16；允许：{allowed}（在该卡上以配合损失缩放的 fp16 运行）</translation>
    </message>
    <message>
        <source>the {gpu} has one pool of memory for its CPU and GPU: layers kept for the CPU take the same memory and bandwidth (not modelled); allowed: unset (every layer on the GPU)</source>
        <translation>{gpu} 的 CPU 与 GPU 共用同一块内存：留给 CPU 的层占用相同的内存与带宽（未建模）；允许：未设置（所有层都在 GPU 上）</translation>
    </message>
    <message>
        <source>the {gpu} is a whole machine whose memory its CPU shares, not a card beside others; allowed: unset, or cards with memory of their own</source>
        <translation>{gpu} 是一整台与 CPU 共用内存的机器，不是可与其他卡并列的显卡；允许：未设置，或有独立显存的显卡</translation>
    </message>
    <message>
        <source>the {gpu} runs no FP8 fused attention (cuDNN&apos;s needs NVIDIA Hopper or Blackwell)</source>
        <translation>{gpu} 无法执行 FP8 融合注意力（cuDNN 的需要 NVIDIA Hopper 或 Blackwell）</translation>
    </message>
    <message>
        <source>the {gpu} runs no NVFP4 matrix multiplies (NVFP4 training needs NVIDIA Blackwell: B200, GB200, B300, GB300, RTX PRO 6000, RTX 50, DGX Spark); allowed: {allowed}</source>
        <translation>{gpu} 无法运行 NVFP4 矩阵乘法（NVFP4 训练需要 NVIDIA Blackwell：B200、GB200、B300、GB300、RTX PRO 6000、RTX 50、DGX Spark）；允许：{allowed}</translation>
    </message>
    <message>
        <source>the {sliding} sliding-window layers must not exceed the {layers} layers</source>
        <translation>{sliding} 个滑动窗口层不得超过总层数 {layers}</translation>
    </message>
    <message>
        <source>this model&apos;s family</source>
        <translation>此模型的系列</translation>
    </message>
    <message>
        <source>torch.compile fuses the norms itself; allowed: off (or compile off)</source>
        <translation>torch.compile 会自行融合 norm；允许：关闭（或关闭 compile）</translation>
    </message>
    <message>
        <source>tp × pp ({tp}×{pp}) does not divide the number of GPUs ({gpus}); allowed: pp {allowed}</source>
        <translation>tp × pp（{tp}×{pp}）不能整除 GPU 数（{gpus}）；允许：pp {allowed}</translation>
    </message>
    <message>
        <source>tp × pp ({tp}×{pp}) does not divide the number of training GPUs ({gpus}); allowed: pp {allowed}</source>
        <translation>tp × pp（{tp}×{pp}）不能整除训练 GPU 数（{gpus}）；允许：pp {allowed}</translation>
    </message>
    <message>
        <source>tp × pp × cp ({tp}×{pp}×{cp}) must divide the number of GPUs ({gpus})</source>
        <translation>tp × pp × cp（{tp}×{pp}×{cp}）必须能整除 GPU 数（{gpus}）</translation>
    </message>
    <message>
        <source>tp × pp × cp ({tp}×{pp}×{cp}) must divide the training GPUs ({train}: the plan&apos;s {gpus} less the inference engine&apos;s {engine}); allowed: {allowed}</source>
        <translation>tp × pp × cp（{tp}×{pp}×{cp}）必须整除训练用的 GPU 数（{train}：计划的 {gpus} 张减去推理引擎的 {engine} 张）；允许：{allowed}</translation>
    </message>
    <message>
        <source>trainable embeddings and output layer</source>
        <translation>可训练的嵌入层与输出层</translation>
    </message>
    <message>
        <source>training {layers} (Mamba-1) layers is not modelled (the selective scan&apos;s saved tensors are not counted); allowed: inference</source>
        <translation>训练 {layers}（Mamba-1）层未建模（选择性扫描保存的张量未计入）；允许：inference</translation>
    </message>
    <message>
        <source>training {layers} layers (MiniMax-Text-01/M1) is not modelled (what its kernel keeps for backward is not counted); allowed: inference</source>
        <translation>训练 {layers} 层（MiniMax-Text-01/M1）未建模（其内核为反向传播保留的张量未计入）；允许：inference</translation>
    </message>
    <message>
        <source>turn on {recompute} (full) for {n:,} of every {per:,} layers ({f} {n:,})</source>
        <translation>开启 {recompute}（全部重算），每 {per:,} 层中重算 {n:,} 层（{f} {n:,}）</translation>
    </message>
    <message>
        <source>turn {field} on</source>
        <translation>开启 {field}</translation>
    </message>
    <message>
        <source>unknown module {module}; allowed: {allowed}</source>
        <translation>未知的模块 {module}；允许：{allowed}</translation>
    </message>
    <message>
        <source>unknown target {target}; allowed: {allowed}</source>
        <translation>未知的目标 {target}；允许：{allowed}</translation>
    </message>
    <message>
        <source>unknown {value}; allowed: {allowed}</source>
        <translation>未知的 {value}；允许：{allowed}</translation>
    </message>
    <message>
        <source>vLLM stops at start-up: {field} ({seqs:,}) exceeds the {blocks:,} cache blocks this plan leaves it, and under CUDA graphs every running sequence of a hybrid model needs one; set {field} to {blocks:,} or fewer, or give the KV cache more memory.</source>
        <translation>vLLM 会在启动时停止：{field}（{seqs:,}）超过此方案留给它的 {blocks:,} 个缓存块，而在 CUDA 图下，混合模型的每个运行中序列都需要一个块；请将 {field} 设为 {blocks:,} 或更少，或给 KV 缓存更多显存。</translation>
    </message>
    <message>
        <source>vLLM&apos;s -tp {tp} -dp {dp} on a dense model runs {dp} independent replicas of tp {tp}: planned as replicas of tp {tp}, as many as the {gpus} GPUs hold, with no attention groups (its ranks share layers only on a mixture of experts).</source>
        <translation>vLLM 的 -tp {tp} -dp {dp} 在稠密模型上运行 {dp} 个 tp {tp} 的独立副本：规划为 tp {tp} 的副本，数量为 {gpus} 张 GPU 所能容纳，不分注意力组（其各 rank 只在混合专家模型上共用层）。</translation>
    </message>
    <message>
        <source>vLLM&apos;s -tp {tp} -dp {dp}: its data-parallel ranks share the expert layers, so it is planned as one replica of {whole} GPUs, tp {whole} with attention_dp {dp} (vLLM counts its ranks beside tensor parallelism; this plan counts a replica&apos;s GPUs).</source>
        <translation>vLLM 的 -tp {tp} -dp {dp}：其数据并行 rank 共用专家层，因此规划为一个 {whole} 张 GPU 的副本，tp {whole}、attention_dp {dp}（vLLM 把 rank 与张量并行分开计数；本规划计算的是一个副本的 GPU 数）。</translation>
    </message>
    <message>
        <source>vLLM&apos;s ROCm sparse-attention backend keeps the KV cache in bf16 (rocm_aiter_mla_sparse); allowed: bf16</source>
        <translation>vLLM 的 ROCm 稀疏注意力后端以 bf16 保存 KV 缓存（rocm_aiter_mla_sparse）；允许：bf16</translation>
    </message>
    <message>
        <source>weights on the CPU are planned with one GPU (the plan has {gpus}); allowed: unset, or gpus_per_node 1 and nodes 1</source>
        <translation>放在 CPU 的权重只以单张 GPU 规划（方案有 {gpus} 张）；允许：未设置，或 gpus_per_node 1 且 nodes 1</translation>
    </message>
    <message>
        <source>with other cards every card is one pipeline stage; allowed: {gpus} (the plan&apos;s GPUs)</source>
        <translation>有其他显卡时，每张卡是一个流水线阶段；允许：{gpus}（方案的 GPU 数）</translation>
    </message>
    <message>
        <source>{accum_given} differs from what the global batch sets ({sequences:,} sequences ÷ (micro-batch {micro_batch} × {dp} data-parallel ranks) = {accum}); allowed: unset, or {accum}</source>
        <translation>{accum_given} 与全局批次决定的值不同（{sequences:,} 个序列 ÷（微批次 {micro_batch} × {dp} 个数据并行进程）= {accum}）；允许：未设置，或 {accum}</translation>
    </message>
    <message>
        <source>{alias} is planned as {method}: {why}</source>
        <translation>{alias} 按 {method} 规划：{why}</translation>
    </message>
    <message>
        <source>{alias} is planned with the {profile} profile: {why}</source>
        <translation>{alias} 按 {profile} 配置估算：{why}</translation>
    </message>
    <message>
        <source>{batch:,} completions per optimizer step is more than the step generates ({prompts:,} prompts × {each} completions = {completions:,}); allowed: 1 to {completions:,}</source>
        <translation>每个优化器步骤 {batch:,} 个回复，多于每一步生成的数量（{prompts:,} 个提示 × {each} 个回复 = {completions:,}）；允许：1 到 {completions:,}</translation>
    </message>
    <message>
        <source>{batch:,} completions per optimizer step must be shared equally by the {dp} training data-parallel ranks and divide the step&apos;s {completions:,}; allowed: {allowed}</source>
        <translation>每个优化器步骤 {batch:,} 个回复，必须能由 {dp} 个训练数据并行 rank 平分，并能整除每步的 {completions:,} 个回复；允许：{allowed}</translation>
    </message>
    <message>
        <source>{chosen} experts per token: allowed from 1 to the {experts} experts</source>
        <translation>每个 token {chosen} 个专家：允许 1 到 {experts}（专家总数）</translation>
    </message>
    <message>
        <source>{count} image(s) of {size:,} px take {images:,} image tokens, more than the {room:,} of {length}; allowed: fewer or smaller images, or a longer {length}</source>
        <translation>{count} 张 {size:,} 像素的图像占用 {images:,} 个图像 token，超过 {length} 的 {room:,}；允许：更少或更小的图像，或更长的 {length}</translation>
    </message>
    <message>
        <source>{count} image(s) of {width:,} × {height:,} px take {images:,} image tokens, more than the {room:,} of {length}; allowed: fewer or smaller images, or a longer {length}</source>
        <translation>{count} 张 {width:,} × {height:,} 像素的图像占用 {images:,} 个图像 token，超过 {length} 的 {room:,}；允许：更少或更小的图像，或更长的 {length}</translation>
    </message>
    <message>
        <source>{count} image(s) take {images:,} image tokens, more than the {room:,} of {length}; allowed: fewer or smaller images, or a longer {length}</source>
        <translation>{count} 张图像占用 {images:,} 个图像 token，超过 {length} 的 {room:,}；允许：更少或更小的图像，或更长的 {length}</translation>
    </message>
    <message>
        <source>{dataset} holds {what} of {longest:,} tokens at most, not {given:,} on average; allowed: custom lengths, or {field} up to {longest:,}</source>
        <translation>{dataset} 的{what}最多 {longest:,} 个 token，平均不可能为 {given:,}；允许：自定长度，或 {field} 不超过 {longest:,}</translation>
    </message>
    <message>
        <source>{dataset}: the average answer length is not published; taken at the cap every request asks for, {cap:,} tokens (set the answer average to a run&apos;s own).</source>
        <translation>{dataset}：平均回答长度未公布；取每个请求所要求的上限 {cap:,} 个 token（可把回答平均值设为某次运行自己的值）。</translation>
    </message>
    <message>
        <source>{draft} ({draft_b:.1f}B parameters) is not smaller than the target {target} ({target_b:.1f}B); allowed: a smaller model with the target&apos;s tokenizer</source>
        <translation>{draft}（{draft_b:.1f}B 参数）并不比目标模型 {target}（{target_b:.1f}B）小；允许：使用目标模型分词器的较小模型</translation>
    </message>
    <message>
        <source>{draft} has a vocabulary of {vocab:,} tokens, the target {target_vocab:,}; allowed: a model with the target&apos;s tokenizer</source>
        <translation>{draft} 的词表有 {vocab:,} 个 token，目标模型为 {target_vocab:,}；允许：使用目标模型分词器的模型</translation>
    </message>
    <message>
        <source>{entries} entries; allowed: ≤ {most}</source>
        <translation>{entries} 个条目；允许：≤ {most}</translation>
    </message>
    <message>
        <source>{ep} does not divide the GPUs of a pipeline stage (GPUs ÷ pp = {gpus} ÷ {pp} = {stage}); allowed: {allowed}</source>
        <translation>{ep} 不能整除一个流水线阶段的 GPU 数（GPU 数 ÷ pp = {gpus} ÷ {pp} = {stage}）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{ep} does not divide the model&apos;s {experts} experts and their {copies} redundant copies ({physical}); allowed: {allowed}</source>
        <translation>{ep} 无法整除模型的 {experts} 个专家与其 {copies} 个冗余副本（{physical}）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{ep} does not divide the model&apos;s {experts} experts; allowed: {allowed}</source>
        <translation>{ep} 不能整除模型的 {experts} 个专家；允许：{allowed}</translation>
    </message>
    <message>
        <source>{ep} does not divide the replica&apos;s {tp} tensor-parallel GPUs (a serving engine spreads the experts over the GPUs of one replica); allowed: {allowed}</source>
        <translation>{ep} 无法整除副本的 {tp} 张张量并行 GPU（推理引擎把专家分散在同一副本的 GPU 上）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{ep} does not divide the replica&apos;s {tp} tensor-parallel GPUs (a serving engine spreads the experts over the GPUs of one replica); allowed: {allowed} — an engine&apos;s data-parallel size {dp} with expert parallelism over tensor parallelism {tp} is tp {whole} with attention_dp {dp} and ep {whole} here</source>
        <translation>{ep} 无法整除副本的 {tp} 张张量并行 GPU（推理引擎把专家分散在同一副本的 GPU 上）；允许：{allowed}——引擎的数据并行数 {dp} 搭配专家并行、张量并行 {tp}，在这里写成 tp {whole}、attention_dp {dp}、ep {whole}</translation>
    </message>
    <message>
        <source>{ep} is not allowed; allowed: 1 (dense model)</source>
        <translation>不允许 {ep}；允许：1（稠密模型）</translation>
    </message>
    <message>
        <source>{etp} × ep {ep} does not divide the GPUs of a pipeline stage ({stage}): Megatron-Core builds its expert groups of expert tensor × expert parallel ranks (expert tensor parallel {how}); allowed: {allowed}</source>
        <translation>{etp} × ep {ep} 不能整除一个流水线阶段的 GPU 数（{stage}）：Megatron-Core 以专家张量 × 专家并行进程组成专家组（专家张量并行{how}）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{family} models</source>
        <translation>{family} 模型</translation>
    </message>
    <message>
        <source>{field} is not used at a request rate: its arrivals start no wave together; the latencies are the steady state at the rate.</source>
        <translation>设置请求速率时不使用 {field}：随机到达的请求不会一起形成一波；延迟为该速率下的稳定状态。</translation>
    </message>
    <message>
        <source>{field}: {text}</source>
        <translation>{field}：{text}</translation>
    </message>
    <message>
        <source>{format} is MLX&apos;s format (mlx_lm.convert); allowed: mlx</source>
        <translation>{format} 是 MLX 的格式（mlx_lm.convert）；允许：mlx</translation>
    </message>
    <message>
        <source>{framework} batches {method} by sequences (micro_batch), not by a token budget; allowed: unset</source>
        <translation>{framework} 的 {method} 按序列条数（micro_batch）分批，不按 token 上限；允许：不设置</translation>
    </message>
    <message>
        <source>{framework} casts FP8 weights for its FSDP all-gather, which ZeRO stage {zero} does not run; allowed: off, or zero 3</source>
        <translation>{framework} 只为 FSDP 全收集把权重转为 FP8，而 ZeRO 阶段 {zero} 不做这种收集；允许：off，或 zero 3</translation>
    </message>
    <message>
        <source>{framework} does not generate with {rollout} ({source}); allowed: {allowed}</source>
        <translation>{framework} 不以 {rollout} 方式生成（{source}）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer FP8 training; allowed: {allowed}</source>
        <translation>{framework} 不提供 FP8 训练；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer NVFP4 training (Transformer Engine&apos;s NVFP4 recipe runs in megatron and nemo); allowed: {allowed}</source>
        <translation>{framework} 不提供 NVFP4 训练（Transformer Engine 的 NVFP4 配方在 megatron 和 nemo 中运行）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer context parallelism; allowed: 1</source>
        <translation>{framework} 不提供上下文并行；允许：1</translation>
    </message>
    <message>
        <source>{framework} does not offer pipeline parallelism (its trainer runs no micro-batch pipeline; a device_map split of the layers, where it has one, is not modelled); allowed: 1, or its backend that does ({own}), by that name (the profiles that do, for this method: {profiles})</source>
        <translation>{framework} 不提供流水线并行（其训练器不执行微批次流水线；若有以 device_map 把各层分到多张 GPU 的做法，并未建模）；允许：1，或以其提供流水线并行的后端名称（{own}）（此方法下提供的配置：{profiles}）</translation>
    </message>
    <message>
        <source>{framework} does not offer tensor parallelism in training (its trainer shards by data and sequence); allowed: 1 ({other} does)</source>
        <translation>{framework} 在训练中不提供张量并行（其训练器只按数据与序列切分）；允许：1（{other} 提供）</translation>
    </message>
    <message>
        <source>{framework} does not offer {field}; allowed: off (the profiles that do, for this method: {profiles})</source>
        <translation>{framework} 不提供 {field}；允许：关闭（此方法下提供的配置：{profiles}）</translation>
    </message>
    <message>
        <source>{framework} does not offer {kind} context parallelism; {allowed}</source>
        <translation>{framework} 不提供 {kind} 上下文并行；{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer {method}; allowed: {allowed}</source>
        <translation>{framework} 不提供 {method}；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer {technique} during the update; its offload moves the weights and optimizer states to host RAM while the engine generates: {field}; allowed: none</source>
        <translation>{framework} 在更新期间不提供 {technique}；其卸载是在引擎生成时把权重与优化器状态移到主机内存：{field}；允许：无</translation>
    </message>
    <message>
        <source>{framework} does not offer {technique}; allowed: {allowed}</source>
        <translation>{framework} 不提供 {technique}；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not offer {technique}; {allowed}</source>
        <translation>{framework} 不提供 {technique}；{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not run on the {gpu} (Apple silicon: no CUDA or ROCm); allowed: {allowed}</source>
        <translation>{framework} 无法在 {gpu} 上运行（Apple silicon：没有 CUDA 或 ROCm）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not run sparse attention (DeepSeek Sparse Attention) as modelled here; allowed: {allowed}</source>
        <translation>{framework} 不以此处建模的方式运行稀疏注意力（DeepSeek Sparse Attention）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not run {architecture} models ({why}); allowed: {allowed}</source>
        <translation>{framework} 不能运行 {architecture} 模型（{why}）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not shard through {sharding}; allowed: {allowed}</source>
        <translation>{framework} 不通过 {sharding} 进行分片；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not train sparse attention (DeepSeek Sparse Attention) as modelled here (its Megatron-Core sparse-attention path was not read); allowed: {allowed}</source>
        <translation>{framework} 不以此处建模的方式训练稀疏注意力（DeepSeek Sparse Attention）（其 Megatron-Core 稀疏注意力路径未经查阅）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} gathers FP8 weights with torchao&apos;s tensorwise recipe only (fp8 recipe is {recipe}); allowed: off, or fp8_recipe tensorwise</source>
        <translation>{framework} 只在 torchao 的张量级配方下以 FP8 收集权重（FP8 配方为 {recipe}）；允许：off，或 fp8_recipe tensorwise</translation>
    </message>
    <message>
        <source>{framework} generates ahead for its group methods only (GRPO, RLOO, DAPO), not {method}; allowed: 0</source>
        <translation>{framework} 只对其组方法（GRPO、RLOO、DAPO）提前生成，{method} 不行；允许：0</translation>
    </message>
    <message>
        <source>{framework} generates at most {most} step(s) ahead ({source}); allowed: 0 to {most}</source>
        <translation>{framework} 最多提前 {most} 步生成（{source}）；允许：0 到 {most}</translation>
    </message>
    <message>
        <source>{framework} has {method}, but the planner does not model it: {why}; allowed: {allowed}</source>
        <translation>{framework} 提供 {method}，但本规划工具未建模：{why}；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} keeps the {layers} layers whole on every tensor-parallel GPU ({source}), which is not modelled; allowed: 1</source>
        <translation>{framework} 在每张张量并行 GPU 上保留完整的 {layers} 层（{source}），此情形未建模；允许：1</translation>
    </message>
    <message>
        <source>{framework} names the routed experts&apos; matrices as the MLP&apos;s (linear_fc1, linear_fc2): LoRA on the MLP adapts every expert too, and this plan counts their adapters ({source})</source>
        <translation>{framework} 把路由专家的矩阵命名得与 MLP 相同（linear_fc1、linear_fc2）：对 MLP 加 LoRA 也会给每个专家加上适配器，本方案已计入它们（{source}）</translation>
    </message>
    <message>
        <source>{framework} runs Ulysses through DeepSpeed (accelerate&apos;s ParallelismConfig, sp_backend deepspeed); allowed: 1, 2, 3</source>
        <translation>{framework} 的 Ulysses 经由 DeepSpeed 运行（accelerate 的 ParallelismConfig，sp_backend deepspeed）；允许：1、2、3</translation>
    </message>
    <message>
        <source>{framework} runs Ulysses through DeepSpeed (accelerate&apos;s ParallelismConfig, sp_backend deepspeed); allowed: deepspeed</source>
        <translation>{framework} 通过 DeepSpeed 运行 Ulysses（accelerate 的 ParallelismConfig，sp_backend deepspeed）；允许：deepspeed</translation>
    </message>
    <message>
        <source>{framework} runs multi-step scheduling (V0) without async scheduling; allowed: 1 with async scheduling</source>
        <translation>{framework} 的多步调度（V0）不搭配异步调度；开启异步调度时允许：1</translation>
    </message>
    <message>
        <source>{framework} runs pipeline stages only through its own backend, so this plan is planned with the {backend} profile ({id}), its defaults and sources; set {field} to 1 to plan with {framework} itself.</source>
        <translation>{framework} 只通过自己的后端运行流水线阶段，因此本规划改用 {backend} 配置（{id}）及其默认值与来源；将 {field} 设为 1 即以 {framework} 本身规划。</translation>
    </message>
    <message>
        <source>{framework} runs the synchronous on-policy loop only; allowed: 0 (the profiles that generate ahead: {profiles})</source>
        <translation>{framework} 只运行同步的 on-policy 循环；允许：0（可提前生成的配置：{profiles}）</translation>
    </message>
    <message>
        <source>{framework} takes {share:.0%} of the card and keeps {need} beside it (CUDA context, communication buffers, allocator reserve, CUDA graphs); the card has {rest} left: lower the memory share ({field}).</source>
        <translation>{framework} 占用整张卡的 {share:.0%}，另外还保留 {need}（CUDA 上下文、通信缓冲区、分配器保留、CUDA 图）；这张卡只剩 {rest}：请调低显存份额（{field}）。</translation>
    </message>
    <message>
        <source>{framework} trains pipeline stages for {methods} only (torchtitan&apos;s), not {method}; allowed: 1 (the profiles that do, for this method: {profiles})</source>
        <translation>{framework} 仅对 {methods} 训练流水线阶段（torchtitan 的做法），不支持 {method}；允许：1（此方法下提供的配置：{profiles}）</translation>
    </message>
    <message>
        <source>{framework} trains {method} on one GPU only ({source}); allowed: 1</source>
        <translation>{framework} 仅在单张 GPU 上训练 {method}（{source}）；允许：1</translation>
    </message>
    <message>
        <source>{framework}&apos;s attention data parallelism makes every one of the {tp} tensor-parallel GPUs a group of its own, not {groups} groups; allowed: 1 or {tp}</source>
        <translation>{framework} 的注意力数据并行让 {tp} 张张量并行 GPU 各自成为一组，而不是 {groups} 组；允许：1 或 {tp}</translation>
    </message>
    <message>
        <source>{framework}&apos;s expert parallelism spreads the experts over all of a replica&apos;s {tp} GPUs, not {ep} of them; allowed: 1 or {tp}</source>
        <translation>{framework} 的专家并行把专家分散到副本的全部 {tp} 张 GPU 上，而不是其中 {ep} 张；允许：1 或 {tp}</translation>
    </message>
    <message>
        <source>{given:,} tokens is shorter than the {media:,} tokens each sample&apos;s images or video take (a sample&apos;s length counts them); allowed: at least {media:,}</source>
        <translation>{given:,} 个 token 短于每个样本的图片或视频所占的 {media:,} 个 token（样本长度包含它们）；允许：至少 {media:,}</translation>
    </message>
    <message>
        <source>{given:,} tokens is shorter than the {media:,} tokens of the image the model takes in each sample by default (a sample&apos;s length counts them); allowed: at least {media:,}, or {images} 0 for text-only samples</source>
        <translation>{given:,} 个 token 短于模型默认每个样本所含图片的 {media:,} 个 token（样本长度包含它们）；允许：至少 {media:,}，或将 {images} 设为 0 表示纯文本样本</translation>
    </message>
    <message>
        <source>{gpus:,} GPUs in all: {replicas:,.0f} decode replica(s) of {per} GPUs and {prefill:,} prefill replica(s) of {each} (the plan&apos;s {plan_prefill:,} prefill to {plan_decode:,} decode, rounded up)</source>
        <translation>共 {gpus:,} 张 GPU：{replicas:,.0f} 个每个 {per} 张 GPU 的解码副本，与 {prefill:,} 个每个 {each} 张的预填充副本（依计划 {plan_prefill:,} 个预填充对 {plan_decode:,} 个解码的比例，向上取整）</translation>
    </message>
    <message>
        <source>{layers} is more than a virtual pipeline stage holds ({per_chunk}): with interleaving Megatron counts them per model chunk; allowed: 1 to {per_chunk}</source>
        <translation>{layers} 超过一个虚拟流水线阶段的层数（{per_chunk}）：交错调度时 Megatron 按每个模型分块计算；允许：1 到 {per_chunk}</translation>
    </message>
    <message>
        <source>{method} compares the completions of one prompt with each other; {completions} is not allowed; allowed: 2 to 1,024</source>
        <translation>{method} 会比较同一提示的各个回复；不允许 {completions}；允许：2 到 1,024</translation>
    </message>
    <message>
        <source>{model} routes each token to {k} of {experts} experts: {engine} runs them through Triton fused-MoE kernels, timed here at {share:.1%} of the {dtype} peak, what vLLM&apos;s kernel benchmarks measured for such experts on an H100/H200-class GPU, rather than at the prefill utilisation of the rest: where prefill and large decode batches are bound by compute, they take longer by as much (Explain: prefill tokens/s).</source>
        <translation>{model} 每个 token 路由到 {experts} 个专家中的 {k} 个：{engine} 以 Triton 写成的融合 MoE 内核执行它们，此处以 {dtype} 峰值的 {share:.1%} 计时——即 vLLM 的内核基准在 H100/H200 级 GPU 上对这类专家测得的比例——而非其余部分的预填充利用率；预填充与大批次解码受算力限制时，会相应变长（计算说明：预填充吞吐量）。</translation>
    </message>
    <message>
        <source>{model}&apos;s routed experts are timed at what {engine}&apos;s fused-MoE kernels were measured to reach where they were measured ({measured}); on the other GPUs ranked they run at the prefill utilisation, so those options&apos; prefill and time to first token are optimistic.</source>
        <translation>{model} 的路由专家在有实测之处以 {engine} 融合 MoE 内核的实测比例计时（{measured}）；在其他列出的 GPU 上则以预填充利用率计算，因此这些选项的预填充与首 token 时间偏乐观。</translation>
    </message>
    <message>
        <source>{pct} is judged at a request rate ({rate}) or over a simulated benchmark run ({run}); here the latency targets are judged on the means</source>
        <translation>{pct} 仅在给定请求速率（{rate}）或模拟的基准测试（{run}）时判定；此处延迟目标以平均值判定</translation>
    </message>
    <message>
        <source>{pct} is set but no latency target is ({ttft}, {tpot}): nothing is judged at it, its latencies are shown</source>
        <translation>已设置 {pct} 但未设置延迟目标（{ttft}、{tpot}）：不以它判定任何目标，仅显示其延迟</translation>
    </message>
    <message>
        <source>{prefill} prefill replica(s) of {ptp} × pp {pp} GPUs leave {left} of the {gpus} GPUs, not a whole number of decode replicas of tp × pp = {decode}; allowed: GPUs = prefill replicas × {ptp} × {pp} + decode replicas × {decode} (prefill replicas at most {most} here)</source>
        <translation>{prefill} 个 {ptp} × pp {pp} 张 GPU 的预填充副本留下 {gpus} 张 GPU 中的 {left} 张，不是 tp × pp = {decode} 的解码副本的整数倍；允许：GPU 数 = 预填充副本数 × {ptp} × {pp} + 解码副本数 × {decode}（此处预填充副本最多 {most} 个）</translation>
    </message>
    <message>
        <source>{reason}; allowed: off</source>
        <translation>{reason}；允许：关闭</translation>
    </message>
    <message>
        <source>{tokens:,} is not a whole number of preference pairs of two {seq_len:,}-token sequences; allowed: multiples of {pair:,}</source>
        <translation>{tokens:,} 不是整数个偏好对（每对两条 {seq_len:,} token 的序列）；允许：{pair:,} 的倍数</translation>
    </message>
    <message>
        <source>{total:,} tokens does not hold the {prompt:,}-token prompt and a {completion:,}-token completion; allowed: {least:,} to {most:,}</source>
        <translation>{total:,} 个 token 容纳不下 {prompt:,} 个 token 的提示和 {completion:,} 个 token 的回复；允许：{least:,} 到 {most:,}</translation>
    </message>
    <message>
        <source>{tp} does not split the heads of the {layers} layers ({heads} heads, {groups} key heads or groups): each tensor-parallel rank takes whole heads; allowed: {allowed}</source>
        <translation>{tp} 无法切分 {layers} 层的头（{heads} 个头、{groups} 个 key 头或组）：每个张量并行 rank 须分到完整的头；允许：{allowed}</translation>
    </message>
    <message>
        <source>{what} averaging {mean:,} tokens up to {longest:,} cannot spread evenly (the shortest would be under {floor:,} tokens): they are taken as a long tail from {floor:,} to {longest:,}, the spread of greatest entropy with that average — most short, a few long, as in chat data sets such as ShareGPT; the real distribution may differ.</source>
        <translation>{what}平均 {mean:,} 个 token、最长 {longest:,}，无法均匀分布（最短的会少于 {floor:,} 个 token）：视为从 {floor:,} 到 {longest:,} 的长尾分布，即此平均值下熵最大的分布——多数短、少数很长，如 ShareGPT 等对话数据集；实际分布可能不同。</translation>
    </message>
    <message>
        <source>× {updates} optimizer steps a step</source>
        <translation>× 每步 {updates} 个优化器步骤</translation>
    </message>
    <message>
        <source>{most:,} is shorter than the average of {mean:,} tokens; allowed: {mean:,} or more</source>
        <translation>{most:,} 比平均的 {mean:,} 个 token 还短；允许：{mean:,} 或以上</translation>
    </message>
    <message>
        <source>layers split across all GPUs</source>
        <translation>所有 GPU 按层切分</translation>
    </message>
    <message>
        <source> (LoRA over MLX&apos;s quantized weights is --method qlora)</source>
        <translation>（在 MLX 量化权重上的 LoRA 请用 --method qlora）</translation>
    </message>
    <message>
        <source> (nearest: {names})</source>
        <translation>（最接近：{names}）</translation>
    </message>
    <message>
        <source>A graph of the whole step keeps its own memory pool, not counted here: torchtitan measured 6% more on Llama 3.1 70B (PR #2050), Megatron-Bridge warns of up to 1.5–2× the peak.</source>
        <translation>整步的图保有自己的内存池，此处未计入：torchtitan 在 Llama 3.1 70B 上测得多 6%（PR #2050），Megatron-Bridge 警告峰值可能达 1.5–2 倍。</translation>
    </message>
    <message>
        <source>A reward model: {model} is trained as a sequence classifier, a one-output score head on each sequence&apos;s last token in place of the LM head, so no logits over the vocabulary are built (the parameter counts are the classifier&apos;s).</source>
        <translation>奖励模型：{model} 按序列分类器训练，用每个序列最后一个 token 上的单一输出评分头取代 LM head，因此不会生成整个词表的 logits（参数量为分类器的）。</translation>
    </message>
    <message>
        <source>AWS Trainium runs the Neuron SDK (NxD Training, NxD Inference, vLLM&apos;s Neuron plugin), which is not modelled here</source>
        <translation>AWS Trainium 使用 Neuron SDK（NxD Training、NxD Inference、vLLM 的 Neuron 插件），本工具未建模</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>At {batch:,} concurrent requests, {daily:,.0f} requests a day ({load}) keep the replicas busy {busy:,.1f} days of the {days:,.0f}-day period: they cannot carry that load. Add replicas (the KV cache holds {limit:,.0f} requests at a time).</source>
        <translation>同时处理 {batch:,} 个请求时，每天 {daily:,.0f} 个请求（{load}）会让副本在 {days:,.0f} 天的周期内忙碌 {busy:,.1f} 天：无法承担这样的负载。请增加副本（KV 缓存一次可容纳 {limit:,.0f} 个请求）。</translation>
    </message>
    <message>
        <source>At {batch:,} concurrent requests, {daily:,.0f} requests a day ({load}) keep the replicas busy {busy:,.1f} days of the {days:,.0f}-day period: they cannot carry that load. Raise {field} (the KV cache holds {limit:,.0f}) or add replicas.</source>
        <translation>同时处理 {batch:,} 个请求时，每天 {daily:,.0f} 个请求（{load}）会让副本在 {days:,.0f} 天的周期内忙碌 {busy:,.1f} 天：无法承担这样的负载。请提高 {field}（KV 缓存可容纳 {limit:,.0f} 个）或增加副本。</translation>
    </message>
    <message>
        <source>Communication bound on the GPU link ({fabric}): {transfer_s:.3g} s of transfers per step vs {compute_s:.3g} s of compute.</source>
        <translation>受 GPU 间连接（{fabric}）通信所限：每步传输 {transfer_s:.3g} 秒，计算 {compute_s:.3g} 秒。</translation>
    </message>
    <message>
        <source>DeepEP spreads the experts over every GPU of the replica (SGLang sets ep_size to tp_size with --moe-a2a-backend deepep; vLLM&apos;s expert parallelism is TP × DP): ep {ep} is not the replica&apos;s {tp} GPUs; allowed: off, or ep {tp}</source>
        <translation>DeepEP 把专家分散到副本的每张 GPU 上（SGLang 在 --moe-a2a-backend deepep 时把 ep_size 设为 tp_size；vLLM 的专家并行为 TP × DP）：ep {ep} 不等于副本的 {tp} 张 GPU；允许：关闭，或 ep {tp}</translation>
    </message>
    <message>
        <source>Evaluation is not timed on its own line: {given} is set without {other}, so its pauses are left to the run&apos;s stalls (the goodput); set {other} to time them.</source>
        <translation>评估未单列计时：设置了 {given} 却未设置 {other}，其暂停时间归入运行的停顿（有效训练比例）；设置 {other} 即可计时。</translation>
    </message>
    <message>
        <source>FP8 attention runs in cuDNN&apos;s fused kernels, not in eager attention</source>
        <translation>FP8 注意力只在 cuDNN 的融合内核中执行，不在即时（eager）注意力中</translation>
    </message>
    <message>
        <source>GRPO with one completion a prompt: {framework} gives a group of one the mean 0 and the deviation 1, so its reward is the advantage and the step trains as REINFORCE without a baseline ({source})</source>
        <translation>每个提示只生成一个回复的 GRPO：{framework} 对只有一个成员的组设平均值为 0、标准差为 1，因此其奖励即为优势值，这一步等同不带基线的 REINFORCE（{source}）</translation>
    </message>
    <message>
        <source>Host-launch bound: the host takes {launch_s:.3g} s to launch a step&apos;s kernels, {exposed_s:.3g} s more than the GPUs take to run them (Megatron-Core launches each local expert&apos;s GEMMs one by one). A larger {mb_field}, or a larger {ep_field} (fewer experts on each GPU), keeps the GPUs busy.</source>
        <translation>受主机启动所限：主机启动一步的内核要 {launch_s:.3g} 秒，比 GPU 执行它们多出 {exposed_s:.3g} 秒（Megatron-Core 逐一启动每个本地专家的 GEMM）。加大 {mb_field}，或加大 {ep_field}（每张 GPU 上的专家更少），可让 GPU 保持忙碌。</translation>
    </message>
    <message>
        <source>Host-launch bound: the host takes {launch_s:.3g} s to launch a step&apos;s kernels, {exposed_s:.3g} s more than the GPUs take to run them. A larger {mb_field} keeps the GPUs busy.</source>
        <translation>受主机启动所限：主机启动一步的内核要 {launch_s:.3g} 秒，比 GPU 执行它们多出 {exposed_s:.3g} 秒。加大 {mb_field} 可让 GPU 保持忙碌。</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s layer graphs capture a mixture&apos;s router, which the recompute of its MoE block cannot run beside; allowed: none, full_iteration (or recompute_modules without moe)</source>
        <translation>Megatron-Core 的逐层图会捕获混合专家的路由器，无法与其 MoE 块的重算并存；允许：none、full_iteration（或 recompute_modules 不含 moe）</translation>
    </message>
    <message>
        <source>Memory is sized for {tokens:,} tokens a micro-batch, not {rows} rows of the sequence length {seq_len:,}: its sequences are concatenated without padding ({padding}), and the fullest holds the longest sample ({longest_words}) beside samples of the mean length.</source>
        <translation>内存按每个微批次 {tokens:,} 个 token 估算，而非 {rows} 行序列长度 {seq_len:,}：其序列不经填充首尾相接（{padding}），最满的微批次含最长样本（{longest_words}）与其余平均长度的样本。</translation>
    </message>
    <message>
        <source>MoE layers: DeepEP&apos;s dispatch and combine all-to-alls over the expert-parallel GPUs in place of the all-reduces (counted in the all-reduce seconds); a step of decodes alone runs its low-latency kernels, a copy of each token to every GPU holding one of its experts, a step with prompt tokens its normal kernels, one copy a node</source>
        <translation>MoE 层：以 DeepEP 在专家并行 GPU 之间的分派与合并 all-to-all 取代 all-reduce（计入 all-reduce 秒数）；只有解码的一步使用其低延迟内核，每个 token 对每张持有其专家之一的 GPU 各送一份，含提示词 token 的一步使用其普通内核，每个节点一份</translation>
    </message>
    <message>
        <source>NeMo turns CUDA graphs off under Megatron-Core&apos;s FSDP (ZeRO stage 3); allowed: none (or zero below 3)</source>
        <translation>在 Megatron-Core 的 FSDP（ZeRO 第 3 阶段）下，NeMo 会关闭 CUDA 图；允许：none（或 zero 低于 3）</translation>
    </message>
    <message>
        <source>No step count given: assuming {steps:,} steps (set {field}, or the dataset&apos;s samples).</source>
        <translation>未指定步数：假设 {steps:,} 步（请设置 {field}，或数据集的样本数）。</translation>
    </message>
    <message>
        <source>On the {gpu} {framework} serves the {format} weights weight-only through Marlin&apos;s kernel (4-bit reads, 16-bit matrix multiplies; {source}), timed as its 4-bit Marlin kernels run.</source>
        <translation>在 {gpu} 上，{framework} 以 Marlin 内核仅量化权重的方式运行 {format} 权重（以 4 位读取、以 16 位做矩阵乘法；{source}），按其 4 位 Marlin 内核的速率计时。</translation>
    </message>
    <message>
        <source>Prefill replicas of tp {ptp} beside decode replicas of tp {tp} (pp {pp} each): the memory shown is the {side} replicas&apos; per GPU (the side that does not fit, else the fuller); the {other_side} replicas&apos; is {other_bytes} per GPU.</source>
        <translation>tp {ptp} 的预填充副本与 tp {tp} 的解码副本（各为 pp {pp}）：显示的是{side}副本每张 GPU 的显存（容纳不下的一方，否则为较满的一方）；{other_side}副本每张 GPU 为 {other_bytes}。</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>RLOO with one completion a prompt: {framework} has no other completion to take a baseline from, so its reward is the advantage and the step trains as REINFORCE without a baseline ({source})</source>
        <translation>每个提示只生成一个回复的 RLOO：{framework} 没有其他回复可作为基线，因此其奖励即为优势值，这一步等同不带基线的 REINFORCE（{source}）</translation>
    </message>
    <message>
        <source>Static batches pad to their longest prompt: with prompts {how} from {low:,} to {high:,} tokens (average {mean:,}), a batch of {batch:,.0f} is prefilled at {longest:,.0f} tokens a prompt on average.</source>
        <translation>静态批次会补齐到其最长的提示词：提示词长度{how}于 {low:,} 至 {high:,} 个 token（平均 {mean:,}），{batch:,.0f} 个请求的批次平均以每个提示词 {longest:,.0f} 个 token 预填充。</translation>
    </message>
    <message>
        <source>Static batches wait for their longest answer: with answers {how} from {low:,} to {high:,} tokens (average {mean:,}), a batch of {batch:,.0f} ends after {longest:,.0f} tokens on average, a full batch of {full:,.0f} after {longest_full:,.0f}.</source>
        <translation>静态批次要等最长的回答结束：回答长度{how}于 {low:,} 至 {high:,} 个 token（平均 {mean:,}），{batch:,.0f} 个请求的批次平均在第 {longest:,.0f} 个 token 结束，满载 {full:,.0f} 个的批次则在第 {longest_full:,.0f} 个。</translation>
    </message>
    <message>
        <source>TRL casts the parameters that train to bf16 over a 4- or 8-bit base: 16-bit weights, gradients and AdamW moments, no fp32 copy</source>
        <translation>TRL 在 4 或 8 位基座模型上把要训练的参数转为 bf16：权重、梯度与 AdamW 动量均为 16 位，没有 fp32 副本</translation>
    </message>
    <message>
        <source>The dataset&apos;s samples ({samples:,}) have no mean length: each is taken to fill the {seq_len:,}-token sequence, so the training tokens, time and cost are an upper bound (set {field}).</source>
        <translation>数据集的样本（{samples:,} 个）没有平均长度：每个样本视为填满 {seq_len:,} token 的序列，因此训练 token 数、时间与成本都是上限（请设置 {field}）。</translation>
    </message>
    <message>
        <source>The plan may not fit in GPU memory (over at the expected overheads, it runs at their low end); the budget assumes it runs.</source>
        <translation>此计划可能无法放入 GPU 显存（按预期的额外开销计算超出，额外开销在下限时可以运行）；预算假设它能运行。</translation>
    </message>
    <message>
        <source>The {nodes} nodes of {per} {gpu} are timed as {domains} NVLink domains of {span} GPUs (NVL72 racks, up to 72 GPUs a domain): collectives run over NVLink inside a domain, over the network between domains.</source>
        <translation>这 {nodes} 个节点（每个 {per} 张 {gpu}）按 {domains} 个各含 {span} 张 GPU 的 NVLink 域计时（NVL72 机柜，每个域最多 72 张 GPU）：域内的集合通信走 NVLink，域之间走网络。</translation>
    </message>
    <message>
        <source>The {nodes} nodes of {per} {gpu} share one NVLink domain (an NVL72 rack, up to 72 GPUs): their collectives are timed over NVLink, as one node of {span}.</source>
        <translation>这 {nodes} 个节点（每个 {per} 张 {gpu}）共用一个 NVLink 域（NVL72 机柜，最多 72 张 GPU）：其集合通信按 NVLink 计时，视为一个 {span} 张 GPU 的节点。</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s FP8 linears each keep their own FP8 copy of their input (one byte an element) for the weight gradient: a norm&apos;s output once for each projection that reads it (separate q, k and v: three), the MLP&apos;s inner activation once, attention&apos;s output in bf16 too (FlashAttention keeps it); routed experts keep theirs in bf16</source>
        <translation>Transformer Engine 的 FP8 线性层各自为权重梯度保留其输入的 FP8 副本（每个元素一个字节）：norm 的输出为每个读取它的投影各留一份（q、k、v 分开时为三份），MLP 的中间激活值一份，注意力的输出另以 bf16 保留（FlashAttention 本就保留它）；路由专家的输入以 bf16 保留</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s delayed scaling outside Megatron-Core (Composer&apos;s amp_fp8, Accelerate&apos;s TE backend) runs with data parallelism alone; allowed: tensorwise, rowwise (or tp, pp and cp 1)</source>
        <translation>Megatron-Core 以外的 Transformer Engine 延迟缩放（Composer 的 amp_fp8、Accelerate 的 TE 后端）只配合数据并行运行；允许：tensorwise、rowwise（或 tp、pp、cp 均为 1）</translation>
    </message>
    <message>
        <source>above 100%: the FP8 or FP4 recipe&apos;s matrix multiplies run faster than the 16-bit peak that model FLOPs are measured against</source>
        <translation>超过 100%：FP8 或 FP4 配方的矩阵乘法比衡量模型 FLOPs 所用的 16 位峰值更快</translation>
    </message>
    <message>
        <source>bf16 and FP8 experts and 4-bit experts (W4A16 kernels) on H100/H200-class GPUs, FP8 experts on L40S-class Ada GPUs, NVFP4 experts on Blackwell and FP8 experts on AMD Instinct</source>
        <translation>H100/H200 级 GPU 上的 bf16 与 FP8 专家及 4 位专家（W4A16 内核）、L40S 级 Ada GPU 上的 FP8 专家、Blackwell 上的 NVFP4 专家与 AMD Instinct 上的 FP8 专家</translation>
    </message>
    <message>
        <source>bound by the engine&apos;s server: its work on the running requests&apos; outputs takes longer than the GPU&apos;s step (more server processes, vLLM --api-server-count or SGLang --tokenizer-worker-num, or a longer --stream-interval lift it)</source>
        <translation>受引擎服务器限制：它处理运行中请求输出的时间比 GPU 的一步还长（更多服务器进程——vLLM 的 --api-server-count 或 SGLang 的 --tokenizer-worker-num——或更长的流式间隔可解除）</translation>
    </message>
    <message>
        <source>completions: {alias} refuses {method} with one completion a prompt (rollout.n &gt; 1); allowed: 2 to 1,024</source>
        <translation>completions：{alias} 拒绝每个提示只生成一个回复的 {method}（rollout.n &gt; 1）；允许：2 到 1,024</translation>
    </message>
    <message>
        <source>cuDNN runs on NVIDIA GPUs only, not on {gpu}; allowed: off</source>
        <translation>cuDNN 只在 NVIDIA GPU 上运行，不适用于 {gpu}；允许：关闭</translation>
    </message>
    <message>
        <source>host-launch bound: the host takes {launch_s:.3g} s to launch a step&apos;s kernels, {exposed_s:.3g} s more than its {compute_s:.3g} s of compute</source>
        <translation>受主机启动所限：主机启动一步的内核要 {launch_s:.3g} 秒，比这一步 {compute_s:.3g} 秒的计算多出 {exposed_s:.3g} 秒</translation>
    </message>
    <message>
        <source>llama.cpp&apos;s architectures (src/llama-arch.cpp)</source>
        <translation>llama.cpp 的架构列表（src/llama-arch.cpp）</translation>
    </message>
    <message>
        <source>mlx-lm&apos;s models (mlx_lm/models/; its minimax.py is MiniMax-M2)</source>
        <translation>mlx-lm 的模型（mlx_lm/models/；其 minimax.py 是 MiniMax-M2）</translation>
    </message>
    <message>
        <source>moments kept in bf16 and the fp32 master copy as the 16 bits the bf16 weights lack (Megatron-Core&apos;s precision-aware optimizer: exp_avg_dtype and exp_avg_sq_dtype bf16, store_param_remainders)</source>
        <translation>动量以 bf16 保存，fp32 主权重只存 bf16 权重缺少的 16 位（Megatron-Core 的精度感知优化器：exp_avg_dtype 与 exp_avg_sq_dtype 为 bf16，store_param_remainders）</translation>
    </message>
    <message>
        <source>ms-swift&apos;s Megatron models (swift/megatron/model/constant.py, mcore-bridge)</source>
        <translation>ms-swift 的 Megatron 模型（swift/megatron/model/constant.py、mcore-bridge）</translation>
    </message>
    <message>
        <source>ms-swift&apos;s model registry (swift/model/constant.py)</source>
        <translation>ms-swift 的模型注册表（swift/model/constant.py）</translation>
    </message>
    <message>
        <source>multi-step scheduling ({steps} decode steps a round, {source}): a new request waits for the round in flight to end before its prefill — half a round on average — and the host&apos;s per-step work is paid once a round</source>
        <translation>多步调度（每轮 {steps} 个解码步，{source}）：新请求须等进行中的一轮结束才开始预填充——平均半轮——主机每步的工作每轮只付一次</translation>
    </message>
    <message>
        <source>must be &gt; 0</source>
        <translation>必须 &gt; 0</translation>
    </message>
    <message>
        <source>needs the site&apos;s power, unknown without the GPU&apos;s</source>
        <translation>需要机房功率；GPU 功率未知时它也未知</translation>
    </message>
    <message>
        <source>no Unsloth notebook or model patch was found; its generic path may load it</source>
        <translation>找不到 Unsloth 的 notebook 或模型补丁；其通用路径也许能加载</translation>
    </message>
    <message>
        <source>no measured best matmul for this GPU: its class&apos;s figure</source>
        <translation>此 GPU 没有实测的最佳矩阵乘法：采用其等级的数值</translation>
    </message>
    <message>
        <source>no measured stream bandwidth for this GPU: the A100/H100 figure</source>
        <translation>此 GPU 没有实测流带宽：采用 A100/H100 的数值</translation>
    </message>
    <message>
        <source>not counted: pausing generation, flushing the engine&apos;s cache and the barriers around an update (measured 5-18 s a step: prime-rl&apos;s pause, slime&apos;s update phase beyond its loop)</source>
        <translation>未计入：暂停生成、清空引擎缓存，以及更新前后的同步屏障（实测每步 5–18 秒：prime-rl 的暂停、slime 更新阶段中循环以外的部分）</translation>
    </message>
    <message>
        <source>num_kv_shared_layers: the key/value projections the checkpoint stores for the {n} sharing layers, which transformers does not load, are not counted</source>
        <translation>num_kv_shared_layers：检查点为 {n} 个共享层存储、但 transformers 不加载的键值投影未计入</translation>
    </message>
    <message>
        <source>num_nextn_predict_layers: the checkpoint&apos;s MTP blocks are not counted</source>
        <translation>num_nextn_predict_layers：检查点中的 MTP 模块未计入</translation>
    </message>
    <message>
        <source>on NVMe drives (DeepSpeed ZeRO-Infinity), staged through host buffers</source>
        <translation>存于 NVMe 盘（DeepSpeed ZeRO-Infinity），经主机缓冲区中转</translation>
    </message>
    <message>
        <source>over the node network</source>
        <translation>经节点间网络</translation>
    </message>
    <message>
        <source>padding to each micro-batch&apos;s longest sample computes {share:.0%} padding: pack the samples ({field}) to train {ratio:,.1f}× faster</source>
        <translation>填充至每个微批次最长样本时有 {share:.0%} 的计算花在填充上：将样本打包（{field}）可让训练快 {ratio:,.1f} 倍</translation>
    </message>
    <message>
        <source>padding to the sequence length computes {share:.0%} padding: pack the samples ({field}) to train {ratio:,.1f}× faster</source>
        <translation>填充至序列长度时有 {share:.0%} 的计算花在填充上：将样本打包（{field}）可让训练快 {ratio:,.1f} 倍</translation>
    </message>
    <message>
        <source>padding: {ratio:,.1f} × the data&apos;s tokens</source>
        <translation>填充：数据 token 数的 {ratio:,.1f} 倍</translation>
    </message>
    <message>
        <source>paged: bitsandbytes unified memory, evicted to host RAM when the GPU runs short; PyTorch&apos;s memory counters do not include it</source>
        <translation>分页：bitsandbytes 统一内存，GPU 不足时换出到主机内存；PyTorch 的显存计数不包含它</translation>
    </message>
    <message>
        <source>peak at the fp16-accumulate tensor rate (twice the catalog&apos;s)</source>
        <translation>峰值采用 fp16 累加的 Tensor 核心速率（目录值的两倍）</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>recurrent (RNN) layers: {why}</source>
        <translation>循环（RNN）层：{why}</translation>
    </message>
    <message>
        <source>requests arrive faster than the plan serves them: the queue grows without bound (the highest rate within the targets is under the figures)</source>
        <translation>请求到达的速度快于方案的服务速度：队列会无限增长（满足目标的最高速率见数值列表）</translation>
    </message>
    <message>
        <source>run cost (cloud: rent for this run; owned: this run&apos;s share of owning, amortised purchase + power, space, staff); an owned option&apos;s purchase is also compared with the budget</source>
        <translation>运行成本（云端：本次运行的租金；自有：本次运行分摊的拥有成本，即摊销的购置费＋电力、空间、人力）；自有方案的购置费也与预算比较</translation>
    </message>
    <message>
        <source>set {field} to {groups}: each GPU attends its own requests</source>
        <translation>将 {field} 设为 {groups}：每张 GPU 各自处理自己请求的注意力</translation>
    </message>
    <message>
        <source>set {field} to {prefill} ({decode} decode)</source>
        <translation>将 {field} 设为 {prefill}（解码 {decode} 个）</translation>
    </message>
    <message>
        <source>set {field} to {split} (each card&apos;s layers within its memory)</source>
        <translation>将 {field} 设为 {split}（让每张卡的层数都在其显存之内）</translation>
    </message>
    <message>
        <source>set {f} to bf16 (moments in bf16, the fp32 master copy kept)</source>
        <translation>将 {f} 设为 bf16（动量以 bf16 保存，保留 fp32 主权重）</translation>
    </message>
    <message>
        <source>set {f} to {modules}</source>
        <translation>将 {f} 设为 {modules}</translation>
    </message>
    <message>
        <source>set {kv} to fp8</source>
        <translation>将 {kv} 设为 fp8</translation>
    </message>
    <message>
        <source>set {method} to qlora (a 4-bit base)</source>
        <translation>将 {method} 设为 QLoRA（4 位基座模型）</translation>
    </message>
    <message>
        <source>set {micro_batch} to {mb} (the same global batch)</source>
        <translation>将 {micro_batch} 设为 {mb}（全局批次不变）</translation>
    </message>
    <message>
        <source>set {micro_batch} to {mb} and {grad_accum} to {accum} (the same global batch)</source>
        <translation>将 {micro_batch} 设为 {mb}、{grad_accum} 设为 {accum}（全局批次不变）</translation>
    </message>
    <message>
        <source>set {offload} to {value}</source>
        <translation>将 {offload} 设为 {value}</translation>
    </message>
    <message>
        <source>set {optimizer} to adamw-4bit (states in 4 bits, torchao)</source>
        <translation>将 {optimizer} 设为 adamw-4bit（状态以 4 位存储，torchao）</translation>
    </message>
    <message>
        <source>set {optimizer} to adamw-8bit (states in 8 bits)</source>
        <translation>将 {optimizer} 设为 adamw-8bit（状态以 8 位存储）</translation>
    </message>
    <message>
        <source>set {pp_field} to {pp}</source>
        <translation>将 {pp_field} 设为 {pp}</translation>
    </message>
    <message>
        <source>set {seq_len} to {tokens} tokens (longer examples are cut)</source>
        <translation>将 {seq_len} 设为 {tokens} 个 token（较长的样本会被截断）</translation>
    </message>
    <message>
        <source>set {weights} to {fmt}</source>
        <translation>将 {weights} 设为 {fmt}</translation>
    </message>
    <message>
        <source>short-convolution layers keep their input projection&apos;s output (B, C and x), the convolution&apos;s input and output and the output projection&apos;s input</source>
        <translation>短卷积层保留输入投影的输出（B、C 与 x）、卷积的输入与输出，以及输出投影的输入</translation>
    </message>
    <message>
        <source>static batching (Hugging Face generate): a batch&apos;s prompts are prefilled together — the first token waits for all of them, and for the batches ahead — and its decode steps run undisturbed until its longest answer ends</source>
        <translation>静态批处理（Hugging Face generate）：一批提示一起 prefill——第一个 token 要等全部提示，以及前面的批次——其解码步骤不受干扰地执行，直到最长的回答结束</translation>
    </message>
    <message>
        <source>stepped in backward, one parameter at a time</source>
        <translation>在反向传播中逐个参数更新</translation>
    </message>
    <message>
        <source>text only</source>
        <translation>仅文本</translation>
    </message>
    <message>
        <source>the CPU layers&apos; weights and KV cache are read from host RAM at {share:.0%} of its bandwidth ({source}); a prompt chunk of {min_batch}+ tokens copies them to the GPU over PCIe instead</source>
        <translation>CPU 层的权重与 KV 缓存以主机内存带宽的 {share:.0%} 读取（{source}）；{min_batch} 个以上 token 的提示块则改为经 PCIe 复制到 GPU</translation>
    </message>
    <message>
        <source>the evaluation pauses are counted as their own line, so no share of evaluation and start-up stalls is taken off</source>
        <translation>评估暂停已单独列为一项，故不再扣除评估与启动停顿的比例</translation>
    </message>
    <message>
        <source>the host adds {host_s:.3g} s per step (CPU optimizer step, NVMe, paging)</source>
        <translation>主机每步增加 {host_s:.3g} 秒（CPU 优化器更新、NVMe、分页）</translation>
    </message>
    <message>
        <source>the mean prompt ({prompt:,} tokens) is shorter than its images ({images:,} image tokens): set the prompt tokens to include them, or the KV cache, concurrency and prefill are counted for fewer tokens than each request has</source>
        <translation>平均提示（{prompt:,} 个 token）比其图像（{images:,} 个图像 token）还短：请把图像计入提示 token 数，否则 KV 缓存、并发数与预填充会以少于每个请求实际的 token 数计算</translation>
    </message>
    <message>
        <source>the plan&apos;s own replicas cannot carry the peak load</source>
        <translation>方案本身的副本承担不了峰值负载</translation>
    </message>
    <message>
        <source>the processor resizes a {given:,}-px image to {side:,} px: sides in whole {grid}-px cells (patch × spatial merge) within its pixel limits</source>
        <translation>处理器把 {given:,} 像素的图像缩放为 {side:,} 像素：每边为整数个 {grid} 像素网格（图块 × 空间合并），且在其像素上下限内</translation>
    </message>
    <message>
        <source>the processor resizes a {given_w:,} × {given_h:,}-px image to {width:,} × {height:,} px: sides in whole {grid}-px cells (patch × spatial merge) within its pixel limits, its aspect kept</source>
        <translation>处理器把 {given_w:,} × {given_h:,} 像素的图像缩放为 {width:,} × {height:,} 像素：每边为整数个 {grid} 像素网格（图块 × 空间合并），在其像素上下限内并保持长宽比</translation>
    </message>
    <message>
        <source>the request rate given is above it: latencies miss the targets</source>
        <translation>所给的请求速率高于此值：延迟达不到目标</translation>
    </message>
    <message>
        <source>the routed experts&apos; 4-bit weights multiply in W4A16 fused-MoE kernels at their measured share of the bf16 peak: they count in the prefill FLOPs × utilisation ÷ that share</source>
        <translation>路由专家的 4 位权重在 W4A16 融合 MoE 内核中以其实测的 bf16 峰值比例相乘：它们在预填充 FLOPs 中以 × 利用率 ÷ 该比例计入</translation>
    </message>
    <message>
        <source>the shortest prompt ({prompt:,} tokens) is shorter than its images ({images:,} image tokens): set the prompt tokens and the longest prompt so every prompt includes them, or the KV cache, concurrency and prefill are counted for fewer tokens than each request has</source>
        <translation>最短的提示词（{prompt:,} 个 token）比其图像（{images:,} 个图像 token）还短：请设置提示词 token 数与最长提示词，使每个提示词都包含图像，否则 KV 缓存、并发数与预填充会以少于每个请求实际的 token 数计算</translation>
    </message>
    <message>
        <source>the training model generates (Hugging Face generate): static batches, each kernel launched from Python</source>
        <translation>由训练中的模型生成（Hugging Face generate）：静态批次，每个内核函数都从 Python 启动</translation>
    </message>
    <message>
        <source>the {label} checkpoint is upcast for training; {note}</source>
        <translation>{label} 检查点在训练前会先升精度；{note}</translation>
    </message>
    <message>
        <source>this model&apos;s attention runs eager, not flash; allowed: off</source>
        <translation>此模型的注意力以 eager 运行，而非 flash；允许：关闭</translation>
    </message>
    <message>
        <source>through its AutoDeploy backend only</source>
        <translation>仅通过其 AutoDeploy 后端</translation>
    </message>
    <message>
        <source>time per output token at p{q:g} {ms:,.1f} ms against the {target:g} ms target ({ratio:,.1f}×)</source>
        <translation>p{q:g} 的每个输出 token 时间 {ms:,.1f} 毫秒，目标为 {target:g} 毫秒（{ratio:,.1f} 倍）</translation>
    </message>
    <message>
        <source>time per output token {ms:,.1f} ms against the {target:g} ms target ({ratio:,.1f}×)</source>
        <translation>每个输出 token 的时间 {ms:,.1f} 毫秒，目标为 {target:g} 毫秒（{ratio:,.1f} 倍）</translation>
    </message>
    <message>
        <source>time to first token at p{q:g} {ms:,.1f} ms against the {target:g} ms target ({ratio:,.1f}×)</source>
        <translation>p{q:g} 的首个 token 时间 {ms:,.1f} 毫秒，目标为 {target:g} 毫秒（{ratio:,.1f} 倍）</translation>
    </message>
    <message>
        <source>time to first token {ms:,.1f} ms against the {target:g} ms target ({ratio:,.1f}×)</source>
        <translation>首个 token 时间 {ms:,.1f} 毫秒，目标为 {target:g} 毫秒（{ratio:,.1f} 倍）</translation>
    </message>
    <message>
        <source>timed as Hugging Face generate: DeepSpeed-Chat&apos;s hybrid engine runs DeepSpeed-Inference&apos;s fused kernels, faster than this (not modelled)</source>
        <translation>按 Hugging Face 的 generate() 计时：DeepSpeed-Chat 的混合引擎使用 DeepSpeed-Inference 的融合核心，实际比此估计更快（未建模）</translation>
    </message>
    <message>
        <source>torchtune&apos;s model builders (torchtune/models/: Transformer decoders only)</source>
        <translation>torchtune 的模型构建函数（torchtune/models/：只有 Transformer 解码器）</translation>
    </message>
    <message>
        <source>turn on {f}</source>
        <translation>开启 {f}</translation>
    </message>
    <message>
        <source>turn on {f} (with Liger&apos;s fused linear loss)</source>
        <translation>开启 {f}（连同 Liger 的融合线性损失）</translation>
    </message>
    <message>
        <source>turn on {recompute} (selective)</source>
        <translation>开启 {recompute}（选择性重算）</translation>
    </message>
    <message>
        <source>unknown: the KV cache does not hold one request of this size</source>
        <translation>未知：KV 缓存容纳不下一个这种长度的请求</translation>
    </message>
    <message>
        <source>use the {loss} {kernel}</source>
        <translation>{loss} 改用 {kernel}</translation>
    </message>
    <message>
        <source>use {gpus} GPUs ({nodes} × {per_node})</source>
        <translation>使用 {gpus} 张 GPU（{nodes} × {per_node}）</translation>
    </message>
    <message>
        <source>use {gpus} GPUs with {tp_field} {tp}</source>
        <translation>使用 {gpus} 张 GPU，{tp_field} 设为 {tp}</translation>
    </message>
    <message>
        <source>use {gpus} GPUs: {replicas} replicas share the request rate</source>
        <translation>使用 {gpus} 张 GPU：{replicas} 个副本分担请求速率</translation>
    </message>
    <message>
        <source>vLLM&apos;s model registry (vllm/model_executor/models/registry.py)</source>
        <translation>vLLM 的模型注册表（vllm/model_executor/models/registry.py）</translation>
    </message>
    <message>
        <source>video: {seconds:g} s per sample sampled at 2 frames/s, {frames:,} frames of {given_w:,} × {given_h:,} px resized to {width:,} × {height:,} px; every 2 frames one group of {tokens:,} video tokens ({total:,} in all, within the sequence length or context); the vision encoder runs over {patches:,} patches per group</source>
        <translation>视频：每个样本 {seconds:g} 秒，按每秒 2 帧采样，共 {frames:,} 帧 {given_w:,} × {given_h:,} 像素的画面，缩放为 {width:,} × {height:,} 像素；每 2 帧为一组，每组 {tokens:,} 个视频 token（共 {total:,} 个，计入序列长度或上下文）；视觉编码器每组处理 {patches:,} 个图块</translation>
    </message>
    <message>
        <source>while the models train only the KV workspace stays (release_inference_cache off), not the gathered weights</source>
        <translation>模型训练期间只保留 KV 工作区（release_inference_cache 关闭），收集的权重不保留</translation>
    </message>
    <message>
        <source>with the plan&apos;s layout</source>
        <translation>按方案的配置</translation>
    </message>
    <message>
        <source>without KV-cache reuse (its supported-models feature matrix): a shared prefix is computed for every request</source>
        <translation>不复用 KV 缓存（见其支持模型功能表）：共享前缀每个请求都重新计算</translation>
    </message>
    <message>
        <source>{cpu} of {layers} layers stay in host RAM ({host}) with the token embedding and the output layer, and run on the CPU: every generated token reads them at the host&apos;s memory bandwidth.</source>
        <translation>{layers} 层中有 {cpu} 层与 token 嵌入层、输出层留在主机内存（{host}），由 CPU 执行：每生成一个 token 都要以主机的内存带宽读取它们。</translation>
    </message>
    <message>
        <source>{cp} × tp {tp} does not split the heads of the {layers} layers ({heads} heads, {groups} key heads or groups): each context-parallel rank takes whole heads; allowed: {allowed}</source>
        <translation>{cp} × tp {tp} 无法切分 {layers} 层的头（{heads} 个头、{groups} 个 key 头或组）：每个上下文并行 rank 须分到完整的头；允许：{allowed}</translation>
    </message>
    <message>
        <source>{engine} serves the model&apos;s own context ({model:,} tokens) unless told otherwise, and stops at start-up when its KV cache cannot hold one request that long: this plan leaves it {pool:,.0f} tokens. Start it with max_model_len={context:d} (this plan&apos;s {field}), or max_model_len=auto where the release has it (the longest that fits).</source>
        <translation>{engine} 若未另行指定，会以模型自身的上下文长度（{model:,} 个 token）服务，且当其 KV 缓存容纳不下一个这么长的请求时会在启动时停止：此方案只留给它 {pool:,.0f} 个 token。请以 max_model_len={context:d}（此方案的{field}）启动，或在支持的版本上使用 max_model_len=auto（可容纳的最长长度）。</translation>
    </message>
    <message>
        <source>{field} is not simulated for static batches, prefill/decode disaggregation or pipeline stages: the latencies are the steady state.</source>
        <translation>{field} 不适用于静态批次、预填充/解码分离或流水线阶段，不做模拟：延迟为稳定状态。</translation>
    </message>
    <message>
        <source>{field} {one} → {many}</source>
        <translation>{field} {one} → {many}</translation>
    </message>
    <message>
        <source>{field}: a run this large is not simulated (two waves of its users take more than {requests:,} requests or {steps:,} scheduler steps): the latencies are the steady state.</source>
        <translation>{field}：这么大的轮次不做模拟（其用户的两波就超过 {requests:,} 个请求或 {steps:,} 个调度步）：延迟为稳定状态。</translation>
    </message>
    <message>
        <source>{first} and {then}</source>
        <translation>{first}，并{then}</translation>
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
        <translation>{format} 权重</translation>
    </message>
    <message>
        <source>{framework} does not offer pipeline parallelism (its trainer runs no micro-batch pipeline; a device_map split of the layers, where it has one, is not modelled); allowed: 1 (the profiles that do, for this method: {profiles})</source>
        <translation>{framework} 不提供流水线并行（其训练器不执行微批次流水线；若有以 device_map 把各层分到多张 GPU 的做法，并未建模）；允许：1（此方法下提供的配置：{profiles}）</translation>
    </message>
    <message>
        <source>{framework} does not split this model&apos;s {layers} layers by context parallelism; allowed: 1 (the profiles that do: {others})</source>
        <translation>{framework} 不以上下文并行切分此模型的 {layers} 层；允许：1（支持的配置：{others}）</translation>
    </message>
    <message>
        <source>{framework} does not train in {precision}; allowed: {allowed}</source>
        <translation>{framework} 不以 {precision} 训练；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} does not train sparse attention (DeepSeek Sparse Attention) through sparse kernels (transformers runs it as dense attention under a token mask, not modelled); allowed: {allowed}</source>
        <translation>{framework} 不以稀疏内核训练稀疏注意力（DeepSeek Sparse Attention）（transformers 以 token 掩码下的稠密注意力执行，未建模）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} has no kernels for the checkpoint&apos;s {format} weights on the {gpu} ({on}); allowed: {allowed}</source>
        <translation>{framework} 没有在 {gpu}（{on}）上运行检查点 {format} 权重的内核；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} has no kernels for {format} weights on the {gpu} ({on}); allowed: {allowed}</source>
        <translation>{framework} 没有在 {gpu}（{on}）上运行 {format} 权重的内核；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} has no sparse-attention kernels for the {gpu}; allowed: {allowed}</source>
        <translation>{framework} 没有适用于 {gpu} 的稀疏注意力内核；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} keeps the checkpoint&apos;s {kv} KV caches only on GPUs with {cores} tensor cores, which the {gpu} lacks; allowed: {allowed}</source>
        <translation>{framework} 只在具备 {cores} 张量核心的 GPU 上保存检查点的 {kv} KV 缓存，而 {gpu} 没有；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} keeps {kv} KV caches only on GPUs with {cores} tensor cores, which the {gpu} lacks; allowed: {allowed}</source>
        <translation>{framework} 只在具备 {cores} 张量核心的 GPU 上保存 {kv} KV 缓存，而 {gpu} 没有；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} leaves {rest} outside mem_fraction_static for activations and CUDA graphs; they need {need}.</source>
        <translation>{framework} 在 mem_fraction_static 之外只留 {rest} 给激活值与 CUDA graphs；它们需要 {need}。</translation>
    </message>
    <message>
        <source>{framework} loads no {format} weights; allowed: {allowed}</source>
        <translation>{framework} 不加载 {format} 权重；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} offers no {kv} KV cache; allowed: {allowed}</source>
        <translation>{framework} 不提供 {kv} KV 缓存；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} offloads the optimizer through DeepSpeed&apos;s ZeRO-Offload, whose host steps DeepSpeedCPUAdam or DeepSpeedCPULion with fp32 states: {optimizer} is replaced by CPU Adam (accelerate) or refused (DeepSpeed); allowed: {allowed} (or offload none)</source>
        <translation>{framework} 通过 DeepSpeed 的 ZeRO-Offload 卸载优化器，主机端以 fp32 状态运行 DeepSpeedCPUAdam 或 DeepSpeedCPULion：{optimizer} 会被换成 CPU Adam（accelerate）或被拒绝（DeepSpeed）；允许：{allowed}（或 offload none）</translation>
    </message>
    <message>
        <source>{framework} ran {architecture} models up to its release {until} and has removed them since ({source}): this plan holds for that release or an earlier one.</source>
        <translation>{framework} 到 {until} 版为止支持 {architecture} 模型，之后已移除（{source}）：本方案适用于该版本或更早版本。</translation>
    </message>
    <message>
        <source>{framework} runs each replica of {tp} GPUs as {flags}, counting its data-parallel ranks beside tensor parallelism, so its own -tp N -dp M is tp N × M with attention_dp M here: {source}.</source>
        <translation>{framework} 以 {flags} 运行每个 {tp} 张 GPU 的副本，把数据并行 rank 与张量并行分开计数，因此它自己的 -tp N -dp M 在此为 tp N × M、attention_dp M：{source}。</translation>
    </message>
    <message>
        <source>{framework} runs multi-step scheduling without speculative decoding; allowed: 1 with speculative decoding</source>
        <translation>{framework} 的多步调度不能配合投机解码；允许：使用投机解码时为 1</translation>
    </message>
    <message>
        <source>{framework} runs on {architectures} GPUs, not the {gpu} ({architecture}); allowed: {allowed}</source>
        <translation>{framework} 只在 {architectures} GPU 上运行，不支持 {gpu}（{architecture}）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} runs on {vendor} GPUs only, not the {gpu}; allowed: {allowed}</source>
        <translation>{framework} 只在 {vendor} GPU 上运行，不支持 {gpu}；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} runs the checkpoint&apos;s {format} weights only on GPUs with {cores} tensor cores, which the {gpu} lacks; allowed: {allowed}</source>
        <translation>{framework} 只在具备 {cores} 张量核心的 GPU 上运行检查点的 {format} 权重，而 {gpu} 没有；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} runs {architecture} models since {since}.</source>
        <translation>{framework} 自 {since} 起支持 {architecture} 模型。</translation>
    </message>
    <message>
        <source>{framework} runs {architecture} models since {since}: {note}.</source>
        <translation>{framework} 自 {since} 起支持 {architecture} 模型：{note}。</translation>
    </message>
    <message>
        <source>{framework} runs {architecture} models: {note}.</source>
        <translation>{framework} 运行 {architecture} 模型：{note}。</translation>
    </message>
    <message>
        <source>{framework} runs {format} weights only on GPUs with {cores} tensor cores, which the {gpu} lacks; allowed: {allowed}</source>
        <translation>{framework} 只在具备 {cores} 张量核心的 GPU 上运行 {format} 权重，而 {gpu} 没有；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} steps {optimizers} only ({source}); allowed: {optimizers}</source>
        <translation>{framework} 只支持 {optimizers} 优化器（{source}）；允许：{optimizers}</translation>
    </message>
    <message>
        <source>{framework} trains FP8 through accelerate&apos;s Transformer Engine backend with ZeRO 1 to 3; allowed: 1, 2, 3</source>
        <translation>{framework} 通过 accelerate 的 Transformer Engine 后端以 ZeRO 1 到 3 进行 FP8 训练；允许：1, 2, 3</translation>
    </message>
    <message>
        <source>{framework} trains mixture-of-experts layers through DeepSpeed-MoE (capacity-factor dispatch, no pipeline), which is not modelled; allowed: {allowed}</source>
        <translation>{framework} 通过 DeepSpeed-MoE 训练混合专家层（容量因子分派、无流水线），此方式未建模；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} trains on one GPU or as data-parallel copies (DDP), not {field} {value}; allowed: {allowed}</source>
        <translation>{framework} 只在单张 GPU 上或以数据并行副本（DDP）训练，不支持 {field} {value}；允许：{allowed}</translation>
    </message>
    <message>
        <source>{framework} {versions} warms its sampler up at start by sorting the whole vocabulary ({vocab:,} tokens) for each of {rows:,} dummy requests: a start-up peak of {peak} where {counted} is counted here, for the releases whose sampler does not sort. On those releases the KV cache pool is {extra} smaller ({share:.0%} of {pool}); fewer sequences at once ({field}) lower the peak.</source>
        <translation>{framework} {versions} 启动时预热采样器，为 {rows:,} 个虚拟请求逐一排序整个词表（{vocab:,} 个 token）：启动峰值达 {peak}，此处按采样器不排序的版本只计入 {counted}。在这些版本上，KV 缓存池少 {extra}（{pool} 的 {share:.0%}）；减少同时处理的序列数（{field}）可降低峰值。</translation>
    </message>
    <message>
        <source>{framework} {versions} warms its sampler up at start by sorting the whole vocabulary ({vocab:,} tokens) for each of {rows:,} dummy requests: a start-up peak of {peak} where {counted} is counted here, for the releases whose sampler does not sort. Those releases leave a KV cache pool that cannot hold one request at the full context and do not start; fewer sequences at once ({field}) lower the peak.</source>
        <translation>{framework} {versions} 启动时预热采样器，为 {rows:,} 个虚拟请求逐一排序整个词表（{vocab:,} 个 token）：启动峰值达 {peak}，此处按采样器不排序的版本只计入 {counted}。这些版本留下的 KV 缓存池容不下一个完整上下文的请求，无法启动；减少同时处理的序列数（{field}）可降低峰值。</translation>
    </message>
    <message>
        <source>{framework}&apos;s KV cache pool holds {held:,} of the plan&apos;s {batch:,} sequences at the full context ({context:,} tokens). The server starts (it needs one) and admits requests by the KV blocks they use: the serving figures give the concurrent requests at the average length.</source>
        <translation>{framework} 的 KV 缓存池在完整上下文（{context:,} 个 token）下可容纳计划 {batch:,} 个序列中的 {held:,} 个。服务器可以启动（只需容纳一个），并按请求实际使用的 KV 块接纳请求：并发请求数（按平均长度计）见服务相关数值。</translation>
    </message>
    <message>
        <source>{framework}&apos;s PPO trainer samples one completion per prompt; allowed: 1</source>
        <translation>{framework} 的 PPO 训练器每个提示只采样一个回复；允许：1</translation>
    </message>
    <message>
        <source>{framework}&apos;s PPO trainer scores completions with a reward model; allowed: model</source>
        <translation>{framework} 的 PPO 训练器以奖励模型为回复评分；允许：model</translation>
    </message>
    <message>
        <source>{framework}&apos;s multi-GPU recipes differ from its single-device ones and the plan follows its GPU count: from one GPU to several, {changes}. Memory per GPU can rise when a second GPU is added; set these fields to keep one recipe&apos;s values.</source>
        <translation>{framework} 的多 GPU 配方与其单卡配方不同，计划会按 GPU 数量采用对应的配方：从一张 GPU 改为多张时，{changes}。因此加上第二张 GPU 时，每张 GPU 的显存可能不减反增；若要固定其中一种配方的值，请自行设置这些字段。</translation>
    </message>
    <message>
        <source>{framework}: how its weights reach the engine is not stated; planned as one handle per tensor</source>
        <translation>{framework}：未说明其权重如何传到推理引擎；按每个张量一个句柄规划</translation>
    </message>
    <message>
        <source>{gb:.3g} GB: every tensor as llama-quantize stores it for {name} ({storage}; token embedding at the default type, norms in F32)</source>
        <translation>{gb:.3g} GB：每个张量都按 llama-quantize 为 {name} 存储的方式计算（{storage}；词嵌入层为默认类型，归一化层为 F32）</translation>
    </message>
    <message>
        <source>{gpus:,} GPU in all (one replica of one GPU)</source>
        <translation>共 {gpus:,} 张 GPU（1 个副本，每个 1 张 GPU）</translation>
    </message>
    <message>
        <source>{gpus:,} GPUs in all ({replicas:,.0f} × {per}: replicas × GPUs each)</source>
        <translation>共 {gpus:,} 张 GPU（{replicas:,.0f} × {per}：副本数 × 每个副本的 GPU 数）</translation>
    </message>
    <message>
        <source>{gpus:,} GPUs in all: {replicas:,.0f} decode and {prefill:,} prefill replica(s) of {per} GPUs (the plan&apos;s {plan_prefill:,} prefill to {plan_decode:,} decode, rounded up)</source>
        <translation>共 {gpus:,} 张 GPU：{replicas:,.0f} 个解码副本与 {prefill:,} 个预填充副本，每个 {per} 张 GPU（依计划 {plan_prefill:,} 个预填充对 {plan_decode:,} 个解码的比例，向上取整）</translation>
    </message>
    <message>
        <source>{gpus} GPUs × {hours:,.0f} hours = {billed:,.0f} GPU-hours</source>
        <translation>{gpus} 张 GPU × {hours:,.0f} 小时 = {billed:,.0f} GPU 小时</translation>
    </message>
    <message>
        <source>{gpus} {gpu} do not fit one node: {machine} holds at most {most}; allowed: 1 to {most} (add nodes for more)</source>
        <translation>{gpus} 张 {gpu} 装不进一个节点：{machine}最多容纳 {most} 张；允许：1 到 {most}（更多请增加节点）</translation>
    </message>
    <message>
        <source>{gpus} × {tdp:,.0f} W of GPUs with the CPU and the rest draw {steady:,.0f} W; with {headroom:g} × headroom for the GPUs&apos; power spikes the supply is {psu:,.0f} W.</source>
        <translation>{gpus} × {tdp:,.0f} W 的 GPU 加上 CPU 与其他部件耗电 {steady:,.0f} W；为 GPU 的瞬时功耗尖峰留 {headroom:g} 倍余量，电源需 {psu:,.0f} W。</translation>
    </message>
    <message>
        <source>{gpu} datasheet</source>
        <translation>{gpu} 规格表</translation>
    </message>
    <message>
        <source>{gpu} datasheet ({dtype} dense)</source>
        <translation>{gpu} 规格表（{dtype} 稠密）</translation>
    </message>
    <message>
        <source>{gpu} datasheet TDP</source>
        <translation>{gpu} 规格表 TDP</translation>
    </message>
    <message>
        <source>{gpu} datasheet bandwidth</source>
        <translation>{gpu} 规格表带宽</translation>
    </message>
    <message>
        <source>{gpu} is sold liquid-cooled only</source>
        <translation>{gpu} 仅以液冷系统出售</translation>
    </message>
    <message>
        <source>{gpu}: a price this run needs is unknown</source>
        <translation>{gpu}：此运行所需的某个价格未知</translation>
    </message>
    <message>
        <source>{gpu}: layers {first}–{last}, {need} of {have}</source>
        <translation>{gpu}：第 {first}–{last} 层，{need}／{have}</translation>
    </message>
    <message>
        <source>{gpu}: measured (catalog)</source>
        <translation>{gpu}：实测值（目录）</translation>
    </message>
    <message>
        <source>{gpu}: no published maximum power, so its electricity is unknown</source>
        <translation>{gpu}：没有公开的最大功率，因此电费未知</translation>
    </message>
    <message>
        <source>{gpu}: no purchase price (set {field})</source>
        <translation>{gpu}：没有购买价格（请设置 {field}）</translation>
    </message>
    <message>
        <source>{gpu}: no rental price in this price set (set {field})</source>
        <translation>{gpu}：此价格组没有租用价格（请设置 {field}）</translation>
    </message>
    <message>
        <source>{groups} groups do not divide the {tp} tensor-parallel GPUs (each group runs attention on tp ÷ groups of them); allowed: {allowed}</source>
        <translation>{groups} 个组不能整除 {tp} 张张量并行 GPU（每个组在 tp ÷ 组数张 GPU 上运行注意力）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{groups} groups do not divide the {tp} tensor-parallel GPUs (each group runs attention on tp ÷ groups of them); allowed: {allowed} — an engine&apos;s data-parallel size {groups} on a dense model is {groups} independent replicas: attention_dp 1 here, the GPUs holding the replicas</source>
        <translation>{groups} 组无法整除 {tp} 张张量并行 GPU（每组以其中 tp ÷ 组数 张 GPU 运行注意力）；允许：{allowed}——引擎在稠密模型上的数据并行大小 {groups} 就是 {groups} 个独立副本：在此为 attention_dp 1，由 GPU 数容纳这些副本</translation>
    </message>
    <message>
        <source>{groups} groups do not divide the {tp} tensor-parallel GPUs (each group runs attention on tp ÷ groups of them); allowed: {allowed} — an engine&apos;s data-parallel size {groups} over tensor parallelism {tp} is tp {whole} with attention_dp {groups} here</source>
        <translation>{groups} 个组不能整除 {tp} 张张量并行 GPU（每个组在 tp ÷ 组数张 GPU 上运行注意力）；允许：{allowed}——推理引擎的数据并行数 {groups} 配张量并行 {tp}，在此对应 tp {whole} 加 attention_dp {groups}</translation>
    </message>
    <message>
        <source>{heads} attention heads must be a multiple of the {kv} key/value heads</source>
        <translation>{heads} 个注意力头必须是 {kv} 个键值头的倍数</translation>
    </message>
    <message>
        <source>{heads} attention heads must be a multiple of the {kv} key/value heads of the full-attention layers</source>
        <translation>{heads} 个注意力头必须是全注意力层 {kv} 个键值头的倍数</translation>
    </message>
    <message>
        <source>{hours:,.0f} GPU-hours for the plan&apos;s GPU</source>
        <translation>方案的 GPU 共 {hours:,.0f} GPU 小时</translation>
    </message>
    <message>
        <source>{kernels} {row}</source>
        <translation>{kernels}{row}</translation>
    </message>
    <message>
        <source>{layers} exceeds the {per_stage} layers of a pipeline stage; allowed: 1 to {per_stage}</source>
        <translation>{layers} 超过一个流水线阶段的 {per_stage} 层；允许：1 到 {per_stage}</translation>
    </message>
    <message>
        <source>{layers} is outside the allowed range 1 ≤ LoRA layers ≤ {most} (the model&apos;s layers)</source>
        <translation>{layers} 超出允许范围 1 ≤ LoRA 层数 ≤ {most}（模型的层数）</translation>
    </message>
    <message>
        <source>{layers} is outside the allowed range 1 ≤ trainable layers ≤ {most} (the model&apos;s layers)</source>
        <translation>{layers} 超出允许范围 1 ≤ 可训练层数 ≤ {most}（模型的层数）</translation>
    </message>
    <message>
        <source>{layers} trains in bf16 (fla&apos;s chunk_gated_delta_rule refuses float32); allowed: amp, mixed, mixed_fp32_grads, bf16, fp8, nvfp4</source>
        <translation>{layers} 以 bf16 训练（fla 的 chunk_gated_delta_rule 拒绝 float32）；允许：amp, mixed, mixed_fp32_grads, bf16, fp8, nvfp4</translation>
    </message>
    <message>
        <source>{letters} layer kinds for {layers} layers: one a layer</source>
        <translation>层类型有 {letters} 个，与 {layers} 层不符（每层一个）</translation>
    </message>
    <message>
        <source>{link} inside the node</source>
        <translation>节点内经 {link}</translation>
    </message>
    <message>
        <source>{mean:,} tokens is above the longest completion (completion_len {longest:,}); allowed: 1 to {longest:,}</source>
        <translation>{mean:,} 个 token 超过最长回复（completion_len {longest:,}）；允许：1 到 {longest:,}</translation>
    </message>
    <message>
        <source>{method} compares the policy with a reference; allowed: model, precomputed</source>
        <translation>{method} 会将策略模型与参考模型比较；允许：model, precomputed</translation>
    </message>
    <message>
        <source>{method} generates completions; {model} is an encoder-only model (no causal decoder) and generates nothing; allowed: {allowed}</source>
        <translation>{method} 需要生成回复；{model} 是纯编码器模型（没有因果解码器），无法生成；允许：{allowed}</translation>
    </message>
    <message>
        <source>{model} has no experts to keep on the CPU; allowed: unset (or gpu_layers for whole layers)</source>
        <translation>{model} 没有可放在 CPU 的专家；允许：未设置（或以 gpu_layers 指定整层）</translation>
    </message>
    <message>
        <source>{model} has no multi-token-prediction layers; allowed: none, ngram, eagle, draft (mtp: DeepSeek-V3/R1, GLM-4.5, Qwen3-Next, MiMo and others that ship them)</source>
        <translation>{model} 没有多 token 预测（MTP）层；允许：none, ngram, eagle, draft（mtp：DeepSeek-V3/R1、GLM-4.5、Qwen3-Next、MiMo 等自带此类层的模型）</translation>
    </message>
    <message>
        <source>{model} has {heads} attention heads, which tp {tp} does not divide (it is split as the policy is); allowed: a model whose head count tp divides</source>
        <translation>{model} 有 {heads} 个注意力头，tp {tp} 不能整除（它按策略模型的方式切分）；允许：注意力头数能被 tp 整除的模型</translation>
    </message>
    <message>
        <source>{model} has {layers} layers, fewer than the {pp} pipeline stages it is split into; allowed: a model with at least as many layers</source>
        <translation>{model} 只有 {layers} 层，少于它被切分成的 {pp} 个流水线阶段；允许：层数至少一样多的模型</translation>
    </message>
    <message>
        <source>{model} is a mixture of experts: LoRA and QLoRA keep every expert resident although few run per token, so the frozen {total_b:.0f}B weights alone are {bf16} in bf16 and {nf4} in QLoRA&apos;s 4-bit NF4.</source>
        <translation>{model} 是混合专家模型：LoRA 与 QLoRA 虽然每个 token 只运行少数专家，仍须让所有专家常驻，因此冻结的 {total_b:.0f}B 权重本身在 bf16 下就是 {bf16}，在 QLoRA 的 4 位 NF4 下为 {nf4}。</translation>
    </message>
    <message>
        <source>{model} names the output projections of its attention and of its short convolutions alike (out_proj): a LoRA config that targets out_proj adapts both, where this plan gives adapters to the attention layers&apos; only</source>
        <translation>{model} 的注意力与短卷积的输出投影同名（out_proj）：以 out_proj 为目标的 LoRA 配置会两者都加上适配器，而本方案只在注意力层加上</translation>
    </message>
    <message>
        <source>{model} routes each token to {k} of {experts} experts in 4 bits: {engine} multiplies them in W4A16 fused-MoE kernels (Marlin&apos;s; for MXFP4 on Hopper, Triton&apos;s matmul_ogs, taken at Marlin&apos;s rate), timed here at {share:.1%} of the bf16 peak, what Marlin&apos;s measured in prefill on an H100 (SGLang PR #38884), rather than at the prefill utilisation of the rest: where prefill and large decode batches are bound by compute, they take longer by as much (Explain: prefill tokens/s).</source>
        <translation>{model} 每个 token 路由到 {experts} 个 4 位专家中的 {k} 个：{engine} 在 W4A16 融合 MoE 内核中相乘它们（Marlin 的；Hopper 上的 MXFP4 走 Triton 的 matmul_ogs，以 Marlin 的速率计），此处以 bf16 峰值的 {share:.1%} 计时——即 Marlin 在 H100 上预填充时的实测比例（SGLang PR #38884）——而非其余部分的预填充利用率；预填充与大批次解码受算力限制时，会相应变长（计算说明：预填充吞吐量）。</translation>
    </message>
    <message>
        <source>{model} routes each token to {k} of {experts} experts, and {engine}&apos;s MoE kernels reach far less of the peak on such narrow expert matrices than the prefill utilisation planned here (vLLM&apos;s Triton kernel benchmarks: about 33% of the bf16 peak for 128 experts of 704 on an H200, where Mixtral&apos;s 8 wide experts reach 49%; vLLM PRs #44818, #24700), measured only for {measured}. Published runs of such models took 2–4× the time to first token planned this way (LIMITS.md): treat prefill speed and TTFT as optimistic.</source>
        <translation>{model} 每个 token 路由到 {experts} 个专家中的 {k} 个，而 {engine} 的 MoE 内核在这种窄的专家矩阵上达到的峰值比例，远低于此处规划的预填充利用率（vLLM 的 Triton 内核基准：H200 上 128 个宽 704 的专家约为 bf16 峰值的 33%，Mixtral 的 8 个宽专家则达 49%；vLLM PR #44818、#24700），且只测过{measured}。此类模型的已发表实测，首 token 时间为依此规划的 2–4 倍（LIMITS.md）：请将预填充速度与 TTFT 视为偏乐观。</translation>
    </message>
    <message>
        <source>{model} routes each token to {k} of {experts} experts: {engine}&apos;s fused-MoE kernels are timed here at {share:.1%} of the {dtype} peak, what kernel timings of such experts on this GPU family reach with {rows:,.0f} rows per expert (prompt steps of {tokens:,.0f} tokens), rather than at the prefill utilisation of the rest: prefill and large decode batches take longer by as much (Explain: prefill tokens/s).</source>
        <translation>{model} 每个 token 路由到 {experts} 个专家中的 {k} 个：{engine} 的融合 MoE 内核在此以 {dtype} 峰值的 {share:.1%} 计时，这是此类专家在此 GPU 系列上、每个专家 {rows:,.0f} 行（预填充步骤 {tokens:,.0f} 个 token）时的内核实测值，而非其余部分的预填充利用率：预填充与大批次解码因此相应变慢（说明：预填充 token/s）。</translation>
    </message>
    <message>
        <source>{model}&apos;s sparse attention is timed by the FLOPs and bytes its kernels move; published runs were slower: vLLM 0.14&apos;s prefill of 2,048-token prompts on 2 GB300 ran at a third of the rate planned this way, and SGLang&apos;s decode on 8 B200 took 1.7–2.4× the time per token (LIMITS.md): treat its speeds as optimistic.</source>
        <translation>{model} 的稀疏注意力按其内核搬运的 FLOPs 与字节计时；已发表的实测更慢：vLLM 0.14 在 2 张 GB300 上预填 2,048 token 的提示，速率仅为此法估算的三分之一；SGLang 在 8 张 B200 上解码，每个 token 耗时为估算的 1.7–2.4 倍（LIMITS.md）：请将其速度视为乐观估计。</translation>
    </message>
    <message>
        <source>{model}&apos;s {layers} layers with the embedding and the loss ({total}) are fewer than the pipeline&apos;s {chunks} model chunks; allowed: off, or fewer stages or virtual stages</source>
        <translation>{model} 的 {layers} 层加上嵌入与损失（共 {total}）少于流水线的 {chunks} 个模型块；允许：off，或更少的阶段或虚拟阶段</translation>
    </message>
    <message>
        <source>{model}&apos;s {mixer} layers are counted as their fused training kernels keep them ({packages}); without those packages transformers falls back to its torch scan, which keeps far more memory and runs far slower.</source>
        <translation>{model} 的 {mixer} 层按其融合训练内核保留的张量计算（{packages}）；缺少这些软件包时，transformers 会改用 torch 扫描实现，显存占用多得多，速度也慢得多。</translation>
    </message>
    <message>
        <source>{module}: {why}; allowed for this plan: {allowed}</source>
        <translation>{module}：{why}；此方案允许：{allowed}</translation>
    </message>
    <message>
        <source>{most:,} cannot be: the average ({mean:,}) is already the shortest possible ({floor:,}), so every {what} has exactly that length; allowed: {mean:,}</source>
        <translation>{most:,} 不可能：平均值（{mean:,}）已是最短可能的长度（{floor:,}），所以每个{what}都恰好是这个长度；允许：{mean:,}</translation>
    </message>
    <message>
        <source>{mt}: {why}</source>
        <translation>{mt}：{why}</translation>
    </message>
    <message>
        <source>{need:,.0f} GB is more than a {kind} server holds (~{limit:,} GB): shard the loading (ZeRO-3, FSDP) or offload less</source>
        <translation>{need:,.0f} GB 超过一台 {kind} 服务器可容纳的量（约 {limit:,} GB）：请分片加载（ZeRO-3、FSDP）或减少卸载</translation>
    </message>
    <message>
        <source>{n} of {layers}</source>
        <translation>{layers} 层中的 {n} 层</translation>
    </message>
    <message>
        <source>{other} ({other_maker}) and the {gpu} ({maker}) are not driven by one serving engine; allowed: {maker} cards</source>
        <translation>{other}（{other_maker}）与 {gpu}（{maker}）无法由同一个推理引擎驱动；允许：{maker} 显卡</translation>
    </message>
    <message>
        <source>{pp} exceeds the model&apos;s {layers} layers; allowed: 1 to {layers}</source>
        <translation>{pp} 超过模型的 {layers} 层；允许：1 到 {layers}</translation>
    </message>
    <message>
        <source>{pp} stage(s) (pp {pp}) need {pp} count(s), each at least 1, adding up to the model&apos;s {layers} layers (given {split})</source>
        <translation>{pp} 个阶段（pp {pp}）需要 {pp} 个层数，每个至少 1，总和等于模型的 {layers} 层（给定 {split}）</translation>
    </message>
    <message>
        <source>{prefill} of the plan&apos;s {dp} replica(s) of tp × pp = {gpus} GPUs leave none to decode; allowed: 0 … {most}, or more GPUs</source>
        <translation>方案的 {dp} 个副本（每个 tp × pp = {gpus} 张 GPU）中有 {prefill} 个只做预填充，没有副本留下来解码；允许：0 … {most}，或更多 GPU</translation>
    </message>
    <message>
        <source>{prefix:,} exceeds the prompt ({prompt:,} tokens); allowed: 0 to prompt_tokens</source>
        <translation>{prefix:,} 超过提示长度（{prompt:,} 个 token）；允许：0 到 prompt_tokens</translation>
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
        <translation>{region} 默认值</translation>
    </message>
    <message>
        <source>{rollout_gpus} leaves no GPU to train on; allowed: 1 to {most}</source>
        <translation>{rollout_gpus} 会让训练没有 GPU 可用；允许：1 到 {most}</translation>
    </message>
    <message>
        <source>{schedule} places its own chunks; virtual stages are interleaved 1F1B&apos;s; allowed: 1 (or pp_schedule {one_f_one_b})</source>
        <translation>{schedule}自行安排其块；虚拟阶段属于交错式 1F1B；允许：1（或 pp_schedule {one_f_one_b}）</translation>
    </message>
    <message>
        <source>{seconds:g} s of video ({frames:,} frames) take {tokens:,} video tokens ({groups:,} groups of {per:,}) and the images {images:,} more, more than the {room:,} of {length}; allowed: a shorter or smaller video, or a longer {length}</source>
        <translation>{seconds:g} 秒视频（{frames:,} 帧）占用 {tokens:,} 个视频 token（{groups:,} 组，每组 {per:,}），图像另占 {images:,} 个，超过 {length} 的 {room:,}；允许：更短或更小的视频，或更长的 {length}</translation>
    </message>
    <message>
        <source>{seconds:g} s of video ({frames:,} frames) take {tokens:,} video tokens ({groups:,} groups of {per:,}), more than the {room:,} of {length}; allowed: a shorter or smaller video, or a longer {length}</source>
        <translation>{seconds:g} 秒视频（{frames:,} 帧）占用 {tokens:,} 个视频 token（{groups:,} 组，每组 {per:,}），超过 {length} 的 {room:,}；允许：更短或更小的视频，或更长的 {length}</translation>
    </message>
    <message>
        <source>{sequences:,} sequences is not a multiple of micro-batch × data-parallel ranks ({micro_batch} × {dp} = {per_step:,}); allowed: multiples of {per_step:,} sequences</source>
        <translation>{sequences:,} 个序列不是微批次 × 数据并行进程数（{micro_batch} × {dp} = {per_step:,}）的倍数；允许：{per_step:,} 个序列的倍数</translation>
    </message>
    <message>
        <source>{share:.1%} of parameters (block linear layers) at {per:.4g} B ({storage}); embeddings, lm_head, norms and routers at {extras:g} B</source>
        <translation>{share:.1%} 的参数（块内线性层）每个 {per:.4g} B（{storage}）；嵌入层、lm_head、归一化层与路由器每个 {extras:g} B</translation>
    </message>
    <message>
        <source>{share:.1%} of parameters (block linear layers) at {per:.4g} B ({storage}); embeddings, lm_head, norms and routers at {extras:g} B (prepare_model_for_kbit_training upcasts them to fp32)</source>
        <translation>{share:.1%} 的参数（块内线性层）每个 {per:.4g} B（{storage}）；嵌入层、lm_head、归一化层与路由器每个 {extras:g} B（prepare_model_for_kbit_training 将它们转为 fp32）</translation>
    </message>
    <message>
        <source>{share:.1%} of parameters (block linear layers, embedding and lm_head) at {per:.4g} B ({storage}); norms and routers at 2 B</source>
        <translation>{share:.1%} 的参数（各层线性层、嵌入层与 lm_head）每个 {per:.4g} B（{storage}）；归一化层与路由器每个 2 B</translation>
    </message>
    <message>
        <source>{stage} of {stages}</source>
        <translation>第 {stage} 段（共 {stages} 段）</translation>
    </message>
    <message>
        <source>{task} plans with one GPU type; allowed: unset (a machine of unequal cards is estimated with its GPU given)</source>
        <translation>{task} 只以单一 GPU 型号规划；允许：未设置（混用不同卡的机器请在指定 GPU 后估算）</translation>
    </message>
    <message>
        <source>{text} is not a date; write it as YYYY-MM-DD, e.g. 2026-12-01</source>
        <translation>{text} 不是日期；请写成 YYYY-MM-DD，例如 2026-12-01</translation>
    </message>
    <message>
        <source>{tokens:,} is not a whole number of {seq_len:,}-token sequences; allowed: multiples of {seq_len:,}</source>
        <translation>{tokens:,} 不是整数个 {seq_len:,} token 序列；允许：{seq_len:,} 的倍数</translation>
    </message>
    <message>
        <source>{tp} does not divide the model&apos;s {heads} attention heads; allowed: a divisor of the head count</source>
        <translation>{tp} 不能整除模型的 {heads} 个注意力头；允许：注意力头数的因数</translation>
    </message>
    <message>
        <source>{tp} does not divide the number of GPUs ({gpus}); allowed: {allowed}</source>
        <translation>{tp} 不能整除 GPU 数（{gpus}）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{tp} does not divide the number of training GPUs ({gpus}); allowed: {allowed}</source>
        <translation>{tp} 不能整除训练 GPU 数（{gpus}）；允许：{allowed}</translation>
    </message>
    <message>
        <source>{tp} must divide the {gpus} GPUs the inference engine runs on</source>
        <translation>{tp} 必须能整除推理引擎使用的 {gpus} 张 GPU</translation>
    </message>
    <message>
        <source>{tp} {gpu} machines share no fast link for tensor parallelism; allowed: 1 (pipeline stages or replicas across machines)</source>
        <translation>{tp} 台 {gpu} 机器之间没有可供张量并行的高速互联；允许：1（跨机器请用流水线阶段或副本）</translation>
    </message>
    <message>
        <source>{value:,} is out of range; allowed: {lo:,}–{hi:,}</source>
        <translation>{value:,} 超出范围；允许：{lo:,}–{hi:,}</translation>
    </message>
    <message>
        <source>{value} is not a power of two; allowed: 1, 2, 4, … {most:,} tokens</source>
        <translation>{value} 不是 2 的幂；允许：1, 2, 4, … {most:,} 个 token</translation>
    </message>
    <message>
        <source>{value} is not supported (nearest supported: {near}; {count} model types in all, listed in docs/CLI.md)</source>
        <translation>不支持 {value}（最接近的已支持类型：{near}；共 {count} 种模型类型，列于 docs/CLI.md）</translation>
    </message>
    <message>
        <source>{value} is not supported ({count} model types in all, listed in docs/CLI.md)</source>
        <translation>不支持 {value}（共 {count} 种模型类型，列于 docs/CLI.md）</translation>
    </message>
    <message>
        <source>{value} is out of range; allowed: ≤ 10^12</source>
        <translation>{value} 超出范围；允许：≤ 10^12</translation>
    </message>
    <message>
        <source>{value} is out of range; allowed: ≥ {lo}</source>
        <translation>{value} 超出范围；允许：≥ {lo}</translation>
    </message>
    <message>
        <source>{value} is outside the allowed range {range}</source>
        <translation>{value} 超出允许范围 {range}</translation>
    </message>
    <message>
        <source>{working} working + {spare} redundant</source>
        <translation>{working} 个工作 + {spare} 个冗余</translation>
    </message>
    <message>
        <source>compute bound (large batch)</source>
        <translation>受计算限制（大批次）</translation>
    </message>
    <message>
        <source>decoding runs to the longest completion; shorter ones free their slots but the step waits for the last</source>
        <translation>解码持续到最长的回复结束；较短的回复会释放位置，但这一步要等最后一个</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>held while the policy trains (no sleep mode)</source>
        <translation>策略模型训练时仍占用（未启用休眠模式）</translation>
    </message>
    <message>
        <source>in host RAM while the engine generates (the trainer sleeps)</source>
        <translation>引擎生成期间放在主机内存（训练端休眠）</translation>
    </message>
    <message>
        <source>no KV cache room: generation cannot run</source>
        <translation>没有 KV 缓存空间：无法生成</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>购置</translation>
    </message>
    <message>
        <source>released while the policy trains (sleep mode)</source>
        <translation>策略模型训练时释放（休眠模式）</translation>
    </message>
    <message>
        <source>the engine&apos;s own GPUs hold it; the training GPUs hold none</source>
        <translation>由引擎自己的 GPU 占用；训练 GPU 不占用</translation>
    </message>
    <message>
        <source>the training model generates: no inference engine</source>
        <translation>由训练中的模型生成：无推理引擎</translation>
    </message>
    <message>
        <source>typical market / rental</source>
        <translation>一般市场／租赁</translation>
    </message>
    <message>
        <source>wall-clock includes restarts, failures and checkpoint stalls: goodput {goodput:.0%} (edit {field})</source>
        <translation>实际时间包含重启、故障与检查点停顿：有效训练比例 {goodput:.0%}（可编辑 {field}）</translation>
    </message>
    <message>
        <source>workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>{currency} per US dollar (catalog)</source>
        <translation>每美元兑 {currency}（目录）</translation>
    </message>
    <message>
        <source>No purchase price for the {gpu}: set {field}.</source>
        <translation>{gpu} 没有购买价格：请设置 {field}。</translation>
    </message>
    <message>
        <source>4-bit weights read at a 16-bit GEMV&apos;s bandwidth: no 4-bit kernel measured on this GPU&apos;s architecture</source>
        <translation>4 位权重按 16 位 GEMV 的带宽读取：此 GPU 架构上未测量过 4 位内核函数</translation>
    </message>
    <message>
        <source>4-bit weights read at {share} of a 16-bit GEMV&apos;s bandwidth (Marlin-class kernels, measured on this architecture)</source>
        <translation>4 位权重按 16 位 GEMV 带宽的 {share} 读取（Marlin 类内核函数，在此架构上实测）</translation>
    </message>
    <message>
        <source>4-bit weights read at {share} of a 16-bit GEMV&apos;s bandwidth: not measured on this GPU&apos;s architecture, the nearest measured one&apos;s</source>
        <translation>4 位权重按 16 位 GEMV 带宽的 {share} 读取：此 GPU 架构未经测量，采用最接近的已测架构之值</translation>
    </message>
    <message>
        <source>A {years}-year commitment bills every hour of its term, busy or not: {term}. This run&apos;s {used:,.0f} GPU-hours are {share:.1%} of them; the cost shown is that share, the commitment costs the whole term.</source>
        <translation>{years} 年承诺使用在承诺期内每小时都计费，不论是否使用：{term}。本次运行的 {used:,.0f} GPU 小时占其中 {share:.1%}；显示的成本是这一部分，承诺本身须支付整个期间。</translation>
    </message>
    <message>
        <source>Across nodes {options} would be a tenth faster or more on a faster network than the one assumed by their GPU class (see Network per node in their estimate); set {field} to your network&apos;s.</source>
        <translation>跨节点时，{options} 若网络比按其 GPU 类别假设的更快，会快十分之一以上（见其估算中的「每节点网络带宽」）；请将 {field} 设为你的网络。</translation>
    </message>
    <message>
        <source>At {n} GPUs ({strategy}) each holds {per_gpu} against {usable} usable.</source>
        <translation>在 {n} 张 GPU（{strategy}）时每张需 {per_gpu}，可用 {usable}。</translation>
    </message>
    <message>
        <source>Axolotl&apos;s MiniMax example is MiniMax-M2&apos;s; none runs Text-01/M1</source>
        <translation>Axolotl 的 MiniMax 示例是 MiniMax-M2 的；没有一个运行 Text-01/M1</translation>
    </message>
    <message>
        <source>Below this price per GPU-hour renting is cheaper for this run, above it owning is (at the workload&apos;s duty cycle and amortisation).</source>
        <translation>每 GPU 小时价格低于此值时，本次运行租用更便宜；高于此值则自购更便宜（按工作负载的使用时间占比与折旧年限）。</translation>
    </message>
    <message>
        <source>Even one user misses the latency targets on this plan ({missed}): add tensor parallelism, a faster GPU or a smaller format.</source>
        <translation>此方案连一位用户都达不到延迟目标（{missed}）：请增加张量并行、改用更快的 GPU 或更小的格式。</translation>
    </message>
    <message>
        <source>Fits only with paging: {out} of paged optimizer states live in host RAM and cross PCIe at every optimizer step.</source>
        <translation>仅在分页下容纳得下：{out} 的分页优化器状态存放在主机内存，每次优化器步骤都要经 PCIe 传输。</translation>
    </message>
    <message>
        <source>Mamba-2 layers keep what mamba_ssm&apos;s fused training kernel saves (its input projection&apos;s output, the scan&apos;s output, the gated norm&apos;s rsigma where it has one); without the kernels (transformers&apos; torch fallback) they keep far more</source>
        <translation>Mamba-2 层保留 mamba_ssm 融合训练内核保存的张量（输入投影的输出、扫描的输出，有门控归一化时还有其 rsigma）；没有这些内核时（transformers 的 torch 后备实现）会保留多得多</translation>
    </message>
    <message>
        <source>Needs {need} per GPU; the {gpu} has {have}.</source>
        <translation>每张 GPU 需要 {need}；{gpu} 只有 {have}。</translation>
    </message>
    <message>
        <source>Needs {need} per GPU; {framework} may use {have} of the {gpu}.</source>
        <translation>每张 GPU 需要 {need}；{framework} 在 {gpu} 上最多可用 {have}。</translation>
    </message>
    <message>
        <source>No token count given: assuming 1B training tokens (set {field}).</source>
        <translation>未提供 token 数：假设训练 10 亿个 token（请设置 {field}）。</translation>
    </message>
    <message>
        <source>No token count given: assuming a 1B-token dataset, {epochs:g} epochs = {tokens_b:g}B training tokens (set {field}).</source>
        <translation>未提供 token 数：假设数据集为 10 亿 token，{epochs:g} 个 epoch = {tokens_b:g}B 训练 token（请设置 {field}）。</translation>
    </message>
    <message>
        <source>Rank {rank} adapters on {targets} matrices of {where} add r × (inputs + outputs) parameters each; the share follows the rank and the matrices adapted, not a fixed percentage, and the memory follows the frozen weights ({weights} per GPU).</source>
        <translation>{where} {targets} 个矩阵上的秩 {rank} 适配器，各增加 r ×（输入 + 输出）个参数；这个比例取决于秩与调整的矩阵，不是固定百分比，而显存取决于冻结的权重（每张 GPU {weights}）。</translation>
    </message>
    <message>
        <source>The 20% stands for everything besides the weights; here the KV cache the GPUs hold for {batch:,} sequences of up to {context:,} tokens is {kv} and activations and runtime {rest} per replica: {extra:.0%} on top of the weights.</source>
        <translation>这 20% 代表权重以外的一切；此处每个副本的 GPU 为 {batch:,} 个最长 {context:,} 个 token 的序列保留的 KV 缓存为 {kv}，激活值与运行环境为 {rest}：比权重多 {extra:.0%}。</translation>
    </message>
    <message>
        <source>The KV cache holds {limit:,.0f} requests ({length}); the other {waiting:,} of the plan&apos;s {batch:,} concurrent users wait for a slot.</source>
        <translation>KV 缓存可容纳 {limit:,.0f} 个请求（{length}）；方案的 {batch:,} 位并发用户中，其余 {waiting:,} 位须等待空位。</translation>
    </message>
    <message>
        <source>The inference engine&apos;s share ({budget}) does not hold its weights ({weights}) and one completion&apos;s KV cache: raise {field}.</source>
        <translation>推理引擎的份额（{budget}）容纳不下它的权重（{weights}）加上一个回复的 KV 缓存：请调高 {field}。</translation>
    </message>
    <message>
        <source>The output layer stays in host RAM ({host}) and runs on the CPU: llama.cpp puts it on the GPU only when gpu_layers exceeds the model&apos;s layers (-ngl 99).</source>
        <translation>输出层留在主机内存（{host}），由 CPU 执行：只有 GPU 层数超过模型层数时（-ngl 99），llama.cpp 才会把它放到 GPU。</translation>
    </message>
    <message>
        <source>The peak load of {peak:,.2f} requests/s at the latency targets needs {need:,.0f} replicas ({gpus} GPUs each: tensor × pipeline parallel); the plan has {have}.</source>
        <translation>在延迟目标下，{peak:,.2f} 个请求/秒的峰值负载需要 {need:,.0f} 个副本（每个 {gpus} 张 GPU：张量 × 流水线并行）；方案只有 {have} 个。</translation>
    </message>
    <message>
        <source>The peak load of {peak:,.2f} requests/s at the latency targets needs {need:,.0f} replicas of one GPU; the plan has {have}.</source>
        <translation>在延迟目标下，{peak:,.2f} 个请求/秒的峰值负载需要 {need:,.0f} 个单张 GPU 的副本；方案只有 {have} 个。</translation>
    </message>
    <message>
        <source>The routed experts of layers 0 to {last} stay in host RAM ({host}) and run on the CPU: every generated token reads the experts it is routed to there, at the host&apos;s memory bandwidth.</source>
        <translation>第 0 到 {last} 层的路由专家留在主机内存（{host}），由 CPU 执行：每生成一个 token 都要以主机的内存带宽读取它被路由到的专家。</translation>
    </message>
    <message>
        <source>The {gpu} has no bf16: estimated as {framework} in fp16 with loss scaling (the same bytes per value, at the fp16 tensor-core rate).</source>
        <translation>{gpu} 不支持 bf16：按 {framework} 配合损失缩放的 fp16 估算（每个数值的字节相同，按 fp16 张量核心速率计）。</translation>
    </message>
    <message>
        <source>at least {gbit:,} Gb/s per node</source>
        <translation>每节点至少 {gbit:,} Gb/s</translation>
    </message>
    <message>
        <source>attention: {source}</source>
        <translation>注意力：{source}</translation>
    </message>
    <message>
        <source>cap {batch} at {users} concurrent users</source>
        <translation>将 {batch} 限制为 {users} 位并发用户</translation>
    </message>
    <message>
        <source>checkpoint {label}: {gb:.3g} GB summed from the checkpoint&apos;s tensor headers</source>
        <translation>检查点 {label}：{gb:.3g} GB，由检查点的张量头信息加总而得</translation>
    </message>
    <message>
        <source>checkpoint {label}: {share:.1%} of parameters ({groups}) at {per:.4g} B, the rest at 2 B</source>
        <translation>检查点 {label}：{share:.1%} 的参数（{groups}）每个 {per:.4g} B，其余每个 2 B</translation>
    </message>
    <message>
        <source>cloud on-demand</source>
        <translation>云按需</translation>
    </message>
    <message>
        <source>consumer</source>
        <translation>消费级</translation>
    </message>
    <message>
        <source>datacenter</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <source>edit {field} (an MFU, model FLOPs only) if you have measured your stack</source>
        <translation>若已实测自己的训练栈，请修改 {field}（MFU，只计模型 FLOPs）</translation>
    </message>
    <message>
        <source>even at 100% of the dense peak this takes {days:,.1f} days; real runs reach {mfu:.0%} MFU here (published large runs: 40–55%)</source>
        <translation>即使达到稠密峰值的 100% 也需 {days:,.1f} 天；实际运行在此约达 {mfu:.0%} MFU（已发表的大型训练：40–55%）</translation>
    </message>
    <message>
        <source>every sequence at full context, no prefix shared: the most the plan&apos;s sequences can hold; a shared prefix raises the concurrency the KV cache holds</source>
        <translation>每个序列都以完整上下文计、不共享前缀：方案序列最多可能占用的量；共享前缀可提高 KV 缓存可容纳的并发数</translation>
    </message>
    <message>
        <source>fewer GPUs for longer: ZeRO-3 / FSDP full sharding</source>
        <translation>用较少 GPU 跑更久：ZeRO-3 / FSDP 完全分片</translation>
    </message>
    <message>
        <source>fit {size} GB of RAM per node</source>
        <translation>每节点配备 {size} GB 内存</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>前向传播</translation>
    </message>
    <message>
        <source>frozen: {storage}</source>
        <translation>冻结权重：{storage}</translation>
    </message>
    <message>
        <source>host: {source}</source>
        <translation>主机：{source}</translation>
    </message>
    <message>
        <source>inference has no training time; this is the time the replicas are busy over the serving period</source>
        <translation>推理没有训练时间；这是服务期间副本忙碌的时间</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>loading: {how} ({framework})</source>
        <translation>加载：{how}（{framework}）</translation>
    </message>
    <message>
        <source>matmul: {source}</source>
        <translation>矩阵乘法：{source}</translation>
    </message>
    <message>
        <source>median of {n} dated rows</source>
        <translation>{n} 条带日期数据的中位数</translation>
    </message>
    <message>
        <source>memory-bandwidth bound</source>
        <translation>受显存带宽限制</translation>
    </message>
    <message>
        <source>memory: {source}</source>
        <translation>访存受限算子：{source}</translation>
    </message>
    <message>
        <source>method: {source}</source>
        <translation>方法：{source}</translation>
    </message>
    <message>
        <source>more than {gbit:,} Gb/s per node</source>
        <translation>每节点超过 {gbit:,} Gb/s</translation>
    </message>
    <message>
        <source>ms-swift registers MiniMax-Text-01/M1 for inference only (swift/model/models/minimax.py: &apos;does not support training&apos;)</source>
        <translation>ms-swift 只为推理注册 MiniMax-Text-01/M1（swift/model/models/minimax.py：&apos;does not support training&apos;）</translation>
    </message>
    <message>
        <source>needs both a rental and a purchase price</source>
        <translation>需要租用与购买两种价格</translation>
    </message>
    <message>
        <source>no Granite 4.0-H model or converter in Megatron-Core or Megatron-Bridge (its Mamba-2 layers aside, Granite&apos;s multipliers have no Megatron counterpart)</source>
        <translation>Megatron-Core 与 Megatron-Bridge 都没有 Granite 4.0-H 模型或转换器（Mamba-2 层之外，Granite 的乘数在 Megatron 中没有对应）</translation>
    </message>
    <message>
        <source>no latency target set ({ttft}, {tpot}): the limit is the KV cache&apos;s</source>
        <translation>未设置延迟目标（{ttft}、{tpot}）：上限即 KV 缓存的容量</translation>
    </message>
    <message>
        <source>node network</source>
        <translation>节点网络</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not in its supported-models table: it loads the model through transformers with a chat template you choose</source>
        <translation>不在其支持模型表中：它通过 transformers 加载模型，对话模板由你选择</translation>
    </message>
    <message>
        <source>not in {checked}</source>
        <translation>不在 {checked} 中</translation>
    </message>
    <message>
        <source>not modeled (no effect assumed): {keys}</source>
        <translation>未建模（假设无影响）：{keys}</translation>
    </message>
    <message>
        <source>official figure {official_b:.2f}B ({diff:+.2%})</source>
        <translation>官方数字 {official_b:.2f}B（{diff:+.2%}）</translation>
    </message>
    <message>
        <source>offload the optimizer states to host RAM</source>
        <translation>将优化器状态卸载到主机内存</translation>
    </message>
    <message>
        <source>offloaded to host RAM</source>
        <translation>已卸载到主机内存</translation>
    </message>
    <message>
        <source>one dated row</source>
        <translation>仅 1 条附日期数据</translation>
    </message>
    <message>
        <source>one server draws {node_kw:.1f} kW, more than the {rack_kw:.0f} kW a rack gets here (set {field})</source>
        <translation>一台服务器耗电 {node_kw:.1f} kW，超过此处每机柜的 {rack_kw:.0f} kW（请设置 {field}）</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>peak falls in the {phase}</source>
        <translation>峰值出现在{phase}</translation>
    </message>
    <message>
        <source>peak phase: {phase}</source>
        <translation>峰值阶段：{phase}</translation>
    </message>
    <message>
        <source>renting stays cheaper: running costs exceed the rent</source>
        <translation>租用仍较便宜：运营成本超过租金</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>set {tp_field} to {tp}</source>
        <translation>将 {tp_field} 设为 {tp}</translation>
    </message>
    <message>
        <source>set {tp_field} to {tp} and {pp_field} to {pp}</source>
        <translation>将 {tp_field} 设为 {tp}、{pp_field} 设为 {pp}</translation>
    </message>
    <message>
        <source>set {zero} to {stage}</source>
        <translation>将 {zero} 设为 {stage}</translation>
    </message>
    <message>
        <source>stack: {source}</source>
        <translation>软件栈：{source}</translation>
    </message>
    <message>
        <source>tensor parallel across all GPUs</source>
        <translation>所有 GPU 张量并行</translation>
    </message>
    <message>
        <source>torch.compile: the compiled loss keeps bf16 logits; each layer keeps what Liger&apos;s kernels keep (its norms&apos; inputs and rsigma, the gate and up outputs), as a compiled layer was measured to; routed experts and selective recompute stay as eager PyTorch keeps them</source>
        <translation>torch.compile：编译后的损失保留 bf16 logits；每层保留的量与 Liger 内核相同（归一化的输入与 rsigma、gate 与 up 输出），与编译后一层的实测一致；路由专家与选择性重算仍按 PyTorch 即时模式计算</translation>
    </message>
    <message>
        <source>turn on {recompute} (full)</source>
        <translation>开启 {recompute}（全部重算）</translation>
    </message>
    <message>
        <source>turn on {recompute} (full) and {then}</source>
        <translation>开启 {recompute}（全部重算），并{then}</translation>
    </message>
    <message>
        <source>use {gpus} GPUs ({nodes} × {per_node}) with {tp_field} {tp} and {pp_field} {pp}</source>
        <translation>使用 {gpus} 张 GPU（{nodes} × {per_node}），{tp_field} {tp}、{pp_field} {pp}</translation>
    </message>
    <message>
        <source>use {gpus} GPUs ({nodes} × {per_node}) with {zero} {stage}</source>
        <translation>使用 {gpus} 张 GPU（{nodes} × {per_node}），{zero} 设为 {stage}</translation>
    </message>
    <message>
        <source>utilisation: {source}</source>
        <translation>利用率：{source}</translation>
    </message>
    <message>
        <source>vision_config: the vision tower is not counted (text decoder only)</source>
        <translation>vision_config：未计入视觉塔（只算文字解码器）</translation>
    </message>
    <message>
        <source>Not used by this plan, so they change nothing: {options}.</source>
        <translation>这个计划用不到以下选项，设置了也不会改变结果：{options}。</translation>
    </message>
    <message>
        <source>cannot read ({why})</source>
        <translation>无法读取（{why}）</translation>
    </message>
    <message>
        <source>not a file or folder (a pipe, device or socket)</source>
        <translation>不是文件或文件夹（是管道、设备或套接字）</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>找不到该文件或文件夹</translation>
    </message>
    <message>
        <source>unknown model; give a catalog id, a config.json, a checkpoint folder, a .gguf file or a Hugging Face id (org/name) in the local cache</source>
        <translation>未知的模型；请提供目录 id、config.json、检查点文件夹、.gguf 文件，或本地缓存中的 Hugging Face ID（组织/名称）</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}: {why})</source>
        <translation>不是有效的 JSON（第 {line} 行：{why}）</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>no such file (a checkpoint folder needs config.json)</source>
        <translation>找不到该文件（检查点文件夹需要 config.json）</translation>
    </message>
    <message>
        <source>not in the local Hugging Face cache (looked in {looked}) nor in the catalog; download it or give a path</source>
        <translation>不在本地 Hugging Face 缓存中（已查看 {looked}），也不在目录中；请先下载或提供路径</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>找不到该文件</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>not readable (permission denied)</source>
        <translation>无法读取（权限不足）</translation>
    </message>
    <message>
        <source>the name holds a NUL character</source>
        <translation>名称含有 NUL 字符</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, device or socket)</source>
        <translation>不是普通文件（是管道、设备或套接字）</translation>
    </message>
    <message>
        <source>too large ({size:,} bytes; the limit is {most:,})</source>
        <translation>过大（{size:,} 字节；上限为 {most:,}）</translation>
    </message>
</context>
<context>
    <name>ModelPanel</name>
    <message>
        <source>Any size</source>
        <translation>不限规模</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Transformer blocks (num_hidden_layers)</source>
        <translation>Transformer 层数（num_hidden_layers）</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层大小</translation>
    </message>
    <message>
        <source>Model width d (hidden_size)</source>
        <translation>模型宽度 d（hidden_size）</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Query heads</source>
        <translation>查询头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Key/value heads (grouped-query attention)</source>
        <translation>Key/value 头数（分组查询注意力）</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP 宽度</translation>
    </message>
    <message>
        <source>Feed-forward inner width (intermediate_size)</source>
        <translation>前馈层内部宽度（intermediate_size）</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词汇表</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary</source>
        <translation>词汇表中的 token 数</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Routed experts per MoE layer (0: dense model)</source>
        <translation>每个 MoE 层的路由专家数（0：稠密模型）</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每 token 专家数</translation>
    </message>
    <message>
        <source>Routed experts each token runs through</source>
        <translation>每个 token 经过的路由专家数</translation>
    </message>
    <message>
        <source>Expert width</source>
        <translation>专家宽度</translation>
    </message>
    <message>
        <source>Feed-forward inner width of each routed expert (moe_intermediate_size); the MLP width above is the dense layers&apos;</source>
        <translation>每个路由专家的前馈层内部宽度（moe_intermediate_size）；上方的 MLP 宽度是稠密层的</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Search models…</source>
        <translation>搜索模型…</translation>
    </message>
    <message>
        <source>Filter by name, id or Hugging Face repo</source>
        <translation>按名称、ID 或 Hugging Face 仓库筛选</translation>
    </message>
    <message>
        <source>Show one model family</source>
        <translation>只显示一个模型系列</translation>
    </message>
    <message>
        <source>All families</source>
        <translation>所有系列</translation>
    </message>
    <message>
        <source>Show models in one size class (total parameters)</source>
        <translation>只显示某个规模区间的模型（总参数量）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Params</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Select the model to plan for</source>
        <translation>选择要规划的模型</translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation>导入 config.json…</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json (with its checkpoint folder&apos;s weights) or a GGUF file into a custom model</source>
        <translation>将 Hugging Face config.json（连同其检查点文件夹中的权重）或 GGUF 文件读入为自定义模型</translation>
    </message>
    <message>
        <source>{parallel} layers of {kind} beside attention</source>
        <translation>{parallel} 层 {kind} 与注意力并列</translation>
    </message>
    <message>
        <source>{recurrent} {kind} + {attention} attention layers</source>
        <translation>{recurrent} 层 {kind} + {attention} 层注意力</translation>
    </message>
    <message>
        <source>{attention} attention + {alone} MLP-only layers</source>
        <translation>{attention} 个注意力层 + {alone} 个仅含 MLP 的层</translation>
    </message>
    <message>
        <source>MLP widths differ by layer: {mean} on average, {widest} the widest</source>
        <translation>各层 MLP 宽度不同：平均 {mean}，最宽 {widest}</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>导入模型</translation>
    </message>
    <message>
        <source>Model files (*.json *.gguf)</source>
        <translation>模型文件 (*.json *.gguf)</translation>
    </message>
    <message>
        <source>{file} has the architecture of the catalog&apos;s {model} (the same parameters, layers, widths and heads): its entry is used</source>
        <translation>{file} 与目录中的 {model} 架构相同（参数、层数、宽度和注意力头都一样）：改用目录中的条目</translation>
    </message>
    <message>
        <source>Cannot import the model</source>
        <translation>无法导入模型</translation>
    </message>
    <message>
        <source>Architecture (edit to make a custom model)</source>
        <translation>架构（编辑即创建自定义模型）</translation>
    </message>
    <message>
        <source>Parameters counted from the architecture</source>
        <translation>依架构计算的参数量</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>{n} active</source>
        <translation>激活 {n}</translation>
    </message>
    <message>
        <source>{local} sliding-window + {full} full-attention layers (heads of {head}, {kv} key/value)</source>
        <translation>{local} 个滑动窗口层 + {full} 个全注意力层（每头 {head} 维，{kv} 个键值头）</translation>
    </message>
    <message>
        <source>Import {file}</source>
        <translation>导入 {file}</translation>
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
        <translation>嵌入层</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>路由专家</translation>
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
        <translation>视觉编码器</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>backward</source>
        <translation>反向传播</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>前向传播</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>推理服务</translation>
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
        <translation>硬件、时间与成本规划，{date}</translation>
    </message>
</context>
<context>
    <name>Project</name>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>scenario {name}: {field}: {text}</source>
        <translation>场景 {name}：{field}：{text}</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project details</source>
        <translation>项目详情</translation>
    </message>
    <message>
        <source>The project&apos;s name (1–200 characters)</source>
        <translation>项目名称（1–200 个字符）</translation>
    </message>
    <message>
        <source>Notes for the whole project (up to {n} characters)</source>
        <translation>整个项目的备注（最多 {n} 个字符）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <source>The project&apos;s scenarios</source>
        <translation>项目的场景</translation>
    </message>
    <message>
        <source>The selected scenario&apos;s name</source>
        <translation>选中场景的名称</translation>
    </message>
    <message>
        <source>Notes for the selected scenario (up to {n} characters)</source>
        <translation>选中场景的备注（最多 {n} 个字符）</translation>
    </message>
    <message>
        <source>Scenario &amp;name:</source>
        <translation>场景名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Scenario no&amp;tes:</source>
        <translation>场景备注(&amp;T)：</translation>
    </message>
    <message>
        <source>Edit project details</source>
        <translation>编辑项目详情</translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Make these changes to the plan so it fits</source>
        <translation>对计划做这些更改，让它容纳得下</translation>
    </message>
    <message>
        <source>Other ways to fit</source>
        <translation>其他容纳得下的做法</translation>
    </message>
    <message>
        <source>Make this change to the plan so its engine starts</source>
        <translation>对方案做此变更，让引擎能启动</translation>
    </message>
    <message>
        <source>Make these changes to the plan so it meets the targets</source>
        <translation>对方案做这些更改，使其达成目标</translation>
    </message>
    <message>
        <source>Other ways to meet them</source>
        <translation>其他达成目标的做法</translation>
    </message>
    <message>
        <source>Does not start:</source>
        <translation>无法启动：</translation>
    </message>
    <message>
        <source>Misses the latency targets:</source>
        <translation>未达延迟目标：</translation>
    </message>
    <message>
        <source>May not fit:</source>
        <translation>可能容纳不下：</translation>
    </message>
    <message>
        <source>Does not fit:</source>
        <translation>容纳不下：</translation>
    </message>
    <message>
        <source>{bytes} per GPU</source>
        <translation>每张 GPU {bytes}</translation>
    </message>
    <message>
        <source>{bytes} per GPU, {paged} of it paged to host RAM</source>
        <translation>每张 GPU {bytes}，其中 {paged} 分页至主机内存</translation>
    </message>
    <message>
        <source>{time} of training</source>
        <translation>训练 {time}</translation>
    </message>
    <message>
        <source>{cost} in the cloud</source>
        <translation>云端 {cost}</translation>
    </message>
    <message>
        <source>changes the numerics</source>
        <translation>会改变数值精度</translation>
    </message>
    <message>
        <source>changes the run</source>
        <translation>会改变训练内容</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Apply the proposed changes</source>
        <translation>应用建议的更改</translation>
    </message>
</context>
<context>
    <name>Provider</name>
    <message>
        <source>Azure (US)</source>
        <translation>Azure（美国）</translation>
    </message>
    <message>
        <source>BIZON (integrator add-on, 2 cards) (US)</source>
        <translation>BIZON（集成商加购，2 张卡）（美国）</translation>
    </message>
    <message>
        <source>CUHK-Shenzhen HPC (university, subsidised)</source>
        <translation>CUHK-Shenzhen HPC（高校，补贴价）</translation>
    </message>
    <message>
        <source>China 8-GPU H100 NVLink server (÷8, grey market)</source>
        <translation>中国 8 卡 H100 NVLink 服务器（÷8，灰色市场）</translation>
    </message>
    <message>
        <source>China 8-GPU H20 server (÷8)</source>
        <translation>中国 8 卡 H20 服务器（÷8）</translation>
    </message>
    <message>
        <source>China 8-GPU H800 server (÷8)</source>
        <translation>中国 8 卡 H800 服务器（÷8）</translation>
    </message>
    <message>
        <source>China 8-GPU server lease (SMM)</source>
        <translation>中国 8 卡服务器租赁（SMM）</translation>
    </message>
    <message>
        <source>China distributors (advertised)</source>
        <translation>中国经销商（公开标价）</translation>
    </message>
    <message>
        <source>China e-commerce (modified card)</source>
        <translation>中国电商（魔改卡）</translation>
    </message>
    <message>
        <source>China e-commerce street</source>
        <translation>中国电商市场价</translation>
    </message>
    <message>
        <source>China server lease (SMM)</source>
        <translation>中国服务器租赁（SMM）</translation>
    </message>
    <message>
        <source>CoreWeave (North America)</source>
        <translation>CoreWeave（北美）</translation>
    </message>
    <message>
        <source>GCP asia-east1 (Taiwan)</source>
        <translation>GCP asia-east1（台湾）</translation>
    </message>
    <message>
        <source>Huawei (China)</source>
        <translation>华为（中国）</translation>
    </message>
    <message>
        <source>Intel (8-chip kit ÷8)</source>
        <translation>Intel（8 芯片套件 ÷8）</translation>
    </message>
    <message>
        <source>Lambda (US)</source>
        <translation>Lambda（美国）</translation>
    </message>
    <message>
        <source>Market index T1 (CCIR) (US)</source>
        <translation>市场指数 T1（CCIR）（美国）</translation>
    </message>
    <message>
        <source>Market index T3 (CCIR) (US)</source>
        <translation>市场指数 T3（CCIR）（美国）</translation>
    </message>
    <message>
        <source>Modal (serverless) (US)</source>
        <translation>Modal（无服务器）（美国）</translation>
    </message>
    <message>
        <source>NVIDIA (China)</source>
        <translation>NVIDIA（中国）</translation>
    </message>
    <message>
        <source>NVIDIA China MSRP</source>
        <translation>NVIDIA 中国建议零售价</translation>
    </message>
    <message>
        <source>NVIDIA Taiwan launch price</source>
        <translation>NVIDIA 台湾首发价</translation>
    </message>
    <message>
        <source>NVIDIA distributors (China)</source>
        <translation>NVIDIA 经销商（中国）</translation>
    </message>
    <message>
        <source>Nebius (EU/US)</source>
        <translation>Nebius（欧盟／美国）</translation>
    </message>
    <message>
        <source>Oracle OCI (US)</source>
        <translation>Oracle OCI（美国）</translation>
    </message>
    <message>
        <source>RunPod (US/EU)</source>
        <translation>RunPod（美国／欧盟）</translation>
    </message>
    <message>
        <source>RunPod (serverless flex)</source>
        <translation>RunPod（无服务器弹性方案）</translation>
    </message>
    <message>
        <source>RunPod Community (US/EU)</source>
        <translation>RunPod 社区云（美国／欧盟）</translation>
    </message>
    <message>
        <source>RunPod Secure (US/EU)</source>
        <translation>RunPod 安全云（美国／欧盟）</translation>
    </message>
    <message>
        <source>RunPod Secure (US/EU/CA)</source>
        <translation>RunPod 安全云（美国／欧盟／加拿大）</translation>
    </message>
    <message>
        <source>Runcrate (via gpu.blog listing)</source>
        <translation>Runcrate（经 gpu.blog 挂牌）</translation>
    </message>
    <message>
        <source>SJTU HPC (university, subsidised)</source>
        <translation>SJTU HPC（高校，补贴价）</translation>
    </message>
    <message>
        <source>TensorWave (US)</source>
        <translation>TensorWave（美国）</translation>
    </message>
    <message>
        <source>Together AI (US)</source>
        <translation>Together AI（美国）</translation>
    </message>
    <message>
        <source>US retail (partner cards) (US)</source>
        <translation>美国零售（非公版卡）（美国）</translation>
    </message>
    <message>
        <source>US retail new (US)</source>
        <translation>美国零售全新（美国）</translation>
    </message>
    <message>
        <source>Vast.ai (interruptible)</source>
        <translation>Vast.ai（可中断）</translation>
    </message>
    <message>
        <source>Vast.ai (median, verified)</source>
        <translation>Vast.ai（中位数，已验证）</translation>
    </message>
    <message>
        <source>Vast.ai (on-demand)</source>
        <translation>Vast.ai（按需）</translation>
    </message>
    <message>
        <source>Vultr (US)</source>
        <translation>Vultr（美国）</translation>
    </message>
    <message>
        <source>catalog cloud price (AWS 1-GPU instance)</source>
        <translation>目录云价格（AWS 单 GPU 实例）</translation>
    </message>
    <message>
        <source>catalog rental price (undated listings)</source>
        <translation>目录租用价格（未注明日期的挂牌）</translation>
    </message>
    <message>
        <source>catalog street/launch price</source>
        <translation>目录市场价／发布价</translation>
    </message>
    <message>
        <source>street (global)</source>
        <translation>市场价（全球）</translation>
    </message>
    <message>
        <source>street estimate (US)</source>
        <translation>市场价估计（美国）</translation>
    </message>
    <message>
        <source>the GPU entry</source>
        <translation>GPU 目录条目本身</translation>
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
        <translation>WikiText-2 困惑度（llama.cpp，每段 512 个 token）</translation>
    </message>
    <message>
        <source>activations in 4 bits too and plain rounding: calibrated checkpoints lose less</source>
        <translation>激活值也是 4 位且仅做四舍五入：经校准的检查点损失较小</translation>
    </message>
    <message>
        <source>activations in 4 bits too and plain rounding: more than weight-only loses</source>
        <translation>激活值也是 4 位且仅做四舍五入：损失多于只量化权重</translation>
    </message>
    <message>
        <source>activations quantized in simulation, not with INT8 kernels</source>
        <translation>激活值以模拟方式量化，并非使用 INT8 内核函数</translation>
    </message>
    <message>
        <source>adapters fine-tuned on the 4-bit base, not the base served as released</source>
        <translation>是在 4 位基底上微调的适配器，而非直接以发布版本的基底提供服务</translation>
    </message>
    <message>
        <source>mean 5-shot MMLU after QLoRA fine-tuning</source>
        <translation>QLoRA 微调后的《MMLU》5 次示例平均</translation>
    </message>
    <message>
        <source>mean of MMLU-CoT, GSM8K, HellaSwag and WinoGrande</source>
        <translation>MMLU-CoT、GSM8K、HellaSwag 与 WinoGrande 的平均</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>Fastest options for {model} ({method})</source>
        <translation>{model}（{method}）最快的选项</translation>
    </message>
    <message>
        <source>Cheapest options for {model} ({method})</source>
        <translation>{model}（{method}）最便宜的选项</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自购</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
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
        <translation>时间</translation>
    </message>
    <message>
        <source>run cost</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>购置</translation>
    </message>
    <message>
        <source>ok?</source>
        <translation>符合？</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>{n} × {gpu}: with --max-num-seqs {seqs:,} (vLLM would not start with its default: a hybrid model&apos;s sequences each need a cache block)</source>
        <translation>{n} × {gpu}：需设置 --max-num-seqs {seqs:,}（使用默认值时 vLLM 无法启动：混合模型的每个序列都需要一个缓存块）</translation>
    </message>
    <message>
        <source>Costs shown as —:</source>
        <translation>显示为 — 的成本：</translation>
    </message>
    <message>
        <source>Before buying more GPUs, cheaper changes:</source>
        <translation>加购 GPU 之前，可先试这些更便宜的改动：</translation>
    </message>
    <message>
        <source>none that fit</source>
        <translation>没有容纳得下的数量</translation>
    </message>
    <message>
        <source>{gpu}: {change} → 1 GPU (plan as given: {base}), {time}</source>
        <translation>{gpu}：{change} → 1 张 GPU（原方案：{base}），{time}</translation>
    </message>
    <message>
        <source>{gpu}: {change} → {n} GPUs (plan as given: {base}), {time}</source>
        <translation>{gpu}：{change} → {n} 张 GPU（原方案：{base}），{time}</translation>
    </message>
    <message>
        <source>{n} GPU types cannot run this plan (e.g. {gpu}: {why})</source>
        <translation>有 {n} 种 GPU 无法运行该方案（例如 {gpu}：{why}）</translation>
    </message>
    <message>
        <source>attention DP {n}</source>
        <translation>注意力数据并行 {n}</translation>
    </message>
    <message>
        <source>engine TP {n}</source>
        <translation>生成引擎张量并行 {n}</translation>
    </message>
    <message>
        <source>{n} replicas</source>
        <translation>{n} 个副本</translation>
    </message>
    <message>
        <source>{n} data-parallel</source>
        <translation>数据并行 {n}</translation>
    </message>
    <message>
        <source>{amount} (US{given} given)</source>
        <translation>{amount}（输入为 US{given}）</translation>
    </message>
    <message>
        <source>Budget {amount}, compared with the run cost (cloud: rent for this run; owned: this run&apos;s share of owning); an owned option&apos;s purchase is compared too</source>
        <translation>预算 {amount}，与运行成本比较（云端：本次运行的租金；自有：本次运行分摊的拥有成本）；自有方案的购置费也一并比较</translation>
    </message>
    <message>
        <source>cannot carry the load</source>
        <translation>无法承担负载</translation>
    </message>
    <message>
        <source>budget unknown (no price)</source>
        <translation>无法对照预算（缺价格）</translation>
    </message>
    <message>
        <source>misses deadline and budget</source>
        <translation>超出期限和预算</translation>
    </message>
    <message>
        <source>misses deadline</source>
        <translation>超出期限</translation>
    </message>
    <message>
        <source>misses budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>purchase over budget</source>
        <translation>购置费超出预算</translation>
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
        <translation>短卷积</translation>
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
        <translation>合计</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>On the GPU</source>
        <translation>GPU 上实际占用</translation>
    </message>
    <message>
        <source>Total at full context</source>
        <translation>完整上下文下总计</translation>
    </message>
    <message>
        <source>range {low} – {high}</source>
        <translation>范围 {low} – {high}</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>the KV cache pool, {pool}, fills the rest</source>
        <translation>KV 缓存池 {pool} 占满其余空间</translation>
    </message>
    <message>
        <source>Verdict: fits, with paging ({bytes} of optimizer states paged to host RAM; paging costs {seconds} s per step)</source>
        <translation>结论：需分页才能放下（{bytes} 的优化器状态分页到主机内存；分页每步耗时 {seconds} 秒）</translation>
    </message>
    <message>
        <source>Verdict: runs — the KV cache pool holds {held:,} of the {batch:,} sequences at the full context ({context:,} tokens); the server admits requests by the KV blocks they use (Serving: concurrent requests at the average length)</source>
        <translation>结论：可运行 — KV 缓存池在完整上下文（{context:,} 个 token）下可容纳 {batch:,} 个序列中的 {held:,} 个；服务器按请求实际使用的 KV 块接纳请求（服务：按平均长度计的并发请求数）</translation>
    </message>
    <message>
        <source>Verdict: fits ({bytes} spare per GPU)</source>
        <translation>结论：容纳得下（每张 GPU 剩 {bytes}）</translation>
    </message>
    <message>
        <source>Verdict: tight — fits with {bytes} spare per GPU at the expected overheads, not at their high end ({high})</source>
        <translation>结论：偏紧 — 按预期的额外开销计算，每张 GPU 剩余 {bytes}；额外开销达到上限时则容纳不下（{high}）</translation>
    </message>
    <message>
        <source>Verdict: does NOT fit ({bytes} short per GPU)</source>
        <translation>结论：容纳不下（每张 GPU 差 {bytes}）</translation>
    </message>
    <message>
        <source>Verdict on start-up: {why}</source>
        <translation>启动判定：{why}</translation>
    </message>
    <message>
        <source>Verdict on the latency targets: missed at the plan&apos;s concurrency ({batch:,}) — {missed}</source>
        <translation>延迟目标结论：在方案的并发数（{batch:,}）下未达成——{missed}</translation>
    </message>
    <message>
        <source>Verdict on the latency targets: missed at {rate} requests/s — {missed}</source>
        <translation>延迟目标结论：在每秒 {rate} 个请求下未达成——{missed}</translation>
    </message>
    <message>
        <source>Fewest {gpu} that run it: {n} ({strategy}; the KV cache pool holds {held:,} of {batch:,} sequences at full context)</source>
        <translation>能运行所需最少的 {gpu}：{n} 张（{strategy}；KV 缓存池在完整上下文下可容纳 {batch:,} 个序列中的 {held:,} 个）</translation>
    </message>
    <message>
        <source>To start: {what} ({terms})</source>
        <translation>要能启动：{what}（{terms}）</translation>
    </message>
    <message>
        <source>To meet the targets: {what} ({terms})</source>
        <translation>要达成目标：{what}（{terms}）</translation>
    </message>
    <message>
        <source>To fit: {what} ({terms})</source>
        <translation>要容纳得下：{what}（{terms}）</translation>
    </message>
    <message>
        <source>Other ways to meet them:</source>
        <translation>其他达成目标的做法：</translation>
    </message>
    <message>
        <source>Other ways to fit:</source>
        <translation>其他容纳得下的做法：</translation>
    </message>
    <message>
        <source>{what} ({terms})</source>
        <translation>{what}（{terms}）</translation>
    </message>
    <message>
        <source>Fewest {gpu} that fit: {n} ({strategy}; {bytes} per GPU)</source>
        <translation>容纳得下所需最少的 {gpu}：{n} 张（{strategy}；每张 GPU {bytes}）</translation>
    </message>
    <message>
        <source>Verdict: may NOT fit — {bytes} short per GPU at the expected overheads; it runs at their low end ({low})</source>
        <translation>结论：可能容纳不下 — 按预期的额外开销计算，每张 GPU 差 {bytes}；额外开销在下限时可以运行（{low}）</translation>
    </message>
    <message>
        <source>No GPU count up to the search limit fits this plan.</source>
        <translation>在搜索上限内，没有任何 GPU 数量容纳得下这个计划。</translation>
    </message>
    <message>
        <source>1 node</source>
        <translation>1 个节点</translation>
    </message>
    <message>
        <source>{n} nodes</source>
        <translation>{n} 个节点</translation>
    </message>
    <message>
        <source>Memory per GPU (while serving)</source>
        <translation>每张 GPU 显存（服务时）</translation>
    </message>
    <message>
        <source>Memory per GPU (peak in the {phase})</source>
        <translation>每张 GPU 显存（峰值在{phase}）</translation>
    </message>
    <message>
        <source>Parameters  total {total} · active {active} · trainable {trainable}</source>
        <translation>参数  总数 {total} · 每 token 激活 {active} · 可训练 {trainable}</translation>
    </message>
    <message>
        <source>Offloaded to host RAM per GPU: {bytes}</source>
        <translation>每张 GPU 卸载到主机内存：{bytes}</translation>
    </message>
    <message>
        <source>Rules of thumb, checked</source>
        <translation>经验法则核对</translation>
    </message>
    <message>
        <source>Plan values you did not set, and where they come from</source>
        <translation>您未设置的方案值及其来源</translation>
    </message>
    <message>
        <source>How each figure was computed</source>
        <translation>每个数字的计算方式</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}：{value}</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>备注：{text}</translation>
    </message>
    <message>
        <source>source: {text}</source>
        <translation>来源：{text}</translation>
    </message>
    <message>
        <source>refused ({flag})</source>
        <translation>拒绝（{flag}）</translation>
    </message>
    <message>
        <source>none fits</source>
        <translation>都容纳不下</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <translation>容纳得下的最大微批次</translation>
    </message>
    <message>
        <source>Longest sequence that fits</source>
        <translation>容纳得下的最长序列</translation>
    </message>
    <message>
        <source>Most concurrent sequences that fit</source>
        <translation>容纳得下的最多并发序列数</translation>
    </message>
    <message>
        <source>Longest context that fits</source>
        <translation>容纳得下的最长上下文</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits (rows of the longest sample)</source>
        <translation>容纳得下的最大微批次（以最长样本的行长）</translation>
    </message>
    <message>
        <source>Longest padded row (sample) that fits</source>
        <translation>容纳得下的最长填充行（样本）</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Headroom per GPU</source>
        <translation>每张 GPU 剩余</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit</source>
        <translation>容纳得下所需最少 GPU 数</translation>
    </message>
    <message>
        <source>Fewest GPUs that run it</source>
        <translation>能运行所需最少 GPU 数</translation>
    </message>
    <message>
        <source>Full-context sequences the KV cache pool holds there</source>
        <translation>该数量下 KV 缓存池可容纳的完整上下文序列数</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>{model} · {method} · memory per GPU as planned: {bytes}</source>
        <translation>{model} · {method} · 按方案每张 GPU 显存：{bytes}</translation>
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
        <translation>最少数量</translation>
    </message>
    <message>
        <source>how</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>{rule}: {rule_value} by the rule, {ours} by hwplanner ({verdict})</source>
        <translation>{rule}：经验法则 {rule_value}，hwplanner {ours}（{verdict}）</translation>
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
        <translation>{name}（自定义）</translation>
    </message>
    <message>
        <source>Pin scenario</source>
        <translation>固定场景</translation>
    </message>
    <message>
        <source>Remove scenario</source>
        <translation>移除场景</translation>
    </message>
    <message>
        <source>Switch scenario</source>
        <translation>切换场景</translation>
    </message>
    <message>
        <source>cannot be estimated with these values ({error})</source>
        <translation>无法用这些数值估算（{error}）</translation>
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
        <translation>“{citation}”</translation>
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
        <translation>每个参数 0.5 B，另加每 64 个一块的 8 位 absmax 与每 256 块一个 fp32（bitsandbytes 双重量化）</translation>
    </message>
    <message>
        <source>0.5 B/param + 8-bit scale per 32 (OCP MX)</source>
        <translation>每个参数 0.5 B，另加每 32 个一个 8 位缩放因子（OCP MX）</translation>
    </message>
    <message>
        <source>0.5 B/param + FP8 scale per 16 (NVIDIA NVFP4)</source>
        <translation>每个参数 0.5 B，另加每 16 个一个 FP8 缩放因子（NVIDIA NVFP4）</translation>
    </message>
    <message>
        <source>0.5 B/param + fp16 scale and 4-bit zero per 128-group (GPTQ/AWQ)</source>
        <translation>每个参数 0.5 B，另加每 128 个一组的 fp16 缩放因子与 4 位零点（GPTQ/AWQ）</translation>
    </message>
    <message>
        <source>0.5 B/param + fp32 absmax per 64-block (bitsandbytes, no double quant)</source>
        <translation>每个参数 0.5 B，另加每 64 个一块的 fp32 absmax（bitsandbytes，无双重量化）</translation>
    </message>
    <message>
        <source>1 B/param (LLM.int8 / per-channel int8)</source>
        <translation>每个参数 1 B（LLM.int8／逐通道 int8）</translation>
    </message>
    <message>
        <source>1 B/param + 16-bit scale and bias per 64 (MLX affine 8-bit, mlx_lm.convert)</source>
        <translation>每参数 1 B + 每 64 个一组 16 位缩放与偏移（MLX 仿射 8 位，mlx_lm.convert）</translation>
    </message>
    <message>
        <source>1 B/param + fp32 scale per 128×128 block</source>
        <translation>每个参数 1 B，另加每 128×128 块一个 fp32 缩放因子</translation>
    </message>
    <message>
        <source>144 bytes per 256 weights (GGUF Q4_K), Q6_K on half the attn_v and ffn_down and the output layer (llama-quantize Q4_K_M)</source>
        <translation>每 256 个权重 144 字节（GGUF Q4_K），约一半的 attn_v 与 ffn_down 以及输出层为 Q6_K（llama-quantize Q4_K_M）</translation>
    </message>
    <message>
        <source>16-GPU DGX-2 / HGX-2 class server (SXM, NVSwitch)</source>
        <translation>16 GPU DGX-2 / HGX-2 级服务器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>16-GPU HGX A100 class server (two baseboards, NVSwitch)</source>
        <translation>16 GPU HGX A100 级服务器（两块基板，NVSwitch）</translation>
    </message>
    <message>
        <source>176 bytes per 256 weights (GGUF Q5_K), Q6_K on half the attn_v and ffn_down and the output layer (llama-quantize Q5_K_M)</source>
        <translation>每 256 个权重 176 字节（GGUF Q5_K），约一半的 attn_v 与 ffn_down 以及输出层为 Q6_K（llama-quantize Q5_K_M）</translation>
    </message>
    <message>
        <source>18 bytes per 32 weights (GGUF Q4_0: 4-bit + fp16 scale)</source>
        <translation>每 32 个权重 18 字节（GGUF Q4_0：4 位 + fp16 缩放因子）</translation>
    </message>
    <message>
        <source>2 B/param</source>
        <translation>每个参数 2 B</translation>
    </message>
    <message>
        <source>210 bytes per 256 weights (GGUF Q6_K); output layer Q6_K</source>
        <translation>每 256 个权重 210 字节（GGUF Q6_K）；输出层为 Q6_K</translation>
    </message>
    <message>
        <source>2U/4U PCIe GPU server (up to 8 double-width cards, 2 CPUs)</source>
        <translation>2U/4U PCIe GPU 服务器（最多 8 张双槽卡，2 颗 CPU）</translation>
    </message>
    <message>
        <source>2·N per token + causal attention (Kaplan et al. 2020)</source>
        <translation>每 token 2·N + 因果注意力（Kaplan 等人 2020）</translation>
    </message>
    <message>
        <source>34 bytes per 32 weights (GGUF Q8_0: int8 + fp16 scale)</source>
        <translation>每 32 个权重 34 字节（GGUF Q8_0：int8 + fp16 缩放因子）</translation>
    </message>
    <message>
        <source>4 B/param</source>
        <translation>每个参数 4 B</translation>
    </message>
    <message>
        <source>4-GPU HGX/DGX-class server (SXM, NVSwitch)</source>
        <translation>4 GPU HGX/DGX 级服务器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>4-bit GEMV bandwidth ÷ 16-bit GEMV bandwidth, one token: A100 0.78 (github ml-explore/mlx PR #3197, 16384²; Marlin 0.80, github vllm-project/vllm PR #2497), H100 0.54 (github inclusionAI/humming PR #2, Marlin at 8192²; github ml-explore/mlx PR #3160); vLLM runs AWQ checkpoints through awq_marlin unless told quantization=awq (github vllm-project/vllm vllm/model_executor/layers/quantization/awq_marlin.py, AWQMarlinConfig.override_quantization_method), GPTQ through gptq_marlin; SGLang likewise (github sgl-project/sglang python/sglang/srt/layers/quantization/awq_marlin.py); TGI repacks AWQ and GPTQ for GPTQ-Marlin on sm80 and newer (github huggingface/text-generation-inference server/text_generation_server/layers/marlin/gptq.py, can_use_gptq_marlin)</source>
        <translation>单个 token 时 4 位 GEMV 带宽 ÷ 16 位 GEMV 带宽：A100 0.78（github ml-explore/mlx PR #3197，16384²；Marlin 0.80，github vllm-project/vllm PR #2497），H100 0.54（github inclusionAI/humming PR #2，Marlin 于 8192²；github ml-explore/mlx PR #3160）；vLLM 以 awq_marlin 运行 AWQ 检查点，除非明确指定 quantization=awq（github vllm-project/vllm vllm/model_executor/layers/quantization/awq_marlin.py，AWQMarlinConfig.override_quantization_method），GPTQ 以 gptq_marlin 运行；SGLang 亦同（github sgl-project/sglang python/sglang/srt/layers/quantization/awq_marlin.py）；TGI 在 sm80 及更新架构上将 AWQ 与 GPTQ 重新打包为 GPTQ-Marlin（github huggingface/text-generation-inference server/text_generation_server/layers/marlin/gptq.py，can_use_gptq_marlin）</translation>
    </message>
    <message>
        <source>4-slot workstation (Threadripper / Xeon W class)</source>
        <translation>4 插槽工作站（Threadripper／Xeon W 级）</translation>
    </message>
    <message>
        <source>4U PCIe GPU server (10 double-width cards, 2 CPUs)</source>
        <translation>4U PCIe GPU 服务器（10 张双槽卡，2 颗 CPU）</translation>
    </message>
    <message>
        <source>4U server of single-slot cards (up to 20, 2 CPUs)</source>
        <translation>单槽卡 4U 服务器（最多 20 张，2 颗 CPU）</translation>
    </message>
    <message>
        <source>8-GPU HGX/DGX-class server (SXM, NVSwitch)</source>
        <translation>8 GPU HGX/DGX 级服务器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>Adafactor factors the second moment into row and column sums</source>
        <translation>Adafactor 将二阶矩分解为行和与列和</translation>
    </message>
    <message>
        <source>AdamW keeps exp_avg and exp_avg_sq</source>
        <translation>AdamW 保存 exp_avg 与 exp_avg_sq</translation>
    </message>
    <message>
        <source>Axolotl sample_packing (multipack; flash-attention varlen with each sample&apos;s cu_seqlens: github axolotl-ai-cloud/axolotl docs/multipack.qmd)</source>
        <translation>Axolotl sample_packing（multipack；以各样本的 cu_seqlens 运行 flash-attention varlen：github axolotl-ai-cloud/axolotl docs/multipack.qmd）</translation>
    </message>
    <message>
        <source>Azure ND A100 v4 FIO sequential write 8.2 GB/s; Llama 3: checkpoints of 1 MB–4 GB per GPU saturated a 2 TB/s fabric</source>
        <translation>Azure ND A100 v4 FIO 顺序写入 8.2 GB/s；Llama 3：每张 GPU 1 MB–4 GB 的检查点写入就让 2 TB/s 的网络饱和</translation>
    </message>
    <message>
        <source>Azure ND H200 v5 FIO sequential write 33.8 GB/s; Llama 3: checkpoints of 1 MB–4 GB per GPU saturated a 2 TB/s fabric</source>
        <translation>Azure ND H200 v5 FIO 顺序写入 33.8 GB/s；Llama 3：每张 GPU 1 MB–4 GB 的检查点写入就让 2 TB/s 的网络饱和</translation>
    </message>
    <message>
        <source>DGX H100 user guide: 6 × 3,300 W PSUs, 4+2 redundant</source>
        <translation>DGX H100 用户指南：6 × 3,300 W 电源，4+2 冗余</translation>
    </message>
    <message>
        <source>Dao-AILab/flash-attention csrc/xentropy/xentropy_kernel.cu @383caa67 and flash_attn/ops/triton/cross_entropy.py @058ad35a (save_for_backward(logits, lse, labels); gradient empty_like(logits) unless inplace_backward); mosaicml/llm-foundry llmfoundry/models/mpt/modeling_mpt.py @0085285 (loss_fn default fused_crossentropy)</source>
        <translation>Dao-AILab/flash-attention csrc/xentropy/xentropy_kernel.cu @383caa67 与 flash_attn/ops/triton/cross_entropy.py @058ad35a（save_for_backward(logits, lse, labels)；除非 inplace_backward，梯度为 empty_like(logits)）；mosaicml/llm-foundry llmfoundry/models/mpt/modeling_mpt.py @0085285（loss_fn 默认为 fused_crossentropy）</translation>
    </message>
    <message>
        <source>DeepSeek Sparse Attention: each query attends the index_topk earlier tokens its lightning indexer scores highest, and every layer caches an indexer key per token, FP8 with an fp32 scale per 128 elements (github deepseek-ai/DeepSeek-V3.2-Exp@6d8cb70 inference/model.py); an FP8 cache keeps the latent in FP8 with its scales and the rotary part in bf16 (vLLM&apos;s fp8_ds_mla, github vllm-project/vllm@008a0c31 flashmla_sparse.py)</source>
        <translation>DeepSeek 稀疏注意力（DSA）：每个查询只关注其闪电索引器评分最高的 index_topk 个先前 token，且每层为每个 token 缓存一个索引器键，以 FP8 存储、每 128 个元素一个 fp32 缩放系数（github deepseek-ai/DeepSeek-V3.2-Exp@6d8cb70 inference/model.py）；FP8 缓存以 FP8 存放潜在向量及其缩放系数，旋转位置部分保留 bf16（vLLM 的 fp8_ds_mla，github vllm-project/vllm@008a0c31 flashmla_sparse.py）</translation>
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
        <translation>DeepSpeed ZeRO-Infinity SC21 幻灯片（NVMe → GPU 28 GB/s，一台 DGX-2）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-Offload (Ren et al. 2021); FSDP CPUOffload; torchtune OffloadActivations; bitsandbytes paged optimizers; DeepSpeed config defaults</source>
        <translation>DeepSpeed ZeRO-Offload（Ren 等人 2021）；FSDP CPUOffload；torchtune OffloadActivations；bitsandbytes 分页优化器；DeepSpeed 配置默认值</translation>
    </message>
    <message>
        <source>Dettmers et al., QLoRA (2023), Table 4 (NF4 with double quantization against BF16)</source>
        <translation>Dettmers 等人，QLoRA（2023），表 4（NF4 加双重量化，对照 BF16）</translation>
    </message>
    <message>
        <source>Egiazarian et al., &apos;Bridging the Gap Between Promise and Performance for Microscaling FP4 Quantization&apos; (arXiv 2509.23202), Table 1, round-to-nearest</source>
        <translation>Egiazarian 等人，《Bridging the Gap Between Promise and Performance for Microscaling FP4 Quantization》（arXiv 2509.23202），表 1，最近舍入</translation>
    </message>
    <message>
        <source>FSDP2 CPUOffloadPolicy; DeepSpeed ZeRO-Offload (Ren et al. 2021)</source>
        <translation>FSDP2 CPUOffloadPolicy；DeepSpeed ZeRO-Offload（Ren 等人 2021）</translation>
    </message>
    <message>
        <source>GPU datasheet TDP; CPU power from the workload</source>
        <translation>GPU 规格表 TDP；CPU 功耗取自用户设置</translation>
    </message>
    <message>
        <source>GPU vendor PSU guidance; ATX 3.0 transient allowance</source>
        <translation>GPU 厂商的电源建议；ATX 3.0 瞬时功耗容许值</translation>
    </message>
    <message>
        <source>GQA: 2 × kv_heads × head_dim per token per layer; paged blocks: Kwon et al. 2023</source>
        <translation>GQA：每 token 每层 2 × kv_heads × head_dim；分页块：Kwon 等人 2023</translation>
    </message>
    <message>
        <source>GaLore: Zhao et al. 2024, &apos;GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection&apos; (arXiv 2403.03507); galore_torch GaLoreProjector (proj_type std): states of rank × the longer side, the projection rank × the shorter side</source>
        <translation>GaLore：Zhao 等人 2024，《GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection》（arXiv 2403.03507）；galore_torch GaLoreProjector（proj_type std）：状态为秩 × 较长的一边，投影矩阵为秩 × 较短的一边</translation>
    </message>
    <message>
        <source>Grace superchip server (1–4 superchips per node, MGX class)</source>
        <translation>Grace 超级芯片服务器（每节点 1–4 颗超级芯片，MGX 级）</translation>
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
        <translation>Korthikanti 等人 2022（完全重计算与选择性重计算）</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 accounting, checked against PyTorch saved tensors</source>
        <translation>Korthikanti 等人 2022 的计算方式，并以 PyTorch 保存的张量核对</translation>
    </message>
    <message>
        <source>Kwon et al. 2023 (PagedAttention)</source>
        <translation>Kwon 等人 2023（PagedAttention）</translation>
    </message>
    <message>
        <source>LLaMA-Factory Megatron: neat_packing hands Megatron-Core THD rows with each sample&apos;s boundaries (github alibaba/ROLL mcore_adapter/src/mcore_adapter/trainer/trainer.py @044104da _packing_sequence: PackedSeqParams qkv_format &apos;thd&apos;, cu_seqlens), so attention keeps each sample to itself</source>
        <translation>LLaMA-Factory Megatron：neat_packing 将带有各样本边界的 THD 行交给 Megatron-Core（github alibaba/ROLL mcore_adapter/src/mcore_adapter/trainer/trainer.py @044104da _packing_sequence：PackedSeqParams qkv_format &apos;thd&apos;、cu_seqlens），因此注意力只在各样本内部计算</translation>
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
        <translation>Lin 等人，AWQ（MLSys 2024），表 4：4 位权重，分组 128（GPTQ 为 5.69）</translation>
    </message>
    <message>
        <source>Lion keeps one momentum buffer</source>
        <translation>Lion 保存一个动量缓冲区</translation>
    </message>
    <message>
        <source>Llama 3 (Grattafiori et al. 2024, §3.3.4): 419 unexpected interruptions in 54 days on 16,384 H100, &gt;90% effective training time; OPT-175B logbook: 35+ manual restarts in 2 months on 992 A100</source>
        <translation>Llama 3（Grattafiori 等人 2024，§3.3.4）：16,384 张 H100 在 54 天内有 419 次意外中断，有效训练时间 &gt; 90%；OPT-175B 训练日志：992 张 A100 在 2 个月内手动重启 35 次以上</translation>
    </message>
    <message>
        <source>LoRA: Hu et al. 2021; PEFT adapter shapes</source>
        <translation>LoRA：Hu 等人 2021；PEFT 适配器的形状</translation>
    </message>
    <message>
        <source>MLA caches the compressed latent (kv_lora_rank + rope dims)</source>
        <translation>MLA 缓存压缩后的潜在向量（kv_lora_rank + RoPE 维度）</translation>
    </message>
    <message>
        <source>MLX&apos;s quantized matmul dequantises inside the kernel: no separate pass timed; its training speed is not measured here</source>
        <translation>MLX 的量化矩阵乘法在内核内反量化：不另计反量化时间；其训练速度此处未经实测</translation>
    </message>
    <message>
        <source>Megatron-Core transformer_config.py moe_deepep_num_sms 20 (github NVIDIA/Megatron-LM@d2c5e8b4); the GPU&apos;s SMs: its sm_count, with the source of its catalog row or of the user&apos;s GPU file</source>
        <translation>Megatron-Core transformer_config.py moe_deepep_num_sms 20（github NVIDIA/Megatron-LM@d2c5e8b4）；GPU 的 SM 数：其 sm_count，来源见其目录条目或用户 GPU 文件</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s dropless token dispatchers wait on the host for each MoE layer&apos;s token counts before the dispatch (megatron-core token_dispatcher.py _maybe_dtoh_and_synchronize; DeepEP&apos;s and HybridEP&apos;s dispatch); the region from dispatch to combine then runs at the host&apos;s pace, &apos;placing the CPU on the critical path&apos; (NVIDIA, Scalable Training of MoE Models with Megatron Core, arXiv 2603.07685 §4.3.6): 11 launches besides each local expert&apos;s GEMMs and their quantization, counted from the code; none under a whole-step CUDA graph (paged stash or drop-and-pad)</source>
        <translation>Megatron-Core 的无丢弃 token 分派器在分派前于主机上等待每个 MoE 层的 token 数（Megatron-Core 的 token_dispatcher.py _maybe_dtoh_and_synchronize；DeepEP 与 HybridEP 的分派）；从分派到合并的区段随后以主机的速度执行，“把 CPU 放上关键路径”（NVIDIA《Scalable Training of MoE Models with Megatron Core》，arXiv 2603.07685 §4.3.6）：除每个本地专家的 GEMM 及其量化外另有 11 次启动，依代码计数；整步 CUDA 图（分页暂存 moe_paged_stash，或丢弃并填充至容量）下则无</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s training CUDA graphs (--cuda-graph-impl transformer_engine, local or full_iteration; github NVIDIA/Megatron-LM@117c06d9 docs/user-guide/features/cuda_graph.md): a layer graph replaces a layer&apos;s launches but a mixture&apos;s router, dispatch and experts, a whole-step graph every launch of the forward and backward; a replay counted as 2 launched ops (the input copy and the graph launch; estimate)</source>
        <translation>Megatron-Core 的训练 CUDA 图（--cuda-graph-impl transformer_engine、local 或 full_iteration；github NVIDIA/Megatron-LM@117c06d9 docs/user-guide/features/cuda_graph.md）：逐层图取代一层的内核启动，但混合专家的路由、分派与专家除外；整步图取代前向与反向的所有启动；每次重放计为 2 次启动（输入复制与图启动；估计）</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s training CUDA graphs (github NVIDIA/Megatron-LM@0004de18 megatron/core/transformer/cuda_graphs.py: static inputs for each layer and micro-batch); Megatron-Bridge docs/training/cuda-graphs.md @0bcbd0bd: &apos;typically adding a few GB. Models with PP &gt; 1 can consume over 10 GB&apos;</source>
        <translation>Megatron-Core 的训练 CUDA 图（github NVIDIA/Megatron-LM@0004de18 megatron/core/transformer/cuda_graphs.py：每一层、每个微批次各一份静态输入）；Megatron-Bridge docs/training/cuda-graphs.md @0bcbd0bd：“通常增加数 GB；PP &gt; 1 的模型可能多用超过 10 GB”</translation>
    </message>
    <message>
        <source>Megatron-LM (fp32 main_grad), DeepSpeed with fp32 gradient accumulation</source>
        <translation>Megatron-LM（fp32 main_grad）、以 fp32 累积梯度的 DeepSpeed</translation>
    </message>
    <message>
        <source>Megatron-LM --fp8-param-gather (Megatron-FSDP gathers the FP8 parameters); torchao&apos;s float8 all-gather under FSDP2: each Float8Linear weight cast to FP8 on its shard before the gather, tensor-wise scaling only (github pytorch/torchtitan@06fe290 docs/float8.md)</source>
        <translation>Megatron-LM --fp8-param-gather（Megatron-FSDP 收集 FP8 参数）；FSDP2 下 torchao 的 float8 全收集：每个 Float8Linear 权重在收集前于其分片上转为 FP8，仅限张量级缩放（github pytorch/torchtitan@06fe290 docs/float8.md）</translation>
    </message>
    <message>
        <source>NCCL environment docs (NCCL_BUFFSIZE); PyTorch DDP bucket_cap_mb=25; DeepSpeed reduce_bucket_size</source>
        <translation>NCCL 环境变量文档（NCCL_BUFFSIZE）；PyTorch DDP bucket_cap_mb=25；DeepSpeed reduce_bucket_size</translation>
    </message>
    <message>
        <source>NCCL nccl-tests PERFORMANCE.md (bus bandwidth); Megatron-LM (Shoeybi et al. 2019, Narayanan et al. 2021); ZeRO (Rajbhandari et al. 2020); PyTorch FSDP (Zhao et al. 2023)</source>
        <translation>NCCL nccl-tests PERFORMANCE.md（总线带宽）；Megatron-LM（Shoeybi 等人 2019、Narayanan 等人 2021）；ZeRO（Rajbhandari 等人 2020）；PyTorch FSDP（Zhao 等人 2023）</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100 datasheet: ~10.2 kW max for 8 × 700 W GPUs (DGX A100: 6.5 kW, 8 × 400 W)</source>
        <translation>NVIDIA DGX H100 规格表：8 × 700 W GPU 最大约 10.2 kW（DGX A100：6.5 kW，8 × 400 W）</translation>
    </message>
    <message>
        <source>NVIDIA Enterprise Reference Architecture &apos;NVL72 AI Factory&apos;, System Hardware &amp; Components (docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html: GB300 NVL72 &apos;Full rack requiring up to 142 kW&apos;, 8 power shelves of 33 kW, 18 compute trays of 4 GPUs); GB200 NVL72 &apos;up to 120KW&apos; (NVIDIA at the OCP Global Summit, Network World 2024-10-15)</source>
        <translation>NVIDIA 企业参考架构〈NVL72 AI Factory〉System Hardware &amp; Components（docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html：GB300 NVL72“Full rack requiring up to 142 kW”，8 个 33 kW 电源架，18 个各含 4 张 GPU 的计算托盘）；GB200 NVL72“up to 120KW”（NVIDIA 于 OCP 全球峰会，Network World 2024-10-15）</translation>
    </message>
    <message>
        <source>NVIDIA/Megatron-LM megatron/core/tensor_parallel/cross_entropy.py @00611e6 (VocabParallelCrossEntropy: logits.float(), exp in place, save_for_backward(exp_logits)) and megatron/core/fusions/fused_cross_entropy.py @0cb4a9c</source>
        <translation>NVIDIA/Megatron-LM megatron/core/tensor_parallel/cross_entropy.py @00611e6（VocabParallelCrossEntropy：logits.float()，就地取指数，save_for_backward(exp_logits)）与 megatron/core/fusions/fused_cross_entropy.py @0cb4a9c</translation>
    </message>
    <message>
        <source>NVIDIA/TransformerEngine @1b2b4a8 (TE 2.7 and later until PR #3273, 2026) transformer_engine/pytorch/triton/cross_entropy.py (cross_entropy_kernel writes the gradient over the logits in forward; backward scales it in place); Megatron-Core --cross-entropy-loss-fusion --cross-entropy-fusion-impl te; the default of Megatron-Bridge&apos;s Llama 3 and Qwen recipes from NVIDIA-NeMo/Megatron-Bridge PR #1154 (2025-11, in r0.2.0 by #1201: NeMo 25.11) until PR #4138 (2026-06) set native again, after NVIDIA/Megatron-LM PR #5115 refused the TE kernel for training stability</source>
        <translation>NVIDIA/TransformerEngine @1b2b4a8（TE 2.7 起，至 2026 年 PR #3273 为止）transformer_engine/pytorch/triton/cross_entropy.py（cross_entropy_kernel 在前向传播中把梯度写回 logits；反向传播就地缩放）；Megatron-Core --cross-entropy-loss-fusion --cross-entropy-fusion-impl te；Megatron-Bridge 的 Llama 3 与 Qwen 配方自 NVIDIA-NeMo/Megatron-Bridge PR #1154（2025-11，经 #1201 合入 r0.2.0：NeMo 25.11）起的默认，直到 PR #4138（2026-06）改回 native；此前 NVIDIA/Megatron-LM PR #5115 因训练稳定性拒用 TE 内核</translation>
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
        <translation>NVLink 桥接器</translation>
    </message>
    <message>
        <source>NeMo 2.0 fine-tuning with packed sequences (packed_sequence_specs): each row&apos;s samples go to Megatron-Core as THD with their boundaries (github NVIDIA/NeMo @7ce2c555 nemo/collections/llm/gpt/model/base.py get_packed_seq_params: PackedSeqParams cu_seqlens_q/kv, qkv_format &apos;thd&apos;, passed to TEDotProductAttention; NeMo user guide 24.09, &apos;Sequence Packing for SFT/PEFT&apos;), so attention keeps each sample to itself</source>
        <translation>NeMo 2.0 以打包序列微调（packed_sequence_specs）：每行的样本连同其边界以 THD 格式交给 Megatron-Core（github NVIDIA/NeMo @7ce2c555 nemo/collections/llm/gpt/model/base.py get_packed_seq_params：PackedSeqParams cu_seqlens_q/kv、qkv_format &apos;thd&apos;，传给 TEDotProductAttention；NeMo 用户指南 24.09〈Sequence Packing for SFT/PEFT〉），因此注意力只在各样本之内</translation>
    </message>
    <message>
        <source>NeMo docs features/optimizations/communication_overlap.rst &apos;Pipeline-parallel Communication Overlap&apos; (overlap_p2p_comm: the 1F1B phase&apos;s sends beside non-dependent compute, fill and flush exposed, with virtual pipelining only); Megatron-LM arguments.py (overlap_p2p_comm on unless --no-overlap-p2p-communication); Megatron-Core schedules.py forward_backward_pipelining_with_interleaving (warm-up micro-batches (pp − rank − 1)·2 + (v − 1)·pp)</source>
        <translation>NeMo 文档 features/optimizations/communication_overlap.rst “Pipeline-parallel Communication Overlap”（overlap_p2p_comm：1F1B 阶段的发送与无依赖的计算重叠，填充与排空阶段不被掩盖，仅限虚拟流水线）；Megatron-LM arguments.py（overlap_p2p_comm 默认开启，除非 --no-overlap-p2p-communication）；Megatron-Core schedules.py forward_backward_pipelining_with_interleaving（预热微批次 (pp − rank − 1)·2 + (v − 1)·pp）</translation>
    </message>
    <message>
        <source>NeMo-RL examples/configs/grpo_math_1B.yaml @00294d9b (async_grpo.enabled, off by default; PR #2779 runs async one-step-off GRPO on GPUs of its own)</source>
        <translation>NeMo-RL examples/configs/grpo_math_1B.yaml @00294d9b（async_grpo.enabled，默认关闭；PR #2779 在独立 GPU 上运行落后一步的异步 GRPO）</translation>
    </message>
    <message>
        <source>OAM/module baseboard server (up to 8 accelerators)</source>
        <translation>OAM／模组基板服务器（最多 8 颗加速器）</translation>
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
        <translation>PPO 价值模型（Schulman 等人 2017；Ouyang 等人 2022）：TRL PPOTrainer value_model、OpenRLHF/verl 的价值模型</translation>
    </message>
    <message>
        <source>PUE: Uptime Institute survey average ~1.5–1.6 (hyperscale ~1.1)</source>
        <translation>PUE：Uptime Institute 调查平均约 1.5–1.6（超大规模数据中心约 1.1）</translation>
    </message>
    <message>
        <source>PaLM (Chowdhery et al. 2022) appendix B definition</source>
        <translation>PaLM（Chowdhery 等人 2022）附录 B 的定义</translation>
    </message>
    <message>
        <source>PaLM (Chowdhery et al. 2022) appendix B definition; generation counted</source>
        <translation>PaLM（Chowdhery 等人 2022）附录 B 的定义；计入生成</translation>
    </message>
    <message>
        <source>Pope et al. 2022 roofline; the input embedding is a lookup of one row</source>
        <translation>Pope 等人 2022 屋顶线模型（roofline）；输入嵌入只是查一行</translation>
    </message>
    <message>
        <source>PyTorch CUDA semantics notes; NVIDIA CUDA lazy loading (CUDA_MODULE_LOADING=LAZY)</source>
        <translation>PyTorch CUDA 语义说明；NVIDIA CUDA 延迟加载（CUDA_MODULE_LOADING=LAZY）</translation>
    </message>
    <message>
        <source>PyTorch CUDACachingAllocator: memory_reserved() ≥ memory_allocated()</source>
        <translation>PyTorch CUDACachingAllocator：memory_reserved() ≥ memory_allocated()</translation>
    </message>
    <message>
        <source>PyTorch DDP gradient buckets, FSDP/ZeRO-3 prefetch, Megatron overlap options</source>
        <translation>PyTorch DDP 梯度分桶、FSDP/ZeRO-3 预取、Megatron 重叠选项</translation>
    </message>
    <message>
        <source>PyTorch DataLoader: one process per worker; DGX A100 has 16 cores per GPU</source>
        <translation>PyTorch DataLoader：每个工作进程一个进程；DGX A100 每张 GPU 配 16 个核心</translation>
    </message>
    <message>
        <source>S3 Standard us-east-1 list price $0.023/GB-month by default</source>
        <translation>默认采用 S3 标准存储 us-east-1 标价 $0.023/GB·月</translation>
    </message>
    <message>
        <source>SGD with momentum keeps one buffer</source>
        <translation>带动量的 SGD 保存一个缓冲区</translation>
    </message>
    <message>
        <source>SGLang server arguments (mem_fraction_static, chunked_prefill_size, page_size, radix cache)</source>
        <translation>SGLang 服务器参数（mem_fraction_static、chunked_prefill_size、page_size、基数树缓存 RadixAttention）</translation>
    </message>
    <message>
        <source>SkyRL&apos;s one-step-off-policy pipeline (an async trainer with a queue of one: skyrl-train/docs/examples/async.rst @09c3a1e4) and fully asynchronous training (trainer.fully_async, max_staleness_steps 4: skyrl-train/docs/tutorials/fully_async.rst @53c8c47e), both with the engines on GPUs of their own</source>
        <translation>SkyRL 的一步离策略流水线（队列长度为一的异步训练器：skyrl-train/docs/examples/async.rst @09c3a1e4）与全异步训练（trainer.fully_async，max_staleness_steps 4：skyrl-train/docs/tutorials/fully_async.rst @53c8c47e），两者都需推理引擎在独立 GPU 上</translation>
    </message>
    <message>
        <source>TRL DPOTrainer/GRPOTrainer: ref_model None with PEFT or precompute_ref_log_probs, else loaded like the policy and prepared with ZeRO-3 only under stage 3; verl ref_in_actor with LoRA; OpenRLHF --ref.offload</source>
        <translation>TRL DPOTrainer/GRPOTrainer：使用 PEFT 或 precompute_ref_log_probs 时 ref_model 为 None，否则与策略模型一样加载，且仅在阶段 3 时以 ZeRO-3 准备；verl 配合 LoRA 时用 ref_in_actor；OpenRLHF 的 ref.offload 选项</translation>
    </message>
    <message>
        <source>TRL SFTTrainer packing (packing_strategy bfd: padding-free rows, position_ids per sample, flash-attention varlen; github huggingface/trl trl/trainer/sft_trainer.py)</source>
        <translation>TRL SFTTrainer 的打包（packing_strategy bfd：无填充的行、每个样本各自的 position_ids、flash-attention varlen；github huggingface/trl trl/trainer/sft_trainer.py）</translation>
    </message>
    <message>
        <source>TRL SFTTrainer: every trainable parameter cast to bf16 over a 4- or 8-bit base (github huggingface/trl trl/trainer/sft_trainer.py; TRL 0.x peft_module_casting_to_bf16); AdamW&apos;s states in the parameter&apos;s dtype</source>
        <translation>TRL SFTTrainer：在 4 或 8 位基座模型上，每个可训练参数都转为 bf16（github huggingface/trl trl/trainer/sft_trainer.py；TRL 0.x 的 peft_module_casting_to_bf16）；AdamW 的状态采用参数本身的数据类型</translation>
    </message>
    <message>
        <source>TRL _move_model_to_vllm (merged LoRA), OpenRLHF broadcast/CUDA IPC, verl update_weights; NVLink/PCIe datasheet bandwidth</source>
        <translation>TRL _move_model_to_vllm（合并后的 LoRA）、OpenRLHF 广播／CUDA IPC、verl update_weights；NVLink/PCIe 规格表带宽</translation>
    </message>
    <message>
        <source>TensorRT-LLM KvCacheConfig (free_gpu_memory_fraction 0.9, tokens_per_block 32, enable_block_reuse) and build defaults (max_batch_size 2048, max_num_tokens 8192)</source>
        <translation>TensorRT-LLM KvCacheConfig（free_gpu_memory_fraction 0.9、tokens_per_block 32、enable_block_reuse）与构建默认值（max_batch_size 2048、max_num_tokens 8192）</translation>
    </message>
    <message>
        <source>TensorRT-LLM SchedulerConfig capacity_scheduler_policy GUARANTEED_NO_EVICT (the default): a request starts only when its prompt and maximum output fit the KV cache, so that it is never paused (TensorRT-LLM performance tuning guide, &apos;Useful Runtime Options&apos;, Capacity Scheduler Policy)</source>
        <translation>TensorRT-LLM SchedulerConfig capacity_scheduler_policy GUARANTEED_NO_EVICT（默认）：请求的提示与最大输出都放进 KV 缓存时才开始，因此不会被暂停（TensorRT-LLM 性能调优指南〈Useful Runtime Options〉的 Capacity Scheduler Policy）</translation>
    </message>
    <message>
        <source>TensorRT-LLM enable_attention_dp (PyTorch backend): every GPU of the tensor-parallel group a data-parallel rank (github NVIDIA/TensorRT-LLM tensorrt_llm/mapping.py @b35ac1b6 MappingBase.dp_size = tp_size), attention and MLA whole on each (_torch/modules/attention.py @c6d3bb2a: &apos;if config.mapping.enable_attention_dp: tp_size = 1&apos;), dense MLPs and shared experts too (_torch/models/modeling_deepseekv3.py @a43cf9e3 _compute_mlp_tp_size, _compute_shared_expert_tp_size), embedding and LM head unsplit (_torch/modules/embedding.py @06d0733f LMHead), routed experts over moe_ep_size x moe_tp_size = tp_size; each rank its own scheduler and KV pool (pyexecutor/_util.py @d8ae02ca create_py_executor_instance; resource_manager.py @d2a5560a KVCacheManager tp_size = 1; docs/source/blogs/tech_blog/blog9_Deploying_GPT_OSS_on_TRTLLM.md: &apos;max_batch_size describes the maximum batch size for each local rank&apos;)</source>
        <translation>TensorRT-LLM enable_attention_dp（PyTorch 后端）：张量并行组中的每张 GPU 都是一个数据并行 rank（github NVIDIA/TensorRT-LLM tensorrt_llm/mapping.py @b35ac1b6 MappingBase.dp_size = tp_size），注意力与 MLA 在每张上完整（_torch/modules/attention.py @c6d3bb2a：&apos;if config.mapping.enable_attention_dp: tp_size = 1&apos;），稠密 MLP 与共享专家亦然（_torch/models/modeling_deepseekv3.py @a43cf9e3 _compute_mlp_tp_size、_compute_shared_expert_tp_size），嵌入层与 LM head 不切分（_torch/modules/embedding.py @06d0733f LMHead），路由专家分布于 moe_ep_size x moe_tp_size = tp_size；每个 rank 有自己的调度器与 KV 池（pyexecutor/_util.py @d8ae02ca create_py_executor_instance；resource_manager.py @d2a5560a KVCacheManager tp_size = 1；docs/source/blogs/tech_blog/blog9_Deploying_GPT_OSS_on_TRTLLM.md：&apos;max_batch_size describes the maximum batch size for each local rank&apos;）</translation>
    </message>
    <message>
        <source>Transformer Engine speedups.rst / gemm_profiling.rst @8f2e635 (a 5B-class layer&apos;s GEMMs in autocast and pre-quantized: H200 NVL for Hopper and older, B300 SXM6 for Blackwell, MXFP8 and NVFP4; what its autocast cast: benchmarks/gemm/benchmark_gemm.py @3329417); FBGEMM PR #2546 (H100, row-wise FP8 GEMM with scaling); NVFP4 stochastic rounding: TE PR #2412 (B300 cast 6.4 TB/s rounding to nearest, 4.5 TB/s stochastic)</source>
        <translation>Transformer Engine speedups.rst / gemm_profiling.rst @8f2e635（5B 级模型一层的 GEMM，autocast（含量化）与预先量化两种测量：Hopper 及更早架构为 H200 NVL，Blackwell、MXFP8 与 NVFP4 为 B300 SXM6；其 autocast 量化了哪些张量：benchmarks/gemm/benchmark_gemm.py @3329417）；FBGEMM PR #2546（H100，逐行缩放的 FP8 GEMM，含缩放）；NVFP4 随机舍入：TE PR #2412（B300 上量化内核：就近舍入 6.4 TB/s，随机舍入 4.5 TB/s）</translation>
    </message>
    <message>
        <source>Unsloth&apos;s Triton kernels patched into the models it supports (github unslothai/unsloth unsloth/kernels/rms_layernorm.py fast_rms_layernorm, rope_embedding.py fast_rope_embedding, swiglu.py swiglu_fg_kernel)</source>
        <translation>Unsloth 为其支持的模型换上的 Triton 内核（github unslothai/unsloth unsloth/kernels/rms_layernorm.py fast_rms_layernorm、rope_embedding.py fast_rope_embedding、swiglu.py swiglu_fg_kernel）</translation>
    </message>
    <message>
        <source>a fused-MoE block&apos;s fixed time at decode, fitted to the engines&apos; kernel benchmarks over 1–16 tokens, the mean per architecture: Hopper 24.5–27.2 µs (H200 FP8 Qwen3-235B TP8, github sgl-project/sglang PR #11730; H100 FP8 Qwen3-30B, github vllm-project/vllm PR #24700; H200 FP8 Qwen3-Next and DeepSeek-R1 TP2, PR #36559), Blackwell 27.1 and 47.6 µs (B200 bf16 Qwen3-30B, PR #31448; B200 FP8 DeepSeek-R1 TP8, github sgl-project/sglang PR #11816), Ampere 26.9 µs (A100 bf16 Qwen3.5-122B TP2, PR #55511); the experts&apos; bytes at 0.90 · b ÷ (b + 0.265 MB) of the bandwidth, b one expert matrix&apos;s bytes on a GPU (the same fits and Mixtral at TP2, PR #24700)</source>
        <translation>融合 MoE 块在解码时的固定时间，依引擎的内核基准测试在 1–16 个 token 上拟合，取各架构的平均：Hopper 24.5–27.2 µs（H200 FP8 Qwen3-235B TP8，github sgl-project/sglang PR #11730；H100 FP8 Qwen3-30B，github vllm-project/vllm PR #24700；H200 FP8 Qwen3-Next 与 DeepSeek-R1 TP2，PR #36559），Blackwell 27.1 与 47.6 µs（B200 bf16 Qwen3-30B，PR #31448；B200 FP8 DeepSeek-R1 TP8，github sgl-project/sglang PR #11816），Ampere 26.9 µs（A100 bf16 Qwen3.5-122B TP2，PR #55511）；专家权重字节以带宽的 0.90 · 矩阵字节 ÷（矩阵字节 + 0.265 MB）读取，矩阵字节为一个专家矩阵在单张 GPU 上的字节（同一批拟合及 TP2 的 Mixtral，PR #24700）</translation>
    </message>
    <message>
        <source>a launched op&apos;s CPU time that of a torch Linear call: 13.48 µs on an x86 DGX H100 host, 33.17 µs on GH200&apos;s Grace, 37.08 µs on GB200&apos;s, taken for GB300 and Vera Rubin too (github NVIDIA/TransformerEngine issue #2053)</source>
        <translation>每个启动的运算取一次 torch.nn.Linear 调用的 CPU 时间：x86 DGX H100 主机 13.48 µs、GH200 的 Grace 33.17 µs、GB200 的 37.08 µs，GB300 与 Vera Rubin 亦取 GB200 之值（github NVIDIA/TransformerEngine 议题 #2053）</translation>
    </message>
    <message>
        <source>a step reads micro-batch × accumulation × data-parallel ranks of pairs or examples (TRL, OpenRLHF, ms-swift), or its prompts (RL)</source>
        <translation>每步读取 微批次 × 累积步数 × 数据并行进程数 个偏好对或样本（TRL、OpenRLHF、ms-swift），强化学习则读取其提示</translation>
    </message>
    <message>
        <source>a tensor- and pipeline-parallel shard per process</source>
        <translation>每个进程一份张量与流水线并行分片</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth over MetaXLink: 329 of 448 GB/s on 8 MetaX C550 (0.73; mccl_tests at 1 GB, leliyliu/TileStack@d2113415 npus/07-C550硬件规格.md)</source>
        <translation>MetaXLink 上的 all-reduce 总线带宽：8 张 MetaX C550 上达 448 GB/s 中的 329（0.73；mccl_tests，1 GB，leliyliu/TileStack@d2113415 npus/07-C550硬件规格.md）</translation>
    </message>
    <message>
        <source>any framework with mixed precision off</source>
        <translation>任何关闭混合精度的框架</translation>
    </message>
    <message>
        <source>at least {gbit:,} Gb/s per node</source>
        <translation>每节点至少 {gbit:,} Gb/s</translation>
    </message>
    <message>
        <source>attention: {source}</source>
        <translation>注意力：{source}</translation>
    </message>
    <message>
        <source>beyond NVLink 5</source>
        <translation>超过 NVLink 5</translation>
    </message>
    <message>
        <source>bitsandbytes 8-bit AdamW: two 1-byte states + block stats</source>
        <translation>bitsandbytes 8 位 AdamW：两个 1 字节状态 + 块统计量</translation>
    </message>
    <message>
        <source>bitsandbytes docs, explanations/optimizers.mdx (paged optimizers)</source>
        <translation>bitsandbytes 文档 explanations/optimizers.mdx（分页优化器）</translation>
    </message>
    <message>
        <source>bitsandbytes optim/optimizer.py get_state_buffer (paged for tensors ≥ 10⁵ elements)</source>
        <translation>bitsandbytes optim/optimizer.py get_state_buffer（元素数 ≥ 10⁵ 的张量才分页）</translation>
    </message>
    <message>
        <source>bubble: Narayanan et al. 2021 §2.2</source>
        <translation>流水线气泡：Narayanan 等人 2021 §2.2</translation>
    </message>
    <message>
        <source>bubble: Qi et al. 2024, Zero Bubble (Almost) Pipeline Parallelism (ICLR), ZB-H1; (pp − 1)(F + B − 2W) as deepseek-ai/DualPipe&apos;s README tabulates it (B the whole backward)</source>
        <translation>流水线气泡：Qi 等人 2024，Zero Bubble (Almost) Pipeline Parallelism（ICLR），ZB-H1；(pp − 1)(F + B − 2W)，依 deepseek-ai/DualPipe README 的列表（B 为整个反向）</translation>
    </message>
    <message>
        <source>bubble: deepseek-ai/DualPipe README (bubbles and memory by method, for the same number of stages): DualPipeV (S/2 − 1)(F&amp;B + B − 3W) for S = 2·pp chunks</source>
        <translation>流水线气泡：deepseek-ai/DualPipe README（各方法的气泡与内存，阶段数相同时）：DualPipeV 为 (S/2 − 1)(F&amp;B + B − 3W)，S = 2·pp 个块</translation>
    </message>
    <message>
        <source>calibration rows are pretraining runs</source>
        <translation>校准数据均为预训练</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>checkpoint {label}: {gb:.3g} GB summed from the checkpoint&apos;s tensor headers</source>
        <translation>检查点 {label}：{gb:.3g} GB，由检查点的张量头信息加总而得</translation>
    </message>
    <message>
        <source>checkpoint {label}: {share:.1%} of parameters ({groups}) at {per:.4g} B, the rest at 2 B</source>
        <translation>检查点 {label}：{share:.1%} 的参数（{groups}）每个 {per:.4g} B，其余每个 2 B</translation>
    </message>
    <message>
        <source>chunked recurrent scans in prefill: Gated DeltaNet (fla chunk_gated_delta_rule) 3.5% of the B200&apos;s bf16 peak and 0.215 ms a call at no tokens (github vllm-project/vllm PR #43273), 5.5% of the H200&apos;s in vLLM 0.29; Mamba-2 SSD (vLLM&apos;s mamba_chunk_scan_combined) 10–11% of the H100&apos;s and 0.29 ms a call up to 2,048 tokens (vLLM PR #27299)</source>
        <translation>预填充中的分块循环扫描：Gated DeltaNet（fla chunk_gated_delta_rule）达 B200 bf16 峰值的 3.5%，零 token 时每次调用 0.215 毫秒（github vllm-project/vllm PR #43273），vLLM 0.29 在 H200 上为 5.5%；Mamba-2 SSD（vLLM 的 mamba_chunk_scan_combined）达 H100 的 10–11%，2,048 个 token 以内每次调用约 0.29 毫秒（vLLM PR #27299）</translation>
    </message>
    <message>
        <source>colocate_all true (the default), or false with the vLLM engines on GPUs of their own (github NovaSky-AI/SkyRL @00127619 skyrl/train/config/config.py PlacementConfig; docs/content/docs/tutorials/placement.mdx @76ffcc44); never the trainer&apos;s own generate</source>
        <translation>colocate_all 为 true（默认），或为 false 时 vLLM 引擎在独立 GPU 上（github NovaSky-AI/SkyRL @00127619 skyrl/train/config/config.py PlacementConfig；docs/content/docs/tutorials/placement.mdx @76ffcc44）；从不使用训练器自身的 generate</translation>
    </message>
    <message>
        <source>colocation notes (SemiAnalysis-style compilation): ~12 kW per rack typical, not ready above 20 kW, air up to 30–40 kW with special airflow; Uptime Institute 2025: modal density ~10 kW</source>
        <translation>托管资料整理（SemiAnalysis 式汇编）：每机柜一般约 12 kW，超过 20 kW 多数机房无法支持，特殊气流设计下风冷可达 30–40 kW；Uptime Institute 2025：最常见密度约 10 kW</translation>
    </message>
    <message>
        <source>common PC-building advice; NVIDIA lists 850 W for one RTX 4090</source>
        <translation>常见的装机建议；NVIDIA 为一张 RTX 4090 建议 850 W</translation>
    </message>
    <message>
        <source>common advice for small multi-node clusters</source>
        <translation>小型多节点集群的常见建议</translation>
    </message>
    <message>
        <source>common claim for MoE models (e.g. Qwen3-235B-A22B LoRA in 20–30 GB)</source>
        <translation>对 MoE 模型的常见说法（例如 Qwen3-235B-A22B 的 LoRA 只需 20–30 GB）</translation>
    </message>
    <message>
        <source>common claim; NVLink bridges ended with the RTX 3090 (112.5 GB/s, NVIDIA RTX A6000 datasheet for the same bridge)</source>
        <translation>常见说法；NVLink 桥接器止于 RTX 3090（112.5 GB/s，同一桥接器见 NVIDIA RTX A6000 规格书）</translation>
    </message>
    <message>
        <source>common in LoRA tutorials; Hu et al. 2021 report far smaller shares</source>
        <translation>LoRA 教程中常见；Hu et al. 2021 报告的比例小得多</translation>
    </message>
    <message>
        <source>common in fine-tuning articles (2 B weights + 2 B gradients + 8 B Adam states); cf. Rajbhandari et al. 2020 (ZeRO), §3.1: mixed-precision Adam keeps 16 B/param</source>
        <translation>微调文章中常见（2 B 权重 + 2 B 梯度 + 8 B Adam 状态）；参见 Rajbhandari et al. 2020（ZeRO）§3.1：混合精度 Adam 每参数保留 16 B</translation>
    </message>
    <message>
        <source>common in serving and quantization articles</source>
        <translation>推理服务与量化文章中常见</translation>
    </message>
    <message>
        <source>counted from the architecture as the Hugging Face implementation allocates it</source>
        <translation>按模型架构计算，与 Hugging Face 实现的分配方式相同</translation>
    </message>
    <message>
        <source>cuBLAS docs (CUBLAS_WORKSPACE_CONFIG)</source>
        <translation>cuBLAS 文档（CUBLAS_WORKSPACE_CONFIG）</translation>
    </message>
    <message>
        <source>cuBLAS docs (CUBLAS_WORKSPACE_CONFIG); flash-attn backward source</source>
        <translation>cuBLAS 文档（CUBLAS_WORKSPACE_CONFIG）；flash-attn 反向传播源码</translation>
    </message>
    <message>
        <source>cuDNN FP8 against bf16 fused attention on GB200 (cuDNN 9.26, heads of 128, causal; github NVIDIA/cudnn-frontend@e99b0d0b benchmark/sdpa_benchmark_training/results/llama3.1/gb200): forward 1.30× at 2k to 1.36× at 32k, backward 0.92× to 1.39×</source>
        <translation>GB200 上 cuDNN FP8 与 bf16 融合注意力的比较（cuDNN 9.26，注意力头维度 128，因果掩码；github NVIDIA/cudnn-frontend@e99b0d0b benchmark/sdpa_benchmark_training/results/llama3.1/gb200）：前向由 2k 的 1.30× 至 32k 的 1.36×，反向由 0.92× 至 1.39×</translation>
    </message>
    <message>
        <source>cuDNN FP8 against bf16 fused attention, the one Hopper shape published (cuDNN 9.1.0, 512 tokens, not causal, heads of 128; github NVIDIA/cudnn-frontend@b7405428 benchmark/README.md): forward 1.35×, backward 1.19×, taken for every length</source>
        <translation>cuDNN FP8 与 bf16 融合注意力的比较，唯一公开的 Hopper 形状（cuDNN 9.1.0，512 个 token，非因果，注意力头维度 128；github NVIDIA/cudnn-frontend@b7405428 benchmark/README.md）：前向 1.35×，反向 1.19×，套用于所有长度</translation>
    </message>
    <message>
        <source>deepseek-ai/DeepEP README (normal and low-latency kernels: a token sent once to each node holding one of its experts, forwarded inside it over NVLink); SGLang --moe-a2a-backend deepep; vLLM --all2all-backend deepep_high_throughput or deepep_low_latency (docs.vllm.ai serving/expert_parallel_deployment)</source>
        <translation>deepseek-ai/DeepEP README（普通与低延迟内核：token 对每个持有其专家之一的节点只送一次，再于节点内经 NVLink 转发）；SGLang --moe-a2a-backend deepep；vLLM --all2all-backend deepep_high_throughput 或 deepep_low_latency（docs.vllm.ai serving/expert_parallel_deployment）</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>dual-channel DDR5-5600: 2 × 5,600 MT/s × 8 B (JEDEC JESD79-5)</source>
        <translation>双通道 DDR5-5600：2 × 5,600 MT/s × 8 B（JEDEC JESD79-5）</translation>
    </message>
    <message>
        <source>empirical: median measured ÷ kernel-time HFU over the published training runs in docs/ACCURACY.md (Megatron-LM, Megatron-Core, llm-foundry MPT, LLaMA)</source>
        <translation>经验值：docs/ACCURACY.md 所列已发表训练的实测值 ÷ 内核时间 HFU 的中位数（Megatron-LM、Megatron-Core、llm-foundry MPT、LLaMA）</translation>
    </message>
    <message>
        <source>estimate: DGX A100 system max 6.5 kW less 8 × 400 W GPUs, at ~half load; workstation CPU + board + drives</source>
        <translation>估计：DGX A100 系统最大 6.5 kW 扣除 8 × 400 W 的 GPU，按约一半负载计；工作站为 CPU + 主板 + 硬盘</translation>
    </message>
    <message>
        <source>estimate: element-wise kernels stream ~80% of the datasheet memory bandwidth</source>
        <translation>估计：逐元素内核可达到规格表显存带宽的约 80%</translation>
    </message>
    <message>
        <source>estimate: median of measured best-matmul efficiencies (stas00/ml-engineering MAMF table)</source>
        <translation>估计：实测最佳矩阵乘法效率的中位数（stas00/ml-engineering 的 MAMF 表）</translation>
    </message>
    <message>
        <source>estimate: one PCIe 4.0 NVMe drive; Llama 3: checkpoints of 1 MB–4 GB per GPU saturated a 2 TB/s fabric</source>
        <translation>估计：一块 PCIe 4.0 NVMe 硬盘；Llama 3：每张 GPU 1 MB–4 GB 的检查点写入就让 2 TB/s 的网络饱和</translation>
    </message>
    <message>
        <source>estimate: per-step host work (scheduling, input tensors, sampling) not overlapped with the GPU; WukLab 2024 &apos;scheduling overhead&apos; analysis (vLLM&apos;s can exceed half the time, SGLang&apos;s far less); vLLM v0.6.0 blog (GPU busy 38% for Llama-3-8B in v0.5.3 before multi-step/async fixes); Hugging Face continuous-batching post (GPU idle 24% for an 8B model on an H200)</source>
        <translation>估计：每步未与 GPU 重叠的主机工作（调度、准备输入张量、采样）；WukLab 2024《scheduling overhead》分析（vLLM 的可超过一半时间，SGLang 的少得多）；vLLM v0.6.0 博客文章（v0.5.3 在多步／异步改进前，Llama-3-8B 的 GPU 忙碌时间仅 38%）；Hugging Face 连续批处理文章（8B 模型在 H200 上 GPU 空闲 24%）</translation>
    </message>
    <message>
        <source>estimate: prefill is large GEMMs, like training forward (HFU ~0.5)</source>
        <translation>估计：预填充是大型 GEMM，与训练的前向传播相近（HFU 约 0.5）</translation>
    </message>
    <message>
        <source>estimates from 2024–25 list and street prices (HGX/DGX systems less their GPUs, InfiniBand NIC + port, colocation rack rates); edit them in the workload</source>
        <translation>依 2024–25 年标价与市场价估计（HGX/DGX 系统扣除 GPU、InfiniBand 网卡 + 交换机端口、托管机柜租金）；可在用户设置中修改</translation>
    </message>
    <message>
        <source>every padded position runs through every layer as a data token does</source>
        <translation>每个填充位置都像数据 token 一样经过每一层</translation>
    </message>
    <message>
        <source>forward pass 2·N per token (Kaplan et al. 2020); which passes run: TRL, OpenRLHF, verl trainers (reference, reward, critic values, old log-probs)</source>
        <translation>前向传播每 token 2·N（Kaplan 等人 2020）；执行哪些前向传播：依 TRL、OpenRLHF、verl 的训练器（参考模型、奖励、价值模型的估值、旧的对数概率）</translation>
    </message>
    <message>
        <source>forward-only passes run the layers&apos; forward collectives (Megatron-Core schedules.forward_backward_func with forward_only); the experts&apos; all-to-all overlap pairs one micro-batch&apos;s forward with another&apos;s backward (Megatron-Core MoE README, overlap_moe_expert_parallel_comm), which a forward-only pass has not</source>
        <translation>仅前向传递执行各层前向的集合通信（Megatron-Core schedules.forward_backward_func，forward_only）；专家 all-to-all 的重叠是把一个微批次的前向与另一个的反向配对（Megatron-Core MoE README，overlap_moe_expert_parallel_comm），仅前向传递没有反向可配</translation>
    </message>
    <message>
        <source>frozen: {storage}</source>
        <translation>冻结权重：{storage}</translation>
    </message>
    <message>
        <source>github InternLM/lmdeploy lmdeploy/messages.py TurbomindEngineConfig (cache_max_entry_count 0.8 of free memory, cache_block_seq_len 64, max_batch_size 128, max_prefill_token_num 8192)</source>
        <translation>github InternLM/lmdeploy lmdeploy/messages.py TurbomindEngineConfig（cache_max_entry_count 为可用显存的 0.8、cache_block_seq_len 64、max_batch_size 128、max_prefill_token_num 8192）</translation>
    </message>
    <message>
        <source>github Lightning-AI/litgpt finetune/lora.py (lora_r 8, lora_alpha 16, lora_dropout 0.05, lora_query/value True; bnb.optim.PagedAdamW when quantized; lm_head_chunk_size=128, chunked_cross_entropy), litgpt/model.py CausalSelfAttention (fused attn projection, qkv.split, k/v expand), lightning BitsandbytesPrecision (_convert_layers replaces every nn.Linear)</source>
        <translation>github Lightning-AI/litgpt finetune/lora.py（lora_r 8、lora_alpha 16、lora_dropout 0.05、lora_query/value True；量化时用 bnb.optim.PagedAdamW；lm_head_chunk_size=128、chunked_cross_entropy），litgpt/model.py CausalSelfAttention（融合的 attn 投影、qkv.split、k/v 扩展），lightning BitsandbytesPrecision（_convert_layers 替换每个 nn.Linear）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/Megatron-Bridge@d7a20c8c src/megatron/bridge/models/conversion/auto_bridge.py export_hf_weights (&apos;gathering from tensor parallel ranks, broadcasting across pipeline parallel ranks … All ranks receive the full tensors&apos;; model_bridge.py stream_weights_megatron_to_hf, param_mapping.py broadcast_from_pp_rank, gather_from_tp_ranks, gather_from_ep_ranks), called by NeMo-RL&apos;s Megatron policy worker for each refit (NVIDIA-NeMo/RL@5b260ada nemo_rl/models/megatron/refit_utils.py gather_params before it)</source>
        <translation>github NVIDIA-NeMo/Megatron-Bridge@d7a20c8c src/megatron/bridge/models/conversion/auto_bridge.py export_hf_weights（“gathering from tensor parallel ranks, broadcasting across pipeline parallel ranks … All ranks receive the full tensors”；model_bridge.py stream_weights_megatron_to_hf、param_mapping.py broadcast_from_pp_rank、gather_from_tp_ranks、gather_from_ep_ranks），NeMo-RL 的 Megatron 策略 worker 每次 refit 都会调用（在此之前为 NVIDIA-NeMo/RL@5b260ada nemo_rl/models/megatron/refit_utils.py gather_params）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL examples/configs/grpo_math_1B_megatron.yaml @00294d9b (megatron_cfg: activation_checkpointing false, tensor/pipeline/context/expert parallel sizes, use_distributed_optimizer true, grad_reduce_in_fp32 false; sequence_packing enabled; vllm gpu_memory_utilization 0.6; reference_policy_kl_penalty 0.01), nemo_rl/models/policy/megatron_policy_worker.py @0f4e4696 (params_dtype bfloat16; activation_checkpointing: recompute_granularity full, method uniform; the reference model&apos;s state dict copied to the host; optimizer_cpu_offload with fraction 1.0 only); DAPO: examples/configs/recipes/llm/h100/dapo-qwen2.5-7b.yaml @42d57888</source>
        <translation>github NVIDIA-NeMo/RL examples/configs/grpo_math_1B_megatron.yaml @00294d9b（megatron_cfg：activation_checkpointing false、张量／流水线／上下文／专家并行大小、use_distributed_optimizer true、grad_reduce_in_fp32 false；启用 sequence_packing；vllm gpu_memory_utilization 0.6；reference_policy_kl_penalty 0.01），nemo_rl/models/policy/megatron_policy_worker.py @0f4e4696（params_dtype bfloat16；activation_checkpointing：recompute_granularity full、method uniform；参考模型的 state dict 复制到主机内存；optimizer_cpu_offload 仅支持比例 1.0）；DAPO：examples/configs/recipes/llm/h100/dapo-qwen2.5-7b.yaml @42d57888</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL@00fa1285 weight_sync/ipc_weight_synchronizer.py (colocated: ZMQ + CUDA IPC buckets); @06179501 nemo_rl/utils/packed_tensor.py (separate: packed NCCL)</source>
        <translation>github NVIDIA-NeMo/RL@00fa1285 weight_sync/ipc_weight_synchronizer.py（同卡：ZMQ + CUDA IPC 分桶）；@06179501 nemo_rl/utils/packed_tensor.py（分离：打包的 NCCL）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL@00fa1285 weight_sync/ipc_weight_synchronizer.py (colocated: ZMQ + CUDA IPC, two buffers of 30% of free memory, NRL_REFIT_BUFFER_MEMORY_RATIO); @06179501 nemo_rl/utils/packed_tensor.py (separate: packed NCCL, 2% of GPU memory, at most 5 GB)</source>
        <translation>github NVIDIA-NeMo/RL@00fa1285 weight_sync/ipc_weight_synchronizer.py（同卡：ZMQ + CUDA IPC，两个缓冲区共占可用内存的 30%，NRL_REFIT_BUFFER_MEMORY_RATIO）；@06179501 nemo_rl/utils/packed_tensor.py（分离：打包的 NCCL，GPU 显存的 2%，至多 5 GB）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL@0126d86c nemo_rl/models/policy/dtensor_policy_worker.py (offload_before_refit: each optimizer state v.to(&apos;cpu&apos;); offload_after_refit: move_to_cpu, model.to(&apos;cpu&apos;); prepare_for_training: both back with .to(&apos;cuda&apos;))</source>
        <translation>github NVIDIA-NeMo/RL@0126d86c nemo_rl/models/policy/dtensor_policy_worker.py（offload_before_refit：每个优化器状态 v.to(&apos;cpu&apos;)；offload_after_refit：move_to_cpu，model.to(&apos;cpu&apos;)；prepare_for_training：两者以 .to(&apos;cuda&apos;) 移回）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL@017d5c27 nemo_rl/models/policy/megatron_policy_worker.py (offload_before_refit: each of optimizer._get_state()&apos;s tensors v.to(&apos;cpu&apos;); prepare_for_training: v.to(&apos;cuda&apos;); the model&apos;s buffers through move_model, param_and_grad_buffer.offload_to_cpu: a pinned copy)</source>
        <translation>github NVIDIA-NeMo/RL@017d5c27 nemo_rl/models/policy/megatron_policy_worker.py（offload_before_refit：optimizer._get_state() 的每个张量 v.to(&apos;cpu&apos;)；prepare_for_training：v.to(&apos;cuda&apos;)；模型的缓冲区经 move_model、param_and_grad_buffer.offload_to_cpu：锁页副本）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM@00bebb45 megatron/core/transformer/experimental_attention_variant/dsa.py (DSAttention.forward: the indexer under torch.no_grad unless dsa_indexer_loss_coeff &gt; 0), ops/sparse_mla.py @d55a270c (SparseMLA saves q, kv, indices, out, lse), ops/indexer.py @e06060a8 (fused_indexer_block_size 8192)</source>
        <translation>github NVIDIA/Megatron-LM@00bebb45 megatron/core/transformer/experimental_attention_variant/dsa.py（DSAttention.forward：除非 dsa_indexer_loss_coeff &gt; 0，索引器在 torch.no_grad 下执行），ops/sparse_mla.py @d55a270c（SparseMLA 保存 q、kv、indices、out、lse），ops/indexer.py @e06060a8（fused_indexer_block_size 8192）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM@00bebb45 megatron/core/transformer/experimental_attention_variant/dsa.py (_validate_nonpacked_cp_uniform_length: &apos;Non-packed DSA allgather CP&apos;)</source>
        <translation>github NVIDIA/Megatron-LM@00bebb45 megatron/core/transformer/experimental_attention_variant/dsa.py（_validate_nonpacked_cp_uniform_length：“Non-packed DSA allgather CP”）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM@00caa53af30912914981c86f39db123961678bbd megatron/core/ssm/mamba_context_parallel.py (MambaContextParallel: all-to-alls of z, x, B, C and dt before the convolution and scan, of their output after)</source>
        <translation>github NVIDIA/Megatron-LM@00caa53af30912914981c86f39db123961678bbd megatron/core/ssm/mamba_context_parallel.py（MambaContextParallel：卷积与扫描之前对 z、x、B、C 与 dt 做 all-to-all，之后对其输出做 all-to-all）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM@e867835174aecbc95c2e8e1b1d61b68e05f2c061 megatron/core/ssm/gated_delta_net.py (GatedDeltaNet.forward: tensor_a2a_cp2hp of the input projection&apos;s output, tensor_a2a_hp2cp of the gated norm&apos;s output)</source>
        <translation>github NVIDIA/Megatron-LM@e867835174aecbc95c2e8e1b1d61b68e05f2c061 megatron/core/ssm/gated_delta_net.py（GatedDeltaNet.forward：对输入投影的输出做 tensor_a2a_cp2hp，对门控归一化的输出做 tensor_a2a_hp2cp）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM@e867835174aecbc95c2e8e1b1d61b68e05f2c061 megatron/core/ssm/gated_delta_net.py, @00caa53af30912914981c86f39db123961678bbd megatron/core/ssm/mamba_context_parallel.py (all-to-alls to head parallelism and back)</source>
        <translation>github NVIDIA/Megatron-LM@e867835174aecbc95c2e8e1b1d61b68e05f2c061 megatron/core/ssm/gated_delta_net.py、@00caa53af30912914981c86f39db123961678bbd megatron/core/ssm/mamba_context_parallel.py（以 all-to-all 转为按头并行，再转回）</translation>
    </message>
    <message>
        <source>github NVIDIA/NeMo @8cfedd7 nemo/collections/llm/recipes: optim/adam.py distributed_fused_adam_with_cosine_annealing (use_distributed_optimizer=True), llama31_8b.py finetune_recipe (LoRA: use_distributed_optimizer = False; ddp grad_reduce_in_fp32=True; no recompute_granularity, Megatron-Core&apos;s default None), precision/mixed_precision.py bf16_mixed; peft/__init__.py PEFT_STR2CLS; fp8 recipes: delayed, tensorwise current scaling, blockwise, MXFP8 (Megatron-Core&apos;s fp8_recipe) (precision/mixed_precision.py bf16_with_fp8_mixed, bf16_with_fp8_current_scaling_mixed: fp8_param_gather = True); Megatron-Core optimizer CPU offload; gpt/model/base.py default_layer_spec (Transformer Engine layer spec when TE is installed, as in the NeMo container: TE fused attention and fused norms/activations, as megatron); Megatron-Core&apos;s cross_entropy_fusion_impl te (Transformer Engine&apos;s fused cross-entropy), which Megatron-Bridge&apos;s Llama 3 and Qwen recipes set from NeMo 25.11 (NVIDIA-NeMo/Megatron-Bridge PR #1154, in r0.2.0 by #1201) until PR #4138 (2026-06); tp_comm_overlap in pre-training: github NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/recipes/llama/llama3.py llama3_70b_pretrain_config (comm_overlap_config=CommOverlapConfig(tp_comm_overlap=True, tp_comm_overlap_cfg=userbuffers_bf16_h100_h8192_tp4_mbs1_seqlen8192)), NVIDIA/NeMo @0189a3b nemo/collections/llm/recipes/llama3_70b.py pretrain_recipe_performance (MegatronCommOverlapCallback tp_comm_overlap=True)</source>
        <translation>github NVIDIA/NeMo @8cfedd7 nemo/collections/llm/recipes：optim/adam.py distributed_fused_adam_with_cosine_annealing（use_distributed_optimizer=True），llama31_8b.py finetune_recipe（LoRA：use_distributed_optimizer = False；ddp grad_reduce_in_fp32=True；未设 recompute_granularity，即 Megatron-Core 默认 None），precision/mixed_precision.py bf16_mixed；peft/__init__.py PEFT_STR2CLS；fp8 配方：delayed、tensorwise current scaling、blockwise、MXFP8（Megatron-Core 的 fp8_recipe）（precision/mixed_precision.py bf16_with_fp8_mixed、bf16_with_fp8_current_scaling_mixed：fp8_param_gather = True）；Megatron-Core 优化器 CPU 卸载；gpt/model/base.py default_layer_spec（安装 TE 时采用 Transformer Engine 层规格，NeMo 容器即如此：TE 融合注意力与融合的归一化／激活函数，与 megatron 相同）；Megatron-Core 的 cross_entropy_fusion_impl te（Transformer Engine 的融合交叉熵），Megatron-Bridge 的 Llama 3 与 Qwen 配方自 NeMo 25.11 起设置（NVIDIA-NeMo/Megatron-Bridge PR #1154，经 #1201 合入 r0.2.0），直到 PR #4138（2026-06）；预训练中的 tp_comm_overlap：github NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/recipes/llama/llama3.py llama3_70b_pretrain_config（comm_overlap_config=CommOverlapConfig(tp_comm_overlap=True, tp_comm_overlap_cfg=userbuffers_bf16_h100_h8192_tp4_mbs1_seqlen8192)），NVIDIA/NeMo @0189a3b nemo/collections/llm/recipes/llama3_70b.py pretrain_recipe_performance（MegatronCommOverlapCallback tp_comm_overlap=True）</translation>
    </message>
    <message>
        <source>github NovaSky-AI/SkyRL @00127619 skyrl/train/config/config.py (TrainerConfig strategy &apos;fsdp&apos; = FSDP2, gradient_checkpointing True, remove_microbatch_padding True, train_batch_size 1024, max_prompt_length 512, sequence_parallel_size 1 with backend ulysses; PlacementConfig colocate_all and colocate_policy_ref True; FSDPConfig reshard_after_forward True, cpu_offload False, MixedPrecisionConfig param_dtype bf16, reduce_dtype fp32; OptimizerConfig offload_after_step True; InferenceEngineConfig backend vllm, gpu_memory_utilization 0.8, tensor_parallel_size 1; GeneratorConfig n_samples_per_prompt 5, max_generate_length 1024; AlgorithmConfig advantage_estimator grpo, use_kl_loss True, kl_loss_coef 0.001); docs/content/docs/tutorials/placement.mdx @76ffcc44 (engines sleep after generation and wake before the next; on GPUs of their own they do not sleep)</source>
        <translation>github NovaSky-AI/SkyRL @00127619 skyrl/train/config/config.py（TrainerConfig strategy &apos;fsdp&apos; 即 FSDP2、gradient_checkpointing True、remove_microbatch_padding True、train_batch_size 1024、max_prompt_length 512、sequence_parallel_size 1 并使用 ulysses 后端；PlacementConfig colocate_all 与 colocate_policy_ref 为 True；FSDPConfig reshard_after_forward True、cpu_offload False、MixedPrecisionConfig param_dtype bf16、reduce_dtype fp32；OptimizerConfig offload_after_step True；InferenceEngineConfig backend vllm、gpu_memory_utilization 0.8、tensor_parallel_size 1；GeneratorConfig n_samples_per_prompt 5、max_generate_length 1024；AlgorithmConfig advantage_estimator grpo、use_kl_loss True、kl_loss_coef 0.001）；docs/content/docs/tutorials/placement.mdx @76ffcc44（推理引擎在生成后休眠、下一轮前唤醒；在独立 GPU 上时不休眠）</translation>
    </message>
    <message>
        <source>github PrimeIntellect-ai/prime-rl kernels/sparse_mla_bwd.py @a194f332 (dkv = torch.zeros_like(kv, dtype=torch.float32), Delta [S, H] fp32)</source>
        <translation>github PrimeIntellect-ai/prime-rl kernels/sparse_mla_bwd.py @a194f332（dkv = torch.zeros_like(kv, dtype=torch.float32)，Delta [S, H] fp32）</translation>
    </message>
    <message>
        <source>github PrimeIntellect-ai/prime-rl: docs/reference.md @f6bff7d38cd64564434019dd5a2325124f3f7e31 (trainer.model.optimization_dtype float32, reduce_dtype float32, ac None, cp 1 with cp_style ring or ulysses, optim_cpu_offload, fsdp_cpu_offload, ac_offloading; inference.gpu_memory_utilization 0.9, parallel.tp 1; max_async_level 1; seq_len 2048), src/prime_rl/trainer/model.py @804de563 (fully_shard with MixedPrecisionPolicy param_dtype bfloat16), src/prime_rl/rl.py @53908928 (validate_gpu_count: trainer and inference GPUs apart), trainer/rl/broadcast/filesystem.py @53a93a92 (weights written as safetensors after each step, reloaded by the servers), trainer/batch.py @e64a13d1 (samples packed first-fit decreasing into seq_len rows), docs/algorithms.md @858d4287 (KL against the inference policy, no reference)</source>
        <translation>github PrimeIntellect-ai/prime-rl：docs/reference.md @f6bff7d38cd64564434019dd5a2325124f3f7e31（trainer.model.optimization_dtype float32、reduce_dtype float32、ac None、cp 1 搭配 cp_style ring 或 ulysses、optim_cpu_offload、fsdp_cpu_offload、ac_offloading；inference.gpu_memory_utilization 0.9、parallel.tp 1；max_async_level 1；seq_len 2048），src/prime_rl/trainer/model.py @804de563（fully_shard 搭配 MixedPrecisionPolicy param_dtype bfloat16），src/prime_rl/rl.py @53908928（validate_gpu_count：训练与推理的 GPU 分开），trainer/rl/broadcast/filesystem.py @53a93a92（每步之后把权重写成 safetensors，由推理服务器重新加载），trainer/batch.py @e64a13d1（样本以 first-fit decreasing 打包成 seq_len 长的行），docs/algorithms.md @858d4287（KL 对照推理策略，无参考模型）</translation>
    </message>
    <message>
        <source>github PrimeIntellect-ai/prime-rl@049a80afebd85a76b61146d6116485c11147e362 src/prime_rl/trainer/models/qwen3_5_moe/modeling_qwen3_5_moe.py (Qwen3_5MoeGatedDeltaNet: fla.ops.cp build_cp_context, chunk_gated_delta_rule with cp_context)</source>
        <translation>github PrimeIntellect-ai/prime-rl@049a80afebd85a76b61146d6116485c11147e362 src/prime_rl/trainer/models/qwen3_5_moe/modeling_qwen3_5_moe.py（Qwen3_5MoeGatedDeltaNet：fla.ops.cp 的 build_cp_context，以及带 cp_context 的 chunk_gated_delta_rule）</translation>
    </message>
    <message>
        <source>github PrimeIntellect-ai/prime-rl@099f5a57 src/prime_rl/trainer/rl/broadcast/filesystem.py (default: &apos;saving a HF-compatible checkpoint to shared filesystem&apos;, the inference servers reloading it; an NCCL option broadcasts per layer and dtype)</source>
        <translation>github PrimeIntellect-ai/prime-rl@099f5a57 src/prime_rl/trainer/rl/broadcast/filesystem.py（默认：“saving a HF-compatible checkpoint to shared filesystem”，由推理服务器重新加载；另有 NCCL 选项，按层与数据类型广播）</translation>
    </message>
    <message>
        <source>github THUDM/slime@04b6c8d8 slime/backends/megatron_utils/update_weight/update_weight_from_tensor.py (colocated: FlattenedTensorBucket of 512 MB, one CUDA IPC handle per bucket); @02a644a7 update_weight_from_distributed.py (separate: one Ray call per 512 MB bucket, one NCCL broadcast per tensor); Miles (radixark/miles@0015b711) the same</source>
        <translation>github THUDM/slime@04b6c8d8 slime/backends/megatron_utils/update_weight/update_weight_from_tensor.py（同卡：512 MB 的 FlattenedTensorBucket，每桶一个 CUDA IPC 句柄）；@02a644a7 update_weight_from_distributed.py（分离：每 512 MB 一桶一次 Ray 调用，每个张量一次 NCCL 广播）；Miles（radixark/miles@0015b711）相同</translation>
    </message>
    <message>
        <source>github alibaba/ROLL mcore_adapter/src/mcore_adapter/models/qwen3_5/__init__.py @6f8082f1 (experimental_attention_variant &apos;gated_delta_net&apos;: Megatron-Core&apos;s GatedDeltaNet, gdn_dist_config)</source>
        <translation>github alibaba/ROLL mcore_adapter/src/mcore_adapter/models/qwen3_5/__init__.py @6f8082f1（experimental_attention_variant &apos;gated_delta_net&apos;：Megatron-Core 的 GatedDeltaNet，gdn_dist_config）</translation>
    </message>
    <message>
        <source>github fla-org/flash-linear-attention@29282a37c3b81c3a22f2b1d304c58a2654a3dc7e fla/ops/cp/README.md (each rank&apos;s state from zero and its transition matrix, all-gathered in fp32 and chained in forward and backward)</source>
        <translation>github fla-org/flash-linear-attention@29282a37c3b81c3a22f2b1d304c58a2654a3dc7e fla/ops/cp/README.md（各 rank 从零开始的状态与其转移矩阵，以 fp32 做 all-gather，并在前向与反向中串接）</translation>
    </message>
    <message>
        <source>github hiyouga/LLaMA-Factory@15caedcb src/llamafactory/train/tuner.py (stage in pt, sft, dpo and use_mca: train/mca/workflow.py run_pt, run_sft, run_dpo; DPO&apos;s ref_model a full second copy), examples/megatron/qwen3_moe_full.yaml @568ab508 (&apos;only support full for now&apos;); github alibaba/ROLL mcore_adapter/src/mcore_adapter/training_args.py @59f45298 (use_distributed_optimizer, overlap_grad_reduce, sequence_packing, recompute: off by default; bf16 sets accumulate_allreduce_grads_in_fp32), models/model_config.py @c5cdbedc (transformer_impl transformer_engine; TP and EP together force sequence parallelism), models/model_factory.py @560dd8a6 (McaGPTModel(GPTModel)), trainer/trainer.py @044104da (gradient_accumulation_steps Megatron micro-batches; sequence packing as THD), models/qwen3_next/__init__.py @88a83665 (linear attention duplicated: &apos;TODO: support tensor parallel&apos;); LLaMA-Factory v0.9.4 release notes (Megatron-LM training via MCoreAdapter, #9237)</source>
        <translation>github hiyouga/LLaMA-Factory@15caedcb src/llamafactory/train/tuner.py（stage 为 pt、sft、dpo 且 use_mca：train/mca/workflow.py 的 run_pt、run_sft、run_dpo；DPO 的 ref_model 为完整的第二份模型），examples/megatron/qwen3_moe_full.yaml @568ab508（“only support full for now”）；github alibaba/ROLL mcore_adapter/src/mcore_adapter/training_args.py @59f45298（use_distributed_optimizer、overlap_grad_reduce、sequence_packing、重算：默认均关闭；bf16 时设置 accumulate_allreduce_grads_in_fp32），models/model_config.py @c5cdbedc（transformer_impl 为 transformer_engine；TP 与 EP 同时使用时强制序列并行），models/model_factory.py @560dd8a6（McaGPTModel(GPTModel)），trainer/trainer.py @044104da（gradient_accumulation_steps 即 Megatron 微批次数；序列打包为 THD），models/qwen3_next/__init__.py @88a83665（线性注意力权重重复：“TODO: support tensor parallel”）；LLaMA-Factory v0.9.4 发行说明（通过 MCoreAdapter 支持 Megatron-LM 训练，#9237）</translation>
    </message>
    <message>
        <source>github huggingface/peft src/peft/tuners/lora/layer.py Linear.forward (the input cast to the adapters&apos; dtype by tuners_utils.BaseTunerLayer._cast_input_dtype, lora_dropout, lora_A, lora_B, the scaled sum) and get_peft_model&apos;s autocast_adapter_dtype=True (fp32 adapters over bf16 weights)</source>
        <translation>github huggingface/peft src/peft/tuners/lora/layer.py Linear.forward（由 tuners_utils.BaseTunerLayer._cast_input_dtype 把输入转换为适配器的数据类型、lora_dropout、lora_A、lora_B、按比例缩放后相加）与 get_peft_model 的 autocast_adapter_dtype=True（bf16 权重上的 fp32 适配器）</translation>
    </message>
    <message>
        <source>github modelscope/ms-swift swift/megatron/utils/utils.py @006938be6c7ceb5495a22be34272111c8e963da7 find_all_linears and find_layers (all-linear: every TELinear, TELayerNormColumnParallelLinear, TEGroupedLinear and nn.Linear but output_layer, named by their last part: a mixture&apos;s routed experts are linear_fc1 and linear_fc2 as its MLP is, so the MLP&apos;s targets adapt them too; the router only with all-router)</source>
        <translation>github modelscope/ms-swift swift/megatron/utils/utils.py @006938be6c7ceb5495a22be34272111c8e963da7 的 find_all_linears 与 find_layers（all-linear：除 output_layer 外的每个 TELinear、TELayerNormColumnParallelLinear、TEGroupedLinear 与 nn.Linear，按名称的最后一段识别：混合专家模型的路由专家与其 MLP 同样叫 linear_fc1 与 linear_fc2，所以 MLP 的目标也覆盖它们；路由器要加 all-router 才包含）</translation>
    </message>
    <message>
        <source>github modelscope/ms-swift@009f37a3 docs/source_en/Instruction/Supported-models-and-datasets.md, &apos;Statistic (token)&apos;</source>
        <translation>github modelscope/ms-swift@009f37a3 docs/source_en/Instruction/Supported-models-and-datasets.md，“Statistic (token)” 栏</translation>
    </message>
    <message>
        <source>github sgl-project/sglang@0003215cf1464f44b389cd0b18d0b4c56f2a3da6 python/sglang/srt/managers/scheduler.py get_next_batch_to_run: a new prefill batch, when get_new_batch_prefill makes one, runs instead of the running batch&apos;s decode (&apos;Run prefill first if possible&apos;); server_args.py enable_mixed_chunk False (decode tokens join a prefill batch only with --enable-mixed-chunk)</source>
        <translation>github sgl-project/sglang@0003215cf1464f44b389cd0b18d0b4c56f2a3da6 python/sglang/srt/managers/scheduler.py get_next_batch_to_run：get_new_batch_prefill 产生新的预填充批次时，执行它而非运行中批次的解码（&apos;Run prefill first if possible&apos;）；server_args.py enable_mixed_chunk 为 False（只有加上 --enable-mixed-chunk，解码 token 才会并入预填充批次）</translation>
    </message>
    <message>
        <source>github unslothai/unsloth unsloth/models/loader.py FastLanguageModel.from_pretrained (fast_inference False, gpu_memory_utilization 0.5, use_gradient_checkpointing &apos;unsloth&apos;); Unsloth docs, Reinforcement Learning guide: &apos;Preference Optimization Training - DPO, ORPO &amp; KTO&apos; (DPO, ORPO, PPO and KTO work with Unsloth; SimPO and GRPO notebooks); unsloth.ai/blog/grpo (GRPO without full logits); TRL&apos;s defaults for the rest; DAPO through TRL&apos;s GRPOConfig (Unsloth docs, &apos;Advanced Reinforcement Learning Documentation&apos;: loss_type &apos;dapo&apos; by default, beta 0)</source>
        <translation>github unslothai/unsloth unsloth/models/loader.py FastLanguageModel.from_pretrained（fast_inference False、gpu_memory_utilization 0.5、use_gradient_checkpointing &apos;unsloth&apos;）；Unsloth 文档，强化学习指南：“Preference Optimization Training - DPO, ORPO &amp; KTO”（DPO、ORPO、PPO 与 KTO 可搭配 Unsloth 使用；另有 SimPO 与 GRPO 笔记本）；unsloth.ai/blog/grpo（GRPO 不生成完整 logits）；其余采用 TRL 的默认值；DAPO 经由 TRL 的 GRPOConfig（Unsloth 文档《Advanced Reinforcement Learning Documentation》：loss_type 默认 &apos;dapo&apos;，beta 0）</translation>
    </message>
    <message>
        <source>github volcengine/verl@000e6582 verl/utils/megatron_utils.py per_tensor_generator: each Megatron parameter broadcast from its pipeline stage (broadcast_from_megatron_pp), then all-gathered over the expert-parallel, expert tensor-parallel and tensor-parallel ranks</source>
        <translation>github volcengine/verl@000e6582 verl/utils/megatron_utils.py per_tensor_generator：每个 Megatron 参数先从其流水线阶段广播（broadcast_from_megatron_pp），再在专家并行、专家张量并行与张量并行的 rank 间 all-gather</translation>
    </message>
    <message>
        <source>kernels per layer counted from vLLM&apos;s Llama layer (10; FP8 +4 input quantizations; MoE +4); the fixed time of a kernel in a replayed CUDA graph from github te42kyfo/gpu-benches gpu-small-kernels/ (A100 1.34 µs, L40 0.94 µs, H200 2.2 µs, MI210 2.05 µs, MI100 2.28 µs)</source>
        <translation>每层内核函数数依 vLLM 的 Llama 层计数（10 个；FP8 另加 4 个输入量化；MoE 另加 4 个）；重放 CUDA 图中每个内核函数的固定时间取自 github te42kyfo/gpu-benches gpu-small-kernels/（A100 1.34 µs、L40 0.94 µs、H200 2.2 µs、MI210 2.05 µs、MI100 2.28 µs）</translation>
    </message>
    <message>
        <source>pageable copies: github NVIDIA-NeMo/RL issue #3976 (H100, Nsight: offload_before_refit&apos;s copies to pageable memory at 1.8 GB/s; the same host&apos;s 1 GiB pageable copy 16.1 GB/s, pinned 55 GB/s); github pytorch/pytorch PR #120378 (H100, PCIe 5: 7.5 GB of tensors to newly allocated CPU memory in 4.66 s) and PR #138018 (A100: 1.4 GB/s to pageable memory)</source>
        <translation>可分页复制：github NVIDIA-NeMo/RL issue #3976（H100，Nsight：offload_before_refit 复制到可分页内存为 1.8 GB/s；同一主机 1 GiB 可分页复制 16.1 GB/s，锁页 55 GB/s）；github pytorch/pytorch PR #120378（H100，PCIe 5：7.5 GB 张量复制到新分配的 CPU 内存耗时 4.66 s）与 PR #138018（A100：复制到可分页内存 1.4 GB/s）</translation>
    </message>
    <message>
        <source>the compute-fabric NICs of the GPU&apos;s reference system, one rail a GPU, as its catalog row gives them (scaleout_gbit, with the row&apos;s source)</source>
        <translation>GPU 参考系统的计算网络网卡，每张 GPU 一条轨道，依其目录行所载（scaleout_gbit，附该行的来源）</translation>
    </message>
    <message>
        <source>unsloth 2026.10.9 models/llama.py, unsloth_zoo vllm_utils.py (fast_inference: vLLM shares the base weights, llm.shared_weights = True, the LoRA adapter passed in process; counted as the whole checkpoint&apos;s tensors, too many by the base&apos;s: under 0.1 s for a dense 8B, ~3 s for a 30B mixture); without fast_inference, TRL&apos;s server path (packed NCCL)</source>
        <translation>unsloth 2026.10.9 models/llama.py、unsloth_zoo vllm_utils.py（fast_inference：vLLM 共享基础权重，llm.shared_weights = True，LoRA 适配器在进程内传递；按整个检查点的张量数计，多算了基础模型的部分：稠密 8B 不到 0.1 秒，30B 混合专家模型约 3 秒）；未用 fast_inference 时走 TRL 的服务器路径（打包的 NCCL）</translation>
    </message>
    <message>
        <source>vLLM mxfp4.py @007d5005 (Mxfp4MoEMethod.create_weights: FlashInfer on SM100 pads the experts&apos; widths to 256, Marlin to 128 and 256, ROCm to 128 or 256); triton_kernels hopper_value.py @000df03e (the Hopper MX layout aligns to 64 bytes and 256; SGLang mxfp4.py @0043c43a runs it too); vLLM issue #33155 (gpt-oss-120b on one H100: 64.38 GiB loaded)</source>
        <translation>vLLM mxfp4.py @007d5005（Mxfp4MoEMethod.create_weights：SM100 上的 FlashInfer 将专家宽度填充到 256 的倍数，Marlin 填充到 128 与 256，ROCm 填充到 128 或 256）；triton_kernels hopper_value.py @000df03e（Hopper MX 布局按 64 字节与 256 对齐；SGLang mxfp4.py @0043c43a 同样使用）；vLLM issue #33155（单张 H100 上的 gpt-oss-120b：加载占用 64.38 GiB）</translation>
    </message>
    <message>
        <source>github NVIDIA/TensorRT-LLM tensorrt_llm/llmapi/llm_args.py KvCacheConfig (free_gpu_memory_fraction 0.9 &apos;of GPU memory … for the KV cache&apos;, tokens_per_block 32, enable_block_reuse True); BuildConfig max_batch_size 2048, max_num_tokens 8192</source>
        <translation>github NVIDIA/TensorRT-LLM tensorrt_llm/llmapi/llm_args.py KvCacheConfig（free_gpu_memory_fraction 0.9，即分给 KV 缓存的显存比例；tokens_per_block 32；enable_block_reuse True）；BuildConfig max_batch_size 2048、max_num_tokens 8192</translation>
    </message>
    <message>
        <source>github OpenRLHF/OpenRLHF @3c3be62 (2026-08): openrlhf/cli/train_dpo.py (--model.gradient_checkpointing_enable store_true, default False), train_ppo_ray.py (vllm.gpu_memory_utilization 0.95, ds.zero_stage 2, kl.init_coef 0.01), README hybrid-engine example, trainer/ray/vllm_engine.py (sleep level 1); RLOO and DAPO: openrlhf/cli/train_ppo_ray.py @f5b3f08a (--advantage_estimator rloo, --dynamic_filtering), examples/scripts/train_dapo_ray_hybrid_engine.sh @34ba2900 (the KL loss kept: the reference)</source>
        <translation>github OpenRLHF/OpenRLHF @3c3be62（2026-08）：openrlhf/cli/train_dpo.py（--model.gradient_checkpointing_enable 为 store_true，默认 False），train_ppo_ray.py（vllm.gpu_memory_utilization 0.95、ds.zero_stage 2、kl.init_coef 0.01），README hybrid-engine 示例，trainer/ray/vllm_engine.py（sleep level 1）；RLOO 与 DAPO：openrlhf/cli/train_ppo_ray.py @f5b3f08a（--advantage_estimator rloo、--dynamic_filtering），examples/scripts/train_dapo_ray_hybrid_engine.sh @34ba2900（保留 KL 损失：有参考模型）</translation>
    </message>
    <message>
        <source>github ggml-org/llama.cpp tools/perplexity/README.md, &apos;LLaMA 3 8b Scoreboard&apos;</source>
        <translation>github ggml-org/llama.cpp tools/perplexity/README.md，《LLaMA 3 8b Scoreboard》</translation>
    </message>
    <message>
        <source>github ggml-org/llama.cpp tools/server README (n_ctx, n_ubatch 512, cache_prompt); llama.cpp allocates the whole KV cache of n_ctx × slots at start; Ollama OLLAMA_NUM_PARALLEL and OLLAMA_KV_CACHE_TYPE</source>
        <translation>github ggml-org/llama.cpp tools/server/README.md（n_ctx、n_ubatch 512、cache_prompt）；llama.cpp 启动时即分配 n_ctx × 槽位数的完整 KV 缓存；Ollama OLLAMA_NUM_PARALLEL 与 OLLAMA_KV_CACHE_TYPE</translation>
    </message>
    <message>
        <source>github huggingface/text-generation-inference launcher/src/main.rs (cuda_memory_fraction default 1.0: &apos;total visible memory multiplied by cuda-memory-fraction&apos;; max_batch_prefill_tokens 4096); TGI v3 FlashInfer with prefix caching</source>
        <translation>github huggingface/text-generation-inference launcher/src/main.rs（cuda_memory_fraction 默认 1.0，即可见显存总量乘以 cuda_memory_fraction；max_batch_prefill_tokens 4096）；TGI v3 FlashInfer 配合前缀缓存</translation>
    </message>
    <message>
        <source>github microsoft/DeepSpeedExamples applications/DeepSpeed-Chat: training/step3_rlhf_finetuning/main.py @2d1f3b38 (parse_args defaults), dschat/rlhf/rlhf_engine.py @5261263b (actor, ref, critic, reward engines; ref and reward at stage 3 only with their partner), dschat/utils/ds_utils.py @7cc6cc31 (hybrid_engine release_inference_cache); microsoft/DeepSpeed deepspeed/runtime/hybrid_engine.py @b4876b7e (GatheredParameters over the actor for generate)</source>
        <translation>github microsoft/DeepSpeedExamples applications/DeepSpeed-Chat：training/step3_rlhf_finetuning/main.py @2d1f3b38（parse_args 默认值），dschat/rlhf/rlhf_engine.py @5261263b（策略、参考、价值（Critic）与奖励四个引擎；参考模型与奖励模型仅在其搭配模型为 ZeRO 阶段 3 时分片），dschat/utils/ds_utils.py @7cc6cc31（hybrid_engine 的 release_inference_cache）；microsoft/DeepSpeed deepspeed/runtime/hybrid_engine.py @b4876b7e（生成时以 GatheredParameters 收集策略模型权重）</translation>
    </message>
    <message>
        <source>github mit-han-lab/smoothquant@c61476d728e4 README.md, perplexity table (W8A8 SmoothQuant)</source>
        <translation>github mit-han-lab/smoothquant@c61476d728e4 README.md，困惑度表（W8A8 SmoothQuant）</translation>
    </message>
    <message>
        <source>github modelscope/ms-swift @3602360 (2026-08): swift/arguments/rlhf_args.py (gradient_checkpointing True as in every swift command), examples/train/grpo/internal/chord.sh; RLOO and DAPO on its GRPO trainer: docs/source_en/Instruction/GRPO/AdvancedResearch/RLOO.md @5fb8ed8a (ms-swift 3.10+, --advantage_estimator rloo), DAPO.md @1bad5d9c (--loss_type dapo, --dynamic_sample); beta 0.04 keeps the reference</source>
        <translation>github modelscope/ms-swift @3602360（2026-08）：swift/arguments/rlhf_args.py（gradient_checkpointing 为 True，与所有 swift 命令相同），examples/train/grpo/internal/chord.sh；在其 GRPO 训练器上的 RLOO 与 DAPO：docs/source_en/Instruction/GRPO/AdvancedResearch/RLOO.md @5fb8ed8a（ms-swift 3.10+，--advantage_estimator rloo），DAPO.md @1bad5d9c（--loss_type dapo、--dynamic_sample）；beta 0.04 保留参考模型</translation>
    </message>
    <message>
        <source>github sgl-project/sglang issue #10186: the OpenAI API&apos;s output conversion takes 30 µs per token (its profiling); github vllm-project/vllm RFC #12705 and PR #17546 (one API-server process bounds the GPUs; --api-server-count), PR #27869 (--stream-interval)</source>
        <translation>github sgl-project/sglang 议题 #10186：OpenAI API 的输出转换每个 token 花 30 µs（其剖析结果）；github vllm-project/vllm 提案 #12705 与 PR #17546（单一 API 服务器进程会限制 GPU；API 服务器数量选项）、PR #27869（流式间隔选项）</translation>
    </message>
    <message>
        <source>github sgl-project/sglang python/sglang/srt/layers/attention/fla (fla&apos;s chunk_gated_delta_rule) and layers/attention/mamba/ops (mamba_chunk_scan_combined): prefill runs outside its decode CUDA graphs</source>
        <translation>github sgl-project/sglang python/sglang/srt/layers/attention/fla（fla 的 chunk_gated_delta_rule）与 layers/attention/mamba/ops（mamba_chunk_scan_combined）：预填充在其解码 CUDA 图之外执行</translation>
    </message>
    <message>
        <source>github sgl-project/sglang python/sglang/srt/layers/moe/fused_moe_triton (fused_moe, the default MoE runner for bf16 and fp8 experts)</source>
        <translation>github sgl-project/sglang python/sglang/srt/layers/moe/fused_moe_triton（fused_moe，bf16 与 fp8 专家的默认 MoE 执行器）</translation>
    </message>
    <message>
        <source>github sgl-project/sglang python/sglang/srt/server_args.py (mem_fraction_static by tp_size: 0.88/0.87/0.85/0.81/0.79; chunked_prefill_size 2048 under 35 GB, 8192 under 160 GB, else 16384; page_size 1; radix cache on)</source>
        <translation>github sgl-project/sglang python/sglang/srt/server_args.py（mem_fraction_static 按 tp_size：0.88/0.87/0.85/0.81/0.79；chunked_prefill_size 在 35 GB 以下为 2048、160 GB 以下为 8192，否则 16384；page_size 1；RadixAttention 基数树缓存开启）</translation>
    </message>
    <message>
        <source>github vllm-project/vime issue #175 (Qwen3-30B-A3B on 8 × H200, the same 115 chunks: slime&apos;s flattened buckets ~3.0 s a sync, one CUDA IPC handle per tensor 12-13.5 s); github NVIDIA-NeMo/RL discussion #1189 (refit: ~0.18 ms per rebuild_cuda_tensor); Miles P2P weight-transfer docs, PR #976 (one NCCL broadcast per tensor: Qwen3-30B-A3B 2.67 s over 2 nodes); a checkpoint reloaded: vLLM reload_weights on an H200, 4.2-8.5 GB/s (github vllm-project/vllm PR #49459)</source>
        <translation>github vllm-project/vime 议题 #175（Qwen3-30B-A3B，8 × H200，相同的 115 块：slime 的扁平化分桶每次同步约 3.0 秒，每个张量一个 CUDA IPC 句柄 12–13.5 秒）；github NVIDIA-NeMo/RL 讨论 #1189（权重重新加载：每次 rebuild_cuda_tensor 约 0.18 毫秒）；Miles 点对点权重传输文档，PR #976（每个张量一次 NCCL 广播：Qwen3-30B-A3B 跨 2 个节点 2.67 秒）；重新加载检查点：vLLM reload_weights 于 H200，4.2–8.5 GB/s（github vllm-project/vllm PR #49459）</translation>
    </message>
    <message>
        <source>github vllm-project/vllm vllm/config/compilation.py (the recurrent mixers vllm::mamba_mixer2, vllm::gdn_attention_core, vllm::linear_attention among the piecewise graphs&apos; splitting ops, run outside them), vllm/model_executor/layers/fla/ops (fla&apos;s chunk_gated_delta_rule) and mamba/ops/ssd_combined.py (mamba_chunk_scan_combined)</source>
        <translation>github vllm-project/vllm vllm/config/compilation.py（循环混合器 vllm::mamba_mixer2、vllm::gdn_attention_core、vllm::linear_attention 属于分段图的切分算子，在图外执行），vllm/model_executor/layers/fla/ops（fla 的 chunk_gated_delta_rule）与 mamba/ops/ssd_combined.py（mamba_chunk_scan_combined）</translation>
    </message>
    <message>
        <source>github vllm-project/vllm vllm/model_executor/layers/fused_moe/fused_moe.py (fused_moe: moe_align_block_size and two grouped Triton GEMMs), timed by benchmarks/kernels/benchmark_moe.py</source>
        <translation>github vllm-project/vllm vllm/model_executor/layers/fused_moe/fused_moe.py（fused_moe：moe_align_block_size 与两个分组的 Triton GEMM），以 benchmarks/kernels/benchmark_moe.py 计时</translation>
    </message>
    <message>
        <source>github vllm-project/vllm vllm/v1/worker/gpu_worker.py @0012cf691b7e69423244d2b1405f4b6832156e19 (KV cache = total × gpu_memory_utilization − peak of weights, profiled activations and non-torch memory); vllm/engine/arg_utils.py get_batch_defaults (OpenAI server: max_num_batched_tokens 8192 and max_num_seqs 1024 on GPUs of 70 GiB or more except A100, else 2048 and 256); CacheConfig block_size 16 on CUDA</source>
        <translation>github vllm-project/vllm vllm/v1/worker/gpu_worker.py @0012cf691b7e69423244d2b1405f4b6832156e19（KV 缓存 = 总量 × gpu_memory_utilization − 权重、实测激活值与非 PyTorch 显存的峰值）；vllm/engine/arg_utils.py get_batch_defaults（OpenAI 兼容服务器：70 GiB 以上的 GPU（A100 除外）max_num_batched_tokens 8192、max_num_seqs 1024，其余 2048 与 256）；CUDA 上 CacheConfig block_size 16</translation>
    </message>
    <message>
        <source>github vllm-project/vllm, released wheels 0.20.0 (b8160878f) and 0.34.0 (62d4bc3c7): platforms/interface.py _align_hybrid_block_size / update_block_size_for_backend (the attention block raised to a whole multiple of the kernel block until its page holds a recurrent layer&apos;s state, the state page padded to it), v1/core/kv_cache_utils.py / kv_cache_planning.py _get_kv_cache_groups_uniform_page_size (layers in groups of the smaller kind&apos;s count, one block pool, one null block), v1/kv_cache_interface.py MambaSpec (1 + speculative tokens blocks per sequence), config/compilation.py (start-up error &apos;max_num_seqs … exceeds available Mamba cache blocks&apos; under full CUDA graphs)</source>
        <translation>github vllm-project/vllm，已发布的 wheel 0.20.0（b8160878f）与 0.34.0（62d4bc3c7）：platforms/interface.py _align_hybrid_block_size / update_block_size_for_backend（注意力块放大为内核块的整数倍，直到一页容得下一个循环层的状态，状态页再补齐到同样大小），v1/core/kv_cache_utils.py / kv_cache_planning.py _get_kv_cache_groups_uniform_page_size（各层按较少一类的层数分组，一个块池，一个空块），v1/kv_cache_interface.py MambaSpec（每个序列 1 + 推测 token 数个块），config/compilation.py（完整 CUDA graph 下的启动错误「max_num_seqs … exceeds available Mamba cache blocks」）</translation>
    </message>
    <message>
        <source>github volcengine/verl @b178a3c (2026-01): verl/trainer/config/_generated_ppo_trainer.yaml (enable_gradient_checkpointing true), rollout/rollout.yaml, vllm_async_server.py; docs/algo/grpo.md (use_kl_loss for GRPO); RLOO: examples/rloo_trainer/run_qwen2-7b.sh @3f388066 (algorithm.adv_estimator rloo, use_kl_in_reward True: the reference kept; rollout.n 5); DAPO: recipe/dapo/main_dapo.py @00d60ad3 (no reference worker without a KL term), docs/algo/dapo.md @0e58fce2 (512 prompts × 16 responses; gen_batch_size 1,536)</source>
        <translation>github volcengine/verl @b178a3c（2026-01）：verl/trainer/config/_generated_ppo_trainer.yaml（enable_gradient_checkpointing true），rollout/rollout.yaml，vllm_async_server.py；docs/algo/grpo.md（GRPO 使用 use_kl_loss）；RLOO：examples/rloo_trainer/run_qwen2-7b.sh @3f388066（algorithm.adv_estimator rloo，use_kl_in_reward True：保留参考模型；rollout.n 5）；DAPO：recipe/dapo/main_dapo.py @00d60ad3（没有 KL 项就不创建参考模型 worker），docs/algo/dapo.md @0e58fce2（512 个提示 × 16 个回复；gen_batch_size 1,536）</translation>
    </message>
    <message>
        <source>huggingface.co/neuralmagic/Meta-Llama-3-8B-Instruct-FP8 @3991529581aeee08664db79f155dffe645f88254 README.md (FP8 weights and activations)</source>
        <translation>huggingface.co/neuralmagic/Meta-Llama-3-8B-Instruct-FP8 @3991529581aeee08664db79f155dffe645f88254 README.md（FP8 权重与激活值）</translation>
    </message>
    <message>
        <source>microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py (fp32_groups_gradients_flat = zeros_like(bf16_groups_flat, fp32): not sharded; fp32 master partition per data-parallel rank); bigscience-workshop/bigscience@e726b15 train/tr11-176B-ml/README.md (&apos;BF16_Optimizer accumulates grads in fp32 … doesn&apos;t shard the static fp32 buffer&apos;, &apos;bf16 must use z0&apos;); microsoft/DeepSpeed@0050fda deepspeed/runtime/pipe/engine.py (ZeRO-2/3 incompatible with pipeline parallelism; gradients all-reduced after the last backward) and @077e674 pipe/schedule.py TrainSchedule (1F1B, no virtual stages); deepspeedai/Megatron-DeepSpeed@207b2d5 megatron/arguments.py (--checkpoint-activations, --recompute-granularity, --use-flash-attn-v2, --sequence-parallel, --ds-sequence-parallel-size, --no-pipeline-parallel) and @4e98c73 megatron/model/transformer.py (FusedScaleMaskSoftmax; Ulysses DistributedAttention); MoE through DeepSpeed-MoE without pipeline only (examples_deepspeed/MoE/ds_pretrain_gpt_1.3B_MoE128.sh); the zero-bubble ZB-H1 schedule as --enable-zbh1-pipeline (microsoft/Megatron-DeepSpeed@c84829e megatron/core/pipeline_parallel/deepspeed_zbh1_schedule.py ZeroBubbleH1Pipeline: backward-only and weight passes; megatron/arguments.py refuses it with --sequence-parallel)</source>
        <translation>microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py（fp32_groups_gradients_flat = zeros_like(bf16_groups_flat, fp32)：不分片；fp32 主权重按数据并行进程分片）；BigScience 的 tr11-176B-ml 说明文档（github bigscience-workshop/bigscience@e726b15：BF16_Optimizer 以 fp32 累加梯度……不对静态 fp32 缓冲区分片；bf16 必须使用 ZeRO 阶段 0）；microsoft/DeepSpeed@0050fda deepspeed/runtime/pipe/engine.py（ZeRO-2/3 与流水线并行不兼容；梯度在最后一次反向传播之后 all-reduce）及 @077e674 pipe/schedule.py TrainSchedule（1F1B，无虚拟阶段）；deepspeedai/Megatron-DeepSpeed@207b2d5 megatron/arguments.py（--checkpoint-activations、--recompute-granularity、--use-flash-attn-v2、--sequence-parallel、--ds-sequence-parallel-size、--no-pipeline-parallel）及 @4e98c73 megatron/model/transformer.py（FusedScaleMaskSoftmax；Ulysses DistributedAttention）；MoE 经 DeepSpeed-MoE，仅限无流水线并行（examples_deepspeed/MoE/ds_pretrain_gpt_1.3B_MoE128.sh）；零气泡 ZB-H1 调度即 --enable-zbh1-pipeline（microsoft/Megatron-DeepSpeed@c84829e megatron/core/pipeline_parallel/deepspeed_zbh1_schedule.py ZeroBubbleH1Pipeline：只算输入梯度的反向与权重梯度两种步骤；megatron/arguments.py 不允许与 --sequence-parallel 同时使用）</translation>
    </message>
    <message>
        <source>ms-swift --packing true (examples/train/packing: requires flash_attn; rows carry each sample&apos;s position_ids, flash-attention varlen)</source>
        <translation>ms-swift --packing true（examples/train/packing：需要 flash_attn；每行带有各样本的 position_ids，flash-attention varlen）</translation>
    </message>
    <message>
        <source>one NIC per two PCIe GPUs, as NVIDIA&apos;s PCIe Optimized 2-8-5 servers have; 200 Gb/s each, assumed as DGX A100&apos;s</source>
        <translation>每两张 PCIe GPU 一块网卡，与 NVIDIA PCIe Optimized 2-8-5 服务器相同；每块 200 Gb/s，假设与 DGX A100 相同</translation>
    </message>
    <message>
        <source>one NIC per two PCIe GPUs, as NVIDIA&apos;s PCIe Optimized 2-8-5 servers have; 400 Gb/s each, assumed as DGX H100&apos;s</source>
        <translation>每两张 PCIe GPU 一块网卡，与 NVIDIA PCIe Optimized 2-8-5 服务器相同；每块 400 Gb/s，假设与 DGX H100 相同</translation>
    </message>
    <message>
        <source>pairs or labelled examples (DPO, ORPO, SimPO, KTO, reward models), prompts (RL): the amount of work a run&apos;s cost buys, whatever its layout</source>
        <translation>偏好对或标注样本（DPO、ORPO、SimPO、KTO、奖励模型），强化学习则为提示：一次运行的成本所买到的工作量，与其配置无关</translation>
    </message>
    <message>
        <source>prefill/decode disaggregation (DistServe, Zhong et al. 2024; Splitwise, Patel et al. 2024): a prefill replica takes the prompts waiting into one forward up to its step&apos;s token budget (SGLang python/sglang/srt/managers/schedule_policy.py PrefillAdder, vLLM&apos;s max_num_batched_tokens), its queue of batches as M/G/1 (Pollaczek–Khinchine) with an exponential tail; the KV cache sent at the link&apos;s bandwidth after the prefill</source>
        <translation>预填充／解码分离（DistServe，Zhong 等人 2024；Splitwise，Patel 等人 2024）：预填充副本把等待中的提示词放进同一次前向计算，至多到每步的 token 上限（SGLang python/sglang/srt/managers/schedule_policy.py 的 PrefillAdder、vLLM 的 max_num_batched_tokens），其批次队列视为 M/G/1（Pollaczek–Khinchine），尾部取指数分布；KV 缓存在预填充后以链路带宽发送</translation>
    </message>
    <message>
        <source>recurrent state update kernels at half the datasheet bandwidth: vLLM&apos;s Gated DeltaNet decode kernel 2.2-2.5 TB/s on H200 and 3.2-3.3 TB/s on B200 (github vllm-project/vllm PR #31722), Mamba-2 selective_state_update 3.3-4.2 TB/s (PR #43083, Blackwell inferred) and 1.5-3.8 TB/s on H200 with an fp32 state (PR #44251)</source>
        <translation>递归状态更新内核以规格带宽的一半计：vLLM 的 Gated DeltaNet 解码内核在 H200 上 2.2-2.5 TB/s、在 B200 上 3.2-3.3 TB/s（github vllm-project/vllm PR #31722），Mamba-2 selective_state_update 3.3-4.2 TB/s（PR #43083，推断为 Blackwell），在 H200 上以 fp32 状态为 1.5-3.8 TB/s（PR #44251）</translation>
    </message>
    <message>
        <source>sgl-project/sglang PR #25655 (NVFP4 on Ampere and Hopper through Marlin W4A16)</source>
        <translation>sgl-project/sglang PR #25655（Ampere 与 Hopper 上的 NVFP4 经由 Marlin W4A16 运行）</translation>
    </message>
    <message>
        <source>the catalog row</source>
        <translation>GPU 目录条目</translation>
    </message>
    <message>
        <source>the host memory bandwidth you set</source>
        <translation>您设置的主机内存带宽</translation>
    </message>
    <message>
        <source>the machine itself (a desktop computer with unified memory)</source>
        <translation>整台机器本身（统一内存的台式计算机）</translation>
    </message>
    <message>
        <source>torch/distributed/tensor/parallel/loss.py (loss_parallel: _log_softmax, _nll_loss_and_log_softmax_backward); torchtitan train.py</source>
        <translation>torch/distributed/tensor/parallel/loss.py（loss_parallel：_log_softmax、_nll_loss_and_log_softmax_backward）；torchtitan train.py</translation>
    </message>
    <message>
        <source>torchtune OffloadActivations (use_streams); Unsloth offloaded checkpointing; Megatron-Core cpu_offloading (asynchronous copies)</source>
        <translation>torchtune OffloadActivations（use_streams）；Unsloth 卸载式梯度检查点；Megatron-Core cpu_offloading（异步复制）</translation>
    </message>
    <message>
        <source>torchtune recipes/configs/llama3_1/{8B_full_single_device, 8B_full, 8B_lora_single_device, 8B_qlora_single_device, 70B_full}.yaml @bd2a0fc: dtype bf16, LinearCrossEntropyLoss, enable_activation_checkpointing True, single device: bitsandbytes PagedAdamW8bit + optimizer_in_bwd True, distributed: AdamW fused; multi-GPU LoRA configs (8B_lora, qwen2_5/32B_lora, 70B_lora, qwen2_5/72B_lora): activation checkpointing off up to 32B, on from the 70B class; llama3_2/1B_*, qwen3/0.6B_* and 1.7B_*, qwen2_5/0.5B_* configs: activation checkpointing off</source>
        <translation>torchtune recipes/configs/llama3_1/{8B_full_single_device, 8B_full, 8B_lora_single_device, 8B_qlora_single_device, 70B_full}.yaml @bd2a0fc：dtype bf16，LinearCrossEntropyLoss，enable_activation_checkpointing True，单卡：bitsandbytes PagedAdamW8bit + optimizer_in_bwd True，分布式：AdamW fused；多 GPU LoRA 配置（8B_lora、qwen2_5/32B_lora、70B_lora、qwen2_5/72B_lora）：32B 以下关闭激活值检查点，70B 级起开启；llama3_2/1B_*、qwen3/0.6B_* 与 1.7B_*、qwen2_5/0.5B_* 配置：关闭激活值检查点</translation>
    </message>
    <message>
        <source>transformers generate() with DynamicCache (a batch of prompts padded, prefilled together and decoded until its longest answer ends: static batching); eager kernel launches</source>
        <translation>transformers generate() 搭配 DynamicCache（一批提示补齐长度后一起 prefill，再解码到最长的回答结束：静态批处理）；eager 内核逐一启动</translation>
    </message>
    <message>
        <source>0.5 B/param + 16-bit scale and bias per 64 (MLX affine 4-bit, mlx_lm.convert)</source>
        <translation>每参数 0.5 B + 每 64 个一组 16 位缩放与偏移（MLX 仿射 4 位，mlx_lm.convert）</translation>
    </message>
    <message>
        <source>Apple ml-cross-entropy (Wijmans et al. 2024, Cut Your Losses in Large-Vocabulary Language Models): README benchmark, 1,164 MiB loss + gradient for 8,192 × 256,000 logits</source>
        <translation>Apple ml-cross-entropy（Wijmans 等，2024，Cut Your Losses in Large-Vocabulary Language Models）：README 基准测试，8,192 × 256,000 个 logit 的损失加梯度共 1,164 MiB</translation>
    </message>
    <message>
        <source>Axolotl examples/llama-3 fft-8b.yaml (paged_adamw_8bit), lora-8b.yml (adamw_bnb_8bit), qlora.yml (paged_adamw_32bit), all with gradient_checkpointing @067b021; config schema (activation_offloading, liger / cut_cross_entropy plugins, context_parallel_size, deepspeed/fsdp); github axolotl-ai-cloud/axolotl@70be5461ba09e986aecb2eff3eef1246ce4285c4 src/axolotl/utils/config/__init__.py resolve_dtype (bf16 &apos;auto&apos; → True on a bf16 GPU → cfg.torch_dtype = torch.bfloat16, the dtype the model is loaded in); @3edad039d4bb8f4af152cf1bf785f9499dcbefa8 src/axolotl/monkeypatch/loss/chunked.py (chunked_cross_entropy: the logits upcast to fp32 one of 8 chunks at a time, torchtune&apos;s CEWithChunkedOutputLoss)</source>
        <translation>Axolotl examples/llama-3 fft-8b.yaml（paged_adamw_8bit）、lora-8b.yml（adamw_bnb_8bit）、qlora.yml（paged_adamw_32bit），均启用 gradient_checkpointing @067b021；配置模式（activation_offloading、Liger／cut_cross_entropy 插件、context_parallel_size、DeepSpeed／FSDP）；github axolotl-ai-cloud/axolotl@70be5461ba09e986aecb2eff3eef1246ce4285c4 src/axolotl/utils/config/__init__.py resolve_dtype（bf16 &apos;auto&apos; 在支持 bf16 的 GPU 上为 True → cfg.torch_dtype = torch.bfloat16，即模型加载的 dtype）；@3edad039d4bb8f4af152cf1bf785f9499dcbefa8 src/axolotl/monkeypatch/loss/chunked.py（chunked_cross_entropy：logits 分 8 块、每次只将一块升为 fp32，即 torchtune 的 CEWithChunkedOutputLoss）</translation>
    </message>
    <message>
        <source>CUDA graphs off (vLLM --enforce-eager, which also turns off its torch.compile: github vllm-project/vllm docs/design/debug_vllm_compile.md; SGLang --disable-cuda-graph; TGI --cuda-graphs 0; TensorRT-LLM&apos;s PyTorch backend without cuda_graph_config): the engine&apos;s own kernels, counted as its graph holds them, and the ops beside them (20 a layer, counted from vLLM&apos;s Llama layer) launched from Python one by one</source>
        <translation>关闭 CUDA 图（vLLM 的 --enforce-eager 选项同时关闭其 torch.compile：github vllm-project/vllm docs/design/debug_vllm_compile.md；SGLang 的 --disable-cuda-graph 选项；TGI 的 --cuda-graphs 0；TensorRT-LLM 的 PyTorch 后端不设 cuda_graph_config）：引擎自己的内核（按其 CUDA 图所含计数）及其旁的运算（每层 20 个，按 vLLM 的 Llama 层计数）由 Python 逐一启动</translation>
    </message>
    <message>
        <source>DGX H100: 8U; 8-GPU PCIe servers: 4U; an NVL72 compute tray: 1U</source>
        <translation>DGX H100：8U；8 卡 PCIe 服务器：4U；NVL72 计算托盘：1U</translation>
    </message>
    <message>
        <source>DeepSpeed bf16 config with ZeRO: fp32 master weights and states; FusedAdam; activation checkpointing only where the model calls deepspeed.checkpointing.checkpoint (the config&apos;s activation_checkpointing section configures it, it turns nothing on: https://deepspeed.readthedocs.io/en/latest/activation-checkpointing.html); bf16 at stage 0 steps through BF16_Optimizer (fp32 gradient buffer, master and states sharded over data-parallel ranks: microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py); FP8 through accelerate&apos;s Transformer Engine backend (mixed_precision fp8, fp8_config backend TE, DelayedScaling), with ZeRO 1 to 3 (huggingface/accelerate@076e86e docs/source/usage_guides/low_precision_training.md, &apos;Example Zoo&apos;: DeepSpeed ZeRO 1 through 3; benchmarks/fp8)</source>
        <translation>DeepSpeed 搭配 ZeRO 的 bf16 配置：fp32 主权重与优化器状态；FusedAdam；只有模型调用 deepspeed.checkpointing.checkpoint 之处才做激活值检查点（配置的 activation_checkpointing 段只负责配置，不会开启任何功能：https://deepspeed.readthedocs.io/en/latest/activation-checkpointing.html）；bf16 在阶段 0 经由 BF16_Optimizer 更新（fp32 梯度缓冲区，主权重与优化器状态按数据并行进程分片：microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py）；FP8 经由 accelerate 的 Transformer Engine 后端（mixed_precision fp8、fp8_config backend TE、DelayedScaling），适用 ZeRO 1 至 3（huggingface/accelerate@076e86e docs/source/usage_guides/low_precision_training.md，示例集：DeepSpeed ZeRO 1 至 3；benchmarks/fp8）</translation>
    </message>
    <message>
        <source>FlashAttention-2 (Dao 2023): 50–73% of the A100 peak forward, less backward; 0.5 at 2k with FlashAttention-2&apos;s length curve on H100 (FlashAttention-3 paper, figures 5–6)</source>
        <translation>FlashAttention-2（Dao 2023）：前向传播达 A100 峰值的 50–73%，反向传播较低；2k 时为 0.5，随长度的曲线取 FlashAttention-2 在 H100 上的形状（FlashAttention-3 论文，图 5–6）</translation>
    </message>
    <message>
        <source>FlashAttention-3 paper (Shah et al. 2024, figures 5–6, causal, head dim 128): 0.31 of the H100 peak at 512, 0.51 at 2k, 0.58 from 8k (cuDNN fused attention, as in Transformer Engine, within 10%); github Dao-AILab/flash-attention PR #1791: 0.56 at 8k</source>
        <translation>FlashAttention-3 论文（Shah 等人 2024，图 5–6，因果，注意力头维度 128）：512 时为 H100 峰值的 0.31，2k 时 0.51，8k 起 0.58（cuDNN 融合注意力，即 Transformer Engine 所用者，差距在 10% 内）；github Dao-AILab/flash-attention PR #1791：8k 时 0.56</translation>
    </message>
    <message>
        <source>FlashAttention-3 paper (Shah et al. 2024, figures 5–6, causal, head dim 128): FlashAttention-2 on H100 from 0.21 of the peak at 512 to 0.33 from 8k</source>
        <translation>FlashAttention-3 论文（Shah 等人 2024，图 5–6，因果，注意力头维度 128）：FlashAttention-2 在 H100 上由 512 时峰值的 0.21 到 8k 起的 0.33</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020 (6·N·D FLOPs); 30–50% utilisation as training-time calculators assume (PaLM: 46% MFU)</source>
        <translation>Kaplan et al. 2020（6·N·D FLOPs）；训练时间计算器常假设 30–50% 利用率（PaLM：46% MFU）</translation>
    </message>
    <message>
        <source>LLaMA-Factory FinetuningArguments/ModelArguments @ff6d4d1 (disable_gradient_checkpointing False, enable_liger_kernel, use_unsloth_gc, pure_bf16; fp8 with fp8_backend torchao | te), examples/deepspeed ds_z2_offload/ds_z3_offload configs; ZeRO-2 as its shipped ds_z2_config.json runs it, overlap_comm false (hiyouga/LLaMA-Factory@1d6e8b2 examples/deepspeed/ds_z2_config.json)</source>
        <translation>LLaMA-Factory FinetuningArguments/ModelArguments @ff6d4d1（disable_gradient_checkpointing False、enable_liger_kernel、use_unsloth_gc、pure_bf16；fp8 配合 fp8_backend（torchao 或 Transformer Engine））、examples/deepspeed/ 的 ds_z2_offload/ds_z3_offload 配置文件；ZeRO-2 按其自带的 ds_z2_config.json 运行，overlap_comm 为 false（hiyouga/LLaMA-Factory@1d6e8b2 examples/deepspeed/ds_z2_config.json）</translation>
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
        <translation>Megatron-LM 的 --bf16（github NVIDIA/Megatron-LM megatron/training/arguments.py：它会开启 accumulate_allreduce_grads_in_fp32；megatron/core/optimizer/optimizer_config.py main_params_dtype float32）：bf16 权重、fp32 主参数与 Adam 状态，梯度按该配置保存（Megatron-LM 与 NeMo：一个 fp32 主梯度缓冲区）；没有纯 bf16 配方</translation>
    </message>
    <message>
        <source>Megatron/llm-foundry tokenised (.bin/.idx) datasets: uint16 ids below 65,536 vocab, else int32 (github NVIDIA/Megatron-LM megatron/core/datasets/indexed_dataset.py @93261d7, DType.optimal_dtype, switches at 65,500)</source>
        <translation>Megatron／llm-foundry 的分词数据集（.bin/.idx）：词表小于 65,536 时以 uint16 存放 id，否则 int32（github NVIDIA/Megatron-LM megatron/core/datasets/indexed_dataset.py @93261d7，DType.optimal_dtype，切换点为 65,500）</translation>
    </message>
    <message>
        <source>NVIDIA-NeMo/Automodel nemo_automodel/components/loss/masked_ce.py (MaskedCrossEntropy: logits.float() only when fp32_upcast) and examples/benchmark/configs/*.yaml (fp32_upcast: false); bytes per logit from a fake-tensor run of F.cross_entropy; MLX&apos;s cross-entropy on bf16 logits: 6.0 B per logit at the step&apos;s peak measured with mx.get_peak_memory (MLX 0.32.4, CPU backend; tests/fixtures/mlx)</source>
        <translation>NVIDIA-NeMo/Automodel nemo_automodel/components/loss/masked_ce.py（MaskedCrossEntropy：仅在 fp32_upcast 时执行 logits.float()）与 examples/benchmark/configs/*.yaml（fp32_upcast: false）；每个 logit 的字节数取自 F.cross_entropy 的 fake-tensor 运行；MLX 对 bf16 logits 的交叉熵：以 mx.get_peak_memory 测得训练步峰值上每个 logit 6.0 B（MLX 0.32.4，CPU 后端；tests/fixtures/mlx）</translation>
    </message>
    <message>
        <source>OpenRLHF async_train (openrlhf/cli/train_ppo_ray.py: &apos;Async training using ray&apos;; its performance-tuning guide: rollout and training overlap through a bounded queue, async_queue_size from 1)</source>
        <translation>OpenRLHF async_train（openrlhf/cli/train_ppo_ray.py：“Async training using ray”；其性能调优指南：生成与训练通过有界队列重叠，async_queue_size 从 1 起）</translation>
    </message>
    <message>
        <source>PyTorch FSDP MixedPrecision docs; Composer&apos;s amp_fp8: te.fp8_autocast with DelayedScaling (mosaicml/composer@02c872e composer/core/precision.py); checkpointing is a separate wrapper (torch.distributed.algorithms._checkpoint.checkpoint_wrapper apply_activation_checkpointing) FSDP does not apply; selective recompute as torchtitan applies it (torchtitan/distributed/activation_checkpoint.py, selective_ac_option &apos;op&apos;: save the outputs of matmuls, SDPA and reduce-scatter except every second matmul); DualPipeV as torchtitan runs it (parallelism.pipeline_parallel_schedule DualPipeV, torch.distributed.pipelining ScheduleDualPipeV); stage split: torchtitan generate_llm_fqn_per_model_part (input_weight = output_weight = 1 by default, the remainder to the first stages; github pytorch/torchtitan@02ef790 torchtitan/distributed/pipeline_parallel.py)</source>
        <translation>PyTorch FSDP MixedPrecision 文档；Composer 的 amp_fp8：以 DelayedScaling 执行 te.fp8_autocast（mosaicml/composer@02c872e composer/core/precision.py）；检查点是另一个包装器（torch.distributed.algorithms._checkpoint.checkpoint_wrapper apply_activation_checkpointing），FSDP 不会自动应用；选择性重算按 torchtitan 的做法（torchtitan/distributed/activation_checkpoint.py，selective_ac_option &apos;op&apos;：保存矩阵乘法、SDPA 与 reduce-scatter 的输出，但每隔一个矩阵乘法重算一次）；DualPipeV 按 torchtitan 的做法（parallelism.pipeline_parallel_schedule DualPipeV，torch.distributed.pipelining ScheduleDualPipeV）；阶段切分按 torchtitan generate_llm_fqn_per_model_part（input_weight = output_weight = 1 为默认，余数分给前面的阶段；github pytorch/torchtitan@02ef790 torchtitan/distributed/pipeline_parallel.py）</translation>
    </message>
    <message>
        <source>PyTorch FSDP2 (github pytorch/pytorch v2.13.0 torch/distributed/fsdp/_fully_shard/_fsdp_param_group.py post_backward: reduce_scatter_states kept until the next layer&apos;s reduce-scatter, reduce_scatter_max_input_buffers 1; _fsdp_collectives.py foreach_reduce: the gradients copied into a reduce-scatter input of the reduce dtype); measured with torch.distributed._tools.fsdp2_mem_tracker on fake tensors, 8 ranks: 1.07 layers of unsharded gradients and 1.00 (bf16) or 2.00 (fp32 reduce) of reduce-scatter input at the backward peak; FSDP1 alike (github pytorch/pytorch@00ae0bc9 torch/distributed/fsdp/_runtime_utils.py _post_backward_hook: the unit&apos;s unsharded gradient, cast to the reduce dtype, reduce-scattered on the post-backward stream and kept there by record_stream until done, while the next unit&apos;s backward runs)</source>
        <translation>PyTorch FSDP2（github pytorch/pytorch v2.13.0 torch/distributed/fsdp/_fully_shard/_fsdp_param_group.py post_backward：reduce_scatter_states 保留到下一层的 reduce-scatter，reduce_scatter_max_input_buffers 为 1；_fsdp_collectives.py foreach_reduce：梯度复制到 reduce 数据类型的 reduce-scatter 输入）；以 torch.distributed._tools.fsdp2_mem_tracker 在 fake tensor、8 个 rank 上测得：反向峰值时未分片梯度 1.07 层、reduce-scatter 输入 1.00（bf16）或 2.00（fp32 reduce）层；FSDP1 同理（github pytorch/pytorch@00ae0bc9 torch/distributed/fsdp/_runtime_utils.py _post_backward_hook：该单元的未分片梯度转为 reduce 数据类型后在 post-backward 流上 reduce-scatter，并由 record_stream 保留至完成，同时下一单元的反向传播在运行）</translation>
    </message>
    <message>
        <source>SGLang --enable-dp-attention --dp N (DeepSeek usage docs: data parallel attention keeps one MLA KV cache per request instead of one per TP rank); github sgl-project/sglang@3e4a39ee73308590c5c753108bdcb8d333f7f1c6 python/sglang/srt/models/deepseek_v2.py: VocabParallelEmbedding(enable_tp=not is_dp_attention_enabled()) whole per GPU, ParallelLMHead split over the whole TP group (enable_dp_lm_head False by default), dense MLPs over the TP group (moe_dense_tp_size unset); max_running_requests divided among the DP ranks (max_running_requests // dp_size per worker)</source>
        <translation>SGLang --enable-dp-attention --dp N（DeepSeek 使用文档：数据并行注意力让每个请求只存一份 MLA KV 缓存，而非每个 TP rank 一份）；github sgl-project/sglang@3e4a39ee73308590c5c753108bdcb8d333f7f1c6 python/sglang/srt/models/deepseek_v2.py：VocabParallelEmbedding(enable_tp=not is_dp_attention_enabled()) 每张 GPU 完整一份，ParallelLMHead 分散在整个 TP 组（enable_dp_lm_head 默认为 False），稠密 MLP 分散在 TP 组（moe_dense_tp_size 未设置）；max_running_requests 平均分给各 DP rank（每个 worker 为 max_running_requests // dp_size）</translation>
    </message>
    <message>
        <source>TensorRT-LLM attention backends: FP8 context FMHA and XQA generation kernels over an FP8 KV cache (the trtllm backend&apos;s FP8 input, output and KV cache quantization)</source>
        <translation>TensorRT-LLM 注意力后端：以 FP8 KV 缓存执行 FP8 的预填充注意力与生成注意力核函数（trtllm 后端的 FP8 输入、输出与 KV 缓存量化）</translation>
    </message>
    <message>
        <source>Transformer Engine NVFP4BlockScaling through Megatron-LM and NeMo (fp4_format e2m1, fp4_recipe nvfp4)</source>
        <translation>Transformer Engine NVFP4BlockScaling，经由 Megatron-LM 与 NeMo（fp4_format e2m1、fp4_recipe nvfp4）</translation>
    </message>
    <message>
        <source>Unsloth README and notebooks (use_gradient_checkpointing=&apos;unsloth&apos;, optim=&apos;adamw_8bit&apos;); Unsloth blog &apos;Long-context training&apos; (2024-11, Cut Cross-Entropy); multi-GPU: https://unsloth.ai/docs/basics/multi-gpu-training-with-unsloth (DDP guide: accelerate launch / torchrun); FastLanguageModel dtype=None: float16 on Tesla T4 and V100, bfloat16 on Ampere and newer (its notebooks)</source>
        <translation>Unsloth README 与 notebook（use_gradient_checkpointing=&apos;unsloth&apos;、optim=&apos;adamw_8bit&apos;）；Unsloth 博客《Long-context training》（2024-11，Cut Cross-Entropy）；多 GPU：https://unsloth.ai/docs/basics/multi-gpu-training-with-unsloth（DDP 指南：accelerate launch / torchrun）；FastLanguageModel dtype=None：Tesla T4 与 V100 上为 float16，Ampere 及更新架构为 bfloat16（其 notebook）</translation>
    </message>
    <message>
        <source>a query/key RMSNorm over the whole width split by tensor parallelism: MiniMax-M2&apos;s sums its squares over the ranks, one all-reduce a layer (github vllm-project/vllm vllm/model_executor/layers/mamba/linear_attn.py MiniMaxText01RMSNormTP: tensor_model_parallel_all_reduce of the variance; SGLang&apos;s models/minimax_m2.py over its attention-TP group); OLMo 2&apos;s gathers q and k first, two all-gathers a layer (vLLM models/olmo2.py _apply_qk_norm)</source>
        <translation>被张量并行切分、作用于整个宽度的查询／键 RMSNorm：MiniMax-M2 在各 rank 间累加平方和，每层一次 all-reduce（github vllm-project/vllm vllm/model_executor/layers/mamba/linear_attn.py MiniMaxText01RMSNormTP：对方差做 tensor_model_parallel_all_reduce；SGLang 的 models/minimax_m2.py 在其注意力 TP 组内进行）；OLMo 2 先收集 q 与 k，每层两次 all-gather（vLLM models/olmo2.py _apply_qk_norm）</translation>
    </message>
    <message>
        <source>a run as serving benchmarks send it (vLLM benchmarks/benchmark_serving.py: --max-concurrency users, --num-prompts requests, every user starting at once; genai-perf --concurrency, --request-count); continuous batching with chunked prefill, decodes first and prompt chunks in what is left of max_num_batched_tokens (vLLM V1 scheduler; Agrawal et al. 2024, Sarathi-Serve)</source>
        <translation>按推理服务基准测试的发送方式模拟一个轮次（vLLM benchmarks/benchmark_serving.py：--max-concurrency 个用户、--num-prompts 个请求，所有用户同时开始；genai-perf 的 --concurrency、--request-count）；连续批处理配合分块预填充，先排解码，提示块填入 max_num_batched_tokens 剩下的额度（vLLM V1 调度器；Agrawal 等人 2024，Sarathi-Serve）</translation>
    </message>
    <message>
        <source>a sequence classifier, the policy&apos;s architecture unless reward_model_id names another (InstructGPT; TRL PPOTrainer reward_model, OpenRLHF --reward.model_name_or_path, verl reward_model)</source>
        <translation>序列分类器，除非 reward_model_id 指定其他模型，否则与策略模型同架构（InstructGPT；TRL PPOTrainer reward_model、OpenRLHF 的 reward.model_name_or_path 选项、verl reward_model）</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth over NVLink: NCCL&apos;s ring 370 of 450 GB/s per direction on H100 (0.82; nccl-tests#212)</source>
        <translation>NVLink 上的 all-reduce 总线带宽：H100 上 NCCL 环形算法达单向 450 GB/s 中的 370（0.82；nccl-tests#212）</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth over xGMI: RCCL 316 of 448 GB/s on 8 MI300X (0.71; AMD ROCm blog 2025-03-02, RCCL 2.22.3; github Azure/AI-benchmarking-guide MI300X results)</source>
        <translation>xGMI 上的 all-reduce 总线带宽：8 张 MI300X 上 RCCL 达 448 GB/s 中的 316（0.71；AMD ROCm 博客 2025-03-02，RCCL 2.22.3；github Azure/AI-benchmarking-guide MI300X 结果）</translation>
    </message>
    <message>
        <source>as LoRA, and the dequantization of every 4-bit weight before each forward and input-gradient matmul timed as a part (bitsandbytes MatMul4Bit)</source>
        <translation>同 LoRA，另将每个 4 位权重在每次前向与输入梯度矩阵乘法前的反量化计为一部分（bitsandbytes MatMul4Bit）</translation>
    </message>
    <message>
        <source>attention&apos;s products in 16 bits whatever the weights&apos; format (flash-attention&apos;s and the engines&apos; paged-attention kernels), in FP8 over an FP8 KV cache where the engine says so</source>
        <translation>注意力的乘积以 16 位计算，与权重格式无关（flash-attention 与各引擎的分页注意力核函数）；引擎说明支持时，以 FP8 KV 缓存改用 FP8 计算</translation>
    </message>
    <message>
        <source>estimate: GPU-to-GPU all-reduce through the PCIe root complex at 0.7 of the link&apos;s rate per direction</source>
        <translation>估计：经 PCIe 根复合体的 GPU 间 all-reduce，按链路单向速率的 0.7 计</translation>
    </message>
    <message>
        <source>every padded position runs through every layer as a data token does; the longest of B samples: its order statistic under the spread of greatest entropy with the given mean and longest sample (Jaynes 1957, Phys. Rev. 106)</source>
        <translation>每个填充位置都像数据 token 一样经过每一层；B 个样本中的最长者：在具有给定平均值与最长样本的最大熵分布下的顺序统计量（Jaynes 1957，Phys. Rev. 106）</translation>
    </message>
    <message>
        <source>fused-MoE kernels by rows per expert, s_max · m ÷ (m + m_half): Blackwell NVFP4 from FlashInfer&apos;s TRT-LLM-gen MoE on a B300 (DeepSeek-V3&apos;s experts, 4,096–16,384 tokens: 8.8–17.7% of the FP4 peak; github flashinfer-ai/flashinfer PR #5301); MI355X and MI300X/MI325X FP8 from AITER&apos;s tuned fused MoE (DeepSeek&apos;s experts: 6–14% and 28–36% of the FP8 peak; github ROCm/aiter aiter/configs/model_configs/dsv32_a8w8_blockscale_tuned_fmoe.csv, a8w8_blockscale_tuned_fmoe_ds_v3.csv); Ada FP8 from vLLM&apos;s tuned Triton fused MoE on an L40S (Qwen3-VL-30B-A3B&apos;s and Qwen3.5&apos;s experts, 64–1,024 rows per expert: 9–26% of the FP8 peak; github vllm-project/vllm PRs #53710, #53819); on GPUs of the architecture with at least half the measured peak</source>
        <translation>融合 MoE 内核按每个专家的行数计：s_max · m ÷ (m + m_half)；Blackwell NVFP4 取自 B300 上 FlashInfer 的 TRT-LLM-gen MoE（DeepSeek-V3 的专家，4,096–16,384 个 token：FP4 峰值的 8.8–17.7%；github flashinfer-ai/flashinfer PR #5301）；MI355X 与 MI300X/MI325X 的 FP8 取自 AITER 调优过的融合 MoE（DeepSeek 的专家：FP8 峰值的 6–14% 与 28–36%；github ROCm/aiter aiter/configs/model_configs/dsv32_a8w8_blockscale_tuned_fmoe.csv、a8w8_blockscale_tuned_fmoe_ds_v3.csv）；Ada 的 FP8 取自 L40S 上 vLLM 调优过的 Triton 融合 MoE（Qwen3-VL-30B-A3B 与 Qwen3.5 的专家，每个专家 64–1,024 行：FP8 峰值的 9–26%；github vllm-project/vllm PR #53710、#53819）；适用于该架构中峰值至少为实测者一半的 GPU</translation>
    </message>
    <message>
        <source>gated batch admission (vLLM 0.6.0 core/scheduler.py _schedule_default, SGLang 0.3.0 managers/tp_worker.py get_new_prefill_batch): the cycle a Poisson arrival lands in is length-biased, E[C] + Var C ÷ E[C]; sequences running under Poisson arrivals: Poisson in number (M/G/∞)</source>
        <translation>门控批次准入（vLLM 0.6.0 core/scheduler.py _schedule_default、SGLang 0.3.0 managers/tp_worker.py get_new_prefill_batch）：Poisson 到达所落入的周期受长度偏差影响，为 E[C] + Var C ÷ E[C]；Poisson 到达下运行中的序列数服从 Poisson 分布（M/G/∞）</translation>
    </message>
    <message>
        <source>github NVIDIA-NeMo/RL @0126d86c nemo_rl/models/policy/dtensor_policy_worker.py (fp32 master weights, MixedPrecisionPolicy, init_reference_model: the reference&apos;s weights kept on the host, offload_before_refit / offload_after_refit), examples/configs/grpo_math_1B.yaml @00294d9b (num_prompts_per_step 32, num_generations_per_prompt 16, gpu_memory_utilization 0.6, activation_checkpointing false), dpo.yaml @00455ac0, nemo_rl/models/generation/vllm/vllm_worker.py @00f334e3 (enable_sleep_mode, sleep level 1), docs/fp8.md @00fa1285 (vllm_cfg.precision fp8); RLOO: nemo_rl/algorithms/advantage_estimator.py @00925dd1 (use_leave_one_out_baseline); DAPO: examples/configs/recipes/llm/h100/dapo-qwen2.5-7b.yaml @42d57888 (reference_policy_kl_penalty 0: no reference; 512 prompts; batch_multiplier 3), docs/guides/dapo.md</source>
        <translation>github NVIDIA-NeMo/RL @0126d86c nemo_rl/models/policy/dtensor_policy_worker.py（fp32 主权重、MixedPrecisionPolicy、init_reference_model：参考模型权重保存在主机端、offload_before_refit / offload_after_refit），examples/configs/grpo_math_1B.yaml @00294d9b（num_prompts_per_step 32、num_generations_per_prompt 16、gpu_memory_utilization 0.6、activation_checkpointing=false），dpo.yaml @00455ac0，nemo_rl/models/generation/vllm/vllm_worker.py @00f334e3（enable_sleep_mode，休眠等级 1），docs/fp8.md @00fa1285（vllm_cfg.precision 为 fp8）；RLOO：nemo_rl/algorithms/advantage_estimator.py @00925dd1（use_leave_one_out_baseline）；DAPO：examples/configs/recipes/llm/h100/dapo-qwen2.5-7b.yaml @42d57888（reference_policy_kl_penalty 0：无参考模型；512 个提示；batch_multiplier 3），docs/guides/dapo.md</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM @d98e8a6: megatron/training/arguments.py (--bf16 turns on accumulate_allreduce_grads_in_fp32; --use-distributed-optimizer store_true), megatron/core/transformer/transformer_config.py (recompute_granularity None), megatron/core/distributed/param_and_grad_buffer.py (grad_data); Apex FusedAdam; megatron/core/model_parallel_config.py (cpu_offloading, cpu_offloading_num_layers: activations of that many layers offloaded to the CPU); --fp8-recipe tensorwise, delayed, mxfp8, blockwise (megatron/training/arguments.py); zero-bubble ZB-H1 schedule through Sea AI Lab&apos;s patch for Megatron-LM (github sail-sg/zero-bubble-pipeline-parallelism README: zbpp_light.patch_megatron(), or its ~40-line zb-h1-quick-start patch); Megatron-Core&apos;s account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split (the layers plus one for each split evenly over the pipeline&apos;s chunks), as github NVIDIA-NeMo/Megatron-Bridge@0d5f555 src/megatron/bridge/recipes/llama/llama3.py sets them for Llama 3.1 405B; --cross-entropy-loss-fusion with --cross-entropy-fusion-impl te (Transformer Engine&apos;s parallel_cross_entropy; refused again from NVIDIA/Megatron-LM PR #5115, 2026)</source>
        <translation>github NVIDIA/Megatron-LM @d98e8a6：megatron/training/arguments.py（bf16 训练会开启 accumulate_allreduce_grads_in_fp32；分布式优化器需显式开启），megatron/core/transformer/transformer_config.py（recompute_granularity 默认 None），megatron/core/distributed/param_and_grad_buffer.py（grad_data）；Apex FusedAdam；megatron/core/model_parallel_config.py（cpu_offloading、cpu_offloading_num_layers：该层数的激活值卸载到 CPU）；--fp8-recipe tensorwise、delayed、mxfp8、blockwise（megatron/training/arguments.py）；零气泡 ZB-H1 调度经由 Sea AI Lab 为 Megatron-LM 提供的补丁（github sail-sg/zero-bubble-pipeline-parallelism README：zbpp_light.patch_megatron()，或其约 40 行的 zb-h1-quick-start 补丁）；Megatron-Core 的 account_for_embedding_in_pipeline_split 与 account_for_loss_in_pipeline_split（层数加上嵌入与损失各一，平均切分到流水线的各个块），如 github NVIDIA-NeMo/Megatron-Bridge@0d5f555 src/megatron/bridge/recipes/llama/llama3.py 为 Llama 3.1 405B 所设；--cross-entropy-loss-fusion 搭配 --cross-entropy-fusion-impl te（Transformer Engine 的 parallel_cross_entropy；自 NVIDIA/Megatron-LM PR #5115（2026）起再度拒用）</translation>
    </message>
    <message>
        <source>github NVIDIA/Megatron-LM megatron/core/distributed/param_and_grad_buffer.py @d98e8a6 (_ParamAndGradBuffer: grad_data = torch.zeros(numel, dtype=grad_dtype) at construction; fp32 with grad_reduce_in_fp32, which --bf16 turns on in megatron/training/arguments.py)</source>
        <translation>github NVIDIA/Megatron-LM megatron/core/distributed/param_and_grad_buffer.py @d98e8a6（_ParamAndGradBuffer 构造时即分配整个 grad_data 缓冲区；grad_reduce_in_fp32 时为 fp32，bf16 训练时 megatron/training/arguments.py 会开启它）</translation>
    </message>
    <message>
        <source>github PrimeIntellect-ai/prime-rl@b553e76a src/prime_rl/trainer/models/glm_moe_dsa/sparse_mla_attention.py (Indexer.compute_sparse_indices under torch.no_grad; _SparseMLA saves q, kv, out, indices, lse), kernels/fp8_indexer.py @40ec2f32 (logits = torch.empty(S, S, float32) before torch.topk)</source>
        <translation>github PrimeIntellect-ai/prime-rl@b553e76a src/prime_rl/trainer/models/glm_moe_dsa/sparse_mla_attention.py（Indexer.compute_sparse_indices 在 torch.no_grad 下执行；_SparseMLA 保存 q、kv、out、indices、lse），kernels/fp8_indexer.py @40ec2f32（torch.topk 之前 logits = torch.empty(S, S, float32)）</translation>
    </message>
    <message>
        <source>github THUDM/slime: slime/backends/megatron_utils/arguments.py @1cddc5d3 (always use zero optimizer: use_distributed_optimizer True; bf16 = not fp16), slime/utils/arguments.py @002fa9d6 (--colocate &apos;will also set --offload to true&apos;; --offload = --offload-train + --offload-rollout; --rollout-num-gpus-per-engine default 1; --use-dynamic-batch-size, --max-tokens-per-gpu; --advantage-estimator grpo, gspo, reinforce_plus_plus, ppo, cispo), slime/ray/actor_group.py @03b11f41 and megatron_utils/actor.py @028e2909 (torch_memory_saver pause and wake_up around training; the reference loaded into the actor&apos;s model from a pinned host backup), sglang_engine.py @03b32d8b (enable_memory_saver, release_memory_occupation), docs/en/get_started/usage.md @04ab9881 (no recomputation unless --recompute-granularity), scripts/run-qwen3-4B.sh @05a07529 (--sglang-mem-fraction-static 0.7), scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3 (SFT: --loss-type sft_loss, slime.rollout.sft_rollout, --debug-train-only)</source>
        <translation>github THUDM/slime：slime/backends/megatron_utils/arguments.py @1cddc5d3（始终使用 ZeRO 优化器：use_distributed_optimizer True；bf16 = not fp16），slime/utils/arguments.py @002fa9d6（--colocate “will also set --offload to true”；--offload = --offload-train + --offload-rollout；--rollout-num-gpus-per-engine 默认 1；--use-dynamic-batch-size、--max-tokens-per-gpu；--advantage-estimator 可选 grpo、gspo、reinforce_plus_plus、ppo、cispo），slime/ray/actor_group.py @03b11f41 与 megatron_utils/actor.py @028e2909（训练前后以 torch_memory_saver 暂停与唤醒；参考模型从锁页的主机备份载入 actor 的模型），sglang_engine.py @03b32d8b（enable_memory_saver、release_memory_occupation），docs/en/get_started/usage.md @04ab9881（未设置 --recompute-granularity 时不做重算），scripts/run-qwen3-4B.sh @05a07529（--sglang-mem-fraction-static 0.7），scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3（SFT：--loss-type sft_loss、slime.rollout.sft_rollout、--debug-train-only）</translation>
    </message>
    <message>
        <source>github THUDM/slime@08a9dcdc slime_plugins/models/glm5/glm5.py (q_compressed and hidden_states .detach(); _, topk_indices = fused_select_topk(..., block_size=8192)), scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3</source>
        <translation>github THUDM/slime@08a9dcdc slime_plugins/models/glm5/glm5.py（q_compressed 与 hidden_states 均 .detach()；_, topk_indices = fused_select_topk(..., block_size=8192)），scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3</translation>
    </message>
    <message>
        <source>github hiyouga/LLaMA-Factory @ff6d4d1 (2026-08): hparams/finetuning_args.py (use_ref_model, reward_model_type), model_args (disable_gradient_checkpointing False), train/trainer_utils.py, train/ppo/</source>
        <translation>github hiyouga/LLaMA-Factory @ff6d4d1（2026-08）：hparams/finetuning_args.py（use_ref_model、reward_model_type），model_args（disable_gradient_checkpointing False），train/trainer_utils.py，train/ppo/</translation>
    </message>
    <message>
        <source>github huggingface/trl @f2cd577 (2026-07): trl/trainer/grpo_config.py, sft_config.py, dpo_config.py, kto_config.py (gradient_checkpointing True instead of TrainingArguments&apos; False), grpo_trainer.py, dpo_trainer.py, kto_trainer.py, models/utils.py prepare_deepspeed, generation/vllm_generation.py (sleep level 2), experimental/ppo/ppo_trainer.py; the LM head: TRL 1.16.0 trl/trainer/sft_trainer.py, dpo_trainer.py, kto_trainer.py, grpo_trainer.py (add_fused_lm_head on the policy and the reference, model(..., fused_lm_head=True): per-token log-probabilities in tiles of the LM head, the full logits never built; trl/trainer/utils.py add_fused_lm_head, trl/kernels/chunked_logprob.py; not in trl/experimental/orpo, cpo); RLOO: trl/trainer/rloo_config.py @006d32c9 (beta 0.05: the reference loaded; num_generations 2); DAPO: grpo_config.py @006d32c9 (loss_type &apos;dapo&apos;, its default; beta 0; no dynamic sampling)</source>
        <translation>github huggingface/trl @f2cd577（2026-07）：trl/trainer/grpo_config.py、sft_config.py、dpo_config.py、kto_config.py（gradient_checkpointing 默认 True，而非 TrainingArguments 的 False），grpo_trainer.py、dpo_trainer.py、kto_trainer.py，models/utils.py prepare_deepspeed，generation/vllm_generation.py（sleep level 2），experimental/ppo/ppo_trainer.py；LM head：TRL 1.16.0 trl/trainer/sft_trainer.py、dpo_trainer.py、kto_trainer.py、grpo_trainer.py（策略模型与参考模型都加上 add_fused_lm_head，model(..., fused_lm_head=True)：按 LM head 分块计算每个 token 的对数概率，从不生成完整 logits；trl/trainer/utils.py add_fused_lm_head、trl/kernels/chunked_logprob.py；trl/experimental/orpo、cpo 则没有）；RLOO：trl/trainer/rloo_config.py @006d32c9（beta 0.05：加载参考模型；num_generations 2）；DAPO：grpo_config.py @006d32c9（loss_type &apos;dapo&apos;，为其默认；beta 0；无动态采样）</translation>
    </message>
    <message>
        <source>github ml-explore/mlx-lm mlx_lm/lora.py CONFIG_DEFAULTS (num_layers 16, batch_size 4, max_seq_length 2048, lora_parameters rank 8, grad_checkpoint False, optimizer adam) and mlx_lm/tuner/lora.py (LoRALinear lora_a/lora_b float32), tuner/utils.py linear_to_lora_layers (model.layers[-num_layers:], every Linear of a block), tuner/trainer.py (mx.compile step, grad_checkpoint via mx.checkpoint); ml-explore/mlx mlx/fast.cpp (unfused SDPA under grad tracing, PR #2054), python/mlx/nn/losses.py (mx.fast.cross_entropy on the GPU), python/mlx/nn/layers/quantized.py (affine, group 64, 4 bits by default)</source>
        <translation>github ml-explore/mlx-lm mlx_lm/lora.py CONFIG_DEFAULTS（num_layers 16、batch_size 4、max_seq_length 2048、lora_parameters rank 8、grad_checkpoint False、optimizer adam）与 mlx_lm/tuner/lora.py（LoRALinear 的 lora_a/lora_b 为 float32）、tuner/utils.py linear_to_lora_layers（model.layers[-num_layers:]，每层所有 Linear）、tuner/trainer.py（以 mx.compile 编译训练步，grad_checkpoint 经 mx.checkpoint）；ml-explore/mlx mlx/fast.cpp（梯度追踪时不用融合 SDPA，PR #2054）、python/mlx/nn/losses.py（GPU 上用 mx.fast.cross_entropy）、python/mlx/nn/layers/quantized.py（仿射，默认每组 64、4 位）</translation>
    </message>
    <message>
        <source>github modelscope/ms-swift swift/megatron/arguments/megatron_args.py @a374875 (use_distributed_optimizer True, recompute_granularity selective, recompute_modules core_attn, cross_entropy_loss_fusion True, padding_free True, main_grads_dtype fp32); swift/megatron/trainers/rlhf_mixin.py prepare_model (ref_models = get_mcore_model(args) for tuner_type full; disable_adapter otherwise), dpo_trainer.py @0abfe98 (reference and policy forwards on the same packed batch, per_token_logps = −the model&apos;s per-token loss); Megatron-SWIFT command-line docs: expert_tensor_parallel_size defaults to 1 from ms-swift 3.9 (before: the tensor-parallel size)</source>
        <translation>github modelscope/ms-swift swift/megatron/arguments/megatron_args.py @a374875（use_distributed_optimizer 为 True，recompute_granularity 为 selective，recompute_modules 为 core_attn，cross_entropy_loss_fusion 为 True，padding_free 为 True，main_grads_dtype 为 fp32）；swift/megatron/trainers/rlhf_mixin.py prepare_model（tuner_type 为 full 时 ref_models = get_mcore_model(args)；否则 disable_adapter），dpo_trainer.py @0abfe98（参考模型与策略模型在同一打包批次上前向传播，per_token_logps = −模型的逐词元损失）；Megatron-SWIFT 命令行参数文档：expert_tensor_parallel_size 自 ms-swift 3.9 起默认为 1（之前等于张量并行大小）</translation>
    </message>
    <message>
        <source>github unslothai/unsloth-zoo@00a8d68f unsloth_zoo/vllm_utils.py (convert_vllm_to_huggingface wraps vLLM&apos;s own weight tensors as the Hugging Face model&apos;s; patch_vllm_enable_sleep_mode skips the &apos;weights&apos; tag: Unsloth Standby releases the rest), unsloth/models/llama.py @00060afe (llm.shared_weights = True); Unsloth docs &apos;Memory Efficient RL&apos;: &apos;we share vLLM&apos;s weight space directly which removes the double memory usage of the model weights&apos;</source>
        <translation>github unslothai/unsloth-zoo@00a8d68f unsloth_zoo/vllm_utils.py（convert_vllm_to_huggingface 把 vLLM 自己的权重张量包装成 Hugging Face 模型的权重；patch_vllm_enable_sleep_mode 跳过 “weights” 标记：Unsloth Standby 释放其余部分），unsloth/models/llama.py @00060afe（llm.shared_weights = True）；Unsloth 文档 “Memory Efficient RL”：“we share vLLM&apos;s weight space directly which removes the double memory usage of the model weights”</translation>
    </message>
    <message>
        <source>github verl-project/verl @1a7e2cab verl/trainer/config/_generated_ppo_megatron_trainer.yaml (actor.megatron: tensor/pipeline/context/expert parallel 1, sequence_parallel True, use_distributed_optimizer True, param_offload, grad_offload and optimizer_offload False; recompute_granularity null; rollout gpu_memory_utilization 0.5, tensor_model_parallel_size 2, free_cache_engine True), verl/utils/megatron/optimizer.py @b017a833 (bf16, params_dtype bfloat16), megatron_utils.py @1811bfeb (grad_reduce_in_fp32 True), verl/workers/megatron_workers.py @a188c3db (the reference: a separate Megatron model in bf16, no optimizer, the actor&apos;s layout; LoRA: the actor without its adapters), third_party/vllm/__init__.py @809ef8c8 (sleep level 2 from vLLM 0.8.5)</source>
        <translation>github verl-project/verl @1a7e2cab verl/trainer/config/_generated_ppo_megatron_trainer.yaml（actor.megatron：张量／流水线／上下文／专家并行皆为 1，sequence_parallel True，use_distributed_optimizer True，param_offload、grad_offload 與 optimizer_offload 为 False；recompute_granularity null；rollout gpu_memory_utilization 0.5，tensor_model_parallel_size 2，free_cache_engine True），verl/utils/megatron/optimizer.py @b017a833（bf16，params_dtype bfloat16），megatron_utils.py @1811bfeb（grad_reduce_in_fp32 True），verl/workers/megatron_workers.py @a188c3db（参考模型：另一个 bf16 的 Megatron 模型，无优化器，采用 actor 的切分方式；LoRA：去掉适配器的 actor），third_party/vllm/__init__.py @809ef8c8（vLLM 0.8.5 起 sleep level 2）</translation>
    </message>
    <message>
        <source>github vllm-project/vllm PR #19970 (2025-06, --async-scheduling: &apos;the scheduler operate one step ahead of the current execution&apos;, overlapping scheduling with model execution), on by default from PR #27614 (the last item of the Async Scheduling Plan, issue #27679; PR #31998 of 2026-01 extends the default to speculative decoding); vLLM 0.11 and earlier ran without it unless asked</source>
        <translation>github vllm-project/vllm PR #19970（2025-06，异步调度选项：调度器比正在执行的那一步先走一步，让调度与模型执行重叠），自 PR #27614 起默认开启（异步调度计划议题 #27679 的最后一项；2026-01 的 PR #31998 把默认延伸到推测解码）；vLLM 0.11 及更早版本除非指定否则不开</translation>
    </message>
    <message>
        <source>github vllm-project/vllm PR #31998 (2026-01: on by default only for EAGLE and MTP speculation, off for the other kinds); vLLM&apos;s start-up warning &apos;Async scheduling is not compatible with prefix caching for Mamba models and will be disabled&apos; (quoted in github QwenLM/Qwen3-Coder issue #578, 2026-03)</source>
        <translation>github vllm-project/vllm PR #31998（2026-01：推测解码只有 EAGLE 与 MTP 默认开启，其他种类关闭）；vLLM 启动时的警告：Mamba 类模型的前缀缓存与异步调度不兼容，异步调度会被关闭（引自 github QwenLM/Qwen3-Coder 议题 #578，2026-03）</translation>
    </message>
    <message>
        <source>github vllm-project/vllm vllm/v1/worker/gpu_worker.py @35d5cda123ec28581759b6d34cde8052314fb1e6: init_device takes its memory snapshot after the distributed environment is initialized (&apos;This ensures NCCL buffers are allocated before we measure&apos;), so the CUDA context and NCCL&apos;s buffers are outside requested_memory = total × gpu_memory_utilization; determine_available_memory gives the KV cache requested_memory − (weights + the profile&apos;s peak allocated activations + non-torch increase), the caching allocator&apos;s unallocated reserve charged nowhere; CUDA graphs are captured after the KV cache is sized (&apos;memory_profiling does not consider CUDAGraph memory size&apos;, compile_or_warm_up_model). Published start-up logs add up so (vLLM 0.10.2 and 0.31.0: available KV = utilization × total − weights − peak activation − non-torch, the graphs&apos; GiB beside it); VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1 subtracts an estimate of the graphs too</source>
        <translation>github vllm-project/vllm vllm/v1/worker/gpu_worker.py @35d5cda123ec28581759b6d34cde8052314fb1e6：init_device 在分布式环境初始化之后才拍下显存快照（代码注释：确保测量前 NCCL 缓冲区已分配），因此 CUDA 上下文 与 NCCL 缓冲区不在 requested_memory = 总量 × gpu_memory_utilization 之内；determine_available_memory 给 KV 缓存的是 requested_memory −（权重 + 剖析运行的激活值分配峰值 + 非 PyTorch 增量），缓存分配器未分配的保留量不计入任何一项；CUDA 图 在 KV 缓存定好大小之后才捕获（compile_or_warm_up_model 的注释：显存剖析不计 CUDA 图的大小）。公开的启动日志正是如此相加（vLLM 0.10.2 与 0.31.0：可用 KV = 利用率 × 总量 − 权重 − 激活值峰值 − 非 PyTorch，图的 GiB 另计）；设 VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1 时也会扣掉图的估计值</translation>
    </message>
    <message>
        <source>host launches of a Megatron-Core layer counted from megatron-core 0.15/0.16 and TransformerEngine 2.8/2.11 (attention 14 forward, 25 backward; a dense MLP 4 and 6; a mixture&apos;s block 33 and 26 and each local expert&apos;s GEMMs 2 and 4, one by one; per GEMM operand FP8 current scaling 4 quantization launches, block scaling 1, delayed scaling and NVFP4 1 for all of a grouped linear&apos;s splits)</source>
        <translation>Megatron-Core 每层由主机启动的操作，依 megatron-core 0.15/0.16 与 TransformerEngine 2.8/2.11 源码计数（注意力前向 14、反向 25；稠密 MLP 4 与 6；专家混合块 33 与 26，每个本地专家的 GEMM 逐一启动 2 与 4；每个 GEMM 操作数的量化启动：FP8 current scaling 4 次、块缩放 1 次、delayed scaling 与 NVFP4 对分组线性层的所有切分共 1 次）</translation>
    </message>
    <message>
        <source>host: {source}</source>
        <translation>主机：{source}</translation>
    </message>
    <message>
        <source>instance</source>
        <translation>云实例价格</translation>
    </message>
    <message>
        <source>kernels counted from transformers&apos; modeling code (Llama 41 per layer, Qwen3 57, 50 per token), each launched from Python</source>
        <translation>内核函数数依 transformers 模型代码计数（Llama 每层 41、Qwen3 每层 57、每 token 50），每个由 Python 启动</translation>
    </message>
    <message>
        <source>llama.cpp server options (-c n_ctx, -ub 512, -ctk f16, -np slots, cache_prompt)</source>
        <translation>llama.cpp 服务器选项（n_ctx、n_ubatch 512、cache_type_k f16、n_parallel 槽位数、cache_prompt）</translation>
    </message>
    <message>
        <source>loaded cost of one engineer-year (hwplanner default)</source>
        <translation>一名工程师一年的全部成本（hwplanner 默认值）</translation>
    </message>
    <message>
        <source>loading: {how} ({framework})</source>
        <translation>加载：{how}（{framework}）</translation>
    </message>
    <message>
        <source>matmul: {source}</source>
        <translation>矩阵乘法：{source}</translation>
    </message>
    <message>
        <source>median of CPU Adam steps measured alone: 42.4 GB/s (DeepSpeed PR #735: 11.6B parameters in 8.2 s), 54.5 (DeepSpeed issue #6834: Qwen 72B, 4 A100 nodes, ~10 s), 83 (THUDM/slime issue #1139: GLM-4.5-Air, 4 H100 nodes, 9.6 s); other GPU classes in proportion to their hosts&apos; datasheet memory bandwidth (DGX A100&apos;s EPYC 7742 pair: 409.6 GB/s)</source>
        <translation>单独测量的 CPU Adam 步骤之中位数：42.4 GB/s（DeepSpeed PR #735：116 亿参数用 8.2 秒），54.5（DeepSpeed issue #6834：Qwen 72B，4 个 A100 节点，约 10 秒），83（THUDM/slime issue #1139：GLM-4.5-Air，4 个 H100 节点，9.6 秒）；其他 GPU 类别按其主机数据手册内存带宽等比换算（DGX A100 的两颗 EPYC 7742：409.6 GB/s）</translation>
    </message>
    <message>
        <source>memory-bandwidth utilisation of decode: Databricks &apos;LLM inference performance engineering&apos; (2023) reports MBU ~0.6–0.7 on A100/H100; aiconfigurator applies 0.8</source>
        <translation>解码的显存带宽利用率：Databricks《LLM inference performance engineering》（2023）在 A100/H100 上测得 MBU 约 0.6–0.7；aiconfigurator 采用 0.8</translation>
    </message>
    <message>
        <source>memory: {source}</source>
        <translation>访存受限算子：{source}</translation>
    </message>
    <message>
        <source>method: {source}</source>
        <translation>方法：{source}</translation>
    </message>
    <message>
        <source>microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py (BF16_Optimizer: fp32_groups_gradients_flat = zeros_like(bf16_groups_flat, dtype=float32), a narrowed view per data-parallel rank; clear_lp_grads zeroes the bf16 .grad); bigscience-workshop/bigscience@e726b15 train/tr11-176B-ml/README.md (&apos;doesn&apos;t shard the static fp32 buffer … 4 bytes * params of additional memory&apos;)</source>
        <translation>microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py（BF16_Optimizer：fp32_groups_gradients_flat = zeros_like(bf16_groups_flat, dtype=float32)，每个数据并行进程取其中一段视图；clear_lp_grads 将 bf16 .grad 清零）；BigScience 的 tr11-176B-ml 说明文档（github bigscience-workshop/bigscience@e726b15：不对重复使用的静态 fp32 缓冲区分片……每个参数额外占用 4 字节显存）</translation>
    </message>
    <message>
        <source>ml-explore/mlx memory API: get_peak_memory (allocated), get_cache_memory (cached, not returned to the system), set_cache_limit</source>
        <translation>ml-explore/mlx 内存 API：get_peak_memory（已分配）、get_cache_memory（缓存中、未还给系统）、set_cache_limit</translation>
    </message>
    <message>
        <source>mlx-lm 0.32.2 (PyPI) mlx_lm/server.py (--decode-concurrency 32, --prompt-concurrency 8), generate.py (prefill_step_size 2048, wired_limit: the device&apos;s max_recommended_working_set_size), models/cache.py (KVCache grows by step = 256 tokens in the model&apos;s dtype)</source>
        <translation>mlx-lm 0.32.2（PyPI）mlx_lm/server.py（--decode-concurrency 32、--prompt-concurrency 8）、generate.py（prefill_step_size 2048；wired_limit：设备的 max_recommended_working_set_size）、models/cache.py（KVCache 以 step = 256 个 token 扩增，采用模型的数据类型）</translation>
    </message>
    <message>
        <source>mlx.optimizers: no 8-bit states</source>
        <translation>mlx.optimizers：没有 8 位状态</translation>
    </message>
    <message>
        <source>mlx/fast.cpp under grad tracing, PR #2054: no fused backward on Metal</source>
        <translation>mlx/fast.cpp 在梯度追踪下，PR #2054：Metal 上没有融合的反向传播</translation>
    </message>
    <message>
        <source>more than {gbit:,} Gb/s per node</source>
        <translation>每节点超过 {gbit:,} Gb/s</translation>
    </message>
    <message>
        <source>ms-swift 4.6.0 (2026-10-13) swift/megatron/trainers/rollout_mixin.py (colocate: load_weights in the trainer&apos;s process; server: FlattenedTensorBucket over NCCL, 512 MB)</source>
        <translation>ms-swift 4.6.0（2026-10-13）swift/megatron/trainers/rollout_mixin.py（同卡：在训练进程内 load_weights；服务器：经 NCCL 的 FlattenedTensorBucket，512 MB）</translation>
    </message>
    <message>
        <source>ms-swift 4.6.0 (2026-10-13) swift/rlhf_trainers/rollout_mixin.py _load_state_dict_to_vllm (colocate: llm_model.load_weights(state_dict.items()) in the trainer&apos;s process; server: FlattenedTensorBucket over NCCL, SWIFT_UPDATE_WEIGHTS_BUCKET_SIZE 512 MB)</source>
        <translation>ms-swift 4.6.0（2026-10-13）swift/rlhf_trainers/rollout_mixin.py _load_state_dict_to_vllm（同卡：在训练进程内 llm_model.load_weights(state_dict.items())；服务器：经 NCCL 的 FlattenedTensorBucket，SWIFT_UPDATE_WEIGHTS_BUCKET_SIZE 512 MB）</translation>
    </message>
    <message>
        <source>ms-swift Megatron: packed and padding-free rows go to Megatron-Core as THD with each sample&apos;s boundaries (github modelscope/ms-swift swift/megatron/utils/utils.py @006938be get_packed_seq_params: PackedSeqParams cu_seqlens_q/kv from the position_ids, qkv_format &apos;thd&apos;), so flash attention keeps each sample to itself</source>
        <translation>ms-swift Megatron：打包与免填充的行以 THD 格式、连同每个样本的边界交给 Megatron-Core（github modelscope/ms-swift swift/megatron/utils/utils.py @006938be get_packed_seq_params：由 position_ids 得出 PackedSeqParams 的 cu_seqlens_q/kv，qkv_format 为 &apos;thd&apos;），因此 flash attention 只在各样本之内计算</translation>
    </message>
    <message>
        <source>ms-swift async_generate (github modelscope/ms-swift @0037257c swift/trainers/arguments.py GRPOArgumentsMixin, default False; vllm_mode server): the next batch generated on the previous step&apos;s weights</source>
        <translation>ms-swift async_generate（github modelscope/ms-swift @0037257c swift/trainers/arguments.py GRPOArgumentsMixin，默认 False；vllm_mode server）：以上一步的权重生成下一批</translation>
    </message>
    <message>
        <source>ms-swift command-line parameters (gradient_checkpointing True, use_liger_kernel, sequence_parallel_size, deepspeed zero2_offload/zero3_offload); swift/arguments/tuner_args.py @3602360 (lora_dropout 0.05), @0bb3103b (lora_rank 8, target_modules all-linear); swift/llm/argument/base_args/model_args.py (torch_dtype None: the checkpoint&apos;s model_info.torch_dtype, bf16=True with it); examples/train/full/train.sh @0338ab3 (Qwen2-7B full fine-tuning on one GPU: 76 GiB)</source>
        <translation>ms-swift 命令行参数（gradient_checkpointing True、use_liger_kernel、sequence_parallel_size、deepspeed zero2_offload/zero3_offload）；swift/arguments/tuner_args.py @3602360（lora_dropout 0.05）、@0bb3103b（lora_rank 8，target_modules all-linear）；swift/llm/argument/base_args/model_args.py（torch_dtype 为 None 时取检查点的 model_info.torch_dtype，并随之设 bf16=True）；examples/train/full/train.sh @0338ab3（Qwen2-7B 单卡全参数微调：76 GiB）</translation>
    </message>
    <message>
        <source>nccl-tests#290 (46–48 GB/s per 400 Gb/s NIC)</source>
        <translation>nccl-tests#290（每块 400 Gb/s 网卡 46–48 GB/s）</translation>
    </message>
    <message>
        <source>non-quantized parameters upcast to fp32 (prepare_model_for_kbit_training)</source>
        <translation>未量化的参数转为 fp32（prepare_model_for_kbit_training）</translation>
    </message>
    <message>
        <source>offload from the memory estimate</source>
        <translation>卸载量取自显存估算</translation>
    </message>
    <message>
        <source>one 100 GbE link per node</source>
        <translation>每节点一条 100 GbE 链路</translation>
    </message>
    <message>
        <source>one 200 Gb/s NIC per GPU (DGX A100)</source>
        <translation>每张 GPU 一块 200 Gb/s 网卡（DGX A100）</translation>
    </message>
    <message>
        <source>one 400 Gb/s NIC per GPU (DGX H100)</source>
        <translation>每张 GPU 一块 400 Gb/s 网卡（DGX H100）</translation>
    </message>
    <message>
        <source>one checkpoint shard file per process (ZeRO-3 zero.Init)</source>
        <translation>每个进程一个检查点分片文件（ZeRO-3 zero.Init）</translation>
    </message>
    <message>
        <source>one copy per node (rank 0) + one shard file each</source>
        <translation>每节点一份完整副本（由 0 号进程加载）+ 每个进程一个分片文件</translation>
    </message>
    <message>
        <source>one layer at a time: inference keeps nothing for backward</source>
        <translation>一次一层：推理不需为反向传播保留任何东西</translation>
    </message>
    <message>
        <source>one memory-mapped copy per node (safetensors page cache) + one shard file per process</source>
        <translation>每节点一份内存映射副本（safetensors 页缓存）+ 每个进程一个分片文件</translation>
    </message>
    <message>
        <source>openrlhf 0.11.2 (2026-09-14) openrlhf/trainer/ray/ppo_actor.py broadcast_to_vllm (colocated: _handle_cuda_ipc, reduce_tensor(weight), one CUDA IPC handle per weight; separate: _broadcast_param, one NCCL broadcast per parameter)</source>
        <translation>openrlhf 0.11.2（2026-09-14）openrlhf/trainer/ray/ppo_actor.py broadcast_to_vllm（同卡：_handle_cuda_ipc，reduce_tensor(weight)，每个权重一个 CUDA IPC 句柄；分离：_broadcast_param，每个参数一次 NCCL 广播）</translation>
    </message>
    <message>
        <source>plain SGD keeps no state</source>
        <translation>普通 SGD 不保存状态</translation>
    </message>
    <message>
        <source>prefill: Kaplan et al. 2020 (2·N FLOPs per token); decode: Pope et al. 2022 roofline, per operator (Williams et al. 2009; Yuan et al. 2024, LLM Inference Unveiled); interleaving: continuous batching (Yu et al. 2022, Orca) with chunked prefill (Agrawal et al. 2024, Sarathi-Serve); queueing: M/D/1 (Pollaczek–Khinchine) and Little&apos;s law; prefills batched between scheduling rounds (vLLM 0.6.0 core/scheduler.py _schedule_default, SGLang 0.3.0 managers/tp_worker.py get_new_prefill_batch)</source>
        <translation>预填充：Kaplan 等人 2020（每 token 2·N FLOPs）；解码：Pope 等人 2022 屋顶线模型（roofline），逐算子计算（Williams 等人 2009；Yuan 等人 2024《LLM Inference Unveiled》）；交错执行：连续批处理（Yu 等人 2022，Orca）配合分块预填充（Agrawal 等人 2024，Sarathi-Serve）；排队：M/D/1（Pollaczek–Khinchine 公式）与 Little&apos;s law；调度轮与轮之间一起预填充（vLLM 0.6.0 core/scheduler.py _schedule_default、SGLang 0.3.0 managers/tp_worker.py get_new_prefill_batch）</translation>
    </message>
    <message>
        <source>prime-rl max_async_level (docs/reference.md @f6bff7d38cd64564434019dd5a2325124f3f7e31: default 1, the inference servers generate on weights up to that many steps old; 0: synchronous)</source>
        <translation>prime-rl max_async_level（docs/reference.md @f6bff7d38cd64564434019dd5a2325124f3f7e31：默认 1，推理服务器以最多旧这么多步的权重生成；0：同步）</translation>
    </message>
    <message>
        <source>rack-scale NVLink system (NVL72 class)</source>
        <translation>机柜级 NVLink 系统（NVL72 级）</translation>
    </message>
    <message>
        <source>routed experts in 4 bits through W4A16 fused-MoE kernels on H100/H200-class GPUs: 25.7% of the bf16 peak, Marlin&apos;s (DeepSeek-V4-Flash&apos;s MXFP4 experts in SGLang&apos;s 16,384-token prefill chunks on an H100: 1.237 TFLOP a layer in 4.863 ms; github sgl-project/sglang PR #38884); MXFP4 experts run on Hopper through Triton&apos;s matmul_ogs by default (vLLM and SGLang mxfp4.py), not measured: taken at Marlin&apos;s share</source>
        <translation>H100/H200 级 GPU 上经 W4A16 融合 MoE 内核的 4 位路由专家：bf16 峰值的 25.7%，为 Marlin 的实测（H100 上 SGLang 以 16,384 个 token 的预填充分块执行 DeepSeek-V4-Flash 的 MXFP4 专家：每层 1.237 TFLOP，4.863 ms；github sgl-project/sglang PR #38884）；Hopper 上的 MXFP4 专家默认走 Triton 的 matmul_ogs（vLLM 与 SGLang 的 mxfp4.py），未实测：以 Marlin 的比例计</translation>
    </message>
    <message>
        <source>routed experts in Triton fused-MoE kernels on H100/H200-class GPUs (vLLM benchmark_moe.py, the whole block): bf16 33% of the bf16 peak (Gemma 4&apos;s 128 experts of 704 on an H200, 4,096 tokens: 1,189.6 µs; github vllm-project/vllm PR #44818); FP8 15% faster than bf16, 19% of the FP8 peak (tuned FP8 10–17% faster than tuned bf16, Qwen3-MoE on an H200; vLLM PR #35457)</source>
        <translation>H100/H200 级 GPU 上 Triton 融合 MoE 内核中的路由专家（vLLM benchmark_moe.py，整个模块）：bf16 为 bf16 峰值的 33%（H200 上 Gemma 4 的 128 个宽 704 的专家，4,096 个 token：1,189.6 µs；github vllm-project/vllm PR #44818）；FP8 比 bf16 快 15%，为 FP8 峰值的 19%（调优后的 FP8 比调优后的 bf16 快 10–17%，H200 上的 Qwen3-MoE；vLLM PR #35457）</translation>
    </message>
    <message>
        <source>same kernels as pretraining</source>
        <translation>与预训练相同的内核</translation>
    </message>
    <message>
        <source>same kernels as pretraining on the layers that train</source>
        <translation>在参与训练的层上与预训练相同的内核</translation>
    </message>
    <message>
        <source>scaled by the GPU&apos;s best measured stream kernel ÷ its datasheet bandwidth against the H100 SXM&apos;s 0.949 (BabelStream Dot, github Azure/AI-benchmarking-guide ND_H100_v5_results.md); the GPU&apos;s own figure and its source in its catalog row</source>
        <translation>按此 GPU 实测最佳的流核函数 ÷ 其规格表带宽，相对 H100 SXM 的 0.949 缩放（BabelStream 点积核函数，github Azure/AI-benchmarking-guide ND_H100_v5_results.md）；此 GPU 的数值及其来源见其目录行</translation>
    </message>
    <message>
        <source>see each part</source>
        <translation>见各组成项</translation>
    </message>
    <message>
        <source>see inference utilisation</source>
        <translation>见推理利用率</translation>
    </message>
    <message>
        <source>serving roofline (Pope et al. 2022) of each replica</source>
        <translation>每个副本的推理屋顶线模型（roofline）（Pope 等人 2022）</translation>
    </message>
    <message>
        <source>skyrl 0.3.0 (2026-07-17) weight_sync/cuda_ipc_strategy.py (colocate_all, the default: &apos;one IPC handle is created for the packed buffer per rank&apos;, 1 GB), broadcast_strategy.py (separate: vLLM&apos;s packed NCCL, 1 GB)</source>
        <translation>skyrl 0.3.0（2026-07-17）weight_sync/cuda_ipc_strategy.py（colocate_all，默认：“one IPC handle is created for the packed buffer per rank”，1 GB），broadcast_strategy.py（分离：vLLM 的打包 NCCL，1 GB）</translation>
    </message>
    <message>
        <source>stack: {source}</source>
        <translation>软件栈：{source}</translation>
    </message>
    <message>
        <source>synchronous on-policy loop (TRL, OpenRLHF hybrid engine, verl)</source>
        <translation>同步的同策略循环（TRL、OpenRLHF 混合引擎、verl）</translation>
    </message>
    <message>
        <source>text-generation-inference launcher (--cuda-memory-fraction 1.0, --max-batch-prefill-tokens 4096, --cuda-graphs 1,2,4,8,16,32)</source>
        <translation>text-generation-inference 启动器（cuda_memory_fraction 1.0、max_batch_prefill_tokens 4096、cuda_graphs 1,2,4,8,16,32）</translation>
    </message>
    <message>
        <source>the frozen base computes no weight gradient (the FLOPs); the adapters&apos; small kernels are timed as a part (PEFT&apos;s LoRA Linear, the fixed time per kernel)</source>
        <translation>冻结的基础模型不计算权重梯度（已含于 FLOPs）；适配器的小内核另计为一部分（PEFT 的 LoRA 线性层，每个内核的固定时间）</translation>
    </message>
    <message>
        <source>the weights llama.cpp keeps on the CPU, memory-mapped from the file</source>
        <translation>llama.cpp 留在 CPU 的权重，从文件以内存映射加载</translation>
    </message>
    <message>
        <source>torchao AdamW4bit: two 4-bit states packed two to a byte + an fp32 scale per 128-element block each (torchao/optim/subclass_4bit.py OptimState4bit.zeros)</source>
        <translation>torchao AdamW4bit：两个 4 位状态（每字节装两个值）+ 每个状态每 128 个元素一个 fp32 缩放值（torchao/optim/subclass_4bit.py OptimState4bit.zeros）</translation>
    </message>
    <message>
        <source>torchao float8 (torchtitan), Transformer Engine (Megatron-LM, NeMo)</source>
        <translation>torchao float8（torchtitan）、Transformer Engine（Megatron-LM、NeMo）</translation>
    </message>
    <message>
        <source>torchtune (pure bf16), pure-bf16 custom loops</source>
        <translation>torchtune（纯 bf16）、纯 bf16 的自定义训练循环</translation>
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
        <translation>torchtune recipes/lora_finetune_single_device.py @0217d44（2024-05：logits 保留到下一步，并为 CrossEntropyLoss 转置；PR #1046「del logits」）</translation>
    </message>
    <message>
        <source>tower workstation</source>
        <translation>塔式工作站</translation>
    </message>
    <message>
        <source>transformers ForCausalLMLoss (logits.float()); torchtune CrossEntropyLoss</source>
        <translation>transformers ForCausalLMLoss（logits.float()）；torchtune CrossEntropyLoss</translation>
    </message>
    <message>
        <source>transformers TrainingArguments (bf16=True → torch.autocast; gradient_checkpointing False by default, https://huggingface.co/docs/transformers/en/grad_checkpointing); PEFT prepare_model_for_kbit_training(use_gradient_checkpointing=True) for QLoRA (peft/utils/other.py); PEFT autocast_adapter_dtype=True; torch.optim.AdamW foreach on CUDA</source>
        <translation>transformers TrainingArguments（bf16=True → torch.autocast；gradient_checkpointing 默认 False，https://huggingface.co/docs/transformers/en/grad_checkpointing）；QLoRA 时 PEFT prepare_model_for_kbit_training(use_gradient_checkpointing=True)（peft/utils/other.py）；PEFT autocast_adapter_dtype=True；CUDA 上 torch.optim.AdamW foreach</translation>
    </message>
    <message>
        <source>transformers loss/loss_utils.py ForCausalLMLoss before PR #35646 (2025-01: shift_logits = logits[..., :-1, :].contiguous())</source>
        <translation>transformers loss/loss_utils.py ForCausalLMLoss，PR #35646 之前（2025-01：shift_logits = logits[..., :-1, :].contiguous()）</translation>
    </message>
    <message>
        <source>transformers&apos; Llama4TextMoe runs every token through every routed expert (routed_in = hidden_states.repeat(num experts, 1), torch.bmm over all experts; github huggingface/transformers @000c33fd src/transformers/models/llama4/modeling_llama4.py)</source>
        <translation>transformers 的 Llama4TextMoe 让每个 token 经过每个路由专家（routed_in = hidden_states.repeat(num experts, 1)，对所有专家做 torch.bmm；github huggingface/transformers @000c33fd src/transformers/models/llama4/modeling_llama4.py）</translation>
    </message>
    <message>
        <source>trl 1.16.0 (2026-10-15) trl/generation/vllm_generation.py sync_weights (colocate, the default from 1.0.0: model.load_weights([(name, param)]) one tensor at a time in the trainer&apos;s process); vllm_client.py update_named_params (server: NCCL through vLLM&apos;s packed buffers from 1.11.0, 2026-08-26; one HTTP call and broadcast per parameter through 1.10.0)</source>
        <translation>trl 1.16.0（2026-10-15）trl/generation/vllm_generation.py sync_weights（colocate，自 1.0.0 起为默认：在训练进程内 model.load_weights([(name, param)]) 一次一个张量）；vllm_client.py update_named_params（server：自 1.11.0（2026-08-26）起经 vLLM 打包缓冲区走 NCCL；至 1.10.0 为每个参数一次 HTTP 调用与广播）</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>未注明日期</translation>
    </message>
    <message>
        <source>utilisation: {source}</source>
        <translation>利用率：{source}</translation>
    </message>
    <message>
        <source>vLLM 0.11.1–0.15 sort the whole vocabulary for each dummy request when they warm the sampler up: github vllm-project/vllm vllm/v1/worker/gpu_model_runner.py (_dummy_sampler_run: the profile run samples min(max_num_seqs, max_num_batched_tokens) dummy requests with top_k = vocabulary − 1 and top_p 0.9), vllm/v1/sample/ops/topk_topp_sampler.py (apply_top_k_top_p: logits.sort over the whole vocabulary; PR #26859, 2025-10-15, made this native path the default over FlashInfer&apos;s; PR #33538 replaced the sort with a Triton kernel); start-up logs on H100 with 1,024 dummy requests, vllm-openai images of early 2026 (github llm-d/llm-d-benchmark @4f4d44943c39b76b28e30dfa1fb0dfaf1ee894b5 config_explorer/empirical-vllm-memory-results.md): peak activation 4.76 GiB at a vocabulary of 128,256 (Llama 3.1 8B, Llama 3.3 70B FP8: 4.84), 5.56–5.64 GiB at 151,936 (Qwen3 0.6B and 32B, TP 1 and 2), 7.38 GiB at 201,088 (gpt-oss 20B and 120B): 38.5 B per dummy request and vocabulary entry, whatever the model&apos;s size; vLLM 0.19 on the same H100 (github llm-d-incubation/llm-d-planner @2d557dca docs/accuracy/vllm-v0.19.0-accuracy-report.md): 1.89 GiB (Llama 3.1 8B) and 2.21 GiB (Qwen2.5 7B)</source>
        <translation>vLLM 0.11.1–0.15 在预热采样器时为每个虚拟请求排序整个词表：github vllm-project/vllm vllm/v1/worker/gpu_model_runner.py（_dummy_sampler_run：剖析运行采样的虚拟请求数为 min(max_num_seqs, max_num_batched_tokens)，top_k = 词表大小 − 1、top_p 0.9），vllm/v1/sample/ops/topk_topp_sampler.py（apply_top_k_top_p：对整个词表 logits.sort；PR #26859（2025-10-15）让这条原生路径取代 FlashInfer 成为默认；PR #33538 以 Triton 内核取代排序）；H100 上 1,024 个虚拟请求的启动日志，2026 年初的 vllm-openai 镜像（github llm-d/llm-d-benchmark @4f4d44943c39b76b28e30dfa1fb0dfaf1ee894b5 config_explorer/empirical-vllm-memory-results.md）：词表 128,256 时峰值激活 4.76 GiB（Llama 3.1 8B；Llama 3.3 70B FP8：4.84），151,936 时 5.56–5.64 GiB（Qwen3 0.6B 与 32B，TP 1 与 2），201,088 时 7.38 GiB（gpt-oss 20B 与 120B）：每个虚拟请求每个词表项 38.5 B，与模型大小无关；同一 H100 上的 vLLM 0.19（github llm-d-incubation/llm-d-planner @2d557dca docs/accuracy/vllm-v0.19.0-accuracy-report.md）：1.89 GiB（Llama 3.1 8B）与 2.21 GiB（Qwen2.5 7B）</translation>
    </message>
    <message>
        <source>vLLM 0.19.0 start-up logs on an H100, 1,024 dummy requests (github llm-d-incubation/llm-d-planner @2d557dcaab965f16c7f9081b1e90db2b80532e7d docs/accuracy/vllm-v0.19.0-accuracy-report.md): activation peaks of 1.89 GiB for Llama 3.1 8B (vocabulary 128,256) at tensor parallel 1, 2 and 4, 2.21 GiB for Qwen2.5 7B and Qwen3 8B (152,064 and 151,936), 2.87 GiB for gpt-oss (201,088), 1.52 GiB for phi-4 (100,352): 15.0–15.9 B per request and vocabulary entry, whatever the tensor parallelism (every GPU samples the whole vocabulary); gpu_model_runner.py _dummy_sampler_run samples min(max_num_seqs, max_num_batched_tokens) requests after the forward pass</source>
        <translation>H100 上 vLLM 0.19.0 的启动日志，1,024 个虚拟请求（github llm-d-incubation/llm-d-planner @2d557dcaab965f16c7f9081b1e90db2b80532e7d docs/accuracy/vllm-v0.19.0-accuracy-report.md）：激活峰值 Llama 3.1 8B（词表 128,256）在张量并行 1、2、4 时均为 1.89 GiB，Qwen2.5 7B 与 Qwen3 8B（152,064 与 151,936）2.21 GiB，gpt-oss（201,088）2.87 GiB，phi-4（100,352）1.52 GiB：每个请求每个词表项 15.0–15.9 B，与张量并行度无关（每张 GPU 都对整个词表采样）；gpu_model_runner.py _dummy_sampler_run 在前向传播之后采样的请求数为 min(max_num_seqs, max_num_batched_tokens)</translation>
    </message>
    <message>
        <source>vLLM docs, Data Parallel Deployment (https://docs.vllm.ai/en/latest/serving/data_parallel_deployment/: each DP rank a whole model of its own TP size for its own batches; expert layers form one tensor parallel group of DP × TP, or expert parallel with --enable-expert-parallel)</source>
        <translation>vLLM 文档，Data Parallel Deployment（https://docs.vllm.ai/en/latest/serving/data_parallel_deployment/：每个 DP rank 是一份按其 TP 大小切分的完整模型，处理自己的批次；专家层组成一个 DP × TP 的张量并行组，或以 --enable-expert-parallel 做专家并行）</translation>
    </message>
    <message>
        <source>vLLM docs, Expert Parallel Deployment (--enable-expert-parallel: &apos;EP size is automatically calculated&apos; as TP × DP; without it the experts are tensor-parallel)</source>
        <translation>vLLM 文档〈Expert Parallel Deployment〉（--enable-expert-parallel：EP 大小自动计算为 TP × DP；未启用时专家以张量并行切分）</translation>
    </message>
    <message>
        <source>vLLM docs, Quantized KV Cache (&apos;When using the Flash Attention 3 backend with FP8 KV cache, attention operations are also performed in the quantized (FP8) domain&apos;)</source>
        <translation>vLLM 文档〈Quantized KV Cache〉（以 Flash Attention 3 后端搭配 FP8 KV 缓存时，注意力运算也在量化的 FP8 域中进行）</translation>
    </message>
    <message>
        <source>vLLM engine arguments (gpu_memory_utilization 0.9, block_size 16, max_num_batched_tokens, max_num_seqs)</source>
        <translation>vLLM 引擎参数（gpu_memory_utilization 0.9、block_size 16、max_num_batched_tokens、max_num_seqs）</translation>
    </message>
    <message>
        <source>vLLM gpu_memory_utilization pre-allocation; TRL vllm_gpu_memory_utilization, verl rollout.gpu_memory_utilization, OpenRLHF vllm.gpu_memory_utilization</source>
        <translation>vLLM 按 gpu_memory_utilization 预先分配；TRL vllm_gpu_memory_utilization、verl rollout.gpu_memory_utilization、OpenRLHF vllm.gpu_memory_utilization</translation>
    </message>
    <message>
        <source>vLLM mxfp4.py @007d5005 (get_mxfp4_backend: the Triton kernels on sm90–sm100, else the Marlin backend; Mxfp4Config.get_min_capability 80)</source>
        <translation>vLLM mxfp4.py @007d5005（get_mxfp4_backend：sm90–sm100 上用 Triton 内核，其余用 Marlin 后端；Mxfp4Config.get_min_capability 80）</translation>
    </message>
    <message>
        <source>vLLM servers on GPUs of their own, or sharing a GPU by memory without sleeping (github PrimeIntellect-ai/prime-rl docs/deployment.md @7c49dae6: --inference.gpu-memory-utilization 0.5 on the trainer&apos;s GPU; issue #943: no time-sharing); never the trainer&apos;s own generate</source>
        <translation>vLLM 服务器在自己的 GPU 上，或按显存与训练共用一张 GPU 且不休眠（github PrimeIntellect-ai/prime-rl docs/deployment.md @7c49dae6：在训练的 GPU 上 --inference.gpu-memory-utilization 0.5；issue #943：不分时共用）；从不用训练模型自身的 generate</translation>
    </message>
    <message>
        <source>vLLM sleep level 1, OpenRLHF --ds.enable_sleep, ms-swift offload_model, --ref.offload; PCIe datasheet bandwidth</source>
        <translation>vLLM 休眠级别 1、OpenRLHF 的 ds.enable_sleep 选项、ms-swift offload_model、ref.offload 选项；PCIe 规格表带宽</translation>
    </message>
    <message>
        <source>vLLM&apos;s ModelOpt guide: GPUs without a native FP4 GEMM kernel fall back to weight-only (W4A16) Marlin (vllm-project/vllm PR #49376)</source>
        <translation>vLLM 的 ModelOpt 指南：没有原生 FP4 GEMM 内核的 GPU 退回仅量化权重（W4A16）的 Marlin（vllm-project/vllm PR #49376）</translation>
    </message>
    <message>
        <source>vLLM/SGLang/TGI graph capture logs</source>
        <translation>vLLM/SGLang/TGI 的 CUDA 图捕获日志</translation>
    </message>
    <message>
        <source>verl 0.9.1 verl/workers/rollout/vllm_rollout/bucketed_weight_transfer.py and rollout.yaml update_weights_bucket_megabytes 2048 (colocated: ZMQ + CUDA IPC buckets; SGLang update_weights_from_tensor), checkpoint_engine/nccl_checkpoint_engine.py (separate: NCCL, two buffers of a bucket); bucketed from 0.7.1, load_weights in process in 0.6.1-0.7.0</source>
        <translation>verl 0.9.1 verl/workers/rollout/vllm_rollout/bucketed_weight_transfer.py 与 rollout.yaml update_weights_bucket_megabytes 2048（同卡：ZMQ + CUDA IPC 分桶；SGLang update_weights_from_tensor），checkpoint_engine/nccl_checkpoint_engine.py（分离：NCCL，两个一桶大小的缓冲区）；0.7.1 起分桶，0.6.1–0.7.0 为进程内 load_weights</translation>
    </message>
    <message>
        <source>verl recipes one_step_off_policy and fully_async_policy (verl docs &apos;Recipe: Fully Async Policy Trainer&apos;, verl.readthedocs.io/en/latest/advance/fully_async.html, 2026-05-09: rollout and train on separate GPUs, one round apart)</source>
        <translation>verl 配方 one_step_off_policy 与 fully_async_policy（verl 文档《Recipe: Fully Async Policy Trainer》，verl.readthedocs.io/en/latest/advance/fully_async.html，2026-05-09：生成与训练在各自的 GPU 上，相差一轮）</translation>
    </message>
    <message>
        <source>web GPU calculators; the memory from the 12 B/param rule (training) or weights + 20% (serving)</source>
        <translation>网页 GPU 计算器；显存取自每参数 12 B 的法则（训练）或权重 + 20%（推理服务）</translation>
    </message>
    <message>
        <source>weights × 1.2: https://www.substratus.ai/blog/calculating-gpu-memory-for-llm (2023)</source>
        <translation>权重 × 1.2：https://www.substratus.ai/blog/calculating-gpu-memory-for-llm （2023）</translation>
    </message>
    <message>
        <source>what torch.save of model + optimizer writes</source>
        <translation>torch.save 保存模型与优化器时写入的内容</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>用户设置</translation>
    </message>
    <message>
        <source>workload override</source>
        <translation>用户设置值</translation>
    </message>
    <message>
        <source>workload; Llama 3: checkpoints of 1 MB–4 GB per GPU saturated a 2 TB/s fabric</source>
        <translation>用户设置；Llama 3：每张 GPU 1 MB–4 GB 的检查点写入就让 2 TB/s 的网络饱和</translation>
    </message>
    <message>
        <source>{gpu} datasheet</source>
        <translation>{gpu} 规格表</translation>
    </message>
    <message>
        <source>{gpu} datasheet ({dtype} dense)</source>
        <translation>{gpu} 规格表（{dtype} 稠密）</translation>
    </message>
    <message>
        <source>{gpu} datasheet TDP</source>
        <translation>{gpu} 规格表 TDP</translation>
    </message>
    <message>
        <source>{gpu} datasheet bandwidth</source>
        <translation>{gpu} 规格表带宽</translation>
    </message>
    <message>
        <source>≈4 characters per BPE token for English (OpenAI tokenizer guide)</source>
        <translation>英文每个 BPE token 约 4 个字符（OpenAI 分词器指南）</translation>
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
        <translation>{nodes} 个节点 × 每节点 {per_node} 张</translation>
    </message>
    <message>
        <source>framework default</source>
        <translation>框架默认</translation>
    </message>
    <message>
        <source>framework default for models of {size} parameters and more</source>
        <translation>框架默认（参数量 {size} 及以上的模型）</translation>
    </message>
    <message>
        <source>from the global batch</source>
        <translation>由全局批次决定</translation>
    </message>
    <message>
        <source>what the total sequence length leaves after the prompt</source>
        <translation>总序列长度扣掉提示后所剩</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s</source>
        <translation>依检查点</translation>
    </message>
    <message>
        <source>the framework&apos;s rule for this plan</source>
        <translation>框架对此方案的规则</translation>
    </message>
    <message>
        <source>with Liger kernels</source>
        <translation>随 Liger 内核</translation>
    </message>
    <message>
        <source>the longest request (not set)</source>
        <translation>最长的请求（未设置）</translation>
    </message>
    <message>
        <source>assumed: not set</source>
        <translation>假设值：未设置</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>每张 GPU 总计</translation>
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
        <translation>结论</translation>
    </message>
    <message>
        <source>{bytes} spare per GPU</source>
        <translation>每张 GPU 剩余 {bytes}</translation>
    </message>
    <message>
        <source>Total at full context</source>
        <translation>完整上下文下总计</translation>
    </message>
    <message>
        <source>On the GPU</source>
        <translation>GPU 上实际占用</translation>
    </message>
    <message>
        <source>the KV cache pool, {pool}, fills the rest</source>
        <translation>KV 缓存池 {pool} 占满其余空间</translation>
    </message>
    <message>
        <source>{bytes} short per GPU</source>
        <translation>每张 GPU 不足 {bytes}</translation>
    </message>
    <message>
        <source>the KV cache holds {held:,} of {batch:,} sequences at full context</source>
        <translation>KV 缓存在完整上下文下可容纳 {batch:,} 个序列中的 {held:,} 个</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>所需 GPU 数</translation>
    </message>
    <message>
        <source>Memory per GPU (peak in the {phase})</source>
        <translation>每张 GPU 显存（峰值在{phase}）</translation>
    </message>
    <message>
        <source>To start</source>
        <translation>要能启动</translation>
    </message>
    <message>
        <source>To meet the targets</source>
        <translation>要达成目标</translation>
    </message>
    <message>
        <source>Another way to meet them</source>
        <translation>另一种达成目标的做法</translation>
    </message>
    <message>
        <source>To fit</source>
        <translation>要容纳得下</translation>
    </message>
    <message>
        <source>Another way to fit</source>
        <translation>另一种容纳得下的做法</translation>
    </message>
    <message>
        <source>Latency and service levels</source>
        <translation>延迟与服务水平</translation>
    </message>
    <message>
        <source>Compute and time</source>
        <translation>计算与时间</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Cloud line items</source>
        <translation>云费用明细</translation>
    </message>
    <message>
        <source>On-premises line items</source>
        <translation>本地部署费用明细</translation>
    </message>
    <message>
        <source>Hidden costs</source>
        <translation>隐性成本</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>{rate} {currency} per US dollar</source>
        <translation>每 1 美元兑 {rate} {currency}</translation>
    </message>
    <message>
        <source>{what}: {source}</source>
        <translation>{what}：{source}</translation>
    </message>
    <message>
        <source>Also left out of a budget of GPU prices alone, listed above: {items}.</source>
        <translation>只看 GPU 价格的预算同样会漏掉、已列在上方的项目：{items}。</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>假设与来源</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Weight formats on these GPUs, at {context:,} tokens</source>
        <translation>这些 GPU 上的权重格式（{context:,} 个 token）</translation>
    </message>
    <message>
        <source>Quality of each format</source>
        <translation>各格式的质量</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>{project} — comparison</source>
        <translation>{project} — 比较</translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation>并排比较各场景</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Project notes</source>
        <translation>项目备注</translation>
    </message>
    <message>
        <source>Prices assumed</source>
        <translation>采用的价格</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Memory per GPU</source>
        <translation>每张 GPU 显存</translation>
    </message>
    <message>
        <source>Latency and service levels</source>
        <translation>延迟与服务水平</translation>
    </message>
    <message>
        <source>Time and compute</source>
        <translation>时间与计算</translation>
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
        <translation>存储与主机</translation>
    </message>
    <message>
        <source>Network and power</source>
        <translation>网络与电力</translation>
    </message>
    <message>
        <source>Hidden costs</source>
        <translation>隐性成本</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Select a figure to see its formula, inputs and source</source>
        <translation>选中数值即可查看其公式、输入与来源</translation>
    </message>
    <message>
        <source>What the estimate assumed or could not check</source>
        <translation>估算所做的假设或无法检查的部分</translation>
    </message>
    <message>
        <source>No estimate</source>
        <translation>无法估算</translation>
    </message>
    <message>
        <source>hwplanner</source>
        <translation>hwplanner</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>可运行</translation>
    </message>
    <message>
        <source>{total} of {capacity} per GPU at full context; the KV cache holds {held:,} of {batch:,} sequences at full context</source>
        <translation>完整上下文时每张 GPU {total}／{capacity}；KV 缓存在完整上下文下可容纳 {batch:,} 个序列中的 {held:,} 个</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>容纳得下</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>偏紧</translation>
    </message>
    <message>
        <source>{total} of {capacity} per GPU, {free} to spare</source>
        <translation>每张 GPU {total} / {capacity}，剩余 {free}</translation>
    </message>
    <message>
        <source>May not fit</source>
        <translation>可能容纳不下</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>容纳不下</translation>
    </message>
    <message>
        <source>{total} of {capacity} per GPU, {over} over</source>
        <translation>每张 GPU {total} / {capacity}，超出 {over}</translation>
    </message>
    <message>
        <source>Does not start</source>
        <translation>无法启动</translation>
    </message>
    <message>
        <source>Misses the latency targets</source>
        <translation>未达延迟目标</translation>
    </message>
    <message>
        <source>In memory: {total} of {capacity} per GPU</source>
        <translation>显存：每张 GPU {total}／{capacity}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>GPUs in the plan: {plan} · fewest that fit: {fewest}</source>
        <translation>计划中的 GPU：{plan} · 容纳得下的最少数量：{fewest}</translation>
    </message>
    <message>
        <source>GPUs in the plan: {plan} · fewest that run it: {fewest}</source>
        <translation>计划中的 GPU：{plan} · 能运行的最少数量：{fewest}</translation>
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
        <translation>x 轴上要变动的设置</translation>
    </message>
    <message>
        <source>Sequence length (context)</source>
        <translation>序列长度（上下文）</translation>
    </message>
    <message>
        <source>Micro-batch (concurrent sequences)</source>
        <translation>微批次（同时处理的序列数）</translation>
    </message>
    <message>
        <source>GPUs (the plan&apos;s parallelism)</source>
        <translation>GPU 数（方案的并行方式）</translation>
    </message>
    <message>
        <source>Rental price per GPU-hour (cost)</source>
        <translation>每 GPU 小时租用价格（成本）</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>变动：</translation>
    </message>
    <message>
        <source>Memory per GPU as the chosen setting grows; dashed: GPU capacity</source>
        <translation>每张 GPU 显存随所选设置增加的变化；虚线：GPU 容量</translation>
    </message>
    <message>
        <source>This run&apos;s cloud cost as the rental price varies, against what owning the hardware costs for the same run</source>
        <translation>本次运行的云成本随租用价格的变化，并与自购硬件运行同一工作的成本比较</translation>
    </message>
    <message>
        <source>cloud cost</source>
        <translation>云成本</translation>
    </message>
    <message>
        <source>on-premises cost of this run</source>
        <translation>本次运行的本地部署成本</translation>
    </message>
    <message>
        <source>the plan now</source>
        <translation>当前方案</translation>
    </message>
    <message>
        <source>break-even price</source>
        <translation>盈亏平衡价格</translation>
    </message>
    <message>
        <source>the catalog&apos;s prices</source>
        <translation>目录中的价格</translation>
    </message>
    <message>
        <source>Rental price per GPU-hour ({currency})</source>
        <translation>每 GPU 小时租用价格（{currency}）</translation>
    </message>
    <message>
        <source>Cost of this run ({currency})</source>
        <translation>本次运行的成本（{currency}）</translation>
    </message>
    <message>
        <source>No on-premises cost to compare with: set the GPU&apos;s purchase price</source>
        <translation>没有可比较的本地部署成本：请设置 GPU 的购买价格</translation>
    </message>
    <message>
        <source>Owning costs less than renting at any price</source>
        <translation>在任何价格下自购都比租用便宜</translation>
    </message>
    <message>
        <source>Renting is cheaper below {price} per GPU-hour, owning above (now {now})</source>
        <translation>每 GPU 小时低于 {price} 时租用更便宜，高于则自购更便宜（当前 {now}）</translation>
    </message>
    <message>
        <source>the largest that fits</source>
        <translation>能放下的最大值</translation>
    </message>
    <message>
        <source>The sweep plans with one GPU type; a machine of unequal cards is estimated as it is (Memory, Latency).</source>
        <translation>参数扫描按单一 GPU 型号规划；不同规格显卡组成的机器按原样估算（见“显存”与“延迟”）。</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>completion length</source>
        <translation>回复长度</translation>
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
        <translation>同时处理的序列数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>the fewest that fit</source>
        <translation>容纳得下的最少数量</translation>
    </message>
    <message>
        <source>Fits up to a {setting} of {best} (now {now})</source>
        <translation>{setting}最大到 {best} 仍容纳得下（当前 {now}）</translation>
    </message>
    <message>
        <source>All {batch:,} sequences fit at once up to a context of {best} (now {now})</source>
        <translation>上下文最大到 {best} 时，全部 {batch:,} 个序列仍可同时容纳得下（当前 {now}）</translation>
    </message>
    <message>
        <source>Up to {best} sequences fit at once at full context (now {now})</source>
        <translation>完整上下文下最多可同时容纳得下 {best} 个序列（当前 {now}）</translation>
    </message>
    <message>
        <source>Fits from {best} GPUs with the plan&apos;s parallelism (now {now})</source>
        <translation>按方案的并行方式，从 {best} 张 GPU 起容纳得下（当前 {now}）</translation>
    </message>
    <message>
        <source>Fits at every micro-batch up to {best}, the completions each training GPU trains per step; a larger one changes nothing (now {now})</source>
        <translation>在每个微批次下都容纳得下，最多到 {best}，即每张训练 GPU 每步训练的回复数；更大的微批次不会改变任何结果（当前 {now}）</translation>
    </message>
    <message>
        <source>Does not fit on up to {n} GPUs with the plan&apos;s parallelism</source>
        <translation>按方案的并行方式，最多 {n} 张 GPU 仍容纳不下</translation>
    </message>
    <message>
        <source>Does not fit at any {setting} on this GPU</source>
        <translation>在此 GPU 上任何{setting}都容纳不下</translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation>每张 GPU 显存（{unit}）</translation>
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
        <translation>{n} 分钟</translation>
    </message>
    <message>
        <source>{n} h</source>
        <translation>{n} 小时</translation>
    </message>
    <message>
        <source>{n} days</source>
        <translation>{n} 天</translation>
    </message>
    <message>
        <source>{n} months</source>
        <translation>{n} 个月</translation>
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
        <translation>{n}万</translation>
    </message>
    <message>
        <source>{n} × 10⁸</source>
        <translation>{n}亿</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>{n} t CO₂e</source>
        <translation>{n} 吨 CO₂e</translation>
    </message>
    <message>
        <source>{n} requests/s</source>
        <translation>每秒 {n} 个请求</translation>
    </message>
    <message>
        <source>{n} tokens/s</source>
        <translation>{n} token/秒</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} 个 token</translation>
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
        <translation>{n} 字节/token</translation>
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
        <translation>反向传播</translation>
    </message>
    <message>
        <source>blockwise</source>
        <translation>分块缩放</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>每个张量一次广播</translation>
    </message>
    <message>
        <source>bucketed</source>
        <translation>扁平化分桶</translation>
    </message>
    <message>
        <source>card</source>
        <translation>整张卡</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>分块输出</translation>
    </message>
    <message>
        <source>chunked_linear</source>
        <translation>分块投影与损失</translation>
    </message>
    <message>
        <source>cloud_ondemand</source>
        <translation>云按需</translation>
    </message>
    <message>
        <source>colocate</source>
        <translation>共置</translation>
    </message>
    <message>
        <source>consumer</source>
        <translation>消费级</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>Cut Cross-Entropy</translation>
    </message>
    <message>
        <source>datacenter</source>
        <translation>数据中心级</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>延迟缩放</translation>
    </message>
    <message>
        <source>disk_reload</source>
        <translation>从磁盘重新加载</translation>
    </message>
    <message>
        <source>free</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>fused_ce</source>
        <translation>融合交叉熵（bf16 logits）</translation>
    </message>
    <message>
        <source>fused_ce_inplace</source>
        <translation>融合交叉熵（梯度写回 logits）</translation>
    </message>
    <message>
        <source>fused_linear</source>
        <translation>融合线性交叉熵</translation>
    </message>
    <message>
        <source>global</source>
        <translation>全球</translation>
    </message>
    <message>
        <source>in_process</source>
        <translation>训练进程内</translation>
    </message>
    <message>
        <source>last_backward</source>
        <translation>最后一次反向传播</translation>
    </message>
    <message>
        <source>market_rental</source>
        <translation>市场租用</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>pcie</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>per_tensor</source>
        <translation>每个张量一个句柄</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>plain_bf16</source>
        <translation>普通（bf16，无 fp32 副本）</translation>
    </message>
    <message>
        <source>plain_kept</source>
        <translation>普通（logits 保留到反向传播结束）</translation>
    </message>
    <message>
        <source>plain_shifted</source>
        <translation>普通（移位后的 fp32 副本）</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>购置</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>环形</translation>
    </message>
    <message>
        <source>rowwise</source>
        <translation>逐行缩放</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>step</source>
        <translation>整步计算</translation>
    </message>
    <message>
        <source>sxm</source>
        <translation>SXM</translation>
    </message>
    <message>
        <source>tensorwise</source>
        <translation>逐张量缩放</translation>
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
