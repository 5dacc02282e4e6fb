/**
 * Text for comparison ignoring case and accents ("Đurđica" → "durdica", "ČAŠA" → "casa"): what
 * PostgreSQL's unaccent(lower(...)) gives for Croatian and the other Latin scripts of the shop.
 * NFD splits most accented letters into a base letter and a combining mark; the letters that do
 * not decompose (đ, ø, ł, ß, æ, œ) are mapped by hand.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đøłßæœ]/g, (c) => undecomposed[c]!)
}

const undecomposed: Record<string, string> = { đ: 'd', ø: 'o', ł: 'l', ß: 'ss', æ: 'ae', œ: 'oe' }
