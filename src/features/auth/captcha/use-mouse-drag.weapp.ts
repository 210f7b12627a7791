import type { DragSteps } from './use-mouse-drag'

/** The mini-program has no mouse: touches alone drag (useDrag's handlers). */
export function useMouseDrag(_elementIds: readonly string[] | undefined, _mountKey: unknown, _steps: DragSteps): void {}
