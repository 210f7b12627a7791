import fs from 'node:fs'
import path from 'node:path'
import { BRAND_NAME } from '@/brand'
import { seedVehicleTypes } from '../../../mock/seed/cars'
import { DEFAULT_TENANT, frontConfig, tenantIds } from '../../../mock/seed/tenants'

/*
 * One brand name: the tenant's front-end config holds it and screens read it through
 * brandName() (core/tenant). The build's own name (app.json's title, index.html) is the default
 * tenant's, so nothing shows a second name before the config is read.
 */
const src = path.resolve(__dirname, '../../../src')
const sources = (fs.readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.(tsx?|html)$/.test(file) && file !== 'brand.ts')
  .map((file) => [file, fs.readFileSync(path.join(src, file), 'utf8')] as const)

test('the build names the brand as the default tenant does', () => {
  expect(frontConfig(DEFAULT_TENANT, 'http://x')?.brandName).toBe(BRAND_NAME)
  for (const id of tenantIds) expect(frontConfig(id, 'http://x')?.brandName).toBe(BRAND_NAME)
  const html = sources.find(([file]) => file === 'index.html')![1]
  expect(html).toContain(`<title>${BRAND_NAME}</title>`)
})

test('no screen spells the brand or a model name: they come from the config and the server', () => {
  // The brand's short name ('星驰' of '星驰汽车') and every seeded model name.
  const names = [BRAND_NAME.replace(/汽车$/, ''), ...seedVehicleTypes().map((t) => t.name)]
  // index.html is the build's own page: it takes the build's name (checked above).
  const spelled = sources.filter(([file]) => file !== 'index.html').flatMap(([file, text]) => names.filter((name) => text.includes(name)).map((name) => `${file}: ${name}`))
  expect(spelled).toEqual([])
})
