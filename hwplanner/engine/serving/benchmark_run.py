"""A serving benchmark run simulated step by step (Replica.run): the scheduler's queue, the
prompts being prefilled and the sequences decoding, with what the KV cache holds where the
engine preempts (vLLM) or reserves room for the outputs to come (SGLang). It reads the replica
through `Scheduled`, the replica's step times and lengths, and gives a Point."""

from __future__ import annotations

import heapq
import math
from collections import deque
from collections.abc import Iterator
from typing import Any, NamedTuple, Protocol

from hwplanner.engine.plan.workload import LengthSpread
from hwplanner.engine.scenario.serving_config import ServingConfig
from hwplanner.engine.serving.points import Point, StepParts

# A benchmark run (Replica.run) is simulated request by request up to this many requests and
# scheduler steps computed; the rest follow at the pace of the requests after the first wave
# (two waves of its users at least, else the steady state). Measured on this machine: ~3-5 µs
# a request and ~10-20 µs a step computed, so at most ~0.05-0.1 s
RUN_SIMULATED = 10_000
RUN_STEPS = 5_000
# SGLang's admission: a request's maximum output is clipped to this in its reservations, and a
# retraction resets the share to what the running requests generated plus this many steps of
# each (python/sglang/srt/environ.py SGLANG_CLIP_MAX_NEW_TOKENS_ESTIMATION,
# SGLANG_RETRACT_DECODE_STEPS; Framework.new_token_ratio)
CLIP_NEW_TOKENS = 4096
RETRACT_STEPS = 20
# Decode steps run alone before a queue held back by reservations is looked at again (the
# share falls a little every step; the engine looks every step)
RESERVE_RECHECK_STEPS = 16
# Where a run follows the cache token by token, the scheduler passes it may take besides those
# of a run held to the limit (a decode stretch cut short where the cache fills or a held-back
# queue is looked at again, a preemption), × RUN_STEPS
TRACKED_PASSES = 3


class Scheduled(Protocol):
    """What a simulated run reads of the replica it runs on (latency.Replica): the KV cache's
    room and the scheduler's caps, the engine's configuration, the requests' lengths, and the
    seconds of a decode step and of a step with prompt chunks in it."""

    @property
    def kv_budget(self) -> float | None: ...
    @property
    def reserve_budget(self) -> float | None: ...
    @property
    def asked_output(self) -> int: ...
    @property
    def groups(self) -> int: ...
    @property
    def limit(self) -> float: ...
    @property
    def seq_cap(self) -> float: ...
    @property
    def cfg(self) -> ServingConfig: ...
    @property
    def cached(self) -> float: ...
    @property
    def prompt(self) -> float: ...
    @property
    def output(self) -> float: ...
    @property
    def output_spread(self) -> LengthSpread | None: ...
    @property
    def tokens_per_step(self) -> float: ...
    @property
    def k(self) -> int: ...

    def run_lengths(self, i: int) -> tuple[float, float]: ...

    def step_s(self, running: float) -> float: ...

    def mixed_step_s(
        self,
        running: int,
        tokens: float,
        context: float,
        parts: dict[int, StepParts] | None = None,
    ) -> float: ...


# The percentiles a run reports beside its means (serving/latency.py's QUANTILES at a rate)
RUN_QUANTILES = (50, 90, 95, 99)


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0–100) of `values`, interpolated linearly between the two nearest
    ranks (numpy.percentile's default, what vLLM's and SGLang's benchmark scripts report);
    0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    at = (len(ordered) - 1) * q / 100
    low = math.floor(at)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (at - low)


def _steady_weights(count: int, last: int, more: float) -> list[float]:
    """Each of `count` simulated values' weight: 1, and the `last` of them (the steady part)
    `more` ÷ `last` more each, for the unsimulated requests they stand for."""
    extra = more / last if last else 0.0
    return [1.0 + (extra if i >= count - last else 0.0) for i in range(count)]


def weighted_percentile(values: list[float], weights: list[float], q: float) -> float:
    """The q-th percentile (0–100) of `values`, each counted `weight` times: the value where
    the cumulative weight, taken at each value's midpoint, reaches q% (linear between two
    values); with equal weights close to `percentile`. 0 for none."""
    if not values:
        return 0.0
    pairs = sorted(zip(values, weights, strict=True))
    total = sum(w for _, w in pairs)
    target = total * q / 100
    seen = 0.0
    prev_mid, prev_value = 0.0, pairs[0][0]
    for value, weight in pairs:
        mid = seen + weight / 2
        if mid >= target:
            if mid == prev_mid:
                return value
            share = max(target - prev_mid, 0.0) / (mid - prev_mid)
            return prev_value + (value - prev_value) * min(share, 1.0)
        prev_mid, prev_value = mid, value
        seen += weight
    return pairs[-1][0]


def run_passes(r: Scheduled) -> int:
    """The scheduler passes a simulated run may take (Replica.run): RUN_STEPS, and where the
    run follows the cache token by token, TRACKED_PASSES × as many more for the passes that
    following it adds (a stretch cut short, a preemption)."""
    return RUN_STEPS if r.kv_budget is None else RUN_STEPS * (1 + TRACKED_PASSES)


class _Sequence(NamedTuple):
    """A sequence decoding in a simulated run (Replica.run)."""

    arrived: float  # its request's arrival, seconds
    first: float  # its first token's time
    output: float  # output tokens it generates from its start (the rest of them, resumed)
    tokens: float  # tokens it holds in the KV cache at its start
    start: int  # the decode step it started at
    total: float  # its request's output tokens in all


def _waiting(arrived: float) -> list[Any]:
    """A request that arrived at `arrived` and waits to start, its lengths not drawn yet
    (Replica.run's queue entries: arrival, tokens to prefill, output tokens left, first
    token's time, tokens held once prefilled, output tokens in all, the step it was queued at
    last)."""
    return [arrived, None, 0.0, None, 0.0, 0.0, 0]


class BenchmarkRun:
    """Replica.run's simulation: the scheduler's queue, the prompts being prefilled and the
    sequences decoding, step by step, with what the KV cache holds where the engine preempts
    (kv_budget)."""

    def __init__(self, r: Scheduled, users: float, requests: int) -> None:
        self.r, self.requests = r, requests
        self.users = max(int(min(users, requests)), 1)
        self.budget_kv = r.kv_budget
        # an engine that reserves whole requests (TensorRT-LLM's GUARANTEED_NO_EVICT): the
        # cache's tokens at the average reservation (Replica._reservations), each request
        # admitted while its prompt and the output it asks for fit beside the others'
        # reservations, released when it ends
        self.reserve = r.reserve_budget
        # each attention data-parallel group its own cache and scheduler: a request goes to the
        # group with the most room; the tokens each group has reserved (the running requests'
        # and those being prefilled), and the group of each request prefilling and running
        self.reserving = [0.0] * max(r.groups, 1)
        self.group_of: dict[int, int] = {}
        self.prefill_groups: deque[int] = deque()
        # sequences at once: the KV cache's limit, or where the run follows the cache token by
        # token or admits by reservations, the scheduler's cap (its attention data-parallel
        # groups' included)
        follows = self.budget_kv is not None or self.reserve is not None
        slots = r.seq_cap if follows else r.limit
        self.slots = max(int(min(self.users, slots)), 1)
        self.extra = 0  # passes that following the cache added: cut stretches, preemptions
        self.held_back = False  # the queue waits for room in the cache, not for a slot
        self.simulated = min(requests, RUN_SIMULATED)
        self.budget = r.cfg.step_tokens or math.inf
        self.context = r.cached + max(r.prompt - r.cached, 1) / 2
        self.tps = r.tokens_per_step
        self.clock, self.k = 0.0, 0  # seconds, and decode steps run
        # the requests waiting (_waiting; tokens to prefill None: lengths not drawn yet)
        self.queued: deque[list[Any]] = deque(_waiting(0.0) for _ in range(self.users))
        self.prefilling: deque[list[Any]] = deque()  # the same, prompt tokens left to prefill
        self.sent, self.ended = self.users, 0
        # (the decode step it ends at, its id) of the running sequences; their _Sequence by id
        self.decoding: list[tuple[int, int]] = []
        self.seqs: dict[int, _Sequence] = {}
        self.order: dict[int, None] = {}  # running ids, oldest first (the newest is preempted)
        self.held = self.started = 0.0  # Σ tokens the running held at start, Σ start steps
        self.pending = 0.0  # tokens the requests being prefilled hold
        # SGLang's reservations: Σ the running's output tokens left at their start and in all,
        # the prompts being prefilled's, and the share of what is left it reserves
        self.left = self.total = self.pending_out = 0.0
        ratio = r.cfg.framework.new_token_ratio if self.budget_kv is not None else None
        self.ratio = ratio[0] if ratio is not None else None
        self.ratio_floor = ratio[0] * ratio[1] if ratio is not None else 0.0
        self.ratio_decay = (ratio[0] - self.ratio_floor) / ratio[2] if ratio is not None else 0.0
        # answers longer than SGLang's clip: each one's reservation is clipped on its own
        longest = r.output_spread.longest if r.output_spread is not None else r.output
        self.clipped = longest > CLIP_NEW_TOKENS
        self.ids = self.admitted = self.peak = 0
        self.ttfts: list[float] = []
        self.tpots: list[float] = []  # of the requests with more than one output token
        self.ends: list[float] = []
        self.step_at: dict[int, float] = {}  # decode step seconds by sequences running
        self.parts: dict[int, StepParts] = {}

    def reservation(self, prompt: float, output: float) -> float:
        """The tokens an engine that reserves whole requests holds for one: its prompt's own and
        the output it asks for (a data set's one cap, else its answer's length), in whole
        blocks."""
        block = max(self.r.cfg.block_tokens, 1)
        return math.ceil((self.own(prompt) + (self.r.asked_output or output)) / block) * block

    def own(self, tokens: float) -> float:
        """Of a sequence's tokens, those it keeps in the cache for itself (a shared prefix is
        stored once, outside every sequence's: the budget counts it so too)."""
        return max(tokens - self.r.cached, 0.0)

    def used(self) -> float:
        """Tokens the KV cache holds of the sequences' own: the running sequences' and the
        prompts being prefilled."""
        return self.held + self.tps * (len(self.order) * self.k - self.started) + self.pending

    def reserved(self) -> float:
        """Tokens SGLang keeps back for the output still to come: its share of the running
        sequences' and the prompts being prefilled's (0 for other engines)."""
        if self.ratio is None:
            return 0.0
        if self.clipped:  # each sequence's output to come, clipped (CLIP_NEW_TOKENS)
            k, tps, clip = self.k, self.tps, CLIP_NEW_TOKENS
            rest = sum(min(s.output - (k - s.start) * tps, clip) for s in self.running())
            rest += sum(min(float(h[2]), clip) for h in self.prefilling)
            return self.ratio * rest
        made = self.tps * (len(self.order) * self.k - self.started)
        return self.ratio * (self.left - made + self.pending_out)

    def running(self) -> Iterator[_Sequence]:
        """The sequences decoding, oldest first."""
        return (self.seqs[i] for i in self.order)

    def decay(self, steps: int) -> None:
        """SGLang lowers its share every decode step that needed no retraction."""
        if self.ratio is not None and steps > 0:
            self.ratio = max(self.ratio - self.ratio_decay * steps, self.ratio_floor)

    def result(self) -> Point | None:
        if self.simulated < self.requests and 2 * self.users > self.simulated:
            return None  # two waves of its users would take more requests than are simulated
        computed = 0
        while self.ended < self.simulated:
            # a long run: what is simulated gives its pace (the passes of a run held to the
            # limit, and TRACKED_PASSES × as many that following the cache adds)
            if computed - self.extra > RUN_STEPS or self.extra > RUN_STEPS * TRACKED_PASSES:
                if self.ended < 2 * self.users:
                    return None  # not even two waves: too long to simulate
                break
            computed += 1
            self.admit()
            if self.prefilling:
                self.prefill_step()
            else:
                self.decode_stretch()
            self.finish()  # those that end at this step leave before any is preempted
            if self.budget_kv is not None:
                self.preempt()
        return self.point()

    def admit(self) -> None:
        """Start waiting requests while a slot is free (and, where the engine preempts, the KV
        cache has room for the prompt at the head of the queue: first come first served)."""
        r, running, budget_kv = self.r, len(self.order), self.budget_kv
        used = self.used() + self.reserved() if budget_kv is not None else 0.0
        self.held_back = False
        while self.queued and running + len(self.prefilling) < self.slots:
            head = self.queued[0]
            if head[1] is None:  # drawn when it first starts
                prompt, output = r.run_lengths(self.admitted)
                head[1:] = [max(prompt - r.cached, 1), output, None, prompt, output, self.k]
                self.admitted += 1
            elif head[3] is not None and r.cfg.prefix_caching:
                # resumed: its freed blocks were the last the others' growth took (vLLM's
                # free queue hands out the oldest freed first; a freed block keeps its hash for
                # prefix caching): only those taken are computed again
                taken = running * self.tps * (self.k - head[6])
                head[1] = max(min(taken, head[4] - r.cached), 1)
            busy = running or self.prefilling
            # vLLM needs room for the prompt; SGLang for the prompt and its whole output
            own = self.own(head[4])
            need = own + (min(head[2], CLIP_NEW_TOKENS) if self.ratio is not None else 0)
            if budget_kv is not None and busy and used + need > budget_kv:
                self.held_back = True
                break  # the cache has no room for it yet
            if self.reserve is not None:
                whole = self.reservation(head[4], head[5])
                group = min(range(len(self.reserving)), key=self.reserving.__getitem__)
                room = self.reserve / len(self.reserving) - self.reserving[group]
                if busy and whole > room:
                    break  # its reservation fits beside no group's reservations yet
                self.reserving[group] += whole
                self.prefill_groups.append(group)
            self.queued.popleft()
            self.prefilling.append(head)
            self.pending += own
            self.pending_out += head[2]
            used += need

    def prefill_step(self) -> None:
        """A step with prompt chunks in it: what is left of the token budget after the running
        sequences' decode, first come first served; a prompt's last chunk samples its first
        token (a resumed sequence keeps the one it had)."""
        r = self.r
        # an engine that runs prefill first decodes nothing in the step (Framework.prefill_first)
        running = 0 if r.cfg.framework.prefill_first else len(self.order)
        room = max(self.budget - running * (r.k + 1), 0.0)
        took, firsts = 0.0, []
        while self.prefilling and took < room:
            head = self.prefilling[0]
            piece = min(head[1], room - took)
            took += piece
            head[1] -= piece
            if head[1] <= 0:
                firsts.append(self.prefilling.popleft())
        self.clock += r.mixed_step_s(running, took, self.context, self.parts)
        self.k += 1 if running else 0
        self.decay(1 if running else 0)
        for arrived, _, output, first, tokens, total, _ in firsts:
            self.pending -= self.own(tokens)
            self.pending_out -= output
            self.left += output
            self.total += total
            if first is None:
                self.ttfts.append(self.clock - arrived)
                first = self.clock
            steps = math.ceil((output - 1) / self.tps)  # after the first
            self.seqs[self.ids] = _Sequence(arrived, first, output, tokens, self.k, total)
            if self.reserve is not None:  # prompts finish in the order they were admitted
                self.group_of[self.ids] = self.prefill_groups.popleft()
            heapq.heappush(self.decoding, (self.k + steps, self.ids))
            self.order[self.ids] = None
            self.ids += 1
            self.held += self.own(tokens)
            self.started += self.k
        self.peak = max(self.peak, len(self.order))

    def decode_stretch(self) -> None:
        """Decode alone until the next sequence ends (or, where the engine preempts, until the
        KV cache is full)."""
        while self.decoding[0][1] not in self.seqs:  # preempted: its new run has its own
            heapq.heappop(self.decoding)
        end, running = self.decoding[0][0], len(self.order)
        if running not in self.step_at:
            self.step_at[running] = self.r.step_s(running)
        stop = end
        if self.budget_kv is not None and running > 1:  # the steps the cache has room for
            room = math.floor((self.budget_kv - self.used()) / (running * self.tps))
            stop = min(end, self.k + max(room, 1))
        if self.ratio is not None and self.held_back:  # its share falls: look again
            stop = min(stop, self.k + RESERVE_RECHECK_STEPS)
        self.extra += stop < end
        self.clock += (stop - self.k) * self.step_at[running]
        self.decay(stop - self.k)
        self.k = stop

    def preempt(self) -> None:
        """No room in the KV cache for the next step's tokens: the newest running sequence is
        preempted, its cache freed, and it waits at the head of the queue with its prompt and
        the tokens it generated to compute again (vLLM V1: running.pop(), prepend_request)."""
        used = self.used()
        assert self.budget_kv is not None
        while used + len(self.order) * self.tps > self.budget_kv and len(self.order) > 1:
            self.extra += 1
            newest = next(reversed(self.order))
            del self.order[newest]
            victim = self.seqs.pop(newest)
            made = (self.k - victim.start) * self.tps  # tokens it generated so far
            self.held -= self.own(victim.tokens)
            self.started -= victim.start
            self.left -= victim.output
            self.total -= victim.total
            tokens = victim.tokens + made
            used -= self.own(tokens)
            left = max(victim.output - made, 1.0)
            again = max(tokens - self.r.cached, 1)  # computed again when it resumes
            self.queued.appendleft(
                [victim.arrived, again, left, victim.first, tokens, victim.total, self.k]
            )
            if self.ratio is not None:  # SGLang: the share reset to what the running made
                n = len(self.order)
                remaining = self.left - self.tps * (n * self.k - self.started)
                generated = self.total - remaining
                self.ratio = min(1.0, (generated + RETRACT_STEPS * n) / (self.total + 1))

    def finish(self) -> None:
        """The sequences that end at this step; each user sends its next request."""
        while self.decoding and self.decoding[0][0] <= self.k:
            _, i = heapq.heappop(self.decoding)
            seq = self.seqs.pop(i, None)
            if seq is None:  # preempted earlier: its new run has its own entry
                continue
            del self.order[i]
            self.held -= self.own(seq.tokens)
            if self.reserve is not None:
                self.reserving[self.group_of.pop(i)] -= self.reservation(seq.tokens, seq.total)
            self.started -= seq.start
            self.left -= seq.output
            self.total -= seq.total
            if seq.total > 1:  # as benchmarks average it: answers of one token have no TPOT
                self.tpots.append((self.clock - seq.first) / (seq.total - 1))
            self.ends.append(self.clock)
            self.ended += 1
            if self.sent < self.simulated:
                self.queued.append(_waiting(self.clock))
                self.sent += 1

    def quantiles(self, extra: tuple[float, ...] = ()) -> dict[float, tuple[float, float]]:
        """TTFT and TPOT seconds at RUN_QUANTILES (and `extra` percentiles) over the run's
        requests: the simulated ones, and past them as `point` takes them, the steady part
        (every request after the first wave's ends) standing for the rest — each of those
        weighted as the requests it stands for, so a long run's first burst keeps its own
        small share."""
        qs = dict.fromkeys((*RUN_QUANTILES, *extra))
        if self.ended >= self.requests:
            return {q: (percentile(self.ttfts, q), percentile(self.tpots, q)) for q in qs}
        n = max(self.ended - int(self.users), 1)
        ttft_w = _steady_weights(len(self.ttfts), n, self.requests - len(self.ttfts))
        more = (self.requests - self.ended) * len(self.tpots) / max(self.ended, 1)
        tpot_w = _steady_weights(len(self.tpots), min(n, len(self.tpots)), more)
        return {
            q: (
                weighted_percentile(self.ttfts, ttft_w, q),
                weighted_percentile(self.tpots, tpot_w, q),
            )
            for q in qs
        }

    def point(self) -> Point:
        """The run's means and pace; past the simulated requests, the last cycles' (the run's
        steady part: every end after the first wave's, since the waves of a run of alike
        lengths can alternate long and short, and a few cycles would catch one of them)."""
        requests, ended, users = self.requests, self.ended, self.users
        ttft, tpot = sum(self.ttfts), sum(self.tpots)
        length, gapped = self.clock, float(len(self.tpots))
        if ended < requests:
            n = ended - users
            ttft += (requests - len(self.ttfts)) * sum(self.ttfts[-n:]) / n
            more = (requests - ended) * len(self.tpots) / ended  # as many with a TPOT so far
            if self.tpots:
                last = self.tpots[-min(n, len(self.tpots)) :]
                tpot += more * sum(last) / len(last)
            gapped += more
            length += (requests - ended) * (self.ends[-1] - self.ends[-n - 1]) / n
        tpot_mean = tpot / gapped if gapped else 0.0
        # sequences running: the KV cache's limit, or where the run follows the cache (an
        # engine that preempts, or one that admits by reservations), the most seen
        follows = self.budget_kv is not None or self.reserve is not None
        running = max(self.peak, 1) if follows else self.slots
        return Point(users, running, ttft / requests, tpot_mean, requests / length, 0.0)
