import { pageConfig } from '../../app-config'

export default definePageConfig(pageConfig('pages/busin-download/busin-download'))
