import { atom, useAtomValue } from 'jotai'
import { atomWithStorage, RESET } from 'jotai/utils'
import { MESSAGES, STORAGE_KEYS } from '@/constants'
import { logError } from '../log'
import { taroStorage } from '../storage/taro-storage'
import { store } from '../store'

/*
 * Session state (spec §4). Primitive atoms stay private: the request layer and pages go through
 * the functions and read-only atoms below, so nothing else can leave token and login flag out
 * of step.
 */
const tokenAtom = atomWithStorage<string>(STORAGE_KEYS.TOKEN, '', taroStorage<string>(), {
  getOnInit: true,
})

// A failed save must not break the app (the flag is still right in memory), only be reported.
const loginStorage = taroStorage<boolean>({
  onWriteError: () => logError(MESSAGES.LOGIN_SAVE_FAILED),
})
const loginFlagAtom = atomWithStorage<boolean>(STORAGE_KEYS.LOGIN_STATUS, false, loginStorage, {
  getOnInit: true,
})

const miniProgramAtom = atom(false)
// A counter, not a boolean, so two overlapping jobs do not clear each other's flag.
const loadingCountAtom = atom(0)

export const tokenValueAtom = atom((get) => get(tokenAtom))
export const loggedInAtom = atom((get) => get(loginFlagAtom))
export const miniProgramFlagAtom = atom((get) => get(miniProgramAtom))
export const loadingAtom = atom((get) => get(loadingCountAtom) > 0)

export function getToken(): string {
  return store.get(tokenAtom)
}

/** Saves the token and marks the user logged in. */
export function setToken(token: string): void {
  store.set(tokenAtom, token)
  store.set(loginFlagAtom, true)
}

/** What a 401 / 601 does: token gone, login flag false (persisted as false, not removed). */
export function clearSession(): void {
  store.set(tokenAtom, RESET) // removes the stored key, not just blanks it
  store.set(loginFlagAtom, false)
}

export function isLoggedIn(): boolean {
  return store.get(loginFlagAtom)
}

export function setLoginFlag(value: boolean): void {
  store.set(loginFlagAtom, value)
}

export function isMiniProgram(): boolean {
  return store.get(miniProgramAtom)
}

export function setMiniProgram(value: boolean): void {
  store.set(miniProgramAtom, value)
}

export function isLoading(): boolean {
  return store.get(loadingAtom)
}

/** Runs `work` with the loading flag on; the flag drops when the last overlapping job ends. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  store.set(loadingCountAtom, (n) => n + 1)
  try {
    return await work()
  } finally {
    store.set(loadingCountAtom, (n) => Math.max(0, n - 1))
  }
}

export const useToken = (): string => useAtomValue(tokenValueAtom)
export const useLoggedIn = (): boolean => useAtomValue(loggedInAtom)
export const useSessionLoading = (): boolean => useAtomValue(loadingAtom)
export const useMiniProgram = (): boolean => useAtomValue(miniProgramFlagAtom)
