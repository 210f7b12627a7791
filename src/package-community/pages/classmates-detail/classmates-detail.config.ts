import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-community/pages/classmates-detail/classmates-detail'))
