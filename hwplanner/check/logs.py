"""Measurements read from what the tools print, each with the line it came from and the unit
the tool meant. Text no reader recognises yields nothing (the caller says so): a number is
never guessed from a line that does not say what it is.

The units, as each tool computes them:
- PyTorch `memory_summary()` divides by 1024 (KiB, MiB, GiB; before PyTorch 2.0 printed as
  KB, MB, GB with the same meaning: pytorch/pytorch#91854).
- `max_memory_allocated()` / `max_memory_reserved()` return bytes; a script that prints them
  chooses its own unit: "GiB" and "MiB" are binary, a bare number is bytes, "GB" is taken as
  written (decimal), and the reading says that a script dividing by 1024³ would make it GiB.
- nvidia-smi prints MiB.
- vLLM's "Loading model weights took 14.9888 GB" and "Memory profiling …" divide by 2**30
  (vllm/worker/model_runner.py: `self.model_memory_usage / float(2**30)`): GiB, whatever the
  label. SGLang's "mem usage=… GB" and "K size: … GB" likewise divide by 1 << 30.
- torchtitan's step line prints `memory: 42.43GiB(53.54%)`: the peak reserved, GiB.
- verl's step metrics `perf/max_memory_allocated_gb` / `perf/max_memory_reserved_gb` (prefixed
  `actor/` or `critic/` in newer releases) divide PyTorch's counters by 1024**3, read after the
  actor's update (verl/workers/fsdp_workers.py update_actor): GiB, of the training phases (a
  colocated engine that sleeps, as verl's free_cache_engine has it, keeps its pool outside
  PyTorch's allocator, vLLM's CuMemAllocator, and frees it before the update).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from hwplanner.engine.core.units import BYTES_PER_UNIT, GIB
from hwplanner.i18n import QT_TRANSLATE_NOOP, translate
from hwplanner.jsonfile import file_problem

MAX_LOG_BYTES = 64 << 20  # a start-up log or a memory summary is kilobytes


class LogFileError(ValueError):
    """A log file that cannot be read: the message says why, in one line."""


def file_text(path: Path) -> str:
    """A log file's text (undecodable bytes replaced); a folder, a FIFO, a file over
    MAX_LOG_BYTES or an unreadable one raises LogFileError."""
    why = file_problem(path, MAX_LOG_BYTES)
    if why is not None:
        raise LogFileError(why)
    try:
        return decoded(path.read_bytes())
    except OSError as exc:
        raise LogFileError(str(exc.strerror or exc)) from None


def decoded(data: bytes) -> str:
    """Text by its byte order mark (UTF-16 from Windows PowerShell's redirection, UTF-8 with a
    BOM), else UTF-8; undecodable bytes replaced."""
    for bom, codec in ((b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be")):
        if data.startswith(bom):
            return data[len(bom) :].decode(codec, errors="replace")
    return data.decode("utf-8-sig", errors="replace")


UNITS = {unit.lower(): factor for unit, factor in BYTES_PER_UNIT.items()}
BINARY = {"kb": "kib", "mb": "mib", "gb": "gib", "tb": "tib"}  # tools that mean 1024 by "GB"

# What a measurement measured (the plan's figure is cut the same way: check/compare.py).
ALLOCATED = "allocated"  # torch max_memory_allocated
RESERVED = "reserved"  # torch max_memory_reserved
DEVICE = "device"  # nvidia-smi: everything on the card
WEIGHTS = "weights"
KV_CACHE = "kv_cache"  # a serving engine's KV pool, bytes
KV_TOKENS = "kv_tokens"  # the tokens that pool holds
CONCURRENCY = "max_concurrency"  # full-length requests the pool holds
MEMORY_SHARE = "memory_share"  # vLLM gpu_memory_utilization
# torch's counters read by a post-training framework after its update: the training phases'
# peak (verl's perf/max_memory_*_gb), not the colocated rollout engine's generation
UPDATE_ALLOCATED = "update_allocated"
UPDATE_RESERVED = "update_reserved"
TOKENS_PER_SECOND = "tokens_per_second_per_gpu"
MFU = "mfu"

# how a printed unit was read, when that is not plain (views translate, then fill {unit})
BARE_BYTES = QT_TRANSLATE_NOOP("Check", "bytes (no unit printed)")
DECIMAL_AS_PRINTED = QT_TRANSLATE_NOOP(
    "Check", "'{unit}' as printed; a script dividing by 1024³ would make it Gi/MiB (7% more)"
)

# What the readers below recognise, named once for every front end (views translate it)
TOOLS_READ = QT_TRANSLATE_NOOP(
    "Check",
    "PyTorch memory counters or memory_summary(), nvidia-smi, vLLM or SGLang start-up lines, "
    "torchtitan step lines, Megatron's memory report, mlx-lm's report lines, verl's step "
    "metrics",
)

NUMBER = r"([0-9][0-9,]*(?:\.[0-9]+)?)"
UNIT = r"\s*(TiB|GiB|MiB|KiB|TB|GB|MB|KB|B)\b"


@dataclass(frozen=True)
class Measured:
    quantity: str
    value: float  # bytes for memory, a count, tokens/s, or a fraction
    tool: str  # "PyTorch", "nvidia-smi", "vLLM", "SGLang", "torchtitan", "Megatron", "mlx-lm",
    # "verl"
    line: str  # the line as printed (stripped)
    note: str = ""  # how the unit was read, when that is not plain: a template (BARE_BYTES, …)
    unit: str = ""  # the unit as printed, for the note's {unit}
    per_request: float = 0.0  # a concurrency's request length as printed (tokens)

    def note_text(self) -> str:
        """The note in the reader's language ("" without one)."""
        return translate("Check", self.note).format(unit=self.unit) if self.note else ""


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _bytes(number: str, unit: str, binary: bool = False) -> float:
    key = unit.lower()
    if binary:
        key = BINARY.get(key, key)
    return _number(number) * UNITS[key]


def _summary(line: str) -> Iterator[Measured]:
    """memory_summary() rows: the peak column of 'Allocated memory' and 'GPU reserved
    memory'."""
    m = re.match(
        r"\|\s*(Allocated memory|GPU reserved memory)\s*\|\s*" + NUMBER + UNIT + r"\s*\|\s*"
        + NUMBER + UNIT,
        line,
    )  # fmt: skip
    if m:
        what = ALLOCATED if m.group(1).startswith("Allocated") else RESERVED
        yield Measured(what, _bytes(m.group(4), m.group(5), binary=True), "PyTorch", line)


COUNTER = re.compile(
    r"max[_ ]memory[_ ](allocated|reserved)\b"  # the counter's name
    r"(?:\(\s*(?:device\s*=\s*)?(?:cuda:)?\d*\s*\))?"  # called: () or (0)
    r"\s*(?:\(\s*(TiB|GiB|MiB|KiB|TB|GB|MB|KB|B)\s*\))?"  # a unit printed before: (MiB)
    r"[\s:=]*" + NUMBER + r"(?:" + UNIT + r")?",
    re.IGNORECASE,
)


def _counters(line: str) -> Iterator[Measured]:
    """Printed max_memory_allocated() / max_memory_reserved() values, every one on the line,
    in the unit printed before or after the number (bytes when none, a small bare number
    skipped: it says nothing of its unit)."""
    for m in COUNTER.finditer(line):
        what = ALLOCATED if m.group(1).lower() == "allocated" else RESERVED
        unit = m.group(2) or m.group(4)
        if unit is None:
            if _number(m.group(3)) >= 1e5:
                yield Measured(what, _number(m.group(3)), "PyTorch", line, BARE_BYTES)
            continue
        decimal = unit.lower() in ("gb", "mb")
        note = DECIMAL_AS_PRINTED if decimal else ""
        yield Measured(what, _bytes(m.group(3), unit), "PyTorch", line, note, unit)


def _nvidia_smi(line: str) -> Iterator[Measured]:
    """The table's 'used / total' cell, or the CSV query's 'used, total' pair (MiB)."""
    m = re.search(r"\b([0-9]+)\s*MiB\s*/\s*([0-9]+)\s*MiB", line) or re.match(
        r"\s*([0-9]+)\s*MiB\s*,\s*([0-9]+)\s*MiB\s*$", line
    )
    if m:
        yield Measured(DEVICE, _number(m.group(1)) * BYTES_PER_UNIT["MiB"], "nvidia-smi", line)


def _vllm(line: str) -> Iterator[Measured]:
    m = re.search(r"(?:Loading model weights|Model loading) took " + NUMBER + UNIT, line)
    if m:
        yield Measured(WEIGHTS, _bytes(m.group(1), m.group(2), binary=True), "vLLM", line)
    m = re.search(r"kv_cache_size=" + NUMBER + UNIT, line)
    if m:
        yield Measured(KV_CACHE, _bytes(m.group(1), m.group(2), binary=True), "vLLM", line)
    m = re.search(r"Available KV cache memory: " + NUMBER + UNIT, line)
    if m:
        yield Measured(KV_CACHE, _bytes(m.group(1), m.group(2), binary=True), "vLLM", line)
    # "gpu_memory_utilization=0.90" (V0's profile line), "x gpu_memory_utilization (0.90)" (V1)
    m = re.search(r"gpu_memory_utilization(?:=|\s\()" + NUMBER, line)
    if m and _number(m.group(1)) <= 1:
        yield Measured(MEMORY_SHARE, _number(m.group(1)), "vLLM", line)
    m = re.search(r"GPU KV cache size: " + NUMBER + r" tokens", line)
    if m:
        yield Measured(KV_TOKENS, _number(m.group(1)), "vLLM", line)
    m = re.search(r"Maximum concurrency for " + NUMBER + r" tokens per request: " + NUMBER, line)
    if m:
        length = _number(m.group(1))
        yield Measured(CONCURRENCY, _number(m.group(2)), "vLLM", line, per_request=length)


def _sglang(line: str) -> Iterator[Measured]:
    m = re.search(r"Load weight end\..*mem usage=" + NUMBER + UNIT, line)
    if m:
        yield Measured(WEIGHTS, _bytes(m.group(1), m.group(2), binary=True), "SGLang", line)
    m = re.search(
        r"KV Cache is allocated\. #tokens: " + NUMBER + r", K size: " + NUMBER + UNIT
        + r", V size: " + NUMBER + UNIT,
        line,
    )  # fmt: skip
    if m:
        kv = _bytes(m.group(2), m.group(3), True) + _bytes(m.group(4), m.group(5), True)
        yield Measured(KV_TOKENS, _number(m.group(1)), "SGLang", line)
        yield Measured(KV_CACHE, kv, "SGLang", line)


def _torchtitan(line: str) -> Iterator[Measured]:
    m = re.search(r"memory:\s*" + NUMBER + r"\s*GiB\(", line)
    if m:
        yield Measured(RESERVED, _number(m.group(1)) * GIB, "torchtitan", line)
    m = re.search(r"\btps:\s*" + NUMBER, line)
    if m:
        yield Measured(TOKENS_PER_SECOND, _number(m.group(1)), "torchtitan", line)
    m = re.search(r"\bmfu:\s*" + NUMBER + "%", line)
    if m:
        yield Measured(MFU, _number(m.group(1)) / 100, "torchtitan", line)


MEGATRON_MB = QT_TRANSLATE_NOOP(
    "Check",
    "'MB' as Megatron prints it: bytes ÷ 2²⁰ (report_memory divides PyTorch's counters by "
    "1024 × 1024)",
)
MEGATRON_MEMORY = re.compile(
    r"\(after \d+ iterations\) memory \(MB\) \| allocated: " + NUMBER
    + r" \| max allocated: " + NUMBER + r" \| reserved: " + NUMBER
    + r" \| max reserved: " + NUMBER
)  # fmt: skip


def _megatron(line: str) -> Iterator[Measured]:
    """Megatron-LM's and Megatron-DeepSpeed's memory report ('[Rank 0] (after 10 iterations)
    memory (MB) | allocated: … | max allocated: … | reserved: … | max reserved: …', printed by
    the data-parallel rank 0 of each model-parallel group, MB of 2²⁰ bytes: report_memory in
    megatron/training/utils.py, megatron/utils.py in Megatron-DeepSpeed) and
    Megatron-DeepSpeed's iteration line ('… | tokens per gpu per second(tgs): 1613.503 | …')."""
    mib = BYTES_PER_UNIT["MiB"]
    for report in MEGATRON_MEMORY.finditer(line):  # reports of several ranks may share a line
        allocated, reserved = _number(report.group(2)), _number(report.group(4))
        yield Measured(ALLOCATED, allocated * mib, "Megatron", line, MEGATRON_MB)
        yield Measured(RESERVED, reserved * mib, "Megatron", line, MEGATRON_MB)
    tgs = re.search(r"\btokens per gpu per second\s*\(tgs\):\s*" + NUMBER, line)
    if tgs:
        yield Measured(TOKENS_PER_SECOND, _number(tgs.group(1)), "Megatron-DeepSpeed", line)


MLX_GB = QT_TRANSLATE_NOOP(
    "Check",
    "'GB' as mlx-lm prints it: mx.get_peak_memory() ÷ 10⁹ (mlx-examples' older trainer "
    "divided by 2³⁰)",
)


def _mlx_lm(line: str) -> Iterator[Measured]:
    """mlx-lm: the trainer's report line ('Iter 10: … Tokens/sec 81.695, … Peak mem 121.550 GB')
    and generate's 'Peak memory: 59.349 GB' (MLX's allocated peak, mlx_lm/tuner/trainer.py and
    generate.py: mx.get_peak_memory() / 1e9)."""
    m = re.search(r"\bPeak mem(?:ory)?:?\s*" + NUMBER + r"\s*GB\b", line)
    if m:
        yield Measured(ALLOCATED, _number(m.group(1)) * 1e9, "mlx-lm", line, MLX_GB)
    m = re.search(r"^Iter \d+: .*\bTokens/sec " + NUMBER, line)
    if m:
        yield Measured(TOKENS_PER_SECOND, _number(m.group(1)), "mlx-lm", line)


VERL_MEMORY = re.compile(
    r"(?<![\w/])(?:actor/)?perf/max_memory_(allocated|reserved)_gb['\"]?\s*[:=]\s*"
    r"(?:np\.float(?:32|64)\()?"  # numpy values print as np.float64(20.76)
    r"([0-9][0-9,]*(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)(?![\d.])"
)


def _verl(line: str) -> Iterator[Measured]:
    """verl's step metrics ('step:71 - … - perf/max_memory_allocated_gb:np.float64(20.76) - …',
    'actor/perf/…', or the dict a logger prints; numbers in any notation): PyTorch's peaks
    ÷ 1024**3 read after the actor's update, every one on the line (a critic's own,
    'critic/perf/…', is another process's reading: not taken for the actor's)."""
    for m in VERL_MEMORY.finditer(line):
        what = UPDATE_ALLOCATED if m.group(1) == "allocated" else UPDATE_RESERVED
        yield Measured(what, _number(m.group(2)) * GIB, "verl", line)


READERS = (
    _summary, _counters, _nvidia_smi, _vllm, _sglang, _torchtitan, _megatron, _mlx_lm, _verl,
)  # fmt: skip
# a line over this is not a log line: skipped, never scanned at length (verl's step line, every
# metric of a step on one line, runs to about 5,000 characters)
MAX_LINE = 16_000


def read(text: str) -> tuple[Measured, ...]:
    """Every measurement the text states, in the order printed. The same quantity printed
    again (a later step, a second GPU) keeps every reading: check/compare.py takes the peak."""
    return read_counting(text)[0]


def read_counting(text: str) -> tuple[tuple[Measured, ...], int]:
    """read(), and how many lines were skipped for being longer than MAX_LINE."""
    found: list[Measured] = []
    skipped = 0
    for raw in text.splitlines():
        line = raw.strip()
        if len(line) > MAX_LINE:
            skipped += 1
            continue
        if not line:
            continue
        for reader in READERS:
            found.extend(reader(line))
    return tuple(found), skipped
