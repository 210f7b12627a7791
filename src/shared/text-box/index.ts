import './index.scss'

/**
 * The kit's boxed text field (a survey's line, its 其他 words, its day): the screen's own class,
 * which places it, then the look, the textarea's box (text-box mixin) for a single line.
 */
export const textBoxClass = (className: string, invalid?: boolean) => `${className} text-box${invalid ? ' text-box--invalid' : ''}`
