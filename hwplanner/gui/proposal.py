"""A bar above the views when a plan does not fit: the changes that make it fit (serving: the
parallelism; training: GPUs, ZeRO-3, activation checkpointing), applied with one click as one
undoable step."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from hwplanner.engine.estimate import Estimate
from hwplanner.gui.format import value_text
from hwplanner.gui.session import Session
from hwplanner.gui.theme import OVER
from hwplanner.i18n import message, translate


class ProposalBar(QWidget):
    """'Does not fit: set Tensor parallel to 8 (79.1 GB per GPU) [Apply]'; hidden otherwise."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.text = QLabel()
        self.text.setObjectName("proposal_text")
        self.text.setWordWrap(True)
        self.apply = QPushButton(translate("Proposal", "Apply"))
        self.apply.setObjectName("proposal_apply")
        self.apply.setToolTip(translate("Proposal", "Make these changes to the plan so it fits"))
        self.apply.clicked.connect(self.apply_proposal)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.apply)
        session.estimate_changed.connect(self.refresh)
        session.units_changed.connect(lambda _: self.refresh(session.estimate))
        self.refresh(session.estimate)

    def refresh(self, est: Estimate | None) -> None:
        prop = est.proposal if est is not None else None
        self.setVisible(prop is not None)
        if prop is None:
            return
        if not self.sizePolicy().retainSizeWhenHidden():
            # once shown, the bar keeps its room when hidden again: a plan edited back and
            # forth over the capacity would otherwise lay the views out anew, and redraw the
            # whole chart, at every crossing (bench/ui_latency.py: 23-28 ms against 13)
            policy = self.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            self.setSizePolicy(policy)
        per_gpu = value_text(prop.total_bytes, "bytes", self.session.binary)
        self.text.setText(
            "<b style='color:{color}'>{head}</b> {what} ({per_gpu})".format(
                color=OVER.name(),
                head=translate("Proposal", "Does not fit:"),
                what=message(prop.text),
                per_gpu=translate("Proposal", "{bytes} per GPU").format(bytes=per_gpu),
            )
        )

    def apply_proposal(self) -> None:
        """The proposed changes as one undo step."""
        est = self.session.estimate
        if est is None or est.proposal is None:
            return
        p = self.session.project
        sc = self.session.scenario
        plan = sc.plan.with_changes(**est.proposal.changes)
        project = p.with_scenario(p.current, sc.model_copy(update={"plan": plan}))
        self.session.replace(project, translate("Proposal", "Apply the proposed changes"))
