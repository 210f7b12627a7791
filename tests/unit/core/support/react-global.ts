import * as React from 'react'

// The jest transformer of @tarojs/test-utils-react compiles JSX with the classic runtime
// (React.createElement), while the app's tsconfig uses the automatic one; give both a React.
;(globalThis as unknown as { React: typeof React }).React = React
