/**
 * Product silhouettes for the generated demo images, drawn in a 1000x1000 box around (500, 500).
 * Each takes the product's colour; shading comes from darker and lighter tints of it.
 */
export type ShapeKey =
  | 'shirt' | 'tshirt' | 'dress' | 'scarf' | 'tote' | 'tie' | 'towel' | 'pillow' | 'blanket'
  | 'mug' | 'vase' | 'plate' | 'bowl' | 'candle' | 'diffuser' | 'necklace' | 'earrings' | 'bracelet'
  | 'ring' | 'soap' | 'bottle' | 'jar' | 'tube' | 'book' | 'card' | 'pattern' | 'box' | 'cookies'

export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const v = (n >> shift) & 255
    const out = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount
    return Math.round(Math.min(255, Math.max(0, out))).toString(16).padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

export function shapeSvg(shape: ShapeKey, c: string): string {
  const d = shade(c, -0.25)
  const l = shade(c, 0.3)
  switch (shape) {
    case 'shirt':
      return `<path d="M330 190 L440 150 Q500 200 560 150 L670 190 L820 340 L740 420 L680 370 L680 860 L320 860 L320 370 L260 420 L180 340 Z" fill="${c}"/>
<path d="M440 150 L500 250 L560 150 L540 140 L500 200 L460 140 Z" fill="${l}"/><line x1="500" y1="250" x2="500" y2="860" stroke="${d}" stroke-width="6"/>
${[320, 420, 520, 620, 720].map((y) => `<circle cx="515" cy="${y}" r="9" fill="${l}"/>`).join('')}`
    case 'tshirt':
      return `<path d="M330 200 L440 160 Q500 220 560 160 L670 200 L800 320 L720 400 L670 360 L670 850 L330 850 L330 360 L280 400 L200 320 Z" fill="${c}"/>
<path d="M440 160 Q500 220 560 160 Q500 250 440 160 Z" fill="${d}"/><circle cx="500" cy="470" r="80" fill="${l}" opacity=".7"/>`
    case 'dress':
      return `<path d="M420 140 L460 140 Q500 190 540 140 L580 140 L600 320 Q555 360 610 430 L780 870 Q500 920 220 870 L390 430 Q445 360 400 320 Z" fill="${c}"/>
<path d="M400 320 Q500 360 600 320 L610 350 Q500 390 390 350 Z" fill="${d}"/>`
    case 'scarf':
      return `<path d="M250 250 Q500 150 750 250 L700 330 Q500 250 300 330 Z" fill="${c}"/><path d="M300 330 L380 860 L470 860 L430 320 Z" fill="${d}"/>
<path d="M560 310 L640 820 L730 800 L700 330 Z" fill="${c}"/>${[0, 1, 2, 3].map((i) => `<circle cx="${420 + i * 60}" cy="${240 - (i % 2) * 20}" r="18" fill="${l}"/>`).join('')}`
    case 'tote':
      return `<path d="M380 380 Q380 180 500 180 Q620 180 620 380" fill="none" stroke="${d}" stroke-width="26"/>
<rect x="270" y="360" width="460" height="500" rx="18" fill="${c}"/><rect x="270" y="360" width="460" height="60" fill="${d}"/><circle cx="500" cy="620" r="90" fill="${l}"/>`
    case 'tie':
      return `<path d="M460 160 L540 160 L560 240 L440 240 Z" fill="${d}"/><path d="M445 240 L555 240 L610 760 L500 880 L390 760 Z" fill="${c}"/>
${[330, 450, 570, 690].map((y) => `<path d="M430 ${y} L570 ${y - 40}" stroke="${l}" stroke-width="14"/>`).join('')}`
    case 'towel':
    case 'blanket':
      return [0, 1, 2].map((i) => `<rect x="${230 + i * 10}" y="${640 - i * 170}" width="${540 - i * 20}" height="160" rx="30" fill="${i % 2 ? d : c}"/>
<rect x="${230 + i * 10}" y="${690 - i * 170}" width="${540 - i * 20}" height="${shape === 'towel' ? 22 : 40}" fill="${l}"/>`).join('')
    case 'pillow':
      return `<path d="M230 270 Q500 220 770 270 Q720 500 770 730 Q500 780 230 730 Q280 500 230 270 Z" fill="${c}"/>
<path d="M330 400 Q500 360 670 400 Q640 500 670 600 Q500 640 330 600 Q360 500 330 400 Z" fill="none" stroke="${l}" stroke-width="12" stroke-dasharray="20 14"/>`
    case 'mug':
      return `<path d="M650 420 Q800 420 790 560 Q780 690 640 680" fill="none" stroke="${d}" stroke-width="40"/>
<path d="M300 330 L660 330 L640 800 Q480 840 320 800 Z" fill="${c}"/><ellipse cx="480" cy="330" rx="180" ry="40" fill="${d}"/>
<path d="M430 520 Q480 470 530 520 Q480 620 480 640 Q480 620 430 520 Z" fill="${l}"/>`
    case 'vase':
      return `<path d="M430 160 L570 160 L560 260 Q760 400 690 680 Q650 860 500 860 Q350 860 310 680 Q240 400 440 260 Z" fill="${c}"/>
<ellipse cx="500" cy="160" rx="75" ry="18" fill="${d}"/><path d="M340 520 Q500 560 660 520" stroke="${l}" stroke-width="16" fill="none"/>`
    case 'plate':
      return `<ellipse cx="500" cy="530" rx="330" ry="300" fill="${c}"/><ellipse cx="500" cy="530" rx="230" ry="205" fill="${l}"/>
<ellipse cx="500" cy="530" rx="150" ry="130" fill="none" stroke="${c}" stroke-width="10" stroke-dasharray="24 18"/>`
    case 'bowl':
      return `<path d="M200 420 L800 420 Q780 780 500 800 Q220 780 200 420 Z" fill="${c}"/><ellipse cx="500" cy="420" rx="300" ry="70" fill="${d}"/>
<path d="M280 560 Q500 620 720 560" stroke="${l}" stroke-width="18" fill="none"/>`
    case 'candle':
      return `<rect x="330" y="380" width="340" height="440" rx="40" fill="${c}"/><ellipse cx="500" cy="380" rx="170" ry="40" fill="${l}"/>
<line x1="500" y1="380" x2="500" y2="320" stroke="#3b3b3b" stroke-width="8"/><path d="M500 200 Q545 270 500 320 Q455 270 500 200 Z" fill="#f2b33d"/>
<rect x="330" y="560" width="340" height="110" fill="${d}" opacity=".6"/>`
    case 'diffuser':
      return `${[430, 480, 530, 580].map((x, i) => `<line x1="500" y1="420" x2="${x - 20 + i * 10}" y2="140" stroke="#7a5a3a" stroke-width="8"/>`).join('')}
<path d="M450 380 L550 380 L560 450 Q700 520 680 700 Q660 840 500 840 Q340 840 320 700 Q300 520 440 450 Z" fill="${c}" opacity=".9"/><rect x="380" y="600" width="240" height="120" rx="10" fill="${l}"/>`
    case 'necklace':
      return `<path d="M260 220 Q260 640 500 660 Q740 640 740 220" fill="none" stroke="${d}" stroke-width="10"/>
<path d="M500 660 L560 740 L500 860 L440 740 Z" fill="${c}"/><circle cx="500" cy="740" r="26" fill="${l}"/>`
    case 'earrings':
      return [360, 640].map((x) => `<circle cx="${x}" cy="260" r="22" fill="none" stroke="${d}" stroke-width="10"/><line x1="${x}" y1="282" x2="${x}" y2="420" stroke="${d}" stroke-width="8"/>
<circle cx="${x}" cy="520" r="110" fill="${c}"/>${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${x + Math.round(70 * Math.cos((a * Math.PI) / 180))}" cy="${520 + Math.round(70 * Math.sin((a * Math.PI) / 180))}" r="16" fill="${l}"/>`).join('')}`).join('')
    case 'bracelet':
    case 'ring':
      return `<ellipse cx="500" cy="540" rx="${shape === 'ring' ? 190 : 300}" ry="${shape === 'ring' ? 200 : 170}" fill="none" stroke="${c}" stroke-width="${shape === 'ring' ? 50 : 40}"/>
<circle cx="500" cy="${shape === 'ring' ? 330 : 370}" r="${shape === 'ring' ? 60 : 36}" fill="${l}" stroke="${d}" stroke-width="10"/>`
    case 'soap':
      return `<rect x="240" y="380" width="520" height="320" rx="110" fill="${c}"/><rect x="240" y="380" width="520" height="260" rx="110" fill="${l}" opacity=".5"/>
<ellipse cx="500" cy="510" rx="140" ry="60" fill="none" stroke="${d}" stroke-width="10"/>`
    case 'bottle':
      return `<rect x="450" y="140" width="100" height="110" rx="14" fill="#3a3a3a"/><path d="M460 250 L540 250 L540 320 Q680 360 680 470 L680 820 Q680 860 640 860 L360 860 Q320 860 320 820 L320 470 Q320 360 460 320 Z" fill="${c}"/>
<rect x="360" y="520" width="280" height="220" rx="12" fill="${l}"/><rect x="400" y="580" width="200" height="16" fill="${d}"/>`
    case 'jar':
      return `<rect x="330" y="250" width="340" height="90" rx="16" fill="${d}"/><path d="M320 340 L680 340 Q730 400 720 600 L710 800 Q700 860 640 860 L360 860 Q300 860 290 800 L280 600 Q270 400 320 340 Z" fill="${c}"/>
<rect x="340" y="520" width="320" height="180" rx="10" fill="${l}"/><path d="M420 610 L500 560 L580 610 L500 660 Z" fill="${d}" opacity=".6"/>`
    case 'tube':
      return `<path d="M380 180 L620 180 L600 720 L400 720 Z" fill="${c}"/><rect x="430" y="720" width="140" height="120" rx="16" fill="${d}"/>
<rect x="370" y="170" width="260" height="26" fill="${d}"/><rect x="430" y="360" width="140" height="200" rx="8" fill="${l}"/>`
    case 'book':
      return `<rect x="280" y="170" width="440" height="660" rx="10" fill="${c}"/><rect x="280" y="170" width="50" height="660" fill="${d}"/>
<rect x="400" y="300" width="240" height="240" rx="120" fill="${l}"/><rect x="400" y="620" width="240" height="24" fill="${l}"/><rect x="440" y="670" width="160" height="16" fill="${l}"/>`
    case 'card':
      return `<rect x="180" y="300" width="640" height="400" rx="30" fill="${c}"/><rect x="560" y="300" width="60" height="400" fill="${l}"/>
<rect x="180" y="480" width="640" height="50" fill="${l}"/><path d="M590 505 Q500 380 470 470 Q470 520 590 505 Q680 380 710 470 Q710 520 590 505 Z" fill="${d}"/>`
    case 'pattern':
      return `<rect x="260" y="170" width="480" height="660" rx="6" fill="#fbfaf7"/><path d="M330 260 L440 230 Q500 270 560 230 L670 260 L660 760 L340 760 Z" fill="none" stroke="${c}" stroke-width="8" stroke-dasharray="22 14"/>
<path d="M700 170 L740 170 L740 210 Z" fill="${d}"/><circle cx="500" cy="500" r="40" fill="${l}"/>`
    case 'box':
      return `<rect x="250" y="420" width="500" height="400" fill="${c}"/><rect x="220" y="340" width="560" height="110" fill="${d}"/>
<rect x="470" y="340" width="60" height="480" fill="${l}"/><path d="M500 340 Q380 200 360 300 Q370 350 500 340 Q620 200 640 300 Q630 350 500 340 Z" fill="${l}"/>`
    case 'cookies':
      return [[380, 420], [620, 430], [500, 640]].map(([x, y]) => `<path d="M${x} ${y! - 130} Q${x! + 140} ${y! - 140} ${x! + 130} ${y} Q${x! + 120} ${y! + 140} ${x} ${y! + 130} Q${x! - 140} ${y! + 120} ${x! - 130} ${y} Q${x! - 120} ${y! - 140} ${x} ${y! - 130} Z" fill="${c}"/>
<path d="M${x! - 60} ${y} Q${x} ${y! - 60} ${x! + 60} ${y} Q${x} ${y! + 60} ${x! - 60} ${y} Z" fill="none" stroke="${l}" stroke-width="10"/>`).join('')
  }
}
