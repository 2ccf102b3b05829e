import { Alert } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import * as Plain from './PlainAlert';
import { partHtml as html } from './test-plain';

const icon = <svg data-icon="" aria-hidden />;

/** Each case: the props both alerts are given; the painting page's notice first. */
const CASES: Record<string, unknown>[] = [
  { mt: 'lg', radius: 0, color: 'gray', variant: 'light', icon, title: 'Final sale', children: 'No returns.' },
  { children: 'Plain words.' },
  // The certificate's limited-edition note, and a failed load with its retry.
  { color: 'yellow', variant: 'light', role: 'alert', children: 'A limited edition.' },
  { color: 'red', variant: 'light', role: undefined, icon, title: 'Could not load', children: 'Try again.' },
  { title: 'Only a title' },
  { color: 'red', variant: 'filled', title: 'Error', children: 'Try again.', className: 'x', style: { maxWidth: 320 } },
  { variant: 'outline', radius: 'md', icon, children: 'An outline.', 'data-testid': 'note' },
];

describe('the plain Alert writes the HTML of Mantine’s', () => {
  it.each(CASES.map((props) => [JSON.stringify({ ...props, icon: props.icon && 'svg' }), props]))(
    '%s',
    (_label, props) => {
      expect(html(<Plain.Alert {...props} />)).toBe(html(<Alert {...props} />));
    },
  );
});
