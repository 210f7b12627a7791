import { getSharedYear, getYearlyReport, shareYearlyReport } from '@/features/yearly-report/api'
import { clearSession, setToken } from '@/core/session'
import { DEV_YEARLY_SHARE_ID } from '../../../mock/seed/yearly'
import { setupApiServer } from '../support/api-server'

setupApiServer()

test('my year with the dev token; user 7 gets a kind short year', async () => {
  expect(await getYearlyReport()).toMatchObject({ displayName: '车主小王', pointsEarned: 3260, keyword: '远方', favouriteTopic: '周末自驾' })
  setToken('dev-token-7')
  expect(await getYearlyReport()).toMatchObject({ pointsEarned: 0, favouriteTopic: null, keyword: '新的开始' })
})

test('sharing gives the same random id; a friend without a token sees the card fields only', async () => {
  expect(await shareYearlyReport()).toEqual({ shareId: DEV_YEARLY_SHARE_ID })
  setToken('dev-token-2')
  const { shareId } = await shareYearlyReport()
  expect(await shareYearlyReport()).toEqual({ shareId })
  clearSession()
  const card = await getSharedYear(shareId)
  expect(card).toMatchObject({ displayName: '小李爱自驾', keyword: '初见', signInDays: 12 })
  expect(card).not.toHaveProperty('posts')
  await expect(getSharedYear('nosuchshare123')).rejects.toMatchObject({ status: 404, message: '年度报告分享不存在' })
})
