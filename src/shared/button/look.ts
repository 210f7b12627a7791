import './index.scss'

/** The kit's looks: filled, outlined, or a label alone, each a full pill of one of three heights. */
export type ButtonVariant = 'primary' | 'secondary' | 'text'
/** l 44 px (a page's or a bar's action), m 36 px (a card's), s 28 px (a row's). */
export type ButtonSize = 'l' | 'm' | 's'
/**
 * The area's accent: the brand's slate, the mall's red, a refusal's red, a reminder's amber, a
 * member's gold; neutral is grey, for the quiet actions beside a main one (an order's 查看物流);
 * inverse is for a dark backdrop (a poster, a report card): white, its text dark.
 */
export type ButtonTone = 'brand' | 'mall' | 'danger' | 'warning' | 'gold' | 'neutral' | 'inverse'

/**
 * The class names of one of the kit's button looks. The kit Button applies them; so do the few
 * plain `<button>`s of the frame and the entry page (retry, login, the magazine's actions), which
 * stay plain elements because those screens load no Taro component (the first screen's script).
 */
export function buttonLook(variant: ButtonVariant, size: ButtonSize = 'l', tone: ButtonTone = 'brand'): string {
  const look = ['button', `button--${variant}`, `button--${size}`]
  if (tone !== 'brand') look.push(`button--${tone}`)
  return look.join(' ')
}
