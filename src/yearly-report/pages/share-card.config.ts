import { pageConfig } from '../../app-config'

export default definePageConfig(pageConfig('yearly-report/pages/share-card'))
