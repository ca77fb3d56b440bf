"""Explain: the working of one figure — formula, the values plugged in, the source."""

from __future__ import annotations

import math
from html import escape

from PySide6.QtWidgets import QTextBrowser, QWidget

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.estimate import Estimate
from hwplanner.formatting import rule_line
from hwplanner.gui.format import figure_text, value_text
from hwplanner.gui.session import Session
from hwplanner.i18n import (
    exact_text,
    formula,
    input_name,
    input_text,
    label,
    message,
    source,
    translate,
)


def hint() -> str:
    text = translate(
        "Explain", "Select a bar segment or a summary figure to see how it was worked out."
    )
    return f"<p><i>{text}</i></p>"


class ExplainPanel(QTextBrowser):
    """Shows the figure last selected; follows the estimate as the user edits."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.key = ""
        self.setObjectName("explain")
        self.setOpenExternalLinks(False)
        self.setToolTip(translate("Explain", "How the selected figure was worked out"))
        self.setHtml(self._notes_html())
        session.estimate_settled.connect(self.refresh)
        session.units_changed.connect(lambda _: self.refresh(session.estimate))

    def show_key(self, key: str) -> None:
        """Explain a figure by its Estimate.figures() key ('memory.weights', 'cost.cloud_usd')."""
        self.key = key
        self.refresh(self.session.estimate)

    def show_component(self, component: str) -> None:
        self.show_key(f"memory.{component}")

    def refresh(self, est: Estimate | None) -> None:
        fig = est.figures().get(self.key) if est is not None and self.key else None
        if fig is None or est is None:
            self.setHtml(self._notes_html())
            return
        check = next((c for c in est.rule_checks if c.rule.key == self.key), None)
        if check is None:
            self.setHtml(figure_html(fig, self.session.binary))
            return
        # a rule of thumb: its figure beside hwplanner's and the reason first, then its working
        line = rule_line(check, binary=self.session.binary)
        working = figure_html(fig._replace(notes=()), self.session.binary)
        self.setHtml(f"<p><b>{escape(line.head)}</b></p><p>{escape(line.why)}</p>{working}")

    def _notes_html(self) -> str:
        """Before a figure is chosen: the hint, then the project's and scenario's notes (the
        examples explain there where the articles' rules of thumb go wrong)."""
        parts = [hint()]
        project = self.session.project
        for title, text in (
            (translate("Explain", "Project notes"), project.notes),
            (translate("Explain", "Scenario notes"), project.scenario.notes),
        ):
            if text.strip():
                body = escape(text).replace("\n", "<br>")
                parts.append(f"<h4>{escape(title)}</h4><p>{body}</p>")
        return "".join(parts)


def figure_html(fig: Figure[float | None], binary: bool) -> str:
    value = label(fig.display) if fig.display else figure_text(fig, binary)
    parts = [
        "<h3>"
        + escape(
            translate("Report", "{label}: {value}").format(label=label(fig.label), value=value)
        )
        + "</h3>",
        "<p><b>" + translate("Explain", "Formula") + f"</b><br>{escape(formula(fig.formula))}</p>",
    ]
    if fig.inputs:
        cell = "<tr><td>{}</td><td align='right'>&nbsp;&nbsp;{}</td></tr>"
        rows = "".join(
            cell.format(escape(input_name(name)), escape(_input(v, name, binary)))
            for name, v in fig.inputs
        )
        inputs = translate("Explain", "Inputs")
        parts.append(f"<p><b>{inputs}</b></p><table>{rows}</table>")
    if fig.notes:
        parts.append("<p><b>" + translate("Explain", "Notes") + "</b></p><ul>")
        parts += [f"<li>{escape(message(n))}</li>" for n in fig.notes]
        parts.append("</ul>")
    if fig.source:
        heading = translate("Explain", "Source")
        parts.append(f"<p><b>{heading}</b><br>{escape(source(fig.source))}</p>")
    exact = exact_text(fig.value, fig.unit)  # "—": unknown or not finite, the notes say why
    shown = translate("Explain", "Exact value: {value}").format(value=exact)
    parts.append(f"<p><small>{escape(shown)}</small></p>")
    return "".join(parts)


def _input(value: float | int | str | None, name: str, binary: bool) -> str:
    """Inputs are raw numbers; a name saying 'bytes' gets a readable size beside the count."""
    raw = input_text(value)
    if not (isinstance(value, int | float) and math.isfinite(value) and abs(value) >= 1e6):
        return raw
    return f"{raw}  ({value_text(value, 'bytes', binary)})" if "bytes" in name else raw
