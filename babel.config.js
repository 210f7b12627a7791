// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
// The framework per platform is config/framework.json's, as the Taro config reads it (why: there).
const framework = require('./config/framework.json')[process.env.TARO_ENV] || 'react'

module.exports = {
  presets: [
    ['taro', { framework, ts: true, compiler: 'webpack5', useBuiltIns: false }],
  ],
  plugins: [
    // Only the NutUI components a page uses (and their CSS) end up in its bundle.
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        libraryDirectory: 'dist/es/packages',
        style: 'css',
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
      },
      'nutui-react-taro',
    ],
  ],
}
