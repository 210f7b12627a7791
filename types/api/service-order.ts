// Domain `lead`, car service: my service orders and one order's progress
// (`/web/car-service/orders`). Not in spec §7; written in its style for issue 15.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema } from './common'

/**
 * The workshop's steps, in order: 1 已接车, 2 检测中, 3 等待配件 (only when parts are missing),
 * 4 维修中, 5 质检中, 6 待取车, 7 已交车 (the order is finished).
 */
export const SERVICE_STEP_NAMES = ['已接车', '检测中', '等待配件', '维修中', '质检中', '待取车', '已交车'] as const
export const LAST_SERVICE_STEP = SERVICE_STEP_NAMES.length

export const ServiceStepCodeSchema = Type.Integer({ minimum: 1, maximum: LAST_SERVICE_STEP })

/** A step the order has reached, with when and the workshop's photos of it. */
export const ServiceStepSchema = Type.Object({
  code: ServiceStepCodeSchema,
  name: Type.String(),
  time: DateTimeSchema,
  note: Type.String(),
  photos: Type.Array(Type.String()),
})
export type ServiceStep = Static<typeof ServiceStepSchema>

/** 1 in progress, 2 finished (handed over). */
export const ServiceOrderStatusSchema = Type.Union([Type.Literal(1), Type.Literal(2)])
export type ServiceOrderStatus = Static<typeof ServiceOrderStatusSchema>

export const ServiceOrderSummarySchema = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  plateNo: Type.String(),
  modelName: Type.String(),
  dealerName: Type.String(),
  /** 常规保养, 故障维修, 钣金喷漆… */
  serviceType: Type.String(),
  status: ServiceOrderStatusSchema,
  currentStep: ServiceStepCodeSchema,
  currentStepName: Type.String(),
  receivedAt: DateTimeSchema,
  /** When the workshop expects the car to be ready; null once handed over. */
  estimatedPickupAt: Type.Union([DateTimeSchema, Type.Null()]),
})
export type ServiceOrderSummary = Static<typeof ServiceOrderSummarySchema>

export const ServiceOrderSchema = Type.Composite([
  ServiceOrderSummarySchema,
  Type.Object({
    dealerPhone: Type.String(),
    dealerAddress: Type.String(),
    advisorName: Type.String(),
    advisorPhone: Type.String(),
    /** The steps reached so far, oldest first. */
    steps: Type.Array(ServiceStepSchema),
    /** The workshop's step names in order (code n is plan[n - 1]): the timeline shows those ahead. */
    plan: Type.Array(Type.String()),
  }),
])
export type ServiceOrder = Static<typeof ServiceOrderSchema>

export const ServiceOrderQuerySchema = PageQuerySchema
export type ServiceOrderQuery = Static<typeof ServiceOrderQuerySchema>
