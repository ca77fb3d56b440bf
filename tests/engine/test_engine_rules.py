"""What a framework's own rules set in a plan (scenario/sizing.engine_ruled): Megatron-SWIFT's
MLP targets adapt a mixture's routed experts, named as the MLP is."""

from __future__ import annotations

from hwplanner import api
from hwplanner.engine.estimate import Estimate


def _lora(model: str, framework: str, targets: str) -> Estimate:
    return api.estimate(
        model, "a100-sxm-80gb", "lora", solve=False, framework=framework, gpus_per_node=8,
        tp=2, ep=4, lora_targets=targets, seq_len=4096,
    )  # fmt: skip


def test_megatron_swift_adapts_the_experts_its_mlp_targets_name() -> None:
    est = _lora("qwen3-next-80b-a3b", "swift-megatron", "all")
    assert "experts" in est.scenario.plan.lora_targets
    spelled = _lora("qwen3-next-80b-a3b", "swift-megatron", "q,k,v,o,gate,up,down,experts")
    assert est.as_dict()["params"]["trainable"] == spelled.as_dict()["params"]["trainable"]
    assert any("names the routed experts" in str(n) for n in est.as_dict()["notes"])
    # the rule's value says whose it is, where the user's targets were the default
    from hwplanner.engine.defaults import Origin, plan_origins

    unset = api.estimate(
        "qwen3-next-80b-a3b", "a100-sxm-80gb", "lora", solve=False, framework="swift-megatron",
        gpus_per_node=8, tp=2, ep=4, seq_len=4096,
    )  # fmt: skip
    sc = unset.scenario
    assert "experts" in sc.plan.lora_targets
    assert plan_origins(sc.model, sc.plan, sc.gpu)["lora_targets"].origin is Origin.ENGINE_RULE
    # attention alone names no expert; a dense model has none
    attention = _lora("qwen3-next-80b-a3b", "swift-megatron", "attention")
    assert "experts" not in attention.scenario.plan.lora_targets
    dense = api.estimate("qwen2.5-7b", "a100-sxm-80gb", "lora", solve=False,
                         framework="swift-megatron")  # fmt: skip
    assert "experts" not in dense.scenario.plan.lora_targets


def test_a_framework_whose_experts_are_a_target_of_their_own_keeps_the_plans() -> None:
    est = api.estimate("qwen3-30b-a3b", "a100-sxm-80gb", "lora", solve=False, framework="swift")
    assert "experts" not in est.scenario.plan.lora_targets
