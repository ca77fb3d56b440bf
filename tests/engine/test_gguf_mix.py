"""GGUF files from their quantization type alone: llama-quantize's per-tensor rules against
the sizes llama.cpp reports for Llama 3 8B (tools/perplexity/README.md, 'LLaMA 3 8b
Scoreboard', Model size [GiB])."""

from __future__ import annotations

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.gguf_mix import mix_bytes, tensor_types, use_more_bits
from hwplanner.engine.plan.enums import WeightFormat as W
from hwplanner.engine.plan.plan import Plan

CAT = shipped_catalog()


@pytest.mark.parametrize(
    ("fmt", "gib"),
    [(W.Q8_0, 7.96), (W.Q6_K, 6.14), (W.Q5_K_M, 5.33), (W.Q4_K_M, 4.58), (W.Q4_0, 4.34)],
)
def test_llama3_8b_files_are_the_size_llamacpp_reports(fmt: W, gib: float) -> None:
    assert mix_bytes(CAT.model("llama-3-8b"), fmt) / 2**30 == pytest.approx(gib, rel=0.003)


def test_the_layers_that_get_more_bits() -> None:
    # 32 layers: the first 4, the last 4, and every third between
    more = [i for i in range(32) if use_more_bits(i, 32)]
    assert more[:5] == [0, 1, 2, 3, 6] and more[-4:] == [28, 29, 30, 31] and len(more) == 16
    types = tensor_types(CAT.model("llama-3.1-8b"), W.Q4_K_M)
    spec = CAT.model("llama-3.1-8b")
    # the output layer at Q6_K, the token embedding at Q4_K, norms in F32
    vh = spec.vocab_size * spec.hidden_size
    down = spec.intermediate_size * spec.hidden_size
    v = spec.kv_dim * spec.hidden_size
    assert types["Q6_K"] == vh + 16 * (down + v)
    assert types["F32"] > 0 and "F16" not in types


def test_a_70b_gives_its_other_attn_v_q5_k() -> None:
    types = tensor_types(CAT.model("llama-3.1-70b"), W.Q4_K_M)
    spec = CAT.model("llama-3.1-70b")
    v = spec.kv_dim * spec.hidden_size
    more = sum(use_more_bits(i, 80) for i in range(80))
    assert types["Q5_K"] == (80 - more) * v


def test_llamacpp_serves_q4_k_m_with_its_mix_in_the_weights() -> None:
    plan = Plan(method="inference", framework="llamacpp", weight_format="q4_k_m")
    sc = Scenario(model=CAT.model("llama-3.1-8b"), gpu=CAT.gpu("rtx-4090"), plan=plan)
    e = estimate(sc)
    assert e.memory.bytes_of("weights") == pytest.approx(4.5755 * 2**30, rel=0.002)
    assert "llama-quantize" in str(e.memory.components["weights"].source)


def test_decode_reads_the_blocks_and_output_not_the_embedding() -> None:
    from hwplanner.engine.model.gguf_mix import mix_parts

    spec = CAT.model("llama-3.1-8b")
    parts = mix_parts(spec, W.Q4_K_M)
    plan = Plan(method="inference", framework="llamacpp", weight_format="q4_k_m")
    e = estimate(Scenario(model=spec, gpu=CAT.gpu("rtx-4090"), plan=plan))
    inputs = dict(e.budget.compute["decode_step_bytes"].inputs)
    assert inputs["weights read"] == pytest.approx(parts["layers"] + parts["output"])
    assert parts["embedding"] > 0 and parts["experts"] == 0


def test_an_eight_expert_model_keeps_attn_q_at_the_default_type() -> None:
    spec = CAT.model("mixtral-8x7b")
    types = tensor_types(spec, W.Q4_K_M)
    # attn_v and attn_k at Q8_0 (llama-quant.cpp's 8-expert rule), attn_q not
    assert types["Q8_0"] == 2 * spec.num_layers * spec.kv_dim * spec.hidden_size


@pytest.mark.parametrize(
    ("model_id", "file_bytes"),
    # the files' sizes on Hugging Face: bartowski/phi-4-GGUF phi-4-Q4_K_M.gguf and
    # bartowski/microsoft_Phi-4-mini-instruct-GGUF microsoft_Phi-4-mini-instruct-Q4_K_M.gguf
    # (their metadata adds a few MB)
    [("phi-4", 9_053_114_816), ("phi-4-mini", 2_491_874_688)],
)
def test_phi_files_with_their_fused_qkv_at_attn_v_types(model_id: str, file_bytes: int) -> None:
    assert mix_bytes(CAT.model(model_id), W.Q4_K_M) == pytest.approx(file_bytes, rel=0.004)
