// WeChat's own WXML and WXSS compilers (wcc, wcsc from the miniprogram-compiler package),
// run over a built mini-program directory the way DevTools runs them. They print errors as
// `file:line:col: message` (wcc) or `ERR: file(line:col): message` (wcsc) and exit non-zero.
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
// Big builds compile to a few MB of JavaScript on stdout.
const MAX_BUFFER = 64 * 1024 * 1024

/**
 * The package ships the binaries without the executable bit, and node_modules may be read-only
 * or shared: run copies from a temp dir instead of chmod-ing the package.
 */
function binaries() {
  const platform = { linux: 'linux', darwin: 'mac', win32: 'windows' }[process.platform]
  if (!platform) throw new Error(`miniprogram-compiler has no binaries for ${process.platform}`)
  const dir = join(dirname(require.resolve('miniprogram-compiler/package.json')), 'bin', platform)
  const out = mkdtempSync(join(tmpdir(), 'wechat-compiler-'))
  const ext = platform === 'windows' ? '.exe' : ''
  const copy = (name) => {
    const target = join(out, `${name}${ext}`)
    copyFileSync(join(dir, `${name}${ext}`), target)
    chmodSync(target, 0o755)
    return target
  }
  return { dir: out, wcc: copy('wcc'), wcsc: copy('wcsc') }
}

/** Files under `root` with the extension, as paths relative to it with `/`. */
export function filesWith(root, ext) {
  return readdirSync(root, { recursive: true })
    .map((file) => String(file).split('\\').join('/'))
    .filter((file) => file.endsWith(ext) && !file.startsWith('node_modules/'))
    .sort()
}

function jsonOf(root, file) {
  const json = join(root, file.replace(/\.(wxml|wxss)$/, '.json'))
  if (!existsSync(json)) return null
  try {
    return JSON.parse(readFileSync(json, 'utf8'))
  } catch {
    return null
  }
}

/**
 * wcc's component argument, as miniprogram-compiler/src/wcc.js builds it: the count of
 * pages/components with usingComponents, then per file its path, the count and the tag names.
 */
function componentArg(root, wxml) {
  const parts = []
  let count = 0
  for (const file of wxml) {
    const using = jsonOf(root, file)?.usingComponents
    if (!using) continue
    count++
    parts.push(file, Object.keys(using).length, ...Object.keys(using))
  }
  return [count, ...parts].join(' ')
}

function run(binary, args, cwd) {
  const result = spawnSync(binary, args, { cwd, maxBuffer: MAX_BUFFER, encoding: 'utf8' })
  if (result.error) throw result.error
  return { ok: result.status === 0, errors: result.stderr.trim() }
}

/** Compiles every WXML (with the .wxs modules they use) and every WXSS of a mini-program. */
export function compileWeapp(root) {
  const bin = binaries()
  try {
    const wxml = filesWith(root, '.wxml')
    const wxs = filesWith(root, '.wxs')
    const wxmlResult = run(bin.wcc, ['-d', '-cc', componentArg(root, wxml), ...wxml, ...wxs, '-gn', '$gwx'], root)
    // wcsc takes page and component stylesheets first (their count after -pc), then the rest.
    const wxss = filesWith(root, '.wxss')
    const pages = wxss.filter((file) => jsonOf(root, file))
    const others = wxss.filter((file) => !pages.includes(file))
    const wxssResult = run(bin.wcsc, ['-db', '-pc', String(pages.length), ...pages, ...others], root)
    return {
      counts: { wxml: wxml.length, wxs: wxs.length, wxss: wxss.length },
      wxml: wxmlResult,
      wxss: wxssResult,
    }
  } finally {
    rmSync(bin.dir, { recursive: true, force: true })
  }
}
