// The `preact` jest project starts the way the H5 build does: Taro's runner defines
// process.env.FRAMEWORK, the entry loads preact/compat (as 'react'), then src/app.tsx installs
// the dashed-props hook over compat's own.
process.env.FRAMEWORK = 'preact'
require('react')
require('@/core/framework/attributes').writeDashedPropsAsAttributes()
