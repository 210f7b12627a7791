// The server's constants (types/api/uaa-register.ts declares them for the dev API server; src
// imports only types from there). A test keeps them equal.

/** An app password: 8 to 20 characters with at least one letter and one digit; no spaces. */
export const APP_PASSWORD = { min: 8, max: 20 } as const

/** The server's message for a phone that already has an app account (status 409). */
export const ALREADY_REGISTERED = '该手机号已注册，请直接登录'

/** The server's message when a document changed after the user read it (status 409): agree again. */
export const AGREEMENT_CHANGED = '协议已更新，请阅读新版本后重新同意'
