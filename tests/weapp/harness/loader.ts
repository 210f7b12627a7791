// Runs the files of a built mini-program the way WeChat's logic layer does: each file is a
// function of (require, module, exports) over one shared global scope, and `require` takes
// paths relative to the requiring file ('./runtime', '../../sub-common/x.js').
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import vm from 'node:vm'

interface Module {
  exports: unknown
}

export class Loader {
  private cache = new Map<string, Module>()

  /** `context` is the global scope every file shares (wx, App, Page, timers...). */
  constructor(
    readonly root: string,
    readonly context: vm.Context,
  ) {}

  /** Loads `file` (relative to the root, with or without .js) once, as WeChat does. */
  require(file: string): unknown {
    const path = this.resolve(this.root, file)
    const cached = this.cache.get(path)
    if (cached) return cached.exports
    const module: Module = { exports: {} }
    this.cache.set(path, module)
    // The file name in the script gives stack traces that point into the build.
    const wrapped = `(function (require, module, exports) {${readFileSync(path, 'utf8')}\n})`
    const run = new vm.Script(wrapped, { filename: path }).runInContext(this.context) as (
      require: (file: string) => unknown,
      module: Module,
      exports: unknown,
    ) => void
    run((next) => this.require(relative(this.root, this.resolve(dirname(path), next))), module, module.exports)
    return module.exports
  }

  has(file: string): boolean {
    return existsSync(this.withJs(join(this.root, file)))
  }

  private resolve(from: string, file: string): string {
    const path = this.withJs(join(from, file))
    if (!path.startsWith(this.root)) throw new Error(`require outside the mini-program: ${file}`)
    return path
  }

  private withJs(path: string): string {
    return path.endsWith('.js') ? path : `${path}.js`
  }
}
