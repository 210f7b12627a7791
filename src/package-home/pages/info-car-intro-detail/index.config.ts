import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-home/pages/info-car-intro-detail/index'))
