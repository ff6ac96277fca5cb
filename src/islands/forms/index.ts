/** The React form kit of the islands; classes shared with the Astro kit in @/lib/forms/classes. */
export { Alert, type AlertProps } from './Alert';
export { BarcodeField, type BarcodeFieldProps, type ScanAnswer } from './BarcodeField';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ModalButtons, ModalLines, ModalShell, type ModalShellProps } from './ModalShell';
export { Field, describedBy, type FieldProps } from './Field';
export { NumberWithUnit, type NumberWithUnitProps } from './NumberWithUnit';
export { Select, type SelectOption, type SelectProps } from './Select';
export { TextInput, type TextInputProps } from './TextInput';
export { FORM } from '@/lib/forms/classes';
export { useSubmissionKey, type SubmissionKey } from './useSubmissionKey';
export { useToast } from './useToast';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
