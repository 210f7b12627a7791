export { useSubscribe } from './use-subscribe'
export { SubscribeButton } from './subscribe-button'
export type { SubscribeButtonProps } from './button-props'
export type { Subscribe, SubscribeScene, SubscribeTarget } from './types'
