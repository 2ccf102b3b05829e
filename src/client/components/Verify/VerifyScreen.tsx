import { Image } from '@mantine/core';
import type { CertificateAnswer } from '../../../shared/schemas/certificates';
import { useT } from '../../i18n/hooks';
import verifyMessages from '../../i18n/messages/verify.en.json';
import { Group, Stack, Text, Title } from '../Plain/Plain';
import { Alert } from '../Plain/PlainAlert';
import { Container, Paper } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import { ButtonLink } from '../RouterLinks';

const STATUS = {
  valid: { color: 'green', label: 'verify.valid', text: 'verify.validText' },
  replaced: { color: 'yellow', label: 'verify.replaced', text: 'verify.replacedText' },
  void: { color: 'red', label: 'verify.void', text: 'verify.voidText' },
} as const;

/**
 * `/verify/{code}` (issue 43): what a certificate's QR code opens. Confirms the work (its image, title, artist,
 * year), the edition, the shop that sold it and whether the certificate still holds; never who bought it.
 */
export function VerifyScreen({ answer }: { answer: CertificateAnswer }) {
  const t = useT(verifyMessages);
  const status = STATUS[answer.status];
  return (
    <Container size="xs" py={{ base: 40, md: 72 }}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Text tt="uppercase" size="sm" c="dimmed">
            {t('verify.heading')}
          </Text>
          <Group gap="sm">
            <Badge color={status.color} size="lg" data-testid="verify-status">
              {t(status.label)}
            </Badge>
          </Group>
          <Text>{t(status.text)}</Text>
          {answer.imageUrl && (
            // The page's LCP element: fetched first, beside the scripts (Lighthouse, issue 43).
            <Image
              src={answer.imageUrl}
              alt={answer.title}
              w="100%"
              h={320}
              fit="contain"
              width={480}
              height={320}
              fetchPriority="high"
            />
          )}
          <Title order={1} size="h2">
            {answer.title}
          </Title>
          <Stack gap={4}>
            <Text>{t('verify.artist', { artist: answer.artist })}</Text>
            {answer.year !== null && <Text>{t('verify.year', { year: String(answer.year) })}</Text>}
            <Text fw={700}>
              {t('verify.edition', { edition: answer.kind === 'original' ? t('verify.original') : answer.edition })}
            </Text>
            <Text>{t('verify.soldBy', { shop: answer.seller })}</Text>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}

/** An unknown code, or a connection past its budget of checks. */
export function VerifyNotFound({ limited = false }: { limited?: boolean }) {
  const t = useT(verifyMessages);
  return (
    <Container size="xs" py={{ base: 40, md: 72 }}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('verify.notFound')}
          </Title>
          {limited ? (
            <Alert color="yellow" variant="light" role="alert">
              {t('verify.limited')}
            </Alert>
          ) : (
            <Text>{t('verify.notFoundText')}</Text>
          )}
          <ButtonLink to="/paintings" variant="light">
            {t('verify.backToPaintings')}
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}
