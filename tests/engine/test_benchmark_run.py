"""A benchmark run of R requests by N users who all start at once (workload run_requests;
serving/latency.py Replica.run): its start, waves and end simulated step by step."""

from __future__ import annotations

import dataclasses
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import estimate
from hwplanner.engine.serving.latency import Replica


def _replica(model: str = "llama-3.1-8b", gpu: str = "h100-sxm-80gb", **values: object) -> Replica:
    sc, _ = api.scenario(model, gpu, "inference", **values)
    if sc.plan.draft_model:  # the draft model's spec, as the CLI resolves it
        sc = sc.model_copy(update={"draft": shipped_catalog().models[sc.plan.draft_model]})
    r, _ = estimate(sc).replica
    return r


def test_one_user_one_request_is_a_prefill_alone_then_its_decode() -> None:
    r = _replica(prompt_tokens=1000, output_tokens=100)
    p = r.run(1, 1)
    assert p is not None
    alone = r.prefill_s()  # the whole prompt in one step, nothing decoding
    assert r.mixed_step_s(0, 1000, 500) == pytest.approx(alone)
    assert p.ttft_s == pytest.approx(alone)
    assert p.tpot_s == pytest.approx(r.step_s(1))
    assert p.requests_per_second == pytest.approx(1 / (alone + 99 * r.step_s(1)))


def test_the_first_wave_queues_behind_the_prompts_ahead_in_chunks() -> None:
    # two users, prompts of 6,000 tokens and a budget of 8,192 a step: the first step holds the
    # first prompt and 2,192 tokens of the second, the second step the rest of it beside the
    # first request's first decode
    r = _replica(prompt_tokens=6000, output_tokens=50, batch=2)
    assert r.cfg.batched_tokens == 8192
    ctx = 3000
    first = r.mixed_step_s(0, 8192, ctx)
    second = r.mixed_step_s(1, 6000 - 2192, ctx)
    p = r.run(2, 2)
    assert p.ttft_s == pytest.approx((first + first + second) / 2)


def test_a_long_run_keeps_its_waves_and_a_spread_breaks_them() -> None:
    # 64 users, prompts of 1,000 tokens and 250 tokens out, all alike: the first wave's
    # stagger comes back every cycle, so the mean TTFT stays far above the steady state's;
    # answers spread from 0.5× to 1.5× drift apart and wait less
    alike = _replica(prompt_tokens=1000, output_tokens=250, batch=64).run(64, 640)
    spread = _replica(prompt_tokens=1000, output_tokens=250, output_tokens_max=375, batch=64).run(
        64, 640
    )
    steady = _replica(prompt_tokens=1000, output_tokens=250, batch=64).at(64)
    assert alike.ttft_s > 3 * steady.ttft_s
    assert spread.ttft_s < alike.ttft_s


def test_users_beyond_the_kv_cache_wait_for_a_slot() -> None:
    r = _replica(prompt_tokens=1000, output_tokens=100, batch=4, max_num_seqs=2)
    held = r.run(4, 4)
    assert held.running == 2 and held.concurrency == 4
    free = _replica(prompt_tokens=1000, output_tokens=100, batch=4).run(4, 4)
    assert held.ttft_s > free.ttft_s


def test_a_run_past_its_simulated_requests_follows_their_pace() -> None:
    import hwplanner.engine.serving.benchmark_run as benchmark_run

    r = _replica(prompt_tokens=500, output_tokens=100, batch=8)
    whole = r.run(8, 3000)
    cap = benchmark_run.RUN_SIMULATED
    benchmark_run.RUN_SIMULATED = 400
    try:
        cut = r.run(8, 3000)  # 400 simulated (50 waves), the rest extrapolated
    finally:
        benchmark_run.RUN_SIMULATED = cap
    assert cut.requests_per_second == pytest.approx(whole.requests_per_second, rel=0.02)
    assert cut.ttft_s == pytest.approx(whole.ttft_s, rel=0.05)


def test_the_estimate_takes_the_run_and_explains_it() -> None:
    sc, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "inference", batch=64, run_requests=640)
    est = estimate(sc)
    ttft = est.budget.serving["ttft_ms"]
    inputs = dict(ttft.inputs)
    assert inputs["requests in the run"] == 640 and inputs["concurrent users"] == 64
    assert "simulated step by step" in ttft.formula
    steady, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "inference", batch=64)
    assert ttft.value > estimate(steady).budget.serving["ttft_ms"].value


def test_a_run_is_said_unused_at_a_request_rate_and_for_static_batches() -> None:
    sc, _ = api.scenario(
        "llama-3.1-8b", "h100-sxm-80gb", "inference", request_rate=2.0, run_requests=100
    )
    assert any("run_requests is not used at a request rate" in w for w in estimate(sc).warnings)
    sc, _ = api.scenario(
        "llama-3.1-8b", "h100-sxm-80gb", "inference", framework="hf", run_requests=100
    )
    assert any("not simulated for static batches" in w for w in estimate(sc).warnings)


@settings(max_examples=40, deadline=None)
@given(
    model=st.sampled_from(("llama-3.1-8b", "qwen3-30b-a3b", "qwen3-next-80b-a3b")),
    users=st.integers(1, 300),
    requests=st.integers(1, 2000),
    prompt=st.integers(1, 20_000),
    output=st.integers(1, 2000),
    spread=st.booleans(),
)
def test_a_run_never_beats_one_request_alone(
    model: str, users: int, requests: int, prompt: int, output: int, spread: bool
) -> None:
    extra: dict[str, object] = {"output_tokens_max": output * 3 // 2} if spread else {}
    gpus = 4 if model == "qwen3-next-80b-a3b" else 1
    r = _replica(
        model,
        "h200-sxm-141gb",
        gpus_per_node=gpus,
        tp=gpus,
        prompt_tokens=prompt,
        output_tokens=output,
        batch=users,
        **extra,
    )
    if r.limit < 1:
        return
    p = r.run(users, requests)
    assert all(math.isfinite(v) and v >= 0 for v in (p.ttft_s, p.tpot_s))
    assert p.requests_per_second > 0
    # a first token is never sooner than its prompt's prefill on an idle replica, in whole
    # chunks; a token never comes faster than one sequence's decode step
    chunk = r.cfg.batched_tokens or prompt
    ctx = (prompt - r.cached) / 2 + r.cached
    alone = sum(r.mixed_step_s(0, min(chunk, prompt - i), ctx) for i in range(0, prompt, chunk))
    assert p.ttft_s >= alone * (1 - 1e-9)
    # answers of one token have no time per output token: a run whose every answer has one
    # reports 0, as vLLM's benchmark does (its TPOT list empty); with lengths spread the
    # shortest answers are 2 × output − longest tokens
    shortest = 2 * output - output * 3 // 2 if spread else output
    if shortest > 1 or (output > 1 and p.tpot_s > 0):
        assert p.tpot_s >= r.step_s(1) / r.tokens_per_step * (1 - 1e-9)
    # sequences at once: the KV cache's limit; vLLM admits by the prompt and preempts, so as
    # many as its scheduler takes
    cap = r.cfg.max_seqs or math.inf
    assert p.running <= min(users, r.limit if r.kv_budget is None else cap, requests)


@pytest.mark.parametrize(
    ("model", "gpu", "values"),
    [
        ("llama-3.1-8b", "h100-sxm-80gb", {}),
        ("llama-3.1-8b", "h100-sxm-80gb", {"lora_adapters": 4}),
        (
            "llama-3.1-8b",
            "h100-sxm-80gb",
            {"speculative": "draft", "draft_model": "llama-3.2-1b"},
        ),
        ("qwen2.5-vl-7b", "h100-sxm-80gb", {"prompt_tokens": 200}),
        (
            "llama-3.1-8b",
            "rtx-4090",
            {
                "framework": "llamacpp",
                "weight_format": "q4_k_m",
                "gpu_layers": 16,
                "prompt_tokens": 500,
            },
        ),
        ("qwen3-30b-a3b", "h100-sxm-80gb", {}),
    ],
)
def test_a_chunk_alone_is_a_prefill_and_a_mixed_step_is_no_faster_than_its_decode(
    model: str, gpu: str, values: dict[str, object]
) -> None:
    # the mixed step counts what a prefill and a decode step count: a draft model's FLOPs, a
    # request's images, adapters, llama.cpp's host layers copied over PCIe
    r = _replica(model, gpu, **{"prompt_tokens": 1000, "output_tokens": 100, **values})
    assert r.draft is not None or values.get("speculative") != "draft"
    prompt = r.prompt - r.cached
    assert prompt <= (r.cfg.batched_tokens or prompt)
    assert r.mixed_step_s(0, prompt, r.cached + prompt / 2) == pytest.approx(r.prefill_s())
    for running in (1, 4):
        assert r.mixed_step_s(running, 1e-6, r.cached + prompt / 2) >= r.step_s(running) * (
            1 - 1e-9
        )


def test_a_run_moves_the_latencies_not_the_period_load() -> None:
    # the run is what a benchmark prints; the period's busy time and cost stay the steady
    # state's (a benchmark of one request does not change what the plan carries)
    base = dict(prompt_tokens=1000, output_tokens=250, batch=64)
    steady, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "inference", **base)
    one, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "inference", run_requests=1, **base)
    a, b = estimate(steady).budget, estimate(one).budget
    assert a.compute["seconds"].value == b.compute["seconds"].value
    assert a.serving["ttft_ms"].value != b.serving["ttft_ms"].value
    assert "run_output_tokens_per_s" in b.serving and "run_output_tokens_per_s" not in a.serving


def test_pipeline_stages_are_not_simulated_and_say_so() -> None:
    sc, _ = api.scenario(
        "llama-3.1-8b", "h100-sxm-80gb", "inference", gpus_per_node=2, pp=2, run_requests=100
    )
    est = estimate(sc)
    assert any("pipeline stages" in w for w in est.warnings)
    assert "simulated step by step" not in est.budget.serving["ttft_ms"].formula


def test_answers_of_one_token_have_no_tpot() -> None:
    # outputs spread from 1 to 3: a third of the answers have one token and no TPOT; the mean
    # is over the others, as benchmarks average it
    r = _replica(prompt_tokens=100, output_tokens=2, output_tokens_max=3, batch=4)
    p = r.run(4, 400)
    assert p is not None and p.tpot_s >= r.step_s(1) * (1 - 1e-9)


def test_replicas_share_the_run_and_lengths_are_whole_tokens() -> None:
    # two vLLM replicas of 32 users each: 1,000 requests in all, 500 a replica; one replica
    # alone with its 500 runs the same
    two, _ = api.scenario(
        "llama-3.1-8b", "h100-sxm-80gb", "inference", gpus_per_node=2, batch=32, run_requests=1000
    )
    one, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "inference", batch=32, run_requests=500)
    a, b = estimate(two).budget.serving, estimate(one).budget.serving
    assert "run_output_tokens_per_s" in a
    assert a["ttft_ms"].value == pytest.approx(b["ttft_ms"].value)
    assert a["run_output_tokens_per_s"].value == pytest.approx(
        2 * b["run_output_tokens_per_s"].value
    )
    r = _replica(prompt_tokens=100, output_tokens=10, output_tokens_max=19)
    lengths = [r.run_lengths(i) for i in range(200)]
    assert all(p == int(p) and o == int(o) and o >= 1 for p, o in lengths)
    # a spread of short answers keeps a TPOT near one decode step (no answer of 1.0001 tokens)
    p = r.run(64, 2000)
    assert p is not None and p.tpot_s < 3 * r.step_s(64)


def test_a_run_of_one_token_answers_has_no_time_per_output_token_and_says_so() -> None:
    sc, _ = api.scenario(
        "llama-3.1-8b",
        "h200-sxm-141gb",
        "inference",
        prompt_tokens=1,
        output_tokens=2,
        output_tokens_max=3,
        batch=1,
        run_requests=1,
    )
    tpot = estimate(sc).budget.serving["tpot_ms"]
    assert tpot.value == 0 and any("has one token" in str(n) for n in tpot.notes)


def test_vllm_admits_by_the_prompt_and_preempts_the_newest_when_the_cache_fills() -> None:
    """Qwen3-32B in bf16 on one H100 holds few sequences: 1,000 prompts of 233 tokens at once,
    answers of 200 up to 1,800. vLLM starts a request when its prompt fits and preempts the
    newest running sequence when the cache has no room for the next step, so more run at once
    than the cache holds at the decoding context, and the preempted ones' work is done
    again: the run is slower than one held to the limit. Without prefix caching a resumed
    sequence computes all it had again; with it, only the blocks the others took meanwhile.
    TensorRT-LLM reserves whole requests and never preempts (no KV budget)."""
    kw = {"prompt_tokens": 233, "output_tokens": 200, "output_tokens_max": 1800}
    kw |= {"batch": 1000, "context": 40960}
    r = _replica("qwen3-32b", framework="vllm", **kw)
    sc, _ = api.scenario("qwen3-32b", "h100-sxm-80gb", "inference", framework="vllm", **kw)
    pool = estimate(sc).replica[1]
    assert r.limit == pool.limit < 1000  # the cache binds
    assert r.kv_budget == pytest.approx(pool.held * r.context)  # its tokens at that context
    preempting = r.run(1000, 1000)
    held = Replica.__new__(Replica)
    held.__dict__.update(r.__dict__, kv_budget=None)  # the same replica held to its limit
    limited = held.run(1000, 1000)
    assert preempting is not None and limited is not None
    assert preempting.running > limited.running == r.limit
    assert preempting.requests_per_second < limited.requests_per_second
    no_cache = _replica("qwen3-32b", framework="vllm", prefix_caching=False, **kw).run(1000, 1000)
    assert no_cache is not None and no_cache.requests_per_second < preempting.requests_per_second
    trt = _replica("qwen3-32b", framework="trtllm", **kw)
    assert trt.kv_budget is None


def test_tensorrt_llm_admits_each_request_by_its_own_reservation() -> None:
    """TensorRT-LLM's GUARANTEED_NO_EVICT starts a request when its prompt and the output it
    asks for (a benchmark's max_tokens: its own answer) fit beside the running requests'
    reservations, and frees them when it ends: a burst of ShareGPT-like requests (233 tokens,
    answers 200 up to 1,800) runs more at once than the cache holds at the length-weighted
    reservation of the steady state, never more than its pool's tokens hold at the shortest,
    and none is preempted. A data set's one cap (MLPerf's max_tokens) is reserved by every
    request whatever it decodes."""
    kw = {"prompt_tokens": 233, "output_tokens": 200, "output_tokens_max": 1800}
    kw |= {"batch": 1000, "context": 40960}
    r = _replica("qwen3-32b", framework="trtllm", **kw)
    assert r.kv_budget is None and r.reserve_budget is not None
    burst = r.run(1000, 1000)
    held = Replica.__new__(Replica)
    held.__dict__.update(r.__dict__, reserve_budget=None)  # held to the length-weighted limit
    limited = held.run(1000, 1000)
    assert burst is not None and limited is not None
    assert limited.running == r.limit < burst.running <= r.reserve_budget / (233 + 1)
    capped = Replica.__new__(Replica)
    capped.__dict__.update(r.__dict__, asked_output=1800)  # every request asks 1,800
    at_cap = capped.run(1000, 1000)
    assert at_cap is not None and at_cap.running <= r.reserve_budget // (233 + 1800) + 1
    assert _replica("qwen3-32b", framework="vllm", **kw).reserve_budget is None


@pytest.mark.parametrize(
    ("model", "extra"),
    [
        ("qwen3-14b", {}),
        ("qwen3-14b", {"speculative": "draft", "draft_model": "qwen3-0.6b"}),
        ("nemotron-h-56b", {"tp": 2, "gpus_per_node": 2}),  # Mamba states beside the cache
        ("gemma-3-27b", {}),  # sliding windows
        ("gpt-oss-120b", {}),
        ("qwen3-14b", {"shared_prefix_tokens": 2000}),
        # eight attention data-parallel groups, each with its own cache: a request goes to the
        # group with the most room, never past its share
        (
            "deepseek-r1",
            {"gpus_per_node": 8, "tp": 8, "attention_dp": 8, "weight_format": "fp8"}
            | {"prompt_tokens": 16000, "output_tokens": 4000, "context": 20000},
        ),
    ],
)
def test_alike_requests_under_tensorrt_llm_run_as_many_as_the_cache_holds(
    model: str, extra: dict[str, object]
) -> None:
    """Requests of one length reserve what the limit's reservation is: a burst runs as many at
    once as the KV cache holds (within a block's rounding), whatever else a sequence keeps — a
    draft's cache, a hybrid's recurrent state, windows of sliding layers, a prefix stored
    once."""
    kw: dict[str, object] = {"framework": "trtllm", "prompt_tokens": 3000}
    kw |= {"output_tokens": 500, "batch": 400, "context": 4096, **extra}
    gpu = "h200-sxm-141gb" if model == "deepseek-r1" else "h100-sxm-80gb"
    sc, _ = api.scenario(model, gpu, "inference", **kw)
    if sc.plan.draft_model:
        sc = sc.model_copy(update={"draft": shipped_catalog().models[sc.plan.draft_model]})
    r, pool = estimate(sc).replica
    burst = r.run(400, 1000)
    assert burst is not None and pool.limit < 400
    assert pool.limit - 1 <= burst.running <= pool.limit


def test_vllm_with_room_to_spare_runs_as_before() -> None:
    """Where the KV cache holds every user, vLLM never preempts: the run is the one held to
    its limit, step for step."""
    r = _replica(prompt_tokens=1000, output_tokens=250, batch=64)
    assert r.kv_budget is not None and r.limit >= 64
    held = Replica.__new__(Replica)
    held.__dict__.update(r.__dict__, kv_budget=None)
    assert r.run(64, 640) == held.run(64, 640)


def _with_framework(r: Replica, **changes: object) -> Replica:
    """The same replica with its framework's habits changed."""
    other = Replica.__new__(Replica)
    other.__dict__.update(r.__dict__)
    other.cfg = r.cfg._replace(framework=dataclasses.replace(r.cfg.framework, **changes))
    return other


def test_sglang_keeps_room_for_the_outputs_to_come() -> None:
    """SGLang admits a request only when the cache, less its share (0.7 at first, falling to
    0.098 over 600 decode steps) of every running request's output still to come, has room
    for the prompt and the whole output (clipped at 4,096): with long answers and a tight
    cache fewer run at once than where only the prompt must fit, and the first tokens wait
    longer."""
    kw = {"prompt_tokens": 1000, "output_tokens": 2000, "batch": 200, "context": 8192}
    # both with mixed steps: the admission is what differs
    r = _with_framework(_replica("qwen3-32b", framework="sglang", **kw), prefill_first="")
    assert r.kv_budget is not None and r.limit < 200
    reserving = r.run(200, 400)
    greedy = _with_framework(r, new_token_ratio=None, preempts="x").run(200, 400)
    assert reserving is not None and greedy is not None
    assert reserving.running < greedy.running
    assert reserving.ttft_s > greedy.ttft_s


def test_sglang_runs_prefill_first_and_pauses_the_decodes() -> None:
    """Two users, prompts of 6,000 tokens and 8,192 a step: SGLang's second step is the rest
    of the second prompt alone, the first request decoding nothing in it (its scheduler runs a
    prefill batch before the running batch's decode); where the engine mixes them (vLLM's
    chunked prefill) the first request's first decode rides in that step. The paused decode
    is the second request's prefill added to the first one's time per token."""
    r = _replica(framework="sglang", prompt_tokens=6000, output_tokens=50, batch=2)
    assert r.cfg.framework.prefill_first and r.cfg.batched_tokens == 8192
    ctx = 3000
    first = r.mixed_step_s(0, 8192, ctx)
    second = r.mixed_step_s(0, 6000 - 2192, ctx)
    p = r.run(2, 2)
    assert p.ttft_s == pytest.approx((first + first + second) / 2)
    mixing = _with_framework(r, prefill_first="")
    mixed = mixing.run(2, 2)
    assert mixed.ttft_s == pytest.approx((first + first + mixing.mixed_step_s(1, 3808, ctx)) / 2)
    # the first request's 49 gaps: one of them waits the whole prefill-only step
    assert p.tpot_s > mixed.tpot_s


def test_a_burst_of_short_answers_waits_behind_the_prompts_under_sglang() -> None:
    """A thousand ShareGPT requests at once: under SGLang the answers started first wait for
    every prompt admitted behind them before their next token, so the slowest time per token
    (p99) is over two full prefill steps; where steps mix decode and prompts it is one step's."""
    kw = {
        "dataset_name": "sharegpt",
        "prompt_tokens": 217,
        "output_tokens": 202,
        "context": 2048,
        "batch": 1000,
        "run_requests": 1000,
    }
    r = _replica("qwen3-14b", framework="sglang", **kw)
    first, means = r.run_detail(1000, 1000, ())
    mixing = _with_framework(r, prefill_first="")
    _, mixed = mixing.run_detail(1000, 1000, ())
    assert means[99][1] > 2 * mixed[99][1]
    assert means[99][1] > 2.5 * r.mixed_step_s(0, 8192, 217)
    assert first.tpot_s > mixing.run(1000, 1000).tpot_s


def _held_to_limit(r: Replica) -> Replica:
    """The same replica with its run held to the KV cache's limit (no token bookkeeping)."""
    held = Replica.__new__(Replica)
    held.__dict__.update(r.__dict__, kv_budget=None)
    return held


@pytest.mark.parametrize(
    "kw",
    [
        # 40 users whose answers all end at 733 tokens: 29,320 of the cache's 29,765 tokens
        {"batch": 40, "prompt_tokens": 233, "output_tokens": 500},
        # two 14,000-token sequences in 29,765 tokens
        {"batch": 8, "prompt_tokens": 12000, "output_tokens": 2000},
        # answers of one token never grow: nothing to preempt
        {"batch": 1000, "prompt_tokens": 233, "output_tokens": 1, "speculative": "ngram"},
    ],
)
def test_a_cache_with_room_for_what_runs_preempts_nothing(kw: dict[str, object]) -> None:
    """vLLM's run counts the cache in tokens (no whole-sequence rounding, a shared prefix once,
    sequences that end leaving before any is preempted): where what runs fits, the run is
    the one held to the cache's limit."""
    r = _replica("qwen3-32b", framework="vllm", context=40960, **kw)
    users = int(kw["batch"])  # type: ignore[call-overload]
    tracked, held = r.run(users, 1000), _held_to_limit(r).run(users, 1000)
    assert tracked is not None and held is not None
    # the same run; `running` says the most seen where the cache is counted in tokens
    assert dataclasses.replace(tracked, running=0) == dataclasses.replace(held, running=0)


def test_attention_data_parallel_groups_each_run_their_own_scheduler() -> None:
    """vLLM runs a scheduler per attention data-parallel group, each with its own cap: a run
    of 2,048 users on 8 groups of DeepSeek-V3 is not capped at one group's 1,024."""
    r = _replica(
        "deepseek-v3", "h200-sxm-141gb", gpus_per_node=8, tp=8, framework="vllm",
        attention_dp=8, batch=2048, prompt_tokens=1000, output_tokens=1000,
    )  # fmt: skip
    assert r.seq_cap == 8 * r.cfg.max_seqs
    p = r.run(2048, 4000)
    assert p is not None and p.running > r.cfg.max_seqs


@pytest.mark.parametrize("framework", ["vllm", "sglang"])
def test_a_long_run_with_room_to_spare_is_the_run_held_to_the_limit(framework: str) -> None:
    """Following the cache token by token adds scheduler passes only where it cuts a stretch
    short or preempts: 8 users of a cache that holds 399, 10,000 requests, give the same run
    as one held to the limit, to the digit."""
    r = _replica(
        framework=framework, batch=8, prompt_tokens=1000, output_tokens=200,
        output_tokens_max=390,
    )  # fmt: skip
    tracked, held = r.run(8, 10_000), _held_to_limit(r).run(8, 10_000)
    assert tracked is not None and held is not None
    assert dataclasses.replace(tracked, running=0) == dataclasses.replace(held, running=0)


def test_sglang_clips_each_running_requests_reservation() -> None:
    """SGLang keeps back at most 4,096 tokens of each running request's output to come, × its
    share (python/sglang/srt/environ.py SGLANG_CLIP_MAX_NEW_TOKENS_ESTIMATION)."""
    from hwplanner.engine.serving.benchmark_run import CLIP_NEW_TOKENS, BenchmarkRun

    r = _replica("qwen3-32b", framework="sglang", batch=64, prompt_tokens=200,
                 output_tokens=16_000, context=32768)  # fmt: skip
    run = BenchmarkRun(r, 64, 64)
    for _ in range(40):
        run.admit()
        if run.prefilling:
            run.prefill_step()
        else:
            run.decode_stretch()
        run.finish()
        run.preempt()
    assert run.ratio is not None and run.order
    held = len(run.order) + len(run.prefilling)
    assert 0 < run.reserved() <= run.ratio * CLIP_NEW_TOKENS * held + 1e-6


def test_percentile_interpolates_between_ranks_as_numpy_does() -> None:
    from hwplanner.engine.serving.benchmark_run import percentile

    values = [4.0, 1.0, 3.0, 2.0, 10.0]
    assert percentile(values, 50) == 3.0
    assert percentile(values, 90) == pytest.approx(7.6)  # 4 + 0.6 × (10 − 4)
    assert percentile(values, 0) == 1.0 and percentile(values, 100) == 10.0
    assert percentile([], 99) == 0.0


def test_a_benchmark_run_reports_its_requests_percentiles_beside_its_means() -> None:
    """vLLM's and genai-perf's benchmarks report p50/p90/p95/p99 of a run's requests; the plan
    gives the same over its simulated requests: ordered, the first wave's queued prompts in
    the tail of TTFT, the mean within the spread."""
    sc, _ = api.scenario(
        "qwen3-8b", "h100-sxm-80gb", "inference", framework="vllm", batch=64,
        run_requests=320, prompt_tokens=2048, output_tokens=2048,
    )  # fmt: skip
    serving = estimate(sc).budget.serving
    ttft = [serving[f"ttft_p{q}_ms"].value for q in (50, 90, 95, 99)]
    tpot = [serving[f"tpot_p{q}_ms"].value for q in (50, 90, 95, 99)]
    assert ttft == sorted(ttft) and tpot == sorted(tpot)
    assert ttft[0] <= serving["ttft_ms"].value <= ttft[-1]
    assert ttft[-1] > 3 * ttft[0]  # the first wave of 64 prompts queued together


def test_the_cache_warning_says_how_many_the_run_ran_at_once() -> None:
    """Where a simulated run admits requests by their own lengths, the warning beside the
    limit says how many ran at once in it, not only the average's limit."""
    kw: dict[str, object] = {"framework": "trtllm", "prompt_tokens": 233, "output_tokens": 200}
    kw |= {"output_tokens_max": 1800, "batch": 1000, "context": 40960, "run_requests": 1000}
    est = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", **kw)
    notes = [str(n) for n in est.budget.warnings if str(n).startswith("The KV cache holds")]
    assert len(notes) == 1 and "the simulated run admits each by its own length" in notes[0]
    steady = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", **{**kw, "run_requests": None})
    notes = [str(n) for n in steady.budget.warnings if str(n).startswith("The KV cache holds")]
    assert len(notes) == 1 and "wait for a slot" in notes[0]
