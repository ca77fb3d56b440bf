"""Which framework runs which hybrid architecture: a model whose layers mix attention with a
recurrent mixer (Mamba, Gated DeltaNet, Lightning Attention, short convolutions) runs only
where a framework implements that mixer and its state cache, so each framework's support is
a published fact with its source (research 2026-12-04), not an assumption.

A framework is in one of three states for an architecture: it runs it (`Runs`, with the
release it landed in, the last release that still had it, and what it does differently), it
was checked and does not (the list read is `CHECKED`), or the answer was not found
(`UNCONFIRMED`, with why: the plan goes ahead and says so). The rule that asks this table is
scenario/validity.py `_framework_runs_the_model`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from hwplanner.engine.core.message import Message, Term
from hwplanner.engine.core.text import N_


class Hybrid(StrEnum):
    """A hybrid architecture as the frameworks register it (their model lists name these)."""

    GRANITE_HYBRID = "granitemoehybrid"
    JAMBA = "jamba"
    QWEN3_NEXT = "qwen3_next"
    QWEN3_5 = "qwen3_5"
    NEMOTRON_H = "nemotron_h"
    FALCON_H1 = "falcon_h1"
    MINIMAX_LIGHTNING = "minimax_lightning"
    LFM2 = "lfm2"
    LFM2_MOE = "lfm2_moe"


HYBRID_NAMES: Mapping[Hybrid, str] = {
    Hybrid.GRANITE_HYBRID: "Granite 4.0-H (granitemoehybrid)",
    Hybrid.JAMBA: "Jamba (jamba)",
    Hybrid.QWEN3_NEXT: "Qwen3-Next (qwen3_next)",
    Hybrid.QWEN3_5: "Qwen3.5 (qwen3_5)",
    Hybrid.NEMOTRON_H: "Nemotron-H (nemotron_h)",
    Hybrid.FALCON_H1: "Falcon-H1 (falcon_h1)",
    Hybrid.MINIMAX_LIGHTNING: "MiniMax-Text-01/M1 (Lightning Attention)",
    Hybrid.LFM2: "LFM2 (lfm2)",
    Hybrid.LFM2_MOE: "LFM2-MoE (lfm2_moe)",
}

# A model's family (its config's model_type, as the readers keep it) → its architecture
_FAMILIES: Mapping[str, Hybrid] = {
    # llama.cpp's GGUF names it granitehybrid (model/gguf_spec.py keeps the GGUF's name)
    **dict.fromkeys(("granitemoehybrid", "granitehybrid"), Hybrid.GRANITE_HYBRID),
    "jamba": Hybrid.JAMBA,
    "qwen3_next": Hybrid.QWEN3_NEXT,
    **dict.fromkeys(("qwen3_5", "qwen3_5_moe", "qwen3_5_text", "qwen3_5_moe_text"), Hybrid.QWEN3_5),
    "nemotron_h": Hybrid.NEMOTRON_H,
    "falcon_h1": Hybrid.FALCON_H1,
    **dict.fromkeys(("minimax", "minimax_m1", "minimax_text_01"), Hybrid.MINIMAX_LIGHTNING),
    "lfm2": Hybrid.LFM2,
    "lfm2_moe": Hybrid.LFM2_MOE,
}


def hybrid_of(family: str) -> Hybrid | None:
    """The hybrid architecture of a model family (None: not a hybrid this table covers)."""
    return _FAMILIES.get(family)


@dataclass(frozen=True)
class Runs:
    """A framework runs the architecture: where that is published, the release it landed in
    (as found, named with its package), the framework's last release that still ran it (it
    was removed after) and what the framework does differently for it."""

    source: str
    since: str = ""
    until: str = ""
    note: str = ""
    # whether it reuses a cached prompt prefix for this architecture (its KV cache and the
    # recurrent state at the prefix's end) when the framework's prefix caching is on
    reuses_prefix: bool = True


# Hugging Face transformers: the release that ships src/transformers/models/<type>/
TRANSFORMERS: Mapping[Hybrid, Runs] = {
    Hybrid.GRANITE_HYBRID: Runs(
        "https://huggingface.co/docs/transformers/model_doc/granitemoehybrid (added 2025-05-05)",
        since="transformers 4.52",
    ),
    Hybrid.JAMBA: Runs(
        "github huggingface/transformers PR #29943 'Add jamba' (src/transformers/models/jamba)",
        since="transformers 4.40",
    ),
    Hybrid.QWEN3_NEXT: Runs(
        "https://huggingface.co/docs/transformers/model_doc/qwen3_next (added 2025-09-10)",
        since="transformers 4.57",
    ),
    Hybrid.QWEN3_5: Runs(
        "https://huggingface.co/docs/transformers/model_doc/qwen3_5 (added 2026-02-09)",
        since="transformers 5.2",
    ),
    Hybrid.NEMOTRON_H: Runs(
        "https://huggingface.co/docs/transformers/model_doc/nemotron_h (added 2026-03-02; "
        "before, the checkpoints' own modeling_nemotron_h.py through trust_remote_code)",
        since="transformers 5.3",
    ),
    Hybrid.FALCON_H1: Runs(
        "https://huggingface.co/docs/transformers/model_doc/falcon_h1 (added 2025-05-21)",
        since="transformers 4.53",
    ),
    Hybrid.MINIMAX_LIGHTNING: Runs(
        "https://huggingface.co/docs/transformers/model_doc/minimax (added 2025-06-04; "
        "MiniMaxForCausalLM loads the -hf checkpoints, the original ones need "
        "trust_remote_code)",
        since="transformers 4.53",
    ),
    Hybrid.LFM2: Runs(
        "https://huggingface.co/docs/transformers/model_doc/lfm2 (added 2025-07-10)",
        since="transformers 4.54",
    ),
    Hybrid.LFM2_MOE: Runs(
        "https://huggingface.co/docs/transformers/model_doc/lfm2_moe (added 2025-10-07)",
        since="transformers 5.0",
    ),
}

_VLLM = (
    "github vllm-project/vllm@0002bff0b6cb36a3c8a17364de3303664463c412 "
    "vllm/model_executor/models/registry.py"
)
_SGLANG = "github sgl-project/sglang python/sglang/srt/models/"
_LLAMACPP = (
    "github ggml-org/llama.cpp@00395eb285c7c6821ff372e3ca41dae9da33c2c7 "
    "src/llama-arch.cpp LLM_ARCH_NAMES"
)
_TRTLLM = (
    "github NVIDIA/TensorRT-LLM@065ff9e93780bc0bdbfdbc7156a306ca14f5850c "
    "tensorrt_llm/_torch/models/_arch_index.py"
)
_MLX = "github ml-explore/mlx-lm mlx_lm/models/"
_MCORE = "github NVIDIA/Megatron-LM@00caa53af30912914981c86f39db123961678bbd megatron/core/ssm/"
_SWIFT = (
    "github modelscope/ms-swift@0bc79cdc74ae1006d3095419f98b3238ea7cfd39 swift/model/constant.py"
)
_SWIFT_MCORE = (
    "github modelscope/ms-swift@087085407681228554e5569c57a3f77c3f95a59d "
    "swift/megatron/model/constant.py and github modelscope/mcore-bridge src/mcore_bridge/model/"
)
_UNSLOTH = "https://unsloth.ai/docs (notebooks: github unslothai/notebooks nb/)"

_VLLM_RUNS: Mapping[Hybrid, Runs] = {
    Hybrid.GRANITE_HYBRID: Runs(f"{_VLLM}: GraniteMoeHybridForCausalLM"),
    Hybrid.JAMBA: Runs(f"{_VLLM}: JambaForCausalLM"),
    Hybrid.QWEN3_NEXT: Runs(f"{_VLLM}: Qwen3NextForCausalLM"),
    Hybrid.QWEN3_5: Runs(
        "github vllm-project/vllm@0046f770d322e202c2000e325a0c8cc1fcb2fc76 "
        "docs/models/supported_models.md: Qwen3_5ForConditionalGeneration, "
        "Qwen3_5MoeForConditionalGeneration",
        note=N_(
            "Message",
            "a shared prefix is reused with --mamba-cache-mode align, as planned here; the "
            "'all' mode refuses it (vllm/model_executor/models/qwen3_5.py)",
        ),
    ),
    Hybrid.NEMOTRON_H: Runs(f"{_VLLM}: NemotronHForCausalLM"),
    Hybrid.FALCON_H1: Runs(
        f"{_VLLM}: FalconH1ForCausalLM; TII's model card asks vllm>=0.9.0 "
        "(https://huggingface.co/tiiuae/Falcon-H1-1.5B-Base)",
        since="vLLM 0.9.0",
    ),
    Hybrid.MINIMAX_LIGHTNING: Runs(
        "github vllm-project/vllm PR #13454 (MiniMaxText01ForCausalLM); removed by PR #45993 "
        "(2026-06)",
        until="0.23.0",
    ),
    Hybrid.LFM2: Runs(f"{_VLLM}: Lfm2ForCausalLM"),
    Hybrid.LFM2_MOE: Runs(f"{_VLLM}: Lfm2MoeForCausalLM"),
}

# The frameworks with their own implementations (a model list of their own)
_OWN: Mapping[str, Mapping[Hybrid, Runs]] = {
    "vllm": _VLLM_RUNS,
    "sglang": {
        Hybrid.GRANITE_HYBRID: Runs(
            f"{_SGLANG}granitemoehybrid.py (PR #18040, 2026-01)", since="2026-01"
        ),
        Hybrid.QWEN3_NEXT: Runs(f"{_SGLANG}qwen3_next.py"),
        Hybrid.QWEN3_5: Runs(f"{_SGLANG}qwen3_5.py"),
        Hybrid.NEMOTRON_H: Runs(f"{_SGLANG}nemotron_h.py"),
        Hybrid.FALCON_H1: Runs(f"{_SGLANG}falcon_h1.py"),
        Hybrid.LFM2: Runs(f"{_SGLANG}lfm2.py (PR #16890, 2026-01)", since="2026-01"),
        Hybrid.LFM2_MOE: Runs(f"{_SGLANG}lfm2_moe.py"),
    },
    "llamacpp": {
        Hybrid.GRANITE_HYBRID: Runs(f"{_LLAMACPP}: granitehybrid"),
        Hybrid.JAMBA: Runs(f"{_LLAMACPP}: jamba (PR #7531)"),
        Hybrid.QWEN3_NEXT: Runs(f"{_LLAMACPP}: qwen3next"),
        Hybrid.QWEN3_5: Runs(f"{_LLAMACPP}: qwen35, qwen35moe"),
        Hybrid.NEMOTRON_H: Runs(f"{_LLAMACPP}: nemotron_h (PR #15507)"),
        Hybrid.FALCON_H1: Runs(f"{_LLAMACPP}: falcon-h1 (PR #14534)"),
        Hybrid.MINIMAX_LIGHTNING: Runs(
            "github ggml-org/llama.cpp PR #27018 'model : add support for "
            "MiniMaxText01ForCausalLM and MiniMaxM1ForCausalLM' (2026-08)",
            since="llama.cpp builds of 2026-08",
            note=N_("Message", "GGUF files converted before its PR #27018 do not load"),
        ),
        Hybrid.LFM2: Runs(f"{_LLAMACPP}: lfm2 (PR #14620)"),
        Hybrid.LFM2_MOE: Runs(f"{_LLAMACPP}: lfm2moe"),
    },
    "trtllm": {
        Hybrid.GRANITE_HYBRID: Runs(
            "github NVIDIA/TensorRT-LLM@00b6d5a25c30b4382d24fbdf52956d601b3ffd24 "
            "docs/source/models/supported-models.md (GraniteMoeHybridForCausalLM)",
            note=N_("Message", "through its AutoDeploy backend only"),
        ),
        Hybrid.QWEN3_NEXT: Runs(
            f"{_TRTLLM}: Qwen3NextForCausalLM",
            note=N_(
                "Message",
                "without KV-cache reuse (its supported-models feature matrix): a shared "
                "prefix is computed for every request",
            ),
            reuses_prefix=False,
        ),
        Hybrid.QWEN3_5: Runs(f"{_TRTLLM}: Qwen3_5ForCausalLM, Qwen3_5MoeForCausalLM"),
        Hybrid.NEMOTRON_H: Runs(f"{_TRTLLM}: NemotronHForCausalLM"),
    },
    "lmdeploy": {
        Hybrid.QWEN3_NEXT: Runs(
            "github InternLM/lmdeploy@dce9eb788bfa6ab216de80cacf98749c73df6846 "
            "lmdeploy/pytorch/models/module_map.py: Qwen3NextForCausalLM",
            note=N_("Message", "in its PyTorch engine, not TurboMind"),
        ),
        Hybrid.QWEN3_5: Runs(
            "github InternLM/lmdeploy v0.16.0 docs/en/supported_models/supported_models.md "
            "(Qwen3.5, TurboMind and PyTorch engines; listed by that release)",
        ),
    },
    "tgi": {},
    "mlx": {
        Hybrid.GRANITE_HYBRID: Runs(f"{_MLX}granitemoehybrid.py (PR #442)"),
        Hybrid.JAMBA: Runs(f"{_MLX}jamba.py"),
        Hybrid.QWEN3_NEXT: Runs(f"{_MLX}qwen3_next.py"),
        Hybrid.QWEN3_5: Runs(
            f"{_MLX}qwen3_5.py, qwen3_5_moe.py (PR #869)", note=N_("Message", "text only")
        ),
        Hybrid.NEMOTRON_H: Runs(f"{_MLX}nemotron_h.py"),
        Hybrid.FALCON_H1: Runs(f"{_MLX}falcon_h1.py"),
        Hybrid.LFM2: Runs(f"{_MLX}lfm2.py"),
        Hybrid.LFM2_MOE: Runs(f"{_MLX}lfm2_moe.py"),
    },
    "torchtune": {},
    "litgpt": {},
    "megatron-deepspeed": {},
    "megatron": {
        Hybrid.QWEN3_NEXT: Runs(
            f"{_MCORE}gated_delta_net.py",
            note=N_(
                "Message",
                "its Gated DeltaNet layer took no packed sequences at the commit read",
            ),
        ),
        Hybrid.QWEN3_5: Runs(
            f"{_MCORE}gated_delta_net.py",
            note=N_(
                "Message",
                "its Gated DeltaNet layer took no packed sequences at the commit read",
            ),
        ),
        Hybrid.NEMOTRON_H: Runs(
            f"{_MCORE}mamba_hybrid_layer_allocation.py, megatron/core/models/mamba/"
            "mamba_model.py (hybrid_override_pattern)"
        ),
    },
    "nemo": {
        Hybrid.NEMOTRON_H: Runs(
            "github NVIDIA/NeMo@04684498544464a9a8ab697c8daf822603221779 "
            "nemo/collections/llm/gpt/model/ssm.py (NemotronH configs)"
        ),
    },
    "swift": {
        Hybrid.QWEN3_NEXT: Runs(f"{_SWIFT}: qwen3_next"),
        Hybrid.QWEN3_5: Runs(f"{_SWIFT}: qwen3_5, qwen3_5_moe"),
        Hybrid.NEMOTRON_H: Runs(
            "github modelscope/ms-swift@179a71d7c20ba66d2d8a720de8af60d973b31a36 "
            "swift/model/models/nvidia.py (nemotron_h)",
            since="ms-swift 4.5.0",
        ),
    },
    # LLaMA-Factory's Megatron backend: mcore_adapter's model templates (alibaba/ROLL)
    "llamafactory-megatron": {
        Hybrid.QWEN3_NEXT: Runs(
            "github alibaba/ROLL mcore_adapter/src/mcore_adapter/models/qwen3_next/"
            "__init__.py @88a83665",
            note=N_("Message", "its multi-token prediction weights are dropped"),
        ),
        Hybrid.QWEN3_5: Runs(
            "github alibaba/ROLL mcore_adapter/src/mcore_adapter/models/qwen3_5/__init__.py "
            "@6f8082f1; hiyouga/LLaMA-Factory PR #10265 ('support qwen3.5 dense/moe')",
            since="LLaMA-Factory PR #10265 (2026-03-09)",
        ),
    },
    "swift-megatron": {
        Hybrid.QWEN3_NEXT: Runs(f"{_SWIFT_MCORE}: qwen3_next"),
        Hybrid.QWEN3_5: Runs(f"{_SWIFT_MCORE}: qwen3_5"),
        Hybrid.NEMOTRON_H: Runs(f"{_SWIFT_MCORE}: gpts/nemotron_h.py"),
    },
    "unsloth": {
        Hybrid.GRANITE_HYBRID: Runs(f"{_UNSLOTH}: Granite4.0.ipynb"),
        Hybrid.QWEN3_5: Runs(
            "github unslothai/unsloth@6974e4d37b177651dde05ebbe3085231f9bdf66b "
            "unsloth/models/qwen3_5.py"
        ),
        Hybrid.NEMOTRON_H: Runs(f"{_UNSLOTH}: Nemotron-3-Nano-30B-A3B_A100.ipynb"),
        Hybrid.FALCON_H1: Runs(
            "github unslothai/unsloth@45a99c31a0839ceb175cf194c37e8ac9cb37beb4 "
            "unsloth/models/falcon_h1.py"
        ),
        Hybrid.LFM2: Runs(f"{_UNSLOTH}: Liquid_LFM2_(1.2B)-Conversational.ipynb"),
    },
    "axolotl": {
        **{h: r for h, r in TRANSFORMERS.items() if h is not Hybrid.MINIMAX_LIGHTNING},
        Hybrid.GRANITE_HYBRID: Runs(
            "github axolotl-ai-cloud/axolotl@3452dc568cd2a750f0e664c5bbfcc28123bd940f "
            "examples/granite4/README.md",
            note=N_(
                "Message",
                "its README said adapter fine-tuning did not work yet (full fine-tuning did)",
            ),
        ),
    },
}


_UNLISTED = N_(
    "Message",
    "not in its supported-models table: it loads the model through transformers with a chat "
    "template you choose",
)
_LLAMAFACTORY: Mapping[Hybrid, Runs] = {
    **TRANSFORMERS,
    **{
        h: Runs(TRANSFORMERS[h].source, TRANSFORMERS[h].since, note=_UNLISTED)
        for h in (Hybrid.NEMOTRON_H, Hybrid.LFM2_MOE)
    },
}

# A framework's post-training profile loads the models its fine-tuning profile loads: each table
# below is written for the latter and holds the former alike
SAME_MODELS: Mapping[str, str] = {
    "unsloth-rl": "unsloth",
    "swift-rlhf": "swift",
    "llamafactory-rlhf": "llamafactory",
}


def _with_profiles(table: Mapping[str, Any]) -> dict[str, Any]:
    return {**table, **{p: table[f] for p, f in SAME_MODELS.items() if f in table}}


# Frameworks that train (or serve) what transformers implements, as transformers does (the
# post-training ones generate their rollouts with vLLM, which runs every hybrid they train)
RUNS: Mapping[str, Mapping[Hybrid, Runs]] = _with_profiles(
    {
        **_OWN,
        **dict.fromkeys(
            ("hf", "deepspeed", "fsdp", "trl", "openrlhf", "verl", "nemo-rl", "prime-rl", "skyrl"),
            TRANSFORMERS,
        ),
        "llamafactory": _LLAMAFACTORY,
        # slime's example: Qwen3-Next-80B-A3B on its Megatron actors and SGLang
        "slime": {
            Hybrid.QWEN3_NEXT: Runs(
                "github THUDM/slime@60b1e4a35bb211e3160fbf8986419c6dd944f4fb "
                "docs/en/examples/qwen3-next-80B-A3B.md"
            )
        },
    }
)

# The list each framework's absent architectures were looked for in
CHECKED: Mapping[str, str] = _with_profiles(
    {
        "vllm": N_("Message", "vLLM's model registry (vllm/model_executor/models/registry.py)"),
        "sglang": N_(
            "Message",
            "SGLang's models (python/sglang/srt/models/; MiniMax-Text-01/M1: "
            "sgl-project/sglang issue #18458, no native implementation)",
        ),
        "llamacpp": N_("Message", "llama.cpp's architectures (src/llama-arch.cpp)"),
        "trtllm": N_(
            "Message",
            "TensorRT-LLM's supported models (tensorrt_llm/_torch/models/_arch_index.py, "
            "docs/source/models/supported-models.md)",
        ),
        "lmdeploy": N_(
            "Message",
            "LMDeploy's supported models (lmdeploy/pytorch/models/module_map.py, "
            "docs/en/supported_models/supported_models.md)",
        ),
        "tgi": N_(
            "Message",
            "TGI's supported models (Mamba only; its transformers fallback, "
            "transformers_flash_causal_lm.py, keeps no recurrent state)",
        ),
        "mlx": N_("Message", "mlx-lm's models (mlx_lm/models/; its minimax.py is MiniMax-M2)"),
        "torchtune": N_(
            "Message", "torchtune's model builders (torchtune/models/: Transformer decoders only)"
        ),
        "litgpt": N_("Message", "LitGPT's configs (litgpt/config.py: attention blocks only)"),
        "megatron-deepspeed": N_(
            "Message",
            "Megatron-DeepSpeed's layers (megatron/model/: no Mamba, Gated "
            "DeltaNet or short convolution)",
        ),
        "megatron": N_(
            "Message",
            "Megatron-Core's state-space layers (megatron/core/ssm/: Mamba-2 and Gated "
            "DeltaNet, no Mamba-1, Lightning Attention or short convolution)",
        ),
        "nemo": N_(
            "Message", "NeMo 2's state-space models (nemo/collections/llm/gpt/model/ssm.py)"
        ),
        "swift": N_("Message", "ms-swift's model registry (swift/model/constant.py)"),
        "swift-megatron": N_(
            "Message", "ms-swift's Megatron models (swift/megatron/model/constant.py, mcore-bridge)"
        ),
        "llamafactory-megatron": N_(
            "Message", "mcore_adapter's model templates (alibaba/ROLL mcore_adapter/models/)"
        ),
        "unsloth": N_("Message", "Unsloth's models and notebooks"),
    }
)

# Where an absence has its own reason, beside the list it was looked for in
ABSENT_BECAUSE: Mapping[str, Mapping[Hybrid, str]] = _with_profiles(
    {
        "megatron": {
            Hybrid.GRANITE_HYBRID: N_(
                "Message",
                "no Granite 4.0-H model or converter in Megatron-Core or Megatron-Bridge (its "
                "Mamba-2 layers aside, Granite's multipliers have no Megatron counterpart)",
            ),
        },
        "swift": {
            Hybrid.MINIMAX_LIGHTNING: N_(
                "Message",
                "ms-swift registers MiniMax-Text-01/M1 for inference only "
                "(swift/model/models/minimax.py: 'does not support training')",
            ),
        },
    }
)

# Architectures whose support by a framework was looked for and not settled either way
UNCONFIRMED: Mapping[str, Mapping[Hybrid, str]] = _with_profiles(
    {
        "sglang": {
            Hybrid.JAMBA: N_(
                "Message", "a jamba.py exists, but its pull request (#20141) was closed unmerged"
            ),
        },
        "unsloth": dict.fromkeys(
            (Hybrid.JAMBA, Hybrid.QWEN3_NEXT, Hybrid.MINIMAX_LIGHTNING, Hybrid.LFM2_MOE),
            N_(
                "Message",
                "no Unsloth notebook or model patch was found; its generic path may load it",
            ),
        ),
        "megatron": {
            Hybrid.FALCON_H1: N_(
                "Message",
                "Megatron-LM has no Falcon-H1 block; Megatron-Bridge builds its own FalconH1Model "
                "on Megatron-Core (NVIDIA-NeMo/Megatron-Bridge falcon_h1/falconh1_bridge.py)",
            ),
        },
        "axolotl": {
            Hybrid.MINIMAX_LIGHTNING: N_(
                "Message", "Axolotl's MiniMax example is MiniMax-M2's; none runs Text-01/M1"
            ),
        },
        # NeMo-RL's Megatron policy converts the checkpoint through Megatron-Bridge's
        # AutoBridge (nemo_rl/models/policy/megatron_policy_worker.py @0f4e4696)
        "nemo-rl-megatron": dict.fromkeys(
            Hybrid,
            N_(
                "Message",
                "its Megatron policy builds the model through Megatron-Bridge; RL of this "
                "architecture through it was not checked",
            ),
        ),
        # verl's Megatron workers build the model through mbridge / Megatron-Bridge
        # (_generated_ppo_megatron_trainer.yaml @1a7e2cab: use_mbridge True)
        "verl-megatron": dict.fromkeys(
            Hybrid,
            N_(
                "Message",
                "its Megatron workers build the model through Megatron-Bridge; RL of this "
                "architecture through them was not checked",
            ),
        ),
        "slime": {
            h: N_(
                "Message",
                "slime's Megatron actors convert the checkpoint through Megatron-Bridge or "
                "mbridge; RL of this architecture through them was not checked",
            )
            for h in Hybrid
            if h is not Hybrid.QWEN3_NEXT
        },
        # github microsoft/DeepSpeedExamples@0d38747ce46464cfcdacd8414da013599af6de07
        # applications/DeepSpeed-Chat (an example of 2023, unmaintained)
        "deepspeed-chat": dict.fromkeys(
            Hybrid,
            N_(
                "Message",
                "DeepSpeed-Chat loads the model with transformers' AutoModelForCausalLM, but its "
                "hybrid engine's generation kernels cover dense Transformer policies only",
            ),
        ),
    }
)


def absent_because(framework: str, hybrid: Hybrid) -> str:
    """Why `framework` does not run `hybrid` (one `support` says it does not run), as views
    translate it: its own reason, else the list the architecture is absent from."""
    own = ABSENT_BECAUSE.get(framework, {}).get(hybrid)
    if own is not None:
        return Term("Message", own)
    return Message("not in {checked}", checked=Term("Message", CHECKED[framework]))


def support(framework: str, hybrid: Hybrid) -> Runs | str | None:
    """How `framework` stands on `hybrid`: Runs (it runs it), a str (not settled: why), or
    None (checked: it does not)."""
    runs = RUNS.get(framework, {}).get(hybrid)
    if runs is not None:
        return runs
    why = UNCONFIRMED.get(framework, {}).get(hybrid)
    if why is not None:
        return why
    return None if framework in CHECKED else N_("Message", "its model list was not researched")
