import type { PickedImage } from '@/shared/upload/limits'

/*
 * Types both variants of the frame grabber and the time slider share (a variant may not import
 * './index' or its sibling for values: in the mini-program build that is itself).
 */

/** The frames of one chosen video. */
export interface FrameSource {
  /** The picture at `seconds` as a JPEG, ready for sendImage. Grabs run one after another. */
  grab: (seconds: number) => Promise<PickedImage>
  /**
   * False when only the video's own thumbnail can be had (a mini-program base library without
   * createVideoDecoder): every time gives that picture, so there is nothing to scrub.
   */
  exact: boolean
  /** Frees the decoder or the hidden <video>. */
  close: () => void
}

export interface TimeSliderProps {
  /** Seconds. */
  value: number
  /** The video's length in seconds. */
  max: number
  /** Named for screen readers. */
  label: string
  className?: string
  /** Called when the thumb is let go (and while dragging where the platform tells). */
  onChange: (seconds: number) => void
}
