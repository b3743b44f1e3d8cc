// What an API process keeps in memory beyond its app (module-level caches and rate counters), forgotten
// before each server file: the files share one module graph per worker (vitest.config.ts, isolate off),
// and each file's fresh database repeats the ids these are keyed by. tests/unit/structure/
// process-state.test.ts fails when a server module gains such state that is not forgotten here.
import { beforeAll } from 'vitest';
import { forgetAllFences } from '../../server/lib/geofences/cache.ts';
import { forgetUnknownSeen, resetAllowances } from '../../server/lib/tracking/ingest.ts';
import { forgetPostCounts } from '../../server/lib/weighbridge/keys.ts';

beforeAll(() => {
  forgetAllFences();
  resetAllowances();
  forgetUnknownSeen();
  forgetPostCounts();
});
