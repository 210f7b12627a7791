/**
 * A mini-program privacy API that failed because the user refused WeChat's privacy
 * authorization: errno 104, `<api>:fail privacy permission is not authorized`. Not a device or
 * network failure: the screen says what the feature needs instead.
 */
export function isPrivacyRefusal(error: unknown): boolean {
  const { errno, errMsg } = (error ?? {}) as { errno?: unknown; errMsg?: unknown }
  return errno === 104 || /privacy permission is not authorized/i.test(String(errMsg ?? ''))
}
