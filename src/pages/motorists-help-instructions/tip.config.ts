import { pageConfig } from '../../app-config'

export default definePageConfig(pageConfig('pages/motorists-help-instructions/tip'))
