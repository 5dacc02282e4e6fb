import { shade, shapeSvg, type ShapeKey } from './svg-shapes'

/**
 * Compositions for the generated demo images: product views, category tiles, banners and post
 * covers. Only shapes and gradients, no text (except the logo), so no font is needed at seed time.
 */
const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`

const gradient = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`

const placed = (shape: ShapeKey, colour: string, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale}) translate(-500 -500)">${shapeSvg(shape, colour)}</g>`

/**
 * Three views of a product: studio, close-up, on a shelf. 1200x1200. Flat fills only: a
 * full-canvas gradient costs librsvg as much again as the rest of the image, times ~150 images.
 */
export function productScene(shape: ShapeKey, colour: string, view: 0 | 1 | 2): string {
  const size = 1200
  // A white product needs a darker backdrop than its own tint to stand out.
  const base = isLight(colour) ? '#8a7560' : colour
  if (view === 0) {
    return `${svgOpen(size, size)}<rect width="${size}" height="${size}" fill="${shade(base, 0.75)}"/>
<circle cx="600" cy="560" r="430" fill="${shade(base, 0.85)}"/><rect y="1040" width="${size}" height="160" fill="${shade(base, 0.65)}"/>
<ellipse cx="600" cy="1060" rx="360" ry="30" fill="${shade(base, 0.5)}"/>${placed(shape, colour, 600, 600, 1.05)}</svg>`
  }
  if (view === 1) {
    const bg = shade(base, 0.55)
    const stripes = Array.from({ length: 7 }, (_, i) => `<path d="M${i * 220 - 300} 1200 L${i * 220 + 260} 0 L${i * 220 + 340} 0 L${i * 220 - 220} 1200 Z" fill="${shade(base, 0.65)}"/>`).join('')
    return `${svgOpen(size, size)}<rect width="${size}" height="${size}" fill="${bg}"/>${stripes}${placed(shape, colour, 680, 700, 1.75)}</svg>`
  }
  return `${svgOpen(size, size)}<rect width="${size}" height="${size}" fill="#ece5da"/><rect x="140" y="170" width="300" height="380" fill="${shade(base, 0.7)}" stroke="#fff" stroke-width="18"/>
<rect x="0" y="880" width="${size}" height="320" fill="#a57a4f"/><rect x="0" y="880" width="${size}" height="24" fill="#8d6540"/>${plant(960, 880)}
<ellipse cx="560" cy="900" rx="250" ry="20" fill="#7d5836"/>${placed(shape, colour, 560, 640, 0.62)}</svg>`
}

/** A category tile: the category's typical product twice over a soft backdrop. 1200x900. */
export function categoryScene(shape: ShapeKey, colour: string, accent: string): string {
  return `${svgOpen(1200, 900)}<defs>${gradient('bg', shade(accent, 0.75), shade(colour, 0.8))}</defs>
<rect width="1200" height="900" fill="url(#bg)"/><circle cx="900" cy="180" r="260" fill="${shade(accent, 0.5)}" opacity=".5"/>
${placed(shape, accent, 380, 470, 0.62)}${placed(shape, colour, 760, 470, 0.72)}</svg>`
}

/** Wide banner (hero 1920x800) or cover (1600x900): sea, hills and a row of products. */
export function bannerScene(
  w: number,
  h: number,
  palette: { sky: string; sea: string; sun: string },
  items: { shape: ShapeKey; colour: string }[],
): string {
  const step = w / (items.length + 1)
  const scale = (h / 1000) * 0.55
  return `${svgOpen(w, h)}<defs>${gradient('sky', palette.sky, shade(palette.sky, 0.6), true)}${gradient('sea', palette.sea, shade(palette.sea, -0.3), true)}</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${w * 0.78}" cy="${h * 0.28}" r="${h * 0.16}" fill="${palette.sun}" opacity=".9"/>
<path d="M0 ${h * 0.62} Q${w * 0.2} ${h * 0.42} ${w * 0.42} ${h * 0.58} T${w} ${h * 0.5} V${h} H0 Z" fill="${shade(palette.sea, 0.35)}" opacity=".7"/>
<rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="url(#sea)"/>
${items.map((item, i) => placed(item.shape, item.colour, step * (i + 1), h * 0.6, scale)).join('')}</svg>`
}

/** The Dućan logo: a shop awning over the name. Rendered to PNG and WebP. */
export function logoSvg(): string {
  const stripes = Array.from({ length: 6 }, (_, i) => `<path d="M${20 + i * 30} 30 h30 v34 q-15 14 -30 0 Z" fill="${i % 2 ? '#f7f1e6' : '#1f4e79'}"/>`).join('')
  return `${svgOpen(640, 160)}<rect width="640" height="160" fill="none"/>${stripes}
<rect x="20" y="64" width="180" height="76" fill="#f7f1e6" stroke="#1f4e79" stroke-width="6"/><rect x="90" y="92" width="40" height="48" fill="#c8553d"/>
<text x="232" y="112" font-family="Georgia, 'DejaVu Serif', serif" font-size="82" font-weight="700" fill="#1f4e79">Dućan</text></svg>`
}

function plant(x: number, y: number): string {
  const leaves = [-50, -25, 0, 25, 50].map((a) => `<ellipse cx="${x}" cy="${y - 250}" rx="30" ry="110" fill="#5f7f4a" transform="rotate(${a} ${x} ${y - 140})"/>`).join('')
  return `${leaves}<path d="M${x - 80} ${y - 140} L${x + 80} ${y - 140} L${x + 60} ${y} L${x - 60} ${y} Z" fill="#c8553d"/>`
}

function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16)
  const luminance = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255
  return luminance > 0.82
}
