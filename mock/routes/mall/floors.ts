// Pages assembled from floors. The goods and article floors carry ids in the seed and are
// filled in here from the tables (names, prices and covers as the goods and article pages show
// them); floors of other types go out as configured, unknown ones included.
import { IdParamsSchema } from '../../../types/api/common'
import { FloorPageSchema, type Floor, type FloorPage } from '../../../types/api/domain-floor'
import { notFound } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import type { ArticleFloorRow, FloorRow, GoodsFloorRow } from '../../seed/floors'
import type { Db } from '../../state/db'

const isGoods = (f: FloorRow): f is GoodsFloorRow => f.type === 'goods' && 'goodsIds' in f
const isArticles = (f: FloorRow): f is ArticleFloorRow => f.type === 'articles' && 'articleIds' in f

function floorView(db: Db, floor: FloorRow): Floor {
  if (isGoods(floor)) {
    const { goodsIds, ...rest } = floor
    const items = goodsIds.flatMap((id) => db.goods.filter((g) => g.id === id))
    return { ...rest, type: 'goods', items: items.map(({ id, name, mainImage, price, originPrice }) => ({ id, name, mainImage, price, originPrice })) }
  }
  if (isArticles(floor)) {
    const { articleIds, ...rest } = floor
    const items = articleIds.flatMap((id) => db.articles.filter((a) => a.id === id))
    return { ...rest, type: 'articles', items: items.map(({ id, title, cover, summary, publishAt }) => ({ id, title, cover, summary, publishedAt: publishAt })) }
  }
  return floor as Floor
}

export const floorRoutes = [
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/floor/pages/:id', summary: '楼层页面（按配置顺序；未知类型的楼层原样下发）',
    auth: 'none', spec: false, params: IdParamsSchema, response: FloorPageSchema, sample: { params: { id: 1501 } },
    handler: ({ db, params }): FloorPage => {
      const page = db.floorPages.find((p) => p.id === params.id)
      if (!page) throw notFound('楼层页面不存在')
      return { ...page, floors: page.floors.map((f) => floorView(db, f)) }
    },
  }),
]
