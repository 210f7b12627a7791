import { pageConfig } from '../../app-config'

export default definePageConfig(pageConfig('pages/display-data/display-data'))
