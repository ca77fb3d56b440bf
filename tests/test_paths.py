"""Every kind of file in its place, one override for all, and a one-time move from 0.1's."""

from __future__ import annotations

from pathlib import Path

import pytest

from hwplanner import paths


def test_one_folder_override_keeps_everything_inside(private_config_dir: Path) -> None:
    for name, path in paths.where().items():
        assert private_config_dir in path.parents or path == private_config_dir, name
    assert paths.autosave_dir().parent == paths.state_dir()
    assert paths.user_catalog_dir().parent == paths.data_dir()


def test_platform_places_without_an_override(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    paths.set_config_dir(None)
    monkeypatch.delenv("HWPLANNER_CONFIG_DIR", raising=False)
    try:
        assert paths.settings_file().parent == Path(tmp_path / "xdg_config_home" / "hwplanner")
        assert "xdg_state_home" in str(paths.autosave_dir())
        assert "xdg_data_home" in str(paths.user_catalog_dir())
        assert paths.log_file().name == "hwplanner.log"
        assert paths.projects_dir().name == "hwplanner"
    finally:
        paths.set_config_dir(tmp_path / "config")


def test_files_from_0_1_move_once_and_never_overwrite(private_config_dir: Path) -> None:
    private_config_dir.mkdir(parents=True, exist_ok=True)
    (private_config_dir / "recent.json").write_text('["a.json"]')
    (private_config_dir / "catalog").mkdir()
    (private_config_dir / "catalog" / "gpus.json").write_text("{}")
    moved = dict(paths.migrate())
    assert paths.recent_file().read_text() == '["a.json"]'
    assert (paths.user_catalog_dir() / "gpus.json").exists()
    assert private_config_dir / "recent.json" in moved
    (private_config_dir / "recent.json").write_text("old")
    assert paths.migrate() == []  # the new file exists: the old one is left alone
    assert paths.recent_file().read_text() == '["a.json"]'
