import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-car/pages/city-select/index'))
