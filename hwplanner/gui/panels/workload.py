"""The Workload & cost panel: how much training or traffic, and what the site pays."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hwplanner.engine.workload import RANGES, Workload, range_text
from hwplanner.gui.bindings import Binding, bind_spin, refresh_all
from hwplanner.gui.session import Session
from hwplanner.i18n import QT_TRANSLATE_NOOP, translate
from hwplanner.project import Project

# field, label, shown unit (suffix), scale (value = shown × scale), decimals
Row = tuple[str, str, str, float, int]
TRAINING: tuple[Row, ...] = (
    ("tokens", QT_TRANSLATE_NOOP("WorkloadPanel", "Training tokens"), " B", 1e9, 3),
    (
        "dataset_tokens",
        QT_TRANSLATE_NOOP("WorkloadPanel", "Dataset"),
        QT_TRANSLATE_NOOP("WorkloadPanel", " B tokens"),
        1e9,
        3,
    ),
    ("epochs", QT_TRANSLATE_NOOP("WorkloadPanel", "Epochs"), "", 1, 2),
    ("mfu", QT_TRANSLATE_NOOP("WorkloadPanel", "MFU"), "", 1, 2),
)
SERVING: tuple[Row, ...] = (
    (
        "prompt_tokens",
        QT_TRANSLATE_NOOP("WorkloadPanel", "Prompt"),
        QT_TRANSLATE_NOOP("WorkloadPanel", " tokens"),
        1,
        0,
    ),
    (
        "output_tokens",
        QT_TRANSLATE_NOOP("WorkloadPanel", "Output"),
        QT_TRANSLATE_NOOP("WorkloadPanel", " tokens"),
        1,
        0,
    ),
    ("requests_per_day", QT_TRANSLATE_NOOP("WorkloadPanel", "Requests per day"), "", 1, 0),
    (
        "serving_days",
        QT_TRANSLATE_NOOP("WorkloadPanel", "Serving period"),
        QT_TRANSLATE_NOOP("WorkloadPanel", " days"),
        1,
        0,
    ),
    ("bandwidth_utilisation", QT_TRANSLATE_NOOP("WorkloadPanel", "Bandwidth use"), "", 1, 2),
)
PRICES: tuple[Row, ...] = (
    (
        "cloud_usd_per_gpu_hour",
        QT_TRANSLATE_NOOP("WorkloadPanel", "Cloud price"),
        QT_TRANSLATE_NOOP("WorkloadPanel", " $/GPU-h"),
        1,
        2,
    ),
    ("gpu_price_usd", QT_TRANSLATE_NOOP("WorkloadPanel", "GPU price"), " $", 1, 0),
    ("server_usd_per_node", QT_TRANSLATE_NOOP("WorkloadPanel", "Server per node"), " $", 1, 0),
    (
        "amortisation_years",
        QT_TRANSLATE_NOOP("WorkloadPanel", "Amortisation"),
        QT_TRANSLATE_NOOP("WorkloadPanel", " years"),
        1,
        1,
    ),
    ("duty_cycle", QT_TRANSLATE_NOOP("WorkloadPanel", "Duty cycle"), "", 1, 2),
    (
        "staff_usd_per_year",
        QT_TRANSLATE_NOOP("WorkloadPanel", "Staff cost"),
        QT_TRANSLATE_NOOP("WorkloadPanel", " $/year"),
        1,
        0,
    ),
)
POWER: tuple[Row, ...] = (
    (
        "electricity_usd_per_kwh",
        QT_TRANSLATE_NOOP("WorkloadPanel", "Electricity"),
        QT_TRANSLATE_NOOP("WorkloadPanel", " $/kWh"),
        1,
        3,
    ),
    ("pue", QT_TRANSLATE_NOOP("WorkloadPanel", "PUE"), "", 1, 2),
    ("gpu_power_fraction", QT_TRANSLATE_NOOP("WorkloadPanel", "GPU draw / TDP"), "", 1, 2),
    (
        "co2_kg_per_kwh",
        QT_TRANSLATE_NOOP("WorkloadPanel", "Grid carbon"),
        QT_TRANSLATE_NOOP("WorkloadPanel", " kg/kWh"),
        1,
        2,
    ),
    ("checkpoints_kept", QT_TRANSLATE_NOOP("WorkloadPanel", "Checkpoints kept"), "", 1, 0),
    (
        "storage_usd_per_gb_month",
        QT_TRANSLATE_NOOP("WorkloadPanel", "Cloud storage"),
        QT_TRANSLATE_NOOP("WorkloadPanel", " $/GB-month"),
        1,
        3,
    ),
)
GROUPS = (
    (QT_TRANSLATE_NOOP("WorkloadPanel", "Training"), TRAINING),
    (QT_TRANSLATE_NOOP("WorkloadPanel", "Serving"), SERVING),
    (QT_TRANSLATE_NOOP("WorkloadPanel", "Prices"), PRICES),
    (QT_TRANSLATE_NOOP("WorkloadPanel", "Power and storage"), POWER),
)
OPTIONAL = {name for name, f in Workload.model_fields.items() if f.default is None}


class WorkloadPanel(QWidget):
    """One spin box per Workload field, ranges and tooltips from workload.RANGES."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.bindings: list[Binding] = []
        self.groups: dict[str, QGroupBox] = {}
        self.spins: dict[str, QAbstractSpinBox] = {}
        layout = QVBoxLayout(self)
        for title, rows in GROUPS:
            box = QGroupBox(translate("WorkloadPanel", title))
            form = QFormLayout(box)
            for row in rows:
                form.addRow(translate("WorkloadPanel", row[1]), self._spin(*row))
            layout.addWidget(box)
            self.groups[title] = box
        layout.addStretch(1)
        session.project_changed.connect(self.refresh)
        self.refresh(session.project)

    def refresh(self, project: Project) -> None:
        refresh_all(self.bindings, project.scenario)
        training = project.scenario.plan.method.is_training
        self.groups["Training"].setVisible(training)
        self.groups["Serving"].setVisible(not training)

    def _spin(self, name: str, label: str, suffix: str, scale: float, decimals: int) -> QWidget:
        low, low_inc, high, _, _unit, source = RANGES[name]
        is_int = isinstance(Workload.model_fields[name].default, int)
        spin: QSpinBox | QDoubleSpinBox = QSpinBox() if is_int else QDoubleSpinBox()
        step = 10.0**-decimals
        lowest = low / scale if low_inc else low / scale + step
        unset = name in OPTIONAL
        if unset:
            lowest -= step  # the step below the range means "unset: use the default"
        if isinstance(spin, QDoubleSpinBox):
            spin.setDecimals(decimals)
            spin.setSingleStep(max(step, 0.01 if decimals >= 2 else 1))
        spin.setRange(int(lowest) if is_int else lowest, min(high / scale, 2**31 - 1))
        spin.setSuffix(translate("WorkloadPanel", suffix) if suffix.strip() else suffix)
        spin.setGroupSeparatorShown(True)
        spin.setObjectName(f"workload.{name}")
        allowed = translate("WorkloadPanel", "Allowed: {range}").format(range=range_text(name))
        spin.setToolTip(f"{translate('WorkloadPanel', label)}: {source}\n{allowed}")
        default = (
            translate("WorkloadPanel", "auto")
            if name in ("mfu", "bandwidth_utilisation")
            else translate("WorkloadPanel", "default")
        )
        if name in ("tokens", "dataset_tokens"):
            default = translate("WorkloadPanel", "not set")
        self.bindings.append(
            bind_spin(
                spin,
                self.session,
                f"workload.{name}",
                scale=scale,
                unset_text=default if unset else "",
            )
        )
        self.spins[name] = spin
        return spin
