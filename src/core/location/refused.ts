/**
 * A device fix the user declined to give (mini-program: WeChat's privacy authorization refused,
 * or the location scope denied): still the spec's 'network error' (§8), marked so the screen can
 * say that the user's choice, not the device, is why distances are estimated.
 */
export function refusedFixError(message: string): Error {
  return Object.assign(new Error(message), { refused: true })
}

export const isRefusedFix = (error: unknown): boolean => (error as { refused?: unknown } | undefined)?.refused === true
