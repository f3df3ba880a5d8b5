/**
 * The domains of the server: the one list. Adding a domain is its folder under src/domains/ plus
 * one entry here (README.md, "Adding a domain").
 */
import { account } from './account';
import { auth } from './auth';
import { groceryList } from './grocery-list';
import { inbox } from './inbox';
import { journal } from './journal';
import { mealPlanning } from './meal-planning';

export const domains = [inbox, account, auth, journal, mealPlanning, groceryList] as const;

export type Domains = typeof domains;
