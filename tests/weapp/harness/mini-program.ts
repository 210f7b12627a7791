// A built mini-program running in node: one vm context is WeChat's logic layer (globals wx,
// App, Page, Component, getApp, getCurrentPages, timers), app.js starts it with the launch
// query, and pages are opened from their Page() options like WeChat opens them. The view
// layer is the page's `data` (see tree.ts): what setData sends is applied to it as JSON.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import vm from 'node:vm'
import { Loader } from './loader'
import { consoleGlobal, timerGlobals, type Guard, type Timer } from './logic-layer'
import { PageHandle, type PageInstance } from './page'
import { readTemplates, type Template } from './templates'
import { applySetData } from './tree'
import { createWx, newWxState, type WxState } from './wx-fake'

type Options = Record<string, unknown>
type Hook = (...args: unknown[]) => unknown

export interface LaunchOptions {
  /** The built mini-program (dist/weapp). */
  dir: string
  /** Origin of the dev API server the requests go to. */
  apiBase: string
  /** Page path of the routes table and its query ('id=1&token=dev-token'). */
  route: string
  query?: string
}

/** WeChat hands page queries over undecoded, as strings. */
export function parseQuery(query = ''): Record<string, string> {
  return Object.fromEntries(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0], pair.slice(pair.indexOf('=') + 1)]),
  )
}

export class MiniProgram {
  readonly state: WxState
  /**
   * Uncaught errors: thrown in timers, lifecycles and event handlers. (A promise rejected and
   * never handled fails the jest test by itself.)
   */
  readonly errors: unknown[] = []
  /** console output of the app, `level: text` (printed as it comes with WEAPP_DEBUG=1). */
  readonly logs: string[] = []
  readonly stack: PageInstance[] = []
  /** Called after every setData and finished request, so waiters re-check. */
  readonly changed = new Set<() => void>()
  /** base.wxml's templates by `nn`: real tag and attribute names of the page data. */
  readonly templates: Map<string, Template>
  private readonly dir: string
  private readonly context: vm.Context
  private readonly loader: Loader
  private readonly timers = new Set<Timer>()
  private readonly pageOptions = new Map<string, Options>()
  private readonly components = new Map<string, Options>()
  private registering = ''
  private app: Options | undefined

  constructor(options: LaunchOptions) {
    this.dir = resolve(options.dir)
    this.templates = readTemplates(this.dir)
    this.state = newWxState(options.route, parseQuery(options.query))
    this.context = vm.createContext({})
    const parseJson = vm.runInContext('JSON.parse', this.context) as (text: string) => unknown
    const wx = createWx(this.state, { base: () => options.apiBase, parseJson, onRequestDone: () => this.notify() })
    Object.assign(this.context, this.globals(wx))
    this.loader = new Loader(this.dir, this.context)
  }

  /** Runs app.js and the app's onLaunch / onShow with the launch query, as WeChat starts. */
  start(): void {
    this.guard(() => this.loader.require('app.js'))
    if (!this.app) throw new Error('app.js did not call App()')
    const launch = this.state.launch
    this.call(this.app, 'onLaunch', { ...launch, query: { ...launch.query }, referrerInfo: {} })
    this.call(this.app, 'onShow', { ...launch, query: { ...launch.query }, referrerInfo: {} })
  }

  /** Opens a page as navigateTo does: loads its code, onLoad(query), onShow, onReady. */
  async open(route: string, query = ''): Promise<PageHandle> {
    const options = this.pageOptionsOf(route)
    const page = this.createPage(route, options, parseQuery(query))
    this.stack.push(page)
    const handle = new PageHandle(this, page)
    this.call(page, 'onLoad', { ...page.options })
    this.call(page, 'onShow')
    await handle.rendered()
    this.call(page, 'onReady')
    await handle.settle()
    return handle
  }

  /**
   * Goes where the app last navigated (wx.navigateTo, redirectTo, reLaunch, switchTab,
   * navigateBack): the page stack changes as in WeChat and the new page opens.
   */
  async follow(): Promise<PageHandle | undefined> {
    const last = this.state.navigations[this.state.navigations.length - 1]
    if (!last) throw new Error('the app has not navigated')
    const leave = (count: number) => this.stack.splice(-count).reverse().forEach((page) => this.call(page, 'onUnload'))
    if (last.api === 'navigateBack') {
      leave(Math.min(last.delta ?? 1, this.stack.length - 1))
      const top = this.stack[this.stack.length - 1]
      this.call(top, 'onShow')
      return undefined
    }
    const [path, query = ''] = String(last.url).replace(/^\//, '').split('?')
    if (last.api === 'redirectTo') leave(1)
    else if (last.api === 'reLaunch' || last.api === 'switchTab') leave(this.stack.length)
    else this.call(this.stack[this.stack.length - 1], 'onHide')
    return this.open(path, query)
  }

  /** Runs a page or app method as WeChat does: an exception is an uncaught error, not a crash. */
  call(target: Options, method: string, ...args: unknown[]): unknown {
    const hook = target[method] as Hook | undefined
    return hook ? this.guard(() => hook.apply(target, args)) : undefined
  }

  /**
   * What WeChat does with an error the logic layer did not catch: App.onError with its text, then
   * each wx.onError listener.
   */
  raiseError(message: string): void {
    if (this.app) this.call(this.app, 'onError', message)
    this.state.errorListeners.forEach((listener) => this.guard(() => listener(message)))
  }

  /** Stops the app's timers and forgets the pages; the vm context is left to the GC. */
  close(): void {
    for (const page of [...this.stack].reverse()) this.call(page, 'onUnload')
    this.stack.length = 0
    this.timers.forEach((id) => clearTimeout(id))
    this.timers.clear()
  }

  notify(): void {
    this.changed.forEach((listener) => listener())
  }

  private readonly guard: Guard = (work) => {
    try {
      return work()
    } catch (error) {
      this.errors.push(error)
      return undefined
    }
  }

  private pageOptionsOf(route: string): Options {
    if (!this.pageOptions.has(route)) {
      this.loadComponents(route)
      this.registering = route
      this.guard(() => this.loader.require(`${route}.js`))
      this.registering = ''
    }
    const options = this.pageOptions.get(route)
    if (!options) throw new Error(`${route}.js did not call Page(): ${this.errors.map(String).join('; ')}`)
    return options
  }

  /** The components a page's json declares (Taro's `comp`) load before the page, as in WeChat. */
  private loadComponents(route: string): void {
    const json = JSON.parse(readFileSync(join(this.dir, `${route}.json`), 'utf8')) as { usingComponents?: Record<string, string> }
    for (const target of Object.values(json.usingComponents ?? {})) {
      const file = target.startsWith('/') ? target.slice(1) : join(route, '..', target)
      if (!this.components.has(file)) {
        this.registering = file
        this.guard(() => this.loader.require(`${file}.js`))
      }
    }
  }

  private createPage(route: string, options: Options, query: Record<string, string>): PageInstance {
    const payloads: Options[] = []
    const page: PageInstance = {
      ...options,
      data: JSON.parse(JSON.stringify(options.data ?? {})),
      route,
      __route__: route,
      options: query,
      payloads,
      // The view layer gets JSON (functions and undefined dropped) and answers after rendering.
      setData: (payload, callback) => {
        const json = JSON.parse(JSON.stringify(payload)) as Options
        payloads.push(json)
        applySetData(page.data, json)
        this.notify()
        if (callback) (this.context.setTimeout as typeof setTimeout)(callback, 0)
      },
      selectComponent: () => null,
      getOpenerEventChannel: () => ({ emit: () => undefined, on: () => undefined, once: () => undefined, off: () => undefined }),
      createSelectorQuery: (this.context.wx as Options).createSelectorQuery,
    }
    return page
  }

  /** WeChat's logic-layer globals; no window or document (Taro brings its own). */
  private globals(wx: Record<string, unknown>) {
    return {
      wx,
      console: consoleGlobal(this.logs),
      ...timerGlobals(this.guard, this.timers),
      App: (options: Options) => void (this.app = options),
      Page: (options: Options) => void this.pageOptions.set(this.registering, options),
      Component: (options: Options) => void this.components.set(this.registering, options),
      Behavior: (options: Options) => options,
      getApp: () => this.app,
      getCurrentPages: () => [...this.stack],
      requirePlugin: (name: string) => {
        throw new Error(`plugin ${name} is not in the harness`)
      },
    }
  }
}
