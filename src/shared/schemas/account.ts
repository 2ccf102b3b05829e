import { z } from 'zod';

/** Shapes of the account area: the spec's validation messages are these schemas' messages. */
export const ROLES = ['user', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const usernameSchema = z
  .string({ message: 'Username must be at least 3 characters' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters');

export const passwordSchema = z
  .string({ message: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

export const emailSchema = z
  .string({ message: 'Please enter a valid email' })
  .trim()
  .pipe(z.email('Please enter a valid email').max(254, 'Please enter a valid email'));

export const loginInput = z.object({
  username: usernameSchema,
  password: passwordSchema,
});
export type LoginInput = z.infer<typeof loginInput>;

/** What the server takes at registration: never the role (always 'user'). */
export const registerInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInput>;

/** The register form: the server's fields plus the confirmation, which is never sent. */
export const registerForm = registerInput
  .extend({ confirmPassword: passwordSchema })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** POST /api/password-reset: always answered the same, whether or not the address has an account. */
export const passwordResetRequestInput = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

/** POST /api/password-reset/confirm: the token from the link and the new password (rules as at registration). */
export const passwordResetConfirmInput = z.object({
  token: z
    .string({ message: 'token: the reset link is incomplete' })
    .trim()
    .min(1, 'token: the reset link is incomplete')
    .max(200),
  password: passwordSchema,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

/** The reset form: the new password twice. */
export const passwordResetForm = z
  .object({ password: passwordSchema, confirmPassword: passwordSchema })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const PASSWORD_RESET_REQUESTED =
  'If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for 60 minutes.';

/** The user as every API answers it: never a password or its hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  avatar: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A customer's e-mail preferences (/profile, Settings): `cartReminders` ticks "E-mail me a link to my cart". */
export const preferencesSchema = z.object({
  cartReminders: z.boolean({ message: 'cartReminders must be true or false' }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Whether a password-reset link still works. */
export const passwordResetCheckSchema = z.object({ valid: z.boolean() });

export const sessionCheckSchema = z.object({
  authenticated: z.boolean(),
  user: z.object({ id: z.number().int(), username: z.string(), role: roleSchema }).nullable(),
});
export type SessionCheck = z.infer<typeof sessionCheckSchema>;

export const profileInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  avatar: z
    .string()
    .trim()
    .max(2000, 'Avatar URL is too long')
    .refine(
      (v) => v === '' || /^(https?:\/\/|\/)/.test(v),
      'Avatar must be a web address (https://…) or a path on this site',
    )
    .nullish()
    .transform((v) => v || null),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The refusal of a password change whose current password is wrong (401). */
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/** The profile's password form: new and confirm must match (the confirmation is never sent). */
export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'New password and confirmation do not match',
    path: ['confirmPassword'],
  });

/** A mailed token: the e-mail confirmation's (attaching guest orders) or the newsletter's unsubscribe. */
export const mailTokenInput = z.object({
  token: z.string({ message: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is too long'),
});

/** What the page a confirmation link opens learns: the account the link adds the orders to (nothing of the orders). */
export const emailConfirmationCheckSchema = z.object({ username: z.string() });
export type EmailConfirmationCheck = z.infer<typeof emailConfirmationCheckSchema>;

/** What confirming an account's e-mail did: how many guest orders it attached to the account. */
export const emailConfirmedSchema = z.object({ success: z.literal(true), message: z.string(), attached: z.number() });
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

/** The answer to asking for the link, the same whether or not guest orders exist (nothing to learn from it). */
export const GUEST_ORDERS_LINK_SENT =
  'If orders were placed as a guest with your e-mail address, we have sent you a link to add them to your account.';
