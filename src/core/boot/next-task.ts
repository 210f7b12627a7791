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

type Hook = (...args: unknown[]) => void

/**
 * createRouter launches the app (Taro renders its root: 5 to 7 ms at 1x) in the task that also
 * builds the router and resolves the first route; here the launch is a task later, and the first
 * `onShow` with it, in their order. Taro's app waits for its root before it mounts a page or runs
 * a show hook, and the first page waits for its chunks, so nothing comes before the launch.
 */
export function launchInNextTask(app: { onLaunch?: Hook; onShow?: Hook }): void {
  const { onLaunch, onShow } = app
  if (typeof onLaunch !== 'function') return
  const later = nextTask()
  void later.then(() => Object.assign(app, { onLaunch, onShow }))
  app.onLaunch = (...args) => void later.then(() => onLaunch.apply(app, args))
  if (typeof onShow === 'function') app.onShow = (...args) => void later.then(() => onShow.apply(app, args))
}

type ChunkHandler = (chunkId: string | number, promises: Promise<unknown>[]) => void
declare const __webpack_require__: { f?: Record<string, ChunkHandler> }

/**
 * A route asks for all its chunks at once, and for each webpack adds a script tag (after looking
 * through every script of the page for one already there) and, when the chunk has styles, a
 * stylesheet link (after the same look through every link): for a route of 15 to 45 chunks, one
 * task of 9 to 12 ms at 1x. Here those tags are added `perTask` at a time, a task after the ask
 * and a task apart. Each chunk still waits for its own tags: webpack's promise for it holds them.
 * `handlers` is webpack's table (ensureChunkHandlers); tests hand their own.
 */
export function chunkTagsInSteps(handlers: Record<string, ChunkHandler> | undefined = __webpack_require__.f, perTask = 12): void {
  if (!handlers) return
  // A pump is on its way exactly while the queue holds something: each pump either empties it
  // or sends the next one.
  const queue: (() => void)[] = []
  const pump = () => {
    queue.splice(0, perTask).forEach((add) => add())
    if (queue.length) void nextTask().then(pump)
  }
  for (const name of ['j', 'miniCss']) {
    const add = handlers[name]
    if (!add) continue
    handlers[name] = (chunkId, promises) => {
      promises.push(
        new Promise((resolve, reject) => {
          queue.push(() => {
            const own: Promise<unknown>[] = []
            try {
              add(chunkId, own)
              resolve(Promise.all(own))
            } catch (error) {
              reject(error)
            }
          })
          if (queue.length === 1) void nextTask().then(pump)
        }),
      )
    }
  }
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
