"""Static batching (Hugging Face generate()): a batch of prompts padded to its longest is
prefilled together and decoded until its longest answer ends before the next batch starts; no
prompt joins a running batch. `replica_for` picks it or continuous batching (latency.Replica)
for an engine.
"""

from __future__ import annotations

import math
from typing import Any

from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import ServingConfig
from hwplanner.engine.serving.disagg import DisaggReplica
from hwplanner.engine.serving.latency import QUANTILES, Replica
from hwplanner.engine.serving.points import Point, StepParts


class StaticReplica(Replica):
    """A replica that batches statically (Hugging Face generate()): a batch of prompts is
    prefilled together and decoded until its last answer ends before the next batch starts;
    no prompt joins a running batch."""

    def batch_prefill_s(self, batch: float) -> float:
        """Seconds to prefill `batch` prompts in one forward pass (generate() pads them to one
        length — the longest of the batch, longest_prompt — and runs them together: their
        FLOPs add up, the weights are read once)."""
        return self._prefill_s(batch, self.longest_prompt(batch))

    def longest_prompt(self, batch: float) -> float:
        """The longest of `batch` prompts, on average (as longest_answer)."""
        spread = self.prompt_spread
        return float(self.prompt) if spread is None else spread.longest_of(batch)

    def batch_context(self, batch: float) -> float:
        """The context every sequence of a batch holds on average over its decode steps:
        generate() pads the prompts to the longest and keeps decoding finished sequences
        until the longest answer ends, so each cache holds the longest prompt and the steps
        so far (the average context when lengths are alike)."""
        return self.longest_prompt(batch) + self.longest_answer(batch) / 2

    def step_parts(self, running: float) -> StepParts:
        """A decode step of a static batch: its KV reads and attention FLOPs at the batch's
        padded context (batch_context), the rest as any replica's."""
        parts = super().step_parts(running)
        ctx = self.batch_context(max(running, 1.0))
        if ctx == self.context:
            return parts
        # the attention layers' cache grows with the context; a recurrent state does not
        state = self.state_seq_bytes
        cache = self.kv_seq_bytes - state
        kv = (self.kv_read_bytes(1.0, ctx) - state) / cache if cache > 0 else 1.0
        flops = (
            self.decode_attention_at(ctx) / self.attention_flops if self.attention_flops else 1.0
        )
        return parts._replace(
            kv_s=(parts.kv_s - parts.state_s) * kv + parts.state_s,
            attention_compute_s=parts.attention_compute_s * flops,
        )

    def batch_s(self, batch: float) -> float:
        """A static batch from its start to its last answer: the prefill (which gives each
        sequence its first token) and the decode steps of the whole batch until its longest
        answer ends (longest_answer)."""
        steps = (self.longest_answer(batch) - 1) / self.tokens_per_step
        return self.batch_prefill_s(batch) + steps * self.step_s(batch)

    def longest_answer(self, batch: float) -> float:
        """The longest of `batch` answers, on average: the output when all are alike; with an
        even spread from a to b, the largest of B uniform draws, a + (b − a)·B/(B + 1); a long
        tail's order statistic (LengthSpread.longest_of)."""
        spread = self.output_spread
        return float(self.output) if spread is None else spread.longest_of(batch)

    def at(self, concurrency: float) -> Point:
        """The closed loop of `concurrency` users on static batches of up to `limit` sequences:
        a batch prefills its prompts together and decodes until it ends; users beyond one
        batch wait for batches ahead of theirs (Little's law: request time = users ÷ rate)."""
        batch = max(min(concurrency, self.limit), 1.0)
        whole = self.batch_s(batch)
        rate = batch / whole
        t_d = self.step_s(batch) / self.tokens_per_step
        ttft = self.batch_prefill_s(batch)
        if concurrency > batch:
            ttft += max(concurrency, 1.0) / rate - whole  # the batches ahead
        return Point(concurrency, batch, ttft, t_d, rate, self.batch_prefill_s(batch) / whole)

    def at_rate(self, rate: float) -> Point:
        """Poisson arrivals at `rate` on static batches: each batch takes the requests that
        arrived while the previous one ran (batch = rate × batch time, a fixed point); a request
        waits half a batch on average, then its batch's prefill. Past `limit` sequences per
        batch, or a batch time the arrivals outrun, the times are infinite."""
        batch = 1.0
        for _ in range(60):
            new = max(rate * self.batch_s(batch), 1.0)
            if new > self.limit:
                return Point(math.inf, self.limit, math.inf, math.inf, rate, 1.0)
            if abs(new - batch) < 1e-6 * batch:
                batch = new
                break
            batch = new
        whole = self.batch_s(batch)
        prefill = self.batch_prefill_s(batch)
        t_d = self.step_s(batch) / self.tokens_per_step
        return Point(batch, batch, whole / 2 + prefill, t_d, rate, prefill / whole)

    def quantiles_at_rate(
        self, rate: float, qs: dict[float, float] = QUANTILES
    ) -> dict[float, tuple[float, float]]:
        """Open-loop arrivals at `rate`: a request arrives uniformly within the batch ahead of
        it, so its wait is the q-th share of that batch, then its batch's prefill; the steps of
        a batch are alike (inf past saturation)."""
        point = self.at_rate(rate)
        if not math.isfinite(point.ttft_s):
            return {q: (math.inf, math.inf) for q in qs}
        whole = self.batch_s(point.running)
        prefill = self.batch_prefill_s(point.running)
        return {q: (whole * q / 100 + prefill, point.tpot_s) for q in qs}

    def top_rate(self) -> float:
        """Full batches back to back."""
        return max(self.limit, 1.0) / self.batch_s(max(self.limit, 1.0))


def replica_for(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, cfg: ServingConfig, **kw: Any
) -> Replica:
    """The replica model of `cfg`'s engine: static batches (Hugging Face generate()),
    continuous batching (every serving engine), or a decode replica with prefill replicas of
    its own (prefill/decode disaggregation)."""
    if cfg.framework.static_batching:
        return StaticReplica(spec, gpu, plan, cfg, **kw)
    if plan.prefill_only_replicas:
        return DisaggReplica(spec, gpu, plan, cfg, **kw)
    return Replica(spec, gpu, plan, cfg, **kw)
