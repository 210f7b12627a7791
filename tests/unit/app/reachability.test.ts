import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ENTRY_PATH, paths, routePath, ROUTES, TAB_PATHS } from '@/routes'
import { seedFloorPages } from '../../../mock/seed/floors'
import { seedBanners, seedMagazine } from '../../../mock/seed/media'
import { signInBanners } from '../../../mock/seed/mine-sign-in-banners'

/*
 * A screen nobody can open does not exist for a user. This walks the app's links as a user taps
 * them: from the entry page and the two tabs, each screen opens the pages whose `paths.<builder>`
 * it reaches through its imports (tests/support/page-scan.js), plus the links the server
 * configures on it (the seeded banners, floors and magazine pages). Every route is reached
 * within MAX_TAPS, or names the outside `entrance` a user comes in by.
 */
const MAX_TAPS = 4
const root = path.resolve(__dirname, '../../..')
const pageFile = (route: string) => ['.tsx', '.ts'].map((ext) => `src/${route}${ext}`).find((file) => fs.existsSync(path.join(root, file)))!

/** The arguments that make each builder name every page it can open (most take an id). */
const SAMPLE_ARGS: Record<string, unknown[][]> = {
  captcha: [[], ['tx']],
  openMiniProgram: [[{ urlLink: 'https://wxaurl.cn/k3j9' }]],
  orderConfirm: [[{ cart: true }]],
  agreement: [['user'], ['privacy']],
}

function builderRoutes(name: string): string[] {
  const build = (paths as Record<string, (...args: unknown[]) => string>)[name]
  if (!build) throw new Error(`paths.${name} is not a builder of src/routes.ts`)
  return (SAMPLE_ARGS[name] ?? [[1]]).map((args) => routePath(build(...args)))
}

const NOW = Date.now()
const inSeason = (b: { startTime: string; endTime: string }) => Date.parse(b.startTime) <= NOW && NOW <= Date.parse(b.endTime)

/** Links the dev API server configures on a screen, as its seed holds them. */
const SERVER_LINKS: Record<string, () => string[]> = {
  'pages/car/car': () => seedBanners(NOW).filter((b) => b.position === 'home' && b.linkType === 'page' && inSeason(b)).map((b) => b.linkUrl),
  [ENTRY_PATH]: () => seedMagazine(NOW).pages.map((p) => p.linkUrl).filter(Boolean),
  'package-mine/pages/swiper/swiper': () => signInBanners().map((b) => b.linkUrl).filter(Boolean),
  'pages/cusfloor/index': () =>
    seedFloorPages()
      .flatMap((page) => page.floors)
      .flatMap(floorLinks)
      .filter((link) => link.startsWith('/')),
}

/** A floor's own link and its items' links. */
function floorLinks(floor: object): string[] {
  const items: unknown[] = 'items' in floor && Array.isArray(floor.items) ? floor.items : []
  return [floor, ...items].flatMap((part) => (part && typeof part === 'object' && 'link' in part && typeof part.link === 'string' ? [part.link] : []))
}

let opens: Map<string, Set<string>>

beforeAll(() => {
  const script = path.join(__dirname, '../../support/page-scan.js')
  const files = ROUTES.map((r) => pageFile(r.path))
  const scan = JSON.parse(execFileSync(process.execPath, [script], { input: JSON.stringify(files), encoding: 'utf8' })) as Record<string, { links: string[] }>
  opens = new Map(
    ROUTES.map((r) => {
      const fromCode = scan[pageFile(r.path)].links.flatMap(builderRoutes)
      const fromServer = (SERVER_LINKS[r.path]?.() ?? []).map(routePath)
      return [r.path, new Set([...fromCode, ...fromServer])]
    }),
  )
}, 120_000)

/** The fewest taps from the entry page or a tab to each route reached. */
function tapsToEach(): Map<string, number> {
  const taps = new Map([ENTRY_PATH, ...TAB_PATHS].map((p) => [p, 0]))
  const queue = [...taps.keys()]
  while (queue.length) {
    const from = queue.shift()!
    for (const to of opens.get(from) ?? []) {
      if (taps.has(to)) continue
      taps.set(to, taps.get(from)! + 1)
      queue.push(to)
    }
  }
  return taps
}

test('every route a user opens inside the app is reached within 4 taps', () => {
  const taps = tapsToEach()
  const far = ROUTES.filter((r) => !r.entrance && !((taps.get(r.path) ?? Infinity) <= MAX_TAPS)).map((r) => `${r.path} (${taps.get(r.path) ?? 'never'})`)
  expect(far).toEqual([])
})

test('an outside-only route names where a user comes from, and why', () => {
  const vague = ROUTES.filter((r) => r.entrance && (r.entrance.from.length === 0 || r.entrance.why.trim().length < 8)).map((r) => r.path)
  expect(vague).toEqual([])
  // The outside-only list stays short: most of the app is reached from inside.
  expect(ROUTES.filter((r) => r.entrance).length).toBeLessThan(ROUTES.length / 5)
})

test('the walk sees the links it follows, and not a share\'s', () => {
  expect(opens.get('pages/mine/mine')).toContain('package-mine/pages/sign-in/sign-in')
  expect(opens.get('package-museum/hall')).toContain('package-museum/collection')
  expect(opens.get('pages/car/car')).toContain('package-car/pages/test-drive/index')
  // A path made only for a friend's share (useContentShare's) is not a tap of this user's.
  expect(opens.get('package-home/pages/info-car-intro-detail/index')).not.toContain('package-home/pages/info-car-intro-detail-toApp/index')
})
