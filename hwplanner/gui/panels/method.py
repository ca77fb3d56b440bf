"""The Method panel: how the model is trained or served, and how the work is split over GPUs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hwplanner.engine.frameworks import FRAMEWORKS
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import (
    LORA_TARGETS,
    Attention,
    KvDtype,
    Method,
    Offload,
    Optimizer,
    Plan,
    Precision,
    Recompute,
    WeightFormat,
)
from hwplanner.gui.bindings import (
    UNSET,
    Binding,
    bind_check,
    bind_combo,
    bind_spin,
    fill_combo,
    refresh_all,
)
from hwplanner.gui.session import Session
from hwplanner.i18n import QT_TRANSLATE_NOOP, translate
from hwplanner.project import Project

METHODS = {
    Method.PRETRAIN: QT_TRANSLATE_NOOP("MethodPanel", "Pre-training"),
    Method.FULL: QT_TRANSLATE_NOOP("MethodPanel", "Full fine-tuning"),
    Method.FREEZE: QT_TRANSLATE_NOOP("MethodPanel", "Freeze (train last layers)"),
    Method.LORA: QT_TRANSLATE_NOOP("MethodPanel", "LoRA"),
    Method.QLORA: QT_TRANSLATE_NOOP("MethodPanel", "QLoRA (4-bit base)"),
    Method.INFERENCE: QT_TRANSLATE_NOOP("MethodPanel", "Inference"),
}
PRECISIONS = {
    Precision.AMP: QT_TRANSLATE_NOOP("MethodPanel", "AMP: fp32 weights, bf16 compute"),
    Precision.MIXED: QT_TRANSLATE_NOOP("MethodPanel", "Mixed: bf16 + fp32 master"),
    Precision.MIXED_FP32_GRADS: QT_TRANSLATE_NOOP("MethodPanel", "Mixed, fp32 gradients"),
    Precision.BF16: QT_TRANSLATE_NOOP("MethodPanel", "Pure bf16"),
    Precision.FP32: QT_TRANSLATE_NOOP("MethodPanel", "fp32"),
}
# Words among the choices of the Recompute, Attention and Offload combos.
CHOICES = {
    "none": QT_TRANSLATE_NOOP("MethodPanel", "none"),
    "selective": QT_TRANSLATE_NOOP("MethodPanel", "selective"),
    "full": QT_TRANSLATE_NOOP("MethodPanel", "full"),
    "flash": QT_TRANSLATE_NOOP("MethodPanel", "flash"),
    "eager": QT_TRANSLATE_NOOP("MethodPanel", "eager"),
    "optimizer": QT_TRANSLATE_NOOP("MethodPanel", "optimizer"),
    "optimizer+params": QT_TRANSLATE_NOOP("MethodPanel", "optimizer+params"),
}
Applies = Callable[[Plan, ModelSpec | None], bool]
TRAINING: Applies = lambda plan, spec: plan.method.is_training  # noqa: E731
# Which rows apply to which plans: anything not listed applies always.
APPLIES: dict[str, Applies] = {
    "plan.precision": TRAINING,
    "plan.optimizer": TRAINING,
    "plan.seq_len": TRAINING,
    "plan.micro_batch": TRAINING,
    "plan.grad_accum": TRAINING,
    "plan.recompute": TRAINING,
    "plan.zero": TRAINING,
    "plan.offload": TRAINING,
    "plan.weight_format": lambda p, s: p.method not in (Method.PRETRAIN, Method.FULL),
    "plan.lora_rank": lambda p, s: p.method.is_peft,
    "lora_targets": lambda p, s: p.method.is_peft,
    "plan.freeze_trainable_layers": lambda p, s: p.method is Method.FREEZE,
    "plan.kv_dtype": lambda p, s: not p.method.is_training,
    "plan.batch": lambda p, s: not p.method.is_training,
    "plan.context": lambda p, s: not p.method.is_training,
    "plan.ep": lambda p, s: bool(s and s.is_moe),
    "plan.sequence_parallel": lambda p, s: p.tp > 1,
}
TIPS = {
    "plan.method": QT_TRANSLATE_NOOP(
        "MethodPanel", "What the run does: train from scratch, fine-tune all or part, or serve"
    ),
    "plan.framework": QT_TRANSLATE_NOOP(
        "MethodPanel", "Software profile: its precision defaults and memory habits"
    ),
    "plan.precision": QT_TRANSLATE_NOOP(
        "MethodPanel", "Bytes per parameter for weights, gradients and the fp32 master copy"
    ),
    "plan.weight_format": QT_TRANSLATE_NOOP(
        "MethodPanel", "Storage format of frozen or served weights (default by method)"
    ),
    "plan.optimizer": QT_TRANSLATE_NOOP(
        "MethodPanel", "Optimizer states per trainable parameter (AdamW: two fp32 moments)"
    ),
    "plan.seq_len": QT_TRANSLATE_NOOP("MethodPanel", "Tokens per training sequence"),
    "plan.micro_batch": QT_TRANSLATE_NOOP(
        "MethodPanel", "Sequences per GPU per forward/backward pass"
    ),
    "plan.grad_accum": QT_TRANSLATE_NOOP(
        "MethodPanel", "Micro-batches accumulated before each optimizer step (time, not memory)"
    ),
    "plan.recompute": QT_TRANSLATE_NOOP(
        "MethodPanel", "Activation checkpointing: trade recomputation for activation memory"
    ),
    "plan.attention": QT_TRANSLATE_NOOP(
        "MethodPanel", "Flash attention never stores the seq × seq score matrix"
    ),
    "plan.lora_rank": QT_TRANSLATE_NOOP("MethodPanel", "Rank r of the LoRA adapters"),
    "lora_targets": QT_TRANSLATE_NOOP("MethodPanel", "Modules that get LoRA adapters"),
    "plan.freeze_trainable_layers": QT_TRANSLATE_NOOP(
        "MethodPanel", "How many final layers train; the rest stay frozen"
    ),
    "plan.zero": QT_TRANSLATE_NOOP(
        "MethodPanel", "ZeRO stage / FSDP sharding of optimizer (1), gradients (2), weights (3)"
    ),
    "plan.tp": QT_TRANSLATE_NOOP("MethodPanel", "Tensor parallel degree (within a node)"),
    "plan.pp": QT_TRANSLATE_NOOP("MethodPanel", "Pipeline parallel stages"),
    "plan.ep": QT_TRANSLATE_NOOP("MethodPanel", "Expert parallel degree (MoE models)"),
    "plan.sequence_parallel": QT_TRANSLATE_NOOP(
        "MethodPanel", "Shard norm/dropout activations across the tensor-parallel group"
    ),
    "plan.offload": QT_TRANSLATE_NOOP(
        "MethodPanel", "Move optimizer states (and weights) to host RAM"
    ),
    "plan.kv_dtype": QT_TRANSLATE_NOOP("MethodPanel", "KV cache element type"),
    "plan.batch": QT_TRANSLATE_NOOP("MethodPanel", "Concurrent sequences served per replica"),
    "plan.context": QT_TRANSLATE_NOOP(
        "MethodPanel", "Tokens per served sequence (prompt + output) the KV cache is sized for"
    ),
}


def _items(labels: dict[Method, str] | dict[Precision, str]) -> list[tuple[str, str]]:
    return [(translate("MethodPanel", text), key.value) for key, text in labels.items()]


class MethodPanel(QWidget):
    """Every Plan field except the GPU count; rows that do not apply to the method are hidden."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.bindings: list[Binding] = []
        self.rows: dict[str, tuple[QFormLayout, QWidget]] = {}
        layout = QVBoxLayout(self)

        f = self._group(layout, translate("MethodPanel", "Method"))
        self.method = self._combo(
            f, "plan.method", translate("MethodPanel", "Method"), _items(METHODS)
        )
        fws = ((fw.name, fid) for fid, fw in FRAMEWORKS.items())
        self._combo(f, "plan.framework", translate("MethodPanel", "Framework"), fws)

        f = self._group(layout, translate("MethodPanel", "Precision and optimizer"))
        self._combo(f, "plan.precision", translate("MethodPanel", "Precision"), _items(PRECISIONS))
        formats = [(translate("MethodPanel", "Default for the method"), UNSET)] + [
            (w.value, w.value) for w in WeightFormat
        ]
        self._combo(f, "plan.weight_format", translate("MethodPanel", "Frozen weights"), formats)
        self._combo(
            f,
            "plan.optimizer",
            translate("MethodPanel", "Optimizer"),
            ((o.value, o.value) for o in Optimizer),
        )

        f = self._group(layout, translate("MethodPanel", "Batch and sequence"))
        self._spin(
            f,
            "plan.seq_len",
            translate("MethodPanel", "Sequence length"),
            1,
            10_000_000,
            translate("MethodPanel", " tokens"),
            128,
        )
        self._spin(f, "plan.micro_batch", translate("MethodPanel", "Micro-batch"), 1, 100_000)
        self._spin(
            f, "plan.grad_accum", translate("MethodPanel", "Gradient accumulation"), 1, 100_000
        )
        self._spin(f, "plan.batch", translate("MethodPanel", "Concurrent sequences"), 1, 1_000_000)
        self._spin(
            f,
            "plan.context",
            translate("MethodPanel", "Context"),
            1,
            100_000_000,
            translate("MethodPanel", " tokens"),
            512,
        )
        self._combo(
            f,
            "plan.kv_dtype",
            translate("MethodPanel", "KV cache type"),
            ((k.value, k.value) for k in KvDtype),
        )
        self._combo(
            f,
            "plan.recompute",
            translate("MethodPanel", "Recompute"),
            ((translate("MethodPanel", CHOICES[r.value]), r.value) for r in Recompute),
        )
        self._combo(
            f,
            "plan.attention",
            translate("MethodPanel", "Attention"),
            ((translate("MethodPanel", CHOICES[a.value]), a.value) for a in Attention),
        )

        f = self._group(layout, translate("MethodPanel", "Adapters"))
        self._spin(f, "plan.lora_rank", translate("MethodPanel", "LoRA rank"), 1, 65_536)
        self._spin(
            f,
            "plan.freeze_trainable_layers",
            translate("MethodPanel", "Trainable layers"),
            0,
            10_000,
        )
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.targets: dict[str, QCheckBox] = {}
        for i, name in enumerate(LORA_TARGETS):
            check = QCheckBox(name)
            check.setToolTip(
                translate("MethodPanel", "Put a LoRA adapter on the {name} projection").format(
                    name=name
                )
            )
            check.toggled.connect(self._targets_edited)
            grid.addWidget(check, i // 3, i % 3)
            self.targets[name] = check
        self._row(f, "lora_targets", translate("MethodPanel", "Targets"), box)

        f = self._group(layout, translate("MethodPanel", "Parallelism and memory savings"))
        self._combo(
            f,
            "plan.zero",
            translate("MethodPanel", "ZeRO / FSDP"),
            ((translate("MethodPanel", "stage {n}").format(n=z), z) for z in range(4)),
        )
        self._spin(f, "plan.tp", translate("MethodPanel", "Tensor parallel"), 1, 1024)
        self._spin(f, "plan.pp", translate("MethodPanel", "Pipeline parallel"), 1, 1024)
        self._spin(f, "plan.ep", translate("MethodPanel", "Expert parallel"), 1, 100_000)
        check = QCheckBox(translate("MethodPanel", "Sequence parallel"))
        self.bindings.append(bind_check(check, session, "plan.sequence_parallel"))
        self._row(f, "plan.sequence_parallel", "", check)
        self._combo(
            f,
            "plan.offload",
            translate("MethodPanel", "Offload"),
            ((translate("MethodPanel", CHOICES[o.value]), o.value) for o in Offload),
        )
        layout.addStretch(1)

        session.project_changed.connect(self.refresh)
        self.refresh(session.project)

    def refresh(self, project: Project) -> None:
        sc = project.scenario
        refresh_all(self.bindings, sc)
        for name, check in self.targets.items():
            check.blockSignals(True)
            check.setChecked(name in sc.plan.lora_targets)
            check.blockSignals(False)
        spec = self.session.model_spec()
        shown: dict[QFormLayout, bool] = {}
        for path, (form, widget) in self.rows.items():
            applies = APPLIES.get(path)
            visible = applies is None or applies(sc.plan, spec)
            form.setRowVisible(widget, visible)
            shown[form] = shown.get(form, False) or visible
        for form, visible in shown.items():
            form.parentWidget().setVisible(visible)  # a group with nothing that applies

    def _targets_edited(self) -> None:
        chosen = tuple(n for n, c in self.targets.items() if c.isChecked())
        self.session.set("plan.lora_targets", chosen)

    # Construction helpers --------------------------------------------------------------------

    def _group(self, layout: QVBoxLayout, title: str) -> QFormLayout:
        box = QGroupBox(title)
        form = QFormLayout(box)
        layout.addWidget(box)
        return form

    def _row(self, form: QFormLayout, path: str, label: str, widget: QWidget) -> None:
        widget.setToolTip(translate("MethodPanel", TIPS[path]) if path in TIPS else "")
        widget.setObjectName(path)
        form.addRow(label, widget)
        self.rows[path] = (form, widget)

    def _combo(self, form: QFormLayout, path: str, label: str, items: object) -> QComboBox:
        combo = fill_combo(QComboBox(), items)  # type: ignore[arg-type]
        self.bindings.append(bind_combo(combo, self.session, path))
        self._row(form, path, label, combo)
        return combo

    def _spin(
        self,
        form: QFormLayout,
        path: str,
        label: str,
        lo: int,
        hi: int,
        suffix: str = "",
        step: int = 1,
    ) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(lo, hi)
        spin.setSuffix(suffix)
        spin.setSingleStep(step)
        spin.setGroupSeparatorShown(True)
        self.bindings.append(bind_spin(spin, self.session, path))
        self._row(form, path, label, spin)
        return spin
