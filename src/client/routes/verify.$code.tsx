import { createFileRoute, notFound } from '@tanstack/react-router';
import { errorCode } from '../api-error';
import { VerifyNotFound, VerifyScreen } from '../components/Verify/VerifyScreen';
import { privatePageTitle, privateRouteHead } from '../head';

/**
 * /verify/{code}: the page a certificate of authenticity's QR code opens (issue 43), rendered by the server (and
 * never from the page cache: a refund or a re-issue changes it at once; see `http/pages.ts`). An unknown code is a
 * 404; a connection past its budget of checks (429) is told to wait.
 */
export const Route = createFileRoute('/verify/$code')({
  loader: async ({ context: { trpcClient, intl }, params }) => {
    const { title } = await privatePageTitle(intl, import('../i18n/messages/verify.en.json'), 'verify.title');
    try {
      const answer = await trpcClient.certificates.verify.query({ code: params.code });
      return { title, answer, limited: false };
    } catch (error) {
      if (errorCode(error) === 'RATE_LIMITED') return { title, answer: null, limited: true };
      throw notFound();
    }
  },
  head: privateRouteHead,
  notFoundComponent: () => <VerifyNotFound />,
  component: VerifyRoute,
});

function VerifyRoute() {
  const { answer, limited } = Route.useLoaderData();
  return answer ? <VerifyScreen answer={answer} /> : <VerifyNotFound limited={limited} />;
}
