import { openPage, switchTab } from '@/core/navigation'
import { findRoute } from '@/routes'

export const CAR_DETAIL = '/package-home/pages/info-car-intro-detail/index'
export const TEST_DRIVE = '/package-car/pages/test-drive/index'
export const STORES = '/package-car/pages/choice-stores/choice-stores'
export const WEBVIEW = '/pages/webview-h5/webview-h5'

export const detailUrl = (vehicleTypeId: number) => `${CAR_DETAIL}?id=${vehicleTypeId}`
export const testDriveUrl = (vehicleTypeId?: number) => (vehicleTypeId ? `${TEST_DRIVE}?vehicleTypeId=${vehicleTypeId}` : TEST_DRIVE)

/** Opens an app route from data (banners): tab pages by tab switch; unknown routes are ignored. */
export function openAppLink(url: string): void {
  const route = findRoute(url)
  if (!route) return
  void (route.tab ? switchTab(url) : openPage(url)).catch(() => undefined)
}

/** Opens an https page in the app's web view (which checks the host against the tenant's list). */
export function openWebLink(url: string, title: string): void {
  void openPage(`${WEBVIEW}?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`).catch(() => undefined)
}
