/**
 * @jest-environment node
 */
// The H5 start-up in steps (config/h5-boot-loader.js on Taro's generated entry): the rewrite runs
// on the real template of the installed @tarojs/taro-loader, so a Taro upgrade that changes it is
// caught here, not by a slower first screen.
import { parse } from '@babel/parser'
import { aTaskAfter, chunkTagsInSteps, landedRouteEarly, launchInNextTask, nextTask, renderInNextTask } from '@/core/boot/next-task'

jest.mock('@tarojs/helper', () => ({ readConfig: () => ({ navigationBarTitleText: '标题' }), fs: { existsSync: () => false } }))

// eslint-disable-next-line @typescript-eslint/no-require-imports
const taroEntry: (this: unknown) => string = require('@tarojs/taro-loader/lib/h5').default
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { transform } = require('../../../config/h5-boot-loader.js') as { transform: (source: string) => string }

/** What Taro's H5 plugin hands its loader for an app of two pages with a tab bar (as ours has). */
function generatedEntry(): string {
  const options = {
    entryFileName: 'app',
    filename: 'app',
    sourceDir: '/project/src',
    runtimePath: ['@tarojs/plugin-platform-h5/dist/runtime'],
    config: { router: { mode: 'browser' }, pages: ['pages/a/a', 'pages/b/b'], tabBar: { list: [] } },
    loaderMeta: {
      creator: 'createReactApp',
      creatorLocation: '@tarojs/plugin-framework-react/dist/runtime',
      importFrameworkStatement: "import * as React from 'react'\nimport ReactDOM from 'react-dom/client'",
      importFrameworkName: 'React',
      frameworkArgs: 'React, ReactDOM, config',
      extraImportForWeb: '',
    },
    pages: [['pages/a/a', '/project/src/pages/a/a'], ['pages/b/b', '/project/src/pages/b/b']],
    pxTransformConfig: { designWidth: 375, deviceRatio: {} },
    bootstrap: false,
  }
  const context = {
    getOptions: () => options,
    mode: 'production',
    resourcePath: '/project/src/app.config.ts',
    context: '/project/src',
    utils: { contextify: (_from: string, request: string) => `./${request.replace('/project/src/', '')}` },
  }
  return taroEntry.call(context)
}

const at = (code: string, text: string) => {
  const index = code.indexOf(text)
  if (index < 0) throw new Error(`missing: ${text}`)
  return index
}

describe('the H5 entry, rewritten to start in steps', () => {
  const code = transform(generatedEntry())

  it('is still a valid module', () => {
    expect(() => parse(code, { sourceType: 'module' })).not.toThrow()
  })

  it('evaluates each static import in a task of its own, then the core, the app component, and creates the app, the history, the tab bar and the router, each after another', () => {
    expect(code).not.toMatch(/^import component from/m)
    // A stylesheet stays static; every module is a step of the start-up, in the template's order.
    expect(code.match(/^import .+$/gm)).toEqual([expect.stringContaining('next-task'), "import '@tarojs/components/global.css'"])
    // Each step is a module of the statement itself (so webpack still prunes unused re-exports),
    // exporting what it binds, and the start-up takes just that.
    const steps = [...code.matchAll(/webpackExports: (\[.*?\]) \*\/ "!![^"!]*h5-boot-step-loader\.js![^"?]*\?([^"]*)"/g)].map(([, names, query]) => [JSON.parse(names), decodeURIComponent(query)])
    expect(steps).toEqual([
      [[], 'import "@tarojs/plugin-platform-h5/dist/runtime"'],
      [['initPxTransform'], 'import { initPxTransform } from "@tarojs/taro"\nexport { initPxTransform }'],
      [['createRouter', 'createBrowserHistory', 'handleAppMountWithTabbar'], 'import { createRouter, createBrowserHistory, handleAppMountWithTabbar } from "@tarojs/router"\nexport { createRouter, createBrowserHistory, handleAppMountWithTabbar }'],
      [['window'], 'import { window } from "@tarojs/runtime"\nexport { window }'],
      [['createReactApp'], 'import { createReactApp } from "@tarojs/plugin-framework-react/dist/runtime"\nexport { createReactApp }'],
      [['React'], 'import * as React from "react"\nexport { React }'],
      [['ReactDOM'], 'import ReactDOM from "react-dom/client"\nexport { ReactDOM }'],
    ])
    const order = [
      at(code, ';(async function boot() {\nawait nextTask()\nawait import('),
      at(code, 'await nextTask()\nvar { initPxTransform } = await import('),
      at(code, 'await nextTask()\nvar { createRouter, createBrowserHistory, handleAppMountWithTabbar } = await import('),
      at(code, 'await nextTask()\nvar { window } = await import('),
      at(code, 'await nextTask()\nvar { createReactApp } = await import('),
      at(code, 'await nextTask()\nvar { React } = await import('),
      at(code, 'await nextTask()\nvar { ReactDOM } = await import('),
      at(code, 'config.routes = ['),
      at(code, 'renderInNextTask(config.routes)\nchunkTagsInSteps()\nlandedRouteEarly(config.routes, location.pathname)\nawait nextTask()\nawait import(/* webpackMode: "eager" */ '),
      at(code, 'src/core/index.ts")\nawait nextTask()\nvar component = (await import(/* webpackMode: "eager" */ "./app")).default'),
      at(code, 'await nextTask()\nvar inst = createReactApp(component'),
      at(code, 'await nextTask()\nvar history = createBrowserHistory('),
      at(code, 'await nextTask()\nvar { mountWithLateTabBar } = await import(/* webpackMode: "eager" */ '),
      at(code, 'late-tab-bar.ts")\nmountWithLateTabBar(config, location.pathname, () => handleAppMountWithTabbar(config, history))'),
      at(code, 'await nextTask()\nlaunchInNextTask(inst)\ncreateRouter(history, inst, config, React)'),
      at(code, 'initPxTransform({'),
    ]
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('refuses a template it does not know rather than starting in one task', () => {
    expect(() => transform(generatedEntry().replace('var inst = ', 'const inst = '))).toThrow(/template changed/)
    expect(() => transform(generatedEntry().replace('handleAppMountWithTabbar(config, history)', 'handleAppMountWithTabbar(history, config)'))).toThrow(/tab bar mount/)
  })
})

describe('landedRouteEarly', () => {
  const routes = () => ['pages/home/home', 'pages/a/a', 'pages/b/b', 'package-x/pages/c/c'].map((path) => ({ path }))

  it('moves the landed route to second place and keeps the first, the home page', () => {
    const list = routes()
    landedRouteEarly(list, '/package-x/pages/c/c')
    expect(list.map((r) => r.path)).toEqual(['pages/home/home', 'package-x/pages/c/c', 'pages/a/a', 'pages/b/b'])
  })

  it('leaves the list as it is for the home page, the root, an unknown path or a malformed one', () => {
    for (const pathname of ['/pages/home/home', '/', '/nowhere', '/%E0%A4%A']) {
      const list = routes()
      landedRouteEarly(list, pathname)
      expect(list).toEqual(routes())
    }
  })
})

describe('nextTask and renderInNextTask', () => {
  it('nextTask resolves in a later task, after the microtasks queued behind it', async () => {
    const seen: string[] = []
    const later = nextTask().then(() => seen.push('next'))
    Promise.resolve().then(() => seen.push('microtask'))
    await later
    expect(seen).toEqual(['microtask', 'next'])
  })

  it("a route's script and stylesheet tags are added a few at a time, from a task after the ask; each chunk waits for its own", async () => {
    const seen: string[] = []
    const loads: (() => void)[] = []
    const handlers = {
      j: (id: string | number) => void seen.push(`script ${id}`),
      miniCss: (id: string | number, promises: Promise<unknown>[]) => {
        seen.push(`style ${id}`)
        promises.push(new Promise<void>((resolve) => loads.push(resolve)))
      },
    }
    chunkTagsInSteps(handlers, 3)
    const ask = (id: number) => {
      const promises: Promise<unknown>[] = []
      for (const handler of Object.values(handlers)) handler(id, promises)
      return Promise.all(promises).then(() => seen.push(`chunk ${id}`))
    }
    const chunks = [ask(1), ask(2), ask(3)]
    await Promise.resolve()
    expect(seen).toEqual([])
    while (!seen.length) await nextTask()
    expect(seen).toEqual(['script 1', 'style 1', 'script 2'])
    while (seen.length < 6) await nextTask()
    expect(seen).toEqual(['script 1', 'style 1', 'script 2', 'style 2', 'script 3', 'style 3'])
    loads.forEach((loaded) => loaded())
    await Promise.all(chunks)
    expect(seen.slice(6)).toEqual(['chunk 1', 'chunk 2', 'chunk 3'])
  })

  it('the app launches a task after the router asked for it, then shows, in that order; later calls go straight through', async () => {
    const seen: string[] = []
    const app = { onLaunch: (options: unknown) => void seen.push(`launch ${options}`), onShow: (options: unknown) => void seen.push(`show ${options}`) }
    launchInNextTask(app as never)
    app.onLaunch('a')
    app.onShow('a')
    await Promise.resolve()
    expect(seen).toEqual([])
    while (!seen.length) await nextTask()
    expect(seen).toEqual(['launch a', 'show a'])
    app.onShow('b')
    expect(seen).toEqual(['launch a', 'show a', 'show b'])
  })

  it('a tag that fails to load, or a handler that throws, fails its chunk, as before', async () => {
    const handlers: Record<string, (id: string | number, promises: Promise<unknown>[]) => void> = {
      j: () => {
        throw new Error('no script')
      },
      miniCss: (_id: string | number, promises: Promise<unknown>[]) => void promises.push(Promise.reject(new Error('CSS_CHUNK_LOAD_FAILED'))),
    }
    chunkTagsInSteps(handlers)
    const script: Promise<unknown>[] = []
    const style: Promise<unknown>[] = []
    handlers.j(1, script)
    handlers.miniCss(1, style)
    await expect(Promise.all(script)).rejects.toThrow('no script')
    await expect(Promise.all(style)).rejects.toThrow('CSS_CHUNK_LOAD_FAILED')
  })

  it("aTaskAfter hands the answer over in a later task, after the microtasks queued behind it; a failure passes through", async () => {
    const seen: string[] = []
    const later = aTaskAfter(Promise.resolve('answer')).then((answer) => seen.push(answer))
    Promise.resolve()
      .then(() => undefined)
      .then(() => seen.push('microtask'))
    await later
    expect(seen).toEqual(['microtask', 'answer'])
    await expect(aTaskAfter(Promise.reject(new Error('offline')))).rejects.toThrow('offline')
  })

  it("a route asks for its chunks a task after the router's, and answers its page module a task after they ran, with the same context and params", async () => {
    const module = { default: 'Page' }
    const load = jest.fn((context: unknown, params: unknown) => [Promise.resolve(module), context, params])
    const routes = [{ load }]
    renderInNextTask(routes)
    const answer = routes[0].load('ctx', 'params')
    expect(load).not.toHaveBeenCalled()
    let settled = false
    void (answer[0] as Promise<unknown>).then(() => (settled = true))
    await nextTask()
    expect(load).toHaveBeenCalledWith('ctx', 'params')
    await Promise.resolve()
    await Promise.resolve()
    expect(settled).toBe(false)
    // Taro reads the answer with Promise.all.
    await expect(Promise.all(answer)).resolves.toEqual([module, 'ctx', 'params'])
  })
})
