// The fake wx's privacy authorization, on a hand-written mini-program (no Taro): a privacy API
// is held while not agreed and the app's listener asked; agree counts only after a tap on an
// agreePrivacyAuthorization button (the tap fires the button's event); disagree fails with
// errno 104; agreed by default, so the other flows never see the question.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MiniProgram } from './harness'

// A view (tmpl_0_0, from the fixture) and a button with its open-type and WeChat's agree event.
const BUTTON = `<template name="tmpl_0_1">
  <button open-type="{{i.p0}}" bindtap="eh" bindagreeprivacyauthorization="eh" id="{{i.uid||i.sid}}" data-sid="{{i.sid}}"></button>
</template>
`

const PAGE = `/* The app's own popup, Taro-like: the tree under root, events through eh */
Page({
  data: { root: { cn: [] } },
  onLoad() {
    var page = this
    wx.onNeedPrivacyAuthorization(function (resolve, info) {
      page.answer = resolve
      page.setData({ 'root.cn': [
        { nn: '0', sid: '_1', cn: [{ nn: '9', v: 'asked ' + info.referrer }] },
        { nn: '1', sid: '_2', uid: 'agree-btn', p0: 'agreePrivacyAuthorization', cn: [{ nn: '9', v: '同意' }] },
        { nn: '0', sid: '_3', cn: [{ nn: '9', v: '拒绝' }] },
        { nn: '0', sid: '_4', cn: [{ nn: '9', v: '不点按钮就同意' }] },
      ] })
    })
    var show = function (text) { page.setData({ 'root.cn': [{ nn: '0', sid: '_5', cn: [{ nn: '9', v: text }] }] }) }
    wx.getLocation({
      success: function (res) { show('located ' + res.latitude) },
      fail: function (res) { show('failed ' + res.errno + ' ' + res.errMsg) },
    })
  },
  eh(event) {
    var id = event.currentTarget.id
    if (event.type === 'agreeprivacyauthorization') this.answer({ event: 'agree', buttonId: id })
    else if (id === '_3') this.answer({ event: 'disagree' })
    else if (id === '_4') this.answer({ event: 'agree', buttonId: 'agree-btn' })
  },
})
`

let dir = ''
let mp: MiniProgram | undefined
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'weapp-privacy-'))
  cpSync(join(__dirname, 'fixtures/tiny-weapp'), dir, { recursive: true })
  writeFileSync(join(dir, 'base.wxml'), readFileSync(join(dir, 'base.wxml'), 'utf8') + BUTTON)
  writeFileSync(join(dir, 'pages/index/index.js'), PAGE)
})
afterEach(() => mp?.close())
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function open(agreed: boolean) {
  mp = new MiniProgram({ dir, apiBase: 'http://127.0.0.1:1', route: 'pages/index/index' })
  mp.state.privacyAgreed = agreed
  mp.start()
  return mp.open('pages/index/index')
}

test('agreed (the default): nothing is asked, the fix comes at once', async () => {
  expect(new MiniProgram({ dir, apiBase: 'http://127.0.0.1:1', route: 'pages/index/index' }).state.privacyAgreed).toBe(true)
  const page = await open(true)
  expect(page.text()).toBe('located 31.2304')
  expect(page.mp.state.privacyAsked).toEqual([])
  expect(page.mp.state.locationFixes).toBe(1)
})

test('not agreed: the call waits for the answer; tapping the agree button lets it on, and agreed it stays', async () => {
  const page = await open(false)
  expect(page.text()).toContain('asked getLocation')
  expect([page.mp.state.privacyHeld, page.mp.state.locationFixes]).toEqual([1, 0])
  await page.tap('同意')
  expect(page.mp.state.privacyAgreeTaps).toEqual(['agree-btn'])
  expect(page.text()).toBe('located 31.2304')
  expect([page.mp.state.privacyAgreed, page.mp.state.privacyHeld, page.mp.state.locationFixes]).toEqual([true, 0, 1])
})

test('disagree fails the call with errno 104, as WeChat does', async () => {
  const page = await open(false)
  await page.tap('拒绝')
  expect(page.text()).toBe('failed 104 getLocation:fail privacy permission is not authorized')
  expect([page.mp.state.privacyAgreed, page.mp.state.locationFixes]).toEqual([false, 0])
})

test('an agree answer without a tap on the button is refused', async () => {
  const page = await open(false)
  await page.tap('不点按钮就同意')
  expect(page.text()).toBe('failed 104 getLocation:fail privacy permission is not authorized')
  expect(page.mp.state.privacyAgreed).toBe(false)
})
