import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-car/pages/maintenance-history/index'))
