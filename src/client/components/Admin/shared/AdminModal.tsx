import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode } from 'react';
import { useToastsAside } from '../../../features/toast-placement';
import classes from './AdminModal.module.css';

/** The admin's dialogs: a bold title, full screen on phones; toasts keep off their footer while open. */
export function AdminModal(props: ModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  useToastsAside(props.opened);
  return (
    <Modal
      fullScreen={phone}
      classNames={{ title: classes.title, body: classes.body }}
      closeButtonProps={{ 'aria-label': 'Close' }}
      {...props}
    />
  );
}

/** What the tabs hand an add/edit dialog (see useDialog). */
export interface EditDialogProps {
  opened: boolean;
  /** Changes on every opening: the form starts afresh. */
  formKey: number;
  onClose: () => void;
}

interface FormDialogProps extends EditDialogProps {
  title: string;
  size: ModalProps['size'];
  /** The form; mounted from the first opening on and remounted on every new one. */
  children: ReactNode;
}

/** An add/edit dialog around a form that starts afresh on every opening. */
export function FormDialog({ opened, formKey, onClose, title, size, children }: FormDialogProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={title} size={size}>
      {formKey > 0 && <Fragment key={formKey}>{children}</Fragment>}
    </AdminModal>
  );
}
