/**
 * A video's next `name` event (loadedmetadata, loadeddata, seeked). Rejects on the element's
 * error event, or after `ms`: a file the browser gave up on must fail, not hang.
 */
export function mediaEvent(target: HTMLMediaElement, name: 'loadedmetadata' | 'loadeddata' | 'seeked', ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer)
      target.removeEventListener(name, ok)
      target.removeEventListener('error', failed)
      if (error) reject(error)
      else resolve()
    }
    const ok = () => done()
    const failed = () => done(new Error('video'))
    const timer = setTimeout(() => done(new Error(`${name} timeout`)), ms)
    target.addEventListener(name, ok)
    target.addEventListener('error', failed)
  })
}
