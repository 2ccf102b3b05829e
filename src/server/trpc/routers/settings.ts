import { publicSettingsSchema } from '../../../shared/settings.js';
import * as settings from '../../domain/settings.js';
import { publicProcedure, router } from '../init.js';

export const settingsRouter = router({
  all: publicProcedure.output(publicSettingsSchema).query(({ ctx }) => settings.getPublicSettings(ctx)),
});
