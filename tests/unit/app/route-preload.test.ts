/**
 * @jest-environment node
 */
// index.html preloads a landed route's chunks and the sanitizer its rich text waits for
// (config/h5-preload.ts): a screen holding its paint for DOMPurify no longer waits a round more.
import type { ChunkGroup } from 'webpack'
import { earlyFiles } from '../../../config/h5-preload'

const group = (children: { from: string; files: string[] }[]) =>
  ({
    getChildren: () =>
      children.map(({ from, files }) => ({ origins: [{ module: { resource: from } }], chunks: new Set([{ files: new Set(files) }]) })),
  }) as unknown as ChunkGroup

test("a page's import() of the sanitizer is preloaded with it; its other imports wait for use", () => {
  const page = group([
    { from: '/project/src/shared/rich-text/use-sanitized.ts', files: ['js/6536.abc.js'] },
    { from: '/project/src/features/lottery/components/draw-result-lazy.tsx', files: ['js/77.abc.js', 'css/77.abc.css'] },
  ])
  expect(earlyFiles(page)).toEqual(['js/6536.abc.js'])
  expect(earlyFiles(group([]))).toEqual([])
})
