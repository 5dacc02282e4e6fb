import montserrat from './fonts/montserrat-core-wght-normal.woff2?url'
import montserratCroatian from './fonts/montserrat-hr-wght-normal.woff2?url'
import playfair700 from './fonts/playfair-display-core-700-normal.woff2?url'

/**
 * The font files every page shows above the fold (fonts.css): the core of Montserrat for the text
 * and of Playfair Display 700 for the headings, and Montserrat's č ć đ š ž, which English pages
 * need too (product names, the shop's name in the footer). The same files as fonts.css's url()s,
 * so Vite gives the same hashed names.
 *
 * Preloaded, a font is requested while the head is parsed instead of after the first style and
 * layout, so the swap from the fallback face comes sooner. Lighthouse's simulation needs it too: a
 * font found through the CSS gets Chrome's highest priority, which the simulation counts as
 * render-blocking whenever the file happened to arrive before the first paint (FCP 1.2–1.5 s
 * instead of 0.8–1.0 s on the same page); a preloaded font has high priority, which it does not.
 */
export const fontPreloads: readonly string[] = [montserrat, montserratCroatian, playfair700]
