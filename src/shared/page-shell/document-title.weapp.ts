/** Mini-program: no document; the custom navigation bar shows the title. */
export function useDocumentTitle(_title: string): void {}
