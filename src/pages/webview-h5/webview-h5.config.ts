import { pageConfig } from '../../app-config'

export default definePageConfig(pageConfig('pages/webview-h5/webview-h5'))
