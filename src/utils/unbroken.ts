/** U+2060 WORD JOINER: no line break on either side of it, and nothing shown. */
const JOIN = '\u2060'

/**
 * A code that must not wrap at its hyphens (a charging pile's XC-P202510-6301): browsers break a
 * line after a hyphen, which split the number across two lines of a field's value.
 */
export function unbroken(code: string): string {
  return code.replace(/-/g, `${JOIN}-${JOIN}`)
}
