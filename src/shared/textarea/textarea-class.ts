// Apart from index.tsx: the mini-program build resolves `./index` to index.weapp.tsx itself.
/** The kit's look (index.scss) after the screen's own class, which places the box. */
export const textareaClass = (className: string, invalid?: boolean) => `${className} textarea${invalid ? ' textarea--invalid' : ''}`
