import { Compilation, sources, type Compiler } from 'webpack'

/** V8's explicit compile hint (Chrome 136+): the comment must open the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Production H5: every script opens with V8's compile hint. V8 otherwise compiles a function
 * only when it is first called, on the main thread, inside whatever task calls it; a page's
 * first render called most of its code for the first time, so compiling it was most of that
 * task (issue 42). With the hint a streamed script is compiled whole while it downloads, off
 * the main thread. Every chunk of this build is one a page loads when it needs it (the lazy
 * parts are chunks of their own), so little compiled code goes unused. Browsers without the hint
 * read a comment.
 */
export class CompileHints {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('CompileHints', (compilation) => {
      // After minification, which would drop the comment; before the source maps, which then
      // count the line.
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js')) continue
          compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source))
        }
      })
    })
  }
}
