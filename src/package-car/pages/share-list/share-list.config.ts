import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-car/pages/share-list/share-list'))
