"""Framework profiles: the defaults and habits of the software that runs the plan.

A measurement taken under one framework only compares with a plan that keeps what that framework
keeps: Hugging Face Trainer holds fp32 weights under autocast, torchtune trains in pure bf16,
DeepSpeed keeps a bf16 working copy plus an fp32 master, vLLM pre-allocates a share of the card.

A profile fills the plan fields the user did not set (`defaults`, then `method_defaults` for the
plan's method); the user's own values always win (plan/plan.py applies this when a plan is built).
Habits that are not plan fields (how PEFT wraps expert tensors, what the allocator keeps) are
attributes of the profile.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from hwplanner.engine.core.message import joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.plan.enums import (
    Method,
    OptimizerImpl,
    Padding,
    Precision,
    RecurrentCp,
    Sharding,
)

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
# Host seconds a Python OpenAI-compatible server spends per running request per step: the
# OpenAI API's output conversion in SGLang measured at 30 µs per token (sgl-project/sglang
# issue #10186, 2025-09, its own profiling on a Kunpeng CPU); the work vLLM moved out of the
# engine's loop into API-server processes (vllm-project/vllm RFC #12705, PR #17546
# --api-server-count) and buffers with --stream-interval (PR #27869)
FRONTEND_CHUNK_S = 30e-6
FRONTEND_SOURCE = N_(
    "Source",
    "github sgl-project/sglang issue #10186: the OpenAI API's output conversion takes 30 µs "
    "per token (its profiling); github vllm-project/vllm RFC #12705 and PR #17546 (one "
    "API-server process bounds the GPUs; --api-server-count), PR #27869 (--stream-interval)",
)
# CPU time the host spends on one op it launches (a torch Linear forward: the interpreter, the
# dispatcher, cuBLAS's heuristics and the launch), seconds, by the host beside the GPU: an x86
# DGX H100 host (Xeon Platinum 8480C) 13.48 µs, GH200's Grace 33.17 µs, GB200's 37.08 µs (github
# NVIDIA/TransformerEngine issue #2053, 2025-08-11, 'High CPU overhead on Grace systems': BF16,
# hidden 2,048, 8,192 tokens; the torch rows: TE's own Linear then took 2.7× that on every host,
# since cut to about a torch Linear's, issue #2126, 2026-01-03). Every op a step launches is
# charged a whole call: a C++ loop's launches cost less, Python bookkeeping around a launch
# more. GB300 and Vera Rubin trays take GB200's (Vera not measured).
HOST_OP_S = {"x86": 13.48e-6, "grace-hopper": 33.17e-6, "grace": 37.08e-6}
HOST_OP_SOURCE = N_(
    "Source",
    "a launched op's CPU time that of a torch Linear call: 13.48 µs on an x86 DGX H100 host, "
    "33.17 µs on GH200's Grace, 37.08 µs on GB200's, taken for GB300 and Vera Rubin too "
    "(github NVIDIA/TransformerEngine issue #2053)",
)
# Host seconds per kernel launched from Python one by one on an x86 server (eager PyTorch: the
# interpreter, the dispatcher, the launch; a Grace host's slower: model/gpu_spec.host_op_s):
# transformers' generate() always, a CUDA-graph engine whose graphs are turned off
# (plan.cuda_graphs)
EAGER_OP_S = HOST_OP_S["x86"]
# A CUDA-graph engine run eagerly: its own kernels (as its graph holds them), each launched so
EAGER_ENGINE_SOURCE = joined(
    "CUDA graphs off (vLLM --enforce-eager, which also turns off its torch.compile: github "
    "vllm-project/vllm docs/design/debug_vllm_compile.md; SGLang --disable-cuda-graph; TGI "
    "--cuda-graphs 0; TensorRT-LLM's PyTorch backend without cuda_graph_config): the "
    "engine's own kernels, counted as its graph holds them, and the ops beside them (20 a "
    "layer, counted from vLLM's Llama layer) launched from Python one by one",
    HOST_OP_SOURCE,
)
SFT_METHODS = (Method.FULL, Method.LORA, Method.QLORA)
# Megatron-LM and NeMo quantize no frozen base to 4 bit: no QLoRA (NeMo's PEFT schemes are
# lora, dora and canonical_lora).
MEGATRON_METHODS = (Method.PRETRAIN, Method.FULL, Method.FREEZE, Method.LORA)
POST_METHODS = (Method.DPO, Method.ORPO, Method.KTO, Method.SIMPO, Method.PPO, Method.GRPO)


# LoRA adapters built by PEFT (Framework.peft_adapters)
PEFT_LAYERS = N_(
    "Source",
    "github huggingface/peft src/peft/tuners/lora/layer.py Linear.forward (the input cast to "
    "the adapters' dtype by tuners_utils.BaseTunerLayer._cast_input_dtype, lora_dropout, "
    "lora_A, lora_B, the scaled sum) and get_peft_model's autocast_adapter_dtype=True (fp32 "
    "adapters over bf16 weights)",
)


class RecurrentCpSupport(NamedTuple):
    """A framework's context parallelism across one recurrent mixer: the mixer (a
    RecurrentKind's value: "gated_deltanet", "mamba2"), how it splits it, the source that says
    so, and the model families whose layers do it (empty: every model with that mixer)."""

    mixer: str
    how: RecurrentCp
    source: str
    families: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Framework:
    """A framework's profile: the methods it offers, the plan values it fills in and its
    habits. (A docstring of its own: without one, dataclass() writes one from the signature of
    its 112 fields at every start-up.)"""

    id: str
    name: str
    methods: tuple[Method, ...]  # what the framework offers
    defaults: Mapping[str, Any]  # plan field -> value it uses unless told otherwise
    notes: str
    source: str = ""
    method_defaults: Mapping[Method, Mapping[str, Any]] = field(default_factory=dict)
    qlora_fp32_extras: bool = False  # peft.prepare_model_for_kbit_training upcasts non-4-bit
    # Runs its own fused kernels for every RMSNorm, RoPE and SwiGLU of the layers it patches
    # (one read and one write each, as Liger's): the source that says so; "": eager PyTorch
    # unless Liger is asked (time/steptime.elementwise_bytes_per_token)
    fused_layer_kernels: str = ""
    # Its packing keeps each sample to itself in attention (flash-attention's varlen kernels over
    # the rows' sample boundaries): the source that says so; "": packed samples attend across
    # the row (scenario/rows.packed_context)
    packing_within_samples: str = ""
    # Context parallelism across a hybrid's recurrent layers (RecurrentCpSupport, one per
    # mixer); a mixer or model not named is refused context parallelism by name
    # (scenario/validity.py)
    recurrent_cp: tuple[RecurrentCpSupport, ...] = ()
    # Trains DeepSeek Sparse Attention (DeepSeek-V3.2, GLM-5) through sparse MLA kernels with
    # its lightning indexer run without gradient: the source that says so; "": refused by name
    # (transformers runs it as dense attention under a token mask). `index_score_rows`: the
    # queries whose fp32 indexer scores over every key it holds at once (0: all of a GPU's)
    sparse_training: str = ""
    index_score_rows: int = 0
    # Keeps a hybrid's recurrent layers whole on every tensor-parallel rank: the source that
    # says so ("": split by heads as attention is), for the model families it names (empty:
    # all); tensor parallelism then refused for them
    recurrent_tp: str = ""
    recurrent_tp_families: tuple[str, ...] = ()
    # Methods whose trainer casts every trainable parameter to bf16 over a base loaded in 4 or 8
    # bits (TRL's SFTTrainer: plan/formats.py kbit_trainables_bf16)
    kbit_trainables_bf16: tuple[Method, ...] = ()
    fused_expert_lora: bool = False  # PEFT on fused expert tensors: gate_up gets one rank-2r
    prefill_chunk_tokens: int | None = None  # inference: tokens per prefill chunk
    # Reserved minus allocated at the peak, share of allocated (None: overhead.ALLOCATOR_SHARE).
    allocator_share: float | None = None
    # the share is one derived from published results (engine/core/derived.py), not a fact
    allocator_share_derived: bool = False
    # Training techniques the framework offers (techniques.OFFER_KEYS), and the defaults of its
    # multi-GPU recipes where they differ from the single-device ones (torchtune).
    offers: frozenset[str] = frozenset()
    # Its Liger switch also turns on Liger's fused linear cross-entropy (the model family's
    # apply_liger_kernel_to_* default, which Hugging Face's use_liger_kernel, LLaMA-Factory's
    # SFT stage and ms-swift apply whole): with `liger_kernels` on, the loss is `fused_linear`
    # unless the user set it. False where the trainer computes logits itself (verl, the
    # preference stages of LLaMA-Factory) or each kernel is its own switch (axolotl).
    liger_loss: bool = False
    # Offload runs through DeepSpeed ZeRO-Offload (the Hugging Face-based frameworks too): the
    # fp32 gradient partition lives in host RAM and DeepSpeedCPUAdam steps it; torchao's
    # CPUOffloadOptimizer (torchtune) and Megatron's optimizer CPU offload keep gradients on the
    # GPU and step with PyTorch's CPU AdamW.
    deepspeed_offload: bool = False
    # Ulysses sequence parallelism that runs through DeepSpeed inside the framework, so it
    # needs a ZeRO stage: the Hugging Face Trainer's and TRL's, accelerate's ParallelismConfig
    # with sp_backend "deepspeed" (Hugging Face blog 'Ulysses Sequence Parallelism: Training
    # with Million-Token Contexts', 2026-03-09, github huggingface/blog @01d33d5c ulysses-sp.md:
    # deepspeed 0.18.1+, accelerate 1.12+, transformers 5.0+, trl 0.18+)
    ulysses_via_deepspeed: bool = False
    # It trains the model through transformers' modeling code: a model whose mixture-of-experts
    # block transformers writes densely (fields.DENSE_EXPERT_FAMILIES) runs every expert on
    # every token there
    transformers_modeling: bool = False
    # Elements per fp32 scale of torchao's 4-bit AdamW states: the optimizer's default 128
    # (torchao AdamW4bit block_size), 256 where Hugging Face's Trainer builds it (transformers'
    # _get_torchao_optimizer for optim adamw_torch_4bit: optim_args block_size, 256 unless
    # given): frameworks_training.HF_TORCHAO_BLOCK
    torchao_4bit_block: int = 128
    # ZeRO stages run through DeepSpeed (--deepspeed zero1/2/3), whose bf16 mode keeps an fp32
    # master copy and fp32 optimizer states of each partition beside the bf16 weights whatever
    # dtype the model was loaded in, or through accelerate's FSDP, which upcasts the sharded
    # low-precision trainable parameters to fp32 when mixed precision is on (bf16=True:
    # huggingface/accelerate PR #2674, accelerate 0.30, Accelerator.prepare_model "Upcasted low
    # precision parameters … because mixed precision turned on in FSDP"; FSDP2 only those that
    # require grad, PR #3848): a pure-bf16 plan keeps the mixed recipe's bytes there
    # (formats.plan_recipe)
    sharded_fp32_master: bool = False
    # ZeRO-3 runs through DeepSpeed's parameter coordinator, whose forward hooks fire again in
    # an activation-checkpoint recompute: each recomputed module's parameters are gathered for
    # the recompute, partitioned after it, and gathered again for its backward — three
    # gathers a micro-batch under full recompute where FSDP, whose recompute runs inside the
    # unit's unsharded backward, has two (deepspeedai/DeepSpeed PR #8130, 2026-07: "The
    # recompute re-fires ZeRO-3's forward hooks; the post-hook partitions params in place";
    # huggingface/transformers issue #47254)
    zero3_recompute_regathers: bool = False
    # The padding its collators apply unless told otherwise (fields.default_padding):
    # LONGEST, each micro-batch padded to its longest sample (TRL's SFTConfig packing=False
    # and preference collators, Hugging Face's DataCollatorForSeq2Seq, LLaMA-Factory's packing
    # off outside pretraining, ms-swift --packing false, OpenRLHF without --packing_samples,
    # Axolotl sample_packing false, torchtune's padded_collate_sft, LitGPT's
    # get_sft_collate_fn, mlx-lm's iterate_batches); MAX_LENGTH, every sample padded to the
    # sequence (DeepSpeed-Chat's data pipeline); PACKED, packing or padding-free by default
    # (Megatron-SWIFT padding_free); None: packed for training sized in tokens, padded per
    # micro-batch for the preference and reward-model trainers
    sample_padding: Padding | None = None
    # Methods the framework has that the planner does not model, each with why (a refusal
    # names it, not "does not offer")
    unmodelled: Mapping[Method, str] = field(default_factory=dict)
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
    # Megatron-Core layers built from Transformer Engine modules: a norm fused into the next
    # linear (LayerNormLinear) keeps its input, its output (the linear's input; FP8 under a TE
    # FP8 recipe) and rsigma; the fused SwiGLU/GeLU keeps only its input, the second MLP linear
    # its own input (FP8 under FP8); FP8 weight copies are cached for the step. See
    # memory/activations.py `te_layer_bytes`.
    te_layers: bool = False
    # A routed expert's matrices are also split over the tensor-parallel ranks unless the plan
    # says otherwise (Megatron-LM: --expert-tensor-parallel-size defaults to
    # --tensor-model-parallel-size, megatron/training/arguments.py validate_args); otherwise in
    # training an expert is whole on its expert-parallel rank (split over tp only without ep);
    # serving splits it over tp ÷ ep (scenario/sharding.expert_tp)
    expert_tp_is_tp: bool = False
    # Selective recompute is torchtitan's per-op policy: a block keeps its input and the outputs
    # of attention and of every other matrix multiply, and recomputes the rest in backward
    # (memory/activations.py `op_sac_bytes`), not Megatron's attention-core recompute.
    per_op_sac: bool = False
    # Serving habits (scenario/serving_config.py reads them): the share of memory the server
    # takes and of what ("card": of the card, vLLM; "static": weights + KV cache of the card,
    # SGLang; "free": of the memory left after weights and activations, TensorRT-LLM and
    # LMDeploy; "": none).
    memory_share: float | None = None
    memory_share_of: str = ""
    # Overheads the share does not cover (memory/overhead.py keys): the engine measures its
    # budget from a snapshot taken after they exist, or never charges them, so the card holds
    # them beside share × capacity; the source that says so ("": every overhead is inside)
    outside_share: tuple[str, ...] = ()
    outside_share_source: str = ""
    # Schedules the next step while the GPU runs this one (plan.async_scheduling), hiding
    # step_overhead_s: the source naming the option and its default ("": not offered)
    async_scheduling_source: str = ""
    # Splits a DEP step into two micro-batches so that one's expert all-to-all runs while the
    # other computes (plan.ep_comm_overlap): the source naming the option ("": not offered)
    batch_overlap_source: str = ""
    # Picks DeepEP's kernels batch by batch (SGLang --deepep-mode auto: low-latency for a batch
    # of decodes, normal for one with prompt tokens): the source ("": one backend for every
    # step of a replica, vLLM's --all2all-backend)
    deepep_auto_source: str = ""
    # Places extra copies of the busiest experts beside the model's own when serving with
    # expert parallelism (plan.redundant_experts): the source naming the option ("": none)
    redundant_experts_source: str = ""
    # Names a mixture's routed experts' matrices as its MLP's (Megatron-Core: linear_fc1 and
    # linear_fc2), so LoRA on the MLP (gate, up, down) adapts the experts too: the source that
    # says so ("": the experts are a target of their own)
    mlp_targets_cover_experts: str = ""
    memory_share_by_tp: tuple[tuple[int, float], ...] = ()  # (tp at least, share), SGLang
    # Tokens per forward step (chunked-prefill budget, activation profile) and sequences per
    # step, by GPU memory: ((GiB at least, value), ...); GPUs named in small_tier keep the first.
    batched_tokens: tuple[tuple[float, int], ...] = ()
    max_seqs: tuple[tuple[float, int], ...] = ()
    small_tier: tuple[str, ...] = ()
    cuda_graphs: bool = False  # captures CUDA graphs for decode (their memory is an overhead)
    # Serving a hybrid: one block pool for attention and recurrent layers, pages of one size
    # (vLLM: the attention block raised until a page holds a layer's state,
    # scenario/serving_config.page_layout); the source that says so. Empty: the engine keeps
    # the states apart from its KV blocks.
    hybrid_pages: str = ""
    # Prefills a hybrid's recurrent layers with the Triton chains of fla and mamba_ssm outside
    # its replayed graphs (time/kernels.SCAN_PREFILL): the source that says so; "": the scans
    # at the prefill utilisation
    triton_scans: str = ""
    # Runs a mixture of experts' routed experts through Triton fused-MoE kernels, which reach a
    # small share of the peak on fine-grained experts (engine/estimate.py's note says so where
    # the serving figures are shown): the source that says the engine uses them; "": not known
    triton_moe: str = ""
    fixed_slots: bool = False  # allocates the KV cache of `batch` slots at start (llama.cpp)
    # Admits a request only when the KV cache has room for its whole prompt and its maximum
    # output (TensorRT-LLM's default capacity scheduler, GUARANTEED_NO_EVICT): where it is
    # documented; "": admission by the tokens a request holds so far (vLLM's paged blocks)
    reserves_whole_request: str = ""
    # Runs a step with prompt chunks in it on its own, the running sequences decoding no token
    # in it, whenever a prompt waits and the KV cache has room for it (SGLang without
    # --enable-mixed-chunk: its scheduler runs prefill first): the source that says so; "":
    # every step decodes the running sequences and fills the rest of its token budget with
    # prompt chunks (chunked prefill's mixed batches: vLLM, TensorRT-LLM)
    prefill_first: str = ""
    # Admits a waiting request when the KV cache has room for its prompt's next chunk, and
    # when a running sequence finds no room for its next token preempts the newest running
    # one, whose cache is freed and computed again when it resumes (serving/latency.py
    # Replica.run): where it is documented; "": it holds its sequences to the KV cache's limit
    preempts: str = ""
    # Admits a waiting request only when the KV cache, less a share of every running
    # request's remaining maximum output, has room for its prompt and its whole maximum output;
    # the share starts at `init` and falls by (init − init × floor) ÷ steps each decode step;
    # when a decode step finds no room the newest request is retracted and the share reset to
    # what the running ones have generated (serving/benchmark_run.py BenchmarkRun): (init, floor,
    # steps) and the source; None where the engine does not
    new_token_ratio: tuple[float, float, int] | None = None
    new_token_ratio_source: str = ""
    # Spreads a model over several GPUs by whole layers when given several (llama.cpp's default
    # --split-mode layer): where it is documented. A serving plan then has a stage on every GPU
    # of its machine unless the user sets tp or pp (the server's own default: one server per
    # machine), and the fixes and the fewest-GPUs search split layers (pp) before they split
    # every layer (tp); recommend may still run several servers a machine. "": tensor
    # parallelism first, the GPUs left over as replicas.
    splits_layers: str = ""
    # Splits the model with the host: the token embedding always in host RAM, the first layers
    # (-ngl g keeps the last g on the GPU) or the routed experts (--n-cpu-moe) too when asked
    # (llama.cpp; scenario/offload.py)
    host_split: bool = False
    # A batch of prompts is prefilled together and decoded until its last answer ends before
    # the next batch starts (Hugging Face generate()): no interleaving, no admission mid-batch
    static_batching: bool = False
    step_overhead_s: float = 0.0  # host time per step not hidden behind GPU work (estimate)
    # Host seconds its OpenAI-compatible server spends on each running request's output in
    # every step (detokenizing, building the streamed chunk, writing it), in a process of its
    # own beside the GPU's: a step through it lasts at least running × this (plan.frontend;
    # FRONTEND_SOURCE). 0: a server compiled to native code (llama.cpp's C++ server, TGI's
    # Rust router), whose time per chunk is not what bounds a step
    frontend_chunk_s: float = 0.0
    # fp16 and quantized weights multiply accumulating in fp16 (llama.cpp: cuBLAS
    # CUBLAS_COMPUTE_16F after dequantizing, or MMQ's int8 tensor cores): full tensor rate on
    # GeForce cards, whose fp32-accumulate rate is half (latency.prefill_peak_gain)
    fp16_accumulate: bool = False
    # Host seconds per kernel on an x86 server when every kernel is launched from Python one by
    # one (eager PyTorch: interpreter, dispatcher, cudaLaunchKernel; time.kernels.eager_kernels
    # counts them); serving/latency.py rescales it to the GPU's own host (host_op_s)
    kernel_launch_s: float = 0.0
    # Multi-step scheduling (plan.scheduler_steps): the source naming the engine's option; "":
    # one decode step per scheduling round only
    scheduler_steps_source: str = ""
    # Serves the model's own context (max_position_embeddings) when none is given and stops at
    # start-up when its KV cache cannot hold one request that long: the source ("": it starts
    # anyway, clamping or warning)
    model_context_start: str = ""
    serving_source: str = ""
    # Bytes per sampled row and vocabulary entry at the start-up profile's sampler step (the
    # logits in bf16 and fp32, the probabilities, the sampler's buffers), which sets the
    # activation peak where it exceeds the forward pass's, with its source (0: the fp32 logits
    # beside the forward pass's transients)
    sampler_bytes: float = 0.0
    sampler_source: str = ""
    # Releases whose start-up sampler warm-up sorts the whole vocabulary for every dummy
    # request (vLLM's native top-k/top-p path), said beside the KV cache the releases modelled
    # leave (those of `sampler_bytes`, whose sampler does not sort); with its source ("": none)
    sorting_sampler: str = ""
    sorting_sampler_bytes: float = 0.0  # a dummy request and vocabulary entry at that peak
    sorting_sampler_source: str = ""
    # Post-training habits (posttrain*.py).
    rollout_memory_colocate: float = 0.5  # gpu_memory_utilization of a colocated engine
    rollout_memory_separate: float = 0.9  # … of an engine on GPUs of its own (vLLM's default)
    sleep_level: int = 1  # vLLM sleep: 1 = weights to host RAM, 2 = weights discarded
    # the serving profile its colocated or separate rollout engine generates with (SGLang for
    # slime; vLLM, the others' default, where a profile offers both)
    rollout_engine: str = "vllm"
    # How the trainer hands the new weights to its engine after each step, by placement
    # ("colocate", "separate"; posttrain/time.py sync_seconds): "bucketed" (tensors packed into
    # flattened buffers, one CUDA IPC handle or broadcast per bucket, the engine's load_weights
    # still taking them tensor by tensor), "in_process" (the engine in the trainer's process,
    # its load_weights called directly), "per_tensor" (one IPC handle, call or broadcast per
    # parameter tensor) or "disk_reload" (a checkpoint written, the engine reloading it); a
    # placement not listed: not stated, planned as per tensor and said so. With the source
    # naming the code paths.
    weight_update: Mapping[str, str] = field(default_factory=dict)
    weight_update_source: str = ""
    # Its trainer's export hands every rank whole tensors before they reach the engine: each
    # parameter gathered over the tensor- and expert-parallel ranks and broadcast from its
    # pipeline stage to all of them (Megatron-Bridge's export_hf_weights, verl's
    # per_tensor_generator), so every trainer GPU takes the model's weights beyond its own shard,
    # those held on other nodes over the network (posttrain/time.py sync_seconds): the source
    # naming the code path; "": each rank hands over what it holds (or shards are gathered as
    # ZeRO-3/FSDP gathers them)
    export_gathers_whole: str = ""
    # the source that its colocated engine's weights are the adapter-trained policy's frozen
    # base, one copy for both ("": an engine loads its own copy)
    rollout_shares_weights: str = ""
    ppo_needs_reward_model: bool = False  # the PPO trainer takes no reward function
    critic: str = "model"  # "model": a separate value model; "value_head": on the policy
    critic_follows_adapter: bool = True  # the critic trains LoRA when the policy does
    # PPO's critic starts from the reward model's checkpoint (its architecture) rather than the
    # policy's when the reward model is another model
    critic_from_reward: bool = False
    # The training model generates inside one module holding the policy and the value model
    # (TRL's PPOTrainer PolicyAndValueWrapper): ZeRO-3 gathers the critic too while generating
    generation_gathers_critic: bool = False
    # The reference is a model of its own even when the policy trains LoRA adapters
    # (DeepSpeed-Chat builds it from the actor's path whatever the actor trains), not the base
    # with the adapters disabled
    lora_reference_copy: bool = False
    # RL updates pack completions without padding (verl use_remove_padding, NeMo-RL sequence
    # packing): the policy and the scoring passes compute on each completion's own length,
    # the average when they vary; else every completion is padded to the longest
    rl_packs_sequences: bool = False
    # RL micro-batches packed to a token budget by default: micro_batch × the longest sequence
    # (prompt + completion), with the source (NeMo-RL's sequence_packing train_mb_tokens);
    # "": micro-batches of sequences unless a budget is given
    packs_to_budget: str = ""
    # A trainer that sleeps while its colocated engine generates (plan.offload_training) parks
    # its frozen reference and reward models in host RAM with the policy (ms-swift's
    # offload_model moves every model to the CPU for the rollout and back for training)
    parks_frozen: bool = False
    # What of the policy a sleeping trainer parks (plan.offload_training) it copies tensor by
    # tensor with `.to("cpu")` into newly allocated pageable host memory and back ("optimizer":
    # the optimizer's states; "weights": the parameters, their fp32 master copy with them), at
    # the measured pageable copy rates rather than the PCIe link's (posttrain/time.py
    # offload_seconds), with the source naming the code; empty: pinned copies at the link's
    parks_pageable: frozenset[str] = frozenset()
    parks_pageable_source: str = ""
    # The training model generates through DeepSpeed-Chat's hybrid engine: DeepSpeed-Inference
    # kernels on the training weights, its KV workspace kept through the training phases
    # (release_inference_cache off by default)
    hybrid_engine: bool = False
    recompute_old_logprobs: bool = True  # a policy forward after generation (old log-probs)
    # DPO with full logits: the reference's no-grad forward runs after the policy's, whose graph
    # is alive, and returns every layer's hidden state, each copied to fp32 by accelerate's
    # output conversion (posttrain/memory.reference_pass)
    reference_hidden_states: bool = False
    reward_shares_base: bool = False  # with LoRA the reward model is an adapter on the base
    # Generation on GPUs of its own runs ahead of the update on older weights (asynchronous
    # RL): the source naming how to turn it on; "": only the synchronous on-policy loop
    rollout_ahead_source: str = ""
    rollout_ahead_most: int = 64  # the most steps ahead it generates (ms-swift: one)
    # generation ahead for the group methods only (ms-swift's async_generate is its GRPO
    # trainer's: GRPO, RLOO, DAPO), not PPO
    rollout_ahead_group_only: bool = False
    # torchao's float8 runs compiled under this profile (torchtitan's recipes; torchao's README
    # asks for torch.compile): its casts fuse into the producing kernels
    float8_compiled: bool = False
    # Where its completions may be generated (Rollout values; empty: anywhere the plan puts
    # them), with the source that says so
    rollout_placements: tuple[str, ...] = ()
    rollout_placements_source: str = ""
    frozen_model_bytes: float | None = None  # reference/reward bytes/param (None: the policy's)
    # LitGPT's attention: one fused q/k/v projection whose value heads are a view of its output
    # (multi-head: the whole output stays while attention keeps v; grouped-query: k and v are
    # expanded to every query head), the head outputs re-assembled by a copy before the output
    # projection, one LoRA dropout before the fused projection, and adapters on part of it keep
    # the update they scatter into its width (memory/saved_inputs.py).
    fused_qkv: bool = False
    # QLoRA quantizes lm_head too (every nn.Linear): 4-bit head, dequantized for each use.
    quantizes_lm_head: bool = False
    # lm_head is always a parameter of its own: a tied checkpoint's embedding is copied into it.
    untied_head: bool = False
    # Tensor parallelism computes the plain cross-entropy with PyTorch's loss_parallel over the
    # vocabulary shards (torchtitan), whose decomposition keeps more fp32 logit-sized tensors.
    loss_parallel: bool = False
    # The methods its pipeline stages train ('pp' offered), where fewer than its methods: the
    # fsdp profile's stages are torchtitan's, which pre-trains and fine-tunes in full only.
    pipeline_methods: tuple[Method, ...] = ()
    # The plain cross-entropy is Megatron-Core's over each GPU's vocabulary shard (its fused
    # twin under cross_entropy_loss_fusion keeps the same): an fp32 copy of the logits whose exp
    # and softmax are taken in place and kept for backward (memory/loss.py MEGATRON_CE).
    megatron_cross_entropy: bool = False
    # LoRA through Unsloth's fused autograd functions (LoRA_QKV, LoRA_W, LoRA_MLP, fast RMSNorm):
    # each keeps only its input and, in the MLP, gate and up outputs (memory/lora_kernels.py).
    lora_kernels: bool = False
    # Gradients live in one contiguous buffer allocated when the model is wrapped for data
    # parallelism and kept for the whole run (Megatron-Core DDP: main_grad views into
    # grad_data), so they are resident in forward and backward too; the distributed optimizer
    # (ZeRO-1) shards the optimizer states and main parameters, not this buffer.
    grad_buffer: bool = False
    # What shards its training states (plan.sharding, from ZeRO 1), the first its default:
    # PyTorch FSDP (FSDP1 or FSDP2; no stage 1) holds in backward, beside the two gathered layers,
    # the layer in backward's unsharded gradients (in the compute dtype) and the layer before's
    # reduce-scatter input (in the reduce dtype) until the next layer's reduce-scatter is issued
    # (memory/training.py FSDP_REDUCE_SOURCE); DeepSpeed's ZeRO reduces in buckets. Empty: the
    # framework's own sharding (Megatron-Core's distributed optimizer, DeepSpeed's ZeRO), no
    # choice to make
    shardings: tuple[Sharding, ...] = ()
    # The bytes of the dtype its FSDP reduces gradients in under a mixed recipe (an fp32
    # master), where that is not the recipe's gradient width (torchtitan and verl: fp32 reduce
    # beside 2-byte gradients; accelerate: the compute dtype); None: the recipe's
    fsdp_reduce_bytes: float | None = None
    # DeepSpeed's BF16_Optimizer (bf16 with ZeRO stage 0 in the ds config, or stage 1 with
    # data_types.grad_accum_dtype fp32): every parameter's gradient accumulates in one fp32
    # buffer the size of the model, not sharded, beside the bf16 .grad tensors it zeroes and
    # keeps; the fp32 master copy and the optimizer states are sharded over the data-parallel
    # ranks (its own ZeRO-1); the gradients are all-reduced whole in bf16 after the last
    # backward and the updated bf16 weights all-gathered after the step, neither overlapped
    # (microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py): a plan at zero 0 in
    # bf16, or zero 1 with mixed_fp32_grads, on a GPU with bf16 (formats.bf16_optimizer_grads)
    bf16_optimizer: bool = False
    # The pipeline runs through DeepSpeed's PipelineEngine: 1F1B without virtual stages
    # (deepspeed/runtime/pipe/schedule.py TrainSchedule), ZeRO stages 0 and 1 only
    # (pipe/engine.py asserts "ZeRO-2 and ZeRO-3 are incompatible with pipeline parallelism")
    deepspeed_pipeline: bool = False
    # ZeRO-1/2 reduce the gradients on the compute stream, not hidden behind the backward:
    # DeepSpeed's overlap_comm is false unless set at stages 1 and 2 (true at 3:
    # deepspeed/runtime/zero/config.py DeepSpeedZeroConfig overlap_comm_valid; the reduction
    # runs on the current stream without it, stage_1_and_2.py average_tensor)
    serial_zero_reduce: bool = False
    # Attention without flash kernels keeps only the 16-bit probabilities of a fused
    # scale-mask-softmax kernel (Megatron's FusedScaleMaskSoftmax), not eager PyTorch's fp32
    # softmax output beside its 16-bit copy
    fused_softmax: bool = False
    # The optimizers its trainer builds, where it has its own short list (Megatron's adam or
    # sgd, with momentum unless 0; mlx.optimizers), with the source; empty: any (low-bit ones
    # where offered)
    optimizers: tuple[str, ...] = ()
    optimizers_source: str = ""
    # Trains mixture-of-experts models; False: its MoE layers come from a library the planner
    # does not model (Megatron-DeepSpeed's DeepSpeed-MoE, capacity-factor dispatch), refused
    # by name
    trains_moe: bool = True
    # LoRA on the last N layers only (plan.lora_layers): the framework's option, with where it
    # is documented; "": every targeted module of every layer gets an adapter (refused by name)
    lora_layers_source: str = ""
    # The gradient is traced from the trainable parameters only (MLX's vjp), so frozen layers
    # below the lowest adapter never run backward, checkpointing or not (plan/fields.py
    # backward_layers); PEFT on PyTorch stacks makes the inputs require grad under whole-layer
    # checkpointing (LoRA on the last layers), freeze does not
    autodiff_from_trainable: bool = False
    # The training precisions the framework runs, where it has its own list (MLX trains in the
    # weights' own dtype: bf16 or fp32); empty: every recipe, FP8 and NVFP4 where offered
    training_precisions: tuple[str, ...] = ()
    # MLX (mlx-lm): a layer keeps what MLX's vjps read (memory/mlx_layers.py), LoRA adapters
    # and their optimizer states are float32 over bf16 weights, and its quantization (affine,
    # mlx_lm.convert) stores the embedding and lm_head in the quantized format too
    mlx_layers: bool = False
    adapters_fp32: bool = False
    # LoRA through PEFT's layers (peft/tuners/lora/layer.py Linear.forward): each adapted module
    # casts its input to the adapters' dtype, drops it out and multiplies it by lora_A beside
    # the base layer — element-wise traffic over the module's input width that time/steptime.py
    # counts (peft_adapter_bytes); the source that says the framework builds its adapters so
    # ("": adapters of its own)
    peft_adapters: str = ""
    quantizes_embedding: bool = False
    # Trains only on one GPU or as whole data-parallel copies (no ZeRO, tensor or pipeline
    # parallelism): Unsloth's multi-GPU guide is DDP through accelerate or torchrun.
    data_parallel_only: bool = False
    # Methods it trains on one GPU only, and the source that says so (LitGPT refuses its
    # quantized layers on several devices)
    one_gpu_methods: tuple[Method, ...] = ()
    one_gpu_source: str = ""
    # Its trainer shards by data (and sequence) only: no tensor-parallel degree for the model
    # it trains (its inference engine's own rollout_tp aside). verl's FSDP workers: github
    # volcengine/verl @17aa18cb verl/trainer/config/engine/fsdp.yaml (fsdp_size and
    # ulysses_sequence_parallel_size, no tensor-parallel size; its Megatron workers have one).
    # The value names the profile that does ("" where the trainer offers it).
    no_training_tp: str = ""
    # The RL offloads it has (the plan fields rollout_sleep, offload_training,
    # offload_frozen), what the fixes of a plan that does not fit may propose; the fields' help
    # names each framework's option
    rl_offloads: frozenset[str] = frozenset()
    # DAPO's dynamic sampling: it generates more groups until its batch holds enough whose
    # completions scored apart (docs/LIMITS.md "Dynamic sampling (DAPO)" names each one's
    # bound); TRL's loss_type "dapo" has none
    dynamic_sampling: bool = False
    # GRPO or RLOO with one completion a prompt: the source that its advantage takes a lone
    # completion's reward as it is (GRPO: a group of one given mean 0 and deviation 1; RLOO:
    # no other completion to take a baseline from) rather than refusing it ("": at least two,
    # TRL's GRPOConfig num_generations check)
    lone_completion: str = ""
    # On a GPU without bf16 (V100, T4) it trains even a pure-bf16 plan in fp16 (Unsloth picks
    # float16 there when dtype is None); elsewhere pure bf16 is refused on such GPUs (the mixed
    # recipes run as their fp16 twins, with a warning).
    fp16_fallback: bool = False
    # Serving: the KV cache dtypes and weight formats the engine offers (empty: not restricted
    # here), with the source that says so; a plan with another is refused by name.
    kv_dtypes: tuple[str, ...] = ()
    # Serving: the KV cache takes the format the checkpoint was calibrated for unless told
    # (TensorRT-LLM's KvCacheConfig.dtype "auto"); others keep the model's dtype.
    kv_follows_checkpoint: bool = False
    weight_formats: tuple[str, ...] = ()
    # weight format → the GPU architectures (or vendors) whose kernels the engine lacks for it
    # (vLLM's "Supported Hardware" table: no bitsandbytes or W8A8 INT8 on AMD GPUs, no W8A8
    # INT8 or FP8 on Volta)
    format_gpus_refused: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    formats_source: str = ""
    # Serving: 4-bit (AWQ/GPTQ) weights multiply through Marlin-class W4A16 kernels on NVIDIA
    # Ampere and newer (vLLM picks awq_marlin / gptq_marlin for such checkpoints, SGLang
    # likewise, TGI repacks AWQ and GPTQ to GPTQ-Marlin), whose one-token GEMV reads at a
    # measured share of a 16-bit GEMV's bandwidth (time/kernels.py INT4_GEMV_SHARE); other
    # engines' 4-bit kernels are read at the 16-bit rate
    int4_marlin: bool = False
    # Serving a hybrid: bytes per element of the recurrent (SSM) state whatever the model asks
    # (SGLang's --mamba-ssm-dtype float32; TensorRT-LLM's mamba_ssm_cache_dtype "auto", the
    # model's dtype); None: the architecture's own (RecurrentMixer.ssm_state_bytes, vLLM's
    # per-model rule), else the model's dtype; the convolution state likewise (None: the
    # model's dtype; llama.cpp keeps both in F32).
    ssm_state_bytes: float | None = None
    conv_state_bytes: float | None = None
    # The GPUs the engine runs on, by the catalog's vendor ("" for any): TensorRT-LLM builds
    # for NVIDIA GPUs only.
    gpu_vendor: str = ""
    # Runs on Apple silicon's GPU (a Metal backend): llama.cpp; CUDA/ROCm engines and the
    # PyTorch training stacks do not
    apple_metal: bool = False
    # FP8 and NVFP4, weights or KV cache, run only on GPUs with tensor cores for them (no
    # weight-only fallback as vLLM's FP8 Marlin kernels give Ampere); with the source.
    low_precision_needs_cores: bool = False
    hardware_source: str = ""
    # The NVIDIA architectures the engine supports (GpuSpec.architecture; empty: any); a GPU
    # of another known architecture is refused by name
    gpu_architectures: tuple[str, ...] = ()
    # Serving: attention data-parallel (DeepSeek-style): the parts a data-parallel group of
    # tp ÷ attention_dp GPUs holds whole among them ("attention", "embedding", "lm_head",
    # "mlp": dense MLPs and shared experts; "<part>_whole": whole on every GPU), each group its
    # own requests and their KV cache; the other parts stay split over the replica's tp GPUs
    # and routed experts over its ep or tp. Empty: the engine does not offer it. With the
    # source. `attention_dp_cap_per_group`: the scheduler's sequence cap and its token budget a
    # step hold for each group (vLLM: an engine core per DP rank; TensorRT-LLM: max_batch_size
    # and max_num_tokens per rank), else for the replica (SGLang divides max_running_requests
    # and its chunked prefill among its DP ranks).
    # Serving: prefill/decode disaggregation (plan.prefill_replicas): prompts prefilled on
    # replicas of their own and their KV cache sent to a decode replica; with the source that
    # says how the engine runs it (empty: the engine does not offer it)
    disaggregation_source: str = ""
    # The decode replica samples a request's first token (vLLM: its decode instance recomputes
    # the prompt's last token), else the prefill replica ships it with the KV cache
    disagg_decode_samples_first: bool = False
    attention_dp_parts: tuple[str, ...] = ()
    attention_dp_source: str = ""
    attention_dp_cap_per_group: bool = False
    # Its attention data parallelism is one switch over the whole tensor-parallel group, every
    # GPU a group of its own (TensorRT-LLM's enable_attention_dp: dp_size = tp_size), so
    # attention_dp is 1 or tp
    attention_dp_spans_tp: bool = False
    # Serving: its expert parallelism is one switch over every GPU of a replica (vLLM's
    # --enable-expert-parallel: EP size = TP × DP), so ep is 1 or tp; the source ("": any ep
    # that divides tp, SGLang's ep_size and TensorRT-LLM's moe_ep_size)
    ep_spans_tp: str = ""
    # Serving: its data-parallel ranks are counted beside tensor parallelism (vllm serve -tp 1
    # -dp 4 runs on 4 GPUs), where the plan's tp is the replica's GPUs: a plan typed in the
    # engine's own notation is read so (plan/typed.py); the source ("": tp is the replica's
    # GPUs in the engine's own flags too, as SGLang's --tp with --dp)
    dp_beside_tp: str = ""
    # Its own backend that runs pipeline stages, a profile of its own (LLaMA-Factory's
    # USE_MCA=1: llamafactory-megatron; verl's megatron workers: verl-megatron): a plan typed
    # with this framework and stages is planned with it (plan/typed.py), and the refusal of
    # stages points to it; "": none
    stages_backend: str = ""
    # Its own trainer also splits a model's layers over the GPUs (transformers' device_map, not
    # modelled): "pp" typed with it may mean that split as well as its staging backend, so a
    # typed plan is not read as the backend (plan/typed.py); the source ("": no such split)
    device_map_split: str = ""
    # Serving: its attention multiplies in FP8 over an FP8 KV cache (queries quantized too): the
    # source that says so; "": in 16 bits whatever the cache (serving/latency.attention_peak)
    fp8_attention: str = ""

    def recurrent_cp_of(self, mixer: str, family: str) -> RecurrentCpSupport | None:
        """Its context parallelism across `mixer`'s layers of a model of `family` (None: it
        has none)."""
        for support in self.recurrent_cp:
            if support.mixer == mixer and (not support.families or family in support.families):
                return support
        return None

    def pipelines(self, method: Method) -> bool:
        """Whether its pipeline stages train `method`: 'pp' among its offers, for the methods
        pipeline_methods names where it names any."""
        return "pp" in self.offers and (
            not self.pipeline_methods or method in self.pipeline_methods
        )

    def stage_per_gpu(self, method: Method) -> bool:
        """Its default pipeline is a stage on every GPU of the machine (every `tp` GPUs where
        the user splits the layers' tensors too) — llama.cpp's layer split."""
        return bool(self.splits_layers) and method is Method.INFERENCE

    def plan_defaults(
        self, method: Method, gpus: int = 1, per_node: int = 1, tp: int | None = None
    ) -> dict[str, Any]:
        """The plan values this framework uses for `method` on `gpus` GPUs, `per_node` of them
        in each machine, when the user sets none (`tp`: the tensor-parallel size the user set)."""
        out = {**self.defaults, **self.method_defaults.get(method, {})}
        if self.shardings and method.is_training:
            out["sharding"] = self.shardings[0]
        if gpus > 1:
            out.update(self.distributed_defaults.get(method, {}))
        if self.stage_per_gpu(method):
            # a stage on every GPU of the machine, or on every tp GPUs the user groups
            out["pp"] = per_node if tp is None else max(1, per_node // tp)
        return out

    def size_rule(
        self, method: Method, gpus: int, total_params: float
    ) -> tuple[float, dict[str, Any]]:
        """(the size from which it holds, the values) of the `size_defaults` row a model of
        `total_params` parameters reaches on `gpus` GPUs; (0, {}) when the size changes
        nothing."""
        found: tuple[float, dict[str, Any]] = (0.0, {})
        rows = self.size_defaults if gpus > 1 else self.single_size_defaults
        for at_least, values in rows.get(method, ()):
            if total_params >= at_least:
                found = (float(at_least), dict(values))
        return found

    def model_defaults(self, method: Method, gpus: int, total_params: float) -> dict[str, Any]:
        """The values of `size_defaults` a model of `total_params` parameters reaches on `gpus`
        GPUs (empty: the size changes nothing)."""
        return self.size_rule(method, gpus, total_params)[1]

    def by_count(self, method: Method, total_params: float) -> tuple[dict[str, Any], ...]:
        """(one GPU's values, several GPUs' values) of the fields where the framework's
        single-device recipes and its multi-GPU ones differ for `method` on a model of
        `total_params` parameters; a field one side leaves unset is missing from it."""
        one = {**self.plan_defaults(method, 1), **self.model_defaults(method, 1, total_params)}
        many = {**self.plan_defaults(method, 2), **self.model_defaults(method, 2, total_params)}
        differ = {k for k in one.keys() | many.keys() if one.get(k, many) != many.get(k, one)}
        return (
            {k: v for k, v in one.items() if k in differ},
            {k: v for k, v in many.items() if k in differ},
        )
