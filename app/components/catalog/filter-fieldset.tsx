import { useTranslations } from '~/app/i18n/intl'
import { priceKey, type CatalogQuery, type RangeBound } from '~/app/lib/catalog-query'
import type { LayeredFilter } from '~/server/modules/catalog/layered-navigation'

type FilterValue = LayeredFilter['values'][number]

/** The parts of a catalog query the filters show: the values chosen. */
export type ChosenFilters = Pick<CatalogQuery, 'options' | 'flags' | 'ranges'>

/**
 * One layered filter as a fieldset of plain form fields named as the URL has them
 * (app/lib/catalog-query.ts), so the GET form needs no script: checkboxes with counts, colour
 * swatches, chips, yes/no radios, or from/to inputs.
 */
export function FilterFieldset({ filter, query }: { filter: LayeredFilter; query: ChosenFilters }) {
  const code = filter.attributeCode
  switch (filter.type) {
    case 'yesNo':
      return <YesNoFieldset filter={filter} selected={query.flags[code]} />
    case 'numberField':
      return <RangeFieldset filter={filter} range={query.ranges[code]} inputType="number" />
    case 'date':
      return <RangeFieldset filter={filter} range={query.ranges[code]} inputType="date" />
    case 'dateTime':
      return <RangeFieldset filter={filter} range={query.ranges[code]} inputType="datetime-local" />
    default:
      return <OptionsFieldset filter={filter} selected={query.options[code] ?? []} />
  }
}

function OptionsFieldset({ filter, selected }: { filter: LayeredFilter; selected: number[] }) {
  const t = useTranslations('catalog.filters')
  const variant = filter.type === 'visualSwatch' ? 'swatches' : filter.type === 'textSwatch' ? 'chips' : 'checks'
  return (
    <fieldset className="filter">
      <legend className="filter__legend">{filter.label}</legend>
      <ul className={`filter__options filter__options--${variant}`} role="list">
        {filter.values.map((value) => {
          const isChecked = value.isSelected || selected.includes(value.attributeID)
          const isEmpty = value.totalProducts === 0 && !isChecked
          return (
            <li key={value.attributeID}>
              <label className={`filter-option filter-option--${variant}${isEmpty ? ' filter-option--empty' : ''}`}>
                <input
                  type="checkbox"
                  id={`filter-${filter.attributeCode}-${value.attributeID}`}
                  name={filter.attributeCode}
                  value={value.attributeID}
                  defaultChecked={isChecked}
                  disabled={isEmpty}
                  className={variant === 'checks' ? 'filter-option__input' : 'filter-option__input visually-hidden'}
                />
                {variant === 'swatches' ? (
                  <>
                    <span className="filter-option__swatch" style={{ background: swatchColour(value.swatch) }} aria-hidden="true" />
                    <span className="visually-hidden">{t('swatch', { label: value.valueLabel, count: value.totalProducts })}</span>
                  </>
                ) : (
                  <span className="filter-option__label">
                    {/* One text node each (template strings): React marks the seams between adjacent texts. */}
                    {`${value.valueLabel} `}
                    <span className="filter-option__count">{`(${value.totalProducts})`}</span>
                  </span>
                )}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

function YesNoFieldset({ filter, selected }: { filter: LayeredFilter; selected: 'yes' | 'no' | undefined }) {
  const t = useTranslations('catalog.filters')
  const countOf = (answer: 'yes' | 'no') => filter.values.find((v) => yesNoOf(v) === answer)?.totalProducts
  const choices: { value: '' | 'yes' | 'no'; label: string; count?: number }[] = [
    { value: '', label: t('any') },
    { value: 'yes', label: t('yes'), count: countOf('yes') },
    { value: 'no', label: t('no'), count: countOf('no') },
  ]
  return (
    <fieldset className="filter">
      <legend className="filter__legend">{filter.label}</legend>
      <ul className="filter__options filter__options--checks" role="list">
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className="filter-option filter-option--checks">
              <input
                type="radio"
                id={`filter-${filter.attributeCode}-${choice.value || 'any'}`}
                name={filter.attributeCode}
                value={choice.value}
                defaultChecked={(selected ?? '') === choice.value}
                className="filter-option__input"
              />
              <span className="filter-option__label">
                {choice.label}
                {choice.count !== undefined && <span className="filter-option__count">{` (${choice.count})`}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

interface RangeFieldsetProps {
  filter: Pick<LayeredFilter, 'attributeCode' | 'label' | 'values'>
  range: { min: RangeBound | null; max: RangeBound | null } | undefined
  inputType: 'number' | 'date' | 'datetime-local'
  /** Price bounds come in cents and are shown in euros. */
  scale?: number
}

export function RangeFieldset({ filter, range, inputType, scale = 1 }: RangeFieldsetProps) {
  const t = useTranslations('catalog.filters')
  const code = filter.attributeCode
  const lowest = bound(filter.values, 'minValue', scale, Math.floor)
  const highest = bound(filter.values, 'maxValue', scale, Math.ceil)
  const field = (end: 'min' | 'max') => {
    const id = `filter-${code}-${end}`
    const value = range?.[end]
    return (
      <div className="filter__range-field">
        <label htmlFor={id} className="filter__range-label">
          {end === 'min' ? t('from') : t('to')}
        </label>
        <input
          id={id}
          type={inputType}
          name={`${code}_${end}`}
          className="input"
          defaultValue={value === null || value === undefined ? '' : String(value)}
          inputMode={inputType === 'number' ? 'decimal' : undefined}
          step={inputType === 'number' ? 'any' : undefined}
          min={inputType === 'number' && (scale !== 1 || (lowest ?? 0) >= 0) ? 0 : undefined}
          placeholder={inputType === 'number' ? String((end === 'min' ? lowest : highest) ?? '') : undefined}
        />
      </div>
    )
  }
  return (
    <fieldset className="filter">
      <legend className="filter__legend">{filter.label}</legend>
      <div className={`filter__range filter__range--${inputType === 'number' ? 'number' : 'date'}`}>
        {field('min')}
        <span className="filter__range-dash" aria-hidden="true">
          –
        </span>
        {field('max')}
      </div>
    </fieldset>
  )
}

/** The price range: euros in the form and the URL, cents in the layered bounds. */
export function PriceFieldset({ filter, query }: { filter: LayeredFilter | null; query: ChosenFilters }) {
  const t = useTranslations('catalog.filters')
  return (
    <RangeFieldset
      filter={{ attributeCode: priceKey, label: t('price'), values: filter?.values ?? [] }}
      range={query.ranges[priceKey]}
      inputType="number"
      scale={100}
    />
  )
}

function bound(values: FilterValue[], key: 'minValue' | 'maxValue', scale: number, round: (n: number) => number): number | null {
  const numbers = values.map((v) => v[key]).filter((n): n is number => typeof n === 'number' && Number.isFinite(n))
  if (numbers.length === 0) return null
  const extreme = key === 'minValue' ? Math.min(...numbers) : Math.max(...numbers)
  return round(extreme / scale)
}

function yesNoOf(value: FilterValue): 'yes' | 'no' | null {
  if (value.value === 'yes' || value.value === 'no') return value.value
  return value.attributeID === 1 ? 'yes' : value.attributeID === 0 ? 'no' : null
}

/** Only plain colour values reach a style attribute (the swatch is CMS data). */
function swatchColour(swatch: string | null | undefined): string {
  if (swatch && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i.test(swatch.trim())) return swatch.trim()
  return 'transparent'
}
