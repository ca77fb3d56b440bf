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
    Method,
    OptimizerImpl,
    Precision,
    Reference,
    RewardSource,
    Rollout,
)

TRAINING_METHODS = (Method.PRETRAIN, Method.FULL, Method.FREEZE, Method.LORA, Method.QLORA)
SFT_METHODS = (Method.FULL, Method.LORA, Method.QLORA)
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
    gpu_memory_utilization: float | None = None  # inference servers that pre-allocate the card
    # Reserved minus allocated at the peak, share of allocated (None: overhead.ALLOCATOR_SHARE).
    allocator_share: float | None = None
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

    def plan_defaults(self, method: Method) -> dict[str, Any]:
        """The plan values this framework uses for `method` when the user sets none."""
        return {**self.defaults, **self.method_defaults.get(method, {})}


FRAMEWORKS: dict[str, Framework] = {
    f.id: f
    for f in (
        Framework(
            "hf",
            "Hugging Face Trainer + PEFT",
            (*TRAINING_METHODS, Method.INFERENCE),
            {"precision": Precision.AMP, "optimizer_impl": OptimizerImpl.FOREACH},
            "fp32 trainable weights under bf16 autocast; PEFT adapters in fp32; QLoRA via "
            "prepare_model_for_kbit_training (norms, embeddings, lm_head upcast to fp32); "
            "AdamW foreach",
            "transformers TrainingArguments (bf16=True → torch.autocast); PEFT "
            "autocast_adapter_dtype=True; torch.optim.AdamW foreach on CUDA",
            qlora_fp32_extras=True,
            fused_expert_lora=True,
        ),
        Framework(
            "torchtune",
            "torchtune",
            TRAINING_METHODS,
            {"precision": Precision.BF16, "optimizer_impl": OptimizerImpl.FUSED},
            "pure bf16 weights, gradients and optimizer states; fused AdamW; the caching "
            "allocator keeps ~11% above allocated (blocks left from loading the checkpoint)",
            "torchtune recipe configs (dtype: bf16, optimizer fused=True)",
            # torchtune LoRA tutorial log, Llama-2-7B: 13.98 GiB reserved after model init for
            # 12.55 GiB of bf16 weights (+11%); those blocks stay reserved through training.
            allocator_share=0.11,
        ),
        Framework(
            "deepspeed",
            "DeepSpeed ZeRO",
            TRAINING_METHODS,
            {"precision": Precision.MIXED, "optimizer_impl": OptimizerImpl.FUSED},
            "bf16 working weights and gradients, fp32 master copy and Adam states, fused Adam",
            "DeepSpeed bf16 config with ZeRO: fp32 master weights and states; FusedAdam",
        ),
        Framework(
            "fsdp",
            "PyTorch FSDP",
            TRAINING_METHODS,
            {"precision": Precision.MIXED, "optimizer_impl": OptimizerImpl.FOREACH},
            "MixedPrecision(param_dtype=bf16) over fp32 sharded parameters",
            "PyTorch FSDP MixedPrecision docs",
        ),
        Framework(
            "megatron",
            "Megatron-LM",
            TRAINING_METHODS,
            {"precision": Precision.MIXED_FP32_GRADS, "optimizer_impl": OptimizerImpl.FUSED},
            "bf16 weights, fp32 main_grad accumulation, fp32 master + Adam (distributed optimizer"
            " = ZeRO-1)",
            "Megatron-LM --bf16 (accumulate_allreduce_grads_in_fp32), Apex FusedAdam",
        ),
        Framework(
            "vllm",
            "vLLM",
            (Method.INFERENCE,),
            {"precision": Precision.BF16, "optimizer_impl": OptimizerImpl.FUSED},
            "pre-allocates gpu_memory_utilization (0.9) of the card; the rest of it is KV cache",
            "vLLM engine arguments (gpu_memory_utilization 0.9, max_num_batched_tokens)",
            prefill_chunk_tokens=8192,
            gpu_memory_utilization=0.9,
        ),
        Framework(
            "llamacpp",
            "llama.cpp",
            (Method.INFERENCE,),
            {"precision": Precision.BF16, "optimizer_impl": OptimizerImpl.FUSED},
            "weights in GGUF formats, KV cache f16 by default, compute buffers per ubatch (512)",
            "llama.cpp server options (-ub 512, -ctk f16)",
            prefill_chunk_tokens=512,
        ),
        # Post-training profiles: what each keeps resident and where it generates.
        Framework(
            "trl",
            "TRL (Hugging Face)",
            (*SFT_METHODS, *POST_METHODS),
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FOREACH,
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
            "github OpenRLHF/OpenRLHF @3c3be62 (2026-08): openrlhf/cli/train_ppo_ray.py "
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
            "_generated_ppo_trainer.yaml, rollout/rollout.yaml, vllm_async_server.py; "
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
            "(use_ref_model, reward_model_type), train/trainer_utils.py, train/ppo/",
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
                "rollout": Rollout.COLOCATE,
                "rollout_sleep": True,
                "offload_training": True,
                "rollout_tp": 1,
            },
            "TRL-based trainers on a bf16 model (torch_dtype bfloat16); GRPO with vLLM "
            "colocate as in its examples (gpu_memory_utilization 0.4, sleep_level 1, "
            "offload_model and offload_optimizer), num_generations 8 (at least 2)",
            "github modelscope/ms-swift @3602360 (2026-08): swift/arguments/rlhf_args.py, "
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
    )
}
# Plan fields some profile sets: the fields whose default depends on the framework.
PROFILE_FIELDS: frozenset[str] = frozenset(
    name
    for f in FRAMEWORKS.values()
    for values in (f.defaults, *f.method_defaults.values())
    for name in values
)


def default_framework(method: Method) -> str:
    """The framework a plan uses when it names none: Hugging Face for the methods it offers,
    else the first profile that offers the method (TRL for post-training)."""
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
