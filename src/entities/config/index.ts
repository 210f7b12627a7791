import { AREA, defineQuery } from '@/core/query'
import { fetchFrontConfig } from '@/core/tenant'
import { useQuery } from '@/shared/use-load'

// The tenant's front-end config (spec §7): core/tenant fetches it once per tenant (the request
// layer needs it too); screens that show what it holds (the service and rescue phones, the app's
// download links) read it through the data cache here.

export const frontConfigQuery = defineQuery(() => [AREA.config, 'front'], () => fetchFrontConfig())

export const useFrontConfig = () => useQuery(frontConfigQuery, [])
