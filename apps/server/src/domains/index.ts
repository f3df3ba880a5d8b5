/**
 * The domains of the server: the one list. Adding a domain is its folder under src/domains/ plus
 * one entry here (README.md, "Adding a domain").
 */
import { account } from './account';
import { auth } from './auth';
import { blog } from './blog';
import { inbox } from './inbox';
import { projects } from './projects';

export const domains = [inbox, account, auth, projects, blog] as const;

export type Domains = typeof domains;
