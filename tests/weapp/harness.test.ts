// The harness itself, on a hand-written mini-program (no Taro): setData paths, text, the event
// object `eh` gets, native page events, storage, navigation and uncaught errors.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MiniProgram } from './harness'
import { applySetData, pathSegments } from './harness/tree'

const PAGE = `/* Taro-like: the tree under root, events through eh */
Page({
  data: { root: { cn: [] } },
  onLoad(query) {
    wx.setStorageSync('name', query.name)
    this.setData({ 'root.cn': [{ nn: '0', sid: '_1', cn: [{ nn: '9', sid: '_2', v: 'hello ' + query.name }] }] })
  },
  eh(event) {
    this.setData({ 'root.cn.[0].cn.[0].v': event.type + ' ' + event.currentTarget.dataset.sid })
    wx.navigateTo({ url: '/pages/index/index?name=next' })
  },
  onPullDownRefresh() { wx.stopPullDownRefresh() },
  onShareAppMessage() { return { title: 'hi', path: '/pages/index/index' } },
  onReachBottom() { setTimeout(function () { throw new Error('late failure') }, 0) },
})
`

let dir = ''
let mp: MiniProgram | undefined
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'weapp-harness-'))
  cpSync(join(__dirname, 'fixtures/tiny-weapp'), dir, { recursive: true })
  writeFileSync(join(dir, 'pages/index/index.js'), PAGE)
})
afterEach(() => mp?.close())
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function open(query: string) {
  mp = new MiniProgram({ dir, apiBase: 'http://127.0.0.1:1', route: 'pages/index/index', query })
  mp.start()
  return mp.open('pages/index/index', query)
}

test('setData keys are paths into the page data', () => {
  expect(pathSegments('root.cn.[0].cn[2].v')).toEqual(['root', 'cn', 0, 'cn', 2, 'v'])
  const data: Record<string, unknown> = {}
  applySetData(data, { 'root.cn.[1].v': 'b' })
  expect(data).toEqual({ root: { cn: [undefined, { v: 'b' }] } })
})

test('a page opens with its query, renders text, and a tap reaches eh with the element sid', async () => {
  const page = await open('name=wx')
  expect(page.text()).toBe('hello wx')
  expect(page.mp.state.storage.get('name')).toBe('wx')
  await page.tap('hello')
  expect(page.text()).toBe('tap _1')
  expect(page.mp.state.navigations).toEqual([{ api: 'navigateTo', url: '/pages/index/index?name=next' }])
  const next = await page.mp.follow()
  expect(next?.text()).toBe('hello next')
  expect(page.mp.stack).toHaveLength(2)
})

test('pull-down, share and an error thrown later are seen', async () => {
  const page = await open('name=x')
  await page.pullDown()
  expect(page.mp.state.pullDownStops).toBe(1)
  expect(page.share()).toEqual({ title: 'hi', path: '/pages/index/index' })
  await page.reachBottom()
  expect(page.mp.errors.map(String)).toEqual(['Error: late failure'])
})
