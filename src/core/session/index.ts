export {
  clearSession,
  getToken,
  isLoading,
  isLoggedIn,
  isMiniProgram,
  loadingAtom,
  loggedInAtom,
  miniProgramFlagAtom,
  setLoginFlag,
  setMiniProgram,
  setToken,
  tokenValueAtom,
  useLoggedIn,
  useMiniProgram,
  useSessionLoading,
  useToken,
  withLoading,
} from './state'
export { restoreSession, stripTokenFromAddressBar, tokenFromQuery, type RestoreOptions, type TokenSource } from './restore'
export { handleUnauthorized, relogin, resetReloginThrottle } from './relogin'
export { LOGIN_PAGE, isLoginPage, isTabPage, loginPageUrl, safeRedirect } from './login-url'
export { setCaptchaPass, takeCaptchaPass } from './captcha-pass'
export { markSessionRestoring, sessionReady } from './ready'
