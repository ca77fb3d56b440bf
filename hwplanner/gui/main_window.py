"""The main window: assembles the panels, chart, summary and views; menus. Holds no state."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMenu,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hwplanner import __version__
from hwplanner.gui.chart import MemoryChart
from hwplanner.gui.explain import ExplainPanel
from hwplanner.gui.files import ProjectFiles
from hwplanner.gui.language import install as install_language
from hwplanner.gui.language import save_language
from hwplanner.gui.panels.model import ModelPanel
from hwplanner.gui.proposal import ProposalBar
from hwplanner.gui.session import Session
from hwplanner.gui.summary import SummaryPanel
from hwplanner.i18n import translate

if TYPE_CHECKING:  # the four views and three of the input panels are built, and their
    # modules imported, when first shown
    from hwplanner.gui.compare import CompareView
    from hwplanner.gui.fit_view import FitView
    from hwplanner.gui.latency import LatencyView
    from hwplanner.gui.panels.hardware import HardwarePanel
    from hwplanner.gui.panels.method import MethodPanel
    from hwplanner.gui.panels.workload import WorkloadPanel
    from hwplanner.gui.sweep import SweepView
from hwplanner.language import LANGUAGES, current_language

W = TypeVar("W", bound=QWidget)  # a widget built when first shown (MainWindow._lazy)
# the tabs built when first shown, by the property that builds each (None: built at start)
INPUT_TABS = (None, "hardware_panel", "method_panel", "workload_panel")
VIEW_TABS = (None, "compare", "sweep", "latency", "fit")
# windows built again in another language: kept alive here (the first is the app's)
REBUILT: list[MainWindow] = []
PREFERRED_SIZE = (1500, 920)
MINIMUM_SIZE = (900, 560)


def _available() -> tuple[int, int, int, int] | None:
    """(x, y, width, height) of the primary screen's available area, if there is a screen."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return None
    g = screen.availableGeometry()
    return g.x(), g.y(), g.width(), g.height()


def fitted_size(size: tuple[int, int]) -> tuple[int, int]:
    """`size`, shrunk to the available screen (a 1280×800 laptop gets the whole of it)."""
    area = _available()
    if area is None or area[2] <= 0:
        return size
    return min(size[0], area[2]), min(size[1], area[3])


def clamp_to_screen(window: QWidget) -> None:
    """Keep a restored window on the screen: no larger than it, and not off its edges."""
    area = _available()
    if area is None or area[2] <= 0:
        return
    x0, y0, w, h = area
    width, height = min(window.width(), w), min(window.height(), h)
    x = min(max(window.x(), x0), x0 + w - width)
    y = min(max(window.y(), y0), y0 + h - height)
    window.setGeometry(x, y, width, height)


def _swap_tab(tabs: QTabWidget, index: int, widget: QWidget) -> None:
    """Put `widget` in place of the placeholder at `index`, keeping its title and tooltip and
    which tab is current, without announcing a change of tab."""
    title, tip = tabs.tabText(index), tabs.tabToolTip(index)
    current = tabs.currentIndex()
    tabs.blockSignals(True)
    old = tabs.widget(index)
    assert old is not None  # the placeholder at a valid index
    tabs.removeTab(index)
    tabs.insertTab(index, widget, title)
    tabs.setTabToolTip(index, tip)
    tabs.setCurrentIndex(current)
    tabs.blockSignals(False)
    old.deleteLater()


def _scrolled(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    return area


class MainWindow(QMainWindow):
    """Inputs on the left, the chart (and Compare, Sweep) in the middle, summary on the right."""

    def __init__(self, session: Session, settings: QSettings | None = None) -> None:
        super().__init__()
        self._docks_placed = False
        self.replaced = False  # built again in another language (rebuilt_in)
        self.language = current_language()  # what this window's texts were built in
        self.session = session
        self.settings = settings
        self.setWindowTitle("hwplanner")
        self.setMinimumSize(MINIMUM_SIZE[0], MINIMUM_SIZE[1])
        self.resize(*fitted_size(PREFERRED_SIZE))

        # The model panel is the tab shown at start; the others are built when first shown
        # (or asked for), as the views are: a faster start-up
        self.model_panel = ModelPanel(session)
        self._hardware: HardwarePanel | None = None
        self._method: MethodPanel | None = None
        self._workload: WorkloadPanel | None = None
        self.inputs = QTabWidget()
        self.inputs.setObjectName("inputs")
        titles = (
            translate("MainWindow", "&Model"),
            translate("MainWindow", "&Hardware"),
            translate("MainWindow", "Me&thod"),
            translate("MainWindow", "&Workload && cost"),
        )
        input_tips = (
            translate("MainWindow", "Which model, and its architecture"),
            translate("MainWindow", "Which GPUs and how many"),
            translate("MainWindow", "Training or serving method, precision, parallelism"),
            translate("MainWindow", "Tokens or traffic, prices, power"),
        )
        for index, (title, tip) in enumerate(zip(titles, input_tips, strict=True)):
            page = _scrolled(self.model_panel) if index == 0 else QWidget()
            self.inputs.addTab(page, title)
            self.inputs.setTabToolTip(index, tip)
        self.inputs.currentChanged.connect(partial(self._build_shown, INPUT_TABS))

        self.chart = MemoryChart(session)
        # an edit's bars are painted before the views that wait for the rest of the estimate
        session.estimate_changed.connect(lambda _: self.chart.paint_now())
        self.views = QTabWidget()
        self.views.setObjectName("views")
        self.views.addTab(self.chart, translate("MainWindow", "Memory"))
        # built when first shown: faster start-up
        self.views.addTab(QWidget(), translate("MainWindow", "Compare"))
        self.views.addTab(QWidget(), translate("MainWindow", "Sweep"))
        self.views.addTab(QWidget(), translate("MainWindow", "Latency"))
        self.views.addTab(QWidget(), translate("MainWindow", "Fit"))
        tips = (
            translate("MainWindow", "Per-GPU memory of the current scenario"),
            translate("MainWindow", "Pinned scenarios side by side"),
            translate("MainWindow", "Memory against sequence length or micro-batch"),
            translate("MainWindow", "Serving latency against concurrent users, with the targets"),
            translate(
                "MainWindow",
                "Which weight formats serve the model on these GPUs, at what context, for how "
                "many users",
            ),
        )
        for index, tip in enumerate(tips):
            self.views.setTabToolTip(index, tip)
        self.views.currentChanged.connect(partial(self._build_shown, VIEW_TABS))
        self._compare: CompareView | None = None
        self._sweep: SweepView | None = None
        self._latency: LatencyView | None = None
        self._fit: FitView | None = None
        self.proposal = ProposalBar(session)
        central = QWidget()
        central.setObjectName("central")
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.proposal)
        column.addWidget(self.views, 1)
        self.setCentralWidget(central)

        self.summary = SummaryPanel(session)
        self.explain = ExplainPanel(session)
        right = QSplitter(Qt.Orientation.Vertical)
        right.setObjectName("summary_split")
        right.addWidget(self.summary)
        right.addWidget(self.explain)
        right.setSizes([560, 300])
        self.right_split = right

        self.inputs_dock = self._dock(
            "inputs",
            translate("MainWindow", "Inputs"),
            self.inputs,
            Qt.DockWidgetArea.LeftDockWidgetArea,
        )
        self.summary_dock = self._dock(
            "summary",
            translate("MainWindow", "Summary"),
            right,
            Qt.DockWidgetArea.RightDockWidgetArea,
        )
        self.fit_docks()

        self.chart.component_selected.connect(self.explain.show_component)
        self.summary.figure_selected.connect(self.explain.show_key)
        session.rejected.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self._menus()
        self.files = ProjectFiles(self, session, self.file_menu, self.file_end)
        session.project_changed.connect(lambda _: self.files._title())
        self.statusBar().showMessage(translate("MainWindow", "Ready"))

    @property
    def hardware_panel(self) -> HardwarePanel:
        from hwplanner.gui.panels.hardware import HardwarePanel

        return self._lazy("_hardware", self.inputs, 1, HardwarePanel)

    @property
    def method_panel(self) -> MethodPanel:
        from hwplanner.gui.panels.method import MethodPanel

        return self._lazy("_method", self.inputs, 2, MethodPanel)

    @property
    def workload_panel(self) -> WorkloadPanel:
        from hwplanner.gui.panels.workload import WorkloadPanel

        return self._lazy("_workload", self.inputs, 3, WorkloadPanel)

    def _build_shown(self, tabs: tuple[str | None, ...], index: int) -> None:
        """Build the tab shown at `index` of a tab widget whose tabs built when first shown
        are the properties named in `tabs` (None: built at start)."""
        name = tabs[index] if 0 <= index < len(tabs) else None
        if name is not None:
            getattr(self, name)

    def _lazy(self, attr: str, tabs: QTabWidget, index: int, make: Callable[[Session], W]) -> W:
        """The widget kept in `attr`, built on first asking in place of tab `index`'s
        placeholder in `tabs` (an input panel inside its scroll area), the tab's title and
        tooltip kept."""
        widget: W | None = getattr(self, attr)
        if widget is None:
            widget = make(self.session)
            setattr(self, attr, widget)
            page = _scrolled(widget) if tabs is self.inputs else widget
            _swap_tab(tabs, index, page)
        return widget

    @property
    def compare(self) -> CompareView:
        from hwplanner.gui.compare import CompareView

        return self._lazy("_compare", self.views, 1, CompareView)

    @property
    def sweep(self) -> SweepView:
        from hwplanner.gui.sweep import SweepView

        return self._lazy("_sweep", self.views, 2, SweepView)

    @property
    def latency(self) -> LatencyView:
        from hwplanner.gui.latency import LatencyView

        return self._lazy("_latency", self.views, 3, LatencyView)

    @property
    def fit(self) -> FitView:
        from hwplanner.gui.fit_view import FitView

        return self._lazy("_fit", self.views, 4, FitView)

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        # the object name stays English: saved window layouts find docks by it
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock_{name}")
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(area, dock)
        return dock

    def _menus(self) -> None:
        bar = self.menuBar()
        self.file_menu: QMenu = bar.addMenu(translate("MainWindow", "&File"))
        # The project actions (New, Open, Open Recent, Save, Save As, Revert, Print) are
        # inserted before `file_end` (a separator), so Quit stays last.
        self.file_end = self.file_menu.addSeparator()
        quit_action = self.file_menu.addAction(translate("MainWindow", "&Quit"), self.close)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)

        edit = bar.addMenu(translate("MainWindow", "&Edit"))
        undo = self.session.undo_stack.createUndoAction(self, translate("MainWindow", "&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.session.undo_stack.createRedoAction(self, translate("MainWindow", "&Redo"))
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        edit.addActions([undo, redo])
        edit.addSeparator()
        pin = edit.addAction(
            translate("MainWindow", "&Pin scenario for comparison"), self.session.pin
        )
        pin.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.undo_action, self.redo_action = undo, redo

        view = bar.addMenu(translate("MainWindow", "&View"))
        units = QActionGroup(self)
        self.gb_action = QAction(
            translate("MainWindow", "Decimal &GB (10⁹ bytes)"), self, checkable=True, checked=True
        )
        self.gib_action = QAction(
            translate("MainWindow", "Binary G&iB (2³⁰ bytes)"), self, checkable=True
        )
        for action in (self.gb_action, self.gib_action):
            units.addAction(action)
            view.addAction(action)
        self.gib_action.toggled.connect(self.session.set_binary)
        self.session.units_changed.connect(self.gib_action.setChecked)
        self.gib_action.setShortcut(QKeySequence("Ctrl+B"))
        view.addSeparator()
        names = (
            translate("MainWindow", "Memory view"),
            translate("MainWindow", "Compare view"),
            translate("MainWindow", "Sweep view"),
            translate("MainWindow", "Latency view"),
            translate("MainWindow", "Fit view"),
        )
        for i, name in enumerate(names):
            act = view.addAction(name, partial(self.views.setCurrentIndex, i))
            act.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
        view.addSeparator()
        view.addAction(self.inputs_dock.toggleViewAction())
        view.addAction(self.summary_dock.toggleViewAction())
        view.addSeparator()
        self._language_menu(view)

        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        help_menu.addAction(translate("MainWindow", "&Where files are…"), self._where)
        help_menu.addAction(translate("MainWindow", "&About hwplanner"), self._about)

    def _language_menu(self, view: QMenu) -> None:
        """View ▸ Language: switched at once (the window is built again around the same
        session: the project, its file, undo history and unsaved changes kept) and saved for
        the next start (--lang on the command line wins). The menu's name is also in English
        when the language is not, so a colleague finds the way back."""
        title = translate("MainWindow", "&Language")
        if current_language() != "en":
            title += " (Language)"
        menu = view.addMenu(title)
        group = QActionGroup(self)
        current = current_language()
        for code, name in LANGUAGES.items():  # each language named in its own words
            action = QAction(name, self, checkable=True, checked=code == current)
            action.setData(code)
            action.triggered.connect(lambda _=False, c=code: self._set_language(c))
            group.addAction(action)
            menu.addAction(action)
        self.language_menu = menu

    def _set_language(self, code: str) -> None:
        save_language(code)
        if code == self.language:  # another window may have switched the process already
            return
        self.rebuilt_in(code)

    def rebuilt_in(self, code: str) -> MainWindow:
        """This window built again in the language `code`, around the same session and file;
        this one closes without asking (nothing is lost: the session carries the project, its
        undo history and whether it is saved; the file, its state on disk and the autosave
        slot move to the new window)."""
        install_language(code)
        self.save_layout()
        # this window's views listen with lambdas too, which Qt does not drop with them: every
        # receiver the session has now is this window's (the new window connects its own)
        for signal in (
            self.session.project_changed,
            self.session.estimate_changed,
            self.session.estimate_settled,
            self.session.units_changed,
            self.session.rejected,
        ):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect()
        old = self.files
        with contextlib.suppress(RuntimeError, TypeError):
            self.session.undo_stack.cleanChanged.disconnect(old._clean_changed)
        old._timer.stop()  # the new window autosaves now, into the same slot
        new = MainWindow(self.session, self.settings)
        moved = new.files
        moved.path, moved.disk, moved.autosaver = old.path, old.disk, old.autosaver
        moved.new_window, moved.warn = old.new_window, old.warn
        moved.ask, moved.confirm = old.ask, old.confirm
        moved.choose_open, moved.choose_save = old.choose_open, old.choose_save
        moved._title()
        new.restore_layout()
        new.views.setCurrentIndex(self.views.currentIndex())
        new.inputs.setCurrentIndex(self.inputs.currentIndex())
        REBUILT.append(new)
        new.destroyed.connect(lambda *_: REBUILT.remove(new) if new in REBUILT else None)
        new.show()
        self.replaced = True
        self.close()
        self.deleteLater()
        new.statusBar().showMessage(
            translate("MainWindow", "Language: {name}").format(name=LANGUAGES.get(code, code)), 8000
        )
        return new

    def _where(self) -> None:
        """Where settings, projects, autosave, recent files, the log and catalog entries live."""
        from PySide6.QtWidgets import QMessageBox

        from hwplanner import paths

        words = {
            "settings": translate("MainWindow", "Settings"),
            "projects": translate("MainWindow", "Projects (the first Open/Save folder)"),
            "autosave": translate("MainWindow", "Unsaved work (autosave)"),
            "recent files": translate("MainWindow", "Recent files"),
            "log": translate("MainWindow", "Log"),
            "your catalog entries": translate("MainWindow", "Your own models and GPUs"),
        }
        lines = [f"{words[k]}:\n    {path}" for k, path in paths.where().items()]
        box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("MainWindow", "Where files are"),
            "\n".join(lines),
            parent=self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.exec()

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            translate("MainWindow", "About hwplanner"),
            f"<b>hwplanner {__version__}</b><br>"
            + translate(
                "MainWindow",
                "Plan the GPUs, time and money to train, fine-tune or serve a large language "
                "model — offline.",
            ),
        )

    # Layout memory ---------------------------------------------------------------------------

    def fit_docks(self) -> None:
        """Inputs and summary take about a third of the width each on a laptop, less on a wide
        screen, so the chart keeps at least ~40% of the window."""
        width = self.width()
        side = max(280, min(470, int(width * 0.3)))
        self.resizeDocks(
            [self.inputs_dock, self.summary_dock], [side, side - 20], Qt.Orientation.Horizontal
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._docks_placed:  # the first real size: place the docks for it
            self._docks_placed = True
            self.fit_docks()

    def restore_layout(self) -> None:
        if self.settings is None:
            return
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        split = self.settings.value("window/summary_split")
        if geometry is not None:
            self.restoreGeometry(geometry)
            clamp_to_screen(self)  # saved on a larger screen, or on one no longer attached
        if state is not None:
            self.restoreState(state)
        if split is not None:
            self.right_split.restoreState(split)
        # type=bool makes the value a bool (the stubs say object)
        self.session.set_binary(bool(self.settings.value("view/binary", False, type=bool)))

    def save_layout(self) -> None:
        if self.settings is not None:
            self.settings.setValue("window/geometry", self.saveGeometry())
            self.settings.setValue("window/state", self.saveState())
            self.settings.setValue("window/summary_split", self.right_split.saveState())
            self.settings.setValue("view/binary", self.session.binary)
            self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.replaced:  # built again in another language: the new window has the work
            super().closeEvent(event)
            return
        if not self.files.maybe_save(translate("MainWindow", "quit")):
            event.ignore()
            return
        self.files.release_autosave()
        self.save_layout()
        super().closeEvent(event)
