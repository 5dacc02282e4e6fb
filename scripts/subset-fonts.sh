#!/usr/bin/env bash
# Writes the font files of app/styles/fonts.css into app/styles/fonts/ (decision 003), from the
# latin and latin-ext files of the font packages. On a phone every font byte and request before the
# first paint shares the slow link with the page's main image, so each face is cut in two by
# unicode-range, and a page loads the second part only if it has one of its characters:
# - core: ASCII, the no-break space, the punctuation, €, and for Playfair the ten Croatian letters
#   outside Latin-1 (č ć đ š ž, both cases) merged in: what shop text in Croatian and English uses.
# - latin1: the rest of the packages' latin file (accented Latin-1 letters such as é or ü, rarer
#   symbols), 6–12 KB, for a product or post that has them.
# Montserrat is the variable font, which fontTools cannot merge, so its Croatian letters stay a
# third file of 6 KB. Only the OpenType features a browser applies by default, plus tabular figures
# (the cart's columns), are kept; glyph shapes and hinting stay as they were.
# Playfair Display's licence (SIL OFL 1.1, app/styles/fonts/LICENSE-playfair-display.txt) reserves
# the name "Playfair Display", which a Modified Version such as these cut and merged files may not use
# (OFL condition 3): their name records say Ducan Display instead, the family fonts.css declares.
# Montserrat's licence reserves no name. The copyright and licence records stay in every file (OFL
# condition 2), and the licence texts sit next to the files.
# Needs Debian's python3-fonttools and python3-brotli (apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
# Keep in step with the unicode-range descriptors of app/styles/fonts.css.
core='U+0000-00A0,U+00A9,U+00AB,U+00B0,U+00B7,U+00BB,U+2000-206F,U+20AC,U+2122,U+2212'
latin1='U+00A1-00A8,U+00AA,U+00AC-00AF,U+00B1-00B6,U+00B8-00BA,U+00BC-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2191,U+2193,U+2215,U+FEFF,U+FFFD'
croatian='U+0106-0107,U+010C-010D,U+0110-0111,U+0160-0161,U+017D-017E'
features='ccmp,locl,rlig,liga,clig,calt,rclt,rvrn,kern,mark,mkmk,tnum,pnum'
out=app/styles/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fonttools() { /usr/bin/python3 -m "fontTools.$1" "${@:2}"; }
# subset SOURCE UNICODES OUTPUT [--flavor=woff2]
# Name records: the subsetter keeps 0-6 by default; the licence's (13, 14) are kept too (OFL condition 2).
subset() { fonttools subset "$1" --unicodes="$2" --layout-features="$features" --name-IDs=0,1,2,3,4,5,6,13,14 --output-file="$3" "${@:4}"; }
# rename_font FONT: the Reserved Font Name replaced in every name record but the copyright and licence
# ones, which must keep naming the original (OFL conditions 2 and 3); fails if one is left.
rename_font() {
  /usr/bin/python3 - "$1" <<'PY'
import sys
from fontTools.ttLib import TTFont
path = sys.argv[1]
font = TTFont(path)
kept = {0, 13, 14}
for record in font['name'].names:
    if record.nameID not in kept:
        record.string = record.toUnicode().replace('Playfair Display', 'Ducan Display').replace('PlayfairDisplay', 'DucanDisplay')
left = [(r.nameID, r.toUnicode()) for r in font['name'].names if r.nameID not in kept and 'playfair' in r.toUnicode().lower()]
if left:
    sys.exit(f'{path}: name records still naming Playfair: {left}')
font.save(path)
PY
}
report() { echo "$out/$1: $(wc -c < "$out/$1") bytes"; }
rm -f "$out"/*.woff2

montserrat=node_modules/@fontsource-variable/montserrat/files
subset "$montserrat/montserrat-latin-wght-normal.woff2" "$core" "$out/montserrat-core-wght-normal.woff2" --flavor=woff2
subset "$montserrat/montserrat-latin-wght-normal.woff2" "$latin1" "$out/montserrat-latin1-wght-normal.woff2" --flavor=woff2
subset "$montserrat/montserrat-latin-ext-wght-normal.woff2" "$croatian" "$out/montserrat-hr-wght-normal.woff2" --flavor=woff2
report montserrat-core-wght-normal.woff2; report montserrat-latin1-wght-normal.woff2; report montserrat-hr-wght-normal.woff2

playfair=node_modules/@fontsource/playfair-display/files
for face in 700-normal 400-normal 400-italic; do
  subset "$playfair/playfair-display-latin-$face.woff2" "$core" "$tmp/core.ttf"
  subset "$playfair/playfair-display-latin-ext-$face.woff2" "$croatian" "$tmp/hr.ttf"
  fonttools merge "$tmp/core.ttf" "$tmp/hr.ttf" --output-file="$tmp/merged.ttf" 2>/dev/null
  rename_font "$tmp/merged.ttf"
  fonttools ttLib.woff2 compress -q -o "$out/playfair-display-core-$face.woff2" "$tmp/merged.ttf" >/dev/null
  subset "$playfair/playfair-display-latin-$face.woff2" "$latin1" "$tmp/latin1.ttf"
  rename_font "$tmp/latin1.ttf"
  fonttools ttLib.woff2 compress -q -o "$out/playfair-display-latin1-$face.woff2" "$tmp/latin1.ttf" >/dev/null
  report "playfair-display-core-$face.woff2"; report "playfair-display-latin1-$face.woff2"
done

# The descriptors of fonts.css's fallback faces: Arial and Times New Roman, measured through their
# metric twins Liberation Sans and Serif (Debian's fonts-liberation), scaled to the web font's
# average letter width over shop text, with the web font's ascent and descent.
echo 'fallback faces (fonts.css):'
/usr/bin/python3 - "$tmp" <<'PY'
import subprocess, sys
from fontTools.ttLib import TTFont
tmp = sys.argv[1]
text = ('Koristimo nužne kolačiće za košaricu, prijavu i jezik. Šalica Licitar, ručno oslikana keramika, '
        'lanena košulja Jadran, odjeća, nakit, kozmetika, delikatese, darovi. We use necessary cookies for '
        'the cart, sign-in and language. Handmade ceramics, linen shirts and gifts from Croatia.')
def metrics(path):
    font = TTFont(path)
    upm, cmap, hmtx, os2 = font['head'].unitsPerEm, font.getBestCmap(), font['hmtx'], font['OS/2']
    widths = [hmtx[cmap[ord(c)]][0] for c in text if ord(c) in cmap]
    return sum(widths) / len(widths) / upm, os2.sTypoAscender / upm, -os2.sTypoDescender / upm, os2.sTypoLineGap / upm
for weight in (400, 700):
    subprocess.run(['/usr/bin/python3', '-m', 'fontTools.varLib.instancer', '-q', 'node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
                    f'wght={weight}', '-o', f'{tmp}/montserrat-{weight}.ttf'], check=True)
liberation = '/usr/share/fonts/truetype/liberation/Liberation'
pairs = [('Montserrat', 400, f'{tmp}/montserrat-400.ttf', f'{liberation}Sans-Regular.ttf'),
         ('Montserrat', 700, f'{tmp}/montserrat-700.ttf', f'{liberation}Sans-Bold.ttf'),
         ('Ducan Display', 400, 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2', f'{liberation}Serif-Regular.ttf'),
         ('Ducan Display', 700, 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2', f'{liberation}Serif-Bold.ttf')]
for family, weight, web, local in pairs:
    (width, ascent, descent, gap), fallback_width = metrics(web), metrics(local)[0]
    scale = width / fallback_width
    print(f'  {family} {weight}: size-adjust: {scale:.2%}; ascent-override: {ascent / scale:.2%}; '
          f'descent-override: {descent / scale:.2%}; line-gap-override: {gap / scale:.2%};')
PY
