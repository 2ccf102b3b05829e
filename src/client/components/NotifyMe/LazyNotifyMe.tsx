import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/hooks';
import buttonMessages from '../../i18n/messages/notify-button.en.json';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { Button } from '../Plain/PlainButton';
import type { NotifyMeProps } from './NotifyMe';

export type { NotifyMeProps };

/** The form is its own chunk (with its messages), fetched when the button is pressed: never part of a first load. */
const NotifyMe = lazy(() => import('./NotifyMe'));

/** "Notify me": a button (in the page's own code, disabled until hydrated) that opens the form in place. */
export function LazyNotifyMe(props: NotifyMeProps) {
  const t = useT(buttonMessages);
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={null}>
        <NotifyMe {...props} />
      </Suspense>
    );
  }
  return (
    <HydrationGate>
      <Button mt="md" variant="outline" radius={0} fullWidth onClick={() => setOpen(true)}>
        {t('notifyButton.open')}
      </Button>
    </HydrationGate>
  );
}
