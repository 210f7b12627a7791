import type { OtherBrand, OtherCar, OtherCarActivity } from '@api/other-car'
import type { render } from '../../../support/render'
import { setValue } from '../../../support/type'

export { waitFor } from '../../../support/wait-for'

export type Utils = Awaited<ReturnType<typeof render>>

export const $ = (u: Utils, selector: string) => u.queries.querySelector(selector) as HTMLElement | null
export const texts = (u: Utils, selector: string) => Array.from(u.queries.querySelectorAll(selector)).map((e) => e.textContent)

export const BRANDS: OtherBrand[] = [
  { id: 7, name: '大众', models: [{ id: 701, name: '帕萨特' }, { id: 702, name: '迈腾' }] },
  { id: 8, name: '丰田', models: [{ id: 801, name: '凯美瑞' }] },
]

export const car = (o: Partial<OtherCar> = {}): OtherCar => ({
  id: 501, brandId: 7, brandName: '大众', modelId: 701, modelName: '帕萨特', plate: '浙A8K2M6', vin: 'LSVAU2182K2123456',
  purchaseDate: '2019-05-20', licencePhoto: 'https://img/licence-501.svg', createdAt: '2025-05-01T12:00:00+08:00', ...o,
})

export const activity = (o: Partial<OtherCarActivity> = {}): OtherCarActivity => ({
  id: 204, kind: 'trade-in', title: '老车换新 · 置换补贴', benefit: '至高 8000 元置换补贴 + 旧车免费评估', requirement: '名下其他品牌车辆，置换星驰新车',
  deadline: '2030-07-20T12:00:00+08:00', cover: 'https://img/act-204.svg', hash: 'trade-in-2025', ...o,
})

/** Types into a Taro Input of the form, as a keystroke would. */
export function type(u: Utils, selector: string, value: string) {
  const input = $(u, selector) as HTMLInputElement
  u.act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Picks a day in the browser's date input. */
export function pickDay(u: Utils, day: string) {
  const input = $(u, '.oc-form__date input') as HTMLInputElement
  u.act(() => setValue(input, day))
}

/** Opens a picker field's sheet and picks the option `label`. */
export function pickOption(u: Utils, field: string, label: string) {
  u.fireEvent.click($(u, `${field} .form-field__row`)!)
  const option = Array.from(u.queries.querySelectorAll('.form-option-sheet__option')).find((o) => o.textContent === label)
  if (!option) throw new Error(`no option ${label} in ${field}`)
  u.fireEvent.click(option)
}
