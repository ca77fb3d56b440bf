"""`bench/fuzz.py saves N`: kill -9 during saves of a ~3 MB project through save_project (the
path the app's Save and Save As take). After each kill: the file is the complete old or new
version and opens, the backup is never empty or partial, and the next open or save removes
the temporary files the killed save left."""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench.fuzz_runner import ROOT, Result, summarise, tail

SAVER = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from hwplanner.project import parse_project, save_project
path = Path(sys.argv[2])
projects = [parse_project(Path(p).read_text(encoding="utf-8")) for p in sys.argv[3:5]]
print("ready", flush=True)
i = 0
while True:
    save_project(projects[i % 2], path)
    i += 1
"""


def _versions(folder: Path) -> list[bytes]:
    """Two ~3 MB projects (30 scenarios with 100,000-character notes) as save_project writes
    them."""
    from hwplanner.paths import examples_dir
    from hwplanner.project import dump_project, load_project

    base = load_project(sorted(examples_dir().glob("*.json"))[0])
    out = []
    for v in (0, 1):
        notes = (f"version {v}: 計劃 notes with some text. " * 4_000)[:100_000]
        scenarios = tuple(
            base.scenarios[i % len(base.scenarios)].model_copy(
                update={"id": f"s{i}", "name": f"Scenario {i} v{v}", "notes": notes}
            )
            for i in range(30)
        )
        project = base.model_copy(update={"name": f"Version {v}", "scenarios": scenarios})
        text = dump_project(project)
        (folder / f"v{v}.json").write_text(text, encoding="utf-8")
        out.append(text.encode("utf-8"))
    return out


ODD_KINDS = ("read-only", "hard link", "link loop", "dangling link", "kill -9 hard link")


def _odd_files(tmp: Path, versions: list[bytes], n: int, rng: random.Random) -> list[Result]:
    """Saves onto files that are not plain: a read-only one is refused (and replaced, still
    read-only, when the user said so); a hard-linked one stays one file with a whole backup,
    also when the save is killed; a loop of links is refused and stays a loop; a dangling link
    into a missing folder is refused and no folder is made."""
    from hwplanner.project import parse_project, save_project

    projects = [parse_project(v.decode()) for v in versions]
    out: list[Result] = []
    for i in range(n):
        kind = ODD_KINDS[i % len(ODD_KINDS)]
        folder = tmp / "odd" / str(i)
        folder.mkdir(parents=True)
        path = folder / "p.json"
        failures: list[str] = []
        t0 = time.monotonic()
        try:
            failures = _odd_case(kind, folder, path, versions, projects, rng, save_project)
        except Exception as exc:
            failures = [f"raised {type(exc).__name__}"]
            tail(exc)
        out.append(
            {
                "i": i,
                "kind": kind,
                "case": f"{kind} #{i}",
                "failures": failures,
                "detail": "",
                "seconds": round(time.monotonic() - t0, 3),
            }
        )
    return out


def _odd_case(
    kind: str,
    folder: Path,
    path: Path,
    versions: list[bytes],
    projects: list[Any],
    rng: random.Random,
    save: Any,
) -> list[str]:
    import os
    import stat

    failures: list[str] = []
    if kind == "read-only":
        path.write_bytes(versions[0])
        path.chmod(0o444)
        try:
            save(projects[1], path)
            failures.append("a read-only file was replaced without asking")
        except OSError:
            pass
        save(projects[1], path, replace_read_only=True)
        if path.read_bytes() != versions[1] or stat.S_IMODE(path.stat().st_mode) != 0o444:
            failures.append("replacing a read-only file lost its content or its mode")
    elif kind == "hard link":
        path.write_bytes(versions[0])
        other = folder / "other.json"
        os.link(path, other)
        save(projects[1], path)
        if not os.path.samefile(path, other) or other.read_bytes() != versions[1]:
            failures.append("a hard link was broken")
        if (folder / "p.json.bak").read_bytes() != versions[0]:
            failures.append("the backup of a hard-linked file is not the old version")
    elif kind == "link loop":
        a, b = folder / "a.json", folder / "b.json"
        a.symlink_to(b)
        b.symlink_to(a)
        try:
            save(projects[0], a)
            failures.append("a loop of links was saved through")
        except OSError:
            pass
        if not (a.is_symlink() and b.is_symlink()) or len(list(folder.iterdir())) != 2:
            failures.append("a loop of links was changed")
    elif kind == "dangling link":
        link = folder / "link.json"
        link.symlink_to(folder / "missing" / "deeper" / "p.json")
        try:
            save(projects[0], link)
            failures.append("a dangling link into a missing folder was saved through")
        except OSError:
            pass
        if (folder / "missing").exists():
            failures.append("a folder was made behind a dangling link")
    else:  # kill -9 while a hard-linked file is written in place
        path.write_bytes(versions[0])
        os.link(path, folder / "other.json")
        argv = [sys.executable, "-c", SAVER, str(ROOT), str(path)]
        proc = subprocess.Popen(
            [*argv, *(str(folder.parent.parent / f"v{v}.json") for v in (0, 1))],
            stdout=subprocess.PIPE,
            cwd=ROOT,
        )
        assert proc.stdout is not None
        proc.stdout.readline()
        time.sleep(rng.uniform(0.0, 0.3))
        proc.kill()
        proc.wait()
        proc.stdout.close()
        bak = folder / "p.json.bak"
        whole = path.read_bytes() in versions
        if not whole and not (bak.exists() and bak.read_bytes() in versions):
            failures.append("killed in place: neither the file nor its backup is whole")
        if not os.path.samefile(path, folder / "other.json"):
            failures.append("a hard link was broken")
    return failures


def _temps(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if ".hwplanner-" in p.name and p.name.endswith(".tmp")]


def saves_run(args: argparse.Namespace, tmp: Path) -> Result:
    from hwplanner.project import load_project, load_project_lenient, parse_project, save_project

    versions = _versions(tmp)
    folder = tmp / "d"
    folder.mkdir()
    path = folder / "project.json"
    path.write_bytes(versions[0])
    rng = random.Random(args.seed)
    results: list[Result] = []
    left, left_bytes = 0, 0
    for i in range(args.n):
        failures: list[str] = []
        detail = ""
        t0 = time.monotonic()
        argv = [sys.executable, "-c", SAVER, str(ROOT), str(path)]
        proc = subprocess.Popen(
            [*argv, *(str(tmp / f"v{v}.json") for v in (0, 1))], stdout=subprocess.PIPE, cwd=ROOT
        )
        assert proc.stdout is not None
        if proc.stdout.readline().strip() != b"ready":
            failures.append("the saver did not start")
        time.sleep(rng.uniform(0.0, 0.5))
        proc.kill()
        proc.wait()
        proc.stdout.close()
        data = path.read_bytes()
        if data not in versions:
            failures.append(f"the project file is not a whole version ({len(data):,} bytes)")
        bak = path.with_name(path.name + ".bak")
        if bak.exists() and bak.read_bytes() not in versions:
            size = bak.stat().st_size
            failures.append("empty .bak" if size == 0 else f"partial .bak ({size:,} bytes)")
        temps = _temps(folder)
        left += bool(temps)
        left_bytes += sum(t.stat().st_size for t in temps)
        try:
            if i % 2:  # the next open (the app's and the CLI's readers clean up)
                load_project_lenient(path)
                load_project(path)
            else:  # the next save
                save_project(parse_project(versions[rng.randrange(2)].decode()), path)
        except Exception as exc:
            failures.append(f"the next open or save raised {type(exc).__name__}")
            tail(exc)
        kept = _temps(folder)
        if kept:
            failures.append("temporary files left after the next open or save")
            detail = f"saver pid {proc.pid}; left: {', '.join(t.name for t in kept)[:300]}"
        results.append(
            {
                "i": i,
                "kind": "open next" if i % 2 else "save next",
                "case": f"kill after {time.monotonic() - t0:.2f} s",
                "failures": failures,
                "detail": detail,
                "seconds": round(time.monotonic() - t0, 3),
            }
        )
        if i % 50 == 49:
            print(f"  saves: {i + 1}/{args.n}", file=sys.stderr)
    results += _odd_files(tmp, versions, max(5, args.n // 4), rng)
    summary = summarise("saves", args.n, args.seed, results, 0)
    summary["extra"] = {
        "project size (bytes)": len(versions[0]),
        "kills that left temporary files (cleaned next)": left,
        "bytes those temporaries held": f"{left_bytes:,}",
        "backup sizes now": json.dumps(
            sorted({p.stat().st_size for p in folder.iterdir() if p.name.endswith(".bak")})
        ),
    }
    return summary
