import { setImmediate } from 'node:timers'
import TestUtils from '@tarojs/test-utils-react'
import { act as rendererAct } from '@tarojs/test-utils-react/dist/pure'
import type { ComponentType } from 'react'

const mounted: TestUtils[] = []

// Each test starts with an empty document: unmount whatever the previous one rendered.
afterEach(() => {
  while (mounted.length) mounted.pop()!.unmout()
})

/** Renders a component in the Taro H5 runtime; returns the test-utils handle for queries and events. */
export async function render<P extends object>(component: ComponentType<P>, props?: P): Promise<TestUtils> {
  const utils = new TestUtils()
  await utils.mount(component as never, { props })
  mounted.push(utils)
  return utils
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown>)?.then === 'function'
// Node's own, which fake timers leave alone: the next task, after every pending promise callback.
const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * act() for whichever renderer the jest project maps 'react' to (preact/compat exports none):
 * React's under `unit`, preact/test-utils' under `preact`. Import it from here, not from 'react'.
 * A sync callback is flushed before act returns, as both do. An async one is given a task more,
 * twice: React's async act keeps flushing until the promises its callback and the effects set off
 * have answered; Preact's flushes once, when the callback's own promise settles.
 */
export function act(callback: () => unknown): Promise<void> {
  let async = false
  const first = rendererAct(() => {
    const result = callback()
    async = isThenable(result)
    return async ? Promise.resolve(result).then(nextTask) : result
  })
  if (!async) return first
  return Promise.resolve(first).then(() => rendererAct(nextTask))
}
