#!/usr/bin/env bash
# Writes app/styles/fonts/*-hr.woff2: the ten Croatian letters outside Latin-1 (č ć đ š ž, upper
# and lower case), cut from the fonts' latin-ext files. A Croatian page then loads the latin file
# and a file of 2–6 KB instead of latin-ext's 12–71 KB (app/styles/fonts.css, decision 003).
# Needs Debian's python3-fonttools and python3-brotli (apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
croatian='U+0106-0107,U+010C-010D,U+0110-0111,U+0160-0161,U+017D-017E'
out=app/styles/fonts
subset() {
  /usr/bin/python3 -m fontTools.subset "node_modules/$1" --unicodes="$croatian" --layout-features='*' \
    --flavor=woff2 --output-file="$out/$2"
  echo "$out/$2: $(wc -c < "$out/$2") bytes"
}
subset @fontsource-variable/montserrat/files/montserrat-latin-ext-wght-normal.woff2 montserrat-wght-normal-hr.woff2
subset @fontsource/playfair-display/files/playfair-display-latin-ext-400-normal.woff2 playfair-display-400-normal-hr.woff2
subset @fontsource/playfair-display/files/playfair-display-latin-ext-700-normal.woff2 playfair-display-700-normal-hr.woff2
subset @fontsource/playfair-display/files/playfair-display-latin-ext-400-italic.woff2 playfair-display-400-italic-hr.woff2
