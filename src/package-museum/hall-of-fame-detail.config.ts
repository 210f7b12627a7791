import { pageConfig } from '../app-config'

export default definePageConfig(pageConfig('package-museum/hall-of-fame-detail'))
