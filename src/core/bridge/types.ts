import type { AppPayParams } from '@api/mall'

/**
 * What the native app offers its web view (spec §4: "in the native app the token comes from the
 * native bridge"; 401 sends the user to the native login page). The app's real bridge object is
 * adapted to this in `detect.ts`; tests use `createFakeBridge()`.
 */
export interface NativeBridge {
  /** The app's access token, or null when nobody is logged in to the app. */
  getToken(): Promise<string | null>
  /** Opens the app's own login page. */
  openLogin(): void
  /** WeChat Pay through the app (only where the app offers it): ok, the user's cancel, or a failure. */
  pay?(params: AppPayParams): Promise<'ok' | 'cancel' | 'fail'>
}
