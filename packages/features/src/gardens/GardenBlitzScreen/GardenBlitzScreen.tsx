import { toApiError, useApi } from '@wegrow/api';
import { Button, Card, Grid, Heading, Notice, Stack, Text } from '@wegrow/ui';
import { useState } from 'react';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink, TextLink } from '../../shared/links/RouterLinks';
import {
  signupForms,
  signupRequest,
  type SignupDraft,
  type SignupForm,
} from '../rules/gardenRules';
import { gardenTexts } from '../rules/gardenTexts';
import { SignupDialog } from './SignupDialog';

const column = { width: '100%', maxWidth: '64rem' } as const;

const howItWorks = [
  'Pick the card that fits you and send its form.',
  'The garden programme reviews every sign-up; its status shows in the Garden Directory.',
  'Hosts and volunteers meet through the directory: volunteers offer to help at a garden, hosts approve them.',
  'On blitz day (or through the seasons) the garden grows, and everyone who helped earns tokens.',
];

type Outcome = { submitted: SignupForm; anonymousHost: boolean } | null;

/**
 * `/gardenblitz` (`/GardenBlitz`; spec 2 §2, §5, §8; issue 18): the four sign-up cards (Blitz
 * Garden Host, Blitz Volunteer, Long-Term Host, Long-Term Volunteer), each opening its form
 * ("Form submitted successfully!", "Error submitting form: {message}"), How It Works, the tokens
 * note and a link to the directory. A signed-in sign-up sends the bearer token (the user becomes
 * its host); an anonymous host sign-up is told to sign in to manage volunteer requests later.
 */
export function GardenBlitzScreen() {
  const api = useApi();
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const create = api.useMutation('post', '/gardens');
  const [open, setOpen] = useState<SignupForm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  function openForm(form: SignupForm) {
    setError(null);
    setOpen(form);
  }

  function submit(form: SignupForm, draft: SignupDraft) {
    setError(null);
    create.mutate(
      { body: signupRequest(form, draft) },
      {
        onSuccess: () => {
          setOpen(null);
          setOutcome({ submitted: form, anonymousHost: form.host && !signedIn });
        },
        onError: (failure) => setError(gardenTexts.formError(toApiError(failure).detail)),
      },
    );
  }

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{gardenTexts.blitzTitle}</Heading>
        <Text tone="secondary">
          Turn empty yards into gardens, together: host a garden, or lend a hand for a day or for
          the seasons.
        </Text>
        <Text weight="bold">{gardenTexts.tokensNote}</Text>
      </Stack>

      {outcome ? (
        <Notice tone="success" title={gardenTexts.formSubmitted} onDismiss={() => setOutcome(null)}>
          <Stack gap="2" align="start">
            <span>
              Your {outcome.submitted.title} sign-up is waiting for the garden programme’s review.
            </span>
            {outcome.anonymousHost ? (
              <>
                <span>{gardenTexts.signInToManage}</span>
                <TextLink to={getHref('login')}>Go to Login</TextLink>
              </>
            ) : null}
          </Stack>
        </Notice>
      ) : null}

      <Grid minItemWidth="14rem" gap="4">
        {signupForms.map((form) => (
          <Card key={form.kind} title={form.title} titleAs="h2" variant="outlined">
            <Stack gap="3" align="start">
              <Text>{form.blurb}</Text>
              <Button variant="secondary" onClick={() => openForm(form)}>
                Sign up as {form.title}
              </Button>
            </Stack>
          </Card>
        ))}
      </Grid>

      <section aria-labelledby="how-it-works">
        <Stack align="stretch" gap="3">
          <Heading level={2} size="lg" id="how-it-works">
            {gardenTexts.howItWorks}
          </Heading>
          <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
            {howItWorks.map((step) => (
              <li key={step}>
                <Text as="span">{step}</Text>
              </li>
            ))}
          </ol>
        </Stack>
      </section>

      <div>
        <ButtonLink
          to={getHref('gardenDirectory', { spelling: '/gardendirectory' })}
          variant="primary"
        >
          {gardenTexts.toDirectory}
        </ButtonLink>
      </div>

      <SignupDialog
        form={open}
        onCancel={() => setOpen(null)}
        onSubmit={submit}
        submitting={create.isPending}
        error={error}
        signedIn={signedIn}
      />
    </Stack>
  );
}
