"""Fused kernels an eager PyTorch stack can be told it runs: RMSNorm (`fused_norms`:
torchtitan's fused_rmsnorm, NeMo AutoModel's TE RMSNorm) — what each norm keeps less, its
element-wise time, its explanation, where it is refused — and cuDNN fused attention
(`cudnn_attention`: AutoModel's TE attention) — its attention time, its unchanged memory."""

import pytest

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory.activations import activation_bytes, activation_mode
from hwplanner.engine.model.model_spec import NormKind
from hwplanner.engine.plan.plan import Plan, Precision, Recompute
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import PlanError, check_plan, plan_problems
from hwplanner.engine.time.mfu import attention_efficiency
from hwplanner.engine.time.steptime import elementwise_bytes_per_token, step_compute
from tests.engine.models import A100, H100, LLAMA_8B, QWEN3_30B

D = LLAMA_8B.hidden_size
TOKENS = 2 * 4096
FSDP = {"framework": "fsdp", "method": "pretrain", "precision": Precision.BF16, "zero": 3}


def per_layer(spec, **plan) -> float:
    p = Plan(micro_batch=2, seq_len=4096, recompute=Recompute.NONE, **plan)
    mode = activation_mode(p, qlora_fp32_extras=False)
    return activation_bytes(spec, p, trainable_cast_params=0.0, mode=mode).per_layer_saved


def test_each_norm_keeps_its_bf16_input_instead_of_an_fp32_copy_and_the_normalised_output() -> None:
    # eager: fp32 upcast (4·d) + bf16 normalised copy (2·d); fused: the bf16 input (2·d) and
    # rsigma: 4·d a norm less, two norms a layer; nothing else in the layer changes
    less = per_layer(LLAMA_8B, **FSDP) - per_layer(LLAMA_8B, fused_norms=True, **FSDP)
    assert less == 2 * 4 * D * TOKENS


def test_the_same_as_liger_norms_alone_and_less_than_liger_whole() -> None:
    hf = {**FSDP, "framework": "hf", "method": "full", "zero": 0}
    llama = LLAMA_8B.model_copy(update={"family": "llama"})
    liger = per_layer(llama, liger_kernels=True, **hf)
    fsdp_fused = per_layer(LLAMA_8B, fused_norms=True, **FSDP)
    # Liger also keeps no silu(gate): 2·I a token less than the fused norms alone
    assert fsdp_fused - liger == pytest.approx(2 * LLAMA_8B.intermediate_size * TOKENS)


def test_element_wise_traffic_of_the_norms_falls_to_one_read_and_write() -> None:
    eager = elementwise_bytes_per_token(LLAMA_8B, Plan(**FSDP))
    fused = elementwise_bytes_per_token(LLAMA_8B, Plan(fused_norms=True, **FSDP))
    # forward, backward (2×): 72·h of eager fp32 norm passes become 8·h, every layer
    assert eager - fused == pytest.approx((72 - 8) * D * LLAMA_8B.num_layers * 3)


def test_explain_names_the_fused_norms_and_their_source() -> None:
    plan = Plan(gpus_per_node=8, micro_batch=2, seq_len=4096, fused_norms=True, **FSDP)
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=Workload()))
    act = est.memory.components["activations"]
    assert any("fused RMSNorm" in str(n) for n in act.notes)
    assert "TritonFusedRMSNorm" in str(act.source)
    hfu = est.budget.compute["hfu"]
    assert "rmsnorm.py" in str(hfu.source)


def test_refused_on_a_framework_without_the_switch_and_on_a_layernorm_model() -> None:
    with pytest.raises(PlanError, match="fused_norms"):
        check_plan(LLAMA_8B, Plan(framework="hf", method="full", fused_norms=True), H100)
    with pytest.raises(PlanError, match=r"fused_norms.*not RMSNorm"):
        layernorm = LLAMA_8B.model_copy(update={"norm": NormKind.LAYERNORM})
        check_plan(layernorm, Plan(fused_norms=True, **FSDP), H100)


def test_q_and_k_norms_keep_their_input_and_rsigma_too() -> None:
    # Qwen3's per-head q and k norms: the fp32 upcast (4 bytes an element) goes, one fp32
    # rsigma per head and token stays; the decoder norms as for Llama; MoE layers alike
    spec = QWEN3_30B
    less = per_layer(spec, **FSDP) - per_layer(spec, fused_norms=True, **FSDP)
    qk = 4 * (spec.q_dim + spec.kv_dim) - 4 * (spec.num_attention_heads + spec.num_kv_heads)
    assert less == (2 * 4 * spec.hidden_size + qk) * TOKENS


def test_the_note_is_shown_only_when_the_norms_are_fused() -> None:
    plan = Plan(gpus_per_node=8, micro_batch=2, seq_len=4096, **FSDP)
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=Workload()))
    act = est.memory.components["activations"]
    assert not any("fused RMSNorm" in str(n) for n in act.notes)
    assert "TritonFusedRMSNorm" not in str(act.source)


def attention_seconds(gpu, **plan) -> float:
    p = Plan(gpus_per_node=8, micro_batch=2, seq_len=4096, **{**FSDP, **plan})
    return step_compute(LLAMA_8B, gpu, p, trainable=0).attention_s


def test_cudnn_attention_runs_at_the_fused_rate_on_hopper_only() -> None:
    fused, _ = attention_efficiency(H100, True, 4096)
    flash2, _ = attention_efficiency(H100, False, 4096)
    assert fused > flash2
    ratio = attention_seconds(H100) / attention_seconds(H100, cudnn_attention=True)
    assert ratio == pytest.approx(fused / flash2)
    # below Hopper's peak every kernel is timed at FlashAttention-2's rate
    assert attention_seconds(A100, cudnn_attention=True) == attention_seconds(A100)


def test_cudnn_attention_keeps_the_same_tensors_and_is_refused_where_not_offered() -> None:
    assert per_layer(LLAMA_8B, cudnn_attention=True, **FSDP) == per_layer(LLAMA_8B, **FSDP)
    with pytest.raises(PlanError, match="cudnn_attention"):
        check_plan(LLAMA_8B, Plan(framework="hf", method="full", cudnn_attention=True), H100)


def test_refused_with_compile_on_eager_attention_and_off_nvidia() -> None:
    with pytest.raises(PlanError, match=r"fused_norms: torch.compile fuses the norms itself"):
        check_plan(LLAMA_8B, Plan(fused_norms=True, compile=True, **FSDP), H100)
    with pytest.raises(PlanError, match=r"cudnn_attention: .*not eager attention"):
        check_plan(LLAMA_8B, Plan(cudnn_attention=True, attention="eager", **FSDP), H100)
    amd = H100.model_copy(update={"vendor": "AMD", "name": "AMD Instinct test"})
    plan = Plan(gpus_per_node=8, cudnn_attention=True, **FSDP)
    problems = {p.field: str(p.text) for p in plan_problems(LLAMA_8B, plan, amd)}
    assert problems["cudnn_attention"] == (
        "cuDNN runs on NVIDIA GPUs only, not on AMD Instinct test; allowed: off"
    )
    for vendor in ("NVIDIA", "Nvidia", "NVIDIA Corporation", " nvidia", ""):
        gpu = H100.model_copy(update={"vendor": vendor})
        assert "cudnn_attention" not in {p.field for p in plan_problems(LLAMA_8B, plan, gpu)}
    # a model whose attention always runs eager: nothing to switch to
    eager = LLAMA_8B.model_copy(update={"eager_attention": True})
    with pytest.raises(PlanError, match=r"this model's attention runs eager, not flash"):
        check_plan(eager, Plan(cudnn_attention=True, **FSDP), H100)


def test_te_delayed_scaling_under_fsdp_runs_with_data_parallelism_alone_and_says_its_count() -> (
    None
):
    fp8 = {**FSDP, "precision": "fp8", "fp8_recipe": "delayed", "gpus_per_node": 8}
    with pytest.raises(PlanError, match=r"fp8_recipe: Transformer Engine's delayed scaling"):
        check_plan(LLAMA_8B, Plan(tp=2, **fp8), H100)
    check_plan(LLAMA_8B, Plan(**fp8), H100)
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=Plan(**fp8), workload=Workload()))
    notes = [str(n) for n in est.memory.components["activations"].notes]
    assert any("each keep their own FP8 copy of their input" in n for n in notes)


def test_te_fp8_linears_in_eager_layers_keep_their_inputs_as_fp8_copies() -> None:
    # Composer's amp_fp8 with llm-foundry's fc_type te, accelerate's TE backend: each TE Linear
    # casts and keeps its own one-byte FP8 copy of its input. Llama's separate q, k, v read the
    # attention norm's output (three copies where one bf16 tensor stood: one byte an element
    # more), gate and up the MLP norm's (two: even), down the gated product (one byte less),
    # and attention's output, which FlashAttention keeps anyway, gains its copy
    bf16 = per_layer(LLAMA_8B, **FSDP)
    fp8 = per_layer(LLAMA_8B, **{**FSDP, "precision": "fp8", "fp8_recipe": "delayed"})
    per_token = -D + LLAMA_8B.intermediate_size - LLAMA_8B.attn_out_dim
    assert bf16 - fp8 == pytest.approx(per_token * TOKENS)
    # a model whose code fuses q/k/v (MPT's Wqkv, Phi-3's qkv_proj and gate_up_proj): one copy
    phi = LLAMA_8B.model_copy(update={"family": "phi3"})
    less = per_layer(phi, **FSDP) - per_layer(
        phi, **{**FSDP, "precision": "fp8", "fp8_recipe": "delayed"}
    )
    assert less == pytest.approx(
        (2 * D + LLAMA_8B.intermediate_size - LLAMA_8B.attn_out_dim) * TOKENS
    )
    # torchao's float8 (tensorwise) keeps bf16 inputs: unchanged
    tensorwise = per_layer(LLAMA_8B, **{**FSDP, "precision": "fp8", "fp8_recipe": "tensorwise"})
    assert tensorwise == bf16


def test_te_fp8_leaves_routed_experts_in_bf16_and_a_shared_norm_feeds_every_copy() -> None:
    fp8 = {**FSDP, "precision": "fp8", "fp8_recipe": "delayed"}
    # an MoE layer: only attention's side changes (q, k, v's copies, the output's copy)
    less = per_layer(QWEN3_30B, **FSDP) - per_layer(QWEN3_30B, **fp8)
    assert less == pytest.approx((-QWEN3_30B.hidden_size - QWEN3_30B.attn_out_dim) * TOKENS)
    # one norm read by attention and the MLP side by side: five FP8 copies replace one bf16
    parallel = LLAMA_8B.model_copy(update={"parallel_block": True, "norms_per_layer": 1})
    less = per_layer(parallel, **FSDP) - per_layer(parallel, **fp8)
    assert less == pytest.approx(
        (LLAMA_8B.intermediate_size - 3 * D - LLAMA_8B.attn_out_dim) * TOKENS
    )


def test_megatron_always_runs_both_and_the_switches_change_nothing_there() -> None:
    megatron = {"framework": "megatron", "method": "pretrain", "gpus_per_node": 8}
    plan = Plan(fused_norms=True, cudnn_attention=True, **megatron)
    check_plan(LLAMA_8B, plan, H100)  # accepted, not refused
    on = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=Workload()))
    off = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=Plan(**megatron), workload=Workload()))
    assert on.memory.total.value == off.memory.total.value
    assert on.budget.compute["step_seconds"].value == off.budget.compute["step_seconds"].value
