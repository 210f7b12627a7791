import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-mall/pages/after-sale-apply/index'))
