import { pageConfig } from '../../app-config'

export default definePageConfig(pageConfig('pages/book-browse/share'))
