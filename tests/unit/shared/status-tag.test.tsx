import { StatusTag, type StatusTone } from '@/shared/status-tag'
import { render } from '../../support/render'

const TONES: StatusTone[] = ['info', 'success', 'warning', 'danger', 'muted', 'accent']

test.each(TONES)('tone %s is its class, beside the caller\'s', async (tone) => {
  const u = await render(() => (
    <StatusTag tone={tone} className='x-status'>
      已安装
    </StatusTag>
  ))
  const tag = u.queries.querySelector('.status-tag')!
  expect(tag.className).toBe(`status-tag status-tag--${tone} x-status`)
  expect(tag.textContent).toBe('已安装')
})
