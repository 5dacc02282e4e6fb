import { useTranslations } from '~/app/i18n/intl'
import type { AttributeAvailability, Selection, ValueAvailability } from '~/server/modules/catalog/configurable'

/**
 * The selectors of a configurable product (SPEC §3 associatedProductsAttributes): a radio group
 * per attribute, text swatches as buttons, visual swatches as colour chips named for screen
 * readers, dropdowns as a select. A GET form, so without JavaScript "Apply" reloads the page with
 * ?{attributeCode}={valueId}; with it every change applies at once (app/enhance/product-configurator.ts).
 */
export function ProductConfigurator({
  action, attributes, selection, hiddenParams,
}: {
  /** The product page's path. */
  action: string
  attributes: AttributeAvailability[]
  selection: Selection
  /** Other query parameters to keep (cartItemId). */
  hiddenParams: Record<string, string>
}) {
  const t = useTranslations('product.configure')
  return (
    <form method="get" action={action} className="configurator" data-configurator data-region="product-configurator">
      {Object.entries(hiddenParams).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      {attributes.map((attribute) => {
        const chosen = attribute.values.find((v) => v.id === selection[attribute.attributeCode])
        const legendId = `attr-${attribute.attributeCode}`
        if (attribute.inputType === 'dropdown') {
          return (
            <div key={attribute.attributeCode} className="field configurator__field">
              <label className="field__label" htmlFor={legendId}>{attribute.label}</label>
              <select
                id={legendId}
                name={attribute.attributeCode}
                className="select"
                defaultValue={chosen?.id ?? ''}
              >
                {attribute.values.map((value) => (
                  <option key={value.id} value={value.id} disabled={!value.available}>{valueLabel(t, value)}</option>
                ))}
              </select>
            </div>
          )
        }
        const visual = attribute.inputType === 'visualSwatch'
        return (
          <fieldset key={attribute.attributeCode} className={`configurator__group ${attribute.customClass ?? ''}`}>
            <legend className="configurator__legend">
              {attribute.label}
              {chosen && <span className="configurator__chosen">: {chosen.value}</span>}
            </legend>
            <div className={visual ? 'swatches swatches--visual' : 'swatches'}>
              {attribute.values.map((value) => (
                <label
                  key={value.id}
                  className={['swatch', visual ? 'swatch--visual' : 'swatch--text', value.available ? '' : 'swatch--unavailable'].join(' ')}
                  title={visual ? valueLabel(t, value) : undefined}
                >
                  <input
                    type="radio"
                    id={`${legendId}-${value.id}`}
                    className="swatch__input"
                    name={attribute.attributeCode}
                    value={value.id}
                    defaultChecked={value.id === chosen?.id}
                    disabled={!value.available}
                    aria-label={visual || !value.available ? valueLabel(t, value) : undefined}
                  />
                  {visual ? (
                    <span className="swatch__chip" style={{ background: value.swatch ?? undefined }} aria-hidden="true" />
                  ) : (
                    <span className="swatch__text" aria-hidden={!value.available || undefined}>{value.value}</span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        )
      })}
      {/* Only without scripts: hiding it once the script runs would move the buttons below it. */}
      <noscript>
        <button type="submit" className="btn btn--secondary configurator__apply">{t('apply')}</button>
      </noscript>
    </form>
  )
}

function valueLabel(t: ReturnType<typeof useTranslations<'product.configure'>>, value: ValueAvailability): string {
  if (value.reason === 'soldOut') return t('soldOut', { value: value.value })
  if (value.reason === 'missing') return t('missing', { value: value.value })
  return value.value
}
