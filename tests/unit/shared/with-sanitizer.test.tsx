import { View } from '@tarojs/components'
import { SafeRichText, WithSanitizer } from '@/shared/rich-text'
import { WhenVisible } from '@/shared/when-visible'
import { act, render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

// DOMPurify's chunk arrives when this test says so (use-sanitized takes it a task after it runs;
// that call is made as the module is imported, before this file's own variables exist).
jest.mock('@/core/boot/next-task', () => {
  const held: Array<() => void> = []
  return {
    ...jest.requireActual('@/core/boot/next-task'),
    aTaskAfter: <T,>(chunk: Promise<T>) => new Promise<T>((resolve) => held.push(() => void chunk.then(resolve))),
    arrive: () => held.forEach((go) => go()),
  }
})
const arrive = () => (jest.requireMock('@/core/boot/next-task') as { arrive: () => void }).arrive()

const Parts = () => (
  <WithSanitizer>
    <View className='head'>车型亮点</View>
    <SafeRichText html='<p>正文段落</p>' />
  </WithSanitizer>
)

// First: the sanitizer must still be on its way.
test('a rich text in a part mounted after the first paint (WhenVisible) stays an empty block, the screen painted', async () => {
  const Late = () => (
    <WhenVisible>
      <SafeRichText html='<p>图文详情</p>' />
    </WhenVisible>
  )
  const u = await render(Late)
  await waitFor(() => expect(u.html()).toContain('rich-text'))
  expect(u.html()).not.toContain('page-shell__hold')
  expect(u.html()).not.toContain('图文详情')
})

test('the parts of a staged screen wait for the sanitizer together, the screen holding its paint; then all of them show at once', async () => {
  const u = await render(Parts)
  // Not even the part without rich text: it would be painted, then hidden by the text's hold.
  expect(u.html()).not.toContain('车型亮点')
  expect(u.html()).toContain('page-shell__hold')
  await act(async () => arrive())
  await waitFor(() => expect(u.html()).toContain('正文段落'))
  expect(u.html()).toContain('车型亮点')
  expect(u.html()).not.toContain('page-shell__hold')
})
