/*
 * H5 start-up in steps (config/h5-boot-loader.js rewrites Taro's generated entry to use these).
 * Between two steps the browser may paint and handle a tap, so no step becomes one long task.
 */

type Scheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a later task: `scheduler.yield` where the browser has it, else a message (not a
 * timer: nested timers wait at least 4 ms).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0))
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * `value`'s answer, handed over in a task after it came: what was waiting for it (a chunk's
 * evaluation, an answer that came early) and what it sets off (a render) are two tasks, not one.
 * A failure passes through as it is.
 */
export function aTaskAfter<T>(value: Promise<T>): Promise<T> {
  return value.then((answer) => nextTask().then(() => answer))
}

interface Route {
  load: (...args: unknown[]) => unknown[]
}

/**
 * A route's loader asks for the page's chunks (a script tag each) in the router's task, and
 * resolves to the page module inside the task that ran its last chunk; the router then renders
 * the page in that same task. Here the chunks are asked for a task after the router's own work
 * (matching the path, telling the app), and the page module, once evaluated, waits for a new
 * task: three tasks, not two long ones. Taro reads the answer as [page, context, params] through
 * Promise.all, so each may be a promise.
 */
export function renderInNextTask(routes: Route[]): void {
  for (const route of routes) {
    const load = route.load
    route.load = (...args) => {
      const loaded = nextTask().then(() => load(...args))
      const page = aTaskAfter(loaded.then(([module]) => module))
      return [page, loaded.then((answer) => answer[1]), loaded.then((answer) => answer[2])]
    }
  }
}

/**
 * Taro's router hands its route list to universal-router, which compiles each route's path
 * (path-to-regexp) as it tries it, in order, until one matches: a landed route a hundred places
 * down cost a hundred compilations in the router's start-up task. Here the landed route moves up
 * to second place; the first stays, since Taro reads `routes[0]` as the home page.
 */
export function landedRouteEarly(routes: { path: string }[], pathname: string): void {
  let path: string
  try {
    path = decodeURI(pathname).replace(/^\/+/, '')
  } catch {
    return
  }
  const at = routes.findIndex((route) => route.path.replace(/^\/+/, '') === path)
  if (at > 1) routes.splice(1, 0, ...routes.splice(at, 1))
}
