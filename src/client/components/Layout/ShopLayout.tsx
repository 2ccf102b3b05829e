import { Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import shellMessages from '../../i18n/messages/shell.en.json';
import { Island } from '../../islands/Island';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import classes from './ShopLayout.module.css';

/**
 * The storefront frame: skip link, header and footer (each unless hidden by a setting), the screen. Each part is
 * its own Suspense boundary, so the browser hydrates a server-rendered page part by part, yielding in between,
 * instead of in one long task.
 */
export function ShopLayout() {
  const { headerVisible, footerVisible } = useSettings();
  const t = useT(shellMessages);
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <Suspense>
        {headerVisible && (
          <Island name="header">
            <Header />
          </Island>
        )}
      </Suspense>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>{footerVisible && <Footer />}</Suspense>
    </div>
  );
}
