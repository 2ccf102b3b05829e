import { useT } from '../../i18n/hooks';
import paintingPageMessages from '../../i18n/messages/painting-page.en.json';
import { Island } from '../../islands/Island';
import { Container } from '../Plain/PlainLayout';
import { AnchorLink } from '../RouterLinks';
import { PaintingsGallery } from './PaintingsGallery';
import { PaintingsHero } from './PaintingsHero';

/**
 * The paintings gallery's page: the hero and the archive's link are the server's HTML; the tabs and the open tab's
 * cards, which a shopper works with and which poll, are an island (issue 45).
 */
export function PaintingsScreen() {
  const t = useT(paintingPageMessages);
  return (
    <>
      <PaintingsHero />
      <Container size="xl" pb={96}>
        <Island name="paintings">
          <PaintingsGallery />
        </Island>
        <AnchorLink to="/paintings/archive" mt="xl" display="inline-block">
          {t('paintingPage.archive.link')}
        </AnchorLink>
      </Container>
    </>
  );
}
