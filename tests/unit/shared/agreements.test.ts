import { agreementLinks, currentVersions, isAgreementKind, versionsOf } from '@/shared/agreements'
import { getAgreementList } from '@/shared/agreements/api'

jest.mock('@/shared/agreements/api', () => ({ getAgreementList: jest.fn() }))

const LIST = [
  { kind: 'user' as const, title: '星驰汽车用户服务协议', version: '2025.2', updatedAt: '2025-06-18T10:00:00+08:00' },
  { kind: 'privacy' as const, title: '星驰汽车隐私政策', version: '2025.3', updatedAt: '2025-09-01T10:00:00+08:00' },
]

test('the versions of a list; none when a document is missing', () => {
  expect(versionsOf(LIST)).toEqual({ user: '2025.2', privacy: '2025.3' })
  expect(versionsOf([LIST[0]])).toBeUndefined()
  expect(versionsOf(undefined)).toBeUndefined()
})

test('the links name the version when known, and open the one agreement page', () => {
  expect(agreementLinks({ user: '2025.2', privacy: '2025.3' })).toEqual([
    { kind: 'user', title: '《用户协议》（v2025.2）', url: '/package-mine/pages/agreement/agreement?kind=user' },
    { kind: 'privacy', title: '《隐私政策》（v2025.3）', url: '/package-mine/pages/agreement/agreement?kind=privacy' },
  ])
  expect(agreementLinks(undefined).map((l) => l.title)).toEqual(['《用户协议》', '《隐私政策》'])
})

test('the versions to send: the ones shown, else the current ones read now', async () => {
  await expect(currentVersions({ user: '2024.1', privacy: '2024.2' })).resolves.toEqual({ user: '2024.1', privacy: '2024.2' })
  expect(getAgreementList).not.toHaveBeenCalled()
  jest.mocked(getAgreementList).mockResolvedValueOnce(LIST).mockResolvedValueOnce([LIST[1]])
  await expect(currentVersions(undefined)).resolves.toEqual({ user: '2025.2', privacy: '2025.3' })
  await expect(currentVersions(undefined)).rejects.toThrow('未能读取协议版本，请稍后重试')
})

test('the kinds there are', () => {
  expect(['user', 'privacy', 'terms', undefined].map(isAgreementKind)).toEqual([true, true, false, false])
})
