export interface DragSteps {
  /** false when the drag may not start. */
  begin: (x: number) => boolean
  move: (x: number) => void
  end: () => void
}
