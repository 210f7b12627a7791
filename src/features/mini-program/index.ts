// The 打开小程序 page: another mini-program by app id and page, or by WeChat's URL Link.
export { OpenLinkScreen } from './components/open-link-screen'
export { readLinkQuery, type LinkRequest } from './link-query'
