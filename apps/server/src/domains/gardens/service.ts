import {
  GARDEN_ADMIN_FALLBACK_NAME,
  GARDEN_DETAILS,
  GARDEN_INBOX,
  GARDEN_PROGRAMME_SENDER,
} from '@wegrow/contract/gardens';
import {
  and,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
} from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import { holdsRole, roleHolder } from '../../platform/roles';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors';
import {
  type CursorScope,
  olderThan,
  type Page,
  PER_PARENT_MAX,
  pageSize,
} from '../../platform/paging';
import { users } from '../../platform/schema';
import type { NoticeChannel } from '../notifications';
import { gardens, type GardenRow, volunteerRequests } from './schema';
import {
  type Decision,
  type Garden,
  type GardenCreate,
  type GardenProgramme,
  type GardenType,
  type GardenUpdate,
  statusOf,
  toGarden,
  toVolunteerRequest,
  type VolunteerRequest,
  type VolunteerRequestCreate,
} from './views';

export interface GardensSettings {
  /** GARDENS_ADMIN_EMAIL, lower case: decides gardens' status. */
  adminEmail: string;
  /** GARDENS_TOWN: the town of every new garden. */
  town: string;
}

/** `?type=` and `?location=` of the directory. */
export interface GardenFilter extends Page {
  type?: GardenType;
  location?: string;
}

/** The same sentences as the contract's validation, for values blank once trimmed. */
const BLANK = {
  name: 'Name must not be blank.',
  message: 'Message must not be blank.',
} as const;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function trimmed(text: string, blank: string): string {
  const value = text.trim();
  if (!value) throw unprocessable(blank);
  return value;
}

/**
 * The garden programme: sign-ups from the four forms (anonymous ones allowed), their status decided
 * by the programme admin, edits and withdrawals by their host, and volunteer requests decided by
 * the host. E-mails are private: a garden's to its host and the admin, a request's to the host.
 * A sign-up by an account whose address is not verified is published once it is (`seenBy`).
 */
export class GardensService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Decisions on a garden or an offer to help (kind "joins"). */
    private readonly inbox: NoticeChannel,
    private readonly settings: GardensSettings,
  ) {}

  /** Whether the caller is the programme admin (a verified account with GARDENS_ADMIN_EMAIL). */
  isAdmin(user: AuthUser | null): boolean {
    return holdsRole(user, this.settings.adminEmail);
  }

  /** The town and the admin's id and name, for the screens; never the admin's e-mail. */
  async programme(): Promise<GardenProgramme> {
    const [row] = await this.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(roleHolder(this.settings.adminEmail));
    return {
      town: this.settings.town,
      admin: row
        ? { id: row.id, name: row.username ?? GARDEN_ADMIN_FALLBACK_NAME }
        : { id: null, name: GARDEN_ADMIN_FALLBACK_NAME },
    };
  }

  /**
   * Which gardens `viewer` sees (in a query joining the host's `users` row): an anonymous sign-up
   * and a verified account's are published; a sign-up by an account whose address is not verified
   * yet is seen only by its host and the programme admin until the host verifies it, so accounts
   * nobody verified cannot fill the public directory.
   */
  private seenBy(viewer: AuthUser | null): SQL | undefined {
    if (this.isAdmin(viewer)) return undefined;
    return or(
      isNull(gardens.hostId),
      isNotNull(users.emailVerifiedAt),
      viewer ? eq(gardens.hostId, viewer.id) : undefined,
    );
  }

  /** Every garden `viewer` sees, newest first, by exact type and a case-insensitive part of the location. */
  async list(viewer: AuthUser | null, filter: GardenFilter = {}): Promise<Garden[]> {
    const conditions: SQL[] = [];
    if (filter.type) conditions.push(eq(gardens.type, filter.type));
    if (filter.location)
      conditions.push(ilike(gardens.location, `%${likeLiteral(filter.location)}%`));
    const rows = await this.db
      .select(getTableColumns(gardens))
      .from(gardens)
      .leftJoin(users, eq(users.id, gardens.hostId))
      .where(
        and(
          ...conditions,
          this.seenBy(viewer),
          olderThan(
            gardens,
            gardens.createdAt,
            gardens.id,
            filter.before,
            this.cursorScope(viewer),
          ),
        ),
      )
      .orderBy(desc(gardens.createdAt), desc(gardens.id))
      .limit(pageSize(filter));
    return rows.map((row) => this.view(row, viewer));
  }

  /**
   * The gardens a cursor (`before`) may name: those `viewer` sees, so a hidden one answers as an
   * unknown id (an empty page) and tells nothing of itself.
   */
  private cursorScope(viewer: AuthUser | null): CursorScope {
    const seen = this.seenBy(viewer);
    if (seen === undefined) return 'public';
    return inArray(
      gardens.id,
      this.db
        .select({ id: gardens.id })
        .from(gardens)
        .leftJoin(users, eq(users.id, gardens.hostId))
        .where(seen),
    );
  }

  /** A garden `viewer` sees (404 for one they do not, as for an unknown id). */
  async get(viewer: AuthUser | null, id: number): Promise<Garden> {
    return this.view(await this.findSeen(id, viewer), viewer);
  }

  /** A sign-up: status Pending, in the programme's town; the caller (if any) becomes its host. */
  async create(viewer: AuthUser | null, input: GardenCreate): Promise<Garden> {
    const { town } = this.settings;
    if (input.location !== undefined && input.location.trim().toLowerCase() !== town.toLowerCase())
      throw unprocessable(GARDEN_DETAILS.otherTown(town));
    const now = this.clock();
    const [row] = await this.db
      .insert(gardens)
      .values({
        type: input.type,
        hostName: trimmed(input.host_name, BLANK.name),
        hostId: viewer?.id ?? null,
        location: town,
        description: input.description,
        notes: trimmed(input.notes, BLANK.message),
        email: input.email.trim(),
        status: 'Pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return this.view(row, viewer);
  }

  /** The host edits type, name, message and e-mail; kind, town and status stay. */
  async update(user: AuthUser, id: number, input: GardenUpdate): Promise<Garden> {
    const garden = await this.find(id);
    if (garden.hostId !== user.id) throw forbidden(GARDEN_DETAILS.onlyHostEdits);
    const [row] = await this.db
      .update(gardens)
      .set({
        type: input.type,
        hostName: trimmed(input.host_name, BLANK.name),
        notes: trimmed(input.notes, BLANK.message),
        email: input.email.trim(),
        updatedAt: this.clock(),
      })
      .where(eq(gardens.id, id))
      .returning();
    if (!row) throw notFound(GARDEN_DETAILS.gardenNotFound);
    return this.view(row, user);
  }

  /** The host withdraws their garden, or the admin removes one; its requests go with it. */
  async remove(user: AuthUser, id: number): Promise<void> {
    const garden = await this.find(id);
    if (garden.hostId !== user.id && !this.isAdmin(user))
      throw forbidden(GARDEN_DETAILS.onlyHostWithdraws);
    await this.db.delete(gardens).where(eq(gardens.id, id));
  }

  /**
   * The admin approves or rejects a Pending garden (403 for anyone else, before any lookup; 409
   * once decided). A host who signed up signed in is told in their inbox.
   */
  async decide(user: AuthUser, id: number, status: Decision): Promise<Garden> {
    if (!this.isAdmin(user)) throw forbidden(GARDEN_DETAILS.onlyAdminDecides);
    return this.db.transaction(async (tx) => {
      const [garden] = await tx.select().from(gardens).where(eq(gardens.id, id)).for('update');
      if (!garden) throw notFound(GARDEN_DETAILS.gardenNotFound);
      const current = statusOf(garden.status);
      if (current !== 'Pending') throw conflict(GARDEN_DETAILS.gardenDecided(current));
      const [row] = await tx
        .update(gardens)
        .set({ status, updatedAt: this.clock() })
        .where(eq(gardens.id, id))
        .returning();
      if (!row) throw notFound(GARDEN_DETAILS.gardenNotFound);
      if (row.hostId !== null)
        await this.inbox.deliver(
          row.hostId,
          { sender: GARDEN_PROGRAMME_SENDER, ...GARDEN_INBOX.gardenDecided(status, row) },
          { db: tx },
        );
      return this.view(row, user);
    });
  }

  /** Anyone offers to help at a garden they see; the answer echoes the e-mail sent. */
  async requestToVolunteer(
    viewer: AuthUser | null,
    input: VolunteerRequestCreate,
  ): Promise<VolunteerRequest> {
    return this.db.transaction(async (tx) => {
      // Locked, so the garden cannot be withdrawn between this check and the insert; one the
      // caller does not see (an unverified host's) is not found.
      const [garden] = await tx
        .select({ id: gardens.id })
        .from(gardens)
        .leftJoin(users, eq(users.id, gardens.hostId))
        .where(and(eq(gardens.id, input.garden_id), this.seenBy(viewer)))
        .for('share', { of: gardens });
      if (!garden) throw notFound(GARDEN_DETAILS.gardenNotFound);
      const email = input.volunteer_email?.trim();
      const [row] = await tx
        .insert(volunteerRequests)
        .values({
          gardenId: garden.id,
          volunteerName: trimmed(input.volunteer_name, BLANK.name),
          volunteerEmail: email ? email : null,
          volunteerId: viewer?.id ?? null,
          status: 'Pending',
          createdAt: this.clock(),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toVolunteerRequest(row, true);
    });
  }

  /** A garden's requests, oldest first (at most the newest PER_PARENT_MAX); e-mails only for its host. */
  async requests(viewer: AuthUser | null, gardenId: number): Promise<VolunteerRequest[]> {
    const garden = await this.findSeen(gardenId, viewer);
    const isHost = viewer !== null && garden.hostId === viewer.id;
    const rows = await this.db
      .select()
      .from(volunteerRequests)
      .where(eq(volunteerRequests.gardenId, gardenId))
      .orderBy(desc(volunteerRequests.createdAt), desc(volunteerRequests.id))
      .limit(PER_PARENT_MAX);
    return rows.reverse().map((row) => toVolunteerRequest(row, isHost));
  }

  /**
   * The garden host approves or rejects a Pending request (403 for anyone else, 409 once decided).
   * A volunteer who asked signed in is told in their inbox, in the same transaction.
   */
  async decideRequest(
    user: AuthUser,
    requestId: number,
    status: Decision,
  ): Promise<VolunteerRequest> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ request: volunteerRequests, garden: gardens })
        .from(volunteerRequests)
        .innerJoin(gardens, eq(gardens.id, volunteerRequests.gardenId))
        .where(eq(volunteerRequests.id, requestId))
        .for('update', { of: volunteerRequests });
      if (!found) throw notFound(GARDEN_DETAILS.requestNotFound);
      const { request, garden } = found;
      if (garden.hostId !== user.id) throw forbidden(GARDEN_DETAILS.onlyHostDecides);
      const current = statusOf(request.status);
      if (current !== 'Pending') throw conflict(GARDEN_DETAILS.requestDecided(current));
      const [row] = await tx
        .update(volunteerRequests)
        .set({ status, decidedAt: this.clock() })
        .where(eq(volunteerRequests.id, requestId))
        .returning();
      if (!row) throw notFound(GARDEN_DETAILS.requestNotFound);
      if (row.volunteerId !== null)
        await this.inbox.deliver(
          row.volunteerId,
          {
            sender: GARDEN_PROGRAMME_SENDER,
            ...GARDEN_INBOX.volunteerDecided(status, {
              host_name: garden.hostName,
              location: garden.location,
            }),
          },
          { db: tx },
        );
      return toVolunteerRequest(row, true);
    });
  }

  /** A garden as `viewer` may see it: the e-mail for its host and the admin only. */
  private view(row: GardenRow, viewer: AuthUser | null): Garden {
    const showEmail = viewer !== null && (row.hostId === viewer.id || this.isAdmin(viewer));
    return toGarden(row, showEmail);
  }

  /** A garden `viewer` sees (`seenBy`), else 404. */
  private async findSeen(id: number, viewer: AuthUser | null): Promise<GardenRow> {
    const [row] = await this.db
      .select(getTableColumns(gardens))
      .from(gardens)
      .leftJoin(users, eq(users.id, gardens.hostId))
      .where(and(eq(gardens.id, id), this.seenBy(viewer)));
    if (!row) throw notFound(GARDEN_DETAILS.gardenNotFound);
    return row;
  }

  private async find(id: number): Promise<GardenRow> {
    const [row] = await this.db.select().from(gardens).where(eq(gardens.id, id));
    if (!row) throw notFound(GARDEN_DETAILS.gardenNotFound);
    return row;
  }
}
