import {
  Button,
  Card,
  Grid,
  Heading,
  Inline,
  List,
  ListItem,
  Notice,
  Stack,
  Text,
  TextField,
} from '@wegrow/ui';
import { useState, type FormEvent } from 'react';
import { plainList, readable } from '../../shared/styles';
import {
  commentCount,
  commentOnIdea,
  discussionSummary,
  proposeIdea,
  type Idea,
} from '../rules/boards';
import { decodePlanState, tabStorageKeys, type PlanState } from '../rules/tabStorage';
import { BackToExperiments } from '../shared/BackToExperiments';
import { newItemId, useTabState } from '../shared/useTabState';
import { experimentTexts as t } from '../texts';

/** The two columns (ideas, discussion) at most this wide. */
const boardWidth = { maxWidth: '64rem' } as const;

const emptyPlan: PlanState = { ideas: [], selectedId: null };

interface DiscussionProps {
  idea: Idea;
  onComment: (text: string) => void;
}

/** The selected idea's discussion: its comments, the comment box and the canned synthesis. */
function Discussion({ idea, onComment }: DiscussionProps) {
  const [comment, setComment] = useState('');
  const [summary, setSummary] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!comment.trim()) return; // blank comments are ignored (spec 3 §5)
    onComment(comment);
    setComment('');
    setSummary(null); // the synthesis counted the comments before this one
  }

  return (
    <section aria-labelledby="we-plan-discussion">
      <Card variant="outlined">
        <Stack align="stretch" gap="4">
          <Stack align="stretch" gap="1">
            <Heading level={2} size="md" id="we-plan-discussion">
              {t.discussion}
            </Heading>
            <Text weight="medium">{idea.text}</Text>
          </Stack>
          {idea.comments.length === 0 ? (
            <Text tone="secondary">{t.noComments}</Text>
          ) : (
            <Stack align="stretch" as="ul" gap="2" style={plainList}>
              {idea.comments.map((text, index) => (
                <li key={`${index}-${text}`}>
                  <Card variant="sunken" padding="sm">
                    <Text>{text}</Text>
                  </Card>
                </li>
              ))}
            </Stack>
          )}
          <form onSubmit={submit}>
            <Stack align="stretch" gap="3">
              <TextField
                label={t.commentLabel}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
              <Inline gap="3" wrap>
                <Button type="submit">{t.comment}</Button>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => setSummary(discussionSummary(idea))}
                >
                  {t.summarize}
                </Button>
              </Inline>
            </Stack>
          </form>
          {summary ? (
            <Notice tone="info" role="status">
              {summary}
            </Notice>
          ) : null}
        </Stack>
      </Card>
    </section>
  );
}

/**
 * We Plan (`/WePlan`, spec 3 §2): propose an idea (blank ignored), pick one from the list, discuss
 * it and summarize the discussion. Kept in this browser tab (issue 19).
 */
export function WePlanScreen() {
  const [plan, setPlan] = useTabState(tabStorageKeys.wePlan, decodePlanState, emptyPlan);
  const [draft, setDraft] = useState('');
  const selected = plan.ideas.find((idea) => idea.id === plan.selectedId) ?? null;

  function propose(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim()) return; // spec 3 §5: an empty idea is ignored
    const id = newItemId();
    setPlan((current) => ({ ideas: proposeIdea(current.ideas, draft, id), selectedId: id }));
    setDraft('');
  }

  return (
    <Stack align="stretch" gap="6">
      <Stack align="stretch" gap="3">
        <Heading level={1}>{t.planTitle}</Heading>
        <Text tone="secondary" style={readable}>
          {t.planIntro}
        </Text>
        <Text size="sm" tone="secondary" style={readable}>
          {t.tabOnlyNote}
        </Text>
      </Stack>
      <form onSubmit={propose} style={readable}>
        <Stack align="stretch" gap="3">
          <TextField
            label={t.ideaLabel}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div>
            <Button type="submit">{t.submitIdea}</Button>
          </div>
        </Stack>
      </form>
      <Grid columns={2} minItemWidth="18rem" gap="6" style={boardWidth}>
        <Stack align="stretch" as="section" gap="3" aria-labelledby="we-plan-ideas">
          <Heading level={2} size="md" id="we-plan-ideas">
            {t.ideasHeading}
          </Heading>
          {plan.ideas.length === 0 ? (
            <Text tone="secondary">{t.noIdeas}</Text>
          ) : (
            <List variant="separated">
              {plan.ideas.map((idea) => (
                <ListItem
                  key={idea.id}
                  description={commentCount(idea.comments.length)}
                  highlighted={idea.id === plan.selectedId}
                  highlightLabel={t.selected}
                  onActivate={() => setPlan((current) => ({ ...current, selectedId: idea.id }))}
                >
                  {idea.text}
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
        {selected ? (
          <Discussion
            key={selected.id}
            idea={selected}
            onComment={(text) =>
              setPlan((current) => ({
                ...current,
                ideas: commentOnIdea(current.ideas, selected.id, text),
              }))
            }
          />
        ) : plan.ideas.length > 0 ? (
          <Text tone="secondary">{t.chooseIdea}</Text>
        ) : null}
      </Grid>
      <div>
        <BackToExperiments />
      </div>
    </Stack>
  );
}
