"""One declaration per input field: range, unit, words and where each front end shows it.

A plan or workload field is declared once, on its pydantic model, as
`name: Annotated[type, Ui(...)] = Field(default, ge=…, le=…)`. The CLI options, the GUI rows,
the printed sheet's inputs and the comparison rows are all generated from these declarations
(`declared(Plan)`), so adding a field touches one line of one model.

Labels and help are English; views translate them (contexts "Field" and "FieldHelp"), the
choice labels of enum fields under "Choice".
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, NamedTuple, get_args

from annotated_types import Ge, Gt, Le, Lt
from pydantic import BaseModel, ValidationError, ValidatorFunctionWrapHandler, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError
from pydantic_core.core_schema import ErrorType

from hwplanner.engine.core.message import FIELD_TEXT, Message
from hwplanner.engine.core.text import N_, short_repr
from hwplanner.engine.plan.enums import (
    DEFAULT_RECOMPUTE_MODULES,
    PAGED_OPTIMIZERS,
    Fp8Recipe,
    Method,
    Padding,
    Precision,
    Sharding,
)
from hwplanner.engine.plan.frameworks import FRAMEWORKS, framework

# The methods GaLore projects the gradients of: every weight trains
GALORE_METHODS = ("pretrain", "full")
# The optimizers GaLore wraps (Hugging Face optim galore_adamw, galore_adamw_8bit,
# galore_adafactor and their _layerwise forms: transformers OptimizerNames)
GALORE_OPTIMIZERS = ("adamw", "adamw-8bit", "adafactor")

# A predicate over (plan, model spec or None): does this field apply to that plan?
Applies = Callable[[Any, Any], bool]


def always(plan: Any, spec: Any) -> bool:
    return True


def training(plan: Any, spec: Any) -> bool:
    return bool(plan.method.is_training)


def serving(plan: Any, spec: Any) -> bool:
    return not plan.method.is_training


def peft(plan: Any, spec: Any) -> bool:
    """LoRA/QLoRA, as a method or as the adapter of a post-training method."""
    return bool(plan.base_method.is_peft)


def layer_limited_lora(plan: Any, spec: Any) -> bool:
    """LoRA/QLoRA fine-tuning with a framework that can put adapters on the last layers only
    (plan.lora_layers)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return bool(plan.method.is_peft) and fw is not None and bool(fw.lora_layers_source)


def adapted_layers(plan: Any, spec: Any) -> int | None:
    """How many last decoder layers get adapters: plan.lora_layers where the framework offers
    it (else the field is unused), None for every layer."""
    k = plan.lora_layers
    if k is None or not layer_limited_lora(plan, spec) or k >= spec.num_layers:
        return None
    return int(k)


def backward_layers(plan: Any, spec: Any) -> int | None:
    """Decoder layers the backward runs through when only the last layers train (adapters on
    the last `plan.lora_layers`, or freeze's last `freeze_trainable_layers`) and no layer below
    them needs a gradient, else None (every layer).

    Autograd records an operation only when an input requires grad, so frozen layers under a
    frozen embedding keep nothing and run no backward.
    * LoRA on the last layers (PEFT): whole-layer checkpointing breaks that, because PEFT makes
      the embedding output require grad for reentrant checkpointing (transformers'
      enable_input_require_grads when a PEFT config is loaded; PEFT's
      prepare_model_for_kbit_training), so under recompute "full" every layer runs backward.
      Selective recompute checkpoints pieces inside a layer, which keeps the rule.
    * Freeze: the frozen layers run forward only, checkpointing or not — LLaMA-Factory's
      checkpointing wraps only modules with a trainable parameter and makes their first input
      require grad (model_utils/checkpointing.py get_custom_gradient_checkpointing_func); a
      plain Trainer loads no PEFT config, so transformers does not force the input. Under
      pipeline parallelism a stage's input arrives requiring grad (Megatron's p2p receive
      buffers), so every layer runs backward; an encoder–decoder's decoder layers are counted
      with its encoder as every layer (the old count: no top-layer split across the stacks).
    * MLX differentiates only what depends on the trainable parameters, checkpointing or not."""
    fw = FRAMEWORKS.get(str(plan.framework))
    if fw is None:
        return None
    if str(plan.method) == "freeze":
        k = min(int(plan.freeze_trainable_layers), spec.num_layers)
        if k >= spec.num_layers or int(plan.pp) > 1 or spec.is_encoder_decoder:
            return None
        return int(k)
    k = adapted_layers(plan, spec)
    if k is None or getattr(plan, "train_embeddings", False):
        return None  # a trained embedding copy needs the gradient through every layer
    return k if fw.autodiff_from_trainable or str(plan.recompute) != "full" else None


def qlora(plan: Any, spec: Any) -> bool:
    """QLoRA, as a method or as the adapter of a post-training method."""
    return str(plan.base_method) == "qlora"


def freeze(plan: Any, spec: Any) -> bool:
    return str(plan.method) == "freeze"


def frozen_weights(plan: Any, spec: Any) -> bool:
    """Methods that keep some weights frozen (or serve them): their storage format matters."""
    return str(plan.base_method) not in ("pretrain", "full")


def vocabulary_loss(plan: Any, spec: Any) -> bool:
    """Training whose loss reads logits over the vocabulary (a reward model's score head gives
    one number per sequence)."""
    return bool(plan.method.is_training and not plan.method.scores_sequences)


def post_training(plan: Any, spec: Any) -> bool:
    return bool(plan.method.is_post_training)


def rl(plan: Any, spec: Any) -> bool:
    return bool(plan.method.is_rl)


def sparse_trained(plan: Any, spec: Any) -> bool:
    """Training a sparse-attention model (DeepSeek Sparse Attention): its absorbed core, its
    gathered keys and its indexer out of the backward (Framework.sparse_training)."""
    return bool(plan.method.is_training and spec.is_sparse_attention)


def grpo(plan: Any, spec: Any) -> bool:
    return bool(plan.method is Method.GRPO)


def token_batched(plan: Any, spec: Any) -> bool:
    """RL whose framework packs the update's sequences (Framework.rl_packs_sequences): its
    micro-batches may be a token budget rather than a count of sequences."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return bool(plan.method.is_rl) and fw is not None and fw.rl_packs_sequences


def reward_model_id(plan: Any, spec: Any) -> bool:
    """RL scored by a reward model of its own, whose architecture may be another model's (not
    LLaMA-Factory's reward adapter on the LoRA policy's base)."""
    if not (plan.method.is_rl and str(getattr(plan.reward_model, "value", "")) == "model"):
        return False
    fw = FRAMEWORKS.get(str(plan.framework))
    shared = fw is not None and fw.reward_shares_base and plan.base_method.is_peft
    return not shared


def offline_training(plan: Any, spec: Any) -> bool:
    """Training on a fixed dataset: its sequence length and accumulation are fields (RL plans
    have prompt and completion lengths, and prompts per step)."""
    return bool(plan.method.is_offline_training)


def fine_tuning(plan: Any, spec: Any) -> bool:
    """Supervised fine-tuning on a fixed data set of samples (not pre-training's documents,
    not a post-training method's pairs or prompts)."""
    method = plan.method
    return bool(method.is_offline_training and not method.is_post_training) and (
        method is not Method.PRETRAIN
    )


def default_padding(plan: Any) -> Padding:
    """The padding the plan's trainer applies unless told otherwise: the profile's
    (Framework.sample_padding), else padded to each micro-batch's longest for the preference
    and reward-model trainers (their collators) and packed for training sized in tokens;
    pretraining packs documents."""
    if plan.method is Method.PRETRAIN:
        return Padding.PACKED
    fw = FRAMEWORKS.get(str(plan.framework))
    if fw is not None and fw.sample_padding is not None:
        return fw.sample_padding
    return Padding.LONGEST if plan.method.is_post_training else Padding.PACKED


def batched_update(plan: Any, spec: Any) -> bool:
    """Training whose optimizer step takes a global batch of sequences: a fixed dataset's, or
    an RL step's completions split into several updates (NeMo-RL train_global_batch_size,
    verl ppo_mini_batch_size, OpenRLHF train_batch_size)."""
    return bool(plan.method.is_offline_training or plan.method.is_rl)


def token_trained(plan: Any, spec: Any) -> bool:
    """Training sized in tokens (post-training is sized in steps)."""
    return bool(plan.method.is_training and not plan.method.is_post_training)


def with_reference(plan: Any, spec: Any) -> bool:
    return bool(plan.method.is_post_training and not plan.method.reference_free)


def rollout_engine(plan: Any, spec: Any) -> bool:
    """RL plans that generate with an inference engine (not the training model)."""
    return bool(plan.method.is_rl and str(plan.rollout) != "trainer")


def fp8_rollout(plan: Any, spec: Any = None) -> bool:
    """An inference engine generates, with FP8 weights (verl's rollout quantization)."""
    return rollout_engine(plan, spec) and bool(plan.rollout_fp8)


def colocated(plan: Any, spec: Any) -> bool:
    return bool(plan.method.is_rl and str(plan.rollout) == "colocate")


def separate_rollout(plan: Any, spec: Any) -> bool:
    return bool(plan.method.is_rl and str(plan.rollout) == "separate")


def frozen_models(plan: Any, spec: Any) -> bool:
    """Plans that can hold a frozen reference or reward model."""
    return with_reference(plan, spec) or rl(plan, spec)


# The RL offloads (plan fields), each with the plans it applies to: what a framework may have
# (Framework.rl_offloads; a plan that sets one its framework lacks is refused) and what the
# fixes of a plan that does not fit may turn on
RL_OFFLOADS = (
    ("rollout_sleep", colocated),
    ("offload_frozen", frozen_models),
    ("offload_training", colocated),
)


# Mixture-of-experts blocks transformers writes densely: every token through every routed
# expert, weighted by its router score (0 for those not chosen), as two batched matmuls over
# all experts — github huggingface/transformers @000c33fd src/transformers/models/llama4/
# modeling_llama4.py Llama4TextMoe.forward (routed_in = hidden_states.repeat(num experts, 1);
# Llama4TextExperts: torch.bmm over every expert), unless a hub kernel replaces the block
DENSE_EXPERT_FAMILIES = frozenset({"llama4"})
DENSE_EXPERTS_SOURCE = N_(
    "Source",
    "transformers' Llama4TextMoe runs every token through every routed expert (routed_in = "
    "hidden_states.repeat(num experts, 1), torch.bmm over all experts; github "
    "huggingface/transformers @000c33fd src/transformers/models/llama4/modeling_llama4.py)",
)


def experts_run(spec: Any, plan: Any) -> float:
    """Routed experts each token runs through as the training code computes it: the router's
    choice (experts_per_token), or every expert where the framework trains through
    transformers' modeling code and transformers writes the model's experts densely."""
    dense = spec.family in DENSE_EXPERT_FAMILIES and framework(plan.framework).transformers_modeling
    if dense and plan.method.is_training:
        return float(spec.num_experts)
    return float(spec.experts_per_token)


def hf_experts(plan: Any, spec: Any) -> bool:
    """Training a mixture through transformers' modeling code (Framework.transformers_modeling),
    whose routed experts run through its experts interface (not Llama 4's dense ones)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    if fw is None or not fw.transformers_modeling or not plan.method.is_training:
        return False
    return spec is None or (bool(spec.is_moe) and spec.family not in DENSE_EXPERT_FAMILIES)


def sharding_named(plan: Any, spec: Any) -> bool:
    """Training with ZeRO under a framework that names what shards its states
    (Framework.shardings: DeepSpeed or PyTorch FSDP, or one of them); not Megatron-Core's or
    DeepSpeed's own, nor a plan that shards nothing (ZeRO 0)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    named = fw is not None and bool(fw.shardings)
    return named and bool(plan.method.is_training) and plan.zero >= 1


def through_fsdp(plan: Any) -> bool:
    """Training sharded (ZeRO 1 or more) through PyTorch FSDP (plan.sharding) under a framework
    that offers it: the one test for every FSDP rule, so a value where nothing is sharded or
    that the framework does not offer (a hidden row after a switch) changes nothing."""
    if not sharding_named(plan, None) or plan.sharding is not Sharding.FSDP:
        return False
    return Sharding.FSDP in FRAMEWORKS[str(plan.framework)].shardings


def fsdp_sharded(plan: Any) -> bool:
    """ZeRO stage 2 or 3 through PyTorch FSDP (through_fsdp): each layer's gradients
    reduce-scattered whole after its backward."""
    return plan.zero >= 2 and through_fsdp(plan)


def accelerate_fsdp(plan: Any) -> bool:
    """Sharded through PyTorch FSDP by a trainer that offers DeepSpeed too (accelerate's
    FullyShardedDataParallelPlugin): FSDP's own options only — offload_params moves the
    parameters with their optimizer states, never the optimizer alone."""
    return through_fsdp(plan) and len(FRAMEWORKS[str(plan.framework)].shardings) > 1


def deepspeed_offloads(plan: Any) -> bool:
    """Offload through DeepSpeed's ZeRO-Offload (Framework.deepspeed_offload), not FSDP's
    offload_params, which a framework offering both runs when it shards through FSDP."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return fw is not None and fw.deepspeed_offload and not through_fsdp(plan)


def moe(plan: Any, spec: Any) -> bool:
    return spec is None or bool(spec.is_moe)


def vision(plan: Any, spec: Any) -> bool:
    """A vision-language model (or a plan whose model is not known yet)."""
    return spec is None or spec.vision is not None


def vision_trained_whole(plan: Any, spec: Any) -> bool:
    """A vision-language model trained whole (pre-training, full fine-tuning, or a
    post-training method on a full policy): its vision tower may be trained or frozen."""
    if not vision(plan, spec) or not plan.method.is_training:
        return False
    return str(plan.base_method.value) in ("pretrain", "full")


def dynamic_vision(plan: Any, spec: Any) -> bool:
    """A vision encoder that runs at each image's own resolution (Qwen-VL)."""
    return spec is None or (spec.vision is not None and spec.vision.dynamic_grid is not None)


def video(plan: Any, spec: Any) -> bool:
    """A plan that feeds a dynamic-resolution encoder a video."""
    return dynamic_vision(plan, spec) and plan.video_seconds is not None


def tensor_parallel(plan: Any, spec: Any) -> bool:
    """Training with tensor parallelism (sequence parallelism shards its activations)."""
    return bool(plan.tp > 1 and plan.method.is_training)


def pipeline_parallel(plan: Any, spec: Any) -> bool:
    return bool(plan.pp > 1)


def pipeline_offered(plan: Any, spec: Any) -> bool:
    """Pipeline stages can be set: serving, a trainer that offers them ('pp' among its
    offers), or a plan that has them already (so it can be set back to 1)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    trains = bool(plan.method.is_training)
    return not trains or plan.pp > 1 or (fw is not None and fw.pipelines(plan.method))


def training_pipeline(plan: Any, spec: Any) -> bool:
    """Training over pipeline stages: a schedule orders its forward and backward passes."""
    return training(plan, spec) and pipeline_parallel(plan, spec)


def expert_parallel(plan: Any, spec: Any) -> bool:
    return bool(plan.ep > 1) and (spec is None or bool(spec.is_moe))


def expert_parallel_training(plan: Any, spec: Any) -> bool:
    """Training an MoE model with expert parallelism (its all-to-alls in the step's time)."""
    return expert_parallel(plan, spec) and bool(plan.method.is_training)


def redundant_experts(plan: Any, spec: Any) -> bool:
    """Serving a mixture of experts with expert parallelism on an engine that places extra
    copies of the busiest experts (Framework.redundant_experts_source: SGLang, vLLM)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return (
        expert_parallel(plan, spec)
        and serving(plan, spec)
        and fw is not None
        and bool(fw.redundant_experts_source)
    )


def expert_dispatch_serving(plan: Any, spec: Any) -> bool:
    """Serving a mixture of experts DeepSeek-style: attention data-parallel groups with the
    experts split over the replica's GPUs (DEP), where tokens can reach their experts through
    DeepEP's all-to-all (SGLang --moe-a2a-backend deepep, vLLM --all2all-backend deepep_*)."""
    return expert_parallel(plan, spec) and serving(plan, spec) and int(plan.attention_dp) > 1


def serving_ep_overlap(plan: Any, spec: Any) -> bool:
    """A DEP serving replica with DeepEP on an engine that can overlap its all-to-alls with
    the other half of the step (Framework.batch_overlap_source: SGLang, vLLM)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return (
        bool(plan.moe_deepep)
        and expert_dispatch_serving(plan, spec)
        and fw is not None
        and bool(fw.batch_overlap_source)
    )


def ep_overlap_applies(plan: Any, spec: Any) -> bool:
    """Where plan.ep_comm_overlap means something: expert parallelism in training, or a DeepEP
    serving replica on an engine that overlaps two micro-batches."""
    return expert_parallel_training(plan, spec) or serving_ep_overlap(plan, spec)


def deepep_applies(plan: Any, spec: Any) -> bool:
    """Where plan.moe_deepep means something: expert parallelism in training, or a DEP
    serving replica."""
    return expert_parallel_training(plan, spec) or expert_dispatch_serving(plan, spec)


def expert_tensor_parallel(plan: Any, spec: Any) -> bool:
    """Training an MoE model with expert parallelism on a Megatron-Core profile, where experts
    may also be split over tensor-parallel ranks (sharding.expert_tp reads the field exactly
    then)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return (
        expert_parallel(plan, spec)
        and plan.method.is_training
        and fw is not None
        and fw.expert_tp_is_tp
    )


def shares_memory(plan: Any, spec: Any) -> bool:
    """Serving with a framework that sizes its KV cache from a share of memory."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return serving(plan, spec) and fw is not None and bool(fw.memory_share_of)


def attention_data_parallel(plan: Any, spec: Any) -> bool:
    """Serving over several tensor-parallel GPUs with an engine that offers attention data
    parallelism."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return (
        serving(plan, spec)
        and fw is not None
        and bool(fw.attention_dp_parts)
        and (plan.tp > 1 or plan.attention_dp > 1)
    )


def prefill_only(plan: Any, spec: Any) -> bool:
    """A disaggregated serving plan with prefill-only replicas (their own tp: prefill_tp)."""
    return disaggregation(plan, spec) and plan.prefill_replicas > 0


def disaggregation(plan: Any, spec: Any) -> bool:
    """Serving one kind of card with an engine that offers prefill/decode disaggregation, on
    at least two replicas (or with prefill replicas set)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return (
        serving(plan, spec)
        and fw is not None
        and bool(fw.disaggregation_source)
        and plan.other_gpus is None
        and (plan.dp > 1 or plan.prefill_replicas > 0)
    )


def benchmark_run(plan: Any, spec: Any) -> bool:
    """Serving with continuous batching on one kind of replica in one stage (not static
    batches, prefill/decode disaggregation or pipeline stages, whose overlapping steps the
    simulation does not follow): a benchmark run's start and end are simulated."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return (
        serving(plan, spec)
        and fw is not None
        and not fw.static_batching
        and not (disaggregation(plan, spec) and plan.prefill_replicas > 0)
        and plan.pp == 1
        and plan.other_gpus is None
    )


def stages(plan: Any, spec: Any) -> bool:
    """Serving on several pipeline stages (other cards make one stage each)."""
    return serving(plan, spec) and (plan.pp > 1 or plan.other_gpus is not None)


def offloads_layers(plan: Any, spec: Any) -> bool:
    """Serving with llama.cpp (or Ollama), which can keep some layers on the CPU."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return serving(plan, spec) and fw is not None and fw.host_split


def offloads_experts(plan: Any, spec: Any) -> bool:
    """llama.cpp serving a mixture of experts (or a plan whose model is not known yet)."""
    return offloads_layers(plan, spec) and (spec is None or bool(spec.is_moe))


def layers_on_cpu(plan: Any, spec: Any) -> bool:
    """llama.cpp with layers or experts on the CPU: the host's memory bandwidth matters."""
    return offloads_layers(plan, spec) and (
        plan.gpu_layers is not None or plan.cpu_moe_layers is not None
    )


def speculating(plan: Any, spec: Any) -> bool:
    """Serving with speculative decoding of any kind."""
    return serving(plan, spec) and str(plan.speculative) != "none"


def draft_model(plan: Any, spec: Any) -> bool:
    return serving(plan, spec) and str(plan.speculative) == "draft"


def multi_step(plan: Any, spec: Any) -> bool:
    """Serving with an engine that offers multi-step scheduling (vLLM V0)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return serving(plan, spec) and fw is not None and bool(fw.scheduler_steps_source)


def python_frontend(plan: Any, spec: Any) -> bool:
    """Serving with an engine whose OpenAI-compatible server is a Python process of its own
    (Framework.frontend_chunk_s: vLLM, SGLang, TensorRT-LLM's trtllm-serve, LMDeploy)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return serving(plan, spec) and fw is not None and fw.frontend_chunk_s > 0


def api_frontend(plan: Any, spec: Any) -> bool:
    """Requests through the engine's OpenAI-compatible server of Python processes
    (python_frontend, plan.frontend the server's): what plan.api_servers shares out."""
    return python_frontend(plan, spec) and str(plan.frontend) == "api"


def eager_norms(plan: Any, spec: Any) -> bool:
    """Training whose norms the framework runs as eager PyTorch unless told otherwise (not
    Megatron-Core's Transformer Engine layers, which always fuse them)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return training(plan, spec) and not (fw is not None and fw.te_layers)


def unfused_attention(plan: Any, spec: Any) -> bool:
    """Training whose attention the framework runs through FlashAttention-2 or SDPA unless told
    otherwise (not Megatron-Core's, which always runs cuDNN's fused kernels)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return training(plan, spec) and not (fw is not None and fw.fused_attention)


def eager_te_fp8(plan: Any, spec: Any) -> bool:
    """Training in Transformer Engine's delayed-scaling FP8 under a profile whose layers are
    eager PyTorch (Composer's amp_fp8 under FSDP, Accelerate's TE backend), not Megatron-Core's
    Transformer Engine layers."""
    fp8 = plan.precision is Precision.FP8 and plan.fp8_recipe is Fp8Recipe.DELAYED
    return fp8 and eager_norms(plan, spec)


def async_engine(plan: Any, spec: Any) -> bool:
    """Serving with an engine that can schedule a step ahead of the GPU (Framework.
    async_scheduling_source: vLLM)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return serving(plan, spec) and fw is not None and bool(fw.async_scheduling_source)


def graph_engine(plan: Any, spec: Any) -> bool:
    """Serving with an engine that replays CUDA graphs for its decode steps (Framework.
    cuda_graphs: vLLM, SGLang, TensorRT-LLM, TGI), which can be turned off; or an RL plan's
    rollout engine (vLLM or SGLang: verl's rollout.enforce_eager, OpenRLHF's
    --enforce_eager)."""
    fw = FRAMEWORKS.get(str(plan.framework))
    return (serving(plan, spec) and fw is not None and fw.cuda_graphs) or rollout_engine(plan, spec)


def engine_step(plan: Any, spec: Any) -> bool:
    """A plan whose engine takes a token budget per forward step: serving, or an RL plan's
    rollout engine (verl's rollout.max_num_batched_tokens)."""
    return serving(plan, spec) or rollout_engine(plan, spec)


def serving_adapters(plan: Any, spec: Any) -> bool:
    """Serving LoRA adapters next to the base weights."""
    return serving(plan, spec) and plan.lora_adapters > 0


def chunked_loss(plan: Any, spec: Any) -> bool:
    return vocabulary_loss(plan, spec) and str(plan.loss) in ("chunked", "chunked_linear")


def pageable(plan: Any, spec: Any) -> bool:
    """bitsandbytes offers paged AdamW (32- and 8-bit) and Lion."""
    return training(plan, spec) and plan.optimizer in PAGED_OPTIMIZERS


def offloading(plan: Any, spec: Any) -> bool:
    return training(plan, spec) and str(plan.offload) != "none"


def fp8(plan: Any, spec: Any) -> bool:
    return training(plan, spec) and str(plan.precision) == "fp8"


def nvfp4(plan: Any, spec: Any) -> bool:
    return training(plan, spec) and str(plan.precision) == "nvfp4"


def low_precision_training(plan: Any, spec: Any) -> bool:
    """Training whose matrix multiplies run in FP8 or NVFP4."""
    return training(plan, spec) and str(plan.precision) in ("fp8", "nvfp4")


def lora_kernels(plan: Any, spec: Any) -> bool:
    """Unsloth's own layers (its LoRA kernels and rotary module)."""
    return training(plan, spec) and framework(plan.framework).lora_kernels


def full_recompute(plan: Any, spec: Any) -> bool:
    """Training that recomputes whole layers (some of them, with `recompute_layers`)."""
    return training(plan, spec) and plan.recompute.value == "full"


def recompute_modules(plan: Any, spec: Any) -> bool:
    """Full training with Megatron-Core's selective recompute (Transformer Engine layers),
    whose recomputed modules can be chosen."""
    return (
        training(plan, spec)
        and plan.recompute.value == "selective"
        and not plan.method.is_peft
        and framework(plan.framework).te_layers
    )


# Precision recipes that keep fp32 optimizer moments beside an fp32 master copy (bf16 too: a
# Megatron-Core profile runs it as its mixed recipe, formats.megatron_bf16, and state_dtype
# asks for one), and the optimizers whose moments Megatron-Core's precision-aware optimizer
# keeps in bf16 (its OptimizerConfig asserts Adam and the distributed optimizer)
FP32_STATE_PRECISIONS = frozenset({"mixed", "mixed_fp32_grads", "bf16", "fp8", "nvfp4"})
MOMENT_OPTIMIZERS = frozenset({"adamw"})


def state_dtype(plan: Any, spec: Any) -> bool:
    """Training under Megatron-Core or NeMo with Adam in the distributed optimizer (ZeRO ≥ 1)
    in a recipe with fp32 moments, which their precision-aware optimizer can keep in bf16."""
    return (
        training(plan, spec)
        and framework(plan.framework).te_layers
        and int(plan.zero) >= 1
        and str(getattr(plan.precision, "value", plan.precision)) in FP32_STATE_PRECISIONS
        and str(getattr(plan.optimizer, "value", plan.optimizer)) in MOMENT_OPTIMIZERS
    )


def modules_recomputed(plan: Any) -> bool:
    """The plan recomputes other Megatron-Core modules than the default attention core. Where
    the field does not apply it is not used: Megatron-Core reads recompute_modules only under
    selective recompute, and the planner models it for full training only (Megatron-Bridge's
    PEFT reads it too; not modelled). The estimate's notes say so."""
    return recompute_modules(plan, None) and tuple(plan.recompute_modules) != (
        DEFAULT_RECOMPUTE_MODULES
    )


def effective_recompute_modules(plan: Any) -> tuple[str, ...]:
    """The modules selective recompute runs again: the plan's where they apply, else
    Megatron-Core's default (every other framework's selective recompute: the attention core)."""
    return tuple(plan.recompute_modules) if modules_recomputed(plan) else DEFAULT_RECOMPUTE_MODULES


def per_op_recompute(plan: Any, spec: Any) -> bool:
    """Selective recompute as torchtitan's per-op policy (Framework.per_op_sac) on a dense
    decoder: its blocks keep SDPA's output and every other matrix multiply's and run the rest
    again in backward (memory/activations.op_sac_bytes, time/compute.op_sac_recompute_params);
    MoE, encoder-decoder and recurrent models keep the attention-core policy."""
    kind = str(getattr(plan.recompute, "value", plan.recompute))
    if kind != "selective" or not framework(plan.framework).per_op_sac:
        return False
    return not (spec.is_moe or spec.is_encoder_decoder or spec.recurrent_layers)


def recomputes_attention(plan: Any, spec: Any = None) -> bool:
    """The attention core runs again in backward: full recompute, or selective recompute with
    the attention core among its modules (Megatron-Core's default; every other framework's
    selective recompute), except torchtitan's per-op policy, which keeps the output of SDPA's
    fused kernels (with `spec`: per_op_recompute; eager attention still runs again)."""
    kind = str(getattr(plan.recompute, "value", plan.recompute))
    if kind == "full":
        return True
    if kind != "selective":
        return False
    if spec is not None and per_op_recompute(plan, spec):
        # its save list holds SDPA's fused kernels' outputs; eager attention's matmuls and
        # softmax are not on it and run again
        eager = str(getattr(plan.attention, "value", plan.attention)) == "eager"
        return eager or bool(spec.eager_attention)
    return "core_attn" in effective_recompute_modules(plan)


def galore_applicable(plan: Any, spec: Any) -> bool:
    """Training every weight (pre-training, full fine-tuning): GaLore projects full-weight
    gradients."""
    return plan.method.value in GALORE_METHODS


def activation_offloading(plan: Any, spec: Any) -> bool:
    """Training that sends saved activations to host RAM (some layers', with
    `activation_offload_layers`)."""
    return training(plan, spec) and bool(plan.activation_offload)


def context_parallel(plan: Any, spec: Any) -> bool:
    return training(plan, spec) and bool(plan.cp > 1)


# GUI groups, in the order panels show them: key -> (panel, English title).
GROUPS: dict[str, tuple[str, str]] = {
    "method": ("method", N_("Group", "Method")),
    "posttrain": ("method", N_("Group", "Post-training")),
    "precision": ("method", N_("Group", "Precision and optimizer")),
    "batch": ("method", N_("Group", "Batch and sequence")),
    "adapters": ("method", N_("Group", "Adapters")),
    "parallel": ("method", N_("Group", "Parallelism and memory savings")),
    "techniques": ("method", N_("Group", "Training techniques")),
    "serving_engine": ("method", N_("Group", "Serving engine")),
    "hardware": ("hardware", N_("Group", "GPUs")),
    "training": ("workload", N_("Group", "Training")),
    "serving": ("workload", N_("Group", "Serving")),
    "prices": ("workload", N_("Group", "Prices")),
    "site": ("workload", N_("Group", "Power and site")),
    "storage": ("workload", N_("Group", "Storage and data")),
    "network": ("workload", N_("Group", "Network")),
}


@dataclass(frozen=True, slots=True)
class Ui:
    """How every front end names and shows one field (declared next to the field's type).

    label      the field's name in words ("Sequence length")
    help       one line on what it is and, for a workload default, where the default comes from
    group      GUI group (GROUPS); the panel follows from it
    unit       engine unit of the value (formatting.format_value): tokens, usd, ratio, count…
    flag       CLI option; None derives "--name-with-dashes"; "" means no CLI option
    gui        shown in the GUI panels
    sheet      printed among the sheet's inputs
    compare    always a comparison row (rows whose values differ are shown anyway)
    applies    predicate (plan, spec) -> shown/used for this plan
    scale      the GUI shows value ÷ scale (tokens in billions: 1e9)
    suffix     GUI unit after the number (translated)
    decimals   GUI decimals
    unset      what None means, in words: "default", "auto", "not set"
    choices    enum value -> label (combo items, sheet values)
    aliases    other names the CLI and the API take for a choice (the field resolves them)
    widget     a special editor ("targets": one check box per LoRA target)
    """

    label: str
    help: str
    group: str
    unit: str = ""
    flag: str | None = None
    gui: bool = True
    sheet: bool = False
    compare: bool = False
    applies: Applies = always
    scale: float = 1.0
    suffix: str = ""
    decimals: int = 0
    unset: str = ""
    choices: Mapping[str, str] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()
    widget: str = ""

    def __post_init__(self) -> None:
        if self.group not in GROUPS:
            raise ValueError(f"Ui.group: unknown group {self.group!r}")


class Bounds(NamedTuple):
    """A numeric field's range from its pydantic constraints (None: unbounded that side)."""

    low: float | None
    low_inclusive: bool
    high: float | None
    high_inclusive: bool


def bounds(metadata: list[Any]) -> Bounds:
    """The range a field's constraints (Ge, Gt, Le, Lt) give."""
    low = high = None
    low_inc = high_inc = True
    for m in metadata:
        if isinstance(m, Ge):
            low, low_inc = float(m.ge), True  # type: ignore[arg-type]
        elif isinstance(m, Gt):
            low, low_inc = float(m.gt), False  # type: ignore[arg-type]
        elif isinstance(m, Le):
            high, high_inc = float(m.le), True  # type: ignore[arg-type]
        elif isinstance(m, Lt):
            high, high_inc = float(m.lt), False  # type: ignore[arg-type]
    return Bounds(low, low_inc, high, high_inc)


def range_words(name: str, b: Bounds) -> str:
    """'0 < name ≤ 1' (empty without bounds)."""
    if b.low is None and b.high is None:
        return ""
    parts = []
    if b.low is not None:
        parts.append(f"{number_text(b.low)} {'≤' if b.low_inclusive else '<'}")
    parts.append(name)
    if b.high is not None:
        parts.append(f"{'≤' if b.high_inclusive else '<'} {number_text(b.high)}")
    return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Declared:
    """One field of a model with its declaration: name, Ui, range, type facts."""

    owner: str  # "plan" or "workload"
    name: str
    ui: Ui
    default: Any
    low: float | None  # range bounds from the pydantic constraints
    low_inclusive: bool
    high: float | None
    high_inclusive: bool
    kind: str  # "int", "float", "bool", "enum", "text", "list"
    optional: bool  # None is allowed (means: the default described by ui.unset)
    enum: Any = None  # the enum class of an enum field

    @property
    def path(self) -> str:
        return f"{self.owner}.{self.name}"

    @property
    def values(self) -> tuple[Any, ...]:
        """The values a user may choose: an enum's members, only those the declaration lists
        in `choices` when it lists any (a price set may not be every PriceSet)."""
        if self.enum is None:
            return tuple(self.ui.choices)
        members = tuple(e.value for e in self.enum)
        return tuple(v for v in members if v in self.ui.choices) if self.ui.choices else members

    @property
    def flag(self) -> str:
        if self.ui.flag is not None:
            return self.ui.flag
        return "--" + self.name.replace("_", "-")

    def range_text(self) -> str:
        """'0 < mfu ≤ 1' style text (empty for fields without a numeric range)."""
        return range_words(
            self.name, Bounds(self.low, self.low_inclusive, self.high, self.high_inclusive)
        )

    def allows(self, value: float) -> bool:
        if not math.isfinite(value):
            return False
        if self.low is not None and not (
            value >= self.low if self.low_inclusive else value > self.low
        ):
            return False
        return self.high is None or (
            value <= self.high if self.high_inclusive else value < self.high
        )


def _kind(annotation: Any) -> tuple[str, bool, Any]:
    """('int' | 'float' | 'bool' | 'enum' | 'text' | 'list', optional, enum class)."""
    args = getattr(annotation, "__args__", None)
    optional = False
    if args and type(None) in args:  # X | None
        optional = True
        annotation = next(a for a in args if a is not type(None))
    if isinstance(annotation, type):
        if issubclass(annotation, Enum):
            return "enum", optional, annotation
        if issubclass(annotation, bool):
            return "bool", optional, None
        if issubclass(annotation, int):
            return "int", optional, None
        if issubclass(annotation, float):
            return "float", optional, None
        if issubclass(annotation, str):
            return "text", optional, None
    return "list", optional, None


def number_text(value: float) -> str:
    """A range bound as people write it: 10,000,000 and 0.01, but 1e+16."""
    if float(value).is_integer() and abs(value) < 1e12:
        return f"{value:,.0f}"
    return f"{value:g}"


_CACHE: dict[type[BaseModel], tuple[Declared, ...]] = {}


def choice_label(model: type[BaseModel], name: str, value: object) -> str:
    """A choice field's value as the field's declaration names it (declared once there)."""
    found = next(d for d in declared(model) if d.name == name)
    assert found.ui.choices is not None
    return found.ui.choices[str(value)]


def declared(model: type[BaseModel]) -> tuple[Declared, ...]:
    """Every field of `model` that carries a Ui declaration, in declaration order."""
    if model in _CACHE:
        return _CACHE[model]
    owner = model.__name__.lower()
    out: list[Declared] = []
    for name, info in model.model_fields.items():
        ui = next((m for m in info.metadata if isinstance(m, Ui)), None)
        if ui is None:
            continue
        b = bounds(info.metadata)
        kind, optional, enum = _kind(info.annotation)
        out.append(
            Declared(
                owner,
                name,
                ui,
                info.default,
                b.low,
                b.low_inclusive,
                b.high,
                b.high_inclusive,
                kind,
                optional,
                enum,
            )
        )
    _CACHE[model] = tuple(out)
    return _CACHE[model]


def by_name(model: type[BaseModel]) -> dict[str, Declared]:
    return {d.name: d for d in declared(model)}


def in_group(model: type[BaseModel], group: str) -> Iterator[Declared]:
    return (d for d in declared(model) if d.ui.group == group)


# Pydantic error types that mean "outside the field's range" (or not a finite number).
RANGE_ERRORS = frozenset(
    {"greater_than", "greater_than_equal", "less_than", "less_than_equal", "finite_number"}
)
OUT_OF_RANGE = "{value} is outside the allowed range {range}"


class Checked(BaseModel):
    """A model whose out-of-range values are refused in one wording everywhere:
    "mfu: 1.5 is outside the allowed range 0.01 ≤ mfu ≤ 1" (the field named, then the range).

    One check around the whole model rather than one per field: a wrap validator on every
    field was a Python call per field per validation (86 for a plan), most of a plan's
    validation time, for errors that are rare."""

    @model_validator(mode="wrap")
    @classmethod
    def _range_message(cls, data: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        try:
            return handler(data)
        except ValidationError as exc:
            errors = exc.errors()
            if not any(e["type"] in RANGE_ERRORS for e in errors):
                raise
            raise ValidationError.from_exception_data(
                exc.title, _ranges_worded(cls, data, errors)
            ) from None


_KNOWN_ERRORS = frozenset(get_args(ErrorType))  # pydantic-core's own error types


def _ranges_worded(model: type[BaseModel], data: Any, errors: list[Any]) -> list[InitErrorDetails]:
    """The errors as they were, except that a field with a declared range whose value failed
    a range check is one error in the range's words (its other errors with it)."""
    fields = by_name(model)
    ranged = {
        str(e["loc"][0])
        for e in errors
        if e["loc"]
        and e["type"] in RANGE_ERRORS
        and (d := fields.get(str(e["loc"][0]))) is not None
        and d.range_text()
    }
    out: list[InitErrorDetails] = []
    worded: set[str] = set()
    for e in errors:
        name = str(e["loc"][0]) if e["loc"] else ""
        if name not in ranged:
            if e["type"] in _KNOWN_ERRORS:
                detail: InitErrorDetails = {"type": e["type"], "loc": e["loc"], "input": e["input"]}
                if "ctx" in e:
                    detail["ctx"] = e["ctx"]
            else:  # a custom error (a nested model's own wording): its message as it was
                detail = {
                    "type": PydanticCustomError(e["type"], e["msg"]),
                    "loc": e["loc"],
                    "input": e["input"],
                }
            out.append(detail)
            continue
        if name in worded:
            continue
        worded.add(name)
        value = e["input"]  # the field's own input (a derived value when one was derived)
        out.append(
            {
                "type": PydanticCustomError(
                    "out_of_range",
                    OUT_OF_RANGE,
                    {"value": short_repr(value), "range": fields[name].range_text()},
                ),
                "loc": (name,),
                "input": value,
            }
        )
    return out


@dataclass(frozen=True, slots=True)
class Problem:
    """A refused input: the field (dotted path inside its model) and what is wrong with it."""

    field: str
    text: str

    def __str__(self) -> str:
        return f"{self.field}: {self.text}" if self.field else self.text


def field_range_text(model: type[BaseModel], name: str) -> str:
    """'0 < hidden_size ≤ 10,000,000' style text of any field's numeric constraints, declared
    for the app or not (a model's or a GPU's figures); "" without any."""
    info = model.model_fields.get(name)
    return range_words(name, bounds(info.metadata)) if info is not None else ""


def problem(exc: ValidationError, model: type[BaseModel] | None = None) -> Problem:
    """The first error of a pydantic validation, as (field, text). Whole-model checks name
    their field at the start of the message ("tp: 3 does not divide the number of GPUs (8); …").
    A validator's Message is kept (the app translates it), taken apart where it names its
    field (message.refused); pydantic's own messages are plain English, except a range check
    of `model`'s fields, worded as Checked words it ("0 is outside the allowed range …")."""
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err["loc"])
    text = str(err["msg"]).removeprefix("Value error, ")
    ctx = err.get("ctx", {})
    if err["type"] == "out_of_range" and loc:  # Checked's wording, which the app translates
        return Problem(loc, Message(OUT_OF_RANGE, value=ctx["value"], range=ctx["range"]))
    if model is not None and err["type"] in RANGE_ERRORS and len(err["loc"]) == 1:
        worded = field_range_text(model, loc)
        if worded:
            value = short_repr(err["input"])
            return Problem(loc, Message(OUT_OF_RANGE, value=value, range=worded))
    error = ctx.get("error")
    said = error.args[0] if isinstance(error, ValueError) and error.args else None
    if isinstance(said, Message) and str(said) == text:
        if said.template == FIELD_TEXT and not loc:
            return Problem(said.args["field"], said.args["text"])
        if loc:
            return Problem(loc, said)
    if not loc:
        head, sep, rest = text.partition(": ")
        if sep and head.replace("_", "").isalnum():
            loc, text = head, rest
    return Problem(loc, text)
