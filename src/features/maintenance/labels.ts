import type { MaintenanceType } from '@api/car-service'

export const TYPE_LABELS: Record<MaintenanceType, string> = {
  routine: '常规保养',
  repair: '维修',
  warranty: '保修',
  recall: '召回',
}

/** Amounts travel in fen; the screens show yuan with two decimals. */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`
