import * as files from './transport-taro-files'

/** Mini-program: the package holds everything already; nothing to fetch. */
export const loadFileTransport = () => Promise.resolve(files)
