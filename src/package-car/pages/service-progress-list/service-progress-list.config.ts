import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-car/pages/service-progress-list/service-progress-list'))
