import { paths } from '@/routes'
import { openPage } from './index'
import type { MiniProgramLink } from './mini-program-link'

/**
 * H5 cannot open a mini-program itself: the 打开小程序 page does it through WeChat's URL Link
 * (with the link to copy when the browser does not follow it); resolves once that page is open.
 * The mini-program build takes open-mini-program.weapp.ts (WeChat opens it).
 */
export async function openMiniProgram({ appId, path }: MiniProgramLink): Promise<boolean> {
  await openPage(paths.openMiniProgram({ appId, path: path || undefined }))
  return true
}
