import { openFileInput } from './file-input'
import { mediaEvent } from './media-event'
import type { VideoSource } from './source'
import type { PickedVideo } from './video-limits'

const METADATA_WAIT_MS = 8000

/**
 * The length and size of the picture, read from the file's metadata by a <video> of our own;
 * zeros when the browser cannot read it (a format it does not play), which the limits refuse.
 */
function readVideoMetadata(path: string): Promise<{ duration: number; width: number; height: number }> {
  const video = document.createElement('video')
  video.preload = 'metadata'
  video.muted = true
  const loaded = mediaEvent(video, 'loadedmetadata', METADATA_WAIT_MS)
  video.src = path
  return loaded
    .then(
      () => ({ duration: Number.isFinite(video.duration) ? video.duration : 0, width: video.videoWidth, height: video.videoHeight }),
      () => ({ duration: 0, width: 0, height: 0 }),
    )
    .finally(() => video.removeAttribute('src'))
}

/**
 * H5: the browser's file input for one video (the phone offers camera and album itself unless
 * the camera is asked for), its blob: URL and what its metadata says. Null when the picker is
 * closed. Opened at once: the browser opens a file input only inside the tap.
 */
export async function pickVideo(source: VideoSource): Promise<PickedVideo | null> {
  const [file] = await openFileInput({ multiple: false, camera: source === 'camera', accept: 'video/*' })
  if (!file) return null
  const path = URL.createObjectURL(file)
  const meta = await readVideoMetadata(path)
  return { path, size: file.size, type: file.type, name: file.name, ...meta }
}
