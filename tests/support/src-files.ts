import fs from 'node:fs'
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
