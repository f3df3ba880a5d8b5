/**
 * The rules of the three in-memory boards of the experiments area (spec 3 §2, §3, §5): We Plan's
 * ideas and their discussion, We Help's requests and We Do's offers and requests. Plain data in,
 * plain data out: the screens keep the result per browser tab (`tabStorage.ts`).
 */

/** A We Plan idea with its discussion (spec 3 §3: text and a list of comment strings). */
export interface Idea {
  readonly id: string;
  readonly text: string;
  readonly comments: readonly string[];
}

/** Adds an idea at the end of the list; blank text is ignored (spec 3 §5). */
export function proposeIdea(ideas: readonly Idea[], text: string, id: string): readonly Idea[] {
  const trimmed = text.trim();
  if (!trimmed) return ideas;
  return [...ideas, { id, text: trimmed, comments: [] }];
}

/** Adds a comment to an idea's discussion; blank text or an unknown idea changes nothing. */
export function commentOnIdea(
  ideas: readonly Idea[],
  ideaId: string,
  text: string,
): readonly Idea[] {
  const trimmed = text.trim();
  if (!trimmed || !ideas.some((idea) => idea.id === ideaId)) return ideas;
  return ideas.map((idea) =>
    idea.id === ideaId ? { ...idea, comments: [...idea.comments, trimmed] } : idea,
  );
}

/** How a count of comments reads: '1 comment', '3 comments'. */
export function commentCount(count: number): string {
  return `${count} ${count === 1 ? 'comment' : 'comments'}`;
}

/**
 * Summarize Discussion's canned synthesis (spec 3 §2: a canned text that includes the comment
 * count). Nothing is analysed: the words say so.
 */
export function discussionSummary(idea: Idea): string {
  const count = idea.comments.length;
  if (count === 0) {
    return `Synthesis of "${idea.text}": 0 comments so far. Invite a neighbour to share a first thought, then summarize again.`;
  }
  return `Synthesis of "${idea.text}": ${commentCount(count)} so far. Common ground: everyone wants this to grow from small, shared steps. Next: agree on one first action and who takes it.`;
}

/** A We Help request (spec 3 §3). Every field is free text (spec 3 §5: no validation). */
export interface HelpRequest {
  readonly id: string;
  readonly name: string;
  readonly need: string;
  readonly urgency: string;
}

export type HelpRequestFields = Omit<HelpRequest, 'id'>;

/**
 * Posts a request at the top of the list (newest first). Any text is accepted; only a form left
 * wholly blank posts nothing, as there is nothing to show.
 */
export function postHelpRequest(
  requests: readonly HelpRequest[],
  fields: HelpRequestFields,
  id: string,
): readonly HelpRequest[] {
  const name = fields.name.trim();
  const need = fields.need.trim();
  const urgency = fields.urgency.trim();
  if (!name && !need && !urgency) return requests;
  return [{ id, name, need, urgency }, ...requests];
}

/** A request's urgency as shown: 'Unspecified' when blank (spec 3 §2). */
export function urgencyLabel(urgency: string): string {
  return urgency.trim() || 'Unspecified';
}

/** A We Do post: something offered or asked for (spec 3 §3). */
export type PostType = 'offer' | 'request';

export interface BoardPost {
  readonly id: string;
  readonly type: PostType;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
}

export interface BoardPostFields {
  readonly title: string;
  readonly description: string;
  /** Comma-separated, as typed. */
  readonly tags: string;
}

/** Comma-separated tags as a list: trimmed, blanks dropped, each tag once (case-insensitively). */
export function parseTags(text: string): readonly string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/**
 * Posts an offer or a request at the top of the board (newest first). Any text is accepted; a
 * form without a title, description or tag posts nothing.
 */
export function postOnBoard(
  posts: readonly BoardPost[],
  type: PostType,
  fields: BoardPostFields,
  id: string,
): readonly BoardPost[] {
  const title = fields.title.trim();
  const description = fields.description.trim();
  const tags = parseTags(fields.tags);
  if (!title && !description && tags.length === 0) return posts;
  return [{ id, type, title, description, tags }, ...posts];
}

/** The board's two columns, Offers and Requests, each newest first. */
export function boardColumns(posts: readonly BoardPost[]): {
  offers: readonly BoardPost[];
  requests: readonly BoardPost[];
} {
  return {
    offers: posts.filter((post) => post.type === 'offer'),
    requests: posts.filter((post) => post.type === 'request'),
  };
}
