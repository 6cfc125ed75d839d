"""The card pictures kept on disk between starts (ui/table/face_cache.py): a second start draws its table
from them without QtSvg; a damaged entry is drawn again, never an error; changed art is drawn again."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from patience_qt.rules import new_game  # noqa: E402
from patience_qt.ui.table import card_art, face_cache  # noqa: E402
from patience_qt.ui.table.card_art import CardArt  # noqa: E402
from patience_qt.ui.table.card_item import CardItem  # noqa: E402
from patience_qt.ui.table.face_cache import FaceCache  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent.parent

START = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
def done():
    window = app.activeWindow() or next(w for w in app.topLevelWidgets() if w.isVisible())
    window.scene.art.disk.flush()  # what the settle timer does a second later
    print(json.dumps({"svg": "PySide6.QtSvg" in sys.modules,
                      "menus": [a.text() for a in window.menuBar().actions()]}))
    app.exit(0)
QTimer.singleShot(0, lambda: QTimer.singleShot(500, done))  # the window up, its table painted
from patience_qt.__main__ import run
run("carnival", 1, {}, "en")
"""


def start(tmp_path: Path, cache: Path) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               PATIENCE_QT_CACHE_DIR=str(cache), PATIENCE_QT_DATA_DIR=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run([sys.executable, "-c", START], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_a_second_start_draws_the_table_from_the_cache_without_qtsvg(tmp_path):
    cache = tmp_path / "cache"
    first = start(tmp_path, cache)
    assert first["svg"]  # nothing on disk yet: the faces are drawn from their art
    assert list(cache.rglob("*.png"))
    second = start(tmp_path, cache)
    assert not second["svg"]
    assert [title.replace("&", "") for title in second["menus"]][-1] == "Help"  # the window is whole


def rendered(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names drawn from their SVG art from now on."""
    seen: list[str] = []
    real = card_art.load_renderer

    def spy(name: str):
        seen.append(name)
        return real(name)

    monkeypatch.setattr(card_art, "load_renderer", spy)
    return seen


def warm(folder: Path, width: int = 90) -> None:
    disk = FaceCache(folder)
    art = CardArt(1.0, disk=disk)
    art.face("QH", width)
    art.back(width)
    disk.flush()


def test_a_stored_picture_is_read_back_without_drawing(qapp, tmp_path, monkeypatch):
    warm(tmp_path)
    seen = rendered(monkeypatch)
    art = CardArt(1.0, disk=FaceCache(tmp_path))
    face = art.face("QH", 90)
    back = art.back(90)
    assert seen == []
    assert not face.isNull() and not back.isNull()
    assert face.width() == 90


@pytest.mark.parametrize("damage", ["garbage", "truncated", "empty", "wrong size", "a folder"])
def test_a_damaged_entry_is_ignored_and_drawn_again(qapp, tmp_path, monkeypatch, damage):
    warm(tmp_path)
    [entry] = [path for path in tmp_path.rglob("QH@*.png")]
    good = entry.read_bytes()
    if damage == "garbage":
        entry.write_bytes(b"not a picture at all" * 20)
    elif damage == "truncated":
        entry.write_bytes(good[: len(good) // 2])
    elif damage == "empty":
        entry.write_bytes(b"")
    elif damage == "wrong size":
        small = CardArt(1.0)._render("QH", 40)
        assert small.save(str(entry), "PNG")
    else:
        entry.unlink()
        entry.mkdir()
    seen = rendered(monkeypatch)
    disk = FaceCache(tmp_path)
    art = CardArt(1.0, disk=disk)
    face = art.face("QH", 90)
    assert seen == ["QH"]  # drawn again
    assert (face.width(), face.height()) == (90, round(card_art.card_height(90)))
    if damage != "a folder":
        disk.flush()  # and stored again, whole
        again = FaceCache(tmp_path).load("QH", 90, 1.0, art._digest("QH"), (face.width(), face.height()))
        assert again is not None


def test_changed_art_is_drawn_again(qapp, tmp_path, monkeypatch):
    art_folder = tmp_path / "resources"
    shutil.copytree(card_art.asset_path("cards"), art_folder / "cards",
                    ignore=shutil.ignore_patterns("russian"))
    monkeypatch.setattr(card_art, "asset_path", lambda *parts: art_folder.joinpath(*parts))
    cache = tmp_path / "cache"
    warm(cache)
    seen = rendered(monkeypatch)
    CardArt(1.0, disk=FaceCache(cache)).face("QH", 90)
    assert seen == []
    svg = art_folder / "cards" / "QH.svg"
    svg.write_text(svg.read_text().replace("</svg>", "<!-- a new edition -->\n</svg>"))
    disk = FaceCache(cache)
    CardArt(1.0, disk=disk).face("QH", 90)
    assert seen == ["QH"]
    disk.flush()
    assert len(list(cache.rglob("QH@*.png"))) == 1  # the old edition's picture is gone


def test_a_size_and_a_pixel_ratio_of_their_own(qapp, tmp_path, monkeypatch):
    warm(tmp_path, 90)
    seen = rendered(monkeypatch)
    CardArt(1.0, disk=FaceCache(tmp_path)).face("QH", 91)
    CardArt(2.0, disk=FaceCache(tmp_path)).face("QH", 90)
    assert seen == ["QH", "QH"]


def test_russian_indices_are_their_own_entry(qapp, tmp_path, monkeypatch):
    warm(tmp_path)
    seen = rendered(monkeypatch)
    CardArt(1.0, indices="russian", disk=FaceCache(tmp_path)).face("QH", 90)
    assert seen == ["russian/QH"]


def test_an_unwritable_cache_folder_is_no_error(qapp, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("in the way")
    disk = FaceCache(blocker / "cards")
    art = CardArt(1.0, disk=disk)
    assert not art.face("QH", 90).isNull()
    disk.flush()


def test_only_the_newest_sizes_are_kept(qapp, tmp_path):
    for width in range(60, 60 + face_cache.KEEP_SIZES + 3):
        warm(tmp_path, width)
    own = tmp_path / face_cache.SUBFOLDER
    assert [entry.name for entry in tmp_path.iterdir()] == [face_cache.SUBFOLDER]
    assert len([entry for entry in own.iterdir() if entry.is_dir()]) == face_cache.KEEP_SIZES


# -- the folder it is given is the player's: the cache keeps to a marked folder of its own (issue 47) --------


def everything(folder: Path) -> dict[str, bytes | str]:
    """What a folder holds, links and all, without following a link: path -> bytes, or the link's target."""
    found: dict[str, bytes | str] = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if path.is_symlink():
            found[name] = f"-> {os.readlink(path)}"
        elif path.is_file():
            found[name] = path.read_bytes()
        else:
            found[name] = "folder"
    return found


def open_window(open_table, monkeypatch: pytest.MonkeyPatch, cache: Path,
                size: tuple[int, int] = (1100, 760)):
    """The program's window on a Rainbow deal with its card cache in ``cache``, painted, its pictures written
    (as the settle timer writes them a second later)."""
    monkeypatch.setenv(face_cache.CACHE_VARIABLE, str(cache))
    table = open_table(new_game("rainbow", seed=1), size=size)
    table.window.grab()  # painted: its pictures drawn
    table.window.scene.art.disk.flush()
    return table


def test_the_players_folders_in_the_cache_folder_are_left_alone(open_table, monkeypatch, tmp_path):
    cache = tmp_path / "cache"  # PATIENCE_QT_CACHE_DIR=~/.cache, say
    for number in range(6):
        (cache / f"folder {number}").mkdir(parents=True)
        (cache / f"folder {number}" / "notes.txt").write_text(f"the player's notes, {number}")
    (cache / "v1-qt6.0.0-90w-1x").mkdir()  # a name like the cache's own, yet not in its folder
    (cache / "v1-qt6.0.0-90w-1x" / "QH@cards-00000000.png").write_bytes(b"the player's")
    (cache / "picture.png").write_bytes(b"the player's picture")
    before = everything(cache)
    for size in ((1100, 760), (1000, 700), (900, 700)):  # three sizes: more folders than the cache keeps
        open_window(open_table, monkeypatch, cache, size)
    after = everything(cache)
    assert {name: content for name, content in after.items() if name in before} == before
    made = {Path(name).parts[0] for name in after if name not in before}
    assert made == {face_cache.SUBFOLDER}  # all the cache wrote is in its own folder
    assert list((cache / face_cache.SUBFOLDER).rglob("*.png"))


@pytest.mark.parametrize("kind", ["a folder of the player's", "a link to the player's folder", "a file"])
def test_a_folder_of_the_caches_name_not_made_by_it_is_left_alone(qapp, tmp_path, monkeypatch, kind):
    cache, players = tmp_path / "cache", tmp_path / "player's"
    players.mkdir()
    (players / "notes.txt").write_text("the player's notes")
    cache.mkdir()
    own = cache / face_cache.SUBFOLDER
    if kind == "a folder of the player's":
        shutil.copytree(players, own)
    elif kind == "a link to the player's folder":
        (players / face_cache.MARK).write_text(face_cache.MARK_TEXT)  # even with the mark in it
        own.symlink_to(players, target_is_directory=True)
    else:
        own.write_text("the player's file")
    before = everything(tmp_path)
    warm(cache)
    assert everything(tmp_path) == before
    seen = rendered(monkeypatch)
    CardArt(1.0, disk=FaceCache(cache)).face("QH", 90)
    assert seen == ["QH"]  # drawn: nothing kept


def test_what_else_is_in_an_old_size_folder_stays(qapp, tmp_path):
    warm(tmp_path, 60)
    [old] = [path for path in (tmp_path / face_cache.SUBFOLDER).iterdir() if path.is_dir()]
    (old / "mine.txt").write_text("put here by hand")
    for width in range(61, 61 + face_cache.KEEP_SIZES):
        warm(tmp_path, width)
    assert [path.name for path in old.iterdir()] == ["mine.txt"]  # its pictures gone, the rest kept


@pytest.mark.parametrize("linked", ["an entry", "a size folder"])
def test_nothing_is_written_through_a_link(open_table, monkeypatch, tmp_path, linked):
    cache, players = tmp_path / "cache", tmp_path / "player's"
    open_window(open_table, monkeypatch, cache)
    [folder] = [path for path in (cache / face_cache.SUBFOLDER).iterdir() if path.is_dir()]
    players.mkdir()
    (players / "letter.txt").write_text("the player's letter")
    if linked == "an entry":
        entry = sorted(folder.glob("*.png"))[0]
        entry.unlink()
        entry.symlink_to(players / "letter.txt")  # the next run cannot read it and draws that card again
    else:
        shutil.rmtree(folder)
        folder.symlink_to(players, target_is_directory=True)
    before = everything(players)
    open_window(open_table, monkeypatch, cache)  # the next run
    assert everything(players) == before
    assert not list(cache.rglob(".writing-*"))  # no temporary file left behind
    if linked == "an entry":
        assert not entry.is_symlink() and entry.stat().st_size > 0  # the link itself replaced by the picture


def test_swapped_entries_are_drawn_again_as_the_cards_they_are_named_for(open_table, monkeypatch, tmp_path):
    cache = tmp_path / "cache"
    open_window(open_table, monkeypatch, cache)
    [folder] = [path for path in (cache / face_cache.SUBFOLDER).iterdir() if path.is_dir()]
    first, second = [path for path in sorted(folder.glob("*.png")) if not path.name.startswith("back")][:2]
    pictures = first.read_bytes(), second.read_bytes()
    second.write_bytes(pictures[0])  # each the picture of the other card: a PNG of the right size
    first.write_bytes(pictures[1])
    cards = [path.name.split("@")[0] for path in (first, second)]
    seen = rendered(monkeypatch)
    table = open_window(open_table, monkeypatch, cache)  # the next run
    assert sorted(seen) == sorted(cards)  # those two drawn from their art again, the rest read back
    art = table.window.scene.art
    shown = {str(item.card): item for item in table.scene.items()
             if isinstance(item, CardItem) and item.face_up}
    for card in cards:
        width = shown[card].width
        drawn = art.face(card, width).toImage()  # what the card's item paints
        assert drawn == CardArt(art.dpr)._render(card, width).toImage()  # the card it is, not the other
    assert first.read_bytes() != pictures[1] and second.read_bytes() != pictures[0]  # and stored right


@pytest.mark.parametrize("where", ["the program's own cache folder", "a folder PATIENCE_QT_CACHE_DIR names"])
def test_the_pictures_of_versions_before_the_mark_go_from_the_programs_own_folder_only(
        qapp, tmp_path, monkeypatch, where):
    own = tmp_path / "own"
    monkeypatch.setattr(face_cache, "qt_cache_location", lambda: own)
    if where == "the program's own cache folder":
        monkeypatch.delenv(face_cache.CACHE_VARIABLE)
        folder = own
    else:
        folder = tmp_path / "named"
        monkeypatch.setenv(face_cache.CACHE_VARIABLE, str(folder))
    old = folder / face_cache.LEGACY / "v1-qt6.5.0-90w-1x"
    old.mkdir(parents=True)
    (old / "QH@cards-0123abcd.png").write_bytes(b"an old picture")
    kept = folder / face_cache.LEGACY / "v1-qt6.5.0-72w-1x"
    kept.mkdir()
    (kept / "mine.txt").write_text("not the cache's")
    warm(face_cache.default_cache_dir())
    assert list((folder / face_cache.SUBFOLDER).rglob("*.png"))
    assert (kept / "mine.txt").read_text() == "not the cache's"
    assert old.exists() == (where != "the program's own cache folder")


@pytest.mark.parametrize("left", ["nothing", "a mark cut short"])
def test_a_folder_a_run_made_but_did_not_mark_is_taken_up(qapp, tmp_path, monkeypatch, left):
    own = tmp_path / face_cache.SUBFOLDER
    own.mkdir()
    if left == "a mark cut short":
        (own / face_cache.MARK).write_text(face_cache.MARK_TEXT[:10])
    warm(tmp_path)
    assert (own / face_cache.MARK).read_text() == face_cache.MARK_TEXT
    seen = rendered(monkeypatch)
    CardArt(1.0, disk=FaceCache(tmp_path)).face("QH", 90)
    assert seen == []  # read back
