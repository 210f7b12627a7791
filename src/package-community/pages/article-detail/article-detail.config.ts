import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-community/pages/article-detail/article-detail'))
