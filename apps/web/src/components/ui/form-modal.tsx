import { Modal, type ModalProps } from '@mantine/core';
import { Form, type FormProps } from './form';

export type FormModalProps<Values extends Record<string, unknown>, Request> = FormProps<
  Values,
  Request
> & {
  title: string;
  onClose: () => void;
  size?: ModalProps['size'];
};

/**
 * A `Form` in a modal, open while it is mounted: render it when the modal should show
 * (`{editing && <EditModal … />}`), so each opening starts from its own values.
 */
export function FormModal<Values extends Record<string, unknown>, Request>({
  title,
  onClose,
  size = 'lg',
  ...formProps
}: FormModalProps<Values, Request>) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Form {...formProps} />
    </Modal>
  );
}
