/**
 * @jest-environment node
 */
// The H5 start-up in steps (config/h5-boot-loader.js on Taro's generated entry): the rewrite runs
// on the real template of the installed @tarojs/taro-loader, so a Taro upgrade that changes it is
// caught here, not by a slower first screen.
import { parse } from '@babel/parser'
import { nextTask, renderInNextTask } from '@/core/boot/next-task'

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

  it('evaluates the core after a first yield, then the app component, then creates the app, the history, the tab bar and the router, each after another', () => {
    expect(code).not.toMatch(/^import component from/m)
    const order = [
      at(code, 'config.routes = ['),
      at(code, 'renderInNextTask(config.routes)'),
      at(code, 'await nextTask()\nawait import(/* webpackMode: "eager" */ '),
      at(code, 'src/core/index.ts")\nawait nextTask()\nvar component = (await import(/* webpackMode: "eager" */ "./app")).default'),
      at(code, 'await nextTask()\nvar inst = createReactApp(component'),
      at(code, 'await nextTask()\nvar history = createBrowserHistory('),
      at(code, 'await nextTask()\nhandleAppMountWithTabbar(config, history)'),
      at(code, 'await nextTask()\ncreateRouter(history, inst, config, React)'),
      at(code, 'initPxTransform({'),
    ]
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('refuses a template it does not know rather than starting in one task', () => {
    expect(() => transform(generatedEntry().replace('var inst = ', 'const inst = '))).toThrow(/template changed/)
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

  it('a route answers its page module only in a later task, with the same context and params', async () => {
    const module = { default: 'Page' }
    const routes = [{ load: (context: unknown, params: unknown) => [Promise.resolve(module), context, params] }]
    renderInNextTask(routes)
    const [page, context, params] = routes[0].load('ctx', 'params')
    let settled = false
    void (page as Promise<unknown>).then(() => (settled = true))
    await Promise.resolve()
    await Promise.resolve()
    expect(settled).toBe(false)
    await expect(page).resolves.toBe(module)
    expect([context, params]).toEqual(['ctx', 'params'])
  })
})
