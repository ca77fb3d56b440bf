"""The Hardware panel: which GPU (catalog or the project's own), how many, and how linked."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.plan.fields import in_group
from hwplanner.engine.plan.plan import Plan
from hwplanner.gui.bindings import Binding, bind_combo, blocked, follow_project, refresh_all
from hwplanner.gui.fields import FieldRow
from hwplanner.gui.session import Session
from hwplanner.gui.text import elide, narrow_combo, plain_label
from hwplanner.i18n import QT_TRANSLATE_NOOP, field_label, translate
from hwplanner.project import Project

# Editable datasheet figures: field, label, maximum, decimals, suffix, tooltip.
GPU_FIELDS = (
    (
        "memory_gib",
        QT_TRANSLATE_NOOP("HardwarePanel", "Memory"),
        100_000,
        1,
        " GiB",
        QT_TRANSLATE_NOOP(
            "HardwarePanel",
            "Capacity the device reports, in GiB (2³⁰ bytes); the charts show it in GB (10⁹ "
            "bytes), and the GPU's name gives its marketing figure",
        ),
    ),
    (
        "memory_bandwidth_gbps",
        QT_TRANSLATE_NOOP("HardwarePanel", "Bandwidth"),
        100_000,
        0,
        " GB/s",
        QT_TRANSLATE_NOOP("HardwarePanel", "HBM/GDDR bandwidth, GB/s"),
    ),
    (
        "bf16_tflops",
        QT_TRANSLATE_NOOP("HardwarePanel", "bf16 dense"),
        100_000,
        0,
        " TFLOPS",
        QT_TRANSLATE_NOOP("HardwarePanel", "Dense bf16 peak (no sparsity)"),
    ),
    (
        "tdp_w",
        QT_TRANSLATE_NOOP("HardwarePanel", "Power (TDP)"),
        100_000,
        0,
        " W",
        QT_TRANSLATE_NOOP("HardwarePanel", "Board power limit"),
    ),
)


def _may_be_unknown(field: str) -> bool:
    """A datasheet figure the catalog may leave unknown (None): its declaration allows it."""
    return type(None) in getattr(GpuSpec.model_fields[field].annotation, "__args__", ())


def gpu_label(gpu: GpuSpec) -> str:
    return f"{elide(gpu.name)} — {gpu.memory_gb:g} GB"


class HardwarePanel(QWidget):
    """GPU type and count; editing a datasheet figure makes a custom GPU inside the project."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.bindings: list[Binding] = []
        layout = QVBoxLayout(self)

        box = QGroupBox(translate("HardwarePanel", "GPUs"))
        form = QFormLayout(box)
        self.gpu = QComboBox()
        self.gpu.setObjectName("gpu_id")
        self.gpu.setToolTip(
            translate(
                "HardwarePanel",
                "Accelerator type, from the catalog or a custom one in this project",
            )
        )
        self.gpu.setMaxVisibleItems(24)
        narrow_combo(self.gpu)
        form.addRow(translate("HardwarePanel", "GPU"), self.gpu)
        self.counts = [FieldRow(session, d) for d in in_group(Plan, "hardware")]
        for row in self.counts:
            form.addRow(field_label(row.d.ui.label), row.widget)
        self.per_node, self.nodes = (row.widget for row in self.counts)
        self.total = QLabel()
        self.total.setToolTip(translate("HardwarePanel", "GPUs in the plan: GPUs per node × nodes"))
        form.addRow(translate("HardwarePanel", "In total"), self.total)
        self.link = plain_label(QLabel())
        self.link.setWordWrap(True)
        self.link.setToolTip(
            translate("HardwarePanel", "GPU-to-GPU link inside a node, from the datasheet")
        )
        form.addRow(translate("HardwarePanel", "Interconnect"), self.link)
        layout.addWidget(box)

        box = QGroupBox(translate("HardwarePanel", "Datasheet (edit to make a custom GPU)"))
        form = QFormLayout(box)
        self.figures: dict[str, QDoubleSpinBox] = {}
        for field, label, hi, decimals, suffix, tip in GPU_FIELDS:
            spin = QDoubleSpinBox()
            unknown = _may_be_unknown(field)
            spin.setRange(0.0 if unknown else 0.1, hi)
            if unknown:  # its lowest value is "unknown" (None), shown as —
                spin.setSpecialValueText("—")
            spin.setDecimals(decimals)
            spin.setSuffix(suffix)
            spin.setKeyboardTracking(False)
            spin.setToolTip(translate("HardwarePanel", tip))
            spin.setObjectName(f"gpu.{field}")
            spin.valueChanged.connect(
                lambda v, f=field, u=unknown, n=label: session.edit_gpu(
                    f,
                    None if u and v == 0 else v,
                    merge=f"gpu.{f}",
                    label=translate("HardwarePanel", n),
                )
            )
            form.addRow(translate("HardwarePanel", label), spin)
            self.figures[field] = spin
        self.facts = plain_label(QLabel())
        self.facts.setWordWrap(True)
        self.facts.setToolTip(translate("HardwarePanel", "Catalog row this GPU comes from"))
        form.addRow(self.facts)
        layout.addWidget(box)
        layout.addStretch(1)

        self.bindings.append(bind_combo(self.gpu, session, "gpu_id"))
        follow_project(self, session, self.refresh)
        self.refresh(session.project)

    def refresh(self, project: Project) -> None:
        gpus = self.session.gpus()
        if [self.gpu.itemData(i) for i in range(self.gpu.count())] != list(gpus):
            with blocked(self.gpu):
                self.gpu.clear()
                for gid, g in gpus.items():
                    self.gpu.addItem(gpu_label(g), gid)
        refresh_all(self.bindings, project.scenario)
        for row in self.counts:
            row.refresh(project.scenario)
        plan = project.scenario.plan
        total = (
            translate("HardwarePanel", "{n} GPUs")
            if plan.gpus > 1
            else translate("HardwarePanel", "{n} GPU")
        )
        self.total.setText(total.format(n=plan.gpus))
        gpu = self.session.gpu_spec()
        if gpu is None:
            self.link.setText(translate("HardwarePanel", "unknown GPU"))
            return
        bw = f", {gpu.interconnect_gbps:g} GB/s" if gpu.interconnect_gbps else ""
        if gpu.whole_machine and not gpu.interconnect:
            # a unified-memory machine (Apple silicon, DGX Spark, Strix Halo): no PCIe link
            # between its GPU and its memory; the datasheet names none to another machine
            self.link.setText(translate("HardwarePanel", "none named (one chip, unified memory)"))
        else:
            self.link.setText(f"{elide(gpu.interconnect or 'PCIe')}{bw}")
        for field, spin in self.figures.items():
            with blocked(spin):
                spin.setValue(float(getattr(gpu, field) or 0.0))
        # the device reports GiB, the charts show GB (10⁹ bytes), the name says its marketing
        # figure ("80GB"): the same capacity, written so one can be read from the other
        self.figures["memory_gib"].setSuffix(
            translate("HardwarePanel", " GiB = {gb} GB").format(
                gb=f"{gpu.capacity_bytes / 1e9:.1f}"
            )
        )
        custom = (
            " · " + translate("HardwarePanel", "custom, saved in this project")
            if self.session.is_custom("gpu")
            else ""
        )
        price = f" · ${gpu.price_usd:,.0f}" if gpu.price_usd else ""
        facts = f"{elide(gpu.vendor)} {elide(gpu.form_factor)}{price}{custom}"
        self.facts.setText(facts.strip(" ·"))
