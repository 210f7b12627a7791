// The page data Taro's renderer keeps in sync with setData: `root` is the tree, element nodes
// carry `nn` (the compressed tag name of base.wxml), `cn` (children), `cl` (class), `sid`/`uid`
// (ids the event handler looks up), text nodes carry `v`. setData keys are paths such as
// `root.cn.[0].cn.[2].v`. Element ids (sid) are what Taro's document.getElementById finds.

export interface TreeNode {
  nn?: string
  v?: string
  cn?: TreeNode[]
  cl?: string
  sid?: string
  uid?: string
  [prop: string]: unknown
}

type Container = Record<string | number, unknown>

/** `root.cn.[0].cn[2].v` -> ['root', 'cn', 0, 'cn', 2, 'v'] */
export function pathSegments(key: string): (string | number)[] {
  return (key.match(/[^.[\]]+|\[\d+\]/g) ?? []).map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part))
}

/** Applies one setData payload to `data`, as the view layer does. */
export function applySetData(data: Container, payload: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(payload)) {
    const path = pathSegments(key)
    let target = data
    path.slice(0, -1).forEach((segment, i) => {
      if (target[segment] === undefined || target[segment] === null) target[segment] = typeof path[i + 1] === 'number' ? [] : {}
      target = target[segment] as Container
    })
    target[path[path.length - 1]] = value
  }
}

/** Text nodes carry their text in `v` (their `nn` is the text template's number) and no children. */
export const isText = (node: TreeNode): boolean => typeof node.v === 'string' && node.cn === undefined

/** Text of a node: its text nodes in order, one per line. */
export function textOf(node: TreeNode | undefined): string {
  if (!node) return ''
  if (isText(node)) return String(node.v ?? '')
  return (node.cn ?? [])
    .map(textOf)
    .filter((text) => text !== '')
    .join('\n')
}

/** Element nodes in document order, parents before children. */
export function elements(node: TreeNode | undefined, out: TreeNode[] = []): TreeNode[] {
  if (!node || isText(node)) return out
  if (node.sid) out.push(node)
  for (const child of node.cn ?? []) elements(child, out)
  return out
}

/** The elements from the root down to `target`, both included; empty when it is not there. */
export function pathTo(node: TreeNode | undefined, target: TreeNode): TreeNode[] {
  if (!node) return []
  if (node === target) return [node]
  for (const child of node.cn ?? []) {
    const below = pathTo(child, target)
    if (below.length) return node.sid ? [node, ...below] : below
  }
  return []
}

/** The innermost element whose text contains `text` (the first in document order). */
export function findByText(root: TreeNode | undefined, text: string): TreeNode | undefined {
  const matching = elements(root).filter((node) => textOf(node).includes(text))
  return matching.find((node) => !(node.cn ?? []).some((child) => matching.includes(child)))
}
