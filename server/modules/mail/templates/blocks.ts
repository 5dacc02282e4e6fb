/**
 * The content of an e-mail as a few kinds of blocks, rendered twice: as the plain-text part and as
 * the HTML part. One source for both is what keeps them saying the same thing. The HTML is a
 * single-column table with inline styles (mail clients drop <style> and ignore most CSS), every
 * value escaped, and readable with images off (the barcode has alt text and its data beside it).
 */
export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string; link?: string }
  | { type: 'fields'; rows: { label: string; value: string }[] }
  | { type: 'lines'; header: [string, string, string]; rows: { name: string; details: string[]; qtyPrice: string; total: string }[] }
  | { type: 'totals'; rows: { label: string; value: string; isTotal?: boolean }[] }
  | { type: 'image'; contentId: string; alt: string; width: number }

export function renderText(blocks: Block[]): string {
  const out: string[] = []
  for (const block of blocks) {
    switch (block.type) {
      case 'heading':
        out.push('', block.text.toUpperCase(), '-'.repeat(Math.min(block.text.length, 60)))
        break
      case 'paragraph':
        out.push(block.link ? `${block.text} ${block.link}` : block.text, '')
        break
      case 'fields':
        out.push(...block.rows.map((r) => `${r.label}: ${r.value}`), '')
        break
      case 'lines':
        for (const row of block.rows) out.push(`${row.name}`, ...row.details.map((d) => `  ${d}`), `  ${row.qtyPrice} = ${row.total}`)
        out.push('')
        break
      case 'totals':
        out.push(...block.rows.map((r) => `${r.isTotal ? '' : '  '}${r.label}: ${r.value}`), '')
        break
      case 'image':
        // The plain part cannot show the barcode; the fields beside it carry the same data.
        break
    }
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`
}

const font = 'font-family:Arial,Helvetica,sans-serif;color:#222222;'
const cell = `${font}font-size:14px;line-height:20px;padding:4px 0;vertical-align:top;`

export function renderHtml(input: { lang: string; title: string; blocks: Block[] }): string {
  const rows = input.blocks.map(htmlBlock).map((inner) => `<tr><td style="padding:0 24px;">${inner}</td></tr>`)
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(input.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f4f4;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;"><tr><td align="center" style="padding:16px 8px;">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #e0e0e0;">`,
    '<tr><td style="height:16px;"></td></tr>',
    ...rows,
    '<tr><td style="height:16px;"></td></tr>',
    '</table></td></tr></table></body></html>',
  ].join('\n')
}

function htmlBlock(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<h2 style="${font}font-size:17px;margin:20px 0 8px;border-bottom:1px solid #e0e0e0;padding-bottom:4px;">${escapeHtml(block.text)}</h2>`
    case 'paragraph': {
      const link = block.link ? ` <a href="${escapeHtml(block.link)}" style="color:#0b57d0;">${escapeHtml(block.link)}</a>` : ''
      return `<p style="${font}font-size:14px;line-height:20px;margin:0 0 10px;">${escapeHtml(block.text)}${link}</p>`
    }
    case 'fields':
      return table(block.rows.map((r) => `<tr><td style="${cell}color:#555555;padding-right:12px;width:34%;">${escapeHtml(r.label)}</td><td style="${cell}">${escapeHtml(r.value)}</td></tr>`))
    case 'lines':
      return table([
        `<tr>${block.header.map((h, i) => `<th align="${i === 0 ? 'left' : 'right'}" style="${cell}font-weight:bold;border-bottom:1px solid #e0e0e0;">${escapeHtml(h)}</th>`).join('')}</tr>`,
        ...block.rows.map((r) => {
          const details = r.details.map((d) => `<br><span style="color:#555555;font-size:13px;">${escapeHtml(d)}</span>`).join('')
          return `<tr><td style="${cell}padding-right:8px;">${escapeHtml(r.name)}${details}</td><td align="right" style="${cell}white-space:nowrap;padding-right:8px;">${escapeHtml(r.qtyPrice)}</td><td align="right" style="${cell}white-space:nowrap;">${escapeHtml(r.total)}</td></tr>`
        }),
      ])
    case 'totals':
      return table(block.rows.map((r) => {
        const weight = r.isTotal ? 'font-weight:bold;font-size:16px;' : 'color:#555555;'
        return `<tr><td align="right" style="${cell}${weight}padding-right:12px;">${escapeHtml(r.label)}</td><td align="right" style="${cell}${weight}white-space:nowrap;width:1%;">${escapeHtml(r.value)}</td></tr>`
      }))
    case 'image':
      return `<p style="margin:8px 0;"><img src="cid:${escapeHtml(block.contentId)}" alt="${escapeHtml(block.alt)}" width="${block.width}" style="display:block;max-width:100%;height:auto;border:0;"></p>`
  }
}

function table(rows: string[]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 10px;">${rows.join('')}</table>`
}

/** Text into HTML, in element content and in quoted attributes alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
