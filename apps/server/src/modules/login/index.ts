/** Login, inner login, logout, who the session is (queryAccountInfo) and the password reset. */
export { AccountInfoService } from './account-info.ts';
export { LoginService } from './login-service.ts';
export { ResetPasswordService } from './reset-service.ts';
export { registerLoginRoutes } from './routes.ts';
