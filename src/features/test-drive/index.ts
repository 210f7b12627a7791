// Booking a test drive: the form, its draft and the confirmation. Plain re-exports only.
export * from './api'
export { SuccessView } from './components/success-view'
export { TestDriveForm, type TestDriveFormProps } from './components/test-drive-form'
export { toBody, type TestDriveDraft } from './draft'
export { useTestDriveForm, type TestDriveFormState } from './use-test-drive-form'
