import type { SubscribeScene } from '@api/user-subscribe'

export type { SubscribeScene }

/** What a message is about: a booking's, order's or record's id (`creator-12` for an application). */
export type SubscribeTarget = string | number

/**
 * Runs alongside a write the user's tap starts, and resolves as the write does. In the
 * mini-program it asks WeChat, at the same tap, for the moment's one-time message, and records an
 * acceptance for `target`: the thing's id, or a function of the write's answer when the write
 * creates it (a booking's id). In H5 it is the write itself.
 */
export type Subscribe = <T>(write: Promise<T>, target: SubscribeTarget | ((answer: T) => SubscribeTarget)) => Promise<T>
