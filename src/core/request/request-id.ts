/**
 * A new request id for a create (letters and digits, 20 of them): sent again with every retry of
 * the same submit, it lets the server answer the first result instead of making a second record.
 */
export function newRequestId(): string {
  let id = Date.now().toString(36)
  while (id.length < 20) id += Math.random().toString(36).slice(2)
  return id.slice(0, 20)
}
