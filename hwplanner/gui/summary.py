"""The summary: does it fit and by how much, GPUs, time, money, energy, storage, warnings.

Rows are the engine's figures, grouped; selecting one emits `figure_selected(key)` for Explain.
"""

from __future__ import annotations

from fnmatch import fnmatchcase

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.plan.frameworks import framework
from hwplanner.formatting import format_figure, rule_line
from hwplanner.gui.bindings import blocked
from hwplanner.gui.format import figure_text, value_text
from hwplanner.gui.session import Session
from hwplanner.gui.text import elide, html, plain_label, plain_tooltip
from hwplanner.gui.theme import OK, OVER, TIGHT
from hwplanner.i18n import QT_TRANSLATE_NOOP, formula, label, listed, message, translate
from hwplanner.sheet.summary import left_out

# Section title, key patterns in order. Children: rows shown under a parent row.
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("SummaryPanel", "Memory per GPU"),
        ("memory.total", "memory.*", "params.total", "params.trainable"),
    ),
    (QT_TRANSLATE_NOOP("SummaryPanel", "Latency and service levels"), ("serving.*",)),
    (
        QT_TRANSLATE_NOOP("SummaryPanel", "Time and compute"),
        (
            "compute.seconds",
            "compute.eval_seconds",  # part of the time above, when the run evaluates
            "compute.step_seconds",  # a post-training step, its parts under it
            "compute.gpu_hours",
            "compute.mfu",
            "compute.flops",
            "compute.tokens_per_second_per_gpu",
            "compute.*_tokens_per_second",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("SummaryPanel", "Cost"),
        (
            "cost.cloud_usd",
            "cost.cloud_usd_for_the_load",
            "cost.onprem_usd",
            "cost.*_per_million_tokens",
            "cost.purchase_usd",
            "cost.break_even_months",
            "cost.break_even_usd_per_gpu_hour",
        ),
    ),
    (QT_TRANSLATE_NOOP("SummaryPanel", "Energy"), ("energy.*",)),
    (
        QT_TRANSLATE_NOOP("SummaryPanel", "Storage and host"),
        (
            "storage.total_bytes",
            "storage.*",
            "host_ram_bytes",
            "memory.host_offload",  # what offloading keeps off the GPU: not part of its total
            "memory.nvme_offload",
        ),
    ),
    (QT_TRANSLATE_NOOP("SummaryPanel", "Network and power"), ("network.*", "power.*")),
    (QT_TRANSLATE_NOOP("SummaryPanel", "Hidden costs"), ("hidden_costs.*",)),
)
# Children: parts of their parent's figure (the loss's logits are activations, paged states
# part of the optimizer's), so the rows above them still add up to the total.
CHILDREN: dict[str, tuple[str, ...]] = {
    "cost.cloud_usd": ("cost_cloud_items.*",),
    "cost.onprem_usd": ("cost_onprem_items.*",),
    "memory.activations": ("memory.loss",),
    "memory.optimizer": ("memory.paged",),
    # a post-training step: generation + scoring + update + weight sync + host transfers
    "compute.step_seconds": (
        "compute.generation_seconds",
        "compute.scoring_seconds",
        "compute.training_seconds",
        "compute.sync_seconds",
        "compute.offload_seconds",
    ),
}
# Keys a section names exactly: another section's wildcard does not take them.
NAMED = {p for _, patterns in SECTIONS for p in patterns if "*" not in p}
KEY = Qt.ItemDataRole.UserRole


def _left_out(key: str, figures: dict[str, Figure[float | None]], onprem: set[str]) -> bool:
    """The sheet's rule (summary.left_out) on the panel's "group.name" keys."""
    group, _, name = key.partition(".")
    return left_out(group, name, figures[key].value, onprem)


def _child(key: str, patterns: tuple[str, ...]) -> bool:
    return any(fnmatchcase(key, p) for p in patterns)


Shape = list[tuple[str, list[tuple[str, list[str]]]]]


_SHAPES: dict[tuple[tuple[str, ...], tuple[str, ...]], Shape] = {}


def layout_rows(figures: dict[str, Figure[float | None]]) -> Shape:
    """[(section, [(key, [child keys])])]: which figures the summary shows, in order.
    Memoised on the key set, so an edit that keeps the rows costs a dict lookup."""
    zero = tuple(k for k, f in figures.items() if f.value == 0)
    cache_key = (tuple(figures), zero)
    if cache_key not in _SHAPES:
        _SHAPES[cache_key] = _layout_rows(figures)
    return _SHAPES[cache_key]


def _layout_rows(figures: dict[str, Figure[float | None]]) -> Shape:
    onprem = {k.partition(".")[2] for k in figures if k.startswith("cost_onprem_items.")}
    # children appear under their parent only
    used = {k for k in figures if any(_child(k, ps) for ps in CHILDREN.values())}
    out = []
    for title, patterns in SECTIONS:
        rows: list[tuple[str, list[str]]] = []
        for pattern in patterns:
            for key in figures:
                if key in used or not fnmatchcase(key, pattern):
                    continue
                if "*" in pattern and key in NAMED and key not in patterns:
                    continue  # named by its own section
                if _left_out(key, figures, onprem):
                    continue  # KV cache in training, $0 items, hidden costs listed already
                used.add(key)
                kids = [
                    k
                    for k in figures
                    if _child(k, CHILDREN.get(key, ())) and not _left_out(k, figures, onprem)
                ]
                rows.append((key, kids))
        if rows:
            out.append((title, rows))
    return out


class FigureTree(QTreeWidget):
    """Figures and values: the labels take what the longest value leaves (a fixed width cut
    "Concurrent requests the KV c…" even at 1920 px while the values column stood half empty)."""

    # the widest number shown; a long text answer (the server kind) is elided instead, whole
    # in its tooltip
    values_width = 0

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def fit_columns(self) -> None:
        width = self.viewport().width()
        self.setColumnWidth(0, max(120, width - self.values_width - 12))


class SummaryPanel(QWidget):
    """A headline (fits, GPUs needed), a tree of figures, and the warnings."""

    figure_selected = Signal(str)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        headline = QLabel()
        headline.setObjectName("summary_headline")
        headline.setWordWrap(True)
        self.headline = plain_label(headline)
        self.headline.setTextFormat(Qt.TextFormat.RichText)  # its own bold; every value escaped
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.headline.setFont(font)
        self.headline.setContentsMargins(4, 4, 4, 6)
        self.tree = FigureTree()
        self.tree.setObjectName("summary_tree")
        self.tree.setHeaderLabels(
            [translate("SummaryPanel", "Figure"), translate("SummaryPanel", "Value")]
        )
        self.tree.setToolTip(
            translate("SummaryPanel", "Select a figure to see its formula, inputs and source")
        )
        self.tree.setUniformRowHeights(True)
        self.tree.header().setStretchLastSection(True)
        warnings = QLabel()
        warnings.setObjectName("summary_warnings")
        warnings.setWordWrap(True)
        self.warnings = plain_label(warnings)
        self.warnings.setTextFormat(Qt.TextFormat.RichText)  # paragraphs; every line escaped
        self.warnings.setToolTip(
            translate("SummaryPanel", "What the estimate assumed or could not check")
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.headline)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.warnings)
        self.items: dict[str, QTreeWidgetItem] = {}
        self._rules_section: QTreeWidgetItem | None = None  # the rules of thumb, after memory
        self._rule_rows: list[tuple[QTreeWidgetItem, QTreeWidgetItem]] = []  # rule, hwplanner
        self._rule_keys: tuple[str, ...] = ()
        # what each row shows, and its value's width: a row whose figure is unchanged is kept
        self._rows: dict[str, tuple[tuple[Figure[float | None], bool, bool, int], int]] = {}
        self._shape: Shape = []
        self.tree.currentItemChanged.connect(self._selected)
        session.estimate_settled.connect(self.refresh)
        session.units_changed.connect(lambda _: self.refresh(session.estimate))
        self.refresh(session.estimate)

    def refresh(self, est: Estimate | None) -> None:
        if est is None:
            self.headline.setText(
                "<b>"
                + html(translate("SummaryPanel", "No estimate"))
                + f"</b>: {html(elide(self.session.error, 400))}"
            )
            self.tree.clear()
            self.items, self._shape, self._rows = {}, [], {}
            self.warnings.setText("")
            self._rules_section, self._rule_rows, self._rule_keys = None, [], ()  # cleared
            return
        figures = est.figures()
        shape = layout_rows(figures)
        if shape != self._shape:  # rows differ (training ↔ inference): rebuild, else update
            self._build(shape, figures)
        binary = self.session.binary
        # figures beyond what the hardware can hold: flagged in red, the reason in the tooltip
        flagged = {"host_ram_bytes"} if est.budget.host_ram_beyond_server else set()
        widest = 0
        metrics = self.tree.fontMetrics()
        ink = self.palette().text().color()
        for key, item in self.items.items():
            fig = figures[key]
            state = (fig, key in flagged, binary, ink.rgba())
            was = self._rows.get(key)
            if was is not None and was[0] == state:  # an edit changes a few figures, not all
                widest = max(widest, was[1])
                continue
            text = figure_text(fig, binary)
            shown = format_figure(fig, binary=binary)  # the range is in the tooltip and Explain
            width = 0
            if fig.display:
                text = shown = label(fig.display)
            else:
                width = metrics.horizontalAdvance(shown)
                widest = max(widest, width)
            tip = text
            if key in flagged:
                shown = "⚠ " + shown
                tip += "\n" + "\n".join(message(n) for n in fig.notes)
            item.setText(1, shown)
            item.setForeground(1, OVER if key in flagged else ink)
            # the label whole (a narrow panel cuts it: "Concurrent requests the K…"), then how
            item.setToolTip(0, plain_tooltip(f"{label(fig.label)}\n{formula(fig.formula)}"))
            item.setToolTip(1, plain_tooltip(tip))
            self._rows[key] = (state, width)
        widest = max(widest, self._show_rules(est, binary, metrics))
        self.tree.values_width = widest + 16
        self.tree.fit_columns()
        self.headline.setText(self._headline(est))
        lines = [message(w) for w in dict.fromkeys(est.warnings + est.notes)]
        self.warnings.setText("".join(f"<p>⚠ {html(w)}</p>" for w in lines))
        self.warnings.setVisible(bool(lines))
        # lay the panel out now: new warnings change the tree's height, and the repaint the new
        # texts asked for would otherwise come first, painting the tree (and its scroll bar)
        # twice, before and after the layout (a third of an edit that crosses the capacity)
        layout = self.layout()
        assert layout is not None  # the QVBoxLayout made in __init__
        layout.activate()

    def _show_rules(self, est: Estimate, binary: bool, metrics: QFontMetrics) -> int:
        """The rules of thumb this plan is a case of, as the tree's second section: each
        rule's figure, and hwplanner's under it; the reason in the tooltip and, selected, in
        Explain with the rule's working. Rows are made when the rules change and updated in
        place otherwise (a Python-made item leaks a reference on its first use: PySide6
        6.11, see tests/gui/test_qt_refcounts.py). Returns the widest value."""
        keys = tuple(c.rule.key for c in est.rule_checks)
        if keys != self._rule_keys or self._rules_section is None:
            self._make_rules(keys)
        widest = 0
        ours_label = translate("SummaryPanel", "hwplanner")
        for check, (item, kid) in zip(est.rule_checks, self._rule_rows, strict=True):
            r = rule_line(check, binary=binary)
            tip = plain_tooltip(f"{r.head}\n{r.why}")
            mark = "= " if check.agrees else "≠ "
            item.setText(0, elide(r.rule))
            item.setText(1, mark + r.rule_value)
            item.setForeground(1, OK if check.agrees else TIGHT)
            kid.setText(0, ours_label)
            kid.setText(1, r.ours)
            for row in (item, kid):
                row.setToolTip(0, tip)
                row.setToolTip(1, tip)
            widest = max(
                widest,
                metrics.horizontalAdvance(mark + r.rule_value),
                metrics.horizontalAdvance(r.ours),
            )
        return widest

    def _make_rules(self, keys: tuple[str, ...]) -> None:
        current = self.tree.currentItem()
        keep = current.data(0, KEY) if current else None
        with blocked(self.tree):
            if self._rules_section is not None:
                self.tree.takeTopLevelItem(self.tree.indexOfTopLevelItem(self._rules_section))
            self._rules_section, self._rule_rows, self._rule_keys = None, [], keys
            if not keys:
                return
            section = QTreeWidgetItem([translate("Report", "Rules of thumb, checked")])
            bold = QFont()
            bold.setBold(True)
            section.setFont(0, bold)
            section.setFlags(Qt.ItemFlag.ItemIsEnabled)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            for key in keys:
                item = QTreeWidgetItem(section)
                kid = QTreeWidgetItem(item)
                for row in (item, kid):
                    row.setData(0, KEY, key)
                    row.setTextAlignment(1, right)
                self._rule_rows.append((item, kid))
            # after memory: the rules most plans meet are about memory
            self.tree.insertTopLevelItem(min(1, self.tree.topLevelItemCount()), section)
            section.setExpanded(True)
            for item, _ in self._rule_rows:
                item.setExpanded(True)
                if keep is not None and item.data(0, KEY) == keep:
                    self.tree.setCurrentItem(item)  # a rule's row stays selected
            self._rules_section = section

    def _build(self, shape: Shape, figures: dict[str, Figure[float | None]]) -> None:
        current = self.tree.currentItem()
        keep = current.data(0, KEY) if current else None
        with blocked(self.tree):
            self.tree.clear()
            # cleared with the tree; refresh adds it again
            self._rules_section, self._rule_rows, self._rule_keys = None, [], ()
            self.items, self._rows = {}, {}
            bold = QFont()
            bold.setBold(True)
            for title, rows in shape:
                section = QTreeWidgetItem([translate("SummaryPanel", title)])
                section.setFont(0, bold)
                section.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.tree.addTopLevelItem(section)
                for key, kids in rows:
                    item = self._item(section, key, figures)
                    for kid in kids:
                        self._item(item, kid, figures)
                section.setExpanded(True)
            if keep in self.items:
                self.tree.setCurrentItem(self.items[keep])
        self._shape = shape

    def _item(
        self, parent: QTreeWidgetItem, key: str, figures: dict[str, Figure[float | None]]
    ) -> QTreeWidgetItem:
        item = QTreeWidgetItem(parent, [elide(label(figures[key].label)), ""])
        item.setData(0, KEY, key)
        item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.items[key] = item
        return item

    def _headline(self, est: Estimate) -> str:
        mem, plan = est.memory, est.scenario.plan
        binary = self.session.binary
        total = figure_text(mem.total, binary).split("  ")[0]
        cap = _cap(est, binary)
        if mem.verdict == "fits_fewer_sequences":
            runs = translate("SummaryPanel", "Runs")
            text = translate(
                "SummaryPanel",
                "{total} of {capacity} per GPU at full context; the KV cache holds {held:,} of "
                "{batch:,} sequences at full context",
            )
            head = f"<b style='color:{TIGHT.name()}'>{html(runs)}</b>: " + html(
                text.format(
                    total=total, capacity=cap, held=mem.full_sequences or 0, batch=plan.batch
                )
            )
        elif mem.fits:
            free = value_text(mem.headroom_bytes, "bytes", binary)
            tight = mem.verdict == "tight"
            yes = translate("SummaryPanel", "Tight") if tight else translate("SummaryPanel", "Fits")
            text = translate("SummaryPanel", "{total} of {capacity} per GPU, {free} to spare")
            color = (TIGHT if tight else OK).name()
            head = f"<b style='color:{color}'>{html(yes)}</b>: " + html(
                text.format(total=total, capacity=cap, free=free)
            )
        else:
            over = value_text(-mem.headroom_bytes, "bytes", binary)
            maybe = mem.verdict == "borderline"
            no = (
                translate("SummaryPanel", "May not fit")
                if maybe
                else translate("SummaryPanel", "Does not fit")
            )
            text = translate("SummaryPanel", "{total} of {capacity} per GPU, {over} over")
            color = (TIGHT if maybe else OVER).name()
            head = f"<b style='color:{color}'>{html(no)}</b>: " + html(
                text.format(total=total, capacity=cap, over=over)
            )
        if est.start_refusal is not None:  # it fits, but its engine would not start
            stops = translate("SummaryPanel", "Does not start")
            head = f"<b style='color:{OVER.name()}'>{html(stops)}</b>: " + html(
                message(est.start_refusal)
            )
            head += "<br>" + html(
                translate("SummaryPanel", "In memory: {total} of {capacity} per GPU").format(
                    total=total, capacity=cap
                )
            )
        elif est.targets_missed:  # it runs, but not within its latency targets: which, how far
            misses = translate("SummaryPanel", "Misses the latency targets")
            missed = listed([message(m) for m in est.targets_missed])
            head = f"<b style='color:{TIGHT.name()}'>{html(misses)}</b>: " + html(missed)
            head += "<br>" + html(
                translate("SummaryPanel", "In memory: {total} of {capacity} per GPU").format(
                    total=total, capacity=cap
                )
            )
        need = est.min_gpus
        gpus = (
            f"{need.gpus} ({message(need.strategy)})"
            if need
            # no count up to the solver's 8,192 GPUs fits; the estimate's notes say why (what
            # more GPUs cannot divide exceeds the card)
            else translate("SummaryPanel", "none")
        )
        if est.scenario.cards:  # a machine of unequal cards has the cards it has: no search
            return f"{head}<br>" + html(est.scenario.hardware)
        line = html(
            translate("SummaryPanel", "GPUs in the plan: {plan} · fewest that fit: {fewest}")
            if need is None or need.held_sequences is None
            else translate(
                "SummaryPanel", "GPUs in the plan: {plan} · fewest that run it: {fewest}"
            )
        )
        return f"{head}<br>" + line.format(
            plan=f"<b>{plan.gpus}</b>", fewest=f"<b>{html(gpus)}</b>"
        )

    def _selected(self, item: QTreeWidgetItem | None) -> None:
        key = item.data(0, KEY) if item is not None else None
        if key:
            self.figure_selected.emit(key)


def _cap(est: Estimate, binary: bool) -> str:
    """What the verdict weighs the plan against: the card, or the share its framework uses
    (then named, as the CLI's "Usable" row: 6.6 GB to spare of 77.0 GB, not of 85.5 GB)."""
    mem = est.memory
    if mem.usable_bytes is None:
        return value_text(mem.capacity_bytes, "bytes", binary)
    name = framework(est.scenario.plan.framework).name
    return translate("SummaryPanel", "{usable} usable by {framework}").format(
        usable=value_text(mem.usable_bytes, "bytes", binary), framework=name
    )
