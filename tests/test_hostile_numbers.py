"""Numbers no reader can use — an integer of thousands of digits (Python refuses to read more
than 4,300), infinities, nested arrays — and values too long to repeat: each is one clear line
naming the file and the field, never a crash; a broken user catalog is never fatal."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from hwplanner import api, jsonfile, paths
from hwplanner.catalog import load_catalog
from hwplanner.checkpoint_files import CheckpointError, read_safetensors_header
from hwplanner.engine.model.gguf_spec import _meta_int
from hwplanner.engine.model.hf_reader import ConfigError

BIG = "9" * 5000
ROOT = Path(__file__).resolve().parents[1]


def _cli(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "hwplanner", *argv], capture_output=True, text=True, check=False
    )


def test_a_huge_integer_is_named_where_it_stands() -> None:
    doc = jsonfile.parse('{"a": ' + BIG + ', "b": [1, -' + BIG + "]}")
    places = [(place, why) for place, _, why in doc.unusable]
    assert places == [
        (("a",), "not a usable number (an integer of 5,000 digits)"),
        (("b", 1), "not a usable number (an integer of 5,000 digits)"),
    ]
    assert jsonfile.parse(BIG).unusable[0][0] == ()


def test_a_project_with_one_is_refused_in_one_line(tmp_path: Path) -> None:
    project = tmp_path / "p.json"
    project.write_text(
        '{"format": "hwplanner-project", "schema_version": 3, "name": "x", "scenarios": '
        '[{"name": "a", "plan": {"method": "lora", "seq_len": ' + BIG + "}}]}"
    )
    out = _cli("estimate", str(project))
    assert out.returncode == 2 and not out.stdout
    assert out.stderr.count("\n") == 1 and "plan.seq_len" in out.stderr
    assert "5,000 digits" in out.stderr and len(out.stderr) < 300


def test_a_config_json_with_one_is_refused_by_field(tmp_path: Path) -> None:
    cfg = json.loads((ROOT / "tests/fixtures/configs/llama-3.1-8b/config.json").read_text())
    text = json.dumps(cfg).replace(
        f'"num_hidden_layers": {cfg["num_hidden_layers"]}', '"num_hidden_layers": ' + BIG
    )
    path = tmp_path / "config.json"
    path.write_text(text)
    with pytest.raises(api.InputError, match="num_hidden_layers: not a usable number"):
        api.estimate(str(path), "h100-sxm-80gb", "lora")


def test_a_safetensors_header_with_one_is_refused(tmp_path: Path) -> None:
    raw = ('{"w": {"dtype": "BF16", "shape": [' + BIG + '], "data_offsets": [0, 2]}}').encode()
    path = tmp_path / "model.safetensors"
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + b"\0\0")
    with pytest.raises(CheckpointError, match=r"w\.shape\.0: not a usable number"):
        read_safetensors_header(path)


def test_a_user_catalog_with_one_is_skipped_with_a_warning(tmp_path: Path) -> None:
    folder = tmp_path / "catalog"
    folder.mkdir()
    (folder / "gpus.json").write_text(
        '{"schema_version": 1, "gpus": [{"id": "x", "name": "X", "memory_gb": ' + BIG + "}]}"
    )
    cat = load_catalog(user_dir=folder)
    assert "h100-sxm-80gb" in cat.gpus and "x" not in cat.gpus
    assert any("gpus.0.memory_gb: not a usable number" in p for p in cat.problems)
    assert paths.user_catalog_dir() != folder  # the test's own folder, not the user's


def test_a_gguf_array_nested_or_not_of_integers_is_refused_by_key() -> None:
    for bad in ([[4]], ["a"], [1.5]):
        with pytest.raises(ConfigError, match="expected an integer or an array of integers"):
            _meta_int({"llama.attention.head_count": bad}, "llama.attention.head_count")
    assert _meta_int({"k": [4, 4]}, "k") == 4


@pytest.mark.parametrize("field", ["gpus_per_node", "nodes", "seq_len", "micro_batch"])
@pytest.mark.parametrize("value", [float("inf"), float("nan"), 10**400])
def test_the_api_refuses_an_infinite_or_huge_count_by_name(field: str, value: float) -> None:
    with pytest.raises(api.InputError, match=f"^{field}: ") as err:
        api.estimate("llama-3.1-8b", "h100-sxm-80gb", "lora", **{field: value})
    assert len(str(err.value)) < 200


def test_an_error_line_cuts_a_long_value_and_says_how_long() -> None:
    out = _cli("estimate", "--model", "llama-3.1-8b", "--gpu", "x" * 10_000)
    # the value cut to 80 characters; the line also names the user's gpus.json (its path as
    # long as the test's private folder makes it)
    assert out.returncode == 2 and len(out.stderr) < 320 and "10,000 characters" in out.stderr
    out = _cli("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--seq-len", BIG)
    assert out.returncode == 2 and len(out.stderr) < 250 and "5,000 characters" in out.stderr
    long = "9" * 400  # an integer Python reads: refused by its range, said by its length
    out = _cli("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--seq-len", long)
    assert out.returncode == 2 and len(out.stderr) < 250 and "400 digits" in out.stderr


def test_a_project_file_read_strictly(tmp_path: Path) -> None:
    """schema_version true is no version; a byte order mark is no error; a key given twice is
    refused by name (JSON would take the last silently)."""
    from hwplanner.project import ProjectError, load_project

    base = (
        '{"format": "hwplanner-project", "schema_version": VERSION, "name": "x", '
        '"scenarios": [{"name": "a"}]}'
    )
    path = tmp_path / "p.json"
    path.write_text(base.replace("VERSION", "true"))
    with pytest.raises(ProjectError, match="schema_version True is not a valid"):
        load_project(path)
    path.write_bytes(b"\xef\xbb\xbf" + base.replace("VERSION", "3").encode())
    assert load_project(path).name == "x"
    path.write_text(base.replace("VERSION", "3").replace('"name": "x"', '"name": "x", "name": "y"'))
    with pytest.raises(ProjectError, match="the key 'name' appears twice"):
        load_project(path)


def test_print_to_the_standard_output(tmp_path: Path) -> None:
    example = ROOT / "examples" / "7b-lora-rtx4090.json"
    out = subprocess.run(
        [sys.executable, "-m", "hwplanner", "print", str(example), "-o", "-"],
        capture_output=True,
        cwd=tmp_path,
        check=False,
    )
    assert out.returncode == 0 and out.stdout.startswith(b"%PDF-")
    assert out.stderr.startswith(b"wrote ") and not (tmp_path / "-").exists()
