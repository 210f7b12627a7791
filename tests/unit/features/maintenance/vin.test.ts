import { maskVin } from '@/features/maintenance/vin'

test('keeps the first 6 and the last 4 characters of a VIN', () => {
  expect(maskVin('LFV3A23C5M3001234')).toBe('LFV3A2****1234')
})

test('upper-cases and trims what the server sends', () => {
  expect(maskVin(' lfv2b28e8n5005678 ')).toBe('LFV2B2****5678')
})

test('hides a value too short to mask whole', () => {
  expect(maskVin('LFV123')).toBe('******')
  expect(maskVin('')).toBe('')
})
