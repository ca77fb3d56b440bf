"""Packaging: the wheel runs outside the checkout; desktop entry, AppStream, MIME, icons agree."""

from __future__ import annotations

import configparser
import json
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import tomllib
import venv
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from hwplanner import __version__, project
from hwplanner.cli import main

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
APP_ID = "io.github.hwplanner.HwPlanner"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME_XML = PACKAGING / f"{APP_ID}.mime.xml"
MIME_TYPE = "application/x-hwplanner-project+json"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
ESTIMATE = ("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--json")


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", path
    return struct.unpack(">II", head[16:24])


# --- the wheel, installed into a fresh virtual environment --------------------------------------


def _run(cmd: list[str], cwd: Path, env: dict[str, str], timeout: float = 300) -> str:
    done = subprocess.run(
        cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, f"{cmd}: exit {done.returncode}\n{done.stdout}\n{done.stderr}"
    return done.stdout


def _clean_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["HWPLANNER_CONFIG_DIR"] = str(tmp_path / "config")
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def _bin(venv_dir: Path, name: str) -> Path:
    return venv_dir / ("Scripts" if os.name == "nt" else "bin") / name


def _install(wheel: Path, venv_dir: Path, cwd: Path, env: dict[str, str]) -> str:
    """Install the wheel with its dependencies into a plain venv (~17 s from a warm pip cache).
    Where the package index cannot be reached, fall back to a venv that sees this interpreter's
    packages for the dependencies while hwplanner itself still comes only from the wheel."""
    venv.create(venv_dir, with_pip=True)
    pip = [str(_bin(venv_dir, "python")), "-m", "pip", "install", "-q"]
    done = subprocess.run(
        [*pip, str(wheel)], cwd=cwd, env=env, capture_output=True, text=True, timeout=600
    )
    if done.returncode == 0:
        return "isolated"
    shutil.rmtree(venv_dir)
    venv.create(venv_dir, with_pip=True, system_site_packages=True)
    _run([*pip, "--no-deps", str(wheel)], cwd, env)
    return "system-site-packages"


@pytest.mark.slow
def test_wheel_installs_and_runs_outside_the_checkout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("build", reason="the `build` package (test extra) builds the wheel")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = _clean_env(tmp_path)

    _run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path / "dist"), str(ROOT)],
        elsewhere,
        env,
    )
    (wheel,) = (tmp_path / "dist").glob("hwplanner-*.whl")
    assert wheel.name.startswith(f"hwplanner-{__version__}-")

    names = set(zipfile.ZipFile(wheel).namelist())
    for required in (
        "hwplanner/cli/__init__.py",
        "hwplanner/gui/app.py",
        "hwplanner/resources/catalog/models.json",
        "hwplanner/resources/catalog/gpus.json",
        "hwplanner/resources/catalog/cloud_instances.json",
        "hwplanner/resources/icons/hwplanner.svg",
        "hwplanner/resources/schemas/estimate.schema.json",
        "hwplanner/resources/schemas/project.schema.json",
        "hwplanner/py.typed",
        f"hwplanner-{__version__}.dist-info/licenses/LICENSE",
        f"hwplanner-{__version__}.data/data/share/applications/{APP_ID}.desktop",
        f"hwplanner-{__version__}.data/data/share/metainfo/{APP_ID}.metainfo.xml",
        f"hwplanner-{__version__}.data/data/share/mime/packages/{APP_ID}.xml",
        f"hwplanner-{__version__}.data/data/share/icons/hicolor/48x48/apps/{APP_ID}.png",
        *(f"hwplanner/resources/icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES),
    ):
        assert required in names, f"{required} missing from {wheel.name}"
    examples = {p.relative_to(ROOT).as_posix() for p in (ROOT / "examples").rglob("*.json")}
    assert any("/zh_TW/" in e for e in examples)  # each language's own examples ship too
    assert examples and all(f"hwplanner/{e}" in names for e in examples)
    translations = ROOT / "resources" / "translations"
    for ts in translations.glob("*.ts"):  # compiled by the build (hatch_build.py), not kept
        assert f"hwplanner/resources/translations/{ts.stem}.qm" in names
    assert not any(n.startswith(("tests/", "resources/", "hwplanner/tests/")) for n in names)

    venv_dir = tmp_path / "venv"
    how = _install(wheel, venv_dir, elsewhere, env)
    python = str(_bin(venv_dir, "python"))
    where = _run(
        [
            python,
            "-c",
            "import hwplanner, hwplanner.paths as p; "
            "print(hwplanner.__file__); print(p.resources_dir())",
        ],
        elsewhere,
        env,
    )
    module_file, resources = (Path(line) for line in where.split())
    assert venv_dir in module_file.parents, f"hwplanner imported from {module_file} ({how})"
    assert venv_dir in resources.parents

    hwplanner = str(_bin(venv_dir, "hwplanner"))
    assert _run([hwplanner, "--version"], elsewhere, env).strip() == f"hwplanner {__version__}"
    installed = json.loads(_run([hwplanner, *ESTIMATE], elsewhere, env))
    assert main(list(ESTIMATE)) == 0
    assert installed == json.loads(capsys.readouterr().out)  # same answer as the checkout
    assert installed["model"]["id"] == "llama-3.1-8b"
    assert installed["gpu"]["id"] == "h100-sxm-80gb"
    assert installed["fits"] is True

    assert _bin(venv_dir, "hwplanner-gui").exists()
    shot = tmp_path / "shot.png"
    _run([hwplanner, "gui", "--screenshot", str(shot)], elsewhere, env, timeout=120)
    assert png_size(shot)[0] > 400


# --- desktop integration files -----------------------------------------------------------------


def test_desktop_entry_launches_the_gui_script_with_the_app_icon() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "hwplanner"
    assert entry["Icon"] == APP_ID
    command, arg = entry["Exec"].split()
    assert command in pyproject()["project"]["gui-scripts"]
    assert arg == "%f"
    assert entry["TryExec"] == command
    categories = [c for c in entry["Categories"].split(";") if c]
    main = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game", "Graphics"}
    main |= {"Network", "Office", "Science", "Settings", "System", "Utility"}
    assert [c for c in categories if c in main] == ["Science"]  # one main category
    assert "ArtificialIntelligence" in categories
    assert entry["MimeType"] == f"{MIME_TYPE};"
    assert entry["Terminal"] == "false"


def test_icons_exist_for_every_hicolor_size() -> None:
    svg = ET.parse(ICONS / "hwplanner.svg").getroot()
    assert svg.tag == "{http://www.w3.org/2000/svg}svg"
    assert svg.get("viewBox") == "0 0 128 128"
    for n in ICON_SIZES:
        png = ICONS / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
        assert png_size(png) == (n, n)


def test_metainfo_names_the_app_release_and_licences() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == pyproject()["project"]["license"] == "MIT"
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("icon") == APP_ID
    assert root.find("content_rating") is not None
    assert root.findtext("url[@type='homepage']", "").startswith("https://")
    releases = root.findall("releases/release")
    assert releases[0].get("version") == __version__ == pyproject()["project"]["version"]
    assert releases[0].get("date") == "2026-11-30"
    images = [i.text or "" for i in root.iterfind("screenshots/screenshot/image")]
    assert images and images[0].endswith("docs/screenshot.png")
    assert root.findtext("provides/mediatype") == MIME_TYPE
    assert {b.text for b in root.iterfind("provides/binary")} == {"hwplanner", "hwplanner-gui"}


def test_mime_type_matches_project_files() -> None:
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ET.parse(MIME_XML).getroot().find("m:mime-type", ns)
    assert mime is not None and mime.get("type") == MIME_TYPE
    glob = mime.find("m:glob", ns)
    assert glob is not None and glob.get("pattern") == "*.hwplanner.json"
    match = mime.find("m:magic/m:match", ns)
    assert match is not None
    assert match.get("value") == f'"{project.FORMAT}"'
    start, end = (int(x) for x in (match.get("offset") or "").split(":"))
    for example in (ROOT / "examples").glob("*.json"):  # content sniffing finds real projects
        head = example.read_bytes()[start : end + len(match.get("value") or "")]
        assert f'"{project.FORMAT}"'.encode() in head, example.name


def test_pyinstaller_spec_and_launchers_compile() -> None:
    for path in (
        PACKAGING / "hwplanner.spec",
        PACKAGING / "launcher.py",
        PACKAGING / "launcher_gui.py",
    ):
        compile(path.read_text(encoding="utf-8"), str(path), "exec")
    spec = (PACKAGING / "hwplanner.spec").read_text(encoding="utf-8")
    assert '"hwplanner/resources"' in spec and '"hwplanner/examples"' in spec


# --- the freedesktop validators, where installed --------------------------------------------------


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_file_validate() -> None:
    done = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    # hints (e.g. more than one main category, as the design asks) are not errors
    errors = [
        line for line in done.stdout.splitlines() if ": error:" in line or ": warning:" in line
    ]
    assert done.returncode == 0 and not errors, done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream")
def test_appstreamcli_validate() -> None:
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "W:" not in done.stdout and "E:" not in done.stdout, done.stdout


def test_ci_runs_exactly_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [line.strip() for line in readme.splitlines() if line.startswith("    scripts/")]
    assert len(commands) == 2 and "pytest" in commands[1]
    assert commands[1] in ci.splitlines()
    assert "-c constraints.txt" in commands[0] and (ROOT / "constraints.txt").is_file()


def test_license_ships_with_the_package() -> None:
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    meta = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'license-files = ["LICENSE"]' in meta and "[project.urls]" in meta


@pytest.mark.slow
def test_the_sdist_runs_its_own_engine_tests(tmp_path: Path) -> None:
    """An unpacked sdist holds what its tests need (scripts/, resources/, fixtures) and they
    pass from there (the engine and CLI tests; the rest need the same files)."""
    pytest.importorskip("build", reason="the `build` package (test extra) builds the sdist")
    env = _clean_env(tmp_path)
    _run(
        [sys.executable, "-m", "build", "--sdist", "--outdir", str(tmp_path / "dist"), str(ROOT)],
        tmp_path,
        env,
    )
    (sdist,) = (tmp_path / "dist").glob("hwplanner-*.tar.gz")
    with tarfile.open(sdist) as tar:
        tar.extractall(tmp_path / "src", filter="data")
    (top,) = (tmp_path / "src").iterdir()
    for needed in ("scripts/engine_strings.py", "LICENSE", "constraints.txt", "resources/catalog"):
        assert (top / needed).exists(), needed
    env = {**env, "PYTHONPATH": str(top), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-x",
            "-p",
            "no:cacheprovider",
            "tests/engine",
            "tests/cli/test_cli.py",
            "tests/test_i18n_engine.py",
            # the random-plan properties read no file the others do not, and take half the
            # time here; the checkout's own run keeps them
            "--ignore=tests/engine/test_strict_json.py",
            "--ignore=tests/engine/test_solver_properties.py",
        ],
        cwd=top,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
