// The privacy lists of src/features/privacy/api.ts against the dev API server: both public, from
// one source, so the share list and the collected list name the same parties and information.
// The agreements (the list of shared/agreements, each document of the privacy feature): public,
// versioned, the list and the documents agreeing.
import { Value } from '@sinclair/typebox/value'
import { AgreementListSchema, AgreementSchema, CollectedInfoListSchema, ThirdPartyShareListSchema } from '@api/privacy'
import { clearSession } from '@/core/session'
import { clearFrontConfigCache, fetchFrontConfig } from '@/core/tenant'
import { getAgreement, getCollectedInfo, getThirdPartySharing } from '@/features/privacy/api'
import { AGREEMENT_KINDS, getAgreementList, versionsOf } from '@/shared/agreements'
import { setupApiServer } from '../support/api-server'

setupApiServer()

test('the share list: every party with purpose, fields, way, contact and policy, under a listed scenario; public', async () => {
  clearSession()
  const share = await getThirdPartySharing()
  expect(Value.Check(ThirdPartyShareListSchema, share)).toBe(true)
  expect(share.scenarios.map((s) => s.name)).toEqual(expect.arrayContaining(['地图定位', '登录与安全', '支付', '消息推送', '分享']))
  const keys = share.scenarios.map((s) => s.key)
  for (const s of share.list) {
    expect(keys).toContain(s.scenario)
    expect(s.fields.length).toBeGreaterThan(0)
    expect(s.contact).not.toBe('')
  }
  expect(share.list.map((s) => s.way)).toEqual(expect.arrayContaining(['sdk', 'api']))
  expect(share.list.find((s) => s.scenario === 'location')).toMatchObject({ party: '腾讯位置服务 SDK', way: 'sdk' })
})

test('every privacy policy is https on a host the web view of the tenant config opens', async () => {
  clearFrontConfigCache()
  const { webviewHosts = [] } = await fetchFrontConfig()
  const { list } = await getThirdPartySharing()
  for (const s of list) {
    const url = new URL(s.policyUrl)
    expect(url.protocol).toBe('https:')
    expect(webviewHosts).toContain(url.hostname)
  }
})

test('the collected list and the share list agree: receivers are parties sharing that item in that scenario, and back', async () => {
  clearSession()
  const collected = await getCollectedInfo()
  expect(Value.Check(CollectedInfoListSchema, collected)).toBe(true)
  const share = await getThirdPartySharing()
  expect(collected.scenarios).toEqual(share.scenarios)
  for (const item of collected.list) {
    for (const party of item.receivers) {
      expect(share.list).toContainEqual(expect.objectContaining({ party, scenario: item.scenario, fields: expect.arrayContaining([item.name]) }))
    }
  }
  for (const s of share.list) {
    for (const field of s.fields) {
      const item = collected.list.find((i) => i.scenario === s.scenario && i.name === field)
      expect(item?.receivers).toContain(s.party)
    }
  }
  expect(collected.list.find((i) => i.name === '精确位置')).toMatchObject({ required: false, receivers: ['腾讯位置服务 SDK'] })
  expect(collected.list.some((i) => i.receivers.length === 0)).toBe(true)
})

test('the agreements: both kinds the app knows, versioned and dated; each document is the version the list names', async () => {
  clearSession()
  const list = await getAgreementList()
  expect(Value.Check(AgreementListSchema, list)).toBe(true)
  expect(list.map((a) => a.kind)).toEqual([...AGREEMENT_KINDS])
  expect(versionsOf(list)).toEqual({ user: expect.stringMatching(/^\d{4}\.\d+$/), privacy: expect.stringMatching(/^\d{4}\.\d+$/) })
  for (const kind of AGREEMENT_KINDS) {
    const doc = await getAgreement(kind)
    expect(Value.Check(AgreementSchema, doc)).toBe(true)
    const { html, ...info } = doc
    expect(list).toContainEqual(info)
    expect(html.length).toBeGreaterThan(500)
  }
})
