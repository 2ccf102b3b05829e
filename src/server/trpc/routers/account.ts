import {
  changePasswordInput,
  emailConfirmationCheckSchema,
  emailConfirmedSchema,
  loginInput,
  mailTokenInput,
  passwordResetCheckSchema,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  preferencesSchema,
  profileInput,
  registerInput,
  sessionCheckSchema,
  userSchema,
} from '../../../shared/schemas/account.js';
import { messageSchema, successSchema } from '../../../shared/schemas/results.js';
import { storeCreditSchema } from '../../../shared/schemas/store-credit.js';
import * as accounts from '../../domain/accounts/accounts.js';
import {
  checkEmailConfirmation,
  confirmEmail,
  requestEmailConfirmation,
} from '../../domain/accounts/email-confirmation.js';
import * as passwordReset from '../../domain/accounts/password-reset.js';
import { getPreferences, setPreferences } from '../../domain/accounts/preferences.js';
import * as profile from '../../domain/accounts/profile.js';
import { myStoreCredit } from '../../domain/balances/store-credit.js';
import { limited, limitedPer, publicProcedure, router, userProcedure } from '../init.js';

export const accountRouter = router({
  register: publicProcedure
    .use(limited('register'))
    .input(registerInput)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await accounts.register(ctx, input, ctx.locale);
      ctx.session.signIn(await accounts.sessionGrant(ctx, user.id));
      return user;
    }),

  /** The page a mailed confirmation link opens: which account the link names (a GET; nothing changes). */
  checkEmailConfirmation: publicProcedure
    .use(limited('guestLink'))
    .input(mailTokenInput)
    .output(emailConfirmationCheckSchema)
    .query(({ ctx, input }) => checkEmailConfirmation(ctx, input)),
  /**
   * The mailed link's confirmation, signed in as the account it names: proves the account holds its e-mail and
   * attaches that e-mail's guest orders (signed out 401, another account 403, and nothing changes).
   */
  confirmEmail: userProcedure
    .use(limited('guestLink'))
    .input(mailTokenInput)
    .output(emailConfirmedSchema)
    .mutation(({ ctx, input }) => confirmEmail(ctx, input, ctx.actor)),
  /** Mails that link (again) to the signed-in customer, at most 3 times an hour per account and per address. */
  requestEmailConfirmation: userProcedure
    .use(limited('passwordReset'))
    .output(messageSchema)
    .mutation(async ({ ctx }) => {
      const { email } = await accounts.getUser(ctx, ctx.actor.userId);
      await ctx.limits.consume('guestOrdersLinkAccount', String(ctx.actor.userId));
      await ctx.limits.consume('guestOrdersLinkAddress', email.toLowerCase());
      return requestEmailConfirmation(ctx, ctx.actor, ctx.locale);
    }),

  login: publicProcedure
    .use(limited('login'))
    .input(loginInput)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const key = `${input.username.toLowerCase()}|${ctx.ip}`;
      const { user, grant } = await ctx.limits.guardFailures(key, () => accounts.login(ctx, input));
      ctx.session.signIn(grant);
      return user;
    }),

  logout: publicProcedure.output(successSchema).mutation(async ({ ctx }) => {
    if (ctx.actor) await accounts.endSessions(ctx, ctx.actor.userId);
    ctx.session.signOut();
    return { success: true };
  }),

  me: userProcedure.output(userSchema).query(({ ctx }) => accounts.getUser(ctx, ctx.actor.userId)),

  /** E-mail preferences (/profile, Settings): the abandoned-checkout link's default (issue 40). */
  preferences: userProcedure.output(preferencesSchema).query(({ ctx }) => getPreferences(ctx, ctx.actor.userId)),
  setPreferences: userProcedure
    .input(preferencesSchema)
    .output(preferencesSchema)
    .mutation(({ ctx, input }) => setPreferences(ctx, ctx.actor.userId, input)),

  /** One's own store credit (issue 41, item 4): the balance and its history (/profile). */
  storeCredit: userProcedure.output(storeCreditSchema).query(({ ctx }) => myStoreCredit(ctx, ctx.actor)),

  updateProfile: userProcedure
    .input(profileInput)
    .output(userSchema)
    .mutation(({ ctx, input }) => profile.updateProfile(ctx, { ...input, id: ctx.actor.userId })),

  changePassword: userProcedure
    .use(limited('password'))
    .input(changePasswordInput)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await profile.changePassword(ctx, input, ctx.actor);
      ctx.session.signIn(await accounts.sessionGrant(ctx, ctx.actor.userId));
      return { success: true };
    }),

  requestPasswordReset: publicProcedure
    .use(limited('passwordReset'))
    .input(passwordResetRequestInput)
    .use(limitedPer('passwordResetAddress', (input: { email: string }) => input.email.toLowerCase()))
    .output(messageSchema)
    .mutation(({ ctx, input }) => passwordReset.requestPasswordReset(ctx, input, ctx.locale)),

  checkPasswordReset: publicProcedure
    .input(passwordResetConfirmInput.pick({ token: true }))
    .output(passwordResetCheckSchema)
    .query(({ ctx, input }) => passwordReset.checkPasswordReset(ctx, input.token)),

  confirmPasswordReset: publicProcedure
    .use(limited('password'))
    .input(passwordResetConfirmInput)
    .output(messageSchema)
    .mutation(({ ctx, input }) => passwordReset.confirmPasswordReset(ctx, input)),

  sessionCheck: publicProcedure.output(sessionCheckSchema).query(({ ctx }) => accounts.sessionCheck(ctx.actor)),
});
