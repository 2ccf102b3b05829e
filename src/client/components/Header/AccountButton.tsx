import { IconChevronDown, IconUser } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useT } from '../../i18n/hooks';
import headerMessages from '../../i18n/messages/header.en.json';
import { Button, type ButtonProps } from '../Plain/PlainButton';

type AccountButtonProps = { username: string } & ButtonProps & Omit<ComponentPropsWithRef<'button'>, 'children'>;

/** The signed-in user's name in the header, the target of the account menu. */
export function AccountButton({ username, ...props }: AccountButtonProps) {
  const t = useT(headerMessages);
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t('header.accountMenu')}
      leftSection={<IconUser size={18} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      {username}
    </Button>
  );
}
