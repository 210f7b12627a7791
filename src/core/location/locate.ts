import { DEFAULT_LOCATION, DEFAULT_POSITION, MESSAGES } from '@/constants'
import { isTimedOutFix, withinDeadline } from './deadline'
import { getDeviceFix, type DeviceFix } from './geolocation'
import { ipLocate, reverseGeocode, translateGps } from './map-service'
import { addressText } from './region-codes'
import { isRefusedFix } from './refused'
import { applyDefault, applyFix, getLocation } from './state'
import type { LocateResult, Position } from './types'

async function applyDeviceFix(fix: DeviceFix): Promise<LocateResult> {
  // Map codes and distances use the provider's coordinates; a failed conversion keeps GPS,
  // which is off by a few hundred metres at most — better than dropping the fix.
  const position = fix.coordType === 'wgs84' ? await translateGps(fix.position).catch(() => fix.position) : fix.position
  const location = await reverseGeocode(position).catch(() => null)
  applyFix(position, location, 'device')
  return { position, location: getLocation(), source: 'device', allowed: true }
}

/**
 * Finds the user (spec §4, §7): the device first, given up after GEOLOCATION_TIMEOUT; else the
 * map provider's IP location; else Beijing with positioning disallowed. Never rejects.
 */
export async function locate(): Promise<LocateResult> {
  const asked = getDeviceFix()
  let error: string
  let why: Pick<LocateResult, 'refused' | 'timedOut'> = {}
  try {
    return await applyDeviceFix(await withinDeadline(asked))
  } catch (e) {
    error = e instanceof Error && e.message ? e.message : MESSAGES.GEO_NETWORK
    if (isRefusedFix(e)) why = { refused: true }
    else if (isTimedOutFix(e)) why = { timedOut: true }
  }
  // A prompt answered after the give-up still refines what the fall-back shows (the state
  // atoms follow), and the fall-back never overwrites it.
  const late: { result?: LocateResult } = {}
  if (why.timedOut) {
    asked.then(applyDeviceFix).then(
      (result) => {
        late.result = result
      },
      () => undefined,
    )
  }
  try {
    const ip = await ipLocate()
    if (late.result) return late.result
    applyFix(ip.position, ip.location, 'ip')
    return { ...ip, source: 'ip', allowed: true, error, ...why }
  } catch {
    if (late.result) return late.result
    applyDefault()
    return { position: DEFAULT_POSITION, location: DEFAULT_LOCATION, source: 'default', allowed: false, error, ...why }
  }
}

/** 'Province City District' for a position; 北京市 市辖区 东城区 when the lookup fails (spec §8). */
export async function lookupAddress(position: Position): Promise<string> {
  try {
    return addressText(await reverseGeocode(position))
  } catch {
    return MESSAGES.ADDRESS_FALLBACK
  }
}
