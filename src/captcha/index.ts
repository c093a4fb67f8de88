export {
  CaptchaError,
  DEFAULT_CAPTCHA_LOAD_TIMEOUT_MS,
  loadCaptchaScript,
  readGrecaptcha,
  type CaptchaErrorCode,
  type Grecaptcha,
  type LoadCaptchaOptions,
} from "./loader";
export { DEFAULT_CAPTCHA_ACTION, defaultCaptchaSrc, getCaptchaToken, type CaptchaTokenConfig } from "./token";
