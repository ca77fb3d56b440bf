"""A bar above the views when a plan does not fit, or a serving plan misses its latency targets:
the change that makes it fit (serving: the parallelism; training: the cheapest fix that keeps
the run, solve/fixes.py) or meets the targets (solve/latency_fixes.py) with what it costs,
applied with one click as one undoable step; the other fixes, each with its cost, in the
"Other ways to fit" menu beside it."""

from __future__ import annotations

import html
from functools import partial

from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QWidget

from hwplanner.engine.estimate import Estimate
from hwplanner.formatting import proposal_terms
from hwplanner.gui.session import Session
from hwplanner.gui.theme import OVER, TIGHT
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
        self.apply.clicked.connect(partial(self.apply_proposal, 0))
        # a push button with a menu: it keeps room for its arrow (a tool button's overlaps
        # its last letters in the Fusion style)
        self.others = QPushButton(translate("Proposal", "Other ways to fit"))
        self.others.setObjectName("proposal_others")
        self.others.setMenu(QMenu(self.others))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.apply)
        layout.addWidget(self.others)
        session.estimate_settled.connect(self.refresh)
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
        assert est is not None
        currency = est.budget.currency
        binary = self.session.binary
        starts = est.start_refusal is not None  # it fits: what lets its engine start
        latency = not starts and bool(est.targets_missed)  # it runs: what meets the targets
        self.apply.setToolTip(
            translate("Proposal", "Make this change to the plan so its engine starts")
            if starts
            else translate("Proposal", "Make these changes to the plan so it meets the targets")
            if latency
            else translate("Proposal", "Make these changes to the plan so it fits")
        )
        self.others.setText(
            translate("Proposal", "Other ways to meet them")
            if latency
            else translate("Proposal", "Other ways to fit")
        )
        maybe = est.memory.verdict == "borderline"  # over only at the expected overheads
        self.text.setText(
            "<b style='color:{color}'>{head}</b> {what} ({terms})".format(
                color=(TIGHT if latency or maybe else OVER).name(),
                head=translate("Proposal", "Does not start:")
                if starts
                else translate("Proposal", "Misses the latency targets:")
                if latency
                else translate("Proposal", "May not fit:")
                if maybe
                else translate("Proposal", "Does not fit:"),
                what=html.escape(message(prop.text)),
                terms=html.escape(proposal_terms(prop, binary=binary, currency=currency)),
            )
        )
        menu = self.others.menu()
        menu.clear()
        for i, other in enumerate(est.proposals[1:], start=1):
            terms = proposal_terms(other, binary=binary, currency=currency)
            action = menu.addAction(f"{message(other.text)} ({terms})")
            action.triggered.connect(partial(self.apply_proposal, i))
        self.others.setVisible(len(est.proposals) > 1)

    def apply_proposal(self, index: int = 0) -> None:
        """The proposal at `index` (0: the one the bar shows) as one undo step."""
        est = self.session.estimate
        if est is None or index >= len(est.proposals):
            return
        p = self.session.project
        sc = self.session.scenario
        plan = sc.plan.with_changes(**est.proposals[index].changes)
        project = p.with_scenario(p.current, sc.model_copy(update={"plan": plan}))
        self.session.replace(project, translate("Proposal", "Apply the proposed changes"))
