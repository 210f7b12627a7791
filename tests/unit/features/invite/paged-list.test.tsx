import { Text, View } from '@tarojs/components'
import type { Page } from '@api/common'
import { RecordList, usePagedList } from '@/features/invite'
import { render } from '../../../support/render'
import { mockPage } from '../../../support/taro-page'

jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

interface Row {
  id: number
}
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }))
const page = (pageNo: number, list: Row[], total: number): Page<Row> => ({ list, total, pageNo, pageSize: 10 })

function Harness({ fetch }: { fetch: (pageNo: number) => Promise<Page<Row>> }) {
  const { list, refresh, retry } = usePagedList((pageNo) => fetch(pageNo), 'k')
  return (
    <View>
      <View className='refresh' onClick={() => void refresh()} />
      <RecordList list={list} empty='空' onRetry={retry} renderItem={(r) => <Text key={r.id} className='row'>{r.id}</Text>} />
    </View>
  )
}

const ids = (utils: Awaited<ReturnType<typeof render>>) => [...utils.queries.querySelectorAll('.row')].map((e) => e.textContent)

test('page 1 fills the list, reaching the bottom appends the next page, the end says so', async () => {
  const fetch = jest.fn(async (pageNo: number) => (pageNo === 1 ? page(1, rows(1, 10), 12) : page(2, rows(11, 2), 12)))
  const utils = await render(Harness, { fetch })
  await utils.queries.waitForQueryByText('上拉加载更多')
  expect(ids(utils)).toHaveLength(10)
  mockPage.reachBottom!()
  await utils.queries.waitForQueryByText('没有更多了')
  expect(ids(utils)).toEqual(rows(1, 12).map((r) => String(r.id)))
  mockPage.reachBottom!()
  expect(fetch).toHaveBeenCalledTimes(2)
})

test('a refresh replaces the list with page 1', async () => {
  let first = true
  const fetch = jest.fn(async () => {
    const list = first ? rows(1, 2) : rows(50, 3)
    first = false
    return page(1, list, list.length)
  })
  const utils = await render(Harness, { fetch })
  await utils.queries.waitForQueryByText('没有更多了')
  utils.fireEvent.click(utils.queries.querySelector('.refresh')!)
  await utils.queries.waitForQueryByText('52')
  expect(ids(utils)).toEqual(['50', '51', '52'])
})

test('an empty list says so; a failed first page offers a retry that loads it', async () => {
  const empty = await render(Harness, { fetch: async () => page(1, [], 0) })
  await empty.queries.waitForQueryByText('空')
  empty.unmout()

  const fetch = jest.fn().mockRejectedValueOnce(new Error('服务器端错误')).mockResolvedValueOnce(page(1, rows(1, 1), 1))
  const utils = await render(Harness, { fetch })
  await utils.queries.waitForQueryByText('加载失败：服务器端错误')
  utils.fireEvent.click(utils.queries.querySelector('.record-list__retry')!)
  await utils.queries.waitForQueryByText('没有更多了')
  expect(fetch).toHaveBeenLastCalledWith(1)
})

test('a failed later page keeps the list and retries that page', async () => {
  const fetch = jest
    .fn()
    .mockResolvedValueOnce(page(1, rows(1, 10), 15))
    .mockRejectedValueOnce(new Error('x'))
    .mockResolvedValueOnce(page(2, rows(11, 5), 15))
  const utils = await render(Harness, { fetch })
  await utils.queries.waitForQueryByText('上拉加载更多')
  mockPage.reachBottom!()
  await utils.queries.waitForQueryByText('加载失败，点击重试')
  expect(ids(utils)).toHaveLength(10)
  utils.fireEvent.click(utils.queries.querySelector('.record-list__more-error')!)
  await utils.queries.waitForQueryByText('没有更多了')
  expect(fetch).toHaveBeenLastCalledWith(2)
  expect(ids(utils)).toHaveLength(15)
})
