import { PostEditorScreen } from './PostEditorScreen';

/** The `/blog/new` route's screen: a new post. */
export function NewPostRoute() {
  return <PostEditorScreen mode="new" />;
}

/** The `/blog/{id}/edit` route's screen: the post's edit. */
export function EditPostRoute() {
  return <PostEditorScreen mode="edit" />;
}
