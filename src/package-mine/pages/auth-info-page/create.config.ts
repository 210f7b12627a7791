import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-mine/pages/auth-info-page/create'))
