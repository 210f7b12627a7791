import type { GeocoderResult, IpLocationResult, TranslateResult } from '@api/map'
import { rawGet } from '../request/raw'
import { encodeQuery } from '../request/build'
import { fetchFrontConfig, getMapKey } from '../tenant/front-config'
import { getMapHost } from '../tenant/current'
import { toRegionLocation } from './region-codes'
import type { Position, RegionLocation } from './types'

/*
 * The map provider's web service (Tencent location service shape; the dev API server answers
 * at `${API_BASE}/map`). Answers are not enveloped: `status` 0 is success, anything else
 * carries a message, always with HTTP 200.
 */
async function mapHost(): Promise<string> {
  const fromConfig = (await fetchFrontConfig().catch(() => undefined))?.mapService?.host
  const host = fromConfig || getMapHost()
  if (!host) throw new Error('Map host not configured.')
  return host.replace(/\/+$/, '')
}

async function mapGet<T extends { status: number }>(path: string, params: Record<string, string>): Promise<T> {
  const [host, key] = await Promise.all([mapHost(), getMapKey()])
  const res = await rawGet(`${host}${path}?${encodeQuery({ ...params, key })}`)
  const body = res.json as (T & { message?: string }) | undefined
  if (res.statusCode !== 200 || !body || body.status !== 0) {
    throw new Error(body?.message || `Map service failed (HTTP ${res.statusCode})`)
  }
  return body
}

const latLng = (p: Position) => `${p.latitude},${p.longitude}`

export async function reverseGeocode(position: Position): Promise<RegionLocation> {
  const { result } = await mapGet<GeocoderResult>('/ws/geocoder/v1/', { location: latLng(position) })
  return toRegionLocation(result.ad_info.adcode, result.address_component)
}

export async function ipLocate(): Promise<{ position: Position; location: RegionLocation }> {
  const { result } = await mapGet<IpLocationResult>('/ws/location/v1/ip', {})
  return {
    position: { latitude: result.location.lat, longitude: result.location.lng },
    location: toRegionLocation(result.ad_info.adcode, result.ad_info),
  }
}

/** GPS (WGS-84, what a browser reports) to the provider's GCJ-02 coordinates. */
export async function translateGps(position: Position): Promise<Position> {
  const { locations } = await mapGet<TranslateResult>('/ws/coord/v1/translate', { locations: latLng(position), type: '1' })
  const first = locations[0]
  if (!first) throw new Error('Map service returned no coordinates')
  return { latitude: first.lat, longitude: first.lng }
}
