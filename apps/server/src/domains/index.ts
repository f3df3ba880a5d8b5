/**
 * The domains of the server: the one list. Adding a domain is its folder under src/domains/ plus
 * one entry here (README.md, "Adding a domain").
 */
import { account } from './account';
import { auth } from './auth';
import { blog } from './blog';
import { civic } from './civic';
import { dreams } from './dreams';
import { farmGame } from './farmgame';
import { forum } from './forum';
import { gardens } from './gardens';
import { communities } from './communities';
import { groceryList } from './grocery-list';
import { inbox } from './inbox';
import { journal } from './journal';
import { lyra } from './lyra';
import { mealPlanning } from './meal-planning';
import { notifications } from './notifications';
import { weekPlan } from './meal-planning/week-plan';
import { projects } from './projects';
import { reports } from './reports';
import { weLearn } from './we-learn';

export const domains = [
  inbox,
  notifications,
  account,
  auth,
  journal,
  mealPlanning,
  groceryList,
  weekPlan,
  projects,
  blog,
  dreams,
  gardens,
  communities,
  forum,
  reports,
  farmGame,
  civic,
  lyra,
  weLearn,
] as const;

export type Domains = typeof domains;
