"""Project details dialog: names and notes of the project and its scenarios, one undo step."""

from pytestqt.qtbot import QtBot

from hwplanner.gui.project_dialog import ProjectDialog
from hwplanner.gui.session import Session
from hwplanner.project import Project, ScenarioSpec


def test_edit_names_and_notes_is_one_undo_step(qtbot: QtBot, qapp: object) -> None:
    session = Session(
        Project(name="Old", scenarios=(ScenarioSpec(name="A"), ScenarioSpec(name="B")))
    )
    dialog = ProjectDialog(session)
    qtbot.addWidget(dialog)
    dialog.name.setText("Budget 2027")
    dialog.notes.setPlainText("for the board")
    dialog.list.setCurrentRow(1)
    dialog.sc_name.setText("Renamed B")
    dialog.sc_notes.setPlainText("cheapest")
    dialog.list.setCurrentRow(0)
    dialog.sc_name.setText("")  # an empty name keeps the old one
    dialog.accept()
    p = session.project
    assert (p.name, p.notes) == ("Budget 2027", "for the board")
    assert [s.name for s in p.scenarios] == ["A", "Renamed B"]
    assert p.scenarios[1].notes == "cheapest"
    assert session.undo_stack.count() == 1
    session.undo_stack.undo()
    assert session.project.name == "Old"
