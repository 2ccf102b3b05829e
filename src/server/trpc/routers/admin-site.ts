import { z } from 'zod';
import { userSchema } from '../../../shared/schemas/account.js';
import {
  adminActiveInput,
  adminPasswordInput,
  adminProfileInput,
  adminRoleInput,
  adminUserSchema,
  auditEntrySchema,
  mediaItemSchema,
  savedSettingSchema,
  settingInput,
  settingsBatchInput,
  userWithPasswordSchema,
} from '../../../shared/schemas/admin.js';
import { idInput } from '../../../shared/schemas/catalogue.js';
import { adminContentPageSchema, contentPageInput } from '../../../shared/schemas/content.js';
import { deletedSchema } from '../../../shared/schemas/results.js';
import { siteSettingsSchema } from '../../../shared/settings.js';
import * as users from '../../domain/accounts/admin-users.js';
import { setPassword, updateProfile } from '../../domain/accounts/profile.js';
import * as content from '../../domain/content.js';
import * as media from '../../domain/media.js';
import * as settings from '../../domain/settings.js';
import { adminProcedure, router } from '../init.js';

export const adminUsersRouter = router({
  list: adminProcedure.output(z.array(adminUserSchema)).query(({ ctx }) => users.listUsers(ctx)),
  get: adminProcedure
    .input(idInput)
    .output(userWithPasswordSchema)
    .query(({ ctx, input }) => users.getUserForAdmin(ctx, input.id)),
  updateProfile: adminProcedure
    .input(adminProfileInput)
    .output(userSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx, input)),
  setRole: adminProcedure
    .input(adminRoleInput)
    .output(userSchema)
    .mutation(({ ctx, input }) => users.setRole(ctx, input)),
  setPassword: adminProcedure
    .input(adminPasswordInput)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await setPassword(ctx, input);
      return { success: true, id: input.id };
    }),
  setActive: adminProcedure
    .input(adminActiveInput)
    .output(userSchema)
    .mutation(({ ctx, input }) => users.setActive(ctx, input, ctx.actor)),
  delete: adminProcedure
    .input(idInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => users.deleteUser(ctx, input.id, ctx.actor)),
});

export const adminSiteRouter = router({
  setSetting: adminProcedure
    .input(settingInput)
    .output(savedSettingSchema)
    .mutation(({ ctx, input }) => settings.setSetting(ctx, input)),
  setSettings: adminProcedure
    .input(settingsBatchInput)
    .output(siteSettingsSchema)
    .mutation(({ ctx, input }) => settings.setSettings(ctx, input.settings)),
  pages: adminProcedure.output(z.array(adminContentPageSchema)).query(({ ctx }) => content.listContentPages(ctx)),
  updatePage: adminProcedure
    .input(contentPageInput)
    .output(adminContentPageSchema)
    .mutation(({ ctx, input }) => content.updateContentPage(ctx, input)),
  auditLog: adminProcedure.output(z.array(auditEntrySchema)).query(({ ctx }) => content.listAuditLog(ctx)),
  media: adminProcedure.output(z.array(mediaItemSchema)).query(({ ctx }) => media.listMedia(ctx)),
  deleteMedia: adminProcedure
    .input(idInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => media.deleteMedia(ctx, { dir: ctx.config.uploadsDir, id: input.id })),
});
