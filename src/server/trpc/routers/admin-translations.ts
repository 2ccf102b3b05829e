import { z } from 'zod';
import {
  scopeInput,
  siteTranslationsInput,
  translationsByKeySchema,
  translationsSchema,
  untranslatedSchema,
} from '../../../shared/translations.js';
import * as settings from '../../domain/settings.js';
import { translationsOf } from '../../domain/translations.js';
import { untranslated } from '../../domain/untranslated.js';
import { adminProcedure, router } from '../init.js';

const siteTranslationsSchema = z.object({ settings: translationsSchema, menus: translationsSchema });

/** The owner's content in French (issue 37): what is translated, what is not yet, the settings' and menus' texts. */
export const adminTranslationsRouter = router({
  /** Every item's translations of one scope, by key (categories and collections' forms read theirs here). */
  of: adminProcedure
    .input(scopeInput)
    .output(translationsByKeySchema)
    .query(async ({ ctx, input }) => Object.fromEntries(await translationsOf(ctx.db, input.scope))),
  /** The items and fields with no French yet (the admin's Untranslated list). */
  untranslated: adminProcedure.output(z.array(untranslatedSchema)).query(({ ctx }) => untranslated(ctx.db, 'fr')),
  site: adminProcedure.output(siteTranslationsSchema).query(({ ctx }) => settings.siteTranslations(ctx)),
  setSite: adminProcedure
    .input(siteTranslationsInput)
    .output(siteTranslationsSchema)
    .mutation(({ ctx, input }) => settings.setSiteTranslations(ctx, input)),
});
