"""Published post-training peak memory (DPO, KTO, PPO, GRPO), mapped to scenarios.

Each builder writes out what the run's script sets (framework, adapter, reference, reward
model, critic, rollout engine and its memory share, lengths, layout) and what was read
(allocated or reserved, and the unit). ms-swift prints `memory(GiB)`, torch's
max_memory_reserved over 1024³, in its training logs; its example scripts' header comments
(`# 4 * 45GiB`) are read as that figure per GPU. A row whose memory follows what the row does
not state (the dataset's lengths under padding to each batch's longest, an engine's memory
share) is listed in NOT_MODELLED with the reason.
"""

from __future__ import annotations

from typing import Any

from hwplanner.engine.plan.enums import StateDtype
from hwplanner.engine.plan.plan import (
    Method,
    Offload,
    Recompute,
    Rollout,
)
from hwplanner.validation.cases import Quantity
from hwplanner.validation.technique_rows import ALL, Builder, plan_row

# ms-swift's examples name no GPU: an 80 GB card (the figures do not depend on which)
SWIFT_GPU = "a100-sxm-80gb"
SWIFT_NOTE = (
    "ms-swift example script's header comment, read as memory(GiB) = max reserved per GPU; "
    "GPU not stated (an 80 GB card assumed; the figure does not depend on it); "
)
# --deepspeed with torch_dtype bfloat16: DeepSpeed's bf16 mode keeps an fp32 master copy and
# fp32 Adam states of its partition beside the bf16 weights (the profile's ZeRO recipe)
DEEPSPEED = "DeepSpeed bf16 recipe under ZeRO (fp32 master and states)"
LENGTHS = (
    "max_length {n} caps the sequences, but without packing each batch pads to its longest "
    "(or packs nothing, padding-free): the peak follows the data set's lengths, which the "
    "row does not state"
)


# Unsloth's GRPO benchmark (unsloth@5f3e1c9 scripts/benchmarks/qwen3_grpo_unified.py): LoRA r32
# on a 16-bit Qwen3-4B base, 1 prompt × 4 completions per step
UNSLOTH_GRPO: dict[str, Any] = {
    "method": Method.GRPO,
    "framework": "unsloth-rl",
    "adapter": Method.LORA,
    "lora_rank": 32,
    "prompt_len": 512,
    "completion_len": 1536,
    "micro_batch": 4,
    "completions": 4,
    "prompts_per_step": 1,
}
# ms-swift's PPO examples (examples/train/rlhf/ppo/*.sh): prompts of the alpaca-gpt4 sets at
# max_length 2048, responses of 512 tokens, one prompt per GPU, 16 per step
SWIFT_PPO: dict[str, Any] = {
    "method": Method.PPO,
    "framework": "swift-rlhf",
    "prompt_len": 2048,
    "completion_len": 512,
    "micro_batch": 1,
    "prompts_per_step": 16,
}


# Megatron-SWIFT's RLHF examples (examples/megatron/rlhf/{dpo,kto}/*.sh): every layer's input
# checkpointed (--recompute_granularity full --recompute_method uniform --recompute_num_layers
# 1), sequence parallel, rows packed to max_length 8192 (a DPO row holds pairs: 4,096 tokens a
# sequence), one packed row per micro-batch, 4 rows a step
MEGATRON_RLHF: dict[str, Any] = {
    "framework": "swift-megatron",
    "recompute": Recompute.FULL,
    "sequence_parallel": True,
    "micro_batch": 1,
    "global_batch": 4,
}
MEGATRON_NOTE = (
    "Megatron-SWIFT example script's header comment, read as memory(GiB) = max reserved "
    "(reduced over the model-parallel group); GPU not stated (an 80 GB card assumed); "
)


def _swift(model: str, note: str, **kw: Any) -> Builder:
    return plan_row(model, SWIFT_GPU, Quantity.RESERVED, "GiB", SWIFT_NOTE + note, **kw)


def _megatron(model: str, note: str, **kw: Any) -> Builder:
    plan = {**MEGATRON_RLHF, **kw}
    return plan_row(model, SWIFT_GPU, Quantity.RESERVED, "GiB", MEGATRON_NOTE + note, **plan)


# NeMo-RL v0.3's GRPO runs with its Megatron backend (NVIDIA-NeMo blog 'NeMo-RL V0.3:
# Scalable and Performant Post-training with Nemo-RL via Megatron-Core', 2025-07-21, step time
# breakdown averaged over steps 22-29): H100 nodes of 8, maximum sequence 4,096, rollout batch
# 2,048 (64 prompts × 32 generations), global batch 512 (four updates a step), sequence
# packing, vLLM colocated; the profile's defaults otherwise (512-token prompts, bf16, the
# engine at 0.6 of the card)
NEMO_RL_03: dict[str, Any] = {
    "method": Method.GRPO,
    "framework": "nemo-rl-megatron",
    "gpus_per_node": 8,
    "prompts_per_step": 64,
    "completions": 32,
    "global_batch": 512,
    "micro_batch": 1,
    "total_len": 4096,
    "rollout": Rollout.COLOCATE,
}
NEMO_RL_03_NOTE = (
    "NeMo-RL v0.3 GRPO, Megatron backend, vLLM colocated; the table's average generated tokens "
    "as the mean completion, the 4,096-token maximum as its cap; prompts at the profile's 512 "
    "tokens (the data set's are not stated); "
)


def _rl_step(model: str, note: str, **kw: Any) -> Builder:
    """A published RL step time on H100s (NEMO_RL_03's runs), the plan written out."""
    plan = {**NEMO_RL_03, **kw}
    return plan_row(
        model, "h100-sxm-80gb", Quantity.STEP_SECONDS, "s", NEMO_RL_03_NOTE + note, **plan
    )


def posttrain_builders() -> dict[str, Builder]:
    """Row id → builder for the rows this module maps."""
    lora = Method.LORA
    return {
        "C-nemorl03-grpo-llama31-8b-8h100-step": _rl_step(
            "llama-3.1-8b",
            "data parallel only, the engine at tensor parallel 1 (grpo_math_8B.yaml)",
            completion_len_mean=795,
            rollout_tp=1,
        ),
        "C-nemorl03-grpo-llama31-70b-64h100-step": _rl_step(
            "llama-3.1-70b",
            "tensor parallel 4 × pipeline 4; the engine at tensor parallel 4 (the blog's commands)",
            nodes=8,
            tp=4,
            pp=4,
            completion_len_mean=398,
            rollout_tp=4,
        ),
        "C-nemorl03-grpo-qwen3-32b-64h100-step": _rl_step(
            "qwen3-32b",
            "tensor parallel 4 × pipeline 2; the engine's tensor parallel not stated: 4, as "
            "NeMo-RL v0.4's recipe for this model",
            nodes=8,
            tp=4,
            pp=2,
            completion_len_mean=3283,
            rollout_tp=4,
        ),
        "C-nemorl03-grpo-qwen3-30b-a3b-64h100-step": _rl_step(
            "qwen3-30b-a3b",
            "expert parallel 8 × tensor parallel 2; the engine's tensor parallel not stated: 4, "
            "as NeMo-RL v0.4's on-policy recipe for this model",
            nodes=8,
            tp=2,
            ep=8,
            completion_len_mean=3251,
            rollout_tp=4,
        ),
        # Unsloth's GRPO benchmark with rollouts from the training model
        "A-unsloth-grpo-qwen3-4b-lora-hfgen-b200": plan_row(
            "qwen3-4b",
            "b200",
            Quantity.ALLOCATED,
            "GiB",
            "max_seq_length 2048 split 512 prompt + 1,536 completion tokens (the script sets "
            "the prompt to the dataset's 90th percentile + 1, not printed); the KL term's "
            "reference is the LoRA base with adapters disabled, no memory of its own (entered "
            "as the profile's none); rewards from Python functions; rollouts from the "
            "training model (fast_inference off)",
            **UNSLOTH_GRPO,
        ),
        # the same run with vLLM in the training process (fast_inference): torch's allocated
        # peak holds vLLM's pool, sized by gpu_memory_utilization
        "A-unsloth-grpo-qwen3-4b-lora-vllm-colocate-b200": plan_row(
            "qwen3-4b",
            "b200",
            Quantity.ALLOCATED,
            "GiB",
            "as the row above with vLLM colocated in the process (fast_inference, standby "
            "mode); vllm_gpu_memory_utilization at the script's default 0.75 (the value passed "
            "is not printed; the notebook reference run at 0.85 read 158.9 GB)",
            **UNSLOTH_GRPO,
            rollout=Rollout.COLOCATE,
            rollout_memory=0.75,
            rollout_sleep=True,  # UNSLOTH_VLLM_STANDBY=1, the script's default
        ),
        # ms-swift examples/train/rlhf/dpo/lora.sh: one GPU, LoRA r8 on every linear layer,
        # the reference is the base with adapters disabled
        "A-msswift-dpo-qwen2.5-7b-lora-1gpu": _swift(
            "qwen2.5-7b",
            "one pair per step at max_length 2048 (the longest pair of the data set, where the "
            "peak falls, taken at the cap); rpo_alpha 0.1 adds an NLL term over the same logits",
            method=Method.DPO,
            framework="swift-rlhf",
            adapter=lora,
            lora_rank=8,
            lora_targets=ALL,
            seq_len=2048,
            micro_batch=1,
            grad_accum=16,
        ),
        # ms-swift examples/train/rlhf/ppo/lora.sh: 4 GPUs under ZeRO-2, LoRA r8 policy, an
        # 8B reward model (Skywork-Reward-Llama-3.1-8B) whose copy initialises the value model;
        # generation with the training model
        "A-msswift-ppo-llama3.1-8b-lora-rm8b-zero2-4gpu": _swift(
            "llama-3.1-8b",
            "prompts up to max_length 2048 (taken at the cap), responses of 512 tokens; "
            + DEEPSPEED,
            **SWIFT_PPO,
            adapter=lora,
            lora_rank=8,
            lora_targets=ALL,
            gpus_per_node=4,
            zero=2,
            grad_accum=4,
        ),
        # ms-swift examples/train/rlhf/ppo/full.sh: 8 GPUs under ZeRO-3, policy and value
        # model trained fully, a separate frozen reference
        "A-msswift-ppo-llama3.1-8b-full-rm8b-zero3-8gpu": _swift(
            "llama-3.1-8b",
            "prompts up to max_length 2048 (taken at the cap), responses of 512 tokens; "
            + DEEPSPEED,
            **SWIFT_PPO,
            gpus_per_node=8,
            zero=3,
            grad_accum=2,
        ),
        # examples/megatron/rlhf/dpo/packing.sh: Qwen3-4B-Instruct-2507, full, TP 4 (the
        # header read 4 * 33GiB @0e518dd while the reference model sat in Megatron DDP with a
        # gradient buffer; 4 * 28GiB @be00cf4 with the same arguments, after PR #6027)
        "A-msswift-megatron-dpo-qwen3-4b-full-tp4-packing": _megatron(
            "qwen3-4b",
            "pairs packed into 8,192-token rows (chosen and rejected of each pair together, at "
            "most 8,192 tokens a row: swift/llm/dataset/utils.py PackingDataset); the script at "
            "the commit whose reference model keeps no gradient buffer",
            method=Method.DPO,
            gpus_per_node=4,
            tp=4,
            seq_len=4096,
        ),
        # dpo/moe.sh: Qwen3-30B-A3B, full, TP 4 × EP 8 on 8 GPUs, Adam in host RAM with bf16
        # moments (--optimizer_cpu_offload, offload fraction 1, --use_precision_aware_optimizer)
        "A-msswift-megatron-dpo-qwen3-30b-a3b-full-tp4-ep8-optoffload": _megatron(
            "qwen3-30b-a3b",
            "pairs packed into 8,192-token rows; the optimizer offloaded whole; older copies of "
            "the script read 65 GiB",
            method=Method.DPO,
            gpus_per_node=8,
            tp=4,
            ep=8,
            seq_len=4096,
            offload=Offload.OPTIMIZER,
            optimizer_state_dtype=StateDtype.BF16,
        ),
        # kto/dense.sh: Qwen2.5-7B-Instruct, full, TP 4
        "A-msswift-megatron-kto-qwen2.5-7b-full-tp4-packing": _megatron(
            "qwen2.5-7b",
            "examples packed into 8,192-token rows; the KL pass under no_grad",
            method=Method.KTO,
            gpus_per_node=4,
            tp=4,
            seq_len=8192,
        ),
        # kto/moe.sh: Qwen3-30B-A3B, LoRA r8 on every linear layer, EP 2 on 2 GPUs
        "A-msswift-megatron-kto-qwen3-30b-a3b-lora-ep2": _megatron(
            "qwen3-30b-a3b",
            "examples packed into 8,192-token rows; the reference is the base with adapters "
            "disabled",
            method=Method.KTO,
            adapter=Method.LORA,
            lora_rank=8,
            lora_targets=ALL,
            gpus_per_node=2,
            ep=2,
            sequence_parallel=False,  # TP 1: Megatron-SWIFT turns it off
            seq_len=8192,
        ),
        # NeMo-RL PR #926: Mistral-NeMo 12B DPO at 5,500 tokens on 8 H100, DTensor with TP 8
        # (the recipe the PR added: dpo-mistral-nemo-instruct-2407-1n8g-fsdp2tp8-actckpt-long)
        "A-nemorl-dpo-mistralnemo12b-seq5500-8h100-ckptnorm": plan_row(
            "mistral-nemo-12b",
            "h100-sxm-80gb",
            Quantity.ALLOCATED,
            "GB",
            "the table's TP 8 and model id taken from the recipe the PR added (not stated in "
            "the table); 5,500 tokens read as each of the pair's sequences; one pair a "
            "micro-batch, 8 a step; every layer checkpointed (norms included)",
            method=Method.DPO,
            framework="nemo-rl",
            gpus_per_node=8,
            tp=8,
            seq_len=5500,
            micro_batch=1,
            global_batch=8,
            recompute=Recompute.FULL,
        ),
    }


NOT_MODELLED: dict[str, str] = {
    "A-trl-dpo-qwen2.5-0.5b-full-bs4-512-before": "the TRL commit's loss path (its "
    "DPOTrainer then built the logits, the profile's TRL 1.16 fused LM head does not), the data "
    "set, checkpointing and accumulation are not visible (the PR's script is collapsed)",
    "A-trl-dpo-qwen2.5-0.5b-full-bs4-512-after": "the TRL commit's loss path, the data set, "
    "checkpointing and accumulation are not visible (the PR's script is collapsed)",
    "A-msswift-dpo-qwen2.5-7b-full-zero3-paddingfree-4gpu": LENGTHS.format(n="8192"),
    "A-msswift-dpo-qwen2.5-7b-full-zero3-padded-4gpu": LENGTHS.format(n="8192"),
    "A-msswift-megatron-dpo-qwen3-4b-full-tp4-groupbylength-mb4": LENGTHS.format(n="8192"),
    "A-verl-grpo-qwen2.5-7b-8h100-fullpad": "completions per prompt, the vLLM memory share and "
    "offload are not stated ('numbers are indicative'); GSM8K lengths far below the caps",
    "A-verl-grpo-qwen2.5-7b-8h100-rmpad": "completions per prompt, the vLLM memory share and "
    "offload are not stated; dynamic batching by tokens (16K per GPU)",
    "A-msswift-megatron-dpo-qwen2.5-7b-full-tp4": "8 pairs a micro-batch, padding-free "
    "(Megatron-SWIFT's default) without packing: the tokens are the data set's lengths, which "
    "the row does not state",
    "A-dschat-opt1.3b-critic350m-16gpu-z2-he-ema": "an EMA copy of the actor (--enable_ema) "
    "is not modelled, and the GPU is not printed (a 32 GB card); the OPT models are not in "
    "the catalog",
    "A-nemorl-dpo-nemotron12b-seq5500-8h100-baseline": "activation checkpointing of attention "
    "and MLP with the norm layers' activations kept (before the PR checkpointed them): a "
    "partial checkpoint the plan cannot state; the '+ checkpoint norm' row is entered",
}
