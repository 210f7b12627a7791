// Child of wechat-quality.mjs: runs miniprogram-ci's checkCodeQuality on one built mini-program
// and prints the items as one JSON line. A child process because miniprogram-ci leaves a file
// watcher running: exiting here is the only clean way out.
const { readFileSync } = require('node:fs')
const { join, resolve } = require('node:path')
const ci = require('miniprogram-ci')

const MARK = 'CODE_QUALITY '
const root = resolve(process.argv[2])

// WeChat's limits (MB) as DevTools' panel applies them; given here so nothing asks WeChat's
// servers for the app's settings (no AppSecret or upload key exists on a developer machine).
const attr = async () => ({ platform: false, appType: 0, isGameTourist: false, released: false, setting: { MaxCodeSize: 2, MaxSubpackageSubCodeSize: 2, MaxSubpackageFullCodeSize: 20 } })

async function main() {
  const config = JSON.parse(readFileSync(join(root, 'project.config.json'), 'utf8'))
  const project = new ci.Project({ appid: config.appid || 'touristappid', type: 'miniProgram', projectPath: root, privateKey: 'not-used-offline', attr })
  const items = await ci.checkCodeQuality(project)
  process.stdout.write(`\n${MARK}${JSON.stringify(items.map(({ name, success, text, detail }) => ({ name, success, text, detail })))}\n`)
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stdout.write(`\n${MARK}${JSON.stringify({ error: String(error && error.message ? error.message : error) })}\n`)
    process.exit(1)
  },
)
