import type { paths } from '../schema';

/** The HTTP methods of the contract that change something. */
export type MutationMethod = 'post' | 'put' | 'patch' | 'delete';

/** The contract's paths that have an operation for `Method`. */
export type PathsWith<Method extends 'get' | MutationMethod> = {
  [Path in keyof paths]: paths[Path] extends { [M in Method]: object } ? Path : never;
}[keyof paths];

/** Every mutation of the contract as `"<method> <path>"`, e.g. `"post /inbox/read/{messageId}"`. */
export type MutationOperation = {
  [Method in MutationMethod]: `${Method} ${PathsWith<Method>}`;
}[MutationMethod];

/**
 * The prefix of openapi-react-query keys (`[method, path, init]`) for every query of one GET path,
 * whatever its params: invalidating it refetches all of them.
 */
export type QueryKeyPrefix = readonly ['get', PathsWith<'get'>];

/** Which queries each mutation makes stale. */
export type Invalidations = {
  readonly [Operation in MutationOperation]?: readonly QueryKeyPrefix[];
};

/** The key prefix of every query of a GET path: `queryKeyOf('/journal')` → `['get', '/journal']`. */
export function queryKeyOf<Path extends PathsWith<'get'>>(path: Path): readonly ['get', Path] {
  return ['get', path] as const;
}
