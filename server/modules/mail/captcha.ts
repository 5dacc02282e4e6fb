/**
 * The captcha of public forms now lives in the forms module (server/modules/forms/captcha.ts:
 * the shop's own proof of work, reCAPTCHA v2 invisible when configured). Kept for older imports.
 */
export { verifyCaptcha, type CaptchaErrorCode } from '~/server/modules/forms/captcha'
