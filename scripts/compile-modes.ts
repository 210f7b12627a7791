/**
 * WeChat DevTools compile modes (选择编译模式): one per route of src/routes.ts, in its order, so a
 * DevTools user opens any page on the seeded data of the dev API server in one click. Detail
 * routes get the id of a seeded record (mock/seed/route-queries.ts); every mode also carries
 * `token=dev-token`, the dev API server's published dev token, which the mini-program reads
 * from the page query when storage holds none (spec §4).
 *
 *   npx tsx scripts/compile-modes.ts          exits 1 when project.config.json is out of date
 *   npx tsx scripts/compile-modes.ts --write  rewrites its condition.miniprogram.list
 *
 * Run `npm run compile-modes` after changing routes; tests/build/compile-modes.test.ts checks it.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { routeQuery } from '../mock/seed/route-queries'
import { DEV_TOKEN } from '../mock/seed/users'
import { ROUTES } from '../src/routes'

export const PROJECT_CONFIG_FILE = join(__dirname, '..', 'project.config.json')

/** One entry of `condition.miniprogram.list`, with the fields DevTools itself writes. */
export interface CompileMode {
  name: string
  pathName: string
  query: string
  launchMode: 'default'
  scene: null
}

export function compileModes(): CompileMode[] {
  return ROUTES.map((route) => ({
    name: `${route.title} · ${route.path}`,
    pathName: route.path,
    query: [routeQuery(route.path), `token=${DEV_TOKEN}`].filter(Boolean).join('&'),
    launchMode: 'default',
    scene: null,
  }))
}

type Json = Record<string, unknown>

/** The project config with its compile modes replaced; every other key is kept as it is. */
export function withCompileModes(config: Json): Json {
  const condition = (config.condition ?? {}) as Json
  const miniprogram = (condition.miniprogram ?? {}) as Json
  return { ...config, condition: { ...condition, miniprogram: { ...miniprogram, list: compileModes() } } }
}

const format = (config: Json) => `${JSON.stringify(config, null, 2)}\n`

function main(write: boolean): number {
  const current = readFileSync(PROJECT_CONFIG_FILE, 'utf8')
  const next = format(withCompileModes(JSON.parse(current)))
  if (next === current) {
    console.log(`project.config.json: ${ROUTES.length} compile modes, up to date`)
    return 0
  }
  if (write) {
    writeFileSync(PROJECT_CONFIG_FILE, next)
    console.log(`project.config.json: wrote ${ROUTES.length} compile modes`)
    return 0
  }
  console.error('project.config.json is out of date with src/routes.ts: run `npm run compile-modes`')
  return 1
}

if (require.main === module) process.exitCode = main(process.argv.includes('--write'))
