// The items of WeChat DevTools' 代码质量 panel read off a built mini-program, each failure at
// its file and line (the panel itself, wechat-quality.mjs, names the item but not the line):
// compression on upload, on-demand component injection, package sizes, heavy media, and
// components that pages declare but the build does not contain.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { filesWith } from './wechat-compiler.mjs'

const KB = 1024
const MB = 1024 * KB
// WeChat's limits, as the panel states them.
const MAIN_PACKAGE_MAX = 1.5 * MB
const SUBPACKAGE_MAX = 2 * MB
const ALL_PACKAGES_MAX = 20 * MB
const MEDIA_MAX = 200 * KB
const MEDIA = /\.(png|jpe?g|gif|svg|webp|mp3|aac|wav|m4a)$/i
const COMPRESSION = ['minified', 'minifyWXML', 'minifyWXSS']

/** `file:line` of the first line mentioning the key, so a failure points at the setting. */
function where(file, key) {
  const lines = readFileSync(file, 'utf8').split('\n')
  const index = lines.findIndex((line) => line.includes(`"${key}"`))
  return `${file}:${index + 1}`
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}

function compressionProblems(projectFile) {
  const setting = readJson(projectFile).setting ?? {}
  return COMPRESSION.filter((key) => setting[key] !== true).map(
    (key) => `${existsSync(projectFile) ? where(projectFile, key) : projectFile}: setting.${key} must be true (代码压缩)`,
  )
}

function sizeProblems(root, app) {
  const files = filesWith(root, '').filter((file) => !file.endsWith('.map') && statSync(join(root, file)).isFile())
  const size = (list) => list.reduce((sum, file) => sum + statSync(join(root, file)).size, 0)
  const roots = (app.subPackages ?? app.subpackages ?? []).map((pkg) => pkg.root.replace(/\/?$/, '/'))
  const problems = []
  const main = size(files.filter((file) => !roots.some((r) => file.startsWith(r))))
  if (main > MAIN_PACKAGE_MAX) problems.push(`${root}: main package is ${Math.round(main / KB)} KB, over 1.5 MB`)
  for (const pkg of roots) {
    const bytes = size(files.filter((file) => file.startsWith(pkg)))
    if (bytes > SUBPACKAGE_MAX) problems.push(`${join(root, pkg)}: subpackage is ${Math.round(bytes / KB)} KB, over 2 MB`)
  }
  if (size(files) > ALL_PACKAGES_MAX) problems.push(`${root}: all packages together are over 20 MB`)
  for (const file of files.filter((f) => MEDIA.test(f))) {
    const bytes = statSync(join(root, file)).size
    if (bytes > MEDIA_MAX) problems.push(`${join(root, file)}: ${Math.round(bytes / KB)} KB, images and audio must stay under 200 KB`)
  }
  return problems
}

/** A declared component must exist as .js and .json next to where the page points. */
function componentProblems(root) {
  const problems = []
  for (const jsonFile of filesWith(root, '.json')) {
    let using
    try {
      using = readJson(join(root, jsonFile)).usingComponents
    } catch {
      problems.push(`${join(root, jsonFile)}: not valid JSON`)
      continue
    }
    for (const [tag, target] of Object.entries(using ?? {})) {
      if (target.startsWith('plugin://')) continue
      const base = target.startsWith('/') ? join(root, target) : join(root, jsonFile, '..', target)
      if (!existsSync(`${base}.js`) || !existsSync(`${base}.json`)) {
        problems.push(`${where(join(root, jsonFile), tag)}: component "${tag}" (${target}) is not in the build`)
      }
    }
  }
  return problems
}

/** Every failed item as `file[:line]: what`; empty when the build passes the panel. */
export function codeQuality(root, projectFile = join(root, 'project.config.json')) {
  const app = readJson(join(root, 'app.json'))
  const problems = [...compressionProblems(projectFile), ...sizeProblems(root, app), ...componentProblems(root)]
  if (app.lazyCodeLoading !== 'requiredComponents') {
    problems.push(`${join(root, 'app.json')}: lazyCodeLoading must be "requiredComponents" (组件按需注入)`)
  }
  return problems
}
