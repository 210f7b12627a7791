import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-car/pages/choice-stores/choice-stores'))
