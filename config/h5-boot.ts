import type { Compiler } from 'webpack'

const TARO_LOADER = /[\\/]taro-loader[\\/]lib[\\/]h5(\.js)?$/

/**
 * Puts config/h5-boot-loader.js on the H5 app entry, right after Taro's own loader (which
 * writes the entry's code): see that file for why.
 */
export class H5Boot {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('H5Boot', (compilation) => {
      // A later stage than Taro's H5 plugin, which adds its loader in the same hook.
      compiler.webpack.NormalModule.getCompilationHooks(compilation).loader.tap({ name: 'H5Boot', stage: 100 }, (_context, module) => {
        if (!/[\\/]src[\\/]app\.config\.[jt]s$/.test(module.resource)) return
        const taro = module.loaders.findIndex((l) => TARO_LOADER.test(l.loader))
        if (taro < 0) return
        // Loaders run last to first: one placed before Taro's runs on what Taro's wrote.
        module.loaders.splice(taro, 0, { loader: require.resolve('./h5-boot-loader.js'), options: {}, ident: null, type: null } as never)
      })
    })
  }
}
