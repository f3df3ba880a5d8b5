import type { components } from '@wegrow/api/schema';
import { FARM_GAME_DETAILS, FARM_GAME_MESSAGES, farmSaveProblem } from '@wegrow/contract/farmgame';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound, unprocessable } from '../../platform/errors';
import { farmSaves } from './schema';

/** The caller's save as the API shows it (contract schema `FarmGameSave`). */
export type FarmGameSave = components['schemas']['FarmGameSave'];

/**
 * The farm game's cloud save: one per user, read and replaced by that user only (the caller comes
 * from the token; no operation names another user). A save must be a JSON object with a `grid`
 * list and a numeric `elapsedTime`, at most 256 KB (`farmSaveProblem`, shared with the client).
 */
export class FarmGameService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async load(user: AuthUser): Promise<FarmGameSave> {
    const [row] = await this.db.select().from(farmSaves).where(eq(farmSaves.userId, user.id));
    if (!row) throw notFound(FARM_GAME_DETAILS.noSave);
    return { data: row.data, updated_at: row.updatedAt.toISOString() };
  }

  /** Creates or replaces the caller's save; a corrupt one is refused (422) and nothing changes. */
  async save(user: AuthUser, data: string): Promise<{ message: string }> {
    const problem = farmSaveProblem(data);
    if (problem) throw unprocessable(problem);
    const updatedAt = this.clock();
    await this.db
      .insert(farmSaves)
      .values({ userId: user.id, data, updatedAt })
      .onConflictDoUpdate({ target: farmSaves.userId, set: { data, updatedAt } });
    return { message: FARM_GAME_MESSAGES.saved };
  }
}
