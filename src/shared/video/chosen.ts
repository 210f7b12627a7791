import type { WorkVideo } from '@api/posts'
import { atom } from 'jotai'
import { store } from '@/core/store'

/*
 * Hand-off from the video cover page back to the page that opened it (as the captcha pass goes
 * back to the login page): videoTailor stores the uploaded video and cover, the opener takes
 * them when it shows again. In memory only: after a reload the opener starts again anyway.
 */
export type ChosenVideo = WorkVideo

const chosenAtom = atom<ChosenVideo | null>(null)

export function setChosenVideo(video: ChosenVideo): void {
  store.set(chosenAtom, video)
}

/** The video waiting for the opener, removed as it is read (one page takes it, once). */
export function takeChosenVideo(): ChosenVideo | null {
  const video = store.get(chosenAtom)
  store.set(chosenAtom, null)
  return video
}
