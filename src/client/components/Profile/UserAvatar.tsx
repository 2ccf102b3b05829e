import { Avatar, type MantineSize } from '@mantine/core';
import { useState } from 'react';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';

interface UserAvatarProps {
  username: string;
  /** The user's own picture; blank or broken falls back to `defaultUserAvatar`, then to initials. */
  avatar: string | null;
  size?: MantineSize | number;
}

/** A user's picture, else the shop's default avatar, else their initials. */
export function UserAvatar({ username, avatar, size = 'lg' }: UserAvatarProps) {
  const { defaultUserAvatar } = useSettings();
  const t = useT(profileMessages);
  const [broken, setBroken] = useState<readonly string[]>([]);
  const src = [avatar?.trim() ?? '', defaultUserAvatar].find((url) => url !== '' && !broken.includes(url)) ?? null;
  return (
    <Avatar
      key={src ?? 'initials'}
      src={src}
      alt={username ? t('profile.avatarOf', { username }) : t('profile.avatar')}
      name={username || undefined}
      color="brand"
      size={size}
      radius="xl"
      imageProps={{ onError: () => src && setBroken((urls) => [...urls, src]) }}
    />
  );
}
