"""DeepSeek Sparse Attention (DeepSeek-V3.2): a lightning indexer in every layer, counted as the
checkpoint stores it, its key cache beside MLA's latent, each query's attention reading only
the top-k tokens the indexer chooses while the indexer scores them all; trained through sparse
MLA kernels with the indexer out of the backward where the framework does, refused by name
elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from hwplanner.catalog import load_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.hf_config import spec_from_hf_config
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params, mtp_params, quantizable_params
from hwplanner.engine.plan.plan import Plan, Precision
from hwplanner.engine.scenario.serving_config import (
    index_key_bytes,
    kv_bytes_per_token_layer,
    layer_read_bytes,
    replica_kv_bytes,
)
from hwplanner.engine.scenario.validity import PlanError, check_plan, plan_problems
from hwplanner.engine.time.compute import attention_forward_flops, replicated_forward_flops
from tests.engine.models import H100

FIXTURES = Path(__file__).parents[1] / "fixtures"
CONFIG = FIXTURES / "configs_derived" / "deepseek-v3.2" / "config.json"
SERVE = Plan(method="inference", framework="vllm", gpus_per_node=8, tp=8, kv_dtype="bf16")


def v32() -> ModelSpec:
    spec, _ = spec_from_hf_config(json.loads(CONFIG.read_text()), model_id="deepseek-v3.2")
    return spec


def dense(spec: ModelSpec) -> ModelSpec:
    """The same model without its sparse attention (DeepSeek-V3.1's architecture)."""
    return spec.model_copy(
        update={"index_n_heads": None, "index_head_dim": None, "index_topk": None}
    )


def test_counts_as_the_checkpoint_stores_it() -> None:
    # The DeepSeek-V3.2 checkpoint's tensors (163 safetensors files, 685,396,921,376 elements
    # with the FP8 blocks' 41,591,584 weight_scale_inv elements): per layer the indexer's wq_b
    # 8,192 × 1,536, wk 128 × 7,168, weights_proj 64 × 7,168 and k_norm's weight and bias (128
    # each) beside V3's MLA; layer 61 is the MTP module.
    spec = v32()
    assert (spec.index_n_heads, spec.index_head_dim, spec.index_topk) == (64, 128, 2048)
    counts = count_params(spec)
    indexer = 8192 * 1536 + 128 * 7168 + 64 * 7168 + 2 * 128
    assert counts.total == 671_026_419_200 + 61 * indexer == 671_877_944_064
    assert counts.total + mtp_params(spec) == 685_396_921_376 - 41_591_584
    # the indexer is token mixing, active for every token, never a LoRA target
    assert counts.attention - count_params(dense(spec)).attention == 61 * (indexer - 256)
    assert counts.active - count_params(dense(spec)).active == 61 * indexer


def test_the_kv_cache_keeps_an_fp8_indexer_key_per_token() -> None:
    spec = v32()
    assert index_key_bytes(spec) == 128 + 4  # FP8 key, one fp32 scale per 128
    assert index_key_bytes(dense(spec)) == 0
    plan = SERVE
    assert kv_bytes_per_token_layer(spec, plan) == 576 * 2 + 132
    fp8 = Plan.model_validate({**plan.model_dump(), "kv_dtype": "fp8"})
    # the latent in FP8 with a scale per 128, its rotary part bf16 (fp8_ds_mla); the indexer FP8
    assert kv_bytes_per_token_layer(spec, fp8) == 512 + 16 + 128 + 132 == 788


def test_decode_reads_the_top_k_tokens_and_every_indexer_key() -> None:
    spec = v32()
    plan = SERVE
    # up to top-k every token is attended: the dense read plus the indexer keys
    assert layer_read_bytes(spec, plan, 1000) == 1000 * (1152 + 132)
    # beyond it the attention reads 2,048 tokens whatever the context; the indexer all of them
    assert layer_read_bytes(spec, plan, 100_000) == 2048 * 1152 + 100_000 * 132
    long = replica_kv_bytes(spec, plan, 100_000, 4)
    sparse_share = (2048 * 1152 + 100_000 * 132) / (100_000 * 1152)  # 13.5% of V3.1's read
    dense_read = replica_kv_bytes(dense(spec), plan, 100_000, 4)
    assert long == pytest.approx(dense_read * sparse_share)


def test_attention_flops_stop_growing_at_top_k_but_the_indexer_does_not() -> None:
    spec = v32()
    # the sparse kernels attend in MLA's latent form (MQA mode): every head's query against
    # the 576-wide latent, its output over the 512-wide latent (FlashMLA: k 576, v 512)
    latent = 128 * (576 + 512)
    index = 64 * 128
    for ctx in (512.0, 2048.0, 50_000.0):
        attended = min(ctx, 2048)
        expected = 2 * 61 * (latent * attended + index * ctx)
        assert attention_forward_flops(spec, ctx, 61) == pytest.approx(expected)
    width = spec.q_dim + spec.attn_out_dim  # the dense model's decompressed heads
    assert attention_forward_flops(dense(spec), 50_000, 61) == 2 * width * 50_000 * 61


def test_every_tensor_parallel_rank_runs_the_whole_indexer() -> None:
    spec = v32()
    # vLLM's ReplicatedLinear: q_a_proj, kv_a_proj_with_mqa and the indexer's projections
    latent = 7168 * 1536 + 7168 * 576
    indexer = 1536 * 8192 + 7168 * (128 + 64)
    assert count_params(spec).replicated == 61 * (latent + indexer)
    expected = 2 * 61 * (latent + indexer + 8192 * 10_000)
    assert replicated_forward_flops(spec, 10_000, 61) == pytest.approx(expected)
    # the dense model keeps its latent projections replicated, and no indexer
    assert replicated_forward_flops(dense(spec), 10_000, 61) == pytest.approx(2 * 61 * latent)
    h200 = load_catalog().gpu("h200-sxm-141gb")
    workload = {"prompt_tokens": 32_000, "output_tokens": 100}

    def ttft(**kw: int) -> float:
        plan = SERVE.model_copy(update={"context": 40_000, "batch": 1, **kw})
        sc = Scenario(model=spec, gpu=h200, plan=plan, workload=workload)
        return estimate(sc, solve=False).budget.serving["ttft_ms"].value

    # TP8 splits everything but the indexer; with eight attention data-parallel groups each
    # GPU runs its own requests' indexer alone, which spreads it like the rest
    assert ttft(attention_dp=8) < ttft()


def test_long_context_decode_is_faster_than_the_dense_architecture() -> None:
    spec = v32()
    # DeepSeek-style serving: eight attention data-parallel groups, each GPU its own requests
    plan = SERVE.model_copy(
        update={"context": 131_072, "batch": 8, "attention_dp": 8, "framework": "sglang"}
    )
    workload = {"prompt_tokens": 100_000, "output_tokens": 1_000}
    h200 = load_catalog().gpu("h200-sxm-141gb")
    sparse = estimate(Scenario(model=spec, gpu=h200, plan=plan, workload=workload), solve=False)
    full = estimate(
        Scenario(model=dense(spec), gpu=h200, plan=plan, workload=workload), solve=False
    )
    s, d = sparse.budget.serving, full.budget.serving
    # the time between tokens is mostly the other users' 100,000-token prefills, which sparse
    # attention shortens; a step alone reads a seventh of the cache but runs the indexer's
    # kernels too (at 8 users about as long)
    assert s["tpot_ms"].value < 0.85 * d["tpot_ms"].value
    # the prompt's attention costs far less; its routed experts (timed at their Triton
    # kernels' rate on Hopper) the same
    assert s["ttft_ms"].value < 0.7 * d["ttft_ms"].value
    # a decode step reads a seventh of the dense model's cache
    kv = dict(s["tpot_ms"].inputs)["KV cache read ms"]
    assert kv < 0.2 * dict(d["tpot_ms"].inputs)["KV cache read ms"]
    # its KV cache holds the indexer keys too: a little more per token than V3.1's
    assert sparse.memory.components["kv_cache"].value > full.memory.components["kv_cache"].value
    inputs = dict(s["tpot_ms"].inputs)
    assert inputs["tokens a query attends of the context (sparse attention)"] == 2048


@pytest.mark.parametrize("method", ["full", "lora", "qlora", "dpo", "grpo"])
def test_training_through_transformers_is_refused_by_name(method: str) -> None:
    # transformers runs the indexer's choice as a mask over dense attention
    with pytest.raises(PlanError, match="does not train sparse attention") as err:
        check_plan(v32(), Plan(method=method, gpus_per_node=8), H100)
    assert err.value.field == "framework"
    check_plan(v32(), SERVE, H100)


TRAIN = Plan(method="full", framework="megatron", gpus_per_node=8, tp=8, seq_len=16384)


def test_sparse_training_runs_where_the_framework_has_sparse_kernels() -> None:
    for fw in ("megatron", "swift-megatron", "slime"):
        check_plan(v32(), TRAIN.with_changes(framework=fw), H100)
    check_plan(v32(), Plan(method="grpo", framework="prime-rl", gpus_per_node=8), H100)
    with pytest.raises(PlanError, match=r"allowed: megatron, slime, swift-megatron") as err:
        check_plan(v32(), TRAIN.with_changes(framework="fsdp"), H100)
    assert err.value.field == "framework"


def test_sparse_attention_keeps_its_absorbed_core_and_indices_for_backward() -> None:
    from hwplanner.engine.memory.activations import sparse_core_bytes, sparse_whole_bytes

    spec = v32()  # 128 heads, kv_lora_rank 512, rope 64, no-rope 128, v 128; top-k 2048
    # the no-rope query, the absorbed query (576) and the latent output (512) per head, the
    # output projection's input (128 per head), in bf16
    assert sparse_core_bytes(spec, 2) == 2 * (128 * (128 + 576 + 512) + 128 * 128)
    # every tensor-parallel rank keeps the key latent (gathered over cp) and the indices whole
    assert sparse_whole_bytes(spec, TRAIN, 2) == 2 * 576 + 4 * 2048
    assert sparse_whole_bytes(spec, TRAIN.with_changes(tp=4, cp=2), 2) == 2 * 576 * 2 + 4 * 2048
    assert sparse_whole_bytes(spec, SERVE, 2) == 0
    assert sparse_core_bytes(dense(spec), 2) is None
    one = estimate(Scenario(model=spec, gpu=H100, plan=TRAIN), solve=False)
    two = estimate(Scenario(model=spec, gpu=H100, plan=TRAIN.with_changes(tp=4)), solve=False)
    # the indices stay whole on each rank: halving tp less than doubles the activations
    a1 = one.memory.components["activations"].value
    a2 = two.memory.components["activations"].value
    assert a1 < a2 < 2 * a1


def test_context_parallelism_gathers_the_sparse_keys_rather_than_a_ring() -> None:
    """Megatron-Core's DSA gathers the key latent and indexer key over the context-parallel
    ranks ('Non-packed DSA allgather CP'): no ring buffers, one all-gather of the sequence's
    576 + 128 bf16 elements a token and layer forward, its gradients back in backward."""
    spec = v32()
    plan = TRAIN.with_changes(tp=4, cp=2)
    est = estimate(Scenario(model=spec, gpu=H100, plan=plan), solve=False)
    cp = est.budget.network["traffic_cp"]
    inputs = dict(cp.inputs)
    assert inputs["collective"] == "all_gather"
    assert inputs["bytes per call (S)"] == 16384 * (512 + 64 + 128) * 2
    assert inputs["calls per step"] == 2 * 61 * plan.grad_accum
    from hwplanner.engine.memory.activations import activation_bytes

    kept = activation_bytes(spec, plan, trainable_cast_params=0, mode=Precision.BF16)
    assert kept.ring_buffers == 0
    with pytest.raises(PlanError, match="keys gathered") as err:
        check_plan(spec, Plan(method="grpo", framework="prime-rl", gpus_per_node=8,
                              rollout_gpus=4, cp=2, cp_kind="ulysses"), H100)  # fmt: skip
    assert err.value.field == "cp_kind"
    # a Megatron-Core profile whose DSA path was not read is not said to be transformers'
    with pytest.raises(PlanError, match="Megatron-Core sparse-attention path was not read"):
        check_plan(spec, TRAIN.with_changes(framework="nemo"), H100)


def test_the_indexer_scores_a_chunk_of_queries_against_every_key() -> None:
    from hwplanner.engine.memory.overhead import index_score_bytes

    # Megatron-Core: 8,192 queries at a time; prime-rl: all of a GPU's at once
    assert index_score_bytes(v32(), TRAIN) == 4 * 8192 * 16384
    assert index_score_bytes(v32(), TRAIN.with_changes(seq_len=4096)) == 4 * 4096 * 4096
    rl = Plan(method="grpo", framework="prime-rl", gpus_per_node=8, rollout_gpus=4, cp=2,
              seq_len=32_768)  # fmt: skip
    assert index_score_bytes(v32(), rl) == 4 * 16_384 * 32_768
    assert index_score_bytes(dense(v32()), TRAIN) == 0
    # the workspace holds the larger of the scores and the sparse backward's accumulators
    est = estimate(Scenario(model=v32(), gpu=H100, plan=TRAIN), solve=False)
    (work,) = (f for f in est.memory.overheads if f.key == "workspaces")
    assert (
        dict(work.inputs)["indexer scores, fp32 (queries at once × keys × 4)"] == 4 * 8192 * 16384
    )


def test_a_sparse_training_step_runs_the_indexer_forward_only() -> None:
    from hwplanner.engine.time.steptime import executed_attention_share

    spec = v32()
    s, k = 16384, 2048
    core = 128 * (2 * 512 + 64)
    index = 64 * 128
    mean = k - k * (k - 1) / (2 * s)  # min(position, top-k) over a row
    share = (3 * core * mean + index * s / 2) / (3 * (core * k + index * s))
    assert executed_attention_share(spec, TRAIN) == pytest.approx(share)
    # recomputed: the core's and the indexer's forward again
    again = TRAIN.with_changes(recompute="full")
    redo = (4 * core * mean + 2 * index * s / 2) / (4 * (core * k + index * s))
    assert executed_attention_share(spec, again) == pytest.approx(redo)
    # against the step's own count: the executed attention FLOPs a token are every layer's
    # core forward and backward over its chosen keys and its indexer forward over the
    # earlier keys, counted here from the model's shapes
    from hwplanner.engine.time.steptime import attention_hardware_per_token

    executed = executed_attention_share(spec, TRAIN) * attention_hardware_per_token(spec, TRAIN)
    counted = 61 * 2 * (3 * 128 * (2 * 512 + 64) * mean + 64 * 128 * s / 2)
    assert executed == pytest.approx(counted)
    # freezing the top 2 layers: only they run backward; the indexers forward in all 61
    top = TRAIN.with_changes(method="freeze", freeze_trainable_layers=2)
    frozen = executed_attention_share(spec, top) * attention_hardware_per_token(spec, top)
    assert frozen == pytest.approx(2 * (core * mean * (61 + 2 * 2) + index * s / 2 * 61))
    # a dense model's flash kernel runs the causal half
    assert executed_attention_share(dense(spec), TRAIN) == 0.5


def test_a_partial_or_latent_free_indexer_is_refused() -> None:
    spec = v32()
    with pytest.raises(ValidationError, match="index_n_heads, index_head_dim and index_topk"):
        spec.model_validate({**spec.model_dump(), "index_topk": None})
    with pytest.raises(ValidationError, match="q_lora_rank"):
        spec.model_validate({**spec.model_dump(), "q_lora_rank": None})


@pytest.mark.parametrize("fw", ["hf", "llamacpp", "lmdeploy", "tgi"])
def test_engines_without_its_indexer_are_refused_by_name(fw: str) -> None:
    h100 = load_catalog().gpu("h100-sxm-80gb")
    with pytest.raises(PlanError, match="allowed: vllm, sglang, trtllm") as err:
        check_plan(v32(), Plan(method="inference", framework=fw, gpus_per_node=8), h100)
    assert err.value.field == "framework"
    for ok in ("vllm", "sglang", "trtllm"):
        check_plan(v32(), Plan(method="inference", framework=ok, gpus_per_node=8, tp=8), h100)


def test_its_indexer_adds_kernels_to_a_graph_replayed_step() -> None:
    from hwplanner.engine.plan.plan import WeightFormat
    from hwplanner.engine.serving.latency import GRAPH_INDEXER_KERNELS, graph_kernels

    spec = v32()
    extra = graph_kernels(spec, WeightFormat.FP8) - graph_kernels(dense(spec), WeightFormat.FP8)
    assert extra == 61 * GRAPH_INDEXER_KERNELS == 610


def test_a_disaggregated_prefill_sends_the_whole_cache_it_holds() -> None:
    spec = v32()
    prompt = 100_000
    held = replica_kv_bytes(spec, SERVE, prompt, 1, read=False)
    assert held == 8 * 61 * prompt * (1152 + 132)  # every rank's whole latent and keys
    assert replica_kv_bytes(spec, SERVE, prompt, 1) < 0.2 * held  # what a decode step reads
    h200 = load_catalog().gpu("h200-sxm-141gb")
    plan = SERVE.model_copy(update={"nodes": 2, "prefill_replicas": 1, "context": 131_072})
    sc = Scenario(
        model=spec, gpu=h200, plan=plan, workload={"prompt_tokens": prompt, "output_tokens": 10}
    )
    ttft = estimate(sc, solve=False).budget.serving["ttft_ms"]
    assert dict(ttft.inputs)["KV cache bytes sent"] == held


def test_kv_types_its_kernels_do_not_take_are_refused() -> None:
    h100 = load_catalog().gpu("h100-sxm-80gb")
    for fw, kv in (("vllm", "fp32"), ("sglang", "fp32"), ("trtllm", "int8")):
        plan = Plan(method="inference", framework=fw, gpus_per_node=8, tp=8, kv_dtype=kv)
        problems = [p for p in plan_problems(v32(), plan, h100) if p.field == "kv_dtype"]
        assert any("allowed: bf16, fp8" in p.text for p in problems), (fw, kv)


def test_an_indexer_without_mla_is_refused() -> None:
    fields = {"hidden_size": 4096, "num_layers": 32, "num_attention_heads": 32}
    fields |= {"intermediate_size": 14336, "vocab_size": 128256, "q_lora_rank": 1536}
    fields |= {"index_n_heads": 64, "index_head_dim": 128, "index_topk": 2048}
    with pytest.raises(ValidationError, match="kv_lora_rank"):
        ModelSpec(id="x", name="x", **fields)


def test_the_estimate_says_its_sparse_attention_speeds_are_optimistic() -> None:
    sc = Scenario(model=v32(), gpu=load_catalog().gpu("h200-sxm-141gb"), plan=SERVE)
    notes = [str(n) for n in estimate(sc, solve=False).notes]
    assert any("treat its speeds as optimistic" in n for n in notes)


def test_latent_projections_are_whole_on_every_tensor_parallel_gpu() -> None:
    from hwplanner.engine.scenario.sharding import model_slice

    spec = dense(v32())  # DeepSeek-V3's layers: q_a and kv_a replicated, the rest split
    counts = count_params(spec)
    replicated = 61 * (7168 * 1536 + 7168 * 576)
    assert counts.replicated == replicated
    one = model_slice(
        spec, SERVE.model_copy(update={"tp": 1, "gpus_per_node": 1}), first=True, last=True
    )
    eight = model_slice(spec, SERVE, first=True, last=True)
    assert eight.params == pytest.approx(one.params / 8 + replicated * (1 - 1 / 8))
    # a model without them splits every matrix as before
    llama = load_catalog().model("llama-3.1-8b")
    assert count_params(llama).replicated == 0


def test_gpus_without_sparse_attention_kernels_are_refused_by_name() -> None:
    cat = load_catalog()
    m = v32()

    def refused(gpu: str, fw: str, kv: str = "bf16") -> list[str]:
        plan = Plan(method="inference", framework=fw, gpus_per_node=8, tp=8, kv_dtype=kv)
        return [p.text for p in plan_problems(m, plan, cat.gpu(gpu)) if p.field != "gpus_per_node"]

    for gpu in ("a100-sxm-80gb", "l40s", "v100-sxm2-32gb"):
        assert any("Hopper or Blackwell" in t for t in refused(gpu, "vllm")), gpu
    for gpu in ("h100-sxm-80gb", "h20-96gb", "b200", "gb300", "rtx-pro-6000-blackwell-se"):
        assert refused(gpu, "vllm") == [] and refused(gpu, "sglang") == [], gpu
    # AMD Instinct: SGLang's recipe, and vLLM's ROCm backend with a bf16 cache only
    assert refused("mi300x", "sglang") == [] and refused("mi355x", "vllm") == []
    assert any("allowed: bf16" in t for t in refused("mi300x", "vllm", kv="fp8"))
    # Ascend: vllm-ascend
    assert refused("ascend-910b", "vllm") == []
    assert any("allowed: vllm" in t for t in refused("ascend-910b", "sglang"))


def test_llama_cpp_splits_the_latent_projections_like_every_matrix() -> None:
    from hwplanner.engine.scenario.sharding import model_slice

    spec = dense(v32())
    one = Plan(method="inference", framework="llamacpp", gpus_per_node=1)
    row = Plan(method="inference", framework="llamacpp", gpus_per_node=8, tp=8)
    a = model_slice(spec, one, first=True, last=True)
    b = model_slice(spec, row, first=True, last=True)
    assert b.params == pytest.approx(a.params / 8)


def glm5() -> dict[str, object]:
    return json.loads((FIXTURES / "configs" / "glm-5.1" / "config.json").read_text())  # type: ignore[no-any-return]


def test_glm5_reads_as_deepseek_v32() -> None:
    # transformers' GlmMoeDsa builds DeepSeek-V3.2's modules (its indexer rotates interleaved,
    # which changes no size): 743,911,218,432 ("744B parameters (40B active)", zai-org/GLM-5)
    spec, notes = spec_from_hf_config(glm5(), model_id="glm-5.1")
    assert not notes
    counts = count_params(spec)
    assert counts.total == 743_911_218_432
    assert counts.total == pytest.approx(744e9, rel=0.005)
    # 40B active without the embedding and the head
    assert counts.active - counts.embedding - counts.lm_head == pytest.approx(40e9, rel=0.005)
    assert spec.is_sparse_attention and spec.index_topk == 2048 and spec.mtp_layers == 1
    # the catalog's rows are this config
    cat = load_catalog()
    for row in ("glm-5", "glm-5.1"):
        assert count_params(cat.model(row)).total == counts.total
    # served by the engines that run DSA; trained as DeepSeek-V3.2 is: through transformers
    # refused by name, through sparse kernels planned (slime's GLM-5 SFT script)
    with pytest.raises(PlanError, match="does not train sparse attention"):
        check_plan(spec, Plan(method="full", gpus_per_node=8), H100)
    check_plan(spec, TRAIN.with_changes(framework="slime"), H100)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"indexer_types": ["full", "shared"]}, "indexer_types"),  # one a layer
        ({"index_topk_pattern": "SF" * 39}, "index_topk_pattern"),  # the first shares nothing
        ({"index_topk_pattern": "FX" * 39}, "index_topk_pattern"),
        ({"qk_head_dim": 255}, "qk_head_dim"),
    ],
)
def test_glm5_configs_out_of_range_are_refused_by_name(
    change: dict[str, object], field: str
) -> None:
    with pytest.raises(ValueError, match=field):
        spec_from_hf_config({**glm5(), **change}, model_id="bad")


def test_glm52_layers_reuse_an_earlier_indexer_choice() -> None:
    # GLM-5.2 (IndexCache): 21 of its 78 layers run the indexer, the others reuse the previous
    # full layer's top-k: no indexer weights (9,371,904 a layer) and no indexer key cache
    cfg = json.loads((FIXTURES / "configs" / "glm-5.2" / "config.json").read_text())
    spec = spec_from_hf_config(cfg, model_id="glm-5.2")[0]
    full = spec_from_hf_config(glm5(), model_id="glm-5.1")[0]
    assert spec.index_shared_layers == 57 and spec.indexed_share == pytest.approx(21 / 78)
    per_layer = 2048 * 32 * 128 + 6144 * 128 + 6144 * 32 + 2 * 128
    assert count_params(full).total - count_params(spec).total == 57 * per_layer
    assert count_params(spec).total == pytest.approx(744e9, rel=0.005)
    assert count_params(full).replicated - count_params(spec).replicated == 57 * (
        per_layer - 2 * 128
    )
    # its schedule spelled as transformers derives it: the same layers
    schedule = {k: v for k, v in cfg.items() if k != "indexer_types"}
    assert spec_from_hf_config(schedule, model_id="g")[0].index_shared_layers == 57
    # the indexer key cache and the indexer's scores on 21 of 78 layers
    plan = SERVE.with_changes(kv_dtype="fp8")
    assert index_key_bytes(spec) == pytest.approx(index_key_bytes(full) * 21 / 78)
    latent = kv_bytes_per_token_layer(full, plan) - index_key_bytes(full)
    assert kv_bytes_per_token_layer(spec, plan) == pytest.approx(latent + index_key_bytes(spec))
    ctx = 100_000.0
    index_flops = 2 * 78 * 32 * 128 * ctx
    drop = attention_forward_flops(full, ctx, 78) - attention_forward_flops(spec, ctx, 78)
    assert drop == pytest.approx(index_flops * 57 / 78)
    # a list pattern is taken as it is (only "shared" shares); a frequency of 0 is 1
    letters = {**glm5(), "index_topk_pattern": ["F", "S"] * 39}
    assert spec_from_hf_config(letters, model_id="g")[0].index_shared_layers == 0
    assert (
        spec_from_hf_config({**glm5(), "index_topk_freq": 0}, model_id="g")[0].index_shared_layers
        == 0
    )
    # the layers' own sum and the quantizable weights leave the 57 indexers out too
    assert count_params(full).layers - count_params(spec).layers == 57 * per_layer
    assert quantizable_params(full) - quantizable_params(spec) == 57 * (per_layer - 2 * 128)
    # the catalog's row is this config
    assert count_params(load_catalog().model("glm-5.2")).total == count_params(spec).total
    with pytest.raises(ValidationError, match="index_shared_layers"):
        ModelSpec.model_validate({**full.model_dump(), "index_shared_layers": 78})


def test_glm5_keys_left_out_take_the_config_class_defaults() -> None:
    # GlmMoeDsaConfig builds the indexer (index_topk 2048) and 3 leading dense layers when a
    # config leaves them out; mlp_layer_types, where given, spells the dense layers
    cfg = {k: v for k, v in glm5().items() if k not in ("index_topk", "first_k_dense_replace")}
    spec = spec_from_hf_config(cfg, model_id="glm")[0]
    assert spec.is_sparse_attention and spec.first_dense_layers == 3
    assert count_params(spec).total == 743_911_218_432
    two = {**glm5(), "mlp_layer_types": ["dense"] * 2 + ["sparse"] * 76}
    assert spec_from_hf_config(two, model_id="glm")[0].first_dense_layers == 2
    # indexer_types decides over the schedule keys when given
    full = {**glm5(), "indexer_types": ["full"] * 78, "index_topk_freq": 4}
    assert spec_from_hf_config(full, model_id="glm")[0].index_shared_layers == 0
    for bad, field in (
        ({"mlp_layer_types": ["sparse", "dense"] + ["sparse"] * 76}, "mlp_layer_types"),
        ({"indexer_types": ["full"]}, "indexer_types"),
        ({"index_topk_pattern": ["full", "shared"]}, "index_topk_pattern"),
    ):
        with pytest.raises(ValueError, match=field):
            spec_from_hf_config({**glm5(), **bad}, model_id="bad")


def test_glm47_flash_reads_as_deepseek_v3_with_glm_routing() -> None:
    # transformers' Glm4MoeLite: DeepSeek-V3's MLA with GLM-4.5's MoE; the config class's
    # defaults are GLM-4.7-Flash's sizes ("about 30B total parameters and 3B active")
    cfg = {"architectures": ["Glm4MoeLiteForCausalLM"], "model_type": "glm4_moe_lite"}
    spec, notes = spec_from_hf_config(cfg, model_id="glm-4.7-flash")
    assert spec.is_mla and not spec.is_sparse_attention
    # the keys the config left out are said, as taken from the config class's defaults
    assert len(notes) == 1 and "from the glm4_moe_lite config defaults" in notes[0]
    assert spec.first_dense_layers == 1 and spec.router_bias  # the expert bias, always
    counts = count_params(spec)
    assert counts.total == 29_943_393_920
    assert counts.active - counts.embedding - counts.lm_head == pytest.approx(3e9, rel=0.1)
    assert count_params(load_catalog().model("glm-4.7-flash")).total == counts.total
    two = {**cfg, "mlp_layer_types": ["dense"] * 2 + ["sparse"] * 45}
    assert spec_from_hf_config(two, model_id="g")[0].first_dense_layers == 2
    # the class lays its layers out from mlp_layer_types alone (first_k_dense_replace and
    # moe_layer_freq are not its fields); its attention is MLA, a null latent refused by name
    for ignored in ({"first_k_dense_replace": 3}, {"moe_layer_freq": 2}):
        assert count_params(spec_from_hf_config({**cfg, **ignored}, model_id="g")[0]).total == (
            counts.total
        )
    with pytest.raises(ValueError, match="kv_lora_rank"):
        spec_from_hf_config({**cfg, "kv_lora_rank": None}, model_id="g")


def test_recomputing_the_up_projection_drops_the_absorbed_queries() -> None:
    """Megatron-Core's mla_up_proj recompute on a sparse model drops what its absorbed path
    keeps of the up-projected queries (no-rope and absorbed, per head), not dense MLA's
    q, k and v."""
    from hwplanner.engine.memory.activations import recomputed_module_bytes

    _, sparse = recomputed_module_bytes(
        v32(), ("mla_up_proj",), False, c=2, linear_input=2, mlp=0.0
    )
    assert sparse == 2 * 128 * (128 + 512 + 64)
    _, full = recomputed_module_bytes(
        dense(v32()), ("mla_up_proj",), False, c=2, linear_input=2, mlp=0.0
    )
    assert full == 2 * 3 * dense(v32()).q_dim
