/**
 * @jest-environment node
 */
// index.html preloads a landed route's chunks, and on a route whose first screen shows server
// HTML the sanitizer that screen holds its paint for (config/h5-preload.ts).
import type { ChunkGroup } from 'webpack'
import { RICH_FIRST_SCREENS, sanitizerFiles } from '../../../config/h5-preload'
import { ROUTES } from '../../../src/routes'

const group = (children: { from: string; files: string[] }[]) =>
  ({
    getChildren: () =>
      children.map(({ from, files }) => ({ origins: [{ module: { resource: from } }], chunks: new Set([{ files: new Set(files) }]) })),
  }) as unknown as ChunkGroup

test("a page's import() of the sanitizer is found; its other imports wait for use", () => {
  const page = group([
    { from: '/project/src/shared/rich-text/use-sanitized.ts', files: ['js/6536.abc.js'] },
    { from: '/project/src/features/lottery/components/draw-result-lazy.tsx', files: ['js/77.abc.js', 'css/77.abc.css'] },
  ])
  expect(sanitizerFiles(page)).toEqual(['js/6536.abc.js'])
  expect(sanitizerFiles(group([]))).toEqual([])
})

test('the routes that preload it are routes of the app, and the budgeted landing pages are not among them', () => {
  const paths = new Set(ROUTES.map((route) => route.path))
  expect(RICH_FIRST_SCREENS.filter((route) => !paths.has(route))).toEqual([])
  expect(RICH_FIRST_SCREENS).not.toContain('package-mall/pages/goods-detail/index')
  expect(RICH_FIRST_SCREENS).not.toContain('package-activity/pages/recommend-purchase/index')
})
