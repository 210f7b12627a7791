import { createContext, useContext, type ReactNode } from 'react'

/** How old a kept answer is, in the line's words: 刚刚, N 分钟前, N 小时前 (a week at most: core/query/keep.ts). */
export function keptAge(at: number, now: number = Date.now()): string {
  const minutes = Math.floor((now - at) / 60_000)
  return minutes < 1 ? '刚刚' : minutes < 60 ? `${minutes} 分钟前` : `${Math.floor(minutes / 60)} 小时前`
}

/** A line is shown above: a list below it that shows kept rows too says nothing more. */
const Said = createContext(false)

/**
 * The quiet line over a screen that shows what the device kept because its read failed (a weak
 * network): how old it is (`at`, when it was read; none: no line). It goes when a read answers.
 * The frame puts it over the screen's main read, around the screen (`children`); a paged list
 * over its rows, unless the frame's line is already there. One line a screen.
 */
export function KeptLine({ at, children }: { at?: number; children?: ReactNode }) {
  const said = useContext(Said)
  const age = at === undefined ? '' : keptAge(at)
  return (
    <>
      {at !== undefined && !said && (
        <div className='page-shell__kept' role='status'>
          {/* A space between Chinese and a figure, none before 刚刚. */}
          {`网络不佳，显示的是${age === '刚刚' ? '' : ' '}${age}的内容`}
        </div>
      )}
      {children !== undefined && <Said.Provider value={said || at !== undefined}>{children}</Said.Provider>}
    </>
  )
}
