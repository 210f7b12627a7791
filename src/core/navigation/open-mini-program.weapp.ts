import Taro from '@tarojs/taro'
import type { MiniProgramLink } from './mini-program-link'

/**
 * Mini-program build of openMiniProgram: WeChat asks the user, then opens the other
 * mini-program. Declining is the user's choice (false, no error); another failure throws.
 */
export async function openMiniProgram({ appId, path }: MiniProgramLink): Promise<boolean> {
  try {
    await Taro.navigateToMiniProgram(path ? { appId, path } : { appId })
    return true
  } catch (error) {
    if (/cancel/.test((error as { errMsg?: string } | undefined)?.errMsg ?? '')) return false
    throw error
  }
}
