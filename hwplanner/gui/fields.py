"""GUI rows generated from the plan and workload field declarations (engine/fields.py).

Each declared field becomes one control in its group: a combo for choices, a spin box for
numbers (the step below the range means "unset" for optional fields), a check box for yes/no,
check boxes for LoRA targets. Rows that do not apply to the plan are hidden; a value that comes
from the framework profile shows as the combo's first item, "Framework default: …".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QStandardItemModel, QWheelEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.fields import GROUPS, RL_OFFLOADS, Declared, declared, default_padding
from hwplanner.engine.plan.frameworks import FRAMEWORKS, PROFILE_FIELDS
from hwplanner.engine.plan.plan import LORA_TARGETS, Plan, liger_sets_loss
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.cards import stages
from hwplanner.engine.scenario.sizing import size_plan, size_ruled, workload_context
from hwplanner.engine.scenario.validity import refusal, unusable_modules
from hwplanner.engine.scenario.weights import default_storage_label
from hwplanner.gui.bindings import UNSET, blocked, value_at
from hwplanner.gui.session import Session
from hwplanner.gui.text import elide, narrow_combo
from hwplanner.i18n import choice, field_help, field_label, group_title, message, translate
from hwplanner.project import ScenarioSpec

SPIN_LIMIT = 2**31 - 1  # QSpinBox holds a C int


class ChoiceCombo(QComboBox):
    """A combo that brings its items up to date just before its list opens."""

    def __init__(self) -> None:
        super().__init__()
        # run with the combo itself before its list opens or it takes focus
        self.before_popup: Callable[[ChoiceCombo], None] | None = None
        self._grey_pending = False  # focus came in and the greying has not run yet

    def showPopup(self) -> None:
        if self.before_popup is not None:
            self.before_popup(self)
        super().showPopup()

    def focusInEvent(self, event: QFocusEvent) -> None:  # arrow keys skip greyed items too
        # Not while the window closes: focus moves through its widgets as they go, and may
        # reach this combo while Qt destroys it (the Python side is then already gone: no
        # override may run, nor Qt's own handler).
        if not isValid(self):
            return
        if self.before_popup is not None and self.isVisible():
            # worked out just after the event, not inside Qt's focus handling: the engine's
            # Python work there may let the collector free a closing panel's widgets (this one
            # among them) while Qt is still in this call (a crash seen in the test suite); a key
            # or the wheel before then works it out first (_grey_pending)
            self._grey_pending = True
            QTimer.singleShot(0, self._grey_when_focused)
        super().focusInEvent(event)

    def _grey_when_focused(self) -> None:
        if isValid(self) and self._grey_pending and self.hasFocus():
            self._grey_now()

    def _grey_now(self) -> None:
        self._grey_pending = False
        if self.before_popup is not None:
            self.before_popup(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # arrow keys skip greyed items
        if self._grey_pending:
            self._grey_now()
        super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # the wheel skips greyed items too
        self._grey_now()
        super().wheelEvent(event)


ITEM_FLAGS_ROLE = int(Qt.ItemDataRole.UserRole) - 1  # where QStandardItem stores its flags
ENABLED_ITEM = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
DISABLED_ITEM = Qt.ItemFlag.ItemIsSelectable


# Check boxes that some frameworks do not offer (Framework.rl_offloads)
_SWITCHES_A_FRAMEWORK_MAY_LACK = frozenset(name for name, _ in RL_OFFLOADS)


class FieldRow:
    """One declared field's control, bound to the session's current scenario."""

    def __init__(self, session: Session, d: Declared) -> None:
        self.session, self.d = session, d
        self.shown: bool | None = None  # whether its form row is visible (None: not yet set)
        self.widget = self._build()
        self.widget.setObjectName(d.path)
        tip = field_help(d.ui.help)
        if d.range_text():
            tip += "\n" + translate("Fields", "Allowed: {range}").format(range=d.range_text())
        self.tip = f"{field_label(d.ui.label)}: {tip}"
        self.widget.setToolTip(self.tip)

    @property
    def profile_field(self) -> bool:
        return self.d.owner == "plan" and self.d.name in PROFILE_FIELDS

    def applies(self, plan: Plan, spec: ModelSpec | None) -> bool:
        return bool(self.d.ui.applies(plan, spec))

    # Construction ----------------------------------------------------------------------------

    def _build(self) -> QWidget:
        d = self.d
        if d.ui.widget == "targets":
            return self._targets()
        if d.ui.widget == "model":
            return self._models()
        if d.kind == "bool":
            check = QCheckBox(field_label(d.ui.label))
            check.toggled.connect(lambda on: self._set(bool(on)))
            return check
        if d.kind == "text" and not d.ui.choices:
            return self._line()
        if d.kind in ("enum", "text") or d.ui.choices:
            return self._combo()
        return self._spin()

    def _line(self) -> QLineEdit:
        """Free text (a date): committed on Enter or focus-out; empty means unset."""
        line = QLineEdit()
        if self.d.ui.unset:
            line.setPlaceholderText(translate("Fields", self.d.ui.unset))
        line.editingFinished.connect(lambda: self._set(line.text().strip() or UNSET))
        return line

    def _combo(self) -> QComboBox:
        d = self.d
        combo = ChoiceCombo()
        narrow_combo(combo, 12)  # a long choice never widens the panel (the list shows it)
        if self.profile_field or d.optional:
            combo.addItem(translate("Fields", d.ui.unset) if d.ui.unset else "", UNSET)
        for value in d.values:
            text = d.ui.choices.get(str(value), str(value))
            data = int(value) if d.kind == "int" else value
            combo.addItem(choice(text), data)
        combo.currentIndexChanged.connect(lambda i: self._set(combo.itemData(i)))
        return combo

    def _spin(self) -> QSpinBox | QDoubleSpinBox:
        d = self.d
        scale, decimals = d.ui.scale, d.ui.decimals
        spin: QSpinBox | QDoubleSpinBox = QSpinBox() if d.kind == "int" else QDoubleSpinBox()
        step = 10.0**-decimals if d.kind == "float" else 1.0
        low = (d.low if d.low is not None else 0.0) / scale
        if d.low is not None and not d.low_inclusive:
            low += step
        if d.optional:
            low -= step  # the step below the range means "unset"
            spin.setSpecialValueText(translate("Fields", d.ui.unset))
        high = min((d.high if d.high is not None else SPIN_LIMIT) / scale, SPIN_LIMIT)
        if isinstance(spin, QDoubleSpinBox):
            spin.setDecimals(decimals)
            spin.setSingleStep(max(step, 0.01 if decimals >= 2 else 1))
            spin.setRange(low, high)
        else:
            spin.setRange(int(low), int(high))
        if d.ui.suffix:
            spin.setSuffix(translate("Fields", d.ui.suffix) if d.ui.suffix.strip() else "")
        spin.setGroupSeparatorShown(True)
        spin.setKeyboardTracking(False)  # typed numbers commit on Enter or focus-out
        spin.valueChanged.connect(lambda shown: self._spin_edited(spin, shown))
        return spin

    def _models(self) -> QComboBox:
        """A model of the catalog or the project (a draft model); filled on refresh."""
        combo = narrow_combo(QComboBox())
        combo.setMaxVisibleItems(24)
        combo.currentIndexChanged.connect(lambda i: self._set(combo.itemData(i)))
        return combo

    def _refresh_models(self, combo: QComboBox, value: Any) -> None:
        models = self.session.models()
        wanted = [UNSET, *models]
        if [combo.itemData(i) for i in range(combo.count())] != wanted:
            combo.clear()
            combo.addItem(translate("Fields", self.d.ui.unset), UNSET)
            for mid, spec in models.items():
                combo.addItem(elide(spec.name), mid)  # a project's name: never widens the row
        combo.setCurrentIndex(max(combo.findData(UNSET if value is None else value), 0))

    def _targets(self) -> QWidget:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.checks: dict[str, QCheckBox] = {}
        labels = self.d.ui.choices
        for i, name in enumerate(labels or LORA_TARGETS):
            if labels:  # the recomputed modules: its label, its Megatron-LM name in the tip
                check = QCheckBox(choice(labels[name]))
                check.setToolTip(self._choice_tip(name))
            else:
                check = QCheckBox(name)
                check.setToolTip(
                    translate("Fields", "Put a LoRA adapter on the {name} projection").format(
                        name=name
                    )
                )
            check.toggled.connect(self._targets_edited)
            columns = 2 if labels else 3  # words take more room than projection names
            grid.addWidget(check, i // columns, i % columns)
            self.checks[name] = check
        return box

    def _choice_tip(self, name: str, why: str | None = None) -> str:
        """A labelled check box's tip: its label, the value it stands for, why it is greyed."""
        tip = f"{choice(self.d.ui.choices[name])} ({name})"
        return f"{tip}: {message(why)}" if why else tip

    # Editing ---------------------------------------------------------------------------------

    def _set(self, value: Any) -> None:
        self.session.set(self.d.path, None if value == UNSET else value)

    def _spin_edited(self, spin: QSpinBox | QDoubleSpinBox, shown: float) -> None:
        d = self.d
        if d.optional and shown == spin.minimum():
            value: Any = None
        elif d.kind == "int":
            value = round(shown * d.ui.scale)
        else:
            value = shown * d.ui.scale if d.ui.scale != 1.0 else shown
        self.session.set(d.path, value, merge=d.path)

    def _targets_edited(self) -> None:
        chosen = tuple(n for n, c in self.checks.items() if c.isChecked())
        self.session.set(self.d.path, chosen)

    # Showing ---------------------------------------------------------------------------------

    def refresh(
        self,
        scenario: ScenarioSpec,
        spec: ModelSpec | None = None,
        gpu: GpuSpec | None = None,
        *,
        grey: bool = False,
        sized: Mapping[str, float] | None = None,
    ) -> None:
        """Show the scenario's value; with `grey`, also grey out the choices it refuses.
        `sized`: the fields whose value is the framework's for the model's size, with the size
        from which it holds (defaults.size_ruled)."""
        value = value_at(scenario, self.d.path)
        if self.d.path == "plan.pp":
            value = stages(scenario.plan)  # a stage per card on a machine of unequal cards
        w = self.widget
        with blocked(w):
            if self.d.ui.widget == "targets":
                # a module the model cannot take is greyed with the engine's reason (the
                # combos grey their refused choices the same way)
                refused = (
                    unusable_modules(spec, scenario.plan)
                    if self.d.name == "recompute_modules" and spec is not None
                    else {}
                )
                for name, check in self.checks.items():
                    with blocked(check):
                        check.setChecked(name in value)
                    why = refused.get(name)
                    check.setEnabled(why is None or name in value)  # a ticked one can go
                    if self.d.ui.choices:
                        check.setToolTip(self._choice_tip(name, why))
            elif self.d.ui.widget == "model" and isinstance(w, QComboBox):
                self._refresh_models(w, value)
            elif isinstance(w, QCheckBox):
                w.setChecked(bool(value))
                if grey and self.d.name in _SWITCHES_A_FRAMEWORK_MAY_LACK:
                    # greyed with the engine's reason where turning it on would be refused
                    # (an RL offload the framework does not have); a ticked one can go
                    lacks = refusal(spec, scenario.plan, self.d.name, True, gpu)
                    w.setEnabled(lacks is None or bool(value))
                    w.setToolTip(message(lacks) if lacks else self.tip)
            elif isinstance(w, QLineEdit):
                text = "" if value is None else str(value)
                if w.text() != text:  # setText repaints even an unchanged text
                    w.setText(text)
            elif isinstance(w, QComboBox):
                self._refresh_combo(w, scenario.plan, value, (sized or {}).get(self.d.name))
                if self.d.name == "weight_format" and spec is not None:
                    w.setItemText(0, _weights_default(spec, scenario.plan))
                    self._tip_shows(w)
                if self.d.name == "padding":  # the trainer's padding, named as the sheet names it
                    w.setItemText(0, _padding_default(self.d, scenario.plan))
                    self._tip_shows(w)
                if grey and self.d.owner == "plan" and isinstance(w, ChoiceCombo):
                    # worked out when the list opens, so an edit elsewhere costs nothing
                    plan = scenario.plan
                    w.before_popup = lambda combo: self._grey_refused(combo, plan, spec, gpu)
            elif isinstance(w, QSpinBox | QDoubleSpinBox):
                number = w.minimum() if value is None else value / self.d.ui.scale
                if w.value() != number:  # setValue repaints the box even at the same value
                    if isinstance(w, QSpinBox):
                        w.setValue(int(number))  # what Qt did with a float: truncated toward 0
                    else:
                        w.setValue(number)

    def _refresh_combo(
        self, combo: QComboBox, plan: Plan, value: Any, from_params: float | None = None
    ) -> None:
        if self.profile_field:
            # the first item names the profile's value, also while the user's choice is another
            default = self._profile_value(plan) if plan.is_user(self.d.name) else value
            shown = default.value if isinstance(default, Enum) else default
            label = choice(self.d.ui.choices.get(str(shown), str(shown)))
            tip = ""
            if from_params is None and self._liger_loss(plan):
                text = translate("Fields", "With Liger kernels: {value}").format(value=label)
            elif from_params is None:
                text = translate("Fields", "Framework default: {value}").format(value=label)
            else:  # the framework's value for models of this size: say so where it is shown
                size = f"{from_params / 1e9:g}B"
                text = translate("Fields", "Framework ≥ {size}: {value}").format(
                    size=size, value=label
                )
                tip = translate(
                    "Summary", "framework default for models of {size} parameters and more"
                ).format(size=size)
            combo.setItemText(0, text)
            combo.setItemData(0, tip or None, Qt.ItemDataRole.ToolTipRole)
            if not plan.is_user(self.d.name):
                combo.setCurrentIndex(0)
                self._tip_shows(combo)
                return
        key = UNSET if value is None else value.value if isinstance(value, Enum) else value
        combo.setCurrentIndex(combo.findData(key))
        self._tip_shows(combo)

    def _liger_loss(self, plan: Plan) -> bool:
        """The loss combo's default is the one the framework's Liger switch brings."""
        fw = FRAMEWORKS.get(plan.framework)
        return (
            self.d.name == "loss"
            and fw is not None
            and liger_sets_loss(
                fw, plan.liger_kernels, set(plan.user_fields) - {"loss"}, plan.method
            )
        )

    def _profile_value(self, plan: Plan) -> Any:
        """What the framework profile gives this field in this plan without the user's value."""
        try:
            return getattr(plan.with_changes(**{self.d.name: None}), self.d.name)
        except ValueError:  # the plan holds only with the user's value: show what they chose
            return getattr(plan, self.d.name)

    def _tip_shows(self, combo: QComboBox) -> None:
        """The choice shown, whole, first in the tooltip: a narrow window cuts it in the box
        ("Framework default: AMP: fp32 w…")."""
        shown = combo.currentText()
        tip = f"{shown}\n\n{self.tip}" if shown else self.tip
        if combo.toolTip() != tip:
            combo.setToolTip(tip)

    def _grey_refused(
        self, combo: QComboBox, plan: Plan, spec: ModelSpec | None, gpu: GpuSpec | None
    ) -> None:
        """Grey out the choices the engine would refuse for this plan (a framework that does
        not offer the method, a loss kernel the framework lacks), the reason as their tooltip."""
        state = (plan, spec, gpu)
        if getattr(self, "_greyed_for", None) == state:
            return
        self._greyed_for = state
        if not isinstance(combo.model(), QStandardItemModel):
            return
        for i in range(combo.count()):
            if not isValid(combo):  # deleted meanwhile (a window closing): nothing to grey
                return
            data = combo.itemData(i)
            if data == UNSET:
                continue
            reason = refusal(spec, plan, self.d.name, data, gpu)
            if not isValid(combo):
                return
            # The item's flags through its data (QStandardItem keeps them under UserRole − 1),
            # not through a QStandardItem wrapper: the combo's list is rebuilt on refresh, and a
            # wrapper kept from an earlier item may name a freed one (a crash seen under load)
            flags = ENABLED_ITEM if reason is None else DISABLED_ITEM
            combo.setItemData(i, flags, ITEM_FLAGS_ROLE)
            combo.setItemData(i, message(reason) if reason else None, Qt.ItemDataRole.ToolTipRole)


class FieldGroups(QWidget):
    """The group boxes of one panel, one row per declared field of its groups."""

    def __init__(
        self,
        session: Session,
        panel: str,
        parent: QWidget | None = None,
        *,
        only: Callable[[Declared], bool] = lambda d: True,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.rows: dict[str, FieldRow] = {}
        self.boxes: dict[str, QGroupBox] = {}
        self._forms: dict[str, QFormLayout] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for key, (owner_panel, title) in GROUPS.items():
            if owner_panel != panel:
                continue
            fields = [
                d
                for model in (Plan, Workload)
                for d in declared(model)
                if d.ui.group == key and d.ui.gui and only(d)
            ]
            if not fields:
                continue
            box = QGroupBox(group_title(title))
            box.setObjectName(f"group.{key}")
            form = QFormLayout(box)
            # a row too wide for the panel puts its field under its label (a narrow window)
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            for d in fields:
                row = FieldRow(session, d)
                if d.kind == "bool":  # a check box names itself: the whole row is its own
                    form.addRow(row.widget)
                else:
                    form.addRow(field_label(d.ui.label), row.widget)
                self.rows[d.path] = row
                self._forms[d.path] = form
            layout.addWidget(box)
            self.boxes[key] = box

    def refresh(self, scenario: ScenarioSpec, spec: ModelSpec | None) -> None:
        gpu = self.session.gpu_spec()
        sized: dict[str, float] = {}
        if spec is not None:  # the framework's values for this model's size, as estimated
            # (torchtune checkpoints a 70B LoRA, not an 8B one)
            plan = size_plan(scenario.plan, spec)
            sized = size_ruled(plan, spec)
            # an unset serving context holds the longest request, as estimated
            plan = workload_context(plan, scenario.workload)
            if plan is not scenario.plan:
                scenario = scenario.model_copy(update={"plan": plan})
        shown: dict[str, bool] = {}
        for path, row in self.rows.items():
            visible = row.applies(scenario.plan, spec)
            if visible:  # a hidden row shows the value it has when it next applies
                row.refresh(scenario, spec, gpu, grey=True, sized=sized)
            if row.shown is not visible:
                self._forms[path].setRowVisible(row.widget, visible)
                row.shown = visible
            group = row.d.ui.group
            shown[group] = shown.get(group, False) or visible
        for key, box in self.boxes.items():
            box.setVisible(shown.get(key, False))  # a group with nothing that applies


def _padding_default(d: Declared, plan: Plan) -> str:
    """The padding combo's unset item: the trainer's padding by name (fields.default_padding)."""
    padding = default_padding(plan)
    label = choice(d.ui.choices.get(padding.value, padding.value))
    return translate("Fields", "Framework default: {value}").format(value=label)


def _weights_default(spec: ModelSpec, plan: Plan) -> str:
    """The unset weight format, named: the model's own (a quantized checkpoint served as
    stored) or the method's default."""
    label, native = default_storage_label(spec, plan)
    if native:
        return translate("Fields", "Model's format: {value}").format(value=label)
    return translate("Fields", "Default for the method: {value}").format(value=label)
