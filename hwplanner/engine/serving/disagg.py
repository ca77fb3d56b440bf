"""Prefill/decode disaggregation: prompts are prefilled on replicas of their own, each prompt's
KV cache is sent to a decode replica, and the decode replicas' steps carry no prefill.

A DisaggReplica is one decode replica with its share of the prefill replicas (prefill ÷ decode
of them): its requests wait for a prefill replica (the load spread evenly), are prefilled, their
KV cache crosses to it, and it decodes them undisturbed. A prefill replica takes every prompt
waiting when it frees, up to its step's token budget, into one forward (PrefillServer).
"""

from __future__ import annotations

import math
from typing import Any

from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import (
    ServingConfig,
    recurrent_state_bytes,
    replica_kv_bytes,
    serving_config,
)
from hwplanner.engine.scenario.sharding import attention_tp, prefill_plan
from hwplanner.engine.serving.latency import PCIE_FALLBACK_BPS, QUANTILES, Replica
from hwplanner.engine.serving.points import Point
from hwplanner.engine.time.collectives import MESH_LINKS, link_view

# Batch sizes at which a prefill replica's forward is timed (from one prompt to as many as its
# step holds, spaced evenly in their logarithm); times between them are interpolated
BATCH_POINTS = 24


def wait_quantile(mean: float, rho: float, share: float) -> float:
    """The `share`-th quantile of an M/G/1 queue's wait whose mean is `mean` at load `rho`,
    with the wait's tail taken as exponential, P(W > t) = ρ·e^(−ρt ÷ mean) (its mass at zero
    1 − ρ, its mean `mean`): 0 below the share that waits not at all."""
    if rho <= 0 or mean <= 0 or share <= 1 - rho:
        return 0.0
    return mean / rho * math.log(rho / (1 - share))


class PrefillServer:
    """A prefill replica as prefill servers run (SGLang's prefill server, vLLM's and
    TensorRT-LLM's context instances): when a forward ends it takes every prompt waiting, up to
    what its step's token budget holds (ServingConfig.step_tokens ÷ a prompt's new tokens, one
    at least), into the next one; a prompt's first token comes when its batch's forward ends.

    At a rate λ the batch is the prompts that arrive while one batch runs, b = λ·S(b) (S a
    stage's seconds for b prompts; the smallest root, b = 1 while one prompt at a time keeps
    up), so the replica is busy ρ = λ·S(b) ÷ b of the time (1 once batches form). A prompt
    waits for the batch in flight as an M/G/1 queue of batches waits, ρ·q ÷ (2(1 − ρ_c)), q =
    E[X²] ÷ E[X] of a batch (a prompt's, with prompts spread, scaled by the batch), with ρ_c =
    λ·S(b_max) ÷ b_max the share of its batched capacity in use: one prompt at a time with no
    room for more (b_max = 1) is the M/G/1 queue of single prompts as before."""

    def __init__(self, side: Replica, stage_one_s: float, residual_s: float) -> None:
        new = max(side.prompt - side.cached, 1.0)
        budget = side.cfg.step_tokens
        most = budget / new if budget else 1.0  # None: the engine takes one prompt at a time
        if side.cfg.max_seqs:  # one rank's, as each attention data-parallel rank caps its own
            most = min(most, float(side.cfg.max_seqs * side.cfg.budget_ranks))
        self.batch_max = max(most, 1.0)
        # a stage's seconds for one prompt, as the replica counts it (prompts spread: their
        # mean), and the batch's at a few sizes, scaled so that one prompt's is that
        self.one_s = stage_one_s
        self.residual_s = residual_s
        base = side.batch_prefill_s(1.0)
        n = BATCH_POINTS if self.batch_max > 1 else 1
        step = math.log(self.batch_max) / max(n - 1, 1)
        sizes = [math.exp(step * i) for i in range(n)]
        sizes[-1] = self.batch_max
        self.sizes = sizes
        self.times = [side.batch_prefill_s(b) / base * stage_one_s for b in sizes]
        self.times[0] = stage_one_s

    def stage_s(self, batch: float) -> float:
        """A stage's seconds for a batch of `batch` prompts (interpolated between the timed
        sizes)."""
        sizes, times = self.sizes, self.times
        if batch <= sizes[0] or len(sizes) == 1:
            return times[0]
        for i in range(1, len(sizes)):
            if batch <= sizes[i]:
                lo, hi = sizes[i - 1], sizes[i]
                return times[i - 1] + (times[i] - times[i - 1]) * (batch - lo) / (hi - lo)
        return times[-1]

    def batch(self, rate: float) -> float:
        """The prompts in one forward at `rate` prompts/s on this replica: the smallest b with
        b = rate·S(b), 1 at least, batch_max at most (S piecewise linear: exact per piece)."""
        sizes, times = self.sizes, self.times
        if rate * times[0] <= 1 or len(sizes) == 1:
            return 1.0
        for i in range(1, len(sizes)):
            gap = rate * times[i] - sizes[i]
            if gap < 0:
                g0 = rate * times[i - 1] - sizes[i - 1]
                return sizes[i - 1] + (sizes[i] - sizes[i - 1]) * g0 / (g0 - gap)
        return self.batch_max

    @property
    def capacity(self) -> float:
        """Prompts/s the replica prefills at most: full batches back to back (per stage)."""
        return self.batch_max / self.times[-1]

    def load(self, rate: float) -> float:
        """ρ: the share of time the replica is busy at `rate`."""
        b = self.batch(rate)
        return rate * self.stage_s(b) / b

    def wait_s(self, rate: float) -> float:
        """A prompt's mean wait for the batch in flight at `rate` (inf past the capacity)."""
        used = rate / self.capacity
        if used >= 1:
            return math.inf
        b = self.batch(rate)
        s = self.stage_s(b)
        rho = min(rate * s / b, 1.0)
        return rho * self.residual_s * s / self.one_s / (2 * (1 - used))

    def scale(self, rate: float) -> float:
        """The prompt's own prefill at `rate` over its prefill alone: its batch's forward."""
        return self.stage_s(self.batch(rate)) / self.one_s


class DisaggReplica(Replica):
    """A decode replica and its share of the plan's prefill replicas (prefill-only ÷ decode
    replicas of them, each of the plan's tp × pp GPUs, or prefill_tp × pp where set)."""

    def __init__(
        self, spec: ModelSpec, gpu: GpuSpec, plan: Plan, cfg: ServingConfig, **kw: Any
    ) -> None:
        super().__init__(spec, gpu, plan, cfg, **kw)
        self.prefill_per_decode = plan.prefill_only_replicas / plan.decode_replicas
        # a prefill replica of its own tp (plan.prefill_tp): its prefill timed on its layout
        pplan = prefill_plan(plan)
        # a prefill instance runs DeepEP's normal kernels (Replica._dispatch)
        self.prefill_side: Replica = (
            self
            if pplan is plan
            else Replica(spec, gpu, pplan, serving_config(gpu, pplan), prefill_instance=True, **kw)
        )
        # the prompt's KV cache (a hybrid's recurrent state once), every GPU of the sequence's
        # attention group in every stage sending its own part to its peer: inside the node when
        # the whole plan is one node, else over each GPU's share of the node network (replicas
        # fill nodes in turn, so prefill and decode replicas mostly sit on different nodes)
        senders = min(attention_tp(plan), attention_tp(pplan)) * plan.pp
        one_node = link_view(gpu, plan).plan.nodes == 1  # an NVL72 rack's trays: one
        # inside a node a sender reaches its peer over the node's link (node_link: a bridge
        # joins only a pair, so two replicas of bridged pairs cross PCIe) at one link's rate:
        # NVLink's switch gives a pair the whole rate, a fully connected mesh (AMD's xGMI,
        # MetaXLink) one link of the node's others, PCIe its line rate
        peer = (gpu.pcie_gbps or 0.0) * 1e9 or PCIE_FALLBACK_BPS
        if self.node_link != "PCIe":
            peer = self.link_bps
            if self.node_link in MESH_LINKS:
                peer /= max(plan.gpus_per_node - 1, 1)
        self.transfer_bps = (peer if one_node else self.inter_bps) * senders
        self.transfer_link = self.node_link if one_node else "network"
        state = recurrent_state_bytes(spec, plan, (0, spec.total_layers)) * attention_tp(plan)
        held = replica_kv_bytes(spec, plan, self.prompt, 1.0, read=False)
        self.transfer_bytes = held - state
        self.transfer_s = self.transfer_bytes / self.transfer_bps
        # vLLM's decode instance recomputes the prompt's last token and samples the first
        # token itself (one decode step more); SGLang's and TensorRT-LLM's prefill samples it
        # and ships it with the KV cache
        self.decode_samples_first = cfg.framework.disagg_decode_samples_first
        side = self.prefill_side
        self.server = PrefillServer(side, self.prefill_s() / self.pp, side.residual_s / self.pp)

    def prefill_s(self) -> float:
        """One prompt's prefill on a prefill replica (its own layout where prefill_tp sets
        one)."""
        side = self.prefill_side
        return super().prefill_s() if side is self else side.prefill_s()

    def prefill_at_s(self, share: float) -> float:
        side = self.prefill_side
        return super().prefill_at_s(share) if side is self else side.prefill_at_s(share)

    def prefill_rate(self, rate: float) -> float:
        """Prompts/s reaching each prefill replica when this decode replica's requests arrive
        at `rate` (spread evenly over the prefill replicas)."""
        return rate / self.prefill_per_decode

    def prefill_load(self, rate: float) -> float:
        """ρ of each prefill replica at `rate`: the share of its time it is busy."""
        return self.server.load(self.prefill_rate(rate))

    def prefill_batch(self, rate: float) -> float:
        """Prompts a prefill replica takes into one forward at `rate` (PrefillServer.batch)."""
        return self.server.batch(self.prefill_rate(rate))

    def prefill_used(self, rate: float) -> float:
        """The share of the prefill replicas' batched capacity `rate` uses."""
        return self.prefill_rate(rate) / self.server.capacity

    @property
    def prefill_capacity(self) -> float:
        """Requests/s this decode replica's share of the prefill replicas prefills at most."""
        return self.prefill_per_decode * self.server.capacity

    def prefill_wait_s(self, rate: float) -> float:
        """Mean wait for a prefill replica at `rate` (PrefillServer.wait_s)."""
        return self.server.wait_s(self.prefill_rate(rate))

    def batch_prefill_at_s(self, rate: float) -> float:
        """The prompt's own prefill at `rate`: its batch's forward through every stage."""
        return self.prefill_s() * self.server.scale(self.prefill_rate(rate))

    def first_token_s(self, rate: float, running: float = 1.0) -> float:
        """A request's time to its first token at `rate`: the wait for a prefill replica, its
        batch's prefill, the KV cache's transfer (and where the decode replica samples the
        first token, its step among `running` sequences)."""
        own = self.step_s(max(running, 1.0)) if self.decode_samples_first else 0.0
        return self.prefill_wait_s(rate) + self.batch_prefill_at_s(rate) + self.transfer_s + own

    def decode_s(self, running: float) -> float:
        """Seconds per output token with `running` sequences on the decode replica: its step,
        never interrupted by a prefill."""
        return self.step_s(max(running, 1.0)) / self.tokens_per_step

    def at(self, concurrency: float) -> Point:
        """The closed loop of `concurrency` users: each cycles through a prefill (waiting for
        a prefill replica), the transfer and its decode; the rate λ solves
        λ·(TTFT(λ) + (output − 1)·t_d) = N (bisection; TTFT grows with λ), and the decode
        replica runs the λ·(output − 1)·t_d sequences in their decode (Little's law)."""
        users = max(min(concurrency, self.limit), 1.0)
        top = self.prefill_capacity
        decoding = users
        rate = ttft = t_d = 0.0
        for _ in range(30):
            t_d = self.decode_s(decoding)
            d = (self.output - 1) * t_d
            lo, hi = 0.0, top
            for _ in range(60):
                mid = (lo + hi) / 2
                if mid * (self.first_token_s(mid, decoding) + d) < users:
                    lo = mid
                else:
                    hi = mid
            rate = lo
            ttft = self.first_token_s(rate, decoding)
            new = max(min(rate * d, users), 1.0)
            if abs(new - decoding) <= 1e-6 * decoding:
                break
            decoding = new
        if concurrency > users:
            ttft += (concurrency - users) / rate  # waiting for a slot to free
        return Point(concurrency, decoding, ttft, t_d, rate, 0.0)

    def at_rate(self, rate: float) -> Point:
        """Open-loop arrivals at `rate` requests/s on this decode replica (its prefill
        replicas' share of them): past either side's capacity the times are infinite."""
        if not math.isfinite(self.first_token_s(rate)):
            return Point(math.inf, self.limit, math.inf, math.inf, rate, 0.0)
        running = 1.0
        t_d = self.decode_s(running)
        for _ in range(40):
            t_d = self.decode_s(running)
            new = rate * (self.output - 1) * t_d
            if new > self.limit:
                return Point(math.inf, self.limit, math.inf, t_d, rate, 0.0)
            if abs(new - running) < 1e-6 * max(running, 1):
                running = max(new, 1.0)
                break
            running = max(new, 1.0)
        return Point(running, running, self.first_token_s(rate, running), t_d, rate, 0.0)

    def quantiles_at_rate(
        self, rate: float, qs: dict[float, float] = QUANTILES
    ) -> dict[float, tuple[float, float]]:
        """TTFT: its batch's prefill with its own prompt the q-th share of the spread, the q-th
        quantile of the wait for a prefill replica (wait_quantile) and the transfer; TPOT: the
        decode step with N + z·√N sequences running (M/G/∞, as continuous batching's)."""
        point = self.at_rate(rate)
        if not math.isfinite(point.ttft_s):
            return {q: (math.inf, math.inf) for q in qs}
        wait = self.prefill_wait_s(rate)
        rho = self.prefill_load(rate)
        # the q-th prompt in a batch of the others: the batch's forward, its own prompt in
        # place of an average one
        others = self.batch_prefill_at_s(rate) - self.prefill_s()
        out = {}
        for q, z in qs.items():
            busy = min(point.running + z * math.sqrt(point.running), self.limit)
            own = self.prefill_at_s(q / 100) + others
            ttft = own + wait_quantile(wait, rho, q / 100) + self.transfer_s
            ttft += self.step_s(busy) if self.decode_samples_first else 0.0
            out[q] = (ttft, self.decode_s(busy))
        return out

    def top_rate(self) -> float:
        """The request rate that fills the decode replica's share of the prefill replicas, or
        its own slots, whichever comes first."""
        prefill = self.prefill_capacity
        if self.output <= 1 or not math.isfinite(self.limit):
            return prefill
        decode = self.limit / ((self.output - 1) * self.decode_s(self.limit))
        return min(prefill, decode)
