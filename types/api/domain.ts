// Domain `domain`: car tools under /2c/{brand}/tool-service/read (vehicle types, cars on
// sale, secondary dealers), plus magazine issues/pages and banners for the home screens.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, FenSchema, PageQuerySchema } from './common'

export const BrandParamsSchema = Type.Object({
  brand: Type.String({ pattern: '^[a-z0-9]{1,16}$', errorMessage: '必须是品牌编码，如 ev' }),
})
export type BrandParams = Static<typeof BrandParamsSchema>

export const VehicleTypeQuerySchema = Type.Object({
  source: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  /** newCar: new models first. */
  sort: Type.Optional(Type.Literal('newCar')),
})
export type VehicleTypeQuery = Static<typeof VehicleTypeQuerySchema>

export const VehicleTypeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  seriesName: Type.String(),
  image: Type.String(),
  /** Lowest guide price in fen. */
  guidePrice: FenSchema,
  newCar: Type.Boolean(),
  /** 纯电 / 增程 / 插混 */
  energyType: Type.String(),
  /** CLTC range in km. */
  rangeKm: Type.Integer(),
  tags: Type.Array(Type.String()),
  sort: Type.Integer(),
  launchDate: Type.String(),
})
export type VehicleType = Static<typeof VehicleTypeSchema>

export const VehicleTypeDetailQuerySchema = Type.Object({ id: Type.Integer({ minimum: 1 }) })
export const VehicleTypeDetailSchema = Type.Composite([
  VehicleTypeSchema,
  Type.Object({
    gallery: Type.Array(Type.String()),
    /** Rich HTML introduction. */
    html: Type.String(),
    specs: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  }),
])
export type VehicleTypeDetail = Static<typeof VehicleTypeDetailSchema>

export const SalesCarQuerySchema = Type.Object({ vehicleTypeId: Type.Optional(Type.Integer({ minimum: 1 })) })
export type SalesCarQuery = Static<typeof SalesCarQuerySchema>
export const SalesCarSchema = Type.Object({
  id: Type.Integer(),
  vehicleTypeId: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  price: FenSchema,
  /** Down payment from, in fen. */
  downPayment: FenSchema,
  tags: Type.Array(Type.String()),
  onSale: Type.Boolean(),
})
export type SalesCar = Static<typeof SalesCarSchema>

export const SecondaryDealerQuerySchema = Type.Object({
  cityCode: Type.Optional(Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位行政区划代码' })),
  parentDealerCode: Type.Optional(Type.String({ maxLength: 32 })),
})
export type SecondaryDealerQuery = Static<typeof SecondaryDealerQuerySchema>
export const SecondaryDealerSchema = Type.Object({
  dealerCode: Type.String(),
  dealerName: Type.String(),
  parentDealerCode: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  provinceCode: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
})
export type SecondaryDealer = Static<typeof SecondaryDealerSchema>

export const MagazineIssueSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  issueNo: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  publishDate: Type.String(),
  pageCount: Type.Integer(),
})
export type MagazineIssue = Static<typeof MagazineIssueSchema>
export const MagazineListQuerySchema = PageQuerySchema

export const MagazinePagesQuerySchema = Type.Object({ issueId: Type.Integer({ minimum: 1 }) })
export type MagazinePagesQuery = Static<typeof MagazinePagesQuerySchema>
export const MagazinePageSchema = Type.Object({
  id: Type.Integer(),
  issueId: Type.Integer(),
  pageNo: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  text: Type.String(),
  /** Page to open when tapped, empty for none. */
  linkUrl: Type.String(),
})
export type MagazinePage = Static<typeof MagazinePageSchema>

export const BannerQuerySchema = Type.Object({
  position: Type.Optional(Type.Union([Type.Literal('home'), Type.Literal('mall'), Type.Literal('mine'), Type.Literal('community')])),
})
export type BannerQuery = Static<typeof BannerQuerySchema>
export const BannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  position: Type.String(),
  /** page: app route, webview: https url, none. */
  linkType: Type.Union([Type.Literal('page'), Type.Literal('webview'), Type.Literal('none')]),
  /**
   * page: '/<path>?<query>' of a route in src/routes.ts (the car tab leaves out a page banner whose
   * path the app lacks: core/navigation/link-target); webview: the https address.
   */
  linkUrl: Type.String(),
  sort: Type.Integer(),
  startTime: DateTimeSchema,
  endTime: DateTimeSchema,
})
export type Banner = Static<typeof BannerSchema>
export * from './domain-museum'
export * from './domain-floor'
