"""A machine of unequal cards serving one model (plan.other_gpus): llama.cpp's layer split, each
card's memory, the speed of the chain, the refusals, and every front end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.catalog import load_catalog, shipped_catalog
from hwplanner.cli import main
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.cards import pipeline_card, proportional_split
from hwplanner.project import Project, ScenarioSpec, load_project, resolve, save_project

SERVE = {"framework": "llamacpp", "weight_format": "q4_0", "context": 8192}


def _mixed(**values: object) -> api.Estimate:
    given = {**SERVE, "gpus_per_node": 2, "other_gpus": "rtx-3090", **values}
    return api.estimate("llama-3.1-70b", "rtx-4090", "inference", **given)


def _upper_bound_split(layers: int, weights: list[float]) -> tuple[int, ...]:
    """llama.cpp's loop as written: prefix sums normalised, then for each of the n repeating
    layers the index std::upper_bound finds for i ÷ (n + 1) (bisect_right is upper_bound)."""
    from bisect import bisect_right
    from itertools import accumulate

    sums = list(accumulate(weights))
    bounds = [s / sums[-1] for s in sums]
    counts = [0] * len(weights)
    for i in range(layers):
        counts[min(bisect_right(bounds, i / (layers + 1)), len(weights) - 1)] += 1
    return tuple(counts)


def test_the_split_is_llama_cpps() -> None:
    """Two equal cards: the output layer is the 81st slot, so the first card takes 41 of 80
    layers (as llama.cpp prints for 70B on two 24 GB cards); a 3090 beside two 3060s 41/20/19."""
    assert proportional_split(80, [24, 24]) == (41, 39)
    assert proportional_split(80, [24, 12, 12]) == (41, 20, 19)
    assert proportional_split(32, [1]) == (32,)


@settings(max_examples=200, deadline=None)
@given(
    st.integers(min_value=1, max_value=200),
    st.lists(st.floats(min_value=0.5, max_value=200), min_size=1, max_size=8),
)
def test_the_split_matches_upper_bound_and_keeps_every_layer(
    layers: int, weights: list[float]
) -> None:
    split = proportional_split(layers, weights)
    assert sum(split) == layers
    assert split == _upper_bound_split(layers, weights)


def test_each_card_holds_its_layers_and_the_verdict_is_the_fullest() -> None:
    est = _mixed()
    plan = est.scenario.plan
    assert (plan.pp, plan.layer_split) == (2, "41,39")
    assert [c.id for c in est.scenario.cards] == ["rtx-4090", "rtx-3090"]
    first, second = est.card_memory
    # the first card's 41 layers against the second's 39 and the output layer
    assert first.total.value > second.total.value
    assert est.memory is first and est.memory_card.id == "rtx-4090"
    doc = est.as_dict()
    assert [(c["id"], c["layers"]) for c in doc["cards"]] == [("rtx-4090", 41), ("rtx-3090", 39)]
    assert doc["cards"][0]["total_bytes"] == doc["memory_per_gpu_bytes"]["total"]
    notes = " ".join(str(n) for n in est.notes)
    assert "layers 0–40" in notes and "layers 41–79" in notes
    assert "LLAMA_ARG_TENSOR_SPLIT=41,40" in notes  # the output layer is one more slot, on the last
    assert est.scenario.hardware == (
        "1 × NVIDIA GeForce RTX 4090 24GB + 1 × NVIDIA GeForce RTX 3090 24GB"
    )


def test_decode_runs_at_the_cards_speeds_weighted_by_their_layers() -> None:
    """The chain's decode lies between two 4090s' and two 3090s' on the same split, and its
    bandwidth is the layer-weighted harmonic mean of the cards'."""

    def decode(gpu: str, others: str | None) -> float:
        est = api.estimate(
            "llama-3.1-70b",
            gpu,
            "inference",
            gpus_per_node=2,
            pp=2,
            layer_split="41,39",
            other_gpus=others,
            **SERVE,
        )
        return float(est.figures()["compute.decode_tokens_per_second"].value)

    both_4090, both_3090 = decode("rtx-4090", None), decode("rtx-3090", None)
    mixed = decode("rtx-4090", "rtx-3090")
    assert both_3090 < mixed < both_4090
    cat = shipped_catalog()
    a, b = cat.gpus["rtx-4090"], cat.gpus["rtx-3090"]
    card = pipeline_card((a, b), (41, 39))
    bw = 1 / (41 / 80 / a.memory_bandwidth_gbps + 39 / 80 / b.memory_bandwidth_gbps)
    assert card.memory_bandwidth_gbps == pytest.approx(bw)
    assert card.tdp_w == pytest.approx((a.tdp_w + b.tdp_w) / 2)
    assert pipeline_card((a, a), (40, 40)) is a


@pytest.mark.parametrize(
    ("model", "fmt", "measured"),
    [
        # r/LocalLLaMA "Building LocalLlama Machine – Episode 3: Performance Optimizations"
        # (llama.cpp, default split, 1 × RTX 3090 + 2 × RTX 3060): DeepSeek-R1-Distill-Llama-70B
        # Q4 10.3 tokens/s (the Llama 3.1 70B architecture), Qwen3 32B Q8 13.0 tokens/s; seen at
        # https://redlib.private.coffee/r/LocalLLaMA/new?after=t3_1kh4lbl
        ("llama-3.1-70b", "q4_0", 10.3),
        ("qwen3-32b", "q8_0", 13.0),
    ],
)
def test_a_3090_beside_two_3060s_decodes_near_what_was_published(
    model: str, fmt: str, measured: float
) -> None:
    est = api.estimate(
        model,
        "rtx-3090",
        "inference",
        framework="llamacpp",
        weight_format=fmt,
        context=4096,
        gpus_per_node=3,
        other_gpus="rtx-3060,rtx-3060",
    )
    assert est.fits
    decode = est.figures()["compute.decode_tokens_per_second"].value
    assert decode == pytest.approx(measured, rel=0.25)


def test_what_a_machine_of_unequal_cards_refuses() -> None:
    with pytest.raises(api.InputError, match="tp: tensor parallelism splits every layer"):
        _mixed(tp=2, pp=1)
    with pytest.raises(api.InputError, match="other_gpus: the plan's 1 GPU"):
        _mixed(gpus_per_node=1)
    with pytest.raises(api.InputError, match="pp: with other cards every card is one"):
        _mixed(pp=1)
    with pytest.raises(api.InputError, match="layer_split: 2 stage"):
        _mixed(layer_split="40,39")
    with pytest.raises(api.InputError, match="other_gpus: unknown GPU 'no-such-card'"):
        _mixed(other_gpus="no-such-card")
    with pytest.raises(api.InputError, match="other_gpus"):
        _mixed(other_gpus="rtx 3090")  # a space is no id
    with pytest.raises(api.InputError, match=r"other_gpus: the NVIDIA DGX Spark .* whole machine"):
        _mixed(other_gpus="dgx-spark")
    with pytest.raises(api.InputError, match="other_gpus: min_gpus plans with one GPU type"):
        api.min_gpus(
            "llama-3.1-70b", "rtx-4090", "inference", gpus_per_node=2, other_gpus="rtx-3090"
        )
    with pytest.raises(api.InputError, match="the reverse fit plans with one GPU type"):
        api.fit("llama-3.1-70b", "rtx-4090", gpus_per_node=2, other_gpus="rtx-3090", **SERVE)
    # a format one card lacks is refused on that card (vLLM has no bitsandbytes kernels on
    # AMD GPUs)
    with pytest.raises(api.InputError, match="weight_format"):
        api.estimate(
            "llama-3.1-8b",
            "rtx-4090",
            "inference",
            framework="vllm",
            weight_format="nf4",
            gpus_per_node=2,
            other_gpus="mi300x",
        )


def test_a_user_split_is_kept_and_a_split_that_fits_proposed() -> None:
    """50 of 80 layers overflow the 4090: the proposal moves the layers the shortfall takes,
    then evens out the room left (40,40); applied, every card fits."""
    est = _mixed(layer_split="50,30")
    assert est.scenario.plan.layer_split == "50,30"
    first, second = est.card_memory
    assert not first.fits and second.fits
    assert not est.fits and est.min_gpus is None
    assert est.proposal is not None and dict(est.proposal.changes) == {"layer_split": "40,40"}
    assert est.as_dict()["parallel_proposal"]["changes"] == {"layer_split": "40,40"}
    fixed = _mixed(layer_split="40,40")
    assert fixed.fits and all(m.fits for m in fixed.card_memory)
    # nothing to propose when no split fits (16-bit 70B on 48 GB), nor when it fits
    assert _mixed(weight_format="bf16").proposals == ()
    assert _mixed().proposals == ()


def test_the_cli_prints_the_machine_and_refuses_by_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = [
        "estimate",
        "--model",
        "llama-3.1-70b",
        "--gpu",
        "rtx-4090",
        "--method",
        "inference",
        "--framework",
        "llamacpp",
        "--weight-format",
        "q4_0",
        "--gpus",
        "2",
    ]
    assert main([*args, "--other-gpus", "rtx-3090"]) == 0
    out = capsys.readouterr().out
    assert "1 × NVIDIA GeForce RTX 4090 24GB + 1 × NVIDIA GeForce RTX 3090 24GB" in out
    assert main([*args, "--other-gpus", "rtx-3090", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["cards"]) == 2
    assert main([*args, "--other-gpus", "rtx-9999"]) == 2
    err = capsys.readouterr().err
    assert "--other-gpus: unknown GPU 'rtx-9999'" in err and len(err.strip().splitlines()) == 1
    assert main(["recommend", *args[1:7], "--other-gpus", "rtx-3090"]) == 2
    assert "--other-gpus: recommend plans with one GPU type" in capsys.readouterr().err


def test_a_project_keeps_and_resolves_its_other_cards(tmp_path: Path) -> None:
    plan = Plan(method="inference", gpus_per_node=2, other_gpus="rtx-3090", **SERVE)
    p = Project(scenarios=(ScenarioSpec(model_id="llama-3.1-70b", gpu_id="rtx-4090", plan=plan),))
    path = tmp_path / "mixed.json"
    save_project(p, path)
    back = load_project(path)
    assert back == p
    cat = load_catalog(user_dir=tmp_path)
    engine = resolve(back, back.scenarios[0], cat)
    assert [g.id for g in engine.other_gpus] == ["rtx-3090"]
    assert estimate(engine, solve=False).scenario.plan.layer_split == "41,39"
    bad = back.scenarios[0].model_copy(update={"plan": plan.with_changes(other_gpus="nope")})
    with pytest.raises(KeyError, match=r"plan\.other_gpus: unknown GPU 'nope'"):
        resolve(back, bad, cat)


def test_a_scenario_given_other_cards_than_its_plan_names_is_refused() -> None:
    cat = shipped_catalog()
    plan = Plan(method="inference", gpus_per_node=2, other_gpus="rtx-3090", **SERVE)
    with pytest.raises(ValueError, match="other_gpus: the plan names rtx-3090"):
        Scenario(model=cat.models["llama-3.1-70b"], gpu=cat.gpus["rtx-4090"], plan=plan)


def test_training_ignores_other_cards_and_names_them_unused() -> None:
    sc, notes = api.scenario("llama-3.1-8b", "rtx-4090", "lora", other_gpus="rtx-3090")
    assert sc.cards == () and sc.plan.pp == 1
    assert any("other_gpus" in str(n) for n in notes)


def test_a_dgx_spark_serves_from_its_unified_memory() -> None:
    """The DGX Spark (GB10): 121.69 GiB of its 128 GB LPDDR5x visible to CUDA, said with the
    estimate; gpt-oss-120b's MXFP4 experts fit and decode within 25% of llama-bench's 59.02
    tokens/s (ggml-org/llama.cpp@4c7e9893 benches/dgx-spark.md)."""
    est = api.estimate("gpt-oss-120b", "dgx-spark", "inference", framework="llamacpp", context=2080)
    assert est.fits
    assert any("shares" in str(w) and "128" in str(w) for w in est.warnings + est.notes)
    decode = est.figures()["compute.decode_tokens_per_second"].value
    assert decode == pytest.approx(59.02, rel=0.25)
    gpu = shipped_catalog().gpus["dgx-spark"]
    assert gpu.fp4_tflops == 500 and gpu.unified_memory_gb == 128
    # its price is the whole computer's: no server to add
    assert est.figures()["prices.server_usd_per_node"].value == 0


def test_the_kv_pool_is_the_stage_that_holds_the_fewest_sequences() -> None:
    """Each card's pool over its own layers, on its own card; the machine holds what its
    tightest stage holds (a 3090 beside two 3060s: the last 3060's 15 layers)."""
    from hwplanner.engine.scenario.serving_config import serving_config
    from hwplanner.engine.serving.slo import kv_pool

    est = api.estimate(
        "qwen2.5-32b",
        "rtx-3090",
        "inference",
        framework="vllm",
        weight_format="int4",
        gpus_per_node=3,
        other_gpus="rtx-3060,rtx-3060",
    )
    sc = est.scenario
    pools = [
        kv_pool(sc.model, card, sc.plan, sc.workload, mem, serving_config(card, sc.plan), None, s)
        for s, (card, mem) in enumerate(zip(sc.cards, est.card_memory, strict=True))
    ]
    tight = min(pools, key=lambda p: (p.limit, p.tokens))
    figures = est.figures()
    assert figures["serving.kv_pool_tokens"].value == tight.tokens
    assert figures["serving.concurrency_limit"].value == tight.limit
    assert tight.tokens == min(p.tokens for p in pools)


def test_every_refusal_is_by_name_and_prices_follow_the_cards(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(api.InputError, match="ep: 2 does not divide"):
        api.estimate(
            "qwen3-30b-a3b", "rtx-4090", "inference", gpus_per_node=2, ep=2, other_gpus="rtx-3090"
        )
    with pytest.raises(api.InputError, match=r"not driven by one serving engine"):
        api.estimate(
            "llama-3.1-8b", "h100-sxm-80gb", "inference", gpus_per_node=2, other_gpus="mi300x"
        )
    with pytest.raises(api.InputError, match="other cards are planned in one machine"):
        api.estimate(
            "llama-3.1-8b", "rtx-4090", "inference", gpus_per_node=1, nodes=2, other_gpus="rtx-3090"
        )
    # a modified 4090 is still NVIDIA's; long names are cut, not refused
    long = api.estimate(
        "llama-3.1-70b",
        "rtx-pro-6000-blackwell",
        "inference",
        framework="llamacpp",
        weight_format="q4_0",
        gpus_per_node=4,
        other_gpus="rtx-pro-6000-blackwell-se, rtx-4090-48gb,rtx-4090d-48gb",  # spaces dropped
    )
    assert long.scenario.plan.other_gpus == "rtx-pro-6000-blackwell-se,rtx-4090-48gb,rtx-4090d-48gb"
    assert len(long.scenario.serving_gpu.name) <= 200
    # the machine's cloud and purchase prices: the mean of each card's
    est = api.estimate(
        "llama-3.1-70b", "h100-sxm-80gb", "inference", gpus_per_node=2, other_gpus="a100-sxm-80gb"
    )
    f = est.figures()
    a = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "inference").figures()
    b = api.estimate("llama-3.1-8b", "a100-sxm-80gb", "inference").figures()
    for key in ("prices.cloud_usd_per_gpu_hour", "prices.gpu_price_usd"):
        assert f[key].value == pytest.approx((a[key].value + b[key].value) / 2)
    # the CLI: tensor parallelism refused by option, not crashed; no every-GPU table, no search
    base = ["estimate", "--model", "qwen3-30b-a3b", "--method", "inference", "--gpus", "2"]
    assert main([*base, "--gpu", "rtx-4090", "--tp", "2", "--other-gpus", "rtx-3090"]) == 2
    assert "--tp: tensor parallelism splits every layer" in capsys.readouterr().err
    assert main([*base, "--other-gpus", "rtx-3090"]) == 2
    assert "--other-gpus: estimate without --gpu plans with one GPU type" in capsys.readouterr().err
    assert main([*base, "--gpu", "rtx-4090", "--other-gpus", "rtx-3090", "--max-seq"]) == 2
    assert "--max-seq: the search plans with one GPU type" in capsys.readouterr().err
    over = ["--gpu", "rtx-4090", "--other-gpus", "rtx-3090", "--weight-format", "bf16"]
    assert main([*base[:2], "llama-3.1-70b", *base[3:], *over]) == 0
    assert "No GPU count up to the search limit" not in capsys.readouterr().out


NVIDIA_CARDS = ["rtx-3060", "rtx-3090", "rtx-4090", "rtx-5090", "l40s", "a100-sxm-80gb", "t4"]


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["llama-3.1-8b", "qwen3-30b-a3b", "gemma-3-27b", "llama-3.1-70b"]),
    st.sampled_from(NVIDIA_CARDS),
    st.lists(st.sampled_from(NVIDIA_CARDS), min_size=1, max_size=3),
    st.sampled_from(["llamacpp", "vllm", "sglang"]),
    st.sampled_from(["q4_0", "int4", "bf16", "fp16"]),
)
def test_any_machine_of_cards_estimates_or_is_refused_by_name(
    model: str, gpu: str, others: list[str], framework: str, fmt: str
) -> None:
    """Whatever the cards: a refusal naming a field, or an estimate whose stages add up to the
    model's layers, whose verdict is its fullest card's, and whose document is strict JSON."""
    try:
        est = api.estimate(
            model,
            gpu,
            "inference",
            framework=framework,
            weight_format=fmt,
            gpus_per_node=len(others) + 1,
            other_gpus=",".join(others),
            context=4096,
        )
    except api.InputError as exc:
        assert str(exc).split(":")[0].strip() in {
            "weight_format",
            "framework",
            "other_gpus",
            "kv_dtype",
            "plan",
            "tp",
            "pp",
        }, str(exc)
        return
    split = [int(n) for n in (est.scenario.plan.layer_split or "").split(",")]
    assert sum(split) == est.scenario.model.total_layers and min(split) >= 1
    assert est.fits == all(m.fits for m in est.card_memory)
    json.dumps(est.as_dict(), allow_nan=False)


def test_a_card_the_memory_split_leaves_without_a_layer_is_named() -> None:
    """Found by the property test above: an RTX 5090, two A100 80GB and an RTX 3060 serving
    Llama 3.1 8B with llama.cpp; llama.cpp's split by memory gives the 3060 none of the 32
    layers (6,13,13,0). The refusal names the cards, not a layer_split the user never set."""
    from hwplanner import api

    with pytest.raises(api.InputError, match=r"^other_gpus: .*none of the model's 32 layers"):
        api.estimate(
            "llama-3.1-8b", "rtx-5090", method="inference", framework="llamacpp",
            weight_format="q4_0", gpus_per_node=4,
            other_gpus="a100-sxm-80gb,a100-sxm-80gb,rtx-3060",
        )  # fmt: skip


def test_a_machine_of_unequal_cards_has_the_fewest_sms_known_or_none() -> None:
    cat = shipped_catalog()
    h100, pcie, gb200 = (cat.gpu(i) for i in ("h100-sxm-80gb", "h100-pcie-80gb", "gb200"))
    assert pipeline_card([h100, pcie], [40, 40]).sm_count == 114
    assert pipeline_card([h100, gb200], [40, 40]).sm_count is None  # one card's not sourced


def test_a_machine_of_unequal_cards_keeps_a_reference_network_only_where_all_agree() -> None:
    cat = shipped_catalog()
    b300, gb300, h100 = (cat.gpu(i) for i in ("b300", "gb300", "h100-sxm-80gb"))
    assert pipeline_card([b300, gb300], [40, 40]).scaleout_gbit == 800
    assert pipeline_card([b300, h100], [40, 40]).scaleout_gbit is None  # the class rule then
