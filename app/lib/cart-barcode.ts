/**
 * Which barcode a membership card number is drawn as (issue 4: a real barcode image): EAN-13 when
 * the number is one (13 digits with a correct check digit, as retail cards are), otherwise
 * Code 128, which encodes any printable ASCII text. A number that looks like an EAN-13 but fails
 * its check digit is drawn as Code 128, so a scanner reads exactly what is stored.
 */
export type BarcodeSymbology = 'ean13' | 'code128'

/** Card numbers are short printable ASCII; anything else is not drawn. */
export const barcodePattern = /^[\x21-\x7e]{1,48}$/

export function barcodeSymbology(code: string): BarcodeSymbology {
  return isEan13(code) ? 'ean13' : 'code128'
}

/** GS1 check digit: weights 1 and 3 alternating from the left over the first 12 digits. */
export function isEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false
  const digits = [...code].map(Number)
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10 === digits[12]
}
