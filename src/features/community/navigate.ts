import { openPage } from '@/core/navigation'
import { communityUrls } from './urls'

// Navigation failures here are developer errors (a route missing): logged by the navigation
// module; a repeated tap while one is in flight is refused as locked and simply ignored.
const open = (url: string) => void openPage(url).catch(() => undefined)

export const openPost = (id: number) => open(communityUrls.post(id))
export const openTopic = (id: number) => open(communityUrls.topic(id))
export const openAuthor = (accountId: number) => open(communityUrls.personal(accountId))
export const openDealer = (id: number) => open(communityUrls.dealer(id))
export const openShareHelp = (id: number) => open(communityUrls.shareHelp(id))
