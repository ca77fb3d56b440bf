"""The sheet's first page: the answer, the recommended plan, its assumptions and what would
change the answer — the cheapest plan that fits, never one that does not."""

from __future__ import annotations

from hwplanner.catalog import load_catalog
from hwplanner.engine.estimate import estimate
from hwplanner.engine.plan.enums import Currency, PriceSet, Region
from hwplanner.paths import examples_dir
from hwplanner.project import load_project, resolve
from hwplanner.sheet.executive import executive_page, fit_words, recommended
from hwplanner.sheet.summary import build_sheet


def _items(name: str) -> tuple:  # type: ignore[type-arg]
    project = load_project(examples_dir() / name)
    cat = load_catalog()
    return project, [(sc, estimate(resolve(project, sc, cat))) for sc in project.scenarios]


def test_a_plan_that_does_not_fit_is_never_recommended() -> None:
    _, items = _items("70b-full-lora-qlora.json")
    best = recommended(items)
    assert best is not None and best[1].fits
    cheapest_overall = min(items, key=lambda i: i[1].budget.cost["cloud_usd"].value)
    assert not cheapest_overall[1].fits  # the LoRA plan is cheaper but does not fit …
    assert best[0].name != cheapest_overall[0].name  # … so it is not the recommendation


def test_the_first_page_holds_the_decision() -> None:
    project, items = _items("70b-full-lora-qlora.json")
    sheet = build_sheet(project, items)
    page = sheet.pages[0]
    assert page == executive_page(project, items)
    titles = [s.title for s in page.sections]
    assert titles[0] == "The answer" and "What would change the answer" in titles
    answer = " ".join(page.sections[0].paragraphs)
    assert "does not fit" in answer and "Recommended:" in answer
    assumptions = {r.label: r for s in page.sections for r in s.rows}
    rent = assumptions["Rental price per GPU-hour"]
    assert rent.note.startswith("median of ")  # the price says where it comes from
    assert assumptions["Purchase price per GPU"].note
    assert "(" in assumptions["Cloud cost"].value  # a range, not a point


def test_tight_is_neither_fits_nor_does_not_fit() -> None:
    from hwplanner import api

    tight = api.estimate(
        "llama-3.1-70b",
        "h100-sxm-80gb",
        "inference",
        framework="hf",
        gpus_per_node=2,
        tp=2,
        batch=8,
    )
    assert tight.fits and tight.memory.total.high > tight.memory.limit_bytes
    assert fit_words(tight) == "fits, but tight"  # its overheads' range reaches past the card


def test_plans_of_different_sizes_are_compared_per_unit_of_work() -> None:
    """Full fine-tuning trains 1B tokens, QLoRA 100M: their totals (about $2,400 vs $245) are
    not a comparison; per token they are close (QLoRA on one H100 computes no weight gradient
    for its frozen base but pays PEFT's casts over every adapted input and the dequantization;
    LoRA needs 164 GB), and the recommended plan is the cheapest per token of those that fit,
    the page saying it compares per unit of work."""
    from hwplanner.sheet.executive import work

    project, items = _items("70b-full-lora-qlora.json")
    best = recommended(items)
    fitting = [(sc, e) for sc, e in items if e.fits]
    assert best is not None and len(fitting) >= 2
    per_token = {sc.name: e.budget.cost["cloud_usd"].value / work(e) for sc, e in fitting}
    assert per_token[best[0].name] == min(per_token.values())
    totals = {sc.name: e.budget.cost["cloud_usd"].value for sc, e in fitting}
    assert max(totals.values()) > 5 * min(totals.values())  # the totals are no comparison
    answer = " ".join(executive_page(project, items).sections[0].paragraphs)
    assert "per unit of work" in answer and "1.00B training tokens" in answer


def test_serving_lines_say_users_replicas_and_the_load() -> None:
    project, items = _items("qwen3-32b-chat-service.json")
    answer = executive_page(project, items).sections[0].paragraphs
    assert "users per replica within the targets" in answer[0]
    assert "cannot carry the load" in answer[2]  # the 1 × H100 plan: 4 replicas at the peak
    best = recommended(items)
    assert best is not None and best[1].budget.carries_load  # never the plan that cannot


def test_post_training_is_sized_by_steps_and_the_range_sets_the_sentence() -> None:
    project, items = _items("grpo-qwen3-8b-h100-a100.json")
    page = executive_page(project, items)
    labels = {r.label for s in page.sections for r in s.rows}
    assert "Steps" in labels and "Training tokens" not in labels
    changes = " ".join(page.sections[-1].paragraphs)
    assert "Steps: time and cost grow" in changes and "30% less" not in changes


def test_the_first_page_weighs_what_the_gpu_holds_and_counts_nodes_in_words() -> None:
    """A paged pool holding 3 of 32 sequences read '568.6 GB / 77.0 GB' on the first page, as
    if it were 7× over; one node read '1 node(s)'."""
    from hwplanner.catalog import load_catalog
    from hwplanner.engine.estimate import estimate
    from hwplanner.project import Project, ScenarioSpec, resolve
    from hwplanner.sheet.executive import executive_page

    plan = {"method": "inference", "framework": "vllm", "batch": 32, "context": 131072}
    sc = ScenarioSpec(name="pool", model_id="llama-3.1-8b", gpu_id="h100-sxm-80gb", plan=plan)
    p = Project(name="P", scenarios=(sc,))
    page = executive_page(p, [(sc, estimate(resolve(p, sc, load_catalog())))])
    rows = {r.label: r for s in page.sections for r in s.rows}
    assert rows["Memory per GPU"].value == "77.7 GB / 77.7 GB"
    assert rows["GPUs"].note == "1 node"
    assert page.subtitle == "1 scenario estimated; details on the following pages"


def test_a_plan_that_fits_nowhere_says_what_makes_it_fit() -> None:
    """70B full fine-tuning without checkpointing fits on no count: the first page says what
    would — the cheapest fix on the plan's own 32 GPUs that keeps the run first, with its
    time and cost, then the other ways (full recompute, a shorter sequence, the solver's GPUs
    with full recompute)."""
    project, items = _items("70b-full-lora-qlora.json")
    sc = items[0][0]
    plan = sc.plan.with_changes(recompute="none", seq_len=8192)
    project = project.with_scenario(0, sc.model_copy(update={"plan": plan}))
    project = project.model_copy(update={"scenarios": project.scenarios[:1]})
    cat = load_catalog()
    items = [(s, estimate(resolve(project, s, cat))) for s in project.scenarios]
    est = items[0][1]
    assert est.min_gpus is None and est.proposal is not None
    assert est.proposal.gpus == 32 and est.proposal.keeps_run  # on the GPUs the plan has
    page = executive_page(project, items)
    changes = next(s for s in page.sections if s.title == "What would change the answer")
    line = next(p for p in changes.paragraphs if p.startswith("To fit: "))
    assert "per GPU" in line and "of training" in line and "in the cloud" in line
    others = next(p for p in changes.paragraphs if p.startswith("Other ways to fit: "))
    assert "Recompute" in others and "24 GPUs" in others and "changes the run" in others


def test_an_rl_plan_that_does_not_start_says_what_starts_it_and_no_time_it_cannot_know() -> None:
    """GRPO on Qwen3-30B-A3B whose colocated engine holds no completion at one GPU: the first
    page says it fits but does not start, and how to start it with the time and cost of the run
    so changed; the utilisation line, whose time is not known, is left out ('nan%' before)."""
    project, items = _items("grpo-qwen3-8b-h100-a100.json")
    sc = items[0][0]
    plan = sc.plan.with_changes(
        framework="nemo-rl-megatron", tp=2, ep=8, nodes=8, prompts_per_step=64, completions=32,
        global_batch=512, micro_batch=1, prompt_len=512, completion_len=3584,
        completion_len_mean=3251,
        rollout="colocate", rollout_tp=1, recompute="none",
    )  # fmt: skip
    cat = load_catalog()
    sc = sc.model_copy(update={"plan": plan, "model_id": "qwen3-30b-a3b"})
    project = project.with_scenario(0, sc).model_copy(update={"scenarios": [sc]})
    items = [(s, estimate(resolve(project, s, cat))) for s in project.scenarios]
    assert items[0][1].verdict == "does_not_start"
    page = executive_page(project, items)
    text = " ".join(p for s in page.sections for p in s.paragraphs)
    assert "nan" not in text and "Utilisation:" not in text
    line = next(p for s in page.sections for p in s.paragraphs if p.startswith("To start: "))
    assert "of training" in line and "in the cloud" in line
    # two plans, neither starting: none is recommended as "the cheapest plan that fits"
    other = sc.model_copy(
        update={"name": "the same on two nodes", "plan": plan.with_changes(nodes=2)}
    )
    project = project.model_copy(update={"scenarios": [sc, other]})
    items = [(s, estimate(resolve(project, s, cat))) for s in project.scenarios]
    assert all(e.verdict == "does_not_start" for _, e in items)
    answer = " ".join(executive_page(project, items).sections[0].paragraphs)
    assert "No plan starts as planned" in answer and "Recommended:" not in answer


def test_a_commitment_price_says_its_term_and_every_amount_is_in_the_chosen_currency() -> None:
    """The cloud cost of a run on reserved GPUs is its share of a term billed whole: page 1
    says so beside the price; on-premises and purchase are in NT$ like the cloud cost."""
    project = load_project(examples_dir() / "13b-full-finetune.json")
    sc = project.scenarios[0]
    chosen = {"price_set": PriceSet.RESERVED_3Y, "region": Region.TAIWAN, "currency": Currency.TWD}
    workload = sc.workload.model_copy(update=chosen)
    sc = sc.model_copy(update={"workload": workload, "gpu_id": "h100-sxm-80gb"})
    project = project.model_copy(update={"scenarios": [sc]})
    items = [(sc, estimate(resolve(project, sc, load_catalog())))]
    page = executive_page(project, items)
    rows = {r.label: r for s in page.sections for r in s.rows}
    rent = rows["Rental price per GPU-hour"].note
    assert rent.startswith("Cloud 3-year reserved: one dated row, 2025-03-06.")
    assert "A 3-year commitment bills every hour of its term" in rent
    assert "4 GPUs × 26,280 hours = 105,120 GPU-hours" in rent
    for label in ("Cloud cost", "On-premises cost of this run", "Purchase (up front)"):
        assert rows[label].value.startswith("NT$"), (label, rows[label].value)
    # no 3-year row for the A100 80GB: the price is unknown and nothing qualifies a cost
    sc = sc.model_copy(update={"gpu_id": "a100-sxm-80gb"})
    est = estimate(resolve(project, sc, load_catalog()))
    assert est.budget.price_terms == () and est.budget.cost["cloud_usd"].value is None


def test_padding_is_said_beside_the_tokens_it_multiplies() -> None:
    """Padding each micro-batch to its longest sample computes 2.7× the data's tokens: the first
    page names the tokens computed and why, beside the training tokens; packed, it does not."""
    from hwplanner.engine.plan.enums import Padding
    from hwplanner.engine.plan.workload import Workload

    project, _ = _items("13b-full-finetune.json")
    sc = project.scenarios[0]
    sc = sc.model_copy(update={"plan": sc.plan.model_copy(update={"micro_batch": 8})})
    padded = Workload(
        dataset_samples=100_000,
        sample_tokens_mean=300,
        epochs=3,
        padding=Padding.LONGEST,
    )
    cat = load_catalog()
    rows: dict[str, object] = {}
    for workload in (padded, padded.model_copy(update={"padding": Padding.PACKED})):
        one = sc.model_copy(update={"workload": workload})
        project1 = project.model_copy(update={"scenarios": (one,)})
        est = estimate(resolve(project1, one, cat))
        page = executive_page(project1, [(one, est)])
        rows = {r.label: r for s in page.sections for r in s.rows}
        if workload.padding is Padding.LONGEST:
            computed = rows["Tokens computed"]
            plan = est.scenario.plan
            assert plan.micro_batch > 1  # the example pads several samples together
            assert (
                "Padded per micro-batch:" in computed.note
                and "× the data's tokens" in computed.note
            )
    assert "Tokens computed" not in rows  # packed: the training tokens are the work
    # unset, the padding is the trainer's (Hugging Face's collator pads each micro-batch):
    # the note names the padding the run gets, not "the trainer's default"
    hf = sc.model_copy(
        update={
            "plan": sc.plan.model_copy(update={"framework": "hf", "zero": 3}),
            "workload": padded.model_copy(update={"padding": None}),
        }
    )
    project2 = project.model_copy(update={"scenarios": (hf,)})
    page = executive_page(project2, [(hf, estimate(resolve(project2, hf, cat)))])
    rows = {r.label: r for s in page.sections for r in s.rows}
    assert rows["Tokens computed"].note.startswith("Padded per micro-batch:")


def test_borderline_may_not_fit_on_the_sheet() -> None:
    """Over at the expected overheads, under at their low end: the sheet says 'may not fit',
    and the comparison row 'may not fit, … over'."""
    from hwplanner import api
    from hwplanner.sheet.comparison import comparison_rows

    near = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "lora", recompute="full", seq_len=34816)
    assert near.memory.verdict == "borderline" and not near.fits
    assert fit_words(near) == "may not fit"
    from hwplanner.project import ScenarioSpec

    rows = comparison_rows([(ScenarioSpec(), near)])
    assert any(str(c).startswith("may not fit, ") for r in rows for c in r.cells)
