#!/bin/sh
# Undo install.sh: remove the files it listed in ~/.local/share/patience-qt/installed-files (the command's
# link, the menu entry, the metainfo, the icons), then the app's folder, then the folders it made (its
# "folder:" lines) that are left empty, and no other: a ~/.local/bin that was there stays. The player's
# games, statistics and settings (in Qt's own data and config folders, ~/.local/share/PatienceQt and
# ~/.config/PatienceQt) are not touched. Run again, it says in one line that there is nothing to remove.
# Paths may hold any character but a line break: they are quoted words and printf arguments only.
set -eu

main() {
    name=patience-qt
    data=${XDG_DATA_HOME:-$HOME/.local/share}
    case "$data" in /*) ;; *) data=$HOME/.local/share ;; esac  # a relative one is ignored, as the spec says
    target=$data/$name
    manifest=$target/installed-files
    if [ ! -f "$manifest" ]; then
        printf '%s\n' "uninstall.sh: Patience Qt is not installed in $data; nothing to remove"
        exit 0
    fi
    while IFS= read -r file; do
        case "$file" in ""|folder:*) continue ;; esac
        if [ "$file" = "$HOME/.local/bin/$name" ]; then
            # only our link: another patience-qt put there since (pipx, say) stays
            if [ "$(readlink -- "$file" 2>/dev/null || true)" = "$target/$name" ]; then
                rm -f -- "$file"
            fi
        elif [ -f "$file" ] || [ -L "$file" ]; then
            rm -f -- "$file"
        fi
    done < "$manifest"
    folders=$(sed -n 's/^folder://p' "$manifest" | LC_ALL=C sort -r -u)  # the deepest first
    rm -rf -- "$target"
    printf '%s\n' "$folders" | while IFS= read -r folder; do
        [ -z "$folder" ] || [ "$folder" = "$HOME" ] || rmdir -- "$folder" 2>/dev/null || true
    done
    printf '%s\n' "Patience Qt is uninstalled (the player's games and statistics are kept)"
}

main "$@"
exit 0
