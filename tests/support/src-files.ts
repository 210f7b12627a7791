import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const root = path.resolve(__dirname, '../..')

/** Every TypeScript source of src/, relative to the repo (no declaration files). */
export function srcFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]))
  return walk('src').filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
}

/** The api files: a feature's or an entity's `api.ts` (and `login-api.ts`), the kit's too. */
export const isApiFile = (file: string) => /(^|[/-])api\.ts$/.test(file)

/** A scan script of tests/support, run in a plain node process: `input` as JSON on stdin, its JSON answer. */
export function runScan<T>(script: string, input: unknown): T {
  return JSON.parse(execFileSync(process.execPath, [path.join(root, 'tests/support', script)], { input: JSON.stringify(input), encoding: 'utf8' }))
}

/**
 * Files planted for a scan in a fresh temporary folder, each given by its name and lines: their
 * paths by name, and `remove()` to take the folder away once scanned.
 */
export function plantFiles(files: Record<string, string[]>): { paths: Record<string, string>; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planted-'))
  const paths = Object.fromEntries(
    Object.entries(files).map(([name, lines]) => {
      fs.writeFileSync(path.join(dir, name), lines.join('\n'))
      return [name, path.join(dir, name)]
    }),
  )
  return { paths, remove: () => fs.rmSync(dir, { recursive: true }) }
}
