import { z } from 'zod';
import { emailSchema, passwordSchema, roleSchema, usernameSchema } from './account.js';
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

export const settingInput = z.object({
  key: z.string({ message: 'key is required' }).min(1, 'key is required').max(100),
  value: z.unknown(),
});

export const settingsBatchInput = z.object({ settings: z.record(z.string(), z.unknown()) });
