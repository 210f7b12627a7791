import { lintPlants } from '../../support/lint-plant'

/*
 * The project's own .eslintrc.js over planted snippets: each rule of design.md §2 that keeps
 * features and pages on the kit must still fire, so none can silently disappear from the config.
 */
const { plant, lintPlanted } = lintPlants()

const TOAST = "import Taro from '@tarojs/taro'\n\nvoid Taro.showToast({ title: '好' })\n"
const FEATURE = 'src/features/charging/planted.ts'

const direct = [
  ['Taro.showToast', TOAST, 'src/shared/toast'],
  ['Taro.showModal', "import Taro from '@tarojs/taro'\n\nvoid Taro.showModal({ content: '确定？' })\n", 'src/shared/confirm'],
  ['Taro.getCurrentPages', "import Taro from '@tarojs/taro'\n\nexport const n = Taro.getCurrentPages().length\n", 'src/core/navigation'],
  ['Taro.navigateTo', "import Taro from '@tarojs/taro'\n\nvoid Taro.navigateTo({ url: '/pages/mine/mine' })\n", 'src/core/navigation'],
  ['Taro.redirectTo', "import Taro from '@tarojs/taro'\n\nvoid Taro.redirectTo({ url: '/pages/mine/mine' })\n", 'src/core/navigation'],
  ['showToast imported by name', "import { showToast } from '@tarojs/taro'\n\nvoid showToast({ title: '好' })\n", 'showToast: toast() from src/shared/toast'],
  ['navigateTo imported by name', "import { navigateTo } from '@tarojs/taro'\n\nvoid navigateTo({ url: '/' })\n", 'src/core/navigation'],
  ['redirectTo imported by name', "import { redirectTo } from '@tarojs/taro'\n\nvoid redirectTo({ url: '/' })\n", 'redirectTo: redirectTo() from src/core/navigation'],
  ['the global getCurrentPages', 'export const n = getCurrentPages().length\n', 'src/core/navigation'],
  ['wx.showModal', "void wx.showModal({ content: '确定？' })\n", 'src/shared/confirm'],
  ['useDidShow', "import { useDidShow } from '@tarojs/taro'\n\nexport const usePlanted = () => useDidShow(() => undefined)\n", 'the data cache (useLoad)'],
  ['PageShell', "import { PageShell } from '@/shared/page-shell'\n\nexport const Shell = PageShell\n", 'Screen from src/shared/screen'],
  ['Taro.pageScrollTo', "import Taro from '@tarojs/taro'\n\nvoid Taro.pageScrollTo({ selector: '#a', duration: 0 })\n", 'scrollToId() from src/shared/scroll-to'],
  ['pageScrollTo imported by name', "import { pageScrollTo } from '@tarojs/taro'\n\nvoid pageScrollTo({ scrollTop: 0 })\n", 'pageScrollTo: scrollToId() from src/shared/scroll-to'],
].map(([name, code, piece]) => [name, plant(FEATURE, code), piece] as const)

const elsewhere = {
  page: plant('src/pages/mine/planted.ts', TOAST),
  subpackage: plant('src/package-mine/pages/planted/index.tsx', TOAST),
  shared: plant('src/shared/toast/planted.ts', TOAST),
  core: plant('src/core/navigation/planted.ts', TOAST),
  scrollKit: plant('src/shared/scroll-to/planted.ts', "import Taro from '@tarojs/taro'\n\nvoid Taro.pageScrollTo({ scrollTop: 0 })\n"),
}
const kit = plant(
  FEATURE,
  "import { redirectTo } from '@/core/navigation'\nimport { scrollToId } from '@/shared/scroll-to'\nimport { toast } from '@/shared/toast'\n\ntoast('好')\nvoid redirectTo('/pages/mine/mine')\nscrollToId('a', { instant: true })\n",
)

const VARIANT = 'export const platform = 1\n'
const refusedVariants = ['src/features/mall/components/planted.weapp.tsx', 'src/features/auth/planted.weapp.ts', 'src/pages/mine/planted.weapp.ts', 'src/package-mall/pages/planted/index.weapp.tsx'].map(
  (file) => [file, plant(file, VARIANT)] as const,
)
const allowedVariants = ['src/shared/planted/index.weapp.tsx', 'src/core/planted.weapp.ts', 'src/app-start.weapp.ts'].map((file) => [file, plant(file, VARIANT)] as const)

beforeAll(lintPlanted, 120_000)

test.each(direct)('a feature may not call %s; the message names the kit piece', (_name, found, piece) => {
  expect(found()).toEqual([expect.stringContaining(piece)])
})

test('pages and subpackages are held to it too; core and shared, which hold the kit, are not', () => {
  expect(elsewhere.page()).toEqual([expect.stringContaining('src/shared/toast')])
  expect(elsewhere.subpackage()).toEqual([expect.stringContaining('src/shared/toast')])
  expect(elsewhere.shared()).toEqual([])
  expect(elsewhere.core()).toEqual([])
  expect(elsewhere.scrollKit()).toEqual([])
})

test('the kit itself is fine to use in a feature', () => {
  expect(kit()).toEqual([])
})

test('a .weapp file is refused in features and pages', () => {
  for (const [file, found] of refusedVariants) expect([file, found()]).toEqual([file, [expect.stringContaining('No .weapp files outside src/core and src/shared')]])
})

test('a .weapp file is allowed in shared, core and the app start', () => {
  for (const [file, found] of allowedVariants) expect([file, found()]).toEqual([file, []])
})
