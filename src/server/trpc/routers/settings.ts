import * as settings from '../../domain/settings.js';
import { publicProcedure, router } from '../init.js';

export const settingsRouter = router({
  all: publicProcedure.query(({ ctx }) => settings.getPublicSettings(ctx)),
});
