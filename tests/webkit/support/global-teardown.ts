import { stopServers } from './servers'

export default stopServers
