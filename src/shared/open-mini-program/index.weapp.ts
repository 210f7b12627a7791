import { openMiniProgram } from '@/core/navigation/open-mini-program'
import type { Launch, MiniProgramLink } from './types'

export type { Launch, MiniProgramLink } from './types'

/** Mini-program: WeChat asks the user and opens it; a cancel is `opened: false`, another failure rejects. */
export async function launchMiniProgram(link: MiniProgramLink): Promise<Launch> {
  return { opened: await openMiniProgram(link) }
}
