import type { DragSteps } from './types'

export type { DragSteps } from './types'

/** The mini-program has no mouse: touches alone drag (the caller's touch handlers). */
export function useMouseDrag(_elementIds: readonly string[] | undefined, _mountKey: unknown, _steps: DragSteps): void {}
