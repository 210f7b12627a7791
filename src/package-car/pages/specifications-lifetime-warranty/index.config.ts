import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-car/pages/specifications-lifetime-warranty/index'))
