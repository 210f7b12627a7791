import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-mine/pages/invite-full-car/invite-full-car'))
