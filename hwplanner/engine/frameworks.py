"""Framework profiles: the defaults and habits of the software that runs the plan.

A measurement taken under one framework only compares with a plan that keeps what that framework
keeps: Hugging Face Trainer holds fp32 weights under autocast, torchtune trains in pure bf16,
DeepSpeed keeps a bf16 working copy plus an fp32 master, vLLM pre-allocates a share of the card.

A profile fills the plan fields the user did not set (`defaults`, then `method_defaults` for the
plan's method); the user's own values always win (plan.py applies this when a plan is built).
Habits that are not plan fields (how PEFT wraps expert tensors, what the allocator keeps) are
attributes of the profile.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from hwplanner.engine.enums import (
    CpKind,
    Loss,
    Method,
    Optimizer,
    OptimizerImpl,
    Precision,
    Recompute,
    Reference,
    RewardSource,
    Rollout,
)
from hwplanner.engine.text import N_

TRAINING_METHODS = (Method.PRETRAIN, Method.FULL, Method.FREEZE, Method.LORA, Method.QLORA)
SERVING = {"precision": Precision.BF16, "optimizer_impl": OptimizerImpl.FUSED}
# Host time per decode step the GPU waits for (scheduling, input preparation, sampling). Engines
# with CUDA graphs and a C++ or overlapped scheduler hide most of it; eager PyTorch does not.
STEP_OVERHEAD_SOURCE = N_(
    "Source",
    "estimate: per-step host work (scheduling, input tensors, sampling) not overlapped with the "
    "GPU; WukLab 2024 'scheduling overhead' analysis (vLLM's can exceed half the time, SGLang's "
    "far less); vLLM v0.6.0 blog (GPU busy 38% for Llama-3-8B in v0.5.3 before multi-step/async "
    "fixes); Hugging Face continuous-batching post (GPU idle 24% for an 8B model on an H200)",
)
SFT_METHODS = (Method.FULL, Method.LORA, Method.QLORA)
# Megatron-LM and NeMo quantize no frozen base to 4 bit: no QLoRA (NeMo's PEFT schemes are
# lora, dora and canonical_lora).
MEGATRON_METHODS = (Method.PRETRAIN, Method.FULL, Method.FREEZE, Method.LORA)
POST_METHODS = (Method.DPO, Method.ORPO, Method.KTO, Method.SIMPO, Method.PPO, Method.GRPO)


@dataclass(frozen=True, slots=True)
class Framework:
    id: str
    name: str
    methods: tuple[Method, ...]  # what the framework offers
    defaults: Mapping[str, Any]  # plan field -> value it uses unless told otherwise
    notes: str
    source: str = ""
    method_defaults: Mapping[Method, Mapping[str, Any]] = field(default_factory=dict)
    qlora_fp32_extras: bool = False  # peft.prepare_model_for_kbit_training upcasts non-4-bit
    fused_expert_lora: bool = False  # PEFT on fused expert tensors: gate_up gets one rank-2r
    prefill_chunk_tokens: int | None = None  # inference: tokens per prefill chunk
    # Reserved minus allocated at the peak, share of allocated (None: overhead.ALLOCATOR_SHARE).
    allocator_share: float | None = None
    # Training techniques the framework offers (techniques.OFFER_KEYS), and the defaults of its
    # multi-GPU recipes where they differ from the single-device ones (torchtune).
    offers: frozenset[str] = frozenset()
    # Offload runs through DeepSpeed ZeRO-Offload (the Hugging Face-based frameworks too): the
    # fp32 gradient partition lives in host RAM and DeepSpeedCPUAdam steps it; torchao's
    # CPUOffloadOptimizer (torchtune) and Megatron's optimizer CPU offload keep gradients on the
    # GPU and step with PyTorch's CPU AdamW.
    deepspeed_offload: bool = False
    distributed_defaults: Mapping[Method, Mapping[str, Any]] = field(default_factory=dict)
    # Multi-GPU recipe values that change with the model's size: method -> ((total parameters
    # at least, {field: value}), …) in ascending order, the first row at 0 and every row naming
    # the same fields; the last row the model reaches applies (torchtune's LoRA configs turn
    # activation checkpointing on for the 70B class). Every row names its values, so a plan
    # moved to another model's size gets that size's values, not the last size's.
    size_defaults: Mapping[Method, tuple[tuple[float, Mapping[str, Any]], ...]] = field(
        default_factory=dict
    )
    # The same for the single-device recipes (torchtune's configs of the 1B class train
    # without activation checkpointing).
    single_size_defaults: Mapping[Method, tuple[tuple[float, Mapping[str, Any]], ...]] = field(
        default_factory=dict
    )
    # Attention through Transformer Engine's cuDNN fused kernels (Hopper-tuned, FlashAttention-3
    # class) rather than FlashAttention-2 / PyTorch SDPA (mfu.attention_efficiency).
    fused_attention: bool = False
    # Norms, rotary embeddings, residual adds and activations as fused kernels (Transformer
    # Engine, Apex) rather than eager PyTorch ops: ~3× less element-wise memory traffic.
    fused_kernels: bool = False
    # Serving habits (serving_config.py reads them): the share of memory the server takes and of
    # what ("card": of the card, vLLM; "static": weights + KV cache of the card, SGLang; "free":
    # of the memory left after weights and activations, TensorRT-LLM and LMDeploy; "": none).
    memory_share: float | None = None
    memory_share_of: str = ""
    memory_share_by_tp: tuple[tuple[int, float], ...] = ()  # (tp at least, share), SGLang
    # Tokens per forward step (chunked-prefill budget, activation profile) and sequences per
    # step, by GPU memory: ((GiB at least, value), ...); GPUs named in small_tier keep the first.
    batched_tokens: tuple[tuple[float, int], ...] = ()
    max_seqs: tuple[tuple[float, int], ...] = ()
    small_tier: tuple[str, ...] = ()
    cuda_graphs: bool = False  # captures CUDA graphs for decode (their memory is an overhead)
    fixed_slots: bool = False  # allocates the KV cache of `batch` slots at start (llama.cpp)
    step_overhead_s: float = 0.0  # host time per step not hidden behind GPU work (estimate)
    # fp16 and quantized weights multiply accumulating in fp16 (llama.cpp: cuBLAS
    # CUBLAS_COMPUTE_16F after dequantizing, or MMQ's int8 tensor cores): full tensor rate on
    # GeForce cards, whose fp32-accumulate rate is half (latency.prefill_peak_gain)
    fp16_accumulate: bool = False
    # Host seconds per kernel when every kernel is launched from Python one by one (eager
    # PyTorch: interpreter, dispatcher, cudaLaunchKernel); latency.eager_kernels counts them
    kernel_launch_s: float = 0.0
    serving_source: str = ""
    # Post-training habits (posttrain*.py).
    rollout_memory_colocate: float = 0.5  # gpu_memory_utilization of a colocated engine
    rollout_memory_separate: float = 0.9  # … of an engine on GPUs of its own (vLLM's default)
    sleep_level: int = 1  # vLLM sleep: 1 = weights to host RAM, 2 = weights discarded
    ppo_needs_reward_model: bool = False  # the PPO trainer takes no reward function
    critic: str = "model"  # "model": a separate value model; "value_head": on the policy
    critic_follows_adapter: bool = True  # the critic trains LoRA when the policy does
    recompute_old_logprobs: bool = True  # a policy forward after generation (old log-probs)
    reward_shares_base: bool = False  # with LoRA the reward model is an adapter on the base
    frozen_model_bytes: float | None = None  # reference/reward bytes/param (None: the policy's)
    # LitGPT's attention: one fused q/k/v projection whose value heads are a view of its output
    # (multi-head: the whole output stays while attention keeps v; grouped-query: k and v are
    # expanded to every query head), the head outputs re-assembled by a copy before the output
    # projection, one LoRA dropout before the fused projection, and adapters on part of it keep
    # the update they scatter into its width (saved_inputs.py).
    fused_qkv: bool = False
    # QLoRA quantizes lm_head too (every nn.Linear): 4-bit head, dequantized for each use.
    quantizes_lm_head: bool = False
    # lm_head is always a parameter of its own: a tied checkpoint's embedding is copied into it.
    untied_head: bool = False
    # Tensor parallelism computes the plain cross-entropy with PyTorch's loss_parallel over the
    # vocabulary shards (torchtitan), whose decomposition keeps more fp32 logit-sized tensors.
    loss_parallel: bool = False
    # LoRA through Unsloth's fused autograd functions (LoRA_QKV, LoRA_W, LoRA_MLP, fast RMSNorm):
    # each keeps only its input and, in the MLP, gate and up outputs (lora_kernels.py).
    lora_kernels: bool = False
    # Gradients live in one contiguous buffer allocated when the model is wrapped for data
    # parallelism and kept for the whole run (Megatron-Core DDP: main_grad views into
    # grad_data), so they are resident in forward and backward too; the distributed optimizer
    # (ZeRO-1) shards the optimizer states and main parameters, not this buffer.
    grad_buffer: bool = False
    # Trains only on one GPU or as whole data-parallel copies (no ZeRO, tensor or pipeline
    # parallelism): Unsloth's multi-GPU guide is DDP through accelerate or torchrun.
    data_parallel_only: bool = False
    # On a GPU without bf16 (V100, T4) it trains even a pure-bf16 plan in fp16 (Unsloth picks
    # float16 there when dtype is None); elsewhere pure bf16 is refused on such GPUs (the mixed
    # recipes run as their fp16 twins, with a warning).
    fp16_fallback: bool = False
    # Serving: the KV cache dtypes and weight formats the engine offers (empty: not restricted
    # here), with the source that says so; a plan with another is refused by name.
    kv_dtypes: tuple[str, ...] = ()
    weight_formats: tuple[str, ...] = ()
    formats_source: str = ""

    def plan_defaults(self, method: Method, gpus: int = 1) -> dict[str, Any]:
        """The plan values this framework uses for `method` on `gpus` GPUs when the user sets
        none."""
        out = {**self.defaults, **self.method_defaults.get(method, {})}
        if gpus > 1:
            out.update(self.distributed_defaults.get(method, {}))
        return out

    def model_defaults(self, method: Method, gpus: int, total_params: float) -> dict[str, Any]:
        """The values of `size_defaults` a model of `total_params` parameters reaches on `gpus`
        GPUs (empty: the size changes nothing)."""
        out: dict[str, Any] = {}
        rows = self.size_defaults if gpus > 1 else self.single_size_defaults
        for at_least, values in rows.get(method, ()):
            if total_params >= at_least:
                out = dict(values)
        return out


# torchtune @bd2a0fc trains the 1B class without activation checkpointing and turns it on from
# the 2–3B configs up, single-device and distributed, full and LoRA/QLoRA alike: off in
# llama3_2 1B, qwen2_5 0.5B, qwen3 0.6B and 1.7B (2.03B counted with its embeddings); on in
# gemma/gemma2 2B (2.5B/2.6B counted), llama3_2 3B, qwen2_5 3B and every larger config. The
# switch is placed between the two counts. Configs the rule does not follow: qwen2 0.5B/1.5B
# (on, except its distributed full configs), qwen2_5 1.5B (on in full configs), and the
# multi-GPU LoRA configs, which stay off up to 32B (their own rows).
OFF_FROM_1B_CLASS: tuple[tuple[float, Mapping[str, Any]], ...] = (
    (0, {"recompute": Recompute.NONE}),
    (2.4e9, {"recompute": Recompute.FULL}),
)

FRAMEWORKS: dict[str, Framework] = {
    f.id: f
    for f in (
        Framework(
            "hf",
            "Hugging Face Trainer + PEFT",
            (*TRAINING_METHODS, Method.INFERENCE),
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.NONE,
                "kv_block_size": 1,
                "prefix_caching": False,
            },
            "fp32 trainable weights under bf16 autocast; PEFT adapters in fp32; QLoRA via "
            "prepare_model_for_kbit_training (norms, embeddings, lm_head upcast to fp32); "
            "AdamW foreach; no gradient checkpointing unless set, except QLoRA (PEFT's "
            "k-bit preparation turns it on); serving with generate(): a contiguous KV cache, "
            "eager kernels",
            "transformers TrainingArguments (bf16=True → torch.autocast; gradient_checkpointing "
            "False by default, https://huggingface.co/docs/transformers/en/grad_checkpointing); "
            "PEFT prepare_model_for_kbit_training(use_gradient_checkpointing=True) for QLoRA "
            "(peft/utils/other.py); PEFT autocast_adapter_dtype=True; torch.optim.AdamW foreach "
            "on CUDA",
            method_defaults={Method.QLORA: {"recompute": Recompute.FULL}},
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            deepspeed_offload=True,
            offers=frozenset(
                {
                    "loss:fused_linear",
                    "paged_optimizer",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "offload_device:nvme",
                    "compile",
                    "fp8:tensorwise",
                    "fp8:rowwise",
                    "fp8:delayed",
                    "cp:ring",
                }
            ),
            kernel_launch_s=10e-6,
            serving_source="transformers generate() with DynamicCache; eager kernel launches",
        ),
        Framework(
            "torchtune",
            "torchtune",
            TRAINING_METHODS,
            {
                "precision": Precision.BF16,
                "optimizer_impl": OptimizerImpl.FUSED,
                "loss": Loss.CHUNKED_LINEAR,
                "recompute": Recompute.FULL,
            },
            "pure bf16 weights, gradients and optimizer states; fused AdamW; projection and "
            "loss in 8 chunks (LinearCrossEntropyLoss); activation checkpointing from the "
            "2–3B class up; single-device full fine-tuning: paged 8-bit AdamW stepped in "
            "backward; the caching allocator keeps ~11% above allocated (blocks left from "
            "loading the checkpoint)",
            "torchtune recipes/configs/llama3_1/{8B_full_single_device, 8B_full, "
            "8B_lora_single_device, 8B_qlora_single_device, 70B_full}.yaml @bd2a0fc: dtype bf16,"
            " LinearCrossEntropyLoss, enable_activation_checkpointing True, single device: "
            "bitsandbytes PagedAdamW8bit + optimizer_in_bwd True, distributed: AdamW fused; "
            "multi-GPU LoRA configs (8B_lora, qwen2_5/32B_lora, 70B_lora, qwen2_5/72B_lora): "
            "activation checkpointing off up to 32B, on from the 70B class; llama3_2/1B_*, "
            "qwen3/0.6B_* and 1.7B_*, qwen2_5/0.5B_* configs: activation checkpointing off",
            method_defaults={
                m: {
                    "optimizer": Optimizer.ADAMW_8BIT,
                    "paged_optimizer": True,
                    "optimizer_in_backward": True,
                }
                for m in (Method.PRETRAIN, Method.FULL)
            },
            distributed_defaults={
                **{
                    m: {
                        "optimizer": Optimizer.ADAMW,
                        "paged_optimizer": False,
                        "optimizer_in_backward": False,
                        "zero": 3,  # FSDP2 fully_shard, reshard_after_forward True
                    }
                    for m in (Method.PRETRAIN, Method.FULL)
                },
                Method.LORA: {"recompute": Recompute.NONE, "zero": 3},  # 8B_lora.yaml
                Method.QLORA: {"zero": 3},
                Method.FREEZE: {"zero": 3},
            },
            # The multi-GPU LoRA configs (lora_finetune_distributed) @bd2a0fc set
            # enable_activation_checkpointing False up to 32B (llama2 7B/13B, llama3/3.1 8B,
            # llama3_2 1B/3B, phi4 14B, qwen2_5 0.5B–32B, qwen3 0.6B–32B) and True for the 70B
            # class and up (llama2/3/3.1/3.3 70B, qwen2_5 72B, llama3_2_vision 90B, llama4
            # scout 109B). No config lies between 33B and 70B; there the smaller models' value
            # (off, more memory) holds. Exceptions the rule does not follow: gemma/gemma2 (all
            # sizes), mistral 7B, qwen2 0.5B/1.5B and llama3_2_vision 11B turn it on.
            size_defaults={
                Method.LORA: (
                    (0, {"recompute": Recompute.NONE}),
                    (60e9, {"recompute": Recompute.FULL}),
                ),
                Method.PRETRAIN: OFF_FROM_1B_CLASS,
                Method.FULL: OFF_FROM_1B_CLASS,
            },
            single_size_defaults={
                m: OFF_FROM_1B_CLASS
                for m in (Method.PRETRAIN, Method.FULL, Method.LORA, Method.QLORA)
            },
            # torchtune LoRA tutorial log, Llama-2-7B: 13.98 GiB reserved after model init for
            # 12.55 GiB of bf16 weights (+11%); those blocks stay reserved through training.
            allocator_share=0.11,
            offers=frozenset(
                {
                    "loss:chunked",
                    "loss:chunked_linear",
                    "optimizer_in_backward",
                    "paged_optimizer",
                    "activation_offload",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "compile",
                    "fp8:tensorwise",
                    "fp8:rowwise",
                    "cp:ring",
                }
            ),
        ),
        Framework(
            "deepspeed",
            "DeepSpeed ZeRO",
            TRAINING_METHODS,
            {
                "precision": Precision.MIXED,
                "optimizer_impl": OptimizerImpl.FUSED,
                "recompute": Recompute.NONE,
                "cp_kind": CpKind.ULYSSES,  # its only sequence parallelism (DeepSpeed-Ulysses)
            },
            "bf16 working weights and gradients, fp32 master copy and Adam states, fused Adam; "
            "no activation checkpointing unless the model asks for it",
            "DeepSpeed bf16 config with ZeRO: fp32 master weights and states; FusedAdam; "
            "activation checkpointing only where the model calls deepspeed.checkpointing."
            "checkpoint (the config's activation_checkpointing section configures it, it "
            "turns nothing on: https://deepspeed.readthedocs.io/en/latest/"
            "activation-checkpointing.html)",
            deepspeed_offload=True,
            offers=frozenset(
                {
                    "activation_offload",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "offload_device:nvme",
                    "compile",
                    "cp:ulysses",
                }
            ),
        ),
        Framework(
            "fsdp",
            "PyTorch FSDP",
            TRAINING_METHODS,
            {
                "precision": Precision.MIXED,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "zero": 3,
                "recompute": Recompute.NONE,
            },
            "MixedPrecision(param_dtype=bf16) over fp32 sharded parameters; FULL_SHARD (the "
            "default sharding strategy); no activation checkpointing unless applied; with "
            "tensor parallelism the loss runs under PyTorch's loss_parallel (torchtitan)",
            "PyTorch FSDP MixedPrecision docs; checkpointing is a separate wrapper "
            "(torch.distributed.algorithms._checkpoint.checkpoint_wrapper "
            "apply_activation_checkpointing) FSDP does not apply",
            offers=frozenset(
                {
                    "activation_offload",
                    "offload:optimizer+params",
                    "compile",
                    "fp8:tensorwise",
                    "fp8:rowwise",
                    "cp:ring",
                }
            ),
            loss_parallel=True,
        ),
        Framework(
            "megatron",
            "Megatron-LM",
            MEGATRON_METHODS,
            {
                "precision": Precision.MIXED_FP32_GRADS,
                "optimizer_impl": OptimizerImpl.FUSED,
                "recompute": Recompute.NONE,
            },
            "bf16 weights, one fp32 main_grad buffer, fp32 master + Adam (--use-distributed-"
            "optimizer = ZeRO-1, off unless set); no activation recompute unless "
            "--recompute-granularity is set; no QLoRA",
            "github NVIDIA/Megatron-LM @d98e8a6: megatron/training/arguments.py (--bf16 turns "
            "on accumulate_allreduce_grads_in_fp32; --use-distributed-optimizer store_true), "
            "megatron/core/transformer/transformer_config.py (recompute_granularity None), "
            "megatron/core/distributed/param_and_grad_buffer.py (grad_data); Apex FusedAdam",
            offers=frozenset(
                {
                    "offload:optimizer",
                    "fp8:tensorwise",
                    "fp8:delayed",
                    "fp8:blockwise",
                    "cp:ring",
                }
            ),
            fused_attention=True,
            fused_kernels=True,
            grad_buffer=True,
        ),
        Framework(
            "vllm",
            "vLLM",
            (Method.INFERENCE,),
            {**SERVING, "kv_block_size": 16, "prefix_caching": True},
            "pre-allocates gpu_memory_utilization (0.9) of the card: weights, the activation peak "
            "of a profiling run of max_num_batched_tokens, the rest is the paged KV cache (blocks "
            "of 16 tokens); prefix caching on (V1); CUDA graphs for decode",
            "vLLM engine arguments (gpu_memory_utilization 0.9, block_size 16, "
            "max_num_batched_tokens, max_num_seqs)",
            prefill_chunk_tokens=8192,
            memory_share=0.9,
            memory_share_of="card",
            batched_tokens=((0.0, 2048), (70.0, 8192)),
            max_seqs=((0.0, 256), (70.0, 1024)),
            small_tier=("a100",),
            cuda_graphs=True,
            step_overhead_s=0.001,
            serving_source="github vllm-project/vllm vllm/v1/worker/gpu_worker.py "
            "@0012cf691b7e69423244d2b1405f4b6832156e19 (KV cache = total × "
            "gpu_memory_utilization − peak of weights, profiled activations and non-torch "
            "memory); vllm/engine/arg_utils.py get_batch_defaults (OpenAI server: "
            "max_num_batched_tokens 8192 and max_num_seqs 1024 on GPUs of 70 GiB or more except "
            "A100, else 2048 and 256); CacheConfig block_size 16 on CUDA",
            kv_dtypes=("fp32", "bf16", "fp8"),
            formats_source="vLLM docs, Quantized KV Cache (FP8 is the quantized KV cache it "
            "offers: kv_cache_dtype auto | fp8 | fp8_e4m3 | fp8_e5m2), "
            "https://docs.vllm.ai/en/latest/features/quantization/quantized_kvcache/",
        ),
        Framework(
            "llamacpp",
            "llama.cpp / Ollama",
            (Method.INFERENCE,),
            {**SERVING, "kv_block_size": 1, "prefix_caching": True},
            "weights in GGUF formats, a contiguous KV cache of n_ctx cells (f16 by default), "
            "compute buffers per ubatch (512); the prompt cache of each slot is reused",
            "llama.cpp server options (-c n_ctx, -ub 512, -ctk f16, -np slots, cache_prompt)",
            prefill_chunk_tokens=512,
            # ggml allocates its weight, KV and compute buffers exactly: no caching allocator
            allocator_share=0.0,
            fixed_slots=True,
            step_overhead_s=0.0005,
            fp16_accumulate=True,
            serving_source="github ggml-org/llama.cpp tools/server README (n_ctx, n_ubatch "
            "512, cache_prompt); llama.cpp allocates the whole KV cache of n_ctx × slots at "
            "start; Ollama OLLAMA_NUM_PARALLEL and OLLAMA_KV_CACHE_TYPE",
            kv_dtypes=("fp32", "bf16", "int8", "int4"),
            weight_formats=("fp32", "bf16", "fp16", "q8_0", "q4_0", "mxfp4"),
            formats_source="llama.cpp server options -ctk/-ctv (f32, f16, bf16, q8_0, q4_0, "
            "q4_1, iq4_nl, q5_0, q5_1: no fp8 cache) and GGUF tensor types (F32, F16, BF16, "
            "Q8_0, Q4_0, MXFP4 …; no bitsandbytes, FP8 or NVFP4 checkpoints)",
        ),
        Framework(
            "sglang",
            "SGLang",
            (Method.INFERENCE,),
            {**SERVING, "kv_block_size": 1, "prefix_caching": True},
            "mem_fraction_static of the card (0.88 at TP 1 … 0.79 at TP 16) holds the weights "
            "and the KV pool; activations and CUDA graphs use the rest; token-level pages "
            "(page_size 1) with the radix prefix cache; chunked prefill of 8192 tokens",
            "SGLang server arguments (mem_fraction_static, chunked_prefill_size, page_size, "
            "radix cache)",
            memory_share_of="static",
            memory_share_by_tp=((16, 0.79), (8, 0.81), (4, 0.85), (2, 0.87), (1, 0.88)),
            batched_tokens=((0.0, 2048), (35.0, 8192), (160.0, 16384)),
            cuda_graphs=True,
            step_overhead_s=0.0005,
            serving_source="github sgl-project/sglang python/sglang/srt/server_args.py "
            "(mem_fraction_static by tp_size: 0.88/0.87/0.85/0.81/0.79; chunked_prefill_size "
            "2048 under 35 GB, 8192 under 160 GB, else 16384; page_size 1; radix cache on)",
            kv_dtypes=("fp32", "bf16", "fp8"),
            formats_source="SGLang server arguments: kv_cache_dtype auto | fp8_e5m2 | fp8_e4m3",
        ),
        Framework(
            "trtllm",
            "TensorRT-LLM",
            (Method.INFERENCE,),
            {**SERVING, "kv_block_size": 32, "prefix_caching": True},
            "after the weights and activation buffers load, the KV cache takes "
            "free_gpu_memory_fraction (0.9) of the free memory, in blocks of 32 tokens with "
            "block reuse; max_batch_size 2048, max_num_tokens 8192; CUDA graphs",
            "TensorRT-LLM KvCacheConfig (free_gpu_memory_fraction 0.9, tokens_per_block 32, "
            "enable_block_reuse) and build defaults (max_batch_size 2048, max_num_tokens 8192)",
            memory_share=0.9,
            memory_share_of="free",
            batched_tokens=((0.0, 8192),),
            max_seqs=((0.0, 2048),),
            cuda_graphs=True,
            step_overhead_s=0.0005,
            serving_source="github NVIDIA/TensorRT-LLM tensorrt_llm/llmapi/llm_args.py "
            "KvCacheConfig (free_gpu_memory_fraction 0.9 'of GPU memory … for the KV cache', "
            "tokens_per_block 32, enable_block_reuse True); BuildConfig max_batch_size 2048, "
            "max_num_tokens 8192",
            kv_dtypes=("fp32", "bf16", "fp8", "int8"),
            weight_formats=("fp32", "bf16", "fp16", "fp8", "int8", "int4", "nvfp4", "mxfp4"),
            formats_source="TensorRT-LLM quantization: KV cache FP8 or INT8 "
            "(kv_cache_quant_algo); weights FP8, INT8/INT4 weight-only or AWQ/GPTQ, NVFP4 "
            "(ModelOpt); no GGUF or bitsandbytes checkpoints",
        ),
        Framework(
            "lmdeploy",
            "LMDeploy (TurboMind)",
            (Method.INFERENCE,),
            {**SERVING, "kv_block_size": 64, "prefix_caching": False},
            "after the weights load, the KV cache takes cache_max_entry_count (0.8) of the free "
            "memory, in blocks of 64 tokens; max_batch_size 128; prefix caching off by default",
            "LMDeploy TurbomindEngineConfig (cache_max_entry_count 0.8, cache_block_seq_len 64, "
            "max_batch_size 128, max_prefill_token_num 8192, enable_prefix_caching False)",
            memory_share=0.8,
            memory_share_of="free",
            batched_tokens=((0.0, 8192),),
            max_seqs=((0.0, 128),),
            step_overhead_s=0.0005,
            serving_source="github InternLM/lmdeploy lmdeploy/messages.py "
            "TurbomindEngineConfig (cache_max_entry_count 0.8 of free memory, "
            "cache_block_seq_len 64, max_batch_size 128, max_prefill_token_num 8192)",
            kv_dtypes=("fp32", "bf16", "int8", "int4"),
            weight_formats=("fp32", "bf16", "fp16", "fp8", "int4"),
            formats_source="LMDeploy TurboMind: quant_policy 8 or 4 (online INT8/INT4 KV "
            "cache; no FP8 cache); weights bf16/fp16, AWQ/GPTQ 4-bit, FP8; no GGUF or "
            "bitsandbytes",
        ),
        Framework(
            "tgi",
            "Hugging Face TGI",
            (Method.INFERENCE,),
            {**SERVING, "kv_block_size": 1, "prefix_caching": True},
            "may use cuda_memory_fraction (1.0) of the card; after a warm-up prefill of "
            "max_batch_prefill_tokens the free memory becomes KV blocks (FlashInfer, token "
            "pages, prefix caching in v3); CUDA graphs for batch sizes up to 32",
            "text-generation-inference launcher (--cuda-memory-fraction 1.0, "
            "--max-batch-prefill-tokens 4096, --cuda-graphs 1,2,4,8,16,32)",
            memory_share=1.0,
            memory_share_of="card",
            batched_tokens=((0.0, 4096),),
            cuda_graphs=True,
            step_overhead_s=0.001,
            serving_source="github huggingface/text-generation-inference launcher/src/main.rs "
            "(cuda_memory_fraction default 1.0: 'total visible memory multiplied by "
            "cuda-memory-fraction'; max_batch_prefill_tokens 4096); TGI v3 FlashInfer with "
            "prefix caching",
            kv_dtypes=("fp32", "bf16", "fp8"),
            weight_formats=("fp32", "bf16", "fp16", "fp8", "int8", "int4", "nf4", "nf4-dq"),
            formats_source="text-generation-inference launcher --kv-cache-dtype (fp8_e4m3fn, "
            "fp8_e5m2) and --quantize (awq, gptq, fp8, eetq, bitsandbytes-nf4 …; no GGUF on "
            "its CUDA backend)",
        ),
        # Post-training profiles: what each keeps resident and where it generates.
        Framework(
            "trl",
            "TRL (Hugging Face)",
            (*SFT_METHODS, *POST_METHODS),
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.FULL,
                "rollout": Rollout.COLOCATE,
                "rollout_sleep": False,
                "offload_training": False,
                "rollout_tp": 1,
            },
            "policy loaded in fp32 under bf16 autocast (dtype float32 default), reference "
            "loaded the same way, sharded only under ZeRO-3/FSDP; no reference with PEFT "
            "(adapters disabled) or precompute_ref_log_probs; GRPO: beta 0 (no reference), "
            "num_generations 8, vLLM colocate at gpu_memory_utilization 0.3 (use_vllm=True; "
            "TRL's own default generates with the model), sleep mode off; PPO: separate "
            "value model trained fully, generation with the training model",
            "github huggingface/trl @f2cd577 (2026-07): trl/trainer/grpo_config.py, "
            "sft_config.py, dpo_config.py, kto_config.py (gradient_checkpointing True instead "
            "of TrainingArguments' False), "
            "grpo_trainer.py, dpo_trainer.py, kto_trainer.py, models/utils.py "
            "prepare_deepspeed, generation/vllm_generation.py (sleep level 2), "
            "experimental/ppo/ppo_trainer.py",
            method_defaults={
                Method.GRPO: {
                    "reference": Reference.NONE,
                    "reward_model": RewardSource.FUNCTION,
                    "completions": 8,
                    "prompts_per_step": 8,
                },
                Method.PPO: {
                    "rollout": Rollout.TRAINER,
                    "reward_model": RewardSource.MODEL,
                    "completions": 1,
                    "prompts_per_step": 64,
                },
            },
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            rollout_memory_colocate=0.3,
            sleep_level=2,
            ppo_needs_reward_model=True,
            critic_follows_adapter=False,
            recompute_old_logprobs=False,
        ),
        Framework(
            "openrlhf",
            "OpenRLHF (Ray, vLLM, DeepSpeed)",
            (*SFT_METHODS, Method.DPO, Method.PPO, Method.GRPO),
            {
                "precision": Precision.MIXED,
                "optimizer_impl": OptimizerImpl.FUSED,
                "recompute": Recompute.NONE,
                "zero": 2,
                "rollout": Rollout.COLOCATE,
                "rollout_sleep": True,
                "offload_training": True,
                "rollout_tp": 1,
            },
            "DeepSpeed bf16 (ZeRO-2 by default) for actor, critic, reference and reward; "
            "the hybrid engine (--train.colocate_all, vLLM at 0.5, --vllm.enable_sleep, "
            "--ds.enable_sleep) the README recommends; reference with KL 0.01 by default; "
            "actor log-probs recomputed after generation",
            "github OpenRLHF/OpenRLHF @3c3be62 (2026-08): openrlhf/cli/train_dpo.py "
            "(--model.gradient_checkpointing_enable store_true, default False), train_ppo_ray.py "
            "(vllm.gpu_memory_utilization 0.95, ds.zero_stage 2, kl.init_coef 0.01), README "
            "hybrid-engine example, trainer/ray/vllm_engine.py (sleep level 1)",
            method_defaults={
                Method.GRPO: {
                    "reward_model": RewardSource.FUNCTION,
                    "completions": 8,
                    "prompts_per_step": 1024,
                },
                Method.PPO: {
                    "reward_model": RewardSource.MODEL,
                    "completions": 1,
                    "prompts_per_step": 1024,
                },
            },
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            rollout_memory_colocate=0.5,
            rollout_memory_separate=0.95,
        ),
        Framework(
            "verl",
            "verl (FSDP + vLLM/SGLang)",
            (*SFT_METHODS, Method.PPO, Method.GRPO),
            {
                "precision": Precision.MIXED_FP32_GRADS,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.FULL,
                "zero": 3,
                "rollout": Rollout.COLOCATE,
                "rollout_sleep": True,
                "offload_training": False,
                "rollout_tp": 2,
            },
            "actor, rollout and reference colocated in one worker (hybrid engine); FSDP full "
            "shard with bf16 compute, fp32 parameters and fp32 gradient reduction; rollout at "
            "gpu_memory_utilization 0.5, tensor parallel 2, free_cache_engine (sleep level 2); "
            "with LoRA the reference is the actor with adapters disabled; GRPO uses the KL "
            "loss (reference), PPO by default no KL",
            "github volcengine/verl @b178a3c (2026-01): verl/trainer/config/"
            "_generated_ppo_trainer.yaml (enable_gradient_checkpointing true), "
            "rollout/rollout.yaml, vllm_async_server.py; "
            "docs/algo/grpo.md (use_kl_loss for GRPO)",
            method_defaults={
                Method.GRPO: {
                    "reward_model": RewardSource.FUNCTION,
                    "completions": 8,
                    "prompts_per_step": 1024,
                },
                Method.PPO: {
                    "reference": Reference.NONE,
                    "reward_model": RewardSource.FUNCTION,
                    "completions": 1,
                    "prompts_per_step": 1024,
                },
            },
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            rollout_memory_colocate=0.5,
            sleep_level=2,
        ),
        Framework(
            "llamafactory-rlhf",
            "LLaMA-Factory (DPO, KTO, PPO)",
            (*SFT_METHODS, Method.DPO, Method.ORPO, Method.KTO, Method.SIMPO, Method.PPO),
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.FULL,
                "rollout": Rollout.TRAINER,
                "rollout_sleep": False,
                "offload_training": False,
                "rollout_tp": 1,
            },
            "stage dpo (pref_loss sigmoid, orpo, simpo: the last two without a reference), "
            "kto and ppo on TRL's trainers; with LoRA the reference is the base with adapters "
            "disabled; PPO: value head on the policy, reward as a LoRA adapter on the same "
            "base (reward_model_type lora) or a full model, generation with the training model; "
            "frozen models loaded in bf16 (compute_dtype), trainable weights upcast to fp32",
            "github hiyouga/LLaMA-Factory @ff6d4d1 (2026-08): hparams/finetuning_args.py "
            "(use_ref_model, reward_model_type), model_args (disable_gradient_checkpointing "
            "False), train/trainer_utils.py, train/ppo/",
            method_defaults={
                Method.PPO: {
                    "reward_model": RewardSource.MODEL,
                    "completions": 1,
                    "prompts_per_step": 64,
                }
            },
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            critic="value_head",
            reward_shares_base=True,
            frozen_model_bytes=2.0,
        ),
        Framework(
            "swift-rlhf",
            "ms-swift (swift rlhf)",
            (*SFT_METHODS, *POST_METHODS),
            {
                "precision": Precision.BF16,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.FULL,
                "rollout": Rollout.COLOCATE,
                "rollout_sleep": True,
                "offload_training": True,
                "rollout_tp": 1,
            },
            "TRL-based trainers on a bf16 model (torch_dtype bfloat16); GRPO with vLLM "
            "colocate as in its examples (gpu_memory_utilization 0.4, sleep_level 1, "
            "offload_model and offload_optimizer), num_generations 8 (at least 2)",
            "github modelscope/ms-swift @3602360 (2026-08): swift/arguments/rlhf_args.py "
            "(gradient_checkpointing True as in every swift command), "
            "examples/train/grpo/internal/chord.sh",
            method_defaults={
                Method.GRPO: {
                    "reward_model": RewardSource.FUNCTION,
                    "completions": 8,
                    "prompts_per_step": 32,
                },
                Method.PPO: {
                    "rollout": Rollout.TRAINER,
                    "reward_model": RewardSource.MODEL,
                    "completions": 1,
                    "prompts_per_step": 64,
                },
            },
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            rollout_memory_colocate=0.4,
            ppo_needs_reward_model=True,
            critic_follows_adapter=False,
            recompute_old_logprobs=False,
        ),
        Framework(
            "unsloth",
            "Unsloth",
            (Method.FULL, Method.LORA, Method.QLORA),
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FUSED,
                "optimizer": Optimizer.ADAMW_8BIT,
                "loss": Loss.FUSED_LINEAR,
                "recompute": Recompute.FULL,
                "activation_offload": True,
            },
            "one GPU, or whole copies on several (DDP); fp16 on GPUs without bf16; offloaded "
            "gradient checkpointing (use_gradient_checkpointing='unsloth': "
            "each layer's input goes to host RAM), fused linear cross-entropy (Cut "
            "Cross-Entropy), 8-bit AdamW under the Hugging Face Trainer with bf16 autocast; "
            "embeddings and lm_head of a 4-bit model stay 16-bit",
            "Unsloth README and notebooks (use_gradient_checkpointing='unsloth', "
            "optim='adamw_8bit'); Unsloth blog 'Long-context training' (2024-11, Cut "
            "Cross-Entropy); multi-GPU: https://unsloth.ai/docs/basics/multi-gpu-training-"
            "with-unsloth (DDP guide: accelerate launch / torchrun); FastLanguageModel "
            "dtype=None: float16 on Tesla T4 and V100, bfloat16 on Ampere and newer (its "
            "notebooks)",
            fused_expert_lora=True,
            offers=frozenset(
                {"loss:fused_linear", "activation_offload", "paged_optimizer", "compile"}
            ),
            lora_kernels=True,
            data_parallel_only=True,
            fp16_fallback=True,
        ),
        Framework(
            "llamafactory",
            "LLaMA-Factory",
            TRAINING_METHODS,
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.FULL,
            },
            "Hugging Face Trainer + PEFT underneath: bf16 autocast over fp32 trainable weights, "
            "gradient checkpointing on unless disabled; Liger kernels, Unsloth's offloaded "
            "checkpointing, paged optimizers and DeepSpeed offload on request",
            "LLaMA-Factory FinetuningArguments/ModelArguments @ff6d4d1 "
            "(disable_gradient_checkpointing False, enable_liger_kernel, use_unsloth_gc, "
            "pure_bf16; fp8 with fp8_backend torchao | te), examples/deepspeed "
            "ds_z2_offload/ds_z3_offload configs",
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            deepspeed_offload=True,
            offers=frozenset(
                {
                    "loss:fused_linear",
                    "activation_offload",
                    "paged_optimizer",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "offload_device:nvme",
                    "compile",
                    "fp8:tensorwise",
                    "fp8:delayed",
                }
            ),
        ),
        Framework(
            "swift",
            "ms-swift",
            TRAINING_METHODS,
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.FULL,
                "lora_dropout": 0.05,
                "cp_kind": CpKind.ULYSSES,  # sequence_parallel_size: Ulysses
            },
            "Hugging Face Trainer + PEFT underneath: bf16 autocast, gradient checkpointing on "
            "by default, LoRA dropout 0.05; Liger kernels, DeepSpeed offload and Ulysses "
            "sequence parallelism (sequence_parallel_size) on request",
            "ms-swift command-line parameters (gradient_checkpointing True, use_liger_kernel, "
            "sequence_parallel_size, deepspeed zero2_offload/zero3_offload); "
            "swift/arguments/tuner_args.py @3602360 (lora_dropout 0.05)",
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            deepspeed_offload=True,
            offers=frozenset(
                {
                    "loss:fused_linear",
                    "paged_optimizer",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "offload_device:nvme",
                    "compile",
                    "cp:ulysses",
                }
            ),
        ),
        Framework(
            "axolotl",
            "Axolotl",
            TRAINING_METHODS,
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.FULL,
            },
            "Hugging Face Trainer + PEFT underneath: bf16 autocast, gradient checkpointing as in"
            " its example configs; Liger or Cut Cross-Entropy plugins, activation offloading, "
            "paged optimizers, DeepSpeed/FSDP offload and ring-attention context parallelism "
            "on request",
            "Axolotl examples/llama-3 fft-8b.yaml (paged_adamw_8bit), lora-8b.yml "
            "(adamw_bnb_8bit), qlora.yml (paged_adamw_32bit), all with gradient_checkpointing "
            "@067b021; config schema (activation_offloading, liger / cut_cross_entropy plugins, "
            "context_parallel_size, deepspeed/fsdp)",
            method_defaults={
                Method.FULL: {"optimizer": Optimizer.ADAMW_8BIT, "paged_optimizer": True},
                Method.LORA: {"optimizer": Optimizer.ADAMW_8BIT},
                Method.QLORA: {"paged_optimizer": True},
            },
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            deepspeed_offload=True,
            offers=frozenset(
                {
                    "loss:fused_linear",
                    "activation_offload",
                    "paged_optimizer",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "offload_device:nvme",
                    "compile",
                    "fp8:tensorwise",
                    "fp8:rowwise",
                    "cp:ring",
                }
            ),
        ),
        Framework(
            "nemo",
            "NeMo (Megatron-Core)",
            MEGATRON_METHODS,
            {
                "precision": Precision.MIXED_FP32_GRADS,
                "optimizer_impl": OptimizerImpl.FUSED,
                "recompute": Recompute.NONE,
            },
            "Megatron-Core underneath: bf16 weights, one fp32 main-gradient buffer, fp32 master "
            "+ Adam in the distributed optimizer (ZeRO-1) for pre-training and full "
            "fine-tuning, a plain optimizer for LoRA; no activation recompute unless set; "
            "Transformer Engine FP8 recipes; context parallelism (ring, through Transformer "
            "Engine attention); no QLoRA (peft schemes lora, dora, canonical_lora)",
            "github NVIDIA/NeMo @8cfedd7 nemo/collections/llm/recipes: optim/adam.py "
            "distributed_fused_adam_with_cosine_annealing (use_distributed_optimizer=True), "
            "llama31_8b.py finetune_recipe (LoRA: use_distributed_optimizer = False; "
            "ddp grad_reduce_in_fp32=True; no recompute_granularity, Megatron-Core's default "
            "None), precision/mixed_precision.py bf16_mixed; peft/__init__.py PEFT_STR2CLS; "
            "fp8 recipes: delayed, tensorwise current scaling, blockwise; Megatron-Core "
            "optimizer CPU offload",
            method_defaults={m: {"zero": 1} for m in (Method.PRETRAIN, Method.FULL)},
            offers=frozenset(
                {
                    "offload:optimizer",
                    "fp8:tensorwise",
                    "fp8:delayed",
                    "fp8:blockwise",
                    "cp:ring",
                }
            ),
            grad_buffer=True,
        ),
        Framework(
            "litgpt",
            "LitGPT",
            (Method.PRETRAIN, Method.FULL, Method.LORA, Method.QLORA),
            {
                "precision": Precision.BF16,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "loss": Loss.CHUNKED,
                "recompute": Recompute.NONE,
                "lora_rank": 8,
                "lora_targets": ("q", "v"),
                "lora_dropout": 0.05,
            },
            "Lightning Fabric, bf16-true (pure bf16); LoRA r 8 on query and value with dropout "
            "0.05; logits in 128-token chunks with a bf16 cross-entropy; no checkpointing on "
            "one GPU; QLoRA through bitsandbytes on every linear layer, lm_head included, with "
            "a paged AdamW",
            "github Lightning-AI/litgpt finetune/lora.py (lora_r 8, lora_alpha 16, lora_dropout "
            "0.05, lora_query/value True; bnb.optim.PagedAdamW when quantized; "
            "lm_head_chunk_size=128, chunked_cross_entropy), litgpt/model.py CausalSelfAttention "
            "(fused attn projection, qkv.split, k/v expand), lightning BitsandbytesPrecision "
            "(_convert_layers replaces every nn.Linear)",
            method_defaults={Method.QLORA: {"paged_optimizer": True}},
            offers=frozenset({"loss:chunked", "paged_optimizer"}),
            fused_qkv=True,
            quantizes_lm_head=True,
            untied_head=True,
        ),
    )
}
# Plan fields some profile sets: the fields whose default depends on the framework.
PROFILE_FIELDS: frozenset[str] = frozenset(
    name
    for f in FRAMEWORKS.values()
    for values in (
        f.defaults,
        *f.method_defaults.values(),
        *(v for rows in f.size_defaults.values() for _, v in rows),
        *(v for rows in f.single_size_defaults.values() for _, v in rows),
    )
    for name in values
)


# The framework a plan gets when its method is set and no framework is: serving plans are served
# by a serving engine, not by the training loop's generate().
METHOD_FRAMEWORKS: dict[Method, str] = {Method.INFERENCE: "vllm"}


def default_framework(method: Method) -> str:
    """The framework a plan uses when it names none: a serving engine for inference, Hugging
    Face for the other methods it offers, else the first profile that offers the method (TRL
    for post-training)."""
    if method in METHOD_FRAMEWORKS:
        return METHOD_FRAMEWORKS[method]
    if method in FRAMEWORKS["hf"].methods:
        return "hf"
    return next(fid for fid, f in FRAMEWORKS.items() if method in f.methods)


def framework(framework_id: str) -> Framework:
    try:
        return FRAMEWORKS[framework_id]
    except KeyError:
        raise ValueError(
            f"framework: unknown {framework_id!r}; allowed: {', '.join(FRAMEWORKS)}"
        ) from None
