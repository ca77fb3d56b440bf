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
        <source>capacity</source>
        <translation>容量</translation>
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
        <source>{gpu} capacity: {bytes}</source>
        <translation>{gpu} 容量：{bytes}</translation>
    </message>
    <message>
        <source>{framework} may use {bytes}</source>
        <translation>{framework} 可用 {bytes}</translation>
    </message>
    <message>
        <source>Fits on {where} — {free} free per GPU ({phase} peak)</source>
        <translation>{where} 放得下：每张 GPU 剩余 {free}（峰值出现在{phase}）</translation>
    </message>
    <message>
        <source>Tight on {where} — {free} free per GPU at the expected overheads; at their high end it needs {high}</source>
        <translation>在 {where} 上偏紧：按预期的额外开销计算，每块 GPU 剩余 {free}；若额外开销达到上限，则需要 {high}</translation>
    </message>
    <message>
        <source>; fits on {n} ({strategy})</source>
        <translation>；{n} 张即可放得下（{strategy}）</translation>
    </message>
    <message>
        <source>to fit: {what}</source>
        <translation>要放得下：{what}</translation>
    </message>
    <message>
        <source>Over capacity on {where} by {over} per GPU</source>
        <translation>{where} 容量不足，每张 GPU 超出 {over}</translation>
    </message>
    <message>
        <source>{bytes} bytes, {share} of the total</source>
        <translation>{bytes} 字节，占总量 {share}</translation>
    </message>
    <message>
        <source>Click for the working</source>
        <translation>单击查看计算过程</translation>
    </message>
</context>
<context>
    <name>Choice</name>
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
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <source>China</source>
        <translation>中国</translation>
    </message>
    <message>
        <source>Chunked output (torchtune)</source>
        <translation>分块输出(torchtune)</translation>
    </message>
    <message>
        <source>Chunked projection and loss (torchtune)</source>
        <translation>分块投影与损失(torchtune)</translation>
    </message>
    <message>
        <source>Cloud on-demand</source>
        <translation>云按需</translation>
    </message>
    <message>
        <source>DPO (preference pairs)</source>
        <translation>DPO（偏好对）</translation>
    </message>
    <message>
        <source>EAGLE head</source>
        <translation>EAGLE 预测头</translation>
    </message>
    <message>
        <source>FP8 matmuls, mixed bf16 + fp32 master</source>
        <translation>FP8 矩阵乘法,混合 bf16 + fp32 主权重</translation>
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
        <source>Fused linear cross-entropy (Liger, Cut CE, Unsloth)</source>
        <translation>融合线性交叉熵(Liger、Cut CE、Unsloth)</translation>
    </message>
    <message>
        <source>GRPO (RL, group of completions)</source>
        <translation>GRPO（强化学习，一组回复）</translation>
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
        <source>Mixed, fp32 gradients</source>
        <translation>混合精度（fp32 梯度）</translation>
    </message>
    <message>
        <source>Mixed: bf16 + fp32 master</source>
        <translation>混合精度（bf16 + fp32 主权重）</translation>
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
        <source>PPO (RL with a critic)</source>
        <translation>PPO（带价值模型的强化学习）</translation>
    </message>
    <message>
        <source>Plain (fp32 logits)</source>
        <translation>普通(fp32 logits)</translation>
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
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位量化基座模型）</translation>
    </message>
    <message>
        <source>QLoRA: adapters on a 4-bit base</source>
        <translation>QLoRA：4 位基座上的适配器</translation>
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
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
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
        <source>Ulysses (all-to-all)</source>
        <translation>Ulysses(all-to-all)</translation>
    </message>
    <message>
        <source>blockwise (DeepSeek-V3)</source>
        <translation>分块(DeepSeek-V3)</translation>
    </message>
    <message>
        <source>delayed (Transformer Engine)</source>
        <translation>延迟缩放(Transformer Engine)</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>标准注意力（eager）</translation>
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
        <translation>融合算子（fused）</translation>
    </message>
    <message>
        <source>host RAM</source>
        <translation>主机内存</translation>
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
        <translation>逐行(torchao)</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性重计算</translation>
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
        <source>tensorwise (torchao)</source>
        <translation>逐张量(torchao)</translation>
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
        <translation>放得下</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit</source>
        <translation>放得下所需的最少 GPU 数</translation>
    </message>
    <message>
        <source>{value} (does not fit)</source>
        <translation>{value}（放不下）</translation>
    </message>
    <message>
        <source>yes, {bytes} free</source>
        <translation>放得下，剩余 {bytes}</translation>
    </message>
    <message>
        <source>tight, {bytes} free</source>
        <translation>偏紧，剩余 {bytes}</translation>
    </message>
    <message>
        <source>NO, {bytes} over</source>
        <translation>放不下，超出 {bytes}</translation>
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
        <source>Per-GPU memory of each scenario; the red marks are each GPU&apos;s capacity</source>
        <translation>各场景的每张 GPU 显存；红色标记为各 GPU 的容量</translation>
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
        <source>▶ editing</source>
        <translation>▶ 编辑中</translation>
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
        <translation>放得下，但余量很小</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>fits, with paging</source>
        <translation>需分页才能放下</translation>
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
        <source>{scenario}: {verdict} on {n} × {gpu}; {time}; cloud {cloud}</source>
        <translation>{scenario}：在 {n} × {gpu} 上{verdict}；{time}；云端 {cloud}</translation>
    </message>
    <message>
        <source>No plan fits its GPUs: see &apos;What would change the answer&apos;.</source>
        <translation>没有任何方案在其 GPU 上放得下：请看“什么会改变结论”。</translation>
    </message>
    <message>
        <source>Recommended: {scenario} — the cheapest plan that fits.</source>
        <translation>推荐：{scenario}——放得下的方案中最便宜的。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>结论</translation>
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
        <source>given</source>
        <translation>用户提供</translation>
    </message>
    <message>
        <source>assumed: not set</source>
        <translation>假设值：未设置</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电价</translation>
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
        <source>Utilisation: if the GPUs sustain 30% less than assumed, the run takes {time} instead of {base}, and GPU time costs as much more.</source>
        <translation>利用率：若 GPU 实际效率比假设低 30%，运行时间会是 {time} 而非 {base}，GPU 时间费用也同比例增加。</translation>
    </message>
    <message>
        <source>Tokens: time and cost grow in proportion to the training tokens.</source>
        <translation>Token 数：时间与成本和训练 token 数成正比。</translation>
    </message>
    <message>
        <source>Memory: {used} of {capacity} per GPU; sequences longer than about {tokens:,} tokens do not fit.</source>
        <translation>显存：每张 GPU 使用 {used}（共 {capacity}）；序列超过约 {tokens:,} 个 token 就放不下。</translation>
    </message>
    <message>
        <source>Traffic: replicas are paid for the whole period, busy or not; at the planned traffic a million output tokens cost {usd} in the cloud.</source>
        <translation>流量：副本在整个期间都要付费，不论是否忙碌；按规划的流量，云端每百万输出 token 成本为 {usd}。</translation>
    </message>
    <message>
        <source>GPUs: the fewest {gpu} that fit are {n} ({how}).</source>
        <translation>GPU 数量：放得下所需最少的 {gpu} 是 {n} 张（{how}）。</translation>
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
        <source>{n} scenario(s) estimated; details on the following pages</source>
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
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Bandwidth use</source>
        <translation>带宽利用率</translation>
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
        <source>Engine sleeps during training</source>
        <translation>训练时引擎休眠</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
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
        <source>FP8 scaling</source>
        <translation>FP8 缩放方式</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Frozen weights</source>
        <translation>冻结权重</translation>
    </message>
    <message>
        <source>GPU draw / TDP</source>
        <translation>GPU 功耗 / TDP</translation>
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
        <source>Generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>Generation GPUs</source>
        <translation>生成用 GPU</translation>
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
        <source>Host power per node</source>
        <translation>每节点主机功耗</translation>
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
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
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
        <source>Optimizer step in backward</source>
        <translation>反向传播中更新优化器</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Overlap EP communication</source>
        <translation>重叠 EP 通信</translation>
    </message>
    <message>
        <source>Overlap TP communication</source>
        <translation>重叠 TP 通信</translation>
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
        <source>Policy training</source>
        <translation>策略模型训练方式</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
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
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>激活重计算</translation>
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
        <source>Requests per day</source>
        <translation>每日请求数</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>奖励</translation>
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
        <source>Serving period</source>
        <translation>服务时长</translation>
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
        <source>TPOT target</source>
        <translation>TPOT 目标</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT 目标</translation>
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
        <source>Trainable layers</source>
        <translation>可训练层数</translation>
    </message>
    <message>
        <source>Trainer offloads during generation</source>
        <translation>生成期间训练端卸载</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>虚拟流水线阶段</translation>
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
        <translation>奖励模型（策略模型架构加评分头）或奖励函数，例如验证器（无模型）</translation>
    </message>
    <message>
        <source>Activation checkpointing: trade recomputation for activation memory</source>
        <translation>激活检查点：以重计算换取激活值显存</translation>
    </message>
    <message>
        <source>Bytes per parameter for weights, gradients and the fp32 master copy</source>
        <translation>权重、梯度与 fp32 主权重的每参数字节数</translation>
    </message>
    <message>
        <source>Catalog id of the smaller model that proposes tokens (same tokenizer)</source>
        <translation>提议 token 的较小模型的目录 id（须同一分词器）</translation>
    </message>
    <message>
        <source>Chance that each proposed token is accepted; 0.6–0.8 is typical for a same-family draft or an EAGLE head on chat, less for n-gram on new text</source>
        <translation>每个提议 token 被接受的概率；对话场景下同系列草稿模型或 EAGLE 预测头通常为 0.6–0.8，n-gram 遇到新文本时更低</translation>
    </message>
    <message>
        <source>Chunks a chunked loss splits the tokens into (torchtune: 8)</source>
        <translation>分块损失把 token 分成的块数(torchtune:8)</translation>
    </message>
    <message>
        <source>Compiled model and loss: the loss keeps only bf16 logits; fusions inside the layers are not modelled</source>
        <translation>编译模型与损失:损失只保留 bf16 logits;层内融合未建模</translation>
    </message>
    <message>
        <source>Completions generated per prompt (G, num_generations); GRPO compares them</source>
        <translation>每个提示生成的回复数（G，num_generations）；GRPO 会相互比较</translation>
    </message>
    <message>
        <source>Concurrent sequences served per replica</source>
        <translation>每个副本同时服务的序列数</translation>
    </message>
    <message>
        <source>Each parameter is updated and its gradient freed during backward (torchtune optimizer_in_bwd, LOMO); needs gradient accumulation 1</source>
        <translation>每个参数在反向传播中即更新并释放梯度(torchtune optimizer_in_bwd、LOMO);梯度累积须为 1</translation>
    </message>
    <message>
        <source>Expert all-to-alls overlapped with another micro-batch&apos;s compute (DeepSeek DualPipe, Megatron-Core MoE overlap); off: they wait on the critical path</source>
        <translation>专家 all-to-all 与另一个微批次的计算重叠（DeepSeek DualPipe、Megatron-Core MoE 重叠）；关闭：它们在关键路径上等待</translation>
    </message>
    <message>
        <source>Expert parallel degree (MoE models)</source>
        <translation>专家并行度（MoE 模型）</translation>
    </message>
    <message>
        <source>Flash attention never stores the seq × seq score matrix</source>
        <translation>FlashAttention 不会存储“序列长度 × 序列长度”的注意力分数矩阵</translation>
    </message>
    <message>
        <source>GB/s a node writes checkpoints at; unset: local NVMe by GPU class</source>
        <translation>节点写入检查点的 GB/s；未设置：按 GPU 类别的本地 NVMe</translation>
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
        <translation>共同切分每条序列的 GPU 数(长上下文)</translation>
    </message>
    <message>
        <source>GPUs the separate inference engine takes from the plan&apos;s GPUs (the rest train)</source>
        <translation>独立推理引擎从计划的 GPU 中占用的数量（其余用于训练）</translation>
    </message>
    <message>
        <source>Gbit/s between nodes, per node; unset: by GPU class</source>
        <translation>节点间网络 Gbit/s（每节点）；未设置：按 GPU 类别</translation>
    </message>
    <message>
        <source>Host RAM, or NVMe drives through host buffers (DeepSpeed ZeRO-Infinity)</source>
        <translation>主机内存,或经主机缓冲区的 NVMe 盘(DeepSpeed ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>How FP8 matrix multiplies are scaled; each framework offers its own</source>
        <translation>FP8 矩阵乘法的缩放方式;各框架提供的不同</translation>
    </message>
    <message>
        <source>How logits and cross-entropy are computed: the logits are often the peak</source>
        <translation>logits 与交叉熵的计算方式:logits 常是峰值所在</translation>
    </message>
    <message>
        <source>How many final layers train; the rest stay frozen</source>
        <translation>训练最后几层；其余保持冻结</translation>
    </message>
    <message>
        <source>Interleaved 1F1B: model chunks per GPU; the pipeline bubble shrinks by this factor</source>
        <translation>交错式 1F1B：每块 GPU 的模型块数；流水线气泡按此倍数缩小</translation>
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
        <source>LoRA adapters resident on the GPU at once (vLLM max_loras); 0: none</source>
        <translation>同时常驻 GPU 的 LoRA 适配器数（vLLM max_loras）；0：无</translation>
    </message>
    <message>
        <source>Micro-batches accumulated before each optimizer step (time, not memory)</source>
        <translation>每次优化器更新前累积的微批次数（影响时间，不影响显存）</translation>
    </message>
    <message>
        <source>Move optimizer states (and weights) to host RAM</source>
        <translation>将优化器状态（与权重）移到主机内存</translation>
    </message>
    <message>
        <source>Optimizer states per trainable parameter (AdamW: two moments)</source>
        <translation>每个可训练参数的优化器状态（AdamW：两个动量）</translation>
    </message>
    <message>
        <source>PSU margin over steady draw (GPU transients)</source>
        <translation>电源相对稳态功耗的余量（GPU 瞬时尖峰）</translation>
    </message>
    <message>
        <source>Pipeline parallel stages</source>
        <translation>流水线并行阶段数</translation>
    </message>
    <message>
        <source>Post-training updates all of the policy&apos;s weights, or LoRA adapters on a 16-bit or 4-bit base (then the LoRA rows apply)</source>
        <translation>后训练更新策略模型的全部权重，或在 16 位或 4 位基座上更新 LoRA 适配器（此时 LoRA 各行适用）</translation>
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
        <source>Rank r of the LoRA adapters</source>
        <translation>LoRA 适配器的秩 r</translation>
    </message>
    <message>
        <source>Ring attention passes key/value blocks around; Ulysses swaps sequence for heads</source>
        <translation>环形注意力轮流传递 key/value 块;Ulysses 以注意力头换序列切分</translation>
    </message>
    <message>
        <source>Saved activations go to host RAM in forward and come back in backward (torchtune; Unsloth offloaded checkpointing)</source>
        <translation>保存的激活值在前向时移到主机内存,反向时取回(torchtune;Unsloth 卸载式检查点)</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward/backward pass</source>
        <translation>每张 GPU 每次前向/反向处理的序列数</translation>
    </message>
    <message>
        <source>Sequences the scheduler runs at once (vLLM max_num_seqs, TensorRT-LLM max_batch_size); unset: the framework&apos;s default</source>
        <translation>调度器同时运行的序列数（vLLM max_num_seqs、TensorRT-LLM max_batch_size）；未设置：框架默认值</translation>
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
        <source>Storage format of frozen or served weights (default by method)</source>
        <translation>冻结或推理权重的存储格式（默认值随方法而定）</translation>
    </message>
    <message>
        <source>Tensor parallel degree (within a node)</source>
        <translation>张量并行度（节点内）</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces overlapped with the GEMMs (Megatron-Core --tp-comm-overlap); off: they wait on the critical path</source>
        <translation>张量并行的 all-reduce 与 GEMM 重叠（Megatron-Core --tp-comm-overlap）；关闭：它们在关键路径上等待</translation>
    </message>
    <message>
        <source>The colocated engine releases its KV cache and weights while the policy trains (vLLM sleep mode, verl free_cache_engine)</source>
        <translation>共置的引擎在策略模型训练时释放 KV 缓存和权重（vLLM 休眠模式、verl free_cache_engine）</translation>
    </message>
    <message>
        <source>The frozen starting policy the loss or KL term compares against; with a LoRA adapter it is the base with adapters disabled (no second copy)</source>
        <translation>损失或 KL 项用来比较的冻结初始策略模型；使用 LoRA 适配器时即为停用适配器的基座（无第二份副本）</translation>
    </message>
    <message>
        <source>The policy&apos;s and critic&apos;s weights and optimizer states wait in host RAM while the engine generates (OpenRLHF --ds.enable_sleep, ms-swift --offload_model)</source>
        <translation>引擎生成期间，策略模型和价值模型的权重与优化器状态暂存在主机内存（OpenRLHF --ds.enable_sleep、ms-swift --offload_model）</translation>
    </message>
    <message>
        <source>Tokens generated per completion (max_completion_length; TRL and verl default 512); generation lasts until the longest completion ends</source>
        <translation>每个回复生成的 token 数（max_completion_length；TRL 和 verl 默认 512）；生成持续到最长的回复结束</translation>
    </message>
    <message>
        <source>Tokens one forward step may carry (vLLM max_num_batched_tokens, SGLang chunked_prefill_size): the chunked-prefill budget and the activation peak</source>
        <translation>一次前向步骤可承载的 token 数（vLLM max_num_batched_tokens、SGLang chunked_prefill_size）：分块预填充的预算与激活值峰值</translation>
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
        <source>bitsandbytes paged states: unified memory that moves to host RAM when the GPU runs short</source>
        <translation>bitsandbytes 分页状态:GPU 不足时移到主机内存的统一内存</translation>
    </message>
    <message>
        <source>grid kg CO2 per kWh; unset: the region&apos;s figure (catalog, dated and sourced)</source>
        <translation>电网每 kWh 的 kg CO2；未设置：该地区的数值（目录，附日期与来源）</translation>
    </message>
    <message>
        <source>USD per server without GPUs; unset: by GPU class</source>
        <translation>每台服务器（不含 GPU）美元；未设置：按 GPU 类别</translation>
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
        <source>decode memory-bandwidth utilisation (default 0.7)</source>
        <translation>解码阶段的显存带宽利用率（默认 0.7）</translation>
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
        <source>post-training steps; a PPO/GRPO step generates, scores and trains one batch of prompts</source>
        <translation>后训练步数；PPO/GRPO 的一步会对一批提示生成、评分并训练</translation>
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
        <translation>扣除故障、重启与检查点停顿后用于训练的时间比例；未设置：按 GPU 数计算（Llama 3：16,384 块 GPU 上 &gt;90%）</translation>
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
        <source>which rental rows price GPU-hours: cloud on-demand list prices or typical market/rental offers (catalog, dated and sourced)</source>
        <translation>以哪组租用价格计算 GPU 小时：云按需牌价或一般市场／租赁报价（目录，附日期与来源）</translation>
    </message>
    <message>
        <source>whose GPU prices, electricity and grid carbon: global (US/EU), China, Taiwan</source>
        <translation>采用哪个地区的 GPU 价格、电价与电网碳排：全球（美国／欧洲）、中国、台湾</translation>
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
        <source>Framework default: {value}</source>
        <translation>框架默认：{value}</translation>
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
        <translation>依方法默认</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>catalog rate</source>
        <translation>目录汇率</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>framework default</source>
        <translation>框架默认</translation>
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
        <source>region default</source>
        <translation>地区默认值</translation>
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
        <translation>2U/4U PCIe GPU 服务器（最多 8 张双槽卡、2 颗 CPU）</translation>
    </message>
    <message>
        <source>4-GPU HGX/DGX-class server (SXM, NVSwitch)</source>
        <translation>4 GPU HGX/DGX 级服务器（SXM、NVSwitch）</translation>
    </message>
    <message>
        <source>4-slot workstation (Threadripper / Xeon W class)</source>
        <translation>4 槽工作站（Threadripper / Xeon W 级别）</translation>
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
        <translation>每块 GPU 每步的 CP 流量</translation>
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
        <translation>算子工作区</translation>
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
        <translation>每块 GPU 每步的 DP 梯度流量</translation>
    </message>
    <message>
        <source>Activation offloading transfers per step</source>
        <translation>每步激活值卸载传输</translation>
    </message>
    <message>
        <source>CPU optimizer step per step</source>
        <translation>每步的 CPU 优化器更新</translation>
    </message>
    <message>
        <source>DP parameter gather per GPU per step</source>
        <translation>每块 GPU 每步的 DP 参数收集</translation>
    </message>
    <message>
        <source>EP traffic per GPU per step</source>
        <translation>每块 GPU 每步的 EP 流量</translation>
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
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>FP8 speed-up</source>
        <translation>FP8 加速倍数</translation>
    </message>
    <message>
        <source>GPU link bus bandwidth</source>
        <translation>GPU 互连总线带宽</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效训练比例</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>电网碳排放强度</translation>
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
        <source>Output tokens/s per GPU</source>
        <translation>每张 GPU 输出吞吐量</translation>
    </message>
    <message>
        <source>Overheads</source>
        <translation>额外开销</translation>
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
        <translation>每块 GPU 购买价格</translation>
    </message>
    <message>
        <source>Rack units per server</source>
        <translation>每台服务器机架单位 (U)</translation>
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
        <source>Time per output token</source>
        <translation>每个输出 token 的时间</translation>
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
        <source>Training FLOPs (executed)</source>
        <translation>训练 FLOPs（实际运行）</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时间</translation>
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
        <translation>机柜级 NVLink 系统（NVL72 级别）</translation>
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
        <source>Project opened with problems</source>
        <translation>项目打开时发现问题</translation>
    </message>
    <message>
        <source>These values were out of range and were reset to their defaults; the rest of the project is intact. Saving writes the corrected values:</source>
        <translation>以下数值超出允许范围，已重置为默认值；项目其余部分完好无损。保存时会写入修正后的数值：</translation>
    </message>
    <message>
        <source>These scenarios refer to entries hwplanner does not know; the rest of the project is intact:</source>
        <translation>这些场景引用了 hwplanner 不认识的项目；项目的其余部分完好无缺：</translation>
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
        <source>(1 − stalls) ÷ (1 + failures per GPU-hour × GPUs × hours lost per failure)</source>
        <translation>(1 − 停顿) ÷ (1 + 每 GPU 小时故障数 × GPU 数 × 每次故障损失小时)</translation>
    </message>
    <message>
        <source>(2 × offloaded weights + gradient shard) × micro-batches (+ updated weights back) ÷ PCIe bandwidth; prefetched beside compute</source>
        <translation>(2 × 卸载的权重 + 梯度分片) × 微批次数(+ 传回更新后的权重)÷ PCIe 带宽;与计算并行预取</translation>
    </message>
    <message>
        <source>(cp−1)/cp × (q + k + v + output) bytes of the local tokens × (2, or 3 with full recompute) × layers × micro-batches</source>
        <translation>(cp−1)/cp × 本地 token 的 (q + k + v + 输出) 字节 × (2,完整重计算时为 3) × 层数 × 微批次数</translation>
    </message>
    <message>
        <source>(cp−1)/cp × key/value bytes of the sequence × (3, or 4 with full recompute) × layers × micro-batches</source>
        <translation>(cp−1)/cp × 序列的 key/value 字节 × (3,完整重计算时为 4) × 层数 × 微批次数</translation>
    </message>
    <message>
        <source>(gathered shards + weights sent to the engine&apos;s GPUs) ÷ link + engine load ÷ HBM</source>
        <translation>（收集的分片 + 发送到引擎 GPU 的权重）÷ 链路带宽 + 引擎加载 ÷ HBM 带宽</translation>
    </message>
    <message>
        <source>(max(memory, compute) + all-reduces + host and proposer time) per step ÷ tokens per step ÷ (1 − prefill share ρ)</source>
        <translation>每步（max(显存, 计算) + all-reduce + 主机与提议者时间）÷ 每步 token 数 ÷ (1 − 预填充比例 ρ)</translation>
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
        <source>(pool − shared prefix once) ÷ KV of one request at its average length (prompt + output ÷ 2, whole blocks), at most the scheduler&apos;s limit</source>
        <translation>（缓存池 − 只存一份的共享前缀）÷ 一个请求在平均长度（提示 + 输出 ÷ 2，整块）的 KV，最多为调度器上限</translation>
    </message>
    <message>
        <source>0 on the training GPUs; the engine&apos;s own GPUs hold gpu_memory_utilization × capacity</source>
        <translation>训练 GPU 上为 0；引擎自己的 GPU 占用 gpu_memory_utilization × 容量</translation>
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
        <source>4 all-to-alls per MoE layer × micro-batches, each b·s·k·h·2 B</source>
        <translation>每个 MoE 层 4 次 all-to-all × 微批次数，每次 b·s·k·h·2 B</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs + CPU + board, drives and fans</source>
        <translation>GPU TDP × GPU 数 + CPU + 主板、硬盘与风扇</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs × 10.2 kW ÷ (8 × 700 W)</source>
        <translation>GPU TDP × GPU 数 × 10.2 kW ÷ (8 × 700 W)</translation>
    </message>
    <message>
        <source>LoRA on a frozen copy: frozen × storage bytes + adapters × (weight + gradient + optimizer bytes), each ÷ its ZeRO shards</source>
        <translation>冻结副本上的 LoRA：冻结参数 × 存储字节 + 适配器 ×（权重 + 梯度 + 优化器字节），各自 ÷ 其 ZeRO 分片数</translation>
    </message>
    <message>
        <source>NVLink per direction × 0.82 (NCCL ring), else PCIe per direction × 0.7</source>
        <translation>NVLink 单向 × 0.82（NCCL 环），否则 PCIe 单向 × 0.7</translation>
    </message>
    <message>
        <source>TTFT + (output tokens − 1) × TPOT</source>
        <translation>TTFT + (输出 token 数 − 1) × TPOT</translation>
    </message>
    <message>
        <source>US dollars</source>
        <translation>美元</translation>
    </message>
    <message>
        <source>a reward adapter on the policy&apos;s base (reward_model_type lora): no copy</source>
        <translation>策略模型基座上的奖励适配器（reward_model_type lora）：无副本</translation>
    </message>
    <message>
        <source>activation out + gradient back × micro-batches × virtual stages</source>
        <translation>发送激活值 + 传回梯度 × 微批次数 × 虚拟阶段数</translation>
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
        <source>batch × tokens per step ÷ (max(bytes per GPU ÷ (bandwidth × MBU), FLOPs ÷ (GPUs × peak × MFU)) + all-reduces + step overhead)</source>
        <translation>批次 × 每步 token 数 ÷ (max(每 GPU 字节 ÷ (带宽 × MBU), FLOPs ÷ (GPU 数 × 峰值 × MFU)) + all-reduce + 每步额外开销)</translation>
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
        <source>busy replica-seconds × GPUs per replica ÷ 3600</source>
        <translation>副本忙碌秒数 × 每副本 GPU 数 ÷ 3600</translation>
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
        <source>default step count</source>
        <translation>默认步数</translation>
    </message>
    <message>
        <source>embedding + lm_head (untied) + layers × (attention + MLP or router+experts) + norms</source>
        <translation>embedding + lm_head（未共享）+ 层数 ×（注意力 + MLP 或路由器+专家）+ 归一化层</translation>
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
        <source>median of {n} dated rows</source>
        <translation>{n} 条带日期数据的中位数</translation>
    </message>
    <message>
        <source>memory the framework leaves for the KV cache ÷ KV bytes per token on this GPU</source>
        <translation>框架留给 KV 缓存的显存 ÷ 此 GPU 上每 token 的 KV 字节</translation>
    </message>
    <message>
        <source>method freeze</source>
        <translation>方法：冻结</translation>
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
        <source>model FLOPs + recompute FLOPs</source>
        <translation>模型 FLOPs + 重算 FLOPs</translation>
    </message>
    <message>
        <source>model FLOPs per token × tokens</source>
        <translation>每 token 模型 FLOPs × token 数</translation>
    </message>
    <message>
        <source>model FLOPs ÷ (seconds × GPUs × dense peak)</source>
        <translation>模型 FLOPs ÷（秒数 × GPU 数 × 稠密峰值）</translation>
    </message>
    <message>
        <source>model FLOPs ÷ (training seconds without downtime × GPUs × dense peak)</source>
        <translation>模型 FLOPs ÷ (不含停机的训练秒数 × GPU 数 × 稠密峰值)</translation>
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
        <source>network gear × run share of its life</source>
        <translation>网络设备 × 本次运行占其寿命的比例</translation>
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
        <source>none while the engine generates</source>
        <translation>引擎生成期间为 0</translation>
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
        <source>one layer&apos;s gradients while they are reduced; the fp32 gradient partition lives in host RAM (offload)</source>
        <translation>归约时一层的梯度;fp32 梯度分区存放于主机内存(卸载)</translation>
    </message>
    <message>
        <source>optimizer states in unified memory (part of the optimizer component)</source>
        <translation>统一内存中的优化器状态(属于优化器部分)</translation>
    </message>
    <message>
        <source>optimizer steps × step time ÷ goodput</source>
        <translation>优化器步数 × 每步时间 ÷ 有效训练比例</translation>
    </message>
    <message>
        <source>paged-out optimizer states ÷ (50% of the PCIe bandwidth)</source>
        <translation>换出的优化器状态 ÷(PCIe 带宽的 50%)</translation>
    </message>
    <message>
        <source>parameters on this GPU × bytes per parameter in the serving format + resident LoRA adapters + the draft model or EAGLE head</source>
        <translation>此 GPU 上的参数 × 服务格式每参数字节 + 常驻 LoRA 适配器 + 草稿模型或 EAGLE 预测头</translation>
    </message>
    <message>
        <source>parameters on this GPU × working bytes ÷ ZeRO-3/FSDP shards</source>
        <translation>此 GPU 上的参数 × 工作字节 ÷ ZeRO-3/FSDP 分片数</translation>
    </message>
    <message>
        <source>parameters stepped per GPU × GPUs per node × bytes moved per parameter ÷ host memory bandwidth</source>
        <translation>每 GPU 更新的参数 × 每节点 GPU 数 × 每参数搬移字节 ÷ 主机内存带宽</translation>
    </message>
    <message>
        <source>prefill of the prompt + the step in flight + waiting for the prefills ahead (M/D/1: ρ ÷ (2(1 − ρ)) prefills) + waiting for a free slot</source>
        <translation>提示的预填充 + 进行中的一步 + 等待前面的预填充（M/D/1：ρ ÷ (2(1 − ρ)) 次预填充）+ 等待空位</translation>
    </message>
    <message>
        <source>prompt tokens computed ÷ max(prefill FLOPs ÷ (TP GPUs × peak × utilisation), weights read per chunk ÷ bandwidth) + all-reduces + step overhead</source>
        <translation>计算的提示 token ÷ max(预填充 FLOPs ÷ (张量并行 GPU 数 × 峰值 × 利用率), 每块读取的权重 ÷ 带宽) + all-reduce + 每步额外开销</translation>
    </message>
    <message>
        <source>published speed-up over bf16, scaled by this GPU&apos;s FP8 ÷ bf16 peak, on the linear layers&apos; share of the FLOPs</source>
        <translation>已发表的相对 bf16 加速倍数,按此 GPU 的 FP8 ÷ bf16 峰值缩放,作用于线性层所占的 FLOPs 比例</translation>
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
        <source>scoring FLOPs ÷ (training GPUs × dense peak × utilisation)</source>
        <translation>评分 FLOPs ÷（训练 GPU 数 × 稠密峰值 × 利用率）</translation>
    </message>
    <message>
        <source>sequences × context in whole blocks × bytes per token on this GPU + the draft&apos;s cache</source>
        <translation>序列数 × 以整块计的上下文 × 此 GPU 上每 token 字节 + 草稿模型的缓存</translation>
    </message>
    <message>
        <source>server kW × servers per rack</source>
        <translation>服务器 kW × 每机柜服务器数</translation>
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
        <source>steps × time per step</source>
        <translation>步数 × 每步时间</translation>
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
        <source>trained tokens ÷ seconds ÷ GPUs</source>
        <translation>训练的 token 数 ÷ 秒数 ÷ GPU 数</translation>
    </message>
    <message>
        <source>value head on the policy: (hidden + 1) × (weight + gradient + optimizer bytes)</source>
        <translation>策略模型上的价值头：（hidden + 1）×（权重 + 梯度 + 优化器字节）</translation>
    </message>
    <message>
        <source>waves × (prefill of a wave + completion length × decode step), per replica</source>
        <translation>每个副本：批次轮数 ×（一轮的预填充 + 回复长度 × 解码步时间）</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer states + activations + KV cache + reference + reward + critic + rollout engine + overheads</source>
        <translation>权重 + 梯度 + 优化器状态 + 激活值 + KV 缓存 + 参考模型 + 奖励模型 + 价值模型 + 生成引擎 + 额外开销</translation>
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
        <source>⌈peak requests/s ÷ requests/s one replica serves at the targets⌉</source>
        <translation>⌈峰值每秒请求数 ÷ 单个副本在目标内每秒可服务的请求数⌉</translation>
    </message>
    <message>
        <source>parameters × bytes per parameter in the serving format</source>
        <translation>参数 × 服务格式下每参数字节</translation>
    </message>
    <message>
        <source>executed FLOPs per step ÷ (peak × step seconds); step = micro-batches × (matmul + attention + memory-bound) ÷ stack efficiency + pipeline bubble + optimizer</source>
        <translation>每步执行的 FLOPs ÷ (峰值 × 每步秒数)；每步 = 微批次数 × (矩阵乘法 + 注意力 + 受显存带宽限制的运算) ÷ 软件栈效率 + 流水线气泡 + 优化器</translation>
    </message>
    <message>
        <source>executed FLOPs ÷ (GPUs × dense peak × HFU) ÷ steps + exposed communication</source>
        <translation>执行的 FLOPs ÷ (GPU 数 × 稠密峰值 × HFU) ÷ 步数 + 未隐藏的通信</translation>
    </message>
    <message>
        <source>gradients reduced once per step, during the last backward</source>
        <translation>每步归约一次梯度，在最后一次反向传播期间</translation>
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
        <source>non-overlapped transfers + overlapped transfers beyond their compute window + one layer&apos;s share (first gather, last bucket)</source>
        <translation>未重叠的传输 + 超出计算窗口的重叠传输 + 一层的份额（首次收集、最后一个桶）</translation>
    </message>
    <message>
        <source>parameters × stored bytes (fine-tunes start from it)</source>
        <translation>参数 × 存储字节（微调由此开始）</translation>
    </message>
    <message>
        <source>per-layer saved tensors × layers × micro-batch tokens (× in-flight micro-batches) + logits/loss buffers (+ autocast weight cache in forward)</source>
        <translation>每层保存的张量 × 层数 × 微批次 token 数（× 同时进行的微批次数）+ logits/loss 缓冲区（+ 前向时的 autocast 权重缓存）</translation>
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
        <source>training FLOPs (policy + critic) ÷ (training GPUs × dense peak × utilisation) + communication not hidden</source>
        <translation>训练 FLOPs（策略 + 评论者）÷ (训练 GPU 数 × 稠密峰值 × 利用率) + 未隐藏的通信</translation>
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
    <message>
        <source>weights read (MoE: experts any sequence routes to) + batch × KV cache at average length</source>
        <translation>读取的权重（MoE：任一序列路由到的专家）+ 批次 × 平均长度下的 KV 缓存</translation>
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
        <source>Capacity the device reports (GiB)</source>
        <translation>设备报告的容量（GiB）</translation>
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
        <source>custom, saved in this project</source>
        <translation>自定义，保存在本项目中</translation>
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
        <source>Grey: the plan&apos;s concurrent users; green dotted: the most users within the targets; red dotted: what the KV cache holds; dashed: the target</source>
        <translation>灰线：方案的并发用户数；绿色点线：满足目标的最多用户数；红色点线：KV 缓存可容纳者；虚线：目标</translation>
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
        <translation>扫描</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
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
        <translation>扫描视图</translation>
    </message>
    <message>
        <source>Latency view</source>
        <translation>延迟视图</translation>
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
        <source>The language changes when hwplanner restarts.</source>
        <translation>语言将在 hwplanner 重新启动后更改。</translation>
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
        <source>Communication bound on the {link}: {transfer_s:.3g} s of transfers per step vs {compute_s:.3g} s of compute (set {field} if your network differs).</source>
        <translation>{link}受通信限制：每步传输 {transfer_s:.3g} 秒，计算仅 {compute_s:.3g} 秒（若网络不同请设置 {field}）。</translation>
    </message>
    <message>
        <source>Context {context:,} exceeds the model&apos;s max_position_embeddings ({limit:,}).</source>
        <translation>上下文 {context:,} 超过模型的 max_position_embeddings（{limit:,}）。</translation>
    </message>
    <message>
        <source>Even one user misses the latency targets on this plan: add tensor parallelism, a faster GPU or a smaller format.</source>
        <translation>此方案连一位用户都达不到延迟目标：请增加张量并行、改用更快的 GPU 或更小的格式。</translation>
    </message>
    <message>
        <source>FP8 matrix multiplies: {speedup:.2f}× the bf16 rate</source>
        <translation>FP8 矩阵乘法:bf16 速率的 {speedup:.2f} 倍</translation>
    </message>
    <message>
        <source>Fits only if overheads stay near their expected value: little headroom.</source>
        <translation>只有额外开销接近预期值时才放得下：余量很小。</translation>
    </message>
    <message>
        <source>Fits only with paging: {out_gib:.1f} GiB of paged optimizer states live in host RAM and cross PCIe at every optimizer step.</source>
        <translation>需靠分页才能放下:{out_gib:.1f} GiB 的分页优化器状态存放在主机内存,每次优化器更新都要经 PCIe 搬移。</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>GPU 互连</translation>
    </message>
    <message>
        <source>MoE serving reads only the active experts per token (compute and bandwidth follow {active_b:.1f}B active parameters), but every expert&apos;s weights must be resident: memory follows all {total_b:.1f}B.</source>
        <translation>MoE 推理每个 token 只读取激活的专家（计算与带宽依 {active_b:.1f}B 激活参数计），但所有专家的权重都必须常驻：显存依全部 {total_b:.1f}B 计。</translation>
    </message>
    <message>
        <source>Needs {need_gib:.1f} GiB per GPU; the {gpu} has {have_gib:.1f} GiB.</source>
        <translation>每张 GPU 需要 {need_gib:.1f} GiB；{gpu} 只有 {have_gib:.1f} GiB。</translation>
    </message>
    <message>
        <source>Needs {need_gib:.1f} GiB per GPU; {framework} may use {have_gib:.1f} GiB of the {gpu}.</source>
        <translation>每张 GPU 需要 {need_gib:.1f} GiB；{framework} 在 {gpu} 上最多可用 {have_gib:.1f} GiB。</translation>
    </message>
    <message>
        <source>No exchange rate for {currency}: set {field}; money is shown in US dollars.</source>
        <translation>没有 {currency} 的汇率：请设置 {field}；金额以美元显示。</translation>
    </message>
    <message>
        <source>No step count given: assuming {steps:,} steps (set {field}).</source>
        <translation>未指定步数：假设 {steps:,} 步（请设置 {field}）。</translation>
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
        <source>Prompt + output tokens exceed the plan&apos;s context (KV cache sized for it).</source>
        <translation>提示词 + 输出 token 超过计划的上下文长度（KV 缓存依此分配）。</translation>
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
        <source>Rule of thumb check: LoRA/QLoRA on {model} is sometimes quoted at 20–30 GB; the frozen {total_b:.0f}B weights alone are {bf16_gb:.0f} GB in bf16 and about {int4_gb:.0f} GB in 4-bit, because every expert must be resident even though few run per token.</source>
        <translation>经验法则检查：常有人说 {model} 的 LoRA/QLoRA 只需 20–30 GB；但光是冻结的 {total_b:.0f}B 权重在 bf16 下就有 {bf16_gb:.0f} GB，4 位下约 {int4_gb:.0f} GB，因为即使每个 token 只跑少数专家，所有专家都必须常驻。</translation>
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
        <source>The KV cache holds {limit:,.0f} requests of average length; the other {waiting:,} of the plan&apos;s {batch:,} concurrent users wait for a slot.</source>
        <translation>KV 缓存可容纳 {limit:,.0f} 个平均长度的请求；方案的 {batch:,} 位并发用户中，其余 {waiting:,} 位须等待空位。</translation>
    </message>
    <message>
        <source>The KV cache left by the framework does not hold one request of this size.</source>
        <translation>框架留下的 KV 缓存容纳不了一个这种大小的请求。</translation>
    </message>
    <message>
        <source>The inference engine&apos;s share ({budget_gib:.1f} GiB) does not hold its weights ({weights_gib:.1f} GiB) and one completion&apos;s KV cache: raise {field}.</source>
        <translation>推理引擎的份额（{budget_gib:.1f} GiB）放不下其权重（{weights_gib:.1f} GiB）和一个回复的 KV 缓存：请提高 {field}。</translation>
    </message>
    <message>
        <source>The peak load of {peak:,.2f} requests/s needs {need:,.0f} replicas of {gpus} GPUs at the latency targets; the plan has {have}.</source>
        <translation>每秒 {peak:,.2f} 个请求的峰值负载，在延迟目标内需要 {need:,.0f} 个 {gpus} GPU 的副本；方案只有 {have} 个。</translation>
    </message>
    <message>
        <source>The plan does not fit in GPU memory; the budget assumes it would run.</source>
        <translation>此计划超出 GPU 显存；预算仍假设它能运行。</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP full sharding</source>
        <translation>ZeRO-3 / FSDP 完全分片</translation>
    </message>
    <message>
        <source>a lower bound: DeepSpeedCPUAdam measured 11.6B parameters in 8.2 s on an unnamed host (DeepSpeed PR #735)</source>
        <translation>为下限:DeepSpeedCPUAdam 在未注明的主机上用 8.2 秒处理 116 亿参数(DeepSpeed PR #735)</translation>
    </message>
    <message>
        <source>a schedule shorter than that needs more GPUs, not a better guess: rules of thumb such as &apos;7B on 1T tokens ≈ 1 month on 8 A100s&apos; skip the 6·N·D arithmetic</source>
        <translation>要比这更短的时程需要更多 GPU，而不是更乐观的猜测：像「7B 训练 1T token ≈ 8 张 A100 一个月」这类经验法则略过了 6·N·D 的计算</translation>
    </message>
    <message>
        <source>a shorter sequence: {seq:,} tokens</source>
        <translation>较短的序列：{seq:,} 个 token</translation>
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
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>always-on replicas: idle time is paid for</source>
        <translation>副本常驻：闲置时间也要付费</translation>
    </message>
    <message>
        <source>as planned</source>
        <translation>按原计划</translation>
    </message>
    <message>
        <source>at least {name} per node</source>
        <translation>每节点至少 {name}</translation>
    </message>
    <message>
        <source>attention counted over the full s×s square (PaLM/MFU convention); causal kernels execute about half of that term</source>
        <translation>注意力以完整的 s×s 方阵计算（PaLM/MFU 惯例）；因果注意力算子实际只执行该项的一半左右</translation>
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
        <source>compiled: Inductor saves the bf16 logits and a log-sum-exp per row, not the fp32 log-softmax</source>
        <translation>已编译:Inductor 保存 bf16 logits 与每行的 log-sum-exp,而非 fp32 log-softmax</translation>
    </message>
    <message>
        <source>host-transfer bound: offloading moves {transfer_s:.3g} s of PCIe traffic per step against {compute_s:.3g} s of compute</source>
        <translation>受主机传输限制:卸载每步需 {transfer_s:.3g} 秒 PCIe 传输,计算只需 {compute_s:.3g} 秒</translation>
    </message>
    <message>
        <source>on NVMe drives (DeepSpeed ZeRO-Infinity), staged through host buffers</source>
        <translation>存于 NVMe 盘(DeepSpeed ZeRO-Infinity),经主机缓冲区中转</translation>
    </message>
    <message>
        <source>paged: bitsandbytes unified memory, evicted to host RAM when the GPU runs short; PyTorch&apos;s memory counters do not include it</source>
        <translation>分页:bitsandbytes 统一内存,GPU 不足时换出到主机内存;PyTorch 的显存计数不包含它</translation>
    </message>
    <message>
        <source>stepped in backward, one parameter at a time</source>
        <translation>在反向传播中逐个参数更新</translation>
    </message>
    <message>
        <source>the host adds {host_s:.3g} s per step (CPU optimizer step, NVMe, paging)</source>
        <translation>主机每步增加 {host_s:.3g} 秒(CPU 优化器更新、NVMe、分页)</translation>
    </message>
    <message>
        <source>torch.compile: only the loss&apos;s saved tensors are modelled; its fusions inside the layers are not (no published figure isolates them)</source>
        <translation>torch.compile:只建模损失保存的张量;层内的融合未建模(没有已发表数据单独测量)</translation>
    </message>
    <message>
        <source>{need:,.0f} GB is more than a {kind} server holds (~{limit:,} GB): shard the loading (ZeRO-3, FSDP) or offload less</source>
        <translation>{need:,.0f} GB 超过一台 {kind} 服务器可容纳的量（约 {limit:,} GB）：请分片加载（ZeRO-3、FSDP）或减少卸载</translation>
    </message>
    <message>
        <source>{region} default</source>
        <translation>{region} 默认值</translation>
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
        <translation>购买</translation>
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
        <source>{currency} per US dollar (catalog)</source>
        <translation>每美元兑 {currency}（目录）</translation>
    </message>
    <message>
        <source>{framework} leaves {rest_gib:.1f} GiB outside mem_fraction_static for activations and CUDA graphs; they need {need_gib:.1f} GiB.</source>
        <translation>{framework} 在 mem_fraction_static 之外只留 {rest_gib:.1f} GiB 给激活值与 CUDA 图；它们需要 {need_gib:.1f} GiB。</translation>
    </message>
    <message>
        <source>{gpus:,} GPUs in all ({replicas:,.0f} replicas × {per} GPUs)</source>
        <translation>共 {gpus:,} 张 GPU（{replicas:,.0f} 个副本 × {per} 张 GPU）</translation>
    </message>
    <message>
        <source>No purchase price for the {gpu}: set {field}.</source>
        <translation>{gpu} 没有购买价格：请设置 {field}。</translation>
    </message>
    <message>
        <source>No token count given: assuming 1B training tokens (set {field}).</source>
        <translation>未提供 token 数：假设训练 10 亿个 token（请设置 {field}）。</translation>
    </message>
    <message>
        <source>cloud on-demand</source>
        <translation>云按需</translation>
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
        <source>inference has no training time; this is the time the replicas are busy over the serving period</source>
        <translation>推理没有训练时间；这是服务期间副本忙碌的时间</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>液冷</translation>
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
        <source>needs both a rental and a purchase price</source>
        <translation>需要租用与购买两种价格</translation>
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
        <source>renting stays cheaper: running costs exceed the rent</source>
        <translation>租用仍较便宜：运营成本超过租金</translation>
    </message>
    <message>
        <source>servers ship redundant PSUs sized by the vendor; plan rack power instead</source>
        <translation>服务器出厂即配有厂商选定的冗余电源；请改为规划机柜供电</translation>
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
        <source>tensor parallel across all GPUs</source>
        <translation>所有 GPU 张量并行</translation>
    </message>
    <message>
        <source>use {gpus} GPUs ({nodes} × {per_node}) with {tp_field} {tp} and {pp_field} {pp}</source>
        <translation>使用 {gpus} 张 GPU（{nodes} × {per_node}），{tp_field} {tp}、{pp_field} {pp}</translation>
    </message>
    <message>
        <source>vision_config: the vision tower is not counted (text decoder only)</source>
        <translation>vision_config：未计入视觉塔（只算文字解码器）</translation>
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
        <source>Import model</source>
        <translation>导入模型</translation>
    </message>
    <message>
        <source>Model files (*.json *.gguf)</source>
        <translation>模型文件 (*.json *.gguf)</translation>
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
        <source>Import {file}</source>
        <translation>导入 {file}</translation>
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
        <source>Change the plan&apos;s parallelism (and GPUs) so the model fits</source>
        <translation>调整方案的并行设置（与 GPU 数）让模型放得下</translation>
    </message>
    <message>
        <source>Does not fit:</source>
        <translation>放不下：</translation>
    </message>
    <message>
        <source>{bytes} per GPU</source>
        <translation>每张 GPU {bytes}</translation>
    </message>
    <message>
        <source>Apply the proposed parallelism</source>
        <translation>应用建议的并行设置</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
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
        <source>Verdict: fits, with paging ({bytes} of optimizer states paged to host RAM; paging costs {seconds} s per step)</source>
        <translation>结论:需分页才能放下({bytes} 的优化器状态分页到主机内存;分页每步耗时 {seconds} 秒)</translation>
    </message>
    <message>
        <source>Verdict: fits ({bytes} spare per GPU)</source>
        <translation>结论：放得下（每张 GPU 剩 {bytes}）</translation>
    </message>
    <message>
        <source>Verdict: tight — fits with {bytes} spare per GPU at the expected overheads, not at their high end ({high})</source>
        <translation>结论：偏紧 — 按预期的额外开销计算，每块 GPU 剩余 {bytes}；额外开销达到上限时则放不下（{high}）</translation>
    </message>
    <message>
        <source>Verdict: does NOT fit ({bytes} short per GPU)</source>
        <translation>结论：放不下（每张 GPU 差 {bytes}）</translation>
    </message>
    <message>
        <source>Fewest {gpu} that fit: {n} ({strategy}; {bytes} per GPU)</source>
        <translation>放得下所需最少的 {gpu}：{n} 张（{strategy}；每张 GPU {bytes}）</translation>
    </message>
    <message>
        <source>No GPU count up to the search limit fits this plan.</source>
        <translation>在搜索上限内，没有任何 GPU 数量放得下这个计划。</translation>
    </message>
    <message>
        <source>To fit: {what} ({bytes} per GPU)</source>
        <translation>要放得下：{what}（每张 GPU {bytes}）</translation>
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
        <source>How each figure was computed</source>
        <translation>每个数字的计算方式</translation>
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
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>{bytes} spare per GPU</source>
        <translation>每张 GPU 剩余 {bytes}</translation>
    </message>
    <message>
        <source>{bytes} short per GPU</source>
        <translation>每张 GPU 不足 {bytes}</translation>
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
        <source>Fits</source>
        <translation>放得下</translation>
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
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>{total} of {capacity} per GPU, {over} over</source>
        <translation>每张 GPU {total} / {capacity}，超出 {over}</translation>
    </message>
    <message>
        <source>more than the solver tries</source>
        <translation>超过求解器尝试的上限</translation>
    </message>
    <message>
        <source>GPUs in the plan: {plan} · fewest that fit: {fewest}</source>
        <translation>计划中的 GPU：{plan} · 放得下的最少数量：{fewest}</translation>
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
        <source>Vary:</source>
        <translation>变动：</translation>
    </message>
    <message>
        <source>Memory per GPU as the chosen setting grows; dashed: GPU capacity</source>
        <translation>每张 GPU 显存随所选设置增加的变化；虚线：GPU 容量</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>容量</translation>
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
        <source>Fits up to a {setting} of {best} (now {now})</source>
        <translation>{setting}最大到 {best} 仍放得下（当前 {now}）</translation>
    </message>
    <message>
        <source>Does not fit at any {setting} on this GPU</source>
        <translation>在此 GPU 上任何{setting}都放不下</translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation>每张 GPU 显存（{unit}）</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>{n} min</source>
        <translation>{n} 分钟</translation>
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
        <source>never</source>
        <translation>永不</translation>
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
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
</context>
</TS>
