import { enhanceSearchPage } from './search-page'
import { enhanceSearchSuggest } from './search-suggest'

/** The search page's live results and the header box's suggestions (issue 7). */
export function enhanceSearch(): void {
  enhanceSearchPage()
  enhanceSearchSuggest()
}
