import { openExternalUrl } from '@/shared/device'
import { getUrlLink } from '@/shared/share/calls'
import { splitPagePath, type Launch, type MiniProgramLink } from './types'

export type { Launch, MiniProgramLink } from './types'

/**
 * H5 (the mini-program build takes index.weapp.ts): a browser cannot open a mini-program, but
 * WeChat's URL Link for its page can; the server makes one, the browser is sent there. A failed
 * call rejects (the request layer has toasted why).
 */
export async function launchMiniProgram({ appId, path }: MiniProgramLink): Promise<Launch> {
  const [page, query] = splitPagePath(path)
  const { urlLink } = await getUrlLink({ appId, path: page || undefined, query: query || undefined })
  return { opened: openExternalUrl(urlLink), urlLink }
}
