import { toastFirstError, useForm, type Form } from '@/shared/form'
import { useTestDriveDraft } from './atoms'
import { draftRules, EMPTY_DRAFT, type DraftField, type TestDriveDraft } from './draft'

export type TestDriveFormState = Form<TestDriveDraft, DraftField>

/** The booking form; its values are the app-wide draft, so they survive leaving the page. */
export function useTestDriveForm(): TestDriveFormState {
  return useForm({ initial: EMPTY_DRAFT, state: useTestDriveDraft(), rules: draftRules(), onInvalid: toastFirstError })
}
