"""Which framework runs which hybrid architecture (plan/architectures.py): refused by name where
a framework's model list was read and the architecture is absent, planned with its caveats
where it runs, said to be unsettled where the answer was not found."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.hf_config import spec_from_hf_config
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.architectures import (
    CHECKED,
    HYBRID_NAMES,
    RUNS,
    UNCONFIRMED,
    Hybrid,
    Runs,
    hybrid_of,
    support,
)
from hwplanner.engine.plan.enums import Method
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.validity import PlanError, check_plan, plan_problems, refusal

FIXTURES = Path(__file__).parents[1] / "fixtures"
H100 = shipped_catalog().gpu("h100-sxm-80gb")


def _hybrid_specs() -> list[ModelSpec]:
    """Every hybrid the catalog ships or a fixture config reads as."""
    specs = [m for m in shipped_catalog().models.values() if m.recurrent is not None]
    for folder in ("configs", "configs_derived"):
        for path in sorted((FIXTURES / folder).glob("*/config.json")):
            try:
                spec = spec_from_hf_config(json.loads(path.read_text()), model_id=path.parent.name)[
                    0
                ]
            except ValueError:
                continue  # refused configs have their own tests
            if spec.recurrent is not None:
                specs.append(spec)
    return specs


def test_every_hybrid_the_readers_build_has_an_architecture() -> None:
    # a new hybrid family cannot be planned under every framework by default: it must be
    # entered in the table
    specs = _hybrid_specs()
    assert {s.family for s in specs} >= {"qwen3_next", "nemotron_h", "falcon_h1", "lfm2"}
    for spec in specs:
        assert spec.hybrid is not None and spec.hybrid is hybrid_of(spec.family), spec.family
    assert hybrid_of("llama") is None and hybrid_of("granitehybrid") is Hybrid.GRANITE_HYBRID


def test_an_attention_only_model_of_a_hybrid_family_is_not_a_hybrid() -> None:
    # Granite 4.0 Micro is granitemoehybrid with every layer attention: torchtune runs it
    from tests.engine.test_hybrid import GRANITE_H_TINY

    micro = {**GRANITE_H_TINY, "layer_types": ["attention"] * 40, "num_local_experts": 0}
    spec = spec_from_hf_config(micro, model_id="granite-4.0-micro")[0]
    assert spec.family == "granitemoehybrid" and not spec.recurrent_layers
    assert spec.hybrid is None
    assert not plan_problems(spec, Plan(method="lora", framework="torchtune"), H100)
    assert not [n for n in _notes_of(spec, "tgi") if "run" in n]


def test_a_hybrid_of_a_family_not_in_the_table_says_so() -> None:
    spec = shipped_catalog().model("granite-4.0-h-tiny").model_copy(update={"family": "custom"})
    assert spec.hybrid is None
    (note,) = [n for n in _notes_of(spec, "tgi") if "not researched" in n]
    assert note.startswith("Which frameworks run Granite 4.0 H-Tiny")


def test_every_framework_is_settled_for_every_architecture() -> None:
    # each framework either runs the architecture, was checked (its list named), or carries
    # the reason it is not settled: nothing is left "not researched"
    assert set(RUNS) <= set(FRAMEWORKS) and set(CHECKED) <= set(FRAMEWORKS)
    assert set(UNCONFIRMED) <= set(FRAMEWORKS)
    for fid in FRAMEWORKS:
        for hybrid in Hybrid:
            s = support(fid, hybrid)
            assert s is None or isinstance(s, Runs) or s != "its model list was not researched"
            assert fid in CHECKED or s is not None, (fid, hybrid)
    assert set(HYBRID_NAMES) == set(Hybrid)


def test_each_framework_that_runs_an_architecture_says_where_it_is_published() -> None:
    for fid, table in RUNS.items():
        for hybrid, runs in table.items():
            assert runs.source.startswith(("github ", "https://")), (fid, hybrid)


@pytest.mark.parametrize(
    ("model", "method", "framework", "runs"),
    [
        ("granite-4.0-h-tiny", "lora", "torchtune", False),
        ("granite-4.0-h-tiny", "lora", "litgpt", False),
        ("granite-4.0-h-tiny", "lora", "nemo", False),
        ("granite-4.0-h-tiny", "lora", "hf", True),
        ("nemotron-h-56b", "full", "megatron", True),
        ("nemotron-h-56b", "full", "nemo", True),
        ("qwen3-next-80b-a3b", "lora", "swift", True),
        ("lfm2-1.2b", "lora", "swift", False),
        ("minimax-m1", "inference", "sglang", False),
        ("minimax-m1", "inference", "trtllm", False),
        ("minimax-m1", "inference", "llamacpp", True),
        ("qwen3-next-80b-a3b", "inference", "trtllm", True),
        ("qwen3-next-80b-a3b", "inference", "tgi", False),
        ("lfm2-1.2b", "inference", "lmdeploy", False),
    ],
)
def test_a_framework_that_does_not_run_the_model_is_refused_by_name(
    model: str, method: str, framework: str, runs: bool
) -> None:
    spec = shipped_catalog().model(model)
    plan = Plan(method=method, framework=framework, gpus_per_node=8)
    problems = [p for p in plan_problems(spec, plan, H100) if p.field == "framework"]
    if runs:
        assert not problems
        return
    (problem,) = problems
    name = FRAMEWORKS[framework].name
    assert problem.text.startswith(f"{name} does not run {HYBRID_NAMES[hybrid_of(spec.family)]}")
    allowed = problem.text.rpartition("allowed: ")[2].split(", ")
    assert framework not in allowed and allowed
    for other in allowed:  # each framework offered runs this plan's model and method
        again = plan.with_changes(framework=other)
        assert not [
            p for p in plan_problems(spec, again, H100) if p.field in ("framework", "model")
        ]
    # the window greys the choice with the same reason
    assert refusal(spec, Plan(method=method, gpus_per_node=8), "framework", framework, H100) == (
        problem.text
    )


def test_mlx_serves_hybrids_but_is_not_offered_to_train_them() -> None:
    spec = shipped_catalog().model("granite-4.0-h-tiny")
    with pytest.raises(PlanError) as exc:
        check_plan(spec, Plan(method="lora", framework="torchtune"), H100)
    assert "mlx" not in exc.value.text.rpartition("allowed: ")[2].split(", ")
    assert isinstance(support("mlx", Hybrid.GRANITE_HYBRID), Runs)


def _notes_of(spec: ModelSpec, framework: str, method: str = "inference", **plan: Any) -> list[str]:
    p = Plan(method=method, framework=framework, gpus_per_node=8, **plan)
    return list(estimate(Scenario(model=spec, gpu=H100, plan=p), solve=False).notes)


def _notes(model: str, framework: str, method: str = "inference") -> list[str]:
    return _notes_of(shipped_catalog().model(model), framework, method)


def test_a_framework_that_removed_the_model_says_which_release_the_plan_holds_for() -> None:
    (note,) = [n for n in _notes("minimax-m1", "vllm") if "removed" in n]
    assert note.startswith("vLLM ran MiniMax-Text-01/M1 (Lightning Attention) models up to its")
    assert "its release 0.23.0" in note and "PR #45993" in note


def test_a_frameworks_caveat_and_an_unsettled_answer_are_said() -> None:
    assert any(
        "without KV-cache reuse" in n and n.startswith("TensorRT-LLM runs Qwen3-Next")
        for n in _notes("qwen3-next-80b-a3b", "trtllm")
    )
    assert any(
        n.startswith("Whether SGLang runs Jamba (jamba) models is not settled")
        for n in _notes("jamba-1.5-mini", "sglang")
    )
    (note,) = [n for n in _notes("minimax-m1", "llamacpp") if " runs " in n]
    assert note == (
        "llama.cpp / Ollama runs MiniMax-Text-01/M1 (Lightning Attention) models since "
        "llama.cpp builds of 2026-08: GGUF files converted before its PR #27018 do not load."
    )
    # a plain model gets none of these notes
    assert not any(" runs " in n and "models" in n for n in _notes("llama-3.1-8b", "trtllm"))


def test_every_hybrid_catalog_model_is_refused_exactly_where_the_table_says() -> None:
    cat = shipped_catalog()
    for spec in (m for m in cat.models.values() if m.recurrent is not None):
        hybrid = hybrid_of(spec.family)
        assert hybrid is not None
        for fid, fw in FRAMEWORKS.items():
            method = Method.INFERENCE if Method.INFERENCE in fw.methods else fw.methods[0]
            plan = Plan(method=method, framework=fid, gpus_per_node=8)
            refused = any(
                p.field == "framework" and " does not run " in p.text
                for p in plan_problems(spec, plan, H100)
            )
            assert refused == (support(fid, hybrid) is None), (spec.id, fid)


def test_a_framework_that_reuses_no_prefix_for_the_model_computes_it_for_every_request() -> None:
    # TensorRT-LLM keeps no KV-cache reuse for Qwen3-Next: a shared system prompt is prefilled
    # for every request, where vLLM serves it from its cache
    from hwplanner.engine.plan.workload import Workload

    spec = shipped_catalog().model("qwen3-next-80b-a3b")

    def ttft(framework: str, shared: int) -> float:
        plan = Plan(method="inference", framework=framework, gpus_per_node=4, tp=4)
        work = Workload(prompt_tokens=4096, output_tokens=256, shared_prefix_tokens=shared)
        est = estimate(Scenario(model=spec, gpu=H100, plan=plan, workload=work), solve=False)
        return est.budget.serving["ttft_ms"].value

    assert ttft("trtllm", 3072) == pytest.approx(ttft("trtllm", 0))
    # vLLM skips the cached 3,072 tokens' work; its 36 Gated DeltaNet layers' scan calls keep
    # their floor (0.2 ms each: kernels.SCAN_PREFILL) whatever the prompt left
    assert ttft("vllm", 3072) < 0.9 * ttft("vllm", 0)


def test_a_reward_or_draft_model_the_framework_does_not_run_is_refused() -> None:
    from hwplanner.engine.scenario.validity import reward_problems, serving_problems

    cat = shipped_catalog()
    granite, llama = cat.model("granite-4.0-h-small"), cat.model("llama-3.1-8b")
    plan = Plan(method="ppo", framework="swift-rlhf", reward_model_id="granite-4.0-h-small")
    (p,) = reward_problems(llama, plan, granite)
    assert p.field == "reward_model_id" and p.text.startswith(
        "ms-swift (swift rlhf) does not run Granite 4.0-H (granitemoehybrid) models"
    )
    assert p.text.endswith("allowed: a reward model of an architecture it runs")
    qwen, lfm = cat.model("qwen3-next-80b-a3b"), cat.model("lfm2-350m")
    draft = Plan(
        method="inference", framework="trtllm", speculative="draft", draft_model="lfm2-350m"
    )
    problems = serving_problems(qwen, draft, lfm)
    assert [p.field for p in problems] == ["draft_model"]
    assert "TensorRT-LLM does not run LFM2 (lfm2) models" in problems[0].text


def test_a_frameworks_gpu_refusal_offers_only_frameworks_that_run_the_hybrid() -> None:
    # MLX off Apple: SGLang, LMDeploy and TGI run no MiniMax-Text-01/M1 and are not offered;
    # no framework trains a hybrid on Apple silicon (MLX trains none)
    cat = shipped_catalog()
    mini, granite = cat.model("minimax-m1"), cat.model("granite-4.0-h-tiny")

    def allowed(spec: ModelSpec, plan: Plan, gpu: str) -> str:
        (p,) = [p for p in plan_problems(spec, plan, cat.gpu(gpu)) if p.field == "framework"][:1]
        return p.text.rpartition("allowed: ")[2]

    assert allowed(mini, Plan(method="inference", framework="mlx"), "h200-sxm-141gb") == (
        "hf, vllm, llamacpp"
    )
    mac = "apple-m4-max-128gb"
    assert allowed(granite, Plan(method="lora", framework="litgpt"), mac) == "none for lora"
    assert allowed(granite, Plan(method="inference"), mac) == "llamacpp, mlx"
    # nor a model mlx-lm's trainer is not modelled for (a mixture of experts)
    moe = cat.model("qwen3-30b-a3b")
    assert allowed(moe, Plan(method="lora", framework="hf"), mac) == "none for lora"
    assert allowed(cat.model("llama-3.1-8b"), Plan(method="lora", framework="hf"), mac) == "mlx"
    # Megatron-DeepSpeed's MoE refusal offers only frameworks that run a hybrid MoE
    full = Plan(method="full", framework="megatron-deepspeed", gpus_per_node=8)
    offered = allowed(granite, full, "h100-sxm-80gb").split(", ")
    assert "torchtune" not in offered and "nemo" not in offered and "hf" in offered
    assert allowed(cat.model("llama-3.1-8b"), Plan(method="inference", framework="mlx"),
                   "h200-sxm-141gb") == "hf, vllm, llamacpp, sglang, lmdeploy, tgi"  # fmt: skip
