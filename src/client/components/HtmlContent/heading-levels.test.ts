import { describe, expect, it } from 'vitest';
import { relevelHeadings } from './heading-levels';

const levels = (html: string) => [...html.matchAll(/<(\/?)h(\d)/g)].map((m) => `${m[1]}${m[2]}`).join(' ');

describe('relevelHeadings', () => {
  it('makes the first heading the given level and keeps the steps below it', () => {
    const html = '<h3>Shipping</h3><p>a</p><h4>Returns</h4><h3>Care</h3>';
    expect(levels(relevelHeadings(html, 2))).toBe('2 /2 3 /3 2 /2');
    expect(relevelHeadings(html, 2)).toBe('<h2>Shipping</h2><p>a</p><h3>Returns</h3><h2>Care</h2>');
  });

  it('closes the gaps the owner left and never goes above the top level', () => {
    expect(levels(relevelHeadings('<h1 class="x">A</h1><h4>B</h4><h2>C</h2><h1>D</h1>', 2))).toBe(
      '2 /2 3 /3 3 /3 2 /2',
    );
    expect(levels(relevelHeadings('<h2>A</h2><h6>B</h6>', 3))).toBe('3 /3 4 /4');
  });

  it('leaves text without headings alone', () => {
    expect(relevelHeadings('<p>Hi <strong>there</strong></p><hr>', 2)).toBe('<p>Hi <strong>there</strong></p><hr>');
  });
});
