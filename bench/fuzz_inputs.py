"""Hostile inputs for bench/fuzz.py: files and folders a user or an attacker could point
hwplanner at, user-config folders (catalogs, settings, a Hugging Face cache) and random
command lines. Everything is seeded; each case is built from its own index."""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import random
import stat
import struct
from pathlib import Path
from typing import Any

from hwplanner.catalog import shipped_catalog
from hwplanner.cli import build_parser
from hwplanner.engine.plan.fields import Declared, declared
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.paths import examples_dir
from tests.fuzz import HOSTILE_STRINGS, mutate, to_text

ROOT = Path(__file__).resolve().parent.parent
SPARSE_BYTES = 100 * 2**20  # a "huge" file: sparse, so it costs no disk
DEEP = 100_000  # brackets: far past any depth limit and Python's recursion limit

NUMBER_TEXTS = [
    "nan", "NaN", "-nan", "inf", "-inf", "Infinity", "1e309", "-1e309", "1e308", "1e300",
    "5e-324", "-5e-324", "1e-300", "1e-320", "0", "-0", "-0.0", "-1", "1e18", "3.5", "0x10",
    "1_000", "", " ", " 7 ", "١٢", "+5", "1e3", "99999999999999999999999", "2.5", "abc", "½",
]  # fmt: skip
EXTREME_NUMBERS: list[Any] = [
    1e300, -1e300, 5e-324, -5e-324, 1e-320, -0.0, 0, -1, 1, 2**53 + 1, 2**63, 2**64, 10**400,
    math.nan, math.inf, -math.inf, 0.5, 1e9, True, "1e3", None,
]  # fmt: skip
LONG = ["x" * 300, "é" * 200, "a/" * 3000, "%s{0}" * 50]
# Past Python's int-conversion limit (4,300 digits): json.loads raises ValueError on it
HUGE_INT = "9" * 5000
# Names that rich text would render (or load: /dev/zero without bound, a FIFO for ever)
MARKUP = [
    '<img src="/dev/zero">', "<img src=/tmp/fifo>", "<b>bold</b> & <i>it</i>",
    '<a href="file:///etc/passwd">x</a>', "<table><tr><td>" * 200, "&lt;&amp;&#0;",
]  # fmt: skip


def _mkfifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def _sparse(path: Path, size: int = SPARSE_BYTES) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as fh:
        fh.truncate(size)
    return path


def _write(path: Path, data: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    path.write_bytes(data)
    return path


def _deep(opening: str = "[", closing: str = "]", depth: int = DEEP) -> str:
    return opening * depth + closing * depth


def _nested(value: Any, depth: int) -> Any:
    for _ in range(depth):
        value = {"k": value}
    return value


def config_fixtures() -> list[Path]:
    return sorted((ROOT / "tests" / "fixtures" / "configs").glob("*/config.json"))


def project_bases() -> list[dict[str, Any]]:
    """Example projects, the kept old-version fixtures, and one with a custom model and GPU."""
    files = sorted(examples_dir().glob("*.json"))
    files += sorted((ROOT / "tests" / "fixtures" / "projects").glob("*.json"))
    bases = [json.loads(p.read_text(encoding="utf-8")) for p in files]
    cat = shipped_catalog()
    rich = json.loads(json.dumps(bases[0]))
    rich["custom_gpus"] = [{**cat.gpu("h100-sxm-80gb").model_dump(mode="json"), "id": "my-gpu"}]
    rich["custom_models"] = [{**cat.model("deepseek-v3").model_dump(mode="json"), "id": "my-m"}]
    for sc in rich["scenarios"]:
        sc.update(model_id="my-m", gpu_id="my-gpu")
    return [*bases, rich]


def _malformed_configs(good: dict[str, Any]) -> list[dict[str, Any]]:
    """Fields a config.json reader may not foresee: wrong types, zeros, absurd sizes."""
    out = []
    for key, value in [
        ("num_hidden_layers", "32"), ("num_hidden_layers", 0), ("num_hidden_layers", 1e300),
        ("num_hidden_layers", 5e-324), ("num_hidden_layers", -1), ("num_hidden_layers", 10**30),
        ("hidden_size", [4096]), ("hidden_size", None), ("hidden_size", 1e300),
        ("num_attention_heads", 0), ("num_key_value_heads", 0), ("num_key_value_heads", 3),
        ("intermediate_size", {"a": 1}), ("vocab_size", -5), ("vocab_size", 5e-324),
        ("layer_types", "sliding_attention"), ("layer_types", [1, 2]), ("layer_types", []),
        ("sliding_window_pattern", 0), ("sliding_window_pattern", -3),
        ("_sliding_window_pattern", 0), ("sliding_window", 1e300), ("head_dim", 0),
        ("num_experts", 0), ("num_local_experts", "8"), ("num_experts_per_tok", 10**9),
        ("n_routed_experts", 1e300), ("moe_intermediate_size", 0), ("first_k_dense_replace", 10**6),
        ("architectures", "LlamaForCausalLM"), ("architectures", [None]), ("model_type", 7),
        ("text_config", "x"), ("text_config", _nested(1, 40)), ("vision_config", []),
        ("quantization_config", "gptq"), ("quantization_config", {"bits": 0}),
        ("quantization_config", {"quant_method": "gptq", "bits": 1e300, "group_size": 0}),
        ("torch_dtype", 16), ("rope_scaling", "yes"), ("tie_word_embeddings", "no"),
    ]:  # fmt: skip
        out.append({**good, key: value})
    return out


def build_files(root: Path, seed: int) -> dict[str, list[str]]:
    """Hostile files under `root`; returns the pools of paths the command lines draw from."""
    rng = random.Random(seed)
    f = root / "files"
    bases = project_bases()
    projects = [str(p) for p in sorted(examples_dir().glob("*.json"))]
    projects += [str(p) for p in sorted((ROOT / "tests/fixtures/projects").glob("*.json"))]
    hostile = [
        _mkfifo(f / "fifo.json"),
        _sparse(f / "huge.json"),
        _write(f / "deep.json", _deep()),
        _write(f / "deep-object.json", '{"a":' * DEEP + "1" + "}" * DEEP),
        _write(f / "empty.json", ""),
        _write(f / "nul.json", b"\x00" * 10),
        _write(f / "not-utf8.json", b'{"format": "\xff\xfe"}'),
        _write(f / "utf16.json", json.dumps(bases[0]).encode("utf-16")),
        _write(f / "bom.json", b"\xef\xbb\xbf" + json.dumps(bases[0]).encode()),
        _write(f / "newer.json", json.dumps({**bases[0], "schema_version": 99})),
        _write(f / "array.json", "[1, 2, 3]"),
        _write(f / "surrogate.json", json.dumps({**bases[0], "name": "\ud800 lone"})),
        _write(f / "control.json", json.dumps({**bases[0], "name": "a\nb\rc\x1b[31m"})),
        _write(f / "many.json", json.dumps({**bases[0], "scenarios": bases[0]["scenarios"] * 300})),
    ]
    (f / "folder.json").mkdir(parents=True)
    hostile.append(f / "folder.json")
    for name, a, b in (("loop-a.json", "loop-b.json", "loop-a.json"),):
        os.symlink(f / a, f / name)
        os.symlink(f / b, f / a)
    os.symlink("/dev/zero", f / "zero.json")
    os.symlink(f / "fifo.json", f / "to-fifo.json")
    os.symlink(f / "gone.json", f / "dangling.json")
    hostile += [f / n for n in ("loop-a.json", "zero.json", "to-fifo.json", "dangling.json")]
    hostile += _hostile_documents(f, bases[0])
    gpu = bases[-1]["custom_gpus"][0]
    for key, value in [("memory_gb", math.inf), ("bf16_tflops", 1e300), ("memory_gb", 5e-324),
                       ("memory_bandwidth_gbps", math.nan), ("tdp_w", 10**400)]:  # fmt: skip
        doc = json.loads(json.dumps(bases[-1]))
        doc["custom_gpus"][0] = {**gpu, key: value}
        hostile.append(_write(f / f"gpu-{key}-{str(value)[:8]}.json", json.dumps(doc)))
    for i in range(40):
        base = rng.choice(bases)
        doc = mutate(base, rng, rounds=rng.choice([1, 2, 3, 6]))
        hostile.append(_write(f / f"damaged-{i}.json", to_text(doc, rng)))
    for i, key in enumerate(["tokens", "mfu", "network_gbit", "goodput"]):
        doc = json.loads(json.dumps(bases[0]))
        doc["scenarios"][0]["workload"][key] = 5e-324
        hostile.append(_write(f / f"tiny-{i}.json", json.dumps(doc)))
    projects += [str(p) for p in hostile]
    specials = ["/dev/zero", "/dev/null", "/dev/urandom", "/proc/self/mem", "/", "/etc"]
    specials += ["/nonexistent/x.json", "", "-", "~", "x" * 300 + ".json", "a/" * 2100 + "b.json"]
    return {
        "projects": projects + specials,
        "models": _model_files(root / "models", rng) + specials,
        "outputs": _outputs(root / "out"),
    }


def _hostile_documents(f: Path, base: dict[str, Any]) -> list[Path]:
    """A project a strict reader must refuse by name, or show as plain text: integers past
    Python's conversion limit, a key given twice, schema_version that is no integer, markup
    and very long names."""
    text = json.dumps(base)
    workload = json.dumps(base["scenarios"][0].get("workload", {}))
    out = [
        _write(
            f / "int-version.json",
            text.replace('"schema_version": ', f'"schema_version": {HUGE_INT}, "x": ', 1),
        ),
        _write(f / "int-name.json", text.replace('"name": ', f'"n": {HUGE_INT}, "name": ', 1)),
        _write(f / "int-workload.json", text.replace(workload, f'{{"tokens": {HUGE_INT}}}', 1)),
        _write(f / "int-negative.json", text.replace('"name": ', f'"n": -{HUGE_INT}, "name": ', 1)),
        _write(f / "twice-name.json", text.replace('"name": ', '"name": "first", "name": ', 1)),
        _write(f / "twice-scen.json", text[:-1] + ', "scenarios": []}'),
        _write(f / "bom-twice.json", b"\xef\xbb\xbf\xef\xbb\xbf" + text.encode()),
    ]
    for i, version in enumerate([True, 1.0, "1", None, [1], -1, 0, 2**64]):
        out.append(_write(f / f"version-{i}.json", json.dumps({**base, "schema_version": version})))
    for i, name in enumerate([*MARKUP, "x" * 100_000, "\u202e" + "evil", "a\u0000b"]):
        doc = json.loads(text)
        doc["name"] = name
        doc["notes"] = name
        for sc in doc["scenarios"]:
            sc["name"], sc["notes"] = name, name
        out.append(_write(f / f"markup-{i}.json", json.dumps(doc)))
    return out


def _gguf_nested(path: Path) -> Path:
    """A GGUF whose head count is an array of arrays (llama.cpp never writes one)."""
    from tests.checkpoint_writers import write_gguf

    write_gguf(path, {"general.architecture": "llama", "llama.block_count": 2}, {})
    data = path.read_bytes()
    key = b"llama.attention.head_count"
    inner = struct.pack("<IQ", 4, 1) + struct.pack("<I", 4)  # array of one uint32 array
    value = struct.pack("<IIQ", 9, 9, 1) + inner
    kv = struct.pack("<Q", len(key)) + key + value
    count = struct.unpack_from("<Q", data, 16)[0]
    head = data[:16] + struct.pack("<Q", count + 1)
    return _write(path, head + kv + data[24:])


def _model_files(m: Path, rng: random.Random) -> list[str]:
    fixtures = config_fixtures()
    good_path = next((p for p in fixtures if p.parent.name.startswith("qwen")), fixtures[0])
    good = json.loads(good_path.read_text(encoding="utf-8"))
    out = [str(p) for p in rng.sample(fixtures, 12)]
    _write(m / "valid" / "config.json", json.dumps(good))
    _mkfifo(m / "cfg-fifo" / "config.json")
    (m / "cfg-folder" / "config.json").mkdir(parents=True)
    _write(m / "cfg-deep" / "config.json", _deep('{"a":', "}", DEEP).replace("}", "1}", 1))
    _write(m / "cfg-deep40" / "config.json", json.dumps({**good, "x": _nested(1, 40)}))
    _sparse(m / "cfg-huge" / "config.json")
    os.symlink("/dev/zero", _dir(m / "cfg-zero") / "config.json")
    _write(m / "st-fifo" / "config.json", json.dumps(good))
    _mkfifo(m / "st-fifo" / "model.safetensors")
    _write(m / "index-fifo" / "config.json", json.dumps(good))
    _mkfifo(m / "index-fifo" / "model.safetensors.index.json")
    _write(m / "index-deep" / "config.json", json.dumps(good))
    _write(m / "index-deep" / "model.safetensors.index.json", _deep())
    _write(m / "st-garbage" / "config.json", json.dumps(good))
    _write(m / "st-garbage" / "model.safetensors", os.urandom(64))
    _write(m / "st-bighead" / "config.json", json.dumps(good))
    _write(m / "st-bighead" / "model.safetensors", struct.pack("<Q", 2**63) + b"{}")
    _write(m / "st-deep" / "config.json", json.dumps(good))
    head = _deep().encode()
    _write(m / "st-deep" / "model.safetensors", struct.pack("<Q", len(head)) + head)
    _mkfifo(m / "gguf-fifo" / "a.gguf")
    _write(m / "garbage.gguf", b"GGUF" + os.urandom(40))
    _write(m / "counts.gguf", b"GGUF" + struct.pack("<IQQ", 3, 2**62, 2**62))
    out += [str(m / d) for d in ("valid", "cfg-fifo", "cfg-folder", "cfg-deep", "cfg-deep40")]
    out += [str(m / d) for d in ("cfg-huge", "cfg-zero", "st-fifo", "index-fifo", "index-deep")]
    out += [str(m / d) for d in ("st-garbage", "st-bighead", "st-deep", "gguf-fifo")]
    out += [str(m / "garbage.gguf"), str(m / "counts.gguf"), str(m / "cfg-fifo/config.json")]
    out += _huge_number_models(m, good)
    out += [str(m / "cfg-folder/config.json"), str(m / "cfg-deep/config.json")]
    for i, cfg in enumerate(_malformed_configs(good)):
        out.append(str(_write(m / f"bad-{i}" / "config.json", json.dumps(cfg))))
    for i in range(30):
        doc = json.loads(rng.choice(fixtures).read_text(encoding="utf-8"))
        out.append(str(_write(m / f"mut-{i}.json", to_text(mutate(doc, rng, 3), rng))))
    return out


def _huge_number_models(m: Path, good: dict[str, Any]) -> list[str]:
    """Numbers a reader must bound: a 5,000-digit integer in config.json, in a safetensors
    header and in an index's total_size; a total_size of 1e309; a GGUF array of arrays."""
    cfg = json.dumps(good)
    _write(m / "cfg-int" / "config.json", cfg.replace("{", f'{{"hidden_size": {HUGE_INT}, ', 1))
    _write(m / "cfg-int-deep" / "config.json", cfg[:-1] + f', "text_config": {{"x": {HUGE_INT}}}}}')
    for name, total in (("index-int", HUGE_INT), ("index-inf", "1e309"), ("index-neg", "-1")):
        _write(m / name / "config.json", cfg)
        index = f'{{"metadata": {{"total_size": {total}}}, "weight_map": {{"a": "m.safetensors"}}}}'
        _write(m / name / "model.safetensors.index.json", index)
    head = f'{{"w": {{"dtype": "BF16", "shape": [{HUGE_INT}], "data_offsets": [0, 2]}}}}'
    _write(m / "st-int" / "config.json", cfg)
    _write(m / "st-int" / "model.safetensors", struct.pack("<Q", len(head)) + head.encode())
    _dir(m / "gguf-nested")
    _gguf_nested(m / "gguf-nested" / "nested.gguf")
    names = ["cfg-int", "cfg-int-deep", "index-int", "index-inf", "index-neg", "st-int"]
    return [str(m / n) for n in names] + [str(m / "gguf-nested" / "nested.gguf")]


def _dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def _outputs(o: Path) -> list[str]:
    """Where a command may be told to write. The device nodes are private copies of /dev/full
    and /dev/null (a writer that replaced one by a file must not break the machine's)."""
    _mkfifo(o / "fifo.pdf")
    (o / "folder.pdf").mkdir(parents=True)
    out = [str(o / "fifo.pdf"), str(o / "folder.pdf"), str(o / "missing" / "x.pdf")]
    out += [str(o / ("x" * 300 + ".pdf")), "", str(o), "/proc/version", str(o / "sub" / "x.pdf")]
    for name, minor in (("full", 7), ("null", 3)):
        with contextlib.suppress(OSError):  # mknod needs root (or CAP_MKNOD)
            os.mknod(o / name, 0o666 | stat.S_IFCHR, os.makedev(1, minor))
            out.insert(0, str(o / name))
    return out


def replaced_devices(pools: dict[str, list[str]]) -> list[str]:
    """The private device nodes a command replaced (by a file); each is made again."""
    broken = [p for p in pools["outputs"] if p.endswith(("/full", "/null")) and not _is_char(p)]
    for p in broken:
        with contextlib.suppress(OSError):
            os.unlink(p)
        minor = 7 if p.endswith("/full") else 3
        os.mknod(p, 0o666 | stat.S_IFCHR, os.makedev(1, minor))
    return broken


def _is_char(path: str) -> bool:
    try:
        return stat.S_ISCHR(os.stat(path).st_mode)
    except OSError:
        return False


HUB_IDS = ["org/good", "org/fifo-ref", "org/ref-folder", "org/ref-huge", "org/deep"]
HUB_IDS += ["org/snap-fifo", "org/missing", "meta-llama/Llama-3.1-8B", "a/b/c", "org/" + "n" * 300]


def build_env(root: Path, k: int, rng: random.Random) -> dict[str, str]:
    """A user-config folder (HWPLANNER_CONFIG_DIR) and a Hugging Face cache. Folder 0 is
    clean; the others hold random user catalogs, settings and cache entries, hostile or not."""
    env = root / f"env-{k}"
    hub = env / "hub"
    env.mkdir(parents=True)
    good = json.loads(config_fixtures()[0].read_text(encoding="utf-8"))
    repo = hub / "models--org--good"
    _write(repo / "snapshots" / "abc" / "config.json", json.dumps(good))
    _write(repo / "refs" / "main", "abc")
    if k == 0:
        return {"HWPLANNER_CONFIG_DIR": str(env), "HF_HUB_CACHE": str(hub)}
    for name in ("fifo-ref", "ref-folder", "ref-huge", "deep", "snap-fifo"):
        snap = hub / f"models--org--{name}" / "snapshots" / "abc"
        _write(snap / "config.json", _deep() if name == "deep" else json.dumps(good))
        refs = hub / f"models--org--{name}" / "refs"
        if name == "fifo-ref":
            _mkfifo(refs / "main")
        elif name == "ref-folder":
            (refs / "main").mkdir(parents=True)
        elif name == "ref-huge":
            _sparse(refs / "main")
        elif name == "snap-fifo":
            (snap / "config.json").unlink()
            _mkfifo(snap / "config.json")
    cat = shipped_catalog()
    docs = {
        "models.json": {"schema_version": 1, "models": [
            {**cat.model("llama-3.1-8b").model_dump(mode="json"), "id": "my-model"}]},
        "gpus.json": {"schema_version": 1, "gpus": [
            {**cat.gpu("h100-sxm-80gb").model_dump(mode="json"), "id": "my-gpu"},
            {**cat.gpu("rtx-4090").model_dump(mode="json"), "id": "tiny-gpu", "memory_gb": 0.01,
             "memory_gib": 0.01, "bf16_tflops": 0.001, "memory_bandwidth_gbps": 0.1}]},
    }  # fmt: skip
    for name, doc in docs.items():
        _user_file(env / "data" / "catalog" / name, doc, rng)
    _settings(env / "gui.ini", rng)
    if rng.random() < 0.2:  # where hwplanner 0.1 kept the catalog: migrate() moves it
        _mkfifo(env / "catalog" / "gpus.json")
    return {"HWPLANNER_CONFIG_DIR": str(env), "HF_HUB_CACHE": str(hub)}


def _user_file(path: Path, doc: dict[str, Any], rng: random.Random) -> None:
    kinds = ["absent", "valid", "valid", "damaged", "fifo", "folder", "huge", "deep", "int"]
    kind = rng.choice([*kinds, "twice"])
    if kind == "valid":
        _write(path, json.dumps(doc))
    elif kind == "int":  # a user file is never fatal: skipped with a warning
        _write(path, json.dumps(doc).replace("{", f'{{"x": {HUGE_INT}, ', 1))
    elif kind == "twice":
        _write(path, json.dumps(doc).replace("{", '{"schema_version": 1, ', 1))
    elif kind == "damaged":
        _write(path, to_text(mutate(doc, rng, rng.choice([1, 3])), rng))
    elif kind == "deep":
        _write(path, _deep())
    else:
        _not_a_readable_file(path, kind)


def _not_a_readable_file(path: Path, kind: str) -> None:
    """What a config path may hold instead of a file to read: a FIFO, a folder, a sparse file
    far over the size limit; "absent" leaves nothing."""
    if kind == "fifo":
        _mkfifo(path)
    elif kind == "folder":
        path.mkdir(parents=True)
    elif kind == "huge":
        _sparse(path)


def _settings(path: Path, rng: random.Random) -> None:
    kind = rng.choice(["absent", "zh_TW", "zh_CN", "garbage", "fifo", "folder", "huge", "evil"])
    if kind in ("zh_TW", "zh_CN"):
        _write(path, f"[view]\nlanguage={kind}\n")
    elif kind == "garbage":
        _write(path, os.urandom(300))
    elif kind == "evil":
        _write(path, "[view]\nlanguage=<b>{0}</b>\n" + "[x]\n" * 10_000)
    else:
        _not_a_readable_file(path, kind)


# Command lines ------------------------------------------------------------------------------

SUBCOMMANDS = ("estimate", "recommend", "catalog", "print", "completion", "fit")
DECLARED: dict[str, Declared] = {d.flag: d for m in (Plan, Workload) for d in declared(m)}


def _actions() -> dict[str, list[tuple[str, argparse.Action]]]:
    parser = build_parser()
    subs = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return {
        name: [(s, a) for a in sub._actions for s in a.option_strings if s not in ("-h", "--help")]
        for name, sub in subs.choices.items()
        if name in SUBCOMMANDS
    }


ACTIONS = _actions()


class CliCases:
    """Command lines for case i (the same i gives the same command line)."""

    def __init__(self, seed: int, pools: dict[str, list[str]], user_gpus: list[str]) -> None:
        self.seed = seed
        self.pools = pools
        cat = shipped_catalog()
        self.models = sorted(cat.models)
        self.gpus = sorted(cat.gpus) + user_gpus
        self.kinds = [
            ("estimate-gpu", 34), ("estimate-all", 10), ("estimate-project", 12),
            ("recommend", 7), ("model-file", 12), ("catalog", 5), ("completion", 1),
            ("print", 5), ("random", 14), ("fit", 5),
        ]  # fmt: skip

    def case(self, i: int) -> tuple[str, list[str]]:
        rng = random.Random(self.seed * 1_000_003 + i)
        kind = rng.choices([k for k, _ in self.kinds], [w for _, w in self.kinds])[0]
        return kind, getattr(self, "_" + kind.replace("-", "_"))(rng)

    def _model(self, rng: random.Random) -> str:
        r = rng.random()
        if r < 0.8:
            return rng.choice(self.models)
        if r < 0.9:
            return rng.choice(["my-model", "nope", "", "LLAMA-3.1-8B", *LONG, *HOSTILE_STRINGS])
        return rng.choice(HUB_IDS)

    def _gpu(self, rng: random.Random) -> str:
        if rng.random() < 0.9:
            return rng.choice(self.gpus)
        return rng.choice(["nope", "", "H100", *LONG, *HOSTILE_STRINGS[:6]])

    def _flags(self, rng: random.Random, command: str, count: int) -> list[str]:
        argv: list[str] = []
        skip = {"--model", "--gpu", "--output", "-o", "--json", "--format"}
        flags = [(s, a) for s, a in ACTIONS[command] if s not in skip]
        for _ in range(count):
            flag, action = rng.choice(flags)
            argv.append(flag)
            if action.nargs == 0:
                continue
            argv.append(self._value(rng, flag, action))
        return argv

    def _value(self, rng: random.Random, flag: str, action: argparse.Action) -> str:
        d = DECLARED.get(flag)
        r = rng.random()
        if action.choices is not None and r < 0.9:
            return str(rng.choice(list(action.choices)))
        if d is not None and d.kind in ("int", "float") and r < 0.6:
            return in_range(rng, d)
        if action.type in (int, float) or (d is not None and d.kind in ("int", "float")):
            return rng.choice(NUMBER_TEXTS) if r < 0.9 else rng.choice(LONG)
        if flag == "--draft-model":
            return self._model(rng)
        if flag == "--lora-targets":
            return rng.choice(["all", "q,v", "attention,experts", "x", "", ",,,", "q" * 100])
        if flag == "--gpu-filter":
            return ",".join(rng.sample(self.gpus, rng.randrange(1, 4)))
        if flag == "--other-gpus" and r < 0.8:  # a machine of unequal cards, mostly real ids
            return ",".join(rng.choices(self.gpus, k=rng.randrange(1, 4)))
        if flag == "--layer-split" and r < 0.8:
            return ",".join(str(rng.randrange(0, 90)) for _ in range(rng.randrange(1, 5)))
        if flag == "--scenario":
            return rng.choice(["0", "1", "-1", "99", "nope", "", *HOSTILE_STRINGS[:4]])
        return rng.choice([*HOSTILE_STRINGS, *NUMBER_TEXTS[:6], *LONG])

    def _format(self, rng: random.Random) -> list[str]:
        return rng.choice([[], [], ["--json"], ["--format", "json"], ["--format", "csv"],
                           ["--format", "markdown"], ["--format", "table"]])  # fmt: skip

    def _estimate_gpu(self, rng: random.Random) -> list[str]:
        argv = ["estimate", "--model", self._model(rng), "--gpu", self._gpu(rng)]
        argv += self._flags(rng, "estimate", rng.choice([0, 1, 2, 3, 4, 6]))
        return argv + self._format(rng)

    def _estimate_all(self, rng: random.Random) -> list[str]:
        argv = ["estimate", "--model", self._model(rng)]
        argv += self._flags(rng, "estimate", rng.choice([0, 1, 2, 4]))
        return argv + self._format(rng)

    def _estimate_project(self, rng: random.Random) -> list[str]:
        argv = ["estimate", rng.choice(self.pools["projects"])]
        if rng.random() < 0.2:
            argv += ["--gpu", self._gpu(rng)]
        if rng.random() < 0.1:
            argv += ["--model", self._model(rng)]
        argv += self._flags(rng, "estimate", rng.choice([0, 0, 1, 2, 3]))
        return argv + self._format(rng)

    def _recommend(self, rng: random.Random) -> list[str]:
        argv = ["recommend", "--model", self._model(rng)]
        if rng.random() < 0.7:  # the whole catalog takes ~0.5 s: most runs rank a few GPUs
            argv += ["--gpu-filter", ",".join(rng.sample(self.gpus, rng.randrange(1, 5)))]
        argv += self._flags(rng, "recommend", rng.choice([0, 1, 2, 3]))
        return argv + self._format(rng)

    def _fit(self, rng: random.Random) -> list[str]:
        argv = ["fit", "--model", self._model(rng), "--gpu", self._gpu(rng)]
        argv += self._flags(rng, "fit", rng.choice([0, 1, 2, 3, 4]))
        return argv + self._format(rng)

    def _model_file(self, rng: random.Random) -> list[str]:
        model = rng.choice([*self.pools["models"], *HUB_IDS])
        argv = ["estimate", "--model", model]
        if rng.random() < 0.8:
            argv += ["--gpu", rng.choice(["h100-sxm-80gb", "rtx-4090", "my-gpu"])]
        argv += self._flags(rng, "estimate", rng.choice([0, 0, 1, 2]))
        return argv + self._format(rng)

    def _catalog(self, rng: random.Random) -> list[str]:
        kind = rng.choice(["models", "gpus", "instances", "prices", "nope", ""])
        return ["catalog", kind, *self._format(rng)]

    def _completion(self, rng: random.Random) -> list[str]:
        return ["completion", rng.choice(["bash", "zsh", "fish", ""])]

    def _print(self, rng: random.Random) -> list[str]:
        project = rng.choice(self.pools["projects"])
        out = rng.choice(self.pools["outputs"]) if rng.random() < 0.4 else "{OUT}"
        argv = ["print", project, "-o", out]
        argv += self._flags(rng, "print", rng.choice([0, 1, 2]))
        return argv

    def _random(self, rng: random.Random) -> list[str]:
        command = rng.choice([*SUBCOMMANDS, "nope", "", "--version", "-h"])
        argv = [command]
        flags = ACTIONS.get(command) or ACTIONS["estimate"]
        for _ in range(rng.randrange(0, 9)):
            r = rng.random()
            if r < 0.7:
                flag, action = rng.choice(flags)
                argv.append(flag)
                if action.nargs != 0 and rng.random() < 0.9:
                    argv.append(self._value(rng, flag, action))
            elif r < 0.8:
                argv.append(rng.choice(["--nope", "-x", "--", "--json", "--help", "-"]))
            else:
                argv.append(rng.choice([*HOSTILE_STRINGS, *NUMBER_TEXTS, *self.pools["projects"]]))
        return argv


def in_range(rng: random.Random, d: Declared) -> str:
    """A value inside the field's declared range: an end (just inside when exclusive) or
    log-spread between (the extremes the engine must survive)."""
    low = d.low if d.low is not None else -1e6
    high = d.high if d.high is not None else 1e15
    if d.kind == "int":
        lo = math.ceil(low) + (not d.low_inclusive and low == math.ceil(low))
        hi = math.floor(high) - (not d.high_inclusive and high == math.floor(high))
        if hi < lo:
            return str(lo)
        choice = rng.random()
        if choice < 0.3:
            return str(lo)
        if choice < 0.6:
            return str(hi)
        return str(int(_spread(rng, max(lo, 1), max(hi, 1))))
    lo_f = low if d.low_inclusive else math.nextafter(low, math.inf)
    hi_f = high if d.high_inclusive else math.nextafter(high, -math.inf)
    choice = rng.random()
    if choice < 0.3:
        return repr(lo_f)
    if choice < 0.5:
        return repr(hi_f)
    return repr(_spread(rng, lo_f, hi_f))


def _spread(rng: random.Random, low: float, high: float) -> float:
    if low > 0 and high > low:
        return min(high, max(low, math.exp(rng.uniform(math.log(low), math.log(high)))))
    return rng.uniform(low, high)
