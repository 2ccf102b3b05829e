import '@mantine/core/styles/Typography.layer.css';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../html-sanitizer';
import classes from './HtmlContent.module.css';
import { relevelHeadings } from './heading-levels';

const HTML_TAG = /<[a-z][\s\S]*>/i;

interface HtmlContentProps {
  /** Admin-written HTML (sanitised here before rendering), or plain text whose lines become paragraphs. */
  content: string;
  /** Light text for dark sections. */
  inverted?: boolean;
  className?: string;
  /** The level the text's first heading takes: 2 under a page's h1 (the default), 3 under a section's h2. */
  topHeading?: number;
}

/** Renders site-setting or content-page HTML safely: always sanitised (DOMPurify in the browser), never raw. */
export function HtmlContent({ content, inverted, className, topHeading = 2 }: HtmlContentProps) {
  const html = useMemo(
    () => (HTML_TAG.test(content) ? relevelHeadings(sanitizeHtml(content), topHeading) : null),
    [content, topHeading],
  );
  const rootClass = [classes.root, className].filter(Boolean).join(' ');
  if (html === null) {
    const lines = content.split('\n').filter((line) => line.trim() !== '');
    return (
      <Typography className={rootClass} data-inverted={inverted || undefined}>
        {lines.map((line, index) => (
          // Lines of a plain text never move, so their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static text lines
          <p key={index}>{line}</p>
        ))}
      </Typography>
    );
  }
  return (
    <Typography
      className={rootClass}
      data-inverted={inverted || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
