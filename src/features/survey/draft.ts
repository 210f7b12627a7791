/**
 * The answers being given are the survey form's draft (`useForm({ draft })`, which keeps one per
 * person on the device): leaving the page, closing the app or switching between the two survey
 * routes loses nothing; a successful submit drops it.
 */
export const draftKey = (surveyId: number) => `survey:${surveyId}`
