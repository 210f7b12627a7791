// A page assembled from floors configured on the server (pages/cusfloor/index?id=). Each floor
// has a `type`; the app renders the types it knows and skips the others, so the server can add
// a type before every app version knows it.
import { Type, type Static } from '@sinclair/typebox'
import { FenSchema } from './common'

/** A link as data spells it: a page of the app, an https address, or miniprogram://<appId>/<path>. */
const LinkSchema = Type.String({ maxLength: 500 })

export const BannerFloorSchema = Type.Object({
  type: Type.Literal('banner'),
  id: Type.Integer(),
  items: Type.Array(Type.Object({ imageUrl: Type.String(), title: Type.String(), link: LinkSchema }), { minItems: 1 }),
})
export const EntryFloorSchema = Type.Object({
  type: Type.Literal('entries'),
  id: Type.Integer(),
  title: Type.String(),
  items: Type.Array(Type.Object({ iconUrl: Type.String(), title: Type.String(), link: LinkSchema }), { minItems: 1 }),
})
export const GoodsFloorSchema = Type.Object({
  type: Type.Literal('goods'),
  id: Type.Integer(),
  title: Type.String(),
  items: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), mainImage: Type.String(), price: FenSchema, originPrice: FenSchema }),
    { minItems: 1 },
  ),
})
export const ArticleFloorSchema = Type.Object({
  type: Type.Literal('articles'),
  id: Type.Integer(),
  title: Type.String(),
  items: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), cover: Type.String(), summary: Type.String(), publishedAt: Type.String() }),
    { minItems: 1 },
  ),
})
export const ImageFloorSchema = Type.Object({
  type: Type.Literal('image'),
  id: Type.Integer(),
  imageUrl: Type.String(),
  /** What the picture shows (alt text). */
  title: Type.String(),
  /** Height over width, so the box is sized before the picture loads. */
  ratio: Type.Number({ exclusiveMinimum: 0, maximum: 4 }),
  link: LinkSchema,
})
/** A floor of a type this app does not know (the server may send any). */
export const OtherFloorSchema = Type.Object({ type: Type.String(), id: Type.Integer() }, { additionalProperties: true })

export const FloorSchema = Type.Union([BannerFloorSchema, EntryFloorSchema, GoodsFloorSchema, ArticleFloorSchema, ImageFloorSchema, OtherFloorSchema])
export type BannerFloor = Static<typeof BannerFloorSchema>
export type EntryFloor = Static<typeof EntryFloorSchema>
export type GoodsFloor = Static<typeof GoodsFloorSchema>
export type ArticleFloor = Static<typeof ArticleFloorSchema>
export type ImageFloor = Static<typeof ImageFloorSchema>
export type KnownFloor = BannerFloor | EntryFloor | GoodsFloor | ArticleFloor | ImageFloor
export type Floor = Static<typeof FloorSchema>

export const FloorPageSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Page background (a token-free colour the operator picks), or '' for the default. */
  background: Type.String(),
  floors: Type.Array(FloorSchema),
})
export type FloorPage = Static<typeof FloorPageSchema>
