import Taro from '@tarojs/taro'
import { clearDraft, draftKey, loadDraft, saveDraft } from '@/features/survey/draft'

afterEach(() => localStorage.clear())

test('a draft per person and survey, through the app cache with an expiry', () => {
  const key = draftKey(1, 801)
  expect(key).toBe('survey-draft:1:801')
  expect(loadDraft(key)).toEqual({})
  saveDraft(key, { city: '杭州', nps: 9 })
  expect(loadDraft(key)).toEqual({ city: '杭州', nps: 9 })
  expect(loadDraft(draftKey(2, 801))).toEqual({})
  expect(Object.keys(Taro.getStorageSync('__cache_expiry__'))).toEqual([key])
  clearDraft(key)
  expect(loadDraft(key)).toEqual({})
  expect(Taro.getStorageSync('__cache_expiry__')).toBe('')
})

test('nothing answered leaves nothing behind; junk in storage reads as no draft', () => {
  const key = draftKey(1, 802)
  saveDraft(key, { nps: 3 })
  saveDraft(key, {})
  expect(Taro.getStorageSync(key)).toBe('')
  Taro.setStorageSync(key, ['not', 'answers'])
  expect(loadDraft(key)).toEqual({})
})
