/** The graphic captchas of login, registration and reset: issued, checked once, bound to a browser. */
export { bindCaptchaClient, captchaClient } from './client.ts';
export { type CaptchaType, findCaptcha } from './repo.ts';
export { registerCaptchaRoutes } from './routes.ts';
export { CaptchaService, type SmsRequest, throwUnlessSolved } from './service.ts';
