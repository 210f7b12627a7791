import Taro from '@tarojs/taro'
import { MINI_PROGRAM_ONLY, type MiniProgramLink } from './mini-program-link'

/**
 * H5 cannot open a mini-program, so the user is told where the link works; resolves false.
 * The mini-program build takes open-mini-program.weapp.ts (WeChat opens it).
 */
export async function openMiniProgram(_link: MiniProgramLink): Promise<boolean> {
  await Taro.showToast({ title: MINI_PROGRAM_ONLY, icon: 'none' }).catch(() => undefined)
  return false
}
