import { logWarn } from '../log'

/*
 * Spec §8: some failures are swallowed. Goods, cart count and points calls give nothing back;
 * sign-in and task calls give false. Callers pass `toast: false` to the request so the user
 * is not bothered either; the failure is still noted for developers.
 */

/** Resolves with the call's value, or undefined when it fails. */
export async function quietly<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call()
  } catch (error) {
    logWarn('Swallowed failure', error)
    return undefined
  }
}

/** Resolves with the call's value, or false when it fails. */
export async function quietlyOrFalse<T>(call: () => Promise<T>): Promise<T | false> {
  try {
    return await call()
  } catch (error) {
    logWarn('Swallowed failure', error)
    return false
  }
}
