/**
 * The class names of a form's fields. Every field renders the same structure; a look only names
 * its parts, so a form can keep its own styles (and the names its tests select on).
 */
export interface FieldLook {
  /** The whole field; `invalid` is added while it shows a message. */
  field: string
  invalid: string
  /** The label and the control beside it. */
  row: string
  label: string
  /** Text inputs. */
  input: string
  /** The shown choice of a picker (`${value}--empty` while nothing is chosen) and its arrow. */
  value: string
  arrow: string
  error: string
}

/** The look named after one block: `prefix`, `prefix--error`, `prefix__row`, `prefix__label`... */
export function lookOf(prefix: string, overrides?: Partial<FieldLook>): FieldLook {
  const part = (name: string) => `${prefix}__${name}`
  return {
    field: prefix,
    invalid: `${prefix}--error`,
    row: part('row'),
    label: part('label'),
    input: part('input'),
    value: part('value'),
    arrow: part('arrow'),
    error: part('error'),
    ...overrides,
  }
}

/** The kit's own look (form-field.scss); new forms use it. */
export const FORM_LOOK = lookOf('form-field')

/** Class names joined, the falsy ones left out. */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ')
