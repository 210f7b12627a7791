import { TOKEN_COLOURS } from '@/styles/colours'

const { border, brand, fill, textSecondary } = TOKEN_COLOURS
const heading = (size: string) => `font-size:${size};font-weight:600;line-height:1.4;margin:0.8em 0 0.4em`
const cell = `border:1px solid ${border};padding:0.35em 0.6em;text-align:left;vertical-align:top`

/**
 * How each tag of server HTML looks, written as inline styles before the server's own (which
 * still win). Inline, because the mini-program's RichText takes no tag selectors from the page's
 * styles: so both targets read one table. Sizes are in em: the screen's class sets the text size.
 */
export const TAG_LOOK: Readonly<Record<string, string>> = {
  p: 'margin:0 0 0.5em',
  h1: heading('1.3em'),
  h2: heading('1.2em'),
  h3: heading('1.1em'),
  h4: heading('1em'),
  h5: heading('1em'),
  h6: heading('1em'),
  // Markers inside the text column: the list is indented by their width, not hung past the card.
  ul: 'margin:0 0 0.5em;padding-left:1.5em;list-style:disc outside',
  ol: 'margin:0 0 0.5em;padding-left:1.5em;list-style:decimal outside',
  li: 'margin:0 0 0.25em',
  blockquote: `margin:0 0 0.5em;padding:0.5em 0.8em;border-left:3px solid ${border};background:${fill};color:${textSecondary}`,
  table: 'width:100%;border-collapse:collapse;margin:0 0 0.5em;font-size:0.93em',
  caption: `caption-side:top;text-align:left;color:${textSecondary};padding-bottom:0.3em`,
  th: `${cell};font-weight:600;background:${fill}`,
  td: cell,
  img: 'display:block;max-width:100%;height:auto;margin:0.5em auto;border-radius:8px',
  figure: 'margin:0 0 0.5em',
  figcaption: `font-size:0.85em;color:${textSecondary};text-align:center`,
  pre: `margin:0 0 0.5em;padding:0.5em 0.8em;background:${fill};border-radius:4px;white-space:pre-wrap;word-break:break-all`,
  // A link inside a paragraph must not be told apart by colour alone.
  a: `color:${brand};text-decoration:underline`,
  hr: `border:0;border-top:1px solid ${border};margin:0.8em 0`,
}

/** The style attribute of a tag: the app's look, then what the server set. */
export function withLook(tag: string, style: string | undefined): string | undefined {
  const look = TAG_LOOK[tag]
  if (!look) return style
  return style ? `${look};${style}` : look
}
