import fs from 'fs'
import path from 'path'

export const ROOT = path.resolve(__dirname, '../../..')
export const SRC = path.join(ROOT, 'src')

/** Every file below `dir` whose name ends with one of `exts`, as paths relative to the repo root. */
export function filesUnder(dir: string, exts: string[]): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full, exts)
    return exts.some((ext) => entry.name.endsWith(ext)) ? [path.relative(ROOT, full)] : []
  })
}

export const scssFiles = (): string[] => filesUnder(SRC, ['.scss'])

/** A file's code with comments removed (and strings blanked), so only live rules are checked. */
export function scssCode(file: string): string {
  return fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'[^'\n]*'|"[^"\n]*"/g, "''")
}
