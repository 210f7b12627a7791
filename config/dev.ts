import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: false, stats: false },
  mini: {},
  // H5_DEV_PORT lets `npm start` and its test run beside another dev server.
  h5: { devServer: { host: '127.0.0.1', port: Number(process.env.H5_DEV_PORT || 10086), historyApiFallback: true } },
} satisfies UserConfigExport<'webpack5'>
