/** Registration with SMS and captcha, channel codes and the phone check. The module owns channel_codes. */
export { seedChannel } from './repo.ts';
export { registerRegisterRoutes } from './routes.ts';
export { RegisterService } from './service.ts';
