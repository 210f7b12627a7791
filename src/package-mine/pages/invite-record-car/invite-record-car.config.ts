import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-mine/pages/invite-record-car/invite-record-car'))
