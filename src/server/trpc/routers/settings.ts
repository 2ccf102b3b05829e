import { publicSettings } from '../../../shared/settings.js';
import * as settings from '../../domain/settings.js';
import { publicProcedure, router } from '../init.js';

export const settingsRouter = router({
  all: publicProcedure.query(({ ctx }) => settings.getSettings(ctx.db).then(publicSettings)),
});
