import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import classes from './AdminModal.module.css';

/** The admin's dialogs: a bold title, full screen on phones. */
export function AdminModal(props: ModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return <Modal fullScreen={phone} classNames={{ title: classes.title }} {...props} />;
}
