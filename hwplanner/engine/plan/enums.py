"""The choices a plan is made of: method, precision recipe, formats, optimizer, kernels."""

from __future__ import annotations

from enum import StrEnum


class Method(StrEnum):
    PRETRAIN = "pretrain"
    FULL = "full"
    FREEZE = "freeze"
    LORA = "lora"
    QLORA = "qlora"
    INFERENCE = "inference"
    # Post-training of a policy (full, LoRA or QLoRA by Plan.adapter): preference methods
    # trained on offline pairs or labels, and RL methods that generate their own completions.
    DPO = "dpo"
    ORPO = "orpo"
    KTO = "kto"
    SIMPO = "simpo"
    PPO = "ppo"
    GRPO = "grpo"
    # GRPO's family: a group of completions per prompt scored against each other, no critic.
    # RLOO (Ahmadian et al. 2024, arXiv 2402.14740) takes each completion's baseline from the
    # others' rewards; DAPO (Yu et al. 2025, arXiv 2503.14476) drops the KL term, clips
    # higher and refills batches whose groups all scored alike (dynamic sampling). The
    # models, the memory and the step are GRPO's; the frameworks' defaults differ.
    RLOO = "rloo"
    DAPO = "dapo"
    # A reward model trained on preference pairs (Bradley–Terry: −log σ(r_chosen − r_rejected)),
    # the policy's architecture with its LM head replaced by a one-output score head
    REWARD = "reward"

    @property
    def is_training(self) -> bool:
        return self is not Method.INFERENCE

    @property
    def is_peft(self) -> bool:
        """The method itself trains adapters (lora, qlora). A post-training method with a LoRA
        adapter is Plan.base_method.is_peft."""
        return self in (Method.LORA, Method.QLORA)

    @property
    def is_post_training(self) -> bool:
        return self in POST_TRAINING

    @property
    def is_rl(self) -> bool:
        """Methods that generate completions with the policy and score them every step."""
        return self is Method.PPO or self.is_group_rl

    @property
    def is_group_rl(self) -> bool:
        """RL methods that score a group of completions of each prompt against each other
        (GRPO, RLOO, DAPO): no critic; two completions a prompt at least."""
        return self in (Method.GRPO, Method.RLOO, Method.DAPO)

    @property
    def is_offline_training(self) -> bool:
        """Training on a fixed dataset: sequence length, global batch and accumulation apply
        (the RL methods generate their samples: prompts and completions per step)."""
        return self.is_training and not self.is_rl

    @property
    def is_paired(self) -> bool:
        """Preference methods whose batches hold a chosen and a rejected sequence per example."""
        return self in (Method.DPO, Method.ORPO, Method.SIMPO, Method.REWARD)

    @property
    def scores_sequences(self) -> bool:
        """Reward modelling: the model ends in a score per sequence, not logits over the
        vocabulary (no LM-head loss to choose)."""
        return self is Method.REWARD

    @property
    def reference_free(self) -> bool:
        """ORPO (odds ratio on the policy alone), SimPO (length-normalised reward) and reward
        modelling (a score per sequence) keep no reference model."""
        return self in (Method.ORPO, Method.SIMPO, Method.REWARD)


POST_TRAINING = frozenset(
    {
        Method.DPO,
        Method.ORPO,
        Method.KTO,
        Method.SIMPO,
        Method.PPO,
        Method.GRPO,
        Method.RLOO,
        Method.DAPO,
        Method.REWARD,
    }
)


class Adapter(StrEnum):
    """How a post-training method trains the policy: all weights, or LoRA on a 16-bit or 4-bit
    base (the LoRA fields apply as for the lora and qlora methods)."""

    NONE = "none"
    LORA = "lora"
    QLORA = "qlora"


class Reference(StrEnum):
    """The reference policy a KL term (or DPO/KTO's implicit reward) compares against.

    model        a frozen copy of the starting policy (none needed with a LoRA adapter: the
                 base with adapters disabled is the reference)
    precomputed  its log-probabilities computed in one pass before training (TRL
                 precompute_ref_log_probs): not resident while training
    none         no KL penalty (TRL GRPO's default beta = 0): no reference at all
    """

    MODEL = "model"
    PRECOMPUTED = "precomputed"
    NONE = "none"


class RewardSource(StrEnum):
    """Where an RL method's reward comes from: a learned reward model (a sequence classifier of
    the policy's architecture), or a function (verifiable rewards, a remote API)."""

    MODEL = "model"
    FUNCTION = "function"


class Rollout(StrEnum):
    """Where completions are generated.

    colocate  an inference engine (vLLM/SGLang) on the training GPUs, taking a share of memory
    separate  an inference engine on GPUs of its own (TRL vllm_mode="server", OpenRLHF engines)
    trainer   the training model generates with Hugging Face generate (TRL PPO, LLaMA-Factory)
    """

    COLOCATE = "colocate"
    SEPARATE = "separate"
    TRAINER = "trainer"


class Precision(StrEnum):
    """Precision recipes: what dtype weights, gradients, master copy and optimizer states use.

    fp32      everything fp32 (4+4 B/param, optimizer states fp32).
    amp       fp32 weights and gradients, bf16 compute under autocast (Hugging Face Trainer /
              accelerate `bf16=True`, PyTorch AMP): 4+4 B/param, fp32 states.
    mixed     bf16 weights and gradients plus an fp32 master copy (DeepSpeed, Megatron-LM with
              bf16 grads, FSDP MixedPrecision with fp32 sharded params): 2+2+4 B/param.
    mixed_fp32_grads  as mixed, gradients accumulated in fp32 (Megatron-LM `main_grad`,
              DeepSpeed bf16 with fp32 grad accumulation): 2+4+4 B/param.
    bf16      pure bf16: weights, gradients and optimizer states in bf16 (torchtune default).
    fp8       the mixed recipe's bytes with the linear layers' matrix multiplies in FP8
              (torchao float8, Transformer Engine, DeepSeek-V3 fine-grained FP8); which scaling
              is the plan's `fp8_recipe`.
    nvfp4     the mixed recipe's bytes with the linear layers' matrix multiplies in NVFP4
              (Transformer Engine NVFP4BlockScaling on Blackwell: E2M1 values, an E4M3 scale
              per 16 and an FP32 scale per tensor), the first two and last two layers in bf16
              (Megatron-LM --first-last-layers-bf16).
    """

    FP32 = "fp32"
    AMP = "amp"
    MIXED = "mixed"
    MIXED_FP32_GRADS = "mixed_fp32_grads"
    BF16 = "bf16"
    FP8 = "fp8"
    NVFP4 = "nvfp4"


class WeightFormat(StrEnum):
    """Storage format of frozen (or served) weights."""

    FP32 = "fp32"
    BF16 = "bf16"
    FP16 = "fp16"
    FP8 = "fp8"
    INT8 = "int8"
    INT4 = "int4"
    NF4 = "nf4"
    NF4_DQ = "nf4-dq"
    MXFP4 = "mxfp4"
    NVFP4 = "nvfp4"
    Q8_0 = "q8_0"
    Q4_0 = "q4_0"
    Q6_K = "q6_k"
    Q5_K_M = "q5_k_m"
    Q4_K_M = "q4_k_m"
    MLX_Q4 = "mlx-q4"
    MLX_Q8 = "mlx-q8"


class Optimizer(StrEnum):
    ADAMW = "adamw"
    ADAMW_8BIT = "adamw-8bit"
    ADAMW_4BIT = "adamw-4bit"
    SGD = "sgd"
    SGD_MOMENTUM = "sgd-momentum"
    ADAFACTOR = "adafactor"
    LION = "lion"


# The optimizers bitsandbytes pages (PagedAdamW, PagedAdamW8bit, PagedLion and their 32-bit
# forms): paging belongs to these optimizer classes
PAGED_OPTIMIZERS = (Optimizer.ADAMW, Optimizer.ADAMW_8BIT, Optimizer.LION)
# Optimizers only some frameworks step, each offered by its optimizer_offer_key
# (Framework.offers): torchao's 4-bit AdamW
OFFERED_OPTIMIZERS = frozenset({Optimizer.ADAMW_4BIT})


def optimizer_offer_key(optimizer: Optimizer) -> str:
    """The key a framework offers an optimizer by (Framework.offers)."""
    return f"optimizer:{optimizer.value}"


class OptimizerImpl(StrEnum):
    """foreach (PyTorch's default on CUDA) allocates one state-sized temporary in the step."""

    FOREACH = "foreach"
    FUSED = "fused"


class Recompute(StrEnum):
    NONE = "none"
    SELECTIVE = "selective"
    FULL = "full"


# Megatron-Core's selective recompute modules (TransformerConfig.recompute_modules, NVIDIA/
# Megatron-LM megatron/core/transformer/transformer_config.py); its default is the attention
# core alone. "moe_act", "layernorm" and "mla_up_proj" discard their output after use and
# recompute it; the others keep only their input.
RECOMPUTE_MODULES = (
    "core_attn",
    "moe_act",
    "layernorm",
    "mla_up_proj",
    "mlp",
    "moe",
    "shared_experts",
)
DEFAULT_RECOMPUTE_MODULES = ("core_attn",)


class Attention(StrEnum):
    FLASH = "flash"
    EAGER = "eager"


class Offload(StrEnum):
    NONE = "none"
    OPTIMIZER = "optimizer"
    OPTIMIZER_AND_PARAMS = "optimizer+params"


class OffloadDevice(StrEnum):
    """Where offloaded states live: host RAM, or NVMe through host buffers (ZeRO-Infinity)."""

    CPU = "cpu"
    NVME = "nvme"


class Loss(StrEnum):
    """How the output projection and cross-entropy are computed (what they keep in memory).

    plain           logits for every token, upcast to fp32, then log-softmax (Hugging Face,
                    torchtune's CrossEntropyLoss).
    chunked         logits for every token in bf16, each of `loss_chunks` chunks upcast and
                    reduced on its own (torchtune CEWithChunkedOutputLoss).
    chunked_linear  projection and loss per chunk of tokens (torchtune LinearCrossEntropyLoss).
    fused_linear    one kernel projects and reduces a few rows at a time and writes the
                    gradients in forward (Liger-Kernel, Unsloth).
    cut             Cut Cross-Entropy (Apple, Wijmans et al. 2024): logits only ever in
                    on-chip memory, blockwise; backward recomputes them and writes the
                    hidden-state and lm_head gradients directly in bf16.
    plain_shifted   plain, after a contiguous fp32 copy of the shifted logits, the model's bf16
                    logits still held (transformers 4.46–4.48; PR #35646 removed the copy).
    plain_kept      plain over fp32 logits the training loop keeps through backward and
                    feeds transposed (torchtune before June 2024, PR #1046).
    plain_bf16      logits for every token, log-softmax in their own bf16 without an fp32
                    copy (NeMo AutoModel MaskedCrossEntropy with fp32_upcast false).
    fused_ce        logits for every token in bf16, one fused kernel reads them for the loss
                    (fp32 only in registers) and writes their bf16 gradient (flash-attn
                    CrossEntropyLoss, llm-foundry's default fused_crossentropy).
    fused_ce_inplace
                    logits for every token in bf16, one fused kernel saves them for the loss
                    and writes their gradient over them (Transformer Engine's
                    parallel_cross_entropy: Megatron-Core's --cross-entropy-fusion-impl te;
                    flash-attn's cross_entropy_loss with inplace_backward: verl's and
                    EasyR1's log-probabilities).
    """

    PLAIN = "plain"
    CHUNKED = "chunked"
    CHUNKED_LINEAR = "chunked_linear"
    FUSED_LINEAR = "fused_linear"
    CUT = "cut"
    PLAIN_SHIFTED = "plain_shifted"
    PLAIN_KEPT = "plain_kept"
    PLAIN_BF16 = "plain_bf16"
    FUSED_CE = "fused_ce"
    FUSED_CE_INPLACE = "fused_ce_inplace"

    @property
    def is_plain(self) -> bool:
        """Every logit at once, in no chunks: the plain loss, its older implementations, its
        bf16 form and a fused kernel over the whole logits."""
        return self in (
            Loss.PLAIN,
            Loss.PLAIN_SHIFTED,
            Loss.PLAIN_KEPT,
            Loss.PLAIN_BF16,
            Loss.FUSED_CE,
            Loss.FUSED_CE_INPLACE,
        )

    @property
    def is_technique(self) -> bool:
        """A loss kernel a framework must offer; the plain loss and its older implementations
        are versions of the default, not techniques."""
        return self not in (Loss.PLAIN, Loss.PLAIN_SHIFTED, Loss.PLAIN_KEPT)


class Fp8Recipe(StrEnum):
    """FP8 scaling recipe: tensorwise and rowwise dynamic scaling (torchao float8), delayed
    scaling with an amax history (Transformer Engine), 1×128/128×128 blocks (DeepSeek-V3),
    MXFP8: one E8M0 scale per 32 elements (OCP Microscaling; Blackwell tensor cores)."""

    TENSORWISE = "tensorwise"
    ROWWISE = "rowwise"
    DELAYED = "delayed"
    BLOCKWISE = "blockwise"
    MXFP8 = "mxfp8"


class CpKind(StrEnum):
    """Context parallelism: ring attention passes key/value chunks around the CP group
    (Megatron-LM, torchtitan, 360-LLaMA-Factory); Ulysses swaps sequence for heads with
    all-to-alls (DeepSpeed Ulysses, ms-swift)."""

    RING = "ring"
    ULYSSES = "ulysses"


class RlAlgorithm(StrEnum):
    """The RL algorithm a GRPO-shaped run trains (a policy, no critic, a group of completions a
    prompt where the algorithm needs one): GRPO itself, or one whose advantage or ratio differs,
    which changes neither the memory nor the FLOPs. REINFORCE++ normalises its advantage over
    the batch (OpenRLHF --advantage_estimator reinforce, slime reinforce_plus_plus), so one
    completion a prompt is enough; its baseline variant, GSPO and Dr. GRPO compare a group."""

    GRPO = "grpo"
    GSPO = "gspo"
    DR_GRPO = "dr_grpo"
    REINFORCE = "reinforce_plus_plus"
    REINFORCE_BASELINE = "reinforce_baseline"


class RecurrentCp(StrEnum):
    """How a framework's context parallelism runs a hybrid's recurrent layers (Gated DeltaNet,
    Mamba-2), whose scans carry a state from each token to the next: HEADS swaps the sequence
    for the mixer's heads with an all-to-all before the convolution and scan and back after
    them, each rank scanning the whole sequence for cp-th of the heads (Megatron-Core);
    STATES scans each rank's own tokens and passes the chunk states between the ranks
    (flash-linear-attention's context parallelism, fla.ops.cp)."""

    HEADS = "heads"
    STATES = "states"


class ExpertsImpl(StrEnum):
    """How transformers runs a mixture's routed experts in training (from_pretrained's
    experts_implementation): grouped_mm, transformers 5's default where PyTorch has grouped GEMMs
    (2.9+), sorts the token-expert pairs and multiplies them in one grouped GEMM per projection;
    eager loops over the experts the tokens reach, finding each one's rows with a host sync
    (transformers 4's only way, and 5's fallback)."""

    GROUPED_MM = "grouped_mm"
    EAGER = "eager"


class Sharding(StrEnum):
    """What shards a trainer's states (Framework.shardings; plan.sharding, a choice where it
    offers both): DeepSpeed's ZeRO (gradients reduced bucket by bucket), or PyTorch's FSDP
    (FSDP1's FlatParameter units or FSDP2's fully_shard: a layer's gradients reduce-scattered
    whole, the layer in backward's unsharded gradients beside the one before's reduce-scatter
    input; no stage 1)."""

    DEEPSPEED = "deepspeed"
    FSDP = "fsdp"


class PpSchedule(StrEnum):
    """Pipeline schedule of a training run with pipeline parallelism: 1F1B (PipeDream-Flush,
    interleaved with virtual stages), ZB1P (zero bubble, handcrafted ZB-H1: the weight-gradient
    half of backward fills the fill and drain), DualPipeV (the V-shaped half of DeepSeek's
    DualPipe: two chunks a GPU, forward and backward of two micro-batches overlapped)."""

    ONE_F_ONE_B = "1f1b"
    ZB1P = "zb1p"
    DUALPIPEV = "dualpipev"


class TrainCudaGraphs(StrEnum):
    """What a Megatron-Core training step captures in CUDA graphs: nothing (every kernel
    launched from Python), each transformer layer (--cuda-graph-impl transformer_engine or
    local: a dense layer whole, a mixture's attention; its router, dispatch and experts stay
    eager), or the whole forward and backward of a step (--cuda-graph-impl full_iteration; the
    optimizer step stays eager)."""

    NONE = "none"
    LAYERS = "layers"
    FULL_ITERATION = "full_iteration"


class StateDtype(StrEnum):
    """Element type of the optimizer's moments (the fp32 master copy apart)."""

    FP32 = "fp32"
    BF16 = "bf16"


class KvDtype(StrEnum):
    FP32 = "fp32"
    BF16 = "bf16"
    FP8 = "fp8"
    INT8 = "int8"
    INT4 = "int4"


class Frontend(StrEnum):
    """How requests reach a serving engine."""

    API = "api"  # its OpenAI-compatible server (vllm serve, SGLang, trtllm-serve, api_server)
    OFFLINE = "offline"  # in-process calls, no server (LLM.generate, trtllm-bench throughput)


class Speculative(StrEnum):
    """Speculative decoding: who proposes the tokens the target model verifies in one step."""

    NONE = "none"
    DRAFT = "draft"  # a smaller model of the same tokenizer (vLLM/SGLang draft_model)
    NGRAM = "ngram"  # prompt lookup: n-grams copied from the context (no model)
    EAGLE = "eagle"  # a one-layer head on the target's hidden states (EAGLE-1/2/3)
    MTP = "mtp"  # the model's own multi-token-prediction layers (DeepSeek-V3, GLM-4.5, MiMo)


LORA_TARGET_PRESETS: dict[str, tuple[str, ...]] = {
    "all": ("q", "k", "v", "o", "gate", "up", "down"),
    "attention": ("q", "k", "v", "o"),
    "qv": ("q", "v"),
    "mlp": ("gate", "up", "down"),
}
LORA_TARGETS = ("q", "k", "v", "o", "gate", "up", "down", "experts", "lm_head")


class Padding(StrEnum):
    """How samples become sequences: packed end to end into full sequences (every token trained
    is data), each padded to the sequence length, each micro-batch padded to its longest sample
    (the padding runs through the model too), or padding-free: a micro-batch's samples
    concatenated as they are, neither padded nor filled to the sequence length."""

    PACKED = "packed"
    MAX_LENGTH = "max_length"
    LONGEST = "longest"
    FREE = "free"


class DatasetName(StrEnum):
    """Whose request lengths a serving workload has: the ones set (custom), or those of a data
    set serving benchmarks sample (plan/datasets.py)."""

    CUSTOM = "custom"
    SHAREGPT = "sharegpt"
    MLPERF_LLAMA2_70B = "mlperf-llama2-70b"
    MLPERF_LLAMA31_8B = "mlperf-llama3.1-8b"
    MLPERF_LLAMA31_405B = "mlperf-llama3.1-405b"
    MLPERF_DEEPSEEK_R1 = "mlperf-deepseek-r1"


class TrainingDataset(StrEnum):
    """Whose sample lengths and count a fine-tuning workload has: the ones set (custom), or a
    published data set's (plan/datasets.py TRAINING_DATASETS)."""

    CUSTOM = "custom"
    ALPACA_GPT4_EN = "alpaca-gpt4-en"
    ALPACA_GPT4_ZH = "alpaca-gpt4-zh"
    SELF_COGNITION = "self-cognition"
    SWIFT_EXAMPLE_MIX = "swift-example-mix"
    CODE_ALPACA = "code-alpaca-20k"
    BLOSSOM_MATH = "blossom-math-v2"
    MAGPIE_QWEN2_ZH = "magpie-qwen2-pro-zh"
    MAGPIE_QWEN2_EN = "magpie-qwen2-pro-en"
    ULTRACHAT_200K = "ultrachat-200k"
    SHAREGPT_GPT4 = "sharegpt-gpt4"
    LONGALPACA_12K = "longalpaca-12k"
    LONGWRITER_6K = "longwriter-6k"


class PriceSet(StrEnum):
    """Which kind of price a row is: renting from a cloud's list (on demand, spot, or under a 1-
    or 3-year commitment), renting on the market, buying."""

    CLOUD = "cloud_ondemand"
    SPOT = "cloud_spot"
    RESERVED_1Y = "cloud_reserved_1y"
    RESERVED_3Y = "cloud_reserved_3y"
    MARKET = "market_rental"
    PURCHASE = "purchase"

    @property
    def commitment_years(self) -> int | None:
        """The term a commitment price bills for (every hour of it), None for pay-as-you-go."""
        return {PriceSet.RESERVED_1Y: 1, PriceSet.RESERVED_3Y: 3}.get(self)


class Region(StrEnum):
    """Whose prices: GPU rental rows, electricity and grid carbon of that region."""

    GLOBAL = "global"
    CHINA = "cn"
    TAIWAN = "tw"


class Currency(StrEnum):
    USD = "USD"
    CNY = "CNY"
    TWD = "TWD"
    EUR = "EUR"
