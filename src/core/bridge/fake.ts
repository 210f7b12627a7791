import type { NativeBridge } from './types'

export interface FakeBridge extends NativeBridge {
  /** How many times the login page was asked for. */
  loginCalls: number
  token: string | null
}

/** In-memory bridge for unit tests and for trying the app-web-view path in a browser. */
export function createFakeBridge(token: string | null = null): FakeBridge {
  const fake: FakeBridge = {
    token,
    loginCalls: 0,
    getToken: async () => fake.token,
    openLogin: () => {
      fake.loginCalls += 1
    },
  }
  return fake
}
