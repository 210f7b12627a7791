import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-mall/pages/order-confirm/index'))
