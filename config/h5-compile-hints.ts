import { Compilation, sources, type Compiler } from 'webpack'
import { sanitizerFiles } from './h5-preload'

/** V8's explicit compile hint (Chrome 136+): the comment must open the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Production H5: every script but the sanitizer's opens with V8's compile hint. V8 otherwise
 * compiles a function only when it is first called, on the main thread, inside whatever task
 * calls it; a page's first render called most of its code for the first time, so compiling it
 * was most of that task (issue 42). With the hint a streamed script is compiled whole while it
 * downloads, off the main thread. Every chunk of this build is one a page loads when it needs it
 * (the lazy parts are chunks of their own), so little compiled code goes unused. Browsers
 * without the hint read a comment.
 */
export class CompileHints {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('CompileHints', (compilation) => {
      // After minification, which would drop the comment; before the source maps, which then
      // count the line.
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        // The sanitizer is asked for once a screen's chunks have run, and a screen with a rich
        // text waits for it to paint: nothing else runs meanwhile for its compile to overlap, so
        // compiled whole before it runs it only came later (the recommend form's LCP at the low
        // tier, medians of 3: 2.13 s without the hint, 2.32 to 2.42 s with it).
        const late = new Set(compilation.chunkGroups.flatMap(sanitizerFiles))
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js') || late.has(name)) continue
          compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source))
        }
      })
    })
  }
}
