import { pageConfig } from '../../../app-config'

export default definePageConfig(pageConfig('package-survey-new/pages/survey/survey'))
