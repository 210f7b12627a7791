import { DRAFTS, toastFirstError, useForm, type Form } from '@/shared/form'
import { draftRules, EMPTY_DRAFT, type DraftField, type TestDriveDraft } from './draft'

export type TestDriveFormState = Form<TestDriveDraft, DraftField>

/**
 * The booking form. Its values are kept as the form's draft on the device: leaving to pick a
 * dealer, a failed submit, coming back later or closing the app loses nothing; a booking drops it.
 */
export function useTestDriveForm(): TestDriveFormState {
  return useForm({ initial: EMPTY_DRAFT, rules: draftRules(), onInvalid: toastFirstError, draft: DRAFTS.testDrive })
}
