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
set -eu

made=""  # the folders this install made, one a line: uninstall.sh removes those and no other
make_folder() {  # mkdir -p, remembering each folder it had to make
    missing="" folder=$1
    while [ ! -d "$folder" ]; do
        missing="$folder
$missing"
        folder=$(dirname "$folder")
    done
    mkdir -p "$1"
    made="$made$missing"
}

main() {
    here=$(cd "$(dirname "$0")" && pwd -P)
    name=patience-qt
    app_id=io.github.patience_qt.PatienceQt
    data=${XDG_DATA_HOME:-$HOME/.local/share}
    bin=$HOME/.local/bin
    target=$data/$name
    command=$bin/$name

    if [ ! -x "$here/$name" ] || [ ! -d "$here/share/applications" ]; then
        echo "install.sh: run me from the unpacked Patience Qt folder (no $here/$name)" >&2
        exit 1
    fi
    # Another patience-qt command there (pipx install patience-qt puts one in the same place) is not ours
    # to replace: say so and change nothing.
    if [ -e "$command" ] || [ -L "$command" ]; then
        case "$(readlink "$command" 2>/dev/null || true)" in
            "$target/$name") ;;
            *) echo "install.sh: $command exists and is not this app's link; remove it (pipx uninstall" \
                    "patience-qt, if pipx put it there) and run install.sh again" >&2
               exit 1 ;;
        esac
    fi

    # The app: a fresh copy beside the old one, then swapped in (an earlier install is replaced whole).
    if [ "$here" != "$(cd "$target" 2>/dev/null && pwd -P || true)" ]; then
        make_folder "$data"
        rm -rf "$target.new"
        cp -R "$here" "$target.new"
        if [ -d "$target" ]; then  # an earlier install: its files go first (a size it had may be gone)
            earlier=$(sed -n 's/^folder://p' "$target/installed-files" 2>/dev/null || true)
            "$target/uninstall.sh" >/dev/null 2>&1 || true
            rm -rf "$target"
            made="$made$earlier
"  # the folders the first install made are still this install's to take back
        fi
        mv "$target.new" "$target"
    fi

    manifest=$target/installed-files
    : > "$manifest"
    make_folder "$bin"
    ln -sfn "$target/$name" "$command"
    echo "$command" >> "$manifest"

    # The menu entry names the installed command by its full path: ~/.local/bin may not be on the
    # desktop session's PATH until the next login. (Quoted per the Desktop Entry spec; a path with a
    # character that would need escaping keeps the plain name.)
    make_folder "$data/applications"
    desktop=$data/applications/$app_id.desktop
    case "$target/$name" in
        *[\"\`\$\\]*) cp "$target/share/applications/$app_id.desktop" "$desktop" ;;
        *) sed -e "s|^Exec=$name\$|Exec=\"$target/$name\"|" -e "s|^TryExec=$name\$|TryExec=$target/$name|" \
               "$target/share/applications/$app_id.desktop" > "$desktop" ;;
    esac
    echo "$desktop" >> "$manifest"

    (cd "$target/share" && find metainfo icons -type f) | while IFS= read -r file; do
        echo "$data/$file"
    done > "$target/share-files"
    while IFS= read -r file; do  # not in a pipe's subshell: make_folder's record must reach the manifest
        make_folder "$(dirname "$file")"
        cp "$target/share/${file#"$data/"}" "$file"
        echo "$file" >> "$manifest"
    done < "$target/share-files"
    rm -f "$target/share-files"
    printf '%s\n' "$made" | while IFS= read -r folder; do
        [ -z "$folder" ] || [ ! -d "$folder" ] || echo "folder:$folder"
    done | sort -u >> "$manifest"

    echo "Patience Qt is installed: $target"
    echo "  command:   $command"
    echo "  menu:      $desktop"
    echo "  uninstall: $target/uninstall.sh"
    case ":$PATH:" in
        *":$bin:"*) ;;
        *) echo "note: $bin is not on your PATH; the menu entry works, and in a terminal run $command" ;;
    esac
}

main "$@"
exit 0
