/**
 * Production H5: the page a visitor lands on starts downloading with the app script instead of
 * after it. Taro's router asks for a page's chunks only once the app script (~100 KB gzip) has
 * run; on a phone that is a whole extra round of downloads before the page's data and pictures
 * can even be requested. So index.html gets a tiny inline script that looks up the address's
 * route in a route -> chunk-files table (built here from webpack's chunk graph) and adds
 * `<link rel="preload">` for them, and a preconnect to the API host the build talks to; then the
 * page's first data calls start (h5-first-data.ts).
 */
import { Compilation, sources, type ChunkGroup, type Compiler } from 'webpack'
import { firstDataScript } from './h5-first-data'

/**
 * Routes whose first screen shows server HTML, and so holds its paint until the rich-text
 * sanitizer (DOMPurify, an `import()` of src/shared/rich-text) has come: landed there, it is
 * preloaded with the page's chunks instead of being asked for a round later, once they have run
 * (issue 42). Only these: on a page whose rich text is further down (goods detail) or not shown at
 * first, the 31 KB would only delay the first screen. The recommend-purchase form shows its rule
 * at the top too, but is a lead form the budget holds to its own raw-JS bound: it waits the round.
 */
export const RICH_FIRST_SCREENS = [
  'package-mine/pages/lottery-page/lottery-detail',
  'package-community/pages/article-detail/article-detail',
  'package-home/pages/info-car-intro-detail/index',
  'package-home/pages/info-car-intro-detail-toApp/index',
  'package-museum/journal-special-detail',
]
const SANITIZER = /[\\/]src[\\/]shared[\\/]rich-text[\\/]use-sanitized\.ts$/

/** The files of the sanitizer's chunk group when `group`'s page imports it, or none. */
export function sanitizerFiles(group: ChunkGroup): string[] {
  return group
    .getChildren()
    .filter((child) => child.origins.some((origin) => SANITIZER.test((origin.module as { resource?: string } | null)?.resource ?? '')))
    .flatMap((child) => [...child.chunks].flatMap((c) => [...c.files]))
}

/** '/' opens the router's entry page, which Taro writes into the app script's config. */
function entryPath(compilation: Compilation): string {
  for (const asset of compilation.getAssets()) {
    if (!/(^|\/)app\.[^/]*js$/.test(asset.name)) continue
    const found = asset.source.source().toString().match(/"entryPagePath":"([^"]+)"/)
    if (found) return found[1].replace(/^\/+/, '')
  }
  throw new Error('RoutePreload: no entryPagePath in the app script')
}

export class RoutePreload {
  constructor(private readonly options: { apiBase: string; publicPath: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RoutePreload', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutePreload', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const html = compilation.getAsset('index.html')
        if (!html) return
        const script = this.script(this.routeFiles(compilation), entryPath(compilation))
        const head = html.source
          .source()
          .toString()
          .replace('</title>', `</title>\n${script}`)
          // A deferred script is fetched at low priority, after the route's preloaded chunks; yet
          // nothing runs before it, and while it runs the chunks can still arrive.
          .replace(/<script defer="defer" src="/, '<script defer="defer" fetchpriority="high" src="')
        compilation.updateAsset('index.html', new sources.RawSource(head))
      })
    })
  }

  /** Each page module loaded by `import()` -> the JS and CSS files of its chunk group. */
  private routeFiles(compilation: Compilation): Map<string, string[]> {
    const routes = new Map<string, string[]>()
    for (const group of compilation.chunkGroups) {
      if (group.isInitial()) continue
      for (const origin of group.origins) {
        // Taro's router loads each page with import('./<route>') from the generated app config.
        const from = (origin.module as { resource?: string } | null)?.resource ?? ''
        if (!/[\\/]src[\\/]app\.config\.[jt]s$/.test(from) || !origin.request?.startsWith('./')) continue
        const route = origin.request.slice(2)
        if (routes.has(route)) continue
        const files = [...group.chunks].flatMap((c) => [...c.files])
        if (RICH_FIRST_SCREENS.includes(route)) files.push(...sanitizerFiles(group))
        routes.set(route, [...new Set(files)].filter((f) => /\.(js|css)$/.test(f)))
      }
    }
    return routes
  }

  private script(routes: Map<string, string[]>, entry: string): string {
    const files = [...new Set([...routes.values()].flat())]
    const table = Object.fromEntries([...routes].map(([route, list]) => [route, list.map((f) => files.indexOf(f))]))
    const api = new URL(this.options.apiBase).origin
    return [
      `<link rel="preconnect" href="${api}" crossorigin>`,
      `<link rel="preconnect" href="${api}">`,
      '<script>(function(){',
      `var f=${JSON.stringify(files)},r=${JSON.stringify(table)};`,
      `var l=r[location.pathname.replace(/^\\/+/,'')||${JSON.stringify(entry)}];if(!l)return;`,
      // Into the page at once, as one fragment, in the parse that holds the first paint: a route
      // has 15 to 45 files, and a link at a time took 17-26 ms at full speed here, the fragment
      // 10-19 (medians of 8 loads, three routes).
      'var d=document.createDocumentFragment();for(var i=0;i<l.length;i++){var u=f[l[i]],e=document.createElement("link");',
      `e.rel="preload";e.as=/\\.css$/.test(u)?"style":"script";e.href=${JSON.stringify(this.options.publicPath)}+u;d.appendChild(e)}document.head.appendChild(d)`,
      '})()</script>',
      firstDataScript({ api: this.options.apiBase.replace(/\/+$/, ''), entry }),
    ].join('')
  }
}
