import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-mine/pages/lottery-page/prize-detail'))
