import { Anchor } from '@mantine/core';

/**
 * A certified unit's links for the owner (a number sold online, or an artist's proof she sold): its certificate's PDF
 * and its verify page, each in a new tab, each when it has one; `label` names the unit ('3/50', 'AP 1/5').
 */
export function CertificateLinks({
  label,
  certificateUrl,
  verifyUrl,
}: {
  label: string;
  certificateUrl: string | null;
  verifyUrl: string | null;
}) {
  const links = [
    { href: certificateUrl, name: `Certificate of ${label}`, text: 'Certificate (PDF)' },
    { href: verifyUrl, name: `Verify page of ${label}`, text: 'Verify page' },
  ];
  return links.map(
    ({ href, name, text }) =>
      href && (
        <Anchor key={text} href={href} target="_blank" rel="noopener" size="xs" aria-label={name}>
          {text}
        </Anchor>
      ),
  );
}
