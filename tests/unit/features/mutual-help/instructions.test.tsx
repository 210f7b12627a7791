import InstructionsPage from '@/pages/motorists-help-instructions/instructions'
import { openPage } from '@/core/navigation'
import { getMutualRule } from '@/features/mutual-help/api'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/mutual-help/api', () => ({ getMutualRule: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const RULE = {
  title: '车主互助联盟规则', updatedAt: '2026-11-10T09:00:00+08:00',
  html: '<h3>一、加入条件</h3><p>已完成车主认证的车主均可加入</p><a href="javascript:alert(1)">点我</a><script>window.hacked=1</script>',
}

beforeEach(() => openMockPage('/pages/motorists-help-instructions/instructions'))
afterEach(() => jest.clearAllMocks())

test('the rule (sanitized), the joining steps in order, and the way to the safety tips', async () => {
  ;(getMutualRule as jest.Mock).mockResolvedValue(RULE)
  const u = await render(InstructionsPage)
  await waitFor(() => expect(u.html()).toContain('已完成车主认证的车主均可加入'))
  expect(text(u, '.rule-doc__title')).toBe('车主互助联盟规则')
  expect(text(u, '.rule-doc__date')).toBe('更新于 2026.11.10')
  expect(u.html()).not.toContain('<script')
  expect(u.html()).not.toContain('javascript:')
  expect(texts(u, '.mutual-instructions__step')).toEqual(['1完成星驰汽车车主认证', '2阅读并同意互助联盟规则', '3在社区开启互助，就近应答车友求助'])
  click(u, byText(u, '.mutual-instructions__tips', '安全提示'))
  expect(openPage).toHaveBeenCalledWith('/pages/motorists-help-instructions/tip')
})

test('a failed read offers a retry that reads again', async () => {
  ;(getMutualRule as jest.Mock).mockRejectedValueOnce(new Error('network')).mockResolvedValue(RULE)
  const u = await render(InstructionsPage)
  await waitFor(() => expect(u.queries.querySelector('.page-shell__retry')).not.toBeNull())
  click(u, '.page-shell__retry')
  await waitFor(() => expect(text(u, '.rule-doc__title')).toBe('车主互助联盟规则'))
  expect(getMutualRule).toHaveBeenCalledTimes(2)
})
