// The car intro detail page's content: a model with its gallery, HTML introduction, specs,
// launch video, and the stats of the PGC article that stands for it (likes, collections,
// shares are changed through /posts/web/pgc/stats/* with `contentId`).
import { BrandParamsSchema } from '../../../types/api/domain'
import { CarContentQuerySchema, CarContentSchema } from '../../../types/api/domain-car'
import { must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { carArticleId, carVideo } from '../../seed/car-content'
import { articleRow, pgcStats } from '../posts/views'
import { BRAND, checkBrand, TOOL } from './cars'

export const carContentRoutes = [
  defineRoute({
    area: 'domain', method: 'GET', path: `${TOOL}/vehicleType/content`, summary: '车型内容（介绍、视频，点赞/收藏/分享计数）',
    auth: 'optional', spec: false, params: BrandParamsSchema, query: CarContentQuerySchema, response: CarContentSchema,
    sample: { params: { brand: BRAND }, query: { id: 2 } },
    handler: ({ db, params, query, accountId }) => {
      checkBrand(params.brand)
      const type = must(db.vehicleTypes.find((v) => v.id === query.id), '车型')
      const article = articleRow(db, carArticleId(type.id))
      return {
        ...type,
        contentId: article.id,
        title: article.title,
        summary: article.summary,
        video: carVideo(type),
        stats: pgcStats(db, article, accountId),
      }
    },
  }),
]
