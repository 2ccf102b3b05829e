import { Outlet } from '@tanstack/react-router';
import { useSettings } from '../../features/settings';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import classes from './ShopLayout.module.css';

/** The storefront frame: skip link, header and footer (each unless hidden by a setting), the screen. */
export function ShopLayout() {
  const { headerVisible, footerVisible } = useSettings();
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      {headerVisible && <Header />}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      {footerVisible && <Footer />}
    </div>
  );
}
