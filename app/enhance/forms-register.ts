import { enhanceCaptcha } from './captcha'
import { enhanceForms } from './forms'

/** Registered by enhance.ts with one import: the captcha of every public form, and the forms' focus. */
enhanceCaptcha()
enhanceForms()
