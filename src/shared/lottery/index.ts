/**
 * The lottery games (design.md §8): a wheel and a nine-cell grid of plain tags and CSS
 * transforms, driven by our own draw state machine; the server picks the prize.
 *
 *   const { state, start, dismiss } = useDraw({ draw: () => drawOnce(id).then(toAnswer), onResult: show })
 *   const angle = useWheelAngle(state, prizes.length)
 *   <LuckyWheel prizes={prizes} state={state} angle={angle} onStart={start} disabled={!left} label='幸运大转盘' />
 *
 *   const active = useGridCell(state, prizes.length)
 *   <NineGrid prizes={prizes} state={state} active={active} onStart={start} label='九宫格抽奖' />
 */
export { LuckyWheel, WHEEL_TRANSITION, type LuckyWheelProps } from './lucky-wheel'
export { NineGrid, type NineGridProps } from './nine-grid'
export { useDraw, type DrawAnswer, type DrawControl, type UseDrawOptions } from './use-draw'
export { useWheelAngle, useGridCell, SETTLE_TURNS, SETTLE_LAPS } from './motion'
export { drawReducer, isMoving, DRAW_IDLE, DRAW_TIMING, type DrawEvent, type DrawState, type DrawStatus } from './machine'
export { wheelStopAngle, wheelBackAngle, sectorCentre, gridPath, gridPrize, gridStepDelays, GRID_RING, GRID_CELLS } from './positions'
export type { LotteryPrize, LotteryGameProps } from './types'
