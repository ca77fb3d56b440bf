"""Every constant taken from published results (engine/core/derived.py): what it was derived
from, how to derive it again, and the leave-one-source-out run of `hwplanner validate`.

A constant is derived either from validation rows (the rows that name it in `derives`: the
value that sets their median signed error to zero) or from a figure in a publication outside the
rows (a log line, a paper's count of failures, one kernel's memory). Leaving a publication out:
a row-derived constant is re-derived from the other rows; a constant whose publication is left
out takes the value that stands in without it (`without`), said in docs/ACCURACY.md. Each
publication's cases then run with the values derived without it, and `Result.loso` holds what
they predict — the figure that measures generalisation."""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable
from dataclasses import dataclass, fields, replace
from typing import NamedTuple

from hwplanner.engine.core.derived import DEFAULTS, Derived, derived_values
from hwplanner.validation.cases import Case
from hwplanner.validation.evaluate import Result, Summary, predict, run_cases, summarise

STEP = 1.1  # the relative change a row's sensitivity to a constant is measured over
INSENSITIVE = 0.05  # |d log prediction ÷ d log value| below which a row says nothing about it


@dataclass(frozen=True, slots=True)
class Derivation:
    name: str  # the field of engine/core/derived.py's Derived
    label: str
    evidence: str  # what it was derived from
    rule: str  # how
    publications: frozenset[str] = frozenset()  # publications outside the rows that set it
    without: float | None = None  # the value that stands in when they are left out
    without_rule: str = ""

    @property
    def from_rows(self) -> bool:
        return not self.publications


DERIVATIONS: tuple[Derivation, ...] = (
    Derivation(
        "stack_efficiency",
        "Stack efficiency, `stack_efficiency` (time/steptime.py)",
        "the 41 published training runs that predate the step-time model (rows marked "
        '`"derives": ["stack_efficiency"]` in resources/validation/measurements.jsonl: LLaMA, '
        "Llama 2, DeepSeek-V3, Megatron-LM 2021, Megatron-Core on H100, Korthikanti et al., "
        "PaLM, llm-foundry MPT); a row the constant hardly moves is left out",
        "the median over those rows of the value that makes each row's prediction equal its "
        "measurement (each row's sensitivity measured by changing the value 10%): the value that "
        "sets their median signed error to zero",
    ),
    Derivation(
        "torchtune_allocator_share",
        "torchtune allocator reserve, `torchtune_allocator_share` (memory/overhead.py)",
        "torchtune LoRA tutorial log, Llama-2-7B: 13.98 GiB reserved after model init for 12.55 "
        "GiB of bf16 weights",
        "reserved ÷ weights − 1",
        frozenset({"pytorch/torchtune docs/source/tutorials/lora_finetune.rst"}),
        0.05,
        "the allocator reserve every other PyTorch profile uses (memory/overhead.py "
        "ALLOCATOR_SHARE, 5%)",
    ),
    Derivation(
        "failures_per_gpu_hour",
        "Failures per GPU-hour, `failures_per_gpu_hour` (time/goodput.py)",
        "Llama 3 (Grattafiori et al. 2024, §3.3.4): 419 unexpected interruptions in 54 days on "
        "16,384 H100",
        "interruptions ÷ (days × 24 × GPUs)",
        frozenset({"Meta Llama 3 (paper and model cards)"}),
        35 / (61 * 24 * 992),
        "OPT-175B (Zhang et al. 2022, arXiv 2205.01068, §2.5): 35+ manual restarts in about 2 "
        "months (61 days) on 992 A100",
    ),
    Derivation(
        "hours_lost_per_failure",
        "Hours lost per failure, `hours_lost_per_failure` (time/goodput.py)",
        "Llama 3 (Grattafiori et al. 2024, §3.3.4): one interruption every ~3.1 h and more than "
        "90% effective training time",
        "(1 − 90%) × the hours between interruptions, rounded down",
        frozenset({"Meta Llama 3 (paper and model cards)"}),
        0.25,
        "half the default checkpoint interval (0.5 h): the work lost since the last checkpoint, "
        "on average; the restart itself not counted",
    ),
    Derivation(
        "compiled_plain_loss_backward",
        "Compiled plain cross-entropy, B per logit, `compiled_plain_loss_backward` "
        "(memory/loss.py)",
        "Cut Cross-Entropy (Wijmans et al. 2024, table 1; apple/ml-cross-entropy README): 16,000 "
        "MB for the loss and gradient of 8,192 × 256,000 logits under torch.compile",
        "bytes ÷ logits",
        frozenset({"apple/ml-cross-entropy README.md"}),
        4.0,
        "the compiled chunk loss's mechanism at one chunk (bf16 logits saved, one bf16 "
        "gradient: 2 + 2 B per logit, real-tensor runs of Inductor's partition)",
    ),
)
BY_NAME = {d.name: d for d in DERIVATIONS}
assert set(BY_NAME) == {f.name for f in fields(Derived)}, "a derived constant without its story"


@dataclass(frozen=True, slots=True)
class Implied:
    """A row's evidence for a row-derived constant: the value that would make it exact."""

    case: Case
    value: float


def implied(results: Iterable[Result], name: str) -> list[Implied]:
    """Each scored evidence row's implied value of `name`, from its prediction at the current
    value and at STEP × it (log-linear between them); rows the constant hardly moves are left
    out."""
    now = getattr(DEFAULTS, name)
    out = []
    for r in results:
        if name not in r.case.derives or not r.scored or not r.predicted > 0:
            continue
        with derived_values(**{name: now * STEP}):
            moved, _ = predict(r.case)
        slope = math.log(moved / r.predicted) / math.log(STEP)
        if abs(slope) < INSENSITIVE:
            continue
        out.append(Implied(r.case, now * (r.case.measured / r.predicted) ** (1 / slope)))
    return out


def rederived(evidence: list[Implied], left_out: str | None = None) -> float | None:
    """The median implied value over the evidence, without `left_out`'s rows."""
    kept = [e.value for e in evidence if e.case.publication != left_out]
    return statistics.median(kept) if kept else None


@dataclass(frozen=True, slots=True)
class ConstantReport:
    """One constant as validate reports it."""

    derivation: Derivation
    value: float  # in the engine
    again: float | None  # re-derived now from its rows (row-derived constants)
    without: dict[str, float]  # publication left out → value


def constants(results: list[Result]) -> tuple[list[ConstantReport], dict[str, Derived]]:
    """Every derived constant with its value without each of its publications, and the values
    each publication's cases run with (only publications that change something)."""
    report: list[ConstantReport] = []
    runs: dict[str, dict[str, float]] = {}
    for d in DERIVATIONS:
        value = getattr(DEFAULTS, d.name)
        if d.from_rows:
            evidence = implied(results, d.name)
            pubs = sorted({e.case.publication for e in evidence})
            without = {p: v for p in pubs if (v := rederived(evidence, p)) is not None}
            report.append(ConstantReport(d, value, rederived(evidence), without))
        else:
            assert d.without is not None
            without = dict.fromkeys(sorted(d.publications), d.without)
            report.append(ConstantReport(d, value, None, without))
        for pub, v in without.items():
            runs.setdefault(pub, {})[d.name] = v
    return report, {p: replace(DEFAULTS, **v) for p, v in runs.items()}


def left_out(results: list[Result], runs: dict[str, Derived]) -> list[Result]:
    """The results again, each publication's cases predicted with the values derived without
    it (`Result.loso`); cases of publications nothing was derived from keep their prediction."""
    out = []
    for r in results:
        values = runs.get(r.case.publication)
        if values is None or not r.modelled:
            out.append(replace(r, loso=r.predicted))
            continue
        with derived_values(values):
            again, _ = predict(r.case)
        out.append(replace(r, loso=again))
    return out


class Validation(NamedTuple):
    results: list[Result]
    summaries: list[Summary]
    constants: list[ConstantReport]


def validated(cases: list[Case]) -> Validation:
    """Run the cases, derive every constant again without each of its publications, run those
    publications' cases with the values derived without them, and summarise both."""
    results = run_cases(cases)
    report, runs = constants(results)
    results = left_out(results, runs)
    return Validation(results, summarise(results), report)
