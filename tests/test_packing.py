"""The archive each system's player gets (packaging/build.py): a .tar.gz on Linux, a .zip on Windows, a .dmg
holding the .app on macOS; and the workflow that builds them is valid for GitHub (check-jsonschema), tests
before it packs, and builds and checks with the script .ci/run runs."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "package.yml"


def load_build():
    spec = importlib.util.spec_from_file_location("patience_qt_build_script", ROOT / "packaging" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    return build


def a_bundle(folder: Path) -> Path:
    (folder / "_internal" / "PySide6").mkdir(parents=True)
    (folder / "patience-qt.exe").write_bytes(b"MZ")
    (folder / "_internal" / "PySide6" / "Qt6Core.dll").write_bytes(b"dll")
    return folder


SUFFIXES = [("win32", ".zip"), ("darwin", ".dmg"), ("linux", ".tar.gz")]


@pytest.mark.parametrize(("platform", "suffix"), SUFFIXES)
def test_each_system_gets_the_archive_its_player_opens(monkeypatch, platform, suffix) -> None:
    build = load_build()
    monkeypatch.setattr(build.sys, "platform", platform)
    assert build.archive_suffix() == suffix


def test_the_windows_zip_holds_the_folder_under_its_name(tmp_path) -> None:
    build = load_build()
    folder = a_bundle(tmp_path / "patience-qt")
    archive = tmp_path / "patience-qt-0.1.0-windows-x86_64.zip"
    build.pack_for_this_system(folder, tmp_path / "Patience Qt.app", archive)
    with zipfile.ZipFile(archive) as zipped:
        assert zipped.testzip() is None
        assert sorted(zipped.namelist()) == ["patience-qt/_internal/PySide6/Qt6Core.dll",
                                             "patience-qt/patience-qt.exe"]


def test_the_linux_tarball_still_holds_the_folder(tmp_path) -> None:
    build = load_build()
    folder = a_bundle(tmp_path / "patience-qt")
    archive = tmp_path / "patience-qt-0.1.0-linux-x86_64.tar.gz"
    build.pack_for_this_system(folder, tmp_path / "Patience Qt.app", archive)
    with tarfile.open(archive) as tar:
        assert "patience-qt/patience-qt.exe" in tar.getnames()


def test_the_macos_disk_image_shows_the_app_beside_a_link_to_applications(tmp_path, monkeypatch) -> None:
    build = load_build()
    app = tmp_path / "Patience Qt.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    (app / "Contents" / "MacOS" / "patience-qt").write_bytes(b"\xcf\xfa\xed\xfe")
    (app / "Contents" / "Frameworks").symlink_to("MacOS")  # a bundle's links stay links
    seen = {}

    def hdiutil(command, check):
        staging = Path(command[command.index("-srcfolder") + 1])
        seen["command"] = command
        seen["volume"] = sorted(path.name for path in staging.iterdir())
        seen["applications"] = str((staging / "Applications").readlink())
        seen["framework link"] = (staging / app.name / "Contents" / "Frameworks").is_symlink()
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(build.subprocess, "run", hdiutil)
    archive = tmp_path / "patience-qt-0.1.0-macos-arm64.dmg"
    build.pack_for_this_system(tmp_path / "patience-qt", app, archive)
    command = seen["command"]
    assert command[:4] == ["hdiutil", "create", "-volname", "Patience Qt"]
    assert command[-4:] == ["-ov", "-format", "UDZO", str(archive)]
    assert seen["volume"] == ["Applications", "Patience Qt.app"]
    assert seen["applications"] == "/Applications" and seen["framework link"]
    assert not archive.with_suffix(".staging").exists()  # the staging folder is gone


def check_jsonschema() -> list[str]:
    found = shutil.which("check-jsonschema", path=str(Path(sys.executable).parent))
    if found is None:
        pytest.skip("check-jsonschema is not installed (pip install -e \".[test]\")")
    return [found]


def test_the_workflow_is_valid_for_github_and_every_job_has_a_timeout() -> None:
    # the schema is check-jsonschema's own copy: this runs offline
    for schema in ("vendor.github-workflows", "custom.github-workflows-require-timeout"):
        command = [*check_jsonschema(), "--builtin-schema", schema, str(WORKFLOW)]
        result = subprocess.run(command, capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr


def test_the_schema_check_refuses_a_broken_workflow(tmp_path) -> None:
    broken = tmp_path / "broken.yml"
    text = WORKFLOW.read_text(encoding="utf-8")
    broken.write_text(text.replace("runs-on:", "runs_on:", 1), encoding="utf-8")
    result = subprocess.run([*check_jsonschema(), "--builtin-schema", "vendor.github-workflows", str(broken)],
                            capture_output=True, text=True)
    assert result.returncode == 1


def test_the_workflow_publishes_nothing_and_keeps_every_archive() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    publishing = ("pypa/gh-action-pypi-publish", "twine upload", "action-gh-release", "contents: write")
    for word in publishing:
        assert word not in text
    for archive in (".zip", ".dmg", ".tar.gz", "wheelhouse/*.whl"):
        assert archive in text


def test_nothing_is_packed_before_the_tests_pass_on_each_system() -> None:
    yaml = pytest.importorskip("yaml")  # check-jsonschema's own dependency (ruamel) reads YAML too
    jobs = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))["jobs"]
    assert jobs["test"]["strategy"]["matrix"]["os"] == ["ubuntu-latest", "windows-latest", "macos-latest"]
    assert "needs" not in jobs["test"]
    for name, job in jobs.items():
        if name != "test":
            assert job["needs"] == "test", name
    headless = [step["run"] for step in jobs["test"]["steps"] if step.get("if") == "runner.os != 'Linux'"]
    assert len(headless) == 1 and 'pip install -q -e ".[test]"' in headless[0]
    assert headless[0].rstrip().endswith("python -m pytest")
    assert jobs["test"]["env"]["QT_QPA_PLATFORM"] == "offscreen"


def script_lines(path: Path, script: str) -> list[str]:
    """The lines of a shell script or workflow that run ``script`` (comments left out)."""
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if script in line and not line.strip().startswith("#")]


def test_ci_and_the_workflow_build_and_check_with_the_same_script() -> None:
    packing = script_lines(WORKFLOW, "packaging/build_and_check.py")
    assert len(packing) == 1 and "--onefile" in packing[0]
    assert script_lines(WORKFLOW, "packaging/build.py") == []  # not built past the checks
    ci = script_lines(ROOT / ".ci" / "run", "packaging/build_and_check.py")
    assert len(ci) == 1 and "--as-player" in ci[0]
    assert script_lines(ROOT / ".ci" / "run", "packaging/build.py") == []
    # the Linux test job installs what .ci/run installs, by the same script
    assert script_lines(WORKFLOW, ".ci/system-packages") == ["run: .ci/system-packages"]
    assert script_lines(ROOT / ".ci" / "run", ".ci/system-packages") == [".ci/system-packages"]


WHEELS = {
    "linux": [f"cp3{minor}-manylinux_x86_64" for minor in (10, 11, 12, 13)],
    "windows": [f"cp3{minor}-win_amd64" for minor in (10, 11, 12, 13)],
    "macos": [f"cp3{minor}-macosx_{arch}" for minor in (10, 11, 12, 13) for arch in ("x86_64", "arm64")],
}


@pytest.mark.parametrize("platform", sorted(WHEELS))
def test_cibuildwheel_builds_cpython_310_to_313_on_each_system(platform) -> None:
    # cibuildwheel reads [tool.cibuildwheel] as the workflow's wheels job does, refusing an unknown option
    found = shutil.which("cibuildwheel", path=str(Path(sys.executable).parent))
    if found is None:
        pytest.skip("cibuildwheel is not installed (it needs Python 3.11 or later)")
    result = subprocess.run([found, "--print-build-identifiers", "--platform", platform], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert sorted(result.stdout.split()) == sorted(WHEELS[platform])
