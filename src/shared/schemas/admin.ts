import { z } from 'zod';
import { emailSchema, passwordSchema, roleSchema, usernameSchema, userSchema } from './account.js';
import { idParam } from './catalogue.js';

export const adminProfileInput = z.object({ id: idParam, username: usernameSchema, email: emailSchema });

export const adminRoleInput = z.object({ id: idParam, role: roleSchema });

/** The admin's Set Password: the spec's 'Password must be at least 6 characters long'. */
export const adminPasswordInput = z.object({
  id: idParam,
  password: z
    .string({ message: 'Password must be at least 6 characters long' })
    .min(6, 'Password must be at least 6 characters long')
    .pipe(passwordSchema),
});

export const adminActiveInput = z.object({ id: idParam, active: z.boolean() });

/** A row of the admin's Users tab: the user, whether they may sign in, and how many orders they placed. */
export const adminUserSchema = userSchema.extend({ active: z.boolean(), orderCount: z.number().int() });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The spec's "with password" view: the password is never answered (null); the admin sets a new one instead. */
export const userWithPasswordSchema = userSchema.extend({ password: z.null(), active: z.boolean() });

export const settingInput = z.object({
  key: z.string({ message: 'key is required' }).min(1, 'key is required').max(100),
  value: z.unknown(),
});

export const settingsBatchInput = z.object({ settings: z.record(z.string(), z.unknown()) });

/** One setting as saved (its value cleaned). */
export const savedSettingSchema = z.object({ key: z.string(), value: z.unknown() });

/** One admin action in the audit log; `details` is what was sent, secrets blanked. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  actor: z.string(),
});

/** An uploaded image: the web-sized WebP and its narrower variants. */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  originalName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  alt: z.string(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
