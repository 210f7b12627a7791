// H5's RichText as a plain element (./h5-components.ts says why), with Taro's tag: the kit
// (src/shared/rich-text) hands it HTML that DOMPurify has sanitized, and it is set as it comes.
import { createElement, type ReactNode } from 'react'

interface Node {
  type?: string
  text?: string
  name?: string
  attrs?: Record<string, string>
  children?: Node[]
}

export interface RichTextProps {
  className?: string
  nodes?: string | Node[]
  space?: string
  [attribute: string]: unknown
}

// Taro's nodes as elements; a text node's &nbsp; as the space it stands for, as Taro's did.
function toElement(node: Node, key: number): ReactNode {
  if (node.type === 'text') return (node.text ?? '').replace(/&nbsp;/g, '\u00A0')
  if (!node.name) return null
  const { class: className, ...attrs } = node.attrs ?? {}
  return createElement(node.name, { ...attrs, className, key }, ...(node.children ?? []).map(toElement))
}

export function RichText({ nodes, userSelect: _u, selectable: _s, ...rest }: RichTextProps) {
  if (Array.isArray(nodes)) return createElement('taro-rich-text-core', rest, ...nodes.map(toElement))
  return createElement('taro-rich-text-core', { ...rest, dangerouslySetInnerHTML: { __html: nodes ?? '' } })
}
