"""The File menu: new, open (recent, examples), save, save as, revert, autosave and restore,
print preview, print and PDF export. Asks before unsaved work is dropped; never loses it.

Opening is a transaction: the file is read, validated and every scenario estimated before the
window switches to it; a failure leaves the project, path and title as they were. A file is
only ever written by Save or Save As."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from hwplanner import jsonfile, language, paths
from hwplanner.atomic import atomic_write_text, file_state, read_only, resolve_target
from hwplanner.gui.autosave import AutosaveSlot, Orphan, orphans
from hwplanner.gui.session import Session
from hwplanner.gui.sheet_actions import SheetActions
from hwplanner.gui.text import elide, message_box
from hwplanner.i18n import translate
from hwplanner.project import (
    SUFFIX,
    Project,
    ProjectError,
    check_estimates,
    dump_project,
    load_project_lenient,
    new_project,
    project_path,
    save_project,
    sibling,
)


def _filter() -> str:
    return translate("Files", "hwplanner projects (*.hwplanner.json *.json);;All files (*)")


AUTOSAVE_MS = 30_000
MAX_RECENT = 8
RECENT_MAX_BYTES = 1 << 20

# Answers of `ask` (tests replace it): save first, drop the changes, or stay.
SAVE, DISCARD, CANCEL = "save", "discard", "cancel"


def _default_ask(parent: QMainWindow, title: str, text: str) -> str:
    buttons = (
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    icon = QMessageBox.Icon.Question
    answer = message_box(parent, icon, title, text, buttons, QMessageBox.StandardButton.Save)
    return {
        QMessageBox.StandardButton.Save: SAVE,
        QMessageBox.StandardButton.Discard: DISCARD,
    }.get(answer, CANCEL)


def _default_confirm(parent: QMainWindow, title: str, text: str) -> bool:
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    icon = QMessageBox.Icon.Warning
    answer = message_box(parent, icon, title, text, buttons, QMessageBox.StandardButton.No)
    return bool(answer == QMessageBox.StandardButton.Yes)


def _default_warn(parent: QMainWindow, title: str, text: str) -> None:
    message_box(parent, QMessageBox.Icon.Warning, title, text)


class Opened:
    """A project file read, validated and estimated: ready for the window to switch to."""

    def __init__(self, path: Path, session: Session) -> None:
        self.project, self.repaired = load_project_lenient(path)
        self.problems = check_estimates(self.project, session.catalog, path, session.estimate_in)


class ProjectFiles(QObject):
    """Owns the open project's file path, recent files and autosave; adds the File menu."""

    def __init__(
        self, window: QMainWindow, session: Session, file_menu: QMenu, before: QAction
    ) -> None:
        super().__init__(window)
        self.window, self.session = window, session
        self.path: Path | None = None
        # the state of `path` when it was opened or last saved (atomic.file_state): a save
        # that finds the file changed since asks before overwriting the newer work
        self.disk: str | None = None
        self.sheets = SheetActions(
            window,
            session,
            lambda title, text: self.warn(self.window, title, text),
            self._default_pdf,
        )
        self.ask: Callable[[QMainWindow, str, str], str] = _default_ask
        self.confirm: Callable[[QMainWindow, str, str], bool] = _default_confirm
        self.warn: Callable[[QMainWindow, str, str], None] = _default_warn
        self.choose_open: Callable[[], str] = self._dialog_open
        self.choose_save: Callable[[str], str] = self._dialog_save
        # makes another window for a second orphaned autosave (app.py sets it)
        self.new_window: Callable[[], QMainWindow] | None = None
        self.autosaver = AutosaveSlot()
        self._menu(file_menu, before)
        session.undo_stack.cleanChanged.connect(self._clean_changed)
        self._timer = QTimer(self)
        self._timer.setInterval(AUTOSAVE_MS)
        self._timer.timeout.connect(self.autosave)
        self._timer.start()
        self._title()

    # Menu ------------------------------------------------------------------------------------
    def _menu(self, menu: QMenu, before: QAction) -> None:
        def act(
            text: str,
            slot: Callable[[], object],
            key: QKeySequence | QKeySequence.StandardKey | None = None,
            tip: str = "",
        ) -> QAction:
            a = QAction(text, self.window)
            a.triggered.connect(lambda _=False: slot())
            if key is not None:
                a.setShortcut(key)
            a.setStatusTip(tip)
            a.setToolTip(tip)
            menu.insertAction(before, a)
            return a

        self.new_action = act(
            translate("Files", "&New"),
            self.new,
            QKeySequence.StandardKey.New,
            translate("Files", "Start a new project"),
        )
        self.open_action = act(
            translate("Files", "&Open…"),
            self.open_dialog,
            QKeySequence.StandardKey.Open,
            translate("Files", "Open a project file"),
        )
        self.recent_menu = QMenu(translate("Files", "Open &Recent"), self.window)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        menu.insertMenu(before, self.recent_menu)
        self.examples_menu = QMenu(translate("Files", "Open &Example"), self.window)
        for path in paths.example_projects(language.current_language()):
            title = _project_name(path)
            a = self.examples_menu.addAction(title)
            a.triggered.connect(lambda _=False, p=path: self.open_example(p))
        menu.insertMenu(before, self.examples_menu)
        menu.insertSeparator(before)
        self.save_action = act(
            translate("Files", "&Save"),
            self.save,
            QKeySequence.StandardKey.Save,
            translate("Files", "Save the project"),
        )
        self.save_as_action = act(
            translate("Files", "Save &As…"),
            self.save_as,
            QKeySequence.StandardKey.SaveAs,
            translate("Files", "Save the project under a new name"),
        )
        self.details_action = act(
            translate("Files", "Project &Details…"),
            self.edit_details,
            QKeySequence("Ctrl+I"),
            translate("Files", "Name and notes of the project and its scenarios"),
        )
        self.check_action = act(
            translate("Files", "&Check Against a Measured Run…"),
            self.check_run,
            None,
            translate(
                "Files",
                "The scenario beside what a real run printed (memory, KV cache, speed)",
            ),
        )
        self.revert_action = act(
            translate("Files", "Re&vert"),
            self.revert,
            None,
            translate("Files", "Reload the saved file"),
        )
        menu.insertSeparator(before)
        self.preview_action = act(
            translate("Files", "Print Pre&view…"),
            self.sheets.print_preview,
            None,
            translate("Files", "Preview the summary sheets"),
        )
        self.print_action = act(
            translate("Files", "&Print…"),
            self.sheets.print_,
            QKeySequence.StandardKey.Print,
            translate("Files", "Print the summary sheets"),
        )
        self.pdf_action = act(
            translate("Files", "&Export PDF…"),
            self.sheets.export_pdf_dialog,
            QKeySequence("Ctrl+E"),
            translate("Files", "Write the summary sheets to a PDF file"),
        )
        paper = QMenu(translate("Files", "Pa&per"), self.window)
        group = QActionGroup(self)
        for size, label in (("a4", "A4"), ("letter", translate("Files", "US Letter"))):
            a = paper.addAction(label)
            a.setCheckable(True)
            a.setChecked(size == self.sheets.page_size)
            a.triggered.connect(lambda _=False, s=size: setattr(self.sheets, "page_size", s))
            group.addAction(a)
        menu.insertMenu(before, paper)
        menu.insertSeparator(before)

    # State -----------------------------------------------------------------------------------
    @property
    def dirty(self) -> bool:
        return not self.session.undo_stack.isClean()

    def _clean_changed(self, clean: bool) -> None:
        self.window.setWindowModified(not clean)
        self._title()

    def _title(self) -> None:
        name = elide(self.session.project.name)
        where = f" ({elide(self.path.name, 60)})" if self.path else ""
        self.window.setWindowTitle(f"{name}{where}[*] — hwplanner")
        self.window.setWindowModified(self.dirty)
        self.revert_action.setEnabled(self.path is not None and self.dirty)

    def maybe_save(self, doing: str = "") -> bool:
        """True when it is fine to drop the current project (saved, discarded or clean)."""
        if not self.dirty:
            return True
        answer = self.ask(
            self.window,
            translate("Files", "Unsaved changes"),
            translate(
                "Files", "“{name}” has unsaved changes. Save them before you {doing}?"
            ).format(
                name=elide(self.session.project.name),
                doing=doing or translate("Files", "continue"),
            ),
        )
        if answer == SAVE:
            return self.save()
        if answer == DISCARD:
            self.session.undo_stack.setClean()  # dropped: nothing left to ask about
            return True
        return False

    # Commands --------------------------------------------------------------------------------
    def new(self) -> None:
        if self.maybe_save(translate("Files", "start a new project")):
            self._load(new_project(), None)

    def open_dialog(self) -> None:
        if not self.maybe_save(translate("Files", "open another project")):
            return
        name = self.choose_open()
        if name:
            self.open_path(Path(name), ask=False)

    def open_path(self, path: Path, *, ask: bool = True) -> bool:
        """Open `path` as a transaction: nothing changes unless it opens completely."""
        if ask and not self.maybe_save(translate("Files", "open another project")):
            return False
        try:
            opened = Opened(path, self.session)
        except ProjectError as exc:
            self.warn(self.window, translate("Files", "Cannot open project"), str(exc))
            return False
        self._load(opened.project, path, opened.repaired, opened.problems)
        self._add_recent(path)
        return True

    def open_example(self, path: Path) -> None:
        """Examples open as new, unsaved projects: saving never writes into the install."""
        if not self.maybe_save(translate("Files", "open an example")):
            return
        try:
            opened = Opened(path, self.session)
        except ProjectError as exc:
            self.warn(self.window, translate("Files", "Cannot open example"), str(exc))
            return
        self._load(opened.project, None, opened.repaired, opened.problems)

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        start = self.path or paths.projects_dir() / (_slug(self.session.project.name) + SUFFIX)
        name = self.choose_save(str(start))
        if not name:
            return False
        path = project_path(Path(name))
        if self._write(path):
            self.path = path
            self._add_recent(path)
            self._title()
            return True
        return False

    def edit_details(self) -> None:
        from hwplanner.gui.project_dialog import ProjectDialog

        ProjectDialog(self.session, self.window).exec()

    def check_run(self) -> None:
        from hwplanner.gui.check_dialog import CheckDialog

        CheckDialog(self.session, self.window).exec()

    def revert(self) -> None:
        if self.path is not None:  # no question: revert is the answer; a failed read keeps all
            self.open_path(self.path, ask=False)

    def _write(self, path: Path) -> bool:
        if not self._may_overwrite(path):
            return False
        locked = self._read_only(path)
        if locked is None:
            return False
        try:
            save_project(self.session.project, path, replace_read_only=locked)
        except OSError as exc:
            self.warn(self.window, translate("Files", "Cannot save project"), f"{path}: {exc}")
            return False
        self.session.undo_stack.setClean()
        self.clear_autosave()
        self.disk = file_state(path)
        self.window.statusBar().showMessage(
            translate("Files", "Saved {path}").format(path=path), 5000
        )
        return True

    def _may_overwrite(self, path: Path) -> bool:
        """Saving over the file this window opened, which another window or program has saved
        since: only when the user says so (their newer work would be lost)."""
        if path != self.path or self.disk is None:
            return True
        now = file_state(path)
        if now is None or now == self.disk:
            return True
        return self.confirm(
            self.window,
            translate("Files", "The file changed on disk"),
            translate(
                "Files",
                "“{file}” was saved by another window or program after you opened it. "
                "Overwrite it with your version? (No keeps the file as it is; Save As keeps "
                "both.)",
            ).format(file=elide(str(path), 200)),
        )

    def _read_only(self, path: Path) -> bool | None:
        """False for a file the user may write (or a new one); True when it is read-only and
        the user says to replace it anyway (it stays read-only); None when they say no."""
        try:
            target = resolve_target(path)
            if not read_only(target, target.stat()):
                return False
        except OSError:  # absent, or the save says why
            return False
        replace = self.confirm(
            self.window,
            translate("Files", "The file is read-only"),
            translate(
                "Files",
                "“{file}” is read-only. Replace it anyway? It stays read-only. (No keeps it "
                "as it is; Save As writes another file.)",
            ).format(file=elide(str(path), 200)),
        )
        return True if replace else None

    def _load(
        self,
        project: Project,
        path: Path | None,
        repaired: list[str] | None = None,
        found: list[str] | None = None,
    ) -> None:
        self.path = path
        self.disk = file_state(path) if path is not None else None
        self.session.set_project(project)
        self.session.undo_stack.setClean()
        self._title()
        if repaired:
            self.warn(
                self.window,
                translate("Files", "Project opened with problems"),
                translate(
                    "Files",
                    "These values were out of range and were reset to their defaults; the "
                    "rest of the project is intact. Saving writes the corrected values:",
                )
                + "\n\n"
                + "\n".join(repaired),
            )
        if found:
            self.warn(
                self.window,
                translate("Files", "Project opened with problems"),
                translate(
                    "Files",
                    "These scenarios refer to entries hwplanner does not know, or make a "
                    "choice it refuses (shown with the choices allowed); the rest of the "
                    "project is intact:",
                )
                + "\n\n"
                + "\n".join(found),
            )

    # Recent files ----------------------------------------------------------------------------
    def recent(self) -> list[Path]:
        """The recent files list; whatever else the file holds is ignored (never an error)."""
        try:
            items = jsonfile.load(paths.recent_file(), RECENT_MAX_BYTES).value
        except jsonfile.JsonLimitError:
            return []
        if not isinstance(items, list):
            return []
        return [Path(p) for p in items[:MAX_RECENT] if isinstance(p, str) and "\0" not in p]

    def _add_recent(self, path: Path) -> None:
        items = [str(path.resolve())] + [str(p) for p in self.recent() if p != path.resolve()]
        with contextlib.suppress(OSError):  # a recent list is a convenience, never an error
            atomic_write_text(
                paths.recent_file(), json.dumps(items[:MAX_RECENT]), keep_backup=False
            )

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        items = [p for p in self.recent() if _is_file(p)]
        for path in items:
            a = self.recent_menu.addAction(elide(str(path), 120).replace("&", "&&"))
            a.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not items:
            self.recent_menu.addAction(translate("Files", "(none)")).setEnabled(False)

    # Autosave --------------------------------------------------------------------------------
    def autosave(self) -> None:
        """Write unsaved work to this window's own autosave file (a crash or kill loses
        nothing; another window or copy of hwplanner never overwrites it)."""
        if not self.dirty:
            return
        try:
            self.autosaver.write(dump_project(self.session.project), self.path, self.disk)
        except OSError:
            self.window.statusBar().showMessage(
                translate("Files", "Autosave failed: the disk refused it"), 8000
            )

    def clear_autosave(self) -> None:
        self.autosaver.clear()

    def release_autosave(self) -> None:
        """A clean quit: this window's autosave and lock go; other windows' stay."""
        self.autosaver.release()

    def restore_autosave(self) -> bool:
        """Offer every autosave a crashed or killed window left: the first restored goes into
        this window, each further one into a new window. Restored work stays unsaved (and is
        autosaved again at once); Cancel keeps an orphan for the next start."""
        restored = 0
        for orphan in orphans():
            answer = self.ask(
                self.window,
                translate("Files", "Restore unsaved work"),
                translate(
                    "Files",
                    "hwplanner closed with unsaved changes to “{name}”. Restore them? "
                    "(Save keeps them; Discard throws them away.)",
                ).format(name=elide(orphan.project.name)),
            )
            if answer == DISCARD:
                orphan.discard()
                continue
            target = self if not restored else self._other_window()
            if answer == CANCEL or target is None:
                orphan.release()
                continue
            target.restore_from(orphan)
            restored += 1
        return restored > 0

    def restore_from(self, orphan: Orphan) -> None:
        self._load(new_project(), orphan.origin)
        # the file as it was when the lost work began: a save over a newer version asks
        self.disk = orphan.origin_state
        self.session.replace(orphan.project, translate("Files", "Restore unsaved work"))
        self._title()
        self.autosave()  # in this window's own file before the orphan's goes
        orphan.discard()

    def _other_window(self) -> ProjectFiles | None:
        if self.new_window is None:
            return None
        window = self.new_window()
        files: ProjectFiles = window.files  # type: ignore[attr-defined]
        files.ask, files.warn = self.ask, self.warn
        return files

    def _default_pdf(self) -> Path:
        if self.path:
            return sibling(self.path, ".pdf")
        return paths.projects_dir() / f"{_slug(self.session.project.name)}.pdf"

    # Dialogs ---------------------------------------------------------------------------------
    def _dialog_open(self) -> str:
        start = str(self.path.parent if self.path else paths.projects_dir())
        name, _ = QFileDialog.getOpenFileName(
            self.window, translate("Files", "Open project"), start, _filter()
        )
        return name

    def _dialog_save(self, start: str) -> str:
        Path(start).parent.mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(
            self.window, translate("Files", "Save project"), start, _filter()
        )
        return name


def _slug(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in "-_" else "-" for c in name.strip().lower())
    return "-".join(part for part in keep.split("-") if part) or "project"


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):  # a name too long for the file system, say
        return False


def _project_name(path: Path) -> str:
    try:
        doc = jsonfile.load(path, 1 << 20).value
    except jsonfile.JsonLimitError:
        return path.stem
    name = doc.get("name") if isinstance(doc, dict) else None
    return elide(name) if isinstance(name, str) and name else path.stem
