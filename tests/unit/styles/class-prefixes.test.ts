import fs from 'fs'
import path from 'path'
import { SRC, scssCode, scssFiles } from './scss-sources'

/*
 * H5 puts every page's CSS in one document, so two areas that both write `.share-card` restyle
 * each other. The rule: the first segment of a class (the BEM block, before `__` or `--`) says
 * who owns it.
 * - src/features/<area>/**: one of the area's prefixes below (a prefix matches the block itself or
 *   the block followed by `-`, so `cart` covers `cart-line` but not `cartoon`).
 * - src/shared/<piece>/**: the piece's own name (`paged-list-state`, `form-option-sheet`).
 * - src/entities/<entity>/**: the entity's name (`region-picker`).
 * - pages (src/pages/**, src/package-*\/**, src/yearly-report/**): `<page>-page`, where <page> is
 *   the folder under `pages/` (`cart-page__shop`). No feature or shared block ends with `-page`.
 * The prefixes of areas and pieces never overlap, so no class can be claimed twice.
 */
const AREA_PREFIXES: Record<string, string[]> = {
  activity: ['activity', 'lead'],
  'app-download': ['app-download'],
  address: ['address', 'ship-to'],
  auth: ['auth', 'captcha'],
  car: ['car', 'app-handover', 'entry-grid', 'stats-bar'],
  community: ['cm'],
  creator: ['creator'],
  dealer: ['dealer', 'city', 'location-hint'],
  display: ['display'],
  // Not `evaluation`: that would claim the shared evaluation-form piece's classes too.
  evaluation: ['eval'],
  invite: ['invite'],
  // Not `lottery`: the shared lottery piece (wheel and grid) owns that block.
  lottery: ['prize', 'win', 'draw'],
  floor: ['floor'],
  magazine: ['magazine'],
  mall: [
    'mall', 'goods', 'cart', 'coupon', 'sku', 'voucher', 'buy-bar', 'category', 'chosen-row', 'flash-sale',
    'price-text', 'points-bar', 'recommend-grid', 'review', 'order',
  ],
  charging: ['charging'],
  maintenance: ['maintenance'],
  mine: ['mine'],
  'mini-program': ['mini-program'],
  museum: ['museum'],
  'mutual-help': ['mutual'],
  occupation: ['occupation'],
  'other-car': ['oc'],
  partner: ['partner'],
  'service-progress': ['service'],
  privacy: ['privacy'],
  'sign-in': ['sign-in'],
  survey: ['survey'],
  'team-pk': ['team'],
  welfare: ['welfare'],
  'yearly-report': ['year'],
  'test-drive': ['td'],
  user: ['user', 'medal'],
  'video-cover': ['tailor'],
  warranty: ['warranty'],
  webview: ['webview'],
}
// Libraries' own classes, which a rule may override (NutUI, Taro's H5 components, WeUI's tab bar).
const VENDOR_PREFIXES = ['nut', 'taro', 'weui']

const dirsOf = (dir: string) =>
  fs.readdirSync(path.join(SRC, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
// Pieces of the kit and entities own the block of their own name.
const SHARED_PREFIXES: Record<string, string[]> = Object.fromEntries(dirsOf('shared').map((piece) => [piece, [piece]]))
// An entity claims its name only where it has styles (most are data alone).
const hasStyles = (dir: string) => fs.readdirSync(path.join(SRC, dir), { recursive: true }).some((f) => String(f).endsWith('.scss'))
const ENTITY_PREFIXES: Record<string, string[]> = Object.fromEntries(
  dirsOf('entities').filter((entity) => hasStyles(`entities/${entity}`)).map((entity) => [`entities/${entity}`, [entity]]),
)

const matches = (block: string, prefix: string) => block === prefix || block.startsWith(`${prefix}-`)

/** The BEM blocks of every class selector in a file. */
function blocksOf(file: string): string[] {
  const blocks = new Set<string>()
  for (const [, selector] of scssCode(file).matchAll(/([^{};]+)\{/g)) {
    if (selector.trim().startsWith('@')) continue
    for (const [, name] of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) blocks.add(name.split(/__|--/)[0])
  }
  return [...blocks]
}

type Owner = { owner: string; allowed: (block: string) => boolean }

/** Who owns the classes of a file, and which blocks it may use; null for files with no classes of their own. */
function ownerOf(file: string): Owner | null {
  const rel = path.relative('src', file).split(path.sep)
  if (rel[0] === 'styles' || file === 'src/app.scss') return null
  if (rel[0] === 'features') {
    const prefixes = AREA_PREFIXES[rel[1]] ?? []
    return { owner: `features/${rel[1]}`, allowed: (b) => !b.endsWith('-page') && prefixes.some((p) => matches(b, p)) }
  }
  if (rel[0] === 'shared' || rel[0] === 'entities') {
    return { owner: `${rel[0]}/${rel[1]}`, allowed: (b) => !b.endsWith('-page') && matches(b, rel[1]) }
  }
  const pageAt = rel.lastIndexOf('pages')
  if (pageAt >= 0 && pageAt + 1 < rel.length - 1) {
    const page = rel[pageAt + 1]
    return { owner: `page ${page}`, allowed: (b) => b === `${page}-page` }
  }
  return { owner: 'nobody', allowed: () => false }
}

const isVendor = (block: string) => VENDOR_PREFIXES.some((p) => matches(block, p))

describe('each area’s CSS classes carry its prefix', () => {
  const files = scssFiles()

  it('every feature area has its prefixes in the table', () => {
    expect(dirsOf('features').filter((area) => !AREA_PREFIXES[area])).toEqual([])
  })

  it('no two areas, shared pieces or entities share a prefix', () => {
    const owners = Object.entries({ ...AREA_PREFIXES, ...SHARED_PREFIXES, ...ENTITY_PREFIXES })
    const clashes = owners.flatMap(([a, pa]) =>
      owners.flatMap(([b, pb]) =>
        a < b ? pa.flatMap((x) => pb.filter((y) => matches(x, y) || matches(y, x)).map((y) => `${a}:${x} ~ ${b}:${y}`)) : [],
      ),
    )
    expect(clashes).toEqual([])
  })

  it.each(files)('%s uses only its own prefix', (file) => {
    const owner = ownerOf(file)
    const foreign = owner ? blocksOf(file).filter((b) => !isVendor(b) && !owner.allowed(b)) : []
    expect(foreign).toEqual([])
  })

  it('no class block is written by two owners', () => {
    const byBlock = new Map<string, Set<string>>()
    for (const file of files) {
      const owner = ownerOf(file)
      if (!owner) continue
      for (const b of blocksOf(file).filter((x) => !isVendor(x))) byBlock.set(b, (byBlock.get(b) ?? new Set()).add(owner.owner))
    }
    expect([...byBlock].filter(([, o]) => o.size > 1).map(([b, o]) => `${b}: ${[...o].join(', ')}`)).toEqual([])
  })

  it('the rule itself: prefixes match whole segments', () => {
    expect(matches('cart-line', 'cart')).toBe(true)
    expect(matches('cartoon', 'cart')).toBe(false)
    expect(ownerOf('src/package-mall/pages/cart/index.scss')?.allowed('cart-page')).toBe(true)
    expect(ownerOf('src/features/mall/components/x.scss')?.allowed('cart-page')).toBe(false)
    expect(ownerOf('src/features/invite/components/x.scss')?.allowed('share-card')).toBe(false)
  })
})
