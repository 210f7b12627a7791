export type StepState = 'done' | 'current' | 'todo'

/**
 * Where step `index` stands when `current` is the step under way: earlier ones are done, later
 * ones to do. A `current` past the last step means all are done (the order is complete).
 */
export function stepState(index: number, current: number): StepState {
  if (index < current) return 'done'
  return index === current ? 'current' : 'todo'
}

const SAY: Record<StepState, string> = { done: '已完成', current: '进行中', todo: '未开始' }

/** What a screen reader hears before the step's title. */
export const stepStateText = (state: StepState) => SAY[state]
