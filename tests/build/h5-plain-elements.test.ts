// The H5 build draws View, Text, Input, Button and RichText as plain elements
// (src/core/framework/h5-components.ts), the tab bar (src/core/boot/h5-tab-bar.ts) and the kit's
// textarea (src/shared/textarea, the browser's own on H5): if one of Taro's Stencil elements of those tags came
// back into a chunk (a direct import of Taro's, a changed alias), it would upgrade our plain
// element under Preact and cost its render queue again. Its registration names the tag.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const DIR = join(__dirname, '../../dist/h5/js')
const PLAIN = ['taro-view-core', 'taro-text-core', 'taro-input-core', 'taro-button-core', 'taro-rich-text-core', 'taro-textarea-core', 'taro-tabbar']

/** The tags Stencil elements register in `code` (its component table: `[flags,"tag",{members`). */
export const registered = (code: string): string[] => [...code.matchAll(/\[\d+,"(taro-[a-z-]+)",\{/g)].map((m) => m[1])

test('the check reads a Stencil registration', () => {
  expect(registered('x=[[4,"taro-swiper-core",{"autoplay":[4]}]]')).toEqual(['taro-swiper-core'])
  expect(registered('}(l.wt),[0,"taro-tabbar",{"conf":[16]')).toEqual(['taro-tabbar'])
})

test('no H5 chunk registers a Stencil element for a tag the app draws plainly', () => {
  if (!existsSync(DIR)) throw new Error('dist/h5 is missing: build H5 first')
  const tags = readdirSync(DIR)
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => registered(readFileSync(join(DIR, f), 'utf8')))
  expect(tags.length).toBeGreaterThan(0)
  expect(tags.filter((tag) => PLAIN.includes(tag))).toEqual([])
})
