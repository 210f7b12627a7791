/**
 * Upload lists that hold a picture not uploaded yet (on its way, or failed and waiting for a
 * retry). A form does not send while one of its own lists does: the picture would be left out
 * without a word. Each form has its own scope (`useForm` makes it as `form.uploads`; every
 * ImageField / ImageUpload must be given it), so a picture stuck under one form never blocks
 * another form opened on top of it.
 * Its own file so a form can ask without loading the upload code.
 */
export interface UploadScope {
  mark: (owner: object, pending: boolean) => void
  pending: () => boolean
}

export function createUploadScope(): UploadScope {
  const holding = new Set<object>()
  return {
    mark: (owner, pending) => void (pending ? holding.add(owner) : holding.delete(owner)),
    pending: () => holding.size > 0,
  }
}
