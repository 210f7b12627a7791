import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('pages/teamPk/components/teamList'))
