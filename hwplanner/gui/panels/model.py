"""The Model panel: pick from the catalog (search, family, size), import a config.json, a
checkpoint folder or a GGUF file, and see or edit the architecture (editing makes a custom model
that travels in the project)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hwplanner.engine.core.units import format_count
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.gui.bindings import blocked, follow_project
from hwplanner.gui.session import Session
from hwplanner.gui.text import elide, narrow_combo, plain_tooltip
from hwplanner.i18n import QT_TRANSLATE_NOOP, message, translate
from hwplanner.project import Project

SIZES: tuple[tuple[str, float, float], ...] = (
    (QT_TRANSLATE_NOOP("ModelPanel", "Any size"), 0, 1e30),
    ("< 4B", 0, 4e9),
    ("4–20B", 4e9, 20e9),
)
SIZES += (("20–100B", 20e9, 100e9), ("> 100B", 100e9, 1e30))
ARCH = (  # field, label, tooltip
    (
        "num_layers",
        QT_TRANSLATE_NOOP("ModelPanel", "Layers"),
        QT_TRANSLATE_NOOP("ModelPanel", "Transformer blocks (num_hidden_layers)"),
    ),
    (
        "hidden_size",
        QT_TRANSLATE_NOOP("ModelPanel", "Hidden size"),
        QT_TRANSLATE_NOOP("ModelPanel", "Model width d (hidden_size)"),
    ),
    (
        "num_attention_heads",
        QT_TRANSLATE_NOOP("ModelPanel", "Attention heads"),
        QT_TRANSLATE_NOOP("ModelPanel", "Query heads"),
    ),
    (
        "num_kv_heads",
        QT_TRANSLATE_NOOP("ModelPanel", "KV heads"),
        QT_TRANSLATE_NOOP("ModelPanel", "Key/value heads (grouped-query attention)"),
    ),
    (
        "intermediate_size",
        QT_TRANSLATE_NOOP("ModelPanel", "MLP width"),
        QT_TRANSLATE_NOOP("ModelPanel", "Feed-forward inner width (intermediate_size)"),
    ),
    (
        "vocab_size",
        QT_TRANSLATE_NOOP("ModelPanel", "Vocabulary"),
        QT_TRANSLATE_NOOP("ModelPanel", "Tokens in the vocabulary"),
    ),
    (
        "num_experts",
        QT_TRANSLATE_NOOP("ModelPanel", "Experts"),
        QT_TRANSLATE_NOOP("ModelPanel", "Routed experts per MoE layer (0: dense model)"),
    ),
    (
        "experts_per_token",
        QT_TRANSLATE_NOOP("ModelPanel", "Experts per token"),
        QT_TRANSLATE_NOOP("ModelPanel", "Routed experts each token runs through"),
    ),
    (
        "expert_intermediate_size",
        QT_TRANSLATE_NOOP("ModelPanel", "Expert width"),
        QT_TRANSLATE_NOOP(
            "ModelPanel",
            "Feed-forward inner width of each routed expert (moe_intermediate_size); the MLP "
            "width above is the dense layers'",
        ),
    ),
)
MOE_ONLY = ("experts_per_token", "expert_intermediate_size")  # enabled for a mixture of experts


class ModelPanel(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._sizes: dict[str, float] = {}
        layout = QVBoxLayout(self)

        box = QGroupBox(translate("ModelPanel", "Catalog"))
        v = QVBoxLayout(box)
        row = QHBoxLayout()
        self.search = QLineEdit(
            placeholderText=translate("ModelPanel", "Search models…"), clearButtonEnabled=True
        )
        self.search.setToolTip(translate("ModelPanel", "Filter by name, id or Hugging Face repo"))
        family = QComboBox()
        family.setToolTip(translate("ModelPanel", "Show one model family"))
        self.family = narrow_combo(family, 12)
        self.family.addItem(translate("ModelPanel", "All families"), "")
        self.size_class = QComboBox()
        self.size_class.setToolTip(
            translate("ModelPanel", "Show models in one size class (total parameters)")
        )
        for label, lo, hi in SIZES:
            self.size_class.addItem(translate("ModelPanel", label), (lo, hi))
        row.addWidget(self.search, 2)
        row.addWidget(self.family, 1)
        row.addWidget(self.size_class, 1)
        v.addLayout(row)
        self.list = QTreeWidget()
        self.list.setObjectName("model_list")
        self.list.setHeaderLabels(
            [
                translate("ModelPanel", "Model"),
                translate("ModelPanel", "Params"),
                translate("ModelPanel", "Family"),
            ]
        )
        self.list.setRootIsDecorated(False)
        # the name takes what the count and family leave: no sideways scrolling in a narrow panel
        header = self.list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.list.setToolTip(translate("ModelPanel", "Select the model to plan for"))
        self.list.setMinimumHeight(180)
        v.addWidget(self.list)
        buttons = QHBoxLayout()
        # The label stays the translated "Import config.json…" until "Import model…" has its
        # translations in both languages; the dialog takes .gguf files too, and a
        # config.json picked inside a checkpoint folder reads that folder's weight headers.
        self.import_button = QPushButton(translate("ModelPanel", "Import config.json…"))
        self.import_button.setToolTip(
            translate(
                "ModelPanel",
                "Read a Hugging Face config.json (with its checkpoint folder's weights) or a GGUF "
                "file into a custom model",
            )
        )
        buttons.addWidget(self.import_button)
        buttons.addStretch(1)
        v.addLayout(buttons)
        layout.addWidget(box, 1)

        box = QGroupBox(translate("ModelPanel", "Architecture (edit to make a custom model)"))
        form = QFormLayout(box)
        self.arch: dict[str, QSpinBox] = {}
        for field, label, tip in ARCH:
            spin = QSpinBox()
            spin.setToolTip(translate("ModelPanel", tip))
            spin.setObjectName(f"model.{field}")
            spin.setKeyboardTracking(False)
            spin.setRange(0 if field == "num_experts" or field in MOE_ONLY else 1, 10_000_000)
            spin.setGroupSeparatorShown(True)
            spin.valueChanged.connect(
                lambda v, f=field, n=label: self._arch_edited(f, v, translate("ModelPanel", n))
            )
            form.addRow(translate("ModelPanel", label), spin)
            self.arch[field] = spin
        self.params = QLabel()
        self.params.setWordWrap(True)  # a layer pattern's line must not widen the panel
        self.params.setToolTip(translate("ModelPanel", "Parameters counted from the architecture"))
        form.addRow(translate("ModelPanel", "Parameters"), self.params)
        layout.addWidget(box)

        self.search.textChanged.connect(self._filter)
        self.family.currentIndexChanged.connect(self._filter)
        self.size_class.currentIndexChanged.connect(self._filter)
        self.list.currentItemChanged.connect(self._picked)
        self.import_button.clicked.connect(lambda: self.import_config())
        follow_project(self, session, self.refresh)
        self.refresh(session.project)

    def refresh(self, project: Project) -> None:
        models = self.session.models()
        if set(models) != set(self._sizes):
            self._fill(models)
        current = project.scenario.model_id
        with blocked(self.list):
            for i in range(self.list.topLevelItemCount()):
                item = self.list.topLevelItem(i)
                assert item is not None  # i < topLevelItemCount()
                if item.data(0, Qt.ItemDataRole.UserRole) == current:
                    self.list.setCurrentItem(item)
                    break
        spec = models.get(current)
        if spec is None:
            return
        for field, spin in self.arch.items():
            with blocked(spin):
                spin.setValue(int(getattr(spec, field) or 0))
        with blocked(self.arch["num_kv_heads"]):
            self.arch["num_kv_heads"].setValue(spec.kv_heads)
        with blocked(self.arch["expert_intermediate_size"]):  # a dense model: none
            self.arch["expert_intermediate_size"].setValue(spec.expert_width if spec.is_moe else 0)
        for field in MOE_ONLY:
            self.arch[field].setEnabled(spec.is_moe)
        # a hybrid's layers follow its pattern of recurrent and attention layers, Gemma 4's its
        # pattern of sliding and full-attention layers: not edited
        self.arch["num_layers"].setEnabled(not spec.layer_kinds)
        est = self.session.estimate
        # a plan the model cannot run has no estimate; the model's count does not depend on it
        p = est.params if est is not None else count_params(spec)
        moe = (
            ", " + translate("ModelPanel", "{n} active").format(n=format_count(p.active))
            if spec.is_moe
            else ""
        )
        text = f"{format_count(p.total)}{moe}"
        parallel = spec.layer_kinds.count("p")
        if spec.recurrent is not None and parallel:
            text += "\n" + translate(
                "ModelPanel", "{parallel} layers of {kind} beside attention"
            ).format(parallel=parallel, kind=translate("Recurrent", spec.recurrent.name))
        elif spec.recurrent is not None:
            text += "\n" + translate(
                "ModelPanel", "{recurrent} {kind} + {attention} attention layers"
            ).format(
                recurrent=spec.recurrent_layers,
                kind=translate("Recurrent", spec.recurrent.name),
                attention=spec.attending_layers_in(0, spec.num_layers),
            )
        alone = spec.mlp_alone_layers
        if alone:
            text += "\n" + translate(
                "ModelPanel", "{attention} attention + {alone} MLP-only layers"
            ).format(attention=spec.attending_layers_in(0, spec.num_layers), alone=alone)
        if spec.widest_mlp is not None:
            text += "\n" + translate(
                "ModelPanel", "MLP widths differ by layer: {mean} on average, {widest} the widest"
            ).format(mean=f"{spec.intermediate_size:,}", widest=f"{spec.widest_mlp:,}")
        if spec.has_global_geometry:
            text += "\n" + translate(
                "ModelPanel",
                "{local} sliding-window + {full} full-attention layers (heads of {head}, "
                "{kv} key/value)",
            ).format(
                local=spec.sliding_window_layers,
                full=spec.num_layers - spec.sliding_window_layers,
                head=spec.global_head_size,
                kv=spec.global_kv_count,
            )
        self.params.setText(text)

    def import_config(self, path: str | None = None) -> None:
        """Read a config.json (a checkpoint folder's: with its weight headers), a checkpoint
        folder or a GGUF file into a custom model. The reading is model_source's; a file that
        cannot be read is explained in a dialog."""
        if not path:
            path, _ = QFileDialog.getOpenFileName(
                self,
                translate("ModelPanel", "Import model"),
                "",
                translate("ModelPanel", "Model files (*.json *.gguf)"),
            )
        if not path:
            return
        name = Path(path).name
        # the readers (config.json, checkpoints, GGUF) load when a model is first imported
        from hwplanner.model_source import ModelSourceError, catalog_twin, load_model

        try:  # model_source reads within limits (a FIFO, a huge or deeply nested file refused)
            source = load_model(path, self.session.catalog)
        except ModelSourceError as exc:
            said = message(exc.message)  # the file as written, the problem in the language
            self.session.rejected.emit(said)
            self._error_dialog(said)
            return
        twin = catalog_twin(source.spec, self.session.catalog)
        if twin is not None and source.kind != "catalog":  # no near-duplicate of an entry
            self.session.set("model_id", twin.id)
            self.session.rejected.emit(
                translate(
                    "ModelPanel",
                    "{file} has the architecture of the catalog's {model} (the same parameters, "
                    "layers, widths and heads): its entry is used",
                ).format(file=name, model=twin.name)
            )
            return
        self.session.use_custom(
            source.spec, translate("ModelPanel", "Import {file}").format(file=name)
        )
        if source.notes:
            self.session.rejected.emit("; ".join(message(n) for n in source.notes))

    def _error_dialog(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("ModelPanel", "Cannot import the model"),
            "",
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # the error quotes the file's own text
        box.setText(text)
        box.setObjectName("model_import_error")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # window-modal, does not block the event loop

    def _fill(self, models: dict[str, ModelSpec]) -> None:
        self._sizes = {mid: float(count_params(m).total) for mid, m in models.items()}
        families = sorted({m.family for m in models.values() if m.family})
        with blocked(self.family):
            chosen = self.family.currentData()
            self.family.clear()
            self.family.addItem(translate("ModelPanel", "All families"), "")
            for fam in families:
                self.family.addItem(elide(fam, 40), fam)
            self.family.setCurrentIndex(max(0, self.family.findData(chosen)))
        with blocked(self.list):
            self.list.clear()
            for mid, m in sorted(models.items(), key=lambda kv: (kv[1].family, self._sizes[kv[0]])):
                item = QTreeWidgetItem(
                    [elide(m.name), format_count(self._sizes[mid]), elide(m.family, 40)]
                )
                item.setData(0, Qt.ItemDataRole.UserRole, mid)
                item.setData(1, Qt.ItemDataRole.UserRole, m)
                item.setToolTip(0, plain_tooltip(f"{m.id}\n{elide(m.hf_repo or m.source, 300)}"))
                item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
                self.list.addTopLevelItem(item)
        self._filter()

    def _filter(self) -> None:
        text = self.search.text().strip().lower()
        family = self.family.currentData()
        lo, hi = self.size_class.currentData() or (0, 1e30)
        for i in range(self.list.topLevelItemCount()):
            item = self.list.topLevelItem(i)
            assert item is not None  # i < topLevelItemCount()
            mid = item.data(0, Qt.ItemDataRole.UserRole)
            spec: ModelSpec = item.data(1, Qt.ItemDataRole.UserRole)
            hay = f"{spec.id} {spec.name} {spec.hf_repo}".lower()
            size = self._sizes.get(mid, 0.0)
            shown = (not text or text in hay) and (not family or spec.family == family)
            item.setHidden(not (shown and lo <= size < hi))

    def _picked(self, item: QTreeWidgetItem | None) -> None:
        if item is not None:
            self.session.set("model_id", item.data(0, Qt.ItemDataRole.UserRole))

    def _arch_edited(self, field: str, value: int, label: str) -> None:
        self.session.edit_model(field, value, merge=f"model.{field}", label=label)
