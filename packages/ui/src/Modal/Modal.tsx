import { Dialog, type DialogProps, type DialogWidth } from '../Dialog';

/** 'default' 700 px or 'narrow' 400 px (spec 001 §9). */
export type ModalWidth = DialogWidth;

export type ModalProps = Omit<DialogProps, 'kind'>;

/** A panel or form in a modal dialog (role=dialog): the {@link Dialog} of kind 'dialog'. */
export function Modal(props: ModalProps) {
  return <Dialog {...props} kind="dialog" />;
}
