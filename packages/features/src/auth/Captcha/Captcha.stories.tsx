import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, loadingHandler } from '@wegrow/api/mocks';
import { Button, Stack } from '@wegrow/ui';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, type Mock } from 'storybook/test';
import { screenStory } from '../../testing';
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
 * The "I'm not a robot" check of sign-up and login (ALTCHA proof of work). The fakes answer
 * `GET /auth/captcha` with a genuine challenge solved in a few hashes, so the real widget runs.
 */
const meta = {
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
  parameters: { msw: { handlers: { auth: [loadingHandler('get', '/auth/captcha')] } } },
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

/** `ref.reset()` after a failed submit: back to the unticked box. */
export const Reset: Story = {
  render: (args) => <CaptchaWithReset {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
    await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL })).not.toBeChecked();
    await expect(canvas.queryByText(CAPTCHA_VERIFIED)).not.toBeInTheDocument();
  },
};

/** A 320 px phone, verified. */
export const Narrow: Story = {
  parameters: { visual: { width: 320 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: CAPTCHA_LABEL }));
    await expect(await canvas.findByText(CAPTCHA_VERIFIED, {}, { timeout: 10_000 })).toBeVisible();
  },
};
