import { count } from 'drizzle-orm';
import type { AuthService } from './domains/auth';
import type { BlogService } from './domains/blog';
import { type InboxService, SYSTEM_SENDER } from './domains/inbox';
import type { ProjectsService } from './domains/projects';
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

/** The demo accounts (README.md lists them). The blog owner and forum admin follow the configuration. */
export function demoUsers(config: Pick<Config, 'blogOwnerEmail' | 'forumAdminEmail'>): DemoUser[] {
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

/**
 * Loads the demo data into an empty database (no users yet). Returns whether it did anything.
 */
export async function seedDemoData(
  db: Db,
  config: Pick<Config, 'blogOwnerEmail' | 'forumAdminEmail'>,
  {
    auth,
    inbox,
    blog,
    projects,
  }: { auth: AuthService; inbox: InboxService; blog: BlogService; projects: ProjectsService },
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const created = new Map<string, number>();
  for (const user of demoUsers(config)) {
    if (created.has(user.email)) continue; // the owner and admin may be one address
    const account = await auth.createAccount(user.email, user.password, {
      username: user.username,
      bio: user.bio,
    });
    created.set(user.email, account.id);
  }
  const demoId = created.get('demo@wegrow.local');
  if (demoId !== undefined) {
    // Sign-up left the welcome message; mark it read, add a read tip and one unread message.
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
    await blog.create({ id: ownerId, email: config.blogOwnerEmail }, DEMO_BLOG_POST);
  return true;
}
