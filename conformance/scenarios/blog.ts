/**
 * The blog (spec 2 §2 /blog…, §5, §6, §7 Blog): public reads; only the owner (BLOG_OWNER_EMAIL)
 * writes posts and deletes comments; signed-in users comment on posts that exist.
 */
import { uploadBlogCover } from '@wegrow/api';
import { scenario } from '../scenario';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const UNKNOWN = 2147483647;

export const blogScenarios = [
  scenario(
    'blog',
    'the owner writes, edits and deletes; everyone reads; others are refused',
    async ({ api, blogOwner, newUser, note }) => {
      const owner = await blogOwner();
      const member = await newUser('member');

      const who = await api.GET('/blog/owner');
      note('the owner, by username', { name: who.data?.name, isOwner: who.data?.id === owner.id });

      await api.POST('/blog', { body: { title: 'Anonymous', content: 'Hello' } });
      await api.POST('/blog', { ...member.auth, body: { title: 'Mine', content: 'Hello' } });
      const created = await api.POST('/blog', {
        ...owner.auth,
        body: { title: '  Spring seed swap  ', content: 'Bring seeds.\n\n<b>Take</b> seeds.' },
      });
      note('title trimmed, content kept as text', {
        title: created.data?.title,
        content: created.data?.content,
      });
      await api.POST('/blog', { ...owner.auth, body: { title: '   ', content: 'x' } });
      await api.POST('/blog', { ...owner.auth, body: { title: 'x', content: '' } });
      await api.POST('/blog', {
        ...owner.auth,
        // @ts-expect-error -- the content is missing on purpose
        body: { title: 'No content' },
      });

      const list = await api.GET('/blog');
      note('newest first: the new post leads', list.data?.[0]?.title);
      await api.GET('/blog/feed.xml', { parseAs: 'text' });

      const id = created.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };
      await api.GET('/blog/{id}', path);
      await api.GET('/blog/{id}', { params: { path: { id: UNKNOWN } } });

      const edit = { title: 'Spring seed swap (moved)', content: 'Now on Sunday.' };
      await api.PUT('/blog/{id}', { ...path, body: edit });
      await api.PUT('/blog/{id}', { ...member.auth, ...path, body: edit });
      await api.PUT('/blog/{id}', {
        ...member.auth,
        params: { path: { id: UNKNOWN } },
        body: edit,
      });
      await api.PUT('/blog/{id}', { ...owner.auth, ...path, body: { ...edit, content: ' ' } });
      const edited = await api.PUT('/blog/{id}', { ...owner.auth, ...path, body: edit });
      note('edited', { title: edited.data?.title, content: edited.data?.content });
      await api.PUT('/blog/{id}', {
        ...owner.auth,
        params: { path: { id: UNKNOWN } },
        body: edit,
      });

      await api.DELETE('/blog/{id}', path);
      await api.DELETE('/blog/{id}', { ...member.auth, ...path });
      await api.DELETE('/blog/{id}', { ...owner.auth, ...path });
      await api.DELETE('/blog/{id}', { ...owner.auth, ...path });
      await api.GET('/blog/{id}', path);
    },
  ),

  scenario(
    'blog',
    'signed-in users comment; a commenter edits and deletes their own, the owner deletes any; comments go with their post',
    async ({ api, blogOwner, newUser, note }) => {
      const owner = await blogOwner();
      const member = await newUser('member');
      const other = await newUser('other');
      const post = await api.POST('/blog', {
        ...owner.auth,
        body: { title: 'Our first garden blitz', content: 'Forty neighbours…' },
      });
      const id = post.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };

      await api.POST('/blog/comment', { body: { post_id: id, content: 'Anonymous' } });
      const first = await api.POST('/blog/comment', {
        ...member.auth,
        body: { post_id: id, content: 'Count me in!' },
      });
      note('the author, without a username yet', {
        isMember: first.data?.author.id === member.id,
        username: first.data?.author.username,
      });
      const others = await api.POST('/blog/comment', {
        ...other.auth,
        body: { post_id: id, content: 'I can bring rain barrels.' },
      });
      await api.POST('/blog/comment', { ...owner.auth, body: { post_id: id, content: 'Thanks!' } });
      await api.POST('/blog/comment', {
        ...member.auth,
        body: { post_id: UNKNOWN, content: 'Nowhere' },
      });
      await api.POST('/blog/comment', { ...member.auth, body: { post_id: id, content: '  ' } });

      const comments = await api.GET('/blog/{id}/comments', path);
      note(
        'oldest first, with their authors',
        comments.data?.map((comment) => [comment.content, comment.author.username]),
      );
      await api.GET('/blog/{id}/comments', { params: { path: { id: UNKNOWN } } });

      const commentId = first.data?.id ?? UNKNOWN;
      const comment = { params: { path: { commentId } } };
      const othersComment = { params: { path: { commentId: others.data?.id ?? UNKNOWN } } };
      const edit = (content: string) => ({ ...comment, body: { content } });
      // Only the commenter edits (issue 33): not anonymous, not another member, not the owner.
      await api.PATCH('/blog/comment/{commentId}', edit('Anonymous edit'));
      await api.PATCH('/blog/comment/{commentId}', { ...other.auth, ...edit('Not mine') });
      await api.PATCH('/blog/comment/{commentId}', { ...owner.auth, ...edit('Owner rewording') });
      await api.PATCH('/blog/comment/{commentId}', { ...member.auth, ...edit('   ') });
      await api.PATCH('/blog/comment/{commentId}', {
        ...member.auth,
        params: { path: { commentId: UNKNOWN } },
        body: { content: 'Nowhere' },
      });
      await api.PATCH('/blog/comment/{commentId}', {
        ...member.auth,
        ...edit('Count me in, with **two** friends!'),
      });
      note(
        'after the edit',
        (await api.GET('/blog/{id}/comments', path)).data?.map((c) => c.content),
      );

      // The owner deletes any comment, a commenter their own, nobody else.
      await api.DELETE('/blog/comment/{commentId}', comment);
      await api.DELETE('/blog/comment/{commentId}', { ...member.auth, ...othersComment });
      await api.DELETE('/blog/comment/{commentId}', { ...other.auth, ...comment });
      await api.DELETE('/blog/comment/{commentId}', { ...member.auth, ...comment });
      await api.DELETE('/blog/comment/{commentId}', { ...member.auth, ...comment });
      await api.DELETE('/blog/comment/{commentId}', { ...owner.auth, ...othersComment });
      await api.DELETE('/blog/comment/{commentId}', { ...owner.auth, ...othersComment });
      note(
        'left after the delete',
        (await api.GET('/blog/{id}/comments', path)).data?.map((c) => c.content),
      );

      await api.DELETE('/blog/{id}', { ...owner.auth, ...path });
      await api.GET('/blog/{id}/comments', path);
      await api.POST('/blog/comment', { ...member.auth, body: { post_id: id, content: 'Late' } });
    },
  ),

  scenario(
    'blog',
    "drafts are the owner's until published; tags list their posts; covers need alt text (issue 44)",
    async ({ api, blogOwner, newUser, note }) => {
      const owner = await blogOwner();
      const member = await newUser('member');
      const draft = await api.POST('/blog', {
        ...owner.auth,
        body: { title: 'Half-written', content: 'Soon.', draft: true, tags: ['seed-saving'] },
      });
      note('a draft', { draft: draft.data?.draft, published_at: draft.data?.published_at });
      const id = draft.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };
      const tagged = { params: { query: { tag: 'seed-saving' } } };
      note('the owner lists it, others do not', {
        owner: (await api.GET('/blog', { ...owner.auth })).data?.some((p) => p.id === id),
        member: (await api.GET('/blog', { ...member.auth })).data?.some((p) => p.id === id),
        anonymous: (await api.GET('/blog')).data?.some((p) => p.id === id),
        tagPage: (await api.GET('/blog', tagged)).data?.some((p) => p.id === id),
      });
      await api.GET('/blog/{id}', path);
      await api.GET('/blog/{id}', { ...member.auth, ...path });
      await api.GET('/blog/{id}', { ...owner.auth, ...path });
      await api.GET('/blog/{id}/comments', { ...member.auth, ...path });
      await api.POST('/blog/comment', { ...member.auth, body: { post_id: id, content: 'Early' } });

      // Tags: lowercase slugs, at most 5, each once.
      const edit = { title: 'Half-written', content: 'Soon.' };
      await api.PUT('/blog/{id}', { ...owner.auth, ...path, body: { ...edit, tags: ['Seeds'] } });
      await api.PUT('/blog/{id}', {
        ...owner.auth,
        ...path,
        body: { ...edit, tags: ['a', 'b', 'c', 'd', 'e', 'f'] },
      });
      await api.PUT('/blog/{id}', { ...owner.auth, ...path, body: { ...edit, tags: ['a', 'a'] } });
      await api.GET('/blog', { params: { query: { tag: 'Not A Tag' } } });

      // A cover: alt text first, then the image; removable.
      const upload = (caller: { headers: Record<string, string> } | null, image: Blob) =>
        api.PUT('/blog/{id}/cover', {
          ...path,
          body: image,
          bodySerializer: (body: unknown) => body,
          headers: { ...(caller?.headers ?? {}), 'Content-Type': image.type },
        });
      await uploadBlogCover(api, id, new Blob([PNG], { type: 'image/png' }));
      await upload(member.auth, new Blob([PNG], { type: 'image/png' }));
      await upload(owner.auth, new Blob([PNG], { type: 'image/png' }));
      await api.PUT('/blog/{id}', {
        ...owner.auth,
        ...path,
        body: { ...edit, cover_alt: 'Seed packets on a table' },
      });
      await upload(owner.auth, new Blob([Buffer.from('not a picture')], { type: 'image/png' }));
      const covered = await upload(owner.auth, new Blob([PNG], { type: 'image/png' }));
      note('the cover', {
        alt: covered.data?.cover?.alt,
        width: covered.data?.cover?.width,
        height: covered.data?.cover?.height,
      });
      const url = covered.data?.cover?.url ?? '';
      const key = url.slice(url.lastIndexOf('/') + 1);
      await api.GET('/blog/{id}/cover/{key}', {
        params: { path: { id, key } },
        parseAs: 'blob',
      });
      await api.GET('/blog/{id}/cover/{key}', {
        params: { path: { id, key: 'AAAAAAAAAAAAAAAAAAAAAA' } },
      });
      await api.PUT('/blog/{id}', { ...owner.auth, ...path, body: { ...edit, cover_alt: ' ' } });
      await api.DELETE('/blog/{id}/cover', { ...member.auth, ...path });
      const removed = await api.DELETE('/blog/{id}/cover', { ...owner.auth, ...path });
      note('removed', removed.data?.cover);
      await api.GET('/blog/{id}/cover/{key}', { params: { path: { id, key } } });

      // Published: dated then, seen by everyone, on its tag's page.
      const published = await api.PUT('/blog/{id}', {
        ...owner.auth,
        ...path,
        body: { ...edit, draft: false, tags: ['seed-saving'] },
      });
      note('published', {
        draft: published.data?.draft,
        dated: published.data?.published_at !== null,
      });
      note('on the tag page', (await api.GET('/blog', tagged)).data?.[0]?.id === id);
      await api.GET('/blog/{id}', { ...member.auth, ...path });

      // A comment edited by its author is marked.
      const written = await api.POST('/blog/comment', {
        ...member.auth,
        body: { post_id: id, content: 'Nice' },
      });
      note('not edited yet', written.data?.edited_at);
      const changed = await api.PATCH('/blog/comment/{commentId}', {
        ...member.auth,
        params: { path: { commentId: written.data?.id ?? UNKNOWN } },
        body: { content: 'Very nice' },
      });
      note('edited', typeof changed.data?.edited_at);
    },
  ),
];
