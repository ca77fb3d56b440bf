"""FSDP2's reduce buffers in backward: the layer in backward's unsharded gradients and the
reduce-scatter input of the layer before (FSDP2_REDUCE_SOURCE)."""

import pytest

from hwplanner.engine.memory.training_figures import FSDP2_REDUCE_SOURCE
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Plan
from tests.engine.models import GPT_OSS_120B, H100, LLAMA_8B

REDUCING = "FSDP2: a layer's gradients and the reduce-scatter input"


def _plan(framework: str, **kw: object) -> Plan:
    fields: dict[str, object] = {"seq_len": 512, "recompute": "full", "zero": 3}
    return Plan(method="full", framework=framework, gpus_per_node=8, **{**fields, **kw})


def _reducing(m: object) -> float:
    fig = m.components["gradients"]  # type: ignore[attr-defined]
    return float(dict(fig.inputs).get(REDUCING, 0.0))


def test_a_layers_gradients_and_the_reduce_scatter_input_join_the_backward() -> None:
    # gpt-oss-120b's layers (128 experts each) are ~3.2B parameters: the layer running
    # backward and the reduce-scatter input of the one before, bf16 both (torchtune's pure
    # bf16), are four bytes a parameter of the layer beside the sharded gradients
    m = estimate_memory(GPT_OSS_120B, H100, _plan("torchtune"))
    counts = count_params(GPT_OSS_120B)
    layer = min(
        (counts.total - counts.embedding - (counts.lm_head or 0)) / GPT_OSS_120B.num_layers,
        counts.total / GPT_OSS_120B.num_layers,
    )
    assert m.phase == "backward"
    got = _reducing(m)
    assert got == pytest.approx(4 * layer, rel=0.02)
    fig = m.components["gradients"]
    assert FSDP2_REDUCE_SOURCE in str(fig.source)
    sharded = dict(fig.inputs)["gradients when all allocated"]
    assert fig.value == pytest.approx(sharded + got, rel=1e-9)


def test_an_fp32_reduce_keeps_its_input_in_fp32() -> None:
    bf16 = _reducing(estimate_memory(GPT_OSS_120B, H100, _plan("torchtune")))
    mixed = _reducing(
        estimate_memory(GPT_OSS_120B, H100, _plan("torchtune", precision="mixed_fp32_grads"))
    )
    assert mixed == pytest.approx(bf16 * 6 / 4, rel=1e-9)  # 2 + 4 bytes against 2 + 2


def test_deepspeed_and_unsharded_plans_keep_no_fsdp2_buffers() -> None:
    assert _reducing(estimate_memory(GPT_OSS_120B, H100, _plan("deepspeed"))) == 0.0
    assert _reducing(estimate_memory(GPT_OSS_120B, H100, _plan("torchtune", zero=2))) == 0.0


def test_the_loss_backward_still_sets_a_long_sequences_peak() -> None:
    # Llama 3.1 8B at 8k tokens: the loss's backward over 128k logits outweighs a layer's
    # backward with the reduce buffers (0.9 GB), so the peak and its gradients stay put
    m = estimate_memory(LLAMA_8B, H100, _plan("fsdp", seq_len=8192, recompute="none"))
    assert _reducing(m) == 0.0
