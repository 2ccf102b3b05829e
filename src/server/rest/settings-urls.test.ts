import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS, settingType } from '../../shared/settings.js';
import type { Db } from '../db/index.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const URL_KEYS = [
  'instagramUrl',
  'tiktokUrl',
  'facebookUrl',
  'pinterestUrl',
  'logoImage',
  'heroImage',
  'paintingsHeroImage',
  'aboutSectionImage',
  'aboutSectionImage2',
  'collectionImage1',
  'collectionImage2',
  'featuredCollectionMainImage',
  'defaultProductImage',
  'defaultUserAvatar',
  'authBackgroundImage',
  'collectionPageHeroImage',
  'categoryImage_3',
  'collectionImage_2',
];
const BAD = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  '/\\evil.example',
  'ftp://example.com/a.png',
  'instagram.com/wren',
];
const GOOD = ['https://instagram.com/wren', 'http://example.com/a.png', '/uploads/abc.webp', ''];

describe('URL settings', () => {
  it('take only http(s) URLs or a path on the shop, answering 400 naming the setting otherwise', async () => {
    for (const key of URL_KEYS) {
      for (const value of BAD) {
        const res = await admin.post('/api/site-settings', { key, value });
        expect([res.statusCode, res.json().code], `${key} = ${value}`).toEqual([400, 'BAD_REQUEST']);
        expect(res.json().message).toBe(
          `${key}: Must be an https:// or http:// URL, or a path on this shop starting with /`,
        );
      }
      for (const value of GOOD) {
        expect((await admin.post('/api/site-settings', { key, value })).statusCode, `${key} = ${value}`).toBe(200);
      }
    }
  });

  it('refuses a javascript: link in a batch save and keeps the other values unwritten', async () => {
    const res = await admin.put('/api/site-settings', {
      settings: { heroTitle: 'Changed', instagramUrl: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    const settings = (await new TestBrowser(app).get('/api/site-settings')).json();
    expect([settings.heroTitle, settings.instagramUrl]).toEqual([SETTING_DEFAULTS.heroTitle, '']);
  });

  it('never serves a stored javascript: link written before the check', async () => {
    await db
      .insertInto('site_setting')
      .values({ key: 'tiktokUrl', value: JSON.stringify('javascript:alert(1)') })
      .execute();
    expect((await new TestBrowser(app).get('/api/site-settings')).json().tiktokUrl).toBe('');
  });

  it('accepts every default value', () => {
    for (const key of URL_KEYS.filter((k) => k in SETTING_DEFAULTS)) {
      expect(settingType(key)?.safeParse(SETTING_DEFAULTS[key]).success, key).toBe(true);
    }
  });
});
