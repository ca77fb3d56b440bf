"""Languages: switching to zh_TW / zh_CN changes the window and the printed sheet; the .ts files
are complete and up to date; nothing visible stays English; Chinese renders (fonts)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QTabWidget,
    QWidget,
)

from hwplanner import i18n, qm
from hwplanner import language as choice
from hwplanner.cli import main as cli_main
from hwplanner.engine.core.message import Bytes, Message
from hwplanner.gui import language
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.session import Session
from hwplanner.paths import example_projects, examples_dir, resources_dir
from hwplanner.project import load_project
from tests.languages import installed

ROOT = Path(__file__).resolve().parents[2]
TS = {
    lang: resources_dir() / "translations" / f"hwplanner_{lang}.ts" for lang in ("zh_TW", "zh_CN")
}
HAN = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def lang(qapp: object, request: pytest.FixtureRequest) -> Iterator[str]:
    """Install the language for the test, English again after it (translators are global)."""
    yield from installed(str(request.param))


def build(qtbot: object) -> MainWindow:
    window = MainWindow(Session())
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    return window


def titles(window: MainWindow) -> list[str]:
    menus = [a.text() for a in window.menuBar().actions()]
    tabs = [window.inputs.tabText(i) for i in range(window.inputs.count())]
    return menus + tabs


def test_english_by_default(qtbot: object, qapp: object) -> None:
    language.install("en")
    window = build(qtbot)
    assert titles(window)[:2] == ["&File", "&Edit"]
    assert window.chart.legend.texts()[0] == "Weights"


@pytest.mark.parametrize(
    ("lang", "file_menu", "weights", "memory_tab", "section"),
    [
        ("zh_TW", "檔案(&F)", "權重", "記憶體", "每張 GPU 記憶體"),
        ("zh_CN", "文件(&F)", "权重", "显存", "每张 GPU 显存"),
    ],
    indirect=["lang"],
)
def test_switching_language_changes_the_window(
    qtbot: object, lang: str, file_menu: str, weights: str, memory_tab: str, section: str
) -> None:
    window = build(qtbot)
    assert titles(window)[0] == file_menu
    assert window.views.tabText(0) == memory_tab
    assert window.chart.legend.texts()[0] == weights  # chart legend
    assert window.summary.tree.topLevelItem(0).text(0) == section  # summary heading
    assert HAN.search(window.method_panel.findChild(QComboBox, "plan.precision").currentText())
    assert HAN.search(window.summary.headline.text())


@pytest.mark.parametrize("lang", ["zh_CN"], indirect=True)
def test_engine_messages_are_translated_then_formatted(lang: str) -> None:
    msg = Message(
        "Needs {need} per GPU; the {gpu} has {have}.",
        need=Bytes(81.25e9),
        gpu="RTX 4090",
        have=Bytes(25.76e9),
    )
    assert str(msg) == "Needs 81.2 GB per GPU; the RTX 4090 has 25.8 GB."  # JSON stays English
    shown = i18n.message(msg)
    assert "81.2 GB" in shown and "RTX 4090" in shown and HAN.search(shown)
    with i18n.binary_sizes(True):  # sizes follow the view's GB/GiB choice, as its figures do
        assert "75.7 GiB" in i18n.message(msg) and "24.0 GiB" in i18n.message(msg)
    assert "81.2 GB" in i18n.message(msg)
    nested = Message("peak falls in the {phase}", phase=Message("backward"))
    assert "反向" in i18n.message(nested)
    # a formula assembled from parts (the overheads' sum) is translated part by part
    shown = i18n.formula("CUDA context + Allocator reserve")
    assert " + " in shown and HAN.search(shown)
    assert shown == " + ".join(i18n.label(p) for p in ("CUDA context", "Allocator reserve"))


@pytest.mark.parametrize("lang", ["zh_TW"], indirect=True)
def test_a_framework_refused_for_a_hybrid_reads_in_the_language(lang: str) -> None:
    # the refusal's reason (the model list read) and an empty allowed list translate too
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.plan.plan import Plan
    from hwplanner.engine.scenario.validity import plan_problems

    spec = shipped_catalog().model("qwen3-next-80b-a3b")
    (p,) = [p for p in plan_problems(spec, Plan(method="inference", framework="tgi")) if
            p.field == "framework"]  # fmt: skip
    shown = i18n.message(p.text)
    assert "TGI 支援的模型" in shown and "不能執行" in shown and "supported models" not in shown
    assert "Qwen3-Next (qwen3_next)" in shown and "vllm" in shown


def printed_text(tmp_path: Path, lang: str) -> str:
    out = tmp_path / f"sheet-{lang}.pdf"
    example = examples_dir() / "70b-full-lora-qlora.json"
    try:
        assert cli_main(["print", str(example), "-o", str(out), "--lang", lang]) == 0
    finally:
        language.install("en")
    return subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="poppler-utils not installed")
def test_printed_sheet_follows_lang(tmp_path: Path, qapp: object) -> None:
    english = printed_text(tmp_path, "en")
    chinese = printed_text(tmp_path, "zh_CN")
    assert "Memory per GPU" in english and "Inputs" in english
    for heading in ("输入", "每张 GPU 显存", "计算与时间", "警告"):
        assert heading in chinese, heading
    assert "Memory per GPU" not in chinese
    figures = re.findall(r"\d+\.\d GB", english)
    assert figures and all(f in chinese for f in figures[:8])  # the same numbers


def messages(ts: Path) -> dict[tuple[str, str], ET.Element | None]:
    root = ET.parse(ts).getroot()
    return {
        (c.findtext("name") or "", m.findtext("source") or ""): m.find("translation")
        for c in root.iter("context")
        for m in c.iter("message")
    }


@pytest.mark.parametrize("code", sorted(TS))
def test_every_message_is_translated(code: str) -> None:
    found = messages(TS[code])
    assert len(found) > 500
    for (context, source), tr in found.items():
        assert tr is not None and tr.get("type") is None, f"{context}: {source}"
        assert (tr.text or "").strip(), f"{context}: {source}"
        assert set(re.findall(r"\{\w+", source)) == set(re.findall(r"\{\w+", tr.text or ""))
    assert (TS[code].with_suffix(".qm")).stat().st_size > 10_000


def lupdate() -> str | None:
    """pyside6-lupdate on PATH, else next to this Python (a venv's bin is often not on PATH)."""
    found = shutil.which("pyside6-lupdate")
    beside = Path(sys.executable).parent / "pyside6-lupdate"
    return found or (str(beside) if beside.exists() else None)


def test_ts_files_are_up_to_date(tmp_path: Path) -> None:
    """The .ts files hold exactly the strings marked in the source, engine included
    (scripts/update_translations.sh): nothing missing, nothing obsolete."""
    tool = lupdate()
    assert tool, "pyside6-lupdate not found (pyside6-essentials installs it)"
    engine = tmp_path / "engine_strings.py"
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "engine_strings.py"), str(engine)],
        check=True,
        capture_output=True,
    )
    files = sorted(str(p) for p in (ROOT / "hwplanner").rglob("*.py"))
    files.append(str(ROOT / "scripts" / "make_examples.py"))  # the example projects' texts
    fresh = tmp_path / "fresh.ts"
    subprocess.run([tool, *files, str(engine), "-ts", str(fresh)], check=True, capture_output=True)
    wanted = set(messages(fresh))
    for code, ts in TS.items():
        have = set(messages(ts))
        assert not wanted - have, f"{code} lacks: {sorted(wanted - have)[:10]}"
        assert not have - wanted, f"{code} has obsolete: {sorted(have - wanted)[:10]}"


# Visible text that may stay as it is: names, units, numbers, technical identifiers.
ALLOWED = re.compile(
    r"^[\s\d.,:;%×·→—–\-+/()~$≈≤<>✔✘▶…&]*$"
    r"|\b(GPU|GB|GiB|TB|MB|LoRA|QLoRA|ZeRO|FSDP|MFU|HFU|PUE|TDP|KV|bf16|fp32|fp16|fp8|int8|int4"
    r"|nf4|mxfp4|adamw|sgd|lion|adafactor|Hugging Face|NVIDIA|AMD|Intel|NVLink|PCIe|TFLOPS"
    r"|tokens?/s|kWh|hwplanner|config\.json|eager|flash|token|Epoch|[A-Z][a-z]+ \d|llama|gemma"
    r"|qwen|mistral|phi|deepseek|gpt|FLOP)",
)


def visible_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    for w in window.findChildren(QWidget):
        if not w.isVisibleTo(window):
            continue
        if w.toolTip():
            yield "tooltip", w.toolTip()
        if isinstance(w, QLabel | QAbstractButton):
            yield type(w).__name__, w.text()
        if isinstance(w, QGroupBox):
            yield "group", w.title()
        if isinstance(w, QComboBox) and w.objectName() not in ("plan.framework", "gpu_id"):
            yield "combo", w.currentText()
        if isinstance(w, QTabWidget):
            for i in range(w.count()):
                yield "tab", w.tabText(i)
                yield "tab tooltip", w.tabToolTip(i)
    for menu in window.findChildren(QMenu):
        for action in menu.actions():
            if not action.isSeparator() and action.data() is None:
                yield "action", action.text()


@pytest.mark.parametrize("lang", ["zh_CN"], indirect=True)
def test_no_english_left_in_the_window(qtbot: object, lang: str) -> None:
    window = build(qtbot)
    window.resize(1500, 920)
    window.show()
    english = []
    for kind, text in visible_texts(window):
        plain = re.sub(r"<[^>]+>", "", text).strip()
        if not plain or HAN.search(plain) or ALLOWED.search(plain):
            continue
        if re.search(r"[A-Za-z]{3,}", plain):
            english.append((kind, plain))
    # the Open Example menu lists the language's own examples (examples/zh_CN/): no exception
    assert not english, english


def test_cjk_font_is_available(qapp: object) -> None:
    families = QFontDatabase.families()
    if not any("WenQuanYi" in f or "Noto Sans CJK" in f for f in families):
        pytest.skip("no CJK font: install fonts-wqy-microhei (scripts/debian-deps.sh does)")
    assert "DejaVu Sans" in families


@pytest.mark.skipif(not shutil.which("pdffonts"), reason="poppler-utils not installed")
def test_chinese_sheet_embeds_a_cjk_font(tmp_path: Path, qapp: object) -> None:
    if not any("WenQuanYi" in f or "Noto Sans CJK" in f for f in QFontDatabase.families()):
        pytest.skip("no CJK font: install fonts-wqy-microhei (scripts/debian-deps.sh does)")
    out = tmp_path / "zh.pdf"
    example = examples_dir() / "7b-lora-rtx4090.json"
    try:
        assert cli_main(["print", str(example), "-o", str(out), "--lang", "zh_TW"]) == 0
    finally:
        language.install("en")
    fonts = subprocess.run(["pdffonts", str(out)], capture_output=True, text=True).stdout
    assert re.search(r"WenQuanYi|NotoSansCJK", fonts), fonts  # not tofu: glyphs came from it


def test_language_choice(qapp: object) -> None:
    """What the app saves through QSettings is what the Qt-free chooser reads back."""
    assert choice.choose("zh_CN") == "zh_CN"
    language.save_language("zh_TW")
    assert choice.saved_language() == "zh_TW"
    assert choice.choose(None) == "zh_TW"  # the saved preference beats the locale
    assert choice.choose("en") == "en"  # --lang beats both


@pytest.mark.parametrize("code", ["zh_TW", "zh_CN"])
def test_the_qt_free_reader_answers_as_qt_does(qapp: object, code: str) -> None:
    """Every message of the shipped .qm, looked up by hwplanner.language's reader and by Qt's
    QTranslator: the same translation."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    path = choice.translations_dir() / f"hwplanner_{code}.qm"
    table = qm.read_qm(path.read_bytes())
    assert len(table) > 1500
    qt = QTranslator()
    assert qt.load(str(path))
    differ = [k for k, v in table.items() if qt.translate(k[0], k[1]) != v]
    assert not differ, differ[:5]
    assert QCoreApplication.translate("Field", "no such text") == "no such text"


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"], indirect=True)
def test_open_example_offers_the_languages_own_examples(qtbot: object, lang: str) -> None:
    """The menu lists each example by its translated name and opens the translated project."""
    window = build(qtbot)
    actions = window.files.examples_menu.actions()
    local = [load_project(p) for p in example_projects(lang)]
    assert [a.text() for a in actions] == [p.name for p in local]
    assert all(HAN.search(a.text()) for a in actions)
    actions[0].trigger()
    assert window.session.project.name == local[0].name
    assert HAN.search(window.session.project.notes)


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"], indirect=True)
def test_explain_reads_in_chinese_inputs_and_exact_value_too(qtbot: object, lang: str) -> None:
    """The Explain panel's working: formula, each input's name, notes, source and the exact
    value with its unit, with no English word outside the sheets' allow-list, for every figure
    of a training and a serving example."""
    from tests.sheet_words import english

    # what the working keeps in English on purpose: formula letters (A, S), code and kernel
    # names (foreach, flash dq, reduce bucket), and the ML words Chinese technical writing uses
    # as they are (logit, rank, embedding, key/value, token id, Little's law)
    kept = {"A", "S", "logit", "logits/loss", "rank", "dq", "flash", "bucket", "reduce", "id"}
    kept |= {"embedding", "in+out", "foreach", "key/value", "Little"}
    for name in ("grpo-qwen3-8b-h100-a100", "qwen3-32b-chat-service", "7b-lora-rtx4090"):
        path = next(p for p in example_projects(lang) if p.stem == name)
        window = MainWindow(Session(load_project(path)))
        qtbot.addWidget(window)  # type: ignore[attr-defined]
        est = window.session.estimate
        assert est is not None
        scenario = est.scenario
        data = {scenario.model.name, scenario.gpu.name, scenario.model.hf_repo or ""}
        left = {}
        for key in est.figures():
            window.explain.show_key(key)
            for line in window.explain.toPlainText().splitlines():
                words = [w for w in english(line, data) if w not in kept]
                if words:
                    left[key] = (words, line)
        assert not left, list(left.items())[:8]


def test_qt_reads_what_hwplanner_compiles(qapp: object, tmp_path: Path) -> None:
    """A .qm written by hwplanner.qm, loaded by Qt's own QTranslator: every message found by
    its context and source text, whatever the characters, and nothing else."""
    from PySide6.QtCore import QTranslator

    found = [
        qm.Message("Ctx", "plain", "平常"),
        qm.Message("Ctx", "line\nbreak {n}", "換\n行 {n}"),
        qm.Message("", "no context", "無脈絡"),
        qm.Message("Other", "plain", "另一個"),
        qm.Message("Ctx", "emoji 🚀 and ünïcode", "火箭 🚀"),
        qm.Message("Ctx", "x" * 3000, "長" * 3000),
    ]
    path = tmp_path / "t.qm"
    path.write_bytes(qm.write_qm(found, "zh_TW"))
    qt = QTranslator()
    assert qt.load(str(path)) and qt.language() == "zh_TW"
    for m in found:
        assert qt.translate(m.context, m.source) == m.translation, m.source[:20]
    assert qt.translate("Ctx", "missing") == ""
    assert qt.translate("Nowhere", "plain") == ""
