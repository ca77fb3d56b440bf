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
from hwplanner.project import Project

METHODS = {
    Method.PRETRAIN: "Pre-training",
    Method.FULL: "Full fine-tuning",
    Method.FREEZE: "Freeze (train last layers)",
    Method.LORA: "LoRA",
    Method.QLORA: "QLoRA (4-bit base)",
    Method.INFERENCE: "Inference",
}
PRECISIONS = {
    Precision.AMP: "AMP: fp32 weights, bf16 compute",
    Precision.MIXED: "Mixed: bf16 + fp32 master",
    Precision.MIXED_FP32_GRADS: "Mixed, fp32 gradients",
    Precision.BF16: "Pure bf16",
    Precision.FP32: "fp32",
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
    "plan.method": "What the run does: train from scratch, fine-tune all or part, or serve",
    "plan.framework": "Software profile: its precision defaults and memory habits",
    "plan.precision": "Bytes per parameter for weights, gradients and the fp32 master copy",
    "plan.weight_format": "Storage format of frozen or served weights (default by method)",
    "plan.optimizer": "Optimizer states per trainable parameter (AdamW: two fp32 moments)",
    "plan.seq_len": "Tokens per training sequence",
    "plan.micro_batch": "Sequences per GPU per forward/backward pass",
    "plan.grad_accum": "Micro-batches accumulated before each optimizer step (time, not memory)",
    "plan.recompute": "Activation checkpointing: trade recomputation for activation memory",
    "plan.attention": "Flash attention never stores the seq × seq score matrix",
    "plan.lora_rank": "Rank r of the LoRA adapters",
    "lora_targets": "Modules that get LoRA adapters",
    "plan.freeze_trainable_layers": "How many final layers train; the rest stay frozen",
    "plan.zero": "ZeRO stage / FSDP sharding of optimizer (1), gradients (2), weights (3)",
    "plan.tp": "Tensor parallel degree (within a node)",
    "plan.pp": "Pipeline parallel stages",
    "plan.ep": "Expert parallel degree (MoE models)",
    "plan.sequence_parallel": "Shard norm/dropout activations across the tensor-parallel group",
    "plan.offload": "Move optimizer states (and weights) to host RAM",
    "plan.kv_dtype": "KV cache element type",
    "plan.batch": "Concurrent sequences served per replica",
    "plan.context": "Tokens per served sequence (prompt + output) the KV cache is sized for",
}


def _items(labels: dict[Method, str] | dict[Precision, str]) -> list[tuple[str, str]]:
    return [(text, key.value) for key, text in labels.items()]


class MethodPanel(QWidget):
    """Every Plan field except the GPU count; rows that do not apply to the method are hidden."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.bindings: list[Binding] = []
        self.rows: dict[str, tuple[QFormLayout, QWidget]] = {}
        layout = QVBoxLayout(self)

        f = self._group(layout, "Method")
        self.method = self._combo(f, "plan.method", "Method", _items(METHODS))
        fws = ((fw.name, fid) for fid, fw in FRAMEWORKS.items())
        self._combo(f, "plan.framework", "Framework", fws)

        f = self._group(layout, "Precision and optimizer")
        self._combo(f, "plan.precision", "Precision", _items(PRECISIONS))
        formats = [("Default for the method", UNSET)] + [(w.value, w.value) for w in WeightFormat]
        self._combo(f, "plan.weight_format", "Frozen weights", formats)
        self._combo(f, "plan.optimizer", "Optimizer", ((o.value, o.value) for o in Optimizer))

        f = self._group(layout, "Batch and sequence")
        self._spin(f, "plan.seq_len", "Sequence length", 1, 10_000_000, " tokens", 128)
        self._spin(f, "plan.micro_batch", "Micro-batch", 1, 100_000)
        self._spin(f, "plan.grad_accum", "Gradient accumulation", 1, 100_000)
        self._spin(f, "plan.batch", "Concurrent sequences", 1, 1_000_000)
        self._spin(f, "plan.context", "Context", 1, 100_000_000, " tokens", 512)
        self._combo(f, "plan.kv_dtype", "KV cache type", ((k.value, k.value) for k in KvDtype))
        self._combo(f, "plan.recompute", "Recompute", ((r.value, r.value) for r in Recompute))
        self._combo(f, "plan.attention", "Attention", ((a.value, a.value) for a in Attention))

        f = self._group(layout, "Adapters")
        self._spin(f, "plan.lora_rank", "LoRA rank", 1, 65_536)
        self._spin(f, "plan.freeze_trainable_layers", "Trainable layers", 0, 10_000)
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.targets: dict[str, QCheckBox] = {}
        for i, name in enumerate(LORA_TARGETS):
            check = QCheckBox(name)
            check.setToolTip(f"Put a LoRA adapter on the {name} projection")
            check.toggled.connect(self._targets_edited)
            grid.addWidget(check, i // 3, i % 3)
            self.targets[name] = check
        self._row(f, "lora_targets", "Targets", box)

        f = self._group(layout, "Parallelism and memory savings")
        self._combo(f, "plan.zero", "ZeRO / FSDP", ((f"stage {z}", z) for z in range(4)))
        self._spin(f, "plan.tp", "Tensor parallel", 1, 1024)
        self._spin(f, "plan.pp", "Pipeline parallel", 1, 1024)
        self._spin(f, "plan.ep", "Expert parallel", 1, 100_000)
        check = QCheckBox("Sequence parallel")
        self.bindings.append(bind_check(check, session, "plan.sequence_parallel"))
        self._row(f, "plan.sequence_parallel", "", check)
        self._combo(f, "plan.offload", "Offload", ((o.value, o.value) for o in Offload))
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
        widget.setToolTip(TIPS.get(path, ""))
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
