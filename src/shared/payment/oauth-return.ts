/** The `state` the server's OAuth URL carries for a payment (mock/routes/mall/pay-h5.ts). */
const PAY_STATE = 'pay'

/**
 * The code WeChat's OAuth came back with to this page, taken out of the address bar at once (it
 * must not stay in history, a bookmark or a shared link); null when this page was not opened by it.
 */
export function takeOAuthCode(): string | null {
  if (typeof window === 'undefined' || !window.history?.replaceState) return null
  const url = new URL(window.location.href)
  const code = url.searchParams.get('code')
  if (!code || url.searchParams.get('state') !== PAY_STATE) return null
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  return code
}
