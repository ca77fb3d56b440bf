"""The project file: round trips, atomic saves with backup, refusals that leave files intact."""

import json
from pathlib import Path

import pytest

from hwplanner.catalog import load_catalog
from hwplanner.engine.estimate import estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.paths import examples_dir
from hwplanner.project import (
    SCHEMA_VERSION,
    Project,
    ProjectError,
    ScenarioSpec,
    check_estimates,
    dump_project,
    load_project,
    load_project_lenient,
    parse_project,
    problems,
    resolve,
    save_project,
)
from tests.engine.models import LLAMA_8B

FIXTURES = Path(__file__).parent / "fixtures" / "projects"


def test_round_trip_is_exact(tmp_path: Path) -> None:
    p = Project(
        name="Plan 計劃",
        notes="notes",
        scenarios=(
            ScenarioSpec(name="a", plan=Plan(method="full", seq_len=4096)),
            ScenarioSpec(name="b"),
        ),
        current=1,
        custom_models=(LLAMA_8B.model_copy(update={"id": "mine"}),),
    )
    path = tmp_path / "p.json"
    save_project(p, path)
    assert load_project(path) == p
    assert dump_project(load_project(path)) == path.read_text(encoding="utf-8")


def test_save_keeps_previous_version_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    save_project(Project(name="one"), path)
    save_project(Project(name="two"), path)
    assert load_project(path).name == "two"
    assert load_project(path.with_name("p.json.bak")).name == "one"
    assert [f.name for f in tmp_path.iterdir() if f.name.endswith(".tmp")] == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": "hwplanner-project", "schema_version": 1, "name": "x", "scen', "corrupt"),
        ('{"hello": 1}', "not an hwplanner project"),
        ('{"format": "hwplanner-project", "schema_version": 99}', "newer hwplanner"),
        ('{"format": "hwplanner-project", "schema_version": 1, "scenarios": []}', "scenarios"),
        (
            '{"format": "hwplanner-project", "schema_version": 1, "scenarios": [{"plan": '
            '{"seq_len": -5}}]}',
            "seq_len",
        ),
    ],
)
def test_bad_files_are_refused_with_a_reason_and_left_intact(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ProjectError, match=message):
        load_project(path)
    assert path.read_text(encoding="utf-8") == text


def test_unknown_catalog_reference_is_named_and_the_rest_usable() -> None:
    p = Project(
        scenarios=(ScenarioSpec(name="ok"), ScenarioSpec(name="gone", model_id="no-such-model"))
    )
    found = problems(p, load_catalog())
    assert len(found) == 1 and "no-such-model" in found[0] and "gone" in found[0]
    assert resolve(p, p.scenarios[0], load_catalog()).model.id == "llama-3.1-8b"


def test_a_plan_the_engine_refuses_names_its_scenario_and_what_is_allowed() -> None:
    """An FP8 checkpoint served by TensorRT-LLM on an A100 (no FP8 tensor cores) opens with
    the scenario named; the other scenario estimates."""
    trt = Plan(method="inference", framework="trtllm", gpus_per_node=8, nodes=2, tp=8, pp=2)
    p = Project(
        scenarios=(
            ScenarioSpec(name="ok"),
            ScenarioSpec(
                name="V3 on A100", model_id="deepseek-v3", gpu_id="a100-sxm-80gb", plan=trt
            ),
        )
    )
    found = check_estimates(p, load_catalog(), Path("p.json"))
    assert len(found) == 1
    assert found[0].startswith(
        "scenario 'V3 on A100': Weight format: TensorRT-LLM runs the checkpoint's fp8 weights"
    )
    assert found[0].endswith("allowed: fp32, bf16, fp16, int8, int4, mxfp4")


def test_custom_entries_travel_inside_the_project() -> None:
    mine = LLAMA_8B.model_copy(update={"id": "my-own", "name": "My own"})
    p = Project(custom_models=(mine,), scenarios=(ScenarioSpec(model_id="my-own"),))
    reopened = parse_project(dump_project(p))
    assert resolve(reopened, reopened.scenario, load_catalog()).model.name == "My own"


def test_old_schema_fixtures_open() -> None:
    for path in FIXTURES.glob("v*.json"):
        p = load_project(path)
        assert p.scenarios


def test_examples_open_and_estimate() -> None:
    files = sorted(examples_dir().glob("*.json"))
    assert len(files) >= 6
    cat = load_catalog()
    for path in files:
        p = load_project(path)
        assert p.notes, path.name  # each explains where the rule of thumb differs
        for sc in p.scenarios:
            est = estimate(resolve(p, sc, cat), solve=False)
            assert est.memory.total_bytes > 0


def test_examples_reproduce_the_articles_corrections() -> None:
    cat = load_catalog()
    pre = load_project(examples_dir() / "pretrain-1t-tokens-a100.json")
    seven_b = estimate(resolve(pre, pre.scenarios[0], cat), solve=False)
    days = seven_b.budget.compute["seconds"].value / 86400
    assert days > 10 * 30  # "≈ 1 month" is off by more than 10×
    q = load_project(examples_dir() / "qwen3-235b-lora.json")
    lora = estimate(resolve(q, q.scenarios[0], cat), solve=False)
    assert lora.memory.bytes_of("weights") * 8 > 400e9  # the frozen experts are all resident
    doc = json.loads((examples_dir() / "70b-full-lora-qlora.json").read_text(encoding="utf-8"))
    assert "840 GB" in doc["notes"]


def test_out_of_range_value_opens_leniently_with_the_problem_named(tmp_path: Path) -> None:
    doc = {
        "format": "hwplanner-project",
        "schema_version": 1,
        "name": "Mixed",
        "scenarios": [
            {"name": "Broken", "plan": {"seq_len": -5, "method": "full"}},
            {"name": "Fine", "plan": {"seq_len": 4096}},
        ],
    }
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    project, repaired = load_project_lenient(path)
    assert len(repaired) == 1 and 'scenario "Broken": plan.seq_len' in repaired[0]
    assert "-5" in repaired[0]
    assert project.scenarios[0].plan.method.value == "full"  # the rest intact
    assert project.scenarios[1].plan.seq_len == 4096
    with pytest.raises(ProjectError, match=r"plan\.seq_len"):
        load_project(path)


def test_cli_names_the_problem_of_a_project(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from hwplanner.cli import main

    path = tmp_path / "p.json"
    save_project(Project(scenarios=(ScenarioSpec(name="X", model_id="gone-model"),)), path)
    assert main(["estimate", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "gone-model" in err[0]
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["scenarios"][0]["model_id"] = "llama-3.1-8b"
    doc["scenarios"][0]["plan"]["micro_batch"] = 0
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["estimate", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "plan.micro_batch" in err[0]


def test_serving_plans_round_trip_and_resolve_their_draft(tmp_path: Path) -> None:
    plan = Plan(
        method="inference",
        framework="sglang",
        kv_block_size=64,
        memory_share=0.8,
        prefix_caching=False,
        speculative="draft",
        draft_model="qwen3-0.6b",
        lora_adapters=4,
        adapter_rank=32,
    )
    wl = {"ttft_slo_ms": 800.0, "tpot_slo_ms": 40.0, "peak_factor": 3.0}
    sc = ScenarioSpec(model_id="qwen3-32b", plan=plan)
    sc = sc.model_copy(update={"workload": sc.workload.model_copy(update=wl)})
    p = Project(scenarios=(sc,))
    path = tmp_path / "serve.json"
    save_project(p, path)
    back = load_project(path)
    assert back == p
    saved = json.loads(path.read_text(encoding="utf-8"))["scenarios"][0]["plan"]
    assert saved["draft_model"] == "qwen3-0.6b" and "kv_block_size" in saved
    cat = load_catalog(user_dir=tmp_path)
    engine = resolve(back, back.scenarios[0], cat)
    assert engine.draft is not None and engine.draft.id == "qwen3-0.6b"
    assert estimate(engine, solve=False).budget.serving["tokens_per_step"].value > 1
    bad = back.scenarios[0].model_copy(
        update={"plan": plan.with_changes(draft_model="no-such-model")}
    )
    with pytest.raises(KeyError, match="draft_model"):
        resolve(back, bad, cat)


def test_a_v2_purchase_price_set_opens_with_the_default_and_says_so() -> None:
    """Version 3 refuses price_set "purchase" for rent; a version-2 file that chose it still
    opens: the default price set, and the scenario's notes say what changed and why."""
    project = load_project(FIXTURES / "v2-purchase-price-set.json")
    sc = project.scenarios[0]
    assert project.schema_version == SCHEMA_VERSION
    assert sc.workload.price_set.value == "cloud_ondemand"
    assert "no longer a rental price" in sc.notes


def test_a_long_unknown_value_is_named_once_in_a_short_line(tmp_path: Path) -> None:
    """An unknown framework of 78,000 characters: its cut value once (not again as "(was …)"),
    the 33 frameworks by count with the nearest; a schema_version of 700 digits by its digit
    count. Each line under 400 characters (found by bench/fuzz.py projects)."""
    doc = {
        "format": "hwplanner-project",
        "schema_version": 4,
        "scenarios": [{"name": "A", "plan": {"framework": "RTX {x}" * 3000}}],
    }
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    _, repaired = load_project_lenient(path)
    assert len(repaired) == 1 and len(repaired[0]) < 400, repaired
    assert repaired[0].count("(21,000 characters)") == 1 and "one of 34: hf" in repaired[0]
    assert repaired[0].endswith("(reset to the default)")
    with pytest.raises(ProjectError) as strict:
        load_project(path)
    assert len(str(strict.value)) < 400 and not str(strict.value).endswith(")")
    near = {**doc, "scenarios": [{"name": "A", "plan": {"framework": "deepspeeed"}}]}
    path.write_text(json.dumps(near), encoding="utf-8")
    assert (
        "(nearest: deepspeed, deepspeed-chat, megatron-deepspeed)"
        in load_project_lenient(path)[1][0]
    )
    path.write_text('{"format": "hwplanner-project", "schema_version": 1' + "0" * 700 + "}")
    with pytest.raises(ProjectError, match="an integer of 701 digits") as newer:
        load_project(path)
    assert len(str(newer.value)) < 400


def test_a_scenario_takes_values_by_path_validated_as_the_users() -> None:
    from pydantic import ValidationError

    sc = ScenarioSpec()
    new = sc.with_values({"plan.seq_len": 2048, "workload.mfu": 0.42, "name": "measured"})
    assert (new.plan.seq_len, new.workload.mfu, new.name) == (2048, 0.42, "measured")
    assert "seq_len" in new.plan.user_fields  # kept as the user's choice
    assert sc.with_values({}) is sc
    with pytest.raises(ValidationError):
        sc.with_values({"workload.mfu": 1.5})  # outside MFU's declared range


def test_a_whole_workload_check_names_and_resets_its_own_field(tmp_path: Path) -> None:
    """A workload-wide check that names its field (a longest answer that spreads no evenly, a
    shared prefix longer than the prompt) resets that field alone, named in one clean line."""
    from hwplanner.project import load_project_lenient

    plan = Plan(method="inference")
    sc = ScenarioSpec(model_id="llama-3.1-8b", plan=plan)
    doc = json.loads(Project(scenarios=(sc,)).model_dump_json())
    doc["schema_version"] = doc.get("schema_version", 3)
    doc["format"] = "hwplanner-project"
    doc["scenarios"][0]["workload"].update(output_tokens=250, output_tokens_max=100)
    path = tmp_path / "spread.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    project, notes = load_project_lenient(path)
    wl = project.scenarios[0].workload
    assert wl.output_tokens == 250 and wl.output_tokens_max is None
    assert any("workload.output_tokens_max: 100 is shorter than the average" in n for n in notes)
    assert not any("Value error" in n for n in notes)


def test_a_v3_llamacpp_scenario_on_several_gpus_says_its_plan_changed() -> None:
    """Version 4 plans llama.cpp on several GPUs of a machine as its own default, a stage on
    each (version 3: a copy on each). The scenario whose answer changes says so in its notes;
    one whose user set pp, and another engine's, are left as they were."""
    project = load_project(FIXTURES / "v3-llamacpp-two-gpus.json")
    split, copies, vllm = project.scenarios
    assert project.schema_version == SCHEMA_VERSION
    assert split.plan.pp == 2 and split.notes.startswith("Two cards in one workstation.")
    assert "split by layers" in split.notes and "Pipeline parallel to 1" in split.notes
    assert copies.plan.pp == 1 and "split by layers" not in copies.notes
    assert vllm.plan.pp == 1 and "split by layers" not in vllm.notes


def test_a_v4_saved_packed_padding_is_unset_unless_a_mean_length_gives_it_weight() -> None:
    """Version 4 saved padding "packed" whether chosen or not. Without a mean sample length it
    changes nothing and becomes unset (the trainer's default); with one it is kept, so the
    answer stays, and the scenario's notes say how to take the trainer's default."""
    project = load_project(FIXTURES / "v4-saved-padding.json")
    dpo, lora = project.scenarios
    assert project.schema_version == SCHEMA_VERSION
    assert dpo.workload.padding == "packed" and "Padding was saved as packed" in dpo.notes
    assert dpo.notes.startswith("Pairs of 500 tokens.")
    assert lora.workload.padding is None and "Padding" not in lora.notes


def test_a_v5_busy_server_scenario_says_the_server_is_now_timed() -> None:
    """Version 6 times the OpenAI-compatible server of a Python engine: a serving scenario on
    vLLM (its default engine) keeps its values and says so in its notes, with how to plan an
    in-process benchmark instead, whatever its users (the users within its targets are searched
    where the server binds); llama.cpp's C++ server is left as it was."""
    project = load_project(FIXTURES / "v5-busy-server.json")
    busy, few, llamacpp = project.scenarios
    assert project.schema_version == SCHEMA_VERSION == 6
    assert busy.plan.frontend == "api" and busy.plan.batch == 512
    assert busy.notes.startswith("Chat traffic at peak.") and "in-process" in busy.notes
    assert "Requests through" in few.notes and "Requests through" not in llamacpp.notes
