// `node scripts/weapp-compile.mjs [dir]`: compiles a built mini-program (default
// $WEAPP_DIR or dist/weapp) with WeChat's own WXML/WXSS compilers and runs DevTools' code-quality
// panel (miniprogram-ci), plus our reading of its items that points at the file and line;
// prints each error, exits 1 on any.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { codeQuality } from './weapp/code-quality.mjs'
import { compileWeapp } from './weapp/wechat-compiler.mjs'
import { wechatQuality } from './weapp/wechat-quality.mjs'

const root = process.argv[2] ?? process.env.WEAPP_DIR ?? 'dist/weapp'
if (!existsSync(join(root, 'app.json'))) {
  console.error(`${root}/app.json is missing: run \`npm run build:weapp\` first`)
  process.exit(1)
}

const started = Date.now()
const { counts, wxml, wxss } = compileWeapp(root)
const quality = codeQuality(root)
const panel = wechatQuality(root)
const report = (title, ok, errors) => console.log(ok ? `ok   ${title}` : `FAIL ${title}\n${errors}`)
report(`WXML: ${counts.wxml} files, ${counts.wxs} wxs (wcc)`, wxml.ok, wxml.errors)
report(`WXSS: ${counts.wxss} files (wcsc)`, wxss.ok, wxss.errors)
report('code quality: compression, lazy components, package sizes, media, components', quality.length === 0, quality.join('\n'))
report(`WeChat code-quality panel (miniprogram-ci): ${panel.passed.length} of ${panel.passed.length + panel.failed.length} items pass`, panel.failed.length === 0, panel.failed.join('\n'))
console.log(`${root} checked in ${Date.now() - started} ms`)
process.exit(wxml.ok && wxss.ok && quality.length === 0 && panel.failed.length === 0 ? 0 : 1)
