import { Img } from '@/shared/img'
import { previewImage } from '@/shared/preview-image'
import { formatMb, MAX_IMAGE_BYTES } from './limits'
import { useImageUpload, type ImageUploadState, type PendingImage } from './use-image-upload'
import './index.scss'

export interface ImageUploadProps extends ImageUploadState {
  /** Names the add button for screen readers and shows on it; default 添加图片. */
  label?: string
  className?: string
  /** Each uploaded picture gets 前移 / 后移 buttons, for lists whose order matters (a work's pictures). */
  reorder?: boolean
}

interface UploadedTileProps {
  url: string
  index: number
  count: number
  reorder: boolean
  onPreview: () => void
  onRemove: () => void
  onMove: (to: number) => void
}

function UploadedTile({ url, index, count, reorder, onPreview, onRemove, onMove }: UploadedTileProps) {
  const name = `第 ${index + 1} 张图片`
  return (
    <div className='upload-list__tile'>
      <Img className='upload-list__image' src={url} alt={name} mode='aspectFill' onClick={onPreview} />
      <button type='button' className='upload-list__remove' aria-label={`删除${name}`} onClick={onRemove}>
        ×
      </button>
      {reorder && index > 0 && (
        <button type='button' className='upload-list__move upload-list__move--earlier' aria-label={`${name}前移`} onClick={() => onMove(index - 1)}>
          ‹
        </button>
      )}
      {reorder && index < count - 1 && (
        <button type='button' className='upload-list__move upload-list__move--later' aria-label={`${name}后移`} onClick={() => onMove(index + 1)}>
          ›
        </button>
      )}
    </div>
  )
}

function PendingTile({ item, onRetry, onDrop }: { item: PendingImage; onRetry: () => void; onDrop: () => void }) {
  return (
    <div className='upload-list__tile'>
      <Img className='upload-list__image' src={item.img.path} alt='' mode='aspectFill' />
      {item.error ? (
        <div className='upload-list__state upload-list__state--failed' role='alert'>
          <span className='upload-list__error'>{item.error}</span>
          <button type='button' className='upload-list__retry' onClick={onRetry}>
            重试
          </button>
        </div>
      ) : (
        <div className='upload-list__state' role='status'>
          上传中 {item.percent}%
        </div>
      )}
      <button type='button' className='upload-list__remove' aria-label='取消这张图片' onClick={onDrop}>
        ×
      </button>
    </div>
  )
}

/**
 * Controlled picture list for forms: `value` holds the URLs already uploaded; picking adds
 * pictures (camera or album), each compressed and uploaded with its progress, and a failed one
 * keeps its place with 重试. `onChange` receives the new URL list; with `reorder`, 前移 / 后移
 * on each uploaded picture change its place in it.
 */
export function ImageUpload({ label = '添加图片', className = '', reorder = false, ...state }: ImageUploadProps) {
  const { value, max, maxBytes = MAX_IMAGE_BYTES } = state
  const upload = useImageUpload(state)
  return (
    <div className={`upload-list ${className}`}>
      <div className='upload-list__grid'>
        {value.map((url, i) => (
          <UploadedTile
            key={url}
            url={url}
            index={i}
            count={value.length}
            reorder={reorder}
            onPreview={() => previewImage(value, url)}
            onRemove={() => upload.removeAt(i)}
            onMove={(to) => upload.moveTo(i, to)}
          />
        ))}
        {upload.pending.map((item) => (
          <PendingTile key={item.key} item={item} onRetry={() => upload.retry(item)} onDrop={() => upload.drop(item)} />
        ))}
        {upload.canAdd && (
          <button type='button' className='upload-list__add' onClick={() => void upload.add()}>
            <span className='upload-list__plus' aria-hidden='true'>
              +
            </span>
            {label}
          </button>
        )}
      </div>
      <p className='upload-list__note'>
        {value.length}/{max} 张，每张不超过 {formatMb(maxBytes)}
      </p>
      {upload.message && (
        <p className='upload-list__message' role='alert'>
          {upload.message}
        </p>
      )}
    </div>
  )
}
