// scripts/weapp-compile.mjs on a tiny mini-program: it passes as built, and fails naming the
// file and line when a WXML tag is left open, a WXSS rule is broken or compression is off.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const FIXTURE = join(__dirname, 'fixtures/tiny-weapp')
const SCRIPT = join(__dirname, '../../scripts/weapp-compile.mjs')

function check(dir: string) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' })
  return { status, output: `${stdout}${stderr}` }
}

/** A copy of the fixture with `file` rewritten by `change`. */
function plant(file: string, change: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'weapp-fixture-'))
  cpSync(FIXTURE, dir, { recursive: true })
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')))
  return dir
}

const planted: string[] = []
afterAll(() => planted.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

test('the valid fixture compiles and passes the code-quality items', () => {
  const { status, output } = check(FIXTURE)
  expect(output).toContain('ok   WXML')
  expect(output).toMatch(/ok   WeChat code-quality panel \(miniprogram-ci\): (\d+) of \1 items pass/)
  expect(status).toBe(0)
})

test('an unclosed WXML tag fails with the file and line', () => {
  const dir = plant('pages/index/index.wxml', (text) => text.replace('</view>', ''))
  planted.push(dir)
  const { status, output } = check(dir)
  expect(status).toBe(1)
  expect(output).toMatch(/pages\/index\/index\.wxml:\d+:\d+: end tag missing/)
})

test('a broken WXSS rule fails with the file and line', () => {
  const dir = plant('pages/index/index.wxss', (text) => text.replace('font-size: 28rpx; }', 'font-size:: 28rpx; }}'))
  planted.push(dir)
  const { status, output } = check(dir)
  expect(status).toBe(1)
  expect(output).toMatch(/pages\/index\/index\.wxss\(\d+:\d+\)/)
})

test('compression switched off fails the code-quality item at its line', () => {
  const dir = plant('project.config.json', (text) => text.replace('"minifyWXML": true', '"minifyWXML": false'))
  planted.push(dir)
  const { status, output } = check(dir)
  expect(status).toBe(1)
  expect(output).toMatch(/project\.config\.json:4: setting\.minifyWXML must be true/)
  // WeChat's own panel agrees.
  expect(output).toMatch(/FAIL WeChat code-quality panel[^\n]*\n[^\n]*WXML_COMPRESS_OPEN/)
})
