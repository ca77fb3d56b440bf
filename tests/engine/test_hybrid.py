"""Hybrid models: recurrent layers (Gated DeltaNet, Mamba-2) in place of attention, counted as
transformers allocates them, a fixed state per sequence instead of a KV cache, trained as their
fused kernels keep tensors for backward."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory.activations import (
    _recurrent_block,
    activation_bytes,
    layer_bytes_per_token,
)
from hwplanner.engine.model.hf_config import spec_from_hf_config
from hwplanner.engine.model.layers import layer_shape
from hwplanner.engine.model.model_parts import RecurrentKind, RecurrentMixer
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Plan, Precision
from hwplanner.engine.scenario.serving_config import recurrent_state_bytes, sequence_kv_bytes
from hwplanner.engine.scenario.validity import PlanError, check_plan
from hwplanner.engine.time.compute import attention_forward_flops, training_flops
from tests.engine.models import H100, LLAMA_8B

CONFIG = Path(__file__).parents[1] / "fixtures" / "configs" / "qwen3-next-80b-a3b" / "config.json"


def qwen3_next():  # type: ignore[no-untyped-def]
    spec, _ = spec_from_hf_config(json.loads(CONFIG.read_text()), model_id="qwen3-next")
    return spec


def test_qwen3_next_counts_as_transformers_allocates_it() -> None:
    # Qwen3NextForCausalLM built from this config.json on the meta device (transformers 5.24.0):
    # 79,674,391,296 parameters (the model card: "80B in total and 3B activated")
    spec = qwen3_next()
    assert spec.layer_kinds == "rrra" * 12 and spec.recurrent_layers == 36
    counts = count_params(spec)
    assert counts.total == 79_674_391_296
    assert counts.layers + counts.non_layer == counts.total
    # one Gated DeltaNet mixer: in_proj_qkvz 2048 × 12,288, in_proj_ba 2048 × 64, conv 8,192 × 4,
    # out_proj 4,096 × 2,048, dt_bias + A_log (32 each), norm 128 (transformers' shapes)
    gdn = layer_shape(spec, True, recurrent=True)
    mixer = sum(m.weights for m in gdn.matrices if m.name.startswith("mixer_"))
    assert mixer == 2048 * 12288 + 2048 * 64 + 8192 * 4 + 4096 * 2048
    # its one MTP layer (the card's "Multi-Token Prediction") serves as a proposer
    assert spec.mtp_layers == 1
    check_plan(spec, Plan(method="inference", speculative="mtp", gpus_per_node=4, tp=4), H100)
    # gated attention: q_proj doubles for the output gate (2,048 × 8,192)
    attn = layer_shape(spec, True)
    assert next(m for m in attn.matrices if m.name == "q").fan_out == 2 * 16 * 256


def test_a_mamba2_mixer_counts_as_transformers_allocates_it() -> None:
    # GraniteMoeHybrid (transformers 5.24.0, meta device) with hidden 256, mamba_n_heads 8,
    # mamba_d_head 64, mamba_n_groups 2, mamba_d_state 128, mamba_d_conv 4, conv bias, no proj
    # bias: in_proj 395,264 + conv 4,096 + its bias 1,024 + out_proj 131,072 + dt_bias, A_log, D
    # (8 each) + norm 512 = 531,992
    mixer = RecurrentMixer(
        kind=RecurrentKind.MAMBA2, value_heads=8, value_head_dim=64, key_heads=2,
        key_head_dim=128, conv_kernel=4, conv_bias=True,
    )  # fmt: skip
    weights = 256 * mixer.in_width + mixer.conv_kernel * mixer.conv_dim + mixer.value_dim * 256
    assert weights + mixer.vectors == 531_992


def test_the_state_is_per_sequence_and_the_kv_cache_only_in_attention_layers() -> None:
    spec = qwen3_next()
    plan = Plan(method="inference", gpus_per_node=4, tp=4)
    span = (0, spec.num_layers)
    state = recurrent_state_bytes(spec, plan, span)
    # 36 layers × (32 heads × 128 × 128 + 8,192 channels × 3 conv inputs) × 2 B ÷ 4 ranks
    assert state == 36 * (32 * 128 * 128 + 8192 * 3) * 2 / 4
    # SGLang keeps the recurrent state in float32 (--mamba-ssm-dtype), the convolution's in bf16
    sgl = plan.with_changes(framework="sglang")
    assert recurrent_state_bytes(spec, sgl, span) == 36 * (32 * 128 * 128 * 4 + 8192 * 3 * 2) / 4
    # llama.cpp keeps both in F32 (llama_memory_hybrid: recurrent_type_r and _s GGML_TYPE_F32)
    cpp = Plan(method="inference", framework="llamacpp")
    assert recurrent_state_bytes(spec, cpp, span) == 36 * (32 * 128 * 128 + 8192 * 3) * 4
    # (SGLang keeps the states apart from its token-level KV pages; vLLM's one block pool:
    # tests/engine/test_hybrid_pages.py)
    short = sequence_kv_bytes(spec, sgl, 4096, span, 1)
    long = sequence_kv_bytes(spec, sgl, 8192, span, 1)
    # only the 12 attention layers grow: 2 KV heads × 256 × 2 B per token, replicated on 4 ranks
    per_token = 12 * 2 * 2 * 256 * 2 / 2
    assert long - short == pytest.approx(4096 * per_token)
    assert short == pytest.approx(4096 * per_token + recurrent_state_bytes(spec, sgl, span))
    est = estimate(Scenario(model=spec, gpu=H100, plan=plan))
    inputs = dict(est.memory.components["kv_cache"].inputs)
    assert inputs["recurrent layers (a state, no KV cache)"] == 36
    assert inputs["state per sequence"] == state


def test_nemotron_h_pairs_its_blocks_into_layers_and_counts_exactly() -> None:
    # hybrid_override_pattern "M-M-M-M*-…": a mixer block and the MLP block after it are one
    # layer; a Mamba-2 block before an attention block stands alone. transformers 5.24.0 on the
    # meta device allocates 56,324,350,464 parameters for this config (the model card: "56B")
    folder = CONFIG.parents[1] / "nemotron-h-56b-base"
    cfg = json.loads((folder / "config.json").read_text())
    spec, notes = spec_from_hf_config(cfg, model_id="nemotron-h-56b")
    assert (spec.layer_kinds.count("r"), spec.layer_kinds.count("R")) == (44, 10)
    assert spec.layer_kinds.count("a") == 10 and spec.num_layers == 64
    assert spec.position.value == "none"  # NemotronHAttention rotates nothing
    assert count_params(spec).total == 56_324_350_464
    assert not notes  # every key read or known to carry no size
    # a lone Mamba-2 block: its mixer and one norm, no MLP
    lone = layer_shape(spec, False, recurrent=True, mlp=False)
    assert [m.name for m in lone.matrices] == ["mixer_in", "mixer_conv", "mixer_out"]
    plan = Plan(method="inference", gpus_per_node=2, tp=2)
    # 54 Mamba-2 layers × (256 heads × 64 × 256 state × 4 B + 20,480 channels × 3 × 2 B)
    # ÷ 2 ranks: vLLM keeps Nemotron-H's SSM state in float32 (NemotronHForCausalLMConfig)
    assert spec.recurrent is not None and spec.recurrent.ssm_state_bytes == 4.0
    state = recurrent_state_bytes(spec, plan, (0, spec.num_layers))
    assert state == 54 * (256 * 64 * 256 * 4 + 20480 * 3 * 2) / 2
    # TensorRT-LLM ("auto": the model's dtype) keeps it in bf16; SGLang in float32 always
    trt = plan.with_changes(framework="trtllm")
    assert recurrent_state_bytes(spec, trt, (0, 64)) == 54 * (256 * 64 * 256 + 20480 * 3) * 2 / 2
    bf16_cfg = {**cfg, "mamba_ssm_cache_dtype": "bfloat16"}  # a config that names its own
    bf16 = spec_from_hf_config(bf16_cfg, model_id="nemotron-h-56b")[0]
    assert bf16.recurrent is not None and bf16.recurrent.ssm_state_bytes == 2.0
    bad = {**cfg, "hybrid_override_pattern": "--" + cfg["hybrid_override_pattern"][2:]}
    with pytest.raises(ValueError, match="an MLP block without a mixer"):
        spec_from_hf_config(bad, model_id="bad")


def nemotron_h():  # type: ignore[no-untyped-def]
    cfg = json.loads((CONFIG.parents[1] / "nemotron-h-56b-base" / "config.json").read_text())
    return spec_from_hf_config(cfg, model_id="nemotron-h-56b")[0]


def test_a_recurrent_mixer_keeps_what_its_training_kernels_save() -> None:
    # Nemotron-H 56B's Mamba-2 (bf16): mamba_split_conv1d_scan_combined keeps zxbcdt (z 16,384,
    # x 16,384, B and C 8 groups × 256, dt 256 heads = 37,120 wide), out_x (16,384) and one
    # fp32 rsigma per group (8)
    spec = nemotron_h()
    assert spec.recurrent is not None and spec.recurrent.chunk_size == 128  # config chunk_size
    assert _recurrent_block(spec, Precision.BF16) == 2 * (37_120 + 16_384) + 4 * 8
    # Megatron-Core runs the grouped norm and the out projection outside the kernel: the gated
    # output and the projection's input (bf16) besides
    assert _recurrent_block(spec, Precision.BF16, 2) == 2 * (37_120 + 16_384) + 4 * 8 + 4 * 16_384
    # Qwen3-Next's Gated DeltaNet: the convolution's input (8,192), q and k repeated to 32
    # value heads × 128, v (4,096), A (32 heads × a 64-token chunk), beta (32); fp32 rsigma of
    # q and k, the decay's softplus input and output and its cumulative sum (5 × 32 × 4 B);
    # the gated norm's input and gate (2 × 4,096) and rsigma (32 × 4 B); out_proj's input
    gdn = qwen3_next()
    expected = 2 * 8192 + 2 * (2 * 4096 + 4096 + 32 * 64 + 32) + 4 * 5 * 32
    expected += 2 * 2 * 4096 + 4 * 32
    assert _recurrent_block(gdn, Precision.BF16) == expected + 2 * 4096
    # under LoRA the out projection is frozen and keeps no input
    assert _recurrent_block(gdn, Precision.BF16, out_kept=False) == expected


def test_a_hybrid_trains_with_each_kind_of_layer_at_its_count() -> None:
    spec = nemotron_h()
    plan = Plan(method="full", precision="bf16", gpus_per_node=8, seq_len=4096, micro_batch=1)
    check_plan(spec, plan, H100)  # trains now: no refusal
    notes = [str(n) for n in estimate(Scenario(model=spec, gpu=H100, plan=plan)).notes]
    assert any("mamba_ssm, causal-conv1d" in n for n in notes)  # the kernels assumed, said
    acts = activation_bytes(spec, plan, trainable_cast_params=0, mode=Precision.BF16)

    def layer(recurrent: bool, mlp: bool) -> float:
        return layer_bytes_per_token(
            spec, plan, False, mode=Precision.BF16, seq_len=4096, recurrent=recurrent,
            mlp_block=mlp,
        )  # fmt: skip

    # 44 Mamba-2 layers with an MLP, 10 lone Mamba-2 blocks, 10 attention layers with an MLP
    mixed = (44 * layer(True, True) + 10 * layer(True, False) + 10 * layer(False, True)) / 64
    assert acts.per_layer_saved == pytest.approx(mixed * 4096)
    # a lone block is its mixer and one norm (8·d bf16), no MLP
    assert layer(True, True) - layer(True, False) == pytest.approx(8 * 8192 + 2 * 2 * 32_768)
    # attention layers spelled out keep what an attention model keeps
    kinds = LLAMA_8B.model_copy(update={"layer_kinds": "a" * LLAMA_8B.num_layers})
    lora = Plan(method="lora", gpus_per_node=1)
    spelled = estimate(Scenario(model=kinds, gpu=H100, plan=lora)).memory.total_bytes
    assert spelled == estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=lora)).memory.total_bytes
    # the chunked scans' FLOPs: per layer 2·(8 groups × 128 × 256 + 256 heads × (128 × 64
    # + 2 × 256 × 64)), × 54 Mamba-2 layers, in the token-mixing term with attention
    flops = training_flops(spec, plan, 1.0)
    inputs = dict(flops.per_token.inputs)
    scan = 54 * 2 * (8 * 128 * 256 + 256 * (128 * 64 + 2 * 256 * 64))
    assert inputs["of which recurrent scans (chunked, per token)"] == scan
    assert inputs["A attention forward FLOPs/token"] == pytest.approx(
        attention_forward_flops(spec, 4096, spec.attention_blocks) + scan
    )


def test_freezing_a_hybrid_times_its_top_layers_by_their_kind() -> None:
    # Nemotron-H's last layer is a Mamba-2 layer with an MLP: training only it runs its scan
    # and its own parameters backward, no attention
    spec = nemotron_h()
    assert spec.layer_kinds[-1] == "r"
    plan = Plan(method="freeze", freeze_trainable_layers=1, seq_len=4096, gpus_per_node=8)
    inputs = dict(training_flops(spec, plan, 1.0).per_token.inputs)
    counts = count_params(spec)
    last = layer_shape(spec, False, recurrent=True).params
    scan = 54 * spec.recurrent.scan_flops_per_token if spec.recurrent else 0.0
    forward = 2 * counts.active_compute + inputs["A attention forward FLOPs/token"]
    backward = 2 * counts.output_projection + 4 * last + 2 * scan / 54
    assert training_flops(spec, plan, 1.0).per_token.value == pytest.approx(forward + backward)


def test_a_hybrids_trained_and_gathered_layers_are_its_own_kinds() -> None:
    # freeze trains the top layers as they are (Nemotron-H's last four: Mamba-2 + MLP), and
    # ZeRO-3 gathers its largest kind of layer (a Mamba-2 mixer with an MLP: 975M parameters),
    # not an attention layer's (688M)
    from hwplanner.engine.model.params import trainable_params
    from hwplanner.engine.scenario.sharding import model_slice

    spec = nemotron_h()
    mamba_mlp = layer_shape(spec, False, recurrent=True).params
    attention_mlp = layer_shape(spec, False).params
    assert spec.layer_kinds[-4:] == "rrrr" and mamba_mlp > attention_mlp
    plan = Plan(method="freeze", freeze_trainable_layers=4, gpus_per_node=8)
    assert trainable_params(spec, plan, count_params(spec)) == 4 * mamba_mlp
    sl = model_slice(spec, Plan(method="full", gpus_per_node=8, zero=3), first=True, last=True)
    assert sl.largest_layer_params == mamba_mlp
    assert round(mamba_mlp / 1e6) == 975 and round(attention_mlp / 1e6) == 688


def test_hybrid_training_refuses_what_its_kernels_do_not_run() -> None:
    spec = qwen3_next()
    for method in ("lora", "full", "pretrain"):
        check_plan(spec, Plan(method=method, gpus_per_node=8), H100)
    with pytest.raises(PlanError) as exc:
        check_plan(spec, Plan(method="full", gpus_per_node=8, precision="fp32"), H100)
    assert exc.value.field == "precision" and "Gated DeltaNet" in exc.value.text
    check_plan(nemotron_h(), Plan(method="full", gpus_per_node=8, precision="fp32"), H100)


def test_context_parallelism_splits_recurrent_layers_where_the_framework_does() -> None:
    # Megatron-Core hands each of tp × cp ranks whole heads of the mixer: Qwen3-Next's Gated
    # DeltaNet has 16 key heads and 32 value heads, so tp 4 × cp 2 splits them, tp 4 × cp 8 not
    spec = qwen3_next()
    cp = Plan(method="full", framework="megatron", gpus_per_node=8, tp=4, cp=2, seq_len=8192)
    check_plan(spec, cp, H100)
    with pytest.raises(PlanError) as exc:
        check_plan(spec, cp.with_changes(nodes=4, cp=8), H100)
    assert exc.value.field == "cp" and exc.value.text.endswith("allowed: 1, 2, 4")
    # transformers' layers have no scheme: refused by name, with the profiles that have one
    fsdp = Plan(method="full", framework="fsdp", gpus_per_node=8, cp=2, seq_len=8192)
    with pytest.raises(PlanError) as exc:
        check_plan(spec, fsdp, H100)
    assert exc.value.field == "cp" and "megatron, nemo-rl-megatron, swift-megatron" in (
        exc.value.text
    )
    # slime runs these layers through plugins of its own (hidden states gathered): refused
    with pytest.raises(PlanError, match=r"slime .* does not split") as exc:
        check_plan(spec, cp.with_changes(framework="slime"), H100)
    # Nemotron-H's Mamba-2 (256 heads, 8 groups) by Megatron-Core too; a tp that does not
    # split its groups whole is refused by name, as Megatron-Core asserts, with or without cp
    check_plan(nemotron_h(), cp, H100)
    for split in (2, 1):
        wide = cp.with_changes(nodes=4, tp=16, cp=split)
        with pytest.raises(PlanError, match=r"16 does not split the heads") as exc:
            check_plan(nemotron_h(), wide, H100)
        assert exc.value.field == "tp" and exc.value.text.endswith("allowed: 1, 2, 4, 8")
    # LLaMA-Factory's Megatron backend: Qwen3.5 through Megatron-Core's layer (split and
    # context-parallel), Qwen3-Next's duplicated on every tensor-parallel GPU (tp refused)
    from hwplanner.catalog import shipped_catalog as catalog

    mca = cp.with_changes(framework="llamafactory-megatron", tp=2, ep=4)
    check_plan(catalog().model("qwen3.6-35b-a3b"), mca, H100)
    with pytest.raises(PlanError, match="whole on every tensor-parallel GPU") as exc:
        check_plan(spec, mca.with_changes(cp=1), H100)
    # prime-rl's own Qwen3.5-MoE layers pass states through fla's scheme (no head rule);
    # its other hybrids come from transformers
    from hwplanner.catalog import shipped_catalog

    catalog = shipped_catalog()
    rl = Plan(method="grpo", framework="prime-rl", gpus_per_node=8, rollout_gpus=4, cp=4, ep=2)
    check_plan(catalog.model("qwen3.6-35b-a3b"), rl, H100)
    with pytest.raises(PlanError) as exc:
        check_plan(spec, rl.with_changes(ep=1), H100)
    assert exc.value.field == "cp" and "prime-rl" in exc.value.text


def test_a_hybrids_recurrent_layers_move_their_own_traffic_under_context_parallelism() -> None:
    spec = qwen3_next()  # 48 layers: 36 Gated DeltaNet, 12 attention
    r = spec.recurrent
    assert r is not None
    plan = Plan(
        method="full", framework="megatron", gpus_per_node=8, tp=2, cp=2, seq_len=8192, ep=4
    )
    net = estimate(Scenario(model=spec, gpu=H100, plan=plan)).budget.network
    ring, heads = net["traffic_cp"], net["traffic_cp_recurrent"]
    assert dict(ring.inputs)["calls per step"] == 3 * 12 * plan.grad_accum
    # all-to-alls of the input projection's outputs and the mixer's output, local tokens
    # (8,192 ÷ cp), tp's share of the channels, forward and gradients
    size = 8192 / 2 * (r.in_width + r.value_dim) * 2 / 2
    assert dict(heads.inputs)["bytes per call (S)"] == pytest.approx(size)
    assert dict(heads.inputs)["calls per step"] == 2 * 36 * plan.grad_accum
    assert heads.value == pytest.approx(size / 2 * 2 * 36 * plan.grad_accum)
    # fla's scheme all-gathers each rank's fp32 state and transition matrix per value head
    from hwplanner.catalog import shipped_catalog

    qwen36 = shipped_catalog().model("qwen3.6-35b-a3b")
    m = qwen36.recurrent
    assert m is not None
    rl = Plan(method="grpo", framework="prime-rl", gpus_per_node=8, rollout_gpus=4, cp=4, ep=2)
    states = estimate(Scenario(model=qwen36, gpu=H100, plan=rl)).budget.network
    per_head = m.key_head_dim * (m.key_head_dim + m.value_head_dim) * 4
    gathered = dict(states["traffic_cp_recurrent"].inputs)
    assert gathered["collective"] == "all_gather"
    assert gathered["bytes per call (S)"] == pytest.approx(m.value_heads * per_head * 4)


def test_context_parallelism_splits_a_hybrids_recurrent_activations_too() -> None:
    spec = qwen3_next()
    one = Plan(method="full", framework="megatron", gpus_per_node=8, tp=2, seq_len=16384, ep=4)
    two = one.with_changes(cp=2)
    a = estimate(Scenario(model=spec, gpu=H100, plan=one)).memory.components["activations"]
    b = estimate(Scenario(model=spec, gpu=H100, plan=two)).memory.components["activations"]
    assert b.value < 0.55 * a.value


def test_a_proposers_cache_on_a_hybrid_grows_like_an_attention_layer() -> None:
    from hwplanner.engine.scenario.serving_extras import extra_kv_bytes

    spec = qwen3_next()
    plan = Plan(method="inference", gpus_per_node=4, tp=4, speculative="eagle")
    short = extra_kv_bytes(spec, plan.with_changes(context=4096), None, 16)
    long = extra_kv_bytes(spec, plan.with_changes(context=32768), None, 16)
    assert long == pytest.approx(8 * short)  # one attention layer's KV, no recurrent state
    # pipeline stages hold their own layers' states: the stack's total is the sum
    staged = Plan(method="inference", gpus_per_node=4, tp=2, pp=2)
    halves = [
        recurrent_state_bytes(spec, staged, (0, 24)),
        recurrent_state_bytes(spec, staged, (24, 48)),
    ]
    assert sum(halves) == recurrent_state_bytes(spec, staged, (0, 48))


def test_recommend_serves_a_checkpoint_with_the_kv_format_it_implies() -> None:
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.plan.workload import Workload
    from hwplanner.engine.solve.recommend import recommend
    from hwplanner.model_source import load_model

    folder = CONFIG.parents[1] / "llama-3.1-70b-instruct-fp8-modelopt"
    cat = shipped_catalog()
    spec = load_model(str(folder / "config.json"), cat).spec
    plan = Plan(method="inference", framework="trtllm", gpus_per_node=4, tp=4)
    found = recommend(spec, plan, Workload(), [cat.gpu("h100-sxm-80gb")])
    assert found.by_time and all(o.plan.kv_dtype.value == "fp8" for o in found.by_time)
    assert not any("FP8 KV" in str(lever.change) for lever in found.levers)


def test_the_catalogs_hybrids_are_their_configs() -> None:
    # the shipped rows carry what config.json says, the scan's chunk included
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    qwen35 = json.loads((CONFIG.parents[1] / "qwen3.5-122b-a10b" / "config.json").read_text())
    for row, spec in (
        ("nemotron-h-56b", nemotron_h()),
        ("qwen3-next-80b-a3b", qwen3_next()),
        ("qwen3.5-122b-a10b", spec_from_hf_config(qwen35, model_id="q")[0]),
    ):
        shipped = cat.model(row)
        assert shipped.recurrent == spec.recurrent and shipped.layer_kinds == spec.layer_kinds
        assert shipped.position == spec.position
        assert count_params(shipped).total == count_params(spec).total


def test_a_hybrids_prefill_runs_its_scans(monkeypatch: pytest.MonkeyPatch) -> None:
    # a prompt's prefill computes the recurrent layers' chunked scans besides the projections
    # and the attention layers' products
    import hwplanner.engine.serving.latency as latency

    spec = nemotron_h()
    plan = Plan(method="inference", gpus_per_node=4, tp=4)

    def ttft() -> float:
        est = estimate(Scenario(model=spec, gpu=H100, plan=plan), solve=False)
        return est.budget.serving["ttft_ms"].value

    with_scans = ttft()  # vLLM: the scans at their Triton kernels' rate (kernels.SCAN_PREFILL)
    monkeypatch.setattr(latency, "SCAN_PREFILL", {})
    at_prefill_rate = ttft()  # with the other FLOPs at the prefill utilisation
    monkeypatch.setattr(latency, "scan_forward_flops", lambda spec: 0.0)
    assert with_scans > at_prefill_rate > ttft()


def test_a_hybrid_requests_flops_count_its_prefill_scans(monkeypatch: pytest.MonkeyPatch) -> None:
    # a request's prompt runs the recurrent layers' chunked scans once per prompt token
    import hwplanner.engine.serving.speed as speed
    from hwplanner.engine.time.compute import scan_forward_flops

    spec = nemotron_h()
    with_scans = speed.request_flops(spec, 1000, 100, 1050)
    monkeypatch.setattr(speed, "scan_forward_flops", lambda spec: 0.0)
    without = speed.request_flops(spec, 1000, 100, 1050)
    assert with_scans - without == pytest.approx(1000 * scan_forward_flops(spec))


def test_a_hybrids_step_times_attention_only_in_its_attention_layers() -> None:
    # the step's attention share (flash-kernel rate, causal half) is Nemotron-H's 10 attention
    # layers, not its 64; the chunked scans stay with the matmuls (whole blocks computed)
    from hwplanner.engine.posttrain.time import _scored_forward
    from hwplanner.engine.time.steptime import attention_hardware_per_token

    spec = nemotron_h()
    plan = Plan(method="full", precision="bf16", gpus_per_node=8, seq_len=4096, micro_batch=1)
    one = attention_forward_flops(spec, 4096, 1)
    assert spec.attention_blocks == 10
    assert attention_hardware_per_token(spec, plan) == pytest.approx(3 * 10 * one)
    # a reward model or critic of this architecture runs its scans and 10 attention layers
    counts = count_params(spec)
    scored = 2 * (counts.active_compute - (counts.lm_head or counts.embedding))
    scan = 54 * spec.recurrent.scan_flops_per_token if spec.recurrent else 0.0
    assert _scored_forward(spec, 4096) == pytest.approx(scored + 10 * one + scan)


def test_a_hybrids_last_layers_keep_activations_of_their_own_kinds() -> None:
    # freeze's last four layers without checkpointing keep what four Mamba-2 + MLP layers keep,
    # not four average layers (Nemotron-H: 10 of 64 are attention layers, some without MLP)
    from hwplanner.engine.memory.activations import _per_layer_bytes

    spec = nemotron_h()
    assert spec.layer_kinds[-4:] == "rrrr"
    plan = Plan(method="freeze", freeze_trainable_layers=4, seq_len=4096, gpus_per_node=8)
    kw = {"trainable_cast_params": 0.0, "mode": Precision.BF16}
    top = activation_bytes(spec, plan, layers=4, top_layers=True, **kw)
    average = activation_bytes(spec, plan, layers=4, **kw)
    mamba = layer_bytes_per_token(
        spec, plan, False, mode=Precision.BF16, seq_len=4096, tp=1, sp=False, recurrent=True
    )
    mean = _per_layer_bytes(spec, plan, Precision.BF16, 1, False)[2]
    assert top.per_layer_saved == pytest.approx(mamba * 4096)
    assert average.per_layer_saved == pytest.approx(mean * 4096)
    assert mamba > mean


# Granite 4.0-H's fields as its model card's architecture table gives them (the H-Tiny card,
# vendored at DocDBrown/IBMGranite4Tiny@60d949f9 README.md), vocabulary and layer order as
# H-Small's config (aws-neuron/neuronx-distributed-inference@013594c3
# contrib/models/granite-4.0-h-small/README.md). No verbatim config.json was found, so this is
# not a fixture; the counts are transformers 5.24.0's GraniteMoeHybridForCausalLM built from
# these fields on the meta device.
GRANITE_LAYERS = (
    (["mamba"] * 5 + ["attention"]) + (["mamba"] * 9 + ["attention"]) * 3 + ["mamba"] * 4
)
GRANITE_COMMON = {
    "model_type": "granitemoehybrid", "vocab_size": 100352, "tie_word_embeddings": True,
    "max_position_embeddings": 131072, "position_embedding_type": "nope", "mamba_d_state": 128,
    "mamba_n_groups": 1, "mamba_d_conv": 4, "mamba_expand": 2, "mamba_chunk_size": 256,
    "mamba_conv_bias": True, "mamba_proj_bias": False, "attention_bias": False,
    "num_hidden_layers": 40, "layer_types": GRANITE_LAYERS, "normalization_function": "rmsnorm",
    "init_method": "mup",
}  # fmt: skip
GRANITE_H_SMALL = {
    **GRANITE_COMMON, "hidden_size": 4096, "num_attention_heads": 32, "num_key_value_heads": 8,
    "num_local_experts": 72, "num_experts_per_tok": 10, "intermediate_size": 768,
    "shared_intermediate_size": 1536, "mamba_n_heads": 128, "mamba_d_head": 64,
    "embedding_multiplier": 12.0, "logits_scaling": 16.0, "residual_multiplier": 0.22,
}  # fmt: skip
GRANITE_H_TINY = {
    **GRANITE_COMMON, "hidden_size": 1536, "num_attention_heads": 12, "num_key_value_heads": 4,
    "num_local_experts": 64, "num_experts_per_tok": 6, "intermediate_size": 512,
    "shared_intermediate_size": 1024, "mamba_n_heads": 48, "mamba_d_head": "auto",
}  # fmt: skip


def test_granite_4_h_counts_as_transformers_allocates_it() -> None:
    small, notes = spec_from_hf_config(GRANITE_H_SMALL, model_id="granite-4.0-h-small")
    assert not notes  # every key read or known to carry no size
    assert small.layer_kinds == "".join("a" if t == "attention" else "r" for t in GRANITE_LAYERS)
    assert small.recurrent is not None and small.recurrent.kind is RecurrentKind.MAMBA2
    assert (small.recurrent.value_heads, small.recurrent.value_head_dim) == (128, 64)
    assert small.position.value == "none"  # NoPE: no rotary embedding in its attention
    counts = count_params(small)
    # the card: "32B" total, "9B" active
    assert (counts.total, counts.active) == (32_207_337_984, 8_803_121_664)
    tiny = spec_from_hf_config(GRANITE_H_TINY, model_id="granite-4.0-h-tiny")[0]
    # mamba_d_head "auto": mamba_expand × hidden ÷ mamba_n_heads = 64; the card: "7B", "1B"
    assert tiny.recurrent is not None and tiny.recurrent.value_head_dim == 64
    assert (count_params(tiny).total, count_params(tiny).active) == (6_939_037_248, 1_465_470_528)
    # the catalog rows are these fields
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    for row, spec in (("granite-4.0-h-small", small), ("granite-4.0-h-tiny", tiny)):
        shipped = cat.model(row)
        assert shipped.recurrent == spec.recurrent and shipped.layer_kinds == spec.layer_kinds
        assert shipped.position == spec.position
        ours, theirs = count_params(shipped), count_params(spec)
        assert (ours.total, ours.active) == (theirs.total, theirs.active)


def test_a_dense_granite_4_layer_is_its_shared_mlp() -> None:
    # H-1B (num_local_experts 0): the shared MLP is each layer's whole MLP; transformers 5.24.0
    # (meta device) allocates 1,461,538,368 parameters for these fields
    h1b = {
        **GRANITE_COMMON, "hidden_size": 1536, "num_attention_heads": 12,
        "num_key_value_heads": 4, "num_local_experts": 0, "num_experts_per_tok": 0,
        "intermediate_size": 512, "shared_intermediate_size": 4096, "mamba_n_heads": 48,
        "mamba_d_head": 64,
    }  # fmt: skip
    spec, notes = spec_from_hf_config(h1b, model_id="granite-4.0-h-1b")
    # transformers builds only the shared MLP (shared_intermediate_size) when there are no
    # experts: intermediate_size sizes nothing (H-1B's own config has 4,096 for both)
    assert not notes and not spec.is_moe and spec.intermediate_size == 4096
    assert count_params(spec).total == 1_461_538_368
    # H-Micro (the card: 2,048 wide, 64 Mamba2 heads, a 8,192-wide MLP, "3B"): the catalog's
    # row counts as transformers 5.24.0 allocates those fields (meta device)
    from hwplanner.catalog import shipped_catalog

    micro = shipped_catalog().model("granite-4.0-h-micro")
    assert micro.layer_kinds == spec.layer_kinds and not micro.is_moe
    assert count_params(micro).total == 3_191_396_096
    # an attention-only Granite 4.0 (every layer "attention") is a plain dense model
    plain = {**h1b, "layer_types": ["attention"] * 40, "position_embedding_type": "rope"}
    dense = spec_from_hf_config(plain, model_id="granite-4.0-1b")[0]
    assert dense.recurrent is None and dense.layer_kinds == "" and dense.position.value == "rope"


def test_granite_4_h_serves_a_state_and_a_kv_cache_for_its_four_attention_layers() -> None:
    spec = spec_from_hf_config(GRANITE_H_SMALL, model_id="granite-4.0-h-small")[0]
    plan = Plan(method="inference")
    span = (0, spec.num_layers)
    state = recurrent_state_bytes(spec, plan, span)
    # 36 Mamba-2 layers × (128 heads × 64 × 128 state + 8,448 conv channels × 3) × 2 B
    assert state == 36 * (128 * 64 * 128 + 8448 * 3) * 2
    sgl = plan.with_changes(framework="sglang")  # the states apart from the KV pages
    short = sequence_kv_bytes(spec, sgl, 4096, span, 1)
    long = sequence_kv_bytes(spec, sgl, 8192, span, 1)
    # only the 4 attention layers grow: 8 KV heads × 128 × K and V × 2 B a token
    assert long - short == pytest.approx(4096 * 4 * 8 * 128 * 2 * 2)
    # vLLM pages them in blocks of 528 tokens, a Mamba-2 state's page (test_hybrid_pages.py)
    assert sequence_kv_bytes(spec, plan, 8192, span, 16) - sequence_kv_bytes(
        spec, plan, 4096, span, 16
    ) == pytest.approx((16 - 8) * 528 * 4 * 8 * 128 * 2 * 2)


def test_granite_4_refuses_what_it_does_not_model_by_name() -> None:
    bad_kind = {**GRANITE_H_SMALL, "layer_types": ["mamba3", *GRANITE_LAYERS[1:]]}
    with pytest.raises(ValueError, match="layer_types: expected 40 of mamba, attention"):
        spec_from_hf_config(bad_kind, model_id="bad")
    short = {**GRANITE_H_SMALL, "layer_types": GRANITE_LAYERS[:-1]}
    with pytest.raises(ValueError, match="layer_types"):
        spec_from_hf_config(short, model_id="bad")
    heads = {**GRANITE_H_SMALL, "mamba_d_head": 32}
    with pytest.raises(ValueError, match="mamba_d_head"):
        spec_from_hf_config(heads, model_id="bad")
    norm = {**GRANITE_H_SMALL, "normalization_function": "layernorm"}
    with pytest.raises(ValueError, match="normalization_function"):
        spec_from_hf_config(norm, model_id="bad")


def test_granite_4_reads_its_layer_kinds_as_transformers_does() -> None:
    def kinds(**change: object) -> str:
        cfg = dict(GRANITE_H_TINY)
        for key, value in change.items():  # None: the key left out
            cfg.pop(key) if value is None else cfg.__setitem__(key, value)
        return spec_from_hf_config(cfg, model_id="g")[0].layer_kinds

    tiny = "".join("a" if t == "attention" else "r" for t in GRANITE_LAYERS)
    # older configs' layers_block_type, and transformers 5's spelling of the kinds
    assert kinds(layer_types=None, layers_block_type=GRANITE_LAYERS) == tiny
    renamed = ["full_attention" if t == "attention" else "linear_attention" for t in GRANITE_LAYERS]
    assert kinds(layer_types=renamed) == tiny
    # no list at all: every layer Mamba-2 (transformers' GraniteMoeHybridConfig default)
    assert kinds(layer_types=None) == "r" * 40
    with pytest.raises(ValueError, match="layers_block_type: differs from layer_types"):
        kinds(layers_block_type=["mamba"] * 40)
    with pytest.raises(ValueError, match="layers_block_type: expected 40"):
        kinds(layer_types=None, layers_block_type=["mamba"] * 39)
    # only "rope" builds rotary embeddings; unset or "nope": none; anything else refused
    rope = {**GRANITE_H_TINY, "position_embedding_type": "rope"}
    assert spec_from_hf_config(rope, model_id="g")[0].position.value == "rope"
    unset = {k: v for k, v in GRANITE_H_TINY.items() if k != "position_embedding_type"}
    assert spec_from_hf_config(unset, model_id="g")[0].position.value == "none"
    with pytest.raises(ValueError, match="position_embedding_type: 'alibi'"):
        spec_from_hf_config({**GRANITE_H_TINY, "position_embedding_type": "alibi"}, model_id="g")
    # no experts and no shared MLP: a layer without MLP, refused by name
    bare = {**GRANITE_H_TINY, "num_local_experts": 0, "shared_intermediate_size": 0}
    with pytest.raises(ValueError, match="shared_intermediate_size: 0 with num_local_experts 0"):
        spec_from_hf_config(bare, model_id="g")


# Qwen3.5's class defaults in transformers 5.24 (Qwen3_5MoeTextConfig: "Qwen3.5-35B-A3B style";
# Qwen3_5TextConfig; their vision configs), as a config.json spells them; the counts are
# transformers building the models from these configs on the meta device.
QWEN35_LINEAR = {
    "linear_num_key_heads": 16, "linear_num_value_heads": 32, "linear_key_head_dim": 128,
    "linear_value_head_dim": 128, "linear_conv_kernel_dim": 4, "head_dim": 256,
    "vocab_size": 248320, "tie_word_embeddings": False, "full_attention_interval": 4,
}  # fmt: skip
QWEN35_VISION = {
    "depth": 27, "hidden_size": 1152, "intermediate_size": 4304, "num_heads": 16,
    "patch_size": 16, "spatial_merge_size": 2, "temporal_patch_size": 2,
    "out_hidden_size": 3584, "num_position_embeddings": 2304, "in_channels": 3,
}  # fmt: skip
QWEN35_MOE_TEXT = {
    **QWEN35_LINEAR, "model_type": "qwen3_5_moe_text", "hidden_size": 2048,
    "num_hidden_layers": 40, "num_attention_heads": 16, "num_key_value_heads": 2,
    "moe_intermediate_size": 512, "shared_expert_intermediate_size": 512, "num_experts": 256,
    "num_experts_per_tok": 8, "mtp_num_hidden_layers": 1,
}  # fmt: skip
QWEN35_TEXT = {
    **QWEN35_LINEAR, "model_type": "qwen3_5_text", "hidden_size": 4096, "num_hidden_layers": 32,
    "num_attention_heads": 16, "num_key_value_heads": 4, "intermediate_size": 12288,
}  # fmt: skip


@pytest.mark.parametrize(
    ("cfg", "total"),
    [
        (QWEN35_MOE_TEXT, 34_660_610_688),
        ({"model_type": "qwen3_5_moe", "text_config": QWEN35_MOE_TEXT,
          "vision_config": QWEN35_VISION}, 35_114_261_360),
        (QWEN35_TEXT, 8_953_803_264),
        ({"model_type": "qwen3_5", "text_config": {k: v for k, v in QWEN35_TEXT.items()
          if k != "model_type"}, "vision_config": QWEN35_VISION}, 9_407_453_936),
    ],
    ids=["moe-text", "moe-vision", "dense-text", "dense-vision-untyped-text"],
)  # fmt: skip
def test_qwen3_5_counts_as_transformers_allocates_it(cfg: dict, total: int) -> None:
    # Qwen3.5 / 3.6: Qwen3-Next's layers (three Gated DeltaNet to one gated attention, its
    # in_proj_qkv, z, b, a the widths of Qwen3-Next's qkvz and ba), every layer MoE with a
    # gated shared expert or a dense MLP, and Qwen3-VL's vision tower without deepstack
    spec, notes = spec_from_hf_config(cfg, model_id="qwen3.5")
    assert count_params(spec).total == total
    assert spec.layer_kinds.startswith("rrra") and spec.recurrent is not None
    assert spec.recurrent.kind is RecurrentKind.GATED_DELTANET and spec.attention_gate
    assert spec.mtp_layers == 1  # mtp_num_hidden_layers (Qwen3-Next: num_nextn_predict_layers)
    assert not [n for n in notes if "not modeled" in n]
    assert (spec.vision is not None) == ("vision_config" in cfg)


# A Qwen3.5-35B-A3B config.json with every key its release carries (text_config as published:
# attn_output_gate, mamba_ssm_dtype, mtp_*, rope_parameters, layer_types beside
# full_attention_interval; the vision merger to the text width); transformers 5.24 allocates
# 35,107,181,936 parameters for it on the meta device.
QWEN35_LAYERS = (["linear_attention"] * 3 + ["full_attention"]) * 10
QWEN35_RELEASE = {
    "architectures": ["Qwen3_5MoeForConditionalGeneration"], "model_type": "qwen3_5_moe",
    "tie_word_embeddings": False, "image_token_id": 248056, "video_token_id": 248057,
    "vision_start_token_id": 248053, "vision_end_token_id": 248054,
    "text_config": {
        **QWEN35_MOE_TEXT, "attention_bias": False, "attn_output_gate": True,
        "hidden_act": "silu", "layer_types": QWEN35_LAYERS, "mamba_ssm_dtype": "float32",
        "max_position_embeddings": 262144, "mtp_use_dedicated_embeddings": False,
        "partial_rotary_factor": 0.25, "rms_norm_eps": 1e-06,
        "rope_parameters": {"mrope_interleaved": True, "mrope_section": [11, 11, 10],
                            "partial_rotary_factor": 0.25, "rope_theta": 10000000,
                            "rope_type": "default"},
    },
    "vision_config": {
        **QWEN35_VISION, "deepstack_visual_indexes": [], "hidden_act": "gelu_pytorch_tanh",
        "out_hidden_size": 2048,
    },
}  # fmt: skip


def test_a_released_qwen3_5_config_reads_every_key_as_transformers_and_vllm_do() -> None:
    spec, notes = spec_from_hf_config(QWEN35_RELEASE, model_id="qwen3.5-35b-a3b")
    assert count_params(spec).total == 35_107_181_936
    assert not [n for n in notes if "not modeled" in n]
    # vLLM keeps the recurrent state in the config's mamba_ssm_dtype (float32)
    assert spec.recurrent is not None and spec.recurrent.ssm_state_bytes == 4.0

    def with_text(**change: object) -> dict:
        return {**QWEN35_RELEASE, "text_config": {**QWEN35_RELEASE["text_config"], **change}}

    def total(cfg: dict) -> int:
        return count_params(spec_from_hf_config(cfg, model_id="q")[0]).total

    # keys Qwen3_5MoeTextConfig drops: every layer stays sparse
    assert total(with_text(decoder_sparse_step=2)) == 35_107_181_936
    assert total(with_text(mlp_only_layers=[0, 1])) == 35_107_181_936
    # Qwen3.5's vision model deletes the deepstack mergers
    deep = {**QWEN35_RELEASE, "vision_config": {**QWEN35_RELEASE["vision_config"],
            "deepstack_visual_indexes": [8, 16, 24]}}  # fmt: skip
    assert total(deep) == 35_107_181_936
    # the wrapper's own tie_word_embeddings ties the head (248,320 × 2,048 fewer)
    tied = {**QWEN35_RELEASE, "tie_word_embeddings": True}
    assert total(tied) == 35_107_181_936 - 248_320 * 2048
    with pytest.raises(ValueError, match="mtp_use_dedicated_embeddings: MTP layers"):
        spec_from_hf_config(with_text(mtp_use_dedicated_embeddings=True), model_id="q")


JAMBA_MINI = json.loads(
    (
        Path(__file__).parent.parent / "fixtures/configs_derived/ai21-jamba-1.5-mini/config.json"
    ).read_text(encoding="utf-8")
)


def test_jamba_counts_as_transformers_allocates_it() -> None:
    """Jamba 1.5 Mini's config (a Python copy of it: tests/fixtures/configs_derived): 28 Mamba
    (Mamba-1) and 4 attention layers, experts in every second layer; transformers 5.24.0
    allocates 51,570,323,328 parameters for it on the meta device, 12,110,311,296 active (the
    card: "52B total", "12B active"). A Mamba layer: in_proj 4,096 → 2 × 8,192, a depthwise
    convolution of 8,192 channels with a bias, x_proj 8,192 → 256 + 2 × 16, dt_proj 256 →
    8,192 with a bias, A_log 8,192 × 16, D, RMSNorms over dt (256), B and C (16 each),
    out_proj 8,192 → 4,096."""
    spec, notes = spec_from_hf_config(JAMBA_MINI, model_id="jamba-1.5-mini")
    assert not notes
    assert spec.layer_kinds == "".join("a" if i % 8 == 4 else "r" for i in range(32))
    assert spec.recurrent is not None and spec.recurrent.kind is RecurrentKind.MAMBA
    assert spec.position.value == "none"
    assert [spec.layer_is_moe(i) for i in range(4)] == [False, True, False, True]
    counts = count_params(spec)
    assert (counts.total, counts.active) == (51_570_323_328, 12_110_311_296)
    mixer = sum(m.weights for m in layer_shape(spec, False, recurrent=True).matrices[:5])
    assert mixer == (4096 * 16384 + 4 * 8192 + 8192 * 288 + 256 * 8192 + 8192 * 4096)
    from hwplanner.catalog import shipped_catalog

    shipped = shipped_catalog().model("jamba-1.5-mini")
    assert shipped.recurrent == spec.recurrent and shipped.layer_kinds == spec.layer_kinds
    assert (count_params(shipped).total, count_params(shipped).active) == (
        counts.total,
        counts.active,
    )


def test_jamba_serves_a_state_per_sequence_split_by_tensor_parallelism() -> None:
    spec = spec_from_hf_config(JAMBA_MINI, model_id="jamba-1.5-mini")[0]
    span = (0, spec.num_layers)
    one = recurrent_state_bytes(spec, Plan(method="inference"), span)
    # 28 Mamba layers × (8,192 channels × 16 states + 8,192 × 3 convolution inputs) × 2 B
    assert one == 28 * (8192 * 16 + 8192 * 3) * 2
    two = recurrent_state_bytes(spec, Plan(method="inference", gpus_per_node=2, tp=2), span)
    assert two == one / 2  # tensor parallelism splits the channels
    # the scan's FLOPs per token: 7 per channel and state element in each Mamba layer
    assert spec.recurrent is not None
    assert spec.recurrent.scan_flops_per_token == 7 * 8192 * 16


def test_jamba_refuses_what_it_does_not_model_by_name() -> None:
    spec = spec_from_hf_config(JAMBA_MINI, model_id="jamba-1.5-mini")[0]
    with pytest.raises(
        PlanError, match=r"training Mamba \(Mamba-1\) layers is not modelled .*; allowed: inference"
    ):
        check_plan(spec, Plan(method="lora"), H100)
    check_plan(spec, Plan(method="inference", gpus_per_node=2, tp=2), H100)
    offset = {**JAMBA_MINI, "expert_layer_offset": 0}
    with pytest.raises(ValueError, match="expert_layer_offset: 0 of a period of 2"):
        spec_from_hf_config(offset, model_id="bad")
    listed = {**JAMBA_MINI, "layers_block_type": ["mamba"] * 32}
    with pytest.raises(ValueError, match="layers_block_type: set in the config"):
        spec_from_hf_config(listed, model_id="bad")  # transformers: a property, no setter
    for key in ("attn_layer_offset", "expert_layer_offset"):
        period = JAMBA_MINI[key.replace("offset", "period")]
        with pytest.raises(ValueError, match=f"{key}: {period}: expected below the period"):
            spec_from_hf_config({**JAMBA_MINI, key: period}, model_id="bad")
    # one expert: every layer a plain MLP (transformers builds JambaMLP)
    dense = spec_from_hf_config({**JAMBA_MINI, "num_experts": 1}, model_id="dense")[0]
    assert not dense.is_moe
    # mamba_dt_rank "auto": ⌈hidden ÷ 16⌉
    auto = spec_from_hf_config({**JAMBA_MINI, "mamba_dt_rank": "auto"}, model_id="auto")[0]
    assert auto.recurrent is not None and auto.recurrent.dt_rank == 256


JAMBA_SMALL = {
    **JAMBA_MINI, "hidden_size": 1024, "intermediate_size": 2048, "num_hidden_layers": 16,
    "num_attention_heads": 16, "num_key_value_heads": 4, "vocab_size": 1000,
}  # fmt: skip


@pytest.mark.parametrize(
    ("change", "drop", "total"),
    [
        ({}, (), 967_435_200),
        ({"num_experts": 1}, (), 212_329_408),
        ({"attn_layer_offset": 0}, (), 967_435_200),
        ({"attn_layer_period": 1, "attn_layer_offset": 0}, (), 899_793_920),
        ({"tie_word_embeddings": True}, (), 966_411_200),
        ({"expert_layer_period": 1, "expert_layer_offset": 0}, (), 1_722_540_992),
        ({"expert_layer_period": 4, "expert_layer_offset": 3}, (), 589_882_304),
        ({"num_key_value_heads": 16}, (), 970_580_928),
        ({}, ("num_key_value_heads",), 968_483_776),  # JambaConfig's default: 8
        ({"mamba_proj_bias": True}, (), 967_506_880),
        ({"mamba_conv_bias": False}, (), 967_406_528),
        ({"mamba_d_state": 64, "mamba_d_conv": 2, "mamba_expand": 3}, (), 1_025_712_384),
        ({"head_dim": 128}, (), 972_678_080),
        ({"attention_bias": True}, (), 967_435_200),  # Jamba's layers build no bias
        ({"mlp_bias": True}, (), 967_435_200),
        ({"num_local_experts": 4}, ("num_experts",), 363_357_120),  # attribute_map's name
    ],
)
def test_jamba_variants_count_as_transformers_allocates_them(
    change: dict, drop: tuple[str, ...], total: int
) -> None:
    """Each total is transformers 5.24.0's JambaForCausalLM on the meta device for the small
    config with the change (a review's oracle run, 2026-12-04)."""
    cfg = {k: v for k, v in {**JAMBA_SMALL, **change}.items() if k not in drop}
    spec = spec_from_hf_config(cfg, model_id="jamba-small")[0]
    assert count_params(spec).total == total


def test_a_mamba_mixer_is_a_scan_per_channel() -> None:
    with pytest.raises(ValueError, match="dt_rank: required for Mamba"):
        RecurrentMixer(
            kind=RecurrentKind.MAMBA, value_heads=64, value_head_dim=1, key_heads=1,
            key_head_dim=16, conv_kernel=4,
        )  # fmt: skip
    with pytest.raises(ValueError, match="a scan per channel"):
        RecurrentMixer(
            kind=RecurrentKind.MAMBA, value_heads=1, value_head_dim=64, key_heads=1,
            key_head_dim=16, conv_kernel=4, dt_rank=4,
        )  # fmt: skip
    with pytest.raises(ValueError, match="dt_rank and inner_norms are Mamba's"):
        RecurrentMixer(
            kind=RecurrentKind.MAMBA2, value_heads=8, value_head_dim=64, key_heads=1,
            key_head_dim=16, conv_kernel=4, dt_rank=4,
        )  # fmt: skip
