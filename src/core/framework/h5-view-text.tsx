// H5's View and Text as a plain div and span: ./h5-components.ts says why.
import { forwardRef, type HTMLAttributes } from 'react'

type ViewProps = HTMLAttributes<HTMLDivElement> & { catchMove?: boolean }
type TextProps = HTMLAttributes<HTMLSpanElement> & { userSelect?: boolean; selectable?: boolean }

export const View = forwardRef<HTMLDivElement, ViewProps>(function View({ catchMove, className, ...props }, ref) {
  // A drag on a catchMove view (the captcha's slider) must not scroll the page under it
  // (app.scss: touch-action, which holds whatever listens to the move).
  return <div ref={ref} className={catchMove ? `${className ?? ''} catch-move` : className} {...props} />
})

// A span's text is selectable as it is: userSelect has nothing to add.
export const Text = forwardRef<HTMLSpanElement, TextProps>(function Text({ userSelect: _u, selectable: _s, ...props }, ref) {
  return <span ref={ref} {...props} />
})
