/**
 * Production H5: Taro's generated entry (@tarojs/taro-loader/lib/h5) imports the app component
 * and everything it needs, then creates the app, the history and the router, all in the one task
 * that runs the app script: 150 to 180 ms at Lighthouse's 4x CPU slowdown, before any page.
 * This loader runs right after Taro's and rewrites that code so the start-up takes steps, each in
 * its own task (src/core/boot/next-task.ts):
 *   1. the entry's static imports, each in a task of its own, in their order (Taro's platform
 *      runtime with its API, Taro, the router, Taro's runtime, the framework), then the route
 *      table, the landed route moved up (landedRouteEarly);
 *   2. the app's core (src/core: the session, the request layer, the store), evaluated;
 *   3. the app component and what it starts (src/app-start.ts; the session restore a task later);
 *   4. the app instance;
 *   5. the history;
 *   6. the mount, without Taro's navigation bar (every page draws its own) and with the app's own
 *      tab bar when the landed route is a tab page (elsewhere the tab bar waits for the first tab
 *      page: src/core/boot/late-tab-bar.ts);
 *   7. the router, which asks for the first route's chunks, then the app's launch, which renders
 *      its root (launchInNextTask);
 * and every route asks for its chunks a task after the router's own work, their script and
 * stylesheet tags are added a few at a time (chunkTagsInSteps), and its page module waits a task
 * before the router renders it (renderInNextTask). Nothing else changes:
 * the generated statements stay in their order. A Taro upgrade that changes the template fails
 * the build here rather than starting in one task again (tests/unit/app/h5-boot.test.ts).
 */
const path = require('node:path')

const NEXT_TASK = path.resolve(__dirname, '..', 'src/core/boot/next-task.ts')
const CORE = path.resolve(__dirname, '..', 'src/core/index.ts')
const LATE_TAB_BAR = path.resolve(__dirname, '..', 'src/core/boot/late-tab-bar.ts')

function take(source, pattern, what) {
  const found = source.match(pattern)
  if (!found) throw new Error(`h5-boot-loader: Taro's entry template changed (no ${what}); see config/h5-boot-loader.js`)
  return found
}

/**
 * `import … from 'x'` as a statement of the async start-up: the module is still in the app script
 * (eager), evaluated where the statement stands, after a task of its own. A stylesheet (extracted
 * into app.css, nothing to evaluate) stays a static import.
 */
const IMPORT = /^import (?:(.+?) from )?(['"])(.+?)\2;?[ \t]*$/gm
const STEP_LOADER = path.resolve(__dirname, 'h5-boot-step-loader.js')
const STEP_FILE = path.resolve(__dirname, 'empty-module.js')

/** The names a clause binds: `* as A`, `A`, `{ a, b as c }` (a and c), none. */
function locals(clause) {
  if (!clause) return []
  if (clause.startsWith('* as ')) return [clause.slice(5).trim()]
  if (/^[\w$]+$/.test(clause)) return [clause]
  if (clause.startsWith('{') && clause.endsWith('}')) return clause.slice(1, -1).split(',').map((name) => name.trim().split(/\s+as\s+/).pop())
  throw new Error(`h5-boot-loader: Taro's entry template changed (import ${clause}); see config/h5-boot-loader.js`)
}

/**
 * The statement itself goes into a module of its own (h5-boot-step-loader.js), which exports what
 * it binds; the start-up imports that module. A static import keeps webpack's pruning of unused
 * re-exports (an import() of @tarojs/runtime itself took in all of Taro's mini-program DOM), and
 * webpackExports says what is taken (Babel's async transform hides a destructuring from webpack).
 */
function importStep(clause, request) {
  const names = locals(clause)
  const code = `import ${clause ? `${clause} from ` : ''}${JSON.stringify(request)}${names.length ? `\nexport { ${names.join(', ')} }` : ''}`
  const step = `!!${STEP_LOADER}!${STEP_FILE}?${encodeURIComponent(code)}`
  const module = `await import(/* webpackMode: "eager" */ /* webpackExports: ${JSON.stringify(names)} */ ${JSON.stringify(step)})`
  return names.length ? `var { ${names.join(', ')} } = ${module}` : module
}

function transform(source) {
  const component = take(source, /^import component from (.+)$/m, 'app component import')
  const inst = take(source, /^var inst = /m, 'app instance')
  const history = take(source, /^var history = /m, 'history')
  const mount = take(source, /^handleAppMount(WithTabbar)?\(/m, 'app mount')
  const router = take(source, /^createRouter\(/m, 'createRouter call')
  const statics = []
  const imports = []
  const before = source
    .slice(0, inst.index)
    .replace(component[0], '')
    .replace(IMPORT, (statement, clause, _quote, request) => {
      if (/\.(css|scss)$/.test(request)) statics.push(statement)
      else imports.push(importStep(clause, request))
      return ''
    })
  if (!imports.length) throw new Error("h5-boot-loader: Taro's entry template changed (no imports); see config/h5-boot-loader.js")
  // Apart, none of them adds to another's task: on a low-tier phone each is tens of ms (issue 42).
  const steps = [inst.index, history.index, mount.index, router.index, source.length]
  if (steps.some((at, i) => i > 0 && at < steps[i - 1])) throw new Error("h5-boot-loader: Taro's entry template changed (order); see config/h5-boot-loader.js")
  const [create, newHistory, mounting, start] = steps.slice(0, -1).map((at, i) => source.slice(at, steps[i + 1]))
  const TAB_BAR_MOUNT = /^handleAppMountWithTabbar\((config, history[^)]*)\)/
  if (mount[1] && !TAB_BAR_MOUNT.test(mounting)) throw new Error("h5-boot-loader: Taro's entry template changed (tab bar mount); see config/h5-boot-loader.js")
  const mountApp = mounting.replace(TAB_BAR_MOUNT, (_call, args) =>
    `mountWithLateTabBar(config, location.pathname, () => handleAppMountWithTabbar(${args}))`)
  return [
    `import { chunkTagsInSteps, landedRouteEarly, launchInNextTask, nextTask, renderInNextTask } from ${JSON.stringify(NEXT_TASK)}`,
    ...statics,
    ';(async function boot() {',
    ...imports.flatMap((step) => ['await nextTask()', step]),
    before,
    'renderInNextTask(config.routes)',
    'chunkTagsInSteps()',
    'landedRouteEarly(config.routes, location.pathname)',
    'await nextTask()',
    `await import(/* webpackMode: "eager" */ ${JSON.stringify(CORE)})`,
    'await nextTask()',
    `var component = (await import(/* webpackMode: "eager" */ ${component[1]})).default`,
    'await nextTask()',
    create,
    'await nextTask()',
    newHistory,
    'await nextTask()',
    // Imported here, not at the top: what it imports is evaluated by then, in its own steps.
    `var { mountWithLateTabBar } = await import(/* webpackMode: "eager" */ ${JSON.stringify(LATE_TAB_BAR)})`,
    mountApp,
    'await nextTask()',
    'launchInNextTask(inst)',
    start,
    '})()',
    '',
  ].join('\n')
}

module.exports = function h5BootLoader(source) {
  return transform(source)
}
module.exports.transform = transform
