"""Framework profiles against their sources: what each keeps resident and what it defaults to."""

import pytest
from pydantic import ValidationError

from hwplanner.engine.enums import Recompute
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory import estimate_memory
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.params import count_params
from hwplanner.engine.plan import Plan
from hwplanner.engine.solve import min_gpus
from tests.engine.models import A100, H100, LLAMA_8B, LLAMA_70B

N8 = count_params(LLAMA_8B).total
GIB = 2**30


def _megatron_8b(framework: str = "megatron", **kw: object) -> Plan:
    base: dict[str, object] = dict(
        method="full", framework=framework, gpus_per_node=8, zero=1, seq_len=8192, micro_batch=4
    )
    return Plan(**{**base, **kw})


def test_megatron_grad_buffer_is_whole_and_resident_in_every_phase() -> None:
    # Megatron-Core DDP allocates grad_data = zeros(numel, fp32) when it wraps the model; the
    # distributed optimizer (zero 1) does not shard it: 4 B × 8.03B on every one of 8 GPUs.
    m = estimate_memory(LLAMA_8B, H100, _megatron_8b())
    assert m.bytes_of("gradients") == 4 * N8
    assert m.components["gradients"].formula.startswith("trainable params × gradient bytes ÷")
    # the forward phase holds the buffer too: forward − optimizer-state-free parts ≥ 4 B/param
    assert m.phase_totals["forward"] > 4 * N8 + m.bytes_of("weights") + m.bytes_of("optimizer")


def test_deepspeed_zero1_keeps_only_its_gradient_partition_during_backward() -> None:
    # DeepSpeed ZeRO-1 (and PyTorch) allocate .grad lazily; the reduced partition is 1/dp
    m = estimate_memory(LLAMA_8B, H100, _megatron_8b("deepspeed", precision="mixed_fp32_grads"))
    assert m.phase in ("forward", "backward")
    assert m.bytes_of("gradients") < 4 * N8 / 2


def test_nemo_holds_the_same_buffer() -> None:
    m = estimate_memory(LLAMA_8B, H100, _megatron_8b("nemo"))
    assert m.bytes_of("gradients") == 4 * N8


def test_nemo_recipes_use_the_distributed_optimizer_except_for_lora() -> None:
    # NeMo 2.0 distributed_fused_adam_with_cosine_annealing: use_distributed_optimizer=True;
    # its finetune recipes turn it off for LoRA
    assert Plan(method="full", framework="nemo").zero == 1
    assert Plan(method="pretrain", framework="nemo").zero == 1
    assert Plan(method="lora", framework="nemo").zero == 0
    assert Plan(method="full", framework="nemo", zero=0).zero == 0  # the user's value wins
    plan = Plan(method="full", framework="nemo", gpus_per_node=8)
    m = estimate_memory(LLAMA_8B, A100, plan)
    # fp32 master + Adam m, v = 12 B/param over 8 ranks (was 96.4 GB unsharded)
    assert m.bytes_of("optimizer") == pytest.approx(12 * N8 / 8)


@pytest.mark.parametrize("fw", ["megatron", "nemo"])
def test_megatron_and_nemo_refuse_qlora_by_name(fw: str) -> None:
    with pytest.raises(ValidationError, match=r"method: .* does not offer qlora; allowed: "):
        Plan(method="qlora", framework=fw)


def _tt_lora(model: ModelSpec, gpus: int, **kw: object) -> Scenario:
    plan = Plan(method="lora", framework="torchtune", gpus_per_node=gpus, **kw)  # type: ignore[arg-type]
    return Scenario(model=model, gpu=A100, plan=plan)


def test_torchtune_multi_gpu_lora_checkpoints_from_the_70b_class() -> None:
    # recipes/configs/llama3_1/8B_lora.yaml False, 70B_lora.yaml True (torchtune @bd2a0fc)
    assert _tt_lora(LLAMA_8B, 8).plan.recompute is Recompute.NONE
    assert _tt_lora(LLAMA_70B, 8).plan.recompute is Recompute.FULL
    assert _tt_lora(LLAMA_70B, 1).plan.recompute is Recompute.FULL  # single-device configs
    # the user's value wins, and stays the user's
    mine = _tt_lora(LLAMA_70B, 8, recompute="none").plan
    assert mine.recompute is Recompute.NONE and mine.is_user("recompute")
    assert not _tt_lora(LLAMA_70B, 8).plan.is_user("recompute")


def test_torchtune_70b_lora_on_8_a100s_fits_as_its_readme_says() -> None:
    # torchtune README: Llama 3.1 70B LoRA, 8× A100, 27.6 GiB peak (bs 2, packed 2048, compile)
    sc = _tt_lora(LLAMA_70B, 8, micro_batch=2, compile=True)
    est = estimate(sc, solve=False)
    assert est.memory.fits
    assert 27 * GIB < est.memory.total.value < 34 * GIB  # 31.4 GiB (148.6 GiB without AC)


def test_the_fewest_gpus_answer_uses_the_multi_gpu_recipe_for_the_size() -> None:
    sc = _tt_lora(LLAMA_70B, 1)
    solution = min_gpus(sc.model, sc.gpu, sc.plan)
    assert solution is not None and solution.gpus > 1
    assert solution.plan.recompute is Recompute.FULL
