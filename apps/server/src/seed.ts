import { count } from 'drizzle-orm';
import type { AuthService } from './domains/auth';
import type { BlogService } from './domains/blog';
import type { DreamsService } from './domains/dreams';
import type { GardensService } from './domains/gardens';
import type { CommunitiesServices } from './domains/communities';
import { type InboxService, SYSTEM_SENDER } from './domains/inbox';
import type { ProjectsService } from './domains/projects';
import type { AuthUser } from './platform/auth';
import type { Config } from './platform/config';
import type { Db } from './platform/db';
import { users } from './platform/schema';

export interface DemoUser {
  email: string;
  password: string;
  username: string;
  bio: string;
  role: string;
}

/** The settings the demo data follows (special accounts are whoever the configuration names). */
export type SeedConfig = Pick<Config, 'blogOwnerEmail' | 'forumAdminEmail' | 'gardensAdminEmail'>;

/**
 * The demo accounts (README.md lists them). The blog owner, forum admin and garden programme admin
 * follow the configuration.
 */
export function demoUsers(config: SeedConfig): DemoUser[] {
  return [
    {
      email: 'demo@wegrow.local',
      password: 'grow-together-1',
      username: 'demo',
      bio: 'Trying out WeGrow: journaling, planning meals and growing things.',
      role: 'Member, with a few inbox messages (one unread)',
    },
    {
      email: 'sam@wegrow.local',
      password: 'grow-together-2',
      username: 'sam',
      bio: 'Community gardener.',
      role: 'Second member (to try permissions between two people)',
    },
    {
      email: config.blogOwnerEmail,
      password: 'blog-owner-1',
      username: 'blog_owner',
      bio: 'I write the WeGrow blog.',
      role: 'Blog owner (BLOG_OWNER_EMAIL)',
    },
    {
      email: config.forumAdminEmail,
      password: 'forum-admin-1',
      username: 'forum_admin',
      bio: 'I look after We Talk.',
      role: 'Forum admin (FORUM_ADMIN_EMAIL)',
    },
    {
      email: config.gardensAdminEmail,
      password: 'garden-admin-1',
      username: 'garden_admin',
      bio: 'I run the garden programme.',
      role: 'Garden programme admin (GARDENS_ADMIN_EMAIL)',
    },
  ];
}

/** The blog's first post, by the owner (README.md, demo data). */
export const DEMO_BLOG_POST = {
  title: 'Welcome to the WeGrow blog',
  content:
    'This is where we share what we are growing: garden blitzes, soup nights, new tools.\n\nSign in to leave a comment, and follow along with the feed.',
};

/** The demo member's project (README.md, demo data). */
export const DEMO_PROJECT = {
  name: 'Balcony herb garden',
  description: 'Basil, mint and chives in three boxes.',
  links: ['https://www.rhs.org.uk/herbs'],
  tasks: ['Buy three planters', 'Sow the basil', ''],
};

/** The demo members' dreams (README.md, demo data): no Dream Machine run yet. */
export const DEMO_DREAMS = {
  demo: {
    vision: 'A street where every balcony grows herbs and neighbours swap cuttings on Saturdays.',
    mantra: 'I grow a little green every day.',
  },
  sam: {
    vision: 'Every empty lot in town turned into a garden that feeds the neighbours.',
    mantra: 'I plant what we will harvest together.',
  },
} as const;

/**
 * The demo gardens (README.md, demo data): Sam's blitz garden, approved, with an approved request
 * from an anonymous helper and a pending one from the demo member; an anonymous long-term
 * volunteer's sign-up and the demo member's long-term garden, both pending.
 */
export const DEMO_GARDENS = {
  samsBlitz: {
    type: 'Blitz',
    host_name: 'Sam',
    description: 'Garden Host Application',
    notes: 'The empty lot behind the bakery on Mill Street: full sun, a tap on site. Bring gloves.',
    email: 'sam@wegrow.local',
  },
  jo: {
    type: 'Ongoing',
    host_name: 'Jo',
    description: 'Volunteer Application',
    notes: 'Free on weekday mornings, happy to weed and water.',
    email: 'jo@example.org',
  },
  demosOngoing: {
    type: 'Ongoing',
    host_name: 'Demo',
    description: 'Garden Host Application',
    notes: 'A shared courtyard with four raised beds that need a hand through the summer.',
    email: 'demo@wegrow.local',
  },
} as const;

/** The demo community (README.md, demo data): the demo member's, with sam as a member. */
export const DEMO_COMMUNITY = {
  name: 'Riverside Growers',
  description:
    'Neighbours turning lawns into food gardens. Try the goals, the chat, the resource board and the calendar.',
  goal: {
    title: 'Plant the pollinator strip',
    description: 'Native wildflowers along the river path, before the end of spring.',
  },
  /** Buy the seeds: assigned to and completed by sam; dig: assigned to demo; water: open. */
  tasks: ['Buy native wildflower seeds', 'Dig the bed', 'Water it every week'],
  chat: [
    ['demo', 'Welcome to Riverside Growers! The seeds arrive on Saturday.'],
    ['sam', 'Great, I will bring two spades.'],
    ['demo', 'Soup for everyone afterwards 🍲'],
  ],
  resource: {
    title: 'Companion planting chart',
    // Without a scheme on purpose: it opens with https:// prefixed (spec 2 §5).
    url: 'www.rhs.org.uk/vegetables/companion-planting',
    description: 'Which plants grow well together.',
  },
  event: {
    title: 'Spring planting day',
    description: 'Meet at the community garden at 10. Gloves provided.',
    /** Days after the first start, so it is always upcoming then. */
    inDays: 14,
  },
} as const;

/**
 * Loads the demo data into an empty database (no users yet). Returns whether it did anything.
 */
export async function seedDemoData(
  db: Db,
  config: SeedConfig,
  {
    auth,
    inbox,
    blog,
    projects,
    dreams,
    gardens,
    communities,
  }: {
    auth: AuthService;
    inbox: InboxService;
    blog: BlogService;
    projects: ProjectsService;
    dreams: DreamsService;
    gardens: GardensService;
    communities: CommunitiesServices;
  },
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const created = new Map<string, number>();
  for (const user of demoUsers(config)) {
    if (created.has(user.email)) continue; // the owner and admin may be one address
    // The demo accounts are verified: their roles work at once (never on a public site: README).
    const account = await auth.createAccount(
      user.email,
      user.password,
      { username: user.username, bio: user.bio },
      { verified: true },
    );
    created.set(user.email, account.id);
  }
  const demoId = created.get('demo@wegrow.local');
  const samId = created.get('sam@wegrow.local');
  if (demoId !== undefined && samId !== undefined)
    await seedDemoCommunity(
      communities,
      { id: demoId, email: 'demo@wegrow.local', verified: true },
      { id: samId, email: 'sam@wegrow.local', verified: true },
      now,
    );
  if (demoId !== undefined) {
    // Sign-up left the welcome message (and the community its join request): mark them read,
    // add a read tip and one unread message.
    await inbox.markAllRead(demoId);
    await inbox.deliver(
      demoId,
      {
        sender: SYSTEM_SENDER,
        subject: 'Tip: from recipes to groceries',
        content: 'Tip: the Meal Planner can turn your recipes into a grocery list.',
      },
      { read: true },
    );
    await inbox.deliver(demoId, {
      sender: SYSTEM_SENDER,
      subject: 'Your first journal prompt',
      content:
        'Your first journal prompt: what are you growing this week? Write it in the Smart Journal.',
    });
    const project = await projects.create(demoId, DEMO_PROJECT);
    for (const content of DEMO_PROJECT.tasks) await projects.addTask(demoId, project.id, content);
  }
  const ownerId = created.get(config.blogOwnerEmail);
  if (ownerId !== undefined)
    await blog.create(
      { id: ownerId, email: config.blogOwnerEmail, verified: true },
      DEMO_BLOG_POST,
    );

  const adminId = created.get(config.gardensAdminEmail);
  if (demoId !== undefined && samId !== undefined && adminId !== undefined) {
    const demo = { id: demoId, email: 'demo@wegrow.local', verified: true };
    const sam = { id: samId, email: 'sam@wegrow.local', verified: true };
    const admin = { id: adminId, email: config.gardensAdminEmail, verified: true };
    await dreams.save(demo.id, DEMO_DREAMS.demo);
    await dreams.save(sam.id, DEMO_DREAMS.sam);
    // Sam's garden is approved (Sam is told in the inbox); an anonymous helper's offer is
    // approved, the demo member's is pending (Sam decides it; the demo member is then told).
    const blitz = await gardens.create(sam, DEMO_GARDENS.samsBlitz);
    await gardens.decide(admin, blitz.id, 'Approved');
    const helper = await gardens.requestToVolunteer(null, {
      garden_id: blitz.id,
      volunteer_name: 'Lee',
    });
    await gardens.decideRequest(sam, helper.id, 'Approved');
    await gardens.requestToVolunteer(demo, {
      garden_id: blitz.id,
      volunteer_name: 'Demo',
      volunteer_email: 'demo@wegrow.local',
    });
    await gardens.create(null, DEMO_GARDENS.jo);
    await gardens.create(demo, DEMO_GARDENS.demosOngoing);
  }
  return true;
}

/** The demo community, made as people would: demo creates it, sam asks to join, demo approves. */
async function seedDemoCommunity(
  { community, goals, chat, resources, events }: CommunitiesServices,
  demo: AuthUser,
  sam: AuthUser,
  now: Date,
): Promise<void> {
  const made = await community.create(demo, {
    name: DEMO_COMMUNITY.name,
    description: DEMO_COMMUNITY.description,
  });
  await community.join(sam, made.id);
  await community.decide(demo, made.id, sam.id, true);
  const goal = await goals.create(demo, made.id, DEMO_COMMUNITY.goal);
  const tasks = [];
  for (const content of DEMO_COMMUNITY.tasks)
    tasks.push(await goals.addTask(demo, goal.id, content));
  const [buy, digBed] = tasks;
  if (buy) {
    await goals.updateTask(sam, buy.id, { assigned_to_user_id: sam.id });
    await goals.updateTask(sam, buy.id, { completed: true });
  }
  if (digBed) await goals.updateTask(demo, digBed.id, { assigned_to_user_id: demo.id });
  for (const [who, content] of DEMO_COMMUNITY.chat)
    await chat.send(who === 'sam' ? sam : demo, made.id, content);
  await resources.create(sam, made.id, DEMO_COMMUNITY.resource);
  const day = new Date(now.getTime() + DEMO_COMMUNITY.event.inDays * 24 * 60 * 60 * 1000);
  await events.create(demo, made.id, {
    title: DEMO_COMMUNITY.event.title,
    description: DEMO_COMMUNITY.event.description,
    date: day.toISOString().slice(0, 10),
  });
}
