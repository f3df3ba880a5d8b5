/**
 * The project page's edit mode lives in its address (spec 2 §2, §4: "Edit mode follows the query
 * edit=true and the toggle"): `/projects/{id}?edit=true` opens it, the toggle adds or removes it.
 */

/** Whether the page's query asks for edit mode (`edit=true`, exactly). */
export function isEditMode(search: URLSearchParams): boolean {
  return search.get('edit') === 'true';
}

/** The query with edit mode on or off; the other parameters are kept. */
export function withEditMode(search: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (on) next.set('edit', 'true');
  else next.delete('edit');
  return next;
}
