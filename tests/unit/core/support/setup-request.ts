import { configureRequest, RequestError, resetRequestDeps } from '@/core/request'
import { resetReloginThrottle } from '@/core/session/relogin'
import { clearSession } from '@/core/session/state'
import { createFakeClock, createFakeTransport } from './fakes'

/** Fresh fake transport, clock and toast recorder for one test; session and storage cleared. */
export function setupRequest() {
  const fake = createFakeTransport()
  const clock = createFakeClock()
  const toasts: { text: string; duration: number }[] = []
  localStorage.clear()
  clearSession()
  resetReloginThrottle()
  resetRequestDeps()
  configureRequest({ transport: fake.transport, clock, toast: (text, duration) => toasts.push({ text, duration }) })
  return { fake, clock, toasts }
}

/** The RequestError a call rejects with; fails the test when it resolves or rejects otherwise. */
export async function failure(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(RequestError)
    return error as RequestError
  }
  throw new Error('expected a rejection')
}
