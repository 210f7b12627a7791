import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { loadQrEncoder } from './load'
import type { QrSource } from './types'
import './index.scss'

export type { QrMatrix, QrSource } from './types'

export interface QrCodeProps {
  code: QrSource
  /** What scanning it does ('邀请二维码'). */
  alt: string
  /** Sizes the image and its placeholder alike. */
  className?: string
}

/** A link drawn as a QR code here; the SVG waits for the encoder, loaded on first use. */
function EncodedQr({ text, alt, className }: { text: string; alt: string; className?: string }) {
  const [image, setImage] = useState<{ text: string; url: string }>()
  useEffect(() => {
    let live = true
    void loadQrEncoder().then(({ qrDataUrl }) => live && setImage({ text, url: qrDataUrl(text) }))
    return () => {
      live = false
    }
  }, [text])
  // An image of an older link is never shown for the new one.
  if (image?.text !== text) return <View className={`qr-code--wait ${className ?? ''}`} />
  return <Img className={className} src={image.url} mode='aspectFit' alt={alt} />
}

/** A QR code: a link encoded in the client, or the server's mini-program code beside it. */
export function QrCode({ code, alt, className }: QrCodeProps) {
  if ('src' in code) return <Img className={className} src={code.src} mode='aspectFit' alt={alt} />
  return <EncodedQr text={code.text} alt={alt} className={className} />
}
