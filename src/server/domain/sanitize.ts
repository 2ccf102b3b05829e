import sanitizeHtml from 'sanitize-html';

/**
 * The HTML an admin may put on a page: text structure, links and images, no
 * scripts, styles, event handlers or javascript: URLs. Applied on save; the
 * client sanitises again on render.
 */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, PAGE_HTML);
}

const PAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** A CSS value without a url(), an expression or anything that ends the declaration. */
const PLAIN_VALUE = [/^[#\w\s.,%-]+$/];
const CAMPAIGN_STYLES = Object.fromEntries(
  [
    'color',
    'background-color',
    'text-align',
    'font-size',
    'font-weight',
    'width',
    'max-width',
    'height',
    'padding',
    'margin',
    'border',
    'border-radius',
    'display',
    'text-decoration',
    'line-height',
    'vertical-align',
  ].map((property) => [property, PLAIN_VALUE]),
);

/**
 * A newsletter campaign's body (issue 40): a page's HTML plus inline styles of a fixed list of properties (mail
 * apps drop style sheets: a product card is laid out by its `style` attributes), `h1` and table widths.
 */
export function cleanCampaignHtml(html: string): string {
  return sanitizeHtml(html, {
    ...PAGE_HTML,
    allowedTags: [...(PAGE_HTML.allowedTags || []), 'h1'],
    allowedAttributes: {
      ...PAGE_HTML.allowedAttributes,
      a: ['href', 'title', 'target', 'rel', 'style'],
      img: ['src', 'alt', 'width', 'height', 'style'],
      table: ['width', 'role', 'cellpadding', 'cellspacing'],
      td: ['width', 'align', 'valign'],
      '*': ['class', 'style'],
    },
    allowedStyles: { '*': CAMPAIGN_STYLES },
  });
}

/** Text a customer typed, as plain text: every tag dropped (script and style with their content), entities decoded. */
export function plainText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
