import { TextArea } from '@/shared/textarea'
import { render } from '../../support/render'
import { setValue } from '../../support/type'

test('H5 TextArea: the browser <textarea> with the caller\'s class, limit and typed value', async () => {
  const onChange = jest.fn()
  const utils = await render(() => <TextArea className='note' value='' placeholder='说点什么' maxLength={20} onChange={onChange} />)
  const box = utils.queries.querySelector('textarea.note.textarea') as HTMLTextAreaElement
  expect(box.getAttribute('placeholder')).toBe('说点什么')
  expect(box.maxLength).toBe(20)
  expect(box.rows).toBe(3)
  utils.act(() => setValue(box, '周末见'))
  expect(onChange).toHaveBeenCalledWith('周末见')
})
