"""The program's translations: find the texts in the code, keep the Qt Linguist sources up to date, compile.

    python tools/build_translations.py            compile resources/translations/*.ts to .qm (stale ones)
    python tools/build_translations.py --update   add the code's new texts to the .ts files (unfinished),
                                                  drop the ones the code no longer has
    python tools/build_translations.py --check    exit 1 if a text of the code has no finished translation

The program loads only the compiled .qm files: the package build (setup.py's build_py, so `pip install`
and `pip install -e .` too) and packaging/build.py write them with tools/qm_writer.py, and the tests
compile them once per session when they are missing; run this after editing a .ts by hand.

Why not ``pyside6-lupdate``: it gives a bare ``tr("…")`` helper an empty context, while at run time such a
helper asks ``QCoreApplication.translate`` with its module's context, so those texts would never be found.
This extractor reads the code with ``ast`` and knows the forms the program uses:

* ``self.tr(text[, disambiguation[, n]])`` in a class: the class's name is the context;
* ``QCoreApplication.translate(context, text[, disambiguation[, n]])``;
* ``QT_TRANSLATE_NOOP(context, text)`` (texts kept in tables and translated later);
* a module's helper ``def tr(text): return QCoreApplication.translate("Context", text)``: calls of it;
* ``translate(context, TABLE[...])`` / ``tr(TABLE.get(...))`` where TABLE is a module-level dict, list or
  tuple of strings, the module's own or imported from another module of the package (``from
  ..rules.reason_text import SUIT_WORDS``): every string of the table.

A third argument (``n``) makes a plural text (``%n``): Russian has three forms, English two.
"""

from __future__ import annotations

import argparse
import ast
import sys
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "patience_qt"
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = {"ru": ("ru_RU", 3), "en": ("en_US", 2)}  # language -> (TS language, plural forms)


@dataclass(frozen=True, order=True)
class Message:
    context: str
    source: str
    comment: str = ""
    numerus: bool = False


@dataclass
class Translation:
    texts: list[str] = field(default_factory=list)  # one text, or the plural forms
    finished: bool = False


# -- extracting ----------------------------------------------------------------------------------------
def _literal(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _strings(node: ast.AST) -> list[str]:
    """The strings of a literal table (dict values, list/tuple items; QT_TRANSLATE_NOOP calls too)."""
    values: list[ast.AST] = []
    if isinstance(node, ast.Dict):
        values = list(node.values)
    elif isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        values = list(node.elts)
    found = []
    for value in values:
        text = _literal(value)
        if text is None and isinstance(value, ast.Call) and _call_name(value) == "QT_TRANSLATE_NOOP":
            text = _literal(value.args[1]) if len(value.args) > 1 else None
        if text is not None:
            found.append(text)
    return found


def module_tables(tree: ast.Module) -> dict[str, list[str]]:
    """A module's tables of strings at its top level, by name."""
    tables: dict[str, list[str]] = {}
    for node in tree.body:
        targets: list[ast.AST] = []
        value: ast.AST | None = None
        if isinstance(node, ast.Assign):
            targets, value = list(node.targets), node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        for target in targets:
            if isinstance(target, ast.Name) and value is not None:
                strings = _strings(value)
                if strings:
                    tables[target.id] = strings
    return tables


def _module_name(package: Path, path: Path) -> tuple[str, ...]:
    parts = (package.name, *path.relative_to(package).with_suffix("").parts)
    return parts[:-1] if parts[-1] == "__init__" else parts


def imported_tables(package: Path, path: Path, tree: ast.Module,
                    tables: dict[tuple[str, ...], dict[str, list[str]]]) -> dict[str, list[str]]:
    """The tables a module imports from another module of the package (``from ..rules.reason_text import
    SUIT_WORDS``): a table is defined once, where it belongs, and translated where it is shown."""
    name = _module_name(package, path)
    home = name if path.name == "__init__.py" else name[:-1]  # the package a relative import starts from
    found: dict[str, list[str]] = {}
    for node in tree.body:
        if not isinstance(node, ast.ImportFrom):
            continue
        base = home[:len(home) - node.level + 1] if node.level else ()
        source = (*base, *(node.module or "").split(".")) if node.module else base
        for alias in node.names:
            strings = tables.get(source, {}).get(alias.name)
            if strings:
                found[alias.asname or alias.name] = strings
    return found


class _Extractor(ast.NodeVisitor):
    def __init__(self, path: Path, tree: ast.Module, imported: dict[str, list[str]] | None = None) -> None:
        self.path = path
        self.messages: set[Message] = set()
        self.problems: list[str] = []
        self.classes: list[str] = []
        self.helpers: dict[str, str] = {}  # helper function name -> context
        # module-level table name -> its strings: the module's own and those it imports from the package
        self.tables: dict[str, list[str]] = dict(imported or {})
        self.tables.update(module_tables(tree))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                context = self._helper_context(node)
                if context is not None:
                    self.helpers[node.name] = context

    @staticmethod
    def _helper_context(node: ast.FunctionDef) -> str | None:
        """``def tr(text): return QCoreApplication.translate("Context", text)`` -> "Context"."""
        if len(node.body) != 1 or not isinstance(node.body[0], ast.Return):
            return None
        value = node.body[0].value
        if not isinstance(value, ast.Call) or _call_name(value) != "translate" or len(value.args) < 2:
            return None
        context = _literal(value.args[0])
        parameter = node.args.args[0].arg if node.args.args else None
        text = value.args[1]
        if context is None or not (isinstance(text, ast.Name) and text.id == parameter):
            return None
        return context

    def where(self, node: ast.AST) -> str:
        path = self.path.relative_to(ROOT) if ROOT in self.path.parents else self.path
        return f"{path}:{getattr(node, 'lineno', '?')}"

    def visit_ClassDef(self, node: ast.ClassDef) -> None:  # noqa: N802
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:  # noqa: N802
        if node.name in self.helpers and not self.classes:
            return  # the helper's own body: its text argument is not a text
        self.generic_visit(node)

    def add(self, node: ast.Call, context: str, text_node: ast.AST, rest: list[ast.AST],
            counted: bool = False) -> None:
        comment = _literal(rest[0]) if rest else None
        numerus = counted or len(rest) >= 2 or any(keyword.arg == "n" for keyword in node.keywords)
        for keyword in node.keywords:
            if keyword.arg == "disambiguation":
                comment = _literal(keyword.value)
        text = _literal(text_node)
        if text is not None:
            self.messages.add(Message(context, text, comment or "", numerus))
            return
        if isinstance(text_node, ast.JoinedStr):
            self.problems.append(f"{self.where(node)}: an f-string cannot be translated; use .format()")
            return
        for name in ast.walk(text_node):  # TABLE[key], TABLE.get(key, default): every string of the table
            if isinstance(name, ast.Name) and name.id in self.tables:
                for source in self.tables[name.id]:
                    self.messages.add(Message(context, source, comment or "", numerus))

    def visit_Call(self, node: ast.Call) -> None:  # noqa: N802
        name = _call_name(node)
        args = list(node.args)
        if name == "tr" and isinstance(node.func, ast.Attribute) and args:
            owner = node.func.value
            if isinstance(owner, ast.Name) and owner.id in ("self", "cls") and self.classes:
                self.add(node, self.classes[-1], args[0], args[1:])
            elif _literal(args[0]) is not None:
                self.problems.append(f"{self.where(node)}: tr() of another object: its class is the context")
        elif name in self.helpers and isinstance(node.func, ast.Name) and args:
            self.add(node, self.helpers[name], args[0], args[1:])
        elif name == "translate" and len(args) >= 2 and _literal(args[0]) is not None:
            self.add(node, _literal(args[0]) or "", args[1], args[2:])
        elif name == "QT_TRANSLATE_NOOP" and len(args) >= 2 and _literal(args[0]) is not None:
            # a kept text with a count in it (``%n``) is a plural text: it is translated with its count
            self.add(node, _literal(args[0]) or "", args[1], [], counted="%n" in (_literal(args[1]) or ""))
        elif name == "QT_TR_NOOP" and args and self.classes:
            self.add(node, self.classes[-1], args[0], [])
        self.generic_visit(node)


def extract(package: Path = PACKAGE) -> tuple[set[Message], list[str]]:
    """Every translatable text of the package, and the problems met (f-strings, unknown contexts)."""
    messages: set[Message] = set()
    problems: list[str] = []
    paths = sorted(package.rglob("*.py"))
    trees = {path: ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in paths}
    tables = {_module_name(package, path): module_tables(tree) for path, tree in trees.items()}
    for path, tree in trees.items():
        extractor = _Extractor(path, tree, imported_tables(package, path, tree, tables))
        extractor.visit(tree)
        messages |= extractor.messages
        problems += extractor.problems
    return messages, problems


# -- the .ts files -------------------------------------------------------------------------------------
def ts_path(lang: str) -> Path:
    return FOLDER / f"patience_qt_{lang}.ts"


def read_ts(path: Path) -> dict[Message, Translation]:
    import xml.etree.ElementTree as ElementTree

    found: dict[Message, Translation] = {}
    if not path.is_file():
        return found
    root = ElementTree.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for element in context.iter("message"):
            numerus = element.get("numerus") == "yes"
            source, comment = element.findtext("source") or "", element.findtext("comment") or ""
            message = Message(name, source, comment, numerus)
            translation = element.find("translation")
            if translation is None:
                found[message] = Translation()
                continue
            kind = translation.get("type")
            texts = ([form.text or "" for form in translation.iter("numerusform")] if numerus
                     else [translation.text or ""])
            found[message] = Translation(texts, kind not in ("unfinished", "obsolete", "vanished"))
    return found


def write_ts(path: Path, lang: str, entries: dict[Message, Translation]) -> None:
    ts_language, _forms = LANGUAGES[lang]
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{ts_language}" sourcelanguage="en_US">']
    contexts = sorted({message.context for message in entries})
    for context in contexts:
        lines += ["<context>", f"    <name>{escape(context, quote=False)}</name>"]
        for message in sorted(m for m in entries if m.context == context):
            translation = entries[message]
            numerus = ' numerus="yes"' if message.numerus else ""
            lines.append(f"    <message{numerus}>")
            lines.append(f"        <source>{escape(message.source, quote=False)}</source>")
            if message.comment:
                lines.append(f"        <comment>{escape(message.comment, quote=False)}</comment>")
            kind = "" if translation.finished else ' type="unfinished"'
            if message.numerus:
                lines.append(f"        <translation{kind}>")
                for text in translation.texts:
                    lines.append(f"            <numerusform>{escape(text, quote=False)}</numerusform>")
                lines.append("        </translation>")
            else:
                text = translation.texts[0] if translation.texts else ""
                lines.append(f"        <translation{kind}>{escape(text, quote=False)}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def merged(lang: str, messages: set[Message]) -> dict[Message, Translation]:
    """The code's messages with the translations the .ts already has; new ones unfinished.

    English is the source language: its singular texts are the source itself (finished); only its
    plural texts need writing (one and many)."""
    _language, forms = LANGUAGES[lang]
    old = read_ts(ts_path(lang))
    entries: dict[Message, Translation] = {}
    for message in messages:
        translation = old.get(message)
        if translation is None or len(translation.texts) != (forms if message.numerus else 1):
            translation = Translation([""] * (forms if message.numerus else 1))
        if lang == "en" and not message.numerus:
            translation = Translation([message.source], True)
        entries[message] = translation
    return entries


def missing(lang: str, messages: set[Message]) -> list[str]:
    """The code's texts without a finished, non-empty translation in ``lang``'s .ts."""
    have = read_ts(ts_path(lang))
    problems = []
    for message in sorted(messages):
        translation = have.get(message)
        if translation is None:
            problems.append(f"{lang}: not in the .ts: [{message.context}] {message.source!r}")
        elif not translation.finished or not all(text.strip() for text in translation.texts):
            problems.append(f"{lang}: unfinished: [{message.context}] {message.source!r}")
    return problems


# -- compiling -----------------------------------------------------------------------------------------
def compile_all(force: bool = False) -> int:
    """Every .ts of the folder into a .qm beside it (the stale ones, or all with ``force``)."""
    sys.path.insert(0, str(ROOT))
    from tools.qm_writer import compile_folder

    for qm in compile_folder(FOLDER, FOLDER, force=force):
        print(f"compiled {qm.relative_to(ROOT)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--update", action="store_true", help="bring the .ts files up to date with the code")
    parser.add_argument("--check", action="store_true", help="fail if a text has no finished translation")
    parser.add_argument("--force", action="store_true", help="compile every .ts, stale or not")
    args = parser.parse_args(argv)
    messages, problems = extract()
    for problem in problems:
        print(f"build_translations: {problem}", file=sys.stderr)
    if args.update:
        for lang in LANGUAGES:
            entries = merged(lang, messages)
            write_ts(ts_path(lang), lang, entries)
            todo = sum(1 for translation in entries.values() if not translation.finished)
            print(f"{ts_path(lang).relative_to(ROOT)}: {len(entries)} texts, {todo} to translate")
        return 0
    if args.check:
        gaps = [gap for lang in LANGUAGES for gap in missing(lang, messages)]
        for gap in gaps:
            print(gap)
        return 1 if gaps or problems else 0
    return compile_all(args.force)


if __name__ == "__main__":
    sys.exit(main())
