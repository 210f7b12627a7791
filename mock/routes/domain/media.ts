// Magazine issues and pages (the entry page) and banners, under the car-tools prefix.
import { Type } from '@sinclair/typebox'
import { PageSchema } from '../../../types/api/common'
import {
  BannerQuerySchema, BannerSchema, BrandParamsSchema, MagazineIssueSchema, MagazineListQuerySchema,
  MagazinePageSchema, MagazinePagesQuerySchema,
} from '../../../types/api/domain'
import { must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { BRAND, checkBrand, TOOL } from './cars'

const params = { brand: BRAND }

export const mediaRoutes = [
  defineRoute({
    area: 'domain', method: 'GET', path: `${TOOL}/magazine/list`, summary: '杂志期刊列表（分页，新的在前）',
    auth: 'none', spec: false, params: BrandParamsSchema, query: MagazineListQuerySchema, response: PageSchema(MagazineIssueSchema),
    sample: { params, query: { pageNo: 1, pageSize: 10 } },
    handler: ({ db, params: p, query }) => {
      checkBrand(p.brand)
      return paginate([...db.magazineIssues].sort((a, b) => b.publishDate.localeCompare(a.publishDate)), query)
    },
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${TOOL}/magazine/pages`, summary: '某期杂志的全部页面',
    auth: 'none', spec: false, params: BrandParamsSchema, query: MagazinePagesQuerySchema, response: Type.Array(MagazinePageSchema),
    sample: { params, query: { issueId: 1 } },
    handler: ({ db, params: p, query }) => {
      checkBrand(p.brand)
      must(db.magazineIssues.find((i) => i.id === query.issueId), '期刊')
      return db.magazinePages.filter((pg) => pg.issueId === query.issueId).sort((a, b) => a.pageNo - b.pageNo)
    },
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${TOOL}/banner/list`, summary: '横幅（按位置 home/mall/mine/community）',
    auth: 'none', spec: false, params: BrandParamsSchema, query: BannerQuerySchema, response: Type.Array(BannerSchema),
    sample: { params, query: { position: 'home' } },
    handler: ({ db, params: p, query, now }) => {
      checkBrand(p.brand)
      return db.banners
        .filter((b) => (!query.position || b.position === query.position) && Date.parse(b.startTime) <= now && now <= Date.parse(b.endTime))
        .sort((a, b) => a.sort - b.sort)
    },
  }),
]
