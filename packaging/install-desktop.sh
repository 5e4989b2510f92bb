#!/bin/sh
# Adds Canasta to your desktop's menu (for you alone): the launcher in
# ~/.local/share/applications, the icons in ~/.local/share/icons/hicolor.
# Run it from the built folder, where it lies: ./install-desktop.sh   (--remove takes it away)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
launcher="$data/applications/canasta.desktop"

if [ "${1:-}" = "--remove" ]; then
  rm -f "$launcher" "$data"/icons/hicolor/*/apps/canasta.png
  echo "Canasta is no longer in the menu."
  exit 0
fi

mkdir -p "$data/applications"
# The menu knows the game by its full path, wherever this folder was put.
exec_path=$(printf '%s' "$here/canasta" | sed 's/[\\&|]/\\&/g')
sed "s|^Exec=.*|Exec=\"$exec_path\"|" "$here/share/applications/canasta.desktop" > "$launcher"
for icon in "$here"/share/icons/hicolor/*/apps/canasta.png; do
  size=$(basename "$(dirname "$(dirname "$icon")")")
  mkdir -p "$data/icons/hicolor/$size/apps"
  cp "$icon" "$data/icons/hicolor/$size/apps/canasta.png"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "Canasta is in the menu (Games): $launcher"
