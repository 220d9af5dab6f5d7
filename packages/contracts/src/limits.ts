/** Business constants and limits (spec section 9), shared by the server and the console. */
export const limits = {
  requestTimeoutMs: 20_000,
  smsResendSeconds: 60,
  smsCodeTtlMs: 5 * 60_000,
  captchaTtlMs: 5 * 60_000,
  /** From this many failed logins on, a graphic captcha is required. */
  loginCaptchaAfterFailures: 3,
  /** Failed logins are forgotten this long after the last one. */
  loginFailureWindowMs: 30 * 60_000,
  /** An encrypted password's timestamp may be at most this old (or this far in the future). */
  passwordTimestampSkewMs: 5 * 60_000,
  registerRedirectSeconds: 5,
  uploadMaxBytes: 5120 * 1024,
  defaultSystemId: 2,
} as const;
