"""Project files as an adversary writes them: pipes, devices, huge and deep files, Infinity,
1 MB names, 10 MB notes, control characters. Each is refused or repaired in one line naming
the file and the field, quickly, and never hangs."""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from hwplanner.project import (
    MAX_FILE_BYTES,
    NOTES_MAX,
    Project,
    ProjectError,
    ScenarioSpec,
    dump_project,
    load_project,
    load_project_lenient,
    parse_project,
    parse_project_lenient,
)
from tests.engine.models import H100


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Fail instead of hanging (a FIFO read used to block forever)."""

    def alarm(*_: object) -> None:
        raise TimeoutError(f"took over {seconds} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def doc(**changes: object) -> dict[str, object]:
    base = json.loads(dump_project(Project(scenarios=(ScenarioSpec(name="S"),))))
    base.update(changes)
    return base


def one_line(exc: pytest.ExceptionInfo[ProjectError], path: Path | str) -> str:
    text = str(exc.value)
    assert "\n" not in text and "\r" not in text and len(text) < 1200, text
    assert str(path) in text
    return text


@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder", "missing", "unreadable", "huge"])
def test_paths_that_are_not_readable_project_files_are_refused_at_once(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "p.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path = Path("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "unreadable":
        path.write_text("{}")
        path.chmod(0)
        if os.access(path, os.R_OK):
            pytest.skip("root reads every file")
    elif kind == "huge":
        with open(path, "wb") as fh:  # sparse: no disk used
            fh.truncate(MAX_FILE_BYTES + 1)
    with deadline(5), pytest.raises(ProjectError) as exc:
        load_project_lenient(path)
    text = one_line(exc, path)
    expected = {
        "fifo": "not a regular file",
        "dev_zero": "not a regular file",
        "folder": "folder",
        "missing": "no such file",
        "unreadable": "permission denied",
        "huge": "too large",
    }[kind]
    assert expected in text


@pytest.mark.parametrize("depth", [40, 200, 100_000])
def test_deep_nesting_is_refused_without_recursion_error(depth: int) -> None:
    text = json.dumps(doc())[:-1] + ', "x": ' + "[" * depth + "]" * depth + "}"
    with pytest.raises(ProjectError) as exc:
        parse_project_lenient(text, Path("deep.json"))
    assert "nested deeper than 32 levels" in one_line(exc, "deep.json")


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_non_finite_numbers_are_named_and_reset(literal: str) -> None:
    d = doc()
    text = json.dumps(d).replace('"epochs": 1.0', f'"epochs": {literal}')
    assert literal in text
    project, repaired = parse_project_lenient(text, Path("p.json"))
    assert project.scenario.workload.epochs == 1.0
    assert (
        len(repaired) == 1 and 'scenario "S": workload.epochs: not a finite number' in repaired[0]
    )
    with pytest.raises(ProjectError, match=r"workload\.epochs: not a finite number"):
        parse_project(text, Path("p.json"))


def test_a_required_figure_that_is_not_finite_refuses_the_file() -> None:
    gpu = H100.model_dump(mode="json")
    d = doc(custom_gpus=[gpu])
    text = json.dumps(d).replace(f'"memory_gb": {gpu["memory_gb"]}', '"memory_gb": Infinity')
    with pytest.raises(ProjectError) as exc:
        parse_project_lenient(text, Path("p.json"))
    assert "custom_gpus.0.memory_gb: not a finite number (was inf)" in one_line(exc, "p.json")


def test_huge_extreme_gpu_figures_are_reset_or_refused_by_name() -> None:
    gpu = {**H100.model_dump(mode="json"), "bf16_tflops": 1e300, "id": "fast"}
    project, repaired = parse_project_lenient(json.dumps(doc(custom_gpus=[gpu])), Path("p.json"))
    assert project.custom_gpus[0].bf16_tflops is None
    assert "custom_gpus.0.bf16_tflops" in repaired[0] and "1000000" in repaired[0]


def test_a_1mb_name_is_cut_with_a_short_message(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    sc = {**doc()["scenarios"][0], "name": "A{}<b>" * 200_000}  # type: ignore[index]
    path.write_text(json.dumps(doc(name="N" * 1_000_000, scenarios=[sc])))
    project, repaired = load_project_lenient(path)
    assert project.name == "N" * 200 and project.scenario.name == ("A{}<b>" * 40)[:200]
    assert len(repaired) == 2
    for line in repaired:
        assert "\n" not in line and len(line) < 600, line
        assert "longer than 200 characters (was 1," in line and "cut to the first 200)" in line


def test_10mb_notes_are_cut_at_the_stated_limit_quickly(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    notes = ("word " * 2_100_000)[:10_000_000]
    sc = {**doc()["scenarios"][0], "notes": notes}  # type: ignore[index]
    path.write_text(json.dumps(doc(notes=notes, scenarios=[sc])))
    start = time.process_time()
    project, repaired = load_project_lenient(path)
    assert time.process_time() - start < 1.5
    assert len(project.notes) == NOTES_MAX and project.notes == notes[:NOTES_MAX]
    assert len(project.scenario.notes) == NOTES_MAX
    assert any(f"longer than {NOTES_MAX:,} characters (was 10,000,000" in r for r in repaired)
    with pytest.raises(ProjectError, match="notes: longer than 100,000 characters"):
        load_project(path)


def test_control_characters_in_names_stay_out_of_error_lines() -> None:
    sc = {**doc()["scenarios"][0], "name": "two\nlines\r\x1b[31m", "plan": {"seq_len": -1}}  # type: ignore[index]
    _, repaired = parse_project_lenient(json.dumps(doc(scenarios=[sc])), Path("a\nb.json"))
    assert repaired and all("\n" not in r and "\r" not in r and "\x1b" not in r for r in repaired)
    assert 'scenario "two\\nlines\\r\\x1b[31m": plan.seq_len' in repaired[0]


def test_too_many_scenarios_are_refused() -> None:
    scenarios = [doc()["scenarios"][0]] * 501  # type: ignore[index]
    with pytest.raises(ProjectError, match="scenarios"):
        parse_project_lenient(json.dumps(doc(scenarios=scenarios)), Path("p.json"))


def test_an_overlong_id_is_refused_not_cut() -> None:
    gpu = {**H100.model_dump(mode="json"), "id": "g" * 1000}
    with pytest.raises(ProjectError) as exc:
        parse_project_lenient(json.dumps(doc(custom_gpus=[gpu])), Path("p.json"))
    assert "custom_gpus.0.id: String should have at most 128 characters" in one_line(exc, "p.json")


def _bad_scenarios(n: int) -> str:
    base = doc()["scenarios"][0]  # type: ignore[index]
    bad = [{**base, "id": f"s{i}", "plan": {"seq_len": -1, "tp": "x"}} for i in range(n)]
    return json.dumps(doc(scenarios=bad))


def test_hundreds_of_bad_values_are_repaired_in_a_few_validations() -> None:
    """bench/fuzz.py: 300 scenarios with two bad values each took 28 s to refuse (one
    validation of the whole project per bad value); each validation now repairs every value
    it names."""
    with deadline(5):
        start = time.perf_counter()
        project, repaired = parse_project_lenient(_bad_scenarios(90), Path("p.json"))
        assert time.perf_counter() - start < 2.5
    assert len(project.scenarios) == 90 and len(repaired) == 180
    assert all(sc.plan.seq_len > 0 and sc.plan.tp == 1 for sc in project.scenarios)
    assert 'scenario "S": plan.seq_len' in repaired[0] and "plan.tp" in repaired[1]


def test_past_the_repair_limit_the_file_is_refused_quickly() -> None:
    with deadline(5), pytest.raises(ProjectError, match=r"too many invalid values \(over 200\)"):
        parse_project_lenient(_bad_scenarios(300), Path("p.json"))
    with deadline(5), pytest.raises(ProjectError, match=r'scenario "S": plan\.seq_len: '):
        parse_project(_bad_scenarios(300), Path("p.json"))  # strict: the first, at once


def test_a_custom_model_whose_heads_do_not_hang_together_refuses_the_file() -> None:
    """A model's own check names its field, but its fields hang together (heads over
    key/value heads): the file is refused with the check's words, nothing reset alone."""
    from tests.engine.models import LLAMA_8B

    model = {**LLAMA_8B.model_dump(mode="json"), "id": "mine", "num_kv_heads": 5}
    with pytest.raises(ProjectError) as exc:
        parse_project_lenient(json.dumps(doc(custom_models=[model])), Path("p.json"))
    line = one_line(exc, "p.json")
    assert "custom_models.0: num_kv_heads: 32 attention heads must be a multiple of the 5" in line
    assert "Value error" not in line
