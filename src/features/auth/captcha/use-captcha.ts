import { useCallback, useEffect, useRef, useState } from 'react'
import type { Captcha } from '@api/uaa'
import { getCaptcha, verifyCaptcha } from '../login-api'

export type CaptchaStatus = 'loading' | 'ready' | 'verifying' | 'passed' | 'failed' | 'error'

export const CAPTCHA_TEXT = {
  FAILED: '验证失败，请重试',
  PASSED: '验证通过',
  VERIFYING: '验证中…',
} as const

/**
 * One slider captcha: load it, verify a drag offset (in image pixels) with
 * GET /api/v1/common/captcha/verify, and hand a pass on. A captcha with no attempts left is
 * replaced by a new one.
 */
export function useCaptcha(onPass: (captchaToken: string) => void) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [status, setStatus] = useState<CaptchaStatus>('loading')
  const [error, setError] = useState<unknown>(null)
  const onPassRef = useRef(onPass)
  onPassRef.current = onPass

  const load = useCallback(async () => {
    setStatus('loading')
    setError(null)
    try {
      setCaptcha(await getCaptcha())
      setStatus('ready')
    } catch (e) {
      setError(e)
      setStatus('error')
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const verify = useCallback(
    async (x: number): Promise<boolean> => {
      if (!captcha) return false
      setStatus('verifying')
      try {
        const result = await verifyCaptcha(captcha.captchaId, x)
        if (result.passed && result.captchaToken) {
          setStatus('passed')
          onPassRef.current(result.captchaToken)
          return true
        }
        setStatus('failed')
        if (result.remainingAttempts <= 0) void load()
      } catch {
        // Expired or unknown captcha: a fresh one is the only way forward.
        setStatus('failed')
        void load()
      }
      return false
    },
    [captcha, load],
  )

  /** Back to dragging after a failure was shown. */
  const retry = useCallback(() => setStatus((s) => (s === 'failed' ? 'ready' : s)), [])

  return { captcha, status, error, reload: load, verify, retry }
}
