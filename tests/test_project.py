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
# modules allowed over MAX_LINES for now, each with its reason (a module leaves the list once it is
# under: the test below fails for a name that no longer needs to be here)
LONG_MODULES: set[str] = set()
# import edges allowed to close a cycle, each with its reason
CYCLE_EDGES = {
    # Game.from_json (the headless contract) deals the saved game through the catalogue, which makes
    # games; the import runs only when from_json is called, after both modules are loaded
    ("patience_qt.rules.game", "patience_qt.rules.catalog"),
}


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


def imports_of(name: str, path: Path, modules: set[str], types: bool = False) -> set[str]:
    """The package's modules this module imports: at the top, inside functions, anywhere it runs (and
    with ``types``, those imported for the type checker alone too).

    ``from .pkg import name`` counts as importing ``pkg.name`` when that is a module, else ``pkg``.
    The packages above a module are not counted (every submodule would otherwise form a cycle with a
    package that imports it).
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
    found.discard(name)
    return found


def import_graph(root: Path, types: bool = False) -> dict[str, set[str]]:
    paths = {module_name(path, root): path for path in (root / "patience_qt").rglob("*.py")}
    return {name: imports_of(name, path, set(paths), types) for name, path in paths.items()}


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
# cli_input reads the command lines of both entries (the window's, play's) and knows only the rules
LAYERS = {"rules": {"rules"}, "layout": {"layout", "rules"}, "play": {"play", "rules", "cli_input"},
          "store": {"store", "rules"}, "ui": {"ui", "layout", "play", "store", "rules", "assets"},
          "cli_input": {"rules"}}
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
    graph = import_graph(root, types=True)
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
    graph = import_graph(root, types=True)
    plain = import_graph(root)
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
    sizes = {
        path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in (ROOT / "patience_qt").rglob("*.py")
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


# -- what a module uses of the window, in its signature --------------------------------------------------

# the window as Any, without a type at all, or looked into by name: ``getattr``/``hasattr`` on any window or
# parent, however it is reached (``parent``, ``self.window``, ``main_window``, ``self.parentWidget()``)
UNTYPED_WINDOW = re.compile(r"\bwindow: Any\b|\bdef \w+\((self, )?window[,)]"
                            r"|\b(getattr|hasattr)\(\s*(self\.)?\w*(?i:window|parent)\w*\b")
# modules allowed to take the main window untyped, each with its reason (none now; the test below fails for
# a name that no longer needs to be here)
UNTYPED_WINDOW_MODULES: set[str] = set()


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
