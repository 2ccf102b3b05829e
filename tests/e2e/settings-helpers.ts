import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { callFrom, newPage } from './browser.js';
import { logIn } from './cart-helpers.js';
import type { TestServer } from './server.js';

/** Saves site settings as the owner does, through the admin API (PUT /api/site-settings), from a signed-in page. */
export async function setSettings(
  browser: Browser,
  server: TestServer,
  settings: Record<string, unknown>,
): Promise<void> {
  const admin = await newPage(browser);
  await logIn(admin, server.url, 'admin', server.adminPassword);
  const { status } = await callFrom(admin, 'PUT', '/api/site-settings', { settings });
  expect(status).toBe(200);
  await admin.close();
}
