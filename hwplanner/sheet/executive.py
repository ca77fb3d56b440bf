"""The sheet's first page, for the person who decides: the answer, the recommended plan with
its cost and time ranges, the assumptions that drive them and what would change the answer.
Built as data (summary.Page) from the estimates; no new figures are invented here.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.keys import FigureKey
from hwplanner.engine.core.units import format_count
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.plan.enums import PriceSet
from hwplanner.engine.plan.fields import by_name, default_padding
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import FRAMEWORK_LABELS, METHOD_LABELS, Method
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.solve.solve import max_seq_len
from hwplanner.formatting import (
    format_duration,
    format_figure,
    format_usd,
    format_value,
    proposal_terms,
    with_span,
)
from hwplanner.i18n import (
    choice,
    citation,
    field_words,
    formula,
    label,
    listed,
    message,
    source,
    translate,
)
from hwplanner.sheet.types import Page, Row, Section

if TYPE_CHECKING:
    from hwplanner.project import Project, ScenarioSpec

Item = tuple["ScenarioSpec", Estimate]


def fit_words(est: Estimate) -> str:
    """Fits, tight (fits only if the overheads stay near their expected value) or not."""
    return {
        "fits": translate("Executive", "fits"),
        "tight": translate("Executive", "fits, but tight"),
        "fits_with_paging": translate("Executive", "fits, with paging"),
        "fits_fewer_sequences": translate("Executive", "runs, fewer sequences at full context"),
        "misses_targets": translate("Executive", "runs, but misses the latency targets"),
        "does_not_start": translate("Executive", "fits, but the engine does not start"),
        "borderline": translate("Executive", "may not fit"),
        "does_not_fit": translate("Executive", "does not fit"),
    }[est.verdict]


def method_label(method: Method) -> str:
    """The method as the plan's field shows it ("Full fine-tuning"), never its value."""
    return choice(METHOD_LABELS.get(method.value, method.value))


def provenance(fig: Figure[float | None]) -> str:
    """Where a price or rate comes from, in a few words: "your value", "median of 5 dated rows,
    2026-09-20 – 2026-11-09", "Global (US/EU) default, 2024"; the full citation is its source."""
    if fig.value is None:
        return translate("Executive", "unknown: set it")
    inputs = dict(fig.inputs)
    when = inputs.get("dates") or inputs.get("date")
    given = str(fig.formula) == "given"
    if given and not when:
        return translate("Executive", "your value")
    how = translate("Executive", "your value") if given else formula(fig.formula)
    if not when:
        return how
    # a catalog date may carry words ("2026 (mid)"): each end of a span is shown as a citation
    dates = " – ".join(citation(str(end)) for end in str(when).split(" – "))
    return translate("Executive", "{how}, {when}").format(how=how, when=dates)


def _figure(est: Estimate, key: str) -> Figure | None:
    """The figure, or None when there is none or its value is unknown (an unpriced cost)."""
    fig = est.figures().get(key)
    if fig is None or fig.value is None:
        return None
    return cast("Figure", fig)


def _cost(est: Estimate) -> float | None:
    """The run's cost the recommendation compares: cloud, else on-premises."""
    for key in (FigureKey.COST_CLOUD_USD, FigureKey.COST_ONPREM_USD):
        fig = _figure(est, key)
        if fig is not None and fig.value is not None and fig.value > 0:
            return float(fig.value)
    return None


def work(est: Estimate) -> float:
    """What a run produces, the amount its cost buys: training tokens (post-training: the
    samples it trains, which its steps read whatever its layout), or output tokens served in
    the period."""
    s = est.scenario
    w = s.workload
    if s.plan.method.is_post_training:
        fig = _figure(est, FigureKey.COMPUTE_SAMPLES_TRAINED)
        return float(fig.value) if fig is not None and fig.value is not None else 0.0
    if s.plan.method.is_training:
        return w.training_tokens(s.plan.seq_len)
    return w.requests_per_day * w.serving_days * w.output_tokens


def _steps(est: Estimate) -> float:
    """A post-training run's steps, as the estimate counted them."""
    fig = _figure(est, FigureKey.COMPUTE_STEPS_RUN)
    return float(fig.value) if fig is not None and fig.value is not None else 0.0


def same_work(items: Sequence[Item]) -> bool:
    """The plans buy the same amount of work (so their costs compare as totals)."""
    return len({work(e) for _, e in items}) <= 1


def per_unit_of_work(items: Sequence[Item]) -> bool:
    """Compare costs per unit of work: the plans do different amounts of one kind (tokens
    trained, samples trained, tokens served); plans of different kinds compare as totals."""
    kinds = {
        (e.scenario.plan.method.is_post_training, e.scenario.plan.method.is_training)
        for _, e in items
    }
    return len(kinds) == 1 and not same_work(items)


def recommended(items: Sequence[Item]) -> Item | None:
    """The cheapest plan that fits (the fastest among equals); per unit of work when the plans
    do different amounts (1B tokens against 100M); a serving plan whose engine does not start,
    then one that misses its latency targets, then one that cannot carry its load, comes after
    every one that can. None when none fits."""
    fitting = [(sc, e) for sc, e in items if e.fits]
    if not fitting:
        return None
    per_unit = per_unit_of_work(fitting)

    def key(item: Item) -> tuple[bool, bool, bool, float, float]:
        est = item[1]
        cost = _cost(est)
        if cost is None:
            cost = float("inf")
        elif per_unit:
            cost /= work(est)
        # a plan that starts first, then one within its latency targets
        missed = bool(est.targets_missed)
        return (
            est.start_refusal is not None,
            missed,
            est.budget.carries_load is False,
            cost,
            _seconds(est),
        )

    return min(fitting, key=key)


def _seconds(est: Estimate) -> float:
    hours = _figure(est, FigureKey.TIME_HOURS)
    return float(hours.value) * 3600 if hours is not None else float("inf")


def _span(fig: Figure | None, unit: str) -> str:
    """'value (low – high)' in the figure's unit, or the value alone without a range."""
    if fig is None:
        return "—"

    def one(v: float | None) -> str:
        if v is None:
            return "—"
        # the range in the value's unit: "57.0 h (45.6 h – 76.0 h)", not "… – 3.2 days"
        return format_duration(v, like=fig.value) if unit == "seconds" else format_value(v, unit)

    if fig.low is not None and fig.high is not None and fig.low != fig.high:
        return with_span(one(fig.value), one(fig.low), one(fig.high))
    return one(fig.value)


def _duration(est: Estimate) -> str:
    """Training time with its range; for serving, the period served."""
    if est.scenario.plan.method.is_training:
        return _span(_figure(est, FigureKey.COMPUTE_SECONDS), "seconds")
    hours = _figure(est, FigureKey.TIME_HOURS)
    return "—" if hours is None else format_duration(hours.value * 3600)


def _cloud_range(est: Estimate) -> str:
    """Cloud cost with the range the time's range gives the GPU-time part."""
    total = _figure(est, FigureKey.COST_CLOUD_USD)
    gpu = _figure(est, FigureKey.COST_CLOUD_ITEMS_CLOUD_GPU_USD)
    seconds = _figure(est, FigureKey.COMPUTE_SECONDS)
    if total is None or total.value is None:
        return "—"
    if gpu is None or seconds is None or seconds.low is None or seconds.high is None:
        return format_usd(total.value, total.currency)
    rest = total.value - gpu.value
    low = rest + gpu.value * seconds.low / seconds.value
    high = rest + gpu.value * seconds.high / seconds.value
    cur = total.currency
    return with_span(format_usd(total.value, cur), format_usd(low, cur), format_usd(high, cur))


def _load(est: Estimate) -> str:
    """A serving plan's capacity in the sheet's words: users within the targets, replicas the
    peak needs, and whether the plan's replicas carry the period's requests."""
    serving = est.budget.serving
    users = serving["max_concurrency_at_slo"].value
    need = serving["replicas"].value
    top = serving.get("max_request_rate_at_slo")
    q = est.scenario.workload.slo_percentile
    if top is not None and q is not None:
        # the load given as a rate, judged at a percentile: the rate the plan carries so
        # (the concurrent users' figures are on the means)
        text = translate(
            "Executive", "up to {rate} requests/s within the targets at {percentile}"
        ).format(
            rate=format_value(top.value or 0.0, "count"),
            percentile=format_value(q, "percentile"),
        )
    elif q is not None and "ttft_at_target_percentile_ms" in serving:
        # a simulated benchmark run judged at a percentile: its verdict, not the concurrent
        # users on the means
        text = (
            translate("Executive", "the benchmark run misses the targets at {percentile}")
            if est.targets_missed
            else translate("Executive", "the benchmark run is within the targets at {percentile}")
        ).format(percentile=format_value(q, "percentile"))
    elif users == 0:  # no number of replicas helps; the latency line says which target, how far
        return translate("Executive", "no user within the latency targets")
    else:
        text = translate(
            "Executive",
            "{users} users per replica within the targets; replicas for the peak: {replicas}",
        ).format(
            users=f"{users:,.0f}",
            replicas=f"{need:,.0f}" if need is not None and math.isfinite(need) else "—",
        )
    if est.budget.carries_load is False:
        load = est.budget.cost.get("cloud_usd_for_the_load")
        if load is not None and load.value is not None:
            text += translate(
                "Executive",
                " — cannot carry the load, which would cost {usd} in the cloud at the "
                "replicas the peak needs",
            ).format(usd=format_usd(load.value, load.currency))
        else:
            text += translate("Executive", " — cannot carry the load (see the warnings)")
    return text


def _answer(items: Sequence[Item], best: Item | None) -> Section:
    lines = []
    for sc, est in items:
        s = est.scenario
        lines.append(
            translate("Executive", "{scenario}: {verdict} on {gpus}; {time}; cloud {cloud}").format(
                scenario=sc.name,
                verdict=fit_words(est),
                gpus=s.hardware,
                time=_duration(est) if s.plan.method.is_training else _load(est),
                cloud=_cloud_range(est),
            )
        )
    if best is None:
        lines.append(
            translate("Executive", "No plan fits its GPUs: see 'What would change the answer'.")
        )
    elif len(items) > 1 and best[1].start_refusal is not None:  # the first to start does not
        lines.append(
            translate("Executive", "No plan starts as planned: see 'What would change the answer'.")
        )
    elif len(items) > 1 and per_unit_of_work([i for i in items if i[1].fits]):
        lines.append(
            translate(
                "Executive",
                "Recommended: {scenario} — the cheapest per unit of work of the plans that fit "
                "(they do different amounts of work: {amounts}; compare them on the comparison "
                "page).",
            ).format(scenario=best[0].name, amounts=_amounts(items))
        )
    elif len(items) > 1:
        lines.append(
            translate("Executive", "Recommended: {scenario} — the cheapest plan that fits.").format(
                scenario=best[0].name
            )
        )
    return Section(translate("Executive", "The answer"), paragraphs=tuple(lines))


def _amounts(items: Sequence[Item]) -> str:
    """Each plan's amount of work, in the sheet's words ("1.00B tokens; 100M tokens")."""
    parts = []
    for _, est in items:
        s = est.scenario
        if s.plan.method.is_post_training:
            words = translate("Executive", "{n} samples trained")
        elif s.plan.method.is_training:
            words = translate("Executive", "{n} training tokens")
        else:
            words = translate("Executive", "{n} output tokens")
        n = work(est)
        parts.append(
            words.format(n=f"{n:,.0f}" if s.plan.method.is_post_training else format_count(n))
        )
    return listed(list(dict.fromkeys(parts)))


def _plan_rows(sc: ScenarioSpec, est: Estimate) -> Section:
    s = est.scenario
    mem = est.memory
    rows = [
        Row(translate("Executive", "Model"), s.model.name),
        Row(
            translate("Executive", "GPUs"),
            s.hardware,
            translate("Executive", "1 node")
            if s.plan.nodes == 1
            else translate("Executive", "{nodes} nodes").format(nodes=s.plan.nodes),
        ),
        Row(
            translate("Executive", "Method"),
            method_label(s.plan.method),
            FRAMEWORK_LABELS.get(s.plan.framework, s.plan.framework),
        ),
        Row(
            translate("Executive", "Memory per GPU"),
            # what the GPU holds (a paged pool holding fewer sequences fills the share)
            f"{format_value(mem.held_total_bytes, 'bytes')} / "
            f"{format_value(mem.limit_bytes, 'bytes')}",
            fit_words(est) + _usable_words(est),
        ),
    ]
    if s.plan.method.is_training:
        rows.append(
            Row(
                translate("Executive", "Training time"),
                _span(_figure(est, FigureKey.COMPUTE_SECONDS), "seconds"),
            )
        )
        rows.append(
            Row(
                translate("Executive", "GPU-hours"),
                _span(_figure(est, FigureKey.COMPUTE_GPU_HOURS), "hours"),
            )
        )
    else:
        rows.append(Row(translate("Executive", "Serving period"), _duration(est)))
    rows.append(Row(translate("Executive", "Cloud cost"), _cloud_range(est)))
    for key, words in (
        (FigureKey.COST_ONPREM_USD, translate("Executive", "On-premises cost of this run")),
        (FigureKey.COST_PURCHASE_USD, translate("Executive", "Purchase (up front)")),
    ):
        fig = _figure(est, key)
        rows.append(Row(words, "—" if fig is None else format_usd(fig.value, fig.currency)))
    return Section(translate("Executive", "Recommended plan") + f" — {sc.name}", tuple(rows))


def _usable_words(est: Estimate) -> str:
    """ " — vLLM's share of 85.5 GB" when the verdict weighs against a framework's share."""
    mem = est.memory
    if mem.usable_bytes is None:
        return ""
    return translate("Executive", " — {framework}'s share of {capacity}").format(
        framework=framework(est.scenario.plan.framework).name,
        capacity=format_value(mem.capacity_bytes, "bytes"),
    )


def _assumptions(est: Estimate) -> Section:
    """The inputs the cost and time move with, each with where it comes from."""
    rows = []
    prices = est.budget.prices
    for key in ("cloud_usd_per_gpu_hour", "gpu_price_usd"):
        fig = prices.get(key)
        if fig is not None:
            value = "—" if fig.value is None else format_figure(fig)
            where = provenance(fig)
            if key == "cloud_usd_per_gpu_hour":
                where = _price_set_words(est, where)
            rows.append(Row(label(fig.label), value, where))
    for key in (
        FigureKey.COMPUTE_HFU,
        FigureKey.COMPUTE_MFU,
        FigureKey.COMPUTE_PREFILL_MFU,
        FigureKey.COMPUTE_DECODE_MBU,
    ):
        fig = _figure(est, key)
        if fig is not None:
            rows.append(
                # the whole source: paper cannot expand a cut one
                Row(label(fig.label), format_value(fig.value, fig.unit), source(fig.source))
            )
    w = est.scenario.workload
    method = est.scenario.plan.method
    given, assumed = translate("Executive", "given"), translate("Executive", "assumed: not set")
    if method.is_post_training:  # sized by steps, not tokens
        rows.append(
            Row(
                translate("Executive", "Steps"),
                format_value(_steps(est), "count"),
                given
                if w.steps is not None
                else translate("Executive", "from the dataset's samples")
                if w.dataset_samples is not None
                else assumed,
            )
        )
    elif method.is_training:
        trained = w.training_tokens(est.scenario.plan.seq_len)
        rows.append(
            Row(
                translate("Executive", "Training tokens"),
                format_value(trained, "count"),
                given if w.tokens_given and not w.samples_fill_sequence else assumed,
            )
        )
        processed = _figure(est, FigureKey.COMPUTE_PROCESSED_TOKENS)
        if processed is not None and processed.value != trained:
            # padding moves the time and cost by its ratio: said where the answer is
            rows.append(
                Row(
                    label(processed.label),
                    format_value(round(processed.value), "count"),
                    translate("Executive", "{padding}: {ratio} × the data's tokens").format(
                        # the padding the run gets (unset: its trainer's)
                        padding=field_words(
                            by_name(Workload)["padding"],
                            w.trainer_padding(default_padding(est.scenario.plan)),
                        )
                        or "",
                        ratio=f"{processed.value / trained:,.1f}",
                    ),
                )
            )
    rows += [
        Row(
            translate("Executive", "Electricity"),
            format_figure(prices["electricity_usd_per_kwh"]),
            translate("Executive", "{provenance}; PUE {pue}").format(
                provenance=provenance(prices["electricity_usd_per_kwh"]), pue=f"{w.pue:.2f}"
            ),
        ),
        Row(
            translate("Executive", "Amortisation"),
            translate("Executive", "{years} years").format(years=f"{w.amortisation_years:g}"),
            translate("Executive", "busy {share} of the time").format(share=f"{w.duty_cycle:.0%}"),
        ),
    ]
    staff = prices.get("staff_usd_per_year")
    if staff is not None and staff.value:
        rows.append(Row(label(staff.label), format_figure(staff), provenance(staff)))
    rows.append(
        Row(
            translate("Executive", "Sources"),
            "",
            translate(
                "Executive", "every price with its source: “Prices assumed” on each plan's page"
            ),
        )
    )
    return Section(translate("Executive", "Assumptions that drive it"), tuple(rows))


def _price_set_words(est: Estimate, where: str) -> str:
    """The rental row's provenance with the price set when it is not on-demand, and what its
    hourly rate leaves out (a commitment's whole term, spot's reclaims): the answer's cost is
    only this run's share of a commitment, so the page that is signed says so."""
    chosen = est.scenario.workload.price_set
    if chosen is PriceSet.CLOUD:
        return where
    words = translate("Executive", "{set}: {provenance}").format(
        set=field_words(by_name(Workload)["price_set"], chosen), provenance=where
    )
    terms = " ".join(message(t) for t in est.budget.price_terms)
    if not terms:
        return words
    return translate("Executive", "{provenance}. {terms}").format(provenance=words, terms=terms)


def _changes(est: Estimate) -> Section:
    """What would move the answer: utilisation, tokens, memory headroom, GPU count."""
    s = est.scenario
    lines = []
    seconds = _figure(est, FigureKey.COMPUTE_SECONDS)
    # a time not known (an RL engine that holds no completion) moves nothing said here
    high = seconds.high if seconds is not None and math.isfinite(seconds.value) else None
    if s.plan.method.is_training and seconds is not None and high and math.isfinite(high):
        # the time's high end is the low end of utilisation: 1 − value/high less of it
        less = 1 - seconds.value / high
        lines.append(
            translate(
                "Executive",
                "Utilisation: if the GPUs sustain {less} less than assumed, the run takes "
                "{time} instead of {base}, and GPU time costs as much more.",
            ).format(
                less=f"{less:.0%}",
                time=format_duration(high, like=seconds.value),
                base=format_duration(seconds.value),
            )
        )
        lines.append(
            translate("Executive", "Steps: time and cost grow in proportion to the steps.")
            if s.plan.method.is_post_training
            else translate(
                "Executive", "Tokens: time and cost grow in proportion to the training tokens."
            )
        )
    mem = est.memory
    if mem.fits and s.plan.method.is_training:
        longest = max_seq_len(s.model, s.gpu, s.plan, reward=s.reward)
        if longest is not None:
            lines.append(
                translate(
                    "Executive",
                    "Memory: {used} of {capacity} per GPU; sequences longer than about "
                    "{tokens:,} tokens do not fit.",
                ).format(
                    used=format_value(mem.total.value, "bytes"),
                    capacity=format_value(mem.limit_bytes, "bytes"),
                    tokens=longest,
                )
            )
    per_million = _figure(est, FigureKey.COST_CLOUD_USD_PER_MILLION_TOKENS)
    if per_million is not None:
        lines.append(
            translate(
                "Executive",
                "Traffic: replicas are paid for the whole period, busy or not; at the "
                "planned traffic a million output tokens cost {usd} in the cloud.",
            ).format(usd=format_usd(per_million.value))
        )
    if est.start_refusal is not None:
        lines.append(
            translate("Executive", "Start-up: {why}").format(why=message(est.start_refusal))
        )
    elif est.targets_missed:
        missed = listed([message(m) for m in est.targets_missed])
        rate = s.workload.request_rate
        lines.append(
            translate(
                "Executive", "Latency: at its concurrency ({batch:,}) the plan misses {missed}."
            ).format(batch=s.plan.batch, missed=missed)
            if rate is None
            else translate(
                "Executive", "Latency: at {rate} requests/s the plan misses {missed}."
            ).format(rate=format_value(rate, "count"), missed=missed)
        )
    if est.proposal is not None:  # what makes it fit or meet its targets (the app's bar)
        currency = est.budget.currency
        first, *others = est.proposals
        starts = est.start_refusal is not None
        latency = not starts and bool(est.targets_missed)
        lines.append(
            (
                translate("Executive", "To start: {what} ({terms}).")
                if starts
                else translate("Executive", "To meet the targets: {what} ({terms}).")
                if latency
                else translate("Executive", "To fit: {what} ({terms}).")
            ).format(what=message(first.text), terms=proposal_terms(first, currency=currency))
        )
        if others:
            lines.append(
                (
                    translate("Executive", "Other ways to meet them: {ways}.")
                    if latency
                    else translate("Executive", "Other ways to fit: {ways}.")
                ).format(
                    ways=translate("Proposal", "; ").join(
                        translate("Report", "{what} ({terms})").format(
                            what=message(p.text), terms=proposal_terms(p, currency=currency)
                        )
                        for p in others
                    )
                )
            )
    elif est.min_gpus is not None and est.min_gpus.gpus != s.plan.gpus:
        lines.append(
            translate("Executive", "GPUs: the fewest {gpu} that fit are {n} ({how}).").format(
                gpu=s.gpu.name, n=est.min_gpus.gpus, how=message(est.min_gpus.strategy)
            )
        )
    return Section(translate("Executive", "What would change the answer"), paragraphs=tuple(lines))


def executive_page(project: Project, items: Sequence[Item]) -> Page:
    """The first page: the answer, then the plan, its assumptions and its sensitivities."""
    best = recommended(items)
    sections = [_answer(items, best)]
    chosen = best or items[0]
    sections += [_plan_rows(*chosen), _assumptions(chosen[1]), _changes(chosen[1])]
    return Page(
        title=translate("Executive", "{project} — summary for a decision").format(
            project=project.name
        ),
        subtitle=(
            translate("Executive", "1 scenario estimated; details on the following pages")
            if len(items) == 1
            else translate(
                "Executive", "{n} scenarios estimated; details on the following pages"
            ).format(n=len(items))
        ),
        sections=tuple(sections),
    )
