/** Providers that deliver `a.b@` to `ab@`, and the domain each stands for (googlemail.com is gmail.com). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an e-mail address reaches, so that one person is one customer however they spell it: without the
 * surrounding spaces, in lower case, without a `+tag`, and for the providers that ignore them (Gmail) without the
 * dots of the name and under one domain. `' Ann.Smith+promo@GoogleMail.com'` → `'annsmith@gmail.com'`. For
 * comparing and counting only: the address the shopper typed is what the shop writes to.
 */
export function normalizeMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  const domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (!dotless) return `${local}@${domain}`;
  return `${local.replaceAll('.', '') || local}@${dotless}`;
}
