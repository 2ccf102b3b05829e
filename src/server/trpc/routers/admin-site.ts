import {
  adminActiveInput,
  adminPasswordInput,
  adminProfileInput,
  adminRoleInput,
  settingInput,
  settingsBatchInput,
} from '../../../shared/schemas/admin.js';
import { idInput } from '../../../shared/schemas/catalogue.js';
import { contentPageInput } from '../../../shared/schemas/content.js';
import * as users from '../../domain/admin/users.js';
import * as content from '../../domain/content.js';
import * as media from '../../domain/media.js';
import { setPassword, updateProfile } from '../../domain/profile.js';
import * as settings from '../../domain/settings.js';
import { adminProcedure, router } from '../init.js';

export const adminUsersRouter = router({
  list: adminProcedure.query(({ ctx }) => users.listUsers(ctx)),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => users.getUserForAdmin(ctx, input.id)),
  updateProfile: adminProcedure.input(adminProfileInput).mutation(({ ctx, input }) => updateProfile(ctx, input)),
  setRole: adminProcedure.input(adminRoleInput).mutation(({ ctx, input }) => users.setRole(ctx, input)),
  setPassword: adminProcedure.input(adminPasswordInput).mutation(async ({ ctx, input }) => {
    await setPassword(ctx, input);
    return { success: true, id: input.id };
  }),
  setActive: adminProcedure
    .input(adminActiveInput)
    .mutation(({ ctx, input }) => users.setActive(ctx, input, ctx.actor)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => users.deleteUser(ctx, input.id, ctx.actor)),
});

export const adminSiteRouter = router({
  setSetting: adminProcedure.input(settingInput).mutation(({ ctx, input }) => settings.setSetting(ctx, input)),
  setSettings: adminProcedure
    .input(settingsBatchInput)
    .mutation(({ ctx, input }) => settings.setSettings(ctx, input.settings)),
  pages: adminProcedure.query(({ ctx }) => content.listContentPages(ctx)),
  updatePage: adminProcedure
    .input(contentPageInput)
    .mutation(({ ctx, input }) => content.updateContentPage(ctx, input)),
  auditLog: adminProcedure.query(({ ctx }) => content.listAuditLog(ctx)),
  media: adminProcedure.query(({ ctx }) => media.listMedia(ctx)),
  deleteMedia: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => media.deleteMedia(ctx, { dir: ctx.config.uploadsDir, id: input.id })),
});
