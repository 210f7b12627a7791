import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-community/pages/community-detail/community-detail'))
