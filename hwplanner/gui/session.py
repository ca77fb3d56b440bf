"""The session: owns the project, the undo stack and the latest estimate; views only listen."""

from __future__ import annotations

import logging
import time
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from hwplanner.catalog import Catalog, shipped_catalog
from hwplanner.engine.core.limits import ID_MAX, NAME_MAX
from hwplanner.engine.core.message import Message
from hwplanner.engine.estimate import Estimate, Scenario, estimate
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.fields import Problem, number_text, problem
from hwplanner.engine.plan.inputs import field_at
from hwplanner.engine.scenario.cards import mixed
from hwplanner.engine.scenario.validity import PlanError
from hwplanner.formatting import format_field
from hwplanner.i18n import field_label, field_named, message, show_binary_sizes, translate
from hwplanner.project import Project, ScenarioSpec, new_project, resolve
from hwplanner.sheet.executive import method_label

log = logging.getLogger("hwplanner.gui")
MERGE_WINDOW_S = 0.6  # edits of one field closer than this (a held arrow, a wheel) are one step
REMEMBERED_EDITS = 64  # estimates of replaced scenarios kept for undo and redo
_MERGE_ID = 0x4857  # any constant: only SetProject commands ever merge


class _SetProject(QUndoCommand):
    """Replace the project; consecutive edits sharing a merge key collapse into one step."""

    def __init__(
        self, session: Session, before: Project, after: Project, text: str, merge: str | None
    ) -> None:
        super().__init__(text)
        self._session, self.before, self.after, self.merge = session, before, after, merge
        self.stamp = time.monotonic()
        self.timed = merge is not None and not merge.startswith("gesture:")

    def id(self) -> int:
        return _MERGE_ID if self.merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, _SetProject) or other.merge != self.merge:
            return False
        if self.timed and other.stamp - self.stamp > MERGE_WINDOW_S:
            return False
        self.after, self.stamp = other.after, other.stamp
        if self.after == self.before:
            self.setObsolete(True)
        elif self.merge and not self.merge.startswith("gesture:"):
            path = self.merge
            before = value_at(self.before.scenario, path)
            self.setText(change_text(path, before, value_at(self.after.scenario, path)))
        return True

    def redo(self) -> None:
        self._session._apply(self.after)

    def undo(self) -> None:
        self._session._apply(self.before)


class Session(QObject):
    """One open project. Every change goes through `set`/`replace`, one undo step each."""

    project_changed = Signal(object)  # Project
    # An edit's estimate, in two steps: `estimate_changed` for what memory alone draws (the
    # chart's bars, painted at once), then `estimate_settled` for the views that read the
    # estimate's other sections (fewest GPUs, proposals, time, cost: the summary, the proposal
    # bar, Explain and the tabs), so the bars never wait for them.
    estimate_changed = Signal(object)  # Estimate | None
    estimate_settled = Signal(object)  # Estimate | None
    units_changed = Signal(bool)  # True: GiB (binary), False: GB
    rejected = Signal(str)  # an edit the model refused, with the reason

    def __init__(self, project: Project | None = None, catalog: Catalog | None = None) -> None:
        super().__init__()
        self.catalog = catalog or shipped_catalog()
        self.undo_stack = QUndoStack(self)
        self._project = project or new_project()
        self._estimate: Estimate | None = None
        self._error = ""
        # id(scenario) → (scenario, the project's own models, its own GPUs, estimate or refusal)
        self._estimates: dict[int, tuple[ScenarioSpec, object, object, Estimate | Exception]] = {}
        self._binary = False
        show_binary_sizes(False)  # the process's message sizes follow this session's choice
        self._recompute()

    # Reading ---------------------------------------------------------------------------------

    @property
    def project(self) -> Project:
        return self._project

    @property
    def scenario(self) -> ScenarioSpec:
        return self._project.scenario

    @property
    def estimate(self) -> Estimate | None:
        return self._estimate

    @property
    def error(self) -> str:
        """Why there is no estimate (an unknown model id, an invalid plan), else ''."""
        return self._error

    @property
    def binary(self) -> bool:
        return self._binary

    def models(self) -> dict[str, ModelSpec]:
        """Catalog models, then the project's own (which win)."""
        return {**self.catalog.models, **{m.id: m for m in self._project.custom_models}}

    def gpus(self) -> dict[str, GpuSpec]:
        return {**self.catalog.gpus, **{g.id: g for g in self._project.custom_gpus}}

    def model_spec(self) -> ModelSpec | None:
        return self.models().get(self.scenario.model_id)

    def gpu_spec(self) -> GpuSpec | None:
        return self.gpus().get(self.scenario.gpu_id)

    def resolve(self, scenario: ScenarioSpec) -> Scenario:
        return resolve(self._project, scenario, self.catalog)

    def estimate_of(self, scenario: ScenarioSpec) -> Estimate | None:
        result = self._estimated(scenario)
        return None if isinstance(result, Exception) else result

    # Changing --------------------------------------------------------------------------------

    def set_binary(self, binary: bool) -> None:
        """GB or GiB: a view preference, not part of the project and not undoable."""
        if binary != self._binary:
            self._binary = binary
            show_binary_sizes(binary)  # the sizes inside warnings follow the figures
            self.units_changed.emit(binary)

    def set_project(self, project: Project) -> None:
        """Open a project: a fresh start, so the undo history is cleared."""
        self.undo_stack.clear()
        self._apply(project)

    def set(self, path: str, value: Any, merge: str | None = None) -> bool:
        """Set one field of the current scenario: 'plan.seq_len', 'workload.mfu', 'model_id'.

        `merge`: edits with the same key merge into one undo step (a drag). Keys starting with
        'gesture:' merge for as long as the caller keeps the key; others within MERGE_WINDOW_S.
        Returns False (and emits `rejected`) when the value is refused.
        """
        sc = self.scenario
        head = path.partition(".")[0]
        try:
            sc = sc.with_values({path: value})
        except ValidationError as exc:
            self.rejected.emit(problem_text(problem(exc), head))
            self.project_changed.emit(self._project)  # panels put the old value back
            return False
        if sc == self.scenario:
            return True
        text = change_text(path, value_at(self.scenario, path), value_at(sc, path))
        self.replace(self._project.with_scenario(self._project.current, sc), text, merge)
        return True

    def replace(self, project: Project, text: str, merge: str | None = None) -> None:
        """Any whole-project change as one undoable step."""
        if project != self._project:
            self.undo_stack.push(_SetProject(self, self._project, project, text, merge))

    def use_custom(self, spec: ModelSpec | GpuSpec, text: str = "") -> None:
        """Add or replace a model or GPU of the project's own and make the scenario use it."""
        p = self._project
        kind = "model" if isinstance(spec, ModelSpec) else "gpu"
        own = (*(e for e in getattr(p, f"custom_{kind}s") if e.id != spec.id), spec)
        sc = self.scenario.model_copy(update={f"{kind}_id": spec.id})
        p = p.model_copy(update={f"custom_{kind}s": own}).with_scenario(p.current, sc)
        self.replace(p, text or translate("Session", "Use {name}").format(name=spec.name))

    def edit_model(self, field: str, value: Any, merge: str | None = None, label: str = "") -> bool:
        """Change one architecture field. A catalog model is first copied into the project.
        `label`: the field as the window names it (its refusals and undo steps say so)."""
        return self._edit_entry(self.model_spec(), "model", field, value, merge, label)

    def edit_gpu(self, field: str, value: Any, merge: str | None = None, label: str = "") -> bool:
        """Change one GPU figure. A catalog GPU is first copied into the project."""
        return self._edit_entry(self.gpu_spec(), "gpu", field, value, merge, label)

    def is_custom(self, kind: str) -> bool:
        current = getattr(self.scenario, f"{kind}_id")
        return any(e.id == current for e in getattr(self._project, f"custom_{kind}s"))

    def _edit_entry(
        self,
        spec: ModelSpec | GpuSpec | None,
        kind: str,
        field: str,
        value: Any,
        merge: str | None,
        label: str,
    ) -> bool:
        if spec is None:
            return False
        own = self.is_custom(kind)
        update: dict[str, Any] = {field: value}
        if not own:
            # the copy's id and name stay within the limits however long the original's are
            named = translate("Session", "{name} (custom)")
            name = named.format(name=spec.name[: NAME_MAX - len(named.format(name=""))])
            update |= {"id": f"{spec.id[: ID_MAX - 7]}-custom", "name": name}
            if kind == "model":
                update |= {"official_total_params": None, "official_active_params": None}
        try:
            new = _validated(type(spec), spec, update)
        except ValidationError as exc:
            # the field the user edited, by its label, then what was wrong in the window's
            # language (a cross-field check names the other field in its words)
            found = problem(exc, type(spec))
            self.rejected.emit(f"{label or found.field or field}: {message(found.text)}")
            self.project_changed.emit(self._project)
            return False
        p = self._project
        entries = (*(e for e in getattr(p, f"custom_{kind}s") if e.id != new.id), new)
        sc = self.scenario.model_copy(update={f"{kind}_id": new.id})
        p = p.model_copy(update={f"custom_{kind}s": entries}).with_scenario(p.current, sc)
        text = f"{spec.name}: {label or field}: {_shown(getattr(spec, field))} → {_shown(value)}"
        self.replace(p, text, merge if own else None)
        return True

    def pin(self) -> None:
        """Keep a copy of the current scenario for comparison; editing goes on in the current."""
        p = self._project
        copy = self.scenario.model_copy(update={"id": ScenarioSpec().id, "name": self.describe()})
        items = (*p.scenarios[: p.current], copy, *p.scenarios[p.current :])
        self.replace(
            p.model_copy(update={"scenarios": items, "current": p.current + 1}),
            translate("Session", "Pin scenario"),
        )

    def remove_scenario(self, index: int) -> None:
        p = self._project
        if len(p.scenarios) < 2 or not 0 <= index < len(p.scenarios):
            return
        items = p.scenarios[:index] + p.scenarios[index + 1 :]
        current = p.current - (index < p.current)
        current = min(current, len(items) - 1)
        self.replace(
            p.model_copy(update={"scenarios": items, "current": current}),
            translate("Session", "Remove scenario"),
        )

    def select_scenario(self, index: int) -> None:
        if 0 <= index < len(self._project.scenarios) and index != self._project.current:
            self.replace(
                self._project.model_copy(update={"current": index}),
                translate("Session", "Switch scenario"),
            )

    def describe(self, scenario: ScenarioSpec | None = None) -> str:
        """'LoRA · Llama 3.1 8B · 1× H100 SXM', for pinned scenarios and chart labels."""
        sc = scenario or self.scenario
        model = self.models().get(sc.model_id)
        gpu = self.gpus().get(sc.gpu_id)
        hardware = f"{sc.plan.gpus}× {gpu.name if gpu else sc.gpu_id}"
        if mixed(sc.plan):  # the cards as the engine counts them (Scenario.hardware)
            est = self._estimated(sc)
            if isinstance(est, Estimate):
                hardware = est.scenario.hardware
        name = model.name if model else sc.model_id
        return f"{method_label(sc.plan.method)} · {name} · {hardware}"

    # Internals -------------------------------------------------------------------------------

    def _estimated(
        self, scenario: ScenarioSpec, project: Project | None = None
    ) -> Estimate | Exception:
        """The estimate of `scenario` in `project` (this session's by default), or the exception
        that refused it. It is remembered while the scenario and the project's own models and
        GPUs are the same objects: an edit replaces only the scenario it changes (and editing
        an own model or GPU replaces their tuple), so Compare re-estimates one column per edit,
        not every one, and undo finds the estimate it had."""
        p = project or self._project
        hit = self._estimates.get(id(scenario))
        if (
            hit is not None
            and hit[0] is scenario
            and hit[1] is p.custom_models
            and hit[2] is p.custom_gpus
        ):
            return hit[3]
        result: Estimate | Exception
        try:
            result = estimate(resolve(p, scenario, self.catalog))
        except (KeyError, ValueError, ArithmeticError) as exc:
            if isinstance(exc, ArithmeticError):  # an input at the edge of its range
                log.warning("estimate failed", exc_info=True)
            result = exc.with_traceback(None)
        self._estimates[id(scenario)] = (scenario, p.custom_models, p.custom_gpus, result)
        return result

    def estimate_in(self, project: Project, scenario: ScenarioSpec) -> Estimate:
        """`scenario` of `project` estimated (or refused: the engine's exception), remembered
        for when `project` is opened: project.check_estimates calls this before the switch."""
        result = self._estimated(scenario, project)
        if isinstance(result, Exception):
            raise result
        return result

    def _recompute(self) -> None:
        result = self._estimated(self.scenario)
        self._estimate, self._error = None, ""
        if isinstance(result, ArithmeticError):  # named, not a crash
            self._error = translate(
                "Session", "cannot be estimated with these values ({error})"
            ).format(error=f"{type(result).__name__}: {result}")
        elif isinstance(result, PlanError):  # the field by its label, the engine's text
            self._error = problem_text(Problem(result.field, result.text))
        elif isinstance(result, Exception):
            said = result.args[0] if result.args else str(result)
            # a refusal raised as a ValueError (a "field: text" Message) reads translated too
            self._error = message(said) if isinstance(said, Message) else str(said)
        else:
            self._estimate = result

    def _apply(self, project: Project) -> None:
        self._project = project
        if len(self._estimates) > len(project.scenarios) + REMEMBERED_EDITS:
            kept = {id(sc) for sc in project.scenarios}  # older edits are estimated again
            self._estimates = {k: v for k, v in self._estimates.items() if k in kept}
        self._recompute()
        self.project_changed.emit(project)
        self.estimate_changed.emit(self._estimate)
        self.estimate_settled.emit(self._estimate)


def value_at(scenario: ScenarioSpec, path: str) -> Any:
    """The value at 'plan.seq_len', 'workload.pue' or 'gpu_id' (None where there is none)."""
    obj: Any = scenario
    for part in path.split("."):
        obj = getattr(obj, part, None)
    return obj


def change_text(path: str, before: Any, after: Any) -> str:
    """An undo step in words: 'Sequence length: 2,048 → 4,096' (in the current language)."""
    d = field_at(path)
    if d is None:
        name = {
            "model_id": translate("Session", "Model"),
            "gpu_id": translate("Session", "GPU"),
        }.get(path, path)
        return f"{name}: {before} → {after}"
    return f"{field_label(d.ui.label)}: {format_field(d, before)} → {format_field(d, after)}"


def problem_text(p: Problem, head: str | None = None) -> str:
    """A refused value as the app says it: the field's label (a field of `head`, "plan" or
    "workload"; None: of either), then what is allowed, both in the window's language (the
    engine's text is a Message)."""
    if not p.field:
        return message(p.text)
    heads = (
        ("plan", "workload") if head is None else (head,) if head in ("plan", "workload") else ()
    )
    # a refusal of the model itself (MLX's trainer, a sparse model …) by its word
    name = translate("Session", "Model") if p.field == "model" else field_named(p.field, heads)
    return f"{name}: {message(p.text)}"


def _shown(value: Any) -> str:
    """A model's or GPU's figure in an undo step: as a range shows numbers (grouped digits,
    no exponent), unknown as —."""
    if value is None:
        return "—"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return number_text(float(value))
    return str(value)


def _validated(cls: Any, obj: Any, update: dict[str, Any]) -> Any:
    """obj with the fields of `update` changed, validated (model_copy does not)."""
    return cls.model_validate({**dict(obj), **update})
