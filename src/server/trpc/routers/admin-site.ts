import { z } from 'zod';
import {
  adminActiveInput,
  adminPasswordInput,
  adminProfileInput,
  adminRoleInput,
  settingInput,
  settingsBatchInput,
  userIdInput,
} from '../../../shared/schemas/admin.js';
import { idParam } from '../../../shared/schemas/catalogue.js';
import { contentPageInput } from '../../../shared/schemas/content.js';
import * as users from '../../domain/admin/users.js';
import * as content from '../../domain/content.js';
import * as media from '../../domain/media.js';
import { setPassword, updateProfile } from '../../domain/profile.js';
import * as settings from '../../domain/settings.js';
import { adminProcedure, router } from '../init.js';

export const adminUsersRouter = router({
  list: adminProcedure.query(({ ctx }) => users.listUsers(ctx.db)),
  get: adminProcedure.input(userIdInput).query(({ ctx, input }) => users.getUserForAdmin(ctx.db, input.id)),
  updateProfile: adminProcedure
    .input(adminProfileInput)
    .mutation(({ ctx, input: { id, ...input } }) => updateProfile(ctx.db, id, input)),
  setRole: adminProcedure
    .input(adminRoleInput)
    .mutation(({ ctx, input }) => users.setRole(ctx.db, input.id, input.role)),
  setPassword: adminProcedure.input(adminPasswordInput).mutation(async ({ ctx, input }) => {
    await setPassword(ctx.db, input.id, input.password);
    return { success: true, id: input.id };
  }),
  setActive: adminProcedure
    .input(adminActiveInput)
    .mutation(({ ctx, input }) => users.setActive(ctx.db, ctx.actor, input.id, input.active)),
  delete: adminProcedure.input(userIdInput).mutation(({ ctx, input }) => users.deleteUser(ctx.db, ctx.actor, input.id)),
});

export const adminSiteRouter = router({
  setSetting: adminProcedure
    .input(settingInput)
    .mutation(({ ctx, input }) => settings.setSetting(ctx.db, input.key, input.value)),
  setSettings: adminProcedure
    .input(settingsBatchInput)
    .mutation(({ ctx, input }) => settings.setSettings(ctx.db, input.settings)),
  pages: adminProcedure.query(({ ctx }) => content.listContentPages(ctx.db)),
  updatePage: adminProcedure
    .input(contentPageInput)
    .mutation(({ ctx, input: { slug, ...input } }) => content.updateContentPage(ctx.db, slug, input)),
  auditLog: adminProcedure.query(({ ctx }) => content.listAuditLog(ctx.db)),
  media: adminProcedure.query(({ ctx }) => media.listMedia(ctx.db)),
  deleteMedia: adminProcedure
    .input(z.object({ id: idParam }))
    .mutation(({ ctx, input }) => media.deleteMedia(ctx.db, ctx.config.uploadsDir, input.id)),
});
