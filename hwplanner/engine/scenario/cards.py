"""A machine of unequal cards serving one model (plan.other_gpus): which card each pipeline
stage runs on, how many layers each holds, and the one card a replica's speed is planned on.

The split is llama.cpp's layer split (github
ggml-org/llama.cpp@a5410f046c01d01330c8a42f13b64a211fedf2c3 src/llama-model.cpp,
llama_model::load_tensors): the repeating layers and the output layer are
n + 1 slots; slot i goes to the first device whose running share of the split exceeds
i ÷ (n + 1) (std::upper_bound over the normalised prefix sums), the split being each device's
free memory unless --tensor-split gives it. Here the split is each card's memory as the device
reports it (llama.cpp reads what is free when it loads: the driver's and the desktop's share
less). vLLM splits evenly unless VLLM_PP_LAYER_PARTITION gives the layers; the plan's split is
what that variable is set to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hwplanner.engine.core.limits import ID_MAX, NAME_MAX
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import Method
from hwplanner.engine.plan.plan import Plan

# the datasheet throughputs a pipeline card is built from (each a harmonic mean by layers)
_RATES = ("bf16_tflops", "fp16_tflops", "fp8_tflops", "fp4_tflops", "fp32_tflops", "int8_tops")


def other_ids(plan: Plan) -> tuple[str, ...]:
    """The catalog ids plan.other_gpus names, in order (empty when unset)."""
    return tuple(plan.other_gpus.split(",")) if plan.other_gpus else ()


def mixed(plan: Plan) -> bool:
    """A serving plan whose machine has cards other than the plan's GPU."""
    return plan.method is Method.INFERENCE and plan.other_gpus is not None


def laid_out(plan: Plan) -> bool:
    """A machine of unequal cards the Scenario lays out, a stage per card: one machine, no
    tensor parallelism, a card for each id (else validity refuses it by name)."""
    return (
        mixed(plan) and plan.tp == 1 and plan.nodes == 1 and plan.gpus >= len(other_ids(plan)) + 1
    )


def stages(plan: Plan) -> int:
    """The plan's pipeline stages: a stage per card on a machine of unequal cards unless the
    user set pp (the Scenario lays it out so)."""
    return plan.gpus if laid_out(plan) and not plan.is_user("pp") else plan.pp


def stage_cards(gpu: GpuSpec, plan: Plan, others: Sequence[GpuSpec]) -> tuple[GpuSpec, ...]:
    """The card of each pipeline stage: the plan's GPU on the first stages, the other cards on
    the last ones, in the order given."""
    return (gpu,) * max(plan.pp - len(others), 0) + tuple(others)


def proportional_split(layers: int, weights: Sequence[float]) -> tuple[int, ...]:
    """Repeating layers per device as llama.cpp assigns them for the split `weights`: slot i of
    the n + 1 (the last is the output layer) goes to the first device whose normalised prefix
    sum exceeds i ÷ (n + 1)."""
    total = float(sum(weights))
    bounds: list[float] = []
    running = 0.0
    for w in weights:
        running += w
        bounds.append(running / total)
    counts = [0] * len(weights)
    for i in range(layers):
        x = i / (layers + 1)
        device = next((d for d, b in enumerate(bounds) if b > x), len(bounds) - 1)
        counts[device] += 1
    return tuple(counts)


def card_split(total_layers: int, cards: Sequence[GpuSpec]) -> tuple[int, ...]:
    """Layers per card in proportion to each card's memory (llama.cpp's default split)."""
    return proportional_split(total_layers, [c.memory_gib for c in cards])


def parse_split(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(","))


def pipeline_card(cards: Sequence[GpuSpec], split: Sequence[int]) -> GpuSpec:
    """The one card a replica of unequal stages is planned on: a token passes every stage in
    turn, so each rate is the harmonic mean of the cards' weighted by their layers (the time of
    a layer on each card, summed); power and prices are the cards' mean (times the cards: their
    sum); a figure one card lacks is unknown for the machine."""
    if len(set(c.id for c in cards)) == 1:
        return cards[0]
    total = float(sum(split))
    shares = [n / total for n in split]

    def harmonic(values: Sequence[float | None]) -> float | None:
        known = [v for v in values if v is not None]
        if len(known) < len(values):
            return None
        return 1.0 / sum(s / v for s, v in zip(shares, known, strict=True) if s)

    def mean(values: Sequence[float | None]) -> float | None:
        if any(v is None for v in values):
            return None
        return sum(float(v) for v in values if v is not None) / len(values)

    first = cards[0]
    names: list[str] = []
    for c in cards:
        if c.name not in names:
            names.append(c.name)
    same = {c.architecture for c in cards}
    links = {(c.interconnect, c.interconnect_gbps) for c in cards}
    update: dict[str, object] = {
        "id": "+".join(dict.fromkeys(c.id for c in cards))[:ID_MAX],
        "name": " + ".join(names)[:NAME_MAX],
        "memory_gb": min(c.memory_gb for c in cards),
        "memory_gib": min(c.memory_gib for c in cards),
        "unified_memory_gb": None,
        "memory_bandwidth_gbps": harmonic([c.memory_bandwidth_gbps for c in cards]),
        "tdp_w": mean([c.tdp_w for c in cards]),
        "interconnect": first.interconnect if len(links) == 1 else "",
        "interconnect_gbps": first.interconnect_gbps if len(links) == 1 else None,
        "pcie_gbps": min((c.pcie_gbps for c in cards if c.pcie_gbps), default=None),
        "architecture": first.architecture if len(same) == 1 else "",
        "matmul_efficiency": mean([c.matmul_efficiency for c in cards]),
        "stream_bandwidth_efficiency": mean([c.stream_bandwidth_efficiency for c in cards]),
        "sm_count": None
        if any(c.sm_count is None for c in cards)
        else min(c.sm_count for c in cards if c.sm_count),
        # one machine, one network: a row's own figure only where every card gives the same
        "scaleout_gbit": first.scaleout_gbit
        if len({c.scaleout_gbit for c in cards}) == 1
        else None,
        "price_usd": mean([c.price_usd for c in cards]),
        "cloud_usd_per_gpu_hour": mean([c.cloud_usd_per_gpu_hour for c in cards]),
        "prices": None,
        "source": "; ".join(dict.fromkeys(c.source for c in cards if c.source))[:2000],
        "notes": "",
    }
    for rate in _RATES:
        update[rate] = harmonic([getattr(c, rate) for c in cards])
    return GpuSpec.model_validate({**first.model_dump(), **update})


def lay_out_cards(spec: ModelSpec, gpu: GpuSpec, plan: Plan, others: Any) -> Plan:
    """A stage per card (pp = the plan's GPUs) unless the user set pp; the layers split as
    llama.cpp splits them across the cards' memory unless the user set layer_split."""
    pp = stages(plan)
    update: dict[str, Any] = {"pp": pp} if pp != plan.pp else {}
    specs = tuple(GpuSpec.model_validate(g) if isinstance(g, dict) else g for g in others)
    if not plan.layer_split and pp >= len(specs) + 1:
        cards = (gpu,) * (pp - len(specs)) + specs
        split = card_split(spec.total_layers, cards)
        update["layer_split"] = ",".join(str(n) for n in split)
    return plan.model_copy(update=update) if update else plan
