import { useEffect } from 'react'

/**
 * The custom navigation bar hides the native title; H5 still wants it as the document title
 * (tabs, history, screen readers). The mini-program build takes document-title.weapp.ts.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title
  }, [title])
}
