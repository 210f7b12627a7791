// Car content (the car intro detail page): a model's introduction with its video and the
// PGC article that carries its like / collect / share counts (spec §7 /web/pgc/stats/*).
import { Type, type Static } from '@sinclair/typebox'
import { VehicleTypeDetailSchema } from './domain'
import { PgcStatsSchema } from './posts-pgc'

export const CarContentQuerySchema = Type.Object({ id: Type.Integer({ minimum: 1 }) })
export type CarContentQuery = Static<typeof CarContentQuerySchema>

export const CarVideoSchema = Type.Object({
  url: Type.String(),
  cover: Type.String(),
  /** Seconds. */
  duration: Type.Integer({ minimum: 1 }),
})
export type CarVideo = Static<typeof CarVideoSchema>

export const CarContentSchema = Type.Composite([
  VehicleTypeDetailSchema,
  Type.Object({
    /** Id of the PGC article whose stats belong to this model: pass it to /web/pgc/stats/*. */
    contentId: Type.Integer(),
    title: Type.String(),
    summary: Type.String(),
    video: Type.Union([CarVideoSchema, Type.Null()]),
    stats: PgcStatsSchema,
  }),
])
export type CarContent = Static<typeof CarContentSchema>
