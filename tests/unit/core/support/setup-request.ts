import { configureRequest, resetRequestDeps } from '@/core/request'
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
