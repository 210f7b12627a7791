/**
 * How the H5 build splits its JavaScript.
 *
 * Taro's own H5 config splits with `chunks: 'initial'`: only the entry chunk is split, so every
 * lazily loaded page chunk carries its own copy of whatever it uses (Taro components, NutUI,
 * swiper, a feature's shared code). Seven community pages each shipped the same ~100 KB gzip.
 *
 * Here every chunk, lazy ones included, is split by the set of chunks that use a module:
 * a module used by two or more chunks moves to a shared chunk named by nothing but its content,
 * which the router loads alongside the first page that needs it and the browser then caches.
 * So no module ships twice, and what the entry page loads does not grow when later pages use
 * more components. `minSize` is 1 KB: only a group of shared modules smaller than that is left
 * duplicated (the budget script, `npm run budget`, fails on any module over 1 KB in two chunks).
 * The request limits are lifted because webpack would otherwise duplicate modules rather than
 * exceed them; HTTP/2 and the browser cache make many small chunks cheap.
 *
 * `StatsFile` writes webpack's module-to-chunk map to `dist/h5-stats.json`, outside the served
 * folder; the budget script and the per-route check read it.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Compiler } from 'webpack'

export const STATS_FILE = path.resolve(__dirname, '..', 'dist/h5-stats.json')

export const h5SplitChunks = {
  chunks: 'all' as const,
  minSize: 1024,
  minChunks: 1,
  maxAsyncRequests: Infinity,
  maxInitialRequests: Infinity,
  hidePathInfo: true,
  cacheGroups: {
    default: false as const,
    defaultVendors: false as const,
    shared: { minChunks: 2, priority: 1, reuseExistingChunk: true },
  },
}

type StatsModule = { name?: string; identifier?: string; moduleType?: string; size?: number; modules?: StatsModule[] }

/** A concatenated module (scope hoisting) lists the modules it joined: count those. */
function flat(m: StatsModule): { name: string; type: string; size: number }[] {
  if (m.modules?.length) return m.modules.flatMap(flat)
  return [{ name: m.name ?? m.identifier ?? '?', type: m.moduleType ?? '?', size: m.size ?? 0 }]
}

export class StatsFile {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('StatsFile', (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkModules: true,
        chunkRelations: true,
        ids: true,
        nestedModules: true,
        dependentModules: true,
        // Otherwise webpack folds long module lists into "hidden modules" rows.
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        modules: false,
      })
      const chunks = (json.chunks ?? []).map((c) => ({
        id: c.id,
        files: c.files,
        initial: c.initial,
        modules: (c.modules ?? []).flatMap(flat),
      }))
      writeFileSync(STATS_FILE, JSON.stringify({ chunks }))
    })
  }
}
