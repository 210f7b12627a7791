/**
 * Production H5: Taro's generated entry (@tarojs/taro-loader/lib/h5) imports the app component
 * and everything it needs, then creates the app, the history and the router, all in the one task
 * that runs the app script: 150 to 180 ms at Lighthouse's 4x CPU slowdown, before any page.
 * This loader runs right after Taro's and rewrites that code so the start-up takes steps, each in
 * its own task (src/core/boot/next-task.ts):
 *   1. the Taro runtime, router and framework (the entry's static imports) and the route table;
 *   2. the app component and what it starts (session restore, src/app-start.ts);
 *   3. the app instance, the history, the tab bar and navigation bar;
 *   4. the router, which asks for the first route's chunks;
 * and every route's page module waits a task before the router renders it. Nothing else changes:
 * the generated statements stay in their order. A Taro upgrade that changes the template fails
 * the build here rather than starting in one task again (tests/unit/app/h5-boot.test.ts).
 */
const path = require('node:path')

const NEXT_TASK = path.resolve(__dirname, '..', 'src/core/boot/next-task.ts')

function take(source, pattern, what) {
  const found = source.match(pattern)
  if (!found) throw new Error(`h5-boot-loader: Taro's entry template changed (no ${what}); see config/h5-boot-loader.js`)
  return found
}

function transform(source) {
  const component = take(source, /^import component from (.+)$/m, 'app component import')
  const inst = take(source, /^var inst = /m, 'app instance')
  const router = take(source, /^createRouter\(/m, 'createRouter call')
  const before = source.slice(0, inst.index).replace(component[0], '')
  const create = source.slice(inst.index, router.index)
  const start = source.slice(router.index)
  return [
    `import { nextTask, renderInNextTask } from ${JSON.stringify(NEXT_TASK)}`,
    before,
    'renderInNextTask(config.routes)',
    ';(async function boot() {',
    'await nextTask()',
    `var component = (await import(/* webpackMode: "eager" */ ${component[1]})).default`,
    'await nextTask()',
    create,
    'await nextTask()',
    start,
    '})()',
    '',
  ].join('\n')
}

module.exports = function h5BootLoader(source) {
  return transform(source)
}
module.exports.transform = transform
