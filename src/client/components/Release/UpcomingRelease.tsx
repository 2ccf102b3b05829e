import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { releaseTime, timeLeft, useNow } from '../../features/release';
import { useLocale, useT } from '../../i18n/hooks';
import releaseMessages from '../../i18n/messages/release.en.json';
import { LazyNotifyMe, type NotifyMeProps } from '../NotifyMe/LazyNotifyMe';
import { Text } from '../Plain/Plain';
import { Paper } from '../Plain/PlainLayout';

interface UpcomingReleaseProps {
  /** When the item goes on sale (ISO). */
  at: string;
  /** Reads the item afresh: called each second from the time on, until the server answers it released. */
  onReleased: () => void;
  /** The item whose release "Notify me" waits for. */
  notify?: NotifyMeProps['target'];
}

const NO_CHOICE = [{ size: '', color: '' }];

/**
 * What an announced release's page shows instead of Add to Cart before its time (domain/catalogue/release.ts):
 * when it goes on sale and a live countdown. Only the countdown line re-renders, once a second; at zero the page
 * reads the item again and, once the server says it is released, shows the purchase block in its place.
 */
export function UpcomingRelease({ at, onReleased, notify }: UpcomingReleaseProps) {
  const t = useT(releaseMessages);
  const locale = useLocale();
  return (
    <Paper withBorder radius={0} p="lg" mt="xl" data-testid="upcoming-release">
      <Text fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
        <IconClockHour4 size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
        {t('release.comingSoon')}
      </Text>
      <Text mt={6}>{t('release.onSale', { time: releaseTime(at, locale) })}</Text>
      <Countdown at={at} onReleased={onReleased} />
      {notify && <LazyNotifyMe target={notify} options={NO_CHOICE} release />}
    </Paper>
  );
}

function Countdown({ at, onReleased }: UpcomingReleaseProps) {
  const now = useNow(1000);
  const t = useT(releaseMessages);
  const locale = useLocale();
  const left = now === null ? null : Date.parse(at) - now;
  const due = left !== null && left <= 0;
  const callback = useRef(onReleased);
  callback.current = onReleased;
  // Once a tick from the time on (not on every render): the JSON read cache answers a repeat at once.
  useEffect(() => {
    if (due && now !== null) callback.current();
  }, [due, now]);
  return (
    <Text size="xl" fw={700} mt="xs" role="timer" data-testid="release-countdown">
      {left === null
        ? '\u00a0'
        : due
          ? t('release.onSaleNow')
          : t('release.availableIn', { time: timeLeft(left, 'clock', locale) })}
    </Text>
  );
}
