import type { WarrantyCars, WarrantyTerms } from '@api/warranty'
import { request } from '@/core/request'

// Car service lives under the lead domain (spec §7 style, /web/car-service/...).
const BASE = '/web/car-service/warranty'

/** The lifetime warranty's terms and the numbers of its conditions; public, read before login too. */
export function getWarrantyTerms(): Promise<WarrantyTerms> {
  return request<WarrantyTerms>({ domain: 'lead', path: `${BASE}/terms`, auth: false })
}

/** The facts of my cars that decide the warranty, and the server's day to judge them on. */
export function getWarrantyCars(): Promise<WarrantyCars> {
  return request<WarrantyCars>({ domain: 'lead', path: `${BASE}/cars` })
}
