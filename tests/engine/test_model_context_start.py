"""vLLM serves the model's own context when max_model_len is not given, and stops at start-up
when its KV cache cannot hold one request that long: a plan whose context is shorter than the
model's says so, with the setting that starts it, where the pool would not hold one."""

from __future__ import annotations

from hwplanner import api


def _notes(gpu: str, framework: str = "vllm", **plan: object) -> list[str]:
    est = api.estimate("llama-3.1-8b", gpu, "inference", framework=framework, **plan)
    return [str(w) for w in est.warnings if "max_model_len=" in str(w)]


def test_a_short_pool_says_which_length_starts_vllm() -> None:
    # Llama 3.1 8B's 131,072 tokens are 17 GB of KV cache: more than a 24 GB card leaves
    (note,) = _notes("rtx-4090")
    assert "131,072" in note and "max_model_len=4096" in note and "max_model_len=auto" in note
    assert "max_model_len=8192" in _notes("rtx-4090", context=8192)[0]


def test_no_note_where_it_starts_or_the_plan_asks_the_models_context() -> None:
    assert _notes("h100-sxm-80gb") == []  # the pool holds one request of 131,072 tokens
    assert _notes("rtx-4090", context=131_072) == []  # the plan's own context: its verdict says
    assert _notes("rtx-4090", framework="sglang") == []  # SGLang clamps instead
