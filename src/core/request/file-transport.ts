/**
 * H5: uploads and downloads are rare, so their transport (with Taro's uploadFile and
 * downloadFile, about 3 KB gzip) is fetched on first use instead of with every page.
 * The mini-program takes file-transport.weapp.ts, which has it at once.
 */
export const loadFileTransport = () => import('./transport-taro-files')
