// Preloaded into the shop (NODE_OPTIONS=--import) by DROP_PROFILE=<dir>: samples the CPU from start to exit and
// writes a .cpuprofile there (node refuses --cpu-prof in NODE_OPTIONS). Open it in Chrome's DevTools.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 500 });
session.post('Profiler.start');
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error)
      writeFileSync(
        join(process.env.DROP_PROFILE ?? '.', `shop-${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
  });
});
