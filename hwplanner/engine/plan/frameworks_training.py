"""Training framework profiles: what each trainer keeps in memory and uses unless told
otherwise (plan/frameworks.py is the registry; plan/framework_spec.py says what a profile holds)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

from hwplanner.engine.core.text import N_
from hwplanner.engine.plan.enums import (
    Attention,
    CpKind,
    Fp8Recipe,
    Loss,
    Method,
    Optimizer,
    OptimizerImpl,
    Padding,
    Precision,
    Recompute,
    RecurrentCp,
    Sharding,
    WeightFormat,
    optimizer_offer_key,
)
from hwplanner.engine.plan.framework_spec import (
    EAGER_OP_S,
    MEGATRON_METHODS,
    PEFT_LAYERS,
    TRAINING_METHODS,
    Framework,
    RecurrentCpSupport,
)

# torchtune @bd2a0fc trains the 1B class without activation checkpointing and turns it on from
# the 2–3B configs up, single-device and distributed, full and LoRA/QLoRA alike: off in
# llama3_2 1B, qwen2_5 0.5B, qwen3 0.6B and 1.7B (2.03B counted with its embeddings); on in
# gemma/gemma2 2B (2.5B/2.6B counted), llama3_2 3B, qwen2_5 3B and every larger config. The
# switch is placed between the two counts. Configs the rule does not follow: qwen2 0.5B/1.5B
# (on, except its distributed full configs), qwen2_5 1.5B (on in full configs), and the
# multi-GPU LoRA configs, which stay off up to 32B (their own rows).
# torchao's 4-bit AdamW (AdamW4bit) where the framework takes it: Hugging Face's
# TrainingArguments optim="adamw_torch_4bit" (transformers OptimizerNames.ADAMW_TORCH_4BIT), and
# so the trainers built on it (LLaMA-Factory, ms-swift, Unsloth, Axolotl; TRL); torchtune's
# optimizer._component_=torchao.optim.AdamW4bit; PyTorch FSDP2, whose DTensor parameters the
# low-bit optimizers take (github pytorch/ao torchao/optim/README.md)
AO_ADAMW_4BIT = optimizer_offer_key(Optimizer.ADAMW_4BIT)
HF_TORCHAO_BLOCK = 256  # Framework.torchao_4bit_block through Hugging Face's Trainer
# GaLore through Hugging Face's optim names (galore_adamw, galore_adamw_8bit, galore_adafactor,
# their _layerwise forms stepping each layer in backward; transformers OptimizerNames, with
# optim_target_modules and optim_args rank=…), which LLaMA-Factory (use_galore, galore_rank,
# galore_layerwise), ms-swift (--use_galore) and Axolotl (optimizer: galore_…) pass on
GALORE = ("galore", "galore_layerwise")

OFF_FROM_1B_CLASS: tuple[tuple[float, Mapping[str, Any]], ...] = (
    (0, {"recompute": Recompute.NONE}),
    (2.4e9, {"recompute": Recompute.FULL}),
)

# The Hugging Face-based trainers shard through accelerate, with DeepSpeed's ZeRO (the default
# here: the ds_config files these projects ship for stages 2 and 3) or PyTorch FSDP (accelerate's
# FullyShardedDataParallelPlugin, fsdp_version 1 or 2; the Trainer's --fsdp), whose mixed
# precision reduces the gradients in the compute dtype (accelerate src/accelerate/utils/
# dataclasses.py FullyShardedDataParallelPlugin.set_mixed_precision: MixedPrecision(param_dtype=
# dtype, reduce_dtype=dtype, buffer_dtype=dtype); the Trainer's own FSDP wrap alike)
ACCELERATE_SHARDING: dict[str, Any] = {
    "shardings": (Sharding.DEEPSPEED, Sharding.FSDP),
    "fsdp_reduce_bytes": 2.0,
}

HF = Framework(
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
    torchao_4bit_block=HF_TORCHAO_BLOCK,
    liger_loss=True,
    offers=frozenset(
        {
            "liger",
            *GALORE,
            AO_ADAMW_4BIT,
            "train_embeddings",
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
            "cp:ulysses",
        }
    ),
    ulysses_via_deepspeed=True,
    kernel_launch_s=EAGER_OP_S,
    lora_layers_source="PEFT LoraConfig(layers_to_transform=[…]) (peft/tuners/lora/config.py)",
    static_batching=True,
    serving_source="transformers generate() with DynamicCache (a batch of prompts padded, "
    "prefilled together and decoded until its longest answer ends: static batching); eager "
    "kernel launches",
    sharded_fp32_master=True,  # DeepSpeed bf16 mode or accelerate's FSDP upcast
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
    transformers_modeling=True,  # its models are transformers' own
    peft_adapters=PEFT_LAYERS,
    **ACCELERATE_SHARDING,
)

TORCHTUNE = Framework(
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
        m: OFF_FROM_1B_CLASS for m in (Method.PRETRAIN, Method.FULL, Method.LORA, Method.QLORA)
    },
    # its allocator reserve is derived from a published log: engine/core/derived.py
    allocator_share_derived=True,
    offers=frozenset(
        {
            AO_ADAMW_4BIT,
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
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
    shardings=(Sharding.FSDP,),  # training.shard_model: fully_shard of each layer and the model
)

DEEPSPEED = Framework(
    "deepspeed",
    "DeepSpeed ZeRO",
    TRAINING_METHODS,
    {
        "precision": Precision.MIXED,
        "optimizer_impl": OptimizerImpl.FUSED,
        "recompute": Recompute.NONE,
        "cp_kind": CpKind.ULYSSES,  # its only sequence parallelism (DeepSpeed-Ulysses)
        "fp8_recipe": Fp8Recipe.DELAYED,  # its only FP8 recipe (accelerate's TE backend)
    },
    "bf16 working weights and gradients, fp32 master copy and Adam states, fused Adam; "
    "at ZeRO stage 0 (unless set) its BF16_Optimizer: an fp32 gradient buffer of the whole "
    "model, master and states sharded over data-parallel ranks; no activation checkpointing "
    "unless the model asks for it",
    "DeepSpeed bf16 config with ZeRO: fp32 master weights and states; FusedAdam; "
    "activation checkpointing only where the model calls deepspeed.checkpointing."
    "checkpoint (the config's activation_checkpointing section configures it, it "
    "turns nothing on: https://deepspeed.readthedocs.io/en/latest/"
    "activation-checkpointing.html); bf16 at stage 0 steps through BF16_Optimizer (fp32 "
    "gradient buffer, master and states sharded over data-parallel ranks: microsoft/DeepSpeed"
    "@06e39a5 deepspeed/runtime/bf16_optimizer.py); FP8 through accelerate's Transformer Engine "
    "backend (mixed_precision fp8, fp8_config backend TE, DelayedScaling), with ZeRO 1 to 3 "
    "(huggingface/accelerate@076e86e docs/source/usage_guides/low_precision_training.md, "
    "'Example Zoo': DeepSpeed ZeRO 1 through 3; benchmarks/fp8)",
    deepspeed_offload=True,
    sharded_fp32_master=True,
    bf16_optimizer=True,
    serial_zero_reduce=True,
    offers=frozenset(
        {
            "fp8:delayed",
            "activation_offload",
            "offload:optimizer",
            "offload:optimizer+params",
            "offload_device:nvme",
            "compile",
            "cp:ulysses",
        }
    ),
    zero3_recompute_regathers=True,  # its ZeRO-3 is DeepSpeed's
    transformers_modeling=True,  # its models are transformers' own
)

FSDP = Framework(
    "fsdp",
    "PyTorch FSDP",
    TRAINING_METHODS,
    {
        "precision": Precision.MIXED,
        "optimizer_impl": OptimizerImpl.FOREACH,
        "zero": 3,
        "recompute": Recompute.NONE,
        "pp_ends_as_layers": True,
    },
    "MixedPrecision(param_dtype=bf16) over fp32 sharded parameters; FULL_SHARD (the "
    "default sharding strategy); no activation checkpointing unless applied; eager "
    "PyTorch layers unless compiled or fused RMSNorm kernels are set, attention through "
    "FlashAttention-2 or SDPA unless cuDNN fused attention is set; FP8 through torchao "
    "(tensorwise, rowwise: torchtitan; tensorwise weights cast on their shards and gathered "
    "in FP8 when FP8 weights are set) or Transformer Engine's delayed scaling (Composer's "
    "amp_fp8), each linear's input kept as its FP8 copy; with "
    "tensor parallelism the loss runs under PyTorch's loss_parallel (torchtitan); pipeline "
    "stages split as torchtitan splits them, the embedding and the output layer each "
    "weighing one layer",
    "PyTorch FSDP MixedPrecision docs; Composer's amp_fp8: te.fp8_autocast with "
    "DelayedScaling (mosaicml/composer@02c872e composer/core/precision.py); checkpointing is "
    "a separate wrapper "
    "(torch.distributed.algorithms._checkpoint.checkpoint_wrapper "
    "apply_activation_checkpointing) FSDP does not apply; selective recompute as torchtitan "
    "applies it (torchtitan/distributed/activation_checkpoint.py, selective_ac_option 'op': "
    "save the outputs of matmuls, SDPA and reduce-scatter except every second matmul); "
    "DualPipeV as torchtitan runs it (parallelism.pipeline_parallel_schedule DualPipeV, "
    "torch.distributed.pipelining ScheduleDualPipeV); stage split: torchtitan "
    "generate_llm_fqn_per_model_part (input_weight = output_weight = 1 by default, the "
    "remainder to the first stages; github pytorch/torchtitan@02ef790 "
    "torchtitan/distributed/pipeline_parallel.py)",
    offers=frozenset(
        {
            AO_ADAMW_4BIT,
            "pp",
            "pp_ends_as_layers",
            "pp_schedule:dualpipev",
            "activation_offload",
            "offload:optimizer+params",
            "compile",
            "fused_norms",
            "cudnn_attention",
            "fp8:tensorwise",
            "fp8:rowwise",
            "fp8:delayed",
            "fp8_params",  # torchao's float8 all-gather (formats.fp8_gathered)
            "cp:ring",
            "loss:plain_bf16",
            "loss:fused_ce",
        }
    ),
    loss_parallel=True,
    per_op_sac=True,
    pipeline_methods=(Method.PRETRAIN, Method.FULL),  # torchtitan: no LoRA, QLoRA or freezing
    float8_compiled=True,  # torchtitan compiles its float8 layers (torchao README)
    shardings=(Sharding.FSDP,),  # torchtitan apply_fsdp: fully_shard of each block and the model
    # torchtitan's MixedPrecisionPolicy reduce_dtype: job_config.py mixed_precision_reduce,
    # "float32" by default (github pytorch/torchtitan torchtitan/config/job_config.py)
    fsdp_reduce_bytes=4.0,
)


# Megatron-LM's optimizers: --optimizer adam (Apex/TE FusedAdam, decoupled weight decay) or sgd
# (--sgd-momentum, 0.9 unless set), nothing low-bit (megatron/training/arguments.py
# _add_training_args choices ['adam', 'sgd']; Megatron-Core OptimizerConfig.optimizer); its
# --optimizer-cpu-offload steps fp32 torch AdamW on the host (HybridDeviceOptimizer).
# Megatron-DeepSpeed keeps the same two (megatron/arguments.py)
class Optimizers(TypedDict):
    optimizers: tuple[str, ...]
    optimizers_source: str


MEGATRON_OPTIMIZERS: Optimizers = {
    "optimizers": (Optimizer.ADAMW.value, Optimizer.SGD.value, Optimizer.SGD_MOMENTUM.value),
    "optimizers_source": N_(
        "Source", "Megatron's --optimizer adam or sgd (megatron/training/arguments.py)"
    ),
}


# What Megatron-Core's GPT layers keep and run, whichever launcher builds them (Megatron-LM,
# NeMo, Megatron-SWIFT): cuDNN fused attention and Transformer Engine's fused kernels and layers,
# one contiguous fp32 gradient buffer, its vocabulary-parallel cross-entropy
class CoreLayers(TypedDict):
    fused_attention: bool
    fused_kernels: bool
    te_layers: bool
    grad_buffer: bool
    megatron_cross_entropy: bool
    expert_tp_is_tp: bool
    recurrent_cp: tuple[RecurrentCpSupport, ...]


# Megatron-Core's context parallelism across a hybrid's recurrent layers: all-to-alls to head
# parallelism around the mixer's convolution and scan, then back (its heads divide by tp × cp)
# The families Qwen3.5's configs name (its dense and MoE models, their text towers)
QWEN3_5_FAMILIES = ("qwen3_5", "qwen3_5_moe", "qwen3_5_text", "qwen3_5_moe_text")

MCORE_RECURRENT_CP = (
    RecurrentCpSupport(
        "gated_deltanet",
        RecurrentCp.HEADS,
        N_(
            "Source",
            "github NVIDIA/Megatron-LM@e867835174aecbc95c2e8e1b1d61b68e05f2c061 "
            "megatron/core/ssm/gated_delta_net.py (GatedDeltaNet.forward: tensor_a2a_cp2hp of "
            "the input projection's output, tensor_a2a_hp2cp of the gated norm's output)",
        ),
    ),
    RecurrentCpSupport(
        "mamba2",
        RecurrentCp.HEADS,
        N_(
            "Source",
            "github NVIDIA/Megatron-LM@00caa53af30912914981c86f39db123961678bbd "
            "megatron/core/ssm/mamba_context_parallel.py (MambaContextParallel: all-to-alls of "
            "z, x, B, C and dt before the convolution and scan, of their output after)",
        ),
    ),
)

# Megatron-Core's DeepSeek Sparse Attention: the indexer without gradient unless its KL loss
# is asked (dsa_indexer_loss_coeff, off by default), a sparse MLA kernel, the indexer's fp32
# scores over every key for 8,192 queries at a time
MCORE_SPARSE_TRAINING = N_(
    "Source",
    "github NVIDIA/Megatron-LM@00bebb45 megatron/core/transformer/experimental_attention_"
    "variant/dsa.py (DSAttention.forward: the indexer under torch.no_grad unless "
    "dsa_indexer_loss_coeff > 0), ops/sparse_mla.py @d55a270c (SparseMLA saves q, kv, "
    "indices, out, lse), ops/indexer.py @e06060a8 (fused_indexer_block_size 8192)",
)
MCORE_INDEX_SCORE_ROWS = 8192

MEGATRON_CORE: CoreLayers = {
    "fused_attention": True,
    "fused_kernels": True,
    "te_layers": True,
    "grad_buffer": True,
    "megatron_cross_entropy": True,
    "expert_tp_is_tp": True,
    "recurrent_cp": MCORE_RECURRENT_CP,
}

MEGATRON = Framework(
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
    "megatron/core/distributed/param_and_grad_buffer.py (grad_data); Apex FusedAdam; "
    "megatron/core/model_parallel_config.py (cpu_offloading, cpu_offloading_num_layers: "
    "activations of that many layers offloaded to the CPU); --fp8-recipe tensorwise, delayed, "
    "mxfp8, blockwise (megatron/training/arguments.py); zero-bubble ZB-H1 schedule through "
    "Sea AI Lab's patch for Megatron-LM (github sail-sg/zero-bubble-pipeline-parallelism "
    "README: zbpp_light.patch_megatron(), or its ~40-line zb-h1-quick-start patch); "
    "Megatron-Core's account_for_embedding_in_pipeline_split and "
    "account_for_loss_in_pipeline_split (the layers plus one for each split evenly over the "
    "pipeline's chunks), as github NVIDIA-NeMo/Megatron-Bridge@0d5f555 "
    "src/megatron/bridge/recipes/llama/llama3.py sets them for Llama 3.1 405B; "
    "--cross-entropy-loss-fusion with --cross-entropy-fusion-impl te (Transformer Engine's "
    "parallel_cross_entropy; refused again from NVIDIA/Megatron-LM PR #5115, 2026)",
    offers=frozenset(
        {
            "pp",
            "pp_schedule:zb1p",
            "offload:optimizer",
            "fp8:tensorwise",
            "fp8:delayed",
            "fp8:blockwise",
            "fp8:mxfp8",
            "cp:ring",
            "recompute_layers",
            "activation_offload",
            "activation_offload_layers",
            "fp8_params",
            "fp8_attention",
            "fp4_params",
            "train_cuda_graphs:layers",
            "train_cuda_graphs:full_iteration",
            "nvfp4",
            "pp_ends_as_layers",
            "loss:fused_ce_inplace",
        }
    ),
    **MEGATRON_CORE,
    **MEGATRON_OPTIMIZERS,
    sparse_training=MCORE_SPARSE_TRAINING,
    index_score_rows=MCORE_INDEX_SCORE_ROWS,
)

# Megatron-DeepSpeed (microsoft/Megatron-DeepSpeed, now deepspeedai/; BigScience's fork for
# BLOOM): Megatron-LM's 2021-era layers (apex fused LayerNorm, fused bias-GeLU and
# scale-mask-softmax, vocabulary-parallel cross-entropy over fp32 logits; no Transformer
# Engine unless --transformer-impl transformer_engine, off here) run by DeepSpeed's engine
MEGATRON_DEEPSPEED = Framework(
    "megatron-deepspeed",
    "Megatron-DeepSpeed",
    (Method.PRETRAIN, Method.FULL),
    {
        "precision": Precision.MIXED,
        "optimizer_impl": OptimizerImpl.FUSED,
        "zero": 0,
        "recompute": Recompute.NONE,
        "attention": Attention.EAGER,
        "sequence_parallel": False,
        "cp_kind": CpKind.ULYSSES,
    },
    "bf16 weights and .grad, an fp32 gradient buffer of the whole model (DeepSpeed's "
    "BF16_Optimizer: ds config stage 0 with bf16), fp32 master and Adam states sharded over "
    "data-parallel ranks as ZeRO-1 does; attention without flash kernels unless "
    "--use-flash-attn-v2, fused softmax; no activation checkpointing unless "
    "--checkpoint-activations; Megatron sequence parallelism off unless --sequence-parallel; "
    "the pipeline as DeepSpeed's 1F1B",
    "microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py (fp32_groups_gradients_"
    "flat = zeros_like(bf16_groups_flat, fp32): not sharded; fp32 master partition per "
    "data-parallel rank); bigscience-workshop/bigscience@e726b15 train/tr11-176B-ml/README.md "
    "('BF16_Optimizer accumulates grads in fp32 … doesn't shard the static fp32 buffer', 'bf16 "
    "must use z0'); microsoft/DeepSpeed@0050fda deepspeed/runtime/pipe/engine.py (ZeRO-2/3 "
    "incompatible with pipeline parallelism; gradients all-reduced after the last backward) and "
    "@077e674 pipe/schedule.py TrainSchedule (1F1B, no virtual stages); deepspeedai/Megatron-"
    "DeepSpeed@207b2d5 megatron/arguments.py (--checkpoint-activations, --recompute-granularity, "
    "--use-flash-attn-v2, --sequence-parallel, --ds-sequence-parallel-size, --no-pipeline-"
    "parallel) and @4e98c73 megatron/model/transformer.py (FusedScaleMaskSoftmax; Ulysses "
    "DistributedAttention); MoE through DeepSpeed-MoE without pipeline only "
    "(examples_deepspeed/MoE/ds_pretrain_gpt_1.3B_MoE128.sh); the zero-bubble ZB-H1 schedule "
    "as --enable-zbh1-pipeline (microsoft/Megatron-DeepSpeed@c84829e megatron/core/"
    "pipeline_parallel/deepspeed_zbh1_schedule.py ZeroBubbleH1Pipeline: backward-only and "
    "weight passes; megatron/arguments.py refuses it with --sequence-parallel)",
    deepspeed_offload=True,
    offers=frozenset({"pp", "offload:optimizer", "cp:ulysses", "pp_schedule:zb1p"}),
    fused_kernels=True,
    grad_buffer=False,
    megatron_cross_entropy=True,
    bf16_optimizer=True,
    serial_zero_reduce=True,
    deepspeed_pipeline=True,
    fused_softmax=True,
    trains_moe=False,
    # --bf16 or --fp16 through DeepSpeed's engine (an fp32 master copy always), or fp32:
    # no pure-bf16 or autocast-over-fp32 mode (megatron/arguments.py)
    training_precisions=("fp32", "mixed", "mixed_fp32_grads"),
    **MEGATRON_OPTIMIZERS,
    zero3_recompute_regathers=True,  # its ZeRO-3 is DeepSpeed's
)

UNSLOTH = Framework(
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
    torchao_4bit_block=HF_TORCHAO_BLOCK,
    offers=frozenset(
        {
            AO_ADAMW_4BIT,
            "train_embeddings",
            "loss:fused_linear",
            "activation_offload",
            "paged_optimizer",
            "compile",
        }
    ),
    fused_layer_kernels="Unsloth's Triton kernels patched into the models it supports "
    "(github unslothai/unsloth unsloth/kernels/rms_layernorm.py fast_rms_layernorm, "
    "rope_embedding.py fast_rope_embedding, swiglu.py swiglu_fg_kernel)",
    lora_kernels=True,
    data_parallel_only=True,
    fp16_fallback=True,
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
    peft_adapters=PEFT_LAYERS,
)

LLAMAFACTORY = Framework(
    "llamafactory",
    "LLaMA-Factory",
    TRAINING_METHODS,
    {
        "freeze_vision": True,  # freeze_vit / freeze_vision_tower: on by default
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
    "ds_z2_offload/ds_z3_offload configs; ZeRO-2 as its shipped ds_z2_config.json runs it, "
    "overlap_comm false (hiyouga/LLaMA-Factory@1d6e8b2 examples/deepspeed/ds_z2_config.json)",
    qlora_fp32_extras=True,
    fused_expert_lora=True,
    deepspeed_offload=True,
    serial_zero_reduce=True,
    torchao_4bit_block=HF_TORCHAO_BLOCK,
    liger_loss=True,
    offers=frozenset(
        {
            "liger",
            *GALORE,
            AO_ADAMW_4BIT,
            "train_embeddings",
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
    sharded_fp32_master=True,  # DeepSpeed bf16 mode or accelerate's FSDP upcast
    zero3_recompute_regathers=True,  # its ZeRO-3 is DeepSpeed's
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
    transformers_modeling=True,  # its models are transformers' own
    peft_adapters=PEFT_LAYERS,
    stages_backend="llamafactory-megatron",
    **ACCELERATE_SHARDING,
)

SWIFT = Framework(
    "swift",
    "ms-swift",
    TRAINING_METHODS,
    {
        "freeze_vision": True,  # freeze_vit / freeze_vision_tower: on by default
        "precision": Precision.AMP,
        "optimizer_impl": OptimizerImpl.FOREACH,
        "recompute": Recompute.FULL,
        "lora_rank": 8,
        "lora_dropout": 0.05,
        "cp_kind": CpKind.ULYSSES,  # sequence_parallel_size: Ulysses
    },
    "Hugging Face Trainer + PEFT underneath, the model loaded in its checkpoint's dtype "
    "(bf16): full training keeps bf16 weights and AdamW states, no fp32 master (DeepSpeed "
    "keeps one per shard), PEFT's adapters are upcast to fp32 under bf16 autocast; "
    "gradient checkpointing on by default, LoRA rank 8 on every linear layer, dropout 0.05; "
    "Liger kernels, DeepSpeed "
    "offload and Ulysses sequence parallelism (sequence_parallel_size; ring attention with "
    "SEQUENCE_PARALLEL_IMPL=ring_attention) on request",
    "ms-swift command-line parameters (gradient_checkpointing True, use_liger_kernel, "
    "sequence_parallel_size, deepspeed zero2_offload/zero3_offload); "
    "swift/arguments/tuner_args.py @3602360 (lora_dropout 0.05), @0bb3103b (lora_rank 8, "
    "target_modules all-linear); "
    "swift/llm/argument/base_args/model_args.py (torch_dtype None: the checkpoint's "
    "model_info.torch_dtype, bf16=True with it); examples/train/full/train.sh @0338ab3 "
    "(Qwen2-7B full fine-tuning on one GPU: 76 GiB)",
    method_defaults={
        Method.PRETRAIN: {"precision": Precision.BF16},
        Method.FULL: {"precision": Precision.BF16},
        Method.FREEZE: {"precision": Precision.BF16},
    },
    qlora_fp32_extras=True,
    fused_expert_lora=True,
    deepspeed_offload=True,
    torchao_4bit_block=HF_TORCHAO_BLOCK,
    liger_loss=True,
    offers=frozenset(
        {
            "liger",
            *GALORE,
            AO_ADAMW_4BIT,
            "train_embeddings",
            "loss:fused_linear",
            "loss:cut",  # --use_cce (examples/train/cce/sft.sh @4efc13a)
            "paged_optimizer",
            "offload:optimizer",
            "offload:optimizer+params",
            "offload_device:nvme",
            "compile",
            "cp:ulysses",
            # SEQUENCE_PARALLEL_IMPL=ring_attention: github modelscope/ms-swift @24159dab
            # examples/train/long_text/ring_attention/sequence_parallel.sh
            "cp:ring",
        }
    ),
    # --packing true: position_ids per sample and flash-attention's varlen kernels ("If not
    # using flash_attn, or transformers<4.44 ... please remove --packing true")
    packing_within_samples="ms-swift --packing true (examples/train/packing: requires "
    "flash_attn; rows carry each sample's position_ids, flash-attention varlen)",
    # a GPU without bf16 (T4, V100): fp16 mixed precision instead (its _init_mixed_precision
    # turns fp16 on for an fp16 or fp32 torch_dtype), the pure-bf16 default not refused
    fp16_fallback=True,
    sharded_fp32_master=True,  # DeepSpeed bf16 mode or accelerate's FSDP upcast
    zero3_recompute_regathers=True,  # its ZeRO-3 is DeepSpeed's
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
    transformers_modeling=True,  # its models are transformers' own
    peft_adapters=PEFT_LAYERS,
    stages_backend="swift-megatron",
    device_map_split="Qwen docs, MS-SWIFT (https://qwen.readthedocs.io/en/stable/training/"
    "ms_swift.html: distributed training by DDP, device_map, DeepSpeed ZeRO-2/ZeRO-3, FSDP, "
    "and Megatron-SWIFT)",
    **ACCELERATE_SHARDING,
)

AXOLOTL = Framework(
    "axolotl",
    "Axolotl",
    TRAINING_METHODS,
    {
        "precision": Precision.AMP,
        "optimizer_impl": OptimizerImpl.FOREACH,
        "recompute": Recompute.FULL,
    },
    "Hugging Face Trainer + PEFT underneath, the model loaded in bf16 (bf16: auto): full "
    "training keeps no fp32 master copy (DeepSpeed and FSDP keep one per shard), PEFT's "
    "adapters are upcast to fp32 (autocast_adapter_dtype) under bf16 autocast; "
    "gradient checkpointing as in its example configs; chunked cross-entropy, Liger or Cut "
    "Cross-Entropy plugins, activation offloading, paged optimizers, DeepSpeed/FSDP offload "
    "and ring-attention context parallelism on request",
    "Axolotl examples/llama-3 fft-8b.yaml (paged_adamw_8bit), lora-8b.yml "
    "(adamw_bnb_8bit), qlora.yml (paged_adamw_32bit), all with gradient_checkpointing "
    "@067b021; config schema (activation_offloading, liger / cut_cross_entropy plugins, "
    "context_parallel_size, deepspeed/fsdp); github axolotl-ai-cloud/axolotl@70be5461ba09e98"
    "6aecb2eff3eef1246ce4285c4 src/axolotl/utils/config/__init__.py resolve_dtype (bf16 "
    "'auto' → True on a bf16 GPU → cfg.torch_dtype = torch.bfloat16, the dtype the model is "
    "loaded in); @3edad039d4bb8f4af152cf1bf785f9499dcbefa8 "
    "src/axolotl/monkeypatch/loss/chunked.py (chunked_cross_entropy: the logits upcast to "
    "fp32 one of 8 chunks at a time, torchtune's CEWithChunkedOutputLoss)",
    lora_layers_source="Axolotl peft_layers_to_transform (its config schema; passed to PEFT's "
    "LoraConfig layers_to_transform)",
    method_defaults={
        Method.PRETRAIN: {"precision": Precision.BF16},
        Method.FULL: {
            "precision": Precision.BF16,
            "optimizer": Optimizer.ADAMW_8BIT,
            "paged_optimizer": True,
        },
        Method.FREEZE: {"precision": Precision.BF16},
        Method.LORA: {"optimizer": Optimizer.ADAMW_8BIT},
        Method.QLORA: {"paged_optimizer": True},
    },
    # after the k-bit preparation Axolotl casts norms and embedding modules back to the training
    # dtype for LoRA and QLoRA (axolotl/loaders/model.py: needs_fa2_dtype, "Converting modules
    # to %s", _convert_embedding_modules_dtype; not under QLoRA with FSDP): no fp32 extras
    qlora_fp32_extras=False,
    # sample_packing: multipack rows whose samples flash-attention's varlen kernels keep
    # apart (cu_seqlens; axolotl docs/multipack.qmd)
    packing_within_samples="Axolotl sample_packing (multipack; flash-attention varlen with "
    "each sample's cu_seqlens: github axolotl-ai-cloud/axolotl docs/multipack.qmd)",
    fused_expert_lora=True,
    deepspeed_offload=True,
    torchao_4bit_block=HF_TORCHAO_BLOCK,
    offers=frozenset(
        {
            "liger",
            "loss:chunked",
            *GALORE,
            AO_ADAMW_4BIT,
            "train_embeddings",
            "loss:fused_linear",
            "loss:cut",
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
    sharded_fp32_master=True,  # DeepSpeed bf16 mode or accelerate's FSDP upcast
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
    transformers_modeling=True,  # its models are transformers' own
    peft_adapters=PEFT_LAYERS,
    **ACCELERATE_SHARDING,
)

NEMO = Framework(
    "nemo",
    "NeMo (Megatron-Core)",
    MEGATRON_METHODS,
    {
        "precision": Precision.MIXED_FP32_GRADS,
        "optimizer_impl": OptimizerImpl.FUSED,
        "recompute": Recompute.NONE,
        "fp8_params": True,
    },
    "Megatron-Core underneath: bf16 weights, one fp32 main-gradient buffer, fp32 master "
    "+ Adam in the distributed optimizer (ZeRO-1) for pre-training and full "
    "fine-tuning, a plain optimizer for LoRA; no activation recompute unless set; "
    "Transformer Engine FP8 recipes, which keep the layers' weights in FP8 "
    "(fp8_param_gather); context parallelism (ring, through Transformer "
    "Engine attention); no QLoRA (peft schemes lora, dora, canonical_lora); pre-training "
    "overlaps the tensor-parallel communication with the GEMMs (CommOverlapConfig "
    "tp_comm_overlap)",
    "github NVIDIA/NeMo @8cfedd7 nemo/collections/llm/recipes: optim/adam.py "
    "distributed_fused_adam_with_cosine_annealing (use_distributed_optimizer=True), "
    "llama31_8b.py finetune_recipe (LoRA: use_distributed_optimizer = False; "
    "ddp grad_reduce_in_fp32=True; no recompute_granularity, Megatron-Core's default "
    "None), precision/mixed_precision.py bf16_mixed; peft/__init__.py PEFT_STR2CLS; "
    "fp8 recipes: delayed, tensorwise current scaling, blockwise, MXFP8 (Megatron-Core's "
    "fp8_recipe) "
    "(precision/mixed_precision.py bf16_with_fp8_mixed, bf16_with_fp8_current_scaling_mixed: "
    "fp8_param_gather = True); Megatron-Core optimizer CPU offload; "
    "gpt/model/base.py default_layer_spec (Transformer Engine layer spec when TE is installed, "
    "as in the NeMo container: TE fused attention and fused norms/activations, as megatron); "
    "Megatron-Core's cross_entropy_fusion_impl te (Transformer Engine's fused cross-entropy), "
    "which Megatron-Bridge's Llama 3 and Qwen recipes set from NeMo 25.11 (NVIDIA-NeMo/"
    "Megatron-Bridge PR #1154, in r0.2.0 by #1201) until PR #4138 (2026-06); "
    "tp_comm_overlap in pre-training: github NVIDIA-NeMo/Megatron-Bridge "
    "src/megatron/bridge/recipes/llama/llama3.py llama3_70b_pretrain_config "
    "(comm_overlap_config=CommOverlapConfig(tp_comm_overlap=True, "
    "tp_comm_overlap_cfg=userbuffers_bf16_h100_h8192_tp4_mbs1_seqlen8192)), NVIDIA/NeMo "
    "@0189a3b nemo/collections/llm/recipes/llama3_70b.py pretrain_recipe_performance "
    "(MegatronCommOverlapCallback tp_comm_overlap=True)",
    method_defaults={
        Method.PRETRAIN: {"zero": 1, "tp_comm_overlap": True},
        Method.FULL: {"zero": 1},
    },
    # fine-tuning's packed sequences (packed_sequence_specs) reach Megatron-Core as THD rows
    # with each sample's cu_seqlens, so attention keeps each sample to itself
    packing_within_samples="NeMo 2.0 fine-tuning with packed sequences (packed_sequence_specs): "
    "each row's samples go to Megatron-Core as THD with their boundaries (github NVIDIA/NeMo "
    "@7ce2c555 nemo/collections/llm/gpt/model/base.py get_packed_seq_params: PackedSeqParams "
    "cu_seqlens_q/kv, qkv_format 'thd', passed to TEDotProductAttention; NeMo user guide "
    "24.09, 'Sequence Packing for SFT/PEFT'), so attention keeps each sample to itself",
    offers=frozenset(
        {
            "pp",
            "offload:optimizer",
            "fp8:tensorwise",
            "fp8:delayed",
            "fp8:blockwise",
            "fp8:mxfp8",
            "cp:ring",
            "recompute_layers",
            "activation_offload",
            "activation_offload_layers",
            "fp8_params",
            "fp8_attention",
            "fp4_params",
            "train_cuda_graphs:layers",
            "train_cuda_graphs:full_iteration",
            "nvfp4",
            "pp_ends_as_layers",
            "loss:fused_ce_inplace",
        }
    ),
    **MEGATRON_CORE,
    **MEGATRON_OPTIMIZERS,
)

LITGPT = Framework(
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
    # on several devices Fabric's FSDPStrategy(auto_wrap_policy={Block},
    # activation_checkpointing_policy={Block}, limit_all_gathers=True, cpu_offload=False):
    # FSDP1 full shard of every block (github Lightning-AI/litgpt litgpt/finetune/lora.py,
    # full.py, pretrain.py setup); its defaults on several GPUs are not applied here: a LoRA
    # block mixes frozen and trained weights in one flat parameter, whose gradients FSDP1 then
    # keeps whole (LIMITS), which the plan does not count
    shardings=(Sharding.FSDP,),
    one_gpu_methods=(Method.QLORA,),
    one_gpu_source="github Lightning-AI/litgpt litgpt/finetune/lora.py setup: 'Quantization is "
    "currently not supported for multi-GPU training. Please set devices=1 when using the "
    "--quantize flag.'",
    offers=frozenset({"loss:chunked", "paged_optimizer"}),
    fused_qkv=True,
    quantizes_lm_head=True,
    untied_head=True,
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
)

MLX = Framework(
    "mlx",
    "MLX (mlx-lm)",
    (Method.FREEZE, Method.LORA, Method.QLORA, Method.INFERENCE),
    {
        "precision": Precision.BF16,
        "optimizer_impl": OptimizerImpl.FUSED,
        "attention": Attention.EAGER,
        "loss": Loss.PLAIN_BF16,
        "recompute": Recompute.NONE,
        "micro_batch": 4,
        "seq_len": 2048,
        "lora_rank": 8,
        "lora_layers": 16,
    },
    "Apple silicon (Metal); LoRA (r 8) on every linear projection of the last 16 layers, "
    "or --fine-tune-type full, which trains the last 16 layers whole (plan it as freeze: "
    "embedding and lm_head stay frozen), "
    "adapters and their Adam states in float32 over bf16 weights; QLoRA on a checkpoint in "
    "MLX's affine 4-bit format (embedding and lm_head quantized too); attention unfused in "
    "training (the s×s probabilities are kept); the cross-entropy on the bf16 logits in bf16 "
    "(6 B a logit at its backward peak on MLX's CPU backend); the step compiled (mx.compile); "
    "grad_checkpoint off; "
    "peak memory as mlx-lm prints it (mx.get_peak_memory, GB of 10⁹ bytes)",
    "github ml-explore/mlx-lm mlx_lm/lora.py CONFIG_DEFAULTS (num_layers 16, batch_size 4, "
    "max_seq_length 2048, lora_parameters rank 8, grad_checkpoint False, optimizer adam) and "
    "mlx_lm/tuner/lora.py (LoRALinear lora_a/lora_b float32), tuner/utils.py "
    "linear_to_lora_layers (model.layers[-num_layers:], every Linear of a block), "
    "tuner/trainer.py (mx.compile step, grad_checkpoint via mx.checkpoint); ml-explore/mlx "
    "mlx/fast.cpp (unfused SDPA under grad tracing, PR #2054), python/mlx/nn/losses.py "
    "(mx.fast.cross_entropy on the GPU), python/mlx/nn/layers/quantized.py (affine, group "
    "64, 4 bits by default)",
    method_defaults={
        Method.QLORA: {"weight_format": WeightFormat.MLX_Q4},
        # --fine-tune-type full unfreezes the last --num-layers blocks only
        Method.FREEZE: {"freeze_trainable_layers": 16},
        # serving (mlx_lm.server): fused attention outside training, a KV cache grown 256
        # tokens at a time (mlx_lm/models/cache.py KVCache.step)
        Method.INFERENCE: {
            "attention": Attention.FLASH,
            "kv_block_size": 256,
            "prefix_caching": False,
        },
    },
    apple_metal=True,
    gpu_vendor="Apple",
    mlx_layers=True,
    adapters_fp32=True,
    quantizes_embedding=True,
    quantizes_lm_head=True,
    autodiff_from_trainable=True,
    training_precisions=("bf16", "fp32"),
    # mlx.optimizers: Adam, AdamW, Muon, SGD (with momentum or not), Adafactor; no 8-bit states
    optimizers=(
        Optimizer.ADAMW.value,
        Optimizer.SGD.value,
        Optimizer.SGD_MOMENTUM.value,
        Optimizer.ADAFACTOR.value,
    ),
    optimizers_source="mlx.optimizers: no 8-bit states",
    lora_layers_source="mlx-lm --num-layers (mlx_lm/lora.py; default 16, -1 for every layer)",
    offers=frozenset({"loss:plain_bf16"}),
    data_parallel_only=True,
    # serving: mlx_lm.server batches up to 32 decoding sequences (--decode-concurrency) and
    # prefills in chunks of 2,048 tokens (prefill_step_size); memory is allocated as used
    prefill_chunk_tokens=2048,
    max_seqs=((0.0, 32),),
    serving_source="mlx-lm 0.32.2 (PyPI) mlx_lm/server.py (--decode-concurrency 32, "
    "--prompt-concurrency 8), generate.py (prefill_step_size 2048, wired_limit: the "
    "device's max_recommended_working_set_size), models/cache.py (KVCache grows by step = "
    "256 tokens in the model's dtype)",
    kv_dtypes=("bf16",),
    weight_formats=("bf16", "fp16", "mlx-q4", "mlx-q8"),
    formats_source="mlx_lm.convert -q (affine, group 64, 4 or 8 bits; embedding and lm_head "
    "quantized too); the server's batched generation keeps the KV cache in the model's dtype "
    "(--kv-bits quantizes it only one request at a time, from 5,000 tokens: not modelled)",
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
)
