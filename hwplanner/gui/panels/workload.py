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
from hwplanner.project import Project

# field, label, shown unit (suffix), scale (value = shown × scale), decimals
Row = tuple[str, str, str, float, int]
TRAINING: tuple[Row, ...] = (
    ("tokens", "Training tokens", " B", 1e9, 3),
    ("dataset_tokens", "Dataset", " B tokens", 1e9, 3),
    ("epochs", "Epochs", "", 1, 2),
    ("mfu", "MFU", "", 1, 2),
)
SERVING: tuple[Row, ...] = (
    ("prompt_tokens", "Prompt", " tokens", 1, 0),
    ("output_tokens", "Output", " tokens", 1, 0),
    ("requests_per_day", "Requests per day", "", 1, 0),
    ("serving_days", "Serving period", " days", 1, 0),
    ("bandwidth_utilisation", "Bandwidth use", "", 1, 2),
)
PRICES: tuple[Row, ...] = (
    ("cloud_usd_per_gpu_hour", "Cloud price", " $/GPU-h", 1, 2),
    ("gpu_price_usd", "GPU price", " $", 1, 0),
    ("server_usd_per_node", "Server per node", " $", 1, 0),
    ("amortisation_years", "Amortisation", " years", 1, 1),
    ("duty_cycle", "Duty cycle", "", 1, 2),
    ("staff_usd_per_year", "Staff cost", " $/year", 1, 0),
)
POWER: tuple[Row, ...] = (
    ("electricity_usd_per_kwh", "Electricity", " $/kWh", 1, 3),
    ("pue", "PUE", "", 1, 2),
    ("gpu_power_fraction", "GPU draw / TDP", "", 1, 2),
    ("co2_kg_per_kwh", "Grid carbon", " kg/kWh", 1, 2),
    ("checkpoints_kept", "Checkpoints kept", "", 1, 0),
    ("storage_usd_per_gb_month", "Cloud storage", " $/GB-month", 1, 3),
)
GROUPS = (
    ("Training", TRAINING),
    ("Serving", SERVING),
    ("Prices", PRICES),
    ("Power and storage", POWER),
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
            box = QGroupBox(title)
            form = QFormLayout(box)
            for row in rows:
                form.addRow(row[1], self._spin(*row))
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
        spin.setSuffix(suffix)
        spin.setGroupSeparatorShown(True)
        spin.setObjectName(f"workload.{name}")
        spin.setToolTip(f"{label}: {source}\nAllowed: {range_text(name)}")
        default = "auto" if name in ("mfu", "bandwidth_utilisation") else "default"
        if name in ("tokens", "dataset_tokens"):
            default = "not set"
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
