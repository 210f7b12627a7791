import { pageConfig } from '../../../../app-config'

export default definePageConfig(pageConfig('package-survey/pages/evaluation/activity/activity'))
