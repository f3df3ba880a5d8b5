import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, jsonHandler, loadingHandler } from '@wegrow/api/mocks';
import { Button, Stack } from '@wegrow/ui';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, type Mock } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import {
  Captcha,
  CAPTCHA_FAILED,
  CAPTCHA_LABEL,
  CAPTCHA_VERIFIED,
  CAPTCHA_VERIFYING,
  type CaptchaHandle,
  type CaptchaProps,
} from './Captcha';
import { decodeCaptchaPayload } from './captchaSolution';

/** The widget with a button that resets it through its ref, as a form does after a failure. */
function CaptchaWithReset(props: CaptchaProps) {
  const captcha = useRef<CaptchaHandle>(null);
  return (
    <Stack gap="3" align="start">
      <Captcha ref={captcha} {...props} />
      <Button variant="secondary" size="sm" onClick={() => captcha.current?.reset()}>
        Start over
      </Button>
    </Stack>
  );
}

/**
 * The "I'm not a robot" check of sign-up and login (ALTCHA proof of work). The stories
 * get a genuine challenge solved in a few hashes, so the real widget runs.
 */
const meta = {
  title: 'Captcha',
  component: Captcha,
  ...screenStory({
    decorators: [
      (Story) => (
        <div style={{ maxWidth: '26rem' }}>
          <Story />
        </div>
      ),
    ],
  }),
  args: { onVerify: fn(), onError: fn() },
} satisfies Meta<typeof Captcha>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not started: an unticked, labelled checkbox. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).not.toBeChecked();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** Ticked: the challenge is solved and `onVerify` gets the payload to send. */
export const Verified: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
    await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).toBeChecked();
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledTimes(1));
    const [token] = (args.onVerify as Mock<CaptchaProps['onVerify']>).mock.calls[0] ?? [''];
    await expect(decodeCaptchaPayload(token)).toMatchObject({ algorithm: 'SHA-256', number: 12 });
  },
};

/** By keyboard: Tab to the box, Space ticks it. */
export const Keyboard: Story = {
  // Proves keyboard use; it ends as Verified looks.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Working: "Verifying…" with a spinner, announced politely (the challenge never arrives here). */
export const Verifying: Story = {
  parameters: {
    visual: { busy: true },
    msw: { handlers: { auth: [loadingHandler('get', '/auth/captcha')] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
    await expect(await canvas.findByText(CAPTCHA_VERIFYING)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No challenge (the server is down): the failure, `onError`, and the box can be ticked again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: { auth: [errorHandler('get', '/auth/captcha', 503, 'Captcha unavailable')] },
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
    await expect(await canvas.findByText(CAPTCHA_FAILED)).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(args.onVerify).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).not.toBeChecked();
  },
};

/**
 * `ref.reset()` after a failed submit: the solution is dropped and, since the user ticked the box
 * before, a new challenge is solved by itself (a real proof of work): a second, different token.
 */
export const Reset: Story = {
  render: (args) => <CaptchaWithReset {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
    await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    const tokens = (args.onVerify as Mock<CaptchaProps['onVerify']>).mock.calls.map(
      ([token]) => token,
    );
    await expect(tokens[1]).not.toBe(tokens[0]);
    await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).toBeChecked();
    await expect(canvas.getByText(CAPTCHA_VERIFIED)).toBeVisible();
  },
};

/** Reset before the box was ever ticked: it stays unticked (nothing is solved unasked). */
export const ResetBeforeTicked: Story = {
  render: (args) => <CaptchaWithReset {...args} />,
  // Looks as Idle with the Start over button: it proves nothing starts by itself.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).not.toBeChecked();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** With `solveAfterReset={false}`: a reset shows the unticked box again, as the spec's widget did. */
export const ResetWithoutSolving: Story = {
  args: { solveAfterReset: false },
  render: (args) => <CaptchaWithReset {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
    await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).not.toBeChecked();
    await expect(canvas.queryByText(CAPTCHA_VERIFIED)).not.toBeInTheDocument();
  },
};

/** A challenge that takes real work: SHA-256(salt + n) matches at n = 30 000. */
const harderChallenge = {
  algorithm: 'SHA-256' as const,
  challenge: 'd0f676e873871dae22fa8d442f56efd74834810bce55723e1587941fd4984ea1',
  salt: 'story-worker-challenge?expires=4102444800',
  signature: '2a798b7a8f6349ff817f5a2262363cf4f308cd2e5828110242be764fb7aa9439',
  maxnumber: 100_000,
};

/**
 * The proof of work runs in a Web Worker (a module worker of its own), so the page keeps painting
 * while it hashes: here a challenge of 30 000 hashes, during which frames keep coming.
 */
export const SolvedInAWorker: Story = {
  parameters: {
    // Ends as Verified does: it proves where the work runs, not how the widget looks.
    visual: { disable: true },
    msw: { handlers: { auth: [jsonHandler('get', '/auth/captcha', harderChallenge)] } },
  },
  play: async ({ canvas, args }) => {
    const Original = window.Worker;
    const started: { url: string; type: WorkerType | undefined }[] = [];
    window.Worker = class CountingWorker extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push({ url: String(url), type: options?.type });
      }
    };
    const gaps: number[] = [];
    let watching = true;
    let last = performance.now();
    const watch = (now: number) => {
      gaps.push(now - last);
      last = now;
      if (watching) requestAnimationFrame(watch);
    };
    try {
      requestAnimationFrame(watch);
      await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
      await expect(
        await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 20_000 }),
      ).toBeVisible();
    } finally {
      watching = false;
      window.Worker = Original;
    }
    await expect(started).toHaveLength(1);
    await expect(started[0]?.url).toMatch(/captcha\.worker/);
    await expect(started[0]?.type).toBe('module');
    const [token] = (args.onVerify as Mock<CaptchaProps['onVerify']>).mock.calls[0] ?? [''];
    await expect(decodeCaptchaPayload(token)).toMatchObject({ number: 30_000 });
    // The main thread was never held: no frame waited more than a quarter of a second.
    await expect(Math.max(...gaps)).toBeLessThan(250);
  },
};

/** A 320 px phone, verified. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
    await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
  },
});
