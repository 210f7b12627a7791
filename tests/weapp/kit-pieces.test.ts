// The kit's layout pieces in the built mini-program (issue 43): the action bar's two actions are
// kit buttons of one size in one row, a form row holds its label in the kit's label column, and
// the styles that give them their look are in the build.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { DEV_TOKEN, harnessPerFile, WEAPP_DIR, type PageHandle } from './harness'
import { elements, textOf, type TreeNode } from './harness/tree'

const harness = harnessPerFile()

const classes = (page: PageHandle, node: TreeNode) => String(page.attributes(node).class ?? '').split(/\s+/).filter(Boolean)
const withClass = (page: PageHandle, tag: string, name: string) => page.find(tag).filter((node) => classes(page, node).includes(name))

function wxss(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) wxss(path, out)
    else if (name.endsWith('.wxss')) out.push(readFileSync(path, 'utf8'))
  }
  return out
}

test("a prize's action bar: 我的中奖记录 and 去抽奖 as the kit's secondary and primary, both size l, in one row", async () => {
  const page = await harness.launch('package-mine/pages/lottery-page/prize-detail', `id=7&token=${DEV_TOKEN}`)
  await page.waitForText('去抽奖')
  const [row] = withClass(page, 'view', 'action-bar__row')
  expect(row).toBeDefined()
  const inRow = new Set(elements(row))
  const buttons = page.find('button').filter((node) => inRow.has(node))
  expect(buttons.map((b) => [textOf(b), classes(page, b).filter((c) => c.startsWith('button--'))])).toEqual([
    ['我的中奖记录', ['button--secondary', 'button--l']],
    ['去抽奖', ['button--primary', 'button--l']],
  ])
})

test("a form row: the repair report's labels sit in the kit's label column, the photo field's label on a row of its own", async () => {
  const page = await harness.launch('pages/chargingStation/repairReport', `token=${DEV_TOKEN}`)
  await page.waitForText('故障照片（选填）')
  const labels = withClass(page, 'view', 'form-field__label').concat(withClass(page, 'text', 'form-field__label'))
  expect(labels.map((node) => textOf(node).replace(/\n\*$/, '').replace(/\n/g, ''))).toEqual(expect.arrayContaining(['报修充电桩', '故障描述', '故障照片（选填）']))
  const photoRow = withClass(page, 'view', 'form-field__row').find((row) => textOf(row).includes('故障照片'))
  expect(photoRow && textOf(photoRow)).toBe('故障照片（选填）')
})

test("the build carries the kit's looks: the button sizes, the bar's row and the label column that never wraps", () => {
  const css = wxss(WEAPP_DIR).join('\n')
  // Taro writes the H5 px as rpx at twice the number (750 rpx across the screen).
  expect(css).toMatch(/\.button--l\{[^}]*line-height:84rpx/)
  expect(css).toMatch(/\.button--primary\{[^}]*background:#4e6175/i)
  expect(css).toMatch(/\.action-bar__row\{[^}]*display:flex/)
  expect(css).toMatch(/\.form-field__label\{[^}]*white-space:nowrap/)
})
