import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-mine/pages/invite-friend-car/invite-friend-car'))
