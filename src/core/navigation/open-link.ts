import { findRoute, paths } from '@/routes'
import { openPage, switchTab } from './index'
import { parseMiniProgramLink } from './mini-program-link'
import { openMiniProgram } from './open-mini-program'

/**
 * Opens a link that came with data (a banner, a message): a tab page by tab switch, another page
 * of the table by open, an http(s) address in the app's web view (which checks the host against
 * the tenant's list), a `miniprogram://<appId>/<path>` link in WeChat (H5 opens the 打开小程序
 * page, which goes through WeChat's URL Link). A page this build does not have is left alone. Resolves whether it opened.
 */
export async function openLink(url: string, title = ''): Promise<boolean> {
  try {
    const miniProgram = parseMiniProgramLink(url)
    if (miniProgram) return await openMiniProgram(miniProgram)
    if (/^https?:\/\//i.test(url)) {
      await openPage(paths.webview(url, title))
      return true
    }
    const route = findRoute(url)
    if (!route) return false
    await (route.tab ? switchTab(url) : openPage(url))
    return true
  } catch (error) {
    console.error('[navigation] link not opened', error)
    return false
  }
}
