import { buildAppConfig } from './app-config'

export default defineAppConfig(buildAppConfig())
