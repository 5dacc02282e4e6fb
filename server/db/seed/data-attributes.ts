import type { Localized } from './types'

type InputType = 'dropdown' | 'numberField' | 'multipleSelect' | 'textSwatch' | 'visualSwatch' | 'yesNo' | 'date' | 'dateTime'

export interface AttributeDef {
  code: string
  inputType: InputType
  customClass?: string
  label: Localized<string>
  /** Option key -> labels (and swatch colour) for attributes with options. */
  values?: { key: string; hr: string; en: string; swatch?: string }[]
}

/** One filterable attribute per layered-filter type of SPEC §3, so every filter type has data. */
export const attributeDefs: AttributeDef[] = [
  {
    code: 'materijal', inputType: 'dropdown', label: { hr: 'Materijal', en: 'Material' },
    values: [
      { key: 'lan', hr: 'Lan', en: 'Linen' }, { key: 'pamuk', hr: 'Pamuk', en: 'Cotton' },
      { key: 'svila', hr: 'Svila', en: 'Silk' }, { key: 'vuna', hr: 'Vuna', en: 'Wool' },
      { key: 'keramika', hr: 'Keramika', en: 'Ceramic' }, { key: 'srebro', hr: 'Srebro', en: 'Silver' },
      { key: 'sojin-vosak', hr: 'Sojin vosak', en: 'Soy wax' }, { key: 'staklo', hr: 'Staklo', en: 'Glass' },
      { key: 'papir', hr: 'Papir', en: 'Paper' },
    ],
  },
  { code: 'volumen_ml', inputType: 'numberField', label: { hr: 'Volumen (ml)', en: 'Volume (ml)' } },
  {
    code: 'prigoda', inputType: 'multipleSelect', label: { hr: 'Prigoda', en: 'Occasion' },
    values: [
      { key: 'rodendan', hr: 'Rođendan', en: 'Birthday' }, { key: 'vjencanje', hr: 'Vjenčanje', en: 'Wedding' },
      { key: 'bozic', hr: 'Božić', en: 'Christmas' }, { key: 'valentinovo', hr: 'Valentinovo', en: "Valentine's Day" },
      { key: 'poslovni-dar', hr: 'Poslovni dar', en: 'Business gift' },
    ],
  },
  {
    code: 'velicina', inputType: 'textSwatch', customClass: 'swatch-text', label: { hr: 'Veličina', en: 'Size' },
    values: [
      { key: 's', hr: 'S', en: 'S' }, { key: 'm', hr: 'M', en: 'M' },
      { key: 'l', hr: 'L', en: 'L' }, { key: 'xl', hr: 'XL', en: 'XL' },
    ],
  },
  {
    code: 'boja', inputType: 'visualSwatch', customClass: 'swatch-colour', label: { hr: 'Boja', en: 'Colour' },
    values: [
      { key: 'bijela', hr: 'Bijela', en: 'White', swatch: '#f5f3ee' },
      { key: 'plava', hr: 'Plava', en: 'Blue', swatch: '#2f5d8a' },
      { key: 'crvena', hr: 'Crvena', en: 'Red', swatch: '#b3262e' },
      { key: 'maslinasta', hr: 'Maslinasta', en: 'Olive', swatch: '#6b7a3a' },
      { key: 'bez', hr: 'Bež', en: 'Beige', swatch: '#d8c3a5' },
      { key: 'crna', hr: 'Crna', en: 'Black', swatch: '#2b2b2b' },
      { key: 'lavanda', hr: 'Lavanda', en: 'Lavender', swatch: '#9b7bb8' },
    ],
  },
  { code: 'rucni_rad', inputType: 'yesNo', label: { hr: 'Ručni rad', en: 'Handmade' } },
  { code: 'datum_izrade', inputType: 'date', label: { hr: 'Datum izrade', en: 'Date made' } },
  { code: 'dostupno_od', inputType: 'dateTime', label: { hr: 'Dostupno od', en: 'Available from' } },
]

export const swatchOf = (colourKey: string): string =>
  attributeDefs.find((a) => a.code === 'boja')?.values?.find((v) => v.key === colourKey)?.swatch ?? '#888888'
