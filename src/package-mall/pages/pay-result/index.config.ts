import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-mall/pages/pay-result/index'))
