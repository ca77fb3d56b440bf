"""Human-readable values for figures, by unit (shared by the CLI, the app and printed sheets)."""

from __future__ import annotations

import math
from enum import Enum
from typing import Any, NamedTuple

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.units import format_bytes, format_count
from hwplanner.engine.defaults import Origin, Resolved
from hwplanner.engine.plan.fields import Declared
from hwplanner.engine.rules import RuleCheck
from hwplanner.engine.solve.proposal import Proposal
from hwplanner.i18n import QT_TRANSLATE_NOOP, field_words, label, message, source, translate


def format_duration(seconds: float, *, like: float | None = None) -> str:
    """'57.0 h', '3.2 days'… in the unit that suits `like` (default: `seconds` itself), so two
    times set side by side read in one unit ("76.0 h instead of 57.0 h")."""
    if not math.isfinite(seconds):
        return "—"
    scale = seconds if like is None or not math.isfinite(like) else like
    if scale >= 120 and seconds < 120:
        scale = seconds  # seconds never read as "0 min"
    if 0 < scale < 1 and seconds < 1:  # a weight sync's 34 ms, not "0.0 s"
        return translate("Units", "{n} ms").format(n=f"{seconds * 1000:.3g}")
    if scale < 10:
        return translate("Units", "{n} s").format(n=f"{seconds:.1f}")
    if scale < 120:
        return translate("Units", "{n} s").format(n=f"{seconds:.0f}")
    if scale < 7200:
        return translate("Units", "{n} min").format(n=f"{seconds / 60:.0f}")
    if scale < 3 * 86400:
        return translate("Units", "{n} h").format(n=f"{seconds / 3600:.1f}")
    days, scale_days = seconds / 86400, scale / 86400
    if scale_days < 90:
        return translate("Units", "{n} days").format(n=f"{days:.1f}")
    if scale_days < 730:
        return translate("Units", "{n} months").format(n=f"{days / 30.44:.1f}")
    return translate("Units", "{n} years").format(n=f"{days / 365.25:.1f}")


SYMBOLS = {"USD": "$", "CNY": "CN¥", "TWD": "NT$", "EUR": "€"}
Currency = tuple[str, float]  # (code, units per US dollar)
USD: Currency = ("USD", 1.0)


def format_money(value: float | None, currency: Currency = USD) -> str:
    """A US-dollar amount shown in `currency`: '$1.23M', 'CN¥8.6M', 'NT$1,234'; None is '—'."""
    if value is None or not math.isfinite(value):
        return "—"
    code, rate = currency
    symbol = SYMBOLS.get(code, code + " ")
    if code == "USD":  # "$" alone reads as NT$ in Taiwan: Chinese writes US$
        symbol = translate("Units", DOLLAR)
    shown = value * rate
    if abs(shown) >= 1e6:
        return symbol + _large(shown)
    if abs(shown) >= 100:
        return f"{symbol}{shown:,.0f}"
    if 0 < abs(shown) < 0.005:  # a cost, however small, is not written as nothing
        return f"< {symbol}0.01" if shown > 0 else f"> −{symbol}0.01"
    return f"{symbol}{shown:,.2f}"


DOLLAR = QT_TRANSLATE_NOOP("Units", "$")  # the US dollar's sign as the language writes it

# Chinese counts large amounts in 萬/万 (10⁴) and 億/亿 (10⁸), not in millions: a translation
# of these two templates switches to that grouping ("NT$236萬", not "NT$2.36M").
MYRIAD = QT_TRANSLATE_NOOP("Units", "{n} × 10⁴")
HUNDRED_MILLION = QT_TRANSLATE_NOOP("Units", "{n} × 10⁸")


def _large(amount: float) -> str:
    """A million or more: '2.36M' in English, '236萬' / '1.28億' where the language counts
    in myriads."""
    myriad = translate("Units", MYRIAD)
    if myriad == MYRIAD:
        return f"{amount / 1e6:,.2f}M"
    if abs(amount) >= 1e8:
        return translate("Units", HUNDRED_MILLION).format(n=f"{amount / 1e8:,.2f}")
    return myriad.format(n=f"{amount / 1e4:,.0f}")


def format_usd(value: float | None, currency: Currency = USD) -> str:
    return format_money(value, currency)


def format_value(
    value: float | str | None, unit: str, *, binary: bool = False, currency: Currency = USD
) -> str:
    """'141.1 GB', '$1.23M', '3.2 months', '38%', '1.2e+21 FLOP' … (a string passes through);
    money (units usd…) is shown in `currency`; unknown (None) is '—'."""
    if isinstance(value, str):
        return value
    if value == math.inf and unit == "months":
        return translate("Units", "never")
    if value is None or not math.isfinite(float(value)):
        return "—"
    if unit == "bytes":
        return format_bytes(value, binary=binary)
    if unit == "params":
        return format_count(value)
    if unit == "usd":
        return format_money(value, currency)
    if unit == "seconds":
        return format_duration(value)
    if unit == "hours":
        return translate("Units", "{n} h").format(
            n=f"{value:,.0f}" if value >= 10 else f"{value:,.2f}"
        )
    if unit == "flops":
        return f"{value:.3g} FLOP"
    if unit == "ratio":
        if value >= 10:
            return f"{value:,.1f}×"
        if value >= 0.1 or value <= 0:
            return f"{value:.0%}"
        # a small share keeps two significant digits ("0.022%", not "0.0%")
        if value < 1e-5:
            return "< 0.001%"
        return f"{value:.1%}" if value >= 0.00995 else f"{value * 100:.2g}%"
    if unit in ("kwh", "kWh"):
        return f"{value:,.0f} kWh" if value >= 10 else f"{value:,.2f} kWh"
    if unit == "kg":
        if value >= 10_000:
            return translate("Units", "{n} t CO₂e").format(n=f"{value / 1000:,.1f}")
        return f"{value:,.0f} kg CO₂e"
    if unit == "kw":
        return f"{value:,.1f} kW"
    if unit in ("w", "W"):
        return f"{value / 1000:,.1f} kW" if value >= 10_000 else f"{value:,.0f} W"
    if unit == "ms":
        return f"{value:,.0f} ms" if value >= 100 else f"{value:,.1f} ms"
    if unit == "requests/s":
        return translate("Units", "{n} requests/s").format(n=f"{value:,.3g}")
    if unit == "tokens/s":
        return translate("Units", "{n} tokens/s").format(n=f"{value:,.0f}")
    if unit == "tokens":
        return translate("Units", "{n} tokens").format(n=f"{value:,.0f}")
    if unit == "count":
        return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.3g}"
    if unit == "percentile":  # as the latency figures name theirs: p99, p99.9
        return f"p{value:g}"
    if unit in ("gbps", "GB/s"):
        return f"{value:,.1f} GB/s"
    if unit == "gbit/s":
        return f"{value:,.0f} Gbit/s"
    if unit == "factor":
        return f"{value:,.2f}"
    if unit == "times":  # a multiple, as vLLM prints its concurrency ("1.56x")
        return f"{value:,.2f}×"
    if unit == "usd/kwh":
        symbol = SYMBOLS.get(currency[0], currency[0] + " ")
        return f"{symbol}{value * currency[1]:,.3f}/kWh"
    if unit == "usd/year":
        return f"{format_money(value, currency)}/" + translate("Units", "year")
    if unit == "usd/gb-month":
        symbol = SYMBOLS.get(currency[0], currency[0] + " ")
        return f"{symbol}{value * currency[1]:,.3f}/GB·" + translate("Units", "month")
    if unit == "usd/tb":
        return f"{format_money(value, currency)}/TB"
    if unit == "kg/kwh":
        return f"{value:,.2f} kg/kWh"
    if unit == "fte":
        return f"{value:,.2f} FTE"
    if unit == "bytes/token":
        return translate("Units", "{n} B/token").format(n=f"{value:,.1f}")
    if unit == "years":
        return translate("Units", "{n} years").format(n=f"{value:,.1f}")
    if unit == "months":
        return translate("Units", "{n} months").format(n=f"{value:,.1f}")
    if unit == "days":
        return translate("Units", "{n} days").format(n=f"{value:,.1f}")
    return f"{value:,.4g} {unit}"


def format_figure(
    figure: Figure[float | None], *, binary: bool = False, with_range: bool = False
) -> str:
    """A figure's value in its unit (money in the figure's currency; unknown is '—');
    with_range appends '(low – high)' when it has one."""
    if figure.display and figure.unit != "factor":
        return label(figure.display)  # a text answer ("tower workstation") in the language
    cur = figure.currency
    text = format_value(figure.value, figure.unit, binary=binary, currency=cur)
    if figure.unit == "factor" and figure.display:
        text = f"{text} {figure.display}/USD"
    low, high = figure.low, figure.high
    if with_range and low is not None and high is not None and low != high:
        return with_span(
            text,
            format_value(low, figure.unit, binary=binary, currency=cur),
            format_value(high, figure.unit, binary=binary, currency=cur),
        )
    return text


def with_span(value: str, low: str, high: str) -> str:
    """'13.6 h (10.5 h – 19.5 h)': a value and its range, in the current language."""
    return translate("Units", "{value} ({low} – {high})").format(value=value, low=low, high=high)


def format_field(d: Declared, value: Any, *, binary: bool = False) -> str:
    """A plan or workload field's value as people read it, in the current language: the
    choice's label, yes/no, a list, a number in the field's unit, or what "unset" means."""
    worded = field_words(d, value)
    if worded is not None:
        return worded
    raw = value.value if isinstance(value, Enum) else value
    if isinstance(raw, int | float) and not isinstance(raw, bool):
        if d.ui.unit == "tokens" and abs(raw) >= 1e6 and translate("Units", MYRIAD) != MYRIAD:
            # as Chinese counts: "10億", "5,000萬" (not "1.00B", "50.0M")
            if abs(raw) >= 1e8 - 5e3:  # what would round to 10,000萬 is 1億
                n = raw / 1e8
                return translate("Units", HUNDRED_MILLION).format(
                    n=f"{n:,.0f}" if n >= 1000 else f"{n:,.4g}"
                )
            return translate("Units", MYRIAD).format(n=f"{raw / 1e4:,.0f}")
        if d.ui.unit in ("tokens", "count", ""):
            return format_count(raw) if abs(raw) >= 1e6 else f"{raw:,.{_places(raw)}f}"
        return format_value(float(raw), d.ui.unit, binary=binary)
    return str(raw)


def _places(value: float) -> int:
    return 0 if float(value).is_integer() else 2


# Units a whole row of a comparison shares: the largest value picks the scale.
# (below this many seconds, unit, seconds per unit)
DURATION_UNITS = (
    (7200.0, "min", 60.0),
    (3 * 86400.0, "h", 3600.0),
    (730 * 86400.0, "days", 86400.0),
)


def origin_note(d: Declared, resolved: Resolved) -> str:
    """How a plan value's origin reads beside the value (the sheet, Explain, the window): the
    framework's default, the framework's default for models of this size, or the words for an
    unset field the engine filled; nothing for the user's value or a field's own default."""
    if resolved.origin is Origin.FRAMEWORK:
        return translate("Summary", "framework default")
    if resolved.origin is Origin.MODEL_SIZE:
        text = translate("Summary", "framework default for models of {size} parameters and more")
        return text.format(size=f"{resolved.from_params / 1e9:g}B")
    if resolved.origin is Origin.ENGINE:
        return translate("Fields", d.ui.unset)
    if resolved.origin is Origin.GLOBAL_BATCH:
        return translate("Summary", "from the global batch")
    if resolved.origin is Origin.TOTAL_LEN:
        return translate("Summary", "what the total sequence length leaves after the prompt")
    if resolved.origin is Origin.CHECKPOINT:
        return translate("Summary", "the checkpoint's")
    if resolved.origin is Origin.ENGINE_RULE:
        return translate("Summary", "the framework's rule for this plan")
    if resolved.origin is Origin.LIGER:
        return translate("Summary", "with Liger kernels")
    if resolved.origin is Origin.WORKLOAD:
        return translate("Summary", "the longest request (not set)")
    return ""


def proposal_terms(p: Proposal, *, binary: bool = False, currency: Currency = USD) -> str:
    """What a proposed fix gives and costs, as every view says it: '22.0 GB per GPU; 10.4 days
    of training; $1,234 in the cloud; changes the run'."""
    parts = [
        translate("Proposal", "{bytes} per GPU").format(
            bytes=format_value(p.total_bytes, "bytes", binary=binary)
        )
        if not p.paged_bytes
        else translate("Proposal", "{bytes} per GPU, {paged} of it paged to host RAM").format(
            bytes=format_value(p.total_bytes, "bytes", binary=binary),
            paged=format_value(p.paged_bytes, "bytes", binary=binary),
        )
    ]
    if p.hours is not None:
        parts.append(
            translate("Proposal", "{time} of training").format(time=format_duration(p.hours * 3600))
        )
    if p.cloud_usd is not None:
        parts.append(
            translate("Proposal", "{cost} in the cloud").format(
                cost=format_money(p.cloud_usd, currency)
            )
        )
    if not p.keeps_run:
        parts.append(
            translate("Proposal", "changes the numerics")
            if p.serving
            else translate("Proposal", "changes the run")
        )
    return translate("Proposal", "; ").join(parts)  # Chinese separates them with '；'


class RuleLine(NamedTuple):
    """A rule of thumb checked, as every view shows it (one truth for the words and values)."""

    rule: str  # the rule as stated, in the current language
    rule_value: str  # the rule's figure for this plan ("1% – 2%" for a range)
    ours: str  # hwplanner's figure
    verdict: str  # "agrees" / "differs"
    why: str  # one sentence
    source: str

    @property
    def head(self) -> str:
        """'LoRA trains 1–2% of the parameters: 1% – 2% by the rule, 0.5% by hwplanner
        (differs)'."""
        return translate(
            "Report", "{rule}: {rule_value} by the rule, {ours} by hwplanner ({verdict})"
        ).format(rule=self.rule, rule_value=self.rule_value, ours=self.ours, verdict=self.verdict)

    @property
    def paragraph(self) -> str:
        """The head and the reason as one paragraph (the sheet)."""
        return translate("Report", "{head}. {why}").format(head=self.head, why=self.why)


def rule_line(check: RuleCheck, *, binary: bool = False) -> RuleLine:
    """A checked rule's texts in the current language; the two figures in one unit (a time
    read beside another time)."""
    rule, ours = check.rule, check.ours
    if rule.unit == "seconds" and isinstance(rule.value, float) and ours.value is not None:
        rule_text = format_duration(rule.value, like=ours.value)
        ours_text = format_duration(ours.value, like=ours.value)
    else:
        rule_text = format_value(rule.value, rule.unit, binary=binary)
        ours_text = format_value(ours.value, ours.unit, binary=binary)
    if rule.low is not None and rule.high is not None:
        rule_text = translate("Units", "{low} – {high}").format(
            low=format_value(rule.low, rule.unit, binary=binary),
            high=format_value(rule.high, rule.unit, binary=binary),
        )
    verdict = translate("Rules", "agrees") if check.agrees else translate("Rules", "differs")
    return RuleLine(
        label(rule.label), rule_text, ours_text, verdict, message(check.why), source(rule.source)
    )
