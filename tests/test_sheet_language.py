"""A zh_TW or zh_CN sheet is Chinese: every example's sheet, built as data in each language,
shows no English word outside the allow-list of tests/sheet_words.py (names, units, dtypes,
citations); the user's text and the catalog's names and citations are data and skipped."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.citations import CITATIONS
from hwplanner.engine.core.message import Verbatim
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.i18n import provider, source
from hwplanner.paths import example_projects, examples_dir
from hwplanner.project import ScenarioSpec, load_project
from hwplanner.scenarios import estimate_scenarios
from hwplanner.sheet.summary import Sheet, build_sheet
from tests.engine.models import QWEN3_30B_MEGATRON_FP8
from tests.languages import installed
from tests.sheet_words import english, half_width

LANGS = ("zh_TW", "zh_CN")
EXAMPLES = sorted(examples_dir().glob("*.json"))


@pytest.fixture(params=LANGS)
def lang(qapp: object, request: pytest.FixtureRequest) -> Iterator[str]:
    """The language installed as `--lang` installs it (translators are global: English after)."""
    yield from installed(str(request.param))


def texts(sheet: Sheet) -> Iterator[str]:
    """Every text the sheet prints: titles, rows, notes, paragraphs, table cells, bar names."""
    yield sheet.title
    for page in sheet.pages:
        yield from (page.title, page.subtitle)
        for bar in page.bars:
            yield bar.name
            yield from (name for name, _ in bar.segments)
        for section in (*page.sections, *page.after):
            yield section.title
            for row in section.rows:
                yield from (row.label, row.value, row.note)
            yield from section.paragraphs
        for table in page.tables:
            yield table.title
            yield from table.header
            for cells in table.rows:
                yield from cells


def data(items: list[tuple[ScenarioSpec, Estimate]]) -> set[str]:
    """What the sheet shows as it stands: the names of the models, GPUs and frameworks in use.
    The project's own names and notes are not data here: each language has its own examples
    (examples/zh_TW/…); nor are the catalog's citations (hwplanner/citations.py)."""
    out = {fw.name for fw in FRAMEWORKS.values()}
    for _, est in items:
        s = est.scenario
        for model in (s.model, s.draft, s.reward):
            if model is not None:
                out |= {model.name, model.family, model.hf_repo}
        out.add(s.gpu.name)
    return out


def catalog_citations() -> set[str]:
    """Every citation and date the shipped catalog records (GPU entries, price rows, regions'
    electricity and carbon figures, exchange rates)."""
    catalog = shipped_catalog()
    book = catalog.prices
    out = {gpu.source for gpu in catalog.gpus.values()}
    out |= {text for r in book.rows for text in (r.source, r.date)}
    out |= {text for r in book.rates for text in (r.source, r.date)}
    for region in book.regions:
        for site in (region.electricity_usd_per_kwh, region.co2_kg_per_kwh):
            out |= {site.source, site.date}
    return out


def test_every_english_citation_of_the_catalog_is_listed_for_translation() -> None:
    """hwplanner/citations.py and the catalog agree both ways: a new or reworded citation is
    listed (and then translated), a citation the catalog dropped leaves the list. After a
    catalog edit: python scripts/citations.py, then translate the new entries."""
    english_citations = {c for c in catalog_citations() if english(c)}
    assert set(CITATIONS) == english_citations, (
        sorted(english_citations - set(CITATIONS)),
        sorted(set(CITATIONS) - english_citations),
    )


@pytest.mark.parametrize("example", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_a_chinese_sheet_shows_no_english(example: Path, lang: str) -> None:
    """The language's own example prints no English word outside the allow-list, and Chinese
    punctuation around Chinese text."""
    path = next(p for p in example_projects(lang) if p.name == example.name)
    assert path.parent.name == lang
    project = load_project(path)
    items = estimate_scenarios(project, path)
    skip = data(items)
    shown = list(texts(build_sheet(project, items)))
    left = {text: words for text in shown if (words := english(text, skip))}
    assert not left, "\n".join(f"{words}: {text[:200]}" for text, words in left.items())
    punctuation = [snippet for text in shown for snippet in half_width(text)]
    assert not punctuation, punctuation


NEW_GROUND = {  # this session's capabilities, whose notes and sources no example shows yet
    "apple-silicon": (
        "llama-3.1-8b",
        "apple-m4-max-128gb",
        {"method": "inference", "framework": "llamacpp", "weight_format": "q4_0", "context": 8192},
    ),
    "mixed-cards": (
        "qwen3-32b",
        "rtx-3090",
        {
            "method": "inference",
            "framework": "llamacpp",
            "weight_format": "q8_0",
            "gpus_per_node": 3,
            "context": 4096,
            "other_gpus": "rtx-3060,rtx-3060",
        },
    ),
    "video": ("qwen2.5-vl-7b", "h100-sxm-80gb", {"method": "lora", "video_seconds": 10}),
    "nvfp4": (
        "llama-3.1-8b",
        "b200",
        {"method": "pretrain", "framework": "megatron", "gpus_per_node": 8, "precision": "nvfp4"},
    ),
    "ahead": (
        "qwen3-8b",
        "h100-sxm-80gb",
        {
            "method": "grpo",
            "framework": "verl",
            "gpus_per_node": 8,
            "rollout": "separate",
            "rollout_gpus": 4,
            "rollout_ahead": 1,
        },
    ),
    "reward-model": (  # DeepSpeed-Chat PPO with a reward model of its own size
        "llama-3.1-8b",
        "h100-sxm-80gb",
        {
            "method": "ppo",
            "framework": "deepspeed-chat",
            "gpus_per_node": 8,
            "zero": 3,
            "reward_model_id": "llama-3.2-1b",
        },
    ),
    "fp8-rollout": (
        "qwen3-8b",
        "h100-sxm-80gb",
        {"method": "grpo", "framework": "nemo-rl", "gpus_per_node": 8, "rollout_fp8": True},
    ),
    "swift-megatron-dpo": (
        "qwen3-4b",
        "h100-sxm-80gb",
        {"method": "dpo", "framework": "swift-megatron", "gpus_per_node": 4, "tp": 4},
    ),
    "recompute-modules": (  # its row, and its proposal (the plan overflows without it)
        "qwen3-30b-a3b",
        "h100-sxm-80gb",
        {
            **QWEN3_30B_MEGATRON_FP8,
            "recompute_modules": "core_attn",
            "optimizer_state_dtype": "bf16",
            "seq_len": 6144,
        },
    ),
}


@pytest.mark.parametrize("case", sorted(NEW_GROUND))
def test_the_new_capabilities_print_no_english(case: str, lang: str) -> None:
    """Unequal cards, video, NVFP4 training and generation ahead of the update, each on a
    Chinese sheet: no English outside the allow-list (the scenario's own name aside)."""
    from hwplanner.engine.plan.plan import Plan
    from hwplanner.project import Project

    model, gpu, plan = NEW_GROUND[case]
    values = {"seq_len": 8192} if case == "video" else {}
    sc = ScenarioSpec(name="S", model_id=model, gpu_id=gpu, plan=Plan(**{**plan, **values}))
    project = Project(name="P", scenarios=(sc,))
    items = estimate_scenarios(project, None)
    skip = data(items) | {"P", "S"}
    shown = list(texts(build_sheet(project, items)))
    left = {text: words for text in shown if (words := english(text, skip))}
    assert not left, "\n".join(f"{words}: {text[:200]}" for text, words in left.items())


def test_every_provider_label_of_the_catalog_reads_in_chinese(lang: str) -> None:
    """Every price row's provider, not only the examples': kinds and places translated,
    company names and region codes as they are."""
    rows = shipped_catalog().prices.rows
    left = {r.provider: words for r in rows if (words := english(provider(r.provider)))}
    assert not left, left


MUST_FAIL = (
    "--mfu",
    "設定 --tokens 即可",
    "workload.tokens",
    "plan.seq_len",
    "full",
    "lora",
    "qlora",
    "pretrain",
    "inference",
    "mixed",
    "yes",
    "NO",
    "free",
    "over",
    "at least",
    "per node",
    "peak phase",
    "vs",
    "estimate",
    "datasheet",
    "catalog 2025-06",
    "unknown",
    "calibration",
    "Article",
    "主機 RAM",
    "tp ≤ 8",
    "DP",
    "GPUs",
    "h",
    "13.6 h",
    "street (global)",
    "US retail new (US)",
    "up",
)
MUST_PASS = (
    "Llama 3.1 8B · 全參數微調 · 8 × NVIDIA H100 SXM5 80GB",
    "Korthikanti 等人 2022（完整重算與選擇性重算）",
    "PaLM（Chowdhery 等人 2022）附錄 B 的定義",
    "NCCL 環境變數文件（NCCL_BUFFSIZE）；PyTorch DDP bucket_cap_mb=25",
    "PyTorch CUDACachingAllocator：memory_reserved() ≥ memory_allocated()",
    "Databricks《LLM inference performance engineering》（2023）",
    "github vllm-project/vllm vllm/v1/worker/gpu_worker.py @0012cf6",
    "https://lambda.ai/instances",
    "標準注意力（eager）",
    "q、k、v、o、gate、up、down",
    "2.32e+20 FLOP",
    "164 kg CO₂e",
    "246.0 GB/s",
    "1,446 token/秒",
    "DeepSpeed ZeRO-3、FSDP",
    "bf16 / FP8 / nf4",
)


@pytest.mark.parametrize("text", MUST_FAIL)
def test_the_allow_list_refuses_english(text: str) -> None:
    assert english(text), text


@pytest.mark.parametrize("text", MUST_PASS)
def test_the_allow_list_keeps_names_units_and_citations(text: str) -> None:
    assert not english(text), english(text)


@pytest.mark.parametrize(
    "text", ("一般(fp32 logits)", "主機記憶體,或", "結論:放得下", "(torchtune)分塊")
)
def test_half_width_punctuation_next_to_chinese_is_found(text: str) -> None:
    assert half_width(text), text


@pytest.mark.parametrize("text", ("一般（fp32 logits）", "AWS (us-east-1)，2026", "{n:.2f} 倍"))
def test_full_width_punctuation_and_english_brackets_pass(text: str) -> None:
    assert not half_width(text), half_width(text)


def test_a_listed_citation_reads_translated_and_another_is_quoted_as_written(lang: str) -> None:
    """hwplanner/citations.py entries read in Chinese, unquoted, keeping in English only what
    their source has (names, titles, addresses, quotations); a citation not listed (a user's
    own catalog entry) keeps its English, in quotation marks (「」 or “”)."""
    for text in CITATIONS:
        shown = source(Verbatim(text))
        assert shown != text and re.search("[\u4e00-\u9fff]", shown), shown
        added = [w for w in english(shown) if w.lower().rstrip(".") not in text.lower()]
        assert not added, (added, shown)
        assert not half_width(shown), (half_width(shown), shown)
    own = "our purchase order of March 2026, quoted by the vendor"
    assert own not in CITATIONS
    assert source(Verbatim(own)) == ("「{}」" if lang == "zh_TW" else "“{}”").format(own)


def test_a_field_named_in_a_message_is_quoted_as_the_language_quotes(lang: str) -> None:
    """“Cloud price” in English and zh_CN, 「雲端價格」 in zh_TW, the field's own label."""
    from hwplanner.engine.core.message import FieldRef, Message
    from hwplanner.i18n import field_label, message

    shown = message(Message("set {field}", field=FieldRef("workload.cloud_usd_per_gpu_hour")))
    label = field_label("Cloud price")
    assert label != "Cloud price"
    assert (f"「{label}」" if lang == "zh_TW" else f"“{label}”") in shown, shown
