#!/bin/sh
# Re-makes the README gallery from the CLI (run from the repository root after `npm run build`);
# with the argument `diagrams`, only the diagrams (not the thumbnails of the kit's pages).
# Needs rsvg-convert (Debian: librsvg2-bin) and the Andika font known to fontconfig
# (copy node_modules/@expo-google-fonts/andika/*.ttf into ~/.fonts and run fc-cache).
set -eu
out=templates/gallery
tmp=$(mktemp -d)
kit="node dist/awale-kit.js render"
$kit --position start --out "$tmp/position.svg"
$kit --position 5-6-7-8-9-12-1-0-0-0-0-0-0-0-S --out "$tmp/seeds.svg"
$kit --position 0-0-0-0-0-3-1-2-1-1-0-1-0-0-S --move F --out "$tmp/answer-capture.svg"
$kit --position 1-2-1-1-0-1-0-0-0-0-0-3-0-0-N --move L --out "$tmp/answer-north.svg"
$kit --position 0-0-0-0-0-2-1-1-0-0-0-0-0-0-S --move F --out "$tmp/answer-grand-slam.svg"
$kit --position 0-0-12-0-0-0-0-0-0-0-0-0-0-0-S --move C --out "$tmp/answer-lap.svg"
$kit --position 1-0-0-0-0-1-0-0-0-0-0-0-0-0-S --legal --out "$tmp/legal.svg"
$kit --position start --blank --out "$tmp/blank.svg"
$kit --position 2-6-8-11-16-0-1-0-2-0-0-2-0-0-N --seeds dots --out "$tmp/seeds-dots.svg"
$kit --position 2-6-8-11-16-0-1-0-2-0-0-2-0-0-N --seeds numbers --labels a-f --lang en --out "$tmp/numbers-a-f-en.svg"
for svg in "$tmp"/*.svg; do
  name=$(basename "$svg" .svg)
  rsvg-convert -w 640 -b white "$svg" -o "$out/$name.png"
done
# `sh templates/gallery/make-gallery.sh diagrams` stops here: the diagrams only, not the kit's pages.
if [ "${1:-}" = diagrams ]; then
  rm -r "$tmp"
  exit 0
fi

# Thumbnails of the kit's pages (needs pdftoppm and pdftotext, Debian: poppler-utils). Pages are found
# by what they say, so the thumbnails follow when sections grow or move.
node dist/awale-kit.js build --out "$tmp/kit.pdf" >/dev/null
# first_page TEXT [LINES]: the first page whose first LINES lines (default: all) hold TEXT
first_page() {
  for page in $(seq 1 300); do
    pdftotext -f "$page" -l "$page" "$tmp/kit.pdf" - 2>/dev/null | head -"${2:-100000}" | grep -qF "$1" && { echo "$page"; return; }
  done
}
thumb() { pdftoppm -png -r "$3" -f "$2" -l "$2" -singlefile "$tmp/kit.pdf" "$out/kit-$1"; }
thumb cover 1 45
thumb board "$(first_page 'Vérifier la taille')" 30
thumb setup "$(first_page 'La mise en place' 3)" 45
thumb rules "$(first_page 'La règle du jeu' 3)" 60
thumb worksheet "$(first_page 'Séance 3 · Prendre · niveau 1' 3)" 45
thumb answers "$(first_page 'Corrigé · Séance 3' 3)" 45

# The first page of a game sheet: Aualé's own example game, with the computer's comments.
node dist/awale-kit.js game test/game/fixtures/auale-demo.ogn --analyse --out "$tmp/game.pdf" >/dev/null
pdftoppm -png -r 45 -f 1 -l 1 -singlefile "$tmp/game.pdf" "$out/game-sheet"

# The rules poster, A3.
node dist/awale-kit.js poster --out "$tmp/poster.pdf" >/dev/null
pdftoppm -png -r 25 -singlefile "$tmp/poster.pdf" "$out/poster"

# What else a class needs, each section printed alone: class PAGE SECTION [ARGS] (PAGE: which page).
class() {
  page=$1; name=$2; shift 2
  node dist/awale-kit.js "$@" --out "$tmp/$name.pdf" >/dev/null
  pdftoppm -png -r 45 -f "$page" -l "$page" -singlefile "$tmp/$name.pdf" "$out/class-$name"
}
class 5 guide build --section guide
class 1 record-sheet build --section record-sheet
class 1 tournament tournament --players 12
class 1 certificates build --section certificates
class 21 self-assessment build --section certificates
class 1 blank-boards build --section blank-boards
class 1 bookmarks build --section bookmarks
rm -r "$tmp"
