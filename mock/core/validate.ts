// Input validation with TypeBox and Chinese messages that name the field, e.g.
// "参数 vmId 必须是数字". Query strings and path params are converted from text first;
// JSON bodies are not, because a JSON client that sends "1" for a number has a bug.
import type { TSchema, Static } from '@sinclair/typebox'
import { Value, ValueErrorType, type ValueError } from '@sinclair/typebox/value'
import { badRequest } from './api-error'

/** form: a urlencoded body, text like a query but named like a body. */
export type Where = 'query' | 'params' | 'body' | 'form'

function fieldName(path: string, where: Where): string {
  if (path === '') return where === 'body' || where === 'form' ? '请求体' : '参数'
  return path
    .slice(1)
    .split('/')
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('')
}

function literalChoices(schema: TSchema): string | null {
  const anyOf = (schema as { anyOf?: TSchema[] }).anyOf
  if (!anyOf || !anyOf.every((s) => 'const' in s)) return null
  return anyOf.map((s) => String((s as unknown as { const: unknown }).const)).join('、')
}

/** Turn the first TypeBox error into a message a user or developer can act on. */
export function describe(error: ValueError, where: Where): string {
  const field = fieldName(error.path, where)
  const s = error.schema as Record<string, unknown>
  const custom = typeof s.errorMessage === 'string' ? s.errorMessage : null
  if (error.path === '' && where === 'body' && error.type === ValueErrorType.Object) {
    return error.value === undefined ? '请求体不能为空，需要 JSON 对象' : '请求体必须是 JSON 对象'
  }
  const label = `参数 ${field}`
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `缺少参数 ${field}`
    case ValueErrorType.Integer:
      return typeof error.value === 'number' ? `${label} 必须是整数` : `${label} 必须是数字`
    case ValueErrorType.Number:
      return `${label} 必须是数字`
    case ValueErrorType.String:
      return `${label} 必须是字符串`
    case ValueErrorType.Boolean:
      return `${label} 必须是 true 或 false`
    case ValueErrorType.Array:
      return `${label} 必须是数组`
    case ValueErrorType.Object:
      return `${label} 必须是对象`
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return `${label} 不能小于 ${s.minimum}`
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return `${label} 不能大于 ${s.maximum}`
    case ValueErrorType.StringMinLength:
      return s.minLength === 1 ? `${label} 不能为空` : `${label} 长度不能少于 ${s.minLength}`
    case ValueErrorType.StringMaxLength:
      return `${label} 长度不能超过 ${s.maxLength}`
    case ValueErrorType.StringPattern:
      return custom ? `${label} ${custom}` : `${label} 格式不正确`
    case ValueErrorType.ArrayMinItems:
      return `${label} 至少需要 ${s.minItems} 项`
    case ValueErrorType.ArrayMaxItems:
      return `${label} 最多 ${s.maxItems} 项`
    case ValueErrorType.Literal:
      return `${label} 只能是 ${String(s.const)}`
    case ValueErrorType.Union: {
      const choices = literalChoices(error.schema)
      return choices ? `${label} 只能是 ${choices}` : custom ? `${label} ${custom}` : `${label} 取值不合法`
    }
    default:
      return custom ? `${label} ${custom}` : `${label} 取值不合法`
  }
}

/**
 * TypeBox converts any text `parseInt` reads to an integer ('1e40', '1.5', '0x1A' -> 1, 1, 26;
 * 'true' -> 1), so a malformed id from a link would name another row: only digits are one.
 */
function refuseLooseIntegers(schema: TSchema, value: unknown, where: Where): void {
  const props = (schema as { properties?: Record<string, TSchema> }).properties
  if (!props || typeof value !== 'object' || value === null) return
  for (const [key, prop] of Object.entries(props)) {
    const text = (value as Record<string, unknown>)[key]
    if ((prop as { type?: unknown }).type !== 'integer' || typeof text !== 'string' || /^-?\d+$/.test(text)) continue
    const numeric = text.trim() !== '' && Number.isFinite(Number(text))
    throw badRequest(`参数 ${fieldName(`/${key}`, where)} ${numeric ? '必须是整数' : '必须是数字'}`)
  }
}

/**
 * Clean (drop unknown keys such as access_token), apply defaults, convert text where the
 * input came from a URL, then check. Throws a 400 ApiError on the first problem.
 */
export function validate<T extends TSchema>(schema: T, input: unknown, where: Where): Static<T> {
  let value = input === undefined || input === null ? (where === 'body' ? input : {}) : Value.Clone(input)
  value = Value.Clean(schema, value)
  value = Value.Default(schema, value)
  if (where !== 'body') {
    refuseLooseIntegers(schema, value, where)
    value = Value.Convert(schema, value)
  }
  if (Value.Check(schema, value)) return value as Static<T>
  const first = Value.Errors(schema, value).First()
  throw badRequest(first ? describe(first, where) : '参数不合法')
}
