/**
 * Recipe import: the page fetched through the platform's safe fetch, the draft read from it
 * (recipe-page.ts) in a worker thread with a time limit (recipe-page-thread.ts), and every failure
 * turned into a 422 whose detail says what happened (a 429 when too many pages are being read).
 */
import { RECIPE_IMPORT_DETAILS } from '@wegrow/contract/meal-planning';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, unprocessable } from '../../platform/errors';
import { safeFetch, SafeFetchError, type SafeFetchFailure } from '../../platform/safe-fetch';
import { type RecipeDraft, RecipePageTooComplex } from './recipe-page';
import { type RecipePageThreads, recipePageThreads } from './recipe-page-thread';

/** The limits of a recipe page (the details below say them in words). */
export const RECIPE_PAGE_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
  accept: ['text/html', 'application/xhtml+xml'],
} as const;

function detailFor(error: SafeFetchError): string {
  const details: Record<Exclude<SafeFetchFailure, 'http-status'>, string> = {
    'invalid-url': RECIPE_IMPORT_DETAILS.invalidUrl,
    scheme: RECIPE_IMPORT_DETAILS.scheme,
    blocked: RECIPE_IMPORT_DETAILS.blocked,
    'host-not-found': RECIPE_IMPORT_DETAILS.hostNotFound,
    unreachable: RECIPE_IMPORT_DETAILS.unreachable,
    timeout: RECIPE_IMPORT_DETAILS.timeout,
    'too-many-redirects': RECIPE_IMPORT_DETAILS.tooManyRedirects,
    'media-type': RECIPE_IMPORT_DETAILS.notHtml,
    'too-large': RECIPE_IMPORT_DETAILS.tooLarge,
  };
  return error.reason === 'http-status'
    ? RECIPE_IMPORT_DETAILS.httpStatus(error.status ?? 0)
    : details[error.reason];
}

export class RecipeImporter {
  constructor(
    /** `IMPORT_ALLOWED_HOSTS`: the only hosts allowed past the address checks. */
    private readonly allowedHosts: ReadonlySet<string>,
    private readonly log: FastifyBaseLogger,
    /** Where pages are read: the process's worker threads. */
    private readonly pages: RecipePageThreads = recipePageThreads,
  ) {}

  /** The recipe draft of the page at `url`, or a 422 that says why there is none. */
  async draftFrom(url: string): Promise<RecipeDraft> {
    let page: Awaited<ReturnType<typeof safeFetch>>;
    try {
      page = await safeFetch(url, {
        ...RECIPE_PAGE_LIMITS,
        allowedHosts: this.allowedHosts,
      });
    } catch (error) {
      if (error instanceof SafeFetchError) {
        this.log.info({ url, reason: error.reason, why: error.message }, 'recipe import refused');
        throw unprocessable(detailFor(error));
      }
      this.log.warn({ err: error, url }, 'recipe import failed');
      throw unprocessable(RECIPE_IMPORT_DETAILS.unreachable);
    }
    let draft: RecipeDraft | null;
    try {
      draft = await this.pages.read(page.body, page.charset);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof RecipePageTooComplex) {
        this.log.info({ url, why: error.message }, 'recipe page refused');
        throw unprocessable(RECIPE_IMPORT_DETAILS.tooComplex);
      }
      this.log.warn({ err: error, url }, 'recipe page could not be read');
      draft = null;
    }
    if (!draft) throw unprocessable(RECIPE_IMPORT_DETAILS.noRecipe);
    return draft;
  }
}
