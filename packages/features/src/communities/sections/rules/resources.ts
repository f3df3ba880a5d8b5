const HTTP = /^https?:\/\/\S/i;
/** A scheme (`javascript:`, `data:`, `mailto:`…), but not a `host:port`. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?![0-9]+(?:[/?#]|$))/i;

/**
 * The address a resource's url opens, or null when it must not be a link (spec 2 §5): a url with
 * http:// or https:// as it is, one without a scheme with https:// prefixed, anything else
 * (`javascript:`, `data:`, `mailto:`, a relative path, spaces) never. The server refuses such urls
 * already; this keeps the screen safe whatever arrives.
 */
export function resourceHref(url: string): string | null {
  const address = url.trim();
  if (address === '' || /\s/.test(address)) return null;
  if (HTTP.test(address)) return address;
  if (/^https?:/i.test(address) || OTHER_SCHEME.test(address)) return null;
  if (/^[/?#:\\]/.test(address)) return null;
  return `https://${address}`;
}

export interface ResourceDraft {
  title: string;
  url: string;
  description: string;
}

export const emptyResourceDraft: ResourceDraft = { title: '', url: '', description: '' };

/** The request body of a draft: the title and url trimmed. */
export function resourceRequest(draft: ResourceDraft) {
  return { title: draft.title.trim(), url: draft.url.trim(), description: draft.description };
}
