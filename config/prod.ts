import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // Keep vendor code in a few cacheable chunks; pages stay lazy.
    enableExtract: true,
  },
} satisfies UserConfigExport<'webpack5'>
