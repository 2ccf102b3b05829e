import { useHydrated, useRouter } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { inAppHref } from './in-app-href';
import classes from './StaticPart.module.css';

/** One object for every render: React writes `dangerouslySetInnerHTML` only when the object changes. */
const KEEP_SERVER_HTML = { __html: '' };

interface StaticPartProps {
  children: ReactNode;
  /** Hydrate it after all (a part the server drew in a state the browser may still change: an error, a loading one). */
  unless?: boolean;
}

/**
 * A part of the page with nothing to do in the browser (text, pictures, links: the footer, the hero, the category
 * tiles): the server's HTML is the part, and the browser never renders or hydrates it (issue 45: a phone's main
 * thread pays for every component it hydrates). While the page hydrates, this draws an element with
 * `dangerouslySetInnerHTML`, which React neither hydrates inside nor writes (the object is always the same), so what
 * the server drew inside stays as it is; the children are not rendered. Mounted later (a client-side navigation,
 * or a `key` that changed), it renders its children as any part does. What the part shows must not change while
 * it stands: key it by what it depends on (the footer: the page's address). Its links still navigate within the
 * app (a delegated click, `inAppHref`). Nothing inside may need a handler or a hydrated control: that is an island,
 * outside the part.
 */
export function StaticPart({ children, unless = false }: StaticPartProps) {
  const hydrated = useHydrated();
  const [kept] = useState(() => !import.meta.env.SSR && !hydrated && !unless);
  const router = useRouter();
  if (!kept) return <div className={classes.part}>{children}</div>;
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const href = inAppHref(event, window.location.origin);
    if (href === null) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the server's links inside take the click, followed in the app
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click on it
    <div
      className={classes.part}
      onClick={follow}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never written: the server's HTML stays
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
