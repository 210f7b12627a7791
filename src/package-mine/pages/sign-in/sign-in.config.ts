import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-mine/pages/sign-in/sign-in'))
