import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { Group, Text } from '../Plain/Plain';

function remainingMs(expiresAt: string): number {
  return Math.max(0, new Date(expiresAt).getTime() - Date.now());
}

function mmss(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

interface HoldCountdownProps {
  expiresAt: string;
  onExpire(): void;
}

/** How long the server keeps the shopper's items reserved, ticking down each second. */
export function HoldCountdown({ expiresAt, onExpire }: HoldCountdownProps) {
  const [left, setLeft] = useState(() => remainingMs(expiresAt));
  const t = useT(checkoutMessages);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    setLeft(remainingMs(expiresAt));
    const timer = setInterval(() => {
      const next = remainingMs(expiresAt);
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        expire.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  if (left === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <IconClock size={16} aria-hidden />
      <Text size="sm" c="dimmed" role="timer" aria-live="off">
        {t('checkout.reserved', { time: mmss(left) })}
      </Text>
    </Group>
  );
}
