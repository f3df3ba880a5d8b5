/**
 * Lyra, the AI persona: her soul and dreams (in the database, defaults written on first use), her
 * replies through the AI provider (the local engine by default), each caller's own chat log and
 * what she remembers of them (issue 45).
 */
import { defineDomain } from '../../platform/domain';
import { lyraOperations } from './operations';
import * as tables from './schema';
import { LyraService } from './service';

export const lyra = defineDomain({
  name: 'lyra',
  tables,
  create({ db, clock, ai, limiter, config }) {
    const service = new LyraService(db, clock, ai);
    return {
      service,
      operations: lyraOperations(service, limiter, config.rateLimits.lyraPerIp),
    };
  },
});

export { DEFAULT_DREAMS, DEFAULT_SOUL } from './defaults';
export type { LyraChatEntry, LyraFact, LyraService, LyraSoul, Speaker } from './service';
