import { pageConfig } from '../../app-config'

export default definePageConfig(pageConfig('pages/category-list/category-list'))
