import { enhanceCarousels } from './carousels'
import { enhanceCartForms } from './cart-forms'
import { enhanceCartModal } from './cart-modal'
import { enhanceCartPanel } from './cart-panel'
import { enhanceCatalogFilters } from './catalog-filters'
import { enhanceCookieSettings } from './cookie-settings'
import { enhanceDialogs } from './dialogs'
import { enhanceDisclosures } from './disclosures'
import { enhanceGallery } from './gallery'
import { enhanceHeader } from './header'
import { enhanceImages } from './images'
import { enhanceProductConfigurator } from './product-configurator'
import { enhanceRemoteForms } from './remote-forms'
import { enhanceSearch } from './search'
import { enhanceToasts } from './toasts'
import { upgrade } from './upgrade'
import { enhanceWishlist } from './wishlist'
import { enhancePrefetch } from './prefetch'
import './blog-load-more'
import './forms-register'

/**
 * The progressive-enhancement script of pages that ship no client framework (decision 003 (a),
 * app/lib/page-handle.ts): home, list and product pages. Everything on them works without it; this
 * makes it quicker. One listener per kind of event on the document, so regions swapped in later
 * need no wiring. A classic deferred script: it runs once the document is parsed.
 */
upgrade(document)
enhanceDialogs()
enhanceHeader()
enhanceDisclosures()
enhanceCookieSettings()
enhanceGallery()
enhanceCarousels()
enhanceImages()
enhanceCatalogFilters()
enhanceProductConfigurator()
enhanceCartForms()
enhanceCartModal()
enhanceCartPanel()
enhanceRemoteForms()
enhanceToasts()
enhanceWishlist()
enhanceSearch()
enhancePrefetch()
