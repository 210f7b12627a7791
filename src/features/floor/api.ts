import type { FloorPage } from '@api/domain'
import { request } from '@/core/request'

// Pages assembled from floors configured on the server (domain `mall`): public, no token.

/** One configured page with its floors in order; 404 when the id is unknown. */
export function getFloorPage(id: number): Promise<FloorPage> {
  return request<FloorPage>({ domain: 'mall', path: `/api/v1/app/floor/pages/${id}`, auth: false })
}
