import { useState } from 'react';
import { useSettings } from '../../features/settings';
import { Link } from '../../nav/nav';
import { ShopNameText } from '../HighlightedText/HighlightedText';
import classes from './Header.module.css';

/** The shop's logo: its image when set (falling back to text if it fails to load), else the name. */
export function Logo() {
  const { shopName, logoType, logoImage, logoSize } = useSettings();
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const showImage = logoType === 'image' && logoImage !== '' && brokenImage !== logoImage;
  return (
    <Link to="/" className={classes.logo} data-size={logoSize}>
      {showImage ? (
        <img src={logoImage} alt={shopName} className={classes.logoImage} onError={() => setBrokenImage(logoImage)} />
      ) : (
        <span>
          <ShopNameText />
        </span>
      )}
    </Link>
  );
}
