import {
  Badge,
  Button,
  Card,
  Grid,
  Heading,
  Inline,
  SegmentedToggle,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@wegrow/ui';
import { useState, type FormEvent } from 'react';
import { plainList, readable } from '../../shared/styles';
import {
  boardColumns,
  postOnBoard,
  type BoardPost,
  type BoardPostFields,
  type PostType,
} from '../rules/boards';
import { decodeBoardPosts, tabStorageKeys } from '../rules/tabStorage';
import { BackToExperiments } from '../shared/BackToExperiments';
import { newItemId, useTabState } from '../shared/useTabState';
import { experimentTexts as t } from '../texts';

const blankPost: BoardPostFields = { title: '', description: '', tags: '' };

const typeOptions = [
  { value: 'offer', label: t.canOffer },
  { value: 'request', label: t.needHelp },
] as const;

function isPostType(value: string): value is PostType {
  return value === 'offer' || value === 'request';
}

interface ColumnProps {
  id: string;
  title: string;
  empty: string;
  posts: readonly BoardPost[];
}

/** One column of the board: its posts, newest first, with their tags. */
function Column({ id, title, empty, posts }: ColumnProps) {
  return (
    <Stack align="stretch" as="section" gap="3" aria-labelledby={id}>
      <Heading level={2} size="md" id={id}>
        {title}
      </Heading>
      {posts.length === 0 ? (
        <Text tone="secondary">{empty}</Text>
      ) : (
        <Stack align="stretch" as="ul" gap="3" style={plainList}>
          {posts.map((post) => (
            <li key={post.id}>
              <Card variant="outlined" padding="md">
                <Stack align="stretch" gap="2">
                  <Heading level={3} size="sm">
                    {post.title || t.untitled}
                  </Heading>
                  {post.description ? (
                    <Text style={{ whiteSpace: 'pre-wrap' }}>{post.description}</Text>
                  ) : null}
                  {post.tags.length > 0 ? (
                    <Inline as="ul" gap="2" wrap style={plainList} aria-label={t.tagsLabel}>
                      {post.tags.map((tag) => (
                        <li key={tag}>
                          <Badge variant="accent">{tag}</Badge>
                        </li>
                      ))}
                    </Inline>
                  ) : null}
                </Stack>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * We Do (`/WeDo`, spec 3 §2): I Can Offer or I Need Help, a title, a description and
 * comma-separated tags; the Offers and Requests columns, newest first. Kept in this browser tab
 * (issue 19).
 */
export function WeDoScreen() {
  const [posts, setPosts] = useTabState(tabStorageKeys.weDo, decodeBoardPosts, []);
  const [type, setType] = useState<PostType>('offer');
  const [fields, setFields] = useState(blankPost);
  const { offers, requests } = boardColumns(posts);

  function post(event: FormEvent) {
    event.preventDefault();
    const id = newItemId();
    setPosts((current) => postOnBoard(current, type, fields, id));
    setFields(blankPost);
  }

  const field = (name: keyof BoardPostFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack align="stretch" gap="6">
      <Stack align="stretch" gap="3">
        <Heading level={1}>{t.doTitle}</Heading>
        <Text tone="secondary" style={readable}>
          {t.doIntro}
        </Text>
        <Text size="sm" tone="secondary" style={readable}>
          {t.tabOnlyNote}
        </Text>
      </Stack>
      <form onSubmit={post} style={readable}>
        <Stack gap="3" align="stretch">
          <SegmentedToggle
            label={t.doType}
            options={typeOptions}
            value={type}
            onValueChange={(value) => {
              if (isPostType(value)) setType(value);
            }}
          />
          <TextField label={t.postTitle} {...field('title')} />
          <TextArea label={t.postDescription} rows={3} {...field('description')} />
          <TextField label={t.postTags} hint={t.postTagsHint} {...field('tags')} />
          <div>
            <Button type="submit">{type === 'offer' ? t.postOffer : t.postNeed}</Button>
          </div>
        </Stack>
      </form>
      <Grid columns={2} minItemWidth="16rem" gap="6" style={{ maxWidth: '64rem' }}>
        <Column id="we-do-offers" title={t.offers} empty={t.noOffers} posts={offers} />
        <Column id="we-do-requests" title={t.requests} empty={t.noRequests} posts={requests} />
      </Grid>
      <div>
        <BackToExperiments />
      </div>
    </Stack>
  );
}
