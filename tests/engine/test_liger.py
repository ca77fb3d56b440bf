"""Liger-Kernel's layer kernels: what each keeps less, per model family, the loss they bring,
where they are refused, their element-wise time, and the fix that proposes them."""

import pytest

from hwplanner.engine.defaults import Origin, plan_origins
from hwplanner.engine.memory.activations import activation_bytes, activation_mode
from hwplanner.engine.plan.plan import Loss, Plan, Precision, Recompute
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import PlanError, check_plan
from hwplanner.engine.solve.fixes import same_gpu_fixes
from hwplanner.engine.time.steptime import elementwise_bytes_per_token
from tests.engine.models import GPT_OSS_120B, H100, LLAMA_8B, MIXTRAL, QWEN3_30B

LLAMA = LLAMA_8B.model_copy(update={"family": "llama"})
QWEN3_MOE = QWEN3_30B.model_copy(update={"family": "qwen3_moe"})
D, FFN = LLAMA.hidden_size, LLAMA.intermediate_size
TOKENS = 2 * 4096


def per_layer(spec, **plan) -> float:
    """Bytes one layer keeps for backward (no recompute), this micro-batch."""
    p = Plan(micro_batch=2, seq_len=4096, recompute=Recompute.NONE, **plan)
    mode = activation_mode(p, qlora_fp32_extras=False)
    return activation_bytes(spec, p, trainable_cast_params=0.0, mode=mode).per_layer_saved


def saved(spec, **plan) -> float:
    return per_layer(spec, **plan) - per_layer(spec, liger_kernels=True, **plan)


def test_full_training_in_bf16_keeps_four_hidden_per_norm_and_the_silu_output_less() -> None:
    # each norm: the fp32 upcast (4·d) becomes the bf16 input (2·d) and the normalised copy
    # (2·d) is not kept; the MLP keeps no silu(gate) (2·I)
    plan = {"framework": "hf", "method": "full", "precision": Precision.BF16}
    assert saved(LLAMA, **plan) == (2 * 4 * D + 2 * FFN) * TOKENS


def test_under_autocast_rope_no_longer_rotates_q_and_k_in_fp32() -> None:
    # fp32 residual stream: the norm keeps its fp32 input as eager does, not the fp32
    # normalised copy (4·d); q and k are rotated in place in bf16 (4·(q + kv))
    rope = 4 * (LLAMA.q_dim + LLAMA.kv_dim)
    assert saved(LLAMA, framework="hf", method="full") == (2 * 4 * D + rope + 2 * FFN) * TOKENS


def test_fp32_keeps_the_normalised_copy_less_and_the_silu_output_in_fp32() -> None:
    # the fp32 input is the stream itself either way; the fp32 normalised copy (4·d) goes, and
    # silu(gate) in fp32 (4·I)
    plan = {"framework": "hf", "method": "full", "precision": Precision.FP32}
    assert saved(LLAMA, **plan) == (2 * 4 * D + 4 * FFN) * TOKENS


def test_tensor_and_sequence_parallel_split_what_is_kept_less() -> None:
    plan = {"framework": "hf", "method": "full", "precision": Precision.BF16, "tp": 2}
    plan["gpus_per_node"] = 2
    plan["gpus_per_node"] = 2
    # the norms are replicated without sequence parallelism; the MLP is split by tp
    alone = saved(LLAMA, **plan, sequence_parallel=False)
    assert alone == (2 * 4 * D + 2 * FFN / 2) * TOKENS
    both = saved(LLAMA, **plan, sequence_parallel=True)
    assert both == (2 * 4 * D / 2 + 2 * FFN / 2) * TOKENS


def test_the_explained_figure_is_the_difference_and_the_final_norm_keeps_less_too() -> None:
    p = Plan(framework="hf", method="full", micro_batch=2, seq_len=4096, recompute="none")
    mode = activation_mode(p, qlora_fp32_extras=False)
    eager = activation_bytes(LLAMA, p, trainable_cast_params=0.0, mode=mode)
    liger = activation_bytes(
        LLAMA, p.with_changes(liger_kernels=True), trainable_cast_params=0.0, mode=mode
    )
    assert liger.liger_saved == eager.per_layer_saved - liger.per_layer_saved
    # the plain loss (user-set) is the same: what is left is the final norm's 4·d
    plain = p.with_changes(liger_kernels=True, loss=Loss.PLAIN)
    kept = activation_bytes(LLAMA, plain, trainable_cast_params=0.0, mode=mode)
    assert eager.loss_saved - kept.loss_saved == 4 * D * TOKENS


def test_gemma_geglu_and_its_four_norms() -> None:
    gemma = LLAMA.model_copy(update={"family": "gemma2", "norms_per_layer": 4})
    plan = {"framework": "hf", "method": "full", "precision": Precision.BF16}
    assert saved(gemma, **plan) == (4 * 4 * D + 2 * FFN) * TOKENS


def test_lora_keeps_no_normalised_copy_either_way() -> None:
    # frozen norm weights: eager keeps no normalised copy already; the upcast still goes
    plan = {"framework": "hf", "method": "lora", "precision": Precision.BF16}
    assert saved(LLAMA, **plan) == (2 * 2 * D + 2 * FFN) * TOKENS


def test_routed_experts_where_liger_patches_them() -> None:
    spec = QWEN3_MOE
    plan = {"framework": "hf", "method": "full", "precision": Precision.BF16}
    experts = 2 * spec.experts_per_token * spec.expert_width
    assert saved(spec, **plan) == (2 * 4 * spec.hidden_size + experts) * TOKENS
    # gpt-oss: Liger leaves its clamped experts alone (norms and RoPE only)
    oss = GPT_OSS_120B.model_copy(update={"family": "gpt_oss"})
    assert saved(oss, **plan) == 2 * 4 * oss.hidden_size * TOKENS


def test_the_fused_linear_loss_comes_with_the_switch_where_the_trainer_brings_it() -> None:
    for fw in ("hf", "llamafactory", "swift"):
        plan = Plan(framework=fw, method="full", liger_kernels=True)
        assert plan.loss is Loss.FUSED_LINEAR
        origin = plan_origins(LLAMA, plan, H100)["loss"]
        assert origin.origin is Origin.LIGER
    # the user's own loss stays; axolotl's plugin turns each kernel on by its own key
    assert Plan(framework="hf", liger_kernels=True, loss=Loss.PLAIN).loss is Loss.PLAIN
    assert Plan(framework="axolotl", method="full", liger_kernels=True).loss is Loss.PLAIN
    assert Plan(framework="hf", method="full").loss is Loss.PLAIN
    # as the field reads it (1, "true"); off again, the profile's loss; a serving plan, none
    assert Plan(framework="hf", method="full", liger_kernels="true").loss is Loss.FUSED_LINEAR
    on = Plan(framework="hf", method="full", liger_kernels=1)
    assert on.loss is Loss.FUSED_LINEAR
    assert on.with_changes(liger_kernels=False).loss is Loss.PLAIN
    assert Plan(framework="hf", method="inference", liger_kernels=True).loss is Loss.PLAIN


def test_refused_by_name_where_no_liger_patch_is_modelled() -> None:
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA, Plan(framework="torchtune", method="full", liger_kernels=True))
    assert exc.value.field == "liger_kernels" and "torchtune" in exc.value.text
    nameless = LLAMA.model_copy(update={"family": ""})
    with pytest.raises(PlanError) as exc:
        check_plan(nameless, Plan(framework="hf", method="full", liger_kernels=True))
    assert "no Liger-Kernel patch is modelled for this model's family" in exc.value.text
    glm = MIXTRAL.model_copy(update={"family": "glm4_moe"})
    with pytest.raises(PlanError) as exc:
        check_plan(glm, Plan(framework="hf", method="full", liger_kernels=True))
    assert exc.value.field == "liger_kernels" and "glm4_moe" in exc.value.text
    assert "llama" in exc.value.text  # the families it is modelled for
    check_plan(LLAMA, Plan(framework="trl", method="dpo", liger_kernels=True))


def test_norms_rope_and_glu_move_fused_bytes() -> None:
    plan = Plan(framework="hf", method="full")
    eager = elementwise_bytes_per_token(LLAMA, plan)
    liger = elementwise_bytes_per_token(LLAMA, plan.with_changes(liger_kernels=True))
    layers, passes = LLAMA.num_layers, 3
    # norms 72 → 8, RoPE 20 → 8 bytes per hidden unit; SwiGLU 10 → 6 per MLP unit
    assert eager - liger == pytest.approx(layers * passes * ((64 + 12) * D + 4 * FFN))


def test_a_plan_that_does_not_fit_is_offered_liger_where_the_framework_has_it() -> None:
    plan = Plan(framework="hf", method="lora", seq_len=9728, loss=Loss.FUSED_LINEAR)
    proposals = same_gpu_fixes(LLAMA, H100, plan, Workload())
    assert {"liger_kernels": True} in [dict(p.changes) for p in proposals]
    # the loss is the user's here; left to the profile, the fix says the loss comes with it
    free = Plan(framework="hf", method="lora", seq_len=8192)
    texts = [p.text for p in same_gpu_fixes(LLAMA, H100, free, Workload())]
    assert any("fused linear loss" in str(t) for t in texts)
    tune = Plan(framework="torchtune", method="lora", seq_len=16384)
    found = [dict(p.changes) for p in same_gpu_fixes(LLAMA, H100, tune, Workload())]
    assert found and all("liger_kernels" not in c for c in found)


def test_a_compiled_layer_keeps_what_liger_keeps() -> None:
    """torch.compile's partitioner saves a norm's input and rsigma and the gate and up outputs
    (measured on a compiled Hugging Face Llama layer): in bf16, 8·d + 2·I a token less in full
    training and 4·d + 2·I under LoRA, 16·d + 2·I under autocast; any family; not with
    selective recompute; once with Liger."""
    plain = LLAMA.model_copy(update={"family": ""})
    bf16 = {"framework": "torchtune", "precision": Precision.BF16}

    def compiled(spec, **plan) -> float:
        return per_layer(spec, **plan) - per_layer(spec, compile=True, **plan)

    assert compiled(plain, method="full", **bf16) == (2 * 4 * D + 2 * FFN) * TOKENS
    assert compiled(plain, method="lora", **bf16) == (2 * 2 * D + 2 * FFN) * TOKENS
    # under autocast over fp32 weights: 16·d + 2·I, the fp32 rotation of q and k kept
    amp = {"framework": "hf", "method": "full"}
    assert compiled(plain, **amp) == (2 * 8 * D + 2 * FFN) * TOKENS
    hf = {"framework": "hf", "method": "full", "precision": Precision.BF16}
    both = per_layer(LLAMA, **hf) - per_layer(LLAMA, liger_kernels=True, compile=True, **hf)
    assert both == saved(LLAMA, **hf)
    p = Plan(framework="torchtune", method="full", compile=True, recompute="selective")
    mode = activation_mode(p, qlora_fp32_extras=False)
    assert activation_bytes(plain, p, trainable_cast_params=0.0, mode=mode).liger_saved == 0


def test_families_read_from_their_patches() -> None:
    """DeepSeek-V3: no RoPE kernel, the shared and routed experts' SwiGLU; Llama 4: the shared
    expert only; Qwen3-Next: the norms and MLPs around its Gated DeltaNet mixers too."""
    from hwplanner.catalog import load_catalog
    from hwplanner.engine.memory.activations import layer_bytes_per_token
    from hwplanner.engine.memory.fused_layers import liger_saved_bytes
    from hwplanner.engine.scenario.liger import LIGER_FAMILIES

    cat = load_catalog()
    plan = Plan(framework="hf", method="full", liger_kernels=True)
    v3 = cat.model("deepseek-v3")
    kept = liger_saved_bytes(v3, plan, LIGER_FAMILIES["deepseek_v3"], True, mode=Precision.AMP)
    assert kept.rope == 0
    assert kept.mlp == 2 * (v3.experts_per_token * v3.expert_width + v3.shared_width)
    scout = cat.model("llama-4-scout")
    kept = liger_saved_bytes(scout, plan, LIGER_FAMILIES["llama4"], True, mode=Precision.BF16)
    assert kept.mlp == 2 * scout.shared_width
    nxt = cat.model("qwen3-next-80b-a3b")
    off = plan.with_changes(liger_kernels=False)

    def mixer(p: Plan) -> float:
        return layer_bytes_per_token(
            nxt, p, True, mode=Precision.BF16, seq_len=4096, recurrent=True
        )

    assert mixer(off) - mixer(plan) == 2 * 4 * nxt.hidden_size + 2 * (
        nxt.experts_per_token * nxt.expert_width + nxt.shared_width
    )


def test_compile_leaves_layernorm_models_and_unsloths_kernels_as_they_were() -> None:
    """The compiled partition was measured on RMSNorm layers only; Unsloth's LoRA kernels keep
    their own layers (and the explained figure says nothing is kept less there)."""
    from hwplanner.engine.model.model_spec import NormKind

    layernorm = LLAMA.model_copy(update={"family": "", "norm": NormKind.LAYERNORM})
    tt = {"framework": "torchtune", "method": "full", "precision": Precision.BF16}
    assert per_layer(layernorm, **tt) == per_layer(layernorm, compile=True, **tt)
    p = Plan(framework="unsloth", method="lora", compile=True, recompute="none")
    mode = activation_mode(p, qlora_fp32_extras=True)
    assert activation_bytes(LLAMA, p, trainable_cast_params=0.0, mode=mode).liger_saved == 0
