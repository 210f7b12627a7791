import { createStore } from 'jotai'

/**
 * The one jotai store. React reads it through `<Provider store={store}>` in app.tsx; the
 * request layer, session restore and location code read and write it outside React.
 */
export const store = createStore()
