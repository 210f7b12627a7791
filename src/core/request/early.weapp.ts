import type { TransportResponse } from './transport'

/** Mini-program: no index.html, so nothing is asked early. */
export function earlyOr(_method: string, _url: string, ask: () => Promise<TransportResponse>): Promise<TransportResponse> {
  return ask()
}
