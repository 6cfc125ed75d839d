"""The project a newcomer meets: README's commands and CI must agree."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import TypeGuard

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"^```sh\n(.*?)\n```", text, flags=re.MULTILINE | re.DOTALL)


def test_ci_runs_the_readme_test_command_word_for_word() -> None:
    test_commands = [block for block in readme_commands() if "pytest" in block]
    assert test_commands, "README.md shows no test command"
    assert test_commands[0].strip() in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    # and the workflow's test job, on Linux, before anything is packed (tests/test_packing.py)
    workflow = (ROOT / ".github" / "workflows" / "package.yml").read_text(encoding="utf-8")
    assert f"\n          {test_commands[0].strip()}\n" in workflow


def test_ci_also_runs_the_slow_tests_the_default_command_leaves_out() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r"^addopts = .*-m 'not slow'", pyproject, flags=re.MULTILINE)
    assert "\n.venv/bin/python -m pytest -m slow\n" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    marked = [path for path in (ROOT / "tests").rglob("test_*.py") if "mark.slow" in path.read_text("utf-8")]
    assert marked, "nothing is marked slow: the second command runs no test"


def test_readme_starts_the_game() -> None:
    assert any("python -m patience_qt" in block and "pip install" in block for block in readme_commands())


README_MAX_BYTES = 10_000
README_LINKS = ("docs/architecture.md", "docs/rules.md", "docs/odds.md", "docs/benchmarks.md",
                "docs/install.md", "docs/playing.md")


def test_readme_stays_short_and_links_the_long_documents() -> None:
    """README is the front door (what it is, pictures, the commands, how to play, files, build); the
    rules, the odds and the benchmark tables live in docs/ and README links each of them."""
    readme = ROOT / "README.md"
    size = len(readme.read_bytes())
    assert size <= README_MAX_BYTES, f"README.md is {size} bytes, more than {README_MAX_BYTES}"
    text = readme.read_text(encoding="utf-8")
    for target in README_LINKS:
        assert f"]({target})" in text, f"README.md does not link {target}"
        assert (ROOT / target).is_file(), f"README.md links {target}, which is missing"


def test_nothing_under_rules_play_layout_or_store_imports_qt() -> None:
    for folder in ("rules", "play", "layout", "store"):
        for path in (ROOT / "patience_qt" / folder).rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            assert not re.search(r"^\s*(from|import)\s+(PySide6|shiboken6)", source, re.MULTILINE), path


def test_no_module_reaches_into_a_games_private_parts() -> None:
    # the game's caches and undo journal are its own (the look-ahead once wrote ``game._legal``): what a
    # caller needs the core offers in public (``Game.copy``, ``pop`` giving back the legal moves)
    private = re.compile(r"\.(_legal|_undo|_journal)\b")
    for path in (ROOT / "patience_qt").rglob("*.py"):
        if path == ROOT / "patience_qt" / "rules" / "game.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            assert not private.search(line), f"{path.relative_to(ROOT)}:{number}: {line.strip()}"


# -- modules of one job --------------------------------------------------------------------------------

MAX_LINES = 600
# the files the limit holds for: the Python modules and the compiled core's C files and headers
LIMITED_SUFFIXES = (".py", ".c", ".h")
# modules allowed over MAX_LINES for now, each with its reason (a module leaves the list once it is
# under: the test below fails for a name that no longer needs to be here)
LONG_MODULES: set[str] = set()
# import edges allowed to close a cycle, each with its reason
CYCLE_EDGES: set[tuple[str, str]] = set()


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_only(node: ast.AST) -> TypeGuard[ast.If]:
    """``if TYPE_CHECKING:``: imports for the type checker alone, never run."""
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def imports_of(name: str, path: Path, modules: set[str], types: bool = False,
               packages: bool = True) -> set[str]:
    """The package's modules this module imports: at the top, inside functions, anywhere it runs (and
    with ``types``, those imported for the type checker alone too).

    ``from .pkg import name`` counts as importing ``pkg.name`` when that is a module, else ``pkg``.
    Importing a module runs the ``__init__`` of each package above it first, so with ``packages``
    ``pkg.sub.name`` counts as importing ``pkg.sub`` and ``pkg`` too, but for the packages above this
    module itself: those have begun loading before it runs (every submodule would otherwise form a cycle
    with a package that imports it). The layers' and rooms' checks leave them out: a package lies in
    the layer and room of its modules, so the module imported says where the import points.
    """
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if _type_checking_only(child) and not types:
                for other in child.orelse:
                    visit_node(other)
            else:
                visit_node(child)

    def visit_node(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                if f"{target}.{alias.name}" in modules:
                    found.add(f"{target}.{alias.name}")
                elif target in modules:
                    found.add(target)
        visit(node)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    own = {name.rsplit(".", cut)[0] for cut in range(name.count(".") + 1)}  # itself, the packages above it
    for target in list(found) if packages else ():
        parts = target.split(".")
        found.update(package for package in (".".join(parts[:depth]) for depth in range(1, len(parts)))
                     if package in modules)
    return found - own


def import_graph(root: Path, types: bool = False, packages: bool = True) -> dict[str, set[str]]:
    paths = {module_name(path, root): path for path in (root / "patience_qt").rglob("*.py")}
    return {name: imports_of(name, path, set(paths), types, packages) for name, path in paths.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph as a path (its first module again at the end), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def walk(module: str) -> list[str] | None:
        state[module] = 1
        path.append(module)
        for target in sorted(graph.get(module, ())):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                cycle = walk(target)
                if cycle is not None:
                    return cycle
        path.pop()
        state[module] = 2
        return None

    for module in sorted(graph):
        if module not in state:
            cycle = walk(module)
            if cycle is not None:
                return cycle
    return None


# -- the layers, and the rooms of ui/ ---------------------------------------------------------------------

# ui -> layout, play, store -> rules: what each layer may import of the package (itself included);
# cli_input reads the command lines of both entries (the window's, play's) and knows only the rules;
# quoting (how a message quotes a value) imports nothing of the package and lies below every layer
LAYERS = {"rules": {"rules", "quoting"}, "layout": {"layout", "rules", "quoting"},
          "play": {"play", "rules", "cli_input", "quoting"},
          "store": {"store", "rules", "quoting"},
          "ui": {"ui", "layout", "play", "store", "rules", "assets", "help_pages", "quoting"},
          "cli_input": {"rules", "quoting"}, "quoting": set()}
PACKAGE = "patience_qt"
# ui's rooms, lowest first: a room may import its own modules and those of the rooms before it
ROOMS = ("text", "table", "settings", "input", "solver", "dialogs", "window")
# the few modules of ui/ itself, below every room: their imports for the type checker may name any room
UI_ROOT = {"patience_qt.ui", "patience_qt.ui.qt_guard", "patience_qt.ui.window_parts"}


def _part(module: str, depth: int) -> str:
    parts = module.split(".")
    return parts[depth] if len(parts) > depth else ""


def layer_violations(root: Path) -> list[str]:
    """Imports (those for the type checker too) that run against ``LAYERS``."""
    graph = import_graph(root, types=True, packages=False)
    found = []
    for source, targets in graph.items():
        allowed = LAYERS.get(_part(source, 1))
        if allowed is None:  # the program's entry (__main__, the command line, the self-test) uses all
            continue
        # the package itself (its __init__: the version, and no import) is below every layer
        found += [f"{source} -> {target}" for target in sorted(targets)
                  if target != PACKAGE and _part(target, 1) not in allowed]
    return found


def room_violations(root: Path) -> list[str]:
    """Imports between ui's rooms that run up (those for the type checker too, but for ``UI_ROOT``'s), and
    ui modules that sit in no room."""
    graph = import_graph(root, types=True, packages=False)
    plain = import_graph(root, packages=False)
    found = []
    for source in sorted(graph):
        if _part(source, 1) != "ui":
            continue
        if source in UI_ROOT:
            found += [f"{source} -> {target}" for target in sorted(plain[source])
                      if _part(target, 1) == "ui" and target not in UI_ROOT]
            continue
        room = _part(source, 2)
        if room not in ROOMS:
            found.append(f"{source}: in no room of {ROOMS}")
            continue
        for target in sorted(graph[source]):
            if _part(target, 1) != "ui" or target in UI_ROOT:
                continue
            other = _part(target, 2)
            if other not in ROOMS or ROOMS.index(other) > ROOMS.index(room):
                found.append(f"{source} -> {target}")
    return found


# play's rooms, lowest first: the hints know nothing of the solver or the odds, the solver nothing of the
# odds; the modules at play's top (the session, the families' records, the look back, the command) and the
# rooms may use each other
PLAY_ROOMS = ("hints", "solver", "odds")


def play_room_violations(root: Path) -> list[str]:
    """Imports between play's rooms that run up (those for the type checker too)."""
    graph = import_graph(root, types=True, packages=False)
    found = []
    for source in sorted(graph):
        if _part(source, 1) != "play" or _part(source, 2) not in PLAY_ROOMS:
            continue
        room = PLAY_ROOMS.index(_part(source, 2))
        found += [f"{source} -> {target}" for target in sorted(graph[source])
                  if _part(target, 1) == "play" and _part(target, 2) in PLAY_ROOMS
                  and PLAY_ROOMS.index(_part(target, 2)) > room]
    return found


def test_the_rooms_of_play_import_downwards_only(tmp_path) -> None:
    assert play_room_violations(ROOT) == []
    play = tmp_path / "patience_qt" / "play"
    for folder in (play / "hints", play / "odds"):
        folder.mkdir(parents=True)
        (folder / "__init__.py").write_text("")
    (tmp_path / "patience_qt" / "__init__.py").write_text("")
    (play / "__init__.py").write_text("")
    (play / "hints" / "rainbow.py").write_text("def f():\n    from ..odds.simulate import MAX_MOVES\n")
    (play / "odds" / "simulate.py").write_text("from ..hints import rainbow\n")  # down: allowed
    assert play_room_violations(tmp_path) == [
        "patience_qt.play.hints.rainbow -> patience_qt.play.odds.simulate"]


def test_the_layers_import_downwards_only() -> None:
    assert layer_violations(ROOT) == []


def test_the_package_itself_imports_nothing_so_that_every_layer_may_read_its_version() -> None:
    init = ROOT / "patience_qt" / "__init__.py"
    tree = ast.parse(init.read_text(encoding="utf-8"))
    assert not [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]


def test_the_rooms_of_ui_import_downwards_only_and_every_ui_module_has_a_room() -> None:
    assert room_violations(ROOT) == []


def test_the_room_check_finds_an_import_that_runs_up_and_a_module_in_no_room(tmp_path) -> None:
    ui = tmp_path / "patience_qt" / "ui"
    for folder in (ui / "text", ui / "window", tmp_path / "patience_qt" / "rules"):
        folder.mkdir(parents=True)
        (folder / "__init__.py").write_text("")
    (tmp_path / "patience_qt" / "__init__.py").write_text("")
    (ui / "__init__.py").write_text("")
    (ui / "window" / "main_window.py").write_text("from ..text import words\n")  # down: allowed
    (ui / "text" / "words.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..window import main_window\n")
    (ui / "loose.py").write_text("")
    (tmp_path / "patience_qt" / "rules" / "cards.py").write_text("from ..ui.text import words\n")
    assert room_violations(tmp_path) == ["patience_qt.ui.loose: in no room of " + str(ROOMS),
                                         "patience_qt.ui.text.words -> patience_qt.ui.window.main_window"]
    assert layer_violations(tmp_path) == ["patience_qt.rules.cards -> patience_qt.ui.text.words"]


def test_no_module_is_over_600_lines() -> None:
    # (C too: the compiled core's files were 935, 900 and 784 lines before they were split by job)
    sizes = {
        path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in (ROOT / "patience_qt").rglob("*") if path.suffix in LIMITED_SUFFIXES
    }
    long = sorted(f"{name} ({lines} lines)" for name, lines in sizes.items()
                  if lines > MAX_LINES and name not in LONG_MODULES)
    assert long == [], f"modules over {MAX_LINES} lines: split them into modules of one job: {long}"
    stale = sorted(name for name in LONG_MODULES if sizes.get(name, 0) <= MAX_LINES)
    assert stale == [], f"no longer over {MAX_LINES} lines: take them off LONG_MODULES: {stale}"


def test_there_is_no_import_cycle_among_the_programs_modules() -> None:
    graph = import_graph(ROOT)
    assert len(graph) > 50 and "patience_qt.play.solver.search" in graph["patience_qt.play.solver.decide"]
    for source, target in CYCLE_EDGES:
        assert target in graph[source], f"{source} no longer imports {target}: take it off CYCLE_EDGES"
        graph[source].discard(target)
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_there_is_no_import_cycle_even_through_imports_for_the_type_checker() -> None:
    """A type-only import up is a circle as well: what the lower module needs of the higher one is a
    Protocol the lower one owns (``game.GameRules``, ``reason_text.Worded``, ``autoplay.AutoplayedTable``)."""
    cycle = find_cycle(import_graph(ROOT, types=True))
    assert cycle is None, "import cycle (type-only imports counted): " + " -> ".join(cycle or [])


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import(tmp_path) -> None:
    package = tmp_path / "patience_qt"
    (package / "play").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "play" / "__init__.py").write_text("")
    (package / "play" / "odds.py").write_text("def main():\n    from .__main__ import main\n")
    (package / "play" / "__main__.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import simulate\n"
        "def odds():\n    from .odds import odds\n")
    (package / "play" / "simulate.py").write_text("from . import __main__\n")
    graph = import_graph(tmp_path)
    assert graph["patience_qt.play.__main__"] == {"patience_qt.play.odds"}  # the type-only import left out
    assert find_cycle(graph) == ["patience_qt.play.__main__", "patience_qt.play.odds",
                                 "patience_qt.play.__main__"]


def test_the_cycle_finder_sees_the_init_of_a_package_a_module_is_imported_from(tmp_path) -> None:
    """``from ..solver.rainbow import Twin`` runs ``solver/__init__.py`` first: a cycle through it counts,
    found through a function-level import too."""
    package = tmp_path / "patience_qt"
    (package / "play" / "solver").mkdir(parents=True)
    for folder in (package, package / "play", package / "play" / "solver"):
        (folder / "__init__.py").write_text("")
    (package / "play" / "families.py").write_text("def twin():\n    from .solver.rainbow import Twin\n")
    (package / "play" / "solver" / "__init__.py").write_text("from .decide import solve\n")
    (package / "play" / "solver" / "decide.py").write_text("from ..families import twin\n")
    (package / "play" / "solver" / "rainbow.py").write_text("from . import decide\n")  # its own: no edge
    graph = import_graph(tmp_path)
    assert graph["patience_qt.play.families"] == {"patience_qt.play.solver",
                                                  "patience_qt.play.solver.rainbow"}
    assert graph["patience_qt.play.solver.rainbow"] == {"patience_qt.play.solver.decide"}
    assert find_cycle(graph) == ["patience_qt.play.families", "patience_qt.play.solver",
                                 "patience_qt.play.solver.decide", "patience_qt.play.families"]


# -- one name per role ------------------------------------------------------------------------------------

# file names any number of modules may share: a package's own module and its entry, and a family's name
# (each room that keeps a part of every family has a module a family: rules/families/, rules/texts/,
# play/hints/)
SHARED_NAMES = {"__init__", "__main__"}


def shared_file_names(root: Path, families: set[str]) -> dict[str, list[str]]:
    """File names that two modules of the package share, but ``SHARED_NAMES`` and the families'."""
    where: dict[str, list[str]] = {}
    for path in sorted((root / "patience_qt").rglob("*.py")):
        if path.stem not in SHARED_NAMES | families:
            where.setdefault(path.name, []).append(path.relative_to(root).as_posix())
    return {name: paths for name, paths in where.items() if len(paths) > 1}


def test_no_two_modules_share_a_file_name() -> None:
    """A name says one role: ``where_wrong.py`` was the look back in play/ and its thread in ui/solver/,
    ``reason_text.py`` the templates in rules/ and their translation in ui/text/."""
    from patience_qt.rules.catalog import FAMILIES

    assert shared_file_names(ROOT, set(FAMILIES)) == {}


def test_the_name_check_finds_a_name_used_twice_and_lets_a_family_module_be(tmp_path) -> None:
    for module in ("play/where_wrong.py", "ui/solver/where_wrong.py", "play/hints/rainbow.py",
                   "play/solver/rainbow.py", "play/__main__.py", "play/odds/__main__.py"):
        (tmp_path / "patience_qt" / module).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "patience_qt" / module).write_text("")
    assert shared_file_names(tmp_path, {"rainbow"}) == {
        "where_wrong.py": ["patience_qt/play/where_wrong.py", "patience_qt/ui/solver/where_wrong.py"]}


# -- what a module uses of the window, in its signature --------------------------------------------------

# the window as Any, without a type at all, or looked into by name: ``getattr``/``hasattr`` on any window or
# parent, however it is reached (``parent``, ``self.window``, ``main_window``, ``self.parentWidget()``)
UNTYPED_WINDOW = re.compile(r"\bwindow: Any\b|\bdef \w+\((self, )?window[,)]"
                            r"|\b(getattr|hasattr)\(\s*(self\.)?\w*(?i:window|parent)\w*\b")
# modules allowed to take the main window untyped, each with its reason (none now; the test below fails for
# a name that no longer needs to be here)
UNTYPED_WINDOW_MODULES: set[str] = set()


def test_the_window_parts_module_names_no_room_of_ui_not_even_for_the_type_checker() -> None:
    """Each installer takes the window's parts it uses, typed where it uses them: ``window_parts`` (below
    every room) holds only the shapes they share, and imports none of the rooms above it."""
    graph = import_graph(ROOT, types=True, packages=False)
    assert sorted(t for t in graph["patience_qt.ui.window_parts"] if t.startswith("patience_qt.ui.")) == []


def test_no_module_takes_the_main_window_as_any_and_reaches_into_it() -> None:
    """The window hands its installers the typed parts they use (``ui/window_parts.py``): what a module
    uses of the window shows in its signature and its imports, not in ``getattr(window, "…")``."""
    found: dict[str, list[str]] = {}
    for path in (ROOT / "patience_qt").rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if UNTYPED_WINDOW.search(line):
                found.setdefault(path.relative_to(ROOT).as_posix(), []).append(f"{number}: {line.strip()}")
    untyped = {name: lines for name, lines in found.items() if name not in UNTYPED_WINDOW_MODULES}
    assert untyped == {}, f"the window taken untyped: give these its typed parts: {untyped}"
    stale = sorted(UNTYPED_WINDOW_MODULES - set(found))
    assert stale == [], f"no longer taking the window untyped: take them off UNTYPED_WINDOW_MODULES: {stale}"


def test_the_untyped_window_pattern_finds_a_look_into_any_window_or_parent() -> None:
    reaching = ['action = getattr(parent, name, None)',  # the solver box's old way to the Undo action
                'getattr(window, "keeper")', 'hasattr(self.window, "undo_action")',
                'getattr(self.parentWidget(), "statusBar")', 'getattr(main_window, "scene", None)',
                'getattr( self.parent(), "x")', 'def install(window):', 'def f(self, window: Any) -> None:']
    assert [line for line in reaching if not UNTYPED_WINDOW.search(line)] == []
    innocent = ['getattr(sys, "_MEIPASS", None)', 'getattr(self.view, "accessibility", None)',
                'getattr(os, "O_NONBLOCK", 0)', 'self.window.statusBar()', 'parent.addAction(action)']
    assert [line for line in innocent if UNTYPED_WINDOW.search(line)] == []
