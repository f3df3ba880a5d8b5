import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { blogHandlers } from './blog';
import { civicHandlers } from './civic';
import { communitiesHandlers } from './communities';
import { farmgameHandlers } from './farmgame';
import { forumHandlers } from './forum';
import { gardensHandlers, volunteersHandlers } from './gardens';
import { groceryListHandlers } from './grocery-list';
import { healthHandlers } from './health';
import { inboxHandlers } from './inbox';
import { journalHandlers } from './journal';
import { lyraHandlers } from './lyra';
import { mealPlanningHandlers } from './meal-planning';
import { notificationsHandlers } from './notifications';
import { projectsHandlers } from './projects';
import { reportsHandlers } from './reports';
import { weDreamHandlers } from './we-dream';
import { weLearnHandlers } from './we-learn';
import { weekPlanHandlers } from './week-plan';

/**
 * The fakes of every operation of the contract, by domain (the contract's tags). Storybook's
 * msw-storybook-addon accepts this object as `parameters.msw.handlers`, so a story can replace one
 * domain's handlers by key.
 */
export const handlersByDomain = {
  auth: authHandlers,
  inbox: inboxHandlers,
  notifications: notificationsHandlers,
  journal: journalHandlers,
  'meal-planning': [...mealPlanningHandlers, ...weekPlanHandlers],
  'grocery-list': groceryListHandlers,
  projects: projectsHandlers,
  blog: blogHandlers,
  communities: communitiesHandlers,
  'we-dream': weDreamHandlers,
  gardens: gardensHandlers,
  volunteers: volunteersHandlers,
  forum: forumHandlers,
  reports: reportsHandlers,
  farmgame: farmgameHandlers,
  lyra: lyraHandlers,
  civic: civicHandlers,
  'we-learn': weLearnHandlers,
  health: healthHandlers,
} satisfies Record<string, HttpHandler[]>;

export type MockDomain = keyof typeof handlersByDomain;

/** Every fake, as one list for `setupServer(...handlers)` / `setupWorker(...handlers)`. */
export const handlers: HttpHandler[] = Object.values(handlersByDomain).flat();
