import { useT } from '../../i18n/hooks';
import paintingPageMessages from '../../i18n/messages/painting-page.en.json';
import { Island } from '../../islands/Island';
import { Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { ArchiveGallery } from './PaintingsGallery';

/** The archive (issue 43): sold originals and sold-out editions, newest first, as the gallery's cards and pages. */
export function ArchiveScreen() {
  const t = useT(paintingPageMessages);
  return (
    <Container size="xl" pt={48} pb={96}>
      <Title order={1}>{t('paintingPage.archive.title')}</Title>
      <Island name="paintings-archive">
        <ArchiveGallery />
      </Island>
    </Container>
  );
}
