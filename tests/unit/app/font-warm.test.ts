/**
 * @jest-environment node
 */
// index.html opens the app's fonts before the app script runs (issue 42): it must ask for the
// stack app.scss uses, in both of the weights the app's text uses, or it warms the wrong files.
import fs from 'node:fs'
import path from 'node:path'

const src = path.resolve(__dirname, '../../../src')
const html = fs.readFileSync(path.join(src, 'index.html'), 'utf8')
const scss = fs.readFileSync(path.join(src, 'app.scss'), 'utf8')

test("index.html warms app.scss's font stack, regular and semibold", () => {
  const appStack = scss.match(/^page,\nbody \{\n\s*font-family: (.+);$/m)?.[1]
  const warmStack = html.match(/var stack = "(.+)"/)?.[1]
  expect(appStack).toBeTruthy()
  expect(warmStack).toBe(appStack)
  expect(html).toContain("'400 14px ' + stack")
  expect(html).toContain("'600 14px ' + stack")
})
