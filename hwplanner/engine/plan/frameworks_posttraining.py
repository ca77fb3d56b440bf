"""Post-training framework profiles (DPO, PPO, GRPO…): the trainer underneath, the rollout
engine and the models they hold (plan/frameworks.py is the registry; plan/framework_spec.py
says what a profile holds)."""

from __future__ import annotations

from hwplanner.engine.core.text import N_
from hwplanner.engine.plan.enums import (
    CpKind,
    Loss,
    Method,
    OptimizerImpl,
    Padding,
    Precision,
    Recompute,
    RecurrentCp,
    Reference,
    RewardSource,
    Rollout,
    Sharding,
)
from hwplanner.engine.plan.framework_spec import (
    PEFT_LAYERS,
    POST_METHODS,
    SFT_METHODS,
    Framework,
    RecurrentCpSupport,
)
from hwplanner.engine.plan.frameworks_training import (
    ACCELERATE_SHARDING,
    AO_ADAMW_4BIT,
    HF_TORCHAO_BLOCK,
    MCORE_INDEX_SCORE_ROWS,
    MCORE_SPARSE_TRAINING,
    MEGATRON_CORE,
    MEGATRON_OPTIMIZERS,
    QWEN3_5_FAMILIES,
    UNSLOTH,
    CoreLayers,
)

# Post-training profiles: what each keeps resident and where it generates.
TRL = Framework(
    "trl",
    "TRL (Hugging Face)",
    (*SFT_METHODS, *POST_METHODS, Method.RLOO, Method.DAPO, Method.REWARD),
    {
        "precision": Precision.AMP,
        "optimizer_impl": OptimizerImpl.FOREACH,
        "recompute": Recompute.FULL,
        # TRL 1.16's SFT, DPO, KTO, GRPO and RLOO trainers add a fused LM head: per-token
        # log-probabilities from tiles of the head, the full logits never built (its ORPO and
        # CPO/SimPO trainers, moved to trl.experimental, and PPO do not: method_defaults)
        "loss": Loss.FUSED_LINEAR,
        "rollout": Rollout.COLOCATE,
        "rollout_sleep": False,
        "offload_training": False,
        "rollout_tp": 1,
        "cp_kind": CpKind.ULYSSES,  # its only kind: DeepSpeed's, through accelerate
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
    "experimental/ppo/ppo_trainer.py; the LM head: TRL 1.16.0 trl/trainer/sft_trainer.py, "
    "dpo_trainer.py, kto_trainer.py, grpo_trainer.py (add_fused_lm_head on the policy and "
    "the reference, model(..., fused_lm_head=True): per-token log-probabilities in tiles of "
    "the LM head, the full logits never built; trl/trainer/utils.py add_fused_lm_head, "
    "trl/kernels/chunked_logprob.py; not in trl/experimental/orpo, cpo)"
    "; RLOO: trl/trainer/rloo_config.py @006d32c9 (beta 0.05: the reference loaded; "
    "num_generations 2); DAPO: grpo_config.py @006d32c9 (loss_type 'dapo', its default; beta 0; no"
    " dynamic sampling)",
    # TRL 0.24.0–0.28.0 dpo_trainer.py concatenated_forward: model_kwargs["output_hidden_states"]
    # = True (0.28.0 lines 1413 and 1641), the reference's pass after the policy's
    # (get_batch_loss_metrics → compute_ref_log_probs); checked against the fake-tensor oracle
    reference_hidden_states=True,
    method_defaults={
        Method.ORPO: {"loss": Loss.PLAIN},
        Method.SIMPO: {"loss": Loss.PLAIN},
        # RewardTrainer's AutoModelForSequenceClassification has no LM head to fuse
        Method.REWARD: {"loss": Loss.PLAIN},
        Method.GRPO: {
            "reference": Reference.NONE,
            "reward_model": RewardSource.FUNCTION,
            "completions": 8,
            "prompts_per_step": 8,
        },
        # RLOOTrainer: beta 0.05 (the reference loaded), num_generations 2
        Method.RLOO: {
            "reference": Reference.MODEL,
            "reward_model": RewardSource.FUNCTION,
            "completions": 2,
            "prompts_per_step": 8,
        },
        # GRPOTrainer with loss_type "dapo" and beta 0: GRPO's step
        Method.DAPO: {
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
            "loss": Loss.PLAIN,
        },
    },
    qlora_fp32_extras=True,
    # its SFTTrainer casts QLoRA's trainable parameters to bf16 (plan/formats.py
    # KBIT_BF16_SOURCE); its GRPOTrainer's cast is switched off (`if False:`, trl@00313f2)
    kbit_trainables_bf16=(Method.QLORA,),
    # SFTConfig packing: best-fit decreasing, padding-free rows with position_ids that
    # flash-attention's varlen kernels split at the samples (trl/trainer/sft_trainer.py:
    # padding_free when packing_strategy is bfd; the collator's position_ids)
    packing_within_samples="TRL SFTTrainer packing (packing_strategy bfd: padding-free rows, "
    "position_ids per sample, flash-attention varlen; github huggingface/trl "
    "trl/trainer/sft_trainer.py)",
    fused_expert_lora=True,
    # TRL 1.x's fused LM head (plain: older TRL); PEFT's modules_to_save through its LoraConfig;
    # its configs are transformers TrainingArguments: optim paged_adamw_* (bitsandbytes), and
    # DeepSpeed's or FSDP's CPU offload through accelerate's config
    torchao_4bit_block=HF_TORCHAO_BLOCK,
    offers=frozenset(
        {
            "liger",
            "loss:fused_linear",
            "train_embeddings",
            AO_ADAMW_4BIT,
            "paged_optimizer",
            "offload:optimizer",
            "offload:optimizer+params",
            "cp:ulysses",
        }
    ),
    ulysses_via_deepspeed=True,
    rollout_memory_colocate=0.3,
    sleep_level=2,
    ppo_needs_reward_model=True,
    critic_follows_adapter=False,
    recompute_old_logprobs=False,
    # examples/scripts/ppo/ppo.py loads value_model from training_args.reward_model_path
    critic_from_reward=True,
    # experimental/ppo/ppo_trainer.py: unwrap_model_for_generation(self.model, …) over the
    # PolicyAndValueWrapper of the policy and the value model
    generation_gathers_critic=True,
    sharded_fp32_master=True,  # DeepSpeed bf16 mode or accelerate's FSDP upcast
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
    transformers_modeling=True,  # its models are transformers' own
    rl_offloads=frozenset({"rollout_sleep"}),  # vllm_enable_sleep_mode,
    peft_adapters=PEFT_LAYERS,
    weight_update={"colocate": "in_process", "separate": "bucketed"},
    weight_update_source=(
        "trl 1.16.0 (2026-10-15) trl/generation/vllm_generation.py sync_weights (colocate, "
        "the default from 1.0.0: model.load_weights([(name, param)]) one tensor at a time in "
        "the trainer's process); vllm_client.py update_named_params (server: NCCL through "
        "vLLM's packed buffers from 1.11.0, 2026-08-26; one HTTP call and broadcast per "
        "parameter through 1.10.0)"
    ),
    **ACCELERATE_SHARDING,
)

OPENRLHF = Framework(
    "openrlhf",
    "OpenRLHF (Ray, vLLM, DeepSpeed)",
    (*SFT_METHODS, Method.DPO, Method.PPO, Method.GRPO, Method.RLOO, Method.DAPO, Method.REWARD),
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
    "hybrid-engine example, trainer/ray/vllm_engine.py (sleep level 1)"
    "; RLOO and DAPO: openrlhf/cli/train_ppo_ray.py @f5b3f08a (--advantage_estimator rloo, "
    "--dynamic_filtering), examples/scripts/train_dapo_ray_hybrid_engine.sh @34ba2900 (the KL loss"
    " kept: the reference)",
    method_defaults={
        Method.GRPO: {
            "reward_model": RewardSource.FUNCTION,
            "completions": 8,
            "prompts_per_step": 1024,
        },
        # --advantage_estimator rloo, and DAPO's --dynamic_filtering: GRPO's samples; the
        # reference kept (init_kl_coef > 0; its DAPO example keeps the KL loss too)
        Method.RLOO: {
            "reward_model": RewardSource.FUNCTION,
            "completions": 8,
            "prompts_per_step": 1024,
        },
        Method.DAPO: {
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
    # cli/train_ppo_ray.py: critic_pretrain defaults to the (first) reward_pretrain
    critic_from_reward=True,
    rollout_memory_colocate=0.5,
    rollout_memory_separate=0.95,
    # --use_liger_kernel (openrlhf/cli/train_*.py); --adam_offload: DeepSpeed's optimizer on
    # the CPU (DeepSpeedCPUAdam, offload_optimizer device cpu; its docs' troubleshooting lists
    # it with --gradient_checkpointing and a higher --zero_stage as the memory savers)
    offers=frozenset({"liger", "offload:optimizer"}),
    rollout_ahead_source="OpenRLHF async_train (openrlhf/cli/train_ppo_ray.py: 'Async training "
    "using ray'; its performance-tuning guide: rollout and training overlap through a bounded "
    "queue, async_queue_size from 1)",
    sharded_fp32_master=True,  # DeepSpeed bf16 mode or accelerate's FSDP upcast
    zero3_recompute_regathers=True,  # its ZeRO-3 is DeepSpeed's
    sample_padding=Padding.LONGEST,  # its collators pad unless --packing_samples
    transformers_modeling=True,  # its models are transformers' own
    dynamic_sampling=True,  # DAPO: docs/LIMITS.md "Dynamic sampling (DAPO)"
    rl_offloads=frozenset(
        {"rollout_sleep", "offload_training", "offload_frozen"}
    ),  # --vllm_enable_sleep, --deepspeed_enable_sleep, --ref.offload,
    peft_adapters=PEFT_LAYERS,
    weight_update={"colocate": "per_tensor", "separate": "per_tensor"},
    weight_update_source=(
        "openrlhf 0.11.2 (2026-09-14) openrlhf/trainer/ray/ppo_actor.py broadcast_to_vllm "
        "(colocated: _handle_cuda_ipc, reduce_tensor(weight), one CUDA IPC handle per weight;"
        " separate: _broadcast_param, one NCCL broadcast per parameter)"
    ),
)

# GRPO or RLOO with a group of one completion: its reward is the advantage
VERL_LONE = (
    "github verl-project/verl @018f23b5 verl/trainer/ppo/core_algos.py "
    "compute_grpo_outcome_advantage (a prompt whose group holds one score: id2mean 0, "
    "id2std 1), compute_rloo_outcome_advantage (a lone response's score left as it is)"
)


# verl's weight update after each step (VERL and VERL_MEGATRON share its rollout workers)
VERL_WEIGHT_UPDATE = (
    "verl 0.9.1 verl/workers/rollout/vllm_rollout/bucketed_weight_transfer.py and "
    "rollout.yaml update_weights_bucket_megabytes 2048 (colocated: ZMQ + CUDA IPC "
    "buckets; SGLang update_weights_from_tensor), "
    "checkpoint_engine/nccl_checkpoint_engine.py (separate: NCCL, two buffers of a "
    "bucket); bucketed from 0.7.1, load_weights in process in 0.6.1-0.7.0"
)

VERL = Framework(
    "verl",
    "verl (FSDP + vLLM/SGLang)",
    (*SFT_METHODS, Method.PPO, Method.GRPO, Method.RLOO, Method.DAPO),
    {
        "precision": Precision.MIXED_FP32_GRADS,
        "optimizer_impl": OptimizerImpl.FOREACH,
        "recompute": Recompute.FULL,
        "zero": 3,
        "rollout": Rollout.COLOCATE,
        "rollout_sleep": True,
        "offload_training": False,
        "rollout_tp": 2,
        "cp_kind": CpKind.ULYSSES,  # ulysses_sequence_parallel_size: its only kind
    },
    "actor, rollout and reference colocated in one worker (hybrid engine); FSDP full "
    "shard with bf16 compute, fp32 parameters and fp32 gradient reduction; rollout at "
    "gpu_memory_utilization 0.5, tensor parallel 2, free_cache_engine (sleep level 2); "
    "with LoRA the reference is the actor with adapters disabled; GRPO uses the KL "
    "loss (reference), PPO by default no KL",
    "github volcengine/verl @b178a3c (2026-01): verl/trainer/config/"
    "_generated_ppo_trainer.yaml (enable_gradient_checkpointing true), "
    "rollout/rollout.yaml, vllm_async_server.py; "
    "docs/algo/grpo.md (use_kl_loss for GRPO)"
    "; RLOO: examples/rloo_trainer/run_qwen2-7b.sh @3f388066 (algorithm.adv_estimator rloo, "
    "use_kl_in_reward True: the reference kept; rollout.n 5); DAPO: recipe/dapo/main_dapo.py "
    "@00d60ad3 (no reference worker without a KL term), docs/algo/dapo.md @0e58fce2 (512 prompts ×"
    " 16 responses; gen_batch_size 1,536)",
    # The actor's log-probabilities (PPO, GRPO, RLOO, DAPO): flash-attn's Triton
    # cross_entropy_loss over the bf16 logits with inplace_backward, their gradient written
    # over them, unless the entropy term needs the logits in the backward (entropy_coeff 0 by
    # default): github volcengine/verl @cc62eca9 verl/workers/actor/dp_actor.py
    # _forward_micro_batch (inplace_backward = not calculate_entropy), @33ddc714
    # verl/utils/torch_functional.py logprobs_from_logits, @03d67c62
    # verl/trainer/config/actor/actor.yaml (entropy_coeff 0). Its SFT trainer's loss is plain.
    method_defaults={
        Method.GRPO: {
            "loss": Loss.FUSED_CE_INPLACE,
            "reward_model": RewardSource.FUNCTION,
            "completions": 8,
            "prompts_per_step": 1024,
        },
        # algorithm.adv_estimator=rloo; its example keeps the reference (use_kl_in_reward)
        # and samples 5 completions a prompt
        Method.RLOO: {
            "loss": Loss.FUSED_CE_INPLACE,
            "reward_model": RewardSource.FUNCTION,
            "completions": 5,
            "prompts_per_step": 1024,
        },
        # recipe/dapo: no KL (no reference worker), 512 prompts × 16 responses a step
        Method.DAPO: {
            "loss": Loss.FUSED_CE_INPLACE,
            "reference": Reference.NONE,
            "reward_model": RewardSource.FUNCTION,
            "completions": 16,
            "prompts_per_step": 512,
        },
        Method.PPO: {
            "loss": Loss.FUSED_CE_INPLACE,
            "reference": Reference.NONE,
            "reward_model": RewardSource.FUNCTION,
            "completions": 1,
            "prompts_per_step": 1024,
        },
    },
    qlora_fp32_extras=True,
    # FP8 rollout: docs/advance/fp8.md @96a2832 (actor_rollout_ref.rollout.quantization, FP8
    # blockwise weights, vLLM 0.10+, FSDP and Megatron backends); Ulysses sequence parallelism
    # of the actor, reference, critic and reward model: verl/trainer/config/ppo_trainer.yaml
    # @008db456 (ulysses_sequence_parallel_size, 'sp size', each FSDP worker's)
    offers=frozenset({"liger", "rollout_fp8", "cp:ulysses", "loss:fused_ce_inplace"}),
    fused_expert_lora=True,
    # actor_rollout_ref.model.use_remove_padding True (verl docs, 'Config Explanation',
    # verl.readthedocs.io/en/latest/examples/config.html)
    rl_packs_sequences=True,
    rollout_memory_colocate=0.5,
    sleep_level=2,
    rollout_ahead_source="verl recipes one_step_off_policy and fully_async_policy (verl docs "
    "'Recipe: Fully Async Policy Trainer', verl.readthedocs.io/en/latest/advance/"
    "fully_async.html, 2026-05-09: rollout and train on separate GPUs, one round apart)",
    transformers_modeling=True,  # its models are transformers' own
    no_training_tp="verl-megatron",
    dynamic_sampling=True,  # DAPO: docs/LIMITS.md "Dynamic sampling (DAPO)"
    lone_completion=VERL_LONE,
    rl_offloads=frozenset(
        {"rollout_sleep", "offload_training", "offload_frozen"}
    ),  # free_cache_engine, param/optimizer_offload, ref param_offload,
    peft_adapters=PEFT_LAYERS,
    stages_backend="verl-megatron",
    weight_update={"colocate": "bucketed", "separate": "bucketed"},
    weight_update_source=VERL_WEIGHT_UPDATE,
    # actor_rollout_ref.actor.strategy fsdp (FSDP1) or fsdp2 (fully_shard), reducing in fp32:
    # fsdp_config.mixed_precision reduce_dtype 'fp32' by default (github volcengine/verl
    # @b38119fa verl/workers/fsdp_workers.py _build_model_optimizer)
    shardings=(Sharding.FSDP,),
    fsdp_reduce_bytes=4.0,
)

# verl with its Megatron workers (actor_rollout_ref.actor.strategy megatron): the layout of its
# large recipes (TP, PP, CP, EP, the distributed optimizer), vLLM in the same GPUs
VERL_MEGATRON = Framework(
    "verl-megatron",
    "verl (Megatron-Core + vLLM/SGLang)",
    (Method.PPO, Method.GRPO, Method.RLOO, Method.DAPO),
    {
        "precision": Precision.MIXED_FP32_GRADS,
        "optimizer_impl": OptimizerImpl.FUSED,
        "recompute": Recompute.NONE,
        "zero": 1,
        "sequence_parallel": True,
        "rollout": Rollout.COLOCATE,
        "rollout_sleep": True,
        "offload_training": False,
        "rollout_tp": 2,
    },
    "Megatron-Core actor: bf16 weights, gradients reduced in fp32, the distributed "
    "optimizer (fp32 master and Adam states sharded over the data-parallel ranks), sequence "
    "parallelism, no recompute unless set, padding removed (packed rows); the reference a "
    "separate frozen bf16 Megatron model in the actor's layout on the GPUs (with LoRA the "
    "actor with adapters disabled); vLLM in the same GPUs at 0.5 with tensor parallel 2 and "
    "free_cache_engine, the actor's weights and states kept on the GPUs unless "
    "param_offload / optimizer_offload; GRPO with the KL loss (reference), PPO without KL",
    "github verl-project/verl @1a7e2cab verl/trainer/config/_generated_ppo_megatron_trainer.yaml "
    "(actor.megatron: tensor/pipeline/context/expert parallel 1, sequence_parallel True, "
    "use_distributed_optimizer True, param_offload, grad_offload and optimizer_offload False; "
    "recompute_granularity null; rollout gpu_memory_utilization 0.5, tensor_model_parallel_size "
    "2, free_cache_engine True), verl/utils/megatron/optimizer.py @b017a833 (bf16, params_dtype "
    "bfloat16), megatron_utils.py @1811bfeb (grad_reduce_in_fp32 True), "
    "verl/workers/megatron_workers.py @a188c3db (the reference: a separate Megatron model in "
    "bf16, no optimizer, the actor's layout; LoRA: the actor without its adapters), "
    "third_party/vllm/__init__.py @809ef8c8 (sleep level 2 from vLLM 0.8.5)",
    # verl's own, but its Megatron actor's log-probabilities come from Megatron-Core's
    # vocab-parallel cross-entropy (its plain loss), not flash-attn's kernel
    method_defaults={
        m: {k: v for k, v in values.items() if k != "loss"}
        for m, values in VERL.method_defaults.items()
    },
    # pp_ends_as_layers: verl hands Megatron-Core's TransformerConfig its overrides
    # (+actor_rollout_ref.actor.megatron.override_transformer_config.
    # account_for_embedding_in_pipeline_split / account_for_loss_in_pipeline_split=True in
    # github volcengine/verl@144f58a5 examples/grpo_trainer/run_qwen3-235b_megatron_96gb.sh)
    offers=frozenset(
        {"pp", "pp_ends_as_layers", "cp:ring", "offload:optimizer", "recompute_layers"}
        | {"rollout_fp8"}
    ),
    **MEGATRON_CORE,
    **MEGATRON_OPTIMIZERS,
    rl_packs_sequences=True,
    rollout_memory_colocate=0.5,
    sleep_level=2,
    rollout_ahead_source=VERL.rollout_ahead_source,
    dynamic_sampling=True,  # DAPO: docs/LIMITS.md "Dynamic sampling (DAPO)"
    lone_completion=VERL_LONE,
    rl_offloads=frozenset({"rollout_sleep", "offload_training", "offload_frozen"}),
    weight_update={"colocate": "bucketed", "separate": "bucketed"},
    weight_update_source=VERL_WEIGHT_UPDATE,
    export_gathers_whole="github volcengine/verl@000e6582 verl/utils/megatron_utils.py "
    "per_tensor_generator: each Megatron parameter broadcast from its pipeline stage "
    "(broadcast_from_megatron_pp), then all-gathered over the expert-parallel, expert "
    "tensor-parallel and tensor-parallel ranks",
)

# slime runs Qwen3-Next and Qwen3.5 through plugins of its own (THUDM/slime@04e67434
# slime_plugins/models/qwen3_next.py and hf_attention.py: an HF-style Gated DeltaNet that
# gathers the hidden states over the context-parallel ranks), not Megatron-Core's scheme:
# context parallelism across those layers is refused by name until its own is read
SLIME_CORE: CoreLayers = {**MEGATRON_CORE, "recurrent_cp": ()}

# slime (THUDM/slime): Megatron-LM actors and SGLang engines, as its scripts run them (every
# run script passes --colocate, which turns --offload on: the actor paused through
# torch_memory_saver while SGLang generates, SGLang's weights, KV cache and CUDA graphs released
# while the actor trains; the weights synced back after)
SLIME = Framework(
    "slime",
    "slime (Megatron-LM + SGLang)",
    # SFT too: its trainer on a data set with --loss-type sft_loss and no generation
    # (scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3: slime.rollout.sft_rollout,
    # --debug-train-only)
    (Method.FULL, Method.PPO, Method.GRPO, Method.DAPO),
    {
        "precision": Precision.MIXED_FP32_GRADS,
        "optimizer_impl": OptimizerImpl.FUSED,
        "recompute": Recompute.NONE,
        "zero": 1,
        "rollout": Rollout.COLOCATE,
        "rollout_sleep": True,
        "offload_training": True,
        "rollout_tp": 1,
        "reference": Reference.NONE,
        "reward_model": RewardSource.FUNCTION,
    },
    "Megatron-LM actor: bf16 weights, gradients reduced in fp32, the distributed optimizer "
    "always (fp32 master and Adam states sharded over the data-parallel ranks), packed "
    "variable-length rows, no recompute unless set; SGLang in the same GPUs as its scripts "
    "run it (--colocate, at mem_fraction_static 0.7, one GPU an engine): the actor's weights, "
    "gradients and optimizer states paused to host RAM while SGLang generates, SGLang's "
    "weights, KV cache and CUDA graphs released while the actor trains; a reference only with "
    "a KL term (swapped into the actor's weights from a host copy for its pass); PPO's critic "
    "a second Megatron model; SFT on the actor alone, no generation",
    "github THUDM/slime: slime/backends/megatron_utils/arguments.py @1cddc5d3 (always use "
    "zero optimizer: use_distributed_optimizer True; bf16 = not fp16), slime/utils/"
    "arguments.py @002fa9d6 (--colocate 'will also set --offload to true'; --offload = "
    "--offload-train + --offload-rollout; --rollout-num-gpus-per-engine default 1; "
    "--use-dynamic-batch-size, --max-tokens-per-gpu; --advantage-estimator grpo, gspo, "
    "reinforce_plus_plus, ppo, cispo), slime/ray/actor_group.py @03b11f41 and "
    "megatron_utils/actor.py @028e2909 (torch_memory_saver pause and wake_up around "
    "training; the reference loaded into the actor's model from a pinned host backup), "
    "sglang_engine.py @03b32d8b (enable_memory_saver, release_memory_occupation), "
    "docs/en/get_started/usage.md @04ab9881 (no recomputation unless "
    "--recompute-granularity), scripts/run-qwen3-4B.sh @05a07529 "
    "(--sglang-mem-fraction-static 0.7), scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3 (SFT: "
    "--loss-type sft_loss, slime.rollout.sft_rollout, --debug-train-only)",
    method_defaults={m: {} for m in (Method.FULL, Method.PPO, Method.GRPO, Method.DAPO)},
    # Megatron-LM's own arguments pass through slime's parser (its scripts give --tensor-,
    # --pipeline-, --context-, --expert-model-parallel-size, --optimizer-cpu-offload); FP8
    # rollout from a blockwise-FP8 checkpoint is 'Stable' (docs/en/advanced/low-precision.md
    # @55d0cb5f)
    offers=frozenset(
        {"pp", "pp_ends_as_layers", "cp:ring", "offload:optimizer", "recompute_layers"}
        | {"rollout_fp8"}
    ),
    **SLIME_CORE,
    **MEGATRON_OPTIMIZERS,
    # its GLM-5 plugin: the indexer's inputs detached and its scores dropped (no KL loss), a
    # sparse MLA kernel, fp32 scores 8,192 queries at a time
    sparse_training=N_(
        "Source",
        "github THUDM/slime@08a9dcdc slime_plugins/models/glm5/glm5.py (q_compressed and "
        "hidden_states .detach(); _, topk_indices = fused_select_topk(..., block_size=8192)), "
        "scripts/run-glm5-744B-A40B-sft.sh @58e6e7c3",
    ),
    index_score_rows=MCORE_INDEX_SCORE_ROWS,
    rl_packs_sequences=True,  # validate_args: always use varlen (variable_seq_lengths True)
    rollout_memory_colocate=0.7,
    sleep_level=2,  # SGLang's weights released, not kept: synced back from the actor
    rollout_engine="sglang",
    rl_offloads=frozenset({"rollout_sleep", "offload_training", "offload_frozen"}),
    weight_update={"colocate": "bucketed", "separate": "broadcast"},
    weight_update_source=(
        "github THUDM/slime@04b6c8d8 "
        "slime/backends/megatron_utils/update_weight/update_weight_from_tensor.py (colocated:"
        " FlattenedTensorBucket of 512 MB, one CUDA IPC handle per bucket); @02a644a7 "
        "update_weight_from_distributed.py (separate: one Ray call per 512 MB bucket, one "
        "NCCL broadcast per tensor); Miles (radixark/miles@0015b711) the same"
    ),
)

LLAMAFACTORY_RLHF = Framework(
    "llamafactory-rlhf",
    "LLaMA-Factory (DPO, KTO, PPO)",
    (*SFT_METHODS, Method.DPO, Method.ORPO, Method.KTO, Method.SIMPO, Method.PPO),
    {
        "freeze_vision": True,  # freeze_vit / freeze_vision_tower: on by default
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
    # its additional_target (PEFT modules_to_save); Hugging Face's optim names
    torchao_4bit_block=HF_TORCHAO_BLOCK,
    offers=frozenset({"liger", "train_embeddings", AO_ADAMW_4BIT}),
    sharded_fp32_master=True,  # DeepSpeed bf16 mode or accelerate's FSDP upcast
    zero3_recompute_regathers=True,  # its ZeRO-3 is DeepSpeed's
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
    unmodelled={
        Method.REWARD: N_(
            "Message",
            "its reward stage (stage rm) puts a value head on the causal LM and keeps the LM "
            "head, whose full logits the forward still builds",
        )
    },
    transformers_modeling=True,  # its models are transformers' own
    peft_adapters=PEFT_LAYERS,
    stages_backend="llamafactory-megatron",
    **ACCELERATE_SHARDING,
)

SWIFT_RLHF = Framework(
    "swift-rlhf",
    "ms-swift (swift rlhf)",
    (*SFT_METHODS, *POST_METHODS, Method.RLOO, Method.DAPO, Method.REWARD),
    {
        "freeze_vision": True,  # freeze_vit / freeze_vision_tower: on by default
        "precision": Precision.BF16,
        "optimizer_impl": OptimizerImpl.FOREACH,
        "recompute": Recompute.FULL,
        "rollout": Rollout.COLOCATE,
        "rollout_sleep": True,
        "offload_training": True,
        "rollout_tp": 1,
        "cp_kind": CpKind.ULYSSES,  # sequence_parallel_size: Ulysses, as its SFT
        "lora_rank": 8,  # its TunerArguments, as its SFT's (swift/arguments/tuner_args.py)
    },
    "TRL-based trainers on a bf16 model (torch_dtype bfloat16); GRPO with vLLM "
    "colocate as in its examples (gpu_memory_utilization 0.4, sleep_level 1, "
    "offload_model and offload_optimizer), num_generations 8 (at least 2)",
    "github modelscope/ms-swift @3602360 (2026-08): swift/arguments/rlhf_args.py "
    "(gradient_checkpointing True as in every swift command), "
    "examples/train/grpo/internal/chord.sh"
    "; RLOO and DAPO on its GRPO trainer: docs/source_en/Instruction/GRPO/AdvancedResearch/RLOO.md"
    " @5fb8ed8a (ms-swift 3.10+, --advantage_estimator rloo), DAPO.md @1bad5d9c (--loss_type dapo,"
    " --dynamic_sample); beta 0.04 keeps the reference",
    method_defaults={
        Method.GRPO: {
            "reward_model": RewardSource.FUNCTION,
            "completions": 8,
            "prompts_per_step": 32,
        },
        # --advantage_estimator rloo (3.10+) and --loss_type dapo with --dynamic_sample (3.11+)
        # on its GRPO trainer: GRPO's samples, the reference while beta > 0 (0.04)
        Method.RLOO: {
            "reward_model": RewardSource.FUNCTION,
            "completions": 8,
            "prompts_per_step": 32,
        },
        Method.DAPO: {
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
    # --deepspeed zero2/zero3 on its bf16 model (DeepSpeed's bf16 mode, fp32 master and states)
    sharded_fp32_master=True,
    # the value model (loaded from the reward model) goes through prepare_model like the
    # policy, which applies the run's tuner: LoRA on the critic when the policy trains LoRA
    # (modelscope/ms-swift@344cd17 swift/llm/train/rlhf.py SwiftRLHF._prepare_model_tokenizer)
    critic_follows_adapter=True,
    critic_from_reward=True,  # the value model is loaded from the reward model's path
    generation_gathers_critic=True,  # TRL's PPOTrainer underneath
    recompute_old_logprobs=False,
    torchao_4bit_block=HF_TORCHAO_BLOCK,
    # modules_to_save; HF optim; --sequence_parallel_size with swift rlhf (modelscope/ms-swift
    # @b529e51 examples/train/sequence_parallel/sequence_parallel_dpo.sh, and _grpo.sh)
    # ring attention as its SFT's: github modelscope/ms-swift @de01a836
    # examples/train/sequence_parallel/ring_attention/sequence_parallel_dpo.sh
    # --deepspeed zero2_offload / zero3_offload (CPU) as its SFT's
    offers=frozenset(
        {
            "liger",
            "train_embeddings",
            AO_ADAMW_4BIT,
            "cp:ulysses",
            "cp:ring",
            "offload:optimizer",
            "offload:optimizer+params",
        }
    ),
    zero3_recompute_regathers=True,  # its ZeRO-3 is DeepSpeed's
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
    transformers_modeling=True,  # its models are transformers' own
    dynamic_sampling=True,  # DAPO: docs/LIMITS.md "Dynamic sampling (DAPO)"
    rl_offloads=frozenset(
        {"rollout_sleep", "offload_training"}
    ),  # sleep_level, offload_model / offload_optimizer,
    # --deepspeed zero2_offload / zero3_offload as its SFT's, during the update too (github
    # modelscope/ms-swift @092be5dbc46571cd0f99597cf9f45d88f0020fad
    # examples/train/grpo/internal/vllm_72b_4gpu.sh: swift rlhf --deepspeed zero3_offload)
    deepspeed_offload=True,
    peft_adapters=PEFT_LAYERS,
    # GRPOArgumentsMixin async_generate (default False): with the vLLM server (vllm_mode
    # server), the next batch is generated on the previous step's weights while this one
    # trains; one step, no more
    rollout_ahead_source="ms-swift async_generate (github modelscope/ms-swift @0037257c "
    "swift/trainers/arguments.py GRPOArgumentsMixin, default False; vllm_mode server): the next "
    "batch generated on the previous step's weights",
    rollout_ahead_most=1,
    rollout_ahead_group_only=True,
    stages_backend="swift-megatron",
    device_map_split="Qwen docs, MS-SWIFT (https://qwen.readthedocs.io/en/stable/training/"
    "ms_swift.html: distributed training by DDP, device_map, DeepSpeed ZeRO-2/ZeRO-3, FSDP, "
    "and Megatron-SWIFT)",
    weight_update={"colocate": "in_process", "separate": "bucketed"},
    weight_update_source=(
        "ms-swift 4.6.0 (2026-10-13) swift/rlhf_trainers/rollout_mixin.py "
        "_load_state_dict_to_vllm (colocate: llm_model.load_weights(state_dict.items()) in "
        "the trainer's process; server: FlattenedTensorBucket over NCCL, "
        "SWIFT_UPDATE_WEIGHTS_BUCKET_SIZE 512 MB)"
    ),
    **ACCELERATE_SHARDING,
)

UNSLOTH_RL = Framework(
    "unsloth-rl",
    "Unsloth (DPO, ORPO, KTO, SimPO, PPO, GRPO)",
    (*POST_METHODS, Method.DAPO),
    {
        **UNSLOTH.defaults,
        # its DPO, ORPO, KTO and SimPO trainers take TRL's log-probabilities of the full fp32
        # logits (UnslothDPOTrainer: selective_log_softmax of logits.to(float32)); only GRPO
        # projects and takes them in chunks
        "loss": Loss.PLAIN,
        "rollout": Rollout.TRAINER,
        "rollout_sleep": False,
        "offload_training": False,
        "rollout_tp": 1,
    },
    "TRL's preference and RL trainers patched by Unsloth on one GPU (or whole copies, "
    "DDP): offloaded gradient checkpointing, 8-bit AdamW; GRPO takes the vocabulary "
    "projection and log-probabilities in chunks (no full logits) and generates with the "
    "training model unless fast_inference starts vLLM in the same process at "
    "gpu_memory_utilization 0.5; with LoRA the reference is the base with adapters disabled",
    "github unslothai/unsloth unsloth/models/loader.py FastLanguageModel.from_pretrained "
    "(fast_inference False, gpu_memory_utilization 0.5, use_gradient_checkpointing "
    "'unsloth'); Unsloth docs, Reinforcement Learning guide: 'Preference Optimization "
    "Training - DPO, ORPO & KTO' (DPO, ORPO, PPO and KTO work with Unsloth; SimPO and GRPO "
    "notebooks); unsloth.ai/blog/grpo (GRPO without full logits); TRL's defaults for the rest"
    "; DAPO through TRL's GRPOConfig (Unsloth docs, 'Advanced Reinforcement Learning "
    "Documentation': loss_type 'dapo' by default, beta 0)",
    # TRL's trainers underneath; GRPO without full logits (unsloth.ai/blog/grpo)
    method_defaults={
        **TRL.method_defaults,
        Method.DPO: {"loss": Loss.PLAIN},
        Method.GRPO: {**TRL.method_defaults[Method.GRPO], "loss": Loss.FUSED_LINEAR},
        # TRL's GRPOConfig with loss_type "dapo" (Unsloth's docs: its default), beta 0
        Method.DAPO: {**TRL.method_defaults[Method.DAPO], "loss": Loss.FUSED_LINEAR},
    },
    offers=UNSLOTH.offers,
    torchao_4bit_block=UNSLOTH.torchao_4bit_block,
    fused_expert_lora=UNSLOTH.fused_expert_lora,
    lora_kernels=UNSLOTH.lora_kernels,
    fused_layer_kernels=UNSLOTH.fused_layer_kernels,
    data_parallel_only=UNSLOTH.data_parallel_only,
    fp16_fallback=UNSLOTH.fp16_fallback,
    rollout_memory_colocate=0.5,
    rollout_shares_weights="github unslothai/unsloth-zoo@00a8d68f unsloth_zoo/vllm_utils.py "
    "(convert_vllm_to_huggingface wraps vLLM's own weight tensors as the Hugging Face "
    "model's; patch_vllm_enable_sleep_mode skips the 'weights' tag: Unsloth Standby releases "
    "the rest), unsloth/models/llama.py @00060afe (llm.shared_weights = True); Unsloth docs "
    "'Memory Efficient RL': 'we share vLLM's weight space directly which removes the double "
    "memory usage of the model weights'",
    ppo_needs_reward_model=TRL.ppo_needs_reward_model,
    critic_follows_adapter=TRL.critic_follows_adapter,
    critic_from_reward=TRL.critic_from_reward,
    generation_gathers_critic=TRL.generation_gathers_critic,
    recompute_old_logprobs=TRL.recompute_old_logprobs,
    sample_padding=Padding.LONGEST,  # its collator pads unless packing is on
    peft_adapters=PEFT_LAYERS,
    # Unsloth Standby (UNSLOTH_VLLM_STANDBY=1): vLLM's sleep mode less the shared weights
    rl_offloads=frozenset({"rollout_sleep"}),
    weight_update={"colocate": "in_process", "separate": "bucketed"},
    weight_update_source=(
        "unsloth 2026.10.9 models/llama.py, unsloth_zoo vllm_utils.py (fast_inference: vLLM "
        "shares the base weights, llm.shared_weights = True, the LoRA adapter passed in "
        "process; counted as the whole checkpoint's tensors, too many by the base's: under "
        "0.1 s for a dense 8B, ~3 s for a 30B mixture); without fast_inference, TRL's server "
        "path (packed NCCL)"
    ),
)

# ms-swift keeps experts whole on their expert-parallel rank unless told (ETP 1 from 3.9)
SWIFT_CORE: CoreLayers = {**MEGATRON_CORE, "expert_tp_is_tp": False}

# ms-swift's Megatron backend: Megatron-Core layers (Transformer Engine, a contiguous fp32
# gradient buffer, its vocabulary-parallel cross-entropy) under ms-swift's defaults, with DPO
# and KTO on the same model
SWIFT_MEGATRON = Framework(
    "swift-megatron",
    "ms-swift Megatron (Megatron-SWIFT)",
    (Method.PRETRAIN, Method.FULL, Method.LORA, Method.DPO, Method.KTO, Method.GRPO, Method.REWARD),
    {
        "freeze_vision": True,  # freeze_vit / freeze_vision_tower: on by default
        "precision": Precision.MIXED_FP32_GRADS,
        "optimizer_impl": OptimizerImpl.FUSED,
        "recompute": Recompute.SELECTIVE,
        "zero": 1,
    },
    "`megatron pt/sft/rlhf`: Megatron-Core with Transformer Engine; bf16 weights (the "
    "checkpoint's dtype) with fp32 main gradients and the distributed optimizer (fp32 master "
    "and Adam states sharded over the data-parallel ranks); selective recompute of the "
    "attention core; packing (padding-free) batches; DPO and KTO: a second, frozen bf16 model "
    "in the policy's layout as reference for full training, the base with adapters disabled "
    "for LoRA; chosen and rejected sequences in one micro-batch; per-token log-probabilities "
    "from Megatron-Core's cross-entropy, no full logits kept; GRPO (ms-swift 3.11+) as its "
    "colocate example: vLLM in the same GPUs at 0.7 with sleep level 2, the policy, its "
    "reference and the optimizer states in host RAM while it generates (offload_model, "
    "offload_optimizer), 16 prompts x 8 completions a step",
    "github modelscope/ms-swift swift/megatron/arguments/megatron_args.py @a374875 "
    "(use_distributed_optimizer True, recompute_granularity selective, recompute_modules "
    "core_attn, cross_entropy_loss_fusion True, padding_free True, main_grads_dtype fp32); "
    "swift/megatron/trainers/rlhf_mixin.py prepare_model (ref_models = get_mcore_model(args) "
    "for tuner_type full; disable_adapter otherwise), dpo_trainer.py @0abfe98 (reference and "
    "policy forwards on the same packed batch, per_token_logps = −the model's per-token loss); "
    "Megatron-SWIFT command-line docs: expert_tensor_parallel_size defaults to 1 from ms-swift "
    "3.9 (before: the tensor-parallel size)",
    method_defaults={
        # examples/megatron/grpo/dense_colocate.sh @226320bd: global_batch_size 128
        # completions (16 prompts x num_generations 8), vllm_mode colocate at 0.7, sleep_level
        # 2, offload_model and offload_optimizer true; megatron_args.py @75dd1427: beta 0.04
        # keeps the reference (a second frozen Megatron model for full training)
        Method.GRPO: {
            "rollout": Rollout.COLOCATE,
            "rollout_sleep": True,
            "offload_training": True,
            "rollout_tp": 1,
            "reward_model": RewardSource.FUNCTION,
            "completions": 8,
            "prompts_per_step": 16,
        },
    },
    offers=frozenset({"pp", "offload:optimizer", "recompute_layers", "cp:ring"}),
    mlp_targets_cover_experts="github modelscope/ms-swift swift/megatron/utils/utils.py "
    "@006938be6c7ceb5495a22be34272111c8e963da7 find_all_linears and find_layers (all-linear: "
    "every TELinear, TELayerNormColumnParallelLinear, TEGroupedLinear and nn.Linear but "
    "output_layer, named by their last part: a mixture's routed experts are linear_fc1 and "
    "linear_fc2 as its MLP is, so the MLP's targets adapt them too; the router only with "
    "all-router)",
    **SWIFT_CORE,
    **MEGATRON_OPTIMIZERS,
    # Megatron-Core's DeepSeek Sparse Attention through mcore-bridge (GLM-5.1 LoRA under
    # ms-swift's Megatron: github basetenlabs/ml-cookbook PR #116; modelscope/mcore-bridge
    # issue #36)
    sparse_training=MCORE_SPARSE_TRAINING,
    index_score_rows=MCORE_INDEX_SCORE_ROWS,
    fused_expert_lora=True,
    sample_padding=Padding.FREE,  # padding_free true, packing false by default
    packing_within_samples="ms-swift Megatron: packed and padding-free rows go to Megatron-Core "
    "as THD with each sample's boundaries (github modelscope/ms-swift "
    "swift/megatron/utils/utils.py @006938be get_packed_seq_params: PackedSeqParams "
    "cu_seqlens_q/kv from the position_ids, qkv_format 'thd'), so flash attention keeps each "
    "sample to itself",
    rl_packs_sequences=True,
    rollout_memory_colocate=0.7,
    sleep_level=2,
    parks_frozen=True,  # offload_model: the reference with the policy (megatron_args.py)
    rl_offloads=frozenset({"rollout_sleep", "offload_training"}),
    weight_update={"colocate": "in_process", "separate": "bucketed"},
    weight_update_source=(
        "ms-swift 4.6.0 (2026-10-13) swift/megatron/trainers/rollout_mixin.py (colocate: "
        "load_weights in the trainer's process; server: FlattenedTensorBucket over NCCL, 512 "
        "MB)"
    ),
)

# LLaMA-Factory's Megatron-Core backend (USE_MCA=1 through ROLL's mcore_adapter, from
# LLaMA-Factory v0.9.4): pre-training, SFT and DPO in full only, Megatron-Core's Transformer
# Engine layers under mcore_adapter's defaults (no distributed optimizer, no recompute unless
# asked); its Gated DeltaNet layers are not split by tensor parallelism (duplicated weights)
MCA_CORE: CoreLayers = {
    **MEGATRON_CORE,
    # its Qwen3.5 template builds Megatron-Core's GatedDeltaNet (the head all-to-alls across
    # context-parallel ranks); its Qwen3-Next keeps a duplicated layer of its own
    "recurrent_cp": (
        RecurrentCpSupport(
            "gated_deltanet",
            RecurrentCp.HEADS,
            N_(
                "Source",
                "github alibaba/ROLL mcore_adapter/src/mcore_adapter/models/qwen3_5/"
                "__init__.py @6f8082f1 (experimental_attention_variant 'gated_delta_net': "
                "Megatron-Core's GatedDeltaNet, gdn_dist_config)",
            ),
            QWEN3_5_FAMILIES,
        ),
    ),
}
LLAMAFACTORY_MEGATRON = Framework(
    "llamafactory-megatron",
    "LLaMA-Factory Megatron (mcore_adapter)",
    (Method.PRETRAIN, Method.FULL, Method.DPO),
    {
        "precision": Precision.MIXED_FP32_GRADS,
        "optimizer_impl": OptimizerImpl.FUSED,
        "recompute": Recompute.NONE,
        "zero": 0,
    },
    "`USE_MCA=1 llamafactory-cli train` with stage pt, sft or dpo: Megatron-Core's GPTModel "
    "with Transformer Engine layers (mcore_adapter's McaGPTModel), full training only; bf16 "
    "with gradients accumulated and reduced in fp32, Adam without the distributed optimizer "
    "and no recompute unless asked; tensor, pipeline (virtual stages too), context, expert and "
    "expert-tensor parallelism as Megatron-Core's; SFT packs samples padding-free "
    "(neat_packing) into THD rows, otherwise batches pad to their longest (to cutoff_len with "
    "expert parallelism); DPO keeps a second full model as reference",
    "github hiyouga/LLaMA-Factory@15caedcb src/llamafactory/train/tuner.py (stage in pt, sft, "
    "dpo and use_mca: train/mca/workflow.py run_pt, run_sft, run_dpo; DPO's ref_model a full "
    "second copy), examples/megatron/qwen3_moe_full.yaml @568ab508 ('only support full for "
    "now'); github alibaba/ROLL mcore_adapter/src/mcore_adapter/training_args.py @59f45298 "
    "(use_distributed_optimizer, overlap_grad_reduce, sequence_packing, recompute: off by "
    "default; bf16 sets accumulate_allreduce_grads_in_fp32), models/model_config.py @c5cdbedc "
    "(transformer_impl transformer_engine; TP and EP together force sequence parallelism), "
    "models/model_factory.py @560dd8a6 (McaGPTModel(GPTModel)), trainer/trainer.py @044104da "
    "(gradient_accumulation_steps Megatron micro-batches; sequence packing as THD), "
    "models/qwen3_next/__init__.py @88a83665 (linear attention duplicated: 'TODO: support "
    "tensor parallel'); LLaMA-Factory v0.9.4 release notes (Megatron-LM training via "
    "MCoreAdapter, #9237)",
    offers=frozenset({"pp", "cp:ring", "recompute_layers"}),
    **MCA_CORE,
    **MEGATRON_OPTIMIZERS,
    sample_padding=Padding.LONGEST,  # its collators pad to the longest unless neat_packing
    packing_within_samples="LLaMA-Factory Megatron: neat_packing hands Megatron-Core THD rows "
    "with each sample's boundaries (github alibaba/ROLL mcore_adapter/src/mcore_adapter/"
    "trainer/trainer.py @044104da _packing_sequence: PackedSeqParams qkv_format 'thd', "
    "cu_seqlens), so attention keeps each sample to itself",
    recurrent_tp="github alibaba/ROLL mcore_adapter/src/mcore_adapter/models/qwen3_next/"
    "__init__.py @88a83665 (the linear-attention weights duplicated on every tensor-parallel "
    "rank: 'TODO: support tensor parallel')",
    recurrent_tp_families=("qwen3_next",),
)

# NVIDIA NeMo-RL with its DTensor (FSDP2) policy and vLLM generation in the same GPUs
NEMO_RL = Framework(
    "nemo-rl",
    "NeMo-RL (DTensor/FSDP2, vLLM)",
    (Method.FULL, Method.DPO, Method.GRPO, Method.RLOO, Method.DAPO),
    {
        "precision": Precision.MIXED_FP32_GRADS,
        # torch AdamW with foreach False and fused False: the per-tensor loop keeps no
        # state-sized temporary, as the fused kernel counts it
        "optimizer_impl": OptimizerImpl.FUSED,
        "recompute": Recompute.NONE,
        "zero": 3,
        "sequence_parallel": False,  # the DTensor worker refuses it with TP > 1
        "rollout": Rollout.COLOCATE,
        "rollout_sleep": True,
        "offload_training": True,
        "offload_frozen": True,
        "rollout_tp": 1,
    },
    "DTensor policy: FSDP2 over fp32 parameters with bf16 compute and fp32 gradient "
    "reduction (MixedPrecisionPolicy), no activation checkpointing unless asked; the "
    "reference policy a pinned host-RAM copy swapped in for its log-probabilities (no "
    "second model on the GPU); GRPO with vLLM in the same GPUs at gpu_memory_utilization "
    "0.6, sleep mode on, the policy's weights and optimizer states in host RAM while it "
    "generates (refit), 32 prompts x 16 generations; FP8 generation on request",
    "github NVIDIA-NeMo/RL @0126d86c nemo_rl/models/policy/dtensor_policy_worker.py "
    "(fp32 master weights, MixedPrecisionPolicy, init_reference_model: the reference's "
    "weights kept on the host, offload_before_refit / offload_after_refit), "
    "examples/configs/grpo_math_1B.yaml @00294d9b (num_prompts_per_step 32, "
    "num_generations_per_prompt 16, gpu_memory_utilization 0.6, activation_checkpointing "
    "false), dpo.yaml @00455ac0, nemo_rl/models/generation/vllm/vllm_worker.py @00f334e3 "
    "(enable_sleep_mode, sleep level 1), docs/fp8.md @00fa1285 (vllm_cfg.precision fp8)"
    "; RLOO: nemo_rl/algorithms/advantage_estimator.py @00925dd1 (use_leave_one_out_baseline); "
    "DAPO: examples/configs/recipes/llm/h100/dapo-qwen2.5-7b.yaml @42d57888 "
    "(reference_policy_kl_penalty 0: no reference; 512 prompts; batch_multiplier 3), "
    "docs/guides/dapo.md",
    method_defaults={
        Method.GRPO: {
            "reward_model": RewardSource.FUNCTION,
            "completions": 16,
            "prompts_per_step": 32,
        },
        # its GRPO with the leave-one-out baseline (use_leave_one_out_baseline, normalize_rewards
        # false); DAPO's recipe: reference_policy_kl_penalty 0 (no reference), 512 prompts
        Method.RLOO: {
            "reward_model": RewardSource.FUNCTION,
            "completions": 16,
            "prompts_per_step": 32,
        },
        Method.DAPO: {
            "reference": Reference.NONE,
            "reward_model": RewardSource.FUNCTION,
            "completions": 16,
            "prompts_per_step": 512,
        },
    },
    # context parallelism of the DTensor policy: grpo_math_1B.yaml @00294d9b
    # (policy.dtensor_cfg.context_parallel_size, PyTorch's context parallel: ring attention)
    offers=frozenset({"rollout_fp8", "cp:ring"}),
    rl_packs_sequences=True,  # GRPO's sequence_packing enabled (grpo_math_1B.yaml @00294d9b)
    packs_to_budget="NeMo-RL examples/configs/grpo_math_1B.yaml @00294d9b (sequence_packing "
    "enabled, train_mb_tokens = max_total_sequence_length × train_micro_batch_size, "
    "modified_first_fit_decreasing)",
    rollout_memory_colocate=0.6,
    rollout_memory_separate=0.6,  # gpu_memory_utilization 0.6 for either placement
    sleep_level=1,
    frozen_model_bytes=4.0,  # the reference's host copy is the fp32 master weights
    rollout_ahead_source="NeMo-RL examples/configs/grpo_math_1B.yaml @00294d9b "
    "(async_grpo.enabled, off by default; PR #2779 runs async one-step-off GRPO on GPUs of "
    "its own)",
    unmodelled={
        Method.REWARD: N_(
            "Message",
            "its reward-model recipe (examples/run_rm.py) is not checked against its source",
        )
    },
    dynamic_sampling=True,  # DAPO: docs/LIMITS.md "Dynamic sampling (DAPO)"
    rl_offloads=frozenset({"rollout_sleep", "offload_training", "offload_frozen"}),
    parks_pageable=frozenset({"optimizer", "weights"}),
    parks_pageable_source="github NVIDIA-NeMo/RL@0126d86c nemo_rl/models/policy/"
    "dtensor_policy_worker.py (offload_before_refit: each optimizer state v.to('cpu'); "
    "offload_after_refit: move_to_cpu, model.to('cpu'); prepare_for_training: both back with "
    ".to('cuda'))",
    stages_backend="nemo-rl-megatron",
    weight_update={"colocate": "bucketed", "separate": "bucketed"},
    weight_update_source=(
        "github NVIDIA-NeMo/RL@00fa1285 weight_sync/ipc_weight_synchronizer.py (colocated: "
        "ZMQ + CUDA IPC, two buffers of 30% of free memory, NRL_REFIT_BUFFER_MEMORY_RATIO); "
        "@06179501 nemo_rl/utils/packed_tensor.py (separate: packed NCCL, 2% of GPU memory, "
        "at most 5 GB)"
    ),
    shardings=(Sharding.FSDP,),  # DTensor policy: fully_shard of each layer and the model
)

# prime-rl (PrimeIntellect-ai/prime-rl): an FSDP2 trainer and vLLM servers on GPUs of their
# own, the trainer one step ahead of the weights the servers generate with
PRIME_RL = Framework(
    "prime-rl",
    "prime-rl (FSDP2, vLLM on GPUs of its own)",
    (Method.GRPO,),
    {
        "precision": Precision.MIXED_FP32_GRADS,
        "optimizer_impl": OptimizerImpl.FOREACH,  # torch.optim.AdamW with its defaults
        "recompute": Recompute.NONE,
        "zero": 3,
        # one GPU: the trainer and a vLLM server share it by memory (docs/deployment.md)
        "rollout": Rollout.COLOCATE,
        "rollout_ahead": 0,
        "rollout_sleep": False,
        "offload_training": False,
        "rollout_tp": 1,
        "cp_kind": CpKind.RING,
    },
    "trainer: FSDP2 over fp32 parameters (optimization_dtype float32) with bf16 compute and "
    "fp32 gradient reduction, AdamW, no activation checkpointing unless asked (model.ac), "
    "samples packed into rows of seq_len tokens; inference: vLLM servers on GPUs of their "
    "own at gpu_memory_utilization 0.9, tensor parallel 1, generating one step ahead of the "
    "update (max_async_level 1) and reloading the weights the trainer writes after each "
    "step (on one GPU, a server beside the trainer at 0.5 of its memory, never asleep); no "
    "reference model (its KL term compares the trainer's "
    "log-probabilities with the inference server's); rewards from verifiers environments",
    "github PrimeIntellect-ai/prime-rl: docs/reference.md "
    "@f6bff7d38cd64564434019dd5a2325124f3f7e31 (trainer.model.optimization_dtype float32, "
    "reduce_dtype float32, ac None, cp 1 with cp_style ring or ulysses, optim_cpu_offload, "
    "fsdp_cpu_offload, ac_offloading; inference.gpu_memory_utilization 0.9, parallel.tp 1; "
    "max_async_level 1; seq_len 2048), src/prime_rl/trainer/model.py @804de563 "
    "(fully_shard with MixedPrecisionPolicy param_dtype bfloat16), src/prime_rl/rl.py "
    "@53908928 (validate_gpu_count: trainer and inference GPUs apart), "
    "trainer/rl/broadcast/filesystem.py @53a93a92 (weights written as safetensors after each "
    "step, reloaded by the servers), trainer/batch.py @e64a13d1 (samples packed first-fit "
    "decreasing into seq_len rows), docs/algorithms.md @858d4287 (KL against the inference "
    "policy, no reference)",
    # on two or more GPUs the servers take GPUs of their own (deployment.num_infer_gpus) and
    # generate one step ahead (max_async_level 1)
    distributed_defaults={Method.GRPO: {"rollout": Rollout.SEPARATE, "rollout_ahead": 1}},
    method_defaults={
        # orchestrator.batch_size 128 rollouts; its group_size default of 1 is not a GRPO
        # group (GRPO compares two or more completions): the planner's own group applies
        Method.GRPO: {"reference": Reference.NONE, "reward_model": RewardSource.FUNCTION},
    },
    # trainer.model.cp with cp_style ring or ulysses, optim_cpu_offload (the optimizer's
    # states in host RAM), fsdp_cpu_offload (parameters, gradients and states), ac_offloading
    offers=frozenset(
        {
            "cp:ring",
            "cp:ulysses",
            "offload:optimizer",
            "offload:optimizer+params",
            "activation_offload",
        }
    ),
    rl_packs_sequences=True,
    # its own GLM-5 layers: the indexer under torch.no_grad, a sparse MLA kernel, the whole fp32
    # score matrix of the local queries before top-k
    sparse_training=N_(
        "Source",
        "github PrimeIntellect-ai/prime-rl@b553e76a src/prime_rl/trainer/models/glm_moe_dsa/"
        "sparse_mla_attention.py (Indexer.compute_sparse_indices under torch.no_grad; "
        "_SparseMLA saves q, kv, out, indices, lse), kernels/fp8_indexer.py @40ec2f32 "
        "(logits = torch.empty(S, S, float32) before torch.topk)",
    ),
    # its own Qwen3.5-MoE layers run Gated DeltaNet through flash-linear-attention's context
    # parallelism (the other hybrids come from transformers, whose layers have none)
    recurrent_cp=(
        RecurrentCpSupport(
            "gated_deltanet",
            RecurrentCp.STATES,
            N_(
                "Source",
                "github PrimeIntellect-ai/prime-rl@049a80afebd85a76b61146d6116485c11147e362 "
                "src/prime_rl/trainer/models/qwen3_5_moe/modeling_qwen3_5_moe.py "
                "(Qwen3_5MoeGatedDeltaNet: fla.ops.cp build_cp_context, chunk_gated_delta_rule "
                "with cp_context)",
            ),
            ("qwen3_5_moe", "qwen3_5_moe_text"),
        ),
    ),
    # the trainer's loss takes the inference server's log-probabilities as the old policy's
    # (logprobs_mode processed_logprobs; docs/algorithms.md @858d4287): no forward of its own
    recompute_old_logprobs=False,
    rollout_memory_separate=0.9,
    rollout_memory_colocate=0.5,
    rollout_placements=(Rollout.SEPARATE.value, Rollout.COLOCATE.value),
    rollout_placements_source="vLLM servers on GPUs of their own, or sharing a GPU by memory "
    "without sleeping (github PrimeIntellect-ai/prime-rl docs/deployment.md @7c49dae6: "
    "--inference.gpu-memory-utilization 0.5 on the trainer's GPU; issue #943: no "
    "time-sharing); never the trainer's own generate",
    rollout_ahead_source="prime-rl max_async_level (docs/reference.md "
    "@f6bff7d38cd64564434019dd5a2325124f3f7e31: default 1, the inference servers generate on "
    "weights up to that many steps old; 0: synchronous)",
    weight_update={"colocate": "disk_reload", "separate": "disk_reload"},
    weight_update_source=(
        "github PrimeIntellect-ai/prime-rl@099f5a57 "
        "src/prime_rl/trainer/rl/broadcast/filesystem.py (default: 'saving a HF-compatible "
        "checkpoint to shared filesystem', the inference servers reloading it; an NCCL option"
        " broadcasts per layer and dtype)"
    ),
    shardings=(Sharding.FSDP,),  # trainer: fully_shard of each layer and the model
)


# SkyRL (NovaSky-AI/SkyRL, its skyrl-train trainer) with its FSDP2 backend, the default, and
# vLLM, its inference engine: the dataclass config is authoritative (the YAML beside it is
# marked deprecated)
SKYRL_CONFIG = "github NovaSky-AI/SkyRL @00127619 skyrl/train/config/config.py"
# its group methods' batch: 1,024 prompts × 5 completions of up to 1,024 tokens after prompts of
# up to 512, rewards from a function (its environments)
SKYRL_GROUP: dict[str, object] = {
    "reward_model": RewardSource.FUNCTION,
    "completions": 5,
    "prompts_per_step": 1024,
    "prompt_len": 512,
    "completion_len": 1024,
}
SKYRL = Framework(
    "skyrl",
    "SkyRL (FSDP2 + vLLM)",
    (Method.GRPO, Method.RLOO, Method.DAPO),
    {
        "precision": Precision.MIXED_FP32_GRADS,
        "optimizer_impl": OptimizerImpl.FOREACH,  # torch AdamW with its defaults
        "recompute": Recompute.FULL,  # gradient_checkpointing True
        "zero": 3,  # FSDP2 fully_shard, reshard_after_forward True
        "rollout": Rollout.COLOCATE,  # placement.colocate_all True
        "rollout_sleep": True,
        "offload_training": True,
        "rollout_tp": 1,
        "cp_kind": CpKind.ULYSSES,  # sequence_parallel_size, backend ulysses
    },
    "training and inference share the GPUs (colocate_all), the reference with the policy "
    "(colocate_policy_ref); FSDP2 full shard with bf16 compute and fp32 gradient reduction, "
    "AdamW, gradient checkpointing, samples packed without padding; the policy's weights and "
    "optimizer states moved to host RAM while vLLM generates (colocation offload, "
    "offload_after_step) and vLLM asleep while they train; vLLM at gpu_memory_utilization "
    "0.8, tensor parallel 1; GRPO with the KL loss against the reference (kl_loss_coef "
    "0.001), 1,024 prompts × 5 completions, prompts up to 512 tokens and answers up to 1,024",
    SKYRL_CONFIG + " (TrainerConfig strategy 'fsdp' = FSDP2, gradient_checkpointing True, "
    "remove_microbatch_padding True, train_batch_size 1024, max_prompt_length 512, "
    "sequence_parallel_size 1 with backend ulysses; PlacementConfig colocate_all and "
    "colocate_policy_ref True; FSDPConfig reshard_after_forward True, cpu_offload False, "
    "MixedPrecisionConfig param_dtype bf16, reduce_dtype fp32; OptimizerConfig "
    "offload_after_step True; InferenceEngineConfig backend vllm, gpu_memory_utilization 0.8, "
    "tensor_parallel_size 1; GeneratorConfig n_samples_per_prompt 5, max_generate_length "
    "1024; AlgorithmConfig advantage_estimator grpo, use_kl_loss True, kl_loss_coef 0.001); "
    "docs/content/docs/tutorials/placement.mdx @76ffcc44 (engines sleep after generation and "
    "wake before the next; on GPUs of their own they do not sleep)",
    method_defaults={
        Method.GRPO: SKYRL_GROUP,
        # DAPO as its preset (dynamic_sampling.type filter, dual-clip, no KL loss: no reference)
        Method.DAPO: {**SKYRL_GROUP, "reference": Reference.NONE},
        # advantage_estimator rloo: the same models and loop
        Method.RLOO: SKYRL_GROUP,
    },
    # FSDPConfig cpu_offload: FSDP2's offload_policy, the parameters and optimizer states in
    # host RAM (it replaces the colocation offload); sequence_parallel_size with Ulysses
    offers=frozenset({"cp:ulysses", "offload:optimizer+params"}),
    rl_packs_sequences=True,
    rollout_memory_colocate=0.8,
    rollout_memory_separate=0.8,
    rollout_placements=(Rollout.COLOCATE.value, Rollout.SEPARATE.value),
    rollout_placements_source="colocate_all true (the default), or false with the vLLM "
    "engines on GPUs of their own (github NovaSky-AI/SkyRL @00127619 "
    "skyrl/train/config/config.py PlacementConfig; docs/content/docs/tutorials/placement.mdx "
    "@76ffcc44); never the trainer's own generate",
    rollout_ahead_source="SkyRL's one-step-off-policy pipeline (an async trainer with a queue "
    "of one: skyrl-train/docs/examples/async.rst @09c3a1e4) and fully asynchronous training "
    "(trainer.fully_async, max_staleness_steps 4: skyrl-train/docs/tutorials/fully_async.rst "
    "@53c8c47e), both with the engines on GPUs of their own",
    transformers_modeling=True,  # its FSDP models are transformers' own
    dynamic_sampling=True,  # DAPO: docs/LIMITS.md "Dynamic sampling (DAPO)"
    # FSDP2 shards by data and sequence (fsdp_size, sequence_parallel_size): no tensor
    # parallelism in training but its Megatron backend's
    no_training_tp="its Megatron backend (trainer.strategy megatron, not this profile)",
    rl_offloads=frozenset({"rollout_sleep", "offload_training"}),
    peft_adapters=PEFT_LAYERS,  # LoRA through PEFT (SkyRLLoraConfig, target all-linear)
    weight_update={"colocate": "bucketed", "separate": "bucketed"},
    weight_update_source=(
        "skyrl 0.3.0 (2026-07-17) weight_sync/cuda_ipc_strategy.py (colocate_all, the "
        "default: 'one IPC handle is created for the packed buffer per rank', 1 GB), "
        "broadcast_strategy.py (separate: vLLM's packed NCCL, 1 GB)"
    ),
    shardings=(Sharding.FSDP,),  # strategy 'fsdp' = FSDP2 fully_shard
)


# NeMo-RL with its Megatron-Core policy (policy.megatron_cfg.enabled): the layout of the large
# runs it publishes (TP, PP, CP, EP, the distributed optimizer), vLLM in the same GPUs
NEMO_RL_MEGATRON = Framework(
    "nemo-rl-megatron",
    "NeMo-RL (Megatron-Core, vLLM)",
    (Method.FULL, Method.DPO, Method.GRPO, Method.RLOO, Method.DAPO),
    {
        # bf16 weights (params_dtype bfloat16), the distributed optimizer's fp32 master and
        # Adam states, gradients reduced in bf16 (grad_reduce_in_fp32 false)
        "precision": Precision.MIXED,
        "optimizer_impl": OptimizerImpl.FUSED,
        "recompute": Recompute.NONE,
        "zero": 1,
        "sequence_parallel": False,
        "rollout": Rollout.COLOCATE,
        "rollout_sleep": True,
        "offload_training": True,
        "offload_frozen": True,
        "rollout_tp": 1,
    },
    "Megatron-Core policy: bf16 weights, the distributed optimizer (fp32 master and Adam "
    "states sharded over the data-parallel ranks, ZeRO-1), gradients reduced in bf16, "
    "tensor, pipeline, context and expert parallelism as set, no activation checkpointing "
    "unless asked (then every layer, uniform); sequence packing; the reference policy's "
    "weights a host-RAM copy of the bf16 model swapped in for its log-probabilities; vLLM "
    "in the same GPUs at gpu_memory_utilization 0.6, sleep mode on, the policy and its "
    "optimizer states in host RAM while it generates (refit); 32 prompts x 16 generations",
    "github NVIDIA-NeMo/RL examples/configs/grpo_math_1B_megatron.yaml @00294d9b "
    "(megatron_cfg: activation_checkpointing false, tensor/pipeline/context/expert parallel "
    "sizes, use_distributed_optimizer true, grad_reduce_in_fp32 false; sequence_packing "
    "enabled; vllm gpu_memory_utilization 0.6; reference_policy_kl_penalty 0.01), "
    "nemo_rl/models/policy/megatron_policy_worker.py @0f4e4696 (params_dtype bfloat16; "
    "activation_checkpointing: recompute_granularity full, method uniform; the reference "
    "model's state dict copied to the host; optimizer_cpu_offload with fraction 1.0 only); "
    "DAPO: examples/configs/recipes/llm/h100/dapo-qwen2.5-7b.yaml @42d57888",
    method_defaults=NEMO_RL.method_defaults,
    offers=frozenset({"pp", "cp:ring", "rollout_fp8", "offload:optimizer"}),
    **MEGATRON_CORE,
    **MEGATRON_OPTIMIZERS,
    rl_packs_sequences=True,
    packs_to_budget=NEMO_RL.packs_to_budget,
    rollout_memory_colocate=0.6,
    rollout_memory_separate=0.6,
    sleep_level=1,
    frozen_model_bytes=2.0,  # the reference's host copy is the bf16 model's state dict
    rollout_ahead_source=NEMO_RL.rollout_ahead_source,
    unmodelled=NEMO_RL.unmodelled,
    dynamic_sampling=True,  # DAPO: docs/LIMITS.md "Dynamic sampling (DAPO)"
    rl_offloads=frozenset({"rollout_sleep", "offload_training", "offload_frozen"}),
    # the weights go through Megatron's buffers: param_data copied into a pinned host copy
    # (NVIDIA/Megatron-LM@0e9fcc1d megatron/core/distributed/param_and_grad_buffer.py
    # offload_to_cpu, the gradient buffer freed, not copied)
    parks_pageable=frozenset({"optimizer"}),
    parks_pageable_source="github NVIDIA-NeMo/RL@017d5c27 nemo_rl/models/policy/"
    "megatron_policy_worker.py (offload_before_refit: each of optimizer._get_state()'s tensors "
    "v.to('cpu'); prepare_for_training: v.to('cuda'); the model's buffers through "
    "move_model, param_and_grad_buffer.offload_to_cpu: a pinned copy)",
    weight_update={"colocate": "bucketed", "separate": "bucketed"},
    weight_update_source=(
        "github NVIDIA-NeMo/RL@00fa1285 weight_sync/ipc_weight_synchronizer.py (colocated: "
        "ZMQ + CUDA IPC buckets); @06179501 nemo_rl/utils/packed_tensor.py (separate: packed "
        "NCCL)"
    ),
    export_gathers_whole="github NVIDIA-NeMo/Megatron-Bridge@d7a20c8c "
    "src/megatron/bridge/models/conversion/auto_bridge.py export_hf_weights ('gathering from "
    "tensor parallel ranks, broadcasting across pipeline parallel ranks … All ranks receive the "
    "full tensors'; model_bridge.py stream_weights_megatron_to_hf, param_mapping.py "
    "broadcast_from_pp_rank, gather_from_tp_ranks, gather_from_ep_ranks), called by NeMo-RL's "
    "Megatron policy worker for each refit "
    "(NVIDIA-NeMo/RL@5b260ada nemo_rl/models/megatron/refit_utils.py gather_params before it)",
)

# DeepSpeed-Chat's step 3 (microsoft/DeepSpeedExamples applications/DeepSpeed-Chat): actor,
# reference, critic and reward as DeepSpeed engines, the actor generating through the hybrid
# engine (DeepSpeed-Inference kernels on the training weights)
DEEPSPEED_CHAT = Framework(
    "deepspeed-chat",
    "DeepSpeed-Chat (hybrid engine)",
    (Method.FULL, Method.LORA, Method.PPO, Method.REWARD),
    {
        "precision": Precision.MIXED,
        "optimizer_impl": OptimizerImpl.FUSED,
        "recompute": Recompute.NONE,
        "rollout": Rollout.TRAINER,
        "rollout_sleep": False,
        "offload_training": False,
        "rollout_tp": 1,
    },
    "step 3 with main.py's defaults and its example scripts' hybrid engine "
    "(--enable_hybrid_engine): fp16 mixed precision (fp32 master and Adam states), ZeRO "
    "stage 0 unless set (the examples: 2 or 3), no gradient checkpointing, 256-token prompts "
    "and answers; the actor generates through the hybrid engine (under ZeRO-3 its weights "
    "gathered whole, its KV workspace kept through training unless "
    "release_inference_cache); the critic initialised from the reward model's checkpoint, "
    "trained fully; the reference a model of its own (with LoRA too), reference and reward "
    "sharded only under ZeRO-3; LoRA taken as --only_optimize_lora (adapters alone train)",
    "github microsoft/DeepSpeedExamples applications/DeepSpeed-Chat: "
    "training/step3_rlhf_finetuning/main.py @2d1f3b38 (parse_args defaults), "
    "dschat/rlhf/rlhf_engine.py @5261263b (actor, ref, critic, reward engines; ref and reward "
    "at stage 3 only with their partner), dschat/utils/ds_utils.py @7cc6cc31 "
    "(hybrid_engine release_inference_cache); microsoft/DeepSpeed "
    "deepspeed/runtime/hybrid_engine.py @b4876b7e (GatheredParameters over the actor for "
    "generate)",
    method_defaults={
        Method.PPO: {
            "reward_model": RewardSource.MODEL,
            "completions": 1,
            "prompt_len": 256,
            "completion_len": 256,
        },
    },
    ppo_needs_reward_model=True,
    critic_follows_adapter=False,
    critic_from_reward=True,
    hybrid_engine=True,
    lora_reference_copy=True,  # rlhf_engine._init_ref: the actor's path, never the adapters off
    sharded_fp32_master=True,  # every model is a DeepSpeed engine (fp32 master in bf16 mode)
    deepspeed_offload=True,  # --offload: DeepSpeedCPUAdam, offload_param to cpu
    zero3_recompute_regathers=True,  # its ZeRO-3 is DeepSpeed's
    sample_padding=Padding.MAX_LENGTH,  # data_utils tokenizes with padding='max_length'
    transformers_modeling=True,  # its models are transformers' own
)
