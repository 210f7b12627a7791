import { openPage } from '@/core/navigation'
import { paths } from '@/routes'

// Navigation failures here are developer errors (a route missing): logged by the navigation
// module; a repeated tap while one is in flight is refused as locked and simply ignored.
const open = (url: string) => void openPage(url).catch(() => undefined)

export const openPost = (id: number) => open(paths.post(id))
export const openTopic = (id: number) => open(paths.topic(id))
export const openAuthor = (accountId: number) => open(paths.personal(accountId))
export const openDealer = (id: number) => open(paths.communityDealer(id))
export const openShareHelp = (id: number) => open(paths.shareHelp(id))
export const openClassmates = (id: number) => open(paths.classmates(id))
