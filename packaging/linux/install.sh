#!/bin/sh
# Install Patience Qt for this user, from the folder this script sits in (the unpacked tarball):
#
#     ./install.sh            copies the app to ~/.local/share/patience-qt/, links the command
#                             ~/.local/bin/patience-qt to it, and puts the menu entry, the AppStream
#                             metainfo and the icons under ~/.local/share (applications/, metainfo/,
#                             icons/hicolor/)
#     ~/.local/share/patience-qt/uninstall.sh     undoes it (the player's games and statistics stay)
#
# The app is copied (not linked to where the tarball was unpacked) so that the download can be deleted
# or moved afterwards. ~/.local/share is $XDG_DATA_HOME when that is set. Nothing needs root.
#
# A path may hold any character but a line break (the list of installed files has one path a line), so
# paths are only ever quoted shell words and printf arguments: never echo's (dash's echo reads
# backslashes) nor sed's replacement text (where & and the delimiter mean something). If a step fails,
# or the script is interrupted, what it wrote so far is removed again: there is no half install.
set -eu

name=patience-qt
app_id=io.github.patience_qt.PatienceQt
made=""      # the folders this install made, one a line: uninstall.sh removes those and no other
wrote=""     # the files and links this run put outside the app's folder, one a line
manifest=""  # the app's list of both for uninstall.sh, once it has one
placed=""    # set once the app's folder is this run's copy
finished=""

say() { printf '%s\n' "$*"; }
fail() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

record() {  # $1: a line for the manifest ("folder:" and a path, or a path), before the thing is made
    if [ -n "$manifest" ]; then
        printf '%s\n' "$1" >> "$manifest"
    fi
}

make_folder() {  # mkdir -p, remembering each folder it had to make
    missing="" folder=$1
    while [ ! -e "$folder" ] && [ ! -L "$folder" ]; do  # (a file in the way makes mkdir fail below)
        missing="$folder
$missing"
        folder=$(dirname -- "$folder")
    done
    made="$made$missing"
    printf '%s' "$missing" | while IFS= read -r folder; do
        record "folder:$folder"
    done
    mkdir -p -- "$1"
}

put() {  # $1: a file or link outside the app's folder this run is about to write
    wrote="$wrote$1
"
    record "$1"
}

undo() {  # on any way out before the end: take back what this run wrote
    status=$?
    trap - EXIT INT TERM HUP
    if [ -z "$finished" ]; then
        printf '%s' "$wrote" | while IFS= read -r file; do
            rm -f -- "$file"
        done
        [ -z "${target:-}" ] || rm -rf -- "$target.new"
        [ -z "$placed" ] || rm -rf -- "$target"
        printf '%s' "$made" | LC_ALL=C sort -r | while IFS= read -r folder; do  # the deepest first
            rmdir -- "$folder" 2>/dev/null || true
        done
        say "install.sh: stopped before the end; what it had written is removed again, so Patience Qt is" \
            "not installed (an earlier install it was replacing is gone too): run install.sh again" >&2
        [ "$status" -ne 0 ] || status=1
    fi
    exit "$status"
}

# The menu entry's Exec, per the Desktop Entry spec: the path in double quotes with " ` $ and \ escaped
# by a backslash, then, as for every string value, each backslash doubled (and a tab written \t); and
# % written %% so that it is not read as a field code. GLib (GNOME's menus) looks for the program of an
# Exec before it undoes the %%, finds no such file and drops the entry; so a path with a % is handed to
# env, which GLib finds, and the %% becomes % again when the entry is started.
exec_value() {
    case "$1" in *%*) printf 'env ' ;; esac
    printf '%s\n' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/^/"/' -e 's/$/"/' -e 's/\\/\\\\/g' -e 's/%/%%/g' \
        -e "s/$(printf '\t')/\\\\t/g"
}
string_value() {  # a path as a plain string value (TryExec): its backslashes doubled, a tab as \t
    printf '%s\n' "$1" | sed -e 's/\\/\\\\/g' -e "s/$(printf '\t')/\\\\t/g"
}

write_desktop_entry() {  # $1: the source, $2: the copy, whose Exec and TryExec name $3 by its full path
    exec_line="Exec=$(exec_value "$3")"
    try_line="TryExec=$(string_value "$3")"
    while IFS= read -r line || [ -n "$line" ]; do
        case "$line" in
            "Exec=$name") say "$exec_line" ;;
            "TryExec=$name") say "$try_line" ;;
            *) say "$line" ;;
        esac
    done < "$1" > "$2"
}

main() {
    here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd -P)
    data=${XDG_DATA_HOME:-$HOME/.local/share}
    case "$data" in /*) ;; *) data=$HOME/.local/share ;; esac  # a relative one is ignored, as the spec says
    bin=$HOME/.local/bin
    target=$data/$name
    command=$bin/$name

    if [ ! -x "$here/$name" ] || [ ! -d "$here/share/applications" ]; then
        fail "run me from the unpacked Patience Qt folder (no $here/$name)"
    fi
    case "$target$bin" in
        *"
"*) fail "a folder name with a line break in it is not supported: $target" ;;
    esac
    # Another patience-qt command there (pipx install patience-qt puts one in the same place) is not ours
    # to replace: say so and change nothing.
    if [ -e "$command" ] || [ -L "$command" ]; then
        if [ "$(readlink -- "$command" 2>/dev/null || true)" != "$target/$name" ]; then
            fail "$command exists and is not this app's link; remove it (pipx uninstall patience-qt," \
                 "if pipx put it there) and run install.sh again"
        fi
    fi

    trap undo EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    trap 'exit 129' HUP

    # The app: a fresh copy beside the old one, with its manifest begun, then swapped in (an earlier
    # install is replaced whole, also when this script runs from inside it).
    make_folder "$data"
    rm -rf -- "$target.new"
    cp -R -- "$here" "$target.new"
    earlier=""
    if [ -d "$target" ]; then  # an earlier install: its files go first (a size it had may be gone)
        earlier=$(sed -n 's/^folder://p' "$target/installed-files" 2>/dev/null || true)
        made="$made$earlier
"  # the folders the first install made are still this install's to take back
    fi
    printf '%s' "$made" | while IFS= read -r folder; do
        [ -z "$folder" ] || printf 'folder:%s\n' "$folder"
    done > "$target.new/installed-files"
    if [ -d "$target" ]; then
        sh "$target/uninstall.sh" >/dev/null 2>&1 || true
        rm -rf -- "$target"
    fi
    mv -- "$target.new" "$target"
    placed=yes
    manifest=$target/installed-files

    make_folder "$bin"
    put "$command"
    ln -sfn -- "$target/$name" "$command"

    # The menu entry names the installed command by its full path: ~/.local/bin may not be on the
    # desktop session's PATH until the next login.
    make_folder "$data/applications"
    desktop=$data/applications/$app_id.desktop
    put "$desktop"
    write_desktop_entry "$target/share/applications/$app_id.desktop" "$desktop" "$target/$name"

    (cd "$target/share" && find metainfo icons -type f) > "$target/share-files"
    while IFS= read -r file; do  # not in a pipe's subshell: make_folder's and put's records must last
        make_folder "$(dirname -- "$data/$file")"
        put "$data/$file"
        cp -- "$target/share/$file" "$data/$file"
    done < "$target/share-files"
    rm -f -- "$target/share-files"
    # a folder made again after the earlier install took it back is listed twice: once is enough
    awk '!seen[$0]++' "$manifest" > "$manifest.new"
    mv -- "$manifest.new" "$manifest"
    finished=yes

    say "Patience Qt is installed: $target"
    say "  command:   $command"
    say "  menu:      $desktop"
    say "  uninstall: $target/uninstall.sh"
    case ":$PATH:" in
        *":$bin:"*) ;;
        *) say "note: $bin is not on your PATH; the menu entry works, and in a terminal run $command" ;;
    esac
}

main "$@"
exit 0
