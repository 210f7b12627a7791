import { useEffect, useRef, useState } from 'react'
import type { PosterSpec } from './spec'

/**
 * Runs a platform's `paint` (draw, then export) for the poster and keeps what it gives back:
 * an image URL in H5, a temp file in the mini-program. Painted again only when the content
 * changes, not for each new object from a parent's render; a late result of an old poster is
 * dropped.
 */
export function usePainted(spec: PosterSpec, paint: (spec: PosterSpec) => Promise<string>) {
  const [result, setResult] = useState<string>()
  const [failed, setFailed] = useState(false)
  const key = JSON.stringify(spec)
  const latest = useRef({ spec, paint })
  latest.current = { spec, paint }

  useEffect(() => {
    let alive = true
    setResult(undefined)
    setFailed(false)
    latest.current.paint(latest.current.spec).then(
      (value) => alive && setResult(value),
      () => alive && setFailed(true),
    )
    return () => {
      alive = false
    }
  }, [key])

  return { result, failed }
}
