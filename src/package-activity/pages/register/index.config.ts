import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-activity/pages/register/index'))
