import { STORAGE_KEYS } from '@/constants'
import { readStorage, removeStorage, writeStorage } from '../storage/taro-storage'

/*
 * Last-known answers on the device (issue 41): the answers of the reads a definition marks
 * `keep: true`, each under its own storage key, with one small index (whose they are, when each
 * was read, how big), so a lookup reads one entry and the index, never every kept answer. The
 * store loads this module on the first kept read (a chunk of its own in H5, off the first path).
 *
 * Per person: the index names its owner by a hash of the token (never the token). A lookup or a
 * write for anyone else drops everything first, and the account changing drops it too
 * (keepOnlyFor), so the next account never sees the last one's orders.
 */

/** All kept answers together stay under this many bytes; the oldest go first. */
export const KEPT_MAX_BYTES = 256 * 1024
/** An answer older than this is not shown: dropped when next looked at or written beside. */
export const KEPT_MAX_AGE_MS = 7 * 24 * 3600 * 1000

const INDEX = STORAGE_KEYS.KEPT_READS
const GUEST = 'guest'

interface Row {
  /** When the answer was read (ms). */
  at: number
  /** Its size in bytes, about (UTF-8 of its JSON). */
  size: number
}

interface Index {
  owner: string
  rows: Record<string, Row>
}

export interface Kept<T = unknown> {
  data: T
  at: number
}

/** FNV-1a, as the form drafts name their owner: a stable short name, not the token. */
function ownerOf(token: string): string {
  if (!token) return GUEST
  let h = 0x811c9dc5
  for (let i = 0; i < token.length; i += 1) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193)
  return `u${(h >>> 0).toString(36)}`
}

const entryKey = (key: string) => `${INDEX}:${key}`

function readIndex(): Index | undefined {
  const index = readStorage<Index | undefined>(INDEX, undefined)
  return index && typeof index.owner === 'string' && typeof index.rows === 'object' && index.rows !== null ? index : undefined
}

function writeIndex(index: Index): void {
  if (Object.keys(index.rows).length === 0) removeStorage(INDEX)
  else writeStorage(INDEX, index)
}

function dropRow(index: Index, key: string): void {
  removeStorage(entryKey(key))
  delete index.rows[key]
}

function dropAll(index: Index | undefined): void {
  if (!index) return
  for (const key of Object.keys(index.rows)) removeStorage(entryKey(key))
  removeStorage(INDEX)
}

/** The index of `owner`, with every answer older than the age bound gone; another owner's is dropped. */
function indexFor(owner: string, now: number): Index {
  const index = readIndex()
  if (!index || index.owner !== owner) {
    dropAll(index)
    return { owner, rows: {} }
  }
  for (const [key, row] of Object.entries(index.rows)) if (!(now - row.at <= KEPT_MAX_AGE_MS)) dropRow(index, key)
  return index
}

/** Bytes of `text` as UTF-8 (about: every char past ASCII counted as three, as Chinese is). */
function bytesOf(text: string): number {
  let extra = 0
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0x7f) extra += 2
  return text.length + extra
}

/** The answer kept for `key` for whoever holds `token`, unless older than the age bound. */
export function readKept<T>(key: string, token: string, now: number): Kept<T> | undefined {
  try {
    const index = indexFor(ownerOf(token), now)
    const row = index.rows[key]
    const data = row ? readStorage<T | undefined>(entryKey(key), undefined) : undefined
    if (row && data === undefined) dropRow(index, key)
    writeIndex(index)
    return row && data !== undefined ? { data, at: row.at } : undefined
  } catch {
    return undefined
  }
}

/**
 * Keeps `data` as the answer for `key`, read at `at` by whoever holds `token`. Never an answer
 * that carries the token itself, nor one over the whole bound; the oldest answers make room.
 * A full or refused storage keeps nothing new and breaks nothing.
 */
export function writeKept(key: string, data: unknown, at: number, token: string): void {
  try {
    const index = indexFor(ownerOf(token), at)
    const text = JSON.stringify(data)
    const size = bytesOf(text)
    if ((token && text.includes(token)) || size > KEPT_MAX_BYTES) {
      if (index.rows[key]) dropRow(index, key)
      writeIndex(index)
      return
    }
    delete index.rows[key]
    const oldestFirst = Object.entries(index.rows).sort(([, a], [, b]) => a.at - b.at)
    let total = oldestFirst.reduce((sum, [, row]) => sum + row.size, size)
    for (const [old, row] of oldestFirst) {
      if (total <= KEPT_MAX_BYTES) break
      dropRow(index, old)
      total -= row.size
    }
    try {
      writeStorage(entryKey(key), data)
      index.rows[key] = { at, size }
    } catch {
      removeStorage(entryKey(key))
    }
    writeIndex(index)
  } catch {
    // Storage unreadable: nothing is kept, the screen is as it would be without.
  }
}

/** Everything kept goes (a screen could not render what it was shown: that answer must not come back). */
export function dropKept(): void {
  try {
    dropAll(readIndex())
  } catch {
    // As in writeKept.
  }
}

/** The account changed: whatever was kept for anyone but `token`'s holder goes (at sign-out, everything of the person). */
export function keepOnlyFor(token: string): void {
  try {
    const index = readIndex()
    if (index && index.owner !== ownerOf(token)) dropAll(index)
  } catch {
    // As in writeKept.
  }
}
