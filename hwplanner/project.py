"""The project file: named scenarios, custom catalog entries, versioned JSON, safe saves.

A project is plain JSON with a `schema_version`. Saves are atomic and keep the previous file as
NAME.bak; a file that is corrupt, truncated, foreign or from a newer hwplanner is refused with a
readable message and never overwritten; older schema versions are migrated forward on load.
Files come from other people: the limits below (size, nesting, lengths, finite numbers) are
checked before anything is shown, each breach named in one line (docs/LIMITS.md).
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_serializer,
    model_validator,
)

from hwplanner import jsonfile
from hwplanner.atomic import atomic_write_text, clean_stale_temps
from hwplanner.catalog import Catalog
from hwplanner.engine.core.limits import ID_MAX, NAME_MAX
from hwplanner.engine.estimate import Estimate, estimate
from hwplanner.engine.estimate import Scenario as EngineScenario
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Plan, Speculative
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.cards import other_ids
from hwplanner.engine.scenario.validity import PlanError
from hwplanner.i18n import field_named, message, translate

SCHEMA_VERSION = 6
FORMAT = "hwplanner-project"
RESET_NOTE = "; reset to the default)"
MAX_FILE_BYTES = 32 * 2**20  # 32 MiB: a 500-scenario project with long notes is ~5 MiB
NOTES_MAX = 100_000  # characters of a project's or a scenario's notes (~10 printed pages)
MAX_SCENARIOS = 500  # opening estimates every scenario (~10 ms each) before showing any
MAX_CUSTOM = 1_000  # custom models, and custom GPUs, in one project
SUFFIX = ".hwplanner.json"  # what the desktop's MIME type recognises (packaging/…mime.xml)
IDS = ("id", "model_id", "gpu_id")  # references: refused or reset when too long, never cut


class ProjectError(ValueError):
    """A project file that cannot be opened; the message says why and where."""


class ScenarioSpec(BaseModel):
    """One named what-if: which model on which GPU, how, and at what size and price."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(default_factory=lambda: uuid.uuid4().hex[:12], max_length=ID_MAX)
    name: str = Field(default="Scenario", min_length=1, max_length=NAME_MAX)
    model_id: str = Field(default="llama-3.1-8b", min_length=1, max_length=ID_MAX)
    gpu_id: str = Field(default="h100-sxm-80gb", min_length=1, max_length=ID_MAX)
    plan: Plan = Plan()
    workload: Workload = Workload()
    notes: str = Field(default="", max_length=NOTES_MAX)

    @field_serializer("plan")
    def _user_plan(self, plan: Plan) -> dict[str, Any]:
        """Only what the user chose: the framework profile fills the rest when the file is
        read, so a project and the CLI with the same choices are the same plan."""
        return plan.model_dump(mode="json", include=set(plan.user_fields))

    def with_values(self, values: dict[str, Any]) -> ScenarioSpec:
        """This scenario with fields set by path ('plan.seq_len', 'workload.mfu', 'model_id'),
        validated as the user's choices (pydantic's ValidationError when one is refused)."""
        plan: dict[str, Any] = {}
        work: dict[str, Any] = {}
        own: dict[str, Any] = {}
        for path, value in values.items():
            head, _, name = path.partition(".")
            if head == "plan":
                plan[name] = value
            elif head == "workload":
                work[name] = value
            else:
                own[head] = value
        sc = self
        if plan:
            sc = sc.model_copy(update={"plan": sc.plan.with_changes(**plan)})
        if work:
            workload = sc.workload.with_changes(**work)
            sc = sc.model_copy(update={"workload": workload})
        return ScenarioSpec.model_validate({**dict(sc), **own}) if own else sc


class Project(BaseModel):
    """What a project file holds. Custom models and GPUs travel inside it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    schema_version: int = SCHEMA_VERSION
    format: str = FORMAT
    name: str = Field(default="Untitled", min_length=1, max_length=NAME_MAX)
    notes: str = Field(default="", max_length=NOTES_MAX)
    scenarios: tuple[ScenarioSpec, ...] = Field(
        default_factory=lambda: (ScenarioSpec(),), max_length=MAX_SCENARIOS
    )
    current: int = Field(default=0, ge=0)
    custom_models: tuple[ModelSpec, ...] = Field(default=(), max_length=MAX_CUSTOM)
    custom_gpus: tuple[GpuSpec, ...] = Field(default=(), max_length=MAX_CUSTOM)

    @model_validator(mode="after")
    def _check(self) -> Project:
        if not self.scenarios:
            raise ValueError("scenarios: a project needs at least one scenario")
        if self.current >= len(self.scenarios):
            raise ValueError(
                f"current: must be below the number of scenarios ({len(self.scenarios)})"
            )
        return self

    @property
    def scenario(self) -> ScenarioSpec:
        return self.scenarios[self.current]

    def with_scenario(self, index: int, scenario: ScenarioSpec) -> Project:
        items = list(self.scenarios)
        items[index] = scenario
        return self.model_copy(update={"scenarios": tuple(items)})


def new_project() -> Project:
    """An empty project named in the current language ("Untitled" and "Scenario" are the
    saved defaults; the app names what it creates in its user's words)."""
    scenario = ScenarioSpec(name=translate("Project", "Scenario"))
    return Project(name=translate("Project", "Untitled"), scenarios=(scenario,))


def resolve(project: Project, scenario: ScenarioSpec, catalog: Catalog) -> EngineScenario:
    """The engine's view of a scenario: custom entries of the project first, then the catalog.
    An unknown id raises KeyError naming the field."""
    models = {m.id: m for m in project.custom_models}
    gpus = {g.id: g for g in project.custom_gpus}
    model = models.get(scenario.model_id) or catalog.models.get(scenario.model_id)
    if model is None:
        raise KeyError(
            f"model_id: unknown model {scenario.model_id!r} in scenario {scenario.name!r}"
        )
    custom = gpus.get(scenario.gpu_id)
    gpu = catalog.priced(custom) if custom else catalog.gpus.get(scenario.gpu_id)
    if gpu is None:
        raise KeyError(f"gpu_id: unknown GPU {scenario.gpu_id!r} in scenario {scenario.name!r}")
    draft = None
    draft_id = scenario.plan.draft_model
    if scenario.plan.speculative is Speculative.DRAFT and draft_id:
        draft = models.get(draft_id) or catalog.models.get(draft_id)
        if draft is None:
            raise KeyError(
                f"plan.draft_model: unknown model {draft_id!r} in scenario {scenario.name!r}"
            )
    try:
        reward = catalog.reward_model(scenario.plan, models)
    except KeyError as exc:
        raise KeyError(
            f"plan.reward_model_id: unknown model {exc.args[0]!r} in scenario {scenario.name!r}"
        ) from None
    try:
        others = catalog.cards(other_ids(scenario.plan), gpus)
    except KeyError as exc:
        raise KeyError(
            f"plan.other_gpus: unknown GPU {exc.args[0]!r} in scenario {scenario.name!r}"
        ) from None
    return EngineScenario(
        model=model,
        gpu=gpu,
        plan=scenario.plan,
        workload=scenario.workload,
        draft=draft,
        reward=reward,
        other_gpus=others,
    )


def check_estimates(
    project: Project,
    catalog: Catalog,
    path: Path,
    estimator: Callable[[Project, ScenarioSpec], Estimate] | None = None,
) -> list[str]:
    """Estimate every scenario, as opening a project does before showing it: scenarios whose
    references do not resolve or that the engine refuses are listed (the rest stays usable);
    one the engine cannot compute at all refuses the whole file with its name. `estimator`
    (the app's session, which keeps the estimates for showing them) replaces the plain
    resolve-and-estimate."""
    found = []
    for sc in project.scenarios:
        try:
            if estimator is not None:
                estimator(project, sc)
            else:
                estimate(resolve(project, sc, catalog))
        except PlanError as exc:  # the engine refuses the plan as saved: say which scenario
            line = translate("Project", "scenario {name}: {field}: {text}").format(
                name=repr(sc.name), field=field_named(exc.field), text=message(exc.text)
            )
            found.append(jsonfile.one_line(line, 500))
        except (KeyError, ValueError) as exc:
            found.append(jsonfile.one_line(str(exc.args[0]) if exc.args else str(exc), 500))
        except ArithmeticError as exc:
            raise ProjectError(
                f'{_where(path)}: scenario "{jsonfile.one_line(sc.name, 60)}" cannot be '
                f"estimated ({type(exc).__name__}: {jsonfile.one_line(str(exc), 200)})"
            ) from exc
    return found


def problems(project: Project, catalog: Catalog) -> list[str]:
    """Every scenario whose references do not resolve, named, so the rest can still be used."""
    out = []
    for sc in project.scenarios:
        try:
            resolve(project, sc, catalog)
        except (KeyError, ValueError) as exc:
            out.append(str(exc.args[0]) if exc.args else str(exc))
    return out


# Plan defaults of schema version 1 (hwplanner 0.1.0), which saved every plan field.
V1_PLAN_DEFAULTS: dict[str, Any] = {
    "precision": "amp",
    "weight_format": None,
    "optimizer": "adamw",
    "optimizer_impl": "foreach",
    "seq_len": 2048,
    "micro_batch": 1,
    "grad_accum": 1,
    "recompute": "full",
    "attention": "flash",
    "lora_rank": 16,
    "lora_targets": ["q", "k", "v", "o", "gate", "up", "down"],
    "freeze_trainable_layers": 2,
    "gpus_per_node": 1,
    "nodes": 1,
    "zero": 0,
    "tp": 1,
    "pp": 1,
    "ep": 1,
    "sequence_parallel": True,
    "offload": "none",
    "kv_dtype": "bf16",
    "batch": 1,
    "context": 4096,
}


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 1 saved every plan field, so it cannot tell the user's values from defaults;
    version 2 saves the user's only. A value equal to version 1's default is taken as not
    chosen, so the framework profile's default applies to it (a DeepSpeed plan gets
    DeepSpeed's precision recipe, as the CLI gives it)."""
    scenarios = doc.get("scenarios")
    for sc in scenarios if isinstance(scenarios, list) else []:
        plan = sc.get("plan") if isinstance(sc, dict) else None
        if isinstance(plan, dict):
            sc["plan"] = {
                k: v
                for k, v in plan.items()
                if k in ("method", "framework") or V1_PLAN_DEFAULTS.get(k, object()) != v
            }
    return doc


PURCHASE_NOTE = (
    "Price set “purchase” is no longer a rental price: it billed the GPU's purchase price "
    "for every GPU-hour. This scenario now rents at the default (cloud on-demand); the "
    "purchase price is in its on-premises cost."
)


def _v2_to_v3(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 3 refuses the price set "purchase" for rent (a price per GPU, not per
    GPU-hour). A scenario that chose it gets the default and a note saying so in its notes:
    the file still opens and the change is written where the user reads it."""
    scenarios = doc.get("scenarios")
    for sc in scenarios if isinstance(scenarios, list) else []:
        workload = sc.get("workload") if isinstance(sc, dict) else None
        if isinstance(workload, dict) and workload.get("price_set") == "purchase":
            del workload["price_set"]
            notes = sc.get("notes")
            notes = notes if isinstance(notes, str) else ""
            sc["notes"] = f"{notes}\n\n{PURCHASE_NOTE}".strip()
    return doc


LAYER_SPLIT_NOTE = (
    "llama.cpp on several GPUs is now planned as llama.cpp runs by default: one copy of the "
    "model split by layers across the machine's GPUs (a pipeline stage on each), no longer a "
    "copy on every GPU. To plan copies instead, set Pipeline parallel to 1."
)


def _int_or(value: Any, default: int) -> int:
    return value if type(value) is int else default


def _v3_to_v4(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 4 plans a llama.cpp server on several GPUs of a machine as a stage per GPU (its
    --split-mode layer default) where version 3 planned a copy per GPU. A scenario whose
    answer this changes (llama.cpp serving, several GPUs a machine, tp and pp left to the
    defaults) keeps the new default and a note in its notes saying what changed."""
    scenarios = doc.get("scenarios")
    for sc in scenarios if isinstance(scenarios, list) else []:
        plan = sc.get("plan") if isinstance(sc, dict) else None
        if not isinstance(plan, dict):
            continue
        split = plan.get("method") == "inference" and plan.get("framework") == "llamacpp"
        if split and _int_or(plan.get("gpus_per_node"), 1) > 1 and not {"tp", "pp"} & set(plan):
            notes = sc.get("notes")
            notes = notes if isinstance(notes, str) else ""
            sc["notes"] = f"{notes}\n\n{LAYER_SPLIT_NOTE}".strip()
    return doc


PADDING_NOTE = (
    "Padding was saved as packed, the default of the hwplanner that wrote this file: kept, "
    "so the answer stays as it was. Unset it (the trainer's default) to pad each "
    "micro-batch to its longest sample as the fine-tuning and preference trainers do unless "
    "packing or padding-free batching is turned on."
)


def _v4_to_v5(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 5 lets padding be unset (the trainer's default) where version 4 always saved
    one, packed unless chosen. A saved "packed" without a mean sample length changes nothing
    and becomes unset; with one, it is kept — it may have been the user's choice — and a note
    says how to take the trainer's default."""
    scenarios = doc.get("scenarios")
    for sc in scenarios if isinstance(scenarios, list) else []:
        workload = sc.get("workload") if isinstance(sc, dict) else None
        if not isinstance(workload, dict) or workload.get("padding") != "packed":
            continue
        if workload.get("sample_tokens_mean") is None:
            workload["padding"] = None
            continue
        notes = sc.get("notes")
        notes = notes if isinstance(notes, str) else ""
        sc["notes"] = f"{notes}\n\n{PADDING_NOTE}".strip()
    return doc


SERVER_NOTE = (
    "Serving through the engine's OpenAI-compatible server now counts the server's work on "
    "every running request's output (about 30 µs each per step), which sets the pace of a "
    "step at high concurrency: the plan's own users, and the most users or requests/s within "
    "the latency targets. If this scenario stands for an in-process benchmark (LLM.generate, "
    "vllm bench throughput, trtllm-bench), set Requests through to in-process."
)
# Engines whose OpenAI-compatible server is a Python process (plan/frameworks_serving.py
# frontend_chunk_s)
PYTHON_SERVERS = ("vllm", "sglang", "trtllm", "lmdeploy")


def _v5_to_v6(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 6 times a serving engine's OpenAI-compatible server (plan.frontend, "api" by
    default): a step lasts at least the server's work on the running requests' outputs. A
    serving scenario on a Python server keeps its values and says so in its notes: whatever
    its own users, the users and request rate within its targets are searched up to where the
    server binds."""
    scenarios = doc.get("scenarios")
    for sc in scenarios if isinstance(scenarios, list) else []:
        plan = sc.get("plan") if isinstance(sc, dict) else None
        if not isinstance(plan, dict) or plan.get("method") != "inference":
            continue
        if plan.get("framework", "vllm") in PYTHON_SERVERS:  # vLLM: serving's default engine
            notes = sc.get("notes")
            notes = notes if isinstance(notes, str) else ""
            sc["notes"] = f"{notes}\n\n{SERVER_NOTE}".strip()
    return doc


# Migrations: each takes a document of version N and returns version N+1. Keep the old files as
# fixtures under tests/fixtures/projects/.
MIGRATIONS: dict[int, Any] = {
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
    4: _v4_to_v5,
    5: _v5_to_v6,
}


def _migrate(doc: dict[str, Any], path: Path) -> dict[str, Any]:
    version = doc.get("schema_version")
    if type(version) is not int or version < 1:  # true is no version (bool is an int)
        raise ProjectError(
            f"{_where(path)}: schema_version {jsonfile.short_repr(version)} is not a valid "
            "project version"
        )
    if version > SCHEMA_VERSION:
        raise ProjectError(
            f"{_where(path)}: made by a newer hwplanner (schema_version "
            f"{jsonfile.short_repr(version)}; this one reads "
            f"up to {SCHEMA_VERSION}). The file was left untouched."
        )
    while version < SCHEMA_VERSION:
        doc = MIGRATIONS[version](doc)
        version += 1
        doc["schema_version"] = version
    return doc


def parse_project(text: str, path: Path = Path("<memory>")) -> Project:
    """The project in `text`; any invalid value raises ProjectError naming it (the first
    found: reading stops there, however many more the file holds)."""
    return _parse(text, path, strict=True)[0]


def parse_project_lenient(text: str, path: Path = Path("<memory>")) -> tuple[Project, list[str]]:
    """The project in `text`, with out-of-range values reset to their defaults (over-long
    names and notes cut to their limits) and each such repair described, so a project with
    one bad value still opens with the rest intact. Unreadable, foreign, too deeply nested
    or newer files, values that cannot be reset (a custom GPU's required figure or id), and
    more than MAX_REPAIRS bad values, raise ProjectError."""
    return _parse(text, path, strict=False)


def _parse(text: str, path: Path, *, strict: bool) -> tuple[Project, list[str]]:
    try:
        parsed = jsonfile.parse(text)
    except json.JSONDecodeError as exc:
        raise ProjectError(
            f"{_where(path)}: not a readable project (corrupt or truncated JSON at line "
            f"{exc.lineno}, column {exc.colno}). The file was left untouched."
        ) from None
    except jsonfile.JsonLimitError as exc:
        raise ProjectError(f"{_where(path)}: not a usable project ({exc})") from None
    doc = parsed.value
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ProjectError(f'{_where(path)}: not an hwplanner project (no "format": "{FORMAT}")')
    doc = _migrate(doc, path)
    fix = _Repairs(doc, path, strict)
    for place, _, why in parsed.unusable:  # NaN, Infinity, 1e999, 10**400: never a figure
        where = _describe(doc, [str(p) for p in place])
        if not _drop(doc, place):
            raise ProjectError(f"{_where(path)}: {where}: {why}")
        fix.required[tuple(str(p) for p in place)] = why
        fix.add(f"{_where(path)}: {where}: {why.removesuffix(')')}{RESET_NOTE}")
    for _ in range(MAX_ROUNDS):
        try:
            return Project.model_validate(doc), fix.repaired
        except ValidationError as exc:
            errors = exc.errors()
        for err in errors:  # every value one validation names, in one round: a file with
            fix.one(err)  # hundreds of bad values costs a few validations, not hundreds
    raise ProjectError(f"{_where(path)}: too many invalid values")


MAX_REPAIRS = 200  # values reset or cut in one file; past that it is refused (each is a line)
MAX_ROUNDS = 20  # validations: a repair can reveal another (a dropped id a scenario needs)


class _Repairs:
    """What reading a project repaired, and the values dropped whose field may be required
    (then the file is refused with the dropped value's reason). Strict reading raises at the
    first repair, without saying what the lenient reading would do about it."""

    def __init__(self, doc: dict[str, Any], path: Path, strict: bool) -> None:
        self.doc, self.path, self.strict = doc, path, strict
        self.repaired: list[str] = []
        self.required: dict[tuple[str, ...], str] = {}

    def add(self, line: str) -> None:
        if self.strict:
            line = re.sub(r"; (reset to the default|cut to the first [\d,]+)\)$", ")", line)
            raise ProjectError(line.removesuffix(f" ({RESET_NOTE[2:]}"))
        if len(self.repaired) >= MAX_REPAIRS:
            raise ProjectError(
                f"{_where(self.path)}: too many invalid values (over {MAX_REPAIRS:,})"
            )
        self.repaired.append(line)

    def one(self, err: Any) -> None:
        """Repair the value one validation error names, or raise ProjectError."""
        err = _field_of_whole_check(self.doc, err)
        doc, where_file = self.doc, _where(self.path)
        loc = [str(p) for p in err["loc"]]
        where = _describe(doc, loc)
        if err["type"] == "missing" and tuple(loc) in self.required:
            raise ProjectError(f"{where_file}: {where}: {self.required[tuple(loc)]}")
        if err["type"] == "string_too_long" and loc[-1] not in IDS and _cut(doc, err):
            limit = err["ctx"]["max_length"]
            self.add(
                f"{where_file}: {where}: longer than {limit:,} characters (was "
                f"{len(err['input']):,}; cut to the first {limit:,})"
            )
            return
        if not _drop(doc, err["loc"]):
            raise ProjectError(f"{where_file}: {where}: {_msg(err)}")
        value, msg = jsonfile.short_repr(err.get("input")), _msg(err)
        # the value once: a message that quotes it already ("unknown 'x…'") is not followed
        # by "(was 'x…')" (a long value twice made a line of over 400 characters)
        was = f"was {value}" if value not in msg else ""
        self.required[tuple(loc)] = f"{msg} ({was})" if was else msg  # if it has no default
        note = f"({was}{RESET_NOTE}" if was else f"({RESET_NOTE[2:]}"
        self.add(f"{where_file}: {where}: {msg} {note}")


def _field_of_whole_check(doc: Any, err: Any) -> Any:
    """A whole-model check ("output_tokens_max: … allowed: …" raised for the workload) as an
    error of the field it names, when that field is in the document: that field is reset,
    not the whole model, and the message is the check's own."""
    text = str(err.get("msg", "")).removeprefix("Value error, ")
    loc = err.get("loc", ())
    if loc and loc[0] in ("custom_models", "custom_gpus"):
        # a model's or a GPU's own check: its fields hang together (heads over key/value
        # heads), so one is not reset alone; the entry is refused with the check's words
        return {**err, "msg": text}
    head, sep, rest = text.partition(": ")
    if not sep or not head.replace("_", "").isalnum():
        return err
    node: Any = doc
    for key in err.get("loc", ()):
        held = (isinstance(node, dict) and key in node) or (
            isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node)
        )
        if not held:
            return err
        node = node[key]
    if not isinstance(node, dict) or head not in node:
        return err
    return {**err, "loc": (*err["loc"], head), "msg": rest, "input": node[head]}


def _where(path: Path) -> str:
    return jsonfile.shown_path(path)


def _msg(err: Any) -> str:
    return jsonfile.one_line(str(err["msg"]), 300)


def _cut(doc: Any, err: Any) -> bool:
    """Cut an over-long text (a name, notes) to its limit in place: most of it is kept, where
    resetting would lose it all. Ids are not cut (two could become one)."""
    node = doc
    for key in err["loc"][:-1]:
        node = node[key]
    key = err["loc"][-1]
    if isinstance(node, dict) and isinstance(node.get(key), str):
        node[key] = node[key][: err["ctx"]["max_length"]]
        return True
    return False


def _describe(doc: dict[str, Any], loc: list[str]) -> str:
    """'scenario "Full FT": plan.seq_len' for a location inside a scenario, else the path."""
    if len(loc) >= 2 and loc[0] == "scenarios" and loc[1].isdigit():
        scenarios = doc.get("scenarios") or []
        i = int(loc[1])
        name = (
            scenarios[i].get("name", f"#{i + 1}")
            if isinstance(scenarios, list) and i < len(scenarios) and isinstance(scenarios[i], dict)
            else f"#{i + 1}"
        )
        name = jsonfile.one_line(name, 60) if isinstance(name, str) else f"#{i + 1}"
        return f'scenario "{name}": ' + jsonfile.one_line(".".join(loc[2:]), 200)
    return jsonfile.one_line(".".join(loc), 200)


def _drop(doc: Any, loc: tuple[int | str, ...]) -> bool:
    """Remove the value at `loc` so its default applies; False when nothing can be dropped
    (a whole-project check, or a required container)."""
    if (
        not loc
        or loc[0] in ("format", "schema_version")
        or (loc[0] == "scenarios" and len(loc) < 3)
    ):
        return False
    node: Any = doc
    for key in loc[:-1]:
        held = (isinstance(node, dict) and key in node) or (
            isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node)
        )
        if not held:
            return False
        node = node[key]
    last = loc[-1]
    if isinstance(node, dict) and last in node:
        del node[last]
        return True
    return False


def project_path(path: Path) -> Path:
    """A name a project is saved under: as typed when it ends in .json, else with
    ".hwplanner.json" added (never replacing a dot: "plan.v2" → "plan.v2.hwplanner.json")."""
    return path if path.name.lower().endswith(".json") else path.with_name(path.name + SUFFIX)


def sibling(path: Path, suffix: str) -> Path:
    """The project's companion file ("x.hwplanner.json" → "x.pdf")."""
    name = path.name
    for ending in (SUFFIX, ".json"):
        if name.lower().endswith(ending):
            return path.with_name(name[: -len(ending)] + suffix)
    return path.with_name(name + suffix)


def read_project_text(path: Path) -> str:
    """The file's text, refused without blocking unless it is a readable regular file of at
    most MAX_FILE_BYTES. Temporary files a killed save left beside it are removed."""
    try:
        text = jsonfile.read_text(path, MAX_FILE_BYTES)
    except jsonfile.JsonLimitError as exc:
        why = str(exc) if str(exc).startswith("cannot open") else f"cannot open ({exc})"
        raise ProjectError(f"{_where(path)}: {why}") from None
    clean_stale_temps(path)
    return text


def load_project_lenient(path: Path) -> tuple[Project, list[str]]:
    return parse_project_lenient(read_project_text(path), path)


def load_project(path: Path) -> Project:
    return parse_project(read_project_text(path), path)


def dump_project(project: Project) -> str:
    return json.dumps(project.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n"


def save_project(project: Project, path: Path, *, replace_read_only: bool = False) -> None:
    """Atomic save; the previous version stays as PATH.bak. A read-only file is refused
    (OSError EACCES) unless `replace_read_only`: the user was asked."""
    atomic_write_text(path, dump_project(project), replace_read_only=replace_read_only)
